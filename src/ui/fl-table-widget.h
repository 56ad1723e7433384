/* fl-table-widget.h: the table: places around it, the trick, your hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-engine.h"
#include "fl-hand-view.h"

G_BEGIN_DECLS

/**
 * FlTableTarget:
 * @zone: an index into the view's zones, or -1 for a place
 * @card: the index of a card listed in @zone, or -1 for the zone itself
 *   (always -1 for a place: the cards of a hand are the hand's own,
 *   #FlTableWidget::card-activated and #FlTableWidget::cards-confirmed;
 *   a card a game lays before a place is listed in a zone there)
 * @place: the place: the one @zone lies in front of (-1 for the middle),
 *   or the place itself when @zone is -1
 *
 * Something on the table a game lets the user click or activate now
 * (fl_table_widget_set_targets()), as #FlTableWidget::target-activated
 * reports it.
 */
typedef struct
{
  int zone;
  int card;
  int place;
} FlTableTarget;

#define FL_TYPE_TABLE_TARGET (fl_table_target_get_type ())

GType          fl_table_target_get_type (void) G_GNUC_CONST;
FlTableTarget *fl_table_target_copy     (const FlTableTarget *target);
void           fl_table_target_free     (FlTableTarget       *target);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlTableTarget, fl_table_target_free)

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
void         fl_table_widget_set_targets     (FlTableWidget     *self,
                                              const FlTableTarget *targets,
                                              guint              n_targets);
GtkWidget   *fl_table_widget_get_zone_widget (FlTableWidget     *self,
                                              guint              zone);
GtkWidget   *fl_table_widget_get_zone_card   (FlTableWidget     *self,
                                              guint              zone,
                                              guint              card);
GtkWidget   *fl_table_widget_get_place_widget (FlTableWidget    *self,
                                              guint              place);
gboolean     fl_table_widget_confirm_selection (FlTableWidget   *self);
gboolean     fl_table_widget_is_revealing (FlTableWidget     *self);

/* The preference "card-order": how the user's own hands are sorted. */
enum {
  FL_CARD_ORDER_SUIT,
  FL_CARD_ORDER_RANK,
  FL_CARD_ORDER_GAME,
};

G_END_DECLS
