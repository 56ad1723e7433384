/* fl-test-scale.h: fewer games for quicker copies of the slow tests
 *
 * The property tests and the bot test promise counts of games, deals,
 * hands, positions and situations. FLOURISH_TEST_GAMES_DIVISOR=N in the
 * environment divides each of those counts by N (never below 1), and the
 * thresholds that depend on them scale with them; without it, or with 1,
 * every count is as written. The sanitized copies of these tests set 10
 * (tests/meson.build): they are there to catch memory errors and undefined
 * behaviour, which a tenth of the games still reaches, in about a minute
 * each. The strength margins are kept whole. The tests that
 * save and load a game at every one of its actions cost far more under
 * AddressSanitizer (a stack recorded for each of JSON's many allocations):
 * their counts are divided by N twice (fl_test_scaled_twice ()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

static inline guint
fl_test_divisor (void)
{
  static guint divisor;

  if (divisor == 0)
    {
      const char *text = g_getenv ("FLOURISH_TEST_GAMES_DIVISOR");
      guint64 value = 1;

      if (text != NULL && *text != '\0' &&
          !g_ascii_string_to_unsigned (text, 10, 1, 1000, &value, NULL))
        g_error ("FLOURISH_TEST_GAMES_DIVISOR=%s is not a whole number from 1 to 1000", text);
      divisor = (guint) value;
    }

  return divisor;
}

static inline guint
fl_test_scaled (guint count)
{
  return MAX (count / fl_test_divisor (), 1);
}

static inline guint
fl_test_scaled_twice (guint count)
{
  return MAX (count / (fl_test_divisor () * fl_test_divisor ()), 1);
}
