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
                             "--keyword=g_dpgettext2:2c,3",
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
