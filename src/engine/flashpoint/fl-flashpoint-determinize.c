/* fl-flashpoint-determinize.c: what a Flashpoint player sees, and worlds
 * that agree with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <string.h>

#include "fl-flashpoint-rules-private.h"

/* ---- Observation and determinization ---- */

/* Each player sees their own hand, every card played, and what a flash
 * showed them: the left-hand opponent of a declarer sees the proof (B1). */
void
_fl_flashpoint_observe (const void *data,
                        int         seat,
                        void       *out)
{
  const FlFlashpointState *state = data;
  FlFlashpointState *observation = out;

  *observation = *state;
  observation->viewer = (guint8) seat;
  memset (&observation->rng, 0, sizeof observation->rng);
  for (guint s = 0; s < FL_FLASHPOINT_N_SEATS; s++)
    {
      if ((int) s != seat)
        observation->hands[s] = 0;
      if ((int) s != seat && (int) fl_flashpoint_left (s) != seat)
        observation->shown[s] = 0;
    }
}

/* What one hidden hand must look like, from everything public and what
 * the viewer was shown. Counts are -1 where nothing is known. */
typedef struct
{
  FlCardSet known;         /* cards certainly in the hand */
  FlCardSet allowed;       /* cards the hand may hold */
  guint     capacity;      /* the hand's size */
  int       suit_count[4]; /* exactly this many of each suit */
  int       rank_count[8];
  FlCardSet needs[FL_FLASHPOINT_MAX_TRICKS]; /* at least one card of each */
  guint     n_needs;
} HandShape;

/* The cards @seat played in the hand from sequence position @from on. */
static FlCardSet
played_by (const FlFlashpointState *state,
           guint                    seat,
           guint                    from)
{
  FlCardSet set = 0;

  for (guint i = from; i < state->n_seq; i++)
    if (state->seq_seats[i] == seat)
      set |= FL_CARD_SET_BIT (state->seq_cards[i]);

  return set;
}

static void
hand_shape (const FlFlashpointState *observation,
            guint                    seat,
            HandShape               *shape)
{
  FlCardSet played = played_by (observation, seat, 0);
  guint declared = observation->declared[seat];

  memset (shape, 0, sizeof *shape);
  shape->capacity = FL_FLASHPOINT_HAND_SIZE - fl_card_set_count (played);
  for (guint i = 0; i < 4; i++)
    shape->suit_count[i] = -1;
  for (guint i = 0; i < 8; i++)
    shape->rank_count[i] = -1;

  /* What was shown, and four-flashes, which everyone hears. */
  shape->known = observation->shown[seat];
  for (guint r = 0; r < 8; r++)
    if (observation->declared_fours[seat] & (1u << r))
      shape->known |= FL_FP_RANK_MASK (r + 7);
  shape->known &= ~played;

  /* Suits and ranks the player has shown to lack (passes, commands it
   * could not obey, declared voids). */
  shape->allowed = FL_FP_ALL_CARDS & ~suits_cards (observation->voids[seat] | (declared & FL_FLASHPOINT_FLASH_VOIDS));
  for (guint r = 0; r < 8; r++)
    if (observation->rank_voids[seat] & (1u << r))
      shape->allowed &= ~FL_FP_RANK_MASK (r + 7);

  /* B3: two of each suit as dealt; B4: one of each rank; B6: one of each
   * suit at the first turn in the fifth trick. */
  if (declared & FL_FLASHPOINT_FLASH_TWIN)
    for (guint s = 0; s < 4; s++)
      shape->suit_count[s] = 2 - (int) fl_card_set_count (played & FL_FP_SUIT_MASK (s));
  if (declared & FL_FLASHPOINT_FLASH_LONG)
    for (guint r = 0; r < 8; r++)
      shape->rank_count[r] = 1 - (int) fl_card_set_count (played & FL_FP_RANK_MASK (r + 7));
  if (declared & FL_FLASHPOINT_FLASH_SQUARE)
    {
      FlCardSet since = played_by (observation, seat, observation->trick_start[FL_FLASHPOINT_SQUARE_TRICK]);

      for (guint s = 0; s < 4; s++)
        shape->suit_count[s] = 1 - (int) fl_card_set_count (since & FL_FP_SUIT_MASK (s));
    }

  /* C2: a penalty says the leader held a card that obeyed; unless it has
   * played one since, it still holds one. */
  for (guint t = 0; t < observation->n_tricks + 1u && t < FL_FLASHPOINT_MAX_TRICKS; t++)
    {
      guint start = observation->trick_start[t];
      FlCardSet obeying;

      if (!(observation->penalties & (1u << t)) || start >= observation->n_seq ||
          observation->seq_seats[start] != seat)
        continue;
      obeying = fl_flashpoint_command_cards (observation->trick_command[t]);
      if (!(played_by (observation, seat, start + 1) & obeying))
        shape->needs[shape->n_needs++] = obeying;
    }
}

