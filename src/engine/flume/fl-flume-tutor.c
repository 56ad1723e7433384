/* fl-flume-tutor.c: Flume's tutor: "Your options" and "Where the hand
 * stands", from one seat's observation
 *
 * Only what the seat may know is read: its own hand and discards, the
 * cards played, the counts everyone saw. A card out of play is known as
 * such only when this seat discarded it, so high and low are "known" or
 * "possible" accordingly, and no sentence names a card the seat has not
 * seen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flume-explain-private.h"
#include "fl-flume-rules-private.h"
#include "fl-i18n.h"

/* ---- Your options ------------------------------------------------------- */

static void
bid_options (const FlFlumeState *state,
             int                 seat,
             GStrvBuilder       *lines)
{
  guint lowest = MAX (FL_FLUME_MIN_BID, state->bid + 1u);

  if (state->bid == 0)
    g_strv_builder_add (lines, _("Nobody has bid yet: you may bid 3, 4, 5 or 6, or pass (rule B1)."));
  else
    {
      g_autofree char *bidder = _fl_flume_player_name (state->bidder);

      if (lowest == FL_FLUME_MAX_BID)
        /* Translators: %1$s is a player, %2$d their bid, 5. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s has bid %2$d: you may only bid 6, or pass (rule B1)."),
                                                           bidder, state->bid));
      else
        /* Translators: %1$s is a player, %2$d their bid, %3$d the lowest
         * bid still allowed. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s has bid %2$d: you may bid any number from %3$d to 6, or pass (rule B1)."),
                                                           bidder, state->bid, lowest));
    }
  g_strv_builder_add (lines, _("A bid is how many of the hand’s seven points your side undertakes to take: high, low, the two bowers, the two jokers and game. If your side takes fewer, it scores minus the bid instead of its points (rule S8)."));
  g_strv_builder_add (lines, _("Nobody can bid over 6, so a bid of 6 ends the bidding at once (rule B1)."));
  g_strv_builder_add (lines, _("The highest bidder names trumps, any of the four suits (rule B2)."));
  if ((guint) seat == state->dealer && state->bid == 0)
    g_strv_builder_add (lines, _("Everyone else has passed: if you pass too, the cards are thrown in and you deal again (rule B3)."));
}

static void
trump_options (const FlFlumeState *state,
               GStrvBuilder       *lines)
{
  /* Translators: %d is the bid that won the bidding. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("You won the bidding with %d: name trumps, any of the four suits (rule B2)."),
                                                     state->bid));
  g_strv_builder_add (lines, _("The jack of the other suit of the same colour, the left bower, and both jokers join the suit you name: it has fourteen trumps, the jokers the lowest (rule R1)."));
  fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  /* Translators: %d is the bid. */
                                                                  "Your side must then take at least %d point of the seven, or it loses the bid (rule S8).",
                                                                  "Your side must then take at least %d points of the seven, or it loses the bid (rule S8).",
                                                                  state->bid),
                                                     state->bid));
}

