/* fl-table-page.c: a game played at the table, the user against bots
 *
 * Runs the game: shows the table as the user's seat sees it, lets the
 * user act through their cards and their game's controls (their moves,
 * with the questions before some: fl-table-moves.c), lets the bots
 * act at the pace the user chose, stops after each hand for its score
 * summary (fl-table-summary.c, with the record of the hands), and at the
 * end offers another game. Or it teaches a lesson (fl-table-lesson.c):
 * the script's moves are played at the bots' pace, and the learner's go
 * to the lesson. Every action is checked by the engine first; a refused
 * one shows the engine's reason and changes nothing. The page knows no
 * game's rules: the table comes from the game's FlTableView and the
 * decisions from its FlGameControls.
 *
 * The main loop never waits on the game's thinking: the bots' moves, the
 * tutor's evaluation of the user's decision (for the warning before a poor
 * move, made as the decision comes when the warnings are on; for the hint,
 * when the user asks for one), each hand's review and
 * the history rebuilt after undo run in worker threads
 * (fl-table-workers.c). The bots' pause runs meanwhile, so they keep the
 * pace the user chose. A move the tutor may warn about and that comes
 * before its evaluation waits for it (fl-table-moves.c), the click taken
 * at once: the caption says so and the hand takes no other move meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-card-widget.h"
#include "fl-game-controls.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"
#include "fl-text.h"

G_DEFINE_FINAL_TYPE (FlTablePage, fl_table_page, ADW_TYPE_BIN)

enum {
  CHANGED,
  HAND_FINISHED,
  PLAY_AGAIN,
  CHANGE_GAME,
  LESSON_DONE,
  THOUGHT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

FlTablePage *
fl_table_page_new (void)
{
  return g_object_new (FL_TYPE_TABLE_PAGE, NULL);
}

/* How long a bot waits before acting, and a card takes to move: the
 * "animation-speed" preference; "off" plays at once. */
static void
pace (FlTablePage *self,
      guint       *bot_ms,
      guint       *move_ms)
{
  static const guint bot[] = { 0, 1400, 800, 350 };
  static const guint move[] = { 0, 450, 280, 160 };
  int speed = self->settings != NULL ? g_settings_get_enum (self->settings, "animation-speed") : 0;

  speed = CLAMP (speed, 0, 3);
  *bot_ms = bot[speed];
  *move_ms = move[speed];
}

gboolean
_fl_table_page_setting (FlTablePage *self,
                        const char  *key,
                        gboolean     fallback)
{
  return self->settings != NULL ? g_settings_get_boolean (self->settings, key) : fallback;
}

/* Toasts rise above the user's hand, which they would otherwise cover,
 * by a margin that follows the hand's height, and keep to the table: not
 * over the tutor beside it. */
