/* test-data.c: the desktop file, metainfo, settings schema, help pages,
 * Flatpak manifest and translations, each checked by its own tool
 *
 * Every check also runs once on a copy broken on purpose, and must fail
 * there: a validation that cannot fail proves nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>

#include "fl-engine.h"
#include <string.h>

static const char *const languages[] = { "cs", "ja" };

/* The environment before g_test_init() isolated the XDG directories: the
 * tools find their data (itstool its ITS rules, for one) through them. */
static char **tool_environment;
static const char *const help_languages[] = { "cs", "ja" };

/* A path below the source root (G_TEST_DIST, from G_TEST_SRCDIR) or the
 * build root (G_TEST_BUILT, from G_TEST_BUILDDIR) of the project. */
static char *
project_path (GTestFileType  root,
              const char    *first,
              ...)
{
  va_list ap;
  g_autofree char *rel = NULL;

  va_start (ap, first);
  rel = g_build_filename_valist (first, &ap);
  va_end (ap);

  return g_build_filename (g_test_get_dir (root), rel, NULL);
}

#define src_path(...) project_path (G_TEST_DIST, __VA_ARGS__)
#define build_path(...) project_path (G_TEST_BUILT, __VA_ARGS__)

static char *
read_text (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);

  return text;
}

/* A fresh directory for one test's scratch files. */
static char *
scratch_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("flourish-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static char *
write_scratch (const char *dir,
               const char *name,
               const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);

  return path;
}

/* @text with its first @old replaced by @new; @old must be there. */
static char *
replace_once (const char *text,
              const char *old,
              const char *new)
{
  const char *at = strstr (text, old);
  GString *s;

  g_assert_nonnull (at);
  s = g_string_new_len (text, at - text);
  g_string_append (s, new);
  g_string_append (s, at + strlen (old));

  return g_string_free (s, FALSE);
}

/* Runs a tool from the package list and returns its exit status, with its
 * standard output and error together in @output. */
static int
run_tool (char       **output,
          const char  *tool,
          ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *program = g_find_program_in_path (tool);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *arg;
  int wait_status = 0;
  va_list ap;

  if (program == NULL)
    g_error ("%s is not installed; build-aux/dev installs it with the other packages", tool);

  g_ptr_array_add (args, g_strdup (program));
  va_start (ap, tool);
  for (arg = va_arg (ap, const char *); arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, g_strdup (arg));
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, tool_environment, G_SPAWN_DEFAULT, NULL, NULL,
                &out, &err, &wait_status, &error);
  g_assert_no_error (error);

  if (output != NULL)
    *output = g_strconcat (out, err, NULL);
  g_test_message ("%s: exit %d\n%s%s", tool, WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1, out, err);

  return WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
}

/* ---- Desktop file ---------------------------------------------------- */

static int
validate_desktop (const char *path)
{
  return run_tool (NULL, "desktop-file-validate", path, NULL);
}

static void
test_desktop_valid (void)
{
  g_autofree char *path = build_path ("data", APP_ID ".desktop", NULL);

  g_assert_cmpint (validate_desktop (path), ==, 0);
}

static void
test_desktop_rejects_broken (void)
{
  g_autofree char *path = build_path ("data", APP_ID ".desktop", NULL);
  g_autofree char *text = read_text (path);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *broken = replace_once (text, "Type=Application\n", "");
  g_autofree char *broken_path = write_scratch (dir, APP_ID ".desktop", broken);

  g_assert_cmpint (validate_desktop (broken_path), !=, 0);
}

static void
test_desktop_fields (void)
{
  g_autofree char *path = build_path ("data", APP_ID ".desktop", NULL);
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *categories = NULL;

  g_key_file_load_from_file (keyfile, path, G_KEY_FILE_KEEP_TRANSLATIONS, &error);
  g_assert_no_error (error);

  g_assert_cmpstr (g_key_file_get_value (keyfile, "Desktop Entry", "Name", NULL), ==, "Flourish");
  g_assert_cmpstr (g_key_file_get_value (keyfile, "Desktop Entry", "Exec", NULL), ==, "flourish");
  g_assert_cmpstr (g_key_file_get_value (keyfile, "Desktop Entry", "Icon", NULL), ==, APP_ID);
  categories = g_key_file_get_value (keyfile, "Desktop Entry", "Categories", NULL);
  g_assert_nonnull (strstr (categories, ";Game;"));
  g_assert_nonnull (strstr (categories, ";CardGame;"));

  /* The translations were merged in. */
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *comment = g_key_file_get_locale_string (keyfile, "Desktop Entry", "Comment",
                                                               languages[i], NULL);
      g_autofree char *english = g_key_file_get_value (keyfile, "Desktop Entry", "Comment", NULL);

      g_assert_nonnull (comment);
      g_assert_cmpstr (comment, !=, english);
    }
}

/* ---- Metainfo -------------------------------------------------------- */

static int
validate_metainfo (const char *path)
{
  return run_tool (NULL, "appstreamcli", "validate", "--no-net", path, NULL);
}

static void
test_metainfo_valid (void)
{
  g_autofree char *path = build_path ("data", APP_ID ".metainfo.xml", NULL);

  g_assert_cmpint (validate_metainfo (path), ==, 0);
}

static void
test_metainfo_rejects_broken (void)
{
  g_autofree char *path = build_path ("data", APP_ID ".metainfo.xml", NULL);
  g_autofree char *text = read_text (path);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *broken = replace_once (text, "<id>" APP_ID "</id>", "");
  g_autofree char *broken_path = write_scratch (dir, APP_ID ".metainfo.xml", broken);

  g_assert_cmpint (validate_metainfo (broken_path), !=, 0);
}

/* The screenshots the metainfo shows are real files kept in data/screenshots/,
 * the release is this version, and the summary fits Flathub's 35 characters. */
