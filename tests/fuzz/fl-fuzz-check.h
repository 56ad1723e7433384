/* fl-fuzz-check.h: what the record and saved-game loaders promise for any input
 *
 * Shared by the fuzz targets (tests/fuzz/fuzz-*.c) and the corpus test
 * (tests/test-corpus.c), so both hold the loaders to the same promises:
 *
 * - a refusal is NULL with a GError of FL_GAME_ERROR whose message is
 *   non-empty, valid UTF-8;
 * - a game that loads saves to a record that loads again, to the same
 *   game (id, seed, number of moves, over or not) and to the same text;
 * - a saved game that loads gives a seat of that game and a strength the
 *   bots know, and wrapped again in a saved game loads alike.
 *
 * A broken promise prints what broke and calls abort(), which libFuzzer
 * reports as a crash and which fails a GLib test; these checks cannot be
 * compiled out as g_assert() can.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fl-engine.h"

#define FL_FUZZ_REQUIRE(condition, what)                                         \
  G_STMT_START {                                                                 \
    if (G_UNLIKELY (!(condition)))                                               \
      fl_fuzz_fail (__FILE__, __LINE__, #condition, (what));                     \
  } G_STMT_END

G_NORETURN static inline void
fl_fuzz_fail (const char *file,
              int         line,
              const char *condition,
              const char *what)
{
  fprintf (stderr, "%s:%d: broken promise: %s (%s)\n", file, line, what, condition);
  fflush (stderr);
  abort ();
}

/* Once per process, before the first input: the locale and catalogue as
 * every front end sets them, and any GLib warning or critical (a
 * g_return_if_fail() tripped inside the engine or json-glib) made fatal. */
static inline void
fl_fuzz_init (void)
{
  fl_i18n_init ();
  g_log_set_always_fatal (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
}

/* A refusal: an error of the engine's domain with a sentence to show. */
static inline void
fl_fuzz_check_refusal (const GError *error)
{
  FL_FUZZ_REQUIRE (error != NULL, "a loader returned NULL without an error");
  FL_FUZZ_REQUIRE (error->domain == FL_GAME_ERROR, "the error is not an FL_GAME_ERROR");
  FL_FUZZ_REQUIRE (error->message != NULL && error->message[0] != '\0',
                   "the error has no message");
  FL_FUZZ_REQUIRE (g_utf8_validate (error->message, -1, NULL),
                   "the error's message is not UTF-8");
}

/* A game that loaded: its record loads again to the same game and is
 * written out again unchanged. */
static inline void
fl_fuzz_check_game (FlGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text_again = NULL;
  gsize length = 0;
  gsize length_again = 0;

  FL_FUZZ_REQUIRE (FL_IS_GAME (game), "a loader returned something that is not a game");

  text = fl_game_save_to_data (game, &length);
  FL_FUZZ_REQUIRE (text != NULL && length > 0, "a loaded game does not save");

  again = fl_game_load_from_data (text, (gssize) length, &error);
  if (again == NULL)
    fprintf (stderr, "reloading the saved game: %s\n", error != NULL ? error->message : "(no error)");
  FL_FUZZ_REQUIRE (again != NULL && error == NULL, "a loaded game's own record does not load");

  FL_FUZZ_REQUIRE (g_str_equal (fl_game_get_id (again), fl_game_get_id (game)),
                   "the reloaded game is another game");
  FL_FUZZ_REQUIRE (fl_game_get_seed (again) == fl_game_get_seed (game),
                   "the reloaded game has another seed");
  FL_FUZZ_REQUIRE (fl_game_get_n_actions (again) == fl_game_get_n_actions (game),
                   "the reloaded game has another number of moves");
  FL_FUZZ_REQUIRE (fl_game_is_over (again) == fl_game_is_over (game),
                   "the reloaded game is over and the loaded one not, or the reverse");

  text_again = fl_game_save_to_data (again, &length_again);
  FL_FUZZ_REQUIRE (length_again == length && memcmp (text_again, text, length) == 0,
                   "the reloaded game saves to another record");
}

/* A saved game that loaded with @human and @strength. */
static inline void
fl_fuzz_check_saved_game (FlGame     *game,
                          int         human,
                          const char *strength)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(FlGame) again = NULL;
  g_autofree char *record = NULL;
  g_autofree char *wrapped = NULL;
  g_autofree char *strength_again = NULL;
  int human_again = -1;

  fl_fuzz_check_game (game);

  FL_FUZZ_REQUIRE (human >= 0 && (guint) human < fl_game_get_n_seats (game),
                   "the saved game's seat is not one of the game's");
  FL_FUZZ_REQUIRE (strength != NULL &&
                   (g_str_equal (strength, "random") || g_str_equal (strength, "heuristic")),
                   "the saved game's strength is not one the bots know");

  /* The saved game's wrapper as fl_saved_game_save() writes it. */
  record = fl_game_save_to_data (game, NULL);
  wrapped = g_strdup_printf ("{\"format\": \"flourish-saved-game\", \"version\": 1, "
                             "\"human\": %d, \"strength\": \"%s\", \"record\": %s}",
                             human, strength, record);
  again = fl_saved_game_load_from_data (wrapped, strlen (wrapped), &human_again,
                                        &strength_again, &error);
  if (again == NULL)
    fprintf (stderr, "reloading the saved game: %s\n", error != NULL ? error->message : "(no error)");
  FL_FUZZ_REQUIRE (again != NULL && error == NULL, "a loaded saved game, saved again, does not load");
  FL_FUZZ_REQUIRE (human_again == human && g_str_equal (strength_again, strength),
                   "a loaded saved game, saved again, has another seat or strength");
  FL_FUZZ_REQUIRE (fl_game_get_n_actions (again) == fl_game_get_n_actions (game) &&
                   fl_game_is_over (again) == fl_game_is_over (game),
                   "a loaded saved game, saved again, is another game");
}

