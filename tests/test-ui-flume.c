/* test-ui-flume.c: Flume played at the table through its controls
 *
 * A four-handed game started from the setup page, its first hand played
 * only through what a user touches: a bid in the choice group, trumps
 * named, cards selected and confirmed as a discard, cards played from the
 * hand; every action checked where it lands, in the engine. Then a
 * five-handed hand where the user bids, keeps their hand and calls a card
 * from the list of legal calls. Then a whole four-handed game to its end,
 * each decision of the user's the one the tutor's hint gives, each hand's
 * summary and the score sheet checked against the engine's scores, and
 * the winner named at the end. The bots are the heuristic ones (random
 * Flume bidders rarely let a game end). Screenshots at the smallest and a
 * large window size go to _build/screenshots.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-card-widget.h"
#include "fl-coach.h"
#include "fl-engine.h"
#include "fl-flume-rules.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-saved-game.h"
#include "fl-setup-page.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  FlWindow      *window;
} Fixture;

/* What the user did through the controls in one hand. */
typedef struct
{
  const char *shots;           /* the screenshots' name, "four" or "five" */
  guint       n_bids;
  guint       n_trumps;
  guint       n_discards;
  guint       n_calls;
  guint       n_plays;
} Hand;

/* The deal of the whole game: g_random's seed when the setup page starts
 * it. */
#define FLUME_GAME_SEED 2101

static FlApplication *application;

static FlTablePage *
table_page (Fixture *fixture)
{
  return fl_game_page_get_table_page (fl_window_get_game_page (fixture->window));
}

static FlGame *
table_game (Fixture *fixture)
{
  return fl_table_page_get_game (table_page (fixture));
}

static GtkWidget *
controls (Fixture *fixture)
{
  return fl_table_page_get_controls (table_page (fixture));
}

static gboolean
at_table_cb (gpointer data)
{
  Fixture *fixture = data;

  return g_strcmp0 (fl_game_page_get_mode (fl_window_get_game_page (fixture->window)), "table") == 0
         && table_game (fixture) != NULL;
}

static GtkWidget *
summary_shown (Fixture *fixture)
{
  GtkWidget *summary = fl_table_page_get_summary (table_page (fixture));

  return summary != NULL && gtk_widget_get_visible (summary) ? summary : NULL;
}

static gboolean
human_decides (Fixture *fixture)
{
  FlGame *game = table_game (fixture);

  return !fl_game_is_over (game)
         && fl_game_get_current_seat (game) == fl_table_page_get_human (table_page (fixture))
         && fl_game_get_decision (game) != FL_DECISION_CONTINUE;
}

/* The user has something to do, or the hand is over, and the table's
 * workers are done with the position. */
static gboolean
turn_ready_cb (gpointer data)
{
  Fixture *fixture = data;

  return (summary_shown (fixture) != NULL || human_decides (fixture))
         && !fl_table_page_is_busy (table_page (fixture));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  fixture->app = application;
  fixture->window = FL_WINDOW (fl_test_open_table_window (GTK_APPLICATION (fixture->app),
                                                          fl_application_get_settings (application)));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  fl_test_destroy_windows (GTK_APPLICATION (fixture->app));
  fixture->window = NULL;
}

/* Saves the window at 800×600 and 1920×1080 as flume-LANG-NAME-WxH.png. */
static void
shoot (Fixture    *fixture,
       const char *name)
{
  fl_test_shoot_sizes (GTK_WINDOW (fixture->window), "flume", name);
}

/* Flume from its setup page, the user in @seat against the heuristic
 * bots, with @players at the table. */
