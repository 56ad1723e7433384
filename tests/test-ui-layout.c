/* test-ui-layout.c: the table at the sizes and in the languages we support
 *
 * Shows the start page and every game's page, and plays real hands of
 * Flunk and Flashpoint, from every seat, in a window
 * of 800×600 (the smallest size supported), 960×720 (the default) and,
 * where the screen allows, 1920×1080, and at each of the user's decisions
 * checks what a new user would otherwise hit:
 *
 *  - no label in the window is ellipsized or given less room than it
 *    needs, and none at the table reaches past the table's edge;
 *  - the tutor never lies over the table unless the user asked for it;
 *  - every face-up card, in a hand, in Flunk's dummy wherever it sits and
 *    in the trick (where a Flashpoint player may add several), shows its
 *    corner index: nothing drawn after it covers its rank and suit;
 *  - the table's messages (toasts) lie over the table, not the tutor;
 *  - every tooltip is as wide as its text, in Japanese too.
 *
 * The meson test runs it in English, Japanese and Czech. Screenshots of
 * the states checked go to $FLOURISH_SCREENSHOT_DIR, or else screenshots/
 * in the build directory: layout-GAME-LANG-WxH-STATE.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "fl-application.h"
#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-saved-game.h"
#include "fl-table-page.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"
#include "fl-text.h"
#include "fl-tutor-panel.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

static FlApplication *application;

/* The first thing found wrong in the state being checked. */
static char *failure;

#define FAIL(...) G_STMT_START { if (failure == NULL) failure = g_strdup_printf (__VA_ARGS__); } G_STMT_END

typedef struct
{
  FlWindow *window;
  GRand    *rand;
  guint     n_checks;
  guint     n_side_dummies;  /* states checked with the dummy at a side */
  guint     n_double_plays;  /* tricks with two cards of one place */
} Walk;

static FlGamePage *
game_page (Walk *walk)
{
  return fl_window_get_game_page (walk->window);
}

static FlTablePage *
table_page (Walk *walk)
{
  return fl_game_page_get_table_page (game_page (walk));
}

static FlGame *
table_game (Walk *walk)
{
  return fl_table_page_get_game (table_page (walk));
}

static gboolean
at_table_cb (gpointer data)
{
  Walk *walk = data;

  return g_strcmp0 (fl_game_page_get_mode (game_page (walk)), "table") == 0 && table_game (walk) != NULL;
}

/* The user decides, or the hand is over (its summary shown, the next
 * deal waiting on its Next Hand), and the
 * table's workers are done. */
static gboolean
user_turn_cb (gpointer data)
{
  Walk *walk = data;
  FlGame *game = table_game (walk);

  if (fl_table_page_is_busy (table_page (walk)))
    return FALSE;
  return fl_test_find_dialog (NULL) != NULL || fl_game_is_over (game)
         || fl_game_get_decision (game) == FL_DECISION_CONTINUE
         || fl_game_get_current_seat (game) == fl_table_page_get_human (table_page (walk));
}

/* Where @widget is, for a message: its ancestors' types. */
static char *
widget_path (GtkWidget *widget)
{
  GString *path = g_string_new (G_OBJECT_TYPE_NAME (widget));

  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent != NULL; parent = gtk_widget_get_parent (parent))
    g_string_prepend (g_string_prepend (path, " > "), G_OBJECT_TYPE_NAME (parent));
  return g_string_free (path, FALSE);
}

static gboolean
has_ancestor (GtkWidget *widget,
              GType      type)
{
  return gtk_widget_get_ancestor (widget, type) != NULL;
}

/* ---- What is checked ------------------------------------------------- */

/* Every label shown in full: never ellipsized, never narrower than it
 * needs, and at the table inside the table. */
