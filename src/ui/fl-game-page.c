/* fl-game-page.c: the page of one game: its setup, then its table
 *
 * A game the engine plays opens on its setup; Start sits the user at the
 * table. Games still to come say so and lead to their rules. The game in
 * progress is saved after every action, in a worker thread
 * (fl_saved_game_save_async(): one write at a time, the latest wins),
 * and forgotten when it ends. A
 * lesson, chosen on the setup page, is taught at the same table, with the
 * tutor beside it; it is never saved, and once completed it is marked in
 * the `lessons-done` setting.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-game-page.h"
#include "fl-lesson-catalog.h"
#include "fl-saved-game.h"
#include "fl-setup-page.h"
#include "fl-tutor-panel.h"

struct _FlGamePage
{
  AdwBin            parent_instance;

  const FlGameInfo *info;
  GSettings        *settings;

  /* Template children */
  AdwWindowTitle   *window_title;
  AdwStatusPage    *status_page;
  GtkLabel         *players_label;
  GtkMenuButton    *primary_menu_button;
  GtkWidget        *undo_button;
  GtkWidget        *scores_button;
  GtkWidget        *last_trick_button;
  GtkToggleButton  *tutor_button;
  AdwFlap          *flap;
  gboolean          tutor_asked;     /* shown over a narrow table on request */
  char             *lesson_feedback_seen;
  FlTutorPanel     *tutor_panel;
  AdwBin           *scores_bin;
  AdwBin           *last_trick_bin;
  GtkStack         *stack;
  FlSetupPage      *setup_page;
  FlTablePage      *table_page;
};

G_DEFINE_FINAL_TYPE (FlGamePage, fl_game_page, ADW_TYPE_BIN)

enum {
  CHANGE_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const FlGameInfo *
fl_game_page_get_game (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return self->info;
}

FlTablePage *
fl_game_page_get_table_page (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return self->table_page;
}

GtkWidget *
fl_game_page_get_setup_page (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return GTK_WIDGET (self->setup_page);
}

/**
 * fl_game_page_get_mode:
 *
 * Returns: "soon", "setup" or "table"
 */
const char *
fl_game_page_get_mode (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/* A message in a toast: over the table while it is shown (never over the
 * tutor beside it), over the window otherwise. */
static void sync_tutor (FlGamePage *self);
static void ask_tutor  (FlGamePage *self);

static void
show_toast (FlGamePage *self,
            const char *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (text));
}

static void
update_actions (FlGamePage *self)
{
  gboolean at_table = g_strcmp0 (fl_game_page_get_mode (self), "table") == 0;
  gboolean undo = at_table && self->settings != NULL && g_settings_get_boolean (self->settings, "allow-undo");
  FlGame *game = fl_table_page_get_game (self->table_page);

  gtk_widget_set_visible (self->undo_button, undo);
  gtk_widget_set_visible (self->scores_button, at_table);
  gtk_widget_set_visible (self->last_trick_button, at_table);
  if (at_table)
    {
      /* Translators: the header button showing the contest decided last
       * (Flaunt), for games played in rounds of contests. */
      const char *last = fl_table_page_get_view (self->table_page)->rounds ? _("Last Contest") : _("Last Trick");

      gtk_widget_set_tooltip_text (self->last_trick_button, last);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->last_trick_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, last, -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->tutor_button), at_table);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.undo",
                                 undo && fl_table_page_can_undo (self->table_page));

  if (at_table && fl_table_page_get_lesson (self->table_page) != NULL)
    {
      const FlLesson *lesson = fl_lesson_run_get_lesson (fl_table_page_get_lesson (self->table_page));
      /* Translators: the table's subtitle during a lesson; %s is the
       * lesson's title. */
      g_autofree char *subtitle = g_strdup_printf (_("Lesson: %s"), fl_lesson_get_title (lesson));

      adw_window_title_set_subtitle (self->window_title, subtitle);
    }
  else if (at_table && game != NULL)
    {
      const FlTableView *view = fl_table_page_get_view (self->table_page);

      adw_window_title_set_subtitle (self->window_title, view->progress != NULL ? view->progress : "");
    }
  else
    adw_window_title_set_subtitle (self->window_title, "");
}

