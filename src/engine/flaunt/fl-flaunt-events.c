/* fl-flaunt-events.c: Flaunt's events in words
 *
 * Each sentence is made from the event as its viewer was told it
 * (fl_rules_see_event()): a card the viewer may not see is FL_CARD_NONE
 * there, and then only the count is said. A sneak nobody challenged is
 * told to the others without its cards, and so is the last hand won at the
 * end of a round (C5, E1). Past tense, in the catalogue's context "event";
 * a contest's reason is a rule, so it is told in the present.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flaunt-explain-private.h"
#include "fl-i18n.h"

const char *
_fl_flaunt_event_name (guint kind)
{
  static const char *const names[] = {
    [FL_FLAUNT_EVENT_DEAL] = "deal",
    [FL_FLAUNT_EVENT_DRAW] = "draw",
    [FL_FLAUNT_EVENT_SNEAK] = "sneak",
    [FL_FLAUNT_EVENT_FLAUNT] = "flaunt",
    [FL_FLAUNT_EVENT_CHALLENGE] = "challenge",
    [FL_FLAUNT_EVENT_DECLINE] = "decline",
    [FL_FLAUNT_EVENT_REVEAL] = "reveal",
    [FL_FLAUNT_EVENT_CONTEST] = "contest",
    [FL_FLAUNT_EVENT_UNCHALLENGED] = "unchallenged",
    [FL_FLAUNT_EVENT_COLLECT] = "collect",
    [FL_FLAUNT_EVENT_ROUND_SCORE] = "round-score",
    [FL_FLAUNT_EVENT_ROUND_OVER] = "round-over",
    [FL_FLAUNT_EVENT_GAME_OVER] = "game-over",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

/* What a round's score summary lists: each player's cards won (S1), the
 * round's end against the target (G1, G2) and the end of the game. The
 * draws, leads, challenges and contests score nothing by themselves. */
gboolean
_fl_flaunt_event_scores (const FlEvent *event)
{
  g_return_val_if_fail (event != NULL, FALSE);

  switch ((FlFlauntEventKind) event->kind)
    {
    case FL_FLAUNT_EVENT_ROUND_SCORE:
    case FL_FLAUNT_EVENT_ROUND_OVER:
    case FL_FLAUNT_EVENT_GAME_OVER:
      return TRUE;
    case FL_FLAUNT_EVENT_DEAL:
    case FL_FLAUNT_EVENT_DRAW:
    case FL_FLAUNT_EVENT_SNEAK:
    case FL_FLAUNT_EVENT_FLAUNT:
    case FL_FLAUNT_EVENT_CHALLENGE:
    case FL_FLAUNT_EVENT_DECLINE:
    case FL_FLAUNT_EVENT_REVEAL:
    case FL_FLAUNT_EVENT_CONTEST:
    case FL_FLAUNT_EVENT_UNCHALLENGED:
    case FL_FLAUNT_EVENT_COLLECT:
    case FL_FLAUNT_N_EVENTS:
    default:
      return FALSE;
    }
}

/* Whether the viewer may see the @n_cards cards from @first. */
static gboolean
cards_seen (const FlEvent *event,
            guint          first,
            guint          n_cards)
{
  if (n_cards == 0 || first + n_cards > event->n_cards)
    return FALSE;
  for (guint i = first; i < first + n_cards; i++)
    if (event->cards[i] == FL_CARD_NONE)
      return FALSE;
  return TRUE;
}

static gboolean
valid_kind (int kind)
{
  return kind >= FL_FLAUNT_KIND_NONE && kind < FL_FLAUNT_N_KINDS;
}

/* "Player 3", "Players 1 and 3", "Players 2, 4 and 5": the seats of
 * @mask, a bit each. */
static char *
players_list (guint mask)
{
  g_autoptr(GString) numbers = g_string_new (NULL);
  guint seats[FL_FLAUNT_MAX_PLAYERS];
  guint n = 0;

  for (guint s = 0; s < FL_FLAUNT_MAX_PLAYERS; s++)
    if (mask & (1u << s))
      seats[n++] = s + 1;

  if (n == 0)
    return g_strdup ("");
  if (n == 1)
    return _fl_flaunt_player_name ((int) seats[0] - 1);
  for (guint i = 0; i + 1 < n; i++)
    {
      if (i > 0)
        /* Translators: between the numbers of players in a list, “2, 4
         * and 5”. */
        g_string_append (numbers, C_("list", ", "));
      g_string_append_printf (numbers, "%u", seats[i]);
    }
  /* Translators: several players, numbered from 1, as the subject of a
   * sentence: %1$s is all the numbers but the last (“2, 4”), %2$u the
   * last: “Players 2, 4 and 5”. */
  return g_strdup_printf (C_("side", "Players %1$s and %2$u"), numbers->str, seats[n - 1]);
}