static void
check_labels (Walk      *walk,
              GtkWidget *table)
{
  GtkWidget *root = GTK_WIDGET (walk->window);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  graphene_rect_t table_bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);

  if (table != NULL)
    g_assert_true (gtk_widget_compute_bounds (table, root, &table_bounds));
  fl_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      const char *text = gtk_label_get_text (label);
      graphene_rect_t bounds;
      PangoRectangle extent;

      if (!gtk_widget_is_drawable (GTK_WIDGET (label)) || text == NULL || *text == '\0')
        continue;

      if (gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE
          && pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        FAIL ("“%s” is ellipsized (%d px wide) in %s", text, gtk_widget_get_width (GTK_WIDGET (label)),
                 widget_path (GTK_WIDGET (label)));

      /* Its text as laid out, no wider than the label. */
      pango_layout_get_pixel_extents (gtk_label_get_layout (label), NULL, &extent);
      if (extent.width > gtk_widget_get_width (GTK_WIDGET (label)) + 1)
        FAIL ("“%s” has %d px of the %d px it needs in %s", text, gtk_widget_get_width (GTK_WIDGET (label)),
                 extent.width, widget_path (GTK_WIDGET (label)));

      /* What scrolls may lie beyond its view; the rest of the table must
       * lie within it. */
      if (table == NULL || !gtk_widget_is_ancestor (GTK_WIDGET (label), table)
          || has_ancestor (GTK_WIDGET (label), GTK_TYPE_SCROLLED_WINDOW))
        continue;
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), root, &bounds));
      if (bounds.origin.x < table_bounds.origin.x - 1
          || bounds.origin.y < table_bounds.origin.y - 1
          || bounds.origin.x + bounds.size.width > table_bounds.origin.x + table_bounds.size.width + 1
          || bounds.origin.y + bounds.size.height > table_bounds.origin.y + table_bounds.size.height + 1)
        FAIL ("“%s” reaches past the table (%g,%g %g×%g) in %s", text,
                 bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                 widget_path (GTK_WIDGET (label)));
    }
}

/* The tutor beside the table, never over it unless asked for: this walk
 * never asks. */
static void
check_tutor (Walk *walk)
{
  GtkWidget *root = GTK_WIDGET (walk->window);
  AdwFlap *flap = fl_test_find_widget (GTK_WIDGET (game_page (walk)), ADW_TYPE_FLAP);
  GtkWidget *tutor = GTK_WIDGET (fl_game_page_get_tutor_panel (game_page (walk)));
  GtkWidget *table = fl_table_page_get_table (table_page (walk));
  graphene_rect_t tutor_bounds, table_bounds;

  g_assert_nonnull (flap);
  if (adw_flap_get_folded (flap))
    {
      g_assert_false (adw_flap_get_reveal_flap (flap));
      return;
    }
  if (!gtk_widget_is_drawable (tutor))
    return;
  g_assert_true (gtk_widget_compute_bounds (tutor, root, &tutor_bounds));
  g_assert_true (gtk_widget_compute_bounds (table, root, &table_bounds));
  g_assert_false (graphene_rect_intersection (&tutor_bounds, &table_bounds, NULL));
}

/* The part of @card where its rank and suit are drawn, in @root's
 * coordinates. */
static void
index_bounds (FlCardWidget    *card,
              GtkWidget       *root,
              graphene_rect_t *index)
{
  double across, down;
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (card), root, &bounds));
  fl_card_index_extent ((int) bounds.size.height, &across, &down);
  *index = GRAPHENE_RECT_INIT (bounds.origin.x + 1, bounds.origin.y + 1,
                               bounds.size.width * across - 2, bounds.size.height * down - 2);
}

/* Among @cards, siblings in the order they are drawn, no card covers the
 * index of a face-up card drawn before it. */
static void
check_indexes (GPtrArray *cards,
               GtkWidget *root)
{
  for (guint i = 0; i < cards->len; i++)
    {
      FlCardWidget *card = cards->pdata[i];
      graphene_rect_t index;

      if (!fl_card_widget_get_face_up (card) || !gtk_widget_is_drawable (GTK_WIDGET (card)))
        continue;
      index_bounds (card, root, &index);
      for (guint j = i + 1; j < cards->len; j++)
        {
          graphene_rect_t over;

          if (!gtk_widget_is_drawable (cards->pdata[j]))
            continue;
          g_assert_true (gtk_widget_compute_bounds (cards->pdata[j], root, &over));
          if (graphene_rect_intersection (&index, &over, NULL))
            {
              g_autofree char *name = fl_card_widget_describe_card (fl_card_widget_get_deck (card),
                                                                    fl_card_widget_get_card (card));

              FAIL ("the index of %s (%g,%g) is covered by a card drawn after it (%g,%g %g×%g)",
                       name, index.origin.x, index.origin.y,
                       over.origin.x, over.origin.y, over.size.width, over.size.height);
            }
        }
    }
}