/**
 * fl_game_page_show_setup:
 *
 * Leaves any game at the table and shows the current game's setup (or,
 * for a game still to come, its page).
 */
void
fl_game_page_show_setup (FlGamePage *self)
{
  const FlRules *rules;

  g_return_if_fail (FL_IS_GAME_PAGE (self));
  g_return_if_fail (self->info != NULL);

  fl_table_page_stop (self->table_page);
  rules = fl_rules_lookup (fl_game_info_get_id (self->info));
  if (rules != NULL)
    {
      fl_setup_page_set_game (self->setup_page, rules, self->settings);
      gtk_stack_set_visible_child_name (self->stack, "setup");
    }
  else
    gtk_stack_set_visible_child_name (self->stack, "soon");
  update_actions (self);
}

void
fl_game_page_set_game (FlGamePage       *self,
                       const FlGameInfo *info)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));
  g_return_if_fail (info != NULL);

  self->info = info;
  adw_window_title_set_title (self->window_title, fl_game_info_get_name (info));
  adw_status_page_set_title (self->status_page, fl_game_info_get_name (info));
  adw_status_page_set_description (self->status_page, fl_game_info_get_description (info));
  gtk_label_set_label (self->players_label, fl_game_info_get_players_text (info));
  fl_game_page_show_setup (self);
}

void
fl_game_page_set_primary_menu (FlGamePage *self,
                               GMenuModel *menu)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  gtk_menu_button_set_menu_model (self->primary_menu_button, menu);
}

static void
settings_changed_cb (GSettings  *settings,
                     const char *key,
                     FlGamePage *self)
{
  update_actions (self);
}

void
fl_game_page_set_settings (FlGamePage *self,
                           GSettings  *settings)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    {
      g_signal_connect (settings, "changed::allow-undo", G_CALLBACK (settings_changed_cb), self);
      g_signal_connect_swapped (settings, "changed::show-tutor", G_CALLBACK (sync_tutor), self);
      sync_tutor (self);
    }
  fl_table_page_set_settings (self->table_page, settings);
}

/* A save written, or refused: the system's reason in a toast. */
static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(FlGamePage) self = data;
  g_autoptr(GError) error = NULL;

  if (!fl_saved_game_save_finish (result, &error))
    {
      /* Translators: %s is the system's reason. */
      g_autofree char *text = g_strdup_printf (_("The game could not be saved: %s"), error->message);

      g_message ("Could not save the game: %s", error->message);
      show_toast (self, text);
    }
}

/**
 * fl_game_page_play:
 *
 * Sits the user at @human of @game (new or restored) and saves it.
 */
gboolean
fl_game_page_play (FlGamePage  *self,
                   FlGame      *game,
                   int          human,
                   const char  *strength,
                   GError     **error)
{
  const FlGameInfo *info;

  g_return_val_if_fail (FL_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (FL_IS_GAME (game), FALSE);

  info = fl_game_info_lookup (fl_game_get_id (game));
  g_return_val_if_fail (info != NULL, FALSE);
  if (self->info != info)
    {
      self->info = info;
      adw_window_title_set_title (self->window_title, fl_game_info_get_name (info));
    }

  gtk_stack_set_visible_child_name (self->stack, "table");
  if (!fl_table_page_start (self->table_page, game, human, strength, error))
    {
      fl_game_page_show_setup (self);
      return FALSE;
    }
  if (!fl_game_is_over (game))
    fl_saved_game_save_async (game, human, strength, NULL, saved_cb, g_object_ref (self));
  update_actions (self);
  return TRUE;
}

/**
 * fl_game_page_in_progress:
 *
 * Returns: whether a game at the table has begun and not ended
 */
gboolean
fl_game_page_in_progress (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), FALSE);

  return g_strcmp0 (fl_game_page_get_mode (self), "table") == 0
         && fl_table_page_in_progress (self->table_page);
}

/**
 * fl_game_page_leave:
 *
 * Stops the table (the game stays saved) when the user leaves the page.
 */
void
fl_game_page_leave (FlGamePage *self)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));

  fl_table_page_stop (self->table_page);
  if (g_strcmp0 (fl_game_page_get_mode (self), "table") == 0)
    fl_game_page_show_setup (self);
}

