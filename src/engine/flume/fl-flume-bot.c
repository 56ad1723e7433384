/* fl-flume-bot.c: a Flume player that plans with sampled deals
 *
 * The bot sees only its observation: its own hand, discards and refill,
 * the bids, the trumps, the called card and every card played. To decide,
 * it samples complete deals that agree with it (determinize()) and plays
 * each to the end of the hand with a fast rule-of-thumb policy, then takes
 * the choice with the best average margin over the other side: the shared
 * sampler (fl-bot-sampler.c) does that with this file's policy, one
 * FlBotSampler per kind of decision.
 *
 * The policy (fl_flume_policy_action()) plays with every card visible: it
 * leads a card no opponent can beat (the top trump while they hold trumps),
 * otherwise its cheapest card; it takes a trick when it can keep it and
 * feeds card points and point cards to a partner whose trick is safe, and
 * when it must lose it gives away what costs least, keeping tens, bowers
 * and jokers. It discards the plain cards below the aces, calls the
 * highest trump it lacks, and names the suit its hand is strongest in.
 *
 * Bidding is where Pitch players find bots weakest: they overbid. The bot
 * does not bid from a count of honours. For each suit it plays the hand
 * out in every sampled deal as the bidder with those trumps, second deal
 * and call included, and counts the points its side takes; it bids the
 * most it makes in at least MAKE_SHARE of the deals with its best suit,
 * and passes when that is no more than the bid to beat.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume-bot"

#include "config.h"

#include <string.h>

#include "fl-bot-sampler.h"
#include "fl-flume-bot.h"
#include "fl-flume-bot-private.h"

#define BID_WORLDS 32
#define TRUMP_WORLDS 40
#define DISCARD_WORLDS 16
#define CALL_WORLDS 24
#define PLAY_WORLDS 24
/* Bid only what the deals say the side makes this often. */
#define MAKE_SHARE 0.75
/* The private options of a bid's estimate, for each suit: the points
 * taken, then for each bid 3 to 6 whether it is made, then the margin. */
#define BID_ESTIMATES (1 + 2 * (FL_FLUME_MAX_BID - FL_FLUME_MIN_BID + 1))

struct _FlFlumeBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_flume_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlFlumeBot, fl_flume_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_flume_bot_iface_init))

/* ---- The rule of thumb ------------------------------------------------ */

/* Whether a card of power @standing, in a trick led with @led, stays the
 * best once the players after position @position have played: no
 * opponent of @side among them can beat it. */
static gboolean
stays_best (const FlFlumeState *state,
            guint               standing,
            FlCardSet           led,
            guint               position,
            int                 side)
{
  for (guint i = position + 1; i < state->n_players; i++)
    {
      guint seat = flume_trick_seat (state, state->trick, i);

      if (fl_flume_seat_side (state, seat) == side)
        continue;
      for (FlCardSet c = flume_may_play (state, seat, led); c; c &= c - 1)
        if (flume_power (state, fl_card_set_lowest (c), led) > standing)
          return FALSE;
    }
  return TRUE;
}

/* Leading: a card no opponent can beat, the top trump first while they
 * hold trumps, then the one worth most; otherwise the cheapest card. */
static FlCard
policy_lead (const FlFlumeState *state)
{
  guint seat = state->to_act;
  int side = fl_flume_seat_side (state, seat);
  FlCardSet hand = state->hands[seat];
  FlCard best = FL_CARD_NONE;
  int best_score = G_MININT;

  for (FlCardSet c = hand; c; c &= c - 1)
    {
      FlCard card = fl_card_set_lowest (c);
      FlCardSet led = flume_led_by (state, card);
      int score;

      if (!stays_best (state, flume_power (state, card, led), led, 0, side))
        continue;
      score = flume_card_value (card, state->trump) + ((state->trumps & FL_CARD_SET_BIT (card)) ? 20 : 0);
      if (score > best_score)
        best = card, best_score = score;
    }

  return best != FL_CARD_NONE ? best : flume_cheapest (state, hand);
}

