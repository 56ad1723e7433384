/* test-ui-zones.c: every kind of zone on the table, drawn and targeted
 *
 * Shows FlTableWidget a table built by hand (no game): eight places and
 * every kind of zone (a stock of 40, a discard pile with its top cards,
 * face-down contest cards from three places and face-up cards in the
 * trick, piles in front of two players with some cards turned up, a won
 * pile, a called suit, the direction of play and a penalty of 4), at
 * 800×600 and 1920×1080, light and dark, and fewer zones with two to
 * eight places at both sizes. It checks that every zone is
 * drawn inside the window without covering the trick, a place or the
 * hand, and says what it is to assistive technologies; that each target
 * (a zone, a card of a zone, a face-down card, a place) answers a click
 * and Enter and Space with the right indices while nothing else answers;
 * and that cards selected in the hand, with the pointer and with Space,
 * are confirmed with Enter and with a button of the controls. Then, at the
 * table page with a game of Flunk, that a game's controls (the test's own)
 * name the targets and make the actions the page applies.
 *
 * Screenshots go to $FLOURISH_SCREENSHOT_DIR, or else to screenshots/ in
 * the build directory: zones-LANG-WIDTHxHEIGHT-light.png and -dark.png,
 * zones-LANG-800x600-N-places.png for two to eight places,
 * zones-LANG-targets.png and zones-LANG-selected.png.
 *
 * Runs under Xvfb (tests/run-ui-test) with fatal criticals and warnings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-game-controls.h"
#include "fl-hand-view.h"
#include "fl-seat-panel.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"
#include "fl-ui-test-helpers.h"
#include "fl-zone-view.h"

/* The zones of the table, in the order the view lists them. */
enum {
  Z_TRICK,
  Z_STOCK,
  Z_DISCARD,
  Z_PILE_WEST,
  Z_PILE_EAST,
  Z_WON,
  Z_SUIT,
  Z_DIRECTION,
  Z_PENALTY,
  N_ZONES
};

#define N_PLACES 8

static GtkCssProvider *dark_provider;

/* ---- The table -------------------------------------------------------- */

static const char *const names[N_PLACES] = {
  "Ann", "Bob", "Cho", "Dev", "Eli", "Fay", "Gus", "Hana",
};

static void
add_places (FlTableView *view,
            guint        n_places)
{
  fl_table_view_init (view, 0);
  view->n_places = n_places;
  for (guint i = 0; i < n_places; i++)
    {
      FlTablePlace *place = &view->places[i];

      place->name = g_strdup (names[i]);
      place->seat = (int) i;
      place->controller = (int) i;
      place->n_cards = 8;
      place->dealer = i == 3;
    }
  view->places[0].face_up = TRUE;
  view->places[0].to_act = TRUE;
  for (guint c = 0; c < 8; c++)
    view->places[0].cards[c] = FL_STD_CARD (c % 4, 3 + c);
}

static void
build_view (FlTableView *view)
{
  FlTableZone *zone;

  add_places (view, N_PLACES);

  /* The contest: face down from three places, face up from two. */
  zone = fl_table_view_add_zone (view, FL_ZONE_TRICK, -1);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 2);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 3);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 4);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_HEARTS, 12), 5);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_SPADES, 7), 6);

  zone = fl_table_view_add_zone (view, FL_ZONE_STOCK, -1);
  zone->n_cards = 40;

  zone = fl_table_view_add_zone (view, FL_ZONE_DISCARD, -1);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_CLUBS, 5), -1);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_DIAMONDS, 9), -1);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_HEARTS, 13), -1);
  zone->n_cards = 12;

  /* Piles in front of two players, some of their cards turned up. */
  zone = fl_table_view_add_zone (view, FL_ZONE_PILE, 1);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 1);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 1);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_CLUBS, 8), 1);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 1);

  zone = fl_table_view_add_zone (view, FL_ZONE_PILE, 5);
  fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_SPADES, 11), 5);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 5);
  fl_table_zone_add_card (zone, FL_CARD_NONE, 5);

  zone = fl_table_view_add_zone (view, FL_ZONE_WON, 2);
  zone->n_cards = 12;

  zone = fl_table_view_add_zone (view, FL_ZONE_CALLED_SUIT, -1);
  zone->value = FL_SUIT_HEARTS;

  zone = fl_table_view_add_zone (view, FL_ZONE_DIRECTION, -1);
  zone->value = -1;

  zone = fl_table_view_add_zone (view, FL_ZONE_PENALTY, -1);
  zone->value = 4;

  g_assert_cmpuint (view->n_zones, ==, N_ZONES);
}

typedef struct
{
  GtkWindow     *window;
  FlTableWidget *table;
  FlTableView    view;
  GArray        *activated;     /* FlTableTarget */
  GArray        *confirmed;     /* FlCard */
  guint          n_confirmed;
  guint          confirmed_place;
} Fixture;

static void
target_activated_cb (FlTableWidget *table,
                     FlTableTarget *target,
                     Fixture       *fixture)
{
  g_array_append_val (fixture->activated, *target);
}

static void
cards_confirmed_cb (FlTableWidget *table,
                    guint          place,
                    GArray        *cards,
                    Fixture       *fixture)
{
  fixture->n_confirmed++;
  fixture->confirmed_place = place;
  g_array_set_size (fixture->confirmed, 0);
  g_array_append_vals (fixture->confirmed, cards->data, cards->len);
}

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_height (data) > 0;
}

