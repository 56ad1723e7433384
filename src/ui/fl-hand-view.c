/* fl-hand-view.c: a hand of cards, fanned in a row or a column
 *
 * The cards overlap as much as the room asks, always leaving each card's
 * corner index readable. Left and Right (Up and Down in a column), Home
 * and End move between the cards; Enter or Space plays the focused one.
 * In a game that plays several cards at once, a click or Space selects
 * the card or takes it out of the selection (it is drawn raised, with a
 * check mark, and is a pressed toggle for assistive technologies), Enter
 * confirms the selection (#FlHandView::selection-confirmed) and Escape
 * clears it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-hand-view"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "fl-card-widget.h"
#include "fl-hand-view.h"

struct _FlHandView
{
  GtkWidget       parent_instance;

  GPtrArray      *cards;           /* FlCardWidget, in hand order */
  FlDeckId        deck;
  GtkOrientation  orientation;
  gboolean        suit_rows;       /* a row for each suit, one under another */
  int             card_height;
  gboolean        interactive;
  gboolean        multiple;
  gboolean        four_colour;
  FlCard          hovered;         /* the card under the pointer */
  FlCard          focused;         /* the card with the keyboard focus */
  FlCard          pointed;         /* the last one "card-pointed" named */
};

G_DEFINE_FINAL_TYPE (FlHandView, fl_hand_view, GTK_TYPE_WIDGET)

enum {
  CARD_ACTIVATED,
  SELECTION_CHANGED,
  SELECTION_CONFIRMED,
  CANCEL,
  CARD_POINTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The part of a card that stays visible when there is room; when the
 * room is short, only its corner index (fl_card_index_extent()) and a
 * sliver of the card beyond it. */
#define NATURAL_VISIBLE_ACROSS 0.62
#define NATURAL_VISIBLE_DOWN 0.42
#define INDEX_MARGIN 0.04
#define RAISE 0.12

GtkWidget *
fl_hand_view_new (void)
{
  return g_object_new (FL_TYPE_HAND_VIEW, NULL);
}

static int
card_width (FlHandView *self)
{
  return (self->card_height * 5 + 3) / 7;
}

static void
card_activate_cb (FlCardWidget *card,
                  FlHandView   *self)
{
  if (!self->interactive)
    return;

  if (self->multiple)
    {
      gboolean selected;

      g_object_get (card, "selected", &selected, NULL);
      /* A card that may not go is never selected (a trump in a second
       * deal that keeps them); one selected may always be unselected. */
      if (!selected && !fl_card_widget_get_playable (card))
        {
          gtk_widget_error_bell (GTK_WIDGET (self));
          return;
        }
      fl_card_widget_set_selected (card, !selected);
      gtk_accessible_update_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_PRESSED,
                                   !selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
      g_signal_emit (self, signals[SELECTION_CHANGED], 0);
      return;
    }

  g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) fl_card_widget_get_card (card));
}

/* Says which face-up card the user points at: the one under the pointer,
 * else the one with the focus. */
static void
update_pointed (FlHandView *self)
{
  FlCard pointed = self->hovered != FL_CARD_NONE ? self->hovered : self->focused;

  if (pointed == self->pointed)
    return;
  self->pointed = pointed;
  g_signal_emit (self, signals[CARD_POINTED], 0, (guint) pointed);
}

static FlCard
controller_card (GtkEventController *controller)
{
  return fl_card_widget_get_card (FL_CARD_WIDGET (gtk_event_controller_get_widget (controller)));
}

static void
card_enter_cb (GtkEventController *controller,
               double              x,
               double              y,
               FlHandView         *self)
{
  self->hovered = controller_card (controller);
  update_pointed (self);
}

static void
card_leave_cb (GtkEventController *controller,
               FlHandView         *self)
{
  if (self->hovered == controller_card (controller))
    self->hovered = FL_CARD_NONE;
  update_pointed (self);
}

