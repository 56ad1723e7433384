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
#include "fl-saved-game.h"
#include "fl-window.h"

struct _FlWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwLeaflet           *leaflet;
  GtkWidget            *start_page;
  GtkListBox           *games_list;
  GtkWidget            *continue_list;
  AdwActionRow         *continue_row;
  AdwToastOverlay      *toast_overlay;
  GtkMenuButton        *primary_menu_button;
  FlGamePage           *game_page;

  /* The saved game, read in a worker thread (fl_window_update_continue)
   * and offered by continue_row once read. */
  GCancellable         *saved_reading;
  FlGame               *saved_game;
  int                   saved_human;
  char                 *saved_strength;
  gboolean              newer_told;
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

typedef struct
{
  FlGame *game;
  int     human;
  char   *strength;
  GError *error;
} SavedRead;

static void
saved_read_free (gpointer data)
{
  SavedRead *read = data;

  g_clear_object (&read->game);
  g_free (read->strength);
  g_clear_error (&read->error);
  g_free (read);
}

/* In a worker thread: a large or hostile file costs the main loop nothing. */
static void
read_saved_game_thread (GTask        *task,
                        gpointer      source_object,
                        gpointer      task_data,
                        GCancellable *cancellable)
{
  SavedRead *read = g_new0 (SavedRead, 1);

  read->game = fl_saved_game_load (&read->human, &read->strength, &read->error);
  g_task_return_pointer (task, read, saved_read_free);
}

static void
show_saved_game_problem (FlWindow    *self,
                         const char  *heading,
                         const char  *body)
{
  AdwMessageDialog *dialog;

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "saved-game-error");
  adw_message_dialog_add_response (dialog, "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* A saved game that does not load is set aside (kept, renamed) and the user
 * told why; one a newer Flourish wrote is left for it, and the user told
 * once. Either way the app goes on as if there were none. */
static void
report_saved_game_error (FlWindow *self,
                         GError   *error)
{
  g_autoptr(GError) aside_error = NULL;
  g_autofree char *aside = NULL;
  g_autofree char *body = NULL;

  if (g_error_matches (error, FL_GAME_ERROR, FL_GAME_ERROR_NEWER_VERSION))
    {
      if (self->newer_told)
        return;
      self->newer_told = TRUE;
      /* Translators: %s says which version wrote the saved game (a sentence). */
      body = g_strdup_printf (_("%s It was left where that version will find it. The games you play here are saved beside it."),
                              error->message);
      show_saved_game_problem (self, _("The Saved Game Is From a Newer Version"), body);
      return;
    }

  aside = fl_saved_game_set_aside (&aside_error);
  if (aside != NULL)
    /* Translators: %1$s is why the file could not be read (a sentence),
     * %2$s where it was kept. */
    body = g_strdup_printf (_("%1$s The file was kept as %2$s. You can start a new game."),
                            error->message, aside);
  else
    /* Translators: %1$s is why the file could not be read (a sentence),
     * %2$s why it could not be renamed. */
    body = g_strdup_printf (_("%1$s It could not be moved aside either: %2$s"),
                            error->message, aside_error->message);
  show_saved_game_problem (self, _("The Saved Game Could Not Be Opened"), body);
}

static void
saved_game_read_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  FlWindow *self = FL_WINDOW (object);
  g_autoptr(GError) error = NULL;
  SavedRead *read = g_task_propagate_pointer (G_TASK (result), &error);
  gboolean focus_follows;

  if (read == NULL)
    return;       /* cancelled: read again since, or the window is gone */

  g_clear_object (&self->saved_reading);
  if (read->game == NULL)
    {
      if (!g_error_matches (read->error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        report_saved_game_error (self, read->error);
      saved_read_free (read);
      return;
    }

  if (fl_game_is_over (read->game))
    {
      fl_saved_game_discard ();
      saved_read_free (read);
      return;
    }

  {
    const FlGameInfo *info = fl_game_info_lookup (fl_game_get_id (read->game));
    FlTableView view;
    /* Translators: the start page's row offering the saved game; %s is a game. */
    g_autofree char *title = g_strdup_printf (_("Continue Your Game of %s"),
                                              info != NULL ? fl_game_info_get_name (info) : fl_game_get_id (read->game));

    fl_game_describe_table (read->game, read->human, &view);
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->continue_row), title);
    adw_action_row_set_subtitle (self->continue_row, view.progress != NULL ? view.progress : "");
    fl_table_view_clear (&view);
  }

  g_set_object (&self->saved_game, read->game);
  self->saved_human = read->human;
  g_free (self->saved_strength);
  self->saved_strength = g_steal_pointer (&read->strength);
  saved_read_free (read);

  /* The keyboard moves to the saved game unless the user moved it. */
  focus_follows = adw_leaflet_get_visible_child (self->leaflet) == self->start_page
                  && (gtk_root_get_focus (GTK_ROOT (self)) == NULL
                      || gtk_root_get_focus (GTK_ROOT (self))
                         == GTK_WIDGET (gtk_list_box_get_row_at_index (self->games_list, 0)));
  gtk_widget_set_visible (self->continue_list, TRUE);
  if (focus_follows)
    gtk_widget_grab_focus (GTK_WIDGET (self->continue_row));
}

/* Offers the saved game on the start page, once it is read. */
static void
fl_window_update_continue (FlWindow *self)
{
  g_autoptr(GTask) task = NULL;

  gtk_widget_set_visible (self->continue_list, FALSE);
  g_clear_object (&self->saved_game);
  if (self->saved_reading != NULL)
    {
      g_cancellable_cancel (self->saved_reading);
      g_clear_object (&self->saved_reading);
    }
  /* Read even when this version has no game of its own: a newer
   * version's file is found, and told of, by reading it. */
  self->saved_reading = g_cancellable_new ();
  task = g_task_new (self, self->saved_reading, saved_game_read_cb, NULL);
  g_task_set_source_tag (task, fl_window_update_continue);
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, read_saved_game_thread);
}

