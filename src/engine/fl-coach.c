/* fl-coach.c: the tutor's judgement of the user's moves
 *
 * The tutor judges a move by the computer players' own evaluation
 * (fl_bot_advise()): the hint is their choice, a warning comes before a
 * move that did clearly worse than it, and the review after a hand lists
 * the user's decisions where they would have chosen otherwise.
 *
 * Every evaluation is seeded from the game's seed and the number of the
 * decision in the game record, so the same position always gets the same
 * hint, and the review after a hand repeats what the hint would have said
 * at each decision, even after undo or a restart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-coach"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-coach.h"

/* A second, independent evaluation, for warnings: the bots' values come
 * from a few dozen sampled deals, so a move is called poor only when two
 * evaluations on different samples agree. */
#define SECOND_OPINION 0x5851f42d4c957f2dULL

/* The seed of every evaluation of the decision after @n_actions actions of
 * a game of @seed. */
static guint64
evaluation_seed (guint64 seed,
                 guint   n_actions)
{
  return seed * 7919 + n_actions;
}

/* The evaluation itself, on plain data: any thread may run it. */
static gboolean
advise_observation (const FlRules *rules,
                    guint64        seed,
                    guint64        salt,
                    const guint8  *observation,
                    FlAdvice      *advice)
{
  g_autoptr(FlBot) bot = fl_bot_new (rules->id, "heuristic", seed ^ salt, NULL);

  return bot != NULL && fl_bot_advise (bot, rules, observation, advice);
}

static gboolean
advise (FlGame   *game,
        guint64   salt,
        guint8   *observation,
        FlAdvice *advice)
{
  const FlRules *rules = fl_game_get_rules (game);

  if (fl_game_is_over (game) || rules->name_action == NULL)
    return FALSE;

  fl_game_observe (game, fl_game_get_current_seat (game), observation);
  return advise_observation (rules, evaluation_seed (fl_game_get_seed (game), fl_game_get_n_actions (game)),
                             salt, observation, advice);
}

/**
 * fl_coach_advise:
 * @advice: an advice (fl_advice_new()) that receives the evaluation
 *
 * Asks the computer players what they would do in the deciding seat's
 * place, from what that seat may see: the tutor's hint.
 *
 * Returns: whether they could say
 */
gboolean
fl_coach_advise (FlGame   *game,
                 FlAdvice *advice)
{
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (game), FALSE);

  observation = g_malloc0 (fl_game_get_rules (game)->state_size);
  return advise (game, 0, observation, advice);
}

/* How far @action fell behind the choice of @advice, or -1 when @advice
 * did not weigh it. */
static int
behind (const FlAdvice *advice,
        const FlAction *action)
{
  int chosen = fl_advice_find (advice, action);

  return chosen < 0 ? -1 : fl_advice_points_behind (advice, (guint) chosen);
}

/**
 * fl_coach_warning:
 * @action: a legal action of the deciding seat
 *
 * Judges @action before it is made: it is poor when, in two independent
 * evaluations, it does at least the game's warn_points worse than the
 * computer players' choice.
 *
 * Returns: (transfer full) (nullable): why @action is poor, or %NULL
 */
char *
fl_coach_warning (FlGame         *game,
                  const FlAction *action)
{
  g_autoptr(FlCoachEvaluation) evaluation = NULL;

  g_return_val_if_fail (FL_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  evaluation = fl_coach_evaluation_new (game);
  if (evaluation == NULL)
    return NULL;
  fl_coach_evaluation_run (evaluation);
  return fl_coach_evaluation_warning (evaluation, action);
}

/**
 * fl_coach_review:
 * @seat: the seat whose decisions are reviewed
 * @from: the first action of the game record to review
 * @to: the action after the last one to review
 *
 * Goes over @seat's decisions among the recorded actions [@from, @to),
 * usually one hand, with the evaluation the hint gave at each.
 *
 * Returns: (transfer container) (element-type utf8): a sentence for each
 *   decision where the computer players would have chosen otherwise, in
 *   the order of play
 */
GPtrArray *
fl_coach_review (FlGame *game,
                 int     seat,
                 guint   from,
                 guint   to)
{
  GPtrArray *review = g_ptr_array_new_with_free_func (g_free);
  const FlRules *rules;
  g_autoptr(FlGame) replay = NULL;
  g_autofree guint8 *observation = NULL;
  g_autoptr(FlAdvice) advice = NULL;

  g_return_val_if_fail (FL_IS_GAME (game), review);

  rules = fl_game_get_rules (game);
  to = MIN (to, fl_game_get_n_actions (game));
  replay = fl_game_new_from_start (game);
  observation = g_malloc0 (rules->state_size);
  advice = fl_advice_new ();

  for (guint i = 0; replay != NULL && i < to; i++)
    {
      const FlAction *action = fl_game_get_action (game, i);
      int late;

      if (i >= from && action->seat == seat && advise (replay, 0, observation, advice)
          && (late = behind (advice, action)) > 0)
        {
          g_autofree char *mine = rules->name_action (observation, action);
          g_autofree char *best = rules->name_action (observation, &advice->options[advice->best]);

          g_ptr_array_add (review,
                           g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         /* Translators: the tutor's review of a hand;
                                                          * %1$s is the user's choice (a card, a
                                                          * contract, a pass…), %2$s the computer
                                                          * players', %3$d points. */
                                                         "Instead of %1$s, the computer players would have chosen %2$s, which did %3$d point better on average in the deals they tried.",
                                                         "Instead of %1$s, the computer players would have chosen %2$s, which did %3$d points better on average in the deals they tried.",
                                                         late),
                                            mine, best, late));
        }
      if (!fl_game_apply (replay, action, NULL))
        break;
    }
  return review;
}

