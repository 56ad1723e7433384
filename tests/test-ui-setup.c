/* test-ui-setup.c: the setup page of a new game
 *
 * Runs under Xvfb (tests/run-ui-test) with fatal criticals and warnings and
 * settings in memory. It also saves screenshots of the page for a person to
 * look at, into $FLOURISH_SCREENSHOT_DIR or else screenshots/ in the build
 * directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-engine.h"
#include "fl-preferences-window.h"
#include "fl-resources.h"
#include "fl-setup-page.h"
#include "fl-ui-test-helpers.h"

typedef struct
{
  GtkWindow   *window;
  FlSetupPage *page;
  GSettings   *settings;
  guint        n_starts;
} Fixture;

static GtkWidget *
find_option_row (FlSetupPage   *page,
                 const FlRules *rules,
                 const char    *key)
{
  int index = fl_rules_find_option (rules, key);

  g_assert_cmpint (index, >=, 0);
  return fl_test_find_row (GTK_WIDGET (page),
                           g_dpgettext2 (GETTEXT_PACKAGE, "option", rules->options[index].label));
}

static AdwComboRow *
seat_row (FlSetupPage *page)
{
  GtkWidget *row = fl_test_find_row (GTK_WIDGET (page), _("Your _Seat"));

  g_assert_true (ADW_IS_COMBO_ROW (row));
  return ADW_COMBO_ROW (row);
}

static AdwComboRow *
strength_row (FlSetupPage *page)
{
  GtkWidget *row = fl_test_find_row (GTK_WIDGET (page), _("_Opponents"));

  g_assert_true (ADW_IS_COMBO_ROW (row));
  return ADW_COMBO_ROW (row);
}

/* The page's button for @action. */
static GtkWidget *
find_button (FlSetupPage *page,
             const char  *action)
{
  return fl_test_find_button (GTK_WIDGET (page), NULL, action, NULL);
}

static void
start_cb (FlSetupPage *page,
          Fixture     *fixture)
{
  g_assert_true (page == fixture->page);
  fixture->n_starts++;
}

static FlSetupPage *
add_page (Fixture *fixture)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *title = adw_window_title_new ("Flourish", NULL);
  FlSetupPage *page = fl_setup_page_new ();

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_vexpand (GTK_WIDGET (page), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (page));
  adw_window_set_content (ADW_WINDOW (fixture->window), box);
  g_signal_connect (page, "start", G_CALLBACK (start_cb), fixture);

  return page;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->settings = g_settings_new (APP_ID);
  g_settings_reset (fixture->settings, "game-setups");

  fixture->window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (fixture->window, 960, 720);
  fixture->page = add_page (fixture);
  gtk_window_present (fixture->window);
  fl_test_iterate_until (fl_test_widget_is_mapped, fixture->window);
  fl_test_drain ();
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  gtk_window_destroy (fixture->window);
  fl_test_drain ();
  g_settings_reset (fixture->settings, "game-setups");
  g_clear_object (&fixture->settings);
}

/* A second page in its own window, reading the settings through another
 * GSettings object on the same (memory) backend, as the next start of the
 * app would. */
static FlSetupPage *
new_reader (const FlRules *rules,
            GtkWindow    **window)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  FlSetupPage *page = fl_setup_page_new ();

  *window = GTK_WINDOW (adw_window_new ());
  adw_window_set_content (ADW_WINDOW (*window), GTK_WIDGET (page));
  fl_setup_page_set_game (page, rules, settings);

  return page;
}

/* Whether @widget shows whenever @page does. */
static gboolean
shown_in (FlSetupPage *page,
          GtkWidget   *widget)
{
  for (; widget != NULL && widget != GTK_WIDGET (page); widget = gtk_widget_get_parent (widget))
    if (!gtk_widget_get_visible (widget))
      return FALSE;

  return widget != NULL;
}

