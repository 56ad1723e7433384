/* fl-flaunt-legal.c: what the deciding player of Flaunt may do
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt ("003"); rule labels as
 * in seeds/flaunt.md.
 *
 * A sneak may be any cards (T3), so a hand of h cards under a lead limit
 * of L offers the sum of C(h, k) for k up to L sneaks: the list is made in
 * blocks whose sizes are counted without listing them, and only the part
 * that fits the caller's buffer is listed. The order: the draw, the sneaks
 * by size, then the flaunts (single cards, matches, flushes, straights);
 * at a challenge the pass, then the challenges.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <string.h>

#include "fl-flaunt-rules-private.h"

gboolean
_fl_flaunt_cards_from_action (const FlAction *action,
                              guint           n_cards,
                              FlFlauntCards  *out)
{
  *out = (FlFlauntCards) { { 0, 0 } };
  for (guint i = 0; i < action->n_cards; i++)
    {
      FlCard card = action->cards[i];

      if (card >= n_cards || fl_flaunt_cards_has (out, card))
        return FALSE;
      fl_flaunt_cards_add (out, card);
    }
  return TRUE;
}

gboolean
_fl_flaunt_is_flauntable (const FlFlauntState *state,
                          const FlCard        *cards,
                          guint                n)
{
  return n > 0 && fl_flaunt_classify (cards, n, state->ace_option == FL_FLAUNT_ACE_HIGH) != FL_FLAUNT_KIND_NONE;
}

/* The cards of a hand in groups: all, by rank, by suit, by rank and suit. */
typedef struct
{
  guint8 all[FL_FLAUNT_MAX_CARDS];
  guint  n_all;
  guint8 by_rank[15][8];
  guint  n_rank[15];
  guint8 by_suit[FL_N_SUITS][26];
  guint  n_suit[FL_N_SUITS];
  guint  n_twins[FL_N_SUITS]; /* pairs of twin cards of two packs */
  guint  rank_bits;        /* bit r for a rank held, bit 1 for an ace low */
} Groups;

static void
groups_of (const FlFlauntState *state,
           const FlFlauntCards *hand,
           Groups              *groups)
{
  groups->n_all = 0;
  memset (groups->n_rank, 0, sizeof groups->n_rank);
  memset (groups->n_suit, 0, sizeof groups->n_suit);
  for (guint p = 0; p < 2; p++)
    for (FlCardSet set = hand->packs[p]; set; set &= set - 1)
      {
        FlCard card = flaunt_card (p, fl_card_set_lowest (set));
        guint rank = fl_flaunt_rank (card);
        guint suit = fl_flaunt_suit (card);

        groups->all[groups->n_all++] = card;
        groups->by_rank[rank][groups->n_rank[rank]++] = card;
        groups->by_suit[suit][groups->n_suit[suit]++] = card;
      }
  for (guint s = 0; s < FL_N_SUITS; s++)
    groups->n_twins[s] = fl_card_set_count (hand->packs[0] & hand->packs[1] & FL_STD_SUIT_MASK (s));
  groups->rank_bits = flaunt_rank_bits (hand, state->ace_option != FL_FLAUNT_ACE_HIGH);
}

/* The cards of rank @r (1 for an ace counting low). */
static inline guint
rank_count (const Groups *groups,
            guint         r)
{
  return groups->n_rank[r == 1 ? 14 : r];
}

static inline const guint8 *
rank_cards (const Groups *groups,
            guint         r)
{
  return groups->by_rank[r == 1 ? 14 : r];
}

static guint64
binomial (guint n,
          guint k)
{
  guint64 result = 1;

  if (k > n)
    return 0;
  for (guint i = 1; i <= k; i++)
    {
      result = result * (n - k + i) / i;
      if (result > G_MAXUINT32)
        return G_MAXUINT32 + G_GUINT64_CONSTANT (1);
    }
  return result;
}

/* Where listed actions go: the first @capacity into @out, the rest only
 * counted. */
typedef struct
{
  FlAction *out;
  guint     capacity;
  guint64   n;
  guint8    kind;
  guint8    seat;
} Sink;

