/* test-corpus.c: every file of the fuzz corpus through both loaders
 *
 * tests/fuzz/corpus/record/ and tests/fuzz/corpus/saved-game/ hold real
 * games (named after their game, "flunk-…" and "flashpoint-…") and the
 * reproducers of past bugs and attacks (tests/fuzz/corpus/README.md).
 * Each file goes through fl_game_load_from_data() and
 * fl_saved_game_load_from_data(), held to the promises of
 * tests/fuzz/fl-fuzz-check.h; besides,
 *
 * - a real game loads with its folder's loader and is refused by the
 *   other, and is over when its name says "finished";
 * - each reproducer listed below has the outcome listed (a file a fuzz
 *   run found, added under any other name, is held to the promises only).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-fuzz-check.h"

#define LOADS (-1)

typedef struct
{
  const char *folder;
  const char *name;
  int         record_code;     /* LOADS or the FlGameError of the refusal */
  const char *record_reason;   /* part of the refusal's message */
  int         saved_code;
  const char *saved_reason;
} Reproducer;

#define NOT_A_RECORD "it does not say it is a Flourish game record."
#define NOT_A_SAVED_GAME "it does not say it is a Flourish saved game."
#define NO_SEAT "it does not say which seat is yours or how the computer plays."

static const Reproducer reproducers[] = {
  { "record", "repro-deep-nesting-200000-brackets.json",
    FL_GAME_ERROR_INVALID_RECORD, "it holds no game.",
    FL_GAME_ERROR_INVALID_RECORD, "it holds no game." },
  { "record", "repro-deep-nesting-in-object.json",
    FL_GAME_ERROR_INVALID_RECORD, "its structure is nested far deeper than a game record.",
    FL_GAME_ERROR_INVALID_RECORD, "its structure is nested far deeper than a game record." },
  { "record", "repro-empty.json",
    FL_GAME_ERROR_INVALID_RECORD, "it is empty.",
    FL_GAME_ERROR_INVALID_RECORD, "it is empty." },
  { "record", "repro-white-space-only.json",
    FL_GAME_ERROR_INVALID_RECORD, "it is empty.",
    FL_GAME_ERROR_INVALID_RECORD, "it is empty." },
  { "record", "repro-same-card-twice.json",
    FL_GAME_ERROR_INVALID_RECORD, "move 2 names the card “QS” twice.",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_SAVED_GAME },
  { "record", "repro-byte-order-mark.json",
    LOADS, NULL,
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_SAVED_GAME },
  { "record", "repro-seed-above-2-63.json",
    LOADS, NULL,
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_SAVED_GAME },
  { "saved-game", "repro-strength-is-a-number.json",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_RECORD,
    FL_GAME_ERROR_INVALID_RECORD, NO_SEAT },
  { "saved-game", "repro-version-2-newer.json",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_RECORD,
    FL_GAME_ERROR_NEWER_VERSION, "(saved game format 2)" },
  { "saved-game", "repro-version-1.9.json",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_RECORD,
    FL_GAME_ERROR_INVALID_RECORD, "its version is missing or wrong." },
  { "saved-game", "repro-human-is-a-string.json",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_RECORD,
    FL_GAME_ERROR_INVALID_RECORD, NO_SEAT },
  { "saved-game", "repro-human-is-true.json",
    FL_GAME_ERROR_INVALID_RECORD, NOT_A_RECORD,
    FL_GAME_ERROR_INVALID_RECORD, NO_SEAT },
  { "saved-game", "repro-300000-empty-moves.json",
    FL_GAME_ERROR_INVALID_RECORD, "it holds more moves and values than any game.",
    FL_GAME_ERROR_INVALID_RECORD, "it holds more moves and values than any game." },
};

static const char * const folders[] = { "record", "saved-game" };

static char *
corpus_path (const char *folder,
             const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "tests", "fuzz", "corpus", folder, name, NULL);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names in @folder, sorted; an empty array when there is no folder. */
static GPtrArray *
list_folder (const char *folder)
{
  g_autofree char *path = corpus_path (folder, NULL);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

/* The file's whole text, which may hold nul bytes. */
static char *
read_corpus_file (const char *folder,
                  const char *name,
                  gsize      *length)
{
  g_autofree char *path = corpus_path (folder, name);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, length, &error);
  g_assert_no_error (error);
  return contents;
}

static const Reproducer *
find_reproducer (const char *folder,
                 const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (reproducers); i++)
    if (g_str_equal (reproducers[i].folder, folder) && g_str_equal (reproducers[i].name, name))
      return &reproducers[i];
  return NULL;
}

static gboolean
is_real_game (const char *name)
{
  return g_str_has_prefix (name, "flunk-") || g_str_has_prefix (name, "flashpoint-");
}

/* One loader's outcome against what was expected of it. */
static void
assert_outcome (const char   *loader,
                FlGame       *game,
                const GError *error,
                int           code,
                const char   *reason)
{
  if (code == LOADS)
    {
      if (game == NULL)
        g_test_message ("%s refused it: %s", loader, error->message);
      g_assert_nonnull (game);
      return;
    }

  g_assert_null (game);
  g_test_message ("%s: %s", loader, error->message);
  g_assert_error (error, FL_GAME_ERROR, code);
  if (reason != NULL && strstr (error->message, reason) == NULL)
    g_error ("%s refused it with “%s”, not for “%s”", loader, error->message, reason);
}

