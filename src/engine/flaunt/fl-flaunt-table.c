/* fl-flaunt-table.c: what the Flaunt table shows one player
 *
 * Everything here is read from what one player may see (their
 * observation): their own hand, every count (hands, the stock, each
 * winnings pile, D3, C5), who led and who challenged (C6), a flaunt's
 * cards (T4), the viewer's own sneak or challenge, and the last contest as
 * it was turned up (C2, C3). The rules' secrets are kept here too, so the
 * view of the full state is the view of the observation: a sneak and the
 * challenges stay face down until the reveal (C1, C6), and an unchallenged
 * sneak stays face down forever to all but its leader (C5).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flaunt-table.h"

static char *
seat_name (guint seat)
{
  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), seat + 1);
}

static guint
next_seat (const FlFlauntState *state,
           guint                seat)
{
  return seat + 1 < state->n_players ? seat + 1 : 0;
}

static FlCard
pack_card (guint  copy,
           FlCard standard)
{
  return (FlCard) (copy * FL_FLAUNT_PACK + standard);
}

/**
 * _fl_flaunt_kind_name:
 * @kind: a kind of play
 *
 * Returns: the kind's translated name, lower case, as it stands in a
 *   sentence after “a” (“straight flush”, K1, K5, K6)
 */
const char *
_fl_flaunt_kind_name (FlFlauntKind kind)
{
  switch (kind)
    {
    case FL_FLAUNT_KIND_NONE:
      /* Translators: cards that make no combination (rule K5), as a kind of
       * play; it follows “a” in English sentences. */
      return C_("flaunt kind", "set of odd cards");
    case FL_FLAUNT_KIND_FLUSH:
      /* Translators: a kind of play (rule K1): cards all of one suit, not
       * in sequence; it follows “a” in English sentences. */
      return C_("flaunt kind", "flush");
    case FL_FLAUNT_KIND_STRAIGHT:
      /* Translators: a kind of play (rule K1): cards in sequence, not all of
       * one suit; it follows “a” in English sentences. */
      return C_("flaunt kind", "straight");
    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      /* Translators: a kind of play (rule K1): cards in sequence, all of one
       * suit; it follows “a” in English sentences. */
      return C_("flaunt kind", "straight flush");
    case FL_FLAUNT_KIND_MATCH:
      /* Translators: a kind of play (rule K1): cards all of one rank; it
       * follows “a” in English sentences. */
      return C_("flaunt kind", "match");
    case FL_FLAUNT_KIND_SINGLE:
      /* Translators: a kind of play (rule K6): one card alone; it follows
       * “a” in English sentences. */
      return C_("flaunt kind", "single card");
    case FL_FLAUNT_N_KINDS:
    default:
      return "";
    }
}

/* K6, K1: a hand in rank order, 2 up to the ace, so matches and sequences
 * lie together; within a rank by suit, a card's twin of the second pack
 * beside it. */
static guint
sort_key (FlCard card)
{
  return fl_flaunt_rank (card) * 16 + (guint) fl_flaunt_suit (card) * 2 + (card >= FL_FLAUNT_PACK);
}

static void
list_hand (const FlFlauntCards *hand,
           FlTablePlace        *place)
{
  for (guint copy = 0; copy < 2; copy++)
    for (FlCardSet c = hand->packs[copy] & FL_FLAUNT_PACK_MASK; c; c &= c - 1)
      if (place->n_cards < FL_TABLE_MAX_CARDS)
        place->cards[place->n_cards++] = pack_card (copy, fl_card_set_lowest (c));

  for (guint i = 1; i < place->n_cards; i++)
    for (guint j = i; j > 0 && sort_key (place->cards[j]) < sort_key (place->cards[j - 1]); j--)
      {
        FlCard t = place->cards[j];

        place->cards[j] = place->cards[j - 1];
        place->cards[j - 1] = t;
      }
}