/* A new window for each size: a shown window keeps its size. */
static void
open_table (Fixture *fixture,
            int      width,
            int      height)
{
  if (fixture->window != NULL)
    gtk_window_destroy (fixture->window);
  fixture->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (fixture->window, width, height);
  gtk_window_set_resizable (fixture->window, FALSE);
  fixture->table = FL_TABLE_WIDGET (fl_table_widget_new ());
  /* Larger than Xvfb's screen too. */
  gtk_widget_set_size_request (GTK_WIDGET (fixture->table), width, height);
  fl_table_widget_set_animation_ms (fixture->table, 0);
  g_signal_connect (fixture->table, "target-activated", G_CALLBACK (target_activated_cb), fixture);
  g_signal_connect (fixture->table, "cards-confirmed", G_CALLBACK (cards_confirmed_cb), fixture);
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->table));
  fl_table_widget_show (fixture->table, &fixture->view, FL_DECK_STANDARD_52);
  gtk_window_present (fixture->window);
  fl_test_iterate_until (has_size, fixture->table);
  fl_test_settle (GTK_WIDGET (fixture->window));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  build_view (&fixture->view);
  fixture->activated = g_array_new (FALSE, FALSE, sizeof (FlTableTarget));
  fixture->confirmed = g_array_new (FALSE, FALSE, sizeof (FlCard));
  open_table (fixture, 1280, 800);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  fl_test_drain ();
  fl_table_view_clear (&fixture->view);
  g_array_unref (fixture->activated);
  g_array_unref (fixture->confirmed);
}

/* The light or the dark style, with style-dark.css over style.css as
 * AdwApplication loads it. */
static void
set_dark (Fixture  *fixture,
          gboolean  dark)
{
  if (dark)
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (dark_provider),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
  else
    gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                   GTK_STYLE_PROVIDER (dark_provider));
  fl_test_set_dark (GTK_WIDGET (fixture->window), dark);
}

static char *
shot_name (const char *what)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");

  return g_strdup_printf ("zones-%s-%s.png", language != NULL && *language != '\0' ? language : "en", what);
}

static void
save_shot (Fixture    *fixture,
           const char *what)
{
  g_autofree char *name = shot_name (what);

  fl_test_settle (GTK_WIDGET (fixture->window));
  fl_test_save_screenshot (GTK_WIDGET (fixture->window), name);
}

/* ---- Drawing ------------------------------------------------------------ */

/* Where @widget lies in the table; it is mapped, with a size. */
static graphene_rect_t
bounds_of (Fixture   *fixture,
           GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->table), &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  return bounds;
}

static void
assert_inside (Fixture               *fixture,
               const graphene_rect_t *bounds)
{
  double width = gtk_widget_get_width (GTK_WIDGET (fixture->table));
  double height = gtk_widget_get_height (GTK_WIDGET (fixture->table));

  g_assert_cmpfloat (bounds->origin.x, >=, 0);
  g_assert_cmpfloat (bounds->origin.y, >=, 0);
  g_assert_cmpfloat (bounds->origin.x + bounds->size.width, <=, width + 0.5);
  g_assert_cmpfloat (bounds->origin.y + bounds->size.height, <=, height + 0.5);
}

static void
assert_apart (const graphene_rect_t *a,
              const graphene_rect_t *b,
              const char            *what)
{
  graphene_rect_t overlap;

  if (graphene_rect_intersection (a, b, &overlap) && overlap.size.width > 1 && overlap.size.height > 1)
    g_error ("%s overlap: (%g,%g %g×%g) and (%g,%g %g×%g)", what, a->origin.x, a->origin.y, a->size.width,
             a->size.height, b->origin.x, b->origin.y, b->size.width, b->size.height);
}

/* What each zone's accessible label must say, from the same whole
 * sentences, in the language of the run. */
static char *
expected_label (guint zone)
{
  switch (zone)
    {
    case Z_STOCK:
      return g_strdup_printf (ngettext ("Stock, %u card", "Stock, %u cards", 40), 40);
    case Z_DISCARD:
      {
        g_autofree char *top = fl_card_widget_describe_card (FL_DECK_STANDARD_52,
                                                             FL_STD_CARD (FL_SUIT_HEARTS, 13));

        return g_strdup_printf (ngettext ("Discard pile, %1$u card, %2$s on top",
                                          "Discard pile, %1$u cards, %2$s on top", 12), 12, top);
      }
    case Z_PILE_WEST:
      return g_strdup_printf (ngettext ("Pile, %u card", "Pile, %u cards", 4), 4);
    case Z_PILE_EAST:
      return g_strdup_printf (ngettext ("Pile, %u card", "Pile, %u cards", 3), 3);
    case Z_WON:
      return g_strdup_printf (ngettext ("%u card won", "%u cards won", 12), 12);
    case Z_SUIT:
      return g_strdup_printf (_("Called suit: %s"), fl_suit_name (FL_SUIT_HEARTS));
    case Z_DIRECTION:
      return g_strdup (_("Play goes anticlockwise"));
    case Z_PENALTY:
      return g_strdup_printf (ngettext ("Penalty: the next player draws %d card",
                                        "Penalty: the next player draws %d cards", 4), 4);
    default:
      g_assert_not_reached ();
    }
}

/* Every place, zone and card of the trick is drawn inside the window, and
 * none covers another; with @labels, each zone of build_view() says what
 * it is. */
