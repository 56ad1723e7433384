/* test-flaunt-rules.c: Flaunt's packs, turns, leads, combinations,
 * challenges, contests, the end of a round and the score, rule by rule
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt, cited as "003", with
 * the lead developer's rule labels (D1 …, T1 …, K1 …, C1 …, E1, S1, G1,
 * G2), which every test names in its path and comment, and the readings
 * of help/C/flaunt.page.
 *
 * Positions are built directly in the state (the header documents every
 * field): the hands each test needs, the rest of the cards in the stock or
 * already won, then the play goes through check_action and apply. Every
 * expected winner, kind and count is worked out by hand from the rules in
 * the comment above it, never read from the engine; the contests are also
 * checked against this directory's own evaluator
 * (fl-flaunt-test-reference.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"
#include "flaunt/fl-flaunt-rules.h"
#include "fl-flaunt-test-reference.h"

#define RULES (&fl_flaunt_rules)

/* ---- Helpers ------------------------------------------------------------ */

/* A card from its code: rank (A K Q J 10 9 … 2), suit (C D H S), and "*"
 * for the copy in the second pack: "10H", "KH*". */
static FlCard
card (const char *code)
{
  static const char ranks[] = "23456789TJQKA";
  static const char suits[] = "CDHS";
  const char *p = code;
  const char *r, *s;
  guint rank, copy = 0;

  if (g_str_has_prefix (p, "10"))
    rank = 10, p += 2;
  else
    {
      r = strchr (ranks, *p);
      g_assert_nonnull (r);
      rank = (guint) (r - ranks) + 2;
      p++;
    }
  s = strchr (suits, *p);
  g_assert_true (s != NULL && *p != '\0');
  p++;
  if (*p == '*')
    copy = 1, p++;
  g_assert_cmpint (*p, ==, '\0');
  return (FlCard) (copy * FL_FLAUNT_PACK + FL_STD_CARD ((guint) (s - suits), rank));
}

/* The cards named in @codes, separated by spaces, into @out; how many. */
static guint
card_list (const char *codes,
           FlCard     *out)
{
  g_auto (GStrv) names = g_strsplit (codes != NULL ? codes : "", " ", -1);
  guint n = 0;

  for (guint i = 0; names[i] != NULL; i++)
    if (*names[i] != '\0')
      {
        g_assert_cmpuint (n, <, FL_FLAUNT_MAX_LEAD);
        out[n++] = card (names[i]);
      }
  return n;
}

static FlFlauntCards
cards (const char *codes)
{
  FlCard list[FL_FLAUNT_MAX_LEAD];
  guint n = card_list (codes, list);
  FlFlauntCards set = { { 0, 0 } };

  for (guint i = 0; i < n; i++)
    fl_flaunt_cards_add (&set, list[i]);
  return set;
}

static gboolean
same_cards (const FlFlauntCards *a,
            const FlFlauntCards *b)
{
  return a->packs[0] == b->packs[0] && a->packs[1] == b->packs[1];
}

typedef struct
{
  int players;
  int packs;
  int sneaks;
  int challenges;
  int ace;
} Setup;

static FlOptions
options (const Setup *setup)
{
  FlOptions o;

  fl_rules_default_options (RULES, &o);
  o.values[FL_FLAUNT_OPTION_PLAYERS] = setup->players;
  o.values[FL_FLAUNT_OPTION_PACKS] = setup->packs;
  o.values[FL_FLAUNT_OPTION_SNEAKS] = setup->sneaks;
  o.values[FL_FLAUNT_OPTION_CHALLENGES] = setup->challenges;
  o.values[FL_FLAUNT_OPTION_ACE] = setup->ace;
  g_assert_true (fl_rules_validate_options (RULES, &o, NULL));
  return o;
}

static void
new_game (FlFlauntState *state,
          const Setup   *setup)
{
  FlOptions o = options (setup);

  RULES->new_game (state, &o, 7);
}

/*
 * A position in the middle of a round, every seat past its first turn
 * (T2): seat s holds @hands[s]; of the other cards, @n_stock are in the
 * stock and the rest already won, face up, by seat 0 (tests that score
 * move them with move_won ()). @leader is to lead; the seat on its right
 * dealt.
 */
static void
position (FlFlauntState     *state,
          const Setup       *setup,
          guint              leader,
          const char *const *hands,
          guint              n_stock)
{
  FlFlauntCards held = { { 0, 0 } };

  new_game (state, setup);
  for (guint s = 0; s < FL_FLAUNT_MAX_PLAYERS; s++)
    {
      state->hands[s] = state->won[s] = state->won_seen[s] = (FlFlauntCards) { { 0, 0 } };
      state->hand_sizes[s] = state->n_won[s] = 0;
    }
  for (guint s = 0; s < (guint) setup->players; s++)
    {
      state->hands[s] = cards (hands[s]);
      g_assert_true ((held.packs[0] & state->hands[s].packs[0]) == 0 &&
                     (held.packs[1] & state->hands[s].packs[1]) == 0);
      held.packs[0] |= state->hands[s].packs[0];
      held.packs[1] |= state->hands[s].packs[1];
      state->hand_sizes[s] = (guint8) fl_flaunt_cards_count (&state->hands[s]);
    }
  state->n_stock = 0;
  for (FlCard c = 0; c < state->n_cards; c++)
    {
      if (fl_flaunt_cards_has (&held, c))
        continue;
      if (state->n_stock < n_stock)
        state->stock[state->n_stock++] = c;
      else
        {
          fl_flaunt_cards_add (&state->won[0], c);
          fl_flaunt_cards_add (&state->won_seen[0], c);
          state->n_won[0]++;
        }
    }
  g_assert_cmpuint (state->n_stock, ==, n_stock);
  for (guint i = state->n_stock; i < G_N_ELEMENTS (state->stock); i++)
    state->stock[i] = FL_CARD_NONE;
  state->phase = FL_FLAUNT_PHASE_LEAD;
  state->leader = state->to_act = (guint8) leader;
  state->dealer = (guint8) ((leader + (guint) setup->players - 1) % (guint) setup->players);
  state->had_turn = (guint8) ((1u << setup->players) - 1);
  state->face_up = 0;
  state->challengers = state->asked = state->n_plays = 0;
  state->last_n_plays = 0;
  state->last_winner = 0;
  state->last_why = FL_FLAUNT_NONE;
  state->last_face_up = 0;
}

/* Gives seat @seat the top @count cards of the stock. */
static void
give_from_stock (FlFlauntState *state,
                 guint          seat,
                 guint          count)
{
  g_assert_cmpuint (state->n_stock, >=, count);
  for (guint i = 0; i < count; i++)
    {
      FlCard c = state->stock[--state->n_stock];

      state->stock[state->n_stock] = FL_CARD_NONE;
      fl_flaunt_cards_add (&state->hands[seat], c);
      state->hand_sizes[seat]++;
    }
}

/* Moves @count of the cards seat @from has won to seat @to's pile. */
static void
move_won (FlFlauntState *state,
          guint          from,
          guint          to,
          guint          count)
{
  for (FlCard c = 0; c < state->n_cards && count > 0; c++)
    if (fl_flaunt_cards_has (&state->won[from], c))
      {
        fl_flaunt_cards_remove (&state->won[from], c);
        fl_flaunt_cards_remove (&state->won_seen[from], c);
        fl_flaunt_cards_add (&state->won[to], c);
        fl_flaunt_cards_add (&state->won_seen[to], c);
        state->n_won[from]--;
        state->n_won[to]++;
        count--;
      }
  g_assert_cmpuint (count, ==, 0);
}

static FlAction
action (FlActionKind  kind,
        int           seat,
        const char   *codes)
{
  FlAction a;

  fl_action_init (&a, kind, seat);
  a.n_cards = (guint8) card_list (codes, a.cards);
  return a;
}

static void
take (FlFlauntState  *state,
      const FlAction *a,
      FlEvents       *events)
{
  FlIllegal why = { 0 };

  if (!RULES->check_action (state, a, &why))
    g_error ("refused (rule %u, card %u, values %d %d %d): kind %u seat %d", why.rule, why.card,
             why.values[0], why.values[1], why.values[2], a->kind, a->seat);
  if (events != NULL)
    events->n_events = 0;
  RULES->apply (state, a, events);
}

static void
act (FlFlauntState *state,
     FlActionKind   kind,
     int            seat,
     const char    *codes,
     FlEvents      *events)
{
  FlAction a = action (kind, seat, codes);

  take (state, &a, events);
}

