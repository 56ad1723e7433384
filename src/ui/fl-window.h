/* fl-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-application.h"
#include "fl-game-page.h"

G_BEGIN_DECLS

#define FL_TYPE_WINDOW (fl_window_get_type ())

G_DECLARE_FINAL_TYPE (FlWindow, fl_window, FL, WINDOW, AdwApplicationWindow)

FlWindow   *fl_window_new               (FlApplication *application);
const char *fl_window_get_current_game  (FlWindow      *self);
FlGamePage *fl_window_get_game_page     (FlWindow      *self);
gboolean    fl_window_is_reading_saved_game (FlWindow  *self);

G_END_DECLS
