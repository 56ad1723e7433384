/* test-flume-table.c: what the Flume table shows each player
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt, with the rule labels
 * of seeds/flume.md. Positions are built with set_deal and played through
 * check_action and apply; each view is made from the player's observation
 * and must equal the view made from the full state (nothing the player may
 * not see can change it). The expectations are read from the rules and
 * the hands dealt, not from the engine.
 *
 * Flume is not in the catalogue yet: the table's hooks are called
 * directly (_fl_flume_describe_table, _fl_flume_event_scores).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"
#include "fl-flume-table.h"

static const FlRules *const RULES = &fl_flume_rules;

static FlCard
code (const char *name)
{
  FlCard c = fl_deck_lookup (fl_deck_get (FL_DECK_FLUME_46), name);

  g_assert_cmpuint (c, !=, FL_CARD_NONE);
  return c;
}

static FlCardSet
set_of (const char *names)
{
  g_auto (GStrv) parts = g_strsplit (names, " ", -1);
  FlCardSet set = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      set |= FL_CARD_SET_BIT (code (parts[i]));
  return set;
}

static void
start (FlFlumeState      *state,
       int                players,
       const char *const *hands)
{
  FlOptions options;
  FlDeal deal = { .n_hands = (guint) players };

  fl_rules_default_options (RULES, &options);
  options.values[FL_FLUME_OPTION_PLAYERS] = players;
  RULES->new_game (state, &options, 17);
  for (int s = 0; s < players; s++)
    deal.hands[s] = fl_cards_from_set (set_of (hands[s]));
  g_assert_true (RULES->set_deal (state, &deal));
}

static void
act (FlFlumeState *state,
     FlActionKind  kind,
     int           value,
     const char   *cards)
{
  FlAction action;

  fl_action_init (&action, kind, RULES->current_seat (state));
  action.values[0] = (gint16) value;
  if (cards != NULL)
    for (FlCardSet c = set_of (cards); c; c &= c - 1)
      action.cards[action.n_cards++] = fl_card_set_lowest (c);
  g_assert_true (RULES->check_action (state, &action, NULL));
  RULES->apply (state, &action, NULL);
}

/* The view of @viewer, from its observation, after checking that the full
 * state gives the same view. */
static void
view_of (const FlFlumeState *state,
         int                 viewer,
         FlTableView        *view)
{
  FlFlumeState observation;
  FlTableView full;

  RULES->observe (state, viewer, &observation);
  fl_table_view_init (view, viewer);
  _fl_flume_describe_table (&observation, viewer, view);
  fl_table_view_init (&full, viewer);
  _fl_flume_describe_table (state, viewer, &full);
  fl_test_assert_views_equal (view, &full);
  fl_table_view_clear (&full);
}

static void
assert_cards (const FlCard *cards,
              guint         n,
              const char   *names)
{
  g_auto (GStrv) parts = g_strsplit (names, " ", -1);

  g_assert_cmpuint (n, ==, g_strv_length (parts));
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (cards[i], ==, code (parts[i]));
}

static const FlTableZone *
find_labelled (const FlTableView *view,
               FlZoneKind         kind,
               int                place,
               const char        *label)
{
  for (guint i = 0; i < view->n_zones; i++)
    if (view->zones[i].kind == (int) kind && view->zones[i].place == place &&
        g_strcmp0 (view->zones[i].label, label) == 0)
      return &view->zones[i];
  return NULL;
}

/* The zone, which must be there. */
static const FlTableZone *
get_labelled (const FlTableView *view,
              FlZoneKind         kind,
              int                place,
              const char        *label)
{
  const FlTableZone *zone = find_labelled (view, kind, place, label);

  if (zone == NULL)
    g_error ("no zone “%s” of kind %d at place %d", label, kind, place);
  return zone;
}

static const char *const four_hands[] = {
  "AH 2H 5C JD KS JKL",
  "KH QH 9C 9D 10S 6S",
  "10H 8H 7C 8C 6D AS",
  "JH 5H 7S 8S 2D QC",
};

