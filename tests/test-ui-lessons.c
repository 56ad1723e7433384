/* test-ui-lessons.c: every lesson taken at the table, through its widgets
 *
 * The application runs in-process under Xvfb (tests/run-ui-test). For each
 * lesson the app ships, the test opens its game, starts the lesson from
 * the setup page's list, makes a wrong move at the first step where one
 * exists and checks the tutor shows the lesson's explanation with nothing
 * changed, then makes the move each step teaches (cards with the cards'
 * widgets, other decisions through the game's controls) and checks the
 * tutor shows each step's words. At the end the lesson is marked
 * completed and offers the next one.
 *
 * Screenshots, for the first lesson of each game: lessons-GAME-LANG.png
 * (the setup page's list), lesson-GAME-LANG.png (a wrong move explained),
 * lesson-end-GAME-LANG.png (the table at the end) and
 * lesson-done-GAME-LANG.png (the last dialog).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "fl-application.h"
#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-game-controls.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-lesson-catalog.h"
#include "fl-saved-game.h"
#include "fl-setup-page.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"
#include "fl-tutor-panel.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

static FlApplication *application;

typedef struct
{
  GSettings *settings;
  FlWindow  *window;
} Fixture;

static FlGamePage *
game_page (Fixture *fixture)
{
  return fl_window_get_game_page (fixture->window);
}

static FlTablePage *
table_page (Fixture *fixture)
{
  return fl_game_page_get_table_page (game_page (fixture));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->settings = fl_application_get_settings (application);
  fl_saved_game_discard ();
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  g_settings_set_int (fixture->settings, "window-width", 1024);
  g_settings_set_int (fixture->settings, "window-height", 768);
  g_settings_set_boolean (fixture->settings, "window-maximized", FALSE);
  g_settings_set_boolean (fixture->settings, "show-tutor", FALSE);
  g_settings_reset (fixture->settings, "lessons-done");
  fixture->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (application)));
  g_assert_true (FL_IS_WINDOW (fixture->window));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  fl_test_destroy_windows (GTK_APPLICATION (application));
  fixture->window = NULL;
}

/* Saves @widget (a toplevel) as KIND-GAME-LANG.png. */
static void
save_shot (GtkWidget  *widget,
           const char *kind,
           const char *game)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  g_autofree char *file = g_strdup_printf ("%s-%s-%s.png", kind, game,
                                           language != NULL && *language != '\0' ? language : "en");

  fl_test_settle (widget);
  fl_test_save_screenshot (widget, file);
}

/* The table shows the learner's step, or the lesson's end dialog is up;
 * and the tutor, beside the table, says so. */
static gboolean
lesson_ready_cb (gpointer data)
{
  Fixture *fixture = data;

  if (!gtk_widget_get_mapped (GTK_WIDGET (fl_game_page_get_tutor_panel (game_page (fixture)))))
    return FALSE;
  return fl_test_find_dialog ("lesson-done") != NULL || fl_table_page_lesson_waits (table_page (fixture));
}

static char *
tutor_text (Fixture *fixture)
{
  return fl_tutor_panel_get_text (fl_game_page_get_tutor_panel (game_page (fixture)));
}

static void
assert_tutor_says (Fixture    *fixture,
                   const char *words)
{
  g_autofree char *text = tutor_text (fixture);

  if (strstr (text, words) == NULL)
    g_error ("The tutor does not say “%s”; it says:\n%s", words, text);
}

/* The row of @lesson in the setup page's list of lessons. */
static GtkWidget *
lesson_row (Fixture        *fixture,
            const FlLesson *lesson)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  fl_test_collect_widgets (fl_game_page_get_setup_page (game_page (fixture)), ADW_TYPE_ACTION_ROW, rows);
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (rows->pdata[i]), fl_lesson_get_id (lesson)) == 0)
      return rows->pdata[i];
  return NULL;
}

/* What activating @card does at the table now (with whatever the
 * controls add, such as Flashpoint's flashes ticked), or FALSE. */