static void
check_drawn (Fixture  *fixture,
             gboolean  labels)
{
  FlTableWidget *table = fixture->table;
  const FlTableZone *trick = &fixture->view.zones[Z_TRICK];
  guint n_places = fixture->view.n_places, n_zones = fixture->view.n_zones;
  graphene_rect_t cards[8], zones[FL_TABLE_MAX_ZONES], panels[N_PLACES], hand;

  g_assert_cmpuint (trick->n_listed, <=, G_N_ELEMENTS (cards));
  hand = bounds_of (fixture, GTK_WIDGET (fl_table_widget_get_hand (table)));
  assert_inside (fixture, &hand);
  for (guint i = 0; i < n_places; i++)
    {
      panels[i] = bounds_of (fixture, fl_table_widget_get_place_widget (table, i));
      assert_inside (fixture, &panels[i]);
      for (guint other = 0; other < i; other++)
        assert_apart (&panels[i], &panels[other], "Two places");
      if (i > 0)
        assert_apart (&panels[i], &hand, "A place and the hand");
    }

  /* The trick in the middle, each card face up or down as it lies. */
  g_assert_null (fl_table_widget_get_zone_widget (table, Z_TRICK));
  for (guint c = 0; c < trick->n_listed; c++)
    {
      FlCardWidget *card = FL_CARD_WIDGET (fl_table_widget_get_zone_card (table, Z_TRICK, c));

      cards[c] = bounds_of (fixture, GTK_WIDGET (card));
      assert_inside (fixture, &cards[c]);
      g_assert_cmpint (fl_card_widget_get_face_up (card), ==, trick->cards[c] != FL_CARD_NONE);
      g_assert_cmpuint (fl_card_widget_get_card (card), ==, trick->cards[c]);
      for (guint p = 0; p < n_places; p++)
        assert_apart (&cards[c], &panels[p], "A trick card and a place");
    }

  for (guint z = 1; z < n_zones; z++)
    {
      GtkWidget *widget = fl_table_widget_get_zone_widget (table, z);
      const FlTableZone *zone = &fixture->view.zones[z];

      g_assert_true (FL_IS_ZONE_VIEW (widget));
      zones[z] = bounds_of (fixture, widget);
      assert_inside (fixture, &zones[z]);

      /* Its accessible label names it, in a whole sentence. */
      if (labels)
        {
          g_autofree char *label = expected_label (z);
          char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                                            GTK_ACCESSIBLE_PROPERTY_LABEL, label);

          if (wrong != NULL)
            g_error ("Zone %u is called “%s”, not “%s”", z, wrong, label);
        }

      if (zone->place >= 0)
        {
          /* In front of its place: in its panel. */
          g_assert_true (gtk_widget_is_ancestor (widget, fl_table_widget_get_place_widget (table, (guint) zone->place)));
          continue;
        }
      /* In the middle: clear of the trick, the places and the hand. */
      assert_apart (&zones[z], &hand, "A zone and the hand");
      for (guint c = 0; c < trick->n_listed; c++)
        assert_apart (&zones[z], &cards[c], "A zone and a trick card");
      for (guint p = 0; p < n_places; p++)
        assert_apart (&zones[z], &panels[p], "A zone and a place");
      for (guint other = 1; other < z; other++)
        if (fixture->view.zones[other].place < 0)
          assert_apart (&zones[z], &zones[other], "Two zones");
    }

  if (!labels)
    return;

  /* The cards of the piles, face up or down as they lie. */
  for (guint c = 0; c < fixture->view.zones[Z_PILE_WEST].n_listed; c++)
    {
      FlCardWidget *card = FL_CARD_WIDGET (fl_table_widget_get_zone_card (table, Z_PILE_WEST, c));

      bounds_of (fixture, GTK_WIDGET (card));
      g_assert_cmpint (fl_card_widget_get_face_up (card), ==,
                       fixture->view.zones[Z_PILE_WEST].cards[c] != FL_CARD_NONE);
    }
  /* The top card of the discard pile is drawn, face up. */
  {
    FlCardWidget *top = FL_CARD_WIDGET (fl_table_widget_get_zone_card (table, Z_DISCARD, 2));

    bounds_of (fixture, GTK_WIDGET (top));
    g_assert_cmpuint (fl_card_widget_get_card (top), ==, FL_STD_CARD (FL_SUIT_HEARTS, 13));
    g_assert_true (fl_card_widget_get_face_up (top));
  }
}

static void
test_zones_drawn (Fixture       *fixture,
                  gconstpointer  data)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint dark = 0; dark < 2; dark++)
      {
        g_autofree char *what = g_strdup_printf ("%dx%d-%s", sizes[s][0], sizes[s][1], dark ? "dark" : "light");

        open_table (fixture, sizes[s][0], sizes[s][1]);
        set_dark (fixture, dark);
        check_drawn (fixture, TRUE);
        save_shot (fixture, what);
      }
  set_dark (fixture, FALSE);
}

/* The game's controls, when the table shows some, are clear of the
 * places and of the zones in the middle. */
static void
check_controls_apart (Fixture   *fixture,
                      GtkWidget *controls)
{
  graphene_rect_t box = bounds_of (fixture, controls);

  assert_inside (fixture, &box);
  for (guint i = 0; i < fixture->view.n_places; i++)
    {
      graphene_rect_t panel = bounds_of (fixture, fl_table_widget_get_place_widget (fixture->table, i));

      assert_apart (&box, &panel, "The controls and a place");
    }
  for (guint z = 0; z < fixture->view.n_zones; z++)
    {
      GtkWidget *widget = fl_table_widget_get_zone_widget (fixture->table, z);
      graphene_rect_t bounds;

      if (widget == NULL || fixture->view.zones[z].place >= 0)
        continue;
      bounds = bounds_of (fixture, widget);
      assert_apart (&box, &bounds, "The controls and a zone");
    }
}

/* From two places to eight, at the smallest and the largest size: the
 * places, the trick and the zones all fit, apart; and again with a pile
 * in front of every place and a game's controls open (a five-handed
 * Flume hand being called: discards everywhere, the call's drop-down and
 * buttons). */
