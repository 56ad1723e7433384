/* test-saved-game.c: the saved game, read back or refused
 *
 * The app reads the saved game at every start, so a file that crashes the
 * reader crashes the app at every start. Every way the file can be wrong
 * is refused here with a sentence that says so, and the file handling
 * around it (setting a damaged file aside, leaving a newer version's file
 * in place and keeping this version's game beside it) is checked in a
 * private data directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "fl-engine.h"

#define RECORD "{\"format\":\"flourish-game-record\",\"version\":1,\"game\":\"flunk\",\"seed\":\"1\",\"actions\":[]}"

/* A game of Flunk @n_moves into its first deal, always taking the first
 * legal move. */
static FlGame *
new_game (guint n_moves)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_new ("flunk", NULL, 77, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (fl_game_apply (game, &g_array_index (legal, FlAction, 0), &error));
      g_assert_no_error (error);
    }
  return game;
}

/* A saved game around @record, with @members (JSON members, each followed
 * by a comma) in place of the usual ones. */
static char *
saved_text (const char *members,
            const char *record)
{
  return g_strdup_printf ("{%s\"record\":%s}", members, record);
}

#define GOOD_MEMBERS "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":\"heuristic\","

static GError *
refuse (const char *what,
        const char *data,
        gsize       length,
        int         code)
{
  GError *error = NULL;
  g_autofree char *strength = NULL;
  int human = -5;
  FlGame *game;

  game = fl_saved_game_load_from_data (data, length, &human, &strength, &error);
  if (game != NULL)
    {
      g_test_fail_printf ("a saved game with %s was accepted", what);
      g_object_unref (game);
      return NULL;
    }
  g_assert_nonnull (error);
  g_test_message ("%s: %s", what, error->message);
  g_assert_true (error->domain == FL_GAME_ERROR);
  if (error->code != code)
    g_test_fail_printf ("a saved game with %s was refused with code %d, not %d: %s",
                        what, error->code, code, error->message);
  /* The dialog shows the message: a sentence, in UTF-8. */
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_true (g_str_has_suffix (error->message, "."));
  /* Nothing was written to the out parameters. */
  g_assert_cmpint (human, ==, -5);
  g_assert_null (strength);
  return error;
}

/* Refuses @text as damaged, with a message that contains @says. */
static void
refuse_damaged (const char *what,
                const char *text,
                const char *says)
{
  g_autoptr(GError) error = refuse (what, text, strlen (text), FL_GAME_ERROR_INVALID_RECORD);

  if (error == NULL)
    return;
  g_assert_true (g_str_has_prefix (error->message, "The saved game is damaged: ")
                 || g_str_has_prefix (error->message, "This is not a valid Flourish game record: "));
  if (says != NULL && strstr (error->message, says) == NULL)
    g_test_fail_printf ("the refusal of a saved game with %s does not say “%s”: %s",
                        what, says, error->message);
}

static void
test_saved_good (void)
{
  g_autoptr(FlGame) game = new_game (5);
  g_autofree char *record = fl_game_save_to_data (game, NULL);
  g_autofree char *text = NULL;
  g_autofree char *strength = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) loaded = NULL;
  g_autofree char *again = NULL;
  int human = -1;

  text = saved_text ("\"format\":\"flourish-saved-game\",\"version\":1,\"human\":2,\"strength\":\"random\",",
                     record);
  loaded = fl_saved_game_load_from_data (text, strlen (text), &human, &strength, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpint (human, ==, 2);
  g_assert_cmpstr (strength, ==, "random");
  g_assert_cmpuint (fl_game_get_n_actions (loaded), ==, 5);
  again = fl_game_save_to_data (loaded, NULL);
  g_assert_cmpstr (again, ==, record);
}

/* Defects 1, 4 and 6 of issue 17 and every check of the wrapper: wrong
 * types are refused, never coerced. */
