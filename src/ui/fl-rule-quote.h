/* fl-rule-quote.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GtkWidget *fl_rule_quote_new (const char *page,
                              const char *section,
                              const char *rule,
                              GObject    *memory,
                              const char *key);

G_END_DECLS
