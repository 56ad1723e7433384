/* fl-json-input.c: reading JSON files that may be damaged or hostile
 *
 * A saved game or a game record may come from a damaged disk, another
 * version of Flourish or somebody who wants to crash it. json-glib reads
 * anything that is JSON, but it builds the whole tree first (a few
 * hundred bytes of memory for every two bytes of "{}" text), recurses once
 * per level of nesting, and accepts comments and single quotes. So the
 * text is checked here, in one pass and without allocating, before
 * json-glib sees it:
 *
 * - its size, checked on the file's size before it is read;
 * - UTF-8, with a leading byte-order mark skipped (some editors write one);
 * - nesting no deeper than the format needs, so the parser's recursion
 *   cannot exhaust the stack;
 * - how many values it can hold: every value but the first of each array
 *   or object follows a comma and every member name comes before a colon,
 *   so counting brackets, commas and colons bounds the tree json-glib
 *   would build;
 * - no comments or single-quoted strings (they could hide brackets from
 *   the count), no \u0000 (json-glib cuts a string short there), and
 *   nothing but white space after the top-level object.
 *
 * Errors are FL_GAME_ERROR_INVALID_RECORD with a message that completes a
 * sentence ("it is not readable JSON (…)."), which the caller wraps in its
 * own ("The saved game is damaged: %s"), or a G_FILE_ERROR from the system.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-json-input"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fl-game.h"
#include "fl-json-input.h"

static gboolean
input_error (GError     **error,
             const char  *message)
{
  g_set_error_literal (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD, message);
  return FALSE;
}

static gboolean
system_error (GError     **error,
              int          saved_errno,
              const char  *path)
{
  g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
               /* Translators: %1$s is a file, %2$s the system's reason. */
               _("Could not read %1$s: %2$s"), path, g_strerror (saved_errno));
  return FALSE;
}

/**
 * fl_json_read_file:
 * @max_bytes: the largest file accepted
 * @data: (out) (transfer full): the file's contents, nul-terminated
 * @length: (out): their length
 *
 * Reads a regular file of at most @max_bytes. A larger one is refused on
 * its size, before anything is read; anything but a regular file (a pipe
 * that never ends, a device) is refused without blocking.
 *
 * Returns: whether @data holds the whole file
 */
gboolean
fl_json_read_file (const char  *path,
                   gsize        max_bytes,
                   char       **data,
                   gsize       *length,
                   GError     **error)
{
  g_autofree char *buffer = NULL;
  struct stat info;
  gsize filled = 0;
  int fd;

  g_return_val_if_fail (path != NULL && data != NULL && length != NULL, FALSE);

  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return system_error (error, errno, path);

  if (fstat (fd, &info) != 0)
    {
      int saved_errno = errno;

      close (fd);
      return system_error (error, saved_errno, path);
    }
  if (S_ISDIR (info.st_mode))
    {
      close (fd);
      return system_error (error, EISDIR, path);
    }
  if (!S_ISREG (info.st_mode))
    {
      close (fd);
      return input_error (error, _("it is not an ordinary file."));
    }
  if (info.st_size < 0 || (guint64) info.st_size > max_bytes)
    {
      close (fd);
      return input_error (error, _("the file is larger than any game."));
    }

  /* The file may grow between fstat() and read(): read at most one byte
   * more than the limit, to notice. */
  buffer = g_malloc ((gsize) info.st_size + 2);
  while (filled <= (gsize) info.st_size)
    {
      gssize n = read (fd, buffer + filled, (gsize) info.st_size + 1 - filled);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          return system_error (error, saved_errno, path);
        }
      if (n == 0)
        break;
      filled += (gsize) n;
    }
  close (fd);

  if (filled > max_bytes)
    return input_error (error, _("the file is larger than any game."));

  buffer[filled] = '\0';
  *data = g_steal_pointer (&buffer);
  *length = filled;
  return TRUE;
}

/* The checks on the text described at the top, from @data's first byte
 * (after any byte-order mark) to its last. */
static gboolean
check_text (const char          *data,
            gsize                length,
            const FlJsonLimits  *limits,
            GError             **error)
{
  gboolean in_string = FALSE;
  guint depth = 0;
  gsize tokens = 0;
  gsize i = 0;

  while (i < length && g_ascii_isspace (data[i]))
    i++;
  if (i == length)
    return input_error (error, _("it is empty."));
  if (data[i] != '{')
    return input_error (error, _("it holds no game."));

  for (; i < length; i++)
    {
      char c = data[i];

      if (in_string)
        {
          if (c == '\\')
            {
              if (i + 5 < length && data[i + 1] == 'u' && strncmp (data + i + 2, "0000", 4) == 0)
                return input_error (error, _("it holds a text with a null character."));
              i++;
            }
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;
        case '/':
        case '\'':
          return input_error (error, _("it holds comments or quotes that are not JSON."));
        case '[':
        case '{':
          if (++depth > limits->max_depth)
            return input_error (error, _("its structure is nested far deeper than a game record."));
          tokens++;
          break;
        case ',':
        case ':':
          tokens++;
          break;
        case ']':
        case '}':
          depth--;      /* never below 1 here: the loop ends at 0 */
          break;
        default:
          break;
        }

      if (tokens > limits->max_tokens)
        return input_error (error, _("it holds more moves and values than any game."));
      if (depth == 0)
        break;
    }

  if (depth != 0 || in_string)
    return input_error (error, _("it ends before its last object is closed."));

  /* Only white space may follow the top-level object. */
  for (i++; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return input_error (error, _("there is more in the file after the game record."));

  return TRUE;
}

/**
 * fl_json_parse:
 * @data: the text, which need not be nul-terminated
 * @limits: what the text may cost
 *
 * Checks @data against @limits and parses it.
 *
 * Returns: (transfer full) (nullable): the top-level object, or %NULL with
 *   @error completing a sentence that says why
 */
JsonNode *
fl_json_parse (const char          *data,
               gsize                length,
               const FlJsonLimits  *limits,
               GError             **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;
  g_autofree char *message = NULL;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (limits != NULL, NULL);

  if (length > limits->max_bytes)
    {
      input_error (error, _("the file is larger than any game."));
      return NULL;
    }

  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }

  if (!g_utf8_validate (data, (gssize) length, NULL))
    {
      input_error (error, _("the file is not UTF-8 text."));
      return NULL;
    }

  if (!check_text (data, length, limits, error))
    return NULL;

  if (!json_parser_load_from_data (parser, data, (gssize) length, &local_error))
    {
      /* Translators: %s is the JSON parser's message. */
      message = g_strdup_printf (_("it is not readable JSON (%s)."), local_error->message);
      input_error (error, message);
      return NULL;
    }

  /* check_text() saw an object first and nothing after it. */
  return json_parser_steal_root (parser);
}

/**
 * fl_json_get_int:
 *
 * Returns: whether @node is a JSON integer (not a real number, a string
 *   or a boolean) from @min to @max, stored in @value
 */
gboolean
fl_json_get_int (JsonNode *node,
                 gint64    min,
                 gint64    max,
                 gint64   *value)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;

  *value = json_node_get_int (node);
  return *value >= min && *value <= max;
}

/**
 * fl_json_get_string:
 *
 * Returns: (nullable): @node's text when it is a JSON string
 */
const char *
fl_json_get_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;

  return json_node_get_string (node);
}
