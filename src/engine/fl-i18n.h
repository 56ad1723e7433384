/* fl-i18n.h: locale and message catalogue set-up for every front end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

void        fl_i18n_init  (void);
const char *fl_npgettext  (const char *context,
                           const char *msgid,
                           const char *msgid_plural,
                           gulong      n) G_GNUC_FORMAT (2) G_GNUC_FORMAT (3);

G_END_DECLS
