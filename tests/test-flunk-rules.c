/* test-flunk-rules.c: Flunk's scoring, notation, tricks, deal, play and rubber
 *
 * Source: ../shared/seeds/002_ea7a1ae93e07e99a.txt (in Japanese), cited as
 * "002"; seeds/flunk.md restates it with the rule labels (F1 …, S1 …,
 * R1 …) and the readings of its ambiguities that every comment cites.
 *
 * Every expected number is worked out by hand from those rules, or by the
 * independent re-implementation of seeds/flunk.md below (ref_score,
 * ref_trick_winner), never copied from the engine; the one exception is
 * the pinned deal, whose point is to record a value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

#define ALL_CARDS G_GUINT64_CONSTANT (0xfffffffffffff) /* the 52 cards */
#define NT FL_FLUNK_NO_TRUMP

/* ---- Helpers: an independent reading of seeds/flunk.md ------------------ */

/* S3, S6 and ambiguity 10: halving k times, dropping the fraction each
 * time, is ⌊e / 2^k⌋. */
static int
ref_halve (int   e,
           guint k)
{
  return k >= 31 ? 0 : e / (1 << k);
}

/* S7: the slam table, or 0 for a contract that is no slam. */
static int
ref_slam_score (FlFlunkContractType type,
                guint               n,
                gboolean            no_trump)
{
  static const struct {
    FlFlunkContractType type;
    guint               n;
    int                 with_trumps;
    int                 no_trump;
  } slams[] = {
    { FL_FLUNK_HIGH, 12, 150, 200 },
    { FL_FLUNK_HIGH, 13, 200, 250 },
    { FL_FLUNK_LOW, 1, 150, 200 },   /* ambiguity 3: the first line has trumps */
    { FL_FLUNK_LOW, 0, 200, 250 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (slams); i++)
    if (slams[i].type == type && slams[i].n == n)
      return no_trump ? slams[i].no_trump : slams[i].with_trumps;

  return 0;
}

/* The "Scoring" section of seeds/flunk.md, table by table. */
static int
ref_score (FlFlunkContractType  type,
           guint                n,
           guint                suit,
           guint                t,
           guint                c,
           FlFlunkScoreRule    *rule)
{
  gboolean no_trump = suit == NT;
  int u = no_trump ? 15 : 10;
  int slam = ref_slam_score (type, n, no_trump);
  int e;

  if (type == FL_FLUNK_DUMP)
    {
      /* S10 first (ambiguity 9), then S8 or S9. */
      if (t == 0)
        {
          *rule = FL_FLUNK_SCORE_DUMP_NO_TRICKS;
          return 0;
        }
      if (c == 0)
        {
          *rule = FL_FLUNK_SCORE_DUMP_CLEAN;
          return 30 * (int) t;
        }
      *rule = FL_FLUNK_SCORE_DUMP_FAILED;
      return -10 * (int) c;
    }

  if (type == FL_FLUNK_HIGH)
    e = (int) n * u;                    /* S1 */
  else
    e = (13 - (int) n) * u;             /* S4 */
  if (slam != 0)
    e = slam;                           /* S7 */

  if (t == n)
    {
      *rule = slam != 0 ? FL_FLUNK_SCORE_SLAM : FL_FLUNK_SCORE_EXACT;
      return e;
    }

  if (type == FL_FLUNK_HIGH && t < n)
    {
      *rule = FL_FLUNK_SCORE_MISSED;    /* S2, ambiguity 14 */
      return -((int) n - (int) t) * u;
    }
  if (type == FL_FLUNK_LOW && t > n)
    {
      *rule = FL_FLUNK_SCORE_MISSED;    /* S5, ambiguity 14 */
      return -((int) t - (int) n) * u;
    }

  /* S3, S6 (ambiguity 4): the flunk halves E once per trick of difference. */
  *rule = slam != 0 ? FL_FLUNK_SCORE_SLAM_FLUNK : FL_FLUNK_SCORE_FLUNK;
  return ref_halve (e, type == FL_FLUNK_HIGH ? t - n : n - t);
}

/* F12: the highest trump, otherwise the highest card of the suit led; cards
 * of any other suit never win. Returns the position in @cards. */
static guint
ref_trick_winner (const guint8 *cards,
                  guint         trump)
{
  guint led = FL_STD_SUIT (cards[0]);
  guint best = 0;
  guint best_key = 0;

  for (guint i = 0; i < 4; i++)
    {
      guint suit = FL_STD_SUIT (cards[i]);
      guint key = FL_STD_RANK (cards[i]);

      if (suit == trump)
        key += 200;
      else if (suit == led)
        key += 100;
      else
        key = 0;

      if (key > best_key)
        {
          best_key = key;
          best = i;
        }
    }

  return best;
}

/* F11 (ambiguity 11): the rotation for @dealer is left, dummy, right,
 * dealer; the hand that plays after @hand. */
static guint
ref_next_hand (guint dealer,
               guint hand)
{
  const guint order[4] = { (dealer + 1) % 3, FL_FLUNK_DUMMY, (dealer + 2) % 3, dealer };

  for (guint i = 0; i < 4; i++)
    if (order[i] == hand)
      return order[(i + 1) % 4];

  g_assert_not_reached ();
}

/* F14: the dealer makes the dummy's decisions. */
static int
ref_owner (guint dealer,
           guint hand)
{
  return hand == FL_FLUNK_DUMMY ? (int) dealer : (int) hand;
}

/* Whether @text holds @number as a whole number, not inside a longer one. */
static gboolean
contains_number (const char *text,
                 int         number)
{
  g_autofree char *needle = g_strdup_printf ("%d", number);
  gsize len = strlen (needle);

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    {
      gboolean start_ok = p == text || (!g_ascii_isdigit (p[-1]) && (number < 0 || p[-1] != '-'));

      if (start_ok && !g_ascii_isdigit (p[len]))
        return TRUE;
    }

  return FALSE;
}

/* Whether @text names the rule @label ("S1" but not inside "S10"). */
static gboolean
contains_label (const char *text,
                const char *label)
{
  gsize len = strlen (label);

  for (const char *p = strstr (text, label); p != NULL; p = strstr (p + 1, label))
    if ((p == text || !g_ascii_isalnum (p[-1])) && !g_ascii_isdigit (p[len]))
      return TRUE;

  return FALSE;
}

static FlCard
card (const char *code)
{
  FlCard c = fl_deck_lookup (fl_deck_get (FL_DECK_STANDARD_52), code);

  g_assert_cmpuint (c, !=, FL_CARD_NONE);
  return c;
}

static FlCardSet
cards (const char *codes)
{
  g_auto(GStrv) words = g_strsplit (codes, " ", -1);
  FlCardSet set = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      FlCard c;

      if (words[i][0] == '\0')
        continue;
      c = card (words[i]);
      g_assert_false (set & FL_CARD_SET_BIT (c));
      set |= FL_CARD_SET_BIT (c);
    }

  return set;
}

/* Every contract of F7-F9: High 7-13 and Low 0-6 with four trumps or none,
 * and Dump in four suits: 74 in all. */
static void
nth_contract (guint                i,
              FlFlunkContractType *type,
              guint               *bid,
              guint               *suit)
{
  if (i < 35)
    {
      *type = FL_FLUNK_HIGH;
      *bid = 7 + i / 5;
      *suit = i % 5;
    }
  else if (i < 70)
    {
      *type = FL_FLUNK_LOW;
      *bid = (i - 35) / 5;
      *suit = (i - 35) % 5;
    }
  else
    {
      *type = FL_FLUNK_DUMP;
      *bid = 0;
      *suit = i - 70;
    }
}

#define N_CONTRACTS 74

/* ---- Scoring: fl_flunk_score ---------------------------------------------- */

typedef struct
{
  FlFlunkContractType type;
  guint               bid;
  guint               suit;
  guint               tricks;
  guint               dump_cards;
  int                 score;
  FlFlunkScoreRule    rule;
} ScoreCase;

static void
check_score_cases (const ScoreCase *cases,
                   guint            n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      const ScoreCase *sc = &cases[i];
      FlFlunkScoreRule rule = (FlFlunkScoreRule) 99;
      int score = fl_flunk_score (sc->type, sc->bid, sc->suit, sc->tricks, sc->dump_cards, &rule);

      if (g_test_verbose ())
        g_test_message ("type %d bid %u suit %u tricks %u dump %u: %d", sc->type, sc->bid,
                        sc->suit, sc->tricks, sc->dump_cards, score);
      g_assert_cmpint (score, ==, sc->score);
      g_assert_cmpint (rule, ==, sc->rule);
      /* The out-parameter is optional. */
      g_assert_cmpint (fl_flunk_score (sc->type, sc->bid, sc->suit, sc->tricks, sc->dump_cards, NULL),
                       ==, sc->score);
    }
}

/* 002 (the source's only worked example) and S1-S3 (seeds/flunk.md): "9,
 * clubs" scores 90 for 9 tricks, 45 for 10, 22 for 11, −10 for 8 and −20
 * for 7. */
static void
test_score_high_9_clubs (void)
{
  static const ScoreCase cases[] = {
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 9, 0, 90, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 10, 0, 45, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 11, 0, 22, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 12, 0, 11, FL_FLUNK_SCORE_FLUNK },  /* 90→45→22→11 */
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 13, 0, 5, FL_FLUNK_SCORE_FLUNK },   /* →5 */
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 8, 0, -10, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 7, 0, -20, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 0, 0, -90, FL_FLUNK_SCORE_MISSED },
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S1-S3 (seeds/flunk.md): at no trump the unit is 15: 9NT makes
 * 9 × 15 = 135, flunks to 67 with 10 tricks and loses 15 a trick short;
 * the worked example High 8 no trump: 120, 60, 30, −30. */
