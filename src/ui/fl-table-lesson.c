/* fl-table-lesson.c: a lesson taught at the table
 *
 * The table shows the lesson's game from its deal; the script's moves are
 * played one by one at the computer players' pace (fl-table-page.c), and
 * the learner's moves go to the lesson, which makes only the move its step
 * teaches and says why any other is not it, for the tutor to show.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-table-page-private.h"

/**
 * fl_table_page_start_lesson:
 *
 * Starts @lesson at the table: its deal, the script's moves up to the
 * learner's first step played at the computer players' pace.
 */
gboolean
fl_table_page_start_lesson (FlTablePage     *self,
                            const FlLesson  *lesson,
                            GError         **error)
{
  FlBot *bots[FL_MAX_SEATS] = { NULL };
  g_autoptr(FlLessonRun) run = NULL;
  g_autoptr(FlGame) game = NULL;

  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);
  g_return_val_if_fail (lesson != NULL, FALSE);

  run = fl_lesson_run_new (lesson, error);
  if (run == NULL)
    return FALSE;
  /* The table starts from the deal and catches up with the script. */
  game = fl_game_new_from_start (fl_lesson_run_get_game (run));
  g_return_val_if_fail (game != NULL, FALSE);

  fl_table_page_stop (self);
  g_clear_pointer (&self->strength, g_free);
  self->lesson = g_steal_pointer (&run);
  _fl_table_page_sit_down (self, game, fl_lesson_get_seat (lesson), bots);
  _fl_table_page_changed (self);
  return TRUE;
}

/**
 * fl_table_page_get_lesson:
 *
 * Returns: (transfer none) (nullable): the lesson being taught, if any
 */
FlLessonRun *
fl_table_page_get_lesson (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return self->lesson;
}

/**
 * fl_table_page_lesson_waits:
 *
 * Returns: whether the table shows all the lesson has played: the
 *   learner's step (or the lesson's end) is on show
 */
gboolean
fl_table_page_lesson_waits (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), FALSE);

  return self->lesson != NULL && !self->summary_pending
         && fl_game_get_n_actions (self->game) == fl_game_get_n_actions (fl_lesson_run_get_game (self->lesson));
}

/* The learner's move goes to the lesson: made when it is the move the
 * step teaches, else refused with the lesson's reason (the rules' own for
 * an illegal move), which the tutor shows. */
void
_fl_table_page_try_lesson_action (FlTablePage    *self,
                                  const FlAction *action)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *feedback = NULL;
  FlLessonReply reply;

  if (!fl_table_page_lesson_waits (self))
    return;
  if (fl_lesson_run_is_done (self->lesson))
    {
      _fl_table_page_show_toast (self, _("This lesson is completed. Choose another from the game’s lessons, or start a game."));
      return;
    }

  reply = fl_lesson_run_try (self->lesson, action, &feedback, &error);
  if (error != NULL)
    {
      /* The script could not go on: a bug of the lesson's, said plainly. */
      g_warning ("%s", error->message);
      _fl_table_page_show_toast (self, error->message);
    }
  g_free (self->lesson_feedback);
  self->lesson_feedback = g_steal_pointer (&feedback);
  self->lesson_reply = reply;

  if (reply == FL_LESSON_REPLY_RIGHT)
    {
      _fl_table_page_apply_action (self, action);
      return;
    }
  /* Refused: the tutor says why, and the table stays as it was. */
  if (reply == FL_LESSON_REPLY_ILLEGAL)
    _fl_table_page_show_toast (self, self->lesson_feedback);
  _fl_table_page_advance (self);
  _fl_table_page_changed (self);
}

/**
 * fl_table_page_get_lesson_feedback:
 * @reply: (out) (optional): how the lesson took the learner's last move
 *
 * Returns: (nullable): what the lesson said to the learner's last move,
 *   or %NULL before their first
 */
const char *
fl_table_page_get_lesson_feedback (FlTablePage   *self,
                                   FlLessonReply *reply)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  if (reply != NULL)
    *reply = self->lesson_reply;
  return self->lesson_feedback;
}
