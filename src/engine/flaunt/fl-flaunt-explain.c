/* fl-flaunt-explain.c: Flaunt's actions and refusals in words, and the
 * helpers its other explaining files share
 *
 * Rule labels are those of seeds/flaunt.md (D packs and the stock, T turns
 * and leads, K combinations, C challenges and contests, E the end of a
 * round, S scoring, G the game).
 *
 * A sneak's cards and a challenge's are secret (a challenge to a flaunt
 * too, until every seat has decided, C6): an action is described from the
 * state it is given, and those cards are named only when that state is the
 * acting seat's own observation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flaunt-explain-private.h"
#include "fl-i18n.h"

/* "Q♠", "10♥"; the two packs' twins look the same. Never asked of
 * FL_CARD_NONE. */
char *
_fl_flaunt_card_label (FlCard card)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_DOUBLE_104), card);
}

/* The cards in the order given, separated by spaces: "8♥ 9♥ 10♥". */
char *
_fl_flaunt_card_list (const FlCard *cards,
                      guint         n_cards)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      g_autofree char *label = _fl_flaunt_card_label (cards[i]);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, label);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The rank a card has in a sequence that runs from the ace up (A-2-3). */
static guint
display_rank (FlCard   card,
              gboolean ace_low)
{
  guint rank = fl_flaunt_rank (card);

  return ace_low && rank == FL_RANK_ACE ? 1 : rank;
}

/* K1: a sequence holding both the ace and the 2 runs from the ace, unless
 * it also holds the King (2 up to the ace: every rank). */
static gboolean
sequence_ace_low (const FlCard *cards,
                  guint         n_cards)
{
  gboolean ace = FALSE, two = FALSE, king = FALSE;

  for (guint i = 0; i < n_cards; i++)
    {
      guint rank = fl_flaunt_rank (cards[i]);

      ace |= rank == FL_RANK_ACE;
      two |= rank == 2;
      king |= rank == FL_RANK_KING;
    }
  return ace && two && !king;
}

/* Puts @cards in the order a player reads them: a sequence from its lowest
 * card (the ace first in A-2-3), a flush and cards of no combination from
 * the highest, as they are compared (K3, K5), a match by suit. */
void
_fl_flaunt_sort_play (FlCard       *cards,
                      guint         n_cards,
                      FlFlauntKind  kind)
{
  gboolean ace_low = (kind == FL_FLAUNT_KIND_STRAIGHT || kind == FL_FLAUNT_KIND_STRAIGHT_FLUSH) &&
                     sequence_ace_low (cards, n_cards);
  gboolean descending = kind == FL_FLAUNT_KIND_FLUSH || kind == FL_FLAUNT_KIND_NONE;

  /* A play is at most FL_FLAUNT_MAX_LEAD cards: insertion sort. */
  for (guint i = 1; i < n_cards; i++)
    for (guint j = i; j > 0; j--)
      {
        guint a = display_rank (cards[j - 1], ace_low) * 8 + fl_flaunt_suit (cards[j - 1]);
        guint b = display_rank (cards[j], ace_low) * 8 + fl_flaunt_suit (cards[j]);
        FlCard swap;

        if (descending ? a >= b : a <= b)
          break;
        swap = cards[j - 1];
        cards[j - 1] = cards[j];
        cards[j] = swap;
      }
}

char *
_fl_flaunt_player_name (int seat)
{
  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), (guint) seat + 1);
}

/* K1: a rank in the plural, as a match names it: "Jacks", "tens". */
static const char *
rank_plural (guint rank)
{
  switch (rank)
    {
    /* Translators: the ranks in the plural, as a match of cards of one rank
     * names them: “a match of 3 twos”. */
    case 2: return C_("ranks", "twos");
    case 3: return C_("ranks", "threes");
    case 4: return C_("ranks", "fours");
    case 5: return C_("ranks", "fives");
    case 6: return C_("ranks", "sixes");
    case 7: return C_("ranks", "sevens");
    case 8: return C_("ranks", "eights");
    case 9: return C_("ranks", "nines");
    case 10: return C_("ranks", "tens");
    case FL_RANK_JACK: return C_("ranks", "Jacks");
    case FL_RANK_QUEEN: return C_("ranks", "Queens");
    case FL_RANK_KING: return C_("ranks", "Kings");
    default: return C_("ranks", "Aces");
    }
}