static FlCard
policy_card (const FlFlumeState *state)
{
  guint seat = state->to_act;
  int side = fl_flume_seat_side (state, seat);
  const guint8 *trick = state->tricks[state->trick];
  FlCardSet playable = flume_playable (state);
  FlCardSet led;
  FlCard pick = FL_CARD_NONE;
  guint best = 0, best_power = 0;
  int best_value = G_MININT;

  if (state->n_played == 0)
    return policy_lead (state);
  if (fl_card_set_count (playable) == 1)
    return fl_card_set_lowest (playable);

  led = flume_led_by (state, trick[0]);
  for (guint i = 0; i < state->n_played; i++)
    if (flume_power (state, trick[i], led) > best_power)
      best = i, best_power = flume_power (state, trick[i], led);

  /* A partner's trick no opponent can take: give it what is worth most. */
  if (fl_flume_seat_side (state, flume_trick_seat (state, state->trick, best)) == side &&
      stays_best (state, best_power, led, state->n_played, side))
    {
      for (FlCardSet c = playable; c; c &= c - 1)
        {
          FlCard card = fl_card_set_lowest (c);
          int value = 4 * flume_card_value (card, state->trump) - (int) (flume_dump_cost (state, card) & 15);

          if (value > best_value)
            pick = card, best_value = value;
        }
      return pick;
    }

  /* A card that takes the trick and keeps it: the one worth most, then
   * the lowest. */
  for (FlCardSet c = playable; c; c &= c - 1)
    {
      FlCard card = fl_card_set_lowest (c);
      guint p = flume_power (state, card, led);
      int value;

      if (p <= best_power || !stays_best (state, p, led, state->n_played, side))
        continue;
      value = 64 * flume_card_value (card, state->trump) - (int) p;
      if (value > best_value)
        pick = card, best_value = value;
    }

  return pick != FL_CARD_NONE ? pick : flume_cheapest (state, playable);
}

/* X1-X3: the plain cards below the aces go, the least worth first while
 * the stock lasts. */
static FlCardSet
policy_discard (const FlFlumeState *state)
{
  FlCardSet hand = state->hands[state->to_act] & ~state->trumps;
  FlCardSet aces = hand & FLUME_INDEX_MASK (FL_FLUME_INDEX_ACE);
  FlCardSet rest = hand & ~aces;
  FlCardSet out = 0;

  for (guint n = MIN (fl_card_set_count (rest), state->n_stock); n > 0; n--)
    {
      FlCard card = flume_cheapest (state, rest);

      out |= FL_CARD_SET_BIT (card);
      rest &= ~FL_CARD_SET_BIT (card);
    }
  return out;
}

/* V2: alone with five trumps or more, else the highest trump not in hand
 * (nor discarded). */
static FlCard
policy_call (const FlFlumeState *state)
{
  FlCardSet can = flume_callable (state) & state->trumps;
  FlCard best = FL_CARD_NONE;

  if (fl_card_set_count (state->hands[state->bidder] & state->trumps) >= 5)
    return FL_CARD_NONE;
  for (; can; can &= can - 1)
    {
      FlCard card = fl_card_set_lowest (can);

      if (best == FL_CARD_NONE || fl_flume_trump_rank (card, state->trump) > fl_flume_trump_rank (best, state->trump))
        best = card;
    }
  return best;
}

/**
 * fl_flume_policy_action:
 * @state: a full state (every hand known), not over
 *
 * The rule-of-thumb action the bot's playouts use.
 */
void
fl_flume_policy_action (const FlFlumeState *state,
                        FlAction           *action)
{
  int seat = state->to_act;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      {
        FlCardSet hand = state->hands[seat];
        int bid = flume_trump_strength (hand, flume_strongest_suit (hand)) / 2;

        /* A dealer facing four passes takes the lowest bid rather than
         * throw in: a playout must end. */
        if (bid < FL_FLUME_MIN_BID && state->bid == 0 && (guint) seat == state->dealer)
          bid = FL_FLUME_MIN_BID;
        bid = MIN (bid, FL_FLUME_MAX_BID);
        fl_action_init (action, bid > state->bid && bid >= FL_FLUME_MIN_BID ? FL_ACTION_BID : FL_ACTION_PASS, seat);
        if (action->kind == FL_ACTION_BID)
          action->values[0] = (gint16) bid;
      }
      break;
    case FL_FLUME_PHASE_TRUMP:
      fl_action_init (action, FL_ACTION_CHOOSE_SUIT, seat);
      action->values[0] = (gint16) flume_strongest_suit (state->hands[seat]);
      break;
    case FL_FLUME_PHASE_DISCARD:
      fl_action_init (action, FL_ACTION_DISCARD, seat);
      for (FlCardSet c = policy_discard (state); c; c &= c - 1)
        action->cards[action->n_cards++] = fl_card_set_lowest (c);
      break;
    case FL_FLUME_PHASE_CALL:
      {
        FlCard card = policy_call (state);

        fl_action_init (action, FL_ACTION_CALL_CARD, seat);
        if (card != FL_CARD_NONE)
          action->cards[action->n_cards++] = card;
      }
      break;
    case FL_FLUME_PHASE_PLAY:
      fl_action_init (action, FL_ACTION_PLAY, seat);
      action->cards[action->n_cards++] = policy_card (state);
      break;
    case FL_FLUME_PHASE_HAND_OVER:
      fl_action_init (action, FL_ACTION_CONTINUE, seat);
      break;
    case FL_FLUME_PHASE_OVER:
    default:
      fl_action_init (action, FL_ACTION_NONE, -1);
      break;
    }
}

