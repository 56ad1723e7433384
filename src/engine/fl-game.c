/* fl-game.c: a game in progress and its undo (its record: fl-game-record.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game"

#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-game.h"

#include "fl-game-private.h"

G_DEFINE_TYPE_WITH_PRIVATE (FlGame, fl_game, G_TYPE_OBJECT)

FlGamePrivate *
fl_game_get_private (FlGame *self)
{
  return fl_game_get_instance_private (self);
}

enum {
  PROP_0,
  PROP_ID,
  PROP_PHASE,
  PROP_CURRENT_SEAT,
  PROP_DECISION,
  PROP_N_ACTIONS,
  PROP_SCORES,
  N_PROPS
};

enum {
  EVENT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_QUARK (fl-game-error-quark, fl_game_error)

static void
fl_game_finalize (GObject *object)
{
  FlGame *self = FL_GAME (object);
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_clear_pointer (&priv->initial, g_free);
  g_clear_pointer (&priv->state, g_free);
  g_clear_pointer (&priv->actions, g_array_unref);

  G_OBJECT_CLASS (fl_game_parent_class)->finalize (object);
}

static GVariant *
scores_variant (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  int scores[FL_MAX_SEATS] = { 0 };
  GVariantBuilder builder;
  guint n_seats;

  if (priv->state == NULL)
    return g_variant_new_array (G_VARIANT_TYPE_INT32, NULL, 0);

  n_seats = priv->rules->n_seats (&priv->options);
  priv->rules->scores (priv->state, scores);
  g_variant_builder_init (&builder, G_VARIANT_TYPE ("ai"));
  for (guint s = 0; s < n_seats; s++)
    g_variant_builder_add (&builder, "i", scores[s]);

  return g_variant_builder_end (&builder);
}

static void
fl_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  FlGame *self = FL_GAME (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, fl_game_get_id (self));
      break;
    case PROP_PHASE:
      g_value_set_int (value, fl_game_get_phase (self));
      break;
    case PROP_CURRENT_SEAT:
      g_value_set_int (value, fl_game_get_current_seat (self));
      break;
    case PROP_DECISION:
      g_value_set_int (value, fl_game_get_decision (self));
      break;
    case PROP_N_ACTIONS:
      g_value_set_uint (value, fl_game_get_n_actions (self));
      break;
    case PROP_SCORES:
      g_value_take_variant (value, scores_variant (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fl_game_class_init (FlGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = fl_game_finalize;
  object_class->get_property = fl_game_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* An FlPhase. */
  properties[PROP_PHASE] =
    g_param_spec_int ("phase", NULL, NULL, FL_PHASE_DEAL, FL_PHASE_GAME_OVER, FL_PHASE_DEAL,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The seat that decides now, or -1 when the game is over. */
  properties[PROP_CURRENT_SEAT] =
    g_param_spec_int ("current-seat", NULL, NULL, -1, FL_MAX_SEATS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* An FlDecisionKind. */
  properties[PROP_DECISION] =
    g_param_spec_int ("decision", NULL, NULL, FL_DECISION_NONE, FL_DECISION_LAST, FL_DECISION_NONE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Each seat's total, as an array of int32 ("ai"). */
  properties[PROP_SCORES] =
    g_param_spec_variant ("scores", NULL, NULL, G_VARIANT_TYPE ("ai"), NULL,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlGame::event:
   * @self: the game
   * @event: what happened
   *
   * Emitted once for each event of an applied action, in order, after the
   * state has changed. The detail is the game's name for the event kind
   * ("trick", "score" …), so a view can connect to `event::trick` alone.
   */
  signals[EVENT] =
    g_signal_new ("event",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, FL_TYPE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
fl_game_init (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  priv->actions = g_array_new (FALSE, TRUE, sizeof (FlAction));
}

static void
start (FlGame          *self,
       const FlOptions *options,
       guint64          seed)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  priv->options = *options;
  priv->seed = seed;
  priv->initial = g_malloc0 (priv->rules->state_size);
  priv->state = g_malloc0 (priv->rules->state_size);
  priv->rules->new_game (priv->initial, options, seed);
  memcpy (priv->state, priv->initial, priv->rules->state_size);
}

/**
 * fl_game_new:
 * @id: a game id ("flunk")
 * @options: (nullable): option values, or %NULL for the defaults
 * @seed: the seed of every deal of the game
 *
 * Returns: (transfer full) (nullable): a new game, dealt and waiting for
 * its first decision, or %NULL with @error set for an unknown game or an
 * invalid option
 */
FlGame *
fl_game_new (const char       *id,
             const FlOptions  *options,
             guint64           seed,
             GError          **error)
{
  const FlRules *rules = fl_rules_lookup (id);
  FlOptions defaults;
  FlGame *self;
  FlGamePrivate *priv;

  if (rules == NULL)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME,
                   /* Translators: %s is a game id. */
                   _("There is no game “%s” to play."), id ? id : "");
      return NULL;
    }

  if (options == NULL)
    {
      fl_rules_default_options (rules, &defaults);
      options = &defaults;
    }
  else if (!fl_rules_validate_options (rules, options, error))
    return NULL;

  self = g_object_new (FL_TYPE_GAME, NULL);
  priv = fl_game_get_instance_private (self);
  priv->rules = rules;
  start (self, options, seed);

  return self;
}

static void notify_all (FlGame *self);

/**
 * fl_game_new_from_start:
 *
 * A fresh copy of @self as it began: the same game, options, seed and
 * first deal (even one set with fl_game_set_deal()), with no action
 * made; for replaying @self's record move by move.
 *
 * Returns: (transfer full): the new game
 */
FlGame *
fl_game_new_from_start (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  FlGame *copy;
  FlGamePrivate *copy_priv;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  copy = g_object_new (G_OBJECT_TYPE (self), NULL);
  copy_priv = fl_game_get_instance_private (copy);
  copy_priv->rules = priv->rules;
  copy_priv->options = priv->options;
  copy_priv->seed = priv->seed;
  copy_priv->initial = g_memdup2 (priv->initial, priv->rules->state_size);
  copy_priv->state = g_memdup2 (priv->initial, priv->rules->state_size);
  return copy;
}

/**
 * fl_game_set_deal:
 * @deal: the hands of the first deal
 *
 * Replaces the first deal of a game not yet begun with a deal chosen in
 * advance, as a lesson does: any deal the game's rules could make
 * (set_deal() in rules.h). Every deal after it comes from the seed.
 *
 * Returns: %FALSE with @error set when the game has begun, the game
 *   cannot take a chosen deal, or its rules could not deal @deal
 */
gboolean
fl_game_set_deal (FlGame        *self,
                  const FlDeal  *deal,
                  GError       **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *dealt = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);

  if (priv->actions->len > 0 || priv->rules->set_deal == NULL)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("The cards can be chosen only before the first move."));
      return FALSE;
    }

  dealt = g_memdup2 (priv->initial, priv->rules->state_size);
  if (!priv->rules->set_deal (dealt, deal))
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_RECORD,
                   _("These hands are not a deal of the game’s cards."));
      return FALSE;
    }
  memcpy (priv->initial, dealt, priv->rules->state_size);
  memcpy (priv->state, dealt, priv->rules->state_size);
  notify_all (self);
  return TRUE;
}

