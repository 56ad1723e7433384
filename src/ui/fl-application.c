/* fl-application.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-application"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-accessible.h"
#include "fl-application.h"
#include "fl-help-window.h"
#include "fl-preferences-window.h"
#include "fl-resources.h"
#include "fl-saved-game.h"
#include "fl-text.h"
#include "fl-window.h"

struct _FlApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
};

G_DEFINE_FINAL_TYPE (FlApplication, fl_application, ADW_TYPE_APPLICATION)

FlApplication *
fl_application_new (GApplicationFlags flags)
{
  return g_object_new (FL_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags,
                       "resource-base-path", RESOURCE_BASE_PATH,
                       NULL);
}

/**
 * fl_application_get_settings:
 *
 * Returns: (transfer none): the application's settings
 */
GSettings *
fl_application_get_settings (FlApplication *self)
{
  g_return_val_if_fail (FL_IS_APPLICATION (self), NULL);

  return self->settings;
}

/* Whether a help viewer such as Yelp would show the help: one handles
 * help: URIs, and the help is installed where it looks, under a data
 * directory's help/C/APP_ID. Neither is true in the build tree, nor inside
 * the Flatpak, where the host's viewer cannot read the app's files. */
static gboolean
help_viewer_can_show (void)
{
  g_autoptr(GAppInfo) viewer = g_app_info_get_default_for_uri_scheme ("help");
  const char *const *dirs = g_get_system_data_dirs ();
  g_autofree char *user_index = NULL;

  if (viewer == NULL)
    return FALSE;

  user_index = g_build_filename (g_get_user_data_dir (), "help", "C", APP_ID, "index.page", NULL);
  if (g_file_test (user_index, G_FILE_TEST_EXISTS))
    return TRUE;
  for (guint i = 0; dirs[i] != NULL; i++)
    {
      g_autofree char *index = g_build_filename (dirs[i], "help", "C", APP_ID, "index.page", NULL);

      if (g_file_test (index, G_FILE_TEST_EXISTS))
        return TRUE;
    }
  return FALSE;
}

/* "PAGE#SECTION", or NULL for the index, in the app's own help window. */
static void
show_help_in_app (GtkWindow  *parent,
                  const char *page)
{
  g_auto(GStrv) parts = page != NULL ? g_strsplit (page, "#", 2) : NULL;

  fl_help_window_present (parent, parts != NULL ? parts[0] : NULL, parts != NULL ? parts[1] : NULL, NULL);
}

static void
show_help_done_cb (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autofree char *page = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (object), result, &error))
    {
      g_debug ("The help viewer could not show the help, the app shows it: %s", error->message);
      show_help_in_app (GTK_WINDOW (object), page);
    }
}

/**
 * fl_show_help:
 * @parent: the window asking for help
 * @page: (nullable): a help page id such as "flunk", or "flunk#play" for a
 *   section of it, or %NULL for the index
 *
 * Opens the application's help, on @page when given: in the help viewer
 * (Yelp) where there is one and the help is installed for it, and
 * otherwise, or when the viewer fails, in the app's own help window.
 */
void
fl_show_help (GtkWindow  *parent,
              const char *page)
{
  g_autofree char *uri = NULL;

  g_return_if_fail (GTK_IS_WINDOW (parent));

  if (!help_viewer_can_show ())
    {
      show_help_in_app (parent, page);
      return;
    }

  if (page != NULL)
    uri = g_strdup_printf ("help:%s/%s", APP_ID, page);
  else
    uri = g_strdup_printf ("help:%s", APP_ID);

  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, show_help_done_cb, g_strdup (page));
}

static void
fl_application_activate (GApplication *app)
{
  GtkWindow *window;

  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (window == NULL)
    window = GTK_WINDOW (fl_window_new (FL_APPLICATION (app)));

  gtk_window_present (window);
}

static gpointer
ref_object (gconstpointer object,
            gpointer      user_data)
{
  return g_object_ref ((gpointer) object);
}

static void
quit_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GApplication *app = G_APPLICATION (user_data);
  GList *windows;

  /* Closing each window lets it save its state first. */
  windows = g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (app)),
                              ref_object, NULL);
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free_full (windows, g_object_unref);

  g_application_quit (app);
}

static void
about_activated (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GtkWidget *about;
  const char *developers[] = { "The Flourish developers", NULL };
  const char *designers[] = {
    /* Translators: the credit of the designer of three of the games; Sneak is a
     * published title, keep it in Latin letters. */
    _("David Parlett (Flashpoint, Flunk, and Flaunt, published as Sneak)"),
    NULL
  };
  const char *sources[] = {
    _("Flaps: the Wikipedia article “Flaps (card game)”, licensed CC BY-SA"),
    _("Flume: the Flume Rules pages written by the game’s players"),
    _("Flunk: David Parlett’s rules, from an introduction written in Japanese"),
    NULL
  };

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (app),
                        "modal", TRUE,
                        "application-name", _("Flourish"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Flourish developers"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Learn and play five card games against computer opponents, with a tutor that explains every rule as you play."),
                        "website", "https://github.com/flourish/Flourish",
                        "issue-url", "https://github.com/flourish/Flourish/issues",
                        "copyright", "© 2026 The Flourish developers",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        /* Translators: Replace "translator-credits" with your names, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Game Designs"), designers);
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Rule Sources"), sources);

  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_activated (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  FlApplication *self = FL_APPLICATION (user_data);
  FlPreferencesWindow *preferences;

  preferences = fl_preferences_window_new (self->settings);
  gtk_window_set_transient_for (GTK_WINDOW (preferences),
                                gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
help_activated (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  if (window != NULL)
    fl_show_help (window, NULL);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated },
  { "about", about_activated },
  { "preferences", preferences_activated },
  { "help", help_activated },
};

static void
fl_application_startup (GApplication *app)
{
  FlApplication *self = FL_APPLICATION (app);
  GtkApplication *gtk_app = GTK_APPLICATION (app);

  G_APPLICATION_CLASS (fl_application_parent_class)->startup (app);

  /* Tooltips as wide as their text, in Japanese too. */
  fl_tooltips_init ();
  fl_accessible_init ();
  self->settings = g_settings_new (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions,
                                   G_N_ELEMENTS (app_actions), app);

  gtk_application_set_accels_for_action (gtk_app, "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (gtk_app, "app.preferences",
                                         (const char *[]) { "<Control>comma", NULL });
  gtk_application_set_accels_for_action (gtk_app, "app.help",
                                         (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (gtk_app, "win.new-game",
                                         (const char *[]) { "<Control>n", NULL });
}

/* The last move is saved before the application exits: the game is
 * written in a worker thread after every move (fl-game-page.c). */
static void
fl_application_shutdown (GApplication *app)
{
  fl_saved_game_wait ();

  G_APPLICATION_CLASS (fl_application_parent_class)->shutdown (app);
}

static void
fl_application_dispose (GObject *object)
{
  FlApplication *self = FL_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fl_application_parent_class)->dispose (object);
}

static void
fl_application_class_init (FlApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = fl_application_dispose;

  app_class->activate = fl_application_activate;
  app_class->startup = fl_application_startup;
  app_class->shutdown = fl_application_shutdown;
}

static void
fl_application_init (FlApplication *self)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      fl_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}
