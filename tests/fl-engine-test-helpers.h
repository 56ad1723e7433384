/* fl-engine-test-helpers.h: small checks shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <libintl.h>
#include <string.h>

#include <glib.h>

#include "fl-i18n.h"

/* Switches the engine's texts to @language ("en", "ja", "cs"), from the
 * catalogues of the build tree (FLOURISH_LOCALEDIR, set by
 * tests/meson.build). */
static inline void
fl_test_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* glibc keeps the messages it has looked up; naming the domain again is
   * how it learns that the environment changed. */
  textdomain (GETTEXT_PACKAGE);
}

/* Binds the catalogues as every front end does (fl-i18n.c), and makes
 * GLib translate: it decides once, at its first translation, whether to
 * translate at all, and in plain English with no catalogue it would
 * decide not to, so the first look-up is made in Japanese with
 * @japanese_msgid, a message the catalogue translates. English after. */
static inline void
fl_test_init_languages (const char *japanese_msgid)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  fl_test_use_language ("ja");
  fl_i18n_init ();
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, japanese_msgid), !=, japanese_msgid);
  fl_test_use_language ("en");
}

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

/* Whether @label (a card's, such as "0♠") appears in @text as a whole
 * label: it is not in "10♠". */
static inline gboolean
fl_test_names_label (const char *text,
                     const char *label)
{
  for (const char *p = strstr (text, label); p != NULL; p = strstr (p + 1, label))
    if (p == text || !g_ascii_isalnum (p[-1]))
      return TRUE;
  return FALSE;
}
