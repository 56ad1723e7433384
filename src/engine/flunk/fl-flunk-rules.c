/* fl-flunk-rules.c: the rules of Flunk on its plain state
 *
 * Source: ../shared/seeds/002_ea7a1ae93e07e99a.txt (in Japanese); our
 * restatement and the readings of its ambiguities are in seeds/flunk.md,
 * whose rule labels (F1 …) the comments cite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flunk-bot.h"
#include "fl-flunk-rules.h"

#define FLUNK_STREAM G_GUINT64_CONSTANT (0x466c756e6b) /* "Flunk" */

static const FlOptionChoice opponents_choices[] = {
  { "none", NC_("option value", "Only the declarer scores") },
  { "penalties", NC_("option value", "Opponents score the declarer’s penalties") },
};

static const FlOptionDesc flunk_options[] = {
  [FL_FLUNK_OPTION_DEALS] = {
    "deals", FL_OPTION_INT,
    NC_("option", "Deals in a rubber"),
    NC_("option", "How many hands a game lasts; a multiple of three, so that everyone deals equally often."),
    3, 30, 3, 9, NULL, 0,
  },
  [FL_FLUNK_OPTION_OPPONENTS_SCORE] = {
    "opponents-score", FL_OPTION_CHOICE,
    NC_("option", "Opponents’ score"),
    NC_("option", "Whether the two opponents score when the declarer loses points (a house rule; the rules score only the declarer)."),
    0, 1, 1, FL_FLUNK_OPPONENTS_SCORE_NONE, opponents_choices, G_N_ELEMENTS (opponents_choices),
  },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flunk_options) == FL_FLUNK_N_OPTIONS);
G_STATIC_ASSERT (sizeof (FlFlunkState) <= 256);

static guint
flunk_n_seats (const FlOptions *options)
{
  (void) options;
  return FL_FLUNK_N_PLAYERS;
}

static guint
contract_trump (const FlFlunkState *state)
{
  return state->type == FL_FLUNK_DUMP ? FL_FLUNK_NO_TRUMP : state->suit;
}

/* F3: thirteen cards to each player and thirteen to the dummy. */
static void
deal_hand (FlFlunkState *state)
{
  guint8 pack[52];

  for (guint i = 0; i < 52; i++)
    pack[i] = (guint8) i;
  fl_rng_shuffle (&state->rng, pack, 52);

  memset (state->hands, 0, sizeof state->hands);
  memset (state->won, 0, sizeof state->won);
  for (guint i = 0; i < 52; i++)
    state->hands[i / 13] |= FL_CARD_SET_BIT (pack[i]);

  /* F11: dealer's left, dummy, dealer's right, dealer. */
  state->next[(state->dealer + 1) % 3] = FL_FLUNK_DUMMY;
  state->next[FL_FLUNK_DUMMY] = (state->dealer + 2) % 3;
  state->next[(state->dealer + 2) % 3] = state->dealer;
  state->next[state->dealer] = (state->dealer + 1) % 3;

  state->phase = FL_FLUNK_PHASE_DECLARE;
  state->type = FL_FLUNK_HIGH;
  state->bid = 0;
  state->suit = 0;
  state->trick = 0;
  state->n_played = 0;
  state->to_play = (state->dealer + 1) % 3;
  memset (state->tricks_won, 0, sizeof state->tricks_won);
  memset (state->voids, 0, sizeof state->voids);
  memset (state->leaders, 0, sizeof state->leaders);
  memset (state->played, 0, sizeof state->played);
}

static void
flunk_new_game (void            *data,
                const FlOptions *options,
                guint64          seed)
{
  FlFlunkState *state = data;

  memset (state, 0, sizeof *state);
  fl_rng_init (&state->rng, seed, FLUNK_STREAM);
  state->n_deals = (guint8) options->values[FL_FLUNK_OPTION_DEALS];
  state->opponents_score = (guint8) options->values[FL_FLUNK_OPTION_OPPONENTS_SCORE];
  state->viewer = FL_FLUNK_FULL_VIEW;
  state->dealer = 0;
  deal_hand (state);
}