static void
test_metainfo_fields (void)
{
  g_autofree char *path = src_path ("data", APP_ID ".metainfo.xml.in", NULL);
  g_autofree char *text = read_text (path);
  g_autoptr(GRegex) image = g_regex_new ("<image>[^<]*/data/screenshots/([^<]+)</image>", 0, 0, NULL);
  g_autoptr(GRegex) summary = g_regex_new ("<summary>([^<]+)</summary>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *summary_text = NULL;
  guint n_images = 0;

  for (g_regex_match (image, text, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *name = g_match_info_fetch (match, 1);
      g_autofree char *png = src_path ("data", "screenshots", name, NULL);
      g_autofree char *contents = NULL;
      gsize length = 0;

      g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
      g_assert_cmpuint (length, >, 8);
      g_assert_cmpmem (contents, 8, "\x89PNG\r\n\x1a\n", 8);
      n_images++;
    }
  g_assert_cmpuint (n_images, >=, 1);

  g_clear_pointer (&match, g_match_info_free);
  g_assert_true (g_regex_match (summary, text, 0, &match));
  summary_text = g_match_info_fetch (match, 1);
  g_assert_cmpuint (g_utf8_strlen (summary_text, -1), <=, 35);

  g_assert_nonnull (strstr (text, "<release version=\"" PACKAGE_VERSION "\""));
}

/* ---- Settings schema ------------------------------------------------- */

static int
validate_schema (const char *text)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = write_scratch (dir, APP_ID ".gschema.xml", text);

  return run_tool (NULL, "glib-compile-schemas", "--strict", "--dry-run", dir, NULL);
}

static void
test_schema_valid (void)
{
  g_autofree char *path = src_path ("data", APP_ID ".gschema.xml", NULL);
  g_autofree char *text = read_text (path);

  g_assert_cmpint (validate_schema (text), ==, 0);
}

static void
test_schema_rejects_broken (void)
{
  g_autofree char *path = src_path ("data", APP_ID ".gschema.xml", NULL);
  g_autofree char *text = read_text (path);
  g_autofree char *broken = replace_once (text, "<default>960</default>", "<default>'wide'</default>");

  g_assert_cmpint (validate_schema (broken), !=, 0);
}

/* ---- Help ------------------------------------------------------------ */

static int
validate_help_page (const char *path)
{
  return run_tool (NULL, "yelp-check", "validate", path, NULL);
}

static void
test_help_page_valid (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = src_path ("help", "C", name, NULL);

  g_assert_cmpint (validate_help_page (path), ==, 0);
}

static void
test_help_rejects_broken (void)
{
  g_autofree char *path = src_path ("help", "C", "index.page", NULL);
  g_autofree char *text = read_text (path);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *broken = replace_once (text, "<title>", "<heading>");
  g_autofree char *broken_path = write_scratch (dir, "index.page", broken);

  g_assert_cmpint (validate_help_page (broken_path), !=, 0);
}

static GPtrArray *
list_help_pages (void)
{
  g_autofree char *dir_path = src_path ("help", "C", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *pages = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      if (g_str_has_suffix (name, ".page"))
        g_ptr_array_add (pages, g_strdup (name));
    }
  g_ptr_array_sort (pages, (GCompareFunc) g_strcmp0);

  return pages;
}

/* help/meson.build installs every page there is, and the app's help: links
 * lead to a page for each game. */
static void
test_help_pages_listed (void)
{
  g_autoptr(GPtrArray) pages = list_help_pages ();
  g_autofree char *meson_path = src_path ("help", "meson.build", NULL);
  g_autofree char *meson = read_text (meson_path);
  const char *const required[] = { "index.page", "flashpoint.page", "flaps.page", "flunk.page",
                                   "flaunt.page", "flume.page", "tutor.page" };

  for (guint i = 0; i < pages->len; i++)
    {
      g_autofree char *quoted = g_strdup_printf ("'%s'", (char *) pages->pdata[i]);

      if (strstr (meson, quoted) == NULL)
        {
          g_test_message ("%s is not listed in help/meson.build", (char *) pages->pdata[i]);
          g_test_fail ();
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    g_assert_true (g_ptr_array_find_with_equal_func (pages, required[i], g_str_equal, NULL));
}

/* ---- Flatpak manifest ------------------------------------------------ */

static const char *const expected_finish_args[] = {
  "--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri",
};

static gboolean
strv_has (const char *const *strv,
          guint              n,
          const char        *s)
{
  for (guint i = 0; i < n; i++)
    {
      if (g_strcmp0 (strv[i], s) == 0)
        return TRUE;
    }

  return FALSE;
}

/* Returns NULL when the manifest is right, otherwise what is wrong. */
static char *
check_flatpak_manifest (const char *path)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *python_out = NULL;
  JsonObject *root;
  JsonArray *finish_args;
  JsonArray *modules;
  JsonObject *app_module;

  /* Python's parser is strict JSON: no comments, no trailing commas. */
  if (run_tool (&python_out, "python3", "-c",
                "import json, sys; json.load(open(sys.argv[1], encoding='utf-8'))",
                path, NULL) != 0)
    return g_strdup_printf ("not strict JSON: %s", python_out);

  if (!json_parser_load_from_file (parser, path, &error))
    return g_strdup (error->message);

  if (!JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    return g_strdup ("the manifest is not an object");
  root = json_node_get_object (json_parser_get_root (parser));

#define EXPECT_STRING(member, value) \
  if (g_strcmp0 (json_object_get_string_member_with_default (root, member, NULL), value) != 0) \
    return g_strdup ("“" member "” must be “" value "”");

  EXPECT_STRING ("id", APP_ID);
  EXPECT_STRING ("runtime", "org.gnome.Platform");
  EXPECT_STRING ("runtime-version", "48");
  EXPECT_STRING ("sdk", "org.gnome.Sdk");
  EXPECT_STRING ("command", "flourish");
#undef EXPECT_STRING

  if (!json_object_has_member (root, "finish-args"))
    return g_strdup ("no finish-args");
  finish_args = json_object_get_array_member (root, "finish-args");
  for (guint i = 0; i < json_array_get_length (finish_args); i++)
    {
      const char *arg = json_array_get_string_element (finish_args, i);

      if (!strv_has (expected_finish_args, G_N_ELEMENTS (expected_finish_args), arg))
        return g_strdup_printf ("finish-arg “%s” is not allowed", arg);
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected_finish_args); i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < json_array_get_length (finish_args); j++)
        found |= g_strcmp0 (json_array_get_string_element (finish_args, j), expected_finish_args[i]) == 0;
      if (!found)
        return g_strdup_printf ("finish-arg “%s” is missing", expected_finish_args[i]);
    }

  modules = json_object_get_array_member (root, "modules");
  if (modules == NULL || json_array_get_length (modules) == 0)
    return g_strdup ("no modules");

  /* Nothing is downloaded: every source of every module is in this repository. */
  for (guint i = 0; i < json_array_get_length (modules); i++)
    {
      JsonObject *module = json_array_get_object_element (modules, i);
      JsonArray *sources = json_object_get_array_member (module, "sources");

      for (guint j = 0; sources != NULL && j < json_array_get_length (sources); j++)
        {
          JsonObject *source = json_array_get_object_element (sources, j);

          if (g_strcmp0 (json_object_get_string_member_with_default (source, "type", NULL), "dir") != 0)
            return g_strdup ("a module has a source that is not a local directory");
        }
    }

  app_module = json_array_get_object_element (modules, json_array_get_length (modules) - 1);
  if (g_strcmp0 (json_object_get_string_member_with_default (app_module, "name", NULL), "flourish") != 0 ||
      g_strcmp0 (json_object_get_string_member_with_default (app_module, "buildsystem", NULL), "meson") != 0)
    return g_strdup ("the last module must build flourish with meson");

  return NULL;
}

static void
test_flatpak_manifest (void)
{
  g_autofree char *path = src_path ("flatpak", APP_ID ".json", NULL);
  g_autofree char *problem = check_flatpak_manifest (path);

  g_assert_cmpstr (problem, ==, NULL);
}

static void
test_flatpak_rejects_broken (void)
{
  g_autofree char *path = src_path ("flatpak", APP_ID ".json", NULL);
  g_autofree char *text = read_text (path);
  g_autofree char *dir = scratch_dir ();
  const struct {
    const char *old;
    const char *new;
  } breakages[] = {
    { "\"--share=ipc\",", "\"--share=ipc\", \"--share=network\"," },  /* network access */
    { "\"--share=ipc\",", "\"--share=ipc\", \"--filesystem=home\"," }, /* files */
    { "\"--device=dri\"", "\"--device=dri\"," },                       /* trailing comma */
    { "\"48\"", "\"47\"" },                                            /* runtime version */
    { "\"type\": \"dir\"", "\"type\": \"archive\"" },                  /* a download */
  };

  for (guint i = 0; i < G_N_ELEMENTS (breakages); i++)
    {
      g_autofree char *broken = replace_once (text, breakages[i].old, breakages[i].new);
      g_autofree char *broken_path = write_scratch (dir, APP_ID ".json", broken);
      g_autofree char *problem = check_flatpak_manifest (broken_path);

      g_test_message ("%s → %s", breakages[i].new, problem);
      g_assert_nonnull (problem);
    }
}

/* ---- Translations ---------------------------------------------------- */

/* A fresh template of every string the sources hold, made the way meson's
 * glib preset makes po/flourish.pot. */
static char *
make_ui_pot (const char *dir)
{
  g_autofree char *srcdir = src_path (".", NULL);
  g_autofree char *potfiles = src_path ("po", "POTFILES.in", NULL);
  char *pot = g_build_filename (dir, "flourish.pot", NULL);

  g_assert_cmpint (run_tool (NULL, "xgettext",
                             "--package-name=flourish", "--from-code=UTF-8", "--add-comments",
                             "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
                             "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3",
                             "--keyword=g_dpgettext2:2c,3", "--keyword=fl_npgettext:1c,2,3",
                             "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format",
                             "--flag=NC_:2:pass-c-format", "--flag=g_dngettext:2:pass-c-format",
                             "--flag=g_strdup_printf:1:c-format", "--flag=g_printerr:1:c-format",
                             "-D", srcdir, "-f", potfiles, "-o", pot, NULL), ==, 0);

  return pot;
}

static char *
make_help_pot (const char *dir)
{
  g_autoptr(GPtrArray) pages = list_help_pages ();
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *itstool = g_find_program_in_path ("itstool");
  g_autoptr(GError) error = NULL;
  char *pot = g_build_filename (dir, "help.pot", NULL);
  int wait_status = 0;

  g_assert_nonnull (itstool);
  g_ptr_array_add (args, g_strdup (itstool));
  g_ptr_array_add (args, g_strdup ("-o"));
  g_ptr_array_add (args, g_strdup (pot));
  for (guint i = 0; i < pages->len; i++)
    g_ptr_array_add (args, src_path ("help", "C", pages->pdata[i], NULL));
  g_ptr_array_add (args, src_path ("help", "C", "legal.xml", NULL));
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, tool_environment, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                NULL, NULL, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));

  return pot;
}

