/* fl-table-widget-private.h: what the files of the table widget share
 *
 * fl-table-widget.c shows a view (the places, the hands, the trick and its
 * animations) and moves the focus; fl-table-layout.c places it all in the
 * window; fl-table-zones.c keeps the zones' views, the targets and the
 * confirmation of selected cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-card-widget.h"
#include "fl-seat-panel.h"
#include "fl-table-widget.h"
#include "fl-zone-view.h"

G_BEGIN_DECLS

#define MARGIN 12

struct _FlTableWidget
{
  GtkWidget          parent_instance;

  FlSeatPanel       *panels[FL_TABLE_MAX_PLACES];
  FlHandView        *hand;
  GtkWidget         *controls;
  GPtrArray         *trick_cards;    /* FlCardWidget, made as needed */
  GPtrArray         *pile_cards;     /* FlCardWidget: a won trick on its way */
  GPtrArray         *zone_views;     /* FlZoneView or NULL, one a zone of the view */
  GArray            *targets;        /* FlTableTarget */
  int                trick_zone;     /* the zone drawn in the middle, or -1 */

  FlTableView        view;           /* a copy without its strings */
  FlDeckId           deck;
  gboolean           have_view;
  FlTableZone       shown_trick;    /* the trick drawn: current, or the last one */
  double             card_scale;
  gboolean           four_colour;
  int                card_order;

  AdwAnimation      *animation;
  guint              duration;
  int                moving;         /* the trick card in flight, or -1 */
  graphene_rect_t    moving_from;
  double             progress;

  AdwAnimation      *pile_animation;
  guint              n_pile;         /* cards of a won trick going to its winner */
  int                pile_place;
  GArray            *pile_from;      /* graphene_rect_t, one a pile card */
  double             pile_progress;

  /* Face-down cards of the trick turned up (a contest), one place's
   * after another: the group of each card, 0 for one already up. */
  AdwAnimation      *reveal_animation;
  guint8             reveal_group[FL_TABLE_MAX_ZONE_CARDS];
  guint              reveal_groups;  /* 0 when nothing is being turned */
  double             reveal_progress;

  /* How far a crowded table had to shrink its places' backs and the zones
   * in the middle, and set their words beside their symbols, for the view and controls shown: later
   * layouts start there, so that they give every child the same size
   * again instead of trying the larger ones, which would ask for yet
   * another layout. A new view, new controls or a new size start afresh. */
  guint              crowd_backs;
  guint              crowd_zones;
  gboolean           crowd_beside;
  int                crowd_width;
  int                crowd_height;
};

enum {
  CARD_ACTIVATED,
  CARD_POINTED,
  TARGET_ACTIVATED,
  CARDS_CONFIRMED,
  N_SIGNALS
};

extern guint _fl_table_widget_signals[N_SIGNALS];

static inline FlCardWidget *
trick_card (FlTableWidget *self,
            guint          i)
{
  return g_ptr_array_index (self->trick_cards, i);
}

static inline void
allocate_at (GtkWidget *child,
             int        x,
             int        y,
             int        width,
             int        height)
{
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

void      _fl_table_widget_size_allocate      (GtkWidget          *widget,
                                               int                 width,
                                               int                 height,
                                               int                 baseline);

/* fl-table-zones.c */
int       _fl_table_zone_index                (const FlTableView  *view,
                                               const FlTableZone  *zone);
gboolean  _fl_table_widget_zone_in_panel      (FlTableWidget      *self,
                                               guint               zone);
void      _fl_table_widget_update_zones       (FlTableWidget      *self,
                                               const FlTableView  *view,
                                               FlDeckId            deck);
void      _fl_table_widget_apply_targets      (FlTableWidget      *self);
gboolean  _fl_table_widget_focus_first_target (FlTableWidget      *self);
gboolean  _fl_table_widget_focus_on_target    (FlTableWidget      *self,
                                               GtkWidget          *focus);
void      _fl_table_trick_card_activate_cb    (FlCardWidget       *card,
                                               FlTableWidget      *self);
void      _fl_table_panel_target_activated_cb (FlSeatPanel        *panel,
                                               FlTableWidget      *self);
void      _fl_table_hand_selection_confirmed_cb (FlHandView       *hand,
                                               FlTableWidget      *self);

G_END_DECLS
