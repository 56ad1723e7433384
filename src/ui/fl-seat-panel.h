/* fl-seat-panel.h: one place at the table, as the others see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_SEAT_PANEL (fl_seat_panel_get_type ())

G_DECLARE_FINAL_TYPE (FlSeatPanel, fl_seat_panel, FL, SEAT_PANEL, AdwBin)

GtkWidget  *fl_seat_panel_new             (void);
void        fl_seat_panel_update          (FlSeatPanel        *self,
                                           const FlTableView  *view,
                                           guint               place,
                                           FlDeckId            deck,
                                           gboolean            show_hand,
                                           gboolean            four_colour);
void        fl_seat_panel_set_card_height (FlSeatPanel        *self,
                                           int                 height);
GtkWidget  *fl_seat_panel_get_hand        (FlSeatPanel        *self);
GtkWidget  *fl_seat_panel_get_zone_box    (FlSeatPanel        *self);
void        fl_seat_panel_set_target      (FlSeatPanel        *self,
                                           gboolean            target);
gboolean    fl_seat_panel_get_target      (FlSeatPanel        *self);
void        fl_seat_panel_reveal          (FlSeatPanel        *self);
gboolean    fl_seat_panel_get_revealing   (FlSeatPanel        *self);

G_END_DECLS
