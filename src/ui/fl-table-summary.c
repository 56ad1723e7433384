/* fl-table-summary.c: the table's record of the hands, the summary after
 * each hand, the score sheet and the last trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-card-widget.h"
#include "fl-table-page-private.h"
#include "fl-table-widget.h"

void
_fl_table_page_hand_record_free (gpointer data)
{
  FlHandRecord *record = data;

  if (record == NULL)
    return;
  g_array_unref (record->events);
  g_array_unref (record->actions);
  g_clear_pointer (&record->review, g_ptr_array_unref);
  g_free (record);
}

FlHandRecord *
_fl_table_page_hand_record_new (int   number,
                                guint first_action)
{
  FlHandRecord *record = g_new0 (FlHandRecord, 1);

  record->number = number;
  record->first_action = first_action;
  record->events = g_array_new (FALSE, FALSE, sizeof (FlEvent));
  record->actions = g_array_new (FALSE, FALSE, sizeof (guint));
  return record;
}

/* Records the events of the action just applied to @game, the game
 * record's @action, closing the hand record when the hand (or the game)
 * ended. Returns whether it did. Only engine calls: a worker thread
 * rebuilding the history (fl-table-workers.c) calls it on its own game. */
gboolean
_fl_table_page_record_events (GPtrArray *hands,
                              FlGame    *game,
                              int        human,
                              int        before,
                              guint      action)
{
  FlEvents events;
  FlHandRecord *record;
  int after = hand_number (game);

  if (hands->len == 0)
    g_ptr_array_add (hands, _fl_table_page_hand_record_new (before, action));
  record = g_ptr_array_index (hands, hands->len - 1);
  /* Only what the user is told of them (fl-rules.h). */
  fl_game_see_last_events (game, human, &events);
  g_array_append_vals (record->events, events.events, events.n_events);
  for (guint i = 0; i < events.n_events; i++)
    g_array_append_val (record->actions, action);

  if (after != before || fl_game_is_over (game))
    {
      FlTableView view;

      fl_game_describe_table (game, human, &view);
      record->finished = TRUE;
      record->end_action = action + 1;
      memcpy (record->totals, view.scores, sizeof record->totals);
      fl_table_view_clear (&view);
      if (!fl_game_is_over (game))
        g_ptr_array_add (hands, _fl_table_page_hand_record_new (after, action + 1));
      return TRUE;
    }
  return FALSE;
}

/* The title at the end of the game: who won, and whether the winners
 * shared a win between sides or won as one side, as the rules tell the
 * user (fl_game_get_side()), never by where they sit. */
static char *
winners_text (FlTablePage *self)
{
  guint winners = rules_of (self)->winners (fl_game_get_state (self->game));
  const char *names[FL_MAX_SEATS];
  int side = FL_SIDE_UNKNOWN;
  gboolean one_side = TRUE;
  guint n = 0;

  for (int seat = 0; seat < FL_MAX_SEATS; seat++)
    if (winners & (1u << seat))
      {
        int own = fl_game_get_side (self->game, self->human, seat);

        one_side = one_side && own != FL_SIDE_UNKNOWN && (n == 0 || own == side);
        side = own;
        n++;
      }
  if (winners & (1u << self->human))
    return g_strdup (one_side ? _("You Win") : _("You Share the Win"));

  n = 0;
  for (guint i = 0; i < self->view.n_places; i++)
    {
      int seat = self->view.places[i].seat;

      if (seat >= 0 && (winners & (1u << seat)) && self->view.places[i].name != NULL)
        names[n++] = self->view.places[i].name;
    }
  if (n == 1)
    /* Translators: the title at the end of a game; %s is a player. */
    return g_strdup_printf (_("%s Wins"), names[0]);
  if (n == 2 && one_side)
    /* Translators: the title at the end of a game won by partners. */
    return g_strdup_printf (_("%1$s and %2$s Win"), names[0], names[1]);
  if (n == 2)
    /* Translators: the title at the end of a game whose win two players
     * of different sides share. */
    return g_strdup_printf (_("%1$s and %2$s Share the Win"), names[0], names[1]);
  if (n > 2 && one_side)
    /* Translators: the title at the end of a game won by a side of three
     * or more players; %s is one of them. */
    return g_strdup_printf (_("%s and Partners Win"), names[0]);
  if (n > 2)
    return g_strdup_printf (ngettext ("%d Player Shares the Win", "%d Players Share the Win", n), (int) n);
  return g_strdup (_("The Game Is Over"));
}

