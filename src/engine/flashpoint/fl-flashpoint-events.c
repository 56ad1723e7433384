/* fl-flashpoint-events.c: Flashpoint's events in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flashpoint-explain-private.h"
#include "fl-i18n.h"

/* The first sentence of a trick event: who won, with what, and why. */
static char *
trick_won_sentence (const char *who,
                    const char *card,
                    guint       number,
                    gboolean    last,
                    guint       reason)
{
  if (last)
    {
      if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
        /* Translators: %1$s is a player, %2$s the winning card such as “J♣”. */
        return g_strdup_printf (C_("event", "%1$s wins the last trick with %2$s, the last card of a repeated rank (rule P6)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s the winning card such as “A♦”. */
      return g_strdup_printf (C_("event", "%1$s wins the last trick with %2$s, the highest card, as no rank repeats (rule P6)."),
                              who, card);
    }

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: %1$s is a player, %2$u the trick's number in the hand
     * (“trick 3”), %3$s the winning card such as “J♣”. */
    return g_strdup_printf (C_("event", "%1$s wins trick %2$u with %3$s, the last card of a repeated rank (rule P6)."),
                            who, number, card);
  /* Translators: %1$s is a player, %2$u the trick's number in the hand
   * (“trick 3”), %3$s the winning card such as “A♦”. */
  return g_strdup_printf (C_("event", "%1$s wins trick %2$u with %3$s, the highest card, as no rank repeats (rule P6)."),
                          who, number, card);
}

/* trick_won_sentence(), said to the winner. */
static char *
own_trick_won_sentence (const char *card,
                        guint       number,
                        gboolean    last,
                        guint       reason)
{
  if (last)
    {
      if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
        /* Translators: said to the winner; %s is the winning card such as
         * “J♣”. */
        return g_strdup_printf (C_("event", "You win the last trick with %s, the last card of a repeated rank (rule P6)."),
                                card);
      /* Translators: said to the winner; %s is the winning card such as
       * “A♦”. */
      return g_strdup_printf (C_("event", "You win the last trick with %s, the highest card, as no rank repeats (rule P6)."),
                              card);
    }

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: said to the winner; %1$u is the trick's number in the
     * hand (“trick 3”), %2$s the winning card such as “J♣”. */
    return g_strdup_printf (C_("event", "You win trick %1$u with %2$s, the last card of a repeated rank (rule P6)."),
                            number, card);
  /* Translators: said to the winner; %1$u is the trick's number in the
   * hand (“trick 3”), %2$s the winning card such as “A♦”. */
  return g_strdup_printf (C_("event", "You win trick %1$u with %2$s, the highest card, as no rank repeats (rule P6)."),
                          number, card);
}

/* What a won trick scores, and for whom. */
static char *
trick_score_sentence (guint       combo,
                      const char *side,
                      int         points)
{
  gulong n = plural (points);

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * the opponents of the trick's winner; %2$d points. */
                                            "The trick holds no combination, a damp squib: %1$s, the winners’ opponents, score %2$d point (rule S2).",
                                            "The trick holds no combination, a damp squib: %1$s, the winners’ opponents, score %2$d points (rule S2).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_PAIR:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds a pair: %1$s score %2$d point (rule S1).",
                                            "The trick holds a pair: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_RUN3:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds a run of three: %1$s score %2$d point (rule S1).",
                                            "The trick holds a run of three: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_TRIPLET:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds a triplet: %1$s score %2$d point (rule S1).",
                                            "The trick holds a triplet: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds a pair-run: %1$s score %2$d point (rule S1).",
                                            "The trick holds a pair-run: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds two pairs: %1$s score %2$d point (rule S1).",
                                            "The trick holds two pairs: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_RUN4:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds a run of four: %1$s score %2$d point (rule S1).",
                                            "The trick holds a run of four: %1$s score %2$d points (rule S1).",
                                            n),
                              side, points);
    case FL_FLASHPOINT_COMBO_FOUR:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "The trick holds four cards of one rank, which count as two pairs: %1$s score %2$d point (rule S5).",
                                            "The trick holds four cards of one rank, which count as two pairs: %1$s score %2$d points (rule S5).",
                                            n),
                              side, points);
    default:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: %1$s is a side such as “Players 1 and 3”,
                                             * %2$d points. */
                                            "%1$s score %2$d point for the trick.",
                                            "%1$s score %2$d points for the trick.",
                                            n),
                              side, points);
    }
}

