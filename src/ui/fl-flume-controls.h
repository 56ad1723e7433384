/* fl-flume-controls.h: Flume's bidding, trumps, second deal and call at
 * the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"

G_BEGIN_DECLS

#define FL_TYPE_FLUME_CONTROLS (fl_flume_controls_get_type ())

G_DECLARE_FINAL_TYPE (FlFlumeControls, fl_flume_controls, FL, FLUME_CONTROLS, FlGameControls)

G_END_DECLS
