/* fl-flume-events.c: Flume's events in words
 *
 * Each sentence is made from the event as its viewer was told it
 * (fl_rules_see_event()): a card the viewer may not see is FL_CARD_NONE
 * there, and then only the count is said. Past tense, in the catalogue's
 * context "event".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flume-explain-private.h"
#include "fl-i18n.h"

const char *
_fl_flume_event_name (guint kind)
{
  static const char *const names[] = {
    [FL_FLUME_EVENT_DEAL] = "deal",
    [FL_FLUME_EVENT_BID] = "bid",
    [FL_FLUME_EVENT_PASS] = "pass",
    [FL_FLUME_EVENT_THROWN_IN] = "thrown-in",
    [FL_FLUME_EVENT_TRUMP] = "trump",
    [FL_FLUME_EVENT_DISCARD] = "discard",
    [FL_FLUME_EVENT_REFILL] = "refill",
    [FL_FLUME_EVENT_CALL] = "call",
    [FL_FLUME_EVENT_PLAY] = "play",
    [FL_FLUME_EVENT_PARTNER] = "partner",
    [FL_FLUME_EVENT_TRICK] = "trick",
    [FL_FLUME_EVENT_CALLED_OUT] = "called-out",
    [FL_FLUME_EVENT_POINT] = "point",
    [FL_FLUME_EVENT_HAND_SCORE] = "hand-score",
    [FL_FLUME_EVENT_GAME_OVER] = "game-over",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

/* Whether the viewer may see every card of @event. */
static gboolean
cards_seen (const FlEvent *event)
{
  for (guint i = 0; i < event->n_cards; i++)
    if (event->cards[i] == FL_CARD_NONE)
      return FALSE;
  return TRUE;
}

static FlCardSet
event_card_set (const FlEvent *event)
{
  FlCardSet set = 0;

  for (guint i = 0; i < event->n_cards; i++)
    set |= FL_CARD_SET_BIT (event->cards[i]);
  return set;
}

/* "Player 3", "Players 1 and 3", "Players 2, 4 and 5": the seats of
 * @mask, a bit each. */
static char *
players_list (guint mask)
{
  guint seats[FL_FLUME_MAX_PLAYERS];
  guint n = 0;

  for (guint s = 0; s < FL_FLUME_MAX_PLAYERS; s++)
    if (mask & (1u << s))
      seats[n++] = s + 1;

  switch (n)
    {
    case 0:
      return g_strdup ("");
    case 1:
      return _fl_flume_player_name ((int) seats[0] - 1);
    case 2:
      /* Translators: two players, numbered from 1, as the subject of a
       * sentence: “Players 1 and 3 won”. */
      return g_strdup_printf (C_("side", "Players %1$u and %2$u"), seats[0], seats[1]);
    case 3:
      return g_strdup_printf (C_("side", "Players %1$u, %2$u and %3$u"), seats[0], seats[1], seats[2]);
    default:
      return g_strdup_printf (C_("side", "Players %1$u, %2$u, %3$u and %4$u"), seats[0], seats[1], seats[2], seats[3]);
    }
}

static char *
describe_discard (const FlEvent *event,
                  gboolean       you,
                  const char    *who)
{
  guint n = (guint) event->values[0];
  g_autofree char *cards = NULL;

  if (n == 0)
    {
      if (you)
        return g_strdup (C_("event", "You kept your hand, discarding nothing (rule X1)."));
      /* Translators: %s is a player. */
      return g_strdup_printf (C_("event", "%s kept their hand, discarding nothing (rule X1)."), who);
    }

  if (!cards_seen (event) || event->n_cards != n)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is a player, %2$u how many cards they
                                           * discarded face down; the cards themselves stay secret. */
                                          "%1$s discarded %2$u card face down (rule X1).",
                                          "%1$s discarded %2$u cards face down (rule X1).",
                                          n),
                            who, n);

  cards = _fl_flume_card_list (event_card_set (event));
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the player; %1$u is a number of
                                           * cards, %2$s the cards such as “7♣ 9♦ K♠”. */
                                          "You discarded %1$u card: %2$s (rule X1).",
                                          "You discarded %1$u cards: %2$s (rule X1).",
                                          n),
                            n, cards);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a player, %2$u a number of cards,
                                         * %3$s the cards such as “7♣ 9♦ K♠”. */
                                        "%1$s discarded %2$u card: %3$s (rule X1).",
                                        "%1$s discarded %2$u cards: %3$s (rule X1).",
                                        n),
                          who, n, cards);
}

