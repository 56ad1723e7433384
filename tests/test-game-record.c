/* test-game-record.c: FlGame, its undo, and the game record under damage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "fl-engine.h"

/* The record most damage starts from: the first 60 moves of a 3-deal
 * rubber (the first hand scored, the second one under way). */
#define BASE_SEED 20240229
#define BASE_MOVES 60
/* A whole 3-deal rubber, for moves after the end. */
#define FINISHED_SEED 77

#define N_BYTE_VARIANTS 1800
#define N_MOVE_VARIANTS 240
#define ANY_CODE (-1)

#define PLACEHOLDER "@@MUTATION@@"
#define KEY_PLACEHOLDER "@@KEY@@"

/* ---- Games ------------------------------------------------------------ */

static const FlRules *
flunk_rules (void)
{
  const FlRules *rules = fl_rules_lookup ("flunk");

  g_assert_nonnull (rules);
  return rules;
}

static void
flunk_options (FlOptions *options,
               int        deals,
               int        opponents)
{
  fl_rules_default_options (flunk_rules (), options);
  options->values[FL_FLUNK_OPTION_DEALS] = deals;
  options->values[FL_FLUNK_OPTION_OPPONENTS_SCORE] = opponents;
}

static FlGame *
new_flunk (int     deals,
           int     opponents,
           guint64 seed)
{
  g_autoptr(GError) error = NULL;
  FlOptions options;
  FlGame *game;

  flunk_options (&options, deals, opponents);
  game = fl_game_new ("flunk", &options, seed, &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);

  return game;
}

/* Plays up to @max_moves moves with random bots, each of which sees only
 * the observation of the seat it plays. */
static void
play_moves (FlGame  *game,
            guint64  seed,
            guint    max_moves)
{
  const FlRules *rules = fl_game_get_rules (game);
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);
  FlBot *bots[FL_FLUNK_N_PLAYERS];

  for (guint s = 0; s < G_N_ELEMENTS (bots); s++)
    {
      g_autoptr(GError) error = NULL;

      bots[s] = fl_bot_new ("flunk", "random", seed * 7 + s, &error);
      g_assert_no_error (error);
      g_assert_nonnull (bots[s]);
    }

  for (guint n = 0; n < max_moves && !fl_game_is_over (game); n++)
    {
      g_autoptr(GError) error = NULL;
      int seat = fl_game_get_current_seat (game);
      FlAction action;

      g_assert_cmpint (seat, >=, 0);
      g_assert_cmpint (seat, <, FL_FLUNK_N_PLAYERS);
      fl_game_observe (game, seat, observation);
      fl_bot_choose_action (bots[seat], rules, observation, &action);
      g_assert_true (fl_game_apply (game, &action, &error));
      g_assert_no_error (error);
    }

  for (guint s = 0; s < G_N_ELEMENTS (bots); s++)
    g_assert_finalize_object (bots[s]);
}

/* A new game of @like's id, options and seed, with its first @n actions. */
static FlGame *
replay_to (FlGame *like,
           guint   n)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_new (fl_game_get_id (like), fl_game_get_options (like),
                              fl_game_get_seed (like), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (n, <=, fl_game_get_n_actions (like));
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (fl_game_apply (game, fl_game_get_action (like, i), &error));
      g_assert_no_error (error);
    }

  return game;
}

static void
assert_same_state (FlGame *a,
                   FlGame *b)
{
  const FlRules *rules = fl_game_get_rules (a);

  g_assert_true (fl_game_get_rules (b) == rules);
  g_assert_cmpmem (fl_game_get_state (a), rules->state_size, fl_game_get_state (b), rules->state_size);
}

static void
assert_same_game (FlGame *a,
                  FlGame *b)
{
  g_assert_cmpstr (fl_game_get_id (a), ==, fl_game_get_id (b));
  g_assert_cmpuint (fl_game_get_seed (a), ==, fl_game_get_seed (b));
  g_assert_cmpmem (fl_game_get_options (a), sizeof (FlOptions), fl_game_get_options (b), sizeof (FlOptions));
  g_assert_cmpuint (fl_game_get_n_actions (a), ==, fl_game_get_n_actions (b));
  for (guint i = 0; i < fl_game_get_n_actions (a); i++)
    g_assert_true (fl_action_equal (fl_game_get_action (a, i), fl_game_get_action (b, i)));
  assert_same_state (a, b);
  g_assert_cmpint (fl_game_get_phase (a), ==, fl_game_get_phase (b));
  g_assert_cmpint (fl_game_get_current_seat (a), ==, fl_game_get_current_seat (b));
  g_assert_cmpint (fl_game_get_decision (a), ==, fl_game_get_decision (b));
  g_assert_cmpuint (fl_game_get_n_seats (a), ==, fl_game_get_n_seats (b));
  for (guint s = 0; s < fl_game_get_n_seats (a); s++)
    g_assert_cmpint (fl_game_get_score (a, s), ==, fl_game_get_score (b, s));
}

/* ---- Records ---------------------------------------------------------- */

static char *base_record;
static gsize base_length;
static char *finished_record;

static const char *
get_base_record (void)
{
  if (base_record == NULL)
    {
      FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, BASE_SEED);

      play_moves (game, BASE_SEED, BASE_MOVES);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, BASE_MOVES);
      g_assert_false (fl_game_is_over (game));
      base_record = fl_game_save_to_data (game, &base_length);
      g_assert_cmpuint (strlen (base_record), ==, base_length);
      g_assert_finalize_object (game);
    }

  return base_record;
}

static const char *
get_finished_record (void)
{
  if (finished_record == NULL)
    {
      FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, FINISHED_SEED);

      play_moves (game, FINISHED_SEED, G_MAXUINT);
      g_assert_true (fl_game_is_over (game));
      finished_record = fl_game_save_to_data (game, NULL);
      g_assert_finalize_object (game);
    }

  return finished_record;
}

static FlGame *
load_or_die (const char *text)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_load_from_data (text, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Saving an accepted record again and loading that gives the same game,
 * and saving that one gives the same text. */
static void
assert_resave_consistent (FlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  gsize length;
  FlGame *reloaded;

  text = fl_game_save_to_data (game, &length);
  g_assert_cmpuint (strlen (text), ==, length);
  reloaded = fl_game_load_from_data (text, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (reloaded);
  assert_same_game (game, reloaded);
  again = fl_game_save_to_data (reloaded, NULL);
  g_assert_cmpstr (text, ==, again);
  g_assert_finalize_object (reloaded);
}

/* A refusal is an FL_GAME_ERROR of one of the codes a bad record can give,
 * with a message to show: non-empty and valid UTF-8 (the table puts it in
 * a label). */
static void
assert_record_error (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_true (error->domain == FL_GAME_ERROR);
  g_assert_true (error->code == FL_GAME_ERROR_INVALID_RECORD ||
                 error->code == FL_GAME_ERROR_ILLEGAL_ACTION ||
                 error->code == FL_GAME_ERROR_INVALID_OPTION ||
                 error->code == FL_GAME_ERROR_NEWER_VERSION);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (strlen (error->message), >, 0);
  if (!g_utf8_validate (error->message, -1, NULL))
    {
      g_autofree char *escaped = g_strescape (error->message, NULL);

      g_test_message ("error message is not UTF-8: %s", escaped);
      g_test_fail_printf ("an error message is not valid UTF-8: %s", escaped);
    }
}

/* Loads @length bytes from a buffer of exactly that size, so that the
 * sanitizer sees any read past the end. Returns TRUE when the record was
 * accepted (and then checks it saves and loads again the same), FALSE with
 * @error_out set when it was refused. */
static gboolean
try_load (const char  *data,
          gsize        length,
          GError     **error_out)
{
  g_autofree char *copy = g_malloc (MAX (length, 1));
  g_autoptr(GError) error = NULL;
  FlGame *game;

  memcpy (copy, data, length);
  game = fl_game_load_from_data (copy, (gssize) length, &error);
  if (game == NULL)
    {
      assert_record_error (error);
      if (error_out != NULL)
        *error_out = g_steal_pointer (&error);
      return FALSE;
    }

  g_assert_no_error (error);
  assert_resave_consistent (game);
  g_assert_finalize_object (game);
  return TRUE;
}

static guint n_cases_tried;
static guint n_cases_rejected;

/* A damaged record that must be refused: when it is accepted, or refused
 * with another code than @code (ANY_CODE for any), the test fails but goes
 * on, so that one run lists every such case. Returns the error. */
static GError *
reject_full (const char *what,
             const char *data,
             gsize       length,
             int         code)
{
  GError *error = NULL;

  n_cases_tried++;
  if (try_load (data, length, &error))
    {
      g_test_message ("ACCEPTED: a record with %s", what);
      g_test_fail_printf ("a record with %s was accepted", what);
      return NULL;
    }

  n_cases_rejected++;
  if (code != ANY_CODE && error->code != code)
    {
      g_test_message ("a record with %s was refused with code %d instead of %d: %s",
                      what, error->code, code, error->message);
      g_test_fail_printf ("a record with %s was refused with code %d instead of %d",
                          what, error->code, code);
    }

  return error;
}

static void
reject (const char *what,
        char       *text,
        int         code)
{
  g_autofree char *owned = text;
  g_autoptr(GError) error = reject_full (what, owned, strlen (owned), code);
}

/* ---- Editing records as JSON ------------------------------------------ */

static JsonNode *
parse_record (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonNode *root;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  root = json_parser_steal_root (parser);
  g_assert_nonnull (root);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));

  return root;
}

/* The node at @path: member names and element indices separated by dots,
 * as in "actions.3.cards.0"; "" is the root. */
static JsonNode *
tree_get (JsonNode   *root,
          const char *path)
{
  g_auto(GStrv) parts = NULL;
  JsonNode *node = root;

  if (*path == '\0')
    return root;

  parts = g_strsplit (path, ".", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (JSON_NODE_HOLDS_OBJECT (node))
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      else if (JSON_NODE_HOLDS_ARRAY (node))
        {
          JsonArray *array = json_node_get_array (node);
          guint64 index;

          g_assert_cmpuint (json_array_get_length (array), >, 0);
          g_assert_true (g_ascii_string_to_unsigned (parts[i], 10, 0, json_array_get_length (array) - 1,
                                                     &index, NULL));
          node = json_array_get_element (array, (guint) index);
        }
      else
        node = NULL;

      g_assert_nonnull (node);
    }

  return node;
}

/* Replaces the member or element at @path with @value (taken). Arrays are
 * rebuilt rather than edited in place: json-glib 1.6 corrupts memory when
 * json_node_init_*() is called on a node that already holds a value. */
static void
tree_replace (JsonNode   *root,
              const char *path,
              JsonNode   *value)
{
  const char *dot = strrchr (path, '.');
  g_autofree char *parent_path = dot ? g_strndup (path, (gsize) (dot - path)) : g_strdup ("");
  const char *last = dot ? dot + 1 : path;
  JsonNode *parent = tree_get (root, parent_path);

  if (JSON_NODE_HOLDS_OBJECT (parent))
    json_object_set_member (json_node_get_object (parent), last, value);
  else
    {
      JsonArray *array = json_node_get_array (parent);
      JsonArray *copy = json_array_new ();
      JsonNode *node = json_node_new (JSON_NODE_ARRAY);
      guint64 index;

      g_assert_cmpuint (json_array_get_length (array), >, 0);
      g_assert_true (g_ascii_string_to_unsigned (last, 10, 0, json_array_get_length (array) - 1, &index, NULL));
      for (guint k = 0; k < json_array_get_length (array); k++)
        json_array_add_element (copy, k == index ? value : json_node_copy (json_array_get_element (array, k)));
      json_node_take_array (node, copy);
      tree_replace (root, parent_path, node);
    }
}

static const char *
tree_get_string (JsonNode   *root,
                 const char *path)
{
  JsonNode *node = tree_get (root, path);

  g_assert_true (JSON_NODE_HOLDS_VALUE (node));
  g_assert_true (json_node_get_value_type (node) == G_TYPE_STRING);
  return json_node_get_string (node);
}

