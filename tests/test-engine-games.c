/* test-engine-games.c: the catalogue of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <math.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

/* The five games of the project, in the order the developers' guide and the
 * start page list them. */
static const char *const expected_ids[] = { "flashpoint", "flaps", "flunk", "flaunt", "flume" };

static void
test_catalogue_ids (void)
{
  g_assert_cmpuint (fl_game_info_get_n_games (), ==, G_N_ELEMENTS (expected_ids));

  for (guint i = 0; i < G_N_ELEMENTS (expected_ids); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);

      g_assert_nonnull (info);
      g_assert_cmpstr (fl_game_info_get_id (info), ==, expected_ids[i]);
    }

  g_assert_null (fl_game_info_get_nth (G_N_ELEMENTS (expected_ids)));
}

static void
test_catalogue_lookup (void)
{
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);

      g_assert_true (fl_game_info_lookup (fl_game_info_get_id (info)) == info);
    }

  g_assert_null (fl_game_info_lookup ("bridge"));
  g_assert_null (fl_game_info_lookup (""));
  g_assert_null (fl_game_info_lookup ("Flunk"));
}

/* Player counts from the sources' own headers (../shared/seeds). */
static void
test_catalogue_players (void)
{
  const struct {
    const char *id;
    guint       min;
    guint       max;
    gboolean    partnerships;
  } cases[] = {
    { "flashpoint", 4, 4, TRUE },  /* 000: "Players 4", crosswise partnerships */
    { "flaps", 2, 8, FALSE },      /* 001: "Players 2+"; eight seats at our table */
    { "flunk", 3, 3, FALSE },      /* 002: 3 players and a dummy hand */
    { "flaunt", 2, 7, FALSE },     /* 003: "Players 2-7" */
    { "flume", 4, 5, TRUE },       /* 004: 4 in partnerships, 5 with a called partner */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const FlGameInfo *info = fl_game_info_lookup (cases[i].id);

      g_assert_nonnull (info);
      g_assert_cmpuint (fl_game_info_get_min_players (info), ==, cases[i].min);
      g_assert_cmpuint (fl_game_info_get_max_players (info), ==, cases[i].max);
      g_assert_cmpint (fl_game_info_has_partnerships (info), ==, cases[i].partnerships);
    }
}

static void
test_catalogue_texts (void)
{
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);
      const char *name = fl_game_info_get_name (info);

      g_assert_true (g_utf8_validate (name, -1, NULL));
      g_assert_cmpuint (strlen (name), >, 0);
      g_assert_cmpuint (strlen (fl_game_info_get_description (info)), >, 10);
      g_assert_cmpuint (strlen (fl_game_info_get_players_text (info)), >, 0);
      g_assert_cmpuint (strlen (fl_game_info_get_players_short (info)), >, 0);
      g_assert_cmpuint (g_utf8_strlen (fl_game_info_get_players_short (info), -1), <=,
                        g_utf8_strlen (fl_game_info_get_players_text (info), -1));
      /* The help page of a game is help/C/<id>.page. */
      g_assert_cmpstr (fl_game_info_get_help_page (info), ==, fl_game_info_get_id (info));
      g_assert_true (g_str_has_prefix (fl_game_info_get_source_file (info), "00"));
    }

  /* David Parlett designed Flashpoint, Flunk and Flaunt (Sneak). */
  g_assert_cmpstr (fl_game_info_get_designer (fl_game_info_lookup ("flashpoint")), ==, "David Parlett");
  g_assert_cmpstr (fl_game_info_get_designer (fl_game_info_lookup ("flunk")), ==, "David Parlett");
  g_assert_cmpstr (fl_game_info_get_designer (fl_game_info_lookup ("flaunt")), ==, "David Parlett");
  g_assert_null (fl_game_info_get_designer (fl_game_info_lookup ("flaps")));
}

/* The source file of each game, as seeds/README.md lists it: "| Game |
 * `NNN_hash.txt` | what it is |", the game's id being its name in lower case.
 * Returns a table from id to file name. */
static GHashTable *
read_source_table (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "seeds", "README.md", NULL);
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) cells = NULL;
      g_autofree char *file = NULL;
      char *id;

      if (!g_str_has_prefix (lines[i], "| ") || strstr (lines[i], "`00") == NULL)
        continue;
      cells = g_strsplit (lines[i], "|", -1);
      g_assert_cmpuint (g_strv_length (cells), >=, 4);
      id = g_ascii_strdown (g_strstrip (cells[1]), -1);
      file = g_strdup (g_strstrip (cells[2]));
      g_assert_true (g_str_has_prefix (file, "`") && g_str_has_suffix (file, "`"));
      g_assert_false (g_hash_table_contains (table, id));
      g_hash_table_insert (table, id, g_strndup (file + 1, strlen (file) - 2));
    }

  return g_steal_pointer (&table);
}

