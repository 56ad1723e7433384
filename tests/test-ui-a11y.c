/* test-ui-a11y.c: the app as a screen reader finds it
 *
 * The app runs in this process; tests/a11y-tree.py, started beside it,
 * reads its accessibility tree over AT-SPI as Orca would and types on the
 * X server's test keyboard (XTEST) as a user would, at this test's
 * command (tests/a11y-tree.py says how they talk). The main loop runs
 * while the helper works, so that the app can answer it.
 *
 * - At each state a user meets (the game list, a game's setup, a game
 *   coming soon, Flunk's table at a decision and mid-hand, its score
 *   sheet, last trick and menu, Flashpoint's table, the preferences, the
 *   question before abandoning a game, the keyboard shortcuts, a hand's
 *   summary) no control shown has an empty name, a
 *   toolkit class name, a raw mnemonic or a name said twice; a lesson done
 *   says so in words.
 * - At Flashpoint's table each card played names who played it, the
 *   partner's place says so in its name and in words on screen, the
 *   user's own place says it is their turn, and the status line tells the
 *   last move.
 * - The check itself fails on controls made with each of those faults.
 * - A whole hand of Flunk is played with the keyboard alone, keys typed
 *   on the X server, and every object that takes the focus on the way has
 *   a good name in the tree.
 *
 * Runs under Xvfb with its own session bus (tests/run-ui-test); fails
 * when no Python with pyatspi was found (tests/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <unistd.h>

#include "fl-application.h"
#include "fl-card-widget.h"
#include "fl-coach.h"
#include "fl-engine.h"
#include "fl-flume-rules.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-seat-panel.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  GSettings     *settings;
  FlWindow      *window;
} Fixture;

static FlApplication *application;

/* ---- The helper ------------------------------------------------------ */

static struct
{
  GSubprocess      *process;
  GOutputStream    *input;
  GDataInputStream *output;
  GPtrArray        *lines;
  gboolean          answered;
  gboolean          gone;
} helper;

static void
helper_line_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(GError) error = NULL;
  char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, NULL, &error);

  if (line == NULL)
    {
      helper.gone = helper.answered = TRUE;
      return;
    }
  if (g_str_equal (line, "end"))
    {
      g_free (line);
      helper.answered = TRUE;
      return;
    }
  g_ptr_array_add (helper.lines, line);
  g_data_input_stream_read_line_async (helper.output, G_PRIORITY_DEFAULT, NULL, helper_line_cb, NULL);
}

static gboolean
helper_answered_cb (gpointer data)
{
  return helper.answered;
}

/* Gives the helper @command and runs the main loop until its whole answer
 * came: its lines. */
static GPtrArray *
ask (const char *command)
{
  g_autofree char *line = g_strconcat (command, "\n", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (helper.process);
  g_assert_true (g_output_stream_write_all (helper.input, line, strlen (line), NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_output_stream_flush (helper.input, NULL, &error));
  g_assert_no_error (error);

  helper.lines = g_ptr_array_new_with_free_func (g_free);
  helper.answered = FALSE;
  g_data_input_stream_read_line_async (helper.output, G_PRIORITY_DEFAULT, NULL, helper_line_cb, NULL);
  fl_test_iterate_until (helper_answered_cb, NULL);
  if (helper.gone)
    g_error ("The accessibility helper ended while asked “%s”", command);
  for (guint i = 0; i < helper.lines->len; i++)
    if (g_str_has_prefix (helper.lines->pdata[i], "error\t"))
      g_error ("The accessibility helper failed at “%s”: %s", command, (char *) helper.lines->pdata[i]);
  return g_steal_pointer (&helper.lines);
}

/* Whether the helper sees this process on the accessibility bus yet. */
static gboolean
app_on_bus (void)
{
  g_autoptr(GPtrArray) lines = ask ("focus");

  return lines->len != 1 || !g_str_equal (lines->pdata[0], "noapp");
}

static gboolean
app_on_bus_cb (gpointer data)
{
  return app_on_bus ();
}

static gboolean
start_helper (void)
{
  const char *python = g_getenv ("FLOURISH_A11Y_PYTHON");
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "tests", "a11y-tree.py", NULL);
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  g_autoptr(GError) error = NULL;

  if (helper.process != NULL)
    return TRUE;
  if (python == NULL || *python == '\0')
    {
      /* Not skipped: a check not made is not a check passed. */
      g_test_fail_printf ("No Python with pyatspi to read the accessibility tree: install python3-pyatspi "
                          "(build-aux/debian-packages.txt) and configure again");
      return FALSE;
    }
  helper.process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                     python, script, "--pid", pid, NULL);
  g_assert_no_error (error);
  helper.input = g_subprocess_get_stdin_pipe (helper.process);
  helper.output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (helper.process));
  return TRUE;
}

static void
stop_helper (void)
{
  if (helper.process == NULL)
    return;
  g_output_stream_close (helper.input, NULL, NULL);
  g_subprocess_wait (helper.process, NULL, NULL);
  g_clear_object (&helper.output);
  g_clear_object (&helper.process);
}

/* ---- What the tree says ---------------------------------------------- */

/* The controls shown whose names are wrong, as the helper reports them:
 * "bad ROLE NAME REASON PATH", tab-separated. */
static GPtrArray *
bad_names (void)
{
  g_autoptr(GPtrArray) lines = ask ("check");

  for (guint i = 0; i < lines->len; i++)
    g_assert_true (g_str_has_prefix (lines->pdata[i], "bad\t"));
  return g_steal_pointer (&lines);
}

/* Every control shown at @state has a good name. */
static void
check_names (const char *state)
{
  g_autoptr(GPtrArray) bad = bad_names ();

  /* Made again when it met the tree while it changed, as check_focus()
   * does: a fault that stays is a fault. */
  for (guint attempt = 0; attempt < 3 && bad->len > 0; attempt++)
    {
      g_ptr_array_unref (bad);
      fl_test_drain ();
      bad = bad_names ();
    }

  for (guint i = 0; i < bad->len; i++)
    g_test_message ("%s: %s", state, (char *) bad->pdata[i]);
  if (bad->len > 0)
    g_error ("%s: %u controls with a wrong accessible name (listed above)", state, bad->len);
  g_test_message ("%s: every control is named", state);
}

/* The names of the objects focused so far, each between bars. */
static GString *focus_names;

/* The name of the object with the focus (@focus, as GTK has it), which
 * must be good: counted in *@n_checked, and kept in focus_names. */
