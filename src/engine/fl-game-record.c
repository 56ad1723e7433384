/* fl-game-record.c: the game record, written and read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-game-private.h"
#include "fl-json-input.h"

/* The game record (FL_GAME_RECORD_FORMAT):
 *
 *   { "format": "flourish-game-record", "version": 2, "game": "flunk",
 *     "seed": "1234", "options": { "deals": 9, "opponents-score": "none" },
 *     "actions": [ { "seat": 0, "kind": "declare", "values": [0, 9, 0] },
 *                  { "seat": 1, "kind": "play", "cards": ["QS"] }, … ],
 *     "result": { "over": false, "scores": [0, 0, 0] } }
 *
 * The seed is a string because JSON numbers lose 64-bit integers. "result"
 * is written for people and checked on load when present.
 *
 * Version 2 records the next deal at the end of each hand (the "continue"
 * action of FL_PHASE_HAND_OVER); version 1 had none, so reading one deals
 * the next hand wherever a hand ended, as the game did then. */

/* A version 1 record: a hand that ended was followed by the next deal. */
static void
continue_implied (FlGame *game)
{
  FlGamePrivate *priv = fl_game_get_private (game);
  const FlRules *rules = priv->rules;
  FlAction next;

  if (!fl_rules_next_deal (rules, priv->state, &next))
    return;
  priv->last_events.n_events = 0;
  rules->apply (priv->state, &next, &priv->last_events);
  g_array_append_val (priv->actions, next);
}

static JsonNode *
action_to_json (const FlRules  *rules,
                const FlAction *action)
{
  const FlDeck *deck = fl_deck_get (rules->deck);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_values = FL_ACTION_MAX_VALUES;

  while (n_values > 0 && action->values[n_values - 1] == 0)
    n_values--;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, action->seat);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, fl_action_kind_to_string (action->kind));
  if (n_values > 0)
    {
      json_builder_set_member_name (builder, "values");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n_values; i++)
        json_builder_add_int_value (builder, action->values[i]);
      json_builder_end_array (builder);
    }
  if (action->n_cards > 0)
    {
      json_builder_set_member_name (builder, "cards");
      json_builder_begin_array (builder);
      for (guint i = 0; i < action->n_cards; i++)
        json_builder_add_string_value (builder, deck->cards[action->cards[i]].code);
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

/**
 * fl_game_save_to_data:
 * @length: (out) (optional): the length of the text
 *
 * Returns: (transfer full): the game record as JSON text
 */
char *
fl_game_save_to_data (FlGame *self,
                      gsize  *length)
{
  FlGamePrivate *priv = fl_game_get_private (self);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *seed = NULL;
  int scores[FL_MAX_SEATS] = { 0 };

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  seed = g_strdup_printf ("%" G_GUINT64_FORMAT, priv->seed);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  json_builder_add_string_value (builder, FL_GAME_RECORD_FORMAT);
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, FL_GAME_RECORD_VERSION);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, priv->rules->id);
  json_builder_set_member_name (builder, "seed");
  json_builder_add_string_value (builder, seed);

  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  for (guint i = 0; i < priv->rules->n_options; i++)
    {
      const FlOptionDesc *desc = &priv->rules->options[i];

      json_builder_set_member_name (builder, desc->key);
      if (desc->type == FL_OPTION_INT)
        json_builder_add_int_value (builder, priv->options.values[i]);
      else if (desc->type == FL_OPTION_BOOL)
        json_builder_add_boolean_value (builder, priv->options.values[i] != 0);
      else
        json_builder_add_string_value (builder, desc->choices[priv->options.values[i]].id);
    }
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "actions");
  json_builder_begin_array (builder);
  for (guint i = 0; i < priv->actions->len; i++)
    json_builder_add_value (builder, action_to_json (priv->rules, &g_array_index (priv->actions, FlAction, i)));
  json_builder_end_array (builder);

  priv->rules->scores (priv->state, scores);
  json_builder_set_member_name (builder, "result");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "over");
  json_builder_add_boolean_value (builder, fl_game_is_over (self));
  json_builder_set_member_name (builder, "scores");
  json_builder_begin_array (builder);
  for (guint s = 0; s < fl_game_get_n_seats (self); s++)
    json_builder_add_int_value (builder, scores[s]);
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);

  return json_generator_to_data (generator, length);
}

