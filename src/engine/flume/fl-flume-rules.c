/* fl-flume-rules.c: the rules of Flume on its plain state
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt ("004"); the rule labels
 * the comments cite (D1 …, R1 …, B1 …, X1 …, V1 …, P1 …, S1 …, G1 …) and
 * the readings of its gaps are the lead developer's (seeds/flume.md).
 *
 * This file holds the options, the deal, apply with its events, random
 * play and the FlRules table; fl-flume-legal.c the legal actions and the
 * refusals, fl-flume-determinize.c what a seat sees.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flume-bot.h"
#include "fl-flume-rules-private.h"
#include "fl-flume-table.h"
#include "fl-flume-words.h"

static const FlOptionChoice leader_choices[] = {
  [FL_FLUME_LEADER_DEALER_LEFT] = { "dealer-left", NC_("option value", "The dealer’s left") },
  [FL_FLUME_LEADER_BIDDER] = { "bidder", NC_("option value", "The bidder") },
};

static const FlOptionChoice discards_choices[] = {
  [FL_FLUME_DISCARDS_NON_TRUMPS] = { "non-trumps", NC_("option value", "Only cards that are not trumps") },
  [FL_FLUME_DISCARDS_ANY] = { "any", NC_("option value", "Any cards") },
};

static const FlOptionDesc flume_options[] = {
  [FL_FLUME_OPTION_PLAYERS] = {
    "players", FL_OPTION_INT,
    NC_("option", "Players"),
    NC_("option", "Four players in two partnerships, or five, each for themselves, where the bidder calls a card to choose a partner."),
    4, 5, 1, 4, NULL, 0,
  },
  [FL_FLUME_OPTION_LEADER] = {
    "leader", FL_OPTION_CHOICE,
    NC_("option", "First lead"),
    NC_("option", "Who leads to the first trick: the player on the dealer’s left, as the rules say, or the bidder."),
    0, 1, 1, FL_FLUME_LEADER_DEALER_LEFT, leader_choices, G_N_ELEMENTS (leader_choices),
  },
  [FL_FLUME_OPTION_DISCARDS] = {
    "discards", FL_OPTION_CHOICE,
    NC_("option", "Discards"),
    NC_("option", "Which cards a player may discard before the second deal: only cards that are not trumps, or any."),
    0, 1, 1, FL_FLUME_DISCARDS_NON_TRUMPS, discards_choices, G_N_ELEMENTS (discards_choices),
  },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flume_options) == FL_FLUME_N_OPTIONS);
G_STATIC_ASSERT (FL_FLUME_N_OPTIONS <= FL_MAX_OPTIONS);
G_STATIC_ASSERT (sizeof (FlFlumeState) <= 512);

static guint
flume_n_seats (const FlOptions *options)
{
  return (guint) options->values[FL_FLUME_OPTION_PLAYERS];
}

/* D3: six cards to each player from the dealer's left; the rest, 22 or
 * 16, are the stock, whose top is its last card. */
static void
deal_hand (FlFlumeState *state)
{
  guint8 pack[FL_FLUME_N_CARDS];
  guint n = state->n_players;
  guint seat = flume_next_seat (state, state->dealer);

  for (guint i = 0; i < FL_FLUME_N_CARDS; i++)
    pack[i] = (guint8) i;
  fl_rng_shuffle (&state->rng, pack, FL_FLUME_N_CARDS);

  memset (state->hands, 0, sizeof state->hands);
  memset (state->discards, 0, sizeof state->discards);
  memset (state->received, 0, sizeof state->received);
  memset (state->played, 0, sizeof state->played);
  memset (state->won, 0, sizeof state->won);
  for (guint p = 0; p < n; p++, seat = flume_next_seat (state, seat))
    {
      FlCardSet hand = 0;

      for (guint k = 0; k < FL_FLUME_HAND_SIZE; k++)
        hand |= FL_CARD_SET_BIT (pack[p * FL_FLUME_HAND_SIZE + k]);
      state->hands[seat] = hand;
    }
  state->n_stock = (guint8) (FL_FLUME_N_CARDS - n * FL_FLUME_HAND_SIZE);
  memset (state->stock, FL_CARD_NONE, sizeof state->stock);
  memcpy (state->stock, pack + n * FL_FLUME_HAND_SIZE, state->n_stock);

  state->phase = FL_FLUME_PHASE_BID;
  state->to_act = (guint8) flume_next_seat (state, state->dealer);
  state->bid = 0;
  state->bidder = FL_FLUME_NONE;
  state->trump = 0;
  state->trumps = 0;
  state->called = FL_CARD_NONE;
  state->alone = 0;
  state->partner = FL_FLUME_NONE;
  state->revealed = 0;
  state->trick = 0;
  state->n_played = 0;
  state->led_suit = 0;
  state->led_cards = 0;
  state->best = 0;
  state->best_power = 0;
  memset (state->n_discarded, 0, sizeof state->n_discarded);
  memset (state->n_received, 0, sizeof state->n_received);
  memset (state->bids, 0, sizeof state->bids);
  memset (state->voids, 0, sizeof state->voids);
  memset (state->leaders, 0, sizeof state->leaders);
  memset (state->tricks, 0, sizeof state->tricks);
}

static void
flume_new_game (void            *data,
                const FlOptions *options,
                guint64          seed)
{
  FlFlumeState *state = data;

  memset (state, 0, sizeof *state);
  fl_rng_init (&state->rng, seed, FLUME_STREAM);
  state->n_players = (guint8) CLAMP (options->values[FL_FLUME_OPTION_PLAYERS], 4, FL_FLUME_MAX_PLAYERS);
  state->leader_option = (guint8) options->values[FL_FLUME_OPTION_LEADER];
  state->discards_option = (guint8) options->values[FL_FLUME_OPTION_DISCARDS];
  state->viewer = FL_FLUME_FULL_VIEW;
  state->dealer = 0;
  state->winners = 0;
  deal_hand (state);
}