static void
card_focus_in_cb (GtkEventController *controller,
                  FlHandView         *self)
{
  self->focused = controller_card (controller);
  update_pointed (self);
}

static void
card_focus_out_cb (GtkEventController *controller,
                   FlHandView         *self)
{
  if (self->focused == controller_card (controller))
    self->focused = FL_CARD_NONE;
  update_pointed (self);
}

static FlCardWidget *
new_card (FlHandView *self,
          FlCard      card,
          gboolean    face_up)
{
  FlCardWidget *widget = FL_CARD_WIDGET (fl_card_widget_new (self->deck, face_up ? card : FL_CARD_NONE));

  fl_card_widget_set_face_up (widget, face_up);
  fl_card_widget_set_card_height (widget, self->card_height);
  fl_card_widget_set_four_colour (widget, self->four_colour);
  /* A card's accessible role is fixed once it is in a window: a face-up
   * card of a hand is a button, one the user may not press now disabled. */
  fl_card_widget_set_interactive (widget, face_up);
  g_signal_connect (widget, "activate", G_CALLBACK (card_activate_cb), self);
  if (self->multiple)
    gtk_accessible_update_state (GTK_ACCESSIBLE (widget),
                                 GTK_ACCESSIBLE_STATE_PRESSED, GTK_ACCESSIBLE_TRISTATE_FALSE,
                                 GTK_ACCESSIBLE_STATE_SELECTED, FALSE,
                                 -1);
  if (face_up)
    {
      GtkEventController *motion = gtk_event_controller_motion_new ();
      GtkEventController *focus = gtk_event_controller_focus_new ();

      g_signal_connect (motion, "enter", G_CALLBACK (card_enter_cb), self);
      g_signal_connect (motion, "leave", G_CALLBACK (card_leave_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (widget), motion);
      g_signal_connect (focus, "enter", G_CALLBACK (card_focus_in_cb), self);
      g_signal_connect (focus, "leave", G_CALLBACK (card_focus_out_cb), self);
      gtk_widget_add_controller (GTK_WIDGET (widget), focus);
    }
  gtk_widget_set_parent (GTK_WIDGET (widget), GTK_WIDGET (self));
  fl_card_widget_set_interactive (widget, self->interactive && face_up);
  return widget;
}

/**
 * fl_hand_view_set_cards:
 * @cards: the hand, in the order to show it
 * @face_up: %FALSE to show only card backs (@cards then only counts)
 *
 * Shows @cards, keeping the widgets (and the focus) of cards still there.
 */
void
fl_hand_view_set_cards (FlHandView   *self,
                        FlDeckId      deck,
                        const FlCard *cards,
                        guint         n_cards,
                        gboolean      face_up)
{
  g_autoptr(GPtrArray) old = NULL;
  GtkWidget *focus;

  g_return_if_fail (FL_IS_HAND_VIEW (self));
  g_return_if_fail (cards != NULL || n_cards == 0 || !face_up);

  focus = gtk_widget_get_focus_child (GTK_WIDGET (self));
  old = g_steal_pointer (&self->cards);
  self->cards = g_ptr_array_new ();
  self->deck = deck;

  for (guint i = 0; i < n_cards; i++)
    {
      FlCard card = face_up ? cards[i] : FL_CARD_NONE;
      FlCardWidget *widget = NULL;

      for (guint j = 0; j < old->len; j++)
        {
          FlCardWidget *candidate = g_ptr_array_index (old, j);

          if (candidate != NULL && fl_card_widget_get_card (candidate) == card
              && fl_card_widget_get_face_up (candidate) == face_up
              && fl_card_widget_get_deck (candidate) == deck)
            {
              widget = candidate;
              old->pdata[j] = NULL;
              break;
            }
        }
      if (widget == NULL)
        widget = new_card (self, card, face_up);
      g_ptr_array_add (self->cards, widget);
    }

  for (guint j = 0; j < old->len; j++)
    if (old->pdata[j] != NULL)
      {
        FlCard gone = fl_card_widget_get_card (old->pdata[j]);

        /* A card played or taken away is pointed at no more. */
        if (gone == self->hovered)
          self->hovered = FL_CARD_NONE;
        if (gone == self->focused)
          self->focused = FL_CARD_NONE;
        gtk_widget_unparent (old->pdata[j]);
      }

  /* Children are drawn in list order: keep it the hand's order. */
  for (guint i = 0; i < self->cards->len; i++)
    gtk_widget_insert_before (g_ptr_array_index (self->cards, i), GTK_WIDGET (self), NULL);

  /* The focused card was played: keep the focus in the hand. */
  if (focus != NULL && gtk_widget_get_parent (focus) == NULL)
    fl_hand_view_focus_first (self);

  update_pointed (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
fl_hand_view_get_n_cards (FlHandView *self)
{
  g_return_val_if_fail (FL_IS_HAND_VIEW (self), 0);

  return self->cards->len;
}

void
fl_hand_view_set_orientation (FlHandView     *self,
                              GtkOrientation  orientation)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  if (self->orientation == orientation)
    return;
  self->orientation = orientation;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * fl_hand_view_set_suit_rows:
 *
 * In a column (%GTK_ORIENTATION_VERTICAL), lays the cards out as a row for
 * each suit, one under another, each row fanned across so that every
 * card's rank and suit show: a hand lying face up at the side of the table.
 * The cards are taken in the order given; a row ends where the suit changes.
 */
void
fl_hand_view_set_suit_rows (FlHandView *self,
                            gboolean    suit_rows)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  suit_rows = !!suit_rows;
  if (self->suit_rows == suit_rows)
    return;
  self->suit_rows = suit_rows;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
fl_hand_view_set_card_height (FlHandView *self,
                              int         height)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  height = MAX (height, 24);
  if (self->card_height == height)
    return;
  self->card_height = height;
  for (guint i = 0; i < self->cards->len; i++)
    fl_card_widget_set_card_height (g_ptr_array_index (self->cards, i), height);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/**
 * fl_hand_view_set_interactive:
 *
 * Lets the user focus and play the cards (a face-up hand the user plays
 * from), or shows them only.
 */
void
fl_hand_view_set_interactive (FlHandView *self,
                              gboolean    interactive)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCardWidget *card = g_ptr_array_index (self->cards, i);

      fl_card_widget_set_interactive (card, interactive && fl_card_widget_get_face_up (card));
    }
  if (!interactive)
    fl_hand_view_clear_selection (self);
}

gboolean
fl_hand_view_get_interactive (FlHandView *self)
{
  g_return_val_if_fail (FL_IS_HAND_VIEW (self), FALSE);

  return self->interactive;
}

/**
 * fl_hand_view_set_playable:
 * @dim: draw the card dimmed when it is not playable
 *
 * Marks @card playable or not, for its accessible state and its look.
 */
void
fl_hand_view_set_playable (FlHandView *self,
                           FlCard      card,
                           gboolean    playable,
                           gboolean    dim)
{
  GtkWidget *widget;

  g_return_if_fail (FL_IS_HAND_VIEW (self));

  widget = fl_hand_view_get_card_widget (self, card);
  if (widget == NULL)
    return;
  fl_card_widget_set_playable (FL_CARD_WIDGET (widget), playable);
  fl_card_widget_set_dimmed (FL_CARD_WIDGET (widget), dim && !playable);
}

void
fl_hand_view_set_four_colour (FlHandView *self,
                              gboolean    four_colour)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  self->four_colour = !!four_colour;
  for (guint i = 0; i < self->cards->len; i++)
    fl_card_widget_set_four_colour (g_ptr_array_index (self->cards, i), self->four_colour);
}

