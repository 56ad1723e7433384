/* test-conformance.c: what every registered game owes the shared engine
 *
 * Seeded random games of every game in the rules table, with random
 * options (so every option and seat count is reached), checked at every
 * step against the contracts of fl-rules.h:
 *
 * - secrecy: no sentence a seat is shown (the events as it is told them,
 *   its options, where the hand stands, the table's captions and statuses)
 *   names a card the seat could not have seen, and the table draws no such
 *   card face up. What a seat could have seen is reasoned apart from the
 *   sentences: every card its observations ever showed it (known_cards()
 *   of each observation, before and after each move) and every card
 *   played face up (an FL_ACTION_PLAY, fl-action.h);
 * - determinize: every world sampled for a seat looks to that seat
 *   exactly like the truth, and offers the seat to act the same moves;
 * - records: a game saved and loaded at every step is the same game;
 * - bots: the heuristic bot, given only an observation, chooses a legal
 *   move;
 * - legal actions: listed into a buffer too small, the true count comes
 *   back and nothing is written past it; check_action() accepts every
 *   action listed; action_cards() names exactly the cards they use;
 * - no truncation: events, their cards and the table's places stay within
 *   their bounds (fl_events_add() fails loudly past them).
 *
 * Each game is played to its end or stopped after MAX_HANDS hands scored,
 * whichever comes first: random players may keep a game going for ever
 * (Flume's lose their bids and drift below zero, and a game may last
 * 200,000 hands). The contracts hold at every step, so a stopped game has
 * been checked as far as it went; the message at the end says how many
 * games were stopped and how many hands the longest finished game took,
 * so that a bound which starts to cut a game that ends on its own shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-test-scale.h"

#define GAMES_PER_RULES 1000
/* A game of Flaunt is rounds of 120 to 270 moves each (every draw, lead
 * and challenge), played to 100 or 200 points: ten times the moves of a
 * Flunk rubber or a Flume game stopped at 30 hands, so fewer of them. */
#define FLAUNT_GAMES 150
#define RECORD_GAMES 1
#define BOT_GAMES 6
/* Flunk's longest rubber (its option deals) and above Flashpoint's longest
 * random game: only Flume's random games are stopped. */
#define MAX_HANDS 30

typedef struct
{
  const FlRules *rules;
  const FlDeck  *deck;
  char          *labels[FL_DECK_MAX_CARDS];
  guint          n_seats;
  FlCards        known[FL_MAX_SEATS];   /* what each seat could have seen */
  guint8        *observation;
  guint8        *again;
  guint8        *world;
  guint64        texts;                 /* sentences checked */
  guint64        hidden_seen;           /* cards kept from a seat in events */
  guint          stopped;               /* games stopped after MAX_HANDS */
  guint          longest;               /* hands of the longest game finished */
} Check;

/* Whether any card labelled @label is in @known (the two packs of a
 * double deck share their labels). */
static gboolean
label_known (const Check   *check,
             const FlCards *known,
             const char    *label)
{
  for (guint c = 0; c < check->deck->n_cards; c++)
    if (g_str_equal (check->labels[c], label) && fl_cards_has (known, c))
      return TRUE;
  return FALSE;
}

static void
assert_label_known (const Check *check,
                    int          seat,
                    const char  *what,
                    const char  *label,
                    const char  *text)
{
  if (!label_known (check, &check->known[seat], label))
    g_error ("%s: %s shown to seat %d names %s, a card it could not have seen: “%s”",
             check->rules->id, what, seat, label, text);
}

static gboolean
is_label (const Check *check,
          const char  *label)
{
  for (guint c = 0; c < check->deck->n_cards; c++)
    if (g_str_equal (check->labels[c], label))
      return TRUE;
  return FALSE;
}

/* Finds every card @text names: a rank and a suit symbol ("10♠", "Q♥"),
 * found at each suit symbol, and the named cards (jokers, Flaps' special
 * cards) by their names. */
