/* test-flume-rules.c: Flume's deal, ranks, bidding, second deal, call,
 * play, points, scoring and end of game, rule by rule
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt, cited as "004", with
 * the lead developer's rule labels (D1 …, R1 …, B1 …, X1 …, V1 …, P1 …,
 * S1 …, G1 …), which every test names in its path or comment.
 *
 * Positions are built with set_deal (the six cards of each hand), or, for
 * the points and the end of the game, directly at the last trick of a
 * hand: the cards that matter played before it, then the last trick
 * played through check_action and apply. Every expected number is worked
 * out by hand from the rules in the comment above it, never read from the
 * engine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

#define RULES (&fl_flume_rules)

/* ---- Helpers ------------------------------------------------------------ */

static FlCard
card (const char *code)
{
  FlCard c = fl_deck_lookup (fl_deck_get (FL_DECK_FLUME_46), code);

  g_assert_cmpuint (c, !=, FL_CARD_NONE);
  return c;
}

/* The cards named in @codes, separated by spaces. */
static FlCardSet
cards (const char *codes)
{
  g_auto (GStrv) names = g_strsplit (codes, " ", -1);
  FlCardSet set = 0;

  for (guint i = 0; names[i] != NULL; i++)
    if (*names[i] != '\0')
      set |= FL_CARD_SET_BIT (card (names[i]));
  return set;
}

static FlOptions
options (int players,
         int leader,
         int discards)
{
  FlOptions o;

  fl_rules_default_options (RULES, &o);
  o.values[FL_FLUME_OPTION_PLAYERS] = players;
  o.values[FL_FLUME_OPTION_LEADER] = leader;
  o.values[FL_FLUME_OPTION_DISCARDS] = discards;
  return o;
}

/* A new game whose first deal gives seat s the cards @hands[s]. */
static void
deal (FlFlumeState      *state,
      int                players,
      int                leader,
      int                discards,
      const char *const *hands)
{
  FlOptions o = options (players, leader, discards);
  FlDeal d = { .n_hands = (guint) players };

  RULES->new_game (state, &o, 4);
  for (int s = 0; s < players; s++)
    d.hands[s] = fl_cards_from_set (cards (hands[s]));
  g_assert_true (RULES->set_deal (state, &d));
  for (int s = 0; s < players; s++)
    g_assert_cmphex (state->hands[s], ==, cards (hands[s]));
}

static void
take (FlFlumeState   *state,
      const FlAction *action,
      FlEvents       *events)
{
  FlIllegal why = { 0 };

  if (!RULES->check_action (state, action, &why))
    g_error ("refused (rule %u, card %u, values %d %d): kind %u seat %d", why.rule, why.card,
             why.values[0], why.values[1], action->kind, action->seat);
  if (events != NULL)
    events->n_events = 0;
  RULES->apply (state, action, events);
}

static FlAction
bid_action (int seat,
            int bid)
{
  FlAction a;

  fl_action_init (&a, bid == 0 ? FL_ACTION_PASS : FL_ACTION_BID, seat);
  a.values[0] = (gint16) bid;
  return a;
}

static FlAction
suit_action (int seat,
             int suit)
{
  FlAction a;

  fl_action_init (&a, FL_ACTION_CHOOSE_SUIT, seat);
  a.values[0] = (gint16) suit;
  return a;
}

static FlAction
cards_action (FlActionKind  kind,
              int           seat,
              const char   *codes)
{
  g_auto (GStrv) names = g_strsplit (codes != NULL ? codes : "", " ", -1);
  FlAction a;

  fl_action_init (&a, kind, seat);
  for (guint i = 0; names[i] != NULL; i++)
    if (*names[i] != '\0')
      a.cards[a.n_cards++] = card (names[i]);
  return a;
}

static void
bid (FlFlumeState *state,
     int           seat,
     int           value)
{
  FlAction a = bid_action (seat, value);

  take (state, &a, NULL);
}

static void
trumps (FlFlumeState *state,
        int           seat,
        int           suit)
{
  FlAction a = suit_action (seat, suit);

  take (state, &a, NULL);
}

static void
discard (FlFlumeState *state,
         int           seat,
         const char   *codes,
         FlEvents     *events)
{
  FlAction a = cards_action (FL_ACTION_DISCARD, seat, codes);

  take (state, &a, events);
}

static void
call (FlFlumeState *state,
      int           seat,
      const char   *code,
      FlEvents     *events)
{
  FlAction a = cards_action (FL_ACTION_CALL_CARD, seat, code);

  take (state, &a, events);
}

static void
play (FlFlumeState *state,
      int           seat,
      const char   *code,
      FlEvents     *events)
{
  FlAction a = cards_action (FL_ACTION_PLAY, seat, code);

  take (state, &a, events);
}

static FlIllegal
refused (const FlFlumeState *state,
         const FlAction     *action,
         guint               rule)
{
  FlIllegal why = { 0 };

  g_assert_false (RULES->check_action (state, action, &why));
  g_assert_cmpuint (why.rule, ==, rule);
  return why;
}

static guint
n_legal (const FlFlumeState *state)
{
  FlAction all[FL_MAX_LEGAL_ACTIONS];

  return RULES->legal_actions (state, all, G_N_ELEMENTS (all));
}

static gboolean
may_play (const FlFlumeState *state,
          int                 seat,
          const char         *code)
{
  FlAction a = cards_action (FL_ACTION_PLAY, seat, code);

  return RULES->check_action (state, &a, NULL);
}

/* Every seat keeps its hand in the second deal. */
static void
all_keep (FlFlumeState *state)
{
  while (state->phase == FL_FLUME_PHASE_DISCARD)
    discard (state, state->to_act, "", NULL);
}

/* The point event scoring @point (the @nth of them). */
static const FlEvent *
point_or_null (const FlEvents *events,
               FlFlumePoint    point,
               guint           nth)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == FL_FLUME_EVENT_POINT && events->events[i].reason == point && nth-- == 0)
      return &events->events[i];
  return NULL;
}

static const FlEvent *
point_event (const FlEvents *events,
             FlFlumePoint    point,
             guint           nth)
{
  const FlEvent *event = point_or_null (events, point, nth);

  if (event == NULL)
    g_error ("no point %u (%u)", point, nth);
  return event;
}

static void
assert_point (const FlEvents *events,
              FlFlumePoint    point,
              guint           nth,
              int             seat,
              int             side,
              const char     *code)
{
  const FlEvent *e = point_event (events, point, nth);

  g_assert_nonnull (e);
  g_assert_cmpint (e->seat, ==, seat);
  g_assert_cmpint (e->values[0], ==, side);
  if (code != NULL)
    {
      g_assert_cmpuint (e->n_cards, ==, 1);
      g_assert_cmpuint (e->cards[0], ==, card (code));
    }
}

/*
 * A hand at its last trick, built directly: trumps @trump, the bid @bid_value
 * by @bidder, and before the last trick each seat has played @played[s]
 * and taken @won[s] (only the cards that matter). The last trick is then
 * played through the rules, @last[i] by the seat @leader + i, and its
 * events are returned in @events.
 */
typedef struct
{
  int         players;
  int         trump;
  int         bidder;
  int         bid;
  int         partner;     /* five-handed: the called card's holder, or -1 */
  const char *called;      /* five-handed: the called card, NULL alone */
  int         leader;
  const char *played[5];
  const char *won[5];
  const char *last[5];
  int         totals[5];
} Ending;

static void
play_ending (FlFlumeState *state,
             const Ending *ending,
             FlEvents     *events)
{
  FlOptions o = options (ending->players, 0, 0);
  FlCardSet played = 0, won = 0;

  RULES->new_game (state, &o, 9);
  memset (state->hands, 0, sizeof state->hands);
  memset (state->discards, 0, sizeof state->discards);
  memset (state->stock, FL_CARD_NONE, sizeof state->stock);
  state->n_stock = 0;
  state->phase = FL_FLUME_PHASE_PLAY;
  state->trump = (guint8) ending->trump;
  state->trumps = fl_flume_trump_cards (ending->trump);
  state->bidder = (guint8) ending->bidder;
  state->bid = (guint8) ending->bid;
  state->bids[ending->bidder] = (guint8) ending->bid;
  state->trick = FL_FLUME_N_TRICKS - 1;
  state->n_played = 0;
  state->to_act = (guint8) ending->leader;
  if (ending->players == 5)
    {
      state->partner = ending->partner < 0 ? FL_FLUME_NONE : (guint8) ending->partner;
      state->called = ending->called != NULL ? card (ending->called) : FL_CARD_NONE;
      state->alone = ending->called == NULL;
    }
  for (int s = 0; s < ending->players; s++)
    {
      state->played[s] = ending->played[s] != NULL ? cards (ending->played[s]) : 0;
      state->won[s] = ending->won[s] != NULL ? cards (ending->won[s]) : 0;
      state->totals[s] = ending->totals[s];
      played |= state->played[s];
      won |= state->won[s];
      state->hands[(ending->leader + s) % ending->players] = cards (ending->last[s]);
    }
  /* The position is one a hand could reach: what was played was taken. */
  g_assert_cmphex (played, ==, won);

  for (int i = 0; i < ending->players; i++)
    play (state, (ending->leader + i) % ending->players, ending->last[i], events);
}

