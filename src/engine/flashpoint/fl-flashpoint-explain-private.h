/* fl-flashpoint-explain-private.h: what Flashpoint's explaining files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flashpoint-rules.h"

G_BEGIN_DECLS

/* The number a plural form is chosen by: scores may be negative. */
static inline gulong
plural (gint64 n)
{
  return (gulong) (n < 0 ? -n : n);
}

static inline guint
bit_count (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;

  return n;
}

char  *_fl_flashpoint_describe_action      (const void      *state,
                                            const FlAction  *action);
char  *_fl_flashpoint_explain_illegal      (const void      *state,
                                            const FlIllegal *why);
char  *_fl_flashpoint_describe_event       (const FlEvent   *event,
                                            int              viewer);

void   _fl_flashpoint_append_sentence      (char           **text,
                                            char            *sentence);
char  *_fl_flashpoint_card_label           (FlCard           card);
char  *_fl_flashpoint_card_list            (const FlCard    *cards,
                                            guint            n_cards);
char  *_fl_flashpoint_suit_list            (guint            mask);
guint  _fl_flashpoint_hand_suits           (FlCardSet        hand);
char  *_fl_flashpoint_command_from_values  (int              kind,
                                            int              value);
char  *_fl_flashpoint_flash_sentence       (const char      *who,
                                            guint            flashes,
                                            guint            fours,
                                            int              points,
                                            gboolean         past);
char  *_fl_flashpoint_own_flash_sentence   (guint            flashes,
                                            guint            fours,
                                            int              points);

G_END_DECLS
