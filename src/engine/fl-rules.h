/* fl-rules.h: the plain-C interface every game implements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <string.h>

#include "fl-action.h"
#include "fl-card.h"
#include "fl-options.h"
#include "fl-rng.h"

G_BEGIN_DECLS

/**
 * FlPhase:
 *
 * Where a game stands, for the table and the command line.
 */
typedef enum
{
  FL_PHASE_DEAL,        /* before the first action of a hand */
  FL_PHASE_BIDDING,     /* contracts, bids, declarations */
  FL_PHASE_PLAYING,     /* the cards are being played */
  FL_PHASE_HAND_OVER,   /* a hand is scored; the next action deals */
  FL_PHASE_GAME_OVER,
} FlPhase;

/**
 * FlDecisionKind:
 *
 * What kind of decision the deciding seat faces. Decisions the rules make
 * simultaneous are asked of one seat at a time as secret commitments: the
 * observations of the other seats do not show a commitment until the game
 * reveals it, so the order in which they are asked changes nothing.
 */
typedef enum
{
  FL_DECISION_NONE,          /* the game is over */
  FL_DECISION_PLAY,          /* play a card (or cards) */
  FL_DECISION_DECLARE,       /* declare a contract */
  FL_DECISION_BID,
  FL_DECISION_FLASH,         /* declare bonuses, or not */
  FL_DECISION_COMMAND,
  FL_DECISION_CHOOSE_SUIT,
  FL_DECISION_CHALLENGE,     /* a secret commitment */
  FL_DECISION_GUESS,
  FL_DECISION_TARGET,
  FL_DECISION_CONTINUE,      /* acknowledge the end of a hand: deal the next */
  FL_DECISION_DISCARD,       /* put cards away, maybe none (a second deal) */
  FL_DECISION_CALL,          /* call a card to choose a partner, or go alone */
} FlDecisionKind;

/* The last FlDecisionKind, for range checks. */
#define FL_DECISION_LAST FL_DECISION_CALL

#define FL_MAX_SEATS 8
#define FL_MAX_LEGAL_ACTIONS 256

/* side(): a seat whose side the observer does not know yet. */
#define FL_SIDE_UNKNOWN (-1)