const FlRules *
fl_game_get_rules (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return priv->rules;
}

const char *
fl_game_get_id (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return priv->rules->id;
}

guint64
fl_game_get_seed (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), 0);

  return priv->seed;
}

const FlOptions *
fl_game_get_options (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return &priv->options;
}

guint
fl_game_get_n_seats (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), 0);

  return priv->rules->n_seats (&priv->options);
}

/**
 * fl_game_get_state:
 *
 * Returns: (transfer none): the full state, the game's own struct (see its
 * rules header); front ends show a player only fl_game_observe()
 */
const void *
fl_game_get_state (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return priv->state;
}

FlPhase
fl_game_get_phase (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FL_PHASE_GAME_OVER);

  return priv->state ? priv->rules->phase (priv->state) : FL_PHASE_DEAL;
}

int
fl_game_get_current_seat (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), -1);

  return priv->state ? priv->rules->current_seat (priv->state) : -1;
}

FlDecisionKind
fl_game_get_decision (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FL_DECISION_NONE);

  return priv->state ? priv->rules->decision (priv->state) : FL_DECISION_NONE;
}

gboolean
fl_game_is_over (FlGame *self)
{
  return fl_game_get_phase (self) == FL_PHASE_GAME_OVER;
}

int
fl_game_get_score (FlGame *self,
                   guint   seat)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  int scores[FL_MAX_SEATS] = { 0 };

  g_return_val_if_fail (FL_IS_GAME (self), 0);
  g_return_val_if_fail (seat < fl_game_get_n_seats (self), 0);

  priv->rules->scores (priv->state, scores);
  return scores[seat];
}

