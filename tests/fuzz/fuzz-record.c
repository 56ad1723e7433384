/* fuzz-record.c: libFuzzer target for fl_game_load_from_data()
 *
 * Every input is read as a game record; the loader must refuse it with a
 * sentence or load a game that saves and loads again alike
 * (fl-fuzz-check.h). Built with clang only; `build-aux/dev fuzz` runs it
 * (README, "Fuzzing").
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fl-fuzz-check.h"

FL_FUZZ_TARGET (fl_fuzz_load_record)
