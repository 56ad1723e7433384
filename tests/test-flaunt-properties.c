/* test-flaunt-properties.c: Flaunt's rules checked over thousands of
 * seeded random games
 *
 * Each game is played with random legal actions (the rules' own
 * random_action (), and in some rounds an action picked from
 * legal_actions ()), two to seven players, one and two packs for four, and
 * every option, to its end or for a bounded number of rounds; at every
 * step it is checked against this directory's own reading of the rules
 * (003, with the lead developer's labels; fl-flaunt-test-reference.h):
 * every card is in exactly one place; no lead is longer than the largest
 * other hand (T5); each contest's winner, recomputed from the plays as the
 * test saw them made, is the CONTEST event's seat (K1-K7, C4) and takes
 * every card of it (C5); the totals follow the cards won (S1) and the game
 * ends as G1 and G2 say; no seat is shown a card it may not see, in its
 * observation or in any event as it is told it, and the worlds sampled
 * from an observation agree with it. random_playout () plays exactly as
 * repeated random_action () and apply (). Every random choice comes from
 * seeded generators, so a failure names a seed that shows it again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "fl-engine.h"
#include "flaunt/fl-flaunt-rules.h"
#include "fl-flaunt-test-reference.h"
#include "fl-test-scale.h"

#define RULES (&fl_flaunt_rules)

/* 10,000 games, each of at most MAX_ROUNDS rounds (two or three players:
 * enough for most of their games to reach the target) or
 * MAX_ROUNDS_MANY with more players, whose rounds are long; one game in
 * WHOLE_GAME_EVERY is played to its end whatever its size, so that games
 * of two packs end too (up to MAX_ROUNDS_WHOLE rounds). */
#define N_GAMES fl_test_scaled (10000)
#define MAX_ROUNDS 6
#define MAX_ROUNDS_MANY 2
#define WHOLE_GAME_EVERY 20
#define MAX_ROUNDS_WHOLE 60

static char failure_context[160];

static void
print_failure_context (int signum)
{
  static const char prefix[] = "# while checking: ";
  ssize_t written;

  written = write (STDERR_FILENO, prefix, sizeof prefix - 1);
  written = write (STDERR_FILENO, failure_context, strlen (failure_context));
  written = write (STDERR_FILENO, "\n", 1);
  (void) written;
  signal (signum, SIG_DFL);
  raise (signum);
}

#define SET_CONTEXT(...) g_snprintf (failure_context, sizeof failure_context, __VA_ARGS__)

/* ---- Sets of cards ---------------------------------------------------------- */

static const FlFlauntCards no_cards;

static inline void
cards_union (FlFlauntCards       *into,
             const FlFlauntCards *other)
{
  into->packs[0] |= other->packs[0];
  into->packs[1] |= other->packs[1];
}

static inline gboolean
cards_disjoint (const FlFlauntCards *a,
                const FlFlauntCards *b)
{
  return (a->packs[0] & b->packs[0]) == 0 && (a->packs[1] & b->packs[1]) == 0;
}

static inline gboolean
cards_subset (const FlFlauntCards *a,
              const FlFlauntCards *b)
{
  return (a->packs[0] & ~b->packs[0]) == 0 && (a->packs[1] & ~b->packs[1]) == 0;
}

static inline gboolean
cards_equal (const FlFlauntCards *a,
             const FlFlauntCards *b)
{
  return a->packs[0] == b->packs[0] && a->packs[1] == b->packs[1];
}

static void
add_list (FlFlauntCards *into,
          const FlCard  *cards,
          guint          n)
{
  for (guint i = 0; i < n; i++)
    fl_flaunt_cards_add (into, cards[i]);
}

/* ---- What the test follows of a game ------------------------------------------ */

typedef struct
{
  guint         n_players;
  /* This round's: the cards each seat has held, and those turned face up
   * for everyone (C2, C3, T4); the last round's, for the table's last
   * contest still shown after the next deal. */
  FlFlauntCards held[FL_FLAUNT_MAX_PLAYERS];
  FlFlauntCards shown;
  FlFlauntCards held_before[FL_FLAUNT_MAX_PLAYERS];
  FlFlauntCards shown_before;
  /* The contest going on, as the actions made it. */
  FlFlauntPlay  plays[FL_FLAUNT_MAX_PLAYERS];
  guint         n_plays;
  gboolean      face_up;
  int           totals_before[FL_FLAUNT_MAX_PLAYERS];
  guint         n_contests;
  guint         n_ties;
  guint         n_sneaks;
  guint         n_replays;        /* G2: rounds played again on a tie */
} Follow;