/* A first deal chosen in advance: six cards to each player, before any
 * bid. The cards of no hand make the stock, those the seed put there
 * first in its order, then the others from the lowest; the stock deals
 * from its end. */
static gboolean
flume_set_deal (void         *data,
                const FlDeal *deal)
{
  FlFlumeState *state = data;
  guint sizes[FL_FLUME_MAX_PLAYERS];
  FlCards dealt;
  FlCardSet in_hands;
  FlCardSet rest;
  guint n = 0;

  for (guint s = 0; s < FL_FLUME_MAX_PLAYERS; s++)
    sizes[s] = FL_FLUME_HAND_SIZE;
  if (state->phase != FL_FLUME_PHASE_BID || state->bidder != FL_FLUME_NONE ||
      state->bids[state->to_act] != 0 || state->hand != 0 || state->viewer != FL_FLUME_FULL_VIEW ||
      !fl_deal_check (deal, FL_FLUME_N_CARDS, state->n_players, sizes, &dealt) ||
      !fl_cards_to_set (&dealt, &in_hands))
    return FALSE;

  rest = FL_FLUME_ALL_CARDS & ~in_hands;
  for (guint i = 0; i < state->n_stock; i++)
    if (rest & FL_CARD_SET_BIT (state->stock[i]))
      {
        FlCard card = state->stock[i];

        rest &= ~FL_CARD_SET_BIT (card);
        state->stock[n++] = card;
      }
  for (; rest; rest &= rest - 1)
    state->stock[n++] = fl_card_set_lowest (rest);
  g_assert (n == state->n_stock);

  for (guint s = 0; s < state->n_players; s++)
    state->hands[s] = deal->hands[s].words[0];
  return TRUE;
}

static FlPhase
flume_phase (const void *data)
{
  const FlFlumeState *state = data;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
    case FL_FLUME_PHASE_TRUMP:
    case FL_FLUME_PHASE_DISCARD:
    case FL_FLUME_PHASE_CALL:
      return FL_PHASE_BIDDING;
    case FL_FLUME_PHASE_PLAY:
      return FL_PHASE_PLAYING;
    case FL_FLUME_PHASE_HAND_OVER:
      return FL_PHASE_HAND_OVER;
    case FL_FLUME_PHASE_OVER:
    default:
      return FL_PHASE_GAME_OVER;
    }
}

int
_fl_flume_current_seat (const void *data)
{
  const FlFlumeState *state = data;

  return state->phase == FL_FLUME_PHASE_OVER ? -1 : state->to_act;
}

static FlDecisionKind
flume_decision (const void *data)
{
  const FlFlumeState *state = data;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      return FL_DECISION_BID;
    case FL_FLUME_PHASE_TRUMP:
      return FL_DECISION_CHOOSE_SUIT;
    case FL_FLUME_PHASE_DISCARD:
      return FL_DECISION_DISCARD;
    case FL_FLUME_PHASE_CALL:
      return FL_DECISION_CALL;
    case FL_FLUME_PHASE_PLAY:
      return FL_DECISION_PLAY;
    case FL_FLUME_PHASE_HAND_OVER:
      return FL_DECISION_CONTINUE;
    case FL_FLUME_PHASE_OVER:
    default:
      return FL_DECISION_NONE;
    }
}

/* S6: A 4, K 3, Q 2, J 1 (bowers too), 10 10; the rest and the jokers 0.
 * Only a suit's five highest cards count: their card points by the five
 * bits, 10 J Q K A from the lowest. */
#define TOP_POINTS(m) (10 * ((m) & 1) + ((m) >> 1 & 1) + 2 * ((m) >> 2 & 1) + 3 * ((m) >> 3 & 1) + 4 * ((m) >> 4 & 1))
#define TOP_POINTS4(m) TOP_POINTS (m), TOP_POINTS ((m) + 1), TOP_POINTS ((m) + 2), TOP_POINTS ((m) + 3)
#define TOP_POINTS16(m) TOP_POINTS4 (m), TOP_POINTS4 ((m) + 4), TOP_POINTS4 ((m) + 8), TOP_POINTS4 ((m) + 12)

static const guint8 top_points[32] = { TOP_POINTS16 (0), TOP_POINTS16 (16) };

guint
fl_flume_card_points (FlCardSet cards)
{
  guint points = 0;

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    points += top_points[(cards >> (suit * FL_FLUME_SUIT_SIZE + FL_FLUME_INDEX_TEN)) & 0x1f];
  return points;
}

/* P4, R1: how strongly each card plays with each suit as trumps: a
 * trump 32 and its rank (fl_flume_trump_rank()), any other card 16 and
 * its index, which counts only when it follows the suit led. */
#define POWER(trump, card) \
  ((card) >= FL_FLUME_JOKER_LOW ? 32 + (card) - FL_FLUME_JOKER_LOW \
   : (card) == FL_FLUME_CARD (3 - (trump), FL_FLUME_INDEX_JACK) ? 32 + 9 \
   : (card) / FL_FLUME_SUIT_SIZE != (trump) ? 16 + (card) % FL_FLUME_SUIT_SIZE \
   : (card) % FL_FLUME_SUIT_SIZE <= FL_FLUME_INDEX_TEN ? 32 + 2 + (card) % FL_FLUME_SUIT_SIZE \
   : 32 + 3 + (card) % FL_FLUME_SUIT_SIZE)