static void
check_focus (GtkWidget  *focus,
             const char *state,
             guint      *n_checked)
{
  g_autoptr(GPtrArray) lines = NULL;
  g_auto(GStrv) fields = NULL;

  /* Laid out and drawn first: a widget just made has no size yet, and the
   * tree has it as not on screen until it has. */
  g_assert_nonnull (focus);
  fl_test_wait_for_frame (focus);
  lines = ask ("focus");
  /* The app answers the helper from its main loop, which goes on between
   * two of its calls: a walk that met the tree while it changed (the
   * tutor rebuilding its lines) is made again, once the next frame is
   * drawn. */
  for (guint attempt = 0; attempt < 10 && lines->len == 1 && g_str_equal (lines->pdata[0], "nofocus"); attempt++)
    {
      g_ptr_array_unref (lines);
      fl_test_wait_for_frame (focus);
      lines = ask ("focus");
    }

  g_assert_cmpuint (lines->len, ==, 1);
  if (g_str_equal (lines->pdata[0], "nofocus"))
    {
      g_autoptr(GPtrArray) tree = ask ("dump");

      for (guint i = 0; i < tree->len; i++)
        g_test_message ("%s", (char *) tree->pdata[i]);
      g_error ("%s: nothing has the focus in the accessibility tree (above)", state);
    }
  fields = g_strsplit (lines->pdata[0], "\t", -1);
  g_assert_cmpuint (g_strv_length (fields), ==, 4);
  g_assert_cmpstr (fields[0], ==, "focus");
  if (*fields[3] != '\0')
    g_error ("%s: the focused %s is named “%s”: %s", state, fields[1], fields[2], fields[3]);
  g_test_message ("%s: focus on %s “%s”", state, fields[1], fields[2]);
  g_string_append_printf (focus_names, "|%s|", fields[2]);
  (*n_checked)++;
}

/* ---- The app --------------------------------------------------------- */

/* Whether the app speaks English, the language of the tests' expected
 * texts. */
static gboolean
in_english (void)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");

  return language == NULL || *language == '\0';
}

static FlGamePage *
game_page (Fixture *fixture)
{
  return fl_window_get_game_page (fixture->window);
}

static FlTablePage *
table_page (Fixture *fixture)
{
  return fl_game_page_get_table_page (game_page (fixture));
}

static FlGame *
table_game (Fixture *fixture)
{
  return fl_table_page_get_game (table_page (fixture));
}

static gboolean
at_table_cb (gpointer data)
{
  Fixture *fixture = data;

  return g_strcmp0 (fl_game_page_get_mode (game_page (fixture)), "table") == 0 && table_game (fixture) != NULL;
}

static gboolean
human_decides (Fixture *fixture)
{
  FlGame *game = table_game (fixture);

  return game != NULL && !fl_game_is_over (game)
         && fl_game_get_current_seat (game) == fl_table_page_get_human (table_page (fixture));
}

/* The summary of the hand just scored, over the table, or NULL. */
static GtkWidget *
summary_shown (Fixture *fixture)
{
  GtkWidget *summary = fl_table_page_get_summary (table_page (fixture));

  return summary != NULL && gtk_widget_get_visible (summary) ? summary : NULL;
}

/* The user has something to do, and the table is done with it. */
static gboolean
turn_ready_cb (gpointer data)
{
  Fixture *fixture = data;

  return (fl_test_find_dialog (NULL) != NULL || summary_shown (fixture) != NULL || human_decides (fixture))
         && !fl_table_page_is_busy (table_page (fixture));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->app = application;
  fixture->settings = fl_application_get_settings (application);
  fl_saved_game_discard ();
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  g_settings_set_int (fixture->settings, "window-width", 1024);
  g_settings_set_int (fixture->settings, "window-height", 768);
  g_settings_set_boolean (fixture->settings, "window-maximized", FALSE);
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);
  g_settings_reset (fixture->settings, "show-tutor");

  fixture->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (fixture->app)));
  fl_test_settle (GTK_WIDGET (fixture->window));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  fl_test_destroy_windows (GTK_APPLICATION (fixture->app));
  fixture->window = NULL;
}

static void
shoot (Fixture    *fixture,
       const char *name)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  g_autofree char *file = g_strdup_printf ("a11y-%s-%s.png", name,
                                           language != NULL && *language != '\0' ? language : "en");

  fl_test_settle (GTK_WIDGET (fixture->window));
  fl_test_save_screenshot (GTK_WIDGET (fixture->window), file);
}

typedef struct
{
  GtkWidget *window;
  int        width, height;
} Size;

/* The window has taken the size asked for, give or take its frame. */
static gboolean
has_size_cb (gpointer data)
{
  const Size *size = data;
  int width = gtk_widget_get_width (size->window);
  int height = gtk_widget_get_height (size->window);

  return width <= size->width && width > size->width - 32 && height <= size->height && height > size->height - 32;
}

/* Shoots the window at 800×600 and, when the screen has room for it
 * (FLOURISH_TEST_SCREEN), 1920×1080, as a11y-NAME-LANG-WxH.png. */
static void
shoot_sizes (Fixture    *fixture,
             const char *name)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };
  GdkDisplay *display = gtk_widget_get_display (GTK_WIDGET (fixture->window));
  g_autoptr(GdkMonitor) monitor = g_list_model_get_item (gdk_display_get_monitors (display), 0);
  GdkRectangle screen = { 0, 0, G_MAXINT, G_MAXINT };

  if (monitor != NULL)
    gdk_monitor_get_geometry (monitor, &screen);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      Size size = { GTK_WIDGET (fixture->window), sizes[i][0], sizes[i][1] };
      g_autofree char *sized = g_strdup_printf ("%s-%dx%d", name, sizes[i][0], sizes[i][1]);

      if (sizes[i][0] > screen.width || sizes[i][1] > screen.height)
        continue;
      gtk_window_set_default_size (GTK_WINDOW (fixture->window), sizes[i][0], sizes[i][1]);
      fl_test_iterate_until (has_size_cb, &size);
      shoot (fixture, sized);
    }
}

