/* fl-flume-explain.c: Flume's actions and refusals in words, and the
 * helpers its other explaining files share
 *
 * Rule labels are those of seeds/flume.md (B bidding, X the second deal,
 * V the call, P play, S the points, G winning).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flume-explain-private.h"
#include "fl-i18n.h"

/* "Q♠", "10♥", "High Joker"; never asked of FL_CARD_NONE. */
char *
_fl_flume_card_label (FlCard card)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), card);
}

/* The cards of @cards, lowest first, separated by spaces: "7♣ 9♦ K♠". */
char *
_fl_flume_card_list (FlCardSet cards)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (; cards != 0; cards &= cards - 1)
    {
      g_autofree char *label = _fl_flume_card_label (fl_card_set_lowest (cards));

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
_fl_flume_player_name (int seat)
{
  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), (guint) seat + 1);
}

/* "hearts as trumps", as a move or a sentence names the trump suit. */
char *
_fl_flume_suit_as_trumps (guint suit)
{
  /* Translators: Flume's trump suit as a short phrase; %s is a suit in
   * the plural, such as “hearts”. */
  return g_strdup_printf (_("%s as trumps"), fl_suit_name ((FlSuit) (suit & 3)));
}

/* R1: the left bower in words ("the jack of diamonds"), for sentences
 * that may not name a card the viewer has not seen. */
const char *
_fl_flume_left_bower_name (guint trump)
{
  switch (fl_flume_suit_of (fl_flume_left_bower (trump)))
    {
    case FL_SUIT_CLUBS:
      /* Translators: the left bower when spades are trumps. */
      return C_("left bower", "the jack of clubs");
    case FL_SUIT_DIAMONDS:
      /* Translators: the left bower when hearts are trumps. */
      return C_("left bower", "the jack of diamonds");
    case FL_SUIT_HEARTS:
      /* Translators: the left bower when diamonds are trumps. */
      return C_("left bower", "the jack of hearts");
    default:
      /* Translators: the left bower when clubs are trumps. */
      return C_("left bower", "the jack of spades");
    }
}

/* R1: which cards the trump suit holds, as one sentence. */
char *
_fl_flume_trump_members (guint trump)
{
  /* Translators: %1$s is the trump suit in the plural (“hearts”), %2$s
   * the left bower, the other jack of the same colour (“the jack of
   * diamonds”). */
  return g_strdup_printf (_("The trump suit is %1$s, with %2$s, the left bower, and both jokers: fourteen cards, the jokers the lowest (rule R1)."),
                          fl_suit_name ((FlSuit) (trump & 3)), _fl_flume_left_bower_name (trump));
}

