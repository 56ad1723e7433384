/* fl-table-page.h: a game played at the table, the user against bots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"

G_BEGIN_DECLS

#define FL_TYPE_TABLE_PAGE (fl_table_page_get_type ())

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
const FlTableView *fl_table_page_get_view   (FlTablePage  *self);
gboolean     fl_table_page_play_card        (FlTablePage  *self,
                                             FlCard        card);

G_END_DECLS
