/* fl-flume-table.c: what the Flume table shows one player
 *
 * Everything here is read from what one player may see (their
 * observation, fl-flume-determinize.c): their own hand, discards and
 * refill, every card played with who played it, the bids, the trumps, the
 * called card, and how many cards each player discarded and received
 * (X1). The other hands are only counted, from the cards played, never
 * read; a five-handed partner is named only to those who may know who it
 * is (V3, V4), so the view of the full state is the view of the
 * observation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flume-table.h"

static char *
seat_name (guint seat)
{
  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), seat + 1);
}

static guint
next_seat (const FlFlumeState *state,
           guint               seat)
{
  return seat + 1 < state->n_players ? seat + 1 : 0;
}

static gboolean
five_handed (const FlFlumeState *state)
{
  return state->n_players == FL_FLUME_MAX_PLAYERS;
}

/* V2: the bidder has called a card or chosen to play alone. */
static gboolean
call_made (const FlFlumeState *state)
{
  return five_handed (state) && state->bidder != FL_FLUME_NONE && state->phase >= FL_FLUME_PHASE_PLAY;
}

/* V3, V4: whether @viewer knows who holds the called card: the holder
 * does, a player who discarded it knows nobody does, and everyone knows
 * once it is played or the hand is over. A lone bidder's choice is open. */
static gboolean
knows_partner (const FlFlumeState *state,
               guint               viewer)
{
  if (!call_made (state))
    return FALSE;
  if (state->alone || state->called == FL_CARD_NONE || state->revealed ||
      state->phase >= FL_FLUME_PHASE_HAND_OVER)
    return TRUE;
  return ((state->played[viewer] | state->hands[viewer] | state->discards[viewer]) &
          FL_CARD_SET_BIT (state->called)) != 0;
}

/* D1, V3: the side of @seat as @viewer knows it: four-handed seat % 2;
 * five-handed none before the call, then 0 for the bidder and the called
 * partner, 1 for the others, -1 for a seat @viewer cannot place yet. */
static int
known_side (const FlFlumeState *state,
            guint               viewer,
            guint               seat)
{
  if (!five_handed (state))
    return (int) (seat & 1);
  if (!call_made (state))
    return -1;
  if (seat == state->bidder)
    return 0;
  if (knows_partner (state, viewer))
    return seat == state->partner ? 0 : 1;
  /* Not holding the called card, the viewer knows it is an opponent. */
  return seat == viewer ? 1 : -1;
}

/* R1, R2: the order of a hand: the plain suits one after the other, each
 * from its lowest card, then, once trumps are named, the trumps together
 * from the low joker to the ace (the left bower among them); before that
 * the jokers come last. */
static guint
sort_key (const FlFlumeState *state,
          FlCard              card)
{
  if (state->bidder != FL_FLUME_NONE && state->phase > FL_FLUME_PHASE_TRUMP &&
      (state->trumps & FL_CARD_SET_BIT (card)))
    return 100 + fl_flume_trump_rank (card, state->trump);
  return card;
}

static void
sort_hand (const FlFlumeState *state,
           FlCard             *cards,
           guint               n)
{
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && sort_key (state, cards[j]) < sort_key (state, cards[j - 1]); j--)
      {
        FlCard t = cards[j];

        cards[j] = cards[j - 1];
        cards[j - 1] = t;
      }
}

/* One short line for a place: its bid or pass while the bidding goes on
 * (B1); the bidder's bid after it, and five-handed the called partner to
 * those who know it (V2, V3). */