/* A game of a known deal, after its setup page, as the user comes to it. */
static void
sit_at (Fixture    *fixture,
        const char *id,
        guint64     seed)
{
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", id));
  fl_test_drain ();
  game = fl_game_new (id, NULL, seed, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (game_page (fixture), game, 0, "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (at_table_cb, fixture);
  fl_test_iterate_until (turn_ready_cb, fixture);
  fl_test_settle (GTK_WIDGET (fixture->window));
}

/* The header's menu buttons of the game page: each popover opened, and
 * what it shows named. */
static void
check_popovers (Fixture    *fixture,
                const char *state)
{
  g_autoptr(GPtrArray) buttons = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (game_page (fixture)), GTK_TYPE_MENU_BUTTON, buttons);
  for (guint i = 0; i < buttons->len; i++)
    {
      GtkMenuButton *button = buttons->pdata[i];
      GtkPopover *popover = gtk_menu_button_get_popover (button);
      g_autofree char *name = NULL;

      if (popover == NULL || !gtk_widget_is_sensitive (GTK_WIDGET (button)))
        continue;
      gtk_menu_button_popup (button);
      fl_test_iterate_until (fl_test_widget_is_mapped, popover);
      fl_test_settle (GTK_WIDGET (popover));
      name = g_strdup_printf ("%s, %s open", state, gtk_widget_get_tooltip_text (GTK_WIDGET (button)));
      check_names (name);
      gtk_menu_button_popdown (button);
      fl_test_drain ();
    }
}

/* @window (a dialog), shown, with everything in it named; then closed. */
static void
check_window (GtkWindow  *window,
              const char *state)
{
  g_assert_nonnull (window);
  fl_test_iterate_until (fl_test_widget_is_mapped, window);
  fl_test_settle (GTK_WIDGET (window));
  check_names (state);
  gtk_window_destroy (window);
  fl_test_drain ();
}

/* ---- The tests ------------------------------------------------------- */

/* The checker finds each kind of fault, on controls made with it, and
 * names them. */
static void
test_a11y_rejects (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWidget *play = fl_test_find_button (GTK_WIDGET (fixture->window), NULL, "win.play-game", NULL);
  GtkWidget *games = gtk_widget_get_ancestor (play, GTK_TYPE_LIST_BOX);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *icon, *mnemonic, *twice, *title;
  g_autoptr(GPtrArray) bad = NULL;
  g_autoptr(GString) all = g_string_new ("");

  if (!start_helper ())
    return;
  fl_test_iterate_until (app_on_bus_cb, NULL);

  /* The start page as it is has no fault. */
  check_names ("the game list");

  /* An icon with no name; a raw mnemonic set as the name after GTK's own;
   * a name that says the row's title twice. */
  icon = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  mnemonic = gtk_button_new_with_mnemonic ("_Deal");
  title = gtk_label_new ("Flunk");
  twice = gtk_button_new_with_label ("Play");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), mnemonic);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), twice);
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (games)), box);
  fl_test_iterate_until (fl_test_widget_is_mapped, twice);
  gtk_accessible_update_property (GTK_ACCESSIBLE (mnemonic), GTK_ACCESSIBLE_PROPERTY_LABEL, "_Deal", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (twice), GTK_ACCESSIBLE_PROPERTY_LABEL, "Play Flunk", -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (twice), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
  fl_test_settle (GTK_WIDGET (fixture->window));

  bad = bad_names ();
  for (guint i = 0; i < bad->len; i++)
    {
      g_test_message ("%s", (char *) bad->pdata[i]);
      g_string_append_printf (all, "%s\n", (char *) bad->pdata[i]);
    }
  g_assert_cmpuint (bad->len, ==, 3);
  g_assert_nonnull (strstr (all->str, "\tpush button\tGtkImage\ta class name\t")
                    ? all->str : strstr (all->str, "\tpush button\t\tno name\t"));
  g_assert_nonnull (strstr (all->str, "\tpush button\t_Deal Deal\ta raw mnemonic\t"));
  g_assert_nonnull (strstr (all->str, "\tpush button\tPlay Flunk Flunk\tsays “Flunk” twice\t"));

  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (box)), box);
  fl_test_settle (GTK_WIDGET (fixture->window));
  check_names ("the game list again");
}

/* Every state a user meets, with every control named. */
static void
test_a11y_names (Fixture       *fixture,
                 gconstpointer  data)
{
  if (!start_helper ())
    return;
  fl_test_iterate_until (app_on_bus_cb, NULL);
  check_names ("the game list");

  /* A lesson done says so in words, not by its mark alone. */
  g_settings_set_strv (fixture->settings, "lessons-done", (const char *const[]) { "flunk-contract", NULL });
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flunk"));
  fl_test_settle (GTK_WIDGET (fixture->window));
  check_names ("Flunk's setup");
  /* In English, the language of the test's expectations. */
  if (in_english ())
    {
      g_autoptr(GPtrArray) nodes = ask ("names");
      guint n_completed = 0;

      for (guint i = 0; i < nodes->len; i++)
        {
          g_auto(GStrv) fields = g_strsplit (nodes->pdata[i], "\t", -1);

          /* The lesson done, and only that one, says so before its summary. */
          if (g_str_has_prefix (fields[3], "Completed. "))
            {
              g_assert_true (g_str_has_prefix (fields[2], "1. "));
              n_completed++;
            }
        }
      g_assert_cmpuint (n_completed, ==, 1);
    }
  g_settings_reset (fixture->settings, "lessons-done");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flaps"));
  fl_test_settle (GTK_WIDGET (fixture->window));
  check_names ("a game coming soon");

  sit_at (fixture, "flunk", 1);
  check_names ("Flunk's table, at the user's first decision");
  shoot (fixture, "flunk-first-decision");
  check_popovers (fixture, "Flunk's table");

  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (fixture->app), "preferences"));
  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "preferences", NULL);
  check_window (fl_test_find_toplevel (ADW_TYPE_PREFERENCES_WINDOW), "the preferences");

  sit_at (fixture, "flashpoint", 1);
  check_names ("Flashpoint's table");
  shoot (fixture, "flashpoint-decision");

  /* Ctrl+N at the table asks before abandoning the game. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL));
  check_window (GTK_WINDOW (fl_test_find_dialog ("abandon-game")), "the question before abandoning a game");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.show-help-overlay", NULL));
  check_window (fl_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW), "the keyboard shortcuts");
}

/* ---- Who played, whose turn, who is a partner ------------------------ */

/* Whether the tree shows an object named @name, with a description that
 * starts with @description when it is given. */