/* Returns NULL when @po translates every message of @pot and nothing is
 * fuzzy, otherwise msgfmt's count of what is missing. */
static char *
po_gaps (const char *po,
         const char *pot,
         const char *dir)
{
  g_autofree char *merged = g_build_filename (dir, "merged.po", NULL);
  g_autofree char *stats = NULL;

  g_assert_cmpint (run_tool (NULL, "msgmerge", "--quiet", "--no-fuzzy-matching",
                             "-o", merged, po, pot, NULL), ==, 0);
  g_assert_cmpint (run_tool (&stats, "msgfmt", "--check", "--statistics",
                             "-o", "/dev/null", merged, NULL), ==, 0);

  if (strstr (stats, "untranslated") != NULL || strstr (stats, "fuzzy") != NULL)
    return g_strstrip (g_strdup (stats));

  return NULL;
}

static void
test_po_check (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *name = g_strconcat (lang, ".po", NULL);
  g_autofree char *po = src_path ("po", name, NULL);

  g_assert_cmpint (run_tool (NULL, "msgfmt", "--check", "-o", "/dev/null", po, NULL), ==, 0);
}

static void
test_po_complete (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *name = g_strconcat (lang, ".po", NULL);
  g_autofree char *po = src_path ("po", name, NULL);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *pot = make_ui_pot (dir);
  g_autofree char *gaps = po_gaps (po, pot, dir);

  g_assert_cmpstr (gaps, ==, NULL);
}

static void
test_help_po_complete (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *name = g_strconcat (lang, ".po", NULL);
  g_autofree char *po = src_path ("help", lang, name, NULL);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *pot = make_help_pot (dir);
  g_autofree char *gaps = po_gaps (po, pot, dir);

  g_assert_cmpstr (gaps, ==, NULL);
  g_assert_cmpint (run_tool (NULL, "msgfmt", "--check", "-o", "/dev/null", po, NULL), ==, 0);
}

/* A string added to the sources and not yet translated, or a fuzzy one,
 * is caught. */
static void
test_po_rejects_incomplete (void)
{
  g_autofree char *po = src_path ("po", "ja.po", NULL);
  g_autofree char *dir = scratch_dir ();
  g_autofree char *pot = make_ui_pot (dir);
  g_autofree char *pot_text = read_text (pot);
  g_autofree char *po_text = read_text (po);
  g_autofree char *longer_pot = NULL;
  g_autofree char *longer_path = NULL;
  g_autofree char *fuzzy_text = NULL;
  g_autofree char *fuzzy_path = NULL;
  g_autofree char *gaps = NULL;

  longer_pot = g_strconcat (pot_text, "\nmsgid \"A sentence nobody translated yet.\"\nmsgstr \"\"\n", NULL);
  longer_path = write_scratch (dir, "longer.pot", longer_pot);
  gaps = po_gaps (po, longer_path, dir);
  g_assert_nonnull (gaps);
  g_clear_pointer (&gaps, g_free);

  fuzzy_text = replace_once (po_text, "\nmsgid \"Choose a Game\"", "\n#, fuzzy\nmsgid \"Choose a Game\"");
  fuzzy_path = write_scratch (dir, "fuzzy.po", fuzzy_text);
  gaps = po_gaps (fuzzy_path, pot, dir);
  g_assert_nonnull (gaps);
}

