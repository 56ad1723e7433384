/* test-flashpoint-rules.c: Flashpoint's tricks, combinations, flashes, deal,
 * play, commands, scoring and game end
 *
 * Source: ../shared/seeds/000_b5d897e659dc591b.txt (David Parlett's rules),
 * cited as "000"; seeds/flashpoint.md restates it with the rule labels
 * (T1 …, P1 …, C1 …, B1 …, S1 …, G1 …) and the readings of its
 * ambiguities that every comment cites.
 *
 * Every expected number is worked out by hand from those rules, or by the
 * independent re-implementation of seeds/flashpoint.md below (ref_winner,
 * ref_combination, ref_flashes, ref_deal), never copied from the engine.
 * Hand-built positions write the state struct directly after new_game, as
 * test-flunk-rules.c does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

#define RULES (&fl_flashpoint_rules)
#define ALL_CARDS G_GUINT64_CONSTANT (0xffffffff) /* the 32 cards */
#define SUIT_BIT(suit) (1u << (suit))
#define RANK_BIT(rank) (1u << ((rank) - 7))
#define VOID_BIT(suit) (1u << (suit))
/* The stream the engine seeds its deal with: "Flash" in ASCII. */
#define DEAL_STREAM G_GUINT64_CONSTANT (0x466c617368)
#define COMMAND(kind, value) ((guint) (kind) << 4 | (guint) (value))

/* ---- Cards, written as in the source: rank then suit ----------------------- */

/* "JS", "10H", "7C": our own reading of the notation, so that the tests do
 * not depend on fl_flashpoint_parse_card(), which they test. */
static FlCard
fp_card (const char *code)
{
  static const char *const ranks[] = { "7", "8", "9", "10", "J", "Q", "K", "A" };
  static const char suits[] = "CDHS";
  gsize len = strlen (code);
  const char *suit;

  g_assert_cmpuint (len, >=, 2);
  suit = strchr (suits, code[len - 1]);
  g_assert_nonnull (suit);
  for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
    if (strlen (ranks[r]) == len - 1 && strncmp (ranks[r], code, len - 1) == 0)
      return (FlCard) ((suit - suits) * 8 + r);

  g_assert_not_reached ();
}

static FlCardSet
fp_cards (const char *codes)
{
  g_auto(GStrv) words = g_strsplit (codes, " ", -1);
  FlCardSet set = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      FlCard c;

      if (words[i][0] == '\0')
        continue;
      c = fp_card (words[i]);
      g_assert_false (set & FL_CARD_SET_BIT (c));
      set |= FL_CARD_SET_BIT (c);
    }

  return set;
}

/* A trick in play order; returns how many cards. */
static guint
fp_trick (const char *codes,
          FlCard     *out)
{
  g_auto(GStrv) words = g_strsplit (codes, " ", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        g_assert_cmpuint (n, <, 4);
        out[n++] = fp_card (words[i]);
      }

  return n;
}

static guint
ref_rank (FlCard c)
{
  return c % 8 + 7;
}

static guint
ref_suit (FlCard c)
{
  return c / 8;
}

/* ---- Helpers: an independent reading of seeds/flashpoint.md ---------------- */

/* P6: the highest card, unless a rank repeats: then the last card played
 * whose rank occurs more than once. */
static guint
ref_winner (const FlCard *cards,
            guint         n,
            gboolean     *last_duplicate)
{
  guint count[15] = { 0 };
  guint best = 0;
  int duplicate = -1;

  for (guint i = 0; i < n; i++)
    count[ref_rank (cards[i])]++;
  for (guint i = 0; i < n; i++)
    {
      if (count[ref_rank (cards[i])] > 1)
        duplicate = (int) i;
      if (ref_rank (cards[i]) > ref_rank (cards[best]))
        best = i;
    }

  *last_duplicate = duplicate >= 0;
  return duplicate >= 0 ? (guint) duplicate : best;
}

/* S1, S2, S4, S5: every listed combination the trick holds, then the best.
 * Four of a kind is two pairs (S5); @four says it was four of a kind. */
static int
ref_combination (const FlCard      *cards,
                 guint              n,
                 FlFlashpointCombo *combo,
                 gboolean          *four)
{
  guint count[15] = { 0 };
  guint pairs = 0, max_count = 0;
  gboolean run3 = FALSE, run4 = FALSE;
  int best = -10;

  *combo = FL_FLASHPOINT_COMBO_NONE;
  for (guint i = 0; i < n; i++)
    count[ref_rank (cards[i])]++;
  for (guint r = 7; r <= 14; r++)
    {
      pairs += count[r] >= 2;
      max_count = MAX (max_count, count[r]);
      /* S4: ranks 7 … 14 in a line, the Ace (14) is no neighbour of the 7. */
      if (r + 2 <= 14 && count[r] && count[r + 1] && count[r + 2])
        run3 = TRUE;
      if (r + 3 <= 14 && count[r] && count[r + 1] && count[r + 2] && count[r + 3])
        run4 = TRUE;
    }
  *four = max_count == 4;

#define CONSIDER(cond, value, kind) \
  if ((cond) && (value) > best)     \
    {                               \
      best = (value);               \
      *combo = (kind);              \
    }
  CONSIDER (pairs >= 1, 1, FL_FLASHPOINT_COMBO_PAIR);
  CONSIDER (run3, 3, FL_FLASHPOINT_COMBO_RUN3);
  CONSIDER (max_count >= 3, 6, FL_FLASHPOINT_COMBO_TRIPLET);
  CONSIDER (run3 && pairs == 1 && n == 4 && max_count == 2, 8, FL_FLASHPOINT_COMBO_PAIR_RUN);
  CONSIDER (pairs == 2 || max_count == 4, 10, FL_FLASHPOINT_COMBO_TWO_PAIRS);
  CONSIDER (run4, 12, FL_FLASHPOINT_COMBO_RUN4);
#undef CONSIDER

  return best;
}

/* B2-B5: the flashes of a dealt hand, and what they score. */
static int
ref_flashes (FlCardSet          hand,
             FlFlashpointVoids  voids_rule,
             guint             *flashes,
             guint             *fours)
{
  guint suit_count[4] = { 0 }, rank_count[15] = { 0 };
  guint n_voids = 0, n_fours = 0;
  gboolean twin = TRUE, longf = TRUE;
  int points = 0;

  *flashes = 0;
  *fours = 0;
  for (FlCard c = 0; c < 32; c++)
    if (hand & FL_CARD_SET_BIT (c))
      {
        suit_count[ref_suit (c)]++;
        rank_count[ref_rank (c)]++;
      }
  for (guint s = 0; s < 4; s++)
    {
      if (suit_count[s] == 0)
        {
          *flashes |= VOID_BIT (s);
          n_voids++;
        }
      twin = twin && suit_count[s] == 2;
    }
  for (guint r = 7; r <= 14; r++)
    {
      longf = longf && rank_count[r] == 1;
      if (rank_count[r] == 4)
        {
          *fours |= RANK_BIT (r);
          n_fours++;
        }
    }
  if (twin)
    *flashes |= FL_FLASHPOINT_FLASH_TWIN;
  if (longf)
    *flashes |= FL_FLASHPOINT_FLASH_LONG;

  points += 10 * (int) (voids_rule == FL_FLASHPOINT_VOIDS_ONCE ? MIN (n_voids, 1) : n_voids);
  points += twin ? 20 : 0;
  points += longf ? 30 : 0;
  points += 40 * (int) n_fours;

  return points;
}

/* T3: a shuffled pack dealt in two rounds of four cards, each round from
 * the dealer's left round to the dealer. */
static void
ref_deal (FlRng     *rng,
          guint      dealer,
          FlCardSet *hands)
{
  guint8 pack[32];
  guint next = 0;

  for (guint i = 0; i < 32; i++)
    pack[i] = (guint8) i;
  fl_rng_shuffle (rng, pack, 32);

  memset (hands, 0, 4 * sizeof (FlCardSet));
  for (guint round = 0; round < 2; round++)
    for (guint k = 1; k <= 4; k++)
      for (guint c = 0; c < 4; c++)
        hands[(dealer + k) % 4] |= FL_CARD_SET_BIT (pack[next++]);
  g_assert_cmpuint (next, ==, 32);
}

/* ---- Helpers: states, actions, events ---------------------------------------- */

static FlOptions
fp_options (int target,
            int passing,
            int voids)
{
  FlOptions options;

  fl_rules_default_options (RULES, &options);
  options.values[FL_FLASHPOINT_OPTION_TARGET] = target;
  options.values[FL_FLASHPOINT_OPTION_PASSING] = passing;
  options.values[FL_FLASHPOINT_OPTION_VOIDS] = voids;
  g_assert_true (fl_rules_validate_options (RULES, &options, NULL));

  return options;
}

static void
new_state (FlFlashpointState *state,
           const FlOptions   *options,
           guint64            seed)
{
  FlOptions defaults;

  if (options == NULL)
    {
      fl_rules_default_options (RULES, &defaults);
      options = &defaults;
    }
  g_assert_cmpuint (RULES->state_size, ==, sizeof (FlFlashpointState));
  RULES->new_game (state, options, seed);
}

/* A position at the start of trick @n_tricks + 1, @leader to lead, the
 * players holding @hands (seats 0-3). The other cards count as played in
 * the earlier tricks, by the players whose hands are short. Under the
 * default rules every finished trick holds one card of each suit, so the
 * hands must hold 8 - @n_tricks cards of each suit; with voluntary
 * passing the last finished trick may be short. */
static void
build_state (FlFlashpointState *state,
             const FlOptions   *options,
             const char *const  hands[4],
             guint              n_tricks,
             guint              leader)
{
  FlCardSet all = 0;
  guint quota[4];
  guint n = 0, seat = 0;

  new_state (state, options, 1);
  for (guint s = 0; s < 4; s++)
    {
      state->hands[s] = fp_cards (hands[s]);
      g_assert_cmpuint (all & state->hands[s], ==, 0);
      g_assert_cmpuint (fl_card_set_count (state->hands[s]), <=, 8);
      all |= state->hands[s];
      quota[s] = 8 - fl_card_set_count (state->hands[s]);
    }
  if (state->passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
    for (guint suit = 0; suit < 4; suit++)
      g_assert_cmpuint (fl_card_set_count (all & FL_FP_SUIT_MASK (suit)), ==, 8 - n_tricks);

  for (FlCardSet rest = ALL_CARDS & ~all; rest != 0; rest &= rest - 1)
    {
      while (quota[seat] == 0)
        seat++;
      state->seq_cards[n] = fl_card_set_lowest (rest);
      state->seq_seats[n] = (guint8) seat;
      quota[seat]--;
      n++;
    }
  /* Earlier tricks of four cards, the last of them perhaps short (with
   * voluntary passing only). */
  if (state->passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
    g_assert_cmpuint (n, ==, 4 * n_tricks);
  g_assert_cmpuint (n, <=, 4 * n_tricks);
  g_assert_cmpuint (n + 4, >, 4 * n_tricks);

  state->n_seq = (guint8) n;
  state->n_tricks = (guint8) n_tricks;
  for (guint t = 0; t < n_tricks; t++)
    state->trick_start[t] = (guint8) (4 * t);
  state->trick_start[n_tricks] = (guint8) n;
  state->first_turn_done = n_tricks > 0 ? 0xf : 0;
  state->square_done = n_tricks > FL_FLASHPOINT_SQUARE_TRICK ? 0xf : 0;
  state->to_play = (guint8) leader;
  state->trick_suits = 0;
  state->passes = 0;
  state->invited = 0;
  state->command = 0;
  state->stage = FL_FLASHPOINT_STAGE_PLAY;
  g_assert_cmpint (RULES->current_seat (state), ==, (int) leader);
}

static gboolean
is_listed (const FlFlashpointState *state,
           const FlAction          *action)
{
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  guint n = RULES->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);

  for (guint i = 0; i < n; i++)
    if (fl_action_equal (&legal[i], action))
      return TRUE;

  return FALSE;
}

/* Applies a legal @action, which must also be among the legal actions. */
static void
apply_legal (FlFlashpointState *state,
             const FlAction    *action,
             FlEvents          *events)
{
  FlIllegal why = { 0 };

  if (!RULES->check_action (state, action, &why))
    {
      g_autofree char *text = RULES->explain_illegal (state, &why);

      g_test_message ("refused (rule %u): %s", why.rule, text);
    }
  g_assert_true (RULES->check_action (state, action, &why));
  g_assert_true (fl_rules_action_is_legal (RULES, state, action));
  g_assert_true (is_listed (state, action));
  if (events != NULL)
    events->n_events = 0;
  RULES->apply (state, action, events);
}

static void
play (FlFlashpointState *state,
      guint              seat,
      const char        *code,
      guint              flashes,
      guint              fours,
      FlEvents          *events)
{
  FlAction action;
  FlCard c = fp_card (code);

  g_assert_cmpint (RULES->current_seat (state), ==, (int) seat);
  fl_flashpoint_action_play (&action, (int) seat, c);
  fl_flashpoint_action_set_flashes (&action, flashes, fours);
  apply_legal (state, &action, events);
  g_assert_false (state->hands[seat] & FL_CARD_SET_BIT (c));
}

static void
pass (FlFlashpointState *state,
      guint              seat,
      guint              flashes,
      guint              fours,
      FlEvents          *events)
{
  FlAction action;

  g_assert_cmpint (RULES->current_seat (state), ==, (int) seat);
  fl_flashpoint_action_pass (&action, (int) seat);
  fl_flashpoint_action_set_flashes (&action, flashes, fours);
  apply_legal (state, &action, events);
}

static void
command (FlFlashpointState  *state,
         guint               seat,
         FlFlashpointCommand kind,
         guint               value,
         FlEvents           *events)
{
  FlAction action;

  g_assert_cmpint (RULES->current_seat (state), ==, (int) seat);
  fl_flashpoint_action_command (&action, (int) seat, kind, value);
  apply_legal (state, &action, events);
}

/* @action must be refused for @rule, leave the state as it was and not be
 * listed; the explanation must be a sentence. Returns the refusal. A
 * refusal for another rule fails the test without stopping it, so that
 * the tests after it still run; callers that go on to read the refusal's
 * values check g_test_failed() first. */
static FlIllegal
refuse (const FlFlashpointState *state,
        const FlAction          *action,
        FlFlashpointIllegalRule  rule)
{
  FlFlashpointState before = *state;
  FlIllegal why = { 0 };
  g_autofree char *text = NULL;

  g_assert_false (RULES->check_action (state, action, &why));
  g_assert_false (fl_rules_action_is_legal (RULES, state, action));
  g_assert_false (is_listed (state, action));
  text = RULES->explain_illegal (state, &why);
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 10);
  g_assert_cmpmem (&before, sizeof before, state, sizeof *state);
  if (why.rule != rule)
    g_test_fail_printf ("refused for rule %u (“%s”), expected rule %u", why.rule, text, rule);

  return why;
}

static FlIllegal
refuse_play (const FlFlashpointState *state,
             guint                    seat,
             const char              *code,
             guint                    flashes,
             guint                    fours,
             FlFlashpointIllegalRule  rule)
{
  FlAction action;

  fl_flashpoint_action_play (&action, (int) seat, fp_card (code));
  fl_flashpoint_action_set_flashes (&action, flashes, fours);
  return refuse (state, &action, rule);
}

static FlIllegal
refuse_pass (const FlFlashpointState *state,
             guint                    seat,
             guint                    flashes,
             guint                    fours,
             FlFlashpointIllegalRule  rule)
{
  FlAction action;

  fl_flashpoint_action_pass (&action, (int) seat);
  fl_flashpoint_action_set_flashes (&action, flashes, fours);
  return refuse (state, &action, rule);
}

static FlIllegal
refuse_command (const FlFlashpointState *state,
                guint                    seat,
                FlFlashpointCommand      kind,
                guint                    value,
                FlFlashpointIllegalRule  rule)
{
  FlAction action;

  fl_flashpoint_action_command (&action, (int) seat, kind, value);
  return refuse (state, &action, rule);
}

/* The @nth event of @kind (from 0), or NULL. */
static const FlEvent *
find_event (const FlEvents *events,
            guint           kind,
            guint           nth)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind && nth-- == 0)
      return &events->events[i];

  return NULL;
}

/* The @nth event of @kind, which must be there. */
static const FlEvent *
get_event (const FlEvents *events,
           guint           kind,
           guint           nth)
{
  const FlEvent *event = find_event (events, kind, nth);

  if (event == NULL)
    g_error ("no %s event #%u among the %u events", RULES->event_name (kind), nth, events->n_events);

  return event;
}

static guint
count_events (const FlEvents *events,
              guint           kind)
{
  guint n = 0;

  for (guint i = 0; i < events->n_events; i++)
    n += events->events[i].kind == kind;

  return n;
}

/* The position of @kind in @events, or -1. */
static int
event_index (const FlEvents *events,
             guint           kind)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind)
      return (int) i;

  return -1;
}

static FlCardSet
event_cards (const FlEvent *event)
{
  FlCardSet set = 0;

  for (guint i = 0; i < event->n_cards; i++)
    set |= FL_CARD_SET_BIT (event->cards[i]);

  return set;
}

/* Every event has a name and a description. */
static void
check_described (const FlEvents *events)
{
  for (guint i = 0; i < events->n_events; i++)
    {
      g_autofree char *text = RULES->describe_event (&events->events[i], -1);

      g_assert_cmpuint (events->events[i].kind, <, FL_FLASHPOINT_N_EVENTS);
      g_assert_nonnull (RULES->event_name (events->events[i].kind));
      g_assert_nonnull (text);
      g_assert_cmpuint (strlen (text), >, 5);
    }
}

/* ---- Tricks: the winner (P6) ---------------------------------------------- */

static void
check_trick (const char              *codes,
             guint                    winner,
             FlFlashpointWinReason    reason,
             FlFlashpointCombo        combo,
             int                      value)
{
  FlCard cards[4];
  guint n = fp_trick (codes, cards);
  FlFlashpointWinReason got_reason = 99;
  guint got = fl_flashpoint_trick_winner (cards, n, &got_reason);

  if (got != winner || fl_flashpoint_combination (cards, n) != combo)
    g_test_message ("%s: winner %u, combination %d", codes, got, fl_flashpoint_combination (cards, n));
  g_assert_cmpuint (got, ==, winner);
  g_assert_cmpuint (fl_flashpoint_trick_winner (cards, n, NULL), ==, winner);
  g_assert_cmpint (got_reason, ==, reason);
  g_assert_cmpint (fl_flashpoint_combination (cards, n), ==, combo);
  g_assert_cmpint (fl_flashpoint_combo_value (combo), ==, value);
}

