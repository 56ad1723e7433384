/* fl-flunk-controls.c: Flunk's contract declaration at the table
 *
 * When the user deals, they look at their hand and the dummy and declare a
 * contract: High (7 to 13 tricks) or Low (0 to 6), with a trump suit or
 * none, or Dump a suit (002: the dealer's declaration). The choices offered
 * are exactly the engine's legal declarations. Playing, from their own
 * hand or the dummy's, is done with the cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk-controls"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-flunk-controls.h"
#include "fl-text.h"

struct _FlFlunkControls
{
  FlGameControls  parent_instance;

  /* What the legal declarations allow: bit per bid, per suit, per type. */
  guint           bids[3];
  guint           suits[3];
  guint           types;
  int             seat;

  int             type;
  int             bid;
  int             suit;

  GtkWidget      *type_buttons[3];
  GtkWidget      *bid_box;
  GtkWidget      *bid_buttons[14];
  GtkWidget      *suit_label;
  GtkWidget      *suit_buttons[5];
  GtkWidget      *declare_button;
  gboolean        syncing;
};

G_DEFINE_FINAL_TYPE (FlFlunkControls, fl_flunk_controls, FL_TYPE_GAME_CONTROLS)
FL_GAME_CONTROLS_REGISTER ("flunk", fl_flunk_controls_get_type)

static void fl_flunk_controls_sync (FlFlunkControls *self);

static void
type_toggled_cb (GtkToggleButton *button,
                 FlFlunkControls *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  fl_flunk_controls_sync (self);
}

static void
bid_toggled_cb (GtkToggleButton *button,
                FlFlunkControls *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->bid = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  fl_flunk_controls_sync (self);
}

static void
suit_toggled_cb (GtkToggleButton *button,
                 FlFlunkControls *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->suit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  fl_flunk_controls_sync (self);
}

static void
declare_clicked_cb (GtkButton       *button,
                    FlFlunkControls *self)
{
  FlAction action;

  fl_flunk_action_declare (&action, self->seat, self->type,
                           self->type == FL_FLUNK_DUMP ? 0 : self->bid, self->suit);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

/* Brings the buttons in line with the chosen type, bid and suit, moving a
 * choice the new type does not allow to one it does. */
static void
fl_flunk_controls_sync (FlFlunkControls *self)
{
  g_autofree char *contract = NULL;
  g_autofree char *label = NULL;
  int type = self->type;

  self->syncing = TRUE;

  if ((self->bids[type] & (1u << self->bid)) == 0)
    for (int bid = 0; bid < 14; bid++)
      if (self->bids[type] & (1u << bid))
        {
          /* High starts from its lowest bid, Low from its highest. */
          self->bid = bid;
          if (type == FL_FLUNK_HIGH)
            break;
        }
  if ((self->suits[type] & (1u << self->suit)) == 0)
    for (int suit = 0; suit < 5; suit++)
      if (self->suits[type] & (1u << suit))
        {
          self->suit = suit;
          break;
        }

  for (int i = 0; i < 3; i++)
    {
      gtk_widget_set_visible (self->type_buttons[i], (self->types & (1u << i)) != 0);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->type_buttons[i]), i == type);
    }
  gtk_widget_set_visible (self->bid_box, type != FL_FLUNK_DUMP);
  for (int bid = 0; bid < 14; bid++)
    {
      gtk_widget_set_visible (self->bid_buttons[bid], (self->bids[type] & (1u << bid)) != 0);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->bid_buttons[bid]), bid == self->bid);
    }
  for (int suit = 0; suit < 5; suit++)
    {
      gtk_widget_set_visible (self->suit_buttons[suit], (self->suits[type] & (1u << suit)) != 0);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->suit_buttons[suit]), suit == self->suit);
    }
  gtk_label_set_label (GTK_LABEL (self->suit_label),
                       type == FL_FLUNK_DUMP ? _("Suit to avoid") : _("Trumps"));

  contract = fl_flunk_describe_contract (type, type == FL_FLUNK_DUMP ? 0 : self->bid, self->suit);
  /* Translators: the button that declares a Flunk contract; %s is the
   * contract, such as “High 9 with hearts as trumps”. */
  label = g_strdup_printf (_("_Declare %s"), contract);
  gtk_button_set_label (GTK_BUTTON (self->declare_button), label);

  self->syncing = FALSE;
}