static gboolean
tree_has (GPtrArray  *nodes,
          const char *role,
          const char *name,
          const char *description)
{
  for (guint i = 0; i < nodes->len; i++)
    {
      g_auto(GStrv) fields = g_strsplit (nodes->pdata[i], "\t", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      if ((role == NULL || g_str_equal (fields[1], role)) && g_str_equal (fields[2], name)
          && (description == NULL || g_str_has_prefix (fields[3], description)))
        return TRUE;
    }
  return FALSE;
}

static void
assert_tree_has (GPtrArray  *nodes,
                 const char *role,
                 const char *name,
                 const char *description)
{
  if (!tree_has (nodes, role, name, description))
    {
      for (guint i = 0; i < nodes->len; i++)
        g_test_message ("%s", (char *) nodes->pdata[i]);
      g_error ("No %s named “%s”%s%s%s in the tree (listed above)", role != NULL ? role : "object", name,
               description != NULL ? " described “" : "", description != NULL ? description : "",
               description != NULL ? "…”" : "");
    }
}

/* The place of the user's partner, or -1. */
static int
partner_place (const FlTableView *view)
{
  for (guint i = 1; i < view->n_places; i++)
    if (view->places[i].side >= 0 && view->places[i].side == view->places[0].side)
      return (int) i;
  return -1;
}

/* Whether the trick on the table holds a card of @place. */
static gboolean
trick_has (const FlTableView *view,
           int                place)
{
  const FlTableZone *trick = fl_table_view_get_trick (view);

  for (guint i = 0; i < trick->n_listed; i++)
    if (trick->places[i] == place)
      return TRUE;
  return FALSE;
}

/* The user's decision made in the simplest way: the first card the rules
 * allow, or the controls' main button. */
static void
decide_anyhow (Fixture *fixture)
{
  FlGame *game = table_game (fixture);
  guint n = fl_game_get_n_actions (game);

  if (fl_game_get_decision (game) == FL_DECISION_PLAY)
    {
      FlCards playable = FL_CARDS_EMPTY;
      FlCard card = FL_CARD_NONE;

      fl_game_get_action_cards (game, &playable);
      for (FlCard c = 0; c < FL_DECK_MAX_CARDS && card == FL_CARD_NONE; c++)
        if (fl_cards_has (&playable, c))
          card = c;
      g_assert_cmpint (card, !=, FL_CARD_NONE);
      g_assert_true (fl_table_page_play_card (table_page (fixture), card));
    }
  else
    fl_test_click (fl_test_find_button (fl_table_page_get_controls (table_page (fixture)), NULL, NULL,
                                        "suggested-action"));
  g_assert_cmpuint (fl_game_get_n_actions (game), >, n);
}

/* Flashpoint, the user to play with their partner's card on the table:
 * each card there names who played it, the partner's place says
 * “partner” in its name and in words on screen, the user's own place says
 * it is their turn, and the status line tells the last move. */
static void
test_a11y_table (Fixture       *fixture,
                 gconstpointer  data)
{
  const FlTableView *view;
  const FlTableZone *trick;
  g_autoptr(GPtrArray) nodes = NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *own = NULL;
  g_autofree char *partner_name = NULL;
  GtkWidget *partner_panel;
  gboolean marked = FALSE;
  int partner;

  if (!start_helper ())
    return;
  fl_test_iterate_until (app_on_bus_cb, NULL);

  sit_at (fixture, "flashpoint", 1);
  for (guint turn = 0; ; turn++)
    {
      g_assert_cmpuint (turn, <, 200);
      fl_test_iterate_until (turn_ready_cb, fixture);
      g_assert_null (fl_test_find_dialog (NULL));
      view = fl_table_page_get_view (table_page (fixture));
      partner = partner_place (view);
      g_assert_cmpint (partner, >, 0);
      if (fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY && trick_has (view, partner))
        break;
      decide_anyhow (fixture);
    }
  fl_test_settle (GTK_WIDGET (fixture->window));
  shoot (fixture, "flashpoint-partner");
  nodes = ask ("names");
  shoot_sizes (fixture, "flashpoint-partner");

  /* Each card of the trick, with who played it. */
  trick = fl_table_view_get_trick (view);
  g_assert_cmpuint (trick->n_listed, >, 0);
  for (guint i = 0; i < trick->n_listed; i++)
    {
      g_autofree char *card = fl_card_widget_describe_card (fl_game_get_rules (table_game (fixture))->deck,
                                                            trick->cards[i]);
      g_autofree char *name = NULL;
      int place = trick->places[i];

      g_assert_cmpint (place, >, 0);
      if (place == partner)
        name = g_strdup_printf ("%s, played by your partner, %s", card, view->places[place].name);
      else
        name = g_strdup_printf ("%s, played by %s", card, view->places[place].name);
      assert_tree_has (nodes, NULL, name, NULL);
    }

  /* The partner's place, named so; the user's own, at their turn. */
  partner_name = g_strdup_printf ("%s, your partner", view->places[partner].name);
  assert_tree_has (nodes, NULL, partner_name, NULL);
  own = g_strdup_printf ("%s (you)", view->places[0].name);
  assert_tree_has (nodes, NULL, own, "Your turn.");
  g_assert_false (tree_has (nodes, NULL, own, "Their turn"));

  /* The last move, on the status line: a card of the trick's last player. */
  {
    const char *last = view->places[trick->places[trick->n_listed - 1]].name;
    gboolean told = FALSE;

    for (guint i = 0; i < nodes->len; i++)
      {
        g_auto(GStrv) fields = g_strsplit (nodes->pdata[i], "\t", -1);

        if (g_str_equal (fields[1], "status bar") && strstr (fields[2], last) != NULL)
          told = TRUE;
      }
    g_assert_true (told);
  }

  /* On screen, the partner's place says “Partner” in words. */
  partner_panel = gtk_widget_get_ancestor (GTK_WIDGET (fl_table_widget_get_place_hand (
                                             FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))),
                                             (guint) partner)),
                                           FL_TYPE_SEAT_PANEL);
  g_assert_nonnull (partner_panel);
  fl_test_collect_widgets (partner_panel, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_get_mapped (labels->pdata[i]) && g_str_equal (gtk_label_get_label (labels->pdata[i]), "Partner"))
      marked = TRUE;
  g_assert_true (marked);
}

/* ---- A hand by keyboard ---------------------------------------------- */

typedef struct
{
  Fixture   *fixture;
  GtkWidget *was;
} FocusMove;

static GtkWidget *
focus_widget (Fixture *fixture)
{
  GtkWindow *dialog = GTK_WINDOW (fl_test_find_dialog (NULL));
  GtkRoot *root = dialog != NULL ? GTK_ROOT (dialog) : GTK_ROOT (fixture->window);

  return gtk_root_get_focus (root);
}

static gboolean
focus_moved_cb (gpointer data)
{
  FocusMove *move = data;
  GtkWidget *focus = focus_widget (move->fixture);

  return focus != NULL && focus != move->was;
}

/* Types @key, which moves the focus, and checks what it lands on. */
static void
move_focus (Fixture    *fixture,
            const char *key,
            const char *state,
            guint      *n_checked)
{
  g_autofree char *command = g_strconcat ("key ", key, NULL);
  FocusMove move = { fixture, focus_widget (fixture) };

  g_ptr_array_unref (ask (command));
  fl_test_iterate_until (focus_moved_cb, &move);
  check_focus (focus_widget (fixture), state, n_checked);
}

typedef struct
{
  Fixture *fixture;
  guint    n_actions;
} Moved;

static gboolean
acted_cb (gpointer data)
{
  Moved *moved = data;

  return fl_game_get_n_actions (table_game (moved->fixture)) > moved->n_actions
         || fl_test_find_dialog (NULL) != NULL;
}

/* Types @key, which makes the user's move. */
static void
act (Fixture    *fixture,
     const char *key)
{
  g_autofree char *command = g_strconcat ("key ", key, NULL);
  Moved moved = { fixture, fl_game_get_n_actions (table_game (fixture)) };

  g_ptr_array_unref (ask (command));
  fl_test_iterate_until (acted_cb, &moved);
}