/* 000 P6: the source's own examples: J-J-Q-J is taken by the third Jack,
 * 7-7-7-A by the third Seven, 9-K-K-9 by the second Nine. */
static void
test_trick_source_examples (void)
{
  check_trick ("JS JH QD JC", 3, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_TRIPLET, 6);
  check_trick ("7H 7S 7D AC", 2, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_TRIPLET, 6);
  check_trick ("9C KD KH 9S", 3, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_TWO_PAIRS, 10);
}

/* 000 P6 (seeds/flashpoint.md, worked examples): with no rank twice the
 * highest card wins; a repeated rank beats a higher single card. */
static void
test_trick_worked_examples (void)
{
  /* the Jack is higher, but only the Nines repeat */
  check_trick ("9S 9H 10D JC", 1, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_PAIR_RUN, 8);
  check_trick ("10D JC QS QH", 3, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_PAIR_RUN, 8);
  check_trick ("8C 9H 10S JD", 3, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_RUN4, 12);
  check_trick ("QS KH AD 9C", 2, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_RUN3, 3);
  check_trick ("AC 7S 8D QH", 0, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_NONE, -10);
  check_trick ("10S 10H 10D 10C", 3, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_FOUR, 10);
  check_trick ("8H 8C KS", 1, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_PAIR, 1);
  /* the highest card wins wherever it lies */
  check_trick ("7C 8D AS", 2, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_NONE, -10);
  check_trick ("KS 7H 9D JC", 0, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_NONE, -10);
  /* reading 4: a one-card trick goes to its lead */
  check_trick ("7D", 0, FL_FLASHPOINT_WIN_HIGHEST, FL_FLASHPOINT_COMBO_NONE, -10);
  /* a pair beats an Ace even when played before it */
  check_trick ("8S 8H AD", 1, FL_FLASHPOINT_WIN_LAST_DUPLICATE, FL_FLASHPOINT_COMBO_PAIR, 1);
}

/* ---- Tricks: the combinations (S1, S2, S4, S5) ---------------------------- */

/* 000 S1: the combination table, each example in a trick of distinct
 * suits: K-K 1, 10-J-Q 3, 8-8-8 6, 10-J-Q-Q 8, A-A-9-9 10, 8-9-10-J 12. */
static void
test_combo_table (void)
{
  static const struct {
    const char       *trick;
    FlFlashpointCombo combo;
    int               value;
  } table[] = {
    { "KS KH", FL_FLASHPOINT_COMBO_PAIR, 1 },
    { "10S JH QD", FL_FLASHPOINT_COMBO_RUN3, 3 },
    { "8S 8H 8D", FL_FLASHPOINT_COMBO_TRIPLET, 6 },
    { "10S JH QD QC", FL_FLASHPOINT_COMBO_PAIR_RUN, 8 },
    { "AS AH 9D 9C", FL_FLASHPOINT_COMBO_TWO_PAIRS, 10 },
    { "8S 9H 10D JC", FL_FLASHPOINT_COMBO_RUN4, 12 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      FlCard cards[4];
      guint n = fp_trick (table[i].trick, cards);

      g_test_message ("%s", table[i].trick);
      g_assert_cmpint (fl_flashpoint_combination (cards, n), ==, table[i].combo);
      g_assert_cmpint (fl_flashpoint_combo_value (table[i].combo), ==, table[i].value);
    }

  /* S2: no combination is a damp squib, 10 to the opponents. */
  g_assert_cmpint (fl_flashpoint_combo_value (FL_FLASHPOINT_COMBO_NONE), ==, -10);
  g_assert_cmpint (FL_FLASHPOINT_DAMP_SQUIB, ==, 10);
  /* S5: four of a kind scores as two pairs. */
  g_assert_cmpint (fl_flashpoint_combo_value (FL_FLASHPOINT_COMBO_FOUR), ==, 10);
}

/* 000 S4 and reading 7: runs follow A K Q J 10 9 8 7 and do not wrap. */
static void
test_combo_no_wrap (void)
{
  static const struct {
    const char       *trick;
    FlFlashpointCombo combo;
  } cases[] = {
    { "AS 7H 8D", FL_FLASHPOINT_COMBO_NONE },
    { "KS AH 7D", FL_FLASHPOINT_COMBO_NONE },
    { "KS AH 7D 8C", FL_FLASHPOINT_COMBO_NONE },
    { "QS KH AD 7C", FL_FLASHPOINT_COMBO_RUN3 },
    { "7S 8H 9D", FL_FLASHPOINT_COMBO_RUN3 },
    { "QS KH AD", FL_FLASHPOINT_COMBO_RUN3 },
    { "JS QH KD AC", FL_FLASHPOINT_COMBO_RUN4 },
    { "7S 8H 9D 10C", FL_FLASHPOINT_COMBO_RUN4 },
    /* A-7-8-9 holds 7-8-9 only: not a run of four round the corner */
    { "AS 7H 8D 9C", FL_FLASHPOINT_COMBO_RUN3 },
    { "KS AH 7D 7C", FL_FLASHPOINT_COMBO_PAIR },
    { "9S JH KD", FL_FLASHPOINT_COMBO_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlCard cards[4];
      guint n = fp_trick (cases[i].trick, cards);
      g_autofree char *text = fl_flashpoint_explain_trick (cards, n);

      g_test_message ("%s: %s", cases[i].trick, text);
      g_assert_cmpint (fl_flashpoint_combination (cards, n), ==, cases[i].combo);
    }
}

/* 000 S5 and readings 5, 6: one combination a trick, the best one, never
 * the sum of those inside it. */
static void
test_combo_best_only (void)
{
  static const struct {
    const char       *trick;
    FlFlashpointCombo combo;
    int               value;
  } cases[] = {
    { "10S JH QD QC", FL_FLASHPOINT_COMBO_PAIR_RUN, 8 },   /* not 3 + 1 */
    { "8S 9H 10D JC", FL_FLASHPOINT_COMBO_RUN4, 12 },      /* not 3 + 3 */
    { "AS AH 9D 9C", FL_FLASHPOINT_COMBO_TWO_PAIRS, 10 },  /* not 1 + 1 */
    { "8S 8H 8D 9C", FL_FLASHPOINT_COMBO_TRIPLET, 6 },     /* not 6 + 1 */
    { "9S 8H 8D 8C", FL_FLASHPOINT_COMBO_TRIPLET, 6 },
    { "9S 9H 10D JC", FL_FLASHPOINT_COMBO_PAIR_RUN, 8 },
    { "JS 10H 9D JC", FL_FLASHPOINT_COMBO_PAIR_RUN, 8 },
    { "KS KH 7D 9C", FL_FLASHPOINT_COMBO_PAIR, 1 },
    { "QS JH QD 9C", FL_FLASHPOINT_COMBO_PAIR, 1 },        /* J-Q with a 9: no run */
    { "QS 7H QD 7C", FL_FLASHPOINT_COMBO_TWO_PAIRS, 10 },
    { "AS AH AD AC", FL_FLASHPOINT_COMBO_FOUR, 10 },       /* S5: four of a kind */
    { "7S 7H 7D 7C", FL_FLASHPOINT_COMBO_FOUR, 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlCard cards[4];
      guint n = fp_trick (cases[i].trick, cards);
      FlFlashpointCombo combo = fl_flashpoint_combination (cards, n);

      g_test_message ("%s", cases[i].trick);
      g_assert_cmpint (combo, ==, cases[i].combo);
      g_assert_cmpint (fl_flashpoint_combo_value (combo), ==, cases[i].value);
    }
}

/* Every trick that can be played, of one to four cards of distinct suits
 * in every order: the winner (P6) and the combination (S1-S5) agree with
 * the reference reading, and the explanation names the rules. */
static void
test_trick_exhaustive (void)
{
  guint n_tricks = 0;

  for (guint n = 1; n <= 4; n++)
    {
      guint n_combinations = 1u << (5 * n);

      for (guint code = 0; code < n_combinations; code++)
        {
          FlCard cards[4];
          guint suits = 0;
          gboolean ok = TRUE, last_duplicate, four;
          FlFlashpointWinReason reason;
          FlFlashpointCombo combo, ref_combo;
          guint winner;
          int value;

          /* Five bits a card: two for the suit, three for the rank. */
          for (guint i = 0; i < n && ok; i++)
            {
              guint bits = (code >> (5 * i)) & 31;

              cards[i] = (FlCard) bits;
              ok = !(suits & SUIT_BIT (ref_suit (cards[i])));
              suits |= SUIT_BIT (ref_suit (cards[i]));
            }
          if (!ok)
            continue;
          n_tricks++;

          winner = fl_flashpoint_trick_winner (cards, n, &reason);
          g_assert_cmpuint (winner, ==, ref_winner (cards, n, &last_duplicate));
          g_assert_cmpint (reason, ==, last_duplicate ? FL_FLASHPOINT_WIN_LAST_DUPLICATE : FL_FLASHPOINT_WIN_HIGHEST);

          combo = fl_flashpoint_combination (cards, n);
          value = ref_combination (cards, n, &ref_combo, &four);
          if (four)
            g_assert_cmpint (combo, ==, FL_FLASHPOINT_COMBO_FOUR);
          else
            g_assert_cmpint (combo, ==, ref_combo);
          g_assert_cmpint (fl_flashpoint_combo_value (combo), ==, value);

          /* The explanations are slow beside the rest: one trick in 64. */
          if ((code & 63) == 0)
            {
              g_autofree char *text = fl_flashpoint_explain_trick (cards, n);

              g_assert_nonnull (strstr (text, "P6"));
              g_assert_nonnull (strstr (text, combo == FL_FLASHPOINT_COMBO_NONE ? "S2" :
                                              combo == FL_FLASHPOINT_COMBO_FOUR ? "S5" : "S1"));
            }
        }
    }

  /* 4 + 4·3 + 4·3·2 + 4! suit orders of 8, 8², 8³ and 8⁴ ranks. */
  g_assert_cmpuint (n_tricks, ==, 32 + 12 * 64 + 24 * 512 + 24 * 4096);
}

/* 000 S2, S4: the explanation of a trick says who wins and why, and that
 * an A-7-8 is no run. */
static void
test_trick_explain (void)
{
  FlCard cards[4];
  guint n = fp_trick ("JS JH QD JC", cards);
  g_autofree char *triplet = fl_flashpoint_explain_trick (cards, n);
  g_autofree char *squib = NULL;
  g_autofree char *name = NULL;

  g_assert_nonnull (strstr (triplet, "P6"));
  g_assert_nonnull (strstr (triplet, "6"));

  n = fp_trick ("AC 7S 8D QH", cards);
  squib = fl_flashpoint_explain_trick (cards, n);
  g_assert_nonnull (strstr (squib, "S2"));
  g_assert_nonnull (strstr (squib, "10"));
  g_assert_nonnull (strstr (squib, "S4"));

  for (guint c = 0; c < FL_FLASHPOINT_N_COMBOS; c++)
    {
      g_autofree char *combo_name = fl_flashpoint_combo_name (c);

      g_assert_cmpuint (strlen (combo_name), >, 2);
    }
  name = fl_flashpoint_combo_name (FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpstr (name, ==, "Damp squib");
}

/* ---- Parsing cards ---------------------------------------------------------- */

/* The notation of the command line: rank (A K Q J T 10 9 8 7) then suit
 * (S H D C), in any case. */
static void
test_parse_card (void)
{
  static const struct {
    const char *text;
    const char *card;
  } good[] = {
    { "JS", "JS" }, { "th", "10H" }, { "TH", "10H" }, { "10H", "10H" }, { "7c", "7C" },
    { "AS", "AS" }, { "kd", "KD" }, { "9D", "9D" }, { "8c", "8C" }, { "qS", "QS" },
  };
  static const char *const bad[] = {
    "6S", "1H", "JX", "", "J", "S", "10", "JSS", "11H", "2C", "AH ", " AH", "0H", "100H",
  };
  FlCard c;

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      c = FL_CARD_NONE;
      g_test_message ("“%s”", good[i].text);
      g_assert_true (fl_flashpoint_parse_card (good[i].text, &c));
      g_assert_cmpuint (c, ==, fp_card (good[i].card));
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      c = 77;
      g_test_message ("“%s”", bad[i]);
      g_assert_false (fl_flashpoint_parse_card (bad[i], &c));
      g_assert_cmpuint (c, ==, 77);
    }
  g_assert_false (fl_flashpoint_parse_card (NULL, &c));
  g_assert_true (fl_flashpoint_parse_card ("QD", NULL));

  /* Every card of the pack parses from its own code. */
  for (FlCard card = 0; card < 32; card++)
    {
      const FlCardDesc *desc = fl_deck_card (fl_deck_get (FL_DECK_PIQUET_32), card);

      g_assert_true (fl_flashpoint_parse_card (desc->code, &c));
      g_assert_cmpuint (c, ==, card);
    }
}

/* ---- Flashes (B1-B7), as functions ------------------------------------------ */

/* 000 B2-B5 (seeds/flashpoint.md, "Dealt hands and their flashes"). */
static void
test_flash_table (void)
{
  static const struct {
    const char *hand;
    guint       flashes;
    guint       fours;
    int         points;
    int         points_once;
  } table[] = {
    { "AS KS QH JH 10D 9D 8C 7C",
      FL_FLASHPOINT_FLASH_TWIN | FL_FLASHPOINT_FLASH_LONG, 0, 50, 50 },
    { "AS AH AD AC 7S 7H 7D 7C",
      FL_FLASHPOINT_FLASH_TWIN, RANK_BIT (14) | RANK_BIT (7), 100, 100 },
    { "AS KS QS JS 10S 9S 8S 7S",
      VOID_BIT (FL_SUIT_CLUBS) | VOID_BIT (FL_SUIT_DIAMONDS) | VOID_BIT (FL_SUIT_HEARTS) | FL_FLASHPOINT_FLASH_LONG,
      0, 60, 40 },
    { "AH KH QH JH 10H 9D 8D 7D",
      VOID_BIT (FL_SUIT_CLUBS) | VOID_BIT (FL_SUIT_SPADES) | FL_FLASHPOINT_FLASH_LONG, 0, 50, 40 },
    { "AS AH AD AC KS QS JS 10S", 0, RANK_BIT (14), 40, 40 },
    /* nothing at all */
    { "AS KH QD JC 10S 9H 8D 8S", 0, 0, 0, 0 },
    /* one void only */
    { "AS KS QS JH 10H 9H 8H 8D", VOID_BIT (FL_SUIT_CLUBS), 0, 10, 10 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (table); i++)
    {
      FlCardSet hand = fp_cards (table[i].hand);
      guint flashes = 99, fours = 99, ref_f, ref_4;

      g_test_message ("%s", table[i].hand);
      g_assert_cmpuint (fl_card_set_count (hand), ==, 8);
      fl_flashpoint_flashes_held (hand, &flashes, &fours);
      g_assert_cmpuint (flashes, ==, table[i].flashes);
      g_assert_cmpuint (fours, ==, table[i].fours);
      g_assert_cmpint (fl_flashpoint_flash_points (flashes, fours, FL_FLASHPOINT_VOIDS_EACH), ==, table[i].points);
      g_assert_cmpint (fl_flashpoint_flash_points (flashes, fours, FL_FLASHPOINT_VOIDS_ONCE), ==, table[i].points_once);
      g_assert_cmpint (ref_flashes (hand, FL_FLASHPOINT_VOIDS_EACH, &ref_f, &ref_4), ==, table[i].points);
      g_assert_cmpuint (ref_f, ==, flashes);
      g_assert_cmpuint (ref_4, ==, fours);
    }

}

/* 000 B2-B6: the points of each flash, alone and together. */
static void
test_flash_points (void)
{
  guint voids3 = VOID_BIT (0) | VOID_BIT (1) | VOID_BIT (2);

  g_assert_cmpint (fl_flashpoint_flash_points (0, 0, FL_FLASHPOINT_VOIDS_EACH), ==, 0);
  /* B2: 10 each, or 10 once with voids=once */
  g_assert_cmpint (fl_flashpoint_flash_points (VOID_BIT (3), 0, FL_FLASHPOINT_VOIDS_EACH), ==, 10);
  g_assert_cmpint (fl_flashpoint_flash_points (voids3, 0, FL_FLASHPOINT_VOIDS_EACH), ==, 30);
  g_assert_cmpint (fl_flashpoint_flash_points (voids3, 0, FL_FLASHPOINT_VOIDS_ONCE), ==, 10);
  g_assert_cmpint (fl_flashpoint_flash_points (VOID_BIT (1), 0, FL_FLASHPOINT_VOIDS_ONCE), ==, 10);
  /* B3, B4, B6 */
  g_assert_cmpint (fl_flashpoint_flash_points (FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_VOIDS_EACH), ==, 20);
  g_assert_cmpint (fl_flashpoint_flash_points (FL_FLASHPOINT_FLASH_LONG, 0, FL_FLASHPOINT_VOIDS_EACH), ==, 30);
  g_assert_cmpint (fl_flashpoint_flash_points (FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_VOIDS_EACH), ==, 10);
  /* B5: 40 a rank, 80 for two */
  g_assert_cmpint (fl_flashpoint_flash_points (0, RANK_BIT (11), FL_FLASHPOINT_VOIDS_EACH), ==, 40);
  g_assert_cmpint (fl_flashpoint_flash_points (0, RANK_BIT (11) | RANK_BIT (7), FL_FLASHPOINT_VOIDS_EACH), ==, 80);
  /* reading 8: different flashes add up */
  g_assert_cmpint (fl_flashpoint_flash_points (FL_FLASHPOINT_FLASH_TWIN | FL_FLASHPOINT_FLASH_LONG, 0,
                                               FL_FLASHPOINT_VOIDS_EACH), ==, 50);
  g_assert_cmpint (fl_flashpoint_flash_points (voids3 | FL_FLASHPOINT_FLASH_LONG, 0, FL_FLASHPOINT_VOIDS_ONCE), ==, 40);
}

/* 000 B1-B5: random dealt hands agree with the reference reading. */
static void
test_flash_random_hands (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20240611);
  guint seen_flashes = 0, seen_fours = 0;

  for (guint i = 0; i < 20000; i++)
    {
      FlCardSet hand = 0, pool;
      guint flashes, fours, ref_f, ref_4;
      FlFlashpointVoids rule = i & 1 ? FL_FLASHPOINT_VOIDS_ONCE : FL_FLASHPOINT_VOIDS_EACH;
      int ref_points;

      /* Hands skewed so that every flash turns up: some with two cards of
       * each suit, some with one of each rank, some with whole ranks, the
       * rest from a few suits. */
      switch (i % 4)
        {
        case 0:
          for (guint s = 0; s < 4; s++)
            while (fl_card_set_count (hand & FL_FP_SUIT_MASK (s)) < 2)
              hand |= FL_CARD_SET_BIT (s * 8 + (guint) g_rand_int_range (rand, 0, 8));
          break;
        case 1:
          for (guint r = 0; r < 8; r++)
            hand |= FL_CARD_SET_BIT ((guint) g_rand_int_range (rand, 0, 4) * 8 + r);
          break;
        case 2:
          for (guint f = (guint) g_rand_int_range (rand, 1, 3); f > 0; f--)
            hand |= FL_FP_RANK_MASK ((guint) g_rand_int_range (rand, 7, 15));
          break;
        default:
          break;
        }
      pool = ALL_CARDS;
      if (i % 4 == 3)
        for (guint s = 0; s < 4; s++)
          if (g_rand_boolean (rand))
            pool &= ~FL_FP_SUIT_MASK (s);
      while (fl_card_set_count (hand) < 8)
        {
          FlCard c = (FlCard) g_rand_int_range (rand, 0, 32);

          if ((pool & ~hand) == 0)
            pool = ALL_CARDS;
          if (pool & ~hand & FL_CARD_SET_BIT (c))
            hand |= FL_CARD_SET_BIT (c);
        }
      /* Sometimes a random card too many: drop the extra ones. */
      while (fl_card_set_count (hand) > 8)
        hand &= hand - 1;

      fl_flashpoint_flashes_held (hand, &flashes, &fours);
      ref_points = ref_flashes (hand, rule, &ref_f, &ref_4);
      g_assert_cmpuint (flashes, ==, ref_f);
      g_assert_cmpuint (fours, ==, ref_4);
      g_assert_cmpint (fl_flashpoint_flash_points (flashes, fours, rule), ==, ref_points);
      seen_flashes |= flashes;
      seen_fours |= fours;
    }

  /* The sample met voids and four-flashes. */
  g_assert_cmpuint (seen_flashes, ==, FL_FLASHPOINT_FLASH_VOIDS | FL_FLASHPOINT_FLASH_TWIN | FL_FLASHPOINT_FLASH_LONG);
  g_assert_cmpuint (seen_fours, !=, 0);
}

/* 000 B1 and reading 10: the proof of a void, twin or long flash is the
 * whole hand, of a four-flash its four cards. */
static void
test_flash_proof (void)
{
  FlCardSet fours_hand = fp_cards ("AS AH AD AC KS QS JS 10S");
  FlCardSet twin_hand = fp_cards ("AS AH AD AC 7S 7H 7D 7C");
  FlCardSet spades = fp_cards ("AS KS QS JS 10S 9S 8S 7S");

  g_assert_cmpuint (fl_flashpoint_flash_proof (fours_hand, 0, RANK_BIT (14)), ==, fp_cards ("AS AH AD AC"));
  g_assert_cmpuint (fl_flashpoint_flash_proof (twin_hand, 0, RANK_BIT (14) | RANK_BIT (7)), ==, twin_hand);
  g_assert_cmpuint (fl_flashpoint_flash_proof (twin_hand, 0, RANK_BIT (7)), ==, fp_cards ("7S 7H 7D 7C"));
  g_assert_cmpuint (fl_flashpoint_flash_proof (twin_hand, FL_FLASHPOINT_FLASH_TWIN, 0), ==, twin_hand);
  g_assert_cmpuint (fl_flashpoint_flash_proof (spades, VOID_BIT (0), 0), ==, spades);
  g_assert_cmpuint (fl_flashpoint_flash_proof (spades, FL_FLASHPOINT_FLASH_LONG, 0), ==, spades);
  g_assert_cmpuint (fl_flashpoint_flash_proof (spades, 0, 0), ==, 0);
}

/* ---- Commands (C1), as functions -------------------------------------------- */

/* 000 C1 and reading 13: the cards that obey each command when led. */
static void
test_command_cards (void)
{
  for (guint suit = 0; suit < 4; suit++)
    {
      g_assert_cmpuint (fl_flashpoint_command_cards (COMMAND (FL_FLASHPOINT_COMMAND_LEAD_SUIT, suit)), ==,
                        FL_FP_SUIT_MASK (suit));
      g_assert_cmpuint (fl_flashpoint_command_cards (COMMAND (FL_FLASHPOINT_COMMAND_AVOID_SUIT, suit)), ==,
                        ALL_CARDS & ~FL_FP_SUIT_MASK (suit));
    }
  for (guint rank = 7; rank <= 14; rank++)
    {
      FlCardSet of_rank = 0;

      for (FlCard c = 0; c < 32; c++)
        if (ref_rank (c) == rank)
          of_rank |= FL_CARD_SET_BIT (c);
      g_assert_cmpuint (fl_flashpoint_command_cards (COMMAND (FL_FLASHPOINT_COMMAND_LEAD_RANK, rank)), ==, of_rank);
      g_assert_cmpuint (fl_flashpoint_command_cards (COMMAND (FL_FLASHPOINT_COMMAND_AVOID_RANK, rank)), ==,
                        ALL_CARDS & ~of_rank);
    }

  g_assert_true (fl_flashpoint_command_matches (COMMAND (FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_DIAMONDS),
                                                fp_card ("7D")));
  g_assert_false (fl_flashpoint_command_matches (COMMAND (FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_DIAMONDS),
                                                 fp_card ("7H")));
  g_assert_false (fl_flashpoint_command_matches (COMMAND (FL_FLASHPOINT_COMMAND_AVOID_RANK, 12), fp_card ("QS")));
  g_assert_true (fl_flashpoint_command_matches (COMMAND (FL_FLASHPOINT_COMMAND_AVOID_RANK, 12), fp_card ("KS")));
}

/* ---- Table and deal (T1-T4) --------------------------------------------------- */

/* 000 T1, T2: four players in two partnerships sitting crosswise; a pack
 * of 32 cards, A K Q J 10 9 8 7 in each suit. */
static void
test_table_and_pack (void)
{
  const FlDeck *deck = fl_deck_get (RULES->deck);
  guint ranks[15] = { 0 };

  g_assert_cmpuint (RULES->n_seats (NULL), ==, 4);
  {
    FlFlashpointState state;
    FlOptions options;

    /* T1 through the shared question (rules.h): who plays with whom. */
    fl_rules_default_options (RULES, &options);
    RULES->new_game (&state, &options, 1);
    for (int seat = 0; seat < 4; seat++)
      {
        g_assert_cmpint (fl_rules_side (RULES, &state, seat), ==, fl_rules_side (RULES, &state, (seat + 2) % 4));
        g_assert_cmpint (fl_rules_side (RULES, &state, seat), !=, fl_rules_side (RULES, &state, (seat + 1) % 4));
      }
  }
  g_assert_cmpstr (RULES->id, ==, "flashpoint");
  g_assert_true (fl_rules_lookup ("flashpoint") == RULES);

  /* T1: seats 0 and 2 are side 0, 1 and 3 side 1; play goes s → s + 1. */
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpuint (fl_flashpoint_side (seat), ==, seat % 2);
      g_assert_cmpuint (fl_flashpoint_partner (seat), ==, (seat + 2) % 4);
      g_assert_cmpuint (fl_flashpoint_side (fl_flashpoint_partner (seat)), ==, fl_flashpoint_side (seat));
      g_assert_cmpuint (fl_flashpoint_left (seat), ==, (seat + 1) % 4);
      g_assert_cmpuint (fl_flashpoint_side (fl_flashpoint_left (seat)), !=, fl_flashpoint_side (seat));
    }

  /* T2 */
  g_assert_cmpuint (deck->n_cards, ==, 32);
  for (FlCard c = 0; c < 32; c++)
    {
      const FlCardDesc *desc = fl_deck_card (deck, c);

      g_assert_cmpuint (desc->rank, >=, 7);
      g_assert_cmpuint (desc->rank, <=, 14);
      g_assert_cmpuint (desc->suit, <, 4);
      g_assert_cmpuint (desc->rank, ==, ref_rank (c));
      g_assert_cmpuint (desc->suit, ==, ref_suit (c));
      g_assert_cmpuint (desc->rank, ==, FL_FP_RANK (c));
      g_assert_cmpuint (desc->suit, ==, FL_FP_SUIT (c));
      g_assert_cmpuint (fp_card (desc->code), ==, c);
      ranks[desc->rank]++;
    }
  for (guint r = 7; r <= 14; r++)
    g_assert_cmpuint (ranks[r], ==, 4);
}

/* 000 T3, T1 and reading 20: eight cards each, nothing twice, all 32
 * dealt; seat 0 deals the first hand and seat 1, on its left, leads. */
static void
test_deal_hands (void)
{
  static const guint64 seeds[] = { 0, 1, 2, 42, 20261122, G_MAXUINT64 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      FlFlashpointState state;
      FlCardSet all = 0;
      int scores[4];

      new_state (&state, NULL, seeds[i]);
      for (guint s = 0; s < 4; s++)
        {
          g_assert_cmpuint (fl_card_set_count (state.hands[s]), ==, 8);
          g_assert_cmpuint (all & state.hands[s], ==, 0);
          g_assert_cmpuint (fl_flashpoint_hand_size (&state, s), ==, 8);
          all |= state.hands[s];
        }
      g_assert_cmpuint (all, ==, ALL_CARDS);
      g_assert_cmpuint (state.dealer, ==, 0);
      g_assert_cmpint (RULES->current_seat (&state), ==, 1);
      g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_PLAY);
      g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_PLAYING);
      g_assert_cmpint (RULES->hand_number (&state), ==, 0);
      g_assert_cmpuint (RULES->winners (&state), ==, 0);
      g_assert_cmpuint (state.target, ==, 100);
      g_assert_cmpuint (state.n_tricks, ==, 0);
      RULES->scores (&state, scores);
      for (guint s = 0; s < 4; s++)
        g_assert_cmpint (scores[s], ==, 0);
    }
}

