/* test-ui-table.c: whole hands played through the table's widgets
 *
 * The application runs in-process under Xvfb (tests/run-ui-test), with
 * fatal criticals and warnings. The user's side of every hand is played
 * only through what a user touches: the setup page's rows and Start
 * button, the cards of the hand (and of Flunk's dummy), the game's own
 * controls, and the buttons of the dialogs. The engine is asked only to
 * check what the widgets show and did. Every choice comes from a seeded
 * GRand, and every deal from a fixed seed, so a run repeats exactly.
 *
 * Screenshots of the table go to $FLOURISH_SCREENSHOT_DIR, or else to
 * screenshots/ in the build directory: table-GAME-LANG-light.png and
 * -dark.png mid-hand, summary-GAME-LANG-WxH.png for the first hand's
 * summary at each size and table-GAME-LANG-summary-folded.png with the
 * summary folded away.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>

#include "fl-application.h"
#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-saved-game.h"
#include "fl-seat-panel.h"
#include "fl-setup-page.h"
#include "fl-table-page.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"
#include "fl-tutor-panel.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  GSettings     *settings;
  FlWindow      *window;
} Fixture;

/* What the user did through the widgets over one or more hands. */
typedef struct
{
  GRand      *rand;
  const char *shoot;               /* the game to take screenshots of, or NULL */
  gboolean    shot_table;
  gboolean    shot_summary;
  guint       n_actions;
  guint       n_cards;
  guint       n_dummy_cards;
  guint       n_declares;
  guint       n_contract_types[3];
  guint       n_commands;
  guint       n_invites;
  guint       n_passes;
  guint       n_pass_flashes;      /* passes that declared flashes */
  guint       n_confirmed;
  guint       n_hands;
  guint       n_tutor_checks;      /* decisions at which the tutor was read */
} Player;

/* ---- Dialogs --------------------------------------------------------- */

static gboolean
dialog_shown_cb (gpointer data)
{
  return fl_test_find_dialog (data) != NULL;
}

static gboolean
file_saved_cb (gpointer data)
{
  return g_file_test (data, G_FILE_TEST_IS_REGULAR);
}

/* Answers @dialog as a user does: with the button of @response, which
 * closes the dialog and then emits the response. */
static void
respond (AdwMessageDialog *dialog,
         const char       *response)
{
  GWeakRef ref;
  GtkWidget *button;

  g_assert_true (adw_message_dialog_has_response (dialog, response));
  button = fl_test_find_button (GTK_WIDGET (dialog),
                                adw_message_dialog_get_response_label (dialog, response), NULL, NULL);
  g_weak_ref_init (&ref, dialog);
  if (button != NULL)
    fl_test_click (button);
  else
    {
      adw_message_dialog_response (dialog, response);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  fl_test_drain ();

  /* The dialog is gone. */
  {
    g_autoptr(GtkWidget) still = g_weak_ref_get (&ref);

    g_assert_true (still == NULL || !gtk_widget_get_visible (still));
  }
  g_weak_ref_clear (&ref);
}

/* ---- The application ------------------------------------------------- */

/* One application for the whole run: an application registers only once a
 * process. Each test starts from its activation, as a launch does. */
static FlApplication *application;

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

static FlGame *
table_game (Fixture *fixture)
{
  return fl_table_page_get_game (table_page (fixture));
}

static FlTableWidget *
table_widget (Fixture *fixture)
{
  return FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture)));
}

static const char *
mode (Fixture *fixture)
{
  return fl_game_page_get_mode (game_page (fixture));
}

static gboolean
at_table_cb (gpointer data)
{
  Fixture *fixture = data;

  return g_strcmp0 (mode (fixture), "table") == 0 && table_game (fixture) != NULL;
}

/* The summary of the hand just scored, over the table, or NULL. */
static GtkWidget *
summary_shown (Fixture *fixture)
{
  GtkWidget *summary;

  if (fixture->window == NULL)
    return NULL;
  summary = fl_table_page_get_summary (table_page (fixture));
  return summary != NULL && gtk_widget_get_visible (summary) ? summary : NULL;
}

/* Goes on from the summary with its Next Hand button, as a user does:
 * the summary goes. */
static void
next_hand (Fixture *fixture)
{
  GtkWidget *summary = summary_shown (fixture);

  g_assert_nonnull (summary);
  fl_test_click (fl_test_find_button (summary, _("_Next Hand"), NULL, NULL));
  fl_test_drain ();
  g_assert_null (fl_table_page_get_summary (table_page (fixture)));
}

/* Activates the application: its window, new when there is none. */
static void
open_window (Fixture *fixture)
{
  fixture->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (fixture->app)));
  g_assert_true (FL_IS_WINDOW (fixture->window));
}

/* Destroys every window, as a crash or a kill would leave the app: no
 * close-request, no shutdown. */
static void
destroy_windows (Fixture *fixture)
{
  fl_test_destroy_windows (GTK_APPLICATION (fixture->app));
  fixture->window = NULL;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->app = application;
  fixture->settings = fl_application_get_settings (application);

  /* No game left from an earlier test; bots act at once (still through
   * the main loop); the window the size of the screenshots. */
  fl_saved_game_discard ();
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  g_settings_set_int (fixture->settings, "window-width", 1024);
  g_settings_set_int (fixture->settings, "window-height", 768);
  g_settings_set_boolean (fixture->settings, "window-maximized", FALSE);
  /* The random player's moves are often poor: only the warning's own test
   * has the tutor ask about them. The tutor is shown beside the table (the
   * default), for every decision's check of what it says. */
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);
  g_settings_reset (fixture->settings, "show-tutor");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  open_window (fixture);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  destroy_windows (fixture);
}

/* ---- Screenshots ----------------------------------------------------- */

/* Saves @widget (a toplevel) as it is drawn now, as KIND-GAME-LANG.png,
 * or KIND-GAME-LANG-VARIANT.png with a @variant. */
static void
save_named_screenshot (GtkWidget  *widget,
                       const char *kind,
                       const char *game,
                       const char *variant)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  g_autofree char *file = g_strdup_printf ("%s-%s-%s%s%s.png", kind, game,
                                           language != NULL && *language != '\0' ? language : "en",
                                           variant != NULL ? "-" : "", variant != NULL ? variant : "");

  fl_test_save_screenshot (widget, file);
}

/* Saves @window as table-GAME-LANG-VARIANT.png. */
static void
take_screenshot (GtkWidget  *window,
                 const char *game,
                 const char *variant)
{
  save_named_screenshot (window, "table", game, variant);
}

/* The window at the smallest size we support and at a large one, with
 * the table as it stands: table-GAME-LANG-VARIANT-WxH.png. A size larger
 * than the screen (Xvfb's, in the suite) is not shot: the window cannot
 * take it. */
static void
shoot_sizes (Fixture    *fixture,
             const char *game,
             const char *variant)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };
  GtkWindow *window = GTK_WINDOW (fixture->window);
  int width, height;

  gtk_window_get_default_size (window, &width, &height);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("%s-%dx%d", variant, sizes[i][0], sizes[i][1]);

      if (fl_test_resize (window, sizes[i][0], sizes[i][1]))
        take_screenshot (GTK_WIDGET (window), game, name);
    }
  gtk_window_set_default_size (window, width, height);
  fl_test_settle (GTK_WIDGET (window));
}

static void
shoot_table (Fixture    *fixture,
             const char *game)
{
  fl_test_settle (GTK_WIDGET (fixture->window));
  take_screenshot (GTK_WIDGET (fixture->window), game, "light");
  fl_test_set_dark (GTK_WIDGET (fixture->window), TRUE);
  fl_test_settle (GTK_WIDGET (fixture->window));
  take_screenshot (GTK_WIDGET (fixture->window), game, "dark");
  fl_test_set_dark (GTK_WIDGET (fixture->window), FALSE);
}

/* ---- Playing --------------------------------------------------------- */

/* Below, with the tutor's checks. */
static FlTutorPanel *tutor             (Fixture    *fixture);
static const char   *tutor_heading     (Fixture    *fixture,
                                        const char *name);
static GPtrArray    *tutor_lines       (Fixture    *fixture,
                                        const char *name);
static guint         last_hand_start   (FlGame     *game);
static void          replay_tutor      (FlGame     *game,
                                        int         human,
                                        GPtrArray  *happened,
                                        GPtrArray  *scoring);
static void          assert_same_lines (GPtrArray  *a,
                                        GPtrArray  *b);

static int
human (Fixture *fixture)
{
  return fl_table_page_get_human (table_page (fixture));
}

static gboolean
human_decides (Fixture *fixture)
{
  FlGame *game = table_game (fixture);

  return game != NULL && !fl_game_is_over (game)
         && fl_game_get_current_seat (game) == human (fixture);
}

/* The user has something to do: a decision of theirs, a dialog or the
 * summary of a hand; and
 * the table's workers are done with it (the tutor's evaluation of the
 * decision, a hand's review), so that what the test reads is complete. */
static gboolean
turn_ready_cb (gpointer data)
{
  Fixture *fixture = data;

  return (fl_test_find_dialog (NULL) != NULL || summary_shown (fixture) != NULL || human_decides (fixture))
         && !fl_table_page_is_busy (table_page (fixture));
}

static const FlAction *
last_action (FlGame *game)
{
  guint n = fl_game_get_n_actions (game);

  g_assert_cmpuint (n, >, 0);
  return fl_game_get_action (game, n - 1);
}

/* Which of @labels the active toggle button below @root shows, or -1. */
static int
active_toggle (GtkWidget         *root,
               const char *const *labels,
               guint              n_labels)
{
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

  fl_test_collect_widgets (root, GTK_TYPE_TOGGLE_BUTTON, toggles);
  for (guint i = 0; i < toggles->len; i++)
    {
      const char *label = gtk_button_get_label (toggles->pdata[i]);

      if (!gtk_toggle_button_get_active (toggles->pdata[i]) || !gtk_widget_is_visible (toggles->pdata[i]))
        continue;
      for (guint l = 0; l < n_labels; l++)
        if (g_strcmp0 (label, labels[l]) == 0)
          return (int) l;
    }
  return -1;
}

/* Flunk: the contract chooser, sometimes moved off its first choice. */
static void
declare (Fixture *fixture,
         Player  *player)
{
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  FlGame *game = table_game (fixture);
  const char *types[] = {
    C_("contract", "_High"), C_("contract", "_Low"), C_("contract", "D_ump"),
  };
  const char *suits[] = { "♣", "♦", "♥", "♠", _("_No Trump") };
  /* Low, then Dump, then High, and round again. */
  int wanted = (int) (player->n_declares + 1) % 3;
  GtkWidget *type_button;
  int type, suit;
  const FlAction *action;

  g_assert_nonnull (controls);
  g_assert_true (gtk_widget_is_visible (controls));

  /* High, Low or Dump, when the engine allows it. */
  type_button = fl_test_find_button (controls, types[wanted], NULL, NULL);
  if (type_button != NULL)
    fl_test_click (type_button);
  type = active_toggle (controls, types, G_N_ELEMENTS (types));
  g_assert_cmpint (type, >=, 0);
  if (type_button != NULL)
    g_assert_cmpint (type, ==, wanted);

  /* Now and then another suit. */
  if (g_rand_boolean (player->rand))
    {
      const char *label = suits[g_rand_int_range (player->rand, 0, 5)];
      GtkWidget *button = fl_test_find_button (controls, label, NULL, NULL);

      if (button != NULL)
        fl_test_click (button);
    }
  suit = active_toggle (controls, suits, G_N_ELEMENTS (suits));
  g_assert_cmpint (suit, >=, 0);

  fl_test_click (fl_test_find_button (controls, NULL, NULL, "suggested-action"));

  /* The engine took the contract the buttons showed. */
  action = last_action (game);
  g_assert_cmpint (action->kind, ==, FL_ACTION_DECLARE);
  g_assert_cmpint (action->seat, ==, human (fixture));
  g_assert_cmpint (action->values[0], ==, type);
  g_assert_cmpint (action->values[2], ==, suit);
  player->n_declares++;
  player->n_contract_types[type]++;
}

/* Flashpoint: the command chooser, sometimes on another kind. */
static void
command (Fixture *fixture,
         Player  *player)
{
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  const char *kinds[] = {
    C_("command kind", "_Lead a suit"), C_("command kind", "_Avoid a suit"),
    C_("command kind", "Lead a _rank"), C_("command kind", "Avoid a ra_nk"),
  };
  int wanted = g_rand_int_range (player->rand, 0, 4);
  int kind;
  const FlAction *action;

  g_assert_nonnull (controls);
  fl_test_click (fl_test_find_button (controls, kinds[wanted], NULL, NULL));
  kind = active_toggle (controls, kinds, G_N_ELEMENTS (kinds));
  g_assert_cmpint (kind, ==, wanted);

  fl_test_click (fl_test_find_button (controls, NULL, NULL, "suggested-action"));

  action = last_action (table_game (fixture));
  g_assert_cmpint (action->kind, ==, FL_ACTION_COMMAND);
  g_assert_cmpint (action->seat, ==, human (fixture));
  g_assert_cmpint (action->values[0], ==, FL_FLASHPOINT_COMMAND_LEAD_SUIT + kind);
  player->n_commands++;
}

/* The place whose cards the user plays now, and its hand. */
static FlHandView *
hand_to_play (Fixture *fixture,
              guint   *place_out)
{
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));
  FlHandView *hand;
  int place = -1;

  for (guint i = 0; i < view->n_places; i++)
    if (view->places[i].to_act)
      {
        g_assert_cmpint (place, ==, -1);
        place = (int) i;
      }
  if (place < 0)
    g_error ("No place is to act although the user decides");

  /* The user's own place, or a face-up one the user plays for (Flunk's
   * dummy when the user deals). */
  g_assert_true (view->places[place].face_up);
  g_assert_true (place == 0 || view->places[place].controller == human (fixture));
  hand = fl_table_widget_get_place_hand (table_widget (fixture), (guint) place);
  g_assert_cmpuint (fl_hand_view_get_n_cards (hand), ==, view->places[place].n_cards);
  if (place_out != NULL)
    *place_out = (guint) place;
  return hand;
}

/* The hand's card widgets that are @playable (or not). */
static GPtrArray *
card_widgets (FlHandView *hand,
              gboolean    playable)
{
  g_autoptr(GPtrArray) all = g_ptr_array_new ();
  GPtrArray *cards = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (hand), FL_TYPE_CARD_WIDGET, all);
  for (guint i = 0; i < all->len; i++)
    {
      FlCardWidget *card = all->pdata[i];

      /* A hand the user plays from answers to every card. */
      g_assert_true (fl_card_widget_get_interactive (card));
      g_assert_true (fl_card_widget_get_face_up (card));
      if (!fl_card_widget_get_playable (card) == !playable)
        g_ptr_array_add (cards, card);
    }
  return cards;
}

/* A dialog asking before a costly card (a disobeyed command): play it. */
static void
confirm_if_asked (Player *player)
{
  AdwMessageDialog *dialog = fl_test_find_dialog (NULL);

  if (dialog == NULL)
    return;
  g_assert_true (adw_message_dialog_has_response (dialog, "play"));
  respond (dialog, "play");
  player->n_confirmed++;
}

/* Flashpoint: a card among @playable that disobeys the partner's command
 * the user leads under, while the hand holds one that obeys (000:
 * commands), or %NULL. */
static FlCardWidget *
disobeying_card (Fixture   *fixture,
                 GPtrArray *playable)
{
  FlGame *game = table_game (fixture);
  FlFlashpointState observation;
  int seat = human (fixture);

  if (!g_str_equal (fl_game_get_id (game), "flashpoint"))
    return NULL;
  fl_game_observe (game, seat, &observation);
  if (observation.command == 0 || observation.passes != 0
      || observation.n_seq != observation.trick_start[observation.n_tricks]
      || (observation.hands[seat] & fl_flashpoint_command_cards (observation.command)) == 0)
    return NULL;
  for (guint i = 0; i < playable->len; i++)
    if (!fl_flashpoint_command_matches (observation.command, fl_card_widget_get_card (playable->pdata[i])))
      return playable->pdata[i];
  return NULL;
}

/* Disobeying asks first: Cancel changes nothing, Play Anyway plays. */
static void
disobey (Fixture      *fixture,
         Player       *player,
         FlCardWidget *card)
{
  FlGame *game = table_game (fixture);
  guint before = fl_game_get_n_actions (game);
  g_autoptr(FlCardWidget) held = g_object_ref (card);
  AdwMessageDialog *dialog;

  g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
  dialog = fl_test_find_dialog (NULL);
  g_assert_nonnull (dialog);
  {
    /* The question names the card. */
    g_autofree char *label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck),
                                                 fl_card_widget_get_card (card));
    g_autofree char *heading = g_strdup_printf (_("Play %s Anyway?"), label);

    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
    g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "play"), ==, _("_Play Anyway"));
  }
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), !=, "");
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  respond (dialog, "cancel");
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_true (human_decides (fixture));
  g_assert_null (fl_test_find_dialog (NULL));

  /* Still the same card in the hand. */
  g_assert_nonnull (gtk_widget_get_parent (GTK_WIDGET (card)));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
  confirm_if_asked (player);
  g_assert_cmpuint (player->n_confirmed, ==, 1);
  g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
}

/* The user's action of @kind: the first after @before, whatever the bots
 * did since (they may have answered while a question was open). */
static const FlAction *
user_action_after (Fixture      *fixture,
                   guint         before,
                   FlActionKind  kind)
{
  FlGame *game = table_game (fixture);
  const FlAction *action;

  g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
  action = fl_game_get_action (game, before);
  g_assert_cmpint (action->kind, ==, kind);
  g_assert_cmpint (action->seat, ==, human (fixture));
  return action;
}

/* Flashpoint: passes with the controls' Pass button (000 P7: pass only
 * when unable, or at any turn but the lead with voluntary passing), and
 * with it declares the flashes ticked above the hand (000 B1: declare with
 * the first card or pass). The engine records the user's pass. */