/* The sampler's playout: the policy's actions to the end of the hand. */
static guint
playout (void  *data,
         FlRng *rng,
         int    stop_at_hand)
{
  FlFlumeState *state = data;
  /* The inner loop of every decision: the stop as one comparison, the
   * rules' apply() read once. */
  void (*apply) (void *, const FlAction *, FlEvents *) = fl_flume_rules.apply;
  guint stop = stop_at_hand < 0 ? G_MAXUINT : (guint) stop_at_hand;
  guint n = 0;

  (void) rng;
  for (; state->phase != FL_FLUME_PHASE_OVER && state->hand < stop; n++)
    {
      FlAction action;

      fl_flume_policy_action (state, &action);
      apply (state, &action, NULL);
    }
  return n;
}

/* ---- The bid's estimate ----------------------------------------------- */

/* Values a hypothetical contract in one deal: for each suit (options[i]
 * numbered suit * BID_ESTIMATES + k), the bidder names it and the hand is
 * played out; k 0 adds the points the bidder's side took, k 1-4 whether
 * they make a bid of 3-6, k 5-8 the margin such a bid would give. */
static void
weigh_bids (const FlBotSampler *sampler,
            const void         *data,
            int                 seat,
            const FlAction     *options,
            guint               n_options,
            FlRng              *rng,
            double             *sums)
{
  const FlFlumeState *world = data;
  guint n_bids = FL_FLUME_MAX_BID - FL_FLUME_MIN_BID + 1;

  (void) options;
  for (guint suit = 0; suit < FL_N_SUITS && (suit + 1) * BID_ESTIMATES <= n_options; suit++)
    {
      FlFlumeState copy = *world;
      FlAction name;
      double *out = sums + suit * BID_ESTIMATES;
      int mine, theirs = 0;

      fl_action_init (&name, FL_ACTION_CHOOSE_SUIT, seat);
      name.values[0] = (gint16) suit;
      fl_flume_rules.apply (&copy, &name, NULL);
      fl_bot_sampler_play_out (sampler, &copy, (int) world->hand, rng);

      /* With a bid of 0 the side scores what it took (S8). */
      mine = copy.totals[seat] - world->totals[seat];
      for (guint s = 0; s < copy.n_players; s++)
        if (fl_flume_seat_side (&copy, s) != fl_flume_seat_side (&copy, (guint) seat))
          theirs = copy.totals[s] - world->totals[s];

      out[0] += mine;
      for (guint b = 0; b < n_bids; b++)
        {
          int bid = FL_FLUME_MIN_BID + (int) b;

          out[1 + b] += mine >= bid;
          out[1 + n_bids + b] += (mine >= bid ? mine : -bid) - theirs;
        }
    }
}

/* A playout is valued by the totals (scores()), for five seats as the
 * samplers count them: four-handed, the fifth is a copy of seat 0, on
 * seat 0's side (D1: seat % 2), so it changes no margin. */
static void
standing (const void *data,
          int        *out)
{
  const FlFlumeState *state = data;

  for (guint s = 0; s < FL_FLUME_MAX_PLAYERS; s++)
    out[s] = state->totals[s < state->n_players ? s : 0];
}

static const FlBotSampler bid_sampler = {
  .rules = &fl_flume_rules,
  .n_seats = FL_FLUME_MAX_PLAYERS,
  .n_worlds = BID_WORLDS,
  .playout = playout,
  .standing = standing,
  .weigh = weigh_bids,
};

static const FlBotSampler trump_sampler = {
  .rules = &fl_flume_rules,
  .n_seats = FL_FLUME_MAX_PLAYERS,
  .n_worlds = TRUMP_WORLDS,
  .playout = playout,
  .standing = standing,
};

static const FlBotSampler discard_sampler = {
  .rules = &fl_flume_rules,
  .n_seats = FL_FLUME_MAX_PLAYERS,
  .n_worlds = DISCARD_WORLDS,
  .playout = playout,
  .standing = standing,
};

static const FlBotSampler call_sampler = {
  .rules = &fl_flume_rules,
  .n_seats = FL_FLUME_MAX_PLAYERS,
  .n_worlds = CALL_WORLDS,
  .playout = playout,
  .standing = standing,
};

static const FlBotSampler play_sampler = {
  .rules = &fl_flume_rules,
  .n_seats = FL_FLUME_MAX_PLAYERS,
  .n_worlds = PLAY_WORLDS,
  .playout = playout,
  .standing = standing,
};

/* B1: plays the hand out as the bidder with each suit in every sampled
 * deal, then bids the highest bid above the one to beat that the best
 * suit makes in MAKE_SHARE of the deals, or passes. Each bid's value is
 * the margin it gives with the suit that makes it most often; a pass is
 * worth 0 (the others' bids are not played out). */
