/* fl-flunk-game.h: a game of Flunk as an FlGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game.h"
#include "fl-flunk-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLUNK_GAME (fl_flunk_game_get_type ())

G_DECLARE_FINAL_TYPE (FlFlunkGame, fl_flunk_game, FL, FLUNK_GAME, FlGame)

FlFlunkGame        *fl_flunk_game_new          (const FlOptions *options,
                                                guint64          seed);
const FlFlunkState *fl_flunk_game_get_state    (FlFlunkGame     *self);
int                 fl_flunk_game_get_dealer   (FlFlunkGame     *self);
char               *fl_flunk_game_describe_contract (FlFlunkGame *self);

G_END_DECLS