static void
start_from_setup (Fixture *fixture,
                  int      players,
                  int      seat,
                  guint32  deal_seed)
{
  GtkWidget *setup;
  AdwComboRow *seat_row, *strength_row;
  GtkWidget *players_row;
  GtkSpinButton *spin;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flume"));
  fl_test_drain ();
  setup = fl_game_page_get_setup_page (fl_window_get_game_page (fixture->window));
  fl_test_iterate_until (fl_test_setup_start_focused, setup);

  players_row = fl_test_find_row (setup, g_dpgettext2 (GETTEXT_PACKAGE, "option", "Players"));
  g_assert_nonnull (players_row);
  spin = fl_test_find_widget (players_row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, players);

  seat_row = fl_test_find_row (setup, _("Your _Seat"));
  strength_row = fl_test_find_row (setup, _("_Opponents"));
  g_assert_nonnull (seat_row);
  g_assert_nonnull (strength_row);
  adw_combo_row_set_selected (seat_row, (guint) seat);
  adw_combo_row_set_selected (strength_row, 1);
  g_assert_cmpstr (fl_setup_page_get_strength (FL_SETUP_PAGE (setup)), ==, "heuristic");

  g_random_set_seed (deal_seed);
  fl_test_click (fl_test_find_button (setup, NULL, "setup.start", NULL));
  fl_test_iterate_until (at_table_cb, fixture);

  g_assert_cmpstr (fl_game_get_id (table_game (fixture)), ==, "flume");
  g_assert_cmpint (fl_game_get_options (table_game (fixture))->values[FL_FLUME_OPTION_PLAYERS], ==, players);
  g_assert_cmpint (fl_table_page_get_human (table_page (fixture)), ==, seat);
}

/* The user's first action from @before on, which must be of @kind. */
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
  g_assert_cmpint (action->seat, ==, fl_table_page_get_human (table_page (fixture)));
  return action;
}

/* The toggle buttons of the controls' choice group, and the active one. */
static GtkWidget *
active_choice (GtkWidget *root,
               guint     *n_focusable)
{
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();
  GtkWidget *active = NULL;

  fl_test_collect_widgets (root, GTK_TYPE_TOGGLE_BUTTON, toggles);
  *n_focusable = 0;
  for (guint i = 0; i < toggles->len; i++)
    {
      if (gtk_toggle_button_get_active (toggles->pdata[i]))
        active = toggles->pdata[i];
      *n_focusable += gtk_widget_get_focusable (toggles->pdata[i]);
    }
  return active;
}

/* B1: the user opens the bidding with Pass and every bid offered, one Tab
 * stop among them; End goes to the highest, 6, which ends the bidding at
 * once and wins it. */
static void
bid (Fixture *fixture,
     Hand    *hand)
{
  GtkWidget *box = controls (fixture);
  guint before = fl_game_get_n_actions (table_game (fixture));
  g_autofree char *label = g_strdup_printf (ngettext ("_Bid %d Point", "_Bid %d Points", 6), 6);
  GtkWidget *choice, *pass;
  guint n_focusable;
  const FlAction *action;

  choice = active_choice (box, &n_focusable);
  g_assert_nonnull (choice);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (choice)), ==, C_("bid", "Pass"));
  g_assert_cmpuint (n_focusable, ==, 1);
  g_assert_nonnull (fl_test_find_button (box, _("_Pass"), NULL, "suggested-action"));
  for (int b = FL_FLUME_MIN_BID; b <= FL_FLUME_MAX_BID; b++)
    {
      g_autofree char *text = g_strdup_printf ("%d", b);

      g_assert_nonnull (fl_test_find_button (box, text, NULL, NULL));
    }

  /* The focus starts on the button, so Enter would pass; Shift+Tab goes
   * to the row, a single stop at the choice picked, and Tab back to the
   * button (help/C/flume.page, At the table). */
  pass = fl_test_find_button (box, _("_Pass"), NULL, "suggested-action");
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == pass);
  g_assert_true (fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_ISO_Left_Tab, GDK_SHIFT_MASK)
                 || fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Tab, GDK_SHIFT_MASK));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == choice);
  g_assert_true (fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Tab, 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window)) == pass);

  /* Right goes to 3, End to 6, and the button says so. */
  g_assert_true (gtk_widget_grab_focus (choice));
  g_assert_true (fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Right, 0));
  choice = active_choice (box, &n_focusable);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (choice)), ==, "3");
  g_assert_true (fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_End, 0));
  choice = active_choice (box, &n_focusable);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (choice)), ==, "6");
  g_assert_cmpuint (n_focusable, ==, 1);
  if (hand->shots != NULL && hand->n_bids == 0)
    {
        g_autofree char *name = g_strconcat (hand->shots, "-bid", NULL);

        shoot (fixture, name);
      }

  fl_test_click (fl_test_find_button (box, label, NULL, "suggested-action"));
  action = user_action_after (fixture, before, FL_ACTION_BID);
  g_assert_cmpint (action->values[0], ==, 6);
  hand->n_bids++;
}

