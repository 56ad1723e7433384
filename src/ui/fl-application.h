/* fl-application.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FL_TYPE_APPLICATION (fl_application_get_type ())

G_DECLARE_FINAL_TYPE (FlApplication, fl_application, FL, APPLICATION, AdwApplication)

FlApplication *fl_application_new        (GApplicationFlags  flags);
GSettings     *fl_application_get_settings (FlApplication   *self);
void           fl_show_help              (GtkWindow         *parent,
                                          const char        *page);

G_END_DECLS
