/* fl-flunk-explain.c: Flunk's actions, refusals, events and scores in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flunk-rules.h"
#include "fl-i18n.h"

char *_fl_flunk_describe_action (const void *state, const FlAction *action);
char *_fl_flunk_explain_illegal (const void *state, const FlIllegal *why);
char *_fl_flunk_describe_event (const FlEvent *event, int viewer);

static const char suit_letters[] = "CDHS";

/**
 * fl_flunk_contract_to_string:
 *
 * Returns: (transfer full): the contract in the command line's notation:
 * "9C", "9NT", "L3H", "L0NT", "DUMP-H"
 */
char *
fl_flunk_contract_to_string (FlFlunkContractType type,
                             guint               bid,
                             guint               suit)
{
  const char *strain = suit == FL_FLUNK_NO_TRUMP ? "NT" : (const char[]) { suit_letters[suit & 3], 0 };

  switch (type)
    {
    case FL_FLUNK_HIGH:
      return g_strdup_printf ("%u%s", bid, strain);
    case FL_FLUNK_LOW:
      return g_strdup_printf ("L%u%s", bid, strain);
    case FL_FLUNK_DUMP:
    default:
      return g_strdup_printf ("DUMP-%c", suit_letters[suit & 3]);
    }
}

static gboolean
parse_suit (const char *text,
            gboolean    allow_no_trump,
            guint      *suit)
{
  const char *letter;

  if (allow_no_trump && g_ascii_strcasecmp (text, "NT") == 0)
    {
      *suit = FL_FLUNK_NO_TRUMP;
      return TRUE;
    }
  if (strlen (text) != 1 || (letter = strchr (suit_letters, g_ascii_toupper (text[0]))) == NULL)
    return FALSE;

  *suit = (guint) (letter - suit_letters);
  return TRUE;
}

/**
 * fl_flunk_parse_contract:
 * @text: "9C", "13NT", "L3H", "L0NT" or "DUMP-H" (any case)
 *
 * Returns: whether @text names a contract the rules allow
 */
gboolean
fl_flunk_parse_contract (const char          *text,
                         FlFlunkContractType *type,
                         guint               *bid,
                         guint               *suit)
{
  const char *p = text;
  guint64 number;
  char *end;

  if (text == NULL)
    return FALSE;

  if (g_ascii_strncasecmp (p, "DUMP-", 5) == 0)
    {
      *type = FL_FLUNK_DUMP;
      *bid = 0;
      return parse_suit (p + 5, FALSE, suit);
    }

  *type = FL_FLUNK_HIGH;
  if (*p == 'L' || *p == 'l')
    {
      *type = FL_FLUNK_LOW;
      p++;
    }

  if (!g_ascii_isdigit (*p))
    return FALSE;
  number = g_ascii_strtoull (p, &end, 10);
  if (end - p > 2 || (end - p == 2 && *p == '0'))
    return FALSE;
  if (*type == FL_FLUNK_HIGH && (number < 7 || number > 13))
    return FALSE;
  if (*type == FL_FLUNK_LOW && number > 6)
    return FALSE;

  *bid = (guint) number;
  return parse_suit (end, TRUE, suit);
}

/**
 * fl_flunk_describe_contract:
 *
 * Returns: (transfer full): the contract in words, e.g. "High 9 in clubs"
 */
char *
fl_flunk_describe_contract (FlFlunkContractType type,
                            guint               bid,
                            guint               suit)
{
  if (type == FL_FLUNK_DUMP)
    {
      switch (suit)
        {
        case FL_SUIT_CLUBS:
          return g_strdup (_("Dump clubs"));
        case FL_SUIT_DIAMONDS:
          return g_strdup (_("Dump diamonds"));
        case FL_SUIT_HEARTS:
          return g_strdup (_("Dump hearts"));
        default:
          return g_strdup (_("Dump spades"));
        }
    }

  if (type == FL_FLUNK_HIGH)
    {
      switch (suit)
        {
        /* Translators: a Flunk contract; %u is a number of tricks from 7 to 13. */
        case FL_SUIT_CLUBS:
          return g_strdup_printf (_("High %u with clubs as trumps"), bid);
        case FL_SUIT_DIAMONDS:
          return g_strdup_printf (_("High %u with diamonds as trumps"), bid);
        case FL_SUIT_HEARTS:
          return g_strdup_printf (_("High %u with hearts as trumps"), bid);
        case FL_SUIT_SPADES:
          return g_strdup_printf (_("High %u with spades as trumps"), bid);
        default:
          return g_strdup_printf (_("High %u at no trump"), bid);
        }
    }

  switch (suit)
    {
    /* Translators: a Flunk contract; %u is a number of tricks from 0 to 6. */
    case FL_SUIT_CLUBS:
      return g_strdup_printf (_("Low %u with clubs as trumps"), bid);
    case FL_SUIT_DIAMONDS:
      return g_strdup_printf (_("Low %u with diamonds as trumps"), bid);
    case FL_SUIT_HEARTS:
      return g_strdup_printf (_("Low %u with hearts as trumps"), bid);
    case FL_SUIT_SPADES:
      return g_strdup_printf (_("Low %u with spades as trumps"), bid);
    default:
      return g_strdup_printf (_("Low %u at no trump"), bid);
    }
}

