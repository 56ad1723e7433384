/* fl-flashpoint-pure.c: Flashpoint's pure rules (tricks, combinations,
 * flashes, commands), shared with the explanations and the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include "fl-flashpoint-rules-private.h"

/* ---- Pure rules, shared with the explanations and the command line ---- */

/**
 * fl_flashpoint_trick_winner:
 * @cards: a trick's cards in play order
 * @n_cards: how many, 1 to 4
 * @reason: (out) (optional): why that card wins
 *
 * P6: the highest card wins, unless a rank occurs more than once: then the
 * last card played of a repeated rank wins.
 *
 * Returns: the position of the winning card in @cards
 */
guint
fl_flashpoint_trick_winner (const FlCard          *cards,
                            guint                  n_cards,
                            FlFlashpointWinReason *reason)
{
  guint seen = 0, repeated = 0;
  guint best = 0, best_rank = 0;
  guint i;

  for (i = 0; i < n_cards; i++)
    {
      guint rank = cards[i] & 7;
      guint bit = 1u << rank;

      repeated |= seen & bit;
      seen |= bit;
      if (rank > best_rank)
        best = i, best_rank = rank;
    }

  if (repeated == 0)
    {
      if (reason != NULL)
        *reason = FL_FLASHPOINT_WIN_HIGHEST;
      return best;
    }

  /* The last card of a repeated rank: found from the end. */
  do
    i--;
  while (!(repeated & (1u << (cards[i] & 7))));

  if (reason != NULL)
    *reason = FL_FLASHPOINT_WIN_LAST_DUPLICATE;
  return i;
}

/**
 * fl_flashpoint_combination:
 *
 * S1, S4, S5: the best combination in a trick of up to four cards. Runs
 * are of neighbouring ranks along A K Q J 10 9 8 7, without wrapping; four
 * of a kind counts as two pairs.
 */
FlFlashpointCombo
fl_flashpoint_combination (const FlCard *cards,
                           guint         n_cards)
{
  guint ranks = 0;
  guint distinct, run3;

  for (guint i = 0; i < n_cards; i++)
    ranks |= 1u << (cards[i] & 7);

  /* Bit r of run3 is set when ranks r, r + 1 and r + 2 are all there. */
  distinct = count32 (ranks);
  run3 = ranks & ranks >> 1 & ranks >> 2;

  switch (n_cards - distinct)
    {
    case 0:
      return (run3 & ranks >> 3) ? FL_FLASHPOINT_COMBO_RUN4 :
             run3 ? FL_FLASHPOINT_COMBO_RUN3 : FL_FLASHPOINT_COMBO_NONE;
    case 1:
      return run3 ? FL_FLASHPOINT_COMBO_PAIR_RUN : FL_FLASHPOINT_COMBO_PAIR;
    case 2:
      {
        /* Three cards of one rank, or four cards as three and one, or two
         * and two. */
        guint same = 0;

        for (guint i = 1; i < n_cards; i++)
          same += (cards[i] & 7) == (cards[0] & 7);
        return n_cards == 3 || same != 1 ? FL_FLASHPOINT_COMBO_TRIPLET : FL_FLASHPOINT_COMBO_TWO_PAIRS;
      }
    case 3:
      return FL_FLASHPOINT_COMBO_FOUR;
    default:
      return FL_FLASHPOINT_COMBO_NONE;
    }
}

/**
 * fl_flashpoint_combo_value:
 *
 * Returns: what a combination scores to the side winning it (S1), or -10
 * for none (S2: a damp squib, 10 to the opponents)
 */
int
fl_flashpoint_combo_value (FlFlashpointCombo combo)
{
  static const int values[FL_FLASHPOINT_N_COMBOS] = {
    [FL_FLASHPOINT_COMBO_NONE] = -FL_FLASHPOINT_DAMP_SQUIB,
    [FL_FLASHPOINT_COMBO_PAIR] = 1,
    [FL_FLASHPOINT_COMBO_RUN3] = 3,
    [FL_FLASHPOINT_COMBO_TRIPLET] = 6,
    [FL_FLASHPOINT_COMBO_PAIR_RUN] = 8,
    [FL_FLASHPOINT_COMBO_TWO_PAIRS] = 10,
    [FL_FLASHPOINT_COMBO_RUN4] = 12,
    [FL_FLASHPOINT_COMBO_FOUR] = 10,
  };

  return combo < FL_FLASHPOINT_N_COMBOS ? values[combo] : 0;
}

/**
 * fl_flashpoint_flashes_held:
 * @hand: a hand as dealt
 * @flashes: (out): the FlFlashpointFlash bits it holds (voids, twin, long)
 * @fours: (out): the ranks it holds four times
 *
 * B2-B5: the flashes in a hand of eight cards.
 */
