/* fl-flunk-table.c: what the Flunk table shows one player
 *
 * Everything here is read from one player's observation (fl-flunk-rules.c,
 * flunk_observe): their own hand, the dummy, which lies face up from the
 * deal on (seeds/flunk.md F4), and every card played. The other two hands
 * are only counted, from the tricks played, never read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flunk-rules.h"
#include "fl-table.h"

/* The cards a hand still holds, counted from the tricks (hand_size in
 * fl-flunk-rules.c): every hand starts with 13 (F3) and gives one card to
 * each trick (F11). */
static guint
cards_left (const FlFlunkState *state,
            guint               hand)
{
  guint size;

  if (state->phase == FL_FLUNK_PHASE_OVER || state->trick >= FL_FLUNK_N_TRICKS)
    return 0;

  size = FL_FLUNK_N_TRICKS - state->trick;
  for (guint i = 0, h = state->leaders[state->trick]; i < state->n_played; i++, h = fl_flunk_next_hand (state, h))
    if (h == hand)
      size--;

  return size;
}

/* The place index of each hand, from the places' seats. */
static int
place_of_hand (const FlTableView *view,
               guint              hand)
{
  return fl_table_view_find_seat (view, hand == FL_FLUNK_DUMMY ? -1 : (int) hand);
}

/* Adds a zone of @kind with the @n_cards first cards of trick number
 * @number, led by leaders[@number] and going round in play order (F11). */
static FlTableZone *
add_trick (const FlFlunkState *state,
           FlTableView        *view,
           FlZoneKind          kind,
           guint               number,
           guint               n_cards)
{
  FlTableZone *zone = fl_table_view_add_zone (view, kind, -1);
  guint hand = state->leaders[number];

  for (guint i = 0; zone != NULL && i < n_cards; i++)
    {
      fl_table_zone_add_card (zone, state->played[number][i], place_of_hand (view, hand));
      hand = fl_flunk_next_hand (state, hand);
    }
  return zone;
}

/* The dealer's contract and how the declarer stands against it (F17: own
 * hand and dummy together; S8, S9: for Dump, the dump-suit cards taken). */
static char *
contract_status (const FlFlunkState *state)
{
  g_autofree char *contract = fl_flunk_describe_contract (state->type, state->bid, state->suit);
  guint tricks = fl_flunk_declarer_tricks (state);

  if (state->type == FL_FLUNK_DUMP)
    {
      FlCardSet taken = state->won[state->dealer] | state->won[FL_FLUNK_DUMMY];
      guint dump_cards = fl_card_set_count (taken & FL_STD_SUIT_MASK (state->suit & 3));

      if (dump_cards == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: a short line by the declarer's place at the
                                              * table; %1$s is a Dump contract such as “Dump hearts”, %2$u
                                              * the tricks the declarer and the dummy have won, none of
                                              * them holding a card of the suit named. */
                                             "%1$s: %2$u trick won, with no card of the dump suit",
                                             "%1$s: %2$u tricks won, with no card of the dump suit",
                                             tricks),
                                contract, tricks);

      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: a short line by the declarer's place at the
                                            * table; %1$s is a Dump contract such as “Dump hearts”, %2$u
                                            * the cards of the suit named in the tricks the declarer and
                                            * the dummy have taken. */
                                           "%1$s: %2$u card of the dump suit taken",
                                           "%1$s: %2$u cards of the dump suit taken",
                                           dump_cards),
                              contract, dump_cards);
    }

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: a short line by the declarer's place at the
                                        * table; %1$s is a contract such as “High 9 with hearts as
                                        * trumps”, %2$u the tricks the declarer and the dummy have
                                        * won so far, %3$u the tricks the contract asks for
                                        * exactly (“High 8: 9 tricks won, exactly 8 needed”). */
                                       "%1$s: %2$u trick won, exactly %3$u needed",
                                       "%1$s: %2$u tricks won, exactly %3$u needed",
                                       tricks),
                          contract, tricks, (guint) state->bid);
}

/* What governs the play: who is choosing a contract (F6), or the contract
 * and its trumps (F7-F9); said to the dealer when @viewer deals. */
