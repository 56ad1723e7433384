/* fl-zone-view.c: one zone of the table: a pile, a stock, a called suit…
 *
 * Draws one #FlTableZone the way a player sees it: a stock or won cards
 * as a neat pile of backs with their count on top, a discard pile as its
 * top cards fanned with its count, a pile in front of a player (or a
 * trick other than the one in the middle) as its cards fanned, face up or
 * down; a called suit as its symbol with its name, the direction of play
 * as an arrow with words, a pending penalty as a “+4” badge with words.
 * Under each, a caption names it, so that colour is never the only sign,
 * and its accessible label says it in a whole sentence.
 *
 * A game may make the whole zone a target (it is then a button: focusable,
 * clickable, activated with Enter or Space) or some of its cards; either
 * emits #FlZoneView::target-activated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-zone-view"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-activatable.h"
#include "fl-zone-view.h"

/* The cards of a neat pile peek out this far below each other. */
#define STACK_STEP 3
#define STACK_MAX 3
/* A discard pile shows no more of its top cards than this. */
#define DISCARD_SHOWN 4
#define SPACING 4

struct _FlZoneView
{
  GtkWidget   parent_instance;

  GPtrArray  *cards;          /* FlCardWidget, bottom first */
  GtkWidget  *symbol;         /* a suit, an arrow, a penalty */
  GtkWidget  *badge;          /* the count */
  GtkWidget  *caption;

  FlDeckId    deck;
  guint       zone;
  int         kind;
  int         card_height;
  gboolean    stacked;        /* a neat pile rather than a fan */
  gboolean    beside;         /* the caption right of the symbol */
  gboolean    target;
  gboolean    four_colour;
};

