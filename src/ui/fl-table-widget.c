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
 * 800×600 window to a 4K screen. The layout is in fl-table-layout.c, the
 * zones and targets in fl-table-zones.c (fl-table-widget-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-widget"

#include "config.h"

#include <adwaita.h>

#include "fl-table-widget-private.h"

G_DEFINE_FINAL_TYPE (FlTableWidget, fl_table_widget, GTK_TYPE_WIDGET)

guint _fl_table_widget_signals[N_SIGNALS];

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
  self->crowd_backs = 0;
  self->crowd_zones = 0;
  self->crowd_beside = FALSE;
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

/* Whether card @i of @trick is marked as winning: the winner's card, or
 * every card of the winner's play in a contest. */
static gboolean
marks_winner (const FlTableZone *trick,
              guint              i)
{
  if (trick->winner < 0)
    return FALSE;
  if (trick->winner_whole)
    return trick->places[i] == trick->winner;
  return (int) i == trick_winner_index (trick);
}

/* Whether @new is @old with some of its face-down cards turned up: the
 * same places in the same order. Fills the groups in which they turn. */
static gboolean
plan_reveal (FlTableWidget     *self,
             const FlTableZone *old,
             const FlTableZone *new)
{
  guint groups = 0;
  int last_place = -2;

  if (old->n_listed == 0 || old->n_listed != new->n_listed)
    return FALSE;
  for (guint i = 0; i < new->n_listed; i++)
    if (old->places[i] != new->places[i]
        || (old->cards[i] != FL_CARD_NONE && old->cards[i] != new->cards[i]))
      return FALSE;

  for (guint i = 0; i < new->n_listed; i++)
    {
      if (old->cards[i] != FL_CARD_NONE || new->cards[i] == FL_CARD_NONE)
        {
          self->reveal_group[i] = 0;
          continue;
        }
      if (groups == 0 || (!new->reveal_together && new->places[i] != last_place))
        groups++;
      last_place = new->places[i];
      self->reveal_group[i] = (guint8) groups;
    }
  self->reveal_groups = groups;
  return groups > 0;
}

/* The trick's cards as far as the reveal has come: each group turns up in
 * its turn, and the winner is marked once all are up. */
static void
show_reveal (FlTableWidget *self)
{
  const FlTableZone *trick = &self->shown_trick;
  gboolean done = self->reveal_groups == 0 || self->reveal_progress >= self->reveal_groups;

  for (guint i = 0; i < trick->n_listed && i < self->trick_cards->len; i++)
    {
      FlCardWidget *card = trick_card (self, i);
      gboolean up = trick->cards[i] != FL_CARD_NONE
                    && (self->reveal_groups == 0 || self->reveal_group[i] <= self->reveal_progress + 0.5);

      fl_card_widget_set_face_up (card, up);
      fl_card_widget_set_highlighted (card, done && marks_winner (trick, i));
    }
}

static void
reveal_value_cb (double         value,
                 FlTableWidget *self)
{
  self->reveal_progress = value;
  show_reveal (self);
}

static void
reveal_done_cb (AdwAnimation  *animation,
                FlTableWidget *self)
{
  self->reveal_groups = 0;
  show_reveal (self);
}

/**
 * fl_table_widget_is_revealing:
 *
 * Returns: whether face-down cards of the trick are being turned up
 */
gboolean
fl_table_widget_is_revealing (FlTableWidget *self)
{
  g_return_val_if_fail (FL_IS_TABLE_WIDGET (self), FALSE);

  return self->reveal_groups > 0;
}

/* Every card under @widget named as @view names it (Flume's bowers),
 * wherever it lies: a hand, the trick, a zone. */
static void
tag_cards (GtkWidget         *widget,
           const FlTableView *view)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (FL_IS_CARD_WIDGET (child))
        {
          FlCardWidget *card = FL_CARD_WIDGET (child);

          fl_card_widget_set_tag (card, fl_card_widget_get_face_up (card)
                                        ? fl_table_view_get_tag (view, fl_card_widget_get_card (card))
                                        : NULL);
        }
      else
        tag_cards (child, view);
    }
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
  gboolean reveal;
  graphene_rect_t from;

  g_return_if_fail (FL_IS_TABLE_WIDGET (self));
  g_return_if_fail (view != NULL);

  trick = fl_table_view_get_trick (view);
  if (trick->n_cards == 0)
    trick = fl_table_view_get_last_trick (view);

  /* Face-down cards turned up where they lie (a contest) turn one place
   * after another. */
  adw_animation_reset (self->reveal_animation);
  self->reveal_groups = 0;
  reveal = self->have_view && self->duration > 0 && plan_reveal (self, &self->shown_trick, trick);

  /* A won trick that gives way to the next one goes to its winner's
   * pile, from where its cards lie now. */
  start_pile (self, view);

  /* Find where the new card comes from before the hands change. */
  if (self->have_view && self->duration > 0 && same_start (&self->shown_trick, trick))
    {
      guint last = trick->n_cards - 1;

      animate = source_bounds (self, (guint) trick->places[last], trick->cards[last], &from);
    }

  /* A secret partnership revealed (Flume's called partner): the places
   * whose side the user learns now, when their own was known before,
   * light up for a moment. */
  if (self->have_view && self->duration > 0 && self->view.n_places == view->n_places
      && self->view.places[0].side >= 0)
    for (guint i = 1; i < view->n_places; i++)
      if (self->view.places[i].seat == view->places[i].seat && self->view.places[i].side < 0
          && view->places[i].side >= 0)
        fl_seat_panel_reveal (self->panels[i]);

  self->deck = deck;
  self->crowd_backs = 0;
  self->crowd_zones = 0;
  self->crowd_beside = FALSE;
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
  self->trick_zone = _fl_table_zone_index (view, trick);
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

      g_signal_connect (card, "activate", G_CALLBACK (_fl_table_trick_card_activate_cb), self);
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
          fl_card_widget_name_player (card, view, trick->places[i]);
        }
    }
  if (reveal)
    {
      self->reveal_progress = 0.0;
      show_reveal (self);
      adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->reveal_animation), self->reveal_groups);
      adw_timed_animation_set_duration (ADW_TIMED_ANIMATION (self->reveal_animation),
                                        self->duration * 2 * self->reveal_groups);
      adw_animation_play (self->reveal_animation);
    }
  else
    show_reveal (self);

  _fl_table_widget_update_zones (self, view, deck);
  _fl_table_widget_apply_targets (self);
  tag_cards (GTK_WIDGET (self), view);

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