/* 000 T3, T4 and reading 20: the hands are the shuffled pack dealt four
 * at a time, twice round, from the dealer's left; after each hand the
 * deal moves one seat to the left, and the dealer's left leads (P1). */
static void
test_deal_rotation (void)
{
  static const guint64 seeds[] = { 3, 77, 20261122 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      FlFlashpointState state;
      FlRng deal_rng, play_rng;
      FlCardSet expected[4];
      guint hand = 0;

      new_state (&state, NULL, seeds[i]);
      fl_rng_init (&deal_rng, seeds[i], DEAL_STREAM);
      fl_rng_init (&play_rng, seeds[i] + 1000, 1);
      /* Play on past any target: only the deals matter here. */
      state.target = 60000;

      ref_deal (&deal_rng, 0, expected);
      for (guint s = 0; s < 4; s++)
        g_assert_cmpuint (state.hands[s], ==, expected[s]);

      while (hand < 6)
        {
          FlAction action;
          FlEvents events = { 0 };
          const FlEvent *deal;
          gboolean scored = state.stage == FL_FLASHPOINT_STAGE_HAND_OVER;

          RULES->random_action (&state, &play_rng, &action);
          apply_legal (&state, &action, &events);
          deal = find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0);
          if (deal == NULL)
            continue;

          hand++;
          /* The hand was over and scored, and the new dealer dealt. */
          g_assert_true (scored);
          g_assert_cmpint (action.kind, ==, FL_ACTION_CONTINUE);
          g_assert_cmpint (action.seat, ==, (int) (hand % 4));
          g_assert_cmpint (deal->seat, ==, (int) (hand % 4));
          g_assert_cmpint (deal->values[0], ==, (int) hand + 1);
          g_assert_cmpuint (state.dealer, ==, hand % 4);
          g_assert_cmpint (RULES->hand_number (&state), ==, (int) hand);
          g_assert_cmpint (RULES->current_seat (&state), ==, (int) ((hand + 1) % 4));
          g_assert_cmpuint (state.n_tricks, ==, 0);
          g_assert_cmpuint (state.n_seq, ==, 0);
          ref_deal (&deal_rng, hand % 4, expected);
          for (guint s = 0; s < 4; s++)
            g_assert_cmpuint (state.hands[s], ==, expected[s]);
        }
    }
}

/* The same seed deals the same cards, another seed others. */
static void
test_deal_seeded (void)
{
  FlFlashpointState a, b, c;

  new_state (&a, NULL, 7);
  new_state (&b, NULL, 7);
  new_state (&c, NULL, 8);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_false (memcmp (a.hands, c.hands, sizeof a.hands) == 0);
}

/* ---- Play (P1-P7) ------------------------------------------------------------- */

/* 000 P1, P7: the dealer's left leads the first trick, and may play any
 * card or invite a command, but not pass. */
static void
test_play_first_lead (void)
{
  FlFlashpointState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  guint n, n_plays = 0, n_invites = 0;
  FlCardSet played = 0;

  /* A deal whose leader holds no flash, so that every card is one
   * action. */
  for (guint64 seed = 1;; seed++)
    {
      guint flashes, fours;

      new_state (&state, NULL, seed);
      fl_flashpoint_flashes_held (state.hands[1], &flashes, &fours);
      if (flashes == 0 && fours == 0)
        break;
    }

  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (legal[i].seat, ==, 1);
      if (legal[i].kind == FL_ACTION_PLAY)
        {
          n_plays++;
          played |= FL_CARD_SET_BIT (legal[i].cards[0]);
        }
      else
        {
          g_assert_cmpint (legal[i].kind, ==, FL_ACTION_COMMAND);
          g_assert_cmpint (legal[i].values[0], ==, FL_FLASHPOINT_COMMAND_INVITE);
          n_invites++;
        }
    }
  g_assert_cmpuint (n_plays, ==, 8);
  g_assert_cmpuint (played, ==, state.hands[1]);
  g_assert_cmpuint (n_invites, ==, 1);
  g_assert_cmpuint (n, ==, 9);

  refuse_pass (&state, 1, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD);
  refuse_play (&state, 0, "AS", 0, 0, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN);
}

/* The worked example of seeds/flashpoint.md for P4 and P7, in the second
 * trick:
 *   seat 1: ♠K ♠9 ♠8 ♣K ♣Q ♣J ♣10      seat 2: ♥7 ♠7 ♥9 ♥8 ♦K ♦Q ♦J
 *   seat 3: ♠Q ♠J ♠10 ♥K ♥Q ♥J ♥10     seat 0: ♦10 ♦9 ♦8 ♦7 ♣9 ♣8 ♣7 */
static const char *const p4_hands[4] = {
  "10D 9D 8D 7D 9C 8C 7C",
  "KS 9S 8S KC QC JC 10C",
  "7H 7S 9H 8H KD QD JD",
  "QS JS 10S KH QH JH 10H",
};

/* 000 P4, P7, P1, S2: seat 1 leads K♠, seat 2 plays 7♥; seat 3, with only
 * spades and hearts, passes without being asked and shows it lacks
 * diamonds and clubs; seat 0 plays 9♦ and seat 1 adds J♣. K♠ 7♥ 9♦ J♣ goes
 * to the King, a damp squib: 10 to side 0; seat 1 leads again. */
static void
test_play_pass_and_second_card (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;
  FlIllegal why;

  build_state (&state, NULL, p4_hands, 1, 1);
  play (&state, 1, "KS", 0, 0, &events);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  /* P7: seat 2 holds diamonds and clubs, so may not pass */
  why = refuse_pass (&state, 2, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS);
  g_assert_cmpint (why.values[0], ==, SUIT_BIT (FL_SUIT_HEARTS) | SUIT_BIT (FL_SUIT_DIAMONDS));

  play (&state, 2, "7H", 0, 0, &events);
  check_described (&events);
  /* seat 3 passed at once; the turn is seat 0's */
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_UNABLE);
  g_assert_cmpint (event->values[0], ==, SUIT_BIT (FL_SUIT_SPADES) | SUIT_BIT (FL_SUIT_HEARTS));
  g_assert_cmpint (event_index (&events, FL_FLASHPOINT_EVENT_PLAY), <, event_index (&events, FL_FLASHPOINT_EVENT_PASS));
  g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_PASS), ==, 1);
  g_assert_cmpuint (state.voids[3], ==, SUIT_BIT (FL_SUIT_CLUBS) | SUIT_BIT (FL_SUIT_DIAMONDS));
  g_assert_cmpuint (state.voids[0] | state.voids[1] | state.voids[2], ==, 0);
  refuse_pass (&state, 3, 0, 0, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN);

  play (&state, 0, "9D", 0, 0, &events);
  /* P4: the turn comes back to seat 1, who adds a second card */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  refuse_play (&state, 1, "9S", 0, 0, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK);
  play (&state, 1, "JC", 0, 0, &events);
  check_described (&events);

  /* P5: four suits end the trick */
  g_assert_cmpuint (state.n_tricks, ==, 2);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_WIN_HIGHEST);
  g_assert_cmpuint (event->n_cards, ==, 4);
  g_assert_cmpuint (event->cards[0], ==, fp_card ("KS"));
  g_assert_cmpuint (event->cards[1], ==, fp_card ("7H"));
  g_assert_cmpuint (event->cards[2], ==, fp_card ("9D"));
  g_assert_cmpuint (event->cards[3], ==, fp_card ("JC"));
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpint (event->values[1], ==, -10);
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpint (event->values[3], ==, 0);
  g_assert_cmpint (event->values[4], ==, 2);
  /* who played each card: 1, 2, 0, 1 */
  g_assert_cmpint (event->values[5], ==, 1 | 2 << 2 | 0 << 4 | 1 << 6);
  g_assert_cmpint (state.points[0], ==, 10);
  g_assert_cmpint (state.points[1], ==, 0);
  g_assert_cmpint (state.hand_points[0], ==, 10);

  /* P1: the winner leads the next trick */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (fl_flashpoint_hand_size (&state, 1), ==, 5);
  g_assert_cmpuint (fl_flashpoint_hand_size (&state, 3), ==, 7);
}