static gboolean
allowed (const FlFlauntState *state,
         FlActionKind         kind,
         int                  seat,
         const char          *codes)
{
  FlAction a = action (kind, seat, codes);

  return RULES->check_action (state, &a, NULL);
}

static FlIllegal
refused (const FlFlauntState *state,
         FlActionKind         kind,
         int                  seat,
         const char          *codes,
         guint                rule)
{
  FlAction a = action (kind, seat, codes);
  FlIllegal why = { 0 };

  g_assert_false (RULES->check_action (state, &a, &why));
  g_assert_cmpuint (why.rule, ==, rule);
  return why;
}

/* Whether @viewer is told @event with no card at all shown. */
static gboolean
hidden_from (const FlEvent *event,
             int            viewer)
{
  FlEvent seen;

  if (!fl_rules_see_event (event, viewer, &seen))
    return TRUE;
  for (guint i = 0; i < seen.n_cards; i++)
    if (seen.cards[i] != FL_CARD_NONE)
      return FALSE;
  return TRUE;
}

/* Whether @viewer is told @event with every card as it is. */
static gboolean
shown_to (const FlEvent *event,
          int            viewer)
{
  FlEvent seen;

  if (!fl_rules_see_event (event, viewer, &seen))
    return FALSE;
  return memcmp (seen.cards, event->cards, event->n_cards * sizeof event->cards[0]) == 0;
}

static gboolean
event_has_card (const FlEvent *event,
                const char    *code)
{
  for (guint i = 0; i < event->n_cards; i++)
    if (event->cards[i] == card (code))
      return TRUE;
  return FALSE;
}

/*
 * One contest, played through the rules: @lead (a sneak when !@face_up)
 * by @leader, then each seat from the leader's left in turn challenges
 * with @answers[k] (k = 0 for the leader's left …), or passes when it is
 * "" or NULL; seats that the rules do not ask (C6) must be given NULL.
 * The hands hold exactly the cards the test names plus what it adds.
 * Returns the CONTEST (or UNCHALLENGED) event in @events, and checks the
 * winner against the reference evaluator.
 */
static const FlEvent *
contest (FlFlauntState     *state,
         gboolean           face_up,
         guint              leader,
         const char        *lead,
         const char *const *answers,
         FlEvents          *events)
{
  FlFlauntPlay plays[FL_FLAUNT_MAX_PLAYERS];
  guint n_plays = 0, n = state->n_players;
  FlEvents *step = g_new0 (FlEvents, 1);
  const FlEvent *result;

  g_assert_cmpuint (state->to_act, ==, leader);
  act (state, face_up ? FL_ACTION_PLAY : FL_ACTION_SNEAK, (int) leader, lead, step);
  plays[n_plays].seat = (guint8) leader;
  plays[n_plays].n_cards = (guint8) card_list (lead, plays[n_plays].cards);
  n_plays++;
  events->n_events = 0;
  memcpy (events->events, step->events, step->n_events * sizeof step->events[0]);
  events->n_events = step->n_events;
  for (guint k = 0; k + 1 < n; k++)
    {
      guint seat = (leader + 1 + k) % n;

      if (answers[k] == NULL)
        continue;
      g_assert_cmpuint (state->phase, ==, FL_FLAUNT_PHASE_CHALLENGE);
      g_assert_cmpuint (state->to_act, ==, seat);
      if (*answers[k] == '\0')
        act (state, FL_ACTION_PASS, (int) seat, NULL, step);
      else
        {
          act (state, FL_ACTION_CHALLENGE, (int) seat, answers[k], step);
          plays[n_plays].seat = (guint8) seat;
          plays[n_plays].n_cards = (guint8) card_list (answers[k], plays[n_plays].cards);
          n_plays++;
        }
      g_assert_cmpuint (events->n_events + step->n_events, <=, FL_MAX_EVENTS);
      memcpy (events->events + events->n_events, step->events, step->n_events * sizeof step->events[0]);
      events->n_events += step->n_events;
    }
  g_free (step);

  g_assert_cmpuint (state->phase, !=, FL_FLAUNT_PHASE_CHALLENGE);
  if (n_plays == 1)
    {
      g_assert_null (fl_test_event_or_null (events, FL_FLAUNT_EVENT_CONTEST, 0));
      result = fl_test_find_event (events, FL_FLAUNT_EVENT_UNCHALLENGED, 0);
      g_assert_cmpint (result->seat, ==, (int) leader);
      return result;
    }
  g_assert_null (fl_test_event_or_null (events, FL_FLAUNT_EVENT_UNCHALLENGED, 0));
  result = fl_test_find_event (events, FL_FLAUNT_EVENT_CONTEST, 0);
  {
    guint w = ref_winner (plays, n_plays, n, face_up, state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND,
                          state->ace_option == FL_FLAUNT_ACE_HIGH);

    g_assert_cmpint (result->seat, ==, plays[w].seat);
  }
  return result;
}

static const Setup three = { 3, FL_FLAUNT_PACKS_ONE, FL_FLAUNT_SNEAKS_ANY, FL_FLAUNT_CHALLENGES_SAME_KIND,
                             FL_FLAUNT_ACE_HIGH_OR_LOW };
static const Setup four = { 4, FL_FLAUNT_PACKS_ONE, FL_FLAUNT_SNEAKS_ANY, FL_FLAUNT_CHALLENGES_SAME_KIND,
                            FL_FLAUNT_ACE_HIGH_OR_LOW };

/* ---- D: packs, the stock and the deal --------------------------------------- */

/* 003 D1: one pack for two or three, two for five to seven, four as the
 * option says (one by default); G1: the target follows the packs. D3: no
 * deal, the whole pack is the stock. */
static void
test_packs (void)
{
  for (int players = 2; players <= 7; players++)
    for (int packs = 0; packs < (players == 4 ? 2 : 1); packs++)
      {
        Setup setup = three;
        FlFlauntState state;
        FlFlauntCards seen = { { 0, 0 } };
        guint expected = players < 4 || (players == 4 && packs == FL_FLAUNT_PACKS_ONE) ? 52 : 104;

        setup.players = players;
        setup.packs = packs;
        new_game (&state, &setup);
        g_assert_cmpuint (state.n_players, ==, (guint) players);
        g_assert_cmpuint (state.n_cards, ==, expected);
        g_assert_cmpuint (state.target, ==, expected == 52 ? 100 : 200);
        g_assert_cmpuint (state.n_stock, ==, expected);
        for (guint i = 0; i < state.n_stock; i++)
          {
            g_assert_cmpuint (state.stock[i], <, expected);
            g_assert_false (fl_flaunt_cards_has (&seen, state.stock[i]));
            fl_flaunt_cards_add (&seen, state.stock[i]);
          }
        for (int s = 0; s < players; s++)
          {
            g_assert_cmpuint (fl_flaunt_cards_count (&state.hands[s]), ==, 0);
            g_assert_cmpuint (state.hand_sizes[s], ==, 0);
            g_assert_cmpint (state.totals[s], ==, 0);
          }
      }
}

/* 003 D3: Player 1 (seat 0) deals the first round; T1: the dealer's left
 * leads first. */
static void
test_first_dealer (void)
{
  FlFlauntState state;

  new_game (&state, &four);
  g_assert_cmpuint (state.dealer, ==, 0);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_LEAD);
  g_assert_cmpuint (state.leader, ==, 1);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (state.had_turn, ==, 0);
}

/* ---- T: turns and leads ----------------------------------------------------- */

/* 003 T2: only a draw on the first turn: the top card of the stock (the
 * last of stock[]) goes to the drawer, seen by nobody else; the turn passes
 * to the left (T1). */