/* A deal chosen in advance, for a lesson: before the contract, thirteen
 * cards to each hand, the dummy's last. */
static gboolean
flunk_set_deal (void         *data,
                const FlDeal *deal)
{
  FlFlunkState *state = data;
  static const guint sizes[FL_FLUNK_N_HANDS] = { 13, 13, 13, 13 };

  if (state->phase != FL_FLUNK_PHASE_DECLARE
      || !fl_deal_check (deal, 52, FL_FLUNK_N_HANDS, sizes, NULL))
    return FALSE;
  for (guint i = 0; i < FL_FLUNK_N_HANDS; i++)
    state->hands[i] = deal->hands[i].words[0];
  return TRUE;
}

static FlPhase
flunk_phase (const void *data)
{
  const FlFlunkState *state = data;

  switch (state->phase)
    {
    case FL_FLUNK_PHASE_DECLARE:
      return FL_PHASE_BIDDING;
    case FL_FLUNK_PHASE_PLAY:
      return FL_PHASE_PLAYING;
    case FL_FLUNK_PHASE_HAND_OVER:
      return FL_PHASE_HAND_OVER;
    case FL_FLUNK_PHASE_OVER:
    default:
      return FL_PHASE_GAME_OVER;
    }
}

/* F6: the dealer declares; F14: the dealer also plays the dummy. */
static int
flunk_current_seat (const void *data)
{
  const FlFlunkState *state = data;

  switch (state->phase)
    {
    case FL_FLUNK_PHASE_DECLARE:
      return state->dealer;
    case FL_FLUNK_PHASE_PLAY:
      return fl_flunk_hand_owner (state, state->to_play);
    case FL_FLUNK_PHASE_HAND_OVER:
      /* F5: the next dealer takes the cards in and deals. */
      return (state->dealer + 1) % 3;
    default:
      return -1;
    }
}

static FlDecisionKind
flunk_decision (const void *data)
{
  const FlFlunkState *state = data;

  switch (state->phase)
    {
    case FL_FLUNK_PHASE_DECLARE:
      return FL_DECISION_DECLARE;
    case FL_FLUNK_PHASE_PLAY:
      return FL_DECISION_PLAY;
    case FL_FLUNK_PHASE_HAND_OVER:
      return FL_DECISION_CONTINUE;
    default:
      return FL_DECISION_NONE;
    }
}

/* F13: follow suit when able, otherwise play anything. */
static FlCardSet
playable_cards (const FlFlunkState *state)
{
  FlCardSet hand = state->hands[state->to_play];
  FlCardSet follow;

  if (state->n_played == 0)
    return hand;

  follow = hand & FL_STD_SUIT_MASK (FL_STD_SUIT (state->played[state->trick][0]));

  return follow ? follow : hand;
}

/**
 * fl_flunk_trick_winner:
 * @cards: the four cards of a trick in play order
 * @trump: the trump suit or %FL_FLUNK_NO_TRUMP
 * @reason: (out) (optional): why that card wins
 *
 * F12: the highest trump wins; without trumps, the highest card of the
 * suit led.
 *
 * Returns: the position (0 to 3) of the winning card in @cards
 */
static inline guint
trick_winner (const guint8       *cards,
                       guint               trump,
                       FlFlunkTrickReason *reason)
{
  guint best = 0;

  for (guint i = 1; i < 4; i++)
    {
      guint best_suit = FL_STD_SUIT (cards[best]);
      guint suit = FL_STD_SUIT (cards[i]);

      if (suit == best_suit)
        {
          if (cards[i] > cards[best])
            best = i;
        }
      else if (suit == trump)
        best = i;
    }

  if (reason != NULL)
    *reason = FL_STD_SUIT (cards[best]) == trump ? FL_FLUNK_TRICK_HIGHEST_TRUMP
                                                 : FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT;
  return best;
}

guint
fl_flunk_trick_winner (const guint8       *cards,
                       guint               trump,
                       FlFlunkTrickReason *reason)
{
  return trick_winner (cards, trump, reason);
}

