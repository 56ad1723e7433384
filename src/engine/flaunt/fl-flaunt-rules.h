/* fl-flaunt-rules.h: Flaunt (published by its designer as Sneak), a
 * bluffing game for two to seven, as a plain state and its rules
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt, cited as "003"; the
 * lead developer's restatement (seeds/flaunt.md) gives the rule labels the
 * comments cite: D packs and the stock, T turns and leads, K combinations
 * and their order, C challenges and contests, E the end of a round, G the
 * score and the end of the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-rules.h"

G_BEGIN_DECLS

/* D1: one 52-card pack, or two identical packs (FL_DECK_DOUBLE_104, card
 * = copy * 52 + FL_STD_CARD (suit, rank)). A hand or pile is kept as two
 * 52-bit sets of standard cards, one per pack, so every suit and rank
 * mask of the standard deck works on both. */
#define FL_FLAUNT_MAX_PLAYERS 7
#define FL_FLAUNT_PACK 52
#define FL_FLAUNT_MAX_CARDS 104
#define FL_FLAUNT_PACK_MASK G_GUINT64_CONSTANT (0xfffffffffffff)
#define FL_FLAUNT_TARGET_ONE_PACK 100   /* G1 */
#define FL_FLAUNT_TARGET_TWO_PACKS 200  /* G1 */
/* T5: no lead is longer than an action holds; with so many cards in every
 * other hand the rules' own limit never binds in practice. */
#define FL_FLAUNT_MAX_LEAD FL_ACTION_MAX_CARDS

#define FL_FLAUNT_NONE 0xff
#define FL_FLAUNT_FULL_VIEW 0xff

typedef struct
{
  FlCardSet packs[2];
} FlFlauntCards;

/*
 * What each action carries (fl-action.h); no values are used, they must
 * be 0:
 *
 * FL_ACTION_DRAW: the leader draws the top card of the stock (T2).
 * FL_ACTION_SNEAK: cards, 1 to the lead limit, led face down (T3).
 * FL_ACTION_PLAY: cards, a single card or a combination, led face up: a
 *   flaunt (T4).
 * FL_ACTION_CHALLENGE: cards, as many as were led: face down against a
 *   sneak, any cards (C1); face up against a flaunt, a single card or a
 *   combination (C3).
 * FL_ACTION_PASS: decline to challenge (C6).
 * FL_ACTION_CONTINUE: by the next dealer once a round is scored: shuffles
 *   for the next round (D3).
 */

typedef enum
{
  FL_FLAUNT_OPTION_PLAYERS,     /* an integer, 2 to 7 (D1) */
  FL_FLAUNT_OPTION_PACKS,       /* an FlFlauntPacks, for four players (D1) */
  FL_FLAUNT_OPTION_SNEAKS,      /* an FlFlauntSneaks (T3) */
  FL_FLAUNT_OPTION_CHALLENGES,  /* an FlFlauntChallenges (K4) */
  FL_FLAUNT_OPTION_ACE,         /* an FlFlauntAce (K1) */
  FL_FLAUNT_N_OPTIONS,
} FlFlauntOption;

typedef enum
{
  FL_FLAUNT_PACKS_ONE,          /* "one" */
  FL_FLAUNT_PACKS_TWO,          /* "two" */
} FlFlauntPacks;

typedef enum
{
  FL_FLAUNT_SNEAKS_ANY,         /* "any": any cards may be sneaked */
  FL_FLAUNT_SNEAKS_COMBINATIONS, /* "combinations": two or more sneaked
                                  * cards must be a combination */
} FlFlauntSneaks;

typedef enum
{
  FL_FLAUNT_CHALLENGES_SAME_KIND, /* "same-kind": measured as the kind led */
  FL_FLAUNT_CHALLENGES_ANY_KIND,  /* "any-kind": the order of kinds counts */
} FlFlauntChallenges;

typedef enum
{
  FL_FLAUNT_ACE_HIGH_OR_LOW,    /* "high-or-low" */
  FL_FLAUNT_ACE_HIGH,           /* "high" */
} FlFlauntAce;

typedef enum
{
  FL_FLAUNT_PHASE_LEAD,         /* the leader draws, sneaks or flaunts */
  FL_FLAUNT_PHASE_CHALLENGE,    /* the others decide in turn (C6) */
  FL_FLAUNT_PHASE_ROUND_OVER,   /* scored; FL_ACTION_CONTINUE deals on */
  FL_FLAUNT_PHASE_OVER,
} FlFlauntPhase;

/* K1, K3: the kinds, from lowest to highest in the designer's order, as a
 * play's strength counts them. NONE is cards that make no combination (a
 * sneak or a challenge to one, K5); SINGLE one card (K6). */
