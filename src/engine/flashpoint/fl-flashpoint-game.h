/* fl-flashpoint-game.h: a game of Flashpoint as an FlGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game.h"
#include "fl-flashpoint-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLASHPOINT_GAME (fl_flashpoint_game_get_type ())

G_DECLARE_FINAL_TYPE (FlFlashpointGame, fl_flashpoint_game, FL, FLASHPOINT_GAME, FlGame)

FlFlashpointGame        *fl_flashpoint_game_new       (const FlOptions  *options,
                                                       guint64           seed);
const FlFlashpointState *fl_flashpoint_game_get_state (FlFlashpointGame *self);
int                      fl_flashpoint_game_get_dealer (FlFlashpointGame *self);

G_END_DECLS
