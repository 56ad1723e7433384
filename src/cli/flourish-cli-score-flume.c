/* flourish-cli-score-flume.c: flourish-cli score flume: the seven points of
 * a hand played out
 *
 * The hand is given as its six tricks in play order, the leader of the
 * first, the trump suit, the bid and the bidder (five-handed also the
 * holder of the called card, or that the bidder played alone). Each card's player follows from the tricks: the winner of a
 * trick leads the next. The play is then made again on the engine, so the
 * points, their sentences and the scores are the game's own, and a card
 * that breaks a rule of play (P2) is refused with the game's explanation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "fl-engine.h"
#include "flourish-cli-private.h"

typedef struct
{
  guint  n_players;
  guint  trump;
  guint  bid;
  guint  bidder;
  guint  leader;
  int    partner;                 /* five-handed; -1 alone */
  FlCard tricks[FL_FLUME_N_TRICKS][FL_FLUME_MAX_PLAYERS];
} FlumeHand;

/* The id and the rule label of each point (S1-S6). */
static const struct
{
  const char *id;
  const char *rule;
} point_names[] = {
  [FL_FLUME_POINT_HIGH] = { "high", "S1" },
  [FL_FLUME_POINT_LOW] = { "low", "S2" },
  [FL_FLUME_POINT_RIGHT_BOWER] = { "right-bower", "S3" },
  [FL_FLUME_POINT_LEFT_BOWER] = { "left-bower", "S4" },
  [FL_FLUME_POINT_JOKER] = { "joker", "S5" },
  [FL_FLUME_POINT_GAME] = { "game", "S6" },
  [FL_FLUME_POINT_GAME_TIED] = { "game-tied", "S6" },
};

static gboolean
parse_seat (const char  *text,
            const char  *what,
            guint        n_players,
            guint       *seat,
            GError     **error)
{
  guint64 value;

  if (!parse_u64 (text, what, G_MAXUINT32, &value, error))
    return FALSE;
  if (value >= n_players)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %1$s is an option such as --bidder, %2$u the last seat (3 or 4). */
                   _("%1$s takes a seat from 0 to %2$u."), what, n_players - 1);
      return FALSE;
    }
  *seat = (guint) value;
  return TRUE;
}

static gboolean
parse_suit (const char  *text,
            guint       *suit,
            GError     **error)
{
  static const char letters[] = "CDHS";   /* in FlSuit order */
  const char *at;

  if (text != NULL && strlen (text) == 1 && (at = strchr (letters, g_ascii_toupper (text[0]))) != NULL)
    {
      *suit = (guint) (at - letters);
      return TRUE;
    }
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--trump takes the trump suit: C, D, H or S."));
  return FALSE;
}

/* "QD 8D 10D 5D|10S 9C QS 5S|…": six tricks of four or five cards. */
static gboolean
parse_tricks (const char  *text,
              FlumeHand   *hand,
              GError     **error)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);
  g_auto(GStrv) tricks = g_strsplit (text ? text : "", "|", -1);
  FlCardSet seen = 0;

  hand->n_players = 0;
  if (g_strv_length (tricks) != FL_FLUME_N_TRICKS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--tricks takes the six tricks in play order, separated by “|”, e.g. \"QD 8D 10D 5D|10S 9C QS 5S|…\"."));
      return FALSE;
    }

  for (guint t = 0; t < FL_FLUME_N_TRICKS; t++)
    {
      g_auto(GStrv) words = g_strsplit_set (tricks[t], " ,\t", -1);
      guint n = 0;

      for (guint i = 0; words[i] != NULL; i++)
        {
          g_autofree char *code = g_ascii_strup (words[i], -1);
          FlCard card;

          if (code[0] == '\0')
            continue;
          card = fl_deck_lookup (deck, code);
          if (card == FL_CARD_NONE)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           /* Translators: %s is what was given; keep the card notation as it is. */
                           _("“%s” is not a Flume card: write the rank A, K, Q, J, 10, 9, 8, 7, 6, 5 or 2 and then the suit C, D, H or S (e.g. JD or 10H), or JKH and JKL for the high and the low joker."),
                           words[i]);
              return FALSE;
            }
          if (seen & FL_CARD_SET_BIT (card))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           /* Translators: %s is a card as the user wrote it. */
                           _("%s appears twice; the pack has one of each card."), words[i]);
              return FALSE;
            }
          seen |= FL_CARD_SET_BIT (card);
          if (n < FL_FLUME_MAX_PLAYERS)
            hand->tricks[t][n] = card;
          n++;
        }

      if (t == 0)
        hand->n_players = n;
      if (n != hand->n_players || n < 4 || n > FL_FLUME_MAX_PLAYERS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("Each trick holds one card from each player: four cards in every trick, or five in every trick five-handed."));
          return FALSE;
        }
    }

  return TRUE;
}

