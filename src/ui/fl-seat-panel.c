/* fl-seat-panel.c: one place at the table, as the others see it
 *
 * A name, the dealer's mark, a short status line, the hand (card backs, or
 * the cards when they lie face up, as Flunk's dummy does), the number of
 * cards and of tricks won, any cards the place has shown the viewer, and a
 * clear mark when the table waits for this place. Partners share a colour,
 * and the viewer's partner is marked “Partner” in words as well: colour is
 * never the only sign. Assistive technologies read the place's name (the
 * partner's says so), whose turn it is (the viewer's own, or another's)
 * and the counts.
 * Below them, the zones that lie in front of the place (its piles, the
 * cards it won), which the table puts in the panel's zone box. When the
 * game makes the place a target, the panel is a button: focusable,
 * clickable and activated with Enter or Space.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-seat-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-activatable.h"
#include "fl-hand-view.h"
#include "fl-seat-panel.h"

struct _FlSeatPanel
{
  AdwBin       parent_instance;

  GtkWidget   *box;
  GtkLabel    *name_label;
  GtkLabel    *dealer_label;
  GtkLabel    *turn_label;
  GtkLabel    *status_label;
  GtkLabel    *partner_label;
  FlHandView  *hand;
  GtkLabel    *cards_label;
  GtkLabel    *tricks_label;
  GtkWidget   *shown_box;
  FlHandView  *shown;
  GtkWidget   *zone_box;
  int          card_height;
  gboolean     target;
  guint        reveal_id;
};

/* How long a place revealed glows (.revealed in style.css). */
#define REVEAL_MS 1500

G_DEFINE_FINAL_TYPE (FlSeatPanel, fl_seat_panel, ADW_TYPE_BIN)

enum {
  ACTIVATE,
  TARGET_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
fl_seat_panel_new (void)
{
  return g_object_new (FL_TYPE_SEAT_PANEL, NULL);
}

/**
 * fl_seat_panel_get_hand:
 *
 * Returns: (transfer none): the panel's hand, for the table to size and
 *   orient, and to play from when the viewer controls this place
 */
GtkWidget *
fl_seat_panel_get_hand (FlSeatPanel *self)
{
  g_return_val_if_fail (FL_IS_SEAT_PANEL (self), NULL);

  return GTK_WIDGET (self->hand);
}

/**
 * fl_seat_panel_get_zone_box:
 *
 * Returns: (transfer none): the #GtkBox where the table puts the zones
 *   that lie in front of this place
 */
GtkWidget *
fl_seat_panel_get_zone_box (FlSeatPanel *self)
{
  g_return_val_if_fail (FL_IS_SEAT_PANEL (self), NULL);

  return self->zone_box;
}

/**
 * fl_seat_panel_set_target:
 * @target: the game makes this place a target
 *
 * A target is focusable, clickable and activated with Enter or Space,
 * and emits #FlSeatPanel::target-activated; it is a button for assistive
 * technologies.
 */
void
fl_seat_panel_set_target (FlSeatPanel *self,
                          gboolean     target)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_if_fail (FL_IS_SEAT_PANEL (self));

  target = !!target;
  if (self->target == target)
    return;
  self->target = target;
  fl_activatable_set (widget, target);
}

gboolean
fl_seat_panel_get_target (FlSeatPanel *self)
{
  g_return_val_if_fail (FL_IS_SEAT_PANEL (self), FALSE);

  return self->target;
}

static void
fl_seat_panel_real_activate (FlSeatPanel *self)
{
  if (self->target)
    g_signal_emit (self, signals[TARGET_ACTIVATED], 0);
}