static char *
contract_caption (const FlFlunkState *state,
                  int                 viewer)
{
  g_autofree char *dealer = fl_flunk_hand_name (state, state->dealer);
  gboolean yours = viewer == (int) state->dealer;

  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    {
      if (yours)
        /* Translators: the caption of the table while the user, who deals,
         * looks at their hand and the dummy and chooses the contract. */
        return g_strdup (_("You are choosing a contract."));
      /* Translators: the caption of the table while the dealer, %s, looks at
       * their hand and the dummy and chooses the contract. */
      return g_strdup_printf (_("%s is choosing a contract."), dealer);
    }

  if (state->type == FL_FLUNK_DUMP && yours)
    {
      switch (state->suit)
        {
        case FL_SUIT_CLUBS:
          /* Translators: the caption of the table during the user's Dump
           * contract. A Dump is played without trumps (rule F9). */
          return g_strdup (_("You declared Dump clubs: there are no trumps, and you want to take no club."));
        case FL_SUIT_DIAMONDS:
          /* Translators: the caption of the table during the user's Dump
           * contract. A Dump is played without trumps (rule F9). */
          return g_strdup (_("You declared Dump diamonds: there are no trumps, and you want to take no diamond."));
        case FL_SUIT_HEARTS:
          /* Translators: the caption of the table during the user's Dump
           * contract. A Dump is played without trumps (rule F9). */
          return g_strdup (_("You declared Dump hearts: there are no trumps, and you want to take no heart."));
        default:
          /* Translators: the caption of the table during the user's Dump
           * contract. A Dump is played without trumps (rule F9). */
          return g_strdup (_("You declared Dump spades: there are no trumps, and you want to take no spade."));
        }
    }
  if (state->type == FL_FLUNK_DUMP)
    {
      switch (state->suit)
        {
        case FL_SUIT_CLUBS:
          /* Translators: the caption of the table during a Dump contract; %s
           * is the dealer. A Dump is played without trumps (rule F9). */
          return g_strdup_printf (_("%s declared Dump clubs: there are no trumps, and the declarer wants to take no club."),
                                  dealer);
        case FL_SUIT_DIAMONDS:
          /* Translators: the caption of the table during a Dump contract; %s
           * is the dealer. A Dump is played without trumps (rule F9). */
          return g_strdup_printf (_("%s declared Dump diamonds: there are no trumps, and the declarer wants to take no diamond."),
                                  dealer);
        case FL_SUIT_HEARTS:
          /* Translators: the caption of the table during a Dump contract; %s
           * is the dealer. A Dump is played without trumps (rule F9). */
          return g_strdup_printf (_("%s declared Dump hearts: there are no trumps, and the declarer wants to take no heart."),
                                  dealer);
        default:
          /* Translators: the caption of the table during a Dump contract; %s
           * is the dealer. A Dump is played without trumps (rule F9). */
          return g_strdup_printf (_("%s declared Dump spades: there are no trumps, and the declarer wants to take no spade."),
                                  dealer);
        }
    }
  else
    {
      g_autofree char *contract = fl_flunk_describe_contract (state->type, state->bid, state->suit);

      if (yours)
        /* Translators: the caption of the table during the user's
         * contract; %s is the contract, which names the trumps, such as
         * “High 9 with hearts as trumps” or “Low 3 at no trump”. */
        return g_strdup_printf (_("You declared %s."), contract);
      /* Translators: the caption of the table during the play; %1$s is the
       * dealer, %2$s their contract, which names the trumps, such as “High 9
       * with hearts as trumps” or “Low 3 at no trump”. */
      return g_strdup_printf (_("%1$s declared %2$s."), dealer, contract);
    }
}

