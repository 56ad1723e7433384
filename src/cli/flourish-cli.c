/* flourish-cli.c: the headless front end of Flourish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "fl-engine.h"
#include "flourish-cli-private.h"

typedef int (*FlCommandFunc) (int argc, char **argv);

typedef struct
{
  const char    *name;
  const char    *summary;
  FlCommandFunc  func;
} FlCommand;

static int command_games    (int argc, char **argv);
static int command_play     (int argc, char **argv);
static int command_replay   (int argc, char **argv);

static const FlCommand commands[] = {
  { "games", N_("List the games, their players and options"), command_games },
  { "simulate", N_("Play many games between bots and report results and speed"), command_simulate },
  { "play", N_("Play one game between bots and write its game record"), command_play },
  { "replay", N_("Check a game record move by move and report its result"), command_replay },
  { "score", N_("Score a hand or trick, e.g. “score flunk --contract 9C --tricks 10” or “score flashpoint trick \"JS JH QD JC\"”"), command_score },
  { "bench", N_("Measure the engine’s speed for search bots"), command_bench },
};

/* Every command prints JSON; --json is accepted everywhere for scripts that
 * say so explicitly. */
static gboolean json_flag;

static void
print_json (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

void
print_builder (JsonBuilder *builder)
{
  g_autoptr(JsonNode) root = json_builder_get_root (builder);

  print_json (root);
}

int
fail (const char *message)
{
  /* Translators: %s is an error message. */
  g_printerr (_("flourish-cli: %s\n"), message);
  return 1;
}

int
fail_usage (const char *message)
{
  g_printerr (_("flourish-cli: %s\n"), message);
  return 2;
}

int
usage_error (GError *error)
{
  g_printerr (_("flourish-cli: %s\n"), error->message);
  return 2;
}

/* Parses a command's options; on error prints it and returns FALSE. */
gboolean
parse_command (const char    *name,
               const char    *parameters,
               const char    *summary,
               GOptionEntry  *entries,
               int           *argc,
               char        ***argv,
               int           *status)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *prgname = g_strdup_printf ("flourish-cli %s", name);
  GOptionEntry json_entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json_flag, N_("Print JSON (the default and only format)"), NULL },
    { NULL }
  };

  g_set_prgname (prgname);
  context = g_option_context_new (parameters);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, json_entries, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *status = usage_error (error);
      return FALSE;
    }

  return TRUE;
}

gboolean
parse_u64 (const char  *text,
           const char  *what,
           guint64      max,
           guint64     *value,
           GError     **error)
{
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %1$s is an option such as --seed, %2$s what was given. */
                   _("%1$s needs a whole number, not “%2$s”."), what, text ? text : "");
      return FALSE;
    }

  return TRUE;
}

/* --game, --players and --option KEY=VALUE into a checked setup. */
gboolean
game_setup (GameSetup   *setup,
            const char  *game_id,
            int          players,
            char       **option_args,
            GError     **error)
{
  const FlGameInfo *info;

  if (game_id == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("Say which game with --game (see “flourish-cli games”)."));
      return FALSE;
    }

  info = fl_game_info_lookup (game_id);
  setup->rules = fl_rules_lookup (game_id);
  if (info == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("There is no game “%s” to play."), game_id);
      return FALSE;
    }
  if (setup->rules == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %s is a game's name. */
                   _("%s cannot be played yet: its rules are not in this version."),
                   fl_game_info_get_name (info));
      return FALSE;
    }

  fl_rules_default_options (setup->rules, &setup->options);

  for (guint i = 0; option_args != NULL && option_args[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (option_args[i], "=", 2);
      int index;

      if (parts[0] == NULL || parts[1] == NULL)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--option takes KEY=VALUE, not “%s”."), option_args[i]);
          return FALSE;
        }
      index = fl_rules_find_option (setup->rules, parts[0]);
      if (index < 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %1$s is an option key, %2$s a game's name. */
                       _("%2$s has no option “%1$s” (see “flourish-cli games”)."),
                       parts[0], fl_game_info_get_name (info));
          return FALSE;
        }
      if (!fl_option_parse (&setup->rules->options[index], parts[1], &setup->options.values[index], error))
        return FALSE;
    }

  setup->n_seats = setup->rules->n_seats (&setup->options);
  if (players != 0 && (guint) players != setup->n_seats)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %1$s is a game's name, %2$d a number of players asked for. */
                   _("%1$s is not played by %2$d players with these options."),
                   fl_game_info_get_name (info), players);
      return FALSE;
    }

  return TRUE;
}

