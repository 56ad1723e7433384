/* fl-flashpoint-rules-private.h: what the files of Flashpoint's rules share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flashpoint-rules.h"

G_BEGIN_DECLS

#define FLASHPOINT_STREAM G_GUINT64_CONSTANT (0x466c617368) /* "Flash" */

/* The cards of the suits in @suits (a 4-bit mask): each bit spread to a
 * byte, then the byte filled. */
static inline FlCardSet
suits_cards (guint suits)
{
  guint32 spread = ((suits & 0xf) * 0x00204081u) & 0x01010101u;

  return (FlCardSet) (spread * 0xffu);
}

/* A bit count for the 32-card pack's sets: half the work of
 * fl_card_set_count(). */
static inline guint
count32 (FlCardSet set)
{
  guint32 x = (guint32) set;

  x = x - ((x >> 1) & 0x55555555u);
  x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
  x = (x + (x >> 4)) & 0x0f0f0f0fu;
  return (x * 0x01010101u) >> 24;
}

/* The suits present in @set, as a 4-bit mask. */
static inline guint
set_suits (FlCardSet set)
{
  return (guint) ((set & 0xff) != 0) |
         (guint) ((set & 0xff00) != 0) << 1 |
         (guint) ((set & 0xff0000) != 0) << 2 |
         (guint) ((set & 0xff000000) != 0) << 3;
}

/* The ranks present in @set, as an 8-bit mask (bit rank - 7). */
static inline guint
set_ranks (FlCardSet set)
{
  guint32 x = (guint32) set;

  return (x | x >> 8 | x >> 16 | x >> 24) & 0xff;
}

static inline gboolean
leading (const FlFlashpointState *state)
{
  return state->n_seq == state->trick_start[state->n_tricks];
}

/* The cards the player to act may add to the trick (P3). */
static inline FlCardSet
playable_cards (const FlFlashpointState *state)
{
  return state->hands[state->to_play] & ~suits_cards (state->trick_suits);
}

/* The flashes the player to act may declare with this action: the hand's
 * at the first turn in the first trick (B1), the square flash at the first
 * turn in the fifth (B6). */
static inline void
flashes_open (const FlFlashpointState *state,
              guint                   *flashes,
              guint                   *fours)
{
  guint bit = 1u << state->to_play;
  FlCardSet hand = state->hands[state->to_play];

  *flashes = 0;
  *fours = 0;
  if (state->n_tricks == 0 && !(state->first_turn_done & bit))
    fl_flashpoint_flashes_held (hand, flashes, fours);
  else if (state->n_tricks == FL_FLASHPOINT_SQUARE_TRICK && !(state->square_done & bit) &&
           count32 (hand) == 4 && set_suits (hand) == FL_FLASHPOINT_ALL_SUITS)
    *flashes = FL_FLASHPOINT_FLASH_SQUARE;
}

/* The seat to act: the one to play or pass, the partner to name a
 * command (C1), or the next dealer at the end of a hand (T4). */
static inline int
_fl_flashpoint_current_seat (const void *data)
{
  const FlFlashpointState *state = data;

  switch (state->stage)
    {
    case FL_FLASHPOINT_STAGE_PLAY:
      return state->to_play;
    case FL_FLASHPOINT_STAGE_COMMAND:
      return (int) fl_flashpoint_partner (state->to_play);
    case FL_FLASHPOINT_STAGE_HAND_OVER:
      /* T4: the next dealer gathers the cards and deals. */
      return (state->dealer + 1) & 3;
    default:
      return -1;
    }
}

/* The 24 commands: lead or avoid each suit, lead or avoid each rank. */
#define N_COMMANDS 24

static inline void
nth_command (guint  index,
             guint *kind,
             guint *value)
{
  if (index < 8)
    {
      *kind = index < 4 ? FL_FLASHPOINT_COMMAND_LEAD_SUIT : FL_FLASHPOINT_COMMAND_AVOID_SUIT;
      *value = index & 3;
    }
  else
    {
      index -= 8;
      *kind = index < 8 ? FL_FLASHPOINT_COMMAND_LEAD_RANK : FL_FLASHPOINT_COMMAND_AVOID_RANK;
      *value = (index & 7) + 7;
    }
}

/* Every subset of the open flashes, as (flashes, fours) pairs: the void,
 * twin, long and square bits first, then the four-flash ranks. */
static inline guint
flash_subsets (guint   flashes,
               guint   fours,
               guint16 out[][2])
{
  guint bits = flashes | fours << 8;
  guint n = 0;
  guint sub = 0;

  do
    {
      out[n][0] = (guint16) (sub & 0xff);
      out[n][1] = (guint16) (sub >> 8);
      n++;
      sub = (sub - bits) & bits;
    }
  while (sub != 0);

  return n;
}

/* In fl-flashpoint-legal.c: FlRules.legal_actions and check_action. */
guint    _fl_flashpoint_legal_actions (const void     *data,
                                       FlAction       *out,
                                       guint           capacity);
gboolean _fl_flashpoint_check_action  (const void     *data,
                                       const FlAction *action,
                                       FlIllegal      *why);

void     _fl_flashpoint_observe     (const void *data,
                                     int         seat,
                                     void       *out);
gboolean _fl_flashpoint_determinize (const void *data,
                                     FlRng      *rng,
                                     void       *out);

G_END_DECLS
