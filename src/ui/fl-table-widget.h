/* fl-table-widget.h: the table: places around it, the trick, your hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-engine.h"
#include "fl-hand-view.h"

G_BEGIN_DECLS

#define FL_TYPE_TABLE_WIDGET (fl_table_widget_get_type ())

G_DECLARE_FINAL_TYPE (FlTableWidget, fl_table_widget, FL, TABLE_WIDGET, GtkWidget)

GtkWidget   *fl_table_widget_new             (void);
void         fl_table_widget_show            (FlTableWidget     *self,
                                              const FlTableView *view,
                                              FlDeckId           deck);
void         fl_table_widget_set_controls    (FlTableWidget     *self,
                                              GtkWidget         *controls);
gboolean     fl_table_widget_focus_controls  (FlTableWidget     *self);
gboolean     fl_table_widget_move_focus      (FlTableWidget     *self,
                                              GtkDirectionType   direction);
FlHandView  *fl_table_widget_get_hand        (FlTableWidget     *self);
FlHandView  *fl_table_widget_get_place_hand  (FlTableWidget     *self,
                                              guint              place);
void         fl_table_widget_set_four_colour (FlTableWidget     *self,
                                              gboolean           four_colour);
void         fl_table_widget_set_card_scale  (FlTableWidget     *self,
                                              double             scale);
void         fl_table_widget_set_animation_ms (FlTableWidget    *self,
                                              guint              duration);
void         fl_table_widget_set_card_order  (FlTableWidget     *self,
                                              int                order);

/* The preference "card-order": how the user's own hands are sorted. */
enum {
  FL_CARD_ORDER_SUIT,
  FL_CARD_ORDER_RANK,
  FL_CARD_ORDER_GAME,
};

G_END_DECLS