/* 004 D1, D3, D4, B1, B2, R1: the places go round to the left from the
 * viewer; the bids and passes show by the places while the bidding lasts,
 * the bidder's bid after it; the viewer's hand is sorted, the trumps
 * together once named (the left bower and the jokers among them). */
static void
test_table_bidding (void)
{
  FlFlumeState state;
  FlTableView view;

  start (&state, 4, four_hands);
  act (&state, FL_ACTION_BID, 3, NULL);       /* seat 1 */
  act (&state, FL_ACTION_PASS, 0, NULL);      /* seat 2 */

  view_of (&state, 3, &view);
  g_assert_cmpuint (view.n_places, ==, 4);
  /* D4: from seat 3 to the left: 3, 0, 1, 2. */
  g_assert_cmpint (view.places[0].seat, ==, 3);
  g_assert_cmpint (view.places[1].seat, ==, 0);
  g_assert_cmpint (view.places[2].seat, ==, 1);
  g_assert_cmpint (view.places[3].seat, ==, 2);
  g_assert_cmpstr (view.places[1].name, ==, "Player 1");
  g_assert_true (view.places[1].dealer);
  g_assert_true (view.places[0].to_act);
  g_assert_false (view.places[2].to_act);
  g_assert_null (view.places[0].status);
  g_assert_null (view.places[1].status);
  g_assert_cmpstr (view.places[2].status, ==, "Bid 3");
  g_assert_cmpstr (view.places[3].status, ==, "Passed");
  /* D1: seats 0 and 2 against 1 and 3: seat 3's partner is seat 1. */
  g_assert_true (fl_table_view_is_partner (&view, 2));
  g_assert_false (fl_table_view_is_partner (&view, 1));
  g_assert_true (view.places[0].face_up);
  g_assert_false (view.places[1].face_up);
  g_assert_cmpuint (view.places[1].n_cards, ==, 6);
  /* No trumps yet: by suit (clubs, diamonds, hearts, spades), each from
   * its lowest card, the jokers last. */
  assert_cards (view.places[0].cards, view.places[0].n_cards, "QC 2D 5H JH 7S 8S");
  g_assert_cmpstr (view.caption, ==, "Player 2 bid 3, the highest bid so far.");
  g_assert_cmpstr (view.progress, ==, "Hand 1 · playing to 21 points");
  /* D3: 46 - 4 × 6 in the stock. */
  g_assert_cmpuint (fl_table_view_find_zone (&view, FL_ZONE_STOCK, 1)->n_cards, ==, 22);
  g_assert_cmpuint (view.n_scores, ==, 2);
  g_assert_cmpstr (view.score_names[0], ==, "Players 1 and 3");
  g_assert_cmpint (view.target, ==, 21);
  fl_table_view_clear (&view);

  act (&state, FL_ACTION_PASS, 0, NULL);      /* seat 3 */
  act (&state, FL_ACTION_BID, 4, NULL);       /* seat 0, the dealer */

  /* B2: seat 0 names trumps. */
  view_of (&state, 0, &view);
  g_assert_cmpstr (view.caption, ==, "You bid 4 and name trumps.");
  g_assert_cmpstr (view.places[0].status, ==, "Bidder, 4");
  g_assert_null (view.places[1].status);
  assert_cards (view.places[0].cards, view.places[0].n_cards, "5C JD 2H AH KS JKL");
  fl_table_view_clear (&view);

  act (&state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL);
  view_of (&state, 0, &view);
  /* R1: with hearts trumps, J♦ is a trump; the trumps from the low joker
   * up to the ace come after the plain suits. */
  assert_cards (view.places[0].cards, view.places[0].n_cards, "5C KS JKL 2H JD AH");
  g_assert_cmpstr (view.caption, ==, "You bid 4; hearts are trumps.");
  g_assert_cmpint (fl_table_view_find_zone (&view, FL_ZONE_CALLED_SUIT, -1)->value, ==, FL_SUIT_HEARTS);
  fl_table_view_clear (&view);

  view_of (&state, 2, &view);
  g_assert_cmpstr (view.caption, ==, "Player 1 bid 4; hearts are trumps.");
  g_assert_cmpstr (view.places[2].status, ==, "Bidder, 4");
  g_assert_true (fl_table_view_is_partner (&view, 2));
  fl_table_view_clear (&view);
}

