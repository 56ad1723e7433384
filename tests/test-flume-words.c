/* test-flume-words.c: Flume's sentences: moves, refusals, events, and the
 * tutor's options and status
 *
 * Source: ../shared/seeds/004_f9037957e61a6a53.txt, cited as "004";
 * seeds/flume.md restates it with the rule labels every sentence cites and
 * works the examples these cases replay. The facts each sentence must
 * carry (the card, the rule label, the numbers) are worked out from those
 * rules and examples, never copied from the sentences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <stdarg.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"
#include "flume/fl-flume-words.h"

/* ---- Helpers ------------------------------------------------------------ */

/* D2 and fl-flume-rules.h: card = suit * 11 + index, the index running
 * 2, 5, 6, 7, 8, 9, 10, J, Q, K, A; then the low and the high joker. "HJ"
 * and "LJ" are the jokers, else a rank and a suit letter: "10H", "JD". */
static FlCard
card (const char *text)
{
  static const char *const ranks[] = { "2", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A" };
  static const char suits[] = "CDHS";
  gsize len = strlen (text);

  if (g_str_equal (text, "LJ"))
    return 44;
  if (g_str_equal (text, "HJ"))
    return 45;
  for (guint s = 0; s < 4; s++)
    if (text[len - 1] == suits[s])
      for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
        if (strlen (ranks[r]) == len - 1 && strncmp (text, ranks[r], len - 1) == 0)
          return (FlCard) (s * 11 + r);
  g_error ("no such card: %s", text);
}

/* The label a sentence names a card by, "A♥" for "AH". */
static char *
label (const char *text)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), card (text));
}

static FlCardSet
hand (const char *cards)
{
  g_auto(GStrv) words = g_strsplit (cards, " ", -1);
  FlCardSet set = 0;

  for (guint i = 0; words[i] != NULL; i++)
    set |= FL_CARD_SET_BIT (card (words[i]));
  return set;
}

static void
new_game (FlFlumeState *state,
          guint         players,
          guint         discards)
{
  FlOptions options;

  fl_rules_default_options (&fl_flume_rules, &options);
  options.values[FL_FLUME_OPTION_PLAYERS] = (int) players;
  options.values[FL_FLUME_OPTION_DISCARDS] = (int) discards;
  fl_flume_rules.new_game (state, &options, 7);
}

static void
deal (FlFlumeState      *state,
      const char *const *hands)
{
  FlDeal d = { .n_hands = state->n_players };

  for (guint s = 0; s < state->n_players; s++)
    d.hands[s] = fl_cards_from_set (hand (hands[s]));
  g_assert_true (fl_flume_rules.set_deal (state, &d));
}

