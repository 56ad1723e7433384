/* test-flaunt-table.c: what the Flaunt table shows each player
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt, with the rule labels
 * of /tmp/briefs/labels.md. Positions come from seeded games played
 * through check_action and apply; each view is made from the player's
 * observation and must equal the view made from the full state (nothing
 * the player may not see can change it). The expectations are read from
 * the rules and the cards dealt, not from the engine.
 *
 * The table's hook is called directly (_fl_flaunt_describe_table).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"
#include "flaunt/fl-flaunt-rules.h"
#include "flaunt/fl-flaunt-table.h"

static const FlRules *const RULES = &fl_flaunt_rules;

static void
start (FlFlauntState *state,
       int            players,
       guint64        seed)
{
  FlOptions options;

  fl_rules_default_options (RULES, &options);
  options.values[FL_FLAUNT_OPTION_PLAYERS] = players;
  RULES->new_game (state, &options, seed);
}

/* The one card @seat holds (the scripted games below keep hands small). */
static FlCard
only_card (const FlFlauntState *state,
           guint                seat)
{
  const FlFlauntCards *hand = &state->hands[seat];

  g_assert_cmpuint (fl_flaunt_cards_count (hand), ==, 1);
  if (hand->packs[0])
    return fl_card_set_lowest (hand->packs[0]);
  return (FlCard) (FL_FLAUNT_PACK + fl_card_set_lowest (hand->packs[1]));
}

static void
act (FlFlauntState *state,
     FlActionKind   kind,
     FlCard         card)
{
  FlAction action;

  fl_action_init (&action, kind, RULES->current_seat (state));
  if (card != FL_CARD_NONE)
    action.cards[action.n_cards++] = card;
  g_assert_true (RULES->check_action (state, &action, NULL));
  RULES->apply (state, &action, NULL);
}

/* The view of @viewer, from its observation, after checking that the full
 * state gives the same view. */
static void
view_of (const FlFlauntState *state,
         int                  viewer,
         FlTableView         *view)
{
  FlFlauntState observation;
  FlTableView full;

  RULES->observe (state, viewer, &observation);
  fl_table_view_init (view, viewer);
  _fl_flaunt_describe_table (&observation, viewer, view);
  fl_table_view_init (&full, viewer);
  _fl_flaunt_describe_table (state, viewer, &full);
  fl_test_assert_views_equal (view, &full);
  fl_table_view_clear (&full);
}

static const FlTableZone *
find_zone (const FlTableView *view,
           FlZoneKind         kind)
{
  return fl_table_view_find_zone (view, kind, -1);
}

static guint
face_up_in (const FlTableZone *zone)
{
  guint n = 0;

  for (guint i = 0; zone != NULL && i < zone->n_listed; i++)
    n += zone->cards[i] != FL_CARD_NONE;
  return n;
}

/* What holds in every view: the places in play order from the viewer's
 * own (T1), only the viewer's hand face up, every count public and adding
 * up to the pack (D1, D3, C5), and no card another player holds shown
 * anywhere. */