/* B2: hearts named with the suit's button and confirmed. */
static void
name_trumps (Fixture *fixture,
             Hand    *hand)
{
  GtkWidget *box = controls (fixture);
  guint before = fl_game_get_n_actions (table_game (fixture));
  const FlAction *action;

  fl_test_click (fl_test_find_button (box, "♥", NULL, NULL));
  fl_test_click (fl_test_find_button (box, _("Make _Hearts Trumps"), NULL, "suggested-action"));
  action = user_action_after (fixture, before, FL_ACTION_CHOOSE_SUIT);
  g_assert_cmpint (action->values[0], ==, FL_SUIT_HEARTS);
  hand->n_trumps++;
}

static GPtrArray *
hand_cards (Fixture *fixture)
{
  FlHandView *view = fl_table_widget_get_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))));
  GPtrArray *cards = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (view), FL_TYPE_CARD_WIDGET, cards);
  g_assert_cmpuint (cards->len, ==, FL_FLUME_HAND_SIZE);
  return cards;
}

/* The trump suit the game's bidder named this hand. */
static guint
trump_named (FlGame *game)
{
  for (guint i = fl_game_get_n_actions (game); i > 0; i--)
    if (fl_game_get_action (game, i - 1)->kind == FL_ACTION_CHOOSE_SUIT)
      return (guint) fl_game_get_action (game, i - 1)->values[0];
  g_assert_not_reached ();
}

/* X1-X3: the trumps may not go (X2, the default), and a click on one
 * selects nothing; the first two other cards selected, the button says
 * the stock deals two back; Enter in the hand (or, with @keep, the Keep
 * Hand button and no selection) confirms, and the engine takes exactly
 * those cards. */
static void
discard (Fixture  *fixture,
         Hand     *hand,
         gboolean  keep)
{
  FlGame *game = table_game (fixture);
  GtkWidget *box = controls (fixture);
  guint before = fl_game_get_n_actions (game);
  FlCardSet trumps = fl_flume_trump_cards (trump_named (game));
  g_autoptr(GPtrArray) cards = hand_cards (fixture);
  FlCardSet chosen = 0, discarded = 0;
  FlCardWidget *last = NULL;
  const FlAction *action;

  /* The focus starts in the hand, where Space selects the focused card
   * when it may go and a second Space puts it back (help/C/flume.page,
   * At the table). */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
    gboolean selected;

    g_assert_true (FL_IS_CARD_WIDGET (focus));
    g_assert_true (g_ptr_array_find (cards, focus, NULL));
    fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_space, 0);
    g_object_get (focus, "selected", &selected, NULL);
    g_assert_cmpint (selected, ==, fl_card_widget_get_playable (FL_CARD_WIDGET (focus)));
    fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_space, 0);
    g_object_get (focus, "selected", &selected, NULL);
    g_assert_false (selected);
  }

  for (guint i = 0; i < cards->len; i++)
    {
      FlCardWidget *card = cards->pdata[i];
      FlCard value = fl_card_widget_get_card (card);
      gboolean selected;

      g_assert_cmpint (fl_card_widget_get_playable (card), ==, !(trumps & FL_CARD_SET_BIT (value)));
      if (keep || (!fl_card_widget_get_playable (card) && chosen != 0) || fl_card_set_count (chosen) == 2)
        continue;
      g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
      g_object_get (card, "selected", &selected, NULL);
      g_assert_cmpint (selected, ==, fl_card_widget_get_playable (card));
      if (selected)
        {
          chosen |= FL_CARD_SET_BIT (value);
          last = card;
        }
    }

  if (chosen != 0)
    {
      guint n = fl_card_set_count (chosen);
      g_autofree char *label = g_strdup_printf (ngettext ("_Discard %d Card and Draw %d",
                                                          "_Discard %d Cards and Draw %d", n), n, n);

      g_assert_nonnull (fl_test_find_button (box, label, NULL, "suggested-action"));
      if (hand->shots != NULL)
        {
        g_autofree char *name = g_strconcat (hand->shots, "-discard", NULL);

        shoot (fixture, name);
      }
      g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (last)));
      fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Return, 0);
    }
  else
    fl_test_click (fl_test_find_button (box, _("_Keep Hand"), NULL, "suggested-action"));

  action = user_action_after (fixture, before, FL_ACTION_DISCARD);
  for (guint i = 0; i < action->n_cards; i++)
    discarded |= FL_CARD_SET_BIT (action->cards[i]);
  g_assert_cmphex (discarded, ==, chosen);
  hand->n_discards++;
}