static inline gboolean
sink_full (const Sink *sink)
{
  return sink->n >= sink->capacity;
}

static inline void
sink_add (Sink         *sink,
          const guint8 *cards,
          guint         n_cards)
{
  if (sink->n < sink->capacity)
    {
      FlAction *action = &sink->out[sink->n];

      fl_action_init (action, (FlActionKind) sink->kind, sink->seat);
      action->n_cards = (guint8) n_cards;
      if (n_cards > 0)  /* a pass or a draw has no cards, and NULL */
        memcpy (action->cards, cards, n_cards);
    }
  sink->n++;
}

/* Every @k-subset of @items (in lexicographic order of places), each
 * passed to @keep when given; while the sink has room. */
static void
list_subsets (Sink         *sink,
              const guint8 *items,
              guint         n_items,
              guint         k,
              gboolean    (*keep) (const guint8 *cards, guint n))
{
  guint idx[FL_FLAUNT_MAX_LEAD];
  guint8 cards[FL_FLAUNT_MAX_LEAD];

  if (k == 0 || k > n_items || k > FL_FLAUNT_MAX_LEAD)
    return;
  for (guint i = 0; i < k; i++)
    idx[i] = i;
  for (;;)
    {
      for (guint i = 0; i < k; i++)
        cards[i] = items[idx[i]];
      if (keep == NULL || keep (cards, k))
        {
          if (sink_full (sink))
            {
              /* Only counting from here: the caller counted the block. */
              return;
            }
          sink_add (sink, cards, k);
        }
      /* The next subset. */
      {
        int i = (int) k - 1;

        while (i >= 0 && idx[i] == n_items - k + (guint) i)
          i--;
        if (i < 0)
          return;
        idx[i]++;
        for (guint j = (guint) i + 1; j < k; j++)
          idx[j] = idx[j - 1] + 1;
      }
    }
}

static gboolean
not_one_rank (const guint8 *cards,
              guint         n)
{
  for (guint i = 1; i < n; i++)
    if (fl_flaunt_rank (cards[i]) != fl_flaunt_rank (cards[0]))
      return TRUE;
  return FALSE;
}

/* A block of actions: counted in full, listed while the sink has room.
 * @counted is what the block holds; the listing adds up to it. */
static void
block (Sink    *sink,
       guint64  counted,
       void   (*list) (Sink *sink, const Groups *groups, guint k, gconstpointer data),
       const Groups *groups,
       guint    k,
       gconstpointer data)
{
  guint64 start = sink->n;

  if (!sink_full (sink))
    list (sink, groups, k, data);
  /* Whatever the listing stopped short of, count. */
  sink->n = start + counted;
}

static void
list_any (Sink          *sink,
          const Groups  *groups,
          guint          k,
          gconstpointer  data)
{
  (void) data;
  list_subsets (sink, groups->all, groups->n_all, k, NULL);
}

static void
list_matches (Sink          *sink,
              const Groups  *groups,
              guint          k,
              gconstpointer  data)
{
  (void) data;
  for (guint r = 2; r <= 14; r++)
    list_subsets (sink, groups->by_rank[r], groups->n_rank[r], k, NULL);
}

static guint64
count_matches (const Groups *groups,
               guint         k)
{
  guint64 n = 0;

  for (guint r = 2; r <= 14; r++)
    n += binomial (groups->n_rank[r], k);
  return n;
}

/* Flushes and straight flushes; twin pairs are matches. */
static void
list_flushes (Sink          *sink,
              const Groups  *groups,
              guint          k,
              gconstpointer  data)
{
  (void) data;
  for (guint s = 0; s < FL_N_SUITS; s++)
    list_subsets (sink, groups->by_suit[s], groups->n_suit[s], k, not_one_rank);
}

static guint64
count_flushes (const Groups *groups,
               guint         k)
{
  guint64 n = 0;

  for (guint s = 0; s < FL_N_SUITS; s++)
    {
      n += binomial (groups->n_suit[s], k);
      /* Twin pairs of one suit are matches, listed there. */
      if (k == 2)
        n -= groups->n_twins[s];
    }
  return n;
}

