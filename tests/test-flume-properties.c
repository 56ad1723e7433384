/* test-flume-properties.c: Flume's rules checked over thousands of seeded
 * random hands
 *
 * Each hand is played with random legal actions, four- and five-handed,
 * with random options, and checked at every step against this file's own
 * reading of the rules (004, with the lead developer's labels): the cards
 * are conserved, follow-suit is recomputed from R1 with an effective suit
 * of its own, each trick's winner and the seven points are worked out
 * again from the cards played (P4, S1-S8), the totals follow the hand
 * scores, and every observation hides what its seat may not see, sides
 * included (V3), while the worlds sampled from it agree with it. Every
 * random choice comes from seeded generators, so a failure names a seed
 * that shows it again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "fl-engine.h"
#include "fl-test-scale.h"

#define RULES (&fl_flume_rules)
#define ALL_CARDS G_GUINT64_CONSTANT (0x3fffffffffff)

/* 10,000 hands of each variant, in games of up to five hands. */
#define N_HANDS fl_test_scaled (10000)
#define HANDS_PER_GAME 5

static char failure_context[160];

static void
print_failure_context (int signum)
{
  static const char prefix[] = "# while checking: ";
  ssize_t written;

  written = write (STDERR_FILENO, prefix, sizeof prefix - 1);
  written = write (STDERR_FILENO, failure_context, strlen (failure_context));
  written = write (STDERR_FILENO, "\n", 1);
  (void) written;
  signal (signum, SIG_DFL);
  raise (signum);
}

#define SET_CONTEXT(...) g_snprintf (failure_context, sizeof failure_context, __VA_ARGS__)

static inline FlCardSet
bit (FlCard card)
{
  return G_GUINT64_CONSTANT (1) << card;
}

static guint
count_cards (FlCardSet set)
{
  guint n = 0;

  for (; set != 0; set &= set - 1)
    n++;
  return n;
}

/* ---- This file's own reading of the rules -------------------------------- */

static const FlCardDesc *
desc (FlCard card)
{
  return fl_deck_card (fl_deck_get (FL_DECK_FLUME_46), card);
}

static gboolean
is_joker (FlCard card)
{
  return desc (card)->kind == FL_CARD_KIND_JOKER;
}

static gboolean
is_high_joker (FlCard card)
{
  return is_joker (card) && strcmp (desc (card)->code, "JKH") == 0;
}

/* R1: clubs and spades are black, diamonds and hearts red. */
static guint
same_colour (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return FL_SUIT_SPADES;
    case FL_SUIT_SPADES:
      return FL_SUIT_CLUBS;
    case FL_SUIT_DIAMONDS:
      return FL_SUIT_HEARTS;
    default:
      return FL_SUIT_DIAMONDS;
    }
}

/* R1: the jokers and the jack of trumps' colour belong to trumps. */
static guint
own_suit (FlCard card,
          guint  trump)
{
  const FlCardDesc *d = desc (card);

  if (d->kind == FL_CARD_KIND_JOKER)
    return trump;
  if (d->rank == FL_RANK_JACK && d->suit == same_colour (trump))
    return trump;
  return d->suit;
}

static gboolean
own_is_trump (FlCard card,
              guint  trump)
{
  return own_suit (card, trump) == trump;
}

/* R1, high to low: A K Q, right bower, left bower, 10 9 8 7 6 5 2, high
 * joker, low joker. */
static int
own_trump_order (FlCard card,
                 guint  trump)
{
  const FlCardDesc *d = desc (card);

  if (d->kind == FL_CARD_KIND_JOKER)
    return is_high_joker (card) ? 1 : 0;
  if (d->rank == FL_RANK_JACK)
    return d->suit == trump ? 20 : 19;
  if (d->rank >= FL_RANK_QUEEN)
    return 20 + (int) d->rank;          /* Q 32, K 33, A 34 */
  return (int) d->rank;                 /* 2, 5 … 10 */
}

/* P4: the position of the winning card. */
static guint
own_winner (const FlCard *trick,
            guint         n,
            guint         trump)
{
  guint led = own_suit (trick[0], trump);
  int best = -1;
  guint at = 0;

  for (guint i = 0; i < n; i++)
    {
      int value = -1;

      if (own_is_trump (trick[i], trump))
        value = 100 + own_trump_order (trick[i], trump);
      else if (own_suit (trick[i], trump) == led)
        value = (int) desc (trick[i])->rank;
      if (value > best)
        best = value, at = i;
    }
  return at;
}

