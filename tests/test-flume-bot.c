/* test-flume-bot.c: the Flume bot plays sensibly
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt, restated with rule
 * labels in seeds/flume.md. Every move here is the bot's choice from its
 * own observation, checked legal against the full state. Over a few
 * hundred seeded hands, a table of heuristic bots against random players
 * must win clearly and make most of its bids (S8): a bot that bids what
 * it cannot make loses the bid, so the share of bids made is what tells
 * overbidding. The counts are divided by $FLOURISH_TEST_GAMES_DIVISOR
 * when it is set (fl-test-scale.h), down to a floor that keeps the
 * margins clear of luck; $FLOURISH_FLUME_BOT_HANDS replaces them, to
 * measure over more hands (the numbers are printed).
 *
 * The bot is made with fl_flume_bot_new(): Flume is not in the catalogue
 * yet, so fl_bot_new ("flume", …) cannot find it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdlib.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-flume-bot.h"
#include "fl-test-scale.h"

static const FlRules *const RULES = &fl_flume_rules;

/* @count hands, divided for the sanitized copies but never below
 * @least: the margins and shares asserted need that many to stand out of
 * the luck of the deal. */
static guint
n_hands (guint count,
         guint least)
{
  const char *text = g_getenv ("FLOURISH_FLUME_BOT_HANDS");

  if (text != NULL && *text != '\0')
    return (guint) MAX (1, atoi (text));
  return MAX (fl_test_scaled (count), least);
}

static void
new_game (FlFlumeState *state,
          guint         players,
          guint64       seed)
{
  FlOptions options;

  fl_rules_default_options (RULES, &options);
  options.values[FL_FLUME_OPTION_PLAYERS] = (int) players;
  RULES->new_game (state, &options, seed);
}

/* The deciding seat's bot chooses from that seat's observation; the move
 * must be legal in the full state. */
static void
bot_action (FlBot              *bot,
            const FlFlumeState *state,
            FlAction           *action)
{
  FlFlumeState observation;

  RULES->observe (state, RULES->current_seat (state), &observation);
  fl_bot_choose_action (bot, RULES, &observation, action);
  g_assert_true (fl_rules_action_is_legal (RULES, state, action));
}

typedef struct
{
  guint  hands;
  double margin;          /* the heuristic seats' mean hand score less
                           * the random seats' mean, summed over hands */
  guint  bids;            /* hands a heuristic seat won the bidding */
  guint  made;            /* of them, bids made (S8) */
  guint  random_bids;
  guint  random_made;
  guint  n_random;        /* seats played by random bots */
} Tally;

/* Plays @hands hands, game after game from @seed, the seats in @heuristic
 * (a bit each) played by heuristic bots and the others by random ones. */
static void
play_hands (guint  players,
            guint  heuristic,
            guint  hands,
            guint64 seed,
            Tally *tally)
{
  FlBot *bots[FL_FLUME_MAX_PLAYERS];
  guint n_heuristic = 0;
  FlFlumeState state;

  memset (tally, 0, sizeof *tally);
  for (guint s = 0; s < players; s++)
    {
      gboolean smart = (heuristic >> s) & 1;

      bots[s] = smart ? fl_flume_bot_new (seed * 10 + s) : fl_random_bot_new (seed * 10 + s);
      n_heuristic += smart;
    }
  tally->n_random = players - n_heuristic;

  new_game (&state, players, seed);
  while (tally->hands < hands)
    {
      FlAction action;
      FlEvents events = { 0 };
      int before[FL_FLUME_MAX_PLAYERS];

      if (state.phase == FL_FLUME_PHASE_OVER)
        new_game (&state, players, ++seed * 7919);

      memcpy (before, state.totals, sizeof before);
      bot_action (bots[RULES->current_seat (&state)], &state, &action);
      RULES->apply (&state, &action, &events);

      for (guint e = 0; e < events.n_events; e++)
        {
          const FlEvent *event = &events.events[e];
          double mine = 0, theirs = 0;

          if (event->kind != FL_FLUME_EVENT_HAND_SCORE)
            continue;

          tally->hands++;
          /* S8: made when the bidding side took at least its bid. */
          if ((heuristic >> event->seat) & 1)
            {
              tally->bids++;
              tally->made += event->values[1] >= event->values[0];
            }
          else
            {
              tally->random_bids++;
              tally->random_made += event->values[1] >= event->values[0];
            }
          for (guint s = 0; s < players; s++)
            {
              if ((heuristic >> s) & 1)
                mine += state.totals[s] - before[s];
              else
                theirs += state.totals[s] - before[s];
            }
          if (n_heuristic < players)
            tally->margin += mine / n_heuristic - theirs / (players - n_heuristic);
        }
    }

  for (guint s = 0; s < players; s++)
    g_object_unref (bots[s]);
}

static void
report (const char  *what,
        const Tally *tally)
{
  if (tally->n_random == 0)
    {
      g_test_message ("%s: %u hands; bids made %u of %u (%.0f%%)", what, tally->hands, tally->made, tally->bids,
                      tally->bids ? 100.0 * tally->made / tally->bids : 0.0);
      return;
    }
  g_test_message ("%s: %u hands; margin over random %.2f points a hand; heuristic bids made %u of %u (%.0f%%); "
                  "random bids made %u of %u",
                  what, tally->hands, tally->margin / tally->hands, tally->made, tally->bids,
                  tally->bids ? 100.0 * tally->made / tally->bids : 0.0, tally->random_made, tally->random_bids);
}

/* 004 D1, S8: four-handed, seats 0 and 2 (one partnership) heuristic
 * against random partners. Random players bid at random, so they lose
 * many bids; the bots must take clearly more, and make most of theirs. */
static void
test_bot_beats_random_four (void)
{
  Tally tally;

  play_hands (4, 0x5, n_hands (300, 100), 401, &tally);
  report ("four-handed", &tally);

  /* A hand is worth at most 7 points a side; 2 a hand is a wide gap. */
  g_assert_cmpfloat (tally.margin / tally.hands, >=, 2.0);
  g_assert_cmpuint (tally.made * 10, >=, tally.bids * 6);
}

/* 004 V2-V5: five-handed, seats 0 and 2 heuristic against three random
 * players, sides made anew by each call. */
static void
test_bot_beats_random_five (void)
{
  Tally tally;

  play_hands (5, 0x5, n_hands (300, 100), 502, &tally);
  report ("five-handed", &tally);

  g_assert_cmpfloat (tally.margin / tally.hands, >=, 1.0);
  g_assert_cmpuint (tally.made * 10, >=, tally.bids * 6);
}

/* 004 B1, S8: among heuristic bots only, bids are still made. */
static void
test_bots_make_their_bids (void)
{
  Tally tally4, tally5;

  play_hands (4, 0xf, n_hands (100, 80), 603, &tally4);
  report ("four heuristic bots", &tally4);
  play_hands (5, 0x1f, n_hands (100, 80), 604, &tally5);
  report ("five heuristic bots", &tally5);

  g_assert_cmpuint (tally4.made * 10, >=, tally4.bids * 6);
  g_assert_cmpuint (tally5.made * 10, >=, tally5.bids * 6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flume/bot/beats-random-four", test_bot_beats_random_four);
  g_test_add_func ("/flume/bot/beats-random-five", test_bot_beats_random_five);
  g_test_add_func ("/flume/bot/makes-its-bids", test_bots_make_their_bids);

  return g_test_run ();
}
