/* fl-help-page.c: the Mallard help pages, read in the user's language
 *
 * The pages of help/, in every language the help is translated into, are
 * compiled into the application (help/meson.build), so that the app can
 * show them without a help viewer and quote a rule in the tutor. A page is
 * read into a tree of elements and text, in the first of the user's
 * languages the help has, or else in English (C), and kept for the rest
 * of the run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-help-page"

#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "fl-help-page.h"
#include "fl-help-resources.h"

#define HELP_RESOURCE_PATH RESOURCE_BASE_PATH "/help/"

struct _FlHelpPage
{
  char       *id;
  char       *language;
  FlHelpNode *root;
};

static void
fl_help_node_free (FlHelpNode *node)
{
  g_free (node->name);
  g_free (node->text);
  g_strfreev (node->attribute_names);
  g_strfreev (node->attribute_values);
  g_clear_pointer (&node->children, g_ptr_array_unref);
  g_free (node);
}

static FlHelpNode *
node_new (FlHelpNode *parent)
{
  FlHelpNode *node = g_new0 (FlHelpNode, 1);

  node->parent = parent;
  if (parent != NULL)
    {
      if (parent->children == NULL)
        parent->children = g_ptr_array_new_with_free_func ((GDestroyNotify) fl_help_node_free);
      g_ptr_array_add (parent->children, node);
    }
  return node;
}

static void
start_element_cb (GMarkupParseContext  *context,
                  const char           *element_name,
                  const char          **attribute_names,
                  const char          **attribute_values,
                  gpointer              user_data,
                  GError              **error)
{
  FlHelpNode **current = user_data;
  FlHelpNode *node = node_new (*current);

  node->name = g_strdup (element_name);
  node->attribute_names = g_strdupv ((char **) attribute_names);
  node->attribute_values = g_strdupv ((char **) attribute_values);
  *current = node;
}

static void
end_element_cb (GMarkupParseContext  *context,
                const char           *element_name,
                gpointer              user_data,
                GError              **error)
{
  FlHelpNode **current = user_data;

  *current = (*current)->parent;
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 text_len,
         gpointer              user_data,
         GError              **error)
{
  FlHelpNode **current = user_data;

  if (*current != NULL)
    node_new (*current)->text = g_strndup (text, text_len);
}

static const GMarkupParser parser = {
  .start_element = start_element_cb,
  .end_element = end_element_cb,
  .text = text_cb,
};

static void
ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      fl_help_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

static gboolean
has_page (const char *language,
          const char *id)
{
  g_autofree char *path = g_strdup_printf (HELP_RESOURCE_PATH "%s/%s.page", language, id);

  return g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL);
}

/* The first of the user's languages the help is written in, as help/
 * names it ("ja", "cs"), or "C" for the English original. */
static const char *
help_language (void)
{
  static char *language;

  ensure_resources ();
  if (language == NULL)
    {
      const char *const *names = g_get_language_names ();

      for (guint i = 0; names[i] != NULL && language == NULL; i++)
        if (has_page (names[i], "index"))
          language = g_strdup (names[i]);
      if (language == NULL)
        language = g_strdup ("C");
    }
  return language;
}

static FlHelpPage *
load_page (const char *id)
{
  const char *language = help_language ();
  g_autofree char *path = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  FlHelpNode *root = node_new (NULL);
  FlHelpNode *current = root;
  FlHelpPage *page;
  const char *data;
  gsize size;

  if (!has_page (language, id))
    language = "C";
  path = g_strdup_printf (HELP_RESOURCE_PATH "%s/%s.page", language, id);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes == NULL)
    {
      fl_help_node_free (root);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &current, NULL);
  if (!g_markup_parse_context_parse (context, data, size, &error)
      || !g_markup_parse_context_end_parse (context, &error))
    {
      g_critical ("The help page %s cannot be read: %s", path, error->message);
      fl_help_node_free (root);
      return NULL;
    }

  page = g_new0 (FlHelpPage, 1);
  page->id = g_strdup (id);
  page->language = g_strdup (language);
  page->root = root;
  return page;
}

/**
 * fl_help_page_get:
 * @id: a page's id, such as "flunk"
 *
 * Returns: (transfer none) (nullable): the page in the user's language,
 *   read once and kept, or %NULL when the help has no such page
 */
FlHelpPage *
fl_help_page_get (const char *id)
{
  static GHashTable *pages;
  FlHelpPage *page;

  g_return_val_if_fail (id != NULL, NULL);

  if (pages == NULL)
    pages = g_hash_table_new (g_str_hash, g_str_equal);
  page = g_hash_table_lookup (pages, id);
  if (page == NULL && (page = load_page (id)) != NULL)
    g_hash_table_insert (pages, page->id, page);
  return page;
}

const char *
fl_help_page_get_id (const FlHelpPage *page)
{
  return page->id;
}

/* The <page> element. */
const FlHelpNode *
fl_help_page_get_root (const FlHelpPage *page)
{
  return fl_help_node_get_child (page->root, "page");
}

