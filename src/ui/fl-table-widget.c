/* fl-table-widget.c: the table: places around it, the trick, your hand
 *
 * Draws any game from its #FlTableView: the user's place at the bottom
 * with their hand, the other places clockwise around (three to eight of
 * them, and a dummy), the trick in the middle with each card on the side
 * of who played it, face up or down, and the game's own controls just
 * above the hand. The other zones of the table (#FlZoneView) lie in the
 * middle beside the trick (a stock and piles on the left, a called suit,
 * the direction of play and a penalty on the right) or in front of their
 * place, in its panel. A game makes any zone, card of a zone or place a
 * target (fl_table_widget_set_targets()), which the user then clicks or
 * activates from the keyboard: #FlTableWidget::target-activated.
 * Sizes follow the window: cards grow with it, and shrink until the hand
 * overlaps down to its corner indices, so nothing is cut off from an
 * 800×600 window to a 4K screen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-widget"

#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "fl-activatable.h"
#include "fl-card-widget.h"
#include "fl-seat-panel.h"
#include "fl-table-widget.h"
#include "fl-zone-view.h"

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
};

G_DEFINE_FINAL_TYPE (FlTableWidget, fl_table_widget, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  CARD_POINTED,
  TARGET_ACTIVATED,
  CARDS_CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_BOXED_TYPE (FlTableTarget, fl_table_target, fl_table_target_copy, fl_table_target_free)

FlTableTarget *
fl_table_target_copy (const FlTableTarget *target)
{
  g_return_val_if_fail (target != NULL, NULL);

  return g_memdup2 (target, sizeof *target);
}

void
fl_table_target_free (FlTableTarget *target)
{
  g_free (target);
}

static FlCardWidget *
trick_card (FlTableWidget *self,
            guint          i)
{
  return g_ptr_array_index (self->trick_cards, i);
}

GtkWidget *
fl_table_widget_new (void)
{
  return g_object_new (FL_TYPE_TABLE_WIDGET, NULL);
}

/**
 * fl_table_widget_get_hand:
 *
 * Returns: (transfer none): the user's own hand
 */
FlHandView *
fl_table_widget_get_hand (FlTableWidget *self)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), NULL);

  return self->hand;
}

/**
 * fl_table_widget_get_place_hand:
 * @place: an index into the view's places
 *
 * Returns: (transfer none): the hand drawn at @place: the user's own for
 *   place 0, else the one in the place's panel (face up for a dummy)
 */
FlHandView *
fl_table_widget_get_place_hand (FlTableWidget *self,
                                guint          place)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), NULL);
  g_return_val_if_fail (place < FL_TABLE_MAX_PLACES, NULL);

  if (place == 0)
    return self->hand;
  return FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[place]));
}

/**
 * fl_table_widget_set_controls:
 * @controls: (nullable): the game's controls, drawn above the hand
 */
void
fl_table_widget_set_controls (FlTableWidget *self,
                              GtkWidget     *controls)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));

  if (self->controls == controls)
    return;
  if (self->controls != NULL)
    gtk_widget_unparent (self->controls);
  self->controls = controls;
  if (controls != NULL)
    gtk_widget_insert_before (controls, GTK_WIDGET (self), NULL);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
fl_table_widget_set_four_colour (FlTableWidget *self,
                                 gboolean       four_colour)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));

  self->four_colour = !!four_colour;
  fl_hand_view_set_four_colour (self->hand, self->four_colour);
  for (guint i = 0; i < self->trick_cards->len; i++)
    fl_card_widget_set_four_colour (trick_card (self, i), self->four_colour);
  for (guint i = 0; i < self->zone_views->len; i++)
    if (self->zone_views->pdata[i] != NULL)
      fl_zone_view_set_four_colour (self->zone_views->pdata[i], self->four_colour);
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    fl_hand_view_set_four_colour (FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[i])), self->four_colour);
}

/**
 * fl_table_widget_set_card_scale:
 * @scale: 1.0 for the usual size; the "card-size" preference
 */
void
fl_table_widget_set_card_scale (FlTableWidget *self,
                                double         scale)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));

  self->card_scale = CLAMP (scale, 0.5, 2.0);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * fl_table_widget_set_animation_ms:
 * @duration: how long a card takes to reach the trick; 0 shows it there at once
 */
void
fl_table_widget_set_animation_ms (FlTableWidget *self,
                                  guint          duration)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));

  self->duration = duration;
}

void
fl_table_widget_set_card_order (FlTableWidget *self,
                                int            order)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));

  self->card_order = order;
}

/* Spades, hearts, clubs, diamonds: the colours alternate. */
static const int suit_place[] = { 2, 3, 1, 0, 4 };

static FlDeckId sort_deck;
static int sort_order;

static int
compare_cards (gconstpointer a,
               gconstpointer b)
{
  const FlDeck *deck = fl_deck_get (sort_deck);
  const FlCardDesc *x = fl_deck_card (deck, *(const FlCard *) a);
  const FlCardDesc *y = fl_deck_card (deck, *(const FlCard *) b);
  int suit_x = suit_place[MIN (x->suit, FL_SUIT_NONE)];
  int suit_y = suit_place[MIN (y->suit, FL_SUIT_NONE)];

  if (sort_order == FL_CARD_ORDER_RANK && x->rank != y->rank)
    return (int) x->rank - (int) y->rank;
  if (suit_x != suit_y)
    return suit_x - suit_y;
  if (x->rank != y->rank)
    return (int) x->rank - (int) y->rank;
  return (int) *(const FlCard *) a - (int) *(const FlCard *) b;
}

static void
sorted_place (FlTableWidget      *self,
              const FlTablePlace *place,
              FlCard             *cards)
{
  memcpy (cards, place->cards, place->n_cards * sizeof (FlCard));
  if (!place->face_up || self->card_order == FL_CARD_ORDER_GAME)
    return;
  sort_deck = self->deck;
  sort_order = self->card_order;
  qsort (cards, place->n_cards, sizeof (FlCard), compare_cards);
}

static double
place_angle (guint n_places,
             guint place)
{
  if (place == 0)
    return 270.0;
  if (n_places <= 2)
    return 90.0;
  return 180.0 - 180.0 * (place - 1) / (n_places - 2);
}

static gboolean
same_start (const FlTableZone *old,
            const FlTableZone *new)
{
  if (old->n_cards >= new->n_cards)
    return FALSE;
  for (guint i = 0; i < old->n_cards; i++)
    if (old->cards[i] != new->cards[i] || old->places[i] != new->places[i])
      return FALSE;
  return TRUE;
}

