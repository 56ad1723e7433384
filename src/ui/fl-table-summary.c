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

/* A boxed list of sentences named @name, each row a stop for the
 * keyboard and read whole by a screen reader. */
static GtkWidget *
new_line_list (const char *name)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  /* Named for screen readers, which GTK 4.8 would tell its class name. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return list;
}

static void
add_line (GtkWidget  *list,
          const char *text,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);
  GtkWidget *row = gtk_list_box_row_new ();

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 52);
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 8);
  gtk_widget_set_margin_bottom (label, 8);
  gtk_widget_add_css_class (label, css_class);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
}

static GtkWidget *
new_heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

/* The finished hand that ends at @end_action, in the history as it is
 * now (undo rebuilds it), and in @before the totals before it: those
 * after the hand before, every hand but the last being finished. */
static const FlHandRecord *
summed_hand (FlTablePage *self,
             guint        end_action,
             int          before[FL_TABLE_MAX_SCORES])
{
  for (guint i = 0; i < self->hands->len; i++)
    {
      const FlHandRecord *record = g_ptr_array_index (self->hands, i);
      const FlHandRecord *previous = i > 0 ? g_ptr_array_index (self->hands, i - 1) : NULL;

      if (!record->finished || record->end_action != end_action)
        continue;
      for (guint c = 0; c < FL_TABLE_MAX_SCORES; c++)
        before[c] = previous != NULL ? previous->totals[c] : 0;
      return record;
    }
  return NULL;
}

/* The hand's scoring lines. */
/* What ends the game, under the totals: the first side to the target, or
 * in a game of rounds (Flaunt) the highest total once someone reaches it. */
static char *
target_text (FlTablePage *self)
{
  int target = self->view.target;

  if (self->view.rounds)
    /* Translators: under the totals of a game played in rounds (Flaunt);
     * %d is the target score. */
    return g_strdup_printf (ngettext ("The game ends with the round in which someone reaches %d point: the highest total wins.",
                                      "The game ends with the round in which someone reaches %d points: the highest total wins.",
                                      target), target);
  /* Translators: under the totals; %d is the score that wins. */
  return g_strdup_printf (ngettext ("The first side to %d point wins.", "The first side to %d points wins.", target),
                          target);
}

static GtkWidget *
build_score_lines (FlTablePage        *self,
                   const FlHandRecord *record)
{
  const FlRules *rules = rules_of (self);
  /* Translators: the accessible name of the list of a hand's scoring
   * lines in its summary. */
  GtkWidget *list = new_line_list (self->view.rounds ? _("How the round scored") : _("How the hand scored"));

  for (guint i = 0; i < record->events->len; i++)
    {
      const FlEvent *event = &g_array_index (record->events, FlEvent, i);
      g_autofree char *text = NULL;

      if (rules->event_scores == NULL || !rules->event_scores (event))
        continue;
      text = fl_game_describe_event (self->game, event, self->human);
      if (text != NULL && *text != '\0')
        add_line (list, text, "score-line");
    }
  /* A hand may end with nothing scored in it. */
  gtk_widget_set_visible (list, gtk_widget_get_first_child (list) != NULL);
  return list;
}

/* What each column scored in the hand and the totals after it: under
 * the scrolled lines, always in view. */