/* The second trick, seven cards of each suit left (the Sevens played):
 *   seat 0: ♣J ♣9 ♣A ♣K ♥8 ♦8 ♠8      seat 1: ♠A ♥9 ♣Q ♣10 ♠K ♠Q ♥A
 *   seat 2: ♦9 ♠9 ♠J ♠10 ♦A ♦Q ♦J     seat 3: ♥10 ♦K ♣8 ♥K ♥Q ♥J ♦10 */
static const char *const lead_hands[4] = {
  "JC 9C AC KC 8H 8D 8S",
  "AS 9H QC 10C KS QS AH",
  "9D 9S JS 10S AD QD JD",
  "10H KD 8C KH QH JH 10D",
};

/* 000 P1, P6: the winner of a trick leads the next. Seat 2 leads 9♦ 10♥
 * J♣ A♠: the Ace, seat 1's, wins a run of three; seat 1 leads 9♥ 9♠ K♦ 9♣,
 * which goes to the last Nine, seat 0's, a triplet; seat 0 leads next. */
static void
test_play_winner_leads (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, lead_hands, 1, 2);
  play (&state, 2, "9D", 0, 0, &events);
  play (&state, 3, "10H", 0, 0, &events);
  play (&state, 0, "JC", 0, 0, &events);
  play (&state, 1, "AS", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_WIN_HIGHEST);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_RUN3);
  g_assert_cmpint (event->values[2], ==, 3);
  g_assert_cmpint (event->values[3], ==, 1);
  g_assert_cmpint (state.points[1], ==, 3);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);

  play (&state, 1, "9H", 0, 0, &events);
  play (&state, 2, "9S", 0, 0, &events);
  play (&state, 3, "KD", 0, 0, &events);
  play (&state, 0, "9C", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_WIN_LAST_DUPLICATE);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_TRIPLET);
  g_assert_cmpint (event->values[2], ==, 6);
  g_assert_cmpint (event->values[3], ==, 0);
  g_assert_cmpint (state.points[0], ==, 6);
  g_assert_cmpint (state.points[1], ==, 3);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_LEAD_PASSES, 0));
}

/* 000 P3: a card of a suit the trick has is refused, through FlGame too,
 * and the refusal changes nothing. */
static void
test_play_suit_in_trick (void)
{
  for (guint64 seed = 1; seed < 200; seed++)
    {
      g_autoptr(FlGame) game = NULL;
      g_autoptr(GError) error = NULL;
      const FlFlashpointState *state;
      FlFlashpointState before;
      FlAction action;
      FlCard led, same;
      FlIllegal why;

      game = fl_game_new ("flashpoint", NULL, seed, &error);
      g_assert_no_error (error);
      state = fl_game_get_state (game);
      /* Seat 1 leads its lowest card without flashes. */
      led = fl_card_set_lowest (state->hands[1]);
      fl_flashpoint_action_play (&action, 1, led);
      g_assert_true (fl_game_apply (game, &action, &error));
      g_assert_no_error (error);
      if (RULES->current_seat (state) != 2 ||
          (state->hands[2] & FL_FP_SUIT_MASK (FL_FP_SUIT (led))) == 0)
        continue;

      same = fl_card_set_lowest (state->hands[2] & FL_FP_SUIT_MASK (FL_FP_SUIT (led)));
      fl_flashpoint_action_play (&action, 2, same);
      why = refuse (state, &action, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK);
      g_assert_cmpuint (why.card, ==, same);
      g_assert_cmpint (why.values[0], ==, (int) SUIT_BIT (FL_FP_SUIT (led)));

      before = *state;
      g_assert_false (fl_game_check_action (game, &action, NULL));
      g_assert_false (fl_game_apply (game, &action, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION);
      g_assert_nonnull (strstr (error->message, "P3"));
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, 1);
      g_assert_cmpmem (&before, sizeof before, state, sizeof *state);
      return;
    }

  g_assert_not_reached ();
}

/* 000 P2 and reading 12: the lead of an empty-handed trick winner goes to
 * the partner, then to the left-hand opponent, then to the last player.
 * Six tricks played; in the seventh, seat 1 leads its last card, A♠, and
 * wins with A♠ 8♥ 9♦ 7♣ (7-8-9, a run of three). */
static void
test_play_lead_passes (void)
{
  static const struct {
    const char            *hands[4];
    guint                  new_leader;
    FlFlashpointLeadReason reason;
  } cases[] = {
    /* the partner, seat 3, still holds 10♦ */
    { { "7C JC 7H", "AS", "8H KS", "9D 10D" }, 3, FL_FLASHPOINT_LEAD_TO_PARTNER },
    /* seat 3 is out too: the left-hand opponent, seat 2 */
    { { "7C JC 7H 10D", "AS", "8H KS", "9D" }, 2, FL_FLASHPOINT_LEAD_TO_LEFT },
    /* only the right-hand opponent, seat 0, holds cards */
    { { "7C JC 7H 10D KS", "AS", "8H", "9D" }, 0, FL_FLASHPOINT_LEAD_TO_RIGHT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlFlashpointState state;
      FlEvents events;
      const FlEvent *event;

      build_state (&state, NULL, cases[i].hands, 6, 1);
      play (&state, 1, "AS", 0, 0, &events);
      play (&state, 2, "8H", 0, 0, &events);
      play (&state, 3, "9D", 0, 0, &events);
      play (&state, 0, "7C", 0, 0, &events);
      check_described (&events);

      event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
      g_assert_cmpint (event->seat, ==, 1);
      g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_RUN3);
      g_assert_cmpint (state.points[1], ==, 3);

      event = get_event (&events, FL_FLASHPOINT_EVENT_LEAD_PASSES, 0);
      g_assert_cmpint (event->seat, ==, (int) cases[i].new_leader);
      g_assert_cmpuint (event->reason, ==, cases[i].reason);
      g_assert_cmpint (event->values[0], ==, 1);
      g_assert_cmpint (event_index (&events, FL_FLASHPOINT_EVENT_TRICK), <,
                       event_index (&events, FL_FLASHPOINT_EVENT_LEAD_PASSES));
      g_assert_cmpint (RULES->current_seat (&state), ==, (int) cases[i].new_leader);

      /* C1 (reading 13): whoever actually leads may invite. */
      command (&state, cases[i].new_leader, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
      g_assert_cmpint (RULES->current_seat (&state), ==, (int) fl_flashpoint_partner (cases[i].new_leader));
    }
}

/* 000 P2, P4, S3: the last player, holding every card left, plays them all
 * to the last trick while the others, with no cards, pass: K♠ 7♥ 10♦ J♣,
 * a damp squib doubled, 20 to side 1. */
static void
test_play_lone_player (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, (const char *const[4]) { "7C JC 7H 10D KS", "AS", "8H", "9D" }, 6, 1);
  play (&state, 1, "AS", 0, 0, &events);
  play (&state, 2, "8H", 0, 0, &events);
  play (&state, 3, "9D", 0, 0, &events);
  play (&state, 0, "7C", 0, 0, &events);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);

  play (&state, 0, "KS", 0, 0, &events);
  g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_PASS), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, i);
      g_assert_cmpint (event->seat, ==, (int) i + 1);
      g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_NO_CARDS);
    }
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  play (&state, 0, "7H", 0, 0, &events);
  play (&state, 0, "10D", 0, 0, &events);
  play (&state, 0, "JC", 0, 0, &events);
  check_described (&events);

  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (event->values[3], ==, 1);
  g_assert_cmpint (event->values[4], ==, 8 | 1 << 8);
  g_assert_cmpint (event->values[5], ==, 0);
  g_assert_cmpint (state.points[1], ==, 3 + 20);
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0));
}

/* 000 P5 and reading 3: under the default rules every hand has exactly
 * eight tricks of four cards, one of each suit. */
static void
test_play_eight_tricks (void)
{
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      FlFlashpointState state;
      FlRng rng;
      guint tricks = 0, hands = 0;

      new_state (&state, NULL, seed);
      fl_rng_init (&rng, seed, 99);
      while (hands < 3 && state.stage != FL_FLASHPOINT_STAGE_OVER)
        {
          FlAction action;
          FlEvents events = { 0 };
          const FlEvent *event;

          RULES->random_action (&state, &rng, &action);
          apply_legal (&state, &action, &events);
          for (guint i = 0; (event = find_event (&events, FL_FLASHPOINT_EVENT_TRICK, i)) != NULL; i++)
            {
              guint suits = 0;

              tricks++;
              g_assert_cmpuint (event->n_cards, ==, 4);
              for (guint c = 0; c < 4; c++)
                suits |= SUIT_BIT (ref_suit (event->cards[c]));
              g_assert_cmpuint (suits, ==, 0xf);
              g_assert_cmpint (event->values[4] & 0xff, ==, (int) tricks);
              g_assert_cmpint ((event->values[4] & (1 << 8)) != 0, ==, tricks == 8);
            }
          if (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0) != NULL)
            {
              g_assert_cmpuint (tricks, ==, 8);
              tricks = 0;
              hands++;
            }
          /* nobody ever passes four times in a row */
          g_assert_cmpuint (state.passes, <, 4);
        }
    }
}

/* The second trick, every player holding every suit (the Sevens played):
 *   seat 1: ♥8 ♠A ♥A ♦A ♣A ♠9 ♦9      seat 2: ♣8 ♠Q ♥K ♦K ♥9 ♣9 ♠10
 *   seat 3: ♠K ♥Q ♦Q ♣Q ♥10 ♦10 ♣10   seat 0: ♠J ♠8 ♥J ♦J ♦8 ♣K ♣J */
static const char *const all_suits_hands[4] = {
  "JS 8S JH JD 8D KC JC",
  "8H AS AH AD AC 9S 9D",
  "8C QS KH KD 9H 9C 10S",
  "KS QH QD QC 10H 10D 10C",
};

/* 000 P6, S1 with passing=voluntary (reading 4): the source's short
 * trick 8♥ 8♣ K♠ goes to the last Eight, a pair, 1 to side 0; a one-card
 * trick goes to its lead and is a damp squib, 10 to the other side. */
static void
test_play_short_tricks (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, &options, all_suits_hands, 1, 1);
  play (&state, 1, "8H", 0, 0, &events);
  play (&state, 2, "8C", 0, 0, &events);
  play (&state, 3, "KS", 0, 0, &events);
  pass (&state, 0, 0, 0, &events);
  pass (&state, 1, 0, 0, &events);
  pass (&state, 2, 0, 0, &events);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  pass (&state, 3, 0, 0, &events);
  g_assert_cmpuint (state.n_tricks, ==, 2);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpuint (event->n_cards, ==, 3);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_WIN_LAST_DUPLICATE);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_PAIR);
  g_assert_cmpint (event->values[2], ==, 1);
  g_assert_cmpint (event->values[3], ==, 0);
  g_assert_cmpint (state.points[0], ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);

  /* seat 2 leads 9♥ and everybody passes, seat 2 the last */
  play (&state, 2, "9H", 0, 0, &events);
  for (guint s = 3; s < 7; s++)
    pass (&state, s % 4, 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpuint (event->n_cards, ==, 1);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpint (event->values[3], ==, 1);
  g_assert_cmpint (state.points[1], ==, 10);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
}

/* Reading 3: with voluntary passing a hand ends when all 32 cards are
 * played, whatever the number of tricks, and its last trick is doubled. */
static void
test_play_voluntary_hands (void)
{
  FlOptions options = fp_options (500, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  guint short_tricks = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      FlFlashpointState state;
      FlRng rng;
      guint tricks = 0, cards = 0, hands = 0;

      new_state (&state, &options, seed);
      fl_rng_init (&rng, seed, 5);
      while (hands < 2 && state.stage != FL_FLASHPOINT_STAGE_OVER)
        {
          FlAction action;
          FlEvents events = { 0 };
          const FlEvent *event;

          RULES->random_action (&state, &rng, &action);
          apply_legal (&state, &action, &events);
          for (guint i = 0; (event = find_event (&events, FL_FLASHPOINT_EVENT_TRICK, i)) != NULL; i++)
            {
              FlFlashpointCombo combo;
              gboolean last_duplicate, four;
              int value = ref_combination (event->cards, event->n_cards, &combo, &four);
              guint position = ref_winner (event->cards, event->n_cards, &last_duplicate);
              gboolean last;

              tricks++;
              cards += event->n_cards;
              last = cards == 32;
              short_tricks += event->n_cards < 4;
              g_assert_cmpint ((event->values[4] & (1 << 8)) != 0, ==, last);
              g_assert_cmpint (event->seat, ==, (event->values[5] >> (2 * position)) & 3);
              g_assert_cmpint (event->values[1], ==, value);
              g_assert_cmpint (event->values[2], ==, ABS (value) * (last ? 2 : 1));
              g_assert_cmpint (event->values[3], ==,
                               (int) (fl_flashpoint_side (event->seat) ^ (value < 0)));
            }
          if (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0) != NULL)
            {
              g_assert_cmpuint (cards, ==, 32);
              g_assert_cmpuint (tricks, >=, 8);
              g_assert_cmpuint (tricks, <=, 32);
              tricks = cards = 0;
              hands++;
            }
        }
    }

  g_assert_cmpuint (short_tricks, >, 0);
}

/* 000 P7 with passing=voluntary (reading 1): a player able to play may
 * pass, at any turn but the lead, and the pass tells nothing about the
 * hand; the default rules refuse the same pass. */
static void
test_play_voluntary_pass (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state, strict;
  FlEvents events;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  const FlEvent *event;
  guint n, n_plays = 0, n_passes = 0;
  FlIllegal why;

  build_state (&state, &options, all_suits_hands, 1, 1);
  g_assert_cmpuint (state.passing, ==, FL_FLASHPOINT_PASSING_VOLUNTARY);
  /* P7: never the leader */
  refuse_pass (&state, 1, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD);
  play (&state, 1, "AS", 0, 0, &events);

  /* seat 2 may play any of its hearts, diamonds and clubs, or pass */
  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  for (guint i = 0; i < n; i++)
    {
      n_plays += legal[i].kind == FL_ACTION_PLAY;
      n_passes += legal[i].kind == FL_ACTION_PASS;
    }
  g_assert_cmpuint (n_plays, ==, 5);
  g_assert_cmpuint (n_passes, ==, 1);
  g_assert_cmpuint (n, ==, 6);

  /* the same position under the default rules refuses the pass */
  strict = state;
  strict.passing = FL_FLASHPOINT_PASSING_WHEN_UNABLE;
  why = refuse_pass (&strict, 2, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS);
  if (!g_test_failed ())
    g_assert_cmpint (why.values[0], ==,
                     SUIT_BIT (FL_SUIT_HEARTS) | SUIT_BIT (FL_SUIT_DIAMONDS) | SUIT_BIT (FL_SUIT_CLUBS));

  pass (&state, 2, 0, 0, &events);
  check_described (&events);
  g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_PASS), ==, 1);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_VOLUNTARY);
  g_assert_cmpint (event->values[0], ==, SUIT_BIT (FL_SUIT_SPADES));
  g_assert_cmpuint (state.voids[2], ==, 0);
  g_assert_cmpuint (state.passes, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);

  /* a card after a pass starts the count of passes again */
  play (&state, 3, "QH", 0, 0, &events);
  g_assert_cmpuint (state.passes, ==, 0);
  pass (&state, 0, 0, 0, &events);
  pass (&state, 1, 0, 0, &events);
  pass (&state, 2, 0, 0, &events);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  play (&state, 3, "QD", 0, 0, &events);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
}

/* 000 P7 with passing=voluntary: a pass tells nothing, so a player who
 * cannot play is asked like anyone else, with passing as the only
 * choice, and the table learns nothing of the hand. Seat 3, with only
 * spades and hearts, faces K♠ 7♥. */
static void
test_play_voluntary_unable (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state;
  FlEvents events;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  const FlEvent *event;

  build_state (&state, &options, p4_hands, 1, 1);
  play (&state, 1, "KS", 0, 0, &events);
  play (&state, 2, "7H", 0, 0, &events);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_PASS, 0));
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  g_assert_cmpuint (RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS), ==, 1);
  g_assert_cmpint (legal[0].kind, ==, FL_ACTION_PASS);
  refuse_play (&state, 3, "QH", 0, 0, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK);

  pass (&state, 3, 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_VOLUNTARY);
  g_assert_cmpuint (state.voids[3], ==, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
}

/* Reading 3, G1 with passing=voluntary: the last card of a hand, led
 * after an invited command, makes a trick of its own; every player then
 * passes with no cards, the trick is scored double, the hand ends and so
 * does the game. Every one of these events reaches the listeners: the
 * command judged, the card, four passes, the trick, the hand, the game. */
static void
test_play_voluntary_last_card_events (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, &options, (const char *const[4]) { "", "7C", "", "" }, 8, 1);
  state.points[0] = 90;
  state.points[1] = 40;
  command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS, &events);
  play (&state, 1, "7C", 0, 0, &events);

  /* the state itself is right */
  g_assert_cmpint (state.points[0], ==, 110);
  g_assert_cmpuint (state.stage, ==, FL_FLASHPOINT_STAGE_OVER);
  g_assert_cmpuint (state.winner, ==, 0);

  g_test_message ("%u events", events.n_events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0);
  g_assert_cmpint (event->values[2], ==, 0);
  g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_PASS), ==, 4);
  /* with no cards left, everyone passes at once */
  for (guint i = 0; i < 4; i++)
    {
      event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, i);
      g_assert_cmpint (event->seat, ==, (int) (2 + i) % 4);
      g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_NO_CARDS);
    }
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpuint (event->n_cards, ==, 1);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (event->values[4], ==, 9 | 1 << 8);
  get_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0);
  /* the end of the game must be announced */
  event = find_event (&events, FL_FLASHPOINT_EVENT_GAME_OVER, 0);
  if (event == NULL)
    {
      g_test_fail_printf ("the game is over, but among the %u events of the last card there is none "
                          "saying so (FlEvents holds %u)", events.n_events, FL_MAX_EVENTS);
      return;
    }
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->values[0], ==, 110);
}

/* ---- Commands (C1-C3) ----------------------------------------------------------- */

/* 000 C1 and reading 13: a leader may invite a command once per lead; the
 * partner must then name one of the 24; nobody else acts meanwhile. */
