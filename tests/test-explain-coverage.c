/* test-explain-coverage.c: every refusal and every scoring line, explained
 *
 * For each game, every reason code its check_action() can give is produced
 * from a real position reached by seeded random play, and its explanation
 * is checked in English, Japanese and Czech: a sentence, translated, citing
 * the rule the English cites. Then every kind of line a hand's score
 * summary shows (the lines the table's summary dialog lists: the hand's
 * events for which event_scores() is true, in describe_event()'s words) is
 * found in a seeded random game and checked, in English and in Japanese,
 * to be there and to cite its rule.
 *
 * Sources: ../shared/seeds/002_ea7a1ae93e07e99a.txt (Flunk, cited "002")
 * and ../shared/seeds/000_b5d897e659dc591b.txt (Flashpoint, cited "000"),
 * restated with their rule labels in seeds/flunk.md and
 * seeds/flashpoint.md.
 *
 * The seeds of the scoring lines were found by running this test with
 * `-m thorough`, which searches seeds from 1 and prints the first that
 * gives each line; run it again when the deal or the legal actions change.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"

/* The test's own stream of random choices, apart from the games' deals. */
#define PLAY_STREAM G_GUINT64_CONSTANT (0x6578706c61696e) /* "explain" */

static const char *const languages[] = { "en", "ja", "cs" };

/* ---- Languages ------------------------------------------------------------ */

/* The rule numbers @text cites ("F13", "S10", "B7"): a capital letter and
 * one or two digits, standing alone. */
static GPtrArray *
cited_rules (const char *text)
{
  GPtrArray *rules = g_ptr_array_new_with_free_func (g_free);

  for (const char *p = text; *p != '\0'; p++)
    {
      gsize n = 0;

      if (!g_ascii_isupper (*p) || (p > text && g_ascii_isalnum (p[-1])))
        continue;
      while (g_ascii_isdigit (p[1 + n]))
        n++;
      if (n == 0 || n > 2 || g_ascii_isalnum (p[1 + n]))
        continue;
      g_ptr_array_add (rules, g_strndup (p, 1 + n));
    }

  return rules;
}

static gboolean
cites_rule (const char *text,
            const char *rule)
{
  g_autoptr(GPtrArray) rules = cited_rules (text);

  for (guint i = 0; i < rules->len; i++)
    if (g_str_equal (g_ptr_array_index (rules, i), rule))
      return TRUE;
  return FALSE;
}

/* Names the Czech translation keeps in English on purpose, as players say
 * them: the games, the Flunk contracts "High" and "Dump", "slam" and
 * Flashpoint's "flash"; and "minus", which is Czech too. */
static const char *const kept_in_czech[] = { "flunk", "flashpoint", "dump", "high", "slam", "flash", "minus" };

/* The first word of four ASCII letters or more that @translated shares
 * with @english (ignoring case), apart from @kept; %NULL when there is
 * none. Card labels ("Q♠", "10♣") and rule numbers ("F13") hold no such
 * word, so a word left is English left untranslated. */
static char *
untranslated_word (const char         *english,
                   const char         *translated,
                   const char *const  *kept,
                   guint               n_kept)
{
  g_autofree char *english_lower = g_ascii_strdown (english, -1);
  const char *p = translated;

  while (*p != '\0')
    {
      const char *start = p;
      g_autofree char *word = NULL;
      gboolean is_kept = FALSE;

      if (!g_ascii_isalpha (*p))
        {
          p++;
          continue;
        }
      while (g_ascii_isalpha (*p))
        p++;
      if (p - start < 4)
        continue;

      word = g_ascii_strdown (start, p - start);
      for (guint i = 0; i < n_kept; i++)
        is_kept |= g_str_equal (word, kept[i]);
      if (is_kept)
        continue;

      /* The same word, standing alone, in the English. */
      for (const char *e = strstr (english_lower, word); e != NULL; e = strstr (e + 1, word))
        {
          gsize len = strlen (word);

          if ((e == english_lower || !g_ascii_isalpha (e[-1])) && !g_ascii_isalpha (e[len]))
            return g_steal_pointer (&word);
        }
    }

  return NULL;
}

/* Checks @translated, the @language version of @english: a sentence that
 * is not the English, leaves no English word in it, and cites every rule
 * the English cites. */
static void
assert_translated (const char *english,
                   const char *translated,
                   const char *language)
{
  g_autoptr(GPtrArray) rules = cited_rules (english);
  g_autofree char *left = NULL;
  gboolean czech = g_str_equal (language, "cs");

  g_assert_true (g_utf8_validate (translated, -1, NULL));
  g_assert_cmpuint (strlen (translated), >, 0);
  if (g_str_equal (translated, english))
    g_error ("not translated into %s: “%s”", language, english);

  left = untranslated_word (english, translated, kept_in_czech, czech ? G_N_ELEMENTS (kept_in_czech) : 0);
  if (left != NULL)
    g_error ("“%s” left in English in the %s sentence “%s” (English: “%s”)",
             left, language, translated, english);

  for (guint i = 0; i < rules->len; i++)
    if (!cites_rule (translated, g_ptr_array_index (rules, i)))
      g_error ("the %s sentence “%s” does not cite %s, as the English “%s” does",
               language, translated, (const char *) g_ptr_array_index (rules, i), english);

  if (g_str_equal (language, "ja"))
    {
      gboolean non_ascii = FALSE;

      for (const char *p = translated; *p != '\0'; p++)
        non_ascii |= (guchar) *p >= 0x80;
      g_assert_true (non_ascii);
    }
}

/* Whether the Japanese @text ends in a past form, as po/glossary-ja.tsv
 * defines it for events: …た, at most one bracketed note such as the rule,
 * 。, then only closing brackets or quotes. test-data checks the same of
 * the catalogue; this checks that the events' sentences are the ones with
 * the context "event". */
static gboolean
ja_ends_in_past (const char *text)
{
  return g_regex_match_simple ("た(（[^（）]*）)?。[」』）\"”’]*$", text, 0, 0);
}

/* The checker of untranslated text can fail: English, or a translation
 * with an English clause left in, is caught; real translations, card
 * labels, rule numbers and the names Czech keeps are not. */
static void
test_untranslated_check (void)
{
  const char *english = "The rubber is over; no more moves can be made.";
  const char *const kept[] = { "flunk" };
  g_autofree char *same = untranslated_word (english, english, NULL, 0);
  g_autofree char *half = untranslated_word (english, "Robr skončil; no more moves can be made.", NULL, 0);
  g_autofree char *czech = untranslated_word (english, "Robr skončil; další tahy už nejsou možné.", NULL, 0);
  g_autofree char *japanese = untranslated_word ("Q♠ is not in your hand (rule F13).", "Q♠ は手札にありません (規則 F13)。", NULL, 0);
  g_autofree char *name = untranslated_word ("This move is not one Flunk allows.", "Tento tah Flunk nepovoluje.", kept, 1);
  g_autofree char *part = untranslated_word ("a trick", "tricks", NULL, 0);
  g_autoptr(GPtrArray) rules = cited_rules ("Made exactly (rule S1); see F13, S10 and B7, not Q♠, F130 or XF13.");

  g_assert_cmpstr (same, ==, "rubber");
  g_assert_cmpstr (half, ==, "more");
  g_assert_null (czech);
  g_assert_null (japanese);
  g_assert_null (name);
  g_assert_null (part);   /* whole words only */

  g_assert_cmpuint (rules->len, ==, 4);
  g_assert_cmpstr (g_ptr_array_index (rules, 0), ==, "S1");
  g_assert_cmpstr (g_ptr_array_index (rules, 1), ==, "F13");
  g_assert_cmpstr (g_ptr_array_index (rules, 2), ==, "S10");
  g_assert_cmpstr (g_ptr_array_index (rules, 3), ==, "B7");
  g_assert_true (cites_rule ("ルールF13に従います。", "F13"));
  g_assert_false (cites_rule ("(rule F13)", "F1"));
}

/* ---- Refusals ------------------------------------------------------------- */

/* Fills @action with a move that the position @state should refuse for
 * one reason, in its @variant'th form; FALSE when the position does not
 * allow it. */
typedef gboolean (*BuildRefusal) (const void *state,
                                  guint       variant,
                                  FlAction   *action);