static void
pass (Fixture   *fixture,
      Player    *player,
      GtkWidget *button)
{
  FlGame *game = table_game (fixture);
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  guint before = fl_game_get_n_actions (game);
  gboolean ticked = FALSE;
  const FlAction *action;

  fl_test_collect_widgets (controls, GTK_TYPE_CHECK_BUTTON, checks);
  for (guint i = 0; i < checks->len; i++)
    ticked |= gtk_check_button_get_active (checks->pdata[i]);

  fl_test_click (button);

  action = user_action_after (fixture, before, FL_ACTION_PASS);
  g_assert_cmpuint (action->n_cards, ==, 0);
  g_assert_cmpint (action->values[0] != 0 || action->values[1] != 0, ==, ticked);
  player->n_passes++;
  if (ticked)
    player->n_pass_flashes++;
}

static void
play (Fixture *fixture,
      Player  *player)
{
  FlGame *game = table_game (fixture);
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));
  GtkWidget *invite = fl_test_find_button (controls, _("_Ask Partner for a Command"), NULL, NULL);
  GtkWidget *pass_button = fl_test_find_button (controls, _("_Pass"), NULL, NULL);
  guint place;
  FlHandView *hand = hand_to_play (fixture, &place);
  g_autoptr(GPtrArray) playable = card_widgets (hand, TRUE);
  guint before = fl_game_get_n_actions (game);
  const FlAction *action;

  /* About to lead in Flashpoint: now and then, ask for a command. */
  if (invite != NULL && g_rand_int_range (player->rand, 0, 3) == 0)
    {
      fl_test_click (invite);
      action = last_action (game);
      g_assert_cmpint (action->kind, ==, FL_ACTION_COMMAND);
      g_assert_cmpint (action->values[0], ==, FL_FLASHPOINT_COMMAND_INVITE);
      player->n_invites++;
      return;
    }

  /* Nothing to play: the game offers a pass, the only choice. Where
   * passing is voluntary, the user now and then passes with cards to
   * play. */
  if (playable->len == 0)
    g_assert_nonnull (pass_button);
  if (pass_button != NULL && (playable->len == 0 || g_rand_int_range (player->rand, 0, 3) == 0))
    {
      pass (fixture, player, pass_button);
      return;
    }

  {
    FlCardWidget *card = player->n_confirmed == 0 ? disobeying_card (fixture, playable) : NULL;
    FlCard value;

    /* The widget goes with the card: keep what it showed. */
    if (card != NULL)
      {
        value = fl_card_widget_get_card (card);
        disobey (fixture, player, card);
      }
    else
      {
        card = playable->pdata[g_rand_int_range (player->rand, 0, (int) playable->len)];
        value = fl_card_widget_get_card (card);
        g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
        confirm_if_asked (player);
      }

    action = user_action_after (fixture, before, FL_ACTION_PLAY);
    g_assert_cmpuint (action->n_cards, ==, 1);
    g_assert_cmpuint (action->cards[0], ==, value);
    player->n_cards++;
    if (place != 0)
      player->n_dummy_cards++;
  }
}

/* One decision of the user's, through the widgets only. */
static void
human_act (Fixture *fixture,
           Player  *player)
{
  FlGame *game = table_game (fixture);
  guint before = fl_game_get_n_actions (game);

  g_assert_true (human_decides (fixture));
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_null (summary_shown (fixture));

  switch (fl_game_get_decision (game))
    {
    case FL_DECISION_DECLARE:
      declare (fixture, player);
      break;
    case FL_DECISION_COMMAND:
      command (fixture, player);
      break;
    case FL_DECISION_PLAY:
      play (fixture, player);
      break;
    default:
      g_assert_not_reached ();
    }

  /* Each of the user's actions reached the engine. */
  g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
  player->n_actions++;
}

/* The widget below @summary of @type whose name is @name, or NULL. */
static gpointer
summary_part (GtkWidget  *summary,
              GType       type,
              const char *name)
{
  g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

  fl_test_collect_widgets (summary, type, widgets);
  for (guint i = 0; i < widgets->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (widgets->pdata[i]), name) == 0)
      return widgets->pdata[i];
  return NULL;
}

static GtkLabel *
summary_label (GtkWidget  *summary,
               const char *name)
{
  return summary_part (summary, GTK_TYPE_LABEL, name);
}

static const char *
summary_title (GtkWidget *summary)
{
  GtkLabel *title = summary_label (summary, "summary-title");

  g_assert_nonnull (title);
  return gtk_label_get_label (title);
}

/* The text of the summary's lines of @css_class, in order. */
static GPtrArray *
summary_lines (GtkWidget  *summary,
               const char *css_class)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GPtrArray *lines = g_ptr_array_new ();

  fl_test_collect_widgets (summary, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], css_class) && gtk_widget_is_visible (labels->pdata[i]))
      g_ptr_array_add (lines, (gpointer) gtk_label_get_label (labels->pdata[i]));
  return lines;
}

/* The scores of the table's columns after the first @n_actions of
 * @game, replayed with the engine alone. */
static void
scores_after (FlGame *game,
              guint   n_actions,
              int     human_seat,
              int    *scores)
{
  g_autoptr(FlGame) replay = fl_game_new_from_start (game);
  FlTableView view;

  for (guint i = 0; i < n_actions; i++)
    g_assert_true (fl_game_apply (replay, fl_game_get_action (game, i), NULL));
  fl_game_describe_table (replay, human_seat, &view);
  memcpy (scores, view.scores, sizeof view.scores);
  fl_table_view_clear (&view);
}

/* The summary's totals are the engine's, with what each column scored
 * in the hand (the totals less those at the hand's start, replayed), and
 * it says how they came. */
static void
check_summary (Fixture   *fixture,
               GtkWidget *summary)
{
  FlGame *game = table_game (fixture);
  g_autoptr(GPtrArray) lines = summary_lines (summary, "score-line");
  int before[FL_TABLE_MAX_SCORES];
  FlTableView view;

  fl_game_describe_table (game, human (fixture), &view);
  g_assert_cmpuint (view.n_scores, >, 0);
  scores_after (game, last_hand_start (game), human (fixture), before);

  for (guint c = 0; c < view.n_scores; c++)
    {
      g_autofree char *total_name = g_strdup_printf ("total-%u", c);
      g_autofree char *hand_name = g_strdup_printf ("hand-%u", c);
      g_autofree char *total = g_strdup_printf ("%d", view.scores[c]);
      g_autofree char *hand = g_strdup_printf ("%+d", view.scores[c] - before[c]);
      GtkLabel *label = summary_label (summary, total_name);

      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_label_get_label (label), ==, total);
      g_assert_true (gtk_widget_is_visible (GTK_WIDGET (label)));
      label = summary_label (summary, hand_name);
      g_assert_nonnull (label);
      g_assert_cmpstr (gtk_label_get_label (label), ==, hand);
    }
  g_assert_null (summary_label (summary, "total-99"));
  g_assert_cmpuint (lines->len, >=, 1);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (lines->pdata[i], !=, "");

  fl_table_view_clear (&view);
}

/* No card of the trick hides another, even when one place added two
 * (Flashpoint, seeds/flashpoint.md ambiguity 2: a player whose turn comes
 * round again adds another card). */
static void
check_trick_readable (Fixture *fixture)
{
  GtkWidget *table = GTK_WIDGET (table_widget (fixture));
  graphene_rect_t seen[64];
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (table); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t bounds;

      if (!FL_IS_CARD_WIDGET (child) || !gtk_widget_get_visible (child)
          || !gtk_widget_compute_bounds (child, table, &bounds))
        continue;
      for (guint i = 0; i < n; i++)
        g_assert_false (fabs (seen[i].origin.x - bounds.origin.x) < 4.0
                        && fabs (seen[i].origin.y - bounds.origin.y) < 4.0);
      g_assert_cmpuint (n, <, G_N_ELEMENTS (seen));
      seen[n++] = bounds;
    }
}

/* The hand's last trick lies on the table with its winning card marked. */
static void
check_last_trick_won (Fixture *fixture)
{
  GtkWidget *table = GTK_WIDGET (table_widget (fixture));
  guint n_cards = 0, n_winners = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (table); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (FL_IS_CARD_WIDGET (child) && gtk_widget_get_visible (child))
      {
        n_cards++;
        n_winners += fl_card_widget_get_highlighted (FL_CARD_WIDGET (child));
      }
  g_assert_cmpuint (n_cards, >, 0);
  g_assert_cmpuint (n_winners, ==, 1);
}

/* ---- The rules tutor ------------------------------------------------- */

static FlTutorPanel *
tutor (Fixture *fixture)
{
  return fl_game_page_get_tutor_panel (game_page (fixture));
}

/* The heading of the tutor's section @name ("tutor-options", …) when it
 * is shown, else NULL. */
static const char *
tutor_heading (Fixture    *fixture,
               const char *name)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (tutor (fixture)), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (boxes->pdata[i]), name) == 0)
      return gtk_widget_is_visible (boxes->pdata[i])
             ? gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (boxes->pdata[i])))
             : NULL;
  g_assert_not_reached ();
}

/* The tutor's "Read the rule" expanders, which quote the rule a sentence
 * cites from the help (fl-rule-quote.c). */
static GPtrArray *
tutor_rule_quotes (Fixture *fixture)
{
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  GPtrArray *quotes = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (tutor (fixture)), GTK_TYPE_EXPANDER, expanders);
  for (guint i = 0; i < expanders->len; i++)
    if (gtk_widget_has_css_class (expanders->pdata[i], "rule-quote"))
      g_ptr_array_add (quotes, expanders->pdata[i]);
  return quotes;
}

/* Every "Read the rule" of the panel quotes a rule of the game's help
 * page, from a section the game places its rules in. Returns how many
 * there are. */
static guint
check_tutor_links (Fixture *fixture)
{
  const FlRules *rules = fl_game_get_rules (table_game (fixture));
  g_autoptr(GPtrArray) quotes = tutor_rule_quotes (fixture);

  for (guint i = 0; i < quotes->len; i++)
    {
      const char *section = g_object_get_data (quotes->pdata[i], "fl-help-section");
      gboolean placed = FALSE;

      g_assert_cmpstr (g_object_get_data (quotes->pdata[i], "fl-help-page"), ==, rules->id);
      for (const FlRuleHelp *entry = rules->rule_help; entry->rule != NULL; entry++)
        placed |= g_str_equal (section, entry->section);
      g_assert_true (placed);
      g_assert_cmpstr (gtk_expander_get_label (quotes->pdata[i]), ==, _("Read the rule"));
    }
  return quotes->len;
}

/* At each of the user's decisions the tutor, shown beside the table (as
 * every test has it, fixture_setup()), gives the engine's options for the
 * user's seat, every one of them. Counted in @player. */
static void
check_tutor_options (Fixture *fixture,
                     Player  *player)
{
  FlGame *game = table_game (fixture);
  g_auto(GStrv) lines = fl_game_explain_options (game, fl_game_get_current_seat (game));
  g_autofree char *text = NULL;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tutor (fixture))));
  text = fl_tutor_panel_get_text (tutor (fixture));
  g_assert_nonnull (lines);
  g_assert_nonnull (lines[0]);
  g_assert_cmpstr (tutor_heading (fixture, "tutor-options"), ==, _("Your Options"));
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (text, lines[i]) == NULL)
      {
        g_test_message ("The tutor does not say: %s\nIt says:\n%s", lines[i], text);
        g_assert_not_reached ();
      }

  /* And where the hand stands, when the engine has something to say. */
  {
    g_auto(GStrv) status = fl_game_explain_status (game, fl_table_page_get_human (table_page (fixture)));

    g_assert_true ((status != NULL) == (tutor_heading (fixture, "tutor-status") != NULL));
    for (guint i = 0; status != NULL && status[i] != NULL; i++)
      g_assert_nonnull (strstr (text, status[i]));
  }
  check_tutor_links (fixture);
  player->n_tutor_checks++;
}

/* Where the hand just scored begins in the game record, as the tutor
 * finds it: after the action that ended the hand before, if any. */
static guint
last_hand_start (FlGame *game)
{
  const FlRules *rules = fl_game_get_rules (game);
  g_autoptr(FlGame) replay = fl_game_new_from_start (game);
  guint n = fl_game_get_n_actions (game);
  guint start = 0, previous = 0;

  for (guint i = 0; i < n; i++)
    {
      int hand = rules->hand_number (fl_game_get_state (replay));

      g_assert_true (fl_game_apply (replay, fl_game_get_action (game, i), NULL));
      if (rules->hand_number (fl_game_get_state (replay)) != hand || fl_game_is_over (replay))
        {
          previous = start;
          start = i + 1;
        }
    }
  /* The record ends with the hand's last action. */
  g_assert_cmpuint (start, ==, n);
  return previous;
}

/* Under a hand's summary the tutor gives the same scoring lines, and its
 * review of the user's decisions in the hand: where the computer players
 * would have chosen otherwise, as the hint would have said then. */
static void
check_tutor_scoring (Fixture   *fixture,
                     GtkWidget *summary)
{
  FlGame *game = table_game (fixture);
  g_autoptr(GPtrArray) review = fl_coach_review (game, human (fixture), last_hand_start (game),
                                                 fl_game_get_n_actions (game));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autofree char *text = fl_tutor_panel_get_text (tutor (fixture));
  guint lines = 0;

  g_assert_cmpstr (tutor_heading (fixture, "tutor-scoring"), ==, _("How the Hand Was Scored"));
  fl_test_collect_widgets (GTK_WIDGET (summary), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "score-line"))
      {
        g_assert_nonnull (strstr (text, gtk_label_get_label (labels->pdata[i])));
        lines++;
      }
  g_assert_cmpuint (lines, >, 0);

  g_assert_cmpstr (tutor_heading (fixture, "tutor-review"), ==, _("Your Play Reviewed"));
  for (guint i = 0; i < review->len; i++)
    g_assert_nonnull (strstr (text, review->pdata[i]));
  if (review->len == 0)
    g_assert_nonnull (strstr (text, _("In this hand, every choice you made did as well as the computer players’ own.")));

  /* The summary has the same review, whole. */
  {
    g_autoptr(GPtrArray) shown = summary_lines (summary, "review-line");

    g_assert_cmpuint (shown->len, ==, MAX (review->len, 1));
    for (guint i = 0; i < review->len; i++)
      g_assert_cmpstr (shown->pdata[i], ==, review->pdata[i]);
    if (review->len == 0)
      g_assert_cmpstr (shown->pdata[0], ==, _("In this hand, every choice you made did as well as the computer players’ own."));
  }
}

/* The table's caption and header, and what the page's view says (the
 * seat panels' statuses among it), are the engine's for the position now:
 * nothing kept from an earlier one. */
static void
check_table_texts_current (Fixture *fixture)
{
  FlGame *game = table_game (fixture);
  const FlTableView *shown = fl_table_page_get_view (table_page (fixture));
  AdwWindowTitle *title = fl_test_find_widget (GTK_WIDGET (fixture->window), ADW_TYPE_WINDOW_TITLE);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  FlTableView view;

  fl_game_describe_table (game, human (fixture), &view);
  g_assert_cmpuint (shown->n_places, ==, view.n_places);
  for (guint i = 0; i < view.n_places; i++)
    {
      g_assert_cmpstr (shown->places[i].status, ==, view.places[i].status);
      g_assert_cmpuint (shown->places[i].n_won, ==, view.places[i].n_won);
    }
  g_assert_cmpstr (shown->caption, ==, view.caption);
  g_assert_cmpstr (shown->progress, ==, view.progress);
  for (guint c = 0; c < view.n_scores; c++)
    g_assert_cmpint (shown->scores[c], ==, view.scores[c]);
  g_assert_nonnull (title);
  g_assert_cmpstr (adw_window_title_get_subtitle (title), ==, view.progress);

  fl_test_collect_widgets (GTK_WIDGET (table_page (fixture)), GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "table-caption"))
      {
        const char *caption = gtk_label_get_label (labels->pdata[i]);

        if (view.caption != NULL)
          g_assert_cmpstr (caption, ==, view.caption);
        else if (fl_game_controls_human_decides (game, human (fixture)))
          g_assert_cmpstr (caption, ==, _("Your turn."));
        else
          g_assert_cmpstr (caption, ==, "");
      }
  fl_table_view_clear (&view);
}

/* At the end of a hand, every score the tutor and the table show is the
 * summary's: the hand's points and the totals, as the engine counts them
 * (check_summary() compared the summary with it), in the tutor's account
 * of where the hand stands, the score sheet, the header and the seat
 * panels. */
static void
check_hand_over_texts (Fixture   *fixture,
                       GtkWidget *summary)
{
  FlGame *game = table_game (fixture);
  g_autoptr(GtkWidget) sheet = NULL;
  g_autoptr(GPtrArray) sheet_labels = g_ptr_array_new ();
  g_autoptr(GPtrArray) status = tutor_lines (fixture, "tutor-status");
  int before[FL_TABLE_MAX_SCORES];
  FlTableView view;

  g_assert_true (fl_game_get_phase (game) == FL_PHASE_HAND_OVER);
  fl_game_describe_table (game, human (fixture), &view);
  scores_after (game, last_hand_start (game), human (fixture), before);
  check_table_texts_current (fixture);
  g_assert_cmpstr (tutor_heading (fixture, "tutor-options"), ==, _("The Hand Is Over"));

  /* The score sheet's last hand and totals. */
  sheet = g_object_ref_sink (fl_table_page_build_score_sheet (table_page (fixture)));
  fl_test_collect_widgets (sheet, GTK_TYPE_LABEL, sheet_labels);
  for (guint c = 0; c < view.n_scores; c++)
    {
      g_autofree char *line = g_strdup_printf (C_("score sheet", "%1$+d (%2$d)"), view.scores[c] - before[c],
                                               view.scores[c]);
      gboolean found = FALSE;

      for (guint i = 0; i < sheet_labels->len; i++)
        found |= g_str_equal (gtk_label_get_label (sheet_labels->pdata[i]), line);
      g_assert_true (found);
    }

  if (g_str_equal (fl_game_get_id (game), "flashpoint"))
    {
      /* Where the hand stands: the hand's points and the game's, the
       * user's side first (the column of the user's own place). */
      int ours = view.place_score[0], theirs = 1 - ours;
      g_autofree char *hand = g_strdup_printf (_("This hand scored: your side %1$d, the other side %2$d (rule S1)."),
                                               view.scores[ours] - before[ours], view.scores[theirs] - before[theirs]);
      g_autofree char *total = g_strdup_printf (ngettext ("The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d point (rule G1).",
                                                          "The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d points (rule G1).",
                                                          view.target),
                                                view.scores[ours], view.scores[theirs], view.target);

      g_assert_cmpuint (status->len, >=, 2);
      g_assert_cmpstr (status->pdata[0], ==, hand);
      g_assert_cmpstr (status->pdata[1], ==, total);
    }
  else
    {
      FlFlunkState state;
      g_autofree char *contract = NULL;
      guint taken = 0;
      int dealer = -1;

      /* Nothing is left to stand: the tutor says nothing of it. */
      g_assert_cmpuint (status->len, ==, 0);
      fl_game_observe (game, human (fixture), &state);
      for (guint i = 0; i < view.n_places; i++)
        {
          if (view.places[i].dealer)
            dealer = (int) i;
          if (view.places[i].dealer || view.places[i].seat < 0)
            taken += view.places[i].n_won;
        }
      g_assert_cmpint (dealer, >=, 0);
      /* The declarer's line counts the tricks the hand ended with. */
      if (state.type != FL_FLUNK_DUMP)
        {
          g_autofree char *line = NULL;

          contract = fl_flunk_describe_contract (state.type, state.bid, state.suit);
          line = g_strdup_printf (ngettext ("%1$s: %2$u trick won, exactly %3$u needed",
                                            "%1$s: %2$u tricks won, exactly %3$u needed", taken),
                                  contract, taken, (guint) state.bid);
          g_assert_cmpstr (view.places[dealer].status, ==, line);
        }
    }
  fl_table_view_clear (&view);
}

