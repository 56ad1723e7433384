/* test-flaunt-words.c: Flaunt's sentences: moves, refusals, events, and
 * the tutor's options and status, and that none tells a seat a card it
 * may not see
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt, cited as "003" with
 * the rule labels of seeds/flaunt.md. What each sentence must carry (the
 * cards, the player, the rule label) is worked out from those rules, never
 * copied from the sentences.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <stdarg.h>
#include <string.h>

#include "fl-engine.h"
#include "fl-engine-test-helpers.h"
#include "flaunt/fl-flaunt-words.h"

/* ---- Helpers ------------------------------------------------------------ */

/* D1, fl-flaunt-rules.h: card = copy * 52 + suit * 13 + rank - 2. A rank
 * and a suit letter, "10H", "JD"; a trailing "/2" is the second pack's. */
static FlCard
card (const char *text)
{
  static const char *const ranks[] = { "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A" };
  static const char suits[] = "CDHS";
  guint copy = g_str_has_suffix (text, "/2") ? 1 : 0;
  gsize len = strlen (text) - (copy ? 2 : 0);

  for (guint s = 0; s < 4; s++)
    if (text[len - 1] == suits[s])
      for (guint r = 0; r < G_N_ELEMENTS (ranks); r++)
        if (strlen (ranks[r]) == len - 1 && strncmp (text, ranks[r], len - 1) == 0)
          return (FlCard) (copy * 52 + s * 13 + r);
  g_error ("no such card: %s", text);
}

/* The label a sentence names a card by, "A♥" for "AH". */
static char *
label (const char *text)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_DOUBLE_104), card (text));
}

static guint
cards (const char *text,
       FlCard     *out)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    out[n++] = card (words[i]);
  return n;
}

static void
give (FlFlauntState *state,
      guint          seat,
      const char    *text)
{
  FlCard list[FL_FLAUNT_MAX_CARDS];
  guint n = cards (text, list);

  for (guint i = 0; i < n; i++)
    fl_flaunt_cards_add (&state->hands[seat], list[i]);
  state->hand_sizes[seat] = (guint8) fl_flaunt_cards_count (&state->hands[seat]);
}

/* A four-handed round in play, as @viewer observes it: seat 0 to lead,
 * past its first turn, 20 cards in the stock. */
static void
observation (FlFlauntState *state,
             guint          viewer)
{
  memset (state, 0, sizeof *state);
  state->n_players = 4;
  state->n_cards = 52;
  state->target = FL_FLAUNT_TARGET_ONE_PACK;
  state->phase = FL_FLAUNT_PHASE_LEAD;
  state->viewer = (guint8) viewer;
  state->dealer = 3;
  state->to_act = 0;
  state->leader = 0;
  state->had_turn = 0x0f;
  state->n_stock = 20;
  for (guint i = 0; i < state->n_stock; i++)
    state->stock[i] = FL_CARD_NONE;
  for (guint s = 0; s < FL_FLAUNT_MAX_PLAYERS; s++)
    for (guint p = 0; p < FL_FLAUNT_MAX_PLAYERS; p++)
      {
        state->plays[p].seat = FL_FLAUNT_NONE;
        (void) s;
      }
  state->last_why = FL_FLAUNT_NONE;
}

static FlAction
action (FlActionKind  kind,
        int           seat,
        const char   *text)
{
  FlAction a;

  fl_action_init (&a, kind, seat);
  if (text != NULL)
    a.n_cards = (guint8) cards (text, a.cards);
  return a;
}

/* An event, told to everyone, its cards seen by @shown_to (0: all). */
static FlEvent
event (FlFlauntEventKind kind,
       int               seat,
       const char       *text,
       guint             shown_to)
{
  FlEvent e;

  memset (&e, 0, sizeof e);
  e.kind = (guint8) kind;
  e.seat = (gint8) seat;
  e.cards_shown_to = (guint8) shown_to;
  if (text != NULL)
    {
      FlCard list[FL_EVENT_MAX_CARDS];

      e.n_cards = (guint8) cards (text, list);
      memcpy (e.cards, list, e.n_cards * sizeof (FlCard));
    }
  return e;
}

/* The sentence @viewer is told for @e. */
static char *
told (const FlEvent *e,
      int            viewer)
{
  FlEvent seen;
  char *text;

  g_assert_true (fl_rules_see_event (e, viewer, &seen));
  text = _fl_flaunt_describe_event (&seen, viewer);
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  g_assert_null (strstr (text, "(null)"));
  return text;
}

/* Asserts that @viewer is told of @e a sentence holding each of the texts
 * that follow, up to NULL. */
static void
assert_told (const FlEvent *e,
             int            viewer,
             ...)
{
  g_autofree char *text = told (e, viewer);
  va_list parts;

  va_start (parts, viewer);
  for (const char *part = va_arg (parts, const char *); part != NULL; part = va_arg (parts, const char *))
    fl_test_assert_has (text, part);
  va_end (parts);
}