static JsonArray *
tree_moves (JsonNode *root)
{
  return json_node_get_array (tree_get (root, "actions"));
}

static gint64
move_seat (JsonNode *root,
           guint     index)
{
  return json_object_get_int_member (json_array_get_object_element (tree_moves (root), index), "seat");
}

/* The tree as the engine writes it, with the placeholder strings replaced
 * by raw JSON text, so that numbers, escapes and keys appear exactly as
 * written here. */
static char *
tree_text (JsonNode   *root,
           const char *raw_value,
           const char *raw_key)
{
  g_autofree char *text = json_to_string (root, TRUE);
  GString *string = g_string_new (text);

  if (raw_value != NULL)
    g_assert_cmpuint (g_string_replace (string, "\"" PLACEHOLDER "\"", raw_value, 0), ==, 1);
  if (raw_key != NULL)
    g_assert_cmpuint (g_string_replace (string, "\"" KEY_PLACEHOLDER "\"", raw_key, 0), ==, 1);

  return g_string_free (string, FALSE);
}

/* Parsed once: the base and finished records, whose texts live until the
 * end. Editing them parses nothing; each edit is undone after writing. */
static JsonNode *base_tree;
static JsonNode *finished_tree;

static JsonNode *
cached_tree (const char *text)
{
  if (text == base_record)
    {
      if (base_tree == NULL)
        base_tree = parse_record (text);
      return base_tree;
    }
  if (text == finished_record)
    {
      if (finished_tree == NULL)
        finished_tree = parse_record (text);
      return finished_tree;
    }
  return NULL;
}

/* @text with the value at @path replaced by the JSON text @raw. */
static char *
with_value (const char *text,
            const char *path,
            const char *raw)
{
  JsonNode *cached = cached_tree (text);
  JsonNode *root = cached ? cached : parse_record (text);
  JsonNode *old = json_node_ref (tree_get (root, path));
  JsonNode *value = json_node_new (JSON_NODE_VALUE);
  char *result;

  json_node_set_string (value, PLACEHOLDER);
  tree_replace (root, path, value);
  result = tree_text (root, raw, NULL);

  if (cached != NULL)
    tree_replace (root, path, old);
  else
    {
      json_node_unref (old);
      json_node_unref (root);
    }

  return result;
}

/* @text with a member @raw_key (JSON text, quotes included) of value @raw
 * added to the object at @path. */
static char *
with_member (const char *text,
             const char *path,
             const char *raw_key,
             const char *raw)
{
  JsonNode *cached = cached_tree (text);
  JsonNode *root = cached ? cached : parse_record (text);
  JsonNode *node = tree_get (root, path);
  char *result;

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  json_object_set_string_member (json_node_get_object (node), KEY_PLACEHOLDER, PLACEHOLDER);
  result = tree_text (root, raw, raw_key);

  if (cached != NULL)
    json_object_remove_member (json_node_get_object (node), KEY_PLACEHOLDER);
  else
    json_node_unref (root);

  return result;
}

/* @text without the member or element at @path. */
static char *
without (const char *text,
         const char *path)
{
  g_autoptr(JsonNode) root = parse_record (text);
  const char *dot = strrchr (path, '.');
  g_autofree char *parent_path = dot ? g_strndup (path, (gsize) (dot - path)) : g_strdup ("");
  const char *last = dot ? dot + 1 : path;
  JsonNode *parent = tree_get (root, parent_path);

  if (JSON_NODE_HOLDS_OBJECT (parent))
    {
      g_assert_true (json_object_has_member (json_node_get_object (parent), last));
      json_object_remove_member (json_node_get_object (parent), last);
    }
  else
    {
      guint64 index;

      g_assert_true (JSON_NODE_HOLDS_ARRAY (parent));
      g_assert_true (g_ascii_string_to_unsigned (last, 10, 0, G_MAXUINT, &index, NULL));
      json_array_remove_element (json_node_get_array (parent), (guint) index);
    }

  return tree_text (root, NULL, NULL);
}

/* @text with @raw appended to the array at @path. */
static char *
with_element (const char *text,
              const char *path,
              const char *raw)
{
  g_autoptr(JsonNode) root = parse_record (text);
  JsonNode *node = tree_get (root, path);

  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  json_array_add_string_element (json_node_get_array (node), PLACEHOLDER);
  return tree_text (root, raw, NULL);
}

static void
swap_moves (JsonNode *root,
            guint     i,
            guint     j)
{
  JsonArray *moves = tree_moves (root);
  JsonArray *copy = json_array_new ();

  for (guint k = 0; k < json_array_get_length (moves); k++)
    {
      guint from = k == i ? j : k == j ? i : k;

      json_array_add_element (copy, json_node_copy (json_array_get_element (moves, from)));
    }
  json_object_set_array_member (json_node_get_object (root), "actions", copy);
}

/* @text with move @i swapped with move @j. */
static char *
with_moves_swapped (const char *text,
                    guint       i,
                    guint       j)
{
  g_autoptr(JsonNode) root = parse_record (text);

  swap_moves (root, i, j);
  return tree_text (root, NULL, NULL);
}

/* A copy of move @i inserted after it. */
static void
duplicate_move (JsonNode *root,
                guint     i)
{
  JsonArray *moves = tree_moves (root);
  JsonArray *copy = json_array_new ();

  for (guint k = 0; k < json_array_get_length (moves); k++)
    {
      json_array_add_element (copy, json_node_copy (json_array_get_element (moves, k)));
      if (k == i)
        json_array_add_element (copy, json_node_copy (json_array_get_element (moves, k)));
    }
  json_object_set_array_member (json_node_get_object (root), "actions", copy);
}

static char *
with_move_duplicated (const char *text,
                      guint       i)
{
  g_autoptr(JsonNode) root = parse_record (text);

  duplicate_move (root, i);
  return tree_text (root, NULL, NULL);
}

/* Where the list of moves of @text closes: its "]". */
static gsize
moves_end (const char *text)
{
  const char *p = strstr (text, "\"result\"");

  g_assert_nonnull (p);
  while (p != NULL && p > text && *p != ']')
    p--;
  g_assert_true (p != NULL && *p == ']');
  return p != NULL ? (gsize) (p - text) : 0;
}

static char *
card_code (FlCard card)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);

  g_assert_cmpuint (card, <, deck->n_cards);
  return g_strdup_printf ("\"%s\"", deck->cards[card].code);
}

/* The Flunk states before each move of @text. */
static FlFlunkState *
states_before_moves (const char *text,
                     guint      *n_moves)
{
  FlGame *game = load_or_die (text);
  guint n = fl_game_get_n_actions (game);
  FlFlunkState *states = g_new0 (FlFlunkState, n + 1);
  FlGame *replay;

  g_assert_cmpuint (flunk_rules ()->state_size, ==, sizeof (FlFlunkState));
  replay = replay_to (game, 0);
  for (guint i = 0; i <= n; i++)
    {
      memcpy (&states[i], fl_game_get_state (replay), sizeof (FlFlunkState));
      if (i < n)
        g_assert_true (fl_game_apply (replay, fl_game_get_action (game, i), NULL));
    }

  g_assert_finalize_object (replay);
  g_assert_finalize_object (game);
  *n_moves = n;
  return states;
}

/* ---- 1. Round trip ---------------------------------------------------- */

static void
assert_record_fields (const char *text,
                      FlGame     *game)
{
  g_autoptr(JsonNode) root = parse_record (text);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, fl_game_get_seed (game));
  JsonNode *scores = tree_get (root, "result.scores");

  g_assert_cmpstr (tree_get_string (root, "format"), ==, FL_GAME_RECORD_FORMAT);
  g_assert_cmpint (json_node_get_int (tree_get (root, "version")), ==, FL_GAME_RECORD_VERSION);
  g_assert_cmpstr (tree_get_string (root, "game"), ==, "flunk");
  g_assert_cmpstr (tree_get_string (root, "seed"), ==, seed);
  g_assert_cmpint (json_node_get_int (tree_get (root, "options.deals")), ==,
                   fl_game_get_options (game)->values[FL_FLUNK_OPTION_DEALS]);
  g_assert_cmpuint (json_array_get_length (tree_moves (root)), ==, fl_game_get_n_actions (game));
  g_assert_cmpint (json_node_get_boolean (tree_get (root, "result.over")), ==, fl_game_is_over (game));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (scores)), ==, FL_FLUNK_N_PLAYERS);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    g_assert_cmpint (json_array_get_int_element (json_node_get_array (scores), s), ==,
                     fl_game_get_score (game, s));
}

static void
assert_round_trip (FlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  gsize length, again_length;
  FlGame *loaded;

  text = fl_game_save_to_data (game, &length);
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), ==, length);
  assert_record_fields (text, game);

  loaded = fl_game_load_from_data (text, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_true (G_OBJECT_TYPE (loaded) == G_OBJECT_TYPE (game));
  assert_same_game (game, loaded);

  again = fl_game_save_to_data (loaded, &again_length);
  g_assert_cmpmem (text, length, again, again_length);
  g_assert_finalize_object (loaded);

  /* Nul-terminated, without a length. */
  loaded = fl_game_load_from_data (text, -1, &error);
  g_assert_no_error (error);
  assert_same_game (game, loaded);
  g_assert_finalize_object (loaded);
}

static void
test_record_round_trip (void)
{
  static const guint64 seeds[] = { 1, 2, 3, 42, 1000003 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      /* Alternate the opponents' score so both choices of the option are
       * written and read. */
      FlGame *game = new_flunk (3, (int) (i % 2), seeds[i]);

      play_moves (game, seeds[i], G_MAXUINT);
      g_assert_true (fl_game_is_over (game));
      /* Three hands of 1 contract and 52 cards, and the next deal after
       * the first two. */
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, 3 * 53 + 2);
      g_test_message ("seed %" G_GUINT64_FORMAT ": scores %d %d %d", seeds[i],
                      fl_game_get_score (game, 0), fl_game_get_score (game, 1),
                      fl_game_get_score (game, 2));

      assert_round_trip (game);
      g_assert_finalize_object (game);
    }
}

/* Flume's records, both variants and every choice of its options (D1, P1,
 * X2): games between heuristic bots, saved and loaded at the end and at a
 * point in the middle of a hand (the second deal or the call, whose
 * actions carry sets of cards or none), read back as the same game and
 * written again byte for byte. */
static void
test_record_round_trip_flume (void)
{
  const FlRules *rules = fl_rules_lookup ("flume");

  g_assert_nonnull (rules);
  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree guint8 *observation = g_malloc0 (rules->state_size);
      g_autoptr(FlBot) bot = fl_bot_new ("flume", "heuristic", 90 + i, &error);
      FlOptions options;
      FlGame *game;
      guint moves = 0;

      g_assert_no_error (error);
      fl_rules_default_options (rules, &options);
      options.values[FL_FLUME_OPTION_PLAYERS] = 4 + (int) (i & 1);
      options.values[FL_FLUME_OPTION_LEADER] = (int) ((i >> 1) & 1);
      options.values[FL_FLUME_OPTION_DISCARDS] = (int) ((i >> 2) & 1);
      game = fl_game_new ("flume", &options, 500 + i, &error);
      g_assert_no_error (error);

      /* Heuristic bots make their bids often enough for a game to end
       * well within this many moves. */
      while (!fl_game_is_over (game) && moves < 5000)
        {
          int seat = fl_game_get_current_seat (game);
          gboolean mid_hand = fl_game_get_decision (game) == FL_DECISION_DISCARD ||
                              fl_game_get_decision (game) == FL_DECISION_CALL;
          FlAction action;

          if (mid_hand && moves < 100)
            {
              g_autofree char *text = fl_game_save_to_data (game, NULL);
              FlGame *loaded = fl_game_load_from_data (text, -1, &error);

              g_assert_no_error (error);
              assert_same_game (game, loaded);
              g_assert_finalize_object (loaded);
            }
          fl_game_observe (game, seat, observation);
          fl_bot_choose_action (bot, rules, observation, &action);
          g_assert_true (fl_game_apply (game, &action, &error));
          g_assert_no_error (error);
          moves++;
        }
      g_assert_true (fl_game_is_over (game));

      {
        g_autofree char *text = NULL;
        g_autofree char *again = NULL;
        gsize length, again_length;
        FlGame *loaded;

        text = fl_game_save_to_data (game, &length);
        loaded = fl_game_load_from_data (text, (gssize) length, &error);
        g_assert_no_error (error);
        assert_same_game (game, loaded);
        again = fl_game_save_to_data (loaded, &again_length);
        g_assert_cmpmem (text, length, again, again_length);
        g_assert_finalize_object (loaded);
      }
      g_assert_finalize_object (game);
    }
}