/**
 * FlRules:
 *
 * A game, as a table of functions over its plain state struct. The state
 * holds no pointers, so `memcpy (copy, state, rules->state_size)` copies it;
 * bots and the search copy millions. Every function is pure apart from
 * writing its outputs; none allocates except the ones returning strings.
 *
 * An observation is a state of the same type in which everything the
 * observing seat may not see is erased (unknown hands are empty and only
 * their sizes kept, the random generator is zeroed); bots receive only
 * observations. determinize() fills the erased parts again with one world
 * consistent with everything the seat has observed.
 *
 * random_playout() plays uniformly random legal actions, exactly as
 * repeated random_action() and apply() would, until the game is over or
 * hand number @stop_at_hand is reached (-1 for no limit), and returns how
 * many actions it played: the inner loop of random simulation and of
 * search bots, with every call inlined.
 *
 * describe_event() says what an event did, to @viewer: in the second
 * person where it is about @viewer ("You play Q♠."), in the third person
 * for the others and for every seat when @viewer is -1 (the command line,
 * records, tests that compare the words).
 *
 * describe_table() fills the table's view (fl-table.h) from @viewer's own
 * observation, never from the full state. event_scores() says whether an
 * event belongs in the hand's score summary (a trick's points, a contract's
 * score, a bonus, a penalty, the totals).
 *
 * explain_options() says, from @seat's own observation, what @seat may do
 * at its decision and why, one sentence or short paragraph per element,
 * each naming its rule: the tutor's "Your options". It returns %NULL when
 * the game does not wait for @seat.
 *
 * name_action() names @action in a few words that fit inside a sentence,
 * the way a player says what they would do: "Q♠", "High 9 with hearts as
 * trumps", "a pass". The tutor's hints and warnings use it.
 *
 * explain_cost() says, from the acting seat's observation, what a legal
 * @action costs by the rules when it costs the player something they may
 * not mean to pay (a disobeyed command's penalty), as a question to ask
 * before it; %NULL when it costs nothing of the kind (may itself be %NULL).
 * The table asks it before the move, the tutor and the command line can
 * too.
 *
 * explain_choice() says, from the deciding seat's observation, what
 * speaks for a legal @action in the game's own terms: what the hand holds
 * or the trick shows that makes it good ("With spades as trumps you would
 * hold five trumps…"). The tutor gives it with the computer players' hint
 * and warning, beside their sampled evaluation. It returns %NULL when it
 * has nothing to add (may itself be %NULL).
 *
 * explain_card() says, from @seat's own observation, what @card of its
 * hand could take part in, one sentence each: the plays of a game of
 * combinations it could join (Flaunt's matches, sequences and flushes).
 * The tutor's "This Card" gives it when it is not %NULL, and otherwise
 * says whether the card may be played (may itself be %NULL).
 *
 * explain_status() says, from @seat's own observation, where the hand
 * stands for @seat: a contract's progress and what each result would
 * score, bonuses held or declared; the tutor's "Where the hand stands".
 * It returns %NULL when there is nothing to say (may itself be %NULL).
 *
 * new_bot() makes the game's own computer player ("heuristic" in
 * fl_bot_new()), choosing with @seed; every game also has the random bot.
 *
 * winners() gives one bit per seat that won a finished game: every seat of
 * a winning partnership, several seats for a shared win, 0 while the game
 * goes on.
 *
 * legal_actions() lists the deciding seat's legal actions into @out, at
 * most @capacity of them, and returns how many there are in all: a game
 * whose actions are combinations (a sneak of any k cards of a hand, C(n, k)
 * of them) may have more than any buffer holds, and its callers ask again
 * with room for all, or do not list them at all. check_action() stays the
 * only authority on one action. action_cards() says which cards take part
 * in at least one legal action (the table dims the others and lets them be
 * selected); a game may leave it %NULL when its legal actions are few
 * enough to list (fl_rules_action_cards()).
 *
 * set_deal() replaces the first deal of a game not yet begun with a deal
 * chosen in advance (fl-card.h), when it is one the rules could have made;
 * it returns %FALSE otherwise, or when the game cannot take one.
 *
 * side() says who plays with whom, as the observing seat knows it now:
 * seats with the same number play together, and %FL_SIDE_UNKNOWN while
 * the rules keep @seat's side secret from the observer (a called partner
 * not yet revealed). A game without partners gives every seat a side of its
 * own; it may leave side() %NULL, which means exactly that
 * (fl_rules_side()). Asked of a full state, it gives the true sides.
 *
 * known_cards() gives every card whose identity @seat knows from its
 * observation: its own hand, every card lying face up, the cards shown to
 * it and the cards played face up this hand. The conformance test checks
 * every sentence and view a seat is shown against it.
 *
 * Events and secrecy: an event names cards only in @cards, and an event
 * that only some seats may know of, or whose cards only some may see, says
 * so in its audience masks (#FlEvent). describe_event() is only ever given
 * an event as its viewer sees it (fl_rules_see_event(), through
 * fl_rules_describe_event()): a card the viewer may not see is
 * %FL_CARD_NONE there.
 */
typedef struct _FlRules FlRules;

/**
 * FlRuleHelp:
 * @rule: a rule's number as the game's explanations cite it, e.g. "F13"
 * @section: the section of the game's help page that states it
 *
 * Where the help states a rule, so that an explanation naming the rule
 * can link to it. A game's table ends with an entry whose @rule is %NULL.
 */
typedef struct
{
  const char *rule;
  const char *section;
} FlRuleHelp;
typedef struct _FlTableView FlTableView;   /* fl-table.h */
typedef struct _FlBot FlBot;               /* fl-bot.h */

struct _FlRules
{
  const char          *id;
  FlDeckId             deck;
  gsize                state_size;
  const FlOptionDesc  *options;
  guint                n_options;

  guint          (*n_seats)          (const FlOptions *options);
  void           (*new_game)         (void            *state,
                                      const FlOptions *options,
                                      guint64          seed);

  FlPhase        (*phase)            (const void      *state);
  int            (*current_seat)     (const void      *state);
  FlDecisionKind (*decision)         (const void      *state);
  guint          (*legal_actions)    (const void      *state,
                                      FlAction        *out,
                                      guint            capacity);
  void           (*action_cards)     (const void      *state,
                                      FlCards         *out);
  gboolean       (*check_action)     (const void      *state,
                                      const FlAction  *action,
                                      FlIllegal       *why);
  void           (*apply)            (void            *state,
                                      const FlAction  *action,
                                      FlEvents        *events);
  void           (*random_action)    (const void      *state,
                                      FlRng           *rng,
                                      FlAction        *out);
  guint          (*random_playout)   (void            *state,
                                      FlRng           *rng,
                                      int              stop_at_hand);

  void           (*scores)           (const void      *state,
                                      int             *out);
  int            (*hand_number)      (const void      *state);
  guint          (*winners)          (const void      *state);

