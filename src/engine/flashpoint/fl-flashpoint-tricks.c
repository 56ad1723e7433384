/* fl-flashpoint-tricks.c: why a Flashpoint trick scored what it did, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flashpoint-explain-private.h"

/* Ranks in a trick: how many cards of each, index rank - 7. */
static void
count_ranks (const FlCard *cards,
             guint         n_cards,
             guint        *counts)
{
  memset (counts, 0, 8 * sizeof (guint));

  for (guint i = 0; i < n_cards; i++)
    if (cards[i] < FL_FLASHPOINT_N_CARDS)
      counts[FL_FP_RANK (cards[i]) - 7]++;
}

/* The highest rank held at least @min times below @below, or 0. */
static guint
rank_with_count (const guint *counts,
                 guint        min,
                 guint        below)
{
  for (guint rank = MIN (below, FL_RANK_ACE + 1); rank-- > 7;)
    if (counts[rank - 7] >= min)
      return rank;

  return 0;
}

/* The lowest rank of a run of @length ranks all present, or 0. */
static guint
run_start (const guint *counts,
           guint        length)
{
  for (guint low = 7; low + length - 1 <= FL_RANK_ACE; low++)
    {
      guint k = 0;

      while (k < length && counts[low + k - 7] > 0)
        k++;
      if (k == length)
        return low;
    }

  return 0;
}

/* The combination, with its ranks, worth @value: NULL when the ranks in
 * the trick do not show it. */
static char *
combo_sentence (FlFlashpointCombo combo,
                const guint      *counts,
                int               value)
{
  guint a, b, low;

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_PAIR:
      if ((a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Two cards of rank %1$s make a pair, worth %2$d point (rule S1).",
                                           "Two cards of rank %1$s make a pair, worth %2$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_TRIPLET:
      if ((a = rank_with_count (counts, 3, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Three cards of rank %1$s make a triplet, worth %2$d point (rule S1).",
                                           "Three cards of rank %1$s make a triplet, worth %2$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_FOUR:
      if ((a = rank_with_count (counts, 4, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Four cards of rank %1$s count as two pairs, worth %2$d point (rule S5).",
                                           "Four cards of rank %1$s count as two pairs, worth %2$d points (rule S5).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      if ((a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0
          || (b = rank_with_count (counts, 2, a)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are ranks as printed on
                                            * cards (“J”, “10”), the lower first; %3$d the
                                            * combination's points. */
                                           "Pairs of ranks %1$s and %2$s make two pairs, worth %3$d point (rule S1).",
                                           "Pairs of ranks %1$s and %2$s make two pairs, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (b), fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_RUN3:
      if ((low = run_start (counts, 3)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of the run as printed on cards (“9”, “J”); %3$d
                                            * the combination's points. */
                                           "The ranks %1$s to %2$s make a run of three, worth %3$d point (rule S1).",
                                           "The ranks %1$s to %2$s make a run of three, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 2), value);

    case FL_FLASHPOINT_COMBO_RUN4:
      if ((low = run_start (counts, 4)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of the run as printed on cards (“8”, “J”); %3$d
                                            * the combination's points. */
                                           "The ranks %1$s to %2$s make a run of four, worth %3$d point (rule S1).",
                                           "The ranks %1$s to %2$s make a run of four, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 3), value);

    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      if ((low = run_start (counts, 3)) == 0
          || (a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0
          || a < low || a > low + 2)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of a run of three, %3$s the rank that appears
                                            * twice in it, as printed on cards (“10”, “Q”); %4$d the
                                            * combination's points. */
                                           "The ranks %1$s to %2$s with a second %3$s make a pair-run, worth %4$d point (rule S1).",
                                           "The ranks %1$s to %2$s with a second %3$s make a pair-run, worth %4$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 2), fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %d is the points the damp squib gives. */
                                           "The cards make no combination, a damp squib: %d point to the winner’s opponents (rule S2).",
                                           "The cards make no combination, a damp squib: %d points to the winner’s opponents (rule S2).",
                                           plural (value)),
                              value);

    case FL_FLASHPOINT_N_COMBOS:
    default:
      return NULL;
    }
}

/**
 * fl_flashpoint_explain_trick:
 * @cards: a trick, in the order its cards were played
 * @n_cards: how many
 *
 * Returns: (transfer full): two or three sentences saying which card wins
 * the trick and why, and what its combination scores
 */
char *
fl_flashpoint_explain_trick (const FlCard *cards,
                             guint         n_cards)
{
  FlFlashpointWinReason reason = FL_FLASHPOINT_WIN_HIGHEST;
  FlFlashpointCombo combo;
  g_autofree char *card = NULL;
  guint counts[8];
  guint suits = 0;
  guint position;
  int value;
  char *text;
  char *sentence;

  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  if (n_cards == 0)
    return g_strdup (_("A trick needs at least one card."));

  for (guint i = 0; i < n_cards; i++)
    {
      if (cards[i] >= FL_FLASHPOINT_N_CARDS)
        return g_strdup (_("Flashpoint uses a pack of 32 cards, Ace to 7 in each suit (rule T2)."));
      if (suits & (1u << FL_FP_SUIT (cards[i])))
        return g_strdup (_("A trick never holds two cards of one suit (rule P3)."));
      suits |= 1u << FL_FP_SUIT (cards[i]);
    }

  position = fl_flashpoint_trick_winner (cards, n_cards, &reason);
  card = _fl_flashpoint_card_label (position < n_cards ? cards[position] : FL_CARD_NONE);

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: %s is the winning card, such as “J♣”. */
    text = g_strdup_printf (_("%s wins: when ranks repeat, the last card of a repeated rank takes the trick (rule P6)."), card);
  else if (n_cards == 1)
    /* Translators: %s is the winning card, such as “J♣”. */
    text = g_strdup_printf (_("%s wins, the only card in the trick (rule P6)."), card);
  else
    /* Translators: %s is the winning card, such as “A♦”. */
    text = g_strdup_printf (_("%s wins: no rank repeats, so the highest card takes the trick (rule P6)."), card);

  combo = fl_flashpoint_combination (cards, n_cards);
  value = combo == FL_FLASHPOINT_COMBO_NONE ? FL_FLASHPOINT_DAMP_SQUIB : fl_flashpoint_combo_value (combo);
  count_ranks (cards, n_cards, counts);

  sentence = combo_sentence (combo, counts, value);
  if (sentence == NULL)
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %d is a trick's points. */
                                             "The trick scores %d point (rule S1).",
                                             "The trick scores %d points (rule S1).",
                                             plural (value)),
                                value);
  _fl_flashpoint_append_sentence (&text, sentence);

  /* Runs would go round the corner with the Ace beside the 7: say why not. */
  if ((combo == FL_FLASHPOINT_COMBO_NONE || combo == FL_FLASHPOINT_COMBO_PAIR)
      && counts[FL_RANK_ACE - 7] > 0 && counts[0] > 0
      && (counts[1] > 0 || counts[FL_RANK_KING - 7] > 0))
    _fl_flashpoint_append_sentence (&text, g_strdup (_("The Ace and the 7 are not neighbours, so runs do not go round the corner (rule S4).")));

  return text;
}