/**
 * fl_flunk_hand_name:
 *
 * Returns: (transfer full): "Player 2" for a seat, "the dummy" for the dummy
 */
char *
fl_flunk_hand_name (const FlFlunkState *state,
                    guint               hand)
{
  (void) state;

  if (hand == FL_FLUNK_DUMMY)
    return g_strdup (C_("hand", "the dummy"));

  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), hand + 1);
}

static char *
card_label (FlCard card)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_STANDARD_52), card);
}

char *
_fl_flunk_describe_action (const void     *data,
                           const FlAction *action)
{
  const FlFlunkState *state = data;
  g_autofree char *who = NULL;

  who = fl_flunk_hand_name (state, (guint) action->seat);

  if (action->kind == FL_ACTION_DECLARE)
    {
      g_autofree char *contract = fl_flunk_describe_contract (action->values[0], action->values[1],
                                                              action->values[2]);

      /* Translators: %1$s is a player, %2$s a contract such as “High 9 at no trump”. */
      return g_strdup_printf (_("%1$s declares %2$s."), who, contract);
    }

  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1)
    {
      g_autofree char *card = card_label (action->cards[0]);

      if (state->phase == FL_FLUNK_PHASE_PLAY && state->to_play == FL_FLUNK_DUMMY)
        /* Translators: %1$s is the dealer, %2$s a card such as “Q♠”. */
        return g_strdup_printf (_("%1$s plays %2$s from the dummy."), who, card);

      /* Translators: %1$s is a player, %2$s a card such as “Q♠”. */
      return g_strdup_printf (_("%1$s plays %2$s."), who, card);
    }

  if (action->kind == FL_ACTION_CONTINUE)
    /* Translators: %s is a player, who gathers the cards of the hand just
     * scored and deals the next. */
    return g_strdup_printf (_("%s deals the next hand."), who);

  return g_strdup (_("An action Flunk does not have."));
}

static const char *
suit_led_sentence (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return _("Clubs were led and this hand holds clubs, so it must follow with a club (rule F13).");
    case FL_SUIT_DIAMONDS:
      return _("Diamonds were led and this hand holds diamonds, so it must follow with a diamond (rule F13).");
    case FL_SUIT_HEARTS:
      return _("Hearts were led and this hand holds hearts, so it must follow with a heart (rule F13).");
    default:
      return _("Spades were led and this hand holds spades, so it must follow with a spade (rule F13).");
    }
}

char *
_fl_flunk_explain_illegal (const void      *data,
                           const FlIllegal *why)
{
  const FlFlunkState *state = data;

  switch ((FlFlunkIllegalRule) why->rule)
    {
    case FL_FLUNK_ILLEGAL_GAME_OVER:
      return g_strdup (_("The rubber is over; no more moves can be made."));

    case FL_FLUNK_ILLEGAL_NOT_YOUR_TURN:
      {
        g_autofree char *who = fl_flunk_hand_name (state, (guint) why->values[0]);

        /* Translators: %s is the player whose turn it is. */
        return g_strdup_printf (_("It is not your turn: %s is to move."), who);
      }

    case FL_FLUNK_ILLEGAL_MUST_DECLARE:
      return g_strdup (_("The dealer must first declare a contract: High, Low or Dump (rule F6)."));

    case FL_FLUNK_ILLEGAL_MUST_PLAY:
      return g_strdup (_("The contract is set; now a card must be played (rule F11)."));

    case FL_FLUNK_ILLEGAL_HIGH_RANGE:
      /* Translators: %d is the number of tricks asked for. */
      return g_strdup_printf (_("A High contract is for 7 to 13 tricks, not %d (rule F7)."), why->values[0]);

    case FL_FLUNK_ILLEGAL_LOW_RANGE:
      return g_strdup_printf (_("A Low contract is for 0 to 6 tricks, not %d (rule F8)."), why->values[0]);

    case FL_FLUNK_ILLEGAL_BAD_SUIT:
      return g_strdup (_("A contract names one of the four suits, or no trump for High and Low; Dump always names a suit (rules F7 to F9)."));

    case FL_FLUNK_ILLEGAL_NOT_IN_HAND:
      {
        g_autofree char *card = card_label (why->card);

        if (why->values[0] == FL_FLUNK_DUMMY)
          /* Translators: %s is a card such as “Q♠”. */
          return g_strdup_printf (_("The dummy is to play, and %s is not in the dummy."), card);

        /* Translators: %s is a card such as “Q♠”. */
        return g_strdup_printf (_("%s is not in the hand that is to play."), card);
      }

    case FL_FLUNK_ILLEGAL_MUST_FOLLOW:
      return g_strdup (suit_led_sentence ((guint) why->values[0]));

    case FL_FLUNK_ILLEGAL_MUST_CONTINUE:
      return g_strdup (_("The hand is over and scored; the only move now is the next dealer’s, to deal the next hand (rule F5)."));

    case FL_FLUNK_ILLEGAL_MALFORMED:
    default:
      return g_strdup (_("This move is not one Flunk allows: it is neither a contract nor one card played."));
    }
}