static void
assert_label_absent (const char *text,
                     const char *code)
{
  g_autofree char *name = label (code);

  if (fl_test_names_label (text, name))
    g_error ("“%s” names %s", text, name);
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

static void
assert_lines_lack (char *const *lines,
                   const char  *part)
{
  g_assert_nonnull (lines);
  if (fl_test_lines_contain (lines, part))
    {
      g_autofree char *all = g_strjoinv ("\n", (char **) lines);

      g_error ("a line says “%s”:\n%s", part, all);
    }
}

/* ---- Moves -------------------------------------------------------------- */

static void
test_actions (void)
{
  FlFlauntState own, other, full;
  g_autofree char *three = label ("3C");
  g_autofree char *nine = label ("9D");
  g_autofree char *queen = label ("QD");
  FlAction sneak = action (FL_ACTION_SNEAK, 1, "3C 9D");
  FlAction flaunt = action (FL_ACTION_PLAY, 1, "8H 9H 10H");
  FlAction challenge = action (FL_ACTION_CHALLENGE, 1, "QD");
  FlAction draw = action (FL_ACTION_DRAW, 1, NULL);
  FlAction pass = action (FL_ACTION_PASS, 1, NULL);
  FlAction next = action (FL_ACTION_CONTINUE, 1, NULL);

  observation (&own, 1);
  observation (&other, 2);
  observation (&full, FL_FLAUNT_FULL_VIEW);

  /* T3: a sneak's cards are the sneaker's secret: named to its own seat
   * only, never from another seat's view or a view of nobody's. */
  {
    g_autofree char *mine = _fl_flaunt_describe_action (&own, &sneak);
    g_autofree char *theirs = _fl_flaunt_describe_action (&other, &sneak);
    g_autofree char *nobody = _fl_flaunt_describe_action (&full, &sneak);
    g_autofree char *name_mine = _fl_flaunt_name_action (&own, &sneak);
    g_autofree char *name_theirs = _fl_flaunt_name_action (&other, &sneak);

    fl_test_assert_has (mine, three);
    fl_test_assert_has (mine, nine);
    fl_test_assert_has (name_mine, nine);
    for (const char *const *t = (const char *const[]) { theirs, nobody, name_theirs, NULL }; *t != NULL; t++)
      {
        fl_test_assert_has (*t, "2");
        assert_label_absent (*t, "3C");
        assert_label_absent (*t, "9D");
      }
    fl_test_assert_has (theirs, "Player 2");
    fl_test_assert_has (name_theirs, "sneak");
  }

  /* T4: a flaunt is face up for everyone. */
  {
    g_autofree char *name = _fl_flaunt_name_action (&other, &flaunt);
    g_autofree char *text = _fl_flaunt_describe_action (&full, &flaunt);
    g_autofree char *eight = label ("8H");
    g_autofree char *ten = label ("10H");

    fl_test_assert_has (name, "flaunt");
    fl_test_assert_has (name, eight);
    fl_test_assert_has (name, ten);
    fl_test_assert_has (text, "Player 2");
    fl_test_assert_has (text, ten);
  }

  /* C1: a challenge to a sneak is face down; C3: to a flaunt, face up,
   * but shown only when all have decided (C6). */
  {
    g_autofree char *down = NULL;
    g_autofree char *mine = _fl_flaunt_name_action (&own, &challenge);
    g_autofree char *up = NULL;

    other.phase = FL_FLAUNT_PHASE_CHALLENGE;
    other.face_up = 0;
    down = _fl_flaunt_name_action (&other, &challenge);
    assert_label_absent (down, "QD");
    fl_test_assert_has (down, "1");
    fl_test_assert_has (mine, queen);
    /* C6: not even against a flaunt, until every seat has decided. */
    other.face_up = 1;
    up = _fl_flaunt_name_action (&other, &challenge);
    assert_label_absent (up, "QD");
    other.phase = FL_FLAUNT_PHASE_LEAD;
    other.face_up = 0;
  }

  for (const FlAction *a = (const FlAction[]) { draw, pass, next, sneak, flaunt, challenge }, *end = a + 6; a < end; a++)
    {
      g_autofree char *text = _fl_flaunt_describe_action (&other, a);
      g_autofree char *name = _fl_flaunt_name_action (&other, a);

      g_assert_cmpstr (text, !=, "");
      g_assert_cmpstr (name, !=, "");
      fl_test_assert_lacks (text, "(null)");
      fl_test_assert_lacks (name, "(null)");
      fl_test_assert_lacks (text, "does not have");
      fl_test_assert_lacks (name, "does not have");
    }
}

/* ---- Refusals ----------------------------------------------------------- */

static void
test_refusals (void)
{
  /* Each refusal with the label its rule has in 003. */
  static const struct
  {
    FlFlauntIllegalRule rule;
    int                 values[3];
    const char         *label;
  } cases[] = {
    { FL_FLAUNT_ILLEGAL_GAME_OVER, { 0 }, NULL },
    { FL_FLAUNT_ILLEGAL_NOT_YOUR_TURN, { 2 }, "Player 3" },
    { FL_FLAUNT_ILLEGAL_MALFORMED, { 0 }, NULL },
    { FL_FLAUNT_ILLEGAL_MUST_LEAD, { 0 }, "T2" },
    { FL_FLAUNT_ILLEGAL_MUST_ANSWER, { 0 }, "C6" },
    { FL_FLAUNT_ILLEGAL_MUST_CONTINUE, { 0 }, "D3" },
    { FL_FLAUNT_ILLEGAL_FIRST_TURN, { 0 }, "T2" },
    { FL_FLAUNT_ILLEGAL_EMPTY_HAND, { 0 }, "T2" },
    { FL_FLAUNT_ILLEGAL_STOCK_EMPTY, { 1 }, "T6" },
    { FL_FLAUNT_ILLEGAL_STOCK_EMPTY, { 0 }, "T6" },
    { FL_FLAUNT_ILLEGAL_NO_CARDS, { 0 }, "T3" },
    { FL_FLAUNT_ILLEGAL_NOT_IN_HAND, { 0 }, NULL },
    { FL_FLAUNT_ILLEGAL_TOO_MANY, { 5, 3, 1 }, "T5" },
    { FL_FLAUNT_ILLEGAL_NOT_COMBINATION, { 3, 0, 0 }, "K1" },
    { FL_FLAUNT_ILLEGAL_NOT_COMBINATION, { 3, 1, 0 }, "C3" },
    { FL_FLAUNT_ILLEGAL_NOT_COMBINATION, { 3, 0, 1 }, "T3" },
    { FL_FLAUNT_ILLEGAL_WRONG_SIZE, { 2, 3 }, "K2" },
  };
  FlFlauntState state;
  gboolean covered[FL_FLAUNT_N_ILLEGAL] = { FALSE };

  observation (&state, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      FlIllegal why;
      g_autofree char *text = NULL;

      memset (&why, 0, sizeof why);
      why.rule = cases[i].rule;
      why.card = card ("KS");
      for (guint v = 0; v < 3; v++)
        why.values[v] = cases[i].values[v];
      text = _fl_flaunt_explain_illegal (&state, &why);
      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "");
      fl_test_assert_lacks (text, "(null)");
      if (cases[i].label != NULL)
        fl_test_assert_has (text, cases[i].label);
      covered[cases[i].rule] = TRUE;
    }
  for (guint r = 0; r < FL_FLAUNT_N_ILLEGAL; r++)
    g_assert_true (covered[r]);

  /* T5, the issue's own sentence: 5 cards offered, the limit 3, the
   * largest other hand seat 1's. */
  {
    FlIllegal why = { .rule = FL_FLAUNT_ILLEGAL_TOO_MANY, .values = { 5, 3, 1 } };
    g_autofree char *text = _fl_flaunt_explain_illegal (&state, &why);

    g_assert_cmpstr (text, ==, "You may lead at most 3 cards: Player 2 holds the largest hand among the others (rule T5).");
  }

  /* C1, K2: the led count and the offered count both said. */
  {
    FlIllegal why = { .rule = FL_FLAUNT_ILLEGAL_WRONG_SIZE, .values = { 2, 3 } };
    g_autofree char *text = _fl_flaunt_explain_illegal (&state, &why);

    fl_test_assert_has (text, "3");
    fl_test_assert_has (text, "2");
    fl_test_assert_has (text, "C1");
  }

  /* The card not held is named: it is the player's own choice. */
  {
    FlIllegal why = { .rule = FL_FLAUNT_ILLEGAL_NOT_IN_HAND, .card = card ("KS") };
    g_autofree char *text = _fl_flaunt_explain_illegal (&state, &why);
    g_autofree char *king = label ("KS");

    fl_test_assert_has (text, king);
  }
}

