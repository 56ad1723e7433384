/* fl-help-view.c: a help page shown in the app
 *
 * Renders the Mallard pages of help/ (fl-help-page.c) with native widgets:
 * the page's title, its sections with their headings, paragraphs, notes,
 * lists, lists of terms and tables, with the inline elements (gui, key,
 * em, code, file, links) as text attributes. A page's topic links are a
 * boxed list of the pages they name.
 *
 * The view can land on a rule: the paragraphs, list items or table rows
 * that cite its number (such as "F13") are marked and scrolled to.
 * fl_help_rule_new() renders those alone, for the rules tutor to quote a
 * rule beside the sentence that cites it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-help-view"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-help-page.h"
#include "fl-help-view.h"
#include "fl-help-window.h"

struct _FlHelpView
{
  AdwBin             parent_instance;

  GtkScrolledWindow *scrolled;
  GtkBox            *content;
  FlHelpPage        *page;
  GHashTable        *widgets;   /* FlHelpNode → the GtkWidget that shows it */
  GPtrArray         *marked;    /* the widgets of the rule landed on */
  GtkWidget         *scroll_to;
  guint              scroll_tick;
  guint              scroll_frames;
};

G_DEFINE_FINAL_TYPE (FlHelpView, fl_help_view, ADW_TYPE_BIN)

enum {
  LINK_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  const FlHelpPage *page;
  GHashTable       *widgets;    /* or NULL */
  int               depth;      /* of the sections around */
} Render;

static GtkWidget *render_block    (Render           *render,
                                   const FlHelpNode *node);
static GtkWidget *automatic_links (Render           *render,
                                   const FlHelpNode *node,
                                   const char       *section);

/* ---- Inline text ------------------------------------------------------ */

static void
append_text (GString    *markup,
             const char *text)
{
  g_autoptr(GString) plain = g_string_new (NULL);
  g_autofree char *escaped = NULL;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (!g_ascii_isspace (*p))
        g_string_append_c (plain, *p);
      else if (plain->len == 0 || plain->str[plain->len - 1] != ' ')
        g_string_append_c (plain, ' ');
    }
  /* No space at a line's start, nor two across the runs of text. */
  if (plain->str[0] == ' ' && (markup->len == 0 || markup->str[markup->len - 1] == ' '
                               || markup->str[markup->len - 1] == '\n'))
    g_string_erase (plain, 0, 1);
  escaped = g_markup_escape_text (plain->str, -1);
  g_string_append (markup, escaped);
}

/* The title a link without text of its own shows: its target's. */
static char *
link_target_title (const FlHelpPage *page,
                   const char       *xref)
{
  g_auto(GStrv) parts = g_strsplit (xref, "#", 2);
  const FlHelpPage *target = parts[0][0] != '\0' ? fl_help_page_get (parts[0]) : page;
  const FlHelpNode *section;

  if (target == NULL)
    return g_strdup (xref);
  if (parts[1] == NULL)
    return fl_help_page_get_title (target);
  section = fl_help_page_find_section (target, parts[1]);
  if (section == NULL || fl_help_node_get_child (section, "title") == NULL)
    return fl_help_page_get_title (target);
  return fl_help_node_get_text (fl_help_node_get_child (section, "title"));
}

static void append_inline (Render           *render,
                           const FlHelpNode *node,
                           GString          *markup);

static void
append_children (Render           *render,
                 const FlHelpNode *node,
                 GString          *markup)
{
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    append_inline (render, node->children->pdata[i], markup);
}

static void
append_wrapped (Render           *render,
                const FlHelpNode *node,
                GString          *markup,
                const char       *open,
                const char       *close)
{
  g_string_append (markup, open);
  append_children (render, node, markup);
  g_string_append (markup, close);
}