/* Applies one action; its events are kept in @events when given. */
static void
act (FlFlumeState *state,
     FlActionKind  kind,
     int           value,
     const char   *cards,
     FlEvents     *events)
{
  FlAction action;
  FlIllegal why;
  FlEvents scratch;

  fl_action_init (&action, kind, fl_flume_rules.current_seat (state));
  action.values[0] = (gint16) value;
  if (cards != NULL && cards[0] != '\0')
    {
      g_auto(GStrv) words = g_strsplit (cards, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        action.cards[action.n_cards++] = card (words[i]);
    }
  if (!fl_flume_rules.check_action (state, &action, &why))
    g_error ("refused: rule %u", why.rule);
  if (events == NULL)
    events = &scratch;
  events->n_events = 0;
  fl_flume_rules.apply (state, &action, events);
}

/* A hand dealt @hands, bid 3 by the dealer's left, the others passing
 * (B1), with @trump named (B2): the second deal begins. */
static void
to_the_discards (FlFlumeState      *state,
                 guint              players,
                 const char *const *hands,
                 FlSuit             trump)
{
  new_game (state, players, FL_FLUME_DISCARDS_NON_TRUMPS);
  deal (state, hands);
  act (state, FL_ACTION_BID, 3, NULL, NULL);
  for (guint s = 1; s < players; s++)
    act (state, FL_ACTION_PASS, 0, NULL, NULL);
  act (state, FL_ACTION_CHOOSE_SUIT, trump, NULL, NULL);
}

/* to_the_discards(), then nobody discards (and five-handed the bidder
 * plays alone): the first trick begins. */
static void
to_the_play (FlFlumeState      *state,
             guint              players,
             const char *const *hands,
             FlSuit             trump)
{
  to_the_discards (state, players, hands, trump);
  for (guint s = 0; s < players; s++)
    act (state, FL_ACTION_DISCARD, 0, NULL, NULL);
  if (players == 5)
    act (state, FL_ACTION_CALL_CARD, 0, NULL, NULL);
}

/* The discard of every card the player to act holds. */
static void
whole_hand_discard (const FlFlumeState *state,
                    FlAction           *action)
{
  int seat = fl_flume_rules.current_seat (state);

  fl_action_init (action, FL_ACTION_DISCARD, seat);
  for (FlCardSet h = state->hands[seat]; h; h &= h - 1)
    action->cards[action->n_cards++] = fl_card_set_lowest (h);
}

/* Why @action would be refused, in words. */
static char *
refusal (const FlFlumeState *state,
         FlActionKind        kind,
         int                 value,
         const char         *cards,
         guint               expected_rule)
{
  FlAction action;
  FlIllegal why;

  fl_action_init (&action, kind, fl_flume_rules.current_seat (state));
  action.values[0] = (gint16) value;
  if (cards != NULL)
    {
      g_auto(GStrv) words = g_strsplit (cards, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        action.cards[action.n_cards++] = card (words[i]);
    }
  g_assert_false (fl_flume_rules.check_action (state, &action, &why));
  g_assert_cmpuint (why.rule, ==, expected_rule);
  return _fl_flume_explain_illegal (state, &why);
}

/* The sentence @viewer is told for @event. */
static char *
told (const FlEvent *event,
      int            viewer)
{
  FlEvent seen;

  g_assert_true (fl_rules_see_event (event, viewer, &seen));
  return _fl_flume_describe_event (&seen, viewer);
}

static char **
options_of (const FlFlumeState *state,
            int                 seat)
{
  FlFlumeState observation;

  fl_flume_rules.observe (state, seat, &observation);
  return _fl_flume_explain_options (&observation, seat);
}

static char **
status_of (const FlFlumeState *state,
           int                 seat)
{
  FlFlumeState observation;

  fl_flume_rules.observe (state, seat, &observation);
  return _fl_flume_explain_status (&observation, seat);
}

/* Asserts that @viewer is told of @event a sentence holding each of the
 * texts that follow, up to NULL. */
static void
assert_told (const FlEvent *event,
             int            viewer,
             ...)
{
  g_autofree char *text = told (event, viewer);
  va_list parts;

  va_start (parts, viewer);
  for (const char *part = va_arg (parts, const char *); part != NULL; part = va_arg (parts, const char *))
    fl_test_assert_has (text, part);
  va_end (parts);
}

static void
assert_lines_have (char *const *lines,
                   const char  *part)
{
  g_assert_nonnull (lines);
  if (!fl_test_lines_contain (lines, part))
    {
      g_autofree char *all = g_strjoinv ("\n", (char **) lines);

      g_error ("no line says “%s”:\n%s", part, all);
    }
}

/* The worked hand of seeds/flume.md, "the game point tied, the bid lost":
 * four-handed, seat 0 deals, seat 2 bids 4 and names hearts, nobody
 * discards, so the 22 cards of the stock (10♥ and Q♥ among them) are out
 * of play. */
static const char *const tied_hands[] = {
  "AH 9D 5D 2C 6C 5S",
  "JD 2H 10S QD 7C 8S",
  "KH JH HJ AC 8D 9C",
  "7H LJ QS 10D KC 10C",
};

/* The tricks in play order, the leader first: seat 1 leads the first. */
static const char *const tied_tricks[6][4] = {
  { "QD", "8D", "10D", "5D" },
  { "10S", "9C", "QS", "5S" },
  { "KC", "2C", "7C", "AC" },
  { "KH", "7H", "AH", "2H" },
  { "6C", "8S", "JH", "10C" },
  { "HJ", "LJ", "9D", "JD" },
};

/* A five-handed deal for the call (V2-V4) and the second deal's secrets
 * (X1): seat 4 holds six hearts. */
static const char *const five_hands[] = {
  "AC KC 6D 7D 8D 9S",
  "AD 2C 6C 5S 7S 8S",
  "JD 9D 5C 8C 10C QC",
  "9C 5D 2S 10S QS KS",
  "AH KH QH JH 10H 9H",
};

static void
tied_hand_to_play (FlFlumeState *state,
                   FlEvents     *log,
                   guint         n_log)
{
  new_game (state, 4, FL_FLUME_DISCARDS_NON_TRUMPS);
  deal (state, tied_hands);
  act (state, FL_ACTION_PASS, 0, NULL, n_log > 0 ? &log[0] : NULL);
  act (state, FL_ACTION_BID, 4, NULL, n_log > 1 ? &log[1] : NULL);
  act (state, FL_ACTION_PASS, 0, NULL, NULL);
  act (state, FL_ACTION_PASS, 0, NULL, n_log > 2 ? &log[2] : NULL);
  act (state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL, n_log > 3 ? &log[3] : NULL);
  for (guint s = 0; s < 4; s++)
    act (state, FL_ACTION_DISCARD, 0, NULL, n_log > 4 ? &log[4] : NULL);
}

static void
play_tricks (FlFlumeState *state,
             guint         n_tricks,
             FlEvents     *last)
{
  for (guint t = 0; t < n_tricks; t++)
    for (guint i = 0; i < 4; i++)
      act (state, FL_ACTION_PLAY, 0, tied_tricks[t][i], last);
}

/* ---- Moves -------------------------------------------------------------- */

static void
test_actions (void)
{
  FlFlumeState state;
  FlAction action;
  g_autofree char *seven = label ("7C");
  g_autofree char *nine = label ("9D");
  g_autofree char *king = label ("KS");
  g_autofree char *ace = label ("AH");
  struct { FlActionKind kind; int value; const char *cards; const char *name; const char *sentence; } cases[] = {
    { FL_ACTION_BID, 4, NULL, "bid 4", "Player 2 bids 4." },
    { FL_ACTION_PASS, 0, NULL, "a pass", "Player 2 passes." },
    { FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL, "hearts as trumps", "Player 2 names hearts as trumps." },
    { FL_ACTION_DISCARD, 0, "", "keep your hand", "Player 2 keeps their hand." },
    { FL_ACTION_CALL_CARD, 0, "", "play alone", "Player 2 plays alone." },
    { FL_ACTION_CONTINUE, 0, NULL, "the next hand", "Player 2 deals the next hand." },
  };

  new_game (&state, 4, FL_FLUME_DISCARDS_NON_TRUMPS);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = NULL;
      g_autofree char *sentence = NULL;

      fl_action_init (&action, cases[i].kind, 1);
      action.values[0] = (gint16) cases[i].value;
      name = _fl_flume_name_action (&state, &action);
      sentence = _fl_flume_describe_action (&state, &action);
      g_assert_cmpstr (name, ==, cases[i].name);
      g_assert_cmpstr (sentence, ==, cases[i].sentence);
    }

  /* Three cards discarded, named lowest first as the pack orders them:
   * clubs, diamonds, hearts, spades. */
  {
    g_autofree char *name = NULL;
    g_autofree char *expected = g_strdup_printf ("discard 3 cards: %s %s %s", seven, nine, king);

    fl_action_init (&action, FL_ACTION_DISCARD, 1);
    action.cards[action.n_cards++] = card ("KS");
    action.cards[action.n_cards++] = card ("7C");
    action.cards[action.n_cards++] = card ("9D");
    name = _fl_flume_name_action (&state, &action);
    g_assert_cmpstr (name, ==, expected);
  }
  {
    g_autofree char *name = NULL;
    g_autofree char *expected = g_strdup_printf ("call %s", ace);

    fl_action_init (&action, FL_ACTION_CALL_CARD, 0);
    action.cards[action.n_cards++] = card ("AH");
    name = _fl_flume_name_action (&state, &action);
    g_assert_cmpstr (name, ==, expected);
  }
  {
    g_autofree char *name = NULL;
    g_autofree char *jack = label ("JD");

    fl_action_init (&action, FL_ACTION_PLAY, 0);
    action.cards[action.n_cards++] = card ("JD");
    name = _fl_flume_name_action (&state, &action);
    g_assert_cmpstr (name, ==, jack);
  }
}

/* ---- Refusals ----------------------------------------------------------- */

static void
test_refusals (void)
{
  FlFlumeState state;
  FlIllegal why = { 0 };
  guint covered[FL_FLUME_N_ILLEGAL] = { 0 };
  char *text;

#define CHECK(rule, expr, ...) \
  G_STMT_START { \
    const char *parts[] = { __VA_ARGS__, NULL }; \
    text = (expr); \
    for (guint p_ = 0; parts[p_] != NULL; p_++) \
      fl_test_assert_has (text, parts[p_]); \
    covered[rule]++; \
    g_free (text); \
  } G_STMT_END

  tied_hand_to_play (&state, NULL, 0);
  /* Now seat 1 leads the first trick (P1). */
  {
    FlFlumeState bidding;

    new_game (&bidding, 4, FL_FLUME_DISCARDS_NON_TRUMPS);
    deal (&bidding, tied_hands);
    /* B1: bids run from 3 to 6. */
    CHECK (FL_FLUME_ILLEGAL_BID_RANGE, refusal (&bidding, FL_ACTION_BID, 7, NULL, FL_FLUME_ILLEGAL_BID_RANGE),
           "from 3 to 6", "not 7", "(rule B1)");
    CHECK (FL_FLUME_ILLEGAL_MUST_BID, refusal (&bidding, FL_ACTION_PLAY, 0, "JD", FL_FLUME_ILLEGAL_MUST_BID),
           "(rule B1)");
    act (&bidding, FL_ACTION_BID, 4, NULL, NULL);
    /* B1: seat 2 must beat 4. */
    CHECK (FL_FLUME_ILLEGAL_BID_TOO_LOW, refusal (&bidding, FL_ACTION_BID, 4, NULL, FL_FLUME_ILLEGAL_BID_TOO_LOW),
           "4, and 4 does not", "(rule B1)");
    act (&bidding, FL_ACTION_PASS, 0, NULL, NULL);
    act (&bidding, FL_ACTION_PASS, 0, NULL, NULL);
    act (&bidding, FL_ACTION_PASS, 0, NULL, NULL);
    /* B2: seat 1 won with 4 and names trumps. */
    CHECK (FL_FLUME_ILLEGAL_MUST_CHOOSE_SUIT,
           refusal (&bidding, FL_ACTION_PASS, 0, NULL, FL_FLUME_ILLEGAL_MUST_CHOOSE_SUIT), "(rule B2)");
    CHECK (FL_FLUME_ILLEGAL_BAD_SUIT, refusal (&bidding, FL_ACTION_CHOOSE_SUIT, 4, NULL, FL_FLUME_ILLEGAL_BAD_SUIT),
           "four suits", "(rule B2)");
    act (&bidding, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL, NULL);
    /* X1: seat 2, on the dealer's left... no, seat 1 discards first. */
    CHECK (FL_FLUME_ILLEGAL_MUST_DISCARD, refusal (&bidding, FL_ACTION_PLAY, 0, "JD", FL_FLUME_ILLEGAL_MUST_DISCARD),
           "(rule X1)");
    {
      g_autofree char *jd = label ("JD");
      g_autofree char *two = label ("2H");

      /* X2, R1: with hearts as trumps J♦ is the left bower, a trump. */
      CHECK (FL_FLUME_ILLEGAL_DISCARD_TRUMP,
             refusal (&bidding, FL_ACTION_DISCARD, 0, "JD", FL_FLUME_ILLEGAL_DISCARD_TRUMP),
             jd, "left bower", "hearts", "cannot be discarded", "(rule X2)");
      CHECK (FL_FLUME_ILLEGAL_DISCARD_TRUMP,
             refusal (&bidding, FL_ACTION_DISCARD, 0, "2H", FL_FLUME_ILLEGAL_DISCARD_TRUMP),
             two, "Trumps cannot be discarded", "(rule X2)");
    }
    CHECK (FL_FLUME_ILLEGAL_NOT_IN_HAND, refusal (&bidding, FL_ACTION_DISCARD, 0, "AS", FL_FLUME_ILLEGAL_NOT_IN_HAND),
           "not in your hand");
  }

  /* X2: a joker is a trump whatever suit is named; seat 2 holds the
   * high joker. */
  {
    FlFlumeState s2;
    g_autofree char *hj = label ("HJ");

    new_game (&s2, 4, FL_FLUME_DISCARDS_NON_TRUMPS);
    deal (&s2, tied_hands);
    act (&s2, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s2, FL_ACTION_BID, 4, NULL, NULL);
    act (&s2, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s2, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s2, FL_ACTION_CHOOSE_SUIT, FL_SUIT_SPADES, NULL, NULL);
    act (&s2, FL_ACTION_DISCARD, 0, NULL, NULL);
    CHECK (FL_FLUME_ILLEGAL_DISCARD_TRUMP, refusal (&s2, FL_ACTION_DISCARD, 0, "HJ", FL_FLUME_ILLEGAL_DISCARD_TRUMP),
           "A joker is always a trump", hj, "(rule X2)");
  }

  /* X3, the worked example "Discard limits": four-handed, seats 1 to 3
   * discard 5, 6 and 6 of the 22, leaving 5 for the dealer. Under
   * `discards` = `any`, so that trumps do not limit them. */
  {
    FlFlumeState s3;
    FlAction action;

    new_game (&s3, 4, FL_FLUME_DISCARDS_ANY);
    deal (&s3, tied_hands);
    act (&s3, FL_ACTION_BID, 3, NULL, NULL);
    act (&s3, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s3, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s3, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s3, FL_ACTION_CHOOSE_SUIT, FL_SUIT_CLUBS, NULL, NULL);
    act (&s3, FL_ACTION_DISCARD, 0, "JD 2H 10S QD 7C", NULL);
    /* Seats 2 and 3 discard their six, whatever the stock gave. */
    whole_hand_discard (&s3, &action);
    fl_flume_rules.apply (&s3, &action, NULL);
    whole_hand_discard (&s3, &action);
    fl_flume_rules.apply (&s3, &action, NULL);
    g_assert_cmpuint (s3.n_stock, ==, 5);
    whole_hand_discard (&s3, &action);
    g_assert_false (fl_flume_rules.check_action (&s3, &action, &why));
    g_assert_cmpuint (why.rule, ==, FL_FLUME_ILLEGAL_DISCARD_TOO_MANY);
    CHECK (FL_FLUME_ILLEGAL_DISCARD_TOO_MANY, _fl_flume_explain_illegal (&s3, &why),
           "only 5 cards", "at most 5", "not 6", "(rule X3)");
  }

  /* P2 in the worked hand: seat 1 leads Q♦; seat 2 holds 8♦ and may
   * play nothing else, a club nor the high joker. */
  {
    g_autofree char *qd = label ("QD");

    act (&state, FL_ACTION_PLAY, 0, "QD", NULL);
    CHECK (FL_FLUME_ILLEGAL_MUST_FOLLOW, refusal (&state, FL_ACTION_PLAY, 0, "9C", FL_FLUME_ILLEGAL_MUST_FOLLOW),
           "diamonds", "must follow", "(rule P2)");
    CHECK (FL_FLUME_ILLEGAL_MUST_FOLLOW, refusal (&state, FL_ACTION_PLAY, 0, "KH", FL_FLUME_ILLEGAL_MUST_FOLLOW),
           "You may not trump", "diamonds", "(rule P2)");
    CHECK (FL_FLUME_ILLEGAL_MUST_FOLLOW, refusal (&state, FL_ACTION_PLAY, 0, "HJ", FL_FLUME_ILLEGAL_MUST_FOLLOW),
           "A joker is always a trump", "diamonds", "(rule P2)");
    CHECK (FL_FLUME_ILLEGAL_NOT_IN_HAND, refusal (&state, FL_ACTION_PLAY, 0, "QD", FL_FLUME_ILLEGAL_NOT_IN_HAND),
           qd, "not in your hand");
    CHECK (FL_FLUME_ILLEGAL_MUST_PLAY, refusal (&state, FL_ACTION_PASS, 0, NULL, FL_FLUME_ILLEGAL_MUST_PLAY), "(rule P1)");
  }

  /* P2 with the left bower, from seeds/flume.md's table "Following the
   * effective suit", hearts as trumps. J♦ led, a player holding 10♥ K♦
   * must play 10♥: the left bower is a trump. K♦ led, a player holding
   * J♦ 9♦ must play 9♦: J♦ is no diamond. */
  {
    static const struct {
      const char *hands[4];
      const char *lead;
      const char *refused;
      const char *suit;
    } cases[] = {
      { { "AC KC 6D 7D 8D 9S", "JD 2C 6C 5S 7S 8S", "10H KD 8C 9C 10C QC", "9D 5D 2S 10S QS KS" },
        "JD", "KD", "trumps were led" },
      { { "AC KC 6D 7D 8D 9S", "KD 2C 6C 5S 7S 8S", "JD 9D 5C 8C 10C QC", "9C 5D 2S 10S QS KS" },
        "KD", "JD", "diamonds" },
    };
    g_autofree char *jd = label ("JD");

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        FlFlumeState follow;

        to_the_play (&follow, 4, cases[i].hands, FL_SUIT_HEARTS);
        act (&follow, FL_ACTION_PLAY, 0, cases[i].lead, NULL);
        CHECK (FL_FLUME_ILLEGAL_MUST_FOLLOW,
               refusal (&follow, FL_ACTION_PLAY, 0, cases[i].refused, FL_FLUME_ILLEGAL_MUST_FOLLOW),
               jd, "left bower", cases[i].suit, "(rule P2)");
      }
  }

  /* V2: five-handed, the bidder may call neither a card in hand nor
   * their own discard. */
  {
    FlFlumeState s6;
    g_autofree char *nine = label ("9C");
    g_autofree char *two = label ("2S");

    new_game (&s6, 5, FL_FLUME_DISCARDS_NON_TRUMPS);
    deal (&s6, five_hands);
    act (&s6, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s6, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s6, FL_ACTION_BID, 4, NULL, NULL);
    act (&s6, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s6, FL_ACTION_PASS, 0, NULL, NULL);
    act (&s6, FL_ACTION_CHOOSE_SUIT, FL_SUIT_SPADES, NULL, NULL);
    act (&s6, FL_ACTION_DISCARD, 0, "AD", NULL);
    act (&s6, FL_ACTION_DISCARD, 0, NULL, NULL);
    act (&s6, FL_ACTION_DISCARD, 0, "9C", NULL);
    act (&s6, FL_ACTION_DISCARD, 0, NULL, NULL);
    act (&s6, FL_ACTION_DISCARD, 0, NULL, NULL);
    g_assert_cmpint (fl_flume_rules.current_seat (&s6), ==, 3);
    CHECK (FL_FLUME_ILLEGAL_MUST_CALL, refusal (&s6, FL_ACTION_PASS, 0, NULL, FL_FLUME_ILLEGAL_MUST_CALL),
           "(rule V2)");
    CHECK (FL_FLUME_ILLEGAL_CALL_OWN_DISCARD, refusal (&s6, FL_ACTION_CALL_CARD, 0, "9C", FL_FLUME_ILLEGAL_CALL_OWN_DISCARD),
           nine, "discarded", "(rule V2)");
    CHECK (FL_FLUME_ILLEGAL_CALL_OWN_CARD, refusal (&s6, FL_ACTION_CALL_CARD, 0, "2S", FL_FLUME_ILLEGAL_CALL_OWN_CARD),
           "You cannot call a card you hold", two, "(rule V2)");
    {
      FlAction a;

      /* Seat 1 may not call for seat 3, the bidder. */
      fl_action_init (&a, FL_ACTION_CALL_CARD, 1);
      g_assert_false (fl_flume_rules.check_action (&s6, &a, &why));
      g_assert_cmpuint (why.rule, ==, FL_FLUME_ILLEGAL_NOT_YOUR_TURN);
      CHECK (FL_FLUME_ILLEGAL_NOT_YOUR_TURN, _fl_flume_explain_illegal (&s6, &why), "Player 4 is to move");
    }
  }

  /* The codes no simple position reaches are explained from the data
   * alone. */
  why = (FlIllegal) { .rule = FL_FLUME_ILLEGAL_GAME_OVER };
  CHECK (FL_FLUME_ILLEGAL_GAME_OVER, _fl_flume_explain_illegal (&state, &why), "game is over");
  why = (FlIllegal) { .rule = FL_FLUME_ILLEGAL_MALFORMED };
  CHECK (FL_FLUME_ILLEGAL_MALFORMED, _fl_flume_explain_illegal (&state, &why), "not one Flume allows");
  why = (FlIllegal) { .rule = FL_FLUME_ILLEGAL_MUST_CONTINUE };
  CHECK (FL_FLUME_ILLEGAL_MUST_CONTINUE, _fl_flume_explain_illegal (&state, &why), "next hand");
  /* A trump played on a plain lead while holding the suit led, the
   * brief's own words: "You may not trump: you hold clubs". */
  why = (FlIllegal) { .rule = FL_FLUME_ILLEGAL_MUST_FOLLOW, .card = card ("5H"), .values = { FL_SUIT_CLUBS, 0, 0 } };
  CHECK (FL_FLUME_ILLEGAL_MUST_FOLLOW, _fl_flume_explain_illegal (&state, &why),
         "You may not trump: you hold clubs", "(rule P2)");

  for (guint rule = 0; rule < FL_FLUME_N_ILLEGAL; rule++)
    if (covered[rule] == 0)
      g_error ("no case explains refusal %u", rule);
#undef CHECK
}