void
fl_seat_panel_set_card_height (FlSeatPanel *self,
                               int          height)
{
  g_return_if_fail (FL_IS_SEAT_PANEL (self));

  self->card_height = height;
  fl_hand_view_set_card_height (self->hand, height);
  fl_hand_view_set_card_height (self->shown, MAX (height * 2 / 3, 32));
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/**
 * fl_seat_panel_update:
 * @view: the table
 * @place: which of @view's places this panel shows
 * @show_hand: draw the hand (the viewer's own hand is drawn apart)
 *
 * Shows @place as @view describes it.
 */
void
fl_seat_panel_update (FlSeatPanel       *self,
                      const FlTableView *view,
                      guint              place,
                      FlDeckId           deck,
                      gboolean           show_hand,
                      gboolean           four_colour)
{
  const FlTablePlace *p;
  g_autofree char *cards_text = NULL;
  g_autofree char *tricks_text = NULL;
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  g_autofree char *accessible_name = NULL;
  const char *turn = NULL;
  gboolean partner;

  g_return_if_fail (FL_IS_SEAT_PANEL (self));
  g_return_if_fail (view != NULL && place < view->n_places);

  p = &view->places[place];
  if (p->seat >= 0 && p->seat == view->viewer && p->name != NULL)
    /* Translators: the name of the user's own place at the table,
     * %s being the seat's name (“Player 1”, “South”). */
    name = g_strdup_printf (_("%s (you)"), p->name);
  else
    name = g_strdup (p->name != NULL ? p->name : "");
  gtk_label_set_label (self->name_label, name);
  gtk_widget_set_visible (GTK_WIDGET (self->dealer_label), p->dealer);
  gtk_widget_set_visible (GTK_WIDGET (self->turn_label), p->to_act);
  gtk_label_set_label (self->status_label, p->status != NULL ? p->status : "");
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), p->status != NULL && *p->status != '\0');
  /* A status too long for the panel is still there in full. */
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->status_label), p->status);

  set_class (self->box, "to-act", p->to_act);
  set_class (self->box, "side-0", p->side == 0);
  set_class (self->box, "side-1", p->side == 1);
  set_class (self->box, "side-2", p->side == 2);
  set_class (self->box, "side-3", p->side == 3);

  gtk_widget_set_visible (GTK_WIDGET (self->hand), show_hand && p->n_cards > 0);
  if (show_hand)
    {
      fl_hand_view_set_four_colour (self->hand, four_colour);
      fl_hand_view_set_cards (self->hand, deck, p->cards, p->n_cards, p->face_up);
    }

  /* Translators: how many cards a player holds. */
  cards_text = g_strdup_printf (ngettext ("%u card", "%u cards", p->n_cards), p->n_cards);
  gtk_label_set_label (self->cards_label, cards_text);
  /* Translators: how many tricks a player has won in this hand. */
  if (view->won_cards)
    /* Translators: how many cards a player has won in this round (Flaunt). */
    tricks_text = g_strdup_printf (ngettext ("%u card won", "%u cards won", p->n_won), p->n_won);
  else
    tricks_text = g_strdup_printf (ngettext ("%u trick", "%u tricks", p->n_won), p->n_won);
  gtk_label_set_label (self->tricks_label, tricks_text);

  gtk_widget_set_visible (self->shown_box, p->n_shown > 0);
  if (p->n_shown > 0)
    {
      fl_hand_view_set_four_colour (self->shown, four_colour);
      fl_hand_view_set_cards (self->shown, deck, p->shown, p->n_shown, TRUE);
    }

  /* The turn, said for whoever acts here: the viewer, for their own
   * place or one they play from (Flunk's dummy), or another player. */
  if (!p->to_act)
    /* Translators: the accessible description of a player's place when
     * it is not their turn: %1$s is the number of cards (“8 cards”),
     * %2$s of tricks. */
    description = g_strdup_printf (_("%1$s, %2$s."), cards_text, tricks_text);
  else if (place == 0)
    {
      /* Translators: as above, at the user's own place, at their turn. */
      description = g_strdup_printf (_("Your turn. %1$s, %2$s."), cards_text, tricks_text);
      turn = _("Your turn");
    }
  else if (p->controller >= 0 && p->controller == view->viewer)
    {
      /* Translators: as above, at a place whose cards the user plays (the
       * dummy in Flunk), when its turn comes. */
      description = g_strdup_printf (_("Your turn to play from this hand. %1$s, %2$s."), cards_text, tricks_text);
      turn = _("Your turn to play from this hand");
    }
  else
    {
      /* Translators: as above, at another player's turn. */
      description = g_strdup_printf (_("Their turn. %1$s, %2$s."), cards_text, tricks_text);
      turn = _("Their turn");
    }
  if (turn != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->turn_label), GTK_ACCESSIBLE_PROPERTY_LABEL, turn, -1);

  /* The viewer's partner, in words beside the side's colour. */
  partner = fl_table_view_is_partner (view, place);
  gtk_widget_set_visible (GTK_WIDGET (self->partner_label), partner);
  if (partner)
    /* Translators: the accessible name of the place of the user's partner;
     * %s is the partner's name (“Player 3”). */
    accessible_name = g_strdup_printf (_("%s, your partner"), name);
  else
    accessible_name = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible_name,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static gboolean
reveal_done_cb (gpointer data)
{
  FlSeatPanel *self = data;

  self->reveal_id = 0;
  gtk_widget_remove_css_class (self->box, "revealed");
  return G_SOURCE_REMOVE;
}

