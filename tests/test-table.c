/* test-table.c: what each game's table view shows one seat (fl-table.h)
 *
 * Sources: Flunk ../shared/seeds/002_ea7a1ae93e07e99a.txt, cited as "002"
 * with the labels of seeds/flunk.md (F1 …, S1 …, R1 …); Flashpoint
 * ../shared/seeds/000_b5d897e659dc591b.txt, cited as "000" with the labels
 * of seeds/flashpoint.md (T1 …, P1 …, C1 …, B1 …, S1 …, G1 …).
 *
 * The views are checked over thousands of seeded random positions of each
 * game against the FULL state, which the views never see, and against what
 * the events of the play said (who won each trick, the flashes and their
 * proofs, the commands), kept by this file on its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "fl-engine.h"

/* What is being checked, printed when an assertion aborts, so that a
 * failure names the seed and position that show it. */
static char failure_context[200];

static void
print_failure_context (int signum)
{
  static const char prefix[] = "# while checking: ";
  ssize_t written;

  /* Only async-signal-safe calls here. */
  written = write (STDERR_FILENO, prefix, sizeof prefix - 1);
  written = write (STDERR_FILENO, failure_context, strlen (failure_context));
  written = write (STDERR_FILENO, "\n", 1);
  (void) written;
  signal (signum, SIG_DFL);
  raise (signum);
}

#define SET_CONTEXT(...) g_snprintf (failure_context, sizeof failure_context, __VA_ARGS__)

/* ---- Shared checks ------------------------------------------------------ */

static FlCardSet
card_bit (FlCard card)
{
  g_assert_cmpuint (card, <, 64);
  return FL_CARD_SET_BIT (card);
}

/* A list of distinct cards as a set. */
static FlCardSet
card_list_set (const FlCard *cards,
               guint         n_cards)
{
  FlCardSet set = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      g_assert_false (set & card_bit (cards[i]));
      set |= card_bit (cards[i]);
    }

  return set;
}

static void
assert_text (const char *text)
{
  g_assert_nonnull (text);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_cmpuint (strlen (text), >, 0);
  /* A finished sentence or label: no printf directive left in it. */
  g_assert_null (strstr (text, "%"));
}

static void
assert_optional_text (const char *text)
{
  if (text != NULL)
    assert_text (text);
}

/* Checks what every view must hold, whatever the game: the viewer's own
 * place first, every seat once, the strings, the trick places. */
static void
check_view_shape (const FlTableView *view,
                  int                viewer,
                  guint              n_seats,
                  gboolean           dummy)
{
  guint seen = 0, n_unowned = 0;

  g_assert_cmpint (view->viewer, ==, viewer);
  g_assert_cmpuint (view->n_places, ==, n_seats + (dummy ? 1 : 0));
  g_assert_cmpint (view->places[0].seat, ==, viewer);

  for (guint i = 0; i < view->n_places; i++)
    {
      const FlTablePlace *place = &view->places[i];

      assert_text (place->name);
      assert_optional_text (place->status);
      g_assert_cmpuint (place->n_cards, <=, FL_TABLE_MAX_CARDS);
      g_assert_cmpuint (place->n_shown, <=, FL_TABLE_MAX_SHOWN);
      g_assert_cmpint (place->controller, >=, 0);
      g_assert_cmpint (place->controller, <, (int) n_seats);
      if (place->seat < 0)
        n_unowned++;
      else
        {
          g_assert_cmpint (place->seat, <, (int) n_seats);
          g_assert_false (seen & (1u << place->seat));
          seen |= 1u << place->seat;
          g_assert_cmpint (place->controller, ==, place->seat);
          g_assert_cmpint (fl_table_view_find_seat (view, place->seat), ==, (int) i);
        }
      if (!place->face_up)
        {
          /* A hand the viewer may not see lists no card at all. */
          for (guint c = 0; c < FL_TABLE_MAX_CARDS; c++)
            g_assert_cmpuint (place->cards[c], ==, 0);
        }
      else
        {
          /* Sorted by suit, then rank (the decks' order), no card twice. */
          for (guint c = 1; c < place->n_cards; c++)
            g_assert_cmpuint (place->cards[c - 1], <, place->cards[c]);
        }
    }
  g_assert_cmpuint (seen, ==, (1u << n_seats) - 1);
  g_assert_cmpuint (n_unowned, ==, dummy ? 1 : 0);
  for (guint i = view->n_places; i < FL_TABLE_MAX_PLACES; i++)
    g_assert_null (view->places[i].name);

  /* Exactly one dealer. */
  {
    guint n_dealers = 0;

    for (guint i = 0; i < view->n_places; i++)
      n_dealers += view->places[i].dealer ? 1 : 0;
    g_assert_cmpuint (n_dealers, ==, 1);
  }

  for (const FlTableZone *trick = fl_table_view_get_trick (view); trick != NULL;
       trick = trick == fl_table_view_get_trick (view) ? fl_table_view_get_last_trick (view) : NULL)
    {
      g_assert_cmpuint (trick->n_cards, <=, FL_TABLE_MAX_ZONE_CARDS);
      card_list_set (trick->cards, trick->n_cards);
      for (guint i = 0; i < trick->n_cards; i++)
        {
          g_assert_cmpint (trick->places[i], >=, 0);
          g_assert_cmpint (trick->places[i], <, (int) view->n_places);
        }
      g_assert_cmpint (trick->winner, >=, -1);
      g_assert_cmpint (trick->winner, <, (int) view->n_places);
    }
  /* The trick being played has no winner yet. */
  g_assert_cmpint (fl_table_view_get_trick (view)->winner, ==, -1);
  /* A finished trick has its winner; no trick, no winner. */
  g_assert_cmpint (fl_table_view_get_last_trick (view)->winner >= 0, ==, fl_table_view_get_last_trick (view)->n_cards > 0);

  assert_optional_text (view->caption);
  assert_text (view->progress);
  g_assert_cmpuint (view->n_scores, >, 0);
  g_assert_cmpuint (view->n_scores, <=, FL_TABLE_MAX_SCORES);
  for (guint i = 0; i < view->n_scores; i++)
    assert_text (view->score_names[i]);
  for (guint i = view->n_scores; i < FL_TABLE_MAX_SCORES; i++)
    g_assert_null (view->score_names[i]);
  for (guint i = 0; i < view->n_places; i++)
    g_assert_cmpint (view->place_score[i], <, (int) view->n_scores);
}

