/* fl-tutor-panel.c: the rules tutor beside the table
 *
 * At each of the user's decisions the panel says what they may do and why,
 * with the rule each sentence rests on; what happened since their last
 * move, trick by trick; and, when a hand ends, how it was scored, line by
 * line. The card the user points at (with the pointer or the focus) gets
 * its own sentence: why it may, or may not, be played now. Under every
 * sentence that cites a rule, "Read the rule" opens the rule's own words
 * from the help (fl-rule-quote.c).
 *
 * All of it comes from the engine, from what the user's seat may know: the
 * panel only lays the sentences out.
 *
 * During a lesson, the panel first says what the lesson says: its answer
 * to the learner's last move, then what the step asks (once the table has
 * shown the moves before it), and at the end the lesson's last words. The
 * hint then shows the move the step teaches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-tutor-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-game-controls.h"
#include "fl-hand-view.h"
#include "fl-rule-quote.h"
#include "fl-table-widget.h"
#include "fl-text.h"
#include "fl-tutor-panel.h"

typedef enum
{
  SECTION_LESSON,
  SECTION_HINT,
  SECTION_OPTIONS,
  SECTION_CARD,
  SECTION_STATUS,
  SECTION_HAPPENED,
  SECTION_SCORING,
  SECTION_REVIEW,
  N_SECTIONS
} Section;

struct _FlTutorPanel
{
  AdwBin       parent_instance;

  FlTablePage *table;
  FlCard       pointed;
  guint        hinted;       /* the number of actions when the hint was asked, + 1 */
  gboolean     hint_waits;   /* for the computer players' evaluation */
  GtkWidget   *hint_button;

  GtkWidget   *groups[N_SECTIONS];
  GtkLabel    *titles[N_SECTIONS];
  GtkListBox  *lists[N_SECTIONS];
};

G_DEFINE_FINAL_TYPE (FlTutorPanel, fl_tutor_panel, ADW_TYPE_BIN)