static gboolean
in_play (const FlFlauntState *state)
{
  return state->phase == FL_FLAUNT_PHASE_LEAD || state->phase == FL_FLAUNT_PHASE_CHALLENGE;
}

static gboolean
challenging (const FlFlauntState *state)
{
  return state->phase == FL_FLAUNT_PHASE_CHALLENGE && state->n_plays > 0;
}

/* One short line for a place: while a contest is open, the lead and each
 * decision taken (C6, public); once the stock is empty, a player passed
 * over for holding no cards (T6). */
static char *
place_status (const FlFlauntState *state,
              guint                seat)
{
  if (challenging (state))
    {
      const FlFlauntPlay *lead = &state->plays[0];

      if (seat == lead->seat)
        {
          if (state->face_up)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: a short line by a player's place at
                                                  * the table: they led %u cards face up (rule T4). */
                                                 "Flaunted %u card",
                                                 "Flaunted %u cards",
                                                 lead->n_cards),
                                    (guint) lead->n_cards);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: a short line by a player's place at
                                                * the table: they led %u cards face down (rule T3). */
                                               "Sneaked %u card",
                                               "Sneaked %u cards",
                                               lead->n_cards),
                                  (guint) lead->n_cards);
        }
      if (state->challengers & (1u << seat))
        /* Translators: a short line by a player's place at the table: they
         * challenged the lead (rules C1, C3). */
        return g_strdup (C_("flaunt status", "Challenged"));
      if (state->hand_sizes[seat] < lead->n_cards)
        /* Translators: a short line by a player's place at the table: they
         * hold fewer cards than were led, so they cannot challenge (rule
         * C6). */
        return g_strdup (C_("flaunt status", "Too few cards"));
      if (state->asked & (1u << seat))
        /* Translators: a short line by a player's place at the table: they
         * did not challenge the lead (rule C6). */
        return g_strdup (C_("flaunt status", "Declined"));
      return NULL;
    }

  if (state->phase == FL_FLAUNT_PHASE_LEAD && state->n_stock == 0 && state->hand_sizes[seat] == 0)
    /* Translators: a short line by a player's place at the table: the
     * stock is empty and they hold no cards, so they are passed over
     * (rule T6). */
    return g_strdup (C_("flaunt status", "No cards left"));
  return NULL;
}

/* What governs the play now: the lead (T2, T3, T4, T6), the contest open
 * (C1, C3, C6), the end of a round (G2) or of the game (G1). */