static void
assert_text_secret (Check      *check,
                    int         seat,
                    const char *what,
                    const char *text)
{
  if (text == NULL)
    return;
  check->texts++;

  for (const char *p = strstr (text, "\xe2\x99"); p != NULL; p = strstr (p + 1, "\xe2\x99"))
    {
      const char *start = p;
      char label[16];

      while (start > text && start - 1 >= text && g_ascii_isalnum (start[-1]) && p - start < 2)
        start--;
      /* The longest label that ends at the symbol: "10♠" before "0♠". */
      for (; start < p; start++)
        {
          g_snprintf (label, sizeof label, "%.*s", (int) (p - start + 3), start);
          if (is_label (check, label))
            {
              assert_label_known (check, seat, what, label, text);
              break;
            }
        }
    }
  for (guint c = 0; c < check->deck->n_cards; c++)
    if (strstr (check->labels[c], "\xe2\x99") == NULL && strstr (text, check->labels[c]) != NULL)
      assert_label_known (check, seat, what, check->labels[c], text);
}

static void
assert_lines_secret (Check      *check,
                     int         seat,
                     const char *what,
                     char      **lines)
{
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    assert_text_secret (check, seat, what, lines[i]);
  g_strfreev (lines);
}

static void
assert_cards_known (Check        *check,
                    int           seat,
                    const char   *what,
                    const FlCard *cards,
                    guint         n_cards,
                    guint         max)
{
  g_assert_cmpuint (n_cards, <=, max);
  for (guint i = 0; i < n_cards; i++)
    if (cards[i] != FL_CARD_NONE && !fl_cards_has (&check->known[seat], cards[i]))
      g_error ("%s: %s drawn face up for seat %d holds %s, a card it could not have seen",
               check->rules->id, what, seat, check->labels[cards[i]]);
}

/* Adds what @seat's observation of @state shows it to what it knows. */
static void
learn (Check      *check,
       const void *state,
       int         seat)
{
  FlCards now = FL_CARDS_EMPTY;

  check->rules->observe (state, seat, check->observation);
  check->rules->known_cards (check->observation, seat, &now);
  fl_cards_union (&check->known[seat], &now);
}

/* The table and the tutor's sentences for @seat, from its observation. */
static void
check_seat_view (Check  *check,
                 FlGame *game,
                 int     seat)
{
  FlTableView view;

  fl_game_describe_table (game, seat, &view);
  g_assert_cmpuint (view.n_places, <=, FL_TABLE_MAX_PLACES);
  assert_text_secret (check, seat, "the caption", view.caption);
  assert_text_secret (check, seat, "the progress", view.progress);
  for (guint i = 0; i < view.n_places; i++)
    {
      const FlTablePlace *place = &view.places[i];

      assert_text_secret (check, seat, "a place's status", place->status);
      if (place->face_up)
        assert_cards_known (check, seat, "a hand", place->cards, place->n_cards, FL_TABLE_MAX_CARDS);
      assert_cards_known (check, seat, "a shown card", place->shown, place->n_shown, FL_TABLE_MAX_SHOWN);
    }
  g_assert_cmpuint (view.n_zones, <=, FL_TABLE_MAX_ZONES);
  for (guint i = 0; i < view.n_zones; i++)
    {
      const FlTableZone *zone = &view.zones[i];

      g_assert_cmpint (zone->kind, <, FL_N_ZONE_KINDS);
      g_assert_cmpint (zone->place, <, (int) view.n_places);
      g_assert_cmpuint (zone->n_listed, <=, zone->n_cards);
      assert_text_secret (check, seat, "a zone's label", zone->label);
      assert_cards_known (check, seat, "a zone", zone->cards, zone->n_listed, FL_TABLE_MAX_ZONE_CARDS);
    }
  fl_table_view_clear (&view);

  assert_lines_secret (check, seat, "the options", fl_game_explain_options (game, seat));
  assert_lines_secret (check, seat, "where the hand stands", fl_game_explain_status (game, seat));
}