/**
 * fl_game_list_legal_actions:
 *
 * Returns: (transfer full) (element-type FlAction): the actions the
 * deciding seat may take now; empty when the game is over
 */
GArray *
fl_game_list_legal_actions (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  GArray *actions;
  FlAction *legal;
  guint n;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  legal = fl_rules_list_legal (priv->rules, priv->state, &n);
  actions = g_array_sized_new (FALSE, TRUE, sizeof (FlAction), n);
  g_array_append_vals (actions, legal, n);
  g_free (legal);

  return actions;
}

/**
 * fl_game_get_action_cards:
 * @cards: (out caller-allocates): the cards
 *
 * The cards that take part in at least one legal action of the deciding
 * seat now (fl_rules_action_cards()), without listing the actions: the
 * table dims the others.
 */
void
fl_game_get_action_cards (FlGame  *self,
                          FlCards *cards)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_if_fail (FL_IS_GAME (self));
  g_return_if_fail (cards != NULL);

  fl_rules_action_cards (priv->rules, priv->state, cards);
}

gboolean
fl_game_check_at (FlGame          *self,
                  const void      *state,
                  const FlAction  *action,
                  guint            index,
                  GError         **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  FlIllegal why = { 0 };
  g_autofree char *reason = NULL;
  g_autofree char *what = NULL;
  gboolean shape_ok = fl_rules_action_well_formed (priv->rules, action);

  if (shape_ok && priv->rules->check_action (state, action, &why))
    return TRUE;

  if (!shape_ok)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION,
                   _("This move is not one the game knows."));
      return FALSE;
    }

  reason = priv->rules->explain_illegal (state, &why);
  if (index == G_MAXUINT)
    {
      g_set_error_literal (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION, reason);
      return FALSE;
    }

  what = priv->rules->describe_action (state, action);
  g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_ILLEGAL_ACTION,
               /* Translators: %1$u is the number of a move in a game record, %2$s the move
                * (“Player 2 plays Q♠.”) and %3$s why it is illegal. */
               _("Move %1$u, “%2$s”, is illegal: %3$s"), index + 1, what, reason);
  return FALSE;
}

/**
 * fl_game_check_action:
 * @error: the reason, as a translated sentence naming the rule
 *
 * Returns: whether @action is legal now
 */
gboolean
fl_game_check_action (FlGame          *self,
                      const FlAction  *action,
                      GError         **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  return fl_game_check_at (self, priv->state, action, G_MAXUINT, error);
}

static void
notify_all (FlGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_SEAT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECISION]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCORES]);
}

/**
 * fl_game_apply:
 * @action: the deciding seat's action
 * @error: when the action is illegal, why, as a translated sentence
 *
 * Applies a legal action, then emits #FlGame::event for each event and
 * notifies the properties. An illegal action changes nothing.
 *
 * Returns: whether the action was legal and applied
 */