/* A record of version 1, as Flourish wrote it before the end of a hand was
 * a move: @game's record without its "continue" moves. */
static char *
version_1_record (FlGame *game)
{
  g_autofree char *text = fl_game_save_to_data (game, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  JsonObject *root;
  JsonArray *actions;

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 2);
  json_object_set_int_member (root, "version", 1);
  actions = json_object_get_array_member (root, "actions");
  for (guint i = json_array_get_length (actions); i > 0; i--)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (actions, i - 1), "kind"),
                     "continue"))
      json_array_remove_element (actions, i - 1);
  json_generator_set_root (generator, json_parser_get_root (parser));
  return json_generator_to_data (generator, NULL);
}

/* A record of version 1 has no move at the end of a hand: the next hand
 * was dealt at once. Read today, it deals the next hand wherever one
 * ended, the last one included, and is the same game. */
static void
test_record_version_1 (void)
{
  static const guint moves[] = { 20, 52, 53, 54, 110, G_MAXUINT };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, 700 + i);
      g_autofree char *old = NULL;
      FlGame *loaded;

      play_moves (game, 700 + i, moves[i]);
      /* Version 1 never stood at the end of a hand. */
      if (fl_game_get_phase (game) == FL_PHASE_HAND_OVER)
        {
          g_autoptr(GArray) next = fl_game_list_legal_actions (game);

          g_assert_cmpuint (next->len, ==, 1);
          g_assert_true (fl_game_apply (game, &g_array_index (next, FlAction, 0), NULL));
        }
      old = version_1_record (game);
      g_assert_null (strstr (old, "continue"));
      loaded = load_or_die (old);
      assert_same_game (game, loaded);
      g_assert_finalize_object (loaded);
      g_assert_finalize_object (game);
    }
}

static void
test_record_round_trip_partial (void)
{
  static const guint moves[] = { 0, 1, 2, 53, 54, 100 };
  FlGame *game;

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      game = new_flunk (6, FL_FLUNK_OPPONENTS_SCORE_PENALTIES, 500 + i);
      play_moves (game, 500 + i, moves[i]);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, moves[i]);
      assert_round_trip (game);
      g_assert_finalize_object (game);
    }

  /* The largest seed: records keep it as a string. */
  game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, G_MAXUINT64);
  play_moves (game, 9, 10);
  assert_round_trip (game);
  g_assert_finalize_object (game);

  /* A loaded game goes on being played. */
  game = load_or_die (get_base_record ());
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, BASE_MOVES);
  play_moves (game, 3, G_MAXUINT);
  g_assert_true (fl_game_is_over (game));
  assert_round_trip (game);
  g_assert_finalize_object (game);
}

/* ---- 2. Damaged records: bytes ---------------------------------------- */

static void
test_damaged_bytes (void)
{
  static const char *const names[] = { "bit flips", "truncations", "deletions", "duplications" };
  const char *base = get_base_record ();
  gsize length = base_length;
  GString *variant = g_string_sized_new (length * 2);
  guint tried[4] = { 0 }, rejected[4] = { 0 };
  guint all_tried = 0, all_rejected = 0, unchanged = 0;
  FlRng rng;

  fl_rng_init (&rng, 0xdeadbeef, 5);

  for (guint i = 0; i < N_BYTE_VARIANTS; i++)
    {
      guint kind = i % 4;

      g_string_truncate (variant, 0);
      g_string_append_len (variant, base, (gssize) length);

      switch (kind)
        {
        case 0:
          for (guint n = 1 + fl_rng_below (&rng, 8); n > 0; n--)
            {
              guint bit = fl_rng_below (&rng, (guint32) (length * 8));

              ((guchar *) variant->str)[bit / 8] ^= (guchar) (1u << (bit % 8));
            }
          break;

        case 1:
          /* Nothing at all, all but the last byte, and anything between. */
          if (i == 1)
            g_string_truncate (variant, 0);
          else if (i == 5)
            g_string_truncate (variant, length - 1);
          else
            g_string_truncate (variant, fl_rng_below (&rng, (guint32) length));
          break;

        case 2:
          {
            guint start = fl_rng_below (&rng, (guint32) length);
            guint count = 1 + fl_rng_below (&rng, (guint32) MIN (length - start, 200));

            g_string_erase (variant, start, count);
          }
          break;

        case 3:
        default:
          {
            guint start = fl_rng_below (&rng, (guint32) length);
            guint count = 1 + fl_rng_below (&rng, (guint32) MIN (length - start, 200));

            g_string_insert_len (variant, start + count, base + start, count);
          }
          break;
        }

      /* Two flips of the same bit give back the record. */
      if (variant->len == length && memcmp (variant->str, base, length) == 0)
        {
          unchanged++;
          continue;
        }

      tried[kind]++;
      if (!try_load (variant->str, variant->len, NULL))
        rejected[kind]++;
    }

  for (guint k = 0; k < 4; k++)
    {
      g_test_message ("%s: %u of %u rejected, the others valid records", names[k], rejected[k], tried[k]);
      all_tried += tried[k];
      all_rejected += rejected[k];
    }
  g_test_message ("bytes: %u of %u damaged records rejected (%.1f%%), %u unchanged",
                  all_rejected, all_tried, 100.0 * all_rejected / all_tried, unchanged);

  g_assert_cmpuint (all_tried + unchanged, ==, N_BYTE_VARIANTS);
  g_assert_cmpuint (all_tried, >=, N_BYTE_VARIANTS * 99 / 100);
  /* A cut record is never a record: it loses its closing brace. */
  g_assert_cmpuint (rejected[1], ==, tried[1]);
  g_assert_cmpuint (all_rejected * 10, >=, all_tried * 9);

  g_string_free (variant, TRUE);
}

/* ---- 2. Damaged records: the header ----------------------------------- */