static void
test_score_high_no_trump (void)
{
  static const ScoreCase cases[] = {
    { FL_FLUNK_HIGH, 9, NT, 9, 0, 135, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 9, NT, 10, 0, 67, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 9, NT, 11, 0, 33, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 9, NT, 8, 0, -15, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 9, NT, 5, 0, -60, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 8, NT, 8, 0, 120, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 8, NT, 9, 0, 60, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 8, NT, 10, 0, 30, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_HIGH, 8, NT, 6, 0, -30, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 7, FL_SUIT_SPADES, 7, 0, 70, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 7, NT, 13, 0, 1, FL_FLUNK_SCORE_FLUNK },  /* 105 / 64 */
    { FL_FLUNK_HIGH, 11, FL_SUIT_HEARTS, 11, 0, 110, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 11, NT, 11, 0, 165, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_HIGH, 11, NT, 13, 0, 41, FL_FLUNK_SCORE_FLUNK }, /* 165→82→41 */
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S7 (seeds/flunk.md, the slam table; ambiguities 3 and 5): every slam
 * line, made and flunked; High 13 and Low 0 cannot flunk. */
static void
test_score_slams (void)
{
  static const ScoreCase cases[] = {
    /* High 12: 150 instead of 120, flunk 75; no trump 200, flunk 100. */
    { FL_FLUNK_HIGH, 12, FL_SUIT_CLUBS, 12, 0, 150, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_HIGH, 12, FL_SUIT_SPADES, 12, 0, 150, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_HIGH, 12, FL_SUIT_SPADES, 13, 0, 75, FL_FLUNK_SCORE_SLAM_FLUNK },
    { FL_FLUNK_HIGH, 12, NT, 12, 0, 200, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_HIGH, 12, NT, 13, 0, 100, FL_FLUNK_SCORE_SLAM_FLUNK },
    /* High 13: 200 with trumps, 250 without. */
    { FL_FLUNK_HIGH, 13, FL_SUIT_DIAMONDS, 13, 0, 200, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_HIGH, 13, NT, 13, 0, 250, FL_FLUNK_SCORE_SLAM },
    /* Low 1 (ambiguity 3): 150 with trumps, flunk 75; 200 at no trump, flunk 100. */
    { FL_FLUNK_LOW, 1, FL_SUIT_HEARTS, 1, 0, 150, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_LOW, 1, FL_SUIT_HEARTS, 0, 0, 75, FL_FLUNK_SCORE_SLAM_FLUNK },
    { FL_FLUNK_LOW, 1, NT, 1, 0, 200, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_LOW, 1, NT, 0, 0, 100, FL_FLUNK_SCORE_SLAM_FLUNK },
    /* Low 0: 200 with trumps, 250 without. */
    { FL_FLUNK_LOW, 0, FL_SUIT_CLUBS, 0, 0, 200, FL_FLUNK_SCORE_SLAM },
    { FL_FLUNK_LOW, 0, NT, 0, 0, 250, FL_FLUNK_SCORE_SLAM },
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S7 and ambiguity 14 (seeds/flunk.md): a slam missed the penalised way
 * pays the ordinary S2/S5 penalty, nothing based on the slam score. */
static void
test_score_slam_failures (void)
{
  static const ScoreCase cases[] = {
    { FL_FLUNK_HIGH, 12, FL_SUIT_CLUBS, 10, 0, -20, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 12, FL_SUIT_SPADES, 11, 0, -10, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 12, NT, 11, 0, -15, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 13, FL_SUIT_HEARTS, 12, 0, -10, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_HIGH, 13, NT, 0, 0, -195, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 1, FL_SUIT_DIAMONDS, 2, 0, -10, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 1, NT, 4, 0, -45, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 0, NT, 2, 0, -30, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 0, FL_SUIT_SPADES, 13, 0, -130, FL_FLUNK_SCORE_MISSED },
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S4-S6 (seeds/flunk.md, ambiguities 4 and 13): Low exact is
 * (13 − n) × unit, each trick over costs a unit, and each trick under
 * halves the exact score. */
static void
test_score_low (void)
{
  static const ScoreCase cases[] = {
    /* Exact. */
    { FL_FLUNK_LOW, 4, FL_SUIT_SPADES, 4, 0, 90, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_LOW, 2, NT, 2, 0, 165, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, 3, 0, 100, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_LOW, 6, FL_SUIT_DIAMONDS, 6, 0, 70, FL_FLUNK_SCORE_EXACT },
    { FL_FLUNK_LOW, 6, NT, 6, 0, 105, FL_FLUNK_SCORE_EXACT },
    /* Over. */
    { FL_FLUNK_LOW, 4, FL_SUIT_SPADES, 6, 0, -20, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 2, NT, 3, 0, -15, FL_FLUNK_SCORE_MISSED },
    { FL_FLUNK_LOW, 6, FL_SUIT_CLUBS, 13, 0, -70, FL_FLUNK_SCORE_MISSED },
    /* Flunk: halved once per trick under. */
    { FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, 2, 0, 50, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, 1, 0, 25, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, 0, 0, 12, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_LOW, 2, NT, 1, 0, 82, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_LOW, 2, NT, 0, 0, 41, FL_FLUNK_SCORE_FLUNK },
    { FL_FLUNK_LOW, 6, FL_SUIT_DIAMONDS, 0, 0, 1, FL_FLUNK_SCORE_FLUNK },  /* 70→…→1 */
    { FL_FLUNK_LOW, 6, NT, 0, 0, 1, FL_FLUNK_SCORE_FLUNK },                /* 105→…→1 */
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S8-S10 (seeds/flunk.md, ambiguities 6-9): Dump scores 30 a clean
 * trick, −10 a dump-suit card taken whatever the tricks, and exactly 0
 * with no trick. */
static void
test_score_dump (void)
{
  static const ScoreCase cases[] = {
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 5, 0, 150, FL_FLUNK_SCORE_DUMP_CLEAN },
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 1, 0, 30, FL_FLUNK_SCORE_DUMP_CLEAN },
    { FL_FLUNK_DUMP, 0, FL_SUIT_SPADES, 13, 0, 390, FL_FLUNK_SCORE_DUMP_CLEAN },
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 4, 3, -30, FL_FLUNK_SCORE_DUMP_FAILED },
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 12, 3, -30, FL_FLUNK_SCORE_DUMP_FAILED },
    { FL_FLUNK_DUMP, 0, FL_SUIT_CLUBS, 1, 1, -10, FL_FLUNK_SCORE_DUMP_FAILED },
    { FL_FLUNK_DUMP, 0, FL_SUIT_DIAMONDS, 13, 13, -130, FL_FLUNK_SCORE_DUMP_FAILED },
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 0, 0, 0, FL_FLUNK_SCORE_DUMP_NO_TRICKS },
    { FL_FLUNK_DUMP, 0, FL_SUIT_SPADES, 0, 0, 0, FL_FLUNK_SCORE_DUMP_NO_TRICKS },
  };

  check_score_cases (cases, G_N_ELEMENTS (cases));
}

/* 002 S1-S10 (seeds/flunk.md, the whole "Scoring" section): every contract
 * and every number of tricks agrees with the re-implementation above. */
static void
test_score_exhaustive (void)
{
  guint n_checked = 0;

  for (guint i = 0; i < N_CONTRACTS; i++)
    {
      FlFlunkContractType type;
      guint bid, suit;

      nth_contract (i, &type, &bid, &suit);
      for (guint t = 0; t <= 13; t++)
        {
          guint max_dump = type == FL_FLUNK_DUMP ? MIN (13, 4 * t) : 0;

          for (guint c = 0; c <= max_dump; c++)
            {
              FlFlunkScoreRule expected_rule, rule = (FlFlunkScoreRule) 99;
              int expected = ref_score (type, bid, suit, t, c, &expected_rule);
              int score = fl_flunk_score (type, bid, suit, t, c, &rule);

              if (score != expected || rule != expected_rule)
                g_test_message ("contract %d/%u/%u, %u tricks, %u dump cards: %d (rule %d), expected %d (rule %d)",
                                type, bid, suit, t, c, score, rule, expected, expected_rule);
              g_assert_cmpint (score, ==, expected);
              g_assert_cmpint (rule, ==, expected_rule);
              n_checked++;
            }
        }
    }

  g_assert_cmpuint (n_checked, >, N_CONTRACTS * 14);
}

/* 002 S7 and ambiguity 5 (seeds/flunk.md): nobody takes more than 13 or
 * fewer than 0 tricks, so High 13 and Low 0 never flunk; High 12 and Low 1
 * flunk only as a slam flunk, and other contracts never give a slam rule. */
static void
test_score_no_impossible_flunk (void)
{
  for (guint suit = 0; suit <= NT; suit++)
    for (guint t = 0; t <= 13; t++)
      {
        FlFlunkScoreRule high, low, rule;

        fl_flunk_score (FL_FLUNK_HIGH, 13, suit, t, 0, &high);
        fl_flunk_score (FL_FLUNK_LOW, 0, suit, t, 0, &low);
        g_assert_cmpint (high, !=, FL_FLUNK_SCORE_FLUNK);
        g_assert_cmpint (high, !=, FL_FLUNK_SCORE_SLAM_FLUNK);
        g_assert_cmpint (low, !=, FL_FLUNK_SCORE_FLUNK);
        g_assert_cmpint (low, !=, FL_FLUNK_SCORE_SLAM_FLUNK);
        g_assert_cmpint (high, ==, t == 13 ? FL_FLUNK_SCORE_SLAM : FL_FLUNK_SCORE_MISSED);
        g_assert_cmpint (low, ==, t == 0 ? FL_FLUNK_SCORE_SLAM : FL_FLUNK_SCORE_MISSED);

        for (guint bid = 7; bid <= 11; bid++)
          {
            fl_flunk_score (FL_FLUNK_HIGH, bid, suit, t, 0, &rule);
            g_assert_cmpint (rule, !=, FL_FLUNK_SCORE_SLAM);
            g_assert_cmpint (rule, !=, FL_FLUNK_SCORE_SLAM_FLUNK);
          }
        for (guint bid = 2; bid <= 6; bid++)
          {
            fl_flunk_score (FL_FLUNK_LOW, bid, suit, t, 0, &rule);
            g_assert_cmpint (rule, !=, FL_FLUNK_SCORE_SLAM);
            g_assert_cmpint (rule, !=, FL_FLUNK_SCORE_SLAM_FLUNK);
          }
      }
}

/* ---- Explanations: fl_flunk_explain_score ---------------------------------- */

/* The label seeds/flunk.md gives each outcome. */
static const char *
rule_label (FlFlunkContractType type,
            FlFlunkScoreRule    rule)
{
  gboolean high = type == FL_FLUNK_HIGH;

  switch (rule)
    {
    case FL_FLUNK_SCORE_EXACT:
      return high ? "S1" : "S4";
    case FL_FLUNK_SCORE_SLAM:
      return "S7";
    case FL_FLUNK_SCORE_MISSED:
      return high ? "S2" : "S5";
    case FL_FLUNK_SCORE_FLUNK:
    case FL_FLUNK_SCORE_SLAM_FLUNK:
      return high ? "S3" : "S6";
    case FL_FLUNK_SCORE_DUMP_CLEAN:
      return "S8";
    case FL_FLUNK_SCORE_DUMP_FAILED:
      return "S9";
    case FL_FLUNK_SCORE_DUMP_NO_TRICKS:
    default:
      return "S10";
    }
}

static void
check_explanation (FlFlunkContractType type,
                   guint               bid,
                   guint               suit,
                   guint               t,
                   guint               c,
                   int                 score,
                   FlFlunkScoreRule    rule)
{
  g_autofree char *text = fl_flunk_explain_score (type, bid, suit, t, c, score, rule);
  const char *label = rule_label (type, rule);
  gsize len;

  g_assert_nonnull (text);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  len = strlen (text);
  g_assert_cmpuint (len, >, 10);
  if (!contains_number (text, score) || !contains_label (text, label))
    g_test_message ("“%s” should quote %d and rule %s", text, score, label);
  g_assert_true (contains_number (text, score));
  g_assert_true (contains_label (text, label));
  /* A sentence: a capital letter first, a full stop last. */
  g_assert_true (g_ascii_isupper (text[0]));
  g_assert_cmpint (text[len - 1], ==, '.');
}

/* 002 S1-S10 (seeds/flunk.md): each kind of outcome is explained in a
 * sentence that quotes the score and names its rule. */
static void
test_explain_rules (void)
{
  static const ScoreCase cases[] = {
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 9, 0, 90, FL_FLUNK_SCORE_EXACT },          /* S1 */
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 7, 0, -20, FL_FLUNK_SCORE_MISSED },        /* S2 */
    { FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, 11, 0, 22, FL_FLUNK_SCORE_FLUNK },         /* S3 */
    { FL_FLUNK_HIGH, 8, NT, 9, 0, 60, FL_FLUNK_SCORE_FLUNK },                     /* S3 */
    { FL_FLUNK_LOW, 4, FL_SUIT_SPADES, 4, 0, 90, FL_FLUNK_SCORE_EXACT },          /* S4 */
    { FL_FLUNK_LOW, 2, NT, 3, 0, -15, FL_FLUNK_SCORE_MISSED },                    /* S5 */
    { FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, 1, 0, 25, FL_FLUNK_SCORE_FLUNK },          /* S6 */
    { FL_FLUNK_HIGH, 12, FL_SUIT_SPADES, 12, 0, 150, FL_FLUNK_SCORE_SLAM },       /* S7 */
    { FL_FLUNK_LOW, 0, NT, 0, 0, 250, FL_FLUNK_SCORE_SLAM },                      /* S7 */
    { FL_FLUNK_HIGH, 12, NT, 13, 0, 100, FL_FLUNK_SCORE_SLAM_FLUNK },             /* S3 */
    { FL_FLUNK_LOW, 1, FL_SUIT_HEARTS, 0, 0, 75, FL_FLUNK_SCORE_SLAM_FLUNK },     /* S6 */
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 5, 0, 150, FL_FLUNK_SCORE_DUMP_CLEAN },   /* S8 */
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 1, 0, 30, FL_FLUNK_SCORE_DUMP_CLEAN },    /* S8 */
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 4, 3, -30, FL_FLUNK_SCORE_DUMP_FAILED },  /* S9 */
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 4, 1, -10, FL_FLUNK_SCORE_DUMP_FAILED },  /* S9 */
    { FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 0, 0, 0, FL_FLUNK_SCORE_DUMP_NO_TRICKS }, /* S10 */
  };
  guint seen = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const ScoreCase *sc = &cases[i];

      check_explanation (sc->type, sc->bid, sc->suit, sc->tricks, sc->dump_cards, sc->score, sc->rule);
      seen |= 1u << sc->rule;
    }

  /* Every FlFlunkScoreRule has been explained. */
  g_assert_cmpuint (seen, ==, (1u << (FL_FLUNK_SCORE_DUMP_NO_TRICKS + 1)) - 1);
}

/* 002 S1-S10 (seeds/flunk.md): the same for every contract and every
 * number of tricks, with the score the re-implementation computes. */
static void
test_explain_exhaustive (void)
{
  for (guint i = 0; i < N_CONTRACTS; i++)
    {
      FlFlunkContractType type;
      guint bid, suit;

      nth_contract (i, &type, &bid, &suit);
      for (guint t = 0; t <= 13; t++)
        for (guint c = 0; c <= (type == FL_FLUNK_DUMP && t > 0 ? 2u : 0u); c++)
          {
            FlFlunkScoreRule rule;
            int score = ref_score (type, bid, suit, t, c, &rule);

            check_explanation (type, bid, suit, t, c, score, rule);
          }
    }
}

/* ---- Contract notation ---------------------------------------------------- */

/* F7-F9 (seeds/flunk.md): the 74 contracts print and parse back. */
static void
test_contract_round_trip (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < N_CONTRACTS; i++)
    {
      FlFlunkContractType type, parsed_type = (FlFlunkContractType) 99;
      guint bid, suit, parsed_bid = 99, parsed_suit = 99;
      g_autofree char *text = NULL;
      g_autofree char *lower = NULL;

      nth_contract (i, &type, &bid, &suit);
      text = fl_flunk_contract_to_string (type, bid, suit);
      g_assert_nonnull (text);
      g_assert_true (fl_flunk_parse_contract (text, &parsed_type, &parsed_bid, &parsed_suit));
      g_assert_cmpint (parsed_type, ==, type);
      g_assert_cmpuint (parsed_bid, ==, bid);
      g_assert_cmpuint (parsed_suit, ==, suit);

      lower = g_ascii_strdown (text, -1);
      parsed_type = (FlFlunkContractType) 99, parsed_bid = parsed_suit = 99;
      g_assert_true (fl_flunk_parse_contract (lower, &parsed_type, &parsed_bid, &parsed_suit));
      g_assert_cmpint (parsed_type, ==, type);
      g_assert_cmpuint (parsed_bid, ==, bid);
      g_assert_cmpuint (parsed_suit, ==, suit);

      g_assert_false (g_hash_table_contains (seen, text));
      g_hash_table_add (seen, g_steal_pointer (&text));
    }

  g_assert_cmpuint (g_hash_table_size (seen), ==, 74);
}

/* F7-F9 (seeds/flunk.md): the notation "9C", "9NT", "L3H", "L0NT",
 * "DUMP-H", in either case. */
