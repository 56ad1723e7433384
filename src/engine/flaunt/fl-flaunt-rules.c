/* fl-flaunt-rules.c: the rules of Flaunt on its plain state
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt ("003"); the rule labels
 * the comments cite (D1 …, T1 …, K1 …, C1 …, E1, S1, G1 …) and the readings
 * of its gaps are the lead developer's (seeds/flaunt.md).
 *
 * This file holds the options, the rounds, apply with its events, random
 * play and the FlRules table; fl-flaunt-legal.c the legal actions and the
 * refusals, fl-flaunt-determinize.c what a seat sees, fl-flaunt-combos.c
 * the combinations and contests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flaunt-bot.h"
#include "fl-flaunt-rules-private.h"
#include "fl-flaunt-table.h"
#include "fl-flaunt-words.h"

static const FlOptionChoice packs_choices[] = {
  [FL_FLAUNT_PACKS_ONE] = { "one", NC_("option value", "One pack, to 100 points") },
  [FL_FLAUNT_PACKS_TWO] = { "two", NC_("option value", "Two packs, to 200 points") },
};

static const FlOptionChoice sneaks_choices[] = {
  [FL_FLAUNT_SNEAKS_ANY] = { "any", NC_("option value", "Any cards") },
  [FL_FLAUNT_SNEAKS_COMBINATIONS] = { "combinations", NC_("option value", "Combinations only") },
};

static const FlOptionChoice challenges_choices[] = {
  [FL_FLAUNT_CHALLENGES_SAME_KIND] = { "same-kind", NC_("option value", "Same kind only") },
  [FL_FLAUNT_CHALLENGES_ANY_KIND] = { "any-kind", NC_("option value", "Any kind") },
};

static const FlOptionChoice ace_choices[] = {
  [FL_FLAUNT_ACE_HIGH_OR_LOW] = { "high-or-low", NC_("option value", "High or low") },
  [FL_FLAUNT_ACE_HIGH] = { "high", NC_("option value", "High only") },
};

static const FlOptionDesc flaunt_options[] = {
  [FL_FLAUNT_OPTION_PLAYERS] = {
    "players", FL_OPTION_INT,
    NC_("option", "Players"),
    NC_("option", "Two to seven players, each for themselves. Two or three play with one pack, five or more with two."),
    2, FL_FLAUNT_MAX_PLAYERS, 1, 3, NULL, 0,
  },
  [FL_FLAUNT_OPTION_PACKS] = {
    "packs", FL_OPTION_CHOICE,
    NC_("option", "Packs for four players"),
    NC_("option", "Four players may play with one pack to 100 points or with two packs to 200."),
    0, 1, 1, FL_FLAUNT_PACKS_ONE, packs_choices, G_N_ELEMENTS (packs_choices),
  },
  [FL_FLAUNT_OPTION_SNEAKS] = {
    "sneaks", FL_OPTION_CHOICE,
    NC_("option", "Sneaks"),
    NC_("option", "Whether two or more cards sneaked face down may be any cards, or must make a combination."),
    0, 1, 1, FL_FLAUNT_SNEAKS_ANY, sneaks_choices, G_N_ELEMENTS (sneaks_choices),
  },
  [FL_FLAUNT_OPTION_CHALLENGES] = {
    "challenges", FL_OPTION_CHOICE,
    NC_("option", "Challenging a flaunt"),
    NC_("option", "Whether a challenge to a flaunt counts only as the kind of combination led, or a higher kind beats it too."),
    0, 1, 1, FL_FLAUNT_CHALLENGES_SAME_KIND, challenges_choices, G_N_ELEMENTS (challenges_choices),
  },
  [FL_FLAUNT_OPTION_ACE] = {
    "ace", FL_OPTION_CHOICE,
    NC_("option", "Ace in sequences"),
    NC_("option", "Whether the ace may also count low in a sequence, below the 2."),
    0, 1, 1, FL_FLAUNT_ACE_HIGH_OR_LOW, ace_choices, G_N_ELEMENTS (ace_choices),
  },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flaunt_options) == FL_FLAUNT_N_OPTIONS);
G_STATIC_ASSERT (FL_FLAUNT_N_OPTIONS <= FL_MAX_OPTIONS);
G_STATIC_ASSERT (FL_FLAUNT_MAX_LEAD <= FL_ACTION_MAX_CARDS);
G_STATIC_ASSERT (FL_FLAUNT_MAX_LEAD <= 255);

static guint
flaunt_n_seats (const FlOptions *options)
{
  return (guint) options->values[FL_FLAUNT_OPTION_PLAYERS];
}

/* D3: the whole pack, shuffled, is the stock; every hand and pile starts
 * empty, and the dealer's left has the first turn (T1). */