/* Once the next hand is dealt, nothing on the table or in the tutor is
 * left from the hand before: the tutor tells only the hand under way,
 * from the engine's words for the position now. */
static void
check_after_next_hand (Fixture *fixture)
{
  FlGame *game = table_game (fixture);
  g_autoptr(GPtrArray) happened = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) scoring = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) shown_happened = NULL;
  g_autoptr(GPtrArray) options = NULL;
  g_autoptr(GPtrArray) status = NULL;
  g_auto(GStrv) expected_status = NULL;
  FlTableView view;

  g_assert_true (fl_game_get_phase (game) != FL_PHASE_HAND_OVER);
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));
  check_table_texts_current (fixture);

  g_assert_null (tutor_heading (fixture, "tutor-scoring"));
  g_assert_null (tutor_heading (fixture, "tutor-review"));
  replay_tutor (game, human (fixture), happened, scoring);
  g_assert_cmpuint (scoring->len, ==, 0);
  shown_happened = tutor_lines (fixture, "tutor-happened");
  assert_same_lines (shown_happened, happened);

  status = tutor_lines (fixture, "tutor-status");
  expected_status = fl_game_explain_status (game, human (fixture));
  g_assert_cmpuint (status->len, ==, expected_status != NULL ? g_strv_length (expected_status) : 0);
  for (guint i = 0; i < status->len; i++)
    g_assert_cmpstr (status->pdata[i], ==, expected_status[i]);

  /* Waiting, the tutor says what the table says now. */
  options = tutor_lines (fixture, "tutor-options");
  fl_game_describe_table (game, human (fixture), &view);
  if (!fl_game_controls_human_decides (game, human (fixture)))
    {
      g_assert_cmpstr (tutor_heading (fixture, "tutor-options"), ==, _("Waiting"));
      g_assert_cmpuint (options->len, ==, 1);
      g_assert_cmpstr (options->pdata[0], ==, view.caption != NULL && *view.caption != '\0'
                                              ? view.caption : _("The other players are taking their turns."));
    }
  fl_table_view_clear (&view);
}

static gboolean
within (GtkWidget *widget,
        GtkWidget *area)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, area, &bounds));
  return bounds.origin.x >= -1 && bounds.origin.y >= -1
         && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (area) + 1
         && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (area) + 1;
}

/* At the window's size now, the whole summary can be read: it lies in
 * the table's page with its buttons in view; its body scrolls when it is
 * taller than the room (a scrollbar for the mouse); and Tab, from Next
 * Hand round the window, reaches each of its lines, scoring and review,
 * each scrolled into view as it gets the focus. */
static void
check_summary_fits (Fixture   *fixture,
                    GtkWidget *summary)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *body = summary_part (summary, GTK_TYPE_SCROLLED_WINDOW, "summary-body");
  GtkWidget *next = fl_test_find_button (summary, _("_Next Hand"), NULL, NULL);
  GtkWidget *content = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (body));
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) reached = g_ptr_array_new ();
  guint n_review = 0;

  g_assert_nonnull (body);
  g_assert_true (within (summary, GTK_WIDGET (table_page (fixture))));
  g_assert_true (within (next, window));
  g_assert_true (within (summary_part (summary, GTK_TYPE_BUTTON, "summary-toggle"), window));
  g_assert_true (within (body, summary));
  /* The totals stay in view under the body, however long it is. */
  g_assert_true (within (summary_part (summary, GTK_TYPE_BOX, "summary-totals"), summary));
  g_assert_true (within (summary_part (summary, GTK_TYPE_BOX, "summary-totals"), window));
  if (gtk_widget_get_height (content) > gtk_widget_get_height (body) + 1)
    g_assert_true (gtk_widget_get_mapped (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (body))));

  fl_test_collect_widgets (summary, GTK_TYPE_LIST_BOX_ROW, rows);
  g_assert_cmpuint (rows->len, >, 1);
  gtk_widget_grab_focus (next);
  for (guint step = 0; step < 200 && reached->len < rows->len; step++)
    {
      GtkWidget *focus;

      gtk_widget_child_focus (window, GTK_DIR_TAB_FORWARD);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || !GTK_IS_LIST_BOX_ROW (focus) || !g_ptr_array_find (rows, focus, NULL)
          || g_ptr_array_find (reached, focus, NULL))
        continue;
      fl_test_settle (window);
      if (gtk_widget_get_height (focus) <= gtk_widget_get_height (body))
        g_assert_true (within (focus, body));
      g_ptr_array_add (reached, focus);
    }
  g_assert_cmpuint (reached->len, ==, rows->len);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *label = gtk_list_box_row_get_child (rows->pdata[i]);

      n_review += gtk_widget_has_css_class (label, "review-line");
    }
  g_assert_cmpuint (n_review, >, 0);
  gtk_widget_grab_focus (next);
}

/* Esc in the summary, through its shortcut. */
static void
press_escape (GtkWidget *summary)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (summary);
  g_autoptr(GtkShortcutTrigger) escape = gtk_keyval_trigger_new (GDK_KEY_Escape, 0);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);

          if (gtk_shortcut_trigger_equal (gtk_shortcut_get_trigger (shortcut), escape))
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, summary, NULL));
              return;
            }
        }
    }
  g_assert_not_reached ();
}

/* Folded away, the summary leaves the table to look at: the last trick
 * and the players' places uncovered and the score sheet at hand, Next
 * Hand still in view. Then it comes back as it was. */
static void
check_summary_folds (Fixture    *fixture,
                     GtkWidget  *summary,
                     const char *game)
{
  GtkWidget *toggle = summary_part (summary, GTK_TYPE_BUTTON, "summary-toggle");
  GtkWidget *table = GTK_WIDGET (table_widget (fixture));
  GtkWidget *window = GTK_WIDGET (fixture->window);
  g_autoptr(GPtrArray) menus = g_ptr_array_new ();
  g_autoptr(GPtrArray) seats = g_ptr_array_new ();
  GtkWidget *scores = NULL;
  graphene_rect_t sheet;
  guint n_cards = 0;

  /* Esc folds it, the focus staying on the button that unfolds it. */
  g_assert_nonnull (toggle);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, _("Show _Table"));
  press_escape (summary);
  fl_test_settle (window);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, _("Show _Summary"));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == toggle);
  g_assert_true (within (fl_test_find_button (summary, _("_Next Hand"), NULL, NULL), window));
  g_assert_true (gtk_widget_compute_bounds (summary, window, &sheet));
  take_screenshot (window, game, "summary-folded");
  for (GtkWidget *child = gtk_widget_get_first_child (table); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t card;

      if (!FL_IS_CARD_WIDGET (child) || !gtk_widget_get_visible (child))
        continue;
      g_assert_true (gtk_widget_compute_bounds (child, window, &card));
      g_assert_false (graphene_rect_intersection (&card, &sheet, NULL));
      n_cards++;
    }
  g_assert_cmpuint (n_cards, >, 0);
  fl_test_collect_widgets (table, FL_TYPE_SEAT_PANEL, seats);
  g_assert_cmpuint (seats->len, >, 0);
  for (guint i = 0; i < seats->len; i++)
    {
      graphene_rect_t seat;

      if (!gtk_widget_is_visible (seats->pdata[i]))
        continue;
      g_assert_true (gtk_widget_compute_bounds (seats->pdata[i], window, &seat));
      if (graphene_rect_intersection (&seat, &sheet, NULL))
        g_test_message ("A place at %g,%g %g×%g lies under the folded summary at %g,%g %g×%g",
                        seat.origin.x, seat.origin.y, seat.size.width, seat.size.height,
                        sheet.origin.x, sheet.origin.y, sheet.size.width, sheet.size.height);
      g_assert_false (graphene_rect_intersection (&seat, &sheet, NULL));
    }

  /* The score sheet opens beside it. */
  fl_test_collect_widgets (window, GTK_TYPE_MENU_BUTTON, menus);
  for (guint i = 0; i < menus->len; i++)
    if (g_strcmp0 (gtk_widget_get_tooltip_text (menus->pdata[i]), _("Score Sheet")) == 0)
      scores = menus->pdata[i];
  g_assert_nonnull (scores);
  g_assert_true (gtk_widget_is_sensitive (scores));
  gtk_menu_button_popup (GTK_MENU_BUTTON (scores));
  fl_test_iterate_until (fl_test_widget_is_mapped, gtk_menu_button_get_popover (GTK_MENU_BUTTON (scores)));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (scores));
  fl_test_drain ();

  /* Its button unfolds it, and folds it again. */
  fl_test_click (toggle);
  fl_test_settle (window);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, _("Show _Table"));
  fl_test_click (toggle);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, _("Show _Summary"));
  fl_test_click (toggle);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (toggle)), ==, _("Show _Table"));
  fl_test_settle (window);
}

/* The summary at the smallest size we support, at the default and at a
 * large one (when the screen has room: FLOURISH_TEST_SCREEN), with the
 * tutor beside the table: it fits and can be read whole at each, folds
 * away at the smallest: summary-GAME-LANG-WxH.png as it comes,
 * -WxH-review.png scrolled to the review, -WxH-dark.png at the default
 * size in the dark style. Where the window is
 * too narrow for the tutor beside the table, the tutor lies over it
 * (AdwFlap folded) until the user puts it away with F9, as here: what a
 * folded tutor may cover is the table layout's concern (issue 19, 3). */
static void
check_summary_layout (Fixture    *fixture,
                      GtkWidget  *summary,
                      const char *game)
{
  static const int sizes[][2] = { { 800, 600 }, { 960, 720 }, { 1920, 1080 } };
  GtkWindow *window = GTK_WINDOW (fixture->window);
  AdwFlap *flap = ADW_FLAP (gtk_widget_get_ancestor (GTK_WIDGET (tutor (fixture)), ADW_TYPE_FLAP));
  gboolean hidden = FALSE;
  int width, height;

  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tutor (fixture))));
  gtk_window_get_default_size (window, &width, &height);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *name = g_strdup_printf ("summary-%dx%d", sizes[i][0], sizes[i][1]);

      if (!fl_test_resize (window, sizes[i][0], sizes[i][1]))
        continue;
      fl_test_settle (GTK_WIDGET (window));
      if (adw_flap_get_folded (flap) && adw_flap_get_reveal_flap (flap))
        {
          g_test_message ("At %d×%d the tutor lies over the table: put away.", sizes[i][0], sizes[i][1]);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table_page (fixture)), "game.toggle-tutor", NULL));
          fl_test_settle (GTK_WIDGET (window));
          hidden = TRUE;
        }
      /* As it comes, then scrolled by the focus to the end of the review. */
      save_named_screenshot (GTK_WIDGET (window), "summary", game, name);
      check_summary_fits (fixture, summary);
      fl_test_settle (GTK_WIDGET (window));
      {
        g_autofree char *review = g_strdup_printf ("%s-review", name);

        save_named_screenshot (GTK_WIDGET (window), "summary", game, review);
      }
      if (i == 0)
        check_summary_folds (fixture, summary, game);
      if (i == 1)
        {
          g_autofree char *dark = g_strdup_printf ("%s-dark", name);

          fl_test_set_dark (GTK_WIDGET (window), TRUE);
          fl_test_settle (GTK_WIDGET (window));
          save_named_screenshot (GTK_WIDGET (window), "summary", game, dark);
          fl_test_set_dark (GTK_WIDGET (window), FALSE);
        }
      if (hidden)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (table_page (fixture)), "game.toggle-tutor", NULL));
          hidden = FALSE;
        }
    }
  gtk_window_set_default_size (window, width, height);
  fl_test_settle (GTK_WIDGET (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (tutor (fixture))));
}

static gboolean
tutor_hidden_cb (gpointer data)
{
  Fixture *fixture = data;

  return !gtk_widget_get_mapped (GTK_WIDGET (tutor (fixture)));
}

/* Plays the user's side until the hand's summary, checks it and goes on
 * to the next hand. */
static void
play_hand (Fixture *fixture,
           Player  *player)
{
  const char *id = fl_game_get_id (table_game (fixture));
  guint n_cards = player->n_cards;
  guint n_actions = player->n_actions;
  guint n_tutor_checks = player->n_tutor_checks;

  for (guint turn = 0; ; turn++)
    {
      GtkWidget *summary;

      g_assert_cmpuint (turn, <, 200);
      fl_test_iterate_until (turn_ready_cb, fixture);

      summary = summary_shown (fixture);
      if (summary != NULL)
        {
          /* The summary stays until the user goes on. */
          g_assert_false (fl_game_is_over (table_game (fixture)));
          fl_test_iterate_until (fl_test_widget_is_mapped, summary);
          g_assert_null (fl_test_find_dialog (NULL));
          check_summary (fixture, summary);
          check_tutor_scoring (fixture, summary);
          check_hand_over_texts (fixture, summary);
          /* Over the table, and beside it the hand's end: the last card
           * played, the user's hand empty (both games play every card). */
          g_assert_cmpuint (fl_hand_view_get_n_cards (fl_table_widget_get_hand (table_widget (fixture))), ==, 0);
          check_last_trick_won (fixture);
          if (player->shoot != NULL && !player->shot_summary)
            {
              check_summary_layout (fixture, summary, player->shoot);
              player->shot_summary = TRUE;
            }
          next_hand (fixture);
          check_after_next_hand (fixture);
          player->n_hands++;
          break;
        }

      /* Mid-hand, after the first trick, the table on screen. */
      if (player->shoot != NULL && !player->shot_table
          && fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY
          && fl_table_view_get_last_trick (fl_table_page_get_view (table_page (fixture)))->n_cards > 0)
        {
          shoot_table (fixture, player->shoot);
          player->shot_table = TRUE;
        }

      fl_test_wait_for_frame (GTK_WIDGET (fixture->window));
      check_trick_readable (fixture);
      check_tutor_options (fixture, player);
      human_act (fixture, player);
    }

  /* Every hand asks the user for cards, and the tutor was read at each
   * of the user's decisions. */
  g_assert_cmpuint (player->n_cards, >, n_cards);
  g_assert_cmpuint (player->n_tutor_checks - n_tutor_checks, ==, player->n_actions - n_actions);
  g_test_message ("%s: a hand played, %u actions of the user's so far", id, player->n_actions);
}

/* ---- Starting games -------------------------------------------------- */

/* The user's way in: the game's setup, a seat and the opponents chosen,
 * and in Flashpoint whether passing is @voluntary, Start. The deal comes
 * from g_random, seeded here to repeat. */