static void
test_command_invite (void)
{
  FlFlashpointState state;
  FlEvents events;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  guint n, kinds_seen[5] = { 0 };
  const FlEvent *event;

  build_state (&state, NULL, p4_hands, 1, 1);
  /* C1: no command without an invitation; no invitation but to lead */
  refuse_command (&state, 1, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN);

  command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  check_described (&events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_INVITE, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_COMMAND);
  g_assert_cmpuint (state.stage, ==, FL_FLASHPOINT_STAGE_COMMAND);

  /* the 24 commands, each once */
  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  g_assert_cmpuint (n, ==, 24);
  for (guint i = 0; i < n; i++)
    {
      int kind = legal[i].values[0], value = legal[i].values[1];

      g_assert_cmpint (legal[i].kind, ==, FL_ACTION_COMMAND);
      g_assert_cmpint (legal[i].seat, ==, 3);
      g_assert_cmpint (kind, >=, FL_FLASHPOINT_COMMAND_LEAD_SUIT);
      g_assert_cmpint (kind, <=, FL_FLASHPOINT_COMMAND_AVOID_RANK);
      if (kind <= FL_FLASHPOINT_COMMAND_AVOID_SUIT)
        g_assert_cmpint (value, <, 4);
      else
        g_assert_true (value >= 7 && value <= 14);
      kinds_seen[kind]++;
      for (guint j = 0; j < i; j++)
        g_assert_false (fl_action_equal (&legal[i], &legal[j]));
    }
  g_assert_cmpuint (kinds_seen[FL_FLASHPOINT_COMMAND_LEAD_SUIT], ==, 4);
  g_assert_cmpuint (kinds_seen[FL_FLASHPOINT_COMMAND_AVOID_SUIT], ==, 4);
  g_assert_cmpuint (kinds_seen[FL_FLASHPOINT_COMMAND_LEAD_RANK], ==, 8);
  g_assert_cmpuint (kinds_seen[FL_FLASHPOINT_COMMAND_AVOID_RANK], ==, 8);

  /* the partner must command: no card, no pass, no bad command */
  refuse_play (&state, 3, "QS", 0, 0, FL_FLASHPOINT_ILLEGAL_MUST_COMMAND);
  refuse_pass (&state, 3, 0, 0, FL_FLASHPOINT_ILLEGAL_MUST_COMMAND);
  refuse_play (&state, 1, "KS", 0, 0, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, 4, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_AVOID_RANK, 6, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_RANK, 15, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND);

  command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_COMMAND, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMMAND_LEAD_SUIT);
  g_assert_cmpint (event->values[1], ==, FL_SUIT_CLUBS);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_PLAY);

  /* once per lead */
  refuse_command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED);
  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (legal[i].kind, ==, FL_ACTION_PLAY);

  play (&state, 1, "KC", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0);
  g_assert_cmpint (event->values[2], ==, 1);
  /* not leading any more */
  refuse_command (&state, 2, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_NOT_LEADING);
}

/* 000 C1 (reading 13): a command given without an invitation is refused
 * as such, whatever suit or rank it names. The player to act here is
 * seat 3, the partner of the leader. */
static void
test_command_not_invited (void)
{
  FlFlashpointState state;
  FlEvents events;

  build_state (&state, NULL, p4_hands, 1, 1);
  play (&state, 1, "KS", 0, 0, &events);
  play (&state, 2, "KD", 0, 0, &events);
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW);
  refuse_command (&state, 3, FL_FLASHPOINT_COMMAND_AVOID_RANK, 12, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW);
}

/* 000 C2, C3, G5 and reading 14: disobeying a command one could obey is
 * legal, and gives the opponents 15 at once, before the trick is scored. */
static void
test_command_penalty (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;
  FlAction action;

  build_state (&state, NULL, p4_hands, 1, 1);
  state.points[0] = 20;
  command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, &events);

  /* C3: the spade is not refused, though seat 1 holds clubs */
  fl_flashpoint_action_play (&action, 1, fp_card ("KS"));
  g_assert_true (RULES->check_action (&state, &action, NULL));
  g_assert_true (is_listed (&state, &action));
  play (&state, 1, "KS", 0, 0, &events);
  check_described (&events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0));
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, 15);
  g_assert_cmpint (event->values[1], ==, FL_FLASHPOINT_COMMAND_LEAD_SUIT);
  g_assert_cmpint (event->values[2], ==, FL_SUIT_CLUBS);
  g_assert_cmpint (event->values[3], ==, 35);
  /* at once: the trick has just begun */
  g_assert_cmpint (state.points[0], ==, 35);
  g_assert_cmpint (state.points[1], ==, 0);
  g_assert_cmpint (state.hand_points[0], ==, 15);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (state.command, ==, 0);

  /* the rest of the trick as in the worked example: 10 more to side 0 */
  play (&state, 2, "7H", 0, 0, &events);
  play (&state, 0, "9D", 0, 0, &events);
  play (&state, 1, "JC", 0, 0, &events);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0));
  g_assert_cmpint (state.points[0], ==, 45);
  g_assert_cmpint (state.hand_points[0], ==, 25);
}

/* 000 C2 and reading 13: each kind of command, obeyed, disobeyed, or not
 * to be obeyed with the leader's cards. */
static void
test_command_obey (void)
{
  static const struct {
    const char         *leader_hand;
    FlFlashpointCommand kind;
    guint               value;
    const char         *lead;
    int                 obeyed;   /* 1 obeyed, 0 unable, -1 penalty */
  } cases[] = {
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, "QC", 1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, "9S", -1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS, "9S", 0 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_AVOID_SUIT, FL_SUIT_SPADES, "JC", 1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_AVOID_SUIT, FL_SUIT_SPADES, "8S", -1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_RANK, 13, "KC", 1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_RANK, 13, "QC", -1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_LEAD_RANK, 14, "QC", 0 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_AVOID_RANK, 12, "KS", 1 },
    { "KS 9S 8S KC QC JC 10C", FL_FLASHPOINT_COMMAND_AVOID_RANK, 12, "QC", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlFlashpointState state;
      FlEvents events;
      const FlEvent *event;

      g_test_message ("case %u", i);
      build_state (&state, NULL, p4_hands, 1, 1);
      command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
      command (&state, 3, cases[i].kind, cases[i].value, &events);
      play (&state, 1, cases[i].lead, 0, 0, &events);
      check_described (&events);

      if (cases[i].obeyed < 0)
        {
          event = get_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0);
          g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0));
          g_assert_cmpint (event->values[1], ==, cases[i].kind);
          g_assert_cmpint (event->values[2], ==, (int) cases[i].value);
          g_assert_cmpint (state.points[0], ==, 15);
        }
      else
        {
          event = get_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0);
          g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0));
          g_assert_cmpint (event->seat, ==, 1);
          g_assert_cmpint (event->values[0], ==, cases[i].kind);
          g_assert_cmpint (event->values[1], ==, (int) cases[i].value);
          g_assert_cmpint (event->values[2], ==, cases[i].obeyed);
          g_assert_cmpint (state.points[0], ==, 0);
        }
      g_assert_cmpint (state.points[1], ==, 0);
      g_assert_cmpint (RULES->current_seat (&state), ==, 2);
    }

  /* Unable: "Don't lead a Queen" to a leader holding only Queens. The
   * table learns it lacks every other rank. */
  {
    FlFlashpointState state;
    FlEvents events;
    const FlEvent *event;

    build_state (&state, NULL, (const char *const[4]) { "AS AH AD KC", "QS QH", "KS KH KD AC", "QD QC" }, 5, 1);
    command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
    command (&state, 3, FL_FLASHPOINT_COMMAND_AVOID_RANK, 12, &events);
    play (&state, 1, "QS", 0, 0, &events);
    event = get_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0);
    g_assert_cmpint (event->values[2], ==, 0);
    g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0));
    g_assert_cmpuint (state.rank_voids[1], ==, 0xff & ~RANK_BIT (12));
    g_assert_cmpint (state.points[0], ==, 0);
  }

  /* Unable: "Lead a heart" without hearts; the table learns it. */
  {
    FlFlashpointState state;
    FlEvents events;

    build_state (&state, NULL, p4_hands, 1, 1);
    command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
    command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS, &events);
    play (&state, 1, "KS", 0, 0, &events);
    g_assert_true (state.voids[1] & SUIT_BIT (FL_SUIT_HEARTS));
  }
}

/* 000 C2, S3, G5 and reading 14: a penalty in the last trick is 15, not
 * doubled, while the trick's own score is: seat 1 leads A♠ against "Lead
 * a club" holding 7♣; A♠ K♥ Q♦ 7♣ is a run of three, 6 to side 1. */
static void
test_command_penalty_last_trick (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, (const char *const[4]) { "", "AS 7C", "KH", "QD" }, 7, 1);
  command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, &events);
  play (&state, 1, "AS", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0);
  g_assert_cmpint (event->values[0], ==, 15);
  g_assert_cmpint (state.points[0], ==, 15);
  play (&state, 2, "KH", 0, 0, &events);
  play (&state, 3, "QD", 0, 0, &events);
  /* seat 0 has nothing and passes; seat 1 adds 7♣ */
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_NO_CARDS);
  play (&state, 1, "7C", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_RUN3);
  g_assert_cmpint (event->values[2], ==, 6);
  g_assert_cmpint (state.points[0], ==, 15);
  g_assert_cmpint (state.points[1], ==, 6);
  event = get_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0);
  g_assert_cmpint (event->values[0], ==, 15);
  g_assert_cmpint (event->values[1], ==, 6);
}

/* ---- Flashes in play (B1-B7) ------------------------------------------------------ */

/* The first trick, every hand as dealt:
 *   seat 1: ♠A ♠K ♥A ♥K ♦A ♦K ♣A ♣K   twin, four Aces, four Kings (100)
 *   seat 2: ♠Q ♠J ♠10 ♠9 ♠8 ♠7 ♥Q ♥J  voids in ♦ and ♣ (20)
 *   seat 3: ♥10 ♥9 ♥8 ♥7 ♦Q ♦J ♦10 ♦9 voids in ♠ and ♣ (20)
 *   seat 0: ♦8 ♦7 ♣Q ♣J ♣10 ♣9 ♣8 ♣7  voids in ♠ and ♥ (20) */
static const char *const flash_hands[4] = {
  "8D 7D QC JC 10C 9C 8C 7C",
  "AS KS AH KH AD KD AC KC",
  "QS JS 10S 9S 8S 7S QH JH",
  "10H 9H 8H 7H QD JD 10D 9D",
};

/* 000 B1, B5, B2, B7: flashes are declared with the first card, any
 * subset of those held; the proof goes to the left-hand opponent; the
 * points go into the bonuses, not the score. */
