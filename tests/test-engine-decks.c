/* test-engine-decks.c: the decks, the constrained deal and the generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-card.h"
#include "fl-deck-flaps.h"
#include "fl-rng.h"

static const struct {
  FlDeckId    id;
  const char *name;
  guint       n_cards;
} expected_decks[] = {
  { FL_DECK_STANDARD_52, "standard-52", 52 },
  { FL_DECK_PIQUET_32, "piquet-32", 32 },
  { FL_DECK_FLUME_46, "flume-46", 46 },
  { FL_DECK_DOUBLE_104, "double-104", 104 },
  { FL_DECK_FLAPS_148, "flaps-148", 148 },
};

/* ---- Every deck ------------------------------------------------------- */

static void
test_decks_counts (void)
{
  const FlDeck *deck;
  guint jokers = 0;
  guint seen[52] = { 0 };

  G_STATIC_ASSERT (G_N_ELEMENTS (expected_decks) == FL_N_DECKS);

  for (guint d = 0; d < G_N_ELEMENTS (expected_decks); d++)
    {
      deck = fl_deck_get (expected_decks[d].id);
      g_assert_nonnull (deck);
      g_assert_cmpstr (deck->id, ==, expected_decks[d].name);
      g_assert_cmpuint (deck->n_cards, ==, expected_decks[d].n_cards);
      g_assert_cmpuint (deck->n_cards, <=, FL_DECK_MAX_CARDS);
      g_assert_null (fl_deck_card (deck, deck->n_cards));
      g_assert_true (fl_deck_card (deck, 0) == &deck->cards[0]);
      /* The same table every time. */
      g_assert_true (fl_deck_get (expected_decks[d].id) == deck);
    }

  /* Flume: 44 suit cards without 3s and 4s, and exactly two jokers. */
  deck = fl_deck_get (FL_DECK_FLUME_46);
  for (guint i = 0; i < deck->n_cards; i++)
    {
      const FlCardDesc *desc = &deck->cards[i];

      if (desc->kind == FL_CARD_KIND_JOKER)
        {
          jokers++;
          g_assert_cmpuint (desc->suit, ==, FL_SUIT_NONE);
          g_assert_nonnull (desc->name);
        }
      else
        {
          g_assert_cmpuint (desc->kind, ==, FL_CARD_KIND_PLAIN);
          g_assert_cmpuint (desc->rank, !=, 3);
          g_assert_cmpuint (desc->rank, !=, 4);
        }
    }
  g_assert_cmpuint (jokers, ==, 2);

  /* Piquet: 7 up to ace. */
  deck = fl_deck_get (FL_DECK_PIQUET_32);
  for (guint i = 0; i < deck->n_cards; i++)
    {
      g_assert_cmpuint (deck->cards[i].rank, >=, 7);
      g_assert_cmpuint (deck->cards[i].rank, <=, FL_RANK_ACE);
      g_assert_cmpuint (deck->cards[i].suit, <, FL_N_SUITS);
    }

  /* Two packs: each standard card exactly twice, as copy 0 then copy 1,
   * and card % 52 is its standard index. */
  deck = fl_deck_get (FL_DECK_DOUBLE_104);
  for (guint i = 0; i < deck->n_cards; i++)
    {
      const FlCardDesc *desc = &deck->cards[i];
      FlCard std = FL_STD_CARD (desc->suit, desc->rank);

      g_assert_cmpuint (desc->kind, ==, FL_CARD_KIND_PLAIN);
      g_assert_cmpuint (desc->copy, ==, i / 52);
      g_assert_cmpuint (std, ==, i % 52);
      seen[std] |= 1u << desc->copy;
    }
  for (guint c = 0; c < 52; c++)
    g_assert_cmpuint (seen[c], ==, 3);
}

static void
test_decks_codes (void)
{
  for (guint d = 0; d < FL_N_DECKS; d++)
    {
      const FlDeck *deck = fl_deck_get (d);
      g_autoptr(GHashTable) codes = g_hash_table_new (g_str_hash, g_str_equal);

      for (guint i = 0; i < deck->n_cards; i++)
        {
          const char *code = deck->cards[i].code;

          g_assert_nonnull (code);
          g_assert_cmpuint (strlen (code), >, 0);
          /* Codes go into game records: printable ASCII, no spaces. */
          for (const char *p = code; *p != '\0'; p++)
            g_assert_true (g_ascii_isgraph (*p));
          g_assert_false (g_hash_table_contains (codes, code));
          g_hash_table_add (codes, (gpointer) code);

          g_assert_cmpuint (fl_deck_lookup (deck, code), ==, i);
        }

      g_assert_cmpuint (fl_deck_lookup (deck, "ZZ"), ==, FL_CARD_NONE);
      g_assert_cmpuint (fl_deck_lookup (deck, ""), ==, FL_CARD_NONE);
      g_assert_cmpuint (fl_deck_lookup (deck, NULL), ==, FL_CARD_NONE);
      g_assert_cmpuint (fl_deck_lookup (deck, "qs"), ==, FL_CARD_NONE);
    }

  g_assert_cmpuint (fl_deck_lookup (fl_deck_get (FL_DECK_STANDARD_52), "10H"), ==,
                    FL_STD_CARD (FL_SUIT_HEARTS, 10));
  g_assert_cmpuint (fl_deck_lookup (fl_deck_get (FL_DECK_DOUBLE_104), "QS/2"), ==,
                    52 + FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_QUEEN));
  g_assert_cmpuint (fl_deck_lookup (fl_deck_get (FL_DECK_STANDARD_52), "QS/2"), ==, FL_CARD_NONE);
}

