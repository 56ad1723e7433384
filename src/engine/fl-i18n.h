/* fl-i18n.h: locale and message catalogue set-up for every front end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void fl_i18n_init (void);

G_END_DECLS