static char *
place_status (const FlFlumeState *state,
              guint               viewer,
              guint               seat)
{
  if (state->phase == FL_FLUME_PHASE_BID)
    {
      if (state->bids[seat] == FL_FLUME_PASSED)
        /* Translators: a short line by a player's place at the table: they
         * passed in the bidding (rule B1). */
        return g_strdup (C_("flume status", "Passed"));
      if (state->bids[seat] != 0)
        /* Translators: a short line by a player's place at the table: the
         * points they bid, from 3 to 6 (rule B1). */
        return g_strdup_printf (C_("flume status", "Bid %d"), (int) state->bids[seat]);
      return NULL;
    }

  if (state->bidder == FL_FLUME_NONE)
    return NULL;
  if (seat == state->bidder)
    {
      if (call_made (state) && state->alone)
        /* Translators: a short line by the bidder's place at the table: %d
         * is their bid, from 3 to 6; five-handed, they chose to play alone
         * against the four others (rule V2). */
        return g_strdup_printf (C_("flume status", "Bidder, %d, alone"), (int) state->bid);
      /* Translators: a short line by the bidder's place at the table: %d is
       * their bid, from 3 to 6 (rule B2). */
      return g_strdup_printf (C_("flume status", "Bidder, %d"), (int) state->bid);
    }
  if (five_handed (state) && knows_partner (state, viewer) && state->partner == seat)
    /* Translators: a short line by a player's place at the table,
     * five-handed: they hold the card the bidder called, so they are the
     * bidder's partner for this hand (rule V3). */
    return g_strdup (C_("flume status", "Partner"));
  return NULL;
}

/* What governs the hand: the bidding, or the bid and its trumps (B1, B2). */
static char *
bid_caption (const FlFlumeState *state,
             guint               viewer)
{
  g_autofree char *bidder = NULL;
  const char *trumps;

  if (state->bidder == FL_FLUME_NONE)
    {
      if (state->phase != FL_FLUME_PHASE_BID)
        return NULL;
      /* Translators: the caption of the table during the bidding, before
       * anyone has bid (rule B1). */
      return g_strdup (_("Nobody has bid yet."));
    }

  bidder = seat_name (state->bidder);
  if (state->phase == FL_FLUME_PHASE_BID)
    {
      if (state->bidder == viewer)
        /* Translators: the caption of the table during the bidding; %d is
         * the user's bid, from 3 to 6, the highest so far (rule B1). */
        return g_strdup_printf (_("You bid %d, the highest bid so far."), (int) state->bid);
      /* Translators: the caption of the table during the bidding; %1$s is
       * a player, %2$d their bid, from 3 to 6, the highest so far (rule B1). */
      return g_strdup_printf (_("%1$s bid %2$d, the highest bid so far."), bidder, (int) state->bid);
    }
  if (state->phase == FL_FLUME_PHASE_TRUMP)
    {
      if (state->bidder == viewer)
        /* Translators: the caption of the table once the user won the
         * bidding with %d; they now name trumps (rule B2). */
        return g_strdup_printf (_("You bid %d and name trumps."), (int) state->bid);
      /* Translators: the caption of the table once %1$s won the bidding
       * with %2$d; they now name trumps (rule B2). */
      return g_strdup_printf (_("%1$s bid %2$d and is naming trumps."), bidder, (int) state->bid);
    }

  trumps = fl_suit_name ((FlSuit) state->trump);
  if (state->bidder == viewer)
    /* Translators: the caption of the table for the hand; %1$d is the
     * user's bid, from 3 to 6, %2$s the suit they named, such as “hearts”
     * (rules B1, B2). */
    return g_strdup_printf (_("You bid %1$d; %2$s are trumps."), (int) state->bid, trumps);
  /* Translators: the caption of the table for the hand; %1$s is the
   * bidder, %2$d their bid, from 3 to 6, %3$s the suit they named, such as
   * “hearts” (rules B1, B2). */
  return g_strdup_printf (_("%1$s bid %2$d; %3$s are trumps."), bidder, (int) state->bid, trumps);
}

/* Adds the cards of trick @number, @n_cards of them, each with the place
 * of its player (P1: the leader first, then to the left). */
static FlTableZone *
add_trick (const FlFlumeState *state,
           FlTableView        *view,
           FlZoneKind          kind,
           guint               number,
           guint               n_cards)
{
  FlTableZone *zone = fl_table_view_add_zone (view, kind, -1);
  guint seat = state->leaders[number];

  for (guint i = 0; zone != NULL && i < n_cards; i++, seat = next_seat (state, seat))
    fl_table_zone_add_card (zone, state->tricks[number][i], fl_table_view_find_seat (view, (int) seat));
  return zone;
}