/* The number of places with to_act, and the last of them. */
static guint
count_to_act (const FlTableView *view,
              int               *which)
{
  guint n = 0;

  *which = -1;
  for (guint i = 0; i < view->n_places; i++)
    if (view->places[i].to_act)
      n++, *which = (int) i;

  return n;
}

static void
assert_tricks_equal (const FlTableZone *a,
                     const FlTableZone *b)
{
  g_assert_cmpuint (a->n_cards, ==, b->n_cards);
  g_assert_cmpmem (a->cards, a->n_cards, b->cards, b->n_cards);
  g_assert_cmpmem (a->places, a->n_cards, b->places, b->n_cards);
  g_assert_cmpint (a->winner, ==, b->winner);
}

/* Two views say exactly the same. */
static void
assert_views_equal (const FlTableView *a,
                    const FlTableView *b)
{
  g_assert_cmpint (a->viewer, ==, b->viewer);
  g_assert_cmpuint (a->n_places, ==, b->n_places);
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      const FlTablePlace *p = &a->places[i], *q = &b->places[i];

      g_assert_cmpstr (p->name, ==, q->name);
      g_assert_cmpstr (p->status, ==, q->status);
      g_assert_cmpint (p->seat, ==, q->seat);
      g_assert_cmpint (p->controller, ==, q->controller);
      g_assert_cmpint (p->side, ==, q->side);
      g_assert_cmpint (p->dealer, ==, q->dealer);
      g_assert_cmpint (p->to_act, ==, q->to_act);
      g_assert_cmpint (p->face_up, ==, q->face_up);
      g_assert_cmpuint (p->n_cards, ==, q->n_cards);
      g_assert_cmpmem (p->cards, sizeof p->cards, q->cards, sizeof q->cards);
      g_assert_cmpuint (p->n_won, ==, q->n_won);
      g_assert_cmpuint (p->n_shown, ==, q->n_shown);
      g_assert_cmpmem (p->shown, sizeof p->shown, q->shown, sizeof q->shown);
      g_assert_cmpint (a->place_score[i], ==, b->place_score[i]);
    }
  assert_tricks_equal (fl_table_view_get_trick (a), fl_table_view_get_trick (b));
  assert_tricks_equal (fl_table_view_get_last_trick (a), fl_table_view_get_last_trick (b));
  g_assert_cmpstr (a->caption, ==, b->caption);
  g_assert_cmpstr (a->progress, ==, b->progress);
  g_assert_cmpint (a->hand_number, ==, b->hand_number);
  g_assert_cmpuint (a->n_scores, ==, b->n_scores);
  for (guint i = 0; i < FL_TABLE_MAX_SCORES; i++)
    {
      g_assert_cmpstr (a->score_names[i], ==, b->score_names[i]);
      g_assert_cmpint (a->scores[i], ==, b->scores[i]);
    }
  g_assert_cmpint (a->target, ==, b->target);
}

/* fl-table.h: fl_table_view_clear() frees every string (the sanitized
 * build reports a leak otherwise) and leaves an empty view for the same
 * viewer. */
static void
clear_and_check (FlTableView *view)
{
  int viewer = view->viewer;
  FlTableView empty;

  fl_table_view_clear (view);
  fl_table_view_init (&empty, viewer);
  g_assert_cmpmem (view, sizeof *view, &empty, sizeof empty);
}

/* Describes the table for @viewer from the viewer's observation, as
 * fl_game_describe_table() does; the same view must come from the full
 * state, which shows describe_table reads nothing the observation erased. */
static void
describe (const FlRules *rules,
          const void    *state,
          int            viewer,
          FlTableView   *view)
{
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);
  FlTableView from_full;

  rules->observe (state, viewer, observation);
  fl_table_view_init (view, viewer);
  rules->describe_table (observation, viewer, view);

  fl_table_view_init (&from_full, viewer);
  rules->describe_table (state, viewer, &from_full);
  assert_views_equal (view, &from_full);
  clear_and_check (&from_full);
}

/* A finished trick as its event told it. */
typedef struct
{
  guint  n_cards;
  FlCard cards[4];
  int    seats[4];    /* Flunk: the hand, 3 for the dummy */
  int    winner;
} SeenTrick;

/* ---- Flunk -------------------------------------------------------------- */

#define FLUNK (&fl_flunk_rules)

/* What the events of the current deal told everyone. */
typedef struct
{
  gboolean  has_last;
  SeenTrick last;
  guint     won[FL_FLUNK_N_HANDS];
} FlunkSeen;

static void
flunk_seen_events (FlunkSeen          *seen,
                   const FlFlunkState *before,
                   const FlEvents     *events)
{
  for (guint e = 0; e < events->n_events; e++)
    {
      const FlEvent *event = &events->events[e];

      switch (event->kind)
        {
        case FL_FLUNK_EVENT_TRICK:
          {
            /* 002 F11: the trick went round in play order from its leader. */
            int hand = event->values[0];

            g_assert_cmpuint (event->n_cards, ==, 4);
            seen->has_last = TRUE;
            seen->last.n_cards = 4;
            seen->last.winner = event->seat;
            for (guint i = 0; i < 4; i++)
              {
                seen->last.cards[i] = event->cards[i];
                seen->last.seats[i] = hand;
                hand = before->next[hand];
              }
            seen->won[event->seat]++;
          }
          break;
        case FL_FLUNK_EVENT_DEAL:
          memset (seen, 0, sizeof *seen);
          break;
        default:
          break;
        }
    }
}

/* The place index of a Flunk hand (the dummy has no seat). */
static int
flunk_place (const FlTableView *view,
             int                hand)
{
  return fl_table_view_find_seat (view, hand == FL_FLUNK_DUMMY ? -1 : hand);
}