/**
 * fl_flunk_action_declare:
 * @action: (out caller-allocates): the action to fill
 *
 * Makes the dealer's declaration of a contract (see FL_ACTION_DECLARE in
 * the header); the values are not checked here.
 */
void
fl_flunk_action_declare (FlAction *action,
                         int       seat,
                         int       type,
                         int       bid,
                         int       suit)
{
  fl_action_init (action, FL_ACTION_DECLARE, seat);
  action->values[0] = (gint16) type;
  action->values[1] = (gint16) bid;
  action->values[2] = (gint16) suit;
}

/**
 * fl_flunk_action_play:
 * @action: (out caller-allocates): the action to fill
 * @seat: the player, the dealer when the dummy plays
 *
 * Makes the play of @card.
 */
void
fl_flunk_action_play (FlAction *action,
                      int       seat,
                      FlCard    card)
{
  fl_action_init (action, FL_ACTION_PLAY, seat);
  action->n_cards = 1;
  action->cards[0] = card;
}

/* 7 High and 7 Low trick counts with four trumps or none, and four Dumps. */
#define N_CONTRACTS (7 * 5 * 2 + 4)

static void
nth_contract (guint  index,
              guint *type,
              guint *bid,
              guint *suit)
{
  if (index < 35)
    {
      *type = FL_FLUNK_HIGH;
      *bid = 7 + index / 5;
      *suit = index % 5;
    }
  else if (index < 70)
    {
      index -= 35;
      *type = FL_FLUNK_LOW;
      *bid = index / 5;
      *suit = index % 5;
    }
  else
    {
      *type = FL_FLUNK_DUMP;
      *bid = 0;
      *suit = index - 70;
    }
}

static guint
list_legal_actions (const void *data,
                    FlAction   *out)
{
  const FlFlunkState *state = data;
  int seat = flunk_current_seat (state);
  guint n = 0;

  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    {
      for (guint i = 0; i < N_CONTRACTS; i++)
        {
          guint type, bid, suit;

          nth_contract (i, &type, &bid, &suit);
          fl_flunk_action_declare (&out[n++], seat, type, bid, suit);
        }
    }
  else if (state->phase == FL_FLUNK_PHASE_HAND_OVER)
    fl_action_init (&out[n++], FL_ACTION_CONTINUE, seat);
  else if (state->phase == FL_FLUNK_PHASE_PLAY)
    {
      FlCardSet cards = playable_cards (state);

      while (cards)
        {
          fl_flunk_action_play (&out[n++], seat, fl_card_set_lowest (cards));
          cards &= cards - 1;
        }
    }

  return n;
}

/* Every legal action is listed: a decision never offers more than
 * FL_MAX_LEGAL_ACTIONS. */
static guint
flunk_legal_actions (const void *data,
                     FlAction   *out,
                     guint       capacity)
{
  return fl_rules_list_bounded (data, out, capacity, list_legal_actions);
}

static void
flunk_random_action (const void *data,
                     FlRng      *rng,
                     FlAction   *out)
{
  const FlFlunkState *state = data;
  int seat = flunk_current_seat (state);

  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    {
      guint type, bid, suit;

      nth_contract (fl_rng_below (rng, N_CONTRACTS), &type, &bid, &suit);
      fl_flunk_action_declare (out, seat, type, bid, suit);
    }
  else if (state->phase == FL_FLUNK_PHASE_HAND_OVER)
    fl_action_init (out, FL_ACTION_CONTINUE, seat);
  else
    {
      FlCardSet cards = playable_cards (state);

      fl_flunk_action_play (out, seat, fl_card_set_nth (cards, fl_rng_below (rng, fl_card_set_count (cards))));
    }
}

