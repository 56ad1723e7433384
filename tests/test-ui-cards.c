/* test-ui-cards.c: the playing-card widget, drawn and checked pixel by pixel
 *
 * Renders every card of the standard and piquet packs, special cards and
 * jokers, the back and every state at 40, 140 and 400 pixels high, in the
 * light and the dark style, checks what the pixels show, and saves contact
 * sheets to look at: cards-light.png and cards-dark.png (cards-light-cs.png
 * in another language) in $FLOURISH_SCREENSHOT_DIR, or else in screenshots/
 * in the build directory. The sheets are checked too, card by card: each
 * card covers its place, each plain face shows its suit's ink in its index,
 * backs differ from faces, four-colour cards show four inks, and every face
 * of the dark sheet differs from the light one.
 *
 * Runs under Xvfb (tests/run-ui-test) with fatal criticals and warnings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-ui-test-helpers.h"

/* The three sizes every card is drawn at: a small hand, the usual table and
 * a large screen. */
static const int heights[] = { 40, 140, 400 };
#define N_HEIGHTS G_N_ELEMENTS (heights)

static GtkWindow *window;
static FlCardWidget *cards[N_HEIGHTS];

static gboolean
widget_is_allocated (gpointer data)
{
  GtkWidget *widget = data;

  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0;
}

/* Puts a card back to plain: face up, two colours, no state. */
static void
reset_card (FlCardWidget *card,
            FlDeckId      deck,
            FlCard        index)
{
  fl_card_widget_set_card (card, deck, index);
  fl_card_widget_set_face_up (card, TRUE);
  fl_card_widget_set_dimmed (card, FALSE);
  fl_card_widget_set_selected (card, FALSE);
  fl_card_widget_set_highlighted (card, FALSE);
  fl_card_widget_set_four_colour (card, FALSE);
}

/* Appends what @card draws, with its top-left corner at the origin. */
static void
snapshot_card (GtkSnapshot  *snapshot,
               FlCardWidget *card)
{
  GtkWidget *parent = gtk_widget_get_parent (GTK_WIDGET (card));
  graphene_point_t origin;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (card), parent, &GRAPHENE_POINT_INIT (0, 0), &origin));
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (-origin.x, -origin.y));
  gtk_widget_snapshot_child (parent, GTK_WIDGET (card), snapshot);
  gtk_snapshot_restore (snapshot);
}

static GdkTexture *
render (GskRenderNode         *node,
        const graphene_rect_t *viewport)
{
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));

  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, viewport);
}

/* The card alone on nothing: its allocation and @margin around it. */
static GdkTexture *
render_card_with_margin (FlCardWidget *card,
                         float         margin)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  float width = gtk_widget_get_width (GTK_WIDGET (card));
  float height = gtk_widget_get_height (GTK_WIDGET (card));

  snapshot_card (snapshot, card);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));

  return render (node, &GRAPHENE_RECT_INIT (-margin, -margin, width + 2 * margin, height + 2 * margin));
}

static GdkTexture *
render_card (FlCardWidget *card)
{
  return render_card_with_margin (card, 0.f);
}

/* Pixels, downloaded as Cairo's ARGB32: B, G, R, A bytes on little-endian
 * machines, premultiplied (our cards are opaque where we look). */
typedef struct
{
  int     width;
  int     height;
  gsize   stride;
  guchar *data;
} Pixels;

static void
pixels_init (Pixels     *pixels,
             GdkTexture *texture)
{
  pixels->width = gdk_texture_get_width (texture);
  pixels->height = gdk_texture_get_height (texture);
  pixels->stride = 4 * (gsize) pixels->width;
  pixels->data = g_malloc (pixels->stride * pixels->height);
  gdk_texture_download (texture, pixels->data, pixels->stride);
}

static void
pixels_clear (Pixels *pixels)
{
  g_clear_pointer (&pixels->data, g_free);
}

/* Returns FALSE for pixels not fully covered by the card (its rounded
 * corners). */
static gboolean
pixel_rgb (const Pixels *pixels,
           int           x,
           int           y,
           int          *r,
           int          *g,
           int          *b)
{
  guint32 value;

  memcpy (&value, pixels->data + y * pixels->stride + 4 * x, 4);
  *r = (value >> 16) & 0xff;
  *g = (value >> 8) & 0xff;
  *b = value & 0xff;

  return (value >> 24) == 0xff;
}

typedef enum
{
  TONE_RED,
  TONE_DARK,
  TONE_BLUE,
  TONE_GREEN,
} Tone;

static gboolean
pixel_is (Tone tone,
          int  r,
          int  g,
          int  b)
{
  switch (tone)
    {
    case TONE_RED:
      return r > 140 && r > g + 80 && r > b + 60;
    case TONE_DARK:
      return r < 90 && g < 90 && b < 90;
    case TONE_BLUE:
      return b > 120 && b > r + 60 && b > g + 30;
    case TONE_GREEN:
    default:
      return g > 90 && g > r + 40 && g > b + 20;
    }
}

/* The top-left index of a card: the left 30% of the card, down to 45% of
 * its height, inside its border. */
#define INDEX_LEFT(pixels) MAX (2, (pixels)->width / 20)
#define INDEX_TOP(pixels) MAX (2, (pixels)->height / 30)
#define INDEX_RIGHT(pixels) ((pixels)->width * 30 / 100)
#define INDEX_BOTTOM(pixels) ((pixels)->height * 45 / 100)

/* How many pixels of @tone the rectangle from (@left, @top) to (@right,
 * @bottom), not included, holds. */
