/* fl-game-controls.c: a game's own decision controls at the table
 *
 * The base class: a row of controls under the trick, a Pass button when
 * passing is legal, and single cards played with a click. Each game that
 * asks more (a contract, bonuses, commands, bids, several cards at once)
 * subclasses it; the table itself never changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game-controls"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-accessible.h"
#include "fl-game-controls.h"

typedef struct
{
  GtkWidget *box;
  FlAction   pass;

  /* The position the controls show: the game (a weak pointer), its
   * number of actions + 1 (0 for none) and the user's seat. */
  FlGame    *shown_game;
  guint      shown_position;
  int        shown_human;

  /* The user's hand at the table (a weak pointer), whose selection the
   * controls follow. */
  FlHandView *hand;
  gulong      selection_handler;
} FlGameControlsPrivate;

G_DEFINE_TYPE_WITH_PRIVATE (FlGameControls, fl_game_controls, ADW_TYPE_BIN)

enum {
  ACTION,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The games' own controls, as they registered (FL_GAME_CONTROLS_REGISTER);
 * filled before main() runs, so never written while it is read. */
#define MAX_REGISTERED 16

static struct
{
  const char *game_id;
  GType     (*get_type) (void);
} registered[MAX_REGISTERED];

static guint n_registered;

/**
 * fl_game_controls_register:
 * @game_id: a game id such as "flunk"
 * @get_type: the get_type function of its controls' class
 *
 * Called through FL_GAME_CONTROLS_REGISTER(): before main(), when no
 * type may be registered yet, it stores the function and calls nothing.
 * A test may call it too, before any controls are made, for controls of
 * its own in a game's place: the last registered for an id are made.
 */
void
fl_game_controls_register (const char *game_id,
                           GType     (*get_type) (void))
{
  if (n_registered >= MAX_REGISTERED)
    g_error ("More than %d games register their controls", MAX_REGISTERED);
  registered[n_registered].game_id = game_id;
  registered[n_registered].get_type = get_type;
  n_registered++;
}

/**
 * fl_game_controls_new_for_game:
 * @game_id: a game id such as "flunk"
 *
 * Returns: (transfer floating): the controls @game_id registered, or the
 *   shared ones (cards and a Pass button) for a game with none of its own
 */
FlGameControls *
fl_game_controls_new_for_game (const char *game_id)
{
  GType type = FL_TYPE_GAME_CONTROLS;

  for (guint i = 0; i < n_registered; i++)
    if (g_strcmp0 (game_id, registered[i].game_id) == 0)
      type = registered[i].get_type ();

  return g_object_new (type, NULL);
}

/**
 * fl_game_controls_human_decides:
 *
 * Returns: whether @game waits for a decision of seat @human
 */
gboolean
fl_game_controls_human_decides (FlGame *game,
                                int     human)
{
  /* The next deal at the end of a hand is the summary's button, not a
   * decision at the table. */
  return !fl_game_is_over (game) && fl_game_get_current_seat (game) == human
         && fl_game_get_decision (game) != FL_DECISION_CONTINUE;
}

/**
 * fl_game_controls_get_box:
 *
 * Returns: (transfer none): the row the controls go in
 */
GtkWidget *
fl_game_controls_get_box (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), NULL);

  return priv->box;
}

/**
 * fl_game_controls_clear:
 *
 * Removes every control from the row.
 */
void
fl_game_controls_clear (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);
  GtkWidget *child;

  g_return_if_fail (FL_IS_GAME_CONTROLS (self));

  while ((child = gtk_widget_get_first_child (priv->box)) != NULL)
    gtk_box_remove (GTK_BOX (priv->box), child);
}

/**
 * fl_game_controls_emit_action:
 *
 * Hands @action to the table, which checks and applies it.
 */
void
fl_game_controls_emit_action (FlGameControls *self,
                              const FlAction *action)
{
  g_return_if_fail (FL_IS_GAME_CONTROLS (self));
  g_return_if_fail (action != NULL);

  g_signal_emit (self, signals[ACTION], 0, action);
}

/**
 * fl_game_controls_update:
 *
 * Shows the controls for @game's decision now. The table calls it after
 * every change, also when the position stays (a worker's result, a
 * setting): the controls of a position already shown are left as they
 * are, the user's choices in them, the focus and a key half pressed on
 * one of them (a button clicks when the key that pressed it is released)
 * included.
 */