/* The full deal of /flume/hand/four-handed (and others): seat 1 holds the
 * top hearts, seat 2 the left bower, seats 3 and 0 a joker each. */
static const char *const hand_deal[4] = {
  "7H 2H JKL 6D QC QS",      /* seat 0, the dealer */
  "AH KH JH 10D 5C 10S",     /* seat 1 */
  "5H 8H JD AD AC AS",       /* seat 2 */
  "6H 9H JKH 5D KC KS",      /* seat 3 */
};

/* ---- D: table and deck --------------------------------------------------- */

/* 004 D2, D3: 46 cards; six to each player, the rest (22, 16) the stock;
 * D3, D4: seat 0 deals first and the dealer's left speaks first. */
static void
test_deal_sizes (void)
{
  for (int players = 4; players <= 5; players++)
    {
      FlOptions o = options (players, 0, 0);
      FlFlumeState state;
      FlCardSet all = 0;

      g_assert_cmpuint (RULES->n_seats (&o), ==, (guint) players);
      RULES->new_game (&state, &o, 17);
      for (int s = 0; s < players; s++)
        {
          g_assert_cmpuint (fl_card_set_count (state.hands[s]), ==, 6);
          g_assert_cmphex (all & state.hands[s], ==, 0);
          all |= state.hands[s];
        }
      g_assert_cmpuint (state.n_stock, ==, 46 - 6 * players);
      for (guint i = 0; i < state.n_stock; i++)
        {
          g_assert_cmphex (all & FL_CARD_SET_BIT (state.stock[i]), ==, 0);
          all |= FL_CARD_SET_BIT (state.stock[i]);
        }
      /* All 46: no 3 or 4, both jokers. */
      g_assert_cmpuint (fl_card_set_count (all), ==, 46);
      g_assert_cmphex (all & cards ("JKL JKH 2C 5C AS 10D"), ==, cards ("JKL JKH 2C 5C AS 10D"));
      g_assert_cmpuint (fl_deck_lookup (fl_deck_get (FL_DECK_FLUME_46), "3C"), ==, FL_CARD_NONE);
      g_assert_cmpuint (fl_deck_lookup (fl_deck_get (FL_DECK_FLUME_46), "4H"), ==, FL_CARD_NONE);

      g_assert_cmpuint (state.dealer, ==, 0);
      g_assert_cmpint (RULES->current_seat (&state), ==, 1);
      g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_BID);
      g_assert_cmpint (RULES->hand_number (&state), ==, 0);
    }
}

/* 004 D1: four-handed, 0 and 2 against 1 and 3, known to everyone. */
static void
test_sides_four (void)
{
  FlOptions o = options (4, 0, 0);
  FlFlumeState state, seen;

  RULES->new_game (&state, &o, 3);
  for (int viewer = 0; viewer < 4; viewer++)
    {
      RULES->observe (&state, viewer, &seen);
      g_assert_cmpint (fl_rules_side (RULES, &seen, 0), ==, fl_rules_side (RULES, &seen, 2));
      g_assert_cmpint (fl_rules_side (RULES, &seen, 1), ==, fl_rules_side (RULES, &seen, 3));
      g_assert_cmpint (fl_rules_side (RULES, &seen, 0), !=, fl_rules_side (RULES, &seen, 1));
      g_assert_cmpint (fl_rules_side (RULES, &seen, 0), !=, FL_SIDE_UNKNOWN);
    }
}

/* 004 D3: the deal passes to the left after each hand; D4: the new
 * dealer's left bids first. */
static void
test_deal_passes_left (void)
{
  FlOptions o = options (4, 0, 0);
  FlFlumeState state;
  FlRng rng;
  FlAction next;

  RULES->new_game (&state, &o, 5);
  fl_rng_init (&rng, 5, 0);
  RULES->random_playout (&state, &rng, 1);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CONTINUE);
  g_assert_cmpint (RULES->hand_number (&state), ==, 1);
  /* The next dealer deals. */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_true (fl_rules_next_deal (RULES, &state, &next));
  take (&state, &next, NULL);
  g_assert_cmpuint (state.dealer, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_BID);
}

/* ---- R: ranks ------------------------------------------------------------ */

static guint
winner_of (const char *codes,
           int         trump,
           FlFlumeTrickReason *reason)
{
  g_auto (GStrv) names = g_strsplit (codes, " ", -1);
  guint8 trick[5];
  guint n = 0;
  FlFlumeTrickReason r;

  for (; names[n] != NULL; n++)
    trick[n] = card (names[n]);
  n = fl_flume_trick_winner (trick, n, trump, &r);
  if (reason != NULL)
    *reason = r;
  return n;
}

/* 004 R1: A K Q, right bower, left bower, 10 … 5 2, high joker, low joker;
 * the left bower and the jokers are trumps. */