/* trick_score_sentence(), said to a player of the side that scores. */
static char *
own_trick_score_sentence (guint combo,
                          int   points)
{
  gulong n = plural (points);

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to an opponent of the trick's
                                             * winner; %d is points. */
                                            "The trick holds no combination, a damp squib: your side, the winners’ opponents, scores %d point (rule S2).",
                                            "The trick holds no combination, a damp squib: your side, the winners’ opponents, scores %d points (rule S2).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_PAIR:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds a pair: your side scores %d point (rule S1).",
                                            "The trick holds a pair: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_RUN3:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds a run of three: your side scores %d point (rule S1).",
                                            "The trick holds a run of three: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_TRIPLET:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds a triplet: your side scores %d point (rule S1).",
                                            "The trick holds a triplet: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds a pair-run: your side scores %d point (rule S1).",
                                            "The trick holds a pair-run: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds two pairs: your side scores %d point (rule S1).",
                                            "The trick holds two pairs: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_RUN4:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds a run of four: your side scores %d point (rule S1).",
                                            "The trick holds a run of four: your side scores %d points (rule S1).",
                                            n),
                              points);
    case FL_FLASHPOINT_COMBO_FOUR:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "The trick holds four cards of one rank, which count as two pairs: your side scores %d point (rule S5).",
                                            "The trick holds four cards of one rank, which count as two pairs: your side scores %d points (rule S5).",
                                            n),
                              points);
    default:
      return g_strdup_printf (fl_npgettext ("event",
                                            /* Translators: said to a player of the side that
                                             * scores; %d is points. */
                                            "Your side scores %d point for the trick.",
                                            "Your side scores %d points for the trick.",
                                            n),
                              points);
    }
}

/* Whether @viewer, a seat or -1, plays for @side. */
static gboolean
viewer_on_side (int   viewer,
                guint side)
{
  return viewer >= 0 && fl_flashpoint_side (viewer) == (side & 1);
}

static char *
describe_trick (const FlEvent *event,
                int            viewer)
{
  g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
  g_autofree char *side = fl_flashpoint_side_name ((guint) event->values[3]);
  g_autofree char *card = NULL;
  guint n_cards = MIN (event->n_cards, G_N_ELEMENTS (event->cards));
  guint number = (guint) event->values[4] & 0xff;
  gboolean last = (event->values[4] & (1 << 8)) != 0;
  guint position = n_cards;
  char *text;

  if (n_cards > 0)
    position = fl_flashpoint_trick_winner (event->cards, n_cards, NULL);
  card = _fl_flashpoint_card_label (position < n_cards ? event->cards[position] : FL_CARD_NONE);

  if (viewer >= 0 && event->seat == viewer)
    text = own_trick_won_sentence (card, number, last, event->reason);
  else
    text = trick_won_sentence (who, card, number, last, event->reason);
  if (last)
    _fl_flashpoint_append_sentence (&text, g_strdup (C_("event", "The last trick of a hand scores double, damp squib included (rule S3).")));
  if (viewer_on_side (viewer, (guint) event->values[3]))
    _fl_flashpoint_append_sentence (&text, own_trick_score_sentence ((guint) event->values[0], event->values[2]));
  else if (viewer >= 0 && event->values[0] == FL_FLASHPOINT_COMBO_NONE)
    _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                          /* Translators: said to a player of the
                                                                           * trick's winning side; %d is points. */
                                                                          "The trick holds no combination, a damp squib: your opponents score %d point (rule S2).",
                                                                          "The trick holds no combination, a damp squib: your opponents score %d points (rule S2).",
                                                                          plural (event->values[2])),
                                                            event->values[2]));
  else
    _fl_flashpoint_append_sentence (&text, trick_score_sentence ((guint) event->values[0], side, event->values[2]));

  return text;
}