/* ---- Events ------------------------------------------------------------- */

/* Every event of the worked hand, and what its sentences must say. */
static void
test_events_hand (void)
{
  FlFlumeState state;
  FlEvents log[5];
  FlEvents trick_events;
  g_autofree char *ah = label ("AH");
  g_autofree char *two = label ("2H");
  g_autofree char *jh = label ("JH");
  g_autofree char *jd = label ("JD");
  g_autofree char *hj = label ("HJ");
  g_autofree char *lj = label ("LJ");
  g_autofree char *qd = label ("QD");
  char *text;

  tied_hand_to_play (&state, log, 5);

  /* PASS and BID: seat 1 passed, seat 2 bid 4. */
  text = told (fl_test_find_event (&log[0], FL_FLUME_EVENT_PASS, 0), -1);
  g_assert_cmpstr (text, ==, "Player 2 passed.");
  g_free (text);
  text = told (fl_test_find_event (&log[1], FL_FLUME_EVENT_BID, 0), 2);
  g_assert_cmpstr (text, ==, "You bid 4.");
  g_free (text);
  text = told (fl_test_find_event (&log[1], FL_FLUME_EVENT_BID, 0), 0);
  g_assert_cmpstr (text, ==, "Player 3 bid 4.");
  g_free (text);
  /* TRUMP, to the bidder and to the others. */
  assert_told (fl_test_find_event (&log[3], FL_FLUME_EVENT_TRUMP, 0), 2,
               "You named hearts as trumps", "4", "(rule B2)", NULL);
  assert_told (fl_test_find_event (&log[3], FL_FLUME_EVENT_TRUMP, 0), 1,
               "Player 3 named hearts as trumps", NULL);
  /* The dealer, seat 0, discarded nothing last: DISCARD and REFILL. */
  assert_told (fl_test_find_event (&log[4], FL_FLUME_EVENT_DISCARD, 0), 0,
               "You kept your hand", "(rule X1)", NULL);
  assert_told (fl_test_find_event (&log[4], FL_FLUME_EVENT_DISCARD, 0), 3,
               "Player 1 kept their hand", NULL);
  /* X4: all 22 stayed in the stock. */
  assert_told (fl_test_find_event (&log[4], FL_FLUME_EVENT_REFILL, 0), 1, "22 cards remain", NULL);

  /* Trick 1: seat 1 won with Q♦, no trump in it (P4). */
  for (guint i = 0; i < 4; i++)
    act (&state, FL_ACTION_PLAY, 0, tied_tricks[0][i], &trick_events);
  /* The last card of trick 1, seat 0's 5♦, told to seat 2. */
  text = told (fl_test_find_event (&trick_events, FL_FLUME_EVENT_PLAY, 0), 2);
  {
    g_autofree char *five = label ("5D");
    g_autofree char *expected = g_strdup_printf ("Player 1 played %s.", five);

    g_assert_cmpstr (text, ==, expected);
  }
  g_free (text);
  assert_told (fl_test_find_event (&trick_events, FL_FLUME_EVENT_TRICK, 0), 1,
               "You won trick 1", qd, "suit led", "(rule P4)", NULL);

  /* Tricks 2 to 5; trick 4 is won by seat 0's A♥, a trump. */
  for (guint t = 1; t < 5; t++)
    {
      for (guint i = 0; i < 4; i++)
        act (&state, FL_ACTION_PLAY, 0, tied_tricks[t][i], &trick_events);
      if (t == 3)
        {
          assert_told (fl_test_find_event (&trick_events, FL_FLUME_EVENT_TRICK, 0), 2,
                       "Player 1 won trick 4", ah, "highest trump", NULL);
        }
    }

  /* Trick 6: the high joker leads; seat 1 plays J♦, the left bower, as a
   * trump and wins; then the hand is scored. */
  {
    FlEvents events[4];

    for (guint i = 0; i < 4; i++)
      act (&state, FL_ACTION_PLAY, 0, tied_tricks[5][i], &events[i]);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_PLAY, 0), 1,
                 "You played", jd, "left bower", NULL);

    /* S1: A♥, played by seat 0. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 0), 2,
                 "Player 1 played", ah, "high", "(rule S1)", NULL);
    /* S2: 2♥, played by seat 1 into trick 4, which seat 0 took with A♥:
     * still seat 1's, and the words name the taker. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 1), 1,
                 "You played", two, "into the trick Player 1 took", "low is still yours", "your side",
                 "(rule S2)", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 1), 0,
                 "Player 2 played", two, "into the trick you took", "low is still theirs", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 1), -1,
                 "Player 2 played", two, "into the trick Player 1 took", "low is still Player 2’s", NULL);
    /* S3: J♥ taken by seat 2 in trick 5. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 2), -1,
                 "Player 3 took", jh, "right bower", "(rule S3)", NULL);
    /* D1: told to seat 2's partner, seat 0, the point is its side's;
     * told to an opponent, the other side's. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 2), 0,
                 "Player 3 took", jh, "one point to your side", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 2), 3,
                 "Player 3 took", jh, "one point to their side", NULL);
    /* S1: A♥ played by seat 0, told to its partner and to an opponent. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 0), 2,
                 "Player 1 played", ah, "high, one point to your side", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 0), 1,
                 "Player 1 played", ah, "high, one point to their side", NULL);
    /* S2: the low 2♥ of seat 1 into seat 0's trick, told to seat 1's
     * partner, seat 3. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 1), 3,
                 "Player 2 played", two, "into the trick Player 1 took", "low is still Player 2’s",
                 "one point to your side", NULL);
    /* S4, S5: J♦ and both jokers, taken by seat 1 in trick 6. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 3), 3,
                 "Player 2 took", jd, "left bower", "(rule S4)", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 4), 1,
                 "You took", hj, "(rule S5)", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 5), 1, lj, NULL);
    /* S6: 25 card points each, so nobody scores game. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_POINT, 6), 0,
                 "25 card points", "nobody", "(rule S6)", NULL);
    /* S8: seats 1 and 3 (0 and 2) bid 4 and took 2: −4; the others 4. */
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_HAND_SCORE, 0), -1,
                 "Players 1 and 3 bid 4", "took only 2 points", "lost", "scored -4", "opponents scored 4",
                 "(rule S8)", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_HAND_SCORE, 0), 2, "Your side bid 4", NULL);
    assert_told (fl_test_find_event (&events[3], FL_FLUME_EVENT_HAND_SCORE, 0), 3,
                 "your side scored 4", NULL);
  }
}

