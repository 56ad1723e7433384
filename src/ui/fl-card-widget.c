/* fl-card-widget.c: one playing card, drawn as vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-card-widget"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "fl-card-widget-private.h"

/**
 * FlCardWidget:
 *
 * A playing card of any of our decks, face up or down, drawn with
 * #GtkSnapshot: rounded rectangles, borders and shadows from GSK, and every
 * letter and symbol as Pango text, so it is sharp at every size and scale
 * and needs no image files.
 *
 * The face is built for a fanned hand, where only the left third of a card
 * shows: a large rank over a large suit symbol in the top-left corner (and
 * again, turned round, in the bottom-right one). The centre holds one large
 * suit symbol for number cards and aces, a letter in a frame for jacks,
 * queens and kings, and for jokers and special cards (Flaps) their name on a
 * band between two symbols of their power (see flaps_glyphs in
 * fl-card-face.c).
 *
 * The states the table sets are drawn around the cached face: dimmed (not
 * playable now), selected (raised and outlined), highlighted (a glow) and the
 * keyboard focus ring. Their colour is the widget's CSS colour, which
 * style.css sets to the accent colour.
 *
 * An interactive card is a button for assistive technologies and the
 * keyboard, and emits #FlCardWidget::activate when clicked or activated with
 * Enter or Space; any other card is an image and takes no focus.
 */

/* A card is 5 units wide for 7 high (63.5 × 88.9 mm, a poker card). */
#define CARD_ASPECT (5.f / 7.f)
#define DEFAULT_CARD_HEIGHT 140
/* How far a selected card rises, in card heights. */
#define SELECTED_LIFT 0.12f

struct _FlCardWidget
{
  GtkWidget      parent_instance;

  FlDeckId       deck;
  FlCard         card;
  int            card_height;

  guint          face_up : 1;
  guint          dimmed : 1;
  guint          selected : 1;
  guint          highlighted : 1;
  guint          playable : 1;
  guint          interactive : 1;
  guint          four_colour : 1;

  /* Who played the card, for its name; @player_name is theirs. */
  FlCardPlayer   player;
  char          *player_name;

  /* What the card is in this hand (“Right bower”), on its face. */
  char          *tag;

  /* The card itself (face or back) in card coordinates, without states,
   * kept until something it shows changes. */
  GskRenderNode *card_node;
  float          card_node_width;
  float          card_node_height;
};

G_DEFINE_FINAL_TYPE (FlCardWidget, fl_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_HEIGHT,
  PROP_FACE_UP,
  PROP_DIMMED,
  PROP_SELECTED,
  PROP_HIGHLIGHTED,
  PROP_PLAYABLE,
  PROP_INTERACTIVE,
  PROP_FOUR_COLOUR,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static gboolean
is_dark (FlCardWidget *self)
{
  return adw_style_manager_get_dark (adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self))));
}

static gboolean
shows_face (FlCardWidget *self)
{
  return self->face_up && self->card != FL_CARD_NONE;
}

static GskRenderNode *
build_card_node (FlCardWidget *self,
                 float         width,
                 float         height)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  const FlCardPalette *palette = &_fl_card_palettes[is_dark (self) ? 1 : 0];
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  GskRoundedRect outline;

  _fl_card_outline (&outline, width, height, 0.f);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &palette->face, &outline.bounds);
  gtk_snapshot_pop (snapshot);

  if (!shows_face (self))
    _fl_card_append_back (snapshot, palette, width, height);
  else
    _fl_card_append_face (snapshot, context, self->deck, self->card, self->four_colour, width, height);

  _fl_card_append_ring (snapshot, &outline, CLAMP (height / 200.f, 1.f, 2.f), &palette->border);

  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static void