static void
start_round (FlFlauntState *state)
{
  for (guint i = 0; i < state->n_cards; i++)
    state->stock[i] = (guint8) i;
  fl_rng_shuffle (&state->rng, state->stock, state->n_cards);
  state->n_stock = state->n_cards;

  memset (state->hands, 0, sizeof state->hands);
  memset (state->won, 0, sizeof state->won);
  memset (state->won_seen, 0, sizeof state->won_seen);
  memset (state->hand_sizes, 0, sizeof state->hand_sizes);
  memset (state->n_won, 0, sizeof state->n_won);
  memset (state->plays, 0, sizeof state->plays);
  memset (state->last_plays, 0, sizeof state->last_plays);
  state->phase = FL_FLAUNT_PHASE_LEAD;
  state->leader = (guint8) flaunt_next_seat (state, state->dealer);
  state->to_act = state->leader;
  state->had_turn = 0;
  state->face_up = 0;
  state->challengers = 0;
  state->asked = 0;
  state->n_plays = 0;
  state->last_n_plays = 0;
  state->last_face_up = 0;
  state->last_winner = 0;
  state->last_why = FL_FLAUNT_NONE;
}

static void
flaunt_new_game (void            *data,
                 const FlOptions *options,
                 guint64          seed)
{
  FlFlauntState *state = data;
  guint players = (guint) CLAMP (options->values[FL_FLAUNT_OPTION_PLAYERS], 2, FL_FLAUNT_MAX_PLAYERS);
  gboolean two_packs;

  memset (state, 0, sizeof *state);
  fl_rng_init (&state->rng, seed, FLAUNT_STREAM);
  state->n_players = (guint8) players;
  /* D1: one pack for two or three, two for five or more, four choose. */
  two_packs = players >= 5 || (players == 4 && options->values[FL_FLAUNT_OPTION_PACKS] == FL_FLAUNT_PACKS_TWO);
  state->n_cards = two_packs ? FL_FLAUNT_MAX_CARDS : FL_FLAUNT_PACK;
  state->target = two_packs ? FL_FLAUNT_TARGET_TWO_PACKS : FL_FLAUNT_TARGET_ONE_PACK;
  state->sneaks_option = (guint8) options->values[FL_FLAUNT_OPTION_SNEAKS];
  state->challenges_option = (guint8) options->values[FL_FLAUNT_OPTION_CHALLENGES];
  state->ace_option = (guint8) options->values[FL_FLAUNT_OPTION_ACE];
  state->viewer = FL_FLAUNT_FULL_VIEW;
  state->dealer = 0;
  state->winners = 0;
  start_round (state);
}

/* A start chosen in advance, for lessons and tests: Flaunt deals nothing,
 * so a deal is a position partway into the first round, before anyone
 * leads: @deal's first n_players hands are what each seat holds, as if
 * drawn (a seat holding cards has had a turn, T2), and an extra hand, when
 * given, lies on top of the stock, drawn first in the deck's order (2♣
 * before 3♣). The other cards stay in the stock in the seed's order. */