static int
count_tone (const Pixels *pixels,
            int           left,
            int           top,
            int           right,
            int           bottom,
            Tone          tone)
{
  int count = 0;

  for (int y = top; y < bottom; y++)
    for (int x = left; x < right; x++)
      {
        int r, g, b;

        if (pixel_rgb (pixels, x, y, &r, &g, &b) && pixel_is (tone, r, g, b))
          count++;
      }

  return count;
}

/* How many pixels of @tone the top-left index of a card holds. */
static int
count_index_tone (GdkTexture *texture,
                  Tone        tone)
{
  Pixels pixels;
  int count;

  pixels_init (&pixels, texture);
  count = count_tone (&pixels, INDEX_LEFT (&pixels), INDEX_TOP (&pixels),
                      INDEX_RIGHT (&pixels), INDEX_BOTTOM (&pixels), tone);
  pixels_clear (&pixels);

  return count;
}

/* The contrast (brightest minus darkest luminance) and the largest
 * saturation (greatest minus least channel) in the card's index. */
static void
index_ink (GdkTexture *texture,
           int        *contrast,
           int        *most_saturated)
{
  Pixels pixels;
  int darkest = 255, brightest = 0;

  *most_saturated = 0;
  pixels_init (&pixels, texture);
  for (int y = INDEX_TOP (&pixels); y < INDEX_BOTTOM (&pixels); y++)
    for (int x = INDEX_LEFT (&pixels); x < INDEX_RIGHT (&pixels); x++)
      {
        int r, g, b, luminance;

        if (!pixel_rgb (&pixels, x, y, &r, &g, &b))
          continue;
        luminance = (r * 3 + g * 6 + b) / 10;
        darkest = MIN (darkest, luminance);
        brightest = MAX (brightest, luminance);
        *most_saturated = MAX (*most_saturated, MAX (r, MAX (g, b)) - MIN (r, MIN (g, b)));
      }
  pixels_clear (&pixels);

  *contrast = brightest - darkest;
}

static gboolean
textures_equal (GdkTexture *a,
                GdkTexture *b)
{
  Pixels pa, pb;
  gboolean equal;

  pixels_init (&pa, a);
  pixels_init (&pb, b);
  equal = pa.width == pb.width && pa.height == pb.height &&
          memcmp (pa.data, pb.data, pa.stride * pa.height) == 0;
  pixels_clear (&pa);
  pixels_clear (&pb);

  return equal;
}

/* ---- Tests ------------------------------------------------------------------ */

static void
test_cards_names (void)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const FlDeck *flaps = fl_deck_get (FL_DECK_FLAPS_148);
  const FlDeck *flume = fl_deck_get (FL_DECK_FLUME_46);
  g_autofree char *queen = NULL;
  g_autofree char *back = NULL;
  g_autofree char *special = NULL;
  g_autofree char *quack = NULL;
  g_autofree char *joker = NULL;

  for (FlCard card = 0; card < 52; card++)
    {
      char *name = fl_card_widget_describe_card (FL_DECK_STANDARD_52, card);

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, name);
    }

  queen = fl_card_widget_describe_card (FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_QUEEN));
  back = fl_card_widget_describe_card (FL_DECK_STANDARD_52, FL_CARD_NONE);
  special = fl_card_widget_describe_card (FL_DECK_FLAPS_148, fl_deck_lookup (flaps, "ACE-N-LAY-H"));
  quack = fl_card_widget_describe_card (FL_DECK_FLAPS_148, fl_deck_lookup (flaps, "QUACK"));
  joker = fl_card_widget_describe_card (FL_DECK_FLUME_46, fl_deck_lookup (flume, "JKH"));

  if (g_strcmp0 (g_getenv ("FLOURISH_TEST_LANGUAGE"), "cs") == 0)
    {
      /* The names come from the translations of the engine's card names. */
      g_assert_true (g_str_has_prefix (special, "Eso a přilož"));
      g_assert_true (g_str_has_prefix (quack, "Kvák"));
    }
  else
    {
      g_assert_cmpstr (queen, ==, "Queen of hearts");
      g_assert_cmpstr (back, ==, "Card face down");
      g_assert_cmpstr (special, ==, "Ace'n'Lay (Ace of hearts): call diamonds or hearts, then lay again");
      g_assert_cmpstr (quack, ==, "Quack: ducks an attack of 2s, 3s or 7s");
      g_assert_cmpstr (joker, ==, "High Joker");
    }

  /* Every card of every deck has a name. */
  for (FlDeckId deck = 0; deck < FL_N_DECKS; deck++)
    for (FlCard card = 0; card < fl_deck_get (deck)->n_cards; card++)
      {
        g_autofree char *name = fl_card_widget_describe_card (deck, card);

        g_assert_nonnull (name);
        g_assert_cmpuint (strlen (name), >, 1);
      }
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
test_cards_properties (void)
{
  static const char *const booleans[] = {
    "face-up", "dimmed", "selected", "highlighted", "playable", "interactive", "four-colour",
  };
  GtkWidget *card = g_object_ref_sink (fl_card_widget_new (FL_DECK_PIQUET_32, 3));
  int minimum, natural;

  g_assert_cmpint (fl_card_widget_get_deck (FL_CARD_WIDGET (card)), ==, FL_DECK_PIQUET_32);
  g_assert_cmpint (fl_card_widget_get_card (FL_CARD_WIDGET (card)), ==, 3);
  g_assert_true (fl_card_widget_get_face_up (FL_CARD_WIDGET (card)));
  g_assert_cmpint (fl_card_widget_get_card_height (FL_CARD_WIDGET (card)), ==, 140);

  /* Each setter notifies once for a change and never for the same value. */
  for (guint i = 0; i < G_N_ELEMENTS (booleans); i++)
    {
      g_autofree char *signal = g_strdup_printf ("notify::%s", booleans[i]);
      guint count = 0;
      gulong id = g_signal_connect (card, signal, G_CALLBACK (count_notify_cb), &count);
      gboolean value;

      g_object_get (card, booleans[i], &value, NULL);
      g_object_set (card, booleans[i], value, NULL);
      g_assert_cmpuint (count, ==, 0);
      g_object_set (card, booleans[i], !value, NULL);
      g_assert_cmpuint (count, ==, 1);
      g_object_set (card, booleans[i], !value, NULL);
      g_assert_cmpuint (count, ==, 1);
      g_object_set (card, booleans[i], value, NULL);
      g_assert_cmpuint (count, ==, 2);
      g_signal_handler_disconnect (card, id);
    }

  /* The natural size is the card's, 5:7, and also its minimum. */
  for (guint i = 0; i < N_HEIGHTS; i++)
    {
      fl_card_widget_set_card_height (FL_CARD_WIDGET (card), heights[i]);
      gtk_widget_measure (card, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
      g_assert_cmpint (minimum, ==, heights[i]);
      g_assert_cmpint (natural, ==, heights[i]);
      gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      g_assert_cmpint (natural, ==, (heights[i] * 5 + 3) / 7);
      g_assert_cmpint (minimum, ==, natural);
    }

  g_assert_finalize_object (card);
}

static void
count_activate_cb (FlCardWidget *card,
                   gpointer      user_data)
{
  (*(guint *) user_data)++;
}

static void
test_cards_interaction (void)
{
  GtkWidget *card = g_object_ref_sink (fl_card_widget_new (FL_DECK_STANDARD_52, 0));
  guint activations = 0;

  g_signal_connect (card, "activate", G_CALLBACK (count_activate_cb), &activations);

  /* An image until it is made interactive, and never activated. */
  g_assert_false (gtk_widget_get_focusable (card));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_activate (card);
  g_assert_cmpuint (activations, ==, 0);

  fl_card_widget_set_interactive (FL_CARD_WIDGET (card), TRUE);
  g_assert_true (gtk_widget_get_focusable (card));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_BUTTON);
  g_assert_true (gtk_widget_activate (card));
  g_assert_cmpuint (activations, ==, 1);

  fl_card_widget_set_interactive (FL_CARD_WIDGET (card), FALSE);
  g_assert_false (gtk_widget_get_focusable (card));
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_activate (card);
  g_assert_cmpuint (activations, ==, 1);

  g_assert_finalize_object (card);
}