static void
discard_options (const FlFlumeState *state,
                 int                 seat,
                 GStrvBuilder       *lines)
{
  FlCardSet hand = state->hands[seat];
  FlCardSet can = state->discards_option == FL_FLUME_DISCARDS_ANY ? hand : hand & ~state->trumps;
  FlCardSet kept = hand & state->trumps;
  guint limit = MIN (fl_card_set_count (can), state->n_stock);

  fl_strv_builder_add_owned (lines, _fl_flume_trump_members (state->trump));
  if (limit == 0 && state->n_stock == 0)
    g_strv_builder_add (lines, _("The stock is empty, so you can only keep your hand (rule X3)."));
  else if (limit == 0)
    g_strv_builder_add (lines, _("Every card you hold is a trump, and trumps must be kept: you can only keep your hand (rule X2)."));
  else
    {
      g_autofree char *cards = _fl_flume_card_list (can);

      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$s is the cards that may be
                                                                       * discarded, %2$u how many at most, %3$u the
                                                                       * cards in the stock. */
                                                                      "You may discard any of %1$s, or none, up to %2$u card: the stock holds %3$u and refills your hand to six at once (rule X3).",
                                                                      "You may discard any of %1$s, or none, up to %2$u cards: the stock holds %3$u and refills your hand to six at once (rule X3).",
                                                                      limit),
                                                         cards, limit, (guint) state->n_stock));
    }
  if (state->discards_option == FL_FLUME_DISCARDS_ANY)
    g_strv_builder_add (lines, _("This game’s option lets you discard trumps too (rule X2)."));
  else if (kept != 0)
    {
      g_autofree char *cards = _fl_flume_card_list (kept);

      /* Translators: %s is the trumps in the player's hand. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("Trumps stay in your hand: %s (rule X2)."), cards));
    }
  g_strv_builder_add (lines, _("Discarded cards are out of play: they score for nobody and cannot be high or low (rule X4)."));
}

static void
call_options (const FlFlumeState *state,
              GStrvBuilder       *lines)
{
  (void) state;

  g_strv_builder_add (lines, _("Call any card that is neither in your hand nor one you discarded, trumps and jokers included: whoever holds it is your partner, and nobody else knows who until it is played (rules V2 and V3)."));
  g_strv_builder_add (lines, _("If the card you call is out of play, discarded by another player or left in the stock, you play alone without knowing it (rule V4)."));
  g_strv_builder_add (lines, _("Or play alone against the other four: you score what you take, or lose your bid, alone, and each of them scores what the four take (rule V5)."));
}

static void
play_options (const FlFlumeState *state,
              int                 seat,
              GStrvBuilder       *lines)
{
  FlCardSet hand = state->hands[seat];
  guint trump = state->trump;
  FlCard led;
  guint led_suit;
  FlCardSet follow;
  const char *left = _fl_flume_left_bower_name (trump);

  if (state->n_played == 0)
    {
      if (state->trick == 0)
        g_strv_builder_add (lines, _("You lead to the first trick, with any card (rule P1)."));
      else
        g_strv_builder_add (lines, _("You won the last trick, so you lead to this one, with any card (rule P1)."));
      fl_strv_builder_add_owned (lines, _fl_flume_trump_members (trump));
      if (hand & state->trumps)
        /* Translators: %s is the left bower (“the jack of diamonds”). */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("Leading a trump, %s or a joker included, makes everyone who holds a trump play one (rule P2)."),
                                                           left));
    }
  else
    {
      led = state->tricks[state->trick][0];
      led_suit = fl_flume_effective_suit (led, trump);
      follow = hand & fl_flume_suit_cards (trump, led_suit);

      if (led_suit == trump)
        {
          g_autofree char *card = _fl_flume_card_label (led);

          /* Translators: %1$s is the card led, a trump, %2$s the trump
           * suit in the plural, %3$s the left bower (“the jack of
           * diamonds”). */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s was led, a trump: with %2$s as trumps, %3$s and the jokers count as trumps too (rule R1)."),
                                                             card, fl_suit_name ((FlSuit) trump), left));
          if (follow)
            {
              g_autofree char *cards = _fl_flume_card_list (follow);

              /* Translators: %s is the trumps the player holds. */
              fl_strv_builder_add_owned (lines, g_strdup_printf (_("You hold trumps, %s, and must play one of them (rule P2)."), cards));
            }
          else
            g_strv_builder_add (lines, _("You hold no trump, so you may play any card (rule P3)."));
        }
      else if (follow)
        {
          g_autofree char *cards = _fl_flume_card_list (follow);

          /* Translators: %1$s is the suit led in the plural (“clubs”), %2$s
           * the player's cards of it. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("The suit led is %1$s, and you hold %2$s: you must follow with one of them, and you may not trump (rule P2)."),
                                                             fl_suit_name ((FlSuit) led_suit), cards));
          if ((hand & FL_CARD_SET_BIT (fl_flume_left_bower (trump))) && fl_flume_suit_of (fl_flume_left_bower (trump)) == led_suit)
            {
              g_autofree char *card = _fl_flume_card_label (fl_flume_left_bower (trump));

              /* Translators: %1$s is the left bower in the player's hand
               * (“J♦”), %2$s its printed suit in the plural. */
              fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s is the left bower, a trump, so it does not follow %2$s (rule P2)."),
                                                                 card, fl_suit_name ((FlSuit) led_suit)));
            }
        }
      else
        {
          /* Translators: %s is the suit led in the plural (“clubs”). */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("You hold none of the %s led, so you may play any card, a trump to take the trick (rule P3)."),
                                                             fl_suit_name ((FlSuit) led_suit)));
        }
    }

  if (hand & FL_FLUME_JOKERS)
    g_strv_builder_add (lines, _("The jokers are the lowest trumps, the high joker above the low: a joker takes a trick only when no other trump is in it (rules R1 and P4)."));
}