/* S6: A 4, K 3, Q 2, J 1, 10 10. */
static int
own_card_points (FlCard card)
{
  switch (desc (card)->kind == FL_CARD_KIND_JOKER ? 0 : desc (card)->rank)
    {
    case FL_RANK_ACE:
      return 4;
    case FL_RANK_KING:
      return 3;
    case FL_RANK_QUEEN:
      return 2;
    case FL_RANK_JACK:
      return 1;
    case 10:
      return 10;
    default:
      return 0;
    }
}

/* What the test follows of one hand, from the events. */
typedef struct
{
  guint   players;
  int     trump;
  int     bidder;
  int     bid;
  guint   partners;                /* the bidder's side, a bit per seat */
  FlCard  called;
  gboolean revealed;
  FlCard  trick[5];
  guint   trick_seats[5];
  guint   n_trick;
  int     played_by[64];
  int     taken_by[64];
  int     totals_before[5];
} Hand;

static int
own_side (const Hand *hand,
          guint       seat)
{
  if (hand->players == 4)
    return (int) (seat & 1);
  return (hand->partners & (1u << seat)) ? 0 : 1;
}

static void
hand_reset (Hand  *hand,
            guint  players)
{
  memset (hand, 0, sizeof *hand);
  hand->players = players;
  hand->trump = -1;
  hand->bidder = -1;
  hand->called = FL_CARD_NONE;
  for (guint c = 0; c < 64; c++)
    hand->played_by[c] = hand->taken_by[c] = -1;
}

/* S1-S8 from the cards played and taken: the points of each side. */
static void
own_points (const Hand *hand,
            int        *points,
            guint      *n_points)
{
  int high = -1, low = -1, cp[2] = { 0, 0 };

  points[0] = points[1] = 0;
  *n_points = 0;
  for (FlCard c = 0; c < 46; c++)
    {
      if (hand->played_by[c] < 0)
        continue;          /* X4: out of play */
      cp[own_side (hand, hand->taken_by[c])] += own_card_points (c);
      if (!own_is_trump (c, hand->trump))
        continue;
      if (is_joker (c))
        {
          /* S5 */
          points[own_side (hand, hand->taken_by[c])]++, (*n_points)++;
          continue;
        }
      if (high < 0 || own_trump_order (c, hand->trump) > own_trump_order (high, hand->trump))
        high = c;
      if (low < 0 || own_trump_order (c, hand->trump) < own_trump_order (low, hand->trump))
        low = c;
      /* S3, S4: the bowers go with the trick. */
      if (desc (c)->rank == FL_RANK_JACK)
        points[own_side (hand, hand->taken_by[c])]++, (*n_points)++;
    }
  /* S1, S2, S7: to the side of the player who played it. */
  if (high >= 0)
    {
      points[own_side (hand, hand->played_by[high])]++, (*n_points)++;
      points[own_side (hand, hand->played_by[low])]++, (*n_points)++;
    }
  /* S6: the greater total, none on a tie. */
  if (cp[0] != cp[1])
    points[cp[0] > cp[1] ? 0 : 1]++, (*n_points)++;
}

/* ---- The checks ----------------------------------------------------------- */

/* The 46 cards, each in exactly one place. */
static void
check_conserved (const FlFlumeState *state)
{
  FlCardSet seen = 0;
  guint total = 0;

  for (guint s = 0; s < state->n_players; s++)
    {
      FlCardSet places[] = { state->hands[s], state->discards[s], state->played[s] };

      for (guint i = 0; i < G_N_ELEMENTS (places); i++)
        {
          g_assert_cmphex (seen & places[i], ==, 0);
          seen |= places[i];
          total += count_cards (places[i]);
        }
    }
  for (guint i = 0; i < state->n_stock; i++)
    {
      g_assert_cmphex (seen & bit (state->stock[i]), ==, 0);
      seen |= bit (state->stock[i]);
      total++;
    }
  g_assert_cmphex (seen, ==, ALL_CARDS);
  g_assert_cmpuint (total, ==, 46);

  /* Tricks taken and the current trick are the cards played. */
  {
    FlCardSet played = 0, taken = 0, current = 0;

    for (guint s = 0; s < state->n_players; s++)
      played |= state->played[s], taken |= state->won[s];
    if (state->phase == FL_FLUME_PHASE_PLAY)
      for (guint i = 0; i < state->n_played; i++)
        current |= bit (state->tricks[state->trick][i]);
    g_assert_cmphex (taken & current, ==, 0);
    g_assert_cmphex (taken | current, ==, played);
  }
}