static void
test_damaged_header (void)
{
  static const char *const versions[] = { "0", "3", "99999999999", "-1", "2147483648", "1.0", "1e0", "\"1\"" };
  static const char *const games[] = { "\"bridge\"", "\"\"", "\"Flunk\"", "\"flunk \"", "\"flunk2\"" };
  static const char *const seeds[] = {
    "\"-1\"", "\"18446744073709551616\"", "\"abc\"", "\"\"", "\"99999999999999999999999\"",
    "\"0x10\"", "\"1.5\"", "\"1e3\"",
  };
  static const char *const formats[] = {
    "\"flourish-game-recording\"", "\"FLOURISH-GAME-RECORD\"", "\"\"", "\"flourish-game-record \"",
    "\"flourish\"",
  };
  const char *base = get_base_record ();
  g_autofree char *seed = g_strdup_printf ("%u", BASE_SEED);
  g_autofree char *seed_junk = g_strdup_printf ("\"%ux\"", BASE_SEED);
  g_autofree char *seed_space = g_strdup_printf ("\" %u\"", BASE_SEED);
  g_autofree char *seed_minus = g_strdup_printf ("\"-%u\"", BASE_SEED);

  reject ("no format", without (base, "format"), FL_GAME_ERROR_INVALID_RECORD);
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    reject (formats[i], with_value (base, "format", formats[i]), FL_GAME_ERROR_INVALID_RECORD);

  reject ("no version", without (base, "version"), FL_GAME_ERROR_INVALID_RECORD);
  for (guint i = 0; i < G_N_ELEMENTS (versions); i++)
    {
      g_autofree char *what = g_strdup_printf ("version %s", versions[i]);

      /* A later version is not damage: a newer Flourish wrote it. */
      reject (what, with_value (base, "version", versions[i]),
              g_str_equal (versions[i], "3") ? FL_GAME_ERROR_NEWER_VERSION : FL_GAME_ERROR_INVALID_RECORD);
    }

  reject ("no game", without (base, "game"), FL_GAME_ERROR_INVALID_RECORD);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *what = g_strdup_printf ("game %s", games[i]);

      reject (what, with_value (base, "game", games[i]), FL_GAME_ERROR_INVALID_RECORD);
    }

  reject ("no seed", without (base, "seed"), FL_GAME_ERROR_INVALID_RECORD);
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      g_autofree char *what = g_strdup_printf ("seed %s", seeds[i]);

      reject (what, with_value (base, "seed", seeds[i]), FL_GAME_ERROR_INVALID_RECORD);
    }
  /* The right number, badly written. */
  reject ("the seed as a JSON number", with_value (base, "seed", seed), FL_GAME_ERROR_INVALID_RECORD);
  reject ("junk after the seed", with_value (base, "seed", seed_junk), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a space before the seed", with_value (base, "seed", seed_space), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a negative seed", with_value (base, "seed", seed_minus), FL_GAME_ERROR_INVALID_RECORD);

  reject ("no moves", without (base, "actions"), FL_GAME_ERROR_INVALID_RECORD);

  /* Not an object at all. */
  reject ("an array for the record", g_strdup ("[]"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a string for the record", g_strdup ("\"flourish-game-record\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a number for the record", g_strdup ("1"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("null for the record", g_strdup ("null"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("an empty object", g_strdup ("{}"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("only white space", g_strdup (" \n\t "), FL_GAME_ERROR_INVALID_RECORD);
  reject ("nothing", g_strdup (""), FL_GAME_ERROR_INVALID_RECORD);
}

static void
test_damaged_options (void)
{
  static const char *const deals[] = { "4", "0", "2147483648", "\"9\"", "-3", "33", "1e1", "3.0", "-2147483649" };
  static const char *const opponents[] = { "\"always\"", "\"\"", "1", "\"None\"", "\"none \"" };
  const char *base = get_base_record ();

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      g_autofree char *what = g_strdup_printf ("deals %s", deals[i]);

      reject (what, with_value (base, "options.deals", deals[i]), ANY_CODE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (opponents); i++)
    {
      g_autofree char *what = g_strdup_printf ("opponents-score %s", opponents[i]);

      reject (what, with_value (base, "options.opponents-score", opponents[i]), ANY_CODE);
    }

  reject ("an unknown option", with_member (base, "options", "\"colour\"", "1"), ANY_CODE);
  reject ("an option misspelt \"deal\"", with_member (base, "options", "\"deal\"", "3"), ANY_CODE);
  reject ("an option with an empty name", with_member (base, "options", "\"\"", "3"), ANY_CODE);
}

/* ---- 2. Damaged records: the moves ------------------------------------ */

static void
test_damaged_moves (void)
{
  static const char *const seats[] = { "-1", "8", "1e300", "128", "-129", "2147483648", "255", "\"1\"" };
  static const char *const bad_values[] = {
    "[40000]", "[1,2,3,4,5]", "[65536, 9, 0]", "[-32769]", "[32767, 32767, 32767, 32767]",
    "[0, 6]", "[0, 14]", "[1, 7]", "[2, 1]", "[2, 0, 4]", "[0, 9, 5]", "[3, 9]", "[-1, 9]",
    "[0, 9, 0, 1]", "[0, 9, -1]", "[null]", "[\"0\"]", "[0.0, 9]",
  };
  static const char *const kinds[] = { "\"dance\"", "\"\"", "\"none\"", "\"PLAY\"", "\"play \"", "\"Play\"" };
  const char *base = get_base_record ();
  g_autoptr(JsonNode) tree = parse_record (base);
  g_autofree char *card = g_strdup_printf ("\"%s\"", tree_get_string (tree, "actions.1.cards.0"));
  g_autofree char *card_lower = g_ascii_strdown (card, -1);
  g_autofree char *card_twice = g_strdup_printf ("[%s, %s]", card, card);
  g_autofree char *seat_1 = NULL;
  GString *many_cards = g_string_new ("[");
  GString *max_cards = NULL;
  guint swap = 0;

  /* Seats. */
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_autofree char *what = g_strdup_printf ("seat %s", seats[i]);

      reject (what, with_value (base, "actions.1.seat", seats[i]), ANY_CODE);
    }
  seat_1 = g_strdup_printf ("%d", (int) ((move_seat (tree, 1) + 1) % 3));
  reject ("a move by the wrong player", with_value (base, "actions.1.seat", seat_1),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a move by the dummy's seat", with_value (base, "actions.1.seat", "3"), FL_GAME_ERROR_ILLEGAL_ACTION);
  g_free (seat_1);
  seat_1 = g_strdup_printf ("%d", (int) ((move_seat (tree, 10) + 2) % 3));
  reject ("a seat changed in the middle", with_value (base, "actions.10.seat", seat_1),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  g_free (seat_1);
  /* Move 53 is the second deal, 54 its contract. */
  seat_1 = g_strdup_printf ("%d", (int) ((move_seat (tree, 53) + 1) % 3));
  reject ("the second deal by the wrong dealer", with_value (base, "actions.53.seat", seat_1),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  g_free (seat_1);
  seat_1 = g_strdup_printf ("%d", (int) ((move_seat (tree, 54) + 1) % 3));
  reject ("the second contract by the wrong dealer", with_value (base, "actions.54.seat", seat_1),
          FL_GAME_ERROR_ILLEGAL_ACTION);

  /* Values of the first contract. */
  for (guint i = 0; i < G_N_ELEMENTS (bad_values); i++)
    {
      g_autofree char *what = g_strdup_printf ("contract values %s", bad_values[i]);

      reject (what, with_value (base, "actions.0.values", bad_values[i]), ANY_CODE);
    }
  reject ("no values in a contract", without (base, "actions.0.values"), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("values in a play", with_member (base, "actions.1", "\"values\"", "[1]"), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("cards in a contract", with_member (base, "actions.0", "\"cards\"", card), ANY_CODE);
  {
    g_autofree char *cards = g_strdup_printf ("[%s]", card);

    reject ("a card in a contract", with_member (base, "actions.0", "\"cards\"", cards),
            FL_GAME_ERROR_ILLEGAL_ACTION);
  }

  /* Cards of the first play. */
  reject ("card \"ZZ\"", with_value (base, "actions.1.cards.0", "\"ZZ\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("card \"\"", with_value (base, "actions.1.cards.0", "\"\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("card \"JKH\"", with_value (base, "actions.1.cards.0", "\"JKH\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a card in small letters", with_value (base, "actions.1.cards.0", card_lower),
          FL_GAME_ERROR_INVALID_RECORD);
  reject ("a card as a number", with_value (base, "actions.1.cards.0", "7"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a card as null", with_value (base, "actions.1.cards.0", "null"), FL_GAME_ERROR_INVALID_RECORD);
  {
    /* No move of any game names a card twice: the file is damaged, and
     * says so rather than calling the card unknown. */
    g_autoptr(GError) error = NULL;
    g_autofree char *text = with_value (base, "actions.1.cards", card_twice);

    error = reject_full ("a card played twice at once", text, strlen (text), FL_GAME_ERROR_INVALID_RECORD);
    g_assert_nonnull (error);
    g_assert_nonnull (strstr (error->message, "twice"));
    g_assert_null (strstr (error->message, "know"));
  }
  reject ("a play of no card", with_value (base, "actions.1.cards", "[]"), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a play without cards", without (base, "actions.1.cards"), FL_GAME_ERROR_ILLEGAL_ACTION);
  for (guint i = 0; i < 25; i++)
    g_string_append_printf (many_cards, "%s%s", i ? ", " : "", card);
  g_string_append (many_cards, "]");
  reject ("25 cards", with_value (base, "actions.1.cards", many_cards->str), FL_GAME_ERROR_INVALID_RECORD);
  max_cards = g_string_new ("[");
  for (guint i = 0; i < FL_ACTION_MAX_CARDS; i++)
    g_string_append_printf (max_cards, "%s\"%c%c\"", i ? ", " : "", "AKQJ98765432"[i % 12], "SHDC"[i / 12]);
  g_string_append (max_cards, "]");
  reject ("24 different cards", with_value (base, "actions.1.cards", max_cards->str), FL_GAME_ERROR_ILLEGAL_ACTION);
  {
    g_autofree char *other = g_strdup_printf ("\"%s\"", tree_get_string (tree, "actions.1.cards.0"));
    g_autofree char *text = with_value (base, "actions.2.cards.0", other);

    reject ("a card played a second time", g_steal_pointer (&text), FL_GAME_ERROR_ILLEGAL_ACTION);
  }

  /* Kinds. */
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *what = g_strdup_printf ("kind %s", kinds[i]);

      reject (what, with_value (base, "actions.1.kind", kinds[i]), FL_GAME_ERROR_INVALID_RECORD);
    }
  reject ("a bid in Flunk", with_value (base, "actions.1.kind", "\"bid\""), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a contract during the play", with_value (base, "actions.1.kind", "\"declare\""),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a play instead of the contract", with_value (base, "actions.0.kind", "\"play\""),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a move without kind", without (base, "actions.1.kind"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a move without seat", without (base, "actions.1.seat"), FL_GAME_ERROR_INVALID_RECORD);
  reject ("an empty move", with_value (base, "actions.1", "{}"), FL_GAME_ERROR_INVALID_RECORD);
  {
    g_autofree char *text = with_member (base, "actions.1", "\"values\"", "[]");

    reject ("a move of five members", with_member (text, "actions.1", "\"extra\"", "1"),
            FL_GAME_ERROR_INVALID_RECORD);
  }

  /* The order of the moves. */
  while (move_seat (tree, swap) == move_seat (tree, swap + 1))
    swap++;
  reject ("two moves swapped", with_moves_swapped (base, swap, swap + 1), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("the contract swapped with the last move", with_moves_swapped (base, 0, BASE_MOVES - 1),
          FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a move removed from the middle", without (base, "actions.30"), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("the first move removed", without (base, "actions.0"), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a move twice", with_move_duplicated (base, 20), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("the contract twice", with_move_duplicated (base, 0), FL_GAME_ERROR_ILLEGAL_ACTION);
  reject ("a contract appended during the play",
          with_element (base, "actions", "{ \"seat\": 1, \"kind\": \"declare\", \"values\": [0, 7] }"),
          FL_GAME_ERROR_ILLEGAL_ACTION);

  g_string_free (many_cards, TRUE);
  g_string_free (max_cards, TRUE);
}

static void
test_damaged_after_end (void)
{
  const char *finished = get_finished_record ();
  g_autoptr(JsonNode) tree = parse_record (finished);
  guint n = json_array_get_length (tree_moves (tree));
  g_autofree char *move_number = g_strdup_printf ("Move %u", n + 1);
  static const char *const moves[] = {
    "{ \"seat\": 0, \"kind\": \"play\", \"cards\": [\"2C\"] }",
    "{ \"seat\": 1, \"kind\": \"declare\", \"values\": [0, 7] }",
    "{ \"seat\": 0, \"kind\": \"pass\" }",
  };

  /* Three deals, the next deal after the first two. */
  g_assert_cmpuint (n, ==, 3 * 53 + 2);

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_autofree char *text = with_element (finished, "actions", moves[i]);
      g_autoptr(GError) error = reject_full ("a move after the end", text, strlen (text),
                                             FL_GAME_ERROR_ILLEGAL_ACTION);

      if (error != NULL)
        g_assert_nonnull (strstr (error->message, move_number));
    }

  /* The last move twice. */
  reject ("the last move twice", with_move_duplicated (finished, n - 1), FL_GAME_ERROR_ILLEGAL_ACTION);
}

static void
test_damaged_result (void)
{
  const char *base = get_base_record ();
  const char *finished = get_finished_record ();
  const char *records[] = { base, finished };

  for (guint r = 0; r < G_N_ELEMENTS (records); r++)
    {
      g_autoptr(JsonNode) tree = parse_record (records[r]);
      JsonArray *scores = json_node_get_array (tree_get (tree, "result.scores"));
      gboolean over = json_node_get_boolean (tree_get (tree, "result.over"));

      for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
        {
          gint64 score = json_array_get_int_element (scores, s);
          g_autofree char *path = g_strdup_printf ("result.scores.%u", s);
          g_autofree char *plus = g_strdup_printf ("%" G_GINT64_FORMAT, score + 1);
          g_autofree char *minus = g_strdup_printf ("%" G_GINT64_FORMAT, score - 10);
          g_autofree char *far = g_strdup_printf ("%" G_GINT64_FORMAT, score + G_GINT64_CONSTANT (4294967296));

          reject ("a score one more", with_value (records[r], path, plus), FL_GAME_ERROR_INVALID_RECORD);
          reject ("a score ten less", with_value (records[r], path, minus), FL_GAME_ERROR_INVALID_RECORD);
          reject ("a score 2^32 more", with_value (records[r], path, far), FL_GAME_ERROR_INVALID_RECORD);
        }

      reject ("scores for two seats", without (records[r], "result.scores.2"), FL_GAME_ERROR_INVALID_RECORD);
      reject ("scores for four seats", with_element (records[r], "result.scores", "0"),
              FL_GAME_ERROR_INVALID_RECORD);
      reject ("no scores at all", with_value (records[r], "result.scores", "[]"), FL_GAME_ERROR_INVALID_RECORD);
      /* "result" is checked when present: it must tell the truth about the
       * end of the game as well as about the scores. */
      reject (over ? "a finished game said unfinished" : "an unfinished game said finished",
              with_value (records[r], "result.over", over ? "false" : "true"), FL_GAME_ERROR_INVALID_RECORD);
    }
}

/* An illegal move names its number and quotes itself. */
static void
test_damaged_illegal_message (void)
{
  const char *base = get_base_record ();
  g_autofree FlFlunkState *states = NULL;
  const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);
  guint n_moves;
  gboolean found_follow = FALSE;

  states = states_before_moves (base, &n_moves);
  g_assert_cmpuint (n_moves, ==, BASE_MOVES);

  /* Move 5 (index 4): a card the hand to play does not hold. */
  {
    const FlFlunkState *state = &states[4];
    FlCardSet hand = state->hands[state->to_play];
    FlCard card = 0;
    g_autofree char *raw = NULL;
    g_autofree char *text = NULL;
    g_autofree char *label = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_cmpuint (state->phase, ==, FL_FLUNK_PHASE_PLAY);
    while (hand & FL_CARD_SET_BIT (card))
      card++;
    raw = card_code (card);
    label = fl_deck_card_label (deck, card);
    text = with_value (base, "actions.4.cards.0", raw);
    error = reject_full ("a card its player does not hold", text, strlen (text), FL_GAME_ERROR_ILLEGAL_ACTION);
    g_assert_nonnull (error);
    g_test_message ("%s", error->message);
    g_assert_nonnull (strstr (error->message, "Move 5"));
    g_assert_nonnull (strstr (error->message, "plays"));
    g_assert_nonnull (strstr (error->message, label));
  }

  /* The first move where the hand to play could have broken the rule of
   * following suit: the record now says it did. */
  for (guint i = 1; i < n_moves && !found_follow; i++)
    {
      const FlFlunkState *state = &states[i];
      FlCardSet hand = state->hands[state->to_play];
      FlCardSet led;
      g_autofree char *raw = NULL;
      g_autofree char *text = NULL;
      g_autofree char *number = NULL;
      g_autofree char *path = NULL;
      g_autoptr(GError) error = NULL;

      if (state->phase != FL_FLUNK_PHASE_PLAY || state->n_played == 0)
        continue;
      led = FL_STD_SUIT_MASK (FL_STD_SUIT (state->played[state->trick][0]));
      if ((hand & led) == 0 || (hand & ~led) == 0)
        continue;

      found_follow = TRUE;
      raw = card_code (fl_card_set_lowest (hand & ~led));
      path = g_strdup_printf ("actions.%u.cards.0", i);
      text = with_value (base, path, raw);
      number = g_strdup_printf ("Move %u", i + 1);
      error = reject_full ("a revoke", text, strlen (text), FL_GAME_ERROR_ILLEGAL_ACTION);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, number));
      g_assert_nonnull (strstr (error->message, "plays"));
      g_assert_nonnull (strstr (error->message, "F13"));
    }
  g_assert_true (found_follow);
}

/* ---- 2. Damaged records: every member of the wrong type --------------- */

/* Samples of each kind of JSON value, in the order of json_kind(). */
static const char *const kind_samples[] = { "\"x\"", "7", "0.5", "true", "null", "[]", "{}" };

static guint
json_kind (JsonNode *node)
{
  switch (json_node_get_node_type (node))
    {
    case JSON_NODE_NULL:
      return 4;
    case JSON_NODE_ARRAY:
      return 5;
    case JSON_NODE_OBJECT:
      return 6;
    case JSON_NODE_VALUE:
    default:
      if (json_node_get_value_type (node) == G_TYPE_STRING)
        return 0;
      if (json_node_get_value_type (node) == G_TYPE_INT64)
        return 1;
      if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
        return 2;
      return 3;
    }
}

/* Every member and element, apart from the moves after the first two (a
 * contract and a play). */
static void
collect_paths (JsonNode   *node,
               const char *path,
               GPtrArray  *paths)
{
  if (*path != '\0')
    g_ptr_array_add (paths, g_strdup (path));

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *object = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (object);

      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *child = *path ? g_strdup_printf ("%s.%s", path, (const char *) l->data)
                                         : g_strdup (l->data);

          collect_paths (json_object_get_member (object, l->data), child, paths);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *child = NULL;

          if (g_str_equal (path, "actions") && i > 1)
            continue;
          child = g_strdup_printf ("%s.%u", path, i);
          collect_paths (json_array_get_element (array, i), child, paths);
        }
    }
}

static void
test_damaged_types (void)
{
  const char *base = get_base_record ();
  g_autoptr(JsonNode) tree = parse_record (base);
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  guint tried_before = n_cases_tried;
  guint rejected_before = n_cases_rejected;

  collect_paths (tree, "", paths);
  g_assert_cmpuint (paths->len, >=, 25);

  for (guint p = 0; p < paths->len; p++)
    {
      const char *path = paths->pdata[p];
      guint kind = json_kind (tree_get (tree, path));

      for (guint k = 0; k < G_N_ELEMENTS (kind_samples); k++)
        {
          g_autofree char *what = NULL;

          if (k == kind)
            continue;
          what = g_strdup_printf ("%s %s", path, kind_samples[k]);
          reject (what, with_value (base, path, kind_samples[k]), ANY_CODE);
        }
    }

  g_test_message ("types: %u of %u records with a member of the wrong type rejected (%u members)",
                  n_cases_rejected - rejected_before, n_cases_tried - tried_before, paths->len);

  /* Every edit was undone, and json-glib writes records as the engine does. */
  {
    g_autofree char *again = json_to_string (cached_tree (base), TRUE);

    g_assert_cmpstr (again, ==, base);
  }
}

/* ---- 2. Damaged records: random edits of the moves -------------------- */

static void
append_move (GString        *out,
             const FlAction *action)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);
  guint n_values = FL_ACTION_MAX_VALUES;

  while (n_values > 0 && action->values[n_values - 1] == 0)
    n_values--;

  g_string_append_printf (out, "{\"seat\": %d, \"kind\": \"%s\"", action->seat,
                          fl_action_kind_to_string (action->kind));
  if (n_values > 0)
    {
      g_string_append (out, ", \"values\": [");
      for (guint i = 0; i < n_values; i++)
        g_string_append_printf (out, "%s%d", i ? ", " : "", action->values[i]);
      g_string_append (out, "]");
    }
  if (action->n_cards > 0)
    {
      g_string_append (out, ", \"cards\": [");
      for (guint i = 0; i < action->n_cards; i++)
        g_string_append_printf (out, "%s\"%s\"", i ? ", " : "", deck->cards[action->cards[i]].code);
      g_string_append (out, "]");
    }
  g_string_append (out, "}");
}

/* @base with its moves replaced by @moves: the header and the result stay. */
static char *
with_moves (const char     *base,
            const FlAction *moves,
            guint           n_moves)
{
  const char *open = strstr (base, "\"actions\"");
  gsize end = moves_end (base);
  GString *text = g_string_new (NULL);

  g_assert_nonnull (open);
  open = strchr (open, '[');
  g_assert_nonnull (open);
  g_string_append_len (text, base, open + 1 - base);
  for (guint i = 0; i < n_moves; i++)
    {
      g_string_append (text, i ? ",\n    " : "\n    ");
      append_move (text, &moves[i]);
    }
  g_string_append (text, base + end);

  return g_string_free (text, FALSE);
}

static void
test_damaged_moves_random (void)
{
  static const char *const names[] = {
    "seat changed", "card changed", "moves swapped", "move removed", "move doubled", "contract changed",
  };
  const char *base = get_base_record ();
  FlGame *game = load_or_die (base);
  g_autofree FlFlunkState *states = NULL;
  g_autofree FlAction *original = NULL;
  g_autofree FlAction *moves = NULL;
  guint tried[6] = { 0 }, rejected[6] = { 0 };
  guint all_tried = 0, all_rejected = 0;
  guint n_moves;
  FlRng rng;

  states = states_before_moves (base, &n_moves);
  original = g_new0 (FlAction, n_moves);
  moves = g_new0 (FlAction, n_moves + 1);
  for (guint i = 0; i < n_moves; i++)
    original[i] = *fl_game_get_action (game, i);
  g_assert_finalize_object (game);

  /* The moves as this test writes them are the record. */
  {
    g_autofree char *text = with_moves (base, original, n_moves);

    g_assert_true (try_load (text, strlen (text), NULL));
  }

  fl_rng_init (&rng, 31337, 2);

  for (guint v = 0; v < N_MOVE_VARIANTS; v++)
    {
      guint op = v % 6;
      guint i = fl_rng_below (&rng, n_moves);
      guint n = n_moves;
      gboolean must_reject = FALSE;
      gboolean changed = FALSE;
      g_autofree char *text = NULL;

      memcpy (moves, original, n_moves * sizeof (FlAction));

      /* Contracts have no cards to change. */
      if (op == 1 && moves[i].kind != FL_ACTION_PLAY)
        op = 5;

      switch (op)
        {
        case 0:
          moves[i].seat = (gint8) ((moves[i].seat + 1 + (int) fl_rng_below (&rng, 2)) % 3);
          must_reject = TRUE;
          break;

        case 1:
          {
            const FlFlunkState *state = &states[i];

            moves[i].cards[0] = (FlCard) fl_rng_below (&rng, 52);
            /* A card not in the hand to play is never legal. */
            must_reject = !(state->hands[state->to_play] & FL_CARD_SET_BIT (moves[i].cards[0]));
          }
          break;

        case 2:
          {
            guint j = fl_rng_below (&rng, n_moves);

            if (i == j)
              j = (i + 1) % n_moves;
            moves[i] = original[j];
            moves[j] = original[i];
            /* The earlier position now has a move of another seat. */
            must_reject = original[i].seat != original[j].seat;
          }
          break;

        case 3:
          memmove (&moves[i], &original[i + 1], (n_moves - i - 1) * sizeof (FlAction));
          n = n_moves - 1;
          must_reject = i + 1 < n_moves && original[i].seat != original[i + 1].seat;
          break;

        case 4:
          /* A card cannot be played twice, nor a contract made twice. */
          memcpy (&moves[i + 1], &original[i], (n_moves - i) * sizeof (FlAction));
          n = n_moves + 1;
          must_reject = TRUE;
          break;

        case 5:
        default:
          {
            /* The first contract, or the second, after the second deal. */
            FlAction *contract = &moves[fl_rng_below (&rng, 2) ? 0 : 54];

            g_assert_cmpuint (contract->kind, ==, FL_ACTION_DECLARE);
            memset (contract->values, 0, sizeof contract->values);
            for (guint k = 0, count = 1 + fl_rng_below (&rng, 3); k < count; k++)
              contract->values[k] = (gint16) ((int) fl_rng_below (&rng, 16) - 1);
          }
          break;
        }

      changed = n != n_moves;
      for (guint k = 0; k < n && !changed; k++)
        changed = !fl_action_equal (&moves[k], &original[k]);
      if (!changed)
        continue;

      text = with_moves (base, moves, n);
      tried[op]++;
      if (!try_load (text, strlen (text), NULL))
        rejected[op]++;
      else if (must_reject)
        {
          g_test_message ("ACCEPTED: %s at move %u", names[op], i + 1);
          g_test_fail_printf ("a record with %s at move %u was accepted", names[op], i + 1);
        }
    }

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    {
      g_test_message ("moves, %s: %u of %u rejected", names[k], rejected[k], tried[k]);
      all_tried += tried[k];
      all_rejected += rejected[k];
    }
  g_test_message ("moves: %u of %u edited records rejected", all_rejected, all_tried);
  g_assert_cmpuint (all_tried, >=, N_MOVE_VARIANTS * 9 / 10);
}

/* ---- 2. Damaged records: size, nesting and encoding ------------------- */

static void
test_damaged_huge_moves (void)
{
  const char *base = get_base_record ();
  gsize end = moves_end (base);
  GString *text = g_string_sized_new (base_length + 3 * 300000);
  g_autoptr(GError) error = NULL;
  gint64 start;

  /* 300,000 tiny moves after the 60 real ones. Built as text: a tree of
   * them costs far more than reading it. */
  g_string_append_len (text, base, (gssize) end);
  for (guint i = 0; i < 300000; i++)
    g_string_append (text, ",{}");
  g_string_append (text, base + end);
  g_assert_cmpuint (text->len, <, FL_GAME_RECORD_MAX_BYTES);

  start = g_get_monotonic_time ();
  error = reject_full ("300,000 moves", text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
  g_test_message ("300,000 moves refused in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  /* Refused as too many, before any move is read: move 61 is not one. */
  g_assert_nonnull (strstr (error->message, "more moves"));
  g_assert_null (strstr (error->message, "61"));
  /* The count of brackets, commas and colons refuses them before the
   * parser builds a tree; so it does 15 MB of empty moves. */
  g_assert_nonnull (strstr (error->message, "values"));
  g_clear_error (&error);
  g_string_truncate (text, end);
  while (text->len < 15 * 1000 * 1000)
    g_string_append (text, ",{}");
  g_string_append (text, base + end);
  error = reject_full ("15 MB of empty moves", text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "values"));
  g_clear_error (&error);

  /* At the limit the moves are read, and the first that is not one
   * refused. */
  g_string_truncate (text, end);
  for (guint i = BASE_MOVES; i < FL_GAME_RECORD_MAX_ACTIONS; i++)
    g_string_append (text, ",0");
  g_string_append (text, base + end);
  error = reject_full ("the most moves a record may have", text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "move 61"));
  g_clear_error (&error);

  /* One more is refused as too many, although the text is within bounds. */
  g_string_truncate (text, end);
  for (guint i = BASE_MOVES; i <= FL_GAME_RECORD_MAX_ACTIONS; i++)
    g_string_append (text, ",0");
  g_string_append (text, base + end);
  error = reject_full ("one move too many", text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "more moves than any game"));

  g_string_free (text, TRUE);
}

static void
test_damaged_size (void)
{
  const char *base = get_base_record ();
  gsize big_length = 20 * 1024 * 1024;
  char *big = g_malloc (big_length);
  g_autoptr(GError) error = NULL;
  FlGame *game;
  FlGame *original;

  /* A valid record followed by white space, which JSON allows. */
  memcpy (big, base, base_length);
  memset (big + base_length, ' ', big_length - base_length);

  error = reject_full ("20 MB", big, big_length, FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);
  error = reject_full ("one byte more than the limit", big, FL_GAME_RECORD_MAX_BYTES + 1,
                       FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);

  /* At the limit it is a record. */
  game = fl_game_load_from_data (big, FL_GAME_RECORD_MAX_BYTES, &error);
  g_assert_no_error (error);
  original = load_or_die (base);
  assert_same_game (original, game);
  g_assert_finalize_object (game);
  g_assert_finalize_object (original);

  g_free (big);
}

typedef struct
{
  const char *name;
  const char *prefix;
  const char *open;
  const char *middle;
  const char *close;      /* NULL: never closed */
  const char *suffix;
} NestingCase;

static const NestingCase nesting_cases[] = {
  { "arrays", "", "[", "", NULL, "" },
  { "closed-arrays", "", "[", "", "]", "" },
  { "objects", "", "{\"a\":", "0", "}", "" },
  { "mixed", "", "[{\"a\":", "0", "}]", "" },
  { "in-record",
    "{\"format\":\"flourish-game-record\",\"version\":1,\"game\":\"flunk\",\"seed\":\"1\",\"actions\":",
    "[", "", "]", "}" },
  /* json-glib skips C comments and reads single-quoted strings, so a
   * quotation mark in either must not hide the brackets after it. */
  { "after-comment", "/* \" */", "[", "", "]", "" },
  { "after-single-quoted-string", "['\"', ", "[", "", "]", "]" },
};

static void
test_damaged_deep_nesting (gconstpointer data)
{
  const NestingCase *nesting = data;

  if (g_test_subprocess ())
    {
      GString *text = g_string_new (nesting->prefix);
      g_autoptr(GError) error = NULL;
      FlGame *game;

      for (guint i = 0; i < 100000; i++)
        g_string_append (text, nesting->open);
      g_string_append (text, nesting->middle);
      for (guint i = 0; nesting->close != NULL && i < 100000; i++)
        g_string_append (text, nesting->close);
      g_string_append (text, nesting->suffix);

      game = fl_game_load_from_data (text->str, (gssize) text->len, &error);
      g_assert_null (game);
      assert_record_error (error);
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
      g_string_free (text, TRUE);
      return;
    }

  /* A stack overflow would end the whole test program: read in a child. */
  g_test_trap_subprocess (NULL, 60 * G_USEC_PER_SEC, G_TEST_SUBPROCESS_INHERIT_STDERR);
  if (!g_test_trap_has_passed ())
    {
      g_test_message ("reading 100,000 levels of nesting (%s) crashed or failed", nesting->name);
      g_test_fail_printf ("reading 100,000 levels of nesting (%s) crashed or failed", nesting->name);
    }
}

static void
test_damaged_encoding (void)
{
  const char *base = get_base_record ();
  g_autofree char *seed = g_strdup_printf ("\"%u\"", BASE_SEED);
  const char *in_seed = strstr (base, seed);
  const char *newline = strchr (base, '\n');
  static const struct {
    const char *what;
    const char *bytes;
    gsize       length;
  } invalid[] = {
    { "a byte 0xff", "\xff", 1 },
    { "a lone continuation byte", "\x80", 1 },
    { "an overlong slash", "\xc0\xaf", 2 },
    { "a UTF-16 surrogate", "\xed\xa0\x80", 3 },
    { "a cut sequence", "\xe2\x82", 2 },
    { "a code point beyond Unicode", "\xf4\x90\x80\x80", 4 },
    { "a nul byte", "\0", 1 },
  };
  const gsize places[] = {
    (gsize) (in_seed - base) + 2,      /* inside a string */
    (gsize) (newline - base),          /* in white space */
    base_length - 1,                   /* before the closing brace */
  };

  g_assert_nonnull (in_seed);
  g_assert_nonnull (newline);

  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    for (guint p = 0; p < G_N_ELEMENTS (places); p++)
      {
        GString *text = g_string_new_len (base, (gssize) base_length);
        g_autofree char *what = g_strdup_printf ("%s at byte %" G_GSIZE_FORMAT, invalid[i].what, places[p]);
        g_autoptr(GError) error = NULL;

        /* Inserted, and in place of the byte there. */
        g_string_insert_len (text, (gssize) places[p], invalid[i].bytes, (gssize) invalid[i].length);
        error = reject_full (what, text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
        g_clear_error (&error);
        g_string_erase (text, (gssize) (places[p] + invalid[i].length), 1);
        error = reject_full (what, text->str, text->len, FL_GAME_ERROR_INVALID_RECORD);
        g_string_free (text, TRUE);
      }

  /* A nul byte after the record, inside the length given. */
  {
    g_autoptr(GError) error = reject_full ("a nul byte at the end", base, base_length + 1,
                                           FL_GAME_ERROR_INVALID_RECORD);
  }
}

/* Anything after the record. json-glib 1.6 stops reading after a root
 * value followed by another object or array, so the reader must not rely
 * on it to see what follows. */
static void
test_damaged_trailing_data (void)
{
  const char *base = get_base_record ();
  static const char *const tails[] = { "x", "5", "\"x\"", ",", "}", "]", "{}", "[]", "[1]", "{\"a\": 1}" };

  for (guint i = 0; i < G_N_ELEMENTS (tails); i++)
    {
      g_autofree char *what = g_strdup_printf ("%s after it", tails[i]);

      reject (what, g_strconcat (base, "\n", tails[i], NULL), FL_GAME_ERROR_INVALID_RECORD);
    }
  reject ("a second record after it", g_strconcat (base, base, NULL), FL_GAME_ERROR_INVALID_RECORD);
  reject ("a finished game after it", g_strconcat (base, get_finished_record (), NULL),
          FL_GAME_ERROR_INVALID_RECORD);
}

/* Escapes that decode to a nul character end the string json-glib gives,
 * so "flunk\u0000x" would read as "flunk": such a record is damaged. */
static void
test_damaged_escaped_nul (void)
{
  const char *base = get_base_record ();
  g_autoptr(JsonNode) tree = parse_record (base);
  g_autofree char *card = g_strdup_printf ("\"%s\\u0000x\"", tree_get_string (tree, "actions.1.cards.0"));

  reject ("format ending in \\u0000x", with_value (base, "format", "\"flourish-game-record\\u0000x\""),
          FL_GAME_ERROR_INVALID_RECORD);
  reject ("game ending in \\u0000x", with_value (base, "game", "\"flunk\\u0000x\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("kind ending in \\u0000x", with_value (base, "actions.1.kind", "\"play\\u0000x\""),
          FL_GAME_ERROR_INVALID_RECORD);
  reject ("card ending in \\u0000x", with_value (base, "actions.1.cards.0", card), FL_GAME_ERROR_INVALID_RECORD);
}

/* Errors quote what the file said, and what json-glib says about it; a
 * \uD800 escape decodes (in json-glib 1.6) to bytes that are not UTF-8,
 * and these must not reach a label unchecked. json-glib also swallows the
 * character after such an escape: with a closing quote right after it the
 * JSON is unreadable and json-glib's own message quotes the bytes; with
 * an "x" between, the string is read and the reader quotes it. */
static void
test_damaged_message_utf8 (void)
{
  const char *base = get_base_record ();

  reject ("a card \\ud800x", with_value (base, "actions.1.cards.0", "\"\\ud800x\""),
          FL_GAME_ERROR_INVALID_RECORD);
  reject ("an option \\ud800x", with_member (base, "options", "\"\\ud800x\"", "1"), ANY_CODE);
  reject ("opponents-score \\udfffx", with_value (base, "options.opponents-score", "\"\\udfffx\""), ANY_CODE);
  reject ("a kind \\ud800x", with_value (base, "actions.1.kind", "\"\\ud800x\""), FL_GAME_ERROR_INVALID_RECORD);

  reject ("a card \\ud800", with_value (base, "actions.1.cards.0", "\"\\ud800\""), FL_GAME_ERROR_INVALID_RECORD);
  reject ("an option \\ud800", with_member (base, "options", "\"\\ud800\"", "1"), ANY_CODE);
  reject ("opponents-score \\udfff", with_value (base, "options.opponents-score", "\"\\udfff\""), ANY_CODE);
}

/* A move is seat, kind, values and cards, and nothing else. */
static void
test_damaged_move_members (void)
{
  const char *base = get_base_record ();

  reject ("a move with an unknown member", with_member (base, "actions.1", "\"comment\"", "\"hi\""),
          FL_GAME_ERROR_INVALID_RECORD);
  reject ("a play with a misspelt \"card\" too", with_member (base, "actions.1", "\"card\"", "[\"AS\"]"),
          FL_GAME_ERROR_INVALID_RECORD);
}

/* ---- 3. The FlGame object --------------------------------------------- */

typedef struct
{
  guint n_notify;
  guint n_notify_n_actions;
  guint n_notify_current_seat;
  guint n_events;
  guint n_contract;
  guint n_play;
  guint n_trick;
  guint expected_n_actions;
} Counters;

static void
on_notify (GObject    *object,
           GParamSpec *pspec,
           gpointer    user_data)
{
  Counters *counters = user_data;

  counters->n_notify++;
}

static void
on_notify_n_actions (GObject    *object,
                     GParamSpec *pspec,
                     gpointer    user_data)
{
  Counters *counters = user_data;
  guint n_actions;

  g_object_get (object, "n-actions", &n_actions, NULL);
  g_assert_cmpuint (n_actions, ==, fl_game_get_n_actions (FL_GAME (object)));
  counters->n_notify_n_actions++;
}

static void
on_notify_current_seat (GObject    *object,
                        GParamSpec *pspec,
                        gpointer    user_data)
{
  Counters *counters = user_data;
  int seat;

  g_object_get (object, "current-seat", &seat, NULL);
  g_assert_cmpint (seat, ==, fl_game_get_current_seat (FL_GAME (object)));
  counters->n_notify_current_seat++;
}

static void
on_event (FlGame  *game,
          FlEvent *event,
          gpointer user_data)
{
  Counters *counters = user_data;

  g_assert_nonnull (event);
  /* Emitted after the state has changed. */
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, counters->expected_n_actions);
  counters->n_events++;
}

static void
on_contract (FlGame  *game,
             FlEvent *event,
             gpointer user_data)
{
  Counters *counters = user_data;

  g_assert_cmpuint (event->kind, ==, FL_FLUNK_EVENT_CONTRACT);
  counters->n_contract++;
}

static void
on_play (FlGame  *game,
         FlEvent *event,
         gpointer user_data)
{
  Counters *counters = user_data;

  g_assert_cmpuint (event->kind, ==, FL_FLUNK_EVENT_PLAY);
  g_assert_cmpuint (event->n_cards, ==, 1);
  counters->n_play++;
}

static void
on_trick (FlGame  *game,
          FlEvent *event,
          gpointer user_data)
{
  Counters *counters = user_data;

  g_assert_cmpuint (event->kind, ==, FL_FLUNK_EVENT_TRICK);
  g_assert_cmpuint (event->n_cards, ==, 4);
  counters->n_trick++;
}

static void
connect_counters (FlGame   *game,
                  Counters *counters)
{
  memset (counters, 0, sizeof *counters);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), counters);
  g_signal_connect (game, "notify::n-actions", G_CALLBACK (on_notify_n_actions), counters);
  g_signal_connect (game, "notify::current-seat", G_CALLBACK (on_notify_current_seat), counters);
  g_signal_connect (game, "event", G_CALLBACK (on_event), counters);
  g_signal_connect (game, "event::contract", G_CALLBACK (on_contract), counters);
  g_signal_connect (game, "event::play", G_CALLBACK (on_play), counters);
  g_signal_connect (game, "event::trick", G_CALLBACK (on_trick), counters);
}

static void
assert_properties (FlGame *game)
{
  g_autoptr(GVariant) scores = NULL;
  g_autofree char *id = NULL;
  int phase, seat, decision;
  guint n_actions;

  g_object_get (game, "id", &id, "phase", &phase, "current-seat", &seat, "decision", &decision,
                "n-actions", &n_actions, "scores", &scores, NULL);
  g_assert_cmpstr (id, ==, "flunk");
  g_assert_cmpint (phase, ==, fl_game_get_phase (game));
  g_assert_cmpint (seat, ==, fl_game_get_current_seat (game));
  g_assert_cmpint (decision, ==, fl_game_get_decision (game));
  g_assert_cmpuint (n_actions, ==, fl_game_get_n_actions (game));
  g_assert_nonnull (scores);
  g_assert_cmpstr (g_variant_get_type_string (scores), ==, "ai");
  g_assert_cmpuint (g_variant_n_children (scores), ==, FL_FLUNK_N_PLAYERS);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    {
      gint32 score;

      g_variant_get_child (scores, s, "i", &score);
      g_assert_cmpint (score, ==, fl_game_get_score (game, s));
    }
}

/* An illegal action is refused by check and by apply, and changes
 * nothing: no state, no action, no notification, no event. */
static void
assert_refused (FlGame         *game,
                Counters       *counters,
                const FlAction *action)
{
  const FlRules *rules = fl_game_get_rules (game);
  g_autofree void *before = g_memdup2 (fl_game_get_state (game), rules->state_size);
  guint n_actions = fl_game_get_n_actions (game);
  Counters saved = *counters;
  g_autoptr(GError) error = NULL;

  g_assert_false (fl_game_check_action (game, action, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_clear_error (&error);

  g_assert_false (fl_game_apply (game, action, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (strlen (error->message), >, 0);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));

  g_assert_cmpmem (before, rules->state_size, fl_game_get_state (game), rules->state_size);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpmem (&saved, sizeof saved, counters, sizeof *counters);
}

static void
test_object_illegal (void)
{
  FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, 11);
  const FlFlunkState *state = fl_game_get_state (game);
  Counters counters;
  FlAction action;
  int dealer = state->dealer;
  FlCardSet hand;
  FlCard card;

  connect_counters (game, &counters);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, dealer);

  /* While the dealer declares. */
  fl_flunk_action_play (&action, dealer, fl_card_set_lowest (state->hands[dealer]));
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, (dealer + 1) % 3, FL_FLUNK_HIGH, 7, FL_SUIT_CLUBS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, FL_FLUNK_DUMMY, FL_FLUNK_HIGH, 7, FL_SUIT_CLUBS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 6, FL_SUIT_CLUBS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 14, FL_FLUNK_NO_TRUMP);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_LOW, 7, FL_SUIT_HEARTS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_LOW, -1, FL_SUIT_HEARTS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_DUMP, 1, FL_SUIT_HEARTS);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_DUMP, 0, FL_FLUNK_NO_TRUMP);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, 5);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, 3, 9, 0);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, -1, 9, 0);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, 0);
  action.values[3] = 1;
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, 0);
  action.n_cards = 1;
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, -1, FL_FLUNK_HIGH, 9, 0);
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, 8, FL_FLUNK_HIGH, 9, 0);
  assert_refused (game, &counters, &action);
  /* Shapes no game knows. */
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, 0);
  action.kind = FL_ACTION_NONE;
  assert_refused (game, &counters, &action);
  action.kind = FL_N_ACTION_KINDS;
  assert_refused (game, &counters, &action);
  action.kind = 200;
  assert_refused (game, &counters, &action);
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, 0);
  action.n_cards = FL_ACTION_MAX_CARDS + 1;
  assert_refused (game, &counters, &action);
  fl_flunk_action_play (&action, dealer, 52);
  assert_refused (game, &counters, &action);
  fl_flunk_action_play (&action, dealer, FL_CARD_NONE);
  assert_refused (game, &counters, &action);
  g_assert_cmpuint (counters.n_notify, ==, 0);
  g_assert_cmpuint (counters.n_events, ==, 0);

  /* Declare, then refuse plays. */
  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, FL_FLUNK_NO_TRUMP);
  counters.expected_n_actions = 1;
  g_assert_true (fl_game_apply (game, &action, NULL));
  g_assert_cmpuint (counters.n_contract, ==, 1);
  state = fl_game_get_state (game);

  fl_flunk_action_declare (&action, dealer, FL_FLUNK_HIGH, 9, FL_FLUNK_NO_TRUMP);
  assert_refused (game, &counters, &action);
  hand = state->hands[state->to_play];
  card = 0;
  while (hand & FL_CARD_SET_BIT (card))
    card++;
  fl_flunk_action_play (&action, fl_game_get_current_seat (game), card);
  assert_refused (game, &counters, &action);
  fl_flunk_action_play (&action, (fl_game_get_current_seat (game) + 1) % 3, fl_card_set_lowest (hand));
  assert_refused (game, &counters, &action);
  fl_flunk_action_play (&action, fl_game_get_current_seat (game), fl_card_set_lowest (hand));
  action.values[0] = 1;
  assert_refused (game, &counters, &action);
  fl_flunk_action_play (&action, fl_game_get_current_seat (game), fl_card_set_lowest (hand));
  action.n_cards = 2;
  action.cards[1] = fl_card_set_highest (hand);
  assert_refused (game, &counters, &action);

  /* Lead a card, then the next hand must follow suit when it can. */
  fl_flunk_action_play (&action, fl_game_get_current_seat (game), fl_card_set_lowest (hand));
  counters.expected_n_actions = 2;
  g_assert_true (fl_game_apply (game, &action, NULL));
  hand = state->hands[state->to_play];
  {
    FlCardSet led = FL_STD_SUIT_MASK (FL_STD_SUIT (state->played[0][0]));

    if ((hand & led) != 0 && (hand & ~led) != 0)
      {
        fl_flunk_action_play (&action, fl_game_get_current_seat (game), fl_card_set_lowest (hand & ~led));
        assert_refused (game, &counters, &action);
      }
    else
      g_test_message ("no revoke possible with this deal");
  }

  g_assert_finalize_object (game);
}