static void
check_view (const FlFlauntState *state,
            int                  viewer,
            const FlTableView   *view,
            guint                packs)
{
  guint n = state->n_players;
  guint total = 0;
  const FlTableZone *zone;

  g_assert_cmpuint (view->n_places, ==, n);
  for (guint i = 0; i < n; i++)
    {
      const FlTablePlace *place = &view->places[i];
      guint seat = ((guint) viewer + i) % n;

      g_assert_cmpint (place->seat, ==, (int) seat);
      g_assert_cmpint (place->face_up, ==, i == 0);
      g_assert_cmpuint (place->n_cards, ==, fl_flaunt_cards_count (&state->hands[seat]));
      g_assert_cmpuint (place->n_won, ==, fl_flaunt_cards_count (&state->won[seat]));
      g_assert_cmpint (place->dealer, ==, seat == state->dealer);
      g_assert_cmpint (view->place_score[i], ==, (int) seat);
      total += place->n_cards;
      if (i == 0)
        for (guint c = 0; c < place->n_cards; c++)
          g_assert_true (fl_flaunt_cards_has (&state->hands[seat], place->cards[c]));
    }

  for (guint z = 0; z < view->n_zones; z++)
    {
      zone = &view->zones[z];
      if (zone->kind == FL_ZONE_STOCK)
        {
          g_assert_cmpint (zone->place, ==, -1);
          g_assert_cmpuint (zone->n_cards, ==, state->n_stock);
          g_assert_cmpuint (zone->n_listed, ==, 0);
          total += zone->n_cards;
        }
      else if (zone->kind == FL_ZONE_WON)
        {
          guint seat = (guint) view->places[zone->place].seat;

          g_assert_cmpuint (zone->n_cards, ==, fl_flaunt_cards_count (&state->won[seat]));
          g_assert_cmpuint (zone->n_listed, ==, 0);
          total += zone->n_cards;
        }
      else if (zone->kind == FL_ZONE_TRICK)
        total += zone->n_cards;

      /* Secrecy: a card another player still holds is never on show. */
      for (guint c = 0; c < zone->n_listed; c++)
        for (guint s = 0; s < n; s++)
          if (s != (guint) viewer && zone->cards[c] != FL_CARD_NONE)
            g_assert_false (fl_flaunt_cards_has (&state->hands[s], zone->cards[c]));
    }

  /* D1, D3: every card of the packs is in a hand, the stock, a winnings
   * pile or the contest being played. */
  g_assert_cmpuint (total, ==, 52 * packs);

  /* G1: 100 with one pack, 200 with two. */
  g_assert_cmpint (view->target, ==, 100 * (int) packs);
  g_assert_cmpuint (view->n_scores, ==, n);

  /* C1, C6: while a contest is open, the viewer sees a sneak or a
   * challenge only when it is their own; a flaunt is face up (T4). */
  zone = find_zone (view, FL_ZONE_TRICK);
  g_assert_nonnull (zone);
  /* C3: challenges to a flaunt are shown together; C2: a sneak's contest
   * is turned up one play after another. */
  if (zone->n_listed > 0)
    g_assert_cmpint (zone->reveal_together, ==, state->face_up);
  for (guint c = 0; c < zone->n_listed; c++)
    {
      int seat = view->places[zone->places[c]].seat;
      gboolean lead = seat == (int) state->leader;

      if (seat == viewer || (lead && state->face_up))
        g_assert_cmpuint (zone->cards[c], !=, FL_CARD_NONE);
      else
        g_assert_cmpuint (zone->cards[c], ==, FL_CARD_NONE);
    }

  /* C2, C5: the last contest turned up, except an unchallenged sneak,
   * which only its leader ever sees. */
  zone = find_zone (view, FL_ZONE_LAST_TRICK);
  if (state->last_n_plays == 0)
    g_assert_null (zone);
  else
    {
      gboolean hidden = state->last_n_plays == 1 && !state->last_face_up &&
                        state->last_plays[0].seat != (guint) viewer;

      g_assert_nonnull (zone);
      g_assert_cmpuint (face_up_in (zone), ==, hidden ? 0 : zone->n_listed);
      /* K1, C5: the whole winning play is marked. */
      g_assert_true (zone->winner_whole);
      g_assert_cmpint (zone->reveal_together, ==, state->last_face_up);
      g_assert_cmpint (view->places[zone->winner].seat, ==, state->last_plays[state->last_winner].seat);
    }
}

/* 3 players: draws, a sneak challenged, a draw from an empty hand, then an
 * unchallenged sneak, each seat's view checked at each step. */