GtkWidget *
fl_tutor_panel_new (void)
{
  return g_object_new (FL_TYPE_TUTOR_PANEL, NULL);
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* One sentence, and the rule it cites, from the help, when it cites one. */
static void
add_line (FlTutorPanel *self,
          Section       section,
          const char   *text)
{
  FlGame *game = fl_table_page_get_game (self->table);
  const FlRules *rules = game != NULL ? fl_game_get_rules (game) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row;
  g_autofree char *rule = NULL;
  const char *help_section = rules != NULL ? fl_rules_find_rule (rules, text, &rule) : NULL;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  gtk_widget_add_css_class (label, "tutor-line");
  gtk_box_append (GTK_BOX (box), label);

  if (help_section != NULL)
    {
      GtkWidget *quote = fl_rule_quote_new (rules->id, help_section, rule, G_OBJECT (self), text);

      gtk_widget_add_css_class (quote, "tutor-link");
      gtk_box_append (GTK_BOX (box), quote);
    }

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, help_section != NULL ? 2 : 8);
  gtk_list_box_append (self->lists[section], box);
  row = gtk_widget_get_last_child (GTK_WIDGET (self->lists[section]));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* The row takes the focus: a screen reader reads its sentence there. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
show_section (FlTutorPanel *self,
              Section       section,
              const char   *title)
{
  gtk_label_set_label (self->titles[section], title);
  gtk_widget_set_visible (self->groups[section],
                          gtk_widget_get_first_child (GTK_WIDGET (self->lists[section])) != NULL);
}

/* The seat the user plays a move for: their own, or the dummy's. */
static gboolean
user_decides (FlTutorPanel *self,
              FlGame       *game)
{
  return fl_game_controls_human_decides (game, fl_table_page_get_human (self->table));
}

static void
update_options (FlTutorPanel *self,
                FlGame       *game)
{
  int human = fl_table_page_get_human (self->table);
  g_auto(GStrv) lines = NULL;
  const char *title;

  clear_list (self->lists[SECTION_OPTIONS]);
  if (fl_game_is_over (game))
    {
      title = _("The Game Is Over");
      add_line (self, SECTION_OPTIONS, _("No more moves can be made. Play again, or choose another game."));
    }
  else if (fl_game_get_phase (game) == FL_PHASE_HAND_OVER)
    {
      /* Translators: the heading of the tutor's “what you may do now”
       * once a hand is scored, before the next is dealt. */
      if (fl_table_page_get_view (self->table)->rounds)
        {
          /* Translators: the same, once a round of Flaunt is scored. */
          title = _("The Round Is Over");
          add_line (self, SECTION_OPTIONS, _("The round is scored, and its last contest is still on the table. Next Round shuffles for the next one."));
        }
      else
        {
          title = _("The Hand Is Over");
          add_line (self, SECTION_OPTIONS, _("The hand is scored, and its last trick is still on the table. Next Hand deals the next one."));
        }
    }
  else if (user_decides (self, game) && (lines = fl_game_explain_options (game, human)) != NULL)
    {
      /* Translators: the heading of the tutor's “what you may do now”. */
      title = _("Your Options");
      for (guint i = 0; lines[i] != NULL; i++)
        add_line (self, SECTION_OPTIONS, lines[i]);
    }
  else
    {
      const FlTableView *view = fl_table_page_get_view (self->table);

      title = _("Waiting");
      add_line (self, SECTION_OPTIONS, view->caption != NULL && *view->caption != '\0'
                                       ? view->caption
                                       : _("The other players are taking their turns."));
    }
  show_section (self, SECTION_OPTIONS, title);
}

/* The sentence for the card the user points at. */
static void
update_card (FlTutorPanel *self,
             FlGame       *game)
{
  int human = fl_table_page_get_human (self->table);
  GtkWidget *controls = fl_table_page_get_controls (self->table);
  g_autoptr(GError) error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  FlAction action;
  FlDecisionKind decision = fl_game_get_decision (game);

  clear_list (self->lists[SECTION_CARD]);
  /* A game of combinations says what the card could join. */
  if (self->pointed != FL_CARD_NONE && !fl_game_is_over (game) && user_decides (self, game)
      && (decision == FL_DECISION_PLAY || decision == FL_DECISION_CHALLENGE)
      && (lines = fl_game_explain_card (game, human, self->pointed)) != NULL)
    {
      for (guint i = 0; lines[i] != NULL; i++)
        add_line (self, SECTION_CARD, lines[i]);
    }
  else if (self->pointed != FL_CARD_NONE && !fl_game_is_over (game) && controls != NULL
           && decision == FL_DECISION_PLAY && user_decides (self, game))
    {
      label = fl_deck_card_label (fl_deck_get (fl_game_get_rules (game)->deck), self->pointed);
      if (!fl_game_controls_card_action (FL_GAME_CONTROLS (controls), game, human, &self->pointed, 1, &action))
        {
          fl_action_init (&action, FL_ACTION_PLAY, human);
          action.n_cards = 1;
          action.cards[0] = self->pointed;
        }
      if (fl_game_check_action (game, &action, &error))
        /* Translators: the tutor on a card the user points at; %s is the
         * card, such as “Q♠”. */
        text = g_strdup_printf (_("You may play %s now."), label);
      else
        /* Translators: %1$s is a card, %2$s the rules' reason it may not
         * be played, a whole sentence. */
        text = g_strdup_printf (_("%1$s cannot be played now. %2$s"), label, error->message);
      add_line (self, SECTION_CARD, text);
    }
  /* Translators: the heading of the tutor's sentence on one card. */
  show_section (self, SECTION_CARD, _("This Card"));
}

/* Where the hand stands for the user: a contract's progress, bonuses. */
static void
update_status (FlTutorPanel *self,
               FlGame       *game)
{
  g_auto(GStrv) lines = fl_game_explain_status (game, fl_table_page_get_human (self->table));

  clear_list (self->lists[SECTION_STATUS]);
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    add_line (self, SECTION_STATUS, lines[i]);
  /* Translators: the heading of the tutor's account of the hand so far:
   * a contract's progress, bonuses. */
  show_section (self, SECTION_STATUS, fl_table_page_get_view (self->table)->rounds ? _("Where the Round Stands")
                                                                                : _("Where the Hand Stands"));
}

/* The text of @event as the user is told it, or NULL when it says nothing. */
static char *
describe (FlGame        *game,
          const FlEvent *event,
          int            human)
{
  char *text = fl_game_describe_event (game, event, human);

  if (text != NULL && *text == '\0')
    g_clear_pointer (&text, g_free);
  return text;
}

/* What happened since the user's last move and, when a hand ended since,
 * how that hand was scored and the review of the user's play in it: read
 * from the table's history of the hands (fl_table_page_get_hands()), which
 * grows with each move, so nothing is replayed here. Only the events since
 * the user's last move and the scored hand's lines are described. Once
 * the next hand is dealt, the hand before belongs to its summary, which
 * the user has left: only the hand under way is told. */
static void
update_history (FlTutorPanel *self,
                FlGame       *game)
{
  const FlRules *rules = fl_game_get_rules (game);
  int human = fl_table_page_get_human (self->table);
  guint n_actions = fl_game_get_n_actions (game);
  GPtrArray *hands = fl_table_page_get_hands (self->table);
  const FlHandRecord *current = hands->len > 0 ? g_ptr_array_index (hands, hands->len - 1) : NULL;
  const FlHandRecord *scored = NULL;
  guint from = 0;
  guint first_hand = hands->len;

  clear_list (self->lists[SECTION_HAPPENED]);
  clear_list (self->lists[SECTION_SCORING]);
  clear_list (self->lists[SECTION_REVIEW]);

  for (guint i = n_actions; i > 0; i--)
    if (fl_game_get_action (game, i - 1)->seat == human)
      {
        from = i - 1;
        break;
      }
  if (current != NULL && !current->finished && fl_game_get_phase (game) != FL_PHASE_HAND_OVER)
    from = MAX (from, current->first_action);

  /* The hands with events since @from: from the last one back. */
  while (first_hand > 0)
    {
      const FlHandRecord *record = g_ptr_array_index (hands, first_hand - 1);

      if (record->actions->len > 0 && g_array_index (record->actions, guint, record->actions->len - 1) < from)
        break;
      first_hand--;
    }
  for (guint h = first_hand; h < hands->len; h++)
    {
      const FlHandRecord *record = g_ptr_array_index (hands, h);

      for (guint e = 0; e < record->events->len; e++)
        {
          g_autofree char *text = NULL;

          if (g_array_index (record->actions, guint, e) < from)
            continue;
          text = describe (game, &g_array_index (record->events, FlEvent, e), human);
          if (text != NULL)
            add_line (self, SECTION_HAPPENED, text);
        }
      /* A hand ended since the user's last move: the last such is scored. */
      if (record->finished && record->end_action > from)
        scored = record;
    }

  for (guint e = 0; scored != NULL && e < scored->events->len; e++)
    {
      const FlEvent *event = &g_array_index (scored->events, FlEvent, e);
      g_autofree char *text = NULL;

      if (rules->event_scores == NULL || !rules->event_scores (event))
        continue;
      text = describe (game, event, human);
      if (text != NULL)
        add_line (self, SECTION_SCORING, text);
    }

  /* With the hand's score, the user's decisions in it that the computer
   * players would have made otherwise: reviewed in a worker
   * (fl-table-workers.c), shown once made. */
  if (scored != NULL && scored->review != NULL && fl_table_page_get_lesson (self->table) == NULL)
    {
      for (guint i = 0; i < scored->review->len; i++)
        add_line (self, SECTION_REVIEW, scored->review->pdata[i]);
      if (scored->review->len == 0)
        add_line (self, SECTION_REVIEW,
                  fl_table_page_get_view (self->table)->rounds
                  ? _("In this round, every choice you made did as well as the computer players’ own.")
                  : _("In this hand, every choice you made did as well as the computer players’ own."));
    }

  /* Translators: the heading of the tutor's account of the moves since
   * the user's last one. */
  show_section (self, SECTION_HAPPENED, _("What Just Happened"));
  /* Translators: the heading of a hand's score, line by line. */
  show_section (self, SECTION_SCORING, fl_table_page_get_view (self->table)->rounds
                                       ? _("How the Round Was Scored") : _("How the Hand Was Scored"));
  /* Translators: the heading of the tutor's review of the user's
   * decisions in the hand just scored. */
  show_section (self, SECTION_REVIEW, _("Your Play Reviewed"));
}

/* The lesson's words: its answer to the learner's last move, styled as
 * right or wrong, then what the step asks, or its last words. */
static void
update_lesson (FlTutorPanel *self)
{
  FlLessonRun *run = fl_table_page_get_lesson (self->table);
  const FlLesson *lesson;
  FlLessonReply reply;
  const char *feedback;
  g_autofree char *title = NULL;

  clear_list (self->lists[SECTION_LESSON]);
  if (run == NULL)
    {
      gtk_widget_set_visible (self->groups[SECTION_LESSON], FALSE);
      return;
    }

  lesson = fl_lesson_run_get_lesson (run);
  feedback = fl_table_page_get_lesson_feedback (self->table, &reply);
  if (feedback != NULL)
    {
      static const char *const classes[] = {
        [FL_LESSON_REPLY_ILLEGAL] = "lesson-illegal",
        [FL_LESSON_REPLY_WRONG] = "lesson-wrong",
        [FL_LESSON_REPLY_RIGHT] = "lesson-right",
      };
      GtkWidget *row;

      add_line (self, SECTION_LESSON, feedback);
      row = gtk_widget_get_last_child (GTK_WIDGET (self->lists[SECTION_LESSON]));
      gtk_widget_add_css_class (row, "lesson-feedback");
      gtk_widget_add_css_class (row, classes[reply]);
    }
  if (fl_table_page_lesson_waits (self->table))
    {
      GtkWidget *row;

      add_line (self, SECTION_LESSON, fl_lesson_run_get_prompt (run));
      row = gtk_widget_get_last_child (GTK_WIDGET (self->lists[SECTION_LESSON]));
      gtk_widget_add_css_class (row, "lesson-prompt");
    }

  if (fl_lesson_run_is_done (run))
    /* Translators: the heading of the tutor's lesson section once the
     * lesson is completed; %s is the lesson's title. */
    title = g_strdup_printf (_("%s: Completed"), fl_lesson_get_title (lesson));
  else
    /* Translators: the heading of the tutor's lesson section: %1$s is the
     * lesson's title, %2$u the step the learner is at, %3$u the number
     * of steps (“Exact Tricks: Step 2 of 4”). */
    title = g_strdup_printf (_("%1$s: Step %2$u of %3$u"), fl_lesson_get_title (lesson),
                             fl_lesson_run_get_step (run) + 1, fl_lesson_get_n_steps (lesson));
  show_section (self, SECTION_LESSON, title);
}

/* The hands a hint may point into: the user's and the places' (Flunk's
 * dummy, when the user deals). */
static void
highlight_hint (FlTutorPanel *self,
                FlCard        card)
{
  FlTableWidget *table = FL_TABLE_WIDGET (fl_table_page_get_table (self->table));
  FlHandView *hand = fl_table_widget_get_hand (table);
  gboolean focused = FALSE;

  fl_hand_view_set_highlighted (hand, card);
  if (card != FL_CARD_NONE && fl_hand_view_get_card_widget (hand, card) != NULL)
    focused = fl_hand_view_focus_card (hand, card);
  for (guint place = 1; place < FL_TABLE_MAX_PLACES; place++)
    {
      FlHandView *other = fl_table_widget_get_place_hand (table, place);

      if (other == NULL)
        continue;
      fl_hand_view_set_highlighted (other, card);
      if (!focused && card != FL_CARD_NONE && fl_hand_view_get_card_widget (other, card) != NULL)
        focused = fl_hand_view_focus_card (other, card);
    }
}

/**
 * fl_tutor_panel_show_hint:
 *
 * Asks a computer player what it would do in the user's place, from what
 * the user may see, and shows its choice with its reason; a card to play
 * is marked in the hand and gets the focus.
 *
 * Returns: whether there was a decision of the user's to give a hint for
 */
gboolean
fl_tutor_panel_show_hint (FlTutorPanel *self)
{
  FlGame *game;
  const void *observation;
  g_autofree char *name = NULL;
  g_autofree char *choice = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *why = NULL;
  const FlRules *rules;
  const FlAction *best;
  const FlAdvice *advice;
  FlCoachEvaluation *evaluation;

  g_return_val_if_fail (FL_IS_TUTOR_PANEL (self), FALSE);

  game = self->table != NULL ? fl_table_page_get_game (self->table) : NULL;
  if (game == NULL || fl_game_is_over (game) || !user_decides (self, game))
    return FALSE;

  rules = fl_game_get_rules (game);

  /* In a lesson, the hint is the move the step teaches. */
  if (fl_table_page_get_lesson (self->table) != NULL)
    {
      g_autofree guint8 *seen = g_malloc0 (rules->state_size);
      FlAction expected;

      if (!fl_table_page_lesson_waits (self->table)
          || !fl_lesson_run_get_expected (fl_table_page_get_lesson (self->table), &expected))
        return FALSE;
      fl_game_observe (game, fl_game_get_current_seat (game), seen);
      name = rules->name_action (seen, &expected);
      /* Translators: the tutor's hint during a lesson; %s is a card, a
       * contract, a pass or a command, as fits the step. */
      choice = g_strdup_printf (_("This step asks for %s."), name);
      clear_list (self->lists[SECTION_HINT]);
      add_line (self, SECTION_HINT, choice);
      show_section (self, SECTION_HINT, _("Hint"));
      self->hinted = fl_game_get_n_actions (game) + 1;
      highlight_hint (self, expected.kind == FL_ACTION_PLAY && expected.n_cards == 1 ? expected.cards[0] : FL_CARD_NONE);
      return TRUE;
    }

  /* The computer players' evaluation, made in a worker (as the decision
   * came when the warnings are on, else started now): until it is, the
   * hint says they are thinking, and comes with it (table_thought_cb()). */
  evaluation = fl_table_page_get_evaluation (self->table);
  if (evaluation == NULL)
    {
      clear_list (self->lists[SECTION_HINT]);
      /* Translators: the tutor's hint while the computer players are
       * still weighing the user's decision. */
      add_line (self, SECTION_HINT, _("The computer players are thinking…"));
      show_section (self, SECTION_HINT, _("Hint"));
      self->hinted = fl_game_get_n_actions (game) + 1;
      self->hint_waits = TRUE;
      return TRUE;
    }
  self->hint_waits = FALSE;
  advice = fl_coach_evaluation_get_advice (evaluation);
  if (advice == NULL)
    {
      clear_list (self->lists[SECTION_HINT]);
      gtk_widget_set_visible (self->groups[SECTION_HINT], FALSE);
      return FALSE;
    }
  observation = fl_coach_evaluation_get_observation (evaluation);

  best = &advice->options[advice->best];
  name = rules->name_action (observation, best);
  /* Translators: the tutor's hint; %s is a card, a contract, a pass or a
   * command, as fits the decision. */
  choice = g_strdup_printf (_("The computer players would choose %s."), name);
  reason = fl_advice_explain (advice, rules, observation);
  /* The game's own reason, when the choice was a choice. */
  if (advice->n_options > 1)
    why = fl_rules_explain_choice (rules, observation, best);

  clear_list (self->lists[SECTION_HINT]);
  add_line (self, SECTION_HINT, choice);
  if (why != NULL)
    add_line (self, SECTION_HINT, why);
  add_line (self, SECTION_HINT, reason);
  /* Translators: the heading of the tutor's hint. */
  show_section (self, SECTION_HINT, _("Hint"));
  self->hinted = fl_game_get_n_actions (game) + 1;

  highlight_hint (self, best->kind == FL_ACTION_PLAY && best->n_cards == 1 ? best->cards[0] : FL_CARD_NONE);
  return TRUE;
}

static void
hint_clicked_cb (FlTutorPanel *self)
{
  fl_tutor_panel_show_hint (self);
}

/**
 * fl_tutor_panel_update:
 *
 * Explains the table's position anew.
 */
void
fl_tutor_panel_update (FlTutorPanel *self)
{
  FlGame *game;

  g_return_if_fail (FL_IS_TUTOR_PANEL (self));

  game = self->table != NULL ? fl_table_page_get_game (self->table) : NULL;
  if (game == NULL)
    {
      gtk_widget_set_visible (self->hint_button, FALSE);
      for (guint i = 0; i < N_SECTIONS; i++)
        {
          clear_list (self->lists[i]);
          gtk_widget_set_visible (self->groups[i], FALSE);
        }
      return;
    }

  /* A hint holds until the position changes. */
  if (self->hinted != fl_game_get_n_actions (game) + 1)
    {
      self->hinted = 0;
      self->hint_waits = FALSE;
      clear_list (self->lists[SECTION_HINT]);
      gtk_widget_set_visible (self->groups[SECTION_HINT], FALSE);
      highlight_hint (self, FL_CARD_NONE);
    }
  gtk_widget_set_visible (self->hint_button, !fl_game_is_over (game) && user_decides (self, game)
                                            && (fl_table_page_get_lesson (self->table) == NULL
                                                || (fl_table_page_lesson_waits (self->table)
                                                    && !fl_lesson_run_is_done (fl_table_page_get_lesson (self->table)))));

  update_lesson (self);
  update_options (self, game);
  update_card (self, game);
  update_status (self, game);
  update_history (self, game);
}

/**
 * fl_tutor_panel_point_card:
 * @card: the card the user points at, or %FL_CARD_NONE
 *
 * Says why @card may or may not be played now.
 */
void
fl_tutor_panel_point_card (FlTutorPanel *self,
                           FlCard        card)
{
  FlGame *game;

  g_return_if_fail (FL_IS_TUTOR_PANEL (self));

  self->pointed = card;
  game = self->table != NULL ? fl_table_page_get_game (self->table) : NULL;
  if (game != NULL)
    update_card (self, game);
}

static void
table_changed_cb (FlTutorPanel *self)
{
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fl_tutor_panel_update (self);
}

/* A worker's result: the hint waited for may be there, or a review. */
static void
table_thought_cb (FlTutorPanel *self)
{
  FlGame *game = fl_table_page_get_game (self->table);

  if (game != NULL && self->hint_waits && self->hinted == fl_game_get_n_actions (game) + 1)
    fl_tutor_panel_show_hint (self);
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    fl_tutor_panel_update (self);
}

static void
card_pointed_cb (FlTableWidget *table,
                 guint          card,
                 FlTutorPanel  *self)
{
  fl_tutor_panel_point_card (self, (FlCard) card);
}

/**
 * fl_tutor_panel_set_table:
 *
 * Explains the game played at @table, following it as it changes.
 */
void
fl_tutor_panel_set_table (FlTutorPanel *self,
                          FlTablePage  *table)
{
  g_return_if_fail (FL_IS_TUTOR_PANEL (self));
  g_return_if_fail (table == NULL || FL_IS_TABLE_PAGE (table));

  if (self->table != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->table, self);
      g_signal_handlers_disconnect_by_data (fl_table_page_get_table (self->table), self);
    }
  g_set_object (&self->table, table);
  if (table != NULL)
    {
      g_signal_connect_swapped (table, "changed", G_CALLBACK (table_changed_cb), self);
      g_signal_connect_swapped (table, "thought", G_CALLBACK (table_thought_cb), self);
      g_signal_connect (fl_table_page_get_table (table), "card-pointed", G_CALLBACK (card_pointed_cb), self);
    }
  fl_tutor_panel_update (self);
}