static char *
describe_refill (const FlEvent *event,
                 gboolean       you,
                 const char    *who)
{
  guint n = (guint) event->values[0];
  int left = event->values[1];
  g_autofree char *cards = NULL;

  if (n == 0)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %d is the number of cards left in the
                                           * stock. */
                                          "No card was dealt from the stock; %d card remains there.",
                                          "No card was dealt from the stock; %d cards remain there.",
                                          flume_plural (left)),
                            left);

  if (!cards_seen (event) || event->n_cards != n)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is a player, %2$u how many cards they
                                           * received face down, %3$d the cards left in the stock. */
                                          "%1$s was dealt %2$u card from the stock, leaving %3$d there (rule X1).",
                                          "%1$s was dealt %2$u cards from the stock, leaving %3$d there (rule X1).",
                                          n),
                            who, n, left);

  cards = _fl_flume_card_list (event_card_set (event));
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the player; %1$u is a number of
                                           * cards, %2$s the cards, %3$d the cards left in the
                                           * stock. */
                                          "You were dealt %1$u card from the stock: %2$s, leaving %3$d there (rule X1).",
                                          "You were dealt %1$u cards from the stock: %2$s, leaving %3$d there (rule X1).",
                                          n),
                            n, cards, left);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a player, %2$u a number of cards,
                                         * %3$s the cards, %4$d the cards left in the stock. */
                                        "%1$s was dealt %2$u card from the stock: %3$s, leaving %4$d there (rule X1).",
                                        "%1$s was dealt %2$u cards from the stock: %3$s, leaving %4$d there (rule X1).",
                                        n),
                          who, n, cards, left);
}

static char *
describe_trick (const FlEvent *event,
                gboolean       you,
                const char    *who)
{
  FlFlumeTrickReason reason;
  guint position = fl_flume_trick_winner (event->cards, event->n_cards, (guint) event->values[2] & 3, &reason);
  g_autofree char *card = _fl_flume_card_label (event->cards[position]);
  guint number = (guint) event->values[1];

  if (event->reason == FL_FLUME_TRICK_HIGHEST_TRUMP)
    {
      if (you)
        /* Translators: said to the winner; %1$u is the trick's number in
         * the hand, %2$s the winning card. */
        return g_strdup_printf (C_("event", "You won trick %1$u with %2$s, the highest trump in it (rule P4)."),
                                number, card);
      /* Translators: %1$s is a player, %2$u the trick's number in the
       * hand, %3$s the winning card. */
      return g_strdup_printf (C_("event", "%1$s won trick %2$u with %3$s, the highest trump in it (rule P4)."),
                              who, number, card);
    }
  if (you)
    return g_strdup_printf (C_("event", "You won trick %1$u with %2$s, the highest card of the suit led, as nobody trumped (rule P4)."),
                            number, card);
  return g_strdup_printf (C_("event", "%1$s won trick %2$u with %3$s, the highest card of the suit led, as nobody trumped (rule P4)."),
                          who, number, card);
}

/* S2: low played into a trick another player took, which does not take
 * it: told by whether the low trump is the two and who the viewer is. */