/* The hand the user plays from now: their own, or the dummy. */
static FlHandView *
hand_to_play (Fixture *fixture)
{
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));

  for (guint i = 0; i < view->n_places; i++)
    if (view->places[i].to_act)
      return fl_table_widget_get_place_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))), i);
  g_error ("No place is to act although the user decides");
}

static gboolean
focus_in_cb (gpointer data)
{
  GtkWidget **pair = data;
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (pair[0]));

  return focus != NULL && (focus == pair[0] || gtk_widget_is_ancestor (focus, pair[0]));
}

/* A card to play: the last the rules allow, so that the arrows cross the
 * hand, every card on the way checked. Moves the focus there with the
 * arrows, then plays it with Enter. */
static void
play_by_keyboard (Fixture *fixture,
                  guint   *n_checked)
{
  FlHandView *hand = hand_to_play (fixture);
  GtkWidget *pair[] = { GTK_WIDGET (hand) };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  gboolean across;
  int at = -1, target = -1;

  /* The focus comes to the hand by itself. */
  fl_test_iterate_until (focus_in_cb, pair);
  check_focus (focus_widget (fixture), "a card to play", n_checked);

  fl_test_collect_widgets (GTK_WIDGET (hand), FL_TYPE_CARD_WIDGET, cards);
  g_assert_cmpuint (cards->len, >, 0);
  for (guint i = 0; i < cards->len; i++)
    {
      if (cards->pdata[i] == focus_widget (fixture))
        at = (int) i;
      if (fl_card_widget_get_playable (cards->pdata[i]))
        target = (int) i;
    }
  g_assert_cmpint (at, >=, 0);
  g_assert_cmpint (target, >=, 0);

  /* A hand lies across the table, or down its side. */
  {
    graphene_point_t first = GRAPHENE_POINT_INIT (0, 0), last;

    if (cards->len > 1)
      {
        g_assert_true (gtk_widget_compute_point (cards->pdata[cards->len - 1], cards->pdata[0], &first, &last));
        across = ABS (last.x) >= ABS (last.y);
      }
    else
      across = TRUE;
  }
  while (at != target)
    {
      move_focus (fixture, at < target ? (across ? "Right" : "Down") : (across ? "Left" : "Up"),
                  "moving along the hand", n_checked);
      at += at < target ? 1 : -1;
      g_assert_true (focus_widget (fixture) == cards->pdata[at]);
    }
  act (fixture, "Return");
}

/* Any other decision: Tab round the whole window, every stop checked,
 * back to the controls' main button (Declare, Give the Command), which
 * Enter presses. */
static void
decide_by_keyboard (Fixture *fixture,
                    guint   *n_checked)
{
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  GtkWidget *pair[] = { controls };
  GtkWidget *main_button = fl_test_find_button (controls, NULL, NULL, "suggested-action");

  g_assert_nonnull (main_button);
  /* The focus comes to the controls by itself. */
  fl_test_iterate_until (focus_in_cb, pair);
  check_focus (focus_widget (fixture), "the game's controls", n_checked);
  for (guint tabs = 0; tabs == 0 || focus_widget (fixture) != main_button; tabs++)
    {
      g_assert_cmpuint (tabs, <, 120);
      move_focus (fixture, "Tab", "tabbing round the table", n_checked);
    }
  act (fixture, "Return");
}

static gboolean
start_focused_cb (gpointer data)
{
  Fixture *fixture = data;
  GtkWidget *setup = fl_game_page_get_setup_page (game_page (fixture));
  GtkWidget *start = fl_test_find_button (setup, NULL, "setup.start", NULL);

  return start != NULL && gtk_root_get_focus (GTK_ROOT (fixture->window)) == start;
}

/* Waits for the user's @turn-th turn in a hand played by keyboard, which
 * no dialog comes before: NULL, or the hand's summary once it is over. */
static GtkWidget *
wait_turn (Fixture *fixture,
           guint    turn)
{
  AdwMessageDialog *dialog;
  GtkWidget *summary;

  g_assert_cmpuint (turn, <, 200);
  fl_test_iterate_until (turn_ready_cb, fixture);
  fl_test_wait_for_frame (GTK_WIDGET (fixture->window));
  summary = summary_shown (fixture);
  if (summary != NULL)
    return summary;
  dialog = fl_test_find_dialog (NULL);
  if (dialog != NULL)
    g_error ("A dialog at the table before the hand's end: %s", adw_message_dialog_get_heading (dialog));
  return NULL;
}

/* The setup page of game @id, the helper started to type on it: the
 * focus on its Start button, and checked. FALSE without the helper. */
static gboolean
keys_at_setup (Fixture    *fixture,
               const char *id,
               guint      *n_checked)
{
  if (!start_helper ())
    return FALSE;
  fl_test_iterate_until (app_on_bus_cb, NULL);
  g_string_truncate (focus_names, 0);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", id));
  fl_test_iterate_until (start_focused_cb, fixture);
  check_focus (focus_widget (fixture), "the setup page", n_checked);
  return TRUE;
}

/* A whole hand of Flunk from the setup page to its summary, with keys
 * typed on the X server only, and every object focused on the way named
 * in the accessibility tree. */
static void
test_a11y_keyboard_hand (Fixture       *fixture,
                         gconstpointer  data)
{
  guint n_checked = 0, n_plays = 0, n_decisions = 0;
  gboolean checked_mid_hand = FALSE;
  GtkWidget *summary = NULL;

  if (!keys_at_setup (fixture, "flunk", &n_checked))
    return;
  /* The deal is g_random's: seeded to repeat. */
  g_random_set_seed (19);
  g_ptr_array_unref (ask ("key Return"));
  fl_test_iterate_until (at_table_cb, fixture);

  for (guint turn = 0; summary == NULL; turn++)
    {
      summary = wait_turn (fixture, turn);
      if (summary != NULL)
        break;

      if (fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY)
        {
          if (!checked_mid_hand
              && fl_table_view_get_last_trick (fl_table_page_get_view (table_page (fixture)))->n_cards > 0)
            {
              fl_test_settle (GTK_WIDGET (fixture->window));
              check_names ("Flunk's table, mid-hand");
              shoot (fixture, "flunk-mid-hand");
              checked_mid_hand = TRUE;
            }
          play_by_keyboard (fixture, &n_checked);
          n_plays++;
        }
      else
        {
          decide_by_keyboard (fixture, &n_checked);
          n_decisions++;
        }
    }

  /* The summary takes the focus, on a named button, and all it shows is
   * named. */
  fl_test_iterate_until (fl_test_widget_is_mapped, summary);
  fl_test_settle (summary);
  check_focus (focus_widget (fixture), "the hand's summary", &n_checked);
  check_names ("the hand's summary");
  g_assert_true (checked_mid_hand);
  /* Flunk deals the user 13 cards, and the user may play the dummy's. */
  g_assert_cmpuint (n_plays, >=, 13);
  g_test_message ("A hand by keyboard: %u cards played, %u other decisions, %u foci checked",
                  n_plays, n_decisions, n_checked);
  /* The contract's buttons that show a number or a suit symbol are read
   * by what they mean; the header's icons by what they do. */
  g_assert_cmpuint (n_decisions, >, 0);
  g_assert_nonnull (strstr (focus_names->str, "|7 tricks|"));
  /* A row of choices is one Tab stop, on its chosen one (No Trump at
   * first): the suits' symbol buttons are not reached by Tab, and their
   * names are checked in the tree with every control's (check_names). */
  g_assert_nonnull (strstr (focus_names->str, "|Score Sheet|"));
}