/* Refusals the engine itself makes, in words. */
static void
test_refusals_engine (void)
{
  FlFlauntState state;
  FlOptions options;
  FlAction a;
  FlIllegal why;
  g_autofree char *text = NULL;
  int seat;

  fl_rules_default_options (&fl_flaunt_rules, &options);
  options.values[FL_FLAUNT_OPTION_PLAYERS] = 3;
  fl_flaunt_rules.new_game (&state, &options, 11);
  seat = fl_flaunt_rules.current_seat (&state);
  g_assert_cmpint (seat, >=, 0);

  /* T2: at the first turn of a round only a draw; nobody holds a card yet
   * (D3: no deal), so a sneak of any card is refused. */
  fl_action_init (&a, FL_ACTION_SNEAK, seat);
  a.cards[a.n_cards++] = card ("2C");
  g_assert_false (fl_flaunt_rules.check_action (&state, &a, &why));
  text = _fl_flaunt_explain_illegal (&state, &why);
  fl_test_assert_has (text, "rule");
  fl_test_assert_lacks (text, "(null)");
}

/* ---- Events ------------------------------------------------------------- */

static void
test_events_each (void)
{
  FlEvent events[FL_FLAUNT_N_EVENTS];
  gboolean seen_kind[FL_FLAUNT_N_EVENTS] = { FALSE };

  events[FL_FLAUNT_EVENT_DEAL] = event (FL_FLAUNT_EVENT_DEAL, 1, NULL, 0);
  events[FL_FLAUNT_EVENT_DEAL].values[0] = 1;
  events[FL_FLAUNT_EVENT_DEAL].values[1] = 4;
  events[FL_FLAUNT_EVENT_DEAL].values[2] = 52;
  events[FL_FLAUNT_EVENT_DEAL].values[3] = 100;
  events[FL_FLAUNT_EVENT_DRAW] = event (FL_FLAUNT_EVENT_DRAW, 1, "7S", 1u << 1);
  events[FL_FLAUNT_EVENT_DRAW].values[0] = 30;
  events[FL_FLAUNT_EVENT_SNEAK] = event (FL_FLAUNT_EVENT_SNEAK, 1, "3C 9D", 1u << 1);
  events[FL_FLAUNT_EVENT_SNEAK].values[0] = 2;
  events[FL_FLAUNT_EVENT_SNEAK].values[1] = 6;
  events[FL_FLAUNT_EVENT_FLAUNT] = event (FL_FLAUNT_EVENT_FLAUNT, 1, "8H 9H 10H", 0);
  events[FL_FLAUNT_EVENT_FLAUNT].values[0] = 3;
  events[FL_FLAUNT_EVENT_FLAUNT].values[1] = FL_FLAUNT_KIND_STRAIGHT_FLUSH;
  events[FL_FLAUNT_EVENT_CHALLENGE] = event (FL_FLAUNT_EVENT_CHALLENGE, 1, "QD QS", 1u << 1);
  events[FL_FLAUNT_EVENT_CHALLENGE].values[0] = 2;
  events[FL_FLAUNT_EVENT_DECLINE] = event (FL_FLAUNT_EVENT_DECLINE, 1, NULL, 0);
  events[FL_FLAUNT_EVENT_REVEAL] = event (FL_FLAUNT_EVENT_REVEAL, 1, "QD QS", 0);
  events[FL_FLAUNT_EVENT_REVEAL].values[0] = 1;
  events[FL_FLAUNT_EVENT_REVEAL].values[1] = FL_FLAUNT_KIND_MATCH;
  events[FL_FLAUNT_EVENT_REVEAL].values[2] = 12;
  events[FL_FLAUNT_EVENT_CONTEST] = event (FL_FLAUNT_EVENT_CONTEST, 1, "QD QS 3C 9D", 0);
  events[FL_FLAUNT_EVENT_CONTEST].reason = FL_FLAUNT_WON_HIGHER_KIND;
  events[FL_FLAUNT_EVENT_CONTEST].values[0] = 4;
  events[FL_FLAUNT_EVENT_CONTEST].values[1] = 2;
  events[FL_FLAUNT_EVENT_CONTEST].values[2] = FL_FLAUNT_KIND_MATCH;
  events[FL_FLAUNT_EVENT_CONTEST].values[3] = 0;
  events[FL_FLAUNT_EVENT_CONTEST].values[4] = FL_FLAUNT_KIND_NONE;
  events[FL_FLAUNT_EVENT_CONTEST].values[5] = -1;
  events[FL_FLAUNT_EVENT_UNCHALLENGED] = event (FL_FLAUNT_EVENT_UNCHALLENGED, 1, "3C 9D", 1u << 1);
  events[FL_FLAUNT_EVENT_UNCHALLENGED].values[0] = 2;
  events[FL_FLAUNT_EVENT_UNCHALLENGED].values[1] = 1;
  events[FL_FLAUNT_EVENT_COLLECT] = event (FL_FLAUNT_EVENT_COLLECT, 1, "4C 5S 6D", 1u << 1);
  events[FL_FLAUNT_EVENT_COLLECT].values[0] = 3;
  events[FL_FLAUNT_EVENT_ROUND_SCORE] = event (FL_FLAUNT_EVENT_ROUND_SCORE, 1, NULL, 0);
  events[FL_FLAUNT_EVENT_ROUND_SCORE].values[0] = 14;
  events[FL_FLAUNT_EVENT_ROUND_SCORE].values[1] = 37;
  events[FL_FLAUNT_EVENT_ROUND_SCORE].values[2] = 2;
  events[FL_FLAUNT_EVENT_ROUND_OVER] = event (FL_FLAUNT_EVENT_ROUND_OVER, -1, NULL, 0);
  events[FL_FLAUNT_EVENT_ROUND_OVER].values[0] = 2;
  events[FL_FLAUNT_EVENT_ROUND_OVER].values[1] = 100;
  events[FL_FLAUNT_EVENT_ROUND_OVER].values[2] = 61;
  events[FL_FLAUNT_EVENT_GAME_OVER] = event (FL_FLAUNT_EVENT_GAME_OVER, 1, NULL, 0);
  events[FL_FLAUNT_EVENT_GAME_OVER].values[0] = 104;
  events[FL_FLAUNT_EVENT_GAME_OVER].values[1] = 1u << 1;

  for (guint k = 0; k < FL_FLAUNT_N_EVENTS; k++)
    {
      const FlEvent *e = &events[k];
      g_autofree char *to_them = told (e, 3);
      g_autofree char *to_nobody = told (e, -1);

      g_assert_cmpuint (e->kind, ==, k);
      g_assert_nonnull (_fl_flaunt_event_name (k));
      seen_kind[k] = TRUE;
      /* Second person to the seat it is about, third to the others. */
      if (e->seat >= 0)
        {
          g_autofree char *to_them_too = told (e, k == FL_FLAUNT_EVENT_DEAL ? 0 : 2);
          g_autofree char *to_me = told (e, 1);

          fl_test_assert_has (to_them, "Player 2");
          fl_test_assert_has (to_nobody, "Player 2");
          fl_test_assert_has (to_me, "ou");
          fl_test_assert_lacks (to_me, "Player 2");
          g_assert_cmpstr (to_them, ==, to_them_too);
        }
    }
  for (guint k = 0; k < FL_FLAUNT_N_EVENTS; k++)
    g_assert_true (seen_kind[k]);
  g_assert_null (_fl_flaunt_event_name (FL_FLAUNT_N_EVENTS));

  /* Only the scores belong in the round's score summary. */
  g_assert_true (_fl_flaunt_event_scores (&events[FL_FLAUNT_EVENT_ROUND_SCORE]));
  g_assert_true (_fl_flaunt_event_scores (&events[FL_FLAUNT_EVENT_ROUND_OVER]));
  g_assert_true (_fl_flaunt_event_scores (&events[FL_FLAUNT_EVENT_GAME_OVER]));
  g_assert_false (_fl_flaunt_event_scores (&events[FL_FLAUNT_EVENT_CONTEST]));
  g_assert_false (_fl_flaunt_event_scores (&events[FL_FLAUNT_EVENT_DRAW]));

  /* The secrets: a drawn card (T2), a sneak (T3), a face-down challenge
   * (C6), an unchallenged sneak (C5) and the last hand (E1) are named to
   * their own seat only. */
  assert_told (&events[FL_FLAUNT_EVENT_DRAW], 1, "7♠", "30", "T2", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_SNEAK], 1, "3♣", "9♦", "T3", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_CHALLENGE], 1, "Q♦", "Q♠", NULL);
  for (guint k = FL_FLAUNT_EVENT_DRAW; k <= FL_FLAUNT_EVENT_COLLECT; k++)
    if (events[k].cards_shown_to != 0)
      {
        g_autofree char *text = told (&events[k], 2);

        for (guint c = 0; c < events[k].n_cards; c++)
          {
            g_autofree char *name = fl_deck_card_label (fl_deck_get (FL_DECK_DOUBLE_104), events[k].cards[c]);

            if (fl_test_names_label (text, name))
              g_error ("seat 2 is told %s: “%s”", name, text);
          }
      }
  /* The example: a sneak won unchallenged, without its cards. */
  assert_told (&events[FL_FLAUNT_EVENT_UNCHALLENGED], 2, "Player 2 won their sneak of 2 cards unchallenged", "C5", NULL);
  {
    g_autofree char *text = told (&events[FL_FLAUNT_EVENT_UNCHALLENGED], 1);

    /* C5: not even the leader's own sentence needs the cards; it says
     * nobody else saw them. */
    fl_test_assert_has (text, "2 cards");
  }
  assert_told (&events[FL_FLAUNT_EVENT_COLLECT], 2, "Player 2", "3", "E1", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_ROUND_SCORE], 1, "14", "37", "S1", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_ROUND_OVER], 2, "61", "100", "G1", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_GAME_OVER], 1, "104", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_GAME_OVER], 0, "Player 2", "104", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_FLAUNT], 0, "Player 2", "8♥ 9♥ 10♥", "T4", NULL);
  assert_told (&events[FL_FLAUNT_EVENT_REVEAL], 3, "Player 2", "a match of 2 Queens", "C2", NULL);

  /* T6: the last card drawn ends sneaking. */
  events[FL_FLAUNT_EVENT_DRAW].values[0] = 0;
  events[FL_FLAUNT_EVENT_DRAW].values[1] = 1;
  assert_told (&events[FL_FLAUNT_EVENT_DRAW], 2, "Player 2", "last", "T6", NULL);

  /* G2: the target reached but the highest total shared. */
  events[FL_FLAUNT_EVENT_ROUND_OVER].values[2] = 104;
  events[FL_FLAUNT_EVENT_ROUND_OVER].values[3] = 1;
  assert_told (&events[FL_FLAUNT_EVENT_ROUND_OVER], 0, "G2", NULL);
}