/**
 * fl_seat_panel_reveal:
 *
 * Lights the place up for a moment: the user has just learnt which side
 * it is on (a secret partner shown). The side's colour and the words of
 * the place say it for good; this only draws the eye.
 */
void
fl_seat_panel_reveal (FlSeatPanel *self)
{
  g_return_if_fail (FL_IS_SEAT_PANEL (self));

  g_clear_handle_id (&self->reveal_id, g_source_remove);
  gtk_widget_add_css_class (self->box, "revealed");
  self->reveal_id = g_timeout_add (REVEAL_MS, reveal_done_cb, self);
}

gboolean
fl_seat_panel_get_revealing (FlSeatPanel *self)
{
  g_return_val_if_fail (FL_IS_SEAT_PANEL (self), FALSE);

  return self->reveal_id != 0;
}

static GtkLabel *
new_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

static void
fl_seat_panel_dispose (GObject *object)
{
  FlSeatPanel *self = FL_SEAT_PANEL (object);

  g_clear_handle_id (&self->reveal_id, g_source_remove);
  G_OBJECT_CLASS (fl_seat_panel_parent_class)->dispose (object);
}

static void
fl_seat_panel_class_init (FlSeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_seat_panel_dispose;

  /**
   * FlSeatPanel::activate:
   *
   * Activates the place when it is a target (gtk_widget_activate()).
   */
  signals[ACTIVATE] = fl_activatable_class_init (widget_class, G_CALLBACK (fl_seat_panel_real_activate));

  /**
   * FlSeatPanel::target-activated:
   *
   * The user clicked or activated the place, which the game made a target.
   */
  signals[TARGET_ACTIVATED] = g_signal_new ("target-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "seat-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
fl_seat_panel_init (FlSeatPanel *self)
{
  GtkWidget *header, *counts, *shown_title;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_add_css_class (self->box, "seat");
  adw_bin_set_child (ADW_BIN (self), self->box);

  header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (header, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), header);

  self->turn_label = new_label ("turn-mark");
  gtk_label_set_label (self->turn_label, "▶");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->turn_label));

  /* A name is never cut short: the panel is as wide as it is. */
  self->name_label = new_label ("heading");
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->name_label));

  self->dealer_label = new_label ("dealer-mark");
  /* Translators: the mark beside the name of the player who dealt. */
  gtk_label_set_label (self->dealer_label, C_("table", "Dealer"));
  gtk_box_append (GTK_BOX (header), GTK_WIDGET (self->dealer_label));

  self->status_label = new_label ("caption");
  /* A status wraps, between words where the language has them, and is
   * never cut short. */
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_label_set_wrap_mode (self->status_label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (self->status_label, GTK_NATURAL_WRAP_WORD);
  gtk_label_set_justify (self->status_label, GTK_JUSTIFY_CENTER);
  gtk_label_set_max_width_chars (self->status_label, 26);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->status_label));

  self->hand = FL_HAND_VIEW (fl_hand_view_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->hand), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->hand));

  counts = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (counts, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), counts);
  self->cards_label = new_label ("caption");
  gtk_box_append (GTK_BOX (counts), GTK_WIDGET (self->cards_label));
  self->partner_label = new_label ("partner-mark");
  /* Translators: the mark on the place of the user's partner, beside the
   * colour the partners share. */
  gtk_label_set_label (self->partner_label, C_("table", "Partner"));
  /* Said in the place's name already. */
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->partner_label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->partner_label), FALSE);
  gtk_box_prepend (GTK_BOX (counts), GTK_WIDGET (self->partner_label));
  self->tricks_label = new_label ("caption");
  gtk_widget_add_css_class (GTK_WIDGET (self->tricks_label), "tricks");
  gtk_box_append (GTK_BOX (counts), GTK_WIDGET (self->tricks_label));

  self->zone_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_add_css_class (self->zone_box, "zones");
  gtk_widget_set_halign (self->zone_box, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->zone_box, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->zone_box);

  self->shown_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->box), self->shown_box);
  shown_title = GTK_WIDGET (new_label ("caption"));
  /* Translators: above the cards a player's bonus declaration showed you. */
  gtk_label_set_label (GTK_LABEL (shown_title), _("Shown to you"));
  gtk_box_append (GTK_BOX (self->shown_box), shown_title);
  self->shown = FL_HAND_VIEW (fl_hand_view_new ());
  gtk_widget_set_halign (GTK_WIDGET (self->shown), GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->shown_box), GTK_WIDGET (self->shown));
  gtk_widget_set_visible (self->shown_box, FALSE);

  fl_seat_panel_set_card_height (self, 56);
  fl_activatable_init (GTK_WIDGET (self));
}
