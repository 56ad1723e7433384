/* fl-preferences-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FL_TYPE_PREFERENCES_WINDOW (fl_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (FlPreferencesWindow, fl_preferences_window, FL, PREFERENCES_WINDOW, AdwPreferencesWindow)

FlPreferencesWindow *fl_preferences_window_new (GSettings *settings);

G_END_DECLS
