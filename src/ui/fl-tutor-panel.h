/* fl-tutor-panel.h: the rules tutor beside the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-table-page.h"

G_BEGIN_DECLS

#define FL_TYPE_TUTOR_PANEL (fl_tutor_panel_get_type ())

G_DECLARE_FINAL_TYPE (FlTutorPanel, fl_tutor_panel, FL, TUTOR_PANEL, AdwBin)

GtkWidget   *fl_tutor_panel_new           (void);
void         fl_tutor_panel_set_table     (FlTutorPanel *self,
                                           FlTablePage  *table);
void         fl_tutor_panel_update        (FlTutorPanel *self);
void         fl_tutor_panel_point_card    (FlTutorPanel *self,
                                           FlCard        card);
char        *fl_tutor_panel_get_text      (FlTutorPanel *self);
gboolean     fl_tutor_panel_show_hint     (FlTutorPanel *self);

G_END_DECLS
