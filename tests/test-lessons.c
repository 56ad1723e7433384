/* test-lessons.c: the guided lessons (in data/lessons/)
 *
 * Every lesson script is run as a learner would: at each step an illegal
 * move gets the rules' reason, a legal move other than the one the step
 * teaches gets the step's explanation and changes nothing, and the move it
 * teaches goes on; to the end, in English, Japanese and Czech. The lessons
 * cover what issue 6 asks of each game, and broken scripts are refused
 * with a reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

static const char *const languages[] = { "en", "ja", "cs" };

/* What each game's lessons must teach, by id (issue 6). */
static const char *const required[] = {
  "flashpoint-suits",            /* distinct-suit tricks and passing */
  "flashpoint-last-duplicate",   /* the last duplicate wins */
  "flashpoint-combinations",     /* combinations and the damp squib */
  "flashpoint-flashes",
  "flashpoint-commands",
  "flunk-contract",              /* choosing a contract with the dummy */
  "flunk-exact",                 /* exact tricks */
  "flunk-flunking",
  "flunk-slam",
  "flunk-dump",
  "flume-bidding",               /* bidding and naming trumps */
  "flume-trumps",                /* the bowers and the jokers are trumps */
  "flume-following",             /* following the effective suit */
  "flume-points",                /* low to its player, game by card points */
  "flume-discarding",            /* the second deal and the stock's limit */
  "flume-calling",               /* five-handed, calling a partner */
  "flaunt-drawing",              /* the stock and the first turn */
  "flaunt-sneaking",             /* a sneak unchallenged, a bluff caught */
  "flaunt-flaunting",            /* flaunting and the lead limit */
  "flaunt-ranking",              /* the order of kinds and ties */
  "flaunt-challenging",          /* against a flaunt only the kind led */
  "flaunt-stock",                /* the end of the stock and the round */
};

static char *
lessons_dir (void)
{
  return g_test_build_filename (G_TEST_DIST, "data", "lessons", NULL);
}

/* The file names of the lesson scripts, sorted. */
static GPtrArray *
list_lessons (void)
{
  g_autofree char *dir_path = lessons_dir ();
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".lesson"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  return names;
}

static FlLesson *
load_lesson (const char *name)
{
  g_autofree char *dir = lessons_dir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  FlLesson *lesson;

  g_assert_true (g_file_get_contents (path, &data, NULL, &error));
  g_assert_no_error (error);
  lesson = fl_lesson_new_from_data (data, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (lesson);
  return lesson;
}

/* Every script is a lesson of a known game, named after its file, whose
 * moves fit the game; each game's lessons are numbered 1, 2, … in order;
 * every required lesson is there. */
static void
test_lessons_scripts (void)
{
  g_autoptr(GPtrArray) names = list_lessons ();
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) orders = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = names->pdata[i];
      g_autoptr(FlLesson) lesson = load_lesson (name);
      g_autoptr(GError) error = NULL;
      g_autofree char *stem = g_strndup (name, strlen (name) - strlen (".lesson"));
      g_autofree char *order = NULL;

      g_assert_cmpstr (fl_lesson_get_id (lesson), ==, stem);
      g_assert_true (g_str_has_prefix (stem, fl_lesson_get_game_id (lesson)));
      g_assert_nonnull (fl_rules_lookup (fl_lesson_get_game_id (lesson)));
      g_assert_true (fl_lesson_check (lesson, &error));
      g_assert_no_error (error);

      g_assert_cmpuint (fl_lesson_get_order (lesson), >=, 1);
      order = g_strdup_printf ("%s %u", fl_lesson_get_game_id (lesson), fl_lesson_get_order (lesson));
      g_assert_false (g_hash_table_contains (orders, order));
      g_hash_table_add (orders, g_steal_pointer (&order));
      g_hash_table_add (ids, g_strdup (stem));
    }

  /* A game with lessons has one on each topic it must teach. */
  for (guint i = 0; i < G_N_ELEMENTS (required); i++)
    {
      g_autofree char *game = g_strndup (required[i], strcspn (required[i], "-"));
      g_autofree char *first = g_strdup_printf ("%s 1", game);

      if (g_hash_table_contains (orders, first) && !g_hash_table_contains (ids, required[i]))
        {
          g_test_message ("No lesson %s", required[i]);
          g_assert_not_reached ();
        }
    }
  /* Each game's orders run 1 to n without a gap. */
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, orders);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_auto(GStrv) parts = g_strsplit (key, " ", 2);
      guint order = (guint) g_ascii_strtoull (parts[1], NULL, 10);

      for (guint before = 1; before < order; before++)
        {
          g_autofree char *earlier = g_strdup_printf ("%s %u", parts[0], before);

          g_assert_true (g_hash_table_contains (orders, earlier));
        }
    }
}

