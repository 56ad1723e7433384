/* test-ui-window.c: the application started in-process, as a user sees it
 *
 * Runs under Xvfb (tests/run-ui-test) with fatal criticals and warnings, so
 * no GTK complaint passes silently. With FLOURISH_TEST_LANGUAGE=ja it checks
 * that the window speaks Japanese.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-engine.h"
#include "fl-preferences-window.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  FlWindow      *window;
} Fixture;

static gboolean
toplevel_shown (gpointer data)
{
  GtkWindow *window = fl_test_find_toplevel ((GType) GPOINTER_TO_SIZE (data));

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

/* Waits for a window of @type to appear, then closes it and waits for it to go. */
static GtkWindow *
wait_for_toplevel (GType type)
{
  fl_test_iterate_until (toplevel_shown, GSIZE_TO_POINTER (type));
  fl_test_drain ();
  return fl_test_find_toplevel (type);
}

static void
close_and_wait (GtkWindow *window)
{
  GWeakRef ref;

  g_weak_ref_init (&ref, window);
  gtk_window_close (window);
  fl_test_iterate_until (fl_test_widget_is_gone, &ref);
  fl_test_drain ();
  g_weak_ref_clear (&ref);
}

/* One application for the whole run: an application registers only once a
 * process. Each test starts from its activation, as a launch does. */
static FlApplication *application;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->app = application;
  fixture->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (fixture->app)));
  g_assert_true (FL_IS_WINDOW (fixture->window));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  fl_test_destroy_windows (GTK_APPLICATION (fixture->app));
}

static GPtrArray *
play_buttons (Fixture *fixture)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
  GPtrArray *play = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (fixture->window), GTK_TYPE_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.play-game") == 0)
        g_ptr_array_add (play, buttons->pdata[i]);
    }

  return play;
}

/* The first widget of @type below @root that is on screen. */
static gpointer
find_drawable (GtkWidget *root,
               GType      type)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  fl_test_collect_widgets (root, type, widgets);
  for (guint i = 0; i < widgets->len; i++)
    {
      if (gtk_widget_is_drawable (widgets->pdata[i]))
        return widgets->pdata[i];
    }

  return NULL;
}

static const char *
visible_game_title (Fixture *fixture)
{
  AdwWindowTitle *title = find_drawable (GTK_WIDGET (fixture->window), ADW_TYPE_WINDOW_TITLE);

  return title != NULL ? adw_window_title_get_title (title) : NULL;
}

static void
test_window_play (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GPtrArray) buttons = play_buttons (fixture);

  g_assert_cmpuint (buttons->len, ==, fl_game_info_get_n_games ());
  g_assert_null (fl_window_get_current_game (fixture->window));

  for (guint i = 0; i < buttons->len; i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);
      GtkMenuButton *menu_button;
      GVariant *target = gtk_actionable_get_action_target_value (buttons->pdata[i]);

      g_assert_cmpstr (g_variant_get_string (target, NULL), ==, fl_game_info_get_id (info));
      g_assert_true (gtk_widget_is_drawable (buttons->pdata[i]));

      fl_test_click (buttons->pdata[i]);
      fl_test_drain ();

      /* The game's page is shown, named after the game. */
      g_assert_cmpstr (fl_window_get_current_game (fixture->window), ==, fl_game_info_get_id (info));
      g_assert_cmpstr (visible_game_title (fixture), ==, fl_game_info_get_name (info));

      /* The primary menu is at hand on the game page too. */
      menu_button = find_drawable (GTK_WIDGET (fixture->window), GTK_TYPE_MENU_BUTTON);
      g_assert_nonnull (menu_button);
      g_assert_true (gtk_menu_button_get_menu_model (menu_button) == (GMenuModel *)
                     gtk_application_get_menu_by_id (GTK_APPLICATION (fixture->app), "primary_menu"));

      /* A game the engine plays opens on its setup, and Ctrl+N (no game
       * being played yet) stays there; a game still to come says so. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL));
      fl_test_drain ();
      g_assert_cmpstr (fl_window_get_current_game (fixture->window), ==, fl_game_info_get_id (info));
      g_assert_cmpstr (fl_game_page_get_mode (fl_window_get_game_page (fixture->window)), ==,
                       fl_rules_lookup (fl_game_info_get_id (info)) != NULL ? "setup" : "soon");

      /* The back button's action leads back to the games. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-games", NULL));
      fl_test_drain ();
      g_assert_null (fl_window_get_current_game (fixture->window));
    }
}

static void
test_window_about (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWindow *about;

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "about", NULL);
  about = wait_for_toplevel (ADW_TYPE_ABOUT_WINDOW);
  g_assert_cmpstr (adw_about_window_get_version (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_name (ADW_ABOUT_WINDOW (about)), ==, _("Flourish"));
  g_assert_cmpint (adw_about_window_get_license_type (ADW_ABOUT_WINDOW (about)), ==, GTK_LICENSE_GPL_3_0);
  g_assert_true (gtk_window_get_transient_for (about) == GTK_WINDOW (fixture->window));
  close_and_wait (about);
}

static void
test_window_preferences (Fixture       *fixture,
                         gconstpointer  data)
{
  GSettings *settings = fl_application_get_settings (fixture->app);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autofree char *card_size = NULL;
  g_autofree char *speed = NULL;
  GtkWindow *preferences;

  g_settings_set_string (settings, "card-size", "large");

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "preferences", NULL);
  preferences = wait_for_toplevel (FL_TYPE_PREFERENCES_WINDOW);

  /* The rows show the settings and write them back. */
  fl_test_collect_widgets (GTK_WIDGET (preferences), ADW_TYPE_COMBO_ROW, rows);
  /* Card size, the hand's order, the pace. */
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[0]), ==, 2);
  adw_combo_row_set_selected (rows->pdata[0], 0);
  adw_combo_row_set_selected (rows->pdata[2], 3);
  card_size = g_settings_get_string (settings, "card-size");
  speed = g_settings_get_string (settings, "animation-speed");
  g_assert_cmpstr (card_size, ==, "small");
  g_assert_cmpstr (speed, ==, "fast");

  close_and_wait (preferences);
}