static void
test_first_turn (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  FlCard top;
  guint n;
  const FlEvent *e;

  new_game (&state, &three);
  n = RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (legal[0].kind, ==, FL_ACTION_DRAW);
  g_assert_cmpint (legal[0].seat, ==, 1);

  top = state.stock[state.n_stock - 1];
  act (&state, FL_ACTION_DRAW, 1, NULL, events);
  g_assert_true (fl_flaunt_cards_has (&state.hands[1], top));
  g_assert_cmpuint (state.hand_sizes[1], ==, 1);
  g_assert_cmpuint (state.n_stock, ==, 51);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_DRAW, 0);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->n_cards, ==, 1);
  g_assert_cmpuint (e->cards[0], ==, top);
  g_assert_cmpint (e->values[0], ==, 51);
  g_assert_cmpint (e->values[1], ==, 0);
  g_assert_true (shown_to (e, 1));
  g_assert_true (hidden_from (e, 0));
  g_assert_true (hidden_from (e, 2));

  /* Seat 2 and seat 0 must draw too; then seat 1 may lead its card. */
  act (&state, FL_ACTION_DRAW, 2, NULL, NULL);
  g_assert_cmpuint (RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal)), ==, 1);
  act (&state, FL_ACTION_DRAW, 0, NULL, NULL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  {
    FlAction a;

    fl_action_init (&a, FL_ACTION_SNEAK, 1);
    a.n_cards = 1;
    a.cards[0] = top;
    g_assert_true (RULES->check_action (&state, &a, NULL));
    a.kind = FL_ACTION_PLAY;
    g_assert_true (RULES->check_action (&state, &a, NULL));
  }

  /* A position where the leader holds cards but has not had a turn:
   * neither a sneak nor a flaunt. */
  {
    const char *hands[] = { "2C", "KH KS", "5D" };

    position (&state, &three, 1, hands, 20);
    state.had_turn = 1u << 0 | 1u << 2;
    refused (&state, FL_ACTION_SNEAK, 1, "KH", FL_FLAUNT_ILLEGAL_FIRST_TURN);
    refused (&state, FL_ACTION_PLAY, 1, "KH KS", FL_FLAUNT_ILLEGAL_FIRST_TURN);
    g_assert_true (allowed (&state, FL_ACTION_DRAW, 1, NULL));
  }
}

/* 003 T2: a player with no cards must draw while the stock lasts. */
static void
test_empty_hand_draws (void)
{
  const char *hands[] = { "2C 3C", "", "5D" };
  FlFlauntState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];

  position (&state, &three, 1, hands, 10);
  g_assert_cmpuint (RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal)), ==, 1);
  g_assert_cmpuint (legal[0].kind, ==, FL_ACTION_DRAW);
  g_assert_false (allowed (&state, FL_ACTION_SNEAK, 1, "2C"));
  g_assert_false (allowed (&state, FL_ACTION_PLAY, 1, "2C"));
  refused (&state, FL_ACTION_PASS, 1, NULL, FL_FLAUNT_ILLEGAL_MUST_LEAD);

  /* Nobody else holds a card: the lead limit is 0 (T5), so a draw. */
  {
    const char *alone[] = { "2C 3C", "", "" };

    position (&state, &three, 0, alone, 10);
    g_assert_cmpuint (fl_flaunt_lead_limit (&state, 0), ==, 0);
    g_assert_cmpuint (RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal)), ==, 1);
    g_assert_cmpuint (legal[0].kind, ==, FL_ACTION_DRAW);
    g_assert_false (allowed (&state, FL_ACTION_PLAY, 0, "2C"));
    g_assert_false (allowed (&state, FL_ACTION_SNEAK, 0, "2C"));
  }
}

/* 003 T3: a sneak may be any cards, combination or not, shown to nobody
 * but the leader; with the option `combinations`, two or more sneaked
 * cards must make a combination. */
static void
test_sneak_any_cards (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "2C 9H KS 5D 5S", "3C 4C 5C 6C", "7D 8D 9D 10D" };
  Setup strict = three;
  FlFlauntState state;
  FlIllegal why;
  const FlEvent *e;

  position (&state, &three, 0, hands, 10);
  g_assert_true (allowed (&state, FL_ACTION_SNEAK, 0, "2C 9H KS"));
  g_assert_true (allowed (&state, FL_ACTION_SNEAK, 0, "5D"));
  refused (&state, FL_ACTION_SNEAK, 0, "", FL_FLAUNT_ILLEGAL_NO_CARDS);
  refused (&state, FL_ACTION_SNEAK, 0, "3C", FL_FLAUNT_ILLEGAL_NOT_IN_HAND);
  act (&state, FL_ACTION_SNEAK, 0, "2C 9H KS", events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_SNEAK, 0);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpint (e->values[0], ==, 3);
  g_assert_cmpint (e->values[1], ==, 4);
  g_assert_true (shown_to (e, 0));
  g_assert_true (hidden_from (e, 1));
  g_assert_true (hidden_from (e, 2));
  g_assert_cmpuint (state.hand_sizes[0], ==, 2);
  g_assert_false (state.face_up);

  strict.sneaks = FL_FLAUNT_SNEAKS_COMBINATIONS;
  position (&state, &strict, 0, hands, 10);
  why = refused (&state, FL_ACTION_SNEAK, 0, "2C 9H KS", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_cmpint (why.values[0], ==, 3);
  g_assert_cmpint (why.values[1], ==, 0);
  g_assert_cmpint (why.values[2], ==, 1);
  refused (&state, FL_ACTION_SNEAK, 0, "9H KS", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_true (allowed (&state, FL_ACTION_SNEAK, 0, "5D"));
  refused (&state, FL_ACTION_SNEAK, 0, "2C 5D", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_true (allowed (&state, FL_ACTION_SNEAK, 0, "5D 5S"));
}

/* 003 T4, K1: a flaunt is one card or a combination. */
static void
test_flaunt_combination (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "2C 9H 10H JH 9S", "3C 4C 5C 6C", "7D 8D 9D 10D" };
  FlFlauntState state;
  FlIllegal why;
  const FlEvent *e;

  position (&state, &three, 0, hands, 10);
  why = refused (&state, FL_ACTION_PLAY, 0, "2C 9H", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_cmpint (why.values[0], ==, 2);
  g_assert_cmpint (why.values[1], ==, 0);
  g_assert_cmpint (why.values[2], ==, 0);
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "2C"));
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "9H 9S"));      /* match */
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "9H JH"));      /* flush */
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "9S 10H"));     /* straight */
  act (&state, FL_ACTION_PLAY, 0, "9H 10H JH", events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_FLAUNT, 0);
  g_assert_cmpint (e->values[0], ==, 3);
  g_assert_cmpint (e->values[1], ==, FL_FLAUNT_KIND_STRAIGHT_FLUSH);
  g_assert_true (shown_to (e, 1));
  g_assert_true (shown_to (e, 2));
  g_assert_true (state.face_up);
}

/* 003 T5: never lead more cards than the largest hand among the others;
 * the source's example: nobody else holds more than two cards, so a
 * three-card combination may not be led. */
static void
test_lead_limit (void)
{
  const char *hands[] = { "QH QS QD 5C", "2C 3C", "4D" };
  FlFlauntState state;
  FlIllegal why;

  position (&state, &three, 0, hands, 10);
  g_assert_cmpuint (fl_flaunt_lead_limit (&state, 0), ==, 2);
  g_assert_cmpuint (fl_flaunt_lead_limit (&state, 2), ==, 4);
  why = refused (&state, FL_ACTION_PLAY, 0, "QH QS QD", FL_FLAUNT_ILLEGAL_TOO_MANY);
  g_assert_cmpint (why.values[0], ==, 3);
  g_assert_cmpint (why.values[1], ==, 2);
  g_assert_cmpint (why.values[2], ==, 1);
  why = refused (&state, FL_ACTION_SNEAK, 0, "QH QS QD", FL_FLAUNT_ILLEGAL_TOO_MANY);
  g_assert_cmpint (why.values[0], ==, 3);
  g_assert_cmpint (why.values[1], ==, 2);
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "QH QS"));
  g_assert_true (allowed (&state, FL_ACTION_SNEAK, 0, "QH 5C"));

  /* The engine's cap: with two packs hands pass 24 cards, a lead never
   * does. Seats 0 and 1 hold 30 cards each. */
  {
    Setup five = { 5, FL_FLAUNT_PACKS_ONE, FL_FLAUNT_SNEAKS_ANY, FL_FLAUNT_CHALLENGES_SAME_KIND,
                   FL_FLAUNT_ACE_HIGH_OR_LOW };
    const char *empty[] = { "", "", "", "", "" };
    FlAction a;

    position (&state, &five, 0, empty, 104);
    give_from_stock (&state, 0, 30);
    give_from_stock (&state, 1, 30);
    g_assert_cmpuint (state.n_cards, ==, 104);
    g_assert_cmpuint (fl_flaunt_lead_limit (&state, 0), ==, FL_FLAUNT_MAX_LEAD);
    fl_action_init (&a, FL_ACTION_SNEAK, 0);
    for (FlCard c = 0; c < state.n_cards && a.n_cards < FL_FLAUNT_MAX_LEAD; c++)
      if (fl_flaunt_cards_has (&state.hands[0], c))
        a.cards[a.n_cards++] = c;
    g_assert_true (RULES->check_action (&state, &a, NULL));
  }
  position (&state, &three, 0, hands, 10);

  /* No legal action of the leader's is longer than two cards. */
  {
    FlAction legal[FL_MAX_LEGAL_ACTIONS];
    guint n = RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal));

    g_assert_cmpuint (n, <=, G_N_ELEMENTS (legal));
    for (guint i = 0; i < n; i++)
      g_assert_cmpuint (legal[i].n_cards, <=, 2);
  }
}