static char *
describe_deal (const FlEvent *event,
               gboolean       you,
               const char    *who,
               int            viewer)
{
  int round = event->values[0];
  int players = event->values[1];
  int stock = event->values[2];
  int first = players > 0 ? (event->seat + 1) % players : 0;
  g_autofree char *leader = _fl_flaunt_player_name (first);

  /* T1: the dealer never plays first, so "you" is one or the other. */
  if (!you && viewer >= 0 && first == viewer)
    {
      /* Translators: %1$d is the round's number, %2$s the dealer, %3$d
       * the cards of the stock (52 or 104). */
      return g_strdup_printf (C_("event", "Round %1$d: %2$s shuffled all %3$d cards into the face-down stock, and you play first, on their left (rules D3 and T1)."),
                              round, who, stock);
    }
  if (you)
    /* Translators: said to the dealer; %1$d is the round's number, %2$d
     * the cards of the stock (52 or 104), %3$s the player who plays
     * first. */
    return g_strdup_printf (C_("event", "Round %1$d: you shuffled all %2$d cards into the face-down stock, and %3$s, on your left, plays first (rules D3 and T1)."),
                            round, stock, leader);
  /* Translators: %1$d is the round's number, %2$s the dealer, %3$d the
   * cards of the stock (52 or 104), %4$s the player who plays first. */
  return g_strdup_printf (C_("event", "Round %1$d: %2$s shuffled all %3$d cards into the face-down stock, and %4$s, on their left, plays first (rules D3 and T1)."),
                          round, who, stock, leader);
}

static char *
describe_draw (const FlEvent *event,
               gboolean       you,
               const char    *who)
{
  int left = event->values[0];
  gboolean last = event->values[1] != 0;

  if (you && cards_seen (event, 0, 1))
    {
      g_autofree char *card = _fl_flaunt_card_label (event->cards[0]);

      if (last)
        /* Translators: said to the player; %s is the card drawn. */
        return g_strdup_printf (C_("event", "You drew %s, the last card of the stock: sneaking has ended, and every lead from now on is a flaunt (rule T6)."),
                                card);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the player; %1$s is the card
                                             * drawn, %2$d the cards left in the stock. */
                                            "You drew %1$s from the stock; %2$d card remains there (rule T2).",
                                            "You drew %1$s from the stock; %2$d cards remain there (rule T2).",
                                            flaunt_plural (left)),
                              card, left);
    }
  if (you)
    {
      if (last)
        return g_strdup (C_("event", "You drew the last card of the stock: sneaking has ended, and every lead from now on is a flaunt (rule T6)."));
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to the player; %d is the cards left
                                             * in the stock. */
                                            "You drew a card from the stock; %d card remains there (rule T2).",
                                            "You drew a card from the stock; %d cards remain there (rule T2).",
                                            flaunt_plural (left)),
                              left);
    }
  if (last)
    /* Translators: %s is a player. */
    return g_strdup_printf (C_("event", "%s drew the last card of the stock: sneaking has ended, and every lead from now on is a flaunt (rule T6)."),
                            who);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a player, %2$d the cards left in
                                         * the stock. */
                                        "%1$s drew a card from the stock; %2$d card remains there (rule T2).",
                                        "%1$s drew a card from the stock; %2$d cards remain there (rule T2).",
                                        flaunt_plural (left)),
                          who, left);
}

static char *
describe_sneak (const FlEvent *event,
                gboolean       you,
                const char    *who)
{
  guint n = (guint) event->values[0];

  if (you && cards_seen (event, 0, n))
    {
      g_autofree char *cards = _fl_flaunt_card_list (event->cards, n);

      /* Translators: said to the leader; %s is the cards. */
      return g_strdup_printf (C_("event", "You sneaked %s face down (rule T3)."), cards);
    }
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the leader; %u is how many
                                           * cards. */
                                          "You sneaked %u card face down (rule T3).",
                                          "You sneaked %u cards face down (rule T3).",
                                          n),
                            n);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a player, %2$u how many cards they
                                         * led face down, unseen. */
                                        "%1$s sneaked %2$u card face down (rule T3).",
                                        "%1$s sneaked %2$u cards face down (rule T3).",
                                        n),
                          who, n);
}