static void
test_ranks_trumps (void)
{
  FlFlumeTrickReason reason;

  /* Hearts trumps: J♦ is the left bower, under J♥ and over 10♥. */
  g_assert_cmpuint (winner_of ("10H JD 5C 6C", FL_SUIT_HEARTS, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("JD JH 5C 6C", FL_SUIT_HEARTS, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("JH QH 5C 6C", FL_SUIT_HEARTS, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("QH KH AH 2H", FL_SUIT_HEARTS, NULL), ==, 2);
  /* The jokers are the lowest trumps, the high one above the low one. */
  g_assert_cmpuint (winner_of ("JKH 2H JKL 5C", FL_SUIT_HEARTS, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("JKL 5C JKH 6C", FL_SUIT_HEARTS, NULL), ==, 2);
  /* … but still trumps: the low joker takes a club lead's ace. */
  g_assert_cmpuint (winner_of ("AC KC JKL QC", FL_SUIT_HEARTS, &reason), ==, 2);
  g_assert_cmpint (reason, ==, FL_FLUME_TRICK_HIGHEST_TRUMP);
  /* A left bower led is a trump lead: the A♦ does not follow it. */
  g_assert_cmpuint (winner_of ("JD AD KD QD", FL_SUIT_HEARTS, &reason), ==, 0);
  g_assert_cmpint (reason, ==, FL_FLUME_TRICK_HIGHEST_TRUMP);
  /* Spades trumps: the left bower is J♣. */
  g_assert_cmpuint (winner_of ("AS JC JS KS", FL_SUIT_SPADES, NULL), ==, 0);
  g_assert_cmpuint (winner_of ("10S JC 9S 2S", FL_SUIT_SPADES, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("10S JC JS 2S", FL_SUIT_SPADES, NULL), ==, 2);
}

/* 004 R2: plain suits A K Q J 10 … 5 2; the suit of trumps' colour has no
 * jack (it is the left bower). */
static void
test_ranks_plain (void)
{
  FlFlumeTrickReason reason;

  /* Spades trumps; diamonds are plain, with their jack. */
  g_assert_cmpuint (winner_of ("JD 10D 9D 2D", FL_SUIT_SPADES, &reason), ==, 0);
  g_assert_cmpint (reason, ==, FL_FLUME_TRICK_HIGHEST_OF_LED_SUIT);
  g_assert_cmpuint (winner_of ("JD QD 9D 2D", FL_SUIT_SPADES, NULL), ==, 1);
  g_assert_cmpuint (winner_of ("2D 5D 6D AD", FL_SUIT_SPADES, NULL), ==, 3);
  /* A card of another plain suit never wins. */
  g_assert_cmpuint (winner_of ("2D AC AH 5D", FL_SUIT_SPADES, NULL), ==, 3);
  /* Clubs led with spades trumps: J♣ is a trump, and wins. */
  g_assert_cmpuint (winner_of ("AC JC KC QC", FL_SUIT_SPADES, &reason), ==, 1);
  g_assert_cmpint (reason, ==, FL_FLUME_TRICK_HIGHEST_TRUMP);
}

/* ---- B: bidding ------------------------------------------------------------ */

/* 004 B1: one round from the dealer's left, the dealer last, each bid
 * above the last, from 3 to 6. */
static void
test_bidding_round (void)
{
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  deal (&state, 4, 0, 0, hand_deal);

  a = bid_action (2, 3);
  why = refused (&state, &a, FL_FLUME_ILLEGAL_NOT_YOUR_TURN);
  g_assert_cmpint (why.values[0], ==, 1);
  a = bid_action (1, 2);
  why = refused (&state, &a, FL_FLUME_ILLEGAL_BID_RANGE);
  g_assert_cmpint (why.values[0], ==, 2);
  a = bid_action (1, 7);
  refused (&state, &a, FL_FLUME_ILLEGAL_BID_RANGE);
  a = cards_action (FL_ACTION_PLAY, 1, "AH");
  refused (&state, &a, FL_FLUME_ILLEGAL_MUST_BID);
  g_assert_cmpuint (n_legal (&state), ==, 5);   /* pass, 3, 4, 5, 6 */

  bid (&state, 1, 3);
  a = bid_action (2, 3);
  why = refused (&state, &a, FL_FLUME_ILLEGAL_BID_TOO_LOW);
  g_assert_cmpint (why.values[0], ==, 3);
  g_assert_cmpint (why.values[1], ==, 3);
  g_assert_cmpuint (n_legal (&state), ==, 4);   /* pass, 4, 5, 6 */
  bid (&state, 2, 4);
  bid (&state, 3, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_BID);
  bid (&state, 0, 5);

  /* B2: the dealer bid last and highest, and names trumps. */
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CHOOSE_SUIT);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_cmpuint (state.bidder, ==, 0);
  g_assert_cmpuint (state.bid, ==, 5);
}

/* 004 B1 (reading): a bid of 6 ends the bidding at once. */
static void
test_bidding_six_ends (void)
{
  FlFlumeState state;

  deal (&state, 4, 0, 0, hand_deal);
  bid (&state, 1, 0);
  bid (&state, 2, 6);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CHOOSE_SUIT);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  /* Seats 3 and 0 were never asked. */
  g_assert_cmpuint (state.bids[3], ==, 0);
  g_assert_cmpuint (state.bids[0], ==, 0);
}

/* 004 B2: the highest bidder names any of the four suits. */
static void
test_bidding_trumps (void)
{
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  deal (&state, 4, 0, 0, hand_deal);
  bid (&state, 1, 4);
  bid (&state, 2, 0);
  bid (&state, 3, 0);
  bid (&state, 0, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (n_legal (&state), ==, 4);
  for (int suit = 0; suit < 4; suit++)
    {
      a = suit_action (1, suit);
      g_assert_true (RULES->check_action (&state, &a, NULL));
    }
  a = suit_action (1, 4);
  why = refused (&state, &a, FL_FLUME_ILLEGAL_BAD_SUIT);
  g_assert_cmpint (why.values[0], ==, 4);
  trumps (&state, 1, FL_SUIT_HEARTS);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_DISCARD);
  g_assert_cmphex (state.trumps, ==, FL_FLUME_SUIT_MASK (FL_SUIT_HEARTS) | cards ("JD JKL JKH"));
}

/* 004 B3: everyone passes: thrown in, the same dealer deals again, the
 * hand number stays. */
static void
test_bidding_thrown_in (void)
{
  FlFlumeState state;
  FlEvents events;
  FlAction a;

  deal (&state, 4, 0, 0, hand_deal);
  bid (&state, 1, 0);
  bid (&state, 2, 0);
  bid (&state, 3, 0);
  a = bid_action (0, 0);
  take (&state, &a, &events);

  g_assert_nonnull (fl_test_find_event (&events, FL_FLUME_EVENT_THROWN_IN, 0));
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_THROWN_IN, 0)->seat, ==, 0);
  g_assert_nonnull (fl_test_find_event (&events, FL_FLUME_EVENT_DEAL, 0));
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_DEAL, 0)->seat, ==, 0);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_DEAL, 0)->values[0], ==, 1);
  g_assert_cmpuint (state.dealer, ==, 0);
  g_assert_cmpint (RULES->hand_number (&state), ==, 0);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_BID);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  for (int s = 0; s < 4; s++)
    {
      g_assert_cmpuint (state.bids[s], ==, 0);
      g_assert_cmpuint (fl_card_set_count (state.hands[s]), ==, 6);
    }
  g_assert_cmpuint (state.n_stock, ==, 22);
  /* New cards: the deal made by set_deal is gone. */
  g_assert_false (state.hands[1] == cards (hand_deal[1]) && state.hands[2] == cards (hand_deal[2]));
}

/* ---- X: the second deal -------------------------------------------------- */

/* 004 X1: from the dealer's left, the dealer last, each refilled at once
 * from the stock; the cards only the player sees, the counts everyone. */
static void
test_second_deal_order (void)
{
  FlFlumeState state;
  FlEvents events;
  const FlEvent *e;
  FlEvent seen;
  FlCardSet top;

  deal (&state, 4, 0, 0, hand_deal);
  bid (&state, 1, 4);
  bid (&state, 2, 0);
  bid (&state, 3, 0);
  bid (&state, 0, 0);
  trumps (&state, 1, FL_SUIT_HEARTS);

  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  /* The stock deals from its top, its last card. */
  top = FL_CARD_SET_BIT (state.stock[21]) | FL_CARD_SET_BIT (state.stock[20]);
  discard (&state, 1, "10D 5C", &events);
  g_assert_cmphex (state.hands[1], ==, (cards (hand_deal[1]) & ~cards ("10D 5C")) | top);
  g_assert_cmphex (state.discards[1], ==, cards ("10D 5C"));
  g_assert_cmpuint (state.n_stock, ==, 20);

  e = fl_test_find_event (&events, FL_FLUME_EVENT_DISCARD, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[0], ==, 2);
  g_assert_true (fl_rules_see_event (e, 1, &seen));
  g_assert_cmphex (FL_CARD_SET_BIT (seen.cards[0]) | FL_CARD_SET_BIT (seen.cards[1]), ==, cards ("10D 5C"));
  g_assert_true (fl_rules_see_event (e, 2, &seen));
  g_assert_cmpuint (seen.n_cards, ==, 2);
  g_assert_cmpint (seen.values[0], ==, 2);
  g_assert_cmpuint (seen.cards[0], ==, FL_CARD_NONE);
  g_assert_cmpuint (seen.cards[1], ==, FL_CARD_NONE);

  e = fl_test_find_event (&events, FL_FLUME_EVENT_REFILL, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->values[0], ==, 2);
  g_assert_cmpint (e->values[1], ==, 20);
  g_assert_true (fl_rules_see_event (e, 1, &seen));
  g_assert_cmphex (FL_CARD_SET_BIT (seen.cards[0]) | FL_CARD_SET_BIT (seen.cards[1]), ==, top);
  g_assert_true (fl_rules_see_event (e, 0, &seen));
  g_assert_cmpuint (seen.cards[0], ==, FL_CARD_NONE);

  /* Then seat 2, 3, and the dealer last; then the play. */
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  discard (&state, 2, "", NULL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  discard (&state, 3, "5D", NULL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_DISCARD);
  discard (&state, 0, "QC QS 6D", NULL);
  g_assert_cmpuint (state.n_stock, ==, 22 - 2 - 1 - 3);
  for (int s = 0; s < 4; s++)
    g_assert_cmpuint (fl_card_set_count (state.hands[s]), ==, 6);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_PLAY);
}

/* 004 X2: trumps, the left bower and the jokers are kept; option "any"
 * lifts that. */
