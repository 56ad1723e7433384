/* fl-flashpoint-controls.h: Flashpoint's flashes, passes and commands at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"

G_BEGIN_DECLS

#define FL_TYPE_FLASHPOINT_CONTROLS (fl_flashpoint_controls_get_type ())

G_DECLARE_FINAL_TYPE (FlFlashpointControls, fl_flashpoint_controls, FL, FLASHPOINT_CONTROLS, FlGameControls)

G_END_DECLS
