/* fl-flume-bot-private.h: the bot's rule of thumb, shared with its reasons
 *
 * How the bot values cards and hands (fl-flume-bot.c), and the reasons the
 * tutor gives for a choice (fl-flume-reasons.c), which must read a hand as
 * the bot does. All of it works on an observation as well as on a full
 * state: it reads only the deciding seat's hand and the cards played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-flume-rules-private.h"

G_BEGIN_DECLS

/* S3-S5: the cards worth a point to the side taking them. */
static inline FlCardSet
flume_point_cards (guint trump)
{
  return FL_CARD_SET_BIT (fl_flume_right_bower (trump)) | FL_CARD_SET_BIT (fl_flume_left_bower (trump)) |
         FL_FLUME_JOKERS;
}

/* What @card brings the side that takes it, in card points, a point card
 * (a bower, a joker) counting as a ten. */
static inline int
flume_card_value (FlCard card,
                  guint  trump)
{
  FlCardSet bit = FL_CARD_SET_BIT (card);

  return (int) fl_flume_card_points (bit) + ((flume_point_cards (trump) & bit) ? 10 : 0);
}

/* P4: how strongly @card stands in a trick whose led cards are @led. */
static inline guint
flume_power (const FlFlumeState *state,
             FlCard              card,
             FlCardSet           led)
{
  FlCardSet bit = FL_CARD_SET_BIT (card);

  if (state->trumps & bit)
    return 32 + fl_flume_trump_rank (card, state->trump);
  if (led & bit)
    return 16 + fl_flume_index_of (card);
  return 0;
}

/* P2: the cards of an effective suit led by @card. */
static inline FlCardSet
flume_led_by (const FlFlumeState *state,
              FlCard              card)
{
  return fl_flume_suit_cards (state->trump, fl_flume_effective_suit (card, state->trump));
}

/* P2, P3: what @seat may play to a trick led with @led (a full state). */
static inline FlCardSet
flume_may_play (const FlFlumeState *state,
                guint               seat,
                FlCardSet           led)
{
  FlCardSet hand = state->hands[seat];

  return (hand & led) ? hand & led : hand;
}

/* What giving @card away costs: its value to the taker, trumps kept
 * (they win later), low cards first. */
static inline int
flume_dump_cost (const FlFlumeState *state,
                 FlCard              card)
{
  FlCardSet bit = FL_CARD_SET_BIT (card);
  int cost = 4 * flume_card_value (card, state->trump);

  if (state->trumps & bit)
    return cost + 16 + (int) fl_flume_trump_rank (card, state->trump);
  return cost + (int) fl_flume_index_of (card);
}

static inline FlCard
flume_cheapest (const FlFlumeState *state,
                FlCardSet           cards)
{
  FlCard best = FL_CARD_NONE;
  int best_cost = G_MAXINT;

  for (; cards; cards &= cards - 1)
    {
      FlCard card = fl_card_set_lowest (cards);
      int cost = flume_dump_cost (state, card);

      if (cost < best_cost)
        best = card, best_cost = cost;
    }
  return best;
}

/* How strong @hand is with @suit as trumps, in rough points. */
static inline int
flume_trump_strength (FlCardSet hand,
                      guint     suit)
{
  int strength = 0;

  for (FlCardSet c = hand & fl_flume_trump_cards (suit); c; c &= c - 1)
    {
      guint rank = fl_flume_trump_rank (fl_card_set_lowest (c), suit);

      strength += rank >= 11 ? 3 : rank >= 9 ? 2 : 1;
    }
  return strength;
}

static inline guint
flume_strongest_suit (FlCardSet hand)
{
  guint suit = 0;

  for (guint s = 1; s < FL_N_SUITS; s++)
    if (flume_trump_strength (hand, s) > flume_trump_strength (hand, suit))
      suit = s;
  return suit;
}

G_END_DECLS