/* V2: the list offers exactly the engine's legal calls; the ace of
 * hearts (trumps) is chosen when it may be called, and called. */
static void
call (Fixture *fixture,
      Hand    *hand)
{
  FlGame *game = table_game (fixture);
  GtkWidget *box = controls (fixture);
  guint before = fl_game_get_n_actions (game);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  GtkDropDown *list = fl_test_find_widget (box, GTK_TYPE_DROP_DOWN);
  GListModel *model;
  guint n_calls = 0, wanted = 0;
  FlCard card = FL_CARD_NONE;
  g_autofree char *short_label = NULL;
  g_autofree char *label = NULL;
  const FlAction *action;

  g_assert_nonnull (list);
  g_assert_nonnull (fl_test_find_button (box, _("Play _Alone"), NULL, NULL));
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, FlAction, i).n_cards == 1)
      n_calls++;
  model = gtk_drop_down_get_model (list);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_calls);

  /* Each entry begins with the card's short label: find A♥. */
  short_label = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), FL_FLUME_CARD (FL_SUIT_HEARTS, FL_FLUME_INDEX_ACE));
  for (guint i = 0; i < n_calls; i++)
    {
      const char *entry = gtk_string_list_get_string (GTK_STRING_LIST (model), i);

      if (g_str_has_prefix (entry, short_label))
        wanted = i;
    }
  gtk_drop_down_set_selected (list, wanted);
  fl_test_drain ();
  {
    const char *entry = gtk_string_list_get_string (GTK_STRING_LIST (model), wanted);
    const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);

    gsize longest = 0;

    /* The longest label the entry begins with (10♥, not a shorter one). */
    for (FlCard c = 0; c < FL_FLUME_N_CARDS; c++)
      {
        g_autofree char *text = fl_deck_card_label (deck, c);

        if (g_str_has_prefix (entry, text) && strlen (text) > longest)
          {
            card = c;
            longest = strlen (text);
          }
      }
  }
  g_assert_cmpuint (card, !=, FL_CARD_NONE);
  {
    g_autofree char *text = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), card);

    label = g_strdup_printf (_("_Call %s"), text);
  }
  if (hand->shots != NULL)
    {
        g_autofree char *name = g_strconcat (hand->shots, "-call", NULL);

        shoot (fixture, name);
      }
  fl_test_click (fl_test_find_button (box, label, NULL, "suggested-action"));

  action = user_action_after (fixture, before, FL_ACTION_CALL_CARD);
  g_assert_cmpuint (action->n_cards, ==, 1);
  g_assert_cmpuint (action->cards[0], ==, card);
  hand->n_calls++;
}

/* P1-P3: a card the table marks playable, activated in the hand. */
static void
play (Fixture *fixture,
      Hand    *hand)
{
  FlGame *game = table_game (fixture);
  guint before = fl_game_get_n_actions (game);
  FlHandView *view = fl_table_widget_get_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))));
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  FlCardWidget *card = NULL;
  FlCard value;
  const FlAction *action;

  fl_test_collect_widgets (GTK_WIDGET (view), FL_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len && card == NULL; i++)
    if (fl_card_widget_get_playable (cards->pdata[i]))
      card = cards->pdata[i];
  g_assert_nonnull (card);
  value = fl_card_widget_get_card (card);
  g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));

  action = user_action_after (fixture, before, FL_ACTION_PLAY);
  g_assert_cmpuint (action->cards[0], ==, value);
  hand->n_plays++;
}