typedef struct
{
  guint        rule;          /* the reason code */
  const char  *name;
  const char  *cites;         /* the rule the English names, NULL for none */
  guint        n_variants;    /* forms of the sentence */
  BuildRefusal build;
} RefusalCase;

typedef struct
{
  const char        *id;
  const RefusalCase *refusals;
  guint              n_refusals;
  guint              malformed;   /* the code explain_illegal() falls back on */
} RefusalCoverage;

static void
first_legal_action (const FlRules *rules,
                    const void    *state,
                    FlAction      *action)
{
  g_autofree FlAction *legal = g_new0 (FlAction, FL_MAX_LEGAL_ACTIONS);

  g_assert_cmpuint (rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS), >, 0);
  *action = legal[0];
}

/* -- Flunk (seeds/flunk.md) -- */

#define FLUNK(data) ((const FlFlunkState *) (data))

static gboolean
flunk_game_over (const void *data, guint variant, FlAction *action)
{
  if (FLUNK (data)->phase != FL_FLUNK_PHASE_OVER)
    return FALSE;
  /* R1: the rubber ends after its last deal. */
  fl_flunk_action_play (action, 0, FL_STD_CARD (FL_SUIT_SPADES, FL_RANK_ACE));
  return TRUE;
}

static gboolean
flunk_not_your_turn (const void *data, guint variant, FlAction *action)
{
  int seat = fl_flunk_rules.current_seat (data);

  if (FLUNK (data)->phase == FL_FLUNK_PHASE_OVER)
    return FALSE;
  /* A legal move, made by the next player instead (F6, F11). */
  first_legal_action (&fl_flunk_rules, data, action);
  action->seat = (gint8) ((seat + 1) % FL_FLUNK_N_PLAYERS);
  return TRUE;
}

static gboolean
flunk_must_declare (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  if (state->phase != FL_FLUNK_PHASE_DECLARE)
    return FALSE;
  /* F6: the dealer declares before any card is played. */
  fl_flunk_action_play (action, state->dealer, fl_card_set_lowest (state->hands[state->dealer]));
  return TRUE;
}

static gboolean
flunk_must_play (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  if (state->phase != FL_FLUNK_PHASE_PLAY)
    return FALSE;
  /* F11: once the contract is set, only cards. */
  fl_flunk_action_declare (action, fl_flunk_rules.current_seat (state), FL_FLUNK_HIGH, 9, FL_SUIT_CLUBS);
  return TRUE;
}

static gboolean
flunk_malformed (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;
  int seat = fl_flunk_rules.current_seat (state);

  if (variant == 0 && state->phase == FL_FLUNK_PHASE_DECLARE)
    {
      /* No fourth type of contract (F6). */
      fl_flunk_action_declare (action, seat, FL_FLUNK_DUMP + 1, 7, FL_SUIT_CLUBS);
      return TRUE;
    }
  if (variant == 1 && state->phase == FL_FLUNK_PHASE_PLAY)
    {
      /* No 53rd card (F2). */
      fl_flunk_action_play (action, seat, 52);
      return TRUE;
    }
  return FALSE;
}

static gboolean
flunk_high_range (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  if (state->phase != FL_FLUNK_PHASE_DECLARE)
    return FALSE;
  /* F7: High is 7 to 13 tricks. */
  fl_flunk_action_declare (action, state->dealer, FL_FLUNK_HIGH, variant == 0 ? 14 : 6, FL_FLUNK_NO_TRUMP);
  return TRUE;
}

static gboolean
flunk_low_range (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  if (state->phase != FL_FLUNK_PHASE_DECLARE)
    return FALSE;
  /* F8: Low is 0 to 6 tricks. */
  fl_flunk_action_declare (action, state->dealer, FL_FLUNK_LOW, 7, FL_SUIT_HEARTS);
  return TRUE;
}

static gboolean
flunk_bad_suit (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  if (state->phase != FL_FLUNK_PHASE_DECLARE)
    return FALSE;
  /* F7 to F9: four suits or no trump, and Dump names a suit. */
  if (variant == 0)
    fl_flunk_action_declare (action, state->dealer, FL_FLUNK_HIGH, 9, FL_FLUNK_NO_TRUMP + 1);
  else
    fl_flunk_action_declare (action, state->dealer, FL_FLUNK_DUMP, 0, FL_FLUNK_NO_TRUMP);
  return TRUE;
}

static gboolean
flunk_not_in_hand (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;
  guint hand = state->to_play;
  FlCardSet elsewhere;

  /* Variant 0: a player's own hand; 1: the dummy's, played by the dealer
   * (F14). */
  if (state->phase != FL_FLUNK_PHASE_PLAY || (hand == FL_FLUNK_DUMMY) != (variant == 1))
    return FALSE;
  elsewhere = state->hands[fl_flunk_next_hand (state, hand)];
  if (elsewhere == 0)
    return FALSE;
  fl_flunk_action_play (action, fl_flunk_hand_owner (state, hand), fl_card_set_lowest (elsewhere));
  return TRUE;
}

static gboolean
flunk_must_follow (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;
  guint hand = state->to_play;
  FlCardSet cards = state->hands[hand];
  FlSuit led;

  /* F13, once for each suit led: the hand holds the suit led and a card
   * of another suit, and plays the other. */
  if (state->phase != FL_FLUNK_PHASE_PLAY || state->n_played == 0)
    return FALSE;
  led = FL_STD_SUIT (state->played[state->trick][0]);
  if (led != variant || !(cards & FL_STD_SUIT_MASK (led)) || !(cards & ~FL_STD_SUIT_MASK (led)))
    return FALSE;
  fl_flunk_action_play (action, fl_flunk_hand_owner (state, hand),
                        fl_card_set_lowest (cards & ~FL_STD_SUIT_MASK (led)));
  return TRUE;
}

static gboolean
flunk_must_continue (const void *data, guint variant, FlAction *action)
{
  const FlFlunkState *state = data;

  /* F5: a scored deal waits for the next dealer to deal; a card of the
   * last trick cannot be played again. */
  if (state->phase != FL_FLUNK_PHASE_HAND_OVER)
    return FALSE;
  fl_flunk_action_play (action, fl_flunk_rules.current_seat (state), state->played[FL_FLUNK_N_TRICKS - 1][0]);
  return TRUE;
}

/* In the order of FlFlunkIllegalRule, which test_refusals() checks. */
static const RefusalCase flunk_refusals[] = {
  { FL_FLUNK_ILLEGAL_GAME_OVER, "game-over", NULL, 1, flunk_game_over },
  { FL_FLUNK_ILLEGAL_NOT_YOUR_TURN, "not-your-turn", NULL, 1, flunk_not_your_turn },
  { FL_FLUNK_ILLEGAL_MUST_DECLARE, "must-declare", "F6", 1, flunk_must_declare },
  { FL_FLUNK_ILLEGAL_MUST_PLAY, "must-play", "F11", 1, flunk_must_play },
  { FL_FLUNK_ILLEGAL_MALFORMED, "malformed", NULL, 2, flunk_malformed },
  { FL_FLUNK_ILLEGAL_HIGH_RANGE, "high-range", "F7", 2, flunk_high_range },
  { FL_FLUNK_ILLEGAL_LOW_RANGE, "low-range", "F8", 1, flunk_low_range },
  { FL_FLUNK_ILLEGAL_BAD_SUIT, "bad-suit", "F7", 2, flunk_bad_suit },
  { FL_FLUNK_ILLEGAL_NOT_IN_HAND, "not-in-hand", NULL, 2, flunk_not_in_hand },
  { FL_FLUNK_ILLEGAL_MUST_FOLLOW, "must-follow", "F13", 4, flunk_must_follow },
  { FL_FLUNK_ILLEGAL_MUST_CONTINUE, "must-continue", "F5", 1, flunk_must_continue },
};

/* A code added after the last one needs a case here. */
G_STATIC_ASSERT (G_N_ELEMENTS (flunk_refusals) == FL_FLUNK_ILLEGAL_MUST_CONTINUE + 1);

static const RefusalCoverage flunk_refusal_coverage = {
  "flunk", flunk_refusals, G_N_ELEMENTS (flunk_refusals), FL_FLUNK_ILLEGAL_MALFORMED,
};