/* Each option has a row of the right kind, showing its value. */
static void
check_rows (FlSetupPage   *page,
            const FlRules *rules)
{
  FlOptions options;

  fl_setup_page_get_options (page, &options);

  for (guint i = 0; i < rules->n_options; i++)
    {
      const FlOptionDesc *desc = &rules->options[i];
      GtkWidget *row = find_option_row (page, rules, desc->key);
      const char *description = g_dpgettext2 (GETTEXT_PACKAGE, "option", desc->description);

      g_assert_nonnull (row);
      g_assert_true (shown_in (page, row));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, description);

      switch (desc->type)
        {
        case FL_OPTION_CHOICE:
          {
            GListModel *model;

            g_assert_true (ADW_IS_COMBO_ROW (row));
            model = adw_combo_row_get_model (ADW_COMBO_ROW (row));
            g_assert_cmpuint (g_list_model_get_n_items (model), ==, desc->n_choices);
            for (guint c = 0; c < desc->n_choices; c++)
              g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), c), ==,
                               g_dpgettext2 (GETTEXT_PACKAGE, "option value", desc->choices[c].label));
            g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, options.values[i]);
          }
          break;

        case FL_OPTION_BOOL:
          {
            GtkSwitch *widget = fl_test_find_widget (row, GTK_TYPE_SWITCH);

            g_assert_false (ADW_IS_COMBO_ROW (row));
            g_assert_nonnull (widget);
            g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == GTK_WIDGET (widget));
            g_assert_cmpint (gtk_switch_get_active (widget), ==, options.values[i] != 0);
          }
          break;

        case FL_OPTION_INT:
        default:
          {
            GtkSpinButton *spin = fl_test_find_widget (row, GTK_TYPE_SPIN_BUTTON);
            double min, max, step, page_step;

            g_assert_false (ADW_IS_COMBO_ROW (row));
            g_assert_nonnull (spin);
            gtk_spin_button_get_range (spin, &min, &max);
            gtk_spin_button_get_increments (spin, &step, &page_step);
            g_assert_cmpint ((int) min, ==, desc->min);
            g_assert_cmpint ((int) max, ==, desc->max);
            g_assert_cmpint ((int) step, ==, MAX (desc->step, 1));
            g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, options.values[i]);
          }
          break;
        }
    }
}

static void
assert_defaults (FlSetupPage   *page,
                 const FlRules *rules)
{
  FlOptions options, defaults;

  fl_rules_default_options (rules, &defaults);
  fl_setup_page_get_options (page, &options);
  for (guint i = 0; i < FL_MAX_OPTIONS; i++)
    g_assert_cmpint (options.values[i], ==, defaults.values[i]);
  g_assert_cmpint (fl_setup_page_get_human_seat (page), ==, 0);
  g_assert_cmpstr (fl_setup_page_get_strength (page), ==, "heuristic");
  check_rows (page, rules);
}

static void
test_setup_rows (Fixture       *fixture,
                 gconstpointer  data)
{
  const FlRules *rules = fl_rules_lookup (data);
  AdwComboRow *seats;
  GListModel *strengths;
  FlOptions defaults;

  g_assert_nonnull (rules);
  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  fl_test_drain ();

  g_assert_true (fl_setup_page_get_rules (fixture->page) == rules);
  assert_defaults (fixture->page, rules);

  /* One seat to choose for each player. */
  seats = seat_row (fixture->page);
  fl_rules_default_options (rules, &defaults);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (seats)), ==,
                    rules->n_seats (&defaults));
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (seats)); i++)
    {
      const char *name = gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (seats)), i);

      g_assert_nonnull (name);
      g_assert_cmpstr (name, !=, "");
    }

  /* Two strengths, each described under the row. */
  strengths = adw_combo_row_get_model (strength_row (fixture->page));
  g_assert_cmpuint (g_list_model_get_n_items (strengths), ==, 2);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (strength_row (fixture->page))), ==,
                   _("They play to win"));
  adw_combo_row_set_selected (strength_row (fixture->page), 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (strength_row (fixture->page))), ==,
                   _("They play any legal card at random"));
  g_assert_cmpstr (fl_setup_page_get_strength (fixture->page), ==, "random");

  /* Nothing to restore at the defaults; something once changed. */
  adw_combo_row_set_selected (strength_row (fixture->page), 1);
  g_assert_false (gtk_widget_is_sensitive (find_button (fixture->page, "setup.restore-defaults")));
  adw_combo_row_set_selected (seats, 1);
  g_assert_true (gtk_widget_is_sensitive (find_button (fixture->page, "setup.restore-defaults")));
}