/* A move the rules refuse where @game stands: a card of the deck the
 * deciding seat does not hold, played by it. FALSE when every card is in
 * its hand (never, with two or more seats). */
static gboolean
illegal_move (FlGame   *game,
              FlAction *action)
{
  const FlDeck *deck = fl_deck_get (fl_game_get_rules (game)->deck);

  for (guint card = 0; card < deck->n_cards; card++)
    {
      fl_action_init (action, FL_ACTION_PLAY, fl_game_get_current_seat (game));
      action->n_cards = 1;
      action->cards[0] = (FlCard) card;
      if (!fl_game_check_action (game, action, NULL))
        return TRUE;
    }
  return FALSE;
}

/* A legal move other than every one the step teaches (found by trying
 * each legal move on a copy of the run), or FALSE when there is none. */
static gboolean
wrong_move (FlLessonRun *run,
            FlAction    *wrong)
{
  FlGame *game = fl_lesson_run_get_game (run);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  FlAction expected;

  g_assert_true (fl_lesson_run_get_expected (run, &expected));
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);
      g_autoptr(FlLessonRun) probe = fl_lesson_run_new (fl_lesson_run_get_lesson (run), NULL);
      g_autofree char *feedback = NULL;

      if (fl_action_equal (action, &expected))
        continue;
      /* Bring the probe to the same step with the expected moves. */
      while (fl_lesson_run_get_step (probe) < fl_lesson_run_get_step (run))
        {
          FlAction step;
          g_autofree char *said = NULL;

          g_assert_true (fl_lesson_run_get_expected (probe, &step));
          g_assert_cmpint (fl_lesson_run_try (probe, &step, &said, NULL), ==, FL_LESSON_REPLY_RIGHT);
        }
      if (fl_lesson_run_try (probe, action, &feedback, NULL) == FL_LESSON_REPLY_WRONG)
        {
          *wrong = *action;
          return TRUE;
        }
    }
  return FALSE;
}

/* The lesson as a learner takes it, in one language. Returns how many
 * steps had a wrong move to try. */
static guint
take_lesson (const FlLesson *lesson,
             const char     *language)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlLessonRun) run = NULL;
  guint n_wrong = 0;

  fl_test_use_language (language);
  run = fl_lesson_run_new (lesson, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (fl_lesson_get_title (lesson), !=, "");
  g_assert_cmpstr (fl_lesson_get_summary (lesson), !=, "");

  while (!fl_lesson_run_is_done (run))
    {
      FlGame *game = fl_lesson_run_get_game (run);
      guint step = fl_lesson_run_get_step (run);
      guint before = fl_game_get_n_actions (game);
      g_autofree char *prompt = g_strdup (fl_lesson_run_get_prompt (run));
      FlAction action;

      g_assert_cmpstr (prompt, !=, "");
      g_assert_cmpint (fl_game_get_current_seat (game), ==, fl_lesson_get_seat (lesson));

      /* Illegal: the rules' own reason, and nothing changes. */
      if (illegal_move (game, &action))
        {
          g_autoptr(GError) refusal = NULL;
          g_autofree char *feedback = NULL;

          g_assert_false (fl_game_check_action (game, &action, &refusal));
          g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, NULL), ==, FL_LESSON_REPLY_ILLEGAL);
          g_assert_cmpstr (feedback, ==, refusal->message);
          g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
          g_assert_cmpuint (fl_lesson_run_get_step (run), ==, step);
        }

      /* Wrong: the step's explanation; nothing changes. */
      if (wrong_move (run, &action))
        {
          g_autofree char *feedback = NULL;

          g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, NULL), ==, FL_LESSON_REPLY_WRONG);
          g_assert_cmpstr (feedback, !=, "");
          g_assert_cmpstr (feedback, !=, prompt);
          g_assert_cmpuint (fl_game_get_n_actions (game), ==, before);
          g_assert_cmpuint (fl_lesson_run_get_step (run), ==, step);
          g_assert_cmpstr (fl_lesson_run_get_prompt (run), ==, prompt);
          n_wrong++;
        }

      /* Right: made, and on to the next step. */
      {
        g_autofree char *feedback = NULL;

        g_assert_true (fl_lesson_run_get_expected (run, &action));
        g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, &error), ==, FL_LESSON_REPLY_RIGHT);
        g_assert_no_error (error);
        g_assert_cmpstr (feedback, !=, "");
        g_assert_cmpuint (fl_game_get_n_actions (game), >, before);
        g_assert_true (fl_action_equal (fl_game_get_action (game, before), &action));
        g_assert_cmpuint (fl_lesson_run_get_step (run), ==, step + 1);
      }
    }
  g_assert_cmpuint (fl_lesson_run_get_step (run), ==, fl_lesson_get_n_steps (lesson));
  g_assert_cmpstr (fl_lesson_run_get_prompt (run), !=, "");
  return n_wrong;
}