/* -- Flashpoint (seeds/flashpoint.md) -- */

#define FP(data) ((const FlFlashpointState *) (data))

static gboolean
fp_leading (const FlFlashpointState *state)
{
  return state->n_seq == state->trick_start[state->n_tricks];
}

/* P3: the cards of the suits the trick lacks. */
static FlCardSet
fp_playable (const FlFlashpointState *state)
{
  FlCardSet cards = state->hands[state->to_play];

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    if (state->trick_suits & (1u << suit))
      cards &= ~FL_FP_SUIT_MASK (suit);
  return cards;
}

static gboolean
fp_playing (const void *data)
{
  return FP (data)->stage == FL_FLASHPOINT_STAGE_PLAY;
}

static gboolean
fp_game_over (const void *data, guint variant, FlAction *action)
{
  if (FP (data)->stage != FL_FLASHPOINT_STAGE_OVER)
    return FALSE;
  /* G1: over once a side reaches the target. */
  fl_flashpoint_action_play (action, 0, FL_FP_CARD (FL_SUIT_SPADES, FL_RANK_ACE));
  return TRUE;
}

static gboolean
fp_not_your_turn (const void *data, guint variant, FlAction *action)
{
  int seat = fl_flashpoint_rules.current_seat (data);

  if (FP (data)->stage == FL_FLASHPOINT_STAGE_OVER)
    return FALSE;
  /* A legal move, made by the next player instead (P1, P4). */
  first_legal_action (&fl_flashpoint_rules, data, action);
  action->seat = (gint8) fl_flashpoint_left (seat);
  return TRUE;
}

static gboolean
fp_malformed (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  int seat = fl_flashpoint_rules.current_seat (data);

  if (variant == 0 && state->stage == FL_FLASHPOINT_STAGE_PLAY && fl_card_set_count (fp_playable (state)) >= 1)
    {
      /* P3: one card at a time. */
      fl_flashpoint_action_play (action, seat, fl_card_set_lowest (fp_playable (state)));
      action->cards[action->n_cards++] = fl_card_set_highest (state->hands[state->to_play]);
      return TRUE;
    }
  if (variant == 1 && state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      /* C1: a command names a suit or a rank, never a card. */
      fl_flashpoint_action_command (action, seat, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_CLUBS);
      action->cards[action->n_cards++] = FL_FP_CARD (FL_SUIT_CLUBS, 7);
      return TRUE;
    }
  return FALSE;
}

static gboolean
fp_flash_not_now (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  guint bit = 1u << state->to_play;
  FlCardSet playable = fp_playable (state);

  /* B1, B6: flashes only at the first turn in the first trick, and the
   * square flash at the first turn in the fifth. */
  if (!fp_playing (state) || playable == 0 ||
      (state->n_tricks == 0 && !(state->first_turn_done & bit)) ||
      (state->n_tricks == FL_FLASHPOINT_SQUARE_TRICK && !(state->square_done & bit)))
    return FALSE;
  fl_flashpoint_action_play (action, state->to_play, fl_card_set_lowest (playable));
  fl_flashpoint_action_set_flashes (action, FL_FLASHPOINT_FLASH_TWIN, 0);
  return TRUE;
}

static gboolean
fp_flash_not_held (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  guint bit = 1u << state->to_play;
  FlCardSet playable = fp_playable (state);
  FlCardSet hand = state->hands[state->to_play];
  FlCard card;

  if (!fp_playing (state) || playable == 0)
    return FALSE;
  card = fl_card_set_lowest (playable);

  switch (variant)
    {
    case 0:
      /* B2: a void in a suit the hand holds, at the first turn (B1). */
      if (state->n_tricks != 0 || (state->first_turn_done & bit))
        return FALSE;
      fl_flashpoint_action_play (action, state->to_play, card);
      fl_flashpoint_action_set_flashes (action, 1u << FL_FP_SUIT (card), 0);
      return TRUE;

    case 1:
      {
        gboolean square = fl_card_set_count (hand) == 4;

        /* B6: a square flash without one card of each suit. */
        for (guint suit = 0; suit < FL_N_SUITS; suit++)
          square &= fl_card_set_count (hand & FL_FP_SUIT_MASK (suit)) == 1;
        if (state->n_tricks != FL_FLASHPOINT_SQUARE_TRICK || (state->square_done & bit) || square)
          return FALSE;
        fl_flashpoint_action_play (action, state->to_play, card);
        fl_flashpoint_action_set_flashes (action, FL_FLASHPOINT_FLASH_SQUARE, 0);
        return TRUE;
      }

    default:
      /* B1 to B6: a flash no rule knows. */
      if (state->n_tricks != 0 || (state->first_turn_done & bit))
        return FALSE;
      fl_flashpoint_action_play (action, state->to_play, card);
      fl_flashpoint_action_set_flashes (action, 0x80, 0);
      return TRUE;
    }
}

static gboolean
fp_must_command (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  guint partner = fl_flashpoint_partner (state->to_play);

  if (state->stage != FL_FLASHPOINT_STAGE_COMMAND || state->hands[partner] == 0)
    return FALSE;
  /* C1: invited, the partner names a command before play goes on. */
  fl_flashpoint_action_play (action, (int) partner, fl_card_set_lowest (state->hands[partner]));
  return TRUE;
}

static gboolean
fp_bad_command (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  int seat = fl_flashpoint_rules.current_seat (data);

  if (state->stage != FL_FLASHPOINT_STAGE_COMMAND)
    return FALSE;
  /* C1: a suit (0 to 3) or a rank (7 to Ace), and no invitation. */
  if (variant == 0)
    fl_flashpoint_action_command (action, seat, FL_FLASHPOINT_COMMAND_LEAD_SUIT, 4);
  else if (variant == 1)
    fl_flashpoint_action_command (action, seat, FL_FLASHPOINT_COMMAND_AVOID_RANK, 6);
  else
    fl_flashpoint_action_command (action, seat, FL_FLASHPOINT_COMMAND_INVITE, 0);
  return TRUE;
}

static gboolean
fp_not_leading (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  if (!fp_playing (state) || fp_leading (state))
    return FALSE;
  /* C1: only the player about to lead invites a command. */
  fl_flashpoint_action_command (action, state->to_play, FL_FLASHPOINT_COMMAND_INVITE, 0);
  return TRUE;
}

static gboolean
fp_already_invited (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  if (!fp_playing (state) || !fp_leading (state) || !state->invited)
    return FALSE;
  /* C1: once per lead. */
  fl_flashpoint_action_command (action, state->to_play, FL_FLASHPOINT_COMMAND_INVITE, 0);
  return TRUE;
}

static gboolean
fp_must_play (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  if (!fp_playing (state))
    return FALSE;
  /* P3, C1: a card, a pass or an invitation; Flashpoint has no bidding. */
  fl_action_init (action, FL_ACTION_BID, state->to_play);
  action->values[0] = 7;
  return TRUE;
}

static gboolean
fp_not_in_hand (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  FlCardSet elsewhere = state->hands[fl_flashpoint_left (state->to_play)];

  if (!fp_playing (state) || elsewhere == 0)
    return FALSE;
  fl_flashpoint_action_play (action, state->to_play, fl_card_set_lowest (elsewhere));
  return TRUE;
}

static gboolean
fp_suit_in_trick (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;
  FlCardSet taken = state->hands[state->to_play] & ~fp_playable (state);

  /* P3: no two cards of one suit in a trick. */
  if (!fp_playing (state) || taken == 0)
    return FALSE;
  fl_flashpoint_action_play (action, state->to_play, fl_card_set_lowest (taken));
  return TRUE;
}

static gboolean
fp_cannot_pass (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  /* P7: pass only holding no suit the trick lacks (the default reading). */
  if (!fp_playing (state) || fp_leading (state) || fp_playable (state) == 0 ||
      state->passing != FL_FLASHPOINT_PASSING_WHEN_UNABLE)
    return FALSE;
  fl_flashpoint_action_pass (action, state->to_play);
  return TRUE;
}

static gboolean
fp_cannot_pass_lead (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  /* P7: never when leading. */
  if (!fp_playing (state) || !fp_leading (state))
    return FALSE;
  fl_flashpoint_action_pass (action, state->to_play);
  return TRUE;
}

