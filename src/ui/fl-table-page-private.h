/* fl-table-page-private.h: what the files of the table page share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"

G_BEGIN_DECLS

struct _FlTablePage
{
  AdwBin          parent_instance;

  GSettings      *settings;
  FlGame         *game;
  int             human;
  char           *strength;
  FlBot          *bots[FL_MAX_SEATS];
  FlGameControls *controls;
  FlTableWidget  *table;
  GtkLabel       *caption;
  GtkLabel       *events_label;
  GtkOverlay     *overlay;
  FlTableView     view;

  GPtrArray      *hands;                   /* FlHandRecord: the one history */
  guint           bot_source;
  gboolean        summary_pending;         /* a hand ended: wait for the user */
  gboolean        summary_due;             /* …and its summary is still to show */
  GtkWidget      *dialog;
  /* The summary of the hand just scored, over the table (fl-table-summary.c) */
  GtkWidget      *summary;
  GtkWidget      *summary_title;
  GtkWidget      *summary_body;            /* hidden when folded: only the buttons show */
  GtkWidget      *summary_totals;          /* under the body, always in view; folded with it */
  GtkWidget      *summary_review;
  GtkWidget      *summary_toggle;
  GtkWidget      *summary_default;         /* Next Hand, or Play Again */
  guint           summary_end;             /* the summed hand's end_action */
  gboolean        summary_reviewed;        /* the review is in it */
  FlAction        pending;                 /* the action a question waits on */
  FlTableZone     paused_after;            /* the last trick the bots paused to show */
  guint           focus_placed;            /* the position (actions + 1) the focus went to the decision of, or 0 */
  AdwToast       *toast;                   /* the refusal shown */

  /* Work done in worker threads (fl-table-workers.c): a bot's move, the
   * tutor's evaluation of the user's decision, a hand's review, the
   * history rebuilt. Each works on copies; its result is taken only if
   * the game is where it was (generation, and the position). */
  GCancellable      *cancellable;          /* cancelled and replaced when the game changes under the work */
  guint              generation;           /* bumped with it */
  guint              n_working;            /* tasks not yet returned, stale ones included */
  guint              bot_for;              /* the position (actions + 1) a bot's move is chosen for, or 0 */
  gboolean           bot_chosen;
  gboolean           bot_due;              /* the bots' pause is over: play it once chosen */
  FlAction           bot_action;
  FlCoachEvaluation *evaluation;           /* of the user's decision, once made */
  guint              evaluating;           /* the position being evaluated (actions + 1), or 0 */
  gboolean           awaiting_verdict;     /* the user's move (pending) waits for the evaluation */
  guint              reviewing;            /* the end of the hand being reviewed + 1, or 0 */
  gboolean           rebuilding;           /* the history is replayed; moves recorded meanwhile are added after */
  gboolean           summary_deferred;     /* a hand ended while rebuilding: its summary waits */

  /* A lesson: the table shows its game, the script's moves played one by
   * one at the computer players' pace, and the learner's moves go to the
   * lesson, which makes only the move its step teaches. */
  FlLessonRun    *lesson;
  char           *lesson_feedback;         /* to the learner's last move */
  FlLessonReply   lesson_reply;
  gboolean        lesson_done;             /* "lesson-done" was emitted */
};

static inline const FlRules *
rules_of (FlTablePage *self)
{
  return fl_game_get_rules (self->game);
}

static inline int
hand_number (FlGame *game)
{
  return fl_game_get_rules (game)->hand_number (fl_game_get_state (game));
}

void     _fl_table_page_set_dialog          (FlTablePage      *self,
                                             GtkWidget        *dialog);
void     _fl_table_page_summary_respond     (FlTablePage      *self,
                                             const char       *response);

void     _fl_table_page_hand_record_free    (gpointer          data);
FlHandRecord *_fl_table_page_hand_record_new (int             number,
                                             guint             first_action);
gboolean _fl_table_page_record_events       (GPtrArray        *hands,
                                             FlGame           *game,
                                             int               human,
                                             int               before,
                                             guint             action);
void     _fl_table_page_show_summary        (FlTablePage      *self,
                                             const FlHandRecord *record);
void     _fl_table_page_update_summary      (FlTablePage      *self);
void     _fl_table_page_hide_summary        (FlTablePage      *self);

/* fl-table-page.c, for its other files */
gboolean _fl_table_page_setting             (FlTablePage      *self,
                                             const char       *key,
                                             gboolean          fallback);
void     _fl_table_page_refresh             (FlTablePage      *self);
void     _fl_table_page_forget_dialog       (FlTablePage      *self,
                                             GtkWidget        *dialog);
void     _fl_table_page_show_toast          (FlTablePage      *self,
                                             const char       *text);
void     _fl_table_page_apply_action        (FlTablePage      *self,
                                             const FlAction   *action);
void     _fl_table_page_advance             (FlTablePage      *self);
void     _fl_table_page_changed             (FlTablePage      *self);
void     _fl_table_page_sit_down            (FlTablePage      *self,
                                             FlGame           *game,
                                             int               human,
                                             FlBot           **bots);

/* fl-table-moves.c */
void     _fl_table_page_evaluate_for_warning (FlTablePage     *self);
void     _fl_table_page_card_activated_cb   (FlTableWidget    *table,
                                             guint             card,
                                             FlTablePage      *self);
void     _fl_table_page_cards_confirmed_cb  (FlTableWidget    *table,
                                             guint             place,
                                             GArray           *cards,
                                             FlTablePage      *self);
void     _fl_table_page_target_activated_cb (FlTableWidget    *table,
                                             const FlTableTarget *target,
                                             FlTablePage      *self);
void     _fl_table_page_controls_action_cb  (FlGameControls   *controls,
                                             const FlAction   *action,
                                             FlTablePage      *self);

/* fl-table-lesson.c */
void     _fl_table_page_try_lesson_action   (FlTablePage      *self,
                                             const FlAction   *action);

/* fl-table-workers.c */
void     _fl_table_page_invalidate_work     (FlTablePage      *self);
void     _fl_table_page_choose_bot_move     (FlTablePage      *self,
                                             int               seat);
gboolean _fl_table_page_evaluate            (FlTablePage      *self);
void     _fl_table_page_review_last_hand    (FlTablePage      *self);
void     _fl_table_page_rebuild_history     (FlTablePage      *self);
void     _fl_table_page_hold_workers        (gboolean          hold);

/* fl-table-page.c, called by the workers' results */
void     _fl_table_page_bot_chosen          (FlTablePage      *self);
void     _fl_table_page_history_rebuilt     (FlTablePage      *self);
void     _fl_table_page_thought             (FlTablePage      *self);
/* fl-table-moves.c, called by the evaluation's */
void     _fl_table_page_evaluated           (FlTablePage      *self);

G_END_DECLS