static void
lift_toasts (FlTablePage *self,
             GtkWidget   *overlay)
{
  static GtkCssProvider *provider;
  static int margins[3] = { -1, -1, -1 };
  graphene_rect_t hand, page;
  int lift, start, end;

  if (!gtk_widget_compute_bounds (GTK_WIDGET (fl_table_widget_get_hand (self->table)), overlay, &hand)
      || !gtk_widget_compute_bounds (GTK_WIDGET (self), overlay, &page))
    return;
  lift = MAX (0, gtk_widget_get_height (overlay) - (int) hand.origin.y);
  start = MAX (0, (int) page.origin.x);
  end = MAX (0, gtk_widget_get_width (overlay) - (int) (page.origin.x + page.size.width));
  gtk_widget_add_css_class (overlay, "over-table");
  if (lift == margins[0] && start == margins[1] && end == margins[2])
    return;

  if (provider == NULL)
    {
      provider = gtk_css_provider_new ();
      gtk_style_context_add_provider_for_display (gtk_widget_get_display (overlay),
                                                  GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
  margins[0] = lift;
  margins[1] = start;
  margins[2] = end;
  {
    /* Margins are physical: left and right as laid out. */
    g_autofree char *css = g_strdup_printf ("toastoverlay.over-table > toast { margin-bottom: %dpx; "
                                            "margin-left: %dpx; margin-right: %dpx; }",
                                            lift, start, end);

    gtk_css_provider_load_from_data (provider, css, -1);
  }
}

static void
toast_dismissed_cb (FlTablePage *self)
{
  g_clear_object (&self->toast);
}

void
_fl_table_page_show_toast (FlTablePage *self,
                           const char  *text)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  AdwToast *toast;

  g_debug ("%s", text);
  if (overlay == NULL)
    return;
  lift_toasts (self, overlay);
  /* A new refusal takes the place of the one shown, rather than waiting
   * behind it. */
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, text);
      return;
    }
  toast = adw_toast_new (text);
  adw_toast_set_timeout (toast, 4);
  self->toast = g_object_ref (toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

/* Stops the bots' pause; a move being chosen goes on, for when the pause
 * starts again at the same position. */
static void
cancel_bot (FlTablePage *self)
{
  g_clear_handle_id (&self->bot_source, g_source_remove);
  self->bot_due = FALSE;
}

static void
close_dialog (FlTablePage *self)
{
  if (self->dialog != NULL)
    {
      GtkWidget *dialog = g_steal_pointer (&self->dialog);

      g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

void
_fl_table_page_set_dialog (FlTablePage *self,
                           GtkWidget   *dialog)
{
  close_dialog (self);
  self->dialog = dialog;
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
}

/* Whether the user decides now, with no move of theirs waiting. */
static gboolean
user_may_act (FlTablePage *self)
{
  return fl_game_controls_human_decides (self->game, self->human) && !self->summary_pending
         && !self->awaiting_verdict;
}

/* Marks what the user may do in the hand they play from now. */
static void
update_hands (FlTablePage *self)
{
  gboolean deciding = user_may_act (self);
  FlDecisionKind decision = fl_game_get_decision (self->game);
  /* Cards are played, put away in a second deal (a discard) or committed
   * in a challenge. */
  gboolean playing = deciding && (decision == FL_DECISION_PLAY || decision == FL_DECISION_DISCARD ||
                                  decision == FL_DECISION_CHALLENGE);
  gboolean dim = _fl_table_page_setting (self, "dim-unplayable", TRUE);
  gboolean multiple = fl_game_controls_get_multiple (self->controls);
  FlCards playable = FL_CARDS_EMPTY;

  /* The rules say which cards take part in a legal action, without
   * listing the actions (a combination game has too many). */
  if (playing)
    fl_game_get_action_cards (self->game, &playable);

  for (guint i = 0; i < self->view.n_places; i++)
    {
      const FlTablePlace *place = &self->view.places[i];
      FlHandView *hand = fl_table_widget_get_place_hand (self->table, i);
      /* The user's own hand always answers (a card tried out of turn gets
       * the engine's reason); another face-up hand only when the user
       * plays from it now. */
      gboolean active = place->face_up
                        && (i == 0 || (place->controller == self->human && place->to_act && deciding));

      fl_hand_view_set_interactive (hand, active);
      fl_hand_view_set_multiple (hand, active && multiple);
      if (!place->face_up)
        continue;
      /* Only the hands the user plays from are ever dimmed. */
      for (guint c = 0; c < place->n_cards; c++)
        {
          FlCard card = place->cards[c];
          gboolean mine = place->controller == self->human;
          gboolean can = !playing || !mine || (place->to_act && fl_cards_has (&playable, card));

          fl_hand_view_set_playable (hand, card, can, dim && playing && mine);
        }
    }
}

/* The table as the user's seat sees it now. Made again as soon as the
 * game changes, before anyone is told (#FlTablePage::changed): the tutor,
 * the summary and the score sheet read it. */
static void
describe_view (FlTablePage *self)
{
  fl_table_view_clear (&self->view);
  fl_game_describe_table (self->game, self->human, &self->view);
}

static void focus_for_decision (FlTablePage *self);

/* Whether the window's focus went with a widget the new position took
 * away (a card played, controls of a decision made): GTK would later put
 * it on the first widget of the window, a header button. */
static gboolean
focus_lost (FlTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus == NULL || gtk_widget_get_root (focus) != root || !gtk_widget_get_mapped (focus)
         || !gtk_widget_get_focusable (focus);
}

/* The focus is never left on nothing: on the user's decision when they
 * decide, else on their hand. */
static void
keep_focus (FlTablePage *self)
{
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)) || !focus_lost (self))
    return;
  if (fl_game_controls_human_decides (self->game, self->human) && !self->summary_pending)
    focus_for_decision (self);
  if (focus_lost (self))
    fl_hand_view_focus_first (fl_table_widget_get_hand (self->table));
}