static void
test_second_deal_keep_trumps (void)
{
  static const char *const hands[4] = {
    "2C 5C 6C 7C 8C 9C",
    "AH JD JKL 5S 6S 7S",
    "2D 5D 6D 7D 8D 9D",
    "2S 8S 9S 10S QS KS",
  };

  for (int option = 0; option < 2; option++)
    {
      FlFlumeState state;
      FlAction a;
      FlIllegal why;
      FlCards movable;

      deal (&state, 4, 0, option, hands);
      bid (&state, 1, 3);
      bid (&state, 2, 0);
      bid (&state, 3, 0);
      bid (&state, 0, 0);
      trumps (&state, 1, FL_SUIT_HEARTS);

      fl_rules_action_cards (RULES, &state, &movable);
      if (option == FL_FLUME_DISCARDS_NON_TRUMPS)
        {
          a = cards_action (FL_ACTION_DISCARD, 1, "5S AH");
          why = refused (&state, &a, FL_FLUME_ILLEGAL_DISCARD_TRUMP);
          g_assert_cmpuint (why.card, ==, card ("AH"));
          g_assert_cmpint (why.values[0], ==, FL_SUIT_HEARTS);
          g_assert_cmpint (why.values[1], ==, 0);
          a = cards_action (FL_ACTION_DISCARD, 1, "JD");
          why = refused (&state, &a, FL_FLUME_ILLEGAL_DISCARD_TRUMP);
          g_assert_cmpint (why.values[1], ==, 1);
          a = cards_action (FL_ACTION_DISCARD, 1, "JKL");
          why = refused (&state, &a, FL_FLUME_ILLEGAL_DISCARD_TRUMP);
          g_assert_cmpint (why.values[1], ==, 1);
          /* The three spades: 2^3 discards, none included. */
          g_assert_cmpuint (n_legal (&state), ==, 8);
          g_assert_cmphex (movable.words[0], ==, cards ("5S 6S 7S"));
        }
      else
        {
          a = cards_action (FL_ACTION_DISCARD, 1, "AH JD JKL 5S");
          g_assert_true (RULES->check_action (&state, &a, NULL));
          g_assert_cmpuint (n_legal (&state), ==, 64);
          g_assert_cmphex (movable.words[0], ==, cards (hands[1]));
        }

      /* Not a card of someone else's. */
      a = cards_action (FL_ACTION_DISCARD, 1, "2C");
      why = refused (&state, &a, FL_FLUME_ILLEGAL_NOT_IN_HAND);
      g_assert_cmpint (why.values[0], ==, 1);
    }
}

/* 004 X3: nobody discards more than the stock still holds; the dealer,
 * last, is refilled like everyone. */
static void
test_second_deal_stock_limit (void)
{
  static const char *const hands[4] = {
    "2D 5D 6D 7D 8D AH",
    "2C 5C 6C 7C 8C 9C",
    "10C QC KC AC 2S 5S",
    "6S 7S 8S 9S 10S QS",
  };
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  deal (&state, 4, 0, 0, hands);
  bid (&state, 1, 0);
  bid (&state, 2, 0);
  bid (&state, 3, 0);
  bid (&state, 0, 3);
  trumps (&state, 0, FL_SUIT_HEARTS);
  /* 22 − 3 × 6 = 4 left for the dealer. */
  discard (&state, 1, hands[1], NULL);
  discard (&state, 2, hands[2], NULL);
  discard (&state, 3, hands[3], NULL);
  g_assert_cmpuint (state.n_stock, ==, 4);

  a = cards_action (FL_ACTION_DISCARD, 0, "2D 5D 6D 7D 8D");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_DISCARD_TOO_MANY);
  g_assert_cmpint (why.values[0], ==, 5);
  g_assert_cmpint (why.values[1], ==, 4);
  /* The subsets of five cards of at most four: 32 − 1. */
  g_assert_cmpuint (n_legal (&state), ==, 31);
  discard (&state, 0, "2D 5D 6D 7D", NULL);
  g_assert_cmpuint (state.n_stock, ==, 0);
  g_assert_cmpuint (fl_card_set_count (state.hands[0]), ==, 6);
}

/* ---- P: play ---------------------------------------------------------------- */

/* Deals @hands, seat 1 bids 3 and names @trump, everyone keeps. */
static void
ready_to_play (FlFlumeState      *state,
               const char *const *hands,
               int                trump,
               int                leader)
{
  deal (state, 4, leader, 0, hands);
  bid (state, 1, 0);
  bid (state, 2, 3);
  bid (state, 3, 0);
  bid (state, 0, 0);
  trumps (state, 2, trump);
  all_keep (state);
}

/* 004 P1: the dealer's left leads; or the bidder, by the option. */
static void
test_play_first_lead (void)
{
  FlFlumeState state;

  ready_to_play (&state, hand_deal, FL_SUIT_HEARTS, FL_FLUME_LEADER_DEALER_LEFT);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  ready_to_play (&state, hand_deal, FL_SUIT_HEARTS, FL_FLUME_LEADER_BIDDER);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
}

/* 004 P2, R1: the suit led is the effective suit; the left bower follows
 * trumps, not its printed suit. */
static void
test_play_follow_effective_suit (void)
{
  static const char *const hands[4] = {
    "JD 5C 6C 7C 8C 9C",       /* the left bower and clubs */
    "AH 2D 10C QC KC AC",
    "JKH 5D 5S 6S 7S 8S",
    "2H 6D 7D 9S 10S QS",
  };
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  ready_to_play (&state, hands, FL_SUIT_HEARTS, 0);

  /* Seat 1 leads A♥: seat 2's joker is its only trump, and must be
   * played; seat 3 follows with 2♥; seat 0's J♦ is its only trump. */
  play (&state, 1, "AH", NULL);
  g_assert_false (may_play (&state, 2, "5D"));
  a = cards_action (FL_ACTION_PLAY, 2, "5S");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_MUST_FOLLOW);
  g_assert_cmpint (why.values[0], ==, FL_SUIT_HEARTS);
  g_assert_cmpint (why.values[1], ==, 0);
  g_assert_cmpint (why.values[2], ==, 0);
  play (&state, 2, "JKH", NULL);
  play (&state, 3, "2H", NULL);
  a = cards_action (FL_ACTION_PLAY, 0, "5C");
  refused (&state, &a, FL_FLUME_ILLEGAL_MUST_FOLLOW);
  g_assert_cmpuint (n_legal (&state), ==, 1);
  play (&state, 0, "JD", NULL);

  /* Seat 1 took it (A♥ the highest trump) and leads 2♦: J♦ would not
   * follow diamonds, but seat 0 played it already. Seat 2 follows with
   * 5♦, seat 3 with 6♦ or 7♦ (not 9♠). */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  play (&state, 1, "2D", NULL);
  play (&state, 2, "5D", NULL);
  g_assert_false (may_play (&state, 3, "9S"));
  g_assert_true (may_play (&state, 3, "6D"));
  g_assert_true (may_play (&state, 3, "7D"));
  play (&state, 3, "7D", NULL);
  /* P3: seat 0 has no diamond (J♦ is a heart now) and may play any. */
  g_assert_cmpuint (n_legal (&state), ==, 5);
  play (&state, 0, "5C", NULL);
  /* The 7♦ took it: seat 3 leads. */
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
}

/* 004 P2, R1: a player holding J♦ with hearts trumps may not play it as a
 * diamond on a diamond lead while holding a diamond; holding no other
 * diamond, they may play anything. */
static void
test_play_left_bower_not_its_suit (void)
{
  static const char *const hands[4] = {
    "JD 5D 6C 7C 8C 9C",
    "AD 2S 10C QC KC AC",
    "9D 5H 5S 6S 7S 8S",
    "JC 6D 7D 9S 10S QS",
  };
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  ready_to_play (&state, hands, FL_SUIT_HEARTS, 0);
  play (&state, 1, "AD", NULL);
  play (&state, 2, "9D", NULL);
  play (&state, 3, "6D", NULL);
  a = cards_action (FL_ACTION_PLAY, 0, "JD");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_MUST_FOLLOW);
  g_assert_cmpint (why.values[0], ==, FL_SUIT_DIAMONDS);
  g_assert_cmpint (why.values[1], ==, 1);
  g_assert_cmpuint (n_legal (&state), ==, 1);
  play (&state, 0, "5D", NULL);

  /* Seat 1 (A♦) leads a club: J♣ is plain with hearts trumps, and seat 3
   * follows with it. */
  play (&state, 1, "10C", NULL);
  g_assert_true (may_play (&state, 2, "5H"));      /* no club: P3 */
  play (&state, 2, "5H", NULL);
  g_assert_false (may_play (&state, 3, "9S"));
  play (&state, 3, "JC", NULL);
  /* Seat 0 holds clubs; J♦ (a trump) may not be played on them. */
  a = cards_action (FL_ACTION_PLAY, 0, "JD");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_MUST_FOLLOW);
  g_assert_cmpint (why.values[0], ==, FL_SUIT_CLUBS);
  g_assert_cmpint (why.values[1], ==, 1);
  play (&state, 0, "6C", NULL);
  /* 5♥ trumped the club lead: seat 2 leads. */
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
}

