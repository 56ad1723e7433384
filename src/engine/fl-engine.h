/* fl-engine.h: the public header of the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-action.h"
#include "fl-bot.h"
#include "fl-bot-sampler.h"
#include "fl-card.h"
#include "fl-coach.h"
#include "fl-deck-flaps.h"
#include "fl-game.h"
#include "fl-game-info.h"
#include "fl-i18n.h"
#include "fl-json-input.h"
#include "fl-lesson.h"
#include "fl-options.h"
#include "fl-rng.h"
#include "fl-rules.h"
#include "fl-saved-game.h"
#include "fl-table.h"
#include "flashpoint/fl-flashpoint-bot.h"
#include "flashpoint/fl-flashpoint-rules.h"
#include "flunk/fl-flunk-bot.h"
#include "flunk/fl-flunk-rules.h"
#include "flume/fl-flume-bot.h"
#include "flume/fl-flume-rules.h"