void
_fl_table_page_refresh (FlTablePage *self)
{
  g_autofree char *caption = NULL;
  g_autoptr(GArray) targets = NULL;

  describe_view (self);

  fl_table_widget_show (self->table, &self->view, rules_of (self)->deck);
  fl_game_controls_update (self->controls, self->game, self->human, &self->view);
  /* What the game's controls let the user click or activate on the
   * table, when the user may act. */
  if (user_may_act (self))
    targets = fl_game_controls_get_targets (self->controls, self->game, self->human, &self->view);
  fl_table_widget_set_targets (self->table, targets != NULL ? (const FlTableTarget *) (gpointer) targets->data : NULL,
                               targets != NULL ? targets->len : 0);
  gtk_widget_set_visible (GTK_WIDGET (self->controls),
                          gtk_widget_get_first_child (fl_game_controls_get_box (self->controls)) != NULL);
  update_hands (self);

  if (self->awaiting_verdict)
    /* Translators: the table's caption while the tutor judges the move
     * the user just chose, before it is made (or warned about). */
    gtk_label_set_label (self->caption, _("The tutor is weighing your move…"));
  else if (self->view.caption != NULL)
    gtk_label_set_label (self->caption, self->view.caption);
  else if (fl_game_controls_human_decides (self->game, self->human))
    gtk_label_set_label (self->caption, _("Your turn."));
  else
    gtk_label_set_label (self->caption, "");
  gtk_widget_set_visible (GTK_WIDGET (self->caption),
                          *gtk_label_get_label (self->caption) != '\0');
  keep_focus (self);
}

/* A dialog that answered closes itself: the page forgets it, so that
 * leaving the table does not destroy it inside its own response. */
void
_fl_table_page_forget_dialog (FlTablePage *self,
                              GtkWidget   *dialog)
{
  if (self->dialog != dialog)
    return;
  g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
  self->dialog = NULL;
}

/* A button of the summary: @response is "continue" (Next Hand), or at
 * the end of the game "again" or "change". */
void
_fl_table_page_summary_respond (FlTablePage *self,
                                const char  *response)
{
  _fl_table_page_hide_summary (self);
  if (g_str_equal (response, "again"))
    {
      g_signal_emit (self, signals[PLAY_AGAIN], 0);
      return;
    }
  if (g_str_equal (response, "change"))
    {
      g_signal_emit (self, signals[CHANGE_GAME], 0);
      return;
    }
  self->summary_pending = FALSE;
  /* The rules' one move at the end of a hand: the next deal. A lesson
   * ends with its hand. */
  if (self->game != NULL && self->lesson == NULL)
    {
      FlAction next;

      if (fl_rules_next_deal (fl_game_get_rules (self->game), fl_game_get_state (self->game), &next))
        {
          _fl_table_page_apply_action (self, &next);
          return;
        }
    }
  _fl_table_page_advance (self);
}

/* The summary of the hand just scored. */
static void
show_last_summary (FlTablePage *self)
{
  guint index = self->hands->len - (fl_game_is_over (self->game) ? 1 : 2);

  _fl_table_page_show_summary (self, g_ptr_array_index (self->hands, index));
}

/* Tells the user what the last action did (a card played, a trick won,
 * a score), for a screen reader above all. GTK 4.14 announces it; GTK 4.8
 * has no announcements, so the line is kept current in a label with the
 * status role, which a screen reader reads on demand, and as the
 * description of the user's hand, which it reads when the focus comes
 * there (help/C/keyboard.page says so). */