static char *
describe_flash (const FlEvent *event,
                int            viewer)
{
  guint seat = (guint) event->seat;
  g_autofree char *who = fl_flashpoint_seat_name (seat);
  g_autofree char *side = fl_flashpoint_side_name (fl_flashpoint_side (seat));
  char *text;

  if (viewer >= 0 && seat == (guint) viewer)
    text = _fl_flashpoint_own_flash_sentence ((guint) event->values[0] & 0x7f, (guint) event->values[1] & 0xff,
                                              event->values[2]);
  else
    text = _fl_flashpoint_flash_sentence (who, (guint) event->values[0] & 0x7f, (guint) event->values[1] & 0xff,
                                          event->values[2], TRUE);

  /* B1: the viewer is told the proof only when it is the declarer or
   * their left-hand opponent (fl_rules_see_event()). */
  if (event->n_cards > 0 && event->cards[0] == FL_CARD_NONE)
    {
      g_autofree char *left = fl_flashpoint_seat_name (fl_flashpoint_left (seat));

      /* Translators: %1$s is the player declaring flashes, %2$s the player
       * on their left, the only one who sees the cards. */
      _fl_flashpoint_append_sentence (&text, g_strdup_printf (C_("event", "%1$s shows %2$s, their left-hand opponent, the cards that prove it (rule B1)."),
                                                              who, left));
    }
  else if (event->n_cards > 0)
    {
      g_autofree char *left = fl_flashpoint_seat_name (fl_flashpoint_left (seat));
      g_autofree char *cards = _fl_flashpoint_card_list (event->cards, MIN (event->n_cards, G_N_ELEMENTS (event->cards)));

      if (viewer >= 0 && seat == (guint) viewer)
        /* Translators: said to the player declaring flashes; %1$s is the
         * player on their left, the only one who sees the cards; %2$s a
         * list of cards such as “7♣, 8♣, 9♦”. */
        _fl_flashpoint_append_sentence (&text, g_strdup_printf (C_("event", "You show %1$s, your left-hand opponent, the cards that prove it: %2$s."),
                                                                left, cards));
      else if (viewer >= 0 && fl_flashpoint_left (seat) == (guint) viewer)
        /* Translators: said to the player on the left of the one declaring
         * flashes; %1$s is that player, %2$s a list of cards such as “7♣,
         * 8♣, 9♦”. */
        _fl_flashpoint_append_sentence (&text, g_strdup_printf (C_("event", "%1$s shows you, their left-hand opponent, the cards that prove it: %2$s."),
                                                                who, cards));
      else
        /* Translators: %1$s is the player declaring flashes, %2$s the player
         * on their left, the only one who sees the cards; %3$s a list of
         * cards such as “7♣, 8♣, 9♦”. */
        _fl_flashpoint_append_sentence (&text, g_strdup_printf (C_("event", "%1$s shows %2$s, their left-hand opponent, the cards that prove it: %3$s."),
                                                                who, left, cards));
    }

  if (viewer_on_side (viewer, fl_flashpoint_side (seat)))
    _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                          /* Translators: said to a player of the
                                                                           * side; %d is its flash points so far. */
                                                                          "Your side now has %d point in bonuses, kept apart from its points (rule B7).",
                                                                          "Your side now has %d points in bonuses, kept apart from its points (rule B7).",
                                                                          plural (event->values[3])),
                                                            event->values[3]));
  else
    _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                          /* Translators: %1$s is a side such as
                                                                           * “Players 1 and 3”, %2$d their flash
                                                                           * points so far. */
                                                                          "%1$s now have %2$d point in bonuses, kept apart from their points (rule B7).",
                                                                          "%1$s now have %2$d points in bonuses, kept apart from their points (rule B7).",
                                                                          plural (event->values[3])),
                                                            side, event->values[3]));
  return text;
}

