/* fl-flashpoint-table.c: what the Flashpoint table shows one player
 *
 * Everything here is read from one player's observation
 * (fl-flashpoint-rules.c, flashpoint_observe): their own hand, every card
 * played with who played it, the flashes and commands announced, and the
 * cards a flash showed them (B1: only the declarer's left-hand opponent
 * sees the proof). The other hands are only counted, from the cards
 * played, never read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flashpoint-rules.h"
#include "fl-table.h"

/* The cards @seat played in this hand. */
static FlCardSet
played_by (const FlFlashpointState *state,
           guint                    seat)
{
  FlCardSet set = 0;

  for (guint i = 0; i < state->n_seq && i < FL_FLASHPOINT_N_CARDS; i++)
    if (state->seq_seats[i] == seat)
      set |= FL_CARD_SET_BIT (state->seq_cards[i]);

  return set;
}

/* Adds a zone of @kind with the cards played from sequence position
 * @start to @end, each with the place of its player (P4: one player may
 * add several cards to a trick). */
static FlTableZone *
add_trick (const FlFlashpointState *state,
           FlTableView             *view,
           FlZoneKind               kind,
           guint                    start,
           guint                    end)
{
  FlTableZone *zone = fl_table_view_add_zone (view, kind, -1);

  end = MIN (end, MIN ((guint) state->n_seq, (guint) FL_FLASHPOINT_N_CARDS));
  for (guint i = start; zone != NULL && i < end; i++)
    fl_table_zone_add_card (zone, state->seq_cards[i], fl_table_view_find_seat (view, state->seq_seats[i]));
  return zone;
}

/* The seat that won finished trick @t of this hand (P6). */
static guint
trick_winner_seat (const FlFlashpointState *state,
                   guint                    t)
{
  guint start = state->trick_start[t];
  guint end = MIN ((guint) state->trick_start[t + 1], (guint) FL_FLASHPOINT_N_CARDS);

  if (end <= start)
    return state->seq_seats[MIN (start, FL_FLASHPOINT_N_CARDS - 1u)];

  return state->seq_seats[start + fl_flashpoint_trick_winner (&state->seq_cards[start], end - start, NULL)];
}

/* One short line for a place: the flashes it declared this hand (B1-B7),
 * and a command it asked for or gave in this trick (C1). */
static char *
place_status (const FlFlashpointState *state,
              guint                    seat,
              gboolean                 asks,
              guint                    command)
{
  guint flashes = state->declared[seat];
  guint fours = state->declared_fours[seat];
  g_autofree char *list = NULL;
  g_autofree char *order = NULL;
  int points;

  if (command != 0)
    order = fl_flashpoint_describe_command (command);

  if (flashes == 0 && fours == 0)
    {
      if (asks)
        /* Translators: a short line by a player's place at the table: they
         * are about to lead and asked their partner for a command (rule C1). */
        return g_strdup (C_("flashpoint status", "Asks for a command"));
      if (order != NULL)
        /* Translators: a short line by a player's place at the table: the
         * command they gave their partner for this lead (rule C1); %s is a
         * command such as “Lead a diamond”, quoted as they said it. */
        return g_strdup_printf (C_("flashpoint status", "Commands “%s”"), order);
      return NULL;
    }

  list = fl_flashpoint_describe_flashes (flashes, fours);
  points = fl_flashpoint_flash_points (flashes, fours, state->voids_rule);

  if (asks)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: a short line by a player's place at the
                                          * table; %1$s is a list of the flashes they declared this
                                          * hand, such as “void in clubs, twin flash”, %2$d their
                                          * points; they are now about to lead and asked their
                                          * partner for a command (rule C1). */
                                         "Flashed: %1$s, %2$d point; asks for a command",
                                         "Flashed: %1$s, %2$d points; asks for a command",
                                         (gulong) ABS (points)),
                            list, points);
  if (order != NULL)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: a short line by a player's place at the
                                          * table; %1$s is a list of the flashes they declared this
                                          * hand, such as “void in clubs, twin flash”, %2$d their
                                          * points, %3$s the command they gave their partner for this
                                          * lead, such as “Lead a diamond” (rule C1). */
                                         "Flashed: %1$s, %2$d point; commands “%3$s”",
                                         "Flashed: %1$s, %2$d points; commands “%3$s”",
                                         (gulong) ABS (points)),
                            list, points, order);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a short line by a player's place at the
                                        * table; %1$s is a list of the flashes they declared this
                                        * hand, such as “void in clubs, twin flash”, %2$d their
                                        * points (rule B1). */
                                       "Flashed: %1$s, %2$d point",
                                       "Flashed: %1$s, %2$d points",
                                       (gulong) ABS (points)),
                          list, points);
}