static gboolean
focus_row (FlTableWidget *self,
           GtkWidget     *row)
{
  if (row == GTK_WIDGET (self))
    return _fl_table_widget_focus_first_target (self);
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
    if (rows[i] == GTK_WIDGET (self) ? _fl_table_widget_focus_on_target (self, focus)
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
  g_signal_emit (self, _fl_table_widget_signals[CARD_ACTIVATED], 0, card);
}

static void
hand_card_pointed_cb (FlHandView    *hand,
                      guint          card,
                      FlTableWidget *self)
{
  g_signal_emit (self, _fl_table_widget_signals[CARD_POINTED], 0, card);
}

static void
fl_table_widget_dispose (GObject *object)
{
  FlTableWidget *self = FL_TABLE_WIDGET (object);
  GtkWidget *child;

  g_clear_object (&self->animation);
  g_clear_object (&self->pile_animation);
  g_clear_object (&self->reveal_animation);
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
  widget_class->size_allocate = _fl_table_widget_size_allocate;
  widget_class->snapshot = fl_table_widget_snapshot;

  /**
   * FlTableWidget::card-activated:
   * @card: an #FlCard
   *
   * The user activated @card in a hand they may play from.
   */
  _fl_table_widget_signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * FlTableWidget::card-pointed:
   * @card: an #FlCard, or %FL_CARD_NONE
   *
   * The user points at @card of a face-up hand, with the pointer or the
   * focus (see #FlHandView::card-pointed).
   */
  _fl_table_widget_signals[CARD_POINTED] = g_signal_new ("card-pointed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * FlTableWidget::target-activated:
   * @target: (type FlTableTarget): what the user clicked or activated
   *
   * The user clicked, or activated with Enter or Space, something the
   * game made a target (fl_table_widget_set_targets()).
   */
  _fl_table_widget_signals[TARGET_ACTIVATED] = g_signal_new ("target-activated", G_TYPE_FROM_CLASS (klass),
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
  _fl_table_widget_signals[CARDS_CONFIRMED] = g_signal_new ("cards-confirmed", G_TYPE_FROM_CLASS (klass),
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
                        G_CALLBACK (_fl_table_hand_selection_confirmed_cb), self);
      g_signal_connect (self->panels[i], "target-activated", G_CALLBACK (_fl_table_panel_target_activated_cb), self);
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
  g_signal_connect (self->hand, "selection-confirmed", G_CALLBACK (_fl_table_hand_selection_confirmed_cb), self);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) animation_value_cb, self, NULL);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 250, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);
  g_signal_connect (self->animation, "done", G_CALLBACK (animation_done_cb), self);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) reveal_value_cb, self, NULL);
  self->reveal_animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 500, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->reveal_animation), ADW_LINEAR);
  g_signal_connect (self->reveal_animation, "done", G_CALLBACK (reveal_done_cb), self);

  target = adw_callback_animation_target_new ((AdwAnimationTargetFunc) pile_value_cb, self, NULL);
  self->pile_animation = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 375, target);
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->pile_animation), ADW_EASE_IN_OUT_CUBIC);
  g_signal_connect (self->pile_animation, "done", G_CALLBACK (pile_done_cb), self);
}
