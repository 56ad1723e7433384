/* test-ui-rules.c: the rules and the help, read in the app
 *
 * With no help viewer installed (the test's environment has none), the
 * help is shown by the app itself: "Read the rule" under a tutor's
 * sentence opens the text of the rule the sentence cites, F1 opens the
 * help's index, and the Rules button of a game without a table opens its
 * page. Run in English, Japanese and Czech (FLOURISH_TEST_LANGUAGE): the
 * text expected is read from the help's own translation (help/LANG/LANG.po)
 * of the paragraph that states the rule, which the test names by its
 * English words. Screenshots of the help window at 800×600 and 1920×1080
 * go to $FLOURISH_SCREENSHOT_DIR, or else screenshots/ in the build
 * directory.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "fl-application.h"
#include "fl-engine.h"
#include "fl-game-page.h"
#include "fl-help-page.h"
#include "fl-help-view.h"
#include "fl-help-window.h"
#include "fl-table-page.h"
#include "fl-tutor-panel.h"
#include "fl-ui-test-helpers.h"
#include "fl-window.h"

typedef struct
{
  FlApplication *app;
  FlWindow      *window;
} Fixture;

static FlApplication *application;

static const char *
language (void)
{
  const char *lang = g_getenv ("FLOURISH_TEST_LANGUAGE");

  return lang != NULL && *lang != '\0' ? lang : "en";
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  GSettings *settings = fl_application_get_settings (application);

  fixture->app = application;
  fl_saved_game_discard ();
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_int (settings, "window-width", 1024);
  g_settings_set_int (settings, "window-height", 768);
  g_settings_set_boolean (settings, "window-maximized", FALSE);
  g_settings_set_boolean (settings, "tutor-warnings", FALSE);
  g_settings_reset (settings, "show-tutor");
  fixture->window = FL_WINDOW (fl_test_activate (GTK_APPLICATION (fixture->app)));
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  fl_test_destroy_windows (GTK_APPLICATION (fixture->app));
}

/* ---- What the help says, from its sources ----------------------------- */

/* A string of a .po file, its quotes and escapes undone. */
static void
append_po_string (GString    *out,
                  const char *line)
{
  const char *p = strchr (line, '"');

  g_assert_nonnull (p);
  for (p++; *p != '\0' && *p != '"'; p++)
    {
      if (*p == '\\' && p[1] != '\0')
        {
          p++;
          g_string_append_c (out, *p == 'n' ? '\n' : *p == 't' ? '\t' : *p);
        }
      else
        g_string_append_c (out, *p);
    }
}

/* The translations of help/LANG/LANG.po, msgid → msgstr. */
static GHashTable *
read_help_po (const char *lang)
{
  g_autofree char *po = g_strconcat (lang, ".po", NULL);
  g_autofree char *path = g_build_filename (g_getenv ("G_TEST_SRCDIR"), "help", lang, po, NULL);
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GHashTable *catalogue = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GString *id = NULL, *str = NULL, *current = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; ; i++)
    {
      const char *line = lines[i];

      if (line == NULL || *line == '\0' || g_str_has_prefix (line, "msgid "))
        {
          if (id != NULL && str != NULL && id->len > 0 && str->len > 0)
            g_hash_table_insert (catalogue, g_string_free (id, FALSE), g_string_free (str, FALSE));
          else
            {
              if (id != NULL)
                g_string_free (id, TRUE);
              if (str != NULL)
                g_string_free (str, TRUE);
            }
          id = str = current = NULL;
          if (line == NULL)
            break;
        }
      if (g_str_has_prefix (line, "msgid "))
        current = id = g_string_new (NULL);
      else if (g_str_has_prefix (line, "msgstr "))
        current = str = g_string_new (NULL);
      else if (line[0] != '"')
        continue;
      if (current != NULL)
        append_po_string (current, line);
    }
  return catalogue;
}

/* @text as the reader sees it: no elements, the five entities read, each
 * run of white space one space. */
static char *
plain_text (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '<')
        {
          const char *end = strchr (p, '>');

          if (end != NULL)
            {
              p = end;
              continue;
            }
        }
      if (g_ascii_isspace (*p))
        {
          if (out->len > 0 && out->str[out->len - 1] != ' ')
            g_string_append_c (out, ' ');
          continue;
        }
      g_string_append_c (out, *p);
    }
  g_strstrip (out->str);
  out->len = strlen (out->str);
  for (const char *const *e = (const char *const[]) { "&lt;", "<", "&gt;", ">", "&quot;", "\"", "&apos;", "'", "&amp;", "&", NULL };
       *e != NULL; e += 2)
    g_string_replace (out, e[0], e[1], 0);
  return g_string_free (out, FALSE);
}

