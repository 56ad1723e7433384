/* test-cli.c: flourish-cli as a user runs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

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

/* What `games` must list, written from the games' rules (README's table and
 * the sources' headers), not read from the engine: the ids in order, the
 * player ranges, partnerships, which games can be played, and the keys of
 * their options (seeds/flunk.md R1, seeds/flashpoint.md G1, B2, P4's
 * readings) with the choices each choice option offers. */
static const struct {
  const char *id;
  const char *name;
  gint64      min;
  gint64      max;  /* -1: no upper bound in the rules */
  gboolean    partnerships;
  gboolean    playable;
  const char *options;  /* "key" or "key=choice|choice", separated by spaces */
} expected_games[] = {
  { "flashpoint", "Flashpoint", 4, 4, TRUE, TRUE,
    "target passing=when-unable|voluntary voids=each|once" },  /* "Players 4" */
  { "flaps", "Flaps", 2, -1, FALSE, FALSE, "" },                /* "Players 2+" */
  { "flunk", "Flunk", 3, 3, FALSE, TRUE, "deals opponents-score=none|penalties" },  /* 3 and a dummy */
  { "flaunt", "Flaunt", 2, 7, FALSE, FALSE, "" },               /* "Players 2-7" */
  { "flume", "Flume", 4, 5, TRUE, TRUE,                         /* 4, or 5 with a called partner */
    "players leader=dealer-left|bidder discards=non-trumps|any" },  /* D1, P1, X2 */
};

/* "key" or "key=a|b" for one option that `games` printed. */
static char *
describe_option (JsonObject *option)
{
  GString *text = g_string_new (json_object_get_string_member (option, "key"));

  if (g_str_equal (json_object_get_string_member (option, "type"), "choice"))
    {
      JsonArray *choices = json_object_get_array_member (option, "choices");

      for (guint c = 0; c < json_array_get_length (choices); c++)
        {
          g_string_append_c (text, c == 0 ? '=' : '|');
          g_string_append (text, json_object_get_string_member (json_array_get_object_element (choices, c), "id"));
        }
    }

  return g_string_free (text, FALSE);
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

  g_assert_cmpuint (json_array_get_length (games), ==, G_N_ELEMENTS (expected_games));
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      JsonArray *options = json_object_get_array_member (game, "options");
      g_autoptr(GString) keys = g_string_new (NULL);
      gint64 max = json_object_get_int_member (game, "max-players");

      g_test_message ("%s", expected_games[i].id);
      g_assert_cmpstr (json_object_get_string_member (game, "id"), ==, expected_games[i].id);
      g_assert_cmpstr (json_object_get_string_member (game, "name"), ==, expected_games[i].name);
      g_assert_cmpint (json_object_get_int_member (game, "min-players"), ==, expected_games[i].min);
      if (expected_games[i].max >= 0)
        g_assert_cmpint (max, ==, expected_games[i].max);
      else
        /* Open-ended in the rules: as many as the table seats. */
        g_assert_cmpint (max, ==, FL_MAX_SEATS);
      g_assert_cmpint (json_object_get_boolean_member (game, "partnerships"), ==,
                       expected_games[i].partnerships);
      g_assert_cmpint (json_object_get_boolean_member (game, "playable"), ==, expected_games[i].playable);
      for (guint o = 0; o < json_array_get_length (options); o++)
        {
          g_autofree char *option = describe_option (json_array_get_object_element (options, o));

          g_string_append_printf (keys, "%s%s", o == 0 ? "" : " ", option);
        }
      g_assert_cmpstr (keys->str, ==, expected_games[i].options);
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

/* Parses an object printed by a command; the parser owns it. */
static JsonObject *
parse_object (JsonParser *parser,
              const char *out)
{
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, out, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));

  return json_node_get_object (json_parser_get_root (parser));
}

/* `games` describes each game's options so front ends need no game code. */
static void
test_cli_games_options (void)
{
  CliRun run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonArray *games;

  run_cli (&run, "games", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  games = parse_games (parser, run.out);

  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonObject *game = json_array_get_object_element (games, i);
      const char *id = json_object_get_string_member (game, "id");
      JsonArray *options = json_object_get_array_member (game, "options");

      if (g_str_equal (id, "flunk"))
        {
          JsonObject *deals = json_array_get_object_element (options, 0);
          JsonObject *opponents = json_array_get_object_element (options, 1);

          /* 002 R1 (seeds/flunk.md): a rubber is a multiple of three deals, 9 by default. */
          g_assert_cmpuint (json_array_get_length (options), ==, 2);
          g_assert_cmpstr (json_object_get_string_member (deals, "key"), ==, "deals");
          g_assert_cmpstr (json_object_get_string_member (deals, "type"), ==, "int");
          g_assert_cmpint (json_object_get_int_member (deals, "min"), ==, 3);
          g_assert_cmpint (json_object_get_int_member (deals, "max"), ==, 30);
          g_assert_cmpint (json_object_get_int_member (deals, "step"), ==, 3);
          g_assert_cmpint (json_object_get_int_member (deals, "default"), ==, 9);
          g_assert_cmpstr (json_object_get_string_member (opponents, "key"), ==, "opponents-score");
          g_assert_cmpstr (json_object_get_string_member (opponents, "type"), ==, "choice");
          g_assert_cmpstr (json_object_get_string_member (opponents, "default"), ==, "none");
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (opponents, "choices")), ==, 2);
        }
    }
  cli_run_clear (&run);
}

static int
cli_score (const char *contract,
           const char *tricks,
           const char *dump_cards,
           char      **explanation)
{
  CliRun run = { 0 };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  int score;

  if (dump_cards != NULL)
    run_cli (&run, "score", "flunk", "--contract", contract, "--tricks", tricks, "--dump-cards", dump_cards, NULL);
  else
    run_cli (&run, "score", "flunk", "--contract", contract, "--tricks", tricks, NULL);
  g_assert_cmpint (run.status, ==, 0);

  result = parse_object (parser, run.out);
  score = (int) json_object_get_int_member (result, "score");
  if (explanation != NULL)
    *explanation = g_strdup (json_object_get_string_member (result, "explanation"));
  cli_run_clear (&run);

  return score;
}

