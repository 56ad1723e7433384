/* fl-help-view.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FL_TYPE_HELP_VIEW (fl_help_view_get_type ())

G_DECLARE_FINAL_TYPE (FlHelpView, fl_help_view, FL, HELP_VIEW, AdwBin)

GtkWidget  *fl_help_view_new        (void);
gboolean    fl_help_view_load       (FlHelpView  *self,
                                     const char  *page,
                                     const char  *section,
                                     const char  *rule);
void        fl_help_view_scroll     (FlHelpView    *self,
                                     GtkScrollType  scroll);
const char *fl_help_view_get_page   (FlHelpView  *self);
char       *fl_help_view_get_title  (FlHelpView  *self);
GPtrArray  *fl_help_view_get_marked (FlHelpView  *self);

GtkWidget  *fl_help_rule_new        (const char  *page,
                                     const char  *section,
                                     const char  *rule);

G_END_DECLS
