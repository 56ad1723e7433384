/* fl-table-workers.c: the table's work off the main thread
 *
 * What may take long runs in a worker thread (GTask), so that the window
 * answers and draws meanwhile, however long the game or slow the bots:
 * a bot's move, the tutor's evaluation of the user's decision (the hint,
 * and the warning before a poor move), the review of a hand, and the
 * history of the hands rebuilt after undo or on a restored game.
 *
 * An FlGame is not to be shared between threads, so each worker gets
 * plain copies: an observation and the rules, an FlCoachEvaluation, or an
 * FlGameSnapshot it replays into a game of its own. Its result comes back
 * to the main loop, where it is taken only if it is still about the game
 * as it stands: undo, a new game and leaving the table cancel the work
 * under way (the page's GCancellable) and bump the page's generation, and
 * a result of another generation, or of another position, is dropped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-page"

#include "config.h"

#include "fl-table-page-private.h"

typedef enum
{
  WORK_BOT,
  WORK_EVALUATION,
  WORK_REVIEW,
  WORK_HISTORY,
} WorkKind;

typedef struct
{
  WorkKind           kind;
  guint              generation;
  guint              n_actions;            /* the position the work is about */
  int                human;

  /* WORK_BOT */
  FlBot             *bot;
  const FlRules     *rules;
  guint8            *observation;
  FlAction           action;

  /* WORK_EVALUATION */
  FlCoachEvaluation *evaluation;

  /* WORK_REVIEW, WORK_HISTORY */
  FlGameSnapshot    *snapshot;
  guint              from, to;
  GPtrArray         *review;
  GPtrArray         *hands;                /* FlHandRecord */
} Work;

static void
work_free (gpointer data)
{
  Work *work = data;

  g_clear_object (&work->bot);
  g_free (work->observation);
  g_clear_pointer (&work->evaluation, fl_coach_evaluation_free);
  g_clear_pointer (&work->snapshot, fl_game_snapshot_free);
  g_clear_pointer (&work->review, g_ptr_array_unref);
  g_clear_pointer (&work->hands, g_ptr_array_unref);
  g_free (work);
}

/* A bot keeps its own random generator: one move at a time, whichever
 * page or stale task asks. */
static GMutex bot_lock;

/* The tests' hold on every worker (_fl_table_page_hold_workers()). */
static GMutex gate_lock;
static GCond gate_cond;
static gboolean gate_held;

/**
 * _fl_table_page_hold_workers:
 * @hold: whether the workers wait
 *
 * For the tests only: while held, every worker of every table waits
 * before its work (until released, or its work is cancelled), as a very
 * slow bot or evaluation would, so that a test can check what the table
 * does meanwhile without depending on time.
 */
void
_fl_table_page_hold_workers (gboolean hold)
{
  g_mutex_lock (&gate_lock);
  gate_held = hold;
  g_cond_broadcast (&gate_cond);
  g_mutex_unlock (&gate_lock);
}

static void
wait_at_gate (GCancellable *cancellable)
{
  g_mutex_lock (&gate_lock);
  while (gate_held && !g_cancellable_is_cancelled (cancellable))
    g_cond_wait_until (&gate_cond, &gate_lock, g_get_monotonic_time () + 20 * G_TIME_SPAN_MILLISECOND);
  g_mutex_unlock (&gate_lock);
}

/* The history of the hands up to the snapshot's last action, as
 * _fl_table_page_record_events() makes it move by move. */
static GPtrArray *
replay_history (const FlGameSnapshot *snapshot,
                int                   human,
                GCancellable         *cancellable)
{
  GPtrArray *hands = g_ptr_array_new_with_free_func (_fl_table_page_hand_record_free);
  g_autoptr(FlGame) replay = fl_game_new_from_start (fl_game_snapshot_get_start (snapshot));
  guint n = fl_game_snapshot_get_n_actions (snapshot);

  g_ptr_array_add (hands, _fl_table_page_hand_record_new (hand_number (replay), 0));
  for (guint i = 0; i < n && !g_cancellable_is_cancelled (cancellable); i++)
    {
      int before = hand_number (replay);

      if (!fl_game_apply (replay, fl_game_snapshot_get_action (snapshot, i), NULL))
        break;
      _fl_table_page_record_events (hands, replay, human, before, i);
    }
  return hands;
}