static void
test_decks_standard (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);

  for (guint c = 0; c < deck->n_cards; c++)
    {
      const FlCardDesc *desc = fl_deck_card (deck, c);

      g_assert_cmpuint (desc->suit, ==, FL_STD_SUIT (c));
      g_assert_cmpuint (desc->rank, ==, FL_STD_RANK (c));
      g_assert_cmpuint (FL_STD_CARD (desc->suit, desc->rank), ==, c);
      g_assert_cmpuint (desc->kind, ==, FL_CARD_KIND_PLAIN);
      g_assert_null (desc->name);
      g_assert_cmpuint (desc->copy, ==, 0);
      g_assert_cmpuint (desc->level, ==, 0);
      g_assert_cmpuint (desc->power, ==, 0);
    }

  for (guint s = 0; s < FL_N_SUITS; s++)
    {
      FlCardSet mask = FL_STD_SUIT_MASK (s);

      g_assert_cmpuint (fl_card_set_count (mask), ==, 13);
      g_assert_cmpuint (fl_card_set_lowest (mask), ==, FL_STD_CARD (s, 2));
      g_assert_cmpuint (fl_card_set_highest (mask), ==, FL_STD_CARD (s, FL_RANK_ACE));
      g_assert_cmpuint (fl_card_set_nth (mask, 10), ==, FL_STD_CARD (s, FL_RANK_QUEEN));
    }
}

/* Plain cards read as rank and suit symbol, named cards by their English
 * name (the test runs with LC_ALL=C.UTF-8 and no catalogue). */
