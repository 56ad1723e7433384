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
#include "flashpoint/fl-flashpoint-rules.h"
#include "flunk/fl-flunk-rules.h"

/* The games whose rules are in the engine; the others are still only in
 * the catalogue (fl-game-info.c). */
static const FlRules *const all_rules[] = {
  &fl_flashpoint_rules,
  &fl_flunk_rules,
};

guint
fl_rules_get_n_rules (void)
{
  return G_N_ELEMENTS (all_rules);
}

const FlRules *
fl_rules_get_nth (guint index)
{
  return index < G_N_ELEMENTS (all_rules) ? all_rules[index] : NULL;
}

const FlRules *
fl_rules_lookup (const char *id)
{
  if (id == NULL)
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    if (strcmp (all_rules[i]->id, id) == 0)
      return all_rules[i];

  return NULL;
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
 * fl_rules_check_deal:
 * @hands: the hands of a deal, as card sets
 * @per_hand: the number of cards in each
 * @deck_size: the cards of the deck are 0 to @deck_size - 1
 *
 * For set_hands(): whether @hands share out the whole deck, @per_hand
 * cards each.
 *
 * Returns: whether the deal is one the rules could have made
 */
gboolean
fl_rules_check_deal (const FlCardSet *hands,
                     guint            n_hands,
                     guint            per_hand,
                     guint            deck_size)
{
  FlCardSet all = 0;

  g_return_val_if_fail (deck_size <= 64, FALSE);

  for (guint i = 0; i < n_hands; i++)
    {
      if (fl_card_set_count (hands[i]) != per_hand || (all & hands[i]) != 0)
        return FALSE;
      all |= hands[i];
    }
  return all == (deck_size == 64 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << deck_size) - 1);
}
