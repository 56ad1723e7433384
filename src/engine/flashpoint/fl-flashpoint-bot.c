/* fl-flashpoint-bot.c: a Flashpoint player that plans with sampled deals
 *
 * The bot sees only its observation: its own hand, the cards played, what
 * flashes showed it and what passes and commands gave away. To decide, it
 * samples complete deals consistent with that (determinize()) and plays
 * each to the end of the hand with a fast rule-of-thumb policy, then takes
 * the choice with the best average difference between its side's points
 * and the other side's: the shared sampler (fl-bot-sampler.c) does that
 * with this file's policy.
 *
 * The policy (fl_flashpoint_policy_action()) plays with every card visible:
 * a player adding to a trick picks the card that leaves the trick best for
 * their side if it ended there (so it makes a pair to take a trick with a
 * combination, feeds a combination to a partner who is winning, and keeps
 * off a damp squib), and a leader picks a card whose rank the partner can
 * match and the opponents cannot.
 *
 * It declares every flash it holds. When about to lead it invites its
 * partner's command if no lead stands out, and as the partner it gives the
 * command that does best over the sampled deals, assuming the leader obeys.
 * It obeys a command unless the sampled deals say that disobeying is worth
 * more than the 15-point penalty, which the playouts include.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint-bot"

#include "config.h"

#include <string.h>

#include "fl-bot-sampler.h"
#include "fl-flashpoint-bot.h"

#define PLAY_WORLDS 40
#define COMMAND_WORLDS 6
/* Invite a command when the best lead is worth less than this much more
 * than the second best, on average over the worlds. */
#define INVITE_MARGIN 1

struct _FlFlashpointBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_flashpoint_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlFlashpointBot, fl_flashpoint_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_flashpoint_bot_iface_init))

/**
 * fl_flashpoint_trick_outlook:
 * @cards: a trick's cards so far, in play order
 * @seats: who played each
 * @side: the side that looks
 *
 * Returns: what the trick would score for @side if it ended now: its
 * combination's value when @side wins it, minus that when the other side
 * does (a damp squib is -10 to its winner's side)
 */
int
fl_flashpoint_trick_outlook (const FlCard *cards,
                             const guint8 *seats,
                             guint         n_cards,
                             guint         side)
{
  guint winner = fl_flashpoint_trick_winner (cards, n_cards, NULL);
  int value = fl_flashpoint_combo_value (fl_flashpoint_combination (cards, n_cards));

  return fl_flashpoint_side (seats[winner]) == side ? value : -value;
}

/* The lead the policy likes among @allowed: a rank the partner holds in
 * another suit and the opponents do not, a low card when nothing matches. */
static FlCard
policy_lead (const FlFlashpointState *state,
             FlCardSet                allowed)
{
  guint seat = state->to_play;
  FlCardSet partner = state->hands[fl_flashpoint_partner (seat)];
  FlCardSet opponents = state->hands[(seat + 1) & 3] | state->hands[(seat + 3) & 3];
  FlCard best = FL_CARD_NONE;
  int best_score = G_MININT;

  for (FlCardSet cards = allowed; cards; cards &= cards - 1)
    {
      FlCard card = fl_card_set_lowest (cards);
      FlCardSet same = FL_FP_RANK_MASK (FL_FP_RANK (card)) & ~FL_CARD_SET_BIT (card);
      int score = 4 * (int) fl_card_set_count (partner & same) -
                  3 * (int) fl_card_set_count (opponents & same) -
                  (int) FL_FP_RANK (card) / 4;

      if (score > best_score)
        best = card, best_score = score;
    }

  return best;
}

/**
 * fl_flashpoint_policy_action:
 * @state: a full state (every hand known), not over
 *
 * The rule-of-thumb action the bot's playouts use. It declares nothing
 * (flashes change no points) and never invites a command.
 */