static gboolean
fp_no_command_now (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  /* C1: a command only when the leader asks for one. */
  if (!fp_playing (state))
    return FALSE;
  fl_flashpoint_action_command (action, state->to_play, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_HEARTS);
  return TRUE;
}

static gboolean
fp_must_continue (const void *data, guint variant, FlAction *action)
{
  const FlFlashpointState *state = data;

  /* T4: a scored hand waits for the next dealer to deal; no pass now. */
  if (state->stage != FL_FLASHPOINT_STAGE_HAND_OVER)
    return FALSE;
  fl_flashpoint_action_pass (action, fl_flashpoint_rules.current_seat (state));
  return TRUE;
}

/* In the order of FlFlashpointIllegalRule, which test_refusals() checks. */
static const RefusalCase flashpoint_refusals[] = {
  { FL_FLASHPOINT_ILLEGAL_GAME_OVER, "game-over", NULL, 1, fp_game_over },
  { FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN, "not-your-turn", NULL, 1, fp_not_your_turn },
  { FL_FLASHPOINT_ILLEGAL_MALFORMED, "malformed", NULL, 2, fp_malformed },
  { FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW, "flash-not-now", "B1", 1, fp_flash_not_now },
  { FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD, "flash-not-held", "B6", 3, fp_flash_not_held },
  { FL_FLASHPOINT_ILLEGAL_MUST_COMMAND, "must-command", "C1", 1, fp_must_command },
  { FL_FLASHPOINT_ILLEGAL_BAD_COMMAND, "bad-command", "C1", 3, fp_bad_command },
  { FL_FLASHPOINT_ILLEGAL_NOT_LEADING, "not-leading", "C1", 1, fp_not_leading },
  { FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED, "already-invited", "C1", 1, fp_already_invited },
  { FL_FLASHPOINT_ILLEGAL_MUST_PLAY, "must-play", "P3", 1, fp_must_play },
  { FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND, "not-in-hand", NULL, 1, fp_not_in_hand },
  { FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK, "suit-in-trick", "P3", 1, fp_suit_in_trick },
  { FL_FLASHPOINT_ILLEGAL_CANNOT_PASS, "cannot-pass", "P7", 1, fp_cannot_pass },
  { FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD, "cannot-pass-lead", "P7", 1, fp_cannot_pass_lead },
  { FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW, "no-command-now", "C1", 1, fp_no_command_now },
  { FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE, "must-continue", "T4", 1, fp_must_continue },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flashpoint_refusals) == FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE + 1);

static const RefusalCoverage flashpoint_refusal_coverage = {
  "flashpoint", flashpoint_refusals, G_N_ELEMENTS (flashpoint_refusals), FL_FLASHPOINT_ILLEGAL_MALFORMED,
};

/* A move made of random numbers, most of them nonsense. */
static void
random_junk_action (FlRng    *rng,
                    int       n_seats,
                    FlAction *action)
{
  fl_action_init (action, fl_rng_below (rng, FL_N_ACTION_KINDS + 1), (int) fl_rng_below (rng, n_seats + 2) - 1);
  action->n_cards = (guint8) fl_rng_below (rng, 3);
  for (guint i = 0; i < action->n_cards; i++)
    action->cards[i] = (FlCard) fl_rng_below (rng, 56);
  for (guint i = 0; i < FL_ACTION_MAX_VALUES; i++)
    if (fl_rng_below (rng, 2) == 0)
      action->values[i] = (gint16) ((int) fl_rng_below (rng, 20) - 3);
}

/* Checks that @state refuses @action for @expected, and explains why in
 * every language. */
static void
check_refusal (const FlRules     *rules,
               const void        *state,
               const FlAction    *action,
               const RefusalCase *expected,
               guint              variant)
{
  g_autofree char *english = NULL;
  FlIllegal why;

  memset (&why, 0xff, sizeof why);
  g_assert_false (rules->check_action (state, action, &why));
  if (why.rule != expected->rule)
    g_error ("%s %s (form %u): refused for reason %u instead", rules->id, expected->name, variant, why.rule);
  g_assert_false (fl_rules_action_is_legal (rules, state, action));

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *sentence = NULL;

      fl_test_use_language (languages[l]);
      sentence = rules->explain_illegal (state, &why);
      g_assert_nonnull (sentence);
      g_test_message ("%s %s (form %u, %s): %s", rules->id, expected->name, variant, languages[l], sentence);

      if (l == 0)
        {
          g_autoptr(GPtrArray) rules_cited = cited_rules (sentence);

          g_assert_true (g_utf8_validate (sentence, -1, NULL));
          g_assert_cmpuint (strlen (sentence), >, 10);
          /* The English names the expected rule, and every rule it names
           * is one the game's help places. */
          if (expected->cites != NULL && !cites_rule (sentence, expected->cites))
            g_error ("%s %s: “%s” does not cite %s", rules->id, expected->name, sentence, expected->cites);
          for (guint i = 0; i < rules_cited->len; i++)
            {
              g_autofree char *citation = g_strdup_printf ("(rule %s)", (const char *) g_ptr_array_index (rules_cited, i));

              g_assert_nonnull (fl_rules_find_rule (rules, citation, NULL));
            }
          /* The checker would catch this sentence left in English. */
          {
            g_autofree char *left = untranslated_word (sentence, sentence, kept_in_czech, G_N_ELEMENTS (kept_in_czech));

            g_assert_nonnull (left);
          }
          if (expected->cites == NULL && rules_cited->len == 0)
            g_test_message ("%s %s: “%s” cites no rule", rules->id, expected->name, sentence);
          english = g_steal_pointer (&sentence);
        }
      else
        assert_translated (english, sentence, languages[l]);
    }
  fl_test_use_language ("en");
}

/* For every reason code of a game, from the first to the last: a real
 * position reached by seeded random play, a real move it refuses for
 * that reason, and the reason explained in English, Japanese and Czech. */
static void
test_refusals (gconstpointer data)
{
  const RefusalCoverage *coverage = data;
  const FlRules *rules = fl_rules_lookup (coverage->id);
  g_autofree guint8 *state = g_malloc0 (rules->state_size);
  g_autofree FlAction *legal = g_new0 (FlAction, FL_MAX_LEGAL_ACTIONS);
  g_autofree gboolean *found = NULL;
  guint n_forms = 0, n_found = 0, n_junk = 0;
  FlOptions options;
  guint64 seed;

  fl_rules_default_options (rules, &options);
  for (guint c = 0; c < coverage->n_refusals; c++)
    {
      /* Every code in order, each once. */
      g_assert_cmpuint (coverage->refusals[c].rule, ==, c);
      n_forms += coverage->refusals[c].n_variants;
    }
  found = g_new0 (gboolean, n_forms);

  for (seed = 1; seed <= 50 && n_found < n_forms; seed++)
    {
      FlRng rng;

      rules->new_game (state, &options, seed);
      fl_rng_init (&rng, seed, PLAY_STREAM);
      for (;;)
        {
          guint form = 0;
          guint n;

          for (guint c = 0; c < coverage->n_refusals; c++)
            for (guint v = 0; v < coverage->refusals[c].n_variants; v++, form++)
              {
                FlAction action;

                if (found[form])
                  continue;
                fl_action_init (&action, FL_ACTION_NONE, 0);
                if (!coverage->refusals[c].build (state, v, &action))
                  continue;
                g_test_message ("%s %s (form %u): seed %" G_GUINT64_FORMAT ", hand %d",
                                rules->id, coverage->refusals[c].name, v, seed, rules->hand_number (state));
                check_refusal (rules, state, &action, &coverage->refusals[c], v);
                found[form] = TRUE;
                n_found++;
              }

          /* Whatever nonsense comes, the refusal is one of the codes. */
          for (guint i = 0; i < 4; i++)
            {
              FlAction junk;
              FlIllegal why = { 0 };

              random_junk_action (&rng, (int) rules->n_seats (&options), &junk);
              if (!rules->check_action (state, &junk, &why))
                {
                  g_assert_cmpuint (why.rule, <, coverage->n_refusals);
                  n_junk++;
                }
            }

          if (rules->phase (state) == FL_PHASE_GAME_OVER)
            break;
          n = rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);
          g_assert_cmpuint (n, >, 0);
          rules->apply (state, &legal[fl_rng_below (&rng, n)], NULL);
        }
    }

  for (guint c = 0, form = 0; c < coverage->n_refusals; c++)
    for (guint v = 0; v < coverage->refusals[c].n_variants; v++, form++)
      if (!found[form])
        g_error ("%s %s (form %u): never reached", rules->id, coverage->refusals[c].name, v);
  g_assert_cmpuint (n_junk, >, 100);

  /* No code after the last: explain_illegal() knows none, and falls back
   * on the malformed move's sentence. */
  {
    FlIllegal beyond = { .rule = coverage->n_refusals, .card = FL_CARD_NONE };
    FlIllegal malformed = { .rule = coverage->malformed, .card = FL_CARD_NONE };
    g_autofree char *text = rules->explain_illegal (state, &beyond);
    g_autofree char *fallback = rules->explain_illegal (state, &malformed);

    g_assert_cmpstr (text, ==, fallback);
  }
}

