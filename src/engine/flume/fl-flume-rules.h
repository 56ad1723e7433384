/* fl-flume-rules.h: Flume, a trick game with bowers and jokers, as a plain
 * state and its rules
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt, cited as "004"; the
 * lead developer's restatement (seeds/flume.md) gives the rule labels the
 * comments cite: D deck and table, R ranks, B bidding, X the second deal,
 * V the five-handed call, P play, S the seven points, G winning.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-rules.h"

G_BEGIN_DECLS

/* D2: the 46 cards of FL_DECK_FLUME_46. Each suit has eleven cards, card =
 * suit * 11 + index, the index running 2, 5, 6, 7, 8, 9, 10, J, Q, K, A
 * (0 to 10); then the low joker (44) and the high joker (45). */
#define FL_FLUME_N_CARDS 46
#define FL_FLUME_SUIT_SIZE 11
#define FL_FLUME_JOKER_LOW 44
#define FL_FLUME_JOKER_HIGH 45
#define FL_FLUME_INDEX_TWO 0
#define FL_FLUME_INDEX_TEN 6
#define FL_FLUME_INDEX_JACK 7
#define FL_FLUME_INDEX_ACE 10
#define FL_FLUME_CARD(suit, index) ((FlCard) ((suit) * FL_FLUME_SUIT_SIZE + (index)))
#define FL_FLUME_ALL_CARDS G_GUINT64_CONSTANT (0x3fffffffffff)
#define FL_FLUME_SUIT_MASK(suit) (G_GUINT64_CONSTANT (0x7ff) << ((suit) * FL_FLUME_SUIT_SIZE))
#define FL_FLUME_JOKERS (FL_CARD_SET_BIT (FL_FLUME_JOKER_LOW) | FL_CARD_SET_BIT (FL_FLUME_JOKER_HIGH))

#define FL_FLUME_MAX_PLAYERS 5
#define FL_FLUME_HAND_SIZE 6
#define FL_FLUME_N_TRICKS 6
#define FL_FLUME_MAX_STOCK 22       /* D3: 46 - 4 * 6 */
#define FL_FLUME_MIN_BID 3
#define FL_FLUME_MAX_BID 6
#define FL_FLUME_TARGET 21          /* G1, G2 */
#define FL_FLUME_N_POINTS 7         /* S1-S6: high, low, right, left, 2 jokers, game */

/* A seat or card field that holds nothing; FL_FLUME_HIDDEN in an
 * observation that may not know it. */
#define FL_FLUME_NONE 0xff
#define FL_FLUME_HIDDEN 0xfe
#define FL_FLUME_FULL_VIEW 0xff

/*
 * What each action carries (fl-action.h):
 *
 * FL_ACTION_BID: values[0] the bid, 3 to 6, above the highest so far (B1).
 * FL_ACTION_PASS: a pass in the bidding (B1).
 * FL_ACTION_CHOOSE_SUIT: by the bidder, values[0] the trump suit, an
 *   #FlSuit (B2).
 * FL_ACTION_DISCARD: cards, the cards discarded, 0 to 6 of them in any
 *   order (n_cards 0 keeps the hand); the stock refills the hand to six at
 *   once (X1-X3).
 * FL_ACTION_CALL_CARD: five-handed only, by the bidder after every discard:
 *   cards[0] the called card, or n_cards 0 to play alone (V2).
 * FL_ACTION_PLAY: cards[0], the card played (P1-P3).
 * FL_ACTION_CONTINUE: by the next dealer once a hand is scored: deals the
 *   next hand.
 *
 * No action uses values beyond those named; they must be 0.
 */

typedef enum
{
  FL_FLUME_OPTION_PLAYERS,      /* an integer, 4 or 5 (D1) */
  FL_FLUME_OPTION_LEADER,       /* an FlFlumeLeader (P1) */
  FL_FLUME_OPTION_DISCARDS,     /* an FlFlumeDiscards (X2) */
  FL_FLUME_N_OPTIONS,
} FlFlumeOption;