/* ---- A five-handed Flume hand by keyboard ----------------------------- */

/* The deal of the five-handed hand: g_random's seed when the setup page
 * starts it. In it the user, the dealer, may bid 6, and the card they
 * call is played before the last trick. */
#define FLUME_KEYBOARD_SEED 7

typedef struct
{
  Fixture   *fixture;
  GtkWidget *target;
} FocusTarget;

static gboolean
focus_on_cb (gpointer data)
{
  FocusTarget *wait = data;
  GtkWidget *focus = focus_widget (wait->fixture);

  return focus != NULL && (focus == wait->target || gtk_widget_is_ancestor (focus, wait->target));
}

static gboolean
focus_on (Fixture   *fixture,
          GtkWidget *target)
{
  FocusTarget wait = { fixture, target };

  return focus_on_cb (&wait);
}

/* Types @key (Tab, or shift+Tab to go back) until the focus is on
 * @target or in it, every stop checked. */
static void
tab_to (Fixture    *fixture,
        const char *key,
        GtkWidget  *target,
        const char *state,
        guint      *n_checked)
{
  for (guint tabs = 0; !focus_on (fixture, target); tabs++)
    {
      g_assert_cmpuint (tabs, <, 120);
      move_focus (fixture, key, state, n_checked);
    }
}

/* Types @key, which changes something other than the focus, and runs the
 * main loop until @condition holds. */
static void
type_until (const char      *key,
            FlTestCondition  condition,
            gpointer         data)
{
  g_autofree char *command = g_strconcat ("key ", key, NULL);

  g_ptr_array_unref (ask (command));
  fl_test_iterate_until (condition, data);
}

/* The active toggle of the controls' row of choices. */
static GtkWidget *
active_choice (Fixture *fixture)
{
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

  fl_test_collect_widgets (fl_table_page_get_controls (table_page (fixture)), GTK_TYPE_TOGGLE_BUTTON, toggles);
  for (guint i = 0; i < toggles->len; i++)
    if (gtk_toggle_button_get_active (toggles->pdata[i]) && gtk_widget_get_focusable (toggles->pdata[i]))
      return toggles->pdata[i];
  return NULL;
}

static GtkWidget *
main_button (Fixture *fixture)
{
  GtkWidget *button = fl_test_find_button (fl_table_page_get_controls (table_page (fixture)), NULL, NULL,
                                           "suggested-action");

  g_assert_nonnull (button);
  return button;
}

/* The user's last action (the bots may have acted since), which must be
 * of @kind. */
static const FlAction *
last_user_action (Fixture      *fixture,
                  FlActionKind  kind)
{
  FlGame *game = table_game (fixture);
  int human = fl_table_page_get_human (table_page (fixture));

  for (guint i = fl_game_get_n_actions (game); i > 0; i--)
    {
      const FlAction *action = fl_game_get_action (game, i - 1);

      if (action->seat == human)
        {
          g_assert_cmpint (action->kind, ==, kind);
          return action;
        }
    }
  g_error ("The user has not acted yet");
}

typedef struct
{
  Fixture    *fixture;
  const char *label;
} Choice;

static gboolean
choice_is_cb (gpointer data)
{
  Choice *choice = data;
  GtkWidget *active = active_choice (choice->fixture);

  return active != NULL && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (active)), choice->label) == 0
         && focus_widget (choice->fixture) == active;
}

/* B1: Shift+Tab back from the button to the row of bids (one stop, on
 * Pass at first), End to its last, 6, Tab to the button that bids it,
 * Enter: 6 wins the bidding at once. */
static void
bid_by_keyboard (Fixture *fixture,
                 guint   *n_checked)
{
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  GtkWidget *pair[] = { controls };
  GtkWidget *choice = active_choice (fixture);
  Choice six = { fixture, "6" };

  fl_test_iterate_until (focus_in_cb, pair);
  check_focus (focus_widget (fixture), "Flume's bidding", n_checked);
  g_assert_nonnull (choice);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (choice)), ==, C_("bid", "Pass"));
  tab_to (fixture, "shift+Tab", choice, "back to the bids", n_checked);
  type_until ("End", choice_is_cb, &six);
  check_focus (focus_widget (fixture), "the highest bid", n_checked);
  move_focus (fixture, "Tab", "the bid's button", n_checked);
  g_assert_true (focus_widget (fixture) == main_button (fixture));
  act (fixture, "Return");
  g_assert_cmpint (last_user_action (fixture, FL_ACTION_BID)->values[0], ==, 6);
}

/* B2: the suit the hint names, reached with the arrows in the row of
 * suits (one stop, on clubs at first, Shift+Tab back from the button),
 * and confirmed by Enter on the button after it. */
static void
trumps_by_keyboard (Fixture *fixture,
                    guint   *n_checked)
{
  static const char *symbols[] = { "♣", "♦", "♥", "♠" };
  g_auto(FlAdvice) advice = { 0 };
  GtkWidget *choice = active_choice (fixture);
  Choice suit = { fixture, NULL };
  int wanted;

  g_assert_true (fl_coach_advise (table_game (fixture), &advice));
  g_assert_cmpint (advice.options[advice.best].kind, ==, FL_ACTION_CHOOSE_SUIT);
  wanted = advice.options[advice.best].values[0];
  g_assert_nonnull (choice);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (choice)), ==, symbols[FL_SUIT_CLUBS]);
  tab_to (fixture, "shift+Tab", choice, "back to the suits", n_checked);
  for (int s = FL_SUIT_CLUBS + 1; s <= wanted; s++)
    {
      suit.label = symbols[s];
      type_until ("Right", choice_is_cb, &suit);
      check_focus (focus_widget (fixture), "choosing trumps", n_checked);
    }
  move_focus (fixture, "Tab", "the button naming trumps", n_checked);
  g_assert_true (focus_widget (fixture) == main_button (fixture));
  act (fixture, "Return");
  g_assert_cmpint (last_user_action (fixture, FL_ACTION_CHOOSE_SUIT)->values[0], ==, wanted);
}