/* The cards whose parent is @parent, in the order it draws them. */
static GPtrArray *
child_cards (GtkWidget *parent)
{
  GPtrArray *cards = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (parent); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (FL_IS_CARD_WIDGET (child))
      g_ptr_array_add (cards, child);
  return cards;
}

static void
check_cards (Walk *walk)
{
  GtkWidget *table = fl_table_page_get_table (table_page (walk));
  const FlTableView *view = fl_table_page_get_view (table_page (walk));
  g_autoptr(GPtrArray) hands = g_ptr_array_new ();
  g_autoptr(GPtrArray) trick = child_cards (table);

  fl_test_collect_widgets (table, FL_TYPE_HAND_VIEW, hands);
  for (guint i = 0; i < hands->len; i++)
    {
      g_autoptr(GPtrArray) cards = child_cards (hands->pdata[i]);

      check_indexes (cards, table);
    }
  check_indexes (trick, table);

  /* What this walk met, so that it is known to have checked it. */
  for (guint i = 1; view != NULL && i < view->n_places; i++)
    if (view->places[i].face_up && 4 * (int) i != 2 * (int) view->n_places)
      walk->n_side_dummies++;
  for (guint z = 0; view != NULL && z < view->n_zones; z++)
    {
      const FlTableZone *zone = &view->zones[z];

      if (zone->kind != FL_ZONE_TRICK)
        continue;
      for (guint i = 0; i < zone->n_listed; i++)
        for (guint j = i + 1; j < zone->n_listed; j++)
          if (zone->places[i] >= 0 && zone->places[i] == zone->places[j])
            walk->n_double_plays++;
    }
}

static void
check_layout (Walk       *walk,
              const char *shot)
{
  fl_test_settle (GTK_WIDGET (walk->window));
  check_labels (walk, fl_table_page_get_table (table_page (walk)));
  check_tutor (walk);
  check_cards (walk);
  walk->n_checks++;
  if (failure != NULL)
    shot = "failed";
  if (shot != NULL)
    {
      int width, height;
      g_autofree char *file = NULL;

      gtk_window_get_default_size (GTK_WINDOW (walk->window), &width, &height);
      file = g_strdup_printf ("layout-%s-%s-%dx%d-%s.png", fl_game_get_id (table_game (walk)),
                              g_getenv ("FLOURISH_TEST_LANGUAGE") != NULL ? g_getenv ("FLOURISH_TEST_LANGUAGE") : "en",
                              width, height, shot);
      fl_test_save_screenshot (GTK_WIDGET (walk->window), file);
    }
  if (failure != NULL)
    g_error ("%s", failure);
}

/* ---- Walking ---------------------------------------------------------- */

static gboolean
screen_allows (GtkWidget *widget,
               int        width,
               int        height)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  GdkRectangle screen = { 0, 0, G_MAXINT, G_MAXINT };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &screen);
  return width <= screen.width && height <= screen.height;
}

static gboolean
trick_on_table (Walk *walk)
{
  const FlTableView *view = fl_table_page_get_view (table_page (walk));

  for (guint z = 0; view != NULL && z < view->n_zones; z++)
    if (view->zones[z].kind == FL_ZONE_TRICK && view->zones[z].n_listed > 0)
      return TRUE;
  return FALSE;
}

/* One hand of @id from @seat, dealt by @seed, in a window of @width ×
 * @height, checked at each of the user's decisions. */