void
fl_flashpoint_flashes_held (FlCardSet  hand,
                            guint     *flashes,
                            guint     *fours)
{
  guint held = ~set_suits (hand) & FL_FLASHPOINT_FLASH_VOIDS;
  guint32 x = (guint32) hand;
  guint all = 0xff;

  if (count32 (hand) == FL_FLASHPOINT_HAND_SIZE)
    {
      gboolean twin = TRUE;

      for (guint s = 0; s < 4; s++)
        twin &= count32 (hand & FL_FP_SUIT_MASK (s)) == 2;
      if (twin)
        held |= FL_FLASHPOINT_FLASH_TWIN;
      if (set_ranks (hand) == 0xff)
        held |= FL_FLASHPOINT_FLASH_LONG;
    }

  /* A rank is held four times when its bit is set in all four suit bytes. */
  all &= x & x >> 8 & x >> 16 & x >> 24;

  *flashes = held;
  *fours = all;
}

/**
 * fl_flashpoint_flash_points:
 *
 * B2-B6: what a declaration scores.
 */
int
fl_flashpoint_flash_points (guint             flashes,
                            guint             fours,
                            FlFlashpointVoids voids_rule)
{
  guint voids = fl_card_set_count (flashes & FL_FLASHPOINT_FLASH_VOIDS);
  int points = 0;

  if (voids_rule == FL_FLASHPOINT_VOIDS_ONCE)
    voids = MIN (voids, 1);
  points += (int) voids * FL_FLASHPOINT_VOID_POINTS;
  if (flashes & FL_FLASHPOINT_FLASH_TWIN)
    points += FL_FLASHPOINT_TWIN_POINTS;
  if (flashes & FL_FLASHPOINT_FLASH_LONG)
    points += FL_FLASHPOINT_LONG_POINTS;
  if (flashes & FL_FLASHPOINT_FLASH_SQUARE)
    points += FL_FLASHPOINT_SQUARE_POINTS;
  points += (int) fl_card_set_count (fours & 0xff) * FL_FLASHPOINT_FOUR_POINTS;

  return points;
}

/**
 * fl_flashpoint_flash_proof:
 *
 * B1: the cards a player shows the left-hand opponent to prove a
 * declaration: the whole hand for a void, twin, long or square flash, the
 * four cards of each four-flash.
 */
FlCardSet
fl_flashpoint_flash_proof (FlCardSet hand,
                           guint     flashes,
                           guint     fours)
{
  FlCardSet shown = 0;

  if (flashes != 0)
    return hand;

  for (guint r = 0; r < 8; r++)
    if (fours & (1u << r))
      shown |= FL_FP_RANK_MASK (r + 7);

  return shown & hand;
}

/**
 * fl_flashpoint_command_cards:
 * @command: kind << 4 | value, as in FlFlashpointState
 *
 * Returns: the cards that obey @command when led (C1)
 */
FlCardSet
fl_flashpoint_command_cards (guint command)
{
  guint value = command & 0xf;

  switch (command >> 4)
    {
    case FL_FLASHPOINT_COMMAND_LEAD_SUIT:
      return FL_FP_SUIT_MASK (value & 3);
    case FL_FLASHPOINT_COMMAND_AVOID_SUIT:
      return FL_FP_ALL_CARDS & ~FL_FP_SUIT_MASK (value & 3);
    case FL_FLASHPOINT_COMMAND_LEAD_RANK:
      return value >= 7 ? FL_FP_RANK_MASK (value) : 0;
    case FL_FLASHPOINT_COMMAND_AVOID_RANK:
      return value >= 7 ? FL_FP_ALL_CARDS & ~FL_FP_RANK_MASK (value) : FL_FP_ALL_CARDS;
    default:
      return FL_FP_ALL_CARDS;
    }
}

gboolean
fl_flashpoint_command_matches (guint  command,
                               FlCard card)
{
  return (fl_flashpoint_command_cards (command) & FL_CARD_SET_BIT (card)) != 0;
}

void
fl_flashpoint_action_play (FlAction *action,
                           int       seat,
                           FlCard    card)
{
  fl_action_init (action, FL_ACTION_PLAY, seat);
  action->n_cards = 1;
  action->cards[0] = card;
}

void
fl_flashpoint_action_pass (FlAction *action,
                           int       seat)
{
  fl_action_init (action, FL_ACTION_PASS, seat);
}

void
fl_flashpoint_action_set_flashes (FlAction *action,
                                  guint     flashes,
                                  guint     fours)
{
  action->values[0] = (gint16) flashes;
  action->values[1] = (gint16) fours;
}

void
fl_flashpoint_action_command (FlAction           *action,
                              int                 seat,
                              FlFlashpointCommand kind,
                              guint               value)
{
  fl_action_init (action, FL_ACTION_COMMAND, seat);
  action->values[0] = (gint16) kind;
  action->values[1] = (gint16) value;
}