/* 003 T1: whoever wins the contest, the turn passes to the leader's left. */
static void
test_turn_after_contest (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "AC 2D", "3C 4D", "9S 9H 5S", "KC 6S" };
  const char *answers[] = { "9S", "", "AC" };   /* seats 2, 3, 0 */
  FlFlauntState state;
  const FlEvent *e;

  position (&state, &four, 1, hands, 10);
  e = contest (&state, TRUE, 1, "4D", answers, events);
  g_assert_cmpint (e->seat, ==, 0);           /* the ace */
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_LEAD);
  g_assert_cmpuint (state.leader, ==, 2);
  g_assert_cmpint (RULES->current_seat (&state), ==, 2);
}

/* 003 T6: once the last card is drawn, no more sneaks and no draws; a
 * player with no cards is passed over. */
static void
test_stock_empty (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "5C 6C", "9D 9S 2H", "" };
  const char *answers[] = { NULL, "" };         /* seat 2 holds nothing, seat 0 passes */
  FlFlauntState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  FlIllegal why;
  const FlEvent *e;
  guint n;

  position (&state, &three, 0, hands, 1);
  act (&state, FL_ACTION_DRAW, 0, NULL, events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_DRAW, 0);
  g_assert_cmpint (e->values[0], ==, 0);
  g_assert_cmpint (e->values[1], ==, 1);
  g_assert_cmpuint (state.n_stock, ==, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);

  why = refused (&state, FL_ACTION_SNEAK, 1, "9D", FL_FLAUNT_ILLEGAL_STOCK_EMPTY);
  g_assert_cmpint (why.values[0], ==, 1);
  why = refused (&state, FL_ACTION_DRAW, 1, NULL, FL_FLAUNT_ILLEGAL_STOCK_EMPTY);
  g_assert_cmpint (why.values[0], ==, 0);
  n = RULES->legal_actions (&state, legal, G_N_ELEMENTS (legal));
  g_assert_cmpuint (n, >, 0);
  for (guint i = 0; i < MIN (n, G_N_ELEMENTS (legal)); i++)
    g_assert_cmpuint (legal[i].kind, ==, FL_ACTION_PLAY);

  /* Seat 1 flaunts a pair; seat 2 is not asked (C6), seat 0 passes; the
   * leader's left, seat 2, holds nothing and is passed over. */
  e = contest (&state, TRUE, 1, "9D 9S", answers, events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_LEAD);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_cmpuint (state.leader, ==, 0);
}

/* ---- C: challenges -------------------------------------------------------- */

/* 003 K2, C1, C2: a sneak is challenged face down by exactly as many
 * cards, any cards; who challenged is public, the cards are not until the
 * reveal, which turns up the sneak and then each challenge from the
 * leader's left. */
static void
test_challenge_sneak (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "QH QS 4S", "2C 7D KS", "AC AD 3H" };
  FlFlauntState state, seen;
  FlIllegal why;
  const FlEvent *e;

  position (&state, &three, 0, hands, 10);
  act (&state, FL_ACTION_SNEAK, 0, "QH QS", NULL);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_CHALLENGE);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  why = refused (&state, FL_ACTION_CHALLENGE, 1, "2C", FL_FLAUNT_ILLEGAL_WRONG_SIZE);
  g_assert_cmpint (why.values[0], ==, 1);
  g_assert_cmpint (why.values[1], ==, 2);
  why = refused (&state, FL_ACTION_CHALLENGE, 1, "2C 7D KS", FL_FLAUNT_ILLEGAL_WRONG_SIZE);
  g_assert_cmpint (why.values[0], ==, 3);
  g_assert_cmpint (why.values[1], ==, 2);
  refused (&state, FL_ACTION_PLAY, 1, "2C", FL_FLAUNT_ILLEGAL_MUST_ANSWER);
  refused (&state, FL_ACTION_CHALLENGE, 2, "AC AD", FL_FLAUNT_ILLEGAL_NOT_YOUR_TURN);
  /* C1: any cards, no combination needed. */
  g_assert_true (allowed (&state, FL_ACTION_CHALLENGE, 1, "2C 7D"));
  act (&state, FL_ACTION_CHALLENGE, 1, "2C 7D", events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_CHALLENGE, 0);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[0], ==, 2);
  g_assert_cmpint (e->values[1], ==, 0);
  g_assert_true (shown_to (e, 1));
  g_assert_true (hidden_from (e, 0));
  g_assert_true (hidden_from (e, 2));

  /* C6: seat 2 knows that seat 1 challenged, not with what, nor the sneak. */
  RULES->observe (&state, 2, &seen);
  g_assert_true (seen.challengers & (1u << 1));
  for (guint i = 0; i < seen.n_plays; i++)
    for (guint k = 0; k < seen.plays[i].n_cards; k++)
      g_assert_cmpuint (seen.plays[i].cards[k], ==, FL_CARD_NONE);
  g_assert_cmpuint (seen.hand_sizes[1], ==, 1);
  g_assert_cmpuint (fl_flaunt_cards_count (&seen.hands[1]), ==, 0);

  /* C2: seat 2 challenges too; all turned up, the lead then seats 1, 2:
   * a pair of aces beats a pair of queens (K3), cards of no combination
   * lose to both (K5). C5: the winner takes all six. */
  act (&state, FL_ACTION_CHALLENGE, 2, "AC AD", events);
  g_assert_cmpuint (fl_test_count_events (events, FL_FLAUNT_EVENT_REVEAL), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      e = fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, i);
      g_assert_cmpint (e->seat, ==, (int) i);
      g_assert_cmpint (e->values[0], ==, (int) i);
      g_assert_cmpint (e->values[3], ==, 0);
      g_assert_true (shown_to (e, 0) && shown_to (e, 1) && shown_to (e, 2));
    }
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 1)->values[1], ==, FL_FLAUNT_KIND_NONE);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 2)->values[1], ==, FL_FLAUNT_KIND_MATCH);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 2)->values[2], ==, 14);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_CONTEST, 0);
  g_assert_cmpint (e->seat, ==, 2);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  g_assert_cmpint (e->values[0], ==, 6);
  g_assert_cmpint (e->values[1], ==, 2);
  g_assert_cmpint (e->values[3], ==, 0);          /* the queens it beat */
  g_assert_cmpint (e->values[5], ==, -1);
  {
    FlFlauntCards all = cards ("QH QS 2C 7D AC AD");

    g_assert_true (same_cards (&state.won[2], &all));
    g_assert_true (same_cards (&state.won_seen[2], &all));
    g_assert_cmpuint (state.n_won[2], ==, 6);
  }
  /* T1 */
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
}

/* 003 C3, K2: a flaunt is challenged face up by as many cards, one card
 * or a combination; the challenges are shown together. */