/**
 * fl_hand_view_set_multiple:
 *
 * In a game that plays several cards at once, activating a card selects
 * it; the game's controls confirm the selection.
 */
void
fl_hand_view_set_multiple (FlHandView *self,
                           gboolean    multiple)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  multiple = !!multiple;
  if (self->multiple == multiple)
    return;
  self->multiple = multiple;
  if (!self->multiple)
    fl_hand_view_clear_selection (self);
  /* A card that may be selected is a toggle button for assistive
   * technologies: pressed when selected. */
  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkAccessible *card = g_ptr_array_index (self->cards, i);

      gboolean selected = fl_card_widget_get_selected (FL_CARD_WIDGET (card));

      if (multiple)
        gtk_accessible_update_state (card,
                                     GTK_ACCESSIBLE_STATE_PRESSED,
                                     selected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                     GTK_ACCESSIBLE_STATE_SELECTED, selected,
                                     -1);
      else
        gtk_accessible_reset_state (card, GTK_ACCESSIBLE_STATE_PRESSED);
    }
}

gboolean
fl_hand_view_get_multiple (FlHandView *self)
{
  g_return_val_if_fail (FL_IS_HAND_VIEW (self), FALSE);

  return self->multiple;
}

/**
 * fl_hand_view_get_selected:
 *
 * Returns: (transfer full) (element-type FlCard): the selected cards, in
 *   hand order
 */