/* The events the worked hand does not reach, each made as the header
 * says apply() makes it, and what one viewer must be told of it. In
 * @says, "@AS" stands for the label of the card AS. */
static const struct
{
  const char *why;
  guint       kind;
  int         seat;
  guint       reason;
  const char *card;
  int         values[6];
  int         viewer;
  const char *says[5];
} made_events[] = {
  { "D3: hand 3, dealt by seat 1, five-handed: 16 in the stock",
    FL_FLUME_EVENT_DEAL, 1, 0, NULL, { 3, 5, 16 }, 1, { "Hand 3: you dealt", "16", "(rule D3)" } },
  { "D3, told to another seat",
    FL_FLUME_EVENT_DEAL, 1, 0, NULL, { 3, 5, 16 }, 0, { "Hand 3: Player 2 dealt" } },
  { "B3: all passed, the same dealer deals again",
    FL_FLUME_EVENT_THROWN_IN, 0, 0, NULL, { 0 }, 2, { "Player 1 deals again", "(rule B3)" } },
  { "V2: alone by choice",
    FL_FLUME_EVENT_CALL, 3, 0, NULL, { 1 }, 0, { "Player 4 chose to play alone", "(rule V2)" } },
  { "V2: a card called, told to the bidder",
    FL_FLUME_EVENT_CALL, 3, 0, "AS", { 0 }, 3, { "You called", "@AS", "(rule V3)" } },
  { "V3: seat 4 played A♠, called by seat 3, told to the bidder",
    FL_FLUME_EVENT_PARTNER, 4, 0, "AS", { 3 }, 3, { "Player 5 played", "@AS", "your partner" } },
  { "V3, told to an opponent",
    FL_FLUME_EVENT_PARTNER, 4, 0, "AS", { 3 }, 0, { "partner of Player 4", "(rule V3)" } },
  { "V4: A♦ discarded by seat 1, told to seat 1",
    FL_FLUME_EVENT_CALLED_OUT, 1, 0, "AD", { 0 }, 1, { "@AD", "you had discarded it", "alone", "(rule V4)" } },
  { "V4: a called card left in the stock",
    FL_FLUME_EVENT_CALLED_OUT, -1, 0, "AD", { 0 }, 0, { "stayed in the stock", "(rule V4)" } },
  { "S1, seeds/flume.md \"all but A♥ (left in the stock)\": K♥ is high",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_HIGH, "KH", { 0 }, 0,
    { "Player 3 played", "@KH", "highest trump in play", "out of play", "(rule S1)" } },
  { "S2: the 2 out of play, 5♥ is low, played into seat 2's own trick",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_LOW, "5H", { 0, 2 }, 2,
    { "You played", "@5H", "the two being out of play", "whoever took the trick", "(rule S2)" } },
  { "S2: 5♥ low, played by seat 2 into the trick seat 3 took, told to seat 3",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_LOW, "5H", { 0, 3 }, 3,
    { "Player 3 played", "@5H", "the two being out of play", "into the trick you took", "low is still theirs" } },
  { "S2: the same, told to seat 0",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_LOW, "5H", { 0, 3 }, 0,
    { "into the trick Player 4 took", "low is still Player 3’s", "their side", "(rule S2)" } },
  { "S2, D1: the same, four-handed, told to seat 3, who took the trick, an opponent",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_LOW, "5H", { 0, 3, 0, 0x5 }, 3,
    { "into the trick you took", "low is still theirs, one point to their side" } },
  { "S2, D1: 5♥ played by seat 2 into the trick its partner seat 0 took, told to seat 0",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_LOW, "5H", { 0, 0, 0, 0x5 }, 0,
    { "Player 3 played", "into the trick you took", "low is still theirs, one point to your side" } },
  { "S2, V3: the two played by seat 4, the revealed partner of seat 1, told to seat 1",
    FL_FLUME_EVENT_POINT, 4, FL_FLUME_POINT_LOW, "2H", { 0, 4, 0, 0x12 }, 1,
    { "Player 5 played", "@2H", "low, one point to your side, whoever took the trick" } },
  { "S5, V5: a joker taken by seat 3, told to seat 0, both against seat 1 alone",
    FL_FLUME_EVENT_POINT, 3, FL_FLUME_POINT_JOKER, "HJ", { 1, 0, 0, 0x1d }, 0,
    { "Player 4 took the trick holding", "one point to your side (rule S5)" } },
  { "S4, V5: the same side, told to seat 1, the lone bidder",
    FL_FLUME_EVENT_POINT, 3, FL_FLUME_POINT_LEFT_BOWER, "JD", { 1, 0, 0, 0x1d }, 1,
    { "Player 4 took the trick holding", "one point to their side (rule S4)" } },
  { "S1, V3: high played by the bidder seat 1, told to its revealed partner seat 4",
    FL_FLUME_EVENT_POINT, 1, FL_FLUME_POINT_HIGH, "KH", { 0, 0, 0, 0x12 }, 4,
    { "Player 2 played", "@KH", "highest trump in play", "high, one point to your side" } },
  { "S6, seeds/flume.md \"more than the bid\": 51 card points to 6, to the bidder's side",
    FL_FLUME_EVENT_POINT, 2, FL_FLUME_POINT_GAME, NULL, { 0, 51, 6 }, -1, { "51 to 6", "Player 3", "(rule S6)" } },
  { "S6: the opponents' game, told to its seat, the greater number first",
    FL_FLUME_EVENT_POINT, 1, FL_FLUME_POINT_GAME, NULL, { 1, 20, 30 }, 1, { "30 to 20", "your side" } },
  { "S6, D1: the opponents' game, told to the credited seat's partner",
    FL_FLUME_EVENT_POINT, 1, FL_FLUME_POINT_GAME, NULL, { 1, 20, 30, 0xa }, 3,
    { "Your side took more card points than the bidding side, 30 to 20", "one point to your side" } },
  { "S6, D1: the same, told to the bidding side",
    FL_FLUME_EVENT_POINT, 1, FL_FLUME_POINT_GAME, NULL, { 1, 20, 30, 0xa }, 0,
    { "The opponents took more card points", "the side of Player 2" } },
  { "S8, seeds/flume.md \"more than the bid\": bid 4, took 6, the others 1",
    FL_FLUME_EVENT_HAND_SCORE, 2, FL_FLUME_SCORE_MADE, NULL, { 4, 6, 1, 6, 1, 0 }, -1,
    { "Players 1 and 3 bid 4 and took 6 points", "made", "scored 6", "opponents scored 1", "(rule S8)" } },
  { "S8, V5, the worked call: seat 3 alone bid 4 and took 3: -4 and 4",
    FL_FLUME_EVENT_HAND_SCORE, 3, FL_FLUME_SCORE_LOST, NULL, { 4, 3, 4, -4, 4, -1 }, 3,
    { "Your side bid 4 but took only 3 points", "scored -4" } },
  { "S8, V5, told to an opponent",
    FL_FLUME_EVENT_HAND_SCORE, 3, FL_FLUME_SCORE_LOST, NULL, { 4, 3, 4, -4, 4, -1 }, 0,
    { "Player 4 bid 4", "your side scored 4" } },
  { "G1, seeds/flume.md: 21 each, the bidding side wins",
    FL_FLUME_EVENT_GAME_OVER, -1, 4, NULL, { 0x5, 21, 21, 21, 21, 0 }, -1,
    { "both sides reached 21", "Players 1 and 3 won", "(rule G1)" } },
  { "G1: 22 to 21, told to a winner",
    FL_FLUME_EVENT_GAME_OVER, -1, 4, NULL, { 0x5, 22, 21, 22, 21, 0 }, 2, { "your side won, 22 to 21" } },
  { "G2, seeds/flume.md: 22 22 13 14 14, seat 0 of the bidding side wins alone",
    FL_FLUME_EVENT_GAME_OVER, 0, 5, NULL, { 0x1, 22, 22, 13, 14, 14 }, 1,
    { "Player 1 won with 22 points", "level with Player 2", "(rule G2)" } },
  { "G2: 13 23 23 13 14, seats 1 and 2, both opponents, share",
    FL_FLUME_EVENT_GAME_OVER, -1, 5, NULL, { 0x6, 13, 23, 23, 13, 14 }, 2,
    { "Players 2 and 3", "you among them", "23 points each" } },
  { "G2: the reason says five players, though the totals look four-handed",
    FL_FLUME_EVENT_GAME_OVER, -1, 5, NULL, { 0xa, 18, 21, 18, 21, 0 }, -1,
    { "Players 2 and 4 shared the win with 21 points each", "(rule G2)" } },
  { "G2: 11 23 22 15 20, seat 1 wins",
    FL_FLUME_EVENT_GAME_OVER, 1, 5, NULL, { 0x2, 11, 23, 22, 15, 20 }, 1, { "you won with 23 points" } },
  { "G1: the reason says four players: seats 1 and 3 won, 22 to 21",
    FL_FLUME_EVENT_GAME_OVER, -1, 4, NULL, { 0xa, 21, 22, 21, 22, 0 }, -1,
    { "Players 2 and 4 won, 22 to 21", "(rule G1)" } },
};