/* The CONTEST sentence says who won, with what, over what, and why. */
static void
test_events_contest (void)
{
  /* K4, the case: seat 0 flaunts a flush, K♠ 9♠ 3♠; Player 3
   * (seat 2) challenges with... no: the lead is Player 3's straight
   * 8-9-10 and seat 0 challenged with a flush. Against a flaunted straight
   * only straights count, so the flush cannot win (003 K4). */
  FlEvent k4 = event (FL_FLAUNT_EVENT_CONTEST, 2, "8H 9C 10H KS 9S 3S", 0);
  FlEvent tie = event (FL_FLAUNT_EVENT_CONTEST, 3, "KC KH KD KS", 0);
  FlEvent single = event (FL_FLAUNT_EVENT_CONTEST, 1, "QD 10S", 0);

  k4.reason = FL_FLAUNT_WON_LED_KIND;
  k4.values[0] = 6;
  k4.values[1] = 3;
  k4.values[2] = FL_FLAUNT_KIND_STRAIGHT;
  k4.values[3] = 0;
  k4.values[4] = FL_FLAUNT_KIND_FLUSH;
  k4.values[5] = FL_FLAUNT_KIND_STRAIGHT;
  assert_told (&k4, 0, "Player 3", "straight 8-9-10", "your flush", "K♠ 9♠ 3♠", "only straights count", "K4", NULL);
  assert_told (&k4, 2, "You won", "6 cards", "straight 8-9-10", "Player 1", "K4", NULL);
  assert_told (&k4, 1, "Player 3", "Player 1", "K4", NULL);

  /* C4: two matches of Kings tie, and the later in rotation, seat 3's,
   * wins over seat 1's. */
  tie.reason = FL_FLAUNT_WON_TIE;
  tie.values[0] = 6;
  tie.values[1] = 2;
  tie.values[2] = FL_FLAUNT_KIND_MATCH;
  tie.values[3] = 1;
  tie.values[4] = FL_FLAUNT_KIND_MATCH;
  tie.values[5] = -1;
  assert_told (&tie, 1, "Player 4", "ties with your match of 2 Kings", "C4", NULL);
  assert_told (&tie, 3, "You won", "Player 2", "C4", NULL);
  assert_told (&tie, -1, "Player 4", "Player 2", "C4", NULL);

  /* K6: single cards by rank. */
  single.reason = FL_FLAUNT_WON_HIGHER;
  single.values[0] = 2;
  single.values[1] = 1;
  single.values[2] = FL_FLAUNT_KIND_SINGLE;
  single.values[3] = 0;
  single.values[4] = FL_FLAUNT_KIND_SINGLE;
  single.values[5] = FL_FLAUNT_KIND_SINGLE;
  assert_told (&single, 0, "Q♦", "your 10♠", "K6", NULL);

  /* K5: cards of no combination below every combination. */
  {
    FlEvent none = event (FL_FLAUNT_EVENT_CONTEST, 1, "4H 5H 3C 9D", 0);

    none.reason = FL_FLAUNT_WON_HIGHER_KIND;
    none.values[0] = 4;
    none.values[1] = 2;
    none.values[2] = FL_FLAUNT_KIND_FLUSH;
    none.values[3] = 0;
    none.values[4] = FL_FLAUNT_KIND_NONE;
    none.values[5] = -1;
    /* K7 aside, 4♥ 5♥ is a straight flush; told as the kind it counted. */
    assert_told (&none, 0, "K5", "9♦ 3♣", NULL);
  }
}