static gboolean
flaunt_set_deal (void         *data,
                 const FlDeal *deal)
{
  FlFlauntState *state = data;
  guint sizes[FL_DEAL_MAX_HANDS] = { 0 };
  FlCards dealt;
  FlCards top = FL_CARDS_EMPTY;
  guint8 stock[FL_FLAUNT_MAX_CARDS];
  guint n = 0;
  guint n_hands = deal->n_hands;

  if (state->phase != FL_FLAUNT_PHASE_LEAD || state->round != 0 || state->had_turn != 0 ||
      state->viewer != FL_FLAUNT_FULL_VIEW || (n_hands != state->n_players && n_hands != state->n_players + 1u))
    return FALSE;
  for (guint i = 0; i < n_hands; i++)
    sizes[i] = fl_cards_count (&deal->hands[i]);
  if (!fl_deal_check (deal, state->n_cards, n_hands, sizes, &dealt))
    return FALSE;
  if (n_hands > state->n_players)
    top = deal->hands[state->n_players];

  /* The stock from its bottom: the seed's cards nobody holds, then the
   * chosen top, its highest card lowest so that the lowest is drawn first. */
  for (guint i = 0; i < state->n_stock; i++)
    if (!fl_cards_has (&dealt, state->stock[i]))
      stock[n++] = state->stock[i];
  for (int c = (int) state->n_cards - 1; c >= 0; c--)
    if (fl_cards_has (&top, (FlCard) c))
      stock[n++] = (guint8) c;
  memset (state->stock, FL_CARD_NONE, sizeof state->stock);
  memcpy (state->stock, stock, n);
  state->n_stock = (guint8) n;

  for (guint s = 0; s < state->n_players; s++)
    {
      state->hands[s] = (FlFlauntCards) { { 0, 0 } };
      for (FlCard c = 0; c < state->n_cards; c++)
        if (fl_cards_has (&deal->hands[s], c))
          fl_flaunt_cards_add (&state->hands[s], c);
      state->hand_sizes[s] = (guint8) fl_flaunt_cards_count (&state->hands[s]);
      if (state->hand_sizes[s] > 0)
        state->had_turn |= (guint8) (1u << s);
    }
  return TRUE;
}

static FlPhase
flaunt_phase (const void *data)
{
  const FlFlauntState *state = data;

  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
    case FL_FLAUNT_PHASE_CHALLENGE:
      return FL_PHASE_PLAYING;
    case FL_FLAUNT_PHASE_ROUND_OVER:
      return FL_PHASE_HAND_OVER;
    case FL_FLAUNT_PHASE_OVER:
    default:
      return FL_PHASE_GAME_OVER;
    }
}

int
_fl_flaunt_current_seat (const void *data)
{
  const FlFlauntState *state = data;

  return state->phase == FL_FLAUNT_PHASE_OVER ? -1 : state->to_act;
}

static FlDecisionKind
flaunt_decision (const void *data)
{
  const FlFlauntState *state = data;

  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      return FL_DECISION_PLAY;
    case FL_FLAUNT_PHASE_CHALLENGE:
      return FL_DECISION_CHALLENGE;
    case FL_FLAUNT_PHASE_ROUND_OVER:
      return FL_DECISION_CONTINUE;
    case FL_FLAUNT_PHASE_OVER:
    default:
      return FL_DECISION_NONE;
    }
}

guint
fl_flaunt_lead_limit (const FlFlauntState *state,
                      guint                seat)
{
  guint limit = 0;

  for (guint s = 0; s < state->n_players; s++)
    if (s != seat && state->hand_sizes[s] > limit)
      limit = state->hand_sizes[s];
  return MIN (limit, FL_FLAUNT_MAX_LEAD);
}

int
_fl_flaunt_next_to_ask (const FlFlauntState *state)
{
  guint need = state->plays[0].n_cards;

  /* C6: in turn from the leader's left; T5 keeps someone able, but a
   * player holding fewer cards than were led is not asked. */
  for (guint s = flaunt_next_seat (state, state->leader); s != state->leader; s = flaunt_next_seat (state, s))
    if (!(state->asked & (1u << s)) && state->hand_sizes[s] >= need)
      return (int) s;
  return -1;
}