static void
test_zones_places (Fixture       *fixture,
                   gconstpointer  data)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };

  for (guint n = 2; n < N_PLACES * 2; n++)
    {
      guint n_places = n <= N_PLACES ? n : n - N_PLACES + 1;
      gboolean crowded = n > N_PLACES;
      GtkWidget *controls = NULL;
      FlTableZone *zone;

      if (n_places < 2)
        continue;
      fl_table_view_clear (&fixture->view);
      add_places (&fixture->view, n_places);
      zone = fl_table_view_add_zone (&fixture->view, FL_ZONE_TRICK, -1);
      for (guint p = 0; p < n_places; p++)
        fl_table_zone_add_card (zone, p % 2 ? FL_CARD_NONE : FL_STD_CARD (p % 4, 14 - p), (int) p);
      if (crowded)
        for (guint p = 2; p < n_places; p++)
          {
            zone = fl_table_view_add_zone (&fixture->view, FL_ZONE_PILE, (int) p);
            fl_table_zone_add_card (zone, FL_CARD_NONE, (int) p);
            zone->n_cards = 2;
          }
      fl_table_view_add_zone (&fixture->view, FL_ZONE_STOCK, -1)->n_cards = 30;
      zone = fl_table_view_add_zone (&fixture->view, FL_ZONE_DISCARD, -1);
      fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_CLUBS, 9), -1);
      zone = fl_table_view_add_zone (&fixture->view, FL_ZONE_PILE, 1);
      fl_table_zone_add_card (zone, FL_CARD_NONE, 1);
      fl_table_zone_add_card (zone, FL_STD_CARD (FL_SUIT_SPADES, 4), 1);
      fl_table_view_add_zone (&fixture->view, FL_ZONE_WON, (int) n_places - 1)->n_cards = 6;
      zone = fl_table_view_add_zone (&fixture->view, FL_ZONE_CALLED_SUIT, -1);
      zone->value = FL_SUIT_CLUBS;
      if (crowded)
        zone->label = g_strdup (_("Trumps"));
      fl_table_view_add_zone (&fixture->view, FL_ZONE_DIRECTION, -1)->value = 1;
      fl_table_view_add_zone (&fixture->view, FL_ZONE_PENALTY, 0)->value = 2;

      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        {
          open_table (fixture, sizes[s][0], sizes[s][1]);
          if (crowded)
            {
              controls = gtk_label_new (NULL);
              gtk_widget_set_size_request (controls, 300, 140);
              fl_table_widget_set_controls (fixture->table, controls);
              fl_test_settle (GTK_WIDGET (fixture->window));
            }
          check_drawn (fixture, FALSE);
          if (crowded)
            check_controls_apart (fixture, controls);
          if (s == 0)
            {
              g_autofree char *what = g_strdup_printf ("800x600-%u-places%s", n_places, crowded ? "-crowded" : "");

              save_shot (fixture, what);
            }
        }
    }
}

static gboolean
reveal_over_cb (gpointer data)
{
  return !fl_seat_panel_get_revealing (data);
}

/* A secret partnership learnt (Flume's called card played): the places
 * whose side the user learns, when their own side was known, light up
 * for a moment; not while the user did not know their own side (the call
 * itself), nor with animations off. */
static void
test_zones_reveal (Fixture       *fixture,
                   gconstpointer  data)
{
  FlTableView *view = &fixture->view;
  FlTableWidget *table;

  fl_table_view_clear (view);
  add_places (view, 5);
  for (guint i = 0; i < 5; i++)
    view->places[i].side = -1;
  open_table (fixture, 800, 600);
  table = fixture->table;
  fl_table_widget_set_animation_ms (table, 250);

  /* The call: the bidder's side and the user's own become known. */
  view->places[0].side = 1;
  view->places[2].side = 0;
  fl_table_widget_show (table, view, FL_DECK_STANDARD_52);
  for (guint i = 1; i < 5; i++)
    g_assert_false (fl_seat_panel_get_revealing (FL_SEAT_PANEL (fl_table_widget_get_place_widget (table, i))));

  /* The called card played: the partner and the other opponents. */
  view->places[1].side = 1;
  view->places[3].side = 0;
  view->places[4].side = 1;
  fl_table_widget_show (table, view, FL_DECK_STANDARD_52);
  for (guint i = 1; i < 5; i++)
    g_assert_cmpint (fl_seat_panel_get_revealing (FL_SEAT_PANEL (fl_table_widget_get_place_widget (table, i))), ==,
                     i != 2);
  save_shot (fixture, "800x600-revealed");
  /* It passes. */
  fl_test_iterate_until (reveal_over_cb, fl_table_widget_get_place_widget (table, 3));

  /* With animations off, the side is shown without it. */
  view->places[3].side = -1;
  fl_table_widget_show (table, view, FL_DECK_STANDARD_52);
  fl_table_widget_set_animation_ms (table, 0);
  view->places[3].side = 0;
  fl_table_widget_show (table, view, FL_DECK_STANDARD_52);
  g_assert_false (fl_seat_panel_get_revealing (FL_SEAT_PANEL (fl_table_widget_get_place_widget (table, 3))));
}

/* Cards the game names (Flume's bowers) wear the name wherever they lie
 * face up, in the hand and in the trick, and say it to screen readers;
 * other cards, and the named card face down, do not. */