/* Where a card played from @place starts its way to the trick. */
static gboolean
source_bounds (FlTableWidget   *self,
               guint            place,
               FlCard           card,
               graphene_rect_t *bounds)
{
  GtkWidget *from = NULL;

  if (place == 0)
    from = fl_hand_view_get_card_widget (self->hand, card);
  if (from == NULL && place < FL_TABLE_MAX_PLACES)
    {
      FlHandView *hand = FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[place]));

      from = fl_hand_view_get_card_widget (hand, card);
      if (from == NULL)
        from = fl_hand_view_get_card_widget (hand, FL_CARD_NONE);
      if (from == NULL || !gtk_widget_get_mapped (from))
        from = GTK_WIDGET (self->panels[place]);
    }
  return from != NULL && gtk_widget_get_mapped (from)
         && gtk_widget_compute_bounds (from, GTK_WIDGET (self), bounds);
}

/* A new card widget on the table, below the hand and the controls. */
static FlCardWidget *
new_loose_card (FlTableWidget *self)
{
  FlCardWidget *card = FL_CARD_WIDGET (fl_card_widget_new (FL_DECK_STANDARD_52, FL_CARD_NONE));

  gtk_widget_insert_before (GTK_WIDGET (card), GTK_WIDGET (self), GTK_WIDGET (self->hand));
  gtk_widget_set_visible (GTK_WIDGET (card), FALSE);
  return card;
}

static void
stop_pile (FlTableWidget *self)
{
  for (guint i = 0; i < self->n_pile; i++)
    gtk_widget_set_visible (g_ptr_array_index (self->pile_cards, i), FALSE);
  self->n_pile = 0;
  self->pile_progress = 1.0;
}

static void
start_pile (FlTableWidget     *self,
            const FlTableView *view)
{
  const FlTableZone *won = &self->shown_trick;

  adw_animation_reset (self->pile_animation);
  stop_pile (self);
  if (!self->have_view || self->duration == 0 || won->winner < 0 || won->n_cards == 0
      || fl_table_view_get_trick (view)->n_cards == 0 || !fl_table_zone_equal (won, fl_table_view_get_last_trick (view)))
    return;

  for (guint i = 0; i < won->n_listed && i < self->trick_cards->len; i++)
    {
      FlCardWidget *card;
      graphene_rect_t from;

      if (!gtk_widget_get_mapped (GTK_WIDGET (trick_card (self, i)))
          || !gtk_widget_compute_bounds (GTK_WIDGET (trick_card (self, i)), GTK_WIDGET (self), &from))
        continue;
      if (self->n_pile == self->pile_cards->len)
        {
          card = new_loose_card (self);
          gtk_widget_set_can_target (GTK_WIDGET (card), FALSE);
          g_ptr_array_add (self->pile_cards, card);
        }
      card = g_ptr_array_index (self->pile_cards, self->n_pile);
      g_array_set_size (self->pile_from, MAX (self->pile_from->len, self->n_pile + 1));
      g_array_index (self->pile_from, graphene_rect_t, self->n_pile) = from;
      fl_card_widget_set_card (card, self->deck, won->cards[i]);
      fl_card_widget_set_face_up (card, won->cards[i] != FL_CARD_NONE);
      fl_card_widget_set_four_colour (card, self->four_colour);
      fl_card_widget_set_card_height (card, (int) from.size.height);
      gtk_widget_set_opacity (GTK_WIDGET (card), 1.0);
      gtk_widget_set_visible (GTK_WIDGET (card), TRUE);
      self->n_pile++;
    }
  if (self->n_pile == 0)
    return;

  self->pile_place = won->winner;
  self->pile_progress = 0.0;
  adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->pile_animation), self->duration * 3 / 2);
  adw_animation_play (self->pile_animation);
}

/* The card of @trick's winner, or -1. */
static int
trick_winner_index (const FlTableZone *trick)
{
  for (guint i = 0; i < trick->n_cards; i++)
    if (trick->places[i] == trick->winner)
      return (int) i;
  return -1;
}

/* The index in @view of its zone @zone, which is one of its zones. */
static int
zone_index (const FlTableView *view,
            const FlTableZone *zone)
{
  if (zone < view->zones || zone >= view->zones + view->n_zones)
    return -1;
  return (int) (zone - view->zones);
}

/* Whether zone @i of the view lies in front of a place (in its panel)
 * rather than in the middle. */
static gboolean
zone_in_panel (FlTableWidget *self,
               guint          i)
{
  int place = self->view.zones[i].place;

  return place >= 0 && (guint) place < self->view.n_places;
}

static void
trick_card_activate_cb (FlCardWidget  *card,
                        FlTableWidget *self)
{
  guint index;
  FlTableTarget target;

  if (self->trick_zone < 0 || !g_ptr_array_find (self->trick_cards, card, &index))
    return;
  target = (FlTableTarget) { self->trick_zone, (int) index, self->view.zones[self->trick_zone].place };
  g_signal_emit (self, signals[TARGET_ACTIVATED], 0, &target);
}

static void
zone_target_activated_cb (FlZoneView    *view,
                          int            card,
                          FlTableWidget *self)
{
  guint zone = fl_zone_view_get_zone (view);
  FlTableTarget target = { (int) zone, card, self->view.zones[zone].place };

  g_signal_emit (self, signals[TARGET_ACTIVATED], 0, &target);
}

static void
panel_target_activated_cb (FlSeatPanel   *panel,
                           FlTableWidget *self)
{
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    if (self->panels[i] == panel)
      {
        FlTableTarget target = { -1, -1, (int) i };

        g_signal_emit (self, signals[TARGET_ACTIVATED], 0, &target);
      }
}

static void
remove_zone_view (FlTableWidget *self,
                  guint          i)
{
  GtkWidget *view = self->zone_views->pdata[i];

  if (view == NULL)
    return;
  gtk_widget_unparent (view);
  self->zone_views->pdata[i] = NULL;
}

/* A zone view for each zone but the trick drawn in the middle (and the
 * last trick, drawn there when the trick is empty): in the middle of the
 * table, or in the panel of the place it lies in front of. A view that
 * stays where it was is kept, with its focus. */
