/* fl-window.c: the main window, a start page and a page per game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-window"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-engine.h"
#include "fl-game-page.h"
#include "fl-game-row.h"
#include "fl-window.h"

struct _FlWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwLeaflet           *leaflet;
  GtkWidget            *start_page;
  GtkListBox           *games_list;
  GtkMenuButton        *primary_menu_button;
  FlGamePage           *game_page;
};

G_DEFINE_FINAL_TYPE (FlWindow, fl_window, ADW_TYPE_APPLICATION_WINDOW)

FlWindow *
fl_window_new (FlApplication *application)
{
  g_return_val_if_fail (FL_IS_APPLICATION (application), NULL);

  return g_object_new (FL_TYPE_WINDOW,
                       "application", application,
                       NULL);
}

/**
 * fl_window_get_current_game:
 *
 * Returns: (nullable): the id of the game whose page is shown, or %NULL on
 *   the start page
 */
const char *
fl_window_get_current_game (FlWindow *self)
{
  const FlGameInfo *info;

  g_return_val_if_fail (FL_IS_WINDOW (self), NULL);

  if (adw_leaflet_get_visible_child (self->leaflet) != GTK_WIDGET (self->game_page))
    return NULL;

  info = fl_game_page_get_game (self->game_page);
  return info != NULL ? fl_game_info_get_id (info) : NULL;
}

static void
fl_window_show_start (FlWindow *self)
{
  GtkListBoxRow *first;

  adw_leaflet_set_visible_child (self->leaflet, self->start_page);

  first = gtk_list_box_get_row_at_index (self->games_list, 0);
  if (first != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (first));
}

static void
play_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlWindow *self = FL_WINDOW (widget);
  const char *id = g_variant_get_string (parameter, NULL);
  const FlGameInfo *info = fl_game_info_lookup (id);

  if (info == NULL)
    {
      g_warning ("No game with the id “%s”", id);
      return;
    }

  fl_game_page_set_game (self->game_page, info);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->game_page));
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  fl_window_show_start (FL_WINDOW (widget));
}

static void
game_help_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  FlWindow *self = FL_WINDOW (widget);
  const FlGameInfo *info = fl_game_page_get_game (self->game_page);

  fl_show_help (GTK_WINDOW (self), info != NULL ? fl_game_info_get_help_page (info) : NULL);
}

static void
fl_window_populate_games (FlWindow *self)
{
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    gtk_list_box_append (self->games_list, GTK_WIDGET (fl_game_row_new (fl_game_info_get_nth (i))));
}

static void
fl_window_restore_state (FlWindow *self)
{
  int width = g_settings_get_int (self->settings, "window-width");
  int height = g_settings_get_int (self->settings, "window-height");

  gtk_window_set_default_size (GTK_WINDOW (self), width, height);

  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
fl_window_close_request (GtkWindow *window)
{
  FlWindow *self = FL_WINDOW (window);
  gboolean maximized = gtk_window_is_maximized (window);

  if (self->settings == NULL)
    return GTK_WINDOW_CLASS (fl_window_parent_class)->close_request (window);

  /* The size of a maximized window is the screen's; keep the one to
   * return to when it is unmaximized. */
  if (!maximized)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", maximized);

  return GTK_WINDOW_CLASS (fl_window_parent_class)->close_request (window);
}

/* GtkWindow:application is no construct property, so it arrives after
 * constructed(); everything that needs the application waits for it here. */
static void
fl_window_application_changed_cb (FlWindow   *self,
                                  GParamSpec *pspec,
                                  gpointer    user_data)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GMenuModel *menu;

  if (app == NULL || self->settings != NULL)
    return;

  g_return_if_fail (FL_IS_APPLICATION (app));
  self->settings = g_object_ref (fl_application_get_settings (FL_APPLICATION (app)));
  fl_window_restore_state (self);

  /* One primary menu, from gtk/menus.ui, on every page. */
  menu = G_MENU_MODEL (gtk_application_get_menu_by_id (app, "primary_menu"));
  gtk_menu_button_set_menu_model (self->primary_menu_button, menu);
  fl_game_page_set_primary_menu (self->game_page, menu);
}

static void
fl_window_dispose (GObject *object)
{
  FlWindow *self = FL_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FL_TYPE_WINDOW);

  G_OBJECT_CLASS (fl_window_parent_class)->dispose (object);
}

static void
fl_window_finalize (GObject *object)
{
  FlWindow *self = FL_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fl_window_parent_class)->finalize (object);
}

static void
fl_window_class_init (FlWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = fl_window_dispose;
  object_class->finalize = fl_window_finalize;

  window_class->close_request = fl_window_close_request;

  g_type_ensure (FL_TYPE_GAME_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FlWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, start_page);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, games_list);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, game_page);

  gtk_widget_class_install_action (widget_class, "win.play-game", "s", play_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.game-help", NULL, game_help_action);
}

static void
fl_window_init (FlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  fl_window_populate_games (self);

  g_signal_connect (self, "notify::application",
                    G_CALLBACK (fl_window_application_changed_cb), NULL);
}