static void
test_object_signals (void)
{
  FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, 23);
  Counters counters;
  FlRng rng;
  guint n = 0, n_continue = 0;

  connect_counters (game, &counters);
  fl_rng_init (&rng, 23, 0);
  assert_properties (game);

  while (!fl_game_is_over (game))
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
      const FlEvents *events;
      Counters before = counters;
      guint contract = 0, play = 0, trick = 0;
      FlAction action;

      g_assert_cmpuint (legal->len, >, 0);
      for (guint i = 0; i < legal->len; i++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_true (fl_game_check_action (game, &g_array_index (legal, FlAction, i), &error));
          g_assert_no_error (error);
        }

      action = g_array_index (legal, FlAction, fl_rng_below (&rng, legal->len));
      counters.expected_n_actions = n + 1;
      g_assert_true (fl_game_apply (game, &action, NULL));
      n++;

      g_assert_cmpuint (fl_game_get_n_actions (game), ==, n);
      g_assert_true (fl_action_equal (fl_game_get_action (game, n - 1), &action));
      g_assert_cmpuint (counters.n_notify_n_actions, ==, before.n_notify_n_actions + 1);
      g_assert_cmpuint (counters.n_notify_current_seat, ==, before.n_notify_current_seat + 1);

      events = fl_game_get_last_events (game);
      for (guint i = 0; i < events->n_events; i++)
        {
          contract += events->events[i].kind == FL_FLUNK_EVENT_CONTRACT;
          play += events->events[i].kind == FL_FLUNK_EVENT_PLAY;
          trick += events->events[i].kind == FL_FLUNK_EVENT_TRICK;
        }
      g_assert_cmpuint (counters.n_events, ==, before.n_events + events->n_events);
      g_assert_cmpuint (counters.n_contract, ==, before.n_contract + contract);
      g_assert_cmpuint (counters.n_play, ==, before.n_play + play);
      g_assert_cmpuint (counters.n_trick, ==, before.n_trick + trick);
      if (action.kind == FL_ACTION_DECLARE)
        {
          g_assert_cmpuint (contract, ==, 1);
          g_assert_cmpuint (play, ==, 0);
        }
      else if (action.kind == FL_ACTION_CONTINUE)
        {
          /* The next deal, after a scored one (F5). */
          g_assert_cmpuint (contract + play + trick, ==, 0);
          g_assert_cmpuint (events->n_events, ==, 1);
          n_continue++;
        }
      else
        {
          g_assert_cmpuint (action.kind, ==, FL_ACTION_PLAY);
          g_assert_cmpuint (contract, ==, 0);
          g_assert_cmpuint (play, ==, 1);
        }

      if (n % 10 == 0)
        assert_properties (game);
    }

  /* Three deals, each a contract and 52 cards; the next deal after the
   * first two. */
  g_assert_cmpuint (n_continue, ==, 2);
  g_assert_cmpuint (n, ==, 3 * 53 + 2);
  g_assert_cmpuint (counters.n_contract, ==, 3);
  g_assert_cmpuint (counters.n_play, ==, 3 * 52);
  g_assert_cmpuint (counters.n_trick, ==, 3 * 13);
  g_assert_cmpuint (counters.n_notify_n_actions, ==, n);

  /* Over: no decision, nobody to move, nothing legal. */
  assert_properties (game);
  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_GAME_OVER);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, -1);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_NONE);
  {
    g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

    g_assert_cmpuint (legal->len, ==, 0);
  }

  g_assert_finalize_object (game);
}