struct _FlCoachEvaluation
{
  const FlRules *rules;
  guint64        seed;
  guint          n_actions;
  guint8        *observation;
  gboolean       run;
  gboolean       advised;      /* the first evaluation could say */
  gboolean       seconded;     /* the second was made, and could say */
  FlAdvice       first;        /* the hint's */
  FlAdvice       second;       /* only when a choice fell warn_points behind in the first */
};

/**
 * fl_coach_evaluation_new:
 *
 * Copies what the evaluation of @game's next decision needs: the rules,
 * the deciding seat's observation, the seed. Call it in the thread that
 * owns @game; the evaluation may then be run in any thread.
 *
 * Returns: (transfer full) (nullable): the evaluation, not yet run, or
 *   %NULL when there is nothing to evaluate (the game is over, or its
 *   rules cannot name a choice)
 */
FlCoachEvaluation *
fl_coach_evaluation_new (FlGame *game)
{
  const FlRules *rules;
  FlCoachEvaluation *self;

  g_return_val_if_fail (FL_IS_GAME (game), NULL);

  rules = fl_game_get_rules (game);
  if (fl_game_is_over (game) || rules->name_action == NULL)
    return NULL;

  self = g_new0 (FlCoachEvaluation, 1);
  self->rules = rules;
  self->n_actions = fl_game_get_n_actions (game);
  self->seed = evaluation_seed (fl_game_get_seed (game), self->n_actions);
  self->observation = g_malloc0 (rules->state_size);
  fl_game_observe (game, fl_game_get_current_seat (game), self->observation);
  return self;
}

void
fl_coach_evaluation_free (FlCoachEvaluation *self)
{
  if (self == NULL)
    return;
  fl_advice_clear (&self->first);
  fl_advice_clear (&self->second);
  g_free (self->observation);
  g_free (self);
}

/**
 * fl_coach_evaluation_run:
 *
 * Evaluates the decision as fl_coach_advise() does and, when a choice does
 * at least the game's warn_points worse than the best, once more on other
 * sampled deals, for fl_coach_evaluation_warning(). Safe in any thread, on
 * an evaluation no other thread touches meanwhile.
 */
void
fl_coach_evaluation_run (FlCoachEvaluation *self)
{
  gboolean poor = FALSE;

  g_return_if_fail (self != NULL);

  if (self->run)
    return;
  self->run = TRUE;
  self->advised = advise_observation (self->rules, self->seed, 0, self->observation, &self->first);
  if (!self->advised || self->rules->warn_points <= 0)
    return;
  for (guint i = 0; i < self->first.n_options && !poor; i++)
    poor = fl_advice_points_behind (&self->first, i) >= self->rules->warn_points;
  if (poor)
    self->seconded = advise_observation (self->rules, self->seed, SECOND_OPINION, self->observation,
                                         &self->second);
}

/**
 * fl_coach_evaluation_get_n_actions:
 *
 * Returns: the number of actions of the game record before the decision
 *   evaluated: which position it is
 */
guint
fl_coach_evaluation_get_n_actions (const FlCoachEvaluation *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->n_actions;
}

/**
 * fl_coach_evaluation_get_advice:
 *
 * Returns: (nullable): the computer players' evaluation, the hint's, once
 *   run; %NULL when they could not say
 */
const FlAdvice *
fl_coach_evaluation_get_advice (const FlCoachEvaluation *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->run && self->advised ? &self->first : NULL;
}

/**
 * fl_coach_evaluation_get_observation:
 *
 * Returns: what the deciding seat saw, for naming and explaining the
 *   advice's choices
 */
const void *
fl_coach_evaluation_get_observation (const FlCoachEvaluation *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->observation;
}

/**
 * fl_coach_evaluation_warning:
 * @action: a legal action of the deciding seat
 *
 * The warning before @action, from an evaluation that was run: @action is
 * poor when, in both evaluations, it does at least the game's warn_points
 * worse than the computer players' choice (fl_coach_warning()).
 *
 * Returns: (transfer full) (nullable): why @action is poor, or %NULL
 */
char *
fl_coach_evaluation_warning (const FlCoachEvaluation *self,
                             const FlAction          *action)
{
  g_autofree char *comparison = NULL;
  g_autofree char *why = NULL;

  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (action != NULL, NULL);
  g_return_val_if_fail (self->run, NULL);

  if (self->rules->warn_points <= 0 || !self->advised || behind (&self->first, action) < self->rules->warn_points)
    return NULL;
  if (!self->seconded || behind (&self->second, action) < self->rules->warn_points)
    return NULL;

  /* The first evaluation is the hint's: the reason and a hint asked for
   * next agree. The game's own reason for the better choice follows. */
  comparison = fl_advice_explain_choice (&self->first, self->rules, self->observation,
                                         (guint) fl_advice_find (&self->first, action));
  why = fl_rules_explain_choice (self->rules, self->observation, &self->first.options[self->first.best]);
  if (why == NULL)
    return g_steal_pointer (&comparison);
  /* Translators: the tutor's warning: the comparison of the user's choice
   * with the computer players', then what speaks for theirs. */
  return g_strdup_printf (C_("warning", "%1$s %2$s"), comparison, why);
}
