/* fl-flashpoint-rules.h: Flashpoint (David Parlett) as a plain state and its rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-rules.h"

G_BEGIN_DECLS

/* Four players; partners sit opposite: seats 0 and 2 are side 0, seats 1
 * and 3 side 1. Play goes to the left, from seat s to seat s + 1. */
#define FL_FLASHPOINT_N_SEATS 4
#define FL_FLASHPOINT_N_CARDS 32
#define FL_FLASHPOINT_HAND_SIZE 8
#define FL_FLASHPOINT_MAX_TRICKS 32   /* 8 unless passing is voluntary */
#define FL_FLASHPOINT_SQUARE_TRICK 4  /* the fifth trick, counting from 0 */
#define FL_FLASHPOINT_PENALTY 15
#define FL_FLASHPOINT_ALL_SUITS 0xf

/* The 32-card pack: card = suit * 8 + rank - 7, ranks 7 … 14 (ace). */
#define FL_FP_CARD(suit, rank) ((FlCard) ((suit) * 8 + (rank) - 7))
#define FL_FP_SUIT(card) ((guint) (card) >> 3)
#define FL_FP_RANK(card) (((guint) (card) & 7) + 7)
#define FL_FP_SUIT_MASK(suit) (G_GUINT64_CONSTANT (0xff) << ((suit) * 8))
#define FL_FP_RANK_MASK(rank) (G_GUINT64_CONSTANT (0x01010101) << ((rank) - 7))
#define FL_FP_ALL_CARDS G_GUINT64_CONSTANT (0xffffffff)

#define fl_flashpoint_side(seat) ((guint) (seat) & 1)
#define fl_flashpoint_partner(seat) (((guint) (seat) + 2) & 3)
#define fl_flashpoint_left(seat) (((guint) (seat) + 1) & 3)

typedef enum
{
  FL_FLASHPOINT_OPTION_TARGET,
  FL_FLASHPOINT_OPTION_PASSING,
  FL_FLASHPOINT_OPTION_VOIDS,
  FL_FLASHPOINT_N_OPTIONS,
} FlFlashpointOption;

typedef enum
{
  FL_FLASHPOINT_PASSING_WHEN_UNABLE,  /* pass only holding no suit the trick lacks */
  FL_FLASHPOINT_PASSING_VOLUNTARY,    /* pass at any turn but the lead */
} FlFlashpointPassing;

typedef enum
{
  FL_FLASHPOINT_VOIDS_EACH,           /* 10 for every suit missing */
  FL_FLASHPOINT_VOIDS_ONCE,           /* 10 however many suits are missing */
} FlFlashpointVoids;

/* Flashes, as bits of a play's or pass's values[0]: one void bit per suit
 * (1 << suit), then the others. Four-flashes go in values[1], one bit per
 * rank (1 << (rank - 7)). */
typedef enum
{
  FL_FLASHPOINT_FLASH_VOIDS = 0xf,
  FL_FLASHPOINT_FLASH_TWIN = 1 << 4,
  FL_FLASHPOINT_FLASH_LONG = 1 << 5,
  FL_FLASHPOINT_FLASH_SQUARE = 1 << 6,
} FlFlashpointFlash;

#define FL_FLASHPOINT_VOID_POINTS 10
#define FL_FLASHPOINT_TWIN_POINTS 20
#define FL_FLASHPOINT_LONG_POINTS 30
#define FL_FLASHPOINT_FOUR_POINTS 40
#define FL_FLASHPOINT_SQUARE_POINTS 10

/* Commands (FL_ACTION_COMMAND): the leader invites one with values[0] =
 * INVITE; the partner then gives one with values[0] the kind and
 * values[1] the suit (0-3) or the rank (7-14). */
typedef enum
{
  FL_FLASHPOINT_COMMAND_INVITE,
  FL_FLASHPOINT_COMMAND_LEAD_SUIT,
  FL_FLASHPOINT_COMMAND_AVOID_SUIT,
  FL_FLASHPOINT_COMMAND_LEAD_RANK,
  FL_FLASHPOINT_COMMAND_AVOID_RANK,
} FlFlashpointCommand;

