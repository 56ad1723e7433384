/* fl-help-window.c: the help, in a window of the app's own
 *
 * Where no help viewer can show the help (none installed, or the help not
 * installed where it looks, as in the build tree and the Flatpak), the app
 * shows its pages here. One window serves the whole app: asking for help
 * again brings it forward on the page asked for. Back returns to the pages
 * seen before; the home button goes to the help's index, which lists every
 * game. Escape closes it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-help-window"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-help-view.h"
#include "fl-help-window.h"

struct _FlHelpWindow
{
  AdwWindow       parent_instance;

  FlHelpView     *view;
  AdwWindowTitle *title;
  GPtrArray      *history;    /* the ids of the pages before this one */
};

G_DEFINE_FINAL_TYPE (FlHelpWindow, fl_help_window, ADW_TYPE_WINDOW)

static FlHelpWindow *the_window;

static void
update (FlHelpWindow *self)
{
  g_autofree char *title = fl_help_view_get_title (self->view);

  gboolean index = g_strcmp0 (fl_help_view_get_page (self->view), "index") == 0;

  adw_window_title_set_title (self->title, title != NULL ? title : "");
  /* The index's title names the help already. */
  adw_window_title_set_subtitle (self->title, index ? NULL : _("Flourish Help"));
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.back", self->history->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "help.home", !index);
}

static void
go (FlHelpWindow *self,
    const char   *page,
    const char   *section,
    const char   *rule,
    gboolean      remember)
{
  g_autofree char *previous = g_strdup (fl_help_view_get_page (self->view));

  if (!fl_help_view_load (self->view, page, section, rule))
    {
      g_warning ("The help has no page %s", page);
      return;
    }
  if (remember && previous != NULL && !(g_str_equal (previous, page) && section == NULL && rule == NULL))
    g_ptr_array_add (self->history, g_steal_pointer (&previous));
  update (self);
}

/**
 * fl_help_window_show:
 * @page: a help page's id, such as "flunk"
 * @section: (nullable): a section of it to land on
 * @rule: (nullable): a rule's number to land on, such as "F13"
 *
 * Shows @page, remembering the page shown before for Back.
 */
void
fl_help_window_show (FlHelpWindow *self,
                     const char   *page,
                     const char   *section,
                     const char   *rule)
{
  g_return_if_fail (FL_IS_HELP_WINDOW (self));

  go (self, page != NULL ? page : "index", section, rule, TRUE);
}

static void
link_activated_cb (FlHelpView   *view,
                   const char   *page,
                   const char   *section,
                   FlHelpWindow *self)
{
  go (self, page, section, NULL, TRUE);
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlHelpWindow *self = FL_HELP_WINDOW (widget);
  g_autofree char *page = NULL;

  if (self->history->len == 0)
    return;
  page = g_ptr_array_steal_index (self->history, self->history->len - 1);
  go (self, page, NULL, NULL, FALSE);
}

static void
scroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  fl_help_view_scroll (FL_HELP_WINDOW (widget)->view, g_variant_get_int32 (parameter));
}

static void
home_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  go (FL_HELP_WINDOW (widget), "index", NULL, NULL, TRUE);
}

/**
 * fl_help_window_present:
 * @parent: (nullable): the window asking for help
 * @page: (nullable): a help page's id, or %NULL for the index
 * @section: (nullable): a section of @page to land on
 * @rule: (nullable): a rule's number to land on, such as "F13"
 *
 * Shows the help window on @page, opening it if needed.
 *
 * Returns: (transfer none): the help window
 */
FlHelpWindow *
fl_help_window_present (GtkWindow  *parent,
                        const char *page,
                        const char *section,
                        const char *rule)
{
  if (the_window == NULL)
    {
      GtkApplication *app = parent != NULL ? gtk_window_get_application (parent) : NULL;

      the_window = g_object_new (FL_TYPE_HELP_WINDOW, "application", app, NULL);
      g_object_add_weak_pointer (G_OBJECT (the_window), (gpointer *) &the_window);
    }
  fl_help_window_show (the_window, page, section, rule);
  gtk_window_present (GTK_WINDOW (the_window));
  return the_window;
}

GtkWidget *
fl_help_window_get_view (FlHelpWindow *self)
{
  g_return_val_if_fail (FL_IS_HELP_WINDOW (self), NULL);

  return GTK_WIDGET (self->view);
}

static void
fl_help_window_finalize (GObject *object)
{
  FlHelpWindow *self = FL_HELP_WINDOW (object);

  g_clear_pointer (&self->history, g_ptr_array_unref);
  G_OBJECT_CLASS (fl_help_window_parent_class)->finalize (object);
}

static void
fl_help_window_class_init (FlHelpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = fl_help_window_finalize;

  gtk_widget_class_install_action (widget_class, "help.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "help.home", NULL, home_action);
  gtk_widget_class_install_action (widget_class, "help.scroll", "i", scroll_action);
  /* The page scrolls with the keys also where nothing in it can take the
   * focus; a list of links focused keeps its arrows. */
  {
    static const struct { guint key; GtkScrollType scroll; } keys[] = {
      { GDK_KEY_Up, GTK_SCROLL_STEP_BACKWARD }, { GDK_KEY_Down, GTK_SCROLL_STEP_FORWARD },
      { GDK_KEY_Page_Up, GTK_SCROLL_PAGE_BACKWARD }, { GDK_KEY_Page_Down, GTK_SCROLL_PAGE_FORWARD },
      { GDK_KEY_space, GTK_SCROLL_PAGE_FORWARD },
      { GDK_KEY_Home, GTK_SCROLL_START }, { GDK_KEY_End, GTK_SCROLL_END },
    };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      gtk_widget_class_add_binding_action (widget_class, keys[i].key, 0, "help.scroll", "i", keys[i].scroll);
  }
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "help.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_BackSpace, 0, "help.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Home, GDK_ALT_MASK, "help.home", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static GtkWidget *
header_button (const char *icon,
               const char *action,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  return button;
}

static void
fl_help_window_init (FlHelpWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  self->history = g_ptr_array_new_with_free_func (g_free);

  self->title = ADW_WINDOW_TITLE (adw_window_title_new ("", _("Flourish Help")));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  /* Translators: the tooltip and accessible name of the help window's
   * button back to the page seen before. */
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), header_button ("go-previous-symbolic", "help.back", _("Back")));
  /* Translators: the tooltip and accessible name of the help window's
   * button to the help's first page, which lists every game. */
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), header_button ("go-home-symbolic", "help.home", _("All Help Topics")));

  self->view = FL_HELP_VIEW (fl_help_view_new ());
  g_signal_connect (self->view, "link-activated", G_CALLBACK (link_activated_cb), self);

  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->view));
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_default_size (GTK_WINDOW (self), 720, 560);
  gtk_widget_add_css_class (GTK_WIDGET (self), "help-window");
}
