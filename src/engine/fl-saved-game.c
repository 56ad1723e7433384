/* fl-saved-game.c: the game in progress, kept on disk after every move
 *
 * One file in the user's data directory holds the engine's game record
 * and who plays which seat:
 *
 *   { "format": "flourish-saved-game", "version": 1, "human": 0,
 *     "strength": "heuristic", "record": { …the game record… } }
 *
 * It is written whole to a temporary file and renamed over the old one
 * (g_file_set_contents), so a crash mid-write leaves the previous move's
 * file, never half a file. The app saves after every move with
 * fl_saved_game_save_async(): the record is made and written in a worker
 * thread, from a snapshot of the game, one write at a time, and a save
 * asked for while another waits replaces it (the latest wins). Reading the
 * saved game, setting it aside or removing it first waits for the writes
 * asked for before, so each sees the last move saved. A file that cannot be read is renamed aside,
 * kept for the user, and never opened again. One written by a newer
 * Flourish is left in place for that version, and this one keeps its own
 * game beside it.
 *
 * Reading one is bounded (fl-json-input.c): no file can crash the reader
 * or make it take much memory or time, and the app reads it in a worker
 * thread all the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-saved-game"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "fl-json-input.h"
#include "fl-saved-game.h"

#define SAVED_FORMAT "flourish-saved-game"
#define SAVED_VERSION 1
#define SAVED_NAME "saved-game.json"
#define SAVED_OWN_NAME "saved-game-1.json"

/* Set once a saved game of a newer Flourish was found: it stays where it is,
 * and this version keeps its own game beside it. */
static int newer_version_found;

/* The saves in worker threads (fl_saved_game_save_async()): each has a
 * number; only the latest asked for is written, one write at a time
 * (write_lock), and none asked for before the game was discarded. */
static GMutex write_lock;
static GMutex queue_lock;
static GCond queue_cond;
static guint64 latest_save;              /* queue_lock */
static guint64 discarded_before;         /* queue_lock: saves up to it are void */
static guint n_saving;                   /* queue_lock: saves asked for, not finished */

/* The bots' strengths a saved game may name, as fl_bot_new() takes them. */
static gboolean
strength_known (const char *strength)
{
  return g_strcmp0 (strength, "random") == 0 || g_strcmp0 (strength, "heuristic") == 0;
}

/* What a saved game may cost: a game record and a few members around it. */
static const FlJsonLimits saved_limits = {
  .max_bytes = FL_GAME_RECORD_MAX_BYTES + 4096,
  .max_depth = FL_GAME_RECORD_MAX_DEPTH + 1,
  .max_tokens = FL_GAME_RECORD_MAX_TOKENS + 64,
};

static void
damaged (GError     **error,
         int          code,
         const char  *reason)
{
  g_autofree char *valid = g_utf8_make_valid (reason, -1);

  g_set_error (error, FL_GAME_ERROR, code,
               /* Translators: %s completes the sentence, saying what is
                * wrong (“it is not readable JSON (…).”). */
               _("The saved game is damaged: %s"), valid);
}

/**
 * fl_saved_game_get_path:
 *
 * Returns: (transfer full): where this version keeps the game in
 *   progress: saved-game.json, or saved-game-1.json beside it once
 *   fl_saved_game_load() found that a newer Flourish wrote the first
 */
char *
fl_saved_game_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "flourish",
                           g_atomic_int_get (&newer_version_found) ? SAVED_OWN_NAME : SAVED_NAME,
                           NULL);
}

/**
 * fl_saved_game_exists:
 *
 * Returns: whether there is a file at fl_saved_game_get_path(): a game this
 *   version may continue, or one a new game would replace
 */
gboolean
fl_saved_game_exists (void)
{
  g_autofree char *path = fl_saved_game_get_path ();
  gboolean pending;

  /* A save under way is a saved game already. */
  g_mutex_lock (&queue_lock);
  pending = n_saving > 0 && latest_save > discarded_before;
  g_mutex_unlock (&queue_lock);
  return pending || g_file_test (path, G_FILE_TEST_EXISTS);
}