static void
update_zones (FlTableWidget     *self,
              const FlTableView *view,
              FlDeckId           deck)
{
  int main_trick = zone_index (view, fl_table_view_get_trick (view));
  int last_trick = zone_index (view, fl_table_view_get_last_trick (view));

  for (guint i = view->n_zones; i < self->zone_views->len; i++)
    remove_zone_view (self, i);
  g_ptr_array_set_size (self->zone_views, view->n_zones);

  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    gtk_widget_set_visible (fl_seat_panel_get_zone_box (self->panels[i]), FALSE);

  for (guint i = 0; i < view->n_zones; i++)
    {
      const FlTableZone *zone = &view->zones[i];
      FlZoneView *zone_view = self->zone_views->pdata[i];
      GtkWidget *parent;

      if ((int) i == main_trick || (int) i == last_trick)
        {
          remove_zone_view (self, i);
          continue;
        }
      parent = zone_in_panel (self, i) ? fl_seat_panel_get_zone_box (self->panels[zone->place])
                                       : GTK_WIDGET (self);
      if (zone_view != NULL
          && (gtk_widget_get_parent (GTK_WIDGET (zone_view)) != parent || fl_zone_view_get_kind (zone_view) != zone->kind))
        {
          remove_zone_view (self, i);
          zone_view = NULL;
        }
      if (zone_view == NULL)
        {
          zone_view = FL_ZONE_VIEW (fl_zone_view_new ());
          g_signal_connect (zone_view, "target-activated", G_CALLBACK (zone_target_activated_cb), self);
          if (parent == GTK_WIDGET (self))
            gtk_widget_insert_before (GTK_WIDGET (zone_view), parent, GTK_WIDGET (self->hand));
          else
            gtk_box_append (GTK_BOX (parent), GTK_WIDGET (zone_view));
          self->zone_views->pdata[i] = zone_view;
        }
      fl_zone_view_update (zone_view, view, i, deck, self->four_colour);
      if (parent != GTK_WIDGET (self))
        gtk_widget_set_visible (parent, TRUE);
    }
  /* A panel shows its zones in the view's order. */
  for (guint i = 0; i < view->n_zones; i++)
    if (self->zone_views->pdata[i] != NULL && zone_in_panel (self, i))
      {
        GtkWidget *widget = self->zone_views->pdata[i];
        GtkWidget *last = gtk_widget_get_last_child (gtk_widget_get_parent (widget));

        if (last != widget)
          gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (widget)), widget, last);
      }
}

static const FlTableTarget *
find_target (FlTableWidget *self,
             int            zone,
             int            card,
             int            place)
{
  for (guint i = 0; i < self->targets->len; i++)
    {
      const FlTableTarget *target = &g_array_index (self->targets, FlTableTarget, i);

      if (target->zone == zone && target->card == card && (zone >= 0 || target->place == place))
        return target;
    }
  return NULL;
}

/* Makes the zones, their cards and the places the game named targets,
 * and nothing else. */
static void
apply_targets (FlTableWidget *self)
{
  g_autofree guint8 *cards = g_new0 (guint8, FL_TABLE_MAX_ZONE_CARDS);

  for (guint i = 0; i < self->view.n_places && i < FL_TABLE_MAX_PLACES; i++)
    {
      fl_seat_panel_set_target (self->panels[i], find_target (self, -1, -1, (int) i) != NULL);
    }
  for (guint i = self->view.n_places; i < FL_TABLE_MAX_PLACES; i++)
    fl_seat_panel_set_target (self->panels[i], FALSE);

  for (guint i = 0; i < self->zone_views->len; i++)
    {
      FlZoneView *view = self->zone_views->pdata[i];
      const FlTableZone *zone = &self->view.zones[i];

      if (view == NULL)
        continue;
      for (guint c = 0; c < zone->n_listed; c++)
        cards[c] = find_target (self, (int) i, (int) c, -1) != NULL;
      fl_zone_view_set_targets (view, find_target (self, (int) i, -1, -1) != NULL, cards, zone->n_listed);
    }

  /* The trick in the middle: its cards, or all of them for the whole. */
  for (guint c = 0; c < self->trick_cards->len; c++)
    {
      FlCardWidget *card = trick_card (self, c);
      gboolean target = self->trick_zone >= 0 && c < self->shown_trick.n_listed
                        && (find_target (self, self->trick_zone, (int) c, -1) != NULL
                            || find_target (self, self->trick_zone, -1, -1) != NULL);

      fl_activatable_set_card (card, target);
    }
}

/**
 * fl_table_widget_set_targets:
 * @targets: (array length=n_targets) (nullable): what the user may click
 *   or activate now
 *
 * Makes @targets, and nothing else on the table, targets: each is drawn
 * as one (the "activatable" style class), is focusable, and emits
 * #FlTableWidget::target-activated when clicked or activated with Enter
 * or Space. A zone as a whole (card -1) is one target; for the trick in
 * the middle, every one of its cards then is. The targets stay until the
 * next call; fl_table_widget_show() keeps them for the new view, so a
 * game's controls set them after each.
 */
void
fl_table_widget_set_targets (FlTableWidget       *self,
                             const FlTableTarget *targets,
                             guint                n_targets)
{
  g_return_if_fail (FL_IS_TABLE_WIDGET (self));
  g_return_if_fail (targets != NULL || n_targets == 0);

  g_array_set_size (self->targets, 0);
  if (n_targets > 0)
    g_array_append_vals (self->targets, targets, n_targets);
  apply_targets (self);
}

/**
 * fl_table_widget_get_zone_widget:
 * @zone: an index into the view's zones
 *
 * Returns: (transfer none) (nullable): the #FlZoneView drawing @zone, or
 *   %NULL for the trick in the middle (whose cards are
 *   fl_table_widget_get_zone_card()) and a last trick not drawn
 */
GtkWidget *
fl_table_widget_get_zone_widget (FlTableWidget *self,
                                 guint          zone)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), NULL);

  return zone < self->zone_views->len ? self->zone_views->pdata[zone] : NULL;
}

/**
 * fl_table_widget_get_zone_card:
 * @zone: an index into the view's zones
 * @card: a card listed in it
 *
 * Returns: (transfer none) (nullable): the card widget drawing it, if any
 */
GtkWidget *
fl_table_widget_get_zone_card (FlTableWidget *self,
                               guint          zone,
                               guint          card)
{
  FlZoneView *view;

  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), NULL);

  if ((int) zone == self->trick_zone)
    return card < self->shown_trick.n_listed && card < self->trick_cards->len
           ? GTK_WIDGET (trick_card (self, card)) : NULL;
  view = zone < self->zone_views->len ? self->zone_views->pdata[zone] : NULL;
  if (view == NULL)
    return NULL;
  for (guint i = 0; i < fl_zone_view_get_n_cards (view); i++)
    {
      FlCardWidget *widget = fl_zone_view_get_card (view, i);

      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "zone-card")) - 1 == (int) card)
        return GTK_WIDGET (widget);
    }
  return NULL;
}

/**
 * fl_table_widget_get_place_widget:
 *
 * Returns: (transfer none): the panel of @place
 */
GtkWidget *
fl_table_widget_get_place_widget (FlTableWidget *self,
                                  guint          place)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), NULL);
  g_return_val_if_fail (place < FL_TABLE_MAX_PLACES, NULL);

  return GTK_WIDGET (self->panels[place]);
}

/**
 * fl_table_widget_show:
 * @view: the table as the user sees it now
 *
 * Shows @view, moving a card just played to the trick.
 */