invalidate_card (FlCardWidget *self)
{
  g_clear_pointer (&self->card_node, gsk_render_node_unref);
  g_clear_pointer (&self->player_name, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Where the card is drawn: the largest card of the right shape that fits
 * the allocation, centred, and raised when selected. */
static void
get_card_rect (FlCardWidget    *self,
               graphene_rect_t *rect)
{
  float width = gtk_widget_get_width (GTK_WIDGET (self));
  float height = gtk_widget_get_height (GTK_WIDGET (self));
  float card_height = MIN (height, round_px (width / CARD_ASPECT));
  float card_width = MIN (width, round_px (card_height * CARD_ASPECT));

  graphene_rect_init (rect, floor_px ((width - card_width) / 2.f), floor_px ((height - card_height) / 2.f),
                      card_width, card_height);
  if (self->selected)
    rect->origin.y -= round_px (SELECTED_LIFT * card_height);
}

/* The colour of the outlines, the glow and the focus ring: the widget's CSS
 * colour, the accent colour in style.css. */
static void
get_state_color (FlCardWidget *self,
                 GdkRGBA      *color)
{
#if GTK_CHECK_VERSION (4, 10, 0) && GDK_VERSION_MIN_REQUIRED >= GDK_VERSION_4_10
  gtk_widget_get_color (GTK_WIDGET (self), color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), color);
#endif
}

/* A selected card wears a check mark on its left edge, below its corner
 * index, where a fanned hand still shows it: the selection shows without
 * its colour. */
static void
append_check (FlCardWidget        *self,
              GtkSnapshot         *snapshot,
              float                width,
              float                height,
              const GdkRGBA       *accent,
              const FlCardPalette *palette)
{
  float size = MAX (14.f, round_px (height / 5.f));
  float inset = MAX (2.f, round_px (height / 40.f));
  graphene_rect_t rect = GRAPHENE_RECT_INIT (inset, round_px (height * 0.36f), size, size);
  GskRoundedRect circle;
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), "✓");
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  PangoRectangle ink;

  gsk_rounded_rect_init_from_rect (&circle, &rect, size / 2.f);
  gtk_snapshot_push_rounded_clip (snapshot, &circle);
  gtk_snapshot_append_color (snapshot, accent, &rect);
  gtk_snapshot_pop (snapshot);
  _fl_card_append_ring (snapshot, &circle, MAX (1.f, round_px (size / 12.f)), &palette->face);

  pango_font_description_set_absolute_size (font, size * 0.7f * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (rect.origin.x + (size - ink.width) / 2.f - ink.x,
                                                          rect.origin.y + (size - ink.height) / 2.f - ink.y));
  gtk_snapshot_append_layout (snapshot, layout, &palette->face);
  gtk_snapshot_restore (snapshot);
}

/* The share of a card's width its tag takes: no more than a fanned hand
 * shows of each card (fl-hand-view.c's NATURAL_VISIBLE_ACROSS). */
#define TAG_WIDTH 0.6f

/* A card the game names (Flume's bowers) wears its name on a dark band
 * in the lower half of its face, in words, on up to two lines, on its
 * left side, which a fanned hand leaves in sight. */
static void
append_tag (FlCardWidget *self,
            GtkSnapshot  *snapshot,
            float         width,
            float         height)
{
  static const GdkRGBA band = { 0.12f, 0.12f, 0.14f, 0.88f };
  static const GdkRGBA ink = { 1.f, 1.f, 1.f, 1.f };
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->tag);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  float inset = MAX (2.f, round_px (width / 16.f));
  float pad = MAX (1.f, round_px (height / 60.f));
  float band_w = round_px (width * TAG_WIDTH) - inset;
  PangoRectangle logical;
  graphene_rect_t rect;
  GskRoundedRect pill;

  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_width (layout, (int) ((band_w - 2.f * pad) * PANGO_SCALE));
  pango_layout_set_height (layout, -2);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  /* Smaller letters for a long name (“ライト・バウアー” on a small card),
   * rather than a name cut short. */
  for (float size = MAX (7.f, height / 11.f);; size -= 0.5f)
    {
      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      if (!pango_layout_is_ellipsized (layout) || size <= MAX (6.f, height / 18.f))
        break;
    }
  pango_font_description_free (font);
  pango_layout_get_pixel_extents (layout, NULL, &logical);

  rect = GRAPHENE_RECT_INIT (inset, round_px (height * 0.8f) - logical.height - 2.f * pad,
                             band_w, logical.height + 2.f * pad);
  gsk_rounded_rect_init_from_rect (&pill, &rect, MIN (rect.size.height / 2.f, height / 20.f));
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &band, &rect);
  gtk_snapshot_pop (snapshot);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (inset + pad, rect.origin.y + pad - logical.y));
  gtk_snapshot_append_layout (snapshot, layout, &ink);
  gtk_snapshot_restore (snapshot);
}

