/* fl-rng.h: the engine's own random number generator
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * FlRng:
 *
 * PCG32 (O'Neill, "PCG: A Family of Simple Fast Space-Efficient Statistically
 * Good Algorithms for Random Number Generation", 2014): a 64-bit linear
 * congruential state with the XSH-RR output permutation, giving 32 bits per
 * step. It is a plain struct of two integers, copied with the game state, and
 * defined entirely here, so a seed deals the same cards on every machine and
 * with every C library. Never use rand() or GRand in the engine.
 */
typedef struct
{
  guint64 state;
  guint64 inc;
} FlRng;

void     fl_rng_init      (FlRng   *rng,
                           guint64  seed,
                           guint64  stream);
guint64  fl_rng_next64    (FlRng   *rng);
void     fl_rng_shuffle   (FlRng   *rng,
                           guint8  *items,
                           guint    n_items);

#define FL_RNG_MULTIPLIER G_GUINT64_CONSTANT (6364136223846793005)

/* Inline: the random playouts of search bots call these millions of times. */
static inline guint32
fl_rng_next (FlRng *rng)
{
  guint64 old = rng->state;
  guint32 xorshifted;
  guint32 rot;

  rng->state = old * FL_RNG_MULTIPLIER + rng->inc;
  xorshifted = (guint32) (((old >> 18) ^ old) >> 27);
  rot = (guint32) (old >> 59);

  return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/**
 * fl_rng_below:
 * @rng: the generator
 * @bound: one more than the largest wanted number, at least 1
 *
 * Returns: a uniformly distributed number in [0, @bound), without the bias
 * of a plain modulo (Lemire's multiply-and-reject method).
 */
static inline guint32
fl_rng_below (FlRng   *rng,
              guint32  bound)
{
  guint64 product = (guint64) fl_rng_next (rng) * bound;
  guint32 low = (guint32) product;

  if (G_UNLIKELY (low < bound))
    {
      guint32 threshold = (-bound) % bound;

      while (low < threshold)
        {
          product = (guint64) fl_rng_next (rng) * bound;
          low = (guint32) product;
        }
    }

  return (guint32) (product >> 32);
}

G_END_DECLS