static const char *
void_sentence (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return _("Clubs were led and this hand holds no club, so it may play any card (rule F13).");
    case FL_SUIT_DIAMONDS:
      return _("Diamonds were led and this hand holds no diamond, so it may play any card (rule F13).");
    case FL_SUIT_HEARTS:
      return _("Hearts were led and this hand holds no heart, so it may play any card (rule F13).");
    default:
      return _("Spades were led and this hand holds no spade, so it may play any card (rule F13).");
    }
}

static const char *
trump_sentence (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return _("Clubs are trumps: a club would win this trick unless a higher club is played after it (rule F12).");
    case FL_SUIT_DIAMONDS:
      return _("Diamonds are trumps: a diamond would win this trick unless a higher diamond is played after it (rule F12).");
    case FL_SUIT_HEARTS:
      return _("Hearts are trumps: a heart would win this trick unless a higher heart is played after it (rule F12).");
    default:
      return _("Spades are trumps: a spade would win this trick unless a higher spade is played after it (rule F12).");
    }
}

/* The tutor's "Your options", from @seat's observation (rules.h). */
char **
_fl_flunk_explain_options (const void *data,
                           int         seat)
{
  const FlFlunkState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  guint hand, led;
  FlCardSet cards;

  if (state->phase == FL_FLUNK_PHASE_DECLARE && seat == state->dealer)
    {
      g_strv_builder_add (lines, _("You deal, so you declare the contract, having seen your hand and the dummy’s; nobody else bids, and you cannot pass (rule F6)."));
      g_strv_builder_add (lines, _("High: 7 to 13 tricks, with a trump suit or no trump, to be taken exactly (rule F7)."));
      g_strv_builder_add (lines, _("Low: 0 to 6 tricks, with a trump suit or no trump, to be taken exactly (rule F8)."));
      g_strv_builder_add (lines, _("Dump: a suit, played at no trump, taking as many tricks as you can without a single card of that suit (rule F9)."));
      g_strv_builder_add (lines, _("The tricks of your hand and the dummy’s count together (rule F17)."));
      return g_strv_builder_end (lines);
    }

  if (state->phase != FL_FLUNK_PHASE_PLAY)
    return NULL;
  hand = state->to_play;
  if ((int) fl_flunk_hand_owner (state, hand) != seat)
    return NULL;

  if (hand == FL_FLUNK_DUMMY)
    g_strv_builder_add (lines, _("It is the dummy’s turn, and as the dealer you choose its card (rule F14)."));

  if (state->n_played == 0)
    {
      if (state->trick == 0)
        g_strv_builder_add (lines, _("This hand leads to the first trick, with any of its cards (rule F10)."));
      else
        g_strv_builder_add (lines, _("This hand won the last trick, so it leads to this one, with any of its cards (rule F15)."));
      return g_strv_builder_end (lines);
    }

  led = FL_STD_SUIT (state->played[state->trick][0]);
  cards = state->hands[hand];
  if (cards & FL_STD_SUIT_MASK (led))
    {
      g_strv_builder_add (lines, suit_led_sentence (led));
      return g_strv_builder_end (lines);
    }

  g_strv_builder_add (lines, void_sentence (led));
  if (state->type != FL_FLUNK_DUMP && state->suit < FL_FLUNK_NO_TRUMP
      && (cards & FL_STD_SUIT_MASK (state->suit)))
    g_strv_builder_add (lines, trump_sentence (state->suit));
  return g_strv_builder_end (lines);
}