/* Actions:
 * FL_ACTION_PLAY: cards[0]; values[0] a mask of FlFlashpointFlash and
 *   values[1] a mask of four-flash ranks, the flashes declared with this
 *   card: only with a player's first action in the first trick (the hand's
 *   flashes) or in the fifth (the square flash); otherwise both 0.
 * FL_ACTION_PASS: with voluntary passing, at any turn but the lead; and
 *   when a player who cannot play has flashes to declare at their first
 *   turn (values as for a play). Any other player who cannot play passes
 *   without being asked: an event, not an action.
 * FL_ACTION_COMMAND: see FlFlashpointCommand.
 * Declaring flashes with the card, rather than as a decision of its own,
 * keeps them secret: a player who declares nothing acts exactly like one
 * who holds nothing. */

typedef enum
{
  FL_FLASHPOINT_COMBO_NONE,        /* a damp squib: 10 to the opponents */
  FL_FLASHPOINT_COMBO_PAIR,        /* 1 */
  FL_FLASHPOINT_COMBO_RUN3,        /* 3 */
  FL_FLASHPOINT_COMBO_TRIPLET,     /* 6 */
  FL_FLASHPOINT_COMBO_PAIR_RUN,    /* 8 */
  FL_FLASHPOINT_COMBO_TWO_PAIRS,   /* 10 */
  FL_FLASHPOINT_COMBO_RUN4,        /* 12 */
  FL_FLASHPOINT_COMBO_FOUR,        /* four of a kind, scored as two pairs: 10 */
  FL_FLASHPOINT_N_COMBOS,
} FlFlashpointCombo;

#define FL_FLASHPOINT_DAMP_SQUIB 10

typedef enum
{
  FL_FLASHPOINT_WIN_HIGHEST,         /* no rank twice: the highest card */
  FL_FLASHPOINT_WIN_LAST_DUPLICATE,  /* the last card of a repeated rank */
} FlFlashpointWinReason;

typedef enum
{
  FL_FLASHPOINT_PASS_UNABLE,     /* holds only suits the trick has */
  FL_FLASHPOINT_PASS_NO_CARDS,
  FL_FLASHPOINT_PASS_VOLUNTARY,
} FlFlashpointPassReason;

typedef enum
{
  FL_FLASHPOINT_LEAD_TO_PARTNER,        /* the leader had no cards */
  FL_FLASHPOINT_LEAD_TO_LEFT,           /* nor had the partner */
  FL_FLASHPOINT_LEAD_TO_RIGHT,          /* only the right-hand player has cards */
} FlFlashpointLeadReason;

typedef enum
{
  FL_FLASHPOINT_EVENT_DEAL,        /* seat: dealer; values[0]: hand number from 1 */
  FL_FLASHPOINT_EVENT_FLASH,       /* seat: declarer; values[0], [1]: the flash
                                    * masks; [2]: points; [3]: the side's bonuses
                                    * now; cards: what was shown to the left
                                    * (comes just before the card or pass) */
  FL_FLASHPOINT_EVENT_INVITE,      /* seat: the leader */
  FL_FLASHPOINT_EVENT_COMMAND,     /* seat: the partner; values[0] kind, [1] suit or rank */
  FL_FLASHPOINT_EVENT_PLAY,        /* seat; cards[0]; values[0]: trick from 1 */
  FL_FLASHPOINT_EVENT_PASS,        /* seat; reason: FlFlashpointPassReason;
                                    * values[0]: the suits in the trick (mask) */
  FL_FLASHPOINT_EVENT_LEAD_PASSES, /* seat: the new leader; reason:
                                    * FlFlashpointLeadReason; values[0]: the
                                    * player who would have led */
  FL_FLASHPOINT_EVENT_PENALTY,     /* seat: who disobeyed; values[0]: points to
                                    * the other side, [1] command kind, [2] its
                                    * suit or rank, [3] the other side's total */
  FL_FLASHPOINT_EVENT_OBEYED,      /* seat: the leader; values[0] kind, [1] suit
                                    * or rank, [2]: 1 if obeyed, 0 if unable */
  FL_FLASHPOINT_EVENT_TRICK,       /* seat: winner; reason: FlFlashpointWinReason;
                                    * cards: the trick in play order; values[0]:
                                    * combination, [1]: its value (-10 for a damp
                                    * squib), [2]: points scored, [3]: the side
                                    * they go to, [4]: trick number from 1 (1 << 8
                                    * when it is the last), [5]: who played each
                                    * card, two bits each from bit 0 */
  FL_FLASHPOINT_EVENT_HAND_OVER,   /* values[0], [1]: the sides' points this hand,
                                    * [2], [3]: totals, [4], [5]: bonuses */
  FL_FLASHPOINT_EVENT_GAME_OVER,   /* seat: winning side (0 or 1); reason: bit
                                    * 1 << side for a side whose bonuses were
                                    * annulled; values[0], [1]: final scores,
                                    * [2], [3]: the sides' bonuses, [4]: margin,
                                    * [5]: points without bonuses, winner's side
                                    * in the low 16 bits, loser's above */
  FL_FLASHPOINT_N_EVENTS,
} FlFlashpointEventKind;