static void
walk_hand (Walk       *walk,
           const char *id,
           guint64     seed,
           int         seat,
           int         width,
           int         height)
{
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;
  gboolean shot = FALSE;

  g_assert_true (fl_test_resize (GTK_WINDOW (walk->window), width, height));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.play-game", "s", id));
  fl_test_drain ();
  {
    g_autoptr(FlGame) probe = fl_game_new (id, NULL, 1, NULL);
    FlOptions options;

    /* Half of Flashpoint's hands with passing at any turn but the lead,
     * where a player adds a second card to a trick more often. */
    fl_rules_default_options (fl_game_get_rules (probe), &options);
    if (g_str_equal (id, "flashpoint") && seat % 2 == 1)
      options.values[FL_FLASHPOINT_OPTION_PASSING] = FL_FLASHPOINT_PASSING_VOLUNTARY;
    game = fl_game_new (id, &options, seed, &error);
  }
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (game_page (walk), game, seat, "random", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (at_table_cb, walk);

  for (;;)
    {
      g_autoptr(GArray) actions = NULL;
      const FlAction *action;

      fl_test_iterate_until (user_turn_cb, walk);
      if (fl_test_find_dialog (NULL) != NULL || fl_game_is_over (game)
          || fl_game_get_decision (game) == FL_DECISION_CONTINUE)
        break;

      /* A screenshot of the first state with a trick on the table. */
      check_layout (walk, !shot && trick_on_table (walk) ? (shot = TRUE, "trick") : NULL);

      actions = fl_game_list_legal_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      action = &g_array_index (actions, FlAction, g_rand_int_range (walk->rand, 0, (int) actions->len));
      _fl_table_page_apply_action (table_page (walk), action);
    }
  fl_table_page_stop (table_page (walk));
  fl_test_drain ();
}

/* The start page and each game's setup page (or its page of rules, for a
 * game still to come), every label in full. */
static void
check_pages (Walk *walk)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.show-games", NULL));
  fl_test_settle (GTK_WIDGET (walk->window));
  check_labels (walk, NULL);
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const char *id = fl_game_info_get_id (fl_game_info_get_nth (i));

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.play-game", "s", id));
      fl_test_settle (GTK_WIDGET (walk->window));
      check_labels (walk, NULL);
      if (failure != NULL)
        g_error ("%s, on the page of %s", failure, id);
    }
  if (failure != NULL)
    g_error ("%s, on the start page", failure);
}

static void
test_layout_walk (gconstpointer data)
{
  const char *id = data;
  static const int sizes[][2] = { { 800, 600 }, { 960, 720 }, { 1920, 1080 } };
  GSettings *settings = fl_application_get_settings (application);
  Walk walk = { 0 };
  guint n_seats;

  fl_saved_game_discard ();
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_boolean (settings, "tutor-warnings", FALSE);
  g_settings_reset (settings, "show-tutor");
  walk.window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (application)));
  walk.rand = g_rand_new_with_seed (19);

  {
    g_autoptr(FlGame) probe = fl_game_new (id, NULL, 1, NULL);

    n_seats = fl_game_get_n_seats (probe);
  }

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      if (!screen_allows (GTK_WIDGET (walk.window), sizes[s][0], sizes[s][1]))
        {
          g_test_message ("The screen is smaller than %d×%d: not checked at that size.", sizes[s][0], sizes[s][1]);
          continue;
        }
      gtk_window_set_default_size (GTK_WINDOW (walk.window), sizes[s][0], sizes[s][1]);
      check_pages (&walk);
      /* Every seat, so that every place sits at every side of the table
       * (Flunk's dummy, opposite the dealer, at the top and at each side). */
      for (guint seat = 0; seat < n_seats; seat++)
        walk_hand (&walk, id, 1900 + seat * 7 + s, (int) seat, sizes[s][0], sizes[s][1]);
    }

  g_test_message ("%s: %u states checked, %u with the dummy at a side, %u tricks with two cards of one place",
                  id, walk.n_checks, walk.n_side_dummies, walk.n_double_plays);
  g_assert_cmpuint (walk.n_checks, >, 0);
  if (g_str_equal (id, "flunk"))
    g_assert_cmpuint (walk.n_side_dummies, >, 0);
  else
    g_assert_cmpuint (walk.n_double_plays, >, 0);

  g_rand_free (walk.rand);
  fl_test_destroy_windows (GTK_APPLICATION (application));
}

