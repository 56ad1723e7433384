/* fl-flume-explain-private.h: what Flume's explaining files share
 *
 * The words are split at their seams: fl-flume-explain.c (actions,
 * refusals and the shared helpers), fl-flume-events.c (events) and
 * fl-flume-tutor.c (the tutor's options and status).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flume-words.h"

G_BEGIN_DECLS

/* The number a plural form is chosen by: scores may be negative. */
static inline gulong
flume_plural (gint64 n)
{
  return (gulong) (n < 0 ? -n : n);
}

char  *_fl_flume_card_label     (FlCard           card);
char  *_fl_flume_card_list      (FlCardSet        cards);
char  *_fl_flume_player_name    (int              seat);
char  *_fl_flume_suit_as_trumps (guint            suit);
char  *_fl_flume_trump_members  (guint            trump);
const char *_fl_flume_left_bower_name (guint       trump);
gboolean _fl_flume_known_ally  (const FlFlumeState *state,
                                int                 seat,
                                int                 other);

G_END_DECLS