/* The events of the move just made, as each seat is told them. */
static void
check_events (Check  *check,
              FlGame *game)
{
  const FlEvents *all = fl_game_get_last_events (game);

  g_assert_cmpuint (all->n_events, <=, FL_MAX_EVENTS);
  for (guint i = 0; i < all->n_events; i++)
    g_assert_cmpuint (all->events[i].n_cards, <=, FL_EVENT_MAX_CARDS);

  for (guint seat = 0; seat < check->n_seats; seat++)
    {
      FlEvents told;

      fl_game_see_last_events (game, (int) seat, &told);
      for (guint i = 0; i < told.n_events; i++)
        {
          const FlEvent *event = &told.events[i];
          g_autofree char *text = fl_game_describe_event (game, event, (int) seat);
          g_autofree char *what = g_strdup_printf ("the event “%s”", check->rules->event_name (event->kind));

          g_assert_nonnull (text);
          assert_text_secret (check, (int) seat, what, text);
          for (guint c = 0; c < event->n_cards; c++)
            if (event->cards[c] == FL_CARD_NONE)
              check->hidden_seen++;
            else if (!fl_cards_has (&check->known[seat], event->cards[c]))
              g_error ("%s: %s tells seat %u of %s, a card it could not have seen",
                       check->rules->id, what, seat, check->labels[event->cards[c]]);
        }
    }
}

/* Every world sampled for @seat looks to it like the truth and offers the
 * seat to act the same moves. */
static void
check_determinize (Check      *check,
                   const void *state,
                   int         seat,
                   FlRng      *rng)
{
  const FlRules *rules = check->rules;

  rules->observe (state, seat, check->observation);
  g_assert_true (rules->determinize (check->observation, rng, check->world));
  rules->observe (check->world, seat, check->again);
  g_assert_cmpmem (check->again, rules->state_size, check->observation, rules->state_size);

  if (rules->current_seat (state) == seat)
    {
      g_autofree FlAction *truth = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
      g_autofree FlAction *sampled = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
      guint n = rules->legal_actions (state, truth, FL_MAX_LEGAL_ACTIONS);

      g_assert_cmpuint (rules->legal_actions (check->world, sampled, FL_MAX_LEGAL_ACTIONS), ==, n);
      g_assert_cmpmem (sampled, n * sizeof (FlAction), truth, n * sizeof (FlAction));
    }
}

/* Listing the legal actions into a small buffer gives the true count and
 * writes no further than asked; check_action() accepts every one listed;
 * the cards that take part in a legal action are those of the list. */
static void
check_legal_actions (Check      *check,
                     const void *state)
{
  const FlRules *rules = check->rules;
  guint n;
  g_autofree FlAction *all = fl_rules_list_legal (rules, state, &n);
  FlAction few[3];
  FlCards listed = FL_CARDS_EMPTY, said;

  for (guint capacity = 0; capacity < 2; capacity++)
    {
      memset (few, 0xa5, sizeof few);
      g_assert_cmpuint (rules->legal_actions (state, few, capacity), ==, n);
      if (capacity == 1 && n > 0)
        g_assert_cmpmem (&few[0], sizeof (FlAction), &all[0], sizeof (FlAction));
      for (guint i = MIN (capacity, n); i < G_N_ELEMENTS (few); i++)
        for (guint b = 0; b < sizeof (FlAction); b++)
          g_assert_cmphex (((const guint8 *) &few[i])[b], ==, 0xa5);
    }

  for (guint i = 0; i < n; i++)
    {
      FlIllegal why;

      if (!rules->check_action (state, &all[i], &why))
        g_error ("%s: a listed legal action is refused (rule code %u)", rules->id, why.rule);
      for (guint c = 0; c < all[i].n_cards; c++)
        fl_cards_add (&listed, all[i].cards[c]);
    }
  fl_rules_action_cards (rules, state, &said);
  g_assert_cmpmem (&said, sizeof said, &listed, sizeof listed);
}