static void
test_events_made (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (made_events); i++)
    {
      FlEvent event = { .kind = (guint8) made_events[i].kind, .seat = (gint8) made_events[i].seat,
                        .reason = (guint8) made_events[i].reason };
      g_autofree char *text = NULL;

      memcpy (event.values, made_events[i].values, sizeof event.values);
      if (made_events[i].card != NULL)
        event.cards[event.n_cards++] = card (made_events[i].card);
      text = told (&event, made_events[i].viewer);
      g_test_message ("%s: %s", made_events[i].why, text);
      for (guint p = 0; p < G_N_ELEMENTS (made_events[i].says) && made_events[i].says[p] != NULL; p++)
        {
          const char *part = made_events[i].says[p];
          g_autofree char *named = part[0] == '@' ? label (part + 1) : g_strdup (part);

          fl_test_assert_has (text, named);
        }
      /* S1: the high point's sentence does not name the ace it says is
       * out of play, which the viewer never saw. */
      if (made_events[i].kind == FL_FLUME_EVENT_POINT && made_events[i].reason == FL_FLUME_POINT_HIGH)
        {
          g_autofree char *ace = label ("AH");

          fl_test_assert_lacks (text, ace);
        }
    }

  /* Every kind has a name. */
  for (guint kind = 0; kind < FL_FLUME_N_EVENTS; kind++)
    g_assert_nonnull (_fl_flume_event_name (kind));
}

/* X1: the cards a player discarded and received are shown to that player
 * alone; the others are told only how many. */