#define POWER_SUIT(trump, suit) \
  POWER (trump, (suit) * 11), POWER (trump, (suit) * 11 + 1), POWER (trump, (suit) * 11 + 2), \
  POWER (trump, (suit) * 11 + 3), POWER (trump, (suit) * 11 + 4), POWER (trump, (suit) * 11 + 5), \
  POWER (trump, (suit) * 11 + 6), POWER (trump, (suit) * 11 + 7), POWER (trump, (suit) * 11 + 8), \
  POWER (trump, (suit) * 11 + 9), POWER (trump, (suit) * 11 + 10)
#define POWER_ROW(trump) \
  { POWER_SUIT (trump, 0), POWER_SUIT (trump, 1), POWER_SUIT (trump, 2), POWER_SUIT (trump, 3), \
    POWER (trump, FL_FLUME_JOKER_LOW), POWER (trump, FL_FLUME_JOKER_HIGH) }

static const guint8 power_table[FL_N_SUITS][FL_FLUME_N_CARDS] = {
  POWER_ROW (0), POWER_ROW (1), POWER_ROW (2), POWER_ROW (3),
};

/* P4: how strongly @card plays to a trick whose led suit is @led_cards:
 * a trump above any card of the suit led, any other card nothing. */
static inline guint
flume_power (const FlFlumeState *state,
             FlCardSet           led_cards,
             FlCard              card)
{
  return ((state->trumps | led_cards) & FL_CARD_SET_BIT (card)) ? power_table[state->trump][card] : 0;
}

/**
 * fl_flume_trick_winner:
 * @cards: a trick's cards in play order
 * @n_cards: how many (four or five)
 * @trump: the trump suit
 * @reason: (out): why it wins
 *
 * Returns: the position in @cards of the card that wins the trick (P4)
 */
guint
fl_flume_trick_winner (const guint8       *cards,
                       guint               n_cards,
                       guint               trump,
                       FlFlumeTrickReason *reason)
{
  FlFlumeState state = { .trump = (guint8) trump, .trumps = fl_flume_trump_cards (trump) };
  FlCardSet led = fl_flume_suit_cards (trump, fl_flume_effective_suit (cards[0], trump));
  guint best = 0, best_power = 0;

  g_return_val_if_fail (n_cards >= 1 && trump < FL_N_SUITS, 0);

  for (guint i = 0; i < n_cards; i++)
    {
      guint power = flume_power (&state, led, cards[i]);

      if (power > best_power)
        best = i, best_power = power;
    }
  *reason = best_power >= 32 ? FL_FLUME_TRICK_HIGHEST_TRUMP : FL_FLUME_TRICK_HIGHEST_OF_LED_SUIT;
  return best;
}

static inline int
seat_side (const FlFlumeState *state,
           guint               seat)
{
  if (state->n_players == 4)
    return (int) (seat & 1);
  /* Without a branch: random play makes it miss. */
  return (seat != state->bidder) & (seat != state->partner);
}

/**
 * fl_flume_seat_side:
 * @state: a full state, once the bidder is known
 *
 * Returns: @seat's side as the hand's points are credited: four-handed
 *   seat % 2 (D1); five-handed 0 for the bidder and the holder of the
 *   called card, 1 for the others (V3)
 */
int
fl_flume_seat_side (const FlFlumeState *state,
                    guint               seat)
{
  return seat_side (state, seat);
}

static inline void
start_play (FlFlumeState *state)
{
  state->phase = FL_FLUME_PHASE_PLAY;
  state->trick = 0;
  state->n_played = 0;
  /* P1: the dealer's left leads, or the bidder by the option. */
  state->to_act = (guint8) (state->leader_option == FL_FLUME_LEADER_BIDDER ? state->bidder
                            : flume_next_seat (state, state->dealer));
}

static void
add_deal_event (FlFlumeState *state,
                FlEvents     *events)
{
  FlEvent *event = fl_events_add (events, FL_FLUME_EVENT_DEAL, state->dealer);

  if (event != NULL)
    {
      event->values[0] = state->hand + 1;
      event->values[1] = state->n_players;
      event->values[2] = state->n_stock;
    }
}

/* B1: the bidding ends with the dealer, or at once on a bid of 6. */
static inline void
end_bidding (FlFlumeState *state,
             FlEvents     *events)
{
  if (state->bidder == FL_FLUME_NONE)
    {
      /* B3: all passed; the same dealer deals again, the hand number
       * unchanged. */
      fl_events_add (events, FL_FLUME_EVENT_THROWN_IN, state->dealer);
      deal_hand (state);
      if (events != NULL)
        add_deal_event (state, events);
      return;
    }

  /* B2: the bidder names trumps. */
  state->phase = FL_FLUME_PHASE_TRUMP;
  state->to_act = state->bidder;
}

static inline void
apply_bid (FlFlumeState *state,
           guint         bid,
           FlEvents     *events)
{
  guint seat = state->to_act;
  FlEvent *event;

  /* Selects, not a branch on the bid: random play bids at random. A bid
   * always tops the highest so far (B1). */
  state->bids[seat] = (guint8) (bid != 0 ? bid : FL_FLUME_PASSED);
  state->bidder = (guint8) (bid != 0 ? seat : state->bidder);
  state->bid = (guint8) MAX (state->bid, bid);
  if (events != NULL)
    {
      event = fl_events_add (events, bid == 0 ? FL_FLUME_EVENT_PASS : FL_FLUME_EVENT_BID, seat);
      if (event != NULL)
        event->values[0] = state->bid;
    }

  if (seat == state->dealer || bid == FL_FLUME_MAX_BID)
    end_bidding (state, events);
  else
    state->to_act = (guint8) flume_next_seat (state, seat);
}