/* The window of ranks @low .. @low + @k - 1 (1 an ace counting low): an
 * ace-low window of all thirteen ranks is the ace-high one. */
static gboolean
window_valid (guint low,
              guint k)
{
  return !(low == 1 && k == 13);
}

/* Straights not all of one suit (those are flushes too, listed there). */
static void
list_straights (Sink          *sink,
                const Groups  *groups,
                guint          k,
                gconstpointer  data)
{
  guint starts = flaunt_run_starts (groups->rank_bits, k);

  (void) data;
  if (k < 2)
    return;
  for (; starts != 0 && !sink_full (sink); starts &= starts - 1)
    {
      guint low = (guint) __builtin_ctz (starts);
      guint pick[FL_FLAUNT_MAX_LEAD] = { 0 };
      guint8 cards[FL_FLAUNT_MAX_LEAD];

      if (!window_valid (low, k))
        continue;
      for (;;)
        {
          gboolean one_suit = TRUE;

          for (guint i = 0; i < k; i++)
            {
              cards[i] = rank_cards (groups, low + i)[pick[i]];
              one_suit = one_suit && fl_flaunt_suit (cards[i]) == fl_flaunt_suit (cards[0]);
            }
          if (!one_suit)
            {
              if (sink_full (sink))
                return;
              sink_add (sink, cards, k);
            }
          /* The next choice of cards, like an odometer. */
          {
            guint i = 0;

            while (i < k && ++pick[i] == rank_count (groups, low + i))
              pick[i++] = 0;
            if (i == k)
              break;
          }
        }
    }
}

static guint64
count_straights (const Groups *groups,
                 guint         k)
{
  guint starts = k >= 2 ? flaunt_run_starts (groups->rank_bits, k) : 0;
  guint64 n = 0;

  for (; starts != 0; starts &= starts - 1)
    {
      guint low = (guint) __builtin_ctz (starts);
      guint64 all = 1;

      if (!window_valid (low, k))
        continue;
      for (guint i = 0; i < k; i++)
        all *= rank_count (groups, low + i);
      for (guint s = 0; s < FL_N_SUITS; s++)
        {
          guint64 one_suit = 1;

          for (guint i = 0; i < k; i++)
            {
              guint c = 0;
              const guint8 *cards = rank_cards (groups, low + i);

              for (guint j = 0; j < rank_count (groups, low + i); j++)
                c += fl_flaunt_suit (cards[j]) == s;
              one_suit *= c;
            }
          all -= one_suit;
        }
      n += all;
    }
  return n;
}

/* Every play of exactly @k cards that is one card or a combination. */
static void
list_flauntable (Sink         *sink,
                 const Groups *groups,
                 guint         k)
{
  if (k == 1)
    {
      block (sink, groups->n_all, list_any, groups, 1, NULL);
      return;
    }
  block (sink, count_matches (groups, k), list_matches, groups, k, NULL);
  block (sink, count_flushes (groups, k), list_flushes, groups, k, NULL);
  block (sink, count_straights (groups, k), list_straights, groups, k, NULL);
}

static guint
list_legal (const FlFlauntState *state,
            FlAction            *out,
            guint                capacity)
{
  Sink sink = { out, capacity, 0, 0, state->to_act };
  guint seat = state->to_act;
  Groups groups;

  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      if (state->n_stock > 0)
        {
          sink.kind = FL_ACTION_DRAW;
          sink_add (&sink, NULL, 0);
        }
      if ((state->had_turn & (1u << seat)) && state->hand_sizes[seat] > 0)
        {
          guint limit = MIN (fl_flaunt_lead_limit (state, seat), state->hand_sizes[seat]);

          groups_of (state, &state->hands[seat], &groups);
          if (state->n_stock > 0)
            {
              sink.kind = FL_ACTION_SNEAK;
              for (guint k = 1; k <= limit; k++)
                if (state->sneaks_option == FL_FLAUNT_SNEAKS_COMBINATIONS)
                  list_flauntable (&sink, &groups, k);
                else
                  block (&sink, binomial (groups.n_all, k), list_any, &groups, k, NULL);
            }
          sink.kind = FL_ACTION_PLAY;
          for (guint k = 1; k <= limit; k++)
            list_flauntable (&sink, &groups, k);
        }
      break;
    case FL_FLAUNT_PHASE_CHALLENGE:
      {
        guint k = state->plays[0].n_cards;

        sink.kind = FL_ACTION_PASS;
        sink_add (&sink, NULL, 0);
        groups_of (state, &state->hands[seat], &groups);
        sink.kind = FL_ACTION_CHALLENGE;
        if (state->face_up)
          list_flauntable (&sink, &groups, k);
        else
          block (&sink, binomial (groups.n_all, k), list_any, &groups, k, NULL);
      }
      break;
    case FL_FLAUNT_PHASE_ROUND_OVER:
      sink.kind = FL_ACTION_CONTINUE;
      sink_add (&sink, NULL, 0);
      break;
    case FL_FLAUNT_PHASE_OVER:
    default:
      break;
    }

  return (guint) MIN (sink.n, G_MAXUINT);
}