static inline void
take_cards (FlFlauntState *state,
            guint          seat,
            const guint8  *cards,
            guint          n)
{
  for (guint i = 0; i < n; i++)
    fl_flaunt_cards_remove (&state->hands[seat], cards[i]);
  state->hand_sizes[seat] = (guint8) (state->hand_sizes[seat] - n);
}

static inline void
win_cards (FlFlauntState *state,
           guint          seat,
           const guint8  *cards,
           guint          n,
           gboolean       seen)
{
  for (guint i = 0; i < n; i++)
    {
      fl_flaunt_cards_add (&state->won[seat], cards[i]);
      if (seen)
        fl_flaunt_cards_add (&state->won_seen[seat], cards[i]);
    }
  state->n_won[seat] = (guint8) (state->n_won[seat] + n);
}

static void
add_deal_event (FlFlauntState *state,
                FlEvents      *events)
{
  FlEvent *event = fl_events_add (events, FL_FLAUNT_EVENT_DEAL, state->dealer);

  if (event == NULL)
    return;
  event->values[0] = (gint32) state->round + 1;
  event->values[1] = state->n_players;
  event->values[2] = state->n_cards;
  event->values[3] = state->target;
}

/* G1, G2: the winners once a round has been scored, 0 while the game goes
 * on (nobody at the target, or the highest total shared). */
static guint
game_winners (const FlFlauntState *state,
              gint32              *best_total,
              gboolean            *tied_at_top)
{
  gint32 best = G_MININT32;
  guint winners = 0;

  for (guint s = 0; s < state->n_players; s++)
    if (state->totals[s] > best)
      {
        best = state->totals[s];
        winners = 1u << s;
      }
    else if (state->totals[s] == best)
      winners |= 1u << s;

  *best_total = best;
  *tied_at_top = best >= state->target && (winners & (winners - 1)) != 0;
  if (best < state->target || *tied_at_top)
    return 0;
  return winners;
}

/* E1, S1, G1, G2: the last player holding cards wins them unseen; every
 * card won scores 1. */
static void
end_round (FlFlauntState *state,
           FlEvents      *events)
{
  FlEvent *event;
  gint32 best;
  gboolean tied;
  guint winners;

  for (guint s = 0; s < state->n_players; s++)
    if (state->hand_sizes[s] > 0)
      {
        guint n = state->hand_sizes[s];

        event = NULL;
        for (guint p = 0; p < 2 && events != NULL; p++)
          for (FlCardSet set = state->hands[s].packs[p]; set; set &= set - 1)
            {
              /* A hand past an event's cards goes on in another. */
              if (event == NULL || event->n_cards == FL_EVENT_MAX_CARDS)
                {
                  gboolean more = event != NULL;

                  event = fl_events_add (events, FL_FLAUNT_EVENT_COLLECT, (int) s);
                  if (event == NULL)
                    break;
                  event->cards_shown_to = (guint8) (1u << s);
                  event->values[0] = (gint32) n;
                  event->values[1] = more;
                }
              fl_event_add_card (event, flaunt_card (p, fl_card_set_lowest (set)));
            }
        for (guint p = 0; p < 2; p++)
          state->won[s].packs[p] |= state->hands[s].packs[p];
        state->n_won[s] = (guint8) (state->n_won[s] + n);
        state->hands[s] = (FlFlauntCards) { { 0, 0 } };
        state->hand_sizes[s] = 0;
      }

  state->round++;
  for (guint s = 0; s < state->n_players; s++)
    {
      state->totals[s] += state->n_won[s];
      event = fl_events_add (events, FL_FLAUNT_EVENT_ROUND_SCORE, (int) s);
      if (event != NULL)
        {
          event->values[0] = state->n_won[s];
          event->values[1] = state->totals[s];
          event->values[2] = (gint32) state->round;
        }
    }

  winners = game_winners (state, &best, &tied);
  event = fl_events_add (events, FL_FLAUNT_EVENT_ROUND_OVER, -1);
  if (event != NULL)
    {
      event->values[0] = (gint32) state->round;
      event->values[1] = state->target;
      event->values[2] = best;
      event->values[3] = tied;
    }

  state->n_plays = 0;
  if (winners != 0)
    {
      state->phase = FL_FLAUNT_PHASE_OVER;
      state->winners = (guint8) winners;
      event = fl_events_add (events, FL_FLAUNT_EVENT_GAME_OVER, __builtin_ctz (winners));
      if (event != NULL)
        {
          event->values[0] = best;
          event->values[1] = (gint32) winners;
        }
      return;
    }

  /* D3: the next dealer, on the left, shuffles for the next round. */
  state->phase = FL_FLAUNT_PHASE_ROUND_OVER;
  state->to_act = (guint8) flaunt_next_seat (state, state->dealer);
}

