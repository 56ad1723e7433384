/* fl-text.c: text that wraps well in every language
 *
 * Labels that wrap break lines where the language allows it (Pango's
 * PANGO_WRAP_WORD_CHAR: between words where there are spaces, between
 * characters in Japanese, never inside a Latin word unless it cannot fit
 * alone) and are measured at their natural width, so that a sentence is
 * not squeezed into a narrow column.
 *
 * Tooltips too: GTK 4.8 sizes a tooltip at its label's smallest width,
 * which in Japanese is a single character, so "得点表" stood one character
 * a line. Every tooltip of the app is instead shown in a label of our own,
 * as wide as its text up to a comfortable measure, wrapped beyond it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-text"

#include "config.h"

#include "fl-text.h"

/* How wide a tooltip grows before it wraps, in pixels at the default
 * font size: about fifty Latin letters, or twenty-five Japanese ones. */
#define TOOLTIP_MAX_WIDTH 360

/**
 * fl_label_set_wrapping:
 * @max_width_chars: how many characters wide the label grows before it
 *   wraps (its natural width), or -1 for as wide as its text
 *
 * Makes @label wrap between words, and in languages written without
 * spaces between characters, at its natural width when it has room.
 */
void
fl_label_set_wrapping (GtkLabel *label,
                       int       max_width_chars)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  if (max_width_chars > 0)
    gtk_label_set_max_width_chars (label, max_width_chars);
}

/**
 * fl_tooltip_label_new:
 * @markup: the tooltip's text, in Pango markup
 *
 * Returns: (transfer floating): a label for a tooltip, at least as wide as
 *   @markup on one line up to %TOOLTIP_MAX_WIDTH pixels, wrapped beyond
 */
GtkWidget *
fl_tooltip_label_new (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);
  PangoLayout *layout;
  int width;

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  fl_label_set_wrapping (GTK_LABEL (label), -1);

  /* Its width on one line, then no narrower than that (up to the limit):
   * a wrapped label's own smallest width is that of one word, or in
   * Japanese of one character. */
  layout = gtk_widget_create_pango_layout (label, NULL);
  pango_layout_set_markup (layout, markup, -1);
  pango_layout_get_pixel_size (layout, &width, NULL);
  g_object_unref (layout);
  gtk_widget_set_size_request (label, MIN (width, TOOLTIP_MAX_WIDTH), -1);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 1);
  return label;
}

/* GtkWidget's own query-tooltip, for every widget: the widget's tooltip
 * text in a label of fl_tooltip_label_new(). */
static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard_tip,
               GtkTooltip *tooltip)
{
  const char *markup = gtk_widget_get_tooltip_markup (widget);

  if (!gtk_widget_get_has_tooltip (widget) || markup == NULL || *markup == '\0')
    return FALSE;
  gtk_tooltip_set_custom (tooltip, fl_tooltip_label_new (markup));
  return TRUE;
}

/**
 * fl_tooltips_init:
 *
 * Shows every tooltip of the app's widgets in a label of
 * fl_tooltip_label_new(). Called once, at start-up.
 */
void
fl_tooltips_init (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      /* Its signals exist once its class does. */
      g_type_ensure (GTK_TYPE_WIDGET);
      g_type_class_unref (g_type_class_ref (GTK_TYPE_WIDGET));
      g_signal_override_class_handler ("query-tooltip", GTK_TYPE_WIDGET, G_CALLBACK (query_tooltip));
      g_once_init_leave (&done, 1);
    }
}