static char *
caption (const FlFlauntState *state,
         guint                viewer)
{
  g_autofree char *name = NULL;

  if (state->phase == FL_FLAUNT_PHASE_OVER)
    {
      guint winner = 0;

      /* G1: the winner; should the winners be unknown, the highest total. */
      if (state->winners != 0)
        winner = (guint) __builtin_ctz (state->winners);
      else
        for (guint s = 1; s < state->n_players; s++)
          if (state->totals[s] > state->totals[winner])
            winner = s;
      if (winner == viewer)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: the caption of the table once the game
                                              * is over; %d is the user's winning total (rule G1). */
                                             "You win the game with %d point.",
                                             "You win the game with %d points.",
                                             (gulong) MAX (state->totals[winner], 0)),
                                (int) state->totals[winner]);
      name = seat_name (winner);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: the caption of the table once the game is
                                            * over; %1$s is the winner, %2$d their total (rule G1). */
                                           "%1$s wins the game with %2$d point.",
                                           "%1$s wins the game with %2$d points.",
                                           (gulong) MAX (state->totals[winner], 0)),
                              name, (int) state->totals[winner]);
    }

  if (state->phase == FL_FLAUNT_PHASE_ROUND_OVER)
    {
      gint32 best = G_MININT32;
      guint n_best = 0;

      for (guint s = 0; s < state->n_players; s++)
        if (state->totals[s] > best)
          best = state->totals[s], n_best = 1;
        else if (state->totals[s] == best)
          n_best++;
      if (best >= (gint32) state->target && n_best > 1)
        /* Translators: the caption of the table after a round; %u is its
         * number, from 1. The target is reached but the highest total is
         * shared, so the game goes on (rule G2). */
        return g_strdup_printf (_("Round %u is over. The highest total is shared, so another round is played."),
                                (guint) state->round);
      /* Translators: the caption of the table after a round; %u is its
       * number, from 1 (rule S1). */
      return g_strdup_printf (_("Round %u is over."), (guint) state->round);
    }

  if (challenging (state))
    {
      const FlFlauntPlay *lead = &state->plays[0];
      guint n = lead->n_cards;
      gboolean deciding = state->to_act == viewer && viewer != lead->seat;

      name = seat_name (lead->seat);
      if (!state->face_up)
        {
          if (lead->seat == viewer)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: the caption of the table; the user
                                                  * led %u cards face down (rules T3, C6). */
                                                 "You sneaked %u card face down; the others decide whether to challenge.",
                                                 "You sneaked %u cards face down; the others decide whether to challenge.",
                                                 n),
                                    n);
          if (deciding)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: the caption of the table; %1$s led
                                                  * %2$u cards face down and the user decides now
                                                  * (rules C1, C6). */
                                                 "%1$s sneaked %2$u card face down: challenge with as many cards face down, or decline.",
                                                 "%1$s sneaked %2$u cards face down: challenge with as many cards face down, or decline.",
                                                 n),
                                    name, n);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: the caption of the table; %1$s led
                                                * %2$u cards face down (rules T3, C6). */
                                               "%1$s sneaked %2$u card face down; the others decide whether to challenge.",
                                               "%1$s sneaked %2$u cards face down; the others decide whether to challenge.",
                                               n),
                                  name, n);
        }

      if (n == 1)
        {
          if (lead->seat == viewer)
            /* Translators: the caption of the table; the user led one card
             * face up (rules T4, C6). */
            return g_strdup (_("You flaunted one card; the others decide whether to challenge."));
          if (deciding)
            /* Translators: the caption of the table; %s led one card face up
             * and the user decides now (rules C3, C6). */
            return g_strdup_printf (_("%s flaunted one card: challenge with one card face up, or decline."), name);
          /* Translators: the caption of the table; %s led one card face up
           * (rules T4, C6). */
          return g_strdup_printf (_("%s flaunted one card; the others decide whether to challenge."), name);
        }
      else
        {
          const char *kind = _fl_flaunt_kind_name (fl_flaunt_classify (lead->cards, n,
                                                                       state->ace_option == FL_FLAUNT_ACE_HIGH));

          if (lead->seat == viewer)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: the caption of the table; the user
                                                  * led %1$u cards face up, which make a %2$s, a kind
                                                  * such as “straight” (rules T4, K1, C6). */
                                                 "You flaunted a %2$s of %1$u card; the others decide whether to challenge.",
                                                 "You flaunted a %2$s of %1$u cards; the others decide whether to challenge.",
                                                 n),
                                    n, kind);
          if (deciding)
            return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 /* Translators: the caption of the table; %1$s led
                                                  * %2$u cards face up, which make a %3$s, a kind such
                                                  * as “straight”; the user decides now (rules C3,
                                                  * C6). */
                                                 "%1$s flaunted a %3$s of %2$u card: challenge with as many cards face up, or decline.",
                                                 "%1$s flaunted a %3$s of %2$u cards: challenge with as many cards face up, or decline.",
                                                 n),
                                    name, n, kind);
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: the caption of the table; %1$s led %2$u
                                                * cards face up, which make a %3$s, a kind such as
                                                * “straight” (rules T4, K1, C6). */
                                               "%1$s flaunted a %3$s of %2$u card; the others decide whether to challenge.",
                                               "%1$s flaunted a %3$s of %2$u cards; the others decide whether to challenge.",
                                               n),
                                  name, n, kind);
        }
    }

  if (state->phase != FL_FLAUNT_PHASE_LEAD || state->leader >= state->n_players)
    return NULL;

  name = seat_name (state->leader);
  if (state->n_stock == 0)
    {
      if (state->leader == viewer)
        /* Translators: the caption of the table when the user leads after
         * the last card was drawn: sneaking is over (rule T6). */
        return g_strdup (_("The stock is empty: you must flaunt, face up."));
      /* Translators: the caption of the table when %s leads after the last
       * card was drawn: sneaking is over (rule T6). */
      return g_strdup_printf (_("The stock is empty: %s must flaunt, face up."), name);
    }
  if (!(state->had_turn & (1u << state->leader)))
    {
      if (state->leader == viewer)
        /* Translators: the caption of the table at the user's first turn of
         * a round, when drawing is all they may do (rule T2). */
        return g_strdup (_("Your first turn of the round: draw the top card of the stock."));
      /* Translators: the caption of the table at %s's first turn of a
       * round, when drawing is all they may do (rule T2). */
      return g_strdup_printf (_("First turn of the round for %s, who must draw."), name);
    }
  if (state->hand_sizes[state->leader] == 0)
    {
      if (state->leader == viewer)
        /* Translators: the caption of the table when the user leads holding
         * no cards while the stock lasts (rule T2). */
        return g_strdup (_("You hold no cards: draw the top card of the stock."));
      /* Translators: the caption of the table when %s leads holding no
       * cards while the stock lasts (rule T2). */
      return g_strdup_printf (_("%s holds no cards and must draw."), name);
    }
  if (state->leader == viewer)
    /* Translators: the caption of the table when the user leads (rules T2,
     * T3, T4). */
    return g_strdup (_("Your lead: draw, sneak cards face down or flaunt them face up."));
  /* Translators: the caption of the table when %s leads (rules T2, T3,
   * T4). */
  return g_strdup_printf (_("%s leads: a draw, a sneak or a flaunt."), name);
}