static void
test_events_secret (void)
{
  FlFlumeState state;
  FlEvents events;
  const FlEvent *discard, *refill;

  to_the_discards (&state, 5, five_hands, FL_SUIT_SPADES);
  /* Seat 1 discards A♦ 2♣ 6♣. */
  act (&state, FL_ACTION_DISCARD, 0, "AD 2C 6C", &events);
  discard = fl_test_find_event (&events, FL_FLUME_EVENT_DISCARD, 0);
  refill = fl_test_find_event (&events, FL_FLUME_EVENT_REFILL, 0);

  for (int viewer = -1; viewer < 5; viewer++)
    {
      g_autofree char *d = told (discard, viewer);
      g_autofree char *r = told (refill, viewer);
      FlCardSet secret = hand ("AD 2C 6C") | state.received[1];

      if (viewer == 1 || viewer == -1)
        {
          for (FlCardSet c = secret; c; c &= c - 1)
            {
              g_autofree char *l = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), fl_card_set_lowest (c));

              if (!strstr (d, l) && !strstr (r, l))
                g_error ("seat %d is not told %s: “%s” “%s”", viewer, l, d, r);
            }
          continue;
        }
      fl_test_assert_has (d, "3 cards");
      fl_test_assert_has (r, "3 cards");
      /* No card of theirs, by label: no suit symbol and no joker. */
      fl_test_assert_lacks (d, "♠");
      fl_test_assert_lacks (d, "♥");
      fl_test_assert_lacks (d, "♦");
      fl_test_assert_lacks (d, "♣");
      fl_test_assert_lacks (r, "♠");
      fl_test_assert_lacks (r, "♥");
      fl_test_assert_lacks (r, "♦");
      fl_test_assert_lacks (r, "♣");
      fl_test_assert_lacks (r, "Joker");
    }
}

/* ---- The tutor ---------------------------------------------------------- */

static void
test_options (void)
{
  FlFlumeState state;
  g_auto(GStrv) lines = NULL;

  new_game (&state, 4, FL_FLUME_DISCARDS_NON_TRUMPS);
  deal (&state, tied_hands);
  /* B1: seat 1 speaks first; nobody has bid. Not seat 2's turn. */
  g_assert_null (options_of (&state, 2));
  lines = options_of (&state, 1);
  assert_lines_have (lines, "3, 4, 5 or 6");
  assert_lines_have (lines, "(rule B1)");
  assert_lines_have (lines, "minus the bid");
  assert_lines_have (lines, "over 6");
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_BID, 4, NULL, NULL);
  lines = options_of (&state, 2);
  assert_lines_have (lines, "from 5 to 6");
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_BID, 5, NULL, NULL);
  lines = options_of (&state, 3);
  assert_lines_have (lines, "only bid 6");
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_PASS, 0, NULL, NULL);
  act (&state, FL_ACTION_PASS, 0, NULL, NULL);
  /* B2: seat 2 names trumps. */
  lines = options_of (&state, 2);
  assert_lines_have (lines, "won the bidding with 5");
  assert_lines_have (lines, "(rule B2)");
  assert_lines_have (lines, "left bower");
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL, NULL);

  /* X1-X3: seat 1 holds J♦ 2♥ (trumps) and 10♠ Q♦ 7♣ 8♠: four may go,
   * the stock of 22 allows them all. */
  lines = options_of (&state, 1);
  {
    g_autofree char *jd = label ("JD");
    g_autofree char *two = label ("2H");
    g_autofree char *ten = label ("10S");

    assert_lines_have (lines, "up to 4 cards");
    assert_lines_have (lines, "holds 22");
    assert_lines_have (lines, ten);
    assert_lines_have (lines, "(rule X2)");
    assert_lines_have (lines, "(rule X4)");
    /* The trumps kept, J♦ among them. */
    assert_lines_have (lines, jd);
    assert_lines_have (lines, two);
    /* R1: the left bower named in words. */
    assert_lines_have (lines, "the jack of diamonds");
  }
  g_clear_pointer (&lines, g_strfreev);
  for (guint s = 0; s < 4; s++)
    act (&state, FL_ACTION_DISCARD, 0, NULL, NULL);

  /* P1: seat 1 leads the first trick. */
  lines = options_of (&state, 1);
  assert_lines_have (lines, "first trick");
  assert_lines_have (lines, "(rule P1)");
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_PLAY, 0, "QD", NULL);
  /* P2: seat 2 holds 8♦ of the diamonds led. */
  lines = options_of (&state, 2);
  {
    g_autofree char *eight = label ("8D");

    assert_lines_have (lines, "The suit led is diamonds");
    assert_lines_have (lines, eight);
    assert_lines_have (lines, "may not trump");
    assert_lines_have (lines, "(rule P2)");
    /* R1: seat 2 holds the high joker. */
    assert_lines_have (lines, "lowest trumps");
  }
  g_clear_pointer (&lines, g_strfreev);
  act (&state, FL_ACTION_PLAY, 0, "8D", NULL);
  act (&state, FL_ACTION_PLAY, 0, "10D", NULL);
  /* Seat 0 holds 9♦ 5♦. */
  act (&state, FL_ACTION_PLAY, 0, "5D", NULL);
  /* Trick 2, seat 1 leads 10♠; seat 2 holds no spade: P3. */
  act (&state, FL_ACTION_PLAY, 0, "10S", NULL);
  lines = options_of (&state, 2);
  assert_lines_have (lines, "none of the spades");
  assert_lines_have (lines, "(rule P3)");
  g_clear_pointer (&lines, g_strfreev);

  /* V2-V4: the five-handed call. */
  {
    FlFlumeState five;

    to_the_discards (&five, 5, five_hands, FL_SUIT_SPADES);
    for (guint s = 0; s < 5; s++)
      act (&five, FL_ACTION_DISCARD, 0, NULL, NULL);
    lines = options_of (&five, 1);
    assert_lines_have (lines, "(rules V2 and V3)");
    assert_lines_have (lines, "(rule V4)");
    assert_lines_have (lines, "play alone");
    g_clear_pointer (&lines, g_strfreev);
  }
}

static void
test_status (void)
{
  FlFlumeState state;
  g_auto(GStrv) lines = NULL;
  g_autofree char *ah = label ("AH");
  g_autofree char *two = label ("2H");
  g_autofree char *jh = label ("JH");
  g_autofree char *hj = label ("HJ");

  tied_hand_to_play (&state, NULL, 0);
  play_tricks (&state, 4, NULL);

  /* After trick 4, seat 0: A♥ (its own) and 2♥ (seat 1's) are played.
   * Nothing above A♥ exists; below 2♥ only the jokers: high and low are
   * known. None of the bowers or jokers is played, and seat 0 holds none
   * of them: four points open. Card points: seats 0 and 2 took tricks 3
   * and 4, 7 + 7; seats 1 and 3 tricks 1 and 2, 12 + 12. */
  lines = status_of (&state, 0);
  /* D1: seat 2 is seat 0's partner, so its bid is their side's. */
  assert_lines_have (lines, "Player 3, on your side, bid 4: your side must take at least 4 points");
  assert_lines_have (lines, "Your partner is Player 3");
  assert_lines_have (lines, "High is known");
  assert_lines_have (lines, ah);
  assert_lines_have (lines, "Low is known");
  assert_lines_have (lines, two);
  assert_lines_have (lines, "4 of the points for the bowers and the jokers are still open");
  assert_lines_have (lines, "your side 14, the other side 24");
  g_clear_pointer (&lines, g_strfreev);

  /* Seat 2 holds J♥ and the high joker. */
  lines = status_of (&state, 2);
  assert_lines_have (lines, "You bid 4");
  assert_lines_have (lines, jh);
  assert_lines_have (lines, hj);
  assert_lines_have (lines, "2 of the points");
  g_clear_pointer (&lines, g_strfreev);

  /* After trick 5, J♥ is taken by seat 2 (S3). */
  for (guint i = 0; i < 4; i++)
    act (&state, FL_ACTION_PLAY, 0, tied_tricks[4][i], NULL);
  lines = status_of (&state, 1);
  assert_lines_have (lines, "Player 3 bid 4: their side must take");
  assert_lines_have (lines, "Player 3 took");
  assert_lines_have (lines, jh);
  assert_lines_have (lines, "its point goes to their side (rule S3)");
  g_clear_pointer (&lines, g_strfreev);
  /* Told to seat 2's partner, the point is its side's too. */
  lines = status_of (&state, 0);
  assert_lines_have (lines, "Player 3, on your side, took");
  assert_lines_have (lines, "its point goes to your side (rule S3)");
  g_clear_pointer (&lines, g_strfreev);

  /* Once the hand is scored, the events and the summary say the rest. */
  for (guint i = 0; i < 4; i++)
    act (&state, FL_ACTION_PLAY, 0, tied_tricks[5][i], NULL);
  g_assert_null (status_of (&state, 1));
  g_assert_null (options_of (&state, 1));

  /* Before trick 1, seat 3 has seen no trump played and holds 7♥, its
   * only trump but the low joker: high and low are only possible. Of the
   * twelve trumps jokers aside (R1: the eleven hearts and J♦), seat 3 has
   * not seen eight above 7♥ (A K Q J♥ J♦ 10 9 8) and three below it
   * (6 5 2); it cannot know that 10♥ and Q♥ lie in the stock. */
  {
    FlFlumeState early;

    tied_hand_to_play (&early, NULL, 0);
    lines = status_of (&early, 3);
    {
      g_autofree char *seven = label ("7H");

      assert_lines_have (lines, "High is possible");
      assert_lines_have (lines, seven);
      assert_lines_have (lines, "8 higher trumps");
      assert_lines_have (lines, "3 lower trumps");
    }
    g_clear_pointer (&lines, g_strfreev);
  }
}