/* Every invariant of one Flunk view against the full state. */
static void
check_flunk_view (const FlFlunkState *full,
                  const FlunkSeen    *seen,
                  int                 viewer,
                  const FlTableView  *view)
{
  int dealer = full->dealer;
  int order[FL_FLUNK_N_HANDS];
  int totals[FL_FLUNK_N_PLAYERS];
  int acting;
  guint n_acting;
  gboolean over = full->phase == FL_FLUNK_PHASE_OVER;
  FlCardSet visible = 0;

  check_view_shape (view, viewer, FL_FLUNK_N_PLAYERS, TRUE);

  /* 002 F11 and ambiguity 11: dealer's left, dummy, dealer's right,
   * dealer; the places follow it from the viewer's own. */
  {
    const int round[FL_FLUNK_N_HANDS] = { (dealer + 1) % 3, FL_FLUNK_DUMMY, (dealer + 2) % 3, dealer };
    guint from = 0;

    while (round[from] != viewer)
      from++;
    for (guint i = 0; i < FL_FLUNK_N_HANDS; i++)
      order[i] = round[(from + i) % FL_FLUNK_N_HANDS];
  }

  for (guint i = 0; i < FL_FLUNK_N_HANDS; i++)
    {
      const FlTablePlace *place = &view->places[i];
      int hand = order[i];
      gboolean dummy = hand == FL_FLUNK_DUMMY;
      FlCardSet held = full->hands[hand];

      g_assert_cmpint (place->seat, ==, dummy ? -1 : hand);
      /* 002 F14: the dealer plays the dummy. */
      g_assert_cmpint (place->controller, ==, dummy ? dealer : hand);
      g_assert_cmpint (place->side, ==, -1);
      g_assert_cmpint (place->dealer, ==, hand == dealer);
      g_assert_cmpuint (place->n_cards, ==, fl_card_set_count (held));
      g_assert_cmpuint (place->n_won, ==, seen->won[hand]);
      g_assert_cmpuint (place->n_won, ==, full->tricks_won[hand]);
      g_assert_cmpuint (place->n_shown, ==, 0);
      g_assert_cmpint (view->place_score[i], ==, dummy ? -1 : hand);

      /* 002 F4: the dummy lies face up for everyone; each player sees
       * their own hand and no other. */
      g_assert_cmpint (place->face_up, ==, dummy || hand == viewer);
      if (place->face_up)
        {
          g_assert_cmphex (card_list_set (place->cards, place->n_cards), ==, held);
          visible |= held;
        }

      if (dummy)
        g_assert_nonnull (place->status);
      /* The declarer's contract and tricks, once declared (F6, F17). */
      if (hand == dealer && full->phase != FL_FLUNK_PHASE_DECLARE)
        g_assert_nonnull (place->status);
      if (!dummy && hand != dealer)
        g_assert_null (place->status);
    }

  /* 002 F4, F11: the dummy lies opposite its dealer. */
  g_assert_cmpint ((flunk_place (view, FL_FLUNK_DUMMY) - flunk_place (view, dealer) + 4) % 4, ==, 2);

  /* F6: the dealer declares; F14: at the dummy's turn the dummy's own
   * place acts, played by the dealer. */
  n_acting = count_to_act (view, &acting);
  if (over || full->phase == FL_FLUNK_PHASE_HAND_OVER)
    /* F5: a scored deal waits for the next deal; nobody plays. */
    g_assert_cmpuint (n_acting, ==, 0);
  else
    {
      g_assert_cmpuint (n_acting, ==, 1);
      g_assert_cmpint (view->places[acting].controller, ==, FLUNK->current_seat (full));
      if (full->phase == FL_FLUNK_PHASE_DECLARE)
        g_assert_cmpint (view->places[acting].seat, ==, dealer);
      else
        g_assert_cmpint (acting, ==, flunk_place (view, full->to_play));
    }

  /* The trick on the table, in play order from its leader (F11). */
  if (full->phase == FL_FLUNK_PHASE_PLAY)
    {
      int hand = full->leaders[full->trick];

      g_assert_cmpuint (fl_table_view_get_trick (view)->n_cards, ==, full->n_played);
      for (guint i = 0; i < full->n_played; i++)
        {
          g_assert_cmpuint (fl_table_view_get_trick (view)->cards[i], ==, full->played[full->trick][i]);
          g_assert_cmpint (fl_table_view_get_trick (view)->places[i], ==, flunk_place (view, hand));
          hand = full->next[hand];
        }
    }
  else
    g_assert_cmpuint (fl_table_view_get_trick (view)->n_cards, ==, 0);

  /* The trick finished last in this deal, as its event told it; a new
   * deal starts with none. */
  if (seen->has_last)
    {
      g_assert_cmpuint (fl_table_view_get_last_trick (view)->n_cards, ==, 4);
      for (guint i = 0; i < 4; i++)
        {
          g_assert_cmpuint (fl_table_view_get_last_trick (view)->cards[i], ==, seen->last.cards[i]);
          g_assert_cmpint (fl_table_view_get_last_trick (view)->places[i], ==, flunk_place (view, seen->last.seats[i]));
        }
      g_assert_cmpint (fl_table_view_get_last_trick (view)->winner, ==, flunk_place (view, seen->last.winner));
    }
  else
    g_assert_cmpuint (fl_table_view_get_last_trick (view)->n_cards, ==, 0);

  /* Nothing from a hidden hand anywhere: played cards are in no hand. */
  visible |= card_list_set (fl_table_view_get_trick (view)->cards, fl_table_view_get_trick (view)->n_cards);
  visible |= card_list_set (fl_table_view_get_last_trick (view)->cards, fl_table_view_get_last_trick (view)->n_cards);
  for (int hand = 0; hand < FL_FLUNK_N_PLAYERS; hand++)
    if (hand != viewer)
      g_assert_cmphex (visible & full->hands[hand], ==, 0);

  /* The contract or the dealer choosing it; nothing once over. */
  if (over)
    g_assert_null (view->caption);
  else
    g_assert_nonnull (view->caption);

  g_assert_cmpint (view->hand_number, ==, FLUNK->hand_number (full));
  g_assert_cmpint (view->hand_number, ==, full->deal);

  /* R1, R2: three players' totals, and no target. */
  FLUNK->scores (full, totals);
  g_assert_cmpuint (view->n_scores, ==, FL_FLUNK_N_PLAYERS);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    g_assert_cmpint (view->scores[s], ==, totals[s]);
  g_assert_cmpint (view->target, ==, 0);
}