static void
test_decks_labels (void)
{
  const FlDeck *std = fl_deck_get (FL_DECK_STANDARD_52);
  const FlDeck *flume = fl_deck_get (FL_DECK_FLUME_46);
  const FlDeck *flaps = fl_deck_get (FL_DECK_FLAPS_148);
  const struct {
    const FlDeck *deck;
    const char   *code;
    const char   *label;
  } cases[] = {
    { std, "QS", "Q♠" },
    { std, "10H", "10♥" },
    { std, "2C", "2♣" },
    { std, "AD", "A♦" },
    { std, "JD", "J♦" },
    { std, "KH", "K♥" },
    { fl_deck_get (FL_DECK_DOUBLE_104), "QS/2", "Q♠" },
    { flume, "JKL", "Low Joker" },
    { flume, "JKH", "High Joker" },
    { flaps, "QS", "Q♠" },
    { flaps, "4H/3", "4♥" },
    { flaps, "10D/2", "10♦" },
    { flaps, "AC", "A♣" },
    { flaps, "MEGA-FLAP", "Mega-Flap ♥" },
    { flaps, "ACE-N-LAY-H", "Ace'n'Lay ♥" },
    { flaps, "HOOFERS-DOOFERS-S", "Hoofers-Doofers ♠" },
    { flaps, "OL-MAID-1", "Ol' Maid 1" },
    { flaps, "STOP-THAT-FLAPPING", "Stop That Flapping ♣" },
    { flaps, "KING-N-LAY", "King'n'Lay ♣" },
    { flaps, "1-DOWN-S/2", "1-Down ♠" },
    { flaps, "FULL-MONTY", "Full Monty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlCard card = fl_deck_lookup (cases[i].deck, cases[i].code);
      g_autofree char *label = NULL;

      g_assert_cmpuint (card, !=, FL_CARD_NONE);
      label = fl_deck_card_label (cases[i].deck, card);
      g_assert_cmpstr (label, ==, cases[i].label);
    }

  /* Every card of every deck has a label; past the end, "?". */
  for (guint d = 0; d < FL_N_DECKS; d++)
    {
      const FlDeck *deck = fl_deck_get (d);
      g_autofree char *past = fl_deck_card_label (deck, deck->n_cards);

      g_assert_cmpstr (past, ==, "?");
      for (guint i = 0; i < deck->n_cards; i++)
        {
          g_autofree char *label = fl_deck_card_label (deck, i);

          g_assert_true (g_utf8_validate (label, -1, NULL));
          g_assert_cmpuint (strlen (label), >, 0);
          g_assert_null (strchr (label, '?'));
        }
    }
}

/* ---- The Flaps deck (seeds/flaps.md, "The deck") ----------------------- */

/* Cards per kind and suit, level by level, as seeds/flaps.md lists them.
 * n[] counts clubs, diamonds, hearts, spades, no suit. */
static const struct {
  FlFlapsPower power;
  guint        rank;
  guint        level;
  guint        n[FL_N_SUITS + 1];
} flaps_kinds[] = {
  /* 001: three ACEs, no ace of diamonds */
  { FL_FLAPS_POWER_ACE, FL_RANK_ACE, 1, { 1, 0, 1, 1, 0 } },
  /* 001: two ACE'N'ENDs, diamonds and spades */
  { FL_FLAPS_POWER_ACE_N_END, FL_RANK_ACE, 1, { 0, 1, 0, 1, 0 } },
  /* 001: four ACE'N'LAYs, one of each suit */
  { FL_FLAPS_POWER_ACE_N_LAY, FL_RANK_ACE, 1, { 1, 1, 1, 1, 0 } },
  /* 001: eight 2s, 3s, 7s and 9s, two of each suit */
  { FL_FLAPS_POWER_TWO, 2, 1, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_THREE, 3, 1, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_SEVEN, 7, 1, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_NINE, 9, 1, { 2, 2, 2, 2, 0 } },
  /* 001: sixteen FLAPS, four of each suit */
  { FL_FLAPS_POWER_FLAPS, 4, 1, { 4, 4, 4, 4, 0 } },
  /* 001: one MEGA-FLAP, of hearts (rank 4 is our reading of "MF") */
  { FL_FLAPS_POWER_MEGA_FLAP, 4, 1, { 0, 0, 1, 0, 0 } },
  /* 001: eight 8s and eight 10s, two of each suit */
  { FL_FLAPS_POWER_EIGHT, 8, 1, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_TEN, 10, 1, { 2, 2, 2, 2, 0 } },
  /* 001: four HOOFERS-DOOFERS queens, one of each suit */
  { FL_FLAPS_POWER_HOOFERS_DOOFERS, FL_RANK_QUEEN, 1, { 1, 1, 1, 1, 0 } },
  /* 001: four JACKS, one of each suit */
  { FL_FLAPS_POWER_JACK, FL_RANK_JACK, 1, { 1, 1, 1, 1, 0 } },
  /* 001: three UP-JACKS, none of hearts */
  { FL_FLAPS_POWER_UP_JACKS, FL_RANK_JACK, 1, { 1, 1, 0, 1, 0 } },
  /* 001: two suitless ACE-JACKS (a jack by rank: our reading) */
  { FL_FLAPS_POWER_ACE_JACK, FL_RANK_JACK, 1, { 0, 0, 0, 0, 2 } },
  /* 001: eight fives, two of each suit; four kings and four queens, one of
   * each suit; none of them does anything */
  { FL_FLAPS_POWER_PLAIN, 5, 1, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_PLAIN, FL_RANK_KING, 1, { 1, 1, 1, 1, 0 } },
  { FL_FLAPS_POWER_PLAIN, FL_RANK_QUEEN, 1, { 1, 1, 1, 1, 0 } },

  /* 001, level 2: four TRUMPS kings, one of each suit */
  { FL_FLAPS_POWER_TRUMPS, FL_RANK_KING, 2, { 1, 1, 1, 1, 0 } },
  /* 001: four OL' MAIDs numbered 1 to 4; no suit given */
  { FL_FLAPS_POWER_OL_MAID, FL_RANK_NONE, 2, { 0, 0, 0, 0, 4 } },

  /* 001, level 3: QUACK, suitless, the only 0 */
  { FL_FLAPS_POWER_QUACK, 0, 3, { 0, 0, 0, 0, 1 } },
  /* 001: the one STOP THAT FLAPPING, a 4 (suit ours: clubs) */
  { FL_FLAPS_POWER_STOP_THAT_FLAPPING, 4, 3, { 1, 0, 0, 0, 0 } },
  /* 001: the one DUMP THOSE FIVES, a 5 (suit ours: diamonds) */
  { FL_FLAPS_POWER_DUMP_THOSE_FIVES, 5, 3, { 0, 1, 0, 0, 0 } },
  /* 001: SIX OF THE BEST, the only six (suit ours: hearts) */
  { FL_FLAPS_POWER_SIX_OF_THE_BEST, 6, 3, { 0, 0, 1, 0, 0 } },
  /* 001: King 'N' Lay, a king of clubs */
  { FL_FLAPS_POWER_KING_N_LAY, FL_RANK_KING, 3, { 1, 0, 0, 0, 0 } },

  /* 001, level 4: two SPOOF kings, clubs and spades */
  { FL_FLAPS_POWER_SPOOF, FL_RANK_KING, 4, { 1, 0, 0, 1, 0 } },
  /* 001: two LOW OL' MAIDs; no suit given */
  { FL_FLAPS_POWER_LOW_OL_MAID, FL_RANK_NONE, 4, { 0, 0, 0, 0, 2 } },

  /* 001, level 5: fives whose counts and suits are not given except two
   * SOLVE THE MYSTERY; seeds/flaps.md reads two LOSE A SECRET and one of
   * each other kind, to make 148, and spreads them over the suits. */
  { FL_FLAPS_POWER_LOSE_A_SECRET, 5, 5, { 1, 1, 0, 0, 0 } },
  { FL_FLAPS_POWER_PICK_A_SECRET, 5, 5, { 0, 0, 1, 0, 0 } },
  { FL_FLAPS_POWER_START_GUESSING_NO_LOOK, 5, 5, { 0, 0, 0, 1, 0 } },
  { FL_FLAPS_POWER_START_GUESSING_LOOK, 5, 5, { 1, 0, 0, 0, 0 } },
  { FL_FLAPS_POWER_SHARE_A_SECRET, 5, 5, { 0, 1, 0, 0, 0 } },
  { FL_FLAPS_POWER_SOLVE_THE_MYSTERY, 5, 5, { 0, 0, 1, 1, 0 } },

  /* 001, level 6: eight 1-DOWN, two 1-RIGHT, two 1-LEFT, one 1-OVER, one
   * 1-LOOK, one 1-SWAP, four 1-UP; suits not given, ours spread them */
  { FL_FLAPS_POWER_ONE_DOWN, 1, 6, { 2, 2, 2, 2, 0 } },
  { FL_FLAPS_POWER_ONE_RIGHT, 1, 6, { 1, 1, 0, 0, 0 } },
  { FL_FLAPS_POWER_ONE_LEFT, 1, 6, { 0, 0, 1, 1, 0 } },
  { FL_FLAPS_POWER_ONE_OVER, 1, 6, { 1, 0, 0, 0, 0 } },
  { FL_FLAPS_POWER_ONE_LOOK, 1, 6, { 0, 1, 0, 0, 0 } },
  { FL_FLAPS_POWER_ONE_SWAP, 1, 6, { 0, 0, 1, 0, 0 } },
  { FL_FLAPS_POWER_ONE_UP, 1, 6, { 1, 1, 1, 1, 0 } },

  /* 001, level 7: "the FULL MONTY card", one; no number or suit given */
  { FL_FLAPS_POWER_FULL_MONTY, FL_RANK_NONE, 7, { 0, 0, 0, 0, 1 } },
};

static void
test_flaps_levels (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLAPS_148);
  /* seeds/flaps.md: 103 + 8 + 5 + 4 + 8 + 19 + 1 = 148 */
  static const guint expected[FL_FLAPS_N_LEVELS + 1] = { 0, 103, 8, 5, 4, 8, 19, 1 };
  guint per_level[FL_FLAPS_N_LEVELS + 1] = { 0 };
  guint total = 0;

  g_assert_true (deck == _fl_deck_flaps ());
  g_assert_cmpuint (deck->n_cards, ==, 148);

  for (guint i = 0; i < deck->n_cards; i++)
    {
      guint level = deck->cards[i].level;

      g_assert_cmpuint (level, >=, 1);
      g_assert_cmpuint (level, <=, FL_FLAPS_N_LEVELS);
      /* In level order, so a game at level L plays the first cards up to
       * the last of level L. */
      if (i > 0)
        g_assert_cmpuint (level, >=, deck->cards[i - 1].level);
      per_level[level]++;
    }

  for (guint l = 0; l <= FL_FLAPS_N_LEVELS; l++)
    {
      g_assert_cmpuint (per_level[l], ==, expected[l]);
      total += expected[l];
    }
  g_assert_cmpuint (total, ==, 148);
}