typedef enum
{
  FL_FLAUNT_KIND_NONE,
  FL_FLAUNT_KIND_FLUSH,
  FL_FLAUNT_KIND_STRAIGHT,
  FL_FLAUNT_KIND_STRAIGHT_FLUSH,
  FL_FLAUNT_KIND_MATCH,
  FL_FLAUNT_KIND_SINGLE,
  FL_FLAUNT_N_KINDS,
} FlFlauntKind;

/* Why a contest was won, as a CONTEST event's reason. */
typedef enum
{
  FL_FLAUNT_WON_HIGHER_KIND,    /* K3: a higher kind than the best other */
  FL_FLAUNT_WON_HIGHER,         /* K3, K6: the same kind, higher */
  FL_FLAUNT_WON_TIE,            /* C4: equal, played later in rotation */
  FL_FLAUNT_WON_LED_KIND,       /* K4: the others do not count as the kind
                                 * that was flaunted */
} FlFlauntWon;

/*
 * The events (FlEvent). Every event is told to every seat and its cards
 * seen by all, except where it says otherwise.
 *
 * DEAL: seat the dealer; values[0] the round from 1, [1] the players,
 *   [2] the cards in the stock (52 or 104), [3] the target (G1).
 * DRAW: seat the player; cards[0] the card drawn, seen only by the drawer;
 *   values[0] the cards left in the stock, [1] 1 when it was the last
 *   (sneaking ends, T6).
 * SNEAK: seat the leader; cards the cards led, seen only by the leader;
 *   values[0] how many, [1] the lead limit (T5).
 * FLAUNT: seat the leader; cards the cards led; values[0] how many, [1]
 *   their kind (an FlFlauntKind), [2] the lead limit (T5).
 * CHALLENGE: seat the challenger; cards the challenge, seen only by the
 *   challenger until the reveal; values[0] how many, [1] 1 against a
 *   flaunt (face up), else 0.
 * DECLINE: seat the player who does not challenge.
 * REVEAL: one play of a contest turned up (C2, C3); seat its player;
 *   cards the play; values[0] its place in the contest, 0 for the lead,
 *   [1] its kind as it counts in this contest (an FlFlauntKind), [2] its
 *   top rank (2-14; a sequence's highest card, a match's rank), [3] 1 when
 *   it was the lead of a flaunt, so already face up.
 * CONTEST: seat the winner; reason an FlFlauntWon; cards the winning play
 *   then the best beaten play (the one it had to beat: the highest of the
 *   others, the latest of equals); values[0] the cards won, [1] the cards
 *   in each play, [2] the winning play's kind as it counted, [3] the
 *   beaten play's seat, [4] its kind as it counted, [5] the kind led when
 *   a flaunt fixed the kind (K4), else -1.
 * UNCHALLENGED: seat the leader, who wins the lead's own cards (C5);
 *   cards the lead, seen only by the leader after a sneak, by everyone
 *   after a flaunt; values[0] how many, [1] 1 for a sneak.
 * COLLECT: the last player with cards wins them without a contest (E1);
 *   seat that player; cards the hand, seen only by that player; values[0]
 *   how many. A hand of more than FL_EVENT_MAX_CARDS goes on in a second
 *   COLLECT event, whose values[1] is 1 (0 in the first).
 * ROUND_SCORE: one per seat (S1); seat the player; values[0] the cards
 *   won this round, [1] the new total, [2] the round from 1.
 * ROUND_OVER: values[0] the round from 1, [1] the target (G1), [2] the
 *   highest total, [3] 1 when the target is reached but the highest total
 *   is shared, so another round is played (G2), else 0.
 * GAME_OVER: seat the winner; values[0] the winning total, [1] the
 *   winners (one bit per seat).
 */
typedef enum
{
  FL_FLAUNT_EVENT_DEAL,
  FL_FLAUNT_EVENT_DRAW,
  FL_FLAUNT_EVENT_SNEAK,
  FL_FLAUNT_EVENT_FLAUNT,
  FL_FLAUNT_EVENT_CHALLENGE,
  FL_FLAUNT_EVENT_DECLINE,
  FL_FLAUNT_EVENT_REVEAL,
  FL_FLAUNT_EVENT_CONTEST,
  FL_FLAUNT_EVENT_UNCHALLENGED,
  FL_FLAUNT_EVENT_COLLECT,
  FL_FLAUNT_EVENT_ROUND_SCORE,
  FL_FLAUNT_EVENT_ROUND_OVER,
  FL_FLAUNT_EVENT_GAME_OVER,
  FL_FLAUNT_N_EVENTS,
} FlFlauntEventKind;