static void
test_flash_declare (void)
{
  FlFlashpointState state;
  FlEvents events;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  const FlEvent *event;
  FlIllegal why;
  guint n, n_subsets = 0;

  build_state (&state, NULL, flash_hands, 0, 1);

  /* Seat 1 may declare any of the 8 subsets of its three flashes with
   * any of its 8 cards, or invite. */
  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  g_assert_cmpuint (n, ==, 8 * 8 + 1);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == FL_ACTION_PLAY && legal[i].cards[0] == fp_card ("AS"))
      n_subsets++;
  g_assert_cmpuint (n_subsets, ==, 8);

  /* B1: only flashes held */
  why = refuse_play (&state, 1, "AS", FL_FLASHPOINT_FLASH_LONG, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  g_assert_cmpint (why.values[0], ==, FL_FLASHPOINT_FLASH_LONG);
  g_assert_cmpint (why.values[1], ==, 0);
  why = refuse_play (&state, 1, "AS", FL_FLASHPOINT_FLASH_TWIN, RANK_BIT (12), FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  g_assert_cmpint (why.values[0], ==, 0);
  g_assert_cmpint (why.values[1], ==, (int) RANK_BIT (12));
  refuse_play (&state, 1, "AS", VOID_BIT (FL_SUIT_CLUBS), 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  refuse_play (&state, 1, "AS", FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);

  /* Seat 1 declares the four Aces only: 40, proved by the four Aces. */
  play (&state, 1, "AS", 0, RANK_BIT (14), &events);
  check_described (&events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, 0);
  g_assert_cmpint (event->values[1], ==, (int) RANK_BIT (14));
  g_assert_cmpint (event->values[2], ==, 40);
  g_assert_cmpint (event->values[3], ==, 40);
  g_assert_cmpuint (event_cards (event), ==, fp_cards ("AS AH AD AC"));
  g_assert_cmpuint (event->n_cards, ==, 4);
  /* the flash comes just before the card */
  g_assert_cmpint (event_index (&events, FL_FLASHPOINT_EVENT_FLASH), <,
                   event_index (&events, FL_FLASHPOINT_EVENT_PLAY));
  g_assert_cmpuint (state.shown[1], ==, fp_cards ("AS AH AD AC"));
  g_assert_cmpuint (state.declared_fours[1], ==, RANK_BIT (14));
  /* B7 */
  g_assert_cmpint (state.bonuses[1], ==, 40);
  g_assert_cmpint (state.bonuses[0], ==, 0);
  g_assert_cmpint (state.points[0], ==, 0);
  g_assert_cmpint (state.points[1], ==, 0);

  /* Seat 2 declares one of its two voids: 10, proved by the whole hand. */
  play (&state, 2, "QH", VOID_BIT (FL_SUIT_DIAMONDS), 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpint (event->values[0], ==, (int) VOID_BIT (FL_SUIT_DIAMONDS));
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpint (event->values[3], ==, 10);
  g_assert_cmpuint (event->n_cards, ==, 8);
  g_assert_cmpuint (event_cards (event), ==, fp_cards (flash_hands[2]));
  g_assert_cmpuint (state.shown[2], ==, fp_cards (flash_hands[2]));
  g_assert_cmpuint (state.declared[2], ==, VOID_BIT (FL_SUIT_DIAMONDS));
  g_assert_cmpint (state.bonuses[0], ==, 10);

  /* Seat 3 declares nothing: no flash event, nothing shown. */
  play (&state, 3, "QD", 0, 0, &events);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0));
  g_assert_cmpuint (state.shown[3], ==, 0);
  g_assert_cmpint (state.bonuses[1], ==, 40);

  /* Seat 0 declares both voids: 20 more for side 0. */
  play (&state, 0, "QC", VOID_BIT (FL_SUIT_SPADES) | VOID_BIT (FL_SUIT_HEARTS), 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (event->values[3], ==, 30);
  g_assert_cmpint (state.bonuses[0], ==, 30);

  /* A♠ Q♥ Q♦ Q♣: the last Queen, a triplet, 6 to side 0. */
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_TRIPLET);
  g_assert_cmpint (state.points[0], ==, 6);
  g_assert_cmpint (state.points[1], ==, 0);
  g_assert_cmpint (state.bonuses[0], ==, 30);
  g_assert_cmpint (state.bonuses[1], ==, 40);

  /* B1: only in the first trick */
  refuse_play (&state, 0, "JC", VOID_BIT (FL_SUIT_SPADES), 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  refuse_play (&state, 0, "JC", VOID_BIT (FL_SUIT_HEARTS), 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  play (&state, 0, "JC", 0, 0, &events);
  /* seat 1 declared one of its flashes only, and cannot add the others */
  refuse_play (&state, 1, "KS", 0, RANK_BIT (13), FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  refuse_play (&state, 1, "KS", FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
}

/* 000 B1, C1 and reading 9: the declaration goes with the card, so a
 * leader who invites a command declares after hearing it, as they lead. */
static void
test_flash_after_invite (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, flash_hands, 0, 1);
  command (&state, 1, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0));
  command (&state, 3, FL_FLASHPOINT_COMMAND_LEAD_RANK, 13, &events);
  g_assert_cmpint (state.bonuses[1], ==, 0);
  play (&state, 1, "KD", FL_FLASHPOINT_FLASH_TWIN, RANK_BIT (14) | RANK_BIT (13), &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->values[2], ==, 100);
  event = get_event (&events, FL_FLASHPOINT_EVENT_OBEYED, 0);
  g_assert_cmpint (event->values[2], ==, 1);
  g_assert_cmpint (state.bonuses[1], ==, 100);
  g_assert_cmpint (state.points[0] + state.points[1], ==, 0);
}

/* 000 B1: the chance to declare is the first action in the first trick;
 * a player who comes round again in that trick may not declare. */
static void
test_flash_first_action_only (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state;
  FlEvents events;

  build_state (&state, &options, flash_hands, 0, 1);
  play (&state, 1, "AS", 0, 0, &events);
  pass (&state, 2, 0, 0, &events);
  pass (&state, 3, 0, 0, &events);
  pass (&state, 0, 0, 0, &events);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (state.n_tricks, ==, 0);
  refuse_play (&state, 1, "AH", 0, RANK_BIT (14), FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  refuse_play (&state, 1, "AH", FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  refuse_pass (&state, 1, FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
  g_assert_cmpint (state.bonuses[0] + state.bonuses[1], ==, 0);
}

/* 000 B1: a player who holds no flash at all and claims one is refused
 * for not holding it, not for the moment, which is the right one. */
static void
test_flash_none_held (void)
{
  FlFlashpointState state;
  FlIllegal why;

  build_state (&state, NULL, (const char *const[4]) {
                 "AS KS QS AH KH AD KD QC",
                 "JS QH JH 10H QD JD AC KC",
                 "10S 9S 9H 10D 9D 8D 10C 7C",
                 "8S 7S 8H 7H 7D 9C 8C JC" }, 0, 1);
  for (guint s = 0; s < 4; s++)
    {
      guint flashes, fours;

      fl_flashpoint_flashes_held (state.hands[s], &flashes, &fours);
      g_assert_cmpuint (flashes | fours, ==, 0);
    }
  why = refuse_play (&state, 1, "JS", FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  if (!g_test_failed ())
    g_assert_cmpint (why.values[0], ==, FL_FLASHPOINT_FLASH_TWIN);
  why = refuse_play (&state, 1, "JS", 0, RANK_BIT (11), FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  if (!g_test_failed ())
    g_assert_cmpint (why.values[1], ==, (int) RANK_BIT (11));
}

/* Reading 9, B1, B2, B4, P7: a player unable to play at the first turn
 * still declares, with a pass. Seat 3, holding only hearts and diamonds
 * (voids in ♠ and ♣, a long flash), faces 9♥ K♦. */
static const char *const pass_flash_hands[4] = {
  "10S 9S 8S 7H 10D 10C 9C 8C",
  "9H AD AS KS QS AC KC QC",
  "KD QD JD 7C 8H 7S JS JC",
  "AH KH QH JH 10H 9D 8D 7D",
};

static void
check_pass_flash (FlFlashpointVoids voids_rule,
                  int               points)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_WHEN_UNABLE, voids_rule);
  guint all = VOID_BIT (FL_SUIT_SPADES) | VOID_BIT (FL_SUIT_CLUBS) | FL_FLASHPOINT_FLASH_LONG;
  FlFlashpointState state;
  FlEvents events;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  const FlEvent *event;
  guint n;

  build_state (&state, &options, pass_flash_hands, 0, 1);
  for (guint s = 0; s < 3; s++)
    {
      guint flashes, fours;

      fl_flashpoint_flashes_held (state.hands[s], &flashes, &fours);
      g_assert_cmpuint (flashes | fours, ==, 0);
    }
  play (&state, 1, "9H", 0, 0, &events);
  play (&state, 2, "KD", 0, 0, &events);
  /* seat 3 cannot play but has flashes: the turn waits for it */
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_PASS, 0));
  n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  g_assert_cmpuint (n, ==, 8);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpint (legal[i].kind, ==, FL_ACTION_PASS);
      g_assert_cmpuint ((guint) legal[i].values[0] & ~all, ==, 0);
      g_assert_cmpint (legal[i].values[1], ==, 0);
    }
  refuse_play (&state, 3, "AH", 0, 0, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK);
  refuse_pass (&state, 3, FL_FLASHPOINT_FLASH_TWIN, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);

  pass (&state, 3, all, 0, &events);
  check_described (&events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpint (event->values[0], ==, (int) all);
  g_assert_cmpint (event->values[2], ==, points);
  g_assert_cmpuint (event_cards (event), ==, fp_cards (pass_flash_hands[3]));
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpuint (event->reason, ==, FL_FLASHPOINT_PASS_UNABLE);
  g_assert_cmpint (event->values[0], ==, SUIT_BIT (FL_SUIT_HEARTS) | SUIT_BIT (FL_SUIT_DIAMONDS));
  g_assert_cmpint (event_index (&events, FL_FLASHPOINT_EVENT_FLASH), <,
                   event_index (&events, FL_FLASHPOINT_EVENT_PASS));
  g_assert_cmpuint (state.voids[3] & (SUIT_BIT (FL_SUIT_SPADES) | SUIT_BIT (FL_SUIT_CLUBS)), ==,
                    SUIT_BIT (FL_SUIT_SPADES) | SUIT_BIT (FL_SUIT_CLUBS));
  g_assert_cmpint (state.bonuses[1], ==, points);
  g_assert_cmpint (state.points[1], ==, 0);
  g_assert_cmpuint (state.shown[3], ==, fp_cards (pass_flash_hands[3]));

  /* 9♥ K♦ 10♠ A♣: no run (9-10 and K-A), the Ace, a damp squib: 10 to
   * side 0. */
  play (&state, 0, "10S", 0, 0, &events);
  play (&state, 1, "AC", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpint (state.points[0], ==, 10);
  g_assert_cmpint (state.bonuses[1], ==, points);
}

static void
test_flash_with_pass (void)
{
  /* B2, B4: two voids and a long flash, 50 */
  check_pass_flash (FL_FLASHPOINT_VOIDS_EACH, 50);
}

static void
test_flash_voids_once (void)
{
  /* B2 with voids=once: 10 for the voids, 40 in all */
  check_pass_flash (FL_FLASHPOINT_VOIDS_ONCE, 40);
}

/* The fifth trick, 16 cards left:
 *   seat 1: ♠A ♥A ♦A ♣A  one of each suit       seat 2: ♠K ♠Q ♥K ♦K
 *   seat 3: ♣K ♣Q ♥Q ♦Q                         seat 0: ♠J ♥J ♦J ♣J */
static const char *const square_hands[4] = {
  "JS JH JD JC",
  "AS AH AD AC",
  "KS QS KH KD",
  "KC QC QH QD",
};

/* 000 B6 and reading 11: the square flash, 10, at the first turn in the
 * fifth trick, leading or not, for exactly one card of each suit. */
static void
test_flash_square (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, square_hands, 4, 1);
  refuse_play (&state, 1, "AS", VOID_BIT (FL_SUIT_CLUBS), 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  play (&state, 1, "AS", FL_FLASHPOINT_FLASH_SQUARE, 0, &events);
  check_described (&events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_FLASH_SQUARE);
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpuint (event_cards (event), ==, fp_cards ("AS AH AD AC"));
  g_assert_cmpuint (state.shown[1], ==, fp_cards ("AS AH AD AC"));
  g_assert_cmpint (state.bonuses[1], ==, 10);
  g_assert_cmpint (state.points[1], ==, 0);

  play (&state, 2, "KH", 0, 0, &events);
  play (&state, 3, "QD", 0, 0, &events);
  /* seat 0, not leading, at its first turn */
  play (&state, 0, "JC", FL_FLASHPOINT_FLASH_SQUARE, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpint (state.bonuses[0], ==, 10);

  /* A♠ K♥ Q♦ J♣: a run of four, 12 to side 1 */
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_RUN4);
  g_assert_cmpint (state.points[1], ==, 12);
  g_assert_cmpint (state.bonuses[1], ==, 10);

  /* not in the sixth trick */
  refuse_play (&state, 1, "AH", FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
}

/* 000 B6: a player without one card of each suit has no square flash. */
static void
test_flash_square_not_held (void)
{
  FlFlashpointState state;
  FlEvents events;
  FlIllegal why;

  build_state (&state, NULL, square_hands, 4, 1);
  play (&state, 1, "AS", 0, 0, &events);
  /* seat 2 holds ♠K ♠Q ♥K ♦K: four cards, but no club */
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  why = refuse_play (&state, 2, "KH", FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD);
  if (!g_test_failed ())
    g_assert_cmpint (why.values[0], ==, FL_FLASHPOINT_FLASH_SQUARE);
}

/* 000 B6: not in the fourth trick, even with one card of each suit; nor at
 * a second turn in the fifth. */
static void
test_flash_square_not_now (void)
{
  FlOptions options = fp_options (100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH);
  FlFlashpointState state;
  FlEvents events;

  build_state (&state, NULL, (const char *const[4]) {
                 "10D KC QC JC 10C", "AS AH AD AC", "KS QS JS 10S KH", "QH JH 10H KD QD JD" }, 3, 1);
  refuse_play (&state, 1, "AS", FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);

  build_state (&state, &options, square_hands, 4, 1);
  play (&state, 1, "AS", 0, 0, &events);
  pass (&state, 2, 0, 0, &events);
  pass (&state, 3, 0, 0, &events);
  pass (&state, 0, 0, 0, &events);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  refuse_play (&state, 1, "AH", FL_FLASHPOINT_FLASH_SQUARE, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW);
}

/* ---- Observation ---------------------------------------------------------------- */

/* 000 B1 and reading 10: each player sees their own hand only; a flash's
 * proof is seen by the declarer and its left-hand opponent alone, though
 * what was declared is public. */
static void
test_observe (void)
{
  FlFlashpointState state, observation;
  FlEvents events;

  build_state (&state, NULL, flash_hands, 0, 1);
  play (&state, 1, "AS", FL_FLASHPOINT_FLASH_TWIN, 0, &events);
  /* the hand as it was when shown, the card played included */
  g_assert_cmpuint (state.shown[1], ==, fp_cards (flash_hands[1]));

  for (int seat = 0; seat < 4; seat++)
    {
      RULES->observe (&state, seat, &observation);
      g_assert_cmpuint (observation.viewer, ==, (guint) seat);
      for (guint s = 0; s < 4; s++)
        g_assert_cmpuint (observation.hands[s], ==, (int) s == seat ? state.hands[s] : 0);
      /* the proof: seat 1 and its left-hand opponent, seat 2 */
      g_assert_cmpuint (observation.shown[1], ==, seat == 1 || seat == 2 ? state.shown[1] : 0);
      /* what was declared, and the cards played, are public */
      g_assert_cmpuint (observation.declared[1], ==, FL_FLASHPOINT_FLASH_TWIN);
      g_assert_cmpint (observation.bonuses[1], ==, 20);
      g_assert_cmpuint (observation.n_seq, ==, 1);
      g_assert_cmpuint (observation.seq_cards[0], ==, fp_card ("AS"));
      g_assert_cmpuint (observation.rng.state | observation.rng.inc, ==, 0);
      g_assert_cmpuint (fl_flashpoint_hand_size (&observation, 1), ==, 7);
    }
}

/* ---- Scoring (S1-S3) ------------------------------------------------------------ */

/* Plays the last trick, @codes in play order from @leader, after setting
 * the points and bonuses; returns its events. */
static void
play_last_trick (FlFlashpointState *state,
                 const FlOptions   *options,
                 guint              leader,
                 const char        *codes,
                 int                points0,
                 int                points1,
                 int                bonuses0,
                 int                bonuses1,
                 FlEvents          *events)
{
  FlCard cards[4];
  guint n = fp_trick (codes, cards);
  char *hands[4];

  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      const FlCardDesc *desc = fl_deck_card (fl_deck_get (FL_DECK_PIQUET_32), cards[i]);

      hands[(leader + i) % 4] = g_strdup (desc->code);
    }
  build_state (state, options, (const char *const *) hands, 7, leader);
  for (guint i = 0; i < 4; i++)
    g_free (hands[i]);

  state->points[0] = points0;
  state->points[1] = points1;
  state->bonuses[0] = bonuses0;
  state->bonuses[1] = bonuses1;
  for (guint i = 0; i < 4; i++)
    {
      FlAction action;

      fl_flashpoint_action_play (&action, (int) ((leader + i) % 4), cards[i]);
      apply_legal (state, &action, events);
    }
  check_described (events);

  /* T4: a hand that does not end the game stays on the table, scored,
   * until the next dealer deals; that deal's events follow the trick's. */
  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    {
      FlEvents next = { 0 };
      FlAction action;

      g_assert_null (find_event (events, FL_FLASHPOINT_EVENT_DEAL, 0));
      fl_action_init (&action, FL_ACTION_CONTINUE, (int) ((state->dealer + 1) & 3));
      apply_legal (state, &action, &next);
      check_described (&next);
      for (guint i = 0; i < next.n_events; i++)
        {
          g_assert_cmpuint (events->n_events, <, FL_MAX_EVENTS);
          events->events[events->n_events++] = next.events[i];
        }
    }
}

/* T4 (seeds/flashpoint.md): the end of a hand that does not end the game
 * is a stage of its own. The hand is scored and its last trick stays on
 * the table, with its winner; the one move is the next dealer's, to deal,
 * and only that move deals. */
static void
test_hand_over_stage (void)
{
  FlFlashpointState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  FlAction action;
  FlEvents events = { 0 };
  FlTableView view = { 0 };
  const FlTableZone *last;
  char *hands[4] = { "AS", "7H", "8D", "QC" };

  /* A♠ 7♥ 8♦ Q♣, led by seat 0 in the eighth trick: the Ace wins. */
  build_state (&state, NULL, (const char *const *) hands, 7, 0);
  for (guint seat = 0; seat < 4; seat++)
    {
      fl_flashpoint_action_play (&action, (int) seat, fl_card_set_lowest (state.hands[seat]));
      apply_legal (&state, &action, &events);
    }

  g_assert_cmpuint (state.stage, ==, FL_FLASHPOINT_STAGE_HAND_OVER);
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_HAND_OVER);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CONTINUE);
  g_assert_cmpint (RULES->hand_number (&state), ==, 1);
  g_assert_cmpuint (state.dealer, ==, 0);
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0));
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0));

  /* The one legal move: seat 1, the next dealer, deals. */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS), ==, 1);
  g_assert_cmpint (legal[0].kind, ==, FL_ACTION_CONTINUE);
  g_assert_cmpint (legal[0].seat, ==, 1);
  fl_flashpoint_action_pass (&action, 1);
  refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE);
  fl_action_init (&action, FL_ACTION_CONTINUE, 2);
  refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN);

  /* Every seat still sees the last trick, won by seat 0's Ace; nobody is
   * to play. */
  for (int viewer = 0; viewer < 4; viewer++)
    {
      FlFlashpointState observation;

      RULES->observe (&state, viewer, &observation);
      RULES->describe_table (&observation, viewer, &view);
      g_assert_cmpuint (fl_table_view_get_trick (&view)->n_cards, ==, 0);
      last = fl_table_view_get_last_trick (&view);
      g_assert_cmpuint (last->n_cards, ==, 4);
      g_assert_cmpint (view.places[last->winner].seat, ==, 0);
      for (guint i = 0; i < view.n_places; i++)
        g_assert_false (view.places[i].to_act);
      fl_table_view_clear (&view);
    }

  /* The deal passes to the left (T4), and seat 2 leads (P1). */
  apply_legal (&state, &legal[0], &events);
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0));
  g_assert_cmpuint (state.stage, ==, FL_FLASHPOINT_STAGE_PLAY);
  g_assert_cmpuint (state.dealer, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  g_assert_cmpint (RULES->hand_number (&state), ==, 1);
}

/* 000 S3, S2 and reading 15: the last trick scores double, a damp squib
 * too: 20 to the winner's opponents. */
static void
test_score_last_trick (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  /* A♠ 7♥ 8♦ Q♣, led by seat 1: the Ace, no combination */
  play_last_trick (&state, NULL, 1, "AS 7H 8D QC", 0, 0, 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_NONE);
  g_assert_cmpint (event->values[1], ==, -10);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (event->values[3], ==, 0);
  g_assert_cmpint (event->values[4], ==, 8 | 1 << 8);
  g_assert_cmpint (state.points[0], ==, 20);
  g_assert_cmpint (state.points[1], ==, 0);
  event = get_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0);
  g_assert_cmpint (event->values[0], ==, 20);
  g_assert_cmpint (event->values[1], ==, 0);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (event->values[3], ==, 0);
  g_assert_cmpint (event_index (&events, FL_FLASHPOINT_EVENT_TRICK), <,
                   event_index (&events, FL_FLASHPOINT_EVENT_HAND_OVER));
  /* T4: the next hand, dealt by seat 1 */
  event = get_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[0], ==, 2);
  g_assert_cmpuint (state.dealer, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  g_assert_cmpint (state.hand_points[0], ==, 0);

  /* 8♣ 9♥ 10♠ J♦ led by seat 2: a run of four, 24 to side 1 */
  play_last_trick (&state, NULL, 2, "8C 9H 10S JD", 0, 0, 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[1], ==, 12);
  g_assert_cmpint (event->values[2], ==, 24);
  g_assert_cmpint (event->values[3], ==, 1);
  g_assert_cmpint (state.points[1], ==, 24);

  /* J♠ J♥ Q♦ J♣ led by seat 0: the third Jack, seat 3's, 12 to side 1 */
  play_last_trick (&state, NULL, 0, "JS JH QD JC", 0, 0, 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpint (event->values[2], ==, 12);
  g_assert_cmpint (state.points[1], ==, 12);
}

/* 000 S1, S3, S5: a trick before the last scores single: 9♣ K♦ K♥ 9♠ in
 * the seventh trick, two pairs, 10 to the last Nine's side; the four Aces
 * of the eighth, two pairs again (S5), 20 to the last Ace's. */
static void
test_score_not_doubled (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, (const char *const[4]) { "9S AS", "9C AC", "KD AD", "KH AH" }, 6, 1);
  play (&state, 1, "9C", 0, 0, &events);
  play (&state, 2, "KD", 0, 0, &events);
  play (&state, 3, "KH", 0, 0, &events);
  play (&state, 0, "9S", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 0);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_TWO_PAIRS);
  g_assert_cmpint (event->values[2], ==, 10);
  g_assert_cmpint (event->values[4], ==, 7);
  g_assert_cmpint (state.points[0], ==, 10);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0));

  /* A♠ A♣ A♦ A♥ in the last trick: four of a kind as two pairs, doubled */
  play (&state, 0, "AS", 0, 0, &events);
  play (&state, 1, "AC", 0, 0, &events);
  play (&state, 2, "AD", 0, 0, &events);
  play (&state, 3, "AH", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 3);
  g_assert_cmpint (event->values[1], ==, 10);
  g_assert_cmpint (event->values[2], ==, 20);
  g_assert_cmpint (state.points[1], ==, 20);
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0));
}

/* ---- The end of the game (G1-G5) -------------------------------------------------- */

static void
check_game_over (const FlFlashpointState *state,
                 const FlEvents          *events,
                 guint                    winner,
                 guint                    annulled,
                 int                      final0,
                 int                      final1,
                 int                      margin)
{
  const FlEvent *event = find_event (events, FL_FLASHPOINT_EVENT_GAME_OVER, 0);
  int scores[4];
  FlAction legal[FL_MAX_LEGAL_ACTIONS];

  g_assert_nonnull (event);
  g_assert_null (find_event (events, FL_FLASHPOINT_EVENT_DEAL, 0));
  g_assert_cmpint (event_index (events, FL_FLASHPOINT_EVENT_HAND_OVER), <,
                   event_index (events, FL_FLASHPOINT_EVENT_GAME_OVER));
  g_assert_cmpint (event->seat, ==, (int) winner);
  g_assert_cmpuint (event->reason, ==, annulled);
  g_assert_cmpint (event->values[0], ==, final0);
  g_assert_cmpint (event->values[1], ==, final1);
  g_assert_cmpint (event->values[2], ==, state->bonuses[0]);
  g_assert_cmpint (event->values[3], ==, state->bonuses[1]);
  g_assert_cmpint (event->values[4], ==, margin);
  g_assert_cmpint (event->values[5] & 0xffff, ==, state->points[winner]);
  g_assert_cmpint (event->values[5] >> 16, ==, state->points[1 - winner]);

  g_assert_cmpint (RULES->phase (state), ==, FL_PHASE_GAME_OVER);
  g_assert_cmpint (RULES->decision (state), ==, FL_DECISION_NONE);
  g_assert_cmpint (RULES->current_seat (state), ==, -1);
  g_assert_cmpuint (RULES->winners (state), ==, winner == 0 ? 0x5u : 0xau);
  g_assert_cmpuint (RULES->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS), ==, 0);
  RULES->scores (state, scores);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpint (scores[s], ==, s % 2 == 0 ? final0 : final1);
}