/* ---- The tutor ---------------------------------------------------------- */

static char **
options_of (const FlFlauntState *state,
            int                  seat)
{
  return _fl_flaunt_explain_options (state, seat);
}

/* K1: what a pointed card could join, at its longest: 9♥ beside 9♠
 * (a match of 2), 10♥ J♥ (a straight flush of 3, which is also the
 * longest straight, so no straight of its own) and three hearts (a flush
 * of 3); 2♣ joins nothing; a card not held says nothing. */
static void
test_card (void)
{
  FlFlauntState state;
  g_auto(GStrv) nine = NULL;
  g_auto(GStrv) two = NULL;
  g_autofree char *nine_label = label ("9H");

  observation (&state, 0);
  give (&state, 0, "9H 9S 10H JH 2C");
  nine = fl_flaunt_rules.explain_card (&state, 0, card ("9H"));
  assert_lines_have (nine, nine_label);
  assert_lines_have (nine, "a match of up to 2 cards");
  assert_lines_have (nine, "a straight flush of up to 3 cards");
  assert_lines_lack (nine, "a straight of");
  assert_lines_have (nine, "a flush of up to 3 cards");
  assert_lines_have (nine, "K3");
  two = fl_flaunt_rules.explain_card (&state, 0, card ("2C"));
  assert_lines_have (two, "no combination");
  assert_lines_lack (two, "up to");
  g_assert_null (fl_flaunt_rules.explain_card (&state, 0, card ("KD")));
}

/* K4, C5: against a flaunted straight flush 8♥ 9♥ 10♥, a straight to the
 * Jack in mixed suits does not count and would lose its cards; a higher
 * straight flush beats it. */