static void
test_contract_examples (void)
{
  static const struct {
    const char          *text;
    FlFlunkContractType  type;
    guint                bid;
    guint                suit;
    const char          *canonical;
  } examples[] = {
    { "9C", FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, "9C" },
    { "9NT", FL_FLUNK_HIGH, 9, NT, "9NT" },
    { "7D", FL_FLUNK_HIGH, 7, FL_SUIT_DIAMONDS, "7D" },
    { "13NT", FL_FLUNK_HIGH, 13, NT, "13NT" },
    { "12S", FL_FLUNK_HIGH, 12, FL_SUIT_SPADES, "12S" },
    { "L3H", FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, "L3H" },
    { "L0NT", FL_FLUNK_LOW, 0, NT, "L0NT" },
    { "L6S", FL_FLUNK_LOW, 6, FL_SUIT_SPADES, "L6S" },
    { "DUMP-H", FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, "DUMP-H" },
    { "DUMP-C", FL_FLUNK_DUMP, 0, FL_SUIT_CLUBS, "DUMP-C" },
    { "9c", FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS, "9C" },
    { "9nt", FL_FLUNK_HIGH, 9, NT, "9NT" },
    { "9Nt", FL_FLUNK_HIGH, 9, NT, "9NT" },
    { "l3h", FL_FLUNK_LOW, 3, FL_SUIT_HEARTS, "L3H" },
    { "l0nt", FL_FLUNK_LOW, 0, NT, "L0NT" },
    { "dump-h", FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, "DUMP-H" },
    { "Dump-s", FL_FLUNK_DUMP, 0, FL_SUIT_SPADES, "DUMP-S" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      FlFlunkContractType type = (FlFlunkContractType) 99;
      guint bid = 99, suit = 99;
      g_autofree char *text = NULL;

      g_assert_true (fl_flunk_parse_contract (examples[i].text, &type, &bid, &suit));
      g_assert_cmpint (type, ==, examples[i].type);
      g_assert_cmpuint (bid, ==, examples[i].bid);
      g_assert_cmpuint (suit, ==, examples[i].suit);

      text = fl_flunk_contract_to_string (type, bid, suit);
      g_assert_cmpstr (text, ==, examples[i].canonical);
    }
}

/* F7-F9 (seeds/flunk.md): High is 7-13, Low 0-6, Dump names one of the
 * four suits and no number; anything else is no contract. */
static void
test_contract_invalid (void)
{
  static const char *const invalid[] = {
    "6C",        /* F7: High below 7 */
    "0NT",
    "14NT",      /* F7: High above 13 */
    "100NT",
    "L7S",       /* F8: Low above 6 */
    "L13H",
    "DUMP-NT",   /* F9: Dump is always a suit */
    "DUMP-",
    "DUMP-X",
    "DUMP-HH",
    "DUMP3H",
    "",
    "9X",
    "9",
    "L",
    "LNT",
    "L3",
    "9CC",
    "9NTT",
    "9C ",
    " 9C",
    "-9C",
    "NT",
    "C9",
    "H",
  };

  for (guint i = 0; i < G_N_ELEMENTS (invalid); i++)
    {
      FlFlunkContractType type;
      guint bid, suit;

      if (fl_flunk_parse_contract (invalid[i], &type, &bid, &suit))
        g_test_message ("“%s” was accepted", invalid[i]);
      g_assert_false (fl_flunk_parse_contract (invalid[i], &type, &bid, &suit));
    }
}

/* ---- Trick winner: fl_flunk_trick_winner ------------------------------------ */

static guint
winner_of (FlCard              a,
           FlCard              b,
           FlCard              c,
           FlCard              d,
           guint               trump,
           FlFlunkTrickReason *reason)
{
  const guint8 trick[4] = { a, b, c, d };

  return fl_flunk_trick_winner (trick, trump, reason);
}

/* 002 F2, F12 (seeds/flunk.md): without trumps in the trick the highest
 * card of the suit led wins, A K Q … 2. */
static void
test_trick_led_suit (void)
{
  FlFlunkTrickReason reason = (FlFlunkTrickReason) 99;

  /* Hearts trumps, none played: K♠ beats Q♠, 10♠ and 2♠. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_SPADES, 10), FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_KING),
                               FL_STD_CARD (FL_SUIT_SPADES, 2), FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_QUEEN),
                               FL_SUIT_HEARTS, &reason), ==, 1);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);

  /* The leader's own card wins when nobody beats it. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_DIAMONDS, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_DIAMONDS, FL_RANK_KING),
                               FL_STD_CARD (FL_SUIT_DIAMONDS, 3), FL_STD_CARD (FL_SUIT_DIAMONDS, 9),
                               FL_SUIT_CLUBS, &reason), ==, 0);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);

  /* 10 beats 9, J beats 10 (the ranks cross the 10). */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_CLUBS, 9), FL_STD_CARD (FL_SUIT_CLUBS, 10),
                               FL_STD_CARD (FL_SUIT_CLUBS, 8), FL_STD_CARD (FL_SUIT_CLUBS, FL_RANK_JACK),
                               FL_SUIT_SPADES, NULL), ==, 3);
}

/* 002 F12 (seeds/flunk.md): any trump beats every card of the suit led. */
static void
test_trick_trump_beats_led (void)
{
  FlFlunkTrickReason reason = (FlFlunkTrickReason) 99;

  /* A♥ led, hearts followed, a 2♣ trumps it. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_KING),
                               FL_STD_CARD (FL_SUIT_CLUBS, 2), FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_QUEEN),
                               FL_SUIT_CLUBS, &reason), ==, 2);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_TRUMP);

  /* The trump comes last. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_SPADES, 3),
                               FL_STD_CARD (FL_SUIT_SPADES, 4), FL_STD_CARD (FL_SUIT_DIAMONDS, 2),
                               FL_SUIT_DIAMONDS, &reason), ==, 3);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_TRUMP);

  /* A trump led wins against higher cards of other suits. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_HEARTS, 2), FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE),
                               FL_STD_CARD (FL_SUIT_CLUBS, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_DIAMONDS, FL_RANK_ACE),
                               FL_SUIT_HEARTS, &reason), ==, 0);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_TRUMP);
}

/* 002 F12 (seeds/flunk.md): among several trumps the highest wins. */
static void
test_trick_highest_trump (void)
{
  FlFlunkTrickReason reason = (FlFlunkTrickReason) 99;

  /* 5♠ led; 3♥ trumps, 9♥ over-trumps, 7♥ under-trumps. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_SPADES, 5), FL_STD_CARD (FL_SUIT_HEARTS, 3),
                               FL_STD_CARD (FL_SUIT_HEARTS, 9), FL_STD_CARD (FL_SUIT_HEARTS, 7),
                               FL_SUIT_HEARTS, &reason), ==, 2);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_TRUMP);

  /* A trump led and followed: the highest trump, not the first. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_CLUBS, 10), FL_STD_CARD (FL_SUIT_CLUBS, FL_RANK_QUEEN),
                               FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_CLUBS, 4),
                               FL_SUIT_CLUBS, &reason), ==, 1);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_TRUMP);
}

/* 002 F12, F13 (seeds/flunk.md): a card of neither the suit led nor trumps
 * never wins, however high. */
static void
test_trick_off_suit (void)
{
  FlFlunkTrickReason reason = (FlFlunkTrickReason) 99;

  /* 2♦ led, three aces discarded: the 2 wins. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_DIAMONDS, 2), FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE),
                               FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_ACE), FL_STD_CARD (FL_SUIT_CLUBS, FL_RANK_ACE),
                               NT, &reason), ==, 0);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);

  /* Trumps in clubs, none played: A♥ discarded on the 3♦ lead loses to 4♦. */
  g_assert_cmpuint (winner_of (FL_STD_CARD (FL_SUIT_DIAMONDS, 3), FL_STD_CARD (FL_SUIT_HEARTS, FL_RANK_ACE),
                               FL_STD_CARD (FL_SUIT_DIAMONDS, 4), FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_KING),
                               FL_SUIT_CLUBS, &reason), ==, 2);
  g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);
}

/* 002 F9, F12 (seeds/flunk.md): at no trump (FL_FLUNK_NO_TRUMP) no suit
 * beats the suit led. */
static void
test_trick_no_trump (void)
{
  FlFlunkTrickReason reason = (FlFlunkTrickReason) 99;

  for (guint led = 0; led < FL_N_SUITS; led++)
    {
      guint other = (led + 1) % FL_N_SUITS;

      g_assert_cmpuint (winner_of (FL_STD_CARD (other, FL_RANK_ACE), FL_STD_CARD (led, 2),
                                   FL_STD_CARD (led, FL_RANK_ACE), FL_STD_CARD (other, FL_RANK_KING),
                                   NT, &reason), ==, 0);
      g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);
      g_assert_cmpuint (winner_of (FL_STD_CARD (led, 2), FL_STD_CARD (other, FL_RANK_ACE),
                                   FL_STD_CARD ((led + 2) % 4, FL_RANK_ACE), FL_STD_CARD (led, 3),
                                   NT, &reason), ==, 3);
      g_assert_cmpint (reason, ==, FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);
    }
}

/* 002 F12 (seeds/flunk.md): many random tricks under every trump choice
 * agree with the re-implementation, winner and reason. */
static void
test_trick_random (void)
{
  FlRng rng;

  fl_rng_init (&rng, 12345, 67);
  for (guint n = 0; n < 20000; n++)
    {
      guint8 pack[52];
      guint trump = fl_rng_below (&rng, 5);
      FlFlunkTrickReason reason;
      guint expected, winner;

      for (guint i = 0; i < 52; i++)
        pack[i] = (guint8) i;
      fl_rng_shuffle (&rng, pack, 52);
      /* Make the trick's suits collide often. */
      if (n % 2 == 0)
        for (guint i = 0; i < 4; i++)
          pack[i] = FL_STD_CARD (pack[i] % 2 + (n / 2) % 3, FL_STD_RANK (pack[i]));
      if (pack[0] == pack[1] || pack[0] == pack[2] || pack[0] == pack[3] ||
          pack[1] == pack[2] || pack[1] == pack[3] || pack[2] == pack[3])
        continue;

      expected = ref_trick_winner (pack, trump);
      winner = fl_flunk_trick_winner (pack, trump, &reason);
      g_assert_cmpuint (winner, ==, expected);
      g_assert_cmpint (reason, ==, FL_STD_SUIT (pack[expected]) == trump ? FL_FLUNK_TRICK_HIGHEST_TRUMP
                                                                           : FL_FLUNK_TRICK_HIGHEST_OF_LED_SUIT);
    }
}

/* ---- The deal ------------------------------------------------------------- */

static void
new_state (FlFlunkState *state,
           guint64       seed)
{
  FlOptions options;

  fl_rules_default_options (&fl_flunk_rules, &options);
  g_assert_cmpuint (fl_flunk_rules.state_size, ==, sizeof (FlFlunkState));
  fl_flunk_rules.new_game (state, &options, seed);
}

/* 002 F2, F3 (seeds/flunk.md): 52 cards, 13 to each player and 13 to the
 * dummy, no card twice; the dealer (seat 0) declares first (F6). */
static void
test_deal_hands (void)
{
  static const guint64 seeds[] = { 0, 1, 2, 42, 20261122, G_MAXUINT64 };

  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      FlFlunkState state;
      FlCardSet all = 0;

      new_state (&state, seeds[i]);
      for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
        {
          g_assert_cmpuint (fl_card_set_count (state.hands[h]), ==, 13);
          g_assert_cmpuint (all & state.hands[h], ==, 0);
          all |= state.hands[h];
          g_assert_cmpuint (state.won[h], ==, 0);
          g_assert_cmpuint (state.tricks_won[h], ==, 0);
        }
      g_assert_cmpuint (all, ==, ALL_CARDS);

      g_assert_cmpuint (state.dealer, ==, 0);
      g_assert_cmpuint (state.phase, ==, FL_FLUNK_PHASE_DECLARE);
      g_assert_cmpint (fl_flunk_rules.phase (&state), ==, FL_PHASE_BIDDING);
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 0);
      g_assert_cmpint (fl_flunk_rules.decision (&state), ==, FL_DECISION_DECLARE);
      g_assert_cmpint (fl_flunk_rules.hand_number (&state), ==, 0);
      g_assert_cmpuint (fl_flunk_rules.n_seats (NULL), ==, 3);
      g_assert_cmpuint (state.trick, ==, 0);
      g_assert_cmpuint (state.n_deals, ==, 9);
      g_assert_cmpuint (state.opponents_score, ==, FL_FLUNK_OPPONENTS_SCORE_NONE);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (state.totals[s], ==, 0);

      /* F11: left (1) → dummy → right (2) → dealer (0). */
      for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
        g_assert_cmpuint (fl_flunk_next_hand (&state, h), ==, ref_next_hand (0, h));
    }
}

/* 002 F2, F3: the same seed deals the same cards; another seed another
 * deal. */
static void
test_deal_seeded (void)
{
  FlFlunkState a, b, c;

  new_state (&a, 7);
  new_state (&b, 7);
  new_state (&c, 8);
  g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
  g_assert_false (memcmp (a.hands, c.hands, sizeof a.hands) == 0);
}

/* PCG32 as its author defines it (M. E. O'Neill, "PCG: A Family of Simple
 * Fast Space-Efficient Statistically Good Algorithms for Random Number
 * Generation", 2014, and pcg32_srandom_r / pcg32_random_r of the minimal C
 * library), written here for the test alone: a 64-bit LCG (multiplier
 * 6364136223846793005, increment 2 * stream + 1) whose output is the old
 * state's XSH RR permutation. */
typedef struct
{
  guint64 s;
  guint64 c;
} Pcg32;

static guint32
pcg32_step (Pcg32 *g)
{
  const guint64 x = g->s;
  const guint32 shifted = (guint32) ((x ^ (x >> 18)) >> 27);
  const unsigned r = (unsigned) (x >> 59);

  g->s = x * G_GUINT64_CONSTANT (6364136223846793005) + g->c;
  return r == 0 ? shifted : (shifted >> r) | (shifted << (32 - r));
}

static void
pcg32_seed (Pcg32  *g,
            guint64 initstate,
            guint64 initseq)
{
  g->s = 0;
  g->c = initseq * 2 + 1;
  pcg32_step (g);
  g->s += initstate;
  pcg32_step (g);
}

