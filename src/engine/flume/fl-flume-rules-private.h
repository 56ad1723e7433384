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

/* P4: how strongly @card plays to a trick whose led suit is @led_cards:
 * a trump above any card of the suit led, any other card nothing. */
static inline guint
flume_power (const FlFlumeState *state,
             FlCardSet           led_cards,
             FlCard              card)
{
  FlCardSet bit = FL_CARD_SET_BIT (card);

  if (state->trumps & bit)
    return 32 + fl_flume_trump_rank (card, state->trump);
  if (led_cards & bit)
    return 16 + fl_flume_index_of (card);
  return 0;
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

/* The cards of @from whose bits are set in @mask, taken in order from
 * the lowest (the subset numbered @mask). */
static inline FlCardSet
flume_subset (FlCardSet from,
              guint     mask)
{
  FlCardSet out = 0;

  for (; from != 0 && mask != 0; from &= from - 1, mask >>= 1)
    if (mask & 1)
      out |= from & -from;
  return out;
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
  do
    mask = fl_rng_next (rng) & ((1u << n) - 1);
  while ((guint) fl_card_set_count (mask) > limit);

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
