/* fl-lesson.h: guided lessons, read from lesson scripts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game.h"

G_BEGIN_DECLS

#define FL_LESSON_ERROR (fl_lesson_error_quark ())

typedef enum
{
  FL_LESSON_ERROR_INVALID,   /* the script is not a lesson */
  FL_LESSON_ERROR_SCRIPT,    /* its moves do not fit its game */
} FlLessonError;

/**
 * FlLessonReply:
 * @FL_LESSON_REPLY_ILLEGAL: the rules refuse the move; nothing changed
 * @FL_LESSON_REPLY_WRONG: a legal move, but not the one the step teaches;
 *   nothing changed, and the learner tries again
 * @FL_LESSON_REPLY_RIGHT: the move the step teaches, made; the lesson
 *   went on to its next step
 */
typedef enum
{
  FL_LESSON_REPLY_ILLEGAL,
  FL_LESSON_REPLY_WRONG,
  FL_LESSON_REPLY_RIGHT,
} FlLessonReply;

typedef struct _FlLesson FlLesson;
typedef struct _FlLessonRun FlLessonRun;

GQuark         fl_lesson_error_quark     (void);

FlLesson      *fl_lesson_new_from_data   (const char      *data,
                                          gssize           length,
                                          GError         **error);
void           fl_lesson_free            (FlLesson        *lesson);
const char    *fl_lesson_get_id          (const FlLesson  *lesson);
const char    *fl_lesson_get_game_id     (const FlLesson  *lesson);
guint          fl_lesson_get_order       (const FlLesson  *lesson);
const char    *fl_lesson_get_title       (const FlLesson  *lesson);
const char    *fl_lesson_get_summary     (const FlLesson  *lesson);
int            fl_lesson_get_seat        (const FlLesson  *lesson);
guint          fl_lesson_get_n_steps     (const FlLesson  *lesson);
gboolean       fl_lesson_check           (const FlLesson  *lesson,
                                          GError         **error);

FlLessonRun   *fl_lesson_run_new         (const FlLesson  *lesson,
                                          GError         **error);
void           fl_lesson_run_free        (FlLessonRun     *run);
const FlLesson *fl_lesson_run_get_lesson (FlLessonRun     *run);
FlGame        *fl_lesson_run_get_game    (FlLessonRun     *run);
guint          fl_lesson_run_get_step    (FlLessonRun     *run);
gboolean       fl_lesson_run_is_done     (FlLessonRun     *run);
const char    *fl_lesson_run_get_prompt  (FlLessonRun     *run);
gboolean       fl_lesson_run_get_expected (FlLessonRun    *run,
                                          FlAction        *action);
FlLessonReply  fl_lesson_run_try         (FlLessonRun     *run,
                                          const FlAction  *action,
                                          char           **feedback,
                                          GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlLesson, fl_lesson_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlLessonRun, fl_lesson_run_free)

G_END_DECLS