char *
_fl_flume_describe_action (const void     *data,
                           const FlAction *action)
{
  g_autofree char *who = _fl_flume_player_name (action->seat);

  (void) data;

  switch (action->kind)
    {
    case FL_ACTION_BID:
      /* Translators: %1$s is a player, %2$d a bid, a number of points from
       * 3 to 6. */
      return g_strdup_printf (_("%1$s bids %2$d."), who, action->values[0]);

    case FL_ACTION_PASS:
      /* Translators: %s is a player, who passes in the bidding. */
      return g_strdup_printf (_("%s passes."), who);

    case FL_ACTION_CHOOSE_SUIT:
      /* Translators: %1$s is the bidder, %2$s a suit in the plural
       * (“hearts”). */
      return g_strdup_printf (_("%1$s names %2$s as trumps."), who, fl_suit_name ((FlSuit) (action->values[0] & 3)));

    case FL_ACTION_DISCARD:
      {
        g_autofree char *cards = NULL;
        FlCardSet set = 0;

        if (action->n_cards == 0)
          /* Translators: %s is a player, who discards nothing in the
           * second deal. */
          return g_strdup_printf (_("%s keeps their hand."), who);
        for (guint i = 0; i < action->n_cards; i++)
          set |= FL_CARD_SET_BIT (action->cards[i]);
        cards = _fl_flume_card_list (set);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$s is a player, %2$u a number of
                                              * cards, %3$s the cards such as “7♣ 9♦ K♠”. */
                                             "%1$s discards %2$u card: %3$s.",
                                             "%1$s discards %2$u cards: %3$s.",
                                             action->n_cards),
                                who, (guint) action->n_cards, cards);
      }

    case FL_ACTION_CALL_CARD:
      {
        g_autofree char *card = NULL;

        if (action->n_cards == 0)
          /* Translators: %s is the bidder, who calls no partner. */
          return g_strdup_printf (_("%s plays alone."), who);
        card = _fl_flume_card_label (action->cards[0]);
        /* Translators: %1$s is the bidder, %2$s a card such as “A♥”:
         * whoever holds it is the bidder's partner. */
        return g_strdup_printf (_("%1$s calls %2$s."), who, card);
      }

    case FL_ACTION_PLAY:
      if (action->n_cards == 1)
        {
          g_autofree char *card = _fl_flume_card_label (action->cards[0]);

          /* Translators: %1$s is a player, %2$s a card such as “Q♠”. */
          return g_strdup_printf (_("%1$s plays %2$s."), who, card);
        }
      break;

    case FL_ACTION_CONTINUE:
      /* Translators: %s is a player, who gathers the cards of the hand just
       * scored and deals the next. */
      return g_strdup_printf (_("%s deals the next hand."), who);

    default:
      break;
    }

  return g_strdup (_("An action Flume does not have."));
}

/* A move as the tutor's hints name it (rules.h). */
char *
_fl_flume_name_action (const void     *data,
                       const FlAction *action)
{
  (void) data;

  switch (action->kind)
    {
    case FL_ACTION_BID:
      /* Translators: a move in Flume's bidding; %d is a number of points
       * from 3 to 6. */
      return g_strdup_printf (C_("move", "bid %d"), action->values[0]);

    case FL_ACTION_PASS:
      /* Translators: a move in the bidding, as a hint names it. */
      return g_strdup (C_("move", "a pass"));

    case FL_ACTION_CHOOSE_SUIT:
      return _fl_flume_suit_as_trumps ((guint) action->values[0]);

    case FL_ACTION_DISCARD:
      {
        g_autofree char *cards = NULL;
        FlCardSet set = 0;

        if (action->n_cards == 0)
          /* Translators: the move of discarding nothing in the second
           * deal, as a hint names it. */
          return g_strdup (C_("move", "keep your hand"));
        for (guint i = 0; i < action->n_cards; i++)
          set |= FL_CARD_SET_BIT (action->cards[i]);
        cards = _fl_flume_card_list (set);
        return g_strdup_printf (fl_npgettext ("move",
                                              /* Translators: %1$u is a number of cards, %2$s the
                                               * cards such as “7♣ 9♦ K♠”. */
                                              "discard %1$u card: %2$s",
                                              "discard %1$u cards: %2$s",
                                              action->n_cards),
                                (guint) action->n_cards, cards);
      }

    case FL_ACTION_CALL_CARD:
      {
        g_autofree char *card = NULL;

        if (action->n_cards == 0)
          /* Translators: the five-handed bidder's move of calling no
           * partner, as a hint names it. */
          return g_strdup (C_("move", "play alone"));
        card = _fl_flume_card_label (action->cards[0]);
        /* Translators: calling a card to choose a partner; %s is a card
         * such as “A♥”. */
        return g_strdup_printf (C_("move", "call %s"), card);
      }

    case FL_ACTION_PLAY:
      if (action->n_cards == 1)
        return _fl_flume_card_label (action->cards[0]);
      break;

    case FL_ACTION_CONTINUE:
      /* Translators: the name of the move that deals the next hand, as a
       * hint or a review names a move. */
      return g_strdup (C_("move", "the next hand"));

    default:
      break;
    }

  return g_strdup (_("an action Flume does not have"));
}

