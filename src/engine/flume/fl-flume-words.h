/* fl-flume-words.h: Flume's hooks that speak: actions, refusals, events and
 * the tutor's options, status and reasons, for the FlRules table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flume-rules.h"

G_BEGIN_DECLS

/* fl-flume-explain.c */
char        *_fl_flume_describe_action  (const void      *state,
                                         const FlAction  *action);
char        *_fl_flume_name_action      (const void      *state,
                                         const FlAction  *action);
char        *_fl_flume_explain_illegal  (const void      *state,
                                         const FlIllegal *why);

/* fl-flume-events.c */
const char  *_fl_flume_event_name       (guint            kind);
char        *_fl_flume_describe_event   (const FlEvent   *event,
                                         int              viewer);

/* fl-flume-tutor.c */
char       **_fl_flume_explain_options  (const void      *observation,
                                         int              seat);
char       **_fl_flume_explain_status   (const void      *observation,
                                         int              seat);
char        *_fl_flume_explain_choice   (const void      *observation,
                                         const FlAction  *action);

G_END_DECLS