static void
announce_events (FlTablePage *self)
{
  const FlRules *rules = fl_game_get_rules (self->game);
  g_autoptr(GString) text = g_string_new ("");
  g_autoptr(GString) shown = g_string_new ("");
  /* The move that ends a hand brings its whole scoring, which the
   * summary lists line by line: the status line shows the rest of it. */
  gboolean hand_over = fl_game_is_over (self->game) || fl_game_get_decision (self->game) == FL_DECISION_CONTINUE;
  FlEvents events;

  fl_game_see_last_events (self->game, self->human, &events);
  for (guint i = 0; i < events.n_events; i++)
    {
      g_autofree char *sentence = fl_game_describe_event (self->game, &events.events[i], self->human);

      if (sentence == NULL || *sentence == '\0')
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, sentence);
      if (hand_over && rules->event_scores != NULL && rules->event_scores (&events.events[i]))
        continue;
      if (shown->len > 0)
        g_string_append_c (shown, ' ');
      g_string_append (shown, sentence);
    }
  if (text->len == 0)
    return;

  gtk_label_set_label (self->events_label, shown->len > 0 ? shown->str : text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->events_label), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (fl_table_widget_get_hand (self->table)),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text->str, -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Newer than the GTK this is built for at least (GDK_VERSION_MAX_ALLOWED). */
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_accessible_announce (GTK_ACCESSIBLE (self), text->str, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  G_GNUC_END_IGNORE_DEPRECATIONS
#endif
}

void
_fl_table_page_apply_action (FlTablePage    *self,
                             const FlAction *action)
{
  g_autoptr(GError) error = NULL;
  int before = hand_number (self->game);

  if (!fl_game_apply (self->game, action, &error))
    {
      _fl_table_page_show_toast (self, error->message);
      return;
    }
  announce_events (self);

  describe_view (self);
  if (_fl_table_page_record_events (self->hands, self->game, self->human, before,
                                    fl_game_get_n_actions (self->game) - 1))
    {
      self->summary_pending = self->summary_due = TRUE;
      _fl_table_page_review_last_hand (self);
      g_signal_emit (self, signals[HAND_FINISHED], 0);
    }

  _fl_table_page_advance (self);
  /* Told once the table shows the new position, the game's controls
   * included: what is explained from them (the tutor's sentence on a
   * card, which goes with the flashes ticked) is of this position. */
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The bot's move, once chosen and the pause over. */
static void
play_bot_move (FlTablePage *self)
{
  FlAction action = self->bot_action;

  self->bot_for = 0;
  self->bot_chosen = FALSE;
  self->bot_due = FALSE;
  _fl_table_page_apply_action (self, &action);
}

void
_fl_table_page_bot_chosen (FlTablePage *self)
{
  if (self->bot_due)
    play_bot_move (self);
}

/* The bots' pause is over: the bot plays, now or once it has chosen. */
static gboolean
bot_turn_cb (gpointer data)
{
  FlTablePage *self = FL_TABLE_PAGE (data);
  FlAction action;

  self->bot_source = 0;
  if (self->lesson != NULL)
    {
      FlGame *script = fl_lesson_run_get_game (self->lesson);
      guint shown = fl_game_get_n_actions (self->game);

      /* The lesson's next move, as it made it. */
      if (shown < fl_game_get_n_actions (script))
        {
          action = *fl_game_get_action (script, shown);
          _fl_table_page_apply_action (self, &action);
        }
      return G_SOURCE_REMOVE;
    }
  if (self->bot_for != fl_game_get_n_actions (self->game) + 1)
    return G_SOURCE_REMOVE;
  self->bot_due = TRUE;
  if (self->bot_chosen)
    play_bot_move (self);
  return G_SOURCE_REMOVE;
}

/* At the user's turn to play, the focus goes to the hand they play from
 * (their own or the dummy), unless it is on one of its cards already;
 * likewise at a decision made by selecting cards there and confirming
 * them (Flume's discard), when some card may be selected; at any other
 * decision of theirs, to the game's controls. Once a
 * position: the table advances again when a worker's result comes (the
 * history rebuilt), and the focus the user moved meanwhile (up to the
 * controls, a key half pressed there) stays, unless it was lost. */
static void
focus_for_decision (FlTablePage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  guint position = fl_game_get_n_actions (self->game) + 1;

  if (self->focus_placed == position && !focus_lost (self))
    return;
  self->focus_placed = position;

  /* A decision made with the game's controls (a contract, a command)
   * brings the focus there, so that Enter makes it at once. */
  if (fl_game_get_decision (self->game) != FL_DECISION_PLAY)
    {
      FlCards selectable = FL_CARDS_EMPTY;

      if (fl_game_controls_get_multiple (self->controls))
        fl_game_get_action_cards (self->game, &selectable);
      if (fl_cards_is_empty (&selectable))
        {
          fl_table_widget_focus_controls (self->table);
          return;
        }
    }

  for (guint i = 0; i < self->view.n_places; i++)
    {
      const FlTablePlace *place = &self->view.places[i];
      FlHandView *hand = fl_table_widget_get_place_hand (self->table, i);

      if (!place->to_act || place->controller != self->human || !place->face_up)
        continue;
      if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (hand))
          || !FL_IS_CARD_WIDGET (focus) || !fl_card_widget_get_playable (FL_CARD_WIDGET (focus)))
        fl_hand_view_focus_first (hand);
      return;
    }
}