/* P2: why @card may not be played; @led_suit is the effective suit led. */
static char *
must_follow (const FlFlumeState *state,
             const FlIllegal    *why)
{
  guint trump = state->trump & 3;
  guint led = (guint) why->values[0] & 3;
  const char *led_name = fl_suit_name ((FlSuit) led);
  g_autofree char *card = _fl_flume_card_label (why->card);
  g_autofree char *left = _fl_flume_card_label (fl_flume_left_bower (trump));

  if (led == trump)
    {
      FlCard first = state->n_played > 0 ? state->tricks[state->trick][0] : FL_CARD_NONE;

      if (why->values[2] != 0 && first == fl_flume_left_bower (trump))
        /* Translators: %1$s is the trump suit in the plural (“hearts”),
         * %2$s the left bower (“J♦”), the card led. */
        return g_strdup_printf (_("With %1$s as trumps, %2$s is the left bower and counts as a trump, so trumps were led: you hold a trump and must follow with one (rule P2)."),
                                led_name, left);
      if (why->values[2] != 0)
        return g_strdup (_("A joker is always a trump, so a joker led is a trump lead: you hold a trump and must follow with one (rule P2)."));
      /* Translators: %1$s is the trump suit in the plural (“hearts”),
       * %2$s the left bower (“the jack of diamonds”). */
      return g_strdup_printf (_("Trumps were led, %1$s, and you hold a trump, counting %2$s, the left bower, and the jokers: you must follow with one (rule P2)."),
                              led_name, _fl_flume_left_bower_name (trump));
    }

  if (why->values[1] != 0 && why->card == fl_flume_left_bower (trump))
    /* Translators: %1$s is the trump suit in the plural, %2$s the left
     * bower (“J♦”), %3$s the suit led in the plural (“diamonds”). */
    return g_strdup_printf (_("With %1$s as trumps, %2$s is the left bower and counts as a trump, not as one of the %3$s: you hold %3$s, the suit led, and must follow with one (rule P2)."),
                            fl_suit_name ((FlSuit) trump), card, led_name);
  if (why->values[1] != 0)
    /* Translators: %s is the suit led in the plural (“diamonds”). */
    return g_strdup_printf (_("A joker is always a trump, whatever suit is named: you hold %s, the suit led, and must follow with one (rule P2)."),
                            led_name);
  if (fl_flume_effective_suit (why->card, trump) == trump)
    /* Translators: %s is the suit led in the plural (“clubs”). */
    return g_strdup_printf (_("You may not trump: you hold %s, the suit led, and must follow with one (rule P2)."),
                            led_name);
  /* Translators: %1$s is the suit led in the plural (“clubs”), %2$s the
   * card refused. */
  return g_strdup_printf (_("You hold %1$s, the suit led, and must follow with one, not %2$s (rule P2)."),
                          led_name, card);
}