static char *
describe_flaunt (const FlEvent *event,
                 gboolean       you,
                 const char    *who)
{
  guint n = (guint) event->values[0];
  g_autofree char *play = NULL;

  if (!cards_seen (event, 0, n) || !valid_kind (event->values[1]))
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the leader; %u is how many
                                               * cards. */
                                              "You flaunted %u card face up (rule T4).",
                                              "You flaunted %u cards face up (rule T4).",
                                              n),
                                n);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a player, %2$u how many cards. */
                                            "%1$s flaunted %2$u card face up (rule T4).",
                                            "%1$s flaunted %2$u cards face up (rule T4).",
                                            n),
                              who, n);
    }
  play = _fl_flaunt_play_phrase (event->cards, n, (FlFlauntKind) event->values[1]);
  if (you)
    /* Translators: said to the leader; %s is the play, such as “a straight
     * 8-9-10” or “Q♦”. */
    return g_strdup_printf (C_("event", "You flaunted %s (rule T4)."), play);
  /* Translators: %1$s is a player, %2$s the play, such as “a straight
   * 8-9-10” or “Q♦”. */
  return g_strdup_printf (C_("event", "%1$s flaunted %2$s (rule T4)."), who, play);
}

static char *
describe_challenge (const FlEvent *event,
                    gboolean       you,
                    const char    *who)
{
  guint n = (guint) event->values[0];
  gboolean face_up = event->values[1] != 0;

  if (you && cards_seen (event, 0, n))
    {
      g_autofree char *cards = _fl_flaunt_card_list (event->cards, n);

      if (face_up)
        /* Translators: said to the challenger; %s is the cards, shown
         * with the other challenges once everyone has decided. */
        return g_strdup_printf (C_("event", "You challenged with %s, to be shown face up with the other challenges (rule C3)."), cards);
      /* Translators: said to the challenger; %s is the cards. */
      return g_strdup_printf (C_("event", "You challenged with %s face down (rule C1)."), cards);
    }
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the challenger; %u is how many
                                           * cards. */
                                          "You challenged with %u card (rule C6).",
                                          "You challenged with %u cards (rule C6).",
                                          n),
                            n);
  if (face_up)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is a player, %2$u how many cards;
                                           * they are shown when everyone has decided. */
                                          "%1$s challenged with %2$u card, shown when everyone has decided (rules C3 and C6).",
                                          "%1$s challenged with %2$u cards, shown when everyone has decided (rules C3 and C6).",
                                          n),
                            who, n);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a player, %2$u how many cards they
                                         * played face down. */
                                        "%1$s challenged with %2$u card face down (rules C1 and C6).",
                                        "%1$s challenged with %2$u cards face down (rules C1 and C6).",
                                        n),
                          who, n);
}

