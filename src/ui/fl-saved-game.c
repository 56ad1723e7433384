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
 * file, never half a file. A file that cannot be read is renamed aside,
 * kept for the user, and never opened again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-saved-game"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "fl-saved-game.h"

#define SAVED_FORMAT "flourish-saved-game"
#define SAVED_VERSION 1

/**
 * fl_saved_game_get_path:
 *
 * Returns: (transfer full): where the game in progress is kept
 */
char *
fl_saved_game_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "flourish", "saved-game.json", NULL);
}

gboolean
fl_saved_game_exists (void)
{
  g_autofree char *path = fl_saved_game_get_path ();

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
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
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FL_IS_GAME (game), FALSE);

  record = fl_game_save_to_data (game, &length);
  if (!json_parser_load_from_data (parser, record, (gssize) length, error))
    return FALSE;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, SAVED_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, SAVED_VERSION);
  json_builder_set_member_name (builder, "human");
  json_builder_add_int_value (builder, human);
  json_builder_set_member_name (builder, "strength");
  json_builder_add_string_value (builder, strength);
  json_builder_set_member_name (builder, "record");
  json_builder_add_value (builder, json_node_copy (json_parser_get_root (parser)));
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  data = json_generator_to_data (generator, &length);

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

/**
 * fl_saved_game_load:
 * @human: (out): the user's seat
 * @strength: (out) (transfer full): the bots' strength
 *
 * Returns: (transfer full) (nullable): the saved game, or %NULL with
 *   @error saying in plain words why it cannot be continued
 */
FlGame *
fl_saved_game_load (int     *human,
                    char   **strength,
                    GError **error)
{
  g_autofree char *path = fl_saved_game_get_path ();
  g_autofree char *data = NULL;
  g_autofree char *record = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) local_error = NULL;
  JsonObject *root;
  JsonNode *node;
  gint64 seat;
  const char *text;
  gsize length;

  g_return_val_if_fail (human != NULL && strength != NULL, NULL);

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;

  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error)
      || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("The saved game is damaged: it is not a readable game file."));
      return NULL;
    }

  root = json_node_get_object (json_parser_get_root (parser));
  text = json_object_get_string_member_with_default (root, "format", NULL);
  if (g_strcmp0 (text, SAVED_FORMAT) != 0
      || json_object_get_int_member_with_default (root, "version", 0) != SAVED_VERSION)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("The saved game is damaged: it does not say it is a Flourish saved game of this version."));
      return NULL;
    }

  node = json_object_get_member (root, "record");
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("The saved game is damaged: it holds no game."));
      return NULL;
    }
  json_generator_set_root (generator, node);
  record = json_generator_to_data (generator, &length);
  game = fl_game_load_from_data (record, (gssize) length, error);
  if (game == NULL)
    return NULL;

  seat = json_object_get_int_member_with_default (root, "human", -1);
  text = json_object_get_string_member_with_default (root, "strength", "");
  if (seat < 0 || seat >= fl_game_get_n_seats (game)
      || !(g_str_equal (text, "random") || g_str_equal (text, "heuristic")))
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("The saved game is damaged: it does not say which seat is yours or how the computer plays."));
      return NULL;
    }

  *human = (int) seat;
  *strength = g_strdup (text);
  return g_steal_pointer (&game);
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

  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Could not remove %s: %s", path, g_strerror (errno));
}