/* Each loader on one input, held to its promises. The input is copied to
 * a buffer of exactly @length bytes, with no terminating nul, so that
 * AddressSanitizer catches any read past its end. Returns the game, or
 * NULL with @error set. */
static inline FlGame *
fl_fuzz_load_record (const guint8  *data,
                     gsize          length,
                     GError       **error)
{
  g_autofree char *copy = g_memdup2 (data, length);
  g_autoptr(GError) local_error = NULL;
  FlGame *game;

  /* g_memdup2() gives NULL for no bytes; the loader wants a pointer. */
  game = fl_game_load_from_data (copy != NULL ? copy : "", (gssize) length, &local_error);
  if (game == NULL)
    {
      fl_fuzz_check_refusal (local_error);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  FL_FUZZ_REQUIRE (local_error == NULL, "a record loaded and set an error too");
  fl_fuzz_check_game (game);
  return game;
}

static inline FlGame *
fl_fuzz_load_saved_game (const guint8  *data,
                         gsize          length,
                         GError       **error)
{
  g_autofree char *copy = g_memdup2 (data, length);
  g_autofree char *strength = NULL;
  g_autoptr(GError) local_error = NULL;
  FlGame *game;
  int human = -1;

  game = fl_saved_game_load_from_data (copy != NULL ? copy : "", length, &human, &strength,
                                       &local_error);
  if (game == NULL)
    {
      fl_fuzz_check_refusal (local_error);
      FL_FUZZ_REQUIRE (strength == NULL, "a refused saved game set its strength");
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  FL_FUZZ_REQUIRE (local_error == NULL, "a saved game loaded and set an error too");
  fl_fuzz_check_saved_game (game, human, strength);
  return game;
}

/* Defines libFuzzer's entry points for a target that gives every input to
 * @load, fl_fuzz_load_record() or fl_fuzz_load_saved_game(). */
#define FL_FUZZ_TARGET(load)                                                     \
  int LLVMFuzzerInitialize (int *argc, char ***argv);                            \
  int LLVMFuzzerTestOneInput (const guint8 *data, size_t size);                  \
                                                                                 \
  int                                                                            \
  LLVMFuzzerInitialize (int    *argc,                                            \
                        char ***argv)                                            \
  {                                                                              \
    fl_fuzz_init ();                                                             \
    return 0;                                                                    \
  }                                                                              \
                                                                                 \
  int                                                                            \
  LLVMFuzzerTestOneInput (const guint8 *data,                                    \
                          size_t        size)                                    \
  {                                                                              \
    g_autoptr(GError) error = NULL;                                              \
    FlGame *game = load (data, size, &error);                                    \
                                                                                 \
    g_clear_object (&game);                                                      \
    return 0;                                                                    \
  }
