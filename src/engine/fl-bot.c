/* fl-bot.c: the bot interface and the random bot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-bot"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-bot.h"
#include "fl-game.h"

G_DEFINE_INTERFACE (FlBot, fl_bot, G_TYPE_OBJECT)

static void
fl_bot_default_init (FlBotInterface *iface)
{
  (void) iface;
}

/**
 * fl_bot_choose_action:
 * @observation: the deciding seat's observation
 * @action: (out caller-allocates): the chosen action, legal in the game
 */
void
fl_bot_choose_action (FlBot         *self,
                      const FlRules *rules,
                      const void    *observation,
                      FlAction      *action)
{
  FlBotInterface *iface;
  g_auto(FlAdvice) advice = { 0 };

  g_return_if_fail (FL_IS_BOT (self));

  /* The end of a hand has one move, the next deal: no bot weighs it. */
  if (fl_rules_next_deal (rules, observation, action))
    return;

  iface = FL_BOT_GET_IFACE (self);
  if (iface->choose_action != NULL)
    {
      iface->choose_action (self, rules, observation, action);
      return;
    }

  g_return_if_fail (fl_bot_advise (self, rules, observation, &advice));
  *action = advice.options[advice.best];
}

/**
 * fl_bot_advise:
 * @observation: the deciding seat's observation
 * @advice: an advice (fl_advice_new(), or zero-filled), emptied first,
 *   that receives the bot's evaluation of the decision
 *
 * Weighs the choices of the decision as fl_bot_choose_action() would and
 * says which the bot takes, with the value of each: every choice the bot
 * considers, however many.
 *
 * Returns: whether the bot could say (a random bot cannot)
 */
gboolean
fl_bot_advise (FlBot         *self,
               const FlRules *rules,
               const void    *observation,
               FlAdvice      *advice)
{
  FlBotInterface *iface;
  FlAction next;

  g_return_val_if_fail (FL_IS_BOT (self), FALSE);
  g_return_val_if_fail (advice != NULL, FALSE);

  iface = FL_BOT_GET_IFACE (self);
  if (iface->advise == NULL)
    return FALSE;
  fl_advice_reset (advice);
  if (fl_rules_next_deal (rules, observation, &next))
    {
      fl_advice_add (advice, &next, 0.0);
      return TRUE;
    }
  return iface->advise (self, rules, observation, advice) && advice->n_options > 0;
}

/**
 * fl_advice_new:
 *
 * Returns: (transfer full): an empty advice, for fl_bot_advise()
 */
FlAdvice *
fl_advice_new (void)
{
  return g_new0 (FlAdvice, 1);
}

/**
 * fl_advice_clear:
 *
 * Frees the choices of @advice, which the caller allocated, and empties it.
 */
void
fl_advice_clear (FlAdvice *advice)
{
  g_clear_pointer (&advice->options, g_free);
  g_clear_pointer (&advice->values, g_free);
  memset (advice, 0, sizeof *advice);
}

void
fl_advice_free (FlAdvice *advice)
{
  if (advice == NULL)
    return;
  fl_advice_clear (advice);
  g_free (advice);
}

/**
 * fl_advice_reset:
 *
 * Empties @advice, keeping its memory for the next evaluation.
 */
void
fl_advice_reset (FlAdvice *advice)
{
  advice->n_options = 0;
  advice->best = 0;
  advice->n_worlds = 0;
  advice->estimated = FALSE;
}

/**
 * fl_advice_add:
 * @option: a choice
 * @value: its value so far
 *
 * Adds @option to the choices of @advice, growing it as needed.
 *
 * Returns: its index
 */
guint
fl_advice_add (FlAdvice       *advice,
               const FlAction *option,
               double          value)
{
  if (advice->n_options == advice->allocated)
    {
      advice->allocated = MAX (16, 2 * advice->allocated);
      advice->options = g_renew (FlAction, advice->options, advice->allocated);
      advice->values = g_renew (double, advice->values, advice->allocated);
    }
  advice->options[advice->n_options] = *option;
  advice->values[advice->n_options] = value;
  return advice->n_options++;
}

/**
 * fl_advice_add_legal:
 * @observation: the deciding seat's observation
 *
 * Adds every legal action of the decision to the choices of @advice, in
 * the order of rules->legal_actions().
 */
