/* fl-engine-test-helpers.h: small checks shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include <glib.h>

/* Whether one of @lines (a %NULL-terminated list, such as the tutor's
 * "Your options") contains @text. */
static inline gboolean
fl_test_lines_contain (char *const *lines,
                       const char  *text)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], text) != NULL)
      return TRUE;
  return FALSE;
}