/* "8-9-10", "A-2-3": a sequence by its ranks, @cards in reading order. */
static char *
sequence_ranks (const FlCard *cards,
                guint         n_cards)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_cards; i++)
    {
      if (i > 0)
        g_string_append_c (text, '-');
      g_string_append (text, fl_rank_label (fl_flaunt_rank (cards[i])));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A play, as the words after a possessive name it: "straight 8-9-10",
 * "match of 3 Jacks", "Q♦"; @kind is the kind it counts as. Every card
 * must be one the listener has seen. */
char *
_fl_flaunt_play_name (const FlCard *cards,
                      guint         n_cards,
                      FlFlauntKind  kind)
{
  FlCard sorted[FL_FLAUNT_MAX_LEAD];
  g_autofree char *list = NULL;

  n_cards = MIN (n_cards, FL_FLAUNT_MAX_LEAD);
  memcpy (sorted, cards, n_cards * sizeof (FlCard));
  _fl_flaunt_sort_play (sorted, n_cards, kind);

  switch (kind)
    {
    case FL_FLAUNT_KIND_SINGLE:
      return _fl_flaunt_card_label (sorted[0]);

    case FL_FLAUNT_KIND_MATCH:
      /* Translators: a play of cards all of one rank, after a possessive
       * (“your match of 3 Jacks”); %1$u is how many, %2$s the rank in the
       * plural (“Jacks”). */
      return g_strdup_printf (C_("play", "match of %1$u %2$s"), n_cards, rank_plural (fl_flaunt_rank (sorted[0])));

    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: after a possessive (“your straight flush 5♣ 6♣ 7♣”);
       * %s is the cards. */
      return g_strdup_printf (C_("play", "straight flush %s"), list);

    case FL_FLAUNT_KIND_STRAIGHT:
      list = sequence_ranks (sorted, n_cards);
      /* Translators: after a possessive (“your straight 8-9-10”); %s is
       * the ranks of the sequence, such as “8-9-10”. */
      return g_strdup_printf (C_("play", "straight %s"), list);

    case FL_FLAUNT_KIND_FLUSH:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: after a possessive (“your flush K♠ 9♠ 3♠”); %s is
       * the cards, the highest first. */
      return g_strdup_printf (C_("play", "flush %s"), list);

    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: cards that make no combination, after a possessive
       * (“your set K♠ 9♦ 3♣ with no combination”); %s is the cards, the
       * highest first. */
      return g_strdup_printf (C_("play", "set %s with no combination"), list);
    }
}

/* A play with its article, as the object of a sentence: "a straight
 * 8-9-10", "a match of 3 Jacks", "Q♦". */
char *
_fl_flaunt_play_phrase (const FlCard *cards,
                        guint         n_cards,
                        FlFlauntKind  kind)
{
  FlCard sorted[FL_FLAUNT_MAX_LEAD];
  g_autofree char *list = NULL;

  n_cards = MIN (n_cards, FL_FLAUNT_MAX_LEAD);
  memcpy (sorted, cards, n_cards * sizeof (FlCard));
  _fl_flaunt_sort_play (sorted, n_cards, kind);

  switch (kind)
    {
    case FL_FLAUNT_KIND_SINGLE:
      return _fl_flaunt_card_label (sorted[0]);

    case FL_FLAUNT_KIND_MATCH:
      /* Translators: a play of cards all of one rank; %1$u is how many,
       * %2$s the rank in the plural (“Jacks”). */
      return g_strdup_printf (C_("play", "a match of %1$u %2$s"), n_cards, rank_plural (fl_flaunt_rank (sorted[0])));

    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: %s is the cards, such as “5♣ 6♣ 7♣”. */
      return g_strdup_printf (C_("play", "a straight flush %s"), list);

    case FL_FLAUNT_KIND_STRAIGHT:
      list = sequence_ranks (sorted, n_cards);
      /* Translators: %s is the ranks of the sequence, such as “8-9-10”. */
      return g_strdup_printf (C_("play", "a straight %s"), list);

    case FL_FLAUNT_KIND_FLUSH:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: %s is the cards, the highest first, such as
       * “K♠ 9♠ 3♠”. */
      return g_strdup_printf (C_("play", "a flush %s"), list);

    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      list = _fl_flaunt_card_list (sorted, n_cards);
      /* Translators: cards that make no combination; %s is the cards,
       * the highest first. */
      return g_strdup_printf (C_("play", "%s, no combination"), list);
    }
}

/* K4: which challenges count against a flaunt of @led_kind, as one
 * sentence; NULL for a kind no flaunt has. */
const char *
_fl_flaunt_led_kind_rule (FlFlauntKind led_kind,
                          gboolean     any_kind)
{
  switch (led_kind)
    {
    case FL_FLAUNT_KIND_SINGLE:
      return _("Against a single card only a single card of higher rank wins; suits never count (rule K6).");
    case FL_FLAUNT_KIND_MATCH:
      if (any_kind)
        return _("Against a flaunted match only a higher match wins: no kind ranks above a match (rules K3 and K4).");
      return _("Against a flaunted match only matches count, and the higher rank wins (rule K4).");
    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      return _("A flaunted straight flush falls only to a higher straight flush (rule K4).");
    case FL_FLAUNT_KIND_STRAIGHT:
      if (any_kind)
        return _("Against a flaunted straight a higher straight wins, and so does a match, the order of kinds counting under this game’s option; a straight flush counts only as a straight (rule K4).");
      return _("Against a flaunted straight only straights count: a straight flush counts as a plain straight, and other kinds cannot win (rule K4).");
    case FL_FLAUNT_KIND_FLUSH:
      if (any_kind)
        return _("Against a flaunted flush a higher flush wins, and so do a match and a straight, the order of kinds counting under this game’s option; a straight flush counts only as a flush (rule K4).");
      return _("Against a flaunted flush only flushes count: a straight flush counts as a plain flush, and other kinds cannot win (rule K4).");
    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      return NULL;
    }
}

/* Whether @state shows @seat's own secret cards: the seat's own
 * observation. A full state is told to nobody in particular. */
static gboolean
own_view (const FlFlauntState *state,
          int                  seat)
{
  return state != NULL && seat >= 0 && state->viewer == (guint8) seat;
}

char *
_fl_flaunt_describe_action (const void     *data,
                            const FlAction *action)
{
  const FlFlauntState *state = data;
  g_autofree char *who = _fl_flaunt_player_name (action->seat);
  guint n = action->n_cards;

  switch (action->kind)
    {
    case FL_ACTION_DRAW:
      /* Translators: %s is a player. */
      return g_strdup_printf (_("%s draws the top card of the stock."), who);

    case FL_ACTION_SNEAK:
      if (own_view (state, action->seat) && n > 0)
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: %1$s is a player, %2$u a number of
                                                * cards, %3$s the cards, face down. */
                                               "%1$s sneaks %2$u card face down: %3$s.",
                                               "%1$s sneaks %2$u cards face down: %3$s.",
                                               n),
                                  who, n, cards);
        }
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$u how many cards they
                                            * lead face down, unseen. */
                                           "%1$s sneaks %2$u card face down.",
                                           "%1$s sneaks %2$u cards face down.",
                                           n),
                              who, n);

    case FL_ACTION_PLAY:
      if (n > 0)
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          /* Translators: %1$s is a player, %2$s the cards they lead face
           * up. */
          return g_strdup_printf (_("%1$s flaunts %2$s."), who, cards);
        }
      break;

    case FL_ACTION_CHALLENGE:
      if (n > 0 && own_view (state, action->seat))
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          /* Translators: %1$s is a player, %2$s the cards of their
           * challenge. */
          return g_strdup_printf (_("%1$s challenges with %2$s."), who, cards);
        }
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$u how many cards
                                            * they challenge with, unseen. */
                                           "%1$s challenges with %2$u card face down.",
                                           "%1$s challenges with %2$u cards face down.",
                                           n),
                              who, n);

    case FL_ACTION_PASS:
      /* Translators: %s is a player, who does not challenge a lead. */
      return g_strdup_printf (_("%s declines to challenge."), who);

    case FL_ACTION_CONTINUE:
      /* Translators: %s is a player, who shuffles for the next round. */
      return g_strdup_printf (_("%s deals the next round."), who);

    default:
      break;
    }

  return g_strdup (_("An action Flaunt does not have."));
}