/* Flunk: change a choice, the deals (typed, not yet committed), the seat
 * and the strength; Start keeps them for the next time. */
static void
test_setup_flunk_start (Fixture       *fixture,
                        gconstpointer  data)
{
  const FlRules *rules = fl_rules_lookup ("flunk");
  int deals = fl_rules_find_option (rules, "deals");
  int score = fl_rules_find_option (rules, "opponents-score");
  GtkSpinButton *spin;
  GtkWindow *window;
  FlSetupPage *reader;
  FlOptions options;

  fl_setup_page_set_game (fixture->page, rules, fixture->settings);

  adw_combo_row_set_selected (ADW_COMBO_ROW (find_option_row (fixture->page, rules, "opponents-score")), 1);
  spin = fl_test_find_widget (find_option_row (fixture->page, rules, "deals"), GTK_TYPE_SPIN_BUTTON);
  gtk_editable_set_text (GTK_EDITABLE (spin), "15");
  adw_combo_row_set_selected (seat_row (fixture->page), 2);
  adw_combo_row_set_selected (strength_row (fixture->page), 0);

  g_assert_cmpuint (fixture->n_starts, ==, 0);
  fl_test_click (find_button (fixture->page, "setup.start"));
  g_assert_cmpuint (fixture->n_starts, ==, 1);

  fl_setup_page_get_options (fixture->page, &options);
  g_assert_cmpint (options.values[deals], ==, 15);
  g_assert_cmpint (options.values[score], ==, 1);
  g_assert_true (fl_rules_validate_options (rules, &options, NULL));
  g_assert_cmpint (fl_setup_page_get_human_seat (fixture->page), ==, 2);
  g_assert_cmpstr (fl_setup_page_get_strength (fixture->page), ==, "random");

  /* A new page finds them in the settings. */
  reader = new_reader (rules, &window);
  fl_setup_page_get_options (reader, &options);
  g_assert_cmpint (options.values[deals], ==, 15);
  g_assert_cmpint (options.values[score], ==, 1);
  g_assert_cmpint (fl_setup_page_get_human_seat (reader), ==, 2);
  g_assert_cmpstr (fl_setup_page_get_strength (reader), ==, "random");
  check_rows (reader, rules);
  gtk_window_destroy (window);

  /* Restore Defaults resets the page, not the settings until Start. */
  fl_test_click (find_button (fixture->page, "setup.restore-defaults"));
  assert_defaults (fixture->page, rules);
  g_assert_false (gtk_widget_is_sensitive (find_button (fixture->page, "setup.restore-defaults")));
  reader = new_reader (rules, &window);
  g_assert_cmpint (fl_setup_page_get_human_seat (reader), ==, 2);
  gtk_window_destroy (window);

  fl_test_click (find_button (fixture->page, "setup.start"));
  g_assert_cmpuint (fixture->n_starts, ==, 2);
  reader = new_reader (rules, &window);
  assert_defaults (reader, rules);
  gtk_window_destroy (window);
}