static gboolean
flunk_check_action (const void     *data,
                    const FlAction *action,
                    FlIllegal      *why)
{
  const FlFlunkState *state = data;
  int seat = flunk_current_seat (state);

  if (state->phase == FL_FLUNK_PHASE_OVER)
    return fl_refuse (why, FL_FLUNK_ILLEGAL_GAME_OVER, FL_CARD_NONE, 0, 0);

  if (action->seat != seat)
    return fl_refuse (why, FL_FLUNK_ILLEGAL_NOT_YOUR_TURN, FL_CARD_NONE, seat, 0);

  if (state->phase == FL_FLUNK_PHASE_HAND_OVER)
    {
      if (action->kind != FL_ACTION_CONTINUE)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MUST_CONTINUE, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || action->values[0] != 0 || action->values[1] != 0 ||
          action->values[2] != 0 || action->values[3] != 0)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      return TRUE;
    }

  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    {
      int type = action->values[0];
      int bid = action->values[1];
      int suit = action->values[2];

      if (action->kind != FL_ACTION_DECLARE)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MUST_DECLARE, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || action->values[3] != 0 || type < FL_FLUNK_HIGH || type > FL_FLUNK_DUMP)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      /* F7: High is 7 to 13 tricks, F8: Low 0 to 6, F9: Dump names a suit. */
      if (type == FL_FLUNK_HIGH && (bid < 7 || bid > 13))
        return fl_refuse (why, FL_FLUNK_ILLEGAL_HIGH_RANGE, FL_CARD_NONE, bid, 0);
      if (type == FL_FLUNK_LOW && (bid < 0 || bid > 6))
        return fl_refuse (why, FL_FLUNK_ILLEGAL_LOW_RANGE, FL_CARD_NONE, bid, 0);
      if (type == FL_FLUNK_DUMP && bid != 0)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      if (suit < 0 || suit > (type == FL_FLUNK_DUMP ? 3 : FL_FLUNK_NO_TRUMP))
        return fl_refuse (why, FL_FLUNK_ILLEGAL_BAD_SUIT, FL_CARD_NONE, suit, 0);

      return TRUE;
    }
  else
    {
      FlCard card;
      FlCardSet bit;

      if (action->kind != FL_ACTION_PLAY)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MUST_PLAY, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 1 || action->values[0] != 0 || action->values[1] != 0 ||
          action->values[2] != 0 || action->values[3] != 0 || action->cards[0] >= 52)
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);

      card = action->cards[0];
      bit = FL_CARD_SET_BIT (card);
      if (!(state->hands[state->to_play] & bit))
        return fl_refuse (why, FL_FLUNK_ILLEGAL_NOT_IN_HAND, card, state->to_play, 0);
      if (!(playable_cards (state) & bit))
        return fl_refuse (why, FL_FLUNK_ILLEGAL_MUST_FOLLOW, card,
                       FL_STD_SUIT (state->played[state->trick][0]), state->to_play);

      return TRUE;
    }
}

/**
 * fl_flunk_score:
 * @type: the contract's type
 * @bid: its number of tricks (ignored for Dump)
 * @suit: its trump suit or %FL_FLUNK_NO_TRUMP; for Dump the suit avoided
 * @tricks: the tricks the declarer took, own hand and dummy together
 * @dump_cards: for Dump, the cards of the dump suit in those tricks
 * @rule: (out) (optional): the scoring rule that applied
 *
 * The declarer's score for one hand (seeds/flunk.md, "Scoring").
 *
 * Returns: the score, negative for a loss
 */
