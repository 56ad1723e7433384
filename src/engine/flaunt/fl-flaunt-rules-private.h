/* fl-flaunt-rules-private.h: what Flaunt's rules files share
 *
 * The rules are split at their seams: fl-flaunt-combos.c (the kinds of
 * combination and the contests), fl-flaunt-rules.c (options, the rounds,
 * apply, random play and the FlRules table), fl-flaunt-legal.c (legal
 * actions and check_action) and fl-flaunt-determinize.c (what a seat
 * sees). The small helpers the inner loop needs are inline here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flaunt-rules.h"

G_BEGIN_DECLS

#define FLAUNT_STREAM G_GUINT64_CONSTANT (0x466c61756e74) /* "Flaunt" */

/* The four cards of one rank (2-14) in a 52-bit set of one pack. */
#define FLAUNT_RANK_MASK(rank) (G_GUINT64_CONSTANT (0x8004002001) << ((rank) - 2))

static inline guint
flaunt_next_seat (const FlFlauntState *state,
                  guint                seat)
{
  return seat + 1 < state->n_players ? seat + 1 : 0;
}

/* The card of pack @pack whose standard index is @index. */
static inline FlCard
flaunt_card (guint pack,
             guint index)
{
  return (FlCard) (pack * FL_FLAUNT_PACK + index);
}

/* The ranks present in @cards, bit r for rank r (2-14), and bit 1 for an
 * ace when it may count low (K1). */
static inline guint
flaunt_rank_bits (const FlFlauntCards *cards,
                  gboolean             ace_low)
{
  FlCardSet all = cards->packs[0] | cards->packs[1];
  guint bits = (guint) ((all | all >> 13 | all >> 26 | all >> 39) & 0x1fff) << 2;

  if (ace_low && (bits & (1u << 14)))
    bits |= 1u << 1;
  return bits;
}

static inline guint
flaunt_count_in (const FlFlauntCards *cards,
                 FlCardSet            mask)
{
  return fl_card_set_count (cards->packs[0] & mask) + fl_card_set_count (cards->packs[1] & mask);
}

/* The @n-th card (from 0) of @cards restricted to @mask. */
static inline FlCard
flaunt_nth_in (const FlFlauntCards *cards,
               FlCardSet            mask,
               guint                n)
{
  FlCardSet first = cards->packs[0] & mask;
  guint count = fl_card_set_count (first);

  if (n < count)
    return fl_card_set_nth (first, n);
  return flaunt_card (1, fl_card_set_nth (cards->packs[1] & mask, n - count));
}

/* The longest run of consecutive bits in @bits. */
static inline guint
flaunt_longest_run (guint bits)
{
  guint n = 0;

  for (; bits != 0; n++)
    bits &= bits >> 1;
  return n;
}

/* The bits where a run of @length consecutive bits of @bits starts (its
 * lowest bit). */
static inline guint
flaunt_run_starts (guint bits,
                   guint length)
{
  guint starts = bits;

  for (guint i = 1; i < length; i++)
    starts &= bits >> i;
  return starts;
}

/* T5: how many cards @seat holds (public). */
static inline guint
flaunt_hand_size (const FlFlauntState *state,
                  guint                seat)
{
  return state->hand_sizes[seat];
}

gboolean      _fl_flaunt_cards_from_action (const FlAction     *action,
                                            guint               n_cards,
                                            FlFlauntCards      *out);
/* T3, T4, C1, C3: whether @cards (@n of them) may be a flaunt, a challenge
 * to one, or under the option a sneak: one card or a combination. */
gboolean      _fl_flaunt_is_flauntable     (const FlFlauntState *state,
                                            const FlCard        *cards,
                                            guint                n);
/* The next seat to be asked whether it challenges (C6), or -1 when all
 * have decided. */
int           _fl_flaunt_next_to_ask       (const FlFlauntState *state);

int           _fl_flaunt_current_seat      (const void      *state);
guint         _fl_flaunt_legal_actions     (const void      *state,
                                            FlAction        *out,
                                            guint            capacity);
void          _fl_flaunt_action_cards      (const void      *state,
                                            FlCards         *out);
gboolean      _fl_flaunt_check_action      (const void      *state,
                                            const FlAction  *action,
                                            FlIllegal       *why);
void          _fl_flaunt_random_action     (const void      *state,
                                            FlRng           *rng,
                                            FlAction        *out);

/* A random choice, as random_action() makes it and random_playout()
 * applies it without an FlAction. */
typedef struct
{
  guint8 kind;                      /* an FlActionKind */
  guint8 n_cards;
  guint8 cards[FL_FLAUNT_MAX_LEAD];
} FlFlauntPick;

void          _fl_flaunt_random_pick       (const FlFlauntState *state,
                                            FlRng               *rng,
                                            FlFlauntPick        *pick);

void          _fl_flaunt_observe           (const void      *state,
                                            int              seat,
                                            void            *observation);
gboolean      _fl_flaunt_determinize       (const void      *observation,
                                            FlRng           *rng,
                                            void            *world);
void          _fl_flaunt_known_cards       (const void      *observation,
                                            int              seat,
                                            FlCards         *out);

G_END_DECLS