/* Plays the user's decisions until the hand is scored. */
static void
play_hand (Fixture *fixture,
           Hand    *hand,
           gboolean keep)
{
  for (;;)
    {
      fl_test_iterate_until (turn_ready_cb, fixture);
      if (summary_shown (fixture) != NULL)
        break;
      switch (fl_game_get_decision (table_game (fixture)))
        {
        case FL_DECISION_BID:
          bid (fixture, hand);
          break;
        case FL_DECISION_CHOOSE_SUIT:
          name_trumps (fixture, hand);
          break;
        case FL_DECISION_DISCARD:
          discard (fixture, hand, keep);
          break;
        case FL_DECISION_CALL:
          call (fixture, hand);
          break;
        case FL_DECISION_PLAY:
          play (fixture, hand);
          break;
        default:
          g_assert_not_reached ();
        }
    }
}

/* Four-handed, the user on the dealer's left bids first: 6 wins the
 * bidding at once (B1), so they name trumps and discard first (X1), and
 * play their six cards. */
static void
test_flume_four (Fixture       *fixture,
                 gconstpointer  data)
{
  Hand hand = { .shots = "four" };

  start_from_setup (fixture, 4, 1, 4011);
  play_hand (fixture, &hand, FALSE);

  g_assert_cmpuint (hand.n_bids, ==, 1);
  g_assert_cmpuint (hand.n_trumps, ==, 1);
  g_assert_cmpuint (hand.n_discards, ==, 1);
  g_assert_cmpuint (hand.n_calls, ==, 0);
  g_assert_cmpuint (hand.n_plays, ==, FL_FLUME_N_TRICKS);
}

/* Five-handed, the same seat: the user bids 6, keeps their hand, and
 * once everyone is refilled calls a card (V2). */
static void
test_flume_five (Fixture       *fixture,
                 gconstpointer  data)
{
  Hand hand = { .shots = "five" };

  start_from_setup (fixture, 5, 1, 5023);
  play_hand (fixture, &hand, TRUE);

  g_assert_cmpuint (hand.n_bids, ==, 1);
  g_assert_cmpuint (hand.n_trumps, ==, 1);
  g_assert_cmpuint (hand.n_discards, ==, 1);
  g_assert_cmpuint (hand.n_calls, ==, 1);
  g_assert_cmpuint (hand.n_plays, ==, FL_FLUME_N_TRICKS);
}

/* ---- A whole game ------------------------------------------------------ */

/* The tutor's hint for the user's decision now: the computer players'
 * choice in their place (fl_coach_advise(), what Show Hint says). */
static guint
hinted_action (Fixture  *fixture,
               FlAction *action)
{
  g_auto(FlAdvice) advice = { 0 };

  g_assert_true (fl_coach_advise (table_game (fixture), &advice));
  g_assert_cmpuint (advice.best, <, advice.n_options);
  *action = advice.options[advice.best];
  return advice.n_options;
}

/* The toggle button of the controls' choice group labelled @label. */
static GtkWidget *
choice_labelled (GtkWidget  *root,
                 const char *label)
{
  g_autoptr(GPtrArray) toggles = g_ptr_array_new ();

  fl_test_collect_widgets (root, GTK_TYPE_TOGGLE_BUTTON, toggles);
  for (guint i = 0; i < toggles->len; i++)
    if (g_strcmp0 (gtk_button_get_label (toggles->pdata[i]), label) == 0)
      return toggles->pdata[i];
  g_error ("No choice labelled “%s” in the controls", label);
}

/* The card widget of @card in the user's hand. */
static GtkWidget *
card_in_hand (Fixture *fixture,
              FlCard   card)
{
  FlHandView *view = fl_table_widget_get_hand (FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture))));
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (view), FL_TYPE_CARD_WIDGET, cards);
  for (guint i = 0; i < cards->len; i++)
    if (fl_card_widget_get_card (cards->pdata[i]) == card)
      return cards->pdata[i];
  g_error ("Card %u is not in the user's hand", (guint) card);
}

