/* fl-game-page.h: the page of one game: its setup, then its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"
#include "fl-table-page.h"
#include "fl-tutor-panel.h"

G_BEGIN_DECLS

#define FL_TYPE_GAME_PAGE (fl_game_page_get_type ())

G_DECLARE_FINAL_TYPE (FlGamePage, fl_game_page, FL, GAME_PAGE, AdwBin)

const FlGameInfo *fl_game_page_get_game         (FlGamePage       *self);
void              fl_game_page_set_game         (FlGamePage       *self,
                                                 const FlGameInfo *info);
void              fl_game_page_set_primary_menu (FlGamePage       *self,
                                                 GMenuModel       *menu);
void              fl_game_page_set_settings     (FlGamePage       *self,
                                                 GSettings        *settings);
gboolean          fl_game_page_play             (FlGamePage       *self,
                                                 FlGame           *game,
                                                 int               human,
                                                 const char       *strength,
                                                 GError          **error);
gboolean          fl_game_page_start_lesson     (FlGamePage       *self,
                                                 const FlLesson   *lesson,
                                                 GError          **error);
void              fl_game_page_show_setup       (FlGamePage       *self);
gboolean          fl_game_page_in_progress      (FlGamePage       *self);
void              fl_game_page_leave            (FlGamePage       *self);
FlTablePage      *fl_game_page_get_table_page   (FlGamePage       *self);
GtkWidget        *fl_game_page_get_setup_page   (FlGamePage       *self);
const char       *fl_game_page_get_mode         (FlGamePage       *self);
FlTutorPanel     *fl_game_page_get_tutor_panel  (FlGamePage       *self);

G_END_DECLS