static char *
describe_low_in_trick (const FlEvent *event,
                       int            viewer,
                       gboolean       you,
                       gboolean       ally,
                       const char    *who,
                       const char    *card,
                       gboolean       two)
{
  int taker = event->values[1];
  g_autofree char *taker_name = _fl_flume_player_name (taker);

  if (two && you)
    /* Translators: said to the player who played low; %1$s is the two of
     * trumps, %2$s the player who took the trick. */
    return g_strdup_printf (C_("event", "You played %1$s, the two of trumps, into the trick %2$s took: low is still yours, one point to your side (rule S2)."),
                            card, taker_name);
  if (two && ally && viewer == taker)
    /* Translators: said to the partner of the player who played low, who
     * took the trick; %1$s is that player, %2$s the two of trumps. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps, into the trick you took: low is still theirs, one point to your side (rule S2)."),
                            who, card);
  if (two && ally)
    /* Translators: said to the partner of the player who played low;
     * %1$s is that player, %2$s the two of trumps, %3$s the player who
     * took the trick. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps, into the trick %3$s took: low is still %1$s’s, one point to your side (rule S2)."),
                            who, card, taker_name);
  if (two && viewer >= 0 && viewer == taker)
    /* Translators: said to the player who took the trick; %1$s is the
     * player who played low, %2$s the two of trumps. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps, into the trick you took: low is still theirs, one point to their side (rule S2)."),
                            who, card);
  if (two)
    /* Translators: %1$s is the player who played low, %2$s the two of
     * trumps, %3$s the player who took the trick. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps, into the trick %3$s took: low is still %1$s’s, one point to their side (rule S2)."),
                            who, card, taker_name);
  if (you)
    /* Translators: said to the player who played low; %1$s is a trump,
     * %2$s the player who took the trick. */
    return g_strdup_printf (C_("event", "You played %1$s, the lowest trump in play after the jokers, the two being out of play, into the trick %2$s took: low is still yours, one point to your side (rule S2)."),
                            card, taker_name);
  if (ally && viewer == taker)
    /* Translators: said to the partner of the player who played low, who
     * took the trick; %1$s is that player, %2$s a trump. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play, into the trick you took: low is still theirs, one point to your side (rule S2)."),
                            who, card);
  if (ally)
    /* Translators: said to the partner of the player who played low;
     * %1$s is that player, %2$s a trump, %3$s the player who took the
     * trick. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play, into the trick %3$s took: low is still %1$s’s, one point to your side (rule S2)."),
                            who, card, taker_name);
  if (viewer >= 0 && viewer == taker)
    /* Translators: said to the player who took the trick; %1$s is the
     * player who played low, %2$s a trump. */
    return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play, into the trick you took: low is still theirs, one point to their side (rule S2)."),
                            who, card);
  /* Translators: %1$s is the player who played low, %2$s a trump, %3$s
   * the player who took the trick. */
  return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play, into the trick %3$s took: low is still %1$s’s, one point to their side (rule S2)."),
                          who, card, taker_name);
}