static FlOptions
flunk_options (guint deals,
               guint opponents)
{
  FlOptions options;

  fl_rules_default_options (FLUNK, &options);
  options.values[FL_FLUNK_OPTION_DEALS] = (int) deals;
  options.values[FL_FLUNK_OPTION_OPPONENTS_SCORE] = (int) opponents;
  return options;
}

/* Checks the views of every seat at one position. */
static void
check_flunk_position (const FlFlunkState *state,
                      const FlunkSeen    *seen)
{
  for (int viewer = 0; viewer < FL_FLUNK_N_PLAYERS; viewer++)
    {
      FlTableView view;

      describe (FLUNK, state, viewer, &view);
      check_flunk_view (state, seen, viewer, &view);
      clear_and_check (&view);
    }
}

/* 002 F3-F17, R1-R3 (seeds/flunk.md): over 30 seeded rubbers of random
 * legal play (4,770 positions, each seen by all three players) the view of
 * every seat shows its own hand and the dummy face up with exactly their
 * cards, the other hands only by their size, the places in play order with
 * the dummy opposite the dealer, the seat to act (the dummy's own place at
 * its turn), the trick on the table and the last one with its winner as
 * the trick event gave it, and the scores as the rules count them. */
static void
test_flunk_random_positions (void)
{
  guint n_positions = 0;

  for (guint64 seed = 1; seed <= 30; seed++)
    {
      FlOptions options = flunk_options (3, seed % 2);
      FlFlunkState state;
      FlunkSeen seen = { 0 };
      FlRng rng;

      FLUNK->new_game (&state, &options, seed);
      fl_rng_init (&rng, seed, 7);
      for (guint step = 0;; step++)
        {
          FlAction action;
          FlEvents events = { 0 };
          FlFlunkState before = state;

          SET_CONTEXT ("Flunk seed %" G_GUINT64_FORMAT ", after %u actions", seed, step);
          check_flunk_position (&state, &seen);
          n_positions++;
          if (state.phase == FL_FLUNK_PHASE_OVER)
            break;

          FLUNK->random_action (&state, &rng, &action);
          g_assert_true (FLUNK->check_action (&state, &action, NULL));
          FLUNK->apply (&state, &action, &events);
          flunk_seen_events (&seen, &before, &events);
        }
      /* R1: a rubber of three deals, all played. */
      g_assert_cmpuint (state.deal, ==, 3);
    }

  /* Each rubber: the start, three deals of a contract and 52 cards, and
   * the next deal after the first two (F5). */
  g_assert_cmpuint (n_positions, ==, 30 * (3 * (1 + 52) + 2 + 1));
}

/* 002 F4, F11 (seeds/flunk.md): at the deal, before any contract, every
 * player sees the dummy face up, opposite the dealer, for each of the three
 * dealers in turn (F5), and the dealer is the one to act (F6). */
static void
test_flunk_dummy_opposite_dealer (void)
{
  FlOptions options = flunk_options (3, 0);
  FlFlunkState state;
  FlRng rng;

  FLUNK->new_game (&state, &options, 2026);
  fl_rng_init (&rng, 2026, 1);
  for (guint dealer = 0; dealer < 3; dealer++)
    {
      g_assert_cmpuint (state.phase, ==, FL_FLUNK_PHASE_DECLARE);
      g_assert_cmpuint (state.dealer, ==, dealer);
      for (int viewer = 0; viewer < 3; viewer++)
        {
          FlTableView view;
          int dummy, acting;

          describe (FLUNK, &state, viewer, &view);
          dummy = fl_table_view_find_seat (&view, -1);
          g_assert_cmpint (dummy, >=, 0);
          g_assert_true (view.places[dummy].face_up);
          g_assert_cmpuint (view.places[dummy].n_cards, ==, 13);
          g_assert_cmpint (view.places[dummy].controller, ==, (int) dealer);
          g_assert_cmpint ((dummy - fl_table_view_find_seat (&view, (int) dealer) + 4) % 4, ==, 2);
          g_assert_cmpuint (count_to_act (&view, &acting), ==, 1);
          g_assert_cmpint (view.places[acting].seat, ==, (int) dealer);
          g_assert_true (view.places[acting].dealer);
          fl_table_view_clear (&view);
        }
      /* Play the deal out at random. */
      while (state.phase != FL_FLUNK_PHASE_OVER && state.dealer == dealer)
        {
          FlAction action;

          FLUNK->random_action (&state, &rng, &action);
          FLUNK->apply (&state, &action, NULL);
        }
    }
}

/* 002 F10, F14 (seeds/flunk.md): the dealer's left leads, then the dummy
 * plays: the dummy's place is the one to act, its controller the dealer,
 * and its card goes to the trick from the dummy's place. */