/* ---- Scoring lines -------------------------------------------------------- */

typedef struct
{
  const char *name;
  guint8      kind;       /* the event kind */
  const char *cites;      /* the rule the line names; NULL where the engine names none */
  const char *english;    /* words only a line of this type holds */
  guint64     seed;       /* the first seed giving it (-m thorough) */
} LineType;

typedef gboolean (*LineIs) (const FlEvent *event,
                            guint          type);

typedef struct
{
  const char     *id;
  const LineType *types;
  guint           n_types;
  guint           n_event_kinds;
  LineIs          line_is;
  void          (*no_more_lines) (void);
  FlOptions       options;
} LineCoverage;

/* -- Flunk: the declarer's score (S1 to S10), the opponents' under the
 * house rule, the end of the rubber (R3). -- */

enum
{
  FLUNK_LINE_EXACT_HIGH,
  FLUNK_LINE_EXACT_LOW,
  FLUNK_LINE_SLAM_HIGH,
  FLUNK_LINE_SLAM_LOW,
  FLUNK_LINE_MISSED_HIGH,
  FLUNK_LINE_MISSED_LOW,
  FLUNK_LINE_FLUNK_HIGH,
  FLUNK_LINE_FLUNK_LOW,
  FLUNK_LINE_SLAM_FLUNK_HIGH,
  FLUNK_LINE_SLAM_FLUNK_LOW,
  FLUNK_LINE_DUMP_CLEAN,
  FLUNK_LINE_DUMP_FAILED,
  FLUNK_LINE_DUMP_NO_TRICKS,
  FLUNK_LINE_OPPONENTS,
  FLUNK_LINE_RUBBER_WON,
  FLUNK_LINE_RUBBER_SHARED,
  FLUNK_N_LINES,
};

/* Every FlFlunkScoreRule has its line: a rule added needs one here. */
G_STATIC_ASSERT (FL_FLUNK_SCORE_DUMP_NO_TRICKS == 7);
G_STATIC_ASSERT (FL_FLUNK_N_EVENTS == 7);

/* Nor is there a score rule after the last: fl_flunk_explain_score()
 * knows none, and falls back on the last one's sentence. */
static void
flunk_no_more_lines (void)
{
  g_autofree char *last = fl_flunk_explain_score (FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 0, 0, 0,
                                                  FL_FLUNK_SCORE_DUMP_NO_TRICKS);
  g_autofree char *beyond = fl_flunk_explain_score (FL_FLUNK_DUMP, 0, FL_SUIT_HEARTS, 0, 0, 0,
                                                    FL_FLUNK_SCORE_DUMP_NO_TRICKS + 1);

  g_assert_cmpstr (beyond, ==, last);
}

static const LineType flunk_lines[] = {
  [FLUNK_LINE_EXACT_HIGH] = { "exact-high", FL_FLUNK_EVENT_SCORE, "S1", "made exactly", 4 },
  [FLUNK_LINE_EXACT_LOW] = { "exact-low", FL_FLUNK_EVENT_SCORE, "S4", "not taken", 3 },
  [FLUNK_LINE_SLAM_HIGH] = { "slam-high", FL_FLUNK_EVENT_SCORE, "S7", "a slam", 558 },
  [FLUNK_LINE_SLAM_LOW] = { "slam-low", FL_FLUNK_EVENT_SCORE, "S7", "a slam", 6 },
  [FLUNK_LINE_MISSED_HIGH] = { "missed-high", FL_FLUNK_EVENT_SCORE, "S2", "short", 1 },
  [FLUNK_LINE_MISSED_LOW] = { "missed-low", FL_FLUNK_EVENT_SCORE, "S5", "too many", 1 },
  [FLUNK_LINE_FLUNK_HIGH] = { "flunk-high", FL_FLUNK_EVENT_SCORE, "S3", "more than", 1 },
  [FLUNK_LINE_FLUNK_LOW] = { "flunk-low", FL_FLUNK_EVENT_SCORE, "S6", "fewer than", 2 },
  [FLUNK_LINE_SLAM_FLUNK_HIGH] = { "slam-flunk-high", FL_FLUNK_EVENT_SCORE, "S3", "more than High 12", 2408 },
  [FLUNK_LINE_SLAM_FLUNK_LOW] = { "slam-flunk-low", FL_FLUNK_EVENT_SCORE, "S6", "fewer than Low 1", 324 },
  [FLUNK_LINE_DUMP_CLEAN] = { "dump-clean", FL_FLUNK_EVENT_SCORE, "S8", "without a card of the dump suit", 37 },
  [FLUNK_LINE_DUMP_FAILED] = { "dump-failed", FL_FLUNK_EVENT_SCORE, "S9", "of the dump suit taken", 1 },
  [FLUNK_LINE_DUMP_NO_TRICKS] = { "dump-no-tricks", FL_FLUNK_EVENT_SCORE, "S10", "no trick was taken", 1269 },
  [FLUNK_LINE_OPPONENTS] = { "opponents", FL_FLUNK_EVENT_OPPONENTS, NULL, "house rule", 1 },
  [FLUNK_LINE_RUBBER_WON] = { "rubber-won", FL_FLUNK_EVENT_GAME_OVER, NULL, "wins with", 1 },
  [FLUNK_LINE_RUBBER_SHARED] = { "rubber-shared", FL_FLUNK_EVENT_GAME_OVER, NULL, "is shared", 17 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flunk_lines) == FLUNK_N_LINES);

static gboolean
flunk_line_is (const FlEvent *event,
               guint          type)
{
  gboolean high = event->values[2] == FL_FLUNK_HIGH;

  if (event->kind != flunk_lines[type].kind)
    return FALSE;

  switch (type)
    {
    case FLUNK_LINE_EXACT_HIGH:
      return event->reason == FL_FLUNK_SCORE_EXACT && high;
    case FLUNK_LINE_EXACT_LOW:
      return event->reason == FL_FLUNK_SCORE_EXACT && !high;
    case FLUNK_LINE_SLAM_HIGH:
      return event->reason == FL_FLUNK_SCORE_SLAM && high;
    case FLUNK_LINE_SLAM_LOW:
      return event->reason == FL_FLUNK_SCORE_SLAM && !high;
    case FLUNK_LINE_MISSED_HIGH:
      return event->reason == FL_FLUNK_SCORE_MISSED && high;
    case FLUNK_LINE_MISSED_LOW:
      return event->reason == FL_FLUNK_SCORE_MISSED && !high;
    case FLUNK_LINE_FLUNK_HIGH:
      return event->reason == FL_FLUNK_SCORE_FLUNK && high;
    case FLUNK_LINE_FLUNK_LOW:
      return event->reason == FL_FLUNK_SCORE_FLUNK && !high;
    case FLUNK_LINE_SLAM_FLUNK_HIGH:
      /* S7: a High 12 taking all 13 tricks, or a Low 1 taking none, halves
       * the slam's score (S3, S6). */
      return event->reason == FL_FLUNK_SCORE_SLAM_FLUNK && high;
    case FLUNK_LINE_SLAM_FLUNK_LOW:
      return event->reason == FL_FLUNK_SCORE_SLAM_FLUNK && !high;
    case FLUNK_LINE_DUMP_CLEAN:
      return event->reason == FL_FLUNK_SCORE_DUMP_CLEAN;
    case FLUNK_LINE_DUMP_FAILED:
      return event->reason == FL_FLUNK_SCORE_DUMP_FAILED;
    case FLUNK_LINE_DUMP_NO_TRICKS:
      return event->reason == FL_FLUNK_SCORE_DUMP_NO_TRICKS;
    case FLUNK_LINE_OPPONENTS:
      return TRUE;
    case FLUNK_LINE_RUBBER_WON:
      return event->seat >= 0;
    case FLUNK_LINE_RUBBER_SHARED:
      return event->seat < 0;
    default:
      g_assert_not_reached ();
      return FALSE;
    }
}