typedef enum
{
  FL_FLUME_LEADER_DEALER_LEFT,  /* "dealer-left", the source's rule */
  FL_FLUME_LEADER_BIDDER,       /* "bidder" */
} FlFlumeLeader;

typedef enum
{
  FL_FLUME_DISCARDS_NON_TRUMPS, /* "non-trumps": trumps are kept (X2) */
  FL_FLUME_DISCARDS_ANY,        /* "any" */
} FlFlumeDiscards;

typedef enum
{
  FL_FLUME_PHASE_BID,
  FL_FLUME_PHASE_TRUMP,         /* the bidder names trumps */
  FL_FLUME_PHASE_DISCARD,       /* the second deal, one seat at a time */
  FL_FLUME_PHASE_CALL,          /* five-handed: the bidder calls a card */
  FL_FLUME_PHASE_PLAY,
  FL_FLUME_PHASE_HAND_OVER,     /* scored; FL_ACTION_CONTINUE deals on */
  FL_FLUME_PHASE_OVER,
} FlFlumePhase;

/* The seven points (S1-S6), as an event's reason. */
typedef enum
{
  FL_FLUME_POINT_HIGH,          /* S1: the highest trump in play */
  FL_FLUME_POINT_LOW,           /* S2: the lowest trump in play */
  FL_FLUME_POINT_RIGHT_BOWER,   /* S3: the jack of trumps taken */
  FL_FLUME_POINT_LEFT_BOWER,    /* S4: the other jack of its colour taken */
  FL_FLUME_POINT_JOKER,         /* S5: a joker taken (one event each) */
  FL_FLUME_POINT_GAME,          /* S6: the greater total of card points */
  FL_FLUME_POINT_GAME_TIED,     /* S6: equal card points, no point */
} FlFlumePoint;

typedef enum
{
  FL_FLUME_TRICK_HIGHEST_TRUMP,        /* P4: won by the highest trump */
  FL_FLUME_TRICK_HIGHEST_OF_LED_SUIT,  /* P4: no trump, highest of the led suit */
} FlFlumeTrickReason;

typedef enum
{
  FL_FLUME_SCORE_MADE,          /* S8: the bidding side took its bid */
  FL_FLUME_SCORE_LOST,          /* S8: it did not, and loses the bid */
} FlFlumeScoreRule;

/*
 * The events (FlEvent). "Side" is 0 or 1: four-handed, seat % 2; five-
 * handed, 0 for the bidder (and partner), 1 for the opponents. Every event
 * is told to every seat and its cards seen by all, except where it says
 * otherwise.
 *
 * DEAL: seat the dealer; values[0] the hand number from 1, [1] the number
 *   of players, [2] the cards left in the stock.
 * BID: seat the bidder; values[0] the bid.
 * PASS: seat the player who passed; values[0] the highest bid so far (0
 *   for none).
 * THROWN_IN: seat the dealer: everyone passed, the cards are thrown in and
 *   the same dealer deals again (B3); a DEAL event follows.
 * TRUMP: seat the bidder; values[0] the trump suit, [1] the bid.
 * DISCARD: seat the player; cards the cards discarded, seen only by that
 *   player (cards_shown_to); values[0] how many.
 * REFILL: seat the player; cards the cards dealt from the stock, seen only
 *   by that player; values[0] how many, [1] the cards left in the stock.
 * CALL: seat the bidder; cards[0] the called card, or no card when the
 *   bidder plays alone; values[0] 1 for alone, else 0 (V2).
 * PLAY: seat the player; cards[0] the card; values[0] the card's suit as
 *   it plays (R1: a trump for the left bower and the jokers), [1] the
 *   effective suit led to the trick (the card's own for a lead).
 * PARTNER: seat the holder of the called card, who has just played it and
 *   is the bidder's partner (V3); cards[0] the called card; values[0] the
 *   bidder.
 * TRICK: seat the winner; reason an #FlFlumeTrickReason; cards the trick
 *   in play order; values[0] the seat that led, [1] the trick number from
 *   1, [2] the trump suit, [3] the winner's side.
 * CALLED_OUT: five-handed, at the end of the hand, when the called card
 *   was out of play and the bidder therefore alone (V4); seat the player
 *   who discarded it, or -1 when it stayed in the stock; cards[0] the
 *   called card.
 * POINT: one of the seven points (S1-S7); reason an #FlFlumePoint; seat the
 *   player credited (who played the card for high and low, who took the
 *   trick for the bowers and jokers; for game the bidder when the bidding
 *   side has more card points, else the first opponent in play order from
 *   the dealer's left; -1 for a tied game); cards[0] the card that scored
 *   (none for game); values[0] the side credited (-1 for a tied game);
 *   for low [1] the player who took the trick the low trump was played to
 *   (low stays with the player who played it, S2); for game [1] and [2]
 *   the card points of the bidder's side and of the other side; [3] the
 *   seats of the side credited, a bit each (the points are scored when
 *   the hand is over, when every side is known to everyone: V3, V4).
 * HAND_SCORE: seat the bidder; reason an #FlFlumeScoreRule; values[0] the
 *   bid, [1] the points the bidder's side took, [2] the points the other
 *   side took, [3] what the bidder's side scores (its points, or minus the
 *   bid), [4] what the other side scores, [5] the bidder's partner, or -1
 *   when the bidder played alone.
 * GAME_OVER: seat the winner, or -1 when several seats win; reason the
 *   number of players, 4 (two partnerships, G1) or 5 (each for
 *   themselves, G2); values[0] the winners (one bit per seat), [1] to [5]
 *   the totals of seats 0 to 4.
 */