void
_fl_table_page_advance (FlTablePage *self)
{
  guint bot_ms, move_ms;
  int seat;

  if (self->game == NULL)
    return;

  /* The engine keeps a finished hand on the table (FL_PHASE_HAND_OVER)
   * until the next deal, which the summary's button makes; a game over
   * keeps its last hand. A game restored there shows the summary again.
   * It tells the score once the history has the whole hand. */
  if (!self->summary_pending && self->lesson == NULL
      && fl_game_get_phase (self->game) == FL_PHASE_HAND_OVER)
    self->summary_pending = self->summary_due = TRUE;

  pace (self, &bot_ms, &move_ms);
  fl_table_widget_set_animation_ms (self->table, move_ms);
  _fl_table_page_refresh (self);
  cancel_bot (self);

  if (self->summary_due)
    {
      self->summary_due = FALSE;
      if (self->rebuilding)
        self->summary_deferred = TRUE;
      else
        show_last_summary (self);
    }
  if (self->summary_pending || fl_game_is_over (self->game))
    return;

  seat = fl_game_get_current_seat (self->game);
  if (self->lesson != NULL && fl_table_page_lesson_waits (self))
    {
      if (!fl_lesson_run_is_done (self->lesson))
        focus_for_decision (self);
      else if (!self->lesson_done)
        {
          self->lesson_done = TRUE;
          g_signal_emit (self, signals[LESSON_DONE], 0);
        }
      return;
    }
  if (seat == self->human && self->lesson == NULL)
    {
      focus_for_decision (self);
      _fl_table_page_evaluate_for_warning (self);
      return;
    }
  /* The bots wait for the history: a hand they finished would have no
   * summary yet. */
  if (self->rebuilding)
    return;

  /* After a dialog, the focus comes back to the table, never to a header
   * button that Enter would press by surprise. */
  {
    GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
    GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

    if (root != NULL && (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self))))
      fl_hand_view_focus_first (fl_table_widget_get_hand (self->table));
  }

  /* Bots act one at a time, each after the pause the user chose; with
   * "off" they act at once, still through the main loop, so the window
   * stays responsive. A trick just won stays on the table a while longer,
   * for the user to see it before it goes to its winner. */
  if (bot_ms > 0 && fl_table_view_get_trick (&self->view)->n_cards == 0
      && fl_table_view_get_last_trick (&self->view)->n_cards > 0
      && !fl_table_zone_equal (&self->paused_after, fl_table_view_get_last_trick (&self->view)))
    {
      self->paused_after = *fl_table_view_get_last_trick (&self->view);
      self->paused_after.label = NULL;
      bot_ms += MAX (bot_ms, 600);
    }
  /* The bot chooses during the pause, in a worker. */
  if (self->lesson == NULL && self->bot_for != fl_game_get_n_actions (self->game) + 1
      && seat >= 0 && seat != self->human && self->bots[seat] != NULL)
    {
      self->bot_for = fl_game_get_n_actions (self->game) + 1;
      self->bot_chosen = FALSE;
      _fl_table_page_choose_bot_move (self, seat);
    }
  self->bot_source = g_timeout_add (bot_ms, bot_turn_cb, self);
}