static void
start_new_game (FlGamePage *self)
{
  const FlRules *rules = fl_setup_page_get_rules (self->setup_page);
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;
  FlOptions options;
  guint64 seed = ((guint64) g_random_int () << 32) | g_random_int ();

  fl_setup_page_get_options (self->setup_page, &options);
  game = fl_game_new (rules->id, &options, seed, &error);
  if (game == NULL
      || !fl_game_page_play (self, game, fl_setup_page_get_human_seat (self->setup_page),
                             fl_setup_page_get_strength (self->setup_page), &error))
    show_toast (self, error->message);
}

static void
replace_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     FlGamePage       *self)
{
  if (g_str_equal (response, "replace"))
    start_new_game (self);
}

/* Start, with a game saved: the question names the game started and the
 * game that would be lost, which may be another. */
static void
setup_start_cb (FlGamePage *self)
{
  g_autoptr(FlGame) saved = NULL;
  g_autofree char *strength = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  const FlGameInfo *lost = NULL;
  AdwMessageDialog *dialog;
  GtkRoot *root;
  int human;

  if (!fl_saved_game_exists ())
    {
      start_new_game (self);
      return;
    }

  saved = fl_saved_game_load (&human, &strength, NULL);
  if (saved != NULL)
    lost = fl_game_info_lookup (fl_game_get_id (saved));
  /* Translators: the heading of the question before a new game replaces
   * the saved one; %s is the game started, such as “Flunk”. */
  heading = g_strdup_printf (_("Start a New Game of %s?"), fl_game_info_get_name (self->info));
  if (lost != NULL)
    /* Translators: %s is the game saved, such as “Flashpoint”. */
    body = g_strdup_printf (_("Your game of %s in progress, saved to be continued, will be lost."),
                            fl_game_info_get_name (lost));
  else
    body = g_strdup (_("The game in progress, saved to be continued, will be lost."));

  root = gtk_widget_get_root (GTK_WIDGET (self));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       heading, body));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "replace-game");
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "replace", _("_Start New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "replace", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (replace_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
table_changed_cb (FlGamePage *self)
{
  FlGame *game = fl_table_page_get_game (self->table_page);

  if (game == NULL)
    return;
  /* A lesson starts afresh each time: nothing to keep. Its words are in
   * the tutor: over a narrow table, it comes back with each answer of the
   * lesson's to the learner's move (they close it to move again). */
  if (fl_table_page_get_lesson (self->table_page) != NULL)
    {
      const char *feedback = fl_table_page_get_lesson_feedback (self->table_page, NULL);

      if (feedback != NULL && g_strcmp0 (feedback, self->lesson_feedback_seen) != 0)
        {
          g_free (self->lesson_feedback_seen);
          self->lesson_feedback_seen = g_strdup (feedback);
          if (adw_flap_get_folded (self->flap))
            ask_tutor (self);
        }
      update_actions (self);
      return;
    }
  if (fl_game_is_over (game))
    fl_saved_game_discard ();
  else
    fl_saved_game_save_async (game, fl_table_page_get_human (self->table_page),
                              fl_table_page_get_strength (self->table_page), NULL, saved_cb,
                              g_object_ref (self));
  update_actions (self);
}

/**
 * fl_game_page_start_lesson:
 *
 * Teaches @lesson at the table, with the tutor shown beside it: the
 * lesson's words are said there.
 */
gboolean
fl_game_page_start_lesson (FlGamePage      *self,
                           const FlLesson  *lesson,
                           GError         **error)
{
  const FlGameInfo *info;

  g_return_val_if_fail (FL_IS_GAME_PAGE (self), FALSE);
  g_return_val_if_fail (lesson != NULL, FALSE);

  info = fl_game_info_lookup (fl_lesson_get_game_id (lesson));
  g_return_val_if_fail (info != NULL, FALSE);
  if (self->info != info)
    fl_game_page_set_game (self, info);

  /* Shown before the table is, so that it is simply there, not sliding
   * in while the page changes. */
  ask_tutor (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  if (!fl_table_page_start_lesson (self->table_page, lesson, error))
    {
      fl_game_page_show_setup (self);
      return FALSE;
    }
  update_actions (self);
  return TRUE;
}

static void
setup_start_lesson_cb (FlGamePage *self,
                       const char *lesson_id)
{
  const FlLesson *lesson = fl_lesson_catalog_lookup (lesson_id);
  g_autoptr(GError) error = NULL;

  g_return_if_fail (lesson != NULL);
  if (!fl_game_page_start_lesson (self, lesson, &error))
    show_toast (self, error->message);
}

static void
lesson_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    FlGamePage       *self)
{
  const char *next_id = g_object_get_data (G_OBJECT (dialog), "fl-next-lesson");

  if (g_str_equal (response, "next") && next_id != NULL)
    setup_start_lesson_cb (self, next_id);
  else if (g_str_equal (response, "lessons"))
    fl_game_page_show_setup (self);
}

/* Marks the lesson completed, and offers the next one, or the lessons. */
static void
table_lesson_done_cb (FlGamePage *self)
{
  const FlLesson *lesson = fl_lesson_run_get_lesson (fl_table_page_get_lesson (self->table_page));
  const FlLesson *next = fl_lesson_catalog_next (lesson);
  AdwMessageDialog *dialog;
  GtkRoot *root;

  if (self->settings != NULL)
    {
      g_auto(GStrv) done = g_settings_get_strv (self->settings, "lessons-done");

      if (!g_strv_contains ((const char *const *) done, fl_lesson_get_id (lesson)))
        {
          g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
          g_auto(GStrv) updated = NULL;

          g_strv_builder_addv (builder, (const char **) done);
          g_strv_builder_add (builder, fl_lesson_get_id (lesson));
          updated = g_strv_builder_end (builder);
          g_settings_set_strv (self->settings, "lessons-done", (const char *const *) updated);
        }
    }

  root = gtk_widget_get_root (GTK_WIDGET (self));
  /* Translators: the heading of the dialog at the end of a lesson; its
   * body is the lesson's last words. */
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       _("Lesson Completed"), NULL));
  adw_message_dialog_set_body (dialog, fl_lesson_run_get_prompt (fl_table_page_get_lesson (self->table_page)));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "lesson-done");
  adw_message_dialog_add_response (dialog, "lessons", _("_Back to the Lessons"));
  if (next != NULL)
    {
      adw_message_dialog_add_response (dialog, "next", _("_Next Lesson"));
      adw_message_dialog_set_response_appearance (dialog, "next", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "next");
      g_object_set_data_full (G_OBJECT (dialog), "fl-next-lesson", g_strdup (fl_lesson_get_id (next)), g_free);
    }
  else
    {
      adw_message_dialog_set_response_appearance (dialog, "lessons", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "lessons");
    }
  /* Escape stays at the table, to look at it once more. */
  adw_message_dialog_set_close_response (dialog, "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (lesson_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
table_play_again_cb (FlGamePage *self)
{
  fl_game_page_show_setup (self);
  start_new_game (self);
}

static void
table_change_game_cb (FlGamePage *self)
{
  fl_table_page_stop (self->table_page);
  g_signal_emit (self, signals[CHANGE_GAME], 0);
}

static void
scores_popover_show_cb (FlGamePage *self)
{
  adw_bin_set_child (self->scores_bin, fl_table_page_build_score_sheet (self->table_page));
}

static void
last_trick_popover_show_cb (FlGamePage *self)
{
  adw_bin_set_child (self->last_trick_bin, fl_table_page_build_last_trick (self->table_page));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlGamePage *self = FL_GAME_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!fl_table_page_undo (self->table_page, &error))
    show_toast (self, error->message);
  update_actions (self);
}

