/* flourish-cli-simulate.c: flourish-cli simulate and bench: many games
 * between bots on the engine alone, and the engine's speed for search bots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <time.h>

#include "fl-engine.h"
#include "flourish-cli-private.h"

/* Plays one game on the plain state, bots choosing from observations,
 * until it ends or, when @max_hands is not -1, once that many hands are
 * scored. */
static gboolean
simulate_one (const GameSetup *setup,
              guint64          seed,
              FlBot          **bots,
              gboolean         fast_random,
              int              max_hands,
              FlRng           *rng,
              void            *state,
              void            *observation,
              guint64         *n_actions,
              GError         **error)
{
  const FlRules *rules = setup->rules;

  rules->new_game (state, &setup->options, seed);

  /* A random bot's choice depends only on the legal actions, which the
   * seat's own observation fixes: play them out on the state directly. */
  if (fast_random)
    {
      *n_actions += rules->random_playout (state, rng, max_hands);
      return TRUE;
    }

  while (rules->phase (state) != FL_PHASE_GAME_OVER &&
         (max_hands < 0 || rules->hand_number (state) < max_hands))
    {
      int seat = rules->current_seat (state);
      FlAction action;

      rules->observe (state, seat, observation);
      fl_bot_choose_action (bots[seat], rules, observation, &action);
      if (!fl_rules_action_is_legal (rules, state, &action))
        {
          g_autofree char *what = rules->describe_action (state, &action);

          g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION,
                       /* Translators: %s is a move. */
                       _("A bot chose an illegal move: %s"), what);
          return FALSE;
        }
      rules->apply (state, &action, NULL);
      (*n_actions)++;
    }

  return TRUE;
}

/* Whether the winners of a finished game are on more than one side, as
 * the rules say at the end (fl_rules_side()). */
static gboolean
winners_of_several_sides (const FlRules *rules,
                          const void    *state,
                          guint          winners)
{
  int side = FL_SIDE_UNKNOWN;

  /* No winner, or one, is one side at most: nothing to ask. */
  if ((winners & (winners - 1)) == 0)
    return FALSE;

  for (int s = 0; s < FL_MAX_SEATS && (winners >> s) != 0; s++)
    if (winners & (1u << s))
      {
        int own = fl_rules_side (rules, state, s);

        if (side != FL_SIDE_UNKNOWN && own != side)
          return TRUE;
        side = own;
      }
  return FALSE;
}

/* Wall-clock and process CPU time together: on a busy machine the wall
 * time also counts the waits for a core, the CPU time only this process's
 * own work, so figures taken there still mean something. */
typedef struct
{
  gint64 wall_us;
  gint64 cpu_ns;
} Stopwatch;

static gint64
cpu_time_ns (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now) != 0)
    return 0;
  return (gint64) now.tv_sec * G_GINT64_CONSTANT (1000000000) + now.tv_nsec;
}

static void
stopwatch_start (Stopwatch *watch)
{
  watch->wall_us = g_get_monotonic_time ();
  watch->cpu_ns = cpu_time_ns ();
}

/* The wall and CPU seconds since stopwatch_start(), never 0, so that rates
 * stay finite. The CPU clock is read inside the wall clock's interval. */
static void
stopwatch_read (const Stopwatch *watch,
                double          *wall,
                double          *cpu)
{
  gint64 cpu_ns = cpu_time_ns ();

  *wall = MAX (g_get_monotonic_time () - watch->wall_us, 1) / 1e6;
  *cpu = MAX (cpu_ns - watch->cpu_ns, 1) / 1e9;
}

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

/* Adds "NAME-per-second" and "NAME-per-cpu-second": @count over each. */
static void
add_rates (JsonBuilder *builder,
           const char  *name,
           double       count,
           double       wall,
           double       cpu)
{
  g_autofree char *per_second = g_strconcat (name, "-per-second", NULL);
  g_autofree char *per_cpu_second = g_strconcat (name, "-per-cpu-second", NULL);

  add_double (builder, per_second, count / wall);
  add_double (builder, per_cpu_second, count / cpu);
}