static void
test_choice_challenge (void)
{
  FlFlauntState state;
  FlAction action;
  g_autofree char *loses = NULL;
  g_autofree char *wins = NULL;

  observation (&state, 1);
  give (&state, 1, "9S 10D JC JS QS KS");
  state.phase = FL_FLAUNT_PHASE_CHALLENGE;
  state.to_act = 1;
  state.face_up = 1;
  state.n_plays = 1;
  state.plays[0].seat = 0;
  state.plays[0].n_cards = (guint8) cards ("8H 9H 10H", state.plays[0].cards);

  fl_action_init (&action, FL_ACTION_CHALLENGE, 1);
  action.n_cards = (guint8) cards ("9S 10D JC", action.cards);
  loses = fl_flaunt_rules.explain_choice (&state, &action);
  fl_test_assert_has (loses, "does not beat the flaunt");
  fl_test_assert_has (loses, "K4");

  action.n_cards = (guint8) cards ("JS QS KS", action.cards);
  wins = fl_flaunt_rules.explain_choice (&state, &action);
  fl_test_assert_has (wins, "beats the flaunt");
  fl_test_assert_lacks (wins, "does not");
}

static void
test_options_lead (void)
{
  FlFlauntState state;
  g_auto(GStrv) lines = NULL;

  /* T2: the first turn of a round is a draw. */
  observation (&state, 0);
  state.had_turn = 0;
  give (&state, 0, "2C");
  state.hand_sizes[1] = 3;
  lines = options_of (&state, 0);
  assert_lines_have (lines, "T2");
  assert_lines_lack (lines, "T4");
  g_clear_pointer (&lines, g_strfreev);

  /* T2: with no cards, draw. */
  observation (&state, 0);
  state.hand_sizes[1] = 3;
  lines = options_of (&state, 0);
  assert_lines_have (lines, "no cards");
  assert_lines_have (lines, "T2");
  g_clear_pointer (&lines, g_strfreev);

  /* T5: the lead limit is the largest other hand, seat 2's 4 cards (the
   * first of the largest from seat 0's left), not seat 0's own 7. */
  observation (&state, 0);
  give (&state, 0, "JC JD JH 8H 9H 10H 4S");
  state.hand_sizes[1] = 2;
  state.hand_sizes[2] = 4;
  state.hand_sizes[3] = 4;
  lines = options_of (&state, 0);
  assert_lines_have (lines, "at most 4 cards: Player 3 holds the largest hand among the others (rule T5)");
  assert_lines_have (lines, "T3");
  assert_lines_have (lines, "T4");
  assert_lines_have (lines, "T6");
  /* K1: the combinations held: three Jacks; 8♥ 9♥ 10♥ J♥ in sequence in
   * one suit; 8-9-10-J in mixed suits (a Jack of clubs or diamonds). */
  assert_lines_have (lines, "a match of 3 Jacks");
  assert_lines_have (lines, "a straight flush 8♥ 9♥ 10♥ J♥");
  assert_lines_have (lines, "a straight 8-9-10-J");
  assert_lines_have (lines, "K3");
  g_clear_pointer (&lines, g_strfreev);

  /* T6: an empty stock ends sneaking. */
  observation (&state, 0);
  state.n_stock = 0;
  give (&state, 0, "AC 2D 3C KS 9S");
  state.hand_sizes[1] = 5;
  lines = options_of (&state, 0);
  assert_lines_have (lines, "T6");
  assert_lines_lack (lines, "T3)");
  /* K1: A-2-3, the ace low; K♠ 9♠ a flush. */
  assert_lines_have (lines, "a straight A-2-3");
  assert_lines_have (lines, "a flush K♠ 9♠");
  g_clear_pointer (&lines, g_strfreev);

  /* K1, option ace=high: A-2-3 is no sequence. */
  state.ace_option = FL_FLAUNT_ACE_HIGH;
  lines = options_of (&state, 0);
  assert_lines_lack (lines, "A-2-3");
  assert_lines_have (lines, "a straight 2-3");
  g_clear_pointer (&lines, g_strfreev);

  /* Not this seat's turn: nothing. */
  g_assert_null (options_of (&state, 1));
}

static void
test_options_challenge (void)
{
  FlFlauntState state;
  g_auto(GStrv) lines = NULL;
  FlCard led[3];

  /* C3, K4: Player 3 (seat 2) flaunts the straight 8-9-10; seat 0 holds
   * 9♦ 10♦ J♠, a higher straight, and a flush of three hearts, which
   * cannot count against a straight. */
  observation (&state, 0);
  state.phase = FL_FLAUNT_PHASE_CHALLENGE;
  state.leader = 2;
  state.to_act = 0;
  state.face_up = 1;
  state.n_plays = 1;
  state.plays[0].seat = 2;
  state.plays[0].n_cards = (guint8) cards ("8H 9C 10H", led);
  memcpy (state.plays[0].cards, led, sizeof led);
  give (&state, 0, "9D 10D JS 2H 5H KH");
  state.hand_sizes[2] = 5;
  lines = options_of (&state, 0);
  assert_lines_have (lines, "Player 3 flaunted a straight 8-9-10");
  assert_lines_have (lines, "C3");
  assert_lines_have (lines, "only straights count");
  assert_lines_have (lines, "a straight 9-10-J");
  g_clear_pointer (&lines, g_strfreev);

  /* Without the higher straight: nothing beats it (the flush of hearts
   * does not count, K4). */
  observation (&state, 0);
  state.phase = FL_FLAUNT_PHASE_CHALLENGE;
  state.leader = 2;
  state.face_up = 1;
  state.n_plays = 1;
  state.plays[0].seat = 2;
  state.plays[0].n_cards = 3;
  memcpy (state.plays[0].cards, led, sizeof led);
  give (&state, 0, "2H 5H KH 4C");
  lines = options_of (&state, 0);
  assert_lines_have (lines, "Nothing in your hand beats");
  g_clear_pointer (&lines, g_strfreev);

  /* C1: a sneak of two, its cards unseen: any two cards face down. */
  observation (&state, 0);
  state.phase = FL_FLAUNT_PHASE_CHALLENGE;
  state.leader = 2;
  state.face_up = 0;
  state.n_plays = 1;
  state.plays[0].seat = 2;
  state.plays[0].n_cards = 2;
  state.plays[0].cards[0] = FL_CARD_NONE;
  state.plays[0].cards[1] = FL_CARD_NONE;
  give (&state, 0, "QC QS 4D");
  lines = options_of (&state, 0);
  assert_lines_have (lines, "Player 3 sneaked 2 cards");
  assert_lines_have (lines, "C1");
  assert_lines_have (lines, "a match of 2 Queens");
  assert_lines_have (lines, "C5");
}