static void
test_object_legal_start (void)
{
  FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, 5);
  const FlRules *rules = fl_game_get_rules (game);
  g_autofree void *initial = g_memdup2 (fl_game_get_state (game), rules->state_size);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  guint types[3] = { 0 };
  FlRng rng;

  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_BIDDING);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_DECLARE);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 0);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    g_assert_cmpint (fl_game_get_score (game, s), ==, 0);
  assert_properties (game);

  /* 7 High and 7 Low in 4 suits or no trump, and 4 Dumps. */
  g_assert_cmpuint (legal->len, ==, 7 * 5 + 7 * 5 + 4);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (action->kind, ==, FL_ACTION_DECLARE);
      g_assert_cmpint (action->seat, ==, 0);
      g_assert_cmpint (action->values[0], >=, FL_FLUNK_HIGH);
      g_assert_cmpint (action->values[0], <=, FL_FLUNK_DUMP);
      types[action->values[0]]++;
      for (guint j = 0; j < i; j++)
        g_assert_false (fl_action_equal (action, &g_array_index (legal, FlAction, j)));

      g_assert_true (fl_game_check_action (game, action, &error));
      g_assert_no_error (error);
      g_assert_true (fl_game_apply (game, action, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, 1);
      g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_PLAYING);
      g_assert_true (fl_game_undo_to (game, 0, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (initial, rules->state_size, fl_game_get_state (game), rules->state_size);
    }
  g_assert_cmpuint (types[FL_FLUNK_HIGH], ==, 35);
  g_assert_cmpuint (types[FL_FLUNK_LOW], ==, 35);
  g_assert_cmpuint (types[FL_FLUNK_DUMP], ==, 4);

  /* Every legal card applies, at every point of a hand. */
  fl_rng_init (&rng, 5, 1);
  while (!fl_game_is_over (game))
    {
      g_autoptr(GArray) now = fl_game_list_legal_actions (game);
      g_autofree void *state = g_memdup2 (fl_game_get_state (game), rules->state_size);
      guint n = fl_game_get_n_actions (game);

      if (fl_game_get_decision (game) == FL_DECISION_PLAY)
        for (guint i = 0; i < now->len; i++)
          {
            g_autoptr(GError) error = NULL;

            g_assert_true (fl_game_apply (game, &g_array_index (now, FlAction, i), &error));
            g_assert_no_error (error);
            g_assert_true (fl_game_undo_to (game, n, &error));
            g_assert_no_error (error);
            g_assert_cmpmem (state, rules->state_size, fl_game_get_state (game), rules->state_size);
          }

      g_assert_true (fl_game_apply (game, &g_array_index (now, FlAction, fl_rng_below (&rng, now->len)), NULL));
    }

  g_assert_finalize_object (game);
}

