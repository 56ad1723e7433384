/* fl-action.h: actions, events and refusals, the records the games exchange
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <string.h>

#include "fl-card.h"

G_BEGIN_DECLS

/**
 * FlActionKind:
 *
 * What a player does at a decision. The kinds are shared by every game so
 * the table can treat "play a card" the same everywhere; each game says in
 * its own header what values and cards each kind carries.
 */
typedef enum
{
  FL_ACTION_NONE,
  FL_ACTION_PLAY,            /* play the cards (one card in trick games) */
  FL_ACTION_PASS,            /* pass, knock or decline */
  FL_ACTION_DECLARE,         /* declare a contract: values game-specific */
  FL_ACTION_BID,             /* values[0]: the bid */
  FL_ACTION_CHOOSE_SUIT,     /* values[0]: an #FlSuit */
  FL_ACTION_DRAW,            /* draw from the stock */
  FL_ACTION_SNEAK,           /* cards played face down */
  FL_ACTION_CHALLENGE,       /* a secret commitment of cards */
  FL_ACTION_FLASH,           /* values[0]: which bonus; cards shown */
  FL_ACTION_COMMAND,         /* values: an instruction to a partner */
  FL_ACTION_CALL_CARD,       /* cards[0]: the called card */
  FL_ACTION_TARGET,          /* values[0]: a seat */
  FL_ACTION_GUESS,           /* values[0]: a number */
  FL_ACTION_DISCARD,         /* cards put away */
  FL_ACTION_CONTINUE,        /* a hand is over: deal the next */
  FL_N_ACTION_KINDS,
} FlActionKind;

#define FL_ACTION_MAX_CARDS 24
#define FL_ACTION_MAX_VALUES 4

/**
 * FlAction:
 * @kind: an #FlActionKind
 * @seat: the seat that acts
 * @n_cards: how many of @cards are used
 * @values: numbers whose meaning depends on the game and @kind
 * @cards: the cards the action moves or names
 *
 * One decision, as a plain record that can be copied, compared with
 * memcmp() after fl_action_init() and stored in a game record.
 */
typedef struct
{
  guint8 kind;
  gint8  seat;
  guint8 n_cards;
  guint8 reserved;
  gint16 values[FL_ACTION_MAX_VALUES];
  FlCard cards[FL_ACTION_MAX_CARDS];
} FlAction;

#define FL_TYPE_ACTION (fl_action_get_type ())

GType      fl_action_get_type   (void) G_GNUC_CONST;
FlAction  *fl_action_copy       (const FlAction *action);
void       fl_action_free       (FlAction       *action);
gboolean   fl_action_equal      (const FlAction *a,
                                 const FlAction *b);
const char *fl_action_kind_to_string   (FlActionKind kind);
FlActionKind fl_action_kind_from_string (const char *name);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlAction, fl_action_free)

/* Zeroes every field, padding included, so equal actions compare equal.
 * Inline: the bots' playouts make an action at every step. */
static inline void
fl_action_init (FlAction     *action,
                FlActionKind  kind,
                int           seat)
{
  memset (action, 0, sizeof *action);
  action->kind = kind;
  action->seat = (gint8) seat;
}

/**
 * FlEvent:
 * @kind: a game-specific event kind (see each game's header)
 * @seat: the seat concerned, or -1
 * @reason: why it happened, a game-specific code the explanations name
 * @n_cards: how many of @cards are used
 * @told_to: the seats told of the event at all, one bit each, or 0 when
 *   every seat is told (the default)
 * @cards_shown_to: of the seats told, those who see its @cards, one bit
 *   each, or 0 when all of them do; the others are told the event with
 *   every card %FL_CARD_NONE (a card passed face down, a flash's proof)
 * @values: numbers (scores, trick counts …), known to every seat told
 * @cards: the cards concerned (a trick's cards, in play order)
 *
 * Something an action caused: a card played, a trick won and why, a
 * contract made, a score. Events carry everything their explanation needs,
 * so the table and the tutor can describe them without the state. What is
 * secret is in @cards and said in the two masks, never in @values:
 * fl_rules_see_event() makes the event one seat is told from them, before
 * any sentence or view is made of it.
 */
#define FL_EVENT_MAX_CARDS 64

typedef struct
{
  guint8 kind;
  gint8  seat;
  guint8 reason;
  guint8 n_cards;
  guint8 told_to;
  guint8 cards_shown_to;
  guint8 reserved[2];
  gint32 values[6];
  FlCard cards[FL_EVENT_MAX_CARDS];
} FlEvent;

G_STATIC_ASSERT (FL_EVENT_MAX_CARDS >= FL_ACTION_MAX_CARDS);

#define FL_TYPE_EVENT (fl_event_get_type ())

GType      fl_event_get_type    (void) G_GNUC_CONST;
FlEvent   *fl_event_copy        (const FlEvent *event);
void       fl_event_free        (FlEvent       *event);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlEvent, fl_event_free)

/* Events one action can cause: Flaps' Up-Jacks alone can mean seven draws. */
#define FL_MAX_EVENTS 64

/**
 * FlEvents:
 *
 * The events of one action, filled by the game's apply function. Pass
 * %NULL to apply when nobody listens (search and simulation).
 */
typedef struct
{
  guint   n_events;
  FlEvent events[FL_MAX_EVENTS];
} FlEvents;

#if defined (__GNUC__)
#define FL_COLD __attribute__ ((__cold__))
#else
#define FL_COLD
#endif

void        _fl_events_full      (const char    *log_domain) FL_COLD;

/* Adds an event, or fails loudly: an event is never dropped in silence
 * (the tests make a critical warning fatal). The warning is a cold call
 * out of line: g_return_val_if_fail() inline put its message's arguments
 * in registers of every rules loop that adds an event, even the playouts
 * that pass no events. */
static inline FlEvent *
fl_events_add (FlEvents *events,
               guint     kind,
               int       seat)
{
  FlEvent *event;

  if (events == NULL)
    return NULL;
  if (G_UNLIKELY (events->n_events >= FL_MAX_EVENTS))
    {
      _fl_events_full (G_LOG_DOMAIN);
      return NULL;
    }

  event = &events->events[events->n_events++];
  *event = (FlEvent) { .kind = kind, .seat = seat };

  return event;
}

/* Appends @card to @event's cards, or fails loudly when they are full. */
static inline void
fl_event_add_card (FlEvent *event,
                   FlCard   card)
{
  g_return_if_fail (event->n_cards < FL_EVENT_MAX_CARDS);
  event->cards[event->n_cards++] = card;
}

/**
 * FlIllegal:
 * @rule: a game-specific code naming the rule the action breaks
 * @card: the card concerned, or %FL_CARD_NONE
 * @values: numbers the explanation quotes (a suit, a count …)
 *
 * Why an action was refused, as data; the game's explain function turns
 * it into a translated sentence.
 */
typedef struct
{
  guint  rule;
  FlCard card;
  gint   values[4];
} FlIllegal;

/* Fills @why (when given) and returns %FALSE: the end of every refusal in
 * a game's check_action(). */
static inline gboolean
fl_refuse (FlIllegal *why,
           guint      rule,
           FlCard     card,
           int        value0,
           int        value1)
{
  if (why != NULL)
    *why = (FlIllegal) { .rule = rule, .card = card, .values = { value0, value1 } };
  return FALSE;
}

G_END_DECLS