gboolean
fl_game_apply (FlGame          *self,
               const FlAction  *action,
               GError         **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (!fl_game_check_at (self, priv->state, action, G_MAXUINT, error))
    return FALSE;

  priv->last_events.n_events = 0;
  priv->rules->apply (priv->state, action, &priv->last_events);
  g_array_append_val (priv->actions, *action);

  g_object_freeze_notify (G_OBJECT (self));
  for (guint i = 0; i < priv->last_events.n_events; i++)
    {
      const FlEvent *event = &priv->last_events.events[i];
      const char *name = priv->rules->event_name (event->kind);

      g_signal_emit (self, signals[EVENT], name ? g_quark_from_static_string (name) : 0, event);
    }
  notify_all (self);
  g_object_thaw_notify (G_OBJECT (self));

  return TRUE;
}

/**
 * fl_game_get_last_events:
 *
 * The events of the last applied action as they happened, for a narrator
 * who sees everything (records, tests). Whatever is shown to one seat
 * comes from fl_game_see_last_events().
 *
 * Returns: (transfer none): the events of the last applied action
 */
const FlEvents *
fl_game_get_last_events (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return &priv->last_events;
}

/**
 * fl_game_see_last_events:
 * @viewer: a seat, or -1 for a narrator who sees everything
 * @events: (out caller-allocates): the events @viewer is told
 *
 * The events of the last applied action as @viewer is told them
 * (fl_rules_see_event()): those @viewer is not told of left out, and every
 * card @viewer may not see %FL_CARD_NONE.
 */
void
fl_game_see_last_events (FlGame   *self,
                         int       viewer,
                         FlEvents *events)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_if_fail (FL_IS_GAME (self));
  g_return_if_fail (events != NULL);

  events->n_events = 0;
  for (guint i = 0; i < priv->last_events.n_events; i++)
    if (fl_rules_see_event (&priv->last_events.events[i], viewer, &events->events[events->n_events]))
      events->n_events++;
}

guint
fl_game_get_n_actions (FlGame *self)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), 0);

  return priv->actions->len;
}

const FlAction *
fl_game_get_action (FlGame *self,
                    guint   index)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);
  g_return_val_if_fail (index < priv->actions->len, NULL);

  return &g_array_index (priv->actions, FlAction, index);
}

/**
 * fl_game_undo_to:
 * @n_actions: how many of the game's actions to keep
 *
 * Takes the game back to the moment after its first @n_actions actions,
 * by replaying them from the deal.
 *
 * Returns: %FALSE with @error set when @n_actions is beyond the game
 */
gboolean
fl_game_undo_to (FlGame  *self,
                 guint    n_actions,
                 GError **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);

  if (n_actions > priv->actions->len)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO,
                   _("The game has not reached that move yet."));
      return FALSE;
    }

  memcpy (priv->state, priv->initial, priv->rules->state_size);
  priv->last_events.n_events = 0;
  for (guint i = 0; i < n_actions; i++)
    {
      FlEvents *events = i + 1 == n_actions ? &priv->last_events : NULL;

      priv->rules->apply (priv->state, &g_array_index (priv->actions, FlAction, i), events);
    }
  g_array_set_size (priv->actions, n_actions);

  notify_all (self);
  return TRUE;
}

/**
 * fl_game_undo:
 * @seat: the seat whose decision to go back to
 *
 * Takes the game back to the last decision @seat made, so that it decides
 * again; the actions after it are forgotten.
 *
 * Returns: %FALSE with @error set when @seat has not decided yet
 */
gboolean
fl_game_undo (FlGame  *self,
              int      seat,
              GError **error)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), FALSE);

  /* The next deal at the end of a hand is no decision to take back. */
  for (guint i = priv->actions->len; i > 0; i--)
    if (g_array_index (priv->actions, FlAction, i - 1).seat == seat
        && g_array_index (priv->actions, FlAction, i - 1).kind != FL_ACTION_CONTINUE)
      return fl_game_undo_to (self, i - 1, error);

  g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_CANNOT_UNDO,
               _("There is no earlier move of that player to take back."));
  return FALSE;
}