int
command_simulate (int    argc,
                  char **argv)
{
  g_auto(GameArgs) args = { 0 };
  g_autofree char *games_text = NULL;
  g_autofree char *hands_text = NULL;
  GOptionEntry entries[8] = {
    [5] = { "games", 0, 0, G_OPTION_ARG_STRING, &games_text, N_("How many games (default 100)"), N_("N") },
    [6] = { "hands", 0, 0, G_OPTION_ARG_STRING, &hands_text,
            N_("Stop each game after N hands, finished or not (default: play every game to its end)"), N_("N") },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  FlBot *bots[FL_MAX_SEATS] = { NULL };
  GameSetup setup;
  guint64 seed = 1, n_games = 100, n_actions = 0, n_deals = 0;
  guint64 max_hands = 0, unfinished = 0;
  double sums[FL_MAX_SEATS] = { 0 };
  guint64 wins[FL_MAX_SEATS] = { 0 };
  guint64 shared = 0;
  gboolean all_random;
  g_autofree gpointer state = NULL;
  g_autofree gpointer observation = NULL;
  Stopwatch watch;
  double seconds, cpu_seconds;
  FlRng rng;
  int status = 0;

  game_args_entries (&args, N_("The first game’s seed (default 1)"), entries);
  if (!parse_command ("simulate", "--game ID", _("Play complete games between bots on the engine alone."),
                      entries, &argc, &argv, &status))
    return status;

  if ((games_text && !parse_u64 (games_text, "--games", G_MAXUINT32, &n_games, &error)) ||
      (hands_text && !parse_u64 (hands_text, "--hands", G_MAXINT32, &max_hands, &error)) ||
      !game_args_resolve (&args, &setup, &seed, bots, &all_random, &error))
    return usage_error (error);

  state = g_malloc0 (setup.rules->state_size);
  observation = g_malloc0 (setup.rules->state_size);
  fl_rng_init (&rng, seed, 0x53696d); /* "Sim" */

  stopwatch_start (&watch);
  for (guint64 g = 0; g < n_games; g++)
    {
      int scores[FL_MAX_SEATS] = { 0 };
      guint winners;

      if (!simulate_one (&setup, seed + g, bots, all_random, hands_text ? (int) max_hands : -1,
                         &rng, state, observation, &n_actions, &error))
        break;
      /* A game stopped by --hands counts its hands and scores so far, and
       * no winner. */
      if (setup.rules->phase (state) != FL_PHASE_GAME_OVER)
        unfinished++;

      n_deals += setup.rules->hand_number (state);
      setup.rules->scores (state, scores);
      /* A win shared between seats of different sides counts apart;
       * partners each count their side's win. */
      winners = setup.rules->winners (state);
      if (winners_of_several_sides (setup.rules, state, winners))
        {
          shared++;
          winners = 0;
        }
      for (guint s = 0; s < setup.n_seats; s++)
        {
          sums[s] += scores[s];
          if (winners & (1u << s))
            wins[s]++;
        }
    }
  stopwatch_read (&watch, &seconds, &cpu_seconds);

  for (guint s = 0; s < FL_MAX_SEATS; s++)
    g_clear_object (&bots[s]);

  if (error != NULL)
    return fail (error->message);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, setup.rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, setup.n_seats);
  json_builder_set_member_name (builder, "bots");
  json_builder_add_string_value (builder, args.bots_spec ? args.bots_spec : "heuristic");
  add_seed (builder, seed);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, (gint64) n_games);
  if (hands_text != NULL)
    {
      json_builder_set_member_name (builder, "hands-limit");
      json_builder_add_int_value (builder, (gint64) max_hands);
    }
  json_builder_set_member_name (builder, "unfinished-games");
  json_builder_add_int_value (builder, (gint64) unfinished);
  json_builder_set_member_name (builder, "deals");
  json_builder_add_int_value (builder, (gint64) n_deals);
  json_builder_set_member_name (builder, "actions");
  json_builder_add_int_value (builder, (gint64) n_actions);
  add_double (builder, "seconds", seconds);
  add_double (builder, "cpu-seconds", cpu_seconds);
  add_rates (builder, "actions", n_actions, seconds, cpu_seconds);
  add_rates (builder, "games", n_games, seconds, cpu_seconds);
  add_rates (builder, "deals", n_deals, seconds, cpu_seconds);
  add_rates (builder, "hands", n_deals, seconds, cpu_seconds);
  json_builder_set_member_name (builder, "mean-score");
  json_builder_begin_array (builder);
  for (guint s = 0; s < setup.n_seats; s++)
    json_builder_add_double_value (builder, n_games ? sums[s] / n_games : 0);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "wins");
  json_builder_begin_array (builder);
  for (guint s = 0; s < setup.n_seats; s++)
    json_builder_add_int_value (builder, (gint64) wins[s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "shared-wins");
  json_builder_add_int_value (builder, (gint64) shared);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Adds "NAME-median", "NAME-p95" and "NAME-max" of @times, which it sorts. */
static void
add_spread (JsonBuilder *builder,
            const char  *name,
            GArray      *times)
{
  static const char *const suffixes[] = { "-median", "-p95", "-max" };
  guint at[G_N_ELEMENTS (suffixes)] = { times->len / 2, times->len * 95 / 100, times->len - 1 };

  g_array_sort (times, compare_doubles);
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *member = g_strconcat (name, suffixes[i], NULL);

      add_double (builder, member, times->len ? g_array_index (times, double, at[i]) : 0);
    }
}

/* Measures what search bots need: random deals per second, the cost of
 * copying a state and of sampling one world, and the heuristic bot's time
 * per decision; each in wall-clock and in CPU time. */