static void
work_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  Work *work = task_data;

  wait_at_gate (cancellable);
  if (g_task_return_error_if_cancelled (task))
    return;

  switch (work->kind)
    {
    case WORK_BOT:
      g_mutex_lock (&bot_lock);
      fl_bot_choose_action (work->bot, work->rules, work->observation, &work->action);
      g_mutex_unlock (&bot_lock);
      break;

    case WORK_EVALUATION:
      fl_coach_evaluation_run (work->evaluation);
      break;

    case WORK_REVIEW:
      {
        g_autoptr(FlGame) game = fl_game_snapshot_replay (work->snapshot, work->to, NULL);

        if (game != NULL)
          work->review = fl_coach_review (game, work->human, work->from, work->to);
      }
      break;

    case WORK_HISTORY:
      work->hands = replay_history (work->snapshot, work->human, cancellable);
      break;

    default:
      g_assert_not_reached ();
    }
  if (!g_task_return_error_if_cancelled (task))
    g_task_return_boolean (task, TRUE);
}

/* Adds the moves recorded while the history was rebuilt (@live, from the
 * rebuilt history's last action on) to @hands: the first of them goes on
 * the hand the rebuilt history ends in. */
static void
merge_history (GPtrArray *hands,
               GPtrArray *live)
{
  FlHandRecord *last = g_ptr_array_index (hands, hands->len - 1);

  for (guint i = 0; i < live->len; i++)
    {
      FlHandRecord *record = g_ptr_array_index (live, i);

      if (i > 0)
        {
          g_ptr_array_add (hands, g_steal_pointer (&live->pdata[i]));
          continue;
        }
      g_array_append_vals (last->events, record->events->data, record->events->len);
      g_array_append_vals (last->actions, record->actions->data, record->actions->len);
      last->finished = record->finished;
      last->end_action = record->end_action;
      memcpy (last->totals, record->totals, sizeof last->totals);
    }
}

static FlHandRecord *
find_finished_hand (FlTablePage *self,
                    guint        end_action)
{
  for (guint i = self->hands->len; i > 0; i--)
    {
      FlHandRecord *record = g_ptr_array_index (self->hands, i - 1);

      if (record->finished && record->end_action == end_action)
        return record;
    }
  return NULL;
}

static void
work_done_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      data)
{
  FlTablePage *self = FL_TABLE_PAGE (object);
  Work *work = g_task_get_task_data (G_TASK (result));
  gboolean current;

  g_assert (self->n_working > 0);
  self->n_working--;
  current = g_task_propagate_boolean (G_TASK (result), NULL)
            && self->game != NULL && work->generation == self->generation;

  switch (work->kind)
    {
    case WORK_BOT:
      if (current && self->bot_for == work->n_actions + 1
          && fl_game_get_n_actions (self->game) == work->n_actions)
        {
          self->bot_action = work->action;
          self->bot_chosen = TRUE;
          _fl_table_page_bot_chosen (self);
        }
      break;

    case WORK_EVALUATION:
      if (current && self->evaluating == work->n_actions + 1)
        {
          self->evaluating = 0;
          if (fl_game_get_n_actions (self->game) == work->n_actions)
            {
              g_clear_pointer (&self->evaluation, fl_coach_evaluation_free);
              self->evaluation = g_steal_pointer (&work->evaluation);
              _fl_table_page_evaluated (self);
            }
        }
      break;

    case WORK_REVIEW:
      if (current && self->reviewing == work->to + 1)
        {
          FlHandRecord *record = find_finished_hand (self, work->to);

          self->reviewing = 0;
          if (record != NULL && record->review == NULL && work->review != NULL)
            {
              record->review = g_steal_pointer (&work->review);
              _fl_table_page_thought (self);
            }
        }
      break;

    case WORK_HISTORY:
      if (current && self->rebuilding)
        {
          g_autoptr(GPtrArray) live = g_steal_pointer (&self->hands);

          self->hands = g_steal_pointer (&work->hands);
          merge_history (self->hands, live);
          self->rebuilding = FALSE;
          _fl_table_page_history_rebuilt (self);
        }
      break;

    default:
      g_assert_not_reached ();
    }

  /* The tests wait for the table to be idle (fl_table_page_is_busy()). */
  if (self->n_working == 0)
    _fl_table_page_thought (self);
}