/* How the declarer's score was reached. The same English serves the score
 * as it happened (@past, an event: the catalogue's context "event") and as
 * a result still possible or given (the tutor's status, the command line). */
static char *
explain_score (FlFlunkContractType type,
               guint               bid,
               guint               suit,
               guint               tricks,
               guint               dump_cards,
               int                 score,
               FlFlunkScoreRule    rule,
               gboolean            past)
{
  g_autofree char *contract = fl_flunk_describe_contract (type, bid, suit);
  int unit = suit == FL_FLUNK_NO_TRUMP ? 15 : 10;
  guint off = tricks > bid ? tricks - bid : bid - tricks;
  int exact = 0;

  if (rule == FL_FLUNK_SCORE_FLUNK || rule == FL_FLUNK_SCORE_SLAM_FLUNK)
    exact = fl_flunk_score (type, bid, suit, bid, 0, NULL);

  switch (rule)
    {
    case FL_FLUNK_SCORE_EXACT:
      if (type == FL_FLUNK_HIGH)
        return g_strdup_printf (past
                                /* Translators: %1$s is a contract; then tricks, points per trick and the score. */
                                ? C_("event", "%1$s made exactly: %2$u tricks at %3$d points each score %4$d (rule S1).")
                                /* Translators: %1$s is a contract; then tricks, points per trick and the score. */
                                : _("%1$s made exactly: %2$u tricks at %3$d points each score %4$d (rule S1)."),
                                contract, tricks, unit, score);
      return g_strdup_printf (past
                              /* Translators: %1$s is a Low contract; then the tricks not taken, points per trick and the score. */
                              ? C_("event", "%1$s made exactly: the %2$u tricks not taken score %3$d points each, %4$d in all (rule S4).")
                              : _("%1$s made exactly: the %2$u tricks not taken score %3$d points each, %4$d in all (rule S4)."),
                              contract, 13 - tricks, unit, score);

    case FL_FLUNK_SCORE_SLAM:
      return g_strdup_printf (past
                              /* Translators: %1$s is a contract, %2$d its slam score. */
                              ? C_("event", "%1$s made exactly: a slam, which scores %2$d (rule S7).")
                              /* Translators: %1$s is a contract, %2$d its slam score. */
                              : _("%1$s made exactly: a slam, which scores %2$d (rule S7)."),
                              contract, score);

    case FL_FLUNK_SCORE_MISSED:
      if (type == FL_FLUNK_HIGH)
        return g_strdup_printf (past
                                ? fl_npgettext ("event",
                                                "%1$s missed: %2$u trick short, at minus %3$d each, scores %4$d (rule S2).",
                                                "%1$s missed: %2$u tricks short, at minus %3$d each, score %4$d (rule S2).",
                                                off)
                                : g_dngettext (GETTEXT_PACKAGE,
                                               "%1$s missed: %2$u trick short, at minus %3$d each, scores %4$d (rule S2).",
                                               "%1$s missed: %2$u tricks short, at minus %3$d each, score %4$d (rule S2).",
                                               off),
                                contract, off, unit, score);
      return g_strdup_printf (past
                              ? fl_npgettext ("event",
                                              "%1$s missed: %2$u trick too many, at minus %3$d each, scores %4$d (rule S5).",
                                              "%1$s missed: %2$u tricks too many, at minus %3$d each, score %4$d (rule S5).",
                                              off)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s missed: %2$u trick too many, at minus %3$d each, scores %4$d (rule S5).",
                                             "%1$s missed: %2$u tricks too many, at minus %3$d each, score %4$d (rule S5).",
                                             off),
                              contract, off, unit, score);

    case FL_FLUNK_SCORE_FLUNK:
    case FL_FLUNK_SCORE_SLAM_FLUNK:
      if (type == FL_FLUNK_HIGH)
        return g_strdup_printf (past
                                ? fl_npgettext ("event",
                                                "Flunk: %2$u trick more than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S3).",
                                                "Flunk: %2$u tricks more than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S3).",
                                                off)
                                : g_dngettext (GETTEXT_PACKAGE,
                                               "Flunk: %2$u trick more than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S3).",
                                               "Flunk: %2$u tricks more than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S3).",
                                               off),
                                contract, off, exact, score);
      return g_strdup_printf (past
                              ? fl_npgettext ("event",
                                              "Flunk: %2$u trick fewer than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S6).",
                                              "Flunk: %2$u tricks fewer than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S6).",
                                              off)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "Flunk: %2$u trick fewer than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S6).",
                                             "Flunk: %2$u tricks fewer than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S6).",
                                             off),
                              contract, off, exact, score);

    case FL_FLUNK_SCORE_DUMP_CLEAN:
      return g_strdup_printf (past
                              ? fl_npgettext ("event",
                                              "%1$s made: %2$u trick without a card of the dump suit, at 30 points, scores %3$d (rule S8).",
                                              "%1$s made: %2$u tricks without a card of the dump suit, at 30 points each, score %3$d (rule S8).",
                                              tricks)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s made: %2$u trick without a card of the dump suit, at 30 points, scores %3$d (rule S8).",
                                             "%1$s made: %2$u tricks without a card of the dump suit, at 30 points each, score %3$d (rule S8).",
                                             tricks),
                              contract, tricks, score);

    case FL_FLUNK_SCORE_DUMP_FAILED:
      return g_strdup_printf (past
                              ? fl_npgettext ("event",
                                              "%1$s failed: %2$u card of the dump suit taken, at minus 10, scores %3$d (rule S9).",
                                              "%1$s failed: %2$u cards of the dump suit taken, at minus 10 each, score %3$d (rule S9).",
                                              dump_cards)
                              : g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s failed: %2$u card of the dump suit taken, at minus 10, scores %3$d (rule S9).",
                                             "%1$s failed: %2$u cards of the dump suit taken, at minus 10 each, score %3$d (rule S9).",
                                             dump_cards),
                              contract, dump_cards, score);

    case FL_FLUNK_SCORE_DUMP_NO_TRICKS:
    default:
      return g_strdup_printf (past
                              /* Translators: %s is a Dump contract. */
                              ? C_("event", "%s flunked: no trick was taken, so it scores 0 (rule S10).")
                              /* Translators: %s is a Dump contract. */
                              : _("%s flunked: no trick was taken, so it scores 0 (rule S10)."),
                              contract);
    }
}