/* 000 G1, G3 (seeds/flashpoint.md, "End of a game"): side 0 reaches 104
 * with bonuses 30, side 1 stays at 87 with bonuses 50: side 0 wins 134 to
 * 87, side 1's bonuses annulled, margin 47. The last trick, A♠ 7♥ 8♦ Q♣
 * led by seat 1, gives side 0 20. */
static void
test_game_over_annulled (void)
{
  FlFlashpointState state;
  FlEvents events;
  FlAction action;

  play_last_trick (&state, NULL, 1, "AS 7H 8D QC", 84, 87, 30, 50, &events);
  g_assert_cmpint (state.points[0], ==, 104);
  g_assert_cmpint (state.points[1], ==, 87);
  check_game_over (&state, &events, 0, 1u << 1, 134, 87, 47);

  /* nothing more can be done */
  fl_flashpoint_action_pass (&action, 0);
  refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_GAME_OVER);
}

/* 000 G2, G3, G4 (seeds/flashpoint.md, "End of a game"): 112 (bonuses 0)
 * against 105 (bonuses 40): side 0 wins, both add their bonuses, 112 and
 * 145, and the margin is 0. The last trick, K♠ 9♥ 7♦ 9♣ led by seat 1,
 * is a pair, 2 to side 0. */
static void
test_game_over_both_reached (void)
{
  FlFlashpointState state;
  FlEvents events;

  play_last_trick (&state, NULL, 1, "KS 9H 7D 9C", 110, 105, 0, 40, &events);
  g_assert_cmpint (state.points[0], ==, 112);
  check_game_over (&state, &events, 0, 0, 112, 145, 0);
}

/* 000 G2 (seeds/flashpoint.md, "End of a game"): 110 each (bonuses 20
 * and 0), no winner yet: another hand, dealt by the next seat; and 96
 * against 98 (bonuses 60 and 10): bonuses never reach the target (B7). */
static void
test_game_goes_on (void)
{
  FlFlashpointState state;
  FlEvents events;

  /* 9♠ A♥ 9♦ A♣ led by seat 2: two pairs, the last Ace, 20 to side 1 */
  play_last_trick (&state, NULL, 2, "9S AH 9D AC", 110, 90, 20, 0, &events);
  g_assert_cmpint (state.points[0], ==, 110);
  g_assert_cmpint (state.points[1], ==, 110);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_GAME_OVER, 0));
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0));
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_PLAYING);
  g_assert_cmpuint (RULES->winners (&state), ==, 0);
  g_assert_cmpuint (state.dealer, ==, 1);
  g_assert_cmpint (state.bonuses[0], ==, 20);

  play_last_trick (&state, NULL, 1, "AS 7H 8D QC", 76, 98, 60, 10, &events);
  g_assert_cmpint (state.points[0], ==, 96);
  g_assert_cmpint (state.points[1], ==, 98);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_GAME_OVER, 0));
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0));
  {
    int scores[4];

    /* while the game goes on, the score is the points alone */
    RULES->scores (&state, scores);
    g_assert_cmpint (scores[0], ==, 96);
    g_assert_cmpint (scores[1], ==, 98);
  }
}

/* 000 G1, G3: side 1 wins; exactly 100 is enough; side 0 below the target
 * loses its bonuses; the winner adds its own. */
static void
test_game_over_side_1 (void)
{
  FlFlashpointState state;
  FlEvents events;

  /* 8♣ 9♥ 10♠ J♦ led by seat 2: the Jack, seat 1's, 24 to side 1 */
  play_last_trick (&state, NULL, 2, "8C 9H 10S JD", 99, 76, 10, 20, &events);
  g_assert_cmpint (state.points[1], ==, 100);
  check_game_over (&state, &events, 1, 1u << 0, 99, 120, 21);
}

/* G4 (reading 19): with both sides at the target, the loser's bonuses may
 * lift it above the winner; the margin is then 0, never negative. */
static void
test_game_over_margin_floor (void)
{
  FlFlashpointState state;
  FlEvents events;

  /* side 1 wins 124 to 110, but side 0's bonuses of 100 make it 210 */
  play_last_trick (&state, NULL, 2, "8C 9H 10S JD", 110, 100, 100, 0, &events);
  check_game_over (&state, &events, 1, 0, 210, 124, 0);
  g_assert_cmpint (state.winner, ==, 1);
}

/* 000 G1 with option target: the game ends at 50 when so set, and goes
 * on past 100 when the target is 150; 75 is no target. */
static void
test_game_target_option (void)
{
  FlOptions options = fp_options (50, FL_FLASHPOINT_PASSING_WHEN_UNABLE, FL_FLASHPOINT_VOIDS_EACH);
  FlOptions high = fp_options (150, FL_FLASHPOINT_PASSING_WHEN_UNABLE, FL_FLASHPOINT_VOIDS_EACH);
  FlOptions bad = options;
  FlFlashpointState state;
  FlEvents events;
  g_autoptr(GError) error = NULL;

  play_last_trick (&state, &options, 1, "AS 7H 8D QC", 30, 40, 0, 0, &events);
  g_assert_cmpuint (state.target, ==, 50);
  check_game_over (&state, &events, 0, 0, 50, 40, 10);

  play_last_trick (&state, &high, 1, "AS 7H 8D QC", 104, 87, 0, 0, &events);
  g_assert_cmpint (state.points[0], ==, 124);
  g_assert_null (find_event (&events, FL_FLASHPOINT_EVENT_GAME_OVER, 0));
  g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_DEAL, 0));

  g_assert_cmpint (fl_rules_find_option (RULES, "target"), ==, FL_FLASHPOINT_OPTION_TARGET);
  g_assert_cmpint (fl_rules_find_option (RULES, "passing"), ==, FL_FLASHPOINT_OPTION_PASSING);
  g_assert_cmpint (fl_rules_find_option (RULES, "voids"), ==, FL_FLASHPOINT_OPTION_VOIDS);
  fl_rules_default_options (RULES, &bad);
  g_assert_cmpint (bad.values[FL_FLASHPOINT_OPTION_TARGET], ==, 100);
  g_assert_cmpint (bad.values[FL_FLASHPOINT_OPTION_PASSING], ==, FL_FLASHPOINT_PASSING_WHEN_UNABLE);
  g_assert_cmpint (bad.values[FL_FLASHPOINT_OPTION_VOIDS], ==, FL_FLASHPOINT_VOIDS_EACH);
  for (int target = 0; target <= 600; target += 25)
    {
      bad.values[FL_FLASHPOINT_OPTION_TARGET] = target;
      g_assert_cmpint (fl_rules_validate_options (RULES, &bad, NULL), ==,
                       target >= 50 && target <= 500 && target % 50 == 0);
    }
  bad.values[FL_FLASHPOINT_OPTION_TARGET] = 75;
  g_assert_false (fl_rules_validate_options (RULES, &bad, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
}

/* 000 C2, G5 and reading 17: a penalty counts towards the target, but the
 * game ends only at the end of the hand. Side 1 stands at 90; in the
 * seventh trick seat 0 disobeys "Lead a spade" and side 1 has 105, yet
 * play goes on; at the end of the hand side 1 wins. */
static void
test_game_penalty_mid_hand (void)
{
  FlFlashpointState state;
  FlEvents events;
  const FlEvent *event;

  build_state (&state, NULL, (const char *const[4]) { "7S 9C", "8H KS", "9D 10H", "JC QD" }, 6, 0);
  state.points[0] = 50;
  state.points[1] = 90;
  command (&state, 0, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  command (&state, 2, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_SPADES, &events);
  play (&state, 0, "9C", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PENALTY, 0);
  g_assert_cmpint (event->values[3], ==, 105);
  g_assert_cmpint (state.points[1], ==, 105);
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_PLAYING);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);

  /* seat 1 8♥, seat 2 9♦; seat 3, with only clubs and diamonds, passes;
   * seat 0 adds 7♠ */
  play (&state, 1, "8H", 0, 0, &events);
  play (&state, 2, "9D", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 3);
  play (&state, 0, "7S", 0, 0, &events);
  /* 9♣ 8♥ 9♦ 7♠: the last Nine, a pair-run (7-8-9 with a second 9), 8
   * to side 0 */
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 2);
  g_assert_cmpint (event->values[0], ==, FL_FLASHPOINT_COMBO_PAIR_RUN);
  g_assert_cmpint (state.points[0], ==, 58);
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_PLAYING);

  /* the last trick: seat 2 leads 10♥, seat 3 J♣, seat 0 (no cards)
   * passes, seat 1 K♠, seat 2 (no cards) passes, seat 3 adds Q♦ */
  play (&state, 2, "10H", 0, 0, &events);
  play (&state, 3, "JC", 0, 0, &events);
  event = get_event (&events, FL_FLASHPOINT_EVENT_PASS, 0);
  g_assert_cmpint (event->seat, ==, 0);
  play (&state, 1, "KS", 0, 0, &events);
  play (&state, 3, "QD", 0, 0, &events);
  /* 10♥ J♣ K♠ Q♦: a run of four, doubled, 24 to side 1 (the King wins) */
  event = get_event (&events, FL_FLASHPOINT_EVENT_TRICK, 0);
  g_assert_cmpint (event->seat, ==, 1);
  g_assert_cmpint (event->values[2], ==, 24);
  g_assert_cmpint (state.points[1], ==, 129);
  check_game_over (&state, &events, 1, 0, 58, 129, 71);
}

/* ---- Refusals ---------------------------------------------------------------------- */

/* Every FlFlashpointIllegalRule is produced by some action, and explained
 * by a sentence. */
static void
test_illegal_every_code (void)
{
  guint seen = 0;
  FlFlashpointState state, over;
  FlEvents events;
  FlAction action;
  FlIllegal why;

#define SEEN(call) (why = (call), seen |= 1u << why.rule)
  build_state (&state, NULL, flash_hands, 0, 1);
  SEEN (refuse_play (&state, 2, "QS", 0, 0, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN));
  g_assert_cmpint (why.values[0], ==, 1);
  SEEN (refuse_play (&state, 1, "QS", 0, 0, FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND));
  g_assert_cmpuint (why.card, ==, fp_card ("QS"));
  SEEN (refuse_play (&state, 1, "AS", FL_FLASHPOINT_FLASH_LONG, 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD));
  SEEN (refuse_pass (&state, 1, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD));
  SEEN (refuse_command (&state, 1, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW));
  fl_action_init (&action, FL_ACTION_BID, 1);
  SEEN (refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_MUST_PLAY));
  fl_flashpoint_action_play (&action, 1, fp_card ("AS"));
  action.n_cards = 2;
  action.cards[1] = fp_card ("KS");
  SEEN (refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_MALFORMED));
  fl_flashpoint_action_play (&action, 1, fp_card ("AS"));
  action.values[2] = 1;
  SEEN (refuse (&state, &action, FL_FLASHPOINT_ILLEGAL_MALFORMED));

  play (&state, 1, "AS", 0, 0, &events);
  SEEN (refuse_play (&state, 2, "QS", 0, 0, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK));
  g_assert_cmpint (why.values[0], ==, (int) SUIT_BIT (FL_SUIT_SPADES));
  SEEN (refuse_pass (&state, 2, 0, 0, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS));
  SEEN (refuse_command (&state, 2, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_NOT_LEADING));
  play (&state, 2, "QH", 0, 0, &events);
  play (&state, 3, "QD", 0, 0, &events);
  play (&state, 0, "QC", 0, 0, &events);
  SEEN (refuse_play (&state, 0, "JC", VOID_BIT (FL_SUIT_SPADES), 0, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW));
  command (&state, 0, FL_FLASHPOINT_COMMAND_INVITE, 0, &events);
  SEEN (refuse_play (&state, 2, "JH", 0, 0, FL_FLASHPOINT_ILLEGAL_MUST_COMMAND));
  SEEN (refuse_command (&state, 2, FL_FLASHPOINT_COMMAND_LEAD_RANK, 3, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND));
  command (&state, 2, FL_FLASHPOINT_COMMAND_LEAD_RANK, 7, &events);
  SEEN (refuse_command (&state, 0, FL_FLASHPOINT_COMMAND_INVITE, 0, FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED));

  play_last_trick (&over, NULL, 1, "AS 7H 8D QC", 84, 87, 0, 0, &events);
  fl_flashpoint_action_play (&action, 0, fp_card ("AS"));
  SEEN (refuse (&over, &action, FL_FLASHPOINT_ILLEGAL_GAME_OVER));
#undef SEEN

  g_assert_cmpuint (seen, ==, (1u << (FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW + 1)) - 1);

  /* and each code, with any values, is explained by a sentence naming a
   * rule or the situation */
  for (guint rule = 0; rule <= FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW; rule++)
    for (int v = 0; v < 3; v++)
      {
        FlIllegal synthetic = { .rule = rule, .card = fp_card ("QD"), .values = { v, v } };
        g_autofree char *text = RULES->explain_illegal (&state, &synthetic);

        g_assert_nonnull (text);
        g_assert_cmpuint (strlen (text), >, 15);
        g_assert_true (g_str_has_suffix (text, "."));
      }
}

/* ---- Random games: every rule at once ------------------------------------------------- */

typedef struct
{
  guint games;
  guint hands;
  guint flashes;
  guint penalties;
  guint lead_passes;
} RandomStats;

/* Plays one game of random legal actions, checking at each step that the
 * legal actions are legal and at each event what the rules say of it. */
static void
play_random_game (const FlOptions *options,
                  guint64          seed,
                  RandomStats     *stats)
{
  FlFlashpointState state;
  FlRng rng;
  int hand_sum[2] = { 0, 0 };
  guint tricks = 0, cards = 0, steps = 0;

  new_state (&state, options, seed);
  fl_rng_init (&rng, seed, 12345);
  while (state.stage != FL_FLASHPOINT_STAGE_OVER)
    {
      FlAction action, legal[FL_MAX_LEGAL_ACTIONS];
      FlEvents events = { 0 };
      FlFlashpointState before = state;
      guint n = RULES->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);

      g_assert_cmpuint (n, >, 0);
      g_assert_cmpuint (n, <=, FL_MAX_LEGAL_ACTIONS);
      for (guint i = 0; i < n; i++)
        {
          g_assert_true (RULES->check_action (&state, &legal[i], NULL));
          g_assert_cmpint (legal[i].seat, ==, RULES->current_seat (&state));
        }
      g_assert_cmpuint (++steps, <, 100000);

      RULES->random_action (&state, &rng, &action);
      apply_legal (&state, &action, &events);
      check_described (&events);
      /* No event was lost: a hand's end brings the end of the game, or
       * the hand stays on the table until the next dealer deals (T4),
       * which is the whole of that move. With voluntary passing a full
       * list may have lost its last events (see
       * /flashpoint/play/voluntary-last-card-events). */
      if (state.passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
        g_assert_cmpuint (events.n_events, <, FL_MAX_EVENTS);
      if (events.n_events < FL_MAX_EVENTS && find_event (&events, FL_FLASHPOINT_EVENT_HAND_OVER, 0) != NULL)
        {
          g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_DEAL), ==, 0);
          g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_GAME_OVER), ==,
                            state.stage == FL_FLASHPOINT_STAGE_OVER ? 1 : 0);
          g_assert_cmpuint (state.stage, ==, count_events (&events, FL_FLASHPOINT_EVENT_GAME_OVER)
                                             ? FL_FLASHPOINT_STAGE_OVER : FL_FLASHPOINT_STAGE_HAND_OVER);
        }
      if (action.kind == FL_ACTION_CONTINUE)
        {
          g_assert_cmpuint (before.stage, ==, FL_FLASHPOINT_STAGE_HAND_OVER);
          g_assert_cmpuint (count_events (&events, FL_FLASHPOINT_EVENT_DEAL), ==, 1);
          g_assert_cmpuint (state.dealer, ==, (before.dealer + 1) & 3);
        }
      if (events.n_events < FL_MAX_EVENTS && state.stage == FL_FLASHPOINT_STAGE_OVER)
        g_assert_nonnull (find_event (&events, FL_FLASHPOINT_EVENT_GAME_OVER, 0));

      for (guint i = 0; i < events.n_events; i++)
        {
          const FlEvent *event = &events.events[i];

          switch (event->kind)
            {
            case FL_FLASHPOINT_EVENT_FLASH:
              {
                guint flashes, fours;

                stats->flashes++;
                /* B1, B6: only in the first or (square) the fifth trick */
                g_assert_true (before.n_tricks == 0 ||
                               (before.n_tricks == FL_FLASHPOINT_SQUARE_TRICK &&
                                event->values[0] == FL_FLASHPOINT_FLASH_SQUARE && event->values[1] == 0));
                fl_flashpoint_flashes_held (before.hands[event->seat], &flashes, &fours);
                if (before.n_tricks == 0)
                  {
                    g_assert_cmpuint ((guint) event->values[0] & ~flashes, ==, 0);
                    g_assert_cmpuint ((guint) event->values[1] & ~fours, ==, 0);
                  }
                else
                  g_assert_cmpuint (fl_card_set_count (before.hands[event->seat]), ==, 4);
                g_assert_cmpint (event->values[2], ==,
                                 fl_flashpoint_flash_points (event->values[0], event->values[1], state.voids_rule));
                g_assert_cmpint (event->values[3], ==, state.bonuses[fl_flashpoint_side (event->seat)]);
                g_assert_cmpuint (event_cards (event), ==,
                                  fl_flashpoint_flash_proof (before.hands[event->seat], event->values[0], event->values[1]));
              }
              break;

            case FL_FLASHPOINT_EVENT_PENALTY:
              stats->penalties++;
              g_assert_cmpint (event->values[0], ==, 15);
              hand_sum[1 - fl_flashpoint_side (event->seat)] += 15;
              break;

            case FL_FLASHPOINT_EVENT_LEAD_PASSES:
              stats->lead_passes++;
              break;

            case FL_FLASHPOINT_EVENT_PASS:
              /* P7: by default, only a player who cannot play passes */
              if (state.passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
                g_assert_cmpuint (event->reason, !=, FL_FLASHPOINT_PASS_VOLUNTARY);
              break;

            case FL_FLASHPOINT_EVENT_TRICK:
              {
                FlFlashpointCombo combo;
                gboolean last_duplicate, four, last;
                guint position = ref_winner (event->cards, event->n_cards, &last_duplicate);
                int value = ref_combination (event->cards, event->n_cards, &combo, &four);
                guint suits = 0;

                tricks++;
                cards += event->n_cards;
                last = cards == 32;
                for (guint c = 0; c < event->n_cards; c++)
                  {
                    g_assert_false (suits & SUIT_BIT (ref_suit (event->cards[c])));
                    suits |= SUIT_BIT (ref_suit (event->cards[c]));
                  }
                if (state.passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
                  g_assert_cmpuint (event->n_cards, ==, 4);
                g_assert_cmpint (event->seat, ==, (event->values[5] >> (2 * position)) & 3);
                g_assert_cmpuint (event->reason, ==, last_duplicate ? FL_FLASHPOINT_WIN_LAST_DUPLICATE
                                                                    : FL_FLASHPOINT_WIN_HIGHEST);
                g_assert_cmpint (event->values[1], ==, value);
                g_assert_cmpint (event->values[2], ==, ABS (value) * (last ? 2 : 1));
                g_assert_cmpint (event->values[3], ==, (int) (fl_flashpoint_side (event->seat) ^ (value < 0)));
                g_assert_cmpint (event->values[4], ==, (int) tricks | (last ? 1 << 8 : 0));
                hand_sum[event->values[3]] += event->values[2];
              }
              break;

            case FL_FLASHPOINT_EVENT_HAND_OVER:
              stats->hands++;
              g_assert_cmpuint (cards, ==, 32);
              if (state.passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE)
                g_assert_cmpuint (tricks, ==, 8);
              g_assert_cmpint (event->values[0], ==, hand_sum[0]);
              g_assert_cmpint (event->values[1], ==, hand_sum[1]);
              g_assert_cmpint (event->values[2], ==, state.points[0]);
              g_assert_cmpint (event->values[3], ==, state.points[1]);
              g_assert_cmpint (event->values[4], ==, state.bonuses[0]);
              g_assert_cmpint (event->values[5], ==, state.bonuses[1]);
              /* G1, G2: over exactly when a side has reached the target
               * and the points differ */
              g_assert_cmpint (state.stage == FL_FLASHPOINT_STAGE_OVER, ==,
                               MAX (state.points[0], state.points[1]) >= state.target &&
                               state.points[0] != state.points[1]);
              hand_sum[0] = hand_sum[1] = 0;
              tricks = cards = 0;
              break;

            case FL_FLASHPOINT_EVENT_GAME_OVER:
              {
                guint w = state.points[0] > state.points[1] ? 0 : 1;
                int final[2];

                for (guint side = 0; side < 2; side++)
                  final[side] = state.points[side] + (state.points[side] >= state.target ? state.bonuses[side] : 0);
                g_assert_cmpint (event->seat, ==, (int) w);
                g_assert_cmpint (event->values[0], ==, final[0]);
                g_assert_cmpint (event->values[1], ==, final[1]);
                g_assert_cmpint (event->values[4], ==, MAX (final[w] - final[1 - w], 0));
              }
              break;

            default:
              break;
            }
        }

      /* B7: the bonuses never move the points, nor the points the bonuses */
      if (find_event (&events, FL_FLASHPOINT_EVENT_FLASH, 0) == NULL)
        g_assert_cmpmem (before.bonuses, sizeof before.bonuses, state.bonuses, sizeof state.bonuses);
    }

  stats->games++;
}

