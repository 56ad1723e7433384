/* fl-zone-view.h: one zone of the table: a pile, a stock, a called suit…
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-card-widget.h"
#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_ZONE_VIEW (fl_zone_view_get_type ())

G_DECLARE_FINAL_TYPE (FlZoneView, fl_zone_view, FL, ZONE_VIEW, GtkWidget)

GtkWidget    *fl_zone_view_new             (void);
void          fl_zone_view_update          (FlZoneView        *self,
                                            const FlTableView *view,
                                            guint              zone,
                                            FlDeckId           deck,
                                            gboolean           four_colour);
guint         fl_zone_view_get_zone        (FlZoneView        *self);
int           fl_zone_view_get_kind        (FlZoneView        *self);
void          fl_zone_view_set_card_height (FlZoneView        *self,
                                            int                height);
void          fl_zone_view_set_caption_beside (FlZoneView     *self,
                                              gboolean        beside);
void          fl_zone_view_set_four_colour (FlZoneView        *self,
                                            gboolean           four_colour);
void          fl_zone_view_set_targets     (FlZoneView        *self,
                                            gboolean           whole,
                                            const guint8      *cards,
                                            guint              n_cards);
gboolean      fl_zone_view_get_target      (FlZoneView        *self);
guint         fl_zone_view_get_n_cards     (FlZoneView        *self);
FlCardWidget *fl_zone_view_get_card        (FlZoneView        *self,
                                            guint              index);

char         *fl_zone_describe             (const FlTableView *view,
                                            const FlTableZone *zone,
                                            FlDeckId           deck);

G_END_DECLS
