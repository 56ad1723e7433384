/* fl-i18n.c: locale and message catalogue set-up for every front end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-i18n"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

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
 * locale with UTF-8 text and lets `LANGUAGE=ja` work there too with the
 * glibc of Debian 12. Newer glibc (2.41, in the GNOME 48 runtime) ignores
 * `LANGUAGE` in C.UTF-8 as well: then, with `LANGUAGE` set, messages take
 * the first real UTF-8 locale installed, from `LANGUAGE` itself or else
 * English, and gettext follows `LANGUAGE` again.
 */
static gboolean
is_plain_c (int category)
{
  const char *locale = setlocale (category, NULL);

  return locale == NULL || g_str_equal (locale, "C") || g_str_equal (locale, "POSIX");
}

/* A UTF-8 locale for LC_MESSAGES in which gettext follows LANGUAGE, when
 * the messages' locale is C or C.UTF-8 and LANGUAGE asks for a language. */
static void
follow_language (void)
{
  const char *language = g_getenv ("LANGUAGE");
  const char *current = setlocale (LC_MESSAGES, NULL);
  g_auto(GStrv) wanted = NULL;
  g_autoptr(GPtrArray) candidates = g_ptr_array_new_with_free_func (g_free);

  if (language == NULL || *language == '\0' || current == NULL
      || !(g_str_equal (current, "C") || g_str_equal (current, "POSIX")
           || g_ascii_strncasecmp (current, "C.UTF-8", 7) == 0 || g_ascii_strncasecmp (current, "C.utf8", 6) == 0))
    return;

  wanted = g_strsplit (language, ":", -1);
  for (guint i = 0; wanted[i] != NULL; i++)
    if (strchr (wanted[i], '_') != NULL)
      g_ptr_array_add (candidates, g_strconcat (wanted[i], ".UTF-8", NULL));
  g_ptr_array_add (candidates, g_strdup ("en_US.UTF-8"));
  g_ptr_array_add (candidates, g_strdup ("en_GB.UTF-8"));

  /* A locale that is not installed leaves LC_MESSAGES as it was. */
  for (guint i = 0; i < candidates->len; i++)
    if (setlocale (LC_MESSAGES, candidates->pdata[i]) != NULL)
      return;
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
  follow_language ();

  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/**
 * fl_npgettext:
 * @context: the message context, such as "event"
 * @msgid: the singular
 * @msgid_plural: the plural
 * @n: the number that chooses the form
 *
 * The plural of C_(): GLib has no plural lookup with a context. xgettext
 * finds these with the keyword fl_npgettext:1c,2,3 (po/meson.build).
 *
 * Returns: the translation of @msgid in @context for @n, or @msgid or
 * @msgid_plural where the catalogue has none
 */
const char *
fl_npgettext (const char *context,
              const char *msgid,
              const char *msgid_plural,
              gulong      n)
{
  g_autofree char *key = g_strconcat (context, "\004", msgid, NULL);
  const char *translation = g_dngettext (GETTEXT_PACKAGE, key, msgid_plural, n);

  /* Without a translation gettext hands back the key itself. */
  return translation == key ? msgid : translation;
}