guint
_fl_flaunt_legal_actions (const void *data,
                          FlAction   *out,
                          guint       capacity)
{
  return list_legal (data, out, capacity);
}

/* The cards of @hand that are in some play of exactly @k cards that is one
 * card or a combination. */
static void
flauntable_cards (const FlFlauntState *state,
                  const FlFlauntCards *hand,
                  guint                k,
                  FlFlauntCards       *out)
{
  guint bits;
  guint starts;

  if (k <= 1)
    {
      *out = *hand;
      return;
    }
  *out = (FlFlauntCards) { { 0, 0 } };
  for (guint r = 2; r <= 14; r++)
    if (flaunt_count_in (hand, FLAUNT_RANK_MASK (r)) >= k)
      for (guint p = 0; p < 2; p++)
        out->packs[p] |= hand->packs[p] & FLAUNT_RANK_MASK (r);
  for (guint s = 0; s < FL_N_SUITS; s++)
    if (flaunt_count_in (hand, FL_STD_SUIT_MASK (s)) >= k)
      for (guint p = 0; p < 2; p++)
        out->packs[p] |= hand->packs[p] & FL_STD_SUIT_MASK (s);
  bits = flaunt_rank_bits (hand, state->ace_option != FL_FLAUNT_ACE_HIGH);
  for (starts = flaunt_run_starts (bits, k); starts != 0; starts &= starts - 1)
    {
      guint low = (guint) __builtin_ctz (starts);

      for (guint r = low; r < low + k; r++)
        for (guint p = 0; p < 2; p++)
          out->packs[p] |= hand->packs[p] & FLAUNT_RANK_MASK (r == 1 ? 14 : r);
    }
}

void
_fl_flaunt_action_cards (const void *data,
                         FlCards    *out)
{
  const FlFlauntState *state = data;
  guint seat = state->to_act;
  FlFlauntCards cards = { { 0, 0 } };

  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      if ((state->had_turn & (1u << seat)) && fl_flaunt_lead_limit (state, seat) > 0)
        cards = state->hands[seat];
      break;
    case FL_FLAUNT_PHASE_CHALLENGE:
      if (state->face_up)
        flauntable_cards (state, &state->hands[seat], state->plays[0].n_cards, &cards);
      else
        cards = state->hands[seat];
      break;
    case FL_FLAUNT_PHASE_ROUND_OVER:
    case FL_FLAUNT_PHASE_OVER:
    default:
      break;
    }
  *out = fl_flaunt_cards_to_cards (&cards);
}

/* T5: the seat holding the largest hand among the others. */
static guint
largest_other (const FlFlauntState *state,
               guint                seat)
{
  guint best = seat;

  for (guint s = flaunt_next_seat (state, seat); s != seat; s = flaunt_next_seat (state, s))
    if (best == seat || state->hand_sizes[s] > state->hand_sizes[best])
      best = s;
  return best;
}