static GtkWidget *
build_totals (FlTablePage        *self,
              const FlHandRecord *record,
              const int          *before)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *label;

  gtk_widget_set_name (box, "summary-totals");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  /* Translators: in the summary of a hand, the row of the points each
   * player or side scored in the hand just played. */
  label = gtk_label_new (self->view.rounds
                         /* Translators: in the summary of a round (Flaunt), the
                          * row of the points each player scored in it. */
                         ? C_("score sheet", "This round")
                         : C_("score sheet", "This hand"));
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_grid_attach (GTK_GRID (grid), label, 0, 1, 1, 1);
  label = gtk_label_new (C_("score sheet", "Total"));
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_add_css_class (label, "heading");
  gtk_grid_attach (GTK_GRID (grid), label, 0, 2, 1, 1);
  for (guint c = 0; c < self->view.n_scores; c++)
    {
      g_autofree char *hand_text = g_strdup_printf ("%+d", record->totals[c] - before[c]);
      g_autofree char *total_text = g_strdup_printf ("%d", record->totals[c]);
      g_autofree char *hand_name = g_strdup_printf ("hand-%u", c);
      g_autofree char *total_name = g_strdup_printf ("total-%u", c);

      label = gtk_label_new (self->view.score_names[c]);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, 0, 1, 1);

      label = gtk_label_new (hand_text);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_name (label, hand_name);
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, 1, 1, 1);

      label = gtk_label_new (total_text);
      gtk_widget_add_css_class (label, "title-2");
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_set_name (label, total_name);
      gtk_grid_attach (GTK_GRID (grid), label, (int) c + 1, 2, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  if (self->view.target > 0)
    {
      g_autofree char *target = target_text (self);

      label = gtk_label_new (target);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

/* The review of the user's decisions in the hand, made in a worker
 * (fl-table-workers.c): filled in when it comes. Lessons are not
 * reviewed. */
static void
fill_review (FlTablePage        *self,
             const FlHandRecord *record)
{
  GtkWidget *child;
  GtkWidget *list;

  self->summary_reviewed = record->review != NULL;
  while ((child = gtk_widget_get_first_child (self->summary_review)) != NULL)
    gtk_box_remove (GTK_BOX (self->summary_review), child);
  gtk_widget_set_visible (self->summary_review, self->lesson == NULL);
  if (self->lesson != NULL)
    return;

  gtk_box_append (GTK_BOX (self->summary_review), new_heading (_("Your Play Reviewed")));
  list = new_line_list (_("Your Play Reviewed"));
  if (record->review == NULL)
    /* Translators: in the summary of a hand, until the review of the
     * user's decisions in it is made. */
    add_line (list, _("The computer players are reviewing your play…"), "review-pending");
  else if (record->review->len == 0)
    add_line (list, self->view.rounds
                    ? _("In this round, every choice you made did as well as the computer players’ own.")
                    : _("In this hand, every choice you made did as well as the computer players’ own."),
              "review-line");
  for (guint i = 0; record->review != NULL && i < record->review->len; i++)
    add_line (list, record->review->pdata[i], "review-line");
  gtk_box_append (GTK_BOX (self->summary_review), list);
}

/* The summary shown, or folded away to its buttons at the foot of the
 * table, at the end of where the user's hand, empty once a hand is over,
 * was: the table under it can be seen. */
static void
set_summary_expanded (FlTablePage *self,
                      gboolean     expanded)
{
  gtk_widget_set_visible (self->summary_body, expanded);
  gtk_widget_set_visible (self->summary_totals, expanded);
  gtk_widget_set_visible (self->summary_title, expanded);
  gtk_widget_set_valign (self->summary, expanded ? GTK_ALIGN_CENTER : GTK_ALIGN_END);
  /* Folded, in the corner where the hand ended: clear of the user's own
   * place at the other end, however wide its name. */
  gtk_widget_set_halign (self->summary, expanded ? GTK_ALIGN_CENTER : GTK_ALIGN_END);
  gtk_button_set_label (GTK_BUTTON (self->summary_toggle),
                        /* Translators: the summary's button that folds it away,
                         * to look at the table under it. */
                        expanded ? _("Show _Table")
                        /* Translators: the button that shows the folded summary again. */
                                 : _("Show _Summary"));
  /* The focus was perhaps in the body: it stays in the summary, on the
   * button that brings the body back. */
  if (!expanded && gtk_widget_get_mapped (self->summary_toggle))
    gtk_widget_grab_focus (self->summary_toggle);
}

static void
summary_toggle_clicked_cb (FlTablePage *self)
{
  set_summary_expanded (self, !gtk_widget_get_visible (self->summary_body));
}

/* Esc in the summary folds it away, as it would close a dialog; nothing
 * is lost, and its buttons stay. */
static gboolean
summary_escape_cb (GtkWidget *widget,
                   GVariant  *args,
                   gpointer   data)
{
  FlTablePage *self = data;

  if (!gtk_widget_get_visible (self->summary_body))
    return FALSE;
  set_summary_expanded (self, FALSE);
  return TRUE;
}

static void
summary_button_clicked_cb (GtkButton   *button,
                           FlTablePage *self)
{
  _fl_table_page_summary_respond (self, g_object_get_data (G_OBJECT (button), "fl-response"));
}

static GtkWidget *
new_response_button (FlTablePage *self,
                     const char  *label,
                     const char  *response,
                     gboolean     suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "fl-response", (gpointer) response);
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (summary_button_clicked_cb), self);
  return button;
}

/**
 * _fl_table_page_show_summary:
 *
 * Shows the summary of @record over the table: its scoring lines and the
 * review of the user's play, scrolled when the window is small, and under
 * them what each scored and the totals, always in view. It asks nothing: the table stays in reach
 * (the header's last trick and score sheet), the summary folds away to
 * show the table under it and comes back, and its buttons stay in view.
 */