static void
test_flunk_dummy_to_act (void)
{
  FlOptions options = flunk_options (3, 0);
  FlFlunkState state;
  FlAction action;
  FlTableView view;
  int dummy, acting;
  FlCard led, dummy_card;

  FLUNK->new_game (&state, &options, 77);
  fl_flunk_action_declare (&action, 0, FL_FLUNK_HIGH, 7, FL_FLUNK_NO_TRUMP);
  FLUNK->apply (&state, &action, NULL);
  led = fl_card_set_lowest (state.hands[1]);
  fl_flunk_action_play (&action, 1, led);
  g_assert_true (FLUNK->check_action (&state, &action, NULL));
  FLUNK->apply (&state, &action, NULL);
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);

  for (int viewer = 0; viewer < 3; viewer++)
    {
      describe (FLUNK, &state, viewer, &view);
      dummy = fl_table_view_find_seat (&view, -1);
      g_assert_cmpuint (count_to_act (&view, &acting), ==, 1);
      g_assert_cmpint (acting, ==, dummy);
      g_assert_cmpint (view.places[acting].controller, ==, 0);
      g_assert_cmpuint (fl_table_view_get_trick (&view)->n_cards, ==, 1);
      g_assert_cmpuint (fl_table_view_get_trick (&view)->cards[0], ==, led);
      g_assert_cmpint (fl_table_view_get_trick (&view)->places[0], ==, fl_table_view_find_seat (&view, 1));
      /* Not the dealer's own place: that waits for its own turn. */
      g_assert_false (view.places[fl_table_view_find_seat (&view, 0)].to_act);
      fl_table_view_clear (&view);
    }

  /* The dealer plays a card from the dummy: it lies in the trick at the
   * dummy's place. */
  {
    FlAction legal[FL_MAX_LEGAL_ACTIONS];
    guint n = FLUNK->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);

    g_assert_cmpuint (n, >, 0);
    g_assert_cmpint (legal[0].seat, ==, 0);
    dummy_card = legal[0].cards[0];
    g_assert_true (state.hands[FL_FLUNK_DUMMY] & FL_CARD_SET_BIT (dummy_card));
    FLUNK->apply (&state, &legal[0], NULL);
  }
  describe (FLUNK, &state, 2, &view);
  g_assert_cmpuint (fl_table_view_get_trick (&view)->n_cards, ==, 2);
  g_assert_cmpuint (fl_table_view_get_trick (&view)->cards[1], ==, dummy_card);
  g_assert_cmpint (fl_table_view_get_trick (&view)->places[1], ==, fl_table_view_find_seat (&view, -1));
  /* 002 F11: the dealer's right plays next, here the viewer. */
  g_assert_true (view.places[0].to_act);
  fl_table_view_clear (&view);
}

/* ---- Flashpoint --------------------------------------------------------- */

#define FLASHPOINT (&fl_flashpoint_rules)

/* What the events of the current hand told the table. */
typedef struct
{
  gboolean  has_last;
  SeenTrick last;
  guint     won[FL_FLASHPOINT_N_SEATS];
  guint     flashed;                        /* seats that declared flashes */
  FlCardSet proof[FL_FLASHPOINT_N_SEATS];   /* what each flash showed */
  int       invited_by;                     /* the leader waiting for a command */
  int       commander;                      /* who gave this trick's command */
} FlashpointSeen;

static void
flashpoint_seen_reset (FlashpointSeen *seen)
{
  memset (seen, 0, sizeof *seen);
  seen->invited_by = -1;
  seen->commander = -1;
}

static void
flashpoint_seen_events (FlashpointSeen *seen,
                        const FlEvents *events)
{
  for (guint e = 0; e < events->n_events; e++)
    {
      const FlEvent *event = &events->events[e];

      switch (event->kind)
        {
        case FL_FLASHPOINT_EVENT_DEAL:
          flashpoint_seen_reset (seen);
          break;
        case FL_FLASHPOINT_EVENT_FLASH:
          seen->flashed |= 1u << event->seat;
          for (guint i = 0; i < event->n_cards; i++)
            seen->proof[event->seat] |= card_bit (event->cards[i]);
          break;
        case FL_FLASHPOINT_EVENT_INVITE:
          seen->invited_by = event->seat;
          break;
        case FL_FLASHPOINT_EVENT_COMMAND:
          g_assert_cmpint (seen->invited_by, ==, (event->seat + 2) % 4);
          seen->invited_by = -1;
          seen->commander = event->seat;
          break;
        case FL_FLASHPOINT_EVENT_TRICK:
          g_assert_cmpuint (event->n_cards, >=, 1);
          g_assert_cmpuint (event->n_cards, <=, 4);
          seen->has_last = TRUE;
          seen->last.n_cards = event->n_cards;
          seen->last.winner = event->seat;
          for (guint i = 0; i < event->n_cards; i++)
            {
              seen->last.cards[i] = event->cards[i];
              seen->last.seats[i] = (event->values[5] >> (2 * i)) & 3;
            }
          seen->won[event->seat]++;
          seen->commander = -1;
          break;
        default:
          break;
        }
    }
}

typedef struct
{
  guint n_positions;
  guint n_shown;      /* views with a flash's proof in them */
  guint n_commands;   /* views with a command in the caption */
  guint n_open_tricks; /* views with three cards on the table */
} FlashpointStats;