typedef enum
{
  FL_FLUME_EVENT_DEAL,
  FL_FLUME_EVENT_BID,
  FL_FLUME_EVENT_PASS,
  FL_FLUME_EVENT_THROWN_IN,
  FL_FLUME_EVENT_TRUMP,
  FL_FLUME_EVENT_DISCARD,
  FL_FLUME_EVENT_REFILL,
  FL_FLUME_EVENT_CALL,
  FL_FLUME_EVENT_PLAY,
  FL_FLUME_EVENT_PARTNER,
  FL_FLUME_EVENT_TRICK,
  FL_FLUME_EVENT_CALLED_OUT,
  FL_FLUME_EVENT_POINT,
  FL_FLUME_EVENT_HAND_SCORE,
  FL_FLUME_EVENT_GAME_OVER,
  FL_FLUME_N_EVENTS,
} FlFlumeEventKind;

/*
 * Why check_action() refused (FlIllegal): card and values as each says;
 * values not named are 0.
 *
 * GAME_OVER: the game is over.
 * NOT_YOUR_TURN: values[0] the seat to act.
 * MALFORMED: values or cards where the kind takes none, a card that is no
 *   card of the deck, a card named twice.
 * MUST_BID, MUST_CHOOSE_SUIT, MUST_DISCARD, MUST_CALL, MUST_PLAY,
 *   MUST_CONTINUE: the action is not of the kind the decision asks (the
 *   bidding takes a bid or a pass).
 * BID_RANGE: values[0] the bid, which is not 3 to 6 (B1).
 * BID_TOO_LOW: values[0] the bid, [1] the highest bid so far, which it
 *   must beat (B1).
 * BAD_SUIT: values[0] the suit named, which is no suit (B2).
 * NOT_IN_HAND: card; values[0] the player (discards and play).
 * DISCARD_TRUMP: card, a trump under the option `non-trumps` (X2);
 *   values[0] the trump suit, [1] 1 when the card is a left bower or a
 *   joker (a trump not by its printed suit), else 0.
 * DISCARD_TOO_MANY: values[0] the cards discarded, [1] the cards the stock
 *   still holds (X3).
 * CALL_OWN_CARD: card, the called card, in the bidder's hand (V2).
 * CALL_OWN_DISCARD: card, the called card, discarded by the bidder this
 *   hand (V2).
 * MUST_FOLLOW: card, a card not of the suit led while the player holds
 *   one (P2); values[0] the effective suit led (R1), [1] 1 when the card
 *   refused is a left bower or a joker (a trump whatever it shows), [2] 1
 *   when the card led was a left bower or a joker.
 */