void
fl_advice_add_legal (FlAdvice      *advice,
                     const FlRules *rules,
                     const void    *observation)
{
  guint n;
  g_autofree FlAction *legal = fl_rules_list_legal (rules, observation, &n);

  for (guint i = 0; i < n; i++)
    fl_advice_add (advice, &legal[i], 0);
}

/**
 * fl_advice_find:
 *
 * Returns: the index of @action among the choices @advice weighed (the
 *   same kind, cards and values), or -1
 */
int
fl_advice_find (const FlAdvice *advice,
                const FlAction *action)
{
  for (guint i = 0; i < advice->n_options; i++)
    {
      const FlAction *option = &advice->options[i];

      if (option->kind == action->kind && option->n_cards == action->n_cards
          && memcmp (option->values, action->values, sizeof option->values) == 0
          && memcmp (option->cards, action->cards, option->n_cards * sizeof option->cards[0]) == 0)
        return (int) i;
    }
  return -1;
}

static int
points (double value)
{
  return (int) (value >= 0 ? value + 0.5 : value - 0.5);
}

/**
 * fl_advice_points_behind:
 * @chosen: the index of a choice in @advice
 *
 * Returns: how many points, rounded, @chosen did worse on average than the
 *   bot's own choice (0 for that choice)
 */
int
fl_advice_points_behind (const FlAdvice *advice,
                         guint           chosen)
{
  g_return_val_if_fail (chosen < advice->n_options, 0);

  return points (advice->values[advice->best] - advice->values[chosen]);
}

/* The best choice after @skip, or -1. */
static int
runner_up (const FlAdvice *advice,
           guint           skip)
{
  int second = -1;

  for (guint i = 0; i < advice->n_options; i++)
    if (i != skip && (second < 0 || advice->values[i] > advice->values[second]))
      second = (int) i;
  return second;
}

/**
 * fl_advice_explain:
 * @observation: the deciding seat's observation, as the bot saw it
 *
 * Says why the bot takes its choice, from its own evaluation: the sampled
 * deals, the margin its choice gave on average, and the next best.
 *
 * Returns: (transfer full): a translated paragraph
 */
char *
fl_advice_explain (const FlAdvice *advice,
                   const FlRules  *rules,
                   const void     *observation)
{
  g_autofree char *best = NULL;
  g_autofree char *first = NULL;
  int second;

  g_return_val_if_fail (advice->n_options > 0 && advice->best < advice->n_options, NULL);

  best = rules->name_action (observation, &advice->options[advice->best]);
  if (advice->n_options == 1 || advice->n_worlds == 0)
    /* Translators: %s is a card, a contract or another choice. */
    return g_strdup_printf (_("The rules leave only one choice: %s."), best);

  {
    int margin = points (advice->values[advice->best]);
    g_autofree char *tried = NULL;
    g_autofree char *result = NULL;

    if (advice->estimated)
      tried = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            /* Translators: %1$u counts deals of the unseen cards the
                                             * computer players tried, where each choice's contest was
                                             * played out and the cards still in hand valued (Flaunt);
                                             * %2$s is their choice. */
                                            "Over %1$u deal of the cards you cannot see, drawn at random to fit what you know, with the contest played out and the cards kept in hand valued, %2$s did best.",
                                            "Over %1$u deals of the cards you cannot see, drawn at random to fit what you know, with the contest played out and the cards kept in hand valued, %2$s did best.",
                                            advice->n_worlds),
                               advice->n_worlds, best);
    else
      tried = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            /* Translators: %1$u counts deals of the unseen cards the
                                             * computer players tried; %2$s is their choice (a card, a
                                             * contract…). */
                                            "Over %1$u deal of the cards you cannot see, drawn at random to fit what you know and played out to the end of the hand, %2$s did best.",
                                            "Over %1$u deals of the cards you cannot see, drawn at random to fit what you know and played out to the end of the hand, %2$s did best.",
                                            advice->n_worlds),
                               advice->n_worlds, best);
    if (margin >= 0)
      result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "On average it left you %d point ahead of your opponents.",
                                             "On average it left you %d points ahead of your opponents.",
                                             margin), margin);
    else
      result = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "On average it still left you %d point behind your opponents.",
                                             "On average it still left you %d points behind your opponents.",
                                             -margin), -margin);
    /* Translators: two sentences of the hint's reason, one after the
     * other; change the space if your language joins sentences otherwise. */
    first = g_strdup_printf (_("%1$s %2$s"), tried, result);
  }
  second = runner_up (advice, advice->best);
  if (second >= 0)
    {
      g_autofree char *next = rules->name_action (observation, &advice->options[second]);
      int behind = fl_advice_points_behind (advice, (guint) second);

      if (behind == 0)
        /* Translators: after the hint's reason; %s is the next best choice. */
        return g_strdup_printf (_("%1$s The next best, %2$s, did about as well."), first, next);
      /* Translators: after the hint's reason; %2$s is the next best choice,
       * %3$d how many points it did worse on average. */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s The next best, %2$s, did %3$d point worse.",
                                           "%1$s The next best, %2$s, did %3$d points worse.",
                                           behind),
                              first, next, behind);
    }
  return g_steal_pointer (&first);
}