void
fl_table_widget_show (FlTableWidget     *self,
                      const FlTableView *view,
                      FlDeckId           deck)
{
  const FlTableZone *trick;
  gboolean animate = FALSE;
  graphene_rect_t from;

  g_return_if_fail (FL_IS_TABLE_WIDGET (self));
  g_return_if_fail (view != NULL);

  trick = fl_table_view_get_trick (view);
  if (trick->n_cards == 0)
    trick = fl_table_view_get_last_trick (view);

  /* A won trick that gives way to the next one goes to its winner's
   * pile, from where its cards lie now. */
  start_pile (self, view);

  /* Find where the new card comes from before the hands change. */
  if (self->have_view && self->duration > 0 && same_start (&self->shown_trick, trick))
    {
      guint last = trick->n_cards - 1;

      animate = source_bounds (self, (guint) trick->places[last], trick->cards[last], &from);
    }

  self->deck = deck;
  self->view = *view;
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      self->view.places[i].name = NULL;
      self->view.places[i].status = NULL;
    }
  memset (self->view.score_names, 0, sizeof self->view.score_names);
  self->view.caption = NULL;
  self->view.progress = NULL;
  for (guint i = 0; i < FL_TABLE_MAX_ZONES; i++)
    self->view.zones[i].label = NULL;
  self->shown_trick = *trick;
  self->shown_trick.label = NULL;
  self->trick_zone = zone_index (view, trick);
  self->have_view = TRUE;

  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      gboolean present = i < view->n_places;

      gtk_widget_set_visible (GTK_WIDGET (self->panels[i]), present);
      if (present)
        {
          FlTablePlace sorted = view->places[i];

          sorted_place (self, &view->places[i], sorted.cards);
          fl_seat_panel_update (self->panels[i], view, i, deck, i != 0, self->four_colour);
          if (i != 0 && sorted.face_up)
            fl_hand_view_set_cards (FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[i])),
                                    deck, sorted.cards, sorted.n_cards, TRUE);
          if (i == 0)
            fl_hand_view_set_cards (self->hand, deck, sorted.cards, sorted.n_cards, sorted.face_up);
        }
    }

  /* As many card widgets as the trick has cards: none is ever dropped. */
  while (self->trick_cards->len < trick->n_listed)
    {
      FlCardWidget *card = new_loose_card (self);

      g_signal_connect (card, "activate", G_CALLBACK (trick_card_activate_cb), self);
      g_ptr_array_add (self->trick_cards, card);
    }
  for (guint i = 0; i < self->trick_cards->len; i++)
    {
      FlCardWidget *card = trick_card (self, i);
      gboolean present = i < trick->n_listed;

      gtk_widget_set_visible (GTK_WIDGET (card), present);
      if (present)
        {
          fl_card_widget_set_card (card, deck, trick->cards[i]);
          fl_card_widget_set_face_up (card, trick->cards[i] != FL_CARD_NONE);
          fl_card_widget_set_highlighted (card, trick->winner >= 0 && (int) i == trick_winner_index (trick));
        }
    }

  update_zones (self, view, deck);
  apply_targets (self);

  adw_animation_reset (self->animation);
  self->moving = -1;
  if (animate)
    {
      self->moving = (int) trick->n_cards - 1;
      self->moving_from = from;
      adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->animation), self->duration);
      adw_animation_play (self->animation);
    }

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

typedef struct
{
  int    card_h;        /* the user's hand */
  int    trick_h;
  double trick_x;       /* the trick's centre */
  double trick_y;
} Metrics;

static gboolean
is_side (double angle)
{
  return angle > 150.0 || angle < 30.0;
}

static void
measure_child (GtkWidget *child,
               int        for_width,
               int       *width,
               int       *height)
{
  int min, nat;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  *width = MIN (MAX (min, nat), MAX (for_width, min));
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, *width, &min, &nat, NULL, NULL);
  *height = MAX (min, nat);
}

static void
allocate_at (GtkWidget *child,
             int        x,
             int        y,
             int        width,
             int        height)
{
  gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, width, height }, -1);
}

/* The zones in the middle of the table, laid out beside the trick: the
 * zones of cards on the left, the zones of words and symbols (a called
 * suit, the direction, a penalty) on the right, each side in as many
 * columns as its height asks. */
#define MAX_MIDDLE_ZONES FL_TABLE_MAX_ZONES

typedef struct
{
  GtkWidget *widget;
  int        width;
  int        height;
  int        x;             /* from the side's edge */
  int        y;
} ZoneBox;

/* Puts @boxes in columns no higher than @room; returns the width of the
 * columns and their height in @used_h. */
static int
flow_zones (ZoneBox *boxes,
            guint    n,
            int      room,
            int     *used_h)
{
  int column_x = 0, column_w = 0, y = 0, total_w = 0;

  *used_h = 0;
  for (guint i = 0; i < n; i++)
    {
      if (y > 0 && y + boxes[i].height > room)
        {
          column_x += column_w + MARGIN;
          column_w = 0;
          y = 0;
        }
      boxes[i].x = column_x;
      boxes[i].y = y;
      y += boxes[i].height + MARGIN / 2;
      column_w = MAX (column_w, boxes[i].width);
      total_w = column_x + column_w;
      *used_h = MAX (*used_h, y - MARGIN / 2);
    }
  return total_w;
}

static void
layout_middle_zones (FlTableWidget *self,
                     int            card_h,
                     int           *left,
                     int           *right,
                     int            top,
                     int            bottom)
{
  ZoneBox boxes[2][MAX_MIDDLE_ZONES];
  guint n[2] = { 0, 0 };
  int room = MAX (bottom - top, 1);
  int zone_h = MIN (card_h * 3 / 4, room * 2 / 5);
  int width[2] = { 0, 0 }, used[2] = { 0, 0 };

  for (guint i = 0; i < self->zone_views->len; i++)
    {
      FlZoneView *view = self->zone_views->pdata[i];
      int kind;

      if (view == NULL || zone_in_panel (self, i))
        continue;
      kind = fl_zone_view_get_kind (view);
      if (kind == FL_ZONE_CALLED_SUIT || kind == FL_ZONE_DIRECTION || kind == FL_ZONE_PENALTY)
        boxes[1][n[1]++].widget = GTK_WIDGET (view);
      else
        boxes[0][n[0]++].widget = GTK_WIDGET (view);
    }
  if (n[0] + n[1] == 0)
    return;

  /* Smaller cards until the trick keeps half the width. */
  for (guint attempt = 0; attempt < 6; attempt++)
    {
      for (guint side = 0; side < 2; side++)
        {
          for (guint i = 0; i < n[side]; i++)
            {
              fl_zone_view_set_card_height (FL_ZONE_VIEW (boxes[side][i].widget), zone_h);
              measure_child (boxes[side][i].widget, -1, &boxes[side][i].width, &boxes[side][i].height);
            }
          width[side] = flow_zones (boxes[side], n[side], room, &used[side]);
        }
      if ((width[0] + width[1] + 2 * MARGIN) * 2 <= *right - *left && MAX (used[0], used[1]) <= room)
        break;
      if (zone_h <= 36)
        break;
      zone_h = MAX (36, zone_h * 4 / 5);
    }

  for (guint side = 0; side < 2; side++)
    {
      int y0 = top + MAX (0, (room - used[side]) / 2);

      for (guint i = 0; i < n[side]; i++)
        {
          ZoneBox *box = &boxes[side][i];
          int x = side == 0 ? *left + box->x : *right - width[side] + box->x;

          allocate_at (box->widget, x, y0 + box->y, box->width, MIN (box->height, room));
        }
    }
  if (width[0] > 0)
    *left += width[0] + MARGIN;
  if (width[1] > 0)
    *right -= width[1] + MARGIN;
}