static FlCardSet
action_cards (const FlAction *action)
{
  FlCardSet set = 0;

  for (guint i = 0; i < action->n_cards; i++)
    set |= FL_CARD_SET_BIT (action->cards[i]);
  return set;
}

/* The tutor's hint, as Show Hint gives it: waits for the computer
 * players' evaluation, then checks that the hint names @wanted and gives
 * Flume's own reason for it beside theirs (fl_rules_explain_choice()). */
typedef struct
{
  Fixture    *fixture;
  const char *expected;
} HintWait;

static gboolean
hint_given_cb (gpointer data)
{
  HintWait *wait = data;
  g_autofree char *text = fl_tutor_panel_get_text (fl_game_page_get_tutor_panel (fl_window_get_game_page (wait->fixture->window)));

  return strstr (text, wait->expected) != NULL;
}

static void
check_hint_reason (Fixture        *fixture,
                   const FlAction *wanted)
{
  FlGame *game = table_game (fixture);
  const FlRules *rules = fl_game_get_rules (game);
  FlTutorPanel *panel = fl_game_page_get_tutor_panel (fl_window_get_game_page (fixture->window));
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);
  g_autofree char *name = NULL;
  g_autofree char *choice = NULL;
  g_autofree char *why = NULL;
  g_autofree char *text = NULL;
  HintWait wait = { fixture, NULL };

  fl_game_observe (game, fl_game_get_current_seat (game), observation);
  name = rules->name_action (observation, wanted);
  choice = g_strdup_printf (_("The computer players would choose %s."), name);
  why = fl_rules_explain_choice (rules, observation, wanted);
  g_assert_nonnull (why);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fl_window_get_game_page (fixture->window)), "game.hint", NULL));
  wait.expected = choice;
  fl_test_iterate_until (hint_given_cb, &wait);
  text = fl_tutor_panel_get_text (panel);
  g_test_message ("Hint: %s", text);
  g_assert_nonnull (strstr (text, why));
  if (wanted->kind == FL_ACTION_PLAY || wanted->kind == FL_ACTION_BID)
    {
      g_autofree char *shot = g_strdup_printf ("game-hint-%s", wanted->kind == FL_ACTION_PLAY ? "play" : "bid");

      fl_test_settle (GTK_WIDGET (fixture->window));
      shoot (fixture, shot);
    }
}

/* Makes @wanted, the hint's choice, as a user does: a bid or a pass
 * chosen in the row of bids and confirmed (B1), a suit chosen and
 * confirmed (B2), cards selected in the hand and confirmed, or the hand
 * kept (X1), a card played from the hand; then the engine has it. */
static void
decide_as (Fixture        *fixture,
           const FlAction *wanted)
{
  FlGame *game = table_game (fixture);
  GtkWidget *box = controls (fixture);
  guint before = fl_game_get_n_actions (game);
  const FlAction *action;

  switch (wanted->kind)
    {
    case FL_ACTION_PASS:
    case FL_ACTION_BID:
      {
        g_autofree char *text = g_strdup_printf ("%d", wanted->values[0]);

        fl_test_click (choice_labelled (box, wanted->kind == FL_ACTION_PASS ? C_("bid", "Pass") : text));
        fl_test_click (fl_test_find_button (box, NULL, NULL, "suggested-action"));
      }
      break;
    case FL_ACTION_CHOOSE_SUIT:
      {
        static const char *symbols[] = { "♣", "♦", "♥", "♠" };

        fl_test_click (choice_labelled (box, symbols[wanted->values[0]]));
        fl_test_click (fl_test_find_button (box, NULL, NULL, "suggested-action"));
      }
      break;
    case FL_ACTION_DISCARD:
      if (wanted->n_cards == 0)
        fl_test_click (fl_test_find_button (box, _("_Keep Hand"), NULL, "suggested-action"));
      else
        {
          g_autofree char *label = g_strdup_printf (ngettext ("_Discard %d Card and Draw %d",
                                                              "_Discard %d Cards and Draw %d", wanted->n_cards),
                                                    wanted->n_cards, wanted->n_cards);

          for (guint i = 0; i < wanted->n_cards; i++)
            g_assert_true (gtk_widget_activate (card_in_hand (fixture, wanted->cards[i])));
          fl_test_click (fl_test_find_button (box, label, NULL, "suggested-action"));
        }
      break;
    case FL_ACTION_PLAY:
      g_assert_true (gtk_widget_activate (card_in_hand (fixture, wanted->cards[0])));
      break;
    default:
      g_error ("A hint of an unexpected kind, %d, four-handed", wanted->kind);
    }

  action = user_action_after (fixture, before, wanted->kind);
  if (wanted->kind == FL_ACTION_BID || wanted->kind == FL_ACTION_CHOOSE_SUIT)
    g_assert_cmpint (action->values[0], ==, wanted->values[0]);
  g_assert_cmphex (action_cards (action), ==, action_cards (wanted));
}