int
fl_flunk_score (FlFlunkContractType  type,
                guint                bid,
                guint                suit,
                guint                tricks,
                guint                dump_cards,
                FlFlunkScoreRule    *rule)
{
  gboolean no_trump = suit == FL_FLUNK_NO_TRUMP;
  int unit = no_trump ? 15 : 10;
  int exact;
  gboolean slam = FALSE;
  FlFlunkScoreRule r;
  int score;

  if (type == FL_FLUNK_DUMP)
    {
      /* S8-S10: nothing for no trick (the Dump flunk), 30 a trick when
       * clean, otherwise minus 10 a dump-suit card. */
      if (tricks == 0)
        {
          r = FL_FLUNK_SCORE_DUMP_NO_TRICKS;
          score = 0;
        }
      else if (dump_cards == 0)
        {
          r = FL_FLUNK_SCORE_DUMP_CLEAN;
          score = (int) tricks * 30;
        }
      else
        {
          r = FL_FLUNK_SCORE_DUMP_FAILED;
          score = -10 * (int) dump_cards;
        }
      if (rule != NULL)
        *rule = r;
      return score;
    }

  if (type == FL_FLUNK_HIGH)
    {
      /* S1: the number of tricks at 10 each, 15 at no trump; S7: slams. */
      exact = (int) bid * unit;
      if (bid == 12)
        exact = no_trump ? 200 : 150, slam = TRUE;
      else if (bid == 13)
        exact = no_trump ? 250 : 200, slam = TRUE;
    }
  else
    {
      /* S4: the tricks not taken at 10 each, 15 at no trump; S7: slams. */
      exact = (13 - (int) bid) * unit;
      if (bid == 1)
        exact = no_trump ? 200 : 150, slam = TRUE;
      else if (bid == 0)
        exact = no_trump ? 250 : 200, slam = TRUE;
    }

  if (tricks == bid)
    {
      r = slam ? FL_FLUNK_SCORE_SLAM : FL_FLUNK_SCORE_EXACT;
      score = exact;
    }
  else if ((type == FL_FLUNK_HIGH) == (tricks > bid))
    {
      /* S3, S6: a flunk halves the contract's score once for each trick
       * beyond it, rounding down each time. */
      guint beyond = tricks > bid ? tricks - bid : bid - tricks;

      r = slam ? FL_FLUNK_SCORE_SLAM_FLUNK : FL_FLUNK_SCORE_FLUNK;
      score = exact;
      for (guint i = 0; i < beyond; i++)
        score /= 2;
    }
  else
    {
      /* S2, S5: minus 10 (15 at no trump) a trick short or over. */
      guint off = tricks > bid ? tricks - bid : bid - tricks;

      r = FL_FLUNK_SCORE_MISSED;
      score = -(int) off * unit;
    }

  if (rule != NULL)
    *rule = r;
  return score;
}

static void
score_hand (FlFlunkState *state,
            FlEvents     *events)
{
  guint tricks = fl_flunk_declarer_tricks (state);
  FlCardSet taken = state->won[state->dealer] | state->won[FL_FLUNK_DUMMY];
  guint dump_cards = 0;
  FlFlunkScoreRule rule;
  FlEvent *event;
  int score;

  if (state->type == FL_FLUNK_DUMP)
    dump_cards = fl_card_set_count (taken & FL_STD_SUIT_MASK (state->suit));

  score = fl_flunk_score (state->type, state->bid, state->suit, tricks, dump_cards, &rule);
  state->totals[state->dealer] += score;

  event = fl_events_add (events, FL_FLUNK_EVENT_SCORE, state->dealer);
  if (event != NULL)
    {
      event->reason = rule;
      event->values[0] = score;
      event->values[1] = tricks;
      event->values[2] = state->type;
      event->values[3] = state->bid;
      event->values[4] = state->suit;
      event->values[5] = dump_cards;
    }

  if (score < 0 && state->opponents_score == FL_FLUNK_OPPONENTS_SCORE_PENALTIES)
    {
      state->totals[(state->dealer + 1) % 3] -= score;
      state->totals[(state->dealer + 2) % 3] -= score;
      event = fl_events_add (events, FL_FLUNK_EVENT_OPPONENTS, state->dealer);
      if (event != NULL)
        event->values[0] = -score;
    }

  state->deal++;
  if (state->deal >= state->n_deals)
    {
      int best = MAX (state->totals[0], MAX (state->totals[1], state->totals[2]));
      int winner = -1;
      guint n_best = 0;

      for (guint s = 0; s < 3; s++)
        if (state->totals[s] == best)
          winner = (int) s, n_best++;

      state->phase = FL_FLUNK_PHASE_OVER;
      event = fl_events_add (events, FL_FLUNK_EVENT_GAME_OVER, n_best == 1 ? winner : -1);
      if (event != NULL)
        for (guint s = 0; s < 3; s++)
          event->values[s] = state->totals[s];
    }
  else
    {
      /* The deal's last trick stays on the table until the next deal. */
      state->phase = FL_FLUNK_PHASE_HAND_OVER;
    }
}