static void
test_zones_tags (Fixture       *fixture,
                 gconstpointer  data)
{
  FlTableView *view = &fixture->view;
  FlCard right = FL_STD_CARD (FL_SUIT_HEARTS, 11), left = FL_STD_CARD (FL_SUIT_DIAMONDS, 11);
  FlTableZone *trick;
  GtkWidget *card;
  g_autofree char *left_name = NULL;
  g_autofree char *played = NULL;
  g_autofree char *expected = NULL;

  fl_table_view_clear (view);
  add_places (view, 4);
  view->places[0].n_cards = 3;
  view->places[0].cards[0] = right;
  view->places[0].cards[1] = FL_STD_CARD (FL_SUIT_CLUBS, 11);
  view->places[0].cards[2] = FL_STD_CARD (FL_SUIT_SPADES, 2);
  trick = fl_table_view_add_zone (view, FL_ZONE_TRICK, -1);
  fl_table_zone_add_card (trick, left, 1);
  fl_table_zone_add_card (trick, FL_CARD_NONE, 2);
  fl_table_view_add_tag (view, right, "Right bower");
  fl_table_view_add_tag (view, left, "Left bower");
  open_table (fixture, 800, 600);

  card = fl_hand_view_get_card_widget (fl_table_widget_get_hand (fixture->table), right);
  g_assert_cmpstr (fl_card_widget_get_tag (FL_CARD_WIDGET (card)), ==, "Right bower");
  card = fl_hand_view_get_card_widget (fl_table_widget_get_hand (fixture->table), FL_STD_CARD (FL_SUIT_CLUBS, 11));
  g_assert_null (fl_card_widget_get_tag (FL_CARD_WIDGET (card)));

  card = fl_table_widget_get_zone_card (fixture->table, 0, 0);
  g_assert_cmpstr (fl_card_widget_get_tag (FL_CARD_WIDGET (card)), ==, "Left bower");
  left_name = fl_card_widget_describe_card (FL_DECK_STANDARD_52, left);
  played = g_strdup_printf (_("%1$s, played by %2$s"), left_name, names[1]);
  expected = g_strdup_printf (C_("card and its tag", "%1$s, %2$s"), played, "Left bower");
  {
    char *wrong = gtk_test_accessible_check_property (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

    if (wrong != NULL)
      g_error ("The left bower in the trick is called “%s”, not “%s”", wrong, expected);
  }
  card = fl_table_widget_get_zone_card (fixture->table, 0, 1);
  g_assert_null (fl_card_widget_get_tag (FL_CARD_WIDGET (card)));
  save_shot (fixture, "800x600-tags");

  /* A new hand names nothing. */
  fl_table_view_clear (view);
  add_places (view, 4);
  view->places[0].n_cards = 1;
  view->places[0].cards[0] = right;
  fl_table_widget_show (fixture->table, view, FL_DECK_STANDARD_52);
  card = fl_hand_view_get_card_widget (fl_table_widget_get_hand (fixture->table), right);
  g_assert_null (fl_card_widget_get_tag (FL_CARD_WIDGET (card)));
}

/* The last trick lies in the middle while the trick is empty, and a trick
 * of more cards than the table once had widgets for shows every card. */
static void
test_zones_last_trick (Fixture       *fixture,
                       gconstpointer  data)
{
  FlTableView view;
  FlTableZone *zone;

  fl_table_view_init (&view, 0);
  view.n_places = 4;
  fl_table_view_add_zone (&view, FL_ZONE_TRICK, -1);
  zone = fl_table_view_add_zone (&view, FL_ZONE_LAST_TRICK, -1);
  for (guint p = 0; p < 4; p++)
    fl_table_zone_add_card (zone, FL_STD_CARD (p, 10 + p), (int) p);
  zone->winner = 2;
  fl_table_widget_show (fixture->table, &view, FL_DECK_STANDARD_52);
  fl_test_settle (GTK_WIDGET (fixture->window));
  for (guint c = 0; c < 4; c++)
    {
      GtkWidget *card = fl_table_widget_get_zone_card (fixture->table, 1, c);

      bounds_of (fixture, card);
      g_assert_cmpuint (fl_card_widget_get_card (FL_CARD_WIDGET (card)), ==, FL_STD_CARD (c, 10 + c));
      g_assert_cmpint (fl_card_widget_get_highlighted (FL_CARD_WIDGET (card)), ==, c == 2);
    }

  /* 100 cards in the trick: none dropped. */
  fl_table_view_init (&view, 0);
  view.n_places = 8;
  zone = fl_table_view_add_zone (&view, FL_ZONE_TRICK, -1);
  for (guint c = 0; c < 100; c++)
    fl_table_zone_add_card (zone, c % 3 == 0 ? FL_CARD_NONE : (FlCard) (c % 52), (int) (c % 8));
  fl_table_widget_show (fixture->table, &view, FL_DECK_STANDARD_52);
  fl_test_settle (GTK_WIDGET (fixture->window));
  for (guint c = 0; c < 100; c++)
    bounds_of (fixture, fl_table_widget_get_zone_card (fixture->table, 0, c));
  g_assert_null (fl_table_widget_get_zone_card (fixture->table, 0, 100));
}

/* ---- Targets ------------------------------------------------------------ */

/* A click on @widget's middle, as its GtkGestureClick sees one. */
static void
click (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  double x = gtk_widget_get_width (widget) / 2.0, y = gtk_widget_get_height (widget) / 2.0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        {
          g_signal_emit_by_name (controller, "pressed", 1, x, y);
          g_signal_emit_by_name (controller, "released", 1, x, y);
        }
    }
  fl_test_drain ();
}

/* @keyval pressed on @widget, through its key bindings. Returns whether
 * a binding took it. */
static gboolean
press_key (GtkWidget *widget,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint s = 0; s < g_list_model_get_n_items (G_LIST_MODEL (controller)) && !handled; s++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), s);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            handled = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                    gtk_shortcut_get_arguments (shortcut));
        }
    }
  fl_test_drain ();
  return handled;
}