static void
test_cards_accessible (void)
{
  GtkWidget *card = g_object_ref_sink (fl_card_widget_new (FL_DECK_STANDARD_52,
                                                           FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE)));
  g_autofree char *ace = fl_card_widget_describe_card (FL_DECK_STANDARD_52,
                                                       FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE));
  g_autofree char *back = fl_card_widget_describe_card (FL_DECK_STANDARD_52, FL_CARD_NONE);

  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, ace);

  /* A card face down does not give itself away. */
  fl_card_widget_set_face_up (FL_CARD_WIDGET (card), FALSE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, back);
  fl_card_widget_set_face_up (FL_CARD_WIDGET (card), TRUE);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, ace);

  fl_card_widget_set_playable (FL_CARD_WIDGET (card), FALSE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
  fl_card_widget_set_playable (FL_CARD_WIDGET (card), TRUE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_DISABLED, FALSE);

  fl_card_widget_set_selected (FL_CARD_WIDGET (card), TRUE);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_SELECTED, TRUE);

  g_assert_finalize_object (card);
}

/* What the pixels show, at each size and in both styles. */
static void
test_cards_pixels (gconstpointer data)
{
  gboolean dark = GPOINTER_TO_INT (data);

  fl_test_set_dark (GTK_WIDGET (window), dark);

  for (guint i = 0; i < N_HEIGHTS; i++)
    {
      FlCardWidget *card = cards[i];
      g_autoptr(GdkTexture) queen_hearts = NULL;
      g_autoptr(GdkTexture) queen_spades = NULL;
      g_autoptr(GdkTexture) back = NULL;
      g_autoptr(GdkTexture) diamond = NULL;
      g_autoptr(GdkTexture) club = NULL;
      g_autoptr(GdkTexture) dimmed = NULL;
      int contrast, saturated, dimmed_contrast, dimmed_saturated;

      reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_QUEEN));
      queen_hearts = render_card (card);
      fl_card_widget_set_face_up (card, FALSE);
      back = render_card (card);
      reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_QUEEN));
      queen_spades = render_card (card);

      /* Faces and backs differ; the index shows the suit's colour. */
      g_assert_false (textures_equal (queen_hearts, back));
      g_assert_cmpint (count_index_tone (queen_hearts, TONE_RED), >, heights[i] / 4);
      g_assert_cmpint (count_index_tone (queen_hearts, TONE_DARK), ==, 0);
      g_assert_cmpint (count_index_tone (queen_spades, TONE_DARK), >, heights[i] / 4);
      g_assert_cmpint (count_index_tone (queen_spades, TONE_RED), ==, 0);

      /* Four colours: diamonds blue, clubs green. */
      reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_DIAMONDS, 7));
      fl_card_widget_set_four_colour (card, TRUE);
      diamond = render_card (card);
      reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_CLUBS, 7));
      fl_card_widget_set_four_colour (card, TRUE);
      club = render_card (card);
      g_assert_cmpint (count_index_tone (diamond, TONE_BLUE), >, heights[i] / 4);
      g_assert_cmpint (count_index_tone (diamond, TONE_RED), ==, 0);
      g_assert_cmpint (count_index_tone (club, TONE_GREEN), >, heights[i] / 4);
      g_assert_cmpint (count_index_tone (club, TONE_DARK), ==, 0);

      /* A dimmed card is greyer: less contrast, duller colours. */
      reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_QUEEN));
      fl_card_widget_set_dimmed (card, TRUE);
      dimmed = render_card (card);
      index_ink (queen_hearts, &contrast, &saturated);
      index_ink (dimmed, &dimmed_contrast, &dimmed_saturated);
      g_assert_cmpint (dimmed_contrast, <, contrast * 2 / 3);
      g_assert_cmpint (dimmed_saturated, <, saturated * 2 / 3);
      g_assert_cmpint (count_index_tone (dimmed, TONE_RED), ==, 0);
    }

  reset_card (cards[1], FL_DECK_STANDARD_52, 0);
}