typedef struct
{
  HandShape *shapes;
  guint      n_seats;
  FlCard     cards[FL_FLASHPOINT_N_CARDS];
  guint      n_cards;
  FlCardSet  hands[3];
  guint      budget;
  FlRng     *rng;
} Search;

/* Whether hand @k can still meet its counts and needs with the cards left
 * from position @from. */
static gboolean
hand_feasible (const Search *search,
               guint         k,
               guint         from)
{
  const HandShape *shape = &search->shapes[k];
  FlCardSet hand = search->hands[k];
  FlCardSet rest = 0;
  guint room = shape->capacity - fl_card_set_count (hand);

  for (guint i = from; i < search->n_cards; i++)
    rest |= FL_CARD_SET_BIT (search->cards[i]);
  rest &= shape->allowed;

  if (fl_card_set_count (rest) < room)
    return FALSE;

  for (guint s = 0; s < 4; s++)
    if (shape->suit_count[s] >= 0)
      {
        int have = (int) fl_card_set_count (hand & FL_FP_SUIT_MASK (s));
        int left = (int) fl_card_set_count (rest & FL_FP_SUIT_MASK (s));

        if (have > shape->suit_count[s] || have + left < shape->suit_count[s])
          return FALSE;
      }
  for (guint r = 0; r < 8; r++)
    if (shape->rank_count[r] >= 0)
      {
        int have = (int) fl_card_set_count (hand & FL_FP_RANK_MASK (r + 7));
        int left = (int) fl_card_set_count (rest & FL_FP_RANK_MASK (r + 7));

        if (have > shape->rank_count[r] || have + left < shape->rank_count[r])
          return FALSE;
      }
  for (guint i = 0; i < shape->n_needs; i++)
    if (!(hand & shape->needs[i]) && !(rest & shape->needs[i]))
      return FALSE;

  return TRUE;
}

/* Places cards[from …] one by one, each into a random hand that can still
 * be completed; backtracks on a dead end. */
static gboolean
search_place (Search *search,
              guint   from)
{
  guint order[3] = { 0, 1, 2 };

  if (from == search->n_cards)
    return TRUE;
  if (search->budget == 0)
    return FALSE;
  search->budget--;

  for (guint i = search->n_seats; i > 1; i--)
    {
      guint j = fl_rng_below (search->rng, i), t = order[i - 1];

      order[i - 1] = order[j];
      order[j] = t;
    }

  for (guint i = 0; i < search->n_seats; i++)
    {
      guint k = order[i];
      FlCardSet bit = FL_CARD_SET_BIT (search->cards[from]);
      gboolean ok = TRUE;

      if (!(search->shapes[k].allowed & bit) ||
          fl_card_set_count (search->hands[k]) >= search->shapes[k].capacity)
        continue;

      search->hands[k] |= bit;
      for (guint j = 0; j < search->n_seats && ok; j++)
        ok = hand_feasible (search, j, from + 1);
      if (ok && search_place (search, from + 1))
        return TRUE;
      search->hands[k] &= ~bit;
    }

  return FALSE;
}