static void
test_flaps_kinds (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLAPS_148);
  guint matched[G_N_ELEMENTS (flaps_kinds)][FL_N_SUITS + 1];
  gboolean power_used[FL_FLAPS_N_POWERS] = { FALSE };
  guint total = 0;

  memset (matched, 0, sizeof matched);

  for (guint i = 0; i < deck->n_cards; i++)
    {
      const FlCardDesc *desc = &deck->cards[i];
      guint found = 0;

      g_assert_cmpuint (desc->power, >, FL_FLAPS_POWER_NONE);
      g_assert_cmpuint (desc->power, <, FL_FLAPS_N_POWERS);
      g_assert_cmpuint (desc->suit, <=, FL_SUIT_NONE);
      power_used[desc->power] = TRUE;

      for (guint k = 0; k < G_N_ELEMENTS (flaps_kinds); k++)
        {
          if (flaps_kinds[k].power != desc->power || flaps_kinds[k].rank != desc->rank)
            continue;
          g_assert_cmpuint (desc->level, ==, flaps_kinds[k].level);
          matched[k][desc->suit]++;
          found++;
        }

      if (found != 1)
        g_test_fail_printf ("card %s matches %u kinds", desc->code, found);
    }

  for (guint k = 0; k < G_N_ELEMENTS (flaps_kinds); k++)
    for (guint s = 0; s <= FL_N_SUITS; s++)
      {
        if (matched[k][s] != flaps_kinds[k].n[s])
          g_test_fail_printf ("kind %u (power %u, rank %u), suit %u: %u cards, expected %u", k,
                              flaps_kinds[k].power, flaps_kinds[k].rank, s, matched[k][s],
                              flaps_kinds[k].n[s]);
        total += flaps_kinds[k].n[s];
      }
  g_assert_cmpuint (total, ==, 148);

  /* Every power but none is some card's. */
  for (guint p = FL_FLAPS_POWER_NONE + 1; p < FL_FLAPS_N_POWERS; p++)
    g_assert_true (power_used[p]);
}