static GtkWidget *
focus_widget (Fixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

static void
assert_one (Fixture             *fixture,
            const FlTableTarget *expected,
            const char          *how)
{
  const FlTableTarget *got;

  if (fixture->activated->len != 1)
    g_error ("%s on target (%d, %d, %d): %u signals", how, expected->zone, expected->card, expected->place,
             fixture->activated->len);
  got = &g_array_index (fixture->activated, FlTableTarget, 0);
  g_assert_cmpint (got->zone, ==, expected->zone);
  g_assert_cmpint (got->card, ==, expected->card);
  g_assert_cmpint (got->place, ==, expected->place);
  g_array_set_size (fixture->activated, 0);
}

/* The widget that draws @target. */
static GtkWidget *
target_widget (Fixture             *fixture,
               const FlTableTarget *target)
{
  if (target->zone < 0)
    return fl_table_widget_get_place_widget (fixture->table, (guint) target->place);
  if (target->card < 0)
    return fl_table_widget_get_zone_widget (fixture->table, (guint) target->zone);
  return fl_table_widget_get_zone_card (fixture->table, (guint) target->zone, (guint) target->card);
}

static void
test_zones_targets (Fixture       *fixture,
                    gconstpointer  data)
{
  static const FlTableTarget targets[] = {
    { Z_STOCK, -1, -1 },          /* draw from the stock */
    { Z_DISCARD, 2, -1 },         /* take the discard pile's top card */
    { Z_TRICK, 0, -1 },           /* challenge a face-down contest card */
    { Z_TRICK, 2, -1 },
    { Z_PILE_WEST, 1, 1 },        /* a face-down card of a pile */
    { Z_PENALTY, -1, -1 },        /* take the penalty */
    { -1, -1, 4 },                /* a player */
  };
  static const FlTableTarget others[] = {
    { Z_WON, -1, 2 },
    { Z_SUIT, -1, -1 },
    { Z_DIRECTION, -1, -1 },
    { Z_DISCARD, -1, -1 },
    { Z_PILE_EAST, -1, 5 },
    { Z_PILE_WEST, 2, 1 },
    { Z_TRICK, 3, -1 },
    { Z_DISCARD, 1, -1 },
    { -1, -1, 3 },
    { -1, -1, 1 },
  };

  open_table (fixture, 1280, 800);
  fl_table_widget_set_targets (fixture->table, targets, G_N_ELEMENTS (targets));
  fl_test_settle (GTK_WIDGET (fixture->window));

  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      FlTableTarget expected = targets[i];
      GtkWidget *widget = target_widget (fixture, &targets[i]);

      /* The place a zone lies in front of comes with it. */
      if (expected.zone >= 0)
        expected.place = fixture->view.zones[expected.zone].place;

      g_assert_nonnull (widget);
      g_assert_true (gtk_widget_get_mapped (widget));
      g_assert_true (gtk_widget_get_focusable (widget));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)), ==,
                       GTK_ACCESSIBLE_ROLE_BUTTON);
      if (!FL_IS_CARD_WIDGET (widget))
        g_assert_true (gtk_widget_has_css_class (widget, "activatable"));

      click (widget);
      assert_one (fixture, &expected, "A click");

      g_assert_true (gtk_widget_grab_focus (widget));
      g_assert_true (focus_widget (fixture) == widget);
      g_assert_true (press_key (widget, GDK_KEY_Return));
      assert_one (fixture, &expected, "Enter");
      g_assert_true (press_key (widget, GDK_KEY_space));
      assert_one (fixture, &expected, "Space");
      g_assert_true (gtk_widget_activate (widget));
      assert_one (fixture, &expected, "Activation");
    }

  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    {
      GtkWidget *widget = target_widget (fixture, &others[i]);

      g_assert_nonnull (widget);
      g_assert_true (gtk_widget_get_mapped (widget));
      g_assert_false (gtk_widget_get_focusable (widget));
      g_assert_false (gtk_widget_has_css_class (widget, "activatable"));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget)), !=,
                       GTK_ACCESSIBLE_ROLE_BUTTON);
      click (widget);
      press_key (widget, GDK_KEY_Return);
      press_key (widget, GDK_KEY_space);
      gtk_widget_activate (widget);
      g_assert_cmpuint (fixture->activated->len, ==, 0);
    }

  /* Up from the hand reaches the targets, Down goes back. */
  fl_hand_view_set_interactive (fl_table_widget_get_hand (fixture->table), TRUE);
  g_assert_true (fl_hand_view_focus_first (fl_table_widget_get_hand (fixture->table)));
  g_assert_true (fl_table_widget_move_focus (fixture->table, GTK_DIR_UP));
  g_assert_true (gtk_widget_get_focusable (focus_widget (fixture)));
  g_assert_false (gtk_widget_is_ancestor (focus_widget (fixture), GTK_WIDGET (fl_table_widget_get_hand (fixture->table))));
  g_assert_true (fl_table_widget_move_focus (fixture->table, GTK_DIR_DOWN));
  g_assert_true (gtk_widget_is_ancestor (focus_widget (fixture), GTK_WIDGET (fl_table_widget_get_hand (fixture->table))));

  save_shot (fixture, "targets");

  /* A new view keeps the targets; none at all leaves nothing to click. */
  fl_table_widget_show (fixture->table, &fixture->view, FL_DECK_STANDARD_52);
  g_assert_true (gtk_widget_get_focusable (fl_table_widget_get_zone_widget (fixture->table, Z_STOCK)));
  fl_table_widget_set_targets (fixture->table, NULL, 0);
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      GtkWidget *widget = target_widget (fixture, &targets[i]);

      g_assert_false (gtk_widget_get_focusable (widget));
      click (widget);
      gtk_widget_activate (widget);
    }
  g_assert_cmpuint (fixture->activated->len, ==, 0);
}

/* ---- Selecting several cards ------------------------------------------- */

static void
confirm_clicked_cb (GtkButton     *button,
                    FlTableWidget *table)
{
  fl_table_widget_confirm_selection (table);
}

/* Enter, as the hand's own key handler sees it. */
static gboolean
press_enter_in_hand (FlHandView *hand)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (hand));
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller)
          && gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (controller)) == GTK_PHASE_CAPTURE)
        g_signal_emit_by_name (controller, "key-pressed", GDK_KEY_Return, 0, 0, &handled);
    }
  fl_test_drain ();
  return handled;
}

static void
assert_pressed (FlCardWidget *card,
                gboolean      pressed)
{
  char *wrong;

  g_assert_cmpint (fl_card_widget_get_selected (card), ==, pressed);
  wrong = gtk_test_accessible_check_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_PRESSED,
                                           pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
  if (wrong != NULL)
    g_error ("A card selected %d is pressed %s", pressed, wrong);
  wrong = gtk_test_accessible_check_state (GTK_ACCESSIBLE (card), GTK_ACCESSIBLE_STATE_SELECTED, pressed);
  if (wrong != NULL)
    g_error ("A card selected %d is selected %s", pressed, wrong);
}

