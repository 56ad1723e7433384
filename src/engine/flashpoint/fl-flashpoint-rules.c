/* fl-flashpoint-rules.c: the rules of Flashpoint on its plain state
 *
 * Source: ../shared/seeds/000_b5d897e659dc591b.txt; our restatement and the
 * readings of its ambiguities are in seeds/flashpoint.md, whose rule labels
 * (P6 …) the comments cite.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flashpoint-bot.h"
#include "fl-flashpoint-rules-private.h"

static const FlOptionChoice passing_choices[] = {
  { "when-unable", NC_("option value", "Only when unable to play") },
  { "voluntary", NC_("option value", "At any turn but the lead") },
};

static const FlOptionChoice voids_choices[] = {
  { "each", NC_("option value", "10 for each missing suit") },
  { "once", NC_("option value", "10 however many suits are missing") },
};

static const FlOptionDesc flashpoint_options[] = {
  [FL_FLASHPOINT_OPTION_TARGET] = {
    "target", FL_OPTION_INT,
    NC_("option", "Points to win"),
    NC_("option", "The game ends after the hand in which a side reaches this score; the rules play to 100."),
    50, 500, 50, 100, NULL, 0,
  },
  [FL_FLASHPOINT_OPTION_PASSING] = {
    "passing", FL_OPTION_CHOICE,
    NC_("option", "Passing"),
    NC_("option", "When a player may pass instead of adding a card to the trick (the rules are read as: only when unable to play)."),
    0, 1, 1, FL_FLASHPOINT_PASSING_WHEN_UNABLE, passing_choices, G_N_ELEMENTS (passing_choices),
  },
  [FL_FLASHPOINT_OPTION_VOIDS] = {
    "voids", FL_OPTION_CHOICE,
    NC_("option", "Void flash"),
    NC_("option", "Whether a hand missing two or three suits scores a void flash for each of them."),
    0, 1, 1, FL_FLASHPOINT_VOIDS_EACH, voids_choices, G_N_ELEMENTS (voids_choices),
  },
};

G_STATIC_ASSERT (G_N_ELEMENTS (flashpoint_options) == FL_FLASHPOINT_N_OPTIONS);
/* Small enough that the search copies it freely: five cache lines. */
G_STATIC_ASSERT (sizeof (FlFlashpointState) <= 320);

static guint
flashpoint_n_seats (const FlOptions *options)
{
  (void) options;
  return FL_FLASHPOINT_N_SEATS;
}

/* ---- The state ---- */

/**
 * fl_flashpoint_turn:
 * @playable: (out): the cards the player to act may add (P3)
 * @lead: (out): whether they lead the trick
 * @may_pass: (out): whether a pass is among their moves (P7)
 * @flashes: (out): the flashes they may declare now (B1, B6)
 * @fours: (out): the four-flash ranks among them
 *
 * What the player to act faces in the play stage, for the explanations.
 */
void
fl_flashpoint_turn (const FlFlashpointState *state,
                    FlCardSet               *playable,
                    gboolean                *lead,
                    gboolean                *may_pass,
                    guint                   *flashes,
                    guint                   *fours)
{
  *playable = playable_cards (state);
  *lead = leading (state);
  *may_pass = !*lead && (state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY || *playable == 0);
  flashes_open (state, flashes, fours);
}

static void begin_trick (FlFlashpointState *state, guint leader, FlEvents *events);

