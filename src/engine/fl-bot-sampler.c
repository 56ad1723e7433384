/* fl-bot-sampler.c: weighing choices over sampled deals, for the bots
 *
 * A bot sees only its observation. To weigh a decision it samples
 * complete deals that agree with it (rules->determinize()), plays each
 * choice in each deal and out to the end of the hand with the game's rule
 * of thumb (or at random), and averages the margin each choice gave the
 * deciding seat over its opponents. The game supplies the choices, the
 * rule of thumb and, where they differ, what a playout is valued by and
 * how one deal values the choices; the sampler does the rest, for every
 * game, so the hint (fl_bot_advise()) and the bot's move
 * (fl_bot_choose_action()) come from the same evaluation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-bot-sampler"

#include "config.h"

#include <string.h>

#include "fl-bot-sampler.h"

#define NO_SIDE_YET G_MININT

/* What a playout is valued by, and the playout: the sampler's, or the
 * rules' own. */
static inline FlBotStanding
standing_of (const FlBotSampler *sampler)
{
  return sampler->standing != NULL ? sampler->standing : sampler->rules->scores;
}

static inline FlBotPlayout
playout_of (const FlBotSampler *sampler)
{
  return sampler->playout != NULL ? sampler->playout : sampler->rules->random_playout;
}

/**
 * fl_bot_sampler_play_out:
 * @world: a full state
 * @hand: the number of the hand to finish (rules->hand_number())
 *
 * Plays @world with the sampler's playout until hand @hand is over (a new
 * one has begun, or the game is over).
 */
void
fl_bot_sampler_play_out (const FlBotSampler *sampler,
                         void               *world,
                         int                 hand,
                         FlRng              *rng)
{
  playout_of (sampler) (world, rng, hand + 1);
}

/**
 * fl_bot_sampler_roll_out:
 * @world: a full state, which the roll-out changes
 * @first: the choice to value, legal in @world
 * @seat: the seat whose margin counts
 *
 * Applies @first and plays @world out to the end of the hand with the
 * sampler's playout.
 *
 * Returns: the margin @first gave @seat: how much its standing grew, less
 *   the most any opponent's grew (partners, as the world's sides say,
 *   are not opponents)
 */
double
fl_bot_sampler_roll_out (const FlBotSampler *sampler,
                         void               *world,
                         const FlAction     *first,
                         int                 seat,
                         FlRng              *rng)
{
  const FlRules *rules = sampler->rules;
  FlBotStanding standing = standing_of (sampler);
  int before[FL_MAX_SEATS];
  int after[FL_MAX_SEATS];
  int hand = rules->hand_number (world);
  int theirs = G_MININT;

  g_assert (sampler->n_seats <= FL_MAX_SEATS);

  standing (world, before);
  rules->apply (world, first, NULL);
  playout_of (sampler) (world, rng, hand + 1);
  standing (world, after);

  /* Sides in this world, as the rules tell them (fl_rules_side(), whose
   * checks the sampler's arguments pass): asked only about a seat whose
   * gain would be the opponents' most so far. A game without side()
   * gives every seat its own. */
  if (rules->side == NULL)
    {
      for (guint s = 0; s < sampler->n_seats; s++)
        if ((int) s != seat)
          theirs = MAX (theirs, after[s] - before[s]);
    }
  else
    {
      int mine = NO_SIDE_YET;

      for (guint s = 0; s < sampler->n_seats; s++)
        {
          int gain = after[s] - before[s];

          if ((int) s == seat || gain <= theirs)
            continue;
          if (mine == NO_SIDE_YET)
            mine = rules->side (world, seat);
          if (rules->side (world, (int) s) != mine)
            theirs = gain;
        }
    }

  return after[seat] - before[seat] - (double) theirs;
}

/**
 * fl_bot_sampler_weigh:
 * @observation: the deciding seat's observation
 * @rng: the bot's generator
 * @advice: the choices to weigh (fl_advice_add(), fl_advice_add_legal())
 *
 * Values every choice of @advice over @sampler's number of sampled deals:
 * sets each one's value to its average over the deals, @advice's best to
 * the first of the highest, and its number of deals. A single choice is
 * not weighed (no deal is drawn, its value is 0).
 */
void
fl_bot_sampler_weigh (const FlBotSampler *sampler,
                      const void         *observation,
                      FlRng              *rng,
                      FlAdvice           *advice)
{
  const FlRules *rules = sampler->rules;
  int seat = rules->current_seat (observation);
  /* The deal and its copy each start a cache line: memcpy() takes its
   * shortest path, whatever the size. */
  gsize stride = (rules->state_size + 63) & ~(gsize) 63;
  guint8 *world;
  guint8 *copy;

  advice->best = 0;
  advice->n_worlds = 0;
  if (advice->n_options > 0)
    memset (advice->values, 0, advice->n_options * sizeof advice->values[0]);
  if (advice->n_options < 2)
    return;

  world = g_aligned_alloc (2, stride, 64);
  copy = world + stride;
  for (guint w = 0; w < sampler->n_worlds; w++)
    {
      if (!rules->determinize (observation, rng, world))
        continue;

      advice->n_worlds++;
      if (sampler->weigh != NULL)
        {
          sampler->weigh (sampler, world, seat, advice->options, advice->n_options, rng, advice->values);
          continue;
        }
      /* Each choice plays out a copy of the deal, the last the deal itself:
       * the next one is drawn over it. */
      for (guint i = 0; i < advice->n_options; i++)
        {
          guint8 *from = world;

          if (i + 1 < advice->n_options)
            {
              memcpy (copy, world, rules->state_size);
              from = copy;
            }
          advice->values[i] += fl_bot_sampler_roll_out (sampler, from, &advice->options[i], seat, rng);
        }
    }

  for (guint i = 0; i < advice->n_options; i++)
    {
      if (advice->n_worlds > 0)
        advice->values[i] /= advice->n_worlds;
      if (advice->values[i] > advice->values[advice->best])
        advice->best = i;
    }
  g_aligned_free (world);
}
