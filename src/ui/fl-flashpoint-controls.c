/* fl-flashpoint-controls.c: Flashpoint's flashes, passes and commands at the table
 *
 * - Flashes (000: flashes) are declared with the player's first card or
 *   pass of the first trick, and the square flash with the first of the
 *   fifth: the flashes the user holds appear as check boxes, ticked, above
 *   the hand, and go with the card they play.
 * - Passing (000: passing) is a button when the engine allows a pass.
 * - About to lead, the user may invite a command from their partner; as the
 *   partner, they choose one of the 24 commands; and as a leader under a
 *   command they may disobey it, after a question naming the penalty.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint-controls"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-flashpoint-controls.h"
#include "fl-text.h"

/* A flash the user may declare now: a bit of values[0] or of values[1]. */
typedef struct
{
  GtkWidget *check;
  guint      flash;
  guint      four;
} FlashChoice;

struct _FlFlashpointControls
{
  FlGameControls  parent_instance;

  FlGame         *game;             /* not owned: valid during an update's life */
  int             seat;
  FlashChoice     flashes[16];
  guint           n_flashes;
  GtkWidget      *points_label;
  FlAction        invite;
  gboolean        can_pass;

  guint           command_kind;
  guint           command_value;
  GtkWidget      *kind_buttons[5];
  GtkWidget      *suit_box;
  GtkWidget      *rank_box;
  GtkWidget      *value_buttons[15];
  GtkWidget      *command_button;
  gboolean        syncing;
};

G_DEFINE_FINAL_TYPE (FlFlashpointControls, fl_flashpoint_controls, FL_TYPE_GAME_CONTROLS)
FL_GAME_CONTROLS_REGISTER ("flashpoint", fl_flashpoint_controls_get_type)

static void
chosen_flashes (FlFlashpointControls *self,
                guint                *flashes,
                guint                *fours)
{
  *flashes = *fours = 0;
  for (guint i = 0; i < self->n_flashes; i++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->flashes[i].check)))
      {
        *flashes |= self->flashes[i].flash;
        *fours |= self->flashes[i].four;
      }
}

static int
voids_rule (FlGame *game)
{
  return fl_game_get_options (game)->values[FL_FLASHPOINT_OPTION_VOIDS];
}

static void
update_points (FlFlashpointControls *self)
{
  guint flashes, fours;
  int points;
  g_autofree char *text = NULL;

  chosen_flashes (self, &flashes, &fours);
  points = fl_flashpoint_flash_points (flashes, fours, voids_rule (self->game));
  /* Translators: under the flashes the player has ticked. */
  text = g_strdup_printf (ngettext ("Declared with your next card: %d point",
                                    "Declared with your next card: %d points", points), points);
  gtk_label_set_label (GTK_LABEL (self->points_label), text);
}

static void
flash_toggled_cb (GtkCheckButton       *check,
                  FlFlashpointControls *self)
{
  update_points (self);
}

static char *
capitalised (const char *text)
{
  gunichar first = g_utf8_get_char (text);
  char buffer[8];
  int length = g_unichar_to_utf8 (g_unichar_totitle (first), buffer);

  return g_strdup_printf ("%.*s%s", length, buffer, g_utf8_next_char (text));
}

static void
add_flash (FlFlashpointControls *self,
           GtkWidget            *box,
           guint                 flash,
           guint                 four)
{
  FlashChoice *choice = &self->flashes[self->n_flashes++];
  g_autofree char *name = fl_flashpoint_describe_flashes (flash, four);
  g_autofree char *label = capitalised (name);

  choice->flash = flash;
  choice->four = four;
  choice->check = gtk_check_button_new_with_label (label);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (choice->check), TRUE);
  g_signal_connect (choice->check, "toggled", G_CALLBACK (flash_toggled_cb), self);
  gtk_box_append (GTK_BOX (box), choice->check);
}

static void
pass_clicked_cb (GtkButton            *button,
                 FlFlashpointControls *self)
{
  FlAction action;
  guint flashes, fours;

  chosen_flashes (self, &flashes, &fours);
  fl_flashpoint_action_pass (&action, self->seat);
  fl_flashpoint_action_set_flashes (&action, flashes, fours);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
invite_clicked_cb (GtkButton            *button,
                   FlFlashpointControls *self)
{
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &self->invite);
}