char *
fl_help_page_get_title (const FlHelpPage *page)
{
  const FlHelpNode *title = fl_help_node_get_child (fl_help_page_get_root (page), "title");

  return title != NULL ? fl_help_node_get_text (title) : g_strdup (page->id);
}

char *
fl_help_page_get_desc (const FlHelpPage *page)
{
  const FlHelpNode *info = fl_help_node_get_child (fl_help_page_get_root (page), "info");
  const FlHelpNode *desc = info != NULL ? fl_help_node_get_child (info, "desc") : NULL;

  return desc != NULL ? fl_help_node_get_text (desc) : NULL;
}

static const FlHelpNode *
find_element (const FlHelpNode *node,
              const char       *name,
              const char       *id)
{
  if (fl_help_node_is (node, name) && g_strcmp0 (fl_help_node_get_attribute (node, "id"), id) == 0)
    return node;
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    {
      const FlHelpNode *found = find_element (node->children->pdata[i], name, id);

      if (found != NULL)
        return found;
    }
  return NULL;
}

const FlHelpNode *
fl_help_page_find_section (const FlHelpPage *page,
                           const char       *id)
{
  return find_element (page->root, "section", id);
}

/* The unit that states what a paragraph says: a list's or a table's
 * paragraph goes with its item or row. */
static const FlHelpNode *
rule_unit (const FlHelpNode *p)
{
  const FlHelpNode *parent = p->parent;

  if (fl_help_node_is (parent, "item"))
    return parent;
  if (fl_help_node_is (parent, "td") && fl_help_node_is (parent->parent, "tr"))
    return parent->parent;
  return p;
}

static void
collect_citing (const FlHelpNode *node,
                const char       *rule,
                GPtrArray        *out)
{
  if (fl_help_node_is (node, "p"))
    {
      g_autofree char *text = fl_help_node_get_text (node);
      const FlHelpNode *unit = rule_unit (node);

      if (fl_help_text_cites_rule (text, rule) && !g_ptr_array_find (out, unit, NULL))
        g_ptr_array_add (out, (gpointer) unit);
      return;
    }
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    collect_citing (node->children->pdata[i], rule, out);
}

/**
 * fl_help_page_find_rule:
 * @section: (nullable): the section that states the rule, or %NULL
 * @rule: a rule's number, such as "F13"
 *
 * Finds where the page states @rule: the paragraphs that cite its number,
 * each with the list item or table row it belongs to, in @section when it
 * cites the rule there, or else anywhere on the page.
 *
 * Returns: (transfer container) (element-type FlHelpNode): the paragraphs,
 *   items and rows, in the page's order; empty when none cites @rule
 */
GPtrArray *
fl_help_page_find_rule (const FlHelpPage *page,
                        const char       *section,
                        const char       *rule)
{
  GPtrArray *found = g_ptr_array_new ();
  const FlHelpNode *where = section != NULL ? fl_help_page_find_section (page, section) : NULL;

  g_return_val_if_fail (rule != NULL, found);

  if (where != NULL)
    collect_citing (where, rule, found);
  if (found->len == 0)
    collect_citing (page->root, rule, found);
  return found;
}

/* The <link> elements of a page's <info>. */
static void
info_links (const FlHelpPage *page,
            const char       *type,
            GPtrArray        *out)
{
  const FlHelpNode *info = fl_help_node_get_child (fl_help_page_get_root (page), "info");

  for (guint i = 0; info != NULL && info->children != NULL && i < info->children->len; i++)
    {
      const FlHelpNode *link = info->children->pdata[i];

      if (fl_help_node_is (link, "link") && g_strcmp0 (fl_help_node_get_attribute (link, "type"), type) == 0)
        g_ptr_array_add (out, (gpointer) link);
    }
}

/* Every page of the help, in the user's language. */
static GPtrArray *
all_pages (void)
{
  g_auto(GStrv) files = NULL;
  GPtrArray *pages = g_ptr_array_new ();

  ensure_resources ();
  files = g_resources_enumerate_children (HELP_RESOURCE_PATH "C/", G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; files != NULL && files[i] != NULL; i++)
    {
      g_autofree char *id = NULL;
      FlHelpPage *page;

      if (!g_str_has_suffix (files[i], ".page"))
        continue;
      id = g_strndup (files[i], strlen (files[i]) - strlen (".page"));
      if ((page = fl_help_page_get (id)) != NULL)
        g_ptr_array_add (pages, page);
    }
  return pages;
}

/**
 * fl_help_page_find_group:
 * @group: a group of a guide's topic links, such as "flunk"
 *
 * Returns: (nullable): the id of the page that places itself in @group
 */