static void
add_zones (const FlFlumeState *state,
           guint               viewer,
           FlTableView        *view)
{
  FlTableZone *zone;

  /* The trick being played, and the one before it (P4). */
  add_trick (state, view, FL_ZONE_TRICK, MIN (state->trick, FL_FLUME_N_TRICKS - 1u),
             state->trick < FL_FLUME_N_TRICKS ? state->n_played : 0);
  if (state->trick > 0 && state->bidder != FL_FLUME_NONE)
    {
      guint number = MIN (state->trick, FL_FLUME_N_TRICKS) - 1u;
      FlFlumeTrickReason reason;
      guint position = fl_flume_trick_winner (state->tricks[number], state->n_players, state->trump, &reason);
      guint winner = state->leaders[number];

      zone = add_trick (state, view, FL_ZONE_LAST_TRICK, number, state->n_players);
      for (guint i = 0; i < position; i++)
        winner = next_seat (state, winner);
      if (zone != NULL)
        zone->winner = fl_table_view_find_seat (view, (int) winner);
    }

  /* D3, X1: the stock, face down with the dealer; what is left of it after
   * the second deal is out of play (X4). */
  zone = fl_table_view_add_zone (view, FL_ZONE_STOCK, fl_table_view_find_seat (view, state->dealer));
  if (zone != NULL)
    zone->n_cards = state->n_stock;

  /* B2: the trumps named. */
  if (state->bidder != FL_FLUME_NONE && state->phase > FL_FLUME_PHASE_TRUMP)
    {
      zone = fl_table_view_add_zone (view, FL_ZONE_CALLED_SUIT, -1);
      if (zone != NULL)
        {
          /* Translators: the name of the zone that shows the trump suit. */
          zone->label = g_strdup (_("Trumps"));
          zone->value = state->trump;
        }
      /* R1: the two jacks that change their rank, named on their faces. */
      /* Translators: on the face of the jack of trumps (rule R1); short. */
      fl_table_view_add_tag (view, fl_flume_right_bower (state->trump), C_("card tag", "Right bower"));
      /* Translators: on the face of the other jack of the trumps' colour,
       * a trump now (rule R1); short. */
      fl_table_view_add_tag (view, fl_flume_left_bower (state->trump), C_("card tag", "Left bower"));
    }

  /* V2: the called card, face up for everyone. */
  if (call_made (state) && state->called != FL_CARD_NONE)
    {
      zone = fl_table_view_add_zone (view, FL_ZONE_PILE, -1);
      if (zone != NULL)
        {
          /* Translators: the name of the zone in the middle of the table
           * that shows the card the bidder called (rule V2). */
          zone->label = g_strdup (C_("flume zone", "Called card"));
          fl_table_zone_add_card (zone, state->called, -1);
        }
    }

  for (guint i = 0; i < view->n_places; i++)
    {
      guint seat = (guint) view->places[i].seat;
      guint n_won = fl_card_set_count (state->won[seat]);

      /* X1: everyone sees how many a player discarded; only the player
       * which. */
      if (state->n_discarded[seat] > 0)
        {
          zone = fl_table_view_add_zone (view, FL_ZONE_PILE, (int) i);
          if (zone != NULL)
            {
              /* Translators: the name of the face-down pile of the cards a
               * player discarded in the second deal (rule X1). */
              zone->label = g_strdup (C_("flume zone", "Discards"));
              if (seat == viewer)
                for (FlCardSet c = state->discards[seat]; c; c &= c - 1)
                  fl_table_zone_add_card (zone, fl_card_set_lowest (c), (int) i);
              zone->n_cards = state->n_discarded[seat];
            }
        }

      if (n_won > 0)
        {
          zone = fl_table_view_add_zone (view, FL_ZONE_WON, (int) i);
          if (zone != NULL)
            zone->n_cards = n_won;
        }
    }
}

