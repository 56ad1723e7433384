/* test-ui-start.c: the app started with a saved game it cannot continue
 *
 * Each case is a file that once crashed, lost or stalled the app at every
 * start (issue 17). The app must start, say in plain words what it found,
 * keep the file, offer nothing to continue, and play a new game. Runs
 * under Xvfb (tests/run-ui-test); with FLOURISH_TEST_LANGUAGE=ja the
 * dialog must be in Japanese. Screenshots of each dialog go to the
 * screenshots folder as saved-game-CASE-LANG.png.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "fl-application.h"
#include "fl-engine.h"
#include "fl-table-page.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  FlWindow      *window;
} Fixture;

/* One application for the whole run: an application registers only once a
 * process. */
static FlApplication *application;

/* ---- A saved game that cannot be continued, found at start-up ---------- */

typedef struct
{
  const char *name;        /* of the case, and of its screenshot */
  const char *contents;    /* NULL: made by make_contents() */
  gboolean    newer;       /* written by a newer Flourish */
  const char *says;        /* what the dialog says, in English */
} StartCase;

#define RECORD_TEXT "{\"format\":\"flourish-game-record\",\"version\":1,\"game\":\"flunk\",\"seed\":\"1\",\"actions\":[]}"

/* The reproducers of issue 17, defects 1 to 5: each crashed, lost or
 * stalled the app at start-up. */
static const StartCase start_cases[] = {
  { "strength-number",
    "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":5,\"record\":" RECORD_TEXT "}",
    FALSE, "how the computer plays" },
  { "deep-nesting", NULL, FALSE, "holds no game" },
  { "newer-version",
    "{\"format\":\"flourish-saved-game\",\"version\":2,\"human\":0,\"strength\":\"expert\",\"record\":{\"moves\":\"…\"}}",
    TRUE, "newer version" },
  { "empty", "", FALSE, "empty" },
  { "white-space", "  \n\t\n  ", FALSE, "empty" },
  { "two-million-moves", NULL, FALSE, "more moves and values than any game" },
  /* Defect 6: wrong types were coerced (seat 0, seat 1, version 1). */
  { "human-string",
    "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":\"2\",\"strength\":\"random\",\"record\":" RECORD_TEXT "}",
    FALSE, "which seat is yours" },
  { "human-true",
    "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":true,\"strength\":\"random\",\"record\":" RECORD_TEXT "}",
    FALSE, "which seat is yours" },
  { "version-1-9",
    "{\"format\":\"flourish-saved-game\",\"version\":1.9,\"human\":0,\"strength\":\"random\",\"record\":" RECORD_TEXT "}",
    FALSE, "version is missing or wrong" },
  /* Defect 8: the card is known; it is named twice. */
  { "same-card-twice",
    "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":\"random\",\"record\":"
    "{\"format\":\"flourish-game-record\",\"version\":1,\"game\":\"flunk\",\"seed\":\"1\","
    "\"actions\":[{\"seat\":0,\"kind\":\"play\",\"cards\":[\"QS\",\"QS\"]}]}}",
    FALSE, "names the card “QS” twice" },
};

static char *
make_contents (const StartCase *start)
{
  GString *text;

  if (start->contents != NULL)
    return g_strdup (start->contents);

  text = g_string_new ("");
  if (g_str_equal (start->name, "deep-nesting"))
    {
      for (guint i = 0; i < 200000; i++)
        g_string_append_c (text, '[');
    }
  else
    {
      g_string_append (text, "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,"
                             "\"strength\":\"random\",\"record\":{\"format\":\"flourish-game-record\","
                             "\"version\":1,\"game\":\"flunk\",\"seed\":\"1\",\"actions\":[{}");
      for (guint i = 0; i < 2000000; i++)
        g_string_append (text, ",{}");
      g_string_append (text, "]}}");
    }
  return g_string_free (text, FALSE);
}

/* The files of the data folder whose name starts with @prefix. */
static GPtrArray *
files_named (const char *dir,
             const char *prefix)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_prefix (name, prefix))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  return files;
}

static void
start_fixture_setup (Fixture       *fixture,
                     gconstpointer  data)
{
  const StartCase *start = data;
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "flourish", NULL);
  g_autofree char *path = g_build_filename (dir, "saved-game.json", NULL);
  g_autofree char *contents = make_contents (start);
  g_autoptr(GPtrArray) old = NULL;
  g_autoptr(GError) error = NULL;

  /* Only this case's file in the data folder. */
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  old = files_named (dir, "saved-game");
  for (guint i = 0; i < old->len; i++)
    g_assert_cmpint (g_unlink (old->pdata[i]), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);

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

static gboolean
start_settled_cb (gpointer data)
{
  Fixture *fixture = data;

  return !fl_window_is_reading_saved_game (fixture->window)
         && fl_test_find_dialog ("saved-game-error") != NULL;
}

static gboolean
game_page_mode_cb (gpointer data)
{
  Fixture *fixture = data;

  return g_strcmp0 (fl_game_page_get_mode (fl_window_get_game_page (fixture->window)), "table") == 0
         && fl_table_page_get_game (fl_game_page_get_table_page (fl_window_get_game_page (fixture->window))) != NULL;
}

