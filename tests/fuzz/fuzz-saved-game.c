/* fuzz-saved-game.c: libFuzzer target for fl_saved_game_load_from_data()
 *
 * Every input is read as a saved game; the loader must refuse it with a
 * sentence or load a game, a seat and a strength that save and load again alike
 * (fl-fuzz-check.h). Built with clang only; `build-aux/dev fuzz` runs it
 * (README, "Fuzzing").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fl-fuzz-check.h"

FL_FUZZ_TARGET (fl_fuzz_load_saved_game)