/* S1-S7: one point, to whom and why. */
static char *
describe_point (const FlEvent *event,
                int            viewer,
                gboolean       you,
                const char    *who)
{
  g_autofree char *card = NULL;
  FlCard scored = event->n_cards > 0 ? event->cards[0] : FL_CARD_NONE;
  /* The viewer's partner scored: every side is known by now (values[3]). */
  gboolean ally = !you && viewer >= 0 && (event->values[3] & (1 << viewer)) != 0;

  if (scored != FL_CARD_NONE)
    card = _fl_flume_card_label (scored);

  switch (event->reason)
    {
    case FL_FLUME_POINT_HIGH:
      if (scored < FL_FLUME_JOKER_LOW && fl_flume_index_of (scored) == FL_FLUME_INDEX_ACE)
        {
          if (you)
            /* Translators: said to the player; %s is the ace of trumps. */
            return g_strdup_printf (C_("event", "You played %s, the highest trump: high, one point to your side (rule S1)."), card);
          if (ally)
            /* Translators: said to the player's partner; %1$s is a player,
             * %2$s the ace of trumps. */
            return g_strdup_printf (C_("event", "%1$s played %2$s, the highest trump: high, one point to your side (rule S1)."),
                                    who, card);
          /* Translators: %1$s is a player, %2$s the ace of trumps. */
          return g_strdup_printf (C_("event", "%1$s played %2$s, the highest trump: high, one point to their side (rule S1)."),
                                  who, card);
        }
      if (you)
        /* Translators: said to the player; %s is a trump. */
        return g_strdup_printf (C_("event", "You played %s, the highest trump in play, every higher one being out of play: high, one point to your side (rule S1)."),
                                card);
      if (ally)
        /* Translators: said to the player's partner; %1$s is a player,
         * %2$s a trump. */
        return g_strdup_printf (C_("event", "%1$s played %2$s, the highest trump in play, every higher one being out of play: high, one point to your side (rule S1)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s a trump. */
      return g_strdup_printf (C_("event", "%1$s played %2$s, the highest trump in play, every higher one being out of play: high, one point to their side (rule S1)."),
                              who, card);

    case FL_FLUME_POINT_LOW:
      if (event->values[1] != event->seat)
        return describe_low_in_trick (event, viewer, you, ally, who, card,
                                      scored < FL_FLUME_JOKER_LOW && fl_flume_index_of (scored) == FL_FLUME_INDEX_TWO);
      if (scored < FL_FLUME_JOKER_LOW && fl_flume_index_of (scored) == FL_FLUME_INDEX_TWO)
        {
          if (you)
            /* Translators: said to the player; %s is the two of trumps. */
            return g_strdup_printf (C_("event", "You played %s, the two of trumps: low, one point to your side, whoever took the trick (rule S2)."),
                                    card);
          if (ally)
            /* Translators: said to the player's partner; %1$s is a player,
             * %2$s the two of trumps. */
            return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps: low, one point to your side, whoever took the trick (rule S2)."),
                                    who, card);
          /* Translators: %1$s is a player, %2$s the two of trumps. */
          return g_strdup_printf (C_("event", "%1$s played %2$s, the two of trumps: low, one point to their side, whoever took the trick (rule S2)."),
                                  who, card);
        }
      if (you)
        /* Translators: said to the player; %s is a trump. */
        return g_strdup_printf (C_("event", "You played %s, the lowest trump in play after the jokers, the two being out of play: low, one point to your side, whoever took the trick (rule S2)."),
                                card);
      if (ally)
        /* Translators: said to the player's partner; %1$s is a player,
         * %2$s a trump. */
        return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play: low, one point to your side, whoever took the trick (rule S2)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s a trump. */
      return g_strdup_printf (C_("event", "%1$s played %2$s, the lowest trump in play after the jokers, the two being out of play: low, one point to their side, whoever took the trick (rule S2)."),
                              who, card);

    case FL_FLUME_POINT_RIGHT_BOWER:
      if (you)
        /* Translators: said to the player; %s is the jack of trumps. */
        return g_strdup_printf (C_("event", "You took the trick holding %s, the right bower: one point to your side (rule S3)."), card);
      if (ally)
        /* Translators: said to the player's partner; %1$s is a player,
         * %2$s the jack of trumps. */
        return g_strdup_printf (C_("event", "%1$s took the trick holding %2$s, the right bower: one point to your side (rule S3)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s the jack of trumps. */
      return g_strdup_printf (C_("event", "%1$s took the trick holding %2$s, the right bower: one point to their side (rule S3)."),
                              who, card);

    case FL_FLUME_POINT_LEFT_BOWER:
      if (you)
        /* Translators: said to the player; %s is the left bower. */
        return g_strdup_printf (C_("event", "You took the trick holding %s, the left bower: one point to your side (rule S4)."), card);
      if (ally)
        /* Translators: said to the player's partner; %1$s is a player,
         * %2$s the left bower. */
        return g_strdup_printf (C_("event", "%1$s took the trick holding %2$s, the left bower: one point to your side (rule S4)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s the left bower. */
      return g_strdup_printf (C_("event", "%1$s took the trick holding %2$s, the left bower: one point to their side (rule S4)."),
                              who, card);

    case FL_FLUME_POINT_JOKER:
      if (you)
        /* Translators: said to the player; %s is a joker (“High Joker”). */
        return g_strdup_printf (C_("event", "You took the trick holding the %s: one point to your side (rule S5)."), card);
      if (ally)
        /* Translators: said to the player's partner; %1$s is a player,
         * %2$s a joker (“High Joker”). */
        return g_strdup_printf (C_("event", "%1$s took the trick holding the %2$s: one point to your side (rule S5)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s a joker (“High Joker”). */
      return g_strdup_printf (C_("event", "%1$s took the trick holding the %2$s: one point to their side (rule S5)."),
                              who, card);

    case FL_FLUME_POINT_GAME:
      {
        int bidding = event->values[1], other = event->values[2];

        /* Said alike to every player of the side that scored it. */
        you = you || ally;
        if (you && bidding > other)
          /* Translators: said to a player of the bidding side; card
           * points, the greater first. */
          return g_strdup_printf (C_("event", "Your side, the bidding side, took more card points, %1$d to %2$d: game, one point to your side (rule S6)."),
                                  bidding, other);
        if (you)
          /* Translators: said to an opponent of the bidder; card points,
           * the greater first. */
          return g_strdup_printf (C_("event", "Your side took more card points than the bidding side, %1$d to %2$d: game, one point to your side (rule S6)."),
                                  other, bidding);
        if (bidding > other)
          /* Translators: %1$s is the bidder's side named by one of its
           * players; card points, the greater first. */
          return g_strdup_printf (C_("event", "The bidding side took more card points, %2$d to %3$d: game, one point to the side of %1$s (rule S6)."),
                                  who, bidding, other);
        /* Translators: %1$s is one of the bidder's opponents; card
         * points, the greater first. */
        return g_strdup_printf (C_("event", "The opponents took more card points than the bidding side, %2$d to %3$d: game, one point to the side of %1$s (rule S6)."),
                                who, other, bidding);
      }

    case FL_FLUME_POINT_GAME_TIED:
    default:
      /* Translators: %d is the card points each side took. */
      return g_strdup_printf (C_("event", "Both sides took %d card points: game was tied, and nobody scored it (rule S6)."),
                              event->values[1]);
    }
}

/* S8: the hand's score, for the bidder's side and the other side. */
static char *
describe_hand_score (const FlEvent *event,
                     int            viewer)
{
  int bidder = event->seat, partner = event->values[5];
  int bid = event->values[0], took = event->values[1];
  int score = event->values[3], other_score = event->values[4];
  guint side_mask = (1u << bidder) | (partner >= 0 ? 1u << partner : 0);
  g_autofree char *side = players_list (side_mask);
  gboolean made = event->reason == FL_FLUME_SCORE_MADE;
  gulong n = flume_plural (took);

  if (viewer >= 0 && (side_mask & (1u << viewer)))
    {
      if (made)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the bidding side; %1$d is the
                                               * bid, %2$d the points taken, %3$d the side's score,
                                               * %4$d the opponents' score. */
                                              "Your side bid %1$d and took %2$d point: the bid was made, and your side scored %3$d; the opponents scored %4$d (rule S8).",
                                              "Your side bid %1$d and took %2$d points: the bid was made, and your side scored %3$d; the opponents scored %4$d (rule S8).",
                                              n),
                                bid, took, score, other_score);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the bidding side; %1$d is the bid,
                                             * %2$d the points taken, %3$d the side's score (minus
                                             * the bid), %4$d the opponents' score. */
                                            "Your side bid %1$d but took only %2$d point: the bid was lost, and your side scored %3$d; the opponents scored %4$d (rule S8).",
                                            "Your side bid %1$d but took only %2$d points: the bid was lost, and your side scored %3$d; the opponents scored %4$d (rule S8).",
                                            n),
                              bid, took, score, other_score);
    }
  if (viewer >= 0)
    {
      if (made)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to an opponent; %1$s is the bidding
                                               * side (“Player 3”, “Players 1 and 3”), %2$d the bid,
                                               * %3$d the points it took, %4$d its score, %5$d the
                                               * score of the viewer's side. */
                                              "%1$s bid %2$d and took %3$d point: the bid was made, and they scored %4$d; your side scored %5$d (rule S8).",
                                              "%1$s bid %2$d and took %3$d points: the bid was made, and they scored %4$d; your side scored %5$d (rule S8).",
                                              n),
                                side, bid, took, score, other_score);
      return g_strdup_printf (fl_npgettext ("event",
                                            "%1$s bid %2$d but took only %3$d point: the bid was lost, and they scored %4$d; your side scored %5$d (rule S8).",
                                            "%1$s bid %2$d but took only %3$d points: the bid was lost, and they scored %4$d; your side scored %5$d (rule S8).",
                                            n),
                              side, bid, took, score, other_score);
    }
  if (made)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is the bidding side (“Player 3”,
                                           * “Players 1 and 3”), %2$d the bid, %3$d the points it
                                           * took, %4$d its score, %5$d the opponents' score. */
                                          "%1$s bid %2$d and took %3$d point: the bid was made, and they scored %4$d; the opponents scored %5$d (rule S8).",
                                          "%1$s bid %2$d and took %3$d points: the bid was made, and they scored %4$d; the opponents scored %5$d (rule S8).",
                                          n),
                            side, bid, took, score, other_score);
  return g_strdup_printf (fl_npgettext ("event",
                                        "%1$s bid %2$d but took only %3$d point: the bid was lost, and they scored %4$d; the opponents scored %5$d (rule S8).",
                                        "%1$s bid %2$d but took only %3$d points: the bid was lost, and they scored %4$d; the opponents scored %5$d (rule S8).",
                                        n),
                          side, bid, took, score, other_score);
}