static void
run (FlTablePage *self,
     Work        *work)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, work_done_cb, NULL);

  work->generation = self->generation;
  work->human = self->human;
  g_task_set_task_data (task, work, work_free);
  g_task_set_name (task, "fl-table-page work");
  self->n_working++;
  g_task_run_in_thread (task, work_thread);
}

/* Cancels whatever the workers do for the game as it was: none of their
 * results will be taken. */
void
_fl_table_page_invalidate_work (FlTablePage *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->generation++;
  self->bot_for = 0;
  self->bot_chosen = FALSE;
  self->bot_due = FALSE;
  g_clear_pointer (&self->evaluation, fl_coach_evaluation_free);
  self->evaluating = 0;
  self->awaiting_verdict = FALSE;
  self->reviewing = 0;
  self->rebuilding = FALSE;
  self->summary_deferred = FALSE;
}

/* Asks @seat's bot for its move in a worker, from @seat's observation. */
void
_fl_table_page_choose_bot_move (FlTablePage *self,
                                int          seat)
{
  const FlRules *rules = rules_of (self);
  Work *work = g_new0 (Work, 1);

  work->kind = WORK_BOT;
  work->n_actions = fl_game_get_n_actions (self->game);
  work->bot = g_object_ref (self->bots[seat]);
  work->rules = rules;
  work->observation = g_malloc0 (rules->state_size);
  fl_game_observe (self->game, seat, work->observation);
  run (self, work);
}

/* Starts the tutor's evaluation of the decision on show, unless it is
 * made or under way. Returns whether there is one, made or to come. */
gboolean
_fl_table_page_evaluate (FlTablePage *self)
{
  guint n;
  FlCoachEvaluation *evaluation;
  Work *work;

  if (self->game == NULL || self->lesson != NULL || fl_game_is_over (self->game))
    return FALSE;
  n = fl_game_get_n_actions (self->game);
  if ((self->evaluation != NULL && fl_coach_evaluation_get_n_actions (self->evaluation) == n)
      || self->evaluating == n + 1)
    return TRUE;

  evaluation = fl_coach_evaluation_new (self->game);
  if (evaluation == NULL)
    return FALSE;
  g_clear_pointer (&self->evaluation, fl_coach_evaluation_free);
  work = g_new0 (Work, 1);
  work->kind = WORK_EVALUATION;
  work->n_actions = n;
  work->evaluation = evaluation;
  self->evaluating = n + 1;
  run (self, work);
  return TRUE;
}

/* Starts the review of the last hand scored, unless it has one or it is
 * under way. Lessons are not reviewed. */
void
_fl_table_page_review_last_hand (FlTablePage *self)
{
  FlHandRecord *record = NULL;
  Work *work;

  if (self->game == NULL || self->lesson != NULL || self->rebuilding)
    return;
  for (guint i = self->hands->len; i > 0 && record == NULL; i--)
    if (((FlHandRecord *) g_ptr_array_index (self->hands, i - 1))->finished)
      record = g_ptr_array_index (self->hands, i - 1);
  if (record == NULL || record->review != NULL || self->reviewing == record->end_action + 1)
    return;

  work = g_new0 (Work, 1);
  work->kind = WORK_REVIEW;
  work->snapshot = fl_game_snapshot_new (self->game);
  work->from = record->first_action;
  work->to = record->end_action;
  self->reviewing = record->end_action + 1;
  run (self, work);
}

/* The hands so far, replayed from the game's record in a worker; the
 * moves made meanwhile are recorded as usual, and added after. */
void
_fl_table_page_rebuild_history (FlTablePage *self)
{
  Work *work;

  /* A new history: whoever holds the old one keeps it as it was. */
  g_ptr_array_unref (self->hands);
  self->hands = g_ptr_array_new_with_free_func (_fl_table_page_hand_record_free);
  if (fl_game_get_n_actions (self->game) == 0)
    {
      g_ptr_array_add (self->hands, _fl_table_page_hand_record_new (hand_number (self->game), 0));
      return;
    }

  work = g_new0 (Work, 1);
  work->kind = WORK_HISTORY;
  work->snapshot = fl_game_snapshot_new (self->game);
  work->n_actions = fl_game_get_n_actions (self->game);
  self->rebuilding = TRUE;
  run (self, work);
}