/* A move as the tutor's hints name it (rules.h). */
char *
_fl_flaunt_name_action (const void     *data,
                        const FlAction *action)
{
  const FlFlauntState *state = data;
  guint n = action->n_cards;

  switch (action->kind)
    {
    case FL_ACTION_DRAW:
      /* Translators: the move of drawing the top card of the stock, as a
       * hint names it. */
      return g_strdup (C_("move", "draw from the stock"));

    case FL_ACTION_SNEAK:
      if (own_view (state, action->seat) && n > 0)
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          /* Translators: a lead face down, as a hint names it to the
           * player who would make it; %s is the cards. */
          return g_strdup_printf (C_("move", "the sneak %s"), cards);
        }
      return g_strdup_printf (fl_npgettext ("move",
                                            /* Translators: a lead face down, as a hint names it; %u
                                             * is how many cards. */
                                            "a sneak of %u card",
                                            "a sneak of %u cards",
                                            n),
                              n);

    case FL_ACTION_PLAY:
      if (n > 0)
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          /* Translators: a lead face up, as a hint names it; %s is the
           * cards, such as “8♥ 9♥ 10♥”. */
          return g_strdup_printf (C_("move", "the flaunt %s"), cards);
        }
      break;

    case FL_ACTION_CHALLENGE:
      if (n > 0 && own_view (state, action->seat))
        {
          g_autofree char *cards = _fl_flaunt_card_list (action->cards, n);

          /* Translators: a challenge, as a hint names it; %s is the cards,
           * such as “Q♦”. */
          return g_strdup_printf (C_("move", "a challenge with %s"), cards);
        }
      return g_strdup_printf (fl_npgettext ("move",
                                            /* Translators: a challenge face down, as a hint names it;
                                             * %u is how many cards. */
                                            "a face-down challenge of %u card",
                                            "a face-down challenge of %u cards",
                                            n),
                              n);

    case FL_ACTION_PASS:
      /* Translators: the move of not challenging a lead, as a hint names
       * it. */
      return g_strdup (C_("move", "no challenge"));

    case FL_ACTION_CONTINUE:
      /* Translators: the name of the move that deals the next round, as a
       * hint or a review names a move. */
      return g_strdup (C_("move", "the next round"));

    default:
      break;
    }

  return g_strdup (_("an action Flaunt does not have"));
}

