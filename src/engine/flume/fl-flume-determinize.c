/* fl-flume-determinize.c: what a Flume player sees, who plays with whom as
 * they know it, and worlds that agree with what they saw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <string.h>

#include "fl-flume-rules-private.h"

/* V3, V4: whether @seat may know who holds the called card: the holder
 * does, everyone once it is played or once the hand is over, and the
 * player who discarded it knows it is out of play. A lone bidder has no
 * partner, as everyone knows. */
static gboolean
knows_partner (const FlFlumeState *state,
               guint               seat)
{
  if (state->n_players != FL_FLUME_MAX_PLAYERS || state->called == FL_CARD_NONE || state->revealed ||
      state->phase >= FL_FLUME_PHASE_HAND_OVER)
    return TRUE;
  return seat == state->partner || (state->discards[seat] & FL_CARD_SET_BIT (state->called)) != 0;
}

/* Each player sees their own hand, discards and cards received, every card
 * played, and how many cards everyone discarded and received (X1). */
void
_fl_flume_observe (const void *data,
                   int         seat,
                   void       *out)
{
  const FlFlumeState *state = data;
  FlFlumeState *observation = out;

  g_return_if_fail (seat >= 0 && seat < state->n_players);

  memcpy (observation, state, sizeof *observation);
  observation->viewer = (guint8) seat;
  memset (&observation->rng, 0, sizeof observation->rng);
  memset (observation->stock, FL_CARD_NONE, sizeof observation->stock);
  for (guint s = 0; s < FL_FLUME_MAX_PLAYERS; s++)
    if ((int) s != seat)
      {
        observation->hands[s] = 0;
        observation->discards[s] = 0;
        observation->received[s] = 0;
      }
  if (!knows_partner (state, seat))
    observation->partner = FL_FLUME_HIDDEN;
}

/**
 * _fl_flume_side:
 *
 * Four-handed, seat % 2 (D1). Five-handed, before the call every seat is a
 * side of its own (2 + seat): nobody has a partner yet. After it the
 * bidder and the called card's holder are side 0 and the others side 1
 * (V3), FL_SIDE_UNKNOWN for the seats the observer cannot place yet: a
 * player who does not hold the called card knows they are an opponent,
 * and the holder knows everyone's side.
 */
int
_fl_flume_side (const void *data,
                int         seat)
{
  const FlFlumeState *state = data;

  if (state->n_players == 4)
    return seat & 1;
  if (state->bidder == FL_FLUME_NONE || state->phase <= FL_FLUME_PHASE_CALL)
    return 2 + seat;
  if (seat == state->bidder)
    return 0;
  if (state->partner != FL_FLUME_HIDDEN)
    return seat == state->partner ? 0 : 1;
  if (seat == state->viewer)
    return 1;
  return FL_SIDE_UNKNOWN;
}

/* The cards @seat knows: its hand and discards, the called card, and every
 * card played this hand. */
void
_fl_flume_known_cards (const void *data,
                       int         seat,
                       FlCards    *out)
{
  const FlFlumeState *state = data;
  FlCardSet known;

  g_return_if_fail (seat >= 0 && seat < state->n_players);

  known = state->hands[seat] | state->discards[seat] | state->received[seat];
  for (guint s = 0; s < state->n_players; s++)
    known |= state->played[s];
  if (state->called != FL_CARD_NONE)
    known |= FL_CARD_SET_BIT (state->called);
  *out = fl_cards_from_set (known);
}

/* Where the hidden cards may lie, for fl_deal_constrained(): the other
 * players' hands that still hold cards, every hidden discard as one pool,
 * and the stock; a place that takes no card is left out, since the cost
 * of the sampler doubles with each place. */
typedef struct
{
  guint n;
  guint hand_seat[FL_FLUME_MAX_PLAYERS];
  guint n_hands;
  int   pool;
  int   stock;
} Places;

static void
shuffle_into (FlRng      *rng,
              FlCardSet   cards,
              guint8     *out)
{
  guint n = 0;

  for (; cards; cards &= cards - 1)
    out[n++] = fl_card_set_lowest (cards);
  fl_rng_shuffle (rng, out, n);
}

static inline guint8
place_bit (int place)
{
  return place >= 0 ? (guint8) (1u << place) : 0;
}

