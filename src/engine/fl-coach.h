/* fl-coach.h: the tutor's judgement of the user's moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-game.h"

G_BEGIN_DECLS

gboolean   fl_coach_advise  (FlGame         *game,
                             FlAdvice       *advice);
char      *fl_coach_warning (FlGame         *game,
                             const FlAction *action);
GPtrArray *fl_coach_review  (FlGame         *game,
                             int             seat,
                             guint           from,
                             guint           to);

G_END_DECLS