/* B2, then X1: the second deal starts at the dealer's left. */
static inline void
apply_trump (FlFlumeState *state,
             guint         suit,
             FlEvents     *events)
{
  FlEvent *event;

  state->trump = (guint8) suit;
  state->trumps = fl_flume_trump_cards (suit);
  state->phase = FL_FLUME_PHASE_DISCARD;
  state->to_act = (guint8) flume_next_seat (state, state->dealer);

  event = fl_events_add (events, FL_FLUME_EVENT_TRUMP, state->bidder);
  if (event != NULL)
    {
      event->values[0] = suit;
      event->values[1] = state->bid;
    }
}

/* X1-X3: the player discards, and the stock gives them as many back at
 * once from its top; the dealer is last. */
static inline void
apply_discard (FlFlumeState *state,
               FlCardSet     cards,
               FlEvents     *events)
{
  guint seat = state->to_act;
  guint n = fl_card_set_count (cards);
  guint top = state->n_stock;
  FlCardSet got = 0;
  FlEvent *event;

  state->hands[seat] &= ~cards;
  state->discards[seat] = cards;
  state->n_discarded[seat] = (guint8) n;
  for (guint k = 0; k < n; k++)
    {
      got |= FL_CARD_SET_BIT (state->stock[--top]);
      state->stock[top] = FL_CARD_NONE;
    }
  state->n_stock = (guint8) top;
  state->hands[seat] |= got;
  state->received[seat] = got;
  state->n_received[seat] = (guint8) n;

  if (events != NULL)
    {
      event = fl_events_add (events, FL_FLUME_EVENT_DISCARD, seat);
      if (event != NULL)
        {
          event->cards_shown_to = (guint8) (1u << seat);
          event->values[0] = n;
          for (FlCardSet c = cards; c; c &= c - 1)
            fl_event_add_card (event, fl_card_set_lowest (c));
        }
      event = fl_events_add (events, FL_FLUME_EVENT_REFILL, seat);
      if (event != NULL)
        {
          event->cards_shown_to = (guint8) (1u << seat);
          event->values[0] = n;
          event->values[1] = state->n_stock;
          for (FlCardSet c = got; c; c &= c - 1)
            fl_event_add_card (event, fl_card_set_lowest (c));
        }
    }

  if (seat != state->dealer)
    state->to_act = (guint8) flume_next_seat (state, seat);
  else if (state->n_players == FL_FLUME_MAX_PLAYERS)
    {
      /* V2: after the second deal, the bidder calls. */
      state->phase = FL_FLUME_PHASE_CALL;
      state->to_act = state->bidder;
    }
  else
    start_play (state);
}

/* V2-V4: the holder of the called card is the partner, nobody if it is
 * out of play. */
static inline void
apply_call (FlFlumeState *state,
            FlCard        card,
            FlEvents     *events)
{
  FlEvent *event;

  state->partner = FL_FLUME_NONE;
  if (card == FL_CARD_NONE)
    state->alone = 1;
  else
    {
      int holder = _fl_flume_seat_holding (state->hands, state->n_players, card);

      state->called = card;
      state->partner = holder < 0 ? FL_FLUME_NONE : (guint8) holder;
    }

  event = fl_events_add (events, FL_FLUME_EVENT_CALL, state->bidder);
  if (event != NULL)
    {
      if (card == FL_CARD_NONE)
        event->values[0] = 1;
      else
        fl_event_add_card (event, card);
    }

  start_play (state);
}

static inline FlEvent *
add_point (FlFlumeState *state,
           FlEvents     *events,
           int          *points,
           FlFlumePoint  point,
           guint         seat,
           FlCard        card)
{
  int side = seat_side (state, seat);
  FlEvent *event;

  points[side]++;
  event = fl_events_add (events, FL_FLUME_EVENT_POINT, seat);
  if (event != NULL)
    {
      event->reason = point;
      event->values[0] = side;
      for (guint s = 0; s < state->n_players; s++)
        if (seat_side (state, s) == side)
          event->values[3] |= 1 << s;
      if (card != FL_CARD_NONE)
        fl_event_add_card (event, card);
    }
  return event;
}

/* S3-S5: the point of @card, if it was in play, to the side that took
 * it. */
static inline void
add_taken_point (FlFlumeState *state,
                 FlEvents     *events,
                 int          *points,
                 FlFlumePoint  point,
                 FlCard        card)
{
  int seat = _fl_flume_seat_holding (state->won, state->n_players, card);

  if (seat >= 0)
    add_point (state, events, points, point, (guint) seat, card);
}

/* G1, G2: whether the game is over, and who won. */
static guint
game_winners (const FlFlumeState *state,
              int                 bidding_side)
{
  int best = G_MININT;
  guint tied = 0;
  guint bidding = 0;

  for (guint s = 0; s < state->n_players; s++)
    best = MAX (best, state->totals[s]);
  if (best < FL_FLUME_TARGET)
    return 0;

  for (guint s = 0; s < state->n_players; s++)
    if (state->totals[s] == best)
      {
        tied |= 1u << s;
        if (seat_side (state, s) == bidding_side)
          bidding |= 1u << s;
      }

  /* G1: four-handed, partners' totals are equal, so a tie is the two
   * sides': the bidding side wins it. G2: a tied player of the bidding
   * side wins before the others; otherwise the tied players share. */
  return bidding != 0 ? bidding : tied;
}