static void
test_flaps_cards (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLAPS_148);
  const FlCardDesc *mega = fl_deck_card (deck, fl_deck_lookup (deck, "MEGA-FLAP"));
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < deck->n_cards; i++)
    {
      const FlCardDesc *desc = &deck->cards[i];

      g_assert_true (desc->kind == FL_CARD_KIND_PLAIN || desc->kind == FL_CARD_KIND_SPECIAL);

      /* Every special card has a name; plain cards are rank and suit. */
      if (desc->kind == FL_CARD_KIND_SPECIAL)
        {
          g_assert_nonnull (desc->name);
          g_assert_true (g_utf8_validate (desc->name, -1, NULL));
          g_assert_cmpuint (strlen (desc->name), >, 2);
          g_hash_table_add (names, (gpointer) desc->name);
        }
      else
        {
          g_assert_null (desc->name);
          g_assert_cmpuint (desc->suit, <, FL_N_SUITS);
          g_assert_cmpuint (desc->rank, >=, 2);
          g_assert_cmpuint (desc->rank, <=, FL_RANK_ACE);
        }

      /* 001: no ACE of diamonds among the plain aces */
      if (desc->power == FL_FLAPS_POWER_ACE)
        {
          g_assert_cmpuint (desc->kind, ==, FL_CARD_KIND_PLAIN);
          g_assert_cmpuint (desc->suit, !=, FL_SUIT_DIAMONDS);
        }
      if (desc->kind == FL_CARD_KIND_PLAIN && desc->rank == FL_RANK_ACE)
        g_assert_cmpuint (desc->suit, !=, FL_SUIT_DIAMONDS);

      /* 001: UP-JACKS of hearts is missing */
      if (desc->power == FL_FLAPS_POWER_UP_JACKS)
        g_assert_cmpuint (desc->suit, !=, FL_SUIT_HEARTS);

      /* 001: QUACK is the only 0, SIX OF THE BEST the only six */
      if (desc->rank == 0)
        g_assert_true (desc->power == FL_FLAPS_POWER_QUACK || desc->power == FL_FLAPS_POWER_OL_MAID ||
                       desc->power == FL_FLAPS_POWER_LOW_OL_MAID || desc->power == FL_FLAPS_POWER_FULL_MONTY);
      if (desc->rank == 6)
        g_assert_cmpuint (desc->power, ==, FL_FLAPS_POWER_SIX_OF_THE_BEST);

      /* Identical cards are told apart by their copy number, 0 up. */
      for (guint j = 0; j < i; j++)
        {
          const FlCardDesc *other = &deck->cards[j];

          if (other->power == desc->power && other->suit == desc->suit && other->rank == desc->rank &&
              g_strcmp0 (other->name, desc->name) == 0)
            g_assert_cmpuint (other->copy, <, desc->copy);
        }
      if (desc->copy > 0)
        {
          g_autofree char *suffix = g_strdup_printf ("/%u", desc->copy + 1);

          g_assert_true (g_str_has_suffix (desc->code, suffix));
        }
    }

  /* 001: the only MEGA-FLAP is hearts */
  g_assert_nonnull (mega);
  g_assert_cmpuint (mega->power, ==, FL_FLAPS_POWER_MEGA_FLAP);
  g_assert_cmpuint (mega->suit, ==, FL_SUIT_HEARTS);
  g_assert_cmpstr (mega->name, ==, "Mega-Flap");

  /* 001: OL' MAIDs numbered 1 to 4 */
  for (guint n = 1; n <= 4; n++)
    {
      g_autofree char *code = g_strdup_printf ("OL-MAID-%u", n);
      g_autofree char *name = g_strdup_printf ("Ol' Maid %u", n);
      const FlCardDesc *desc = fl_deck_card (deck, fl_deck_lookup (deck, code));

      g_assert_nonnull (desc);
      g_assert_cmpstr (desc->name, ==, name);
    }

  /* One name per special kind (29), the four Ol' Maids apart (+3). */
  g_assert_cmpuint (g_hash_table_size (names), ==, 32);
}