static gboolean
card_click_action (Fixture  *fixture,
                   FlCard    card,
                   FlAction *action)
{
  FlTablePage *table = table_page (fixture);

  return fl_game_controls_card_action (FL_GAME_CONTROLS (fl_table_page_get_controls (table)),
                                       fl_table_page_get_game (table), fl_table_page_get_human (table),
                                       &card, 1, action);
}

/* The button of the controls that confirms their choice. */
static GtkWidget *
confirm_button (Fixture *fixture)
{
  GtkWidget *button = fl_test_find_button (fl_table_page_get_controls (table_page (fixture)), NULL, NULL,
                                           "suggested-action");

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (button));
  return button;
}

/* In a decision that takes several cards at once, such as Flume's second
 * deal, makes @action as the learner does when it is what confirming
 * its cards does: each card selected with its widget in the learner's
 * hand, then the controls' button (“Discard 3 Cards and Draw 3”, or
 * “Keep Hand” with none selected). Returns FALSE for any other
 * action. */
static gboolean
confirm_cards (Fixture        *fixture,
               const FlAction *action)
{
  FlTablePage *table = table_page (fixture);
  FlGameControls *controls = FL_GAME_CONTROLS (fl_table_page_get_controls (table));
  FlHandView *hand = fl_table_widget_get_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table)));
  g_autoptr(GArray) selected = NULL;
  FlAction confirmed;

  if (!fl_game_controls_get_multiple (controls)
      || !fl_game_controls_card_action (controls, fl_table_page_get_game (table), fl_table_page_get_human (table),
                                        action->cards, action->n_cards, &confirmed)
      || !fl_action_equal (&confirmed, action))
    return FALSE;

  /* Whatever a refused move left selected goes first, as with Escape. */
  fl_hand_view_clear_selection (hand);
  for (guint i = 0; i < action->n_cards; i++)
    {
      GtkWidget *card = fl_hand_view_get_card_widget (hand, action->cards[i]);

      g_assert_nonnull (card);
      g_assert_true (gtk_widget_activate (card));
      g_assert_true (fl_card_widget_get_selected (FL_CARD_WIDGET (card)));
    }
  selected = fl_hand_view_get_selected (hand);
  g_assert_cmpuint (selected->len, ==, action->n_cards);
  fl_test_click (confirm_button (fixture));
  return TRUE;
}

/* Flume's call (V2) as the learner makes it: the card chosen in the
 * controls' list, which names it on their button (“Call A♥”), then that
 * button; or Play Alone. Returns FALSE for any other action. */
static gboolean
call_card (Fixture        *fixture,
           const FlAction *action)
{
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  GtkDropDown *list;
  g_autofree char *card = NULL;
  g_autofree char *label = NULL;
  GtkWidget *button;

  if (action->kind != FL_ACTION_CALL_CARD)
    return FALSE;
  if (action->n_cards == 0)
    {
      button = fl_test_find_button (controls, _("Play _Alone"), NULL, NULL);
      g_assert_nonnull (button);
      fl_test_click (button);
      return TRUE;
    }

  list = fl_test_find_widget (controls, GTK_TYPE_DROP_DOWN);
  g_assert_nonnull (list);
  card = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), action->cards[0]);
  label = g_strdup_printf (_("_Call %s"), card);
  for (guint i = 0; i < g_list_model_get_n_items (gtk_drop_down_get_model (list)); i++)
    {
      gtk_drop_down_set_selected (list, i);
      button = confirm_button (fixture);
      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0)
        {
          fl_test_click (button);
          return TRUE;
        }
    }
  g_error ("The list of cards to call has no %s", card);
}

/* Makes @action as the learner does: a card with its widget, wherever the
 * learner plays from (their hand or the dummy), when that is what the
 * card does; cards selected and confirmed, or a card called, with the
 * controls as above; anything else through the game's controls, as
 * their buttons do. */