/* A number below @n without bias, by D. Lemire's multiply-and-shift ("Fast
 * Random Integer Generation in an Interval", 2019): the high half of
 * x * n, drawing again while the low half falls below 2^32 mod n. */
static guint32
pcg32_below (Pcg32  *g,
             guint32 n)
{
  const guint32 reject_below = (guint32) ((G_GUINT64_CONSTANT (1) << 32) % n);

  for (;;)
    {
      guint64 m = (guint64) pcg32_step (g) * n;

      if ((guint32) m >= reject_below)
        return (guint32) (m >> 32);
    }
}

/* F3 as the engine deals it: the pack 0..51 in order, shuffled by
 * Fisher–Yates from the end (position k - 1 swapped with a position drawn
 * below k, for k from 52 down to 2), on the stream "Flunk" in ASCII; card i
 * of the shuffled pack goes to hand i / 13. */
static void
reference_deal (guint64   seed,
                FlCardSet hands[4])
{
  guint8 pack[52];
  Pcg32 g;

  pcg32_seed (&g, seed, G_GUINT64_CONSTANT (0x466c756e6b));
  for (guint i = 0; i < 52; i++)
    pack[i] = (guint8) i;
  for (guint k = 52; k >= 2; k--)
    {
      guint32 j = pcg32_below (&g, k);
      guint8 card = pack[j];

      pack[j] = pack[k - 1];
      pack[k - 1] = card;
    }
  memset (hands, 0, 4 * sizeof (FlCardSet));
  for (guint i = 0; i < 52; i++)
    hands[i / 13] |= G_GUINT64_CONSTANT (1) << pack[i];
}

/* The reference PCG32 above against the published output of the PCG
 * library's pcg32-demo (seed 42, stream 54), and the engine's against both. */
static void
test_deal_pcg32 (void)
{
  static const guint32 published[] = { 0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293,
                                       0xbfa4784b, 0xcbed606e };
  Pcg32 g;
  FlRng rng;

  pcg32_seed (&g, 42, 54);
  fl_rng_init (&rng, 42, 54);
  for (guint i = 0; i < G_N_ELEMENTS (published); i++)
    {
      g_assert_cmphex (pcg32_step (&g), ==, published[i]);
      g_assert_cmphex (fl_rng_next (&rng), ==, published[i]);
    }
  /* And on, for a while, with bounds of every size up to 52. */
  for (guint i = 0; i < 10000; i++)
    g_assert_cmpuint (fl_rng_below (&rng, i % 52 + 1), ==, pcg32_below (&g, i % 52 + 1));
}

/* 002 F3 (seeds/flunk.md): the deal of seed 20261122, recorded once. This
 * pins PCG32 and its Fisher–Yates shuffle, so that the same seed deals the
 * same cards on every machine and with every C library: a change here
 * breaks every saved game and every reported seed. */
static void
test_deal_pinned (void)
{
  /* Recorded from the engine; reference_deal() above, written from the
   * algorithms' definitions, must give it too. */
  static const FlCardSet pinned[FL_FLUNK_N_HANDS] = {
    G_GUINT64_CONSTANT (0x00005015c0c60204),   /* seat 0, the dealer */
    G_GUINT64_CONSTANT (0x000e05a01d080008),   /* seat 1 */
    G_GUINT64_CONSTANT (0x0001a8022011a122),   /* seat 2 */
    G_GUINT64_CONSTANT (0x0000024802205cd1),   /* the dummy */
  };
  static const guint64 seeds[] = { 0, 1, 7, 42, G_MAXUINT64 };
  FlCardSet reference[FL_FLUNK_N_HANDS];
  FlFlunkState state;

  reference_deal (20261122, reference);
  for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
    g_assert_cmphex (reference[h], ==, pinned[h]);

  /* The engine deals as the reference does, for other seeds too. */
  for (guint i = 0; i < G_N_ELEMENTS (seeds); i++)
    {
      new_state (&state, seeds[i]);
      reference_deal (seeds[i], reference);
      for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
        g_assert_cmphex (state.hands[h], ==, reference[h]);
    }

  new_state (&state, 20261122);
  for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
    if (state.hands[h] != pinned[h])
      g_test_message ("hand %u: 0x%016" G_GINT64_MODIFIER "x, pinned 0x%016" G_GINT64_MODIFIER "x",
                      h, state.hands[h], pinned[h]);
  for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
    g_assert_cmpuint (state.hands[h], ==, pinned[h]);
}

/* 002 F4 and ambiguity 12 (seeds/flunk.md): the dummy lies face up from
 * the deal on, before the contract: every seat sees it, and its own hand,
 * and no other. */
static void
test_deal_dummy_face_up (void)
{
  FlFlunkState state, observation;

  new_state (&state, 99);
  for (int seat = 0; seat < 3; seat++)
    {
      fl_flunk_rules.observe (&state, seat, &observation);
      g_assert_cmpuint (observation.hands[FL_FLUNK_DUMMY], ==, state.hands[FL_FLUNK_DUMMY]);
      for (int h = 0; h < 3; h++)
        g_assert_cmpuint (observation.hands[h], ==, h == seat ? state.hands[h] : 0);
    }
}

/* ---- Legality and order of play, on a hand-built deal ---------------------- */

/* A deal chosen for its suits; the dummy holds no heart.
 *   seat 1 (left):  A K Q J♠  A K Q♥  2 3 4♣  2 3 4♦
 *   dummy:          10 9 8♠  5 6 7 8 9 10♣  5 6 7 8♦
 *   seat 2 (right): 7 6 5♠  J 10 9 8 7♥  J Q♣  9 10 J♦
 *   seat 0 (dealer): 4 3 2♠  6 5 4 3 2♥  K A♣  Q K A♦ */
static const char *const built_hands[FL_FLUNK_N_HANDS] = {
  "4S 3S 2S 6H 5H 4H 3H 2H KC AC QD KD AD",
  "AS KS QS JS AH KH QH 2C 3C 4C 2D 3D 4D",
  "7S 6S 5S JH 10H 9H 8H 7H JC QC 9D 10D JD",
  "10S 9S 8S 5C 6C 7C 8C 9C 10C 5D 6D 7D 8D",
};

/* The hands above, dealt by @dealer (seat 0's cards go to the dealer, seat
 * 1's to the dealer's left, seat 2's to the right), with @type, @bid and
 * @suit declared. next[] is filled as F11 says. */
static void
build_state (FlFlunkState        *state,
             guint                dealer,
             FlFlunkContractType  type,
             guint                bid,
             guint                suit)
{
  guint left = (dealer + 1) % 3;
  guint right = (dealer + 2) % 3;
  FlCardSet all = 0;
  FlAction action;
  FlIllegal why;

  new_state (state, 1);
  state->dealer = (guint8) dealer;
  state->hands[dealer] = cards (built_hands[0]);
  state->hands[left] = cards (built_hands[1]);
  state->hands[right] = cards (built_hands[2]);
  state->hands[FL_FLUNK_DUMMY] = cards (built_hands[3]);
  for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
    {
      g_assert_cmpuint (fl_card_set_count (state->hands[h]), ==, 13);
      g_assert_cmpuint (all & state->hands[h], ==, 0);
      all |= state->hands[h];
    }
  g_assert_cmpuint (all, ==, ALL_CARDS);

  state->next[left] = FL_FLUNK_DUMMY;
  state->next[FL_FLUNK_DUMMY] = (guint8) right;
  state->next[right] = (guint8) dealer;
  state->next[dealer] = (guint8) left;
  state->to_play = (guint8) left;

  g_assert_cmpint (fl_flunk_rules.current_seat (state), ==, (int) dealer);
  fl_flunk_action_declare (&action, (int) dealer, type, (int) bid, (int) suit);
  g_assert_true (fl_flunk_rules.check_action (state, &action, &why));
  fl_flunk_rules.apply (state, &action, NULL);
  g_assert_cmpuint (state->phase, ==, FL_FLUNK_PHASE_PLAY);
}

/* Plays @code from the hand to play, which must be @hand. */
static void
play_card (FlFlunkState *state,
           guint         hand,
           const char   *code)
{
  FlAction action;
  FlIllegal why;

  g_assert_cmpuint (state->to_play, ==, hand);
  fl_flunk_action_play (&action, ref_owner (state->dealer, hand), card (code));
  g_assert_true (fl_flunk_rules.check_action (state, &action, &why));
  g_assert_true (fl_rules_action_is_legal (&fl_flunk_rules, state, &action));
  fl_flunk_rules.apply (state, &action, NULL);
  g_assert_false (state->hands[hand] & FL_CARD_SET_BIT (card (code)));
}

/* Checks that @code, played by @seat, is refused for @rule and that the
 * explanation names @label (or is at least a sentence when @label is NULL). */
static void
refuse_card (const FlFlunkState *state,
             int                 seat,
             const char         *code,
             FlFlunkIllegalRule  rule,
             const char         *label)
{
  FlAction action;
  FlIllegal why = { 0 };
  g_autofree char *text = NULL;

  fl_flunk_action_play (&action, seat, card (code));
  g_assert_false (fl_flunk_rules.check_action (state, &action, &why));
  g_assert_false (fl_rules_action_is_legal (&fl_flunk_rules, state, &action));
  g_assert_cmpuint (why.rule, ==, rule);
  text = fl_flunk_rules.explain_illegal (state, &why);
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 10);
  if (label != NULL)
    g_assert_true (contains_label (text, label));
}

/* 002 F13 (seeds/flunk.md): a hand holding the suit led must follow, the
 * dummy too; a void hand may play anything, a trump included. */
static void
test_play_follow_suit (void)
{
  FlFlunkState state;

  build_state (&state, 0, FL_FLUNK_HIGH, 7, FL_SUIT_CLUBS);

  /* Seat 1 leads a heart; the dummy has none and may trump or discard. */
  play_card (&state, 1, "AH");
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
  {
    FlAction action;

    fl_flunk_action_play (&action, 0, card ("10S"));
    g_assert_true (fl_flunk_rules.check_action (&state, &action, NULL));
    fl_flunk_action_play (&action, 0, card ("8D"));
    g_assert_true (fl_flunk_rules.check_action (&state, &action, NULL));
  }
  play_card (&state, FL_FLUNK_DUMMY, "5C");

  /* Seat 2 holds hearts: a spade, a club or a diamond is refused (F13). */
  refuse_card (&state, 2, "7S", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  refuse_card (&state, 2, "JC", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  refuse_card (&state, 2, "10D", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 2, "7H");

  /* The dealer holds hearts too. */
  refuse_card (&state, 0, "AC", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 0, "2H");

  /* F12: the dummy's 5♣ trumps A♥; F15: the dummy leads, the dealer
   * choosing its card. */
  g_assert_cmpuint (state.trick, ==, 1);
  g_assert_cmpuint (state.tricks_won[FL_FLUNK_DUMMY], ==, 1);
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
  g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 0);
  g_assert_cmpuint (fl_flunk_declarer_tricks (&state), ==, 1);

  /* The dummy leads 5♦; seat 2 follows; the dealer, holding diamonds,
   * may not trump with A♣. */
  play_card (&state, FL_FLUNK_DUMMY, "5D");
  refuse_card (&state, 2, "JH", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 2, "9D");
  refuse_card (&state, 0, "AC", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 0, "QD");
  /* Seat 1 follows with a small diamond. */
  refuse_card (&state, 1, "KH", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 1, "2D");

  /* The dealer's own Q♦ won: the dealer's hand leads (F15). */
  g_assert_cmpuint (state.trick, ==, 2);
  g_assert_cmpuint (state.tricks_won[0], ==, 1);
  g_assert_cmpuint (state.to_play, ==, 0);
  g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 0);
  g_assert_cmpuint (fl_flunk_declarer_tricks (&state), ==, 2);

  /* The dealer leads a club; seat 1 must follow, and so must the dummy. */
  play_card (&state, 0, "KC");
  refuse_card (&state, 1, "AS", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, 1, "2C");
  refuse_card (&state, 0, "10S", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  refuse_card (&state, 0, "8D", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, FL_FLUNK_DUMMY, "10C");
}

/* 002 F11, F12, F15 (seeds/flunk.md): at no trump, whoever wins a trick
 * leads the next, each seat and the dummy in turn, and the rest follow in
 * the rotation from that leader. */
static void
test_play_winner_leads (void)
{
  FlFlunkState state;

  build_state (&state, 0, FL_FLUNK_HIGH, 7, NT);

  /* 1: the dummy's 5♣ is no trump; seat 1's A♥ wins and seat 1 leads. */
  play_card (&state, 1, "AH");
  play_card (&state, FL_FLUNK_DUMMY, "5C");
  play_card (&state, 2, "7H");
  play_card (&state, 0, "2H");
  g_assert_cmpuint (state.tricks_won[1], ==, 1);
  g_assert_cmpuint (fl_flunk_declarer_tricks (&state), ==, 0);
  g_assert_cmpuint (state.to_play, ==, 1);
  g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 1);

  /* 2: K♣ wins for the dealer's own hand, which leads. */
  play_card (&state, 1, "2C");
  play_card (&state, FL_FLUNK_DUMMY, "10C");
  play_card (&state, 2, "JC");
  play_card (&state, 0, "KC");
  g_assert_cmpuint (state.tricks_won[0], ==, 1);
  g_assert_cmpuint (state.to_play, ==, 0);

  /* 3: from the dealer: left, dummy, right (F11). A♣ wins. */
  play_card (&state, 0, "AC");
  play_card (&state, 1, "3C");
  play_card (&state, FL_FLUNK_DUMMY, "6C");
  play_card (&state, 2, "QC");
  g_assert_cmpuint (state.tricks_won[0], ==, 2);
  g_assert_cmpuint (state.to_play, ==, 0);

  /* 4: A♠ wins for seat 1. */
  play_card (&state, 0, "4S");
  play_card (&state, 1, "AS");
  play_card (&state, FL_FLUNK_DUMMY, "8S");
  play_card (&state, 2, "5S");
  g_assert_cmpuint (state.tricks_won[1], ==, 2);
  g_assert_cmpuint (state.to_play, ==, 1);

  /* 5: seat 1's last club; the others are void and discard, so the
   * dummy's 9♣ wins the trick and the dummy leads. */
  play_card (&state, 1, "4C");
  play_card (&state, FL_FLUNK_DUMMY, "9C");
  play_card (&state, 2, "8H");
  play_card (&state, 0, "QD");
  g_assert_cmpuint (state.tricks_won[FL_FLUNK_DUMMY], ==, 1);
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
  g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 0);

  /* 6, 7: the dummy's clubs win again; everyone discards. */
  play_card (&state, FL_FLUNK_DUMMY, "8C");
  play_card (&state, 2, "9H");
  play_card (&state, 0, "KD");
  play_card (&state, 1, "2D");
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
  play_card (&state, FL_FLUNK_DUMMY, "7C");
  play_card (&state, 2, "10H");
  play_card (&state, 0, "AD");
  play_card (&state, 1, "3D");
  g_assert_cmpuint (state.tricks_won[FL_FLUNK_DUMMY], ==, 3);
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);

  /* 8: the dummy leads 5♦; the dealer, out of diamonds, discards; seat 2's
   * J♦ wins and seat 2 leads. */
  play_card (&state, FL_FLUNK_DUMMY, "5D");
  play_card (&state, 2, "JD");
  play_card (&state, 0, "3H");
  play_card (&state, 1, "4D");
  g_assert_cmpuint (state.tricks_won[2], ==, 1);
  g_assert_cmpuint (state.to_play, ==, 2);
  g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, 2);

  /* 9: from seat 2: dealer, left, dummy (F11). */
  play_card (&state, 2, "10D");
  g_assert_cmpuint (state.to_play, ==, 0);
  play_card (&state, 0, "4H");
  g_assert_cmpuint (state.to_play, ==, 1);
  play_card (&state, 1, "JS");
  g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
  refuse_card (&state, 0, "10S", FL_FLUNK_ILLEGAL_MUST_FOLLOW, "F13");
  play_card (&state, FL_FLUNK_DUMMY, "8D");
  g_assert_cmpuint (state.tricks_won[2], ==, 2);
  g_assert_cmpuint (state.to_play, ==, 2);

  /* F17: the declarer has the dealer's 2 and the dummy's 3. */
  g_assert_cmpuint (state.trick, ==, 9);
  g_assert_cmpuint (fl_flunk_declarer_tricks (&state), ==, 5);
  g_assert_cmpuint (state.tricks_won[1], ==, 2);
  for (guint t = 0; t < 9; t++)
    {
      static const guint leaders[9] = { 1, 1, 0, 0, 1, FL_FLUNK_DUMMY, FL_FLUNK_DUMMY, FL_FLUNK_DUMMY, 2 };

      g_assert_cmpuint (state.leaders[t], ==, leaders[t]);
    }
}

