/* test-ui-flaunt.c: Flaunt played at the table through its controls
 *
 * A three-handed round started from the setup page and played to its end
 * with the mouse alone: the Draw, Sneak, Flaunt, Challenge and Decline
 * buttons clicked, cards picked in the hand. A seven-handed round (two
 * packs) played to its end with the keyboard alone (Tab, Space, Enter as
 * help/C/keyboard.page says), every label shown in full at 800×600 at each
 * of the user's turns. Then a chosen start with scripted opponents: a
 * sneak nobody challenges, whose cards the user's seat never sees to the
 * end of the round (C5), and a flaunt met by an equal card, won by the
 * later play (C4). Screenshots at 800×600 and at a large size go to
 * _build/screenshots.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-bot.h"
#include "fl-card-widget.h"
#include "fl-engine.h"
#include "fl-flaunt-rules.h"
#include "fl-game-page.h"
#include "fl-hand-view.h"
#include "fl-saved-game.h"
#include "fl-setup-page.h"
#include "fl-table-page.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  FlWindow      *window;
} Fixture;

/* What the user did in one round. */
typedef struct
{
  const char *shots;            /* the screenshots' name, or NULL */
  gboolean    keyboard;         /* by keys alone, else by the mouse */
  gboolean    plain;            /* draw, decline, flaunt one card: no more */
  guint       n_draws;
  guint       n_sneaks;
  guint       n_flaunts;
  guint       n_challenges;
  guint       n_declines;
  gboolean    shot_lead;
  gboolean    shot_challenge;
  gboolean    shot_empty;
  GPtrArray  *layout_failures;  /* the labels cut at 800×600, or NULL */
  GPtrArray  *overlaps;         /* the labels drawn over others, or NULL */
  FlCards     secret;           /* cards never to be shown to the user */
  guint       n_secret_checks;
} Round;

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

static FlTableWidget *
table_widget (Fixture *fixture)
{
  return FL_TABLE_WIDGET (fl_table_page_get_table (table_page (fixture)));
}