/* Every text of @lesson, as the learner reads it in the current language:
 * title, summary, every prompt and the last words. */
static GPtrArray *
lesson_texts (const FlLesson *lesson)
{
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(FlLessonRun) run = fl_lesson_run_new (lesson, NULL);

  g_ptr_array_add (texts, g_strdup (fl_lesson_get_title (lesson)));
  g_ptr_array_add (texts, g_strdup (fl_lesson_get_summary (lesson)));
  while (!fl_lesson_run_is_done (run))
    {
      FlAction action;
      g_autofree char *feedback = NULL;

      g_ptr_array_add (texts, g_strdup (fl_lesson_run_get_prompt (run)));
      g_assert_true (fl_lesson_run_get_expected (run, &action));
      g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, NULL), ==, FL_LESSON_REPLY_RIGHT);
      g_ptr_array_add (texts, g_steal_pointer (&feedback));
    }
  g_ptr_array_add (texts, g_strdup (fl_lesson_run_get_prompt (run)));
  return texts;
}

/* One lesson, taken to its end in each language; at least one step has a
 * wrong move explained, and every text is translated. */
static void
test_lesson_run (gconstpointer data)
{
  g_autoptr(FlLesson) lesson = load_lesson (data);
  g_autoptr(GPtrArray) english = NULL;

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    g_assert_cmpuint (take_lesson (lesson, languages[l]), >, 0);

  fl_test_use_language ("en");
  english = lesson_texts (lesson);
  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    {
      g_autoptr(GPtrArray) translated = NULL;

      fl_test_use_language (languages[l]);
      translated = lesson_texts (lesson);
      g_assert_cmpuint (translated->len, ==, english->len);
      for (guint i = 0; i < english->len; i++)
        if (g_str_equal (english->pdata[i], translated->pdata[i]))
          {
            g_test_message ("Not translated into %s: %s", languages[l], (char *) english->pdata[i]);
            g_assert_not_reached ();
          }
    }
  fl_test_use_language ("en");
}

/* ---- Broken scripts ---- */

#define HEAD "<lesson id=\"t\" game=\"flunk\" seat=\"0\"><title>T</title><summary>S</summary>"
#define STEP(expect) "<step><say>Say.</say>" expect "<right>R.</right><wrong>W.</wrong></step>"
#define TAIL "<end>E.</end></lesson>"
/* A deal of the Flunk deck: one suit to each hand (seat 3 is the dummy). */
#define DEAL "<deal>" \
  "<hand>AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S</hand>" \
  "<hand>AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H</hand>" \
  "<hand>AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D</hand>" \
  "<hand>AC KC QC JC 10C 9C 8C 7C 6C 5C 4C 3C 2C</hand></deal>"
/* Flunk, High 7 in spades (002 F7), declared by the dealer, seat 0. */
#define HIGH_7_SPADES "<expect kind=\"declare\" values=\"0 7 3\"/>"

static void
test_lessons_good_script (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlLesson) lesson = fl_lesson_new_from_data (HEAD DEAL STEP (HIGH_7_SPADES)
                                                        "<auto/>" STEP ("<expect kind=\"play\" cards=\"2C\"/>")
                                                        TAIL, -1, &error);
  g_autoptr(FlLessonRun) run = NULL;
  g_autofree char *feedback = NULL;
  FlAction action;
  FlGame *game;

  g_assert_no_error (error);
  g_assert_cmpuint (fl_lesson_get_n_steps (lesson), ==, 2);
  g_assert_true (fl_lesson_check (lesson, &error));
  g_assert_no_error (error);

  /* The chosen deal: the dealer holds the spades, the dummy the clubs. */
  run = fl_lesson_run_new (lesson, &error);
  g_assert_no_error (error);
  game = fl_lesson_run_get_game (run);
  {
    static const char *const spades[] = { "AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S" };
    const FlDeck *deck = fl_deck_get (FL_DECK_STANDARD_52);
    FlCardSet want = 0;

    for (guint i = 0; i < G_N_ELEMENTS (spades); i++)
      want |= FL_CARD_SET_BIT (fl_deck_lookup (deck, spades[i]));
    g_assert_cmpuint (((const FlFlunkState *) fl_game_get_state (game))->hands[0], ==, want);
  }
  {
    g_autoptr(FlGame) again = fl_game_new_from_start (game);

    g_assert_true (memcmp (fl_game_get_state (again), fl_game_get_state (game),
                           fl_game_get_rules (game)->state_size) == 0);
  }

  /* Low 3 in spades is legal, but not what the step teaches. */
  fl_flunk_action_declare (&action, 0, FL_FLUNK_LOW, 3, FL_SUIT_SPADES);
  g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, NULL), ==, FL_LESSON_REPLY_WRONG);
  g_assert_cmpstr (feedback, ==, "W.");
  g_clear_pointer (&feedback, g_free);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 0);

  fl_flunk_action_declare (&action, 0, FL_FLUNK_HIGH, 7, FL_SUIT_SPADES);
  g_assert_cmpint (fl_lesson_run_try (run, &action, &feedback, &error), ==, FL_LESSON_REPLY_RIGHT);
  g_assert_no_error (error);
  g_assert_cmpstr (feedback, ==, "R.");
  /* <auto/>: the computer players played until the dealer's turn: the
   * dummy's, after the lead from the dealer's left (002 F11). */
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 2);
  g_assert_cmpuint (fl_lesson_run_get_step (run), ==, 1);
}

