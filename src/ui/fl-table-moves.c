/* fl-table-moves.c: the user's moves at the table
 *
 * A card activated, cards confirmed, a target on the table or an action
 * of the game's controls becomes the user's move, which the engine checks
 * first: a refused one shows the engine's reason and changes nothing. In
 * a lesson the move goes to the lesson (fl-table-lesson.c). A move the
 * game's controls question is asked about first; with the warnings on,
 * so is a move the tutor finds poor (Play Anyway or Show Hint, each
 * question's heading and button worded by the game's controls for the
 * move: “Declare High 9 Anyway?”, “Declare Anyway”). The tutor
 * weighs the user's decision as it comes, in a worker
 * (fl-table-workers.c); a move that comes before its evaluation waits for
 * it, the click taken at once: the caption says so and the hand takes no
 * other move meanwhile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-game-controls.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"

/* With the warnings on, the tutor weighs the user's decision as it comes,
 * to judge their move at once; with them off, nothing is weighed unless
 * the user asks for a hint (fl_table_page_get_evaluation()). */
void
_fl_table_page_evaluate_for_warning (FlTablePage *self)
{
  if (_fl_table_page_setting (self, "tutor-warnings", FALSE) && self->game != NULL
      && !self->summary_pending && fl_game_controls_human_decides (self->game, self->human))
    _fl_table_page_evaluate (self);
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     FlTablePage      *self)
{
  _fl_table_page_forget_dialog (self, GTK_WIDGET (dialog));
  if (g_str_equal (response, "play"))
    _fl_table_page_apply_action (self, &self->pending);
  else if (g_str_equal (response, "hint"))
    gtk_widget_activate_action (GTK_WIDGET (self), "game.hint", NULL);
}

/* A question before @action, without its responses: its heading says
 * what the action does, in the game's words, and so does @button, the
 * label of the response that makes it
 * (fl_game_controls_question_texts()). */
static AdwMessageDialog *
new_question (FlTablePage     *self,
              const FlAction  *action,
              const char      *body,
              char           **button)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *heading = NULL;

  self->pending = *action;
  fl_game_controls_question_texts (self->controls, self->game, action, &heading, button);
  return ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                     heading, body));
}

static void
present_question (FlTablePage      *self,
                  AdwMessageDialog *dialog)
{
  adw_message_dialog_set_response_appearance (dialog, "play", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), self);
  _fl_table_page_set_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Asks before a move the tutor finds poor: the reason, with the choice of
 * making it anyway or seeing the hint. */
static void
show_warning (FlTablePage    *self,
              const FlAction *action,
              const char     *reason)
{
  g_autofree char *button = NULL;
  AdwMessageDialog *dialog = new_question (self, action, reason, &button);

  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "hint", _("Show _Hint"),
                                    "play", button,
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "hint", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "hint");
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "tutor-warning");
  present_question (self, dialog);
}

/* The tutor's verdict on @action, from its evaluation of the decision
 * (fl_coach_evaluation_warning(), as fl_coach_warning()): a question when
 * the move is poor. Before the evaluation is made, the move waits for it.
 * Returns whether the move waits, for the verdict or the user's answer. */
static gboolean
warn_poor_move (FlTablePage    *self,
                const FlAction *action)
{
  g_autofree char *reason = NULL;
  FlCoachEvaluation *evaluation;

  if (!_fl_table_page_setting (self, "tutor-warnings", FALSE) || action->seat != self->human)
    return FALSE;
  evaluation = fl_table_page_get_evaluation (self);
  if (evaluation == NULL)
    {
      if (self->evaluating == 0)
        return FALSE;
      self->pending = *action;
      self->awaiting_verdict = TRUE;
      _fl_table_page_refresh (self);
      return TRUE;
    }
  reason = fl_coach_evaluation_warning (evaluation, action);
  if (reason == NULL)
    return FALSE;
  show_warning (self, action, reason);
  return TRUE;
}