/* T1, T6, E1: the turn passes to the leader's left, past empty hands once
 * the stock is empty; the round ends when the stock is empty and at most
 * one player holds cards. */
static inline void
next_turn (FlFlauntState *state,
           FlEvents      *events)
{
  guint seat = state->leader;

  state->n_plays = 0;
  state->phase = FL_FLAUNT_PHASE_LEAD;
  if (state->n_stock == 0)
    {
      guint holders = 0;

      for (guint s = 0; s < state->n_players; s++)
        holders += state->hand_sizes[s] > 0;
      if (holders <= 1)
        {
          end_round (state, events);
          return;
        }
      do
        seat = flaunt_next_seat (state, seat);
      while (state->hand_sizes[seat] == 0);
    }
  else
    seat = flaunt_next_seat (state, seat);

  state->leader = (guint8) seat;
  state->to_act = (guint8) seat;
}

/* T2 */
static inline void
apply_draw (FlFlauntState *state,
            FlEvents      *events)
{
  guint seat = state->leader;
  FlCard card = state->stock[--state->n_stock];

  state->stock[state->n_stock] = FL_CARD_NONE;
  fl_flaunt_cards_add (&state->hands[seat], card);
  state->hand_sizes[seat]++;
  state->had_turn |= (guint8) (1u << seat);

  if (events != NULL)
    {
      FlEvent *event = fl_events_add (events, FL_FLAUNT_EVENT_DRAW, (int) seat);

      if (event != NULL)
        {
          event->cards_shown_to = (guint8) (1u << seat);
          fl_event_add_card (event, card);
          event->values[0] = state->n_stock;
          event->values[1] = state->n_stock == 0;
        }
    }
  next_turn (state, events);
}

/* C5: the contest is over: @winner (a place in the plays) takes every
 * card; the plays stay for the table as the last contest. */
static inline void
finish_contest (FlFlauntState *state,
                guint          winner,
                guint          why,
                FlEvents      *events)
{
  guint seat = state->plays[winner].seat;
  gboolean seen = state->n_plays > 1 || state->face_up;

  for (guint i = 0; i < state->n_plays; i++)
    win_cards (state, seat, state->plays[i].cards, state->plays[i].n_cards, seen);

  memcpy (state->last_plays, state->plays, state->n_plays * sizeof state->plays[0]);
  state->last_n_plays = state->n_plays;
  state->last_face_up = state->face_up;
  state->last_winner = (guint8) winner;
  state->last_why = (guint8) why;
  next_turn (state, events);
}

static void
add_play_cards (FlEvent            *event,
                const FlFlauntPlay *play)
{
  for (guint i = 0; i < play->n_cards; i++)
    fl_event_add_card (event, play->cards[i]);
}

/* C2, C3, C4: turn every play up, in order, and give the cards to the
 * best; C5: an unchallenged lead wins its own cards. */