static void
follow_new_round (Follow              *follow,
                  const FlFlauntState *state)
{
  memcpy (follow->held_before, follow->held, sizeof follow->held);
  follow->shown_before = follow->shown;
  memset (follow->held, 0, sizeof follow->held);
  follow->shown = no_cards;
  follow->n_plays = 0;
  for (guint s = 0; s < state->n_players; s++)
    follow->totals_before[s] = state->totals[s];
}

/* What @viewer may know this round. */
static FlFlauntCards
knowable (const Follow *follow,
          guint         viewer,
          gboolean      last_round_too)
{
  FlFlauntCards known = follow->shown;

  cards_union (&known, &follow->held[viewer]);
  if (last_round_too)
    {
      cards_union (&known, &follow->shown_before);
      cards_union (&known, &follow->held_before[viewer]);
    }
  return known;
}

/* ---- The checks --------------------------------------------------------------- */

/* D1: every card of the game's packs in exactly one place: the stock, a
 * hand, a winnings pile or the contest on the table; the counts kept
 * beside the sets agree with them. */
static void
check_conserved (const FlFlauntState *state)
{
  FlFlauntCards seen = no_cards;
  guint total = 0;

  g_assert_true (state->n_cards == 52 || state->n_cards == 104);
  for (guint i = 0; i < state->n_stock; i++)
    {
      g_assert_cmpuint (state->stock[i], <, state->n_cards);
      g_assert_false (fl_flaunt_cards_has (&seen, state->stock[i]));
      fl_flaunt_cards_add (&seen, state->stock[i]);
      total++;
    }
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_true (cards_disjoint (&seen, &state->hands[s]));
      cards_union (&seen, &state->hands[s]);
      g_assert_cmpuint (fl_flaunt_cards_count (&state->hands[s]), ==, state->hand_sizes[s]);
      g_assert_true (cards_disjoint (&seen, &state->won[s]));
      cards_union (&seen, &state->won[s]);
      g_assert_cmpuint (fl_flaunt_cards_count (&state->won[s]), ==, state->n_won[s]);
      g_assert_true (cards_subset (&state->won_seen[s], &state->won[s]));
      total += state->hand_sizes[s] + state->n_won[s];
    }
  for (guint s = state->n_players; s < FL_FLAUNT_MAX_PLAYERS; s++)
    g_assert_cmpuint (state->hand_sizes[s] + state->n_won[s], ==, 0);
  if (state->phase == FL_FLAUNT_PHASE_CHALLENGE)
    {
      g_assert_cmpuint (state->n_plays, >=, 1);
      for (guint i = 0; i < state->n_plays; i++)
        {
          g_assert_cmpuint (state->plays[i].n_cards, ==, state->plays[0].n_cards);
          for (guint k = 0; k < state->plays[i].n_cards; k++)
            {
              FlCard c = state->plays[i].cards[k];

              g_assert_cmpuint (c, <, state->n_cards);
              g_assert_false (fl_flaunt_cards_has (&seen, c));
              fl_flaunt_cards_add (&seen, c);
              total++;
            }
        }
    }
  g_assert_cmpuint (total, ==, state->n_cards);
  g_assert_cmpuint (fl_flaunt_cards_count (&seen), ==, state->n_cards);
  if (state->n_cards == 52)
    g_assert_cmphex (seen.packs[1], ==, 0);
}

/* T5: the largest hand among the others. */
static guint
own_lead_limit (const FlFlauntState *state,
                guint                seat)
{
  guint most = 0;

  for (guint s = 0; s < state->n_players; s++)
    if (s != seat)
      most = MAX (most, state->hand_sizes[s]);
  return MIN (most, FL_FLAUNT_MAX_LEAD);
}

/* Every card in @cards (@n of them) that is not FL_CARD_NONE is in @known. */
static void
check_cards_known (const FlCard        *cards,
                   guint                n,
                   const FlFlauntCards *known,
                   const char          *where)
{
  for (guint i = 0; i < n; i++)
    if (cards[i] != FL_CARD_NONE && !fl_flaunt_cards_has (known, cards[i]))
      g_error ("secrecy: card %u shown in %s", cards[i], where);
}

static void
check_set_known (const FlFlauntCards *cards,
                 const FlFlauntCards *known,
                 const char          *where)
{
  if (!cards_subset (cards, known))
    g_error ("secrecy: cards %" G_GINT64_MODIFIER "x %" G_GINT64_MODIFIER "x shown in %s",
             cards->packs[0] & ~known->packs[0], cards->packs[1] & ~known->packs[1], where);
}

