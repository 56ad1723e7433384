/* fl-flaunt-determinize.c: what one seat of Flaunt sees, and worlds that
 * agree with it
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt ("003"). Seen by all:
 * the counts (stock, hands, winnings), every flaunt, every contest once
 * turned up, who challenged (C6). Seen only by their owner: a hand, a card
 * drawn, a sneak and a challenge until the reveal, an unchallenged sneak
 * (C5) and the last hand collected (E1), for ever.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <string.h>

#include "fl-flaunt-rules-private.h"

/* Whether @viewer may see the cards of @play now: its own, a flaunt's
 * lead. Everything else of the current contest is face down until the
 * reveal, which ends the contest. */
static gboolean
play_visible (const FlFlauntState *state,
              guint                place,
              guint                viewer)
{
  return state->plays[place].seat == viewer || (place == 0 && state->face_up);
}

/* Whether @viewer saw the cards of the last contest's play @place: all of
 * them once turned up; an unchallenged sneak only its leader. */
static gboolean
last_play_visible (const FlFlauntState *state,
                   guint                place,
                   guint                viewer)
{
  return state->last_n_plays > 1 || state->last_face_up || state->last_plays[place].seat == viewer;
}

static void
hide_play (FlFlauntPlay *play)
{
  memset (play->cards, FL_CARD_NONE, play->n_cards);
}

void
_fl_flaunt_observe (const void *data,
                    int         seat,
                    void       *observation)
{
  const FlFlauntState *state = data;
  FlFlauntState *seen = observation;

  g_return_if_fail (seat >= 0 && seat < state->n_players);

  *seen = *state;
  seen->viewer = (guint8) seat;
  memset (&seen->rng, 0, sizeof seen->rng);
  memset (seen->stock, FL_CARD_NONE, sizeof seen->stock);
  for (guint s = 0; s < state->n_players; s++)
    if (s != (guint) seat)
      {
        seen->hands[s] = (FlFlauntCards) { { 0, 0 } };
        seen->won[s] = state->won_seen[s];
      }
  for (guint i = 0; i < state->n_plays; i++)
    if (!play_visible (state, i, (guint) seat))
      hide_play (&seen->plays[i]);
  for (guint i = 0; i < state->last_n_plays; i++)
    if (!last_play_visible (state, i, (guint) seat))
      hide_play (&seen->last_plays[i]);
}

void
_fl_flaunt_known_cards (const void *data,
                        int         seat,
                        FlCards    *out)
{
  const FlFlauntState *state = data;
  FlFlauntCards known = state->hands[seat];

  g_return_if_fail (seat >= 0 && seat < state->n_players);

  for (guint p = 0; p < 2; p++)
    known.packs[p] |= state->won[seat].packs[p];
  for (guint s = 0; s < state->n_players; s++)
    for (guint p = 0; p < 2; p++)
      known.packs[p] |= state->won_seen[s].packs[p];
  for (guint i = 0; i < state->n_plays; i++)
    if (play_visible (state, i, (guint) seat))
      for (guint c = 0; c < state->plays[i].n_cards; c++)
        fl_flaunt_cards_add (&known, state->plays[i].cards[c]);
  for (guint i = 0; i < state->last_n_plays; i++)
    if (last_play_visible (state, i, (guint) seat))
      for (guint c = 0; c < state->last_plays[i].n_cards; c++)
        fl_flaunt_cards_add (&known, state->last_plays[i].cards[c]);
  *out = fl_flaunt_cards_to_cards (&known);
}

static inline FlCard
take_next (const guint8 *pool,
           guint        *used)
{
  return pool[(*used)++];
}

/* A world: every card the viewer has not seen is dealt at random to the
 * places that hold unseen cards (other hands, the unseen part of the
 * others' winnings, face-down plays of the contest, the stock), each
 * keeping the size the viewer knows. Nothing else constrains them: the
 * source gives no rule a card's place could break, except under the
 * option `combinations`, where a sneak of two or more is a combination;
 * worlds do not keep that (a bot's guess at a hidden sneak is then a
 * little too pessimistic). */
gboolean
_fl_flaunt_determinize (const void *data,
                        FlRng      *rng,
                        void       *out)
{
  const FlFlauntState *seen = data;
  FlFlauntState *world = out;
  guint viewer = seen->viewer;
  FlFlauntCards known;
  guint8 pool[FL_FLAUNT_MAX_CARDS];
  guint n_pool = 0;
  guint used = 0;
  guint needed = seen->n_stock;

  g_return_val_if_fail (viewer < seen->n_players, FALSE);

  *world = *seen;
  world->viewer = FL_FLAUNT_FULL_VIEW;
  fl_rng_init (&world->rng, fl_rng_next (rng), FLAUNT_STREAM);

  /* What the viewer saw, in hands, piles and plays. */
  known = seen->hands[viewer];
  for (guint s = 0; s < seen->n_players; s++)
    for (guint p = 0; p < 2; p++)
      known.packs[p] |= seen->won[s].packs[p];
  for (guint i = 0; i < seen->n_plays; i++)
    for (guint c = 0; c < seen->plays[i].n_cards; c++)
      if (seen->plays[i].cards[c] != FL_CARD_NONE)
        fl_flaunt_cards_add (&known, seen->plays[i].cards[c]);

  for (guint c = 0; c < seen->n_cards; c++)
    if (!fl_flaunt_cards_has (&known, c))
      pool[n_pool++] = (guint8) c;
  for (guint s = 0; s < seen->n_players; s++)
    if (s != viewer)
      needed += seen->hand_sizes[s] + seen->n_won[s] - fl_flaunt_cards_count (&seen->won[s]);
  for (guint i = 0; i < seen->n_plays; i++)
    for (guint c = 0; c < seen->plays[i].n_cards; c++)
      needed += seen->plays[i].cards[c] == FL_CARD_NONE;
  if (needed != n_pool)
    return FALSE;
  fl_rng_shuffle (rng, pool, n_pool);

  for (guint i = 0; i < seen->n_plays; i++)
    for (guint c = 0; c < seen->plays[i].n_cards; c++)
      if (world->plays[i].cards[c] == FL_CARD_NONE)
        world->plays[i].cards[c] = take_next (pool, &used);
  for (guint s = 0; s < seen->n_players; s++)
    {
      guint hidden_won;

      if (s == viewer)
        continue;
      for (guint k = 0; k < seen->hand_sizes[s]; k++)
        fl_flaunt_cards_add (&world->hands[s], take_next (pool, &used));
      /* An unchallenged sneak of this seat, the last contest: its cards
       * are among the ones it won unseen. */
      hidden_won = seen->n_won[s] - fl_flaunt_cards_count (&seen->won[s]);
      for (guint i = 0; i < seen->last_n_plays; i++)
        if (seen->last_plays[i].seat == s)
          for (guint c = 0; c < seen->last_plays[i].n_cards; c++)
            if (world->last_plays[i].cards[c] == FL_CARD_NONE && hidden_won > 0)
              {
                FlCard card = take_next (pool, &used);

                world->last_plays[i].cards[c] = card;
                fl_flaunt_cards_add (&world->won[s], card);
                hidden_won--;
              }
      for (; hidden_won > 0; hidden_won--)
        fl_flaunt_cards_add (&world->won[s], take_next (pool, &used));
    }
  for (guint i = 0; i < seen->n_stock; i++)
    world->stock[i] = take_next (pool, &used);

  g_assert (used == n_pool);
  return TRUE;
}