/* Does this source file hold a string for translators? */
static gboolean
has_translatable_strings (const char *text)
{
  const char *const markers[] = {
    "_(\"", "N_(\"", "C_(\"", "NC_(\"", "ngettext (", "translatable=\"yes\"",
  };

  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    {
      if (strstr (text, markers[i]) != NULL)
        return TRUE;
    }

  return FALSE;
}

static void
collect_sources (const char *dir_path,
                 const char *rel,
                 GPtrArray  *out)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  if (dir == NULL)
    return;

  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *rel_path = g_strconcat (rel, "/", name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_sources (path, rel_path, out);
      else if (g_str_has_suffix (name, ".c") || g_str_has_suffix (name, ".ui")
               || g_str_has_suffix (name, ".lesson"))
        g_ptr_array_add (out, g_steal_pointer (&rel_path));
    }
}

/* Returns the files of @sources with translatable strings that @potfiles
 * does not list, one per line, or NULL. */
static char *
potfiles_missing (const char *potfiles,
                  GPtrArray  *sources)
{
  g_auto(GStrv) lines = g_strsplit (potfiles, "\n", -1);
  GString *missing = g_string_new (NULL);

  for (guint i = 0; i < sources->len; i++)
    {
      const char *rel = sources->pdata[i];
      g_autofree char *path = src_path (rel, NULL);
      g_autofree char *text = read_text (path);

      /* Every lesson script is read by the learner. */
      if ((has_translatable_strings (text) || g_str_has_suffix (rel, ".lesson"))
          && !g_strv_contains ((const char *const *) lines, rel))
        g_string_append_printf (missing, "%s\n", rel);
    }

  if (missing->len == 0)
    {
      g_string_free (missing, TRUE);
      return NULL;
    }

  return g_string_free (missing, FALSE);
}

static void
test_potfiles_complete (void)
{
  g_autofree char *potfiles_path = src_path ("po", "POTFILES.in", NULL);
  g_autofree char *potfiles = read_text (potfiles_path);
  g_autofree char *src = src_path ("src", NULL);
  g_autoptr(GPtrArray) sources = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) lines = g_strsplit (potfiles, "\n", -1);
  g_autofree char *missing = NULL;

  collect_sources (src, "src", sources);
  g_assert_cmpuint (sources->len, >, 5);
  {
    g_autofree char *lessons = src_path ("data", "lessons", NULL);

    collect_sources (lessons, "data/lessons", sources);
  }

  missing = potfiles_missing (potfiles, sources);
  g_assert_cmpstr (missing, ==, NULL);

  /* Every listed file exists. */
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      path = src_path (lines[i], NULL);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
}

static void
test_potfiles_rejects_missing (void)
{
  g_autofree char *potfiles_path = src_path ("po", "POTFILES.in", NULL);
  g_autofree char *potfiles = read_text (potfiles_path);
  g_autofree char *shorter = replace_once (potfiles, "src/ui/fl-window.ui\n", "");
  g_autoptr(GPtrArray) sources = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *src = src_path ("src", NULL);
  g_autofree char *missing = NULL;

  collect_sources (src, "src", sources);
  missing = potfiles_missing (shorter, sources);
  g_assert_cmpstr (missing, ==, "src/ui/fl-window.ui\n");
}

/* ---- Terms, tenses and punctuation of the translations --------------- */

/* One message of a po file: every msgstr, one for each plural form. */
typedef struct
{
  char      *context;
  char      *msgid;
  GPtrArray *msgstrs;
  guint      line;
} PoMessage;

static void
po_message_free (PoMessage *message)
{
  g_free (message->context);
  g_free (message->msgid);
  g_ptr_array_unref (message->msgstrs);
  g_free (message);
}

/* The text of a keyword line or continuation line: "…" unescaped. */
static char *
po_string (const char *line)
{
  const char *start = strchr (line, '"');
  const char *end = strrchr (line, '"');
  g_autofree char *quoted = NULL;

  if (start == NULL || end == start)
    return g_strdup ("");
  quoted = g_strndup (start + 1, end - start - 1);
  return g_strcompress (quoted);
}

/* The messages of the po file @text, without the header and without the
 * obsolete ones (#~). A minimal reader: it knows msgctxt, msgid,
 * msgid_plural, msgstr and msgstr[N], each string on one or more lines. */
static GPtrArray *
po_read (const char *text)
{
  GPtrArray *messages = g_ptr_array_new_with_free_func ((GDestroyNotify) po_message_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  PoMessage *current = NULL;
  GString **target = NULL;
  GString *context = NULL, *msgid = NULL, *msgstr = NULL;
  gboolean in_msgstr = FALSE;

#define FINISH_MESSAGE()                                                    \
  G_STMT_START {                                                            \
    if (msgstr != NULL)                                                     \
      g_ptr_array_add (current->msgstrs, g_string_free (g_steal_pointer (&msgstr), FALSE)); \
    if (current != NULL && msgid != NULL && msgid->len > 0)                 \
      {                                                                     \
        current->msgid = g_string_free (g_steal_pointer (&msgid), FALSE);   \
        current->context = context != NULL ? g_string_free (g_steal_pointer (&context), FALSE) : NULL; \
        g_ptr_array_add (messages, g_steal_pointer (&current));             \
      }                                                                     \
    g_clear_pointer (&current, po_message_free);                            \
    if (msgid != NULL) g_string_free (g_steal_pointer (&msgid), TRUE);      \
    if (context != NULL) g_string_free (g_steal_pointer (&context), TRUE);  \
    in_msgstr = FALSE;                                                      \
    target = NULL;                                                          \
  } G_STMT_END

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      g_autofree char *value = NULL;

      if (line[0] == '"' && target != NULL)
        {
          value = po_string (line);
          g_string_append (*target, value);
          continue;
        }
      if (line[0] == '#' || line[0] == '\0')
        continue;

      value = po_string (line);
      if (g_str_has_prefix (line, "msgctxt ") || (g_str_has_prefix (line, "msgid ") && in_msgstr))
        FINISH_MESSAGE ();

      if (current == NULL)
        {
          current = g_new0 (PoMessage, 1);
          current->msgstrs = g_ptr_array_new_with_free_func (g_free);
          current->line = i + 1;
        }

      if (g_str_has_prefix (line, "msgctxt "))
        {
          context = g_string_new (value);
          target = &context;
        }
      else if (g_str_has_prefix (line, "msgid "))
        {
          msgid = g_string_new (value);
          target = &msgid;
          current->line = i + 1;
        }
      else if (g_str_has_prefix (line, "msgid_plural "))
        target = NULL;
      else if (g_str_has_prefix (line, "msgstr"))
        {
          if (msgstr != NULL)
            g_ptr_array_add (current->msgstrs, g_string_free (g_steal_pointer (&msgstr), FALSE));
          msgstr = g_string_new (value);
          target = &msgstr;
          in_msgstr = TRUE;
        }
    }
  if (current != NULL)
    FINISH_MESSAGE ();

#undef FINISH_MESSAGE

  return messages;
}