static void
make_move (Fixture        *fixture,
           const FlAction *action)
{
  FlTablePage *table = table_page (fixture);
  FlAction click;

  /* Where cards are selected first (Flaunt's leads), a click selects. */
  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1
      && !fl_game_controls_get_multiple (FL_GAME_CONTROLS (fl_table_page_get_controls (table)))
      && card_click_action (fixture, action->cards[0], &click) && fl_action_equal (&click, action))
    {
      FlTableWidget *widget = FL_TABLE_WIDGET (fl_table_page_get_table (table));
      const FlTableView *view = fl_table_page_get_view (table);

      for (guint place = 0; place < view->n_places; place++)
        {
          FlHandView *hand = fl_table_widget_get_place_hand (widget, place);
          GtkWidget *card = hand != NULL ? GTK_WIDGET (fl_hand_view_get_card_widget (hand, action->cards[0])) : NULL;

          if (card != NULL)
            {
              g_assert_true (gtk_widget_activate (card));
              return;
            }
        }
      g_error ("No widget shows the card to play");
    }
  if (confirm_cards (fixture, action) || call_card (fixture, action))
    return;
  fl_game_controls_emit_action (FL_GAME_CONTROLS (fl_table_page_get_controls (table)), action);
}

/* A copy of @run, brought to its step with the same moves. */
static FlLessonRun *
copy_run (FlLessonRun *run)
{
  FlGame *game = fl_lesson_run_get_game (run);
  FlLessonRun *copy = fl_lesson_run_new (fl_lesson_run_get_lesson (run), NULL);
  FlGame *copied = fl_lesson_run_get_game (copy);

  while (fl_lesson_run_get_step (copy) < fl_lesson_run_get_step (run))
    {
      FlAction next = *fl_game_get_action (game, fl_game_get_n_actions (copied));
      g_autofree char *feedback = NULL;

      g_assert_cmpint (fl_lesson_run_try (copy, &next, &feedback, NULL), ==, FL_LESSON_REPLY_RIGHT);
    }
  g_assert_cmpuint (fl_game_get_n_actions (copied), ==, fl_game_get_n_actions (game));
  return copy;
}

/* A legal move of the learner's that the step does not teach, or FALSE.
 * Each is tried on a copy of the lesson, which a wrong move leaves as it
 * was; a right one carries the copy on, and a fresh copy is made. */
static gboolean
find_wrong_move (FlLessonRun *run,
                 FlAction    *wrong)
{
  g_autoptr(GArray) legal = fl_game_list_legal_actions (fl_lesson_run_get_game (run));
  g_autoptr(FlLessonRun) copy = copy_run (run);

  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *feedback = NULL;

      switch (fl_lesson_run_try (copy, &g_array_index (legal, FlAction, i), &feedback, NULL))
        {
        case FL_LESSON_REPLY_WRONG:
          *wrong = g_array_index (legal, FlAction, i);
          return TRUE;
        case FL_LESSON_REPLY_RIGHT:
          g_clear_pointer (&copy, fl_lesson_run_free);
          copy = copy_run (run);
          break;
        case FL_LESSON_REPLY_ILLEGAL:
          break;
        }
    }
  return FALSE;
}