/* P2, P3 with R1's effective suit, for every card of the hand to play. */
static void
check_follow (const FlFlumeState *state)
{
  guint seat = state->to_act;
  FlCardSet hand = state->hands[seat];
  gboolean holds_led = FALSE;
  guint led = 0;

  if (state->n_played > 0)
    {
      led = own_suit (state->tricks[state->trick][0], state->trump);
      for (FlCardSet h = hand; h; h &= h - 1)
        holds_led |= own_suit (fl_card_set_lowest (h), state->trump) == led;
    }

  for (FlCard c = 0; c < 46; c++)
    {
      FlAction a;
      gboolean expected;
      FlIllegal why;

      fl_action_init (&a, FL_ACTION_PLAY, seat);
      a.n_cards = 1;
      a.cards[0] = c;
      if (!(hand & bit (c)))
        expected = FALSE;
      else
        expected = state->n_played == 0 || !holds_led || own_suit (c, state->trump) == led;
      g_assert_cmpint (RULES->check_action (state, &a, &why), ==, expected);
      if (!expected && (hand & bit (c)))
        {
          g_assert_cmpuint (why.rule, ==, FL_FLUME_ILLEGAL_MUST_FOLLOW);
          g_assert_cmpint (why.values[0], ==, (int) led);
        }
    }
}

/* What @viewer sees hides every other hand, discard and refill, the stock
 * and the generator; V3: the partner's side stays unknown to everyone but
 * the holder until the called card shows. A world sampled from it agrees
 * with it. */
static void
check_observation (const FlFlumeState *state,
                   const Hand         *hand,
                   guint               viewer,
                   FlRng              *rng)
{
  FlFlumeState seen, world, again;
  FlCards known;
  FlCardSet allowed;
  static const FlRng zero;

  RULES->observe (state, (int) viewer, &seen);
  g_assert_cmpmem (&seen.rng, sizeof seen.rng, &zero, sizeof zero);
  for (guint i = 0; i < G_N_ELEMENTS (seen.stock); i++)
    g_assert_cmpuint (seen.stock[i], ==, FL_CARD_NONE);
  g_assert_cmpuint (seen.n_stock, ==, state->n_stock);
  for (guint s = 0; s < state->n_players; s++)
    if (s != viewer)
      {
        g_assert_cmphex (seen.hands[s] | seen.discards[s] | seen.received[s], ==, 0);
        g_assert_cmpuint (seen.n_discarded[s], ==, state->n_discarded[s]);
      }

  /* Nothing known but one's own cards, the called card and the cards
   * played. */
  RULES->known_cards (&seen, (int) viewer, &known);
  allowed = state->hands[viewer] | state->discards[viewer];
  for (guint s = 0; s < state->n_players; s++)
    allowed |= state->played[s];
  if (state->called != FL_CARD_NONE)
    allowed |= bit (state->called);     /* V2: named aloud */
  g_assert_cmphex (known.words[0] & ~allowed, ==, 0);

  /* V3, V4: sides as the viewer may know them. */
  if (state->n_players == 5 && hand->bidder >= 0 && state->phase >= FL_FLUME_PHASE_PLAY &&
      state->phase != FL_FLUME_PHASE_OVER)
    for (guint s = 0; s < 5; s++)
      {
        int side = fl_rules_side (RULES, &seen, (int) s);
        gboolean holder = (hand->partners & (1u << viewer)) && viewer != (guint) hand->bidder;
        gboolean discarder = hand->called != FL_CARD_NONE && (state->discards[viewer] & bit (hand->called));
        gboolean secret = hand->called != FL_CARD_NONE && !hand->revealed &&
                          state->phase == FL_FLUME_PHASE_PLAY && !holder && !discarder;

        if (secret && s != viewer && (int) s != hand->bidder)
          g_assert_cmpint (side, ==, FL_SIDE_UNKNOWN);
        else
          g_assert_cmpint (side, ==, own_side (hand, s));
      }

  /* Worlds are sampled at one step in eight for each seat: each costs a
   * hundred microseconds or so, and a hand has some 30 steps. */
  if (state->phase == FL_FLUME_PHASE_OVER || fl_rng_below (rng, 8) != 0)
    return;
  g_assert_true (RULES->determinize (&seen, rng, &world));
  check_conserved (&world);
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_cmpuint (count_cards (world.hands[s]), ==, count_cards (state->hands[s]));
      g_assert_cmpuint (count_cards (world.discards[s]), ==, state->n_discarded[s]);
      /* P2: a void shown is respected. */
      for (FlCardSet h = world.hands[s]; h; h &= h - 1)
        g_assert_false (state->voids[s] & (1u << own_suit (fl_card_set_lowest (h), state->trump)));
    }
  /* V2: the bidder never holds the called card. */
  if (hand->called != FL_CARD_NONE && hand->bidder >= 0)
    g_assert_cmphex ((world.hands[hand->bidder] | world.discards[hand->bidder]) & bit (hand->called), ==, 0);
  RULES->observe (&world, (int) viewer, &again);
  g_assert_cmpmem (&again, sizeof again, &seen, sizeof seen);
}