G_DEFINE_FINAL_TYPE (FlZoneView, fl_zone_view, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  TARGET_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

GtkWidget *
fl_zone_view_new (void)
{
  return g_object_new (FL_TYPE_ZONE_VIEW, NULL);
}

static int
card_width (int height)
{
  return (height * 5 + 3) / 7;
}

static gboolean
is_value_kind (int kind)
{
  return kind == FL_ZONE_CALLED_SUIT || kind == FL_ZONE_DIRECTION || kind == FL_ZONE_PENALTY;
}

/* ---- Words ------------------------------------------------------------ */

/* The short name under a zone of cards. */
static const char *
kind_name (int kind)
{
  switch (kind)
    {
    case FL_ZONE_TRICK:
      return C_("table zone", "Trick");
    case FL_ZONE_LAST_TRICK:
      return C_("table zone", "Last trick");
    case FL_ZONE_STOCK:
      return C_("table zone", "Stock");
    case FL_ZONE_DISCARD:
      return C_("table zone", "Discard pile");
    case FL_ZONE_PILE:
      return C_("table zone", "Pile");
    case FL_ZONE_WON:
      return C_("table zone", "Cards won");
    default:
      return "";
    }
}

/* What a zone without cards shows, in words: its caption. */
static char *
value_text (const FlTableZone *zone)
{
  switch (zone->kind)
    {
    case FL_ZONE_CALLED_SUIT:
      /* Translators: a suit a player called, %s being its name (“hearts”). */
      return g_strdup_printf (_("Called suit: %s"), fl_suit_name ((FlSuit) CLAMP (zone->value, 0, FL_SUIT_NONE)));
    case FL_ZONE_DIRECTION:
      return g_strdup (zone->value < 0 ? C_("direction of play", "Anticlockwise")
                                       : C_("direction of play", "Clockwise"));
    case FL_ZONE_PENALTY:
      /* Translators: under a pending penalty's badge (“+4”). */
      return g_strdup_printf (ngettext ("Draw %d card", "Draw %d cards", (gulong) MAX (zone->value, 0)),
                              MAX (zone->value, 0));
    default:
      return g_strdup ("");
    }
}

/**
 * fl_zone_describe:
 * @view: the table @zone is part of
 * @zone: a zone of @view
 * @deck: the deck its cards are from
 *
 * What a zone is, as one translated sentence for its accessible label:
 * “Stock, 23 cards”, “Discard pile, 12 cards, Queen of hearts on top”,
 * “Called suit: hearts”, “Penalty: West draws 4 cards”.
 *
 * Returns: (transfer full): the sentence
 */
char *
fl_zone_describe (const FlTableView *view,
                  const FlTableZone *zone,
                  FlDeckId           deck)
{
  guint n = zone->n_cards;

  g_return_val_if_fail (view != NULL && zone != NULL, NULL);

  switch (zone->kind)
    {
    case FL_ZONE_CALLED_SUIT:
      if (zone->label != NULL)
        /* Translators: a suit called, named by the game (%1$s, “Trumps”);
         * %2$s is the suit's name (“hearts”). */
        return g_strdup_printf (_("%1$s: %2$s"), zone->label,
                                fl_suit_name ((FlSuit) CLAMP (zone->value, 0, FL_SUIT_NONE)));
      return value_text (zone);

    case FL_ZONE_DIRECTION:
      return g_strdup (zone->value < 0 ? _("Play goes anticlockwise") : _("Play goes clockwise"));

    case FL_ZONE_PENALTY:
      {
        gulong count = (gulong) MAX (zone->value, 0);

        if (zone->place >= 0 && (guint) zone->place < view->n_places && view->places[zone->place].name != NULL)
          /* Translators: a pending penalty: %1$s is the player who must
           * draw, %2$d the number of cards. */
          return g_strdup_printf (ngettext ("Penalty: %1$s draws %2$d card", "Penalty: %1$s draws %2$d cards", count),
                                  view->places[zone->place].name, (int) count);
        /* Translators: a pending penalty for whoever plays next. */
        return g_strdup_printf (ngettext ("Penalty: the next player draws %d card",
                                          "Penalty: the next player draws %d cards", count),
                                (int) count);
      }

    case FL_ZONE_DISCARD:
      if (zone->n_listed > 0)
        {
          g_autofree char *top = fl_card_widget_describe_card (deck, zone->cards[zone->n_listed - 1]);

          if (zone->label != NULL)
            /* Translators: a face-up pile the game names (%1$s), its number
             * of cards (%2$u) and the name of its top card (%3$s). */
            return g_strdup_printf (ngettext ("%1$s, %2$u card, %3$s on top", "%1$s, %2$u cards, %3$s on top", n),
                                    zone->label, n, top);
          /* Translators: the discard pile, its number of cards (%1$u) and
           * the name of its top card (%2$s). */
          return g_strdup_printf (ngettext ("Discard pile, %1$u card, %2$s on top",
                                            "Discard pile, %1$u cards, %2$s on top", n),
                                  n, top);
        }
      break;

    default:
      break;
    }

  if (zone->label != NULL)
    /* Translators: a zone of the table the game names (%1$s, “Mystery
     * pile”) and its number of cards. */
    return g_strdup_printf (ngettext ("%1$s, %2$u card", "%1$s, %2$u cards", n), zone->label, n);

  switch (zone->kind)
    {
    case FL_ZONE_TRICK:
      /* Translators: the cards played to the middle of the table. */
      return g_strdup_printf (ngettext ("Trick, %u card", "Trick, %u cards", n), n);
    case FL_ZONE_LAST_TRICK:
      return g_strdup_printf (ngettext ("Last trick, %u card", "Last trick, %u cards", n), n);
    case FL_ZONE_STOCK:
      /* Translators: the face-down pile players draw from. */
      return g_strdup_printf (ngettext ("Stock, %u card", "Stock, %u cards", n), n);
    case FL_ZONE_DISCARD:
      return g_strdup_printf (ngettext ("Discard pile, %u card", "Discard pile, %u cards", n), n);
    case FL_ZONE_PILE:
      /* Translators: a pile of cards in front of a player. */
      return g_strdup_printf (ngettext ("Pile, %u card", "Pile, %u cards", n), n);
    case FL_ZONE_WON:
    default:
      /* Translators: the cards a player has won, face down. */
      return g_strdup_printf (ngettext ("%u card won", "%u cards won", n), n);
    }
}

/* The second sentence a screen reader reads: how many cards lie face up. */
static char *
describe_faces (const FlTableZone *zone)
{
  guint up = 0;

  if (zone->kind != FL_ZONE_PILE && zone->kind != FL_ZONE_TRICK && zone->kind != FL_ZONE_LAST_TRICK)
    return NULL;
  for (guint i = 0; i < zone->n_listed; i++)
    up += zone->cards[i] != FL_CARD_NONE;
  if (zone->n_listed == 0)
    return NULL;
  /* Translators: of the cards of a pile or a trick, how many lie face up. */
  return g_strdup_printf (ngettext ("%u face up.", "%u face up.", up), up);
}

/* ---- Cards ------------------------------------------------------------ */

static void
card_activate_cb (FlCardWidget *card,
                  FlZoneView   *self)
{
  int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "zone-card")) - 1;

  g_signal_emit (self, signals[TARGET_ACTIVATED], 0, index);
}