/* T3: eight cards each, in two rounds of four from the dealer's left. */
static void
deal_hand (FlFlashpointState *state,
           FlEvents          *events)
{
  guint8 pack[FL_FLASHPOINT_N_CARDS];
  FlEvent *event;

  for (guint i = 0; i < FL_FLASHPOINT_N_CARDS; i++)
    pack[i] = (guint8) i;
  fl_rng_shuffle (&state->rng, pack, FL_FLASHPOINT_N_CARDS);

  memset (state->hands, 0, sizeof state->hands);
  for (guint i = 0; i < FL_FLASHPOINT_N_CARDS; i++)
    {
      /* Card i goes in round i / 16 to the ((i % 16) / 4)-th player. */
      guint seat = (state->dealer + 1 + (i % 16) / 4) & 3;

      state->hands[seat] |= FL_CARD_SET_BIT (pack[i]);
    }

  memset (state->shown, 0, sizeof state->shown);
  memset (state->hand_points, 0, sizeof state->hand_points);
  memset (state->voids, 0, sizeof state->voids);
  memset (state->rank_voids, 0, sizeof state->rank_voids);
  memset (state->declared, 0, sizeof state->declared);
  memset (state->declared_fours, 0, sizeof state->declared_fours);
  memset (state->seq_cards, 0, sizeof state->seq_cards);
  memset (state->seq_seats, 0, sizeof state->seq_seats);
  memset (state->trick_start, 0, sizeof state->trick_start);
  memset (state->trick_command, 0, sizeof state->trick_command);
  state->penalties = 0;
  state->n_tricks = 0;
  state->n_seq = 0;
  state->first_turn_done = 0;
  state->square_done = 0;
  state->stage = FL_FLASHPOINT_STAGE_PLAY;

  event = fl_events_add (events, FL_FLASHPOINT_EVENT_DEAL, state->dealer);
  if (event != NULL)
    event->values[0] = state->hands_played + 1;

  /* P1: the dealer's left leads first. */
  begin_trick (state, (state->dealer + 1) & 3, events);
}

static void
flashpoint_new_game (void            *data,
                     const FlOptions *options,
                     guint64          seed)
{
  FlFlashpointState *state = data;

  memset (state, 0, sizeof *state);
  fl_rng_init (&state->rng, seed, FLASHPOINT_STREAM);
  state->target = (guint16) options->values[FL_FLASHPOINT_OPTION_TARGET];
  state->passing = (guint8) options->values[FL_FLASHPOINT_OPTION_PASSING];
  state->voids_rule = (guint8) options->values[FL_FLASHPOINT_OPTION_VOIDS];
  state->viewer = FL_FLASHPOINT_FULL_VIEW;
  state->dealer = 0;
  deal_hand (state, NULL);
}

/* A deal chosen in advance, for a lesson: before the first card, eight
 * cards to each seat (rule T3). */
static gboolean
flashpoint_set_deal (void         *data,
                     const FlDeal *deal)
{
  FlFlashpointState *state = data;
  static const guint sizes[FL_FLASHPOINT_N_SEATS] = { 8, 8, 8, 8 };

  G_STATIC_ASSERT (FL_FLASHPOINT_N_CARDS == 4 * 8);

  if (state->n_seq != 0 || state->hands_played != 0
      || !fl_deal_check (deal, FL_FLASHPOINT_N_CARDS, FL_FLASHPOINT_N_SEATS, sizes, NULL))
    return FALSE;
  for (guint i = 0; i < FL_FLASHPOINT_N_SEATS; i++)
    state->hands[i] = deal->hands[i].words[0];
  return TRUE;
}

static void
end_hand (FlFlashpointState *state,
          FlEvents          *events)
{
  FlEvent *event;
  int best = MAX (state->points[0], state->points[1]);

  event = fl_events_add (events, FL_FLASHPOINT_EVENT_HAND_OVER, -1);
  if (event != NULL)
    {
      event->values[0] = state->hand_points[0];
      event->values[1] = state->hand_points[1];
      event->values[2] = state->points[0];
      event->values[3] = state->points[1];
      event->values[4] = state->bonuses[0];
      event->values[5] = state->bonuses[1];
    }
  state->hands_played++;

  /* G1, G2: over when a side has reached the target, unless both have,
   * level. */
  if (best >= state->target && state->points[0] != state->points[1])
    {
      guint w = state->points[0] > state->points[1] ? 0 : 1;

      state->winner = (guint8) w;
      state->stage = FL_FLASHPOINT_STAGE_OVER;
      event = fl_events_add (events, FL_FLASHPOINT_EVENT_GAME_OVER, (int) w);
      if (event != NULL)
        {
          int final[2];

          /* G3: bonuses count for a side that reached the target. */
          for (guint side = 0; side < 2; side++)
            {
              gboolean reached = state->points[side] >= state->target;

              final[side] = state->points[side] + (reached ? state->bonuses[side] : 0);
              if (!reached && state->bonuses[side] != 0)
                event->reason |= (guint8) (1u << side);
              event->values[2 + side] = state->bonuses[side];
            }
          event->values[0] = final[0];
          event->values[1] = final[1];
          /* G4: the margin, never below nothing. */
          event->values[4] = MAX (final[w] - final[1 - w], 0);
          event->values[5] = (state->points[w] & 0xffff) | state->points[1 - w] << 16;
        }
      return;
    }

  /* The hand's last trick stays on the table until the next deal. */
  state->stage = FL_FLASHPOINT_STAGE_HAND_OVER;
}

