/* fl-options.c: checking and parsing option values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-options"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-options.h"
#include "fl-game.h"

gboolean
fl_option_value_valid (const FlOptionDesc *desc,
                       int                 value)
{
  if (value < desc->min || value > desc->max)
    return FALSE;
  if (desc->step > 1 && (value - desc->min) % desc->step != 0)
    return FALSE;
  return TRUE;
}

static gboolean
invalid_value (const FlOptionDesc  *desc,
               const char          *text,
               GError             **error)
{
  g_autofree char *low = fl_option_value_to_string (desc, desc->min);
  g_autofree char *high = fl_option_value_to_string (desc, desc->max);

  if (desc->type == FL_OPTION_INT && desc->step > 1)
    g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
                 /* Translators: %1$s is a value, %2$s an option; then the range and the step. */
                 _("“%1$s” is not a value of the option “%2$s”: it takes numbers from %3$s to %4$s in steps of %5$d."),
                 text, desc->key, low, high, desc->step);
  else if (desc->type == FL_OPTION_INT)
    g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
                 _("“%1$s” is not a value of the option “%2$s”: it takes numbers from %3$s to %4$s."),
                 text, desc->key, low, high);
  else
    {
      GString *values = g_string_new (NULL);

      for (int v = desc->min; v <= desc->max; v++)
        {
          g_autofree char *name = fl_option_value_to_string (desc, v);

          g_string_append_printf (values, "%s%s", values->len ? ", " : "", name);
        }
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
                   /* Translators: %1$s is a value, %2$s an option, %3$s the list of its values. */
                   _("“%1$s” is not a value of the option “%2$s”, which takes one of: %3$s."),
                   text, desc->key, values->str);
      g_string_free (values, TRUE);
    }

  return FALSE;
}

/**
 * fl_option_parse:
 * @desc: the option
 * @text: a value as typed: a number, true/false, or a choice's id
 * @value: (out): the value
 *
 * Returns: whether @text is a valid value; otherwise @error says why
 */
gboolean
fl_option_parse (const FlOptionDesc  *desc,
                 const char          *text,
                 int                 *value,
                 GError             **error)
{
  gint64 number;

  switch (desc->type)
    {
    case FL_OPTION_INT:
      if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &number, NULL) ||
          !fl_option_value_valid (desc, (int) number))
        return invalid_value (desc, text, error);
      *value = (int) number;
      return TRUE;

    case FL_OPTION_BOOL:
      if (g_strcmp0 (text, "true") == 0 || g_strcmp0 (text, "1") == 0)
        *value = 1;
      else if (g_strcmp0 (text, "false") == 0 || g_strcmp0 (text, "0") == 0)
        *value = 0;
      else
        return invalid_value (desc, text, error);
      return TRUE;

    case FL_OPTION_CHOICE:
    default:
      for (guint i = 0; i < desc->n_choices; i++)
        if (g_strcmp0 (text, desc->choices[i].id) == 0)
          {
            *value = (int) i;
            return TRUE;
          }
      return invalid_value (desc, text, error);
    }
}

/**
 * fl_option_value_to_string:
 *
 * Returns: (transfer full): the value as records and the command line
 * write it
 */
char *
fl_option_value_to_string (const FlOptionDesc *desc,
                           int                 value)
{
  switch (desc->type)
    {
    case FL_OPTION_BOOL:
      return g_strdup (value ? "true" : "false");
    case FL_OPTION_CHOICE:
      if (value >= 0 && (guint) value < desc->n_choices)
        return g_strdup (desc->choices[value].id);
      return g_strdup_printf ("%d", value);
    case FL_OPTION_INT:
    default:
      return g_strdup_printf ("%d", value);
    }
}