/* F5: the deal passes to the left, and the new dealer deals. */
static void
apply_continue (FlFlunkState *state,
                FlEvents     *events)
{
  FlEvent *event;

  state->dealer = (state->dealer + 1) % 3;
  deal_hand (state);
  event = fl_events_add (events, FL_FLUNK_EVENT_DEAL, state->dealer);
  if (event != NULL)
    event->values[0] = state->deal + 1;
}

static inline void
apply_declare (FlFlunkState *state,
               guint         type,
               guint         bid,
               guint         suit,
               FlEvents     *events)
{
  FlEvent *event;

  state->type = (guint8) type;
  state->bid = (guint8) bid;
  state->suit = (guint8) suit;
  state->phase = FL_FLUNK_PHASE_PLAY;
  /* F10: the dealer's left leads to the first trick. */
  state->to_play = (state->dealer + 1) % 3;

  event = fl_events_add (events, FL_FLUNK_EVENT_CONTRACT, state->dealer);
  if (event != NULL)
    {
      event->values[0] = state->type;
      event->values[1] = state->bid;
      event->values[2] = state->suit;
    }
}

static inline void
apply_play (FlFlunkState *state,
            FlCard        card,
            FlEvents     *events)
{
  guint hand = state->to_play;
  guint8 *trick = state->played[state->trick];
  FlEvent *event;

  state->hands[hand] &= ~FL_CARD_SET_BIT (card);
  if (state->n_played == 0)
    state->leaders[state->trick] = (guint8) hand;
  else if (FL_STD_SUIT (card) != FL_STD_SUIT (trick[0]))
    state->voids[hand] |= (guint8) (1u << FL_STD_SUIT (trick[0]));
  trick[state->n_played++] = card;

  event = fl_events_add (events, FL_FLUNK_EVENT_PLAY, hand);
  if (event != NULL)
    {
      event->n_cards = 1;
      event->cards[0] = card;
      event->values[0] = state->dealer;
    }

  if (state->n_played < 4)
    {
      state->to_play = (guint8) fl_flunk_next_hand (state, hand);
    }
  else
    {
      FlFlunkTrickReason reason;
      guint trump = contract_trump (state);
      guint position = trick_winner (trick, trump, &reason);
      guint winner = state->leaders[state->trick];

      for (guint i = 0; i < position; i++)
        winner = fl_flunk_next_hand (state, winner);

      state->won[winner] |= FL_CARD_SET_BIT (trick[0]) | FL_CARD_SET_BIT (trick[1]) |
                            FL_CARD_SET_BIT (trick[2]) | FL_CARD_SET_BIT (trick[3]);
      state->tricks_won[winner]++;
      state->trick++;
      state->n_played = 0;
      /* F15: the winner leads, from the dummy when the dummy won. */
      state->to_play = (guint8) winner;

      event = fl_events_add (events, FL_FLUNK_EVENT_TRICK, winner);
      if (event != NULL)
        {
          event->reason = reason;
          event->n_cards = 4;
          memcpy (event->cards, trick, 4);
          event->values[0] = state->leaders[state->trick - 1];
          event->values[1] = state->trick;
          event->values[2] = fl_flunk_declarer_tricks (state);
          event->values[3] = trump;
          event->values[4] = state->dealer;
        }

      if (state->trick == FL_FLUNK_N_TRICKS)
        score_hand (state, events);
    }
}

static void
flunk_apply (void           *data,
             const FlAction *action,
             FlEvents       *events)
{
  FlFlunkState *state = data;

  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    apply_declare (state, action->values[0], action->values[1], action->values[2], events);
  else if (state->phase == FL_FLUNK_PHASE_HAND_OVER)
    apply_continue (state, events);
  else
    apply_play (state, action->cards[0], events);
}

/* Random play with no action records in between: what random_action and
 * apply do, fused for the inner loop of simulations and playouts. */
