/* bench-ui-frames.c: how long the main loop stalls while a game is played
 *
 * Plays a long game at the real table (the application's window under
 * Xvfb, tests/run-ui-test): a Flunk rubber of the most deals the option
 * allows, then Flashpoint to the highest target, the bots at the
 * "heuristic" strength and at once (animation "off"), the tutor shown and
 * its warnings on. The user's side chooses a seeded random legal move
 * through the table, as a click would, and answers every dialog.
 *
 * A tick callback on the window notes when each frame begins; the gap
 * between two frames is as long as the main loop was kept from drawing.
 * Printed (never asserted, since nothing here may fail on a slow machine):
 * the median, 95th percentile and longest gap while the bots play, and the
 * same for the frames from each of the user's clicks late in the game (the
 * last third of its moves) until the table waits for the user again.
 *
 * Run with `meson test -C _build --benchmark -v bench-ui-frames`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-engine.h"
#include "fl-game-controls.h"
#include "fl-game-page.h"
#include "fl-saved-game.h"
#include "fl-table-page.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlWindow    *window;
  gint64       last_tick;
  gboolean     after_click;        /* from a click until the user's turn again */
  gboolean     click_in_gap;       /* a click came since the last frame */
  guint        click_action;       /* the game's number of actions at the click */
  GArray      *bot_gaps;           /* double, ms */
  GArray      *click_gaps;         /* double, ms, with click_actions */
  GArray      *click_actions;      /* guint */
} Bench;

static FlApplication *application;

static FlTablePage *
table_page (Bench *bench)
{
  return fl_game_page_get_table_page (fl_window_get_game_page (bench->window));
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       data)
{
  Bench *bench = data;
  gint64 now = g_get_monotonic_time ();

  if (bench->last_tick != 0)
    {
      double gap = (now - bench->last_tick) / 1000.0;

      /* A frame held back by what a click started counts as the click's,
       * even when it ends once the user's turn is back. */
      if (bench->after_click || bench->click_in_gap)
        {
          g_array_append_val (bench->click_gaps, gap);
          g_array_append_val (bench->click_actions, bench->click_action);
        }
      else
        g_array_append_val (bench->bot_gaps, gap);
    }
  bench->click_in_gap = bench->after_click;
  bench->last_tick = now;
  return G_SOURCE_CONTINUE;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
report (const char *game,
        const char *what,
        GArray     *gaps)
{
  if (gaps->len == 0)
    {
      g_print ("%s, %s: no frames\n", game, what);
      return;
    }
  g_array_sort (gaps, compare_doubles);
  g_print ("%s, %s: %u frames, median %.1f ms, p95 %.1f ms, max %.1f ms\n", game, what, gaps->len,
           g_array_index (gaps, double, gaps->len / 2),
           g_array_index (gaps, double, MIN (gaps->len - 1, gaps->len * 95 / 100)),
           g_array_index (gaps, double, gaps->len - 1));
}

static gboolean
user_turn (Bench *bench)
{
  FlGame *game = fl_table_page_get_game (table_page (bench));

  return game != NULL && !fl_game_is_over (game)
         && fl_game_get_current_seat (game) == fl_table_page_get_human (table_page (bench))
         && fl_test_find_dialog (NULL) == NULL && fl_table_page_get_summary (table_page (bench)) == NULL;
}

/* The user's move, chosen at random among the legal ones, made as a click
 * on a card or on the game's controls makes it. */
static void
click (Bench *bench,
       GRand *rand)
{
  FlTablePage *page = table_page (bench);
  FlGame *game = fl_table_page_get_game (page);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  const FlAction *action = &g_array_index (legal, FlAction, g_rand_int_range (rand, 0, (int) legal->len));

  bench->after_click = TRUE;
  bench->click_in_gap = TRUE;
  bench->click_action = fl_game_get_n_actions (game);
  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1)
    fl_table_page_play_card (page, action->cards[0]);
  else
    g_signal_emit_by_name (fl_table_page_get_controls (page), "action", action);
}

