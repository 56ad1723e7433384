/* fl-accessible.c: the names assistive technologies read for controls
 *
 * GTK 4.8 names a control by joining its "label" property and the names
 * of the widgets it is labelled by. A button with a mnemonic gets both
 * from GTK itself: the label as written (“_Start Game”), and its label
 * widget, which labels the button it is the mnemonic of (“Start Game”),
 * so a screen reader says “underscore Start Game Start Game”. A button in
 * a row that activates it is labelled by the row's title as well (“Play
 * Flunk Flunk”). Every button with a mnemonic that is shown, ours and
 * those libadwaita builds (a dialog's responses), is set right here when
 * it is mapped and whenever its label changes:
 *
 * - by default it keeps only the label widget's clean text;
 * - a control given its own name (fl_accessible_set_name()) keeps only
 *   that name.
 *
 * A button showing an icon alone has no name in GTK 4.8 but its class's
 * (“GtkImage”). Ours are named in their templates, as their tooltips
 * say; one that GTK or libadwaita makes is named here by its tooltip too,
 * or else by what its icon means (the search button of the keyboard
 * shortcuts window).
 *
 * Newer GTK names a button from its content and no longer sets the raw
 * label, so the same steps leave one clean name there too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-accessible"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-accessible.h"

static GQuark name_quark;
static GQuark watched_quark;

/* Leaves @widget one name: its own, or else its mnemonic label's. */
static void
apply_name (GtkWidget *widget)
{
  const char *name = g_object_get_qdata (G_OBJECT (widget), name_quark);

  if (name != NULL)
    {
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else if (GTK_IS_BUTTON (widget) && gtk_button_get_use_underline (GTK_BUTTON (widget))
           && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
label_changed_cb (GtkWidget *widget)
{
  apply_name (widget);
}

/* Sets @widget's name now and after each change of its label. */
static void
watch (GtkWidget *widget)
{
  if (g_object_get_qdata (G_OBJECT (widget), watched_quark) == NULL)
    {
      g_object_set_qdata (G_OBJECT (widget), watched_quark, GINT_TO_POINTER (TRUE));
      if (GTK_IS_BUTTON (widget))
        {
          g_signal_connect_after (widget, "notify::label", G_CALLBACK (label_changed_cb), NULL);
          g_signal_connect_after (widget, "notify::use-underline", G_CALLBACK (label_changed_cb), NULL);
        }
    }
  apply_name (widget);
}

/* What an icon means, for a button that shows it alone and has no other
 * name: the icons that GTK and libadwaita put on such buttons. */
static const char *
icon_meaning (const char *icon)
{
  if (g_strcmp0 (icon, "edit-find-symbolic") == 0)
    /* Translators: the accessible name of a search button that shows
     * only a magnifying glass. */
    return _("Search");
  return NULL;
}

/* Names an icon-only button that has no name of its own. */
static void
name_icon_button (GtkButton *button)
{
  const char *name = gtk_widget_get_tooltip_text (GTK_WIDGET (button));

  if (name == NULL)
    name = icon_meaning (gtk_button_get_icon_name (button));
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static gboolean
widget_mapped_cb (GSignalInvocationHint *hint,
                  guint                  n_values,
                  const GValue          *values,
                  gpointer               data)
{
  GObject *object = g_value_get_object (&values[0]);

  if (!GTK_IS_BUTTON (object))
    return TRUE;
  if (gtk_button_get_use_underline (GTK_BUTTON (object)) || g_object_get_qdata (object, name_quark) != NULL)
    watch (GTK_WIDGET (object));
  else if (gtk_button_get_icon_name (GTK_BUTTON (object)) != NULL && gtk_button_get_label (GTK_BUTTON (object)) == NULL)
    name_icon_button (GTK_BUTTON (object));
  return TRUE;
}

/**
 * fl_accessible_init:
 *
 * Gives every button with a mnemonic one clean accessible name from now
 * on, when it is mapped. Called once GTK is initialized.
 */
void
fl_accessible_init (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      name_quark = g_quark_from_static_string ("fl-accessible-name");
      watched_quark = g_quark_from_static_string ("fl-accessible-watched");
      /* The class, and with it its signals, for good. */
      g_type_class_ref (GTK_TYPE_WIDGET);
      g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                                  widget_mapped_cb, NULL, NULL);
      g_once_init_leave (&done, 1);
    }
}

/**
 * fl_accessible_set_name:
 * @name: what assistive technologies call @widget
 *
 * Names @widget @name alone, without the text of the widgets that label
 * it (its mnemonic label, the title of a row it belongs to), which GTK
 * would add; a button keeps the name when its label changes.
 */
void
fl_accessible_set_name (GtkWidget  *widget,
                        const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL);

  fl_accessible_init ();
  g_object_set_qdata_full (G_OBJECT (widget), name_quark, g_strdup (name), g_free);
  watch (widget);
}