void
_fl_flashpoint_describe_table (const void  *observation,
                               int          viewer,
                               FlTableView *view)
{
  const FlFlashpointState *state = observation;
  gboolean over = state->stage == FL_FLASHPOINT_STAGE_OVER;
  guint n_tricks = MIN ((guint) state->n_tricks, (guint) FL_FLASHPOINT_MAX_TRICKS);
  guint start = state->trick_start[n_tricks];
  guint won[FL_FLASHPOINT_N_SEATS] = { 0 };
  int asker = -1, commander = -1;
  guint command = 0;
  int totals[FL_FLASHPOINT_N_SEATS];

  g_return_if_fail (state != NULL && view != NULL);
  g_return_if_fail (viewer >= 0 && viewer < FL_FLASHPOINT_N_SEATS);

  view->viewer = viewer;

  /* C1: a leader who invited a command waits for it; a command given
   * stands for the lead, and the trick keeps it once led. */
  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      asker = state->to_play;
      commander = (int) fl_flashpoint_partner (state->to_play);
    }
  else if (!over && state->n_seq == start && state->command != 0)
    {
      command = state->command;
      commander = (int) fl_flashpoint_partner (state->to_play);
    }
  else if (!over && state->n_seq > start && state->trick_command[n_tricks] != 0)
    {
      command = state->trick_command[n_tricks];
      commander = (int) fl_flashpoint_partner (state->seq_seats[start]);
    }

  for (guint t = 0; t < n_tricks; t++)
    won[trick_winner_seat (state, t) & 3]++;

  /* T1: four places in play order, to the left, from the viewer's own;
   * partners sit opposite. */
  view->n_places = FL_FLASHPOINT_N_SEATS;
  for (guint i = 0; i < FL_FLASHPOINT_N_SEATS; i++)
    {
      FlTablePlace *place = &view->places[i];
      guint seat = ((guint) viewer + i) & 3;

      place->seat = (int) seat;
      place->controller = (int) seat;
      place->side = (int) fl_flashpoint_side (seat);
      place->name = fl_flashpoint_seat_name (seat);
      place->status = place_status (state, seat, (int) seat == asker,
                                    (int) seat == commander ? command : 0);
      place->dealer = seat == state->dealer;
      place->n_won = won[seat];
      view->place_score[i] = (gint8) place->side;

      if (seat == (guint) viewer)
        {
          FlCardSet cards = state->hands[seat];

          place->face_up = TRUE;
          for (; cards != 0 && place->n_cards < FL_TABLE_MAX_CARDS; cards &= cards - 1)
            place->cards[place->n_cards++] = fl_card_set_lowest (cards);
        }
      else
        {
          place->n_cards = fl_flashpoint_hand_size (state, seat);

          /* B1, B6: the right-hand opponent's flash showed the viewer its
           * proof; the cards of it still in that hand are known. */
          if (fl_flashpoint_left (seat) == (guint) viewer)
            {
              FlCardSet shown = state->shown[seat] & ~played_by (state, seat);

              for (; shown != 0 && place->n_shown < FL_TABLE_MAX_SHOWN; shown &= shown - 1)
                place->shown[place->n_shown++] = fl_card_set_lowest (shown);
            }
        }
    }

  /* The player to act: the one to play or pass, or the partner to name a
   * command (C1). */
  if (!over && state->stage != FL_FLASHPOINT_STAGE_HAND_OVER)
    view->places[((guint) fl_flashpoint_rules.current_seat (state) - (guint) viewer) & 3].to_act = TRUE;

  /* The trick being played, and the one finished before it this hand. */
  add_trick (state, view, FL_ZONE_TRICK, start, state->n_seq);
  if (n_tricks > 0)
    {
      FlTableZone *last = add_trick (state, view, FL_ZONE_LAST_TRICK, state->trick_start[n_tricks - 1], start);

      if (last != NULL)
        last->winner = fl_table_view_find_seat (view, (int) trick_winner_seat (state, n_tricks - 1));
    }

  if (asker >= 0)
    {
      g_autofree char *leader = fl_flashpoint_seat_name ((guint) asker);
      g_autofree char *partner = fl_flashpoint_seat_name ((guint) commander);

      /* Translators: the caption of the table; %1$s is the player about to
       * lead, %2$s their partner, who must now name a command (rule C1). */
      view->caption = g_strdup_printf (_("%1$s asks %2$s for a command."), leader, partner);
    }
  else if (command != 0)
    {
      g_autofree char *who = fl_flashpoint_seat_name ((guint) commander);
      g_autofree char *order = fl_flashpoint_describe_command (command);

      /* Translators: the caption of the table for the whole trick; %1$s is
       * the leader's partner, %2$s the command they gave for the lead, such
       * as “Lead a diamond”, quoted as they said it (rule C1). */
      view->caption = g_strdup_printf (_("%1$s commands “%2$s”."), who, order);
    }

  /* G1: the game ends after the hand in which a side reaches the target. */
  if (over)
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game of Flashpoint stands
                                                    * once it is over; %d is the number of hands
                                                    * played. */
                                                   "Game over after %d hand",
                                                   "Game over after %d hands",
                                                   state->hands_played),
                                      (int) state->hands_played);
  else
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game of Flashpoint stands;
                                                    * %1$d is the hand being played, from 1, %2$d the
                                                    * points that end the game (rule G1). */
                                                   "Hand %1$d · playing to %2$d point",
                                                   "Hand %1$d · playing to %2$d points",
                                                   state->target),
                                      state->hands_played + (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER ? 0 : 1),
                                      (int) state->target);
  view->hand_number = fl_flashpoint_rules.hand_number (state);

  /* The sides' points as the rules count them (G3: with the bonuses once
   * the game is over and the target reached). */
  fl_flashpoint_rules.scores (state, totals);
  view->n_scores = 2;
  for (guint side = 0; side < 2; side++)
    {
      view->score_names[side] = fl_flashpoint_side_name (side);
      view->scores[side] = totals[side];
    }
  view->target = state->target;
}