/* The tutor beside the table follows the "show-tutor" setting. When the
 * window is too narrow for both, the panel would lie over the table: it is
 * then shown only while the user asks for it (the button, F9, a hint or a
 * lesson's start), and the setting is left as it was for a wider window. */
static void
sync_tutor (FlGamePage *self)
{
  gboolean wanted = self->settings == NULL || g_settings_get_boolean (self->settings, "show-tutor");

  if (!adw_flap_get_folded (self->flap))
    gtk_toggle_button_set_active (self->tutor_button, wanted);
  else if (!self->tutor_asked)
    gtk_toggle_button_set_active (self->tutor_button, FALSE);
}

static void
tutor_toggled_cb (FlGamePage *self)
{
  gboolean active = gtk_toggle_button_get_active (self->tutor_button);

  if (!adw_flap_get_folded (self->flap))
    {
      if (self->settings != NULL && g_settings_get_boolean (self->settings, "show-tutor") != active)
        g_settings_set_boolean (self->settings, "show-tutor", active);
    }
  else if (!active)
    self->tutor_asked = FALSE;
}

static void
flap_folded_cb (FlGamePage *self)
{
  self->tutor_asked = FALSE;
  sync_tutor (self);
}

/* Shows the tutor because the user asked for what it says. */
static void
ask_tutor (FlGamePage *self)
{
  self->tutor_asked = TRUE;
  gtk_toggle_button_set_active (self->tutor_button, TRUE);
}