/* ---- Dealing under constraints ---------------------------------------- */

static void
check_deal (const guint8 *allowed,
            const guint8 *capacity,
            guint         n_cards,
            guint         n_seats,
            const guint8 *out)
{
  guint got[8] = { 0 };

  for (guint i = 0; i < n_cards; i++)
    {
      g_assert_cmpuint (out[i], <, n_seats);
      g_assert_true (allowed[i] & (1u << out[i]));
      got[out[i]]++;
    }
  for (guint s = 0; s < n_seats; s++)
    g_assert_cmpuint (got[s], ==, capacity[s]);
}

/* Random voids that are known to allow a deal: deal at random first, then
 * bar seats from suits they did not receive. */
static void
test_deal_constrained_random (void)
{
  FlRng rng;
  FlRng dealer;
  guint n_trials = g_test_thorough () ? 20000 : 2000;
  guint n_barred = 0;

  fl_rng_init (&rng, 2024, 7);
  fl_rng_init (&dealer, 99, 3);

  for (guint trial = 0; trial < n_trials; trial++)
    {
      /* Two seats up to the eight of Flaps. */
      guint n_seats = 2 + fl_rng_below (&rng, 7);
      guint n_cards = 1 + fl_rng_below (&rng, 52);
      guint8 cards[52];
      guint8 suit_of[52];
      guint8 first[52];
      guint8 allowed[52];
      guint8 capacity[8] = { 0 };
      guint8 out[52];
      guint received[8] = { 0 };  /* bit mask of the suits each seat got */
      guint bar_chance = fl_rng_below (&rng, 5); /* in quarters: 0 none .. 4 all */

      for (guint c = 0; c < 52; c++)
        cards[c] = (guint8) c;
      fl_rng_shuffle (&rng, cards, 52);

      for (guint i = 0; i < n_cards; i++)
        {
          guint seat = fl_rng_below (&rng, n_seats);

          suit_of[i] = FL_STD_SUIT (cards[i]);
          first[i] = (guint8) seat;
          capacity[seat]++;
          received[seat] |= 1u << suit_of[i];
        }

      for (guint i = 0; i < n_cards; i++)
        {
          allowed[i] = 0;
          for (guint s = 0; s < n_seats; s++)
            {
              gboolean barred = !(received[s] & (1u << suit_of[i])) &&
                                fl_rng_below (&rng, 4) < bar_chance;

              if (!barred)
                allowed[i] |= 1u << s;
              else
                n_barred++;
            }
          g_assert_true (allowed[i] & (1u << first[i]));
        }

      memset (out, 0xff, sizeof out);
      g_assert_true (fl_deal_constrained (&dealer, n_cards, allowed, capacity, n_seats, out));
      check_deal (allowed, capacity, n_cards, n_seats, out);
    }

  g_assert_cmpuint (n_barred, >, 0);
}

/* Without constraints a card goes anywhere: over many deals every card
 * reaches every seat. */
static void
test_deal_constrained_free (void)
{
  FlRng rng;
  guint8 allowed[12];
  guint8 capacity[3] = { 4, 4, 4 };
  guint8 out[12];
  guint reached[12] = { 0 };

  fl_rng_init (&rng, 5, 5);
  memset (allowed, 0x07, sizeof allowed);

  for (guint t = 0; t < 200; t++)
    {
      g_assert_true (fl_deal_constrained (&rng, 12, allowed, capacity, 3, out));
      check_deal (allowed, capacity, 12, 3, out);
      for (guint i = 0; i < 12; i++)
        reached[i] |= 1u << out[i];
    }

  for (guint i = 0; i < 12; i++)
    g_assert_cmpuint (reached[i], ==, 0x07);
}

static void
test_deal_constrained_infeasible (void)
{
  FlRng rng;
  guint8 out[4];
  guint8 before[4];
  /* Three cards only seat 0 may take, but seat 0 has room for two. */
  const guint8 allowed[4] = { 0x1, 0x1, 0x1, 0x7 };
  const guint8 capacity[3] = { 2, 1, 1 };
  /* Seat 2 needs a card but may take none. */
  const guint8 allowed2[4] = { 0x3, 0x3, 0x3, 0x3 };
  const guint8 capacity_wrong_sum[3] = { 2, 1, 2 };
  /* Possible: the constrained cards fit exactly. */
  const guint8 allowed_ok[4] = { 0x1, 0x1, 0x6, 0x6 };

  fl_rng_init (&rng, 1, 1);

  memset (out, 0xaa, sizeof out);
  memcpy (before, out, sizeof out);
  g_assert_false (fl_deal_constrained (&rng, 4, allowed, capacity, 3, out));
  g_assert_cmpmem (out, sizeof out, before, sizeof before);

  g_assert_false (fl_deal_constrained (&rng, 4, allowed2, capacity, 3, out));
  g_assert_cmpmem (out, sizeof out, before, sizeof before);

  /* The capacities must add up to the cards. */
  g_assert_false (fl_deal_constrained (&rng, 4, allowed_ok, capacity_wrong_sum, 3, out));
  g_assert_cmpmem (out, sizeof out, before, sizeof before);

  g_assert_true (fl_deal_constrained (&rng, 4, allowed_ok, capacity, 3, out));
  check_deal (allowed_ok, capacity, 4, 3, out);
  g_assert_cmpuint (out[0], ==, 0);
  g_assert_cmpuint (out[1], ==, 0);
}