static void
test_status (void)
{
  FlFlauntState state;
  g_auto(GStrv) lines = NULL;

  observation (&state, 1);
  state.n_stock = 17;
  state.round = 2;
  state.totals[0] = 40;
  state.totals[1] = 33;
  state.n_won[1] = 6;
  state.hand_sizes[2] = 9;
  lines = _fl_flaunt_explain_status (&state, 1);
  assert_lines_have (lines, "Round 3");
  assert_lines_have (lines, "100");
  assert_lines_have (lines, "17");
  assert_lines_have (lines, "you: 6");
  assert_lines_have (lines, "Player 1: 40");
  assert_lines_have (lines, "you: 33");
  assert_lines_have (lines, "Player 3: 9");
  g_clear_pointer (&lines, g_strfreev);

  state.n_stock = 0;
  lines = _fl_flaunt_explain_status (&state, 1);
  assert_lines_have (lines, "T6");
}

/* ---- Secrecy ------------------------------------------------------------ */

/* The random rounds the secrecy test plays: a few hundred, a quarter of
 * them in the sanitized copy, which is there for memory errors and
 * undefined behaviour and runs many times slower. */
#if defined (__SANITIZE_ADDRESS__)
#define SECRECY_ROUNDS 60
#else
#define SECRECY_ROUNDS 240
#endif

/* The labels of the standard cards @seat may have seen. */
typedef struct
{
  gboolean known[FL_FLAUNT_MAX_PLAYERS][FL_FLAUNT_PACK];
} Knowledge;

static void
learn_hand (Knowledge           *k,
            guint                seat,
            const FlFlauntCards *hand)
{
  for (guint copy = 0; copy < 2; copy++)
    for (FlCardSet set = hand->packs[copy]; set != 0; set &= set - 1)
      k->known[seat][fl_card_set_lowest (set)] = TRUE;
}

static void
learn_all (Knowledge    *k,
           const FlCard *list,
           guint         n)
{
  for (guint i = 0; i < n; i++)
    if (list[i] != FL_CARD_NONE)
      for (guint s = 0; s < FL_FLAUNT_MAX_PLAYERS; s++)
        k->known[s][list[i] % FL_FLAUNT_PACK] = TRUE;
}

static void
assert_knows (const Knowledge *k,
              guint            seat,
              char *const     *labels,
              const char      *text,
              const char      *what)
{
  g_assert_null (strstr (text, "(null)"));
  for (guint c = 0; c < FL_FLAUNT_PACK; c++)
    if (!k->known[seat][c] && fl_test_names_label (text, labels[c]))
      g_error ("seat %u's %s names %s: “%s”", seat, what, labels[c], text);
}

static void
assert_lines_known (const Knowledge *k,
                    guint            seat,
                    char *const     *labels,
                    char *const     *lines,
                    const char      *what)
{
  for (guint i = 0; lines != NULL && lines[i] != NULL; i++)
    assert_knows (k, seat, labels, lines[i], what);
}

/* Over a few hundred random rounds of every table size, both packs and
 * every option, no sentence a seat is shown names a card it could not
 * have seen. What a seat sees is worked out from the rules, not from the
 * engine's filter: its own hands (D3, T2), every flaunt (T4), and every
 * play of a contest once turned up (C2, C3); never an unchallenged sneak
 * (C5) nor another's last hand (E1). */