static gboolean
check_cards_held (const FlFlauntState *state,
                  const FlAction      *action,
                  FlIllegal           *why)
{
  const FlFlauntCards *hand = &state->hands[state->to_act];

  if (action->n_cards == 0)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_NO_CARDS, FL_CARD_NONE, 0, 0);
  for (guint i = 0; i < action->n_cards; i++)
    if (!fl_flaunt_cards_has (hand, action->cards[i]))
      return fl_refuse (why, FL_FLAUNT_ILLEGAL_NOT_IN_HAND, action->cards[i], 0, 0);
  return TRUE;
}

static gboolean
check_lead (const FlFlauntState *state,
            const FlAction      *action,
            FlIllegal           *why)
{
  guint seat = state->to_act;
  guint limit;
  gboolean sneak = action->kind == FL_ACTION_SNEAK;

  if (!(state->had_turn & (1u << seat)))
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_FIRST_TURN, FL_CARD_NONE, 0, 0);
  if (state->hand_sizes[seat] == 0)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_EMPTY_HAND, FL_CARD_NONE, 0, 0);
  if (sneak && state->n_stock == 0)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_STOCK_EMPTY, FL_CARD_NONE, 1, 0);
  if (!check_cards_held (state, action, why))
    return FALSE;
  limit = fl_flaunt_lead_limit (state, seat);
  if (action->n_cards > limit)
    {
      if (why != NULL)
        *why = (FlIllegal) {
          .rule = FL_FLAUNT_ILLEGAL_TOO_MANY, .card = FL_CARD_NONE,
          .values = { action->n_cards, (int) limit, (int) largest_other (state, seat) },
        };
      return FALSE;
    }
  if ((!sneak || state->sneaks_option == FL_FLAUNT_SNEAKS_COMBINATIONS) &&
      !_fl_flaunt_is_flauntable (state, action->cards, action->n_cards))
    {
      if (why != NULL)
        *why = (FlIllegal) {
          .rule = FL_FLAUNT_ILLEGAL_NOT_COMBINATION, .card = action->cards[0],
          .values = { action->n_cards, 0, sneak },
        };
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_challenge (const FlFlauntState *state,
                 const FlAction      *action,
                 FlIllegal           *why)
{
  guint led = state->plays[0].n_cards;

  if (action->n_cards == 0)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_NO_CARDS, FL_CARD_NONE, 0, 0);
  if (action->n_cards != led)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_WRONG_SIZE, FL_CARD_NONE, action->n_cards, (int) led);
  if (!check_cards_held (state, action, why))
    return FALSE;
  if (state->face_up && !_fl_flaunt_is_flauntable (state, action->cards, action->n_cards))
    {
      if (why != NULL)
        *why = (FlIllegal) {
          .rule = FL_FLAUNT_ILLEGAL_NOT_COMBINATION, .card = action->cards[0],
          .values = { action->n_cards, 1, 0 },
        };
      return FALSE;
    }
  return TRUE;
}

gboolean
_fl_flaunt_check_action (const void     *data,
                         const FlAction *action,
                         FlIllegal      *why)
{
  const FlFlauntState *state = data;
  FlFlauntCards cards;
  gboolean takes_cards;

  if (state->phase == FL_FLAUNT_PHASE_OVER)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_GAME_OVER, FL_CARD_NONE, 0, 0);
  if (action->seat != state->to_act)
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_NOT_YOUR_TURN, FL_CARD_NONE, state->to_act, 0);

  takes_cards = action->kind == FL_ACTION_SNEAK || action->kind == FL_ACTION_PLAY ||
                action->kind == FL_ACTION_CHALLENGE;
  for (guint i = 0; i < FL_ACTION_MAX_VALUES; i++)
    if (action->values[i] != 0)
      return fl_refuse (why, FL_FLAUNT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
  if (action->n_cards > FL_FLAUNT_MAX_LEAD || (!takes_cards && action->n_cards != 0) ||
      !_fl_flaunt_cards_from_action (action, state->n_cards, &cards))
    return fl_refuse (why, FL_FLAUNT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);

  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      if (action->kind == FL_ACTION_DRAW)
        return state->n_stock > 0 || fl_refuse (why, FL_FLAUNT_ILLEGAL_STOCK_EMPTY, FL_CARD_NONE, 0, 0);
      if (action->kind == FL_ACTION_SNEAK || action->kind == FL_ACTION_PLAY)
        return check_lead (state, action, why);
      return fl_refuse (why, FL_FLAUNT_ILLEGAL_MUST_LEAD, FL_CARD_NONE, 0, 0);
    case FL_FLAUNT_PHASE_CHALLENGE:
      if (action->kind == FL_ACTION_PASS)
        return TRUE;
      if (action->kind == FL_ACTION_CHALLENGE)
        return check_challenge (state, action, why);
      return fl_refuse (why, FL_FLAUNT_ILLEGAL_MUST_ANSWER, FL_CARD_NONE, 0, 0);
    case FL_FLAUNT_PHASE_ROUND_OVER:
    default:
      return action->kind == FL_ACTION_CONTINUE ||
             fl_refuse (why, FL_FLAUNT_ILLEGAL_MUST_CONTINUE, FL_CARD_NONE, 0, 0);
    }
}