/* 002 F14, F15 (seeds/flunk.md): when the dummy wins, the dummy leads, and
 * the dealer's seat chooses; the dummy has no seat of its own. */
static void
test_play_dummy_leads (void)
{
  for (guint dealer = 0; dealer < 3; dealer++)
    {
      FlFlunkState state;
      guint left = (dealer + 1) % 3;
      guint right = (dealer + 2) % 3;
      FlAction action;
      FlIllegal why;

      build_state (&state, dealer, FL_FLUNK_LOW, 3, FL_SUIT_CLUBS);
      g_assert_cmpuint (state.to_play, ==, left);
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) left);
      play_card (&state, left, "KH");
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) dealer);
      play_card (&state, FL_FLUNK_DUMMY, "9C");
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) right);
      play_card (&state, right, "JH");
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) dealer);
      play_card (&state, dealer, "6H");

      /* The dummy's 9♣ trumped. */
      g_assert_cmpuint (state.tricks_won[FL_FLUNK_DUMMY], ==, 1);
      g_assert_cmpuint (state.to_play, ==, FL_FLUNK_DUMMY);
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) dealer);
      g_assert_cmpint (fl_flunk_rules.decision (&state), ==, FL_DECISION_PLAY);

      /* Neither "seat 3" nor another player may play for the dummy. */
      fl_flunk_action_play (&action, FL_FLUNK_DUMMY, card ("10S"));
      g_assert_false (fl_flunk_rules.check_action (&state, &action, &why));
      g_assert_cmpuint (why.rule, ==, FL_FLUNK_ILLEGAL_NOT_YOUR_TURN);
      fl_flunk_action_play (&action, (int) left, card ("10S"));
      g_assert_false (fl_flunk_rules.check_action (&state, &action, &why));
      g_assert_cmpuint (why.rule, ==, FL_FLUNK_ILLEGAL_NOT_YOUR_TURN);
      g_assert_cmpint (why.values[0], ==, (int) dealer);
      /* The dealer's own card is not the dummy's. */
      refuse_card (&state, (int) dealer, "AD", FL_FLUNK_ILLEGAL_NOT_IN_HAND, NULL);

      /* After the dummy's lead: right, dealer, left (F11). */
      play_card (&state, FL_FLUNK_DUMMY, "10S");
      g_assert_cmpint (fl_flunk_rules.current_seat (&state), ==, (int) right);
      play_card (&state, right, "5S");
      play_card (&state, dealer, "2S");
      play_card (&state, left, "JS");
      g_assert_cmpuint (state.to_play, ==, left);
      g_assert_cmpuint (state.leaders[1], ==, FL_FLUNK_DUMMY);
    }
}

/* 002 F13 (seeds/flunk.md): a card not in the hand to play is refused. */
static void
test_play_not_in_hand (void)
{
  FlFlunkState state;
  FlIllegal why;
  FlAction action;

  build_state (&state, 0, FL_FLUNK_HIGH, 9, FL_SUIT_SPADES);
  /* Seat 1 leads: 2♠ is the dealer's, 10♠ the dummy's. */
  refuse_card (&state, 1, "2S", FL_FLUNK_ILLEGAL_NOT_IN_HAND, NULL);
  refuse_card (&state, 1, "10S", FL_FLUNK_ILLEGAL_NOT_IN_HAND, NULL);
  play_card (&state, 1, "AS");
  /* The card just played is gone. */
  play_card (&state, FL_FLUNK_DUMMY, "8S");
  play_card (&state, 2, "5S");
  refuse_card (&state, 0, "AS", FL_FLUNK_ILLEGAL_NOT_IN_HAND, NULL);

  /* No card at all, or two cards, is malformed. */
  fl_flunk_action_play (&action, 0, card ("2S"));
  action.n_cards = 0;
  g_assert_false (fl_flunk_rules.check_action (&state, &action, &why));
  g_assert_cmpuint (why.rule, ==, FL_FLUNK_ILLEGAL_MALFORMED);
  fl_flunk_action_play (&action, 0, card ("2S"));
  action.n_cards = 2;
  action.cards[1] = card ("3S");
  g_assert_false (fl_flunk_rules.check_action (&state, &action, &why));
  g_assert_cmpuint (why.rule, ==, FL_FLUNK_ILLEGAL_MALFORMED);
  /* A declaration during play is refused. */
  fl_flunk_action_declare (&action, 0, FL_FLUNK_HIGH, 7, NT);
  g_assert_false (fl_flunk_rules.check_action (&state, &action, &why));
  g_assert_cmpuint (why.rule, ==, FL_FLUNK_ILLEGAL_MUST_PLAY);
}

/* ---- Legality and order of play, on FlGame -------------------------------- */

static FlGame *
new_game (const FlOptions *options,
          guint64          seed)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_new ("flunk", options, seed, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_true (fl_game_get_rules (game) == &fl_flunk_rules);
  return game;
}

static const FlFlunkState *
game_state (FlGame *game)
{
  return fl_game_get_state (game);
}

/* Applies @action, which must be refused for FL_GAME_ERROR_ILLEGAL_ACTION
 * and change nothing; the message must name @label unless it is NULL. */
static void
assert_refused (FlGame         *game,
                const FlAction *action,
                const char     *label)
{
  g_autoptr(GError) error = NULL;
  g_autofree void *before = g_memdup2 (game_state (game), sizeof (FlFlunkState));
  guint n_actions = fl_game_get_n_actions (game);

  g_assert_false (fl_game_check_action (game, action, NULL));
  g_assert_false (fl_game_apply (game, action, &error));
  g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (strlen (error->message), >, 10);
  if (label != NULL)
    {
      if (!contains_label (error->message, label))
        g_test_message ("“%s” should name %s", error->message, label);
      g_assert_true (contains_label (error->message, label));
    }
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, n_actions);
  g_assert_cmpmem (before, sizeof (FlFlunkState), game_state (game), sizeof (FlFlunkState));
}

static void
apply_ok (FlGame         *game,
          const FlAction *action)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (fl_game_apply (game, action, &error));
  g_assert_no_error (error);
}

/* 002 F6 (seeds/flunk.md): the dealer must declare before any card is
 * played; a refused action changes nothing. */
static void
test_game_declare_first (void)
{
  g_autoptr(FlGame) game = new_game (NULL, 5);
  const FlFlunkState *state = game_state (game);
  FlAction action;

  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_BIDDING);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_DECLARE);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
  g_assert_cmpuint (fl_game_get_n_seats (game), ==, 3);

  /* The dealer's own lowest card, and the dummy's. */
  fl_flunk_action_play (&action, 0, fl_card_set_lowest (state->hands[0]));
  assert_refused (game, &action, "F6");
  fl_flunk_action_play (&action, 0, fl_card_set_lowest (state->hands[FL_FLUNK_DUMMY]));
  assert_refused (game, &action, "F6");
  /* Nobody passes (F6). */
  fl_action_init (&action, FL_ACTION_PASS, 0);
  assert_refused (game, &action, "F6");
  /* The player who will lead cannot play yet either. */
  fl_flunk_action_play (&action, 1, fl_card_set_lowest (state->hands[1]));
  assert_refused (game, &action, NULL);

  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 0);
  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_BIDDING);
}

/* The tutor's "Your options" (seeds/flunk.md F6-F15): at every position of
 * many random deals, each seat is told its options exactly when the game
 * waits for it, every line names its rule, and what the lines say agrees
 * with the engine's legal moves: the contract for the dealer (F6-F9,
 * F17), the dummy played by the dealer (F14), a free lead (F10, F15),
 * following suit when able (F13), any card when not, and the trump that
 * could win (F12). */
static void
test_game_options (void)
{
  const FlRules *rules = fl_rules_lookup ("flunk");
  FlAction *legal = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
  guint n_follow = 0, n_free = 0, n_dummy = 0, n_trump = 0, n_declare = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(FlGame) game = new_game (NULL, seed);
      GRand *rand = g_rand_new_with_seed ((guint32) seed);

      while (!fl_game_is_over (game) && game_state (game)->deal < 1)
        {
          const FlFlunkState *state = game_state (game);
          int current = fl_game_get_current_seat (game);
          guint n = rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);

          for (int seat = 0; seat < 3; seat++)
            {
              g_auto(GStrv) lines = fl_game_explain_options (game, seat);

              g_assert_true ((lines != NULL) == (seat == current));
              if (lines == NULL)
                continue;
              g_assert_nonnull (lines[0]);
              for (guint i = 0; lines[i] != NULL; i++)
                {
                  g_assert_cmpuint (strlen (lines[i]), >, 20);
                  g_assert_nonnull (strstr (lines[i], "(rule F"));
                }

              if (state->phase == FL_FLUNK_PHASE_DECLARE)
                {
                  g_assert_true (fl_test_lines_contain (lines, "F6") && fl_test_lines_contain (lines, "F7")
                                 && fl_test_lines_contain (lines, "F8") && fl_test_lines_contain (lines, "F9"));
                  n_declare++;
                  continue;
                }

              g_assert_true (fl_test_lines_contain (lines, "dummy’s turn") == (state->to_play == FL_FLUNK_DUMMY));
              n_dummy += state->to_play == FL_FLUNK_DUMMY;
              if (state->n_played == 0)
                {
                  /* Any card of the hand may lead. */
                  g_assert_true (fl_test_lines_contain (lines, "leads"));
                  g_assert_cmpuint (n, ==, fl_card_set_count (state->hands[state->to_play]));
                }
              else if (fl_test_lines_contain (lines, "must follow"))
                {
                  guint led = FL_STD_SUIT (state->played[state->trick][0]);

                  for (guint a = 0; a < n; a++)
                    g_assert_cmpuint (FL_STD_SUIT (legal[a].cards[0]), ==, led);
                  n_follow++;
                }
              else
                {
                  g_assert_true (fl_test_lines_contain (lines, "may play any card"));
                  g_assert_cmpuint (n, ==, fl_card_set_count (state->hands[state->to_play]));
                  n_free++;
                  if (fl_test_lines_contain (lines, "are trumps"))
                    {
                      g_assert_cmpuint (state->type, !=, FL_FLUNK_DUMP);
                      g_assert_cmpuint (state->suit, <, NT);
                      g_assert_true (state->hands[state->to_play] & FL_STD_SUIT_MASK (state->suit));
                      n_trump++;
                    }
                }
            }

          apply_ok (game, &legal[g_rand_int_range (rand, 0, (int) n)]);
        }
      g_rand_free (rand);
    }
  g_free (legal);

  g_test_message ("%u contracts, %u follows, %u free plays (%u with a trump), %u dummy turns",
                  n_declare, n_follow, n_free, n_trump, n_dummy);
  g_assert_cmpuint (n_declare, ==, 40);
  g_assert_cmpuint (n_follow, >, 0);
  g_assert_cmpuint (n_free, >, 0);
  g_assert_cmpuint (n_trump, >, 0);
  g_assert_cmpuint (n_dummy, >, 0);
}

