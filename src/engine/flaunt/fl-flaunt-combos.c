/* fl-flaunt-combos.c: Flaunt's combinations and contests
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt ("003"); the rule labels
 * (K1-K7, C2-C4) and the order of the kinds are the lead developer's
 * restatement (seeds/flaunt.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include "fl-flaunt-rules-private.h"

FlCards
fl_flaunt_cards_to_cards (const FlFlauntCards *cards)
{
  FlCards out = FL_CARDS_EMPTY;

  for (guint p = 0; p < 2; p++)
    for (FlCardSet set = cards->packs[p]; set; set &= set - 1)
      fl_cards_add (&out, flaunt_card (p, fl_card_set_lowest (set)));
  return out;
}

/* What a set of cards is made of: the counts of each rank (by rank 2-14)
 * and suit, the ranks present. */
typedef struct
{
  guint8 by_rank[15];
  guint8 by_suit[FL_N_SUITS];
  guint  rank_bits;      /* bit r for rank r */
  guint  n_cards;
} Shape;

static void
shape_of (const FlCard *cards,
          guint         n_cards,
          Shape        *shape)
{
  memset (shape, 0, sizeof *shape);
  shape->n_cards = n_cards;
  for (guint i = 0; i < n_cards; i++)
    {
      guint rank = fl_flaunt_rank (cards[i]);

      shape->by_rank[rank]++;
      shape->by_suit[fl_flaunt_suit (cards[i])]++;
      shape->rank_bits |= 1u << rank;
    }
}

/* K1: every card of one rank. */
static gboolean
shape_is_match (const Shape *shape)
{
  return (shape->rank_bits & (shape->rank_bits - 1)) == 0;
}

/* K1: every card of one suit. */
static gboolean
shape_is_flush (const Shape *shape)
{
  for (guint s = 0; s < FL_N_SUITS; s++)
    if (shape->by_suit[s] == shape->n_cards)
      return TRUE;
  return FALSE;
}

static gboolean
bits_consecutive (guint bits,
                  guint n)
{
  guint low = bits & -bits;

  return bits == ((low << n) - low);
}

/* K1: the top rank of @shape as a sequence (one card a rank, in a row; the
 * ace high, or low too unless @ace_high_only, never both at once), 0 when
 * it is none. An ace-low sequence tops at its highest other card. */
static guint
shape_sequence_top (const Shape *shape,
                    gboolean     ace_high_only)
{
  guint n = shape->n_cards;
  guint bits = shape->rank_bits;

  if (n < 2 || (guint) __builtin_popcount (bits) != n)
    return 0;
  if (bits_consecutive (bits, n))
    return 31 - (guint) __builtin_clz (bits);
  if (!ace_high_only && (bits & (1u << 14)))
    {
      guint low = (bits & ~(1u << 14)) | (1u << 1);

      if (bits_consecutive (low, n))
        return 31 - (guint) __builtin_clz (low);
    }
  return 0;
}

static FlFlauntKind
shape_kind (const Shape *shape,
            gboolean     ace_high_only)
{
  gboolean sequence;

  if (shape->n_cards == 1)
    return FL_FLAUNT_KIND_SINGLE;
  /* K7: the highest kind the cards fit. */
  if (shape_is_match (shape))
    return FL_FLAUNT_KIND_MATCH;
  sequence = shape_sequence_top (shape, ace_high_only) != 0;
  if (sequence && shape_is_flush (shape))
    return FL_FLAUNT_KIND_STRAIGHT_FLUSH;
  if (sequence)
    return FL_FLAUNT_KIND_STRAIGHT;
  if (shape_is_flush (shape))
    return FL_FLAUNT_KIND_FLUSH;
  return FL_FLAUNT_KIND_NONE;
}

FlFlauntKind
fl_flaunt_classify (const FlCard *cards,
                    guint         n_cards,
                    gboolean      ace_high_only)
{
  Shape shape;

  g_return_val_if_fail (n_cards > 0, FL_FLAUNT_KIND_NONE);

  shape_of (cards, n_cards, &shape);
  return shape_kind (&shape, ace_high_only);
}

/* K3, K4: the kind @shape counts as against a flaunt of @led. */
static FlFlauntKind
counted_kind (const Shape  *shape,
              FlFlauntKind  natural,
              FlFlauntKind  led,
              gboolean      any_kind,
              gboolean      ace_high_only)
{
  gboolean sequence = shape_sequence_top (shape, ace_high_only) != 0;

  switch (led)
    {
    case FL_FLAUNT_KIND_SINGLE:
      return FL_FLAUNT_KIND_SINGLE;
    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      /* K4: a led straight flush falls only to a higher straight flush,
       * under either option. */
      return natural == FL_FLAUNT_KIND_STRAIGHT_FLUSH ? natural : FL_FLAUNT_KIND_NONE;
    case FL_FLAUNT_KIND_STRAIGHT:
      if (sequence)
        return FL_FLAUNT_KIND_STRAIGHT;
      break;
    case FL_FLAUNT_KIND_FLUSH:
      /* Twins of two packs make a match that fits a flush too: against a
       * flaunt cards count as the kind led whenever they fit it. */
      if (shape_is_flush (shape))
        return FL_FLAUNT_KIND_FLUSH;
      break;
    case FL_FLAUNT_KIND_MATCH:
      if (natural == FL_FLAUNT_KIND_MATCH)
        return natural;
      break;
    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      break;
    }

  /* The cards do not fit the kind led: under `same-kind` they cannot win
   * (K4); under `any-kind` a higher kind still can, a straight flush
   * counting only as the straight or flush it would beat. */
  if (!any_kind)
    return FL_FLAUNT_KIND_NONE;
  if (natural == FL_FLAUNT_KIND_STRAIGHT_FLUSH)
    return FL_FLAUNT_KIND_NONE;
  return natural > led ? natural : FL_FLAUNT_KIND_NONE;
}

