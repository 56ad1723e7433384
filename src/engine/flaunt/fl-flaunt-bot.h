/* fl-flaunt-bot.h: a Flaunt player that bluffs and challenges by the odds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-flaunt-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_FLAUNT_BOT (fl_flaunt_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlFlauntBot, fl_flaunt_bot, FL, FLAUNT_BOT, GObject)

FlBot   *fl_flaunt_bot_new             (guint64 seed);

G_END_DECLS