static void
advise_bid (FlFlumeBot         *self,
            const FlFlumeState *observation,
            FlAdvice           *advice)
{
  g_auto(FlAdvice) estimate = { 0 };
  FlFlumeState as_bidder = *observation;
  guint n_bids = FL_FLUME_MAX_BID - FL_FLUME_MIN_BID + 1;
  guint seat = observation->to_act;
  int chosen = 0;

  fl_advice_add_legal (advice, &fl_flume_rules, observation);

  /* The bidding as if it ended with this seat's bid, of 0 so that the
   * side scores exactly the points it takes. */
  as_bidder.phase = FL_FLUME_PHASE_TRUMP;
  as_bidder.bidder = (guint8) seat;
  as_bidder.bid = 0;
  for (guint i = 0; i < FL_N_SUITS * BID_ESTIMATES; i++)
    {
      FlAction option;

      fl_action_init (&option, FL_ACTION_CHOOSE_SUIT, (int) seat);
      fl_advice_add (&estimate, &option, 0);
    }
  fl_bot_sampler_weigh (&bid_sampler, &as_bidder, &self->rng, &estimate);
  advice->n_worlds = estimate.n_worlds;
  if (estimate.n_worlds == 0)
    return;

  for (guint i = 0; i < advice->n_options; i++)
    {
      int bid = advice->options[i].kind == FL_ACTION_BID ? advice->options[i].values[0] : 0;
      double made = -1, margin = 0;

      advice->values[i] = 0;
      if (bid < FL_FLUME_MIN_BID || bid > FL_FLUME_MAX_BID)
        continue;
      for (guint suit = 0; suit < FL_N_SUITS; suit++)
        {
          const double *v = estimate.values + suit * BID_ESTIMATES;
          guint b = (guint) bid - FL_FLUME_MIN_BID;

          if (v[1 + b] > made)
            made = v[1 + b], margin = v[1 + n_bids + b];
        }
      advice->values[i] = margin;
      if (made >= MAKE_SHARE && bid > chosen)
        {
          chosen = bid;
          advice->best = i;
        }
    }
  if (chosen == 0)
    advice->best = 0;
}

/* V2: playing alone, or calling a trump or a plain ace the bidder lacks. */
static void
advise_call (FlFlumeBot         *self,
             const FlFlumeState *observation,
             FlAdvice           *advice)
{
  FlCardSet can = flume_callable (observation);
  FlCardSet worth = observation->trumps | FLUME_INDEX_MASK (FL_FLUME_INDEX_ACE);
  FlAction action;

  fl_action_init (&action, FL_ACTION_CALL_CARD, observation->to_act);
  fl_advice_add (advice, &action, 0);
  for (FlCardSet c = can & worth; c; c &= c - 1)
    {
      action.n_cards = 1;
      action.cards[0] = fl_card_set_lowest (c);
      fl_advice_add (advice, &action, 0);
    }
  fl_bot_sampler_weigh (&call_sampler, observation, &self->rng, advice);
}

static gboolean
fl_flume_bot_advise (FlBot         *bot,
                     const FlRules *rules,
                     const void    *data,
                     FlAdvice      *advice)
{
  FlFlumeBot *self = FL_FLUME_BOT (bot);
  const FlFlumeState *observation = data;
  const FlBotSampler *sampler;

  g_return_val_if_fail (rules == &fl_flume_rules, FALSE);

  switch (observation->phase)
    {
    case FL_FLUME_PHASE_BID:
      advise_bid (self, observation, advice);
      return advice->n_options > 0;
    case FL_FLUME_PHASE_CALL:
      advise_call (self, observation, advice);
      return advice->n_options > 0;
    case FL_FLUME_PHASE_TRUMP:
      sampler = &trump_sampler;
      break;
    case FL_FLUME_PHASE_DISCARD:
      sampler = &discard_sampler;
      break;
    case FL_FLUME_PHASE_PLAY:
      sampler = &play_sampler;
      break;
    default:
      return FALSE;
    }

  fl_advice_add_legal (advice, &fl_flume_rules, observation);
  fl_bot_sampler_weigh (sampler, observation, &self->rng, advice);
  return advice->n_options > 0;
}

static void
fl_flume_bot_iface_init (FlBotInterface *iface)
{
  iface->advise = fl_flume_bot_advise;
}

static void
fl_flume_bot_class_init (FlFlumeBotClass *klass)
{
  (void) klass;
}

static void
fl_flume_bot_init (FlFlumeBot *self)
{
  fl_rng_init (&self->rng, 0, 4);
}

FlBot *
fl_flume_bot_new (guint64 seed)
{
  FlFlumeBot *self = g_object_new (FL_TYPE_FLUME_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x466d426f74)); /* "FmBot" */
  return FL_BOT (self);
}
