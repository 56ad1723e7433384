/* fl-game-row.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_GAME_ROW (fl_game_row_get_type ())

G_DECLARE_FINAL_TYPE (FlGameRow, fl_game_row, FL, GAME_ROW, AdwActionRow)

FlGameRow *fl_game_row_new (const FlGameInfo *info);

G_END_DECLS