/* 002 F7-F9 (seeds/flunk.md): exactly the 74 contracts are offered and
 * accepted; High 6 or 14, Low 7, Dump with a number or at no trump and a
 * suit 5 are refused. */
static void
test_game_declare_range (void)
{
  static const struct {
    FlFlunkContractType type;
    int                 bid;
    int                 suit;
    FlFlunkIllegalRule  rule;
    const char         *label;
  } refused[] = {
    { FL_FLUNK_HIGH, 6, FL_SUIT_CLUBS, FL_FLUNK_ILLEGAL_HIGH_RANGE, "F7" },
    { FL_FLUNK_HIGH, 14, NT, FL_FLUNK_ILLEGAL_HIGH_RANGE, "F7" },
    { FL_FLUNK_HIGH, 0, FL_SUIT_SPADES, FL_FLUNK_ILLEGAL_HIGH_RANGE, "F7" },
    { FL_FLUNK_HIGH, -1, FL_SUIT_SPADES, FL_FLUNK_ILLEGAL_HIGH_RANGE, "F7" },
    { FL_FLUNK_LOW, 7, FL_SUIT_SPADES, FL_FLUNK_ILLEGAL_LOW_RANGE, "F8" },
    { FL_FLUNK_LOW, 13, NT, FL_FLUNK_ILLEGAL_LOW_RANGE, "F8" },
    { FL_FLUNK_LOW, -1, NT, FL_FLUNK_ILLEGAL_LOW_RANGE, "F8" },
    { FL_FLUNK_DUMP, 3, FL_SUIT_HEARTS, FL_FLUNK_ILLEGAL_MALFORMED, NULL },
    { FL_FLUNK_DUMP, 0, NT, FL_FLUNK_ILLEGAL_BAD_SUIT, "F9" },
    { FL_FLUNK_HIGH, 9, 5, FL_FLUNK_ILLEGAL_BAD_SUIT, "F7" },
    { FL_FLUNK_LOW, 2, 5, FL_FLUNK_ILLEGAL_BAD_SUIT, NULL },
    { FL_FLUNK_HIGH, 9, -1, FL_FLUNK_ILLEGAL_BAD_SUIT, NULL },
    { FL_FLUNK_DUMP, 0, 5, FL_FLUNK_ILLEGAL_BAD_SUIT, "F9" },
    { (FlFlunkContractType) 3, 7, FL_SUIT_CLUBS, FL_FLUNK_ILLEGAL_MALFORMED, NULL },
  };
  g_autoptr(FlGame) game = new_game (NULL, 5);
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
  guint n_high = 0, n_low = 0, n_dump = 0;

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      FlAction action;
      FlIllegal why = { 0 };

      fl_flunk_action_declare (&action, 0, refused[i].type, refused[i].bid, refused[i].suit);
      g_assert_false (fl_flunk_rules.check_action (game_state (game), &action, &why));
      g_assert_cmpuint (why.rule, ==, refused[i].rule);
      assert_refused (game, &action, refused[i].label);
    }

  /* The legal declarations: every contract once. */
  g_assert_cmpuint (legal->len, ==, N_CONTRACTS);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);
      int type = action->values[0], bid = action->values[1], suit = action->values[2];

      g_assert_cmpint (action->kind, ==, FL_ACTION_DECLARE);
      g_assert_cmpint (action->seat, ==, 0);
      g_assert_cmpuint (action->n_cards, ==, 0);
      g_assert_true (fl_game_check_action (game, action, NULL));
      if (type == FL_FLUNK_HIGH)
        {
          n_high++;
          g_assert_cmpint (bid, >=, 7);
          g_assert_cmpint (bid, <=, 13);
          g_assert_cmpint (suit, <=, NT);
        }
      else if (type == FL_FLUNK_LOW)
        {
          n_low++;
          g_assert_cmpint (bid, >=, 0);
          g_assert_cmpint (bid, <=, 6);
          g_assert_cmpint (suit, <=, NT);
        }
      else
        {
          n_dump++;
          g_assert_cmpint (type, ==, FL_FLUNK_DUMP);
          g_assert_cmpint (bid, ==, 0);
          g_assert_cmpint (suit, <, FL_N_SUITS);
        }
      g_assert_cmpint (suit, >=, 0);
      for (guint j = 0; j < i; j++)
        g_assert_false (fl_action_equal (action, &g_array_index (legal, FlAction, j)));
    }
  g_assert_cmpuint (n_high, ==, 35);
  g_assert_cmpuint (n_low, ==, 35);
  g_assert_cmpuint (n_dump, ==, 4);

  /* Every one of the 74 is accepted (on a copy of the state). */
  for (guint i = 0; i < N_CONTRACTS; i++)
    {
      FlFlunkContractType type;
      guint bid, suit;
      FlAction action;

      nth_contract (i, &type, &bid, &suit);
      fl_flunk_action_declare (&action, 0, type, (int) bid, (int) suit);
      g_assert_true (fl_game_check_action (game, &action, NULL));
    }
}

/* 002 F6, F10 (seeds/flunk.md): only the dealer declares; then the
 * dealer's left leads, and nobody else may. */
static void
test_game_first_lead (void)
{
  g_autoptr(FlGame) game = new_game (NULL, 11);
  const FlFlunkState *state = game_state (game);
  FlAction action;

  fl_flunk_action_declare (&action, 1, FL_FLUNK_HIGH, 7, NT);
  assert_refused (game, &action, NULL);
  fl_flunk_action_declare (&action, 2, FL_FLUNK_LOW, 3, FL_SUIT_CLUBS);
  assert_refused (game, &action, NULL);

  fl_flunk_action_declare (&action, 0, FL_FLUNK_HIGH, 7, NT);
  apply_ok (game, &action);
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 1);
  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_PLAYING);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_PLAY);
  g_assert_cmpuint (state->type, ==, FL_FLUNK_HIGH);
  g_assert_cmpuint (state->bid, ==, 7);
  g_assert_cmpuint (state->suit, ==, NT);

  /* F10: seat 1 leads. */
  g_assert_cmpint (fl_game_get_current_seat (game), ==, 1);
  g_assert_cmpuint (state->to_play, ==, 1);
  fl_flunk_action_play (&action, 0, fl_card_set_lowest (state->hands[0]));
  assert_refused (game, &action, NULL);
  fl_flunk_action_play (&action, 2, fl_card_set_lowest (state->hands[2]));
  assert_refused (game, &action, NULL);
  fl_flunk_action_play (&action, 0, fl_card_set_lowest (state->hands[FL_FLUNK_DUMMY]));
  assert_refused (game, &action, NULL);
  /* A second declaration is not a card. */
  fl_flunk_action_declare (&action, 1, FL_FLUNK_HIGH, 8, NT);
  assert_refused (game, &action, "F11");

  /* Seat 1 may lead any of its 13 cards. */
  {
    g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
    FlCardSet offered = 0;

    g_assert_cmpuint (legal->len, ==, 13);
    for (guint i = 0; i < legal->len; i++)
      offered |= FL_CARD_SET_BIT (g_array_index (legal, FlAction, i).cards[0]);
    g_assert_cmpuint (offered, ==, state->hands[1]);
  }
}

/* 002 F11 (seeds/flunk.md): the first trick goes left → dummy → right →
 * dealer, the dealer playing the dummy's card (F14); a refused card names
 * F13 when it fails to follow suit. The seed is searched for a first
 * lead the dummy must follow while holding another suit. */
static void
test_game_first_trick_order (void)
{
  gboolean found = FALSE;

  for (guint64 seed = 1; seed < 200 && !found; seed++)
    {
      g_autoptr(FlGame) game = new_game (NULL, seed);
      const FlFlunkState *state = game_state (game);
      FlAction action;
      FlCardSet left_hand = state->hands[1];
      FlCardSet dummy = state->hands[FL_FLUNK_DUMMY];
      FlCard lead = FL_CARD_NONE;
      FlCardSet led_mask;

      /* A card of seat 1 whose suit the dummy holds, but not only it. */
      for (FlCardSet c = left_hand; c != 0 && lead == FL_CARD_NONE; c &= c - 1)
        {
          FlCard candidate = fl_card_set_lowest (c);
          FlCardSet mask = FL_STD_SUIT_MASK (FL_STD_SUIT (candidate));

          if ((dummy & mask) != 0 && (dummy & ~mask) != 0)
            lead = candidate;
        }
      if (lead == FL_CARD_NONE)
        continue;
      found = TRUE;
      led_mask = FL_STD_SUIT_MASK (FL_STD_SUIT (lead));

      fl_flunk_action_declare (&action, 0, FL_FLUNK_LOW, 4, FL_SUIT_HEARTS);
      apply_ok (game, &action);

      fl_flunk_action_play (&action, 1, lead);
      apply_ok (game, &action);

      /* The dummy: played by seat 0, and it must follow. */
      g_assert_cmpuint (state->to_play, ==, FL_FLUNK_DUMMY);
      g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
      fl_flunk_action_play (&action, 0, fl_card_set_lowest (dummy & ~led_mask));
      assert_refused (game, &action, "F13");
      {
        g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
        FlCardSet offered = 0;

        for (guint i = 0; i < legal->len; i++)
          {
            g_assert_cmpint (g_array_index (legal, FlAction, i).seat, ==, 0);
            offered |= FL_CARD_SET_BIT (g_array_index (legal, FlAction, i).cards[0]);
          }
        g_assert_cmpuint (offered, ==, dummy & led_mask);
      }
      fl_flunk_action_play (&action, 0, fl_card_set_highest (dummy & led_mask));
      apply_ok (game, &action);

      /* The dealer's right. */
      g_assert_cmpuint (state->to_play, ==, 2);
      g_assert_cmpint (fl_game_get_current_seat (game), ==, 2);
      {
        g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

        apply_ok (game, &g_array_index (legal, FlAction, 0));
      }

      /* The dealer's own hand. */
      g_assert_cmpuint (state->to_play, ==, 0);
      g_assert_cmpint (fl_game_get_current_seat (game), ==, 0);
      {
        g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

        apply_ok (game, &g_array_index (legal, FlAction, 0));
      }

      g_assert_cmpuint (state->trick, ==, 1);
      g_assert_cmpuint (state->leaders[0], ==, 1);
      g_assert_cmpuint (state->played[0][0], ==, lead);
      g_assert_cmpuint (fl_game_get_n_actions (game), ==, 5);
    }

  g_assert_true (found);
}

/* ---- Whole deals and rubbers ---------------------------------------------- */

typedef struct
{
  guint dealer;
  guint tricks;                         /* the declarer's, counted here */
  guint dump_cards;
  guint leaders[FL_FLUNK_N_TRICKS];
  guint winners[FL_FLUNK_N_TRICKS];
  int   totals_before[FL_FLUNK_N_PLAYERS];
  int   totals_after[FL_FLUNK_N_PLAYERS];
} DealLog;

/* Declares @type @bid @suit and plays the 13 tricks with random legal
 * cards, checking at every card that the hand to play is the one F10,
 * F11 and F15 name and that the legal actions are exactly the cards F13
 * allows; counts the declarer's tricks and dump-suit cards by F12 and F17
 * independently of the engine. */
