/* fl-flaunt-controls.c: Flaunt's draw, sneak, flaunt and challenges at the
 * table
 *
 * At a lead the user draws (T2), or selects cards in their hand and sneaks
 * them face down (T3) or flaunts them face up (T4); asked about another
 * player's lead, they select as many cards and challenge, or decline
 * (C1, C3, C6). The controls say how many cards may be led and why (T5);
 * the engine checks every action and refuses a wrong one with its reason.
 * Enter in the hand sneaks the selection while the stock lasts, flaunts it
 * once the stock is empty, and challenges with it when a lead is met.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt-controls"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-flaunt-controls.h"
#include "fl-flaunt-rules.h"
#include "fl-text.h"

struct _FlFlauntControls
{
  FlGameControls  parent_instance;

  int             seat;
  FlDecisionKind  decision;
  FlFlauntState   seen;            /* the user's observation now */
  /* The kind a button asks of the selection being confirmed, or
   * FL_ACTION_NONE for Enter in the hand. */
  FlActionKind    pending;

  GtkWidget      *draw_button;
  GtkWidget      *sneak_button;
  GtkWidget      *flaunt_button;
  GtkWidget      *challenge_button;
  GtkWidget      *decline_button;
};

G_DEFINE_FINAL_TYPE (FlFlauntControls, fl_flaunt_controls, FL_TYPE_GAME_CONTROLS)
FL_GAME_CONTROLS_REGISTER ("flaunt", fl_flaunt_controls_get_type)

static const char *
place_name (const FlTableView *view,
            int                seat)
{
  int place = fl_table_view_find_seat (view, seat);

  return place >= 0 ? view->places[place].name : "";
}

/* The buttons say what they do with the selection: how many cards go, and
 * how. */
static void
sync_buttons (FlFlauntControls *self)
{
  guint n = fl_game_controls_count_selected (FL_GAME_CONTROLS (self));

  if (self->sneak_button != NULL)
    {
      g_autofree char *label = NULL;

      if (n == 0)
        /* Translators: Flaunt's button that leads the selected cards face
         * down, before any card is selected. */
        label = g_strdup (_("_Sneak"));
      else
        /* Translators: Flaunt's button that leads the selected cards face
         * down; %d is how many are selected. */
        label = g_strdup_printf (ngettext ("_Sneak %d Card", "_Sneak %d Cards", n), n);
      gtk_button_set_label (GTK_BUTTON (self->sneak_button), label);
      gtk_widget_set_sensitive (self->sneak_button, n > 0);
    }
  if (self->flaunt_button != NULL)
    {
      g_autofree char *label = NULL;

      if (n == 0)
        /* Translators: Flaunt's button that leads the selected cards face
         * up, before any card is selected. */
        label = g_strdup (_("_Flaunt"));
      else
        /* Translators: Flaunt's button that leads the selected cards face
         * up; %d is how many are selected. */
        label = g_strdup_printf (ngettext ("_Flaunt %d Card", "_Flaunt %d Cards", n), n);
      gtk_button_set_label (GTK_BUTTON (self->flaunt_button), label);
      gtk_widget_set_sensitive (self->flaunt_button, n > 0);
    }
  if (self->challenge_button != NULL)
    {
      g_autofree char *label = NULL;

      if (n == 0)
        /* Translators: Flaunt's button that challenges a lead with the
         * selected cards, before any card is selected. */
        label = g_strdup (_("_Challenge"));
      else
        /* Translators: Flaunt's button that challenges a lead with the
         * selected cards; %d is how many are selected. */
        label = g_strdup_printf (ngettext ("_Challenge with %d Card", "_Challenge with %d Cards", n), n);
      gtk_button_set_label (GTK_BUTTON (self->challenge_button), label);
      gtk_widget_set_sensitive (self->challenge_button, n > 0);
    }
}

static void
fl_flaunt_controls_selection_changed (FlGameControls *controls)
{
  sync_buttons (FL_FLAUNT_CONTROLS (controls));
}