static void
start_from_setup (Fixture    *fixture,
                  const char *id,
                  int         seat,
                  gboolean    beginners,
                  gboolean    voluntary,
                  guint32     deal_seed)
{
  const FlRules *rules = fl_rules_lookup (id);
  int passing = fl_rules_find_option (rules, "passing");
  GtkWidget *setup;
  AdwComboRow *seat_row, *strength_row;

  if (fl_game_page_in_progress (game_page (fixture)))
    {
      /* Ctrl+N at the table asks before abandoning the game. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL));
      fl_test_iterate_until (dialog_shown_cb, (gpointer) "abandon-game");
      respond (fl_test_find_dialog ("abandon-game"), "abandon");
      g_assert_false (fl_saved_game_exists ());
    }
  else
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", id));
  fl_test_drain ();
  g_assert_cmpstr (fl_window_get_current_game (fixture->window), ==, id);
  g_assert_cmpstr (mode (fixture), ==, "setup");

  setup = fl_game_page_get_setup_page (game_page (fixture));
  /* The page opens on Start, which Enter presses. */
  fl_test_iterate_until (fl_test_setup_start_focused, setup);
  seat_row = fl_test_find_row (setup, _("Your _Seat"));
  strength_row = fl_test_find_row (setup, _("_Opponents"));
  g_assert_nonnull (seat_row);
  g_assert_nonnull (strength_row);
  adw_combo_row_set_selected (seat_row, (guint) seat);
  adw_combo_row_set_selected (strength_row, beginners ? 0 : 1);
  g_assert_cmpint (fl_setup_page_get_human_seat (FL_SETUP_PAGE (setup)), ==, seat);
  g_assert_cmpstr (fl_setup_page_get_strength (FL_SETUP_PAGE (setup)), ==, beginners ? "random" : "heuristic");

  /* The page keeps the last choice of passing: set it every time. */
  g_assert_true (passing >= 0 || !voluntary);
  if (passing >= 0)
    {
      AdwComboRow *row = fl_test_find_row (setup, g_dpgettext2 (GETTEXT_PACKAGE, "option",
                                                                rules->options[passing].label));

      g_assert_nonnull (row);
      adw_combo_row_set_selected (row, voluntary ? FL_FLASHPOINT_PASSING_VOLUNTARY
                                                 : FL_FLASHPOINT_PASSING_WHEN_UNABLE);
    }

  g_random_set_seed (deal_seed);
  fl_test_click (fl_test_find_button (setup, NULL, "setup.start", NULL));
  fl_test_iterate_until (at_table_cb, fixture);

  g_assert_cmpstr (fl_game_get_id (table_game (fixture)), ==, id);
  g_assert_cmpint (human (fixture), ==, seat);
  g_assert_cmpstr (fl_table_page_get_strength (table_page (fixture)), ==, beginners ? "random" : "heuristic");
  if (passing >= 0)
    g_assert_cmpint (fl_game_get_options (table_game (fixture))->values[passing], ==,
                     voluntary ? FL_FLASHPOINT_PASSING_VOLUNTARY : FL_FLASHPOINT_PASSING_WHEN_UNABLE);
  g_assert_true (fl_saved_game_exists ());
}

/* A game of a known deal, sat at directly (after the setup page was
 * shown, as the user would come to it). */
static void
start_seeded (Fixture    *fixture,
              const char *id,
              guint64     seed,
              int         seat)
{
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", id));
  fl_test_drain ();
  g_assert_cmpstr (mode (fixture), ==, "setup");

  game = fl_game_new (id, NULL, seed, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (game_page (fixture), game, seat, "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (at_table_cb, fixture);
  g_assert_true (table_game (fixture) == game);
}

/* ---- The tests ------------------------------------------------------- */

/* Hands of each game from every seat, so that the user meets every kind
 * of decision: Flunk's contract and dummy, Flashpoint's commands and
 * passes. The last Flashpoint hand is played with voluntary passing
 * (seeds/flashpoint.md, 000 P7: a pass at any turn but the lead), where
 * the user passes now and then with cards to play. */
static void
test_table_hand (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *id = data;
  gboolean flashpoint = g_str_equal (id, "flashpoint");
  guint n_seats = flashpoint ? 4 : 3;
  guint n_runs = flashpoint ? 9 : 6;
  Player player = { 0 };

  player.rand = g_rand_new_with_seed (flashpoint ? 4711 : 1789);
  for (guint run = 0; run < n_runs; run++)
    {
      /* Beginners invite commands more often than the standard bots. */
      start_from_setup (fixture, id, (int) (run % n_seats), flashpoint && run >= n_seats,
                        flashpoint && run == n_runs - 1, (flashpoint ? 20000 : 10000) + run);
      player.shoot = run == 0 ? id : NULL;
      play_hand (fixture, &player);
    }

  g_test_message ("%s: %u hands, %u actions: %u cards (%u from the dummy), %u contracts "
                  "(%u High, %u Low, %u Dump), %u commands, %u invitations, %u passes, "
                  "%u confirmed", id, player.n_hands, player.n_actions, player.n_cards,
                  player.n_dummy_cards, player.n_declares, player.n_contract_types[0],
                  player.n_contract_types[1], player.n_contract_types[2], player.n_commands,
                  player.n_invites, player.n_passes, player.n_confirmed);

  g_assert_cmpuint (player.n_hands, ==, n_runs);
  g_assert_true (player.shot_table);
  g_assert_true (player.shot_summary);
  if (flashpoint)
    {
      g_assert_cmpuint (player.n_commands, >, 0);
      g_assert_cmpuint (player.n_invites, >, 0);
      g_assert_cmpuint (player.n_confirmed, >, 0);
      /* Each pass through the button was checked against the engine's
       * record as it was made (pass()). */
      g_assert_cmpuint (player.n_passes, >, 0);
    }
  else
    {
      g_assert_cmpuint (player.n_declares, >, 0);
      g_assert_cmpuint (player.n_dummy_cards, >, 0);
      g_assert_cmpuint (player.n_contract_types[FL_FLUNK_HIGH] + player.n_contract_types[FL_FLUNK_LOW]
                        + player.n_contract_types[FL_FLUNK_DUMP], ==, player.n_declares);
      g_assert_cmpuint (player.n_contract_types[FL_FLUNK_HIGH], <, player.n_declares);
    }
  g_rand_free (player.rand);
}

/* Plays the first hand of the Flashpoint deal @seed with the engine alone,
 * the bots seeded as the table seeds them (fl_table_page_start(): the
 * game's seed × 31 + seat + 1), up to the first decision of @seat: whether
 * passing is legal there. */
static gboolean
first_decision_may_pass (guint64 seed,
                         int     seat)
{
  g_autoptr(FlGame) game = fl_game_new ("flashpoint", NULL, seed, NULL);
  const FlRules *rules = fl_game_get_rules (game);
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);
  FlBot *bots[4] = { NULL };
  gboolean may_pass = FALSE;

  for (int other = 0; other < 4; other++)
    if (other != seat)
      bots[other] = fl_bot_new ("flashpoint", "heuristic", seed * 31 + other + 1, NULL);

  while (!fl_game_is_over (game) && fl_game_get_current_seat (game) != seat)
    {
      int current = fl_game_get_current_seat (game);
      FlAction action;

      fl_game_observe (game, current, observation);
      fl_bot_choose_action (bots[current], rules, observation, &action);
      g_assert_true (fl_game_apply (game, &action, NULL));
    }

  if (!fl_game_is_over (game) && fl_game_get_decision (game) == FL_DECISION_PLAY)
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

      for (guint i = 0; i < legal->len; i++)
        may_pass |= g_array_index (legal, FlAction, i).kind == FL_ACTION_PASS;
    }

  for (int other = 0; other < 4; other++)
    g_clear_object (&bots[other]);
  return may_pass;
}

/* Flashpoint's Pass button under the default rules. A player may pass only
 * when they hold no card of a suit the trick lacks (seeds/flashpoint.md,
 * 000 P7: pass only when unable), and then the app passes for them at
 * once, unless it is their first turn of the first trick and they hold a
 * flash, which they declare with their card or their pass (000 B1: declare
 * with the first card or pass). Only then is the user asked, and passes
 * with the button. The engine finds such a deal, the first of the seeds
 * where a seat's first decision may be a pass, before the table deals it. */
static void
test_table_pass (Fixture       *fixture,
                 gconstpointer  data)
{
  Player player = { 0 };
  guint64 seed = 0;
  int seat = -1;
  FlGame *game;
  GtkWidget *controls;
  gboolean recorded = FALSE;

  for (guint64 candidate = 1; seat < 0; candidate++)
    {
      g_assert_cmpuint (candidate, <=, 1000);
      for (int s = 0; s < 4 && seat < 0; s++)
        if (first_decision_may_pass (candidate, s))
          {
            seed = candidate;
            seat = s;
          }
    }
  g_test_message ("Deal %" G_GUINT64_FORMAT ": seat %d may pass at their first decision", seed, seat);

  player.rand = g_rand_new_with_seed (3);
  start_seeded (fixture, "flashpoint", seed, seat);
  game = table_game (fixture);

  /* The user's first decision: nothing to play, a Pass button and the
   * flashes to declare with it. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_PLAY);
  controls = fl_table_page_get_controls (table_page (fixture));
  g_assert_nonnull (fl_test_find_button (controls, _("_Pass"), NULL, NULL));
  g_assert_nonnull (fl_test_find_widget (controls, GTK_TYPE_CHECK_BUTTON));

  play_hand (fixture, &player);
  g_test_message ("flashpoint: %u passes, %u with flashes, %u cards", player.n_passes,
                  player.n_pass_flashes, player.n_cards);
  g_assert_cmpuint (player.n_passes, >=, 1);
  g_assert_cmpuint (player.n_pass_flashes, >=, 1);

  /* The engine's record of the game holds the user's pass. */
  g_assert_true (table_game (fixture) == game);
  for (guint i = 0; i < fl_game_get_n_actions (game); i++)
    {
      const FlAction *action = fl_game_get_action (game, i);

      recorded |= action->kind == FL_ACTION_PASS && action->seat == seat;
    }
  g_assert_true (recorded);
  g_rand_free (player.rand);
}

/* A label below @root showing @text. */
static gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  fl_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_label (labels->pdata[i]), text) == 0)
      return TRUE;
  return FALSE;
}

static void
collect_by_css_name (GtkWidget  *widget,
                     const char *name,
                     GPtrArray  *out)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), name))
    g_ptr_array_add (out, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_css_name (child, name, out);
}

typedef struct
{
  Fixture    *fixture;
  const char *text;
  const char *previous;
} ToastWait;

/* The toasts below @window that show @text, in @out. */
static void
collect_toasts (GtkWidget  *window,
                const char *text,
                GPtrArray  *out)
{
  g_autoptr(GPtrArray) toasts = g_ptr_array_new ();

  collect_by_css_name (window, "toast", toasts);
  for (guint i = 0; i < toasts->len; i++)
    if (shows_text (toasts->pdata[i], text))
      g_ptr_array_add (out, toasts->pdata[i]);
}

/* Whether the bottom of @toast lies above the top of the user's hand. */
static gboolean
toast_above_hand (Fixture   *fixture,
                  GtkWidget *toast)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *hand = GTK_WIDGET (fl_table_widget_get_hand (table_widget (fixture)));
  graphene_rect_t toast_bounds, hand_bounds;

  g_assert_true (gtk_widget_compute_bounds (hand, window, &hand_bounds));
  g_assert_true (gtk_widget_compute_bounds (toast, window, &toast_bounds));
  return toast_bounds.origin.y + toast_bounds.size.height <= hand_bounds.origin.y + 1;
}

/* The toasts have come and gone: a toast replaced (one that timed out
 * before the new one came) has slid away, and the one toast showing the
 * text has slid in above the hand. */
static gboolean
toast_settled_cb (gpointer data)
{
  ToastWait *wait = data;
  GtkWidget *window = GTK_WIDGET (wait->fixture->window);
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();

  if (wait->previous != NULL && g_strcmp0 (wait->previous, wait->text) != 0
      && shows_text (window, wait->previous))
    return FALSE;
  collect_toasts (window, wait->text, shown);
  return shown->len == 1 && toast_above_hand (wait->fixture, shown->pdata[0]);
}

/* A toast shown at the table lies above the user's hand, not on it, and
 * only one is shown: a new refusal replaces the last at once, and the
 * toast shows its text before anything else happens (a toast queued
 * behind the last would wait for it to time out). */
static void
check_toast_above_hand (Fixture    *fixture,
                        const char *text,
                        const char *previous)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();
  ToastWait wait = { fixture, text, previous };

  g_assert_true (shows_text (window, text));
  fl_test_iterate_until (toast_settled_cb, &wait);
  if (previous != NULL && g_strcmp0 (previous, text) != 0)
    g_assert_false (shows_text (window, previous));
  collect_toasts (window, text, shown);
  g_assert_cmpuint (shown->len, ==, 1);
  g_assert_true (toast_above_hand (fixture, shown->pdata[0]));
}

static char *last_toast;

/* A card the engine refuses, activated: nothing changes but a toast with
 * the engine's reason. */
static void
check_refused (Fixture      *fixture,
               FlCardWidget *card)
{
  FlGame *game = table_game (fixture);
  FlCard value = fl_card_widget_get_card (card);
  guint before = fl_game_get_n_actions (game);
  int seat = fl_game_get_current_seat (game);
  g_autofree char *saved = fl_game_save_to_data (game, NULL);
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  FlAction action;

  /* The engine's own reason, which the toast shows. */
  fl_action_init (&action, FL_ACTION_PLAY, human (fixture));
  action.n_cards = 1;
  action.cards[0] = value;
  g_assert_false (fl_game_check_action (game, &action, &error));
  g_assert_nonnull (error);

  g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_false (fl_table_page_play_card (table_page (fixture), value));
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, seat);
  g_assert_null (fl_test_find_dialog (NULL));
  after = fl_game_save_to_data (game, NULL);
  g_assert_cmpstr (after, ==, saved);

  check_toast_above_hand (fixture, error->message, last_toast);
  g_free (last_toast);
  last_toast = g_strdup (error->message);
}

/* Cards the engine refuses change nothing: a dimmed one at the user's
 * turn, and any card out of turn. */
/* A card of the user's own hand that the tutor finds poor now (a legal
 * move clearly worse, in two evaluations, than the computer players'
 * choice), or FL_CARD_NONE. */
static FlCard
poor_card (Fixture *fixture)
{
  FlGame *game = table_game (fixture);
  FlHandView *hand = fl_table_widget_get_hand (table_widget (fixture));
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);
      g_autofree char *warning = NULL;

      if (action->kind != FL_ACTION_PLAY || action->n_cards != 1
          || fl_hand_view_get_card_widget (hand, action->cards[0]) == NULL)
        continue;
      warning = fl_coach_warning (game, action);
      if (warning != NULL)
        return action->cards[0];
    }
  return FL_CARD_NONE;
}

/* Plays @card from the user's hand, and returns the tutor's warning. */
static AdwMessageDialog *
activate_poor_card (Fixture *fixture,
                    FlCard   card,
                    guint    before)
{
  GtkWidget *widget = fl_hand_view_get_card_widget (fl_table_widget_get_hand (table_widget (fixture)), card);
  AdwMessageDialog *dialog;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_activate (widget));
  dialog = fl_test_find_dialog ("tutor-warning");
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  g_assert_cmpuint (fl_game_get_n_actions (table_game (fixture)), ==, before);
  return dialog;
}

/* The tutor's warning before a poor move: the reason is the computer
 * players' own evaluation; Cancel changes nothing, Show Hint gives the
 * hint, Play Anyway plays; the hand's review names the move; moves that
 * are not poor are played without a question. */
static void
test_table_warning (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *id = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  Player player = { .rand = rand };
  g_autofree char *reason = NULL;
  g_autofree char *label = NULL;
  AdwMessageDialog *dialog;
  FlGame *game;
  FlAction action;
  FlCard card = FL_CARD_NONE;
  guint before;

  start_seeded (fixture, id, 3, 0);
  game = table_game (fixture);
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));

  for (guint turn = 0; ; turn++)
    {
      g_assert_cmpuint (turn, <, 100);
      fl_test_iterate_until (turn_ready_cb, fixture);
      if (summary_shown (fixture) != NULL)
        {
          next_hand (fixture);
          continue;
        }
      g_assert_null (fl_test_find_dialog (NULL));
      if (fl_game_get_decision (game) == FL_DECISION_PLAY && (card = poor_card (fixture)) != FL_CARD_NONE)
        break;
      /* No move of the user's is poor here: none asks. Turned on, the
       * warnings have the decision weighed. */
      g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
      fl_test_iterate_until (turn_ready_cb, fixture);
      human_act (fixture, &player);
      g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);
      g_assert_null (fl_test_find_dialog ("tutor-warning"));
    }

  g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
  fl_test_iterate_until (turn_ready_cb, fixture);
  before = fl_game_get_n_actions (game);
  fl_action_init (&action, FL_ACTION_PLAY, human (fixture));
  action.n_cards = 1;
  action.cards[0] = card;
  reason = fl_coach_warning (game, &action);
  label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck), card);
  g_assert_nonnull (strstr (reason, label));

  /* Cancel: nothing played, the user still to move. */
  dialog = activate_poor_card (fixture, card, before);
  {
    /* The question names the move, and its button says what it does. */
    g_autofree char *heading = g_strdup_printf (_("Play %s Anyway?"), label);

    g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
    g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "play"), ==, _("_Play Anyway"));
  }
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, reason);
  fl_test_iterate_until (fl_test_widget_is_mapped, dialog);
  fl_test_settle (GTK_WIDGET (dialog));
  save_named_screenshot (GTK_WIDGET (dialog), "warning", id, NULL);
  respond (dialog, "cancel");
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_true (human_decides (fixture));

  /* Show Hint: the hint, and still nothing played. */
  dialog = activate_poor_card (fixture, card, before);
  respond (dialog, "hint");
  fl_test_drain ();
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_cmpstr (tutor_heading (fixture, "tutor-hint"), ==, _("Hint"));

  /* Play Anyway: played. */
  dialog = activate_poor_card (fixture, card, before);
  respond (dialog, "play");
  g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
  g_assert_true (fl_action_equal (fl_game_get_action (game, before), &action));

  /* Off, the tutor does not ask. */
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);

  /* To the end of the hand, where the tutor reviews the user's play
   * (check_tutor_scoring()): the poor move is among what it lists. */
  play_hand (fixture, &player);
  {
    g_autoptr(GPtrArray) review = fl_coach_review (game, human (fixture), before, before + 1);

    g_assert_cmpuint (review->len, ==, 1);
    g_assert_nonnull (strstr (review->pdata[0], label));
  }
}

static void
test_table_illegal (Fixture       *fixture,
                    gconstpointer  data)
{
  Player player = { 0 };
  gboolean dimmed = FALSE, out_of_turn = FALSE;

  player.rand = g_rand_new_with_seed (99);
  start_seeded (fixture, "flunk", 31, 1);

  for (guint turn = 0; !(dimmed && out_of_turn); turn++)
    {
      FlGame *game;

      g_assert_cmpuint (turn, <, 60);
      fl_test_iterate_until (turn_ready_cb, fixture);
      g_assert_null (summary_shown (fixture));
      game = table_game (fixture);

      if (!dimmed && fl_game_get_decision (game) == FL_DECISION_PLAY)
        {
          g_autoptr(GPtrArray) refused = card_widgets (hand_to_play (fixture, NULL), FALSE);

          if (refused->len > 0)
            {
              FlCardWidget *card = refused->pdata[g_rand_int_range (player.rand, 0, (int) refused->len)];

              /* Shown dimmed (the default preference), and refused. */
              g_assert_true (fl_card_widget_get_dimmed (card));
              check_refused (fixture, card);
              dimmed = TRUE;
            }
        }

      human_act (fixture, &player);

      /* The bots' turn, before they play: the user's own cards answer,
       * and the engine says it is not their turn. */
      if (!out_of_turn && !human_decides (fixture) && fl_test_find_dialog (NULL) == NULL
          && summary_shown (fixture) == NULL)
        {
          FlHandView *own = fl_table_widget_get_hand (table_widget (fixture));
          g_autoptr(GPtrArray) all = card_widgets (own, TRUE);

          g_assert_cmpuint (all->len, >, 0);
          check_refused (fixture, all->pdata[0]);
          out_of_turn = TRUE;
        }
    }
  g_rand_free (player.rand);
  g_clear_pointer (&last_toast, g_free);
}

static gboolean
undo_button_sensitive (Fixture *fixture)
{
  GtkWidget *button = fl_test_find_button (GTK_WIDGET (game_page (fixture)), NULL, "game.undo", NULL);

  return button != NULL && gtk_widget_is_sensitive (button);
}

/* ---- Where things are, and the focus -------------------------------- */