/* S1-S8, at the end of the sixth trick. Always inline: random play's
 * copy, without events, loses all their code. */
G_ALWAYS_INLINE static inline void
score_hand (FlFlumeState *state,
            FlEvents     *events)
{
  guint n = state->n_players;
  FlCardSet in_play = 0;
  FlCardSet real_trumps;
  FlCardSet played[2] = { 0, 0 };
  FlCardSet taken[2] = { 0, 0 };
  int points[2] = { 0, 0 };
  int bidding_side = seat_side (state, state->bidder);
  int other_side = 1 - bidding_side;
  guint card_points[2];
  int score[2];
  FlEvent *event;

  for (guint s = 0; s < n; s++)
    {
      in_play |= state->played[s];
      played[seat_side (state, s)] |= state->played[s];
      taken[seat_side (state, s)] |= state->won[s];
    }

  /* V4: a called card out of play left the bidder alone; now all learn
   * it. */
  if (n == FL_FLUME_MAX_PLAYERS && !state->alone && state->partner == FL_FLUME_NONE && events != NULL)
    {
      event = fl_events_add (events, FL_FLUME_EVENT_CALLED_OUT,
                             _fl_flume_seat_holding (state->discards, n, state->called));
      if (event != NULL)
        fl_event_add_card (event, state->called);
    }

  /* S1, S2, S7: the highest and the lowest trump in play, jokers aside,
   * to the side of the player who played it. */
  real_trumps = in_play & state->trumps & ~FL_FLUME_JOKERS;
  if (real_trumps)
    {
      /* R1: in the trump suit's bits, from the lowest, the 2 to the 10
       * rank below the left bower, the jack to the ace above it. */
      FlCardSet lower = real_trumps & FL_FLUME_SUIT_MASK (state->trump) & ~(G_GUINT64_CONSTANT (0xf) << fl_flume_right_bower (state->trump));
      FlCardSet upper = real_trumps & FL_FLUME_SUIT_MASK (state->trump) & ~lower;
      FlCard left = fl_flume_left_bower (state->trump);
      FlCard high, low;

      if (upper)
        high = fl_card_set_highest (upper);
      else if (real_trumps & FL_CARD_SET_BIT (left))
        high = left;
      else
        high = fl_card_set_highest (lower);
      if (lower)
        low = fl_card_set_lowest (lower);
      else if (real_trumps & FL_CARD_SET_BIT (left))
        low = left;
      else
        low = fl_card_set_lowest (upper);
      if (events == NULL)
        {
          /* Random play needs only the sides, not the seats. */
          points[(played[1] >> high) & 1]++;
          points[(played[1] >> low) & 1]++;
        }
      else
        {
          add_point (state, events, points, FL_FLUME_POINT_HIGH, _fl_flume_seat_holding (state->played, n, high), high);
          event = add_point (state, events, points, FL_FLUME_POINT_LOW, _fl_flume_seat_holding (state->played, n, low), low);
          /* S2: the trick it was played to may be another's. */
          event->values[1] = _fl_flume_seat_holding (state->won, n, low);
        }
    }

  /* S3-S5: to the side that took the trick holding the card. */
  if (events == NULL)
    {
      FlCardSet counted = FL_CARD_SET_BIT (fl_flume_right_bower (state->trump)) |
                          FL_CARD_SET_BIT (fl_flume_left_bower (state->trump)) | FL_FLUME_JOKERS;

      points[0] += fl_card_set_count (taken[0] & counted);
      points[1] += fl_card_set_count (taken[1] & counted);
    }
  else
    {
      add_taken_point (state, events, points, FL_FLUME_POINT_RIGHT_BOWER, fl_flume_right_bower (state->trump));
      add_taken_point (state, events, points, FL_FLUME_POINT_LEFT_BOWER, fl_flume_left_bower (state->trump));
      add_taken_point (state, events, points, FL_FLUME_POINT_JOKER, FL_FLUME_JOKER_HIGH);
      add_taken_point (state, events, points, FL_FLUME_POINT_JOKER, FL_FLUME_JOKER_LOW);
    }

  /* S6: the greater total of card points; none on a tie. */
  card_points[0] = fl_flume_card_points (taken[0]);
  card_points[1] = fl_flume_card_points (taken[1]);
  if (events == NULL)
    {
      /* Random play needs only the point. */
      if (card_points[bidding_side] != card_points[other_side])
        points[card_points[bidding_side] > card_points[other_side] ? bidding_side : other_side]++;
    }
  else if (card_points[bidding_side] != card_points[other_side])
    {
      int side = card_points[bidding_side] > card_points[other_side] ? bidding_side : other_side;
      guint seat = state->bidder;

      if (side != bidding_side)
        for (seat = flume_next_seat (state, state->dealer); seat_side (state, seat) != side;
             seat = flume_next_seat (state, seat))
          ;
      event = add_point (state, events, points, FL_FLUME_POINT_GAME, seat, FL_CARD_NONE);
      if (event != NULL)
        {
          event->values[1] = card_points[bidding_side];
          event->values[2] = card_points[other_side];
        }
    }
  else
    {
      event = fl_events_add (events, FL_FLUME_EVENT_POINT, -1);
      if (event != NULL)
        {
          event->reason = FL_FLUME_POINT_GAME_TIED;
          event->values[0] = -1;
          event->values[1] = card_points[bidding_side];
          event->values[2] = card_points[other_side];
        }
    }

  /* S8: the bidding side scores what it took if it made its bid, else
   * loses the bid; the other side scores what it took. V5: each member of
   * a side scores the side's score. */
  score[bidding_side] = points[bidding_side] >= state->bid ? points[bidding_side] : -(int) state->bid;
  score[other_side] = points[other_side];
  for (guint s = 0; s < n; s++)
    state->totals[s] += score[seat_side (state, s)];

  event = fl_events_add (events, FL_FLUME_EVENT_HAND_SCORE, state->bidder);
  if (event != NULL)
    {
      event->reason = points[bidding_side] >= state->bid ? FL_FLUME_SCORE_MADE : FL_FLUME_SCORE_LOST;
      event->values[0] = state->bid;
      event->values[1] = points[bidding_side];
      event->values[2] = points[other_side];
      event->values[3] = score[bidding_side];
      event->values[4] = score[other_side];
      event->values[5] = n == 4 ? (state->bidder + 2) % 4
                         : state->partner == FL_FLUME_NONE ? -1 : state->partner;
    }

  state->hand++;
  state->winners = (guint8) game_winners (state, bidding_side);
  if (state->winners != 0)
    {
      state->phase = FL_FLUME_PHASE_OVER;
      event = fl_events_add (events, FL_FLUME_EVENT_GAME_OVER,
                             fl_card_set_count (state->winners) == 1 ? (int) fl_card_set_lowest (state->winners) : -1);
      if (event != NULL)
        {
          event->reason = n;
          event->values[0] = state->winners;
          for (guint s = 0; s < n; s++)
            event->values[1 + s] = state->totals[s];
        }
    }
  else
    {
      /* The hand's last trick stays on the table; the next dealer deals. */
      state->phase = FL_FLUME_PHASE_HAND_OVER;
      state->to_act = (guint8) flume_next_seat (state, state->dealer);
    }
}

