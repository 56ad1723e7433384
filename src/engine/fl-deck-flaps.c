/* fl-deck-flaps.c: the 148-card Flaps deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-deck-flaps"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-deck-flaps.h"

/* One entry per physical card. Plain cards (no name of their own) are
 * labelled by rank and suit; special cards by their printed name. */
#define PLAIN(code, suit, rank, copy, level, power) \
  { code, NULL, FL_SUIT_ ## suit, rank, FL_CARD_KIND_PLAIN, copy, level, FL_FLAPS_POWER_ ## power }
#define SPECIAL(code, name, suit, rank, copy, level, power) \
  { code, name, FL_SUIT_ ## suit, rank, FL_CARD_KIND_SPECIAL, copy, level, FL_FLAPS_POWER_ ## power }

/* Two identical cards of each suit. */
#define PAIRS(rank, power)                          \
  PLAIN (#rank "C", CLUBS, rank, 0, 1, power),      \
  PLAIN (#rank "C/2", CLUBS, rank, 1, 1, power),    \
  PLAIN (#rank "D", DIAMONDS, rank, 0, 1, power),   \
  PLAIN (#rank "D/2", DIAMONDS, rank, 1, 1, power), \
  PLAIN (#rank "H", HEARTS, rank, 0, 1, power),     \
  PLAIN (#rank "H/2", HEARTS, rank, 1, 1, power),   \
  PLAIN (#rank "S", SPADES, rank, 0, 1, power),     \
  PLAIN (#rank "S/2", SPADES, rank, 1, 1, power)

/* The deck, level by level, as the source (../shared/seeds/
 * 001_5a6b8ae1a11bc115.txt) lists it; seeds/flaps.md has the same table.
 *
 * The count. The source gives 148 as the size of the deck, and counts
 * most kinds of card:
 *
 *   level 1: aces 3 + Ace'n'Ends 2 + Ace'n'Lays 4 + 2s, 3s, 7s, 9s 8 each
 *            + FLAPS 4s 16 + Mega-Flap 1 + 8s 8 + 10s 8
 *            + Hoofers-Doofers 4 + jacks 4 + Up-Jacks 3 + Ace-Jacks 2
 *            + 5s 8 + kings 4 + queens 4                          = 103
 *   level 2: Trumps 4 + Ol' Maids 4                                =   8
 *   level 3: Quack, Stop That Flapping, Dump Those Fives,
 *            Six of the Best, King'n'Lay, each named as a single
 *            card ("the only 0", "the only six", "this card")      =   5
 *   level 4: Spoofs 2 + Low Ol' Maids 2                            =   4
 *   level 5: Solve the Mystery 2                                   =   2
 *   level 6: 1-Downs 8 + 1-Rights 2 + 1-Lefts 2 + 1-Over 1
 *            + 1-Look 1 + 1-Swap 1 + 1-Ups 4                       =  19
 *                                                    counted:       141
 *
 * Six kinds have no count: Lose a Secret, Pick a Secret, Start Guessing -
 * Do Not Look, Start Guessing - Look and Share a Secret (level 5) and Full
 * Monty (level 7). One card of each makes 147, one short of 148, so one of
 * the six comes twice. We read level 5 as eight cards and level 7 as one:
 *
 *   - Full Monty is written of as "the FULL MONTY card", the way the source
 *     speaks of its single cards of level 3, while none of the five uncounted
 *     level-5 cards is ever called "the ... card";
 *   - eight level-5 cards are two fives of each suit, like the eight plain
 *     fives of level 1 and every other family of eight whose suits the
 *     source gives (2s, 3s, 7s, 8s, 9s, 10s), all two of each suit.
 *
 * Which of the five level-5 kinds comes twice, the text cannot tell; we
 * take the first it lists, Lose a Secret. 141 + 5 + 1 (Lose a Secret's
 * second copy) + 1 (Full Monty) = 148.
 *
 * Suits the source does not give. Cards the source calls suitless (Quack,
 * Ace-Jacks) and the unnumbered cards (Ol' Maids, Low Ol' Maids, Full Monty)
 * have no suit. The numbered cards without a stated suit (Stop That
 * Flapping, Dump Those Fives, Six of the Best, the level-5 fives, the
 * level-6 ones) must have one to be laid by following suit: we spread each
 * level's cards evenly over clubs, diamonds, hearts and spades, in that
 * order and in the order the source lists them, so that copies of a kind
 * never share a suit unless there are more than four of them.
 *
 * Ranks. Cards keep their printed corner number (Quack 0, the level-5 fives
 * 5, the level-6 ones 1); special kings, queens and aces keep 13, 12, 14.
 * Mega-Flap (corner "MF") is a 4, the rank of the FLAPS it starts.
 * Ace-Jacks are jacks (11): jacks and Up-Jacks follow them by rank. Ol'
 * Maids' numbers only order them in Trumps, so they, the Low Ol' Maids and
 * Full Monty have no rank (0, FL_RANK_NONE). */
static const FlCardDesc flaps_cards[] = {
  /* ---- Level 1 ---- */

  /* Three aces, none of diamonds. */
  PLAIN ("AC", CLUBS, FL_RANK_ACE, 0, 1, ACE),
  PLAIN ("AH", HEARTS, FL_RANK_ACE, 0, 1, ACE),
  PLAIN ("AS", SPADES, FL_RANK_ACE, 0, 1, ACE),
  /* Two Ace'n'Ends, diamonds and spades. */
  SPECIAL ("ACE-N-END-D", NC_("card name", "Ace'n'End"), DIAMONDS, FL_RANK_ACE, 0, 1, ACE_N_END),
  SPECIAL ("ACE-N-END-S", NC_("card name", "Ace'n'End"), SPADES, FL_RANK_ACE, 0, 1, ACE_N_END),
  /* Four Ace'n'Lays, one a suit: the red ones call a red suit, the black
   * ones a black suit. */
  SPECIAL ("ACE-N-LAY-C", NC_("card name", "Ace'n'Lay"), CLUBS, FL_RANK_ACE, 0, 1, ACE_N_LAY),
  SPECIAL ("ACE-N-LAY-D", NC_("card name", "Ace'n'Lay"), DIAMONDS, FL_RANK_ACE, 0, 1, ACE_N_LAY),
  SPECIAL ("ACE-N-LAY-H", NC_("card name", "Ace'n'Lay"), HEARTS, FL_RANK_ACE, 0, 1, ACE_N_LAY),
  SPECIAL ("ACE-N-LAY-S", NC_("card name", "Ace'n'Lay"), SPADES, FL_RANK_ACE, 0, 1, ACE_N_LAY),

  /* Eight each of 2s, 3s, 7s and 9s, two a suit. */
  PAIRS (2, TWO),
  PAIRS (3, THREE),
  PAIRS (7, SEVEN),
  PAIRS (9, NINE),

  /* Sixteen FLAPS 4s, four a suit: their power is their rank, so they are
   * labelled "4♥" like any plain card. */
  PLAIN ("4C", CLUBS, 4, 0, 1, FLAPS),
  PLAIN ("4C/2", CLUBS, 4, 1, 1, FLAPS),
  PLAIN ("4C/3", CLUBS, 4, 2, 1, FLAPS),
  PLAIN ("4C/4", CLUBS, 4, 3, 1, FLAPS),
  PLAIN ("4D", DIAMONDS, 4, 0, 1, FLAPS),
  PLAIN ("4D/2", DIAMONDS, 4, 1, 1, FLAPS),
  PLAIN ("4D/3", DIAMONDS, 4, 2, 1, FLAPS),
  PLAIN ("4D/4", DIAMONDS, 4, 3, 1, FLAPS),
  PLAIN ("4H", HEARTS, 4, 0, 1, FLAPS),
  PLAIN ("4H/2", HEARTS, 4, 1, 1, FLAPS),
  PLAIN ("4H/3", HEARTS, 4, 2, 1, FLAPS),
  PLAIN ("4H/4", HEARTS, 4, 3, 1, FLAPS),
  PLAIN ("4S", SPADES, 4, 0, 1, FLAPS),
  PLAIN ("4S/2", SPADES, 4, 1, 1, FLAPS),
  PLAIN ("4S/3", SPADES, 4, 2, 1, FLAPS),
  PLAIN ("4S/4", SPADES, 4, 3, 1, FLAPS),
  /* One Mega-Flap, of hearts. */
  SPECIAL ("MEGA-FLAP", NC_("card name", "Mega-Flap"), HEARTS, 4, 0, 1, MEGA_FLAP),

  /* Eight 8s and eight 10s, two a suit. */
  PAIRS (8, EIGHT),
  PAIRS (10, TEN),
  /* Four Hoofers-Doofers queens, one a suit. */
  SPECIAL ("HOOFERS-DOOFERS-C", NC_("card name", "Hoofers-Doofers"), CLUBS, FL_RANK_QUEEN, 0, 1, HOOFERS_DOOFERS),
  SPECIAL ("HOOFERS-DOOFERS-D", NC_("card name", "Hoofers-Doofers"), DIAMONDS, FL_RANK_QUEEN, 0, 1, HOOFERS_DOOFERS),
  SPECIAL ("HOOFERS-DOOFERS-H", NC_("card name", "Hoofers-Doofers"), HEARTS, FL_RANK_QUEEN, 0, 1, HOOFERS_DOOFERS),
  SPECIAL ("HOOFERS-DOOFERS-S", NC_("card name", "Hoofers-Doofers"), SPADES, FL_RANK_QUEEN, 0, 1, HOOFERS_DOOFERS),

  /* Four jacks, one a suit. */
  PLAIN ("JC", CLUBS, FL_RANK_JACK, 0, 1, JACK),
  PLAIN ("JD", DIAMONDS, FL_RANK_JACK, 0, 1, JACK),
  PLAIN ("JH", HEARTS, FL_RANK_JACK, 0, 1, JACK),
  PLAIN ("JS", SPADES, FL_RANK_JACK, 0, 1, JACK),
  /* Three Up-Jacks, none of hearts. */
  SPECIAL ("UP-JACKS-C", NC_("card name", "Up-Jacks"), CLUBS, FL_RANK_JACK, 0, 1, UP_JACKS),
  SPECIAL ("UP-JACKS-D", NC_("card name", "Up-Jacks"), DIAMONDS, FL_RANK_JACK, 0, 1, UP_JACKS),
  SPECIAL ("UP-JACKS-S", NC_("card name", "Up-Jacks"), SPADES, FL_RANK_JACK, 0, 1, UP_JACKS),
  /* Two suitless Ace-Jacks. */
  SPECIAL ("ACE-JACK", NC_("card name", "Ace-Jack"), NONE, FL_RANK_JACK, 0, 1, ACE_JACK),
  SPECIAL ("ACE-JACK/2", NC_("card name", "Ace-Jack"), NONE, FL_RANK_JACK, 1, 1, ACE_JACK),

  /* Eight 5s, two a suit; four kings and four queens, one a suit. None
   * does anything. */
  PAIRS (5, PLAIN),
  PLAIN ("KC", CLUBS, FL_RANK_KING, 0, 1, PLAIN),
  PLAIN ("KD", DIAMONDS, FL_RANK_KING, 0, 1, PLAIN),
  PLAIN ("KH", HEARTS, FL_RANK_KING, 0, 1, PLAIN),
  PLAIN ("KS", SPADES, FL_RANK_KING, 0, 1, PLAIN),
  PLAIN ("QC", CLUBS, FL_RANK_QUEEN, 0, 1, PLAIN),
  PLAIN ("QD", DIAMONDS, FL_RANK_QUEEN, 0, 1, PLAIN),
  PLAIN ("QH", HEARTS, FL_RANK_QUEEN, 0, 1, PLAIN),
  PLAIN ("QS", SPADES, FL_RANK_QUEEN, 0, 1, PLAIN),

  /* ---- Level 2 ---- */

  /* Four Trumps kings, one a suit. */
  SPECIAL ("TRUMPS-C", NC_("card name", "Trumps"), CLUBS, FL_RANK_KING, 0, 2, TRUMPS),
  SPECIAL ("TRUMPS-D", NC_("card name", "Trumps"), DIAMONDS, FL_RANK_KING, 0, 2, TRUMPS),
  SPECIAL ("TRUMPS-H", NC_("card name", "Trumps"), HEARTS, FL_RANK_KING, 0, 2, TRUMPS),
  SPECIAL ("TRUMPS-S", NC_("card name", "Trumps"), SPADES, FL_RANK_KING, 0, 2, TRUMPS),
  /* Four Ol' Maids, numbered 1 to 4 (1 the highest in Trumps). */
  SPECIAL ("OL-MAID-1", NC_("card name", "Ol' Maid 1"), NONE, FL_RANK_NONE, 0, 2, OL_MAID),
  SPECIAL ("OL-MAID-2", NC_("card name", "Ol' Maid 2"), NONE, FL_RANK_NONE, 0, 2, OL_MAID),
  SPECIAL ("OL-MAID-3", NC_("card name", "Ol' Maid 3"), NONE, FL_RANK_NONE, 0, 2, OL_MAID),
  SPECIAL ("OL-MAID-4", NC_("card name", "Ol' Maid 4"), NONE, FL_RANK_NONE, 0, 2, OL_MAID),

  /* ---- Level 3: five single cards ---- */

  /* The only 0, suitless. */
  SPECIAL ("QUACK", NC_("card name", "Quack"), NONE, 0, 0, 3, QUACK),
  /* A 4; suit not given: clubs. */
  SPECIAL ("STOP-THAT-FLAPPING", NC_("card name", "Stop That Flapping"), CLUBS, 4, 0, 3, STOP_THAT_FLAPPING),
  /* A 5; suit not given: diamonds. */
  SPECIAL ("DUMP-THOSE-FIVES", NC_("card name", "Dump Those Fives"), DIAMONDS, 5, 0, 3, DUMP_THOSE_FIVES),
  /* The only 6; suit not given: hearts. */
  SPECIAL ("SIX-OF-THE-BEST", NC_("card name", "Six of the Best"), HEARTS, 6, 0, 3, SIX_OF_THE_BEST),
  /* A king of clubs. */
  SPECIAL ("KING-N-LAY", NC_("card name", "King'n'Lay"), CLUBS, FL_RANK_KING, 0, 3, KING_N_LAY),

  /* ---- Level 4 ---- */

  /* Two Spoof kings, clubs and spades. */
  SPECIAL ("SPOOF-C", NC_("card name", "Spoof"), CLUBS, FL_RANK_KING, 0, 4, SPOOF),
  SPECIAL ("SPOOF-S", NC_("card name", "Spoof"), SPADES, FL_RANK_KING, 0, 4, SPOOF),
  /* Two Low Ol' Maids, suitless like the Ol' Maids. */
  SPECIAL ("LOW-OL-MAID", NC_("card name", "Low Ol' Maid"), NONE, FL_RANK_NONE, 0, 4, LOW_OL_MAID),
  SPECIAL ("LOW-OL-MAID/2", NC_("card name", "Low Ol' Maid"), NONE, FL_RANK_NONE, 1, 4, LOW_OL_MAID),

  /* ---- Level 5: eight fives ---- */

  /* Count not given: two (see the top of the table). Suits are not given
   * for any level-5 card: clubs, diamonds, hearts, spades in turn. */
  SPECIAL ("LOSE-A-SECRET-C", NC_("card name", "Lose a Secret"), CLUBS, 5, 0, 5, LOSE_A_SECRET),
  SPECIAL ("LOSE-A-SECRET-D", NC_("card name", "Lose a Secret"), DIAMONDS, 5, 0, 5, LOSE_A_SECRET),
  /* Counts not given: one each. */
  SPECIAL ("PICK-A-SECRET", NC_("card name", "Pick a Secret"), HEARTS, 5, 0, 5, PICK_A_SECRET),
  SPECIAL ("START-GUESSING-NO-LOOK", NC_("card name", "Start Guessing - Do Not Look"), SPADES, 5, 0, 5,
           START_GUESSING_NO_LOOK),
  SPECIAL ("START-GUESSING-LOOK", NC_("card name", "Start Guessing - Look"), CLUBS, 5, 0, 5,
           START_GUESSING_LOOK),
  SPECIAL ("SHARE-A-SECRET", NC_("card name", "Share a Secret"), DIAMONDS, 5, 0, 5, SHARE_A_SECRET),
  /* Two, as the source says. */
  SPECIAL ("SOLVE-THE-MYSTERY-H", NC_("card name", "Solve the Mystery"), HEARTS, 5, 0, 5, SOLVE_THE_MYSTERY),
  SPECIAL ("SOLVE-THE-MYSTERY-S", NC_("card name", "Solve the Mystery"), SPADES, 5, 0, 5, SOLVE_THE_MYSTERY),

  /* ---- Level 6: nineteen ones ---- */

  /* Suits are not given for any level-6 card: the eight 1-Downs are two
   * a suit, the four 1-Ups one a suit, the pairs of 1-Rights and 1-Lefts
   * and the single 1-Over, 1-Look and 1-Swap take the suits in turn. */
  SPECIAL ("1-DOWN-C", NC_("card name", "1-Down"), CLUBS, 1, 0, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-C/2", NC_("card name", "1-Down"), CLUBS, 1, 1, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-D", NC_("card name", "1-Down"), DIAMONDS, 1, 0, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-D/2", NC_("card name", "1-Down"), DIAMONDS, 1, 1, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-H", NC_("card name", "1-Down"), HEARTS, 1, 0, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-H/2", NC_("card name", "1-Down"), HEARTS, 1, 1, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-S", NC_("card name", "1-Down"), SPADES, 1, 0, 6, ONE_DOWN),
  SPECIAL ("1-DOWN-S/2", NC_("card name", "1-Down"), SPADES, 1, 1, 6, ONE_DOWN),
  SPECIAL ("1-RIGHT-C", NC_("card name", "1-Right"), CLUBS, 1, 0, 6, ONE_RIGHT),
  SPECIAL ("1-RIGHT-D", NC_("card name", "1-Right"), DIAMONDS, 1, 0, 6, ONE_RIGHT),
  SPECIAL ("1-LEFT-H", NC_("card name", "1-Left"), HEARTS, 1, 0, 6, ONE_LEFT),
  SPECIAL ("1-LEFT-S", NC_("card name", "1-Left"), SPADES, 1, 0, 6, ONE_LEFT),
  SPECIAL ("1-OVER", NC_("card name", "1-Over"), CLUBS, 1, 0, 6, ONE_OVER),
  SPECIAL ("1-LOOK", NC_("card name", "1-Look"), DIAMONDS, 1, 0, 6, ONE_LOOK),
  SPECIAL ("1-SWAP", NC_("card name", "1-Swap"), HEARTS, 1, 0, 6, ONE_SWAP),
  SPECIAL ("1-UP-C", NC_("card name", "1-Up"), CLUBS, 1, 0, 6, ONE_UP),
  SPECIAL ("1-UP-D", NC_("card name", "1-Up"), DIAMONDS, 1, 0, 6, ONE_UP),
  SPECIAL ("1-UP-H", NC_("card name", "1-Up"), HEARTS, 1, 0, 6, ONE_UP),
  SPECIAL ("1-UP-S", NC_("card name", "1-Up"), SPADES, 1, 0, 6, ONE_UP),

  /* ---- Level 7 ---- */

  /* Count not given: one (see the top of the table); no number or suit
   * given, so none, like the Ol' Maids. */
  SPECIAL ("FULL-MONTY", NC_("card name", "Full Monty"), NONE, FL_RANK_NONE, 0, 7, FULL_MONTY),
};

G_STATIC_ASSERT (G_N_ELEMENTS (flaps_cards) == FL_FLAPS_N_CARDS);
G_STATIC_ASSERT (FL_FLAPS_N_CARDS == 148);
G_STATIC_ASSERT (FL_FLAPS_N_CARDS <= FL_DECK_MAX_CARDS);
G_STATIC_ASSERT (FL_FLAPS_N_POWERS <= 256);

/**
 * _fl_deck_flaps:
 *
 * The Flaps deck for fl_deck_get() (%FL_DECK_FLAPS_148): every card of the
 * seven levels, in level order. A game at a lower level leaves out the cards
 * whose @level is above it.
 *
 * Returns: (transfer none): the deck
 */
const FlDeck *
_fl_deck_flaps (void)
{
  static const FlDeck deck = { "flaps-148", G_N_ELEMENTS (flaps_cards), flaps_cards };

  return &deck;
}

/**
 * fl_flaps_power_description:
 * @desc: a card of the Flaps deck
 *
 * What a Flaps special card does, in a few words for its accessible name;
 * the rules tutor explains the rest.
 *
 * Returns: (nullable): the translated words, or %NULL for a card that
 *   has none
 */
const char *
fl_flaps_power_description (const FlCardDesc *desc)
{
  g_return_val_if_fail (desc != NULL, NULL);

  switch ((FlFlapsPower) desc->power)
    {
    case FL_FLAPS_POWER_ACE_N_END:
      /* Translators: what a Flaps card does, after its name in the
       * accessible name of the card: “Ace'n'End (Ace of spades): an ace you
       * may finish on”. The same for every “card power” string. */
      return C_("card power", "an ace you may finish on");
    case FL_FLAPS_POWER_ACE_N_LAY:
      if (desc->suit == FL_SUIT_HEARTS || desc->suit == FL_SUIT_DIAMONDS)
        /* Translators: what a Flaps card does (a red Ace'n'Lay). */
        return C_("card power", "call diamonds or hearts, then lay again");
      /* Translators: what a Flaps card does (a black Ace'n'Lay). */
      return C_("card power", "call clubs or spades, then lay again");
    case FL_FLAPS_POWER_MEGA_FLAP:
      /* Translators: what a Flaps card does. */
      return C_("card power", "lay up to three more FLAPS");
    case FL_FLAPS_POWER_HOOFERS_DOOFERS:
      /* Translators: what a Flaps card does. */
      return C_("card power", "pass a 10's penalty to another player");
    case FL_FLAPS_POWER_UP_JACKS:
      /* Translators: what a Flaps card does. */
      return C_("card power", "reverses play, and everyone else picks up a card");
    case FL_FLAPS_POWER_ACE_JACK:
      /* Translators: what a Flaps card does. */
      return C_("card power", "lays on any suit, reverses play and calls a suit");
    case FL_FLAPS_POWER_TRUMPS:
      /* Translators: what a Flaps card does. */
      return C_("card power", "starts a game of Trumps");
    case FL_FLAPS_POWER_OL_MAID:
      /* Translators: what a Flaps card does. */
      return C_("card power", "highest in Trumps, never a last card");
    case FL_FLAPS_POWER_LOW_OL_MAID:
      /* Translators: what a Flaps card does. */
      return C_("card power", "scores 20 in Spoof, never a last card");
    case FL_FLAPS_POWER_QUACK:
      /* Translators: what a Flaps card does. */
      return C_("card power", "ducks an attack of 2s, 3s or 7s");
    case FL_FLAPS_POWER_STOP_THAT_FLAPPING:
      /* Translators: what a Flaps card does. */
      return C_("card power", "stops all flapping");
    case FL_FLAPS_POWER_DUMP_THOSE_FIVES:
      /* Translators: what a Flaps card does. */
      return C_("card power", "lay up to three more fives");
    case FL_FLAPS_POWER_SIX_OF_THE_BEST:
      /* Translators: what a Flaps card does. */
      return C_("card power", "a double win as your last card");
    case FL_FLAPS_POWER_KING_N_LAY:
      /* Translators: what a Flaps card does. */
      return C_("card power", "only kings, clubs, Ol' Maids and aces may follow");
    case FL_FLAPS_POWER_SPOOF:
      /* Translators: what a Flaps card does. */
      return C_("card power", "starts a game of Spoof");
    case FL_FLAPS_POWER_LOSE_A_SECRET:
      /* Translators: what a Flaps card does. */
      return C_("card power", "everyone puts a card of their left neighbour on the mystery pile");
    case FL_FLAPS_POWER_PICK_A_SECRET:
      /* Translators: what a Flaps card does. */
      return C_("card power", "put a card of your own on the mystery pile");
    case FL_FLAPS_POWER_START_GUESSING_NO_LOOK:
      /* Translators: what a Flaps card does. */
      return C_("card power", "put the top card of the stock on the mystery pile unseen");
    case FL_FLAPS_POWER_START_GUESSING_LOOK:
      /* Translators: what a Flaps card does. */
      return C_("card power", "look at the top card of the stock, then put it on the mystery pile");
    case FL_FLAPS_POWER_SHARE_A_SECRET:
      /* Translators: what a Flaps card does. */
      return C_("card power", "put a card of any player on the mystery pile");
    case FL_FLAPS_POWER_SOLVE_THE_MYSTERY:
      /* Translators: what a Flaps card does. */
      return C_("card power", "pick up the mystery pile");
    case FL_FLAPS_POWER_ONE_DOWN:
      /* Translators: what a Flaps card does. */
      return C_("card power", "put a card face down in front of any player");
    case FL_FLAPS_POWER_ONE_RIGHT:
      /* Translators: what a Flaps card does. */
      return C_("card power", "the 1-Down cards move to the right");
    case FL_FLAPS_POWER_ONE_LEFT:
      /* Translators: what a Flaps card does. */
      return C_("card power", "the 1-Down cards move to the left");
    case FL_FLAPS_POWER_ONE_OVER:
      /* Translators: what a Flaps card does. */
      return C_("card power", "turn a 1-Down card face up");
    case FL_FLAPS_POWER_ONE_LOOK:
      /* Translators: what a Flaps card does. */
      return C_("card power", "look at a 1-Down card");
    case FL_FLAPS_POWER_ONE_SWAP:
      /* Translators: what a Flaps card does. */
      return C_("card power", "swap a card in your hand for a 1-Down card");
    case FL_FLAPS_POWER_ONE_UP:
      /* Translators: what a Flaps card does. */
      return C_("card power", "a player picks up their top 1-Down card");
    case FL_FLAPS_POWER_FULL_MONTY:
      /* Translators: what a Flaps card does. */
      return C_("card power", "another player takes one of three of your cards");
    case FL_FLAPS_POWER_NONE:
    case FL_FLAPS_POWER_ACE:
    case FL_FLAPS_POWER_TWO:
    case FL_FLAPS_POWER_THREE:
    case FL_FLAPS_POWER_SEVEN:
    case FL_FLAPS_POWER_NINE:
    case FL_FLAPS_POWER_FLAPS:
    case FL_FLAPS_POWER_EIGHT:
    case FL_FLAPS_POWER_TEN:
    case FL_FLAPS_POWER_JACK:
    case FL_FLAPS_POWER_PLAIN:
    case FL_FLAPS_N_POWERS:
    default:
      return NULL;
    }
}