/* The worked examples of 002 through `flourish-cli score`. */
static void
test_cli_score (void)
{
  g_autofree char *explanation = NULL;
  CliRun run = { 0 };

  /* 002 S1-S3: “9 clubs” scores 90, 45, 22, -10 and -20 for 9, 10, 11, 8, 7 tricks. */
  g_assert_cmpint (cli_score ("9C", "9", NULL, NULL), ==, 90);
  g_assert_cmpint (cli_score ("9C", "10", NULL, NULL), ==, 45);
  g_assert_cmpint (cli_score ("9C", "11", NULL, &explanation), ==, 22);
  g_assert_nonnull (strstr (explanation, "22"));
  g_assert_nonnull (strstr (explanation, "S3"));
  g_assert_cmpint (cli_score ("9C", "8", NULL, NULL), ==, -10);
  g_assert_cmpint (cli_score ("9C", "7", NULL, NULL), ==, -20);
  /* 002 S1: 15 a trick at no trump. */
  g_assert_cmpint (cli_score ("9NT", "9", NULL, NULL), ==, 135);
  /* 002 S7: slams. */
  g_assert_cmpint (cli_score ("12NT", "12", NULL, NULL), ==, 200);
  g_assert_cmpint (cli_score ("l0nt", "0", NULL, NULL), ==, 250);
  /* 002 S4, S6: Low 3 made scores the 10 tricks not taken; one short of it halves twice. */
  g_assert_cmpint (cli_score ("L3H", "3", NULL, NULL), ==, 100);
  g_assert_cmpint (cli_score ("L3H", "1", NULL, NULL), ==, 25);
  /* 002 S8-S10: Dump. */
  g_assert_cmpint (cli_score ("DUMP-H", "5", NULL, NULL), ==, 150);
  g_assert_cmpint (cli_score ("DUMP-H", "5", "3", NULL), ==, -30);
  g_assert_cmpint (cli_score ("DUMP-H", "0", NULL, NULL), ==, 0);

  run_cli (&run, "score", "flunk", "--contract", "6C", "--tricks", "6", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "7C"));
  cli_run_clear (&run);

  run_cli (&run, "score", "flunk", "--contract", "9C", "--tricks", "14", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--tricks"));
  cli_run_clear (&run);

  run_cli (&run, "score", "flunk", "--contract", "9C", "--tricks", "9", "--dump-cards", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "score", "flashpoint", "--contract", "9C", "--tricks", "9", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
}

/* `score flume hand`: the hand's result as JSON; the parser owns it. The
 * leader of the first trick is seat 1 (the left of dealer 0). */
static JsonObject *
cli_flume_hand (JsonParser *parser,
                const char *bidder,
                const char *bid,
                const char *partner,
                const char *tricks)
{
  CliRun run = { 0 };
  JsonObject *result;

  if (g_strcmp0 (partner, "alone") == 0)
    run_cli (&run, "score", "flume", "hand", "--trump", "S", "--bid", bid, "--bidder", bidder,
             "--alone", "--tricks", tricks, NULL);
  else if (partner != NULL)
    run_cli (&run, "score", "flume", "hand", "--trump", "S", "--bid", bid, "--bidder", bidder,
             "--holder", partner, "--tricks", tricks, NULL);
  else
    run_cli (&run, "score", "flume", "hand", "--trump", "H", "--bid", bid, "--bidder", bidder,
             "--leader", "1", "--tricks", tricks, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, "flume");
  cli_run_clear (&run);

  return result;
}

/* Checks one point: which, its card (or none), the seat and side credited
 * and the rule, and that the sentence cites the rule. */
static void
check_flume_point (JsonArray  *points,
                   guint       index,
                   const char *point,
                   const char *card,
                   int         seat,
                   int         side,
                   const char *rule)
{
  JsonObject *object = json_array_get_object_element (points, index);
  g_autofree char *cited = g_strdup_printf ("(rule %s)", rule);

  g_assert_cmpstr (json_object_get_string_member (object, "point"), ==, point);
  g_assert_cmpstr (json_object_get_string_member_with_default (object, "card", NULL), ==, card);
  if (seat < 0)
    g_assert_true (json_object_get_null_member (object, "seat"));
  else
    g_assert_cmpint (json_object_get_int_member (object, "seat"), ==, seat);
  if (side < 0)
    g_assert_true (json_object_get_null_member (object, "side"));
  else
    g_assert_cmpint (json_object_get_int_member (object, "side"), ==, side);
  g_assert_cmpstr (json_object_get_string_member (object, "rule"), ==, rule);
  g_assert_nonnull (strstr (json_object_get_string_member (object, "explanation"), cited));
}

/* Checks one side: its seats ("0 2"), whether it bid, its card points,
 * the points it took and its score. */
static void
check_flume_side (JsonObject *result,
                  guint       side,
                  const char *seats,
                  gboolean    bidding,
                  gint64      card_points,
                  gint64      points,
                  gint64      score)
{
  JsonObject *object = json_array_get_object_element (json_object_get_array_member (result, "sides"), side);
  JsonArray *members = json_object_get_array_member (object, "seats");
  g_autoptr(GString) listed = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (members); i++)
    g_string_append_printf (listed, "%s%" G_GINT64_FORMAT, i ? " " : "", json_array_get_int_element (members, i));
  g_assert_cmpstr (listed->str, ==, seats);
  g_assert_cmpint (json_object_get_boolean_member (object, "bidding"), ==, bidding);
  g_assert_cmpint (json_object_get_int_member (object, "card-points"), ==, card_points);
  g_assert_cmpint (json_object_get_int_member (object, "points"), ==, points);
  g_assert_cmpint (json_object_get_int_member (object, "score"), ==, score);
}

/* Checks the six tricks: each one's leader, winner and card points. */
static void
check_flume_tricks (JsonObject *result,
                    const int   expected[6][3])
{
  JsonArray *tricks = json_object_get_array_member (result, "tricks");

  g_assert_cmpuint (json_array_get_length (tricks), ==, 6);
  for (guint t = 0; t < 6; t++)
    {
      JsonObject *trick = json_array_get_object_element (tricks, t);

      g_assert_cmpint (json_object_get_int_member (trick, "leader"), ==, expected[t][0]);
      g_assert_cmpint (json_object_get_int_member (trick, "winner"), ==, expected[t][1]);
      g_assert_cmpint (json_object_get_int_member (trick, "card-points"), ==, expected[t][2]);
    }
}

/* seeds/flume.md's two whole hands (S1-S8) through `flourish-cli score
 * flume hand`: every number below is the worked example's. */
#define FLUME_TIED_HAND "QD 8D 10D 5D|10S 9C QS 5S|KC 2C 7C AC|KH 7H AH 2H|6C 8S JH 10C|JKH JKL 9D JD"
#define FLUME_BIG_HAND "9S AS 5S 10S|KH 7H AH JKH|KS JH 8D QS|QD JD 10D 5D|AC KC 2C 7C|2H JKL 6C 10C"