typedef enum
{
  FL_FLUME_ILLEGAL_GAME_OVER,
  FL_FLUME_ILLEGAL_NOT_YOUR_TURN,
  FL_FLUME_ILLEGAL_MALFORMED,
  FL_FLUME_ILLEGAL_MUST_BID,
  FL_FLUME_ILLEGAL_MUST_CHOOSE_SUIT,
  FL_FLUME_ILLEGAL_MUST_DISCARD,
  FL_FLUME_ILLEGAL_MUST_CALL,
  FL_FLUME_ILLEGAL_MUST_PLAY,
  FL_FLUME_ILLEGAL_MUST_CONTINUE,
  FL_FLUME_ILLEGAL_BID_RANGE,
  FL_FLUME_ILLEGAL_BID_TOO_LOW,
  FL_FLUME_ILLEGAL_BAD_SUIT,
  FL_FLUME_ILLEGAL_NOT_IN_HAND,
  FL_FLUME_ILLEGAL_DISCARD_TRUMP,
  FL_FLUME_ILLEGAL_DISCARD_TOO_MANY,
  FL_FLUME_ILLEGAL_CALL_OWN_CARD,
  FL_FLUME_ILLEGAL_CALL_OWN_DISCARD,
  FL_FLUME_ILLEGAL_MUST_FOLLOW,
  FL_FLUME_N_ILLEGAL,
} FlFlumeIllegalRule;

/**
 * FlFlumeState:
 *
 * A whole game of Flume. Plain data, no pointers: copy it with `=`. Seats
 * from 0; seats beyond @n_players stay empty. In an observation (@viewer
 * a seat) the other hands, the other players' discards and received
 * cards, the stock's cards and the random generator are erased, and
 * @partner is %FL_FLUME_HIDDEN while the viewer cannot know it.
 */
typedef struct
{
  FlCardSet hands[FL_FLUME_MAX_PLAYERS];
  FlCardSet discards[FL_FLUME_MAX_PLAYERS];  /* X1: out of play this hand */
  FlCardSet received[FL_FLUME_MAX_PLAYERS];  /* X1: dealt from the stock */
  FlCardSet played[FL_FLUME_MAX_PLAYERS];    /* cards each seat played */
  FlCardSet won[FL_FLUME_MAX_PLAYERS];       /* cards of the tricks taken */
  FlCardSet trumps;                          /* R1: the trump suit, with the
                                              * left bower and the jokers */
  FlRng     rng;                             /* deals the next hands */
  gint32    totals[FL_FLUME_MAX_PLAYERS];    /* partners' totals are equal
                                              * four-handed */
  guint32   hand;                            /* hands scored */
  guint8    stock[FL_FLUME_MAX_STOCK];       /* [0, n_stock), the top last;
                                              * FL_CARD_NONE beyond */
  guint8    n_stock;
  guint8    n_players;
  guint8    leader_option;                   /* an FlFlumeLeader */
  guint8    discards_option;                 /* an FlFlumeDiscards */
  guint8    phase;                           /* an FlFlumePhase */
  guint8    viewer;                          /* FL_FLUME_FULL_VIEW or a seat */
  guint8    dealer;
  guint8    to_act;                          /* the seat deciding */
  guint8    bid;                             /* the highest bid, 0 for none */
  guint8    bidder;                          /* FL_FLUME_NONE before a bid */
  guint8    trump;                           /* an FlSuit, once named */
  guint8    called;                          /* the called card, FL_CARD_NONE
                                              * before the call or alone */
  guint8    alone;                           /* the bidder chose to */
  guint8    partner;                         /* the called card's holder at
                                              * the call, FL_FLUME_NONE when
                                              * it was out of play (V4) or
                                              * alone; FL_FLUME_HIDDEN */
  guint8    revealed;                        /* the called card was played */
  guint8    trick;                           /* tricks finished */
  guint8    n_played;                        /* cards in the current trick */
  guint8    led_suit;                        /* the effective suit led (R1) */
  guint8    best;                            /* the position winning the
                                              * current trick so far (P4) */
  guint8    best_power;
  FlCardSet led_cards;                       /* the cards of the suit led */
  guint8    n_discarded[FL_FLUME_MAX_PLAYERS];
  guint8    n_received[FL_FLUME_MAX_PLAYERS];
  guint8    bids[FL_FLUME_MAX_PLAYERS];      /* each seat's bid this hand: 0
                                              * not yet asked, 1 passed, or
                                              * the bid */
  guint8    voids[FL_FLUME_MAX_PLAYERS];     /* effective suits (R1) a seat
                                              * has shown it lacks, a bit
                                              * each; the trump suit's bit
                                              * counts the bowers and jokers */
  guint8    leaders[FL_FLUME_N_TRICKS];
  guint8    tricks[FL_FLUME_N_TRICKS][FL_FLUME_MAX_PLAYERS]; /* in play order */
  guint8    winners;                         /* the winning seats, a bit each,
                                              * once the game is over */
} FlFlumeState;