/* ---- PCG32 ------------------------------------------------------------ */

/* The reference pcg32-demo prints these for seed 42, sequence 54. */
static void
test_rng_reference (void)
{
  static const guint32 expected[] = {
    0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293, 0xbfa4784b, 0xcbed606e,
  };
  FlRng rng;
  FlRng copy;

  fl_rng_init (&rng, 42, 54);
  copy = rng;
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmphex (fl_rng_next (&rng), ==, expected[i]);

  /* A copy of the state replays the same numbers. */
  g_assert_cmphex (fl_rng_next (&copy), ==, expected[0]);
  g_assert_cmphex (fl_rng_next64 (&copy), ==, ((guint64) expected[1] << 32) | expected[2]);
}

static void
test_rng_below (void)
{
  static const guint32 bounds[] = {
    1, 2, 3, 7, 52, 148, 1000, 0x7fffffff, 0x80000000u, 0x80000001u, 0xfffffffeu, G_MAXUINT32,
  };
  FlRng rng;
  guint hits[7] = { 0 };

  fl_rng_init (&rng, 12345, 678);

  for (guint b = 0; b < G_N_ELEMENTS (bounds); b++)
    for (guint i = 0; i < 2000; i++)
      {
        guint32 x = fl_rng_below (&rng, bounds[b]);

        g_assert_cmpuint (x, <, bounds[b]);
      }

  for (guint i = 0; i < 7000; i++)
    hits[fl_rng_below (&rng, 7)]++;
  for (guint v = 0; v < 7; v++)
    {
      /* About 1000 each. */
      g_assert_cmpuint (hits[v], >, 800);
      g_assert_cmpuint (hits[v], <, 1200);
    }
}

static void
test_rng_shuffle (void)
{
  FlRng rng;
  guint8 items[FL_DECK_MAX_CARDS];
  guint moved = 0;

  fl_rng_init (&rng, 7, 11);

  for (guint n = 0; n <= FL_DECK_MAX_CARDS; n += n < 8 ? 1 : 19)
    {
      gboolean seen[FL_DECK_MAX_CARDS] = { FALSE };

      for (guint i = 0; i < n; i++)
        items[i] = (guint8) i;
      fl_rng_shuffle (&rng, items, n);

      for (guint i = 0; i < n; i++)
        {
          g_assert_cmpuint (items[i], <, n);
          g_assert_false (seen[items[i]]);
          seen[items[i]] = TRUE;
          if (items[i] != i)
            moved++;
        }
    }

  g_assert_cmpuint (moved, >, 0);
}

/* FlCards holds any card of the largest deck: every operation agrees with
 * a plain boolean array over the 148 Flaps cards, at every word boundary. */
static void
test_cards_wide (void)
{
  const FlDeck *flaps = fl_deck_get (FL_DECK_FLAPS_148);
  gboolean model[FL_DECK_MAX_CARDS] = { FALSE };
  FlCards cards = FL_CARDS_EMPTY, other = FL_CARDS_EMPTY;
  FlCardSet narrow;
  FlRng rng;
  guint expected = 0, seen = 0;

  g_assert_cmpuint (flaps->n_cards, >, 128);
  g_assert_true (fl_cards_is_empty (&cards));
  g_assert_cmpuint (fl_cards_next (&cards, 0), ==, FL_CARD_NONE);

  fl_rng_init (&rng, 148, 7);
  for (guint i = 0; i < 400; i++)
    {
      guint card = fl_rng_below (&rng, flaps->n_cards);

      if (fl_rng_below (&rng, 3) == 0)
        {
          fl_cards_remove (&cards, card);
          model[card] = FALSE;
        }
      else
        {
          fl_cards_add (&cards, card);
          model[card] = TRUE;
        }
    }
  /* The boundaries of the three words, whatever the random walk did. */
  for (guint card = 62; card < 66; card++)
    {
      fl_cards_add (&cards, card);
      model[card] = TRUE;
    }
  fl_cards_add (&cards, 127);
  model[127] = TRUE;
  fl_cards_add (&cards, 147);
  model[147] = TRUE;

  for (guint card = 0; card < FL_DECK_MAX_CARDS; card++)
    {
      g_assert_cmpint (fl_cards_has (&cards, card), ==, model[card]);
      expected += model[card];
    }
  g_assert_cmpuint (fl_cards_count (&cards), ==, expected);

  /* Iteration visits every card once, in order. */
  for (FlCard c = fl_cards_next (&cards, 0), last = 0; c != FL_CARD_NONE; c = fl_cards_next (&cards, c + 1u))
    {
      g_assert_true (model[c]);
      g_assert_true (seen == 0 || c > last);
      last = c;
      seen++;
    }
  g_assert_cmpuint (seen, ==, expected);
  g_assert_cmpuint (fl_cards_next (&cards, 148), ==, FL_CARD_NONE);

  /* Only a set within the first 64 cards converts to the fast kind. */
  g_assert_false (fl_cards_to_set (&cards, &narrow));
  fl_cards_add (&other, 0);
  fl_cards_add (&other, 63);
  g_assert_true (fl_cards_to_set (&other, &narrow));
  g_assert_true (narrow == (FL_CARD_SET_BIT (0) | FL_CARD_SET_BIT (63)));
  g_assert_true (fl_cards_intersect (&cards, &other));
  fl_cards_remove (&other, 0);
  fl_cards_remove (&other, 63);
  fl_cards_add (&other, 146);
  g_assert_cmpint (fl_cards_intersect (&cards, &other), ==, model[146]);
  fl_cards_union (&other, &cards);
  g_assert_cmpuint (fl_cards_count (&other), ==, expected + !model[146]);
}

