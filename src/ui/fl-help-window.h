/* fl-help-window.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FL_TYPE_HELP_WINDOW (fl_help_window_get_type ())

G_DECLARE_FINAL_TYPE (FlHelpWindow, fl_help_window, FL, HELP_WINDOW, AdwWindow)

FlHelpWindow *fl_help_window_present  (GtkWindow    *parent,
                                       const char   *page,
                                       const char   *section,
                                       const char   *rule);
void          fl_help_window_show     (FlHelpWindow *self,
                                       const char   *page,
                                       const char   *section,
                                       const char   *rule);
GtkWidget    *fl_help_window_get_view (FlHelpWindow *self);

G_END_DECLS