/* Each game names the rules source that seeds/README.md, in the tree, gives
 * it, and the table lists no other game. */
static void
test_catalogue_sources_named (void)
{
  g_autoptr(GHashTable) table = read_source_table ();

  g_assert_cmpuint (g_hash_table_size (table), ==, G_N_ELEMENTS (expected_ids));
  for (guint i = 0; i < G_N_ELEMENTS (expected_ids); i++)
    {
      const FlGameInfo *info = fl_game_info_lookup (expected_ids[i]);
      const char *file = g_hash_table_lookup (table, expected_ids[i]);

      g_test_message ("%s: %s", expected_ids[i], file);
      g_assert_nonnull (file);
      g_assert_cmpstr (fl_game_info_get_source_file (info), ==, file);
    }
}

/* The sources themselves are not in the repository: they are kept beside
 * the project, in ../shared/seeds/ (or $FLOURISH_SOURCES_DIR). Where that
 * folder exists, every game's file must be in it; a clone without it skips
 * this check, saying so. */
static void
test_catalogue_sources_exist (void)
{
  const char *env = g_getenv ("FLOURISH_SOURCES_DIR");
  g_autofree char *dir = env != NULL && *env != '\0'
                         ? g_strdup (env)
                         : g_test_build_filename (G_TEST_DIST, "..", "shared", "seeds", NULL);

  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *reason =
        g_strdup_printf ("needs the rules sources in %s (beside the project, not in a clone; "
                         "or set FLOURISH_SOURCES_DIR)", dir);

      g_test_skip (reason);
      return;
    }

  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);
      g_autofree char *path = g_build_filename (dir, fl_game_info_get_source_file (info), NULL);

      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        {
          g_test_message ("missing rules source %s", path);
          g_test_fail ();
        }
    }
}

/* The tutor finds the rule a sentence cites, in any language, and only a
 * whole rule number the game's help places. */