static char *
describe_reveal (const FlEvent *event,
                 gboolean       you,
                 const char    *who)
{
  guint n = event->n_cards;
  gboolean lead = event->values[0] == 0;
  gboolean flaunted = event->values[3] != 0;
  g_autofree char *play = NULL;

  if (!cards_seen (event, 0, n) || !valid_kind (event->values[1]))
    {
      if (you)
        return g_strdup (C_("event", "Your play was turned up."));
      /* Translators: %s is a player. */
      return g_strdup_printf (C_("event", "%s’s play was turned up."), who);
    }
  play = _fl_flaunt_play_phrase (event->cards, n, (FlFlauntKind) event->values[1]);
  if (lead && flaunted)
    {
      if (you)
        /* Translators: said to the leader; %s is their flaunt as it
         * counts in the contest, such as “a straight 8-9-10”. */
        return g_strdup_printf (C_("event", "In the contest your flaunt counts as %s (rule K3)."), play);
      /* Translators: %1$s is the leader, %2$s their flaunt as it counts in
       * the contest. */
      return g_strdup_printf (C_("event", "In the contest %1$s’s flaunt counts as %2$s (rule K3)."), who, play);
    }
  if (lead)
    {
      if (you)
        /* Translators: said to the leader; %s is their sneak, now turned
         * up, such as “a match of 2 Kings”. */
        return g_strdup_printf (C_("event", "Your sneak was turned up: %s (rule C2)."), play);
      /* Translators: %1$s is the leader, %2$s their sneak, now turned
       * up. */
      return g_strdup_printf (C_("event", "%1$s’s sneak was turned up: %2$s (rule C2)."), who, play);
    }
  if (event->values[4] != 0)
    {
      if (you)
        /* Translators: said to the challenger of a flaunt; %s is their
         * challenge as it counts in the contest, such as “a straight
         * 8-9-10”. */
        return g_strdup_printf (C_("event", "Your challenge was shown with the others: %s (rule C3)."), play);
      /* Translators: %1$s is a challenger of a flaunt, %2$s their
       * challenge as it counts in the contest. */
      return g_strdup_printf (C_("event", "%1$s’s challenge was shown with the others: %2$s (rule C3)."), who, play);
    }
  if (you)
    /* Translators: said to the challenger; %s is their challenge as it
     * counts in the contest, such as “a flush K♠ 9♠ 3♠”. */
    return g_strdup_printf (C_("event", "Your challenge was turned up: %s (rule C2)."), play);
  /* Translators: %1$s is a challenger, %2$s their challenge as it counts
   * in the contest. */
  return g_strdup_printf (C_("event", "%1$s’s challenge was turned up: %2$s (rule C2)."), who, play);
}

/* Why the winning play beat the best other, as one sentence with its
 * rule: a rule, told in the present, so in the context "contest". */
static const char *
contest_reason (const FlEvent *event,
                FlFlauntKind   kind,
                FlFlauntKind   beaten_kind)
{
  switch ((FlFlauntWon) event->reason)
    {
    case FL_FLAUNT_WON_HIGHER_KIND:
      if (beaten_kind == FL_FLAUNT_KIND_NONE)
        return C_("contest", "Cards that form no combination rank below every combination of their size (rule K5).");
      return C_("contest", "A higher kind wins: a match ranks highest, then a straight flush, a straight and a flush (rule K3).");

    case FL_FLAUNT_WON_HIGHER:
      switch (kind)
        {
        case FL_FLAUNT_KIND_SINGLE:
          return C_("contest", "Between single cards the higher rank wins; suits never count (rule K6).");
        case FL_FLAUNT_KIND_MATCH:
          return C_("contest", "Between matches the higher rank wins (rule K3).");
        case FL_FLAUNT_KIND_STRAIGHT:
        case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
          return C_("contest", "Between sequences of one kind the higher top card wins, A-2-3 topping at the 3 (rule K3).");
        case FL_FLAUNT_KIND_FLUSH:
          return C_("contest", "Flushes are compared card by card from the highest (rule K3).");
        case FL_FLAUNT_KIND_NONE:
        case FL_FLAUNT_N_KINDS:
        default:
          return C_("contest", "Cards that form no combination are compared like flushes, card by card from the highest (rule K5).");
        }

    case FL_FLAUNT_WON_TIE:
      return C_("contest", "Of equal plays the one made last in rotation from the leader’s left wins, the leader counting as first (rule C4).");

    case FL_FLAUNT_WON_LED_KIND:
    default:
      switch (event->values[5])
        {
        case FL_FLAUNT_KIND_STRAIGHT:
          return C_("contest", "Against a flaunted straight only straights count (rule K4).");
        case FL_FLAUNT_KIND_FLUSH:
          return C_("contest", "Against a flaunted flush only flushes count (rule K4).");
        case FL_FLAUNT_KIND_MATCH:
          return C_("contest", "Against a flaunted match only matches count (rule K4).");
        case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
        default:
          return _fl_flaunt_led_kind_rule (FL_FLAUNT_KIND_STRAIGHT_FLUSH, FALSE);
        }
    }
}

