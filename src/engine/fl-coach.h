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

/**
 * FlCoachEvaluation:
 *
 * The tutor's evaluation of one decision (the deciding seat's, in one
 * position), made from plain copies of what it needs, so that a worker
 * thread may run it while the game goes on in the main thread: the
 * hint's advice and, where a choice falls far enough behind it, the second
 * opinion a warning needs.
 */
typedef struct _FlCoachEvaluation FlCoachEvaluation;

FlCoachEvaluation *fl_coach_evaluation_new    (FlGame                  *game);
void               fl_coach_evaluation_free   (FlCoachEvaluation       *self);
void               fl_coach_evaluation_run    (FlCoachEvaluation       *self);
guint              fl_coach_evaluation_get_n_actions (const FlCoachEvaluation *self);
const FlAdvice    *fl_coach_evaluation_get_advice (const FlCoachEvaluation *self);
const void        *fl_coach_evaluation_get_observation (const FlCoachEvaluation *self);
char              *fl_coach_evaluation_warning (const FlCoachEvaluation *self,
                                               const FlAction          *action);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlCoachEvaluation, fl_coach_evaluation_free)

G_END_DECLS