static void
resolve (FlFlauntState *state,
         FlEvents      *events)
{
  gboolean ace_high = state->ace_option == FL_FLAUNT_ACE_HIGH;
  gboolean any_kind = state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND;
  FlFlauntKind led = FL_FLAUNT_N_KINDS;
  FlFlauntWon why;
  FlEvent *event;
  guint beaten;
  guint winner;
  guint n = state->plays[0].n_cards;

  if (state->n_plays == 1)
    {
      event = fl_events_add (events, FL_FLAUNT_EVENT_UNCHALLENGED, state->leader);
      if (event != NULL)
        {
          if (!state->face_up)
            event->cards_shown_to = (guint8) (1u << state->leader);
          add_play_cards (event, &state->plays[0]);
          event->values[0] = (gint32) n;
          event->values[1] = !state->face_up;
        }
      finish_contest (state, 0, FL_FLAUNT_NONE, events);
      return;
    }

  winner = fl_flaunt_contest_winner (state->plays, state->n_plays, state->face_up, any_kind, ace_high,
                                     &why, &beaten);
  if (events != NULL)
    {
      FlFlauntStrength strengths[FL_FLAUNT_MAX_PLAYERS];

      if (state->face_up)
        led = fl_flaunt_classify (state->plays[0].cards, n, ace_high);
      for (guint i = 0; i < state->n_plays; i++)
        {
          strengths[i] = fl_flaunt_strength (state->plays[i].cards, n, led, any_kind, ace_high);
          event = fl_events_add (events, FL_FLAUNT_EVENT_REVEAL, state->plays[i].seat);
          if (event == NULL)
            continue;
          add_play_cards (event, &state->plays[i]);
          event->values[0] = (gint32) i;
          event->values[1] = strengths[i].kind;
          event->values[2] = (gint32) strengths[i].top;
          event->values[3] = i == 0 && state->face_up;
          event->values[4] = state->face_up;
        }
      event = fl_events_add (events, FL_FLAUNT_EVENT_CONTEST, state->plays[winner].seat);
      if (event != NULL)
        {
          event->reason = (guint8) why;
          add_play_cards (event, &state->plays[winner]);
          add_play_cards (event, &state->plays[beaten]);
          event->values[0] = (gint32) (n * state->n_plays);
          event->values[1] = (gint32) n;
          event->values[2] = strengths[winner].kind;
          event->values[3] = state->plays[beaten].seat;
          event->values[4] = strengths[beaten].kind;
          event->values[5] = state->face_up ? (gint32) led : -1;
        }
    }
  finish_contest (state, winner, why, events);
}

/* C6: ask the next player, or turn the plays up once all have decided. */
static inline void
ask_next (FlFlauntState *state,
          FlEvents      *events)
{
  int next = _fl_flaunt_next_to_ask (state);

  if (next < 0)
    {
      resolve (state, events);
      return;
    }
  state->phase = FL_FLAUNT_PHASE_CHALLENGE;
  state->to_act = (guint8) next;
}

/* T3, T4 */
static inline void
apply_lead (FlFlauntState *state,
            const guint8  *cards,
            guint          n,
            gboolean       face_up,
            FlEvents      *events)
{
  guint seat = state->leader;
  guint limit = 0;
  FlFlauntPlay *play = &state->plays[0];

  if (events != NULL)
    limit = fl_flaunt_lead_limit (state, seat);
  take_cards (state, seat, cards, n);
  play->seat = (guint8) seat;
  play->n_cards = (guint8) n;
  memcpy (play->cards, cards, n);
  state->n_plays = 1;
  state->face_up = (guint8) face_up;
  state->challengers = 0;
  state->asked = (guint8) (1u << seat);
  state->had_turn |= (guint8) (1u << seat);

  if (events != NULL)
    {
      FlEvent *event = fl_events_add (events, face_up ? FL_FLAUNT_EVENT_FLAUNT : FL_FLAUNT_EVENT_SNEAK, (int) seat);

      if (event != NULL)
        {
          if (!face_up)
            event->cards_shown_to = (guint8) (1u << seat);
          add_play_cards (event, play);
          event->values[0] = (gint32) n;
          if (face_up)
            {
              event->values[1] = fl_flaunt_classify (cards, n, state->ace_option == FL_FLAUNT_ACE_HIGH);
              event->values[2] = (gint32) limit;
            }
          else
            event->values[1] = (gint32) limit;
        }
    }
  ask_next (state, events);
}