/* T4: the deal passes to the left, and the new dealer deals. */
static void
apply_continue (FlFlashpointState *state,
                FlEvents          *events)
{
  state->dealer = (state->dealer + 1) & 3;
  deal_hand (state, events);
}

/* S1-S3: the finished trick goes to its winner and scores. */
static void
finish_trick (FlFlashpointState *state,
              FlEvents          *events)
{
  guint start = state->trick_start[state->n_tricks];
  guint n = state->n_seq - start;
  const FlCard *cards = &state->seq_cards[start];
  FlFlashpointWinReason reason;
  guint position = fl_flashpoint_trick_winner (cards, n, &reason);
  guint winner = state->seq_seats[start + position];
  FlFlashpointCombo combo = fl_flashpoint_combination (cards, n);
  int value = fl_flashpoint_combo_value (combo);
  gboolean last = state->n_seq == FL_FLASHPOINT_N_CARDS;
  guint side = fl_flashpoint_side (winner);
  int points = value;
  FlEvent *event;

  if (value < 0)
    {
      side = 1 - side;
      points = -value;
    }
  if (last)
    points *= 2;
  state->points[side] += points;
  state->hand_points[side] += points;

  state->n_tricks++;
  state->trick_start[state->n_tricks] = state->n_seq;

  event = fl_events_add (events, FL_FLASHPOINT_EVENT_TRICK, (int) winner);
  if (event != NULL)
    {
      guint seats = 0;

      for (guint i = 0; i < n; i++)
        seats |= (guint) state->seq_seats[start + i] << (2 * i);
      event->reason = reason;
      event->n_cards = n;
      memcpy (event->cards, cards, n);
      event->values[0] = combo;
      event->values[1] = value;
      event->values[2] = points;
      event->values[3] = side;
      event->values[4] = state->n_tricks | (last ? 1 << 8 : 0);
      event->values[5] = seats;
    }

  if (last)
    end_hand (state, events);
  else
    begin_trick (state, winner, events);
}

/* The turn comes to @seat in the current trick (P4): a player who cannot
 * play and has no flash to declare passes at once; four passes in a row end
 * the trick (P5). */
static void
begin_turn (FlFlashpointState *state,
            guint              seat,
            FlEvents          *events)
{
  for (;;)
    {
      guint flashes, fours;
      FlEvent *event;

      state->to_play = (guint8) seat;
      if (playable_cards (state) != 0)
        return;
      /* With voluntary passing a pass tells nothing, so a player who
       * cannot play is asked like anyone else; only an empty hand, which
       * everyone can see, passes at once. */
      if (state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY && state->hands[seat] != 0)
        return;
      flashes_open (state, &flashes, &fours);
      if (flashes != 0 || fours != 0)
        return;

      if (state->n_tricks == 0)
        state->first_turn_done |= (guint8) (1u << seat);
      if (state->n_tricks == FL_FLASHPOINT_SQUARE_TRICK)
        state->square_done |= (guint8) (1u << seat);
      state->voids[seat] |= (guint8) (~state->trick_suits & FL_FLASHPOINT_ALL_SUITS);
      event = fl_events_add (events, FL_FLASHPOINT_EVENT_PASS, (int) seat);
      if (event != NULL)
        {
          event->reason = state->hands[seat] ? FL_FLASHPOINT_PASS_UNABLE : FL_FLASHPOINT_PASS_NO_CARDS;
          event->values[0] = state->trick_suits;
        }

      if (++state->passes == 4)
        {
          finish_trick (state, events);
          return;
        }
      seat = (seat + 1) & 3;
    }
}