static gboolean
user_plays_cb (gpointer data)
{
  Fixture *fixture = data;
  FlTablePage *table = fl_game_page_get_table_page (fl_window_get_game_page (fixture->window));
  FlGame *game = fl_table_page_get_game (table);

  return game != NULL && fl_game_get_current_seat (game) == fl_table_page_get_human (table)
         && fl_game_get_decision (game) == FL_DECISION_PLAY;
}

/* The app starts with a saved game it cannot continue: it says what it
 * found in plain words, keeps the file (set aside, or in place for a newer
 * version), offers nothing to continue, and a new game plays and is saved
 * without touching the kept file. */
static void
test_window_saved_game (Fixture       *fixture,
                        gconstpointer  data)
{
  const StartCase *start = data;
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "flourish", NULL);
  g_autofree char *path = g_build_filename (dir, "saved-game.json", NULL);
  g_autofree char *contents = make_contents (start);
  g_autofree char *kept = NULL;
  g_autofree char *kept_contents = NULL;
  g_autofree char *shot = NULL;
  g_autoptr(GPtrArray) aside = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  GtkWidget *setup;
  AdwComboRow *seat_row;
  FlTablePage *table;
  FlGame *game;
  guint before;
  const char *body;

  fl_test_iterate_until (start_settled_cb, fixture);
  dialog = fl_test_find_dialog ("saved-game-error");
  fl_test_iterate_until (fl_test_widget_is_mapped, dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  body = adw_message_dialog_get_body (dialog);
  g_test_message ("%s: %s — %s", start->name, adw_message_dialog_get_heading (dialog), body);
  if (language == NULL || *language == '\0')
    g_assert_nonnull (strstr (body, start->says));
  else
    /* Translated: none of the English words. */
    g_assert_null (strstr (body, start->says));
  fl_test_wait_for_frame (GTK_WIDGET (dialog));
  shot = g_strdup_printf ("saved-game-%s-%s.png", start->name,
                          language != NULL && *language != '\0' ? language : "en");
  fl_test_save_screenshot (GTK_WIDGET (dialog), shot);

  /* The file is kept, byte for byte: in place for a newer version, set
   * aside otherwise, and the dialog says where. */
  aside = files_named (dir, "saved-game.json.damaged-");
  if (start->newer)
    {
      g_assert_cmpuint (aside->len, ==, 0);
      kept = g_strdup (path);
    }
  else
    {
      g_autofree char *name = NULL;

      g_assert_cmpuint (aside->len, ==, 1);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      kept = g_strdup (aside->pdata[0]);
      name = g_path_get_basename (kept);
      g_assert_nonnull (strstr (body, name));
    }
  g_assert_true (g_file_get_contents (kept, &kept_contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (kept_contents, ==, contents);

  /* Nothing to continue. */
  gtk_window_close (GTK_WINDOW (dialog));
  fl_test_drain ();
  g_assert_null (fl_test_find_dialog ("saved-game-error"));
  g_assert_null (fl_test_find_button (GTK_WIDGET (fixture->window), NULL, "win.continue-game", NULL));

  /* A new game of Flunk from the third seat, and a card played in it. */
  g_settings_set_boolean (fl_application_get_settings (fixture->app), "tutor-warnings", FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flunk"));
  fl_test_drain ();
  setup = fl_game_page_get_setup_page (fl_window_get_game_page (fixture->window));
  seat_row = fl_test_find_row (setup, _("Your _Seat"));
  g_assert_nonnull (seat_row);
  adw_combo_row_set_selected (seat_row, 2);
  fl_test_click (fl_test_find_button (setup, NULL, "setup.start", NULL));
  fl_test_iterate_until (game_page_mode_cb, fixture);
  fl_test_iterate_until (user_plays_cb, fixture);
  table = fl_game_page_get_table_page (fl_window_get_game_page (fixture->window));
  game = fl_table_page_get_game (table);
  before = fl_game_get_n_actions (game);
  {
    g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

    g_assert_cmpuint (legal->len, >, 0);
    g_assert_true (fl_table_page_play_card (table, g_array_index (legal, FlAction, 0).cards[0]));
  }
  g_assert_cmpuint (fl_game_get_n_actions (game), >, before);

  /* Saved; the kept file untouched. */
  {
    g_autofree char *own = fl_saved_game_get_path ();
    g_autofree char *strength = NULL;
    g_autoptr(FlGame) saved = NULL;
    int human;

    g_assert_true (g_file_test (own, G_FILE_TEST_IS_REGULAR));
    g_assert_cmpstr (own, !=, kept);
    saved = fl_saved_game_load (&human, &strength, &error);
    g_assert_no_error (error);
    g_assert_cmpint (human, ==, 2);
    g_assert_cmpuint (fl_game_get_n_actions (saved), >, before);
  }
  g_clear_pointer (&kept_contents, g_free);
  g_assert_true (g_file_get_contents (kept, &kept_contents, NULL, &error));
  g_assert_cmpstr (kept_contents, ==, contents);

  /* Leaving the game asks nothing: it is saved. */
  fl_game_page_leave (fl_window_get_game_page (fixture->window));
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (start_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/start/saved-game/%s", start_cases[i].name);

      g_test_add (path, Fixture, &start_cases[i], start_fixture_setup, test_window_saved_game,
                  fixture_teardown);
    }

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
