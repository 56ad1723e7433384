/* fl-text.h: text that wraps well in every language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        fl_label_set_wrapping   (GtkLabel *label,
                                     int       max_width_chars);
GtkWidget  *fl_tooltip_label_new    (const char *markup);
void        fl_tooltips_init        (void);

G_END_DECLS