static char *
describe_contest (const FlEvent *event,
                  int            viewer,
                  gboolean       you,
                  const char    *who)
{
  guint won = (guint) event->values[0];
  guint n = (guint) event->values[1];
  int beaten_seat = event->values[3];
  gboolean beaten_you = viewer >= 0 && beaten_seat == viewer;
  g_autofree char *beaten_who = _fl_flaunt_player_name (beaten_seat);
  g_autofree char *mine = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *main_sentence = NULL;

  if (n == 0 || !cards_seen (event, 0, 2 * n) ||
      !valid_kind (event->values[2]) || !valid_kind (event->values[4]))
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the winner; %u is the cards of
                                               * the contest. */
                                              "You won the contest and its %u card (rule C5).",
                                              "You won the contest and its %u cards (rule C5).",
                                              won),
                                won);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the winner, %2$u the cards of the
                                             * contest. */
                                            "%1$s won the contest and its %2$u card (rule C5).",
                                            "%1$s won the contest and its %2$u cards (rule C5).",
                                            won),
                              who, won);
    }

  mine = _fl_flaunt_play_name (event->cards, n, (FlFlauntKind) event->values[2]);
  theirs = _fl_flaunt_play_name (event->cards + n, n, (FlFlauntKind) event->values[4]);
  if (event->reason == FL_FLAUNT_WON_TIE)
    {
      /* C4: equal plays; the later wins. */
      if (you)
        main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                       /* Translators: said to the winner of a tie; %1$u is
                                                        * the cards won, %2$s the winning play (“match of 2
                                                        * Kings”), %3$s the player of the equal play it
                                                        * beat, %4$s that play. */
                                                       "You won the contest and its %1$u card: your %2$s ties with %3$s’s %4$s and wins, played later.",
                                                       "You won the contest and its %1$u cards: your %2$s ties with %3$s’s %4$s and wins, played later.",
                                                       won),
                                         won, mine, beaten_who, theirs);
      else if (beaten_you)
        main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                       /* Translators: said to the player beaten in a tie;
                                                        * %1$s is the winner, %2$u the cards won, %3$s the
                                                        * winning play, %4$s the viewer's equal play. */
                                                       "%1$s won the contest and its %2$u card: their %3$s ties with your %4$s and wins, played later.",
                                                       "%1$s won the contest and its %2$u cards: their %3$s ties with your %4$s and wins, played later.",
                                                       won),
                                         who, won, mine, theirs);
      else
        main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                       /* Translators: %1$s is the winner of a tie, %2$u the
                                                        * cards won, %3$s the winning play, %4$s the player
                                                        * of the equal play it beat, %5$s that play. */
                                                       "%1$s won the contest and its %2$u card: their %3$s ties with %4$s’s %5$s and wins, played later.",
                                                       "%1$s won the contest and its %2$u cards: their %3$s ties with %4$s’s %5$s and wins, played later.",
                                                       won),
                                         who, won, mine, beaten_who, theirs);
    }
  else if (you)
    main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                   /* Translators: said to the winner; %1$u is the cards
                                                    * won, %2$s the winning play (“straight 8-9-10”),
                                                    * %3$s the player of the best play it beat, %4$s
                                                    * that play (“flush K♠ 9♠ 3♠”). */
                                                   "You won the contest and its %1$u card: your %2$s beats %3$s’s %4$s.",
                                                   "You won the contest and its %1$u cards: your %2$s beats %3$s’s %4$s.",
                                                   won),
                                     won, mine, beaten_who, theirs);
  else if (beaten_you)
    main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                   /* Translators: said to the player beaten; %1$s is the
                                                    * winner, %2$u the cards won, %3$s the winning play
                                                    * (“straight 8-9-10”), %4$s the viewer's play
                                                    * (“flush K♠ 9♠ 3♠”). */
                                                   "%1$s won the contest and its %2$u card: their %3$s beats your %4$s.",
                                                   "%1$s won the contest and its %2$u cards: their %3$s beats your %4$s.",
                                                   won),
                                     who, won, mine, theirs);
  else
    main_sentence = g_strdup_printf (fl_npgettext ("event",
                                                   /* Translators: %1$s is the winner, %2$u the cards won,
                                                    * %3$s the winning play (“straight 8-9-10”), %4$s the
                                                    * player of the best play it beat, %5$s that play. */
                                                   "%1$s won the contest and its %2$u card: their %3$s beats %4$s’s %5$s.",
                                                   "%1$s won the contest and its %2$u cards: their %3$s beats %4$s’s %5$s.",
                                                   won),
                                     who, won, mine, beaten_who, theirs);

  /* Translators: two sentences of one event: %1$s says who won the contest
   * and with what, %2$s why, naming the rule (a rule, so in the present,
   * in the context “contest”). */
  return g_strdup_printf (C_("contest", "%1$s %2$s"), main_sentence,
                          contest_reason (event, (FlFlauntKind) event->values[2], (FlFlauntKind) event->values[4]));
}