void
fl_flashpoint_policy_action (const FlFlashpointState *state,
                             FlAction                *action)
{
  guint seat = state->to_play;
  guint side = fl_flashpoint_side (seat);
  guint start = state->trick_start[state->n_tricks];
  guint n = state->n_seq - start;
  FlCardSet playable = state->hands[seat];
  FlCard trick[4];
  guint8 seats[4];
  FlCard best = FL_CARD_NONE;
  int best_score = G_MININT;

  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      /* Not reached in playouts; any sensible command will do. */
      fl_flashpoint_action_command (action, (int) fl_flashpoint_partner (seat),
                                    FL_FLASHPOINT_COMMAND_AVOID_RANK, FL_RANK_ACE);
      return;
    }

  if (n == 0)
    {
      fl_flashpoint_action_play (action, (int) seat, policy_lead (state, state->hands[seat]));
      return;
    }

  for (guint s = 0; s < 4; s++)
    if (state->trick_suits & (1u << s))
      playable &= ~FL_FP_SUIT_MASK (s);

  memcpy (trick, &state->seq_cards[start], n);
  memcpy (seats, &state->seq_seats[start], n);

  /* Passing, where the rules let the player, leaves the trick as it is.
   * Scores are in eighths, the low bits preferring low cards. */
  if (playable == 0 || state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY)
    best_score = 8 * fl_flashpoint_trick_outlook (trick, seats, n, side) - 4;

  for (; playable; playable &= playable - 1)
    {
      FlCard card = fl_card_set_lowest (playable);
      int score;

      trick[n] = card;
      seats[n] = (guint8) seat;
      score = 8 * fl_flashpoint_trick_outlook (trick, seats, n + 1, side) - (int) (FL_FP_RANK (card) - 7);
      if (score > best_score)
        best = card, best_score = score;
    }

  if (best == FL_CARD_NONE)
    fl_flashpoint_action_pass (action, (int) seat);
  else
    fl_flashpoint_action_play (action, (int) seat, best);
}

/* The sampler's playout: the policy's actions to the end of the hand. */
static guint
playout (void  *data,
         FlRng *rng,
         int    stop_at_hand)
{
  FlFlashpointState *state = data;
  /* The inner loop of every decision: the stop as one comparison, the
   * rules' apply() read once. */
  void (*apply) (void *, const FlAction *, FlEvents *) = fl_flashpoint_rules.apply;
  guint stop = stop_at_hand < 0 ? G_MAXUINT : (guint) stop_at_hand;
  guint n = 0;

  (void) rng;
  for (; state->stage != FL_FLASHPOINT_STAGE_OVER && state->hands_played < stop; n++)
    {
      FlAction action;

      fl_flashpoint_policy_action (state, &action);
      apply (state, &action, NULL);
    }
  return n;
}

/* A playout is valued by the points of each seat's side as they stand at
 * the end of the hand (a finished game keeps its last hand's points; a new
 * hand has not touched them yet), without the bonuses scores() adds at the
 * end of the game (G3). */
static void
side_points (const void *data,
             int        *out)
{
  const FlFlashpointState *state = data;

  for (guint seat = 0; seat < FL_FLASHPOINT_N_SEATS; seat++)
    out[seat] = state->points[fl_flashpoint_side (seat)];
}

/* Values every command in one sampled deal, the leader obeying it with
 * the policy's lead. */
static void
weigh_commands (const FlBotSampler *sampler,
                const void         *data,
                int                 seat,
                const FlAction     *options,
                guint               n_options,
                FlRng              *rng,
                double             *sums)
{
  const FlFlashpointState *world = data;
  FlCardSet hand = world->hands[world->to_play];

  for (guint i = 0; i < n_options; i++)
    {
      FlFlashpointState copy = *world;
      FlCardSet obeying;
      FlAction lead;

      fl_flashpoint_rules.apply (&copy, &options[i], NULL);
      obeying = hand & fl_flashpoint_command_cards (copy.command);
      fl_flashpoint_action_play (&lead, copy.to_play, policy_lead (&copy, obeying ? obeying : hand));
      sums[i] += fl_bot_sampler_roll_out (sampler, &copy, &lead, seat, rng);
    }
}

static const FlBotSampler play_sampler = {
  .rules = &fl_flashpoint_rules,
  .n_seats = FL_FLASHPOINT_N_SEATS,
  .n_worlds = PLAY_WORLDS,
  .playout = playout,
  .standing = side_points,
};

static const FlBotSampler command_sampler = {
  .rules = &fl_flashpoint_rules,
  .n_seats = FL_FLASHPOINT_N_SEATS,
  .n_worlds = COMMAND_WORLDS,
  .playout = playout,
  .standing = side_points,
  .weigh = weigh_commands,
};