static inline void
apply_play (FlFlumeState *state,
            FlCard        card,
            FlEvents     *events)
{
  guint seat = state->to_act;
  guint8 *trick = state->tricks[state->trick];
  FlCardSet bit = FL_CARD_SET_BIT (card);
  FlEvent *event;

  guint power;

  state->hands[seat] &= ~bit;
  state->played[seat] |= bit;
  if (state->n_played == 0)
    {
      state->leaders[state->trick] = (guint8) seat;
      state->led_suit = (guint8) fl_flume_effective_suit (card, state->trump);
      state->led_cards = fl_flume_suit_cards (state->trump, state->led_suit);
      state->best = 0;
      state->best_power = 0;
    }
  else if (!(state->led_cards & bit))
    {
      /* P2: not following shows a void in the suit led. */
      state->voids[seat] |= (guint8) (1u << state->led_suit);
    }
  /* P4: the highest trump, else the highest of the suit led, wins. */
  power = flume_power (state, state->led_cards, card);
  if (power > state->best_power)
    {
      state->best = state->n_played;
      state->best_power = (guint8) power;
    }
  trick[state->n_played++] = card;

  if (events != NULL)
    {
      event = fl_events_add (events, FL_FLUME_EVENT_PLAY, seat);
      if (event != NULL)
        {
          fl_event_add_card (event, card);
          event->values[0] = fl_flume_effective_suit (card, state->trump);
          event->values[1] = state->led_suit;
        }
    }

  /* V3: the called card shows who the partner is. */
  if (card == state->called)
    {
      state->revealed = 1;
      event = fl_events_add (events, FL_FLUME_EVENT_PARTNER, seat);
      if (event != NULL)
        {
          fl_event_add_card (event, card);
          event->values[0] = state->bidder;
        }
    }

  if (state->n_played < state->n_players)
    state->to_act = (guint8) flume_next_seat (state, seat);
  else
    {
      FlFlumeTrickReason reason = state->best_power >= 32 ? FL_FLUME_TRICK_HIGHEST_TRUMP
                                  : FL_FLUME_TRICK_HIGHEST_OF_LED_SUIT;
      guint winner = flume_trick_seat (state, state->trick, state->best);
      FlCardSet cards = 0;

      for (guint i = 0; i < state->n_players; i++)
        cards |= FL_CARD_SET_BIT (trick[i]);
      state->won[winner] |= cards;
      state->trick++;
      state->n_played = 0;
      /* P1: the winner leads the next. */
      state->to_act = (guint8) winner;

      event = fl_events_add (events, FL_FLUME_EVENT_TRICK, winner);
      if (event != NULL)
        {
          event->reason = reason;
          for (guint i = 0; i < state->n_players; i++)
            fl_event_add_card (event, trick[i]);
          event->values[0] = state->leaders[state->trick - 1];
          event->values[1] = state->trick;
          event->values[2] = state->trump;
          event->values[3] = seat_side (state, winner);
        }

      if (state->trick == FL_FLUME_N_TRICKS)
        score_hand (state, events);
    }
}

/* P1-P4 at random to the end of the hand, then S1-S8: what
 * random_action() and apply_play() do, with the same draws, on local
 * copies of what the play changes, written back once the sixth trick is
 * taken. A trick at a time, the lead apart, and branches only where a
 * predictor can learn them: random draws make the others miss half the
 * time. Returns the number of cards played. Always inline, into both
 * copies of random_playout(). */