/* P1, P2: a new trick, led by @leader or, when that player has no cards,
 * by their partner, their left-hand opponent, or the last player. */
static void
begin_trick (FlFlashpointState *state,
             guint              leader,
             FlEvents          *events)
{
  static const guint8 order[3] = { 2, 1, 3 };

  state->trick_suits = 0;
  state->passes = 0;
  state->invited = 0;
  state->command = 0;
  state->stage = FL_FLASHPOINT_STAGE_PLAY;

  if (state->hands[leader] == 0)
    {
      guint would_be = leader;

      for (guint i = 0; i < 3; i++)
        {
          guint other = (would_be + order[i]) & 3;

          if (state->hands[other] != 0)
            {
              FlEvent *event = fl_events_add (events, FL_FLASHPOINT_EVENT_LEAD_PASSES, (int) other);

              if (event != NULL)
                {
                  event->reason = i;
                  event->values[0] = would_be;
                }
              leader = other;
              break;
            }
        }
    }

  state->to_play = (guint8) leader;
}

static inline void
note_first_action (FlFlashpointState *state,
                   guint              seat,
                   guint              flashes,
                   guint              fours,
                   FlEvents          *events)
{
  guint bit = 1u << seat;

  if (state->n_tricks == 0)
    state->first_turn_done |= (guint8) bit;
  else if (state->n_tricks == FL_FLASHPOINT_SQUARE_TRICK)
    state->square_done |= (guint8) bit;

  if (flashes != 0 || fours != 0)
    {
      int points = fl_flashpoint_flash_points (flashes, fours, state->voids_rule);
      FlCardSet proof = fl_flashpoint_flash_proof (state->hands[seat], flashes, fours);
      guint side = fl_flashpoint_side (seat);
      FlEvent *event;

      /* B7: recorded apart from the points. */
      state->bonuses[side] += points;
      state->declared[seat] |= (guint8) flashes;
      state->declared_fours[seat] |= (guint8) fours;
      state->shown[seat] |= proof;

      event = fl_events_add (events, FL_FLASHPOINT_EVENT_FLASH, (int) seat);
      if (event != NULL)
        {
          event->values[0] = flashes;
          event->values[1] = fours;
          event->values[2] = points;
          event->values[3] = state->bonuses[side];
          /* B1: only the left-hand opponent sees the proof. */
          event->cards_shown_to = (guint8) (1u << seat | 1u << fl_flashpoint_left (seat));
          for (; proof != 0; proof &= proof - 1)
            fl_event_add_card (event, fl_card_set_lowest (proof));
        }
    }
}

/* C2: the lead obeys the command in force, or the opponents score 15 when
 * the leader could have obeyed. Either way everyone learns something. */