static void
command_clicked_cb (GtkButton            *button,
                    FlFlashpointControls *self)
{
  FlAction action;

  fl_flashpoint_action_command (&action, self->seat, self->command_kind, self->command_value);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static gboolean
is_suit_kind (guint kind)
{
  return kind == FL_FLASHPOINT_COMMAND_LEAD_SUIT || kind == FL_FLASHPOINT_COMMAND_AVOID_SUIT;
}

static void
sync_command (FlFlashpointControls *self)
{
  g_autofree char *command = NULL;
  g_autofree char *label = NULL;
  gboolean suits = is_suit_kind (self->command_kind);

  self->syncing = TRUE;
  if (suits && self->command_value > 3)
    self->command_value = 0;
  else if (!suits && self->command_value < 7)
    self->command_value = FL_RANK_ACE;

  for (guint kind = FL_FLASHPOINT_COMMAND_LEAD_SUIT; kind <= FL_FLASHPOINT_COMMAND_AVOID_RANK; kind++)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->kind_buttons[kind]), kind == self->command_kind);
  gtk_widget_set_visible (self->suit_box, suits);
  gtk_widget_set_visible (self->rank_box, !suits);
  for (guint value = 0; value < 15; value++)
    if (self->value_buttons[value] != NULL)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->value_buttons[value]), value == self->command_value);

  command = fl_flashpoint_describe_command (self->command_kind << 4 | self->command_value);
  /* Translators: the button that gives the chosen command to one's
   * partner; %s is the command, such as “Lead a heart”. */
  label = g_strdup_printf (_("_Command: %s"), command);
  gtk_button_set_label (GTK_BUTTON (self->command_button), label);
  self->syncing = FALSE;
}

static void
kind_toggled_cb (GtkToggleButton      *button,
                 FlFlashpointControls *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->command_kind = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "value"));
  sync_command (self);
}

static void
value_toggled_cb (GtkToggleButton      *button,
                  FlFlashpointControls *self)
{
  if (self->syncing || !gtk_toggle_button_get_active (button))
    return;
  self->command_value = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "value"));
  sync_command (self);
}

static void
build_command_chooser (FlFlashpointControls *self,
                       GtkWidget            *box)
{
  GtkWidget *column, *row, *label;
  static const char *suit_symbols[] = { "♣", "♦", "♥", "♠" };
  const char *suit_names[] = {
    /* Translators: the names of the suit buttons of the command chooser,
     * read by screen readers and shown as tooltips. */
    _("Clubs"), _("Diamonds"), _("Hearts"), _("Spades"),
  };
  const char *kind_labels[] = {
    NULL,
    /* Translators: the four kinds of command a Flashpoint partner can give. */
    C_("command kind", "_Lead a suit"),
    C_("command kind", "_Avoid a suit"),
    C_("command kind", "Lead a _rank"),
    C_("command kind", "Avoid a ra_nk"),
  };

  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_box_append (GTK_BOX (box), column);

  label = gtk_label_new (_("Your partner asks you for a command: what should they lead?"));
  /* No wider than the buttons below it need, in every language. */
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  /* Translators: the names of the command chooser's rows, read by screen
   * readers: the kind of command, then its suit or its rank. */
  row = fl_game_controls_new_choice_group (_("Kind of command"));
  for (guint kind = FL_FLASHPOINT_COMMAND_LEAD_SUIT; kind <= FL_FLASHPOINT_COMMAND_AVOID_RANK; kind++)
    self->kind_buttons[kind] = fl_game_controls_add_choice (row, kind_labels[kind], NULL, kind,
                                                            G_CALLBACK (kind_toggled_cb), self);
  gtk_box_append (GTK_BOX (column), row);

  self->suit_box = fl_game_controls_new_choice_group (_("Suit"));
  for (guint suit = 0; suit < 4; suit++)
    {
      self->value_buttons[suit] = fl_game_controls_add_choice (self->suit_box, suit_symbols[suit], suit_names[suit], suit,
                                                               G_CALLBACK (value_toggled_cb), self);
      gtk_widget_add_css_class (self->value_buttons[suit], suit == 1 || suit == 2 ? "red-suit" : "black-suit");
    }
  gtk_box_append (GTK_BOX (column), self->suit_box);

  self->rank_box = fl_game_controls_new_choice_group (_("Rank"));
  for (guint rank = 7; rank <= FL_RANK_ACE; rank++)
    self->value_buttons[rank] = fl_game_controls_add_choice (self->rank_box, fl_rank_label (rank), NULL, rank,
                                                             G_CALLBACK (value_toggled_cb), self);
  gtk_box_append (GTK_BOX (column), self->rank_box);

  self->command_button = gtk_button_new_with_mnemonic ("");
  gtk_widget_set_halign (self->command_button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->command_button, "pill");
  gtk_widget_add_css_class (self->command_button, "suggested-action");
  g_signal_connect (self->command_button, "clicked", G_CALLBACK (command_clicked_cb), self);
  gtk_box_append (GTK_BOX (column), self->command_button);

  sync_command (self);
}

