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

static gboolean
advise (FlGame   *game,
        guint64   salt,
        guint8   *observation,
        FlAdvice *advice)
{
  const FlRules *rules = fl_game_get_rules (game);
  g_autoptr(FlBot) bot = NULL;
  guint64 seed = fl_game_get_seed (game) * 7919 + fl_game_get_n_actions (game);

  if (fl_game_is_over (game) || rules->name_action == NULL)
    return FALSE;

  bot = fl_bot_new (rules->id, "heuristic", seed ^ salt, NULL);
  if (bot == NULL)
    return FALSE;
  fl_game_observe (game, fl_game_get_current_seat (game), observation);
  return fl_bot_advise (bot, rules, observation, advice);
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
  const FlRules *rules;
  g_autofree guint8 *observation = NULL;
  g_autoptr(FlAdvice) first = NULL;
  g_autoptr(FlAdvice) second = NULL;

  g_return_val_if_fail (FL_IS_GAME (game), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  rules = fl_game_get_rules (game);
  if (rules->warn_points <= 0)
    return NULL;

  observation = g_malloc0 (rules->state_size);
  first = fl_advice_new ();
  second = fl_advice_new ();
  if (!advise (game, 0, observation, first) || behind (first, action) < rules->warn_points)
    return NULL;
  if (!advise (game, SECOND_OPINION, observation, second) || behind (second, action) < rules->warn_points)
    return NULL;

  /* The first evaluation is the hint's: the reason and a hint asked for
   * next agree. */
  fl_game_observe (game, fl_game_get_current_seat (game), observation);
  return fl_advice_explain_choice (first, rules, observation, (guint) fl_advice_find (first, action));
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