static const FlFlauntState *
full_state (Fixture *fixture)
{
  return fl_game_get_state (table_game (fixture));
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

/* The user has something to do, or the round is over; the table's
 * workers are done and no contest is being turned up (C2). */
static gboolean
turn_ready_cb (gpointer data)
{
  Fixture *fixture = data;

  return (summary_shown (fixture) != NULL || human_decides (fixture))
         && !fl_table_page_is_busy (table_page (fixture))
         && !fl_table_widget_is_revealing (table_widget (fixture));
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

/* Saves the window at 800×600 and 1920×1080 as flaunt-LANG-NAME-WxH.png. */
static void
shoot (Fixture    *fixture,
       const char *name)
{
  fl_test_shoot_sizes (GTK_WINDOW (fixture->window), "flaunt", name);
}

/* Flaunt from its setup page, the user in @seat, with @players at the
 * table, against whichever computer players the page offers first. */
static void
start_from_setup (Fixture *fixture,
                  int      players,
                  int      seat,
                  guint32  deal_seed)
{
  GtkWidget *setup;
  AdwComboRow *seat_row;
  GtkWidget *players_row;
  GtkSpinButton *spin;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flaunt"));
  fl_test_drain ();
  setup = fl_game_page_get_setup_page (fl_window_get_game_page (fixture->window));
  fl_test_iterate_until (fl_test_setup_start_focused, setup);

  players_row = fl_test_find_row (setup, g_dpgettext2 (GETTEXT_PACKAGE, "option", "Players"));
  g_assert_nonnull (players_row);
  spin = fl_test_find_widget (players_row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (spin, players);

  seat_row = fl_test_find_row (setup, _("Your _Seat"));
  g_assert_nonnull (seat_row);
  adw_combo_row_set_selected (seat_row, (guint) seat);

  /* The heuristic opponents when Flaunt has them (wip-flaunt-bot), else
   * the random ones. */
  {
    AdwComboRow *strength_row = fl_test_find_row (setup, _("_Opponents"));
    g_autoptr(FlGame) probe = fl_game_new ("flaunt", NULL, 1, NULL);
    const char *wanted = fl_game_get_rules (probe)->new_bot != NULL ? "heuristic" : "random";
    guint n;

    g_assert_nonnull (strength_row);
    n = g_list_model_get_n_items (adw_combo_row_get_model (strength_row));
    for (guint i = 0; i < n; i++)
      {
        adw_combo_row_set_selected (strength_row, i);
        if (g_strcmp0 (fl_setup_page_get_strength (FL_SETUP_PAGE (setup)), wanted) == 0)
          break;
      }
    g_assert_cmpstr (fl_setup_page_get_strength (FL_SETUP_PAGE (setup)), ==, wanted);
  }
  fl_test_drain ();
  shoot (fixture, players == 3 ? "setup-three" : "setup-seven");

  g_random_set_seed (deal_seed);
  if (players == 7)
    {
      /* By the keyboard: Start Game has the focus, and Enter presses it
       * (help/C/keyboard.page). */
      g_assert_true (gtk_root_get_focus (GTK_ROOT (fixture->window))
                     == fl_test_find_button (setup, NULL, "setup.start", NULL));
      fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Return, 0);
    }
  else
    fl_test_click (fl_test_find_button (setup, NULL, "setup.start", NULL));
  fl_test_iterate_until (at_table_cb, fixture);

  g_assert_cmpstr (fl_game_get_id (table_game (fixture)), ==, "flaunt");
  g_assert_cmpint (fl_game_get_options (table_game (fixture))->values[FL_FLAUNT_OPTION_PLAYERS], ==, players);
  g_assert_cmpint (fl_table_page_get_human (table_page (fixture)), ==, seat);
  /* D1: two packs for five to seven players, one for two or three. */
  g_assert_cmpuint (full_state (fixture)->n_cards, ==, players >= 5 ? 104 : 52);
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

static GPtrArray *
hand_cards (Fixture *fixture)
{
  FlHandView *view = fl_table_widget_get_hand (table_widget (fixture));
  GPtrArray *cards = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (view), FL_TYPE_CARD_WIDGET, cards);
  return cards;
}

/* The card widget of @card in the user's hand. */
static FlCardWidget *
card_in_hand (Fixture *fixture,
              FlCard   card)
{
  g_autoptr(GPtrArray) cards = hand_cards (fixture);

  for (guint i = 0; i < cards->len; i++)
    if (fl_card_widget_get_card (cards->pdata[i]) == card)
      return cards->pdata[i];
  g_error ("Card %u is not in the user's hand", (guint) card);
}

static GtkWidget *
focus (Fixture *fixture)
{
  return gtk_root_get_focus (GTK_ROOT (fixture->window));
}

/* Tab until the focus is on @target: it is reachable by the keyboard. */
static void
tab_to (Fixture   *fixture,
        GtkWidget *target)
{
  g_assert_nonnull (target);
  for (guint i = 0; i < 40 && focus (fixture) != target; i++)
    fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Tab, 0);
  g_assert_true (focus (fixture) == target);
}

/* ---- What is checked at each turn --------------------------------------- */

/* Where @widget is, for a message: its ancestors' types. */
static char *
widget_path (GtkWidget *widget)
{
  GString *path = g_string_new (G_OBJECT_TYPE_NAME (widget));

  for (GtkWidget *parent = gtk_widget_get_parent (widget); parent != NULL; parent = gtk_widget_get_parent (parent))
    g_string_prepend (g_string_prepend (path, " > "), G_OBJECT_TYPE_NAME (parent));
  return g_string_free (path, FALSE);
}

static void
note_failure (GPtrArray *failures,
              char      *text)
{
  for (guint i = 0; i < failures->len; i++)
    if (g_str_equal (failures->pdata[i], text))
      {
        g_free (text);
        return;
      }
  g_test_message ("%s", text);
  g_ptr_array_add (failures, text);
}

/* As tests/test-ui-layout.c checks: every label shown in full, never
 * ellipsized, never narrower than it needs, and at the table inside the
 * table unless it scrolls. */
static void
check_labels (Fixture   *fixture,
              GPtrArray *failures)
{
  GtkWidget *root = GTK_WIDGET (fixture->window);
  GtkWidget *table = fl_table_page_get_table (table_page (fixture));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  graphene_rect_t table_bounds;

  g_assert_true (gtk_widget_compute_bounds (table, root, &table_bounds));
  fl_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = labels->pdata[i];
      const char *text = gtk_label_get_text (label);
      graphene_rect_t bounds;
      PangoRectangle extent;
      g_autofree char *path = NULL;

      if (!gtk_widget_is_drawable (GTK_WIDGET (label)) || text == NULL || *text == '\0')
        continue;
      path = widget_path (GTK_WIDGET (label));
      if (gtk_label_get_ellipsize (label) != PANGO_ELLIPSIZE_NONE
          && pango_layout_is_ellipsized (gtk_label_get_layout (label)))
        note_failure (failures, g_strdup_printf ("“%s” is ellipsized (%d px wide) in %s", text,
                                                 gtk_widget_get_width (GTK_WIDGET (label)), path));
      pango_layout_get_pixel_extents (gtk_label_get_layout (label), NULL, &extent);
      if (extent.width > gtk_widget_get_width (GTK_WIDGET (label)) + 1)
        note_failure (failures, g_strdup_printf ("“%s” has %d px of the %d px it needs in %s", text,
                                                 gtk_widget_get_width (GTK_WIDGET (label)), extent.width, path));
      if (!gtk_widget_is_ancestor (GTK_WIDGET (label), table)
          || gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_SCROLLED_WINDOW) != NULL)
        continue;
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (label), root, &bounds));
      if (bounds.origin.x < table_bounds.origin.x - 1
          || bounds.origin.y < table_bounds.origin.y - 1
          || bounds.origin.x + bounds.size.width > table_bounds.origin.x + table_bounds.size.width + 1
          || bounds.origin.y + bounds.size.height > table_bounds.origin.y + table_bounds.size.height + 1)
        note_failure (failures, g_strdup_printf ("“%s” reaches past the table in %s", text, path));
    }
}