void
_fl_table_page_evaluated (FlTablePage *self)
{
  g_autofree char *reason = NULL;

  if (self->awaiting_verdict)
    {
      self->awaiting_verdict = FALSE;
      reason = fl_coach_evaluation_warning (self->evaluation, &self->pending);
      if (reason != NULL)
        {
          _fl_table_page_refresh (self);
          show_warning (self, &self->pending, reason);
        }
      else
        {
          FlAction action = self->pending;

          _fl_table_page_apply_action (self, &action);
        }
    }
  _fl_table_page_thought (self);
}

static void
try_action (FlTablePage    *self,
            const FlAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *question = NULL;

  /* One move at a time: one waiting for the tutor's verdict is taken. */
  if (self->summary_pending || self->awaiting_verdict)
    return;

  if (self->lesson != NULL)
    {
      _fl_table_page_try_lesson_action (self, action);
      return;
    }

  if (!fl_game_check_action (self->game, action, &error))
    {
      _fl_table_page_show_toast (self, error->message);
      return;
    }

  question = fl_game_controls_confirm_text (self->controls, self->game, action);
  if (question != NULL)
    {
      g_autofree char *button = NULL;
      AdwMessageDialog *dialog = new_question (self, action, question, &button);

      adw_message_dialog_add_responses (dialog,
                                        "cancel", _("_Cancel"),
                                        "play", button,
                                        NULL);
      adw_message_dialog_set_default_response (dialog, "cancel");
      gtk_widget_add_css_class (GTK_WIDGET (dialog), "costly-move");
      present_question (self, dialog);
      return;
    }

  if (warn_poor_move (self, action))
    return;

  _fl_table_page_apply_action (self, action);
}

/* Plays @cards for the user, the card activated or the cards confirmed,
 * as the game's controls make them an action. Returns whether they were
 * played (or a question about them asked). */
static gboolean
play_cards (FlTablePage  *self,
            const FlCard *cards,
            guint         n_cards)
{
  FlAction action;
  guint before;

  if (self->game == NULL || self->summary_pending || n_cards == 0 || n_cards > FL_ACTION_MAX_CARDS)
    return FALSE;

  if (!fl_game_controls_card_action (self->controls, self->game, self->human, cards, n_cards, &action))
    {
      /* Not the user's turn: the engine says so in its own words. */
      fl_action_init (&action, FL_ACTION_PLAY, self->human);
      action.n_cards = (guint8) n_cards;
      memcpy (action.cards, cards, n_cards * sizeof *cards);
    }
  before = fl_game_get_n_actions (self->game);
  try_action (self, &action);
  return fl_game_get_n_actions (self->game) != before || self->dialog != NULL || self->awaiting_verdict;
}

/**
 * fl_table_page_play_card:
 *
 * Plays @card for the user as if they had activated it: refused with the
 * engine's reason in a toast when it may not be played.
 *
 * Returns: whether the card was played (or a question about it asked)
 */
gboolean
fl_table_page_play_card (FlTablePage *self,
                         FlCard       card)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  return play_cards (self, &card, 1);
}

void
_fl_table_page_card_activated_cb (FlTableWidget *table,
                                  guint          card,
                                  FlTablePage   *self)
{
  fl_table_page_play_card (self, (FlCard) card);
}

/* Cards selected in a hand the user plays several cards from, confirmed. */
void
_fl_table_page_cards_confirmed_cb (FlTableWidget *table,
                                   guint          place,
                                   GArray        *cards,
                                   FlTablePage   *self)
{
  play_cards (self, (const FlCard *) (gpointer) cards->data, cards->len);
}

/* One of the targets the game's controls named, activated: the action
 * they make of it goes the way of a card's. */
void
_fl_table_page_target_activated_cb (FlTableWidget       *table,
                                    const FlTableTarget *target,
                                    FlTablePage         *self)
{
  FlAction action;

  if (self->game == NULL || self->summary_pending)
    return;
  if (fl_game_controls_target_action (self->controls, self->game, self->human, target, &action))
    try_action (self, &action);
}

void
_fl_table_page_controls_action_cb (FlGameControls *controls,
                                   const FlAction *action,
                                   FlTablePage    *self)
{
  try_action (self, action);
}