static void
fl_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);
  const FlCardPalette *palette = &_fl_card_palettes[is_dark (self) ? 1 : 0];
  graphene_rect_t rect;
  GskRoundedRect outline;
  GdkRGBA accent;
  float width, height, line;

  get_card_rect (self, &rect);
  width = rect.size.width;
  height = rect.size.height;
  if (width < 1.f || height < 1.f)
    return;

  get_state_color (self, &accent);

  if (self->card_node == NULL || self->card_node_width != width || self->card_node_height != height)
    {
      g_clear_pointer (&self->card_node, gsk_render_node_unref);
      self->card_node = build_card_node (self, width, height);
      self->card_node_width = width;
      self->card_node_height = height;
    }

  _fl_card_outline (&outline, width, height, 0.f);
  line = MAX (2.f, round_px (height / 60.f));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &rect.origin);

  if (self->highlighted)
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &accent, 0.f, 0.f,
                                       MAX (2.f, height / 30.f), MAX (4.f, height / 8.f));

  /* A raised card casts a longer shadow. */
  if (self->selected)
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &palette->shadow, 0.f, height / 25.f,
                                       0.f, height / 12.f);
  else
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &palette->shadow, 0.f, MAX (1.f, height / 120.f),
                                       0.f, MAX (2.f, height / 50.f));

  gtk_snapshot_append_node (snapshot, self->card_node);
  if (self->tag != NULL && shows_face (self))
    append_tag (self, snapshot, width, height);

  if (self->dimmed)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &palette->dim, &outline.bounds);
      gtk_snapshot_pop (snapshot);
    }

  if (self->selected || self->highlighted)
    {
      GskRoundedRect ring = outline;

      gsk_rounded_rect_shrink (&ring, -line, -line, -line, -line);
      _fl_card_append_ring (snapshot, &ring, line, &accent);
    }

  if (self->selected)
    append_check (self, snapshot, width, height, &accent, palette);

  /* The focus ring, apart from the card and any outline: the accent
   * colour edged with the face's, which shows on the table whatever its
   * colour. */
  if (gtk_widget_has_visible_focus (widget))
    {
      GskRoundedRect ring = outline;
      float offset = (self->selected || self->highlighted ? line : 0.f) + MAX (2.f, round_px (height / 50.f)) + line;
      float edge = MAX (1.f, round_px (line / 2.f));

      gsk_rounded_rect_shrink (&ring, -offset, -offset, -offset, -offset);
      _fl_card_append_ring (snapshot, &ring, line, &accent);
      gsk_rounded_rect_shrink (&ring, -edge, -edge, -edge, -edge);
      _fl_card_append_ring (snapshot, &ring, edge, &palette->face);
    }

  gtk_snapshot_restore (snapshot);
}

static void
fl_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) round_px (self->card_height * CARD_ASPECT);
  else
    *minimum = *natural = self->card_height;
}

/* A selected card takes clicks where it is drawn, above its allocation. */
static gboolean
fl_card_widget_contains (GtkWidget *widget,
                         double     x,
                         double     y)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);
  graphene_rect_t rect;

  get_card_rect (self, &rect);
  if (graphene_rect_contains_point (&rect, &GRAPHENE_POINT_INIT (x, y)))
    return TRUE;

  return GTK_WIDGET_CLASS (fl_card_widget_parent_class)->contains (widget, x, y);
}

static void
fl_card_widget_system_setting_changed (GtkWidget        *widget,
                                       GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->system_setting_changed (widget, setting);

  /* The card's text is drawn with the fonts' rendering settings. */
  invalidate_card (FL_CARD_WIDGET (widget));
}