GArray *
fl_hand_view_get_selected (FlHandView *self)
{
  GArray *selected;

  g_return_val_if_fail (FL_IS_HAND_VIEW (self), NULL);

  selected = g_array_new (FALSE, FALSE, sizeof (FlCard));
  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCardWidget *card = g_ptr_array_index (self->cards, i);
      gboolean is_selected;

      g_object_get (card, "selected", &is_selected, NULL);
      if (is_selected)
        {
          FlCard value = fl_card_widget_get_card (card);

          g_array_append_val (selected, value);
        }
    }
  return selected;
}

void
fl_hand_view_clear_selection (FlHandView *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (FL_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCardWidget *card = g_ptr_array_index (self->cards, i);
      gboolean selected;

      g_object_get (card, "selected", &selected, NULL);
      if (selected)
        {
          fl_card_widget_set_selected (card, FALSE);
          if (self->multiple)
            gtk_accessible_update_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_PRESSED,
                                         GTK_ACCESSIBLE_TRISTATE_FALSE, -1);
          changed = TRUE;
        }
    }
  if (changed)
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/**
 * fl_hand_view_set_highlighted:
 * @card: the card to highlight, or %FL_CARD_NONE for none
 */
void
fl_hand_view_set_highlighted (FlHandView *self,
                              FlCard      card)
{
  g_return_if_fail (FL_IS_HAND_VIEW (self));

  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCardWidget *widget = g_ptr_array_index (self->cards, i);

      fl_card_widget_set_highlighted (widget, card != FL_CARD_NONE
                                              && fl_card_widget_get_card (widget) == card);
    }
}

/**
 * fl_hand_view_get_card_widget:
 *
 * Returns: (transfer none) (nullable): the widget showing @card; for a hand
 *   face down, @card is %FL_CARD_NONE and the last card back is returned
 */
GtkWidget *
fl_hand_view_get_card_widget (FlHandView *self,
                              FlCard      card)
{
  g_return_val_if_fail (FL_IS_HAND_VIEW (self), NULL);

  for (guint i = self->cards->len; i > 0; i--)
    {
      FlCardWidget *widget = g_ptr_array_index (self->cards, i - 1);

      if (fl_card_widget_get_card (widget) == card)
        return GTK_WIDGET (widget);
    }
  return NULL;
}

gboolean
fl_hand_view_focus_card (FlHandView *self,
                         FlCard      card)
{
  GtkWidget *widget;

  g_return_val_if_fail (FL_IS_HAND_VIEW (self), FALSE);

  widget = fl_hand_view_get_card_widget (self, card);
  return widget != NULL && gtk_widget_grab_focus (widget);
}

/**
 * fl_hand_view_focus_first:
 *
 * Focuses the first playable card, or the first card.
 */