static char *
not_combination (const FlFlauntState *state,
                 const FlIllegal     *why)
{
  guint n = (guint) why->values[0];
  gboolean ace_high = state != NULL && state->ace_option == FL_FLAUNT_ACE_HIGH;

  if (why->values[2] != 0)
    return g_strdup (ace_high ?
                     _("In this game a sneak of two or more cards must be a combination: all of one rank, all of one suit, or in sequence with the Ace high only (rules T3 and K1).") :
                     _("In this game a sneak of two or more cards must be a combination: all of one rank, all of one suit, or in sequence, the Ace high or low but never between the King and the 2 (rules T3 and K1)."));
  if (why->values[1] != 0)
    return g_strdup_printf (fl_npgettext ("refusal",
                                          /* Translators: %u is how many cards were offered. */
                                          "A challenge to a flaunt is one card or a combination, and this %u card is neither: a combination is all of one rank, all of one suit, or in sequence (rules C3 and K1).",
                                          "A challenge to a flaunt is one card or a combination, and these %u cards are none: a combination is all of one rank, all of one suit, or in sequence (rules C3 and K1).",
                                          n),
                            n);
  return g_strdup_printf (fl_npgettext ("refusal",
                                        /* Translators: %u is how many cards were offered. */
                                        "A flaunt is one card or a combination, and this %u card is neither: a combination is all of one rank, all of one suit, or in sequence (rules T4 and K1).",
                                        "A flaunt is one card or a combination, and these %u cards are none: a combination is all of one rank, all of one suit, or in sequence (rules T4 and K1).",
                                        n),
                          n);
}