/* -- Flashpoint: flashes (B1 to B7), each trick's combination or damp
 * squib (S1 to S5), command penalties (C2), the hand's totals (B7) and
 * the end of the game (G2 to G4). -- */

enum
{
  FP_LINE_VOID,
  FP_LINE_TWIN,
  FP_LINE_LONG,
  FP_LINE_FOUR_FLASH,
  FP_LINE_SQUARE,
  FP_LINE_DAMP_SQUIB,
  FP_LINE_PAIR,
  FP_LINE_RUN3,
  FP_LINE_TRIPLET,
  FP_LINE_PAIR_RUN,
  FP_LINE_TWO_PAIRS,
  FP_LINE_RUN4,
  FP_LINE_FOUR_OF_A_KIND,
  FP_LINE_LAST_TRICK,
  FP_LINE_PENALTY,
  FP_LINE_HAND_OVER,
  FP_LINE_GAME_OVER,
  FP_LINE_BONUSES_ADDED,
  FP_LINE_BONUSES_LOST,
  FP_LINE_NO_BONUSES,
  FP_LINE_MARGIN,
  FP_LINE_MARGIN_ZERO,
  FP_N_LINES,
};

/* Every combination and every flash has its line. */
G_STATIC_ASSERT (FL_FLASHPOINT_N_COMBOS == 8);
G_STATIC_ASSERT (FL_FLASHPOINT_FLASH_SQUARE == 1 << 6);
G_STATIC_ASSERT (FL_FLASHPOINT_N_EVENTS == 12);

static const LineType flashpoint_lines[] = {
  [FP_LINE_VOID] = { "void-flash", FL_FLASHPOINT_EVENT_FLASH, "B1", "void in", 2 },
  [FP_LINE_TWIN] = { "twin-flash", FL_FLASHPOINT_EVENT_FLASH, "B1", "twin flash", 2 },
  [FP_LINE_LONG] = { "long-flash", FL_FLASHPOINT_EVENT_FLASH, "B1", "long flash", 12 },
  [FP_LINE_FOUR_FLASH] = { "four-flash", FL_FLASHPOINT_EVENT_FLASH, "B1", "four-flash", 12 },
  [FP_LINE_SQUARE] = { "square-flash", FL_FLASHPOINT_EVENT_FLASH, "B6", "square flash", 1 },
  [FP_LINE_DAMP_SQUIB] = { "damp-squib", FL_FLASHPOINT_EVENT_TRICK, "S2", "damp squib", 1 },
  [FP_LINE_PAIR] = { "pair", FL_FLASHPOINT_EVENT_TRICK, "S1", "holds a pair:", 1 },
  [FP_LINE_RUN3] = { "run-of-three", FL_FLASHPOINT_EVENT_TRICK, "S1", "run of three", 1 },
  [FP_LINE_TRIPLET] = { "triplet", FL_FLASHPOINT_EVENT_TRICK, "S1", "triplet", 1 },
  [FP_LINE_PAIR_RUN] = { "pair-run", FL_FLASHPOINT_EVENT_TRICK, "S1", "pair-run", 1 },
  [FP_LINE_TWO_PAIRS] = { "two-pairs", FL_FLASHPOINT_EVENT_TRICK, "S1", "holds two pairs", 1 },
  [FP_LINE_RUN4] = { "run-of-four", FL_FLASHPOINT_EVENT_TRICK, "S1", "run of four", 2 },
  [FP_LINE_FOUR_OF_A_KIND] = { "four-of-a-kind", FL_FLASHPOINT_EVENT_TRICK, "S5", "four cards of one rank", 33 },
  [FP_LINE_LAST_TRICK] = { "last-trick", FL_FLASHPOINT_EVENT_TRICK, "S3", "scores double", 1 },
  [FP_LINE_PENALTY] = { "penalty", FL_FLASHPOINT_EVENT_PENALTY, "C2", "could obey", 2 },
  [FP_LINE_HAND_OVER] = { "hand-over", FL_FLASHPOINT_EVENT_HAND_OVER, "B7", "The hand is over", 1 },
  [FP_LINE_GAME_OVER] = { "game-over", FL_FLASHPOINT_EVENT_GAME_OVER, "G2", "The game is over", 1 },
  [FP_LINE_BONUSES_ADDED] = { "bonuses-added", FL_FLASHPOINT_EVENT_GAME_OVER, "G3", "add their bonuses", 1 },
  [FP_LINE_BONUSES_LOST] = { "bonuses-lost", FL_FLASHPOINT_EVENT_GAME_OVER, "G3", "lose their bonuses", 1 },
  [FP_LINE_NO_BONUSES] = { "no-bonuses", FL_FLASHPOINT_EVENT_GAME_OVER, "G3", "have no bonuses", 5 },
  [FP_LINE_MARGIN] = { "margin", FL_FLASHPOINT_EVENT_GAME_OVER, "G4", "win by", 1 },
  [FP_LINE_MARGIN_ZERO] = { "margin-zero", FL_FLASHPOINT_EVENT_GAME_OVER, "G4", "The margin is 0", 6 },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flashpoint_lines) == FP_N_LINES);

static gboolean
flashpoint_line_is (const FlEvent *event,
                    guint          type)
{
  guint flashes = (guint) event->values[0], fours = (guint) event->values[1];
  guint winner = (guint) event->seat & 1;

  if (event->kind != flashpoint_lines[type].kind)
    return FALSE;

  switch (type)
    {
    case FP_LINE_VOID:
      return (flashes & FL_FLASHPOINT_FLASH_VOIDS) != 0;
    case FP_LINE_TWIN:
      return (flashes & FL_FLASHPOINT_FLASH_TWIN) != 0;
    case FP_LINE_LONG:
      return (flashes & FL_FLASHPOINT_FLASH_LONG) != 0;
    case FP_LINE_FOUR_FLASH:
      return fours != 0;
    case FP_LINE_SQUARE:
      return (flashes & FL_FLASHPOINT_FLASH_SQUARE) != 0;
    case FP_LINE_DAMP_SQUIB:
    case FP_LINE_PAIR:
    case FP_LINE_RUN3:
    case FP_LINE_TRIPLET:
    case FP_LINE_PAIR_RUN:
    case FP_LINE_TWO_PAIRS:
    case FP_LINE_RUN4:
    case FP_LINE_FOUR_OF_A_KIND:
      return event->values[0] == (int) (type - FP_LINE_DAMP_SQUIB) + FL_FLASHPOINT_COMBO_NONE;
    case FP_LINE_LAST_TRICK:
      return (event->values[4] & (1 << 8)) != 0;
    case FP_LINE_PENALTY:
    case FP_LINE_HAND_OVER:
    case FP_LINE_GAME_OVER:
      return TRUE;
    case FP_LINE_BONUSES_ADDED:
      /* G3: a side that reached the target adds its bonuses; the winner
       * always has. */
      return event->values[2 + winner] != 0;
    case FP_LINE_BONUSES_LOST:
      return event->reason != 0;
    case FP_LINE_NO_BONUSES:
      return event->values[2] == 0 || event->values[3] == 0;
    case FP_LINE_MARGIN:
      return event->values[4] > 0;
    case FP_LINE_MARGIN_ZERO:
      /* G4: the loser's bonuses lift it above the winner. */
      return event->values[4] == 0;
    default:
      g_assert_not_reached ();
      return FALSE;
    }
}

G_STATIC_ASSERT (FP_LINE_FOUR_OF_A_KIND - FP_LINE_DAMP_SQUIB == FL_FLASHPOINT_COMBO_FOUR - FL_FLASHPOINT_COMBO_NONE);

