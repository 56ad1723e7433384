/* fl-engine.h: the public header of the rules engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-info.h"
#include "fl-i18n.h"