/* 004 P2, R1: a joker led is a trump lead. */
static void
test_play_joker_lead (void)
{
  static const char *const hands[4] = {
    "JKL 5D 6C 7C 8C 9C",
    "JKH 2S 10C QC KC AC",
    "AH 9D 5S 6S 7S 8S",
    "JD 6D 7D 9S 10S QS",
  };
  FlFlumeState state;
  FlAction a;
  FlIllegal why;

  ready_to_play (&state, hands, FL_SUIT_HEARTS, FL_FLUME_LEADER_DEALER_LEFT);
  play (&state, 1, "JKH", NULL);
  /* Seat 2 must play A♥; seat 3 J♦; seat 0 the low joker. */
  a = cards_action (FL_ACTION_PLAY, 2, "9D");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_MUST_FOLLOW);
  g_assert_cmpint (why.values[0], ==, FL_SUIT_HEARTS);
  g_assert_cmpint (why.values[2], ==, 1);
  play (&state, 2, "AH", NULL);
  g_assert_false (may_play (&state, 3, "6D"));
  play (&state, 3, "JD", NULL);
  g_assert_false (may_play (&state, 0, "5D"));
  play (&state, 0, "JKL", NULL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
}

/* ---- A whole hand: P1, P4, S1-S8 -------------------------------------------- */

/*
 * Hearts trumps, seat 1 bids; everyone keeps. The tricks (seat 1 leads):
 *   1. A♥ 5♥ 6♥ 7♥ to seat 1          4. 10♦ A♦ 5♦ 6♦ to seat 2
 *   2. K♥ 8♥ 9♥ 2♥ to seat 1          5. A♣ K♣ Q♣ 5♣ (seat 2 leads) to seat 2
 *   3. J♥ J♦ JKH JKL to seat 1        6. A♠ K♠ Q♠ 10♠ to seat 2
 * Seat 1's side (1 and 3): high A♥ (S1), right and left bower (S3, S4),
 * both jokers (S5): 5. Seat 0's side: low, the 2♥ played by seat 0 though
 * seat 1 took it (S2), and game (S6): card points 4 + 3 + 1 + 1 = 9 for
 * seats 1 and 3 against 10 + 4 + 4 + 3 + 2 + 4 + 3 + 2 + 10 = 42.
 */
static void
play_whole_hand (FlFlumeState *state,
                 int           bid_value,
                 FlEvents     *events)
{
  static const char *const tricks[6][4] = {
    { "AH", "5H", "6H", "7H" }, { "KH", "8H", "9H", "2H" }, { "JH", "JD", "JKH", "JKL" },
    { "10D", "AD", "5D", "6D" }, { "AC", "KC", "QC", "5C" }, { "AS", "KS", "QS", "10S" },
  };
  static const int leaders[6] = { 1, 1, 1, 1, 2, 2 };

  deal (state, 4, 0, 0, hand_deal);
  bid (state, 1, bid_value);
  if (bid_value < 6)
    {
      bid (state, 2, 0);
      bid (state, 3, 0);
      bid (state, 0, 0);
    }
  trumps (state, 1, FL_SUIT_HEARTS);
  all_keep (state);

  for (int t = 0; t < 6; t++)
    {
      g_assert_cmpint (RULES->current_seat (state), ==, leaders[t]);
      for (int i = 0; i < 4; i++)
        play (state, (leaders[t] + i) % 4, tricks[t][i], events);
    }
}

static void
test_hand_made (void)
{
  FlFlumeState state;
  FlEvents events;
  const FlEvent *e;
  int totals[4];

  play_whole_hand (&state, 4, &events);

  assert_point (&events, FL_FLUME_POINT_HIGH, 0, 1, 1, "AH");
  assert_point (&events, FL_FLUME_POINT_LOW, 0, 0, 0, "2H");
  /* S2: seat 0 played 2♥ last into the second trick, which seat 1's K♥
   * took: low is seat 0's, and the event names seat 1 as the taker. */
  g_assert_cmpint (point_event (&events, FL_FLUME_POINT_LOW, 0)->values[1], ==, 1);
  assert_point (&events, FL_FLUME_POINT_RIGHT_BOWER, 0, 1, 1, "JH");
  assert_point (&events, FL_FLUME_POINT_LEFT_BOWER, 0, 1, 1, "JD");
  assert_point (&events, FL_FLUME_POINT_JOKER, 0, 1, 1, NULL);
  assert_point (&events, FL_FLUME_POINT_JOKER, 1, 1, 1, NULL);
  g_assert_cmphex (FL_CARD_SET_BIT (point_event (&events, FL_FLUME_POINT_JOKER, 0)->cards[0]) |
                   FL_CARD_SET_BIT (point_event (&events, FL_FLUME_POINT_JOKER, 1)->cards[0]), ==, cards ("JKL JKH"));
  e = point_event (&events, FL_FLUME_POINT_GAME, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->values[0], ==, 0);
  g_assert_cmpint (e->values[1], ==, 9);
  g_assert_cmpint (e->values[2], ==, 42);
  g_assert_cmpuint (fl_test_count_events (&events, FL_FLUME_EVENT_POINT), ==, 7);

  /* S8: bid 4, took 5: made; both sides score what they took. */
  e = fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->reason, ==, FL_FLUME_SCORE_MADE);
  g_assert_cmpint (e->values[0], ==, 4);
  g_assert_cmpint (e->values[1], ==, 5);
  g_assert_cmpint (e->values[2], ==, 2);
  g_assert_cmpint (e->values[3], ==, 5);
  g_assert_cmpint (e->values[4], ==, 2);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[0], ==, 2);
  g_assert_cmpint (totals[1], ==, 5);
  g_assert_cmpint (totals[2], ==, 2);
  g_assert_cmpint (totals[3], ==, 5);
  g_assert_cmpint (RULES->hand_number (&state), ==, 1);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CONTINUE);
  g_assert_cmpuint (RULES->winners (&state), ==, 0);
}

/* 004 S8: a bid of 6 (B1: the bidding ends on it) with 5 taken loses 6. */
static void
test_hand_lost (void)
{
  FlFlumeState state;
  FlEvents events;
  const FlEvent *e;
  int totals[4];

  play_whole_hand (&state, 6, &events);
  e = fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->reason, ==, FL_FLUME_SCORE_LOST);
  g_assert_cmpint (e->values[3], ==, -6);
  g_assert_cmpint (e->values[4], ==, 2);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[1], ==, -6);
  g_assert_cmpint (totals[3], ==, -6);
  g_assert_cmpint (totals[0], ==, 2);
  g_assert_cmpint (totals[2], ==, 2);
}

/* ---- S: the points, at the last trick ------------------------------------- */

/* 004 S6: 80 card points in the pack, A 4, K 3, Q 2, J 1, 10 10. */
static void
test_points_card_points (void)
{
  g_assert_cmpuint (fl_flume_card_points (FL_FLUME_ALL_CARDS), ==, 80);
  g_assert_cmpuint (fl_flume_card_points (cards ("AC KD QH JS 10C")), ==, 20);
  g_assert_cmpuint (fl_flume_card_points (cards ("9C 8D 7H 6S 5C 2D JKL JKH")), ==, 0);
}

/* 004 S1, S2, X4: the ace and the two of spades out of play (never
 * played): the king is high, the five low, both seat 2's. No bower or
 * joker in play: no point for them. */
static void
test_points_high_low_out_of_play (void)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_SPADES, .bidder = 2, .bid = 3, .leader = 2,
    .played = { "9C", "7C", "KS", "5H" },
    .won = { NULL, NULL, "KS 5H 9C 7C", NULL },
    .last = { "5S", "6D", "5D", "10D" },          /* seats 2, 3, 0, 1 */
  };
  FlFlumeState state;
  FlEvents events;

  play_ending (&state, &e, &events);
  /* The 5♠ takes the last trick for seat 2. */
  assert_point (&events, FL_FLUME_POINT_HIGH, 0, 2, 0, "KS");
  assert_point (&events, FL_FLUME_POINT_LOW, 0, 2, 0, "5S");
  /* Its own trick: the trick's taker is the player. */
  g_assert_cmpint (point_event (&events, FL_FLUME_POINT_LOW, 0)->values[1], ==, 2);
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_RIGHT_BOWER, 0));
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_LEFT_BOWER, 0));
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_JOKER, 0));
  /* Game: seat 2 took K♠ and 10♦ (13), the other side nothing. */
  assert_point (&events, FL_FLUME_POINT_GAME, 0, 2, 0, NULL);
  g_assert_cmpuint (fl_test_count_events (&events, FL_FLUME_EVENT_POINT), ==, 3);
}