static void
append_inline (Render           *render,
               const FlHelpNode *node,
               GString          *markup)
{
  if (node->name == NULL)
    append_text (markup, node->text);
  else if (fl_help_node_is (node, "gui") || fl_help_node_is (node, "key"))
    /* A label or a key is one word: no line breaks inside ダンプ. */
    append_wrapped (render, node, markup, "<span allow_breaks=\"false\"><b>", "</b></span>");
  else if (fl_help_node_is (node, "em") || fl_help_node_is (node, "var"))
    append_wrapped (render, node, markup, "<i>", "</i>");
  else if (fl_help_node_is (node, "code") || fl_help_node_is (node, "file")
           || fl_help_node_is (node, "cmd") || fl_help_node_is (node, "sys")
           || fl_help_node_is (node, "input") || fl_help_node_is (node, "output"))
    append_wrapped (render, node, markup, "<tt>", "</tt>");
  else if (fl_help_node_is (node, "keyseq"))
    {
      gboolean first = TRUE;

      /* The keys of a combination, joined as the shortcuts window does. */
      for (guint i = 0; node->children != NULL && i < node->children->len; i++)
        {
          const FlHelpNode *key = node->children->pdata[i];

          if (key->name == NULL)
            continue;
          if (!first)
            g_string_append (markup, "+");
          append_inline (render, key, markup);
          first = FALSE;
        }
    }
  else if (fl_help_node_is (node, "link"))
    {
      const char *xref = fl_help_node_get_attribute (node, "xref");
      const char *href = fl_help_node_get_attribute (node, "href");
      g_autofree char *uri = NULL;
      g_autofree char *escaped = NULL;

      if (xref != NULL)
        uri = g_strdup_printf ("help:%s%s", xref[0] == '#' ? fl_help_page_get_id (render->page) : "", xref);
      else if (href != NULL)
        uri = g_strdup (href);
      if (uri == NULL)
        {
          append_children (render, node, markup);
          return;
        }
      escaped = g_markup_escape_text (uri, -1);
      g_string_append_printf (markup, "<a href=\"%s\">", escaped);
      if (node->children != NULL && node->children->len > 0)
        append_children (render, node, markup);
      else
        {
          g_autofree char *title = link_target_title (render->page, xref != NULL ? xref : href);
          append_text (markup, title);
        }
      g_string_append (markup, "</a>");
    }
  else
    append_children (render, node, markup);
}

/* "help:PAGE#SECTION" into its page and section. */
static gboolean
parse_help_uri (const char  *uri,
                char       **page,
                char       **section)
{
  g_auto(GStrv) parts = NULL;

  if (!g_str_has_prefix (uri, "help:"))
    return FALSE;
  parts = g_strsplit (uri + strlen ("help:"), "#", 2);
  *page = g_strdup (parts[0]);
  *section = g_strdup (parts[1]);
  return TRUE;
}

typedef struct
{
  FlHelpView *view;
  char       *page;
  char       *section;
} PendingLink;

static void
pending_link_free (gpointer data)
{
  PendingLink *link = data;

  g_object_unref (link->view);
  g_free (link->page);
  g_free (link->section);
  g_free (link);
}

static gboolean
follow_link_cb (gpointer data)
{
  PendingLink *link = data;

  g_signal_emit (link->view, signals[LINK_ACTIVATED], 0, link->page, link->section);
  return G_SOURCE_REMOVE;
}

/* Emits ::link-activated once the link's own handler is done: the page it
 * leads to replaces the widget that holds it. */
static void
follow_link (GtkWidget  *from,
             const char *page,
             const char *section)
{
  GtkWidget *view = gtk_widget_get_ancestor (from, FL_TYPE_HELP_VIEW);
  PendingLink *link;

  if (view == NULL)
    return;
  link = g_new0 (PendingLink, 1);
  link->view = g_object_ref (FL_HELP_VIEW (view));
  link->page = g_strdup (page);
  link->section = g_strdup (section);
  g_idle_add_full (G_PRIORITY_DEFAULT, follow_link_cb, link, pending_link_free);
}

static gboolean
label_activate_link_cb (GtkLabel   *label,
                        const char *uri,
                        gpointer    user_data)
{
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (label), FL_TYPE_HELP_VIEW);
  g_autofree char *page = NULL;
  g_autofree char *section = NULL;
  GtkRoot *root;

  if (!parse_help_uri (uri, &page, &section))
    return FALSE;   /* a web address: GTK opens it */

  if (view != NULL)
    follow_link (GTK_WIDGET (label), page, section);
  else
    {
      root = gtk_widget_get_root (GTK_WIDGET (label));
      fl_help_window_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, page, section, NULL);
    }
  return TRUE;
}

static GtkWidget *
text_label (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_WORD);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_halign (label, GTK_ALIGN_FILL);
  g_signal_connect (label, "activate-link", G_CALLBACK (label_activate_link_cb), NULL);
  return label;
}

static GtkWidget *
inline_label (Render           *render,
              const FlHelpNode *node)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  append_children (render, node, markup);
  while (markup->len > 0 && markup->str[markup->len - 1] == ' ')
    g_string_truncate (markup, markup->len - 1);
  return text_label (markup->str);
}

