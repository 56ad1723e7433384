/* fl-flume-legal.c: Flume's legal actions and why an action is refused
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <string.h>

#include "fl-flume-rules-private.h"

static void
action_with_cards (FlAction     *action,
                   FlActionKind  kind,
                   int           seat,
                   FlCardSet     cards)
{
  fl_action_init (action, kind, seat);
  for (; cards; cards &= cards - 1)
    action->cards[action->n_cards++] = fl_card_set_lowest (cards);
}

static void
action_with_value (FlAction     *action,
                   FlActionKind  kind,
                   int           seat,
                   int           value)
{
  fl_action_init (action, kind, seat);
  action->values[0] = (gint16) value;
}

/* Every decision offers at most 64 discards (the subsets of six cards), 41
 * calls (40 cards or alone), five bids or six cards. */
static guint
list_legal_actions (const void *data,
                    FlAction   *out)
{
  const FlFlumeState *state = data;
  int seat = state->to_act;
  guint n = 0;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      fl_action_init (&out[n++], FL_ACTION_PASS, seat);
      for (guint bid = MAX (FL_FLUME_MIN_BID, state->bid + 1u); bid <= FL_FLUME_MAX_BID; bid++)
        action_with_value (&out[n++], FL_ACTION_BID, seat, bid);
      break;
    case FL_FLUME_PHASE_TRUMP:
      for (guint suit = 0; suit < FL_N_SUITS; suit++)
        action_with_value (&out[n++], FL_ACTION_CHOOSE_SUIT, seat, suit);
      break;
    case FL_FLUME_PHASE_DISCARD:
      {
        FlCardSet can = flume_discardable (state);
        guint count = fl_card_set_count (can);
        guint limit = flume_discard_limit (state);

        for (guint mask = 0; mask < (1u << count); mask++)
          if ((guint) fl_card_set_count (mask) <= limit)
            action_with_cards (&out[n++], FL_ACTION_DISCARD, seat, flume_subset (can, mask));
      }
      break;
    case FL_FLUME_PHASE_CALL:
      for (FlCardSet can = flume_callable (state); can; can &= can - 1)
        action_with_cards (&out[n++], FL_ACTION_CALL_CARD, seat, can & -can);
      fl_action_init (&out[n++], FL_ACTION_CALL_CARD, seat);
      break;
    case FL_FLUME_PHASE_PLAY:
      for (FlCardSet can = flume_playable (state); can; can &= can - 1)
        action_with_cards (&out[n++], FL_ACTION_PLAY, seat, can & -can);
      break;
    case FL_FLUME_PHASE_HAND_OVER:
      fl_action_init (&out[n++], FL_ACTION_CONTINUE, seat);
      break;
    case FL_FLUME_PHASE_OVER:
    default:
      break;
    }

  return n;
}

guint
_fl_flume_legal_actions (const void *data,
                         FlAction   *out,
                         guint       capacity)
{
  return fl_rules_list_bounded (data, out, capacity, list_legal_actions);
}

/* The cards some legal action names: those of the deciding seat's hand it
 * may discard or play, or the cards the bidder may call (V2), which are
 * none of theirs. */
void
_fl_flume_action_cards (const void *data,
                        FlCards    *out)
{
  const FlFlumeState *state = data;
  FlCardSet cards = 0;

  if (state->phase == FL_FLUME_PHASE_DISCARD && flume_discard_limit (state) > 0)
    cards = flume_discardable (state);
  else if (state->phase == FL_FLUME_PHASE_CALL)
    cards = flume_callable (state);
  else if (state->phase == FL_FLUME_PHASE_PLAY)
    cards = flume_playable (state);
  *out = fl_cards_from_set (cards);
}