static gboolean
card_selected_cb (gpointer data)
{
  return fl_card_widget_get_selected (data);
}

/* X1: the cards the hint discards, or else the first the user may
 * discard, each reached with the arrows and selected with Space; then
 * Shift+Tab back to the button, which says how many go, and Enter. */
static void
discard_by_keyboard (Fixture *fixture,
                     guint   *n_checked)
{
  FlHandView *hand = fl_table_widget_get_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))));
  GtkWidget *pair[] = { GTK_WIDGET (hand) };
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_auto(FlAdvice) advice = { 0 };
  FlCardSet wanted = 0, discarded = 0;
  const FlAction *action;
  int at = -1;

  fl_test_iterate_until (focus_in_cb, pair);
  check_focus (focus_widget (fixture), "a card to discard", n_checked);
  fl_test_collect_widgets (GTK_WIDGET (hand), FL_TYPE_CARD_WIDGET, cards);
  g_assert_true (fl_coach_advise (table_game (fixture), &advice));
  for (guint i = 0; i < advice.options[advice.best].n_cards; i++)
    wanted |= FL_CARD_SET_BIT (advice.options[advice.best].cards[i]);
  for (guint i = 0; i < cards->len && wanted == 0; i++)
    if (fl_card_widget_get_playable (cards->pdata[i]))
      wanted = FL_CARD_SET_BIT (fl_card_widget_get_card (cards->pdata[i]));
  g_assert_cmphex (wanted, !=, 0);

  for (guint i = 0; i < cards->len; i++)
    if (cards->pdata[i] == focus_widget (fixture))
      at = (int) i;
  g_assert_cmpint (at, >=, 0);
  for (guint i = 0; i < cards->len; i++)
    {
      if (!(wanted & FL_CARD_SET_BIT (fl_card_widget_get_card (cards->pdata[i]))))
        continue;
      while (at != (int) i)
        {
          move_focus (fixture, at < (int) i ? "Right" : "Left", "moving along the hand to discard", n_checked);
          at += at < (int) i ? 1 : -1;
          g_assert_true (focus_widget (fixture) == cards->pdata[at]);
        }
      g_assert_true (fl_card_widget_get_playable (cards->pdata[i]));
      type_until ("space", card_selected_cb, cards->pdata[i]);
      check_focus (focus_widget (fixture), "a card selected to discard", n_checked);
    }

  {
    guint n = fl_card_set_count (wanted);
    g_autofree char *label = g_strdup_printf (ngettext ("_Discard %d Card and Draw %d",
                                                        "_Discard %d Cards and Draw %d", n), n, n);

    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (main_button (fixture))), ==, label);
  }
  tab_to (fixture, "shift+Tab", main_button (fixture), "back to the discard's button", n_checked);
  act (fixture, "Return");
  action = last_user_action (fixture, FL_ACTION_DISCARD);
  for (guint i = 0; i < action->n_cards; i++)
    discarded |= FL_CARD_SET_BIT (action->cards[i]);
  g_assert_cmphex (discarded, ==, wanted);
}

static gboolean
popover_shown_cb (gpointer data)
{
  GtkWidget *popover = fl_test_find_widget (data, GTK_TYPE_POPOVER);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

static gboolean
popover_gone_cb (gpointer data)
{
  return !popover_shown_cb (data);
}

/* V2: a card another player holds, the first of the list that is one
 * (the highest: the list goes from the jokers down): Shift+Tab to the list,
 * Space opens it, the arrows go down to the card (and one further, and
 * back, as a user looks), Enter takes it; Tab to the button that calls it,
 * Enter. Returns the card called. */
static FlCard
call_by_keyboard (Fixture *fixture,
                  guint   *n_checked)
{
  FlGame *game = table_game (fixture);
  const FlFlumeState *state = fl_game_get_state (game);
  int human = fl_table_page_get_human (table_page (fixture));
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  GtkWidget *pair[] = { controls };
  GtkDropDown *list = fl_test_find_widget (controls, GTK_TYPE_DROP_DOWN);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  g_autoptr(GArray) callable = g_array_new (FALSE, FALSE, sizeof (FlCard));
  g_autofree char *short_label = NULL;
  g_autofree char *label = NULL;
  FlCard card = FL_CARD_NONE;
  guint wanted = 0;

  g_assert_nonnull (list);
  fl_test_iterate_until (focus_in_cb, pair);
  check_focus (focus_widget (fixture), "Flume's call", n_checked);

  /* The list's order: high cards first. */
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, FlAction, i).n_cards == 1)
      g_array_append_val (callable, g_array_index (legal, FlAction, i).cards[0]);
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (list)), ==, callable->len);
  for (guint i = 0; i < callable->len; i++)
    for (guint j = i + 1; j < callable->len; j++)
      if (g_array_index (callable, FlCard, j) > g_array_index (callable, FlCard, i))
        {
          FlCard t = g_array_index (callable, FlCard, i);

          g_array_index (callable, FlCard, i) = g_array_index (callable, FlCard, j);
          g_array_index (callable, FlCard, j) = t;
        }
  for (guint i = 0; i < callable->len && card == FL_CARD_NONE; i++)
    for (int seat = 0; seat < FL_FLUME_MAX_PLAYERS; seat++)
      if (seat != human && (state->hands[seat] & FL_CARD_SET_BIT (g_array_index (callable, FlCard, i))))
        {
          card = g_array_index (callable, FlCard, i);
          wanted = i;
        }
  g_assert_cmpint (card, !=, FL_CARD_NONE);
  short_label = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), card);
  g_assert_true (g_str_has_prefix (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (list)),
                                                               wanted), short_label));
  g_assert_cmpuint (gtk_drop_down_get_selected (list), ==, 0);

  /* The list opens on its first entry; down to the card, and Enter. */
  tab_to (fixture, "shift+Tab", GTK_WIDGET (list), "back to the list of calls", n_checked);
  type_until ("space", popover_shown_cb, list);
  fl_test_settle (GTK_WIDGET (list));
  check_focus (focus_widget (fixture), "the list of calls, open", n_checked);
  shoot (fixture, "flume-call-list");
  for (guint i = 0; i < wanted; i++)
    move_focus (fixture, "Down", "going down the list of calls", n_checked);
  /* A look at the next card, and back. */
  if (wanted + 1 < callable->len)
    {
      move_focus (fixture, "Down", "going down the list of calls", n_checked);
      move_focus (fixture, "Up", "going back up the list of calls", n_checked);
    }
  type_until ("Return", popover_gone_cb, list);
  g_assert_cmpuint (gtk_drop_down_get_selected (list), ==, wanted);

  /* The button says which card it calls. */
  label = g_strdup_printf (_("_Call %s"), short_label);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (main_button (fixture))), ==, label);
  tab_to (fixture, "Tab", main_button (fixture), "on to the call's button", n_checked);
  act (fixture, "Return");
  g_assert_cmpuint (last_user_action (fixture, FL_ACTION_CALL_CARD)->n_cards, ==, 1);
  g_assert_cmpuint (last_user_action (fixture, FL_ACTION_CALL_CARD)->cards[0], ==, card);
  return card;
}