/* The help's text for the English @text, in the language of the run. */
static char *
help_text (const char *english)
{
  g_autoptr(GHashTable) catalogue = NULL;
  GHashTableIter iter;
  const char *id, *str;

  if (g_str_equal (language (), "en"))
    return plain_text (english);

  catalogue = read_help_po (language ());
  g_hash_table_iter_init (&iter, catalogue);
  while (g_hash_table_iter_next (&iter, (gpointer *) &id, (gpointer *) &str))
    {
      g_autofree char *plain = plain_text (id);

      if (g_str_equal (plain, english))
        return plain_text (str);
    }
  g_test_message ("help/%s/%s.po does not translate: %s", language (), language (), english);
  g_assert_not_reached ();
}

/* ---- Widgets ---------------------------------------------------------- */

/* The texts of the labels below @root that are drawn, in order, joined by
 * a space. */
static char *
shown_text (GtkWidget *root)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  g_autoptr(GString) text = g_string_new (NULL);

  fl_test_collect_widgets (root, GTK_TYPE_LABEL, labels);
  for (guint i = 0; i < labels->len; i++)
    {
      if (!gtk_widget_is_drawable (labels->pdata[i]))
        continue;
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, gtk_label_get_text (labels->pdata[i]));
    }
  return g_strdup (text->str);
}

static gboolean
help_window_shown_cb (gpointer data)
{
  GtkWindow *window = fl_test_find_toplevel (FL_TYPE_HELP_WINDOW);

  return window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window));
}

static FlHelpWindow *
wait_for_help_window (void)
{
  fl_test_iterate_until (help_window_shown_cb, NULL);
  fl_test_settle (GTK_WIDGET (fl_test_find_toplevel (FL_TYPE_HELP_WINDOW)));
  return FL_HELP_WINDOW (fl_test_find_toplevel (FL_TYPE_HELP_WINDOW));
}

/* The title of the page the help window shows, as its heading shows it. */
static const char *
help_window_title (FlHelpWindow *window)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (window), ADW_TYPE_WINDOW_TITLE, titles);
  g_assert_cmpuint (titles->len, ==, 1);
  return adw_window_title_get_title (titles->pdata[0]);
}

/* help-NAME-LANG-WxH.png at 800×600 and, when the screen takes it,
 * 1920×1080. */
static void
shoot_help (FlHelpWindow *help,
            const char   *name)
{
  static const int sizes[][2] = { { 800, 600 }, { 1920, 1080 } };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *file = g_strdup_printf ("help-%s-%s-%dx%d.png", name, language (), sizes[i][0], sizes[i][1]);

      if (fl_test_resize (GTK_WINDOW (help), sizes[i][0], sizes[i][1]))
        fl_test_save_screenshot (GTK_WIDGET (help), file);
    }
}

/* Presses @accelerator ("Escape") on @widget, through the shortcuts of its
 * class, as GTK does for the key: the shortcut must be there, and do what
 * it says. */
static void
press_shortcut (GtkWidget  *widget,
                const char *accelerator)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  guint key;
  GdkModifierType modifiers;

  g_assert_true (gtk_accelerator_parse (accelerator, &key, &modifiers));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == key
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == modifiers)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                           gtk_shortcut_get_arguments (shortcut)));
              return;
            }
        }
    }
  g_test_message ("%s has no shortcut %s", G_OBJECT_TYPE_NAME (widget), accelerator);
  g_assert_not_reached ();
}

/* ---- The tests -------------------------------------------------------- */

/* The English words of the paragraphs that state some of Flunk's rules,
 * as help/C/flunk.page has them. */
static const struct
{
  const char *rule;
  const char *english;
} flunk_rules[] = {
  { "F6", "Once the cards are dealt, the dealer looks at their own hand and at the dummy and must "
          "announce a contract. There is no auction: nobody else bids, and the dealer cannot pass (F6). "
          "The dealer is then called the declarer. There are three kinds of contract:" },
  { "F13", "If you hold a card of the suit that was led, you must play one; if you hold none, you may "
           "play any card. The dummy follows the same rule (F13). The dealer chooses every card the "
           "dummy plays, at the dummy's turn (F14)." },
  { "F10", "The player on the dealer's left leads to the first trick (F10). Play always goes round in "
           "the same order: the dealer's left-hand opponent, then the dummy, then the dealer's "
           "right-hand opponent, then the dealer. Each trick is played in that order, starting from "
           "whoever leads it (F11)." },
};