/* --bots random|heuristic, or one per seat separated by commas. */
static gboolean
make_bots (const GameSetup  *setup,
           const char       *spec,
           guint64           seed,
           FlBot           **bots,
           gboolean         *all_random,
           GError          **error)
{
  g_auto(GStrv) names = g_strsplit (spec ? spec : "heuristic", ",", -1);
  guint n_names = g_strv_length (names);

  if (n_names != 1 && n_names != setup->n_seats)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %u is the number of seats. */
                   _("--bots takes one bot for every seat or one per seat, here %u, separated by commas."),
                   setup->n_seats);
      return FALSE;
    }

  *all_random = TRUE;
  for (guint s = 0; s < setup->n_seats; s++)
    {
      const char *name = names[n_names == 1 ? 0 : s];

      bots[s] = fl_bot_new (setup->rules->id, name, seed * 16 + s + 1, error);
      if (bots[s] == NULL)
        return FALSE;
      *all_random &= g_strcmp0 (name, "random") == 0;
    }

  return TRUE;
}

void
game_args_clear (GameArgs *args)
{
  g_clear_pointer (&args->game_id, g_free);
  g_clear_pointer (&args->seed_text, g_free);
  g_clear_pointer (&args->bots_spec, g_free);
  g_clear_pointer (&args->option_args, g_strfreev);
}

/* Fills the first five of @entries. */
void
game_args_entries (GameArgs     *args,
                   const char   *seed_description,
                   GOptionEntry *entries)
{
  const GOptionEntry shared[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &args->game_id, N_("The game to play"), N_("ID") },
    { "players", 0, 0, G_OPTION_ARG_INT, &args->players, N_("The number of players"), N_("N") },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &args->option_args, N_("Set a game option (repeatable)"), N_("KEY=VALUE") },
    { "seed", 0, 0, G_OPTION_ARG_STRING, &args->seed_text, seed_description, N_("S") },
    { "bots", 0, 0, G_OPTION_ARG_STRING, &args->bots_spec, N_("random or heuristic, for all seats or per seat"), N_("BOTS") },
  };

  memcpy (entries, shared, sizeof shared);
}

/* The game, its options, the seed and a bot for each seat. */
gboolean
game_args_resolve (GameArgs   *args,
                   GameSetup  *setup,
                   guint64    *seed,
                   FlBot     **bots,
                   gboolean   *all_random,
                   GError    **error)
{
  if ((args->seed_text && !parse_u64 (args->seed_text, "--seed", G_MAXUINT64, seed, error)) ||
      !game_setup (setup, args->game_id, args->players, args->option_args, error) ||
      !make_bots (setup, args->bots_spec, *seed, bots, all_random, error))
    {
      for (guint s = 0; s < FL_MAX_SEATS; s++)
        g_clear_object (&bots[s]);
      return FALSE;
    }

  return TRUE;
}

