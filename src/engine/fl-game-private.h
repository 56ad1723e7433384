/* fl-game-private.h: what fl-game.c shares with fl-game-record.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game.h"

G_BEGIN_DECLS

typedef struct
{
  const FlRules *rules;
  FlOptions      options;
  guint64        seed;
  gpointer       initial;     /* the state after the first deal */
  gpointer       state;
  GArray        *actions;     /* of FlAction */
  FlEvents       last_events;
} FlGamePrivate;

FlGamePrivate *fl_game_get_private (FlGame          *self);
gboolean       fl_game_check_at    (FlGame          *self,
                                    const void      *state,
                                    const FlAction  *action,
                                    guint            index,
                                    GError         **error);

G_END_DECLS