/* Stored values that are no longer valid are ignored one by one. */
static void
test_setup_invalid (Fixture       *fixture,
                    gconstpointer  data)
{
  const FlRules *rules = fl_rules_lookup ("flunk");
  int deals = fl_rules_find_option (rules, "deals");
  FlOptions options;

  g_settings_set_value (fixture->settings, "game-setups",
                        g_variant_new_parsed ("{'flunk': {'deals': 4, 'opponents-score': 7, "
                                              "'_seat': 3, '_strength': 5, 'no-such-option': 1}}"));
  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  assert_defaults (fixture->page, rules);

  g_settings_set_value (fixture->settings, "game-setups",
                        g_variant_new_parsed ("{'flunk': {'deals': 12, 'opponents-score': -1, "
                                              "'_seat': 1, '_strength': -1}, "
                                              "'flashpoint': {'target': 75}}"));
  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  fl_setup_page_get_options (fixture->page, &options);
  g_assert_cmpint (options.values[deals], ==, 12);
  g_assert_cmpint (options.values[fl_rules_find_option (rules, "opponents-score")], ==,
                   rules->options[fl_rules_find_option (rules, "opponents-score")].default_value);
  g_assert_cmpint (fl_setup_page_get_human_seat (fixture->page), ==, 1);
  g_assert_cmpstr (fl_setup_page_get_strength (fixture->page), ==, "heuristic");
  check_rows (fixture->page, rules);

  /* A target off the steps of 50. */
  fl_setup_page_set_game (fixture->page, fl_rules_lookup ("flashpoint"), fixture->settings);
  assert_defaults (fixture->page, fl_rules_lookup ("flashpoint"));

  /* And without settings, the defaults, and Start still starts. */
  fl_setup_page_set_game (fixture->page, rules, NULL);
  assert_defaults (fixture->page, rules);
  fl_test_click (find_button (fixture->page, "setup.start"));
  g_assert_cmpuint (fixture->n_starts, ==, 1);
}

/* Flashpoint: the target by steps of 50, a choice and the fourth seat; the
 * other game's remembered setup stays as it was. */
static void
test_setup_flashpoint_start (Fixture       *fixture,
                             gconstpointer  data)
{
  const FlRules *flunk = fl_rules_lookup ("flunk");
  const FlRules *rules = fl_rules_lookup ("flashpoint");
  int target = fl_rules_find_option (rules, "target");
  int passing = fl_rules_find_option (rules, "passing");
  GtkSpinButton *spin;
  GtkWindow *window;
  FlSetupPage *reader;
  FlOptions options;

  g_assert_cmpint (rules->options[target].min, ==, 50);
  g_assert_cmpint (rules->options[target].max, ==, 500);
  g_assert_cmpint (rules->options[target].step, ==, 50);

  fl_setup_page_set_game (fixture->page, flunk, fixture->settings);
  adw_combo_row_set_selected (seat_row (fixture->page), 1);
  fl_test_click (find_button (fixture->page, "setup.start"));

  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  assert_defaults (fixture->page, rules);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (seat_row (fixture->page))), ==, 4);

  spin = fl_test_find_widget (find_option_row (fixture->page, rules, "target"), GTK_TYPE_SPIN_BUTTON);
  gtk_spin_button_spin (spin, GTK_SPIN_STEP_FORWARD, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 150);
  /* Typed off the steps, it snaps to one. */
  gtk_editable_set_text (GTK_EDITABLE (spin), "290");
  gtk_spin_button_update (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 300);
  adw_combo_row_set_selected (ADW_COMBO_ROW (find_option_row (fixture->page, rules, "passing")), 1);
  adw_combo_row_set_selected (seat_row (fixture->page), 3);

  fl_test_click (find_button (fixture->page, "setup.start"));
  g_assert_cmpuint (fixture->n_starts, ==, 2);
  fl_setup_page_get_options (fixture->page, &options);
  g_assert_cmpint (options.values[target], ==, 300);
  g_assert_cmpint (options.values[passing], ==, 1);
  g_assert_cmpint (fl_setup_page_get_human_seat (fixture->page), ==, 3);

  reader = new_reader (rules, &window);
  fl_setup_page_get_options (reader, &options);
  g_assert_cmpint (options.values[target], ==, 300);
  g_assert_cmpint (options.values[passing], ==, 1);
  g_assert_cmpint (fl_setup_page_get_human_seat (reader), ==, 3);
  g_assert_cmpstr (fl_setup_page_get_strength (reader), ==, "heuristic");
  check_rows (reader, rules);

  fl_setup_page_set_game (reader, flunk, NULL);
  gtk_window_destroy (window);
  reader = new_reader (flunk, &window);
  g_assert_cmpint (fl_setup_page_get_human_seat (reader), ==, 1);
  gtk_window_destroy (window);

  /* Back at the defaults. */
  fl_test_click (find_button (fixture->page, "setup.restore-defaults"));
  assert_defaults (fixture->page, rules);
}

/* ---- A made-up game with a choice of players and a switch ------------- */