/* Plays the seeded random game @seed, one uniformly random legal action
 * after another, and returns in @hand_events the events of its first hand
 * that has a line of @type (every hand's when @found is given: then each
 * type first seen sets its flag and seed). The events of a hand are those
 * of the actions from its first to the one that ends it, as the table
 * records them for its summary. */
static gboolean
play_for_lines (const LineCoverage *coverage,
                guint64             seed,
                int                 type,
                GArray             *hand_events,
                gboolean           *found,
                guint64            *seeds)
{
  const FlRules *rules = fl_rules_lookup (coverage->id);
  g_autofree guint8 *state = g_malloc0 (rules->state_size);
  g_autofree FlAction *legal = g_new0 (FlAction, FL_MAX_LEGAL_ACTIONS);
  FlRng rng;

  rules->new_game (state, &coverage->options, seed);
  fl_rng_init (&rng, seed, PLAY_STREAM);
  g_array_set_size (hand_events, 0);

  while (rules->phase (state) != FL_PHASE_GAME_OVER)
    {
      guint n = rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);
      int before = rules->hand_number (state);
      FlEvents events = { 0 };

      g_assert_cmpuint (n, >, 0);
      /* The next deal at the end of a hand is no choice: no number is
       * drawn for it, so the seeds above find the same hands. */
      rules->apply (state, &legal[rules->phase (state) == FL_PHASE_HAND_OVER ? 0 : fl_rng_below (&rng, n)], &events);
      g_assert_cmpuint (events.n_events, <, FL_MAX_EVENTS);
      g_array_append_vals (hand_events, events.events, events.n_events);

      if (rules->hand_number (state) == before && rules->phase (state) != FL_PHASE_GAME_OVER)
        continue;

      /* The hand is over: its summary's lines. */
      for (guint i = 0; i < hand_events->len; i++)
        {
          const FlEvent *event = &g_array_index (hand_events, FlEvent, i);

          if (!rules->event_scores (event))
            continue;
          if (found != NULL)
            {
              for (guint t = 0; t < coverage->n_types; t++)
                if (!found[t] && coverage->line_is (event, t))
                  {
                    found[t] = TRUE;
                    seeds[t] = seed;
                  }
            }
          else if (coverage->line_is (event, (guint) type))
            return TRUE;
        }
      g_array_set_size (hand_events, 0);
    }

  return FALSE;
}

/* The hand's summary: the lines the table's summary lists (fl-table-page.c,
 * build_summary), in the current language. */
static char **
hand_summary (const FlRules *rules,
              GArray        *hand_events)
{
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();

  for (guint i = 0; i < hand_events->len; i++)
    {
      const FlEvent *event = &g_array_index (hand_events, FlEvent, i);

      if (rules->event_scores (event))
        fl_strv_builder_add_owned (lines, rules->describe_event (event, -1));
    }
  return g_strv_builder_end (lines);
}

/* With -m thorough: the first seed that gives each line, to copy into the
 * tables above. */
static void
search_line_seeds (const LineCoverage *coverage)
{
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FlEvent));
  g_autofree gboolean *found = g_new0 (gboolean, coverage->n_types);
  g_autofree guint64 *seeds = g_new0 (guint64, coverage->n_types);
  guint n_found = 0;

  for (guint64 seed = 1; seed <= 5000000 && n_found < coverage->n_types; seed++)
    {
      play_for_lines (coverage, seed, -1, events, found, seeds);
      n_found = 0;
      for (guint t = 0; t < coverage->n_types; t++)
        n_found += found[t];
    }
  for (guint t = 0; t < coverage->n_types; t++)
    g_printerr ("%s %s: %s %" G_GUINT64_FORMAT "\n", coverage->id, coverage->types[t].name,
                found[t] ? "seed" : "NOT FOUND, searched to", seeds[t]);
}

/* Every kind of line a hand's summary can show: found in a seeded game,
 * present in that hand's summary, naming its rule, in English and in
 * Japanese. */
static void
test_lines (gconstpointer data)
{
  const LineCoverage *coverage = data;
  const FlRules *rules = fl_rules_lookup (coverage->id);
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (FlEvent));

  /* Every kind of event the summary lists has its types here. */
  for (guint kind = 0; kind < coverage->n_event_kinds; kind++)
    {
      FlEvent event = { .kind = (guint8) kind, .seat = 0 };
      gboolean listed = FALSE;

      for (guint t = 0; t < coverage->n_types; t++)
        listed |= coverage->types[t].kind == kind;
      g_assert_cmpint (rules->event_scores (&event), ==, listed);
    }

  if (coverage->no_more_lines != NULL)
    coverage->no_more_lines ();

  if (g_test_thorough ())
    search_line_seeds (coverage);

  for (guint t = 0; t < coverage->n_types; t++)
    {
      const LineType *type = &coverage->types[t];
      g_autofree char *english = NULL;
      const FlEvent *event = NULL;

      if (!play_for_lines (coverage, type->seed, (int) t, events, NULL, NULL))
        g_error ("%s %s: no hand of seed %" G_GUINT64_FORMAT " has it", coverage->id, type->name, type->seed);
      for (guint i = 0; i < events->len && event == NULL; i++)
        if (rules->event_scores (&g_array_index (events, FlEvent, i)) &&
            coverage->line_is (&g_array_index (events, FlEvent, i), t))
          event = &g_array_index (events, FlEvent, i);
      g_assert_nonnull (event);

      for (guint l = 0; l < 2; l++)
        {
          g_auto(GStrv) summary = NULL;
          g_autofree char *line = NULL;

          fl_test_use_language (languages[l]);
          summary = hand_summary (rules, events);
          line = rules->describe_event (event, -1);
          g_test_message ("%s %s, seed %" G_GUINT64_FORMAT " (%s): %s", coverage->id, type->name, type->seed,
                          languages[l], line);
          g_assert_true (g_strv_contains ((const char *const *) summary, line));
          if (type->cites != NULL && !cites_rule (line, type->cites))
            g_error ("%s %s (%s): “%s” does not cite %s", coverage->id, type->name, languages[l], line, type->cites);

          if (l == 0)
            {
              if (strstr (line, type->english) == NULL)
                g_error ("%s %s: “%s” does not say “%s”", coverage->id, type->name, line, type->english);
              if (type->cites == NULL)
                g_test_message ("%s %s: “%s” cites no rule", coverage->id, type->name, line);
              english = g_steal_pointer (&line);
            }
          else
            {
              assert_translated (english, line, languages[l]);
              if (!ja_ends_in_past (line))
                g_error ("%s %s: “%s” is not told in the past", coverage->id, type->name, line);
            }
        }

      /* The same line, said to the seat it is about (the tutor's and the
       * summary's view), in every language. */
      fl_test_use_language ("en");
      if (event->seat >= 0)
        {
          g_autofree char *yours = fl_rules_describe_event (rules, event, event->seat);

          g_assert_cmpstr (yours, !=, english);
          if (type->cites != NULL && !cites_rule (yours, type->cites))
            g_error ("%s %s: “%s” does not cite %s", coverage->id, type->name, yours, type->cites);
          for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
            {
              g_autofree char *translated = NULL;

              fl_test_use_language (languages[l]);
              translated = fl_rules_describe_event (rules, event, event->seat);
              fl_test_use_language ("en");
              assert_translated (yours, translated, languages[l]);
            }
        }
      fl_test_use_language ("en");
    }
}

/* ---- The user's view ------------------------------------------------------ */

/* The seat an event is about, as the user who sits there sees it, or -1:
 * Flunk's dummy is the dealer's to play (values[0] of a play, [4] of a
 * trick); Flashpoint's game-over names the winning side, whose seat of
 * that number plays for it. */
static int
event_actor (const FlRules *rules,
             const FlEvent *event)
{
  if (g_str_equal (rules->id, "flunk") && event->seat == FL_FLUNK_DUMMY)
    {
      if (event->kind == FL_FLUNK_EVENT_PLAY)
        return event->values[0];
      if (event->kind == FL_FLUNK_EVENT_TRICK)
        return event->values[4];
      return -1;
    }
  return event->seat;
}