/* describe_pass(), said to the player who passes. */
static char *
describe_own_pass (const FlEvent *event)
{
  switch (event->reason)
    {
    case FL_FLASHPOINT_PASS_UNABLE:
      {
        guint lacking = ~(guint) event->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (lacking == 0)
          return g_strdup (C_("event", "You hold no card of a suit the trick lacks, and pass (rule P7)."));

        list = _fl_flashpoint_suit_list (lacking);
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: said to the player who passes; %s is the
                                               * suits still missing from the trick, such as “clubs,
                                               * hearts”. */
                                              "You hold no card of the suit the trick lacks (%s), and pass (rule P7).",
                                              "You hold no card of the suits the trick lacks (%s), and pass (rule P7).",
                                              bit_count (lacking)),
                                list);
      }

    case FL_FLASHPOINT_PASS_NO_CARDS:
      return g_strdup (C_("event", "You have no cards left, and pass."));

    case FL_FLASHPOINT_PASS_VOLUNTARY:
    default:
      return g_strdup (C_("event", "You choose to pass (rule P7)."));
    }
}

static char *
describe_pass (const FlEvent *event,
               int            viewer)
{
  g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);

  if (viewer >= 0 && event->seat == viewer)
    return describe_own_pass (event);

  switch (event->reason)
    {
    case FL_FLASHPOINT_PASS_UNABLE:
      {
        guint lacking = ~(guint) event->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (lacking == 0)
          /* Translators: %s is a player. */
          return g_strdup_printf (C_("event", "%s holds no card of a suit the trick lacks, and passes (rule P7)."), who);

        list = _fl_flashpoint_suit_list (lacking);
        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: %1$s is a player, %2$s the suits still
                                               * missing from the trick, such as “clubs, hearts”. */
                                              "%1$s holds no card of the suit the trick lacks (%2$s), and passes (rule P7).",
                                              "%1$s holds no card of the suits the trick lacks (%2$s), and passes (rule P7).",
                                              bit_count (lacking)),
                                who, list);
      }

    case FL_FLASHPOINT_PASS_NO_CARDS:
      /* Translators: %s is a player. */
      return g_strdup_printf (C_("event", "%s has no cards left, and passes."), who);

    case FL_FLASHPOINT_PASS_VOLUNTARY:
    default:
      /* Translators: %s is a player, who could have played a card. */
      return g_strdup_printf (C_("event", "%s chooses to pass (rule P7)."), who);
    }
}

static char *
describe_lead_passes (const FlEvent *event,
                      int            viewer)
{
  g_autofree char *leader = fl_flashpoint_seat_name ((guint) event->seat);
  g_autofree char *skipped = fl_flashpoint_seat_name ((guint) event->values[0]);

  if (viewer >= 0 && event->seat == viewer)
    switch (event->reason)
      {
      case FL_FLASHPOINT_LEAD_TO_PARTNER:
        /* Translators: said to the player who leads instead of their
         * partner; %s is that partner. */
        return g_strdup_printf (C_("event", "Your partner, %s, has no cards left, so you lead instead (rule P2)."), skipped);

      case FL_FLASHPOINT_LEAD_TO_LEFT:
        /* Translators: said to the player who leads instead; %s is the
         * player on their right, who should have led. */
        return g_strdup_printf (C_("event", "%s and their partner have no cards left, so you, their left-hand opponent, lead instead (rule P2)."),
                                skipped);

      case FL_FLASHPOINT_LEAD_TO_RIGHT:
      default:
        /* Translators: said to the only player with cards left; %s is the
         * player on their left, who should have led. */
        return g_strdup_printf (C_("event", "%s, their partner and their left-hand opponent have no cards left, so you lead, holding every card still in play (rule P2)."),
                                skipped);
      }

  if (viewer >= 0 && event->values[0] == viewer)
    switch (event->reason)
      {
      case FL_FLASHPOINT_LEAD_TO_PARTNER:
        /* Translators: said to the player who should have led; %s is their
         * partner, who leads instead. */
        return g_strdup_printf (C_("event", "You have no cards left, so your partner, %s, leads instead (rule P2)."), leader);

      case FL_FLASHPOINT_LEAD_TO_LEFT:
        /* Translators: said to the player who should have led; %s is the
         * player on their left, who leads instead. */
        return g_strdup_printf (C_("event", "You and your partner have no cards left, so %s, your left-hand opponent, leads instead (rule P2)."),
                                leader);

      case FL_FLASHPOINT_LEAD_TO_RIGHT:
      default:
        /* Translators: said to the player who should have led; %s is the
         * player on their right, the only one with cards left. */
        return g_strdup_printf (C_("event", "You, your partner and your left-hand opponent have no cards left, so %s leads, holding every card still in play (rule P2)."),
                                leader);
      }

  switch (event->reason)
    {
    case FL_FLASHPOINT_LEAD_TO_PARTNER:
      /* Translators: %1$s is the player who should have led, %2$s their
       * partner, who leads instead. */
      return g_strdup_printf (C_("event", "%1$s has no cards left, so their partner, %2$s, leads instead (rule P2)."),
                              skipped, leader);

    case FL_FLASHPOINT_LEAD_TO_LEFT:
      /* Translators: %1$s is the player who should have led, %2$s the
       * player on their left, who leads instead. */
      return g_strdup_printf (C_("event", "%1$s and their partner have no cards left, so %2$s, their left-hand opponent, leads instead (rule P2)."),
                              skipped, leader);

    case FL_FLASHPOINT_LEAD_TO_RIGHT:
    default:
      /* Translators: %1$s is the player who should have led, %2$s the
       * player on their right, the only one with cards left. */
      return g_strdup_printf (C_("event", "%1$s, their partner and their left-hand opponent have no cards left, so %2$s leads, holding every card still in play (rule P2)."),
                              skipped, leader);
    }
}