typedef enum
{
  FL_FLASHPOINT_ILLEGAL_GAME_OVER,
  FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN,  /* values[0]: the seat to act */
  FL_FLASHPOINT_ILLEGAL_MALFORMED,
  FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW,  /* flashes only with the first action
                                         * in the first trick, the square
                                         * flash in the fifth */
  FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD, /* values[0], [1]: masks not held */
  FL_FLASHPOINT_ILLEGAL_MUST_COMMAND,   /* the partner must name a command */
  FL_FLASHPOINT_ILLEGAL_BAD_COMMAND,
  FL_FLASHPOINT_ILLEGAL_NOT_LEADING,    /* invite only when about to lead */
  FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED,
  FL_FLASHPOINT_ILLEGAL_MUST_PLAY,      /* another kind of action */
  FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND,    /* card */
  FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK,  /* card; values[0]: the suits in the trick */
  FL_FLASHPOINT_ILLEGAL_CANNOT_PASS,    /* values[0]: the suits the trick lacks
                                         * that the player holds */
  FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD,
  FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW, /* the partner commands only when invited */
  FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE,  /* the hand is over: only the next deal */
} FlFlashpointIllegalRule;

typedef enum
{
  FL_FLASHPOINT_STAGE_PLAY,     /* to_play plays or passes (or invites) */
  FL_FLASHPOINT_STAGE_COMMAND,  /* the leader's partner names a command */
  FL_FLASHPOINT_STAGE_OVER,
  FL_FLASHPOINT_STAGE_HAND_OVER, /* a hand is scored, its last trick still on
                                  * the table; the next dealer continues */
} FlFlashpointStage;

#define FL_FLASHPOINT_FULL_VIEW 0xff

/**
 * FlFlashpointState:
 *
 * A whole game of Flashpoint. Plain data, no pointers: copy it with `=`.
 * Cards are piquet-pack indices (FL_FP_CARD). The state keeps the hand's
 * whole public history (every card in order, with who played it, the
 * commands and penalties), from which determinize reads what each player
 * has shown.
 */
typedef struct
{
  FlCardSet hands[FL_FLASHPOINT_N_SEATS];
  FlCardSet shown[FL_FLASHPOINT_N_SEATS];   /* flashed to the left-hand player */
  FlRng     rng;
  gint32    points[2];                      /* towards the target, penalties included */
  gint32    bonuses[2];                     /* flashes, recorded apart */
  gint32    hand_points[2];                 /* this hand's, for the summary */
  guint16   target;
  guint8    passing;                        /* an FlFlashpointPassing */
  guint8    voids_rule;                     /* an FlFlashpointVoids */
  guint16   hands_played;
  guint8    dealer;
  guint8    stage;                          /* an FlFlashpointStage */
  guint8    viewer;                         /* FL_FLASHPOINT_FULL_VIEW or a seat */
  guint8    to_play;
  guint8    n_tricks;                       /* tricks finished this hand */
  guint8    n_seq;                          /* cards played this hand */
  guint8    passes;                         /* passes in a row in this trick */
  guint8    trick_suits;                    /* suits in the current trick */
  guint8    command;                        /* the command in force: kind << 4 | value */
  guint8    invited;                        /* the leader has invited a command */
  guint8    first_turn_done;                /* seats that had a turn in the first trick */
  guint8    square_done;                    /* seats that had a turn in the fifth */
  guint8    winner;                         /* side that won, when over */
  guint8    voids[FL_FLASHPOINT_N_SEATS];   /* suits a player has shown to lack */
  guint8    rank_voids[FL_FLASHPOINT_N_SEATS]; /* ranks, by bit rank - 7 */
  guint8    declared[FL_FLASHPOINT_N_SEATS];   /* FlFlashpointFlash masks */
  guint8    declared_fours[FL_FLASHPOINT_N_SEATS];
  guint32   penalties;                      /* tricks whose leader was penalised */
  guint8    seq_cards[FL_FLASHPOINT_N_CARDS];  /* this hand's cards, in order */
  guint8    seq_seats[FL_FLASHPOINT_N_CARDS];  /* who played each */
  guint8    trick_start[FL_FLASHPOINT_MAX_TRICKS + 1]; /* index into seq */
  guint8    trick_command[FL_FLASHPOINT_MAX_TRICKS];   /* kind << 4 | value, 0 none */
} FlFlashpointState;