static void
test_challenge_flaunt (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "QH QS 4S", "2C 7D KS KD", "AC AD 3H" };
  FlFlauntState state, seen;
  FlIllegal why;
  const FlEvent *e;

  position (&state, &three, 0, hands, 10);
  act (&state, FL_ACTION_PLAY, 0, "QH QS", NULL);
  why = refused (&state, FL_ACTION_CHALLENGE, 1, "2C 7D", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_cmpint (why.values[1], ==, 1);
  refused (&state, FL_ACTION_CHALLENGE, 1, "KS KD 2C", FL_FLAUNT_ILLEGAL_WRONG_SIZE);
  act (&state, FL_ACTION_CHALLENGE, 1, "KS KD", events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_CHALLENGE, 0);
  g_assert_cmpint (e->values[1], ==, 1);
  g_assert_true (hidden_from (e, 2));
  RULES->observe (&state, 2, &seen);
  g_assert_true (seen.challengers & (1u << 1));
  g_assert_true (seen.face_up);
  /* The flaunt itself is face up for everyone. */
  g_assert_cmpuint (seen.plays[0].cards[0], !=, FL_CARD_NONE);
  for (guint i = 1; i < seen.n_plays; i++)
    for (guint k = 0; k < seen.plays[i].n_cards; k++)
      g_assert_cmpuint (seen.plays[i].cards[k], ==, FL_CARD_NONE);

  act (&state, FL_ACTION_CHALLENGE, 2, "AC AD", events);
  g_assert_cmpuint (fl_test_count_events (events, FL_FLAUNT_EVENT_REVEAL), ==, 3);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 0)->values[3], ==, 1);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 1)->seat, ==, 1);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 2)->seat, ==, 2);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_CONTEST, 0);
  g_assert_cmpint (e->seat, ==, 2);
  g_assert_cmpint (e->values[3], ==, 1);          /* the kings it beat */
  g_assert_cmpint (e->values[5], ==, FL_FLAUNT_KIND_MATCH);
  g_assert_true (event_has_card (e, "AC") && event_has_card (e, "KS"));
}

/* 003 C6: the others decide in turn from the leader's left; a player with
 * fewer cards than were led is not asked; the leader never is. */
static void
test_who_is_asked (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "2C 3C 4C", "9C 9D 5H", "AS", "KC KH" };
  FlFlauntState state, seen;
  const FlEvent *e;

  position (&state, &four, 1, hands, 10);
  act (&state, FL_ACTION_PLAY, 1, "9C 9D", NULL);
  g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  g_assert_cmpuint (RULES->decision (&state), ==, FL_DECISION_CHALLENGE);
  act (&state, FL_ACTION_PASS, 3, NULL, events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_DECLINE, 0);
  g_assert_cmpint (e->seat, ==, 3);
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  RULES->observe (&state, 0, &seen);
  g_assert_false (seen.challengers & (1u << 3));
  g_assert_true (seen.asked & (1u << 3));
  act (&state, FL_ACTION_CHALLENGE, 0, "2C 3C", events);
  /* Nobody else: seat 2 holds one card, seat 1 led. */
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_LEAD);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_CONTEST, 0);
  /* K4: a straight flush challenging a match does not fit it. */
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_LED_KIND);
}

/* 003 C4: of equal best plays the one made last in rotation from the
 * leader's left wins, the leader first: a challenger who equals the lead
 * wins; of two equal challengers the later, round the table. */
static void
test_ties (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  /* K6: a single 9 challenged by a 9 of another suit. */
  {
    const char *hands[] = { "9H 2C", "9S 3C", "4D 5D" };
    const char *answers[] = { "9S", "" };

    position (&state, &three, 0, hands, 10);
    e = contest (&state, TRUE, 0, "9H", answers, events);
    g_assert_cmpint (e->seat, ==, 1);
    g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_TIE);
    g_assert_cmpint (e->values[3], ==, 0);
  }

  /* Seat 2 leads; seats 3 and 0 both hold a pair of kings: seat 0 is
   * later from the leader's left. */
  {
    const char *hands[] = { "KC KD", "2H", "5C 5D 8H", "KH KS" };
    const char *answers[] = { "KH KS", "KC KD", NULL };

    position (&state, &four, 2, hands, 10);
    e = contest (&state, TRUE, 2, "5C 5D", answers, events);
    g_assert_cmpint (e->seat, ==, 0);
    g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_TIE);
    g_assert_cmpint (e->values[3], ==, 3);
    g_assert_cmpint (e->values[0], ==, 6);
    /* T1: seat 3 leads next, not the winner. */
    g_assert_cmpint (RULES->current_seat (&state), ==, 3);
  }

  /* The same in a sneak. */
  {
    const char *hands[] = { "KC KD 2C", "KH KS 3C", "4D 5D" };
    const char *answers[] = { "KH KS", "" };

    position (&state, &three, 0, hands, 10);
    e = contest (&state, FALSE, 0, "KC KD", answers, events);
    g_assert_cmpint (e->seat, ==, 1);
    g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_TIE);
  }
}

/* ---- K: combinations and their order ----------------------------------------- */

/* One contest of two plays in a three-player game: seat 0 leads @lead
 * (flaunted when @face_up, else sneaked), seat 1 challenges with
 * @challenge and seat 2, holding six cards from the stock, passes. */
static const FlEvent *
duel (FlFlauntState *state,
      const Setup   *setup,
      gboolean       face_up,
      const char    *lead,
      const char    *challenge,
      FlEvents      *events)
{
  const char *hands[] = { lead, challenge, "" };
  const char *answers[] = { challenge, "" };

  position (state, setup, 0, hands, 20);
  give_from_stock (state, 2, 6);
  return contest (state, face_up, 0, lead, answers, events);
}

/* 003 K4: against a flaunt every challenge counts as the kind led: a
 * straight flush against a straight only as a straight, against a flush
 * only as a flush; a led straight flush falls only to a higher one. */
static void
test_straight_flush_note (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  /* A led straight flush and a match of three: the match does not fit. */
  e = duel (&state, &three, TRUE, "4H 5H 6H", "9S 9C 9H", events);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_LED_KIND);
  g_assert_cmpint (e->values[5], ==, FL_FLAUNT_KIND_STRAIGHT_FLUSH);
  /* … a lower straight flush loses, a higher one wins. */
  e = duel (&state, &three, TRUE, "5H 6H 7H", "4S 5S 6S", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &three, TRUE, "4H 5H 6H", "5S 6S 7S", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  /* … a plain straight, higher, does not fit. */
  e = duel (&state, &three, TRUE, "4H 5H 6H", "9S 10C JS", events);
  g_assert_cmpint (e->seat, ==, 0);

  /* A straight flush against a led straight counts as a straight, by its
   * top card: 4-5-6 loses to 8-9-10, 9-10-J beats it. */
  e = duel (&state, &three, TRUE, "8C 9D 10C", "4H 5H 6H", events);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpint (e->values[5], ==, FL_FLAUNT_KIND_STRAIGHT);
  e = duel (&state, &three, TRUE, "8C 9D 10C", "9H 10H JH", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  g_assert_cmpint (e->values[2], ==, FL_FLAUNT_KIND_STRAIGHT);

  /* Against a led flush, only as a flush, card by card: 5-4-3 of spades
   * loses to K-9-2 of hearts; K-Q-J of spades beats it. */
  e = duel (&state, &three, TRUE, "2H 9H KH", "3S 4S 5S", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &three, TRUE, "2H 9H KH", "JS QS KS", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[2], ==, FL_FLAUNT_KIND_FLUSH);
  /* An ace-low straight flush is a flush of the ace first: A-3-2 beats
   * K-9-2. */
  e = duel (&state, &three, TRUE, "2H 9H KH", "AS 2S 3S", events);
  g_assert_cmpint (e->seat, ==, 1);

  /* A match against a led straight does not fit it. */
  e = duel (&state, &three, TRUE, "2C 3D 4C", "AS AC AD", events);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_LED_KIND);
}

/* 003 K4 with the option `any-kind`: the order of kinds counts against a
 * flaunt too, but a led straight flush still falls only to a higher one,
 * and a straight flush still counts only as a led straight or flush. */