/* V3: the holder of the called card has played it: the table shows them
 * as the user's partner, in their place's status and its name. */
static void
check_partner_revealed (Fixture *fixture)
{
  const FlFlumeState *state = fl_game_get_state (table_game (fixture));
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));
  int place = fl_table_view_find_seat (view, state->partner);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) nodes = NULL;
  g_autofree char *name = NULL;
  GtkWidget *panel;
  gboolean said = FALSE;

  g_assert_cmpint (place, >, 0);
  g_assert_true (fl_table_view_is_partner (view, (guint) place));
  g_assert_cmpstr (view->places[place].status, ==, C_("flume status", "Partner"));
  panel = gtk_widget_get_ancestor (GTK_WIDGET (fl_table_widget_get_place_hand (
                                     FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))),
                                     (guint) place)),
                                   FL_TYPE_SEAT_PANEL);
  g_assert_nonnull (panel);
  fl_test_collect_widgets (panel, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    said |= gtk_widget_get_mapped (labels->pdata[i])
            && g_str_equal (gtk_label_get_label (labels->pdata[i]), C_("flume status", "Partner"));
  g_assert_true (said);
  nodes = ask ("names");
  name = g_strdup_printf (_("%s, your partner"), view->places[place].name);
  assert_tree_has (nodes, NULL, name, NULL);
}

static gboolean
spin_is_five_cb (gpointer data)
{
  return gtk_spin_button_get_value_as_int (data) == 5;
}

/* A whole five-handed hand of Flume from the setup page to its summary,
 * with keys typed on the X server only: Players set to 5, a bid of 6,
 * trumps, a discard, a card called from the list and every card played;
 * every object focused on the way named in the accessibility tree. */
static void
test_a11y_keyboard_flume (Fixture       *fixture,
                          gconstpointer  data)
{
  guint n_checked = 0, n_plays = 0;
  gboolean bid = FALSE, named = FALSE, discarded = FALSE, revealed = FALSE;
  FlCard called = FL_CARD_NONE;
  GtkWidget *setup, *players, *start, *summary = NULL;
  GtkSpinButton *spin;

  if (!keys_at_setup (fixture, "flume", &n_checked))
    return;

  /* Players: Shift+Tab back to its spin button, Up from 4 to 5, Tab on to
   * Start. */
  setup = fl_game_page_get_setup_page (game_page (fixture));
  start = fl_test_find_button (setup, NULL, "setup.start", NULL);
  players = fl_test_find_row (setup, g_dpgettext2 (GETTEXT_PACKAGE, "option", "Players"));
  g_assert_nonnull (players);
  spin = fl_test_find_widget (players, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spin), ==, 4);
  tab_to (fixture, "shift+Tab", GTK_WIDGET (spin), "back to Players", &n_checked);
  type_until ("Up", spin_is_five_cb, spin);
  check_focus (focus_widget (fixture), "five players", &n_checked);
  tab_to (fixture, "Tab", start, "on to Start", &n_checked);
  /* The deal is g_random's: seeded to repeat. */
  g_random_set_seed (FLUME_KEYBOARD_SEED);
  g_ptr_array_unref (ask ("key Return"));
  fl_test_iterate_until (at_table_cb, fixture);
  g_assert_cmpstr (fl_game_get_id (table_game (fixture)), ==, "flume");
  g_assert_cmpuint (fl_game_get_n_seats (table_game (fixture)), ==, 5);

  for (guint turn = 0; ; turn++)
    {
      const FlFlumeState *state;

      summary = wait_turn (fixture, turn);
      if (summary != NULL)
        break;

      state = fl_game_get_state (table_game (fixture));
      if (called != FL_CARD_NONE && state->revealed && !revealed)
        {
          fl_test_settle (GTK_WIDGET (fixture->window));
          check_partner_revealed (fixture);
          check_names ("Flume's table, the partner revealed");
          shoot_sizes (fixture, "flume-partner");
          revealed = TRUE;
        }

      switch (fl_game_get_decision (table_game (fixture)))
        {
        case FL_DECISION_BID:
          g_assert_false (bid);
          bid_by_keyboard (fixture, &n_checked);
          bid = TRUE;
          break;
        case FL_DECISION_CHOOSE_SUIT:
          trumps_by_keyboard (fixture, &n_checked);
          named = TRUE;
          break;
        case FL_DECISION_DISCARD:
          discard_by_keyboard (fixture, &n_checked);
          discarded = TRUE;
          break;
        case FL_DECISION_CALL:
          called = call_by_keyboard (fixture, &n_checked);
          break;
        case FL_DECISION_PLAY:
          play_by_keyboard (fixture, &n_checked);
          n_plays++;
          break;
        default:
          g_error ("An unexpected decision in Flume: %d", fl_game_get_decision (table_game (fixture)));
        }
    }

  /* The summary takes the focus, on a named button, and all it shows is
   * named. */
  fl_test_iterate_until (fl_test_widget_is_mapped, summary);
  fl_test_settle (summary);
  check_focus (focus_widget (fixture), "the hand's summary", &n_checked);
  check_names ("Flume's hand summary");
  shoot_sizes (fixture, "flume-summary");

  g_assert_true (bid);
  g_assert_true (named);
  g_assert_true (discarded);
  g_assert_cmpint (called, !=, FL_CARD_NONE);
  /* The partner was shown before the hand's end. */
  g_assert_true (revealed);
  g_assert_cmpuint (n_plays, ==, FL_FLUME_N_TRICKS);
  g_test_message ("A Flume hand by keyboard: %u cards played, %u foci checked", n_plays, n_checked);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/a11y/rejects", Fixture, NULL, fixture_setup, test_a11y_rejects, fixture_teardown);
  g_test_add ("/ui/a11y/names", Fixture, NULL, fixture_setup, test_a11y_names, fixture_teardown);
  g_test_add ("/ui/a11y/table", Fixture, NULL, fixture_setup, test_a11y_table, fixture_teardown);
  g_test_add ("/ui/a11y/keyboard-hand", Fixture, NULL, fixture_setup, test_a11y_keyboard_hand,
              fixture_teardown);
  g_test_add ("/ui/a11y/keyboard-flume", Fixture, NULL, fixture_setup, test_a11y_keyboard_flume,
              fixture_teardown);

  focus_names = g_string_new ("");
  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_string_free (focus_names, TRUE);
  stop_helper ();
  g_clear_object (&application);

  return status;
}