gboolean
fl_hand_view_focus_first (FlHandView *self)
{
  g_return_val_if_fail (FL_IS_HAND_VIEW (self), FALSE);

  if (!self->interactive)
    return FALSE;

  for (guint i = 0; i < self->cards->len; i++)
    {
      GtkWidget *widget = g_ptr_array_index (self->cards, i);
      gboolean playable;

      g_object_get (widget, "playable", &playable, NULL);
      if (playable && gtk_widget_grab_focus (widget))
        return TRUE;
    }
  return self->cards->len > 0 && gtk_widget_grab_focus (g_ptr_array_index (self->cards, 0));
}

static gboolean by_suit         (FlHandView *self);
static guint    suit_row_starts (FlHandView *self,
                                 guint      *starts);
static gboolean suit_rows_key   (FlHandView *self,
                                 guint       keyval,
                                 int         index);

static int
focused_index (FlHandView *self)
{
  GtkWidget *focus = gtk_widget_get_focus_child (GTK_WIDGET (self));

  for (guint i = 0; i < self->cards->len; i++)
    if (g_ptr_array_index (self->cards, i) == focus)
      return (int) i;
  return -1;
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                FlHandView            *self)
{
  gboolean across = self->orientation == GTK_ORIENTATION_HORIZONTAL;
  int n = (int) self->cards->len;
  int index = focused_index (self);
  int target;

  if (keyval == GDK_KEY_Escape)
    {
      g_autoptr(GArray) selected = fl_hand_view_get_selected (self);

      if (selected->len == 0)
        return FALSE;
      fl_hand_view_clear_selection (self);
      g_signal_emit (self, signals[CANCEL], 0);
      return TRUE;
    }

  if (index < 0 || n == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  if (by_suit (self) && keyval != GDK_KEY_Home && keyval != GDK_KEY_KP_Home
      && keyval != GDK_KEY_End && keyval != GDK_KEY_KP_End)
    return suit_rows_key (self, keyval, index);

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      if (!across)
        return FALSE;
      target = index - 1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      if (!across)
        return FALSE;
      target = index + 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      if (across)
        return FALSE;
      target = index - 1;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      if (across)
        return FALSE;
      target = index + 1;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      target = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      target = n - 1;
      break;
    default:
      return FALSE;
    }

  target = CLAMP (target, 0, n - 1);
  gtk_widget_grab_focus (g_ptr_array_index (self->cards, target));
  return TRUE;
}

/* In a hand by suit, Left and Right go through the cards in order, Up and
 * Down to the card at the same place of the row above or below. */
static gboolean
suit_rows_key (FlHandView *self,
               guint       keyval,
               int         index)
{
  guint starts[FL_DECK_MAX_CARDS + 1];
  guint n_rows = suit_row_starts (self, starts);
  guint row = 0;
  int target;

  while (row + 1 < n_rows && starts[row + 1] <= (guint) index)
    row++;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      target = index - 1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      target = index + 1;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      {
        gboolean up = keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up;
        guint to;

        if (up ? row == 0 : row + 1 >= n_rows)
          return TRUE;
        to = up ? row - 1 : row + 1;
        target = (int) MIN (starts[to] + ((guint) index - starts[row]), starts[to + 1] - 1);
      }
      break;
    default:
      return FALSE;
    }
  target = CLAMP (target, 0, (int) self->cards->len - 1);
  gtk_widget_grab_focus (g_ptr_array_index (self->cards, target));
  return TRUE;
}

/* Enter confirms the selection of several cards, before the focused card
 * takes it as its own activation. */