static void
selection_changed_cb (FlHandView     *hand,
                      FlGameControls *self)
{
  FlGameControlsClass *klass = FL_GAME_CONTROLS_GET_CLASS (self);

  if (klass->selection_changed != NULL)
    klass->selection_changed (self);
}

static void
forget_hand (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);

  if (priv->hand == NULL)
    return;
  g_clear_signal_handler (&priv->selection_handler, priv->hand);
  g_clear_weak_pointer (&priv->hand);
}

/* Follows the selection of the hand of the table the controls are on. */
static void
watch_hand (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);
  GtkWidget *table = gtk_widget_get_ancestor (GTK_WIDGET (self), FL_TYPE_TABLE_WIDGET);
  FlHandView *hand = table != NULL ? fl_table_widget_get_hand (FL_TABLE_WIDGET (table)) : NULL;

  if (hand == priv->hand)
    return;
  forget_hand (self);
  if (hand != NULL)
    {
      g_set_weak_pointer (&priv->hand, hand);
      priv->selection_handler = g_signal_connect (hand, "selection-changed", G_CALLBACK (selection_changed_cb), self);
    }
}

/**
 * fl_game_controls_get_hand:
 *
 * Returns: (transfer none) (nullable): the user's hand at the table the
 *   controls are on, once they have shown a position there
 */
FlHandView *
fl_game_controls_get_hand (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);

  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), NULL);

  return priv->hand;
}

/**
 * fl_game_controls_count_selected:
 *
 * Returns: how many cards are selected in the user's hand
 */
guint
fl_game_controls_count_selected (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);
  g_autoptr(GArray) selected = NULL;

  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), 0);

  if (priv->hand == NULL)
    return 0;
  selected = fl_hand_view_get_selected (priv->hand);
  return selected->len;
}

void
fl_game_controls_update (FlGameControls    *self,
                         FlGame            *game,
                         int                human,
                         const FlTableView *view)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);
  guint position;

  g_return_if_fail (FL_IS_GAME_CONTROLS (self));
  g_return_if_fail (FL_IS_GAME (game));

  position = fl_game_get_n_actions (game) + 1;
  if (priv->shown_game == game && priv->shown_position == position && priv->shown_human == human)
    return;
  g_set_weak_pointer (&priv->shown_game, game);
  priv->shown_position = position;
  priv->shown_human = human;
  watch_hand (self);
  FL_GAME_CONTROLS_GET_CLASS (self)->update (self, game, human, view);
}

gboolean
fl_game_controls_card_action (FlGameControls *self,
                              FlGame         *game,
                              int             human,
                              const FlCard   *cards,
                              guint           n_cards,
                              FlAction       *action)
{
  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), FALSE);
  g_return_val_if_fail (FL_IS_GAME (game), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (n_cards == 0 || n_cards > FL_ACTION_MAX_CARDS)
    return FALSE;
  return FL_GAME_CONTROLS_GET_CLASS (self)->card_action (self, game, human, cards, n_cards, action);
}

/**
 * fl_game_controls_confirm_text:
 *
 * Returns: (transfer full) (nullable): the question to ask before @action
 */
char *
fl_game_controls_confirm_text (FlGameControls *self,
                               FlGame         *game,
                               const FlAction *action)
{
  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), NULL);

  return FL_GAME_CONTROLS_GET_CLASS (self)->confirm_text (self, game, action);
}

/* The words of a question before a card played, a pass, or another
 * move. */