/* No two labels at the table drawn over each other: a place's box laid
 * over another's hides its name (seven players at 800×600). */
static void
check_overlaps (Fixture   *fixture,
                GPtrArray *failures)
{
  GtkWidget *root = GTK_WIDGET (fixture->window);
  GtkWidget *table = fl_table_page_get_table (table_page (fixture));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GArray) bounds = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  g_autoptr(GPtrArray) shown = g_ptr_array_new ();

  fl_test_collect_widgets (table, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkWidget *label = labels->pdata[i];
      const char *text = gtk_label_get_text (labels->pdata[i]);
      graphene_rect_t rect;

      if (!gtk_widget_is_drawable (label) || text == NULL || *text == '\0'
          || gtk_widget_get_ancestor (label, GTK_TYPE_SCROLLED_WINDOW) != NULL
          || !gtk_widget_compute_bounds (label, root, &rect))
        continue;
      for (guint j = 0; j < shown->len; j++)
        {
          graphene_rect_t both;

          if (graphene_rect_intersection (&rect, &g_array_index (bounds, graphene_rect_t, j), &both)
              && both.size.width > 2 && both.size.height > 2)
            note_failure (failures, g_strdup_printf ("“%s” and “%s” are drawn over each other",
                                                     gtk_label_get_text (shown->pdata[j]), text));
        }
      g_ptr_array_add (shown, label);
      g_array_append_val (bounds, rect);
    }
}

/* C5, E1: none of @secret shown to the user anywhere: no card widget in
 * any window holds one (face up or down), and no label or tooltip names
 * one, by its full name or its index. */
static void
check_secret (Fixture       *fixture,
              const FlCards *secret)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GListModel *toplevels = gtk_window_get_toplevels ();
  const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);

  for (FlCard c = 0; c < 52; c++)
    if (fl_cards_has (secret, c))
      {
        g_ptr_array_add (names, fl_card_widget_describe_card (FL_DECK_STANDARD_52, c));
        g_ptr_array_add (names, fl_deck_card_label (deck, c));
      }

  for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, t);
      g_autoptr(GPtrArray) cards = g_ptr_array_new ();
      g_autoptr(GPtrArray) widgets = g_ptr_array_new ();

      fl_test_collect_widgets (window, FL_TYPE_CARD_WIDGET, cards);
      for (guint i = 0; i < cards->len; i++)
        {
          FlCard card = fl_card_widget_get_card (cards->pdata[i]);

          if (card != FL_CARD_NONE && fl_cards_has (secret, card))
            g_error ("An unseen card (%u) is in a card widget, %s, in %s", (guint) card,
                     fl_card_widget_get_face_up (cards->pdata[i]) ? "face up" : "face down",
                     widget_path (cards->pdata[i]));
        }

      fl_test_collect_widgets (window, GTK_TYPE_WIDGET, widgets);
      for (guint i = 0; i < widgets->len; i++)
        {
          const char *texts[2] = { NULL, NULL };
          const char *tooltip = gtk_widget_get_tooltip_text (widgets->pdata[i]);

          if (GTK_IS_LABEL (widgets->pdata[i]))
            texts[0] = gtk_label_get_text (widgets->pdata[i]);
          texts[1] = tooltip;
          for (guint k = 0; k < G_N_ELEMENTS (texts); k++)
            for (guint n = 0; texts[k] != NULL && n < names->len; n++)
              if (strstr (texts[k], names->pdata[n]) != NULL)
                g_error ("“%s” names an unseen card (%s) in %s", texts[k], (char *) names->pdata[n],
                         widget_path (widgets->pdata[i]));
        }
    }
}

/* ---- The user's decisions ------------------------------------------------ */