G_ALWAYS_INLINE static inline guint
random_play (FlFlumeState *state,
             FlRng        *rng)
{
  const guint8 *power = power_table[state->trump];
  FlCardSet hands[FL_FLUME_MAX_PLAYERS];
  FlCardSet won[FL_FLUME_MAX_PLAYERS];
  FlCardSet trumps = state->trumps;
  FlCardSet led_cards = state->led_cards;
  FlCardSet in_trick = 0;
  FlCardSet all_played = 0;
  guint n_players = state->n_players;
  guint seat = state->to_act;
  guint trick = state->trick;
  guint n_played = state->n_played;
  guint leader = state->leaders[trick];
  guint led_suit = state->led_suit;
  guint best = state->best;
  guint best_power = state->best_power;
  guint n = (FL_FLUME_N_TRICKS - trick) * n_players - n_played;

  memcpy (hands, state->hands, sizeof hands);
  memcpy (won, state->won, sizeof won);
  for (guint i = 0; i < n_played; i++)
    in_trick |= FL_CARD_SET_BIT (state->tricks[trick][i]);

  for (; trick < FL_FLUME_N_TRICKS; trick++)
    {
      guint8 *cards = state->tricks[trick];

      if (n_played == 0)
        {
          FlCardSet hand = hands[seat];
          FlCard card = flume_nth_of_hand (hand, fl_rng_below (rng, fl_card_set_count (hand)));
          FlCardSet bit = FL_CARD_SET_BIT (card);

          hands[seat] = hand & ~bit;
          leader = seat;
          state->leaders[trick] = (guint8) seat;
          led_suit = (trumps & bit) ? state->trump : card / FL_FLUME_SUIT_SIZE;
          led_cards = (trumps & bit) ? trumps : FL_FLUME_SUIT_MASK (led_suit) & ~trumps;
          best = 0;
          best_power = power[card];
          cards[0] = card;
          in_trick = bit;
          n_played = 1;
          seat = seat + 1 < n_players ? seat + 1 : 0;
        }

      for (; n_played < n_players; n_played++)
        {
          FlCardSet hand = hands[seat];
          FlCardSet follow = hand & led_cards;
          /* P2: follow when able. */
          FlCardSet can = follow | (hand & -(FlCardSet) (follow == 0));
          FlCard card = flume_nth_of_hand (can, fl_rng_below (rng, fl_card_set_count (can)));
          FlCardSet bit = FL_CARD_SET_BIT (card);
          /* A card neither trump nor of the suit led has no power. */
          guint card_power = power[card] & -(guint) (((trumps | led_cards) & bit) != 0);
          guint higher = -(guint) (card_power > best_power);

          hands[seat] = hand & ~bit;
          state->voids[seat] |= (guint8) ((follow == 0) << led_suit);
          best = (best & ~higher) | (n_played & higher);
          best_power = (best_power & ~higher) | (card_power & higher);
          cards[n_played] = card;
          in_trick |= bit;
          seat = seat + 1 < n_players ? seat + 1 : 0;
        }

      /* P4, P1: the winner takes the trick and leads the next. */
      seat = leader + best < n_players ? leader + best : leader + best - n_players;
      won[seat] |= in_trick;
      all_played |= in_trick;
      n_played = 0;
    }

  for (guint s = 0; s < n_players; s++)
    {
      state->played[s] |= state->hands[s];
      state->hands[s] = 0;
      state->won[s] = won[s];
    }
  /* V3: the called card shows who the partner is (no card beyond the
   * pack's 46 is ever played, so no call, FL_CARD_NONE, shows nobody). */
  state->revealed |= (guint8) ((all_played >> (state->called % 64)) & 1);
  state->trick = (guint8) trick;
  state->n_played = 0;
  state->to_act = (guint8) seat;
  state->led_suit = (guint8) led_suit;
  state->led_cards = led_cards;
  state->best = (guint8) best;
  state->best_power = (guint8) best_power;
  score_hand (state, NULL);

  return n;
}

/* D3: the deal passes to the left. */
static void
apply_continue (FlFlumeState *state,
                FlEvents     *events)
{
  state->dealer = (guint8) flume_next_seat (state, state->dealer);
  deal_hand (state);
  add_deal_event (state, events);
}

static void
flume_apply (void           *data,
             const FlAction *action,
             FlEvents       *events)
{
  FlFlumeState *state = data;
  FlCardSet cards = 0;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      apply_bid (state, action->kind == FL_ACTION_BID ? (guint) action->values[0] : 0, events);
      break;
    case FL_FLUME_PHASE_TRUMP:
      apply_trump (state, (guint) action->values[0], events);
      break;
    case FL_FLUME_PHASE_DISCARD:
      for (guint i = 0; i < action->n_cards; i++)
        cards |= FL_CARD_SET_BIT (action->cards[i]);
      apply_discard (state, cards, events);
      break;
    case FL_FLUME_PHASE_CALL:
      apply_call (state, action->n_cards == 0 ? FL_CARD_NONE : action->cards[0], events);
      break;
    case FL_FLUME_PHASE_PLAY:
      apply_play (state, action->cards[0], events);
      break;
    case FL_FLUME_PHASE_HAND_OVER:
      apply_continue (state, events);
      break;
    case FL_FLUME_PHASE_OVER:
    default:
      g_return_if_reached ();
    }
}

/* Every random choice counts the cards it chooses from, and for the
 * x86-64 baseline fl_card_set_count() is a dozen instructions. So on
 * x86-64 a second copy is built for processors with the popcnt
 * instruction (almost every one since 2008), where the compiler makes
 * the count one instruction, and the copy is chosen when the program
 * loads: an indirect function, which needs the GNU C library. */
#if defined(__x86_64__) && defined(__GLIBC__) && defined(__has_attribute)
#if __has_attribute (target_clones)
#define FLUME_COUNTING_CLONES __attribute__ ((target_clones ("popcnt", "default")))
#endif
#endif
#ifndef FLUME_COUNTING_CLONES
#define FLUME_COUNTING_CLONES
#endif

/* Random play with no action records in between: what random_action()
 * and apply() do, fused for the inner loop of simulations and playouts
 * (the same draws, in the same order). */