void
_fl_flume_describe_table (const void  *observation,
                          int          viewer,
                          FlTableView *view)
{
  const FlFlumeState *state = observation;
  gboolean over = state->phase == FL_FLUME_PHASE_OVER;
  guint n;
  guint seat;

  g_return_if_fail (state != NULL && view != NULL);
  g_return_if_fail (viewer >= 0 && viewer < state->n_players);

  n = state->n_players;
  view->viewer = viewer;

  /* D4: the places in play order, to the left, from the viewer's own. */
  view->n_places = n;
  seat = (guint) viewer;
  for (guint i = 0; i < n; i++, seat = next_seat (state, seat))
    {
      FlTablePlace *place = &view->places[i];

      place->seat = (int) seat;
      place->controller = (int) seat;
      place->side = known_side (state, (guint) viewer, seat);
      place->name = seat_name (seat);
      place->status = place_status (state, (guint) viewer, seat);
      place->dealer = seat == state->dealer;
      place->to_act = !over && state->phase != FL_FLUME_PHASE_HAND_OVER && seat == state->to_act;
      place->n_won = fl_card_set_count (state->won[seat]) / n;
      view->place_score[i] = (gint8) (five_handed (state) ? seat : seat & 1);

      if (seat == (guint) viewer)
        {
          place->face_up = TRUE;
          for (FlCardSet c = state->hands[seat]; c; c &= c - 1)
            place->cards[place->n_cards++] = fl_card_set_lowest (c);
          sort_hand (state, place->cards, place->n_cards);
        }
      else
        /* D3, X3: six cards, one fewer for each card played. */
        place->n_cards = FL_FLUME_HAND_SIZE - fl_card_set_count (state->played[seat]);
    }

  add_zones (state, (guint) viewer, view);

  view->caption = bid_caption (state, (guint) viewer);

  /* G1, G2: the game ends after the hand in which someone reaches 21. */
  if (over)
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game stands once it is
                                                    * over; %d is the number of hands played. */
                                                   "Game over after %d hand",
                                                   "Game over after %d hands",
                                                   state->hand),
                                      (int) state->hand);
  else
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game stands; %1$d is the
                                                    * hand being played, from 1, %2$d the points that
                                                    * end the game. */
                                                   "Hand %1$d · playing to %2$d point",
                                                   "Hand %1$d · playing to %2$d points",
                                                   FL_FLUME_TARGET),
                                      (int) state->hand + (state->phase == FL_FLUME_PHASE_HAND_OVER ? 0 : 1),
                                      FL_FLUME_TARGET);
  view->hand_number = (int) state->hand;

  /* D1, V5: two sides four-handed, five players five-handed. */
  if (five_handed (state))
    {
      view->n_scores = n;
      for (guint s = 0; s < n; s++)
        {
          view->score_names[s] = seat_name (s);
          view->scores[s] = state->totals[s];
        }
    }
  else
    {
      view->n_scores = 2;
      /* Translators: a partnership of two players sitting opposite each
       * other, the subject of sentences such as “%s score 6 points”. */
      view->score_names[0] = g_strdup (C_("side", "Players 1 and 3"));
      /* Translators: a partnership of two players sitting opposite each other. */
      view->score_names[1] = g_strdup (C_("side", "Players 2 and 4"));
      view->scores[0] = state->totals[0];
      view->scores[1] = state->totals[1];
    }
  view->target = FL_FLUME_TARGET;
}

/* What a hand's score summary lists: each of the seven points (S1-S7), a
 * called card found out of play (V4), the hand's score (S8) and the end of
 * the game (G1, G2). The bidding, the second deal, the plays and the
 * tricks score nothing by themselves. */
gboolean
_fl_flume_event_scores (const FlEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  switch ((FlFlumeEventKind) event->kind)
    {
    case FL_FLUME_EVENT_CALLED_OUT:
    case FL_FLUME_EVENT_POINT:
    case FL_FLUME_EVENT_HAND_SCORE:
    case FL_FLUME_EVENT_GAME_OVER:
      return TRUE;
    case FL_FLUME_EVENT_DEAL:
    case FL_FLUME_EVENT_BID:
    case FL_FLUME_EVENT_PASS:
    case FL_FLUME_EVENT_THROWN_IN:
    case FL_FLUME_EVENT_TRUMP:
    case FL_FLUME_EVENT_DISCARD:
    case FL_FLUME_EVENT_REFILL:
    case FL_FLUME_EVENT_CALL:
    case FL_FLUME_EVENT_PLAY:
    case FL_FLUME_EVENT_PARTNER:
    case FL_FLUME_EVENT_TRICK:
    case FL_FLUME_N_EVENTS:
    default:
      return FALSE;
    }
}
