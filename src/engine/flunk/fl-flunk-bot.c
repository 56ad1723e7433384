/* fl-flunk-bot.c: a Flunk player that plans with sampled deals
 *
 * The bot sees only its observation: its own hand, the dummy and the cards
 * played. To decide, it samples complete deals consistent with that
 * (fl_flunk_rules.determinize(), which respects the voids players have
 * shown) and plays each to the end of the hand with a fast rule-of-thumb
 * policy, then picks the choice with the best average result: the shared
 * sampler (fl-bot-sampler.c) does that with this file's policy and its
 * estimate of the contracts.
 *
 * The policy (fl_flunk_policy_card()) is what a sensible player does with
 * every card visible: the declarer wins tricks while the contract still
 * needs them and ducks once it has enough; the opponents do the opposite;
 * at Dump the declarer takes only tricks free of the dump suit and the
 * opponents throw dump-suit cards on the declarer's tricks.
 *
 * To declare, it estimates for each trump suit (and no trump) the fewest
 * and the most tricks its two hands can take in each sampled deal, by
 * playing it out once to lose every trick and once to win every trick, and
 * scores each contract as if it lands inside that range, or at its nearer
 * end; Dump is estimated by playing it out. It declares the best average.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk-bot"

#include "config.h"

#include "fl-bot-sampler.h"
#include "fl-flunk-bot.h"

#define PLAY_WORLDS 24
#define DECLARE_WORLDS 12

struct _FlFlunkBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_flunk_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlFlunkBot, fl_flunk_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_flunk_bot_iface_init))

static inline guint
trump_of (const FlFlunkState *state)
{
  return state->type == FL_FLUNK_DUMP ? FL_FLUNK_NO_TRUMP : state->suit;
}

static inline gboolean
beats (FlCard   card,
       FlCard   best,
       guint    trump)
{
  if (FL_STD_SUIT (card) == FL_STD_SUIT (best))
    return card > best;
  return FL_STD_SUIT (card) == trump;
}

static inline gboolean
is_declarer_side (const FlFlunkState *state,
                  guint               hand)
{
  return hand == FL_FLUNK_DUMMY || hand == state->dealer;
}

/* The lowest card of a set, preferring cards that are not trumps. */
static FlCard
lowest_card (FlCardSet cards,
             guint     trump)
{
  FlCardSet plain = trump < 4 ? cards & ~FL_STD_SUIT_MASK (trump) : cards;
  FlCardSet from = plain ? plain : cards;
  FlCard best = FL_CARD_NONE;

  while (from)
    {
      FlCard c = fl_card_set_lowest (from);

      from &= from - 1;
      if (best == FL_CARD_NONE || FL_STD_RANK (c) < FL_STD_RANK (best))
        best = c;
    }
  return best;
}

static FlCard
highest_card (FlCardSet cards)
{
  FlCard best = FL_CARD_NONE;

  while (cards)
    {
      FlCard c = fl_card_set_lowest (cards);

      cards &= cards - 1;
      if (best == FL_CARD_NONE || FL_STD_RANK (c) >= FL_STD_RANK (best))
        best = c;
    }
  return best;
}

/**
 * fl_flunk_policy_card:
 * @state: a full state (every hand known) in the play phase
 *
 * Returns: the card the rule-of-thumb policy plays for the hand to play
 */