static gboolean
rows_meet (const graphene_rect_t *a,
           const graphene_rect_t *b)
{
  return a->origin.y < b->origin.y + b->size.height && b->origin.y < a->origin.y + a->size.height;
}

/* The places along the top, left to right, as the ellipse put them: each
 * moved right, clear of the one before it, then back left, clear of the
 * one after it and of the edge; then drawn there. What is left in the
 * middle below them is the trick's. */
static void
place_tops (FlTableWidget   *self,
            graphene_rect_t *tops,
            const guint     *places,
            guint            n_tops,
            int              width,
            int             *left,
            int             *right,
            int             *top)
{
  guint n = self->view.n_places;

  for (guint t = 1; t < n_tops; t++)
    if (rows_meet (&tops[t], &tops[t - 1]))
      tops[t].origin.x = MAX (tops[t].origin.x, tops[t - 1].origin.x + tops[t - 1].size.width + MARGIN / 2);
  for (guint t = n_tops; t > 0; t--)
    {
      graphene_rect_t *rect = &tops[t - 1];
      double limit = width - MARGIN;

      if (t < n_tops && rows_meet (rect, &tops[t]))
        limit = tops[t].origin.x - MARGIN / 2;
      rect->origin.x = MAX (MARGIN, MIN (rect->origin.x, limit - rect->size.width));
    }

  for (guint t = 0; t < n_tops; t++)
    {
      const graphene_rect_t *rect = &tops[t];
      double angle = place_angle (n, places[t]);

      allocate_at (GTK_WIDGET (self->panels[places[t]]), (int) rect->origin.x, (int) rect->origin.y,
                   (int) rect->size.width, (int) rect->size.height);
      if (angle > 135.0)
        *left = MAX (*left, (int) (rect->origin.x + rect->size.width) + MARGIN);
      else if (angle < 45.0)
        *right = MIN (*right, (int) rect->origin.x - MARGIN);
      else
        *top = MAX (*top, (int) (rect->origin.y + rect->size.height) + MARGIN / 2);
    }
}