static void
test_cli_score_flume (void)
{
  /* Trick by trick: the leader, the winner and the card points. */
  static const int tied_tricks[6][3] = {
    { 1, 1, 12 }, { 1, 3, 12 }, { 3, 2, 7 }, { 2, 0, 7 }, { 0, 2, 11 }, { 2, 1, 1 },
  };
  static const int big_tricks[6][3] = {
    { 1, 2, 14 }, { 2, 0, 7 }, { 0, 1, 6 }, { 1, 2, 13 }, { 2, 2, 7 }, { 2, 2, 10 },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  JsonArray *points;
  CliRun run = { 0 };

  /* "The game point tied, the bid lost": seat 2 bid 4 in hearts. */
  result = cli_flume_hand (parser, "2", "4", NULL, FLUME_TIED_HAND);
  g_assert_cmpint (json_object_get_int_member (result, "players"), ==, 4);
  g_assert_cmpstr (json_object_get_string_member (result, "trump"), ==, "H");
  g_assert_cmpint (json_object_get_int_member (result, "partner"), ==, 0);
  check_flume_tricks (result, tied_tricks);
  points = json_object_get_array_member (result, "points");
  g_assert_cmpuint (json_array_get_length (points), ==, 7);
  check_flume_point (points, 0, "high", "AH", 0, 0, "S1");
  check_flume_point (points, 1, "low", "2H", 1, 1, "S2");
  check_flume_point (points, 2, "right-bower", "JH", 2, 0, "S3");
  check_flume_point (points, 3, "left-bower", "JD", 1, 1, "S4");
  check_flume_point (points, 4, "joker", "JKH", 1, 1, "S5");
  check_flume_point (points, 5, "joker", "JKL", 1, 1, "S5");
  check_flume_point (points, 6, "game-tied", NULL, -1, -1, "S6");
  check_flume_side (result, 0, "0 2", TRUE, 25, 2, -4);
  check_flume_side (result, 1, "1 3", FALSE, 25, 4, 4);
  g_assert_false (json_object_get_boolean_member (result, "bid-made"));
  g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, "S8");

  /* "Had seat 1 been the bidder with a bid of 4": side 1 makes it. */
  result = cli_flume_hand (parser, "1", "4", NULL, FLUME_TIED_HAND);
  check_flume_side (result, 0, "0 2", FALSE, 25, 2, 2);
  check_flume_side (result, 1, "1 3", TRUE, 25, 4, 4);
  g_assert_true (json_object_get_boolean_member (result, "bid-made"));

  /* "More than the bid": side 0 takes six points, side 1 the right bower. */
  result = cli_flume_hand (parser, "2", "4", NULL, FLUME_BIG_HAND);
  check_flume_tricks (result, big_tricks);
  points = json_object_get_array_member (result, "points");
  g_assert_cmpuint (json_array_get_length (points), ==, 7);
  check_flume_point (points, 0, "high", "AH", 0, 0, "S1");
  check_flume_point (points, 1, "low", "2H", 2, 0, "S2");
  check_flume_point (points, 2, "right-bower", "JH", 1, 1, "S3");
  check_flume_point (points, 3, "left-bower", "JD", 2, 0, "S4");
  check_flume_point (points, 4, "joker", "JKH", 0, 0, "S5");
  check_flume_point (points, 5, "joker", "JKL", 2, 0, "S5");
  /* Game to the bidder's side, credited to the bidder. */
  check_flume_point (points, 6, "game", NULL, 2, 0, "S6");
  check_flume_side (result, 0, "0 2", TRUE, 51, 6, 6);
  check_flume_side (result, 1, "1 3", FALSE, 6, 1, 1);
  g_assert_true (json_object_get_boolean_member (result, "bid-made"));

  /* "Had seat 1 bid 3 instead": side 1 loses 3, side 0 scores 6. */
  result = cli_flume_hand (parser, "1", "3", NULL, FLUME_BIG_HAND);
  check_flume_side (result, 0, "0 2", FALSE, 51, 6, 6);
  check_flume_side (result, 1, "1 3", TRUE, 6, 1, -3);

  /* Five-handed, spades trumps, worked out apart: only the aces and the
   * twos of play matter. Seat 1 plays A♠ (high), seat 2 2♠ (low); no bower
   * or joker is in play (S7). Seats 3 and 4 take no trick: the opponents
   * take all 65 card points and game, credited to seat 1, the first
   * opponent from the dealer's left. Seat 3 bid 3 and took none: −3. */
  result = cli_flume_hand (parser, "3", "3", "4",
                           "AD 2D 5D 6D 7D|KD 8D 9D 10D QD|AS 2S KS 5S 6S|AH KH QH JH 10H|"
                           "2H 5H 6H 7H 8H|AC KC QC 10C 9C");
  g_assert_cmpint (json_object_get_int_member (result, "players"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (result, "partner"), ==, 4);
  points = json_object_get_array_member (result, "points");
  g_assert_cmpuint (json_array_get_length (points), ==, 3);
  check_flume_point (points, 0, "high", "AS", 1, 1, "S1");
  check_flume_point (points, 1, "low", "2S", 2, 1, "S2");
  check_flume_point (points, 2, "game", NULL, 1, 1, "S6");
  check_flume_side (result, 0, "3 4", TRUE, 0, 0, -3);
  check_flume_side (result, 1, "0 1 2", FALSE, 65, 3, 3);

  /* The same play with the bidder alone (V4, V5): seat 4 joins the others. */
  result = cli_flume_hand (parser, "3", "3", "alone",
                           "AD 2D 5D 6D 7D|KD 8D 9D 10D QD|AS 2S KS 5S 6S|AH KH QH JH 10H|"
                           "2H 5H 6H 7H 8H|AC KC QC 10C 9C");
  g_assert_true (json_object_get_null_member (result, "partner"));
  check_flume_side (result, 0, "3", TRUE, 0, 0, -3);
  check_flume_side (result, 1, "0 1 2 4", FALSE, 65, 3, 3);

  /* P2: in trick 1 seat 2 plays 9♣ on Q♦ led while holding 8♦ (played
   * to trick 2 instead): refused, naming the card and the trick. */
  run_cli (&run, "score", "flume", "hand", "--trump", "H", "--bid", "4", "--bidder", "2", "--tricks",
           "QD 9C 10D 5D|10S 8D QS 5S|KC 2C 7C AC|KH 7H AH 2H|6C 8S JH 10C|JKH JKL 9D JD", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "9C"));
  g_assert_nonnull (strstr (run.err, "trick 1"));
  cli_run_clear (&run);

  /* Bad hands: five tricks, a trick short of a card, a card twice, a bid
   * out of range, no such trump, five-handed without the holder of the
   * called card, the bidder holding it, a holder four-handed, no such seat
   * four-handed. */
  {
    static const char *const bad[][5] = {
      { "H", "4", "2", NULL, "QD 8D 10D 5D|10S 9C QS 5S|KC 2C 7C AC|KH 7H AH 2H|6C 8S JH 10C" },
      { "H", "4", "2", NULL, "QD 8D 10D|10S 9C QS 5S|KC 2C 7C AC|KH 7H AH 2H|6C 8S JH 10C|JKH JKL 9D JD" },
      { "H", "4", "2", NULL, "QD 8D 10D 5D|10S 9C QS 5S|KC 2C 7C AC|KH 7H AH 2H|6C 8S JH 10C|JKH JKL 9D QD" },
      { "H", "7", "2", NULL, FLUME_TIED_HAND },
      { "X", "4", "2", NULL, FLUME_TIED_HAND },
      { "S", "3", "3", NULL, "AD 2D 5D 6D 7D|KD 8D 9D 10D QD|AS 2S KS 5S 6S|AH KH QH JH 10H|2H 5H 6H 7H 8H|AC KC QC 10C 9C" },
      { "S", "3", "3", "3", "AD 2D 5D 6D 7D|KD 8D 9D 10D QD|AS 2S KS 5S 6S|AH KH QH JH 10H|2H 5H 6H 7H 8H|AC KC QC 10C 9C" },
      { "H", "4", "2", "0", FLUME_TIED_HAND },
      { "H", "4", "4", NULL, FLUME_TIED_HAND },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        if (bad[i][3] != NULL)
          run_cli (&run, "score", "flume", "hand", "--trump", bad[i][0], "--bid", bad[i][1], "--bidder", bad[i][2],
                   "--holder", bad[i][3], "--tricks", bad[i][4], NULL);
        else
          run_cli (&run, "score", "flume", "hand", "--trump", bad[i][0], "--bid", bad[i][1], "--bidder", bad[i][2],
                   "--tricks", bad[i][4], NULL);
        g_test_message ("bad hand %u: %s", i, run.err);
        g_assert_cmpint (run.status, ==, 2);
        g_assert_cmpstr (run.out, ==, "");
        g_assert_cmpstr (run.err, !=, "");
        cli_run_clear (&run);
      }
  }
}

/* `score flashpoint trick`: the trick's result as JSON; the parser owns it. */
static JsonObject *
cli_flashpoint_trick (JsonParser *parser,
                      const char *cards)
{
  CliRun run = { 0 };
  JsonObject *result;

  run_cli (&run, "score", "flashpoint", "trick", cards, NULL);
  if (run.status != 0)
    g_test_message ("%s: %s", cards, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, "flashpoint");
  g_assert_cmpuint (strlen (json_object_get_string_member (result, "explanation")), >, 10);
  cli_run_clear (&run);

  return result;
}

/* 000 P6, S1, S2, S4 (seeds/flashpoint.md) through `flourish-cli score
 * flashpoint trick`: the source's examples, a damp squib, and bad tricks. */