static void
emit_simple (FlFlauntControls *self,
             FlActionKind      kind)
{
  FlAction action;

  fl_action_init (&action, kind, self->seat);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
draw_clicked_cb (GtkButton        *button,
                 FlFlauntControls *self)
{
  emit_simple (self, FL_ACTION_DRAW);
}

static void
decline_clicked_cb (GtkButton        *button,
                    FlFlauntControls *self)
{
  emit_simple (self, FL_ACTION_PASS);
}

/* The selected cards go the way of cards confirmed in the hand, as the
 * button asks. */
static void
confirm_as (FlFlauntControls *self,
            FlActionKind      kind)
{
  GtkWidget *table = gtk_widget_get_ancestor (GTK_WIDGET (self), FL_TYPE_TABLE_WIDGET);

  if (table == NULL)
    return;
  self->pending = kind;
  fl_table_widget_confirm_selection (FL_TABLE_WIDGET (table));
  self->pending = FL_ACTION_NONE;
}

static void
sneak_clicked_cb (GtkButton        *button,
                  FlFlauntControls *self)
{
  confirm_as (self, FL_ACTION_SNEAK);
}

static void
flaunt_clicked_cb (GtkButton        *button,
                   FlFlauntControls *self)
{
  confirm_as (self, FL_ACTION_PLAY);
}

static void
challenge_clicked_cb (GtkButton        *button,
                      FlFlauntControls *self)
{
  confirm_as (self, FL_ACTION_CHALLENGE);
}

static GtkWidget *
new_button (const char *label,
            GCallback   callback,
            gpointer    data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_add_css_class (button, "pill");
  g_signal_connect (button, "clicked", callback, data);
  return button;
}

/* T2-T6: what the user may lead now, and why no more. */
static char *
lead_text (FlFlauntControls  *self,
           const FlTableView *view)
{
  const FlFlauntState *seen = &self->seen;
  guint seat = (guint) self->seat;
  guint limit = fl_flaunt_lead_limit (seen, seat);
  int largest = -1;

  if (!(seen->had_turn & (1u << seat)))
    return g_strdup (_("Your first turn of the round: draw a card from the stock."));
  if (seen->hand_sizes[seat] == 0)
    return g_strdup (_("Your hand is empty: draw a card from the stock."));
  if (limit == 0)
    return g_strdup (_("Nobody else holds a card yet, so you cannot lead: draw a card from the stock."));

  for (guint s = 0; s < seen->n_players; s++)
    if (s != seat && seen->hand_sizes[s] == limit && largest < 0)
      largest = (int) s;
  limit = MIN (limit, seen->hand_sizes[seat]);
  if (seen->n_stock > 0)
    /* Translators: Flaunt's controls at the user's lead; %1$d is the most
     * cards they may lead, %2$s the player holding the largest other hand
     * (rule T5). */
    return g_strdup_printf (ngettext ("Draw, or select cards to sneak face down or flaunt face up: at most %1$d card, as %2$s holds the largest hand among the others.",
                                      "Draw, or select cards to sneak face down or flaunt face up: at most %1$d cards, as %2$s holds the largest hand among the others.",
                                      limit), limit, place_name (view, largest));
  /* Translators: Flaunt's controls at the user's lead once the stock is
   * empty; %1$d is the most cards they may lead, %2$s the player holding
   * the largest other hand (rules T5, T6). */
  return g_strdup_printf (ngettext ("The stock is empty, so every lead is flaunted: select one card or a combination of at most %1$d card, as %2$s holds the largest hand among the others.",
                                    "The stock is empty, so every lead is flaunted: select one card or a combination of at most %1$d cards, as %2$s holds the largest hand among the others.",
                                    limit), limit, place_name (view, largest));
}

/* C1, C3: what a challenge to the lead must be. */
static char *
challenge_text (FlFlauntControls  *self,
                const FlTableView *view)
{
  const FlFlauntState *seen = &self->seen;
  const char *leader = place_name (view, seen->plays[0].seat);
  guint n = seen->plays[0].n_cards;

  if (!seen->face_up)
    /* Translators: Flaunt's controls when the user may challenge a sneak;
     * %1$s is the leader, %2$d the cards sneaked (rule C1). */
    return g_strdup_printf (ngettext ("%1$s sneaked %2$d card face down. Challenge with %2$d card of yours, face down, or decline.",
                                      "%1$s sneaked %2$d cards face down. Challenge with %2$d cards of yours, face down, or decline.",
                                      n), leader, n);
  /* Translators: Flaunt's controls when the user may challenge a flaunt;
   * %1$s is the leader, %2$d the cards flaunted (rules C3, K4). */
  return g_strdup_printf (ngettext ("%1$s flaunted %2$d card face up. Challenge with a card that equals or beats it, shown face up, or decline: an equal challenge wins, being played later.",
                                    "%1$s flaunted %2$d cards face up. Challenge with %2$d cards that equal or beat them, shown face up, or decline: an equal challenge wins, being played later.",
                                    n), leader, n);
}

static void
grab_focus_on_map_cb (GtkWidget *widget,
                      gpointer   data)
{
  g_signal_handlers_disconnect_by_func (widget, grab_focus_on_map_cb, data);
  gtk_widget_grab_focus (widget);
}

static void
fl_flaunt_controls_update (FlGameControls    *controls,
                           FlGame            *game,
                           int                human,
                           const FlTableView *view)
{
  FlFlauntControls *self = FL_FLAUNT_CONTROLS (controls);
  GtkWidget *box = fl_game_controls_get_box (controls);
  GtkWidget *column, *label, *buttons;
  g_autofree char *text = NULL;
  GtkWidget *focus = NULL;

  fl_game_controls_clear (controls);
  self->draw_button = NULL;
  self->sneak_button = NULL;
  self->flaunt_button = NULL;
  self->challenge_button = NULL;
  self->decline_button = NULL;
  self->decision = FL_DECISION_NONE;
  if (!fl_game_controls_human_decides (game, human))
    return;

  self->seat = human;
  self->decision = fl_game_get_decision (game);
  fl_game_observe (game, human, &self->seen);

  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (column, "flaunt-chooser");
  gtk_box_append (GTK_BOX (box), column);
  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);

  switch (self->decision)
    {
    case FL_DECISION_PLAY:
      text = lead_text (self, view);
      if (self->seen.n_stock > 0)
        {
          self->draw_button = new_button (_("_Draw"), G_CALLBACK (draw_clicked_cb), self);
          gtk_box_append (GTK_BOX (buttons), self->draw_button);
        }
      if ((self->seen.had_turn & (1u << human)) && self->seen.hand_sizes[human] > 0 &&
          fl_flaunt_lead_limit (&self->seen, (guint) human) > 0)
        {
          if (self->seen.n_stock > 0)
            {
              self->sneak_button = new_button ("", G_CALLBACK (sneak_clicked_cb), self);
              gtk_box_append (GTK_BOX (buttons), self->sneak_button);
            }
          self->flaunt_button = new_button ("", G_CALLBACK (flaunt_clicked_cb), self);
          gtk_box_append (GTK_BOX (buttons), self->flaunt_button);
        }
      else if (self->draw_button != NULL)
        {
          gtk_widget_add_css_class (self->draw_button, "suggested-action");
          focus = self->draw_button;
        }
      /* What Enter does with the selection (card_action): a sneak while
       * the stock lasts, then a flaunt. */
      if (self->sneak_button != NULL)
        gtk_widget_add_css_class (self->sneak_button, "suggested-action");
      else if (self->flaunt_button != NULL)
        gtk_widget_add_css_class (self->flaunt_button, "suggested-action");
      break;
    case FL_DECISION_CHALLENGE:
      text = challenge_text (self, view);
      self->challenge_button = new_button ("", G_CALLBACK (challenge_clicked_cb), self);
      self->decline_button = new_button (_("_Decline"), G_CALLBACK (decline_clicked_cb), self);
      gtk_widget_add_css_class (self->challenge_button, "suggested-action");
      gtk_box_append (GTK_BOX (buttons), self->challenge_button);
      gtk_box_append (GTK_BOX (buttons), self->decline_button);
      break;
    default:
      return;
    }

  label = gtk_label_new (text);
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);
  gtk_box_append (GTK_BOX (column), buttons);
  sync_buttons (self);

  /* A choice with nothing to select (a first turn) starts at the button;
   * otherwise the hand, where the cards are selected, has the focus. */
  if (focus != NULL && gtk_widget_get_mapped (focus))
    gtk_widget_grab_focus (focus);
  else if (focus != NULL)
    /* The table shows the controls only once they are filled: a focus
     * given to a button not yet on screen would not stay there. */
    g_signal_connect (focus, "map", G_CALLBACK (grab_focus_on_map_cb), NULL);
  else if (fl_game_controls_get_hand (controls) == NULL
           || !fl_hand_view_focus_first (fl_game_controls_get_hand (controls)))
    gtk_widget_grab_focus (self->draw_button != NULL ? self->draw_button : self->decline_button);
}