gboolean
_fl_flashpoint_determinize (const void *data,
                            FlRng      *rng,
                            void       *out)
{
  const FlFlashpointState *observation = data;
  FlFlashpointState *world = out;
  guint viewer = observation->viewer;
  HandShape shapes[3];
  guint seats[3];
  guint n_hidden = 0;
  FlCardSet unknown = FL_FP_ALL_CARDS;
  gboolean simple = TRUE;
  Search search = { 0 };

  *world = *observation;
  world->viewer = FL_FLASHPOINT_FULL_VIEW;
  fl_rng_init (&world->rng, fl_rng_next64 (rng), FLASHPOINT_STREAM);

  if (viewer >= FL_FLASHPOINT_N_SEATS || observation->stage == FL_FLASHPOINT_STAGE_OVER)
    return viewer == FL_FLASHPOINT_FULL_VIEW;

  unknown &= ~observation->hands[viewer];
  for (guint i = 0; i < observation->n_seq; i++)
    unknown &= ~FL_CARD_SET_BIT (observation->seq_cards[i]);

  for (guint s = 0; s < FL_FLASHPOINT_N_SEATS; s++)
    {
      HandShape *shape;

      if (s == viewer)
        continue;
      shape = &shapes[n_hidden];
      hand_shape (observation, s, shape);
      shape->known &= unknown;

      /* P7: a player asked to add to a trick, where passing is only for
       * those who cannot play, holds a suit the trick lacks (at the first
       * turn of the hand a flash is reason enough to be asked). */
      if (observation->stage == FL_FLASHPOINT_STAGE_PLAY && s == observation->to_play &&
          !leading (observation) && observation->passing == FL_FLASHPOINT_PASSING_WHEN_UNABLE &&
          !(observation->n_tricks == 0 && !(observation->first_turn_done & (1u << s))))
        shape->needs[shape->n_needs++] = suits_cards (~observation->trick_suits & FL_FLASHPOINT_ALL_SUITS);
      seats[n_hidden++] = s;
    }

  /* The known cards go first; then the rest of each shape is what is
   * left to find. */
  for (guint k = 0; k < n_hidden; k++)
    unknown &= ~shapes[k].known;
  for (guint k = 0; k < n_hidden; k++)
    {
      HandShape *shape = &shapes[k];

      search.hands[k] = shape->known;
      shape->allowed |= shape->known;
      for (guint s = 0; s < 4 && simple; s++)
        simple = shape->suit_count[s] < 0;
      for (guint r = 0; r < 8 && simple; r++)
        simple = shape->rank_count[r] < 0;
      simple = simple && shape->n_needs == 0;
    }

  search.shapes = shapes;
  search.n_seats = n_hidden;
  search.rng = rng;
  for (FlCardSet rest = unknown; rest; rest &= rest - 1)
    search.cards[search.n_cards++] = fl_card_set_lowest (rest);

  if (simple)
    {
      /* Voids only: the uniform sampler. */
      guint8 allowed[FL_FLASHPOINT_N_CARDS], capacity[3], placed[FL_FLASHPOINT_N_CARDS];

      for (guint k = 0; k < n_hidden; k++)
        {
          guint have = fl_card_set_count (shapes[k].known);

          if (have > shapes[k].capacity)
            return FALSE;
          capacity[k] = (guint8) (shapes[k].capacity - have);
        }
      for (guint i = 0; i < search.n_cards; i++)
        {
          allowed[i] = 0;
          for (guint k = 0; k < n_hidden; k++)
            if (shapes[k].allowed & FL_CARD_SET_BIT (search.cards[i]))
              allowed[i] |= (guint8) (1u << k);
        }
      if (!fl_deal_constrained (rng, search.n_cards, allowed, capacity, n_hidden, placed))
        return FALSE;
      for (guint i = 0; i < search.n_cards; i++)
        search.hands[placed[i]] |= FL_CARD_SET_BIT (search.cards[i]);
    }
  else
    {
      gboolean found = FALSE;

      for (guint attempt = 0; attempt < 64 && !found; attempt++)
        {
          for (guint k = 0; k < n_hidden; k++)
            search.hands[k] = shapes[k].known;
          fl_rng_shuffle (rng, search.cards, search.n_cards);
          search.budget = 4096;
          found = search_place (&search, 0);
        }
      if (!found)
        return FALSE;
    }

  for (guint k = 0; k < n_hidden; k++)
    world->hands[seats[k]] = search.hands[k];

  return TRUE;
}