static void
test_any_kind (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  Setup setup = three;
  FlFlauntState state;
  const FlEvent *e;

  setup.challenges = FL_FLAUNT_CHALLENGES_ANY_KIND;
  e = duel (&state, &setup, TRUE, "8C 9D 10C", "4H 4S 4D", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
  e = duel (&state, &setup, TRUE, "2H 9H KH", "3C 4D 5C", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
  e = duel (&state, &setup, TRUE, "2H 9H KH", "4S 4C 4D", events);
  g_assert_cmpint (e->seat, ==, 1);
  /* A flush against a led straight: lower kind. */
  e = duel (&state, &setup, TRUE, "2C 3D 4C", "5S 9S KS", events);
  g_assert_cmpint (e->seat, ==, 0);
  /* The led straight flush. */
  e = duel (&state, &setup, TRUE, "4H 5H 6H", "9S 9C 9H", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &setup, TRUE, "4H 5H 6H", "5S 6S 7S", events);
  g_assert_cmpint (e->seat, ==, 1);
  /* A straight flush against a led straight, as a straight. */
  e = duel (&state, &setup, TRUE, "8C 9D 10C", "4H 5H 6H", events);
  g_assert_cmpint (e->seat, ==, 0);
  /* … and against a led flush, as a flush. */
  e = duel (&state, &setup, TRUE, "2H 9H KH", "3S 4S 5S", events);
  g_assert_cmpint (e->seat, ==, 0);
}

/* 003 K3, K5: in a sneak's contest the whole order counts: match,
 * straight flush, straight, flush, then cards of no combination. */
static void
test_sneak_order (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  e = duel (&state, &three, FALSE, "4H 5H 6H", "2S 2C 2H", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
  g_assert_cmpint (e->values[5], ==, -1);
  e = duel (&state, &three, FALSE, "8C 9D 10C", "4H 5H 6H", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[2], ==, FL_FLAUNT_KIND_STRAIGHT_FLUSH);
  e = duel (&state, &three, FALSE, "AH 9H KH", "2C 3D 4C", events);
  g_assert_cmpint (e->seat, ==, 1);
  e = duel (&state, &three, FALSE, "KC 9D 2H", "2S 3S 5S", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[4], ==, FL_FLAUNT_KIND_NONE);
  /* The leader's match beats the challenger's straight flush. */
  e = duel (&state, &three, FALSE, "2S 2C", "QH KH", events);
  g_assert_cmpint (e->seat, ==, 0);
}

/* 003 K3: within a kind: matches by rank, sequences by their top card,
 * flushes card by card from the highest (help: K-9-3 beats K-8-7). */
static void
test_within_kind (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  e = duel (&state, &three, TRUE, "KS 8S 7S", "KH 9H 3H", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  e = duel (&state, &three, TRUE, "KH 9H 3H", "KS 8S 7S", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &three, TRUE, "9C 9D", "QC QH", events);
  g_assert_cmpint (e->seat, ==, 1);
  e = duel (&state, &three, TRUE, "QC QH", "9C 9D", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &three, TRUE, "5C 6H 7C 8H", "6S 7D 8S 9D", events);
  g_assert_cmpint (e->seat, ==, 1);
}

/* 003 K5: cards that form no combination lose to any combination of their
 * size and compare like flushes. */
static void
test_no_combination (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  e = duel (&state, &three, FALSE, "KC 9D", "KS 8H", events);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  e = duel (&state, &three, FALSE, "KC 9D", "KS 10H", events);
  g_assert_cmpint (e->seat, ==, 1);
  e = duel (&state, &three, FALSE, "KC 9D", "2C 4C", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
  /* Equal: the challenger's. */
  e = duel (&state, &three, FALSE, "KC 9D", "KH 9S", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_TIE);
}

/* 003 K6: single cards by rank; suits never count. */
static void
test_singles (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  FlFlauntState state;
  const FlEvent *e;

  e = duel (&state, &three, TRUE, "10H", "JC", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  e = duel (&state, &three, TRUE, "AC", "KS", events);
  g_assert_cmpint (e->seat, ==, 0);
  e = duel (&state, &three, FALSE, "2S", "2C", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_TIE);
}

/* 003 K1: the ace high or low in a sequence, never round the corner. */
static void
test_ace (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "AC 2D 3C KD QC", "4C 5C 6C 7C 8C", "4D 5D 6D 7D 8D" };
  FlFlauntState state;
  FlCard list[FL_FLAUNT_MAX_LEAD];
  const FlEvent *e;
  guint n;

  position (&state, &three, 0, hands, 10);
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "AC 2D 3C"));
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "QC KD AC"));
  refused (&state, FL_ACTION_PLAY, 0, "KD AC 2D", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  refused (&state, FL_ACTION_PLAY, 0, "QC KD AC 2D", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  n = card_list ("KD AC 2D", list);
  g_assert_cmpint (fl_flaunt_classify (list, n, FALSE), ==, FL_FLAUNT_KIND_NONE);
  n = card_list ("AC 2D 3C", list);
  g_assert_cmpint (fl_flaunt_classify (list, n, FALSE), ==, FL_FLAUNT_KIND_STRAIGHT);
  g_assert_cmpint (fl_flaunt_classify (list, n, TRUE), ==, FL_FLAUNT_KIND_NONE);
  n = card_list ("AH 2H 3H", list);
  g_assert_cmpint (fl_flaunt_classify (list, n, FALSE), ==, FL_FLAUNT_KIND_STRAIGHT_FLUSH);
  g_assert_cmpint (fl_flaunt_classify (list, n, TRUE), ==, FL_FLAUNT_KIND_FLUSH);
  n = card_list ("KD AC", list);
  g_assert_cmpint (fl_flaunt_classify (list, n, TRUE), ==, FL_FLAUNT_KIND_STRAIGHT);

  /* A-2-3 tops at 3: 2-3-4 beats it; Q-K-A tops at the ace. */
  e = duel (&state, &three, TRUE, "AC 2D 3C", "2H 3S 4H", events);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 0)->values[2], ==, 3);
  e = duel (&state, &three, TRUE, "QC KD AC", "JH QS KH", events);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_REVEAL, 0)->values[2], ==, 14);
}

/* 003 K1 with the option `ace=high`: the ace only high. */
static void
test_ace_high (void)
{
  const char *hands[] = { "AC 2D 3C KD QC AH 2H 3H", "4C 5C 6C 7C 8C", "4D 5D 6D 7D 8D" };
  Setup setup = three;
  FlFlauntState state;
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const FlEvent *e;

  setup.ace = FL_FLAUNT_ACE_HIGH;
  position (&state, &setup, 0, hands, 10);
  refused (&state, FL_ACTION_PLAY, 0, "AC 2D 3C", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  refused (&state, FL_ACTION_PLAY, 0, "KD AC 2D", FL_FLAUNT_ILLEGAL_NOT_COMBINATION);
  g_assert_true (allowed (&state, FL_ACTION_PLAY, 0, "QC KD AC"));
  act (&state, FL_ACTION_PLAY, 0, "AH 2H 3H", events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_FLAUNT, 0);
  g_assert_cmpint (e->values[1], ==, FL_FLAUNT_KIND_FLUSH);
}

/* 003 K7: with two packs, two identical cards are a match, not a flush;
 * against a led flush they fit it and count as one, under either option
 * (help, "Cards that fit several kinds"). */
static void
test_twins (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  Setup setup = four;
  FlFlauntState state;
  FlCard list[FL_FLAUNT_MAX_LEAD];
  const FlEvent *e;
  guint n;

  setup.packs = FL_FLAUNT_PACKS_TWO;
  n = card_list ("KH KH*", list);
  g_assert_cmpint (fl_flaunt_classify (list, n, FALSE), ==, FL_FLAUNT_KIND_MATCH);

  /* Led: a match. An ace-high pair of aces beats it. */
  {
    const char *hands[] = { "KH KH* 2C", "AS AC 3C", "4D 5D", "6D 7D" };
    const char *answers[] = { "AS AC", "", "" };

    position (&state, &setup, 0, hands, 10);
    act (&state, FL_ACTION_PLAY, 0, "KH KH*", events);
    g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_FLAUNT, 0)->values[1], ==, FL_FLAUNT_KIND_MATCH);
    position (&state, &setup, 0, hands, 10);
    e = contest (&state, TRUE, 0, "KH KH*", answers, events);
    g_assert_cmpint (e->seat, ==, 1);
  }
  /* In a sneak's contest the twins are a match, above a straight flush. */
  {
    const char *hands[] = { "AS KS 2C", "KH KH* 3C", "4D 5D", "6D 7D" };
    const char *answers[] = { "KH KH*", "", "" };

    position (&state, &setup, 0, hands, 10);
    e = contest (&state, FALSE, 0, "AS KS", answers, events);
    g_assert_cmpint (e->seat, ==, 1);
    g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
    g_assert_cmpint (e->values[2], ==, FL_FLAUNT_KIND_MATCH);
  }
  /* Against a led flush, they fit it: K-K beats 5-2. */
  {
    const char *hands[] = { "2H 5H 2C", "KH KH* 3C", "4D 5D", "6D 7D" };
    const char *answers[] = { "KH KH*", "", "" };

    position (&state, &setup, 0, hands, 10);
    e = contest (&state, TRUE, 0, "2H 5H", answers, events);
    g_assert_cmpint (e->seat, ==, 1);
    g_assert_cmpint (e->values[2], ==, FL_FLAUNT_KIND_FLUSH);
  }
  /* On a led flush A-Q they count as the flush K-K and lose, under
   * `any-kind` too, where a pair of two suits would win as a match. */
  {
    const char *hands[] = { "AD QD 2C", "KH KH* 3C", "KC KS", "6D 7D" };
    const char *answers[] = { "KH KH*", "", "" };
    const char *answers_match[] = { "", "KC KS", "" };

    setup.challenges = FL_FLAUNT_CHALLENGES_ANY_KIND;
    position (&state, &setup, 0, hands, 10);
    e = contest (&state, TRUE, 0, "AD QD", answers, events);
    g_assert_cmpint (e->seat, ==, 0);
    position (&state, &setup, 0, hands, 10);
    e = contest (&state, TRUE, 0, "AD QD", answers_match, events);
    g_assert_cmpint (e->seat, ==, 2);
    g_assert_cmpuint (e->reason, ==, FL_FLAUNT_WON_HIGHER_KIND);
  }
}