void
_fl_table_page_history_rebuilt (FlTablePage *self)
{
  if (self->summary_deferred)
    {
      self->summary_deferred = FALSE;
      show_last_summary (self);
    }
  _fl_table_page_review_last_hand (self);
  _fl_table_page_thought (self);
  _fl_table_page_advance (self);
}

void
_fl_table_page_thought (FlTablePage *self)
{
  _fl_table_page_update_summary (self);
  g_signal_emit (self, signals[THOUGHT], 0);
}

void
_fl_table_page_changed (FlTablePage *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
settings_changed_cb (GSettings   *settings,
                     const char  *key,
                     FlTablePage *self)
{
  static const double scales[] = { 0.8, 1.0, 1.25 };
  int size = CLAMP (g_settings_get_enum (settings, "card-size"), 0, 2);

  fl_table_widget_set_card_scale (self->table, scales[size]);
  fl_table_widget_set_four_colour (self->table, g_settings_get_boolean (settings, "four-colour-deck"));
  fl_table_widget_set_card_order (self->table, g_settings_get_enum (settings, "card-order"));
  /* Warnings turned on during a decision: its move will be judged. */
  if (g_strcmp0 (key, "tutor-warnings") == 0)
    _fl_table_page_evaluate_for_warning (self);
  if (self->game != NULL && !self->summary_pending)
    {
      _fl_table_page_refresh (self);
      if (self->bot_source == 0 && !fl_game_is_over (self->game)
          && fl_game_get_current_seat (self->game) != self->human)
        _fl_table_page_advance (self);
    }
}

/**
 * fl_table_page_set_settings:
 *
 * The preferences the table follows: card size and colours, sorting,
 * dimming, pace.
 */
void
fl_table_page_set_settings (FlTablePage *self,
                            GSettings   *settings)
{
  g_return_if_fail (FL_IS_TABLE_PAGE (self));

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  if (settings != NULL)
    {
      g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), self);
      settings_changed_cb (settings, NULL, self);
    }
}

/**
 * fl_table_page_stop:
 *
 * Leaves the table: no bot acts any more and no dialog stays open.
 */
void
fl_table_page_stop (FlTablePage *self)
{
  g_return_if_fail (FL_IS_TABLE_PAGE (self));

  cancel_bot (self);
  _fl_table_page_invalidate_work (self);
  close_dialog (self);
  _fl_table_page_hide_summary (self);
  self->summary_pending = self->summary_due = FALSE;
  for (guint i = 0; i < FL_MAX_SEATS; i++)
    g_clear_object (&self->bots[i]);
  g_clear_object (&self->game);
  self->focus_placed = 0;
  if (self->controls != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->controls, self);
      fl_table_widget_set_controls (self->table, NULL);
      self->controls = NULL;
    }
  g_ptr_array_set_size (self->hands, 0);
  g_clear_pointer (&self->lesson, fl_lesson_run_free);
  g_clear_pointer (&self->lesson_feedback, g_free);
  self->lesson_done = FALSE;
  /* No last move yet at the next table. */
  gtk_label_set_label (self->events_label, "");
  gtk_widget_set_visible (GTK_WIDGET (self->events_label), FALSE);
  gtk_accessible_reset_property (GTK_ACCESSIBLE (fl_table_widget_get_hand (self->table)),
                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* Sits the user at @human of @game, with @bots (or none, in a lesson),
 * and goes on from wherever @game stands. */
void
_fl_table_page_sit_down (FlTablePage *self,
                         FlGame      *game,
                         int          human,
                         FlBot      **bots)
{
  self->game = g_object_ref (game);
  self->human = human;
  memcpy (self->bots, bots, sizeof self->bots);

  self->controls = fl_game_controls_new_for_game (fl_game_get_id (game));
  g_signal_connect (self->controls, "action", G_CALLBACK (_fl_table_page_controls_action_cb), self);
  fl_table_widget_set_controls (self->table, GTK_WIDGET (self->controls));

  _fl_table_page_rebuild_history (self);
  _fl_table_page_advance (self);
}

/**
 * fl_table_page_start:
 * @game: a new or restored game
 * @human: the user's seat
 * @strength: how the bots play ("random" or "heuristic")
 *
 * Sits the user at @human and bots everywhere else, and goes on from
 * wherever @game stands.
 */
gboolean
fl_table_page_start (FlTablePage  *self,
                     FlGame       *game,
                     int           human,
                     const char   *strength,
                     GError      **error)
{
  FlBot *bots[FL_MAX_SEATS] = { NULL };
  guint n_seats;

  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);
  g_return_val_if_fail (FL_IS_GAME (game), FALSE);

  n_seats = fl_game_get_n_seats (game);
  g_return_val_if_fail (human >= 0 && (guint) human < n_seats, FALSE);

  for (guint seat = 0; seat < n_seats; seat++)
    {
      if ((int) seat == human)
        continue;
      bots[seat] = fl_bot_new (fl_game_get_id (game), strength,
                               fl_game_get_seed (game) * 31 + seat + 1, error);
      if (bots[seat] == NULL)
        {
          for (guint i = 0; i < seat; i++)
            g_clear_object (&bots[i]);
          return FALSE;
        }
    }

  fl_table_page_stop (self);
  g_free (self->strength);
  self->strength = g_strdup (strength);
  _fl_table_page_sit_down (self, game, human, bots);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

FlGame *
fl_table_page_get_game (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return self->game;
}

int
fl_table_page_get_human (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), -1);

  return self->human;
}

