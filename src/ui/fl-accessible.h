/* fl-accessible.h: the names assistive technologies read for controls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void fl_accessible_init     (void);
void fl_accessible_set_name (GtkWidget  *widget,
                             const char *name);

G_END_DECLS