static char *
describe_hand_over (const FlEvent *event,
                    int            viewer)
{
  char *text = g_strdup (C_("event", "The hand is over."));

  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *name = fl_flashpoint_side_name (side);
      int points = event->values[side];

      if (viewer_on_side (viewer, side))
        {
          _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                                /* Translators: said to a player of
                                                                                 * the side; %1$d is its points in
                                                                                 * this hand, %2$d its total points,
                                                                                 * %3$d its bonuses (flash points). */
                                                                                "Your side scored %1$d point this hand and has %2$d in all, with %3$d in bonuses kept apart (rule B7).",
                                                                                "Your side scored %1$d points this hand and has %2$d in all, with %3$d in bonuses kept apart (rule B7).",
                                                                                plural (points)),
                                                                  points, event->values[2 + side], event->values[4 + side]));
          continue;
        }
      _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                            /* Translators: %1$s is a side such as
                                                                             * “Players 1 and 3”; %2$d their points in
                                                                             * this hand, %3$d their total points, %4$d
                                                                             * their bonuses (flash points). */
                                                                            "%1$s scored %2$d point this hand and have %3$d in all, with %4$d in bonuses kept apart (rule B7).",
                                                                            "%1$s scored %2$d points this hand and have %3$d in all, with %4$d in bonuses kept apart (rule B7).",
                                                                            plural (points)),
                                                              name, points, event->values[2 + side], event->values[4 + side]));
    }

  return text;
}

/* bonuses_sentence(), said to a player of the side. */
static char *
own_bonuses_sentence (int      bonuses,
                      int      final,
                      gboolean annulled)
{
  if (bonuses == 0)
    /* Translators: said to a player of the side; %d is its final score.
     * It had no bonuses to add. */
    return g_strdup_printf (C_("event", "Your side has no bonuses and ends with %d (rule G3)."), final);

  if (annulled)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to a player of the losing side; %1$d is
                                           * its bonuses (flash points), which it loses because it did
                                           * not reach the target, %2$d its final score. */
                                          "Your side loses its bonuses, %1$d point, for ending below the target, and ends with %2$d (rule G3).",
                                          "Your side loses its bonuses, %1$d points, for ending below the target, and ends with %2$d (rule G3).",
                                          plural (bonuses)),
                            bonuses, final);

  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: said to a player of the side; %1$d is its
                                         * bonuses (flash points), %2$d its final score. */
                                        "Your side adds its bonuses, %1$d point, for a final score of %2$d (rule G3).",
                                        "Your side adds its bonuses, %1$d points, for a final score of %2$d (rule G3).",
                                        plural (bonuses)),
                          bonuses, final);
}

