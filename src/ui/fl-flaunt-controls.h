/* fl-flaunt-controls.h: Flaunt's draw, sneak, flaunt and challenges at the
 * table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"

G_BEGIN_DECLS

#define FL_TYPE_FLAUNT_CONTROLS (fl_flaunt_controls_get_type ())

G_DECLARE_FINAL_TYPE (FlFlauntControls, fl_flaunt_controls, FL, FLAUNT_CONTROLS, FlGameControls)

G_END_DECLS