static GtkWidget *
focus_widget (Fixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

static gboolean
focus_in (Fixture   *fixture,
          GtkWidget *row)
{
  GtkWidget *focus = focus_widget (fixture);

  return focus != NULL && (focus == row || gtk_widget_is_ancestor (focus, row));
}

/* The user's own place is named as theirs. */
static void
check_own_name (Fixture *fixture)
{
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));
  g_autoptr(GPtrArray) panels = g_ptr_array_new ();
  g_autofree char *name = g_strdup_printf (_("%s (you)"), view->places[0].name);
  guint own = 0;

  fl_test_collect_widgets (GTK_WIDGET (table_widget (fixture)), FL_TYPE_SEAT_PANEL, panels);
  for (guint i = 0; i < panels->len; i++)
    {
      gboolean is_own = gtk_widget_has_css_class (panels->pdata[i], "own-place");

      own += is_own;
      g_assert_true (!shows_text (panels->pdata[i], name) == !is_own);
    }
  g_assert_cmpuint (own, ==, 1);
}

/* A hand sits in the middle of the table when it fits there clear of the
 * user's own place, and otherwise beside that place, never over it. */
static void
check_hand_centred (Fixture *fixture)
{
  FlTableWidget *table = table_widget (fixture);
  FlHandView *hand = fl_table_widget_get_hand (table);
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autoptr(GPtrArray) panels = g_ptr_array_new ();
  graphene_rect_t first, last, own = GRAPHENE_RECT_INIT (0, 0, 0, 0);
  double middle, width = gtk_widget_get_width (GTK_WIDGET (table));

  fl_test_collect_widgets (GTK_WIDGET (hand), FL_TYPE_CARD_WIDGET, cards);
  g_assert_cmpuint (cards->len, >, 0);
  g_assert_true (gtk_widget_compute_bounds (cards->pdata[0], GTK_WIDGET (table), &first));
  g_assert_true (gtk_widget_compute_bounds (cards->pdata[cards->len - 1], GTK_WIDGET (table), &last));
  fl_test_collect_widgets (GTK_WIDGET (table), FL_TYPE_SEAT_PANEL, panels);
  for (guint i = 0; i < panels->len; i++)
    if (gtk_widget_has_css_class (panels->pdata[i], "own-place"))
      g_assert_true (gtk_widget_compute_bounds (panels->pdata[i], GTK_WIDGET (table), &own));
  middle = (first.origin.x + last.origin.x + last.size.width) / 2.0;
  g_assert_cmpfloat (first.origin.x, >=, own.origin.x + own.size.width);
  /* Not in the middle only when there it would come within the table's
   * margin (12 px) of the user's place. */
  if (fabs (middle - width / 2.0) > 2.0)
    g_assert_cmpfloat ((width - (last.origin.x + last.size.width - first.origin.x)) / 2.0, <,
                       own.origin.x + own.size.width + 12 + 2);
}

/* Flunk with the user dealing: the focus goes where the decision is made
 * (the contract chooser, then the hand the user plays from), Up and Down
 * move between the dummy, the controls and the hand, and the hand sits in
 * the middle once it is short enough. */
static void
test_table_focus (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(FlGame) probe = fl_game_new ("flunk", NULL, 31, NULL);
  int dealer = fl_game_get_current_seat (probe);
  Player player = { 0 };
  gboolean declared = FALSE, from_dummy = FALSE, centred = FALSE;
  GtkWidget *controls;
  FlHandView *own;

  /* seeds/flunk.md, 002: the dealer declares the contract first. */
  g_assert_cmpint (fl_game_get_decision (probe), ==, FL_DECISION_DECLARE);
  player.rand = g_rand_new_with_seed (7);
  start_seeded (fixture, "flunk", 31, dealer);
  controls = fl_table_page_get_controls (table_page (fixture));
  own = fl_table_widget_get_hand (table_widget (fixture));
  check_own_name (fixture);

  for (guint turn = 0; !(declared && from_dummy && centred); turn++)
    {
      FlGame *game;

      g_assert_cmpuint (turn, <, 60);
      fl_test_iterate_until (turn_ready_cb, fixture);
      g_assert_null (summary_shown (fixture));
      game = table_game (fixture);

      if (fl_game_get_decision (game) == FL_DECISION_DECLARE)
        {
          /* The contract chooser has the focus; Down goes to the hand,
           * Up back, and Up again stays in the controls. */
          g_assert_true (focus_in (fixture, controls));
          g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_DOWN));
          g_assert_true (focus_in (fixture, GTK_WIDGET (own)));
          g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_UP));
          g_assert_true (focus_in (fixture, controls));
          g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_UP));
          g_assert_true (focus_in (fixture, controls));
          declared = TRUE;
        }
      else
        {
          guint place;
          FlHandView *hand = hand_to_play (fixture, &place);

          /* The focus is on a card the user may play, in that hand. */
          g_assert_true (focus_in (fixture, GTK_WIDGET (hand)));
          g_assert_true (FL_IS_CARD_WIDGET (focus_widget (fixture)));
          g_assert_true (fl_card_widget_get_playable (FL_CARD_WIDGET (focus_widget (fixture))));
          if (place != 0 && !from_dummy)
            {
              /* From the dummy down to the user's own hand, and up again;
               * nothing further up. */
              g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_DOWN));
              g_assert_true (focus_in (fixture, GTK_WIDGET (own)));
              g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_UP));
              g_assert_true (focus_in (fixture, GTK_WIDGET (hand)));
              g_assert_true (fl_table_widget_move_focus (table_widget (fixture), GTK_DIR_UP));
              g_assert_true (focus_in (fixture, GTK_WIDGET (hand)));
              fl_hand_view_focus_first (hand);
              from_dummy = TRUE;
            }
          if (fl_hand_view_get_n_cards (own) <= 6)
            {
              fl_test_settle (GTK_WIDGET (fixture->window));
              check_hand_centred (fixture);
              centred = TRUE;
            }
        }
      human_act (fixture, &player);
    }
  g_rand_free (player.rand);
}

/* Cards on the table outside any hand: the trick, and a trick on its way
 * to its winner. */
static guint
loose_cards (Fixture *fixture)
{
  GtkWidget *table = GTK_WIDGET (table_widget (fixture));
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (table); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += FL_IS_CARD_WIDGET (child) && gtk_widget_get_visible (child);
  return n;
}

typedef struct
{
  Fixture *fixture;
  guint    n_won;
  guint    n_loose;
} Lead;

/* A won trick has just given way to the lead of the next one, or the
 * user has something to do. At the lead, counts the cards outside the
 * hands then: in the turn of the main loop that played the lead (the
 * bot's timeout, or the user's click before the wait), before any frame,
 * for the flight of the won trick moves only from frame to frame, at a
 * lower priority. So the count does not depend on how fast the machine
 * draws. */
static gboolean
next_lead_cb (gpointer data)
{
  Lead *lead = data;
  const FlTableView *view = fl_table_page_get_view (table_page (lead->fixture));

  if (fl_table_view_get_trick (view)->n_cards == 1 && fl_table_view_get_last_trick (view)->n_cards > 0)
    {
      lead->n_won = fl_table_view_get_last_trick (view)->n_cards;
      lead->n_loose = loose_cards (lead->fixture);
      return TRUE;
    }
  return turn_ready_cb (lead->fixture);
}

static gboolean
pile_gone_cb (gpointer data)
{
  Fixture *fixture = data;

  return loose_cards (fixture) == fl_table_view_get_trick (fl_table_page_get_view (table_page (fixture)))->n_cards;
}

/* With the bots at a visible pace, a won trick goes to its winner when the
 * next one is led, and is gone from the middle once there; with the pace
 * "off", nothing moves. */
static void
test_table_pile (Fixture       *fixture,
                 gconstpointer  data)
{
  Player player = { 0 };
  Lead lead = { fixture, 0, 0 };

  player.rand = g_rand_new_with_seed (5);
  g_settings_set_string (fixture->settings, "animation-speed", "fast");
  start_seeded (fixture, "flashpoint", 77, 0);

  for (guint turn = 0; lead.n_won == 0; turn++)
    {
      g_assert_cmpuint (turn, <, 40);
      fl_test_iterate_until (next_lead_cb, &lead);
      if (lead.n_won == 0)
        human_act (fixture, &player);
    }
  /* The lead, and the won trick beside it on its way. */
  g_assert_cmpuint (lead.n_loose, ==, 1 + lead.n_won);
  fl_test_iterate_until (pile_gone_cb, fixture);

  /* At once, nothing in flight: only the trick itself. */
  g_settings_set_string (fixture->settings, "animation-speed", "off");
  for (guint turn = 0; turn < 12; turn++)
    {
      const FlTableView *view;

      fl_test_iterate_until (turn_ready_cb, fixture);
      if (fl_test_find_dialog (NULL) != NULL || summary_shown (fixture) != NULL)
        break;
      view = fl_table_page_get_view (table_page (fixture));
      g_assert_cmpuint (loose_cards (fixture), ==, fl_table_view_get_trick (view)->n_cards > 0 ? fl_table_view_get_trick (view)->n_cards
                                                                            : fl_table_view_get_last_trick (view)->n_cards);
      human_act (fixture, &player);
    }
  g_rand_free (player.rand);
}

/* Undo takes back the user's action and the bots' replies. */
static void
test_table_undo (Fixture       *fixture,
                 gconstpointer  data)
{
  Player player = { 0 };
  FlGame *game;
  guint before, hand_before;
  FlDecisionKind decision;
  g_autofree char *saved = NULL;

  player.rand = g_rand_new_with_seed (5);
  start_seeded (fixture, "flunk", 77, 2);

  /* A card of the user's, in the first trick or later. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  game = table_game (fixture);
  if (fl_game_get_decision (game) == FL_DECISION_DECLARE)
    {
      human_act (fixture, &player);
      fl_test_iterate_until (turn_ready_cb, fixture);
    }
  g_assert_null (fl_test_find_dialog (NULL));
  decision = fl_game_get_decision (game);
  g_assert_cmpint (decision, ==, FL_DECISION_PLAY);

  before = fl_game_get_n_actions (game);
  hand_before = fl_hand_view_get_n_cards (hand_to_play (fixture, NULL));
  saved = fl_game_save_to_data (game, NULL);
  human_act (fixture, &player);
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_cmpuint (fl_game_get_n_actions (game), >, before + 1);
  g_assert_true (undo_button_sensitive (fixture));
  g_test_message ("Undoing %u actions", fl_game_get_n_actions (game) - before);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.undo", NULL));
  fl_test_drain ();

  g_assert_true (table_game (fixture) == game);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, human (fixture));
  g_assert_cmpint (fl_game_get_decision (game), ==, decision);
  g_assert_cmpuint (fl_hand_view_get_n_cards (hand_to_play (fixture, NULL)), ==, hand_before);
  g_assert_null (fl_test_find_dialog (NULL));
  {
    g_autofree char *now = fl_game_save_to_data (game, NULL);

    g_assert_cmpstr (now, ==, saved);
  }

  /* The saved game went back too. */
  {
    int seat = -1;
    g_autofree char *strength = NULL;
    g_autoptr(GError) error = NULL;
    g_autoptr(FlGame) loaded = fl_saved_game_load (&seat, &strength, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (fl_game_get_n_actions (loaded), ==, before);
    g_assert_cmpint (seat, ==, human (fixture));
  }

  /* The user plays on from there. */
  human_act (fixture, &player);
  g_rand_free (player.rand);
}

static gboolean
human_decides_cb (gpointer data)
{
  return human_decides (data);
}

static gboolean
saved_game_read_cb (gpointer data)
{
  Fixture *fixture = data;

  return !fl_window_is_reading_saved_game (fixture->window);
}

/* A game survives the window going away without any shutdown. */
static void
test_table_restore (Fixture       *fixture,
                    gconstpointer  data)
{
  Player player = { 0 };
  g_autofree char *saved = NULL;
  g_autofree char *restored = NULL;
  GtkWidget *button;
  int seat;

  player.rand = g_rand_new_with_seed (8);
  start_from_setup (fixture, "flunk", 1, FALSE, FALSE, 4242);
  seat = human (fixture);

  /* The user's first decision, then wait for the second. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  human_act (fixture, &player);
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_true (human_decides (fixture));
  saved = fl_game_save_to_data (table_game (fixture), NULL);

  destroy_windows (fixture);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (fixture->app)));

  open_window (fixture);
  g_assert_null (fl_window_get_current_game (fixture->window));
  g_assert_null (fl_test_find_dialog (NULL));

  /* The start page offers the game, once read (in a worker thread). */
  fl_test_iterate_until (saved_game_read_cb, fixture);
  button = fl_test_find_button (GTK_WIDGET (fixture->window), NULL, "win.continue-game", NULL);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_drawable (button));
  {
    GtkWidget *row = gtk_widget_get_ancestor (button, ADW_TYPE_ACTION_ROW);
    g_autofree char *title = NULL;

    g_assert_nonnull (row);
    /* The start page's own string, as the window builds it. */
    title = g_strdup_printf (_("Continue Your Game of %s"),
                             fl_game_info_get_name (fl_game_info_lookup ("flunk")));
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, title);
  }
  fl_test_click (button);
  fl_test_iterate_until (at_table_cb, fixture);
  fl_test_iterate_until (human_decides_cb, fixture);
  fl_test_drain ();

  /* The same game at the same move, the user at the same seat. */
  g_assert_cmpstr (fl_window_get_current_game (fixture->window), ==, "flunk");
  g_assert_cmpint (human (fixture), ==, seat);
  restored = fl_game_save_to_data (table_game (fixture), NULL);
  g_assert_cmpstr (restored, ==, saved);

  /* And it plays on. */
  human_act (fixture, &player);
  g_rand_free (player.rand);
}

/* The saved games set aside in @dir. */
static GPtrArray *
damaged_files (const char *dir)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle == NULL)
    return files;
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_prefix (name, "saved-game.json.damaged-"))
      g_ptr_array_add (files, g_build_filename (dir, name, NULL));
  return files;
}

/* A damaged saved game is set aside, the user told, and play goes on. */
static void
test_table_corrupt (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char garbage[] = "{ not json";
  g_autofree char *path = fl_saved_game_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GPtrArray) damaged = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  AdwMessageDialog *dialog;
  const char *body;

  destroy_windows (fixture);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  damaged = damaged_files (dir);
  for (guint i = 0; i < damaged->len; i++)
    g_assert_cmpint (g_unlink (damaged->pdata[i]), ==, 0);
  g_clear_pointer (&damaged, g_ptr_array_unref);
  g_assert_true (g_file_set_contents (path, garbage, -1, &error));
  g_assert_no_error (error);

  open_window (fixture);
  fl_test_iterate_until (dialog_shown_cb, (gpointer) "saved-game-error");
  dialog = fl_test_find_dialog ("saved-game-error");
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  body = adw_message_dialog_get_body (dialog);
  g_assert_nonnull (body);
  g_assert_cmpstr (body, !=, "");
  g_test_message ("The dialog says: %s", body);

  /* Kept aside, byte for byte, under a new name. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  damaged = damaged_files (dir);
  g_assert_cmpuint (damaged->len, ==, 1);
  g_assert_true (g_file_get_contents (damaged->pdata[0], &contents, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, garbage);
  {
    g_autofree char *name = g_path_get_basename (damaged->pdata[0]);

    /* The dialog names where the file went. */
    g_assert_nonnull (strstr (body, name));
  }

  /* Nothing to continue; a new game starts and is saved. */
  fl_test_iterate_until (fl_test_widget_is_mapped, dialog);
  respond (dialog, "close");
  g_assert_null (fl_test_find_button (GTK_WIDGET (fixture->window), NULL, "win.continue-game", NULL));
  start_from_setup (fixture, "flunk", 0, FALSE, FALSE, 5151);
  /* Saved by a worker thread: the file comes when it is written. */
  fl_test_iterate_until (file_saved_cb, path);
}

static gboolean
page_busy_cb (gpointer data)
{
  return fl_table_page_is_busy (data);
}

static gboolean
page_idle_cb (gpointer data)
{
  return !fl_table_page_is_busy (data);
}

/* A window destroyed while a bot chooses its move: the move is never
 * played and nothing is saved from the table once its window is gone,
 * which would overwrite the game of the next window (the table page
 * outlives its window while the worker holds it). */
static void
test_table_window_gone (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(FlTablePage) page = NULL;
  g_autoptr(FlGame) game = NULL;
  guint n_actions;

  /* Seat 0 deals and declares, seat 1 leads: two bots move first. */
  start_from_setup (fixture, "flunk", 2, FALSE, FALSE, 4242);
  page = g_object_ref (table_page (fixture));
  game = g_object_ref (table_game (fixture));
  fl_test_iterate_until (page_busy_cb, page);
  g_assert_true (fl_game_get_current_seat (game) != human (fixture));
  n_actions = fl_game_get_n_actions (game);

  destroy_windows (fixture);
  fl_saved_game_discard ();
  fl_test_iterate_until (page_idle_cb, page);
  fl_test_drain ();

  g_assert_cmpuint (fl_game_get_n_actions (game), ==, n_actions);
  g_assert_false (fl_saved_game_exists ());
}

/* The tutor beside the table, for a known deal of @data (a game id): the
 * options at a decision, the reason a pointed card may not be played and
 * the rule it links to, what the others just did, F9 to hide and show it;
 * and a screenshot, tutor-GAME-LANG.png. */