/* Picks the first card of the hand, by a click or by Space on the card
 * that has the focus; it is then selected. */
static FlCard
pick_first_card (Fixture *fixture,
                 Round   *round)
{
  g_autoptr(GPtrArray) cards = hand_cards (fixture);
  FlCardWidget *card;
  gboolean selected;

  g_assert_cmpuint (cards->len, >, 0);
  if (round->keyboard)
    {
      /* The focus starts in the hand (help/C/keyboard.page). */
      g_assert_true (FL_IS_CARD_WIDGET (focus (fixture)));
      g_assert_true (g_ptr_array_find (cards, focus (fixture), NULL));
      card = FL_CARD_WIDGET (focus (fixture));
      fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_space, 0);
    }
  else
    {
      card = cards->pdata[0];
      g_assert_true (gtk_widget_activate (GTK_WIDGET (card)));
    }
  g_object_get (card, "selected", &selected, NULL);
  g_assert_true (selected);
  return fl_card_widget_get_card (card);
}

/* A button of the controls labelled @label, by a click or by Tab and
 * Enter. */
static void
press_button (Fixture    *fixture,
              Round      *round,
              const char *label)
{
  GtkWidget *button = fl_test_find_button (controls (fixture), label, NULL, NULL);

  g_assert_nonnull (button);
  if (round->keyboard)
    {
      tab_to (fixture, button);
      fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Return, 0);
    }
  else
    fl_test_click (button);
}

/* One card, picked and confirmed: by the button labelled @label, or by
 * Enter in the hand. */
static FlCard
play_one_card (Fixture    *fixture,
               Round      *round,
               const char *label)
{
  FlCard card = pick_first_card (fixture, round);

  if (round->keyboard)
    fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Return, 0);
  else
    fl_test_click (fl_test_find_button (controls (fixture), label, NULL, NULL));
  return card;
}

static void
shoot_once (Fixture    *fixture,
            Round      *round,
            gboolean   *done,
            const char *what)
{
  g_autofree char *name = NULL;

  if (round->shots == NULL || *done)
    return;
  *done = TRUE;
  name = g_strconcat (round->shots, "-", what, NULL);
  shoot (fixture, name);
}

/* T2-T6: the user's lead. A draw while the stock lasts, but for a sneak
 * and a flaunt of one card early on; once the stock is empty, a flaunt of
 * one card, always allowed (K6). */
static void
lead (Fixture *fixture,
      Round   *round)
{
  FlGame *game = table_game (fixture);
  guint before = fl_game_get_n_actions (game);
  guint seat = (guint) fl_table_page_get_human (table_page (fixture));
  const FlFlauntState *state = full_state (fixture);
  GtkWidget *draw = fl_test_find_button (controls (fixture), _("_Draw"), NULL, NULL);
  GtkWidget *sneak = fl_test_find_button (controls (fixture), _("_Sneak"), NULL, NULL);
  GtkWidget *flaunt = fl_test_find_button (controls (fixture), _("_Flaunt"), NULL, NULL);
  g_autofree char *sneak_one = g_strdup_printf (ngettext ("_Sneak %d Card", "_Sneak %d Cards", 1), 1);
  g_autofree char *flaunt_one = g_strdup_printf (ngettext ("_Flaunt %d Card", "_Flaunt %d Cards", 1), 1);
  const FlAction *action;
  FlCard card;

  /* T2, T5: at a first turn, with no cards, or while no other player
   * holds a card, a draw is all there is, and the button is the one to
   * press. */
  if (!(state->had_turn & (1u << seat)) || state->hand_sizes[seat] == 0
      || fl_flaunt_lead_limit (state, seat) == 0)
    {
      g_assert_nonnull (draw);
      g_assert_null (sneak);
      g_assert_null (flaunt);
      g_assert_true (gtk_widget_has_css_class (draw, "suggested-action"));
      if (round->keyboard)
        {
          /* With no card to select, the focus is on the button
           * (fl-flaunt-controls.c); else Tab goes there. */
          if (state->hand_sizes[seat] > 0)
            tab_to (fixture, draw);
          if (focus (fixture) != draw)
            g_test_message ("At a draw-only turn the focus is on %s (“%s”, %s), not on Draw (mapped %d)",
                            focus (fixture) != NULL ? widget_path (focus (fixture)) : "nothing",
                            GTK_IS_BUTTON (focus (fixture)) ? gtk_button_get_label (GTK_BUTTON (focus (fixture))) : "",
                            GTK_IS_BUTTON (focus (fixture)) ? gtk_button_get_icon_name (GTK_BUTTON (focus (fixture))) : "",
                            gtk_widget_get_mapped (draw));
          g_assert_true (focus (fixture) == draw);
          fl_test_type_key (GTK_WINDOW (fixture->window), GDK_KEY_Return, 0);
        }
      else
        fl_test_click (draw);
      user_action_after (fixture, before, FL_ACTION_DRAW);
      round->n_draws++;
      return;
    }

  if (state->n_stock > 0)
    {
      /* T3, T4: both ways to lead, not yet possible with nothing picked. */
      g_assert_nonnull (draw);
      g_assert_nonnull (sneak);
      g_assert_nonnull (flaunt);
      g_assert_false (gtk_widget_get_sensitive (sneak));
      g_assert_false (gtk_widget_get_sensitive (flaunt));
      shoot_once (fixture, round, &round->shot_lead, "lead");
      if (!round->plain && round->n_sneaks < 2)
        {
          /* Enter in the hand sneaks while the stock lasts. */
          card = play_one_card (fixture, round, sneak_one);
          action = user_action_after (fixture, before, FL_ACTION_SNEAK);
          g_assert_cmpuint (action->n_cards, ==, 1);
          g_assert_cmpuint (action->cards[0], ==, card);
          round->n_sneaks++;
          return;
        }
      if (!round->plain && round->n_flaunts == 0)
        {
          card = pick_first_card (fixture, round);
          press_button (fixture, round, flaunt_one);
          action = user_action_after (fixture, before, FL_ACTION_PLAY);
          g_assert_cmpuint (action->n_cards, ==, 1);
          g_assert_cmpuint (action->cards[0], ==, card);
          round->n_flaunts++;
          return;
        }
      press_button (fixture, round, _("_Draw"));
      user_action_after (fixture, before, FL_ACTION_DRAW);
      round->n_draws++;
      return;
    }

  /* T6: no draw, no sneak: every lead is a flaunt. */
  g_assert_null (draw);
  g_assert_null (sneak);
  g_assert_nonnull (flaunt);
  shoot_once (fixture, round, &round->shot_empty, "stock-empty");
  card = play_one_card (fixture, round, flaunt_one);
  action = user_action_after (fixture, before, FL_ACTION_PLAY);
  g_assert_cmpuint (action->n_cards, ==, 1);
  g_assert_cmpuint (action->cards[0], ==, card);
  round->n_flaunts++;
}