/* Every invariant of one Flashpoint view against the full state. */
static void
check_flashpoint_view (const FlFlashpointState *full,
                       const FlashpointSeen    *seen,
                       int                      viewer,
                       const FlTableView       *view,
                       FlashpointStats         *stats)
{
  gboolean over = full->stage == FL_FLASHPOINT_STAGE_OVER;
  int totals[FL_FLASHPOINT_N_SEATS];
  FlCardSet visible = 0;
  int acting;
  guint n_acting;

  check_view_shape (view, viewer, FL_FLASHPOINT_N_SEATS, FALSE);

  for (guint i = 0; i < FL_FLASHPOINT_N_SEATS; i++)
    {
      const FlTablePlace *place = &view->places[i];
      int seat = (viewer + (int) i) % 4;
      FlCardSet held = full->hands[seat];

      /* 000 T1: play goes to the left, s to s + 1; partners sit
       * opposite, seats 0 and 2 on side 0. */
      g_assert_cmpint (place->seat, ==, seat);
      g_assert_cmpint (place->side, ==, seat % 2);
      g_assert_cmpint (view->places[(i + 2) % 4].seat, ==, (seat + 2) % 4);
      g_assert_cmpint (view->place_score[i], ==, seat % 2);
      g_assert_cmpint (place->dealer, ==, seat == full->dealer);
      g_assert_cmpuint (place->n_cards, ==, fl_card_set_count (held));
      g_assert_cmpuint (place->n_won, ==, seen->won[seat]);

      /* Each player sees their own hand and no other. */
      g_assert_cmpint (place->face_up, ==, seat == viewer);
      if (place->face_up)
        {
          g_assert_cmphex (card_list_set (place->cards, place->n_cards), ==, held);
          visible |= held;
        }

      /* 000 B1, B6: the proof of a flash is shown to the declarer's
       * left-hand opponent alone; the view lists what of it is still in
       * the hand. */
      if ((seat + 1) % 4 == viewer)
        {
          FlCardSet shown = card_list_set (place->shown, place->n_shown);

          g_assert_cmphex (shown, ==, seen->proof[seat] & held);
          stats->n_shown += place->n_shown > 0;
        }
      else
        g_assert_cmpuint (place->n_shown, ==, 0);

      /* A line for the flashes declared this hand (B1) and a command asked
       * for or given (C1); none for a player who did neither. */
      if ((seen->flashed & (1u << seat)) || seat == seen->invited_by || seat == seen->commander)
        g_assert_nonnull (place->status);
      else
        g_assert_null (place->status);
    }

  n_acting = count_to_act (view, &acting);
  if (over || full->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    /* T4: a scored hand waits for the next deal; nobody plays. */
    g_assert_cmpuint (n_acting, ==, 0);
  else
    {
      g_assert_cmpuint (n_acting, ==, 1);
      g_assert_cmpint (view->places[acting].controller, ==, FLASHPOINT->current_seat (full));
      /* C1: an invited partner names the command. */
      if (full->stage == FL_FLASHPOINT_STAGE_COMMAND)
        g_assert_cmpint (view->places[acting].seat, ==, (seen->invited_by + 2) % 4);
    }

  /* The trick on the table (P3, P4: one player may add several cards). */
  {
    guint start = full->trick_start[full->n_tricks];

    g_assert_cmpuint (fl_table_view_get_trick (view)->n_cards, ==, full->n_seq - start);
    for (guint i = 0; i < fl_table_view_get_trick (view)->n_cards; i++)
      {
        g_assert_cmpuint (fl_table_view_get_trick (view)->cards[i], ==, full->seq_cards[start + i]);
        g_assert_cmpint (fl_table_view_get_trick (view)->places[i], ==,
                         fl_table_view_find_seat (view, full->seq_seats[start + i]));
      }
    if (fl_table_view_get_trick (view)->n_cards == 3)
      stats->n_open_tricks++;
  }

  /* The last trick of this hand as its event told it. */
  if (seen->has_last)
    {
      g_assert_cmpuint (fl_table_view_get_last_trick (view)->n_cards, ==, seen->last.n_cards);
      for (guint i = 0; i < seen->last.n_cards; i++)
        {
          g_assert_cmpuint (fl_table_view_get_last_trick (view)->cards[i], ==, seen->last.cards[i]);
          g_assert_cmpint (fl_table_view_get_last_trick (view)->places[i], ==, fl_table_view_find_seat (view, seen->last.seats[i]));
        }
      g_assert_cmpint (fl_table_view_get_last_trick (view)->winner, ==, fl_table_view_find_seat (view, seen->last.winner));
    }
  else
    g_assert_cmpuint (fl_table_view_get_last_trick (view)->n_cards, ==, 0);

  /* Nothing from a hidden hand, but what a flash showed the viewer. */
  visible |= card_list_set (fl_table_view_get_trick (view)->cards, fl_table_view_get_trick (view)->n_cards);
  visible |= card_list_set (fl_table_view_get_last_trick (view)->cards, fl_table_view_get_last_trick (view)->n_cards);
  for (int seat = 0; seat < FL_FLASHPOINT_N_SEATS; seat++)
    if (seat != viewer)
      g_assert_cmphex (visible & full->hands[seat], ==, 0);

  /* C1: the caption says who asked for a command, or which command the
   * trick is played under. */
  if (seen->invited_by >= 0 || seen->commander >= 0)
    {
      g_assert_nonnull (view->caption);
      stats->n_commands++;
    }
  else
    g_assert_null (view->caption);

  g_assert_cmpint (view->hand_number, ==, FLASHPOINT->hand_number (full));
  g_assert_cmpint (view->hand_number, ==, full->hands_played);

  /* G1, G3: the sides' points as the rules count them, and the target. */
  FLASHPOINT->scores (full, totals);
  g_assert_cmpuint (view->n_scores, ==, 2);
  for (guint seat = 0; seat < FL_FLASHPOINT_N_SEATS; seat++)
    g_assert_cmpint (view->scores[seat % 2], ==, totals[seat]);
  g_assert_cmpint (view->target, ==, full->target);

  stats->n_positions++;
}

static FlOptions
flashpoint_options (guint target,
                    guint passing,
                    guint voids)
{
  FlOptions options;

  fl_rules_default_options (FLASHPOINT, &options);
  options.values[FL_FLASHPOINT_OPTION_TARGET] = (int) target;
  options.values[FL_FLASHPOINT_OPTION_PASSING] = (int) passing;
  options.values[FL_FLASHPOINT_OPTION_VOIDS] = (int) voids;
  return options;
}

/* 000 T1-T4, P1-P7, C1-C3, B1-B7, S1-S3, G1-G3 (seeds/flashpoint.md):
 * over 40 seeded games of random legal play, with both passing rules and
 * both void rules, the view of every seat shows its own hand face up and
 * every other only by its size, the places in play order with partners
 * opposite, the seat to act (the partner naming an invited command), the
 * trick on the table and the last one with its winner as the trick event
 * gave it, each player's flashes, the proof of the right-hand opponent's
 * flash and no other, the command the trick is played under, and the
 * sides' points as the rules count them. */
static void
test_flashpoint_random_positions (void)
{
  FlashpointStats stats = { 0 };

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      FlOptions options = flashpoint_options (seed % 3 == 0 ? 100 : 50, seed % 4 == 1, (seed / 2) % 2);
      FlFlashpointState state;
      FlashpointSeen seen;
      FlRng rng;

      flashpoint_seen_reset (&seen);
      FLASHPOINT->new_game (&state, &options, seed);
      fl_rng_init (&rng, seed, 7);
      for (guint step = 0;; step++)
        {
          FlAction action;
          FlEvents events = { 0 };

          SET_CONTEXT ("Flashpoint seed %" G_GUINT64_FORMAT ", after %u actions", seed, step);
          g_assert_cmpuint (step, <, 20000);
          for (int viewer = 0; viewer < FL_FLASHPOINT_N_SEATS; viewer++)
            {
              FlTableView view;

              describe (FLASHPOINT, &state, viewer, &view);
              check_flashpoint_view (&state, &seen, viewer, &view, &stats);
              clear_and_check (&view);
            }
          if (state.stage == FL_FLASHPOINT_STAGE_OVER)
            break;

          FLASHPOINT->random_action (&state, &rng, &action);
          g_assert_true (FLASHPOINT->check_action (&state, &action, NULL));
          FLASHPOINT->apply (&state, &action, &events);
          flashpoint_seen_events (&seen, &events);
        }
    }

  g_test_message ("%u views, %u with a flash's proof, %u with a command, %u with three cards on the table",
                  stats.n_positions, stats.n_shown, stats.n_commands, stats.n_open_tricks);
  g_assert_cmpuint (stats.n_positions, >=, 4 * 2000);
  g_assert_cmpuint (stats.n_shown, >, 0);
  g_assert_cmpuint (stats.n_commands, >, 0);
  g_assert_cmpuint (stats.n_open_tricks, >, 0);
}