static void
play_deal (FlGame              *game,
           FlRng               *rng,
           FlFlunkContractType  type,
           guint                bid,
           guint                suit,
           DealLog             *log)
{
  guint trump = type == FL_FLUNK_DUMP ? NT : suit;
  FlCardSet taken = 0;
  FlAction action;
  guint leader;

  memset (log, 0, sizeof *log);
  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_BIDDING);
  log->dealer = game_state (game)->dealer;
  g_assert_cmpint (fl_game_get_current_seat (game), ==, (int) log->dealer);
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    log->totals_before[s] = fl_game_get_score (game, s);

  fl_flunk_action_declare (&action, (int) log->dealer, type, (int) bid, (int) suit);
  apply_ok (game, &action);

  leader = (log->dealer + 1) % 3;       /* F10 */
  for (guint trick = 0; trick < FL_FLUNK_N_TRICKS; trick++)
    {
      guint8 played[4];
      guint hands[4];
      guint hand = leader;
      guint winner;

      log->leaders[trick] = leader;
      for (guint i = 0; i < 4; i++, hand = ref_next_hand (log->dealer, hand))
        {
          const FlFlunkState *state = game_state (game);
          g_autoptr(GArray) legal = NULL;
          FlCardSet followable = state->hands[hand];
          FlCardSet offered = 0;

          g_assert_cmpuint (state->trick, ==, trick);
          g_assert_cmpuint (state->to_play, ==, hand);
          g_assert_cmpint (fl_game_get_current_seat (game), ==, ref_owner (log->dealer, hand));
          g_assert_cmpuint (fl_card_set_count (state->hands[hand]), ==, FL_FLUNK_N_TRICKS - trick);

          /* F13: follow suit if able. */
          if (i > 0 && (followable & FL_STD_SUIT_MASK (FL_STD_SUIT (played[0]))) != 0)
            followable &= FL_STD_SUIT_MASK (FL_STD_SUIT (played[0]));

          legal = fl_game_list_legal_actions (game);
          for (guint k = 0; k < legal->len; k++)
            {
              const FlAction *a = &g_array_index (legal, FlAction, k);

              g_assert_cmpint (a->kind, ==, FL_ACTION_PLAY);
              g_assert_cmpint (a->seat, ==, ref_owner (log->dealer, hand));
              g_assert_cmpuint (a->n_cards, ==, 1);
              g_assert_true (followable & FL_CARD_SET_BIT (a->cards[0]));
              g_assert_false (offered & FL_CARD_SET_BIT (a->cards[0]));
              offered |= FL_CARD_SET_BIT (a->cards[0]);
            }
          g_assert_cmpuint (offered, ==, followable);

          /* Now and then, a card of the hand that does not follow. */
          if (i > 0 && (state->hands[hand] & ~followable) != 0 && fl_rng_below (rng, 4) == 0)
            {
              fl_flunk_action_play (&action, ref_owner (log->dealer, hand),
                         fl_card_set_lowest (state->hands[hand] & ~followable));
              assert_refused (game, &action, "F13");
            }

          action = g_array_index (legal, FlAction, fl_rng_below (rng, legal->len));
          played[i] = action.cards[0];
          hands[i] = hand;
          apply_ok (game, &action);
        }

      /* F12, F15: the winner leads next; F17: the dummy's tricks are the
       * declarer's. */
      winner = hands[ref_trick_winner (played, trump)];
      log->winners[trick] = winner;
      if (winner == log->dealer || winner == FL_FLUNK_DUMMY)
        {
          log->tricks++;
          for (guint i = 0; i < 4; i++)
            taken |= FL_CARD_SET_BIT (played[i]);
        }
      leader = winner;
    }

  /* Ambiguity 7: every dump-suit card in the declarer's tricks. */
  if (type == FL_FLUNK_DUMP)
    log->dump_cards = fl_card_set_count (taken & FL_STD_SUIT_MASK (suit));
  for (guint s = 0; s < FL_FLUNK_N_PLAYERS; s++)
    log->totals_after[s] = fl_game_get_score (game, s);

  /* F5: unless the rubber is over, the scored deal stays on the table,
   * its last trick with it, until the next dealer deals: the one move. */
  if (!fl_game_is_over (game))
    {
      g_autoptr(GArray) legal = fl_game_list_legal_actions (game);
      const FlFlunkState *state = game_state (game);

      g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_HAND_OVER);
      g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_CONTINUE);
      g_assert_cmpuint (state->trick, ==, FL_FLUNK_N_TRICKS);
      g_assert_cmpuint (state->dealer, ==, log->dealer);
      g_assert_cmpuint (legal->len, ==, 1);
      action = g_array_index (legal, FlAction, 0);
      g_assert_cmpint (action.kind, ==, FL_ACTION_CONTINUE);
      g_assert_cmpint (action.seat, ==, (int) (log->dealer + 1) % 3);
      fl_flunk_action_play (&action, (int) (log->dealer + 1) % 3, state->played[FL_FLUNK_N_TRICKS - 1][0]);
      assert_refused (game, &action, "F5");
      apply_ok (game, &g_array_index (legal, FlAction, 0));
    }
}

static FlOptions
flunk_options (int deals,
               int opponents_score)
{
  FlOptions options;

  fl_rules_default_options (&fl_flunk_rules, &options);
  options.values[FL_FLUNK_OPTION_DEALS] = deals;
  options.values[FL_FLUNK_OPTION_OPPONENTS_SCORE] = opponents_score;
  return options;
}

/* 002 S1-S10, F17 and R2 (seeds/flunk.md): a whole deal scores the
 * declarer fl_flunk_score of the tricks won by the dealer and the dummy;
 * the opponents score nothing (ambiguity 2); then the deal passes to the
 * left (F5). */
static void
test_game_score_deal (void)
{
  static const char *const contracts[] = {
    "9C", "9NT", "7NT", "L3H", "L0NT", "L6D", "DUMP-H", "DUMP-S", "12S", "13NT", "L1D",
  };
  FlRng rng;

  fl_rng_init (&rng, 2026, 1);
  for (guint i = 0; i < G_N_ELEMENTS (contracts) * 3; i++)
    {
      g_autoptr(FlGame) game = new_game (NULL, 1000 + i);
      const FlFlunkState *state = game_state (game);
      FlFlunkContractType type;
      guint bid, suit;
      FlFlunkScoreRule rule;
      DealLog log;
      int expected;

      g_assert_true (fl_flunk_parse_contract (contracts[i % G_N_ELEMENTS (contracts)], &type, &bid, &suit));
      play_deal (game, &rng, type, bid, suit, &log);
      expected = ref_score (type, bid, suit, log.tricks, log.dump_cards, &rule);
      g_assert_cmpint (expected, ==, fl_flunk_score (type, bid, suit, log.tricks, log.dump_cards, NULL));

      g_assert_cmpuint (log.dealer, ==, 0);
      g_assert_cmpint (log.totals_after[0] - log.totals_before[0], ==, expected);
      g_assert_cmpint (log.totals_after[1], ==, 0);
      g_assert_cmpint (log.totals_after[2], ==, 0);

      /* F5: seat 1 deals and declares the second deal, from 13 new cards
       * each. */
      g_assert_cmpuint (state->deal, ==, 1);
      g_assert_cmpuint (state->dealer, ==, 1);
      g_assert_cmpuint (state->phase, ==, FL_FLUNK_PHASE_DECLARE);
      g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_BIDDING);
      g_assert_cmpint (fl_game_get_current_seat (game), ==, 1);
      g_assert_cmpuint (state->trick, ==, 0);
      for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
        {
          g_assert_cmpuint (fl_card_set_count (state->hands[h]), ==, 13);
          g_assert_cmpuint (state->tricks_won[h], ==, 0);
        }
      g_assert_cmpuint (state->hands[0] | state->hands[1] | state->hands[2] | state->hands[3], ==, ALL_CARDS);
      for (guint h = 0; h < FL_FLUNK_N_HANDS; h++)
        g_assert_cmpuint (fl_flunk_next_hand (state, h), ==, ref_next_hand (1, h));
    }
}

/* R2 and the option opponents-score=penalties (seeds/flunk.md, ambiguity
 * 2): when the declarer's score is negative each opponent scores its
 * absolute value; otherwise they score nothing. With the default option
 * they never score. */
static void
test_game_opponents_score (void)
{
  gboolean seen_negative = FALSE, seen_positive = FALSE;
  FlRng rng;

  fl_rng_init (&rng, 77, 2);
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      for (int mode = FL_FLUNK_OPPONENTS_SCORE_NONE; mode <= FL_FLUNK_OPPONENTS_SCORE_PENALTIES; mode++)
        {
          FlOptions options = flunk_options (3, mode);
          g_autoptr(FlGame) game = new_game (&options, seed);
          FlFlunkScoreRule rule;
          DealLog log;
          int score;
          int opponents;

          /* High 7 at no trump is made or missed about as often. */
          play_deal (game, &rng, FL_FLUNK_HIGH, 7, NT, &log);
          score = ref_score (FL_FLUNK_HIGH, 7, NT, log.tricks, 0, &rule);
          g_assert_cmpint (log.totals_after[0], ==, score);

          opponents = mode == FL_FLUNK_OPPONENTS_SCORE_PENALTIES && score < 0 ? -score : 0;
          g_assert_cmpint (log.totals_after[1], ==, opponents);
          g_assert_cmpint (log.totals_after[2], ==, opponents);
          if (score < 0)
            seen_negative = TRUE;
          else
            seen_positive = TRUE;
        }
    }

  g_assert_true (seen_negative);
  g_assert_true (seen_positive);
}

/* R1, F5 (seeds/flunk.md): a rubber of 3 deals ends after the third, each
 * player having dealt once, in turn to the left; R2: each total is the
 * score of the deal that player declared. */
static void
test_game_rubber (void)
{
  static const char *const contracts[3] = { "8H", "L2NT", "DUMP-C" };
  FlOptions options = flunk_options (3, FL_FLUNK_OPPONENTS_SCORE_NONE);
  g_autoptr(FlGame) game = new_game (&options, 31337);
  const FlFlunkState *state = game_state (game);
  int expected[3] = { 0, 0, 0 };
  guint dealt = 0;
  FlAction action;
  FlRng rng;

  fl_rng_init (&rng, 4, 4);
  g_assert_cmpuint (state->n_deals, ==, 3);
  for (guint d = 0; d < 3; d++)
    {
      FlFlunkContractType type;
      guint bid, suit;
      FlFlunkScoreRule rule;
      DealLog log;

      g_assert_false (fl_game_is_over (game));
      g_assert_cmpint (fl_flunk_rules.hand_number (state), ==, (int) d);
      g_assert_true (fl_flunk_parse_contract (contracts[d], &type, &bid, &suit));
      play_deal (game, &rng, type, bid, suit, &log);
      g_assert_cmpuint (log.dealer, ==, d % 3);
      g_assert_false (dealt & (1u << log.dealer));
      dealt |= 1u << log.dealer;
      expected[log.dealer] += ref_score (type, bid, suit, log.tricks, log.dump_cards, &rule);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (fl_game_get_score (game, s), ==, expected[s]);
    }

  g_assert_cmpuint (dealt, ==, 7);
  g_assert_true (fl_game_is_over (game));
  g_assert_cmpint (fl_game_get_phase (game), ==, FL_PHASE_GAME_OVER);
  g_assert_cmpint (fl_game_get_current_seat (game), ==, -1);
  g_assert_cmpint (fl_game_get_decision (game), ==, FL_DECISION_NONE);
  g_assert_cmpuint (state->phase, ==, FL_FLUNK_PHASE_OVER);
  g_assert_cmpint (fl_flunk_rules.hand_number (state), ==, 3);
  {
    g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

    g_assert_cmpuint (legal->len, ==, 0);
  }

  /* Nothing more can be done. */
  fl_flunk_action_declare (&action, 0, FL_FLUNK_HIGH, 7, NT);
  assert_refused (game, &action, NULL);
  fl_flunk_action_play (&action, 0, 0);
  assert_refused (game, &action, NULL);
  /* Three deals of a contract and 52 cards, two of them followed by the
   * next deal (the rubber's last is not). */
  g_assert_cmpuint (fl_game_get_n_actions (game), ==, 3 * (1 + 52) + 2);
}

/* R1 (seeds/flunk.md): the default rubber is 9 deals, three by each
 * player, dealt in turn 0, 1, 2, 0, … */
static void
test_game_rubber_default (void)
{
  g_autoptr(FlGame) game = new_game (NULL, 9);
  guint dealt[3] = { 0, 0, 0 };
  FlRng rng;

  fl_rng_init (&rng, 9, 9);
  for (guint d = 0; d < 9; d++)
    {
      DealLog log;
      FlFlunkContractType type;
      guint bid, suit;

      nth_contract (fl_rng_below (&rng, N_CONTRACTS), &type, &bid, &suit);
      play_deal (game, &rng, type, bid, suit, &log);
      g_assert_cmpuint (log.dealer, ==, d % 3);
      dealt[log.dealer]++;
    }

  g_assert_true (fl_game_is_over (game));
  for (guint s = 0; s < 3; s++)
    g_assert_cmpuint (dealt[s], ==, 3);
}

/* ---- Events ---------------------------------------------------------------- */

typedef struct
{
  guint   n_all;
  guint   n_tricks;
  guint   n_scores;
  guint   n_deals;
  guint   n_game_over;
  FlEvent tricks[3 * FL_FLUNK_N_TRICKS];
  FlEvent scores[3];
  FlEvent deals[3];
  FlEvent game_over;
} EventLog;

static void
on_event (FlGame        *game,
          const FlEvent *event,
          EventLog      *events)
{
  g_assert_true (FL_IS_GAME (game));
  g_assert_nonnull (event);
  events->n_all++;
}

static void
on_trick (FlGame        *game,
          const FlEvent *event,
          EventLog      *events)
{
  g_assert_cmpint (event->kind, ==, FL_FLUNK_EVENT_TRICK);
  g_assert_cmpuint (events->n_tricks, <, G_N_ELEMENTS (events->tricks));
  events->tricks[events->n_tricks++] = *event;
}

static void
on_score (FlGame        *game,
          const FlEvent *event,
          EventLog      *events)
{
  g_assert_cmpint (event->kind, ==, FL_FLUNK_EVENT_SCORE);
  g_assert_cmpuint (events->n_scores, <, G_N_ELEMENTS (events->scores));
  events->scores[events->n_scores++] = *event;
}

static void
on_deal (FlGame        *game,
         const FlEvent *event,
         EventLog      *events)
{
  g_assert_cmpint (event->kind, ==, FL_FLUNK_EVENT_DEAL);
  g_assert_cmpuint (events->n_deals, <, G_N_ELEMENTS (events->deals));
  events->deals[events->n_deals++] = *event;
}

static void
on_game_over (FlGame        *game,
              const FlEvent *event,
              EventLog      *events)
{
  g_assert_cmpint (event->kind, ==, FL_FLUNK_EVENT_GAME_OVER);
  events->game_over = *event;
  events->n_game_over++;
}

/* 002 F12, F16, S1-S10 (seeds/flunk.md): FlGame::event with the detail
 * "trick" comes 13 times a deal, naming the winning hand; "score" once a
 * deal with the declarer's score, tricks and contract; "deal" when the
 * next deal starts; "game-over" once with the totals. */
