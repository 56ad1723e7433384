/* fl-flaunt-explain-private.h: what Flaunt's explaining files share
 *
 * The words are split at their seams: fl-flaunt-explain.c (actions,
 * refusals and the shared helpers), fl-flaunt-events.c (events) and
 * fl-flaunt-tutor.c (the tutor's options and status).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flaunt-words.h"

G_BEGIN_DECLS

/* The number a plural form is chosen by: scores may be negative. */
static inline gulong
flaunt_plural (gint64 n)
{
  return (gulong) (n < 0 ? -n : n);
}

char  *_fl_flaunt_card_label     (FlCard           card);
char  *_fl_flaunt_card_list      (const FlCard    *cards,
                                  guint            n_cards);
void   _fl_flaunt_sort_play      (FlCard          *cards,
                                  guint            n_cards,
                                  FlFlauntKind     kind);
char  *_fl_flaunt_player_name    (int              seat);
char  *_fl_flaunt_play_name      (const FlCard    *cards,
                                  guint            n_cards,
                                  FlFlauntKind     kind);
char  *_fl_flaunt_play_phrase    (const FlCard    *cards,
                                  guint            n_cards,
                                  FlFlauntKind     kind);
const char *_fl_flaunt_led_kind_rule (FlFlauntKind led_kind,
                                  gboolean         any_kind);

G_END_DECLS