void
_fl_flunk_describe_table (const void  *observation,
                          int          viewer,
                          FlTableView *view)
{
  const FlFlunkState *state = observation;
  gboolean over = state->phase == FL_FLUNK_PHASE_OVER;
  guint hand;

  g_return_if_fail (state != NULL && view != NULL);
  g_return_if_fail (viewer >= 0 && viewer < FL_FLUNK_N_PLAYERS);

  view->viewer = viewer;

  /* F11: the places in play order from the viewer's own; the dummy comes
   * between the dealer's left and right, so it sits opposite the dealer. */
  view->n_places = FL_FLUNK_N_HANDS;
  hand = (guint) viewer;
  for (guint i = 0; i < FL_FLUNK_N_HANDS; i++, hand = fl_flunk_next_hand (state, hand))
    {
      FlTablePlace *place = &view->places[i];
      gboolean dummy = hand == FL_FLUNK_DUMMY;

      place->seat = dummy ? -1 : (int) hand;
      /* F14: the dealer plays the dummy. */
      place->controller = (int) fl_flunk_hand_owner (state, hand);
      place->side = -1;
      place->dealer = !dummy && hand == state->dealer;
      place->n_won = state->tricks_won[hand];
      view->place_score[i] = (gint8) place->seat;

      if (dummy)
        {
          g_autofree char *dealer = fl_flunk_hand_name (state, state->dealer);

          /* Translators: the name by the dummy's place at the table, the
           * fourth hand, which the dealer plays. */
          place->name = g_strdup (C_("place", "Dummy"));
          /* Translators: a short line by the dummy's place at the table; %s
           * is the dealer, who plays the dummy's cards (rule F14). */
          place->status = g_strdup_printf (C_("flunk status", "Played by %s"), dealer);
        }
      else
        place->name = fl_flunk_hand_name (state, hand);

      if (place->dealer && state->phase != FL_FLUNK_PHASE_DECLARE)
        place->status = contract_status (state);

      /* F4: the dummy is face up for everyone from the deal on; each
       * player sees their own hand. */
      if (dummy || hand == (guint) viewer)
        {
          FlCardSet cards = state->hands[hand];

          place->face_up = TRUE;
          for (; cards != 0 && place->n_cards < FL_TABLE_MAX_CARDS; cards &= cards - 1)
            place->cards[place->n_cards++] = fl_card_set_lowest (cards);
        }
      else
        place->n_cards = cards_left (state, hand);
    }

  /* F6: the dealer declares; then the hand to play, the dummy's own place
   * when it is the dummy's turn (F14). */
  if (state->phase == FL_FLUNK_PHASE_DECLARE)
    view->places[place_of_hand (view, state->dealer)].to_act = TRUE;
  else if (state->phase == FL_FLUNK_PHASE_PLAY)
    view->places[place_of_hand (view, state->to_play)].to_act = TRUE;

  /* The trick being played, and the one finished before it in this deal
   * (a new deal starts with none, F5). */
  add_trick (state, view, FL_ZONE_TRICK, MIN (state->trick, FL_FLUNK_N_TRICKS - 1u),
             state->trick < FL_FLUNK_N_TRICKS ? state->n_played : 0);
  if (state->phase != FL_FLUNK_PHASE_DECLARE && state->trick > 0)
    {
      guint number = MIN (state->trick, FL_FLUNK_N_TRICKS) - 1u;
      guint trump = state->type == FL_FLUNK_DUMP ? FL_FLUNK_NO_TRUMP : state->suit;
      guint position = fl_flunk_trick_winner (state->played[number], trump, NULL);
      guint winner = state->leaders[number];
      FlTableZone *last = add_trick (state, view, FL_ZONE_LAST_TRICK, number, 4);

      for (guint i = 0; i < position; i++)
        winner = fl_flunk_next_hand (state, winner);
      if (last != NULL)
        last->winner = place_of_hand (view, winner);
    }

  if (!over)
    view->caption = contract_caption (state, viewer);

  /* R1: a rubber is a fixed number of deals. */
  if (over)
    view->progress = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: where a game of Flunk stands once
                                                    * it is over; %d is the number of deals played. */
                                                   "Rubber over after %d deal",
                                                   "Rubber over after %d deals",
                                                   state->n_deals),
                                      (int) state->n_deals);
  else
    /* Translators: where a game of Flunk stands: %1$d is the deal being
     * played, from 1, %2$d the number of deals in the rubber. */
    view->progress = g_strdup_printf (C_("progress", "Deal %1$d of %2$d"),
                                      state->deal + (state->phase == FL_FLUNK_PHASE_HAND_OVER ? 0 : 1),
                                      (int) state->n_deals);
  view->hand_number = fl_flunk_rules.hand_number (state);

  /* R2: each player's total; the rubber ends after its deals, not at a
   * target. */
  view->n_scores = FL_FLUNK_N_PLAYERS;
  fl_flunk_rules.scores (state, view->scores);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    view->score_names[s] = fl_flunk_hand_name (state, s);
  view->target = 0;
}

/* What a deal's score summary lists: the declarer's score (S1-S10), the
 * opponents' under the penalties house rule, and the end of the rubber
 * with its totals (R2, R3). Tricks score nothing by themselves in Flunk,
 * and deals, contracts and plays are not scores. */
gboolean
_fl_flunk_event_scores (const FlEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  switch ((FlFlunkEventKind) event->kind)
    {
    case FL_FLUNK_EVENT_SCORE:
    case FL_FLUNK_EVENT_OPPONENTS:
    case FL_FLUNK_EVENT_GAME_OVER:
      return TRUE;
    case FL_FLUNK_EVENT_DEAL:
    case FL_FLUNK_EVENT_CONTRACT:
    case FL_FLUNK_EVENT_PLAY:
    case FL_FLUNK_EVENT_TRICK:
    case FL_FLUNK_N_EVENTS:
    default:
      return FALSE;
    }
}

/* The cards @seat knows, from its observation (rules.h): its hand, the
 * dummy, face up from the deal (F4), and every card played this deal. */
void
_fl_flunk_known_cards (const void *observation,
                       int         seat,
                       FlCards    *out)
{
  const FlFlunkState *state = observation;
  FlCardSet known;

  g_return_if_fail (seat >= 0 && seat < FL_FLUNK_N_PLAYERS);

  known = state->hands[seat] | state->hands[FL_FLUNK_DUMMY];
  for (guint hand = 0; hand < FL_FLUNK_N_HANDS; hand++)
    known |= state->won[hand];
  for (guint i = 0; i < state->n_played && state->trick < FL_FLUNK_N_TRICKS; i++)
    known |= FL_CARD_SET_BIT (state->played[state->trick][i]);
  *out = fl_cards_from_set (known);
}