static void
test_zones_select (Fixture       *fixture,
                   gconstpointer  data)
{
  FlHandView *hand;
  FlCardWidget *first, *third, *fourth;
  GtkWidget *button;
  const FlCard *cards = fixture->view.places[0].cards;

  open_table (fixture, 1280, 800);
  hand = fl_table_widget_get_hand (fixture->table);
  fl_hand_view_set_interactive (hand, TRUE);
  fl_hand_view_set_multiple (hand, TRUE);
  first = FL_CARD_WIDGET (fl_hand_view_get_card_widget (hand, cards[0]));
  third = FL_CARD_WIDGET (fl_hand_view_get_card_widget (hand, cards[2]));
  fourth = FL_CARD_WIDGET (fl_hand_view_get_card_widget (hand, cards[3]));
  assert_pressed (first, FALSE);

  /* A click selects, another takes the card out again. */
  click (GTK_WIDGET (first));
  assert_pressed (first, TRUE);
  click (GTK_WIDGET (fourth));
  assert_pressed (fourth, TRUE);
  click (GTK_WIDGET (fourth));
  assert_pressed (fourth, FALSE);

  /* Space selects the focused card; Enter confirms, selecting nothing. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (third)));
  g_assert_true (press_key (GTK_WIDGET (third), GDK_KEY_space));
  assert_pressed (third, TRUE);
  g_assert_cmpuint (fixture->activated->len, ==, 0);

  g_assert_true (press_enter_in_hand (hand));
  g_assert_cmpuint (fixture->n_confirmed, ==, 1);
  g_assert_cmpuint (fixture->confirmed_place, ==, 0);
  g_assert_cmpuint (fixture->confirmed->len, ==, 2);
  /* In the order of the hand as drawn: sorted by suit, then rank. */
  {
    gboolean has_first = FALSE, has_third = FALSE;

    for (guint i = 0; i < 2; i++)
      {
        FlCard card = g_array_index (fixture->confirmed, FlCard, i);

        has_first |= card == cards[0];
        has_third |= card == cards[2];
      }
    g_assert_true (has_first && has_third);
  }
  assert_pressed (third, TRUE);

  /* A button of the controls confirms the same. */
  button = gtk_button_new_with_label ("OK");
  g_signal_connect (button, "clicked", G_CALLBACK (confirm_clicked_cb), fixture->table);
  fl_table_widget_set_controls (fixture->table, button);
  fl_test_settle (GTK_WIDGET (fixture->window));
  fl_test_click (button);
  g_assert_cmpuint (fixture->n_confirmed, ==, 2);
  g_assert_cmpuint (fixture->confirmed->len, ==, 2);
  save_shot (fixture, "selected");

  /* Without a selection, nothing to confirm from the button. */
  fl_hand_view_clear_selection (hand);
  assert_pressed (first, FALSE);
  fl_test_click (button);
  g_assert_cmpuint (fixture->n_confirmed, ==, 2);

  /* A hand that plays one card at a time: Enter plays, nothing to confirm. */
  fl_hand_view_set_multiple (hand, FALSE);
  g_assert_false (press_enter_in_hand (hand));
  g_assert_cmpuint (fixture->n_confirmed, ==, 2);
}

/* ---- A game's controls and the table page ------------------------------ */

/* Controls for this test only, in Flunk's place (main()): the place
 * opposite the user is a target, and activating it makes the first of
 * the user's legal actions; the user's hand selects several cards, and
 * confirmed they are played (the base class's card_action). */
#define TEST_TYPE_CONTROLS (test_controls_get_type ())
G_DECLARE_FINAL_TYPE (TestControls, test_controls, TEST, CONTROLS, FlGameControls)

struct _TestControls
{
  FlGameControls parent_instance;
  FlAction       action;           /* what the target makes now */
  guint          n_asked;          /* targets() calls */
};

G_DEFINE_FINAL_TYPE (TestControls, test_controls, FL_TYPE_GAME_CONTROLS)

#define TARGET_PLACE 1

static void
test_controls_targets (FlGameControls    *controls,
                       FlGame            *game,
                       int                human,
                       const FlTableView *view,
                       GArray            *targets)
{
  TestControls *self = TEST_CONTROLS (controls);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  FlTableTarget target = { -1, -1, TARGET_PLACE };

  g_assert_cmpint (fl_game_get_current_seat (game), ==, human);
  g_assert_cmpuint (legal->len, >, 0);
  self->action = g_array_index (legal, FlAction, 0);
  self->n_asked++;
  g_array_append_val (targets, target);
}

static gboolean
test_controls_target_action (FlGameControls      *controls,
                             FlGame              *game,
                             int                  human,
                             const FlTableTarget *target,
                             FlAction            *action)
{
  TestControls *self = TEST_CONTROLS (controls);

  g_assert_cmpint (target->zone, ==, -1);
  g_assert_cmpint (target->card, ==, -1);
  g_assert_cmpint (target->place, ==, TARGET_PLACE);
  *action = self->action;
  return TRUE;
}

static gboolean
test_controls_multiple (FlGameControls *controls)
{
  return TRUE;
}

static void
test_controls_class_init (TestControlsClass *klass)
{
  FlGameControlsClass *controls_class = FL_GAME_CONTROLS_CLASS (klass);

  controls_class->targets = test_controls_targets;
  controls_class->target_action = test_controls_target_action;
  controls_class->multiple = test_controls_multiple;
}

static void
test_controls_init (TestControls *self)
{
}

static gboolean
user_decides_cb (gpointer data)
{
  FlTablePage *page = data;
  FlGame *game = fl_table_page_get_game (page);

  return !fl_game_is_over (game) && fl_game_get_current_seat (game) == fl_table_page_get_human (page)
         && !fl_table_page_is_busy (page);
}

/* A card the user may play alone from their own hand now, or FL_CARD_NONE. */
static FlCard
own_card_to_play (FlTablePage *page)
{
  FlGame *game = fl_table_page_get_game (page);
  const FlTablePlace *own = &fl_table_page_get_view (page)->places[0];
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

  if (fl_game_get_decision (game) != FL_DECISION_PLAY || !own->to_act)
    return FL_CARD_NONE;
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);

      if (action->kind == FL_ACTION_PLAY && action->n_cards == 1 && action->seat == fl_table_page_get_human (page))
        for (guint c = 0; c < own->n_cards; c++)
          if (own->cards[c] == action->cards[0])
            return action->cards[0];
    }
  return FL_CARD_NONE;
}