/* ---- Blocks ----------------------------------------------------------- */

static GtkWidget *
vbox (int spacing)
{
  return gtk_box_new (GTK_ORIENTATION_VERTICAL, spacing);
}

static void
remember (Render           *render,
          const FlHelpNode *node,
          GtkWidget        *widget)
{
  if (render->widgets != NULL)
    g_hash_table_insert (render->widgets, (gpointer) node, widget);
}

/* The blocks inside @node, in @box; titles are their parents' business. */
static void
render_children (Render           *render,
                 const FlHelpNode *node,
                 GtkWidget        *box)
{
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    {
      const FlHelpNode *child = node->children->pdata[i];
      GtkWidget *widget;

      if (child->name == NULL || fl_help_node_is (child, "title"))
        continue;
      if ((widget = render_block (render, child)) != NULL)
        gtk_box_append (GTK_BOX (box), widget);
    }
}

/* A heading of @level (1 for the page's title), @markup its text. */
static GtkWidget *
heading_text (const char *markup,
              int         level)
{
  static const char *const classes[] = { "title-1", "title-2", "title-3", "title-4", "heading" };
  GtkWidget *label;

  label = g_object_new (GTK_TYPE_LABEL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                        "wrap", TRUE,
                        "wrap-mode", PANGO_WRAP_WORD_CHAR,
                        "xalign", 0.0f,
                        "use-markup", TRUE,
                        "label", markup,
                        NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LEVEL, level, -1);
  gtk_widget_add_css_class (label, classes[MIN (level - 1, (int) G_N_ELEMENTS (classes) - 1)]);
  return label;
}

static GtkWidget *
heading (Render           *render,
         const FlHelpNode *title,
         int               level)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  append_children (render, title, markup);
  return heading_text (markup->str, level);
}

static GtkWidget *
render_section (Render           *render,
                const FlHelpNode *node)
{
  GtkWidget *box = vbox (12);
  const FlHelpNode *title = fl_help_node_get_child (node, "title");
  GtkWidget *links;

  render->depth++;
  gtk_widget_add_css_class (box, "help-section");
  gtk_widget_set_margin_top (box, render->depth == 1 ? 18 : 6);
  if (title != NULL)
    gtk_box_append (GTK_BOX (box), heading (render, title, render->depth + 1));
  render_children (render, node, box);
  if ((links = automatic_links (render, node, fl_help_node_get_attribute (node, "id"))) != NULL)
    gtk_box_append (GTK_BOX (box), links);
  render->depth--;
  return box;
}

static GtkWidget *
render_list (Render           *render,
             const FlHelpNode *node)
{
  GtkWidget *box = vbox (6);
  gboolean numbered = g_strcmp0 (fl_help_node_get_attribute (node, "type"), "numbered") == 0;
  guint n = 0;

  gtk_widget_add_css_class (box, "help-list");
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    {
      const FlHelpNode *item = node->children->pdata[i];
      GtkWidget *row, *mark, *body;
      g_autofree char *number = NULL;

      if (!fl_help_node_is (item, "item"))
        continue;
      n++;
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      number = numbered ? g_strdup_printf ("%u.", n) : NULL;
      mark = gtk_label_new (numbered ? number : "•");
      gtk_widget_set_valign (mark, GTK_ALIGN_START);
      gtk_accessible_update_state (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_STATE_HIDDEN, !numbered, -1);
      body = vbox (6);
      gtk_widget_set_hexpand (body, TRUE);
      render_children (render, item, body);
      gtk_box_append (GTK_BOX (row), mark);
      gtk_box_append (GTK_BOX (row), body);
      gtk_widget_add_css_class (row, "help-item");
      remember (render, item, row);
      gtk_box_append (GTK_BOX (box), row);
    }
  return box;
}

