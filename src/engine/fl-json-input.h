/* fl-json-input.h: reading JSON files that may be damaged or hostile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * FlJsonLimits:
 * @max_bytes: the largest text accepted
 * @max_depth: the deepest nesting of arrays and objects
 * @max_tokens: the most values and member names the text may hold
 *
 * What a file may cost before it is refused. Every bound is checked on the
 * text before json-glib builds a tree, so a small hostile file can cost
 * neither much memory nor much time.
 */
typedef struct
{
  gsize max_bytes;
  guint max_depth;
  gsize max_tokens;
} FlJsonLimits;

gboolean    fl_json_read_file  (const char          *path,
                                gsize                max_bytes,
                                char               **data,
                                gsize               *length,
                                GError             **error);
JsonNode   *fl_json_parse      (const char          *data,
                                gsize                length,
                                const FlJsonLimits  *limits,
                                GError             **error);
gboolean    fl_json_get_int    (JsonNode            *node,
                                gint64               min,
                                gint64               max,
                                gint64              *value);
const char *fl_json_get_string (JsonNode            *node);

G_END_DECLS