/* 000 B1 and reading 10 (seeds/flashpoint.md): a twin flash is proved by
 * the whole hand, shown to the left-hand opponent alone; the others hear
 * only what was declared, in the declarer's status line. */
static void
test_flashpoint_flash_shown_to_left (void)
{
  FlOptions options = flashpoint_options (100, 0, 0);
  FlFlashpointState state;
  FlAction legal[FL_MAX_LEGAL_ACTIONS];
  guint64 seed;
  guint n;
  int declarer;
  FlCardSet hand;
  FlCard card = FL_CARD_NONE;

  /* A deal whose first player holds a void flash. */
  for (seed = 1;; seed++)
    {
      guint flashes, fours;

      g_assert_cmpuint (seed, <, 100000);
      FLASHPOINT->new_game (&state, &options, seed);
      fl_flashpoint_flashes_held (state.hands[state.to_play], &flashes, &fours);
      if (flashes & FL_FLASHPOINT_FLASH_VOIDS)
        break;
    }

  declarer = state.to_play;
  hand = state.hands[declarer];
  n = FLASHPOINT->legal_actions (&state, legal, FL_MAX_LEGAL_ACTIONS);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == FL_ACTION_PLAY && legal[i].values[0] != 0)
      {
        FLASHPOINT->apply (&state, &legal[i], NULL);
        card = legal[i].cards[0];
        break;
      }
  g_assert_cmpuint (card, !=, FL_CARD_NONE);

  for (int viewer = 0; viewer < 4; viewer++)
    {
      FlTableView view;
      int place;

      describe (FLASHPOINT, &state, viewer, &view);
      place = fl_table_view_find_seat (&view, declarer);
      g_assert_nonnull (view.places[place].status);
      if (viewer == (declarer + 1) % 4)
        g_assert_cmphex (card_list_set (view.places[place].shown, view.places[place].n_shown), ==,
                         hand & ~FL_CARD_SET_BIT (card));
      else
        g_assert_cmpuint (view.places[place].n_shown, ==, 0);
      g_assert_cmpint (view.places[place].face_up, ==, viewer == declarer);
      fl_table_view_clear (&view);
    }
}

/* 000 C1 (seeds/flashpoint.md): a leader invites a command; the partner is
 * the one to act and the caption says who waits for whom; the command
 * given stays in the caption and the partner's status for the trick. */
static void
test_flashpoint_command (void)
{
  FlOptions options = flashpoint_options (100, 0, 0);
  FlFlashpointState state;
  FlAction action;
  FlTableView view;
  int leader, partner, acting;

  FLASHPOINT->new_game (&state, &options, 5);
  leader = state.to_play;
  partner = (leader + 2) % 4;
  fl_flashpoint_action_command (&action, leader, FL_FLASHPOINT_COMMAND_INVITE, 0);
  g_assert_true (FLASHPOINT->check_action (&state, &action, NULL));
  FLASHPOINT->apply (&state, &action, NULL);

  describe (FLASHPOINT, &state, leader, &view);
  g_assert_cmpuint (count_to_act (&view, &acting), ==, 1);
  g_assert_cmpint (view.places[acting].seat, ==, partner);
  g_assert_cmpint (acting, ==, 2);
  g_assert_nonnull (view.caption);
  g_assert_nonnull (view.places[0].status);
  fl_table_view_clear (&view);

  fl_flashpoint_action_command (&action, partner, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS);
  g_assert_true (FLASHPOINT->check_action (&state, &action, NULL));
  FLASHPOINT->apply (&state, &action, NULL);

  for (int viewer = 0; viewer < 4; viewer++)
    {
      g_autofree char *command = fl_flashpoint_describe_command (FL_FLASHPOINT_COMMAND_LEAD_SUIT << 4 | FL_SUIT_HEARTS);
      int place;

      describe (FLASHPOINT, &state, viewer, &view);
      g_assert_nonnull (view.caption);
      g_assert_nonnull (strstr (view.caption, command));
      place = fl_table_view_find_seat (&view, partner);
      g_assert_nonnull (view.places[place].status);
      g_assert_nonnull (strstr (view.places[place].status, command));
      g_assert_true (view.places[fl_table_view_find_seat (&view, leader)].to_act);
      fl_table_view_clear (&view);
    }
}

/* ---- Both games --------------------------------------------------------- */

/* fl-game.h: fl_game_describe_table() gives each seat the same view as
 * the rules' describe_table() on that seat's observation, all through a
 * game played with fl_game_apply(). */