FlCard
fl_flunk_policy_card (const FlFlunkState *state)
{
  guint hand = state->to_play;
  FlCardSet held = state->hands[hand];
  FlCardSet cards = held;
  guint trump = trump_of (state);
  gboolean declarer = is_declarer_side (state, hand);
  const guint8 *trick = state->played[state->trick];
  gboolean want_win;
  gboolean last = state->n_played == 3;
  FlCard best = FL_CARD_NONE;
  guint best_hand = 0;

  if (state->n_played > 0)
    {
      FlCardSet follow = held & FL_STD_SUIT_MASK (FL_STD_SUIT (trick[0]));
      guint h = state->leaders[state->trick];

      if (follow)
        cards = follow;
      best = trick[0];
      best_hand = h;
      for (guint i = 1; i < state->n_played; i++)
        {
          h = fl_flunk_next_hand (state, h);
          if (beats (trick[i], best, trump))
            best = trick[i], best_hand = h;
        }
    }

  if (fl_card_set_count (cards) == 1)
    return fl_card_set_lowest (cards);

  if (state->type == FL_FLUNK_DUMP)
    {
      FlCardSet dump = FL_STD_SUIT_MASK (state->suit);
      gboolean trick_dirty = FALSE;

      for (guint i = 0; i < state->n_played; i++)
        trick_dirty |= FL_STD_SUIT (trick[i]) == state->suit;

      if (!declarer && best != FL_CARD_NONE && is_declarer_side (state, best_hand) && (cards & dump) &&
          !beats (highest_card (cards & dump), best, trump))
        /* Give the declarer a dump-suit card it must take. */
        return highest_card (cards & dump);

      want_win = !trick_dirty;
      if (declarer && (cards & ~dump))
        cards &= ~dump | (held & FL_STD_SUIT_MASK (FL_STD_SUIT (trick[0])) ? dump : 0);
    }
  else
    {
      int need = (int) state->bid - (int) fl_flunk_declarer_tricks (state);

      want_win = need > 0;
    }

  if (state->n_played == 0)
    {
      if (want_win)
        return highest_card (cards);
      return lowest_card (cards, trump);
    }

  if (want_win)
    {
      FlCardSet winners = 0;
      FlCardSet c = cards;

      /* A partner already winning as the last to play keeps the trick. */
      if (last && is_declarer_side (state, best_hand) == declarer)
        return lowest_card (cards, trump);

      while (c)
        {
          FlCard card = fl_card_set_lowest (c);

          c &= c - 1;
          if (beats (card, best, trump))
            winners |= FL_CARD_SET_BIT (card);
        }
      if (winners)
        return last ? lowest_card (winners, FL_FLUNK_NO_TRUMP) : highest_card (winners);
      return lowest_card (cards, trump);
    }
  else
    {
      FlCardSet losers = 0;
      FlCardSet c = cards;

      while (c)
        {
          FlCard card = fl_card_set_lowest (c);

          c &= c - 1;
          if (!beats (card, best, trump))
            losers |= FL_CARD_SET_BIT (card);
        }
      if (losers)
        return highest_card (losers);
      return lowest_card (cards, FL_FLUNK_NO_TRUMP);
    }
}

static void
play_card (FlFlunkState *state,
           FlCard        card)
{
  FlAction action;

  fl_flunk_action_play (&action, fl_flunk_hand_owner (state, state->to_play), card);
  fl_flunk_rules.apply (state, &action, NULL);
}

/* The sampler's playout: the policy's cards to the end of the hand. */
static guint
playout (void  *data,
         FlRng *rng,
         int    stop_at_hand)
{
  FlFlunkState *state = data;
  /* The inner loop of every decision: the stop as one comparison, the
   * rules' apply() read once. */
  void (*apply) (void *, const FlAction *, FlEvents *) = fl_flunk_rules.apply;
  guint stop = stop_at_hand < 0 ? G_MAXUINT : (guint) stop_at_hand;
  guint n = 0;

  (void) rng;
  for (; state->phase == FL_FLUNK_PHASE_PLAY && state->deal < stop; n++)
    {
      FlAction action;

      fl_flunk_action_play (&action, fl_flunk_hand_owner (state, state->to_play), fl_flunk_policy_card (state));
      apply (state, &action, NULL);
    }
  return n;
}

/* The tricks the declarer takes when trying to take every trick (or none),
 * with @suit as trumps. */
static guint
trick_bound (const FlFlunkState *world,
             guint               suit,
             gboolean            most)
{
  FlFlunkState copy = *world;
  guint8 trick[4];
  guint8 hands[4];
  guint hand;

  copy.type = most ? FL_FLUNK_HIGH : FL_FLUNK_LOW;
  copy.bid = most ? 13 : 0;
  copy.suit = (guint8) suit;
  copy.phase = FL_FLUNK_PHASE_PLAY;
  copy.to_play = (copy.dealer + 1) % 3;

  while (copy.trick < FL_FLUNK_N_TRICKS - 1)
    play_card (&copy, fl_flunk_policy_card (&copy));

  /* The last trick plays itself (one card a hand); judge it here rather
   * than apply it, which would score the hand and deal the next. */
  hand = copy.to_play;
  for (guint k = 0; k < 4; k++)
    {
      trick[k] = fl_card_set_lowest (copy.hands[hand]);
      hands[k] = (guint8) hand;
      hand = fl_flunk_next_hand (&copy, hand);
    }

  return fl_flunk_declarer_tricks (&copy) +
         (is_declarer_side (&copy, hands[fl_flunk_trick_winner (trick, suit, NULL)]) ? 1 : 0);
}

/* Values every contract in one sampled deal: High and Low as if the
 * declarer takes the bid's tricks, or the nearer end of the fewest and the
 * most tricks its two hands take with those trumps; Dump by playing it
 * out. */