static char *
describe_unchallenged (const FlEvent *event,
                       gboolean       you,
                       const char    *who)
{
  guint n = (guint) event->values[0];
  gboolean sneak = event->values[1] != 0;

  if (sneak)
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the leader; %u is how many
                                               * cards, which the others never see. */
                                              "Nobody challenged: you won your sneak of %u card, unseen by the others (rule C5).",
                                              "Nobody challenged: you won your sneak of %u cards, unseen by the others (rule C5).",
                                              n),
                                n);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the leader, %2$u how many cards;
                                             * nobody else ever sees them. */
                                            "%1$s won their sneak of %2$u card unchallenged (rule C5).",
                                            "%1$s won their sneak of %2$u cards unchallenged (rule C5).",
                                            n),
                              who, n);
    }
  if (cards_seen (event, 0, n))
    {
      g_autofree char *cards = _fl_flaunt_card_list (event->cards, n);

      if (you)
        /* Translators: said to the leader; %s is the cards of their
         * flaunt. */
        return g_strdup_printf (C_("event", "Nobody challenged: you won your flaunt, %s (rule C5)."), cards);
      /* Translators: %1$s is the leader, %2$s the cards of their flaunt. */
      return g_strdup_printf (C_("event", "%1$s won their flaunt, %2$s, unchallenged (rule C5)."), who, cards);
    }
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the leader; %u is how many cards. */
                                          "Nobody challenged: you won your flaunt of %u card (rule C5).",
                                          "Nobody challenged: you won your flaunt of %u cards (rule C5).",
                                          n),
                            n);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is the leader, %2$u how many cards. */
                                        "%1$s won their flaunt of %2$u card unchallenged (rule C5).",
                                        "%1$s won their flaunt of %2$u cards unchallenged (rule C5).",
                                        n),
                          who, n);
}

static char *
describe_collect (const FlEvent *event,
                  gboolean       you,
                  const char    *who)
{
  guint n = (guint) event->values[0];

  /* A hand longer than an event goes on in a second one. */
  if (event->values[1] != 0)
    {
      if (you)
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the last player holding cards;
                                               * %u is how many more of them they won. */
                                              "You also won the other %u card of your hand (rule E1).",
                                              "You also won the other %u cards of your hand (rule E1).",
                                              n),
                                n);
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the last player holding cards,
                                             * %2$u how many more of them they won, unseen. */
                                            "%1$s also won the other %2$u card of their hand (rule E1).",
                                            "%1$s also won the other %2$u cards of their hand (rule E1).",
                                            n),
                              who, n);
    }
  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the last player holding cards; %u
                                           * is how many. */
                                          "The stock is empty and only you still hold cards: you won your last %u card without a contest, unseen by the others (rule E1).",
                                          "The stock is empty and only you still hold cards: you won your last %u cards without a contest, unseen by the others (rule E1).",
                                          n),
                            n);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is the last player holding cards, %2$u
                                         * how many; nobody else sees them. */
                                        "The stock is empty and only %1$s still holds cards: they won their last %2$u card without a contest, unseen (rule E1).",
                                        "The stock is empty and only %1$s still holds cards: they won their last %2$u cards without a contest, unseen (rule E1).",
                                        n),
                          who, n);
}

static char *
describe_round_score (const FlEvent *event,
                      gboolean       you,
                      const char    *who)
{
  int won = event->values[0];
  int total = event->values[1];
  int round = event->values[2];

  if (you)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the player; %1$d is the round's
                                           * number, %2$d the cards won, a point each, %3$d the new
                                           * total. */
                                          "Round %1$d: you won %2$d card, %2$d point; your total is %3$d (rule S1).",
                                          "Round %1$d: you won %2$d cards, %2$d points; your total is %3$d (rule S1).",
                                          flaunt_plural (won)),
                            round, won, total);
  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$d is the round's number, %2$s a player,
                                         * %3$d the cards they won, a point each, %4$d their new
                                         * total. */
                                        "Round %1$d: %2$s won %3$d card, %3$d point; their total is %4$d (rule S1).",
                                        "Round %1$d: %2$s won %3$d cards, %3$d points; their total is %4$d (rule S1).",
                                        flaunt_plural (won)),
                          round, who, won, total);
}