static const char *
flunk_rule_english (const char *rule)
{
  for (guint i = 0; i < G_N_ELEMENTS (flunk_rules); i++)
    if (g_str_equal (flunk_rules[i].rule, rule))
      return flunk_rules[i].english;
  return NULL;
}

static gboolean
user_decides_cb (gpointer data)
{
  Fixture *fixture = data;
  FlTablePage *table = fl_game_page_get_table_page (fl_window_get_game_page (fixture->window));
  FlGame *game = fl_table_page_get_game (table);

  return game != NULL && !fl_game_is_over (game)
         && fl_game_get_current_seat (game) == fl_table_page_get_human (table)
         && !fl_table_page_is_busy (table);
}

/* A Flunk game of a known deal, at the user's first decision. */
static void
start_flunk (Fixture *fixture,
             guint64  seed,
             int      seat)
{
  FlGamePage *page = fl_window_get_game_page (fixture->window);
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", "flunk"));
  fl_test_drain ();
  game = fl_game_new ("flunk", NULL, seed, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_page_play (page, game, seat, "heuristic", &error));
  g_assert_no_error (error);
  fl_test_iterate_until (user_decides_cb, fixture);
  fl_test_settle (GTK_WIDGET (fixture->window));
}

/* The tutor's "Read the rule" expanders. */
static GPtrArray *
rule_quotes (Fixture *fixture)
{
  g_autoptr(GPtrArray) expanders = g_ptr_array_new ();
  GPtrArray *quotes = g_ptr_array_new ();

  fl_test_collect_widgets (GTK_WIDGET (fl_game_page_get_tutor_panel (fl_window_get_game_page (fixture->window))),
                           GTK_TYPE_EXPANDER, expanders);
  for (guint i = 0; i < expanders->len; i++)
    if (gtk_widget_has_css_class (expanders->pdata[i], "rule-quote") && gtk_widget_is_drawable (expanders->pdata[i]))
      g_ptr_array_add (quotes, expanders->pdata[i]);
  return quotes;
}

/* "Read the rule" under a sentence of the tutor citing a rule opens that
 * rule's own text, from the help in the user's language: the paragraph
 * that cites the rule, not the section around it. "Show Whole Page" then
 * opens the game's page at the rule, which is marked and scrolled to. */
static void
test_rules_quote (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GPtrArray) quotes = NULL;
  GtkExpander *checked = NULL;
  g_autofree char *expected = NULL;
  FlHelpWindow *help;
  FlHelpView *view;
  GPtrArray *marked;
  GtkWidget *whole_page;
  g_autofree char *marked_text = NULL;
  g_autofree char *after = g_strconcat (" ", _("Show Whole Page"), NULL);
  g_autofree char *screenshot = g_strdup_printf ("help-tutor-quote-%s.png", language ());
  double x, y;

  /* Seat 0 deals the first hand: the user declares a contract. */
  start_flunk (fixture, 3, 0);
  quotes = rule_quotes (fixture);
  g_assert_cmpuint (quotes->len, >, 0);
  for (guint i = 0; i < quotes->len; i++)
    {
      GtkExpander *expander = quotes->pdata[i];
      const char *rule = g_object_get_data (G_OBJECT (expander), "fl-rule");
      const char *english = flunk_rule_english (rule);
      g_autofree char *shown = NULL;

      g_test_message ("The tutor cites %s", rule);
      g_assert_cmpstr (gtk_expander_get_label (expander), ==, _("Read the rule"));
      if (english == NULL || checked != NULL)
        continue;

      g_assert_false (gtk_expander_get_expanded (expander));
      gtk_widget_activate (GTK_WIDGET (expander));
      fl_test_settle (GTK_WIDGET (fixture->window));
      g_assert_true (gtk_expander_get_expanded (expander));

      /* The rule's paragraph and the button to the whole page. */
      g_clear_pointer (&expected, g_free);
      expected = help_text (english);
      shown = shown_text (gtk_expander_get_child (expander));
      g_assert_true (g_str_has_prefix (shown, expected));
      g_assert_cmpstr (shown + strlen (expected), ==, after);
      checked = expander;
    }
  g_assert_nonnull (checked);
  fl_test_save_screenshot (GTK_WIDGET (fixture->window), screenshot);

  whole_page = fl_test_find_button (gtk_expander_get_child (checked), _("Show Whole Page"), NULL, NULL);
  g_assert_nonnull (whole_page);
  fl_test_click (whole_page);
  help = wait_for_help_window ();
  view = FL_HELP_VIEW (fl_help_window_get_view (help));
  g_assert_cmpstr (fl_help_view_get_page (view), ==, "flunk");
  g_assert_cmpstr (help_window_title (help), ==, help_text ("Flunk"));

  /* Landed on the rule: its paragraph marked, and in sight. */
  marked = fl_help_view_get_marked (view);
  g_assert_cmpuint (marked->len, ==, 1);
  marked_text = shown_text (marked->pdata[0]);
  g_assert_cmpstr (marked_text, ==, expected);
  g_assert_true (gtk_widget_has_css_class (marked->pdata[0], "help-rule"));
  g_assert_true (gtk_widget_translate_coordinates (marked->pdata[0], GTK_WIDGET (view), 0, 0, &x, &y));
  g_assert_cmpfloat (y, >=, 0);
  g_assert_cmpfloat (y + gtk_widget_get_height (marked->pdata[0]), <=, gtk_widget_get_height (GTK_WIDGET (view)));
  shoot_help (help, "rule");
  fl_test_set_dark (GTK_WIDGET (help), TRUE);
  fl_test_settle (GTK_WIDGET (help));
  g_free (screenshot);
  screenshot = g_strdup_printf ("help-rule-%s-dark.png", language ());
  fl_test_save_screenshot (GTK_WIDGET (help), screenshot);
  fl_test_set_dark (GTK_WIDGET (help), FALSE);
}