const char *
fl_help_page_find_group (const char *group)
{
  g_autoptr(GPtrArray) pages = all_pages ();

  for (guint i = 0; i < pages->len; i++)
    {
      g_autoptr(GPtrArray) links = g_ptr_array_new ();

      info_links (pages->pdata[i], "guide", links);
      for (guint j = 0; j < links->len; j++)
        if (g_strcmp0 (fl_help_node_get_attribute (links->pdata[j], "group"), group) == 0)
          return fl_help_page_get_id (pages->pdata[i]);
    }
  return NULL;
}

static int
compare_titles (gconstpointer a,
                gconstpointer b)
{
  g_autofree char *title_a = fl_help_page_get_title (*(FlHelpPage **) a);
  g_autofree char *title_b = fl_help_page_get_title (*(FlHelpPage **) b);

  return g_utf8_collate (title_a, title_b);
}

/**
 * fl_help_page_find_linking:
 * @type: "guide" or "seealso"
 * @xref: a page or a section, such as "index#tutor"
 *
 * Finds the pages that link to @xref from their <info>, as Mallard's
 * automatic links do: the topics of a guide's section, or the pages that
 * see also a page.
 *
 * Returns: (transfer container) (element-type FlHelpPage): the pages, by
 *   title
 */
GPtrArray *
fl_help_page_find_linking (const char *type,
                           const char *xref)
{
  g_autoptr(GPtrArray) pages = all_pages ();
  GPtrArray *found = g_ptr_array_new ();

  for (guint i = 0; i < pages->len; i++)
    {
      g_autoptr(GPtrArray) links = g_ptr_array_new ();

      info_links (pages->pdata[i], type, links);
      for (guint j = 0; j < links->len; j++)
        if (g_strcmp0 (fl_help_node_get_attribute (links->pdata[j], "xref"), xref) == 0
            && !g_ptr_array_find (found, pages->pdata[i], NULL))
          g_ptr_array_add (found, pages->pdata[i]);
    }
  g_ptr_array_sort (found, compare_titles);
  return found;
}

/**
 * fl_help_page_find_see_also:
 *
 * Returns: (transfer container) (element-type FlHelpPage): the pages
 *   @page sees also, and those that see it also, by title
 */
GPtrArray *
fl_help_page_find_see_also (const FlHelpPage *page)
{
  GPtrArray *found = fl_help_page_find_linking ("seealso", page->id);
  g_autoptr(GPtrArray) links = g_ptr_array_new ();

  info_links (page, "seealso", links);
  for (guint i = 0; i < links->len; i++)
    {
      const char *xref = fl_help_node_get_attribute (links->pdata[i], "xref");
      FlHelpPage *other = xref != NULL && strchr (xref, '#') == NULL ? fl_help_page_get (xref) : NULL;

      if (other != NULL && !g_ptr_array_find (found, other, NULL))
        g_ptr_array_add (found, other);
    }
  g_ptr_array_sort (found, compare_titles);
  return found;
}

const char *
fl_help_node_get_attribute (const FlHelpNode *node,
                            const char       *name)
{
  for (guint i = 0; node->attribute_names != NULL && node->attribute_names[i] != NULL; i++)
    if (g_str_equal (node->attribute_names[i], name))
      return node->attribute_values[i];
  return NULL;
}

/* The first child element named @name. */
const FlHelpNode *
fl_help_node_get_child (const FlHelpNode *node,
                        const char       *name)
{
  for (guint i = 0; node != NULL && node->children != NULL && i < node->children->len; i++)
    if (fl_help_node_is (node->children->pdata[i], name))
      return node->children->pdata[i];
  return NULL;
}

gboolean
fl_help_node_is (const FlHelpNode *node,
                 const char       *name)
{
  return node != NULL && g_strcmp0 (node->name, name) == 0;
}

static void
append_text (const FlHelpNode *node,
             GString          *out)
{
  if (node->text != NULL)
    g_string_append (out, node->text);
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    append_text (node->children->pdata[i], out);
}

/**
 * fl_help_node_get_text:
 *
 * Returns: the text of @node and all it holds, each run of white space
 *   made one space, none at the ends
 */
char *
fl_help_node_get_text (const FlHelpNode *node)
{
  g_autoptr(GString) raw = g_string_new (NULL);
  GString *text = g_string_new (NULL);

  append_text (node, raw);
  for (const char *p = raw->str; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          if (text->len > 0 && text->str[text->len - 1] != ' ')
            g_string_append_c (text, ' ');
        }
      else
        g_string_append_c (text, *p);
    }
  if (text->len > 0 && text->str[text->len - 1] == ' ')
    g_string_truncate (text, text->len - 1);
  return g_string_free (text, FALSE);
}

/**
 * fl_help_text_cites_rule:
 * @rule: a rule's number, such as "F1"
 *
 * Returns: whether @text cites @rule: its number stands as a word of its
 *   own, so that "F1" is not cited by "(F13)"
 */
gboolean
fl_help_text_cites_rule (const char *text,
                         const char *rule)
{
  gsize len = strlen (rule);

  for (const char *p = strstr (text, rule); p != NULL; p = strstr (p + 1, rule))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isalnum (p[len]))
      return TRUE;
  return FALSE;
}