/* 004 X1, P4: everyone sees how many cards a player discarded, only the
 * player which; the trick shows who played each card, the last trick its
 * winner; the won piles count the cards taken. */
static void
test_table_second_deal_and_play (void)
{
  FlFlumeState state;
  FlTableView view;
  const FlTableZone *zone;

  start (&state, 4, four_hands);
  act (&state, FL_ACTION_BID, 3, NULL);
  act (&state, FL_ACTION_PASS, 0, NULL);
  act (&state, FL_ACTION_PASS, 0, NULL);
  act (&state, FL_ACTION_PASS, 0, NULL);
  /* R1: no jack is a bower before trumps are named… */
  view_of (&state, 0, &view);
  g_assert_cmpuint (view.n_tags, ==, 0);
  fl_table_view_clear (&view);
  act (&state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL);
  /* …then with hearts trumps the J♥ is the right bower and the J♦, of
   * the same colour, the left, named for every seat wherever they lie. */
  view_of (&state, 2, &view);
  g_assert_cmpuint (view.n_tags, ==, 2);
  g_assert_cmpstr (fl_table_view_get_tag (&view, code ("JH")), ==, C_("card tag", "Right bower"));
  g_assert_cmpstr (fl_table_view_get_tag (&view, code ("JD")), ==, C_("card tag", "Left bower"));
  g_assert_null (fl_table_view_get_tag (&view, code ("JC")));
  g_assert_null (fl_table_view_get_tag (&view, code ("JS")));
  fl_table_view_clear (&view);
  act (&state, FL_ACTION_DISCARD, 0, "9C 9D");   /* seat 1 */

  view_of (&state, 0, &view);
  zone = get_labelled (&view, FL_ZONE_PILE, 1, "Discards");
  g_assert_cmpuint (zone->n_cards, ==, 2);
  g_assert_cmpuint (zone->n_listed, ==, 0);
  /* X1: the stock gave two back. */
  g_assert_cmpuint (fl_table_view_find_zone (&view, FL_ZONE_STOCK, 0)->n_cards, ==, 20);
  g_assert_null (find_labelled (&view, FL_ZONE_PILE, 2, "Discards"));
  fl_table_view_clear (&view);

  view_of (&state, 1, &view);
  zone = get_labelled (&view, FL_ZONE_PILE, 0, "Discards");
  assert_cards (zone->cards, zone->n_listed, "9C 9D");
  fl_table_view_clear (&view);

  act (&state, FL_ACTION_DISCARD, 0, NULL);      /* seats 2, 3, 0 keep */
  act (&state, FL_ACTION_DISCARD, 0, NULL);
  act (&state, FL_ACTION_DISCARD, 0, NULL);

  /* P1: seat 1, on the dealer's left, leads. */
  act (&state, FL_ACTION_PLAY, 0, "KH");
  view_of (&state, 3, &view);
  zone = fl_table_view_get_trick (&view);
  g_assert_cmpuint (zone->n_listed, ==, 1);
  g_assert_cmpuint (zone->cards[0], ==, code ("KH"));
  /* Seat 1 sits two places to the left of seat 3. */
  g_assert_cmpint (zone->places[0], ==, 2);
  g_assert_cmpuint (view.places[2].n_cards, ==, 5);
  g_assert_true (view.places[0].to_act == FALSE);
  g_assert_true (view.places[3].to_act);
  fl_table_view_clear (&view);

  /* R1, P4: the ace of trumps, seat 0's, beats K♥ and the right bower. */
  act (&state, FL_ACTION_PLAY, 0, "10H");        /* seat 2 */
  act (&state, FL_ACTION_PLAY, 0, "JH");         /* seat 3 */
  act (&state, FL_ACTION_PLAY, 0, "AH");         /* seat 0 */

  view_of (&state, 0, &view);
  g_assert_cmpuint (fl_table_view_get_trick (&view)->n_listed, ==, 0);
  zone = fl_table_view_get_last_trick (&view);
  assert_cards (zone->cards, zone->n_listed, "KH 10H JH AH");
  g_assert_cmpint (zone->winner, ==, 0);
  g_assert_cmpuint (view.places[0].n_won, ==, 1);
  g_assert_cmpuint (view.places[3].n_won, ==, 0);
  g_assert_cmpuint (fl_table_view_find_zone (&view, FL_ZONE_WON, 0)->n_cards, ==, 4);
  /* P1: the winner leads the next. */
  g_assert_true (view.places[0].to_act);
  assert_cards (view.places[0].cards, view.places[0].n_cards, "5C KS JKL 2H JD");
  fl_table_view_clear (&view);
}