/* 004 S7: a lone trump in play is high and low; S1: the jokers never are. */
static void
test_points_lone_trump (void)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_DIAMONDS, .bidder = 1, .bid = 3, .leader = 0,
    .played = { "JKH", "5C", "6C", "7C" },
    .won = { "JKH 5C 6C 7C", NULL, NULL, NULL },
    .last = { "2C", "AC", "10C", "9D" },           /* seats 0, 1, 2, 3 */
  };
  FlFlumeState state;
  FlEvents events;

  play_ending (&state, &e, &events);
  /* 9♦, the only trump but the high joker, is high and low for seat 3. */
  assert_point (&events, FL_FLUME_POINT_HIGH, 0, 3, 1, "9D");
  assert_point (&events, FL_FLUME_POINT_LOW, 0, 3, 1, "9D");
  assert_point (&events, FL_FLUME_POINT_JOKER, 0, 0, 0, "JKH");
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_JOKER, 1));
  /* Seat 3 took A♣ and 10♣ (14) against nothing. */
  assert_point (&events, FL_FLUME_POINT_GAME, 0, 1, 1, NULL);
}

/* 004 S1: only jokers among the trumps in play: no high, no low. */
static void
test_points_jokers_only (void)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_HEARTS, .bidder = 1, .bid = 3, .leader = 2,
    .played = { "5C", "JKL", "JKH", "6C" },
    .won = { NULL, NULL, "5C JKL JKH 6C", NULL },
    .last = { "2S", "5S", "AS", "6S" },            /* seats 2, 3, 0, 1 */
  };
  FlFlumeState state;
  FlEvents events;

  play_ending (&state, &e, &events);
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_HIGH, 0));
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_LOW, 0));
  assert_point (&events, FL_FLUME_POINT_JOKER, 0, 2, 0, NULL);
  assert_point (&events, FL_FLUME_POINT_JOKER, 1, 2, 0, NULL);
  /* A♠ took the last trick for seat 0: 4 card points against none. The
   * bidder's side lost it: the point goes to the first of the other side
   * from the dealer's left, seat 2. */
  assert_point (&events, FL_FLUME_POINT_GAME, 0, 2, 0, NULL);
}

/* 004 S7: the jack of trumps as the highest trump in play is high and the
 * right bower; S2: the lowest trump, the 10, is low. */
static void
test_points_jack_high (void)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_CLUBS, .bidder = 0, .bid = 3, .leader = 0,
    .played = { "JC", "10C", "2D", "JKL" },
    .won = { "JC 10C 2D JKL", NULL, NULL, NULL },
    .last = { "5H", "6H", "7H", "8H" },            /* seats 0, 1, 2, 3 */
  };
  FlFlumeState state;
  FlEvents events;
  const FlEvent *score;

  play_ending (&state, &e, &events);
  assert_point (&events, FL_FLUME_POINT_HIGH, 0, 0, 0, "JC");
  assert_point (&events, FL_FLUME_POINT_RIGHT_BOWER, 0, 0, 0, "JC");
  assert_point (&events, FL_FLUME_POINT_LOW, 0, 1, 1, "10C");
  /* Seat 1's 10♣ went into a trick seat 0 took with J♣. */
  g_assert_cmpint (point_event (&events, FL_FLUME_POINT_LOW, 0)->values[1], ==, 0);
  assert_point (&events, FL_FLUME_POINT_JOKER, 0, 0, 0, "JKL");
  /* Game: seat 0 took J♣ 10♣ (11); seat 3's 8♥ took the last (nothing). */
  assert_point (&events, FL_FLUME_POINT_GAME, 0, 0, 0, NULL);
  score = fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0);
  g_assert_cmpint (score->values[1], ==, 4);
  g_assert_cmpint (score->values[2], ==, 1);
}

/* 004 S6: equal card points: no game point. */
static void
test_points_game_tied (void)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_SPADES, .bidder = 1, .bid = 3, .leader = 1,
    .played = { "5C", "AC", "6C", "7C" },
    .won = { NULL, "5C AC 6C 7C", NULL, NULL },
    .last = { "2D", "AD", "5D", "6D" },            /* seats 1, 2, 3, 0 */
  };
  FlFlumeState state;
  FlEvents events;
  const FlEvent *tie;

  play_ending (&state, &e, &events);
  g_assert_null (point_or_null (&events, FL_FLUME_POINT_GAME, 0));
  tie = point_event (&events, FL_FLUME_POINT_GAME_TIED, 0);
  g_assert_nonnull (tie);
  g_assert_cmpint (tie->values[1], ==, 4);
  g_assert_cmpint (tie->values[2], ==, 4);
  /* No trump in play either: no point at all; bid 3 lost. */
  g_assert_cmpuint (fl_test_count_events (&events, FL_FLUME_EVENT_POINT), ==, 1);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0)->values[3], ==, -3);
}

/* ---- G: winning --------------------------------------------------------------- */

/*
 * Spades trumps. Seat 1's side takes high (A♠), low (2♠, played by seat 3)
 * and game (A♠ and 10♥: 14 against 2); seat 0's side the right bower, the
 * left bower and the high joker: 3 points each.
 */
static Ending
three_each (int bidder,
            int bid_value,
            int side0,
            int side1)
{
  Ending e = {
    .players = 4, .trump = FL_SUIT_SPADES, .bidder = bidder, .bid = bid_value, .leader = 0,
    .played = { "6D JS 8D", "AS 9D 5H", "5D JC 6H", "2S 7D JKH" },
    .won = { "JS 5H 6H JKH", "AS 5D 2S 6D", "JC 7D 8D 9D", NULL },
    .last = { "7H", "10H", "8H", "9H" },           /* seats 0, 1, 2, 3 */
    .totals = { side0, side1, side0, side1 },
  };

  return e;
}

static void
test_winning_four (void)
{
  FlFlumeState state;
  FlEvents events;
  Ending e;
  int totals[4];

  /* The points first: 3 each. */
  e = three_each (1, 3, 0, 0);
  play_ending (&state, &e, &events);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0)->values[1], ==, 3);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0)->values[2], ==, 3);
  assert_point (&events, FL_FLUME_POINT_LOW, 0, 3, 1, "2S");
  g_assert_cmpuint (RULES->winners (&state), ==, 0);

  /* G1: both sides reach 21 with 21: the bidding side wins, whichever. */
  e = three_each (1, 3, 18, 18);
  play_ending (&state, &e, &events);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[0], ==, 21);
  g_assert_cmpint (totals[1], ==, 21);
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_GAME_OVER);
  g_assert_cmpuint (RULES->winners (&state), ==, 0xa);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->values[0], ==, 0xa);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->seat, ==, -1);
  /* The reason says four players, partnerships (G1). */
  g_assert_cmpuint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->reason, ==, 4);

  e = three_each (2, 3, 18, 18);
  play_ending (&state, &e, &events);
  g_assert_cmpuint (RULES->winners (&state), ==, 0x5);

  /* G1: both over 21, the higher total wins though it did not bid. */
  e = three_each (1, 3, 19, 18);
  play_ending (&state, &e, &events);
  g_assert_cmpuint (RULES->winners (&state), ==, 0x5);

  /* S8, G1: the bidding side loses a bid of 4 with 3; the other reaches
   * 21 alone. */
  e = three_each (1, 4, 18, 20);
  play_ending (&state, &e, &events);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[1], ==, 16);
  g_assert_cmpint (totals[0], ==, 21);
  g_assert_cmpuint (RULES->winners (&state), ==, 0x5);

  /* Nobody at 21: the game goes on. */
  e = three_each (1, 3, 17, 17);
  play_ending (&state, &e, &events);
  g_assert_cmpuint (RULES->winners (&state), ==, 0);
  g_assert_cmpint (RULES->phase (&state), ==, FL_PHASE_HAND_OVER);
}

/*
 * Five-handed, hearts trumps, seat 1 bids 3 and called K♥, held by seat 3.
 * Seat 1 takes every trick that counts.
 */
static Ending
five_handed (int        partner,
             const int *totals)
{
  Ending e = {
    .players = 5, .trump = FL_SUIT_HEARTS, .bidder = 1, .bid = 3, .leader = 0,
    .partner = partner, .called = partner >= 0 ? "KH" : "QC",
    .played = { "5C", "AH", "JH", "KH", "JD" },
    .won = { NULL, "5C AH JH KH JD", NULL, NULL, NULL },
    .last = { "10S", "2H", "5S", "6S", "7S" },     /* seats 0, 1, 2, 3, 4 */
  };

  for (int s = 0; s < 5; s++)
    e.totals[s] = totals[s];
  return e;
}

