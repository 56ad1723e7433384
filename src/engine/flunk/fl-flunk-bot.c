/* fl-flunk-bot.c: a Flunk player that plans with sampled deals
 *
 * The bot sees only its observation: its own hand, the dummy and the cards
 * played. To decide, it samples complete deals consistent with that
 * (fl_flunk_rules.determinize(), which respects the voids players have
 * shown) and plays each to the end of the hand with a fast rule-of-thumb
 * policy, then picks the choice with the best average result.
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

#include <string.h>

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

/* Plays the hand out with the policy; returns the change of @seat's total
 * less the change of the best of the others', the measure every player
 * wants high. */
static int
rollout (FlFlunkState *world,
         guint         seat)
{
  int before[3];
  guint deal = world->deal;
  int mine, theirs;

  memcpy (before, world->totals, sizeof before);
  while (world->deal == deal && world->phase == FL_FLUNK_PHASE_PLAY)
    play_card (world, fl_flunk_policy_card (world));

  mine = world->totals[seat] - before[seat];
  theirs = G_MININT;
  for (guint s = 0; s < 3; s++)
    if (s != seat)
      theirs = MAX (theirs, world->totals[s] - before[s]);

  return mine - theirs;
}

/* Weighs every card the hand to play may play: each is played in every
 * sampled deal and the hand played out with the policy. */
static void
advise_card (FlFlunkBot         *self,
             const FlFlunkState *observation,
             FlAdvice           *advice)
{
  FlCardSet held = observation->hands[observation->to_play];
  FlCardSet legal = held;
  guint seat = fl_flunk_hand_owner (observation, observation->to_play);
  gint64 totals[13] = { 0 };
  guint n = 0;

  if (observation->n_played > 0)
    {
      FlCardSet follow = held & FL_STD_SUIT_MASK (FL_STD_SUIT (observation->played[observation->trick][0]));

      if (follow)
        legal = follow;
    }

  memset (advice, 0, sizeof *advice);
  while (legal && n < G_N_ELEMENTS (totals))
    {
      fl_flunk_action_play (&advice->options[n++], (int) seat, fl_card_set_lowest (legal));
      legal &= legal - 1;
    }
  advice->n_options = n;
  if (n == 1)
    return;

  for (guint w = 0; w < PLAY_WORLDS; w++)
    {
      FlFlunkState world;

      if (!fl_flunk_rules.determinize (observation, &self->rng, &world))
        continue;

      advice->n_worlds++;
      for (guint i = 0; i < n; i++)
        {
          FlFlunkState copy = world;

          play_card (&copy, advice->options[i].cards[0]);
          totals[i] += rollout (&copy, seat);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      advice->values[i] = advice->n_worlds > 0 ? (double) totals[i] / advice->n_worlds : 0.0;
      if (totals[i] > totals[advice->best])
        advice->best = i;
    }
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

/* Weighs every contract: High and Low by the fewest and most tricks the
 * two hands take in each sampled deal, Dump by playing it out. */
static void
advise_contract (FlFlunkBot         *self,
                 const FlFlunkState *observation,
                 FlAdvice           *advice)
{
  guint lows[DECLARE_WORLDS][5];
  guint highs[DECLARE_WORLDS][5];
  int dump_scores[4] = { 0 };
  guint n_worlds = 0;
  double best_value = -1e9;

  for (guint w = 0; w < DECLARE_WORLDS; w++)
    {
      FlFlunkState world;

      if (!fl_flunk_rules.determinize (observation, &self->rng, &world))
        continue;

      for (guint s = 0; s < 5; s++)
        {
          lows[n_worlds][s] = trick_bound (&world, s, FALSE);
          highs[n_worlds][s] = trick_bound (&world, s, TRUE);
          if (highs[n_worlds][s] < lows[n_worlds][s])
            {
              guint t = highs[n_worlds][s];
              highs[n_worlds][s] = lows[n_worlds][s];
              lows[n_worlds][s] = t;
            }
        }

      for (guint d = 0; d < 4; d++)
        {
          FlFlunkState copy = world;
          guint deal = copy.deal;
          int before = copy.totals[copy.dealer];
          guint dealer = copy.dealer;

          copy.type = FL_FLUNK_DUMP;
          copy.bid = 0;
          copy.suit = (guint8) d;
          copy.phase = FL_FLUNK_PHASE_PLAY;
          copy.to_play = (copy.dealer + 1) % 3;
          while (copy.deal == deal && copy.phase == FL_FLUNK_PHASE_PLAY)
            play_card (&copy, fl_flunk_policy_card (&copy));
          dump_scores[d] += copy.totals[dealer] - before;
        }
      n_worlds++;
    }

  memset (advice, 0, sizeof *advice);
  if (n_worlds == 0)
    {
      fl_flunk_rules.random_action (observation, &self->rng, &advice->options[0]);
      advice->n_options = 1;
      return;
    }
  advice->n_worlds = n_worlds;

  for (guint type = FL_FLUNK_HIGH; type <= FL_FLUNK_LOW; type++)
    for (guint bid = (type == FL_FLUNK_HIGH ? 7 : 0); bid <= (type == FL_FLUNK_HIGH ? 13u : 6u); bid++)
      for (guint s = 0; s < 5; s++)
        {
          double sum = 0;

          for (guint w = 0; w < n_worlds; w++)
            {
              guint t = CLAMP (bid, lows[w][s], highs[w][s]);

              sum += fl_flunk_score (type, bid, s, t, 0, NULL);
            }
          fl_flunk_action_declare (&advice->options[advice->n_options], observation->dealer, type, bid, s);
          advice->values[advice->n_options] = sum / n_worlds;
          if (sum / n_worlds > best_value)
            {
              best_value = sum / n_worlds;
              advice->best = advice->n_options;
            }
          advice->n_options++;
        }

  /* The Dump estimate is a played-out result, not a best case: it must
   * beat the others clearly. */
  for (guint d = 0; d < 4; d++)
    {
      fl_flunk_action_declare (&advice->options[advice->n_options], observation->dealer, FL_FLUNK_DUMP, 0, d);
      advice->values[advice->n_options] = (double) dump_scores[d] / n_worlds;
      if ((double) dump_scores[d] / n_worlds > best_value + 10)
        {
          best_value = (double) dump_scores[d] / n_worlds;
          advice->best = advice->n_options;
        }
      advice->n_options++;
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
    advise_card (self, observation, advice);
  else
    return FALSE;
  return TRUE;
}

static void
fl_flunk_bot_choose_action (FlBot         *bot,
                            const FlRules *rules,
                            const void    *data,
                            FlAction      *action)
{
  FlAdvice advice;

  g_return_if_fail (fl_flunk_bot_advise (bot, rules, data, &advice));
  *action = advice.options[advice.best];
}

static void
fl_flunk_bot_iface_init (FlBotInterface *iface)
{
  iface->choose_action = fl_flunk_bot_choose_action;
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