/*
 * Why check_action() refused (FlIllegal): card and values as each says;
 * values not named are 0.
 *
 * GAME_OVER: the game is over.
 * NOT_YOUR_TURN: values[0] the seat to act.
 * MALFORMED: values where none are taken, a card that is no card of the
 *   game's packs, a card named twice, cards where the kind takes none.
 * MUST_LEAD: at a lead, an action that is no draw, sneak or flaunt.
 * MUST_ANSWER: at a challenge, an action that is no challenge or pass.
 * MUST_CONTINUE: the round is over; only continue.
 * FIRST_TURN: a sneak or flaunt on the player's first turn (T2).
 * EMPTY_HAND: a sneak or flaunt with no cards in hand (T2).
 * STOCK_EMPTY: a draw or a sneak once the stock is empty (T6); values[0]
 *   1 for a sneak.
 * NO_CARDS: a lead or challenge of no cards.
 * NOT_IN_HAND: card, a card the player does not hold.
 * TOO_MANY: values[0] the cards led, [1] the lead limit, the largest hand
 *   among the others (T5), [2] the seat holding it.
 * NOT_COMBINATION: cards that are neither one card nor a combination (K1),
 *   in a flaunt or a challenge to one, or in a sneak under the option
 *   `combinations`; card, the first of them; values[0] how many, [1] 1 for
 *   a challenge, [2] 1 for a sneak.
 * WRONG_SIZE: values[0] the cards of the challenge, [1] the cards led
 *   (C1, C3).
 */
typedef enum
{
  FL_FLAUNT_ILLEGAL_GAME_OVER,
  FL_FLAUNT_ILLEGAL_NOT_YOUR_TURN,
  FL_FLAUNT_ILLEGAL_MALFORMED,
  FL_FLAUNT_ILLEGAL_MUST_LEAD,
  FL_FLAUNT_ILLEGAL_MUST_ANSWER,
  FL_FLAUNT_ILLEGAL_MUST_CONTINUE,
  FL_FLAUNT_ILLEGAL_FIRST_TURN,
  FL_FLAUNT_ILLEGAL_EMPTY_HAND,
  FL_FLAUNT_ILLEGAL_STOCK_EMPTY,
  FL_FLAUNT_ILLEGAL_NO_CARDS,
  FL_FLAUNT_ILLEGAL_NOT_IN_HAND,
  FL_FLAUNT_ILLEGAL_TOO_MANY,
  FL_FLAUNT_ILLEGAL_NOT_COMBINATION,
  FL_FLAUNT_ILLEGAL_WRONG_SIZE,
  FL_FLAUNT_N_ILLEGAL,
} FlFlauntIllegalRule;

/* A play in a contest: the lead (place 0) or a challenge. */
typedef struct
{
  guint8 seat;
  guint8 n_cards;
  guint8 cards[FL_FLAUNT_MAX_LEAD];   /* FL_CARD_NONE where the viewer may
                                       * not see them */
} FlFlauntPlay;

/**
 * FlFlauntState:
 *
 * A whole game of Flaunt. Plain data, no pointers: copy it with `=`.
 * Seats from 0; seats beyond @n_players stay empty. In an observation
 * (@viewer a seat) the other hands, the stock's order, the cards the
 * others won unseen, the others' challenges not yet turned up and the
 * random generator are erased; every count stays.
 */
typedef struct
{
  FlFlauntCards hands[FL_FLAUNT_MAX_PLAYERS];
  FlFlauntCards won[FL_FLAUNT_MAX_PLAYERS];     /* C5, E1: this round */
  FlFlauntCards won_seen[FL_FLAUNT_MAX_PLAYERS]; /* of them, those every
                                                 * seat saw face up */
  FlRng         rng;                            /* shuffles the next rounds */
  gint32        totals[FL_FLAUNT_MAX_PLAYERS];  /* S1 */
  guint32       round;                          /* rounds scored */
  guint16       target;                         /* G1: 100 or 200 */
  guint8        stock[FL_FLAUNT_MAX_CARDS];     /* [0, n_stock), the top last;
                                                 * FL_CARD_NONE in an
                                                 * observation */
  guint8        n_stock;
  guint8        n_cards;                        /* D1: 52 or 104 */
  guint8        n_players;
  guint8        sneaks_option;                  /* an FlFlauntSneaks */
  guint8        challenges_option;              /* an FlFlauntChallenges */
  guint8        ace_option;                     /* an FlFlauntAce */
  guint8        phase;                          /* an FlFlauntPhase */
  guint8        viewer;                         /* FL_FLAUNT_FULL_VIEW or a seat */
  guint8        dealer;
  guint8        to_act;                         /* the seat deciding */
  guint8        leader;                         /* the seat that leads now */
  guint8        had_turn;                       /* T2: seats that have led or
                                                 * drawn this round, a bit each */
  guint8        hand_sizes[FL_FLAUNT_MAX_PLAYERS];
  guint8        n_won[FL_FLAUNT_MAX_PLAYERS];   /* cards won this round */
  guint8        face_up;                        /* the lead is a flaunt */
  guint8        challengers;                    /* seats that challenged, a bit
                                                 * each (public, C6) */
  guint8        asked;                          /* seats that have decided */
  guint8        n_plays;                        /* the lead and the challenges
                                                 * so far, in the order asked */
  FlFlauntPlay  plays[FL_FLAUNT_MAX_PLAYERS];
  /* The last contest finished, for the table: its plays as they were
   * turned up (an unchallenged sneak's cards only in its leader's view),
   * the winner and why. */
  FlFlauntPlay  last_plays[FL_FLAUNT_MAX_PLAYERS];
  guint8        last_n_plays;                   /* 0 before the first */
  guint8        last_face_up;
  guint8        last_winner;                    /* the place of the winning play */
  guint8        last_why;                       /* an FlFlauntWon, or
                                                 * FL_FLAUNT_NONE unchallenged */
  guint8        winners;                        /* once the game is over */
} FlFlauntState;