static void
play_game (Bench      *bench,
           const char *id,
           const char *option,
           guint32     seed)
{
  const FlRules *rules = fl_rules_lookup (id);
  int index = fl_rules_find_option (rules, option);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) late = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *name = NULL;
  FlOptions options;
  guint tick;
  gint64 started;

  fl_rules_default_options (rules, &options);
  g_assert_cmpint (index, >=, 0);
  options.values[index] = rules->options[index].max;
  name = g_strdup_printf ("%s (%s %d)", id, option, options.values[index]);

  bench->bot_gaps = g_array_new (FALSE, FALSE, sizeof (double));
  bench->click_gaps = g_array_new (FALSE, FALSE, sizeof (double));
  bench->click_actions = g_array_new (FALSE, FALSE, sizeof (guint));
  bench->last_tick = 0;
  bench->after_click = FALSE;
  bench->click_in_gap = FALSE;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (bench->window), "win.play-game", "s", id));
  fl_test_drain ();
  game = fl_game_new (id, &options, seed, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (fl_window_get_game_page (bench->window), game, 0, "heuristic", &error));
  g_assert_no_error (error);

  tick = gtk_widget_add_tick_callback (GTK_WIDGET (bench->window), tick_cb, bench, NULL);
  started = g_get_monotonic_time ();
  while (!fl_game_is_over (game))
    {
      AdwMessageDialog *dialog = fl_test_find_dialog (NULL);
      GtkWidget *summary = fl_table_page_get_summary (table_page (bench));

      if (dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog)))
        {
          bench->after_click = FALSE;
          adw_message_dialog_response (dialog, "play");
          gtk_window_destroy (GTK_WINDOW (dialog));
          continue;
        }
      /* The summary of a hand: Next Hand. */
      if (summary != NULL && gtk_widget_get_mapped (summary))
        {
          bench->after_click = FALSE;
          fl_test_click (fl_test_find_button (summary, NULL, NULL, "suggested-action"));
          continue;
        }
      if (user_turn (bench))
        {
          bench->after_click = FALSE;
          /* A frame drawn at the user's turn before the click. */
          fl_test_wait_for_frame (GTK_WIDGET (bench->window));
          if (user_turn (bench))
            {
              guint before = fl_game_get_n_actions (game);

              click (bench, rand);
              /* Until the move is made or a dialog asks about it. */
              while (fl_game_get_n_actions (game) == before && fl_test_find_dialog (NULL) == NULL)
                g_main_context_iteration (NULL, TRUE);
            }
          continue;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  bench->after_click = FALSE;
  gtk_widget_remove_tick_callback (GTK_WIDGET (bench->window), tick);

  for (guint i = 0; i < bench->click_gaps->len; i++)
    if (g_array_index (bench->click_actions, guint, i) >= fl_game_get_n_actions (game) * 2 / 3)
      g_array_append_val (late, g_array_index (bench->click_gaps, double, i));

  g_print ("%s: %u actions in %.1f s\n", name, fl_game_get_n_actions (game),
           (g_get_monotonic_time () - started) / (double) G_USEC_PER_SEC);
  report (name, "while the bots play", bench->bot_gaps);
  report (name, "after a click, last third of the game", late);
  g_clear_pointer (&bench->bot_gaps, g_array_unref);
  g_clear_pointer (&bench->click_gaps, g_array_unref);
  g_clear_pointer (&bench->click_actions, g_array_unref);

  while (fl_test_find_dialog (NULL) != NULL)
    gtk_window_destroy (GTK_WINDOW (fl_test_find_dialog (NULL)));
  fl_test_drain ();
}

static void
bench_frames (void)
{
  GSettings *settings = fl_application_get_settings (application);
  Bench bench = { 0 };

  fl_saved_game_discard ();
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "window-width", 1024);
  g_settings_set_int (settings, "window-height", 768);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_boolean (settings, "tutor-warnings", TRUE);
  g_settings_reset (settings, "show-tutor");

  bench.window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (application)));
  play_game (&bench, "flunk", "deals", 7);
  play_game (&bench, "flashpoint", "target", 7);
  fl_test_destroy_windows (GTK_APPLICATION (application));
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/bench/frames", bench_frames);

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);
  return status;
}
