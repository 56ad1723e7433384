/* fl-flunk-rules.h: Flunk (David Parlett) as a plain state and its rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-rules.h"

G_BEGIN_DECLS

/* The four hands: the three players' seats, then the dummy, which lies face
 * up opposite the dealer and is played by the dealer. */
#define FL_FLUNK_N_PLAYERS 3
#define FL_FLUNK_N_HANDS 4
#define FL_FLUNK_DUMMY 3
#define FL_FLUNK_N_TRICKS 13
#define FL_FLUNK_NO_TRUMP 4

typedef enum
{
  FL_FLUNK_HIGH,   /* exactly 7 to 13 tricks, trumps or no trump */
  FL_FLUNK_LOW,    /* exactly 0 to 6 tricks, trumps or no trump */
  FL_FLUNK_DUMP,   /* no trump; take tricks without the named suit */
} FlFlunkContractType;

/* FL_ACTION_DECLARE: values[0] the FlFlunkContractType, values[1] the
 * number of tricks (0 for Dump), values[2] the trump suit or
 * FL_FLUNK_NO_TRUMP, or for Dump the suit to avoid.
 * FL_ACTION_PLAY: cards[0], from the dummy when the dummy is to play.
 * FL_ACTION_CONTINUE: by the next dealer, once a deal is scored (F5). */

typedef enum
{
  FL_FLUNK_OPTION_DEALS,
  FL_FLUNK_OPTION_OPPONENTS_SCORE,
  FL_FLUNK_N_OPTIONS,
} FlFlunkOption;

typedef enum
{
  FL_FLUNK_OPPONENTS_SCORE_NONE,
  FL_FLUNK_OPPONENTS_SCORE_PENALTIES,
} FlFlunkOpponentsScore;

typedef enum
{
  FL_FLUNK_EVENT_DEAL,       /* seat: dealer; values[0]: deal number from 1 */
  FL_FLUNK_EVENT_CONTRACT,   /* seat: dealer; values[0..2] as the action */
  FL_FLUNK_EVENT_PLAY,       /* seat: the hand (3 = dummy); cards[0];
                              * values[0]: the dealer */
  FL_FLUNK_EVENT_TRICK,      /* seat: winning hand; reason; cards: the trick
                              * in play order; values[0]: the hand that led,
                              * [1]: trick number from 1, [2]: the declarer's
                              * tricks so far, [3]: trump or NO_TRUMP,
                              * [4]: the dealer */
  FL_FLUNK_EVENT_SCORE,      /* seat: dealer; reason: FlFlunkScoreRule;
                              * values[0]: score, [1]: tricks, [2]: type,
                              * [3]: contract tricks, [4]: suit,
                              * [5]: dump-suit cards taken */
  FL_FLUNK_EVENT_OPPONENTS,  /* seat: dealer; values[0]: each opponent's score */
  FL_FLUNK_EVENT_GAME_OVER,  /* seat: the winner or -1 for a shared win;
                              * values[0..2]: the totals */
  FL_FLUNK_N_EVENTS,
} FlFlunkEventKind;

typedef enum
{
  FL_FLUNK_TRICK_HIGHEST_TRUMP,
  FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT,
} FlFlunkTrickReason;

typedef enum
{
  FL_FLUNK_SCORE_EXACT,        /* the contract made exactly */
  FL_FLUNK_SCORE_SLAM,         /* High 12/13 or Low 1/0 made exactly */
  FL_FLUNK_SCORE_MISSED,       /* High short or Low over: minus per trick */
  FL_FLUNK_SCORE_FLUNK,        /* High over or Low under: halved per trick */
  FL_FLUNK_SCORE_SLAM_FLUNK,   /* a flunked High 12 or Low 1 */
  FL_FLUNK_SCORE_DUMP_CLEAN,   /* no card of the dump suit: 30 per trick */
  FL_FLUNK_SCORE_DUMP_FAILED,  /* minus 10 per dump-suit card */
  FL_FLUNK_SCORE_DUMP_NO_TRICKS, /* the Dump flunk: no trick, no score */
} FlFlunkScoreRule;

typedef enum
{
  FL_FLUNK_ILLEGAL_GAME_OVER,
  FL_FLUNK_ILLEGAL_NOT_YOUR_TURN,      /* values[0]: the seat to act */
  FL_FLUNK_ILLEGAL_MUST_DECLARE,
  FL_FLUNK_ILLEGAL_MUST_PLAY,
  FL_FLUNK_ILLEGAL_MALFORMED,
  FL_FLUNK_ILLEGAL_HIGH_RANGE,         /* values[0]: tricks asked */
  FL_FLUNK_ILLEGAL_LOW_RANGE,
  FL_FLUNK_ILLEGAL_BAD_SUIT,
  FL_FLUNK_ILLEGAL_NOT_IN_HAND,        /* card; values[0]: the hand to play */
  FL_FLUNK_ILLEGAL_MUST_FOLLOW,        /* card; values[0]: led suit, [1]: hand */
  FL_FLUNK_ILLEGAL_MUST_CONTINUE,      /* the deal is over: only the next deal */
} FlFlunkIllegalRule;