static void
fl_table_widget_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  FlTableWidget *self = FL_TABLE_WIDGET (widget);
  guint n = self->have_view ? self->view.n_places : 0;
  int card_h, back_h, hand_h, controls_h = 0, panel0_w = 0, panel0_h = 0;
  int region_bottom, left = MARGIN, right = width - MARGIN, top = MARGIN;
  double trick_w, trick_h, cx, cy;

  card_h = (int) (MIN (height * 0.20, width * 0.115) * self->card_scale);
  card_h = CLAMP (card_h, 48, 320);
  /* Many places at the table show smaller backs, to fit around it. */
  back_h = MAX (28, n > 5 ? card_h / 3 : card_h * 2 / 5);
  hand_h = card_h + card_h / 8;

  /* The zones in front of a place are as large as its hand's backs. */
  for (guint i = 0; i < self->zone_views->len; i++)
    if (self->zone_views->pdata[i] != NULL && zone_in_panel (self, i))
      fl_zone_view_set_card_height (self->zone_views->pdata[i], back_h);

  /* The bottom: the user's own place, then their hand beside it. */
  if (n > 0)
    {
      fl_seat_panel_set_card_height (self->panels[0], back_h);
      measure_child (GTK_WIDGET (self->panels[0]), width / 4, &panel0_w, &panel0_h);
    }
  fl_hand_view_set_card_height (self->hand, card_h);
  {
    int hand_x = MARGIN + (panel0_w > 0 ? panel0_w + MARGIN : 0);
    int hand_w = MAX (width - hand_x - MARGIN, 1);
    int hand_nat;

    /* The hand sits in the middle of the table when it fits there beside
     * the user's place; otherwise it takes all the room to its right. */
    gtk_widget_measure (GTK_WIDGET (self->hand), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &hand_nat, NULL, NULL);
    if (hand_nat <= width - 2 * hand_x)
      hand_w = width - 2 * hand_x;

    allocate_at (GTK_WIDGET (self->hand), hand_x, height - hand_h - MARGIN / 2, hand_w, hand_h);
    if (n > 0)
      allocate_at (GTK_WIDGET (self->panels[0]), MARGIN,
                   height - MARGIN / 2 - MAX (panel0_h, hand_h) + MAX (0, hand_h - panel0_h) / 2,
                   panel0_w, panel0_h);
  }
  region_bottom = height - MAX (hand_h, panel0_h) - MARGIN;

  if (self->controls != NULL && gtk_widget_get_visible (self->controls))
    {
      int controls_w;

      measure_child (self->controls, width - 2 * MARGIN, &controls_w, &controls_h);
      if (controls_h > 0)
        {
          allocate_at (self->controls, (width - controls_w) / 2, region_bottom - controls_h,
                       controls_w, controls_h);
          region_bottom -= controls_h + MARGIN / 2;
        }
    }

  /* The other places around the top of the table: those along the top
   * first, then those at the sides, moved down below any top place they
   * would overlap. */
  {
    graphene_rect_t tops[FL_TABLE_MAX_PLACES];
    guint top_places[FL_TABLE_MAX_PLACES];
    guint n_tops = 0, n_top_places = 0;
    int side_w = 0, top_w;

    /* The places at the sides keep their width; those along the top share
     * what is between them. */
    for (guint i = 1; i < n; i++)
      if (is_side (place_angle (n, i)) && !self->view.places[i].face_up)
        {
          int panel_w, panel_h;

          fl_seat_panel_set_card_height (self->panels[i], back_h);
          measure_child (GTK_WIDGET (self->panels[i]), width / 4, &panel_w, &panel_h);
          side_w = MAX (side_w, panel_w);
        }
    for (guint i = 1; i < n; i++)
      n_top_places += !is_side (place_angle (n, i));
    top_w = MAX (width - 2 * (side_w + 2 * MARGIN), width / 4);
    if (n_top_places > 1)
      top_w = MAX ((top_w - MARGIN * (int) (n_top_places - 1)) / (int) n_top_places, width / 10);

    for (guint pass = 0; pass < 2; pass++)
      {
      /* The places along the top, measured and set on the ellipse in the
       * first pass, are moved apart before the sides are placed. */
      if (pass == 1)
        place_tops (self, tops, top_places, n_tops, width, &left, &right, &top);
      for (guint i = 1; i < n; i++)
        {
          GtkWidget *panel = GTK_WIDGET (self->panels[i]);
          FlHandView *hand = FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[i]));
          double angle = place_angle (n, i);
          gboolean side = is_side (angle);
          int region_h = MAX (region_bottom - MARGIN, 1);
          int panel_w, panel_h, x, y;

          if (side != (pass == 1))
            continue;

          if (self->view.places[i].face_up)
            {
              /* A hand lying face up (the dummy) is drawn as large as fits. */
              int open_h = side ? (int) ((region_h - 90) / 6.3) : (int) (region_h * 0.36);

              fl_hand_view_set_orientation (hand, side ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
              fl_seat_panel_set_card_height (self->panels[i], CLAMP (open_h, 36, card_h * 4 / 5));
            }
          else
            {
              fl_hand_view_set_orientation (hand, GTK_ORIENTATION_HORIZONTAL);
              fl_seat_panel_set_card_height (self->panels[i], back_h);
            }

          measure_child (panel, side ? width / 4 : top_w,
                         &panel_w, &panel_h);
          panel_h = MIN (panel_h, region_h);
          x = (int) (width / 2.0 + cos (angle * G_PI / 180.0) * (width / 2.0 - panel_w / 2.0 - MARGIN) - panel_w / 2.0);
          y = (int) (MARGIN + region_h / 2.0 - sin (angle * G_PI / 180.0) * (region_h / 2.0 - panel_h / 2.0) - panel_h / 2.0);
          x = CLAMP (x, MARGIN, MAX (MARGIN, width - MARGIN - panel_w));
          y = CLAMP (y, MARGIN, MAX (MARGIN, region_bottom - panel_h));

          if (side)
            for (guint t = 0; t < n_tops; t++)
              {
                graphene_rect_t rect = GRAPHENE_RECT_INIT (x, y, panel_w, panel_h);

                if (graphene_rect_intersection (&rect, &tops[t], NULL))
                  y = (int) MIN (tops[t].origin.y + tops[t].size.height + MARGIN / 2,
                                 MAX (MARGIN, region_bottom - panel_h));
              }
          else
            {
              top_places[n_tops] = i;
              tops[n_tops++] = GRAPHENE_RECT_INIT (x, y, panel_w, panel_h);
              continue;
            }

          allocate_at (panel, x, y, panel_w, panel_h);

          /* What is left in the middle is the trick's. */
          if (angle > 135.0)
            left = MAX (left, x + panel_w + MARGIN);
          else if (angle < 45.0)
            right = MIN (right, x - MARGIN);
          else
            top = MAX (top, y + panel_h + MARGIN / 2);
        }
      }
  }

  layout_middle_zones (self, card_h, &left, &right, top, region_bottom);

  trick_w = MAX (right - left, 40);
  trick_h = MAX (region_bottom - top, 40);
  cx = left + trick_w / 2.0;
  cy = top + trick_h / 2.0;
  {
    double spread_x = n > 4 ? 0.85 : 0.70, spread_y = n > 4 ? 0.58 : 0.46;
    double h = MIN (card_h, trick_h / (1.0 + 2.0 * spread_y));
    int th, tw;

    h = MIN (h, trick_w / ((1.0 + 2.0 * spread_x) * 5.0 / 7.0));
    th = MAX ((int) h, 36);
    tw = (th * 5 + 3) / 7;
    for (guint i = 0; i < self->trick_cards->len; i++)
      {
        GtkWidget *card = GTK_WIDGET (trick_card (self, i));
        double angle, x, y;
        int place;

        if (!gtk_widget_get_visible (card))
          continue;
        place = self->shown_trick.places[i];
        angle = place_angle (n, (guint) MAX (place, 0)) * G_PI / 180.0;
        x = cx + cos (angle) * tw * spread_x - tw / 2.0;
        y = cy - sin (angle) * th * spread_y - th / 2.0;
        /* A place that added more than one card to the trick (Flashpoint)
         * shows them fanned, each earlier one still readable; many of them
         * closer together, so that the fan stays about its place. */
        {
          guint before = 0, all = 0;
          double step;

          for (guint k = 0; k < self->shown_trick.n_listed; k++)
            if (self->shown_trick.places[k] == place)
              {
                before += k < i;
                all++;
              }
          step = all > 1 ? MIN (1.0, 4.0 / (all - 1)) : 1.0;
          x += tw * 0.32 * step * before;
          y += th * 0.10 * step * before;
        }
        fl_card_widget_set_card_height (trick_card (self, i), th);
        if ((int) i == self->moving && self->progress < 1.0)
          {
            double t = self->progress;

            x = self->moving_from.origin.x + (x - self->moving_from.origin.x) * t;
            y = self->moving_from.origin.y + (y - self->moving_from.origin.y) * t;
          }
        allocate_at (card, (int) round (x), (int) round (y), tw, th);
      }
  }

  /* A won trick shrinks towards its winner's place as it goes. */
  if (self->n_pile > 0)
    {
      graphene_rect_t to;
      double t = self->pile_progress;

      if (!gtk_widget_compute_bounds (GTK_WIDGET (self->panels[self->pile_place]), widget, &to))
        to = GRAPHENE_RECT_INIT (width / 2.0, height / 2.0, 0, 0);
      /* Each card keeps its size and is scaled down as it goes: a new
       * size would ask for a new layout in the middle of this one. */
      for (guint i = 0; i < self->n_pile; i++)
        {
          const graphene_rect_t *from = &g_array_index (self->pile_from, graphene_rect_t, i);
          double scale = 1.0 + (MIN (1.0, back_h / MAX (from->size.height, 1.0)) - 1.0) * t;
          double h = from->size.height * scale;
          double w = from->size.width * scale;
          double x = from->origin.x + (to.origin.x + to.size.width / 2.0 - w / 2.0 - from->origin.x) * t;
          double y = from->origin.y + (to.origin.y + to.size.height / 2.0 - h / 2.0 - from->origin.y) * t;
          GskTransform *transform = NULL;

          transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (x, y));
          transform = gsk_transform_scale (transform, scale, scale);
          gtk_widget_allocate (g_ptr_array_index (self->pile_cards, i), (int) from->size.width,
                               (int) from->size.height, -1, transform);
        }
    }
}

static void
fl_table_widget_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  /* The table takes whatever room it gets and fits itself in. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 600 : 420;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 1000 : 700;
}

/* Panels first, then the trick, the controls and the hand; the card in
 * flight over everything. */