/* Whether @text names @seat as "Player N" (and not "Player N0"). */
static gboolean
names_seat (const char *text,
            int         seat)
{
  g_autofree char *name = g_strdup_printf ("Player %d", seat + 1);
  gsize len = strlen (name);

  for (const char *p = strstr (text, name); p != NULL; p = strstr (p + 1, name))
    if (!g_ascii_isdigit (p[len]))
      return TRUE;
  return FALSE;
}

/* Every event of seeded games, described to each seat: citing the rules
 * the third-person sentence (-1) cites, and translated; to the seat it is
 * about, in the second person (no "Player N" for that seat, and not the
 * third-person sentence). */
static void
test_viewer (gconstpointer data)
{
  const LineCoverage *coverage = data;
  const FlRules *rules = fl_rules_lookup (coverage->id);
  g_autofree guint8 *state = g_malloc0 (rules->state_size);
  g_autofree FlAction *legal = g_new0 (FlAction, FL_MAX_LEGAL_ACTIONS);
  g_autofree gboolean *seen = g_new0 (gboolean, coverage->n_event_kinds);
  guint n_seats = rules->n_seats (&coverage->options);
  guint n_described = 0;

  /* The check of the tense can fail. */
  g_assert_true (ja_ends_in_past ("あなたは7♥を出しました（規則F13）。"));
  g_assert_false (ja_ends_in_past ("あなたは7♥を出します。"));

  for (guint64 seed = 1; seed <= 6; seed++)
    {
      FlRng rng;

      rules->new_game (state, &coverage->options, seed);
      fl_rng_init (&rng, seed, PLAY_STREAM);
      while (rules->phase (state) != FL_PHASE_GAME_OVER)
        {
          guint n = rules->legal_actions (state, legal, FL_MAX_LEGAL_ACTIONS);
          FlEvents events = { 0 };

          g_assert_cmpuint (n, >, 0);
          rules->apply (state, &legal[fl_rng_below (&rng, n)], &events);
          for (guint e = 0; e < events.n_events; e++)
            {
              const FlEvent *event = &events.events[e];
              int actor = event_actor (rules, event);
              g_autofree char *third = rules->describe_event (event, -1);
              g_autoptr(GPtrArray) cited = cited_rules (third);

              /* Translated for every seat: the first of each kind, and
               * every one of the first game, in Japanese and Czech. */
              for (int viewer = 0; viewer < (int) n_seats; viewer++)
                {
                  g_autofree char *yours = fl_rules_describe_event (rules, event, viewer);

                  for (guint r = 0; r < cited->len; r++)
                    if (!cites_rule (yours, g_ptr_array_index (cited, r)))
                      g_error ("%s: “%s” does not cite %s as “%s” does", coverage->id, yours,
                               (const char *) g_ptr_array_index (cited, r), third);

                  if (viewer == actor)
                    {
                      if (g_strcmp0 (third, yours) == 0)
                        g_error ("%s: “%s” is said to Player %d as to everyone", coverage->id, third, actor + 1);
                      if (names_seat (yours, actor))
                        g_error ("%s: “%s”, said to Player %d, names them", coverage->id, yours, actor + 1);
                      n_described++;
                    }

                  if (seed > 1 && seen[event->kind])
                    continue;
                  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
                    {
                      g_autofree char *translated = NULL;

                      fl_test_use_language (languages[l]);
                      translated = fl_rules_describe_event (rules, event, viewer);
                      fl_test_use_language ("en");
                      assert_translated (yours, translated, languages[l]);
                      if (g_str_equal (languages[l], "ja") && !ja_ends_in_past (translated))
                        g_error ("%s: “%s” is not told in the past in Japanese: “%s”", coverage->id, yours,
                                 translated);
                    }
                }
              if (actor >= 0)
                seen[event->kind] = TRUE;
            }
        }
    }
  for (guint kind = 0; kind < coverage->n_event_kinds; kind++)
    if (!seen[kind])
      g_test_message ("%s: no %s event was described to its seat", coverage->id, rules->event_name (kind));
  g_test_message ("%s: %u events described to their seat", coverage->id, n_described);
  g_assert_cmpuint (n_described, >, 100);
}

/* A few sentences word for word: nobody's view (-1) and a bystander's
 * are the third person, the seat's own the second. */
static void
test_viewer_words (void)
{
  FlEvent contract = { .kind = FL_FLUNK_EVENT_CONTRACT, .seat = 0,
                       .values = { FL_FLUNK_LOW, 6, FL_FLUNK_NO_TRUMP } };
  FlEvent dummy = { .kind = FL_FLUNK_EVENT_PLAY, .seat = FL_FLUNK_DUMMY, .n_cards = 1,
                    .values = { 2 }, .cards = { FL_STD_CARD (FL_SUIT_SPADES, 5) } };
  FlEvent penalty = { .kind = FL_FLASHPOINT_EVENT_PENALTY, .seat = 1,
                      .values = { 15, FL_FLASHPOINT_COMMAND_LEAD_SUIT, FL_SUIT_DIAMONDS, 40 } };
  struct
  {
    const FlRules *rules;
    const FlEvent *event;
    int            viewer;
    const char    *english;
  } cases[] = {
    { &fl_flunk_rules, &contract, -1, "Player 1 declares Low 6 at no trump." },
    { &fl_flunk_rules, &contract, 1, "Player 1 declares Low 6 at no trump." },
    { &fl_flunk_rules, &contract, 0, "You declare Low 6 at no trump." },
    { &fl_flunk_rules, &dummy, -1, "The dummy plays 5♠." },
    { &fl_flunk_rules, &dummy, 0, "The dummy plays 5♠." },
    { &fl_flunk_rules, &dummy, 2, "You play 5♠ from the dummy." },
    { &fl_flashpoint_rules, &penalty, -1,
      "Player 2 could obey the command “Lead a diamond” and did not: Players 1 and 3 score a penalty of 15 points, for 40 in all (rule C2)." },
    { &fl_flashpoint_rules, &penalty, 3,
      "Player 2 could obey the command “Lead a diamond” and did not: Players 1 and 3 score a penalty of 15 points, for 40 in all (rule C2)." },
    { &fl_flashpoint_rules, &penalty, 1,
      "You could obey the command “Lead a diamond” and did not: your opponents score a penalty of 15 points, for 40 in all (rule C2)." },
    { &fl_flashpoint_rules, &penalty, 0,
      "Player 2 could obey the command “Lead a diamond” and did not: your side scores a penalty of 15 points, for 40 in all (rule C2)." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cases[i].rules->describe_event (cases[i].event, cases[i].viewer);

      g_assert_cmpstr (text, ==, cases[i].english);
    }
}

static LineCoverage flunk_line_coverage = {
  "flunk", flunk_lines, G_N_ELEMENTS (flunk_lines), FL_FLUNK_N_EVENTS, flunk_line_is, flunk_no_more_lines,
};

static LineCoverage flashpoint_line_coverage = {
  "flashpoint", flashpoint_lines, G_N_ELEMENTS (flashpoint_lines), FL_FLASHPOINT_N_EVENTS, flashpoint_line_is, NULL,
};

int
main (int    argc,
      char **argv)
{
  fl_test_init_languages ("The rubber is over; no more moves can be made.");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  fl_rules_default_options (&fl_flunk_rules, &flunk_line_coverage.options);
  flunk_line_coverage.options.values[FL_FLUNK_OPTION_OPPONENTS_SCORE] = FL_FLUNK_OPPONENTS_SCORE_PENALTIES;
  fl_rules_default_options (&fl_flashpoint_rules, &flashpoint_line_coverage.options);

  g_test_add_func ("/explain/untranslated-check", test_untranslated_check);
  g_test_add_data_func ("/explain/illegal/flunk", &flunk_refusal_coverage, test_refusals);
  g_test_add_data_func ("/explain/illegal/flashpoint", &flashpoint_refusal_coverage, test_refusals);
  g_test_add_data_func ("/explain/scoring/flunk", &flunk_line_coverage, test_lines);
  g_test_add_data_func ("/explain/scoring/flashpoint", &flashpoint_line_coverage, test_lines);
  g_test_add_data_func ("/explain/viewer/flunk", &flunk_line_coverage, test_viewer);
  g_test_add_data_func ("/explain/viewer/flashpoint", &flashpoint_line_coverage, test_viewer);
  g_test_add_func ("/explain/viewer/words", test_viewer_words);

  return g_test_run ();
}