static void
build (FlFlunkControls *self)
{
  GtkWidget *box = fl_game_controls_get_box (FL_GAME_CONTROLS (self));
  GtkWidget *column, *row, *label;
  static const char *suit_symbols[] = { "♣", "♦", "♥", "♠" };
  const char *suit_names[] = {
    /* Translators: the names of the suit buttons of the contract chooser,
     * read by screen readers and shown as tooltips. */
    _("Clubs"), _("Diamonds"), _("Hearts"), _("Spades"),
  };

  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (column, "contract-chooser");
  gtk_box_append (GTK_BOX (box), column);

  label = gtk_label_new (_("Choose your contract from your hand and the dummy’s."));
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  /* Translators: the name of the row of the three kinds of Flunk
   * contract, read by screen readers. */
  row = fl_game_controls_new_choice_group (_("Kind of contract"));
  /* Translators: the three kinds of Flunk contract (ハイ, ロウ, ダンプ). */
  self->type_buttons[FL_FLUNK_HIGH] = fl_game_controls_add_choice (row, C_("contract", "_High"), NULL, FL_FLUNK_HIGH, G_CALLBACK (type_toggled_cb), self);
  self->type_buttons[FL_FLUNK_LOW] = fl_game_controls_add_choice (row, C_("contract", "_Low"), NULL, FL_FLUNK_LOW, G_CALLBACK (type_toggled_cb), self);
  self->type_buttons[FL_FLUNK_DUMP] = fl_game_controls_add_choice (row, C_("contract", "D_ump"), NULL, FL_FLUNK_DUMP, G_CALLBACK (type_toggled_cb), self);
  gtk_box_append (GTK_BOX (column), row);

  self->bid_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (self->bid_box, GTK_ALIGN_CENTER);
  label = gtk_label_new (_("Tricks"));
  gtk_box_append (GTK_BOX (self->bid_box), label);
  row = fl_game_controls_new_choice_group (NULL);
  for (int bid = 0; bid < 14; bid++)
    {
      g_autofree char *text = g_strdup_printf ("%d", bid);
      /* Translators: the accessible name of a button choosing the number
       * of tricks of a Flunk contract. */
      g_autofree char *name = g_strdup_printf (ngettext ("%d trick", "%d tricks", bid), bid);

      self->bid_buttons[bid] = fl_game_controls_add_choice (row, text, name, bid, G_CALLBACK (bid_toggled_cb), self);
    }
  gtk_box_append (GTK_BOX (self->bid_box), row);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_box_append (GTK_BOX (column), self->bid_box);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  self->suit_label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (row), self->suit_label);
  {
    GtkWidget *suits = fl_game_controls_new_choice_group (NULL);

    for (int suit = 0; suit < 4; suit++)
      {
        self->suit_buttons[suit] = fl_game_controls_add_choice (suits, suit_symbols[suit], suit_names[suit], suit,
                                                                G_CALLBACK (suit_toggled_cb), self);
        gtk_widget_add_css_class (self->suit_buttons[suit], suit == 1 || suit == 2 ? "red-suit" : "black-suit");
      }
    self->suit_buttons[FL_FLUNK_NO_TRUMP] = fl_game_controls_add_choice (suits, _("_No Trump"), NULL, FL_FLUNK_NO_TRUMP,
                                                                         G_CALLBACK (suit_toggled_cb), self);
    gtk_box_append (GTK_BOX (row), suits);
    gtk_accessible_update_relation (GTK_ACCESSIBLE (suits), GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->suit_label, NULL, -1);
  }
  gtk_box_append (GTK_BOX (column), row);

  self->declare_button = gtk_button_new_with_mnemonic ("");
  gtk_button_set_use_underline (GTK_BUTTON (self->declare_button), TRUE);
  gtk_widget_set_halign (self->declare_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->declare_button, "pill");
  gtk_widget_add_css_class (self->declare_button, "suggested-action");
  g_signal_connect (self->declare_button, "clicked", G_CALLBACK (declare_clicked_cb), self);
  gtk_box_append (GTK_BOX (column), self->declare_button);
}

static void
fl_flunk_controls_update (FlGameControls    *controls,
                          FlGame            *game,
                          int                human,
                          const FlTableView *view)
{
  FlFlunkControls *self = FL_FLUNK_CONTROLS (controls);
  g_autoptr(GArray) legal = NULL;

  fl_game_controls_clear (controls);
  if (!fl_game_controls_human_decides (game, human)
      || fl_game_get_decision (game) != FL_DECISION_DECLARE)
    return;

  memset (self->bids, 0, sizeof self->bids);
  memset (self->suits, 0, sizeof self->suits);
  self->types = 0;
  self->seat = human;
  legal = fl_game_list_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);
      int type = action->values[0];

      if (action->kind != FL_ACTION_DECLARE || type < 0 || type > FL_FLUNK_DUMP)
        continue;
      self->types |= 1u << type;
      self->bids[type] |= 1u << CLAMP (action->values[1], 0, 13);
      self->suits[type] |= 1u << CLAMP (action->values[2], 0, 4);
    }
  if (self->types == 0)
    return;

  build (self);
  if ((self->types & (1u << self->type)) == 0)
    self->type = FL_FLUNK_HIGH;
  fl_flunk_controls_sync (self);
  gtk_widget_grab_focus (self->declare_button);
}

/* A question before a contract names it: “Declare High 9 with hearts as
 * trumps Anyway?”, “Declare Anyway”. */
static gboolean
fl_flunk_controls_question_texts (FlGameControls  *controls,
                                  FlGame          *game,
                                  const FlAction  *action,
                                  char           **heading,
                                  char           **button)
{
  g_autofree char *contract = NULL;

  if (action->kind != FL_ACTION_DECLARE)
    return FALSE;
  contract = fl_flunk_describe_contract (action->values[0], action->values[1], action->values[2]);
  /* Translators: the heading of the tutor's question before a contract
   * it finds poor; %s is the contract, such as “High 9 with hearts as
   * trumps”. */
  *heading = g_strdup_printf (_("Declare %s Anyway?"), contract);
  *button = g_strdup (_("_Declare Anyway"));
  return TRUE;
}

static void
fl_flunk_controls_class_init (FlFlunkControlsClass *klass)
{
  FlGameControlsClass *controls_class = FL_GAME_CONTROLS_CLASS (klass);

  controls_class->update = fl_flunk_controls_update;
  controls_class->question_texts = fl_flunk_controls_question_texts;
}

static void
fl_flunk_controls_init (FlFlunkControls *self)
{
  self->type = FL_FLUNK_HIGH;
  self->bid = 7;
  self->suit = FL_FLUNK_NO_TRUMP;
}