/* The text of the label named @name under @root, or NULL. */
static const char *
label_named (GtkWidget  *root,
             const char *name)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();

  fl_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_widget_get_name (labels->pdata[i]), name) == 0)
      return gtk_label_get_label (labels->pdata[i]);
  return NULL;
}

/* The engine's score of the score sheet's column @column: that of any
 * seat whose place scores in it. */
static int
engine_score (Fixture *fixture,
              guint    column)
{
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));

  for (guint i = 0; i < view->n_places; i++)
    if (view->place_score[i] == (int) column && view->places[i].seat >= 0)
      return fl_game_get_score (table_game (fixture), (guint) view->places[i].seat);
  g_error ("No place scores in column %u", column);
}

/* At a hand's end, the @n_scored-th scored: the summary shows the engine's
 * totals, and so does the score sheet's last line, under a line for each
 * hand scored. */
static void
check_scored (Fixture   *fixture,
              GtkWidget *summary,
              guint      n_scored)
{
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));
  g_autoptr(GtkWidget) sheet = g_object_ref_sink (fl_table_page_build_score_sheet (table_page (fixture)));
  GtkGrid *grid = fl_test_find_widget (sheet, GTK_TYPE_GRID);
  GtkWidget *total;

  g_assert_cmpuint (view->n_scores, ==, 2);
  g_assert_nonnull (grid);
  total = gtk_grid_get_child_at (grid, 0, (int) n_scored + 1);
  g_assert_true (GTK_IS_LABEL (total));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (total)), ==, C_("score sheet", "Total"));
  for (guint c = 0; c < view->n_scores; c++)
    {
      g_autofree char *name = g_strdup_printf ("total-%u", c);
      g_autofree char *score = g_strdup_printf ("%d", engine_score (fixture, c));
      GtkWidget *cell = gtk_grid_get_child_at (grid, (int) c + 1, (int) n_scored + 1);

      g_assert_cmpstr (label_named (summary, name), ==, score);
      g_assert_true (GTK_IS_LABEL (cell));
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (cell)), ==, score);
    }
}

/* The title the game's end should have: the engine's winners, a
 * partnership, by name, or the user's own win. */
static char *
expected_winners (Fixture *fixture)
{
  FlGame *game = table_game (fixture);
  const FlTableView *view = fl_table_page_get_view (table_page (fixture));
  guint winners = fl_game_get_rules (game)->winners (fl_game_get_state (game));
  const char *names[2] = { NULL, NULL };
  guint n = 0;

  /* G1: a partnership wins, seats 0 and 2 or 1 and 3. */
  g_assert_true (winners == 0x5 || winners == 0xa);
  if (winners & (1u << fl_table_page_get_human (table_page (fixture))))
    return g_strdup (_("You Win"));
  for (guint i = 0; i < view->n_places; i++)
    if (view->places[i].seat >= 0 && (winners & (1u << view->places[i].seat)))
      names[n++] = view->places[i].name;
  g_assert_cmpuint (n, ==, 2);
  return g_strdup_printf (_("%1$s and %2$s Win"), names[0], names[1]);
}