/**
 * fl_flunk_explain_score:
 *
 * Returns: (transfer full): one or two sentences saying how the declarer's
 * score for a hand was reached, naming the rule
 */
char *
fl_flunk_explain_score (FlFlunkContractType type,
                        guint               bid,
                        guint               suit,
                        guint               tricks,
                        guint               dump_cards,
                        int                 score,
                        FlFlunkScoreRule    rule)
{
  return explain_score (type, bid, suit, tricks, dump_cards, score, rule, FALSE);
}

/* fl_flunk_explain_score() said to the declarer, who made or missed the
 * contract: the same rules cited, in the second person. */
static char *
explain_own_score (FlFlunkContractType type,
                   guint               bid,
                   guint               suit,
                   guint               tricks,
                   guint               dump_cards,
                   int                 score,
                   FlFlunkScoreRule    rule)
{
  g_autofree char *contract = fl_flunk_describe_contract (type, bid, suit);
  int unit = suit == FL_FLUNK_NO_TRUMP ? 15 : 10;
  guint off = tricks > bid ? tricks - bid : bid - tricks;
  int exact = 0;

  if (rule == FL_FLUNK_SCORE_FLUNK || rule == FL_FLUNK_SCORE_SLAM_FLUNK)
    exact = fl_flunk_score (type, bid, suit, bid, 0, NULL);

  switch (rule)
    {
    case FL_FLUNK_SCORE_EXACT:
      if (type == FL_FLUNK_HIGH)
        /* Translators: said to the declarer; %1$s is a contract such as
         * “High 9 with clubs as trumps”, %2$u the tricks taken, %3$d the
         * points per trick, %4$d the score. */
        return g_strdup_printf (C_("event", "You made %1$s exactly: %2$u tricks at %3$d points each score %4$d (rule S1)."),
                                contract, tricks, unit, score);
      /* Translators: said to the declarer; %1$s is a Low contract, %2$u the
       * tricks not taken, %3$d the points per trick, %4$d the score. */
      return g_strdup_printf (C_("event", "You made %1$s exactly: the %2$u tricks you did not take score %3$d points each, %4$d in all (rule S4)."),
                              contract, 13 - tricks, unit, score);

    case FL_FLUNK_SCORE_SLAM:
      /* Translators: said to the declarer; %1$s is a contract, %2$d its
       * slam score. */
      return g_strdup_printf (C_("event", "You made %1$s exactly: a slam, which scores %2$d (rule S7)."), contract, score);

    case FL_FLUNK_SCORE_MISSED:
      if (type == FL_FLUNK_HIGH)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the declarer; %1$s is a contract,
                                               * %2$u the tricks missing, %3$d the points per trick,
                                               * %4$d the score. */
                                              "You missed %1$s: %2$u trick short, at minus %3$d each, scores %4$d (rule S2).",
                                              "You missed %1$s: %2$u tricks short, at minus %3$d each, score %4$d (rule S2).",
                                              off),
                                contract, off, unit, score);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the declarer; %1$s is a contract,
                                             * %2$u the tricks taken too many, %3$d the points per
                                             * trick, %4$d the score. */
                                            "You missed %1$s: %2$u trick too many, at minus %3$d each, scores %4$d (rule S5).",
                                            "You missed %1$s: %2$u tricks too many, at minus %3$d each, score %4$d (rule S5).",
                                            off),
                              contract, off, unit, score);

    case FL_FLUNK_SCORE_FLUNK:
    case FL_FLUNK_SCORE_SLAM_FLUNK:
      if (type == FL_FLUNK_HIGH)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the declarer; %1$s is a contract,
                                               * %2$u the tricks taken beyond it, %3$d the contract's
                                               * score, %4$d the score after halving. */
                                              "Flunk: you took %2$u trick more than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S3).",
                                              "Flunk: you took %2$u tricks more than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S3).",
                                              off),
                                contract, off, exact, score);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the declarer; %1$s is a contract,
                                             * %2$u the tricks taken short of it, %3$d the contract's
                                             * score, %4$d the score after halving. */
                                            "Flunk: you took %2$u trick fewer than %1$s, so its score of %3$d is halved once, rounding down, to %4$d (rule S6).",
                                            "Flunk: you took %2$u tricks fewer than %1$s, so its score of %3$d is halved that many times, rounding down, to %4$d (rule S6).",
                                            off),
                              contract, off, exact, score);

    case FL_FLUNK_SCORE_DUMP_CLEAN:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the declarer; %1$s is a Dump
                                             * contract, %2$u the tricks taken, %3$d the score. */
                                            "You made %1$s: %2$u trick without a card of the dump suit, at 30 points, scores %3$d (rule S8).",
                                            "You made %1$s: %2$u tricks without a card of the dump suit, at 30 points each, score %3$d (rule S8).",
                                            tricks),
                              contract, tricks, score);

    case FL_FLUNK_SCORE_DUMP_FAILED:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the declarer; %1$s is a Dump
                                             * contract, %2$u the cards of the dump suit taken,
                                             * %3$d the score. */
                                            "You failed %1$s: you took %2$u card of the dump suit, at minus 10, which scores %3$d (rule S9).",
                                            "You failed %1$s: you took %2$u cards of the dump suit, at minus 10 each, which score %3$d (rule S9).",
                                            dump_cards),
                              contract, dump_cards, score);

    case FL_FLUNK_SCORE_DUMP_NO_TRICKS:
    default:
      /* Translators: said to the declarer; %s is a Dump contract. */
      return g_strdup_printf (C_("event", "You flunked %s: you took no trick, so it scores 0 (rule S10)."), contract);
    }
}

