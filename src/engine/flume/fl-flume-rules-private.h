/* fl-flume-rules-private.h: what Flume's rules files share
 *
 * The rules are split at their seams: fl-flume-rules.c (options, the deal,
 * apply, random play and the FlRules table), fl-flume-legal.c (legal
 * actions and check_action) and fl-flume-determinize.c (observe,
 * determinize, sides and known cards). The small helpers the inner loop
 * needs are inline here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flume-rules.h"

G_BEGIN_DECLS

#define FLUME_STREAM G_GUINT64_CONSTANT (0x466c756d65) /* "Flume" */

/* One index (2, 5 … A) of every suit. */
#define FLUME_INDEX_MASK(index) (G_GUINT64_CONSTANT (0x200400801) << (index))

static inline guint
flume_next_seat (const FlFlumeState *state,
                 guint               seat)
{
  return seat + 1 < state->n_players ? seat + 1 : 0;
}

static inline guint
flume_hand_size (const FlFlumeState *state,
                 guint               seat)
{
  return fl_card_set_count (state->hands[seat]);
}

/* The seat that played position @i of the current trick. */
static inline guint
flume_trick_seat (const FlFlumeState *state,
                  guint               trick,
                  guint               i)
{
  guint seat = state->leaders[trick] + i;

  return seat >= state->n_players ? seat - state->n_players : seat;
}

/* P2, P3: the cards the player to act may play. */
static inline FlCardSet
flume_playable (const FlFlumeState *state)
{
  FlCardSet hand = state->hands[state->to_act];
  FlCardSet follow = hand & state->led_cards;

  return state->n_played != 0 && follow ? follow : hand;
}

/* X2: the cards the player to act may discard. */
static inline FlCardSet
flume_discardable (const FlFlumeState *state)
{
  FlCardSet hand = state->hands[state->to_act];

  return state->discards_option == FL_FLUME_DISCARDS_ANY ? hand : hand & ~state->trumps;
}

/* X3: how many the player to act may discard at most. */
static inline guint
flume_discard_limit (const FlFlumeState *state)
{
  return MIN (fl_card_set_count (flume_discardable (state)), state->n_stock);
}

/* V2: the cards the bidder may call. */
static inline FlCardSet
flume_callable (const FlFlumeState *state)
{
  return FL_FLUME_ALL_CARDS & ~state->hands[state->bidder] & ~state->discards[state->bidder];
}

/* The cards of @from, at most a hand of six, whose bits are set in
 * @mask, taken in order from the lowest (the subset numbered @mask).
 * Without a branch: random masks and hands would miss often. */
static inline FlCardSet
flume_subset (FlCardSet from,
              guint     mask)
{
  FlCardSet out = 0;

  for (guint k = 0; k < FL_FLUME_HAND_SIZE; k++)
    {
      FlCardSet lowest = from & -from;

      out |= lowest & -(FlCardSet) (mask >> k & 1);
      from ^= lowest;
    }
  return out;
}

/* The @n-th lowest card of @set, from 0, for a set of at most six cards
 * (a hand): the same card as fl_card_set_nth(), without its loop of a
 * random length. */
static inline FlCard
flume_nth_of_hand (FlCardSet set,
                   guint     n)
{
  FlCardSet without[FL_FLUME_HAND_SIZE];

  without[0] = set;
  for (guint i = 1; i < FL_FLUME_HAND_SIZE; i++)
    without[i] = without[i - 1] & (without[i - 1] - 1);
  return (FlCard) __builtin_ctzll (without[n]);
}

/* The @n-th lowest card of @set, from 0, for sets of any size (n <
 * count): the half of 32 places that holds it, then of 16, 8, 4 and 2,
 * each chosen by a select: a random @n would mispredict the branches of
 * a search or the end of fl_card_set_nth()'s loop. */
static inline FlCard
flume_nth (FlCardSet set,
           guint     n)
{
  guint base = 0;

  for (guint width = 32; width > 0; width /= 2)
    {
      guint low = fl_card_set_count (set & ((G_GUINT64_CONSTANT (1) << width) - 1));
      gboolean higher = n >= low;

      n -= higher ? low : 0;
      set = higher ? set >> width : set;
      base += higher ? width : 0;
    }
  return (FlCard) base;
}

/* Who holds @card in @sets, one set a seat: the first of the
 * @n_players seats whose set has it, or -1. The scoring and the tutor
 * ask it of the cards played and taken; it selects without a branch. */
static inline int
_fl_flume_seat_holding (const FlCardSet *sets,
                        guint            n_players,
                        FlCard           card)
{
  int seat = -1;

  for (guint s = n_players; s-- > 0;)
    seat = (sets[s] & FL_CARD_SET_BIT (card)) ? (int) s : seat;
  return seat;
}

/* A uniformly random discard among the legal ones (every subset of the
 * discardable cards no larger than the limit), the same draws for
 * random_action() and random_playout(). */
static inline FlCardSet
flume_random_discard (const FlFlumeState *state,
                      FlRng              *rng)
{
  FlCardSet can = flume_discardable (state);
  guint n = fl_card_set_count (can);
  guint limit = MIN (n, state->n_stock);
  guint mask;

  if (limit == 0)
    return 0;
  mask = fl_rng_next (rng) & ((1u << n) - 1);
  /* Only a short stock refuses some subsets. */
  if (limit < n)
    while ((guint) fl_card_set_count (mask) > limit)
      mask = fl_rng_next (rng) & ((1u << n) - 1);

  return flume_subset (can, mask);
}

/* The number of bids open to the player to act (B1), besides passing. */
static inline guint
flume_n_bids (const FlFlumeState *state)
{
  guint lowest = MAX (FL_FLUME_MIN_BID, state->bid + 1u);

  return lowest > FL_FLUME_MAX_BID ? 0 : FL_FLUME_MAX_BID + 1 - lowest;
}

/* In fl-flume-legal.c */
guint     _fl_flume_legal_actions   (const void      *state,
                                     FlAction        *out,
                                     guint            capacity);
void      _fl_flume_action_cards    (const void      *state,
                                     FlCards         *out);
gboolean  _fl_flume_check_action    (const void      *state,
                                     const FlAction  *action,
                                     FlIllegal       *why);
void      _fl_flume_random_action   (const void      *state,
                                     FlRng           *rng,
                                     FlAction        *out);
int       _fl_flume_current_seat    (const void      *state);

/* In fl-flume-determinize.c */
void      _fl_flume_observe         (const void      *state,
                                     int              seat,
                                     void            *observation);
gboolean  _fl_flume_determinize     (const void      *observation,
                                     FlRng           *rng,
                                     void            *world);
int       _fl_flume_side            (const void      *observation,
                                     int              seat);
void      _fl_flume_known_cards     (const void      *observation,
                                     int              seat,
                                     FlCards         *out);

G_END_DECLS
