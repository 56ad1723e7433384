/* fl-flaunt-test-reference.h: the Flaunt tests' own reading of the
 * combinations and contests, to check the engine against
 *
 * Written from the rules (003, with the lead developer's labels K1-K7, C4)
 * and the readings of help/C/flaunt.page, never from the engine's code: it
 * classifies a set of cards, measures a play as it counts in its contest
 * and finds a contest's winner, ties going to the play made last in
 * rotation from the leader's left. Deliberately plain and slow: sorting
 * and comparing lists of ranks, nothing packed into keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "flaunt/fl-flaunt-rules.h"

/* The kinds as this file counts them, lowest first (K3, K5): cards that
 * make no combination, flush, straight, straight flush, match; a single
 * card stands apart (K6: it only ever meets single cards, K2). CANNOT is a
 * play that does not count at all against a flaunt (K4). */
typedef enum
{
  REF_CANNOT = -1,
  REF_NONE = 0,
  REF_FLUSH,
  REF_STRAIGHT,
  REF_STRAIGHT_FLUSH,
  REF_MATCH,
  REF_SINGLE,
} RefKind;

#define REF_FITS(kind) (1u << (kind))

/* The engine's name of one of this file's kinds. */
static inline FlFlauntKind
ref_engine_kind (RefKind kind)
{
  switch (kind)
    {
    case REF_NONE:
      return FL_FLAUNT_KIND_NONE;
    case REF_FLUSH:
      return FL_FLAUNT_KIND_FLUSH;
    case REF_STRAIGHT:
      return FL_FLAUNT_KIND_STRAIGHT;
    case REF_STRAIGHT_FLUSH:
      return FL_FLAUNT_KIND_STRAIGHT_FLUSH;
    case REF_MATCH:
      return FL_FLAUNT_KIND_MATCH;
    case REF_SINGLE:
      return FL_FLAUNT_KIND_SINGLE;
    case REF_CANNOT:
    default:
      g_assert_not_reached ();
    }
}

/* D2: the ace is the highest rank, 14. */
static inline guint
ref_rank (FlCard card)
{
  return (card % 52) % 13 + 2;
}

static inline guint
ref_suit (FlCard card)
{
  return (card % 52) / 13;
}

static int
ref_desc (gconstpointer a,
          gconstpointer b)
{
  return (int) *(const guint *) b - (int) *(const guint *) a;
}

/* K1: the top of the sequence the ranks @ranks (sorted from the highest)
 * make, or 0 when they make none: one card per rank, consecutive, the ace
 * high (14) or, unless @ace_high_only, low (1), never both in one sequence,
 * so never round the corner. With two readings, the higher top. */
static inline guint
ref_sequence_top (const guint *ranks,
                  guint        n,
                  gboolean     ace_high_only)
{
  guint low[FL_FLAUNT_MAX_LEAD];
  guint top = 0;
  gboolean ok = TRUE;

  for (guint i = 1; i < n; i++)
    ok = ok && ranks[i - 1] == ranks[i] + 1;
  if (ok)
    top = ranks[0];
  if (ace_high_only || ranks[0] != 14)
    return top;
  /* The ace low: 1, at the end. */
  for (guint i = 1; i < n; i++)
    low[i - 1] = ranks[i];
  low[n - 1] = 1;
  ok = TRUE;
  for (guint i = 1; i < n; i++)
    ok = ok && low[i - 1] == low[i] + 1;
  if (ok && low[0] > top)
    top = low[0];
  return top;
}

/* K1: which kinds @cards fit, as REF_FITS() bits: a straight flush also
 * fits a straight and a flush; two identical cards of two packs fit a
 * match and a flush (K7). One card fits only REF_SINGLE; no bit at all is
 * no combination. */
