/* fl-saved-game.h: the game in progress, kept on disk after every move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "fl-engine.h"

G_BEGIN_DECLS

char     *fl_saved_game_get_path  (void);
gboolean  fl_saved_game_exists    (void);
gboolean  fl_saved_game_save      (FlGame      *game,
                                   int          human,
                                   const char  *strength,
                                   GError     **error);
void      fl_saved_game_save_async (FlGame              *game,
                                    int                  human,
                                    const char          *strength,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data);
gboolean  fl_saved_game_save_finish (GAsyncResult       *result,
                                     GError            **error);
gboolean  fl_saved_game_is_saving (void);
void      fl_saved_game_wait      (void);
FlGame   *fl_saved_game_load      (int         *human,
                                   char       **strength,
                                   GError     **error);
FlGame   *fl_saved_game_load_from_data (const char  *data,
                                        gsize        length,
                                        int         *human,
                                        char       **strength,
                                        GError     **error);
char     *fl_saved_game_set_aside (GError     **error);
void      fl_saved_game_discard   (void);

G_END_DECLS