char *
_fl_flaunt_explain_illegal (const void      *data,
                            const FlIllegal *why)
{
  const FlFlauntState *state = data;

  switch ((FlFlauntIllegalRule) why->rule)
    {
    case FL_FLAUNT_ILLEGAL_GAME_OVER:
      return g_strdup (_("The game is over; no more moves can be made."));

    case FL_FLAUNT_ILLEGAL_NOT_YOUR_TURN:
      {
        g_autofree char *who = _fl_flaunt_player_name (why->values[0]);

        /* Translators: %s is the player whose turn it is. */
        return g_strdup_printf (_("It is not your turn: %s is to move."), who);
      }

    case FL_FLAUNT_ILLEGAL_MUST_LEAD:
      return g_strdup (_("It is your lead: draw the top card of the stock, sneak cards face down or flaunt them face up (rules T2, T3 and T4)."));

    case FL_FLAUNT_ILLEGAL_MUST_ANSWER:
      return g_strdup (_("A lead waits for your answer: challenge it with as many cards as were led, or decline (rule C6)."));

    case FL_FLAUNT_ILLEGAL_MUST_CONTINUE:
      return g_strdup (_("The round is over and scored; the only move now is to deal the next round (rule D3)."));

    case FL_FLAUNT_ILLEGAL_FIRST_TURN:
      return g_strdup (_("At your first turn of a round you may only draw the top card of the stock (rule T2)."));

    case FL_FLAUNT_ILLEGAL_EMPTY_HAND:
      return g_strdup (_("You hold no cards, so you must draw the top card of the stock (rule T2)."));

    case FL_FLAUNT_ILLEGAL_STOCK_EMPTY:
      if (why->values[0] != 0)
        return g_strdup (_("The stock is empty, so sneaking has ended: every lead is now a flaunt, face up (rule T6)."));
      return g_strdup (_("The stock is empty, so there is nothing left to draw: lead face up instead (rule T6)."));

    case FL_FLAUNT_ILLEGAL_NO_CARDS:
      return g_strdup (_("A lead or a challenge is at least one card (rules T3, T4 and C1)."));

    case FL_FLAUNT_ILLEGAL_NOT_IN_HAND:
      {
        g_autofree char *card = _fl_flaunt_card_label (why->card);

        /* Translators: %s is a card such as “Q♠”. */
        return g_strdup_printf (_("%s is not in your hand."), card);
      }

    case FL_FLAUNT_ILLEGAL_TOO_MANY:
      {
        g_autofree char *who = NULL;
        int limit = why->values[1];

        if (limit <= 0 || why->values[2] < 0 || why->values[2] >= FL_FLAUNT_MAX_PLAYERS)
          return g_strdup (_("Nobody else holds a card, so you may not lead any (rule T5)."));
        who = _fl_flaunt_player_name (why->values[2]);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$d is the most cards the player may
                                              * lead, %2$s the player holding the largest hand
                                              * among the others. */
                                             "You may lead at most %1$d card: %2$s holds the largest hand among the others (rule T5).",
                                             "You may lead at most %1$d cards: %2$s holds the largest hand among the others (rule T5).",
                                             flaunt_plural (limit)),
                                limit, who);
      }

    case FL_FLAUNT_ILLEGAL_NOT_COMBINATION:
      return not_combination (state, why);

    case FL_FLAUNT_ILLEGAL_WRONG_SIZE:
      {
        int led = why->values[1];

        if (state != NULL && state->face_up)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: %1$d is how many cards were led,
                                                * %2$d how many the challenge offered. */
                                               "A challenge has exactly as many cards as the lead, %1$d card face up, not %2$d (rules K2 and C3).",
                                               "A challenge has exactly as many cards as the lead, %1$d cards face up, not %2$d (rules K2 and C3).",
                                               flaunt_plural (led)),
                                  led, why->values[0]);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$d is how many cards were led,
                                              * %2$d how many the challenge offered. */
                                             "A challenge has exactly as many cards as the lead, %1$d card face down, not %2$d (rules K2 and C1).",
                                             "A challenge has exactly as many cards as the lead, %1$d cards face down, not %2$d (rules K2 and C1).",
                                             flaunt_plural (led)),
                                led, why->values[0]);
      }

    case FL_FLAUNT_ILLEGAL_MALFORMED:
    case FL_FLAUNT_N_ILLEGAL:
    default:
      return g_strdup (_("This move is not one Flaunt allows: it names a card that is not in the game’s packs, names a card twice, or carries what the move takes none of."));
    }
}