/* Cards confirmed in the hand: a challenge when a lead is met; at a lead,
 * what the button asked, or by Enter a sneak while the stock lasts and a
 * flaunt after (T6). */
static gboolean
fl_flaunt_controls_card_action (FlGameControls *controls,
                                FlGame         *game,
                                int             human,
                                const FlCard   *cards,
                                guint           n_cards,
                                FlAction       *action)
{
  FlFlauntControls *self = FL_FLAUNT_CONTROLS (controls);
  FlActionKind kind;

  if (!fl_game_controls_human_decides (game, human))
    return FALSE;
  switch (fl_game_get_decision (game))
    {
    case FL_DECISION_CHALLENGE:
      kind = FL_ACTION_CHALLENGE;
      break;
    case FL_DECISION_PLAY:
      if (self->pending != FL_ACTION_NONE)
        kind = self->pending;
      else
        {
          FlFlauntState seen;

          fl_game_observe (game, human, &seen);
          kind = seen.n_stock > 0 ? FL_ACTION_SNEAK : FL_ACTION_PLAY;
        }
      break;
    default:
      return FALSE;
    }

  fl_action_init (action, kind, human);
  action->n_cards = (guint8) MIN (n_cards, FL_ACTION_MAX_CARDS);
  for (guint i = 0; i < action->n_cards; i++)
    action->cards[i] = cards[i];
  return TRUE;
}