char *
_fl_flume_explain_illegal (const void      *data,
                           const FlIllegal *why)
{
  const FlFlumeState *state = data;

  switch ((FlFlumeIllegalRule) why->rule)
    {
    case FL_FLUME_ILLEGAL_GAME_OVER:
      return g_strdup (_("The game is over; no more moves can be made."));

    case FL_FLUME_ILLEGAL_NOT_YOUR_TURN:
      {
        g_autofree char *who = _fl_flume_player_name (why->values[0]);

        /* Translators: %s is the player whose turn it is. */
        return g_strdup_printf (_("It is not your turn: %s is to move."), who);
      }

    case FL_FLUME_ILLEGAL_MUST_BID:
      return g_strdup (_("The bidding is on: bid from 3 to 6, above the highest bid so far, or pass (rule B1)."));

    case FL_FLUME_ILLEGAL_MUST_CHOOSE_SUIT:
      return g_strdup (_("You won the bidding, so you name trumps now: any of the four suits (rule B2)."));

    case FL_FLUME_ILLEGAL_MUST_DISCARD:
      return g_strdup (_("This is the second deal: discard the cards you do not want, or none, and the stock refills your hand to six (rule X1)."));

    case FL_FLUME_ILLEGAL_MUST_CALL:
      return g_strdup (_("The second deal is over, and as the bidder you now call a card to choose your partner, or play alone (rule V2)."));

    case FL_FLUME_ILLEGAL_MUST_PLAY:
      return g_strdup (_("The hand is being played: the only move is to play one card (rule P1)."));

    case FL_FLUME_ILLEGAL_MUST_CONTINUE:
      return g_strdup (_("The hand is over and scored; the only move now is the next dealer’s, to deal the next hand (rule D3)."));

    case FL_FLUME_ILLEGAL_BID_RANGE:
      /* Translators: %d is the bid refused. */
      return g_strdup_printf (_("A bid is a number of points from 3 to 6, not %d (rule B1)."), why->values[0]);

    case FL_FLUME_ILLEGAL_BID_TOO_LOW:
      /* Translators: %1$d is the bid refused, %2$d the highest bid so far. */
      return g_strdup_printf (_("A bid must beat the highest so far, %2$d, and %1$d does not (rule B1)."),
                              why->values[0], why->values[1]);

    case FL_FLUME_ILLEGAL_BAD_SUIT:
      return g_strdup (_("Trumps must be one of the four suits: clubs, diamonds, hearts or spades (rule B2)."));

    case FL_FLUME_ILLEGAL_NOT_IN_HAND:
      {
        g_autofree char *card = _fl_flume_card_label (why->card);

        /* Translators: %s is a card such as “Q♠”. */
        return g_strdup_printf (_("%s is not in your hand."), card);
      }

    case FL_FLUME_ILLEGAL_DISCARD_TRUMP:
      {
        g_autofree char *card = _fl_flume_card_label (why->card);

        if (why->values[1] != 0 && why->card >= FL_FLUME_JOKER_LOW)
          /* Translators: %s is a joker (“High Joker”). */
          return g_strdup_printf (_("A joker is always a trump, whatever suit is named, so %s must be kept: trumps cannot be discarded (rule X2)."),
                                  card);
        if (why->values[1] != 0)
          /* Translators: %1$s is the trump suit in the plural (“hearts”),
           * %2$s the left bower (“J♦”). */
          return g_strdup_printf (_("With %1$s as trumps, %2$s is the left bower, a trump: trumps cannot be discarded (rule X2)."),
                                  fl_suit_name ((FlSuit) (why->values[0] & 3)), card);
        /* Translators: %s is a trump such as “K♥”. */
        return g_strdup_printf (_("Trumps cannot be discarded, and %s is a trump (rule X2)."), card);
      }

    case FL_FLUME_ILLEGAL_DISCARD_TOO_MANY:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$d is the cards left in the stock,
                                            * %2$d the cards the player tried to discard. */
                                           "The stock holds only %1$d card, so you may discard at most %1$d, not %2$d (rule X3).",
                                           "The stock holds only %1$d cards, so you may discard at most %1$d, not %2$d (rule X3).",
                                           flume_plural (why->values[1])),
                              why->values[1], why->values[0]);

    case FL_FLUME_ILLEGAL_CALL_OWN_CARD:
      {
        g_autofree char *card = _fl_flume_card_label (why->card);

        /* Translators: %s is the card the bidder tried to call. */
        return g_strdup_printf (_("You cannot call a card you hold, and %s is in your hand (rule V2)."), card);
      }

    case FL_FLUME_ILLEGAL_CALL_OWN_DISCARD:
      {
        g_autofree char *card = _fl_flume_card_label (why->card);

        /* Translators: %s is the card the bidder tried to call. */
        return g_strdup_printf (_("You cannot call a card you discarded: %s is out of play, and calling it would mean playing alone in secret (rule V2)."),
                                card);
      }

    case FL_FLUME_ILLEGAL_MUST_FOLLOW:
      return must_follow (state, why);

    case FL_FLUME_ILLEGAL_MALFORMED:
    case FL_FLUME_N_ILLEGAL:
    default:
      return g_strdup (_("This move is not one Flume allows: it names no bid, suit or cards the rules know, or names a card twice."));
    }
}
