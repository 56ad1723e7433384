/* fl-table-zones.c: the table's zones, its targets, and cards confirmed
 *
 * Each zone of the view but the trick in the middle has an #FlZoneView,
 * in the middle of the table or in the panel of the place it lies in
 * front of. A game's controls name what the user may click or activate
 * now (fl_table_widget_set_targets()), and hear it through
 * #FlTableWidget::target-activated; cards selected in a hand are
 * confirmed with #FlTableWidget::cards-confirmed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-widget"

#include "config.h"

#include "fl-activatable.h"
#include "fl-table-widget-private.h"

/* The index in @view of its zone @zone, which is one of its zones. */
int
_fl_table_zone_index (const FlTableView *view,
                      const FlTableZone *zone)
{
  if (zone < view->zones || zone >= view->zones + view->n_zones)
    return -1;
  return (int) (zone - view->zones);
}

/* Whether zone @i of the view lies in front of a place (in its panel)
 * rather than in the middle. */
gboolean
_fl_table_widget_zone_in_panel (FlTableWidget *self,
                                guint          i)
{
  int place = self->view.zones[i].place;

  return place >= 0 && (guint) place < self->view.n_places;
}

void
_fl_table_trick_card_activate_cb (FlCardWidget  *card,
                                  FlTableWidget *self)
{
  guint index;
  FlTableTarget target;

  if (self->trick_zone < 0 || !g_ptr_array_find (self->trick_cards, card, &index))
    return;
  target = (FlTableTarget) { self->trick_zone, (int) index, self->view.zones[self->trick_zone].place };
  g_signal_emit (self, _fl_table_widget_signals[TARGET_ACTIVATED], 0, &target);
}

static void
zone_target_activated_cb (FlZoneView    *view,
                          int            card,
                          FlTableWidget *self)
{
  guint zone = fl_zone_view_get_zone (view);
  FlTableTarget target = { (int) zone, card, self->view.zones[zone].place };

  g_signal_emit (self, _fl_table_widget_signals[TARGET_ACTIVATED], 0, &target);
}

void
_fl_table_panel_target_activated_cb (FlSeatPanel   *panel,
                                     FlTableWidget *self)
{
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    if (self->panels[i] == panel)
      {
        FlTableTarget target = { -1, -1, (int) i };

        g_signal_emit (self, _fl_table_widget_signals[TARGET_ACTIVATED], 0, &target);
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
/* A crowded table (six places or more) leaves out the piles of cards the
 * others won when their places count those cards in words already: the
 * places keep their room around the table. */
static gboolean
hidden_won_pile (const FlTableView *view,
                 const FlTableZone *zone)
{
  return zone->kind == FL_ZONE_WON && view->won_cards && view->n_places > 5 && zone->place > 0;
}

void
_fl_table_widget_update_zones (FlTableWidget     *self,
                               const FlTableView *view,
                               FlDeckId           deck)
{
  int main_trick = _fl_table_zone_index (view, fl_table_view_get_trick (view));
  int last_trick = _fl_table_zone_index (view, fl_table_view_get_last_trick (view));

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

      if ((int) i == main_trick || (int) i == last_trick || hidden_won_pile (view, zone))
        {
          remove_zone_view (self, i);
          continue;
        }
      parent = _fl_table_widget_zone_in_panel (self, i) ? fl_seat_panel_get_zone_box (self->panels[zone->place])
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
    if (self->zone_views->pdata[i] != NULL && _fl_table_widget_zone_in_panel (self, i))
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
void
_fl_table_widget_apply_targets (FlTableWidget *self)
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
  _fl_table_widget_apply_targets (self);
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

/* The first target the focus can go to: a place, a zone, a card of the
 * trick or of a zone. */
gboolean
_fl_table_widget_focus_first_target (FlTableWidget *self)
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
gboolean
_fl_table_widget_focus_on_target (FlTableWidget *self,
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

void
_fl_table_hand_selection_confirmed_cb (FlHandView    *hand,
                                       FlTableWidget *self)
{
  g_autoptr(GArray) cards = fl_hand_view_get_selected (hand);

  g_signal_emit (self, _fl_table_widget_signals[CARDS_CONFIRMED], 0, hand_place (self, hand), cards);
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
          g_signal_emit (self, _fl_table_widget_signals[CARDS_CONFIRMED], 0, i, cards);
          return TRUE;
        }
    }
  return FALSE;
}
