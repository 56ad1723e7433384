/* fl-flume-reasons.c: what speaks for a choice, in Flume's own terms
 *
 * The tutor's hint and warning give the computer players' choice with
 * their sampled evaluation (fl-bot.c). This file adds why, read from what
 * the deciding seat holds and has seen, as the bot's rule of thumb reads a
 * hand (fl-flume-bot-private.h): the trumps a bid or a suit gives, the sure
 * points (the ace is high, the two is low), what a discard gives up, why a
 * card is called, and whether a card takes the trick, feeds a partner's or
 * costs least. It works from the observation only: a card the seat has not
 * seen is never named, only counted as a possibility.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flume-bot-private.h"
#include "fl-flume-explain-private.h"

/* The trumps of @hand with @suit as trumps, from the highest (R1). */
static char *
trump_list (FlCardSet hand,
            guint     suit)
{
  g_autoptr(GString) text = g_string_new (NULL);
  FlCardSet trumps = hand & fl_flume_trump_cards (suit);

  for (int rank = 13; rank >= 0; rank--)
    for (FlCardSet c = trumps; c; c &= c - 1)
      {
        FlCard card = fl_card_set_lowest (c);

        if (fl_flume_trump_rank (card, suit) == (guint) rank)
          {
            g_autofree char *label = _fl_flume_card_label (card);

            if (text->len > 0)
              g_string_append_c (text, ' ');
            g_string_append (text, label);
          }
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* S1, S2: the points @hand is sure of with @suit as trumps: the ace is
 * the highest trump and the two the lowest, jokers aside, once played. */
static char *
sure_points (FlCardSet hand,
             guint     suit)
{
  gboolean ace = (hand & FL_CARD_SET_BIT (FL_FLUME_CARD (suit, FL_FLUME_INDEX_ACE))) != 0;
  gboolean two = (hand & FL_CARD_SET_BIT (FL_FLUME_CARD (suit, FL_FLUME_INDEX_TWO))) != 0;

  if (ace && two)
    return g_strdup (_("Your ace of trumps is sure to be high and your two sure to be low: two points for your side, whoever takes their tricks (rules S1 and S2)."));
  if (ace)
    return g_strdup (_("Your ace of trumps is sure to be high: a point for your side (rule S1)."));
  if (two)
    return g_strdup (_("Your two of trumps is sure to be low: a point for your side, whoever takes its trick (rule S2)."));
  return g_strdup (_("You hold neither the ace nor the two of trumps, so neither high nor low is sure (rules S1 and S2)."));
}

/* Two sentences as one reason. */
static char *
join (char *first,
      char *second)
{
  char *both;

  if (second == NULL)
    return first;
  /* Translators: two sentences of a reason, one after the other; change
   * the space if your language joins sentences otherwise. */
  both = g_strdup_printf (C_("reason", "%1$s %2$s"), first, second);
  g_free (first);
  g_free (second);
  return both;
}

/* B1: a bid from the suit the hand is strongest in, or a pass. */
static char *
bid_reason (const FlFlumeState *state,
            const FlAction     *action)
{
  FlCardSet hand = state->hands[state->to_act];
  guint suit = flume_strongest_suit (hand);
  guint n = fl_card_set_count (hand & fl_flume_trump_cards (suit));
  g_autofree char *trumps = trump_list (hand, suit);
  const char *suit_name = fl_suit_name ((FlSuit) suit);

  if (action->kind == FL_ACTION_BID)
    return join (g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: %1$s is a suit in the plural
                                                * (“spades”), %2$u a number of trumps, %3$s the
                                                * trumps such as “A♠ J♣ 7♠”. */
                                               "With %1$s as trumps you would hold %2$u trump: %3$s.",
                                               "With %1$s as trumps you would hold %2$u trumps: %3$s.",
                                               n),
                                  suit_name, n, trumps),
                 sure_points (hand, suit));

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %1$s is a suit in the plural, %2$u a
                                        * number of trumps, %3$s the trumps, %4$d the lowest
                                        * bid the player may make. */
                                       "Your strongest suit, %1$s, would give you only %2$u trump, %3$s: too little for a bid of %4$d.",
                                       "Your strongest suit, %1$s, would give you only %2$u trumps, %3$s: too little for a bid of %4$d.",
                                       n),
                          suit_name, n, trumps,
                          state->bid == 0 ? FL_FLUME_MIN_BID : (int) state->bid + 1);
}

/* B2: the trumps a suit gives. */
static char *
trump_reason (const FlFlumeState *state,
              const FlAction     *action)
{
  FlCardSet hand = state->hands[state->to_act];
  guint suit = (guint) action->values[0] & 3;
  guint n = fl_card_set_count (hand & fl_flume_trump_cards (suit));
  g_autofree char *trumps = trump_list (hand, suit);

  return join (g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$s is a suit in the plural
                                              * (“spades”), %2$u a number of trumps, %3$s the
                                              * trumps such as “A♠ J♣ 7♠”. */
                                             "Naming %1$s gives you %2$u trump: %3$s.",
                                             "Naming %1$s gives you %2$u trumps: %3$s.",
                                             n),
                                fl_suit_name ((FlSuit) suit), n, trumps),
               sure_points (hand, suit));
}