static void
test_table_tutor (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *id = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  Player player = { .rand = rand };
  FlCardWidget *refused = NULL, *allowed = NULL;
  g_autofree char *text = NULL;
  g_autofree char *refusal = NULL;
  g_autoptr(GError) error = NULL;
  FlAction action;
  FlGame *game;

  /* Shown on the first start (the setting's default). */
  g_settings_reset (fixture->settings, "show-tutor");
  start_seeded (fixture, id, 5, 1);
  game = table_game (fixture);
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));

  /* Play on until the user must leave a card of their hand: a suit to
   * follow (Flunk, F13), a suit the trick holds already (Flashpoint, P3). */
  for (guint turn = 0; refused == NULL; turn++)
    {
      g_assert_cmpuint (turn, <, 100);
      fl_test_iterate_until (turn_ready_cb, fixture);
      g_assert_null (summary_shown (fixture));
      check_tutor_options (fixture, &player);
      if (fl_game_get_decision (game) == FL_DECISION_PLAY && fl_game_get_n_actions (game) > 0
          && fl_game_get_action (game, fl_game_get_n_actions (game) - 1)->seat != human (fixture))
        {
          g_autoptr(GPtrArray) refusable = card_widgets (fl_table_widget_get_hand (table_widget (fixture)), FALSE);
          g_autoptr(GPtrArray) playable = card_widgets (fl_table_widget_get_hand (table_widget (fixture)), TRUE);

          if (refusable->len > 0 && playable->len > 0)
            {
              refused = refusable->pdata[0];
              allowed = playable->pdata[0];
              break;
            }
        }
      human_act (fixture, &player);
    }
  /* The tutor was read at every decision, the last one included. */
  g_assert_cmpuint (player.n_tutor_checks, ==, player.n_actions + 1);

  /* What the others did since the user's last move, in the engine's
   * words: the last of it is the last action's last event. */
  {
    const FlEvents *events = fl_game_get_last_events (game);
    g_autofree char *last = fl_game_describe_event (game, &events->events[events->n_events - 1],
                                                     human (fixture));

    text = fl_tutor_panel_get_text (tutor (fixture));
    g_assert_cmpstr (tutor_heading (fixture, "tutor-happened"), ==, _("What Just Happened"));
    g_assert_nonnull (strstr (text, last));
    g_clear_pointer (&text, g_free);
  }

  /* The card the user may not play, focused: its reason is the engine's,
   * and it quotes the rule from the help. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (refused)));
  fl_test_drain ();
  g_assert_cmpstr (tutor_heading (fixture, "tutor-card"), ==, _("This Card"));
  fl_action_init (&action, FL_ACTION_PLAY, human (fixture));
  action.n_cards = 1;
  action.cards[0] = fl_card_widget_get_card (refused);
  g_assert_false (fl_game_check_action (game, &action, &error));
  {
    g_autofree char *label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck), action.cards[0]);

    refusal = g_strdup_printf (_("%1$s cannot be played now. %2$s"), label, error->message);
  }
  text = fl_tutor_panel_get_text (tutor (fixture));
  g_assert_nonnull (strstr (text, refusal));
  g_assert_cmpuint (check_tutor_links (fixture), >=, 2);
  {
    g_autoptr(GPtrArray) quotes = tutor_rule_quotes (fixture);
    GtkExpander *play = NULL;
    g_autoptr(GPtrArray) labels = g_ptr_array_new ();
    gboolean cited = FALSE;

    /* The refusal's rule is one of playing; opened, it is the help's
     * text, which cites the rule's number. */
    for (guint i = 0; i < quotes->len; i++)
      if (g_strcmp0 (g_object_get_data (quotes->pdata[i], "fl-rule-quote-key"), refusal) == 0)
        play = quotes->pdata[i];
    g_assert_nonnull (play);
    g_assert_cmpstr (g_object_get_data (G_OBJECT (play), "fl-help-section"), ==, "play");
    gtk_widget_activate (GTK_WIDGET (play));
    fl_test_drain ();
    g_assert_true (gtk_expander_get_expanded (play));
    fl_test_collect_widgets (gtk_expander_get_child (play), GTK_TYPE_LABEL, labels);
    for (guint i = 0; i < labels->len; i++)
      cited |= strstr (gtk_label_get_text (labels->pdata[i]), g_object_get_data (G_OBJECT (play), "fl-rule")) != NULL;
    g_assert_true (cited);
  }

  fl_test_settle (GTK_WIDGET (fixture->window));
  save_named_screenshot (GTK_WIDGET (fixture->window), "tutor", id, NULL);
  g_clear_pointer (&text, g_free);

  /* A card the user may play says so. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (allowed)));
  fl_test_drain ();
  text = fl_tutor_panel_get_text (tutor (fixture));
  g_assert_null (strstr (text, refusal));
  {
    g_autofree char *label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck),
                                                 fl_card_widget_get_card (allowed));
    g_autofree char *may = g_strdup_printf (_("You may play %s now."), label);

    g_assert_nonnull (strstr (text, may));
  }

  /* Ctrl+H: the computer players' choice for the user, with its reason
   * from their own evaluation, and the card marked in the hand. */
  {
    const FlRules *rules = fl_game_get_rules (game);
    g_autoptr(FlBot) bot = fl_bot_new (id, "heuristic", fl_game_get_seed (game) * 7919 + fl_game_get_n_actions (game), NULL);
    g_autofree guint8 *observation = g_malloc0 (rules->state_size);
    g_autoptr(FlAdvice) advice = fl_advice_new ();
    g_autofree char *name = NULL;
    g_autofree char *choice = NULL;
    g_autofree char *reason = NULL;
    g_autofree char *hinted = NULL;
    GtkWidget *card;

    g_assert_null (tutor_heading (fixture, "tutor-hint"));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.hint", NULL));
    fl_test_drain ();
    g_assert_cmpstr (tutor_heading (fixture, "tutor-hint"), ==, _("Hint"));
    /* The warnings off, the decision is weighed only now it is asked. */
    fl_test_iterate_until (turn_ready_cb, fixture);

    fl_game_observe (game, human (fixture), observation);
    g_assert_true (fl_bot_advise (bot, rules, observation, advice));
    name = rules->name_action (observation, &advice->options[advice->best]);
    choice = g_strdup_printf (_("The computer players would choose %s."), name);
    reason = fl_advice_explain (advice, rules, observation);
    hinted = fl_tutor_panel_get_text (tutor (fixture));
    g_assert_nonnull (strstr (hinted, choice));
    g_assert_nonnull (strstr (hinted, reason));

    g_assert_cmpint (advice->options[advice->best].kind, ==, FL_ACTION_PLAY);
    card = fl_hand_view_get_card_widget (fl_table_widget_get_hand (table_widget (fixture)),
                                         advice->options[advice->best].cards[0]);
    g_assert_nonnull (card);
    g_assert_true (fl_card_widget_get_highlighted (FL_CARD_WIDGET (card)));
    g_assert_true (gtk_widget_has_focus (card));
    fl_test_settle (GTK_WIDGET (fixture->window));
    save_named_screenshot (GTK_WIDGET (fixture->window), "tutor", id, "hint");
  }

  /* F9 hides the panel, and shows it again; the choice is remembered. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.toggle-tutor", NULL));
  fl_test_drain ();
  g_assert_false (g_settings_get_boolean (fixture->settings, "show-tutor"));
  fl_test_iterate_until (tutor_hidden_cb, fixture);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.toggle-tutor", NULL));
  fl_test_drain ();
  g_assert_true (g_settings_get_boolean (fixture->settings, "show-tutor"));
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));
}

/* A whole Flunk hand from the dealer's seat (the contract, the dummy's
 * cards and the user's own), as a new user sees it: a screenshot of the
 * table and the tutor at each of the user's decisions and of the
 * summary, walkthrough-flunk-LANG-NN.png, and every sentence the tutor
 * said, decision by decision, in walkthrough-flunk-LANG.txt, for a
 * reader to check the language and the rules. Checks each time that the
 * tutor speaks and, in Japanese, that it speaks Japanese. */
static void
test_table_walkthrough (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *language = g_getenv ("FLOURISH_TEST_LANGUAGE");
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  Player player = { .rand = rand };
  g_autoptr(GString) transcript = g_string_new (NULL);
  g_autofree char *transcript_name = NULL;
  g_autofree char *transcript_path = NULL;
  g_autoptr(GError) error = NULL;
  guint shot = 0;

  if (language == NULL || *language == '\0')
    language = "en";
  g_settings_set_int (fixture->settings, "window-width", 1280);
  g_settings_set_int (fixture->settings, "window-height", 1000);
  g_settings_reset (fixture->settings, "show-tutor");
  destroy_windows (fixture);
  open_window (fixture);
  start_seeded (fixture, "flunk", 21, 0);
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));

  for (guint turn = 0; ; turn++)
    {
      GtkWidget *summary;
      g_autofree char *text = NULL;
      g_autofree char *variant = NULL;

      g_assert_cmpuint (turn, <, 100);
      fl_test_iterate_until (turn_ready_cb, fixture);
      summary = summary_shown (fixture);
      if (summary != NULL)
        {
          fl_test_iterate_until (fl_test_widget_is_mapped, summary);
          fl_test_settle (summary);
        }
      fl_test_settle (GTK_WIDGET (fixture->window));
      fl_test_wait_for_frame (GTK_WIDGET (fixture->window));

      text = fl_tutor_panel_get_text (tutor (fixture));
      g_assert_cmpstr (text, !=, "");
      if (g_str_equal (language, "ja"))
        g_assert_nonnull (g_utf8_strchr (text, -1, 0x3002));   /* 。 */
      variant = g_strdup_printf ("%02u", ++shot);
      g_string_append_printf (transcript, "---- %s %s\n%s", variant,
                              summary != NULL ? "summary" : "decision", text);
      save_named_screenshot (GTK_WIDGET (fixture->window), "walkthrough", "flunk", variant);

      if (summary != NULL)
        {
          g_string_append_printf (transcript, "---- summary\n%s\n", summary_title (summary));
          next_hand (fixture);
          break;
        }
      human_act (fixture, &player);
    }
  g_assert_cmpuint (player.n_declares, ==, 1);
  g_assert_cmpuint (player.n_dummy_cards, >, 0);

  transcript_name = g_strdup_printf ("walkthrough-flunk-%s.txt", language);
  transcript_path = fl_test_screenshot_path (transcript_name);
  g_assert_true (g_file_set_contents (transcript_path, transcript->str, -1, &error));
  g_assert_no_error (error);
}


/* ---- Work in worker threads ------------------------------------------ */

static gboolean
table_idle_cb (gpointer data)
{
  return !fl_table_page_is_busy (table_page (data));
}

static const char *
caption (Fixture *fixture)
{
  GtkWidget *page = GTK_WIDGET (table_page (fixture));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  fl_test_collect_widgets (page, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (gtk_widget_has_css_class (labels->pdata[i], "table-caption"))
      return gtk_label_get_label (labels->pdata[i]);
  g_assert_not_reached ();
}

/* Whether the user's last decision was a card played: undo comes back to
 * a card to play. */
static gboolean
last_user_action_played (Fixture *fixture)
{
  FlGame *game = table_game (fixture);

  for (guint i = fl_game_get_n_actions (game); i > 0; i--)
    if (fl_game_get_action (game, i - 1)->seat == human (fixture))
      return fl_game_get_action (game, i - 1)->kind == FL_ACTION_PLAY;
  return FALSE;
}

/* Waits for the user's next decision, the table idle, going on past the
 * summary of each hand finished meanwhile. */
static void
await_decision (Fixture *fixture)
{
  for (;;)
    {
      fl_test_iterate_until (turn_ready_cb, fixture);
      if (summary_shown (fixture) == NULL)
        return;
      next_hand (fixture);
    }
}

/* Plays on (warnings off) until the user has made @n_moves decisions, the
 * last of them a card, and
 * it is their turn to play a card again, the table idle. */
static void
play_user_moves (Fixture *fixture,
                 Player  *player,
                 guint    n_moves)
{
  for (guint turn = 0; ; turn++)
    {
      g_assert_cmpuint (turn, <, 200);
      await_decision (fixture);
      if (player->n_actions >= n_moves && fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY
          && last_user_action_played (fixture))
        return;
      human_act (fixture, player);
    }
}

typedef struct
{
  Fixture *fixture;
  guint    before;
} Moved;

static gboolean
moved_or_warned_cb (gpointer data)
{
  Moved *moved = data;

  return fl_game_get_n_actions (table_game (moved->fixture)) != moved->before
         || fl_test_find_dialog ("tutor-warning") != NULL;
}

/* The tutor's evaluation held back in its worker, as a very slow one
 * would be: the window draws on, the click on a card is taken at once
 * and waits for the verdict, a second click is not a second move, the
 * hint says the computer players are thinking; then the verdict comes,
 * the same as fl_coach_warning()'s, and the waiting move is made or
 * asked about. */
static void
test_table_workers_responsive (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (21);
  Player player = { .rand = rand };
  g_autoptr(GPtrArray) playable = NULL;
  g_autofree char *expected = NULL;
  FlGame *game;
  FlAction action;
  Moved moved = { fixture, 0 };

  start_seeded (fixture, "flunk", 3, 0);
  game = table_game (fixture);
  play_user_moves (fixture, &player, 2);

  /* Undo, the workers held: the decision taken back has no evaluation. */
  _fl_table_page_hold_workers (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.undo", NULL));
  fl_test_drain ();
  g_assert_true (human_decides (fixture));
  g_assert_true (fl_table_page_is_busy (table_page (fixture)));
  g_assert_null (fl_table_page_get_evaluation (table_page (fixture)));

  /* The window draws on meanwhile. */
  fl_test_wait_for_frames (GTK_WIDGET (fixture->window), 3);
  g_assert_true (fl_table_page_is_busy (table_page (fixture)));

  /* Ctrl+H: the computer players are thinking. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.hint", NULL));
  fl_test_drain ();
  g_assert_cmpstr (tutor_heading (fixture, "tutor-hint"), ==, _("Hint"));
  {
    g_autofree char *text = fl_tutor_panel_get_text (tutor (fixture));

    g_assert_nonnull (strstr (text, _("The computer players are thinking…")));
  }

  /* A card clicked, with the warnings on: taken, waiting for the verdict. */
  g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
  playable = card_widgets (hand_to_play (fixture, NULL), TRUE);
  g_assert_cmpuint (playable->len, >, 0);
  fl_action_init (&action, FL_ACTION_PLAY, human (fixture));
  action.n_cards = 1;
  action.cards[0] = fl_card_widget_get_card (playable->pdata[0]);
  expected = fl_coach_warning (game, &action);
  moved.before = fl_game_get_n_actions (game);
  g_assert_true (gtk_widget_activate (playable->pdata[0]));
  fl_test_drain ();
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, moved.before);
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_cmpstr (caption (fixture), ==, _("The tutor is weighing your move…"));
  if (playable->len > 1)
    {
      g_assert_true (gtk_widget_activate (playable->pdata[1]));
      fl_test_drain ();
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, moved.before);
    }
  fl_test_wait_for_frames (GTK_WIDGET (fixture->window), 2);

  /* Released: the verdict, and the move that waited for it. */
  _fl_table_page_hold_workers (FALSE);
  fl_test_iterate_until (moved_or_warned_cb, &moved);
  if (expected != NULL)
    {
      AdwMessageDialog *dialog = fl_test_find_dialog ("tutor-warning");

      g_assert_nonnull (dialog);
      g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, expected);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, moved.before);
      respond (dialog, "play");
    }
  g_assert_cmpuint (fl_game_get_n_actions (game), >, moved.before);
  g_assert_true (fl_action_equal (fl_game_get_action (game, moved.before), &action));
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);
  fl_test_iterate_until (turn_ready_cb, fixture);
}

/* Undo while a move waits for the tutor's verdict: the evaluation under
 * way is for a position that is gone, and its result is dropped; the
 * waiting move is not made. */
static void
test_table_workers_stale (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (22);
  Player player = { .rand = rand };
  g_autoptr(GPtrArray) playable = NULL;
  FlGame *game;
  guint before;

  start_seeded (fixture, "flunk", 3, 0);
  game = table_game (fixture);
  play_user_moves (fixture, &player, 3);

  _fl_table_page_hold_workers (TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.undo", NULL));
  fl_test_drain ();
  g_assert_true (human_decides (fixture));
  g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
  playable = card_widgets (hand_to_play (fixture, NULL), TRUE);
  g_assert_cmpuint (playable->len, >, 0);
  before = fl_game_get_n_actions (game);
  g_assert_true (gtk_widget_activate (playable->pdata[0]));
  fl_test_drain ();
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_cmpstr (caption (fixture), ==, _("The tutor is weighing your move…"));

  /* Undo once more, the evaluation still held. */
  g_assert_true (fl_table_page_can_undo (table_page (fixture)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.undo", NULL));
  fl_test_drain ();
  before = fl_game_get_n_actions (game);
  g_assert_true (human_decides (fixture));
  g_assert_cmpstr (caption (fixture), !=, _("The tutor is weighing your move…"));

  /* Released: every worker returns, the stale ones to nothing. */
  _fl_table_page_hold_workers (FALSE);
  fl_test_iterate_until (table_idle_cb, fixture);
  fl_test_drain ();
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
  g_assert_null (fl_test_find_dialog (NULL));
  g_assert_true (human_decides (fixture));
  g_assert_nonnull (fl_table_page_get_evaluation (table_page (fixture)));
  g_assert_cmpuint (fl_coach_evaluation_get_n_actions (fl_table_page_get_evaluation (table_page (fixture))), ==,
                    before);
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);

  /* And the game goes on. */
  human_act (fixture, &player);
  fl_test_iterate_until (turn_ready_cb, fixture);
}

/* Whether the tutor's evaluation of the decision on show is under way or
 * made, read without asking for it (fl_table_page_get_evaluation() would
 * start it). */
static gboolean
evaluation_started (Fixture *fixture)
{
  FlTablePage *page = table_page (fixture);
  guint n = fl_game_get_n_actions (table_game (fixture));

  return page->evaluating == n + 1
         || (page->evaluation != NULL && fl_coach_evaluation_get_n_actions (page->evaluation) == n);
}

static void
undo_held (Fixture *fixture)
{
  g_assert_true (fl_table_page_can_undo (table_page (fixture)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (game_page (fixture)), "game.undo", NULL));
  fl_test_drain ();
  g_assert_true (human_decides (fixture));
}

/* The tutor weighs the user's decision only for what reads it: with the
 * warnings off, no decision is weighed as it comes (until a hint asks,
 * test_table_tutor()); turned on during a decision, the warnings have it
 * weighed at once, and, on, every decision as it comes. */
static void
test_table_workers_on_demand (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  Player player = { .rand = rand };
  FlTablePage *page;

  start_seeded (fixture, "flunk", 3, 0);
  page = table_page (fixture);

  /* Off: decision after decision, the table idle, nothing weighed. */
  for (;;)
    {
      await_decision (fixture);
      g_assert_false (evaluation_started (fixture));
      g_assert_null (page->evaluation);
      if (player.n_actions >= 4)
        break;
      human_act (fixture, &player);
    }

  /* Nor the decision undone to, the workers held. */
  _fl_table_page_hold_workers (TRUE);
  undo_held (fixture);
  g_assert_true (fl_table_page_is_busy (page));
  g_assert_false (evaluation_started (fixture));

  /* Turned on during the decision: weighed at once. */
  g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
  g_assert_cmpuint (page->evaluating, ==, fl_game_get_n_actions (table_game (fixture)) + 1);

  /* On: the decision before, undone to, is weighed as it comes. */
  undo_held (fixture);
  g_assert_cmpuint (page->evaluating, ==, fl_game_get_n_actions (table_game (fixture)) + 1);

  _fl_table_page_hold_workers (FALSE);
  fl_test_iterate_until (table_idle_cb, fixture);
  g_assert_true (evaluation_started (fixture));
  g_assert_nonnull (page->evaluation);
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);
}

/* The lines of the tutor's section @name, in order. */
static GPtrArray *
tutor_lines (Fixture    *fixture,
             const char *name)
{
  g_autoptr(GPtrArray) boxes = g_ptr_array_new ();
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  fl_test_collect_widgets (GTK_WIDGET (tutor (fixture)), GTK_TYPE_BOX, boxes);
  for (guint i = 0; i < boxes->len; i++)
    {
      GtkWidget *list;

      if (g_strcmp0 (gtk_widget_get_name (boxes->pdata[i]), name) != 0)
        continue;
      if (!gtk_widget_is_visible (boxes->pdata[i]))
        return lines;
      list = gtk_widget_get_last_child (boxes->pdata[i]);
      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL; row = gtk_widget_get_next_sibling (row))
        {
          GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

          g_ptr_array_add (lines, g_strdup (gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box)))));
        }
      return lines;
    }
  g_assert_not_reached ();
}