/* C1, C3: a challenge, a secret commitment until the reveal. */
static inline void
apply_challenge (FlFlauntState *state,
                 const guint8  *cards,
                 guint          n,
                 FlEvents      *events)
{
  guint seat = state->to_act;
  FlFlauntPlay *play = &state->plays[state->n_plays++];

  take_cards (state, seat, cards, n);
  play->seat = (guint8) seat;
  play->n_cards = (guint8) n;
  memcpy (play->cards, cards, n);
  state->challengers |= (guint8) (1u << seat);
  state->asked |= (guint8) (1u << seat);

  if (events != NULL)
    {
      FlEvent *event = fl_events_add (events, FL_FLAUNT_EVENT_CHALLENGE, (int) seat);

      if (event != NULL)
        {
          event->cards_shown_to = (guint8) (1u << seat);
          add_play_cards (event, play);
          event->values[0] = (gint32) n;
          event->values[1] = state->face_up;
        }
    }
  ask_next (state, events);
}

static inline void
apply_decline (FlFlauntState *state,
               FlEvents      *events)
{
  guint seat = state->to_act;

  state->asked |= (guint8) (1u << seat);
  fl_events_add (events, FL_FLAUNT_EVENT_DECLINE, (int) seat);
  ask_next (state, events);
}

/* D3: the deal passes to the left. */
static void
apply_continue (FlFlauntState *state,
                FlEvents      *events)
{
  state->dealer = (guint8) flaunt_next_seat (state, state->dealer);
  start_round (state);
  add_deal_event (state, events);
}

static inline void
apply_pick (FlFlauntState      *state,
            const FlFlauntPick *pick,
            FlEvents           *events)
{
  switch (pick->kind)
    {
    case FL_ACTION_DRAW:
      apply_draw (state, events);
      break;
    case FL_ACTION_SNEAK:
      apply_lead (state, pick->cards, pick->n_cards, FALSE, events);
      break;
    case FL_ACTION_PLAY:
      apply_lead (state, pick->cards, pick->n_cards, TRUE, events);
      break;
    case FL_ACTION_CHALLENGE:
      apply_challenge (state, pick->cards, pick->n_cards, events);
      break;
    case FL_ACTION_PASS:
      apply_decline (state, events);
      break;
    case FL_ACTION_CONTINUE:
    default:
      apply_continue (state, events);
      break;
    }
}

static void
flaunt_apply (void           *data,
              const FlAction *action,
              FlEvents       *events)
{
  FlFlauntState *state = data;
  FlFlauntPick pick;

  g_return_if_fail (state->phase != FL_FLAUNT_PHASE_OVER);
  g_return_if_fail (action->n_cards <= FL_FLAUNT_MAX_LEAD);

  pick.kind = action->kind;
  pick.n_cards = action->n_cards;
  memcpy (pick.cards, action->cards, action->n_cards);
  apply_pick (state, &pick, events);
}

static void
flaunt_random_action (const void *data,
                      FlRng      *rng,
                      FlAction   *out)
{
  const FlFlauntState *state = data;
  FlFlauntPick pick;

  _fl_flaunt_random_pick (state, rng, &pick);
  fl_action_init (out, (FlActionKind) pick.kind, state->to_act);
  out->n_cards = pick.n_cards;
  memcpy (out->cards, pick.cards, pick.n_cards);
}

/* Random play with no action records in between: what random_action()
 * and apply() do, fused for the inner loop of simulations and playouts
 * (the same draws, in the same order). */