static char *
describe_game_over (const FlEvent *event,
                    int            viewer)
{
  guint winners = (guint) event->values[0];
  /* G1, G2: the event's reason is the number of players. */
  gboolean four = event->reason == 4;
  guint n_seats = four ? 4 : FL_FLUME_MAX_PLAYERS;
  guint first = winners != 0 ? (guint) __builtin_ctz (winners) : 0;
  int best = event->values[1 + first];
  guint level = 0;
  g_autofree char *who = players_list (winners);
  g_autofree char *tied = NULL;
  gboolean you = viewer >= 0 && (winners & (1u << viewer)) != 0;
  gulong n = flume_plural (best);

  for (guint s = 0; s < n_seats; s++)
    if (!(winners & (1u << s)) && event->values[1 + s] == best)
      level |= 1u << s;
  tied = players_list (level);

  if (four)
    {
      int other = event->values[1 + (first ^ 1)];

      if (level != 0 && you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to a winner; %d is both sides' total. */
                                              "The game is over: both sides reached %d point, and your side won as the bidding side of the last hand (rule G1).",
                                              "The game is over: both sides reached %d points, and your side won as the bidding side of the last hand (rule G1).",
                                              n),
                                best);
      if (level != 0)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: %1$d is both sides' total, %2$s the
                                               * winners (“Players 1 and 3”). */
                                              "The game is over: both sides reached %1$d point, and %2$s won as the bidding side of the last hand (rule G1).",
                                              "The game is over: both sides reached %1$d points, and %2$s won as the bidding side of the last hand (rule G1).",
                                              n),
                                best, who);
      if (you)
        /* Translators: said to a winner; the two sides' totals. */
        return g_strdup_printf (C_("event", "The game is over: your side won, %1$d to %2$d (rule G1)."), best, other);
      /* Translators: %1$s is the winners (“Players 1 and 3”); the two
       * sides' totals. */
      return g_strdup_printf (C_("event", "The game is over: %1$s won, %2$d to %3$d (rule G1)."), who, best, other);
    }

  if (level != 0)
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to a winner; %1$d is the highest
                                               * total, %2$s the players level with the winner who
                                               * lost. */
                                              "The game is over: you won with %1$d point, level with %2$s, as a player of the last hand's bidding side (rule G2).",
                                              "The game is over: you won with %1$d points, level with %2$s, as a player of the last hand's bidding side (rule G2).",
                                              n),
                                best, tied);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the winners, %2$d the highest total,
                                             * %3$s the players level with them who lost. */
                                            "The game is over: %1$s won with %2$d point, level with %3$s, as the last hand's bidding side (rule G2).",
                                            "The game is over: %1$s won with %2$d points, level with %3$s, as the last hand's bidding side (rule G2).",
                                            n),
                              who, best, tied);
    }
  if (fl_card_set_count (winners) > 1)
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to a winner; %1$s is all the winners,
                                               * the viewer among them; %2$d their total. */
                                              "The game is over: %1$s, you among them, shared the win with %2$d point each (rule G2).",
                                              "The game is over: %1$s, you among them, shared the win with %2$d points each (rule G2).",
                                              n),
                                who, best);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the winners, %2$d their total. */
                                            "The game is over: %1$s shared the win with %2$d point each (rule G2).",
                                            "The game is over: %1$s shared the win with %2$d points each (rule G2).",
                                            n),
                            who, best);
    }
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the winner; %d is their total. */
                                          "The game is over: you won with %d point, the highest total (rule G2).",
                                          "The game is over: you won with %d points, the highest total (rule G2).",
                                          n),
                            best);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is the winner, %2$d their total. */
                                        "The game is over: %1$s won with %2$d point, the highest total (rule G2).",
                                        "The game is over: %1$s won with %2$d points, the highest total (rule G2).",
                                        n),
                          who, best);
}