static void
shared_question_texts (FlGame          *game,
                       const FlAction  *action,
                       char           **heading,
                       char           **button)
{
  if (action->kind == FL_ACTION_PLAY && action->n_cards > 0)
    {
      const FlDeck *deck = fl_deck_get (fl_game_get_rules (game)->deck);
      g_autoptr(GString) cards = g_string_new (NULL);

      for (guint i = 0; i < action->n_cards; i++)
        {
          g_autofree char *label = fl_deck_card_label (deck, action->cards[i]);

          /* Translators: between the cards of a list such as “7♠, 8♠”. */
          g_string_append_printf (cards, "%s%s", i > 0 ? _(", ") : "", label);
        }
      /* Translators: the heading of a question before the user plays a
       * card the tutor finds poor, or one that costs points; %s is the
       * card (or cards), such as “7♠”. */
      *heading = g_strdup_printf (_("Play %s Anyway?"), cards->str);
      *button = g_strdup (_("_Play Anyway"));
    }
  else if (action->kind == FL_ACTION_PASS)
    {
      /* Translators: the heading of a question before the user passes. */
      *heading = g_strdup (_("Pass Anyway?"));
      *button = g_strdup (_("_Pass Anyway"));
    }
  else
    {
      /* Translators: the heading of a question before a move of another
       * kind than a card or a pass. */
      *heading = g_strdup (_("Make This Move Anyway?"));
      *button = g_strdup (_("_Make Move Anyway"));
    }
}

/**
 * fl_game_controls_question_texts:
 * @heading: (out) (transfer full): the question's heading
 * @button: (out) (transfer full): the label of the button that makes
 *   @action, with a mnemonic
 *
 * Words a question asked before @action as the GNOME HIG asks: the
 * heading names what will happen, the button is its verb.
 */
void
fl_game_controls_question_texts (FlGameControls  *self,
                                 FlGame          *game,
                                 const FlAction  *action,
                                 char           **heading,
                                 char           **button)
{
  FlGameControlsClass *klass;

  g_return_if_fail (FL_IS_GAME_CONTROLS (self));
  g_return_if_fail (FL_IS_GAME (game));
  g_return_if_fail (action != NULL && heading != NULL && button != NULL);

  *heading = *button = NULL;
  klass = FL_GAME_CONTROLS_GET_CLASS (self);
  if (klass->question_texts == NULL || !klass->question_texts (self, game, action, heading, button))
    shared_question_texts (game, action, heading, button);
}

gboolean
fl_game_controls_get_multiple (FlGameControls *self)
{
  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), FALSE);

  return FL_GAME_CONTROLS_GET_CLASS (self)->multiple (self);
}

/**
 * fl_game_controls_get_targets:
 *
 * Returns: (transfer full) (element-type FlTableTarget): what the user may
 *   click or activate on the table for @game's decision now; none when
 *   @human does not decide or the controls name no targets
 */
GArray *
fl_game_controls_get_targets (FlGameControls    *self,
                              FlGame            *game,
                              int                human,
                              const FlTableView *view)
{
  FlGameControlsClass *klass;
  GArray *targets;

  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), NULL);
  g_return_val_if_fail (FL_IS_GAME (game), NULL);
  g_return_val_if_fail (view != NULL, NULL);

  klass = FL_GAME_CONTROLS_GET_CLASS (self);
  targets = g_array_new (FALSE, FALSE, sizeof (FlTableTarget));
  if (klass->targets != NULL && fl_game_controls_human_decides (game, human))
    klass->targets (self, game, human, view, targets);
  return targets;
}

/**
 * fl_game_controls_target_action:
 * @target: a target fl_game_controls_get_targets() gave
 * @action: (out caller-allocates): the action of activating it
 *
 * Returns: whether activating @target makes an action
 */
gboolean
fl_game_controls_target_action (FlGameControls      *self,
                                FlGame              *game,
                                int                  human,
                                const FlTableTarget *target,
                                FlAction            *action)
{
  FlGameControlsClass *klass;

  g_return_val_if_fail (FL_IS_GAME_CONTROLS (self), FALSE);
  g_return_val_if_fail (FL_IS_GAME (game), FALSE);
  g_return_val_if_fail (target != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  klass = FL_GAME_CONTROLS_GET_CLASS (self);
  if (klass->target_action == NULL || !fl_game_controls_human_decides (game, human))
    return FALSE;
  return klass->target_action (self, game, human, target, action);
}

/**
 * fl_game_controls_new_linked_box:
 *
 * Returns: (transfer floating): a centred row of linked buttons
 */
GtkWidget *
fl_game_controls_new_linked_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  gtk_widget_add_css_class (box, "linked");
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  return box;
}