static void
test_cli_score_flashpoint_trick (void)
{
  static const struct {
    const char *cards;
    int         winner;
    const char *combination;
    int         score;
  } tricks[] = {
    { "JS JH QD JC", 3, "triplet", 6 },          /* the third Jack */
    { "7H 7S 7D AC", 2, "triplet", 6 },          /* the third Seven */
    { "9S KH KD 9C", 3, "two-pairs", 10 },       /* the second Nine */
    { "KS KH", 1, "pair", 1 },
    { "10S JH QD", 2, "run-of-three", 3 },
    { "10D JC QS QH", 3, "pair-run", 8 },
    { "8C 9H 10S JD", 3, "run-of-four", 12 },
    { "AC 7S 8D QH", 0, "none", -10 },           /* S4: A-7-8 is no run */
    { "th 8s jc kd", 3, "none", -10 },
    { "10S 10H 10D 10C", 3, "four-of-a-kind", 10 },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  CliRun run = { 0 };
  static const char *const bad[] = {
    "JS QS",            /* two spades */
    "XS JH",            /* no such card */
    "JS JH QD JC 7S",   /* five cards */
    "6S",               /* not in the 32-card pack */
    "",
    "JS JS",
  };

  for (guint i = 0; i < G_N_ELEMENTS (tricks); i++)
    {
      g_test_message ("%s", tricks[i].cards);
      result = cli_flashpoint_trick (parser, tricks[i].cards);
      g_assert_cmpint (json_object_get_int_member (result, "winner"), ==, tricks[i].winner);
      g_assert_cmpstr (json_object_get_string_member (result, "combination"), ==, tricks[i].combination);
      g_assert_cmpint (json_object_get_int_member (result, "score"), ==, tricks[i].score);
    }

  result = cli_flashpoint_trick (parser, "JS JH QD JC");
  g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, "last-duplicate");
  g_assert_nonnull (strstr (json_object_get_string_member (result, "explanation"), "P6"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "trick")), ==, 4);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (result, "trick"), 3), ==, "JC");

  result = cli_flashpoint_trick (parser, "AC 7S 8D QH");
  g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, "highest");
  g_assert_nonnull (strstr (json_object_get_string_member (result, "explanation"), "S2"));

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_test_message ("“%s”", bad[i]);
      run_cli (&run, "score", "flashpoint", "trick", bad[i], NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_cmpstr (run.out, ==, "");
      g_assert_cmpuint (strlen (run.err), >, 10);
      cli_run_clear (&run);
    }

  run_cli (&run, "score", "flashpoint", "trick", "XS JH", NULL);
  g_assert_nonnull (strstr (run.err, "XS"));
  cli_run_clear (&run);
}

/* `score flashpoint hand`; the parser owns the result. */
static JsonObject *
cli_flashpoint_hand (JsonParser *parser,
                     const char *cards,
                     const char *voids)
{
  CliRun run = { 0 };
  JsonObject *result;

  if (voids != NULL)
    run_cli (&run, "score", "flashpoint", "hand", cards, "--voids", voids, NULL);
  else
    run_cli (&run, "score", "flashpoint", "hand", cards, NULL);
  if (run.status != 0)
    g_test_message ("%s: %s", cards, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, "flashpoint");
  cli_run_clear (&run);

  return result;
}

/* How many of the listed flashes are of @kind, and their points. */
static guint
count_flashes (JsonObject *result,
               const char *kind,
               int        *points)
{
  JsonArray *flashes = json_object_get_array_member (result, "flashes");
  guint n = 0;

  *points = 0;
  for (guint i = 0; i < json_array_get_length (flashes); i++)
    {
      JsonObject *flash = json_array_get_object_element (flashes, i);

      if (g_strcmp0 (json_object_get_string_member (flash, "flash"), kind) == 0)
        {
          n++;
          *points += (int) json_object_get_int_member (flash, "points");
        }
    }

  return n;
}

/* 000 B2-B5 (seeds/flashpoint.md, "Dealt hands and their flashes")
 * through `flourish-cli score flashpoint hand`. */
static void
test_cli_score_flashpoint_hand (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  CliRun run = { 0 };
  int points;

  /* B3, B5: a twin flash and two four-flashes, 100 */
  result = cli_flashpoint_hand (parser, "AS AH AD AC 7S 7H 7D 7C", NULL);
  g_assert_cmpuint (count_flashes (result, "twin", &points), ==, 1);
  g_assert_cmpint (points, ==, 20);
  g_assert_cmpuint (count_flashes (result, "four", &points), ==, 2);
  g_assert_cmpint (points, ==, 80);
  g_assert_cmpuint (count_flashes (result, "void", &points), ==, 0);
  g_assert_cmpuint (count_flashes (result, "long", &points), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "flashes")), ==, 3);
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 100);
  {
    JsonArray *flashes = json_object_get_array_member (result, "flashes");

    for (guint i = 0; i < json_array_get_length (flashes); i++)
      {
        JsonObject *flash = json_array_get_object_element (flashes, i);

        if (g_str_equal (json_object_get_string_member (flash, "flash"), "four"))
          g_assert_cmpint (json_object_get_int_member (flash, "points"), ==, 40);
      }
  }

  /* B2, B4: eight spades, three voids and a long flash: 60, or 40 with
   * voids=once */
  result = cli_flashpoint_hand (parser, "AS KS QS JS 10S 9S 8S 7S", NULL);
  g_assert_cmpuint (count_flashes (result, "void", &points), ==, 3);
  g_assert_cmpint (points, ==, 30);
  g_assert_cmpuint (count_flashes (result, "long", &points), ==, 1);
  g_assert_cmpint (points, ==, 30);
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 60);
  result = cli_flashpoint_hand (parser, "AS KS QS JS 10S 9S 8S 7S", "each");
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 60);
  result = cli_flashpoint_hand (parser, "AS KS QS JS 10S 9S 8S 7S", "once");
  g_assert_cmpuint (count_flashes (result, "void", &points), ==, 3);
  g_assert_cmpint (points, ==, 10);
  g_assert_cmpuint (count_flashes (result, "long", &points), ==, 1);
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 40);

  /* twin and long, 50; a hand with nothing, 0 */
  result = cli_flashpoint_hand (parser, "AS KS QH JH 10D 9D 8C 7C", NULL);
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 50);
  result = cli_flashpoint_hand (parser, "AS KH QD JC 10S 9H 8D 8S", NULL);
  g_assert_cmpint (json_object_get_int_member (result, "total"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (result, "flashes")), ==, 0);

  /* a hand as dealt has eight cards */
  run_cli (&run, "score", "flashpoint", "hand", "AS KS QS JS 10S 9S 8S", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_cmpuint (strlen (run.err), >, 10);
  cli_run_clear (&run);

  run_cli (&run, "score", "flashpoint", "hand", "AS KS QS JS 10S 9S 8S 7S 7H", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "score", "flashpoint", "hand", "AS KS QS JS 10S 9S 8S 7S", "--voids", "twice", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
}

/* `score flaunt combo`: the cards' kind as JSON; the parser owns it. */
static JsonObject *
cli_flaunt_combo (JsonParser *parser,
                  const char *cards,
                  const char *option)
{
  CliRun run = { 0 };
  JsonObject *result;

  if (option != NULL)
    run_cli (&run, "score", "flaunt", "combo", cards, "--option", option, NULL);
  else
    run_cli (&run, "score", "flaunt", "combo", cards, NULL);
  if (run.status != 0)
    g_test_message ("%s: %s", cards, run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, "flaunt");
  g_assert_nonnull (strstr (json_object_get_string_member (result, "explanation"), "(rule"));
  cli_run_clear (&run);

  return result;
}

/* 003 K1, K5-K7 (labels.md) through `flourish-cli score flaunt combo`:
 * each card set's kind and its deciding rank, worked out from the rules. */
static void
test_cli_score_flaunt_combo (void)
{
  static const struct
  {
    const char *cards;
    const char *option;
    const char *kind;
    gint64      top;
  } combos[] = {
    { "QS", NULL, "single", 12 },                       /* K6 */
    { "9h 10h jh", NULL, "straight-flush", 11 },        /* K1, any order of writing */
    { "JH 9H 10H", NULL, "straight-flush", 11 },
    { "4C 5D 6C", NULL, "straight", 6 },                /* K1 */
    { "AS 2D 3C", NULL, "straight", 3 },                /* K1, K3: A-2-3 tops at 3 */
    { "QS KH AD", NULL, "straight", 14 },               /* the ace high */
    { "AS 2D 3C", "ace=high", "none", 14 },             /* option: the ace high only; K5 like a flush */
    { "KH AH 2H", NULL, "flush", 14 },                  /* K1: never round the corner */
    { "KS AD 2C", NULL, "none", 14 },                   /* K5 */
    { "3S 9S KS", NULL, "flush", 13 },                  /* K1 */
    { "JD JS JC", NULL, "match", 11 },                  /* K1 */
    { "KH KH", NULL, "match", 13 },                     /* K7: twins are a match, not a flush */
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  CliRun run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (combos); i++)
    {
      JsonObject *result = cli_flaunt_combo (parser, combos[i].cards, combos[i].option);

      g_test_message ("%s", combos[i].cards);
      g_assert_cmpstr (json_object_get_string_member (result, "kind"), ==, combos[i].kind);
      g_assert_cmpint (json_object_get_int_member (result, "top"), ==, combos[i].top);
      g_assert_cmpint (json_object_get_boolean_member (result, "combination"), ==,
                       strcmp (combos[i].kind, "none") != 0 && strcmp (combos[i].kind, "single") != 0);
    }

  /* Not cards, a card three times, no cards. */
  run_cli (&run, "score", "flaunt", "combo", "XS 9H", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "XS"));
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "combo", "9H 9H 9H", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "combo", "", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "combo", "9H", "--option", "ace=sideways", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
}