enum { FAKE_PLAYERS, FAKE_JOKERS, FAKE_N_OPTIONS };

static const FlOptionDesc fake_options[] = {
  [FAKE_PLAYERS] = { "players", FL_OPTION_INT, "Players", "How many play.", 3, 5, 1, 4, NULL, 0 },
  [FAKE_JOKERS] = { "jokers", FL_OPTION_BOOL, "Jokers", "Whether the jokers are dealt.", 0, 1, 1, 0, NULL, 0 },
};

static guint
fake_n_seats (const FlOptions *options)
{
  return (guint) options->values[FAKE_PLAYERS];
}

static const FlRules fake_rules = {
  .id = "test-fake-game",
  .options = fake_options,
  .n_options = FAKE_N_OPTIONS,
  .n_seats = fake_n_seats,
};

static void
test_setup_players (Fixture       *fixture,
                    gconstpointer  data)
{
  AdwComboRow *seats;
  GListModel *names;
  GtkWidget *players_row;
  GtkWidget *jokers_row;
  GtkSpinButton *spin;
  GtkSwitch *jokers;
  GtkWindow *window;
  FlSetupPage *reader;
  FlOptions options;

  fl_setup_page_set_game (fixture->page, &fake_rules, fixture->settings);
  check_rows (fixture->page, &fake_rules);
  seats = seat_row (fixture->page);
  names = adw_combo_row_get_model (seats);

  /* The choice of players sits with the players, before the seats. */
  players_row = fl_test_find_row (GTK_WIDGET (fixture->page), "Players");
  jokers_row = fl_test_find_row (GTK_WIDGET (fixture->page), "Jokers");
  g_assert_true (gtk_widget_get_parent (players_row) == gtk_widget_get_parent (GTK_WIDGET (seats)));
  g_assert_true (gtk_widget_get_next_sibling (players_row) == GTK_WIDGET (seats));
  g_assert_true (gtk_widget_get_parent (jokers_row) != gtk_widget_get_parent (GTK_WIDGET (seats)));

  /* A game that does not describe its table numbers its seats. */
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 4);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Seat 1");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 3), ==, "Seat 4");

  /* More players, more seats; fewer, and a seat gone falls back to the first. */
  spin = fl_test_find_widget (players_row, GTK_TYPE_SPIN_BUTTON);
  adw_combo_row_set_selected (seats, 3);
  gtk_spin_button_set_value (spin, 5);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 5);
  g_assert_cmpint (fl_setup_page_get_human_seat (fixture->page), ==, 3);
  gtk_spin_button_set_value (spin, 3);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 3);
  g_assert_cmpint (fl_setup_page_get_human_seat (fixture->page), ==, 0);

  jokers = fl_test_find_widget (jokers_row, GTK_TYPE_SWITCH);
  gtk_switch_set_active (jokers, TRUE);
  adw_combo_row_set_selected (seats, 2);
  fl_test_click (find_button (fixture->page, "setup.start"));

  fl_setup_page_get_options (fixture->page, &options);
  g_assert_cmpint (options.values[FAKE_PLAYERS], ==, 3);
  g_assert_cmpint (options.values[FAKE_JOKERS], ==, 1);

  reader = new_reader (&fake_rules, &window);
  fl_setup_page_get_options (reader, &options);
  g_assert_cmpint (options.values[FAKE_PLAYERS], ==, 3);
  g_assert_cmpint (options.values[FAKE_JOKERS], ==, 1);
  g_assert_cmpint (fl_setup_page_get_human_seat (reader), ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (seat_row (reader))), ==, 3);
  check_rows (reader, &fake_rules);
  gtk_window_destroy (window);

  /* Another game drops the made-up game's rows. */
  fl_setup_page_set_game (fixture->page, fl_rules_lookup ("flunk"), fixture->settings);
  g_assert_null (fl_test_find_row (GTK_WIDGET (fixture->page), "Players"));
  g_assert_null (fl_test_find_row (GTK_WIDGET (fixture->page), "Jokers"));
  check_rows (fixture->page, fl_rules_lookup ("flunk"));
}