/* Events, to @viewer (rules.h): the second person where the event is about
 * @viewer. */
char *
_fl_flume_describe_event (const FlEvent *event,
                          int            viewer)
{
  gboolean you = viewer >= 0 && event->seat == viewer;
  g_autofree char *who = event->seat >= 0 ? _fl_flume_player_name (event->seat) : NULL;

  switch ((FlFlumeEventKind) event->kind)
    {
    case FL_FLUME_EVENT_DEAL:
      if (you)
        /* Translators: said to the dealer; %1$d is the hand's number, %2$d
         * the cards left in the stock. */
        return g_strdup_printf (C_("event", "Hand %1$d: you dealt six cards to each player, and %2$d stayed face down in the stock (rule D3)."),
                                event->values[0], event->values[2]);
      /* Translators: %1$d is the hand's number, %2$s the dealer, %3$d the
       * cards left in the stock. */
      return g_strdup_printf (C_("event", "Hand %1$d: %2$s dealt six cards to each player, and %3$d stayed face down in the stock (rule D3)."),
                              event->values[0], who, event->values[2]);

    case FL_FLUME_EVENT_BID:
      if (you)
        /* Translators: said to the bidder; %d is the bid. */
        return g_strdup_printf (C_("event", "You bid %d."), event->values[0]);
      /* Translators: %1$s is a player, %2$d the bid. */
      return g_strdup_printf (C_("event", "%1$s bid %2$d."), who, event->values[0]);

    case FL_FLUME_EVENT_PASS:
      if (you)
        return g_strdup (C_("event", "You passed."));
      /* Translators: %s is a player. */
      return g_strdup_printf (C_("event", "%s passed."), who);

    case FL_FLUME_EVENT_THROWN_IN:
      if (you)
        return g_strdup (C_("event", "Everyone passed: the cards were thrown in, and you deal again (rule B3)."));
      /* Translators: %s is the dealer, who deals again. */
      return g_strdup_printf (C_("event", "Everyone passed: the cards were thrown in, and %s deals again (rule B3)."), who);

    case FL_FLUME_EVENT_TRUMP:
      if (you)
        /* Translators: said to the bidder; %1$s is a suit in the plural
         * (“hearts”), %2$d the bid. */
        return g_strdup_printf (C_("event", "You named %1$s as trumps, for your bid of %2$d (rule B2)."),
                                fl_suit_name ((FlSuit) (event->values[0] & 3)), event->values[1]);
      /* Translators: %1$s is the bidder, %2$s a suit in the plural
       * (“hearts”), %3$d the bid. */
      return g_strdup_printf (C_("event", "%1$s named %2$s as trumps, for a bid of %3$d (rule B2)."),
                              who, fl_suit_name ((FlSuit) (event->values[0] & 3)), event->values[1]);

    case FL_FLUME_EVENT_DISCARD:
      return describe_discard (event, you, who);

    case FL_FLUME_EVENT_REFILL:
      return describe_refill (event, you, who);

    case FL_FLUME_EVENT_CALL:
      {
        g_autofree char *card = NULL;

        if (event->values[0] != 0 || event->n_cards == 0)
          {
            if (you)
              return g_strdup (C_("event", "You chose to play alone against the other four (rule V2)."));
            /* Translators: %s is the bidder. */
            return g_strdup_printf (C_("event", "%s chose to play alone against the other four (rule V2)."), who);
          }
        card = _fl_flume_card_label (event->cards[0]);
        if (you)
          /* Translators: said to the bidder; %s is the called card. */
          return g_strdup_printf (C_("event", "You called %s: whoever holds it is your partner, unknown until it is played (rule V3)."),
                                  card);
        /* Translators: %1$s is the bidder, %2$s the called card. */
        return g_strdup_printf (C_("event", "%1$s called %2$s: whoever holds it is their partner, unknown until it is played (rule V3)."),
                                who, card);
      }

    case FL_FLUME_EVENT_PLAY:
      {
        FlCard played = event->cards[0];
        g_autofree char *card = _fl_flume_card_label (played);

        if (played < FL_FLUME_JOKER_LOW && fl_flume_index_of (played) == FL_FLUME_INDEX_JACK &&
            (guint) event->values[0] != fl_flume_suit_of (played))
          {
            if (you)
              /* Translators: said to the player; %s is the left bower
               * (“J♦”). */
              return g_strdup_printf (C_("event", "You played %s, the left bower, as a trump (rule R1)."), card);
            /* Translators: %1$s is a player, %2$s the left bower. */
            return g_strdup_printf (C_("event", "%1$s played %2$s, the left bower, as a trump (rule R1)."), who, card);
          }
        if (you)
          /* Translators: said to the player; %s is a card such as “Q♠”. */
          return g_strdup_printf (C_("event", "You played %s."), card);
        /* Translators: %1$s is a player, %2$s a card such as “Q♠”. */
        return g_strdup_printf (C_("event", "%1$s played %2$s."), who, card);
      }

    case FL_FLUME_EVENT_PARTNER:
      {
        g_autofree char *card = _fl_flume_card_label (event->cards[0]);
        g_autofree char *bidder = _fl_flume_player_name (event->values[0]);

        if (you)
          /* Translators: said to the holder of the called card; %1$s is
           * the card, %2$s the bidder. */
          return g_strdup_printf (C_("event", "You played %1$s, the called card: everyone now knows you are the partner of %2$s (rule V3)."),
                                  card, bidder);
        if (viewer >= 0 && viewer == event->values[0])
          /* Translators: said to the bidder; %1$s is the partner, %2$s the
           * called card. */
          return g_strdup_printf (C_("event", "%1$s played %2$s, the card you called, and is your partner (rule V3)."),
                                  who, card);
        /* Translators: %1$s is the partner, %2$s the called card, %3$s the
         * bidder. */
        return g_strdup_printf (C_("event", "%1$s played %2$s, the called card, and is the partner of %3$s (rule V3)."),
                                who, card, bidder);
      }

    case FL_FLUME_EVENT_TRICK:
      return describe_trick (event, you, who);

    case FL_FLUME_EVENT_CALLED_OUT:
      {
        g_autofree char *card = _fl_flume_card_label (event->cards[0]);

        if (event->seat < 0)
          /* Translators: %s is the called card. */
          return g_strdup_printf (C_("event", "%s, the called card, stayed in the stock, out of play: the bidder played alone against the other four (rule V4)."),
                                  card);
        if (you)
          /* Translators: said to the player who discarded it; %s is the
           * called card. */
          return g_strdup_printf (C_("event", "%s, the called card, was out of play, as you had discarded it: the bidder played alone against the other four (rule V4)."),
                                  card);
        /* Translators: %1$s is the called card, %2$s the player who
         * discarded it. */
        return g_strdup_printf (C_("event", "%1$s, the called card, was out of play, discarded by %2$s: the bidder played alone against the other four (rule V4)."),
                                card, who);
      }

    case FL_FLUME_EVENT_POINT:
      return describe_point (event, viewer, you, who);

    case FL_FLUME_EVENT_HAND_SCORE:
      return describe_hand_score (event, viewer);

    case FL_FLUME_EVENT_GAME_OVER:
      return describe_game_over (event, viewer);

    case FL_FLUME_N_EVENTS:
    default:
      return g_strdup ("");
    }
}