static char *
bonuses_sentence (guint    side,
                  int      bonuses,
                  int      final,
                  gboolean annulled,
                  int      viewer)
{
  g_autofree char *name = fl_flashpoint_side_name (side);

  if (viewer_on_side (viewer, side))
    return own_bonuses_sentence (bonuses, final, annulled);

  if (bonuses == 0)
    /* Translators: %1$s is a side such as “Players 1 and 3”, %2$d their
     * final score. They had no bonuses to add. */
    return g_strdup_printf (C_("event", "%1$s have no bonuses and end with %2$d (rule G3)."), name, final);

  if (annulled)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is the losing side such as “Players 2
                                           * and 4”, %2$d their bonuses (flash points), which they lose
                                           * because they did not reach the target, %3$d their final
                                           * score. */
                                          "%1$s lose their bonuses, %2$d point, for ending below the target, and end with %3$d (rule G3).",
                                          "%1$s lose their bonuses, %2$d points, for ending below the target, and end with %3$d (rule G3).",
                                          plural (bonuses)),
                            name, bonuses, final);

  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: %1$s is a side such as “Players 1 and 3”,
                                         * %2$d their bonuses (flash points), %3$d their final score. */
                                        "%1$s add their bonuses, %2$d point, for a final score of %3$d (rule G3).",
                                        "%1$s add their bonuses, %2$d points, for a final score of %3$d (rule G3).",
                                        plural (bonuses)),
                          name, bonuses, final);
}

static char *
describe_game_over (const FlEvent *event,
                    int            viewer)
{
  guint winner = (guint) event->seat & 1;
  guint loser = winner ^ 1;
  g_autofree char *winners = fl_flashpoint_side_name (winner);
  g_autofree char *losers = fl_flashpoint_side_name (loser);
  int winner_points = (int) ((guint32) event->values[5] & 0xffff);
  int loser_points = (int) ((guint32) event->values[5] >> 16);
  int margin = event->values[4];
  char *text;

  if (viewer_on_side (viewer, winner))
    text = g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to a player of the winning side;
                                           * %1$d is its points, %2$d the other side's points, %3$s
                                           * the other side such as “Players 2 and 4”. */
                                          "The game is over: your side wins with %1$d point, against %2$d for %3$s, bonuses apart (rule G2).",
                                          "The game is over: your side wins with %1$d points, against %2$d for %3$s, bonuses apart (rule G2).",
                                          plural (winner_points)),
                            winner_points, loser_points, losers);
  else if (viewer_on_side (viewer, loser))
    text = g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to a player of the losing side; %1$s
                                           * is the winning side such as “Players 1 and 3”, %2$d their
                                           * points, %3$d the points of the user's side. */
                                          "The game is over: %1$s win with %2$d point, against %3$d for your side, bonuses apart (rule G2).",
                                          "The game is over: %1$s win with %2$d points, against %3$d for your side, bonuses apart (rule G2).",
                                          plural (winner_points)),
                            winners, winner_points, loser_points);
  else
    text = g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: %1$s is the winning side such as “Players 1
                                           * and 3”, %2$d their points, %3$d the other side's points,
                                           * %4$s the other side. */
                                          "The game is over: %1$s win with %2$d point, against %3$d for %4$s, bonuses apart (rule G2).",
                                          "The game is over: %1$s win with %2$d points, against %3$d for %4$s, bonuses apart (rule G2).",
                                          plural (winner_points)),
                            winners, winner_points, loser_points, losers);

  _fl_flashpoint_append_sentence (&text, bonuses_sentence (winner, event->values[2 + winner], event->values[winner],
                                                          (event->reason & (1u << winner)) != 0, viewer));
  _fl_flashpoint_append_sentence (&text, bonuses_sentence (loser, event->values[2 + loser], event->values[loser],
                                                          (event->reason & (1u << loser)) != 0, viewer));

  if (margin > 0 && viewer_on_side (viewer, winner))
    _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                          /* Translators: said to a player of the
                                                                           * winning side; %d is the margin of
                                                                           * victory. */
                                                                          "Your side wins by %d point (rule G4).",
                                                                          "Your side wins by %d points (rule G4).",
                                                                          plural (margin)),
                                                            margin));
  else if (margin > 0)
    _fl_flashpoint_append_sentence (&text, g_strdup_printf (fl_npgettext ("event",
                                                                          /* Translators: %1$s is the winning side
                                                                           * such as “Players 1 and 3”, %2$d the
                                                                           * margin of victory. */
                                                                          "%1$s win by %2$d point (rule G4).",
                                                                          "%1$s win by %2$d points (rule G4).",
                                                                          plural (margin)),
                                                            winners, margin));
  else
    _fl_flashpoint_append_sentence (&text, g_strdup (C_("event", "The margin is 0: bonuses change the size of a win, but never who wins (rule G4).")));

  return text;
}

