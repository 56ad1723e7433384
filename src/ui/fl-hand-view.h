/* fl-hand-view.h: a hand of cards, fanned in a row or a column
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_HAND_VIEW (fl_hand_view_get_type ())

G_DECLARE_FINAL_TYPE (FlHandView, fl_hand_view, FL, HAND_VIEW, GtkWidget)

GtkWidget  *fl_hand_view_new              (void);
void        fl_hand_view_set_cards        (FlHandView     *self,
                                           FlDeckId        deck,
                                           const FlCard   *cards,
                                           guint           n_cards,
                                           gboolean        face_up);
guint       fl_hand_view_get_n_cards      (FlHandView     *self);
void        fl_hand_view_set_suit_rows    (FlHandView     *self,
                                           gboolean        suit_rows);
void        fl_hand_view_set_orientation  (FlHandView     *self,
                                           GtkOrientation  orientation);
void        fl_hand_view_set_card_height  (FlHandView     *self,
                                           int             height);
void        fl_hand_view_set_interactive  (FlHandView     *self,
                                           gboolean        interactive);
gboolean    fl_hand_view_get_interactive  (FlHandView     *self);
void        fl_hand_view_set_playable     (FlHandView     *self,
                                           FlCard          card,
                                           gboolean        playable,
                                           gboolean        dim);
void        fl_hand_view_set_four_colour  (FlHandView     *self,
                                           gboolean        four_colour);
void        fl_hand_view_set_multiple     (FlHandView     *self,
                                           gboolean        multiple);
gboolean    fl_hand_view_get_multiple     (FlHandView     *self);
GArray     *fl_hand_view_get_selected     (FlHandView     *self);
void        fl_hand_view_clear_selection  (FlHandView     *self);
void        fl_hand_view_set_highlighted  (FlHandView     *self,
                                           FlCard          card);
GtkWidget  *fl_hand_view_get_card_widget  (FlHandView     *self,
                                           FlCard          card);
gboolean    fl_hand_view_focus_card       (FlHandView     *self,
                                           FlCard          card);
gboolean    fl_hand_view_focus_first      (FlHandView     *self);

G_END_DECLS