/* A contract or a card, as the tutor's hints name them (rules.h). */
char *
_fl_flunk_name_action (const void     *state,
                       const FlAction *action)
{
  if (action->kind == FL_ACTION_DECLARE)
    return fl_flunk_describe_contract (action->values[0], action->values[1], action->values[2]);
  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1)
    return card_label (action->cards[0]);
  if (action->kind == FL_ACTION_CONTINUE)
    /* Translators: the name of the move that deals the next hand, as a
     * hint or a review names a move. */
    return g_strdup (C_("move", "the next hand"));
  return g_strdup (_("an action Flunk does not have"));
}

/* The tutor's "Where the hand stands", from any seat's observation
 * (rules.h): the contract, the declarer's tricks so far, and what the
 * results still possible nearest the contract would score. */
char **
_fl_flunk_explain_status (const void *data,
                          int         seat)
{
  const FlFlunkState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  g_autofree char *contract = NULL;
  g_autofree char *dealer = NULL;
  guint taken, left;

  if (state->phase != FL_FLUNK_PHASE_PLAY)
    return NULL;

  contract = fl_flunk_describe_contract (state->type, state->bid, state->suit);
  dealer = fl_flunk_hand_name (state, state->dealer);
  taken = fl_flunk_declarer_tricks (state);
  left = FL_FLUNK_N_TRICKS - state->trick;

  if (seat == state->dealer)
    /* Translators: %s is a contract such as “High 9 with hearts as trumps”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("You declared %s."), contract));
  else
    /* Translators: %1$s is the dealer, %2$s a contract. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s declared %2$s and plays against you and the other opponent."),
                                       dealer, contract));
  if (seat == state->dealer)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    /* Translators: said to the declarer; %u is a number
                                                     * of tricks. */
                                                    "You have taken %u trick so far, counting yours and the dummy’s together (rule F17).",
                                                    "You have taken %u tricks so far, counting yours and the dummy’s together (rule F17).",
                                                    taken), taken));
  else
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                    "The declarer has taken %u trick so far, counting the dealer’s and the dummy’s together (rule F17).",
                                                    "The declarer has taken %u tricks so far, counting the dealer’s and the dummy’s together (rule F17).",
                                                    taken), taken));
  fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                  "%u trick is still to be played.",
                                                  "%u tricks are still to be played.",
                                                  left), left));

  if (state->type == FL_FLUNK_DUMP)
    {
      FlCardSet won = state->won[state->dealer] | state->won[FL_FLUNK_DUMMY];
      guint dump_cards = fl_card_set_count (won & FL_STD_SUIT_MASK (state->suit));
      FlFlunkScoreRule rule;
      int score = fl_flunk_score (state->type, state->bid, state->suit, taken, dump_cards, &rule);

      /* Translators: followed by a sentence on the score, such as
       * “Dump hearts made: 4 tricks … score 120 (rule S8).” */
      g_strv_builder_add (lines, _("If the hand ended now, it would score:"));
      fl_strv_builder_add_owned (lines, fl_flunk_explain_score (state->type, state->bid, state->suit, taken, dump_cards,
                                                score, rule));
      return g_strv_builder_end (lines);
    }

  /* The exact result, and one trick either side of it, where the tricks
   * left still allow them. */
  if (state->bid >= taken && state->bid <= taken + left)
    {
      /* Translators: followed by sentences on the scores of the results
       * still possible. */
      g_strv_builder_add (lines, _("What the results nearest the contract, of those still possible, would score:"));
    }
  else
    g_strv_builder_add (lines, _("The contract can no longer be made exactly. What the nearest results still possible would score:"));
  for (int tricks = (int) state->bid - 1; tricks <= (int) state->bid + 1; tricks++)
    {
      FlFlunkScoreRule rule;
      int score;

      if (tricks < (int) taken || tricks > (int) (taken + left))
        continue;
      score = fl_flunk_score (state->type, state->bid, state->suit, (guint) tricks, 0, &rule);
      fl_strv_builder_add_owned (lines, fl_flunk_explain_score (state->type, state->bid, state->suit, (guint) tricks, 0,
                                                score, rule));
    }
  return g_strv_builder_end (lines);
}