static FlCardWidget *
new_card (FlZoneView *self)
{
  FlCardWidget *card = FL_CARD_WIDGET (fl_card_widget_new (self->deck, FL_CARD_NONE));

  g_signal_connect (card, "activate", G_CALLBACK (card_activate_cb), self);
  gtk_widget_insert_before (GTK_WIDGET (card), GTK_WIDGET (self), self->symbol);
  return card;
}

/* Shows @n cards, bottom first: @cards[i] (FL_CARD_NONE face down), each
 * the zone's listed card @first + i, or unlisted when @first is -1. */
static void
set_cards (FlZoneView   *self,
           const FlCard *cards,
           guint         n,
           int           first)
{
  while (self->cards->len > n)
    {
      gtk_widget_unparent (g_ptr_array_index (self->cards, self->cards->len - 1));
      g_ptr_array_set_size (self->cards, self->cards->len - 1);
    }
  while (self->cards->len < n)
    g_ptr_array_add (self->cards, new_card (self));

  for (guint i = 0; i < n; i++)
    {
      FlCardWidget *card = g_ptr_array_index (self->cards, i);
      FlCard value = cards != NULL ? cards[i] : FL_CARD_NONE;

      fl_card_widget_set_card (card, self->deck, value);
      fl_card_widget_set_face_up (card, value != FL_CARD_NONE);
      fl_card_widget_set_card_height (card, self->card_height);
      fl_card_widget_set_four_colour (card, self->four_colour);
      g_object_set_data (G_OBJECT (card), "zone-card", GINT_TO_POINTER (first < 0 ? 0 : first + (int) i + 1));
    }
}

static void
set_symbol_size (FlZoneView *self)
{
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_attr_list_insert (attrs, pango_attr_size_new_absolute (MAX (14, self->card_height / 2) * PANGO_SCALE));
  pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
  gtk_label_set_attributes (GTK_LABEL (self->symbol), attrs);
  pango_attr_list_unref (attrs);
}

/**
 * fl_zone_view_update:
 * @view: the table
 * @zone: the index of the zone of @view to show
 *
 * Shows @view's zone @zone.
 */