static void
test_table_sneaks (void)
{
  FlFlauntState state;
  FlTableView view;
  const FlTableZone *zone;
  FlCard lead, challenge, hidden;
  guint winner;

  start (&state, 3, 41);
  /* D3: Player 1 (seat 0) deals; T1: seat 1 leads first. */
  g_assert_cmpuint (state.dealer, ==, 0);
  view_of (&state, 1, &view);
  check_view (&state, 1, &view, 1);
  g_assert_true (view.places[0].to_act);
  g_assert_true (view.places[view.n_places - 1].dealer);
  /* T2: a first turn is a draw. */
  g_assert_cmpstr (view.caption, ==, "Your first turn of the round: draw the top card of the stock.");
  g_assert_cmpstr (view.progress, ==, "Round 1 · playing to 100 points");
  g_assert_cmpuint (find_zone (&view, FL_ZONE_STOCK)->n_cards, ==, 52);
  g_assert_cmpuint (find_zone (&view, FL_ZONE_TRICK)->n_cards, ==, 0);
  fl_table_view_clear (&view);

  /* T1, T2: each draws at their first turn, from the dealer's left. */
  act (&state, FL_ACTION_DRAW, FL_CARD_NONE);
  act (&state, FL_ACTION_DRAW, FL_CARD_NONE);
  act (&state, FL_ACTION_DRAW, FL_CARD_NONE);
  for (int v = 0; v < 3; v++)
    {
      view_of (&state, v, &view);
      check_view (&state, v, &view, 1);
      g_assert_cmpuint (find_zone (&view, FL_ZONE_STOCK)->n_cards, ==, 49);
      fl_table_view_clear (&view);
    }

  /* T3: seat 1 sneaks its card; C1: seat 2 challenges with its own. */
  lead = only_card (&state, 1);
  challenge = only_card (&state, 2);
  act (&state, FL_ACTION_SNEAK, lead);
  view_of (&state, 2, &view);
  g_assert_cmpstr (view.caption, ==,
                   "Player 2 sneaked 1 card face down: challenge with as many cards face down, or decline.");
  g_assert_cmpstr (view.places[2].status, ==, "Sneaked 1 card");
  fl_table_view_clear (&view);
  act (&state, FL_ACTION_CHALLENGE, challenge);

  for (int v = 0; v < 3; v++)
    {
      view_of (&state, v, &view);
      check_view (&state, v, &view, 1);
      zone = find_zone (&view, FL_ZONE_TRICK);
      g_assert_cmpuint (zone->n_cards, ==, 2);
      /* C6: whether seat 2 challenged is public, its card is not. */
      g_assert_cmpstr (view.places[fl_table_view_find_seat (&view, 2)].status, ==, "Challenged");
      g_assert_cmpuint (zone->cards[0], ==, v == 1 ? lead : FL_CARD_NONE);
      g_assert_cmpuint (zone->cards[1], ==, v == 2 ? challenge : FL_CARD_NONE);
      g_assert_cmpint (view.places[fl_table_view_find_seat (&view, 0)].to_act, ==, TRUE);
      fl_table_view_clear (&view);
    }

  /* C6: seat 0 passes; C2: both are turned up; K6, C4: the higher rank
   * wins, and of equal ranks the later play, the challenge. */
  act (&state, FL_ACTION_PASS, FL_CARD_NONE);
  winner = fl_flaunt_rank (lead) > fl_flaunt_rank (challenge) ? 1 : 2;
  for (int v = 0; v < 3; v++)
    {
      view_of (&state, v, &view);
      check_view (&state, v, &view, 1);
      zone = find_zone (&view, FL_ZONE_LAST_TRICK);
      g_assert_cmpuint (zone->n_listed, ==, 2);
      g_assert_cmpuint (zone->cards[0], ==, lead);
      g_assert_cmpuint (zone->cards[1], ==, challenge);
      g_assert_cmpint (view.places[zone->winner].seat, ==, (int) winner);
      g_assert_cmpuint (find_zone (&view, FL_ZONE_TRICK)->n_cards, ==, 0);
      /* C5: the winner's pile holds both cards, counted for everyone. */
      g_assert_cmpuint (view.places[fl_table_view_find_seat (&view, (int) winner)].n_won, ==, 2);
      g_assert_cmpuint (fl_table_view_find_zone (&view, FL_ZONE_WON,
                                                 fl_table_view_find_seat (&view, (int) winner))->n_cards, ==, 2);
      fl_table_view_clear (&view);
    }

  /* T1: the lead passes to seat 2, never to the winner; T2: with no
   * cards it draws. */
  view_of (&state, 2, &view);
  g_assert_cmpstr (view.caption, ==, "You hold no cards: draw the top card of the stock.");
  fl_table_view_clear (&view);
  view_of (&state, 0, &view);
  g_assert_cmpstr (view.caption, ==, "Player 3 holds no cards and must draw.");
  fl_table_view_clear (&view);
  act (&state, FL_ACTION_DRAW, FL_CARD_NONE);

  /* T3, C6: seat 0 sneaks; seat 1 holds no card, so only seat 2 is
   * asked, and passes. C5: seat 0 wins its own card unseen. */
  hidden = only_card (&state, 0);
  act (&state, FL_ACTION_SNEAK, hidden);
  view_of (&state, 2, &view);
  g_assert_cmpstr (view.places[fl_table_view_find_seat (&view, 1)].status, ==, "Too few cards");
  fl_table_view_clear (&view);
  act (&state, FL_ACTION_PASS, FL_CARD_NONE);
  for (int v = 0; v < 3; v++)
    {
      view_of (&state, v, &view);
      check_view (&state, v, &view, 1);
      zone = find_zone (&view, FL_ZONE_LAST_TRICK);
      g_assert_cmpuint (zone->n_listed, ==, 1);
      g_assert_cmpuint (zone->cards[0], ==, v == 0 ? hidden : FL_CARD_NONE);
      g_assert_cmpint (view.places[zone->winner].seat, ==, 0);
      fl_table_view_clear (&view);
    }
}

