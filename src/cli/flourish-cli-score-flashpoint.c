/* flourish-cli-score-flashpoint.c: flourish-cli score flashpoint: a trick or a hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "fl-engine.h"
#include "flourish-cli-private.h"

static const char *const combo_ids[FL_FLASHPOINT_N_COMBOS] = {
  [FL_FLASHPOINT_COMBO_NONE] = "none",
  [FL_FLASHPOINT_COMBO_PAIR] = "pair",
  [FL_FLASHPOINT_COMBO_RUN3] = "run-of-three",
  [FL_FLASHPOINT_COMBO_TRIPLET] = "triplet",
  [FL_FLASHPOINT_COMBO_PAIR_RUN] = "pair-run",
  [FL_FLASHPOINT_COMBO_TWO_PAIRS] = "two-pairs",
  [FL_FLASHPOINT_COMBO_RUN4] = "run-of-four",
  [FL_FLASHPOINT_COMBO_FOUR] = "four-of-a-kind",
};

/* Reads "JS JH QD JC" (or with commas) into distinct cards. */
static gboolean
parse_flashpoint_cards (const char *text,
                        FlCard     *cards,
                        guint       max_cards,
                        guint      *n_cards,
                        GError    **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " ,\t", -1);
  FlCardSet seen = 0;

  *n_cards = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      FlCard card;

      if (words[i][0] == '\0')
        continue;
      if (!fl_flashpoint_parse_card (words[i], &card))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %s is what was given; keep the card notation as it is. */
                       _("“%s” is not a Flashpoint card: write the rank A, K, Q, J, T (or 10), 9, 8 or 7 and then the suit S, H, D or C, e.g. JS or 10H."),
                       words[i]);
          return FALSE;
        }
      if (seen & FL_CARD_SET_BIT (card))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %s is a card as the user wrote it. */
                       _("%s appears twice; the pack has one of each card."), words[i]);
          return FALSE;
        }
      if (*n_cards == max_cards)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       g_dngettext (GETTEXT_PACKAGE, "Give at most %u card.", "Give at most %u cards.", max_cards),
                       max_cards);
          return FALSE;
        }
      seen |= FL_CARD_SET_BIT (card);
      cards[(*n_cards)++] = card;
    }

  return TRUE;
}

static void
add_card_codes (JsonBuilder  *builder,
                const FlCard *cards,
                guint         n_cards)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_PIQUET_32);

  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    json_builder_add_string_value (builder, deck->cards[cards[i]].code);
  json_builder_end_array (builder);
}

int
score_flashpoint_trick (const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *name = NULL;
  g_autofree char *explanation = NULL;
  FlCard cards[4];
  guint n, winner, suits = 0;
  FlFlashpointWinReason reason;
  FlFlashpointCombo combo;

  if (!parse_flashpoint_cards (text, cards, 4, &n, &error))
    return usage_error (error);
  if (n == 0)
    return fail_usage (_("Give the trick’s cards in the order they were played, e.g. \"JS JH QD JC\"."));
  for (guint i = 0; i < n; i++)
    {
      if (suits & (1u << FL_FP_SUIT (cards[i])))
        return fail_usage (_("A Flashpoint trick holds at most one card of each suit."));
      suits |= 1u << FL_FP_SUIT (cards[i]);
    }

  winner = fl_flashpoint_trick_winner (cards, n, &reason);
  combo = fl_flashpoint_combination (cards, n);
  name = fl_flashpoint_combo_name (combo);
  explanation = fl_flashpoint_explain_trick (cards, n);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "flashpoint");
  json_builder_set_member_name (builder, "trick");
  add_card_codes (builder, cards, n);
  json_builder_set_member_name (builder, "winner");
  json_builder_add_int_value (builder, winner);
  json_builder_set_member_name (builder, "rule");
  json_builder_add_string_value (builder, reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE ? "last-duplicate" : "highest");
  json_builder_set_member_name (builder, "combination");
  json_builder_add_string_value (builder, combo_ids[combo]);
  json_builder_set_member_name (builder, "combination-name");
  json_builder_add_string_value (builder, name);
  json_builder_set_member_name (builder, "score");
  json_builder_add_int_value (builder, fl_flashpoint_combo_value (combo));
  json_builder_set_member_name (builder, "explanation");
  json_builder_add_string_value (builder, explanation);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

static void
add_flash (JsonBuilder *builder,
           const char  *id,
           const char  *member,
           const char  *value,
           guint        flashes,
           guint        fours,
           int          points)
{
  g_autofree char *name = fl_flashpoint_describe_flashes (flashes, fours);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "flash");
  json_builder_add_string_value (builder, id);
  if (member != NULL)
    {
      json_builder_set_member_name (builder, member);
      json_builder_add_string_value (builder, value);
    }
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, points);
  json_builder_end_object (builder);
}

int
score_flashpoint_hand (const char *text,
                       gboolean    voids_once)
{
  static const char suit_codes[] = "CDHS";
  static const char *const rank_codes[] = { "7", "8", "9", "10", "J", "Q", "K", "A" };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *explanation = NULL;
  FlFlashpointVoids rule = voids_once ? FL_FLASHPOINT_VOIDS_ONCE : FL_FLASHPOINT_VOIDS_EACH;
  FlCard cards[FL_FLASHPOINT_HAND_SIZE];
  FlCardSet hand = 0;
  guint n, flashes, fours;
  gboolean first_void = TRUE;

  if (!parse_flashpoint_cards (text, cards, FL_FLASHPOINT_HAND_SIZE, &n, &error))
    return usage_error (error);
  if (n != FL_FLASHPOINT_HAND_SIZE)
    return fail_usage (_("A Flashpoint hand as dealt has exactly eight cards."));
  for (guint i = 0; i < n; i++)
    hand |= FL_CARD_SET_BIT (cards[i]);

  fl_flashpoint_flashes_held (hand, &flashes, &fours);
  explanation = fl_flashpoint_describe_flashes (flashes, fours);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "flashpoint");
  json_builder_set_member_name (builder, "hand");
  add_card_codes (builder, cards, n);
  json_builder_set_member_name (builder, "flashes");
  json_builder_begin_array (builder);
  for (guint s = 0; s < 4; s++)
    if (flashes & (1u << s))
      {
        char code[2] = { suit_codes[s], 0 };

        /* B2: with voids scored once, only the first counts. */
        add_flash (builder, "void", "suit", code, 1u << s, 0,
                   first_void || rule == FL_FLASHPOINT_VOIDS_EACH ? FL_FLASHPOINT_VOID_POINTS : 0);
        first_void = FALSE;
      }
  if (flashes & FL_FLASHPOINT_FLASH_TWIN)
    add_flash (builder, "twin", NULL, NULL, FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_TWIN_POINTS);
  if (flashes & FL_FLASHPOINT_FLASH_LONG)
    add_flash (builder, "long", NULL, NULL, FL_FLASHPOINT_FLASH_LONG, 0, FL_FLASHPOINT_LONG_POINTS);
  for (guint r = 0; r < 8; r++)
    if (fours & (1u << r))
      add_flash (builder, "four", "rank", rank_codes[r], 0, 1u << r, FL_FLASHPOINT_FOUR_POINTS);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "total");
  json_builder_add_int_value (builder, fl_flashpoint_flash_points (flashes, fours, rule));
  json_builder_set_member_name (builder, "explanation");
  json_builder_add_string_value (builder, explanation);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}