static GPtrArray *
po_read_file (const char *path)
{
  g_autofree char *text = read_text (path);

  return po_read (text);
}

/* Adds a line to @problems, which starts NULL. */
static void
add_problem (GString    **problems,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static void
add_problem (GString    **problems,
             const char  *format,
             ...)
{
  va_list ap;

  if (*problems == NULL)
    *problems = g_string_new (NULL);
  va_start (ap, format);
  g_string_append_vprintf (*problems, format, ap);
  va_end (ap);
  g_string_append_c (*problems, '\n');
}

static char *
problems_end (GString *problems)
{
  return problems != NULL ? g_string_free (problems, FALSE) : NULL;
}

/* Fails, listing @problems in the test's log, unless there are none. */
static void
assert_no_problems (const char *problems)
{
  if (problems != NULL)
    g_test_message ("%s", problems);
  g_assert_cmpstr (problems, ==, NULL);
}

/* Every forbidden variant of the glossary @glossary_text (its format:
 * po/glossary-ja.tsv) found in a msgstr of @messages, one line each naming
 * the glossary's line, its concept and the message; NULL when none. Case
 * is ignored. @where names the file in the report. */
static char *
glossary_problems (const char *glossary_text,
                   GPtrArray  *messages,
                   const char *where)
{
  g_auto(GStrv) lines = g_strsplit (glossary_text, "\n", -1);
  GString *problems = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_auto(GStrv) variants = NULL;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], "\t", -1);
      if (g_strv_length (fields) < 3)
        {
          add_problem (&problems, "glossary line %u has fewer than three fields: %s", i + 1, lines[i]);
          continue;
        }
      variants = g_strsplit (fields[2], "|", -1);
      for (guint v = 0; variants[v] != NULL; v++)
        {
          g_autofree char *variant = NULL;

          if (variants[v][0] == '\0')
            continue;
          variant = g_utf8_casefold (variants[v], -1);
          for (guint m = 0; m < messages->len; m++)
            {
              PoMessage *message = messages->pdata[m];

              for (guint s = 0; s < message->msgstrs->len; s++)
                {
                  g_autofree char *msgstr = g_utf8_casefold (message->msgstrs->pdata[s], -1);

                  if (strstr (msgstr, variant) != NULL)
                    add_problem (&problems, "glossary line %u (%s: %s, not %s): %s:%u msgid “%s”", i + 1,
                                 fields[0], fields[1], variants[v], where, message->line, message->msgid);
                }
            }
        }
    }

  return problems_end (problems);
}

static void
test_po_glossary (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *glossary_name = g_strdup_printf ("glossary-%s.tsv", lang);
  g_autofree char *glossary_path = src_path ("po", glossary_name, NULL);
  g_autofree char *glossary = NULL;
  g_autofree char *po_name = g_strconcat (lang, ".po", NULL);
  const char *const dirs[] = { "po", "help" };
  GString *problems = NULL;
  g_autofree char *found_all = NULL;

  if (!g_file_test (glossary_path, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("this language has no glossary yet");
      return;
    }
  glossary = read_text (glossary_path);

  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *po = g_str_equal (dirs[d], "po") ? src_path ("po", po_name, NULL)
                                                         : src_path ("help", lang, po_name, NULL);
      g_autofree char *where = g_build_filename (dirs[d], g_str_equal (dirs[d], "po") ? "" : lang, po_name, NULL);
      g_autoptr(GPtrArray) messages = po_read_file (po);
      g_autofree char *found = glossary_problems (glossary, messages, where);

      g_assert_cmpuint (messages->len, >, 100);
      if (found != NULL)
        add_problem (&problems, "%s", found);
    }

  found_all = problems_end (problems);
  assert_no_problems (found_all);
}

/* A forbidden variant in one message of the UI or of the help is caught,
 * and named with its concept. */
static void
test_po_rejects_glossary (void)
{
  g_autofree char *glossary_path = src_path ("po", "glossary-ja.tsv", NULL);
  g_autofree char *glossary = read_text (glossary_path);
  g_autofree char *po = src_path ("po", "ja.po", NULL);
  g_autofree char *po_text = read_text (po);
  g_autofree char *help_po = src_path ("help", "ja", "ja.po", NULL);
  g_autofree char *help_text = read_text (help_po);
  const char *const bad[] = {
    "\nmsgid \"Choose a contract.\"\nmsgstr \"コントラクトを選んでください。\"\n",
    "\nmsgid \"A damp squib\"\nmsgstr \"ダンプ・スクイブ\"\n",
    "\nmsgctxt \"event\"\nmsgid \"One trick\"\nmsgid_plural \"%d tricks\"\nmsgstr[0] \"%d\"\n\"トリック。相棒が取りました。\"\n",
  };
  const char *const concepts[] = { "contract", "damp squib", "partner" };
  const char *const msgids[] = { "“Choose a contract.”", "“A damp squib”", "“One trick”" };
  g_autofree char *malformed = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      const char *texts[] = { po_text, help_text };

      for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
        {
          g_autofree char *broken = g_strconcat (texts[t], bad[i], NULL);
          g_autoptr(GPtrArray) messages = po_read (broken);
          g_autofree char *problems = glossary_problems (glossary, messages, "broken.po");

          g_test_message ("%s", problems);
          g_assert_nonnull (problems);
          g_assert_nonnull (strstr (problems, concepts[i]));
          g_assert_nonnull (strstr (problems, msgids[i]));
        }
    }

  /* A glossary line cut short is a fault of the glossary. */
  {
    g_autoptr(GPtrArray) messages = po_read (po_text);

    malformed = glossary_problems ("contract ビッド\n", messages, "po/ja.po");
    g_assert_nonnull (malformed);
  }
}

/* Whether @c is written in Japanese: kana, kanji, and the full-width
 * punctuation and forms. */