static void
test_find_rule (void)
{
  const FlRules *flunk = fl_rules_lookup ("flunk");
  const FlRules *flashpoint = fl_rules_lookup ("flashpoint");
  static const struct {
    const char *text;
    const char *rule;
    const char *section;
  } cases[] = {
    { "Hearts were led, so you must follow with a heart (rule F13).", "F13", "play" },
    { "A High contract is for 7 to 13 tricks (rules F7 to F9).", "F7", "contracts" },
    { "ハートがリードされたので、ハートでフォローしなければなりません（ルールF13）。", "F13", "play" },
    { "Made exactly: 10 a trick (S1).", "S1", "scoring" },
    { "S10: no trick at all.", "S10", "scoring" },
    { "Rule F130 does not exist.", NULL, NULL },
    { "XF13 is not a rule number.", NULL, NULL },
    { "F13b is not a rule number.", NULL, NULL },
    { "F99 is not a rule of Flunk, but F12 is.", "F12", "play" },
    { "No rule here.", NULL, NULL },
    { "", NULL, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *rule = NULL;
      const char *section = fl_rules_find_rule (flunk, cases[i].text, &rule);

      g_assert_cmpstr (section, ==, cases[i].section);
      g_assert_cmpstr (rule, ==, cases[i].rule);
    }

  /* The same number is a different rule in another game. */
  g_assert_cmpstr (fl_rules_find_rule (flashpoint, "(rule P6)", NULL), ==, "play");
  g_assert_cmpstr (fl_rules_find_rule (flashpoint, "(rule B6)", NULL), ==, "flashes");
  g_assert_cmpstr (fl_rules_find_rule (flashpoint, "(rule C2)", NULL), ==, "commands");
  g_assert_cmpstr (fl_rules_find_rule (flashpoint, "(rule G3)", NULL), ==, "end");
  g_assert_null (fl_rules_find_rule (flashpoint, "(rule F13)", NULL));
  g_assert_null (fl_rules_find_rule (flunk, "(rule P6)", NULL));
}

/* The tutor's hint is the bot's own choice with its reason: for every
 * decision of seeded random games, a bot's advice takes the action the
 * same bot would choose, weighs only legal actions, and its reasons name
 * its choice. */
static void
test_bot_advice (gconstpointer data)
{
  const FlRules *rules = fl_rules_lookup (data);
  FlAdvice *advice = fl_advice_new ();
  guint n_decisions = 0, n_weighed = 0, n_compared = 0, n_reasons = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      g_autoptr(FlGame) game = fl_game_new (rules->id, NULL, seed, NULL);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      g_autofree guint8 *observation = g_malloc0 (rules->state_size);

      for (guint step = 0; step < 120 && !fl_game_is_over (game); step++)
        {
          g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
          int seat = fl_game_get_current_seat (game);
          guint64 bot_seed = seed * 1000 + step;
          g_autoptr(FlBot) chooser = fl_bot_new (rules->id, "heuristic", bot_seed, NULL);
          g_autoptr(FlBot) adviser = fl_bot_new (rules->id, "heuristic", bot_seed, NULL);
          g_autofree char *reason = NULL;
          g_autofree char *name = NULL;
          FlAction chosen;

          fl_game_observe (game, seat, observation);
          fl_bot_choose_action (chooser, rules, observation, &chosen);
          g_assert_true (fl_bot_advise (adviser, rules, observation, advice));
          g_assert_cmpuint (advice->n_options, >, 0);
          g_assert_cmpuint (advice->best, <, advice->n_options);
          g_assert_cmpint (fl_advice_find (advice, &chosen), ==, (int) advice->best);
          for (guint i = 0; i < advice->n_options; i++)
            {
              g_autofree char *choice = fl_advice_explain_choice (advice, rules, observation, i);

              g_assert_true (fl_game_check_action (game, &advice->options[i], NULL));
              /* A value is an average score: a number, neither NaN nor infinite. */
              g_assert_true (isfinite (advice->values[i]));
              g_assert_cmpuint (strlen (choice), >, 10);
              if (advice->values[advice->best] - advice->values[i] >= 0.5)
                {
                  g_assert_nonnull (strstr (choice, "worse on average"));
                  n_compared++;
                }
            }

          /* The game's own reasons (explain_choice()) are made from the
           * observation: they name no card the seat has not seen. */
          if (rules->explain_choice != NULL && advice->n_options > 1)
            {
              const FlDeck *deck = fl_deck_get (rules->deck);
              FlCards known = FL_CARDS_EMPTY;
              g_autoptr(GHashTable) known_labels = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
              g_autoptr(GPtrArray) unknown_labels = g_ptr_array_new_with_free_func (g_free);

              /* The labels of the cards the seat cannot know, once a
               * step; a twin of a known card (two identical packs) looks
               * the same and is not one of them. */
              rules->known_cards (observation, seat, &known);
              for (FlCard c = 0; c < deck->n_cards; c++)
                if (fl_cards_has (&known, c))
                  g_hash_table_add (known_labels, fl_deck_card_label (deck, c));
              for (FlCard c = 0; c < deck->n_cards; c++)
                if (!fl_cards_has (&known, c))
                  {
                    char *label = fl_deck_card_label (deck, c);

                    if (g_hash_table_contains (known_labels, label))
                      g_free (label);
                    else
                      g_ptr_array_add (unknown_labels, label);
                  }

              for (guint i = 0; i < advice->n_options; i++)
                {
                  g_autofree char *why = fl_rules_explain_choice (rules, observation, &advice->options[i]);

                  if (why == NULL)
                    continue;
                  n_reasons++;
                  for (guint l = 0; l < unknown_labels->len; l++)
                    g_assert_false (fl_test_names_label (why, unknown_labels->pdata[l]));
                }
            }

          reason = fl_advice_explain (advice, rules, observation);
          name = rules->name_action (observation, &advice->options[advice->best]);
          g_assert_nonnull (strstr (reason, name));
          if (advice->n_worlds > 0)
            {
              g_assert_nonnull (strstr (reason, "did best"));
              n_weighed++;
            }
          n_decisions++;

          g_assert_true (fl_game_apply (game, &g_array_index (legal, FlAction,
                                                              g_rand_int_range (rand, 0, (int) legal->len)), NULL));
        }
    }
  fl_advice_free (advice);
  g_assert_cmpuint (n_decisions, >, 100);
  g_assert_cmpuint (n_weighed, >, 20);
  g_assert_cmpuint (n_compared, >, 10);
  /* A game with reasons of its own gives them. */
  if (rules->explain_choice != NULL)
    g_assert_cmpuint (n_reasons, >, 100);
}