/* The hand about to be played: every seat holds the cards it plays, the
 * seat after the dealer leads (P1), the bid and trumps are made and, five-
 * handed, the partner is known from the call (V2, V3). */
static void
set_up_play (const FlumeHand *hand,
             FlFlumeState    *state)
{
  guint leader = hand->leader;

  memset (state, 0, sizeof *state);
  memset (state->stock, FL_CARD_NONE, sizeof state->stock);
  memset (state->tricks, FL_CARD_NONE, sizeof state->tricks);
  state->n_players = (guint8) hand->n_players;
  state->leader_option = FL_FLUME_LEADER_DEALER_LEFT;
  state->discards_option = FL_FLUME_DISCARDS_NON_TRUMPS;
  state->viewer = FL_FLUME_FULL_VIEW;
  state->dealer = (guint8) ((leader + hand->n_players - 1) % hand->n_players);
  state->bid = (guint8) hand->bid;
  state->bidder = (guint8) hand->bidder;
  state->bids[hand->bidder] = (guint8) hand->bid;
  state->trump = (guint8) hand->trump;
  state->trumps = fl_flume_trump_cards (hand->trump);
  state->called = FL_CARD_NONE;
  state->partner = FL_FLUME_NONE;
  if (hand->n_players == FL_FLUME_MAX_PLAYERS)
    {
      state->alone = hand->partner < 0;
      if (hand->partner >= 0)
        state->partner = (guint8) hand->partner;
    }

  for (guint t = 0; t < FL_FLUME_N_TRICKS; t++)
    {
      FlFlumeTrickReason reason;

      for (guint i = 0; i < hand->n_players; i++)
        state->hands[(leader + i) % hand->n_players] |= FL_CARD_SET_BIT (hand->tricks[t][i]);
      leader = (leader + fl_flume_trick_winner (hand->tricks[t], hand->n_players, hand->trump, &reason)) %
               hand->n_players;
    }

  state->phase = FL_FLUME_PHASE_PLAY;
  state->to_act = (guint8) hand->leader;
}

static void
add_event_text (JsonBuilder   *builder,
                const FlEvent *event)
{
  g_autofree char *text = fl_flume_rules.describe_event (event, -1);

  add_string (builder, "explanation", text);
}

static void
add_trick (JsonBuilder   *builder,
           const FlEvent *event)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);
  FlCardSet cards = 0;

  json_builder_begin_object (builder);
  add_int (builder, "number", event->values[1]);
  add_int (builder, "leader", event->values[0]);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < event->n_cards; i++)
    {
      json_builder_add_string_value (builder, deck->cards[event->cards[i]].code);
      cards |= FL_CARD_SET_BIT (event->cards[i]);
    }
  json_builder_end_array (builder);
  add_int (builder, "winner", event->seat);
  add_int (builder, "card-points", fl_flume_card_points (cards));
  add_string (builder, "rule", "P4");
  add_event_text (builder, event);
  json_builder_end_object (builder);
}

static void
add_point (JsonBuilder   *builder,
           const FlEvent *event)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);

  json_builder_begin_object (builder);
  add_string (builder, "point", point_names[event->reason].id);
  add_string (builder, "card", event->n_cards > 0 ? deck->cards[event->cards[0]].code : NULL);
  json_builder_set_member_name (builder, "seat");
  if (event->seat >= 0)
    json_builder_add_int_value (builder, event->seat);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "side");
  if (event->values[0] >= 0)
    json_builder_add_int_value (builder, event->values[0]);
  else
    json_builder_add_null_value (builder);
  add_string (builder, "rule", point_names[event->reason].rule);
  add_event_text (builder, event);
  json_builder_end_object (builder);
}

/* Each side: its seats, whether it bid, its card points (S6), the points
 * it took and its score (S8). */