void
fl_zone_view_update (FlZoneView        *self,
                     const FlTableView *view,
                     guint              zone,
                     FlDeckId           deck,
                     gboolean           four_colour)
{
  const FlTableZone *z;
  g_autofree char *label = NULL;
  g_autofree char *faces = NULL;
  g_autofree char *caption = NULL;
  g_autofree char *symbol = NULL;
  gboolean counted;

  g_return_if_fail (FL_IS_ZONE_VIEW (self));
  g_return_if_fail (view != NULL && zone < view->n_zones);

  z = &view->zones[zone];
  self->zone = zone;
  self->kind = z->kind;
  self->deck = deck;
  self->four_colour = !!four_colour;

  /* The cards. */
  self->stacked = FALSE;
  switch (z->kind)
    {
    case FL_ZONE_STOCK:
    case FL_ZONE_WON:
      self->stacked = TRUE;
      set_cards (self, NULL, MIN (z->n_cards, STACK_MAX), -1);
      break;
    case FL_ZONE_DISCARD:
      {
        guint shown = MIN (z->n_listed, DISCARD_SHOWN);

        set_cards (self, z->cards + z->n_listed - shown, shown, (int) (z->n_listed - shown));
      }
      break;
    case FL_ZONE_PILE:
    case FL_ZONE_TRICK:
    case FL_ZONE_LAST_TRICK:
      if (z->n_listed == 0 && z->n_cards > 0)
        {
          self->stacked = TRUE;
          set_cards (self, NULL, MIN (z->n_cards, STACK_MAX), -1);
        }
      else
        set_cards (self, z->cards, z->n_listed, 0);
      break;
    default:
      set_cards (self, NULL, 0, -1);
      break;
    }

  /* The symbol of a zone without cards. */
  gtk_widget_remove_css_class (self->symbol, "red-suit");
  gtk_widget_remove_css_class (self->symbol, "penalty");
  switch (z->kind)
    {
    case FL_ZONE_CALLED_SUIT:
      symbol = g_strdup (fl_suit_symbol ((FlSuit) CLAMP (z->value, 0, FL_SUIT_NONE)));
      if (z->value == FL_SUIT_HEARTS || z->value == FL_SUIT_DIAMONDS)
        gtk_widget_add_css_class (self->symbol, "red-suit");
      break;
    case FL_ZONE_DIRECTION:
      symbol = g_strdup (z->value < 0 ? "↺" : "↻");
      break;
    case FL_ZONE_PENALTY:
      symbol = g_strdup_printf ("+%d", MAX (z->value, 0));
      gtk_widget_add_css_class (self->symbol, "penalty");
      break;
    default:
      break;
    }
  gtk_label_set_label (GTK_LABEL (self->symbol), symbol != NULL ? symbol : "");
  gtk_widget_set_visible (self->symbol, symbol != NULL);

  /* The count, on the top card. */
  counted = z->kind == FL_ZONE_STOCK || z->kind == FL_ZONE_DISCARD || z->kind == FL_ZONE_PILE
            || z->kind == FL_ZONE_WON;
  if (counted)
    {
      g_autofree char *count = g_strdup_printf ("%u", z->n_cards);

      gtk_label_set_label (GTK_LABEL (self->badge), count);
    }
  gtk_widget_set_visible (self->badge, counted);

  /* The caption: the zone's name, and what a zone without cards says; a
   * suit the game names (“Trumps”) says only which it is. */
  label = fl_zone_describe (view, z, deck);
  if (z->kind == FL_ZONE_CALLED_SUIT && z->label != NULL)
    caption = g_strdup (label);
  else if (is_value_kind (z->kind))
    {
      g_autofree char *value = value_text (z);

      caption = z->label != NULL ? g_strdup_printf ("%s\n%s", z->label, value) : g_steal_pointer (&value);
    }
  else
    caption = g_strdup (z->label != NULL ? z->label : kind_name (z->kind));
  gtk_label_set_label (GTK_LABEL (self->caption), caption);

  faces = describe_faces (z);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, faces != NULL ? faces : "",
                                  -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), label);

  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
fl_zone_view_get_zone (FlZoneView *self)
{
  g_return_val_if_fail (FL_IS_ZONE_VIEW (self), 0);

  return self->zone;
}

int
fl_zone_view_get_kind (FlZoneView *self)
{
  g_return_val_if_fail (FL_IS_ZONE_VIEW (self), -1);

  return self->kind;
}