static inline guint
ref_fits (const FlCard *cards,
          guint         n,
          gboolean      ace_high_only)
{
  guint ranks[FL_FLAUNT_MAX_LEAD];
  gboolean one_suit = TRUE, one_rank = TRUE;
  guint fits = 0;

  g_assert (n >= 1 && n <= FL_FLAUNT_MAX_LEAD);
  if (n == 1)
    return REF_FITS (REF_SINGLE);
  for (guint i = 0; i < n; i++)
    {
      ranks[i] = ref_rank (cards[i]);
      one_suit = one_suit && ref_suit (cards[i]) == ref_suit (cards[0]);
      one_rank = one_rank && ranks[i] == ranks[0];
    }
  qsort (ranks, n, sizeof ranks[0], ref_desc);
  if (one_rank)
    fits |= REF_FITS (REF_MATCH);
  if (one_suit)
    fits |= REF_FITS (REF_FLUSH);
  if (ref_sequence_top (ranks, n, ace_high_only) != 0)
    fits |= REF_FITS (REF_STRAIGHT);
  if (one_suit && (fits & REF_FITS (REF_STRAIGHT)))
    fits |= REF_FITS (REF_STRAIGHT_FLUSH);
  return fits;
}

/* K7: the highest kind @cards fit. */
static inline RefKind
ref_classify (const FlCard *cards,
              guint         n,
              gboolean      ace_high_only)
{
  guint fits = ref_fits (cards, n, ace_high_only);

  for (int kind = REF_SINGLE; kind > REF_NONE; kind--)
    if (fits & REF_FITS (kind))
      return (RefKind) kind;
  return REF_NONE;
}

/* K4, K7: the kind @cards count as in their contest. In a sneak's
 * contest (!@face_up) the whole order counts, each play as its highest
 * kind (K3, K7). Against a flaunt of @led a single card is a single card;
 * under either option a play that fits the kind led counts as it (so a
 * straight flush only as a led straight or flush, twins of two packs as a
 * led flush); one that does not fit it cannot win with `same-kind`, nor
 * against a led straight flush whatever the option, and with `any-kind`
 * counts as its highest kind when that is above the kind led. */
static inline RefKind
ref_counts_as (const FlCard *cards,
               guint         n,
               gboolean      face_up,
               RefKind       led,
               gboolean      any_kind,
               gboolean      ace_high_only)
{
  guint fits = ref_fits (cards, n, ace_high_only);
  RefKind highest = ref_classify (cards, n, ace_high_only);

  if (!face_up || n == 1)
    return highest;
  if (fits & REF_FITS (led))
    return led;
  /* A lower kind could never beat the lead: it does not count either. */
  if (!any_kind || led == REF_STRAIGHT_FLUSH || highest < led)
    return REF_CANNOT;
  return highest;
}

/* A play's measure: its kind, then the ranks that decide within the kind. */
typedef struct
{
  int   kind;
  guint n;
  guint ranks[FL_FLAUNT_MAX_LEAD];
} RefValue;

/* K3, K5, K6: matches by their rank, sequences by their top card (3 for
 * A-2-3), flushes and cards of no combination card by card from the
 * highest (the ace high), single cards by rank. */
static inline RefValue
ref_value (const FlCard *cards,
           guint         n,
           RefKind       kind,
           gboolean      ace_high_only)
{
  RefValue value = { .kind = kind };
  guint ranks[FL_FLAUNT_MAX_LEAD];

  for (guint i = 0; i < n; i++)
    ranks[i] = ref_rank (cards[i]);
  qsort (ranks, n, sizeof ranks[0], ref_desc);
  switch (kind)
    {
    case REF_MATCH:
    case REF_SINGLE:
      value.ranks[value.n++] = ranks[0];
      break;
    case REF_STRAIGHT:
    case REF_STRAIGHT_FLUSH:
      value.ranks[value.n++] = ref_sequence_top (ranks, n, ace_high_only);
      g_assert (value.ranks[0] != 0);
      break;
    case REF_CANNOT:      /* among themselves, like flushes */
    case REF_FLUSH:
    case REF_NONE:
    default:
      memcpy (value.ranks, ranks, n * sizeof ranks[0]);
      value.n = n;
      break;
    }
  return value;
}