gboolean
fl_game_save_to_file (FlGame      *self,
                      const char  *path,
                      GError     **error)
{
  g_autofree char *data = NULL;
  gsize length;

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);

  data = fl_game_save_to_data (self, &length);
  return g_file_set_contents (path, data, length, error);
}

static gboolean
record_error (GError     **error,
              const char  *format,
              ...) G_GNUC_PRINTF (2, 3);

static gboolean
record_error (GError     **error,
              const char  *format,
              ...)
{
  va_list args;
  g_autofree char *message = NULL;
  g_autofree char *valid = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  /* Quoted parts of a hostile file may not be UTF-8 (json-glib turns a
   * lone surrogate escape into invalid bytes). */
  valid = g_utf8_make_valid (message, -1);
  g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
               /* Translators: %s says what is wrong with a saved game. */
               _("This is not a valid Flourish game record: %s"), valid);
  return FALSE;
}

static gboolean
parse_options (const FlRules  *rules,
               JsonNode       *node,
               FlOptions      *options,
               GError        **error)
{
  JsonObject *object;
  g_autoptr(GList) members = NULL;

  fl_rules_default_options (rules, options);

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return record_error (error, _("“options” must be an object."));

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      int index = fl_rules_find_option (rules, key);
      JsonNode *value = json_object_get_member (object, key);
      const FlOptionDesc *desc;
      g_autoptr(GError) local_error = NULL;
      g_autofree char *text = NULL;

      if (index < 0)
        /* Translators: %s is the name of an option found in a file. */
        return record_error (error, _("the game has no option “%s”."), key);

      desc = &rules->options[index];
      if (desc->type == FL_OPTION_INT)
        {
          gint64 number;

          if (!fl_json_get_int (value, G_MININT, G_MAXINT, &number))
            return record_error (error, _("the option “%s” must be a whole number."), key);
          text = g_strdup_printf ("%" G_GINT64_FORMAT, number);
        }
      else if (desc->type == FL_OPTION_BOOL)
        {
          if (value == NULL || !JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_BOOLEAN)
            return record_error (error, _("the option “%s” must be true or false."), key);
          text = g_strdup (json_node_get_boolean (value) ? "true" : "false");
        }
      else
        {
          if (fl_json_get_string (value) == NULL)
            return record_error (error, _("the option “%s” must be a name in quotes."), key);
          text = g_strdup (fl_json_get_string (value));
        }

      if (!fl_option_parse (desc, text, &options->values[index], &local_error))
        return record_error (error, "%s", local_error->message);
    }

  return TRUE;
}