/* The toast shown in @root, by its CSS name, or %NULL. */
static GtkWidget *
find_toast (GtkWidget *root)
{
  if (g_strcmp0 (gtk_widget_get_css_name (root), "toast") == 0 && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toast_shown_cb (gpointer data)
{
  Walk *walk = data;

  return find_toast (GTK_WIDGET (walk->window)) != NULL;
}

/* A new window at @width × @height, at a Flunk table dealt by a fixed
 * seed, the user in the first seat, the tutor as the settings have it. */
static void
sit_at_flunk (Walk *walk,
              int   width,
              int   height)
{
  GSettings *settings = fl_application_get_settings (application);
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;

  fl_saved_game_discard ();
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_reset (settings, "show-tutor");
  walk->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (application)));
  g_assert_true (fl_test_resize (GTK_WINDOW (walk->window), width, height));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (walk->window), "win.play-game", "s", "flunk"));
  fl_test_drain ();
  game = fl_game_new ("flunk", NULL, 5, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (game_page (walk), game, 0, "random", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (at_table_cb, walk);
  fl_test_settle (GTK_WIDGET (walk->window));
}

/* A message of the table's (an illegal move refused) lies over the table,
 * clear of the tutor beside it. */
static void
test_layout_toast (void)
{
  Walk walk = { 0 };
  GtkWidget *toast, *tutor;
  graphene_rect_t toast_bounds, tutor_bounds, page_bounds;

  sit_at_flunk (&walk, 1024, 768);
  _fl_table_page_show_toast (table_page (&walk), "A message of the table's, long enough to reach the tutor "
                                                 "if it were centred on the whole window.");
  tutor = GTK_WIDGET (fl_game_page_get_tutor_panel (game_page (&walk)));
  g_assert_true (gtk_widget_is_drawable (tutor));
  fl_test_iterate_until (toast_shown_cb, &walk);
  fl_test_settle (GTK_WIDGET (walk.window));
  toast = find_toast (GTK_WIDGET (walk.window));
  g_assert_nonnull (toast);
  g_assert_true (gtk_widget_compute_bounds (toast, GTK_WIDGET (walk.window), &toast_bounds));
  g_assert_true (gtk_widget_compute_bounds (tutor, GTK_WIDGET (walk.window), &tutor_bounds));
  g_assert_false (graphene_rect_intersection (&toast_bounds, &tutor_bounds, NULL));
  /* Centred on the table, not on the window. */
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (table_page (&walk)), GTK_WIDGET (walk.window), &page_bounds));
  g_assert_cmpfloat (fabs ((toast_bounds.origin.x + toast_bounds.size.width / 2)
                           - (page_bounds.origin.x + page_bounds.size.width / 2)), <=, 2.0);

  fl_table_page_stop (table_page (&walk));
  fl_test_destroy_windows (GTK_APPLICATION (application));
}

/* Every tooltip of the table, in this language, at least as wide as its
 * text on one line (up to a measure, wrapped beyond): GTK 4.8's own would
 * stand a Japanese tooltip one character a line. */
static void
test_layout_tooltips (void)
{
  Walk walk = { 0 };
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();
  guint n_tooltips = 0;

  sit_at_flunk (&walk, 1024, 768);
  fl_test_collect_widgets (GTK_WIDGET (walk.window), GTK_TYPE_WIDGET, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      GtkWidget *widget = widgets->pdata[i];
      const char *markup = gtk_widget_get_tooltip_markup (widget);
      g_autoptr(GtkTooltip) tooltip = NULL;
      g_autoptr(GtkWidget) label = NULL;
      PangoLayout *layout;
      gboolean shown = FALSE;
      int line, minimum;

      if (markup == NULL || !gtk_widget_get_has_tooltip (widget))
        continue;
      n_tooltips++;

      /* The widget's own query shows it. */
      tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
      g_signal_emit_by_name (widget, "query-tooltip", 1, 1, FALSE, tooltip, &shown);
      g_assert_true (shown);

      /* In a label no narrower than its text on one line (up to 360 px). */
      label = g_object_ref_sink (fl_tooltip_label_new (markup));
      layout = gtk_widget_create_pango_layout (label, NULL);
      pango_layout_set_markup (layout, markup, -1);
      pango_layout_get_pixel_size (layout, &line, NULL);
      g_object_unref (layout);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      if (minimum < MIN (line, 360))
        g_error ("the tooltip “%s” may be %d px wide, its text %d px", markup, minimum, line);
    }
  g_test_message ("%u tooltips checked", n_tooltips);
  g_assert_cmpuint (n_tooltips, >, 0);

  fl_table_page_stop (table_page (&walk));
  fl_test_destroy_windows (GTK_APPLICATION (application));
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/ui/layout/flunk", "flunk", test_layout_walk);
  g_test_add_data_func ("/ui/layout/flashpoint", "flashpoint", test_layout_walk);
  g_test_add_func ("/ui/layout/toast", test_layout_toast);
  g_test_add_func ("/ui/layout/tooltips", test_layout_tooltips);

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