/* `score flaunt contest`: the contest's result as JSON; the parser owns
 * it. @args: the arguments after "contest", up to NULL. */
static JsonObject *
cli_flaunt_contest (JsonParser         *parser,
                    const char *const  *args)
{
  CliRun run = { 0 };
  JsonObject *result;

  run_cli (&run, "score", "flaunt", "contest", args[0], args[1], args[2], args[3], args[4], args[5],
           args[6], args[7], args[8], args[9], NULL);
  if (run.status != 0)
    g_test_message ("%s %s: %s", args[0], args[1], run.err);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (result, "game"), ==, "flaunt");
  cli_run_clear (&run);

  return result;
}

/* 003's examples (labels.md) through `flourish-cli score flaunt contest`:
 * the winner (0 the lead, then each challenge in rotation) and why, each
 * reasoned from the rules. */
static void
test_cli_score_flaunt_contest (void)
{
  static const struct
  {
    const char *args[10];
    gint64      winner;
    const char *why;      /* NULL: not checked */
    const char *rule;     /* NULL: not checked */
  } contests[] = {
    /* K4, the source's note: a straight flush played to a led straight
     * counts only as a straight, so 7-8-9 loses to the led 8-9-10... */
    { { "--lead", "8C 9D 10C", "--challenge", "7H 8H 9H" }, 0, "higher", "K3" },
    /* ...though after a sneak the whole order counts (K3). */
    { { "--lead", "8C 9D 10C", "--sneak", "--challenge", "7H 8H 9H" }, 1, "higher-kind", "K3" },
    /* K4: a led straight flush falls only to a higher straight flush: a
     * match does not fit the kind led... */
    { { "--lead", "7H 8H 9H", "--challenge", "QS QD QC" }, 0, "led-kind", "K4" },
    /* ...not even when the order of kinds counts against a flaunt... */
    { { "--lead", "7H 8H 9H", "--challenge", "QS QD QC", "--option", "challenges=any-kind" }, 0, NULL, NULL },
    /* ...while a higher straight flush beats it. */
    { { "--lead", "7H 8H 9H", "--challenge", "8S 9S 10S" }, 1, "higher", "K3" },
    /* K4: a match cannot beat a led flush, unless any kind may (option). */
    { { "--lead", "2S 7S JS", "--challenge", "4D 4H 4C" }, 0, "led-kind", "K4" },
    { { "--lead", "2S 7S JS", "--challenge", "4D 4H 4C", "--option", "challenges=any-kind" }, 1, "higher-kind", "K3" },
    /* C4: of equal best plays the one made last in rotation wins. */
    { { "--lead", "QS QH", "--challenge", "QD QC" }, 1, "tie", "C4" },
    { { "--lead", "9S", "--challenge", "9H", "--challenge", "5D" }, 1, "tie", "C4" },
    { { "--lead", "9S", "--challenge", "5D", "--challenge", "9H" }, 2, "tie", "C4" },
    /* K6: a single card by its rank, suits never count. */
    { { "--lead", "9S", "--challenge", "10C", "--challenge", "5D" }, 1, "higher", "K6" },
    /* K1, K3: the ace low: A-2-3 tops at 3, below 2-3-4... */
    { { "--lead", "AS 2D 3C", "--challenge", "2H 3S 4D" }, 1, "higher", "K3" },
    /* ...and above nothing when it counts high only, where 2-3-4 beats the
     * odd cards sneaked (K5). */
    { { "--lead", "AS 2D 3C", "--sneak", "--challenge", "2H 3S 4D", "--option", "ace=high" }, 1, "higher-kind", "K5" },
    /* K3: flushes card by card from the highest: K-9-3 beats K-8-7. */
    { { "--lead", "KH 9H 3H", "--challenge", "KS 8S 7S" }, 0, "higher", "K3" },
    { { "--lead", "KS 8S 7S", "--challenge", "KH 9H 3H" }, 1, "higher", "K3" },
    /* K5: odd cards lose to any combination of their size, and compare
     * like flushes between themselves. */
    { { "--lead", "2C 9D", "--sneak", "--challenge", "3C 4H" }, 1, "higher-kind", "K5" },
    { { "--lead", "2C 9D", "--sneak", "--challenge", "3C 10H" }, 1, "higher", "K5" },
    /* C5: unchallenged, the lead wins its own cards. */
    { { "--lead", "5H 5D", "--sneak" }, 0, "unchallenged", "C5" },
    /* D1, K7: with two packs a twin makes a match. */
    { { "--lead", "KH KH", "--challenge", "QS QD", "--players", "5" }, 0, "higher", "K3" },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  CliRun run = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (contests); i++)
    {
      JsonObject *result = cli_flaunt_contest (parser, contests[i].args);

      g_test_message ("contest %u", i);
      g_assert_cmpint (json_object_get_int_member (result, "winner"), ==, contests[i].winner);
      if (contests[i].why != NULL)
        g_assert_cmpstr (json_object_get_string_member (result, "why"), ==, contests[i].why);
      if (contests[i].rule != NULL)
        {
          g_autofree char *cited = g_strdup_printf ("rule %s", contests[i].rule);

          g_assert_cmpstr (json_object_get_string_member (result, "rule"), ==, contests[i].rule);
          g_assert_nonnull (strstr (json_object_get_string_member (result, "explanation"), cited));
        }
    }

  /* K4: the straight flush challenging a straight counts as a straight. */
  {
    const char *const args[10] = { "--lead", "8C 9D 10C", "--challenge", "7H 8H 9H" };
    JsonObject *result = cli_flaunt_contest (parser, args);
    JsonObject *challenge = json_array_get_object_element (json_object_get_array_member (result, "plays"), 1);

    g_assert_cmpstr (json_object_get_string_member (challenge, "kind"), ==, "straight-flush");
    g_assert_cmpstr (json_object_get_string_member (challenge, "counts-as"), ==, "straight");
    g_assert_cmpint (json_object_get_int_member (challenge, "top"), ==, 9);
    g_assert_cmpint (json_object_get_int_member (result, "cards-won"), ==, 6);
  }

  /* K2: a challenge of another size; C3, T4: a flaunt of odd cards; D1:
   * a twin with one pack; C6: more plays than players. */
  run_cli (&run, "score", "flaunt", "contest", "--lead", "QS QH", "--challenge", "KD", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "K2"));
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "contest", "--lead", "2C 9D", "--challenge", "3C 4H", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "T4"));
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "contest", "--lead", "QS 9S", "--challenge", "QS 8S", "--players", "3", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "contest", "--lead", "QS", "--challenge", "KS", "--challenge", "AS",
           "--players", "2", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "contest", "--lead", "QS", "--sneak", "--flaunt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flaunt", "contest", "--challenge", "QS", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  run_cli (&run, "score", "flume", "hand", "--lead", "QS", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
}

