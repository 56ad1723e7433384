/* fl-i18n.c: locale and message catalogue set-up for every front end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-i18n"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "fl-i18n.h"

/**
 * fl_i18n_init:
 *
 * Sets the locale from the environment and binds the message catalogue, from
 * `FLOURISH_LOCALEDIR` when set (the build tree, for `meson devenv` and the
 * tests) or the installed one.
 *
 * gettext ignores `LANGUAGE` in the plain C locale, so a session without
 * `LANG` would never show a translation; the C.UTF-8 locale is the same
 * locale with UTF-8 text and lets `LANGUAGE=ja` work there too.
 */
static gboolean
is_plain_c (int category)
{
  const char *locale = setlocale (category, NULL);

  return locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX");
}

void
fl_i18n_init (void)
{
  const char *localedir = g_getenv ("FLOURISH_LOCALEDIR");

  setlocale (LC_ALL, "");

  /* Each category on its own: LC_CTYPE may be set (meson devenv sets it)
   * while LC_MESSAGES, the one gettext looks at, is still C. */
  if (is_plain_c (LC_MESSAGES))
    setlocale (LC_MESSAGES, "C.UTF-8");
  if (is_plain_c (LC_CTYPE))
    setlocale (LC_CTYPE, "C.UTF-8");

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
