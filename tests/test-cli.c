/* test-cli.c: flourish-cli as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>

#include "fl-engine.h"

typedef struct
{
  char *out;
  char *err;
  int   status;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

static char **cli_environment;

static void
run_cli (CliRun     *run,
         const char *first_arg,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  const char *cli = g_getenv ("FLOURISH_CLI");
  const char *arg;
  va_list ap;
  int wait_status = 0;

  g_assert_nonnull (cli);
  g_ptr_array_add (args, (char *) cli);
  va_start (ap, first_arg);
  for (arg = first_arg; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, cli_environment, G_SPAWN_DEFAULT, NULL, NULL,
                &run->out, &run->err, &wait_status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (wait_status));
  run->status = WEXITSTATUS (wait_status);
}

/* The array that `flourish-cli games` printed; the parser owns it. */
static JsonArray *
parse_games (JsonParser *parser,
             const char *out)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (json_parser_get_root (parser)));

  return json_node_get_array (json_parser_get_root (parser));
}

static void
test_cli_version (void)
{
  CliRun run = { 0 };

  run_cli (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.out, ==, "flourish-cli " PACKAGE_VERSION "\n");
  cli_run_clear (&run);
}

static void
test_cli_help (void)
{
  CliRun run = { 0 };

  run_cli (&run, "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Usage: flourish-cli"));
  g_assert_nonnull (strstr (run.out, "games"));
  cli_run_clear (&run);

  /* Without a command the usage goes to standard error, with a failure. */
  run_cli (&run, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_str_has_prefix (run.err, "Usage: flourish-cli"));
  cli_run_clear (&run);
}

static void
test_cli_games (void)
{
  CliRun run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *games;

  run_cli (&run, "games", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");

  games = parse_games (parser, run.out);

  g_assert_cmpuint (json_array_get_length (games), ==, fl_game_info_get_n_games ());
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      const FlGameInfo *info = fl_game_info_get_nth (i);

      g_assert_cmpstr (json_object_get_string_member (game, "id"), ==, fl_game_info_get_id (info));
      g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, fl_game_info_get_name (info));
      g_assert_cmpint (json_object_get_int_member (game, "min-players"), ==, fl_game_info_get_min_players (info));
      g_assert_cmpint (json_object_get_int_member (game, "max-players"), ==, fl_game_info_get_max_players (info));
    }
  cli_run_clear (&run);
}

/* LANGUAGE alone chooses the language, even with no locale set at all. */
static void
test_cli_language (void)
{
  CliRun run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *games;

  cli_environment = g_get_environ ();
  cli_environment = g_environ_unsetenv (cli_environment, "LC_ALL");
  cli_environment = g_environ_unsetenv (cli_environment, "LC_MESSAGES");
  cli_environment = g_environ_unsetenv (cli_environment, "LANG");
  cli_environment = g_environ_setenv (cli_environment, "LANGUAGE", "ja", TRUE);
  cli_environment = g_environ_setenv (cli_environment, "LC_CTYPE", "C.UTF-8", TRUE);

  run_cli (&run, "games", NULL);
  g_assert_cmpint (run.status, ==, 0);
  games = parse_games (parser, run.out);
  /* Flunk, as its Japanese source writes it. */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 2), "name"), ==, "フランク");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (games, 2), "id"), ==, "flunk");
  cli_run_clear (&run);

  run_cli (&run, "deal", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "「deal」"));
  cli_run_clear (&run);

  g_clear_pointer (&cli_environment, g_strfreev);
}

static void
test_cli_bad_input (void)
{
  CliRun run = { 0 };

  run_cli (&run, "shuffle", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "“shuffle”"));
  g_assert_nonnull (strstr (run.err, "--help"));
  cli_run_clear (&run);

  run_cli (&run, "games", "flunk", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "“flunk”"));
  cli_run_clear (&run);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/cli/version", test_cli_version);
  g_test_add_func ("/cli/help", test_cli_help);
  g_test_add_func ("/cli/games", test_cli_games);
  g_test_add_func ("/cli/bad-input", test_cli_bad_input);
  g_test_add_func ("/cli/language", test_cli_language);

  return g_test_run ();
}