/* C1, C3, C6: asked about a lead, the user challenges a lead of one card
 * once with a card of theirs, and otherwise declines. */
static void
answer (Fixture *fixture,
        Round   *round)
{
  FlGame *game = table_game (fixture);
  guint before = fl_game_get_n_actions (game);
  const FlFlauntState *state = full_state (fixture);
  g_autofree char *challenge_one = g_strdup_printf (ngettext ("_Challenge with %d Card",
                                                              "_Challenge with %d Cards", 1), 1);
  GtkWidget *challenge = fl_test_find_button (controls (fixture), _("_Challenge"), NULL, NULL);
  const FlAction *action;

  g_assert_nonnull (challenge);
  g_assert_false (gtk_widget_get_sensitive (challenge));
  g_assert_nonnull (fl_test_find_button (controls (fixture), _("_Decline"), NULL, NULL));
  shoot_once (fixture, round, &round->shot_challenge, "challenge");
  if (!round->plain && round->n_challenges == 0 && state->plays[0].n_cards == 1)
    {
      FlCard card = play_one_card (fixture, round, challenge_one);

      action = user_action_after (fixture, before, FL_ACTION_CHALLENGE);
      g_assert_cmpuint (action->n_cards, ==, 1);
      g_assert_cmpuint (action->cards[0], ==, card);
      round->n_challenges++;
      return;
    }
  press_button (fixture, round, _("_Decline"));
  user_action_after (fixture, before, FL_ACTION_PASS);
  round->n_declines++;
}

/* The round played out from where it stands; the summary shown at its end
 * is returned. */
static GtkWidget *
play_round (Fixture *fixture,
            Round   *round)
{
  for (guint n = 0;; n++)
    {
      GtkWidget *summary;

      g_assert_cmpuint (n, <, 400);
      fl_test_iterate_until (turn_ready_cb, fixture);
      fl_test_settle (GTK_WIDGET (fixture->window));
      if (round->layout_failures != NULL)
        check_labels (fixture, round->layout_failures);
      if (round->overlaps != NULL)
        check_overlaps (fixture, round->overlaps);
      if (fl_cards_count (&round->secret) > 0)
        {
          check_secret (fixture, &round->secret);
          round->n_secret_checks++;
        }
      summary = summary_shown (fixture);
      if (summary != NULL)
        return summary;
      if (fl_game_get_decision (table_game (fixture)) == FL_DECISION_CHALLENGE)
        answer (fixture, round);
      else
        lead (fixture, round);
    }
}