void
fl_zone_view_set_card_height (FlZoneView *self,
                              int         height)
{
  g_return_if_fail (FL_IS_ZONE_VIEW (self));

  height = MAX (height, 24);
  if (self->card_height == height)
    return;
  self->card_height = height;
  for (guint i = 0; i < self->cards->len; i++)
    fl_card_widget_set_card_height (g_ptr_array_index (self->cards, i), height);
  set_symbol_size (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * fl_zone_view_set_caption_beside:
 * @beside: whether a zone's symbol has its caption to its right rather
 *   than below it
 *
 * For a table short of room down the middle: a symbol and its words on
 * one line (“♥ Trumps: hearts”). Zones of cards keep their caption below.
 */
void
fl_zone_view_set_caption_beside (FlZoneView *self,
                                 gboolean    beside)
{
  g_return_if_fail (FL_IS_ZONE_VIEW (self));

  beside = !!beside;
  if (self->beside == beside)
    return;
  self->beside = beside;
  gtk_label_set_justify (GTK_LABEL (self->caption), beside ? GTK_JUSTIFY_LEFT : GTK_JUSTIFY_CENTER);
  gtk_label_set_xalign (GTK_LABEL (self->caption), beside ? 0.f : 0.5f);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
fl_zone_view_set_four_colour (FlZoneView *self,
                              gboolean    four_colour)
{
  g_return_if_fail (FL_IS_ZONE_VIEW (self));

  self->four_colour = !!four_colour;
  for (guint i = 0; i < self->cards->len; i++)
    fl_card_widget_set_four_colour (g_ptr_array_index (self->cards, i), self->four_colour);
}

/**
 * fl_zone_view_set_targets:
 * @whole: the zone itself is a target
 * @cards: (array length=n_cards) (nullable): for each listed card of the
 *   zone, whether it is a target
 *
 * Makes the zone, or some of its cards, targets: focusable, clickable,
 * activated with Enter or Space, emitting #FlZoneView::target-activated.
 */
void
fl_zone_view_set_targets (FlZoneView   *self,
                          gboolean      whole,
                          const guint8 *cards,
                          guint         n_cards)
{
  GtkWidget *widget = GTK_WIDGET (self);

  g_return_if_fail (FL_IS_ZONE_VIEW (self));

  whole = !!whole;
  if (self->target != whole)
    {
      self->target = whole;
      fl_activatable_set (widget, whole);
    }

  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCardWidget *card = g_ptr_array_index (self->cards, i);
      int index = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (card), "zone-card")) - 1;

      fl_activatable_set_card (card, index >= 0 && cards != NULL && (guint) index < n_cards && cards[index]);
    }
}

gboolean
fl_zone_view_get_target (FlZoneView *self)
{
  g_return_val_if_fail (FL_IS_ZONE_VIEW (self), FALSE);

  return self->target;
}

guint
fl_zone_view_get_n_cards (FlZoneView *self)
{
  g_return_val_if_fail (FL_IS_ZONE_VIEW (self), 0);

  return self->cards->len;
}

/**
 * fl_zone_view_get_card:
 * @index: a card drawn, from the bottom
 *
 * Returns: (transfer none) (nullable): its widget
 */
FlCardWidget *
fl_zone_view_get_card (FlZoneView *self,
                       guint       index)
{
  g_return_val_if_fail (FL_IS_ZONE_VIEW (self), NULL);

  return index < self->cards->len ? g_ptr_array_index (self->cards, index) : NULL;
}

/* ---- Layout ----------------------------------------------------------- */

static int
fan_step (FlZoneView *self)
{
  int cw = card_width (self->card_height);
  guint n = self->cards->len;

  if (n < 2)
    return 0;
  /* A few cards wide apart, each index readable; many closer. */
  return (int) MIN (cw * (n <= 4 ? 0.42 : 0.30), MAX (cw * 0.12, 2.0 * cw / (n - 1)));
}

/* The badge's width when it sits beside small cards rather than on the
 * top one, where it would hide the card's index; else 0. */
static int
badge_beside (FlZoneView *self)
{
  int badge_w;

  if (!gtk_widget_get_visible (self->badge))
    return 0;
  gtk_widget_measure (self->badge, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &badge_w, NULL, NULL);
  return card_width (self->card_height) < 3 * badge_w ? badge_w + 2 : 0;
}

/* The size of the cards, or of the symbol, and a badge beside them. */
static void
area_size (FlZoneView *self,
           int        *width,
           int        *height)
{
  int cw = card_width (self->card_height);
  guint n = self->cards->len;

  if (gtk_widget_get_visible (self->symbol))
    {
      gtk_widget_measure (self->symbol, GTK_ORIENTATION_HORIZONTAL, -1, NULL, width, NULL, NULL);
      gtk_widget_measure (self->symbol, GTK_ORIENTATION_VERTICAL, -1, NULL, height, NULL, NULL);
      *width = MAX (*width, cw * 2 / 3);
      return;
    }
  if (n == 0)
    {
      *width = cw;
      *height = self->card_height;
    }
  else if (self->stacked)
    {
      *width = cw + STACK_STEP * (int) (n - 1);
      *height = self->card_height + STACK_STEP * (int) (n - 1);
    }
  else
    {
      *width = cw + fan_step (self) * (int) (n - 1);
      *height = self->card_height;
    }
  *width += badge_beside (self);
}