/**
 * fl_game_observe:
 * @observation: (out caller-allocates): room for the game's state struct
 *
 * Writes what @seat may see: the state with everything hidden from that
 * seat erased. Bots receive nothing else.
 */
void
fl_game_observe (FlGame *self,
                 int     seat,
                 void   *observation)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_if_fail (FL_IS_GAME (self));

  priv->rules->observe (priv->state, seat, observation);
}

/* @seat's observation of the game, newly allocated. */
static guint8 *
observe_new (FlGamePrivate *priv,
             int            seat)
{
  guint8 *observation = g_malloc0 (priv->rules->state_size);

  priv->rules->observe (priv->state, seat, observation);
  return observation;
}

/**
 * fl_game_describe_table:
 * @viewer: the seat the table is shown to
 * @view: (out caller-allocates): the view; release it with fl_table_view_clear()
 *
 * Fills @view with what the table shows @viewer, made from @viewer's own
 * observation so that no hidden card can reach the views.
 */
void
fl_game_describe_table (FlGame      *self,
                        int          viewer,
                        FlTableView *view)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_if_fail (FL_IS_GAME (self));
  g_return_if_fail (view != NULL);
  g_return_if_fail (viewer >= 0 && (guint) viewer < fl_game_get_n_seats (self));

  fl_table_view_init (view, viewer);
  if (priv->rules->describe_table == NULL)
    return;

  observation = observe_new (priv, viewer);
  priv->rules->describe_table (observation, viewer, view);
}

/**
 * fl_game_explain_options:
 * @seat: the seat to explain for, from what it may see
 *
 * Returns: (transfer full) (nullable): what @seat may do now and why, one
 *   translated sentence or short paragraph per element, each naming its
 *   rule; %NULL when the game does not wait for @seat
 */
char **
fl_game_explain_options (FlGame *self,
                         int     seat)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && (guint) seat < fl_game_get_n_seats (self), NULL);

  if (priv->rules->explain_options == NULL)
    return NULL;
  observation = observe_new (priv, seat);
  return priv->rules->explain_options (observation, seat);
}

/**
 * fl_game_explain_cost:
 * @action: a legal action of the deciding seat
 *
 * Returns: (transfer full) (nullable): what @action costs by the rules, as
 *   a question to ask before it (explain_cost() in rules.h), from the
 *   acting seat's own observation; %NULL when it costs nothing of the kind
 */
char *
fl_game_explain_cost (FlGame         *self,
                      const FlAction *action)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);
  g_return_val_if_fail (action != NULL, NULL);

  if (priv->rules->explain_cost == NULL || action->seat < 0
      || (guint) action->seat >= fl_game_get_n_seats (self))
    return NULL;
  observation = observe_new (priv, action->seat);
  return priv->rules->explain_cost (observation, action);
}

/**
 * fl_game_explain_status:
 * @seat: the seat to explain for, from what it may see
 *
 * Returns: (transfer full) (nullable): where the hand stands for @seat,
 *   one translated sentence per element; %NULL when there is nothing to say
 */
char **
fl_game_explain_status (FlGame *self,
                         int     seat)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && (guint) seat < fl_game_get_n_seats (self), NULL);

  if (priv->rules->explain_status == NULL)
    return NULL;
  observation = observe_new (priv, seat);
  return priv->rules->explain_status (observation, seat);
}

/**
 * fl_game_explain_card:
 * @seat: the seat whose hand holds @card
 * @card: a card
 *
 * Returns: (transfer full) (nullable): what @card could take part in, as
 *   @seat may know it (rules->explain_card()), or %NULL when the game says
 *   nothing of single cards or @seat does not hold it
 */
char **
fl_game_explain_card (FlGame *self,
                      int     seat,
                      FlCard  card)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && (guint) seat < fl_game_get_n_seats (self), NULL);

  if (priv->rules->explain_card == NULL)
    return NULL;
  observation = observe_new (priv, seat);
  return priv->rules->explain_card (observation, seat, card);
}

