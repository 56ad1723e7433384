/* fl-flaunt-table.h: what the Flaunt table shows one player
 *
 * The hook of fl_flaunt_rules' table for the table view (fl-table.h), and
 * the names of the kinds of play it and flourish-cli share.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flaunt-rules.h"
#include "fl-table.h"

G_BEGIN_DECLS

void         _fl_flaunt_describe_table (const void    *observation,
                                        int            viewer,
                                        FlTableView   *view);
const char  *_fl_flaunt_kind_name      (FlFlauntKind   kind);

G_END_DECLS