static GtkWidget *
render_term (Render           *render,
             const FlHelpNode *item)
{
  GtkWidget *box = vbox (4);
  GtkWidget *body = vbox (6);
  const FlHelpNode *title = fl_help_node_get_child (item, "title");

  if (title != NULL)
    {
      GtkWidget *label = inline_label (render, title);

      gtk_widget_add_css_class (label, "heading");
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_widget_set_margin_start (body, 18);
  render_children (render, item, body);
  gtk_box_append (GTK_BOX (box), body);
  gtk_widget_add_css_class (box, "help-item");
  remember (render, item, box);
  return box;
}

static GtkWidget *
render_terms (Render           *render,
              const FlHelpNode *node)
{
  GtkWidget *box = vbox (10);

  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    if (fl_help_node_is (node->children->pdata[i], "item"))
      gtk_box_append (GTK_BOX (box), render_term (render, node->children->pdata[i]));
  return box;
}

/* One row of a table into @grid, at @y. */
static void
render_row (Render           *render,
            const FlHelpNode *tr,
            GtkGrid          *grid,
            int               y,
            gboolean          head)
{
  int x = 0;

  for (guint i = 0; tr->children != NULL && i < tr->children->len; i++)
    {
      const FlHelpNode *td = tr->children->pdata[i];
      GtkWidget *cell;

      if (!fl_help_node_is (td, "td") && !fl_help_node_is (td, "th"))
        continue;
      cell = vbox (6);
      gtk_widget_add_css_class (cell, head ? "help-table-head" : "help-table-cell");
      gtk_widget_set_hexpand (cell, TRUE);
      render_children (render, td, cell);
      remember (render, td, cell);
      gtk_grid_attach (grid, cell, x++, y, 1, 1);
    }
  if (render->widgets != NULL && gtk_grid_get_child_at (grid, 0, y) != NULL)
    remember (render, tr, gtk_grid_get_child_at (grid, 0, y));
}

/* The rows of @node into @grid from @y: the heading's, and of the body's
 * only @only when given. */
static void
render_rows (Render           *render,
             const FlHelpNode *node,
             GtkGrid          *grid,
             int              *y,
             gboolean          head,
             const FlHelpNode *only)
{
  for (guint i = 0; node->children != NULL && i < node->children->len; i++)
    {
      const FlHelpNode *child = node->children->pdata[i];

      if (fl_help_node_is (child, "thead"))
        render_rows (render, child, grid, y, TRUE, only);
      else if (fl_help_node_is (child, "tbody") || fl_help_node_is (child, "tfoot"))
        render_rows (render, child, grid, y, head, only);
      else if (fl_help_node_is (child, "tr") && (head || only == NULL || child == only))
        render_row (render, child, grid, (*y)++, head);
    }
}

static GtkWidget *
render_table (Render           *render,
              const FlHelpNode *table,
              const FlHelpNode *only)
{
  GtkWidget *grid = gtk_grid_new ();
  int y = 0;

  gtk_widget_add_css_class (grid, "help-table");
  render_rows (render, table, GTK_GRID (grid), &y, FALSE, only);
  return grid;
}

static void
topic_row_activated_cb (AdwActionRow *row,
                        gpointer      user_data)
{
  follow_link (GTK_WIDGET (row), g_object_get_data (G_OBJECT (row), "fl-help-page"), NULL);
}

/* Links to @pages (FlHelpPage), each with its description, in a boxed
 * list. */
static GtkWidget *
topic_list (GPtrArray *pages)
{
  GtkWidget *list;

  if (pages->len == 0)
    return NULL;

  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < pages->len; i++)
    {
      g_autofree char *title = fl_help_page_get_title (pages->pdata[i]);
      g_autofree char *desc = fl_help_page_get_desc (pages->pdata[i]);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      if (desc != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), desc);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "fl-help-page",
                              g_strdup (fl_help_page_get_id (pages->pdata[i])), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (topic_row_activated_cb), NULL);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  return list;
}

/* A guide's topic links: the pages of its groups, in their order. */
static GtkWidget *
render_links (Render           *render,
              const FlHelpNode *node)
{
  const char *groups = fl_help_node_get_attribute (node, "groups");
  g_auto(GStrv) names = groups != NULL ? g_strsplit (groups, " ", -1) : NULL;
  g_autoptr(GPtrArray) pages = g_ptr_array_new ();

  if (g_strcmp0 (fl_help_node_get_attribute (node, "type"), "topic") != 0 || names == NULL)
    return NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *id = fl_help_page_find_group (names[i]);
      FlHelpPage *page = id != NULL ? fl_help_page_get (id) : NULL;

      if (page != NULL)
        g_ptr_array_add (pages, page);
    }
  return topic_list (pages);
}

/* The topics a guide's section (or the page, @section NULL) gets without
 * a <links> of its own: the pages that name it as their guide. */