/* Follows an applied action's events: trumps, the call, each trick's
 * winner (P4, checked), and at the end of the hand the points and scores
 * (S1-S8, checked). */
static void
follow_events (const FlFlumeState *before,
               const FlFlumeState *after,
               const FlEvents     *events,
               Hand               *hand)
{
  for (guint i = 0; i < events->n_events; i++)
    {
      const FlEvent *e = &events->events[i];

      switch (e->kind)
        {
        case FL_FLUME_EVENT_THROWN_IN:
          {
            /* B3: the hand starts again, the totals as they were. */
            int totals[5];

            memcpy (totals, hand->totals_before, sizeof totals);
            hand_reset (hand, hand->players);
            memcpy (hand->totals_before, totals, sizeof totals);
          }
          break;
        case FL_FLUME_EVENT_TRUMP:
          hand->trump = e->values[0];
          hand->bidder = e->seat;
          hand->bid = e->values[1];
          hand->partners = 1u << e->seat;
          break;
        case FL_FLUME_EVENT_CALL:
          if (e->n_cards == 1)
            {
              hand->called = e->cards[0];
              for (guint s = 0; s < hand->players; s++)
                if (before->hands[s] & bit (e->cards[0]))
                  hand->partners |= 1u << s;
            }
          break;
        case FL_FLUME_EVENT_PARTNER:
          g_assert_cmpuint (e->cards[0], ==, hand->called);
          g_assert_true (hand->partners & (1u << e->seat));
          hand->revealed = TRUE;
          break;
        case FL_FLUME_EVENT_PLAY:
          hand->played_by[e->cards[0]] = e->seat;
          hand->trick[hand->n_trick] = e->cards[0];
          hand->trick_seats[hand->n_trick++] = e->seat;
          break;
        case FL_FLUME_EVENT_TRICK:
          {
            guint w = own_winner (hand->trick, hand->n_trick, hand->trump);

            g_assert_cmpuint (hand->n_trick, ==, hand->players);
            g_assert_cmpint (e->seat, ==, (int) hand->trick_seats[w]);
            for (guint k = 0; k < hand->n_trick; k++)
              hand->taken_by[hand->trick[k]] = e->seat;
            hand->n_trick = 0;
          }
          break;
        case FL_FLUME_EVENT_HAND_SCORE:
          {
            int points[2], score[2];
            guint n_points, n_point_events = 0;
            int bs = own_side (hand, hand->bidder);

            own_points (hand, points, &n_points);
            for (guint k = 0; k < events->n_events; k++)
              n_point_events += events->events[k].kind == FL_FLUME_EVENT_POINT &&
                                events->events[k].reason != FL_FLUME_POINT_GAME_TIED;
            g_assert_cmpuint (n_point_events, ==, n_points);
            g_assert_cmpint (e->values[1], ==, points[bs]);
            g_assert_cmpint (e->values[2], ==, points[1 - bs]);
            g_assert_cmpint (points[0] + points[1], <=, 7);
            /* S8 */
            score[bs] = points[bs] >= hand->bid ? points[bs] : -hand->bid;
            score[1 - bs] = points[1 - bs];
            for (guint s = 0; s < hand->players; s++)
              g_assert_cmpint (after->totals[s] - hand->totals_before[s], ==, score[own_side (hand, s)]);
          }
          break;
        default:
          break;
        }
    }
}