/* X1, X2: what a discard gives up, or why the hand is kept. */
static char *
discard_reason (const FlFlumeState *state,
                const FlAction     *action)
{
  FlCardSet hand = state->hands[state->to_act];
  FlCardSet plain = hand & ~state->trumps;
  FlCardSet out = 0;
  g_autofree char *cards = NULL;
  char *reason;
  guint points;

  for (guint i = 0; i < action->n_cards; i++)
    out |= FL_CARD_SET_BIT (action->cards[i]);

  if (out == 0)
    {
      if (plain == 0)
        return NULL;
      if ((plain & ~FLUME_INDEX_MASK (FL_FLUME_INDEX_ACE)) == 0)
        return g_strdup (_("Your plain cards are all aces, which take tricks in their suits: none is worth giving up (rule X1)."));
      cards = _fl_flume_card_list (plain);
      /* Translators: %s is the player's cards outside trumps. */
      return g_strdup_printf (_("Your plain cards, %s, are worth more than cards drawn blind from the stock (rule X1)."),
                              cards);
    }

  cards = _fl_flume_card_list (out);
  if (out & state->trumps)
    /* Translators: %s is the cards discarded, trumps among them, as a
     * game option allows. */
    return g_strdup_printf (_("%s go, trumps among them: the stock may give you better ones (rules X1 and X2)."), cards);
  reason = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %s is the card or cards to discard. */
                                         "%s is a plain card unlikely to take a trick: the dealer gives you a card from the stock for it, which may be a trump (rule X1).",
                                         "%s are plain cards unlikely to take tricks: the dealer gives you as many from the stock, any of which may be a trump (rule X1).",
                                         fl_card_set_count (out)),
                            cards);
  points = fl_flume_card_points (out);
  if (points == 0)
    return reason;
  return join (reason,
               g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %u is the card points of the cards
                                              * discarded. */
                                             "Out of play, their %u card point counts for nobody’s game (rule X4).",
                                             "Out of play, their %u card points count for nobody’s game (rule X4).",
                                             points),
                                points));
}

/* V2, V3: why a card is called, or why the bidder plays alone. */
static char *
call_reason (const FlFlumeState *state,
             const FlAction     *action)
{
  FlCardSet hand = state->hands[state->to_act];
  FlCard called;
  g_autofree char *card = NULL;

  if (action->n_cards == 0)
    {
      guint n = fl_card_set_count (hand & state->trumps);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u is the number of trumps the bidder
                                            * holds. */
                                           "Alone you take points only with your own tricks, but no other player scores what you make: with %u trump you may make your bid without help (rule V5).",
                                           "Alone you take points only with your own tricks, but no other player scores what you make: with %u trumps you may make your bid without help (rule V5).",
                                           n),
                              n);
    }

  called = action->cards[0];
  card = _fl_flume_card_label (called);
  if (state->trumps & FL_CARD_SET_BIT (called))
    {
      guint rank = fl_flume_trump_rank (called, state->trump);

      for (FlCardSet c = flume_callable (state) & state->trumps; c; c &= c - 1)
        if (fl_flume_trump_rank (fl_card_set_lowest (c), state->trump) > rank)
          /* Translators: %s is the called card, a trump. */
          return g_strdup_printf (_("%s is a trump you do not hold: whoever holds it plays with you and can take a trick with it (rule V3)."),
                                  card);
      /* Translators: %s is the called card. */
      return g_strdup_printf (_("%s is the highest trump you do not hold: whoever holds it plays with you and can take a trick with it (rule V3)."),
                              card);
    }
  if (fl_flume_index_of (called) == FL_FLUME_INDEX_ACE)
    /* Translators: %s is the called card, a plain ace. */
    return g_strdup_printf (_("%s is an ace you do not hold: it takes a trick in its suit unless it is trumped, and its 4 card points count towards game; whoever holds it plays with you (rules V3 and S6)."),
                            card);
  /* Translators: %s is the called card. */
  return g_strdup_printf (_("Whoever holds %s plays with you, unknown to the others until it is played (rule V3)."), card);
}

/* Whether a card the seat has not seen could stand above @standing in
 * the current trick led with @led, held by a player still to play. */
static gboolean
may_be_beaten (const FlFlumeState *state,
               guint               standing,
               FlCardSet           led)
{
  guint seat = state->to_act;
  FlCardSet unseen = FL_FLUME_ALL_CARDS & ~state->hands[seat] & ~state->discards[seat];

  if (state->n_played + 1 >= state->n_players)
    return FALSE;
  for (guint s = 0; s < state->n_players; s++)
    unseen &= ~state->played[s];
  for (FlCardSet c = unseen; c; c &= c - 1)
    if (flume_power (state, fl_card_set_lowest (c), led) > standing)
      return TRUE;
  return FALSE;
}

