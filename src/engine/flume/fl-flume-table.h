/* fl-flume-table.h: what the Flume table shows one player
 *
 * The hooks of fl_flume_rules' table for the table view (fl-table.h),
 * declared here until the rules name them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flume-rules.h"
#include "fl-table.h"

G_BEGIN_DECLS

void      _fl_flume_describe_table  (const void     *observation,
                                     int             viewer,
                                     FlTableView    *view);
gboolean  _fl_flume_event_scores    (const FlEvent  *event);

G_END_DECLS