static void
fl_table_widget_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  FlTableWidget *self = FL_TABLE_WIDGET (widget);

  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    gtk_widget_snapshot_child (widget, GTK_WIDGET (self->panels[i]), snapshot);
  for (guint i = 0; i < self->zone_views->len; i++)
    if (self->zone_views->pdata[i] != NULL && gtk_widget_get_parent (self->zone_views->pdata[i]) == widget)
      gtk_widget_snapshot_child (widget, self->zone_views->pdata[i], snapshot);
  for (guint i = 0; i < self->trick_cards->len; i++)
    if ((int) i != self->moving)
      gtk_widget_snapshot_child (widget, GTK_WIDGET (trick_card (self, i)), snapshot);
  for (guint i = 0; i < self->n_pile; i++)
    gtk_widget_snapshot_child (widget, g_ptr_array_index (self->pile_cards, i), snapshot);
  if (self->controls != NULL)
    gtk_widget_snapshot_child (widget, self->controls, snapshot);
  gtk_widget_snapshot_child (widget, GTK_WIDGET (self->hand), snapshot);
  if (self->moving >= 0)
    gtk_widget_snapshot_child (widget, GTK_WIDGET (trick_card (self, (guint) self->moving)), snapshot);
}

static void
animation_value_cb (double         value,
                    FlTableWidget *self)
{
  self->progress = value;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
animation_done_cb (AdwAnimation  *animation,
                   FlTableWidget *self)
{
  self->moving = -1;
  self->progress = 1.0;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
pile_value_cb (double         value,
               FlTableWidget *self)
{
  self->pile_progress = value;
  for (guint i = 0; i < self->n_pile; i++)
    gtk_widget_set_opacity (g_ptr_array_index (self->pile_cards, i), 1.0 - 0.8 * value);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
pile_done_cb (AdwAnimation  *animation,
              FlTableWidget *self)
{
  stop_pile (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The rows the focus moves between with Up and Down, from the top: the
 * face-up hands of other places the user plays from (Flunk's dummy),
 * the game's controls, and the user's own hand. */
static guint
focus_rows (FlTableWidget *self,
            GtkWidget    **rows)
{
  guint n = 0;

  /* The targets of the table first, when the game has any. */
  if (self->targets->len > 0)
    rows[n++] = GTK_WIDGET (self);

  for (guint i = 1; i < FL_TABLE_MAX_PLACES; i++)
    {
      GtkWidget *hand = fl_seat_panel_get_hand (self->panels[i]);

      if (gtk_widget_get_mapped (hand) && fl_hand_view_get_interactive (FL_HAND_VIEW (hand)))
        rows[n++] = hand;
    }
  if (self->controls != NULL && gtk_widget_get_mapped (self->controls))
    rows[n++] = self->controls;
  if (gtk_widget_get_mapped (GTK_WIDGET (self->hand)))
    rows[n++] = GTK_WIDGET (self->hand);
  return n;
}

/* The first target the focus can go to: a place, a zone, a card of the
 * trick or of a zone. */
static gboolean
focus_first_target (FlTableWidget *self)
{
  for (guint i = 0; i < self->view.n_places && i < FL_TABLE_MAX_PLACES; i++)
    if (fl_seat_panel_get_target (self->panels[i]) && gtk_widget_grab_focus (GTK_WIDGET (self->panels[i])))
      return TRUE;
  for (guint i = 0; i < self->zone_views->len; i++)
    {
      FlZoneView *view = self->zone_views->pdata[i];

      if (view == NULL)
        continue;
      if (fl_zone_view_get_target (view) && gtk_widget_grab_focus (GTK_WIDGET (view)))
        return TRUE;
      for (guint c = 0; c < fl_zone_view_get_n_cards (view); c++)
        if (fl_card_widget_get_interactive (fl_zone_view_get_card (view, c))
            && gtk_widget_grab_focus (GTK_WIDGET (fl_zone_view_get_card (view, c))))
          return TRUE;
    }
  for (guint c = 0; c < self->trick_cards->len; c++)
    if (fl_card_widget_get_interactive (trick_card (self, c))
        && gtk_widget_grab_focus (GTK_WIDGET (trick_card (self, c))))
      return TRUE;
  return FALSE;
}

/* Whether @focus is on one of the table's targets. */
static gboolean
focus_on_target (FlTableWidget *self,
                 GtkWidget     *focus)
{
  for (GtkWidget *w = focus; w != NULL && w != GTK_WIDGET (self); w = gtk_widget_get_parent (w))
    {
      if (FL_IS_SEAT_PANEL (w) && fl_seat_panel_get_target (FL_SEAT_PANEL (w)))
        return TRUE;
      if (FL_IS_ZONE_VIEW (w) && (fl_zone_view_get_target (FL_ZONE_VIEW (w)) || w != focus))
        return TRUE;
      if (FL_IS_CARD_WIDGET (w) && gtk_widget_get_parent (w) == GTK_WIDGET (self))
        return TRUE;
    }
  return FALSE;
}

static gboolean
focus_row (FlTableWidget *self,
           GtkWidget     *row)
{
  if (row == GTK_WIDGET (self))
    return focus_first_target (self);
  if (FL_IS_HAND_VIEW (row))
    return fl_hand_view_focus_first (FL_HAND_VIEW (row));
  return gtk_widget_child_focus (row, GTK_DIR_TAB_FORWARD);
}

/**
 * fl_table_widget_move_focus:
 * @direction: %GTK_DIR_UP or %GTK_DIR_DOWN
 *
 * Moves the focus from the row it is in (the dummy's cards, the game's
 * controls, the user's hand) to the next row that way that takes it.
 * The focus never leaves the table this way: at the last row it stays.
 *
 * Returns: whether the focus was in one of those rows
 */
gboolean
fl_table_widget_move_focus (FlTableWidget    *self,
                            GtkDirectionType  direction)
{
  GtkWidget *rows[FL_TABLE_MAX_PLACES + 3];
  GtkRoot *root;
  GtkWidget *focus;
  int step, current = -1;
  guint n;

  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), FALSE);
  g_return_val_if_fail (direction == GTK_DIR_UP || direction == GTK_DIR_DOWN, FALSE);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus == NULL)
    return FALSE;
  step = direction == GTK_DIR_UP ? -1 : 1;

  n = focus_rows (self, rows);
  for (guint i = 0; i < n; i++)
    if (rows[i] == GTK_WIDGET (self) ? focus_on_target (self, focus)
                                     : focus == rows[i] || gtk_widget_is_ancestor (focus, rows[i]))
      current = (int) i;
  if (current < 0)
    return FALSE;

  for (int i = current + step; i >= 0 && i < (int) n; i += step)
    if (focus_row (self, rows[i]))
      return TRUE;
  return TRUE;
}

/* Up and Down, where a row does not use them itself. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                FlTableWidget         *self)
{
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    return fl_table_widget_move_focus (self, GTK_DIR_UP);
  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    return fl_table_widget_move_focus (self, GTK_DIR_DOWN);
  return FALSE;
}

/**
 * fl_table_widget_focus_controls:
 *
 * Moves the focus to the first control of the game's controls, unless it
 * is there already.
 *
 * Returns: whether the focus is in the controls
 */
gboolean
fl_table_widget_focus_controls (FlTableWidget *self)
{
  GtkRoot *root;
  GtkWidget *focus;

  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), FALSE);

  if (self->controls == NULL || !gtk_widget_get_mapped (self->controls))
    return FALSE;
  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL && gtk_widget_is_ancestor (focus, self->controls))
    return TRUE;
  return gtk_widget_child_focus (self->controls, GTK_DIR_TAB_FORWARD);
}