/* An advice holds every choice, however many: more than a decision of
 * any game has, and every contract and every command the bots weigh. */
static void
test_advice_holds_every_choice (void)
{
  g_autoptr(FlAdvice) advice = fl_advice_new ();
  static const char *const ids[] = { "flunk", "flashpoint" };

  for (guint i = 0; i < 2 * FL_MAX_LEGAL_ACTIONS; i++)
    {
      FlAction action;

      fl_action_init (&action, FL_ACTION_BID, 0);
      action.values[0] = (gint16) i;
      g_assert_cmpuint (fl_advice_add (advice, &action, i), ==, i);
    }
  g_assert_cmpuint (advice->n_options, ==, 2 * FL_MAX_LEGAL_ACTIONS);
  for (guint i = 0; i < advice->n_options; i++)
    {
      g_assert_cmpint (advice->options[i].values[0], ==, (int) i);
      g_assert_cmpfloat (advice->values[i], ==, i);
    }
  fl_advice_reset (advice);
  g_assert_cmpuint (advice->n_options, ==, 0);

  /* Flunk's dealer declaring and Flashpoint's partner commanding: the
   * advice weighs every legal action. */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const FlRules *rules = fl_rules_lookup (ids[i]);
      g_autoptr(FlGame) game = fl_game_new (ids[i], NULL, 3, NULL);
      g_autoptr(FlBot) bot = fl_bot_new (ids[i], "heuristic", 3, NULL);
      g_autofree guint8 *observation = g_malloc0 (rules->state_size);
      g_autoptr(GArray) legal = NULL;

      while (fl_game_get_decision (game) != (i == 0 ? FL_DECISION_DECLARE : FL_DECISION_COMMAND))
        {
          g_autoptr(GArray) actions = fl_game_list_legal_actions (game);
          FlAction *action = &g_array_index (actions, FlAction, 0);

          /* Flashpoint: the leader invites a command. */
          for (guint a = 0; a < actions->len; a++)
            if (g_array_index (actions, FlAction, a).kind == FL_ACTION_COMMAND)
              action = &g_array_index (actions, FlAction, a);
          g_assert_true (fl_game_apply (game, action, NULL));
        }
      legal = fl_game_list_legal_actions (game);
      fl_game_observe (game, fl_game_get_current_seat (game), observation);
      g_assert_true (fl_bot_advise (bot, rules, observation, advice));
      g_assert_cmpuint (advice->n_options, ==, legal->len);
      g_assert_cmpuint (advice->n_options, >, 20);
      for (guint a = 0; a < legal->len; a++)
        g_assert_cmpint (fl_advice_find (advice, &g_array_index (legal, FlAction, a)), ==, (int) a);
    }
}

/* The sampler with random playouts (no policy): every card weighed over
 * every world, to finite values, the best the first of the highest; and
 * the same seed weighs alike. */
static void
test_sampler_random_playouts (void)
{
  const FlRules *rules = &fl_flunk_rules;
  const FlBotSampler sampler = {
    .rules = rules,
    .n_seats = FL_FLUNK_N_PLAYERS,
    .n_worlds = 16,
  };
  g_autoptr(FlGame) game = fl_game_new ("flunk", NULL, 5, NULL);
  g_auto(FlAdvice) first = { 0 };
  g_auto(FlAdvice) again = { 0 };
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);
  guint n_weighed = 0;

  for (guint step = 0; step < 60; step++)
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
      FlRng rng, rng_again;

      fl_game_observe (game, fl_game_get_current_seat (game), observation);
      fl_rng_init (&rng, step, 1);
      fl_rng_init (&rng_again, step, 1);
      fl_advice_reset (&first);
      fl_advice_reset (&again);
      fl_advice_add_legal (&first, rules, observation);
      fl_advice_add_legal (&again, rules, observation);
      g_assert_cmpuint (first.n_options, ==, legal->len);
      fl_bot_sampler_weigh (&sampler, observation, &rng, &first);
      fl_bot_sampler_weigh (&sampler, observation, &rng_again, &again);

      g_assert_cmpuint (first.n_worlds, ==, legal->len > 1 ? sampler.n_worlds : 0);
      g_assert_cmpuint (first.best, ==, again.best);
      for (guint i = 0; i < first.n_options; i++)
        {
          g_assert_true (isfinite (first.values[i]));
          g_assert_cmpfloat (first.values[i], ==, again.values[i]);
          g_assert_cmpfloat (first.values[i], <=, first.values[first.best]);
          if (i < first.best)
            g_assert_cmpfloat (first.values[i], <, first.values[first.best]);
        }
      n_weighed += first.n_worlds > 0;

      g_assert_true (fl_game_apply (game, &first.options[first.best], NULL));
    }
  g_assert_cmpuint (n_weighed, >, 30);
}