static void
add_sides (JsonBuilder        *builder,
           const FlFlumeState *state,
           const FlEvent      *game,
           const FlEvent      *score)
{
  int bidding = fl_flume_seat_side (state, state->bidder);

  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (int side = 0; side < 2; side++)
    {
      int at = side == bidding ? 1 : 2;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint s = 0; s < state->n_players; s++)
        if (fl_flume_seat_side (state, s) == side)
          json_builder_add_int_value (builder, s);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "bidding");
      json_builder_add_boolean_value (builder, side == bidding);
      add_int (builder, "card-points", game->values[at]);
      add_int (builder, "points", score->values[at]);
      add_int (builder, "score", score->values[at + 2]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static int
score_hand (const FlumeHand *hand)
{
  const FlRules *rules = &fl_flume_rules;
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree FlEvents *events = g_new0 (FlEvents, 1);
  g_autoptr(GPtrArray) tricks = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func (g_free);
  g_autofree FlEvent *game = NULL;
  g_autofree FlEvent *score = NULL;
  FlFlumeState state;

  set_up_play (hand, &state);

  for (guint t = 0; t < FL_FLUME_N_TRICKS; t++)
    for (guint i = 0; i < hand->n_players; i++)
      {
        FlAction action;
        FlIllegal why;

        fl_action_init (&action, FL_ACTION_PLAY, rules->current_seat (&state));
        action.cards[action.n_cards++] = hand->tricks[t][i];
        if (!rules->check_action (&state, &action, &why))
          {
            g_autofree char *reason = rules->explain_illegal (&state, &why);
            g_autofree char *message =
              /* Translators: %1$s is a card code such as 10H, %2$u the trick's number, %3$s why the card may not be played there. */
              g_strdup_printf (_("%1$s cannot be played in trick %2$u: %3$s"),
                               deck->cards[hand->tricks[t][i]].code, t + 1, reason);

            return fail_usage (message);
          }

        events->n_events = 0;
        rules->apply (&state, &action, events);
        for (guint e = 0; e < events->n_events; e++)
          {
            const FlEvent *event = &events->events[e];
            FlEvent *copy = g_memdup2 (event, sizeof *event);

            if (event->kind == FL_FLUME_EVENT_TRICK)
              g_ptr_array_add (tricks, copy);
            else if (event->kind == FL_FLUME_EVENT_POINT)
              {
                g_ptr_array_add (points, copy);
                if (event->reason == FL_FLUME_POINT_GAME || event->reason == FL_FLUME_POINT_GAME_TIED)
                  game = g_memdup2 (event, sizeof *event);
              }
            else if (event->kind == FL_FLUME_EVENT_HAND_SCORE)
              score = copy;
            else
              g_free (copy);
          }
      }
  g_assert (game != NULL && score != NULL);

  json_builder_begin_object (builder);
  add_string (builder, "game", "flume");
  add_int (builder, "players", hand->n_players);
  add_string (builder, "trump", (const char[]) { "CDHS"[hand->trump], '\0' });
  add_int (builder, "bid", hand->bid);
  add_int (builder, "bidder", hand->bidder);
  json_builder_set_member_name (builder, "partner");
  if (score->values[5] >= 0)
    json_builder_add_int_value (builder, score->values[5]);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "tricks");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tricks->len; i++)
    add_trick (builder, g_ptr_array_index (tricks, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_array (builder);
  for (guint i = 0; i < points->len; i++)
    add_point (builder, g_ptr_array_index (points, i));
  json_builder_end_array (builder);
  add_sides (builder, &state, game, score);
  json_builder_set_member_name (builder, "bid-made");
  json_builder_add_boolean_value (builder, score->reason == FL_FLUME_SCORE_MADE);
  add_string (builder, "rule", "S8");
  add_event_text (builder, score);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

int
score_flume (const char *tricks_text,
             const char *trump_text,
             const char *bid_text,
             const char *bidder_text,
             const char *leader_text,
             const char *holder_text,
             gboolean    alone)
{
  g_autoptr(GError) error = NULL;
  FlumeHand hand = { 0 };
  guint64 bid = 0;

  if (trump_text == NULL || bid_text == NULL || bidder_text == NULL || tricks_text == NULL)
    return fail_usage (_("Give the hand with --trump, --bid, --bidder and --tricks (see --help)."));

  if (!parse_tricks (tricks_text, &hand, &error) ||
      !parse_suit (trump_text, &hand.trump, &error) ||
      !parse_u64 (bid_text, "--bid", G_MAXUINT32, &bid, &error) ||
      !parse_seat (bidder_text, "--bidder", hand.n_players, &hand.bidder, &error) ||
      (leader_text && !parse_seat (leader_text, "--leader", hand.n_players, &hand.leader, &error)))
    return usage_error (error);
  if (bid < FL_FLUME_MIN_BID || bid > FL_FLUME_MAX_BID)
    return fail_usage (_("--bid takes a bid from 3 to 6."));
  hand.bid = (guint) bid;
  if (leader_text == NULL)
    hand.leader = 1;

  hand.partner = -1;
  if (hand.n_players == FL_FLUME_MAX_PLAYERS)
    {
      guint holder;

      if ((holder_text == NULL) == !alone)
        return fail_usage (_("Five-handed, say who held the called card with --holder SEAT, or that the bidder played alone with --alone."));
      if (holder_text != NULL)
        {
          if (!parse_seat (holder_text, "--holder", hand.n_players, &holder, &error))
            return usage_error (error);
          if (holder == hand.bidder)
            return fail_usage (_("The bidder cannot hold the card they called: give another seat, or --alone."));
          hand.partner = (int) holder;
        }
    }
  else if (holder_text != NULL || alone)
    return fail_usage (_("--holder and --alone are only for five-handed hands: four-handed, partners sit opposite."));

  return score_hand (&hand);
}