/* 004 V5: each member of a side scores the side's score; G2: the first to
 * 21, ties among the highest to the bidding side, else shared. */
static void
test_winning_five (void)
{
  static const int zero[5] = { 0 };
  static const int tie_bidder[5] = { 10, 17, 20, 17, 10 };
  static const int tie_opponents[5] = { 20, 10, 20, 10, 0 };
  FlFlumeState state;
  FlEvents events;
  const FlEvent *score;
  Ending e;
  int totals[5];

  /* The last trick: 10♠ 2♥ 5♠ 6♠ 7♠; the 2♥ (seat 1) takes it. Seat 1's
   * side (1 and 3): high A♥, low 2♥, right bower (J♥, taken by seat 1),
   * left bower (J♦), game (A♥ 4, K♥ 3, J♥ 1, J♦ 1, 10♠ 10 = 19 to 0): 5. */
  e = five_handed (3, zero);
  play_ending (&state, &e, &events);
  score = fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0);
  g_assert_cmpint (score->values[1], ==, 5);
  g_assert_cmpint (score->values[2], ==, 0);
  g_assert_cmpint (score->values[5], ==, 3);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[1], ==, 5);
  g_assert_cmpint (totals[3], ==, 5);
  g_assert_cmpint (totals[0], ==, 0);
  g_assert_cmpint (totals[2], ==, 0);
  g_assert_cmpint (totals[4], ==, 0);

  /* G2: seats 1 and 3 reach 22, seat 2 stays at 20. */
  e = five_handed (3, tie_bidder);
  play_ending (&state, &e, &events);
  g_assert_cmpuint (RULES->winners (&state), ==, (1u << 1) | (1u << 3));

  /* S8, V5: a bid of 6 lost costs the partner too; the opponents took
   * nothing. */
  e = five_handed (3, tie_opponents);
  e.bid = 6;
  play_ending (&state, &e, &events);
  RULES->scores (&state, totals);
  /* 5 taken, 6 bid: seats 1 and 3 lose 6; the opponents score 0, and
   * nobody reached 21. */
  g_assert_cmpint (totals[0], ==, 20);
  g_assert_cmpint (totals[1], ==, 4);
  g_assert_cmpuint (RULES->winners (&state), ==, 0);
}

/* 004 G2 (reading): tied opponents at the top share the win; a tied player
 * of the bidding side wins before the others. */
static void
test_winning_five_ties (void)
{
  /* Seat 1 bids 3 alone, hearts trumps, and takes nothing: the four
   * others, one side, take high (A♥ by seat 0), low (2♥ by seat 2), the
   * right bower (J♥) and game: 4 each. */
  Ending e = {
    .players = 5, .trump = FL_SUIT_HEARTS, .bidder = 1, .bid = 3, .leader = 0,
    .partner = -1, .called = NULL,
    .played = { "AH", "5C", "JH", "6C", "7C" },
    .won = { "AH 5C JH 6C 7C", NULL, NULL, NULL, NULL },
    .last = { "10S", "5S", "2H", "6S", "7S" },     /* seats 0 … 4 */
    .totals = { 17, 21, 17, 10, 16 },
  };
  FlFlumeState state;
  FlEvents events;
  int totals[5];

  play_ending (&state, &e, &events);
  RULES->scores (&state, totals);
  /* The bidder: 21 − 3 = 18; seats 0 and 2: 21, seat 4: 20, seat 3: 14. */
  g_assert_cmpint (totals[1], ==, 18);
  g_assert_cmpint (totals[0], ==, 21);
  g_assert_cmpint (totals[2], ==, 21);
  g_assert_cmpint (totals[3], ==, 14);
  g_assert_cmpint (totals[4], ==, 20);
  g_assert_cmpuint (RULES->winners (&state), ==, (1u << 0) | (1u << 2));
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->seat, ==, -1);

  /* With the bidder tied at the top instead, the bidder wins alone: the
   * bidder starts at 24 (21 after the lost bid). */
  e.totals[1] = 24;
  play_ending (&state, &e, &events);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[1], ==, 21);
  g_assert_cmpuint (RULES->winners (&state), ==, 1u << 1);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->seat, ==, 1);
  /* Five players, each for themselves (G2). */
  g_assert_cmpuint (fl_test_find_event (&events, FL_FLUME_EVENT_GAME_OVER, 0)->reason, ==, 5);
}

/* ---- V: five-handed, the call ---------------------------------------------- */

static const char *const five_deal[5] = {
  "2C 5C 6C 7C 8C 9C",      /* seat 0, the dealer */
  "AH KH 10C JC QC KC",     /* seat 1, the bidder */
  "QH 5H 6H 7H 8H 9H",      /* seat 2: the queen of hearts */
  "2D 5D 6D 7D 8D 9D",
  "2S 5S 6S 7S 8S 9S",
};

/* V1: bidding and second deal as four-handed; seat 3 discards 2♦. */
static void
five_to_call (FlFlumeState *state)
{
  deal (state, 5, 0, 0, five_deal);
  g_assert_cmpuint (state->n_stock, ==, 16);
  bid (state, 1, 3);
  for (int s = 2; s <= 4; s++)
    bid (state, s, 0);
  bid (state, 0, 0);
  trumps (state, 1, FL_SUIT_HEARTS);
  discard (state, 1, "10C", NULL);
  discard (state, 2, "", NULL);
  discard (state, 3, "2D", NULL);
  discard (state, 4, "", NULL);
  discard (state, 0, "", NULL);
}

/* 004 V2: any card but the bidder's own or own discard; trumps and jokers
 * allowed; or alone. */
static void
test_call_rules (void)
{
  FlFlumeState state;
  FlAction a;
  FlIllegal why;
  FlCardSet own;

  five_to_call (&state);
  g_assert_cmpint (RULES->decision (&state), ==, FL_DECISION_CALL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  own = state.hands[1];

  a = cards_action (FL_ACTION_CALL_CARD, 1, "AH");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_CALL_OWN_CARD);
  g_assert_cmpuint (why.card, ==, card ("AH"));
  a = cards_action (FL_ACTION_CALL_CARD, 1, "10C");
  why = refused (&state, &a, FL_FLUME_ILLEGAL_CALL_OWN_DISCARD);
  g_assert_cmpuint (why.card, ==, card ("10C"));
  for (const char *const *c = (const char *const[]) { "QH", "JD", "JKH", "JKL", "2D", "AS", NULL }; *c; c++)
    if (!(own & FL_CARD_SET_BIT (card (*c))))
      {
        a = cards_action (FL_ACTION_CALL_CARD, 1, *c);
        g_assert_true (RULES->check_action (&state, &a, NULL));
      }
  a = cards_action (FL_ACTION_CALL_CARD, 1, NULL);
  g_assert_true (RULES->check_action (&state, &a, NULL));
  a = cards_action (FL_ACTION_PLAY, 1, "AH");
  refused (&state, &a, FL_FLUME_ILLEGAL_MUST_CALL);
  /* 46 − 6 in hand − 1 discarded, and alone. */
  g_assert_cmpuint (n_legal (&state), ==, 40);
}

/* 004 V3: the holder knows; the others, the bidder too, learn the partner
 * when the called card is played. */
static void
test_call_partner_secret (void)
{
  FlFlumeState state, seen;
  FlEvents events;
  const FlEvent *e;

  five_to_call (&state);
  call (&state, 1, "QH", &events);
  e = fl_test_find_event (&events, FL_FLUME_EVENT_CALL, 0);
  g_assert_nonnull (e);
  g_assert_cmpuint (e->cards[0], ==, card ("QH"));
  g_assert_cmpuint (e->cards_shown_to, ==, 0);
  /* The true sides. */
  g_assert_cmpint (fl_rules_side (RULES, &state, 2), ==, 0);
  g_assert_cmpint (fl_rules_side (RULES, &state, 1), ==, 0);
  g_assert_cmpint (fl_rules_side (RULES, &state, 3), ==, 1);

  /* The bidder knows its own side only. */
  RULES->observe (&state, 1, &seen);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 1), ==, 0);
  for (int s = 0; s < 5; s++)
    if (s != 1)
      g_assert_cmpint (fl_rules_side (RULES, &seen, s), ==, FL_SIDE_UNKNOWN);
  /* An opponent knows it is one, and the bidder's side. */
  RULES->observe (&state, 3, &seen);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 3), ==, 1);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 1), ==, 0);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 2), ==, FL_SIDE_UNKNOWN);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 4), ==, FL_SIDE_UNKNOWN);
  /* The holder knows everyone's. */
  RULES->observe (&state, 2, &seen);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 2), ==, 0);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 4), ==, 1);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 0), ==, 1);

  /* Seat 1 leads A♥; seat 2 must follow with a heart, and plays Q♥. */
  play (&state, 1, "AH", NULL);
  play (&state, 2, "QH", &events);
  e = fl_test_find_event (&events, FL_FLUME_EVENT_PARTNER, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->seat, ==, 2);
  g_assert_cmpint (e->values[0], ==, 1);
  for (int viewer = 0; viewer < 5; viewer++)
    {
      RULES->observe (&state, viewer, &seen);
      g_assert_cmpint (fl_rules_side (RULES, &seen, 2), ==, 0);
      g_assert_cmpint (fl_rules_side (RULES, &seen, 4), ==, 1);
      g_assert_cmpint (fl_rules_side (RULES, &seen, 0), ==, 1);
    }
}