static gboolean
parse_action (const FlRules  *rules,
              JsonNode       *node,
              guint           index,
              FlAction       *action,
              GError        **error)
{
  const FlDeck *deck = fl_deck_get (rules->deck);
  g_autoptr(GList) members = NULL;
  JsonObject *object;
  JsonNode *member;
  const char *kind_name;
  FlActionKind kind;
  gint64 seat;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    /* Translators: %u is the number of a move in the file. */
    return record_error (error, _("move %u is not an object."), index + 1);

  object = json_node_get_object (node);
  members = json_object_get_members (object);
  for (GList *l = members; l != NULL; l = l->next)
    if (!g_str_equal (l->data, "seat") && !g_str_equal (l->data, "kind") &&
        !g_str_equal (l->data, "values") && !g_str_equal (l->data, "cards"))
      return record_error (error, _("move %u has members a move does not have."), index + 1);

  kind_name = fl_json_get_string (json_object_get_member (object, "kind"));
  kind = fl_action_kind_from_string (kind_name);
  if (kind == FL_ACTION_NONE)
    return record_error (error, _("move %u has no known kind."), index + 1);
  if (!fl_json_get_int (json_object_get_member (object, "seat"), 0, FL_MAX_SEATS - 1, &seat))
    return record_error (error, _("move %u has no valid seat."), index + 1);

  fl_action_init (action, kind, (int) seat);

  member = json_object_get_member (object, "values");
  if (member != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (member) ||
          json_array_get_length (array = json_node_get_array (member)) > FL_ACTION_MAX_VALUES)
        return record_error (error, _("move %u has a bad list of values."), index + 1);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          gint64 value;

          if (!fl_json_get_int (json_array_get_element (array, i), G_MININT16, G_MAXINT16, &value))
            return record_error (error, _("move %u has a bad list of values."), index + 1);
          action->values[i] = (gint16) value;
        }
    }

  member = json_object_get_member (object, "cards");
  if (member != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (member) ||
          json_array_get_length (array = json_node_get_array (member)) > FL_ACTION_MAX_CARDS)
        return record_error (error, _("move %u has a bad list of cards."), index + 1);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          const char *code = fl_json_get_string (json_array_get_element (array, i));
          FlCard card = fl_deck_lookup (deck, code);

          if (card == FL_CARD_NONE)
            /* Translators: %u is the number of a move, %s what stood for a card. */
            return record_error (error, _("move %u names a card “%s” the game does not have."),
                                 index + 1, code ? code : "?");
          for (guint j = 0; j < action->n_cards; j++)
            if (action->cards[j] == card)
              /* Translators: %u is the number of a move, %s a card's code. */
              return record_error (error, _("move %u names the card “%s” twice."), index + 1, code);
          action->cards[action->n_cards++] = card;
        }
    }

  return TRUE;
}

/* What a game record may cost (fl-json-input.c; the numbers are in
 * fl-game.h). */
static const FlJsonLimits record_limits = {
  .max_bytes = FL_GAME_RECORD_MAX_BYTES,
  .max_depth = FL_GAME_RECORD_MAX_DEPTH,
  .max_tokens = FL_GAME_RECORD_MAX_TOKENS,
};

/**
 * fl_game_load_from_data:
 * @data: a game record
 * @length: its length, or -1 when nul-terminated
 *
 * Reads a game record and replays every move, checking each for legality.
 * Anything wrong (a damaged or hostile file, an illegal move, a result
 * that does not match) gives %NULL and an error saying what; nothing in
 * the file can crash the reader or make it take much memory or time:
 * the text is checked against bounds before it is parsed.
 *
 * Returns: (transfer full) (nullable): the game at its last move
 */