char *
fl_game_describe_action (FlGame         *self,
                         const FlAction *action)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return priv->rules->describe_action (priv->state, action);
}

char *
fl_game_describe_event (FlGame        *self,
                        const FlEvent *event,
                        int            viewer)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME (self), NULL);

  return fl_rules_describe_event (priv->rules, event, viewer);
}

/**
 * fl_game_get_side:
 * @viewer: the seat asking, or -1 for the truth
 *
 * Who plays with whom, as @viewer knows it now (fl_rules_side()).
 *
 * Returns: @seat's side, or %FL_SIDE_UNKNOWN while it is secret to @viewer
 */
int
fl_game_get_side (FlGame *self,
                  int     viewer,
                  int     seat)
{
  FlGamePrivate *priv = fl_game_get_instance_private (self);
  g_autofree guint8 *observation = NULL;

  g_return_val_if_fail (FL_IS_GAME (self), FL_SIDE_UNKNOWN);

  if (viewer < 0)
    return fl_rules_side (priv->rules, priv->state, seat);

  observation = g_malloc (priv->rules->state_size);
  priv->rules->observe (priv->state, viewer, observation);
  return fl_rules_side (priv->rules, observation, seat);
}

struct _FlGameSnapshot
{
  FlGame *start;                           /* never applied to: any thread may copy it */
  GArray *actions;                         /* FlAction */
};

/**
 * fl_game_snapshot_new:
 *
 * Keeps @game as it stands now, for another thread to replay: a fresh
 * game at its start (fl_game_new_from_start()) and a copy of its actions.
 * Call it in the thread that owns @game; the snapshot may then go to any
 * thread, and several may replay it at once.
 *
 * Returns: (transfer full): the snapshot
 */
FlGameSnapshot *
fl_game_snapshot_new (FlGame *game)
{
  FlGamePrivate *priv;
  FlGameSnapshot *self;

  g_return_val_if_fail (FL_IS_GAME (game), NULL);

  priv = fl_game_get_instance_private (game);
  self = g_new0 (FlGameSnapshot, 1);
  self->start = fl_game_new_from_start (game);
  self->actions = g_array_sized_new (FALSE, FALSE, sizeof (FlAction), priv->actions->len);
  g_array_append_vals (self->actions, priv->actions->data, priv->actions->len);
  return self;
}

void
fl_game_snapshot_free (FlGameSnapshot *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->start);
  g_array_unref (self->actions);
  g_free (self);
}

guint
fl_game_snapshot_get_n_actions (const FlGameSnapshot *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->actions->len;
}

const FlAction *
fl_game_snapshot_get_action (const FlGameSnapshot *self,
                             guint                 index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);

  return &g_array_index (self->actions, FlAction, index);
}

/**
 * fl_game_snapshot_get_start:
 *
 * Returns: (transfer none): the game at its start, for reading only: it is
 *   shared by every thread that replays the snapshot
 */
FlGame *
fl_game_snapshot_get_start (const FlGameSnapshot *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->start;
}

/**
 * fl_game_snapshot_replay:
 * @n_actions: how many of the snapshot's actions to make, at most all
 *
 * Makes a game of the calling thread's own: the snapshot's start with its
 * first @n_actions actions made again. Safe in any thread.
 *
 * Returns: (transfer full) (nullable): the game, or %NULL with @error set
 *   when an action was refused (never, for a snapshot of a real game)
 */
FlGame *
fl_game_snapshot_replay (const FlGameSnapshot  *self,
                         guint                  n_actions,
                         GError               **error)
{
  g_autoptr(FlGame) game = NULL;

  g_return_val_if_fail (self != NULL, NULL);

  game = fl_game_new_from_start (self->start);
  n_actions = MIN (n_actions, self->actions->len);
  for (guint i = 0; i < n_actions; i++)
    if (!fl_game_apply (game, &g_array_index (self->actions, FlAction, i), error))
      return NULL;
  return g_steal_pointer (&game);
}