FLUME_COUNTING_CLONES static guint
flume_random_playout (void  *data,
                      FlRng *rng,
                      int    stop_at_hand)
{
  FlFlumeState *state = data;
  /* A local generator: the state's bytes may alias @rng for all the
   * compiler knows, which would load and store it at every draw. */
  FlRng local = *rng;
  guint n = 0;

  while (state->phase != FL_FLUME_PHASE_OVER && (stop_at_hand < 0 || state->hand < (guint) stop_at_hand))
    {
      /* A hand runs straight through its phases, each falling into the
       * next, from wherever it stands. */
      switch (state->phase)
        {
        case FL_FLUME_PHASE_BID:
          /* A hand thrown in (B3) is dealt again and bid again here. */
          do
            {
              guint pick = fl_rng_below (&local, flume_n_bids (state) + 1);

              apply_bid (state, pick == 0 ? 0 : MAX (FL_FLUME_MIN_BID, state->bid + 1u) + pick - 1, NULL);
              n++;
            }
          while (state->phase == FL_FLUME_PHASE_BID);
          G_GNUC_FALLTHROUGH;
        case FL_FLUME_PHASE_TRUMP:
          apply_trump (state, fl_rng_below (&local, FL_N_SUITS), NULL);
          n++;
          G_GNUC_FALLTHROUGH;
        case FL_FLUME_PHASE_DISCARD:
          do
            {
              apply_discard (state, flume_random_discard (state, &local), NULL);
              n++;
            }
          while (state->phase == FL_FLUME_PHASE_DISCARD);
          G_GNUC_FALLTHROUGH;
        case FL_FLUME_PHASE_CALL:
          if (state->phase == FL_FLUME_PHASE_CALL)
            {
              FlCardSet can = flume_callable (state);
              guint count = fl_card_set_count (can);
              guint pick = fl_rng_below (&local, count + 1);

              apply_call (state, pick == count ? FL_CARD_NONE : flume_nth (can, pick), NULL);
              n++;
            }
          G_GNUC_FALLTHROUGH;
        case FL_FLUME_PHASE_PLAY:
          /* The whole play at once, most of a hand's actions. */
          n += random_play (state, &local);
          break;
        case FL_FLUME_PHASE_HAND_OVER:
        default:
          apply_continue (state, NULL);
          n++;
          break;
        }
    }

  *rng = local;
  return n;
}

static void
flume_scores (const void *data,
              int        *out)
{
  const FlFlumeState *state = data;

  for (guint s = 0; s < state->n_players; s++)
    out[s] = state->totals[s];
}

static int
flume_hand_number (const void *data)
{
  const FlFlumeState *state = data;

  return (int) state->hand;
}

static guint
flume_winners (const void *data)
{
  const FlFlumeState *state = data;

  return state->phase == FL_FLUME_PHASE_OVER ? state->winners : 0;
}

/* Where help/C/flume.page states each rule. */
static const FlRuleHelp flume_rule_help[] = {
  { "D1", "deck" }, { "D2", "deck" }, { "D3", "deck" }, { "D4", "deck" },
  { "R1", "deck" }, { "R2", "deck" },
  { "B1", "bidding" }, { "B2", "bidding" }, { "B3", "bidding" },
  { "X1", "second-deal" }, { "X2", "second-deal" }, { "X3", "second-deal" }, { "X4", "second-deal" },
  { "V1", "calling" }, { "V2", "calling" }, { "V3", "calling" }, { "V4", "calling" },
  { "V5", "calling" },
  { "P1", "play" }, { "P2", "play" }, { "P3", "play" }, { "P4", "play" },
  { "S1", "points" }, { "S2", "points" }, { "S3", "points" }, { "S4", "points" },
  { "S5", "points" }, { "S6", "points" }, { "S7", "points" },
  { "S8", "scoring" },
  { "G1", "winning" }, { "G2", "winning" },
  { NULL, NULL }
};

const FlRules fl_flume_rules = {
  .id = "flume",
  .deck = FL_DECK_FLUME_46,
  .state_size = sizeof (FlFlumeState),
  .options = flume_options,
  .n_options = G_N_ELEMENTS (flume_options),
  .n_seats = flume_n_seats,
  .new_game = flume_new_game,
  .phase = flume_phase,
  .current_seat = _fl_flume_current_seat,
  .decision = flume_decision,
  .legal_actions = _fl_flume_legal_actions,
  .action_cards = _fl_flume_action_cards,
  .check_action = _fl_flume_check_action,
  .apply = flume_apply,
  .random_action = _fl_flume_random_action,
  .random_playout = flume_random_playout,
  .scores = flume_scores,
  .hand_number = flume_hand_number,
  .winners = flume_winners,
  .observe = _fl_flume_observe,
  .determinize = _fl_flume_determinize,
  .set_deal = flume_set_deal,
  .side = _fl_flume_side,
  .known_cards = _fl_flume_known_cards,
  .describe_action = _fl_flume_describe_action,
  .explain_illegal = _fl_flume_explain_illegal,
  .describe_event = _fl_flume_describe_event,
  .event_name = _fl_flume_event_name,
  .describe_table = _fl_flume_describe_table,
  .event_scores = _fl_flume_event_scores,
  .explain_options = _fl_flume_explain_options,
  .explain_status = _fl_flume_explain_status,
  .name_action = _fl_flume_name_action,
  .explain_choice = _fl_flume_explain_choice,
  .new_bot = fl_flume_bot_new,
  .rule_help = flume_rule_help,
  /* A hand is worth a few points of seven; two is a bid's margin. */
  .warn_points = 2,
};