static inline int
ref_compare (const RefValue *a,
             const RefValue *b)
{
  if (a->kind != b->kind)
    return a->kind < b->kind ? -1 : 1;
  for (guint i = 0; i < MIN (a->n, b->n); i++)
    if (a->ranks[i] != b->ranks[i])
      return a->ranks[i] < b->ranks[i] ? -1 : 1;
  return 0;
}

/* C2-C4: the index in @plays (the lead and the challenges, in any order)
 * of the play that wins: the best as it counts, and of equal best plays the
 * one made last in rotation from the leader's left, the leader (the seat
 * of @plays[0]) first. All plays have as many cards (K2). @why (may be
 * %NULL) says why as the engine names it: the best of the others does
 * not count against the flaunt because the flaunt fixed the kind (K4), a
 * higher kind (also a lower kind under `any-kind`), the same kind higher,
 * or equal and later (C4); @beaten (may be %NULL) the index of the best of
 * the others, the latest of equals, those that do not count compared
 * among themselves like flushes. */
static inline guint
ref_outcome (const FlFlauntPlay *plays,
             guint               n_plays,
             guint               n_players,
             gboolean            face_up,
             gboolean            any_kind,
             gboolean            ace_high_only,
             FlFlauntWon        *why,
             int                *beaten)
{
  RefKind led = ref_classify (plays[0].cards, plays[0].n_cards, ace_high_only);
  RefValue values[FL_FLAUNT_MAX_PLAYERS];
  guint order[FL_FLAUNT_MAX_PLAYERS] = { 0 };
  guint n_order = 0, winner = 0;
  int second = -1;

  /* Round the table from the leader. */
  for (guint step = 0; step < n_players; step++)
    for (guint i = 0; i < n_plays; i++)
      if (plays[i].seat == (plays[0].seat + step) % n_players)
        order[n_order++] = i;
  g_assert_cmpuint (n_order, ==, n_plays);
  for (guint i = 0; i < n_plays; i++)
    {
      RefKind kind;

      g_assert_cmpuint (plays[i].n_cards, ==, plays[0].n_cards);
      kind = ref_counts_as (plays[i].cards, plays[i].n_cards, face_up, led, any_kind, ace_high_only);
      values[i] = ref_value (plays[i].cards, plays[i].n_cards, kind, ace_high_only);
    }
  for (guint k = 1; k < n_order; k++)
    if (ref_compare (&values[order[k]], &values[order[winner]]) >= 0)
      winner = k;
  for (guint k = 0; k < n_order; k++)
    if (k != winner && (second < 0 || ref_compare (&values[order[k]], &values[order[second]]) >= 0))
      second = (int) k;

  if (why != NULL && second >= 0)
    {
      if (values[order[second]].kind == REF_CANNOT)
        *why = !any_kind || led == REF_STRAIGHT_FLUSH ? FL_FLAUNT_WON_LED_KIND : FL_FLAUNT_WON_HIGHER_KIND;
      else if (values[order[second]].kind != values[order[winner]].kind)
        *why = FL_FLAUNT_WON_HIGHER_KIND;
      else if (ref_compare (&values[order[second]], &values[order[winner]]) == 0)
        *why = FL_FLAUNT_WON_TIE;
      else
        *why = FL_FLAUNT_WON_HIGHER;
    }
  if (beaten != NULL)
    *beaten = second < 0 ? -1 : (int) order[second];
  return order[winner];
}

static inline guint
ref_winner (const FlFlauntPlay *plays,
            guint               n_plays,
            guint               n_players,
            gboolean            face_up,
            gboolean            any_kind,
            gboolean            ace_high_only)
{
  return ref_outcome (plays, n_plays, n_players, face_up, any_kind, ace_high_only, NULL, NULL);
}