static void
test_object_undo_to (void)
{
  /* Three deals of 53 moves, the first two followed by the next deal:
   * the end, the last card, the third deal's middle, its contract, its
   * deal, the second deal's end, its contract, its deal, the first deal's
   * end and last card, and the first moves. */
  static const guint points[] = { 161, 160, 122, 109, 108, 107, 55, 54, 53, 52, 17, 4, 1, 0 };
  FlGame *game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_PENALTIES, 99);
  g_autofree char *record = NULL;
  Counters counters;

  play_moves (game, 99, G_MAXUINT);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 3 * 53 + 2);
  record = fl_game_save_to_data (game, NULL);
  connect_counters (game, &counters);

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      g_autoptr(GError) error = NULL;
      guint n = points[i];
      FlGame *fresh;
      FlGame *original = load_or_die (record);
      Counters before = counters;

      /* Beyond the end: refused, and nothing changes. */
      g_assert_false (fl_game_undo_to (game, fl_game_get_n_actions (game) + 1, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO);
      g_clear_error (&error);
      g_assert_false (fl_game_undo_to (game, G_MAXUINT, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO);
      g_clear_error (&error);
      g_assert_cmpmem (&before, sizeof before, &counters, sizeof counters);

      g_assert_true (fl_game_undo_to (game, n, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, n);
      g_assert_cmpuint (counters.n_notify_n_actions, ==, before.n_notify_n_actions + 1);
      /* Undo replays silently. */
      g_assert_cmpuint (counters.n_events, ==, before.n_events);

      fresh = replay_to (original, n);
      assert_same_game (fresh, game);
      g_assert_finalize_object (fresh);
      g_assert_finalize_object (original);
    }

  /* From the start again, the game goes on. */
  g_signal_handlers_disconnect_by_data (game, &counters);
  play_moves (game, 100, 30);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 30);
  g_assert_finalize_object (game);
}