static gboolean
fl_flaunt_controls_multiple (FlGameControls *controls)
{
  FlDecisionKind decision = FL_FLAUNT_CONTROLS (controls)->decision;

  return decision == FL_DECISION_PLAY || decision == FL_DECISION_CHALLENGE;
}

/* A question before one of Flaunt's moves names it: "Sneak 2 Cards
 * Anyway?", "Decline Anyway?". */
static gboolean
fl_flaunt_controls_question_texts (FlGameControls  *controls,
                                   FlGame          *game,
                                   const FlAction  *action,
                                   char           **heading,
                                   char           **button)
{
  guint n = action->n_cards;

  switch (action->kind)
    {
    case FL_ACTION_DRAW:
      /* Translators: the heading of the tutor's question before a draw it
       * finds poor, in Flaunt. */
      *heading = g_strdup (_("Draw Anyway?"));
      *button = g_strdup (_("_Draw Anyway"));
      return TRUE;
    case FL_ACTION_SNEAK:
      /* Translators: the heading of the tutor's question before a sneak
       * it finds poor; %d is the number of cards. */
      *heading = g_strdup_printf (ngettext ("Sneak %d Card Anyway?", "Sneak %d Cards Anyway?", n), n);
      *button = g_strdup (_("_Sneak Anyway"));
      return TRUE;
    case FL_ACTION_PLAY:
      /* Translators: the heading of the tutor's question before a flaunt
       * it finds poor; %d is the number of cards. */
      *heading = g_strdup_printf (ngettext ("Flaunt %d Card Anyway?", "Flaunt %d Cards Anyway?", n), n);
      *button = g_strdup (_("_Flaunt Anyway"));
      return TRUE;
    case FL_ACTION_CHALLENGE:
      /* Translators: the heading of the tutor's question before a
       * challenge it finds poor. */
      *heading = g_strdup (_("Challenge Anyway?"));
      *button = g_strdup (_("_Challenge Anyway"));
      return TRUE;
    case FL_ACTION_PASS:
      /* Translators: the heading of the tutor's question before the user
       * declines a challenge it would make. */
      *heading = g_strdup (_("Decline Anyway?"));
      *button = g_strdup (_("_Decline Anyway"));
      return TRUE;
    default:
      return FALSE;
    }
}

static void
fl_flaunt_controls_class_init (FlFlauntControlsClass *klass)
{
  FlGameControlsClass *controls_class = FL_GAME_CONTROLS_CLASS (klass);

  controls_class->update = fl_flaunt_controls_update;
  controls_class->card_action = fl_flaunt_controls_card_action;
  controls_class->multiple = fl_flaunt_controls_multiple;
  controls_class->question_texts = fl_flaunt_controls_question_texts;
  controls_class->selection_changed = fl_flaunt_controls_selection_changed;
}

static void
fl_flaunt_controls_init (FlFlauntControls *self)
{
  self->decision = FL_DECISION_NONE;
  self->pending = FL_ACTION_NONE;
}