/* F1, with no help viewer, opens the help's index in the app; its list of
 * games leads to a game's page, and Back returns. */
static void
test_rules_f1 (Fixture       *fixture,
               gconstpointer  data)
{
  FlHelpWindow *help;
  FlHelpView *view;
  g_autofree char *shown = NULL;
  g_autofree char *flunk = help_text ("Flunk");
  AdwActionRow *row;

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "help", NULL);
  help = wait_for_help_window ();
  view = FL_HELP_VIEW (fl_help_window_get_view (help));
  g_assert_cmpstr (fl_help_view_get_page (view), ==, "index");
  g_assert_cmpstr (help_window_title (help), ==, help_text ("Flourish Help"));
  shown = shown_text (GTK_WIDGET (view));
  g_assert_nonnull (strstr (shown, help_text ("Playing")));
  /* The tutor's page names the index's section as its guide, with no
   * list of links there: Mallard links it all the same. */
  g_assert_nonnull (fl_test_find_row (GTK_WIDGET (view), help_text ("The rules tutor")));
  shoot_help (help, "index");

  /* Page Down scrolls the page, with nothing in it focused. */
  {
    GtkScrolledWindow *scrolled = fl_test_find_widget (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);

    gtk_window_set_focus (GTK_WINDOW (help), NULL);
    gtk_adjustment_set_value (adjustment, 0.0);
    press_shortcut (GTK_WIDGET (help), "Page_Down");
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0.0);
    press_shortcut (GTK_WIDGET (help), "Home");
    g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0.0);
  }

  row = fl_test_find_row (GTK_WIDGET (view), flunk);
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  fl_test_settle (GTK_WIDGET (help));
  g_assert_cmpstr (fl_help_view_get_page (view), ==, "flunk");
  g_assert_cmpstr (help_window_title (help), ==, flunk);
  press_shortcut (GTK_WIDGET (help), "<Alt>Left");
  fl_test_settle (GTK_WIDGET (help));
  g_assert_cmpstr (fl_help_view_get_page (view), ==, "index");

  /* Escape closes the help. */
  {
    GWeakRef ref;

    g_weak_ref_init (&ref, help);
    press_shortcut (GTK_WIDGET (help), "Escape");
    fl_test_iterate_until (fl_test_widget_is_gone, &ref);
    g_weak_ref_clear (&ref);
  }
}

/* A game without a table yet has only its Rules button: it opens the
 * game's page in the app. */
static void
test_rules_coming_soon (Fixture       *fixture,
                        gconstpointer  data)
{
  static const char *const games[][2] = { { "flaps", "Flaps" } };
  guint n_coming = 0;

  /* Every game of the catalogue without a table, and only those. */
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    n_coming += fl_game_info_get_rules (fl_game_info_get_nth (i)) == NULL;
  g_assert_cmpuint (n_coming, ==, G_N_ELEMENTS (games));

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_assert_null (fl_game_info_get_rules (fl_game_info_lookup (games[i][0])));
      g_autoptr(GPtrArray) buttons = g_ptr_array_new ();
      GtkWidget *rules = NULL;
      FlHelpWindow *help;

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-game", "s", games[i][0]));
      fl_test_settle (GTK_WIDGET (fixture->window));
      fl_test_collect_widgets (GTK_WIDGET (fixture->window), GTK_TYPE_BUTTON, buttons);
      for (guint j = 0; j < buttons->len; j++)
        if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[j]), "win.game-help") == 0
            && gtk_widget_is_drawable (buttons->pdata[j]))
          rules = buttons->pdata[j];
      g_assert_nonnull (rules);
      fl_test_click (rules);
      help = wait_for_help_window ();
      g_assert_cmpstr (fl_help_view_get_page (FL_HELP_VIEW (fl_help_window_get_view (help))), ==, games[i][0]);
      g_assert_cmpstr (help_window_title (help), ==, help_text (games[i][1]));
      if (i == 0)
        shoot_help (help, games[i][0]);
      gtk_window_destroy (GTK_WINDOW (help));
      fl_test_drain ();
    }
}