/* What @viewer's observation shows: its own hand, the counts of
 * everything, and no card it may not know; the worlds sampled from it
 * agree with it and with the truth about @viewer's own cards. */
static void
check_observation (const FlFlauntState *state,
                   const Follow        *follow,
                   guint                viewer,
                   gboolean             sample)
{
  static const FlRng zero;
  FlFlauntState seen, world, again;
  FlFlauntCards known = knowable (follow, viewer, FALSE);
  FlFlauntCards known_last = knowable (follow, viewer, TRUE);
  FlRng rng;

  RULES->observe (state, (int) viewer, &seen);
  g_assert_cmpuint (seen.viewer, ==, viewer);
  g_assert_cmpmem (&seen.rng, sizeof seen.rng, &zero, sizeof zero);
  g_assert_cmpuint (seen.n_stock, ==, state->n_stock);
  for (guint i = 0; i < G_N_ELEMENTS (seen.stock); i++)
    g_assert_cmpuint (seen.stock[i], ==, FL_CARD_NONE);
  g_assert_cmpuint (seen.phase, ==, state->phase);
  g_assert_cmpuint (seen.to_act, ==, state->to_act);
  g_assert_cmpuint (seen.challengers, ==, state->challengers);   /* C6: public */
  g_assert_true (cards_equal (&seen.hands[viewer], &state->hands[viewer]));
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_cmpuint (seen.hand_sizes[s], ==, state->hand_sizes[s]);
      g_assert_cmpuint (seen.n_won[s], ==, state->n_won[s]);
      g_assert_cmpint (seen.totals[s], ==, state->totals[s]);
      if (s != viewer)
        g_assert_true (cards_equal (&seen.hands[s], &no_cards));
      check_set_known (&seen.hands[s], &known, "an observed hand");
      check_set_known (&seen.won[s], &known, "an observed winnings pile");
      check_set_known (&seen.won_seen[s], &known, "the cards seen won");
    }
  g_assert_cmpuint (seen.n_plays, ==, state->n_plays);
  for (guint i = 0; i < seen.n_plays; i++)
    {
      g_assert_cmpuint (seen.plays[i].seat, ==, state->plays[i].seat);
      g_assert_cmpuint (seen.plays[i].n_cards, ==, state->plays[i].n_cards);
      check_cards_known (seen.plays[i].cards, seen.plays[i].n_cards, &known, "an observed play");
    }
  g_assert_cmpuint (seen.last_n_plays, ==, state->last_n_plays);
  for (guint i = 0; i < seen.last_n_plays; i++)
    check_cards_known (seen.last_plays[i].cards, seen.last_plays[i].n_cards, &known_last,
                       "the last contest observed");

  /* What the rules say the viewer knows is no more than it may know. */
  {
    FlCards known_cards;
    FlFlauntCards as_cards = no_cards;

    RULES->known_cards (&seen, (int) viewer, &known_cards);
    for (FlCard c = fl_cards_next (&known_cards, 0); c != FL_CARD_NONE; c = fl_cards_next (&known_cards, c + 1))
      fl_flaunt_cards_add (&as_cards, c);
    check_set_known (&as_cards, &known_last, "known_cards ()");
  }

  if (!sample)
    return;
  fl_rng_init (&rng, (guint64) state->n_stock * 131 + viewer, fl_flaunt_cards_count (&state->hands[viewer]));
  g_assert_true (RULES->determinize (&seen, &rng, &world));
  check_conserved (&world);
  g_assert_true (cards_equal (&world.hands[viewer], &state->hands[viewer]));
  for (guint s = 0; s < state->n_players; s++)
    {
      g_assert_cmpuint (world.hand_sizes[s], ==, state->hand_sizes[s]);
      g_assert_true (cards_subset (&seen.won_seen[s], &world.won[s]));
      /* Cards the viewer saw where they are stay there. */
      g_assert_true (cards_subset (&seen.hands[s], &world.hands[s]));
    }
  RULES->observe (&world, (int) viewer, &again);
  g_assert_cmpmem (&again, sizeof again, &seen, sizeof seen);
}

/* Every event of one action as each seat is told it shows no card the
 * seat may not know; the cards the rules keep face down are shown to
 * nobody but their owner. */