static int
caption_width (FlZoneView *self,
               int         area_w)
{
  int min, nat;

  gtk_widget_measure (self->caption, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return CLAMP (nat, min, MAX (area_w, MAX (card_width (self->card_height) * 2, 96)));
}

/* Whether the caption goes to the right of the symbol, where the table
 * has room across but not down. */
static gboolean
caption_beside (FlZoneView *self)
{
  return self->beside && gtk_widget_get_visible (self->symbol);
}

static void
fl_zone_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  FlZoneView *self = FL_ZONE_VIEW (widget);
  int area_w, area_h, cap_w, cap_h;

  area_size (self, &area_w, &area_h);
  cap_w = caption_width (self, area_w);
  if (caption_beside (self))
    {
      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        *minimum = *natural = area_w + SPACING + cap_w;
      else
        {
          gtk_widget_measure (self->caption, GTK_ORIENTATION_VERTICAL, cap_w, NULL, &cap_h, NULL, NULL);
          *minimum = *natural = MAX (area_h, cap_h);
        }
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = MAX (area_w, cap_w);
      return;
    }
  gtk_widget_measure (self->caption, GTK_ORIENTATION_VERTICAL, cap_w, NULL, &cap_h, NULL, NULL);
  *minimum = *natural = area_h + SPACING + cap_h;
}

static void
fl_zone_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  FlZoneView *self = FL_ZONE_VIEW (widget);
  int area_w, area_h, cap_w, cap_h, x0;
  int cw = card_width (self->card_height);
  int top_x = 0, top_y = 0;
  guint n = self->cards->len;

  area_size (self, &area_w, &area_h);
  x0 = MAX (0, (width - area_w) / 2);

  if (caption_beside (self))
    {
      cap_w = MAX (1, MIN (caption_width (self, area_w), width - area_w - SPACING));
      gtk_widget_measure (self->caption, GTK_ORIENTATION_VERTICAL, cap_w, NULL, &cap_h, NULL, NULL);
      gtk_widget_size_allocate (self->symbol, &(GtkAllocation) { 0, MAX (0, (height - area_h) / 2), area_w, area_h },
                                -1);
      gtk_widget_size_allocate (self->caption,
                                &(GtkAllocation) { area_w + SPACING, MAX (0, (height - cap_h) / 2), cap_w, cap_h }, -1);
      return;
    }

  if (gtk_widget_get_visible (self->symbol))
    gtk_widget_size_allocate (self->symbol, &(GtkAllocation) { x0, 0, area_w, area_h }, -1);

  for (guint i = 0; i < n; i++)
    {
      GtkAllocation child;

      if (self->stacked)
        {
          int offset = STACK_STEP * (int) (n - 1 - i);

          child = (GtkAllocation) { x0 + offset, offset, cw, self->card_height };
        }
      else
        child = (GtkAllocation) { x0 + fan_step (self) * (int) i, 0, cw, self->card_height };
      gtk_widget_size_allocate (g_ptr_array_index (self->cards, i), &child, -1);
      top_x = child.x;
      top_y = child.y;
    }

  if (gtk_widget_get_visible (self->badge))
    {
      int bw, bh;

      gtk_widget_measure (self->badge, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &bw, NULL, NULL);
      gtk_widget_measure (self->badge, GTK_ORIENTATION_VERTICAL, -1, NULL, &bh, NULL, NULL);
      if (n == 0)
        top_x = x0;
      if (badge_beside (self) > 0)
        gtk_widget_size_allocate (self->badge, &(GtkAllocation) { x0 + area_w - bw, 0, bw, bh }, -1);
      else
        gtk_widget_size_allocate (self->badge,
                                  &(GtkAllocation) { MAX (0, top_x + cw - bw - 3), top_y + 3, bw, bh }, -1);
    }

  cap_w = MIN (caption_width (self, area_w), width);
  gtk_widget_measure (self->caption, GTK_ORIENTATION_VERTICAL, cap_w, NULL, &cap_h, NULL, NULL);
  gtk_widget_size_allocate (self->caption,
                            &(GtkAllocation) { (width - cap_w) / 2, area_h + SPACING, cap_w, cap_h }, -1);
}