static gboolean
has_visible_focus (gpointer data)
{
  return gtk_widget_has_visible_focus (GTK_WIDGET (data));
}

/* Keyboard focus always shows, as a ring the card draws itself. */
static void
test_cards_focus (void)
{
  FlCardWidget *card = cards[1];
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) focused = NULL;

  fl_test_set_dark (GTK_WIDGET (window), FALSE);
  reset_card (card, FL_DECK_STANDARD_52, FL_STD_CARD (FL_SUIT_CLUBS, 9));
  plain = render_card_with_margin (card, 20.f);

  /* Only an interactive card takes focus. */
  g_assert_false (gtk_widget_grab_focus (GTK_WIDGET (card)));
  fl_card_widget_set_interactive (card, TRUE);
  gtk_window_set_focus_visible (window, TRUE);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (card)));
  fl_test_iterate_until (has_visible_focus, card);
  fl_test_wait_for_frame (GTK_WIDGET (window));

  /* The ring is drawn around the card, outside its allocation. */
  focused = render_card_with_margin (card, 20.f);
  g_assert_false (textures_equal (plain, focused));

  gtk_window_set_focus (window, NULL);
  fl_card_widget_set_interactive (card, FALSE);
  fl_test_drain ();
  g_assert_false (gtk_widget_has_visible_focus (GTK_WIDGET (card)));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (card)));
}

/* A card in a window changes its role when it is next put in one: GTK
 * takes no new role once the accessible is realized. */
static void
test_cards_role_in_window (void)
{
  FlCardWidget *card = cards[1];
  GtkWidget *box = gtk_widget_get_parent (GTK_WIDGET (card));
  GtkWidget *next = gtk_widget_get_next_sibling (GTK_WIDGET (card));

  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_IMG);
  fl_card_widget_set_interactive (card, TRUE);
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (card)));

  g_object_ref (card);
  gtk_box_remove (GTK_BOX (box), GTK_WIDGET (card));
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (card), gtk_widget_get_prev_sibling (next));
  g_object_unref (card);
  fl_test_iterate_until (widget_is_allocated, card);
  fl_test_drain ();
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_BUTTON);

  fl_card_widget_set_interactive (card, FALSE);
  g_object_ref (card);
  gtk_box_remove (GTK_BOX (box), GTK_WIDGET (card));
  gtk_box_insert_child_after (GTK_BOX (box), GTK_WIDGET (card), gtk_widget_get_prev_sibling (next));
  g_object_unref (card);
  fl_test_iterate_until (widget_is_allocated, card);
  fl_test_drain ();
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_ROLE_IMG);
}

/* A selected card is drawn raised, and takes clicks where it is drawn. */
static void
test_cards_selected_input (void)
{
  FlCardWidget *card = cards[1];
  double above = -0.06 * gtk_widget_get_height (GTK_WIDGET (card));
  double x = gtk_widget_get_width (GTK_WIDGET (card)) / 2.0;

  reset_card (card, FL_DECK_STANDARD_52, 0);
  g_assert_true (gtk_widget_contains (GTK_WIDGET (card), x, 1));
  g_assert_false (gtk_widget_contains (GTK_WIDGET (card), x, above));
  fl_card_widget_set_selected (card, TRUE);
  g_assert_true (gtk_widget_contains (GTK_WIDGET (card), x, above));
  fl_card_widget_set_selected (card, FALSE);
  g_assert_false (gtk_widget_contains (GTK_WIDGET (card), x, above));
}

/* Every card of a deck looks different from every other at 140 pixels. */
static void
test_cards_distinct (void)
{
  g_autoptr(GPtrArray) textures = g_ptr_array_new_with_free_func (g_object_unref);
  const FlDeckId decks[] = { FL_DECK_STANDARD_52, FL_DECK_PIQUET_32 };

  fl_test_set_dark (GTK_WIDGET (window), FALSE);

  for (guint d = 0; d < G_N_ELEMENTS (decks); d++)
    {
      g_ptr_array_set_size (textures, 0);
      for (FlCard card = 0; card < fl_deck_get (decks[d])->n_cards; card++)
        {
          reset_card (cards[1], decks[d], card);
          g_ptr_array_add (textures, render_card (cards[1]));
          for (guint other = 0; other + 1 < textures->len; other++)
            g_assert_false (textures_equal (textures->pdata[other], textures->pdata[card]));
        }
    }
}

/* ---- Contact sheets ----------------------------------------------------------- */

/* A card as it was drawn on a sheet: where, and what it was. */
typedef struct
{
  int      x;
  int      y;
  int      width;
  int      height;
  FlDeckId deck;
  FlCard   card;
  gboolean face_up;
  gboolean four_colour;
  gboolean plain;  /* no state: not dimmed, selected, highlighted or focused */
} Placed;