static void
check_event_secrecy (const FlFlauntState *after,
                     const Follow        *follow,
                     const FlEvents      *events)
{
  for (guint i = 0; i < events->n_events; i++)
    {
      const FlEvent *e = &events->events[i];
      gboolean secret = FALSE;

      switch (e->kind)
        {
        case FL_FLAUNT_EVENT_DRAW:
        case FL_FLAUNT_EVENT_SNEAK:
        case FL_FLAUNT_EVENT_CHALLENGE:   /* C3: face up too, only at the reveal */
        case FL_FLAUNT_EVENT_COLLECT:
          secret = TRUE;
          break;
        case FL_FLAUNT_EVENT_UNCHALLENGED:
          secret = e->values[1] == 1;
          break;
        default:
          break;
        }
      for (guint v = 0; v < after->n_players; v++)
        {
          FlEvent seen;
          FlFlauntCards known = knowable (follow, v, e->kind == FL_FLAUNT_EVENT_DEAL);
          char where[64];

          if (!fl_rules_see_event (e, (int) v, &seen))
            continue;
          g_snprintf (where, sizeof where, "event %u told to seat %u", e->kind, v);
          check_cards_known (seen.cards, seen.n_cards, &known, where);
          if (secret && (int) v != e->seat)
            for (guint k = 0; k < seen.n_cards; k++)
              g_assert_cmpuint (seen.cards[k], ==, FL_CARD_NONE);
        }
    }
}

/* T1, T6: after a turn (a draw, or a lead and its contest) the next turn
 * is the leader's left, never the contest's winner; once the stock is
 * empty a seat with no cards is passed over. */
static void
check_next_turn (const FlFlauntState *after,
                 guint                leader)
{
  guint n = after->n_players, next = (leader + 1) % n;

  if (after->phase != FL_FLAUNT_PHASE_LEAD)
    return;
  if (after->n_stock == 0)
    while (after->hand_sizes[next] == 0 && next != leader)
      next = (next + 1) % n;
  g_assert_cmpuint (after->leader, ==, next);
  g_assert_cmpuint (after->to_act, ==, next);
}

/* Follows the events of one action, checking the contests (K1-K7, C4,
 * C5) and the scores (S1, G1, G2). */