/* ---- C5, E1, S1, G1, G2: what is won, the end of a round, the score ---------- */

/* 003 C5: an unchallenged lead wins its own cards; a sneak's unseen, a
 * flaunt's seen. */
static void
test_unchallenged (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const char *hands[] = { "QH QS 4S 5S", "2C 7D KS KD", "AC AD 3H" };
  const char *answers[] = { "", "" };
  FlFlauntState state;
  FlFlauntCards lead = cards ("QH QS"), seen_before;
  const FlEvent *e;

  position (&state, &three, 0, hands, 10);
  seen_before = state.won_seen[0];
  e = contest (&state, FALSE, 0, "QH QS", answers, events);
  g_assert_cmpint (e->values[0], ==, 2);
  g_assert_cmpint (e->values[1], ==, 1);
  g_assert_true (shown_to (e, 0));
  g_assert_true (hidden_from (e, 1) && hidden_from (e, 2));
  g_assert_true (fl_flaunt_cards_has (&state.won[0], card ("QH")) && fl_flaunt_cards_has (&state.won[0], card ("QS")));
  g_assert_true (same_cards (&state.won_seen[0], &seen_before));
  g_assert_cmpuint (fl_test_count_events (events, FL_FLAUNT_EVENT_REVEAL), ==, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  /* The table's last contest shows the sneak to its leader alone. */
  {
    FlFlauntState seen;

    g_assert_cmpuint (state.last_n_plays, ==, 1);
    g_assert_cmpuint (state.last_why, ==, FL_FLAUNT_NONE);
    RULES->observe (&state, 1, &seen);
    for (guint k = 0; k < seen.last_plays[0].n_cards; k++)
      g_assert_cmpuint (seen.last_plays[0].cards[k], ==, FL_CARD_NONE);
    g_assert_false (fl_flaunt_cards_has (&seen.won[0], card ("QH")));
    RULES->observe (&state, 0, &seen);
    g_assert_cmpuint (seen.last_plays[0].cards[0], !=, FL_CARD_NONE);
  }

  position (&state, &three, 0, hands, 10);
  e = contest (&state, TRUE, 0, "QH QS", answers, events);
  g_assert_cmpint (e->values[1], ==, 0);
  g_assert_true (shown_to (e, 1) && shown_to (e, 2));
  g_assert_true ((state.won_seen[0].packs[0] & lead.packs[0]) == lead.packs[0]);
}

/*
 * The last lead of a round: three players, the stock empty; seat 0 holds
 * 5C and flaunts it, seat 1 holds @hand1 and answers @answer1, seat 2
 * holds nothing. Before it seat 0 has won 20 cards, seat 1 14 and seat 2
 * the rest, with totals @totals.
 */
static void
last_lead (FlFlauntState *state,
           const char    *hand1,
           const char    *answer1,
           const int     *totals,
           FlEvents      *events)
{
  const char *hands[] = { "5C", hand1, "" };
  const char *answers[] = { answer1, NULL };
  guint rest;

  position (state, &three, 0, hands, 0);
  rest = state->n_won[0];
  move_won (state, 0, 1, 14);
  move_won (state, 0, 2, rest - 34);
  g_assert_cmpuint (state->n_won[0], ==, 20);
  for (guint s = 0; s < 3; s++)
    state->totals[s] = totals[s];
  contest (state, TRUE, 0, "5C", answers, events);
}

/* 003 E1: once the stock is empty and at most one player holds cards, that
 * player wins them, unseen; S1: each card won scores a point. */
static void
test_round_end (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const int totals[] = { 10, 20, 30 };
  FlFlauntState state;
  const FlEvent *e;
  guint round;

  /* Seat 1 declines; seat 0 wins its 5; seat 1 is the last with cards. */
  last_lead (&state, "9D 4S", "", totals, events);
  round = state.round;
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_COLLECT, 0);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[0], ==, 2);
  g_assert_true (event_has_card (e, "9D") && event_has_card (e, "4S"));
  g_assert_true (shown_to (e, 1));
  g_assert_true (hidden_from (e, 0) && hidden_from (e, 2));
  g_assert_false (fl_flaunt_cards_has (&state.won_seen[1], card ("9D")));
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_ROUND_OVER);
  g_assert_cmpuint (fl_test_count_events (events, FL_FLAUNT_EVENT_ROUND_SCORE), ==, 3);
  {
    /* S1: 21, 16 and 15 cards: all 52. */
    const int won[] = { 21, 16, 15 };

    for (guint s = 0; s < 3; s++)
      {
        e = fl_test_find_event (events, FL_FLAUNT_EVENT_ROUND_SCORE, s);
        g_assert_cmpint (e->seat, ==, (int) s);
        g_assert_cmpint (e->values[0], ==, won[s]);
        g_assert_cmpint (e->values[1], ==, totals[s] + won[s]);
        g_assert_cmpint (state.totals[s], ==, totals[s] + won[s]);
        g_assert_cmpint (e->values[2], ==, (int) round);
      }
  }
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_ROUND_OVER, 0);
  g_assert_cmpint (e->values[1], ==, 100);
  g_assert_cmpint (e->values[2], ==, 45);     /* 30 + 15 */
  g_assert_cmpint (e->values[3], ==, 0);
  g_assert_null (fl_test_event_or_null (events, FL_FLAUNT_EVENT_GAME_OVER, 0));

  /* D3: seat 2 dealt; the next dealer, on its left, shuffles, and seat 1
   * leads (T1). */
  g_assert_cmpint (RULES->current_seat (&state), ==, 0);
  g_assert_cmpuint (RULES->decision (&state), ==, FL_DECISION_CONTINUE);
  refused (&state, FL_ACTION_DRAW, 0, NULL, FL_FLAUNT_ILLEGAL_MUST_CONTINUE);
  act (&state, FL_ACTION_CONTINUE, 0, NULL, events);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_DEAL, 0);
  g_assert_cmpint (e->seat, ==, 0);
  g_assert_cmpint (e->values[0], ==, (int) round + 1);
  g_assert_cmpint (e->values[2], ==, 52);
  g_assert_cmpuint (state.dealer, ==, 0);
  g_assert_cmpint (RULES->current_seat (&state), ==, 1);
  g_assert_cmpuint (state.n_stock, ==, 52);
  g_assert_cmpuint (state.had_turn, ==, 0);
  for (guint s = 0; s < 3; s++)
    {
      g_assert_cmpuint (state.hand_sizes[s], ==, 0);
      g_assert_cmpuint (state.n_won[s], ==, 0);
    }

  /* E1, the last contest takes every card: nobody collects. Seat 1
   * challenges 5C with 9D and wins. */
  last_lead (&state, "9D", "9D", totals, events);
  g_assert_null (fl_test_event_or_null (events, FL_FLAUNT_EVENT_COLLECT, 0));
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_ROUND_OVER);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_ROUND_SCORE, 1)->values[0], ==, 16);
  g_assert_cmpint (fl_test_find_event (events, FL_FLAUNT_EVENT_ROUND_SCORE, 0)->values[0], ==, 20);
}

/* 003 G1: the target, checked at the end of the round; the highest total
 * wins, not the first to reach it. */
static void
test_target (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const int totals[] = { 80, 95, 40 };
  FlFlauntState state;
  const FlEvent *e;

  /* 80 + 21 = 101, 95 + 16 = 111, 40 + 15 = 55. */
  last_lead (&state, "9D 4S", "", totals, events);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_OVER);
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_GAME_OVER, 0);
  g_assert_cmpint (e->seat, ==, 1);
  g_assert_cmpint (e->values[0], ==, 111);
  g_assert_cmpint (e->values[1], ==, 1 << 1);
  g_assert_cmpuint (RULES->winners (&state), ==, 1u << 1);
  g_assert_cmpuint (RULES->phase (&state), ==, FL_PHASE_GAME_OVER);
  refused (&state, FL_ACTION_CONTINUE, 2, NULL, FL_FLAUNT_ILLEGAL_GAME_OVER);
}

