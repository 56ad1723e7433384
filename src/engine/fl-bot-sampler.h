/* fl-bot-sampler.h: weighing choices over sampled deals, for the bots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-bot.h"
#include "fl-rules.h"

G_BEGIN_DECLS

typedef struct _FlBotSampler FlBotSampler;

/**
 * FlBotPlayout:
 * @state: a full state (every hand known), in the middle of a hand
 * @rng: the bot's generator, for a playout that draws
 * @stop_at_hand: the hand number (rules->hand_number()) to stop at
 *
 * A game's rule-of-thumb playout: plays @state as a player does with every
 * card visible, until the game is over or hand @stop_at_hand is reached,
 * as rules->random_playout() does at random (the sampler only asks it to
 * finish the hand under way). It is the bots' inner loop, run millions of
 * times: keep its calls inlined and free of allocation.
 *
 * Returns: how many actions it played
 */
typedef guint (*FlBotPlayout) (void  *state,
                               FlRng *rng,
                               int    stop_at_hand);

/* What a playout is valued by: each seat's points in @state, in @out. */
typedef void (*FlBotStanding) (const void *state,
                               int        *out);

/**
 * FlBotWeighFunc:
 * @world: one sampled deal, a full state
 * @seat: the deciding seat
 * @options: the choices, @n_options of them
 * @sums: (array length=n_options): each choice's value in @world is added
 *   to its element
 *
 * Values every choice in one sampled deal, for an evaluation that is not
 * a playout after each choice (Flunk's contracts) or that plays it out
 * differently (Flashpoint's commands, obeyed by the leader). It may use
 * fl_bot_sampler_roll_out() and fl_bot_sampler_play_out() on copies of
 * @world.
 */
typedef void (*FlBotWeighFunc) (const FlBotSampler *sampler,
                                const void         *world,
                                int                 seat,
                                const FlAction     *options,
                                guint               n_options,
                                FlRng              *rng,
                                double             *sums);

/**
 * FlBotSampler:
 * @rules: the game
 * @n_seats: the seats at the table, which @standing fills
 * @n_worlds: how many deals of the unseen cards to sample
 * @playout: (nullable): the game's rule-of-thumb playout; %NULL plays
 *   uniformly random actions (rules->random_playout())
 * @standing: (nullable): what a playout is valued by, each seat's points
 *   (partners' alike); %NULL uses rules->scores()
 * @weigh: (nullable): values every choice in one deal; %NULL applies each
 *   choice to a copy of the deal and rolls it out with
 *   fl_bot_sampler_roll_out()
 *
 * How a game's bot weighs a decision: usually a static const per kind of
 * decision in the game's fl-GAME-bot.c.
 */
struct _FlBotSampler
{
  const FlRules  *rules;
  guint           n_seats;
  guint           n_worlds;
  FlBotPlayout    playout;
  FlBotStanding   standing;
  FlBotWeighFunc  weigh;
};

void    fl_bot_sampler_weigh    (const FlBotSampler *sampler,
                                 const void         *observation,
                                 FlRng              *rng,
                                 FlAdvice           *advice);
double  fl_bot_sampler_roll_out (const FlBotSampler *sampler,
                                 void               *world,
                                 const FlAction     *first,
                                 int                 seat,
                                 FlRng              *rng);
void    fl_bot_sampler_play_out (const FlBotSampler *sampler,
                                 void               *world,
                                 int                 hand,
                                 FlRng              *rng);

G_END_DECLS
