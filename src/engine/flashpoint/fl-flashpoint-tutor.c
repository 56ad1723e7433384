/* fl-flashpoint-tutor.c: the tutor's words on where a Flashpoint hand
 * stands and on the user's options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flashpoint-explain-private.h"

/* g_strv_builder_take() is newer than GLib 2.74. */
/* The tutor's "Where the hand stands", from @seat's observation
 * (rules.h): the points of this hand and of the game, and the flashes,
 * for the seat's side and the other. */
char **
_fl_flashpoint_explain_status (const void *data,
                               int         seat)
{
  const FlFlashpointState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  guint ours = fl_flashpoint_side (seat), theirs = 1 - ours;

  if (state->stage == FL_FLASHPOINT_STAGE_OVER)
    return NULL;

  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    /* Translators: the points of the hand just scored, for the user's
     * side and the other; the two numbers are points. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("This hand scored: your side %1$d, the other side %2$d (rule S1)."),
                                                       state->hand_points[ours], state->hand_points[theirs]));
  else
    /* Translators: the points of the hand being played, for the user's
     * side and the other; the two numbers are points. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("This hand so far: your side %1$d, the other side %2$d (rule S1)."),
                                                       state->hand_points[ours], state->hand_points[theirs]));
  fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d point (rule G1).",
                                                                  "The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d points (rule G1).",
                                                                  state->target),
                                                     state->points[ours], state->points[theirs], state->target));
  if (state->bonuses[ours] != 0 || state->bonuses[theirs] != 0)
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Flashes, kept apart from the points: your side %1$d, the other side %2$d. They count only for a side that reaches the target (rules B7 and G3)."),
                                                       state->bonuses[ours], state->bonuses[theirs]));
  return g_strv_builder_end (lines);
}

/* The tutor's "Your options", from @seat's observation (rules.h). */
char **
_fl_flashpoint_explain_options (const void *data,
                                int         seat)
{
  const FlFlashpointState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  FlCardSet playable;
  gboolean lead, may_pass;
  guint flashes, fours;

  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      if ((guint) seat != fl_flashpoint_partner (state->to_play))
        return NULL;
      g_strv_builder_add (lines, _("Your partner is about to lead and asks you for a command: name a suit or a rank they must lead, or one they must not lead (rule C1)."));
      g_strv_builder_add (lines, _("If they disobey it while holding a card that would obey, your opponents score 15 points at once (rule C2)."));
      return g_strv_builder_end (lines);
    }
  if (state->stage != FL_FLASHPOINT_STAGE_PLAY || (guint) seat != state->to_play)
    return NULL;

  fl_flashpoint_turn (state, &playable, &lead, &may_pass, &flashes, &fours);

  if (lead)
    {
      g_strv_builder_add (lines, _("You lead this trick, and any card of your hand may begin it (rules P1 and P3)."));
      if (state->command != 0)
        {
          g_autofree char *command = fl_flashpoint_describe_command (state->command);

          /* Translators: %s is a command such as “Lead a diamond”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("Your partner’s command is “%s”: leading a card that disobeys it, while you hold one that obeys, gives your opponents 15 points (rule C2)."),
                                                       command));
        }
      else if (!state->invited)
        g_strv_builder_add (lines, _("Before you lead, you may ask your partner for a command, once (rule C1)."));
    }
  else
    {
      g_autofree char *present = _fl_flashpoint_suit_list (state->trick_suits);
      guint open = _fl_flashpoint_hand_suits (playable);

      if (open != 0)
        {
          g_autofree char *suits = _fl_flashpoint_suit_list (open);

          /* Translators: %1$s and %2$s are lists of suits, such as
           * “clubs, hearts”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("The trick already holds %1$s, so you may add a card of a suit it lacks: %2$s (rule P3)."),
                                                       present, suits));
          if (may_pass)
            g_strv_builder_add (lines, _("Under the house rule for passing, you may also pass instead (rule P7)."));
        }
      else
        /* Translators: %s is a list of suits, such as “clubs, hearts”. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("The trick already holds %s, and you hold none of the suits it lacks, so you pass (rule P7)."),
                                                     present));
    }

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    g_strv_builder_add (lines, _("You hold exactly one card of each suit as the fifth trick begins: you may declare the square flash, worth 10 points, with this turn (rule B6)."));
  else if (flashes != 0 || fours != 0)
    {
      g_autofree char *list = fl_flashpoint_describe_flashes (flashes, fours);
      int points = fl_flashpoint_flash_points (flashes, fours, state->voids_rule);

      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                /* Translators: %1$d is a number of points, %2$s a list of flashes such
                                                                 * as “void in clubs, twin flash”. */
                                                                "Your hand holds flashes worth %1$d point: %2$s. You may declare them with this turn, showing the cards that prove them to your left-hand opponent (rule B1).",
                                                                "Your hand holds flashes worth %1$d points: %2$s. You may declare them with this turn, showing the cards that prove them to your left-hand opponent (rule B1).",
                                                                points),
                                                   points, list));
    }

  return g_strv_builder_end (lines);
}

/* C2: a leader under a command who plays a card that disobeys it while
 * holding one that obeys pays the penalty; the table asks first. From the
 * leader's own observation (rules.h). */
char *
_fl_flashpoint_explain_cost (const void     *data,
                             const FlAction *action)
{
  const FlFlashpointState *observation = data;
  g_autofree char *command = NULL;
  g_autofree char *card = NULL;

  if (action->kind != FL_ACTION_PLAY || action->n_cards != 1 || action->seat < 0
      || action->seat >= FL_FLASHPOINT_N_SEATS)
    return NULL;

  if (observation->command == 0 || observation->passes != 0
      || observation->n_seq != observation->trick_start[observation->n_tricks]
      || fl_flashpoint_command_matches (observation->command, action->cards[0])
      || (observation->hands[action->seat] & fl_flashpoint_command_cards (observation->command)) == 0)
    return NULL;

  command = fl_flashpoint_describe_command (observation->command);
  card = fl_deck_card_label (fl_deck_get (FL_DECK_PIQUET_32), action->cards[0]);
  /* Translators: asked before a player disobeys their partner's command:
   * %1$s is the command (“Lead a heart”), %2$s the card (“Q♠”), %3$d the
   * penalty in points. */
  return g_strdup_printf (_("Your partner’s command is “%1$s”. Leading %2$s disobeys it, and the other side scores %3$d points."),
                          command, card, FL_FLASHPOINT_PENALTY);
}