/* What a hand's score summary lists: flashes (B1-B7, bonuses), each
 * trick's points or damp squib (S1-S3), penalties for a disobeyed command
 * (C2), the hand's totals and the end of the game (G1-G4). Deals, plays,
 * passes, invitations, commands and obeyed commands score nothing. */
gboolean
_fl_flashpoint_event_scores (const FlEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  switch ((FlFlashpointEventKind) event->kind)
    {
    case FL_FLASHPOINT_EVENT_FLASH:
    case FL_FLASHPOINT_EVENT_TRICK:
    case FL_FLASHPOINT_EVENT_PENALTY:
    case FL_FLASHPOINT_EVENT_HAND_OVER:
    case FL_FLASHPOINT_EVENT_GAME_OVER:
      return TRUE;
    case FL_FLASHPOINT_EVENT_DEAL:
    case FL_FLASHPOINT_EVENT_INVITE:
    case FL_FLASHPOINT_EVENT_COMMAND:
    case FL_FLASHPOINT_EVENT_PLAY:
    case FL_FLASHPOINT_EVENT_PASS:
    case FL_FLASHPOINT_EVENT_LEAD_PASSES:
    case FL_FLASHPOINT_EVENT_OBEYED:
    case FL_FLASHPOINT_N_EVENTS:
    default:
      return FALSE;
    }
}

/* Who plays with whom (rules.h): seats 0 and 2 against 1 and 3, known to
 * everyone from the start (rule T1). */
int
_fl_flashpoint_side (const void *observation,
                     int         seat)
{
  return (int) fl_flashpoint_side (seat);
}

/* The cards @seat knows, from its observation (rules.h): its hand, the
 * cards a flash showed it (B1: only the declarer's left-hand opponent sees
 * them, besides the declarer) and every card played this hand. */
void
_fl_flashpoint_known_cards (const void *observation,
                            int         seat,
                            FlCards    *out)
{
  const FlFlashpointState *state = observation;
  FlCardSet known;

  g_return_if_fail (seat >= 0 && seat < FL_FLASHPOINT_N_SEATS);

  known = state->hands[seat] | state->shown[seat];
  for (guint s = 0; s < FL_FLASHPOINT_N_SEATS; s++)
    if (fl_flashpoint_left (s) == (guint) seat)
      known |= state->shown[s];
  for (guint s = 0; s < FL_FLASHPOINT_N_SEATS; s++)
    known |= played_by (state, s);
  *out = fl_cards_from_set (known);
}