static void
add_option_descs (JsonBuilder   *builder,
                  const FlRules *rules)
{
  json_builder_begin_array (builder);
  for (guint i = 0; rules != NULL && i < rules->n_options; i++)
    {
      const FlOptionDesc *desc = &rules->options[i];
      static const char *const types[] = { "int", "bool", "choice" };

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "key");
      json_builder_add_string_value (builder, desc->key);
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, types[desc->type]);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, g_dpgettext2 (GETTEXT_PACKAGE, "option", desc->label));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, g_dpgettext2 (GETTEXT_PACKAGE, "option", desc->description));
      if (desc->type == FL_OPTION_INT)
        {
          json_builder_set_member_name (builder, "min");
          json_builder_add_int_value (builder, desc->min);
          json_builder_set_member_name (builder, "max");
          json_builder_add_int_value (builder, desc->max);
          json_builder_set_member_name (builder, "step");
          json_builder_add_int_value (builder, desc->step);
          json_builder_set_member_name (builder, "default");
          json_builder_add_int_value (builder, desc->default_value);
        }
      else if (desc->type == FL_OPTION_BOOL)
        {
          json_builder_set_member_name (builder, "default");
          json_builder_add_boolean_value (builder, desc->default_value != 0);
        }
      else
        {
          json_builder_set_member_name (builder, "default");
          json_builder_add_string_value (builder, desc->choices[desc->default_value].id);
          json_builder_set_member_name (builder, "choices");
          json_builder_begin_array (builder);
          for (guint c = 0; c < desc->n_choices; c++)
            {
              json_builder_begin_object (builder);
              json_builder_set_member_name (builder, "id");
              json_builder_add_string_value (builder, desc->choices[c].id);
              json_builder_set_member_name (builder, "label");
              json_builder_add_string_value (builder, g_dpgettext2 (GETTEXT_PACKAGE, "option value",
                                                                    desc->choices[c].label));
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static int
command_games (int    argc,
               char **argv)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  GOptionEntry entries[] = { { NULL } };
  int status = 0;

  if (!parse_command ("games", "", _("List the games as JSON: ids, names, players and options."),
                      entries, &argc, &argv, &status))
    return status;

  if (argc > 1)
    {
      /* Translators: %s is a command-line argument the program did not expect. */
      g_printerr (_("Unexpected argument “%s”.\n"), argv[1]);
      return 2;
    }

  json_builder_begin_array (builder);
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);
      const FlRules *rules = fl_rules_lookup (fl_game_info_get_id (info));
      const char *designer = fl_game_info_get_designer (info);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, fl_game_info_get_id (info));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, fl_game_info_get_name (info));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, fl_game_info_get_description (info));
      json_builder_set_member_name (builder, "min-players");
      json_builder_add_int_value (builder, fl_game_info_get_min_players (info));
      json_builder_set_member_name (builder, "max-players");
      json_builder_add_int_value (builder, fl_game_info_get_max_players (info));
      json_builder_set_member_name (builder, "partnerships");
      json_builder_add_boolean_value (builder, fl_game_info_has_partnerships (info));
      json_builder_set_member_name (builder, "designer");
      if (designer != NULL)
        json_builder_add_string_value (builder, designer);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "playable");
      json_builder_add_boolean_value (builder, rules != NULL);
      json_builder_set_member_name (builder, "options");
      add_option_descs (builder, rules);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  print_builder (builder);
  return 0;
}

/* A string member, null for %NULL. */
void
add_string (JsonBuilder *builder,
            const char  *member,
            const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

/* The seed as the game record writes it: a decimal string, exact to 64 bits,
 * since a JSON integer here is signed 64-bit and many readers keep 53. */
void
add_seed (JsonBuilder *builder,
          guint64      seed)
{
  g_autofree char *text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, text);
}

static void
add_result (JsonBuilder *builder,
            FlGame      *game)
{
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, fl_game_get_id (game));
  add_seed (builder, fl_game_get_seed (game));
  json_builder_set_member_name (builder, "actions");
  json_builder_add_int_value (builder, fl_game_get_n_actions (game));
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, fl_game_is_over (game));
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint s = 0; s < fl_game_get_n_seats (game); s++)
    json_builder_add_int_value (builder, fl_game_get_score (game, s));
  json_builder_end_array (builder);
}