/* C2, C3, C5: one contest's plays, the lead first, then each challenge in
 * rotation, each card with its player's place; a card the viewer may not
 * see lies face down. */
static FlTableZone *
add_contest (FlTableView        *view,
             FlZoneKind          kind,
             const FlFlauntPlay *plays,
             guint               n_plays,
             gboolean            face_up,
             gboolean            revealed,
             guint               viewer)
{
  FlTableZone *zone = fl_table_view_add_zone (view, kind, -1);

  if (zone == NULL)
    return NULL;

  /* C2: a sneak and its challenges are turned up one after another from
   * the leader's left; C3: the challenges to a flaunt are shown together.
   * K1, C5: the winning play is a whole combination. */
  zone->reveal_together = face_up;
  zone->winner_whole = TRUE;

  for (guint i = 0; i < n_plays; i++)
    {
      const FlFlauntPlay *play = &plays[i];
      int place = fl_table_view_find_seat (view, play->seat);
      /* C6: a challenge is face down until the reveal, a sneak too (C1),
       * a flaunt face up (T4); the player sees their own. C5: an
       * unchallenged sneak is never turned up. */
      gboolean seen = revealed ? (n_plays > 1 || face_up || play->seat == viewer)
                               : ((i == 0 && face_up) || play->seat == viewer);

      for (guint j = 0; j < play->n_cards && j < FL_FLAUNT_MAX_LEAD; j++)
        fl_table_zone_add_card (zone, seen ? play->cards[j] : FL_CARD_NONE, place);
    }
  return zone;
}

