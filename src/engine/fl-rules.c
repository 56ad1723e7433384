/* fl-rules.c: the registry of games and helpers shared by their rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-rules"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-game.h"
#include "fl-rules.h"
#include "fl-game-info.h"

/* The games are registered once, in the catalogue (fl-game-info.c); the
 * rules are those of its games that have them, in its order. */
guint
fl_rules_get_n_rules (void)
{
  guint n = 0;

  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    n += fl_game_info_get_rules (fl_game_info_get_nth (i)) != NULL;
  return n;
}

const FlRules *
fl_rules_get_nth (guint index)
{
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlRules *rules = fl_game_info_get_rules (fl_game_info_get_nth (i));

      if (rules != NULL && index-- == 0)
        return rules;
    }
  return NULL;
}

const FlRules *
fl_rules_lookup (const char *id)
{
  const FlGameInfo *info = id != NULL ? fl_game_info_lookup (id) : NULL;

  return info != NULL ? fl_game_info_get_rules (info) : NULL;
}

void
fl_rules_default_options (const FlRules *rules,
                          FlOptions     *options)
{
  memset (options, 0, sizeof *options);
  for (guint i = 0; i < rules->n_options; i++)
    options->values[i] = rules->options[i].default_value;
}

int
fl_rules_find_option (const FlRules *rules,
                      const char    *key)
{
  for (guint i = 0; i < rules->n_options; i++)
    if (g_strcmp0 (rules->options[i].key, key) == 0)
      return (int) i;

  return -1;
}

gboolean
fl_rules_validate_options (const FlRules    *rules,
                           const FlOptions  *options,
                           GError          **error)
{
  for (guint i = 0; i < rules->n_options; i++)
    if (!fl_option_value_valid (&rules->options[i], options->values[i]))
      {
        g_autofree char *text = g_strdup_printf ("%d", options->values[i]);
        return fl_option_parse (&rules->options[i], text, &(int) { 0 }, error);
      }

  for (guint i = rules->n_options; i < FL_MAX_OPTIONS; i++)
    if (options->values[i] != 0)
      {
        g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
                     _("The game has no option number %u."), i + 1);
        return FALSE;
      }

  return TRUE;
}

/**
 * fl_rules_find_rule:
 * @text: an explanation, in any language
 * @rule: (out) (optional): the rule's number, to free
 *
 * Finds the first rule @text cites, such as "F13" in "… (rule F13).": a
 * capital letter and one or two digits standing as a word of their own,
 * which the game's help places. Rule numbers are the same in every
 * language, so this works on translated text.
 *
 * Returns: (nullable): the help section of the rule, or %NULL when @text
 *   cites no rule the game's help places
 */
const char *
fl_rules_find_rule (const FlRules  *rules,
                    const char     *text,
                    char          **rule)
{
  if (rule != NULL)
    *rule = NULL;
  if (rules->rule_help == NULL || text == NULL)
    return NULL;

  for (const char *p = text; *p != '\0'; p++)
    {
      gsize len = 1;

      if (!g_ascii_isupper (*p) || (p > text && g_ascii_isalnum (p[-1])))
        continue;
      while (len < 3 && g_ascii_isdigit (p[len]))
        len++;
      if (len == 1 || g_ascii_isalnum (p[len]))
        continue;

      for (const FlRuleHelp *entry = rules->rule_help; entry->rule != NULL; entry++)
        if (strlen (entry->rule) == len && strncmp (entry->rule, p, len) == 0)
          {
            if (rule != NULL)
              *rule = g_strndup (p, len);
            return entry->section;
          }
    }
  return NULL;
}

/**
 * fl_rules_action_well_formed:
 *
 * Checks the shape every game needs before its own check: a known kind, a
 * card count that fits and cards of the game's deck.
 */
gboolean
fl_rules_action_well_formed (const FlRules  *rules,
                             const FlAction *action)
{
  const FlDeck *deck = fl_deck_get (rules->deck);

  if (action->kind == FL_ACTION_NONE || action->kind >= FL_N_ACTION_KINDS ||
      action->n_cards > FL_ACTION_MAX_CARDS)
    return FALSE;
  for (guint i = 0; i < action->n_cards; i++)
    if (action->cards[i] >= deck->n_cards)
      return FALSE;

  return TRUE;
}

gboolean
fl_rules_action_is_legal (const FlRules  *rules,
                          const void     *state,
                          const FlAction *action)
{
  return fl_rules_action_well_formed (rules, action) && rules->check_action (state, action, NULL);
}

/**
 * fl_rules_side:
 * @observation: a state of @rules as one seat observes it (or a full state)
 *
 * Who plays with whom, as the observer knows it (rules.h): seats with the
 * same number play together. A game without side() gives every seat its
 * own.
 *
 * Returns: @seat's side, or %FL_SIDE_UNKNOWN while it is secret to the
 *   observer
 */
int
fl_rules_side (const FlRules *rules,
               const void    *observation,
               int            seat)
{
  g_return_val_if_fail (rules != NULL && observation != NULL, FL_SIDE_UNKNOWN);
  g_return_val_if_fail (seat >= 0 && seat < FL_MAX_SEATS, FL_SIDE_UNKNOWN);

  return rules->side != NULL ? rules->side (observation, seat) : seat;
}