/* Seeded random games for 3 and 7 players (and 4 with two packs): every
 * seat's view at every step equals the view from the full state and
 * keeps every secret; an unchallenged sneak and a flaunt are met. */
static void
test_table_random_games (void)
{
  static const struct
  {
    int players;
    int packs;
  } games[] = { { 3, FL_FLAUNT_PACKS_ONE }, { 7, FL_FLAUNT_PACKS_ONE }, { 4, FL_FLAUNT_PACKS_TWO } };
  guint unchallenged_sneaks = 0, flaunts = 0, contests = 0;
  FlRng rng;

  fl_rng_init (&rng, 29, 1);
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    for (guint game = 0; game < 2; game++)
      {
        FlFlauntState state;
        FlOptions options;
        int players = games[g].players;

        fl_rules_default_options (RULES, &options);
        options.values[FL_FLAUNT_OPTION_PLAYERS] = players;
        options.values[FL_FLAUNT_OPTION_PACKS] = games[g].packs;
        RULES->new_game (&state, &options, 500 + 10 * g + game);
        for (guint step = 0; step < 400 && state.phase != FL_FLAUNT_PHASE_OVER; step++)
          {
            FlAction action;

            for (int v = 0; v < players; v++)
              {
                FlTableView view;

                view_of (&state, v, &view);
                /* D1: one pack for three, two for seven, four by choice. */
                check_view (&state, v, &view, players >= 5 || games[g].packs == FL_FLAUNT_PACKS_TWO ? 2 : 1);
                fl_table_view_clear (&view);
              }
            unchallenged_sneaks += state.last_n_plays == 1 && !state.last_face_up;
            flaunts += state.phase == FL_FLAUNT_PHASE_CHALLENGE && state.face_up;
            contests += state.last_n_plays > 1;
            RULES->random_action (&state, &rng, &action);
            RULES->apply (&state, &action, NULL);
          }
      }
  g_assert_cmpuint (unchallenged_sneaks, >, 0);
  g_assert_cmpuint (flaunts, >, 0);
  g_assert_cmpuint (contests, >, 0);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flaunt/table/sneaks", test_table_sneaks);
  g_test_add_func ("/flaunt/table/random-games", test_table_random_games);

  return g_test_run ();
}