/* What the tutor said before it kept a history: the whole game replayed
 * from the start, the events since the user's last move, and the scoring
 * of the last hand that ended since; once the next hand is dealt, only
 * from its deal on. */
static void
replay_tutor (FlGame    *game,
              int        human,
              GPtrArray *happened,
              GPtrArray *scoring)
{
  const FlRules *rules = fl_game_get_rules (game);
  guint n_actions = fl_game_get_n_actions (game);
  g_autoptr(FlGame) replay = fl_game_new_from_start (game);
  g_autoptr(GPtrArray) hand = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) scored = NULL;
  guint from = 0;

  for (guint i = n_actions; i > 0; i--)
    if (fl_game_get_action (game, i - 1)->seat == human)
      {
        from = i - 1;
        break;
      }
  /* The hand under way begins after the action that ended the one
   * before (last_hand_start() finds where that one began). */
  if (fl_game_get_phase (game) != FL_PHASE_HAND_OVER && !fl_game_is_over (game))
    {
      g_autoptr(FlGame) counter = fl_game_new_from_start (game);
      guint deal = 0;

      for (guint i = 0; i < n_actions; i++)
        {
          int number = rules->hand_number (fl_game_get_state (counter));

          g_assert_true (fl_game_apply (counter, fl_game_get_action (game, i), NULL));
          if (rules->hand_number (fl_game_get_state (counter)) != number)
            deal = i + 1;
        }
      from = MAX (from, deal);
    }
  for (guint i = 0; i < n_actions; i++)
    {
      int number = rules->hand_number (fl_game_get_state (replay));
      FlEvents events;

      g_assert_true (fl_game_apply (replay, fl_game_get_action (game, i), NULL));
      fl_game_see_last_events (replay, human, &events);
      for (guint e = 0; e < events.n_events; e++)
        {
          g_autofree char *text = fl_game_describe_event (replay, &events.events[e], human);

          if (text == NULL || *text == '\0')
            continue;
          if (i >= from)
            g_ptr_array_add (happened, g_strdup (text));
          if (rules->event_scores != NULL && rules->event_scores (&events.events[e]))
            g_ptr_array_add (hand, g_steal_pointer (&text));
        }
      if (rules->hand_number (fl_game_get_state (replay)) != number || fl_game_is_over (replay))
        {
          g_clear_pointer (&scored, g_ptr_array_unref);
          if (i >= from)
            scored = g_ptr_array_ref (hand);
          g_ptr_array_unref (hand);
          hand = g_ptr_array_new_with_free_func (g_free);
        }
    }
  for (guint i = 0; scored != NULL && i < scored->len; i++)
    g_ptr_array_add (scoring, g_strdup (scored->pdata[i]));
}

static void
assert_same_lines (GPtrArray *a,
                   GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (a->pdata[i], ==, b->pdata[i]);
}

static void
assert_same_history (GPtrArray *a,
                     GPtrArray *b)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint h = 0; h < a->len; h++)
    {
      const FlHandRecord *x = a->pdata[h], *y = b->pdata[h];

      g_assert_cmpint (x->number, ==, y->number);
      g_assert_cmpuint (x->first_action, ==, y->first_action);
      g_assert_cmpint (x->finished, ==, y->finished);
      g_assert_cmpuint (x->end_action, ==, y->end_action);
      g_assert_cmpmem (x->totals, sizeof x->totals, y->totals, sizeof y->totals);
      g_assert_cmpmem (x->events->data, x->events->len * sizeof (FlEvent),
                       y->events->data, y->events->len * sizeof (FlEvent));
      g_assert_cmpmem (x->actions->data, x->actions->len * sizeof (guint),
                       y->actions->data, y->actions->len * sizeof (guint));
    }
}

/* The tutor keeps its history move by move: after 200 moves and more,
 * across hands, what it says happened and how the last hand was scored
 * are what a replay of the whole game says, and the table's history is
 * the one a rebuild from the game record makes. */
static void
test_table_workers_history (Fixture       *fixture,
                            gconstpointer  data)
{
  const char *id = data;
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  Player player = { .rand = rand };
  g_autoptr(GPtrArray) kept = NULL;
  FlGame *game;
  guint n_checks = 0;

  /* A game long enough: Flashpoint to its highest target. */
  {
    const FlRules *rules = fl_rules_lookup (id);
    int target = fl_rules_find_option (rules, "target");
    g_autoptr(FlGame) long_game = NULL;
    g_autoptr(GError) error = NULL;
    FlOptions options;

    fl_rules_default_options (rules, &options);
    if (target >= 0)
      options.values[target] = rules->options[target].max;
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", id));
    fl_test_drain ();
    long_game = fl_game_new (id, &options, 9, &error);
    g_assert_no_error (error);
    g_assert_true (fl_game_page_play (game_page (fixture), long_game, 1, "heuristic", &error));
    g_assert_no_error (error);
    fl_test_iterate_until (at_table_cb, fixture);
  }
  game = table_game (fixture);
  fl_test_iterate_until (fl_test_widget_is_mapped, tutor (fixture));
  while (fl_game_get_n_actions (game) < 200 || n_checks < 3)
    {
      g_autoptr(GPtrArray) happened = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) scoring = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GPtrArray) shown_happened = NULL;
      g_autoptr(GPtrArray) shown_scoring = NULL;

      g_assert_false (fl_game_is_over (game));
      fl_test_iterate_until (turn_ready_cb, fixture);
      if (summary_shown (fixture) != NULL)
        {
          next_hand (fixture);
          continue;
        }
      replay_tutor (game, human (fixture), happened, scoring);
      shown_happened = tutor_lines (fixture, "tutor-happened");
      shown_scoring = tutor_lines (fixture, "tutor-scoring");
      assert_same_lines (shown_happened, happened);
      assert_same_lines (shown_scoring, scoring);
      if (fl_game_get_n_actions (game) >= 200)
        n_checks++;
      else
        human_act (fixture, &player);
    }
  g_test_message ("%s: the tutor checked against a replay at %u actions", id, fl_game_get_n_actions (game));

  /* The history kept move by move, and one rebuilt from the record. */
  kept = g_ptr_array_ref (fl_table_page_get_hands (table_page (fixture)));
  _fl_table_page_rebuild_history (table_page (fixture));
  fl_test_iterate_until (table_idle_cb, fixture);
  g_assert_true (fl_table_page_get_hands (table_page (fixture)) != kept);
  assert_same_history (fl_table_page_get_hands (table_page (fixture)), kept);
}

/* ---- The keyboard, and what follows a change of position ------------- */

/* A Flashpoint deal in which a seat plays the last card of the first
 * trick holding a flash, and wins the trick with a card it may declare
 * the flash with: the game up to that seat's card, that card and the
 * seat. The other seats play their first legal card. */
static FlGame *
flash_and_win (FlCard *winner,
               int    *seat)
{
  for (guint64 seed = 1; seed < 500; seed++)
    {
      g_autoptr(FlGame) game = fl_game_new ("flashpoint", NULL, seed, NULL);
      g_autoptr(GArray) legal = NULL;
      gboolean played = TRUE;

      g_assert_nonnull (game);
      for (guint card = 0; card < 3 && played; card++)
        {
          g_autoptr(GArray) moves = fl_game_list_legal_actions (game);

          played = FALSE;
          for (guint i = 0; i < moves->len && !played; i++)
            if (g_array_index (moves, FlAction, i).kind == FL_ACTION_PLAY)
              played = fl_game_apply (game, &g_array_index (moves, FlAction, i), NULL);
        }
      if (!played || fl_game_get_decision (game) != FL_DECISION_PLAY)
        continue;

      *seat = fl_game_get_current_seat (game);
      legal = fl_game_list_legal_actions (game);
      for (guint i = 0; i < legal->len; i++)
        {
          const FlAction *action = &g_array_index (legal, FlAction, i);
          g_autofree char *saved = NULL;
          g_autoptr(FlGame) after = NULL;

          if (action->kind != FL_ACTION_PLAY || (action->values[0] == 0 && action->values[1] == 0))
            continue;
          saved = fl_game_save_to_data (game, NULL);
          after = fl_game_load_from_data (saved, -1, NULL);
          g_assert_nonnull (after);
          g_assert_true (fl_game_apply (after, action, NULL));
          if (fl_game_get_current_seat (after) == *seat && fl_game_get_decision (after) == FL_DECISION_PLAY)
            {
              *winner = action->cards[0];
              g_test_message ("Flashpoint deal %" G_GUINT64_FORMAT ": seat %d wins the first trick with a flash",
                              seed, *seat);
              return g_steal_pointer (&game);
            }
        }
    }
  g_error ("No Flashpoint deal of the first 500 lets the last player of the first trick win it with a flash");
}

/* What the tutor says of the card the user points at, or NULL. */
static char *
tutor_card_line (Fixture *fixture)
{
  g_autoptr(GPtrArray) lines = NULL;

  if (tutor_heading (fixture, "tutor-card") == NULL)
    return NULL;
  lines = tutor_lines (fixture, "tutor-card");
  return lines->len > 0 ? g_strdup (lines->pdata[0]) : NULL;
}

/* The tutor's sentence on a card follows the position, not only the
 * focus: with the focus on a card, the user wins Flashpoint's first trick
 * with another card, a flash declared with it, and leads the next; the
 * card under the focus may be led, and the tutor says so at once (the
 * flash, declared with the first card only, is not asked of it). */
static void
test_table_tutor_card_follows (Fixture       *fixture,
                               gconstpointer  data)
{
  FlCard winner = FL_CARD_NONE, pointed = FL_CARD_NONE;
  int seat = -1;
  g_autoptr(FlGame) game = flash_and_win (&winner, &seat);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autofree char *label = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *line = NULL;
  FlHandView *hand;
  guint before;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flashpoint"));
  fl_test_drain ();
  g_assert_true (fl_game_page_play (game_page (fixture), game, seat, "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_true (human_decides (fixture));

  /* The flash is offered, ticked. */
  fl_test_collect_widgets (fl_table_page_get_controls (table_page (fixture)), GTK_TYPE_CHECK_BUTTON, checks);
  g_assert_cmpuint (checks->len, >, 0);
  for (guint i = 0; i < checks->len; i++)
    g_assert_true (gtk_check_button_get_active (checks->pdata[i]));

  /* The focus on another card of the hand. */
  hand = fl_table_widget_get_hand (table_widget (fixture));
  fl_test_collect_widgets (GTK_WIDGET (hand), FL_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len && pointed == FL_CARD_NONE; i++)
    if (fl_card_widget_get_card (cards->pdata[i]) != winner)
      pointed = fl_card_widget_get_card (cards->pdata[i]);
  g_assert_true (fl_hand_view_focus_card (hand, pointed));
  fl_test_drain ();
  label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck), pointed);
  line = tutor_card_line (fixture);
  g_assert_nonnull (line);
  g_assert_nonnull (strstr (line, label));

  /* The winning card played, the focus left where it is. */
  before = fl_game_get_n_actions (game);
  g_assert_true (gtk_widget_activate (fl_hand_view_get_card_widget (hand, winner)));
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, before + 1);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, seat);
  g_assert_true (fl_game_get_action (game, before)->values[0] != 0
                 || fl_game_get_action (game, before)->values[1] != 0);
  g_assert_true (focus_widget (fixture) == fl_hand_view_get_card_widget (hand, pointed));

  /* The sentence the tutor makes of a playable card (update_card()). */
  expected = g_strdup_printf (_("You may play %s now."), label);
  g_clear_pointer (&line, g_free);
  line = tutor_card_line (fixture);
  g_assert_cmpstr (line, ==, expected);

  /* And once the table is idle. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_clear_pointer (&line, g_free);
  line = tutor_card_line (fixture);
  g_assert_cmpstr (line, ==, expected);
}

/* The focus is where the user's decision is made: on a card they may
 * play, in the hand they play from, or on the button of the game's
 * controls that makes the decision (Declare, Command). */
static void
assert_focus_on_decision (Fixture *fixture)
{
  GtkWidget *focus = focus_widget (fixture);
  GtkWidget *controls = fl_table_page_get_controls (table_page (fixture));

  g_assert_nonnull (focus);
  if (fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY)
    {
      g_assert_true (focus_in (fixture, GTK_WIDGET (hand_to_play (fixture, NULL))));
      g_assert_true (FL_IS_CARD_WIDGET (focus));
      g_assert_true (fl_card_widget_get_playable (FL_CARD_WIDGET (focus)));
    }
  else
    {
      g_assert_true (focus_in (fixture, controls));
      g_assert_true (focus == fl_test_find_button (controls, NULL, NULL, "suggested-action"));
    }
}

static gboolean
human_decides_shown_cb (gpointer data)
{
  Fixture *fixture = data;

  return at_table_cb (fixture) && human_decides (fixture);
}

/* @keyval, pressed on the focus while the table's workers are held,
 * released once they are let go and the table is idle again, makes the
 * user's action of @kind. */
static const FlAction *
press_while_busy (Fixture      *fixture,
                  guint         keyval,
                  FlActionKind  kind)
{
  GtkWindow *window = GTK_WINDOW (fixture->window);
  guint before = fl_game_get_n_actions (table_game (fixture));
  GtkWidget *pressed = focus_widget (fixture);
  const FlAction *action;

  g_assert_true (fl_table_page_is_busy (table_page (fixture)));
  g_assert_true (fl_test_press_key (window, keyval, 0));
  _fl_table_page_hold_workers (FALSE);
  fl_test_iterate_until (table_idle_cb, fixture);
  /* The worker's result left the focus where the user put it. */
  if (fl_game_get_n_actions (table_game (fixture)) == before)
    g_assert_true (focus_widget (fixture) == pressed);
  fl_test_release_key (window, keyval, 0);
  action = user_action_after (fixture, before, kind);
  fl_test_iterate_until (turn_ready_cb, fixture);
  return action;
}

/* Return, Enter on the keypad and Space make the user's decision, a
 * contract with Declare or a card, each pressed while a worker of the
 * table runs and released once its result has come: the history rebuilt
 * after the start and after each undo (Ctrl+Z), which refreshes the
 * table. After each undo the focus is where the decision is made. */
static void
test_table_keys_activation (Fixture       *fixture,
                            gconstpointer  data)
{
  static const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space };
  g_autoptr(FlGame) start = fl_game_new ("flunk", NULL, 31, NULL);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (fixture->window);
  Player player = { 0 };
  FlGame *game;

  /* The second hand's contract, the first hand played by the engine: a
   * game restored there has its history rebuilt in a worker (the first
   * decision of a game has none to rebuild). */
  while (hand_number (start) < 1 || fl_game_get_decision (start) != FL_DECISION_DECLARE)
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (start);

      g_assert_cmpuint (legal->len, >, 0);
      g_assert_true (fl_game_apply (start, &g_array_index (legal, FlAction, 0), NULL));
    }

  player.rand = g_rand_new_with_seed (12);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flunk"));
  fl_test_drain ();
  _fl_table_page_hold_workers (TRUE);
  g_assert_true (fl_game_page_play (game_page (fixture), start, fl_game_get_current_seat (start),
                                    "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (human_decides_shown_cb, fixture);
  game = table_game (fixture);
  g_assert_true (fl_table_page_is_busy (table_page (fixture)));

  for (guint round = 0; round < 2; round++)
    for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
      {
        FlDecisionKind decision;

        if (round > 0 || k > 0)
          {
            /* Back to the decision just made, the history rebuilt in a
             * worker held meanwhile. */
            _fl_table_page_hold_workers (TRUE);
            g_assert_true (fl_test_type_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
            g_assert_true (human_decides (fixture));
            g_assert_true (fl_table_page_is_busy (table_page (fixture)));
          }
        decision = fl_game_get_decision (game);
        g_assert_cmpint (decision, ==, round == 0 ? FL_DECISION_DECLARE : FL_DECISION_PLAY);
        assert_focus_on_decision (fixture);

        press_while_busy (fixture, keys[k], round == 0 ? FL_ACTION_DECLARE : FL_ACTION_PLAY);

        /* Once the contract is declared, on to a card of the user's,
         * made and then taken back by the next undo. */
        if (round == 0 && k == G_N_ELEMENTS (keys) - 1)
          {
            while (fl_game_get_decision (game) != FL_DECISION_PLAY)
              {
                human_act (fixture, &player);
                fl_test_iterate_until (turn_ready_cb, fixture);
              }
            human_act (fixture, &player);
            fl_test_iterate_until (turn_ready_cb, fixture);
            g_assert_true (last_user_action_played (fixture));
          }
      }
  g_rand_free (player.rand);
}

/* The focus is never left on nothing: at each of the user's decisions
 * through a whole Flashpoint hand (flashes, passes, commands and the
 * controls of each going as the position changes) and into the next,
 * after the summary is closed, it is on the decision. */
static void
test_table_keys_focus_kept (Fixture       *fixture,
                            gconstpointer  data)
{
  Player player = { 0 };
  guint n_decisions = 0;

  player.rand = g_rand_new_with_seed (19);
  start_seeded (fixture, "flashpoint", 77, 1);
  for (guint turn = 0; ; turn++)
    {
      g_assert_cmpuint (turn, <, 200);
      fl_test_iterate_until (turn_ready_cb, fixture);
      /* The hand is over: its summary over the table, Next Hand deals. */
      if (fl_game_get_decision (table_game (fixture)) == FL_DECISION_CONTINUE)
        {
          GtkWidget *next = fl_test_find_button (GTK_WIDGET (table_page (fixture)), _("_Next Hand"), NULL, NULL);

          g_assert_nonnull (next);
          fl_test_click (next);
          fl_test_iterate_until (turn_ready_cb, fixture);
          g_assert_cmpint (hand_number (table_game (fixture)), ==, 1);
          assert_focus_on_decision (fixture);
          break;
        }
      assert_focus_on_decision (fixture);
      n_decisions++;
      human_act (fixture, &player);
    }
  g_assert_cmpuint (n_decisions, >=, 8);
  g_rand_free (player.rand);
}

/* The active choice of the radio group @focus is in, checked for
 * assistive technologies as the group is named. */
static GtkWidget *
check_choice_group (GtkWidget *focus)
{
  GtkWidget *group;
  guint n_checked = 0;

  g_assert_true (GTK_IS_TOGGLE_BUTTON (focus));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (focus)));
  group = gtk_widget_get_parent (focus);
  gtk_test_accessible_assert_role (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_ROLE_RADIO_GROUP);
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_PROPERTY_LABEL)
                 || gtk_test_accessible_has_relation (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  for (GtkWidget *choice = gtk_widget_get_first_child (group); choice != NULL;
       choice = gtk_widget_get_next_sibling (choice))
    {
      gboolean active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (choice));

      gtk_test_accessible_assert_role (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_ROLE_RADIO);
      gtk_test_accessible_assert_state (GTK_ACCESSIBLE (choice), GTK_ACCESSIBLE_STATE_CHECKED, active);
      /* Only the active choice is a stop of the Tab chain. */
      g_assert_true (gtk_widget_get_focusable (choice) == active);
      n_checked += active;
    }
  g_assert_cmpuint (n_checked, ==, 1);
  return group;
}