typedef struct
{
  GtkSnapshot  *snapshot;
  PangoContext *context;
  float         x;
  float         y;
  float         row_height;
  float         width;
  GArray       *placed;
} Sheet;

static void
sheet_caption (Sheet      *sheet,
               const char *text)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (sheet->context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Cantarell Bold 14px");
  const GdkRGBA white = { 1, 1, 1, 0.9f };

  if (sheet->x > 20)
    {
      sheet->y += sheet->row_height;
      sheet->x = 20;
    }
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  gtk_snapshot_save (sheet->snapshot);
  gtk_snapshot_translate (sheet->snapshot, &GRAPHENE_POINT_INIT (sheet->x, sheet->y + 8));
  gtk_snapshot_append_layout (sheet->snapshot, layout, &white);
  gtk_snapshot_restore (sheet->snapshot);
  sheet->y += 34;
  sheet->row_height = 0;
}

static void
sheet_newline (Sheet *sheet)
{
  sheet->y += sheet->row_height;
  sheet->x = 20;
  sheet->row_height = 0;
}

/* Draws the card as it is now at the sheet's pen, and moves the pen on. */
static void
sheet_add (Sheet        *sheet,
           FlCardWidget *card)
{
  float width = gtk_widget_get_width (GTK_WIDGET (card));
  float height = gtk_widget_get_height (GTK_WIDGET (card));
  float gap = MAX (8.f, height / 8.f);
  float lift = 0.15f * height;

  if (sheet->x + width > sheet->width - 20)
    sheet_newline (sheet);

  gtk_snapshot_save (sheet->snapshot);
  gtk_snapshot_translate (sheet->snapshot, &GRAPHENE_POINT_INIT (sheet->x, sheet->y + lift));
  snapshot_card (sheet->snapshot, card);
  gtk_snapshot_restore (sheet->snapshot);

  if (sheet->placed != NULL)
    {
      Placed placed = {
        .x = (int) sheet->x,
        .y = (int) (sheet->y + lift),
        .width = (int) width,
        .height = (int) height,
        .deck = fl_card_widget_get_deck (card),
        .card = fl_card_widget_get_card (card),
        .face_up = fl_card_widget_get_face_up (card),
        .four_colour = fl_card_widget_get_four_colour (card),
        .plain = !fl_card_widget_get_dimmed (card) && !fl_card_widget_get_selected (card) &&
                 !fl_card_widget_get_highlighted (card) &&
                 !gtk_widget_has_visible_focus (GTK_WIDGET (card)),
      };

      g_array_append_val (sheet->placed, placed);
    }

  sheet->x += width + gap;
  sheet->row_height = MAX (sheet->row_height, height + lift + gap);
}

static void
sheet_add_card (Sheet        *sheet,
                FlCardWidget *card,
                FlDeckId      deck,
                const char   *code)
{
  FlCard index = fl_deck_lookup (fl_deck_get (deck), code);

  g_assert_cmpint (index, !=, FL_CARD_NONE);
  reset_card (card, deck, index);
  sheet_add (sheet, card);
}

static void
sheet_add_deck (Sheet        *sheet,
                FlCardWidget *card,
                FlDeckId      deck,
                gboolean      four_colour)
{
  for (FlCard index = 0; index < fl_deck_get (deck)->n_cards; index++)
    {
      reset_card (card, deck, index);
      fl_card_widget_set_four_colour (card, four_colour);
      sheet_add (sheet, card);
    }
}

/* One card of each kind of special card in Flaps. */
static void
sheet_add_specials (Sheet        *sheet,
                    FlCardWidget *card)
{
  const FlDeck *flaps = fl_deck_get (FL_DECK_FLAPS_148);
  const char *seen[FL_FLAPS_N_POWERS] = { NULL };

  for (FlCard index = 0; index < flaps->n_cards; index++)
    {
      const FlCardDesc *desc = fl_deck_card (flaps, index);

      if (desc->kind != FL_CARD_KIND_SPECIAL || g_strcmp0 (seen[desc->power], desc->name) == 0)
        continue;
      seen[desc->power] = desc->name;
      reset_card (card, FL_DECK_FLAPS_148, index);
      sheet_add (sheet, card);
    }

  sheet_add_card (sheet, card, FL_DECK_FLUME_46, "JKH");
  sheet_add_card (sheet, card, FL_DECK_FLUME_46, "JKL");
}

/* The states change the card's style classes, which take effect with the
 * next frame, as they do on screen. */
static void
sheet_add_state (Sheet        *sheet,
                 FlCardWidget *card)
{
  fl_test_wait_for_frame (GTK_WIDGET (window));
  sheet_add (sheet, card);
}