gboolean
_fl_flume_determinize (const void *data,
                       FlRng      *rng,
                       void       *out)
{
  const FlFlumeState *observation = data;
  FlFlumeState *world = out;
  guint viewer = observation->viewer;
  guint n = observation->n_players;
  FlCardSet unknown = FL_FLUME_ALL_CARDS;
  FlCardSet placed[8] = { 0 };
  FlCard cards[FL_FLUME_N_CARDS];
  guint8 allowed[FL_FLUME_N_CARDS];
  guint8 capacity[8] = { 0 };
  guint8 where[FL_FLUME_N_CARDS];
  guint8 pool[FL_FLUME_N_CARDS];
  guint discarders[FL_FLUME_MAX_PLAYERS];
  guint n_discarders = 0;
  guint pool_size = 0;
  gboolean call_hidden;
  gboolean others_discarded = FALSE;
  Places places = { 0 };
  guint n_cards = 0;

  memcpy (world, observation, sizeof *world);
  world->viewer = FL_FLUME_FULL_VIEW;
  fl_rng_init (&world->rng, fl_rng_next64 (rng), FLUME_STREAM);

  if (viewer >= n || observation->phase == FL_FLUME_PHASE_OVER)
    return viewer == FL_FLUME_FULL_VIEW;

  unknown &= ~(observation->hands[viewer] | observation->discards[viewer]);
  for (guint s = 0; s < n; s++)
    unknown &= ~observation->played[s];
  call_hidden = n == FL_FLUME_MAX_PLAYERS && observation->called != FL_CARD_NONE &&
                (unknown & FL_CARD_SET_BIT (observation->called)) != 0;

  /* The places and their sizes. */
  for (guint s = 0; s < n; s++)
    {
      guint size = FL_FLUME_HAND_SIZE - fl_card_set_count (observation->played[s]);

      if (s == viewer)
        continue;
      if (size > 0)
        {
          places.hand_seat[places.n_hands] = s;
          capacity[places.n_hands++] = (guint8) size;
        }
      if (observation->n_discarded[s] > 0)
        {
          discarders[n_discarders++] = s;
          pool_size += observation->n_discarded[s];
          others_discarded |= s != observation->bidder;
        }
    }
  places.n = places.n_hands;
  places.pool = places.stock = -1;
  if (pool_size > 0)
    {
      places.pool = (int) places.n;
      capacity[places.n++] = (guint8) pool_size;
    }
  if (observation->n_stock > 0)
    {
      places.stock = (int) places.n;
      capacity[places.n++] = observation->n_stock;
    }

  /* Where each hidden card may be. */
  for (FlCardSet rest = unknown; rest; rest &= rest - 1)
    {
      FlCard card = fl_card_set_lowest (rest);
      FlCardSet bit = FL_CARD_SET_BIT (card);
      guint suit = fl_flume_effective_suit (card, observation->trump);
      guint8 mask = place_bit (places.stock);

      /* X2: discards hold no trump unless the option allows it. */
      if (observation->discards_option == FL_FLUME_DISCARDS_ANY || !(observation->trumps & bit))
        mask |= place_bit (places.pool);
      /* P2: a void shown in an effective suit. */
      for (guint k = 0; k < places.n_hands; k++)
        if (!(observation->voids[places.hand_seat[k]] & (1u << suit)))
          mask |= (guint8) (1u << k);

      if (call_hidden && card == observation->called)
        {
          /* V2-V4: never with the bidder, in hand or discards; with the
           * partner when the viewer knows who that is, out of play when
           * it knows it is. */
          for (guint k = 0; k < places.n_hands; k++)
            if (places.hand_seat[k] == observation->bidder ||
                (observation->partner != FL_FLUME_HIDDEN && places.hand_seat[k] != observation->partner))
              mask &= (guint8) ~(1u << k);
          if (!others_discarded)
            mask &= (guint8) ~place_bit (places.pool);
          if (observation->partner != FL_FLUME_HIDDEN && observation->partner != FL_FLUME_NONE)
            mask &= (guint8) ((1u << places.n_hands) - 1);
        }

      cards[n_cards] = card;
      allowed[n_cards++] = mask;
    }

  if (!fl_deal_constrained (rng, n_cards, allowed, capacity, places.n, where))
    return FALSE;
  for (guint i = 0; i < n_cards; i++)
    placed[where[i]] |= FL_CARD_SET_BIT (cards[i]);

  for (guint k = 0; k < places.n_hands; k++)
    world->hands[places.hand_seat[k]] = placed[k];

  /* The pool goes to its players in a random order of its cards; the
   * called card, if there, to a discarder other than the bidder. */
  if (places.pool >= 0)
    {
      FlCardSet in_pool = placed[places.pool];

      shuffle_into (rng, in_pool, pool);
      if (call_hidden && (in_pool & FL_CARD_SET_BIT (observation->called)))
        {
          for (guint i = 0; i < pool_size; i++)
            if (pool[i] == observation->called)
              pool[i] = pool[0], pool[0] = observation->called;
          for (guint i = 0; i < n_discarders; i++)
            if (discarders[i] != observation->bidder)
              {
                guint first = discarders[i];

                discarders[i] = discarders[0];
                discarders[0] = first;
                break;
              }
        }
      for (guint d = 0, i = 0; d < n_discarders; d++)
        {
          guint s = discarders[d];

          world->discards[s] = 0;
          for (guint k = 0; k < observation->n_discarded[s]; k++)
            world->discards[s] |= FL_CARD_SET_BIT (pool[i++]);
        }
    }

  if (places.stock >= 0)
    shuffle_into (rng, placed[places.stock], world->stock);

  if (call_hidden && observation->partner == FL_FLUME_HIDDEN)
    {
      world->partner = FL_FLUME_NONE;
      for (guint s = 0; s < n; s++)
        if (world->hands[s] & FL_CARD_SET_BIT (observation->called))
          world->partner = (guint8) s;
    }

  return TRUE;
}