/* Plays the rest of the hand with each seat's lowest legal card. */
static void
finish_hand (FlFlumeState *state,
             FlEvents     *events)
{
  while (RULES->decision (state) == FL_DECISION_PLAY)
    {
      FlAction a[8];

      g_assert_cmpuint (RULES->legal_actions (state, a, G_N_ELEMENTS (a)), >=, 1);
      take (state, &a[0], events);
    }
}

/* 004 V4: a called card out of play (discarded by seat 3) leaves the
 * bidder alone against four; only seat 3 knows before the end. V5: the
 * four opponents each score what they took. */
static void
test_call_out_of_play (void)
{
  FlFlumeState state, seen;
  FlEvents events;
  const FlEvent *e;
  int totals[5];

  five_to_call (&state);
  call (&state, 1, "2D", NULL);
  g_assert_cmpuint (state.partner, ==, FL_FLUME_NONE);
  RULES->observe (&state, 3, &seen);
  for (int s = 0; s < 5; s++)
    g_assert_cmpint (fl_rules_side (RULES, &seen, s), ==, s == 1 ? 0 : 1);
  RULES->observe (&state, 4, &seen);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 2), ==, FL_SIDE_UNKNOWN);
  g_assert_cmpuint (seen.partner, ==, FL_FLUME_HIDDEN);

  finish_hand (&state, &events);
  e = fl_test_find_event (&events, FL_FLUME_EVENT_CALLED_OUT, 0);
  g_assert_nonnull (e);
  g_assert_cmpint (e->seat, ==, 3);
  g_assert_cmpuint (e->cards[0], ==, card ("2D"));
  e = fl_test_find_event (&events, FL_FLUME_EVENT_HAND_SCORE, 0);
  g_assert_cmpint (e->values[5], ==, -1);
  RULES->scores (&state, totals);
  g_assert_cmpint (totals[1], ==, e->values[3]);
  for (int s = 0; s < 5; s++)
    if (s != 1)
      g_assert_cmpint (totals[s], ==, e->values[2]);
  /* Seven points at most, between the two sides. */
  g_assert_cmpint (e->values[1] + e->values[2], <=, 7);
  RULES->observe (&state, 4, &seen);
  g_assert_cmpint (fl_rules_side (RULES, &seen, 2), ==, 1);
}

/* 004 V2, V3: alone, the sides are known to everyone at once. */
static void
test_call_alone (void)
{
  FlFlumeState state, seen;
  FlEvents events;

  five_to_call (&state);
  call (&state, 1, NULL, &events);
  g_assert_cmpint (fl_test_find_event (&events, FL_FLUME_EVENT_CALL, 0)->values[0], ==, 1);
  g_assert_cmpuint (fl_test_find_event (&events, FL_FLUME_EVENT_CALL, 0)->n_cards, ==, 0);
  for (int viewer = 0; viewer < 5; viewer++)
    {
      RULES->observe (&state, viewer, &seen);
      for (int s = 0; s < 5; s++)
        g_assert_cmpint (fl_rules_side (RULES, &seen, s), ==, s == 1 ? 0 : 1);
    }
  finish_hand (&state, &events);
  g_assert_null (fl_test_event_or_null (&events, FL_FLUME_EVENT_CALLED_OUT, 0));
}

/* ---- What a seat sees ---------------------------------------------------- */

/* X1: others' hands, discards and refills and the stock are hidden; counts
 * are not. The worlds sampled from that agree with it. */
static void
test_observe_hidden (void)
{
  FlFlumeState state, seen, world, again;
  FlRng rng;

  five_to_call (&state);
  call (&state, 1, "QH", NULL);
  RULES->observe (&state, 0, &seen);
  g_assert_cmphex (seen.hands[0], ==, state.hands[0]);
  for (int s = 1; s < 5; s++)
    {
      g_assert_cmphex (seen.hands[s], ==, 0);
      g_assert_cmphex (seen.discards[s], ==, 0);
      g_assert_cmphex (seen.received[s], ==, 0);
      g_assert_cmpuint (seen.n_discarded[s], ==, state.n_discarded[s]);
    }
  g_assert_cmpuint (seen.n_stock, ==, state.n_stock);
  for (guint i = 0; i < G_N_ELEMENTS (seen.stock); i++)
    g_assert_cmpuint (seen.stock[i], ==, FL_CARD_NONE);

  fl_rng_init (&rng, 1, 2);
  for (int i = 0; i < 200; i++)
    {
      g_assert_true (RULES->determinize (&seen, &rng, &world));
      /* The bidder never holds the called card, nor discarded it. */
      g_assert_cmphex ((world.hands[1] | world.discards[1]) & cards ("QH"), ==, 0);
      /* Seat 3 discarded one card, not a trump. */
      g_assert_cmpuint (fl_card_set_count (world.discards[3]), ==, 1);
      g_assert_cmphex (world.discards[3] & world.trumps, ==, 0);
      RULES->observe (&world, 0, &again);
      g_assert_cmpmem (&again, sizeof again, &seen, sizeof seen);
    }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/flume/D2-D4/deal", test_deal_sizes);
  g_test_add_func ("/flume/D1/sides-four-handed", test_sides_four);
  g_test_add_func ("/flume/D3/deal-passes-left", test_deal_passes_left);
  g_test_add_func ("/flume/R1/trump-order", test_ranks_trumps);
  g_test_add_func ("/flume/R2/plain-order", test_ranks_plain);
  g_test_add_func ("/flume/B1/round", test_bidding_round);
  g_test_add_func ("/flume/B1/six-ends", test_bidding_six_ends);
  g_test_add_func ("/flume/B2/trumps", test_bidding_trumps);
  g_test_add_func ("/flume/B3/thrown-in", test_bidding_thrown_in);
  g_test_add_func ("/flume/X1/order-and-refill", test_second_deal_order);
  g_test_add_func ("/flume/X2/keep-trumps", test_second_deal_keep_trumps);
  g_test_add_func ("/flume/X3/stock-limit", test_second_deal_stock_limit);
  g_test_add_func ("/flume/P1/first-lead", test_play_first_lead);
  g_test_add_func ("/flume/P2/follow-effective-suit", test_play_follow_effective_suit);
  g_test_add_func ("/flume/P2/left-bower-not-its-suit", test_play_left_bower_not_its_suit);
  g_test_add_func ("/flume/P2/joker-lead", test_play_joker_lead);
  g_test_add_func ("/flume/S1-S8/hand-made", test_hand_made);
  g_test_add_func ("/flume/S8/hand-lost", test_hand_lost);
  g_test_add_func ("/flume/S6/card-points", test_points_card_points);
  g_test_add_func ("/flume/S1-S2-X4/out-of-play", test_points_high_low_out_of_play);
  g_test_add_func ("/flume/S7/lone-trump", test_points_lone_trump);
  g_test_add_func ("/flume/S1/jokers-only", test_points_jokers_only);
  g_test_add_func ("/flume/S7/jack-high", test_points_jack_high);
  g_test_add_func ("/flume/S6/game-tied", test_points_game_tied);
  g_test_add_func ("/flume/G1/four-handed", test_winning_four);
  g_test_add_func ("/flume/V5-G2/five-handed", test_winning_five);
  g_test_add_func ("/flume/G2/ties", test_winning_five_ties);
  g_test_add_func ("/flume/V2/call", test_call_rules);
  g_test_add_func ("/flume/V3/partner-secret", test_call_partner_secret);
  g_test_add_func ("/flume/V4/called-out-of-play", test_call_out_of_play);
  g_test_add_func ("/flume/V2/alone", test_call_alone);
  g_test_add_func ("/flume/X1/observe", test_observe_hidden);

  return g_test_run ();
}