static void
sheet_add_states (Sheet        *sheet,
                  FlCardWidget *card)
{
  FlCard queen = FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_QUEEN);

  reset_card (card, FL_DECK_STANDARD_52, queen);
  sheet_add_state (sheet, card);
  fl_card_widget_set_dimmed (card, TRUE);
  sheet_add_state (sheet, card);
  reset_card (card, FL_DECK_STANDARD_52, queen);
  fl_card_widget_set_selected (card, TRUE);
  sheet_add_state (sheet, card);
  reset_card (card, FL_DECK_STANDARD_52, queen);
  fl_card_widget_set_highlighted (card, TRUE);
  sheet_add_state (sheet, card);
  fl_card_widget_set_selected (card, TRUE);
  sheet_add_state (sheet, card);
  reset_card (card, FL_DECK_STANDARD_52, queen);
  fl_card_widget_set_face_up (card, FALSE);
  sheet_add_state (sheet, card);
  fl_card_widget_set_dimmed (card, TRUE);
  sheet_add_state (sheet, card);
  reset_card (card, FL_DECK_STANDARD_52, FL_CARD_NONE);
  fl_card_widget_set_highlighted (card, TRUE);
  sheet_add_state (sheet, card);

  /* Keyboard focus, alone and on a selected card. */
  reset_card (card, FL_DECK_STANDARD_52, queen);
  fl_card_widget_set_interactive (card, TRUE);
  gtk_window_set_focus_visible (window, TRUE);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (card)));
  fl_test_iterate_until (has_visible_focus, card);
  sheet_add_state (sheet, card);
  fl_card_widget_set_selected (card, TRUE);
  sheet_add_state (sheet, card);
  gtk_window_set_focus (window, NULL);
  fl_card_widget_set_interactive (card, FALSE);
  reset_card (card, FL_DECK_STANDARD_52, queen);
  fl_test_wait_for_frame (GTK_WIDGET (window));
}

/* The inks a plain card's index must show, from the suit alone: red
 * hearts and diamonds and dark spades and clubs, or in four colours blue
 * diamonds and green clubs (the usual four-colour pack). @absent is a tone
 * the index must not show at all. */
static Tone
suit_tone (FlSuit    suit,
           gboolean  four_colour,
           Tone     *absent)
{
  switch (suit)
    {
    case FL_SUIT_HEARTS:
      *absent = TONE_DARK;
      return TONE_RED;
    case FL_SUIT_DIAMONDS:
      *absent = four_colour ? TONE_RED : TONE_DARK;
      return four_colour ? TONE_BLUE : TONE_RED;
    case FL_SUIT_CLUBS:
      *absent = four_colour ? TONE_DARK : TONE_RED;
      return four_colour ? TONE_GREEN : TONE_DARK;
    case FL_SUIT_SPADES:
    default:
      *absent = TONE_RED;
      return TONE_DARK;
    }
}

/* Whether two cards of the same size look the same, pixel for pixel, inside
 * their rounded corners, where the felt does not show. */
static gboolean
placed_equal (const Pixels *a,
              const Placed *pa,
              const Pixels *b,
              const Placed *pb)
{
  int inset = pa->width / 8 + 2;

  g_assert_cmpint (pa->width, ==, pb->width);
  g_assert_cmpint (pa->height, ==, pb->height);
  for (int y = inset; y < pa->height - inset; y++)
    if (memcmp (a->data + (pa->y + y) * a->stride + 4 * (pa->x + inset),
                b->data + (pb->y + y) * b->stride + 4 * (pb->x + inset),
                4 * (gsize) (pa->width - 2 * inset)) != 0)
      return FALSE;

  return TRUE;
}

/* What the sheet must show where each card was drawn: a card, not the felt;
 * on a plain face, the suit's ink in the top-left index and not the other
 * ink; a back unlike every face of its size; and, at each size whose
 * four-colour cards cover the four suits, the four inks. */
static void
check_sheet (const Pixels   *pixels,
             const GArray   *placed,
             const GdkRGBA  *felt)
{
  guint n_faces = 0, n_backs = 0;
  guint four_suits[N_HEIGHTS] = { 0 }, four_tones[N_HEIGHTS] = { 0 };
  guint32 felt_value = 0xff000000u | (guint32) (felt->red * 255 + .5f) << 16 |
                       (guint32) (felt->green * 255 + .5f) << 8 | (guint32) (felt->blue * 255 + .5f);

  for (guint i = 0; i < placed->len; i++)
    {
      const Placed *p = &g_array_index (placed, Placed, i);
      const FlCardDesc *desc = p->card == FL_CARD_NONE ? NULL : fl_deck_card (fl_deck_get (p->deck), p->card);
      int left = p->x + MAX (2, p->width / 20), top = p->y + MAX (2, p->height / 30);
      int right = p->x + p->width * 30 / 100, bottom = p->y + p->height * 45 / 100;
      guint size = 0, on_felt = 0;

      while (heights[size] != p->height)
        g_assert_cmpuint (++size, <, N_HEIGHTS);

      /* The middle half of the card is the card's, not the felt. */
      for (int y = p->y + p->height / 4; y < p->y + p->height * 3 / 4; y++)
        for (int x = p->x + p->width / 4; x < p->x + p->width * 3 / 4; x++)
          {
            guint32 value;

            memcpy (&value, pixels->data + y * pixels->stride + 4 * x, 4);
            on_felt += value == felt_value;
          }
      g_assert_cmpuint (on_felt, <, (guint) (p->width * p->height / 8));

      if (!p->face_up || p->card == FL_CARD_NONE)
        {
          for (guint j = 0; j < placed->len; j++)
            {
              const Placed *q = &g_array_index (placed, Placed, j);

              if (q->face_up && q->card != FL_CARD_NONE && q->height == p->height)
                g_assert_false (placed_equal (pixels, p, pixels, q));
            }
          n_backs++;
        }
      else if (p->plain && desc != NULL && desc->kind == FL_CARD_KIND_PLAIN)
        {
          Tone absent, tone = suit_tone (desc->suit, p->four_colour, &absent);

          if (count_tone (pixels, left, top, right, bottom, tone) <= p->height / 4 ||
              count_tone (pixels, left, top, right, bottom, absent) != 0)
            g_test_message ("card %s at %d px, %s, at (%d, %d): %d of its ink, %d of the other",
                            desc->code, p->height, p->four_colour ? "four colours" : "two colours",
                            p->x, p->y, count_tone (pixels, left, top, right, bottom, tone),
                            count_tone (pixels, left, top, right, bottom, absent));
          g_assert_cmpint (count_tone (pixels, left, top, right, bottom, tone), >, p->height / 4);
          g_assert_cmpint (count_tone (pixels, left, top, right, bottom, absent), ==, 0);
          if (p->four_colour)
            {
              four_suits[size] |= 1u << desc->suit;
              four_tones[size] |= 1u << tone;
            }
          n_faces++;
        }
    }

  for (guint size = 0; size < N_HEIGHTS; size++)
    if (four_suits[size] == 0xf)
      g_assert_cmphex (four_tones[size], ==, 1u << TONE_RED | 1u << TONE_DARK | 1u << TONE_BLUE | 1u << TONE_GREEN);
  g_assert_cmphex (four_suits[0], ==, 0xf);
  g_assert_cmphex (four_suits[1], ==, 0xf);

  /* Every plain face of the sheet was checked: at 140 px the standard pack,
   * twelve in four colours and the plain queen of the states; at 40 px the
   * standard pack, the piquet pack twice and the plain queen; at 400 px
   * four. Backs: two at 140 and 40 px (plain, dimmed; the highlighted back
   * is a face-down card too), one at 400. */
  g_assert_cmpuint (n_faces, ==, (52 + 12 + 1) + (52 + 32 + 32 + 1) + 4);
  g_assert_cmpuint (n_backs, ==, 3 + 3 + 1);
}