static JsonObject *
cli_simulate (JsonParser *parser,
              const char *bots,
              const char *games,
              const char *option)
{
  CliRun run = { 0 };
  JsonObject *result;

  if (option != NULL)
    run_cli (&run, "simulate", "--game", "flunk", "--seed", "42", "--games", games, "--bots", bots,
             "--option", option, "--json", NULL);
  else
    run_cli (&run, "simulate", "--game", "flunk", "--seed", "42", "--games", games, "--bots", bots, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  cli_run_clear (&run);

  return result;
}

/* The CPU seconds beside the wall seconds @wall_name: a number, not
 * negative, and no more than every core busy for the wall time (with a
 * little slack for the clocks' steps). Nothing is timed. */
static double
check_cpu_seconds (JsonObject *result,
                   const char *wall_name,
                   const char *cpu_name)
{
  JsonNode *node = json_object_get_member (result, cpu_name);
  double wall = json_object_get_double_member (result, wall_name);
  double cpu;

  g_assert_nonnull (node);
  g_assert_cmpint (json_node_get_value_type (node), ==, G_TYPE_DOUBLE);
  cpu = json_node_get_double (node);
  g_test_message ("%s: %g, %s: %g", wall_name, wall, cpu_name, cpu);
  g_assert_cmpfloat (cpu, >=, 0);
  g_assert_cmpfloat (cpu, <=, wall * g_get_num_processors () + 0.05);

  return cpu;
}

/* "COUNT-per-cpu-second" is each count over the CPU seconds. */
static void
check_cpu_rates (JsonObject        *result,
                 const char *const *counts,
                 guint              n_counts)
{
  double cpu = check_cpu_seconds (result, "seconds", "cpu-seconds");

  g_assert_cmpfloat (cpu, >, 0);
  for (guint i = 0; i < n_counts; i++)
    {
      g_autofree char *rate_name = g_strconcat (counts[i], "-per-cpu-second", NULL);
      double count = (double) json_object_get_int_member (result, counts[i]);

      g_assert_cmpfloat_with_epsilon (json_object_get_double_member (result, rate_name), count / cpu,
                                      1e-9 * count / cpu);
    }
}

/* Each rate is its count over the seconds, to the printed precision, and
 * over the CPU seconds likewise. */
static void
check_rates (JsonObject *result)
{
  static const char *const counts[] = { "actions", "games", "deals" };
  double seconds = json_object_get_double_member (result, "seconds");

  g_assert_cmpfloat (seconds, >, 0);
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autofree char *rate_name = g_strconcat (counts[i], "-per-second", NULL);
      double count = (double) json_object_get_int_member (result, counts[i]);
      double rate = json_object_get_double_member (result, rate_name);

      g_test_message ("%s: %g / %g s = %g", rate_name, count, seconds, rate);
      g_assert_cmpfloat_with_epsilon (rate, count / seconds, 1e-9 * count / seconds);
    }

  check_cpu_rates (result, counts, G_N_ELEMENTS (counts));
}

static void
test_cli_simulate (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) again_parser = json_parser_new ();
  g_autoptr(JsonParser) short_parser = json_parser_new ();
  g_autoptr(JsonParser) mixed_parser = json_parser_new ();
  JsonObject *result, *again, *short_game, *mixed;
  JsonArray *wins, *means, *again_means;
  gint64 total_wins;
  CliRun run = { 0 };

  result = cli_simulate (parser, "random", "50", NULL);
  g_assert_cmpint (json_object_get_int_member (result, "games"), ==, 50);
  /* 002 R1: nine deals a rubber by default, 53 decisions a deal (a contract
   * and 52 cards), and the next deal after each but the last (F5). */
  g_assert_cmpint (json_object_get_int_member (result, "deals"), ==, 50 * 9);
  g_assert_cmpint (json_object_get_int_member (result, "actions"), ==, 50 * (9 * 53 + 8));
  check_rates (result);
  wins = json_object_get_array_member (result, "wins");
  means = json_object_get_array_member (result, "mean-score");
  g_assert_cmpuint (json_array_get_length (wins), ==, 3);
  g_assert_cmpuint (json_array_get_length (means), ==, 3);
  total_wins = json_object_get_int_member (result, "shared-wins");
  for (guint s = 0; s < 3; s++)
    total_wins += json_array_get_int_element (wins, s);
  g_assert_cmpint (total_wins, ==, 50);

  /* The same seed plays the same games. */
  again = cli_simulate (again_parser, "random", "50", NULL);
  again_means = json_object_get_array_member (again, "mean-score");
  for (guint s = 0; s < 3; s++)
    g_assert_cmpfloat (json_array_get_double_element (means, s), ==, json_array_get_double_element (again_means, s));

  short_game = cli_simulate (short_parser, "random", "10", "deals=3");
  g_assert_cmpint (json_object_get_int_member (short_game, "deals"), ==, 30);

  mixed = cli_simulate (mixed_parser, "heuristic,random,random", "1", "deals=3");
  g_assert_cmpint (json_object_get_int_member (mixed, "deals"), ==, 3);
  check_rates (short_game);
  check_rates (mixed);

  run_cli (&run, "simulate", "--game", "flunk", "--bots", "clever", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "clever"));
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flunk", "--bots", "random,random", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flunk", "--players", "4", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flunk", "--option", "deals=4", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "deals"));
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flunk", "--option", "trumps=none", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flaps", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  run_cli (&run, "simulate", "--game", "flunk", "--seed", "minus one", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--seed"));
  cli_run_clear (&run);
}

/* Flashpoint's simulation: every game is at least one hand, and partners
 * (seats 0 and 2, 1 and 3; 000 "sitting crosswise") share each win. */