/* fl-rules.h: an event is filtered for its viewer before any sentence is
 * made of it: a seat not told of it is not told at all, a seat told of it
 * but not shown its cards learns only how many there were, the narrator
 * (-1) sees everything, and values are kept for everyone told. */
static void
test_event_secrecy (void)
{
  FlEvent event = { .kind = 3, .seat = 1, .n_cards = 3, .values = { 7, -2 } };
  FlEvent seen;

  event.cards[0] = 5;
  event.cards[1] = 150;
  event.cards[2] = 63;

  /* Public by default. */
  for (int viewer = -1; viewer < FL_MAX_SEATS; viewer++)
    {
      g_assert_true (fl_rules_see_event (&event, viewer, &seen));
      g_assert_cmpmem (&seen, sizeof seen, &event, sizeof event);
    }

  /* Cards shown to seats 1 and 2 only. */
  event.cards_shown_to = 1u << 1 | 1u << 2;
  for (int viewer = -1; viewer < FL_MAX_SEATS; viewer++)
    {
      gboolean sees = viewer < 0 || viewer == 1 || viewer == 2;

      g_assert_true (fl_rules_see_event (&event, viewer, &seen));
      g_assert_cmpuint (seen.n_cards, ==, 3);
      g_assert_cmpint (seen.values[0], ==, 7);
      g_assert_cmpint (seen.values[1], ==, -2);
      for (guint c = 0; c < 3; c++)
        g_assert_cmpuint (seen.cards[c], ==, sees ? event.cards[c] : FL_CARD_NONE);
    }

  /* Told to seat 3 alone. */
  event.told_to = 1u << 3;
  event.cards_shown_to = 0;
  for (int viewer = -1; viewer < FL_MAX_SEATS; viewer++)
    g_assert_cmpint (fl_rules_see_event (&event, viewer, &seen), ==, viewer < 0 || viewer == 3);

  /* Through the one way to a game's sentences, for a real game. */
  {
    const FlRules *rules = fl_rules_lookup ("flashpoint");
    FlEvent flash = { .kind = FL_FLASHPOINT_EVENT_FLASH, .seat = 0, .n_cards = 2,
                      .cards_shown_to = 1u << 0 | 1u << 1, .values = { FL_FLASHPOINT_FLASH_TWIN, 0, 20, 20 } };
    g_autofree char *left = NULL, *partner = NULL;

    flash.cards[0] = 0;
    flash.cards[1] = 9;
    left = fl_rules_describe_event (rules, &flash, 1);
    partner = fl_rules_describe_event (rules, &flash, 2);
    g_assert_nonnull (strstr (left, "♣"));
    g_assert_null (strstr (partner, "♣"));
    g_assert_null (strstr (partner, "♦"));
  }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/engine/games/catalogue/ids", test_catalogue_ids);
  g_test_add_func ("/engine/games/event-secrecy", test_event_secrecy);
  g_test_add_func ("/engine/games/find-rule", test_find_rule);
  /* Every game with a computer player of its own. */
  for (guint i = 0; i < fl_rules_get_n_rules (); i++)
    if (fl_rules_get_nth (i)->new_bot != NULL)
      {
        g_autofree char *path = g_strdup_printf ("/engine/games/advice/%s", fl_rules_get_nth (i)->id);

        g_test_add_data_func (path, fl_rules_get_nth (i)->id, test_bot_advice);
      }
  g_test_add_func ("/engine/games/advice/every-choice", test_advice_holds_every_choice);
  g_test_add_func ("/engine/games/sampler/random-playouts", test_sampler_random_playouts);
  g_test_add_func ("/engine/games/catalogue/lookup", test_catalogue_lookup);
  g_test_add_func ("/engine/games/catalogue/players", test_catalogue_players);
  g_test_add_func ("/engine/games/catalogue/texts", test_catalogue_texts);
  g_test_add_func ("/engine/games/catalogue/sources-named", test_catalogue_sources_named);
  g_test_add_func ("/engine/games/catalogue/sources-exist", test_catalogue_sources_exist);

  return g_test_run ();
}