/**
 * fl_rules_see_event:
 * @event: an event as a game's apply() made it
 * @viewer: the seat to tell it, or -1 for a narrator who sees everything
 *   (records, the command line without a seat)
 * @seen: (out caller-allocates): the event as @viewer is told it
 *
 * Filters @event for @viewer by its audience masks (#FlEvent): every card
 * @viewer may not see becomes %FL_CARD_NONE in @seen. Every sentence and
 * view made of an event is made of what this returns.
 *
 * Returns: %FALSE when @viewer is not told of @event at all
 */
gboolean
fl_rules_see_event (const FlEvent *event,
                    int            viewer,
                    FlEvent       *seen)
{
  g_return_val_if_fail (event != NULL && seen != NULL, FALSE);
  g_return_val_if_fail (viewer >= -1 && viewer < FL_MAX_SEATS, FALSE);
  g_return_val_if_fail (event->n_cards <= FL_EVENT_MAX_CARDS, FALSE);

  *seen = *event;
  if (viewer < 0)
    return TRUE;
  if (event->told_to != 0 && (event->told_to & (1u << viewer)) == 0)
    return FALSE;
  if (event->cards_shown_to != 0 && (event->cards_shown_to & (1u << viewer)) == 0)
    memset (seen->cards, FL_CARD_NONE, sizeof seen->cards);
  return TRUE;
}

/**
 * fl_rules_explain_choice:
 * @observation: the deciding seat's observation
 * @action: one of its legal actions
 *
 * What speaks for @action in the game's own terms (explain_choice() in
 * fl-rules.h), for the tutor's hint and warning.
 *
 * Returns: (transfer full) (nullable): the reason, or %NULL when the game
 *   has none to give
 */
char *
fl_rules_explain_choice (const FlRules  *rules,
                         const void     *observation,
                         const FlAction *action)
{
  g_return_val_if_fail (rules != NULL && observation != NULL && action != NULL, NULL);

  if (rules->explain_choice == NULL)
    return NULL;
  return rules->explain_choice (observation, action);
}

/**
 * fl_rules_describe_event:
 * @viewer: the seat it is said to, or -1 for a narrator who sees everything
 *
 * Says what @event did, to @viewer, from what @viewer may know of it
 * (fl_rules_see_event()): the only way to a game's describe_event().
 *
 * Returns: (transfer full) (nullable): the sentence, or %NULL when @viewer
 *   is not told of @event
 */
char *
fl_rules_describe_event (const FlRules *rules,
                         const FlEvent *event,
                         int            viewer)
{
  FlEvent seen;

  g_return_val_if_fail (rules != NULL, NULL);

  if (!fl_rules_see_event (event, viewer, &seen))
    return NULL;
  return rules->describe_event (&seen, viewer);
}

/**
 * fl_rules_next_deal:
 * @state: a state of @rules (or an observation of the deciding seat)
 * @next: (out caller-allocates): the next deal, when there is one
 *
 * At the end of a hand (%FL_DECISION_CONTINUE) the rules offer one move,
 * the next dealer's "continue", which deals: no bot weighs it, the table
 * makes it from the summary and a version 1 record implies it.
 *
 * Returns: whether @state is at the end of a hand, @next then its move
 */
gboolean
fl_rules_next_deal (const FlRules *rules,
                    const void    *state,
                    FlAction      *next)
{
  return rules->decision (state) == FL_DECISION_CONTINUE && rules->legal_actions (state, next, 1) == 1;
}

/**
 * fl_rules_list_legal:
 * @state: a state of @rules (or an observation of the deciding seat)
 * @n_actions: (out): how many
 *
 * Every legal action, with room for all however many there are: the
 * hint, the coach and the tests use it. The table, which must not list
 * C(n, k) combinations, asks fl_rules_action_cards() and check_action().
 *
 * Returns: (transfer full) (array length=n_actions): the actions; g_free()
 */
FlAction *
fl_rules_list_legal (const FlRules *rules,
                     const void    *state,
                     guint         *n_actions)
{
  guint capacity = FL_MAX_LEGAL_ACTIONS;
  FlAction *actions = g_new (FlAction, capacity);
  guint n;

  g_return_val_if_fail (rules != NULL && state != NULL && n_actions != NULL, NULL);

  while ((n = rules->legal_actions (state, actions, capacity)) > capacity)
    {
      capacity = n;
      actions = g_renew (FlAction, actions, capacity);
    }
  *n_actions = n;
  return actions;
}

/**
 * fl_rules_action_cards:
 * @state: a state of @rules (or an observation of the deciding seat)
 * @out: (out caller-allocates): the cards
 *
 * The cards that take part in at least one legal action now: the game's
 * action_cards(), or else the cards of every legal action.
 */
void
fl_rules_action_cards (const FlRules *rules,
                       const void    *state,
                       FlCards       *out)
{
  g_autofree FlAction *legal = NULL;
  guint n;

  g_return_if_fail (rules != NULL && state != NULL && out != NULL);

  if (rules->action_cards != NULL)
    {
      rules->action_cards (state, out);
      return;
    }
  *out = FL_CARDS_EMPTY;
  legal = fl_rules_list_legal (rules, state, &n);
  for (guint i = 0; i < n; i++)
    for (guint c = 0; c < legal[i].n_cards && c < FL_ACTION_MAX_CARDS; c++)
      fl_cards_add (out, legal[i].cards[c]);
}