static void
test_secrecy (void)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_DOUBLE_104);
  char *labels[FL_FLAUNT_PACK];
  guint rounds = 0;
  guint contests = 0;

  for (FlCard c = 0; c < FL_FLAUNT_PACK; c++)
    labels[c] = fl_deck_card_label (deck, c);

  for (guint game = 0; rounds < SECRECY_ROUNDS; game++)
    {
      FlFlauntState state;
      FlOptions options;
      FlRng rng;
      Knowledge k;
      FlCard contest[FL_FLAUNT_MAX_PLAYERS * FL_FLAUNT_MAX_LEAD];
      guint n_contest = 0, n_challenges = 0;
      guint steps = 0;
      int start = 0;

      fl_rules_default_options (&fl_flaunt_rules, &options);
      options.values[FL_FLAUNT_OPTION_PLAYERS] = 2 + (int) (game % 6);
      options.values[FL_FLAUNT_OPTION_PACKS] = (game / 6) % 2;
      options.values[FL_FLAUNT_OPTION_SNEAKS] = (game / 3) % 2;
      options.values[FL_FLAUNT_OPTION_CHALLENGES] = (game / 2) % 2;
      options.values[FL_FLAUNT_OPTION_ACE] = (game / 5) % 2;
      if (options.values[FL_FLAUNT_OPTION_PLAYERS] != 4)
        options.values[FL_FLAUNT_OPTION_PACKS] = 0;
      fl_flaunt_rules.new_game (&state, &options, game + 1);
      fl_rng_init (&rng, game + 1000, 3);
      memset (&k, 0, sizeof k);
      start = fl_flaunt_rules.hand_number (&state);

      while (fl_flaunt_rules.current_seat (&state) >= 0 &&
             fl_flaunt_rules.hand_number (&state) < start + 4 && steps++ < 20000)
        {
          FlAction a;
          FlEvents events = { 0 };
          int actor = fl_flaunt_rules.current_seat (&state);
          guint before = fl_flaunt_rules.hand_number (&state);

          for (guint s = 0; s < state.n_players; s++)
            learn_hand (&k, s, &state.hands[s]);

          /* The tutor, from the deciding seat's own observation: the
           * only seat it speaks to. */
          {
            FlFlauntState seen;
            g_auto(GStrv) options_lines = NULL;
            g_auto(GStrv) status_lines = NULL;

            fl_flaunt_rules.observe (&state, actor, &seen);
            options_lines = _fl_flaunt_explain_options (&seen, actor);
            status_lines = _fl_flaunt_explain_status (&seen, actor);
            assert_lines_known (&k, (guint) actor, labels, options_lines, "options");
            assert_lines_known (&k, (guint) actor, labels, status_lines, "status");
          }

          fl_flaunt_rules.random_action (&state, &rng, &a);

          /* The move, named to its own seat before it is made (the
           * tutor's hints), and to the others once made. */
          {
            FlFlauntState seen;
            g_autofree char *name = NULL;
            g_autofree char *text = NULL;
            g_autofree char *choice = NULL;

            fl_flaunt_rules.observe (&state, actor, &seen);
            name = _fl_flaunt_name_action (&seen, &a);
            text = _fl_flaunt_describe_action (&seen, &a);
            choice = _fl_flaunt_explain_choice (&seen, &a);
            assert_knows (&k, (guint) actor, labels, name, "move's name");
            assert_knows (&k, (guint) actor, labels, text, "move");
            if (choice != NULL)
              assert_knows (&k, (guint) actor, labels, choice, "choice");
          }

          /* A lead opens a contest; challenges join it (C1, C3). */
          if (a.kind == FL_ACTION_SNEAK || a.kind == FL_ACTION_PLAY)
            {
              n_contest = 0;
              n_challenges = 0;
            }
          if (a.kind == FL_ACTION_SNEAK || a.kind == FL_ACTION_PLAY || a.kind == FL_ACTION_CHALLENGE)
            {
              memcpy (contest + n_contest, a.cards, a.n_cards * sizeof (FlCard));
              n_contest += a.n_cards;
              n_challenges += a.kind == FL_ACTION_CHALLENGE;
            }
          /* T4: a flaunt is seen by all at once. */
          if (a.kind == FL_ACTION_PLAY)
            learn_all (&k, a.cards, a.n_cards);

          fl_flaunt_rules.apply (&state, &a, &events);

          /* C2, C3: once every seat has decided, a challenged lead and
           * all its challenges are turned up for everyone. */
          if (n_challenges > 0 && state.phase != FL_FLAUNT_PHASE_CHALLENGE &&
              (a.kind == FL_ACTION_CHALLENGE || a.kind == FL_ACTION_PASS))
            {
              learn_all (&k, contest, n_contest);
              n_challenges = 0;
              contests++;
            }
          /* A seat knows its own winnings too: its own cards, or cards
           * turned up (C5, E1), even once the round's end takes them
           * from its hand. */
          for (guint s = 0; s < state.n_players; s++)
            {
              learn_hand (&k, s, &state.hands[s]);
              learn_hand (&k, s, &state.won[s]);
            }

          for (guint s = 0; s < state.n_players; s++)
            if ((int) s != actor)
              {
                FlFlauntState seen;
                g_autofree char *name = NULL;
                g_autofree char *text = NULL;

                fl_flaunt_rules.observe (&state, (int) s, &seen);
                name = _fl_flaunt_name_action (&seen, &a);
                text = _fl_flaunt_describe_action (&seen, &a);
                assert_knows (&k, s, labels, name, "move's name");
                assert_knows (&k, s, labels, text, "move");
              }

          for (guint e = 0; e < events.n_events; e++)
            for (guint s = 0; s < state.n_players; s++)
              {
                FlEvent filtered;
                g_autofree char *text = NULL;

                if (!fl_rules_see_event (&events.events[e], (int) s, &filtered))
                  continue;
                text = _fl_flaunt_describe_event (&filtered, (int) s);
                g_assert_nonnull (text);
                g_assert_cmpstr (text, !=, "");
                assert_knows (&k, s, labels, text, "event");
                if (events.events[e].kind == FL_FLAUNT_EVENT_CONTEST &&
                    strstr (text, "(rule K") == NULL && strstr (text, "(rule C4)") == NULL &&
                    strstr (text, "(rules K") == NULL)
                  g_error ("a contest without its reason: “%s”", text);
              }

          if ((guint) fl_flaunt_rules.hand_number (&state) != before || a.kind == FL_ACTION_CONTINUE)
            {
              rounds++;
              memset (&k, 0, sizeof k);
            }
        }
    }
  /* The random play reached many contests. */
  g_assert_cmpuint (contests, >, SECRECY_ROUNDS / 2);

  for (FlCard c = 0; c < FL_FLAUNT_PACK; c++)
    g_free (labels[c]);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "", TRUE);
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/flaunt/words/actions", test_actions);
  g_test_add_func ("/flaunt/words/refusals", test_refusals);
  g_test_add_func ("/flaunt/words/refusals/engine", test_refusals_engine);
  g_test_add_func ("/flaunt/words/events/each", test_events_each);
  g_test_add_func ("/flaunt/words/events/contest", test_events_contest);
  g_test_add_func ("/flaunt/words/options/lead", test_options_lead);
  g_test_add_func ("/flaunt/words/options/challenge", test_options_challenge);
  g_test_add_func ("/flaunt/words/status", test_status);
  g_test_add_func ("/flaunt/words/card", test_card);
  g_test_add_func ("/flaunt/words/choice/challenge", test_choice_challenge);
  g_test_add_func ("/flaunt/words/secrecy", test_secrecy);

  return g_test_run ();
}
