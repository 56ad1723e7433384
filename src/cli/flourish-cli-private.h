/* flourish-cli-private.h: what the parts of flourish-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

void     print_builder (JsonBuilder    *builder);
int      fail          (const char     *message);
int      fail_usage    (const char     *message);
int      usage_error   (GError         *error);
gboolean parse_command (const char     *name,
                        const char     *parameters,
                        const char     *summary,
                        GOptionEntry   *entries,
                        int            *argc,
                        char         ***argv,
                        int            *status);
gboolean parse_u64     (const char     *text,
                        const char     *what,
                        guint64         max,
                        guint64        *value,
                        GError        **error);

/* flourish-cli-score.c */
int      command_score (int             argc,
                        char          **argv);

/* flourish-cli-score-flashpoint.c */
int      score_flashpoint_trick (const char *text);
int      score_flashpoint_hand  (const char *text,
                                 gboolean    voids_once);

/* flourish-cli-score-flunk.c */
int      score_flunk            (const char *contract_text,
                                 const char *tricks_text,
                                 const char *dump_text);

/* flourish-cli-seat.c */
typedef struct _FlGame FlGame;
void     replay_as_seat (FlGame        *game,
                         int            viewer);

G_END_DECLS
