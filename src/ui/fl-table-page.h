/* fl-table-page.h: a game played at the table, the user against bots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_TABLE_PAGE (fl_table_page_get_type ())

/**
 * FlHandRecord:
 * @number: the hand's number, from 0
 * @events: (element-type FlEvent): the hand's events, as the user was
 *   told them (fl_game_see_last_events())
 * @actions: (element-type guint): for each event, the index in the game
 *   record of the action that made it
 * @first_action: the index of the hand's first action
 * @end_action: once @finished, the index after the hand's last action
 * @finished: whether the hand was scored
 * @totals: the score sheet's totals after the hand
 * @review: (nullable) (element-type utf8): the tutor's review of the
 *   user's decisions in the hand (fl_coach_review()), once made
 *
 * One hand of the game at the table: the table's summary and score sheet
 * and the tutor's account all read this one history, which grows with
 * each action and is rebuilt only when the game is restored or undone.
 */
typedef struct
{
  int        number;
  GArray    *events;
  GArray    *actions;
  guint      first_action;
  guint      end_action;
  gboolean   finished;
  int        totals[FL_TABLE_MAX_SCORES];
  GPtrArray *review;
} FlHandRecord;

G_DECLARE_FINAL_TYPE (FlTablePage, fl_table_page, FL, TABLE_PAGE, AdwBin)

FlTablePage *fl_table_page_new              (void);
void         fl_table_page_set_settings     (FlTablePage  *self,
                                             GSettings    *settings);
gboolean     fl_table_page_start            (FlTablePage  *self,
                                             FlGame       *game,
                                             int           human,
                                             const char   *strength,
                                             GError      **error);
gboolean     fl_table_page_start_lesson     (FlTablePage     *self,
                                             const FlLesson  *lesson,
                                             GError         **error);
FlLessonRun *fl_table_page_get_lesson       (FlTablePage  *self);
gboolean     fl_table_page_lesson_waits     (FlTablePage  *self);
const char  *fl_table_page_get_lesson_feedback (FlTablePage   *self,
                                                FlLessonReply *reply);
void         fl_table_page_stop             (FlTablePage  *self);
FlGame      *fl_table_page_get_game         (FlTablePage  *self);
int          fl_table_page_get_human        (FlTablePage  *self);
const char  *fl_table_page_get_strength     (FlTablePage  *self);
gboolean     fl_table_page_in_progress      (FlTablePage  *self);
gboolean     fl_table_page_can_undo         (FlTablePage  *self);
gboolean     fl_table_page_undo             (FlTablePage  *self,
                                             GError      **error);
GtkWidget   *fl_table_page_get_table        (FlTablePage  *self);
GtkWidget   *fl_table_page_get_controls     (FlTablePage  *self);
GtkWidget   *fl_table_page_build_score_sheet (FlTablePage *self);
GtkWidget   *fl_table_page_build_last_trick (FlTablePage  *self);
GtkWidget   *fl_table_page_get_summary      (FlTablePage  *self);
const FlTableView *fl_table_page_get_view   (FlTablePage  *self);
gboolean     fl_table_page_play_card        (FlTablePage  *self,
                                             FlCard        card);
GPtrArray   *fl_table_page_get_hands        (FlTablePage  *self);
FlCoachEvaluation *fl_table_page_get_evaluation (FlTablePage *self);
gboolean     fl_table_page_is_busy          (FlTablePage  *self);

G_END_DECLS
