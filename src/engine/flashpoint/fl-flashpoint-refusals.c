/* fl-flashpoint-refusals.c: why Flashpoint refuses an action, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flashpoint-explain-private.h"

static char *
suit_in_trick_sentence (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return g_strdup (_("This trick already has a club: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_DIAMONDS:
      return g_strdup (_("This trick already has a diamond: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_HEARTS:
      return g_strdup (_("This trick already has a heart: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_SPADES:
      return g_strdup (_("This trick already has a spade: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    default:
      return g_strdup (_("A trick holds one card of each suit at most: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    }
}

/* The suits in @hand, as a mask of 1 << suit. */
guint
_fl_flashpoint_hand_suits (FlCardSet hand)
{
  guint mask = 0;

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    if (hand & FL_FP_SUIT_MASK (suit))
      mask |= 1u << suit;

  return mask;
}

char *
_fl_flashpoint_explain_illegal (const void      *data,
                                const FlIllegal *why)
{
  const FlFlashpointState *state = data;

  switch ((FlFlashpointIllegalRule) why->rule)
    {
    case FL_FLASHPOINT_ILLEGAL_GAME_OVER:
      return g_strdup (_("The game is over; no more moves can be made."));

    case FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) why->values[0]);

        /* Translators: %s is the player whose turn it is. */
        return g_strdup_printf (_("It is not your turn: %s is to move."), who);
      }

    case FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW:
      return g_strdup (_("Flashes are declared only at your first turn in the first trick, and the square flash at your first turn in the fifth trick (rules B1 and B6)."));

    case FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD:
      {
        guint flashes = (guint) why->values[0] & 0x7f;
        guint fours = (guint) why->values[1] & 0xff;
        g_autofree char *list = NULL;

        if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
          return g_strdup (_("You have no square flash: that needs exactly one card of each suit, and no more, when the fifth trick begins (rule B6)."));

        if (flashes == 0 && fours == 0)
          return g_strdup (_("You can declare only the flashes your hand holds (rules B1 to B6)."));

        list = fl_flashpoint_describe_flashes (flashes, fours);
        /* Translators: %s is a list of flashes, such as “void in clubs,
         * twin flash”. */
        return g_strdup_printf (_("You can declare only the flashes your hand holds, and it does not hold these: %s (rules B1 to B6)."),
                                list);
      }

    case FL_FLASHPOINT_ILLEGAL_MUST_COMMAND:
      return g_strdup (_("Your partner has asked you for a command: name one before play goes on (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_BAD_COMMAND:
      return g_strdup (_("A command is one of these: lead a given suit, don’t lead a given suit, lead a given rank, or don’t lead a given rank (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_NOT_LEADING:
      return g_strdup (_("Only the player about to lead a trick may ask their partner for a command (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED:
      return g_strdup (_("You have already asked your partner for a command for this lead (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW:
      return g_strdup (_("Your partner has not asked for a command: you may give one only when the leader asks (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE:
      return g_strdup (_("The hand is over and scored; the only move now is the next dealer’s, to deal the next hand (rule T4)."));

    case FL_FLASHPOINT_ILLEGAL_MUST_PLAY:
      return g_strdup (_("Now play a card or pass; when about to lead, you may also ask your partner for a command (rules P3 and C1)."));

    case FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND:
      {
        g_autofree char *card = _fl_flashpoint_card_label (why->card);

        /* Translators: %s is a card such as “Q♠”. */
        return g_strdup_printf (_("%s is not in your hand."), card);
      }

    case FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK:
      {
        guint suit = why->card < FL_FLASHPOINT_N_CARDS ? FL_FP_SUIT (why->card) : FL_SUIT_NONE;

        return suit_in_trick_sentence (suit);
      }

    case FL_FLASHPOINT_ILLEGAL_CANNOT_PASS:
      {
        guint suits = (guint) why->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (suits == 0 && state != NULL && state->to_play < FL_FLASHPOINT_N_SEATS)
          suits = _fl_flashpoint_hand_suits (state->hands[state->to_play]) & ~(guint) state->trick_suits & FL_FLASHPOINT_ALL_SUITS;

        if (suits == 0)
          return g_strdup (_("You cannot pass while you hold a card of a suit the trick lacks (rule P7)."));

        list = _fl_flashpoint_suit_list (suits);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %s is a list of suits, such as “clubs,
                                              * hearts”. */
                                             "You cannot pass while you hold a card of a suit the trick lacks: %s (rule P7).",
                                             "You cannot pass while you hold cards of suits the trick lacks: %s (rule P7).",
                                             bit_count (suits)),
                                list);
      }

    case FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD:
      return g_strdup (_("You are leading, and the leader cannot pass: play any card to begin the trick (rule P7)."));

    case FL_FLASHPOINT_ILLEGAL_MALFORMED:
    default:
      return g_strdup (_("This move is not one Flashpoint allows: it is not one card played, a pass or a command."));
    }
}