  void           (*observe)          (const void      *state,
                                      int              seat,
                                      void            *observation);
  gboolean       (*determinize)      (const void      *observation,
                                      FlRng           *rng,
                                      void            *world);

  char          *(*describe_action)  (const void      *state,
                                      const FlAction  *action);
  char          *(*explain_illegal)  (const void      *state,
                                      const FlIllegal *why);
  char          *(*describe_event)   (const FlEvent   *event,
                                      int              viewer);
  const char    *(*event_name)       (guint            kind);
  void           (*describe_table)   (const void      *observation,
                                      int              viewer,
                                      FlTableView     *view);
  gboolean       (*event_scores)     (const FlEvent   *event);
  char         **(*explain_options)  (const void      *observation,
                                      int              seat);

  char         **(*explain_status)   (const void      *observation,
                                      int              seat);
  char         **(*explain_card)     (const void      *observation,
                                      int              seat,
                                      FlCard           card);
  char          *(*name_action)      (const void      *state,
                                      const FlAction  *action);
  char          *(*explain_cost)     (const void      *observation,
                                      const FlAction  *action);
  char          *(*explain_choice)   (const void      *observation,
                                      const FlAction  *action);
  gboolean       (*set_deal)         (void            *state,
                                      const FlDeal    *deal);
  int            (*side)             (const void      *observation,
                                      int              seat);
  void           (*known_cards)      (const void      *observation,
                                      int              seat,
                                      FlCards         *out);

  FlBot         *(*new_bot)          (guint64          seed);

  const FlRuleHelp    *rule_help;      /* the help page is the game's id */
  int                  warn_points;    /* how much worse than the computer
                                        * players' choice, in points, a move
                                        * must do for the tutor to warn */
};

const FlRules  *fl_rules_lookup          (const char       *id);
guint           fl_rules_get_n_rules     (void);
const FlRules  *fl_rules_get_nth         (guint             index);

void            fl_rules_default_options (const FlRules    *rules,
                                          FlOptions        *options);
int             fl_rules_find_option     (const FlRules    *rules,
                                          const char       *key);
gboolean        fl_rules_validate_options (const FlRules   *rules,
                                          const FlOptions  *options,
                                          GError          **error);
void            fl_rules_action_cards    (const FlRules    *rules,
                                          const void       *state,
                                          FlCards          *out);
FlAction       *fl_rules_list_legal      (const FlRules    *rules,
                                          const void       *state,
                                          guint            *n_actions);
gboolean        fl_rules_next_deal       (const FlRules    *rules,
                                          const void       *state,
                                          FlAction         *next);

/* For a game whose decisions never offer more than %FL_MAX_LEGAL_ACTIONS
 * actions: legal_actions() from a function that lists them all, straight
 * into @out when it has room for the most there can be, else through a
 * buffer of its own, copying what fits. */
static inline guint
fl_rules_list_bounded (const void  *state,
                       FlAction    *out,
                       guint        capacity,
                       guint      (*list) (const void *state,
                                           FlAction   *out))
{
  FlAction all[FL_MAX_LEGAL_ACTIONS];
  guint n;

  if (capacity >= FL_MAX_LEGAL_ACTIONS)
    return list (state, out);
  n = list (state, all);
  memcpy (out, all, MIN (n, capacity) * sizeof (FlAction));
  return n;
}

int             fl_rules_side            (const FlRules    *rules,
                                          const void       *observation,
                                          int               seat);
gboolean        fl_rules_see_event       (const FlEvent    *event,
                                          int               viewer,
                                          FlEvent          *seen);
char           *fl_rules_explain_choice  (const FlRules    *rules,
                                          const void       *observation,
                                          const FlAction   *action);
char           *fl_rules_describe_event  (const FlRules    *rules,
                                          const FlEvent    *event,
                                          int               viewer);

/* Adds @line to @builder and frees it (g_strv_builder_take() is GLib 2.80). */
static inline void
fl_strv_builder_add_owned (GStrvBuilder *builder,
                           char         *line)
{
  g_strv_builder_add (builder, line);
  g_free (line);
}

const char     *fl_rules_find_rule       (const FlRules    *rules,
                                          const char       *text,
                                          char            **rule);
gboolean        fl_rules_action_well_formed (const FlRules *rules,
                                          const FlAction   *action);
gboolean        fl_rules_action_is_legal (const FlRules    *rules,
                                          const void       *state,
                                          const FlAction   *action);

G_END_DECLS