/* E1, S1: the round is over and scored: every card of the packs was won
 * by someone, one point each. */
static void
check_round_over (Fixture   *fixture,
                  GtkWidget *summary)
{
  const FlFlauntState *state = full_state (fixture);
  int total = 0;

  g_assert_nonnull (summary);
  g_assert_true (fl_game_get_phase (table_game (fixture)) == FL_PHASE_HAND_OVER);
  g_assert_cmpuint (state->round, ==, 1);
  g_assert_cmpuint (state->n_stock, ==, 0);
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_cmpuint (state->hand_sizes[s], ==, 0);
      total += fl_game_get_score (table_game (fixture), s);
    }
  g_assert_cmpint (total, ==, state->n_cards);
}

/* ---- Three players, by the mouse ------------------------------------------ */

static void
test_flaunt_mouse (Fixture       *fixture,
                   gconstpointer  data)
{
  Round round = { .shots = "three" };
  GtkWidget *summary;

  start_from_setup (fixture, 3, 0, 3001);
  summary = play_round (fixture, &round);
  check_round_over (fixture, summary);
  shoot (fixture, "three-summary");

  g_test_message ("Three-handed by mouse: %u draws, %u sneaks, %u flaunts, %u challenges, %u declines",
                  round.n_draws, round.n_sneaks, round.n_flaunts, round.n_challenges, round.n_declines);
  g_assert_cmpuint (round.n_draws, >, 0);
  g_assert_cmpuint (round.n_sneaks, >, 0);
  g_assert_cmpuint (round.n_flaunts, >, 0);
  g_assert_cmpuint (round.n_challenges + round.n_declines, >, 0);
}

/* ---- Seven players, by the keyboard ---------------------------------------- */

static void
test_flaunt_keyboard (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) failures = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) overlaps = g_ptr_array_new_with_free_func (g_free);
  Round round = { .shots = "seven", .keyboard = TRUE, .layout_failures = failures, .overlaps = overlaps };
  GtkWidget *summary;

  start_from_setup (fixture, 7, 3, 7001);
  g_assert_true (fl_test_resize (GTK_WINDOW (fixture->window), 800, 600));
  summary = play_round (fixture, &round);
  check_round_over (fixture, summary);
  check_labels (fixture, failures);
  shoot (fixture, "seven-summary");

  g_test_message ("Seven-handed by keyboard: %u draws, %u sneaks, %u flaunts, %u challenges, %u declines",
                  round.n_draws, round.n_sneaks, round.n_flaunts, round.n_challenges, round.n_declines);
  g_assert_cmpuint (round.n_draws, >, 0);
  g_assert_cmpuint (round.n_sneaks, >, 0);
  g_assert_cmpuint (round.n_flaunts, >, 0);
  for (guint i = 0; i < failures->len; i++)
    g_test_message ("Cut at 800×600: %s", (char *) failures->pdata[i]);
  g_assert_cmpuint (failures->len, ==, 0);
  /* Known: the shared table lays seven places over one another at
   * 800×600 (reported); counted as incomplete, not passed, until fixed. */
  if (overlaps->len > 0)
    {
      g_autofree char *why = g_strdup_printf ("%u pairs of labels drawn over each other at 800×600, as %s",
                                              overlaps->len, (char *) overlaps->pdata[0]);

      g_test_incomplete (why);
    }
}

/* ---- A chosen start: an unseen sneak, and a tie ------------------------------ */

/* A computer player that makes one chosen answer to one chosen lead, and
 * otherwise plays as the random bot does. */
#define TEST_TYPE_SCRIPTED_BOT (test_scripted_bot_get_type ())
G_DECLARE_FINAL_TYPE (TestScriptedBot, test_scripted_bot, TEST, SCRIPTED_BOT, GObject)

struct _TestScriptedBot
{
  GObject  parent_instance;
  FlCard   led;          /* a flaunt of this one card… */
  FlAction answer;       /* …is answered so */
  FlBot   *fallback;
};

static void test_scripted_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestScriptedBot, test_scripted_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, test_scripted_bot_iface_init))

static void
test_scripted_bot_choose_action (FlBot         *bot,
                                 const FlRules *rules,
                                 const void    *observation,
                                 FlAction      *action)
{
  TestScriptedBot *self = TEST_SCRIPTED_BOT (bot);
  const FlFlauntState *seen = observation;

  if (seen->phase == FL_FLAUNT_PHASE_CHALLENGE && seen->face_up && seen->plays[0].n_cards == 1
      && seen->plays[0].cards[0] == self->led)
    {
      *action = self->answer;
      return;
    }
  fl_bot_choose_action (self->fallback, rules, observation, action);
}