const char *
fl_table_page_get_strength (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return self->strength;
}

const FlTableView *
fl_table_page_get_view (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return &self->view;
}

GtkWidget *
fl_table_page_get_table (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return GTK_WIDGET (self->table);
}

GtkWidget *
fl_table_page_get_controls (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return GTK_WIDGET (self->controls);
}

/**
 * fl_table_page_in_progress:
 *
 * Returns: whether a game is being played and is not over
 */
gboolean
fl_table_page_in_progress (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  return self->game != NULL && self->lesson == NULL && !fl_game_is_over (self->game)
         && fl_game_get_n_actions (self->game) > 0;
}

gboolean
fl_table_page_can_undo (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  /* A lesson makes only right moves: none to take back. */
  if (self->game == NULL || self->lesson != NULL
      || !_fl_table_page_setting (self, "allow-undo", TRUE))
    return FALSE;
  for (guint i = fl_game_get_n_actions (self->game); i > 0; i--)
    if (fl_game_get_action (self->game, i - 1)->seat == self->human
        && fl_game_get_action (self->game, i - 1)->kind != FL_ACTION_CONTINUE)
      return TRUE;
  return FALSE;
}

/**
 * fl_table_page_undo:
 *
 * Takes the game back to the user's previous decision.
 */
gboolean
fl_table_page_undo (FlTablePage  *self,
                    GError      **error)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  if (self->game == NULL || !fl_table_page_can_undo (self))
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO,
                   _("There is no move of yours to take back."));
      return FALSE;
    }

  cancel_bot (self);
  _fl_table_page_invalidate_work (self);
  close_dialog (self);
  _fl_table_page_hide_summary (self);
  if (!fl_game_undo (self->game, self->human, error))
    return FALSE;
  describe_view (self);
  self->summary_pending = self->summary_due = FALSE;
  _fl_table_page_rebuild_history (self);
  _fl_table_page_advance (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/**
 * fl_table_page_get_hands:
 *
 * Returns: (transfer none) (element-type FlHandRecord): the hands of the
 *   game so far, as the user was told them; the last is the hand under
 *   way (or the game's last, when it is over)
 */
GPtrArray *
fl_table_page_get_hands (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return self->hands;
}

/**
 * fl_table_page_get_evaluation:
 *
 * The tutor's evaluation of the decision on show, made in a worker: as the
 * decision came when the warnings are on, else when first asked for here;
 * when it is not made yet, it is started if needed, and
 * #FlTablePage::thought says when it comes.
 *
 * Returns: (transfer none) (nullable): the evaluation, or %NULL until it
 *   is made
 */
FlCoachEvaluation *
fl_table_page_get_evaluation (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  if (self->game == NULL)
    return NULL;
  if (self->evaluation != NULL
      && fl_coach_evaluation_get_n_actions (self->evaluation) == fl_game_get_n_actions (self->game))
    return self->evaluation;
  _fl_table_page_evaluate (self);
  return NULL;
}

/**
 * fl_table_page_is_busy:
 *
 * Returns: whether work for the table is under way in a worker thread (a
 *   bot's move, the tutor's evaluation, a review, the history), or the
 *   history is being rebuilt
 */
gboolean
fl_table_page_is_busy (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  return self->n_working > 0 || self->rebuilding;
}

static void
fl_table_page_dispose (GObject *object)
{
  FlTablePage *self = FL_TABLE_PAGE (object);

  fl_table_page_stop (self);
  g_clear_object (&self->toast);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fl_table_page_parent_class)->dispose (object);
}