static void
fl_flashpoint_controls_update (FlGameControls    *controls,
                               FlGame            *game,
                               int                human,
                               const FlTableView *view)
{
  FlFlashpointControls *self = FL_FLASHPOINT_CONTROLS (controls);
  GtkWidget *box = fl_game_controls_get_box (controls);
  g_autoptr(GArray) legal = NULL;
  guint flashes = 0, fours = 0;
  gboolean can_invite = FALSE;

  fl_game_controls_clear (controls);
  self->n_flashes = 0;
  self->points_label = NULL;
  self->can_pass = FALSE;
  self->game = game;
  self->seat = human;
  if (!fl_game_controls_human_decides (game, human))
    return;

  if (fl_game_get_decision (game) == FL_DECISION_COMMAND)
    {
      build_command_chooser (self, box);
      gtk_widget_grab_focus (self->command_button);
      return;
    }

  legal = fl_game_list_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);

      if (action->kind == FL_ACTION_PLAY || action->kind == FL_ACTION_PASS)
        {
          flashes |= (guint) action->values[0];
          fours |= (guint) action->values[1];
        }
      if (action->kind == FL_ACTION_PASS)
        self->can_pass = TRUE;
      if (action->kind == FL_ACTION_COMMAND && action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
        {
          self->invite = *action;
          can_invite = TRUE;
        }
    }

  if (flashes != 0 || fours != 0)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *title = gtk_label_new (_("Your flashes"));

      gtk_widget_add_css_class (title, "heading");
      gtk_box_append (GTK_BOX (column), title);
      gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
      for (guint bit = 0; bit < 7; bit++)
        if (flashes & (1u << bit))
          add_flash (self, row, 1u << bit, 0);
      for (guint rank = 7; rank <= FL_RANK_ACE; rank++)
        if (fours & (1u << (rank - 7)))
          add_flash (self, row, 0, 1u << (rank - 7));
      gtk_box_append (GTK_BOX (column), row);
      self->points_label = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->points_label, "caption");
      gtk_box_append (GTK_BOX (column), self->points_label);
      gtk_box_append (GTK_BOX (box), column);
      update_points (self);
    }

  if (self->can_pass)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Pass"));

      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_signal_connect (button, "clicked", G_CALLBACK (pass_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }

  if (can_invite)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (_("_Ask Partner for a Command"));

      gtk_widget_add_css_class (button, "pill");
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Your partner names what you must lead, or must not lead. Disobeying it gives the other side 15 points."));
      g_signal_connect (button, "clicked", G_CALLBACK (invite_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
}

static gboolean
fl_flashpoint_controls_card_action (FlGameControls *controls,
                                    FlGame         *game,
                                    int             human,
                                    const FlCard   *cards,
                                    guint           n_cards,
                                    FlAction       *action)
{
  FlFlashpointControls *self = FL_FLASHPOINT_CONTROLS (controls);
  guint flashes, fours;

  if (!fl_game_controls_human_decides (game, human) || n_cards != 1)
    return FALSE;

  fl_flashpoint_action_play (action, human, cards[0]);
  chosen_flashes (self, &flashes, &fours);
  fl_flashpoint_action_set_flashes (action, flashes, fours);
  return TRUE;
}

/* A question before a command, or before inviting one, says which. */
static gboolean
fl_flashpoint_controls_question_texts (FlGameControls  *controls,
                                       FlGame          *game,
                                       const FlAction  *action,
                                       char           **heading,
                                       char           **button)
{
  g_autofree char *command = NULL;

  if (action->kind != FL_ACTION_COMMAND)
    return FALSE;
  if (action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
    {
      /* Translators: the heading of the tutor's question before the user
       * asks their partner for a command, which it finds poor. */
      *heading = g_strdup (_("Ask Your Partner for a Command Anyway?"));
      *button = g_strdup (_("_Ask Anyway"));
      return TRUE;
    }
  command = fl_flashpoint_describe_command (((guint) action->values[0] & 0xf) << 4 | ((guint) action->values[1] & 0xf));
  /* Translators: the heading of the tutor's question before a command it
   * finds poor; %s is the command, such as “Lead a heart”. */
  *heading = g_strdup_printf (_("Give the Command “%s” Anyway?"), command);
  *button = g_strdup (_("_Give Command Anyway"));
  return TRUE;
}

static void
fl_flashpoint_controls_class_init (FlFlashpointControlsClass *klass)
{
  FlGameControlsClass *controls_class = FL_GAME_CONTROLS_CLASS (klass);

  controls_class->update = fl_flashpoint_controls_update;
  controls_class->card_action = fl_flashpoint_controls_card_action;
  controls_class->question_texts = fl_flashpoint_controls_question_texts;
}

static void
fl_flashpoint_controls_init (FlFlashpointControls *self)
{
  self->command_kind = FL_FLASHPOINT_COMMAND_LEAD_SUIT;
  self->command_value = FL_SUIT_HEARTS;
}