static guint
flaunt_random_playout (void  *data,
                       FlRng *rng,
                       int    stop_at_hand)
{
  FlFlauntState *state = data;
  /* A local generator: the state's bytes may alias @rng for all the
   * compiler knows, which would load and store it at every draw. */
  FlRng local = *rng;
  FlFlauntPick pick;
  guint n = 0;

  while (state->phase != FL_FLAUNT_PHASE_OVER && (stop_at_hand < 0 || state->round < (guint) stop_at_hand))
    {
      _fl_flaunt_random_pick (state, &local, &pick);
      apply_pick (state, &pick, NULL);
      n++;
    }

  *rng = local;
  return n;
}

static void
flaunt_scores (const void *data,
               int        *out)
{
  const FlFlauntState *state = data;

  for (guint s = 0; s < state->n_players; s++)
    out[s] = state->totals[s];
}

static int
flaunt_hand_number (const void *data)
{
  const FlFlauntState *state = data;

  return (int) state->round;
}

static guint
flaunt_winners (const void *data)
{
  const FlFlauntState *state = data;

  return state->phase == FL_FLAUNT_PHASE_OVER ? state->winners : 0;
}

/* Where help/C/flaunt.page states each rule. */
static const FlRuleHelp flaunt_rule_help[] = {
  { "D1", "setup" }, { "D2", "setup" }, { "D3", "setup" },
  { "T1", "play" }, { "T2", "play" }, { "T3", "play" }, { "T4", "play" }, { "T5", "play" },
  { "T6", "play-stock" },
  { "K1", "combinations" }, { "K2", "combinations" }, { "K3", "combinations" },
  { "K4", "play-flaunt" }, { "K5", "combinations" }, { "K6", "combinations" },
  { "K7", "combinations" },
  { "C1", "play-sneak" }, { "C2", "play-sneak" }, { "C3", "play-flaunt" },
  { "C4", "play-winning" }, { "C5", "play-winning" }, { "C6", "readings" },
  { "E1", "play-stock" },
  { "S1", "scoring" },
  { "G1", "end" }, { "G2", "end" },
  { NULL, NULL }
};

const FlRules fl_flaunt_rules = {
  .id = "flaunt",
  .deck = FL_DECK_DOUBLE_104,
  .state_size = sizeof (FlFlauntState),
  .options = flaunt_options,
  .n_options = G_N_ELEMENTS (flaunt_options),
  .n_seats = flaunt_n_seats,
  .new_game = flaunt_new_game,
  .phase = flaunt_phase,
  .current_seat = _fl_flaunt_current_seat,
  .decision = flaunt_decision,
  .legal_actions = _fl_flaunt_legal_actions,
  .action_cards = _fl_flaunt_action_cards,
  .check_action = _fl_flaunt_check_action,
  .apply = flaunt_apply,
  .random_action = flaunt_random_action,
  .random_playout = flaunt_random_playout,
  .scores = flaunt_scores,
  .hand_number = flaunt_hand_number,
  .winners = flaunt_winners,
  .observe = _fl_flaunt_observe,
  .determinize = _fl_flaunt_determinize,
  .known_cards = _fl_flaunt_known_cards,
  .describe_action = _fl_flaunt_describe_action,
  .explain_illegal = _fl_flaunt_explain_illegal,
  .describe_event = _fl_flaunt_describe_event,
  .event_name = _fl_flaunt_event_name,
  .event_scores = _fl_flaunt_event_scores,
  .explain_options = _fl_flaunt_explain_options,
  .explain_status = _fl_flaunt_explain_status,
  .name_action = _fl_flaunt_name_action,
  .explain_choice = _fl_flaunt_explain_choice,
  .explain_card = _fl_flaunt_explain_card,
  .describe_table = _fl_flaunt_describe_table,
  .set_deal = flaunt_set_deal,
  .new_bot = fl_flaunt_bot_new,
  .rule_help = flaunt_rule_help,
  /* A round shares out 52 or 104 points; a contest is worth a few. */
  .warn_points = 3,
};