static void
test_window_shortcuts (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GPtrArray) shortcuts = g_ptr_array_new ();
  GtkWindow *window;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-help-overlay", NULL));
  window = wait_for_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);

  fl_test_collect_widgets (GTK_WIDGET (window), GTK_TYPE_SHORTCUTS_SHORTCUT, shortcuts);
  g_assert_cmpuint (shortcuts->len, >=, 5);
  close_and_wait (window);
}

static void
test_window_accels (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkApplication *app = GTK_APPLICATION (fixture->app);
  const struct {
    const char *action;
    const char *accel;
  } expected[] = {
    { "app.quit", "<Control>q" },
    { "app.help", "F1" },
    { "win.new-game", "<Control>n" },
    { "win.show-help-overlay", "<Control>question" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, expected[i].action);

      g_assert_true (g_strv_contains ((const char *const *) accels, expected[i].accel));
    }
}

/* The size of the window is kept when it closes, and restored. */
static void
test_window_state (Fixture       *fixture,
                   gconstpointer  data)
{
  GSettings *settings = fl_application_get_settings (fixture->app);
  FlWindow *second;
  int width, height;

  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 820, 610);
  close_and_wait (GTK_WINDOW (fixture->window));
  fixture->window = NULL;

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 820);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 610);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));

  second = fl_window_new (fixture->app);
  gtk_window_get_default_size (GTK_WINDOW (second), &width, &height);
  g_assert_cmpint (width, ==, 820);
  g_assert_cmpint (height, ==, 610);
  gtk_window_destroy (GTK_WINDOW (second));
}

/* A known label in the language the test was started in. */
static void
test_window_language (Fixture       *fixture,
                      gconstpointer  data)
{
  const char *language = data;
  AdwStatusPage *page = find_drawable (GTK_WIDGET (fixture->window), ADW_TYPE_STATUS_PAGE);
  g_autoptr(GPtrArray) buttons = play_buttons (fixture);
  const char *expected_title;
  const char *expected_play;

  if (g_str_equal (language, "ja"))
    {
      expected_title = "ゲームを選ぶ";
      expected_play = "プレイ";
    }
  else
    {
      expected_title = "Choose a Game";
      expected_play = "Play";
    }

  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_title (page), ==, expected_title);
  g_assert_cmpstr (gtk_button_get_label (buttons->pdata[0]), ==, expected_play);
}

int
main (int    argc,
      char **argv)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();

  /* Not G_TEST_OPTION_ISOLATE_DIRS: the icon theme and GIO's MIME database
   * live in XDG_DATA_DIRS. tests/run-ui-test keeps our home directories
   * apart instead, and settings live in memory. */
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("/ui/window/play", test_window_play);
  ADD ("/ui/window/about", test_window_about);
  ADD ("/ui/window/preferences", test_window_preferences);
  ADD ("/ui/window/shortcuts", test_window_shortcuts);
  ADD ("/ui/window/accels", test_window_accels);
  ADD ("/ui/window/state", test_window_state);
#undef ADD

  g_test_add ("/ui/window/language", Fixture, language != NULL ? language : "en",
              fixture_setup, test_window_language, fixture_teardown);

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