/* The game saved and loaded now is the same game. */
static void
check_record (FlGame *game)
{
  g_autoptr(GError) error = NULL;
  gsize length;
  g_autofree char *data = fl_game_save_to_data (game, &length);
  g_autoptr(FlGame) loaded = fl_game_load_from_data (data, (gssize) length, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (fl_game_get_n_actions (loaded), ==, fl_game_get_n_actions (game));
  g_assert_cmpmem (fl_game_get_state (loaded), fl_game_get_rules (game)->state_size,
                   fl_game_get_state (game), fl_game_get_rules (game)->state_size);
}

static void
random_options (const FlRules *rules,
                FlRng         *rng,
                FlOptions     *options)
{
  fl_rules_default_options (rules, options);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const FlOptionDesc *desc = &rules->options[i];

      switch (desc->type)
        {
        case FL_OPTION_BOOL:
          options->values[i] = (int) fl_rng_below (rng, 2);
          break;
        case FL_OPTION_CHOICE:
          options->values[i] = (int) fl_rng_below (rng, desc->n_choices);
          break;
        case FL_OPTION_INT:
        default:
          {
            int step = MAX (desc->step, 1);

            options->values[i] = desc->min + step * (int) fl_rng_below (rng, (guint) ((desc->max - desc->min) / step + 1));
          }
          break;
        }
      g_assert_true (fl_option_value_valid (desc, options->values[i]));
    }
}

static void
play_one (Check   *check,
          guint    index,
          FlRng   *rng,
          FlBot   *bot)
{
  const FlRules *rules = check->rules;
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) game = NULL;
  FlOptions options;
  guint64 seed = fl_rng_next64 (rng);
  /* Saving and loading at every step costs the square of the game's
   * length; the sanitized copy (FLOURISH_TEST_GAMES_DIVISOR) saves and
   * loads each game once, at its end. */
  gboolean every_step_record = index < RECORD_GAMES && fl_test_divisor () == 1;

  random_options (rules, rng, &options);
  game = fl_game_new (rules->id, &options, seed, &error);
  g_assert_no_error (error);
  check->n_seats = fl_game_get_n_seats (game);
  memset (check->known, 0, sizeof check->known);

  for (guint seat = 0; seat < check->n_seats; seat++)
    {
      learn (check, fl_game_get_state (game), (int) seat);
      check_seat_view (check, game, (int) seat);
    }

  while (!fl_game_is_over (game) && rules->hand_number (fl_game_get_state (game)) < MAX_HANDS)
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
      int to_act = fl_game_get_current_seat (game);
      FlAction action;

      g_assert_cmpuint (legal->len, >, 0);
      check_legal_actions (check, fl_game_get_state (game));
      for (guint i = 0; i < legal->len; i++)
        {
          g_autofree char *cost = fl_game_explain_cost (game, &g_array_index (legal, FlAction, i));

          assert_text_secret (check, to_act, "the cost of a move", cost);
        }
      check_determinize (check, fl_game_get_state (game), to_act, rng);
      if (bot != NULL && fl_rng_below (rng, 8) == 0)
        {
          fl_game_observe (game, to_act, check->observation);
          fl_bot_choose_action (bot, rules, check->observation, &action);
          g_assert_true (fl_rules_action_is_legal (rules, fl_game_get_state (game), &action));
        }
      action = g_array_index (legal, FlAction, fl_rng_below (rng, legal->len));

      /* What every seat could see just before the move, and the move
       * itself when it is played face up. */
      for (guint seat = 0; seat < check->n_seats; seat++)
        {
          learn (check, fl_game_get_state (game), (int) seat);
          if (action.kind == FL_ACTION_PLAY)
            for (guint c = 0; c < action.n_cards; c++)
              fl_cards_add (&check->known[seat], action.cards[c]);
        }

      if (!fl_game_apply (game, &action, &error))
        g_error ("%s game %u: a listed legal move is refused: %s", rules->id, index, error->message);

      for (guint seat = 0; seat < check->n_seats; seat++)
        learn (check, fl_game_get_state (game), (int) seat);
      check_events (check, game);
      for (guint seat = 0; seat < check->n_seats; seat++)
        check_seat_view (check, game, (int) seat);
      if (every_step_record)
        check_record (game);
    }
  check_record (game);

  if (fl_game_is_over (game))
    check->longest = MAX (check->longest, (guint) rules->hand_number (fl_game_get_state (game)));
  else
    check->stopped++;
}