static void
test_object_undo_seat (void)
{
  const char *base = get_base_record ();
  g_autoptr(GError) error = NULL;
  FlGame *game;
  int dealer;

  for (int seat = 0; seat < FL_FLUNK_N_PLAYERS; seat++)
    {
      FlGame *original;
      guint last;

      game = load_or_die (base);
      original = load_or_die (base);

      /* Twice: back to the seat's last decision, then to the one before. */
      for (guint round = 0; round < 2; round++)
        {
          FlGame *fresh;

          last = fl_game_get_n_actions (game);
          while (last > 0 && fl_game_get_action (game, last - 1)->seat != seat)
            last--;
          g_assert_cmpuint (last, >, 0);
          last--;

          g_assert_true (fl_game_undo (game, seat, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (fl_game_get_n_actions (game), ==, last);
          g_assert_cmpint (fl_game_get_current_seat (game), ==, seat);
          fresh = replay_to (original, last);
          assert_same_game (fresh, game);
          g_assert_finalize_object (fresh);
        }

      g_assert_finalize_object (original);
      g_assert_finalize_object (game);
    }

  /* Nobody has moved: nothing to take back. */
  game = new_flunk (3, FL_FLUNK_OPPONENTS_SCORE_NONE, 8);
  dealer = fl_game_get_current_seat (game);
  for (int seat = -1; seat <= FL_MAX_SEATS; seat++)
    {
      g_assert_false (fl_game_undo (game, seat, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO);
      g_assert_cmpuint (strlen (error->message), >, 0);
      g_clear_error (&error);
    }

  /* Only the dealer has moved. */
  play_moves (game, 8, 1);
  for (int seat = -1; seat <= FL_MAX_SEATS; seat++)
    {
      if (seat == dealer)
        continue;
      g_assert_false (fl_game_undo (game, seat, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO);
      g_clear_error (&error);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, 1);
    }
  g_assert_true (fl_game_undo (game, dealer, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 0);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, dealer);
  g_assert_finalize_object (game);
}

static void
test_object_new_errors (void)
{
  static const char *const ids[] = { "bridge", "", "Flunk", "flunk ", "flaps" };
  g_autoptr(GError) error = NULL;
  FlOptions options;
  FlGame *game;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_assert_null (fl_game_new (ids[i], NULL, 1, &error));
      g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME);
      g_assert_cmpuint (strlen (error->message), >, 0);
      g_clear_error (&error);
    }
  g_assert_null (fl_game_new (NULL, NULL, 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);

  /* Options out of range. */
  flunk_options (&options, 4, 0);
  g_assert_null (fl_game_new ("flunk", &options, 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
  g_clear_error (&error);
  flunk_options (&options, 3, 2);
  g_assert_null (fl_game_new ("flunk", &options, 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
  g_clear_error (&error);
  flunk_options (&options, 3, 0);
  options.values[FL_FLUNK_N_OPTIONS] = 1;
  g_assert_null (fl_game_new ("flunk", &options, 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
  g_clear_error (&error);

  /* The defaults. */
  game = fl_game_new ("flunk", NULL, 1, &error);
  g_assert_no_error (error);
  g_assert_true (fl_game_get_rules (game) == &fl_flunk_rules);
  g_assert_cmpstr (fl_game_get_id (game), ==, "flunk");
  g_assert_cmpuint (fl_game_get_n_seats (game), ==, FL_FLUNK_N_PLAYERS);
  g_assert_cmpint (fl_game_get_options (game)->values[FL_FLUNK_OPTION_DEALS], ==, 9);
  g_assert_finalize_object (game);

  /* Bots: an unknown game, an unknown strength. */
  g_assert_null (fl_bot_new ("bridge", "random", 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);
  g_assert_null (fl_bot_new ("flunk", "genius", 1, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
  g_clear_error (&error);
}

/* ---- 4. Files --------------------------------------------------------- */

static void
test_record_files (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("flourish-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autofree char *missing = NULL;
  g_autofree char *nowhere = NULL;
  g_autofree char *garbage = NULL;
  g_autofree char *huge = NULL;
  g_autofree char *fifo = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *saved = NULL;
  FlGame *game;
  FlGame *loaded;
  gsize length;

  g_assert_no_error (error);
  g_assert_nonnull (dir);
  path = g_build_filename (dir, "game.flourish", NULL);
  missing = g_build_filename (dir, "missing.flourish", NULL);
  nowhere = g_build_filename (dir, "no-such-dir", "game.flourish", NULL);
  garbage = g_build_filename (dir, "garbage.flourish", NULL);
  huge = g_build_filename (dir, "huge.flourish", NULL);
  fifo = g_build_filename (dir, "fifo.flourish", NULL);

  game = load_or_die (get_base_record ());
  g_assert_true (fl_game_save_to_file (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  saved = fl_game_save_to_data (game, NULL);
  g_assert_cmpstr (contents, ==, saved);

  loaded = fl_game_load_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  assert_same_game (game, loaded);
  g_assert_finalize_object (loaded);

  /* Saving again replaces the file. */
  play_moves (game, 1, 5);
  g_assert_true (fl_game_save_to_file (game, path, &error));
  g_assert_no_error (error);
  loaded = fl_game_load_from_file (path, &error);
  g_assert_no_error (error);
  assert_same_game (game, loaded);
  g_assert_finalize_object (loaded);

  /* A file that is not there, a folder that is not there. */
  g_assert_null (fl_game_load_from_file (missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_false (fl_game_save_to_file (game, nowhere, &error));
  g_assert_true (error != NULL && error->domain == G_FILE_ERROR);
  g_clear_error (&error);
  g_assert_null (fl_game_load_from_file (dir, &error));
  g_assert_true (error != NULL && error->domain == G_FILE_ERROR);
  g_clear_error (&error);

  /* Files that are not records. */
  g_assert_true (g_file_set_contents (garbage, "\x89PNG\r\n\x1a\n", 8, &error));
  g_assert_null (fl_game_load_from_file (garbage, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);
  {
    gsize huge_length = 20 * 1024 * 1024;
    char *data = g_malloc (huge_length);

    memcpy (data, saved, strlen (saved));
    memset (data + strlen (saved), '\n', huge_length - strlen (saved));
    g_assert_true (g_file_set_contents (huge, data, (gssize) huge_length, &error));
    g_free (data);
  }
  g_assert_null (fl_game_load_from_file (huge, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);

  /* A gigabyte that takes no room on disk: refused on its size, unread
   * (reading it would take a gigabyte of memory). */
  {
    int fd = g_open (huge, O_WRONLY | O_TRUNC, 0600);

    g_assert_cmpint (fd, >=, 0);
    g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
    g_assert_cmpint (close (fd), ==, 0);
  }
  g_assert_null (fl_game_load_from_file (huge, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_assert_nonnull (strstr (error->message, "larger than any game"));
  g_clear_error (&error);

  /* A pipe nobody writes to would block a reader for ever: refused. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_null (fl_game_load_from_file (fifo, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD);
  g_clear_error (&error);

  /* A byte-order mark, as some editors write, is not damage. */
  {
    g_autofree char *now = fl_game_save_to_data (game, NULL);
    g_autofree char *with_mark = g_strconcat ("\xef\xbb\xbf", now, NULL);

    g_assert_true (g_file_set_contents (path, with_mark, -1, &error));
  }
  loaded = fl_game_load_from_file (path, &error);
  g_assert_no_error (error);
  assert_same_game (game, loaded);
  g_assert_finalize_object (loaded);

  g_assert_finalize_object (game);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_unlink (garbage), ==, 0);
  g_assert_cmpint (g_unlink (huge), ==, 0);
  g_assert_cmpint (g_unlink (fifo), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  int status;

  /* Messages in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/game/object/illegal", test_object_illegal);
  g_test_add_func ("/game/object/signals", test_object_signals);
  g_test_add_func ("/game/object/legal-start", test_object_legal_start);
  g_test_add_func ("/game/object/undo-to", test_object_undo_to);
  g_test_add_func ("/game/object/undo-seat", test_object_undo_seat);
  g_test_add_func ("/game/object/new-errors", test_object_new_errors);

  g_test_add_func ("/game/record/round-trip", test_record_round_trip);
  g_test_add_func ("/game/record/round-trip-partial", test_record_round_trip_partial);
  g_test_add_func ("/game/record/round-trip-flume", test_record_round_trip_flume);
  g_test_add_func ("/game/record/version-1", test_record_version_1);
  g_test_add_func ("/game/record/files", test_record_files);

  g_test_add_func ("/game/record/damaged/bytes", test_damaged_bytes);
  g_test_add_func ("/game/record/damaged/header", test_damaged_header);
  g_test_add_func ("/game/record/damaged/options", test_damaged_options);
  g_test_add_func ("/game/record/damaged/moves", test_damaged_moves);
  g_test_add_func ("/game/record/damaged/after-end", test_damaged_after_end);
  g_test_add_func ("/game/record/damaged/illegal-message", test_damaged_illegal_message);
  g_test_add_func ("/game/record/damaged/moves-random", test_damaged_moves_random);
  g_test_add_func ("/game/record/damaged/huge-moves", test_damaged_huge_moves);
  g_test_add_func ("/game/record/damaged/size", test_damaged_size);
  g_test_add_func ("/game/record/damaged/encoding", test_damaged_encoding);
  /* GLib stops at the first failure (without --keep-going): the tests
   * that have found bugs in the reader come last, so that the others
   * still report. */
  g_test_add_func ("/game/record/damaged/types", test_damaged_types);
  g_test_add_func ("/game/record/damaged/result", test_damaged_result);
  g_test_add_func ("/game/record/damaged/trailing-data", test_damaged_trailing_data);
  g_test_add_func ("/game/record/damaged/escaped-nul", test_damaged_escaped_nul);
  g_test_add_func ("/game/record/damaged/message-utf8", test_damaged_message_utf8);
  g_test_add_func ("/game/record/damaged/move-members", test_damaged_move_members);
  for (guint i = 0; i < G_N_ELEMENTS (nesting_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game/record/damaged/deep-nesting/%s", nesting_cases[i].name);

      g_test_add_data_func (path, &nesting_cases[i], test_damaged_deep_nesting);
    }

  status = g_test_run ();

  g_clear_pointer (&base_tree, json_node_unref);
  g_clear_pointer (&finished_tree, json_node_unref);
  g_clear_pointer (&base_record, g_free);
  g_clear_pointer (&finished_record, g_free);

  return status;
}