static void
test_game_describe_table (void)
{
  static const char *const ids[] = { "flunk", "flashpoint" };

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    {
      const FlRules *rules = fl_rules_lookup (ids[g]);
      g_autoptr(GError) error = NULL;
      g_autoptr(FlGame) game = NULL;
      FlOptions options;
      FlRng rng;
      guint n_seats;

      fl_rules_default_options (rules, &options);
      game = fl_game_new (ids[g], &options, 11, &error);
      g_assert_no_error (error);
      n_seats = fl_game_get_n_seats (game);
      fl_rng_init (&rng, 11, 3);

      for (guint step = 0; step < 400 && !fl_game_is_over (game); step++)
        {
          FlAction action;

          SET_CONTEXT ("%s, fl_game_describe_table after %u actions", ids[g], step);
          for (guint viewer = 0; viewer < n_seats; viewer++)
            {
              FlTableView from_game, direct;

              fl_game_describe_table (game, (int) viewer, &from_game);
              describe (rules, fl_game_get_state (game), (int) viewer, &direct);
              assert_views_equal (&from_game, &direct);
              clear_and_check (&from_game);
              clear_and_check (&direct);
            }
          rules->random_action (fl_game_get_state (game), &rng, &action);
          g_assert_true (fl_game_apply (game, &action, &error));
          g_assert_no_error (error);
        }
    }
}

/* fl-rules.h, event_scores(): every action that changes a score (Flunk
 * S1-S10 and the house rule; Flashpoint S1-S3, C2, and B7's bonuses) comes
 * with an event that belongs in the score summary, and a card played never
 * does. */
static void
test_event_scores (void)
{
  static const char *const ids[] = { "flunk", "flashpoint" };

  for (guint g = 0; g < G_N_ELEMENTS (ids); g++)
    {
      const FlRules *rules = fl_rules_lookup (ids[g]);
      guint n_scoring = 0;

      g_assert_nonnull (rules->event_scores);
      for (guint64 seed = 1; seed <= 10; seed++)
        {
          g_autofree guint8 *state = g_malloc0 (rules->state_size);
          FlOptions options;
          FlRng rng;

          fl_rules_default_options (rules, &options);
          if (g == 0)
            options.values[FL_FLUNK_OPTION_OPPONENTS_SCORE] = FL_FLUNK_OPPONENTS_SCORE_PENALTIES;
          rules->new_game (state, &options, seed);
          fl_rng_init (&rng, seed, 5);

          while (rules->phase (state) != FL_PHASE_GAME_OVER)
            {
              int before[FL_MAX_SEATS], after[FL_MAX_SEATS];
              gint32 bonuses_before[2] = { 0, 0 };
              gboolean changed = FALSE, scoring = FALSE;
              FlEvents events = { 0 };
              FlAction action;

              rules->scores (state, before);
              if (g == 1)
                memcpy (bonuses_before, ((FlFlashpointState *) state)->bonuses, sizeof bonuses_before);
              rules->random_action (state, &rng, &action);
              rules->apply (state, &action, &events);
              rules->scores (state, after);
              changed = memcmp (before, after, sizeof (int) * rules->n_seats (&options)) != 0;
              if (g == 1)
                changed |= memcmp (bonuses_before, ((FlFlashpointState *) state)->bonuses, sizeof bonuses_before) != 0;

              for (guint e = 0; e < events.n_events; e++)
                {
                  gboolean scores = rules->event_scores (&events.events[e]);
                  g_autofree char *text = rules->describe_event (&events.events[e], -1);

                  assert_text (text);
                  scoring |= scores;
                  n_scoring += scores;
                  if (g == 0 && events.events[e].kind == FL_FLUNK_EVENT_PLAY)
                    g_assert_false (scores);
                  if (g == 1 && events.events[e].kind == FL_FLASHPOINT_EVENT_PLAY)
                    g_assert_false (scores);
                }
              if (changed)
                g_assert_true (scoring);
            }
        }
      g_assert_cmpuint (n_scoring, >, 0);
    }
}

/* fl-table.h: a view is released and emptied by fl_table_view_clear(),
 * which may be called again on the empty view. */
static void
test_view_clear (void)
{
  FlOptions options;
  FlFlunkState state;
  FlTableView view;

  fl_rules_default_options (FLUNK, &options);
  FLUNK->new_game (&state, &options, 3);
  describe (FLUNK, &state, 1, &view);
  g_assert_nonnull (view.progress);
  clear_and_check (&view);
  g_assert_cmpint (view.viewer, ==, 1);
  clear_and_check (&view);
}

/* fl-table.h: two tricks are equal when the same places played the same
 * cards and the same place won; what lies past the cards played does not
 * count. The table uses it to see that a won trick has just given way to
 * the next one. */
static void
test_trick_equal (void)
{
  FlTableZone a = { .n_cards = 3, .n_listed = 3, .winner = 2 };
  FlTableZone b;

  for (guint i = 0; i < 3; i++)
    {
      a.cards[i] = (FlCard) (10 + i);
      a.places[i] = (gint8) i;
    }
  b = a;
  g_assert_true (fl_table_zone_equal (&a, &b));
  b.cards[5] = (FlCard) 40;
  b.places[5] = 1;
  g_assert_true (fl_table_zone_equal (&a, &b));

  b = a;
  b.winner = -1;
  g_assert_false (fl_table_zone_equal (&a, &b));
  b = a;
  b.n_cards = 2;
  g_assert_false (fl_table_zone_equal (&a, &b));
  b = a;
  b.cards[1] = (FlCard) 30;
  g_assert_false (fl_table_zone_equal (&a, &b));
  b = a;
  b.places[2] = 0;
  g_assert_false (fl_table_zone_equal (&a, &b));
}

int
main (int    argc,
      char **argv)
{
  /* Messages in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  signal (SIGABRT, print_failure_context);

  g_test_add_func ("/table/flunk/random-positions", test_flunk_random_positions);
  g_test_add_func ("/table/flunk/dummy-opposite-dealer", test_flunk_dummy_opposite_dealer);
  g_test_add_func ("/table/flunk/dummy-to-act", test_flunk_dummy_to_act);

  g_test_add_func ("/table/flashpoint/random-positions", test_flashpoint_random_positions);
  g_test_add_func ("/table/flashpoint/flash-shown-to-left", test_flashpoint_flash_shown_to_left);
  g_test_add_func ("/table/flashpoint/command", test_flashpoint_command);

  g_test_add_func ("/table/game/describe-table", test_game_describe_table);
  g_test_add_func ("/table/game/event-scores", test_event_scores);
  g_test_add_func ("/table/view/clear", test_view_clear);
  g_test_add_func ("/table/trick/equal", test_trick_equal);

  return g_test_run ();
}
