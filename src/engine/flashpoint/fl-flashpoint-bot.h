/* fl-flashpoint-bot.h: a Flashpoint player that plans with sampled deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-flashpoint-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLASHPOINT_BOT (fl_flashpoint_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlFlashpointBot, fl_flashpoint_bot, FL, FLASHPOINT_BOT, GObject)

FlBot   *fl_flashpoint_bot_new          (guint64                  seed);
void     fl_flashpoint_policy_action    (const FlFlashpointState *state,
                                         FlAction                *action);
int      fl_flashpoint_trick_outlook    (const FlCard            *cards,
                                         const guint8            *seats,
                                         guint                    n_cards,
                                         guint                    side);

G_END_DECLS
