/* fl-rule-quote.c: a rule's own words, under the sentence that cites it
 *
 * "Read the rule" under a tutor's sentence opens, in place, what the help
 * says of the rule the sentence cites, in the user's language: the
 * paragraphs, list items or table rows carrying its number. A button
 * under them opens the game's whole page in the help window, landed on
 * the rule and with the rule marked.
 *
 * The tutor rebuilds its sentences whenever the table changes: a quote
 * remembers, on an object that outlives it (the tutor), that the user
 * opened it, so that the same sentence's quote comes back open.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-rule-quote"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-help-view.h"
#include "fl-help-window.h"
#include "fl-rule-quote.h"

static void
whole_page_clicked_cb (GtkButton   *button,
                       GtkExpander *expander)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (button));

  fl_help_window_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                          g_object_get_data (G_OBJECT (expander), "fl-help-page"),
                          g_object_get_data (G_OBJECT (expander), "fl-help-section"),
                          g_object_get_data (G_OBJECT (expander), "fl-rule"));
}

/* The keys of the quotes open, on the object that remembers them. */
static GHashTable *
opened_quotes (GObject *memory)
{
  GHashTable *opened = g_object_get_data (memory, "fl-rule-quotes-open");

  if (opened == NULL)
    {
      opened = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_object_set_data_full (memory, "fl-rule-quotes-open", opened, (GDestroyNotify) g_hash_table_unref);
    }
  return opened;
}

/* The rule's text is made when first asked for: most are never read. */
static void
expanded_cb (GtkExpander *expander,
             GParamSpec  *pspec,
             GObject     *memory)
{
  const char *page = g_object_get_data (G_OBJECT (expander), "fl-help-page");
  const char *rule = g_object_get_data (G_OBJECT (expander), "fl-rule");
  const char *key = g_object_get_data (G_OBJECT (expander), "fl-rule-quote-key");
  GtkWidget *box, *text, *button;

  if (memory != NULL && gtk_expander_get_expanded (expander))
    g_hash_table_add (opened_quotes (memory), g_strdup (key));
  else if (memory != NULL)
    g_hash_table_remove (opened_quotes (memory), key);

  if (!gtk_expander_get_expanded (expander) || gtk_expander_get_child (expander) != NULL)
    return;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (box, 4);
  text = fl_help_rule_new (page, g_object_get_data (G_OBJECT (expander), "fl-help-section"), rule);
  if (text != NULL)
    gtk_box_append (GTK_BOX (box), text);

  /* Translators: a button under a rule quoted in the tutor, which opens the
   * game's whole page of the help at that rule. */
  button = gtk_button_new_with_label (_("Show Whole Page"));
  gtk_widget_set_halign (button, GTK_ALIGN_START);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "rule-quote-page");
  g_signal_connect (button, "clicked", G_CALLBACK (whole_page_clicked_cb), expander);
  gtk_box_append (GTK_BOX (box), button);

  gtk_expander_set_child (expander, box);
}

/**
 * fl_rule_quote_new:
 * @page: the help page of the game, such as "flunk"
 * @section: (nullable): the section of @page that states the rule
 * @rule: the rule's number, such as "F13"
 * @memory: (nullable): an object that outlives the quote, which remembers
 *   whether the user opened it
 * @key: (nullable): what the quote is for, such as the sentence citing
 *   the rule: a new quote with the same @key and @memory opens as the
 *   last one was left
 *
 * Returns: (transfer floating): "Read the rule", which opens into the
 *   rule's own text
 */
GtkWidget *
fl_rule_quote_new (const char *page,
                   const char *section,
                   const char *rule,
                   GObject    *memory,
                   const char *key)
{
  /* Translators: under a tutor's sentence, opens the text of the rule the
   * sentence cites, from the help. */
  const char *label = _("Read the rule");
  GtkWidget *expander = gtk_expander_new (label);
  /* Translators: the tooltip of “Read the rule”; %s is a rule's number
   * such as “F13”. */
  g_autofree char *tooltip = g_strdup_printf (_("Rule %s in the help"), rule);

  gtk_widget_set_tooltip_text (expander, tooltip);
  /* GTK 4.8 names an expander by its class (“GtkExpander”), not its label. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip,
                                  -1);
  gtk_widget_add_css_class (expander, "rule-quote");
  g_object_set_data_full (G_OBJECT (expander), "fl-help-page", g_strdup (page), g_free);
  g_object_set_data_full (G_OBJECT (expander), "fl-help-section", g_strdup (section), g_free);
  g_object_set_data_full (G_OBJECT (expander), "fl-rule", g_strdup (rule), g_free);
  g_object_set_data_full (G_OBJECT (expander), "fl-rule-quote-key", g_strdup (key != NULL ? key : rule), g_free);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expanded_cb), memory);
  if (memory != NULL && g_hash_table_contains (opened_quotes (memory), key != NULL ? key : rule))
    gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  return expander;
}