static char *
describe_round_over (const FlEvent *event)
{
  int round = event->values[0];
  int target = event->values[1];
  int best = event->values[2];

  if (event->values[3] != 0)
    /* Translators: %1$d is the round's number, %2$d the highest total,
     * %3$d the target. */
    return g_strdup_printf (C_("event", "Round %1$d is over: the highest total, %2$d, reaches the target of %3$d, but more than one player holds it, so another round is played (rule G2)."),
                            round, best, target);
  if (best >= target)
    /* Translators: %1$d is the round's number, %2$d the highest total,
     * %3$d the target. */
    return g_strdup_printf (C_("event", "Round %1$d is over: the highest total, %2$d, reaches the target of %3$d (rule G1)."),
                            round, best, target);
  /* Translators: %1$d is the round's number, %2$d the highest total,
   * %3$d the target. */
  return g_strdup_printf (C_("event", "Round %1$d is over: the highest total, %2$d, is short of the target of %3$d, so another round is played (rule G1)."),
                          round, best, target);
}

static char *
describe_game_over (const FlEvent *event,
                    int            viewer)
{
  int best = event->values[0];
  guint winners = (guint) event->values[1];

  if (winners == 0 && event->seat >= 0)
    winners = 1u << event->seat;
  if (viewer >= 0 && winners == (1u << viewer))
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the winner; %d is their total. */
                                          "The game is over: you won with %d point, the highest total (rule G1).",
                                          "The game is over: you won with %d points, the highest total (rule G1).",
                                          flaunt_plural (best)),
                            best);
  if (fl_card_set_count (winners) == 1)
    {
      g_autofree char *who = players_list (winners);

      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is the winner, %2$d their total. */
                                            "The game is over: %1$s won with %2$d point, the highest total (rule G1).",
                                            "The game is over: %1$s won with %2$d points, the highest total (rule G1).",
                                            flaunt_plural (best)),
                              who, best);
    }
  {
    g_autofree char *who = players_list (winners);

    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is the winners (“Players 1 and 3”),
                                           * %2$d their total. */
                                          "The game is over: %1$s share the win with %2$d point each (rule G1).",
                                          "The game is over: %1$s share the win with %2$d points each (rule G1).",
                                          flaunt_plural (best)),
                            who, best);
  }
}

/* Events, to @viewer (rules.h): the second person where the event is about
 * @viewer. */
char *
_fl_flaunt_describe_event (const FlEvent *event,
                           int            viewer)
{
  gboolean you = viewer >= 0 && event->seat == viewer;
  g_autofree char *who = event->seat >= 0 ? _fl_flaunt_player_name (event->seat) : NULL;

  switch ((FlFlauntEventKind) event->kind)
    {
    case FL_FLAUNT_EVENT_DEAL:
      return describe_deal (event, you, who, viewer);

    case FL_FLAUNT_EVENT_DRAW:
      return describe_draw (event, you, who);

    case FL_FLAUNT_EVENT_SNEAK:
      return describe_sneak (event, you, who);

    case FL_FLAUNT_EVENT_FLAUNT:
      return describe_flaunt (event, you, who);

    case FL_FLAUNT_EVENT_CHALLENGE:
      return describe_challenge (event, you, who);

    case FL_FLAUNT_EVENT_DECLINE:
      if (you)
        return g_strdup (C_("event", "You did not challenge (rule C6)."));
      /* Translators: %s is a player. */
      return g_strdup_printf (C_("event", "%s did not challenge (rule C6)."), who);

    case FL_FLAUNT_EVENT_REVEAL:
      return describe_reveal (event, you, who);

    case FL_FLAUNT_EVENT_CONTEST:
      return describe_contest (event, viewer, you, who);

    case FL_FLAUNT_EVENT_UNCHALLENGED:
      return describe_unchallenged (event, you, who);

    case FL_FLAUNT_EVENT_COLLECT:
      return describe_collect (event, you, who);

    case FL_FLAUNT_EVENT_ROUND_SCORE:
      return describe_round_score (event, you, who);

    case FL_FLAUNT_EVENT_ROUND_OVER:
      return describe_round_over (event);

    case FL_FLAUNT_EVENT_GAME_OVER:
      return describe_game_over (event, viewer);

    case FL_FLAUNT_N_EVENTS:
    default:
      return g_strdup ("");
    }
}