static void
test_lesson (Fixture       *fixture,
             gconstpointer  data)
{
  const FlLesson *lesson = fl_lesson_catalog_lookup (data);
  const FlLesson *next;
  const char *game_id;
  FlTablePage *table;
  FlLessonRun *run;
  GtkWidget *row;
  AdwMessageDialog *dialog;
  gboolean wrong_shown = FALSE;
  guint n_steps = 0;
  g_auto(GStrv) done = NULL;

  g_assert_nonnull (lesson);
  game_id = fl_lesson_get_game_id (lesson);
  next = fl_lesson_catalog_next (lesson);

  /* The game's setup page lists the lesson, not yet completed. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", game_id);
  fl_test_drain ();
  g_assert_cmpstr (fl_game_page_get_mode (game_page (fixture)), ==, "setup");
  row = lesson_row (fixture, lesson);
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_mapped (row) || gtk_widget_get_child_visible (row));
  g_assert_false (gtk_widget_has_css_class (row, "lesson-done"));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, fl_lesson_get_summary (lesson));
  if (fl_lesson_get_order (lesson) == 1)
    {
      gtk_widget_grab_focus (row);
      save_shot (GTK_WIDGET (fixture->window), "lessons", game_id);
    }

  /* Chosen, it starts at the table with the tutor shown, whatever the
   * preference said. */
  g_signal_emit_by_name (row, "activated");
  fl_test_iterate_until (lesson_ready_cb, fixture);
  table = table_page (fixture);
  run = fl_table_page_get_lesson (table);
  g_assert_nonnull (run);
  g_assert_true (fl_lesson_run_get_lesson (run) == lesson);
  g_assert_true (g_settings_get_boolean (fixture->settings, "show-tutor"));
  g_assert_false (fl_game_page_in_progress (game_page (fixture)));
  g_assert_false (fl_table_page_can_undo (table));

  while (!fl_lesson_run_is_done (run))
    {
      g_autofree char *step_title = NULL;
      FlAction expected, wrong;
      FlLessonReply reply;

      g_assert_true (fl_table_page_lesson_waits (table));
      g_assert_cmpint (fl_game_get_current_seat (fl_table_page_get_game (table)), ==, fl_lesson_get_seat (lesson));
      /* The step's words, and where the learner stands. */
      assert_tutor_says (fixture, fl_lesson_run_get_prompt (run));
      step_title = g_strdup_printf (_("%1$s: Step %2$u of %3$u"), fl_lesson_get_title (lesson),
                                    fl_lesson_run_get_step (run) + 1, fl_lesson_get_n_steps (lesson));
      assert_tutor_says (fixture, step_title);

      /* The hint shows the move the step teaches. */
      g_assert_true (fl_tutor_panel_show_hint (fl_game_page_get_tutor_panel (game_page (fixture))));
      g_assert_true (fl_lesson_run_get_expected (run, &expected));

      if (!wrong_shown && find_wrong_move (run, &wrong))
        {
          guint before = fl_game_get_n_actions (fl_table_page_get_game (table));
          guint step = fl_lesson_run_get_step (run);
          const char *feedback;

          make_move (fixture, &wrong);
          fl_test_drain ();
          /* Refused with the lesson's reason; nothing moved. */
          feedback = fl_table_page_get_lesson_feedback (table, &reply);
          g_assert_cmpint (reply, ==, FL_LESSON_REPLY_WRONG);
          g_assert_nonnull (feedback);
          assert_tutor_says (fixture, feedback);
          assert_tutor_says (fixture, fl_lesson_run_get_prompt (run));
          g_assert_cmpuint (fl_game_get_n_actions (fl_table_page_get_game (table)), ==, before);
          g_assert_cmpuint (fl_lesson_run_get_step (run), ==, step);
          if (fl_lesson_get_order (lesson) == 1)
            save_shot (GTK_WIDGET (fixture->window), "lesson", game_id);
          wrong_shown = TRUE;
        }

      make_move (fixture, &expected);
      fl_test_iterate_until (lesson_ready_cb, fixture);
      g_assert_nonnull (fl_table_page_get_lesson_feedback (table, &reply));
      g_assert_cmpint (reply, ==, FL_LESSON_REPLY_RIGHT);
      /* The table shows every move the lesson made. */
      g_assert_cmpuint (fl_game_get_n_actions (fl_table_page_get_game (table)), ==,
                        fl_game_get_n_actions (fl_lesson_run_get_game (run)));
      n_steps++;
    }
  g_assert_true (wrong_shown);
  g_assert_cmpuint (n_steps, ==, fl_lesson_get_n_steps (lesson));

  /* The end: the lesson's last words, in the tutor and the dialog, and the
   * lesson marked completed. */
  dialog = fl_test_find_dialog ("lesson-done");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, fl_lesson_run_get_prompt (run));
  assert_tutor_says (fixture, fl_lesson_run_get_prompt (run));
  done = g_settings_get_strv (fixture->settings, "lessons-done");
  g_assert_true (g_strv_contains ((const char *const *) done, fl_lesson_get_id (lesson)));
  g_assert_cmpint (adw_message_dialog_has_response (dialog, "next"), ==, next != NULL);
  if (fl_lesson_get_order (lesson) == 1)
    {
      save_shot (GTK_WIDGET (fixture->window), "lesson-end", game_id);
      save_shot (GTK_WIDGET (dialog), "lesson-done", game_id);
    }

  if (next != NULL && fl_lesson_get_order (lesson) == 1)
    {
      /* Next Lesson: the next one starts at once. */
      fl_test_click (fl_test_find_button (GTK_WIDGET (dialog), adw_message_dialog_get_response_label (dialog, "next"),
                                          NULL, NULL));
      fl_test_iterate_until (lesson_ready_cb, fixture);
      g_assert_nonnull (fl_table_page_get_lesson (table));
      g_assert_true (fl_lesson_run_get_lesson (fl_table_page_get_lesson (table)) == next);
      assert_tutor_says (fixture, fl_lesson_run_get_prompt (fl_table_page_get_lesson (table)));
    }
  else
    {
      /* Back to the Lessons: the list marks this one. */
      fl_test_click (fl_test_find_button (GTK_WIDGET (dialog),
                                          adw_message_dialog_get_response_label (dialog, "lessons"), NULL, NULL));
      fl_test_drain ();
      g_assert_cmpstr (fl_game_page_get_mode (game_page (fixture)), ==, "setup");
      row = lesson_row (fixture, lesson);
      g_assert_nonnull (row);
      g_assert_true (gtk_widget_has_css_class (row, "lesson-done"));
    }
  /* A lesson is never the saved game. */
  g_assert_false (fl_saved_game_exists ());
}