/* ---- Groups of choices ------------------------------------------------
 *
 * A row of exclusive choices is one stop of the Tab chain, as GNOME's
 * toggle groups and radio groups are: Tab enters it on the active choice
 * (the only one focusable, a "roving" tab stop), Left and Right (Home and
 * End) move to the choice beside it and choose it, and Tab leaves the
 * group. Up and Down are left to the table, which moves between its rows
 * with them. For assistive technologies the row is a radio group, with a
 * name, and each choice a radio button, checked or not. */

/* The shown, sensitive choices of @group, in order. */
static GPtrArray *
group_choices (GtkWidget *group)
{
  GPtrArray *choices = g_ptr_array_new ();

  for (GtkWidget *child = gtk_widget_get_first_child (group); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child) && gtk_widget_get_visible (child) && gtk_widget_get_sensitive (child))
      g_ptr_array_add (choices, child);
  return choices;
}

/* Only the active choice takes the focus from Tab (the first, when none
 * is active); each says whether it is checked. */
static void
group_update_cb (GtkWidget *group)
{
  g_autoptr(GPtrArray) choices = group_choices (group);
  GtkWidget *stop = NULL;

  for (guint i = 0; i < choices->len && stop == NULL; i++)
    if (gtk_toggle_button_get_active (choices->pdata[i]))
      stop = choices->pdata[i];
  if (stop == NULL && choices->len > 0)
    stop = choices->pdata[0];

  for (GtkWidget *child = gtk_widget_get_first_child (group); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      gboolean active;

      if (!GTK_IS_TOGGLE_BUTTON (child))
        continue;
      active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (child));
      gtk_widget_set_focusable (child, child == stop);
      gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_CHECKED, active, -1);
    }
}

static gboolean
group_key_pressed_cb (GtkEventControllerKey *controller,
                      guint                  keyval,
                      guint                  keycode,
                      GdkModifierType        state,
                      GtkWidget             *group)
{
  g_autoptr(GPtrArray) choices = NULL;
  GtkWidget *focus;
  int current = -1, next;
  int step;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      step = gtk_widget_get_direction (group) == GTK_TEXT_DIR_RTL ? 1 : -1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      step = gtk_widget_get_direction (group) == GTK_TEXT_DIR_RTL ? -1 : 1;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      step = G_MININT;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      step = G_MAXINT;
      break;
    default:
      return FALSE;
    }

  choices = group_choices (group);
  focus = gtk_root_get_focus (gtk_widget_get_root (group));
  for (guint i = 0; i < choices->len; i++)
    if (choices->pdata[i] == focus)
      current = (int) i;
  if (current < 0 || choices->len == 0)
    return FALSE;

  /* Left and Right go round the group, as in a radio group. */
  if (step == G_MININT)
    next = 0;
  else if (step == G_MAXINT)
    next = (int) choices->len - 1;
  else
    next = (current + step + (int) choices->len) % (int) choices->len;

  gtk_toggle_button_set_active (choices->pdata[next], TRUE);
  gtk_widget_grab_focus (choices->pdata[next]);
  return TRUE;
}

/**
 * fl_game_controls_new_choice_group:
 * @name: (nullable): the group's name for assistive technologies, or
 *   %NULL when a label names it (%GTK_ACCESSIBLE_RELATION_LABELLED_BY)
 *
 * Returns: (transfer floating): a centred row of exclusive choices, one
 *   stop of the Tab chain; fl_game_controls_add_choice() fills it
 */
GtkWidget *
fl_game_controls_new_choice_group (const char *name)
{
  GtkWidget *group = g_object_new (GTK_TYPE_BOX,
                                   "orientation", GTK_ORIENTATION_HORIZONTAL,
                                   "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO_GROUP,
                                   "halign", GTK_ALIGN_CENTER,
                                   NULL);
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_add_css_class (group, "linked");
  gtk_widget_add_css_class (group, "choice-group");
  if (name != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (group), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (group_key_pressed_cb), group);
  gtk_widget_add_controller (group, keys);
  return group;
}

/**
 * fl_game_controls_add_choice:
 * @group: a row from fl_game_controls_new_choice_group()
 * @label: the label, with a mnemonic
 * @accessible: (nullable): the name read and shown as a tooltip, when the
 *   label is only a symbol
 * @value: kept as the button's "value" data, for @callback
 * @callback: connected to "toggled", with @data
 *
 * Adds one choice at the end of @group, exclusive of the others.
 *
 * Returns: (transfer none): the choice, a toggle button
 */