static void
hand_card_activated_cb (FlHandView    *hand,
                        guint          card,
                        FlTableWidget *self)
{
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, card);
}

static void
hand_card_pointed_cb (FlHandView    *hand,
                      guint          card,
                      FlTableWidget *self)
{
  g_signal_emit (self, signals[CARD_POINTED], 0, card);
}

/* The place whose hand @hand is. */
static guint
hand_place (FlTableWidget *self,
            FlHandView    *hand)
{
  for (guint i = 1; i < FL_TABLE_MAX_PLACES; i++)
    if (fl_seat_panel_get_hand (self->panels[i]) == GTK_WIDGET (hand))
      return i;
  return 0;
}

static void
hand_selection_confirmed_cb (FlHandView    *hand,
                             FlTableWidget *self)
{
  g_autoptr(GArray) cards = fl_hand_view_get_selected (hand);

  g_signal_emit (self, signals[CARDS_CONFIRMED], 0, hand_place (self, hand), cards);
}

/**
 * fl_table_widget_confirm_selection:
 *
 * Confirms the cards selected in a hand the user plays several cards
 * from (fl_hand_view_set_multiple()), as Enter in that hand does: for a
 * button of the game's controls ("Discard", "Play These").
 *
 * Returns: whether a hand had cards selected, and
 *   #FlTableWidget::cards-confirmed was emitted
 */
gboolean
fl_table_widget_confirm_selection (FlTableWidget *self)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), FALSE);

  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      FlHandView *hand = fl_table_widget_get_place_hand (self, i);
      g_autoptr(GArray) cards = fl_hand_view_get_selected (hand);

      if (cards->len > 0)
        {
          g_signal_emit (self, signals[CARDS_CONFIRMED], 0, i, cards);
          return TRUE;
        }
    }
  return FALSE;
}

static void
fl_table_widget_dispose (GObject *object)
{
  FlTableWidget *self = FL_TABLE_WIDGET (object);
  GtkWidget *child;

  g_clear_object (&self->animation);
  g_clear_object (&self->pile_animation);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  self->controls = NULL;
  g_clear_pointer (&self->trick_cards, g_ptr_array_unref);
  g_clear_pointer (&self->pile_cards, g_ptr_array_unref);
  g_clear_pointer (&self->zone_views, g_ptr_array_unref);
  g_clear_pointer (&self->pile_from, g_array_unref);
  g_clear_pointer (&self->targets, g_array_unref);

  G_OBJECT_CLASS (fl_table_widget_parent_class)->dispose (object);
}

static void
fl_table_widget_class_init (FlTableWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_table_widget_dispose;
  widget_class->measure = fl_table_widget_measure;
  widget_class->size_allocate = fl_table_widget_size_allocate;
  widget_class->snapshot = fl_table_widget_snapshot;

  /**
   * FlTableWidget::card-activated:
   * @card: an #FlCard
   *
   * The user activated @card in a hand they may play from.
   */
  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * FlTableWidget::card-pointed:
   * @card: an #FlCard, or %FL_CARD_NONE
   *
   * The user points at @card of a face-up hand, with the pointer or the
   * focus (see #FlHandView::card-pointed).
   */
  signals[CARD_POINTED] = g_signal_new ("card-pointed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * FlTableWidget::target-activated:
   * @target: (type FlTableTarget): what the user clicked or activated
   *
   * The user clicked, or activated with Enter or Space, something the
   * game made a target (fl_table_widget_set_targets()).
   */
  signals[TARGET_ACTIVATED] = g_signal_new ("target-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1,
                                            FL_TYPE_TABLE_TARGET | G_SIGNAL_TYPE_STATIC_SCOPE);
  /**
   * FlTableWidget::cards-confirmed:
   * @place: the place whose hand the cards are from
   * @cards: (element-type FlCard): the selected cards, in hand order
   *
   * The user confirmed the cards selected in a hand they play several
   * cards from: Enter in that hand, or fl_table_widget_confirm_selection().
   */
  signals[CARDS_CONFIRMED] = g_signal_new ("cards-confirmed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 2, G_TYPE_UINT,
                                           G_TYPE_ARRAY | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_css_name (widget_class, "card-table");
}

static void
fl_table_widget_init (FlTableWidget *self)
{
  AdwAnimationTarget *target;
  GtkEventController *controller;

  self->card_scale = 1.0;
  self->moving = -1;
  self->progress = 1.0;
  self->pile_progress = 1.0;
  self->duration = 250;
  fl_table_view_init (&self->view, 0);
  self->shown_trick.winner = -1;

  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      self->panels[i] = FL_SEAT_PANEL (fl_seat_panel_new ());
      gtk_widget_set_parent (GTK_WIDGET (self->panels[i]), GTK_WIDGET (self));
      gtk_widget_set_visible (GTK_WIDGET (self->panels[i]), FALSE);
      g_signal_connect (fl_seat_panel_get_hand (self->panels[i]), "card-activated",
                        G_CALLBACK (hand_card_activated_cb), self);
      g_signal_connect (fl_seat_panel_get_hand (self->panels[i]), "card-pointed",
                        G_CALLBACK (hand_card_pointed_cb), self);
      g_signal_connect (fl_seat_panel_get_hand (self->panels[i]), "selection-confirmed",
                        G_CALLBACK (hand_selection_confirmed_cb), self);
      g_signal_connect (self->panels[i], "target-activated", G_CALLBACK (panel_target_activated_cb), self);
    }
  gtk_widget_add_css_class (GTK_WIDGET (self->panels[0]), "own-place");

  self->trick_cards = g_ptr_array_new ();
  self->pile_cards = g_ptr_array_new ();
  self->zone_views = g_ptr_array_new ();
  self->pile_from = g_array_new (FALSE, TRUE, sizeof (graphene_rect_t));
  self->targets = g_array_new (FALSE, FALSE, sizeof (FlTableTarget));
  self->trick_zone = -1;

  controller = gtk_event_controller_key_new ();
  g_signal_connect (controller, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  self->hand = FL_HAND_VIEW (fl_hand_view_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->hand), GTK_WIDGET (self));
  g_signal_connect (self->hand, "card-activated", G_CALLBACK (hand_card_activated_cb), self);
  g_signal_connect (self->hand, "card-pointed", G_CALLBACK (hand_card_pointed_cb), self);
  g_signal_connect (self->hand, "selection-confirmed", G_CALLBACK (hand_selection_confirmed_cb), self);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) animation_value_cb, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 250, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (animation_done_cb), self);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) pile_value_cb, self, NULL);
  self->pile_animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 375, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->pile_animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect (self->pile_animation, "done", G_CALLBACK (pile_done_cb), self);
}
