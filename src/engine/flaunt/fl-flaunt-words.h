/* fl-flaunt-words.h: Flaunt's hooks that speak: actions, refusals, events
 * and the tutor's options, status and reasons, for the FlRules table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flaunt-rules.h"

G_BEGIN_DECLS

/* fl-flaunt-explain.c */
char        *_fl_flaunt_describe_action  (const void      *state,
                                          const FlAction  *action);
char        *_fl_flaunt_name_action      (const void      *state,
                                          const FlAction  *action);
char        *_fl_flaunt_explain_illegal  (const void      *state,
                                          const FlIllegal *why);

/* fl-flaunt-events.c */
const char  *_fl_flaunt_event_name       (guint            kind);
char        *_fl_flaunt_describe_event   (const FlEvent   *event,
                                          int              viewer);
gboolean     _fl_flaunt_event_scores     (const FlEvent   *event);

/* fl-flaunt-tutor.c */
char       **_fl_flaunt_explain_options  (const void      *observation,
                                          int              seat);
char       **_fl_flaunt_explain_status   (const void      *observation,
                                          int              seat);
char        *_fl_flaunt_explain_choice   (const void      *observation,
                                          const FlAction  *action);
char       **_fl_flaunt_explain_card     (const void      *observation,
                                          int              seat,
                                          FlCard           card);

G_END_DECLS
