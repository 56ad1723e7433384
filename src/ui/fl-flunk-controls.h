/* fl-flunk-controls.h: Flunk's contract declaration at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-game-controls.h"

G_BEGIN_DECLS

#define FL_TYPE_FLUNK_CONTROLS (fl_flunk_controls_get_type ())

G_DECLARE_FINAL_TYPE (FlFlunkControls, fl_flunk_controls, FL, FLUNK_CONTROLS, FlGameControls)

G_END_DECLS