static void
assert_never_named (char *const *lines,
                    const char  *label,
                    guint        seat,
                    const char  *what)
{
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    if (fl_test_names_label (lines[i], label))
      g_error ("seat %u's %s name %s: “%s”", seat, what, label, lines[i]);
}

/* Over many random five- and four-handed games, no sentence a seat is
 * shown names a card that seat has not seen: the events as told, the
 * options and the status. A seat has seen its hands (all of them, before
 * and after the second deal), its discards, the called card and every
 * card played. */
static void
test_secrecy (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);
  char *labels[FL_FLUME_N_CARDS];

  for (FlCard c = 0; c < FL_FLUME_N_CARDS; c++)
    labels[c] = fl_deck_card_label (deck, c);

  /* Twelve games of a few hands each reach every phase, both table
   * sizes and both discard options several times over. */
  for (guint game = 0; game < 12; game++)
    {
      FlFlumeState state;
      FlOptions options;
      FlRng rng;
      FlCardSet seen[FL_FLUME_MAX_PLAYERS] = { 0 };
      guint steps = 0;

      fl_rules_default_options (&fl_flume_rules, &options);
      options.values[FL_FLUME_OPTION_PLAYERS] = game % 2 ? 5 : 4;
      options.values[FL_FLUME_OPTION_DISCARDS] = (int) (game / 2) % 2;
      fl_flume_rules.new_game (&state, &options, game + 1);
      fl_rng_init (&rng, game + 100, 1);

      while (fl_flume_rules.current_seat (&state) >= 0 && steps++ < 160)
        {
          FlAction action;
          FlEvents events = { 0 };

          for (guint s = 0; s < state.n_players; s++)
            {
              g_auto(GStrv) options_lines = NULL;
              g_auto(GStrv) status_lines = NULL;

              seen[s] |= state.hands[s] | state.discards[s];
              if (state.called != FL_CARD_NONE)
                seen[s] |= FL_CARD_SET_BIT (state.called);
              for (guint t = 0; t < state.n_players; t++)
                seen[s] |= state.played[t];
              options_lines = options_of (&state, (int) s);
              status_lines = status_of (&state, (int) s);
              for (FlCard c = 0; c < FL_FLUME_N_CARDS; c++)
                if (!(seen[s] & FL_CARD_SET_BIT (c)))
                  {
                    assert_never_named (options_lines, labels[c], s, "options");
                    assert_never_named (status_lines, labels[c], s, "status");
                  }
            }

          fl_flume_rules.random_action (&state, &rng, &action);
          fl_flume_rules.apply (&state, &action, &events);
          if (action.kind == FL_ACTION_PLAY)
            for (guint s = 0; s < state.n_players; s++)
              seen[s] |= FL_CARD_SET_BIT (action.cards[0]);
          if (action.kind == FL_ACTION_CONTINUE)
            memset (seen, 0, sizeof seen);

          for (guint e = 0; e < events.n_events; e++)
            for (guint s = 0; s < state.n_players; s++)
              {
                FlEvent filtered;
                g_autofree char *text = NULL;
                FlCardSet known = seen[s] | state.hands[s] | state.discards[s] | state.received[s];

                /* V2: the call names its card to everyone. */
                if (state.called != FL_CARD_NONE)
                  known |= FL_CARD_SET_BIT (state.called);

                if (!fl_rules_see_event (&events.events[e], (int) s, &filtered))
                  continue;
                text = _fl_flume_describe_event (&filtered, (int) s);
                g_assert_nonnull (text);
                g_assert_cmpstr (text, !=, "");
                for (FlCard c = 0; c < FL_FLUME_N_CARDS; c++)
                  if (!(known & FL_CARD_SET_BIT (c)) && fl_test_names_label (text, labels[c]))
                    g_error ("seat %u is told %s: “%s”", s, labels[c], text);
              }
        }
    }

  for (FlCard c = 0; c < FL_FLUME_N_CARDS; c++)
    g_free (labels[c]);
}

/* ---- The reasons of the hint and the warning ------------------------- */

/* The hands of a four-handed deal, from the first bidder (the dealer's
 * left, B1) round the table. */
static const char *const reason_hands[] = {
  "AS JS JC 2S 9H 5D",
  "KS 6S HJ 7H 8D 9C",
  "10S 5S QH 6D 7C 8C",
  "QS 7S 9S KH KC AC",
};

/* A new game of @players whose first bidder holds @hands[0], the next
 * @hands[1] and so on. */
static void
deal_from_first (FlFlumeState      *state,
                 guint              players,
                 const char *const *hands)
{
  const char *by_seat[FL_FLUME_MAX_PLAYERS] = { NULL };
  int first;

  new_game (state, players, FL_FLUME_DISCARDS_NON_TRUMPS);
  first = fl_flume_rules.current_seat (state);
  for (guint i = 0; i < players; i++)
    by_seat[((guint) first + i) % players] = hands[i];
  deal (state, by_seat);
}

/* deal_from_first(), then a bid of 3 by the first player, the others
 * passing, and @trump named (B1, B2): the second deal begins. */
static void
first_bids (FlFlumeState      *state,
            guint              players,
            const char *const *hands,
            FlSuit             trump)
{
  deal_from_first (state, players, hands);
  act (state, FL_ACTION_BID, 3, NULL, NULL);
  for (guint s = 1; s < players; s++)
    act (state, FL_ACTION_PASS, 0, NULL, NULL);
  act (state, FL_ACTION_CHOOSE_SUIT, trump, NULL, NULL);
}

/* The reason the player to act is given for @kind with @value and
 * @cards, made from its own observation. */
static char *
reason_for (const FlFlumeState *state,
            FlActionKind        kind,
            int                 value,
            const char         *cards)
{
  FlFlumeState observation;
  FlAction action;
  FlIllegal why;
  int seat = fl_flume_rules.current_seat (state);
  char *text;

  fl_action_init (&action, kind, seat);
  action.values[0] = (gint16) value;
  if (cards != NULL)
    {
      g_auto(GStrv) words = g_strsplit (cards, " ", -1);

      for (guint i = 0; words[i] != NULL; i++)
        action.cards[action.n_cards++] = card (words[i]);
    }
  g_assert_true (fl_flume_rules.check_action (state, &action, &why));
  fl_flume_rules.observe (state, seat, &observation);
  text = fl_rules_explain_choice (&fl_flume_rules, &observation, &action);
  g_test_message ("%s", text != NULL ? text : "(none)");
  return text;
}

#define assert_reason(text, ...) assert_says ((text), __VA_ARGS__, NULL)

static void
assert_says (const char *text,
             ...)
{
  va_list parts;

  g_assert_nonnull (text);
  va_start (parts, text);
  for (const char *part = va_arg (parts, const char *); part != NULL; part = va_arg (parts, const char *))
    fl_test_assert_has (text, part);
  va_end (parts);
}

/* B1, B2, S1, S2: a bid and a suit are explained by the trumps they
 * give; a pass by the strongest suit's. */
static void
test_reasons_bidding (void)
{
  FlFlumeState state;
  g_autofree char *as = label ("AS"), *js = label ("JS"), *jc = label ("JC"), *two = label ("2S");
  g_autofree char *ks = label ("KS"), *six = label ("6S"), *hj = label ("HJ");
  g_autofree char *trumps = g_strdup_printf ("%s %s %s %s", as, js, jc, two);
  g_autofree char *weak = g_strdup_printf ("%s %s %s", ks, six, hj);
  g_autofree char *text = NULL;

  deal_from_first (&state, 4, reason_hands);
  /* R1: with spades trumps, A♠, J♠ (the right bower), J♣ (the left
   * bower, clubs being spades' colour) and 2♠, from the highest; spades
   * are the hand's strongest suit by far. The ace is high and the two low
   * whoever takes them (S1, S2). */
  text = reason_for (&state, FL_ACTION_BID, 4, NULL);
  assert_reason (text, "With spades as trumps you would hold 4 trumps", trumps,
                 "ace of trumps is sure to be high and your two sure to be low", "(rules S1 and S2)");
  g_clear_pointer (&text, g_free);

  /* The second player, after a bid of 3, may bid 4 at least (B1). Its
   * strongest suit is spades, with K♠, 6♠ and the high joker (R1: a
   * joker is a trump whatever the suit); it holds neither A♠ nor 2♠. */
  act (&state, FL_ACTION_BID, 3, NULL, NULL);
  text = reason_for (&state, FL_ACTION_PASS, 0, NULL);
  assert_reason (text, "Your strongest suit, spades, would give you only 3 trumps", weak, "a bid of 4");
  g_clear_pointer (&text, g_free);
  for (guint i = 1; i < 4; i++)
    act (&state, FL_ACTION_PASS, 0, NULL, NULL);

  /* B2: spades give the bidder the four trumps above; hearts would give
   * 9♥ alone, and no sure point. */
  text = reason_for (&state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_SPADES, NULL);
  assert_reason (text, "Naming spades gives you 4 trumps", trumps, "sure to be high");
  g_clear_pointer (&text, g_free);
  {
    g_autofree char *nine = label ("9H");
    g_autofree char *one = g_strdup_printf ("Naming hearts gives you 1 trump: %s.", nine);

    text = reason_for (&state, FL_ACTION_CHOOSE_SUIT, FL_SUIT_HEARTS, NULL);
    assert_reason (text, one, "neither high nor low is sure");
    g_clear_pointer (&text, g_free);
  }
}