static void
fl_card_widget_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous_state)
{
  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->state_flags_changed (widget, previous_state);

  /* The focus ring comes and goes with :focus-visible. */
  if ((gtk_widget_get_state_flags (widget) ^ previous_state) &
      (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
}

/* ---- Input and accessibility ---------------------------------------------- */

static void
click_released_cb (FlCardWidget *self,
                   int           n_press,
                   double        x,
                   double        y,
                   GtkGesture   *gesture)
{
  if (!self->interactive || !gtk_widget_contains (GTK_WIDGET (self), x, y))
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

/* Only interactive cards are activated, whoever asks. */
static void
fl_card_widget_real_activate (FlCardWidget *self)
{
  if (!self->interactive)
    g_signal_stop_emission (self, signals[ACTIVATE], 0);
}

static gboolean
activate_key_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);

  if (!self->interactive)
    return FALSE;

  g_signal_emit (self, signals[ACTIVATE], 0);
  return TRUE;
}

static void
update_accessible_label (FlCardWidget *self)
{
  g_autofree char *card = fl_card_widget_describe_card (self->deck, shows_face (self) ? self->card : FL_CARD_NONE);
  g_autofree char *label = NULL;
  const char *name = self->player_name != NULL ? self->player_name : "";

  switch (self->player)
    {
    case FL_CARD_PLAYER_YOU:
      /* Translators: the accessible name of a card on the table that the
       * user played; %s is the card (“Queen of spades”). */
      label = g_strdup_printf (_("%s, played by you"), card);
      break;
    case FL_CARD_PLAYER_PARTNER:
      /* Translators: the accessible name of a card on the table that the
       * user's partner played: %1$s is the card, %2$s the partner's name
       * (“Player 3”). */
      label = g_strdup_printf (_("%1$s, played by your partner, %2$s"), card, name);
      break;
    case FL_CARD_PLAYER_OTHER:
      /* Translators: the accessible name of a card on the table that
       * another player played: %1$s is the card, %2$s the player's name
       * (“Player 2”, “Dummy”). */
      label = g_strdup_printf (_("%1$s, played by %2$s"), card, name);
      break;
    case FL_CARD_PLAYER_NONE:
    default:
      label = g_steal_pointer (&card);
      break;
    }
  if (self->tag != NULL && shows_face (self))
    {
      /* Translators: a card's accessible name (%1$s, “Jack of diamonds,
       * played by you”) and what the game names it in this hand (%2$s,
       * “Left bower”). */
      char *tagged = g_strdup_printf (C_("card and its tag", "%1$s, %2$s"), label, self->tag);

      g_free (label);
      label = tagged;
    }

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
set_accessible_role (FlCardWidget *self)
{
  GtkAccessibleRole role = self->interactive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG;

  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (self)) != role)
    g_object_set (self, "accessible-role", role, NULL);
}

/* GTK takes no new role once the widget's accessible is realized, which
 * may happen as soon as it is in a window: a card in a window takes its
 * new role when it is next put in one. */
static void
update_accessible_role (FlCardWidget *self)
{
  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    set_accessible_role (self);
}

static void
fl_card_widget_root (GtkWidget *widget)
{
  /* Before the accessible is realized with the root. */
  set_accessible_role (FL_CARD_WIDGET (widget));

  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->root (widget);
}

static void
style_manager_dark_cb (FlCardWidget *self)
{
  invalidate_card (self);
}

static void
set_style_class (FlCardWidget *self,
                 const char   *name,
                 gboolean      set)
{
  if (set)
    gtk_widget_add_css_class (GTK_WIDGET (self), name);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), name);
}

/* ---- Public API ------------------------------------------------------------ */

/**
 * fl_card_widget_new:
 * @deck: the deck of @card
 * @card: a card of @deck, or %FL_CARD_NONE for a card whose face is
 *   unknown, drawn as its back
 *
 * Returns: (transfer floating): a new card, face up, not interactive
 */
GtkWidget *
fl_card_widget_new (FlDeckId deck,
                    FlCard   card)
{
  FlCardWidget *self;

  g_return_val_if_fail (deck < FL_N_DECKS, NULL);

  self = g_object_new (FL_TYPE_CARD_WIDGET, NULL);
  fl_card_widget_set_card (self, deck, card);

  return GTK_WIDGET (self);
}

/**
 * fl_card_widget_set_card:
 * @self: a card widget
 * @deck: the deck of @card
 * @card: a card of @deck, or %FL_CARD_NONE for its back
 *
 * Shows another card.
 */
void
fl_card_widget_set_card (FlCardWidget *self,
                         FlDeckId      deck,
                         FlCard        card)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));
  g_return_if_fail (deck < FL_N_DECKS);
  g_return_if_fail (card == FL_CARD_NONE || card < fl_deck_get (deck)->n_cards);

  if (self->deck == deck && self->card == card)
    return;

  self->deck = deck;
  self->card = card;

  invalidate_card (self);
  update_accessible_label (self);
}

FlCard
fl_card_widget_get_card (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FL_CARD_NONE);

  return self->card;
}

FlDeckId
fl_card_widget_get_deck (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FL_DECK_STANDARD_52);

  return self->deck;
}

/**
 * fl_card_widget_set_face_up:
 * @self: a card widget
 * @face_up: %FALSE to draw the card's back
 */
void
fl_card_widget_set_face_up (FlCardWidget *self,
                            gboolean      face_up)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;

  self->face_up = face_up;

  invalidate_card (self);
  update_accessible_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