static void
weigh_contracts (const FlBotSampler *sampler,
                 const void         *data,
                 int                 seat,
                 const FlAction     *options,
                 guint               n_options,
                 FlRng              *rng,
                 double             *sums)
{
  const FlFlunkState *world = data;
  guint lows[5], highs[5];
  int dump_scores[4];

  (void) seat;
  for (guint s = 0; s < 5; s++)
    {
      lows[s] = trick_bound (world, s, FALSE);
      highs[s] = trick_bound (world, s, TRUE);
      if (highs[s] < lows[s])
        {
          guint t = highs[s];
          highs[s] = lows[s];
          lows[s] = t;
        }
    }

  for (guint d = 0; d < 4; d++)
    {
      FlFlunkState copy = *world;

      copy.type = FL_FLUNK_DUMP;
      copy.bid = 0;
      copy.suit = (guint8) d;
      copy.phase = FL_FLUNK_PHASE_PLAY;
      copy.to_play = (copy.dealer + 1) % 3;
      fl_bot_sampler_play_out (sampler, &copy, (int) copy.deal, rng);
      dump_scores[d] = copy.totals[world->dealer] - world->totals[world->dealer];
    }

  for (guint i = 0; i < n_options; i++)
    {
      guint type = (guint) options[i].values[0];
      guint bid = (guint) options[i].values[1];
      guint suit = (guint) options[i].values[2];

      if (type == FL_FLUNK_DUMP)
        sums[i] += dump_scores[suit];
      else
        sums[i] += fl_flunk_score (type, bid, suit, CLAMP (bid, lows[suit], highs[suit]), 0, NULL);
    }
}

static const FlBotSampler card_sampler = {
  .rules = &fl_flunk_rules,
  .n_seats = FL_FLUNK_N_PLAYERS,
  .n_worlds = PLAY_WORLDS,
  .playout = playout,
};

static const FlBotSampler contract_sampler = {
  .rules = &fl_flunk_rules,
  .n_seats = FL_FLUNK_N_PLAYERS,
  .n_worlds = DECLARE_WORLDS,
  .playout = playout,
  .weigh = weigh_contracts,
};

/* Weighs every contract (fl_flunk_rules.legal_actions() lists High and
 * Low before the Dumps) and takes the best, a Dump only when it does
 * clearly better. */
static void
advise_contract (FlFlunkBot         *self,
                 const FlFlunkState *observation,
                 FlAdvice           *advice)
{
  double best_value = -1e9;

  fl_advice_add_legal (advice, &fl_flunk_rules, observation);
  fl_bot_sampler_weigh (&contract_sampler, observation, &self->rng, advice);
  if (advice->n_worlds == 0)
    {
      FlAction action;

      fl_advice_reset (advice);
      fl_flunk_rules.random_action (observation, &self->rng, &action);
      fl_advice_add (advice, &action, 0);
      return;
    }

  /* The Dump estimate is a played-out result, not a best case: it must
   * beat the others clearly. */
  for (guint i = 0; i < advice->n_options; i++)
    if (advice->values[i] > best_value + (advice->options[i].values[0] == FL_FLUNK_DUMP ? 10 : 0))
      {
        best_value = advice->values[i];
        advice->best = i;
      }
}

static gboolean
fl_flunk_bot_advise (FlBot         *bot,
                     const FlRules *rules,
                     const void    *data,
                     FlAdvice      *advice)
{
  FlFlunkBot *self = FL_FLUNK_BOT (bot);
  const FlFlunkState *observation = data;

  g_return_val_if_fail (rules == &fl_flunk_rules, FALSE);

  if (observation->phase == FL_FLUNK_PHASE_DECLARE)
    advise_contract (self, observation, advice);
  else if (observation->phase == FL_FLUNK_PHASE_PLAY)
    {
      /* Every card it may play, each played out in every sampled deal. */
      fl_advice_add_legal (advice, &fl_flunk_rules, observation);
      fl_bot_sampler_weigh (&card_sampler, observation, &self->rng, advice);
    }
  else
    return FALSE;
  return TRUE;
}

static void
fl_flunk_bot_iface_init (FlBotInterface *iface)
{
  iface->advise = fl_flunk_bot_advise;
}

static void
fl_flunk_bot_class_init (FlFlunkBotClass *klass)
{
  (void) klass;
}

static void
fl_flunk_bot_init (FlFlunkBot *self)
{
  fl_rng_init (&self->rng, 0, 2);
}

FlBot *
fl_flunk_bot_new (guint64 seed)
{
  FlFlunkBot *self = g_object_new (FL_TYPE_FLUNK_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x466c426f74)); /* "FlBot" */
  return FL_BOT (self);
}
