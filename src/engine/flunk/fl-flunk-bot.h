/* fl-flunk-bot.h: a Flunk player that plans with sampled deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-flunk-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLUNK_BOT (fl_flunk_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlFlunkBot, fl_flunk_bot, FL, FLUNK_BOT, GObject)

FlBot   *fl_flunk_bot_new             (guint64             seed);
FlCard   fl_flunk_policy_card         (const FlFlunkState *state);

G_END_DECLS