/* The flashes open to the player, all of them: the bot declares every
 * flash it holds. */
static void
open_flashes (const FlAction *legal,
              guint           n_legal,
              guint          *flashes,
              guint          *fours)
{
  *flashes = 0;
  *fours = 0;
  for (guint i = 0; i < n_legal; i++)
    if (legal[i].kind != FL_ACTION_COMMAND)
      {
        *flashes |= (guint16) legal[i].values[0];
        *fours |= (guint16) legal[i].values[1];
      }
}

/* Weighs the cards (and the pass) the player may play, each with every
 * flash the player holds, over the sampled deals; about to lead, it asks
 * for a command instead when no lead stands out. */
static void
advise_play (FlFlashpointBot         *self,
             const FlFlashpointState *observation,
             FlAdvice                *advice)
{
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  guint n_legal = fl_flashpoint_rules.legal_actions (observation, legal, FL_MAX_LEGAL_ACTIONS);
  guint best, second;
  guint flashes, fours;
  gboolean may_invite = FALSE;
  guint suits = 0;
  gint64 lead;

  open_flashes (legal, n_legal, &flashes, &fours);
  for (guint i = 0; i < n_legal; i++)
    {
      if (legal[i].kind == FL_ACTION_COMMAND)
        may_invite = TRUE;
      else if ((guint16) legal[i].values[0] == flashes && (guint16) legal[i].values[1] == fours)
        fl_advice_add (advice, &legal[i], 0);
    }

  fl_bot_sampler_weigh (&play_sampler, observation, &self->rng, advice);
  if (!may_invite || advice->n_worlds == 0 || advice->n_options < 2)
    return;

  best = advice->best;
  second = best == 0 ? 1 : 0;
  for (guint i = 0; i < advice->n_options; i++)
    if (i != best && advice->values[i] > advice->values[second])
      second = i;
  /* The values average whole points over the deals: the lead over all the
   * deals, rounded, is exact. */
  lead = (gint64) ((advice->values[best] - advice->values[second]) * advice->n_worlds + 0.5);

  /* C1: when nothing stands out, ask the partner, who knows other cards.
   * A one-suit hand gains nothing from a command. The request itself is
   * not played out: it is worth what the best lead is. */
  for (guint s = 0; s < 4; s++)
    suits += (observation->hands[observation->to_play] & FL_FP_SUIT_MASK (s)) != 0;
  if (lead < (gint64) INVITE_MARGIN * advice->n_worlds && suits >= 2)
    {
      FlAction invite;

      fl_flashpoint_action_command (&invite, observation->to_play, FL_FLASHPOINT_COMMAND_INVITE, 0);
      advice->best = fl_advice_add (advice, &invite, advice->values[best]);
    }
}

static gboolean
fl_flashpoint_bot_advise (FlBot         *bot,
                          const FlRules *rules,
                          const void    *data,
                          FlAdvice      *advice)
{
  FlFlashpointBot *self = FL_FLASHPOINT_BOT (bot);
  const FlFlashpointState *observation = data;

  g_return_val_if_fail (rules == &fl_flashpoint_rules, FALSE);

  if (observation->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      /* As the leader's partner: every command. */
      fl_advice_add_legal (advice, &fl_flashpoint_rules, observation);
      fl_bot_sampler_weigh (&command_sampler, observation, &self->rng, advice);
    }
  else if (observation->stage == FL_FLASHPOINT_STAGE_PLAY)
    advise_play (self, observation, advice);
  else
    return FALSE;
  return advice->n_options > 0;
}

static void
fl_flashpoint_bot_iface_init (FlBotInterface *iface)
{
  iface->advise = fl_flashpoint_bot_advise;
}

static void
fl_flashpoint_bot_class_init (FlFlashpointBotClass *klass)
{
  (void) klass;
}

static void
fl_flashpoint_bot_init (FlFlashpointBot *self)
{
  fl_rng_init (&self->rng, 0, 3);
}

FlBot *
fl_flashpoint_bot_new (guint64 seed)
{
  FlFlashpointBot *self = g_object_new (FL_TYPE_FLASHPOINT_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x4670426f74)); /* "FpBot" */
  return FL_BOT (self);
}