static gboolean
has_started (gpointer data)
{
  Fixture *fixture = data;

  return fixture->n_starts > 0;
}

/* Tab reaches every control and Start, which is the window's default. */
static void
test_setup_keyboard (Fixture       *fixture,
                     gconstpointer  data)
{
  const FlRules *rules = fl_rules_lookup ("flunk");
  g_autoptr(GPtrArray) visited = g_ptr_array_new ();
  GtkWidget *start;
  GtkWidget *wanted[5];

  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  fl_test_drain ();

  start = find_button (fixture->page, "setup.start");
  g_assert_true (gtk_window_get_default_widget (fixture->window) == start);
  g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (start)));

  wanted[0] = GTK_WIDGET (seat_row (fixture->page));
  wanted[1] = GTK_WIDGET (strength_row (fixture->page));
  wanted[2] = fl_test_find_widget (find_option_row (fixture->page, rules, "deals"), GTK_TYPE_SPIN_BUTTON);
  wanted[3] = find_option_row (fixture->page, rules, "opponents-score");
  wanted[4] = start;

  gtk_window_set_focus (fixture->window, NULL);
  for (guint step = 0; step < 60; step++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
      for (; focus != NULL; focus = gtk_widget_get_parent (focus))
        g_ptr_array_add (visited, focus);
    }

  for (guint i = 0; i < G_N_ELEMENTS (wanted); i++)
    {
      g_assert_nonnull (wanted[i]);
      g_assert_true (g_ptr_array_find (visited, wanted[i], NULL));
    }
  g_assert_true (g_ptr_array_find (visited, find_button (fixture->page, "setup.restore-defaults"), NULL) ||
                 !gtk_widget_is_sensitive (find_button (fixture->page, "setup.restore-defaults")));

  /* When focused, Enter (the activate signal) starts. */
  gtk_widget_grab_focus (start);
  gtk_widget_activate (start);
  fl_test_iterate_until (has_started, fixture);
  fl_test_drain ();
  g_assert_cmpuint (fixture->n_starts, ==, 1);
}

/* ---- Screenshots ------------------------------------------------------ */

static gboolean
has_size (gpointer data)
{
  return gtk_widget_get_width (data) > 0 && gtk_widget_get_height (data) > 0;
}

static void
screenshot_at (Fixture       *fixture,
               const FlRules *rules,
               int            width,
               int            height,
               const char    *name)
{
  const FlGameInfo *info = fl_game_info_lookup (rules->id);
  GtkWidget *content;

  /* A new window for each size: a shown window keeps its size. */
  gtk_window_destroy (fixture->window);
  fixture->window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (fixture->window, width, height);
  fixture->page = add_page (fixture);
  content = adw_window_get_content (ADW_WINDOW (fixture->window));
  if (info != NULL)
    adw_window_title_set_title (fl_test_find_widget (content, ADW_TYPE_WINDOW_TITLE),
                                fl_game_info_get_name (info));
  fl_setup_page_set_game (fixture->page, rules, fixture->settings);
  gtk_window_present (fixture->window);

  /* The window's size includes the frame the window manager draws
   * around it, so the content is a little smaller. */
  fl_test_iterate_until (has_size, content);
  /* The spin buttons and combo rows in their final layout. */
  fl_test_settle (GTK_WIDGET (fixture->window));
  fl_test_save_screenshot (GTK_WIDGET (fixture->window), name);
}

static void
test_setup_screenshots (Fixture       *fixture,
                        gconstpointer  data)
{
  screenshot_at (fixture, fl_rules_lookup ("flunk"), 960, 720, "setup-flunk.png");
  screenshot_at (fixture, fl_rules_lookup ("flunk"), 800, 600, "setup-flunk-800x600.png");
  screenshot_at (fixture, fl_rules_lookup ("flashpoint"), 960, 720, "setup-flashpoint.png");
  screenshot_at (fixture, fl_rules_lookup ("flashpoint"), 360, 640, "setup-flashpoint-narrow.png");

  fl_test_set_dark (GTK_WIDGET (fixture->window), TRUE);
  screenshot_at (fixture, fl_rules_lookup ("flunk"), 960, 720, "setup-flunk-dark.png");
  fl_test_set_dark (GTK_WIDGET (fixture->window), FALSE);
}

