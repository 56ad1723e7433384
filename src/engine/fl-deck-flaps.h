/* fl-deck-flaps.h: the 148-card Flaps deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "fl-card.h"

G_BEGIN_DECLS

/**
 * FlFlapsPower:
 *
 * What a Flaps card does, stored in #FlCardDesc.power. One value per kind
 * of card in seeds/flaps.md; the rules decide what each one means. Cards of
 * one kind share a power whatever their suit (the red and black
 * Ace'n'Lays differ only by their suit's colour).
 */
typedef enum
{
  FL_FLAPS_POWER_NONE = 0,

  /* Level 1 */
  FL_FLAPS_POWER_ACE,
  FL_FLAPS_POWER_ACE_N_END,
  FL_FLAPS_POWER_ACE_N_LAY,
  FL_FLAPS_POWER_TWO,
  FL_FLAPS_POWER_THREE,
  FL_FLAPS_POWER_SEVEN,
  FL_FLAPS_POWER_NINE,
  FL_FLAPS_POWER_FLAPS,
  FL_FLAPS_POWER_MEGA_FLAP,
  FL_FLAPS_POWER_EIGHT,
  FL_FLAPS_POWER_TEN,
  FL_FLAPS_POWER_HOOFERS_DOOFERS,
  FL_FLAPS_POWER_JACK,
  FL_FLAPS_POWER_UP_JACKS,
  FL_FLAPS_POWER_ACE_JACK,
  FL_FLAPS_POWER_PLAIN,               /* the fives, kings and queens */

  /* Level 2 */
  FL_FLAPS_POWER_TRUMPS,
  FL_FLAPS_POWER_OL_MAID,

  /* Level 3 */
  FL_FLAPS_POWER_QUACK,
  FL_FLAPS_POWER_STOP_THAT_FLAPPING,
  FL_FLAPS_POWER_DUMP_THOSE_FIVES,
  FL_FLAPS_POWER_SIX_OF_THE_BEST,
  FL_FLAPS_POWER_KING_N_LAY,

  /* Level 4 */
  FL_FLAPS_POWER_SPOOF,
  FL_FLAPS_POWER_LOW_OL_MAID,

  /* Level 5 */
  FL_FLAPS_POWER_LOSE_A_SECRET,
  FL_FLAPS_POWER_PICK_A_SECRET,
  FL_FLAPS_POWER_START_GUESSING_NO_LOOK,
  FL_FLAPS_POWER_START_GUESSING_LOOK,
  FL_FLAPS_POWER_SHARE_A_SECRET,
  FL_FLAPS_POWER_SOLVE_THE_MYSTERY,

  /* Level 6 */
  FL_FLAPS_POWER_ONE_DOWN,
  FL_FLAPS_POWER_ONE_RIGHT,
  FL_FLAPS_POWER_ONE_LEFT,
  FL_FLAPS_POWER_ONE_OVER,
  FL_FLAPS_POWER_ONE_LOOK,
  FL_FLAPS_POWER_ONE_SWAP,
  FL_FLAPS_POWER_ONE_UP,

  /* Level 7 */
  FL_FLAPS_POWER_FULL_MONTY,

  FL_FLAPS_N_POWERS,
} FlFlapsPower;

#define FL_FLAPS_N_CARDS 148
#define FL_FLAPS_N_LEVELS 7

const FlDeck *_fl_deck_flaps              (void);
const char   *fl_flaps_power_description (const FlCardDesc *desc);

G_END_DECLS