/* The same draws as flume_random_playout() in fl-flume-rules.c. */
void
_fl_flume_random_action (const void *data,
                         FlRng      *rng,
                         FlAction   *out)
{
  const FlFlumeState *state = data;
  int seat = state->to_act;

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      {
        guint pick = fl_rng_below (rng, flume_n_bids (state) + 1);

        if (pick == 0)
          fl_action_init (out, FL_ACTION_PASS, seat);
        else
          action_with_value (out, FL_ACTION_BID, seat, MAX (FL_FLUME_MIN_BID, state->bid + 1u) + pick - 1);
      }
      break;
    case FL_FLUME_PHASE_TRUMP:
      action_with_value (out, FL_ACTION_CHOOSE_SUIT, seat, fl_rng_below (rng, FL_N_SUITS));
      break;
    case FL_FLUME_PHASE_DISCARD:
      action_with_cards (out, FL_ACTION_DISCARD, seat, flume_random_discard (state, rng));
      break;
    case FL_FLUME_PHASE_CALL:
      {
        FlCardSet can = flume_callable (state);
        guint count = fl_card_set_count (can);
        guint pick = fl_rng_below (rng, count + 1);

        action_with_cards (out, FL_ACTION_CALL_CARD, seat,
                           pick == count ? 0 : FL_CARD_SET_BIT (fl_card_set_nth (can, pick)));
      }
      break;
    case FL_FLUME_PHASE_PLAY:
      {
        FlCardSet can = flume_playable (state);

        action_with_cards (out, FL_ACTION_PLAY, seat,
                           FL_CARD_SET_BIT (fl_card_set_nth (can, fl_rng_below (rng, fl_card_set_count (can)))));
      }
      break;
    case FL_FLUME_PHASE_HAND_OVER:
      fl_action_init (out, FL_ACTION_CONTINUE, seat);
      break;
    case FL_FLUME_PHASE_OVER:
    default:
      fl_action_init (out, FL_ACTION_NONE, -1);
      break;
    }
}

/* R1: a trump that is not of the trump suit by its face. */
static inline int
is_odd_trump (const FlFlumeState *state,
              FlCard              card)
{
  return (state->trumps & FL_CARD_SET_BIT (card)) && fl_flume_suit_of (card) != state->trump;
}

static gboolean
values_zero (const FlAction *action,
             guint           from)
{
  for (guint i = from; i < FL_ACTION_MAX_VALUES; i++)
    if (action->values[i] != 0)
      return FALSE;
  return TRUE;
}

static gboolean
check_bid (const FlFlumeState *state,
           const FlAction     *action,
           FlIllegal          *why)
{
  int bid = action->values[0];

  if (action->kind != FL_ACTION_BID && action->kind != FL_ACTION_PASS)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_BID, FL_CARD_NONE, 0, 0);
  if (action->n_cards != 0 || !values_zero (action, action->kind == FL_ACTION_BID ? 1 : 0))
    return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
  if (action->kind == FL_ACTION_PASS)
    return TRUE;

  /* B1: 3 to 6, above the highest bid so far. */
  if (bid < FL_FLUME_MIN_BID || bid > FL_FLUME_MAX_BID)
    return fl_refuse (why, FL_FLUME_ILLEGAL_BID_RANGE, FL_CARD_NONE, bid, 0);
  if (bid <= state->bid)
    return fl_refuse (why, FL_FLUME_ILLEGAL_BID_TOO_LOW, FL_CARD_NONE, bid, state->bid);
  return TRUE;
}

static gboolean
check_discard (const FlFlumeState *state,
               const FlAction     *action,
               FlIllegal          *why)
{
  guint seat = state->to_act;
  FlCardSet cards = 0;

  if (action->kind != FL_ACTION_DISCARD)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_DISCARD, FL_CARD_NONE, 0, 0);
  if (!values_zero (action, 0) || action->n_cards > FL_ACTION_MAX_CARDS)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
  for (guint i = 0; i < action->n_cards; i++)
    {
      FlCard card = action->cards[i];

      if (card >= FL_FLUME_N_CARDS || (cards & FL_CARD_SET_BIT (card)))
        return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      cards |= FL_CARD_SET_BIT (card);
    }

  for (guint i = 0; i < action->n_cards; i++)
    {
      FlCard card = action->cards[i];

      if (!(state->hands[seat] & FL_CARD_SET_BIT (card)))
        return fl_refuse (why, FL_FLUME_ILLEGAL_NOT_IN_HAND, card, seat, 0);
      /* X2: trumps are kept, unless the option allows any discard. */
      if (state->discards_option == FL_FLUME_DISCARDS_NON_TRUMPS && (state->trumps & FL_CARD_SET_BIT (card)))
        return fl_refuse (why, FL_FLUME_ILLEGAL_DISCARD_TRUMP, card, state->trump, is_odd_trump (state, card));
    }

  /* X3: no more than the stock can give back. */
  if (action->n_cards > state->n_stock)
    return fl_refuse (why, FL_FLUME_ILLEGAL_DISCARD_TOO_MANY, FL_CARD_NONE, action->n_cards, state->n_stock);
  return TRUE;
}