static gboolean
confirm_key_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                FlHandView            *self)
{
  if (!self->multiple || !self->interactive
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  g_signal_emit (self, signals[SELECTION_CONFIRMED], 0);
  return TRUE;
}

/* The least part of a card a fan shows, across or down. */
static double
min_visible (FlHandView *self,
             gboolean    across)
{
  double index_across, index_down;

  fl_card_index_extent (self->card_height, &index_across, &index_down);
  return (across ? index_across : index_down) + INDEX_MARGIN;
}

/* How far apart @n cards of @length are fanned in @available. */
static int
fan_step (FlHandView *self,
          gboolean    across,
          guint       n,
          int         length,
          int         available)
{
  int step;

  if (n < 2)
    return 0;
  step = (available - length) / (int) (n - 1);
  step = MIN (step, (int) (length * (across ? NATURAL_VISIBLE_ACROSS : NATURAL_VISIBLE_DOWN)));
  return MAX (step, (int) ceil (length * min_visible (self, across)));
}

/* The rows of a hand laid out by suit: @starts gets the index of each
 * row's first card, then the number of cards. Face-down cards, which show
 * no suit, make one row. Returns the number of rows. */
static guint
suit_row_starts (FlHandView *self,
                 guint      *starts)
{
  const FlDeck *deck = fl_deck_get (self->deck);
  guint n_rows = 0;

  for (guint i = 0; i < self->cards->len; i++)
    {
      FlCard card = fl_card_widget_get_card (g_ptr_array_index (self->cards, i));
      FlCard before = i > 0 ? fl_card_widget_get_card (g_ptr_array_index (self->cards, i - 1)) : FL_CARD_NONE;
      gboolean new_row = i == 0;

      if (!new_row && card != FL_CARD_NONE && before != FL_CARD_NONE)
        new_row = fl_deck_card (deck, card)->suit != fl_deck_card (deck, before)->suit;
      if (new_row)
        starts[n_rows++] = i;
    }
  starts[n_rows] = self->cards->len;
  return n_rows;
}

static gboolean
by_suit (FlHandView *self)
{
  return self->suit_rows && self->orientation == GTK_ORIENTATION_VERTICAL;
}

static void
fl_hand_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  FlHandView *self = FL_HAND_VIEW (widget);
  int width = card_width (self);
  int raise = (int) (self->card_height * RAISE);
  guint n = MAX (self->cards->len, 1);

  if (by_suit (self))
    {
      guint starts[FL_DECK_MAX_CARDS + 1];
      guint n_rows = MAX (suit_row_starts (self, starts), 1);

      if (orientation == GTK_ORIENTATION_HORIZONTAL)
        {
          guint longest = 1;

          for (guint r = 0; r < n_rows && self->cards->len > 0; r++)
            longest = MAX (longest, starts[r + 1] - starts[r]);
          *minimum = width + (int) ceil ((longest - 1) * width * min_visible (self, TRUE));
          *natural = width + (int) ((longest - 1) * width * NATURAL_VISIBLE_ACROSS);
        }
      else
        {
          /* Each row shows at least its cards' indexes above the next. */
          *minimum = self->card_height
                     + (int) ceil ((n_rows - 1) * self->card_height * min_visible (self, FALSE));
          *natural = self->card_height + (int) ((n_rows - 1) * self->card_height * 1.08);
        }
      return;
    }

  if (orientation == self->orientation)
    {
      gboolean across = orientation == GTK_ORIENTATION_HORIZONTAL;
      int length = across ? width : self->card_height;

      *minimum = length + (int) ceil ((n - 1) * length * min_visible (self, across));
      *natural = length + (int) ((n - 1) * length * (across ? NATURAL_VISIBLE_ACROSS : NATURAL_VISIBLE_DOWN));
    }
  else if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = self->card_height + raise;
  else
    *minimum = *natural = width + raise;
}