static void
test_game_events (void)
{
  static const char *const contracts[3] = { "10S", "L5NT", "DUMP-D" };
  FlOptions options = flunk_options (3, FL_FLUNK_OPPONENTS_SCORE_NONE);
  g_autoptr(FlGame) game = new_game (&options, 424242);
  EventLog *events = g_new0 (EventLog, 1);
  DealLog logs[3];
  int totals[3] = { 0, 0, 0 };
  FlRng rng;

  g_signal_connect (game, "event", G_CALLBACK (on_event), events);
  g_signal_connect (game, "event::trick", G_CALLBACK (on_trick), events);
  g_signal_connect (game, "event::score", G_CALLBACK (on_score), events);
  g_signal_connect (game, "event::deal", G_CALLBACK (on_deal), events);
  g_signal_connect (game, "event::game-over", G_CALLBACK (on_game_over), events);

  fl_rng_init (&rng, 5, 5);
  for (guint d = 0; d < 3; d++)
    {
      FlFlunkContractType type;
      guint bid, suit;
      guint declarer = 0;

      g_assert_true (fl_flunk_parse_contract (contracts[d], &type, &bid, &suit));
      play_deal (game, &rng, type, bid, suit, &logs[d]);

      /* Thirteen trick events this deal, each naming the winning hand
       * (3 for the dummy) and the hand that led. */
      g_assert_cmpuint (events->n_tricks, ==, FL_FLUNK_N_TRICKS * (d + 1));
      for (guint t = 0; t < FL_FLUNK_N_TRICKS; t++)
        {
          const FlEvent *trick = &events->tricks[d * FL_FLUNK_N_TRICKS + t];

          g_assert_cmpint (trick->seat, ==, (int) logs[d].winners[t]);
          g_assert_cmpint (trick->values[0], ==, (int) logs[d].leaders[t]);
          g_assert_cmpint (trick->values[1], ==, (int) t + 1);
          if (logs[d].winners[t] == logs[d].dealer || logs[d].winners[t] == FL_FLUNK_DUMMY)
            declarer++;
          g_assert_cmpint (trick->values[2], ==, (int) declarer);
          g_assert_cmpint (trick->values[3], ==, type == FL_FLUNK_DUMP ? NT : (int) suit);
          g_assert_cmpuint (trick->n_cards, ==, 4);
        }

      /* One score event. */
      g_assert_cmpuint (events->n_scores, ==, d + 1);
      {
        const FlEvent *score = &events->scores[d];
        FlFlunkScoreRule rule;
        int expected = ref_score (type, bid, suit, logs[d].tricks, logs[d].dump_cards, &rule);

        g_assert_cmpint (score->seat, ==, (int) logs[d].dealer);
        g_assert_cmpint (score->reason, ==, rule);
        g_assert_cmpint (score->values[0], ==, expected);
        g_assert_cmpint (score->values[1], ==, (int) logs[d].tricks);
        g_assert_cmpint (score->values[2], ==, type);
        g_assert_cmpint (score->values[3], ==, (int) bid);
        g_assert_cmpint (score->values[4], ==, (int) suit);
        g_assert_cmpint (score->values[5], ==, (int) logs[d].dump_cards);
        totals[logs[d].dealer] += expected;

        {
          g_autofree char *text = fl_game_describe_event (game, score, -1);

          g_assert_true (contains_number (text, expected));
        }
      }
    }

  /* F5: the second and third deals were announced, to seats 1 and 2. */
  g_assert_cmpuint (events->n_deals, ==, 2);
  g_assert_cmpint (events->deals[0].seat, ==, 1);
  g_assert_cmpint (events->deals[0].values[0], ==, 2);
  g_assert_cmpint (events->deals[1].seat, ==, 2);
  g_assert_cmpint (events->deals[1].values[0], ==, 3);

  /* R2, R3: the totals, and the winner unless the top is shared. */
  g_assert_cmpuint (events->n_game_over, ==, 1);
  for (guint s = 0; s < 3; s++)
    g_assert_cmpint (events->game_over.values[s], ==, totals[s]);
  {
    int best = MAX (totals[0], MAX (totals[1], totals[2]));
    guint n_best = (totals[0] == best) + (totals[1] == best) + (totals[2] == best);

    if (n_best > 1)
      g_assert_cmpint (events->game_over.seat, ==, -1);
    else
      g_assert_cmpint (totals[events->game_over.seat], ==, best);
  }

  /* Every action emits at least one event (a card played at the least):
   * 3 declarations and 156 cards. */
  g_assert_cmpuint (events->n_all, >=, 3 * 53);

  g_signal_handlers_disconnect_by_data (game, events);
  g_free (events);
}

/* ---- Options --------------------------------------------------------------- */

/* R1 and the options table (seeds/flunk.md): deals is 3 to 30 in steps of
 * 3 (default 9); opponents-score is none or penalties (default none). */
static void
test_options_validate (void)
{
  static const struct {
    int      deals;
    int      opponents;
    gboolean valid;
  } cases[] = {
    { 3, 0, TRUE },
    { 6, 1, TRUE },
    { 9, 0, TRUE },
    { 9, 1, TRUE },
    { 30, 0, TRUE },
    { 4, 0, FALSE },
    { 0, 0, FALSE },
    { 33, 0, FALSE },
    { -3, 0, FALSE },
    { 31, 0, FALSE },
    { 9, 2, FALSE },
    { 9, -1, FALSE },
  };
  FlOptions defaults;

  fl_rules_default_options (&fl_flunk_rules, &defaults);
  g_assert_cmpint (defaults.values[FL_FLUNK_OPTION_DEALS], ==, 9);
  g_assert_cmpint (defaults.values[FL_FLUNK_OPTION_OPPONENTS_SCORE], ==, FL_FLUNK_OPPONENTS_SCORE_NONE);
  g_assert_true (fl_rules_validate_options (&fl_flunk_rules, &defaults, NULL));
  g_assert_cmpint (fl_rules_find_option (&fl_flunk_rules, "deals"), ==, FL_FLUNK_OPTION_DEALS);
  g_assert_cmpint (fl_rules_find_option (&fl_flunk_rules, "opponents-score"), ==,
                   FL_FLUNK_OPTION_OPPONENTS_SCORE);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlOptions options = flunk_options (cases[i].deals, cases[i].opponents);
      g_autoptr(GError) error = NULL;
      gboolean valid = fl_rules_validate_options (&fl_flunk_rules, &options, &error);

      if (valid != cases[i].valid)
        g_test_message ("deals=%d opponents-score=%d", cases[i].deals, cases[i].opponents);
      g_assert_cmpint (valid, ==, cases[i].valid);
      if (cases[i].valid)
        {
          g_autoptr(FlGame) game = NULL;

          g_assert_no_error (error);
          game = new_game (&options, 1);
          g_assert_cmpuint (game_state (game)->n_deals, ==, (guint) cases[i].deals);
          g_assert_cmpuint (game_state (game)->opponents_score, ==, (guint) cases[i].opponents);
        }
      else
        {
          g_autoptr(GError) game_error = NULL;
          FlGame *game;

          g_assert_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
          game = fl_game_new ("flunk", &options, 1, &game_error);
          g_assert_null (game);
          g_assert_error (game_error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION);
        }
    }
}

/* The tutor's "Where the hand stands" (002 F17: the declarer's tricks are
 * the dealer's and the dummy's; S1 to S10: the score of each result): over
 * random deals, the same for every seat but its first line, the declarer's
 * tricks and those left, and the score of every result still possible,
 * with its rule. */
static void
test_game_status (void)
{
  const FlRules *rules = fl_rules_lookup ("flunk");
  FlAction *legal = g_new (FlAction, FL_MAX_LEGAL_ACTIONS);
  guint n_checked = 0, n_dump = 0, n_out_of_reach = 0;

  for (guint64 seed = 1; seed <= 40; seed++)
    {
      g_autoptr(FlGame) game = new_game (NULL, seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed + 100);

      while (!fl_game_is_over (game) && game_state (game)->deal < 2)
        {
          const FlFlunkState *state = game_state (game);
          guint n = rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);

          for (int seat = 0; seat < 3; seat++)
            {
              g_auto(GStrv) lines = fl_game_explain_status (game, seat);
              guint taken = fl_flunk_declarer_tricks (state);
              guint left = FL_FLUNK_N_TRICKS - state->trick;
              g_autofree char *taken_text = NULL;
              guint n_results = 0;

              g_assert_true ((lines != NULL) == (state->phase == FL_FLUNK_PHASE_PLAY));
              if (lines == NULL)
                continue;
              n_checked++;
              g_assert_true (g_str_has_prefix (lines[0], seat == state->dealer ? "You declared" : "Player"));
              /* Said to the declarer, in the second person. */
              if (seat == state->dealer)
                taken_text = g_strdup_printf (taken == 1 ? "You have taken %u trick so far" : "You have taken %u tricks so far", taken);
              else
                taken_text = g_strdup_printf (taken == 1 ? "The declarer has taken %u trick so far" : "The declarer has taken %u tricks so far", taken);
              g_assert_true (fl_test_lines_contain (lines, taken_text));
              g_assert_true (fl_test_lines_contain (lines, "(rule F17)"));

              if (state->type == FL_FLUNK_DUMP)
                {
                  FlCardSet won = state->won[state->dealer] | state->won[FL_FLUNK_DUMMY];
                  guint dump_cards = fl_card_set_count (won & FL_STD_SUIT_MASK (state->suit));
                  int score = fl_flunk_score (state->type, state->bid, state->suit, taken, dump_cards, NULL);
                  g_autofree char *score_text = g_strdup_printf ("%d", score);

                  g_assert_true (fl_test_lines_contain (lines, score_text));
                  g_assert_true (fl_test_lines_contain (lines, "(rule S8)") || fl_test_lines_contain (lines, "(rule S9)")
                                 || fl_test_lines_contain (lines, "(rule S10)"));
                  n_dump++;
                  continue;
                }

              for (int tricks = (int) state->bid - 1; tricks <= (int) state->bid + 1; tricks++)
                {
                  int score;
                  g_autofree char *score_text = NULL;

                  if (tricks < (int) taken || tricks > (int) (taken + left))
                    continue;
                  score = fl_flunk_score (state->type, state->bid, state->suit, (guint) tricks, 0, NULL);
                  score_text = g_strdup_printf ("%d", score);
                  g_assert_true (fl_test_lines_contain (lines, score_text));
                  n_results++;
                }
              /* A line per result, each with its scoring rule. */
              {
                guint n_rule_lines = 0;

                for (guint i = 0; lines[i] != NULL; i++)
                  n_rule_lines += strstr (lines[i], "(rule S") != NULL;
                g_assert_cmpuint (n_rule_lines, ==, n_results);
              }
              if (state->bid < taken || state->bid > taken + left)
                {
                  g_assert_true (fl_test_lines_contain (lines, "can no longer be made exactly"));
                  n_out_of_reach++;
                }
            }

          apply_ok (game, &legal[g_rand_int_range (rand, 0, (int) n)]);
        }
    }
  g_free (legal);
  g_assert_cmpuint (n_checked, >, 1000);
  g_assert_cmpuint (n_dump, >, 0);
  g_assert_cmpuint (n_out_of_reach, >, 0);
}

int
main (int    argc,
      char **argv)
{
  /* Messages in English with the plain ASCII and UTF-8 locale. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/flunk/score/high-9-clubs", test_score_high_9_clubs);
  g_test_add_func ("/flunk/score/high-no-trump", test_score_high_no_trump);
  g_test_add_func ("/flunk/score/slams", test_score_slams);
  g_test_add_func ("/flunk/score/slam-failures", test_score_slam_failures);
  g_test_add_func ("/flunk/score/low", test_score_low);
  g_test_add_func ("/flunk/score/dump", test_score_dump);
  g_test_add_func ("/flunk/score/exhaustive", test_score_exhaustive);
  g_test_add_func ("/flunk/score/no-impossible-flunk", test_score_no_impossible_flunk);

  g_test_add_func ("/flunk/explain/rules", test_explain_rules);
  g_test_add_func ("/flunk/explain/exhaustive", test_explain_exhaustive);
  g_test_add_func ("/flunk/explain/options", test_game_options);
  g_test_add_func ("/flunk/explain/status", test_game_status);

  g_test_add_func ("/flunk/contract/round-trip", test_contract_round_trip);
  g_test_add_func ("/flunk/contract/examples", test_contract_examples);
  g_test_add_func ("/flunk/contract/invalid", test_contract_invalid);

  g_test_add_func ("/flunk/trick/led-suit", test_trick_led_suit);
  g_test_add_func ("/flunk/trick/trump-beats-led", test_trick_trump_beats_led);
  g_test_add_func ("/flunk/trick/highest-trump", test_trick_highest_trump);
  g_test_add_func ("/flunk/trick/off-suit", test_trick_off_suit);
  g_test_add_func ("/flunk/trick/no-trump", test_trick_no_trump);
  g_test_add_func ("/flunk/trick/random", test_trick_random);

  g_test_add_func ("/flunk/deal/hands", test_deal_hands);
  g_test_add_func ("/flunk/deal/seeded", test_deal_seeded);
  g_test_add_func ("/flunk/deal/pcg32", test_deal_pcg32);
  g_test_add_func ("/flunk/deal/pinned", test_deal_pinned);
  g_test_add_func ("/flunk/deal/dummy-face-up", test_deal_dummy_face_up);

  g_test_add_func ("/flunk/play/follow-suit", test_play_follow_suit);
  g_test_add_func ("/flunk/play/winner-leads", test_play_winner_leads);
  g_test_add_func ("/flunk/play/dummy-leads", test_play_dummy_leads);
  g_test_add_func ("/flunk/play/not-in-hand", test_play_not_in_hand);

  g_test_add_func ("/flunk/game/declare-first", test_game_declare_first);
  g_test_add_func ("/flunk/game/declare-range", test_game_declare_range);
  g_test_add_func ("/flunk/game/first-lead", test_game_first_lead);
  g_test_add_func ("/flunk/game/first-trick-order", test_game_first_trick_order);
  g_test_add_func ("/flunk/game/score-deal", test_game_score_deal);
  g_test_add_func ("/flunk/game/opponents-score", test_game_opponents_score);
  g_test_add_func ("/flunk/game/rubber", test_game_rubber);
  g_test_add_func ("/flunk/game/rubber-default", test_game_rubber_default);
  g_test_add_func ("/flunk/game/events", test_game_events);

  g_test_add_func ("/flunk/options/validate", test_options_validate);

  return g_test_run ();
}