/**
 * fl_saved_game_save:
 * @human: the user's seat
 * @strength: the bots' strength, as fl_bot_new() takes it
 *
 * Writes @game atomically over the saved game.
 */
gboolean
fl_saved_game_save (FlGame      *game,
                    int          human,
                    const char  *strength,
                    GError     **error)
{
  g_autofree char *path = fl_saved_game_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *record = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FL_IS_GAME (game), FALSE);
  g_return_val_if_fail (strength_known (strength), FALSE);

  /* The record is JSON already, and the strength a plain name: the wrapper
   * is written around it as text, not parsed again at every move. */
  record = fl_game_save_to_data (game, NULL);
  data = g_strdup_printf ("{\n  \"format\" : \"%s\",\n  \"version\" : %d,\n  \"human\" : %d,\n"
                          "  \"strength\" : \"%s\",\n  \"record\" : %s\n}\n",
                          SAVED_FORMAT, SAVED_VERSION, human, strength, record);
  length = strlen (data);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %1$s is a folder, %2$s the system's reason. */
                   _("Could not create the folder %1$s: %2$s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return g_file_set_contents_full (path, data, (gssize) length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

typedef struct
{
  FlGameSnapshot *snapshot;
  int             human;
  char           *strength;
  guint64         number;
} SaveJob;

static void
save_job_free (gpointer data)
{
  SaveJob *job = data;

  fl_game_snapshot_free (job->snapshot);
  g_free (job->strength);
  g_free (job);
}

/* Whether @number is still the save to write: none asked for since, nor
 * the game discarded. */
static gboolean
save_is_current (guint64 number)
{
  gboolean current;

  g_mutex_lock (&queue_lock);
  current = number == latest_save && number > discarded_before;
  g_mutex_unlock (&queue_lock);
  return current;
}

static void
save_finished (void)
{
  g_mutex_lock (&queue_lock);
  n_saving--;
  g_cond_broadcast (&queue_cond);
  g_mutex_unlock (&queue_lock);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveJob *job = task_data;
  g_autoptr(FlGame) game = NULL;
  GError *error = NULL;
  gboolean saved = TRUE;

  /* A later save makes this one needless: it is not even made. */
  if (save_is_current (job->number))
    game = fl_game_snapshot_replay (job->snapshot, G_MAXUINT, &error);
  if (game != NULL)
    {
      g_mutex_lock (&write_lock);
      if (save_is_current (job->number))
        saved = fl_saved_game_save (game, job->human, job->strength, &error);
      g_mutex_unlock (&write_lock);
    }
  else
    saved = error == NULL;
  save_finished ();
  if (saved)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

/**
 * fl_saved_game_save_async:
 * @human: the user's seat
 * @strength: the bots' strength, as fl_bot_new() takes it
 * @callback: (nullable): called in the thread-default main context when
 *   the save is written, or made needless by a later one
 *
 * Saves @game as fl_saved_game_save() does, without waiting: only a
 * snapshot of @game is taken here (fl_game_snapshot_new()); its record is
 * made and written in a worker thread. Writes happen one at a time, and
 * of the saves asked for while one is written, only the latest is: each
 * writes the whole game. fl_saved_game_load(), fl_saved_game_discard() and
 * fl_saved_game_set_aside() wait for the write under way;
 * fl_saved_game_exists() counts a save under way as a saved game.
 */
void
fl_saved_game_save_async (FlGame              *game,
                          int                  human,
                          const char          *strength,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  SaveJob *job;

  g_return_if_fail (FL_IS_GAME (game));
  g_return_if_fail (strength_known (strength));

  job = g_new0 (SaveJob, 1);
  job->snapshot = fl_game_snapshot_new (game);
  job->human = human;
  job->strength = g_strdup (strength);
  g_mutex_lock (&queue_lock);
  job->number = ++latest_save;
  n_saving++;
  g_mutex_unlock (&queue_lock);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, fl_saved_game_save_async);
  g_task_set_name (task, "fl_saved_game_save_async");
  g_task_set_task_data (task, job, save_job_free);
  g_task_run_in_thread (task, save_thread);
}

gboolean
fl_saved_game_save_finish (GAsyncResult  *result,
                           GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/**
 * fl_saved_game_is_saving:
 *
 * Returns: whether a save asked for with fl_saved_game_save_async() has
 *   not finished yet
 */
gboolean
fl_saved_game_is_saving (void)
{
  gboolean saving;

  g_mutex_lock (&queue_lock);
  saving = n_saving > 0;
  g_mutex_unlock (&queue_lock);
  return saving;
}

/**
 * fl_saved_game_wait:
 *
 * Waits until every save asked for has been written (or made needless):
 * before the application exits, and before the saved game is read.
 */
void
fl_saved_game_wait (void)
{
  g_mutex_lock (&queue_lock);
  while (n_saving > 0)
    g_cond_wait (&queue_cond, &queue_lock);
  g_mutex_unlock (&queue_lock);
}

/**
 * fl_saved_game_load_from_data:
 * @data: a saved game's text, which need not be nul-terminated
 * @human: (out): the user's seat
 * @strength: (out) (transfer full): the bots' strength
 *
 * Reads a saved game as fl_saved_game_load() does, from its text. Nothing
 * in @data can crash the reader or make it take much memory or time.
 *
 * Returns: (transfer full) (nullable): the saved game, or %NULL with
 *   @error saying in plain words why it cannot be continued:
 *   %FL_GAME_ERROR_NEWER_VERSION when a newer Flourish wrote it, else
 *   %FL_GAME_ERROR_INVALID_RECORD or the game record's own error
 */
FlGame *
fl_saved_game_load_from_data (const char  *data,
                              gsize        length,
                              int         *human,
                              char       **strength,
                              GError     **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonNode *record;
  JsonObject *root;
  const char *text;
  gint64 version;
  gint64 seat;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (human != NULL && strength != NULL, NULL);

  node = fl_json_parse (data, length, &saved_limits, &local_error);
  if (node == NULL)
    {
      damaged (error, FL_GAME_ERROR_INVALID_RECORD, local_error->message);
      return NULL;
    }
  root = json_node_get_object (node);

  if (g_strcmp0 (fl_json_get_string (json_object_get_member (root, "format")), SAVED_FORMAT) != 0)
    {
      damaged (error, FL_GAME_ERROR_INVALID_RECORD,
               _("it does not say it is a Flourish saved game."));
      return NULL;
    }
  if (!fl_json_get_int (json_object_get_member (root, "version"), 1, G_MAXINT, &version))
    {
      damaged (error, FL_GAME_ERROR_INVALID_RECORD, _("its version is missing or wrong."));
      return NULL;
    }
  if (version > SAVED_VERSION)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_NEWER_VERSION,
                   /* Translators: %d is a file format version. */
                   _("The saved game was written by a newer version of Flourish (saved game format %d), which can continue it."),
                   (int) version);
      return NULL;
    }

  record = json_object_get_member (root, "record");
  if (record == NULL || !JSON_NODE_HOLDS_OBJECT (record))
    {
      damaged (error, FL_GAME_ERROR_INVALID_RECORD, _("it holds no game."));
      return NULL;
    }
  game = fl_game_load_from_json (record, error);
  if (game == NULL)
    return NULL;

  text = fl_json_get_string (json_object_get_member (root, "strength"));
  if (!fl_json_get_int (json_object_get_member (root, "human"), 0, fl_game_get_n_seats (game) - 1, &seat)
      || !strength_known (text))
    {
      damaged (error, FL_GAME_ERROR_INVALID_RECORD,
               _("it does not say which seat is yours or how the computer plays."));
      return NULL;
    }

  *human = (int) seat;
  *strength = g_strdup (text);
  return g_steal_pointer (&game);
}

