/* fl-flashpoint-legal.c: which actions Flashpoint's rules allow, and why
 * one is refused
 *
 * Source: ../shared/seeds/000_b5d897e659dc591b.txt; our restatement and the
 * readings of its ambiguities are in seeds/flashpoint.md, whose rule labels
 * the comments cite. check_action() is the one authority on what is legal;
 * the list of legal actions agrees with it (tests/test-flashpoint-properties.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include "fl-flashpoint-rules-private.h"

static guint
list_legal_actions (const void *data,
                    FlAction   *out)
{
  const FlFlashpointState *state = data;
  guint n = 0;

  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    fl_action_init (&out[n++], FL_ACTION_CONTINUE, _fl_flashpoint_current_seat (state));
  else if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      int seat = _fl_flashpoint_current_seat (state);

      for (guint i = 0; i < N_COMMANDS; i++)
        {
          guint kind, value;

          nth_command (i, &kind, &value);
          fl_flashpoint_action_command (&out[n++], seat, kind, value);
        }
    }
  else if (state->stage == FL_FLASHPOINT_STAGE_PLAY)
    {
      guint seat = state->to_play;
      FlCardSet cards = playable_cards (state);
      guint flashes, fours;
      guint16 subsets[16][2];
      guint n_subsets;
      gboolean lead = leading (state);

      flashes_open (state, &flashes, &fours);
      n_subsets = flash_subsets (flashes, fours, subsets);

      for (; cards; cards &= cards - 1)
        for (guint k = 0; k < n_subsets; k++)
          {
            fl_flashpoint_action_play (&out[n], (int) seat, fl_card_set_lowest (cards));
            fl_flashpoint_action_set_flashes (&out[n++], subsets[k][0], subsets[k][1]);
          }

      if (!lead && (state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY || playable_cards (state) == 0))
        for (guint k = 0; k < n_subsets; k++)
          {
            fl_flashpoint_action_pass (&out[n], (int) seat);
            fl_flashpoint_action_set_flashes (&out[n++], subsets[k][0], subsets[k][1]);
          }

      /* C1: when about to lead, invite a command, once. */
      if (lead && !state->invited)
        fl_flashpoint_action_command (&out[n++], (int) seat, FL_FLASHPOINT_COMMAND_INVITE, 0);
    }

  return n;
}

/* Every legal action is listed: a decision never offers more than
 * FL_MAX_LEGAL_ACTIONS. */
guint
_fl_flashpoint_legal_actions (const void *data,
                             FlAction   *out,
                             guint       capacity)
{
  return fl_rules_list_bounded (data, out, capacity, list_legal_actions);
}

static gboolean
check_flashes (const FlFlashpointState *state,
               const FlAction          *action,
               FlIllegal               *why)
{
  guint flashes, fours, bit;
  guint asked = (guint16) action->values[0], asked_fours = (guint16) action->values[1];

  if (asked == 0 && asked_fours == 0)
    return TRUE;

  /* B1, B6: only with the first action in the first trick, or the
   * square flash with the first in the fifth. */
  bit = 1u << state->to_play;
  if (!(state->n_tricks == 0 && !(state->first_turn_done & bit)) &&
      !(state->n_tricks == FL_FLASHPOINT_SQUARE_TRICK && !(state->square_done & bit)))
    return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW, FL_CARD_NONE, 0, 0);

  flashes_open (state, &flashes, &fours);
  if ((asked & ~flashes) != 0 || (asked_fours & ~fours) != 0)
    return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD, FL_CARD_NONE,
                   (int) (asked & ~flashes), (int) (asked_fours & ~fours));

  return TRUE;
}

gboolean
_fl_flashpoint_check_action (const void     *data,
                             const FlAction *action,
                             FlIllegal      *why)
{
  const FlFlashpointState *state = data;
  int seat = _fl_flashpoint_current_seat (state);

  if (state->stage == FL_FLASHPOINT_STAGE_OVER)
    return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_GAME_OVER, FL_CARD_NONE, 0, 0);
  if (action->seat != seat)
    return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN, FL_CARD_NONE, seat, 0);

  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    {
      if (action->kind != FL_ACTION_CONTINUE)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MUST_CONTINUE, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || action->values[0] != 0 || action->values[1] != 0 ||
          action->values[2] != 0 || action->values[3] != 0)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      return TRUE;
    }

  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      int kind = action->values[0], value = action->values[1];

      if (action->kind != FL_ACTION_COMMAND)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MUST_COMMAND, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || action->values[2] != 0 || action->values[3] != 0)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      if (kind == FL_FLASHPOINT_COMMAND_LEAD_SUIT || kind == FL_FLASHPOINT_COMMAND_AVOID_SUIT)
        return (value >= 0 && value < 4) ? TRUE : fl_refuse (why, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND, FL_CARD_NONE, kind, value);
      if (kind == FL_FLASHPOINT_COMMAND_LEAD_RANK || kind == FL_FLASHPOINT_COMMAND_AVOID_RANK)
        return (value >= 7 && value <= FL_RANK_ACE) ? TRUE : fl_refuse (why, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND, FL_CARD_NONE, kind, value);
      return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_BAD_COMMAND, FL_CARD_NONE, kind, value);
    }

  switch (action->kind)
    {
    case FL_ACTION_COMMAND:
      if (action->values[0] != FL_FLASHPOINT_COMMAND_INVITE)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW, FL_CARD_NONE, 0, 0);
      if (action->n_cards != 0 || action->values[1] != 0 || action->values[2] != 0 || action->values[3] != 0)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
      if (!leading (state))
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_NOT_LEADING, FL_CARD_NONE, 0, 0);
      if (state->invited)
        return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED, FL_CARD_NONE, 0, 0);
      return TRUE;

    case FL_ACTION_PLAY:
      {
        FlCard card = action->cards[0];

        if (action->n_cards != 1 || card >= FL_FLASHPOINT_N_CARDS ||
            action->values[0] < 0 || action->values[1] < 0 ||
            action->values[2] != 0 || action->values[3] != 0)
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
        if (!(state->hands[state->to_play] & FL_CARD_SET_BIT (card)))
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND, card, 0, 0);
        /* P3: one card of each suit. */
        if (state->trick_suits & (1u << FL_FP_SUIT (card)))
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK, card, state->trick_suits, 0);
        return check_flashes (state, action, why);
      }

    case FL_ACTION_PASS:
      {
        FlCardSet playable = playable_cards (state);

        if (action->n_cards != 0 || action->values[0] < 0 || action->values[1] < 0 ||
            action->values[2] != 0 || action->values[3] != 0)
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MALFORMED, FL_CARD_NONE, 0, 0);
        if (leading (state))
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD, FL_CARD_NONE, 0, 0);
        /* P7: pass only when unable, unless passing is voluntary. */
        if (playable != 0 && state->passing != FL_FLASHPOINT_PASSING_VOLUNTARY)
          return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_CANNOT_PASS, FL_CARD_NONE, (int) set_suits (playable), 0);
        return check_flashes (state, action, why);
      }

    default:
      return fl_refuse (why, FL_FLASHPOINT_ILLEGAL_MUST_PLAY, FL_CARD_NONE, 0, 0);
    }
}