/* Every script in data/lessons/ is in the app's resources, and loads. */
static void
test_catalogue (void)
{
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "lessons", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;
  guint n_files = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      const FlLesson *lesson;

      if (!g_str_has_suffix (name, ".lesson"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".lesson"));
      lesson = fl_lesson_catalog_lookup (id);
      if (lesson == NULL)
        g_error ("data/lessons/%s is not in the resources (data/io.github.flourish.Flourish.gresource.xml)", name);
      /* Its game is one of the app's, so the lesson runs in that game's
       * group. */
      g_assert_nonnull (fl_game_info_lookup (fl_lesson_get_game_id (lesson)));
      /* The next lesson is the same game's following one. */
      if (fl_lesson_catalog_next (lesson) != NULL)
        {
          g_assert_cmpstr (fl_lesson_get_game_id (fl_lesson_catalog_next (lesson)), ==, fl_lesson_get_game_id (lesson));
          g_assert_cmpuint (fl_lesson_get_order (fl_lesson_catalog_next (lesson)), ==, fl_lesson_get_order (lesson) + 1);
        }
      n_files++;
    }
  g_assert_cmpuint (n_files, >=, 10);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new ();
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();

  /* The application registers the resources the catalogue reads. A
   * group for every game that has lessons, each a meson test of its own
   * (tests/meson.build). */
  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const char *id = fl_game_info_get_id (fl_game_info_get_nth (i));
      g_autoptr(GPtrArray) lessons = fl_lesson_catalog_list_game (id);

      if (lessons->len > 0)
        g_ptr_array_add (games, (gpointer) id);
    }
  g_ptr_array_add (games, NULL);
  fl_test_groups_init (&argc, &argv, (const char *const *) games->pdata);
  g_test_init (&argc, &argv, NULL);

  if (fl_test_in_group (games->pdata[0]))
    g_test_add_func ("/ui/lessons/catalogue", test_catalogue);
  for (guint g = 0; games->pdata[g] != NULL; g++)
    {
      g_autoptr(GPtrArray) lessons = NULL;

      if (!fl_test_in_group (games->pdata[g]))
        continue;
      lessons = fl_lesson_catalog_list_game (games->pdata[g]);
      for (guint i = 0; i < lessons->len; i++)
        {
          const char *id = fl_lesson_get_id (lessons->pdata[i]);
          g_autofree char *path = g_strdup_printf ("/ui/lessons/%s", id);

          g_test_add (path, Fixture, id, fixture_setup, test_lesson, fixture_teardown);
        }
    }

  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);
  return status;
}