static void
test_conformance (gconstpointer data)
{
  const FlRules *rules = data;
  guint n_games = fl_test_scaled (g_str_equal (rules->id, "flaunt") ? FLAUNT_GAMES : GAMES_PER_RULES);
  g_autoptr(FlBot) bot = NULL;
  Check check = { 0 };
  FlRng rng;

  g_assert_nonnull (rules->known_cards);
  g_assert_nonnull (rules->observe);
  g_assert_nonnull (rules->determinize);

  check.rules = rules;
  check.deck = fl_deck_get (rules->deck);
  for (guint c = 0; c < check.deck->n_cards; c++)
    check.labels[c] = fl_deck_card_label (check.deck, c);
  check.observation = g_malloc (rules->state_size);
  check.again = g_malloc (rules->state_size);
  check.world = g_malloc (rules->state_size);

  fl_rng_init (&rng, 20261126, 18);
  for (guint g = 0; g < n_games; g++)
    {
      if (g < BOT_GAMES && bot == NULL)
        bot = fl_bot_new (rules->id, "heuristic", g, NULL);
      if (g == BOT_GAMES)
        g_clear_object (&bot);
      play_one (&check, g, &rng, bot);
    }
  g_test_message ("%s: %u games, %u of them stopped after %d hands, the longest finished in %u hands; %"
                  G_GUINT64_FORMAT " sentences checked, %" G_GUINT64_FORMAT " cards kept from seats in events",
                  rules->id, n_games, check.stopped, MAX_HANDS, check.longest, check.texts, check.hidden_seen);
  g_assert_cmpuint (check.texts, >, 0);

  for (guint c = 0; c < check.deck->n_cards; c++)
    g_free (check.labels[c]);
  g_free (check.observation);
  g_free (check.again);
  g_free (check.world);
}

/* With --game ID --games ID,ID…, as tests/meson.build runs it, only the
 * rules ID's games are played, so that each game's conformance is a meson
 * test with its own timeout; the list names every game meson runs and
 * must be every rules there is, so that a new game fails here instead of
 * never being checked. */
static const char *
game_argument (int    *argc,
               char ***argv)
{
  static char *game = NULL;
  g_autofree char *listed = NULL;
  int kept = 1;

  for (int i = 1; i < *argc; i++)
    {
      const char *arg = (*argv)[i];

      if ((g_str_equal (arg, "--game") || g_str_equal (arg, "--games")) && i + 1 < *argc)
        {
          char **value = g_str_equal (arg, "--game") ? &game : &listed;

          g_free (*value);
          *value = g_strdup ((*argv)[++i]);
        }
      else
        (*argv)[kept++] = (*argv)[i];
    }
  *argc = kept;
  (*argv)[kept] = NULL;

  if (listed != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (listed, ",", -1);
      guint n = 0;

      for (guint i = 0; i < fl_rules_get_n_rules (); i++)
        if (!g_strv_contains ((const char *const *) ids, fl_rules_get_nth (i)->id))
          g_error ("tests/meson.build runs no conformance test for %s: add it to conformance_games",
                   fl_rules_get_nth (i)->id);
        else
          n++;
      if (n != g_strv_length (ids))
        g_error ("tests/meson.build names a game without rules in conformance_games: %s", listed);
    }
  return game;
}

int
main (int    argc,
      char **argv)
{
  const char *game;

  /* Card labels are matched in English. */
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  game = game_argument (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < fl_rules_get_n_rules (); i++)
    {
      const FlRules *rules = fl_rules_get_nth (i);
      g_autofree char *path = g_strdup_printf ("/engine/conformance/%s", rules->id);

      if (game == NULL || g_str_equal (game, rules->id))
        g_test_add_data_func (path, rules, test_conformance);
    }
  return g_test_run ();
}