/**
 * fl_tutor_panel_get_text:
 *
 * Returns: every heading and sentence the panel shows, one per line
 */
char *
fl_tutor_panel_get_text (FlTutorPanel *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (FL_IS_TUTOR_PANEL (self), NULL);

  for (guint i = 0; i < N_SECTIONS; i++)
    {
      if (!gtk_widget_get_visible (self->groups[i]))
        continue;
      g_string_append_printf (text, "%s\n", gtk_label_get_label (self->titles[i]));
      for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->lists[i])); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

          g_string_append_printf (text, "%s\n", gtk_label_get_label (GTK_LABEL (gtk_widget_get_first_child (box))));
        }
    }
  return g_string_free (text, FALSE);
}

static void
fl_tutor_panel_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (fl_tutor_panel_parent_class)->map (widget);

  /* Hidden, the panel leaves its sentences alone: catch up. */
  fl_tutor_panel_update (FL_TUTOR_PANEL (widget));
}

static void
fl_tutor_panel_dispose (GObject *object)
{
  FlTutorPanel *self = FL_TUTOR_PANEL (object);

  fl_tutor_panel_set_table (self, NULL);

  G_OBJECT_CLASS (fl_tutor_panel_parent_class)->dispose (object);
}

static void
fl_tutor_panel_class_init (FlTutorPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_tutor_panel_dispose;
  widget_class->map = fl_tutor_panel_map;

  gtk_widget_class_set_css_name (widget_class, "tutor");
}