/* The tutor's "Your options", from @seat's observation (rules.h). */
char **
_fl_flume_explain_options (const void *data,
                           int         seat)
{
  const FlFlumeState *state = data;
  g_autoptr(GStrvBuilder) lines = NULL;

  if (seat < 0 || seat >= state->n_players || state->phase >= FL_FLUME_PHASE_HAND_OVER ||
      state->to_act != (guint) seat)
    return NULL;

  lines = g_strv_builder_new ();
  switch (state->phase)
    {
    case FL_FLUME_PHASE_BID:
      bid_options (state, seat, lines);
      break;
    case FL_FLUME_PHASE_TRUMP:
      trump_options (state, lines);
      break;
    case FL_FLUME_PHASE_DISCARD:
      discard_options (state, seat, lines);
      break;
    case FL_FLUME_PHASE_CALL:
      call_options (state, lines);
      break;
    case FL_FLUME_PHASE_PLAY:
    default:
      play_options (state, seat, lines);
      break;
    }
  return g_strv_builder_end (lines);
}

/* ---- Where the hand stands ---------------------------------------------- */

static FlCardSet
all_played (const FlFlumeState *state)
{
  FlCardSet played = 0;

  for (guint s = 0; s < state->n_players; s++)
    played |= state->played[s];
  return played;
}

/**
 * _fl_flume_known_ally:
 * @state: @seat's observation
 *
 * Whether @seat knows @other to play on its side (D1, V3): four-handed
 * always, five-handed once the partner is known to it.
 */
gboolean
_fl_flume_known_ally (const FlFlumeState *state,
                      int                 seat,
                      int                 other)
{
  int side;

  if (other == seat || other < 0)
    return FALSE;
  side = fl_rules_side (&fl_flume_rules, state, other);
  return side != FL_SIDE_UNKNOWN && side == fl_rules_side (&fl_flume_rules, state, seat);
}

static void
bid_status (const FlFlumeState *state,
            int                 seat,
            GStrvBuilder       *lines)
{
  g_autofree char *bidder = _fl_flume_player_name (state->bidder);

  if ((guint) seat == state->bidder)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: said to the bidder; %d is the
                                                                     * bid. */
                                                                    "You bid %d: your side must take at least %d point, or it scores minus the bid (rule S8).",
                                                                    "You bid %d: your side must take at least %d points, or it scores minus the bid (rule S8).",
                                                                    state->bid),
                                                       state->bid, state->bid));
  else if (_fl_flume_known_ally (state, seat, state->bidder))
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: said to the bidder's partner;
                                                                     * %1$s is the bidder, %2$d the bid. */
                                                                    "%1$s, on your side, bid %2$d: your side must take at least %2$d point, or it scores minus the bid (rule S8).",
                                                                    "%1$s, on your side, bid %2$d: your side must take at least %2$d points, or it scores minus the bid (rule S8).",
                                                                    state->bid),
                                                       bidder, state->bid));
  else
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: %1$s is the bidder, %2$d the bid. */
                                                                    "%1$s bid %2$d: their side must take at least %2$d point, or it scores minus the bid (rule S8).",
                                                                    "%1$s bid %2$d: their side must take at least %2$d points, or it scores minus the bid (rule S8).",
                                                                    state->bid),
                                                       bidder, state->bid));
}