/* cards-light.png or cards-dark.png, or with the language when there is
 * one: cards-dark-cs.png. */
static char *
sheet_file (gboolean dark)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  const char *name = dark ? "cards-dark" : "cards-light";

  if (language != NULL && *language != '\0')
    return g_strdup_printf ("%s-%s.png", name, language);
  return g_strdup_printf ("%s.png", name);
}

/* The light sheet, kept for the dark one to be compared with. */
static Pixels light_sheet;
static GArray *light_placed;

/* Draws the contact sheet in the light or dark style, saves it, checks it
 * and returns its pixels and where each card went. */
static void
draw_sheet (gboolean  dark,
            Pixels   *pixels,
            GArray  **placed)
{
  /* The table's felt, as style.css has it. */
  const GdkRGBA felt = dark ? (GdkRGBA) { 0x1d / 255.f, 0x44 / 255.f, 0x30 / 255.f, 1.f }
                            : (GdkRGBA) { 0x2f / 255.f, 0x6f / 255.f, 0x4a / 255.f, 1.f };
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) cards_node = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  graphene_rect_t bounds;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *file = sheet_file (dark);
  Sheet sheet = { 0 };
  const struct
  {
    FlDeckId    deck;
    const char *code;
    gboolean    four_colour;
  } large[] = {
    { FL_DECK_STANDARD_52, "AS", FALSE },
    { FL_DECK_STANDARD_52, "QH", FALSE },
    { FL_DECK_STANDARD_52, "KC", TRUE },
    { FL_DECK_STANDARD_52, "10D", TRUE },
    { FL_DECK_FLAPS_148, "ACE-N-LAY-H", FALSE },
    { FL_DECK_FLAPS_148, "QUACK", FALSE },
    { FL_DECK_FLAPS_148, "START-GUESSING-NO-LOOK", FALSE },
    { FL_DECK_FLUME_46, "JKH", FALSE },
  };

  fl_test_set_dark (GTK_WIDGET (window), dark);

  sheet.snapshot = gtk_snapshot_new ();
  sheet.placed = g_array_new (FALSE, FALSE, sizeof (Placed));
  sheet.context = gtk_widget_get_pango_context (GTK_WIDGET (window));
  sheet.x = 20;
  sheet.y = 10;
  sheet.width = 1560;

  sheet_caption (&sheet, "140 px: the standard pack");
  sheet_add_deck (&sheet, cards[1], FL_DECK_STANDARD_52, FALSE);
  sheet_caption (&sheet, "140 px: four colours");
  for (FlSuit suit = 0; suit < FL_N_SUITS; suit++)
    {
      const guint ranks[] = { FL_RANK_ACE, 10, FL_RANK_QUEEN };

      for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
        {
          reset_card (cards[1], FL_DECK_STANDARD_52, FL_STD_CARD (suit, ranks[r]));
          fl_card_widget_set_four_colour (cards[1], TRUE);
          sheet_add (&sheet, cards[1]);
        }
    }
  sheet_caption (&sheet, "140 px: Flaps special cards and the jokers");
  sheet_add_specials (&sheet, cards[1]);
  sheet_caption (&sheet, "140 px: plain, dimmed, selected, highlighted, both; back, dimmed, highlighted; focused, focused and selected");
  sheet_add_states (&sheet, cards[1]);

  /* The small cards beside the 140-pixel ones. */
  sheet_newline (&sheet);
  sheet.width = 3080;
  sheet_caption (&sheet, "40 px: the standard and piquet packs, specials, states");
  sheet_add_deck (&sheet, cards[0], FL_DECK_STANDARD_52, FALSE);
  sheet_newline (&sheet);
  sheet_add_deck (&sheet, cards[0], FL_DECK_PIQUET_32, FALSE);
  sheet_add_deck (&sheet, cards[0], FL_DECK_PIQUET_32, TRUE);
  sheet_newline (&sheet);
  sheet_add_specials (&sheet, cards[0]);
  sheet_add_states (&sheet, cards[0]);

  sheet_caption (&sheet, "400 px");
  for (guint i = 0; i < G_N_ELEMENTS (large); i++)
    {
      FlCard index = fl_deck_lookup (fl_deck_get (large[i].deck), large[i].code);

      reset_card (cards[2], large[i].deck, index);
      fl_card_widget_set_four_colour (cards[2], large[i].four_colour);
      sheet_add (&sheet, cards[2]);
    }
  reset_card (cards[2], FL_DECK_STANDARD_52, FL_CARD_NONE);
  sheet_add (&sheet, cards[2]);

  cards_node = gtk_snapshot_free_to_node (sheet.snapshot);
  graphene_rect_init (&bounds, 0, 0, sheet.width, sheet.y + sheet.row_height);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_color (snapshot, &felt, &bounds);
  gtk_snapshot_append_node (snapshot, cards_node);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = render (node, &bounds);
  fl_test_save_texture (texture, file);

  pixels_init (pixels, texture);
  check_sheet (pixels, sheet.placed, &felt);
  *placed = sheet.placed;
}