/* Events, to @viewer (rules.h): the second person where the event is about
 * @viewer, "your side" for @viewer's partnership. */
char *
_fl_flashpoint_describe_event (const FlEvent *event,
                               int            viewer)
{
  gboolean you = viewer >= 0 && event->seat == viewer;
  gboolean partner = viewer >= 0 && event->seat >= 0
                     && fl_flashpoint_partner (event->seat) == (guint) viewer;

  switch ((FlFlashpointEventKind) event->kind)
    {
    case FL_FLASHPOINT_EVENT_DEAL:
      {
        g_autofree char *dealer = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *leader = fl_flashpoint_seat_name (fl_flashpoint_left (event->seat));

        if (you)
          /* Translators: said to the dealer; %1$d is the hand's number, %2$s
           * the player on the dealer's left. */
          return g_strdup_printf (C_("event", "Hand %1$d: you deal, and %2$s, on your left, leads first (rules T3 and P1)."),
                                  event->values[0], leader);
        if (viewer >= 0 && fl_flashpoint_left (event->seat) == (guint) viewer)
          /* Translators: said to the player on the dealer's left; %1$d is
           * the hand's number, %2$s the dealer. */
          return g_strdup_printf (C_("event", "Hand %1$d: %2$s deals, and you, on the dealer’s left, lead first (rules T3 and P1)."),
                                  event->values[0], dealer);

        /* Translators: %1$d is the hand's number, %2$s the dealer, %3$s the
         * player on the dealer's left. */
        return g_strdup_printf (C_("event", "Hand %1$d: %2$s deals, and %3$s, on the dealer’s left, leads first (rules T3 and P1)."),
                                event->values[0], dealer, leader);
      }

    case FL_FLASHPOINT_EVENT_FLASH:
      return describe_flash (event, viewer);

    case FL_FLASHPOINT_EVENT_INVITE:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);

        if (you)
          return g_strdup (C_("event", "You ask your partner for a command."));
        if (partner)
          /* Translators: said to the partner of the player about to lead;
           * %s is that player. */
          return g_strdup_printf (C_("event", "Your partner, %s, asks you for a command."), who);

        return g_strdup_printf (C_("event", "%s asks their partner for a command."), who);
      }

    case FL_FLASHPOINT_EVENT_COMMAND:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *command = _fl_flashpoint_command_from_values (event->values[0], event->values[1]);

        if (you)
          /* Translators: said to the player giving the command; %s is a
           * command such as “Lead a diamond”, quoted as they said it. */
          return g_strdup_printf (C_("event", "You give the command “%s”."), command);
        if (partner)
          /* Translators: said to the player about to lead; %1$s is their
           * partner, %2$s a command such as “Lead a diamond”, quoted as the
           * partner said it. */
          return g_strdup_printf (C_("event", "Your partner, %1$s, gives you the command “%2$s”."), who, command);

        return g_strdup_printf (C_("event", "%1$s gives the command “%2$s”."), who, command);
      }

    case FL_FLASHPOINT_EVENT_PLAY:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *card = _fl_flashpoint_card_label (event->cards[0]);

        if (you)
          /* Translators: said to the player; %s is a card such as “Q♠”. */
          return g_strdup_printf (C_("event", "You play %s."), card);

        return g_strdup_printf (C_("event", "%1$s plays %2$s."), who, card);
      }

    case FL_FLASHPOINT_EVENT_PASS:
      return describe_pass (event, viewer);

    case FL_FLASHPOINT_EVENT_LEAD_PASSES:
      return describe_lead_passes (event, viewer);

    case FL_FLASHPOINT_EVENT_PENALTY:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *others = fl_flashpoint_side_name (fl_flashpoint_side (event->seat) ^ 1);
        g_autofree char *command = _fl_flashpoint_command_from_values (event->values[1], event->values[2]);

        if (you)
          return g_strdup_printf (fl_npgettext ("event",
                                                /* Translators: said to the leader who disobeyed; %1$s is
                                                 * a command such as “Lead a diamond”, %2$d the penalty
                                                 * points, %3$d the opponents' total. */
                                                "You could obey the command “%1$s” and did not: your opponents score a penalty of %2$d point, for %3$d in all (rule C2).",
                                                "You could obey the command “%1$s” and did not: your opponents score a penalty of %2$d points, for %3$d in all (rule C2).",
                                                plural (event->values[0])),
                                  command, event->values[0], event->values[3]);
        if (viewer_on_side (viewer, fl_flashpoint_side (event->seat) ^ 1))
          return g_strdup_printf (fl_npgettext ("event",
                                                /* Translators: said to an opponent of the leader who
                                                 * disobeyed; %1$s is the leader, %2$s a command such as
                                                 * “Lead a diamond”, %3$d the penalty points, %4$d the
                                                 * total of the user's side. */
                                                "%1$s could obey the command “%2$s” and did not: your side scores a penalty of %3$d point, for %4$d in all (rule C2).",
                                                "%1$s could obey the command “%2$s” and did not: your side scores a penalty of %3$d points, for %4$d in all (rule C2).",
                                                plural (event->values[0])),
                                  who, command, event->values[0], event->values[3]);

        return g_strdup_printf (fl_npgettext ("event",
                                              /* Translators: %1$s is the leader, %2$s a command such
                                               * as “Lead a diamond”, %3$s the other side such as
                                               * “Players 2 and 4”, %4$d the penalty points, %5$d
                                               * that side's total. */
                                              "%1$s could obey the command “%2$s” and did not: %3$s score a penalty of %4$d point, for %5$d in all (rule C2).",
                                              "%1$s could obey the command “%2$s” and did not: %3$s score a penalty of %4$d points, for %5$d in all (rule C2).",
                                              plural (event->values[0])),
                                who, command, others, event->values[0], event->values[3]);
      }

    case FL_FLASHPOINT_EVENT_OBEYED:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *command = _fl_flashpoint_command_from_values (event->values[0], event->values[1]);

        if (you && event->values[2])
          /* Translators: said to the leader; %s is a command such as “Lead
           * a diamond”. */
          return g_strdup_printf (C_("event", "You obey the command “%s”."), command);
        if (you)
          /* Translators: said to the leader; %s is a command such as “Lead
           * a diamond”. */
          return g_strdup_printf (C_("event", "You cannot obey the command “%s”, so no penalty is due (rule C2)."), command);

        if (event->values[2])
          /* Translators: %1$s is the leader, %2$s a command such as “Lead a
           * diamond”. */
          return g_strdup_printf (C_("event", "%1$s obeys the command “%2$s”."), who, command);

        /* Translators: %1$s is the leader, %2$s a command such as “Lead a
         * diamond”. */
        return g_strdup_printf (C_("event", "%1$s cannot obey the command “%2$s”, so no penalty is due (rule C2)."),
                                who, command);
      }

    case FL_FLASHPOINT_EVENT_TRICK:
      return describe_trick (event, viewer);

    case FL_FLASHPOINT_EVENT_HAND_OVER:
      return describe_hand_over (event, viewer);

    case FL_FLASHPOINT_EVENT_GAME_OVER:
      return describe_game_over (event, viewer);

    case FL_FLASHPOINT_N_EVENTS:
    default:
      return g_strdup ("");
    }
}