static inline void
judge_lead (FlFlashpointState *state,
            guint              seat,
            FlCard             card,
            FlEvents          *events)
{
  guint command = state->command;
  FlCardSet obeying = fl_flashpoint_command_cards (command);
  FlEvent *event;

  state->trick_command[state->n_tricks] = (guint8) command;
  state->command = 0;
  state->invited = 0;

  if (obeying & FL_CARD_SET_BIT (card))
    {
      event = fl_events_add (events, FL_FLASHPOINT_EVENT_OBEYED, (int) seat);
      if (event != NULL)
        event->values[0] = command >> 4, event->values[1] = command & 0xf, event->values[2] = 1;
    }
  else if (state->hands[seat] & obeying)
    {
      guint other = 1 - fl_flashpoint_side (seat);

      state->points[other] += FL_FLASHPOINT_PENALTY;
      state->hand_points[other] += FL_FLASHPOINT_PENALTY;
      state->penalties |= 1u << state->n_tricks;
      event = fl_events_add (events, FL_FLASHPOINT_EVENT_PENALTY, (int) seat);
      if (event != NULL)
        {
          event->values[0] = FL_FLASHPOINT_PENALTY;
          event->values[1] = command >> 4;
          event->values[2] = command & 0xf;
          event->values[3] = state->points[other];
        }
    }
  else
    {
      /* Unable to obey: the hand holds no card the command asks for. */
      guint value = command & 0xf;

      switch (command >> 4)
        {
        case FL_FLASHPOINT_COMMAND_LEAD_SUIT:
          state->voids[seat] |= (guint8) (1u << (value & 3));
          break;
        case FL_FLASHPOINT_COMMAND_AVOID_SUIT:
          state->voids[seat] |= (guint8) (~(1u << (value & 3)) & FL_FLASHPOINT_ALL_SUITS);
          break;
        case FL_FLASHPOINT_COMMAND_LEAD_RANK:
          state->rank_voids[seat] |= (guint8) (1u << (value - 7));
          break;
        case FL_FLASHPOINT_COMMAND_AVOID_RANK:
          state->rank_voids[seat] |= (guint8) ~(1u << (value - 7));
          break;
        default:
          break;
        }
      event = fl_events_add (events, FL_FLASHPOINT_EVENT_OBEYED, (int) seat);
      if (event != NULL)
        event->values[0] = command >> 4, event->values[1] = command & 0xf, event->values[2] = 0;
    }
}

static inline void
apply_play (FlFlashpointState *state,
            FlCard             card,
            guint              flashes,
            guint              fours,
            FlEvents          *events)
{
  guint seat = state->to_play;
  FlEvent *event;

  note_first_action (state, seat, flashes, fours, events);
  if (leading (state) && state->command != 0)
    judge_lead (state, seat, card, events);
  state->invited = 0;

  state->hands[seat] &= ~FL_CARD_SET_BIT (card);
  state->seq_cards[state->n_seq] = card;
  state->seq_seats[state->n_seq] = (guint8) seat;
  state->n_seq++;
  state->trick_suits |= (guint8) (1u << FL_FP_SUIT (card));
  state->passes = 0;

  event = fl_events_add (events, FL_FLASHPOINT_EVENT_PLAY, (int) seat);
  if (event != NULL)
    {
      event->n_cards = 1;
      event->cards[0] = card;
      event->values[0] = state->n_tricks + 1;
    }

  /* P5: four suits make a whole trick. */
  if (state->trick_suits == FL_FLASHPOINT_ALL_SUITS)
    finish_trick (state, events);
  else
    begin_turn (state, (seat + 1) & 3, events);
}

static inline void
apply_pass (FlFlashpointState *state,
            guint              flashes,
            guint              fours,
            FlEvents          *events)
{
  guint seat = state->to_play;
  gboolean unable = playable_cards (state) == 0;
  gboolean voluntary = state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY;
  FlEvent *event;

  note_first_action (state, seat, flashes, fours, events);
  /* P7: where passing is only for those who cannot play, a pass shows
   * the suits the trick lacks are missing from the hand. */
  if (unable && !voluntary)
    state->voids[seat] |= (guint8) (~state->trick_suits & FL_FLASHPOINT_ALL_SUITS);

  event = fl_events_add (events, FL_FLASHPOINT_EVENT_PASS, (int) seat);
  if (event != NULL)
    {
      event->reason = voluntary ? FL_FLASHPOINT_PASS_VOLUNTARY : FL_FLASHPOINT_PASS_UNABLE;
      event->values[0] = state->trick_suits;
    }

  if (++state->passes == 4)
    finish_trick (state, events);
  else
    begin_turn (state, (seat + 1) & 3, events);
}