/* Random play. Not uniform over the legal actions, whose number grows
 * with C(h, k): a random kind first (draw, sneak or flaunt; pass or
 * challenge), then a random size and random cards, so random players
 * draw, bluff and challenge in proportions a table would recognise. */

/* @k distinct random cards of @hand, @n_hand of them, into @out. */
static inline void
random_subset (const FlFlauntCards *hand,
               guint                n_hand,
               guint                k,
               FlRng               *rng,
               guint8              *out)
{
  FlFlauntCards left = *hand;

  for (guint i = 0; i < k; i++)
    {
      FlCard card = flaunt_nth_in (&left, FL_FLAUNT_PACK_MASK, fl_rng_below (rng, n_hand - i));

      out[i] = card;
      fl_flaunt_cards_remove (&left, card);
    }
}

/* @k random cards of @hand within @mask, which holds at least @k. */
static inline void
random_subset_in (const FlFlauntCards *hand,
                  FlCardSet            mask,
                  guint                k,
                  FlRng               *rng,
                  guint8              *out)
{
  FlFlauntCards left = { { hand->packs[0] & mask, hand->packs[1] & mask } };

  random_subset (&left, fl_flaunt_cards_count (&left), k, rng, out);
}

/* A random combination of @hand of between @min and @max cards (2 <=
 * @min), of kind @kind (match, flush or straight: a flush may come out a
 * straight flush), or 0 cards when the hand has none. */
static guint
random_combination (const FlFlauntState *state,
                    const FlFlauntCards *hand,
                    FlFlauntKind         kind,
                    guint                min,
                    guint                max,
                    FlRng               *rng,
                    guint8              *out)
{
  guint choices[15];
  guint counts[15];
  guint n_choices = 0;
  guint pick;
  guint size;

  switch (kind)
    {
    case FL_FLAUNT_KIND_MATCH:
    case FL_FLAUNT_KIND_FLUSH:
      for (guint g = 0; g < (kind == FL_FLAUNT_KIND_MATCH ? 13u : (guint) FL_N_SUITS); g++)
        {
          FlCardSet mask = kind == FL_FLAUNT_KIND_MATCH ? FLAUNT_RANK_MASK (g + 2) : FL_STD_SUIT_MASK (g);
          guint count = flaunt_count_in (hand, mask);

          if (count >= min)
            {
              counts[n_choices] = count;
              choices[n_choices++] = g;
            }
        }
      if (n_choices == 0)
        return 0;
      pick = fl_rng_below (rng, n_choices);
      size = min + fl_rng_below (rng, MIN (counts[pick], max) - min + 1);
      random_subset_in (hand, kind == FL_FLAUNT_KIND_MATCH ? FLAUNT_RANK_MASK (choices[pick] + 2)
                                                           : FL_STD_SUIT_MASK (choices[pick]),
                        size, rng, out);
      return size;
    case FL_FLAUNT_KIND_STRAIGHT:
    default:
      {
        guint bits = flaunt_rank_bits (hand, state->ace_option != FL_FLAUNT_ACE_HIGH);
        guint longest = MIN (flaunt_longest_run (bits), 13u);
        guint starts;
        guint low;

        if (longest < min)
          return 0;
        size = min + fl_rng_below (rng, MIN (longest, max) - min + 1);
        starts = flaunt_run_starts (bits, size);
        if (size == 13)
          starts &= ~2u;   /* the ace-high window holds the same cards */
        low = fl_card_set_nth (starts, fl_rng_below (rng, (guint) __builtin_popcount (starts)));
        for (guint i = 0; i < size; i++)
          {
            FlCardSet mask = FLAUNT_RANK_MASK (low + i == 1 ? 14 : low + i);

            out[i] = flaunt_nth_in (hand, mask, fl_rng_below (rng, flaunt_count_in (hand, mask)));
          }
        return size;
      }
    }
}