static const char *const five_hands[] = {
  "2C 5C 6C 7C 8C 9C",
  "KS QS 10S 9S 8S 7S",
  "2D 5D 6D 7D 8D 9D",
  "AS 2H 5H 6H 7H 8H",
  "10D JD QD KD AD 9H",
};

static void
five_to_call (FlFlumeState *state)
{
  start (state, 5, five_hands);
  act (state, FL_ACTION_BID, 3, NULL);        /* seat 1 */
  for (guint i = 0; i < 4; i++)
    act (state, FL_ACTION_PASS, 0, NULL);
  act (state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_SPADES, NULL);
  for (guint i = 0; i < 5; i++)
    act (state, FL_ACTION_DISCARD, 0, NULL);
}

/* 004 V2-V5: five-handed, the called card lies face up in the middle;
 * the holder knows they are the partner, the others (the bidder
 * included) learn it only when the card is played; the score sheet has a
 * column per player. */
static void
test_table_five_handed_call (void)
{
  FlFlumeState state;
  FlTableView view;
  const FlTableZone *zone;

  five_to_call (&state);
  view_of (&state, 0, &view);
  /* V1: no partner before the call. */
  for (guint i = 0; i < 5; i++)
    g_assert_cmpint (view.places[i].side, ==, -1);
  g_assert_cmpuint (view.n_scores, ==, 5);
  g_assert_cmpstr (view.score_names[4], ==, "Player 5");
  fl_table_view_clear (&view);

  act (&state, FL_ACTION_CALL_CARD, 0, "AS");

  /* Seat 0 does not hold A♠: it knows it is an opponent, and the bidder
   * is on the other side; the others it cannot place. */
  view_of (&state, 0, &view);
  zone = get_labelled (&view, FL_ZONE_PILE, -1, "Called card");
  assert_cards (zone->cards, zone->n_listed, "AS");
  g_assert_cmpint (view.places[0].side, ==, 1);
  g_assert_cmpint (view.places[1].side, ==, 0);
  g_assert_cmpint (view.places[2].side, ==, -1);
  g_assert_cmpint (view.places[3].side, ==, -1);
  g_assert_null (view.places[3].status);
  g_assert_cmpstr (view.places[1].status, ==, "Bidder, 3");
  fl_table_view_clear (&view);

  /* The bidder does not know its partner either (V3). */
  view_of (&state, 1, &view);
  g_assert_cmpint (view.places[2].side, ==, -1);
  g_assert_null (view.places[2].status);
  fl_table_view_clear (&view);

  /* Seat 3 holds it: it knows every side. */
  view_of (&state, 3, &view);
  g_assert_cmpstr (view.places[0].status, ==, "Partner");
  g_assert_cmpint (view.places[0].side, ==, 0);
  g_assert_cmpint (view.places[3].side, ==, 0);      /* seat 1 */
  g_assert_cmpint (view.places[1].side, ==, 1);      /* seat 4 */
  g_assert_true (fl_table_view_is_partner (&view, 3));
  fl_table_view_clear (&view);

  /* P1: seat 1 leads 7♠; seat 2 has no trump; seat 3 plays A♠ and so
   * shows who the partner is. */
  act (&state, FL_ACTION_PLAY, 0, "7S");
  act (&state, FL_ACTION_PLAY, 0, "2D");
  act (&state, FL_ACTION_PLAY, 0, "AS");
  view_of (&state, 0, &view);
  g_assert_cmpstr (view.places[3].status, ==, "Partner");
  g_assert_cmpint (view.places[3].side, ==, 0);
  g_assert_cmpint (view.places[2].side, ==, 1);
  fl_table_view_clear (&view);
}