extern const FlRules fl_flashpoint_rules;

static inline guint
fl_flashpoint_hand_size (const FlFlashpointState *state,
                         guint                    seat)
{
  guint n = FL_FLASHPOINT_HAND_SIZE;

  for (guint i = 0; i < state->n_seq; i++)
    n -= state->seq_seats[i] == seat;

  return n;
}

void      fl_flashpoint_action_play     (FlAction      *action,
                                         int            seat,
                                         FlCard         card);
void      fl_flashpoint_action_pass     (FlAction      *action,
                                         int            seat);
void      fl_flashpoint_action_set_flashes (FlAction   *action,
                                         guint          flashes,
                                         guint          fours);
void      fl_flashpoint_action_command  (FlAction      *action,
                                         int            seat,
                                         FlFlashpointCommand kind,
                                         guint          value);

guint     fl_flashpoint_trick_winner    (const FlCard  *cards,
                                         guint          n_cards,
                                         FlFlashpointWinReason *reason);
FlFlashpointCombo fl_flashpoint_combination (const FlCard *cards,
                                         guint          n_cards);
int       fl_flashpoint_combo_value     (FlFlashpointCombo combo);
void      fl_flashpoint_flashes_held    (FlCardSet      hand,
                                         guint         *flashes,
                                         guint         *fours);
int       fl_flashpoint_flash_points    (guint          flashes,
                                         guint          fours,
                                         FlFlashpointVoids voids_rule);
FlCardSet fl_flashpoint_flash_proof     (FlCardSet      hand,
                                         guint          flashes,
                                         guint          fours);
gboolean  fl_flashpoint_command_matches (guint          command,
                                         FlCard         card);
FlCardSet fl_flashpoint_command_cards   (guint          command);
gboolean  fl_flashpoint_parse_card      (const char    *text,
                                         FlCard        *card);

char     *fl_flashpoint_combo_name      (FlFlashpointCombo combo);
char     *fl_flashpoint_describe_flashes (guint         flashes,
                                         guint          fours);
char     *fl_flashpoint_describe_command (guint         command);
char     *fl_flashpoint_explain_trick   (const FlCard  *cards,
                                         guint          n_cards);
char     *fl_flashpoint_seat_name       (guint          seat);
char     *fl_flashpoint_side_name       (guint          side);

/* In fl-flashpoint-table.c: FlRules.describe_table and FlRules.event_scores. */
void      fl_flashpoint_turn            (const FlFlashpointState *state,
                                         FlCardSet     *playable,
                                         gboolean      *lead,
                                         gboolean      *may_pass,
                                         guint         *flashes,
                                         guint         *fours);
char    **_fl_flashpoint_explain_options (const void  *observation,
                                         int            seat);
char    **_fl_flashpoint_explain_status (const void  *observation,
                                         int            seat);
char     *_fl_flashpoint_name_action    (const void     *state,
                                         const FlAction *action);
char     *_fl_flashpoint_explain_cost   (const void     *observation,
                                         const FlAction *action);
void      _fl_flashpoint_describe_table (const void *observation,
                                         int            viewer,
                                         FlTableView   *view);
gboolean  _fl_flashpoint_event_scores   (const FlEvent *event);
int       _fl_flashpoint_side           (const void *observation,
                                         int         seat);
void      _fl_flashpoint_known_cards    (const void *observation,
                                         int         seat,
                                         FlCards    *out);

G_END_DECLS