/* A boxed list of the hand's scoring lines, then the totals. */
static GtkWidget *
build_summary (FlTablePage      *self,
               const FlHandRecord *record)
{
  const FlRules *rules = rules_of (self);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *grid = gtk_grid_new ();
  guint lines = 0;

  /* Wider than a message dialog's usual text, so the lines read easily;
   * the table is never narrower than this. */
  gtk_widget_set_size_request (box, 440, -1);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: the accessible name of the list of
                                   * a hand's scoring lines in its summary. */
                                  _("How the hand scored"), -1);
  for (guint i = 0; i < record->events->len; i++)
    {
      const FlEvent *event = &g_array_index (record->events, FlEvent, i);
      g_autofree char *text = NULL;
      GtkWidget *label;

      if (rules->event_scores == NULL || !rules->event_scores (event))
        continue;
      text = fl_game_describe_event (self->game, event, self->human);
      label = gtk_label_new (text);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      gtk_widget_add_css_class (label, "score-line");
      gtk_list_box_append (GTK_LIST_BOX (list), label);
      /* The row takes the focus: a screen reader reads its line there. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_widget_get_parent (label)),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
      lines++;
    }
  if (lines > 0)
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 400);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
      gtk_box_append (GTK_BOX (box), scrolled);
    }

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint c = 0; c < self->view.n_scores; c++)
    {
      GtkWidget *name = gtk_label_new (self->view.score_names[c]);
      g_autofree char *total_text = g_strdup_printf ("%d", record->totals[c]);
      g_autofree char *widget_name = g_strdup_printf ("total-%u", c);
      GtkWidget *total = gtk_label_new (total_text);

      gtk_widget_add_css_class (name, "heading");
      gtk_widget_add_css_class (total, "title-2");
      gtk_widget_add_css_class (total, "numeric");
      gtk_widget_set_name (total, widget_name);
      gtk_grid_attach (GTK_GRID (grid), name, (int) c, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), total, (int) c, 1, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  if (self->view.target > 0)
    {
      /* Translators: under the totals; %d is the score that wins. */
      g_autofree char *target = g_strdup_printf (ngettext ("The first side to %d point wins.",
                                                           "The first side to %d points wins.",
                                                           self->view.target), self->view.target);
      GtkWidget *label = gtk_label_new (target);

      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

void
_fl_table_page_show_summary (FlTablePage      *self,
                             const FlHandRecord *record)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gboolean over = fl_game_is_over (self->game);
  AdwMessageDialog *dialog;
  g_autofree char *title = NULL;

  if (over)
    title = winners_text (self);
  else
    /* Translators: the title of the summary after each hand; %d counts from 1. */
    title = g_strdup_printf (_("Hand %d Scored"), record->number + 1);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                       title, NULL));
  gtk_widget_add_css_class (GTK_WIDGET (dialog), "hand-summary");
  adw_message_dialog_set_extra_child (dialog, build_summary (self, record));
  if (over)
    {
      adw_message_dialog_add_responses (dialog,
                                        "change", _("_Change Game"),
                                        "again", _("_Play Again"),
                                        NULL);
      adw_message_dialog_set_response_appearance (dialog, "again", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "again");
      adw_message_dialog_set_close_response (dialog, "change");
    }
  else
    {
      adw_message_dialog_add_response (dialog, "continue", _("_Next Hand"));
      adw_message_dialog_set_response_appearance (dialog, "continue", ADW_RESPONSE_SUGGESTED);
      adw_message_dialog_set_default_response (dialog, "continue");
      adw_message_dialog_set_close_response (dialog, "continue");
    }
  g_signal_connect (dialog, "response", G_CALLBACK (_fl_table_page_summary_response_cb), self);
  _fl_table_page_set_dialog (self, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/**
 * fl_table_page_build_score_sheet:
 *
 * Returns: (transfer floating): the score sheet: a row per hand with each
 *   column's points and totals, the target and who leads
 */
GtkWidget *
fl_table_page_build_score_sheet (FlTablePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label;
  int previous[FL_TABLE_MAX_SCORES] = { 0 };
  int row = 1, best = -1;

  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  gtk_widget_add_css_class (box, "score-sheet");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_box_append (GTK_BOX (box), grid);
  if (self->game == NULL)
    return box;

  label = gtk_label_new (C_("score sheet", "Hand"));
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, 0, 0, 1, 1);
  for (guint c = 0; c < self->view.n_scores; c++)
    {
      label = gtk_label_new (self->view.score_names[c]);
      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, 0, 1, 1);
    }

  for (guint h = 0; h < self->hands->len; h++)
    {
      const FlHandRecord *record = g_ptr_array_index (self->hands, h);
      g_autofree char *number = NULL;

      if (!record->finished)
        continue;
      number = g_strdup_printf ("%d", record->number + 1);
      label = gtk_label_new (number);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
      for (guint c = 0; c < self->view.n_scores; c++)
        {
          int delta = record->totals[c] - previous[c];
          /* Translators: a line of the score sheet: %1$+d is the hand's
           * points (“+12”), %2$d the total after it. */
          g_autofree char *text = g_strdup_printf (C_("score sheet", "%1$+d (%2$d)"), delta, record->totals[c]);

          label = gtk_label_new (text);
          gtk_widget_add_css_class (label, "numeric");
          gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, row, 1, 1);
          previous[c] = record->totals[c];
        }
      row++;
    }

  label = gtk_label_new (C_("score sheet", "Total"));
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
  for (guint c = 0; c < self->view.n_scores; c++)
    {
      g_autofree char *text = g_strdup_printf ("%d", self->view.scores[c]);

      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "heading");
      gtk_widget_add_css_class (label, "numeric");
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, row, 1, 1);
      if (best < 0 || self->view.scores[c] > self->view.scores[best])
        best = (int) c;
    }

  if (self->view.target > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("The first side to %d point wins.",
                                                         "The first side to %d points wins.",
                                                         self->view.target), self->view.target);

      label = gtk_label_new (text);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  if (best >= 0 && self->view.n_scores > 1)
    {
      gboolean tied = FALSE;
      g_autofree char *text = NULL;

      for (guint c = 0; c < self->view.n_scores; c++)
        tied |= (int) c != best && self->view.scores[c] == self->view.scores[best];
      if (tied)
        text = g_strdup (_("Nobody leads yet."));
      else
        /* Translators: under the score sheet; %s is a player (“Player 2”)
         * or a side (“Players 1 and 3”). */
        text = g_strdup_printf (_("In the lead: %s"), self->view.score_names[best]);
      label = gtk_label_new (text);
      gtk_box_append (GTK_BOX (box), label);
    }
  if (self->view.progress != NULL)
    {
      label = gtk_label_new (self->view.progress);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

/**
 * fl_table_page_build_last_trick:
 *
 * Returns: (transfer floating): the last finished trick of the hand, who
 *   played each card and who won it
 */
GtkWidget *
fl_table_page_build_last_trick (FlTablePage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  const FlTableZone *trick;
  GtkWidget *label;

  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  gtk_box_append (GTK_BOX (box), row);
  trick = fl_table_view_get_last_trick (&self->view);
  if (self->game == NULL || trick->n_cards == 0)
    {
      label = gtk_label_new (_("No trick has been won yet in this hand."));
      gtk_box_append (GTK_BOX (box), label);
      return box;
    }

  for (guint i = 0; i < trick->n_cards; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *card = fl_card_widget_new (rules_of (self)->deck, trick->cards[i]);
      int place = trick->places[i];

      fl_card_widget_set_card_height (FL_CARD_WIDGET (card), 96);
      fl_card_widget_set_highlighted (FL_CARD_WIDGET (card), place == trick->winner);
      fl_card_widget_name_player (FL_CARD_WIDGET (card), &self->view, place);
      gtk_box_append (GTK_BOX (column), card);
      label = gtk_label_new (place >= 0 && (guint) place < self->view.n_places ? self->view.places[place].name : "");
      gtk_widget_add_css_class (label, "caption");
      gtk_box_append (GTK_BOX (column), label);
      gtk_box_append (GTK_BOX (row), column);
    }
  if (trick->winner >= 0 && (guint) trick->winner < self->view.n_places)
    {
      /* Translators: under the last trick; %s is a player. */
      g_autofree char *text = g_strdup_printf (_("%s won this trick."), self->view.places[trick->winner].name);

      label = gtk_label_new (text);
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}