static guint
flunk_random_playout (void  *data,
                      FlRng *rng,
                      int    stop_at_hand)
{
  FlFlunkState *state = data;
  guint n = 0;

  while (state->phase != FL_FLUNK_PHASE_OVER && (stop_at_hand < 0 || state->deal < stop_at_hand))
    {
      if (state->phase == FL_FLUNK_PHASE_DECLARE)
        {
          guint type, bid, suit;

          nth_contract (fl_rng_below (rng, N_CONTRACTS), &type, &bid, &suit);
          apply_declare (state, type, bid, suit, NULL);
        }
      else if (state->phase == FL_FLUNK_PHASE_HAND_OVER)
        apply_continue (state, NULL);
      else
        {
          FlCardSet cards = playable_cards (state);

          apply_play (state, fl_card_set_nth (cards, fl_rng_below (rng, fl_card_set_count (cards))), NULL);
        }
      n++;
    }

  return n;
}

static void
flunk_scores (const void *data,
              int        *out)
{
  const FlFlunkState *state = data;

  for (guint s = 0; s < 3; s++)
    out[s] = state->totals[s];
}

/* The best total wins; equal best totals share the win. */
static guint
flunk_winners (const void *data)
{
  const FlFlunkState *state = data;
  int best = MAX (state->totals[0], MAX (state->totals[1], state->totals[2]));
  guint mask = 0;

  if (state->phase != FL_FLUNK_PHASE_OVER)
    return 0;

  for (guint s = 0; s < 3; s++)
    if (state->totals[s] == best)
      mask |= 1u << s;

  return mask;
}

static int
flunk_hand_number (const void *data)
{
  const FlFlunkState *state = data;

  return state->deal;
}

/* The size of a hand, from the number of tricks it has played to. */
static guint
hand_size (const FlFlunkState *state,
           guint               hand)
{
  guint size = FL_FLUNK_N_TRICKS - state->trick;

  /* Every card is played once the deal is over (no trick is led then). */
  if (state->phase == FL_FLUNK_PHASE_OVER || state->trick >= FL_FLUNK_N_TRICKS)
    return 0;

  for (guint i = 0, h = state->leaders[state->trick]; i < state->n_played; i++, h = fl_flunk_next_hand (state, h))
    if (h == hand)
      size--;

  return size;
}

/* F4: each player sees their own hand and the dummy, which is face up;
 * every played card is seen by all. The other two hands are hidden. */
static void
flunk_observe (const void *data,
               int         seat,
               void       *out)
{
  const FlFlunkState *state = data;
  FlFlunkState *observation = out;

  *observation = *state;
  observation->viewer = (guint8) seat;
  memset (&observation->rng, 0, sizeof observation->rng);
  for (guint hand = 0; hand < 3; hand++)
    if ((int) hand != seat)
      observation->hands[hand] = 0;
}

static gboolean
flunk_determinize (const void *data,
                   FlRng      *rng,
                   void       *out)
{
  const FlFlunkState *observation = data;
  FlFlunkState *world = out;
  guint viewer = observation->viewer;
  guint hidden[2];
  FlCardSet unknown = G_GUINT64_CONSTANT (0xfffffffffffff);
  FlCard cards[52];
  guint8 allowed[52];
  guint8 capacity[2];
  guint8 seats[52];
  guint n = 0;

  *world = *observation;
  world->viewer = FL_FLUNK_FULL_VIEW;
  fl_rng_init (&world->rng, fl_rng_next64 (rng), FLUNK_STREAM);

  if (viewer >= 3 || observation->phase == FL_FLUNK_PHASE_OVER)
    return viewer == FL_FLUNK_FULL_VIEW;

  hidden[0] = (viewer + 1) % 3;
  hidden[1] = (viewer + 2) % 3;

  unknown &= ~observation->hands[viewer];
  unknown &= ~observation->hands[FL_FLUNK_DUMMY];
  for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
    unknown &= ~observation->won[h];
  for (guint i = 0; i < observation->n_played; i++)
    unknown &= ~FL_CARD_SET_BIT (observation->played[observation->trick][i]);

  for (guint k = 0; k < 2; k++)
    capacity[k] = (guint8) hand_size (observation, hidden[k]);

  while (unknown)
    {
      FlCard card = fl_card_set_lowest (unknown);
      guint suit = FL_STD_SUIT (card);

      unknown &= unknown - 1;
      cards[n] = card;
      allowed[n] = 0;
      for (guint k = 0; k < 2; k++)
        if (!(observation->voids[hidden[k]] & (1u << suit)))
          allowed[n] |= (guint8) (1u << k);
      n++;
    }

  if (!fl_deal_constrained (rng, n, allowed, capacity, 2, seats))
    return FALSE;

  world->hands[hidden[0]] = 0;
  world->hands[hidden[1]] = 0;
  for (guint i = 0; i < n; i++)
    world->hands[hidden[seats[i]]] |= FL_CARD_SET_BIT (cards[i]);

  return TRUE;
}