static void
follow_events (const FlFlauntState *before,
               const FlFlauntState *after,
               const FlAction      *action,
               const FlEvents      *events,
               Follow              *follow)
{
  guint n = after->n_players;

  for (guint i = 0; i < events->n_events; i++)
    {
      const FlEvent *e = &events->events[i];

      switch (e->kind)
        {
        case FL_FLAUNT_EVENT_DEAL:
          g_assert_cmpint (e->values[2], ==, after->n_cards);
          g_assert_cmpint (e->values[1], ==, (int) n);
          g_assert_cmpint (e->values[3], ==, after->n_cards == 52 ? 100 : 200);
          break;
        case FL_FLAUNT_EVENT_CONTEST:
          {
            gboolean any_kind = after->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND;
            gboolean ace_high = after->ace_option == FL_FLAUNT_ACE_HIGH;
            FlFlauntWon why = FL_FLAUNT_WON_HIGHER;
            guint w;
            FlFlauntCards all = no_cards;

            g_assert_cmpuint (follow->n_plays, >=, 2);
            w = ref_outcome (follow->plays, follow->n_plays, n, follow->face_up, any_kind, ace_high, &why, NULL);
            if (e->seat != follow->plays[w].seat)
              g_error ("003 C4: the contest's winner is seat %d, the reference says seat %u", e->seat,
                       follow->plays[w].seat);
            g_assert_cmpuint (e->reason, ==, why);
            for (guint p = 0; p < follow->n_plays; p++)
              add_list (&all, follow->plays[p].cards, follow->plays[p].n_cards);
            /* C5: the winner takes every card of the contest. */
            g_assert_true (cards_subset (&all, &after->won[e->seat]));
            g_assert_true (cards_subset (&all, &after->won_seen[e->seat]));
            g_assert_cmpint (e->values[0], ==, (int) fl_flaunt_cards_count (&all));
            g_assert_cmpint (e->values[1], ==, follow->plays[0].n_cards);
            follow->n_contests++;
            follow->n_ties += why == FL_FLAUNT_WON_TIE;
            follow->n_plays = 0;
            check_next_turn (after, follow->plays[0].seat);
          }
          break;
        case FL_FLAUNT_EVENT_UNCHALLENGED:
          g_assert_cmpuint (follow->n_plays, ==, 1);
          g_assert_cmpint (e->seat, ==, follow->plays[0].seat);
          g_assert_cmpint (e->values[1], ==, follow->face_up ? 0 : 1);
          for (guint k = 0; k < follow->plays[0].n_cards; k++)
            g_assert_true (fl_flaunt_cards_has (&after->won[e->seat], follow->plays[0].cards[k]));
          follow->n_plays = 0;
          check_next_turn (after, follow->plays[0].seat);
          break;
        case FL_FLAUNT_EVENT_DRAW:
          check_next_turn (after, (guint) e->seat);
          break;
        case FL_FLAUNT_EVENT_COLLECT:
          /* E1: the stock empty, the last player with cards takes them. */
          g_assert_cmpuint (after->n_stock, ==, 0);
          for (guint s = 0; s < n; s++)
            if (s != (guint) e->seat)
              g_assert_cmpuint (after->hand_sizes[s], ==, 0);
          break;
        case FL_FLAUNT_EVENT_ROUND_SCORE:
          {
            guint s = (guint) e->seat;

            /* S1 */
            g_assert_cmpint (e->values[0], ==, (int) fl_flaunt_cards_count (&after->won[s]));
            g_assert_cmpint (e->values[1], ==, follow->totals_before[s] + e->values[0]);
            g_assert_cmpint (after->totals[s], ==, e->values[1]);
          }
          break;
        case FL_FLAUNT_EVENT_ROUND_OVER:
          {
            guint won = 0;
            int best = G_MININT;
            guint at_best = 0;

            /* E1: the stock empty and no hand left; every card won. */
            g_assert_cmpuint (after->n_stock, ==, 0);
            for (guint s = 0; s < n; s++)
              {
                g_assert_cmpuint (after->hand_sizes[s], ==, 0);
                won += after->n_won[s];
                best = MAX (best, after->totals[s]);
              }
            for (guint s = 0; s < n; s++)
              at_best += after->totals[s] == best;
            g_assert_cmpuint (won, ==, after->n_cards);
            g_assert_cmpint (e->values[1], ==, after->target);
            g_assert_cmpint (e->values[2], ==, best);
            /* G2 */
            g_assert_cmpint (e->values[3], ==, best >= after->target && at_best > 1);
            follow->n_replays += e->values[3];
            if (best >= after->target && at_best == 1)
              g_assert_cmpuint (after->phase, ==, FL_FLAUNT_PHASE_OVER);
            else
              g_assert_cmpuint (after->phase, ==, FL_FLAUNT_PHASE_ROUND_OVER);
          }
          break;
        case FL_FLAUNT_EVENT_GAME_OVER:
          {
            int best = G_MININT;

            /* G1: the highest total, at or above the target, alone. */
            for (guint s = 0; s < n; s++)
              best = MAX (best, after->totals[s]);
            g_assert_cmpint (best, >=, after->target);
            g_assert_cmpint (after->totals[e->seat], ==, best);
            g_assert_cmpint (e->values[0], ==, best);
            g_assert_cmpint (e->values[1], ==, 1 << e->seat);
            g_assert_cmpuint (RULES->winners (after), ==, 1u << e->seat);
          }
          break;
        default:
          break;
        }
    }
  (void) action;
}

/* Notes an action's plays and what it turns face up or into a hand. */
static void
follow_action (const FlFlauntState *before,
               const FlFlauntState *after,
               const FlAction      *action,
               const FlEvents      *events,
               Follow              *follow)
{
  gboolean ends_contest = FALSE;

  for (guint i = 0; i < events->n_events; i++)
    ends_contest |= events->events[i].kind == FL_FLAUNT_EVENT_CONTEST;

  switch (action->kind)
    {
    case FL_ACTION_SNEAK:
    case FL_ACTION_PLAY:
      /* T5, T6 */
      g_assert_cmpuint (action->n_cards, >=, 1);
      g_assert_cmpuint (action->n_cards, <=, own_lead_limit (before, (guint) action->seat));
      if (action->kind == FL_ACTION_SNEAK)
        {
          g_assert_cmpuint (before->n_stock, >, 0);
          follow->n_sneaks++;
        }
      /* T3, T4, K1: a flaunt, or a sneak under `combinations`, is one card
       * or a combination. */
      if (action->kind == FL_ACTION_PLAY ||
          before->sneaks_option == FL_FLAUNT_SNEAKS_COMBINATIONS)
        g_assert_cmpint (ref_classify (action->cards, action->n_cards,
                                       before->ace_option == FL_FLAUNT_ACE_HIGH), !=, REF_NONE);
      follow->face_up = action->kind == FL_ACTION_PLAY;
      follow->n_plays = 1;
      follow->plays[0].seat = (guint8) action->seat;
      follow->plays[0].n_cards = action->n_cards;
      memcpy (follow->plays[0].cards, action->cards, action->n_cards);
      if (follow->face_up)
        add_list (&follow->shown, action->cards, action->n_cards);
      break;
    case FL_ACTION_CHALLENGE:
      /* K2, C6: as many cards as led, by a seat that holds as many. */
      g_assert_cmpuint (follow->n_plays, >=, 1);
      g_assert_cmpuint (action->n_cards, ==, follow->plays[0].n_cards);
      g_assert_cmpuint (before->hand_sizes[action->seat], >=, action->n_cards);
      /* C3: against a flaunt, one card or a combination. */
      if (follow->face_up)
        g_assert_cmpint (ref_classify (action->cards, action->n_cards,
                                       before->ace_option == FL_FLAUNT_ACE_HIGH), !=, REF_NONE);
      follow->plays[follow->n_plays].seat = (guint8) action->seat;
      follow->plays[follow->n_plays].n_cards = action->n_cards;
      memcpy (follow->plays[follow->n_plays].cards, action->cards, action->n_cards);
      follow->n_plays++;
      break;
    case FL_ACTION_DRAW:
      g_assert_cmpuint (before->n_stock, >, 0);
      break;
    default:
      break;
    }
  if (ends_contest)
    for (guint p = 0; p < follow->n_plays; p++)
      add_list (&follow->shown, follow->plays[p].cards, follow->plays[p].n_cards);
  /* A seat knows its own winnings too: its own unchallenged sneaks, the
   * hand it collected (E1; a card drawn last can go there at once), and
   * contests, turned up. */
  for (guint s = 0; s < after->n_players; s++)
    {
      cards_union (&follow->held[s], &before->hands[s]);
      cards_union (&follow->held[s], &after->hands[s]);
      cards_union (&follow->held[s], &after->won[s]);
    }
}

