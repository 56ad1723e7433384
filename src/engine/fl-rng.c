/* fl-rng.c: PCG32, the engine's own random number generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "fl-rng.h"

/**
 * fl_rng_init:
 * @rng: the generator
 * @seed: any 64-bit number
 * @stream: selects one of 2^63 independent sequences
 *
 * Seeds @rng as the reference pcg32_srandom_r() does, so the sequence
 * for a given seed and stream matches the published PCG32 test vectors.
 */
void
fl_rng_init (FlRng   *rng,
             guint64  seed,
             guint64  stream)
{
  rng->state = 0;
  rng->inc = (stream << 1) | 1;
  fl_rng_next (rng);
  rng->state += seed;
  fl_rng_next (rng);
}

guint64
fl_rng_next64 (FlRng *rng)
{
  guint64 high = fl_rng_next (rng);

  return (high << 32) | fl_rng_next (rng);
}

/* Fisher–Yates, from the end. The generator is worked on in a local copy:
 * @items are bytes, which may alias @rng for all the compiler knows, and
 * would keep its state in memory, loaded and stored at every draw. */
void
fl_rng_shuffle (FlRng  *rng,
                guint8 *items,
                guint   n_items)
{
  FlRng local = *rng;

  for (guint i = n_items; i > 1; i--)
    {
      guint j = fl_rng_below (&local, i);
      guint8 tmp = items[i - 1];

      items[i - 1] = items[j];
      items[j] = tmp;
    }
  *rng = local;
}