/* 003 G2: players level on the highest total once the target is reached
 * play another round. */
static void
test_tie_at_top (void)
{
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  const int totals[] = { 90, 95, 40 };
  FlFlauntState state;
  const FlEvent *e;

  /* 90 + 21 = 111 = 95 + 16. */
  last_lead (&state, "9D 4S", "", totals, events);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_ROUND_OVER);
  g_assert_null (fl_test_event_or_null (events, FL_FLAUNT_EVENT_GAME_OVER, 0));
  e = fl_test_find_event (events, FL_FLAUNT_EVENT_ROUND_OVER, 0);
  g_assert_cmpint (e->values[2], ==, 111);
  g_assert_cmpint (e->values[3], ==, 1);
  g_assert_cmpuint (RULES->winners (&state), ==, 0);
  act (&state, FL_ACTION_CONTINUE, 0, NULL, events);
  g_assert_cmpuint (state.phase, ==, FL_FLAUNT_PHASE_LEAD);
  g_assert_cmpint (state.totals[0], ==, 111);
  g_assert_cmpint (state.totals[1], ==, 111);
}

/* One random play of @size cards not yet in @used, of a random shape so
 * that every kind turns up: any cards, one suit, one rank, a run of ranks,
 * a run in one suit. FALSE when the cards it wanted are gone. */
static gboolean
random_play (FlRng         *rng,
             guint          n_cards,
             guint          size,
             FlFlauntCards *used,
             FlCard        *out)
{
  guint shape = fl_rng_below (rng, 5);
  guint suit = fl_rng_below (rng, 4);
  guint rank = 2 + fl_rng_below (rng, 13);
  FlFlauntCards taken = *used;

  for (guint k = 0; k < size; k++)
    {
      guint r = rank, s = suit;
      FlCard c;

      switch (shape)
        {
        case 0:
          r = 2 + fl_rng_below (rng, 13), s = fl_rng_below (rng, 4);
          break;
        case 1:
          r = 2 + fl_rng_below (rng, 13);
          break;
        case 2:
          s = fl_rng_below (rng, 4);
          break;
        case 3:
          s = fl_rng_below (rng, 4);
          G_GNUC_FALLTHROUGH;
        default:
          /* From @rank down; the ace counts as 1 below the 2. */
          if (rank < k + 1)
            return FALSE;
          r = rank - k == 1 ? 14 : rank - k;
          break;
        }
      c = FL_STD_CARD (s, r);
      if (fl_flaunt_cards_has (&taken, c))
        c += FL_FLAUNT_PACK;
      if (c >= n_cards || fl_flaunt_cards_has (&taken, c))
        return FALSE;
      fl_flaunt_cards_add (&taken, c);
      out[k] = c;
    }
  *used = taken;
  return TRUE;
}

/* The engine's own contest function agrees with the reference evaluator
 * over random contests of every size and kind, both packs and every
 * option: the winner, why, and the play it beat (K1-K7, C4). */
static void
test_contest_function (void)
{
  FlRng rng;
  guint n_checked = 0;

  fl_rng_init (&rng, 3, 1);
  while (n_checked < 20000)
    {
      FlFlauntPlay plays[FL_FLAUNT_MAX_PLAYERS];
      FlFlauntCards used = { { 0, 0 } };
      guint8 seats[FL_FLAUNT_MAX_PLAYERS];
      guint n_cards = fl_rng_below (&rng, 2) ? 104 : 52;
      guint n_players = 2 + fl_rng_below (&rng, 6);
      guint n_plays = 2 + fl_rng_below (&rng, n_players - 1);
      guint size = 1 + fl_rng_below (&rng, 5);
      gboolean face_up = fl_rng_below (&rng, 2);
      gboolean any_kind = fl_rng_below (&rng, 2);
      gboolean ace_high = fl_rng_below (&rng, 2);
      gboolean ok = TRUE;
      guint beaten, w, expected;
      int expected_beaten;
      FlFlauntWon why, expected_why;

      /* The leader, then the challengers in rotation from its left. */
      for (guint s = 0; s < n_players; s++)
        seats[s] = (guint8) s;
      fl_rng_shuffle (&rng, seats, n_players);
      {
        guint leader = seats[0], chosen = 0;

        for (guint step = 0; step < n_players; step++)
          for (guint i = 0; i < n_plays; i++)
            if (seats[i] == (leader + step) % n_players)
              plays[chosen++].seat = seats[i];
      }
      for (guint p = 0; p < n_plays && ok; p++)
        {
          plays[p].n_cards = (guint8) size;
          ok = random_play (&rng, n_cards, size, &used, plays[p].cards);
          /* C3, T4: face up, one card or a combination. */
          if (ok && face_up && size > 1 && ref_classify (plays[p].cards, size, ace_high) == REF_NONE)
            ok = FALSE;
        }
      if (!ok)
        continue;
      n_checked++;
      expected = ref_outcome (plays, n_plays, n_players, face_up, any_kind, ace_high, &expected_why,
                              &expected_beaten);
      w = fl_flaunt_contest_winner (plays, n_plays, face_up, any_kind, ace_high, &why, &beaten);
      if (w != expected || why != expected_why || (expected_beaten >= 0 && (int) beaten != expected_beaten))
        {
          GString *s = g_string_new (NULL);

          for (guint p = 0; p < n_plays; p++)
            {
              g_string_append_printf (s, " seat %u:", plays[p].seat);
              for (guint k = 0; k < size; k++)
                g_string_append_printf (s, " %u", plays[p].cards[k]);
            }
          g_error ("003 K1-K7, C4: contest%s (face up %d, any kind %d, ace high %d, %u players): "
                   "engine place %u why %u beaten %u, reference place %u why %u beaten %d",
                   s->str, face_up, any_kind, ace_high, n_players, w, why, beaten, expected,
                   expected_why, expected_beaten);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/flaunt/D1/packs", test_packs);
  g_test_add_func ("/flaunt/D3-T1/first-dealer", test_first_dealer);
  g_test_add_func ("/flaunt/T2/first-turn", test_first_turn);
  g_test_add_func ("/flaunt/T2/empty-hand-draws", test_empty_hand_draws);
  g_test_add_func ("/flaunt/T3/sneak-any-cards", test_sneak_any_cards);
  g_test_add_func ("/flaunt/T4/flaunt-combination", test_flaunt_combination);
  g_test_add_func ("/flaunt/T5/lead-limit", test_lead_limit);
  g_test_add_func ("/flaunt/T1/turn-after-contest", test_turn_after_contest);
  g_test_add_func ("/flaunt/T6/stock-empty", test_stock_empty);
  g_test_add_func ("/flaunt/C1-C2/challenge-sneak", test_challenge_sneak);
  g_test_add_func ("/flaunt/C3/challenge-flaunt", test_challenge_flaunt);
  g_test_add_func ("/flaunt/C6/who-is-asked", test_who_is_asked);
  g_test_add_func ("/flaunt/C4/ties", test_ties);
  g_test_add_func ("/flaunt/K4/straight-flush", test_straight_flush_note);
  g_test_add_func ("/flaunt/K4/any-kind", test_any_kind);
  g_test_add_func ("/flaunt/K3-K5/sneak-order", test_sneak_order);
  g_test_add_func ("/flaunt/K3/within-kind", test_within_kind);
  g_test_add_func ("/flaunt/K5/no-combination", test_no_combination);
  g_test_add_func ("/flaunt/K6/singles", test_singles);
  g_test_add_func ("/flaunt/K1/ace-high-or-low", test_ace);
  g_test_add_func ("/flaunt/K1/ace-high", test_ace_high);
  g_test_add_func ("/flaunt/K7/twins", test_twins);
  g_test_add_func ("/flaunt/C5/unchallenged", test_unchallenged);
  g_test_add_func ("/flaunt/E1-S1-D3/round-end", test_round_end);
  g_test_add_func ("/flaunt/G1/target", test_target);
  g_test_add_func ("/flaunt/G2/tie-at-top", test_tie_at_top);
  g_test_add_func ("/flaunt/K1-K7-C4/contest-function", test_contest_function);

  return g_test_run ();
}