static FlGame *
load_file (const char  *path,
           int         *human,
           char       **strength,
           GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  if (!fl_json_read_file (path, saved_limits.max_bytes, &data, &length, &local_error))
    {
      if (local_error->domain == FL_GAME_ERROR)
        damaged (error, FL_GAME_ERROR_INVALID_RECORD, local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return fl_saved_game_load_from_data (data, length, human, strength, error);
}

/**
 * fl_saved_game_load:
 * @human: (out): the user's seat
 * @strength: (out) (transfer full): the bots' strength
 *
 * Reads the saved game, in any thread: a large or hostile file is slow
 * enough to read that the main loop should not wait for it.
 *
 * A saved game written by a newer Flourish is left where it is, for that
 * version; while it is there, this one keeps its own game beside it
 * (fl_saved_game_get_path()), and this reads that one instead, if there
 * is one. With no saved game at all the error is %G_FILE_ERROR_NOENT.
 *
 * Returns: (transfer full) (nullable): the saved game, or %NULL with
 *   @error as fl_saved_game_load_from_data() gives it
 */
FlGame *
fl_saved_game_load (int     *human,
                    char   **strength,
                    GError **error)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "flourish", SAVED_NAME, NULL);
  g_autofree char *own = g_build_filename (g_get_user_data_dir (), "flourish", SAVED_OWN_NAME, NULL);
  g_autoptr(GError) local_error = NULL;
  FlGame *game;

  g_return_val_if_fail (human != NULL && strength != NULL, NULL);

  /* The last move saved, not the one before. */
  fl_saved_game_wait ();
  game = load_file (path, human, strength, &local_error);
  if (game != NULL)
    {
      g_atomic_int_set (&newer_version_found, FALSE);
      return game;
    }

  if (g_error_matches (local_error, FL_GAME_ERROR, FL_GAME_ERROR_NEWER_VERSION))
    g_atomic_int_set (&newer_version_found, TRUE);
  else if (!g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    g_atomic_int_set (&newer_version_found, FALSE);

  /* This version's own game, beside a newer version's (or where one was). */
  if (!g_atomic_int_get (&newer_version_found) || !g_file_test (own, G_FILE_TEST_EXISTS))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return load_file (own, human, strength, error);
}

/**
 * fl_saved_game_set_aside:
 *
 * Renames a saved game that cannot be continued, so the user keeps it and
 * the next start does not trip on it again.
 *
 * Returns: (transfer full) (nullable): the file's new path
 */
char *
fl_saved_game_set_aside (GError **error)
{
  g_autofree char *path = fl_saved_game_get_path ();
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  char *aside = NULL;
  g_autoptr(GMutexLocker) locker = NULL;

  fl_saved_game_wait ();
  locker = g_mutex_locker_new (&write_lock);
  for (guint attempt = 0; attempt < 100; attempt++)
    {
      g_free (aside);
      if (attempt == 0)
        aside = g_strdup_printf ("%s.damaged-%s", path, stamp);
      else
        aside = g_strdup_printf ("%s.damaged-%s-%u", path, stamp, attempt);
      if (!g_file_test (aside, G_FILE_TEST_EXISTS))
        break;
    }

  if (g_rename (path, aside) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   /* Translators: %1$s is a file, %2$s the system's reason. */
                   _("Could not rename %1$s: %2$s"), path, g_strerror (saved_errno));
      g_free (aside);
      return NULL;
    }
  return aside;
}

/**
 * fl_saved_game_discard:
 *
 * Forgets the saved game: it was finished or abandoned.
 */
void
fl_saved_game_discard (void)
{
  g_autofree char *path = fl_saved_game_get_path ();
  g_autoptr(GMutexLocker) locker = NULL;

  /* No save asked for until now may write it again: one being written
   * finishes first (the main thread waits for that one write at most). */
  g_mutex_lock (&queue_lock);
  discarded_before = latest_save;
  g_mutex_unlock (&queue_lock);
  locker = g_mutex_locker_new (&write_lock);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", path, g_strerror (errno));
}