/* The legal actions, as far as a buffer holds them, are legal, and no lead
 * among them is longer than the limit (T5). */
static guint
check_legal (const FlFlauntState *state,
             FlAction            *legal)
{
  guint n = RULES->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);

  g_assert_cmpuint (n, >=, 1);
  /* T2: at a first turn, with no cards, or with nobody to lead to, only a
   * draw while the stock lasts; T6: after it, never a draw nor a sneak. */
  if (state->phase == FL_FLAUNT_PHASE_LEAD)
    {
      gboolean must_draw = !(state->had_turn & (1u << state->to_act)) ||
                           state->hand_sizes[state->to_act] == 0 ||
                           own_lead_limit (state, state->to_act) == 0;

      g_assert_cmpuint (state->to_act, ==, state->leader);
      if (state->n_stock > 0 && must_draw)
        {
          g_assert_cmpuint (n, ==, 1);
          g_assert_cmpuint (legal[0].kind, ==, FL_ACTION_DRAW);
        }
      if (state->n_stock == 0)
        g_assert_cmpuint (state->hand_sizes[state->to_act], >, 0);
    }
  /* C6: only a seat holding as many cards as were led is asked, never
   * the leader. */
  if (state->phase == FL_FLAUNT_PHASE_CHALLENGE)
    {
      g_assert_cmpuint (state->to_act, !=, state->plays[0].seat);
      g_assert_cmpuint (state->hand_sizes[state->to_act], >=, state->plays[0].n_cards);
    }
  for (guint i = 0; i < MIN (n, FL_MAX_LEGAL_ACTIONS); i++)
    {
      g_assert_true (RULES->check_action (state, &legal[i], NULL));
      if (legal[i].kind == FL_ACTION_SNEAK || legal[i].kind == FL_ACTION_PLAY)
        g_assert_cmpuint (legal[i].n_cards, <=, own_lead_limit (state, state->to_act));
      if (state->n_stock == 0)
        g_assert_true (legal[i].kind != FL_ACTION_SNEAK && legal[i].kind != FL_ACTION_DRAW);
    }
  return n;
}

/* T2-T6, K1, C1, C3, C6: with a small hand, every action the deciding
 * seat could name is tried: check_action () accepts exactly the ones this
 * file's reading allows, and legal_actions () counts as many (one pack:
 * with two, identical cards might be listed once). */