/* The text of @page's @rule as the tutor quotes it. */
static char *
quoted_rule (const char *page,
             const char *section,
             const char *rule)
{
  GtkWidget *quote = fl_help_rule_new (page, section, rule);
  GtkWidget *window = gtk_window_new ();
  char *text;

  g_assert_nonnull (quote);
  gtk_window_set_child (GTK_WINDOW (window), quote);
  gtk_window_present (GTK_WINDOW (window));
  fl_test_settle (window);
  text = shown_text (quote);
  gtk_window_destroy (GTK_WINDOW (window));
  return text;
}

/* A rule is quoted as its page states it: a paragraph alone (not the
 * introduction's mention of the same number), a term with its name, a
 * table's row under the table's heading. */
static void
test_rules_units (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *f13 = quoted_rule ("flunk", "play", "F13");
  g_autofree char *f7 = quoted_rule ("flunk", "contracts", "F7");
  g_autofree char *s8 = quoted_rule ("flunk", "scoring", "S8");
  g_autofree char *f7_expected = NULL;
  g_autofree char *s8_expected = NULL;

  g_assert_cmpstr (f13, ==, help_text (flunk_rule_english ("F13")));

  f7_expected = g_strconcat (help_text ("High"), " ",
                             help_text ("A number of tricks from 7 to 13, with a trump suit or no trump. "
                                        "The declarer tries to take exactly that many tricks (F7)."), NULL);
  g_assert_cmpstr (f7, ==, f7_expected);

  s8_expected = g_strjoin (" ", help_text ("Result"), help_text ("Score"),
                           help_text ("One or more tricks won, and no card of the dump suit in them"),
                           help_text ("30 for each trick won (S8)"), NULL);
  g_assert_cmpstr (s8, ==, s8_expected);

  /* A number no page cites. */
  g_assert_null (fl_help_rule_new ("flunk", "play", "F99"));
}

/* Every rule the explanations cite is quoted, in every language, from the
 * section the game places it in: the translations keep the rules'
 * numbers. */
static void
test_rules_every_rule (Fixture       *fixture,
                       gconstpointer  data)
{
  guint n = 0;

  for (guint i = 0; i < fl_rules_get_n_rules (); i++)
    {
      const FlRules *rules = fl_rules_get_nth (i);

      for (const FlRuleHelp *entry = rules->rule_help; entry != NULL && entry->rule != NULL; entry++)
        {
          GtkWidget *quote = fl_help_rule_new (rules->id, entry->section, entry->rule);
          const FlHelpNode *section = fl_help_page_find_section (fl_help_page_get (rules->id), entry->section);
          g_autofree char *text = section != NULL ? fl_help_node_get_text (section) : g_strdup ("");

          if (!fl_help_text_cites_rule (text, entry->rule))
            g_test_message ("The %s help (%s) does not cite %s in its section %s",
                            rules->id, language (), entry->rule, entry->section);
          g_assert_true (fl_help_text_cites_rule (text, entry->rule));
          if (quote == NULL)
            g_test_message ("The %s help (%s) does not state %s in its section %s",
                            rules->id, language (), entry->rule, entry->section);
          g_assert_nonnull (quote);
          g_object_ref_sink (quote);
          g_object_unref (quote);
          n++;
        }
    }
  g_assert_cmpuint (n, >, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  fl_i18n_init ();
  gtk_disable_setlocale ();
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)

  ADD ("/ui/rules/quote", test_rules_quote);
  ADD ("/ui/rules/units", test_rules_units);
  ADD ("/ui/rules/every-rule", test_rules_every_rule);
  ADD ("/ui/rules/f1", test_rules_f1);
  ADD ("/ui/rules/coming-soon", test_rules_coming_soon);
#undef ADD

  application = fl_application_new (G_APPLICATION_NON_UNIQUE);
  status = fl_test_run_registered (G_APPLICATION (application));
  g_clear_object (&application);

  return status;
}