static GtkWidget *
automatic_links (Render           *render,
                 const FlHelpNode *node,
                 const char       *section)
{
  g_autofree char *xref = NULL;
  g_autoptr(GPtrArray) pages = NULL;

  if (fl_help_node_get_child (node, "links") != NULL)
    return NULL;
  xref = section != NULL ? g_strdup_printf ("%s#%s", fl_help_page_get_id (render->page), section)
                         : g_strdup (fl_help_page_get_id (render->page));
  pages = fl_help_page_find_linking ("guide", xref);
  return topic_list (pages);
}

static GtkWidget *
render_block (Render           *render,
              const FlHelpNode *node)
{
  GtkWidget *widget;

  if (fl_help_node_is (node, "info") || fl_help_node_is (node, "title")
      || fl_help_node_is (node, "desc"))
    return NULL;
  if (fl_help_node_is (node, "p"))
    widget = inline_label (render, node);
  else if (fl_help_node_is (node, "section"))
    widget = render_section (render, node);
  else if (fl_help_node_is (node, "list"))
    widget = render_list (render, node);
  else if (fl_help_node_is (node, "terms"))
    widget = render_terms (render, node);
  else if (fl_help_node_is (node, "table"))
    widget = render_table (render, node, NULL);
  else if (fl_help_node_is (node, "links"))
    widget = render_links (render, node);
  else
    {
      /* A note, and any other block: what it holds. */
      widget = vbox (12);
      if (fl_help_node_is (node, "note"))
        {
          gtk_widget_add_css_class (widget, "card");
          gtk_widget_add_css_class (widget, "help-note");
        }
      render_children (render, node, widget);
    }
  if (widget != NULL)
    remember (render, node, widget);
  return widget;
}

/* ---- The view --------------------------------------------------------- */

static void
stop_scrolling (FlHelpView *self)
{
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  self->scroll_to = NULL;
}

/* Scrolls to the widget landed on once it is laid out, which takes a frame
 * or two after the page is built. */
static gboolean
scroll_tick_cb (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  FlHelpView *self = FL_HELP_VIEW (widget);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  double x, y;

  if (self->scroll_to != NULL && gtk_widget_get_height (self->scroll_to) > 0
      && gtk_widget_translate_coordinates (self->scroll_to, GTK_WIDGET (self->content), 0, 0, &x, &y))
    {
      /* A fifth of the view above it, for the heading it comes under. */
      double target = MAX (0.0, y - gtk_adjustment_get_page_size (adjustment) / 5.0);

      gtk_adjustment_set_value (adjustment, target);
      if (gtk_adjustment_get_value (adjustment) >= MIN (target, gtk_adjustment_get_upper (adjustment)
                                                        - gtk_adjustment_get_page_size (adjustment)) - 1.0
          && ++self->scroll_frames >= 2)
        {
          self->scroll_tick = 0;
          self->scroll_to = NULL;
          return G_SOURCE_REMOVE;
        }
    }
  return G_SOURCE_CONTINUE;
}