static gboolean
check_call (const FlFlumeState *state,
            const FlAction     *action,
            FlIllegal          *why)
{
  FlCard card = action->cards[0];

  if (action->kind != FL_ACTION_CALL_CARD)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_CALL, FL_CARD_NONE, 0, 0);
  if (!values_zero (action, 0) || action->n_cards > 1 || (action->n_cards == 1 && card >= FL_FLUME_N_CARDS))
    return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
  if (action->n_cards == 0)
    return TRUE;

  /* V2: any card but the bidder's own, nor one the bidder discarded. */
  if (state->hands[state->bidder] & FL_CARD_SET_BIT (card))
    return fl_refuse (why, FL_FLUME_ILLEGAL_CALL_OWN_CARD, card, 0, 0);
  if (state->discards[state->bidder] & FL_CARD_SET_BIT (card))
    return fl_refuse (why, FL_FLUME_ILLEGAL_CALL_OWN_DISCARD, card, 0, 0);
  return TRUE;
}

static gboolean
check_play (const FlFlumeState *state,
            const FlAction     *action,
            FlIllegal          *why)
{
  FlCard card = action->cards[0];
  FlCard led;

  if (action->kind != FL_ACTION_PLAY)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_PLAY, FL_CARD_NONE, 0, 0);
  if (!values_zero (action, 0) || action->n_cards != 1 || card >= FL_FLUME_N_CARDS)
    return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
  if (!(state->hands[state->to_act] & FL_CARD_SET_BIT (card)))
    return fl_refuse (why, FL_FLUME_ILLEGAL_NOT_IN_HAND, card, state->to_act, 0);
  if (flume_playable (state) & FL_CARD_SET_BIT (card))
    return TRUE;

  /* P2: the suit led as R1 makes it. */
  led = state->tricks[state->trick][0];
  fl_refuse (why, FL_FLUME_ILLEGAL_MUST_FOLLOW, card, fl_flume_effective_suit (led, state->trump),
             is_odd_trump (state, card));
  if (why != NULL)
    why->values[2] = is_odd_trump (state, led);
  return FALSE;
}

gboolean
_fl_flume_check_action (const void     *data,
                        const FlAction *action,
                        FlIllegal      *why)
{
  const FlFlumeState *state = data;

  if (state->phase == FL_FLUME_PHASE_OVER)
    return fl_refuse (why, FL_FLUME_ILLEGAL_GAME_OVER, FL_CARD_NONE, 0, 0);
  if (action->seat != state->to_act)
    return fl_refuse (why, FL_FLUME_ILLEGAL_NOT_YOUR_TURN, FL_CARD_NONE, state->to_act, 0);

  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      return check_bid (state, action, why);
    case FL_FLUME_PHASE_TRUMP:
      if (action->kind != FL_ACTION_CHOOSE_SUIT)
        return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_CHOOSE_SUIT, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || !values_zero (action, 1))
        return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      /* B2: any of the four suits. */
      if (action->values[0] < 0 || action->values[0] >= FL_N_SUITS)
        return fl_refuse (why, FL_FLUME_ILLEGAL_BAD_SUIT, FL_CARD_NONE, action->values[0], 0);
      return TRUE;
    case FL_FLUME_PHASE_DISCARD:
      return check_discard (state, action, why);
    case FL_FLUME_PHASE_CALL:
      return check_call (state, action, why);
    case FL_FLUME_PHASE_PLAY:
      return check_play (state, action, why);
    case FL_FLUME_PHASE_HAND_OVER:
    default:
      if (action->kind != FL_ACTION_CONTINUE)
        return fl_refuse (why, FL_FLUME_ILLEGAL_MUST_CONTINUE, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || !values_zero (action, 0))
        return fl_refuse (why, FL_FLUME_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      return TRUE;
    }
}