gboolean
fl_card_widget_get_face_up (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->face_up;
}

/**
 * fl_card_widget_set_card_height:
 * @self: a card widget
 * @height: the card's natural height in pixels; its width is 5/7 of it
 */
void
fl_card_widget_set_card_height (FlCardWidget *self,
                                int           height)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));
  g_return_if_fail (height > 0);

  if (self->card_height == height)
    return;

  self->card_height = height;

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_HEIGHT]);
}

int
fl_card_widget_get_card_height (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), 0);

  return self->card_height;
}

/**
 * fl_card_widget_set_dimmed:
 * @self: a card widget
 * @dimmed: whether to grey the card out, as one that cannot be played now
 */
void
fl_card_widget_set_dimmed (FlCardWidget *self,
                           gboolean      dimmed)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  dimmed = !!dimmed;
  if (self->dimmed == dimmed)
    return;

  self->dimmed = dimmed;

  set_style_class (self, "dimmed", dimmed);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}

gboolean
fl_card_widget_get_dimmed (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->dimmed;
}

/**
 * fl_card_widget_set_selected:
 * @self: a card widget
 * @selected: whether the card is chosen for a play of several cards; it is
 *   drawn raised, above its allocation, and outlined
 */
void
fl_card_widget_set_selected (FlCardWidget *self,
                             gboolean      selected)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;

  self->selected = selected;

  set_style_class (self, "selected", selected);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
fl_card_widget_get_selected (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->selected;
}

/**
 * fl_card_widget_set_highlighted:
 * @self: a card widget
 * @highlighted: whether to make the card stand out with a glow, as the
 *   winning card of a trick or a hint
 */
void
fl_card_widget_set_highlighted (FlCardWidget *self,
                                gboolean      highlighted)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  highlighted = !!highlighted;
  if (self->highlighted == highlighted)
    return;

  self->highlighted = highlighted;

  set_style_class (self, "highlighted", highlighted);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED]);
}

gboolean
fl_card_widget_get_highlighted (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->highlighted;
}

/**
 * fl_card_widget_set_playable:
 * @self: a card widget
 * @playable: whether the card may be played now; only its accessible state
 *   (disabled when not playable) follows, fl_card_widget_set_dimmed() draws
 */
void
fl_card_widget_set_playable (FlCardWidget *self,
                             gboolean      playable)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  playable = !!playable;
  if (self->playable == playable)
    return;

  self->playable = playable;

  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_DISABLED, !playable,
                               -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

gboolean
fl_card_widget_get_playable (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->playable;
}

/**
 * fl_card_widget_set_interactive:
 * @self: a card widget
 * @interactive: whether the card is a button: focusable, clickable, with a
 *   pointer cursor and the button role; otherwise it is an image
 */
void
fl_card_widget_set_interactive (FlCardWidget *self,
                                gboolean      interactive)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;

  gtk_widget_set_focusable (GTK_WIDGET (self), interactive);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), interactive ? "pointer" : NULL);
  set_style_class (self, "interactive", interactive);
  update_accessible_role (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
fl_card_widget_get_interactive (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->interactive;
}

/**
 * fl_card_widget_set_tag:
 * @tag: (nullable): what the card is in this hand, short and translated
 *   (“Right bower”), or %NULL
 *
 * Shows @tag on the card's face while it is face up, and adds it to the
 * card's accessible name.
 */
void
fl_card_widget_set_tag (FlCardWidget *self,
                        const char   *tag)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  if (g_strcmp0 (self->tag, tag) == 0)
    return;
  g_free (self->tag);
  self->tag = g_strdup (tag);
  update_accessible_label (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
fl_card_widget_get_tag (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), NULL);

  return self->tag;
}

/**
 * fl_card_widget_set_four_colour:
 * @self: a card widget
 * @four_colour: whether to print diamonds blue and clubs green
 */
void
fl_card_widget_set_four_colour (FlCardWidget *self,
                                gboolean      four_colour)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;

  self->four_colour = four_colour;

  invalidate_card (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
fl_card_widget_get_four_colour (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->four_colour;
}

/**
 * fl_card_widget_set_player:
 * @player: who played the card, as the user sees them
 * @name: (nullable): the player's name, for a partner or another player
 *
 * Names a card on the table with who played it: “Queen of spades, played
 * by your partner, Player 3”.
 */
void
fl_card_widget_set_player (FlCardWidget *self,
                           FlCardPlayer  player,
                           const char   *name)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  if (self->player == player && g_strcmp0 (self->player_name, name) == 0)
    return;
  self->player = player;
  g_free (self->player_name);
  self->player_name = g_strdup (name);
  update_accessible_label (self);
}