/* Events, to @viewer (rules.h): the second person where the event is about
 * @viewer, the dummy's cards included for the dealer who plays them. */
char *
_fl_flunk_describe_event (const FlEvent *event,
                          int            viewer)
{
  FlFlunkState names = { 0 };
  gboolean you = viewer >= 0 && event->seat == viewer;

  switch ((FlFlunkEventKind) event->kind)
    {
    case FL_FLUNK_EVENT_DEAL:
      {
        g_autofree char *dealer = fl_flunk_hand_name (&names, (guint) event->seat);

        if (you)
          /* Translators: said to the dealer; %d is the deal's number. */
          return g_strdup_printf (C_("event", "Deal %d: you deal and will declare."), event->values[0]);

        /* Translators: %1$d is the deal's number, %2$s the dealer. */
        return g_strdup_printf (C_("event", "Deal %1$d: %2$s deals and will declare."), event->values[0], dealer);
      }

    case FL_FLUNK_EVENT_CONTRACT:
      {
        g_autofree char *dealer = fl_flunk_hand_name (&names, (guint) event->seat);
        g_autofree char *contract = fl_flunk_describe_contract (event->values[0], event->values[1],
                                                                event->values[2]);

        if (you)
          /* Translators: said to the dealer; %s is a contract such as “High 9
           * at no trump”. */
          return g_strdup_printf (C_("event", "You declare %s."), contract);

        return g_strdup_printf (C_("event", "%1$s declares %2$s."), dealer, contract);
      }

    case FL_FLUNK_EVENT_PLAY:
      {
        g_autofree char *card = card_label (event->cards[0]);

        if (event->seat == FL_FLUNK_DUMMY)
          {
            if (viewer >= 0 && event->values[0] == viewer)
              /* Translators: said to the dealer, who plays the dummy's
               * cards; %s is a card such as “Q♠”. */
              return g_strdup_printf (C_("event", "You play %s from the dummy."), card);

            /* Translators: %s is a card such as “Q♠”. */
            return g_strdup_printf (C_("event", "The dummy plays %s."), card);
          }
        else if (you)
          /* Translators: said to the player; %s is a card such as “Q♠”. */
          return g_strdup_printf (C_("event", "You play %s."), card);
        else
          {
            g_autofree char *who = fl_flunk_hand_name (&names, (guint) event->seat);

            return g_strdup_printf (C_("event", "%1$s plays %2$s."), who, card);
          }
      }

    case FL_FLUNK_EVENT_TRICK:
      {
        guint position = fl_flunk_trick_winner (event->cards, (guint) event->values[3], NULL);
        g_autofree char *card = card_label (event->cards[position]);

        if (event->seat == FL_FLUNK_DUMMY)
          {
            if (viewer >= 0 && event->values[4] == viewer)
              {
                if (event->reason == FL_FLUNK_TRICK_HIGHEST_TRUMP)
                  /* Translators: said to the dealer, whose tricks the dummy's
                   * count with; %s is the winning card. */
                  return g_strdup_printf (C_("event", "The dummy wins the trick for you with %s, the highest trump (rule F12)."), card);
                /* Translators: said to the dealer, whose tricks the dummy's
                 * count with; %s is the winning card. */
                return g_strdup_printf (C_("event", "The dummy wins the trick for you with %s, the highest card of the suit led (rule F12)."), card);
              }
            if (event->reason == FL_FLUNK_TRICK_HIGHEST_TRUMP)
              /* Translators: %s is the winning card. */
              return g_strdup_printf (C_("event", "The dummy wins the trick with %s, the highest trump (rule F12)."), card);
            return g_strdup_printf (C_("event", "The dummy wins the trick with %s, the highest card of the suit led (rule F12)."), card);
          }
        else if (you)
          {
            if (event->reason == FL_FLUNK_TRICK_HIGHEST_TRUMP)
              /* Translators: said to the winner; %s is the winning card. */
              return g_strdup_printf (C_("event", "You win the trick with %s, the highest trump (rule F12)."), card);
            /* Translators: said to the winner; %s is the winning card. */
            return g_strdup_printf (C_("event", "You win the trick with %s, the highest card of the suit led (rule F12)."), card);
          }
        else
          {
            g_autofree char *who = fl_flunk_hand_name (&names, (guint) event->seat);

            if (event->reason == FL_FLUNK_TRICK_HIGHEST_TRUMP)
              /* Translators: %1$s is a player, %2$s the winning card. */
              return g_strdup_printf (C_("event", "%1$s wins the trick with %2$s, the highest trump (rule F12)."), who, card);
            return g_strdup_printf (C_("event", "%1$s wins the trick with %2$s, the highest card of the suit led (rule F12)."), who, card);
          }
      }

    case FL_FLUNK_EVENT_SCORE:
      if (you)
        return explain_own_score (event->values[2], event->values[3], event->values[4],
                                  event->values[1], event->values[5], event->values[0], event->reason);
      return explain_score (event->values[2], event->values[3], event->values[4],
                            event->values[1], event->values[5], event->values[0], event->reason, TRUE);

    case FL_FLUNK_EVENT_OPPONENTS:
      if (you)
        /* Translators: said to the declarer; %d is a number of points. */
        return g_strdup_printf (C_("event", "Each of your opponents scores %d, your penalty as declarer (house rule)."),
                                event->values[0]);
      if (viewer >= 0 && viewer < FL_FLUNK_N_PLAYERS)
        /* Translators: said to an opponent of the declarer; %d is a number
         * of points. */
        return g_strdup_printf (C_("event", "You and the other opponent each score %d, the declarer’s penalty (house rule)."),
                                event->values[0]);
      /* Translators: %d is a number of points. */
      return g_strdup_printf (C_("event", "Each opponent scores %d, the declarer’s penalty (house rule)."), event->values[0]);

    case FL_FLUNK_EVENT_GAME_OVER:
      if (event->seat < 0)
        return g_strdup (C_("event", "The rubber is over and the highest total is shared."));
      else if (you)
        /* Translators: said to the winner; %d is their total. */
        return g_strdup_printf (C_("event", "The rubber is over: you win with %d."), event->values[event->seat]);
      else
        {
          g_autofree char *who = fl_flunk_hand_name (&names, (guint) event->seat);

          /* Translators: %1$s is the winner, %2$d their total. */
          return g_strdup_printf (C_("event", "The rubber is over: %1$s wins with %2$d."), who, event->values[event->seat]);
        }

    case FL_FLUNK_N_EVENTS:
    default:
      return g_strdup ("");
    }
}