FlGame *
fl_game_load_from_data (const char  *data,
                        gssize       length,
                        GError     **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (data != NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (data);

  node = fl_json_parse (data, (gsize) length, &record_limits, &local_error);
  if (node == NULL)
    {
      record_error (error, "%s", local_error->message);
      return NULL;
    }

  return fl_game_load_from_json (node, error);
}

/**
 * fl_game_load_from_json:
 * @node: a game record, parsed (by fl_json_parse(), or as part of a larger
 *   file checked against bounds at least as tight as the record's)
 *
 * Reads a game record as fl_game_load_from_data() does, from its tree.
 *
 * Returns: (transfer full) (nullable): the game at its last move
 */
FlGame *
fl_game_load_from_json (JsonNode  *node,
                        GError   **error)
{
  g_autoptr(FlGame) game = NULL;
  const FlRules *rules;
  FlGamePrivate *priv;
  JsonObject *root;
  JsonArray *actions;
  const char *text;
  FlOptions options;
  guint64 seed;
  gint64 version;

  g_return_val_if_fail (node != NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      record_error (error, _("it holds no game."));
      return NULL;
    }
  root = json_node_get_object (node);

  if (g_strcmp0 (fl_json_get_string (json_object_get_member (root, "format")), FL_GAME_RECORD_FORMAT) != 0)
    {
      record_error (error, _("it does not say it is a Flourish game record."));
      return NULL;
    }

  if (!fl_json_get_int (json_object_get_member (root, "version"), 1, G_MAXINT, &version))
    {
      record_error (error, _("its version is missing or wrong."));
      return NULL;
    }
  if (version > FL_GAME_RECORD_VERSION)
    {
      /* Translators: %d is a file format version. */
      record_error (error, _("it was written by a newer Flourish (format version %d)."), (int) version);
      if (error != NULL && *error != NULL)
        (*error)->code = FL_GAME_ERROR_NEWER_VERSION;
      return NULL;
    }

  text = fl_json_get_string (json_object_get_member (root, "game"));
  rules = fl_rules_lookup (text);
  if (rules == NULL)
    {
      record_error (error, _("it names no game Flourish can play."));
      return NULL;
    }

  text = fl_json_get_string (json_object_get_member (root, "seed"));
  if (text == NULL || !g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &seed, NULL))
    {
      record_error (error, _("its seed is missing or not a number."));
      return NULL;
    }

  if (!parse_options (rules, json_object_get_member (root, "options"), &options, error))
    return NULL;

  game = fl_game_new (rules->id, &options, seed, error);
  if (game == NULL)
    return NULL;
  priv = fl_game_get_private (game);

  node = json_object_get_member (root, "actions");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      record_error (error, _("it has no list of moves."));
      return NULL;
    }
  actions = json_node_get_array (node);
  if (json_array_get_length (actions) > FL_GAME_RECORD_MAX_ACTIONS)
    {
      record_error (error, _("it has more moves than any game."));
      return NULL;
    }

  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      FlAction action;

      if (version < 2)
        continue_implied (game);
      if (!parse_action (rules, json_array_get_element (actions, i), i, &action, error))
        return NULL;

      if (!fl_game_check_at (game, priv->state, &action, i, error))
        return NULL;

      priv->last_events.n_events = 0;
      rules->apply (priv->state, &action, &priv->last_events);
      g_array_append_val (priv->actions, action);
    }

  if (version < 2)
    continue_implied (game);

  node = json_object_get_member (root, "result");
  if (node != NULL)
    {
      JsonObject *result;
      JsonNode *scores;
      JsonNode *over;
      int expected[FL_MAX_SEATS] = { 0 };
      guint n_seats = rules->n_seats (&options);

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          record_error (error, _("its result is not an object."));
          return NULL;
        }
      result = json_node_get_object (node);
      over = json_object_get_member (result, "over");
      if (over != NULL &&
          (!JSON_NODE_HOLDS_VALUE (over) || json_node_get_value_type (over) != G_TYPE_BOOLEAN ||
           json_node_get_boolean (over) != (rules->phase (priv->state) == FL_PHASE_GAME_OVER)))
        {
          record_error (error, _("it says whether the game is over, and replaying its moves says otherwise."));
          return NULL;
        }
      scores = json_object_get_member (result, "scores");
      rules->scores (priv->state, expected);
      if (scores != NULL)
        {
          JsonArray *array;

          if (!JSON_NODE_HOLDS_ARRAY (scores) ||
              json_array_get_length (array = json_node_get_array (scores)) != n_seats)
            {
              record_error (error, _("its result does not list a score for each seat."));
              return NULL;
            }
          for (guint s = 0; s < n_seats; s++)
            {
              gint64 value;

              if (!fl_json_get_int (json_array_get_element (array, s), G_MININT, G_MAXINT, &value))
                {
                  record_error (error, _("its result does not list a score for each seat."));
                  return NULL;
                }
              if (value != expected[s])
                {
                  /* Translators: %1$u is a seat number; then the recorded and the replayed score. */
                  record_error (error, _("it records %2$d for seat %1$u, but replaying its moves gives %3$d."),
                                s + 1, (int) value, expected[s]);
                  return NULL;
                }
            }
        }
    }

  return g_steal_pointer (&game);
}

FlGame *
fl_game_load_from_file (const char  *path,
                        GError     **error)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  /* A file larger than any record is refused on its size, unread. */
  if (!fl_json_read_file (path, FL_GAME_RECORD_MAX_BYTES, &data, &length, &local_error))
    {
      if (local_error->domain == FL_GAME_ERROR)
        record_error (error, "%s", local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  return fl_game_load_from_data (data, (gssize) length, error);
}