/**
 * fl_card_widget_name_player:
 * @self: a card on the table
 * @view: the table
 * @place: which of @view's places played it, or -1
 *
 * Names @self with who played it: the user, their partner, another.
 */
void
fl_card_widget_name_player (FlCardWidget      *self,
                            const FlTableView *view,
                            int                place)
{
  FlCardPlayer player;

  g_return_if_fail (FL_IS_CARD_WIDGET (self));
  g_return_if_fail (view != NULL);

  if (place < 0 || (guint) place >= view->n_places)
    player = FL_CARD_PLAYER_NONE;
  else if (place == 0)
    player = FL_CARD_PLAYER_YOU;
  else if (fl_table_view_is_partner (view, (guint) place))
    player = FL_CARD_PLAYER_PARTNER;
  else
    player = FL_CARD_PLAYER_OTHER;
  fl_card_widget_set_player (self, player, player == FL_CARD_PLAYER_NONE ? NULL : view->places[place].name);
}

/* ---- GObject ------------------------------------------------------------ */

static void
fl_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      g_value_set_int (value, self->card_height);
      break;
    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;
    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;
    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;
    case PROP_HIGHLIGHTED:
      g_value_set_boolean (value, self->highlighted);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fl_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      fl_card_widget_set_card_height (self, g_value_get_int (value));
      break;
    case PROP_FACE_UP:
      fl_card_widget_set_face_up (self, g_value_get_boolean (value));
      break;
    case PROP_DIMMED:
      fl_card_widget_set_dimmed (self, g_value_get_boolean (value));
      break;
    case PROP_SELECTED:
      fl_card_widget_set_selected (self, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHTED:
      fl_card_widget_set_highlighted (self, g_value_get_boolean (value));
      break;
    case PROP_PLAYABLE:
      fl_card_widget_set_playable (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      fl_card_widget_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_FOUR_COLOUR:
      fl_card_widget_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fl_card_widget_finalize (GObject *object)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  g_clear_pointer (&self->card_node, gsk_render_node_unref);
  g_clear_pointer (&self->tag, g_free);

  G_OBJECT_CLASS (fl_card_widget_parent_class)->finalize (object);
}

static void
fl_card_widget_class_init (FlCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = {
    GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };

  object_class->get_property = fl_card_widget_get_property;
  object_class->set_property = fl_card_widget_set_property;
  object_class->finalize = fl_card_widget_finalize;

  widget_class->snapshot = fl_card_widget_snapshot;
  widget_class->measure = fl_card_widget_measure;
  widget_class->contains = fl_card_widget_contains;
  widget_class->root = fl_card_widget_root;
  widget_class->system_setting_changed = fl_card_widget_system_setting_changed;
  widget_class->state_flags_changed = fl_card_widget_state_flags_changed;

  properties[PROP_CARD_HEIGHT] =
    g_param_spec_int ("card-height", NULL, NULL,
                      1, G_MAXINT16, DEFAULT_CARD_HEIGHT,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_UP] =
    g_param_spec_boolean ("face-up", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIMMED] =
    g_param_spec_boolean ("dimmed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHTED] =
    g_param_spec_boolean ("highlighted", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlCardWidget::activate:
   *
   * Emitted when an interactive card is clicked with the primary button or
   * activated from the keyboard (Enter or Space), or with
   * gtk_widget_activate(). A card that is not interactive stops the
   * emission before any handler runs.
   */
  signals[ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                G_CALLBACK (fl_card_widget_real_activate),
                                NULL, NULL,
                                NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding (widget_class, activate_keys[i], 0, activate_key_cb, NULL);

  gtk_widget_class_set_css_name (widget_class, "card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
fl_card_widget_init (FlCardWidget *self)
{
  GtkGesture *click;

  self->deck = FL_DECK_STANDARD_52;
  self->card = FL_CARD_NONE;
  self->card_height = DEFAULT_CARD_HEIGHT;
  self->face_up = TRUE;
  self->playable = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_object (adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self))),
                           "notify::dark", G_CALLBACK (style_manager_dark_cb), self, G_CONNECT_SWAPPED);

  update_accessible_label (self);
}