void
_fl_table_page_show_summary (FlTablePage        *self,
                             const FlHandRecord *record)
{
  gboolean over = fl_game_is_over (self->game);
  int before[FL_TABLE_MAX_SCORES];
  g_autofree char *title = NULL;
  GtkWidget *sheet, *heading, *scrolled, *content, *totals, *buttons;
  GtkEventController *controller;

  _fl_table_page_hide_summary (self);
  if (over)
    title = winners_text (self);
  else
    /* Translators: the title of the summary after each hand; %d counts from 1. */
    title = self->view.rounds
            /* Translators: the title of the summary after each round (Flaunt);
             * %d counts from 1. */
            ? g_strdup_printf (_("Round %d Scored"), record->number + 1)
            : g_strdup_printf (_("Hand %d Scored"), record->number + 1);
  summed_hand (self, record->end_action, before);
  self->summary_end = record->end_action;

  sheet = g_object_new (GTK_TYPE_BOX, "orientation", GTK_ORIENTATION_VERTICAL,
                        "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP, NULL);
  gtk_widget_add_css_class (sheet, "card");
  gtk_widget_add_css_class (sheet, "hand-summary");
  gtk_widget_set_halign (sheet, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (sheet, 12);
  gtk_widget_set_margin_end (sheet, 12);
  gtk_widget_set_margin_top (sheet, 12);
  gtk_widget_set_margin_bottom (sheet, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (sheet), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);

  heading = gtk_label_new (title);
  gtk_label_set_wrap (GTK_LABEL (heading), TRUE);
  gtk_label_set_justify (GTK_LABEL (heading), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (heading, "title-2");
  gtk_widget_set_name (heading, "summary-title");
  gtk_widget_set_margin_start (heading, 18);
  gtk_widget_set_margin_end (heading, 18);
  gtk_widget_set_margin_top (heading, 18);
  gtk_widget_set_margin_bottom (heading, 6);
  gtk_box_append (GTK_BOX (sheet), heading);
  self->summary_title = heading;

  /* Only the body scrolls: the title and the buttons stay in view. */
  content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  gtk_widget_set_margin_top (content, 6);
  gtk_widget_set_margin_bottom (content, 6);
  gtk_box_append (GTK_BOX (content), build_score_lines (self, record));
  self->summary_review = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (content), self->summary_review);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_name (scrolled, "summary-body");
  self->summary_body = scrolled;
  gtk_box_append (GTK_BOX (sheet), scrolled);
  totals = build_totals (self, record, before);
  gtk_widget_set_margin_start (totals, 18);
  gtk_widget_set_margin_end (totals, 18);
  gtk_widget_set_margin_top (totals, 12);
  gtk_box_append (GTK_BOX (sheet), totals);
  self->summary_totals = totals;

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (buttons, 12);
  gtk_widget_set_margin_end (buttons, 12);
  gtk_widget_set_margin_top (buttons, 12);
  gtk_widget_set_margin_bottom (buttons, 12);
  self->summary_toggle = gtk_button_new_with_mnemonic ("");
  gtk_widget_set_name (self->summary_toggle, "summary-toggle");
  g_signal_connect_swapped (self->summary_toggle, "clicked", G_CALLBACK (summary_toggle_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->summary_toggle);
  if (over)
    {
      gtk_box_append (GTK_BOX (buttons), new_response_button (self, _("_Change Game"), "change", FALSE));
      self->summary_default = new_response_button (self, _("_Play Again"), "again", TRUE);
    }
  else
    self->summary_default = new_response_button (self, self->view.rounds ? _("_Next Round") : _("_Next Hand"),
                                                 "continue", TRUE);
  gtk_box_append (GTK_BOX (buttons), self->summary_default);
  gtk_box_append (GTK_BOX (sheet), buttons);

  controller = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                          gtk_callback_action_new (summary_escape_cb, self, NULL)));
  gtk_widget_add_controller (sheet, controller);

  self->summary = sheet;
  fill_review (self, record);
  set_summary_expanded (self, TRUE);
  gtk_overlay_add_overlay (self->overlay, sheet);
  /* Enter goes on, as from a dialog; Shift+Tab goes back through the
   * summary and its review. */
  gtk_widget_grab_focus (self->summary_default);
}

/* The review came from its worker: show it in the summary. */
void
_fl_table_page_update_summary (FlTablePage *self)
{
  int before[FL_TABLE_MAX_SCORES];
  const FlHandRecord *record;

  if (self->summary == NULL)
    return;
  record = summed_hand (self, self->summary_end, before);
  /* Once there, the review stays as it is, and so does the focus in it. */
  if (record != NULL && record->review != NULL && !self->summary_reviewed)
    fill_review (self, record);
}

void
_fl_table_page_hide_summary (FlTablePage *self)
{
  if (self->summary == NULL)
    return;
  gtk_overlay_remove_overlay (self->overlay, self->summary);
  self->summary = self->summary_body = self->summary_totals = self->summary_review = self->summary_title = NULL;
  self->summary_toggle = self->summary_default = NULL;
}

/**
 * fl_table_page_get_summary:
 *
 * Returns: (transfer none) (nullable): the summary of the hand just
 *   scored, over the table until the user goes on
 */
GtkWidget *
fl_table_page_get_summary (FlTablePage *self)
{
  g_return_val_if_fail (FL_IS_TABLE_PAGE (self), NULL);

  return self->summary;
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

  label = gtk_label_new (self->view.rounds ? C_("score sheet", "Round") : C_("score sheet", "Hand"));
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
      g_autofree char *text = target_text (self);

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
      label = gtk_label_new (self->view.rounds ? _("No contest has been decided yet in this round.")
                                               : _("No trick has been won yet in this hand."));
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
      const char *name = self->view.places[trick->winner].name;
      g_autofree char *text = self->view.rounds
                              /* Translators: under the last contest (Flaunt); %s is a player. */
                              ? g_strdup_printf (C_("event", "%s won this contest."), name)
                              /* Translators: under the last trick; %s is a player. */
                              : g_strdup_printf (C_("event", "%s won this trick."), name);

      label = gtk_label_new (text);
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}