static void
scroll_to (FlHelpView *self,
           GtkWidget  *widget)
{
  stop_scrolling (self);
  self->scroll_to = widget;
  self->scroll_frames = 0;
  self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

/**
 * fl_help_view_load:
 * @page: a page's id, such as "flunk"
 * @section: (nullable): a section of it to land on
 * @rule: (nullable): a rule's number, such as "F13", to land on: what
 *   cites it in @section (or anywhere on the page) is marked
 *
 * Shows @page in the user's language.
 *
 * Returns: whether the help has @page
 */
gboolean
fl_help_view_load (FlHelpView *self,
                   const char *page,
                   const char *section,
                   const char *rule)
{
  Render render = { 0 };
  FlHelpPage *help_page;
  const FlHelpNode *page_node;
  g_autoptr(GPtrArray) see_also = NULL;
  GtkWidget *links;
  GtkRoot *root;
  GtkWidget *child;

  g_return_val_if_fail (FL_IS_HELP_VIEW (self), FALSE);
  g_return_val_if_fail (page != NULL, FALSE);

  if ((help_page = fl_help_page_get (page)) == NULL || (page_node = fl_help_page_get_root (help_page)) == NULL)
    return FALSE;

  stop_scrolling (self);
  /* The focus leaves the old page before its widgets go. */
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (root != NULL && gtk_root_get_focus (root) != NULL
      && gtk_widget_is_ancestor (gtk_root_get_focus (root), GTK_WIDGET (self->content)))
    gtk_root_set_focus (root, NULL);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->content))) != NULL)
    gtk_box_remove (self->content, child);
  g_hash_table_remove_all (self->widgets);
  g_ptr_array_set_size (self->marked, 0);
  self->page = help_page;

  render.page = help_page;
  render.widgets = self->widgets;
  if (fl_help_node_get_child (page_node, "title") != NULL)
    gtk_box_append (self->content, heading (&render, fl_help_node_get_child (page_node, "title"), 1));
  render_children (&render, page_node, GTK_WIDGET (self->content));
  if ((links = automatic_links (&render, page_node, NULL)) != NULL)
    gtk_box_append (self->content, links);
  see_also = fl_help_page_find_see_also (help_page);
  if (see_also->len > 0)
    {
      GtkWidget *box = vbox (12);
      /* Translators: the heading of the links to related pages at the
       * end of a help page. */
      g_autofree char *title = g_markup_escape_text (_("See Also"), -1);

      gtk_widget_set_margin_top (box, 18);
      gtk_box_append (GTK_BOX (box), heading_text (title, 2));
      gtk_box_append (GTK_BOX (box), topic_list (see_also));
      gtk_box_append (self->content, box);
    }

  if (rule != NULL)
    {
      g_autoptr(GPtrArray) units = fl_help_page_find_rule (help_page, section, rule);

      for (guint i = 0; i < units->len; i++)
        {
          const FlHelpNode *unit = units->pdata[i];
          GtkWidget *widget = g_hash_table_lookup (self->widgets, unit);

          /* A table row is marked cell by cell. */
          for (guint j = 0; fl_help_node_is (unit, "tr") && unit->children != NULL && j < unit->children->len; j++)
            {
              GtkWidget *cell = g_hash_table_lookup (self->widgets, unit->children->pdata[j]);

              if (cell != NULL)
                g_ptr_array_add (self->marked, cell);
            }
          if (widget != NULL && !fl_help_node_is (unit, "tr"))
            g_ptr_array_add (self->marked, widget);
        }
      for (guint i = 0; i < self->marked->len; i++)
        gtk_widget_add_css_class (self->marked->pdata[i], "help-rule");
    }

  if (self->marked->len > 0)
    scroll_to (self, self->marked->pdata[0]);
  else if (section != NULL && g_hash_table_lookup (self->widgets, fl_help_page_find_section (help_page, section)) != NULL)
    scroll_to (self, g_hash_table_lookup (self->widgets, fl_help_page_find_section (help_page, section)));
  else
    gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scrolled), 0.0);
  return TRUE;
}

/**
 * fl_help_view_scroll:
 * @scroll: how far: a step, a page, or to the start or the end
 *
 * Scrolls the page as the keys do where nothing in it has the focus.
 */
void
fl_help_view_scroll (FlHelpView    *self,
                     GtkScrollType  scroll)
{
  GtkAdjustment *adjustment;
  double value, page;

  g_return_if_fail (FL_IS_HELP_VIEW (self));

  stop_scrolling (self);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  value = gtk_adjustment_get_value (adjustment);
  page = gtk_adjustment_get_page_size (adjustment);
  switch (scroll)
    {
    case GTK_SCROLL_STEP_BACKWARD: value -= gtk_adjustment_get_step_increment (adjustment); break;
    case GTK_SCROLL_STEP_FORWARD: value += gtk_adjustment_get_step_increment (adjustment); break;
    case GTK_SCROLL_PAGE_BACKWARD: value -= page * 0.9; break;
    case GTK_SCROLL_PAGE_FORWARD: value += page * 0.9; break;
    case GTK_SCROLL_START: value = 0.0; break;
    case GTK_SCROLL_END: value = gtk_adjustment_get_upper (adjustment); break;
    default: return;
    }
  gtk_adjustment_set_value (adjustment, value);
}

const char *
fl_help_view_get_page (FlHelpView *self)
{
  g_return_val_if_fail (FL_IS_HELP_VIEW (self), NULL);

  return self->page != NULL ? fl_help_page_get_id (self->page) : NULL;
}

/**
 * fl_help_view_get_title:
 *
 * Returns: (nullable): the title of the page shown
 */
char *
fl_help_view_get_title (FlHelpView *self)
{
  g_return_val_if_fail (FL_IS_HELP_VIEW (self), NULL);

  return self->page != NULL ? fl_help_page_get_title (self->page) : NULL;
}