/* The dealer declares, the dummy plays the 2♣ to the heart led, and the
 * dealer trumps with the A♠ or the K♠ (either is accepted), then leads
 * @card. */
#define BRANCHES(card) DEAL STEP (HIGH_7_SPADES) "<auto/>" STEP ("<expect kind=\"play\" cards=\"2C\"/>") \
  "<auto/>" STEP ("<expect kind=\"play\" cards=\"AS\"/><expect kind=\"play\" cards=\"KS\"/>") \
  STEP ("<expect kind=\"play\" cards=\"" card "\"/>")

/* Every path through the steps is checked: with the Q♠ led last, both
 * accepted trumps lead to a lesson that fits. */
static void
test_lessons_branches (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlLesson) lesson = fl_lesson_new_from_data (HEAD BRANCHES ("QS") TAIL, -1, &error);

  g_assert_no_error (error);
  g_assert_true (fl_lesson_check (lesson, &error));
  g_assert_no_error (error);
}

/* Each broken script is refused, with a message naming what is wrong. */
static void
test_lessons_broken_scripts (void)
{
  static const struct { const char *script; const char *says; gboolean loads; } cases[] = {
    { "not xml", NULL, FALSE },
    { "<lesson id=\"t\" game=\"chess\"/>", "known game", FALSE },
    { HEAD TAIL, "<step>", FALSE },
    { HEAD "<step><say>S.</say>" HIGH_7_SPADES "<right>R.</right></step>" TAIL, "<wrong>", FALSE },
    { HEAD STEP ("<expect kind=\"play\" cards=\"ZZ\"/>") TAIL, "ZZ", FALSE },
    { HEAD STEP ("<expect kind=\"jump\"/>") TAIL, "jump", FALSE },
    { HEAD "<dance/>" TAIL, "dance", FALSE },
    /* Loads, but does not fit the game. */
    { HEAD "<deal><hand>AS</hand></deal>" STEP (HIGH_7_SPADES) TAIL, "deal", TRUE },
    { HEAD DEAL STEP (HIGH_7_SPADES) "<move kind=\"play\" seat=\"1\" cards=\"AS\"/>" TAIL, "do not allow", TRUE },
    { HEAD STEP ("<expect kind=\"declare\" values=\"0 2 3\"/>") TAIL, "do not allow", TRUE },
    { HEAD DEAL STEP (HIGH_7_SPADES) STEP (HIGH_7_SPADES) TAIL, "no decision", TRUE },
    /* The learner's move, made by the script. */
    { HEAD DEAL "<move kind=\"declare\" values=\"0 7 3\"/>" STEP (HIGH_7_SPADES) TAIL, "learner", TRUE },
    /* Fits its game along the first of two accepted moves, but not along
     * the second: the K♠ taught later is gone. */
    { HEAD BRANCHES ("KS") TAIL, "do not allow", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(FlLesson) lesson = fl_lesson_new_from_data (cases[i].script, -1, &error);

      if (lesson != NULL)
        {
          g_assert_true (cases[i].loads);
          g_assert_false (fl_lesson_check (lesson, &error));
        }
      else
        g_assert_false (cases[i].loads);
      g_assert_nonnull (error);
      g_test_message ("%s → %s", cases[i].script, error->message);
      if (cases[i].says != NULL)
        g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) names = NULL;

  fl_test_init_languages ("The rubber is over; no more moves can be made.");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/lessons/scripts", test_lessons_scripts);
  g_test_add_func ("/lessons/good-script", test_lessons_good_script);
  g_test_add_func ("/lessons/branches", test_lessons_branches);
  g_test_add_func ("/lessons/broken-scripts", test_lessons_broken_scripts);
  names = list_lessons ();
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_strdup_printf ("/lessons/run/%.*s", (int) (strlen (names->pdata[i]) - 7),
                                               (char *) names->pdata[i]);

      g_test_add_data_func_full (path, g_strdup (names->pdata[i]), test_lesson_run, g_free);
    }

  return g_test_run ();
}