/**
 * fl_window_is_reading_saved_game:
 *
 * Returns: whether the saved game is still being read; the start page
 *   offers it, or says why it cannot, once it is not
 */
gboolean
fl_window_is_reading_saved_game (FlWindow *self)
{
  g_return_val_if_fail (FL_IS_WINDOW (self), FALSE);

  return self->saved_reading != NULL;
}

/* The keyboard starts on the saved game, or on the first game. */
static void
fl_window_focus_start (FlWindow *self)
{
  GtkWidget *first;

  if (gtk_widget_get_visible (self->continue_list))
    first = GTK_WIDGET (self->continue_row);
  else
    first = GTK_WIDGET (gtk_list_box_get_row_at_index (self->games_list, 0));
  if (first != NULL)
    gtk_widget_grab_focus (first);
}

static void
fl_window_show_start (FlWindow *self)
{
  adw_leaflet_set_visible_child (self->leaflet, self->start_page);
  fl_window_update_continue (self);
  fl_window_focus_start (self);
}

/**
 * fl_window_get_game_page:
 *
 * Returns: (transfer none): the page of the game being set up or played
 */
FlGamePage *
fl_window_get_game_page (FlWindow *self)
{
  g_return_val_if_fail (FL_IS_WINDOW (self), NULL);

  return self->game_page;
}

static void
continue_game_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  FlWindow *self = FL_WINDOW (widget);
  g_autoptr(FlGame) game = g_steal_pointer (&self->saved_game);
  g_autoptr(GError) error = NULL;

  /* The row is shown only once the game is read. */
  if (game == NULL)
    return;
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->game_page));
  if (!fl_game_page_play (self->game_page, game, self->saved_human, self->saved_strength, &error))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (error->message));
}

static void
show_games_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  fl_window_show_start (FL_WINDOW (widget));
}

static void
leaflet_child_cb (FlWindow   *self,
                  GParamSpec *pspec,
                  AdwLeaflet *leaflet)
{
  /* However the user went back (button, Alt+Left, a swipe), the table
   * stops and the start page offers the saved game. */
  if (adw_leaflet_get_visible_child (leaflet) == self->start_page)
    {
      fl_game_page_leave (self->game_page);
      fl_window_update_continue (self);
    }
}

static void
game_page_change_game_cb (FlWindow *self)
{
  fl_window_show_start (self);
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
abandon_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     FlWindow         *self)
{
  if (!g_str_equal (response, "abandon"))
    return;
  fl_saved_game_discard ();
  fl_game_page_show_setup (self->game_page);
}

/* Ctrl+N: a new game of the game on show, after asking when one is being
 * played; on the start page, the list of games. */
static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlWindow *self = FL_WINDOW (widget);
  g_autofree char *heading = NULL;
  AdwMessageDialog *dialog;

  if (adw_leaflet_get_visible_child (self->leaflet) != GTK_WIDGET (self->game_page))
    {
      fl_window_show_start (self);
      return;
    }
  if (!fl_game_page_in_progress (self->game_page))
    {
      fl_game_page_show_setup (self->game_page);
      return;
    }

  /* Translators: the heading of the question before a new game (Ctrl+N)
   * abandons the one being played; %s is the game, such as “Flunk”. */
  heading = g_strdup_printf (_("Abandon Your Game of %s?"),
                             fl_game_info_get_name (fl_game_page_get_game (self->game_page)));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                       _("The game in progress will be lost, and a new one set up.")));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "abandon-game");
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Keep Playing"),
                                    "abandon", _("_Abandon Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "abandon", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (abandon_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
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
  fl_game_page_set_settings (self->game_page, self->settings);
  fl_window_update_continue (self);
  fl_window_focus_start (self);
}

static void
fl_window_dispose (GObject *object)
{
  FlWindow *self = FL_WINDOW (object);

  if (self->saved_reading != NULL)
    g_cancellable_cancel (self->saved_reading);
  g_clear_object (&self->saved_reading);
  g_clear_object (&self->saved_game);
  gtk_widget_dispose_template (GTK_WIDGET (self), FL_TYPE_WINDOW);

  G_OBJECT_CLASS (fl_window_parent_class)->dispose (object);
}

static void
fl_window_finalize (GObject *object)
{
  FlWindow *self = FL_WINDOW (object);

  g_clear_object (&self->settings);
  g_free (self->saved_strength);

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
  gtk_widget_class_bind_template_child (widget_class, FlWindow, continue_list);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, continue_row);
  gtk_widget_class_bind_template_child (widget_class, FlWindow, toast_overlay);

  gtk_widget_class_install_action (widget_class, "win.play-game", "s", play_game_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.show-games", NULL, show_games_action);
  gtk_widget_class_install_action (widget_class, "win.continue-game", NULL, continue_game_action);
  gtk_widget_class_install_action (widget_class, "win.game-help", NULL, game_help_action);
}

static void
fl_window_init (FlWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  fl_window_populate_games (self);

  g_signal_connect (self, "notify::application",
                    G_CALLBACK (fl_window_application_changed_cb), NULL);
  g_signal_connect_swapped (self->leaflet, "notify::visible-child",
                            G_CALLBACK (leaflet_child_cb), self);
  g_signal_connect_swapped (self->game_page, "change-game",
                            G_CALLBACK (game_page_change_game_cb), self);
}