/* Random games under every combination of options. */
static void
test_random_games (void)
{
  static const int options_table[][3] = {
    { 100, FL_FLASHPOINT_PASSING_WHEN_UNABLE, FL_FLASHPOINT_VOIDS_EACH },
    { 50, FL_FLASHPOINT_PASSING_WHEN_UNABLE, FL_FLASHPOINT_VOIDS_ONCE },
    { 100, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_EACH },
    { 150, FL_FLASHPOINT_PASSING_VOLUNTARY, FL_FLASHPOINT_VOIDS_ONCE },
  };
  RandomStats stats = { 0 };

  for (guint o = 0; o < G_N_ELEMENTS (options_table); o++)
    {
      FlOptions options = fp_options (options_table[o][0], options_table[o][1], options_table[o][2]);

      for (guint64 seed = 1; seed <= 25; seed++)
        play_random_game (&options, seed * 7919 + o, &stats);
    }

  g_test_message ("%u games, %u hands, %u flashes, %u penalties, %u passed leads",
                  stats.games, stats.hands, stats.flashes, stats.penalties, stats.lead_passes);
  g_assert_cmpuint (stats.games, ==, 100);
  g_assert_cmpuint (stats.flashes, >, 0);
  g_assert_cmpuint (stats.penalties, >, 0);
  g_assert_cmpuint (stats.lead_passes, >, 0);
}

/* The tutor's "Your options" (seeds/flashpoint.md P1, P3, P7, C1, C2, B1,
 * B6): at every position of random hands, under both passing rules, each
 * seat is told its options exactly when the game waits for it, every line
 * names its rule, and what the lines say agrees with the legal moves. */
static void
test_explain_options (void)
{
  FlAction *legal = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
  guint n_lead = 0, n_add = 0, n_pass = 0, n_voluntary = 0, n_flash = 0, n_command = 0, n_invite = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(GError) error = NULL;
      FlOptions options;
      g_autoptr(FlGame) game = NULL;
      GRand *rand = g_rand_new_with_seed ((guint32) seed);
      gboolean voluntary = seed % 2 == 0;

      fl_rules_default_options (RULES, &options);
      options.values[fl_rules_find_option (RULES, "passing")] =
        voluntary ? FL_FLASHPOINT_PASSING_VOLUNTARY : FL_FLASHPOINT_PASSING_WHEN_UNABLE;
      game = fl_game_new ("flashpoint", &options, seed, &error);
      g_assert_no_error (error);

      while (!fl_game_is_over (game) && ((const FlFlashpointState *) fl_game_get_state (game))->hands_played < 1)
        {
          const FlFlashpointState *state = fl_game_get_state (game);
          int current = fl_game_get_current_seat (game);
          guint n = RULES->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);
          gboolean any_pass = FALSE, any_play = FALSE, any_flash = FALSE, any_invite = FALSE;

          for (guint a = 0; a < n; a++)
            {
              any_pass |= legal[a].kind == FL_ACTION_PASS;
              any_play |= legal[a].kind == FL_ACTION_PLAY;
              any_flash |= (legal[a].kind == FL_ACTION_PLAY || legal[a].kind == FL_ACTION_PASS)
                           && (legal[a].values[0] != 0 || legal[a].values[1] != 0);
              any_invite |= legal[a].kind == FL_ACTION_COMMAND
                            && legal[a].values[0] == FL_FLASHPOINT_COMMAND_INVITE;
            }

          for (int seat = 0; seat < 4; seat++)
            {
              g_auto(GStrv) lines = fl_game_explain_options (game, seat);

              g_assert_true ((lines != NULL) == (seat == current));
              if (lines == NULL)
                continue;
              for (guint i = 0; lines[i] != NULL; i++)
                g_assert_nonnull (strstr (lines[i], "(rule"));

              if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
                {
                  g_assert_true (fl_test_lines_contain (lines, "C1") && fl_test_lines_contain (lines, "C2"));
                  n_command++;
                  continue;
                }

              g_assert_true (fl_test_lines_contain (lines, "You lead") == (state->n_seq == state->trick_start[state->n_tricks]));
              if (fl_test_lines_contain (lines, "You lead"))
                {
                  g_assert_false (any_pass);
                  g_assert_true (fl_test_lines_contain (lines, "ask your partner") == any_invite);
                  n_lead++;
                  n_invite += any_invite;
                }
              else if (fl_test_lines_contain (lines, "you may add a card"))
                {
                  g_assert_true (any_play);
                  for (guint a = 0; a < n; a++)
                    if (legal[a].kind == FL_ACTION_PLAY)
                      g_assert_false (state->trick_suits & (1u << FL_FP_SUIT (legal[a].cards[0])));
                  g_assert_true (fl_test_lines_contain (lines, "may also pass") == any_pass);
                  n_add++;
                  n_voluntary += any_pass;
                }
              else
                {
                  g_assert_true (fl_test_lines_contain (lines, "so you pass"));
                  g_assert_false (any_play);
                  g_assert_true (any_pass);
                  n_pass++;
                }
              g_assert_true ((fl_test_lines_contain (lines, "flashes worth") || fl_test_lines_contain (lines, "square flash")) == any_flash);
              n_flash += any_flash;
            }

          g_assert_true (fl_game_apply (game, &legal[g_rand_int_range (rand, 0, (int) n)], NULL));
        }
      g_rand_free (rand);
    }
  g_free (legal);

  g_test_message ("%u leads (%u could invite), %u adds (%u could pass too), %u forced passes, "
                  "%u with flashes, %u commands", n_lead, n_invite, n_add, n_voluntary, n_pass, n_flash, n_command);
  g_assert_cmpuint (n_lead, >, 0);
  g_assert_cmpuint (n_invite, >, 0);
  g_assert_cmpuint (n_add, >, 0);
  g_assert_cmpuint (n_voluntary, >, 0);
  g_assert_cmpuint (n_pass, >, 0);
  g_assert_cmpuint (n_flash, >, 0);
  g_assert_cmpuint (n_command, >, 0);
}

/* The tutor's "Where the hand stands": every seat reads its own side's
 * points first (000 S1: a trick's points go to the side that won it; G1:
 * the target; B7: flashes kept apart), as the state has them, over whole
 * random games. */
static void
test_explain_status (void)
{
  FlAction *legal = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
  guint n_checked = 0, n_bonuses = 0;

  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(FlGame) game = fl_game_new ("flashpoint", NULL, seed, NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);

      while (!fl_game_is_over (game))
        {
          const FlFlashpointState *state = fl_game_get_state (game);
          guint n = RULES->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);

          for (int seat = 0; seat < 4; seat++)
            {
              g_auto(GStrv) lines = fl_game_explain_status (game, seat);
              guint ours = fl_flashpoint_side (seat);
              /* Once the hand is scored, its points are told as scored. */
              g_autofree char *hand = g_strdup_printf (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER
                                                         ? "This hand scored: your side %d, the other side %d (rule S1)."
                                                         : "This hand so far: your side %d, the other side %d (rule S1).",
                                                       state->hand_points[ours], state->hand_points[1 - ours]);
              g_autofree char *total = g_strdup_printf ("The game so far: your side %d, the other side %d. The game ends after the hand in which a side reaches %d points (rule G1).",
                                                        state->points[ours], state->points[1 - ours], state->target);

              g_assert_nonnull (lines);
              g_assert_cmpstr (lines[0], ==, hand);
              g_assert_cmpstr (lines[1], ==, total);
              g_assert_true ((lines[2] != NULL) == (state->bonuses[0] != 0 || state->bonuses[1] != 0));
              if (lines[2] != NULL)
                {
                  g_autofree char *bonuses = g_strdup_printf ("your side %d, the other side %d.",
                                                              state->bonuses[ours], state->bonuses[1 - ours]);

                  g_assert_nonnull (strstr (lines[2], bonuses));
                  g_assert_nonnull (strstr (lines[2], "(rules B7 and G3)"));
                  n_bonuses++;
                }
              n_checked++;
            }
          g_assert_cmpuint (n, >, 0);
          g_assert_true (fl_game_apply (game, &legal[g_rand_int_range (rand, 0, (int) n)], NULL));
        }
      for (int seat = 0; seat < 4; seat++)
        g_assert_null (fl_game_explain_status (game, seat));
    }
  g_free (legal);
  g_assert_cmpuint (n_checked, >, 1000);
  g_assert_cmpuint (n_bonuses, >, 0);
}

/* 000 C2 through the shared question (rules.h, explain_cost()): in seeded
 * random games, the table asks before exactly the legal moves that make
 * the other side score the penalty, which applying each move tells. */
static void
test_command_cost_asked (void)
{
  guint asked = 0;

  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(FlGame) game = fl_game_new ("flashpoint", NULL, seed, NULL);
      FlRng rng;

      fl_rng_init (&rng, seed, 3);
      while (!fl_game_is_over (game))
        {
          g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

          for (guint i = 0; i < legal->len; i++)
            {
              const FlAction *action = &g_array_index (legal, FlAction, i);
              g_autofree char *cost = fl_game_explain_cost (game, action);
              FlFlashpointState state = *(const FlFlashpointState *) fl_game_get_state (game);
              FlEvents events = { 0 };
              gboolean penalty = FALSE;

              RULES->apply (&state, action, &events);
              for (guint e = 0; e < events.n_events; e++)
                penalty |= events.events[e].kind == FL_FLASHPOINT_EVENT_PENALTY;
              g_assert_cmpint (cost != NULL, ==, penalty);
              if (cost != NULL)
                {
                  g_assert_nonnull (strstr (cost, "15"));
                  asked++;
                }
            }
          g_assert_true (fl_game_apply (game, &g_array_index (legal, FlAction, fl_rng_below (&rng, legal->len)),
                                        NULL));
        }
    }
  g_assert_cmpuint (asked, >, 0);
}

int
main (int    argc,
      char **argv)
{
  /* Every failing test is reported, not only the first: the tests that
   * find a rule broken fail with g_test_fail_printf() and let the others
   * run. */
  char *args[64] = { NULL };
  char **args_p = args;
  int n_args = 0;

  for (int i = 0; i < argc && i < (int) G_N_ELEMENTS (args) - 2; i++)
    args[n_args++] = argv[i];
  args[n_args++] = (char *) "--keep-going";

  /* Messages in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&n_args, &args_p, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/flashpoint/trick/source-examples", test_trick_source_examples);
  g_test_add_func ("/flashpoint/trick/worked-examples", test_trick_worked_examples);
  g_test_add_func ("/flashpoint/trick/exhaustive", test_trick_exhaustive);
  g_test_add_func ("/flashpoint/trick/explain", test_trick_explain);
  g_test_add_func ("/flashpoint/explain/options", test_explain_options);
  g_test_add_func ("/flashpoint/explain/status", test_explain_status);

  g_test_add_func ("/flashpoint/combo/table", test_combo_table);
  g_test_add_func ("/flashpoint/combo/no-wrap", test_combo_no_wrap);
  g_test_add_func ("/flashpoint/combo/best-only", test_combo_best_only);

  g_test_add_func ("/flashpoint/parse-card", test_parse_card);

  g_test_add_func ("/flashpoint/flash/table", test_flash_table);
  g_test_add_func ("/flashpoint/flash/points", test_flash_points);
  g_test_add_func ("/flashpoint/flash/random-hands", test_flash_random_hands);
  g_test_add_func ("/flashpoint/flash/proof", test_flash_proof);
  g_test_add_func ("/flashpoint/flash/declare", test_flash_declare);
  g_test_add_func ("/flashpoint/flash/after-invite", test_flash_after_invite);
  g_test_add_func ("/flashpoint/flash/first-action-only", test_flash_first_action_only);
  g_test_add_func ("/flashpoint/flash/none-held", test_flash_none_held);
  g_test_add_func ("/flashpoint/flash/with-pass", test_flash_with_pass);
  g_test_add_func ("/flashpoint/flash/voids-once", test_flash_voids_once);
  g_test_add_func ("/flashpoint/flash/square", test_flash_square);
  g_test_add_func ("/flashpoint/flash/square-not-held", test_flash_square_not_held);
  g_test_add_func ("/flashpoint/flash/square-not-now", test_flash_square_not_now);

  g_test_add_func ("/flashpoint/command/cards", test_command_cards);
  g_test_add_func ("/flashpoint/command/invite", test_command_invite);
  g_test_add_func ("/flashpoint/command/not-invited", test_command_not_invited);
  g_test_add_func ("/flashpoint/command/penalty", test_command_penalty);
  g_test_add_func ("/flashpoint/command/cost-asked", test_command_cost_asked);
  g_test_add_func ("/flashpoint/command/obey", test_command_obey);
  g_test_add_func ("/flashpoint/command/penalty-last-trick", test_command_penalty_last_trick);

  g_test_add_func ("/flashpoint/deal/table-and-pack", test_table_and_pack);
  g_test_add_func ("/flashpoint/deal/hands", test_deal_hands);
  g_test_add_func ("/flashpoint/deal/rotation", test_deal_rotation);
  g_test_add_func ("/flashpoint/deal/seeded", test_deal_seeded);

  g_test_add_func ("/flashpoint/play/first-lead", test_play_first_lead);
  g_test_add_func ("/flashpoint/play/pass-and-second-card", test_play_pass_and_second_card);
  g_test_add_func ("/flashpoint/play/winner-leads", test_play_winner_leads);
  g_test_add_func ("/flashpoint/play/suit-in-trick", test_play_suit_in_trick);
  g_test_add_func ("/flashpoint/play/lead-passes", test_play_lead_passes);
  g_test_add_func ("/flashpoint/play/lone-player", test_play_lone_player);
  g_test_add_func ("/flashpoint/play/eight-tricks", test_play_eight_tricks);
  g_test_add_func ("/flashpoint/play/voluntary-pass", test_play_voluntary_pass);
  g_test_add_func ("/flashpoint/play/short-tricks", test_play_short_tricks);
  g_test_add_func ("/flashpoint/play/voluntary-unable", test_play_voluntary_unable);
  g_test_add_func ("/flashpoint/play/voluntary-last-card-events", test_play_voluntary_last_card_events);
  g_test_add_func ("/flashpoint/play/voluntary-hands", test_play_voluntary_hands);

  g_test_add_func ("/flashpoint/observe", test_observe);

  g_test_add_func ("/flashpoint/score/last-trick", test_score_last_trick);
  g_test_add_func ("/flashpoint/score/hand-over-stage", test_hand_over_stage);
  g_test_add_func ("/flashpoint/score/not-doubled", test_score_not_doubled);

  g_test_add_func ("/flashpoint/game/over-annulled", test_game_over_annulled);
  g_test_add_func ("/flashpoint/game/over-both-reached", test_game_over_both_reached);
  g_test_add_func ("/flashpoint/game/goes-on", test_game_goes_on);
  g_test_add_func ("/flashpoint/game/over-side-1", test_game_over_side_1);
  g_test_add_func ("/flashpoint/game/margin-floor", test_game_over_margin_floor);
  g_test_add_func ("/flashpoint/game/target-option", test_game_target_option);
  g_test_add_func ("/flashpoint/game/penalty-mid-hand", test_game_penalty_mid_hand);

  g_test_add_func ("/flashpoint/illegal/every-code", test_illegal_every_code);

  g_test_add_func ("/flashpoint/random-games", test_random_games);

  return g_test_run ();
}