static void
apply_command (FlFlashpointState *state,
               const FlAction    *action,
               FlEvents          *events)
{
  FlEvent *event;

  if (action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
    {
      state->invited = 1;
      state->stage = FL_FLASHPOINT_STAGE_COMMAND;
      fl_events_add (events, FL_FLASHPOINT_EVENT_INVITE, action->seat);
      return;
    }

  state->command = (guint8) (action->values[0] << 4 | action->values[1]);
  state->stage = FL_FLASHPOINT_STAGE_PLAY;
  event = fl_events_add (events, FL_FLASHPOINT_EVENT_COMMAND, action->seat);
  if (event != NULL)
    {
      event->values[0] = action->values[0];
      event->values[1] = action->values[1];
    }
}

static void
flashpoint_apply (void           *data,
                  const FlAction *action,
                  FlEvents       *events)
{
  FlFlashpointState *state = data;

  switch (action->kind)
    {
    case FL_ACTION_PLAY:
      apply_play (state, action->cards[0], (guint16) action->values[0], (guint16) action->values[1], events);
      break;
    case FL_ACTION_PASS:
      apply_pass (state, (guint16) action->values[0], (guint16) action->values[1], events);
      break;
    case FL_ACTION_COMMAND:
      apply_command (state, action, events);
      break;
    case FL_ACTION_CONTINUE:
      apply_continue (state, events);
      break;
    default:
      break;
    }
}

/* ---- Decisions ---- */

static FlPhase
flashpoint_phase (const void *data)
{
  const FlFlashpointState *state = data;

  switch (state->stage)
    {
    case FL_FLASHPOINT_STAGE_OVER:
      return FL_PHASE_GAME_OVER;
    case FL_FLASHPOINT_STAGE_HAND_OVER:
      return FL_PHASE_HAND_OVER;
    default:
      return FL_PHASE_PLAYING;
    }
}

static FlDecisionKind
flashpoint_decision (const void *data)
{
  const FlFlashpointState *state = data;

  switch (state->stage)
    {
    case FL_FLASHPOINT_STAGE_PLAY:
      return FL_DECISION_PLAY;
    case FL_FLASHPOINT_STAGE_COMMAND:
      return FL_DECISION_COMMAND;
    case FL_FLASHPOINT_STAGE_HAND_OVER:
      return FL_DECISION_CONTINUE;
    default:
      return FL_DECISION_NONE;
    }
}

/* Uniform over the legal actions, as legal_actions() lists them. */
static inline void
random_action (const FlFlashpointState *state,
               FlRng                   *rng,
               FlAction                *out)
{
  guint seat = state->to_play;

  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    {
      fl_action_init (out, FL_ACTION_CONTINUE, (int) ((state->dealer + 1) & 3));
      return;
    }
  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      guint kind, value;

      nth_command (fl_rng_below (rng, N_COMMANDS), &kind, &value);
      fl_flashpoint_action_command (out, (int) fl_flashpoint_partner (seat), kind, value);
      return;
    }
  else
    {
      FlCardSet cards = playable_cards (state);
      guint n_cards = fl_card_set_count (cards);
      gboolean lead = leading (state);
      guint n_subsets = 1, flashes, fours, pick;
      gboolean may_pass = !lead && (state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY || n_cards == 0);
      guint16 subsets[16][2] = { { 0, 0 } };

      flashes_open (state, &flashes, &fours);
      if (flashes != 0 || fours != 0)
        n_subsets = flash_subsets (flashes, fours, subsets);

      pick = fl_rng_below (rng, (n_cards + (may_pass ? 1 : 0)) * n_subsets + (lead && !state->invited ? 1 : 0));
      if (pick < n_cards * n_subsets)
        {
          fl_flashpoint_action_play (out, (int) seat, fl_card_set_nth (cards, pick / n_subsets));
          fl_flashpoint_action_set_flashes (out, subsets[pick % n_subsets][0], subsets[pick % n_subsets][1]);
        }
      else if (may_pass && pick < (n_cards + 1) * n_subsets)
        {
          pick -= n_cards * n_subsets;
          fl_flashpoint_action_pass (out, (int) seat);
          fl_flashpoint_action_set_flashes (out, subsets[pick][0], subsets[pick][1]);
        }
      else
        fl_flashpoint_action_command (out, (int) seat, FL_FLASHPOINT_COMMAND_INVITE, 0);
    }
}

static void
flashpoint_random_action (const void *data,
                          FlRng      *rng,
                          FlAction   *out)
{
  random_action (data, rng, out);
}

