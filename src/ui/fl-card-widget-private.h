/* fl-card-widget-private.h: what the files of the card widget share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-card-widget.h"

G_BEGIN_DECLS

const char *_fl_card_name (const FlCardDesc *desc);

G_END_DECLS