static void
add_zones (const FlFlauntState *state,
           guint                viewer,
           FlTableView         *view)
{
  FlTableZone *zone;

  /* The contest being played (C1, C3, C6). */
  zone = add_contest (view, FL_ZONE_TRICK, state->plays, challenging (state) ? state->n_plays : 0,
                      state->face_up, FALSE, viewer);
  if (zone != NULL)
    /* Translators: the name of the zone in the middle of the table where
     * the lead and the challenges to it lie (rules C1 to C3). */
    zone->label = g_strdup (C_("flaunt zone", "Contest"));

  /* The contest before it, as it was turned up, with the winning play's
   * player (C2 to C5). */
  if (state->last_n_plays > 0)
    {
      zone = add_contest (view, FL_ZONE_LAST_TRICK, state->last_plays,
                          MIN (state->last_n_plays, FL_FLAUNT_MAX_PLAYERS), state->last_face_up, TRUE,
                          viewer);
      if (zone != NULL)
        {
          /* Translators: the name of the zone that shows the contest
           * finished before the one being played (rules C2 to C5). */
          zone->label = g_strdup (C_("flaunt zone", "Last contest"));
          if (state->last_winner < state->last_n_plays && state->last_winner < FL_FLAUNT_MAX_PLAYERS)
            zone->winner = fl_table_view_find_seat (view, state->last_plays[state->last_winner].seat);
        }
    }

  /* D3: the stock, face down in reach of everyone. */
  zone = fl_table_view_add_zone (view, FL_ZONE_STOCK, -1);
  if (zone != NULL)
    zone->n_cards = state->n_stock;

  /* C5, E1: each winnings pile, face down; its count is public. */
  for (guint i = 0; i < view->n_places; i++)
    {
      guint seat = (guint) view->places[i].seat;

      if (state->n_won[seat] > 0)
        {
          zone = fl_table_view_add_zone (view, FL_ZONE_WON, (int) i);
          if (zone != NULL)
            zone->n_cards = state->n_won[seat];
        }
    }
}

void
_fl_flaunt_describe_table (const void  *observation,
                           int          viewer,
                           FlTableView *view)
{
  const FlFlauntState *state = observation;
  gboolean over = state != NULL && state->phase == FL_FLAUNT_PHASE_OVER;
  guint n;
  guint seat;

  g_return_if_fail (state != NULL && view != NULL);
  g_return_if_fail (viewer >= 0 && viewer < state->n_players);

  n = state->n_players;
  view->viewer = viewer;

  /* T1: the places in play order, to the left, from the viewer's own. */
  view->n_places = n;
  seat = (guint) viewer;
  for (guint i = 0; i < n; i++, seat = next_seat (state, seat))
    {
      FlTablePlace *place = &view->places[i];

      place->seat = (int) seat;
      place->controller = (int) seat;
      place->side = -1;
      place->name = seat_name (seat);
      place->status = place_status (state, seat);
      place->dealer = seat == state->dealer;
      place->to_act = in_play (state) && seat == state->to_act;
      place->n_won = state->n_won[seat];
      view->place_score[i] = (gint8) seat;

      if (seat == (guint) viewer)
        {
          place->face_up = TRUE;
          list_hand (&state->hands[seat], place);
        }
      else
        place->n_cards = state->hand_sizes[seat];
    }

  add_zones (state, (guint) viewer, view);

  view->caption = caption (state, (guint) viewer);

  /* G1, G2: rounds until someone leads at or past the target alone. */
  if (over)
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game of Flaunt stands once it
                                                    * is over; %u is the number of rounds played. */
                                                   "Game over after %u round",
                                                   "Game over after %u rounds",
                                                   state->round),
                                      (guint) state->round);
  else
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game of Flaunt stands; %1$u
                                                    * is the round being played, from 1, %2$u the
                                                    * points that end the game (rule G1). */
                                                   "Round %1$u · playing to %2$u point",
                                                   "Round %1$u · playing to %2$u points",
                                                   state->target),
                                      (guint) state->round + (state->phase == FL_FLAUNT_PHASE_ROUND_OVER ? 0 : 1),
                                      (guint) state->target);
  view->hand_number = (int) state->round;

  /* S1: every player scores alone. */
  view->n_scores = n;
  for (guint s = 0; s < n; s++)
    {
      view->score_names[s] = seat_name (s);
      view->scores[s] = state->totals[s];
    }
  view->target = state->target;
  /* Rounds of contests, and the cards each player won in this one. */
  view->rounds = TRUE;
  view->won_cards = TRUE;
}