static void
toggle_tutor_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  FlGamePage *self = FL_GAME_PAGE (widget);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->tutor_button)))
    return;
  if (gtk_toggle_button_get_active (self->tutor_button))
    gtk_toggle_button_set_active (self->tutor_button, FALSE);
  else
    ask_tutor (self);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  FlGamePage *self = FL_GAME_PAGE (widget);

  if (!gtk_widget_get_visible (GTK_WIDGET (self->tutor_button)))
    return;
  /* The hint is said in the tutor's panel: show it. */
  ask_tutor (self);
  if (!fl_tutor_panel_show_hint (self->tutor_panel))
    show_toast (self, _("There is no move of yours to give a hint for now."));
}

/**
 * fl_game_page_get_tutor_panel:
 *
 * Returns: (transfer none): the rules tutor's panel beside the table
 */
FlTutorPanel *
fl_game_page_get_tutor_panel (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return self->tutor_panel;
}

static void
fl_game_page_dispose (GObject *object)
{
  FlGamePage *self = FL_GAME_PAGE (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->lesson_feedback_seen, g_free);
  if (self->tutor_panel != NULL)
    fl_tutor_panel_set_table (self->tutor_panel, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (object), FL_TYPE_GAME_PAGE);

  G_OBJECT_CLASS (fl_game_page_parent_class)->dispose (object);
}

static void
fl_game_page_class_init (FlGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_game_page_dispose;

  signals[CHANGE_GAME] = g_signal_new ("change-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (FL_TYPE_SETUP_PAGE);
  g_type_ensure (FL_TYPE_TABLE_PAGE);
  g_type_ensure (FL_TYPE_TUTOR_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, window_title);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, status_page);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, players_label);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, undo_button);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, scores_button);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, last_trick_button);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, tutor_button);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, flap);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, tutor_panel);
  gtk_widget_class_bind_template_callback (widget_class, setup_start_lesson_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_lesson_done_cb);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, scores_bin);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, last_trick_bin);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, stack);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, setup_page);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, table_page);
  gtk_widget_class_bind_template_callback (widget_class, setup_start_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_play_again_cb);
  gtk_widget_class_bind_template_callback (widget_class, table_change_game_cb);
  gtk_widget_class_bind_template_callback (widget_class, scores_popover_show_cb);
  gtk_widget_class_bind_template_callback (widget_class, last_trick_popover_show_cb);

  gtk_widget_class_install_action (widget_class, "game.undo", NULL, undo_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "game.undo", NULL);
  gtk_widget_class_install_action (widget_class, "game.toggle-tutor", NULL, toggle_tutor_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F9, 0, "game.toggle-tutor", NULL);
  gtk_widget_class_install_action (widget_class, "game.hint", NULL, hint_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "game.hint", NULL);
}

static void
fl_game_page_init (FlGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Both ways: a folded flap closes itself on Escape or a click beside it. */
  g_object_bind_property (self->tutor_button, "active", self->flap, "reveal-flap",
                          G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);
  g_signal_connect_swapped (self->tutor_button, "toggled", G_CALLBACK (tutor_toggled_cb), self);
  g_signal_connect_swapped (self->flap, "notify::folded", G_CALLBACK (flap_folded_cb), self);
  sync_tutor (self);
  fl_tutor_panel_set_table (self->tutor_panel, self->table_page);
  update_actions (self);
}