/* One uniformly random legal action applied at once, without an action
 * record: what random_action() and apply() do, fused for the inner loop.
 * It draws exactly as random_action() does; going through an FlAction
 * instead costs about a tenth of the playout speed (measured). */
static inline void
random_step (FlFlashpointState *state,
             FlRng             *rng)
{
  FlCardSet cards;
  guint n_cards, flashes, fours, pick, n_subsets = 1;
  gboolean lead, may_pass, may_invite;
  guint16 subsets[16][2];

  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      guint kind, value;

      nth_command (fl_rng_below (rng, N_COMMANDS), &kind, &value);
      state->command = (guint8) (kind << 4 | value);
      state->stage = FL_FLASHPOINT_STAGE_PLAY;
      return;
    }
  if (state->stage == FL_FLASHPOINT_STAGE_HAND_OVER)
    {
      apply_continue (state, NULL);
      return;
    }

  cards = playable_cards (state);
  n_cards = count32 (cards);
  lead = leading (state);
  may_pass = !lead && (state->passing == FL_FLASHPOINT_PASSING_VOLUNTARY || n_cards == 0);
  may_invite = lead && !state->invited;
  flashes_open (state, &flashes, &fours);
  if (flashes != 0 || fours != 0)
    n_subsets = flash_subsets (flashes, fours, subsets);
  else
    subsets[0][0] = subsets[0][1] = 0;

  pick = fl_rng_below (rng, (n_cards + may_pass) * n_subsets + may_invite);
  if (n_subsets == 1 && pick < n_cards)
    apply_play (state, fl_card_set_nth (cards, pick), 0, 0, NULL);
  else if (pick < n_cards * n_subsets)
    apply_play (state, fl_card_set_nth (cards, pick / n_subsets),
                subsets[pick % n_subsets][0], subsets[pick % n_subsets][1], NULL);
  else if (may_pass && pick < (n_cards + 1) * n_subsets)
    {
      pick -= n_cards * n_subsets;
      apply_pass (state, subsets[pick][0], subsets[pick][1], NULL);
    }
  else
    {
      state->invited = 1;
      state->stage = FL_FLASHPOINT_STAGE_COMMAND;
    }
}

static guint
flashpoint_random_playout (void  *data,
                           FlRng *rng,
                           int    stop_at_hand)
{
  FlFlashpointState *state = data;
  guint n = 0;

  while (state->stage != FL_FLASHPOINT_STAGE_OVER && (stop_at_hand < 0 || state->hands_played < stop_at_hand))
    {
      random_step (state, rng);
      n++;
    }

  return n;
}

static void
flashpoint_scores (const void *data,
                   int        *out)
{
  const FlFlashpointState *state = data;
  int final[2];

  for (guint side = 0; side < 2; side++)
    {
      final[side] = state->points[side];
      /* G3: at the end, a side that reached the target adds its bonuses. */
      if (state->stage == FL_FLASHPOINT_STAGE_OVER && state->points[side] >= state->target)
        final[side] += state->bonuses[side];
    }

  for (guint seat = 0; seat < FL_FLASHPOINT_N_SEATS; seat++)
    out[seat] = final[fl_flashpoint_side (seat)];
}

static guint
flashpoint_winners (const void *data)
{
  const FlFlashpointState *state = data;

  if (state->stage != FL_FLASHPOINT_STAGE_OVER)
    return 0;

  return state->winner == 0 ? 0x5 : 0xa;
}

static int
flashpoint_hand_number (const void *data)
{
  const FlFlashpointState *state = data;

  return state->hands_played;
}

