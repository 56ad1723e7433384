/* fl-action.c: the boxed action and event records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fl-action.h"

G_DEFINE_BOXED_TYPE (FlAction, fl_action, fl_action_copy, fl_action_free)
G_DEFINE_BOXED_TYPE (FlEvent, fl_event, fl_event_copy, fl_event_free)

static const char *const action_kind_names[] = {
  [FL_ACTION_NONE] = "none",
  [FL_ACTION_PLAY] = "play",
  [FL_ACTION_PASS] = "pass",
  [FL_ACTION_DECLARE] = "declare",
  [FL_ACTION_BID] = "bid",
  [FL_ACTION_CHOOSE_SUIT] = "choose-suit",
  [FL_ACTION_DRAW] = "draw",
  [FL_ACTION_SNEAK] = "sneak",
  [FL_ACTION_CHALLENGE] = "challenge",
  [FL_ACTION_FLASH] = "flash",
  [FL_ACTION_COMMAND] = "command",
  [FL_ACTION_CALL_CARD] = "call-card",
  [FL_ACTION_TARGET] = "target",
  [FL_ACTION_GUESS] = "guess",
  [FL_ACTION_DISCARD] = "discard",
  [FL_ACTION_CONTINUE] = "continue",
};

G_STATIC_ASSERT (G_N_ELEMENTS (action_kind_names) == FL_N_ACTION_KINDS);

FlAction *
fl_action_copy (const FlAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

void
fl_action_free (FlAction *action)
{
  g_free (action);
}

gboolean
fl_action_equal (const FlAction *a,
                 const FlAction *b)
{
  if (a->kind != b->kind || a->seat != b->seat || a->n_cards != b->n_cards)
    return FALSE;
  if (memcmp (a->values, b->values, sizeof a->values) != 0)
    return FALSE;
  return a->n_cards <= FL_ACTION_MAX_CARDS && memcmp (a->cards, b->cards, a->n_cards) == 0;
}

const char *
fl_action_kind_to_string (FlActionKind kind)
{
  return kind < FL_N_ACTION_KINDS ? action_kind_names[kind] : NULL;
}

FlActionKind
fl_action_kind_from_string (const char *name)
{
  if (name != NULL)
    for (guint i = 1; i < FL_N_ACTION_KINDS; i++)
      if (strcmp (action_kind_names[i], name) == 0)
        return i;

  return FL_ACTION_NONE;
}

FlEvent *
fl_event_copy (const FlEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

void
fl_event_free (FlEvent *event)
{
  g_free (event);
}

/* fl_events_add() past FL_MAX_EVENTS: the warning g_return_val_if_fail()
 * gives, made out of line so that the callers' loops stay lean. */
void
_fl_events_full (const char *log_domain)
{
  g_return_if_fail_warning (log_domain, "fl_events_add", "events->n_events < FL_MAX_EVENTS");
}