/* A whole four-handed game from the setup page to its end, every decision
 * of the user's the tutor's hint, made through the controls and the hand,
 * against the heuristic bots; each hand's summary and the score sheet
 * checked against the engine, and the winner at the end. The seed gives
 * a game of a usual length. */
static void
test_flume_game (Fixture       *fixture,
                 gconstpointer  data)
{
  guint n_scored = 0, n_decisions = 0, n_plays = 0;
  guint reasons_checked = 0;
  gboolean shot_trick = FALSE;
  GtkWidget *summary;

  start_from_setup (fixture, 4, 0, FLUME_GAME_SEED);

  for (;;)
    {
      FlAction wanted;
      guint n_options;

      g_assert_cmpuint (n_decisions, <, 2000);
      fl_test_iterate_until (turn_ready_cb, fixture);
      summary = summary_shown (fixture);
      if (summary != NULL)
        {
          g_autofree char *heading = NULL;

          fl_test_settle (GTK_WIDGET (fixture->window));
          n_scored++;
          g_assert_true (fl_game_get_phase (table_game (fixture)) == FL_PHASE_HAND_OVER
                         || fl_game_is_over (table_game (fixture)));
          check_scored (fixture, summary, n_scored);
          if (fl_game_is_over (table_game (fixture)))
            break;
          heading = g_strdup_printf (_("Hand %d Scored"), (int) n_scored);
          g_assert_cmpstr (label_named (summary, "summary-title"), ==, heading);
          if (n_scored == 1)
            shoot (fixture, "game-summary");
          /* G1: no more than a bounded number of hands. */
          g_assert_cmpuint (n_scored, <, 40);
          fl_test_click (fl_test_find_button (summary, _("_Next Hand"), NULL, NULL));
          continue;
        }

      if (!shot_trick && fl_game_get_decision (table_game (fixture)) == FL_DECISION_PLAY
          && fl_table_view_get_trick (fl_table_page_get_view (table_page (fixture)))->n_listed >= 2)
        {
          shoot (fixture, "game-trick");
          shot_trick = TRUE;
        }
      n_options = hinted_action (fixture, &wanted);
      /* Once for each kind of decision, the hint's reason in Flume's
       * terms. */
      if (!(reasons_checked & (1u << wanted.kind)) && n_options > 1)
        {
          check_hint_reason (fixture, &wanted);
          reasons_checked |= 1u << wanted.kind;
        }
      decide_as (fixture, &wanted);
      n_decisions++;
      n_plays += wanted.kind == FL_ACTION_PLAY;
    }

  /* The game is over; the summary names the engine's winners. */
  {
    g_autofree char *winners = expected_winners (fixture);

    g_assert_true (fl_game_is_over (table_game (fixture)));
    g_assert_cmpstr (label_named (summary, "summary-title"), ==, winners);
    g_assert_nonnull (fl_test_find_button (summary, _("_Change Game"), NULL, NULL));
    shoot (fixture, "game-end");
  }
  g_assert_true (shot_trick);
  /* The user bid or passed, discarded and played with a choice. */
  g_assert_true (reasons_checked & (1u << FL_ACTION_BID | 1u << FL_ACTION_PASS));
  g_assert_true (reasons_checked & 1u << FL_ACTION_DISCARD);
  g_assert_true (reasons_checked & 1u << FL_ACTION_PLAY);
  g_test_message ("Hint reasons checked for action kinds 0x%x", reasons_checked);
  /* G1: some side reached 21. */
  g_assert_cmpint (MAX (engine_score (fixture, 0), engine_score (fixture, 1)), >=, 21);
  /* Every hand played out gave the user six cards to play. */
  g_assert_cmpuint (n_plays, >=, FL_FLUME_N_TRICKS);
  g_test_message ("A whole game: %u hands scored, %u decisions of the user, %u cards played",
                  n_scored, n_decisions, n_plays);
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/flume/four", Fixture, NULL, fixture_setup, test_flume_four, fixture_teardown);
  g_test_add ("/ui/flume/five", Fixture, NULL, fixture_setup, test_flume_five, fixture_teardown);
  g_test_add ("/ui/flume/game", Fixture, NULL, fixture_setup, test_flume_game, fixture_teardown);

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