static gboolean
is_japanese (gunichar c)
{
  return (c >= 0x3000 && c <= 0x30ff)      /* punctuation, hiragana, katakana */
         || (c >= 0x31f0 && c <= 0x31ff)   /* small katakana */
         || (c >= 0x3400 && c <= 0x4dbf)   /* kanji */
         || (c >= 0x4e00 && c <= 0x9fff)
         || (c >= 0xf900 && c <= 0xfaff)
         || (c >= 0xff00 && c <= 0xffef);  /* full-width forms */
}

/* Whether the text ending at @end (exclusive, in @text) ends in a past
 * form, as po/glossary-ja.tsv defines it: …た, then at most one
 * parenthesis （…）, then 。, then only closing brackets or quotes. */
static gboolean
ends_in_past (const char *text)
{
  g_autoptr(GRegex) past = g_regex_new ("た(（[^（）]*）)?。[」』）\"”’]*$", 0, 0, NULL);

  return g_regex_match (past, text, 0, NULL);
}

/* Every msgstr of the context "event" of @messages that does not end in a
 * past form, one line each; NULL when none. */
static char *
past_event_problems (GPtrArray *messages)
{
  GString *problems = NULL;
  guint events = 0;

  for (guint m = 0; m < messages->len; m++)
    {
      PoMessage *message = messages->pdata[m];

      if (g_strcmp0 (message->context, "event") != 0)
        continue;
      events++;
      for (guint s = 0; s < message->msgstrs->len; s++)
        if (!ends_in_past (message->msgstrs->pdata[s]))
          add_problem (&problems, "line %u: “%s” is told as “%s”, not in the past", message->line,
                       message->msgid, (const char *) message->msgstrs->pdata[s]);
    }
  if (events == 0)
    add_problem (&problems, "no message has the context “event”");

  return problems_end (problems);
}

static void
test_po_past_events (gconstpointer data)
{
  const char *lang = data;
  g_autofree char *name = g_strconcat (lang, ".po", NULL);
  g_autofree char *po = src_path ("po", name, NULL);
  g_autoptr(GPtrArray) messages = po_read_file (po);
  g_autofree char *problems = past_event_problems (messages);

  assert_no_problems (problems);
}

/* The forms po/glossary-ja.tsv allows at the end of an event pass, and a
 * present tense, a missing 。 or a sentence after the past one fail. */