FlFlauntStrength
fl_flaunt_strength (const FlCard *cards,
                    guint         n_cards,
                    FlFlauntKind  led_kind,
                    gboolean      any_kind,
                    gboolean      ace_high_only)
{
  FlFlauntStrength strength = { FL_FLAUNT_KIND_NONE, 0, 0 };
  FlFlauntKind natural;
  guint64 by_card = 0;
  Shape shape;

  g_return_val_if_fail (n_cards > 0, strength);

  shape_of (cards, n_cards, &shape);
  natural = shape_kind (&shape, ace_high_only);
  strength.kind = led_kind >= FL_FLAUNT_N_KINDS
                  ? natural
                  : counted_kind (&shape, natural, led_kind, any_kind, ace_high_only);

  /* K3, K5: card by card from the highest, as the counts of each rank
   * from the ace down, four bits a rank (two packs hold eight of one). */
  for (guint rank = 2; rank <= 14; rank++)
    by_card |= (guint64) shape.by_rank[rank] << (4 * (rank - 2));

  switch (strength.kind)
    {
    case FL_FLAUNT_KIND_SINGLE:
    case FL_FLAUNT_KIND_MATCH:
      strength.top = 31 - (guint) __builtin_clz (shape.rank_bits);
      strength.key = strength.top;
      break;
    case FL_FLAUNT_KIND_STRAIGHT:
    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      strength.top = shape_sequence_top (&shape, ace_high_only);
      strength.key = strength.top;
      break;
    case FL_FLAUNT_KIND_FLUSH:
    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      strength.top = 31 - (guint) __builtin_clz (shape.rank_bits);
      strength.key = by_card;
      break;
    }
  strength.key |= (guint64) strength.kind << 56;

  return strength;
}

/* K4: whether @play lost only because a flaunt fixed the kind: it is a
 * combination that does not count as the kind led, where the order of the
 * kinds alone would not have ruled it out. */
static gboolean
beaten_by_led_kind (const FlFlauntPlay       *play,
                    const FlFlauntStrength   *strength,
                    FlFlauntKind              led,
                    gboolean                  any_kind,
                    gboolean                  ace_high_only)
{
  FlFlauntKind natural;

  if (strength->kind != FL_FLAUNT_KIND_NONE)
    return FALSE;
  natural = fl_flaunt_classify (play->cards, play->n_cards, ace_high_only);
  if (natural == FL_FLAUNT_KIND_NONE)
    return FALSE;
  return !any_kind || led == FL_FLAUNT_KIND_STRAIGHT_FLUSH || natural == FL_FLAUNT_KIND_STRAIGHT_FLUSH;
}

guint
fl_flaunt_contest_winner (const FlFlauntPlay *plays,
                          guint               n_plays,
                          gboolean            face_up,
                          gboolean            any_kind,
                          gboolean            ace_high_only,
                          FlFlauntWon        *why,
                          guint              *beaten)
{
  FlFlauntStrength strengths[FL_FLAUNT_MAX_PLAYERS];
  FlFlauntKind led = FL_FLAUNT_N_KINDS;
  guint best = 0;
  guint second = 0;
  gboolean have_second = FALSE;

  g_return_val_if_fail (n_plays > 0 && n_plays <= FL_FLAUNT_MAX_PLAYERS, 0);

  if (face_up)
    led = fl_flaunt_classify (plays[0].cards, plays[0].n_cards, ace_high_only);
  for (guint i = 0; i < n_plays; i++)
    strengths[i] = fl_flaunt_strength (plays[i].cards, plays[i].n_cards, led, any_kind, ace_high_only);

  /* C4: of equal plays the one made last in rotation wins; the plays are
   * in that order, the lead first. */
  for (guint i = 1; i < n_plays; i++)
    if (strengths[i].key >= strengths[best].key)
      best = i;
  for (guint i = 0; i < n_plays; i++)
    if (i != best && (!have_second || strengths[i].key >= strengths[second].key))
      {
        second = i;
        have_second = TRUE;
      }

  if (beaten != NULL)
    *beaten = second;
  if (why != NULL)
    {
      if (!have_second)
        *why = FL_FLAUNT_WON_HIGHER;
      else if (strengths[second].key == strengths[best].key)
        *why = FL_FLAUNT_WON_TIE;
      else if (face_up && beaten_by_led_kind (&plays[second], &strengths[second], led, any_kind, ace_high_only))
        *why = FL_FLAUNT_WON_LED_KIND;
      else if (strengths[second].kind != strengths[best].kind)
        *why = FL_FLAUNT_WON_HIGHER_KIND;
      else
        *why = FL_FLAUNT_WON_HIGHER;
    }

  return best;
}
