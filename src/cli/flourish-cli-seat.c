/* flourish-cli-seat.c: a game as one seat was told it (replay --seat)
 *
 * Everything printed here is made from what the seat may know: the events
 * of each move as fl_game_see_last_events() tells them to the seat, and
 * the table as fl_game_describe_table() draws it from the seat's own
 * observation. Anyone can read off what a seat learned, and when.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "flourish-cli-private.h"
#include "fl-engine.h"

/* A card's record code, or null for a card the seat may not see. */
static void
add_card (JsonBuilder  *builder,
          const FlDeck *deck,
          FlCard        card)
{
  const FlCardDesc *desc = card != FL_CARD_NONE ? fl_deck_card (deck, card) : NULL;

  if (desc != NULL)
    json_builder_add_string_value (builder, desc->code);
  else
    json_builder_add_null_value (builder);
}

static void
add_cards (JsonBuilder  *builder,
           const char   *member,
           const FlDeck *deck,
           const FlCard *cards,
           guint         n_cards)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    add_card (builder, deck, cards[i]);
  json_builder_end_array (builder);
}

static void
add_bool (JsonBuilder *builder,
          const char  *member,
          gboolean     value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, value);
}

static void
add_zone (JsonBuilder       *builder,
          const FlDeck      *deck,
          const FlTableZone *zone)
{
  static const char *const kinds[] = {
    "trick", "last-trick", "stock", "discard", "pile", "won", "called-suit", "direction", "penalty",
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (kinds) == FL_N_ZONE_KINDS);

  json_builder_begin_object (builder);
  add_string (builder, "kind", zone->kind >= 0 && zone->kind < FL_N_ZONE_KINDS ? kinds[zone->kind] : NULL);
  add_int (builder, "place", zone->place);
  add_string (builder, "label", zone->label);
  add_int (builder, "n-cards", zone->n_cards);
  add_cards (builder, "cards", deck, zone->cards, MIN (zone->n_listed, FL_TABLE_MAX_ZONE_CARDS));
  json_builder_set_member_name (builder, "places");
  json_builder_begin_array (builder);
  for (guint i = 0; i < zone->n_listed && i < FL_TABLE_MAX_ZONE_CARDS; i++)
    json_builder_add_int_value (builder, zone->places[i]);
  json_builder_end_array (builder);
  add_int (builder, "winner", zone->winner);
  add_int (builder, "value", zone->value);
  json_builder_end_object (builder);
}

static void
add_place (JsonBuilder        *builder,
           const FlDeck       *deck,
           const FlTablePlace *place)
{
  json_builder_begin_object (builder);
  add_string (builder, "name", place->name);
  add_string (builder, "status", place->status);
  add_int (builder, "seat", place->seat);
  add_int (builder, "controller", place->controller);
  add_int (builder, "side", place->side);
  add_bool (builder, "dealer", place->dealer);
  add_bool (builder, "to-act", place->to_act);
  add_bool (builder, "face-up", place->face_up);
  add_int (builder, "n-cards", place->n_cards);
  if (place->face_up)
    add_cards (builder, "cards", deck, place->cards, MIN (place->n_cards, FL_TABLE_MAX_CARDS));
  add_int (builder, "n-won", place->n_won);
  add_cards (builder, "shown", deck, place->shown, MIN (place->n_shown, FL_TABLE_MAX_SHOWN));
  json_builder_end_object (builder);
}

/* What @viewer sees of the table of @game now. */
static void
add_table (JsonBuilder *builder,
           FlGame      *game,
           int          viewer)
{
  const FlDeck *deck = fl_deck_get (fl_game_get_rules (game)->deck);
  FlTableView view;

  fl_game_describe_table (game, viewer, &view);
  json_builder_set_member_name (builder, "table");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "places");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view.n_places; i++)
    add_place (builder, deck, &view.places[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "zones");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view.n_zones; i++)
    add_zone (builder, deck, &view.zones[i]);
  json_builder_end_array (builder);
  add_string (builder, "caption", view.caption);
  add_string (builder, "progress", view.progress);
  add_int (builder, "hand", view.hand_number);
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint i = 0; i < view.n_scores; i++)
    {
      json_builder_begin_object (builder);
      add_string (builder, "name", view.score_names[i]);
      add_int (builder, "score", view.scores[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_int (builder, "target", view.target);
  json_builder_end_object (builder);
  fl_table_view_clear (&view);
}

/* The events of the move just applied to @game, as @viewer is told them. */
static void
add_events (JsonBuilder *builder,
            FlGame      *game,
            int          viewer)
{
  const FlRules *rules = fl_game_get_rules (game);
  const FlDeck *deck = fl_deck_get (rules->deck);
  FlEvents events;

  fl_game_see_last_events (game, viewer, &events);
  json_builder_set_member_name (builder, "events");
  json_builder_begin_array (builder);
  for (guint i = 0; i < events.n_events; i++)
    {
      const FlEvent *event = &events.events[i];
      g_autofree char *text = fl_game_describe_event (game, event, viewer);

      json_builder_begin_object (builder);
      add_string (builder, "name", rules->event_name (event->kind));
      add_string (builder, "text", text);
      add_cards (builder, "cards", deck, event->cards, MIN (event->n_cards, FL_EVENT_MAX_CARDS));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/**
 * replay_as_seat:
 * @game: a loaded record
 * @viewer: the seat whose view to print
 *
 * Replays @game from its deal and prints a JSON array with one entry per
 * move: the move's number and who made it, the events as @viewer is told
 * them, and the table as @viewer sees it after the move.
 */
void
replay_as_seat (FlGame *game,
                int     viewer)
{
  g_autoptr(FlGame) replay = fl_game_new_from_start (game);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_actions = fl_game_get_n_actions (game);

  json_builder_begin_array (builder);
  for (guint i = 0; i < n_actions; i++)
    {
      const FlAction *action = fl_game_get_action (game, i);

      /* The record was checked move by move when it was loaded. */
      if (!fl_game_apply (replay, action, NULL))
        g_error ("move %u of a loaded record is refused", i + 1);

      json_builder_begin_object (builder);
      add_int (builder, "move", i + 1);
      add_int (builder, "seat", action->seat);
      add_events (builder, replay, viewer);
      add_table (builder, replay, viewer);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  print_builder (builder);
}
