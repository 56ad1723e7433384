/* fl-activatable.h: what makes a widget of the table a target
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-card-widget.h"

G_BEGIN_DECLS

guint  fl_activatable_class_init  (GtkWidgetClass    *widget_class,
                                   GCallback          real_activate);
void   fl_activatable_init        (GtkWidget         *widget);
void   fl_activatable_set         (GtkWidget         *widget,
                                   gboolean           target);
void   fl_activatable_set_card    (FlCardWidget      *card,
                                   gboolean           target);
void   fl_widget_take_role        (GtkWidget         *widget,
                                   GtkAccessibleRole  role);

G_END_DECLS