typedef enum
{
  FL_FLUNK_PHASE_DECLARE,
  FL_FLUNK_PHASE_PLAY,
  FL_FLUNK_PHASE_OVER,
  FL_FLUNK_PHASE_HAND_OVER,   /* a deal is scored, its last trick still on
                               * the table; FL_ACTION_CONTINUE deals the next */
} FlFlunkPhase;

#define FL_FLUNK_FULL_VIEW 0xff

/**
 * FlFlunkState:
 *
 * A whole rubber of Flunk. Plain data, no pointers: copy it with `=`.
 * Cards are standard-deck indices (FL_STD_CARD).
 */
typedef struct
{
  FlCardSet hands[FL_FLUNK_N_HANDS];
  FlCardSet won[FL_FLUNK_N_HANDS];      /* cards of the tricks each hand won */
  FlRng     rng;                        /* deals the next hands */
  gint32    totals[FL_FLUNK_N_PLAYERS];
  guint8    n_deals;                    /* the rubber's length */
  guint8    opponents_score;            /* an FlFlunkOpponentsScore */
  guint8    deal;                       /* deals finished (scored) */
  guint8    dealer;
  guint8    phase;                      /* an FlFlunkPhase */
  guint8    viewer;                     /* FL_FLUNK_FULL_VIEW or the observer */
  guint8    type;                       /* the contract */
  guint8    bid;
  guint8    suit;
  guint8    trick;                      /* tricks finished */
  guint8    to_play;                    /* the hand to play next */
  guint8    n_played;                   /* cards in the current trick */
  guint8    tricks_won[FL_FLUNK_N_HANDS];
  guint8    voids[FL_FLUNK_N_HANDS];    /* suits a hand has shown it lacks */
  guint8    next[FL_FLUNK_N_HANDS];     /* the hand after each in play order */
  guint8    leaders[FL_FLUNK_N_TRICKS]; /* the hand that led each trick */
  guint8    played[FL_FLUNK_N_TRICKS][FL_FLUNK_N_HANDS]; /* in play order */
} FlFlunkState;

extern const FlRules fl_flunk_rules;

/* Positions: the dealer's left leads first; then the dummy, the dealer's
 * right and the dealer (002: play order). */
static inline guint
fl_flunk_next_hand (const FlFlunkState *state,
                    guint               hand)
{
  return state->next[hand & 3];
}

static inline guint
fl_flunk_hand_owner (const FlFlunkState *state,
                     guint               hand)
{
  return hand == FL_FLUNK_DUMMY ? state->dealer : hand;
}

static inline guint
fl_flunk_declarer_tricks (const FlFlunkState *state)
{
  return state->tricks_won[state->dealer] + state->tricks_won[FL_FLUNK_DUMMY];
}

void      fl_flunk_action_declare   (FlAction            *action,
                                     int                  seat,
                                     int                  type,
                                     int                  bid,
                                     int                  suit);
void      fl_flunk_action_play      (FlAction            *action,
                                     int                  seat,
                                     FlCard               card);
int       fl_flunk_score            (FlFlunkContractType  type,
                                     guint                bid,
                                     guint                suit,
                                     guint                tricks,
                                     guint                dump_cards,
                                     FlFlunkScoreRule    *rule);
guint     fl_flunk_trick_winner     (const guint8        *cards,
                                     guint                trump,
                                     FlFlunkTrickReason  *reason);
gboolean  fl_flunk_parse_contract   (const char          *text,
                                     FlFlunkContractType *type,
                                     guint               *bid,
                                     guint               *suit);
char     *fl_flunk_contract_to_string (FlFlunkContractType type,
                                     guint                bid,
                                     guint                suit);
char     *fl_flunk_describe_contract (FlFlunkContractType type,
                                     guint                bid,
                                     guint                suit);
char     *fl_flunk_explain_score    (FlFlunkContractType  type,
                                     guint                bid,
                                     guint                suit,
                                     guint                tricks,
                                     guint                dump_cards,
                                     int                  score,
                                     FlFlunkScoreRule     rule);
char     *fl_flunk_hand_name        (const FlFlunkState  *state,
                                     guint                hand);

/* In fl-flunk-table.c: FlRules.describe_table and FlRules.event_scores. */
char    **_fl_flunk_explain_options (const void          *observation,
                                     int                  seat);
char    **_fl_flunk_explain_status  (const void          *observation,
                                     int                  seat);
char     *_fl_flunk_name_action     (const void          *state,
                                     const FlAction      *action);
void      _fl_flunk_describe_table  (const void          *observation,
                                     int                  viewer,
                                     FlTableView         *view);
gboolean  _fl_flunk_event_scores    (const FlEvent       *event);
void      _fl_flunk_known_cards     (const void          *observation,
                                     int                  seat,
                                     FlCards             *out);

G_END_DECLS