static void
fl_table_page_finalize (GObject *object)
{
  FlTablePage *self = FL_TABLE_PAGE (object);

  fl_table_view_clear (&self->view);
  g_clear_pointer (&self->hands, g_ptr_array_unref);
  g_clear_object (&self->cancellable);
  g_free (self->strength);

  G_OBJECT_CLASS (fl_table_page_parent_class)->finalize (object);
}

/* Toasts of other pages sit where they always do. */
static void
fl_table_page_unmap (GtkWidget *widget)
{
  GtkWidget *overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);

  if (overlay != NULL)
    gtk_widget_remove_css_class (overlay, "over-table");

  GTK_WIDGET_CLASS (fl_table_page_parent_class)->unmap (widget);
}

/* A table whose window is gone plays no more. Its page may outlive the
 * window (a worker still holds it), and a bot's move arriving then would
 * be played and saved over the game of whatever window came next. */
static void
fl_table_page_unroot (GtkWidget *widget)
{
  fl_table_page_stop (FL_TABLE_PAGE (widget));

  GTK_WIDGET_CLASS (fl_table_page_parent_class)->unroot (widget);
}

static void
fl_table_page_class_init (FlTablePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_table_page_dispose;
  object_class->finalize = fl_table_page_finalize;
  widget_class->unmap = fl_table_page_unmap;
  widget_class->unroot = fl_table_page_unroot;

  /* After every action, once the table shows it: the game is worth
   * saving, and what explains the position is to be made anew. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[HAND_FINISHED] = g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PLAY_AGAIN] = g_signal_new ("play-again", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHANGE_GAME] = g_signal_new ("change-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A lesson's last step was made and its last moves shown. */
  signals[LESSON_DONE] = g_signal_new ("lesson-done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* A worker's result came: the tutor's evaluation, a hand's review, the
   * history rebuilt; or the workers are all done. */
  signals[THOUGHT] = g_signal_new ("thought", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
fl_table_page_init (FlTablePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->hands = g_ptr_array_new_with_free_func (_fl_table_page_hand_record_free);
  self->cancellable = g_cancellable_new ();
  fl_table_view_init (&self->view, 0);

  self->caption = GTK_LABEL (gtk_label_new (NULL));
  fl_label_set_wrapping (self->caption, -1);
  gtk_label_set_justify (self->caption, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->caption), "table-caption");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->caption));

  /* What the last move did, as a status line (announce_events()). */
  self->events_label = g_object_new (GTK_TYPE_LABEL,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                     "wrap", TRUE,
                                     "wrap-mode", PANGO_WRAP_WORD_CHAR,
                                     "justify", GTK_JUSTIFY_CENTER,
                                     "visible", FALSE,
                                     NULL);
  gtk_widget_add_css_class (GTK_WIDGET (self->events_label), "table-events");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->events_label));

  self->table = FL_TABLE_WIDGET (fl_table_widget_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  g_signal_connect (self->table, "card-activated",
                    G_CALLBACK (_fl_table_page_card_activated_cb), self);
  g_signal_connect (self->table, "cards-confirmed",
                    G_CALLBACK (_fl_table_page_cards_confirmed_cb), self);
  g_signal_connect (self->table, "target-activated",
                    G_CALLBACK (_fl_table_page_target_activated_cb), self);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->table));

  /* The summary of a hand lies over the table (fl-table-summary.c). */
  self->overlay = GTK_OVERLAY (gtk_overlay_new ());
  gtk_overlay_set_child (self->overlay, box);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->overlay));
}