extern const FlRules fl_flume_rules;

/* B1: a seat's entry in @bids once it passed. */
#define FL_FLUME_PASSED 1

static inline guint
fl_flume_suit_of (FlCard card)
{
  return card >= FL_FLUME_JOKER_LOW ? FL_SUIT_NONE : card / FL_FLUME_SUIT_SIZE;
}

static inline guint
fl_flume_index_of (FlCard card)
{
  return card % FL_FLUME_SUIT_SIZE;
}

/* R1: the jack of trumps and the jack of the other suit of its colour
 * (clubs and spades are black, diamonds and hearts red). */
static inline FlCard
fl_flume_right_bower (guint trump)
{
  return FL_FLUME_CARD (trump, FL_FLUME_INDEX_JACK);
}

static inline FlCard
fl_flume_left_bower (guint trump)
{
  return FL_FLUME_CARD (3 - trump, FL_FLUME_INDEX_JACK);
}

/* R1: every card that is a trump when @trump is named. */
static inline FlCardSet
fl_flume_trump_cards (guint trump)
{
  return FL_FLUME_SUIT_MASK (trump) | FL_CARD_SET_BIT (fl_flume_left_bower (trump)) | FL_FLUME_JOKERS;
}

/* R1, R2: the cards of an effective suit: the trump suit's are
 * fl_flume_trump_cards(); a plain suit has no left bower. */
static inline FlCardSet
fl_flume_suit_cards (guint trump,
                     guint suit)
{
  if (suit == trump)
    return fl_flume_trump_cards (trump);
  return FL_FLUME_SUIT_MASK (suit) & ~FL_CARD_SET_BIT (fl_flume_left_bower (trump));
}

/* R1: the suit @card belongs to with @trump named. */
static inline guint
fl_flume_effective_suit (FlCard card,
                         guint  trump)
{
  if (fl_flume_trump_cards (trump) & FL_CARD_SET_BIT (card))
    return trump;
  return card / FL_FLUME_SUIT_SIZE;
}

/* R1: a trump's place, 13 for the ace down to 0 for the low joker. The
 * only trump of another suit than @trump is the left bower. */
static inline guint
fl_flume_trump_rank (FlCard card,
                     guint  trump)
{
  static const guint8 by_index[FL_FLUME_SUIT_SIZE] = { 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13 };

  if (card >= FL_FLUME_JOKER_LOW)
    return card - FL_FLUME_JOKER_LOW;
  if (card / FL_FLUME_SUIT_SIZE != trump)
    return 9;
  return by_index[card % FL_FLUME_SUIT_SIZE];
}

/* S6: a card's card points, A 4, K 3, Q 2, J 1, 10 10. */
guint     fl_flume_card_points      (FlCardSet            cards);
guint     fl_flume_trick_winner     (const guint8        *cards,
                                     guint                n_cards,
                                     guint                trump,
                                     FlFlumeTrickReason  *reason);
int       fl_flume_seat_side        (const FlFlumeState  *state,
                                     guint                seat);

G_END_DECLS