/* A chosen deal is any deal of the rules' sizes, of cards of the deck,
 * none twice: the whole deck dealt or only some of it (Flume deals 24 of
 * its 46 cards before the bidding). */
static void
test_deal_check (void)
{
  static const guint flume_sizes[4] = { 6, 6, 6, 6 };
  static const guint flaps_sizes[2] = { 7, 7 };
  FlDeal deal = { 0 };
  FlCards dealt;

  deal.n_hands = 4;
  for (guint card = 0; card < 24; card++)
    fl_cards_add (&deal.hands[card % 4], card);
  g_assert_true (fl_deal_check (&deal, 46, 4, flume_sizes, &dealt));
  g_assert_cmpuint (fl_cards_count (&dealt), ==, 24);
  g_assert_false (fl_cards_has (&dealt, 24));

  /* The wrong number of hands, a short hand, a card twice, a card past
   * the deck. */
  g_assert_false (fl_deal_check (&deal, 46, 3, flume_sizes, NULL));
  fl_cards_remove (&deal.hands[0], 0);
  g_assert_false (fl_deal_check (&deal, 46, 4, flume_sizes, NULL));
  fl_cards_add (&deal.hands[0], 1);
  g_assert_false (fl_deal_check (&deal, 46, 4, flume_sizes, NULL));
  fl_cards_remove (&deal.hands[0], 1);
  fl_cards_add (&deal.hands[0], 46);
  g_assert_false (fl_deal_check (&deal, 46, 4, flume_sizes, NULL));

  /* Past the 64th card of a large deck. */
  memset (&deal, 0, sizeof deal);
  deal.n_hands = 2;
  for (guint i = 0; i < 7; i++)
    {
      fl_cards_add (&deal.hands[0], 60 + i);
      fl_cards_add (&deal.hands[1], 140 + i);
    }
  g_assert_true (fl_deal_check (&deal, 148, 2, flaps_sizes, &dealt));
  g_assert_true (fl_cards_has (&dealt, 146));
  g_assert_true (fl_cards_has (&dealt, 64));
  g_assert_false (fl_deal_check (&deal, 144, 2, flaps_sizes, NULL));
}

int
main (int    argc,
      char **argv)
{
  /* Labels in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/engine/decks/counts", test_decks_counts);
  g_test_add_func ("/engine/decks/codes", test_decks_codes);
  g_test_add_func ("/engine/decks/standard", test_decks_standard);
  g_test_add_func ("/engine/decks/labels", test_decks_labels);
  g_test_add_func ("/engine/decks/flaps/levels", test_flaps_levels);
  g_test_add_func ("/engine/decks/flaps/kinds", test_flaps_kinds);
  g_test_add_func ("/engine/decks/flaps/cards", test_flaps_cards);
  g_test_add_func ("/engine/decks/cards/wide", test_cards_wide);
  g_test_add_func ("/engine/decks/deal/check", test_deal_check);
  g_test_add_func ("/engine/decks/deal/random", test_deal_constrained_random);
  g_test_add_func ("/engine/decks/deal/free", test_deal_constrained_free);
  g_test_add_func ("/engine/decks/deal/infeasible", test_deal_constrained_infeasible);
  g_test_add_func ("/engine/decks/rng/reference", test_rng_reference);
  g_test_add_func ("/engine/decks/rng/below", test_rng_below);
  g_test_add_func ("/engine/decks/rng/shuffle", test_rng_shuffle);

  return g_test_run ();
}