/* 004 V2: a bidder playing alone says so by its place. */
static void
test_table_five_handed_alone (void)
{
  FlFlumeState state;
  FlTableView view;

  five_to_call (&state);
  act (&state, FL_ACTION_CALL_CARD, 0, NULL);
  view_of (&state, 2, &view);
  g_assert_cmpstr (view.places[4].status, ==, "Bidder, 3, alone");
  g_assert_cmpint (view.places[4].side, ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (view.places[i].side, ==, 1);
  g_assert_null (find_labelled (&view, FL_ZONE_PILE, -1, "Called card"));
  fl_table_view_clear (&view);
}

/* A hand's score summary lists the points (S1-S7), a called card found
 * out of play (V4), the hand's score (S8) and the end of the game. */
static void
test_table_event_scores (void)
{
  static const struct
  {
    FlFlumeEventKind kind;
    gboolean         scores;
  } cases[] = {
    { FL_FLUME_EVENT_DEAL, FALSE }, { FL_FLUME_EVENT_BID, FALSE }, { FL_FLUME_EVENT_PASS, FALSE },
    { FL_FLUME_EVENT_THROWN_IN, FALSE }, { FL_FLUME_EVENT_TRUMP, FALSE }, { FL_FLUME_EVENT_DISCARD, FALSE },
    { FL_FLUME_EVENT_REFILL, FALSE }, { FL_FLUME_EVENT_CALL, FALSE }, { FL_FLUME_EVENT_PLAY, FALSE },
    { FL_FLUME_EVENT_PARTNER, FALSE }, { FL_FLUME_EVENT_TRICK, FALSE }, { FL_FLUME_EVENT_CALLED_OUT, TRUE },
    { FL_FLUME_EVENT_POINT, TRUE }, { FL_FLUME_EVENT_HAND_SCORE, TRUE }, { FL_FLUME_EVENT_GAME_OVER, TRUE },
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (cases) == FL_FLUME_N_EVENTS);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlEvent event = { 0 };

      event.kind = cases[i].kind;
      g_assert_cmpint (_fl_flume_event_scores (&event), ==, cases[i].scores);
    }
}

/* Seeded random hands, four- and five-handed: every seat's view from its
 * observation equals the view from the full state at every step, hides
 * the other hands, and counts them right. */
static void
test_table_random_positions (void)
{
  FlRng rng;

  fl_rng_init (&rng, 23, 1);
  for (guint game = 0; game < 16; game++)
    {
      FlFlumeState state;
      FlOptions options;
      int players = 4 + (int) (game & 1);

      fl_rules_default_options (RULES, &options);
      options.values[FL_FLUME_OPTION_PLAYERS] = players;
      RULES->new_game (&state, &options, 300 + game);
      for (guint step = 0; step < 200 && state.phase != FL_FLUME_PHASE_OVER; step++)
        {
          FlAction action;

          for (int v = 0; v < players; v++)
            {
              FlTableView view;

              view_of (&state, v, &view);
              g_assert_cmpuint (view.n_places, ==, (guint) players);
              for (guint i = 1; i < view.n_places; i++)
                {
                  guint seat = (guint) view.places[i].seat;

                  g_assert_false (view.places[i].face_up);
                  g_assert_cmpuint (view.places[i].n_cards, ==, fl_card_set_count (state.hands[seat]));
                }
              g_assert_cmpuint (view.places[0].n_cards, ==, fl_card_set_count (state.hands[v]));
              fl_table_view_clear (&view);
            }
          RULES->random_action (&state, &rng, &action);
          RULES->apply (&state, &action, NULL);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flume/table/bidding", test_table_bidding);
  g_test_add_func ("/flume/table/second-deal-and-play", test_table_second_deal_and_play);
  g_test_add_func ("/flume/table/five-handed-call", test_table_five_handed_call);
  g_test_add_func ("/flume/table/five-handed-alone", test_table_five_handed_alone);
  g_test_add_func ("/flume/table/event-scores", test_table_event_scores);
  g_test_add_func ("/flume/table/random-positions", test_table_random_positions);

  return g_test_run ();
}