/* X1, V2-V5: discards and calls. */
static void
test_reasons_second_deal (void)
{
  static const char *const five[] = {
    "AS JS JC 2S 9H 5D",
    "KS 6S HJ 7H 8D 9C",
    "10S 5S QH 6D 7C 8C",
    "QS 7S 9S KH KC AC",
    "AH AD 10H 10D 2D 9D",
  };
  FlFlumeState state;
  g_autofree char *text = NULL;
  g_autofree char *nine = label ("9H"), *five_d = label ("5D");

  first_bids (&state, 5, five, FL_SUIT_SPADES);
  /* X1: the bidder discards 9♥ and 5♦, its plain cards; kept, they are
   * named. */
  {
    g_autofree char *both = g_strdup_printf ("%s %s", five_d, nine);

    text = reason_for (&state, FL_ACTION_DISCARD, 0, "9H 5D");
    assert_reason (text, both, "are plain cards unlikely to take tricks", "(rule X1)");
    g_clear_pointer (&text, g_free);
    text = reason_for (&state, FL_ACTION_DISCARD, 0, NULL);
    assert_reason (text, "Your plain cards", both, "(rule X1)");
    g_clear_pointer (&text, g_free);
  }
  for (guint i = 0; i < 4; i++)
    act (&state, FL_ACTION_DISCARD, 0, NULL, NULL);
  /* The fifth player's plain cards are two aces and four others; 5♦
   * and 9♥ carry no card points (S6), its two tens 20, which discarded
   * count for nobody (X4). */
  text = reason_for (&state, FL_ACTION_DISCARD, 0, "10H 10D 2D 9D");
  assert_reason (text, "are plain cards", "(rule X1)", "their 20 card points count for nobody", "(rule X4)");
  g_clear_pointer (&text, g_free);
  text = reason_for (&state, FL_ACTION_DISCARD, 0, "2D 9D");
  g_assert_null (strstr (text, "(rule X4)"));
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_DISCARD, 0, NULL, NULL);

  /* V2, V3: the bidder lacks K♠, the highest trump it does not hold
   * (it holds A♠; R1), Q♠ below it, and the aces of hearts and
   * diamonds. */
  {
    g_autofree char *ks = label ("KS"), *qs = label ("QS"), *ah = label ("AH"), *seven = label ("7H");

    text = reason_for (&state, FL_ACTION_CALL_CARD, 0, "KS");
    assert_reason (text, ks, "is the highest trump you do not hold", "(rule V3)");
    g_clear_pointer (&text, g_free);
    text = reason_for (&state, FL_ACTION_CALL_CARD, 0, "QS");
    assert_reason (text, qs, "is a trump you do not hold", "(rule V3)");
    g_clear_pointer (&text, g_free);
    text = reason_for (&state, FL_ACTION_CALL_CARD, 0, "AH");
    assert_reason (text, ah, "is an ace you do not hold", "4 card points", "(rules V3 and S6)");
    g_clear_pointer (&text, g_free);
    text = reason_for (&state, FL_ACTION_CALL_CARD, 0, "7H");
    assert_reason (text, seven, "plays with you", "(rule V3)");
    g_clear_pointer (&text, g_free);
  }
  /* V5: alone with A♠ J♠ J♣ 2♠, four trumps. */
  text = reason_for (&state, FL_ACTION_CALL_CARD, 0, NULL);
  assert_reason (text, "with 4 trumps you may make your bid without help", "(rule V5)");
  g_clear_pointer (&text, g_free);
}

/* P4, S3-S6: a card takes the trick, feeds a partner's or costs least. */
static void
test_reasons_play (void)
{
  FlFlumeState state;
  g_autofree char *text = NULL;
  g_autofree char *as = label ("AS"), *five_d = label ("5D"), *nine = label ("9H");
  g_autofree char *ten = label ("10S"), *six = label ("6S"), *ks = label ("KS"), *hj = label ("HJ");

  first_bids (&state, 4, reason_hands, FL_SUIT_SPADES);
  for (guint i = 0; i < 4; i++)
    act (&state, FL_ACTION_DISCARD, 0, NULL, NULL);
  /* P1: the bidder leads. A♠ is the highest trump (R1): nothing beats
   * it. 5♦ is its cheapest card (a plain five, no card points), and 9♥
   * could be beaten by any higher heart or a trump it has not seen. */
  text = reason_for (&state, FL_ACTION_PLAY, 0, "AS");
  assert_reason (text, as, "takes the trick: no card you have not seen can beat it", "(rule P4)");
  g_clear_pointer (&text, g_free);
  text = reason_for (&state, FL_ACTION_PLAY, 0, "5D");
  assert_reason (text, "None of your cards is sure to take this trick", five_d);
  g_clear_pointer (&text, g_free);
  text = reason_for (&state, FL_ACTION_PLAY, 0, "9H");
  assert_reason (text, nine, "takes the trick for now", "could still beat it");
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_PLAY, 0, "AS", NULL);

  /* P2: the second player must follow with a trump: K♠, 6♠ or the
   * high joker, none beating A♠. 6♠ costs least; the joker's point goes
   * to the trick's taker (S5). */
  text = reason_for (&state, FL_ACTION_PLAY, 0, "6S");
  assert_reason (text, six, "cannot take this trick, and it is the card you may play that costs least");
  g_clear_pointer (&text, g_free);
  text = reason_for (&state, FL_ACTION_PLAY, 0, "KS");
  assert_reason (text, ks, "cannot take this trick.");
  g_clear_pointer (&text, g_free);
  text = reason_for (&state, FL_ACTION_PLAY, 0, "HJ");
  assert_reason (text, hj, "its point goes to the side that does", "(rules S3 to S5)");
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_PLAY, 0, "6S", NULL);

  /* D1: the third player is the bidder's partner, whose A♠ nothing can
   * beat: its 10♠ brings 10 card points (S6). */
  text = reason_for (&state, FL_ACTION_PLAY, 0, "10S");
  assert_reason (text, as, "takes this trick", ten, "adds 10 card points towards game", "(rule S6)");
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_PLAY, 0, "5S", NULL);

  /* The fourth player plays last: Q♠, 7♠ and 9♠ all lose to A♠. */
  text = reason_for (&state, FL_ACTION_PLAY, 0, "7S");
  assert_reason (text, "cannot take this trick");
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_PLAY, 0, "7S", NULL);

  /* Trick 2: the bidder leads 5♦; the next player, last but two, holds
   * 8♦, which beats it; the last player could take the trick with a
   * diamond. */
  act (&state, FL_ACTION_PLAY, 0, "5D", NULL);
  text = reason_for (&state, FL_ACTION_PLAY, 0, "8D");
  assert_reason (text, "takes the trick for now");
  g_clear_pointer (&text, g_free);
  act (&state, FL_ACTION_PLAY, 0, "8D", NULL);
  act (&state, FL_ACTION_PLAY, 0, "6D", NULL);
  /* The fourth player holds no diamond (P3): a trump takes the trick,
   * and it plays last (P4). */
  {
    g_autofree char *qs = label ("QS");

    text = reason_for (&state, FL_ACTION_PLAY, 0, "QS");
    assert_reason (text, qs, "takes the trick: you play last to it", "(rule P4)");
    g_clear_pointer (&text, g_free);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flume/words/actions", test_actions);
  g_test_add_func ("/flume/words/refusals", test_refusals);
  g_test_add_func ("/flume/words/events/hand", test_events_hand);
  g_test_add_func ("/flume/words/events/made", test_events_made);
  g_test_add_func ("/flume/words/events/secret", test_events_secret);
  g_test_add_func ("/flume/words/options", test_options);
  g_test_add_func ("/flume/words/status", test_status);
  g_test_add_func ("/flume/words/secrecy", test_secrecy);
  g_test_add_func ("/flume/words/reasons/bidding", test_reasons_bidding);
  g_test_add_func ("/flume/words/reasons/second-deal", test_reasons_second_deal);
  g_test_add_func ("/flume/words/reasons/play", test_reasons_play);

  return g_test_run ();
}