/* A hand by suit: the rows one under another, each fanned across. */
static void
allocate_suit_rows (FlHandView *self,
                    int         width,
                    int         height)
{
  guint starts[FL_DECK_MAX_CARDS + 1];
  guint n_rows = suit_row_starts (self, starts);
  int card_w = card_width (self);
  int card_h = self->card_height;
  int row_step = 0, total_h;

  if (n_rows > 1)
    {
      row_step = (height - card_h) / (int) (n_rows - 1);
      row_step = MIN (row_step, (int) (card_h * 1.08));
      row_step = MAX (row_step, (int) ceil (card_h * min_visible (self, FALSE)));
    }
  total_h = card_h + row_step * (int) MAX (n_rows, 1) - row_step;

  for (guint r = 0; r < n_rows; r++)
    {
      guint n = starts[r + 1] - starts[r];
      int step = fan_step (self, TRUE, n, card_w, width);
      int y = MAX (0, (height - total_h) / 2) + row_step * (int) r;

      for (guint i = 0; i < n; i++)
        {
          GtkAllocation child = { step * (int) i, y, card_w, card_h };

          gtk_widget_size_allocate (g_ptr_array_index (self->cards, starts[r] + i), &child, -1);
        }
    }
}

static void
fl_hand_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  FlHandView *self = FL_HAND_VIEW (widget);
  gboolean across = self->orientation == GTK_ORIENTATION_HORIZONTAL;
  int card_w = card_width (self);
  int card_h = self->card_height;
  int raise = (int) (card_h * RAISE);
  int length = across ? card_w : card_h;
  int available = across ? width : height;
  guint n = self->cards->len;
  int step, total, start;

  if (by_suit (self))
    {
      allocate_suit_rows (self, width, height);
      return;
    }

  step = fan_step (self, across, n, length, available);
  total = n > 0 ? length + step * (int) (n - 1) : 0;
  start = MAX (0, (available - total) / 2);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = g_ptr_array_index (self->cards, i);
      GtkAllocation child;

      if (across)
        child = (GtkAllocation) { start + step * (int) i, MAX (0, height - card_h), card_w, card_h };
      else
        child = (GtkAllocation) { MAX (0, (width - card_w - raise) / 2 + raise), start + step * (int) i, card_w, card_h };
      gtk_widget_size_allocate (card, &child, -1);
    }
}

static void
fl_hand_view_dispose (GObject *object)
{
  FlHandView *self = FL_HAND_VIEW (object);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  if (self->cards != NULL)
    g_ptr_array_set_size (self->cards, 0);

  G_OBJECT_CLASS (fl_hand_view_parent_class)->dispose (object);
}

static void
fl_hand_view_finalize (GObject *object)
{
  FlHandView *self = FL_HAND_VIEW (object);

  g_clear_pointer (&self->cards, g_ptr_array_unref);

  G_OBJECT_CLASS (fl_hand_view_parent_class)->finalize (object);
}

static void
fl_hand_view_class_init (FlHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_hand_view_dispose;
  object_class->finalize = fl_hand_view_finalize;
  widget_class->measure = fl_hand_view_measure;
  widget_class->size_allocate = fl_hand_view_size_allocate;

  /**
   * FlHandView::card-activated:
   * @card: the card (an #FlCard)
   *
   * The user chose to play @card (click, Enter or Space).
   */
  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 0);
  /**
   * FlHandView::selection-confirmed:
   *
   * In a hand that plays several cards at once, the user confirmed the
   * selection with Enter (fl_hand_view_get_selected() lists it).
   */
  signals[SELECTION_CONFIRMED] = g_signal_new ("selection-confirmed", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 0);
  signals[CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);

  /**
   * FlHandView::card-pointed:
   * @card: the card (an #FlCard), or %FL_CARD_NONE
   *
   * The user points at a face-up @card: the pointer is over it, or else it
   * has the keyboard focus; %FL_CARD_NONE when they point at none.
   */
  signals[CARD_POINTED] = g_signal_new ("card-pointed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "hand");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
fl_hand_view_init (FlHandView *self)
{
  GtkEventController *keys;

  self->cards = g_ptr_array_new ();
  self->hovered = self->focused = self->pointed = FL_CARD_NONE;
  self->orientation = GTK_ORIENTATION_HORIZONTAL;
  self->card_height = 140;

  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (confirm_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