static void
check_all_actions (const FlFlauntState *state,
                   guint                n_legal)
{
  guint seat = state->to_act, n_hand = state->hand_sizes[seat];
  gboolean ace_high = state->ace_option == FL_FLAUNT_ACE_HIGH;
  FlCard hand[8];
  guint n_expected = 0;
  FlAction a;

  if (state->phase == FL_FLAUNT_PHASE_OVER || n_hand > G_N_ELEMENTS (hand))
    return;
  n_hand = 0;
  for (FlCard c = 0; c < state->n_cards; c++)
    if (fl_flaunt_cards_has (&state->hands[seat], c))
      hand[n_hand++] = c;

  /* The actions without cards. */
  for (guint kind = FL_ACTION_PLAY; kind < FL_N_ACTION_KINDS; kind++)
    {
      gboolean expected;

      if (kind == FL_ACTION_PLAY || kind == FL_ACTION_SNEAK || kind == FL_ACTION_CHALLENGE)
        continue;
      fl_action_init (&a, (FlActionKind) kind, (int) seat);
      switch (state->phase)
        {
        case FL_FLAUNT_PHASE_LEAD:
          expected = kind == FL_ACTION_DRAW && state->n_stock > 0;
          break;
        case FL_FLAUNT_PHASE_CHALLENGE:
          expected = kind == FL_ACTION_PASS;
          break;
        default:
          expected = kind == FL_ACTION_CONTINUE;
          break;
        }
      n_expected += expected;
      g_assert_cmpint (RULES->check_action (state, &a, NULL), ==, expected);
    }

  /* Every set of the hand's cards, as each kind of play. */
  for (guint subset = 1; subset < (1u << n_hand); subset++)
    {
      static const guint8 kinds[] = { FL_ACTION_SNEAK, FL_ACTION_PLAY, FL_ACTION_CHALLENGE };

      fl_action_init (&a, FL_ACTION_NONE, (int) seat);
      for (guint i = 0; i < n_hand; i++)
        if (subset & (1u << i))
          a.cards[a.n_cards++] = hand[i];
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          gboolean combination = a.n_cards == 1 || ref_classify (a.cards, a.n_cards, ace_high) != REF_NONE;
          gboolean first = !(state->had_turn & (1u << seat));
          guint limit = own_lead_limit (state, seat);
          gboolean expected = FALSE;

          a.kind = kinds[k];
          if (state->phase == FL_FLAUNT_PHASE_LEAD && a.kind != FL_ACTION_CHALLENGE)
            expected = !first && a.n_cards <= limit &&
                       (a.kind == FL_ACTION_PLAY
                        ? combination
                        : state->n_stock > 0 &&
                          (combination || state->sneaks_option == FL_FLAUNT_SNEAKS_ANY));
          else if (state->phase == FL_FLAUNT_PHASE_CHALLENGE && a.kind == FL_ACTION_CHALLENGE)
            expected = a.n_cards == state->plays[0].n_cards && (!state->face_up || combination);
          n_expected += expected;
          if (RULES->check_action (state, &a, NULL) != expected)
            g_error ("action %u of %u cards by seat %u: check_action says %d, the rules %d", a.kind, a.n_cards,
                     seat, !expected, expected);
        }
    }
  if (state->n_cards == 52)
    g_assert_cmpuint (n_legal, ==, n_expected);
}

/* Plays and checks one round of @state; FALSE when the game ended. */
static gboolean
play_round (FlFlauntState *state,
            FlRng         *rng,
            FlRng         *choice_rng,
            Follow        *follow)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  g_autofree FlAction *legal = g_new0 (FlAction, FL_MAX_LEGAL_ACTIONS);
  FlFlauntState start, before, middle;
  FlRng start_rng = *rng, middle_rng;
  int round = RULES->hand_number (state);
  /* One round in four also picks from the list of legal actions; only the
   * others can be replayed by random_playout (). */
  gboolean listed = fl_rng_below (choice_rng, 4) == 0;
  guint step = 0, middle_step = 1 + fl_rng_below (choice_rng, 150);
  gboolean have_middle = FALSE;

  memcpy (&start, state, sizeof start);
  while (RULES->hand_number (state) == round && RULES->phase (state) != FL_PHASE_GAME_OVER)
    {
      FlAction action;
      guint n_legal;

      check_conserved (state);
      n_legal = check_legal (state, legal);
      check_all_actions (state, n_legal);
      for (guint s = 0; s < state->n_players; s++)
        if ((step + s) % 3 == 0)
          check_observation (state, follow, s, (step + s) % 24 == 0);

      if (!listed && step == middle_step)
        {
          memcpy (&middle, state, sizeof middle);
          middle_rng = *rng;
          have_middle = TRUE;
        }

      if (listed && n_legal <= FL_MAX_LEGAL_ACTIONS && fl_rng_below (choice_rng, 3) == 0)
        action = legal[fl_rng_below (choice_rng, n_legal)];
      else
        RULES->random_action (state, rng, &action);
      g_assert_true (RULES->check_action (state, &action, NULL));
      memcpy (&before, state, sizeof before);
      events->n_events = 0;
      RULES->apply (state, &action, events);
      for (guint i = 0; i < events->n_events; i++)
        if (events->events[i].kind == FL_FLAUNT_EVENT_DEAL)
          follow_new_round (follow, state);
      follow_action (&before, state, &action, events, follow);
      check_event_secrecy (state, follow, events);
      follow_events (&before, state, &action, events, follow);
      step++;
    }
  check_conserved (state);
  for (guint s = 0; s < state->n_players; s++)
    check_observation (state, follow, s, TRUE);

  /* random_playout () makes the same moves as random_action () and
   * apply (), from the start of the round and from the middle. */
  if (!listed)
    {
      RULES->random_playout (&start, &start_rng, round + 1);
      g_assert_cmpmem (&start, sizeof start, state, sizeof *state);
      if (have_middle)
        {
          RULES->random_playout (&middle, &middle_rng, round + 1);
          g_assert_cmpmem (&middle, sizeof middle, state, sizeof *state);
        }
    }

  return RULES->phase (state) != FL_PHASE_GAME_OVER;
}

