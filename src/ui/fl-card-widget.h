/* fl-card-widget.h: one playing card, drawn as vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_CARD_WIDGET (fl_card_widget_get_type ())

G_DECLARE_FINAL_TYPE (FlCardWidget, fl_card_widget, FL, CARD_WIDGET, GtkWidget)

/**
 * FlCardPlayer:
 * @FL_CARD_PLAYER_NONE: the card is not one played (a hand's, a pile's)
 * @FL_CARD_PLAYER_YOU: the user played it
 * @FL_CARD_PLAYER_PARTNER: the user's partner played it
 * @FL_CARD_PLAYER_OTHER: another player played it
 *
 * Who played a card on the table, for its accessible name.
 */
typedef enum
{
  FL_CARD_PLAYER_NONE,
  FL_CARD_PLAYER_YOU,
  FL_CARD_PLAYER_PARTNER,
  FL_CARD_PLAYER_OTHER,
} FlCardPlayer;

GtkWidget *fl_card_widget_new             (FlDeckId      deck,
                                           FlCard        card);
void       fl_card_widget_set_card        (FlCardWidget *self,
                                           FlDeckId      deck,
                                           FlCard        card);
FlCard     fl_card_widget_get_card        (FlCardWidget *self);
FlDeckId   fl_card_widget_get_deck        (FlCardWidget *self);
void       fl_card_widget_set_face_up     (FlCardWidget *self,
                                           gboolean      face_up);
gboolean   fl_card_widget_get_face_up     (FlCardWidget *self);
void       fl_card_widget_set_card_height (FlCardWidget *self,
                                           int           height);
int        fl_card_widget_get_card_height (FlCardWidget *self);
void       fl_card_widget_set_dimmed      (FlCardWidget *self,
                                           gboolean      dimmed);
gboolean   fl_card_widget_get_dimmed      (FlCardWidget *self);
void       fl_card_widget_set_selected    (FlCardWidget *self,
                                           gboolean      selected);
gboolean   fl_card_widget_get_selected    (FlCardWidget *self);
void       fl_card_widget_set_highlighted (FlCardWidget *self,
                                           gboolean      highlighted);
gboolean   fl_card_widget_get_highlighted (FlCardWidget *self);
void       fl_card_widget_set_playable    (FlCardWidget *self,
                                           gboolean      playable);
gboolean   fl_card_widget_get_playable    (FlCardWidget *self);
void       fl_card_widget_set_interactive (FlCardWidget *self,
                                           gboolean      interactive);
gboolean   fl_card_widget_get_interactive (FlCardWidget *self);
void       fl_card_widget_set_four_colour (FlCardWidget *self,
                                           gboolean      four_colour);
gboolean   fl_card_widget_get_four_colour (FlCardWidget *self);
void       fl_card_widget_set_tag         (FlCardWidget *self,
                                           const char   *tag);
const char *fl_card_widget_get_tag        (FlCardWidget *self);
void       fl_card_widget_set_player      (FlCardWidget *self,
                                           FlCardPlayer  player,
                                           const char   *name);
void       fl_card_widget_name_player     (FlCardWidget      *self,
                                           const FlTableView *view,
                                           int                place);

char      *fl_card_widget_describe_card   (FlDeckId      deck,
                                           FlCard        card);

void       fl_card_index_extent           (int           height,
                                           double       *across,
                                           double       *down);

G_END_DECLS