static void
test_cards_sheet (gconstpointer data)
{
  gboolean dark = GPOINTER_TO_INT (data);
  Pixels pixels;
  GArray *placed;
  guint n_faces = 0;

  if (!dark)
    {
      pixels_clear (&light_sheet);
      g_clear_pointer (&light_placed, g_array_unref);
      draw_sheet (FALSE, &light_sheet, &light_placed);
      return;
    }

  /* Run alone, the dark sheet draws the light one first. */
  if (light_placed == NULL)
    draw_sheet (FALSE, &light_sheet, &light_placed);
  draw_sheet (TRUE, &pixels, &placed);

  /* The same cards in the same places, and every face drawn otherwise in
   * the dark style (the backs' pattern may stay as it is). */
  g_assert_cmpuint (placed->len, ==, light_placed->len);
  for (guint i = 0; i < placed->len; i++)
    {
      const Placed *p = &g_array_index (placed, Placed, i);
      const Placed *q = &g_array_index (light_placed, Placed, i);

      g_assert_cmpint (p->x, ==, q->x);
      g_assert_cmpint (p->y, ==, q->y);
      g_assert_cmpint (p->card, ==, q->card);
      if (!p->face_up || p->card == FL_CARD_NONE)
        continue;
      if (placed_equal (&pixels, p, &light_sheet, q))
        g_test_message ("card %u (%d, %s) at %d px looks the same in the dark style", i,
                        p->card, p->plain ? "plain" : "in a state", p->height);
      g_assert_false (placed_equal (&pixels, p, &light_sheet, q));
      n_faces++;
    }
  g_assert_cmpuint (n_faces, >=, 52 + 52 + 32 + 32);

  pixels_clear (&pixels);
  g_array_unref (placed);
}

/* Rules for other widgets are not this test's business: their errors are
 * reported, not fatal. */
static void
css_parsing_error_cb (GtkCssProvider *provider,
                      GtkCssSection  *section,
                      const GError   *error,
                      gpointer        user_data)
{
  g_autofree char *where = gtk_css_section_to_string (section);

  g_test_message ("style.css: %s: %s", where, error->message);
  g_signal_stop_emission_by_name (provider, "parsing-error");
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autofree char *css = NULL;
  GtkWidget *box;

  fl_i18n_init ();
  gtk_disable_setlocale ();

  /* Not G_TEST_OPTION_ISOLATE_DIRS: fonts and icons live in XDG_DATA_DIRS.
   * tests/run-ui-test keeps our home directories apart instead. */
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The application's style sheet, for the colour of the card states. */
  css = g_test_build_filename (G_TEST_DIST, "src", "ui", "style.css", NULL);
  g_signal_connect (provider, "parsing-error", G_CALLBACK (css_parsing_error_cb), NULL);
  gtk_css_provider_load_from_path (provider, css);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  window = GTK_WINDOW (gtk_window_new ());
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_valign (box, GTK_ALIGN_START);
  for (guint i = 0; i < N_HEIGHTS; i++)
    {
      cards[i] = FL_CARD_WIDGET (fl_card_widget_new (FL_DECK_STANDARD_52, 0));
      fl_card_widget_set_card_height (cards[i], heights[i]);
      gtk_widget_set_valign (GTK_WIDGET (cards[i]), GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (cards[i]));
    }
  gtk_window_set_child (window, box);
  gtk_window_present (window);
  fl_test_iterate_until (widget_is_allocated, cards[N_HEIGHTS - 1]);
  fl_test_drain ();

  g_test_add_func ("/ui/cards/names", test_cards_names);
  g_test_add_func ("/ui/cards/properties", test_cards_properties);
  g_test_add_func ("/ui/cards/interaction", test_cards_interaction);
  g_test_add_func ("/ui/cards/accessible", test_cards_accessible);
  g_test_add_data_func ("/ui/cards/pixels/light", GINT_TO_POINTER (FALSE), test_cards_pixels);
  g_test_add_data_func ("/ui/cards/pixels/dark", GINT_TO_POINTER (TRUE), test_cards_pixels);
  g_test_add_func ("/ui/cards/focus", test_cards_focus);
  g_test_add_func ("/ui/cards/role-in-window", test_cards_role_in_window);
  g_test_add_func ("/ui/cards/selected-input", test_cards_selected_input);
  g_test_add_func ("/ui/cards/distinct", test_cards_distinct);
  g_test_add_data_func ("/ui/cards/sheet/light", GINT_TO_POINTER (FALSE), test_cards_sheet);
  g_test_add_data_func ("/ui/cards/sheet/dark", GINT_TO_POINTER (TRUE), test_cards_sheet);

  return g_test_run ();
}