/* ---- Preferences -------------------------------------------------------- */

/* The rows of the table and play settings show them and write them back. */
static void
test_preferences_rows (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  const struct {
    const char *title;
    const char *key;
  } switches[] = {
    { N_("_Four-Colour Deck"), "four-colour-deck" },
    { N_("_Dim Cards You Cannot Play"), "dim-unplayable" },
    { N_("Allow _Undo"), "allow-undo" },
  };
  GtkWindow *window;
  AdwComboRow *order;
  AdwComboRow *speed;
  g_autofree char *nick = NULL;

  g_settings_set_string (settings, "card-order", "rank");
  g_settings_set_boolean (settings, "allow-undo", FALSE);

  window = GTK_WINDOW (fl_preferences_window_new (settings));
  gtk_window_present (window);
  fl_test_iterate_until (fl_test_widget_is_mapped, window);
  fl_test_drain ();

  for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
    {
      GtkWidget *row = fl_test_find_row (GTK_WIDGET (window), _(switches[i].title));
      GtkSwitch *widget;

      g_assert_nonnull (row);
      widget = fl_test_find_widget (row, GTK_TYPE_SWITCH);
      g_assert_nonnull (widget);
      g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == GTK_WIDGET (widget));
      g_assert_cmpint (gtk_switch_get_active (widget), ==, g_settings_get_boolean (settings, switches[i].key));
      gtk_switch_set_active (widget, !gtk_switch_get_active (widget));
      g_assert_cmpint (gtk_switch_get_active (widget), ==, g_settings_get_boolean (settings, switches[i].key));
      g_settings_reset (settings, switches[i].key);
      g_assert_cmpint (gtk_switch_get_active (widget), ==, g_settings_get_boolean (settings, switches[i].key));
    }

  order = ADW_COMBO_ROW (fl_test_find_row (GTK_WIDGET (window), _("Sort Your _Hand")));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (order)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (order), ==, 1);
  adw_combo_row_set_selected (order, 2);
  nick = g_settings_get_string (settings, "card-order");
  g_assert_cmpstr (nick, ==, "game");
  g_settings_reset (settings, "card-order");
  g_assert_cmpuint (adw_combo_row_get_selected (order), ==, 0);

  speed = ADW_COMBO_ROW (fl_test_find_row (GTK_WIDGET (window), _("_Animation Speed")));
  g_assert_nonnull (speed);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (speed)), ==, 4);

  fl_test_iterate_until (has_size, window);
  fl_test_settle (GTK_WIDGET (window));
  fl_test_save_screenshot (GTK_WIDGET (window), "preferences.png");
  gtk_window_destroy (window);
}

int
main (int    argc,
      char **argv)
{
  fl_i18n_init ();
  gtk_disable_setlocale ();

  /* Not G_TEST_OPTION_ISOLATE_DIRS, as in test-ui-window.c: tests/run-ui-test
   * keeps our home directories apart, and settings live in memory. */
  g_test_init (&argc, &argv, NULL);

#define ADD(path, data, func) \
  g_test_add (path, Fixture, data, fixture_setup, func, fixture_teardown)

  ADD ("/ui/setup/flunk/rows", "flunk", test_setup_rows);
  ADD ("/ui/setup/flashpoint/rows", "flashpoint", test_setup_rows);
  ADD ("/ui/setup/flunk/start", NULL, test_setup_flunk_start);
  ADD ("/ui/setup/flashpoint/start", NULL, test_setup_flashpoint_start);
  ADD ("/ui/setup/invalid", NULL, test_setup_invalid);
  ADD ("/ui/setup/players", NULL, test_setup_players);
  ADD ("/ui/setup/keyboard", NULL, test_setup_keyboard);
  ADD ("/ui/setup/screenshots", NULL, test_setup_screenshots);
#undef ADD

  g_test_add_func ("/ui/preferences/rows", test_preferences_rows);

  /* The page alone, without the application and its windows. */
  gtk_init ();
  adw_init ();
  fl_register_resource ();

  return g_test_run ();
}