int
command_bench (int    argc,
               char **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *decisions_text = NULL;
  GOptionEntry entries[] = {
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_id, N_("The game to measure (default flunk)"), N_("ID") },
    { "decisions", 0, 0, G_OPTION_ARG_STRING, &decisions_text, N_("Heuristic decisions to time (default 2000)"), N_("N") },
    { NULL }
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree guint8 *buffers = NULL;
  gpointer state, copy, observation;
  gsize stride;
  g_autoptr(FlBot) bot = NULL;
  guint64 n_decisions = 2000, n_deals = 0;
  const guint64 copies = 20000000, worlds = 200000;
  volatile guint8 sink = 0;
  Stopwatch all, watch;
  double seconds, cpu_seconds;
  double random_seconds, random_cpu_seconds, copy_ns, copy_cpu_ns, world_us, world_cpu_us;
  GameSetup setup;
  FlRng rng;
  int status = 0;

  if (!parse_command ("bench", "[--game ID]", _("Measure the engine’s speed on one core."),
                      entries, &argc, &argv, &status))
    return status;

  if ((decisions_text && !parse_u64 (decisions_text, "--decisions", G_MAXUINT32, &n_decisions, &error)) ||
      !game_setup (&setup, game_id ? game_id : "flunk", 0, NULL, &error))
    return usage_error (error);

  /* Each state starts a cache line, so that the figures, the copy's
   * above all, do not depend on where the allocator happened to put it. */
  stride = (setup.rules->state_size + 63) & ~(gsize) 63;
  buffers = g_malloc0 (3 * stride + 63);
  state = (gpointer) (((guintptr) buffers + 63) & ~(guintptr) 63);
  copy = (guint8 *) state + stride;
  observation = (guint8 *) copy + stride;
  fl_rng_init (&rng, 7, 7);
  stopwatch_start (&all);

  /* Random deals, as simulate plays them. */
  stopwatch_start (&watch);
  for (guint64 g = 0; g < 20000; g++)
    {
      guint64 ignored = 0;

      simulate_one (&setup, g, NULL, TRUE, -1, &rng, state, observation, &ignored, NULL);
      n_deals += setup.rules->hand_number (state);
    }
  stopwatch_read (&watch, &random_seconds, &random_cpu_seconds);

  /* Copying a state mid-hand. */
  setup.rules->new_game (state, &setup.options, 3);
  stopwatch_start (&watch);
  for (guint64 i = 0; i < copies; i++)
    {
      memcpy (copy, state, setup.rules->state_size);
      sink ^= ((volatile guint8 *) copy)[i % setup.rules->state_size];
    }
  stopwatch_read (&watch, &copy_ns, &copy_cpu_ns);
  copy_ns *= 1e9 / copies;
  copy_cpu_ns *= 1e9 / copies;

  /* Sampling worlds from an observation taken after a few tricks. */
  for (guint i = 0; i < 21; i++)
    {
      FlAction action;

      setup.rules->random_action (state, &rng, &action);
      setup.rules->apply (state, &action, NULL);
    }
  setup.rules->observe (state, setup.rules->current_seat (state), observation);
  stopwatch_start (&watch);
  for (guint64 i = 0; i < worlds; i++)
    setup.rules->determinize (observation, &rng, copy);
  stopwatch_read (&watch, &world_us, &world_cpu_us);
  world_us *= 1e6 / worlds;
  world_cpu_us *= 1e6 / worlds;

  /* The heuristic bot's decisions, in games between heuristic bots. */
  bot = fl_bot_new (setup.rules->id, "heuristic", 11, &error);
  if (bot == NULL)
    return fail (error->message);
  setup.rules->new_game (state, &setup.options, 5);
  for (guint64 i = 0; i < n_decisions; i++)
    {
      FlAction action;
      double ms, cpu_ms;

      if (setup.rules->phase (state) == FL_PHASE_GAME_OVER)
        setup.rules->new_game (state, &setup.options, 5 + i);
      /* The next deal at the end of a hand is no decision to time. */
      if (fl_rules_next_deal (setup.rules, state, &action))
        setup.rules->apply (state, &action, NULL);
      setup.rules->observe (state, setup.rules->current_seat (state), observation);
      stopwatch_start (&watch);
      fl_bot_choose_action (bot, setup.rules, observation, &action);
      stopwatch_read (&watch, &ms, &cpu_ms);
      ms *= 1e3;
      cpu_ms *= 1e3;
      g_array_append_val (times, ms);
      g_array_append_val (cpu_times, cpu_ms);
      setup.rules->apply (state, &action, NULL);
    }
  stopwatch_read (&all, &seconds, &cpu_seconds);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, setup.rules->id);
  add_double (builder, "seconds", seconds);
  add_double (builder, "cpu-seconds", cpu_seconds);
  add_rates (builder, "random-deals", n_deals, random_seconds, random_cpu_seconds);
  json_builder_set_member_name (builder, "state-bytes");
  json_builder_add_int_value (builder, (gint64) setup.rules->state_size);
  add_double (builder, "state-copy-ns", copy_ns);
  add_double (builder, "state-copy-cpu-ns", copy_cpu_ns);
  add_double (builder, "determinize-us", world_us);
  add_double (builder, "determinize-cpu-us", world_cpu_us);
  json_builder_set_member_name (builder, "heuristic-decisions");
  json_builder_add_int_value (builder, (gint64) times->len);
  add_spread (builder, "heuristic-ms", times);
  add_spread (builder, "heuristic-cpu-ms", cpu_times);
  json_builder_end_object (builder);

  (void) sink;
  print_builder (builder);
  return 0;
}