/* A random single card or combination of @hand, of @min to @max cards. */
static guint
random_flauntable (const FlFlauntState *state,
                   const FlFlauntCards *hand,
                   guint                n_hand,
                   guint                min,
                   guint                max,
                   FlRng               *rng,
                   guint8              *out)
{
  /* One card, or one of the three ways to combine, from a random way on:
   * the first may have nothing of the sizes wanted. */
  guint first_way = min <= 1 ? 0 : 1;
  guint n_ways = 4 - first_way;
  guint start = fl_rng_below (rng, n_ways);

  for (guint t = 0; t < n_ways; t++)
    {
      guint way = first_way + (start + t) % n_ways;
      guint n;

      if (way == 0)
        {
          out[0] = flaunt_nth_in (hand, FL_FLAUNT_PACK_MASK, fl_rng_below (rng, n_hand));
          return 1;
        }
      if (max < 2)
        continue;
      n = random_combination (state, hand,
                              way == 1 ? FL_FLAUNT_KIND_MATCH : way == 2 ? FL_FLAUNT_KIND_FLUSH : FL_FLAUNT_KIND_STRAIGHT,
                              MAX (min, 2u), max, rng, out);
      if (n > 0)
        return n;
    }
  return 0;
}

void
_fl_flaunt_random_pick (const FlFlauntState *state,
                        FlRng               *rng,
                        FlFlauntPick        *pick)
{
  guint seat = state->to_act;
  const FlFlauntCards *hand = &state->hands[seat];
  guint n_hand = state->hand_sizes[seat];

  pick->n_cards = 0;
  switch (state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      {
        guint limit = 0;
        guint kinds = 0;
        guint8 choice[3];

        if ((state->had_turn & (1u << seat)) && n_hand > 0)
          limit = MIN (fl_flaunt_lead_limit (state, seat), n_hand);
        if (state->n_stock > 0)
          choice[kinds++] = FL_ACTION_DRAW;
        if (limit > 0 && state->n_stock > 0)
          choice[kinds++] = FL_ACTION_SNEAK;
        if (limit > 0)
          choice[kinds++] = FL_ACTION_PLAY;
        pick->kind = choice[kinds == 1 ? 0 : fl_rng_below (rng, kinds)];
        if (pick->kind == FL_ACTION_SNEAK && state->sneaks_option == FL_FLAUNT_SNEAKS_ANY)
          {
            pick->n_cards = (guint8) (1 + fl_rng_below (rng, limit));
            random_subset (hand, n_hand, pick->n_cards, rng, pick->cards);
          }
        else if (pick->kind != FL_ACTION_DRAW)
          pick->n_cards = (guint8) random_flauntable (state, hand, n_hand, 1, limit, rng, pick->cards);
      }
      break;
    case FL_FLAUNT_PHASE_CHALLENGE:
      {
        guint k = state->plays[0].n_cards;

        pick->kind = FL_ACTION_PASS;
        if (fl_rng_below (rng, 2) == 0)
          break;
        if (!state->face_up)
          {
            random_subset (hand, n_hand, k, rng, pick->cards);
            pick->n_cards = (guint8) k;
          }
        else
          pick->n_cards = (guint8) random_flauntable (state, hand, n_hand, k, k, rng, pick->cards);
        if (pick->n_cards > 0)
          pick->kind = FL_ACTION_CHALLENGE;
      }
      break;
    case FL_FLAUNT_PHASE_ROUND_OVER:
    default:
      pick->kind = FL_ACTION_CONTINUE;
      break;
    }
}
