/* fl-flume-bot.h: a Flume player that plans with sampled deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-flume-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLUME_BOT (fl_flume_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlFlumeBot, fl_flume_bot, FL, FLUME_BOT, GObject)

FlBot   *fl_flume_bot_new             (guint64             seed);
void     fl_flume_policy_action       (const FlFlumeState *state,
                                       FlAction           *action);

G_END_DECLS