static void
test_cli_simulate_flashpoint (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  JsonArray *wins;
  CliRun run = { 0 };

  run_cli (&run, "simulate", "--game", "flashpoint", "--seed", "3", "--games", "20", "--bots", "random", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpint (json_object_get_int_member (result, "players"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (result, "games"), ==, 20);
  g_assert_cmpint (json_object_get_int_member (result, "deals"), >=, 20);
  /* 32 cards played a hand at the least, each one an action. */
  g_assert_cmpint (json_object_get_int_member (result, "actions"), >=,
                   32 * json_object_get_int_member (result, "deals"));
  check_rates (result);
  wins = json_object_get_array_member (result, "wins");
  g_assert_cmpuint (json_array_get_length (wins), ==, 4);
  g_assert_cmpint (json_array_get_int_element (wins, 0), ==, json_array_get_int_element (wins, 2));
  g_assert_cmpint (json_array_get_int_element (wins, 1), ==, json_array_get_int_element (wins, 3));
  g_assert_cmpint (json_array_get_int_element (wins, 0) + json_array_get_int_element (wins, 1) +
                   json_object_get_int_member (result, "shared-wins"), ==, 20);
  cli_run_clear (&run);
}

/* Flume's simulation, both variants. Random bidders lose their bids and
 * drift below zero, so random games are stopped with --hands: a game
 * stopped has played exactly that many hands, and one that ended played at
 * least three (G1, G2: at most seven points a hand, 21 to win). Every hand
 * plays six tricks, a card from each player. Heuristic games end. */
static void
test_cli_simulate_flume (void)
{
  static const struct
  {
    const char *players;
    gint64      n;
  } variants[] = { { "players=4", 4 }, { "players=5", 5 } };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(JsonParser) heuristic_parser = json_parser_new ();
      JsonObject *result;
      JsonArray *wins;
      gint64 unfinished, hands, total_wins;
      CliRun run = { 0 };

      run_cli (&run, "simulate", "--game", "flume", "--option", variants[v].players, "--seed", "5",
               "--games", "30", "--hands", "6", "--bots", "random", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      result = parse_object (parser, run.out);
      g_assert_cmpint (json_object_get_int_member (result, "players"), ==, variants[v].n);
      g_assert_cmpint (json_object_get_int_member (result, "hands-limit"), ==, 6);
      unfinished = json_object_get_int_member (result, "unfinished-games");
      hands = json_object_get_int_member (result, "deals");
      g_test_message ("flume %s: %" G_GINT64_FORMAT " of 30 random games stopped, %" G_GINT64_FORMAT " hands",
                      variants[v].players, unfinished, hands);
      g_assert_cmpint (unfinished, <=, 30);
      g_assert_cmpint (hands, <=, 30 * 6);
      g_assert_cmpint (hands, >=, 6 * unfinished + 3 * (30 - unfinished));
      g_assert_cmpint (json_object_get_int_member (result, "actions"), >=, 6 * variants[v].n * hands);
      check_rates (result);
      /* Hands are deals, counted the same way. */
      g_assert_cmpfloat (json_object_get_double_member (result, "hands-per-second"), ==,
                         json_object_get_double_member (result, "deals-per-second"));
      g_assert_cmpfloat (json_object_get_double_member (result, "hands-per-cpu-second"), ==,
                         json_object_get_double_member (result, "deals-per-cpu-second"));
      cli_run_clear (&run);

      run_cli (&run, "simulate", "--game", "flume", "--option", variants[v].players, "--seed", "5",
               "--games", "2", "--bots", "heuristic", NULL);
      g_assert_cmpint (run.status, ==, 0);
      result = parse_object (heuristic_parser, run.out);
      g_assert_cmpint (json_object_get_int_member (result, "unfinished-games"), ==, 0);
      g_assert_false (json_object_has_member (result, "hands-limit"));
      g_assert_cmpint (json_object_get_int_member (result, "deals"), >=, 2 * 3);
      wins = json_object_get_array_member (result, "wins");
      g_assert_cmpuint (json_array_get_length (wins), ==, (guint) variants[v].n);
      total_wins = json_object_get_int_member (result, "shared-wins");
      for (guint s = 0; s < (guint) variants[v].n; s++)
        total_wins += json_array_get_int_element (wins, s);
      /* Four-handed, both partners count their side's win. */
      g_assert_cmpint (total_wins, >=, 2);
      cli_run_clear (&run);
    }
}

/* play and replay both variants of Flume: the record replays to the same
 * end, scores and number of moves. */
static void
test_cli_play_replay_flume (void)
{
  g_autofree char *dir = g_dir_make_tmp ("flourish-cli-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint players = 4; players <= 5; players++)
    {
      g_autofree char *option = g_strdup_printf ("players=%u", players);
      g_autofree char *log = g_build_filename (dir, option, NULL);
      g_autoptr(JsonParser) play_parser = json_parser_new ();
      g_autoptr(JsonParser) replay_parser = json_parser_new ();
      JsonObject *played, *replayed;
      JsonArray *scores;
      CliRun run = { 0 };

      run_cli (&run, "play", "--game", "flume", "--option", option, "--seed", "11",
               "--bots", "heuristic", "--log", log, NULL);
      g_assert_cmpint (run.status, ==, 0);
      played = parse_object (play_parser, run.out);
      g_assert_true (json_object_get_boolean_member (played, "over"));
      scores = json_object_get_array_member (played, "scores");
      g_assert_cmpuint (json_array_get_length (scores), ==, players);
      cli_run_clear (&run);

      run_cli (&run, "replay", log, NULL);
      g_assert_cmpint (run.status, ==, 0);
      replayed = parse_object (replay_parser, run.out);
      g_assert_true (json_object_get_boolean_member (replayed, "valid"));
      g_assert_true (json_object_get_boolean_member (replayed, "over"));
      g_assert_cmpint (json_object_get_int_member (replayed, "actions"), ==,
                       json_object_get_int_member (played, "actions"));
      for (guint s = 0; s < players; s++)
        g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (replayed, "scores"), s), ==,
                         json_array_get_int_element (scores, s));
      cli_run_clear (&run);
      g_unlink (log);
    }
  g_rmdir (dir);
}

/* bench gives every figure in wall-clock and in CPU time; nothing is timed. */
static void
test_cli_bench (void)
{
  static const char *const figures[][2] = {
    { "random-deals-per-second", "random-deals-per-cpu-second" },
    { "state-copy-ns", "state-copy-cpu-ns" },
    { "determinize-us", "determinize-cpu-us" },
    { "heuristic-ms-median", "heuristic-cpu-ms-median" },
    { "heuristic-ms-p95", "heuristic-cpu-ms-p95" },
    { "heuristic-ms-max", "heuristic-cpu-ms-max" },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *result;
  CliRun run = { 0 };

  run_cli (&run, "bench", "--game", "flashpoint", "--decisions", "20", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpstr (run.err, ==, "");
  result = parse_object (parser, run.out);
  g_assert_cmpint (json_object_get_int_member (result, "heuristic-decisions"), ==, 20);
  check_cpu_seconds (result, "seconds", "cpu-seconds");
  for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      g_test_message ("%s: %g, %s: %g", figures[i][0], json_object_get_double_member (result, figures[i][0]),
                      figures[i][1], json_object_get_double_member (result, figures[i][1]));
      g_assert_cmpfloat (json_object_get_double_member (result, figures[i][0]), >, 0);
      g_assert_true (json_object_has_member (result, figures[i][1]));
      g_assert_cmpfloat (json_object_get_double_member (result, figures[i][1]), >, 0);
    }
  cli_run_clear (&run);
}

/* Seeds are unsigned 64-bit numbers, printed as the record writes them: a
 * decimal string, exact, however large (2^63 and 2^64 - 1 included). */
static void
test_cli_seed_64_bit (void)
{
  static const char *const seeds[] = { "0", "9223372036854775807", "9223372036854775808",
                                       "18446744073709551615" };
  g_autofree char *dir = g_dir_make_tmp ("flourish-cli-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "game.json", NULL);
  CliRun run = { 0 };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autoptr(JsonParser) play_parser = json_parser_new ();
      g_autoptr(JsonParser) record_parser = json_parser_new ();
      g_autoptr(JsonParser) replay_parser = json_parser_new ();
      g_autoptr(JsonParser) simulate_parser = json_parser_new ();
      g_autoptr(GError) error = NULL;

      g_test_message ("seed %s", seeds[i]);
      run_cli (&run, "play", "--game", "flunk", "--seed", seeds[i], "--bots", "random",
               "--option", "deals=3", "--log", log, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (json_object_get_string_member (parse_object (play_parser, run.out), "seed"), ==,
                       seeds[i]);
      cli_run_clear (&run);

      json_parser_load_from_file (record_parser, log, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (json_parser_get_root (record_parser)),
                                                      "seed"), ==, seeds[i]);

      run_cli (&run, "replay", log, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (json_object_get_string_member (parse_object (replay_parser, run.out), "seed"), ==,
                       seeds[i]);
      cli_run_clear (&run);

      run_cli (&run, "simulate", "--game", "flashpoint", "--seed", seeds[i], "--games", "1",
               "--bots", "random", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (json_object_get_string_member (parse_object (simulate_parser, run.out), "seed"), ==,
                       seeds[i]);
      cli_run_clear (&run);
    }

  /* 2^64 does not fit. */
  run_cli (&run, "play", "--game", "flunk", "--seed", "18446744073709551616", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--seed"));
  cli_run_clear (&run);

  g_unlink (log);
  g_rmdir (dir);
}

/* play writes a record, replay re-applies it; an edited illegal move is named. */
static void
test_cli_play_replay (void)
{
  g_autofree char *dir = g_dir_make_tmp ("flourish-cli-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "game.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.json", NULL);
  g_autofree char *cut = g_build_filename (dir, "cut.json", NULL);
  g_autoptr(JsonParser) play_parser = json_parser_new ();
  g_autoptr(JsonParser) replay_parser = json_parser_new ();
  g_autoptr(JsonParser) record_parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *edited = NULL;
  JsonObject *played, *replayed;
  JsonArray *actions;
  JsonObject *first_play;
  const char *card;
  gsize length;
  CliRun run = { 0 };

  g_assert_nonnull (dir);

  run_cli (&run, "play", "--game", "flunk", "--seed", "7", "--bots", "heuristic,random,random",
           "--option", "deals=3", "--log", log, NULL);
  g_assert_cmpint (run.status, ==, 0);
  played = parse_object (play_parser, run.out);
  g_assert_true (json_object_get_boolean_member (played, "over"));
  cli_run_clear (&run);

  run_cli (&run, "replay", log, NULL);
  g_assert_cmpint (run.status, ==, 0);
  replayed = parse_object (replay_parser, run.out);
  g_assert_true (json_object_get_boolean_member (replayed, "valid"));
  g_assert_cmpint (json_object_get_int_member (replayed, "actions"), ==, json_object_get_int_member (played, "actions"));
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (replayed, "scores"), s), ==,
                     json_array_get_int_element (json_object_get_array_member (played, "scores"), s));
  cli_run_clear (&run);

  /* Move 2 is the first card of the first trick (move 1 is the contract).
   * Give it a card its player cannot hold: the dummy is face up, so any
   * dummy card will do. */
  g_file_get_contents (log, &contents, &length, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (record_parser, contents, (gssize) length, &error);
  g_assert_no_error (error);
  actions = json_object_get_array_member (json_node_get_object (json_parser_get_root (record_parser)), "actions");
  first_play = json_array_get_object_element (actions, 1);
  card = json_array_get_string_element (json_object_get_array_member (json_array_get_object_element (actions, 2), "cards"), 0);
  json_array_remove_element (json_object_get_array_member (first_play, "cards"), 0);
  json_array_add_string_element (json_object_get_array_member (first_play, "cards"), card);
  json_generator_set_root (generator, json_parser_get_root (record_parser));
  edited = json_generator_to_data (generator, NULL);
  g_file_set_contents (bad, edited, -1, &error);
  g_assert_no_error (error);

  run_cli (&run, "replay", bad, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "Move 2"));
  g_assert_nonnull (strstr (run.err, "plays"));
  g_assert_nonnull (strstr (run.err, "bad.json"));
  cli_run_clear (&run);

  /* A record cut short is refused with a message. */
  g_file_set_contents (cut, contents, (gssize) (length / 2), &error);
  g_assert_no_error (error);
  run_cli (&run, "replay", cut, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "not a valid Flourish game record"));
  cli_run_clear (&run);

  run_cli (&run, "replay", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  g_unlink (log);
  g_unlink (bad);
  g_unlink (cut);
  g_rmdir (dir);
}

/* replay --seat N: the game move by move as seat N was told it. A flash's
 * proof is shown only to the declarer and their left-hand opponent (000
 * B1); the others are told the flash with its cards hidden (null). Each
 * seat sees its own hand face up and no other. */
static void
test_cli_replay_seat (void)
{
  g_autofree char *dir = g_dir_make_tmp ("flourish-cli-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "game.json", NULL);
  g_autoptr(JsonParser) record_parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  CliRun run = { 0 };
  guint n_moves, shown = 0, hidden = 0;

  g_assert_nonnull (dir);
  run_cli (&run, "play", "--game", "flashpoint", "--seed", "3", "--bots", "heuristic", "--log", log, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  json_parser_load_from_file (record_parser, log, &error);
  g_assert_no_error (error);
  n_moves = json_array_get_length (json_object_get_array_member (json_node_get_object (json_parser_get_root (record_parser)),
                                                                 "actions"));
  g_assert_cmpuint (n_moves, >, 0);

  for (int seat = 0; seat < 4; seat++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autofree char *seat_text = g_strdup_printf ("%d", seat);
      JsonArray *moves;

      run_cli (&run, "replay", log, "--seat", seat_text, NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_cmpstr (run.err, ==, "");
      json_parser_load_from_data (parser, run.out, -1, &error);
      g_assert_no_error (error);
      moves = json_node_get_array (json_parser_get_root (parser));
      g_assert_cmpuint (json_array_get_length (moves), ==, n_moves);

      for (guint m = 0; m < n_moves; m++)
        {
          JsonObject *move = json_array_get_object_element (moves, m);
          JsonArray *events = json_object_get_array_member (move, "events");
          JsonObject *table = json_object_get_object_member (move, "table");
          JsonArray *places = json_object_get_array_member (table, "places");
          int actor = (int) json_object_get_int_member (move, "seat");

          g_assert_cmpint (json_object_get_int_member (move, "move"), ==, m + 1);
          g_assert_cmpuint (json_array_get_length (places), ==, 4);
          for (guint p = 0; p < 4; p++)
            {
              JsonObject *place = json_array_get_object_element (places, p);

              g_assert_cmpint (json_object_get_boolean_member (place, "face-up"), ==, p == 0);
              g_assert_cmpint (json_object_has_member (place, "cards"), ==, p == 0);
            }
          g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (places, 0), "seat"), ==, seat);

          for (guint e = 0; e < json_array_get_length (events); e++)
            {
              JsonObject *event = json_array_get_object_element (events, e);
              JsonArray *cards = json_object_get_array_member (event, "cards");
              gboolean sees = seat == actor || seat == (actor + 1) % 4;

              g_assert_nonnull (json_object_get_string_member (event, "text"));
              if (g_strcmp0 (json_object_get_string_member (event, "name"), "flash") != 0)
                continue;
              g_assert_cmpuint (json_array_get_length (cards), >, 0);
              for (guint c = 0; c < json_array_get_length (cards); c++)
                g_assert_cmpint (JSON_NODE_HOLDS_NULL (json_array_get_element (cards, c)), ==, !sees);
              if (sees)
                shown++;
              else
                hidden++;
            }
        }
      cli_run_clear (&run);
    }
  /* Every flash is told to all four seats: two see the proof, two do not. */
  g_assert_cmpuint (shown, >, 0);
  g_assert_cmpuint (shown, ==, hidden);

  run_cli (&run, "replay", log, "--seat", "4", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--seat"));
  g_assert_cmpstr (run.out, ==, "");
  cli_run_clear (&run);

  g_assert_no_errno (g_remove (log));
  g_assert_no_errno (g_rmdir (dir));
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
  g_test_add_func ("/cli/games-options", test_cli_games_options);
  g_test_add_func ("/cli/score", test_cli_score);
  g_test_add_func ("/cli/score-flashpoint-trick", test_cli_score_flashpoint_trick);
  g_test_add_func ("/cli/score-flashpoint-hand", test_cli_score_flashpoint_hand);
  g_test_add_func ("/cli/score-flume", test_cli_score_flume);
  g_test_add_func ("/cli/score-flaunt-combo", test_cli_score_flaunt_combo);
  g_test_add_func ("/cli/score-flaunt-contest", test_cli_score_flaunt_contest);
  g_test_add_func ("/cli/simulate", test_cli_simulate);
  g_test_add_func ("/cli/simulate-flashpoint", test_cli_simulate_flashpoint);
  g_test_add_func ("/cli/simulate-flume", test_cli_simulate_flume);
  g_test_add_func ("/cli/bench", test_cli_bench);
  g_test_add_func ("/cli/seed-64-bit", test_cli_seed_64_bit);
  g_test_add_func ("/cli/play-replay", test_cli_play_replay);
  g_test_add_func ("/cli/play-replay-flume", test_cli_play_replay_flume);
  g_test_add_func ("/cli/replay-seat", test_cli_replay_seat);

  return g_test_run ();
}