static void
test_saved_wrapper (void)
{
  static const struct
  {
    const char *what;
    const char *members;
    const char *says;
  } cases[] = {
    { "no format", "\"version\":1,\"human\":0,\"strength\":\"heuristic\",", "Flourish saved game" },
    { "another format", "\"format\":\"flourish-game-record\",\"version\":1,\"human\":0,\"strength\":\"heuristic\",", "Flourish saved game" },
    { "the format as a number", "\"format\":1,\"version\":1,\"human\":0,\"strength\":\"heuristic\",", "Flourish saved game" },
    { "no version", "\"format\":\"flourish-saved-game\",\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version 1.9", "\"format\":\"flourish-saved-game\",\"version\":1.9,\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version 1.0", "\"format\":\"flourish-saved-game\",\"version\":1.0,\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version \"1\"", "\"format\":\"flourish-saved-game\",\"version\":\"1\",\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version true", "\"format\":\"flourish-saved-game\",\"version\":true,\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version 0", "\"format\":\"flourish-saved-game\",\"version\":0,\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "version -1", "\"format\":\"flourish-saved-game\",\"version\":-1,\"human\":0,\"strength\":\"heuristic\",", "version" },
    { "no seat", "\"format\":\"flourish-saved-game\",\"version\":1,\"strength\":\"heuristic\",", "seat" },
    { "the seat \"2\"", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":\"2\",\"strength\":\"heuristic\",", "seat" },
    { "the seat true", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":true,\"strength\":\"heuristic\",", "seat" },
    { "the seat 1.0", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":1.0,\"strength\":\"heuristic\",", "seat" },
    { "the seat -1", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":-1,\"strength\":\"heuristic\",", "seat" },
    { "seat 3 of three", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":3,\"strength\":\"heuristic\",", "seat" },
    { "a huge seat", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":4294967296,\"strength\":\"heuristic\",", "seat" },
    { "no strength", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,", "computer" },
    /* Defect 1: this crashed the app at every start. */
    { "the strength 5", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":5,", "computer" },
    { "the strength null", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":null,", "computer" },
    { "an unknown strength", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":\"strong\",", "computer" },
    { "the strength as a list", "\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":[\"random\"],", "computer" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = saved_text (cases[i].members, RECORD);

      refuse_damaged (cases[i].what, text, cases[i].says);
    }

  refuse_damaged ("no record", "{" GOOD_MEMBERS "\"x\":1}", "no game");
  refuse_damaged ("the record as a string", "{" GOOD_MEMBERS "\"record\":\"" "game" "\"}", "no game");
  refuse_damaged ("the record as a list", "{" GOOD_MEMBERS "\"record\":[]}", "no game");
  refuse_damaged ("the record as null", "{" GOOD_MEMBERS "\"record\":null}", "no game");
  /* The record's own checks, through the same reader. */
  refuse_damaged ("a record of no game", "{" GOOD_MEMBERS "\"record\":{}}", "game record");
  refuse_damaged ("a record of an unknown game",
                  "{" GOOD_MEMBERS "\"record\":{\"format\":\"flourish-game-record\",\"version\":1,"
                  "\"game\":\"bridge\",\"seed\":\"1\",\"actions\":[]}}", "no game Flourish can play");
  refuse_damaged ("an illegal move",
                  "{" GOOD_MEMBERS "\"record\":{\"format\":\"flourish-game-record\",\"version\":1,"
                  "\"game\":\"flunk\",\"seed\":\"1\",\"actions\":[{\"seat\":0,\"kind\":\"play\",\"cards\":[\"QS\",\"QS\"]}]}}",
                  "twice");
}

/* Defects 2 and 4: what json-glib would choke on, or complain about, is
 * refused before it is parsed. */
static void
test_saved_text (void)
{
  g_autofree char *good = saved_text (GOOD_MEMBERS, RECORD);
  g_autoptr(GString) deep = g_string_new ("");
  g_autoptr(GString) deep_inside = g_string_new ("{" GOOD_MEMBERS "\"x\":");
  g_autofree char *trailing = g_strconcat (good, " {}", NULL);
  g_autofree char *not_utf8 = g_strdup (good);

  refuse_damaged ("nothing", "", "empty");
  refuse_damaged ("only white space", " \n\t\r\n ", "empty");
  refuse_damaged ("a list", "[]", "no game");
  refuse_damaged ("a number", "5", "no game");
  refuse_damaged ("text that is not JSON", "{ not json", "ends before");
  refuse_damaged ("an unclosed string", "{\"format", "ends before");
  refuse_damaged ("a missing value", "{\"format\":}", "not readable JSON");
  refuse_damaged ("a comment", "{/* \" */" GOOD_MEMBERS "\"record\":" RECORD "}", "comments");
  refuse_damaged ("single quotes", "{'format':1}", "quotes");
  refuse_damaged ("a null character", "{\"format\":\"flourish-saved-game\\u0000x\"}", "null character");
  refuse_damaged ("something after it", trailing, "more in the file");

  /* Defect 2: 200,000 opening brackets overflowed json-glib's stack. */
  for (guint i = 0; i < 200000; i++)
    g_string_append_c (deep, '[');
  refuse_damaged ("200,000 brackets", deep->str, "no game");
  g_string_prepend_c (deep, '{');
  refuse_damaged ("an object of 200,000 brackets", deep->str, "nested");
  for (guint i = 0; i < 18; i++)
    g_string_append (deep_inside, "[");
  g_string_append (deep_inside, "0");
  for (guint i = 0; i < 18; i++)
    g_string_append (deep_inside, "]");
  g_string_append (deep_inside, ",\"record\":" RECORD "}");
  refuse_damaged ("a member nested 19 deep", deep_inside->str, "nested");

  not_utf8[strlen (not_utf8) - 20] = '\xff';
  refuse_damaged ("a byte that is not UTF-8", not_utf8, "UTF-8");

  /* A byte-order mark is no damage. */
  {
    g_autofree char *marked = g_strconcat ("\xef\xbb\xbf", good, NULL);
    g_autofree char *strength = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(FlGame) game = NULL;
    int human;

    game = fl_saved_game_load_from_data (marked, strlen (marked), &human, &strength, &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
}

/* Defect 5: a small file may not cost much. Two million empty moves (6 MB)
 * took 1.2 GB before; they are refused on the count of commas, before a
 * tree is built. */
static void
test_saved_huge (void)
{
  g_autoptr(GString) text = g_string_new ("{" GOOD_MEMBERS "\"record\":{\"format\":\"flourish-game-record\","
                                          "\"version\":1,\"game\":\"flunk\",\"seed\":\"1\",\"actions\":[{}");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 2000000; i++)
    g_string_append (text, ",{}");
  g_string_append (text, "]}}");
  error = refuse ("two million empty moves", text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "more moves and values than any game"));
}

/* Defect 3: a newer Flourish's saved game is not damaged. */
static void
test_saved_newer (void)
{
  g_autofree char *newer = saved_text ("\"format\":\"flourish-saved-game\",\"version\":2,\"human\":0,"
                                       "\"strength\":\"grandmaster\",\"colour\":\"blue\",",
                                       "{\"anything\":[1,2,3]}");
  g_autoptr(GError) error = refuse ("version 2", newer, strlen (newer), FL_GAME_ERROR_NEWER_VERSION);

  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "newer version"));
  g_assert_null (strstr (error->message, "damaged"));
}

/* ---- The file, in this test's own data directory ---------------------- */

static char *
main_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "flourish", "saved-game.json", NULL);
}