static const char *
flunk_event_name (guint kind)
{
  static const char *const names[] = {
    [FL_FLUNK_EVENT_DEAL] = "deal",
    [FL_FLUNK_EVENT_CONTRACT] = "contract",
    [FL_FLUNK_EVENT_PLAY] = "play",
    [FL_FLUNK_EVENT_TRICK] = "trick",
    [FL_FLUNK_EVENT_SCORE] = "score",
    [FL_FLUNK_EVENT_OPPONENTS] = "opponents-score",
    [FL_FLUNK_EVENT_GAME_OVER] = "game-over",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

/* In fl-flunk-explain.c */
char *_fl_flunk_describe_action (const void *state, const FlAction *action);
char *_fl_flunk_explain_illegal (const void *state, const FlIllegal *why);
char *_fl_flunk_describe_event (const FlEvent *event, int viewer);

/* Where help/C/flunk.page states each rule the explanations cite. */
static const FlRuleHelp flunk_rule_help[] = {
  { "F1", "setup" }, { "F2", "setup" }, { "F3", "setup" }, { "F4", "setup" },
  { "F5", "setup" },
  { "F6", "contracts" }, { "F7", "contracts" }, { "F8", "contracts" }, { "F9", "contracts" },
  { "F17", "contracts" },
  { "F10", "play" }, { "F11", "play" }, { "F12", "play" }, { "F13", "play" },
  { "F14", "play" }, { "F15", "play" }, { "F16", "play" },
  { "S1", "scoring" }, { "S2", "scoring" }, { "S3", "scoring" }, { "S4", "scoring" },
  { "S5", "scoring" }, { "S6", "scoring" }, { "S7", "scoring" }, { "S8", "scoring" },
  { "S9", "scoring" }, { "S10", "scoring" },
  { "R1", "end" }, { "R2", "end" }, { "R3", "end" },
  { NULL, NULL }
};

const FlRules fl_flunk_rules = {
  .id = "flunk",
  .deck = FL_DECK_STANDARD_52,
  .state_size = sizeof (FlFlunkState),
  .options = flunk_options,
  .n_options = G_N_ELEMENTS (flunk_options),
  .n_seats = flunk_n_seats,
  .new_game = flunk_new_game,
  .phase = flunk_phase,
  .current_seat = flunk_current_seat,
  .decision = flunk_decision,
  .legal_actions = flunk_legal_actions,
  .check_action = flunk_check_action,
  .apply = flunk_apply,
  .random_action = flunk_random_action,
  .random_playout = flunk_random_playout,
  .scores = flunk_scores,
  .hand_number = flunk_hand_number,
  .winners = flunk_winners,
  .observe = flunk_observe,
  .determinize = flunk_determinize,
  .describe_action = _fl_flunk_describe_action,
  .explain_illegal = _fl_flunk_explain_illegal,
  .explain_options = _fl_flunk_explain_options,
  .explain_status = _fl_flunk_explain_status,
  .name_action = _fl_flunk_name_action,
  .set_deal = flunk_set_deal,
  .known_cards = _fl_flunk_known_cards,
  .describe_event = _fl_flunk_describe_event,
  .event_name = flunk_event_name,
  .describe_table = _fl_flunk_describe_table,
  .new_bot = fl_flunk_bot_new,
  .rule_help = flunk_rule_help,
  /* A contract scores 20 or 30 points and a flunk halves that; below 25
   * the bots' sampled evaluation cannot tell a poor move from noise. */
  .warn_points = 25,
  .event_scores = _fl_flunk_event_scores,
};