static void
test_file (gconstpointer data)
{
  const char *folder_and_name = data;
  g_autofree char *folder = g_path_get_dirname (folder_and_name);
  g_autofree char *name = g_path_get_basename (folder_and_name);
  const Reproducer *reproducer = find_reproducer (folder, name);
  g_autoptr(GError) record_error = NULL;
  g_autoptr(GError) saved_error = NULL;
  g_autoptr(FlGame) record_game = NULL;
  g_autoptr(FlGame) saved_game = NULL;
  gsize length;
  g_autofree char *contents = read_corpus_file (folder, name, &length);

  /* The promises, for every file. */
  record_game = fl_fuzz_load_record ((const guint8 *) contents, length, &record_error);
  saved_game = fl_fuzz_load_saved_game ((const guint8 *) contents, length, &saved_error);

  if (reproducer != NULL)
    {
      assert_outcome ("the record's loader", record_game, record_error,
                      reproducer->record_code, reproducer->record_reason);
      assert_outcome ("the saved game's loader", saved_game, saved_error,
                      reproducer->saved_code, reproducer->saved_reason);
    }
  else if (is_real_game (name))
    {
      gboolean is_record = g_str_equal (folder, "record");
      FlGame *game = is_record ? record_game : saved_game;

      assert_outcome ("the record's loader", record_game, record_error,
                      is_record ? LOADS : FL_GAME_ERROR_INVALID_RECORD,
                      is_record ? NULL : NOT_A_RECORD);
      assert_outcome ("the saved game's loader", saved_game, saved_error,
                      is_record ? FL_GAME_ERROR_INVALID_RECORD : LOADS,
                      is_record ? NOT_A_SAVED_GAME : NULL);
      g_assert_cmpstr (fl_game_get_id (game), ==, g_str_has_prefix (name, "flunk-") ? "flunk" : "flashpoint");
      g_assert_cmpint (fl_game_is_over (game), ==, strstr (name, "-finished") != NULL);
      g_assert_cmpint (fl_game_get_n_actions (game) == 0, ==, strstr (name, "-no-moves") != NULL);
    }
}

/* The byte-order mark is skipped, and the rest read as without it. */
static void
test_byte_order_mark (void)
{
  gsize length;
  g_autofree char *contents = read_corpus_file ("record", "repro-byte-order-mark.json", &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) with_mark = NULL;
  g_autoptr(FlGame) without_mark = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_without = NULL;

  g_assert_cmpuint (length, >, 3);
  g_assert_cmpmem (contents, 3, "\xef\xbb\xbf", 3);

  with_mark = fl_game_load_from_data (contents, (gssize) length, &error);
  g_assert_no_error (error);
  without_mark = fl_game_load_from_data (contents + 3, (gssize) length - 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (fl_game_get_n_actions (with_mark), >, 0);

  text = fl_game_save_to_data (with_mark, NULL);
  text_without = fl_game_save_to_data (without_mark, NULL);
  g_assert_cmpstr (text, ==, text_without);
}

/* The seed is read to its last bit. */
static void
test_largest_seed (void)
{
  gsize length;
  g_autofree char *contents = read_corpus_file ("record", "repro-seed-above-2-63.json", &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = NULL;

  g_assert_nonnull (strstr (contents, "\"seed\":\"18446744073709551615\""));

  game = fl_game_load_from_data (contents, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (fl_game_get_seed (game), ==, G_MAXUINT64);
  g_assert_cmpuint (fl_game_get_n_actions (game), >, 0);
}

/* A folder that is missing, empty or without a real game of each kind
 * fails here rather than passing for want of files, and every listed
 * reproducer is still in the corpus. */
static void
test_folder (gconstpointer data)
{
  const char *folder = data;
  g_autoptr(GPtrArray) names = list_folder (folder);
  guint n_flunk = 0;
  guint n_flashpoint = 0;

  if (names->len == 0)
    {
      g_autofree char *path = corpus_path (folder, NULL);

      g_error ("the corpus folder %s is missing or empty", path);
    }

  for (guint i = 0; i < names->len; i++)
    {
      n_flunk += g_str_has_prefix (names->pdata[i], "flunk-");
      n_flashpoint += g_str_has_prefix (names->pdata[i], "flashpoint-");
    }
  g_assert_cmpuint (n_flunk, >=, 2);
  g_assert_cmpuint (n_flashpoint, >=, 2);

  for (guint i = 0; i < G_N_ELEMENTS (reproducers); i++)
    if (g_str_equal (reproducers[i].folder, folder) &&
        !g_ptr_array_find_with_equal_func (names, reproducers[i].name, g_str_equal, NULL))
      g_error ("the reproducer %s/%s is not in the corpus", folder, reproducers[i].name);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  fl_fuzz_init ();

  for (guint f = 0; f < G_N_ELEMENTS (folders); f++)
    {
      g_autoptr(GPtrArray) names = list_folder (folders[f]);
      g_autofree char *folder_path = g_strdup_printf ("/corpus/%s/folder", folders[f]);

      g_test_add_data_func (folder_path, folders[f], test_folder);
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *test_path = g_strdup_printf ("/corpus/%s/file/%s", folders[f],
                                                        (char *) names->pdata[i]);

          g_test_add_data_func_full (test_path,
                                     g_build_filename (folders[f], names->pdata[i], NULL),
                                     test_file, g_free);
        }
    }
  g_test_add_func ("/corpus/record/byte-order-mark", test_byte_order_mark);
  g_test_add_func ("/corpus/record/largest-seed", test_largest_seed);

  return g_test_run ();
}