/**
 * fl_help_view_get_marked:
 *
 * Returns: (transfer none) (element-type GtkWidget): the widgets that show
 *   the rule landed on, marked
 */
GPtrArray *
fl_help_view_get_marked (FlHelpView *self)
{
  g_return_val_if_fail (FL_IS_HELP_VIEW (self), NULL);

  return self->marked;
}

/**
 * fl_help_rule_new:
 * @page: the help page of a game, such as "flunk"
 * @section: (nullable): the section that states the rule
 * @rule: a rule's number, such as "F13"
 *
 * Renders what @page says of @rule, in the user's language: each paragraph
 * citing it, with the list item or the table row (under the table's
 * heading) it belongs to.
 *
 * Returns: (transfer floating) (nullable): the rule's text, or %NULL when
 *   the page does not cite @rule
 */
GtkWidget *
fl_help_rule_new (const char *page,
                  const char *section,
                  const char *rule)
{
  Render render = { 0 };
  FlHelpPage *help_page = fl_help_page_get (page);
  g_autoptr(GPtrArray) units = NULL;
  GtkWidget *box;

  g_return_val_if_fail (rule != NULL, NULL);

  if (help_page == NULL)
    return NULL;
  units = fl_help_page_find_rule (help_page, section, rule);
  if (units->len == 0)
    return NULL;

  render.page = help_page;
  box = vbox (8);
  gtk_widget_add_css_class (box, "help-quote");
  for (guint i = 0; i < units->len; i++)
    {
      const FlHelpNode *unit = units->pdata[i];
      const FlHelpNode *table = unit->parent;

      while (fl_help_node_is (unit, "tr") && table != NULL && !fl_help_node_is (table, "table"))
        table = table->parent;

      if (fl_help_node_is (unit, "tr") && table != NULL)
        gtk_box_append (GTK_BOX (box), render_table (&render, table, unit));
      else if (fl_help_node_is (unit, "item") && fl_help_node_is (unit->parent, "terms"))
        gtk_box_append (GTK_BOX (box), render_term (&render, unit));
      else if (fl_help_node_is (unit, "item"))
        {
          GtkWidget *body = vbox (6);

          render_children (&render, unit, body);
          gtk_box_append (GTK_BOX (box), body);
        }
      else
        gtk_box_append (GTK_BOX (box), render_block (&render, unit));
    }
  return box;
}

static void
fl_help_view_dispose (GObject *object)
{
  FlHelpView *self = FL_HELP_VIEW (object);

  stop_scrolling (self);
  G_OBJECT_CLASS (fl_help_view_parent_class)->dispose (object);
}

static void
fl_help_view_finalize (GObject *object)
{
  FlHelpView *self = FL_HELP_VIEW (object);

  g_clear_pointer (&self->widgets, g_hash_table_unref);
  g_clear_pointer (&self->marked, g_ptr_array_unref);
  G_OBJECT_CLASS (fl_help_view_parent_class)->finalize (object);
}

static void
fl_help_view_class_init (FlHelpViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = fl_help_view_dispose;
  object_class->finalize = fl_help_view_finalize;

  /**
   * FlHelpView::link-activated:
   * @page: the page a link leads to
   * @section: (nullable): the section of it
   *
   * A link to a help page was followed; whoever shows the view shows it.
   */
  signals[LINK_ACTIVATED] = g_signal_new ("link-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);

  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "helpview");
}

static void
fl_help_view_init (FlHelpView *self)
{
  GtkWidget *clamp = adw_clamp_new ();

  self->widgets = g_hash_table_new (NULL, NULL);
  self->marked = g_ptr_array_new ();

  self->content = GTK_BOX (vbox (12));
  gtk_widget_add_css_class (GTK_WIDGET (self->content), "help-page");
  gtk_widget_set_margin_top (GTK_WIDGET (self->content), 24);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->content), 36);
  gtk_widget_set_margin_start (GTK_WIDGET (self->content), 18);
  gtk_widget_set_margin_end (GTK_WIDGET (self->content), 18);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 760);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), GTK_WIDGET (self->content));

  self->scrolled = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (self->scrolled, clamp);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scrolled), TRUE);
  adw_bin_set_child (ADW_BIN (self), GTK_WIDGET (self->scrolled));
}

GtkWidget *
fl_help_view_new (void)
{
  return g_object_new (FL_TYPE_HELP_VIEW, NULL);
}