GtkWidget *
fl_game_controls_add_choice (GtkWidget  *group,
                             const char *label,
                             const char *accessible,
                             int         value,
                             GCallback   callback,
                             gpointer    data)
{
  GtkWidget *first = gtk_widget_get_first_child (group);
  GtkWidget *button;

  g_return_val_if_fail (GTK_IS_BOX (group), NULL);

  button = g_object_new (GTK_TYPE_TOGGLE_BUTTON,
                         "accessible-role", GTK_ACCESSIBLE_ROLE_RADIO,
                         "label", label,
                         "use-underline", TRUE,
                         NULL);
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (value));
  if (first != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (first));
  if (accessible != NULL)
    {
      gtk_widget_set_tooltip_text (button, accessible);
      /* The name alone, without the label's symbol GTK would add. */
      fl_accessible_set_name (button, accessible);
    }
  g_signal_connect (button, "toggled", callback, data);
  g_signal_connect_swapped (button, "notify::active", G_CALLBACK (group_update_cb), group);
  g_signal_connect_swapped (button, "notify::visible", G_CALLBACK (group_update_cb), group);
  gtk_box_append (GTK_BOX (group), button);
  group_update_cb (group);
  return button;
}

static void
pass_clicked_cb (GtkButton      *button,
                 FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);

  fl_game_controls_emit_action (self, &priv->pass);
}

static void
fl_game_controls_real_update (FlGameControls    *self,
                              FlGame            *game,
                              int                human,
                              const FlTableView *view)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);
  g_autoptr(GArray) legal = NULL;
  GtkWidget *button;

  fl_game_controls_clear (self);
  if (!fl_game_controls_human_decides (game, human))
    return;

  legal = fl_game_list_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);

      if (action->kind != FL_ACTION_PASS)
        continue;
      priv->pass = *action;
      button = gtk_button_new_with_mnemonic (_("_Pass"));
      gtk_widget_add_css_class (button, "pill");
      g_signal_connect (button, "clicked", G_CALLBACK (pass_clicked_cb), self);
      gtk_box_append (GTK_BOX (priv->box), button);
      break;
    }
}

static gboolean
fl_game_controls_real_card_action (FlGameControls *self,
                                   FlGame         *game,
                                   int             human,
                                   const FlCard   *cards,
                                   guint           n_cards,
                                   FlAction       *action)
{
  if (!fl_game_controls_human_decides (game, human))
    return FALSE;

  fl_action_init (action, FL_ACTION_PLAY, human);
  action->n_cards = (guint8) n_cards;
  for (guint i = 0; i < n_cards; i++)
    action->cards[i] = cards[i];
  return TRUE;
}

/* What the rules say the action costs, asked before it (rules.h). */
static char *
fl_game_controls_real_confirm_text (FlGameControls *self,
                                    FlGame         *game,
                                    const FlAction *action)
{
  return fl_game_explain_cost (game, action);
}

static gboolean
fl_game_controls_real_multiple (FlGameControls *self)
{
  return FALSE;
}

static void
fl_game_controls_dispose (GObject *object)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (FL_GAME_CONTROLS (object));

  g_clear_weak_pointer (&priv->shown_game);
  forget_hand (FL_GAME_CONTROLS (object));

  G_OBJECT_CLASS (fl_game_controls_parent_class)->dispose (object);
}

static void
fl_game_controls_class_init (FlGameControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_game_controls_dispose;

  klass->update = fl_game_controls_real_update;
  klass->card_action = fl_game_controls_real_card_action;
  klass->confirm_text = fl_game_controls_real_confirm_text;
  klass->multiple = fl_game_controls_real_multiple;

  /**
   * FlGameControls::action:
   * @action: the #FlAction the user chose with the controls
   */
  signals[ACTION] = g_signal_new ("action", G_TYPE_FROM_CLASS (klass),
                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, FL_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);

  gtk_widget_class_set_css_name (widget_class, "game-controls");
}

static void
fl_game_controls_init (FlGameControls *self)
{
  FlGameControlsPrivate *priv = fl_game_controls_get_instance_private (self);

  priv->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (priv->box, GTK_ALIGN_CENTER);
  adw_bin_set_child (ADW_BIN (self), priv->box);
}