static void
fl_tutor_panel_init (FlTutorPanel *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  self->pointed = FL_CARD_NONE;

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);

  for (guint i = 0; i < N_SECTIONS; i++)
    {
      GtkWidget *group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *title = gtk_label_new (NULL);
      GtkWidget *list = gtk_list_box_new ();

      gtk_label_set_xalign (GTK_LABEL (title), 0.0);
      fl_label_set_wrapping (GTK_LABEL (title), -1);
      gtk_widget_add_css_class (title, "heading");
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      gtk_box_append (GTK_BOX (group), title);
      gtk_box_append (GTK_BOX (group), list);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY, title, NULL, -1);
      gtk_widget_set_visible (group, FALSE);
      gtk_box_append (GTK_BOX (box), group);

      self->groups[i] = group;
      self->titles[i] = GTK_LABEL (title);
      self->lists[i] = GTK_LIST_BOX (list);
    }
  gtk_widget_set_name (self->groups[SECTION_LESSON], "tutor-lesson");
  gtk_widget_set_name (self->groups[SECTION_HINT], "tutor-hint");
  gtk_widget_set_name (self->groups[SECTION_OPTIONS], "tutor-options");
  gtk_widget_set_name (self->groups[SECTION_CARD], "tutor-card");
  gtk_widget_set_name (self->groups[SECTION_STATUS], "tutor-status");
  gtk_widget_set_name (self->groups[SECTION_HAPPENED], "tutor-happened");
  gtk_widget_set_name (self->groups[SECTION_SCORING], "tutor-scoring");
  gtk_widget_set_name (self->groups[SECTION_REVIEW], "tutor-review");

  /* Translators: the tutor's button for a hint (Ctrl+H). */
  self->hint_button = gtk_button_new_with_mnemonic (_("Show _Hint"));
  gtk_widget_set_tooltip_text (self->hint_button, _("What the computer players would do in your place, and why"));
  gtk_widget_set_halign (self->hint_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->hint_button, "pill");
  gtk_widget_set_visible (self->hint_button, FALSE);
  g_signal_connect_swapped (self->hint_button, "clicked", G_CALLBACK (hint_clicked_cb), self);
  gtk_box_insert_child_after (GTK_BOX (box), self->hint_button, self->groups[SECTION_LESSON]);

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  adw_bin_set_child (ADW_BIN (self), scrolled);
  gtk_widget_set_size_request (GTK_WIDGET (self), 300, -1);
}