/* D1, V2-V4: who plays with whom, as @seat knows it. */
static void
partner_status (const FlFlumeState *state,
                int                 seat,
                GStrvBuilder       *lines)
{
  g_autofree char *bidder = _fl_flume_player_name (state->bidder);
  g_autofree char *called = NULL;

  if (state->n_players == 4)
    {
      g_autofree char *partner = _fl_flume_player_name ((seat + 2) % 4);

      /* Translators: %s is the player opposite. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("Your partner is %s, sitting opposite you (rule D1)."), partner));
      return;
    }
  if (state->phase < FL_FLUME_PHASE_PLAY)
    return;

  if (state->alone)
    {
      if ((guint) seat == state->bidder)
        g_strv_builder_add (lines, _("You play alone against the other four (rule V2)."));
      else
        /* Translators: %s is the bidder. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("%s plays alone against you and the three others (rule V2)."), bidder));
      return;
    }

  called = _fl_flume_card_label (state->called);
  if (state->partner == FL_FLUME_HIDDEN)
    {
      if ((guint) seat == state->bidder)
        /* Translators: %s is the called card. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("Your partner is not known until %s is played (rule V3)."), called));
      else
        /* Translators: %1$s is the bidder, %2$s the called card. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("You do not hold %2$s, the card %1$s called, so you are an opponent; the partner of %1$s is not known until it is played (rule V3)."),
                                                           bidder, called));
      return;
    }
  if (state->partner == FL_FLUME_NONE && (state->discards[seat] & FL_CARD_SET_BIT (state->called)))
    {
      /* Translators: %1$s is the called card, %2$s the bidder. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("You discarded %1$s, the called card, so %2$s plays alone against the other four without knowing it (rule V4)."),
                                                         called, bidder));
      return;
    }
  if (state->partner == FL_FLUME_NONE)
    return;
  if (state->partner == (guint) seat)
    {
      if (state->revealed)
        /* Translators: %s is the bidder. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("You are the partner of %s (rule V3)."), bidder));
      else
        /* Translators: %1$s is the called card, %2$s the bidder. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("You hold %1$s, the called card: you are the partner of %2$s, and nobody else knows it until you play it (rule V3)."),
                                                           called, bidder));
      return;
    }
  {
    g_autofree char *partner = _fl_flume_player_name (state->partner);

    if ((guint) seat == state->bidder)
      /* Translators: %1$s is the partner, %2$s the called card. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s played %2$s, the card you called, and is your partner (rule V3)."), partner, called));
    else
      /* Translators: %1$s is the partner, %2$s the bidder. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s is the partner of %2$s (rule V3)."), partner, bidder));
  }
}

/* S3-S5: a bower's or a joker's point, taken, out of play or open. */
static void
card_point_status (const FlFlumeState *state,
                   int                 seat,
                   FlCard              card,
                   const char         *rule,
                   GStrvBuilder       *lines)
{
  g_autofree char *label = _fl_flume_card_label (card);
  int taker = _fl_flume_seat_holding (state->won, state->n_players, card);

  if (taker == seat)
    /* Translators: %1$s is a bower or a joker, %2$s a rule label such as
     * “S3”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("You took %1$s: its point goes to your side (rule %2$s)."), label, rule));
  else if (_fl_flume_known_ally (state, seat, taker))
    {
      g_autofree char *who = _fl_flume_player_name (taker);

      /* Translators: %1$s is a player on the viewer's side, %2$s a bower
       * or a joker, %3$s a rule label such as “S3”. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s, on your side, took %2$s: its point goes to your side (rule %3$s)."), who, label, rule));
    }
  else if (taker >= 0)
    {
      g_autofree char *who = _fl_flume_player_name (taker);

      /* Translators: %1$s is a player, %2$s a bower or a joker, %3$s a
       * rule label such as “S3”. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("%1$s took %2$s: its point goes to their side (rule %3$s)."), who, label, rule));
    }
  else if (state->discards[seat] & FL_CARD_SET_BIT (card))
    /* Translators: %1$s is a bower or a joker, %2$s a rule label. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("You discarded %1$s: its point is out of play, and nobody scores it (rule %2$s)."), label, rule));
  else if (state->hands[seat] & FL_CARD_SET_BIT (card))
    /* Translators: %1$s is a bower or a joker in the player's hand, %2$s a
     * rule label. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("You hold %1$s: its point goes to the side that takes the trick you play it to (rule %2$s)."), label, rule));
}

/* S1, S2: the highest and the lowest trump in play, jokers aside, as far
 * as this seat can know: a trump not seen may be in another hand or out of
 * play. */
static void
high_low_status (const FlFlumeState *state,
                 int                 seat,
                 GStrvBuilder       *lines)
{
  FlCardSet real = state->trumps & ~FL_FLUME_JOKERS;
  FlCardSet played = all_played (state);
  FlCardSet known_in = (played | state->hands[seat]) & real;
  FlCardSet unseen = real & ~known_in & ~state->discards[seat];
  FlCard high = FL_CARD_NONE, low = FL_CARD_NONE;
  guint above = 0, below = 0;

  for (FlCardSet c = known_in; c; c &= c - 1)
    {
      FlCard t = fl_card_set_lowest (c);

      if (high == FL_CARD_NONE || fl_flume_trump_rank (t, state->trump) > fl_flume_trump_rank (high, state->trump))
        high = t;
      if (low == FL_CARD_NONE || fl_flume_trump_rank (t, state->trump) < fl_flume_trump_rank (low, state->trump))
        low = t;
    }

  if (high == FL_CARD_NONE)
    {
      if (unseen != 0)
        g_strv_builder_add (lines, _("High and low are still open: no trump but the jokers has been played yet, and you hold none (rules S1 and S2)."));
      else
        g_strv_builder_add (lines, _("No trump but the jokers can be in play: high and low will not be scored (rule S1)."));
      return;
    }

  for (FlCardSet c = unseen; c; c &= c - 1)
    {
      guint rank = fl_flume_trump_rank (fl_card_set_lowest (c), state->trump);

      above += rank > fl_flume_trump_rank (high, state->trump);
      below += rank < fl_flume_trump_rank (low, state->trump);
    }

  {
    g_autofree char *label = _fl_flume_card_label (high);
    int player = _fl_flume_seat_holding (state->played, state->n_players, high);

    if (above != 0)
      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$s is the highest trump seen in
                                                                       * play, %2$u the higher trumps not seen. */
                                                                      "High is possible for %1$s, the highest trump you have seen in play: %2$u higher trump may still be in play, or out of play (rule S1).",
                                                                      "High is possible for %1$s, the highest trump you have seen in play: %2$u higher trumps may still be in play, or out of play (rule S1).",
                                                                      above),
                                                         label, above));
    else if (player == seat || (player < 0 && (state->hands[seat] & FL_CARD_SET_BIT (high))))
      /* Translators: %s is the highest trump in play. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("High is known: %s, yours, is the highest trump in play (rule S1)."), label));
    else
      {
        g_autofree char *who = _fl_flume_player_name (player);

        /* Translators: %1$s is the highest trump in play, %2$s who
         * played it. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("High is known: %1$s, played by %2$s, is the highest trump in play (rule S1)."),
                                                           label, who));
      }
  }
  {
    g_autofree char *label = _fl_flume_card_label (low);
    int player = _fl_flume_seat_holding (state->played, state->n_players, low);

    if (below != 0)
      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$s is the lowest trump seen in
                                                                       * play, %2$u the lower trumps not seen. */
                                                                      "Low is possible for %1$s, the lowest trump but the jokers you have seen in play: %2$u lower trump may still be in play, or out of play (rule S2).",
                                                                      "Low is possible for %1$s, the lowest trump but the jokers you have seen in play: %2$u lower trumps may still be in play, or out of play (rule S2).",
                                                                      below),
                                                         label, below));
    else if (player == seat || (player < 0 && (state->hands[seat] & FL_CARD_SET_BIT (low))))
      /* Translators: %s is the lowest trump in play. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("Low is known: %s, yours, is the lowest trump in play after the jokers, whoever takes its trick (rule S2)."), label));
    else
      {
        g_autofree char *who = _fl_flume_player_name (player);

        /* Translators: %1$s is the lowest trump in play, %2$s who played
         * it. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("Low is known: %1$s, played by %2$s, is the lowest trump in play after the jokers, whoever took its trick (rule S2)."),
                                                           label, who));
      }
  }
}

/* S3-S5: the bower and joker points whose cards this seat has not seen
 * played, held or discarded: in another hand or out of play. */