/* P4, S1-S6: a card's part in the trick, as the bot's rule of thumb
 * weighs it: taking it, feeding a partner's, or giving away least. */
static char *
play_reason (const FlFlumeState *state,
             const FlAction     *action)
{
  FlCard card = action->cards[0];
  const guint8 *trick = state->tricks[state->trick];
  FlCardSet led = flume_led_by (state, state->n_played == 0 ? card : (FlCard) trick[0]);
  guint standing = flume_power (state, card, led);
  guint best = 0, best_power = 0;
  g_autofree char *label = _fl_flume_card_label (card);
  gboolean cheapest = flume_cheapest (state, flume_playable (state)) == card;
  guint points = fl_flume_card_points (FL_CARD_SET_BIT (card));
  gboolean point_card = (flume_point_cards (state->trump) & FL_CARD_SET_BIT (card)) != 0;

  for (guint i = 0; i < state->n_played; i++)
    if (flume_power (state, trick[i], led) > best_power)
      best = i, best_power = flume_power (state, trick[i], led);

  if (state->n_played == 0 || standing > best_power)
    {
      if (state->n_played + 1 == state->n_players)
        /* Translators: %s is a card. */
        return g_strdup_printf (_("%s takes the trick: you play last to it (rule P4)."), label);
      if (!may_be_beaten (state, standing, led))
        /* Translators: %s is a card. */
        return g_strdup_printf (_("%s takes the trick: no card you have not seen can beat it (rule P4)."), label);
      if (state->n_played == 0 && cheapest)
        /* Translators: %s is the card led. */
        return g_strdup_printf (_("None of your cards is sure to take this trick, so you lead %s, the one that costs least to lose."),
                                label);
      /* Translators: %s is a card. */
      return g_strdup_printf (_("%s takes the trick for now, but a card you have not seen could still beat it (rule P4)."), label);
    }

  if (_fl_flume_known_ally (state, (int) state->to_act, (int) flume_trick_seat (state, state->trick, best)) &&
      !may_be_beaten (state, best_power, led))
    {
      g_autofree char *winning = _fl_flume_card_label (trick[best]);

      if (point_card)
        /* Translators: %1$s is the partner's winning card, %2$s a bower or
         * a joker. */
        return g_strdup_printf (_("Your side’s %1$s takes this trick, as no card you have not seen can beat it: %2$s gives its point to your side (rules S3 to S5)."),
                                winning, label);
      if (points > 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$s is the partner's winning card,
                                              * %2$s a card, %3$u its card points. */
                                             "Your side’s %1$s takes this trick, as no card you have not seen can beat it: %2$s adds %3$u card point towards game (rule S6).",
                                             "Your side’s %1$s takes this trick, as no card you have not seen can beat it: %2$s adds %3$u card points towards game (rule S6).",
                                             points),
                                winning, label, points);
      /* Translators: %1$s is the partner's winning card, %2$s a card. */
      return g_strdup_printf (_("Your side’s %1$s takes this trick, as no card you have not seen can beat it, and %2$s costs you least."),
                              winning, label);
    }

  if (point_card)
    /* Translators: %s is a bower or a joker. */
    return g_strdup_printf (_("%s cannot take this trick, and its point goes to the side that does (rules S3 to S5)."), label);
  if (cheapest)
    /* Translators: %s is a card. */
    return g_strdup_printf (_("%s cannot take this trick, and it is the card you may play that costs least to lose."), label);
  /* Translators: %s is a card. */
  return g_strdup_printf (_("%s cannot take this trick."), label);
}

/**
 * _fl_flume_explain_choice:
 * @observation: the deciding seat's observation
 * @action: one of its legal actions
 *
 * The rules' explain_choice() (fl-rules.h): what speaks for @action in
 * Flume's terms, from what the deciding seat holds and has seen.
 *
 * Returns: (transfer full) (nullable): the reason, or %NULL
 */
char *
_fl_flume_explain_choice (const void     *observation,
                          const FlAction *action)
{
  const FlFlumeState *state = observation;

  g_return_val_if_fail (state != NULL && action != NULL, NULL);

  switch (action->kind)
    {
    case FL_ACTION_BID:
    case FL_ACTION_PASS:
      return state->phase == FL_FLUME_PHASE_BID ? bid_reason (state, action) : NULL;
    case FL_ACTION_CHOOSE_SUIT:
      return trump_reason (state, action);
    case FL_ACTION_DISCARD:
      return discard_reason (state, action);
    case FL_ACTION_CALL_CARD:
      return call_reason (state, action);
    case FL_ACTION_PLAY:
      return action->n_cards == 1 ? play_reason (state, action) : NULL;
    default:
      return NULL;
    }
}