/* The table page asks a game's controls for its targets at each of the
 * user's decisions (and only then), shows them, and applies the action
 * the controls make of one activated, with a click, Enter or otherwise,
 * as it does a card's; cards selected and confirmed are played. A real
 * game, Flunk, checks each action. */
static void
test_zones_controls (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = fl_game_new ("flunk", NULL, 3, &error);
  FlTablePage *page = fl_table_page_new ();
  FlTableWidget *table;
  TestControls *controls;
  guint n_activated = 0, n_confirmed = 0;

  g_assert_no_error (error);
  gtk_window_set_child (fixture->window, GTK_WIDGET (page));
  fixture->table = NULL;
  g_assert_true (fl_table_page_start (page, game, 0, "random", &error));
  g_assert_no_error (error);
  table = FL_TABLE_WIDGET (fl_table_page_get_table (page));
  controls = TEST_CONTROLS (fl_table_page_get_controls (page));

  for (guint turn = 0; n_activated < 3 || n_confirmed < 1; turn++)
    {
      GtkWidget *place = fl_table_widget_get_place_widget (table, TARGET_PLACE);
      FlAction expected;
      guint before;
      FlCard card;

      g_assert_cmpuint (turn, <, 60);
      fl_test_iterate_until (user_decides_cb, page);
      fl_test_settle (GTK_WIDGET (fixture->window));
      before = fl_game_get_n_actions (game);

      /* Several cards selected in the user's hand and confirmed: one
       * here, as Flunk plays them. */
      card = own_card_to_play (page);
      if (n_activated >= 2 && n_confirmed == 0 && card != FL_CARD_NONE)
        {
          GtkWidget *widget = fl_hand_view_get_card_widget (fl_table_widget_get_hand (table), card);

          g_assert_nonnull (widget);
          click (widget);
          g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
          g_assert_true (fl_card_widget_get_selected (FL_CARD_WIDGET (widget)));
          g_assert_true (fl_table_widget_confirm_selection (table));
          g_assert_cmpuint (fl_game_get_n_actions (game), ==, before + 1);
          g_assert_cmpint (fl_game_get_action (game, before)->kind, ==, FL_ACTION_PLAY);
          g_assert_cmpuint (fl_game_get_action (game, before)->n_cards, ==, 1);
          g_assert_cmpuint (fl_game_get_action (game, before)->cards[0], ==, card);
          n_confirmed++;
          continue;
        }

      /* The target the controls named, and what it makes. */
      g_assert_true (gtk_widget_get_mapped (place));
      g_assert_true (gtk_widget_get_focusable (place));
      g_assert_true (gtk_widget_has_css_class (place, "activatable"));
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (place)), ==, GTK_ACCESSIBLE_ROLE_BUTTON);
      expected = controls->action;
      switch (n_activated % 3)
        {
        case 0:
          click (place);
          break;
        case 1:
          g_assert_true (gtk_widget_grab_focus (place));
          g_assert_true (press_key (place, GDK_KEY_Return));
          break;
        default:
          g_assert_true (gtk_widget_activate (place));
          fl_test_drain ();
          break;
        }
      g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
      g_assert_true (fl_action_equal (fl_game_get_action (game, before), &expected));
      n_activated++;

      /* No target while the others decide (the controls are asked only
       * at the user's decisions: test_controls_targets()). */
      if (fl_game_get_current_seat (game) != fl_table_page_get_human (page))
        {
          g_assert_false (gtk_widget_get_focusable (place));
          g_assert_false (gtk_widget_has_css_class (place, "activatable"));
        }
    }
  g_assert_cmpuint (controls->n_asked, >=, n_activated + n_confirmed);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GtkCssProvider) provider = gtk_css_provider_new ();
  g_autofree char *css = NULL;
  g_autofree char *dark_css = NULL;
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();

  /* Not G_TEST_OPTION_ISOLATE_DIRS: fonts and icons live in XDG_DATA_DIRS.
   * tests/run-ui-test keeps our home directories apart instead. */
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  /* The application's style sheets, as AdwApplication loads them. */
  css = g_test_build_filename (G_TEST_DIST, "src", "ui", "style.css", NULL);
  gtk_css_provider_load_from_path (provider, css);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  dark_provider = gtk_css_provider_new ();
  dark_css = g_test_build_filename (G_TEST_DIST, "src", "ui", "style-dark.css", NULL);
  gtk_css_provider_load_from_path (dark_provider, dark_css);

  g_test_add ("/ui/zones/drawn", Fixture, NULL, fixture_setup, test_zones_drawn, fixture_teardown);
  g_test_add ("/ui/zones/places", Fixture, NULL, fixture_setup, test_zones_places, fixture_teardown);
  g_test_add ("/ui/zones/last-trick", Fixture, NULL, fixture_setup, test_zones_last_trick, fixture_teardown);
  g_test_add ("/ui/zones/reveal", Fixture, NULL, fixture_setup, test_zones_reveal, fixture_teardown);
  g_test_add ("/ui/zones/tags", Fixture, NULL, fixture_setup, test_zones_tags, fixture_teardown);
  g_test_add ("/ui/zones/targets", Fixture, NULL, fixture_setup, test_zones_targets, fixture_teardown);
  g_test_add ("/ui/zones/select", Fixture, NULL, fixture_setup, test_zones_select, fixture_teardown);
  g_test_add ("/ui/zones/controls", Fixture, NULL, fixture_setup, test_zones_controls, fixture_teardown);

  /* The test's own controls in Flunk's place, for test_zones_controls(). */
  fl_game_controls_register ("flunk", test_controls_get_type);

  status = g_test_run ();
  g_clear_object (&dark_provider);
  return status;
}
