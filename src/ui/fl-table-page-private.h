/* fl-table-page-private.h: what the files of the table page share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"
#include "fl-table-page.h"
#include "fl-table-widget.h"

G_BEGIN_DECLS

/* One hand's events, for the summary and the score sheet. */
typedef struct
{
  int      number;
  GArray  *events;                         /* FlEvent */
  gboolean finished;
  int      totals[FL_TABLE_MAX_SCORES];    /* after the hand */
} HandRecord;

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
  FlTableView     view;

  GPtrArray      *hands;                   /* HandRecord */
  guint           bot_source;
  gboolean        summary_pending;         /* a hand ended: wait for the user */
  GtkWidget      *dialog;
  FlAction        pending;                 /* the action a question waits on */
  FlTableZone     paused_after;            /* the last trick the bots paused to show */
  AdwToast       *toast;                   /* the refusal shown */

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
void     _fl_table_page_summary_response_cb (AdwMessageDialog *dialog,
                                             const char       *response,
                                             FlTablePage      *self);

void     _fl_table_page_hand_record_free    (gpointer          data);
gboolean _fl_table_page_record_events       (GPtrArray        *hands,
                                             FlGame           *game,
                                             int               human,
                                             int               before);
void     _fl_table_page_rebuild_history     (FlTablePage      *self);
void     _fl_table_page_show_summary        (FlTablePage      *self,
                                             const HandRecord *record);
void     _fl_table_page_show_last_card      (FlTablePage      *self,
                                             const FlAction   *action);

G_END_DECLS