static void
test_scripted_bot_iface_init (FlBotInterface *iface)
{
  iface->choose_action = test_scripted_bot_choose_action;
}

static void
test_scripted_bot_finalize (GObject *object)
{
  g_clear_object (&TEST_SCRIPTED_BOT (object)->fallback);
  G_OBJECT_CLASS (test_scripted_bot_parent_class)->finalize (object);
}

static void
test_scripted_bot_class_init (TestScriptedBotClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = test_scripted_bot_finalize;
}

static void
test_scripted_bot_init (TestScriptedBot *self)
{
}

static FlBot *
scripted_bot_new (guint64         seed,
                  FlCard          led,
                  const FlAction *answer)
{
  TestScriptedBot *self = g_object_new (TEST_TYPE_SCRIPTED_BOT, NULL);

  self->fallback = fl_bot_new ("flaunt", "random", seed, NULL);
  g_assert_nonnull (self->fallback);
  self->led = led;
  self->answer = *answer;
  return FL_BOT (self);
}

/* The contest on the user's 9♥ is decided, and the table shows it. */
static gboolean
tie_decided_cb (gpointer data)
{
  Fixture *fixture = data;
  const FlFlauntState *state = full_state (fixture);

  return state->last_n_plays == 2 && state->last_why == FL_FLAUNT_WON_TIE
         && !fl_table_widget_is_revealing (table_widget (fixture));
}

#define CARD(suit, rank) FL_STD_CARD (FL_SUIT_##suit, rank)

static FlCards
cards_of (const FlCard *cards,
          guint         n)
{
  FlCards set = FL_CARDS_EMPTY;

  for (guint i = 0; i < n; i++)
    fl_cards_add (&set, cards[i]);
  return set;
}

/* Three players, the user in seat 0, the dealer (D3); seat 1 leads (T1).
 * Seat 1 sneaks 2♣ 3♦ 4♥; seat 2 holds no card, so is not asked (C6); the
 * user declines, and seat 1 wins its own cards unseen (C5). Seat 2, with
 * no cards, draws (T2). The user flaunts 9♥; seat 1 challenges with 9♠,
 * seat 2 declines: equal single cards (K6), and the later play, seat 1's,
 * wins (C4). To the end of the round no card widget holds 2♣ 3♦ 4♥ and
 * no text names them. */