/**
 * fl_advice_explain_choice:
 * @chosen: the index of a choice in @advice
 *
 * Compares @chosen with the bot's choice, from the bot's own evaluation.
 *
 * Returns: (transfer full): a translated sentence
 */
char *
fl_advice_explain_choice (const FlAdvice *advice,
                          const FlRules  *rules,
                          const void     *observation,
                          guint           chosen)
{
  g_autofree char *mine = NULL;
  g_autofree char *best = NULL;
  int behind;

  g_return_val_if_fail (chosen < advice->n_options, NULL);

  mine = rules->name_action (observation, &advice->options[chosen]);
  best = rules->name_action (observation, &advice->options[advice->best]);
  behind = fl_advice_points_behind (advice, chosen);
  if (chosen == advice->best || behind <= 0)
    /* Translators: %s is the user's choice. */
    return g_strdup_printf (_("%s is as good as any choice here."), mine);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %1$s is the user's choice, %2$s the computer
                                        * players', %3$d points. */
                                       "In the deals the computer players tried, %1$s did %3$d point worse on average than %2$s.",
                                       "In the deals the computer players tried, %1$s did %3$d points worse on average than %2$s.",
                                       behind),
                          mine, best, behind);
}

/**
 * fl_bot_new:
 * @game_id: the game the bot plays
 * @strength: "random" or "heuristic"
 * @seed: the seed of the bot's own choices
 *
 * Returns: (transfer full) (nullable): a bot, or %NULL with @error set
 */
FlBot *
fl_bot_new (const char  *game_id,
            const char  *strength,
            guint64      seed,
            GError     **error)
{
  const FlRules *rules = fl_rules_lookup (game_id);

  if (rules == NULL)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME,
                   _("There is no game “%s” to play."), game_id ? game_id : "");
      return NULL;
    }

  if (g_strcmp0 (strength, "random") == 0)
    return fl_random_bot_new (seed);

  if (g_strcmp0 (strength, "heuristic") == 0 && rules->new_bot != NULL)
    return rules->new_bot (seed);

  g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
               /* Translators: %s is what was asked for; “random” and “heuristic” are not translated. */
               _("There is no bot “%s”: choose “random” or “heuristic”."), strength ? strength : "");
  return NULL;
}

/* The random bot: a uniformly random legal action. */

struct _FlRandomBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_random_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlRandomBot, fl_random_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_random_bot_iface_init))

static void
fl_random_bot_choose_action (FlBot         *bot,
                             const FlRules *rules,
                             const void    *observation,
                             FlAction      *action)
{
  FlRandomBot *self = FL_RANDOM_BOT (bot);

  rules->random_action (observation, &self->rng, action);
}

static void
fl_random_bot_iface_init (FlBotInterface *iface)
{
  iface->choose_action = fl_random_bot_choose_action;
}

static void
fl_random_bot_class_init (FlRandomBotClass *klass)
{
  (void) klass;
}

static void
fl_random_bot_init (FlRandomBot *self)
{
  fl_rng_init (&self->rng, 0, 1);
}

FlBot *
fl_random_bot_new (guint64 seed)
{
  FlRandomBot *self = g_object_new (FL_TYPE_RANDOM_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x52616e646f6d)); /* "Random" */
  return FL_BOT (self);
}