static void
test_po_rejects_present_events (void)
{
  const char *const good[] = {
    "あなたは7♥を出しました。",
    "プレイヤー2がトリックを取りました（規則F12）。",
    "パートナーが「K♠をリード」と指示しませんでした。」",
    "ハンドが終わった。",
  };
  const char *const bad[] = {
    "あなたは7♥を出します。",
    "プレイヤー2がトリックを取りました",
    "フラッシュを宣言しました。得点は20点です。",
    "フラッシュを宣言しました（規則B1）。（規則B7）",
    "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    g_assert_true (ends_in_past (good[i]));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    g_assert_false (ends_in_past (bad[i]));

  /* In a catalogue: one form of a plural is enough to fail. */
  {
    g_autofree char *po = src_path ("po", "ja.po", NULL);
    g_autofree char *text = read_text (po);
    g_autofree char *broken = g_strconcat (text, "\nmsgctxt \"event\"\nmsgid \"You play %s.\"\n"
                                           "msgid_plural \"You play %s.\"\nmsgstr[0] \"あなたは%sを出します。\"\n", NULL);
    g_autoptr(GPtrArray) messages = po_read (broken);
    g_autofree char *problems = past_event_problems (messages);

    g_test_message ("%s", problems);
    g_assert_nonnull (problems);
    g_assert_nonnull (strstr (problems, "あなたは%sを出します。"));
  }
}

/* @text with what the punctuation rules leave alone made neutral: printf
 * placeholders become "X", markup tags and links vanish or become "X", and
 * a GTK mnemonic's "(_A)" vanishes. */
static char *
ja_neutral_text (const char *text)
{
  const struct {
    const char *pattern;
    const char *replacement;
  } masks[] = {
    { "%([0-9]+\\$)?[-+ #0]*[0-9]*(\\.[0-9]+)?(hh|h|ll|l|z|j|t|L)?[diouxXeEfgGcsp]", "X" },
    { "%%", "X" },
    { "<[A-Za-z/][^<>]*>", "" },
    { "(https?|help|file|mailto):[^\\s<>\"、。）]+", "X" },
    { "\\(_[^)]\\)", "" },
  };
  char *neutral = g_strdup (text);

  for (guint i = 0; i < G_N_ELEMENTS (masks); i++)
    {
      g_autoptr(GRegex) regex = g_regex_new (masks[i].pattern, 0, 0, NULL);
      char *next = g_regex_replace_literal (regex, neutral, -1, 0, masks[i].replacement, 0, NULL);

      g_free (neutral);
      neutral = next;
    }

  return neutral;
}

/* What breaks the rules of po/glossary-ja.tsv for punctuation and spaces
 * in the msgstr @text: an ASCII ? ! : ( ) next to Japanese, ASCII
 * brackets around Japanese, an ASCII space next to Japanese but for the
 * brackets of a command line's synopsis. NULL when nothing does. */
static char *
ja_punctuation_problem (const char *text)
{
  g_autofree char *neutral = ja_neutral_text (text);
  g_autofree gunichar *chars = g_utf8_to_ucs4_fast (neutral, -1, NULL);
  glong n = 0;

  while (chars[n] != 0)
    n++;

  for (glong i = 0; i < n; i++)
    {
      gunichar c = chars[i];
      gboolean before = i > 0 && is_japanese (chars[i - 1]);
      gboolean after = i + 1 < n && is_japanese (chars[i + 1]);

      /* A command line's synopsis keeps its spaces: "コマンド [引数…]". */
      if (c == ' ' && ((before && !(i + 1 < n && chars[i + 1] == '['))
                       || (after && !(i > 0 && chars[i - 1] == ']'))))
        return g_strdup_printf ("an ASCII space next to Japanese at character %ld", i);

      if ((c == '?' || c == '!') && (before || after))
        return g_strdup_printf ("an ASCII “%c” next to Japanese at character %ld", (char) c, i);

      if (c == ':')
        {
          glong next = i + 1;

          while (next < n && chars[next] == ' ')
            next++;
          if (before || (next < n && is_japanese (chars[next])))
            return g_strdup_printf ("an ASCII “:” next to Japanese at character %ld", i);
        }

      if (c == '(')
        {
          glong depth = 0, close = -1;
          gboolean japanese_inside = FALSE;

          for (glong j = i; j < n && close < 0; j++)
            {
              if (chars[j] == '(')
                depth++;
              else if (chars[j] == ')' && --depth == 0)
                close = j;
              else if (is_japanese (chars[j]))
                japanese_inside = TRUE;
            }
          /* An English title in Japanese quotes keeps its brackets:
           * 「Flaps (card game)」. */
          if (before || japanese_inside
              || (close >= 0 && close + 1 < n && is_japanese (chars[close + 1])
                  && chars[close + 1] != 0x300d && chars[close + 1] != 0x300f)
              || (close < 0 && after))
            return g_strdup_printf ("ASCII brackets with Japanese at character %ld", i);
        }

      if (c == ')' && (before || (after && chars[i + 1] != 0x300d && chars[i + 1] != 0x300f)))
        return g_strdup_printf ("an ASCII “)” next to Japanese at character %ld", i);
    }

  return NULL;
}

/* Every msgstr of @messages that breaks the punctuation rules, one line
 * each; NULL when none. A msgstr equal to its msgid (a name, a format
 * kept as it is) is not Japanese text. */
static char *
ja_punctuation_problems (GPtrArray *messages)
{
  GString *problems = NULL;

  for (guint m = 0; m < messages->len; m++)
    {
      PoMessage *message = messages->pdata[m];

      for (guint s = 0; s < message->msgstrs->len; s++)
        {
          const char *msgstr = message->msgstrs->pdata[s];
          g_autofree char *problem = NULL;

          if (g_str_equal (msgstr, message->msgid))
            continue;
          problem = ja_punctuation_problem (msgstr);
          if (problem != NULL)
            add_problem (&problems, "line %u: %s: “%s”", message->line, problem, msgstr);
        }
    }

  return problems_end (problems);
}

static void
test_po_ja_punctuation (void)
{
  g_autofree char *po = src_path ("po", "ja.po", NULL);
  g_autoptr(GPtrArray) messages = po_read_file (po);
  g_autofree char *problems = ja_punctuation_problems (messages);

  g_assert_cmpuint (messages->len, >, 100);
  assert_no_problems (problems);
}

/* The examples of po/glossary-ja.tsv: the wrong forms fail, the right ones
 * and what the rules leave alone pass, alone and in a catalogue. */
static void
test_po_rejects_ja_punctuation (void)
{
  const char *const good[] = {
    "本当に続けますか？",
    "（規則F6）",
    "コンピューターならハイ8（切り札ハート）を選びます。",
    "すでにクラブ、ハート、スペードがあるので",
    "%1$sが%2$sを出しました。",
    "使い方：flourish-cli [--version] [--help] コマンド",
    "%1$+d (%2$d)",
    "<a href=\"help:flourish/flunk#play\">規則を読む</a>",
    "閉じる(_C)",
    "13 × 10 = 130点",
    "%d%%の確率です。",
    "記事「Flaps (card game)」（CC BY-SA）",
  };
  const char *const bad[] = {
    "本当によろしいですか?",
    "ハイ8 (規則F6)",
    "(規則F6)",
    "（規則 F6）",
    "コンピューターなら ハイ 8(切り札ハート) を選びます。",
    "すでに クラブ、ハート、スペード があるので",
    "%1$s が %2$s を出しました。",
    "使い方: flourish-cli",
    "得点(%d)",
    "はい!",
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *problem = ja_punctuation_problem (good[i]);

      g_assert_cmpstr (problem, ==, NULL);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *problem = ja_punctuation_problem (bad[i]);

      g_test_message ("%s: %s", bad[i], problem);
      g_assert_nonnull (problem);
    }

  {
    g_autofree char *po = src_path ("po", "ja.po", NULL);
    g_autofree char *text = read_text (po);
    g_autofree char *broken = g_strconcat (text, "\nmsgid \"Are you sure?\"\nmsgstr \"本当によろしいですか?\"\n", NULL);
    g_autoptr(GPtrArray) messages = po_read (broken);
    g_autofree char *problems = ja_punctuation_problems (messages);

    g_assert_nonnull (problems);
    g_assert_nonnull (strstr (problems, "本当によろしいですか?"));
  }
}

/* ---- The tutor's "Read the rule" links ------------------------------- */

/* Whether the Mallard @page_text has a section with the id @section. */
static gboolean
page_has_section (const char *page_text,
                  const char *section)
{
  g_autofree char *needle = g_strdup_printf ("<section id=\"%s\"", section);

  return strstr (page_text, needle) != NULL;
}

/* Every rule a game's explanations can link to lands on a section of the
 * game's help page that exists. */
static void
test_rule_links_sections (void)
{
  for (guint i = 0; i < fl_rules_get_n_rules (); i++)
    {
      const FlRules *rules = fl_rules_get_nth (i);
      g_autofree char *name = g_strconcat (rules->id, ".page", NULL);
      g_autofree char *path = src_path ("help", "C", name, NULL);
      g_autofree char *text = read_text (path);

      g_assert_nonnull (rules->rule_help);
      for (const FlRuleHelp *entry = rules->rule_help; entry->rule != NULL; entry++)
        {
          if (!page_has_section (text, entry->section))
            g_test_message ("%s: rule %s links to %s#%s, which does not exist",
                            rules->id, entry->rule, rules->id, entry->section);
          g_assert_true (page_has_section (text, entry->section));
        }
    }
}

static void
test_rule_links_rejects_missing (void)
{
  g_autofree char *path = src_path ("help", "C", "flunk.page", NULL);
  g_autofree char *text = read_text (path);

  g_assert_true (page_has_section (text, "scoring"));
  g_assert_false (page_has_section (text, "no-such-section"));
}

/* Every rule the engine's sentences cite ("rule F13", "rules F7 to F9")
 * is one the game's help places, so each explanation gets its link. */
static void
test_rule_links_cited (void)
{
  g_autoptr(GRegex) cite = g_regex_new ("\\brules? ([A-Z][0-9]{1,2})(?: (?:to|and) ([A-Z][0-9]{1,2}))?",
                                        0, 0, NULL);

  for (guint i = 0; i < fl_rules_get_n_rules (); i++)
    {
      const FlRules *rules = fl_rules_get_nth (i);
      g_autofree char *dir_path = src_path ("src", "engine", rules->id, NULL);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *file;
      guint cited = 0;

      g_assert_nonnull (dir);
      while ((file = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (dir_path, file, NULL);
          g_autofree char *text = NULL;
          g_autoptr(GMatchInfo) match = NULL;

          if (!g_str_has_suffix (file, ".c"))
            continue;
          text = read_text (path);
          for (g_regex_match (cite, text, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
            for (int group = 1; group <= 2; group++)
              {
                g_autofree char *rule = g_match_info_fetch (match, group);
                g_autofree char *found = NULL;

                if (rule == NULL || *rule == '\0')
                  continue;
                if (fl_rules_find_rule (rules, rule, &found) == NULL)
                  g_test_message ("%s cites rule %s, which has no help section", file, rule);
                g_assert_cmpstr (found, ==, rule);
                cited++;
              }
        }
      g_assert_cmpuint (cited, >, 10);
    }
}

/* ---- The engine stays free of GTK ------------------------------------ */

/* Returns the offending include lines of @text, or NULL. */
static char *
find_toolkit_includes (const char *text)
{
  g_autoptr(GRegex) include = g_regex_new ("^\\s*#\\s*include\\s*[<\"]\\s*(gtk|gdk|adwaita|libadwaita)[/.-][^\n]*",
                                           G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  GString *found = g_string_new (NULL);

  for (g_regex_match (include, text, 0, &match); g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *line = g_match_info_fetch (match, 0);

      g_string_append_printf (found, "%s\n", line);
    }

  if (found->len == 0)
    {
      g_string_free (found, TRUE);
      return NULL;
    }

  return g_string_free (found, FALSE);
}

static void
scan_engine (const char *dir_path,
             GString    *problems,
             guint      *n_files)
{
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        scan_engine (path, problems, n_files);
      else if (g_str_has_suffix (name, ".c") || g_str_has_suffix (name, ".h"))
        {
          g_autofree char *text = read_text (path);
          g_autofree char *found = find_toolkit_includes (text);

          (*n_files)++;
          if (found != NULL)
            g_string_append_printf (problems, "%s: %s", path, found);
        }
    }
}

static void
test_engine_no_gtk (void)
{
  g_autofree char *engine = src_path ("src", "engine", NULL);
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autofree char *meson_path = src_path ("src", "engine", "meson.build", NULL);
  g_autofree char *meson = read_text (meson_path);
  guint n_files = 0;

  scan_engine (engine, problems, &n_files);
  g_assert_cmpuint (n_files, >, 0);
  g_assert_cmpstr (problems->str, ==, "");

  /* Nor does its build link a toolkit. */
  g_assert_null (strstr (meson, "gtk_dep"));
  g_assert_null (strstr (meson, "adw_dep"));
}

static void
test_engine_no_gtk_detects (void)
{
  const char *const bad[] = {
    "#include <gtk/gtk.h>\n",
    "  # include \"gdk/gdk.h\"\n",
    "#include <adwaita.h>\n",
    "int x;\n#include <gdk-pixbuf/gdk-pixbuf.h>\n",
  };
  const char *const good[] = {
    "#include <glib.h>\n#include <json-glib/json-glib.h>\n",
    "/* gtk/gtk.h is not used here */\n",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *found = find_toolkit_includes (bad[i]);

      g_assert_nonnull (found);
    }
  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *found = find_toolkit_includes (good[i]);

      g_assert_null (found);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) pages = NULL;
  int status;

  setlocale (LC_ALL, "");
  tool_environment = g_get_environ ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  {
    /* xgettext finds the rules for lesson scripts in po/its/, as meson's
     * gettext targets tell it (po/meson.build). */
    g_autofree char *po = src_path ("po", NULL);

    tool_environment = g_environ_setenv (tool_environment, "GETTEXTDATADIRS", po, TRUE);
  }

  g_test_add_func ("/data/desktop/valid", test_desktop_valid);
  g_test_add_func ("/data/desktop/rejects-broken", test_desktop_rejects_broken);
  g_test_add_func ("/data/desktop/fields", test_desktop_fields);
  g_test_add_func ("/data/metainfo/valid", test_metainfo_valid);
  g_test_add_func ("/data/metainfo/rejects-broken", test_metainfo_rejects_broken);
  g_test_add_func ("/data/metainfo/fields", test_metainfo_fields);
  g_test_add_func ("/data/schema/valid", test_schema_valid);
  g_test_add_func ("/data/schema/rejects-broken", test_schema_rejects_broken);

  pages = list_help_pages ();
  for (guint i = 0; i < pages->len; i++)
    {
      g_autofree char *page_id = g_strndup (pages->pdata[i], strlen (pages->pdata[i]) - strlen (".page"));
      g_autofree char *path = g_strdup_printf ("/data/help/valid-%s", page_id);

      g_test_add_data_func_full (path, g_strdup (pages->pdata[i]), test_help_page_valid, g_free);
    }
  g_test_add_func ("/data/help/rejects-broken", test_help_rejects_broken);
  g_test_add_func ("/data/help/pages-listed", test_help_pages_listed);
  for (guint i = 0; i < G_N_ELEMENTS (help_languages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/data/help/%s-complete", help_languages[i]);

      g_test_add_data_func (path, help_languages[i], test_help_po_complete);
    }

  g_test_add_func ("/data/flatpak/manifest", test_flatpak_manifest);
  g_test_add_func ("/data/flatpak/rejects-broken", test_flatpak_rejects_broken);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *check = g_strdup_printf ("/data/po/%s-check", languages[i]);
      g_autofree char *complete = g_strdup_printf ("/data/po/%s-complete", languages[i]);

      g_test_add_data_func (check, languages[i], test_po_check);
      g_test_add_data_func (complete, languages[i], test_po_complete);
    }
  g_test_add_func ("/data/po/rejects-incomplete", test_po_rejects_incomplete);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *glossary = g_strdup_printf ("/data/po/glossary-%s", languages[i]);

      g_test_add_data_func (glossary, languages[i], test_po_glossary);
    }
  g_test_add_func ("/data/po/rejects-glossary", test_po_rejects_glossary);
  g_test_add_data_func ("/data/po/past-events-ja", "ja", test_po_past_events);
  g_test_add_func ("/data/po/rejects-present-events", test_po_rejects_present_events);
  g_test_add_func ("/data/po/ja-punctuation", test_po_ja_punctuation);
  g_test_add_func ("/data/po/rejects-ja-punctuation", test_po_rejects_ja_punctuation);
  g_test_add_func ("/data/po/potfiles-complete", test_potfiles_complete);
  g_test_add_func ("/data/po/potfiles-rejects-missing", test_potfiles_rejects_missing);

  g_test_add_func ("/data/rule-links/sections", test_rule_links_sections);
  g_test_add_func ("/data/rule-links/rejects-missing", test_rule_links_rejects_missing);
  g_test_add_func ("/data/rule-links/cited", test_rule_links_cited);

  g_test_add_func ("/engine/sources/no-gtk", test_engine_no_gtk);
  g_test_add_func ("/engine/sources/no-gtk-detects", test_engine_no_gtk_detects);

  status = g_test_run ();
  g_strfreev (tool_environment);

  return status;
}