static void
test_flaunt_secret_and_tie (Fixture       *fixture,
                            gconstpointer  data)
{
  static const FlCard sneaked[] = { CARD (CLUBS, 2), CARD (DIAMONDS, 3), CARD (HEARTS, 4) };
  static const FlCard user[] = { CARD (HEARTS, 9), CARD (CLUBS, 13), CARD (DIAMONDS, 12), CARD (SPADES, 5) };
  static const FlCard leader[] = { CARD (CLUBS, 2), CARD (DIAMONDS, 3), CARD (HEARTS, 4), CARD (SPADES, 9),
                                   CARD (HEARTS, 11) };
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;
  FlTablePage *page;
  FlOptions options;
  FlDeal deal = { .n_hands = 3 };
  FlAction action, tie, pass;
  Round round = { .plain = TRUE };
  const FlFlauntState *state;
  GtkWidget *summary;
  guint before, won_before;
  g_autofree char *flaunt_one = g_strdup_printf (ngettext ("_Flaunt %d Card", "_Flaunt %d Cards", 1), 1);

  {
    g_autoptr(FlGame) probe = fl_game_new ("flaunt", NULL, 1, NULL);

    fl_rules_default_options (fl_game_get_rules (probe), &options);
  }
  options.values[FL_FLAUNT_OPTION_PLAYERS] = 3;
  game = fl_game_new ("flaunt", &options, 4242, &error);
  g_assert_no_error (error);
  deal.hands[0] = cards_of (user, G_N_ELEMENTS (user));
  deal.hands[1] = cards_of (leader, G_N_ELEMENTS (leader));
  deal.hands[2] = FL_CARDS_EMPTY;
  g_assert_true (fl_game_set_deal (game, &deal, &error));
  g_assert_no_error (error);

  /* T1: the dealer's left leads first: seat 1 sneaks three cards. */
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 1);
  fl_action_init (&action, FL_ACTION_SNEAK, 1);
  action.n_cards = G_N_ELEMENTS (sneaked);
  memcpy (action.cards, sneaked, sizeof sneaked);
  g_assert_true (fl_game_apply (game, &action, &error));
  g_assert_no_error (error);
  /* C6: seat 2 holds fewer cards than were led: the user is asked. */
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_CHALLENGE);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flaunt"));
  fl_test_drain ();
  g_assert_true (fl_game_page_play (fl_window_get_game_page (fixture->window), game, 0, "random", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (at_table_cb, fixture);

  /* The opponents' answers to the user's 9♥: 9♠ from seat 1, a pass from
   * seat 2. */
  page = table_page (fixture);
  fl_action_init (&tie, FL_ACTION_CHALLENGE, 1);
  tie.n_cards = 1;
  tie.cards[0] = CARD (SPADES, 9);
  fl_action_init (&pass, FL_ACTION_PASS, 2);
  g_clear_object (&page->bots[1]);
  g_clear_object (&page->bots[2]);
  page->bots[1] = scripted_bot_new (11, CARD (HEARTS, 9), &tie);
  page->bots[2] = scripted_bot_new (12, CARD (HEARTS, 9), &pass);

  round.secret = cards_of (sneaked, G_N_ELEMENTS (sneaked));

  /* The user is asked about a sneak of three cards, face down. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  check_secret (fixture, &round.secret);
  shoot (fixture, "secret-asked");
  before = fl_game_get_n_actions (table_game (fixture));
  fl_test_click (fl_test_find_button (controls (fixture), _("_Decline"), NULL, NULL));
  user_action_after (fixture, before, FL_ACTION_PASS);

  /* C5: unchallenged, seat 1 wins its own three cards, unseen. Seat 2
   * draws (T2); then the user leads. */
  fl_test_iterate_until (turn_ready_cb, fixture);
  state = full_state (fixture);
  g_assert_cmpuint (state->n_won[1], ==, 3);
  g_assert_cmpint (state->last_why, ==, FL_FLAUNT_NONE);
  g_assert_cmpuint (state->hand_sizes[2], ==, 1);
  g_assert_cmpint (fl_game_get_decision (table_game (fixture)), ==, FL_DECISION_PLAY);
  check_secret (fixture, &round.secret);
  shoot (fixture, "secret-unchallenged");

  /* The user flaunts 9♥ with a click on it and one on Flaunt. */
  g_settings_set_string (fl_application_get_settings (application), "animation-speed", "slow");
  before = fl_game_get_n_actions (table_game (fixture));
  won_before = state->n_won[1];
  g_assert_true (gtk_widget_activate (GTK_WIDGET (card_in_hand (fixture, CARD (HEARTS, 9)))));
  fl_test_click (fl_test_find_button (controls (fixture), flaunt_one, NULL, NULL));
  user_action_after (fixture, before, FL_ACTION_PLAY);

  /* C4: 9♥ led, 9♠ later: seat 1 wins the tie and both cards. The
   * computer players pause between moves here, so that the screenshot
   * most likely shows the contest just decided (only the picture depends
   * on it). */
  fl_test_iterate_until (tie_decided_cb, fixture);
  fl_test_settle (GTK_WIDGET (fixture->window));
  shoot (fixture, "tie");
  g_settings_set_string (fl_application_get_settings (application), "animation-speed", "off");
  fl_test_iterate_until (turn_ready_cb, fixture);
  state = full_state (fixture);
  g_assert_cmpuint (state->last_n_plays, ==, 2);
  g_assert_cmpuint (state->last_plays[0].seat, ==, 0);
  g_assert_cmpuint (state->last_plays[1].seat, ==, 1);
  g_assert_cmpuint (state->last_plays[1].cards[0], ==, CARD (SPADES, 9));
  g_assert_cmpuint (state->last_winner, ==, 1);
  g_assert_cmpint (state->last_why, ==, FL_FLAUNT_WON_TIE);
  g_assert_cmpuint (state->n_won[1], ==, won_before + 2);
  check_secret (fixture, &round.secret);
  shoot (fixture, "after-tie");

  /* The rest of the round, the secret checked at every turn and at its
   * end. */
  summary = play_round (fixture, &round);
  check_round_over (fixture, summary);
  check_secret (fixture, &round.secret);
  shoot (fixture, "secret-summary");
  g_test_message ("The unseen sneak checked at %u turns", round.n_secret_checks);
  g_assert_cmpuint (round.n_secret_checks, >, 1);
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ui/flaunt/mouse", Fixture, NULL, fixture_setup, test_flaunt_mouse, fixture_teardown);
  g_test_add ("/ui/flaunt/keyboard", Fixture, NULL, fixture_setup, test_flaunt_keyboard, fixture_teardown);
  g_test_add ("/ui/flaunt/secret-and-tie", Fixture, NULL, fixture_setup, test_flaunt_secret_and_tie,
              fixture_teardown);

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