static int
command_play (int    argc,
              char **argv)
{
  g_auto(GameArgs) args = { 0 };
  g_autofree char *log_path = NULL;
  GOptionEntry entries[7] = {
    [5] = { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, N_("Write the game record to FILE"), N_("FILE") },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree gpointer observation = NULL;
  FlBot *bots[FL_MAX_SEATS] = { NULL };
  GameSetup setup;
  guint64 seed = 1;
  gboolean all_random;
  int status = 0;

  game_args_entries (&args, N_("The game’s seed"), entries);
  if (!parse_command ("play", "--game ID --seed S --log FILE", _("Play one game between bots and write its record."),
                      entries, &argc, &argv, &status))
    return status;

  if (!game_args_resolve (&args, &setup, &seed, bots, &all_random, &error))
    return usage_error (error);

  game = fl_game_new (setup.rules->id, &setup.options, seed, &error);
  observation = g_malloc0 (setup.rules->state_size);
  while (game != NULL && !fl_game_is_over (game))
    {
      int seat = fl_game_get_current_seat (game);
      FlAction action;

      fl_game_observe (game, seat, observation);
      fl_bot_choose_action (bots[seat], setup.rules, observation, &action);
      if (!fl_game_apply (game, &action, &error))
        break;
    }

  for (guint s = 0; s < FL_MAX_SEATS; s++)
    g_clear_object (&bots[s]);

  if (error != NULL)
    return fail (error->message);

  if (log_path != NULL && !fl_game_save_to_file (game, log_path, &error))
    return fail (error->message);

  json_builder_begin_object (builder);
  add_result (builder, game);
  json_builder_set_member_name (builder, "log");
  if (log_path != NULL)
    json_builder_add_string_value (builder, log_path);
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

static int
command_replay (int    argc,
                char **argv)
{
  g_autofree char *seat_text = NULL;
  GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_STRING, &seat_text, N_("Show the game move by move as this seat was told it, from 0"), N_("SEAT") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint64 seat = 0;
  int status = 0;

  if (!parse_command ("replay", "FILE", _("Replay a game record, checking every move and the recorded scores."),
                      entries, &argc, &argv, &status))
    return status;

  if (argc != 2)
    {
      g_printerr (_("flourish-cli: %s\n"), _("replay needs exactly one game record file."));
      return 2;
    }

  game = fl_game_load_from_file (argv[1], &error);
  if (game == NULL)
    {
      /* Translators: %1$s is a file name, %2$s what is wrong with it. */
      g_printerr (_("flourish-cli: %1$s: %2$s\n"), argv[1], error->message);
      return 1;
    }

  if (seat_text != NULL)
    {
      guint last = fl_game_get_n_seats (game) - 1;

      if (!g_ascii_string_to_unsigned (seat_text, 10, 0, last, &seat, NULL))
        {
          /* Translators: %1$u is the last seat's number, %2$s what was given. */
          g_autofree char *message = g_strdup_printf (_("--seat needs a seat of this game, from 0 to %1$u, not “%2$s”."),
                                                      last, seat_text);

          return fail_usage (message);
        }
      replay_as_seat (game, (int) seat);
      return 0;
    }

  json_builder_begin_object (builder);
  add_result (builder, game);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, TRUE);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

static char *
usage_text (void)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s\n\n", _("Usage: flourish-cli [--version] [--help] COMMAND [ARGUMENTS…]"));
  g_string_append_printf (text, "%s\n\n", _("Play and examine the card games of Flourish without a window."));
  g_string_append_printf (text, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append_printf (text, "\n%s\n", _("Options:"));
  g_string_append_printf (text, "  %-10s %s\n", "--help", _("Show this help and exit"));
  g_string_append_printf (text, "  %-10s %s\n", "--version", _("Show the version and exit"));
  g_string_append_printf (text, "\n%s\n", _("Every command prints JSON on standard output (--json says so explicitly) and errors on standard error; it exits with 0 on success, 1 when the work fails (an illegal move, a bad game record) and 2 for a wrong command line. Run “flourish-cli COMMAND --help” for a command’s options."));
  g_string_append_printf (text, "\n%s\n", _("Flashpoint cards are written rank then suit: ranks A, K, Q, J, T (or 10), 9, 8, 7 and suits S, H, D, C, e.g. “JS 10H”. “score flashpoint trick” takes a trick’s cards in the order played and gives the winning position (from 0), the combination and what it scores; “score flashpoint hand” takes eight cards and lists their flashes."));
  g_string_append_printf (text, "\n%s\n", _("Flunk contracts are written 9C or 9NT for High (7 to 13 tricks, trumps C, D, H, S or NT), L3H or L0NT for Low (0 to 6), and DUMP-H for Dump; tricks count the declarer’s own and the dummy’s together."));

  return g_string_free (text, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *usage = NULL;

  fl_i18n_init ();

  usage = usage_text ();

  if (argc < 2)
    {
      g_printerr ("%s", usage);
      return 2;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      g_print ("%s", usage);
      return 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("flourish-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (argv[1], commands[i].name) == 0)
        return commands[i].func (argc - 1, argv + 1);
    }

  /* Translators: %s is what the user typed in place of a command. */
  g_printerr (_("Unknown command “%s”. Run “flourish-cli --help” for the list of commands.\n"), argv[1]);
  return 2;
}