/* Flunk's contract chooser with the keyboard alone: each row of choices
 * is one Tab stop, entered on its active choice, from the kind of
 * contract to Declare (three Tabs) and back with Shift+Tab; Left and
 * Right choose within a row, round it; Return declares the contract
 * chosen so. */
static void
test_table_keys_choice_groups (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(FlGame) probe = fl_game_new ("flunk", NULL, 31, NULL);
  GtkWindow *window = GTK_WINDOW (fixture->window);
  GtkWidget *controls, *declare, *groups[3];
  GtkWidget *focus;
  guint n_tabs = 0, before;
  const FlAction *action;
  int suit;

  start_seeded (fixture, "flunk", 31, fl_game_get_current_seat (probe));
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_cmpint (fl_game_get_decision (table_game (fixture)), ==, FL_DECISION_DECLARE);
  controls = fl_table_page_get_controls (table_page (fixture));
  declare = fl_test_find_button (controls, NULL, NULL, "suggested-action");
  g_assert_true (focus_widget (fixture) == declare);

  /* Shift+Tab from Declare: the suits, the bids, the kinds. */
  for (int i = 2; i >= 0; i--)
    {
      g_assert_true (fl_test_type_key (window, GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
                     || fl_test_type_key (window, GDK_KEY_Tab, GDK_SHIFT_MASK));
      groups[i] = check_choice_group (focus_widget (fixture));
    }
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus_widget (fixture))), ==, C_("contract", "_High"));

  /* Tab from High: one stop a row, and Declare. */
  while (focus_widget (fixture) != declare)
    {
      g_assert_cmpuint (n_tabs, <, 3);
      g_assert_true (fl_test_type_key (window, GDK_KEY_Tab, 0));
      n_tabs++;
      if (n_tabs < 3)
        g_assert_true (check_choice_group (focus_widget (fixture)) == groups[n_tabs]);
    }
  g_assert_cmpuint (n_tabs, ==, 3);

  /* Left and Right in the suits: the next suit offered, chosen. */
  g_assert_true (fl_test_type_key (window, GDK_KEY_Tab, GDK_SHIFT_MASK));
  focus = focus_widget (fixture);
  g_assert_true (check_choice_group (focus) == groups[2]);
  /* The focus ring drawn, as after a real key. */
  gtk_window_set_focus_visible (window, TRUE);
  shoot_sizes (fixture, "flunk", "chooser-focus");
  g_assert_true (fl_test_type_key (window, GDK_KEY_Right, 0));
  g_assert_true (focus_widget (fixture) != focus);
  g_assert_true (check_choice_group (focus_widget (fixture)) == groups[2]);
  g_assert_true (fl_test_type_key (window, GDK_KEY_Left, 0));
  g_assert_true (focus_widget (fixture) == focus);
  /* Round the row: Left from the first choice is the last. */
  g_assert_true (fl_test_type_key (window, GDK_KEY_Home, 0));
  focus = focus_widget (fixture);
  g_assert_true (fl_test_type_key (window, GDK_KEY_Left, 0));
  g_assert_true (check_choice_group (focus_widget (fixture)) == groups[2]);
  g_assert_true (focus_widget (fixture) != focus);
  g_assert_true (gtk_widget_get_next_sibling (focus_widget (fixture)) == NULL
                 || !gtk_widget_get_visible (gtk_widget_get_next_sibling (focus_widget (fixture))));
  g_assert_true (fl_test_type_key (window, GDK_KEY_Right, 0));
  g_assert_true (focus_widget (fixture) == focus);
  suit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (focus), "value"));

  /* Up and Down are the table's: from the controls down to the hand. */
  g_assert_true (fl_test_type_key (window, GDK_KEY_Down, 0));
  g_assert_true (focus_in (fixture, GTK_WIDGET (fl_table_widget_get_hand (table_widget (fixture)))));

  /* Back to Declare (the focus on the controls' first stop, then Tab
   * through the rows), Return declares the contract of the rows. */
  g_assert_true (fl_test_type_key (window, GDK_KEY_Up, 0));
  g_assert_true (focus_in (fixture, controls));
  for (n_tabs = 0; focus_widget (fixture) != declare; n_tabs++)
    {
      g_assert_cmpuint (n_tabs, <, 3);
      g_assert_true (fl_test_type_key (window, GDK_KEY_Tab, 0));
    }
  before = fl_game_get_n_actions (table_game (fixture));
  g_assert_true (fl_test_type_key (window, GDK_KEY_Return, 0));
  action = user_action_after (fixture, before, FL_ACTION_DECLARE);
  g_assert_cmpint (action->values[0], ==, FL_FLUNK_HIGH);
  g_assert_cmpint (action->values[2], ==, suit);
}

/* Each question names what its button does, and the game concerned: the
 * tutor's warning before a poor contract (“Declare … Anyway?”, not a card
 * played), Ctrl+N abandoning the game on the table, and a new game of
 * another game replacing the one saved. */
static void
test_table_keys_questions (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(FlGame) probe = fl_game_new ("flunk", NULL, 31, NULL);
  const char *flunk = fl_game_info_get_name (fl_game_info_lookup ("flunk"));
  const char *flashpoint = fl_game_info_get_name (fl_game_info_lookup ("flashpoint"));
  g_autoptr(GArray) legal = NULL;
  g_autofree char *heading = NULL;
  FlCoachEvaluation *evaluation;
  AdwMessageDialog *dialog;
  const FlAction *poor = NULL;
  GtkWidget *setup;
  guint before;

  g_settings_set_boolean (fixture->settings, "tutor-warnings", TRUE);
  start_seeded (fixture, "flunk", 31, fl_game_get_current_seat (probe));
  fl_test_iterate_until (turn_ready_cb, fixture);
  g_assert_cmpint (fl_game_get_decision (table_game (fixture)), ==, FL_DECISION_DECLARE);
  evaluation = fl_table_page_get_evaluation (table_page (fixture));
  g_assert_nonnull (evaluation);
  legal = fl_game_list_legal_actions (table_game (fixture));
  for (guint i = 0; i < legal->len && poor == NULL; i++)
    {
      g_autofree char *warning = fl_coach_evaluation_warning (evaluation, &g_array_index (legal, FlAction, i));

      if (warning != NULL)
        poor = &g_array_index (legal, FlAction, i);
    }
  g_assert_nonnull (poor);
  g_assert_cmpint (poor->kind, ==, FL_ACTION_DECLARE);

  /* The contract chosen with the controls, and the tutor asks. */
  before = fl_game_get_n_actions (table_game (fixture));
  fl_game_controls_emit_action (FL_GAME_CONTROLS (fl_table_page_get_controls (table_page (fixture))), poor);
  dialog = fl_test_find_dialog ("tutor-warning");
  g_assert_nonnull (dialog);
  {
    g_autofree char *contract = fl_flunk_describe_contract (poor->values[0], poor->values[1], poor->values[2]);

    heading = g_strdup_printf (_("Declare %s Anyway?"), contract);
  }
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "play"), ==, _("_Declare Anyway"));
  fl_test_iterate_until (fl_test_widget_is_mapped, dialog);
  fl_test_settle (GTK_WIDGET (dialog));
  save_named_screenshot (GTK_WIDGET (dialog), "question", "flunk", "declare");
  respond (dialog, "cancel");
  g_assert_cmpuint (fl_game_get_n_actions (table_game (fixture)), ==, before);
  g_settings_set_boolean (fixture->settings, "tutor-warnings", FALSE);

  /* A move made, the game is saved: Ctrl+N names it. */
  {
    g_autoptr(GRand) rand = g_rand_new_with_seed (3);
    Player player = { .rand = rand };

    human_act (fixture, &player);
  }
  g_assert_true (fl_saved_game_exists ());
  g_assert_true (fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_n, GDK_CONTROL_MASK));
  dialog = fl_test_find_dialog ("abandon-game");
  g_assert_nonnull (dialog);
  g_clear_pointer (&heading, g_free);
  heading = g_strdup_printf (_("Abandon Your Game of %s?"), flunk);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "abandon"), ==, _("_Abandon Game"));
  respond (dialog, "cancel");
  g_assert_cmpstr (mode (fixture), ==, "table");

  /* Flashpoint's Start, the Flunk game saved: both named. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flashpoint"));
  fl_test_drain ();
  setup = fl_game_page_get_setup_page (game_page (fixture));
  fl_test_iterate_until (fl_test_setup_start_focused, setup);
  fl_test_click (fl_test_find_button (setup, NULL, "setup.start", NULL));
  dialog = fl_test_find_dialog ("replace-game");
  g_assert_nonnull (dialog);
  g_clear_pointer (&heading, g_free);
  heading = g_strdup_printf (_("Start a New Game of %s?"), flashpoint);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), flunk));
  g_assert_cmpstr (adw_message_dialog_get_response_label (dialog, "replace"), ==, _("_Start New Game"));
  fl_test_iterate_until (fl_test_widget_is_mapped, dialog);
  fl_test_settle (GTK_WIDGET (dialog));
  save_named_screenshot (GTK_WIDGET (dialog), "question", "flashpoint", "replace");
  respond (dialog, "cancel");
  g_assert_true (fl_saved_game_exists ());
}

/* The same in Flashpoint, on a button of the game's controls: about to
 * lead the second trick, the user goes up from the hand to Ask Partner
 * for a Command and presses it while the history is rebuilt, after a
 * restore and after each undo. */
static void
test_table_keys_activation_flashpoint (Fixture       *fixture,
                                       gconstpointer  data)
{
  static const guint keys[] = { GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_space };
  FlCard winner = FL_CARD_NONE;
  int seat = -1;
  g_autoptr(FlGame) start = flash_and_win (&winner, &seat);
  g_autoptr(GError) error = NULL;
  GtkWindow *window = GTK_WINDOW (fixture->window);
  GtkWidget *invite;
  g_autoptr(GArray) legal = fl_game_list_legal_actions (start);

  /* The first trick won, with the flash declared. */
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);

      if (action->kind == FL_ACTION_PLAY && action->cards[0] == winner && action->values[0] != 0)
        {
          g_assert_true (fl_game_apply (start, action, NULL));
          break;
        }
    }
  g_assert_cmpint (fl_game_get_current_seat (start), ==, seat);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flashpoint"));
  fl_test_drain ();
  _fl_table_page_hold_workers (TRUE);
  g_assert_true (fl_game_page_play (game_page (fixture), start, seat, "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (human_decides_shown_cb, fixture);

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      const FlAction *action;

      if (k > 0)
        {
          _fl_table_page_hold_workers (TRUE);
          g_assert_true (fl_test_type_key (window, GDK_KEY_z, GDK_CONTROL_MASK));
        }
      assert_focus_on_decision (fixture);
      invite = fl_test_find_button (fl_table_page_get_controls (table_page (fixture)),
                                    _("_Ask Partner for a Command"), NULL, NULL);
      g_assert_nonnull (invite);
      g_assert_true (fl_test_type_key (window, GDK_KEY_Up, 0));
      g_assert_true (focus_widget (fixture) == invite);

      action = press_while_busy (fixture, keys[k], FL_ACTION_COMMAND);
      g_assert_cmpint (action->values[0], ==, FL_FLASHPOINT_COMMAND_INVITE);
    }
}

int
main (int    argc,
      char **argv)
{
  static const char *const groups[] = {
    "flunk-hand", "flashpoint-hand", "tutor", "warning", "walkthrough", "play", "workers", "keys", NULL,
  };
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  fl_test_groups_init (&argc, &argv, groups);

  /* Not G_TEST_OPTION_ISOLATE_DIRS: the icon theme and GIO's MIME database
   * live in XDG_DATA_DIRS. tests/run-ui-test keeps our home directories
   * apart instead, and settings live in memory. */
  g_test_init (&argc, &argv, NULL);

  /* Each group is a meson test of its own (tests/meson.build). */
  if (fl_test_in_group ("flunk-hand"))
    g_test_add ("/ui/table/flunk/hand", Fixture, "flunk", fixture_setup, test_table_hand, fixture_teardown);
  if (fl_test_in_group ("flashpoint-hand"))
    g_test_add ("/ui/table/flashpoint/hand", Fixture, "flashpoint", fixture_setup, test_table_hand,
                fixture_teardown);
  if (fl_test_in_group ("tutor"))
    {
      g_test_add ("/ui/table/flashpoint/pass", Fixture, NULL, fixture_setup, test_table_pass,
                  fixture_teardown);
      g_test_add ("/ui/table/flunk/tutor", Fixture, "flunk", fixture_setup, test_table_tutor, fixture_teardown);
      g_test_add ("/ui/table/flashpoint/tutor", Fixture, "flashpoint", fixture_setup, test_table_tutor,
                  fixture_teardown);
    }
  if (fl_test_in_group ("warning"))
    {
      g_test_add ("/ui/table/flunk/warning", Fixture, "flunk", fixture_setup, test_table_warning, fixture_teardown);
      g_test_add ("/ui/table/flashpoint/warning", Fixture, "flashpoint", fixture_setup, test_table_warning,
                  fixture_teardown);
    }
  if (fl_test_in_group ("walkthrough"))
    g_test_add ("/ui/table/flunk/walkthrough", Fixture, NULL, fixture_setup, test_table_walkthrough,
                fixture_teardown);
  if (fl_test_in_group ("play"))
    {
      g_test_add ("/ui/table/illegal", Fixture, NULL, fixture_setup, test_table_illegal, fixture_teardown);
      g_test_add ("/ui/table/focus", Fixture, NULL, fixture_setup, test_table_focus, fixture_teardown);
      g_test_add ("/ui/table/pile", Fixture, NULL, fixture_setup, test_table_pile, fixture_teardown);
      g_test_add ("/ui/table/undo", Fixture, NULL, fixture_setup, test_table_undo, fixture_teardown);
      g_test_add ("/ui/table/restore", Fixture, NULL, fixture_setup, test_table_restore, fixture_teardown);
      g_test_add ("/ui/table/corrupt", Fixture, NULL, fixture_setup, test_table_corrupt, fixture_teardown);
      g_test_add ("/ui/table/window-gone", Fixture, NULL, fixture_setup, test_table_window_gone,
                  fixture_teardown);
    }
  if (fl_test_in_group ("workers"))
    {
      g_test_add ("/ui/table/workers/responsive", Fixture, NULL, fixture_setup, test_table_workers_responsive,
                  fixture_teardown);
      g_test_add ("/ui/table/workers/stale", Fixture, NULL, fixture_setup, test_table_workers_stale,
                  fixture_teardown);
      g_test_add ("/ui/table/workers/on-demand", Fixture, NULL, fixture_setup, test_table_workers_on_demand,
                  fixture_teardown);
      g_test_add ("/ui/table/workers/flunk/history", Fixture, "flunk", fixture_setup, test_table_workers_history,
                  fixture_teardown);
      g_test_add ("/ui/table/workers/flashpoint/history", Fixture, "flashpoint", fixture_setup,
                  test_table_workers_history, fixture_teardown);
    }
  if (fl_test_in_group ("keys"))
    {
      g_test_add ("/ui/table/keys/tutor-card", Fixture, NULL, fixture_setup, test_table_tutor_card_follows,
                  fixture_teardown);
      g_test_add ("/ui/table/keys/activation", Fixture, NULL, fixture_setup, test_table_keys_activation,
                  fixture_teardown);
      g_test_add ("/ui/table/keys/activation-flashpoint", Fixture, NULL, fixture_setup,
                  test_table_keys_activation_flashpoint, fixture_teardown);
      g_test_add ("/ui/table/keys/focus-kept", Fixture, NULL, fixture_setup, test_table_keys_focus_kept,
                  fixture_teardown);
      g_test_add ("/ui/table/keys/choice-groups", Fixture, NULL, fixture_setup, test_table_keys_choice_groups,
                  fixture_teardown);
      g_test_add ("/ui/table/keys/questions", Fixture, NULL, fixture_setup, test_table_keys_questions,
                  fixture_teardown);
    }

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