/* An empty pile still shows where it lies: a dashed outline. */
static void
fl_zone_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  FlZoneView *self = FL_ZONE_VIEW (widget);

  if (self->cards->len == 0 && !gtk_widget_get_visible (self->symbol))
    {
      int area_w, area_h;
      float radius = self->card_height / 18.f;
      GskRoundedRect outline;
      GdkRGBA line = { 1.f, 1.f, 1.f, 0.55f };
      float widths[4] = { 2.f, 2.f, 2.f, 2.f };
      GdkRGBA colours[4] = { line, line, line, line };

      area_size (self, &area_w, &area_h);
      area_w -= badge_beside (self);
      gsk_rounded_rect_init_from_rect (&outline,
                                       &GRAPHENE_RECT_INIT (MAX (0, (gtk_widget_get_width (widget) - area_w) / 2), 0,
                                                            area_w, area_h),
                                       radius);
      gtk_snapshot_append_border (snapshot, &outline, widths, colours);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_snapshot_child (widget, child, snapshot);
}

/* ---- Input ------------------------------------------------------------ */

static void
fl_zone_view_real_activate (FlZoneView *self)
{
  if (self->target)
    g_signal_emit (self, signals[TARGET_ACTIVATED], 0, -1);
}

static void
fl_zone_view_dispose (GObject *object)
{
  FlZoneView *self = FL_ZONE_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->cards != NULL)
    g_ptr_array_set_size (self->cards, 0);

  G_OBJECT_CLASS (fl_zone_view_parent_class)->dispose (object);
}

static void
fl_zone_view_finalize (GObject *object)
{
  FlZoneView *self = FL_ZONE_VIEW (object);

  g_clear_pointer (&self->cards, g_ptr_array_unref);

  G_OBJECT_CLASS (fl_zone_view_parent_class)->finalize (object);
}

static void
fl_zone_view_class_init (FlZoneViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_zone_view_dispose;
  object_class->finalize = fl_zone_view_finalize;
  widget_class->measure = fl_zone_view_measure;
  widget_class->size_allocate = fl_zone_view_size_allocate;
  widget_class->snapshot = fl_zone_view_snapshot;

  /**
   * FlZoneView::activate:
   *
   * Activates the zone when it is a target: a click, Enter, Space or
   * gtk_widget_activate().
   */
  signals[ACTIVATE] = fl_activatable_class_init (widget_class, G_CALLBACK (fl_zone_view_real_activate));

  /**
   * FlZoneView::target-activated:
   * @card: the index of the zone's listed card, or -1 for the zone itself
   *
   * The user clicked or activated the zone, or one of its cards, that the
   * game made a target.
   */
  signals[TARGET_ACTIVATED] = g_signal_new ("target-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "zone");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
fl_zone_view_init (FlZoneView *self)
{
  self->cards = g_ptr_array_new ();
  self->card_height = 80;
  self->kind = FL_ZONE_TRICK;

  self->symbol = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->symbol, "zone-symbol");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->symbol), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (self->symbol, GTK_WIDGET (self));
  gtk_widget_set_visible (self->symbol, FALSE);

  self->badge = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->badge, "zone-count");
  gtk_widget_add_css_class (self->badge, "numeric");
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->badge), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (self->badge, GTK_WIDGET (self));

  self->caption = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->caption, "zone-caption");
  gtk_label_set_wrap (GTK_LABEL (self->caption), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->caption), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_justify (GTK_LABEL (self->caption), GTK_JUSTIFY_CENTER);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->caption), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_widget_set_parent (self->caption, GTK_WIDGET (self));

  set_symbol_size (self);
  fl_activatable_init (GTK_WIDGET (self));
}