static void
test_random_games (void)
{
  guint n_games_over = 0, n_rounds = 0, n_two_packs_over = 0;
  Follow totals = { 0 };

  for (guint game = 0; game < N_GAMES; game++)
    {
      FlOptions options;
      FlFlauntState state;
      FlRng rng, choice_rng;
      Follow follow = { 0 };
      int players = 2 + (int) (game % 6);
      guint max_rounds = game % WHOLE_GAME_EVERY == 0 ? MAX_ROUNDS_WHOLE
                         : players <= 3 ? MAX_ROUNDS : MAX_ROUNDS_MANY;

      fl_rng_init (&rng, game, 1);
      fl_rng_init (&choice_rng, game, 2);
      fl_rules_default_options (RULES, &options);
      options.values[FL_FLAUNT_OPTION_PLAYERS] = players;
      options.values[FL_FLAUNT_OPTION_PACKS] = players == 4 ? (int) fl_rng_below (&choice_rng, 2) : 0;
      options.values[FL_FLAUNT_OPTION_SNEAKS] = (int) fl_rng_below (&choice_rng, 2);
      options.values[FL_FLAUNT_OPTION_CHALLENGES] = (int) fl_rng_below (&choice_rng, 2);
      options.values[FL_FLAUNT_OPTION_ACE] = (int) fl_rng_below (&choice_rng, 2);
      g_assert_true (fl_rules_validate_options (RULES, &options, NULL));
      RULES->new_game (&state, &options, game);
      follow.n_players = (guint) players;
      follow_new_round (&follow, &state);

      for (guint r = 0; r < max_rounds; r++)
        {
          SET_CONTEXT ("game %u (seed), %d players, options %d %d %d %d, round %u", game, players,
                       options.values[FL_FLAUNT_OPTION_PACKS], options.values[FL_FLAUNT_OPTION_SNEAKS],
                       options.values[FL_FLAUNT_OPTION_CHALLENGES], options.values[FL_FLAUNT_OPTION_ACE], r);
          n_rounds++;
          if (!play_round (&state, &rng, &choice_rng, &follow))
            {
              n_games_over++;
              n_two_packs_over += state.n_cards == 104;
              break;
            }
        }
      /* G1: a whole game reaches the target. */
      if (game % WHOLE_GAME_EVERY == 0)
        g_assert_cmpuint (RULES->phase (&state), ==, FL_PHASE_GAME_OVER);
      totals.n_contests += follow.n_contests;
      totals.n_ties += follow.n_ties;
      totals.n_sneaks += follow.n_sneaks;
      totals.n_replays += follow.n_replays;
    }

  g_test_message ("%u games, %u rounds, %u games over (%u of two packs), %u sneaks, %u contests, %u won on a tie, "
                  "%u rounds more on a tie at the top", N_GAMES, n_rounds, n_games_over, n_two_packs_over,
                  totals.n_sneaks, totals.n_contests, totals.n_ties, totals.n_replays);
  /* The test reaches what it checks. */
  g_assert_cmpuint (n_games_over, >, 0);
  if (N_GAMES >= 100)
    g_assert_cmpuint (n_two_packs_over, >, 0);
  g_assert_cmpuint (totals.n_contests, >, 0);
  g_assert_cmpuint (totals.n_ties, >, 0);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  signal (SIGABRT, print_failure_context);
  signal (SIGTRAP, print_failure_context);

  g_test_add_func ("/flaunt/properties/random-games", test_random_games);

  return g_test_run ();
}