static const char *
flashpoint_event_name (guint kind)
{
  static const char *const names[] = {
    [FL_FLASHPOINT_EVENT_DEAL] = "deal",
    [FL_FLASHPOINT_EVENT_FLASH] = "flash",
    [FL_FLASHPOINT_EVENT_INVITE] = "invite",
    [FL_FLASHPOINT_EVENT_COMMAND] = "command",
    [FL_FLASHPOINT_EVENT_PLAY] = "play",
    [FL_FLASHPOINT_EVENT_PASS] = "pass",
    [FL_FLASHPOINT_EVENT_LEAD_PASSES] = "lead-passes",
    [FL_FLASHPOINT_EVENT_PENALTY] = "penalty",
    [FL_FLASHPOINT_EVENT_OBEYED] = "obeyed",
    [FL_FLASHPOINT_EVENT_TRICK] = "trick",
    [FL_FLASHPOINT_EVENT_HAND_OVER] = "hand-over",
    [FL_FLASHPOINT_EVENT_GAME_OVER] = "game-over",
  };

  return kind < G_N_ELEMENTS (names) ? names[kind] : NULL;
}

/* In fl-flashpoint-explain.c, fl-flashpoint-refusals.c and
 * fl-flashpoint-events.c */
char *_fl_flashpoint_describe_action (const void *state, const FlAction *action);
char *_fl_flashpoint_explain_illegal (const void *state, const FlIllegal *why);
char *_fl_flashpoint_describe_event (const FlEvent *event, int viewer);

/* Where help/C/flashpoint.page states each rule the explanations cite. */
static const FlRuleHelp flashpoint_rule_help[] = {
  { "T1", "setup" }, { "T2", "setup" }, { "T3", "setup" }, { "T4", "setup" },
  { "P1", "play" }, { "P2", "play" }, { "P3", "play" }, { "P4", "play" },
  { "P5", "play" }, { "P6", "play" }, { "P7", "play" },
  { "C1", "commands" }, { "C2", "commands" }, { "C3", "commands" },
  { "B1", "flashes" }, { "B2", "flashes" }, { "B3", "flashes" }, { "B4", "flashes" },
  { "B5", "flashes" }, { "B6", "flashes" }, { "B7", "flashes" },
  { "S1", "scoring" }, { "S2", "scoring" }, { "S3", "scoring" }, { "S4", "scoring" },
  { "S5", "scoring" },
  { "G1", "end" }, { "G2", "end" }, { "G3", "end" }, { "G4", "end" },
  { "G5", "end" },
  { NULL, NULL }
};

const FlRules fl_flashpoint_rules = {
  .id = "flashpoint",
  .deck = FL_DECK_PIQUET_32,
  .state_size = sizeof (FlFlashpointState),
  .options = flashpoint_options,
  .n_options = G_N_ELEMENTS (flashpoint_options),
  .n_seats = flashpoint_n_seats,
  .new_game = flashpoint_new_game,
  .phase = flashpoint_phase,
  .current_seat = _fl_flashpoint_current_seat,
  .decision = flashpoint_decision,
  .legal_actions = _fl_flashpoint_legal_actions,
  .check_action = _fl_flashpoint_check_action,
  .apply = flashpoint_apply,
  .random_action = flashpoint_random_action,
  .random_playout = flashpoint_random_playout,
  .scores = flashpoint_scores,
  .hand_number = flashpoint_hand_number,
  .winners = flashpoint_winners,
  .observe = _fl_flashpoint_observe,
  .determinize = _fl_flashpoint_determinize,
  .describe_action = _fl_flashpoint_describe_action,
  .explain_illegal = _fl_flashpoint_explain_illegal,
  .explain_options = _fl_flashpoint_explain_options,
  .explain_status = _fl_flashpoint_explain_status,
  .name_action = _fl_flashpoint_name_action,
  .explain_cost = _fl_flashpoint_explain_cost,
  .set_deal = flashpoint_set_deal,
  .side = _fl_flashpoint_side,
  .known_cards = _fl_flashpoint_known_cards,
  .describe_event = _fl_flashpoint_describe_event,
  .event_name = flashpoint_event_name,
  .describe_table = _fl_flashpoint_describe_table,
  .new_bot = fl_flashpoint_bot_new,
  .rule_help = flashpoint_rule_help,
  /* A hand is worth a few dozen points: 12 is a clear loss, above the
   * noise of the bots' sampled evaluation. */
  .warn_points = 12,
  .event_scores = _fl_flashpoint_event_scores,
};