extern const FlRules fl_flaunt_rules;

static inline void
fl_flaunt_cards_add (FlFlauntCards *cards,
                     FlCard         card)
{
  cards->packs[card >= FL_FLAUNT_PACK] |= FL_CARD_SET_BIT (card % FL_FLAUNT_PACK);
}

static inline void
fl_flaunt_cards_remove (FlFlauntCards *cards,
                        FlCard         card)
{
  cards->packs[card >= FL_FLAUNT_PACK] &= ~FL_CARD_SET_BIT (card % FL_FLAUNT_PACK);
}

static inline gboolean
fl_flaunt_cards_has (const FlFlauntCards *cards,
                     FlCard               card)
{
  return card < FL_FLAUNT_MAX_CARDS &&
         (cards->packs[card >= FL_FLAUNT_PACK] & FL_CARD_SET_BIT (card % FL_FLAUNT_PACK)) != 0;
}

static inline guint
fl_flaunt_cards_count (const FlFlauntCards *cards)
{
  return fl_card_set_count (cards->packs[0]) + fl_card_set_count (cards->packs[1]);
}

/* The shared engine's card set (fl-card.h) of the same cards. */
FlCards       fl_flaunt_cards_to_cards (const FlFlauntCards *cards);

/* K6: a card's rank, 2 to 14 (the ace); suits never count. */
static inline guint
fl_flaunt_rank (FlCard card)
{
  return FL_STD_RANK (card % FL_FLAUNT_PACK);
}

static inline FlSuit
fl_flaunt_suit (FlCard card)
{
  return FL_STD_SUIT (card % FL_FLAUNT_PACK);
}

/**
 * FlFlauntStrength:
 * @kind: the kind the cards count as (K3, K4, K5)
 * @top: the rank that decides first: a match's rank, a sequence's top
 *   card (3 for A-2-3), a single card's rank, a flush's highest card
 * @key: the whole comparison, kind first: greater beats smaller, equal
 *   ties (C4)
 */
typedef struct
{
  FlFlauntKind kind;
  guint        top;
  guint64      key;
} FlFlauntStrength;

/* K1: the best kind @cards make on their own (FL_FLAUNT_KIND_SINGLE for
 * one card, NONE for no combination), the ace counting low too unless
 * @ace_high_only. */
FlFlauntKind  fl_flaunt_classify      (const FlCard        *cards,
                                       guint                n_cards,
                                       gboolean             ace_high_only);
/* K3-K6: how strong @cards are in a contest. @led_kind is the kind of a
 * flaunt's lead, FL_FLAUNT_N_KINDS for a sneak's contest (the full order
 * counts); @any_kind is the option `any-kind` (K4). */
FlFlauntStrength fl_flaunt_strength   (const FlCard        *cards,
                                       guint                n_cards,
                                       FlFlauntKind         led_kind,
                                       gboolean             any_kind,
                                       gboolean             ace_high_only);
/* C2-C4: which of @n_plays plays (the lead first, then the challenges in
 * rotation from the leader's left) wins; @why says why, @beaten the place
 * of the best play it beat. */
guint         fl_flaunt_contest_winner (const FlFlauntPlay *plays,
                                       guint                n_plays,
                                       gboolean             face_up,
                                       gboolean             any_kind,
                                       gboolean             ace_high_only,
                                       FlFlauntWon         *why,
                                       guint               *beaten);
/* T5: the most cards @seat may lead: the largest hand among the others. */
guint         fl_flaunt_lead_limit    (const FlFlauntState *state,
                                       guint                seat);

G_END_DECLS