/* Plays and checks one hand of @state; returns FALSE when the game ended. */
static gboolean
play_hand (FlFlumeState *state,
           FlRng        *rng,
           FlRng        *world_rng)
{
  FlFlumeState start, before;
  FlRng start_rng = *rng;
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  g_autoptr (GArray) fused = g_array_new (FALSE, FALSE, sizeof (FlFlumeState));
  Hand hand;
  guint hand_number = (guint) RULES->hand_number (state);

  memcpy (&start, state, sizeof start);
  hand_reset (&hand, state->n_players);
  memcpy (hand.totals_before, state->totals, sizeof hand.totals_before);

  while (RULES->hand_number (state) == (int) hand_number && RULES->phase (state) != FL_PHASE_GAME_OVER)
    {
      FlAction action, legal[FL_MAX_LEGAL_ACTIONS];
      guint n_legal = RULES->legal_actions (state, legal, G_N_ELEMENTS (legal));

      check_conserved (state);
      g_assert_cmpuint (n_legal, >=, 1);
      for (guint i = 0; i < n_legal; i++)
        g_assert_true (RULES->check_action (state, &legal[i], NULL));
      if (state->phase == FL_FLUME_PHASE_PLAY)
        check_follow (state);
      for (guint s = 0; s < state->n_players; s++)
        check_observation (state, &hand, s, world_rng);

      /* From every point of the hand, the middle of a trick too (a
       * bot's playouts start there), random_playout() ends the hand as
       * the actions below do. */
      {
        FlFlumeState copy = *state;
        FlRng copy_rng = *rng;

        RULES->random_playout (&copy, &copy_rng, (int) hand_number + 1);
        g_array_append_val (fused, copy);
      }

      RULES->random_action (state, rng, &action);
      g_assert_true (RULES->check_action (state, &action, NULL));
      memcpy (&before, state, sizeof before);
      events->n_events = 0;
      RULES->apply (state, &action, events);
      follow_events (&before, state, events, &hand);
    }
  check_conserved (state);
  for (guint s = 0; s < state->n_players; s++)
    check_observation (state, &hand, s, world_rng);

  /* random_playout() makes the same moves as random_action() and apply(). */
  RULES->random_playout (&start, &start_rng, (int) hand_number + 1);
  g_assert_cmpmem (&start, sizeof start, state, sizeof *state);
  for (guint i = 0; i < fused->len; i++)
    g_assert_cmpmem (&g_array_index (fused, FlFlumeState, i), sizeof start, state, sizeof *state);

  return RULES->phase (state) != FL_PHASE_GAME_OVER;
}

static void
test_random_hands (gconstpointer data)
{
  int players = GPOINTER_TO_INT (data);
  guint n_hands = 0;
  guint n_games_over = 0;

  for (guint game = 0; n_hands < N_HANDS; game++)
    {
      FlOptions options;
      FlFlumeState state;
      FlRng rng, world_rng;

      fl_rng_init (&rng, game, (guint64) players);
      fl_rng_init (&world_rng, game, 100 + (guint64) players);
      fl_rules_default_options (RULES, &options);
      options.values[FL_FLUME_OPTION_PLAYERS] = players;
      options.values[FL_FLUME_OPTION_LEADER] = (int) fl_rng_below (&rng, 2);
      options.values[FL_FLUME_OPTION_DISCARDS] = (int) fl_rng_below (&rng, 2);
      g_assert_true (fl_rules_validate_options (RULES, &options, NULL));
      RULES->new_game (&state, &options, game);

      for (guint h = 0; h < HANDS_PER_GAME && n_hands < N_HANDS; h++)
        {
          gboolean going_on;

          SET_CONTEXT ("%d players, game %u, hand %u", players, game, h);
          going_on = play_hand (&state, &rng, &world_rng);
          n_hands++;
          if (!going_on)
            {
              guint winners = RULES->winners (&state);
              int best = G_MININT;

              /* G1, G2: someone reached 21, and the winners have the best
               * total. */
              n_games_over++;
              for (guint s = 0; s < state.n_players; s++)
                best = MAX (best, state.totals[s]);
              g_assert_cmpint (best, >=, 21);
              g_assert_cmpuint (winners, !=, 0);
              for (guint s = 0; s < state.n_players; s++)
                if (winners & (1u << s))
                  g_assert_cmpint (state.totals[s], ==, best);
              break;
            }
        }
    }

  g_test_message ("%u hands, %u games over", n_hands, n_games_over);
  if (players == 5)
    g_assert_cmpuint (n_games_over, >, 0);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  signal (SIGABRT, print_failure_context);
  signal (SIGTRAP, print_failure_context);

  g_test_add_data_func ("/flume/properties/four-handed", GINT_TO_POINTER (4), test_random_hands);
  g_test_add_data_func ("/flume/properties/five-handed", GINT_TO_POINTER (5), test_random_hands);

  return g_test_run ();
}
