/* fl-help-page.h
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _FlHelpNode FlHelpNode;

/* An element of a Mallard page, or a run of its text (name NULL). */
struct _FlHelpNode
{
  char       *name;
  char       *text;
  char      **attribute_names;
  char      **attribute_values;
  FlHelpNode *parent;
  GPtrArray  *children;
};

typedef struct _FlHelpPage FlHelpPage;

FlHelpPage       *fl_help_page_get           (const char        *id);
const char       *fl_help_page_get_id        (const FlHelpPage  *page);
const FlHelpNode *fl_help_page_get_root      (const FlHelpPage  *page);
char             *fl_help_page_get_title     (const FlHelpPage  *page);
char             *fl_help_page_get_desc      (const FlHelpPage  *page);
const FlHelpNode *fl_help_page_find_section  (const FlHelpPage  *page,
                                              const char        *id);
GPtrArray        *fl_help_page_find_rule     (const FlHelpPage  *page,
                                              const char        *section,
                                              const char        *rule);
const char       *fl_help_page_find_group    (const char        *group);
GPtrArray        *fl_help_page_find_linking  (const char        *type,
                                              const char        *xref);
GPtrArray        *fl_help_page_find_see_also (const FlHelpPage  *page);

const char       *fl_help_node_get_attribute (const FlHelpNode  *node,
                                              const char        *name);
const FlHelpNode *fl_help_node_get_child     (const FlHelpNode  *node,
                                              const char        *name);
gboolean          fl_help_node_is            (const FlHelpNode  *node,
                                              const char        *name);
char             *fl_help_node_get_text      (const FlHelpNode  *node);
gboolean          fl_help_text_cites_rule    (const char        *text,
                                              const char        *rule);

G_END_DECLS
