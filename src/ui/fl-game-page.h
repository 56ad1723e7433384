/* fl-game-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_GAME_PAGE (fl_game_page_get_type ())

G_DECLARE_FINAL_TYPE (FlGamePage, fl_game_page, FL, GAME_PAGE, AdwBin)

const FlGameInfo *fl_game_page_get_game (FlGamePage       *self);
void              fl_game_page_set_game (FlGamePage       *self,
                                         const FlGameInfo *info);
void              fl_game_page_set_primary_menu (FlGamePage *self,
                                                 GMenuModel *menu);

G_END_DECLS