static void
write_file (const char *path,
            const char *contents)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, -1, &error));
  g_assert_no_error (error);
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_no_error (error);
  return contents;
}

/* In a subprocess: the newer-version flag is for the process's life. */
static void
test_saved_files (void)
{
  g_autofree char *path = main_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *strength = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = new_game (4);
  g_autoptr(FlGame) loaded = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *own = NULL;
  int human = -1;

  /* Nothing saved. */
  g_assert_false (fl_saved_game_exists ());
  own = fl_saved_game_get_path ();
  g_assert_cmpstr (own, ==, path);
  g_clear_pointer (&own, g_free);
  g_assert_null (fl_saved_game_load (&human, &strength, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  /* Saved and read back. */
  g_assert_true (fl_saved_game_save (game, 1, "heuristic", &error));
  g_assert_no_error (error);
  g_assert_true (fl_saved_game_exists ());
  loaded = fl_saved_game_load (&human, &strength, &error);
  g_assert_no_error (error);
  g_assert_cmpint (human, ==, 1);
  g_assert_cmpstr (strength, ==, "heuristic");
  g_assert_cmpuint (fl_game_get_n_actions (loaded), ==, 4);
  g_clear_pointer (&strength, g_free);

  /* Damaged: set aside byte for byte, and nothing is left to read. */
  write_file (path, "{\"format\":\"flourish-saved-game\",\"version\":1,\"human\":0,\"strength\":5,\"record\":" RECORD "}");
  g_assert_null (fl_saved_game_load (&human, &strength, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);
  aside = fl_saved_game_set_aside (&error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (aside, path));
  g_assert_false (fl_saved_game_exists ());
  contents = read_file (aside);
  g_assert_nonnull (strstr (contents, "\"strength\":5"));
  g_clear_pointer (&contents, g_free);
  /* Nothing left to set aside: the app says why the rename failed. */
  g_clear_pointer (&aside, g_free);
  aside = fl_saved_game_set_aside (&error);
  g_assert_null (aside);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "saved-game.json"));
  g_clear_error (&error);

  /* A gigabyte that takes no room on disk is refused on its size. */
  {
    int fd = g_open (path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
    g_assert_cmpint (close (fd), ==, 0);
  }
  g_assert_null (fl_saved_game_load (&human, &strength, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (strstr (error->message, "larger than any game"));
  g_clear_error (&error);
  g_assert_cmpint (g_unlink (path), ==, 0);

  /* A newer version's file stays where it is; this version's own game
   * goes beside it, and is the one read from then on. */
  write_file (path, "{\"format\":\"flourish-saved-game\",\"version\":7,\"whatever\":true}");
  g_assert_null (fl_saved_game_load (&human, &strength, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_NEWER_VERSION);
  g_clear_error (&error);
  own = fl_saved_game_get_path ();
  g_assert_cmpstr (own, !=, path);
  g_assert_true (g_str_has_prefix (own, dir));
  g_assert_false (fl_saved_game_exists ());
  g_assert_true (fl_saved_game_save (game, 2, "random", &error));
  g_assert_no_error (error);
  contents = read_file (path);
  g_assert_cmpstr (contents, ==, "{\"format\":\"flourish-saved-game\",\"version\":7,\"whatever\":true}");
  g_clear_object (&loaded);
  loaded = fl_saved_game_load (&human, &strength, &error);
  g_assert_no_error (error);
  g_assert_cmpint (human, ==, 2);
  g_assert_cmpstr (strength, ==, "random");
  g_clear_pointer (&strength, g_free);
  fl_saved_game_discard ();
  g_assert_false (fl_saved_game_exists ());
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));

  /* Once this version's game is in the first place again, that is where
   * this version keeps it. */
  g_assert_true (fl_saved_game_save (game, 1, "random", &error));
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);
  contents = read_file (own);
  g_assert_cmpint (g_unlink (own), ==, 0);
  write_file (path, contents);
  g_clear_object (&loaded);
  loaded = fl_saved_game_load (&human, &strength, &error);
  g_assert_no_error (error);
  g_assert_cmpint (human, ==, 1);
  g_clear_pointer (&own, g_free);
  own = fl_saved_game_get_path ();
  g_assert_cmpstr (own, ==, path);
}

static void
test_saved_files_isolated (void)
{
  if (g_test_subprocess ())
    {
      test_saved_files ();
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT | G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

int
main (int    argc,
      char **argv)
{
  /* Messages in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/saved-game/good", test_saved_good);
  g_test_add_func ("/saved-game/wrapper", test_saved_wrapper);
  g_test_add_func ("/saved-game/text", test_saved_text);
  g_test_add_func ("/saved-game/huge", test_saved_huge);
  g_test_add_func ("/saved-game/newer", test_saved_newer);
  g_test_add_func ("/saved-game/files", test_saved_files_isolated);

  return g_test_run ();
}