static void
open_points_status (const FlFlumeState *state,
                    int                 seat,
                    GStrvBuilder       *lines)
{
  FlCardSet cards = FL_CARD_SET_BIT (fl_flume_right_bower (state->trump)) |
                    FL_CARD_SET_BIT (fl_flume_left_bower (state->trump)) | FL_FLUME_JOKERS;
  guint open = fl_card_set_count (cards & ~all_played (state) & ~state->hands[seat] & ~state->discards[seat]);

  if (open != 0)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: %u is how many of the four points
                                                                     * for the bowers and the jokers are undecided. */
                                                                    "%u of the points for the bowers and the jokers is still open: its card is in another hand or out of play (rules S3 to S5).",
                                                                    "%u of the points for the bowers and the jokers are still open: their cards are in other hands or out of play (rules S3 to S5).",
                                                                    open),
                                                       open));
}

/* S6: the card points taken so far, by side where this seat knows the
 * sides. */
static void
card_points_status (const FlFlumeState *state,
                    int                 seat,
                    GStrvBuilder       *lines)
{
  int own = fl_rules_side (&fl_flume_rules, state, seat);
  FlCardSet ours = 0, theirs = 0;
  gboolean all_known = TRUE;

  for (guint s = 0; s < state->n_players; s++)
    {
      int side = fl_rules_side (&fl_flume_rules, state, (int) s);

      if (side == FL_SIDE_UNKNOWN)
        all_known = FALSE;
      else if (side == own)
        ours |= state->won[s];
      else
        theirs |= state->won[s];
    }

  if (all_known)
    /* Translators: card points taken so far, the player's side first. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Card points taken so far: your side %1$u, the other side %2$u; the side with more at the end scores game (rule S6)."),
                                                       fl_flume_card_points (ours), fl_flume_card_points (theirs)));
  else
    /* Translators: %u is the card points in the player's tricks. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Card points in your own tricks so far: %u. The sides are not all known yet, so the other players’ cannot be added up by side (rule S6)."),
                                                       fl_flume_card_points (state->won[seat])));
}

/* The tutor's "Where the hand stands", from @seat's observation (rules.h). */
char **
_fl_flume_explain_status (const void *data,
                          int         seat)
{
  const FlFlumeState *state = data;
  g_autoptr(GStrvBuilder) lines = NULL;

  /* Once the hand is scored, its events and the summary say the rest. */
  if (seat < 0 || seat >= state->n_players || state->bidder == FL_FLUME_NONE ||
      state->phase >= FL_FLUME_PHASE_HAND_OVER)
    return NULL;

  lines = g_strv_builder_new ();
  bid_status (state, seat, lines);
  if (state->phase == FL_FLUME_PHASE_BID)
    {
      partner_status (state, seat, lines);
      return g_strv_builder_end (lines);
    }
  if (state->phase >= FL_FLUME_PHASE_DISCARD)
    fl_strv_builder_add_owned (lines, _fl_flume_trump_members (state->trump));
  partner_status (state, seat, lines);
  if (state->phase == FL_FLUME_PHASE_DISCARD)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: %u is the cards left in the
                                                                     * stock. */
                                                                    "The stock holds %u card for the players still to discard (rule X3).",
                                                                    "The stock holds %u cards for the players still to discard (rule X3).",
                                                                    state->n_stock),
                                                       (guint) state->n_stock));
  if (state->phase < FL_FLUME_PHASE_PLAY)
    return g_strv_builder_end (lines);

  high_low_status (state, seat, lines);
  card_point_status (state, seat, fl_flume_right_bower (state->trump), "S3", lines);
  card_point_status (state, seat, fl_flume_left_bower (state->trump), "S4", lines);
  card_point_status (state, seat, FL_FLUME_JOKER_HIGH, "S5", lines);
  card_point_status (state, seat, FL_FLUME_JOKER_LOW, "S5", lines);
  open_points_status (state, seat, lines);
  card_points_status (state, seat, lines);
  return g_strv_builder_end (lines);
}
