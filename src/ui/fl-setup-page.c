/* fl-setup-page.c: the setup of a new game
 *
 * The page knows no game: it builds one row per option from the engine's
 * descriptors (fl-options.h), names the seats from the game's own table
 * view, and remembers each game's choices in the `game-setups` setting.
 * Below them it lists the game's lessons, marking those the user has
 * completed (the `lessons-done` setting).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-setup-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-lesson-catalog.h"
#include "fl-setup-page.h"

/* An option whose value changes the number of seats is a choice of players
 * and is offered with them; the page finds such options by trying values. */
#define MAX_PROBED_VALUES 64

/* How wide a row shows its chosen house rule before wrapping it. */
#define MAX_CHOICE_CHARS 16

/* The remembered seat and strength, beside the options' own keys. */
#define SETUP_KEY_SEAT "_seat"
#define SETUP_KEY_STRENGTH "_strength"

enum
{
  STRENGTH_RANDOM,
  STRENGTH_HEURISTIC,
  N_STRENGTHS,
};

#define DEFAULT_STRENGTH STRENGTH_HEURISTIC

/* fl_bot_new()'s names, in the order of the strength row's list. */
static const char *const strength_ids[N_STRENGTHS] = { "random", "heuristic" };

struct _FlSetupPage
{
  AdwBin               parent_instance;

  const FlRules       *rules;
  GSettings           *settings;
  FlOptions            options;
  guint                n_seats;
  guint                updating;   /* while the page sets its own widgets */

  /* For each option: its row, the widget holding its value (the row itself
   * for a choice, or its switch or spin button) and whether it is a choice
   * of players. */
  GtkWidget           *rows[FL_MAX_OPTIONS];
  GtkWidget           *controls[FL_MAX_OPTIONS];
  gboolean             sets_players[FL_MAX_OPTIONS];

  /* Template children */
  AdwPreferencesGroup *rules_group;
  AdwComboRow         *seat_row;
  GtkStringList       *seat_list;
  AdwComboRow         *strength_row;
  GtkWidget           *start_button;
  AdwPreferencesGroup *lessons_group;
  GtkLabel            *lessons_progress;
  GPtrArray           *lesson_rows;
  guint                focus_source;
};

G_DEFINE_FINAL_TYPE (FlSetupPage, fl_setup_page, ADW_TYPE_BIN)

enum
{
  START,
  START_LESSON,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

/* ---- Values shown and read back -------------------------------------- */

static guint
get_strength_index (FlSetupPage *self)
{
  guint selected = adw_combo_row_get_selected (self->strength_row);

  return selected < N_STRENGTHS ? selected : DEFAULT_STRENGTH;
}

static void
update_strength_subtitle (FlSetupPage *self)
{
  const char *subtitle;

  if (get_strength_index (self) == STRENGTH_RANDOM)
    /* Translators: what the “Beginner” computer players do. */
    subtitle = _("They play any legal card at random");
  else
    /* Translators: what the “Standard” computer players do. */
    subtitle = _("They play to win");

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->strength_row), subtitle);
}

/* Shows option @index's value in its widget, without reading it back. */
static void
show_option_value (FlSetupPage *self,
                   guint        index)
{
  const FlOptionDesc *desc = &self->rules->options[index];
  GtkWidget *control = self->controls[index];
  int value = self->options.values[index];

  self->updating++;
  switch (desc->type)
    {
    case FL_OPTION_CHOICE:
      adw_combo_row_set_selected (ADW_COMBO_ROW (control), (guint) value);
      break;
    case FL_OPTION_BOOL:
      gtk_switch_set_active (GTK_SWITCH (control), value != 0);
      break;
    case FL_OPTION_INT:
    default:
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (control), value);
      break;
    }
  self->updating--;
}

static gboolean
is_default (FlSetupPage *self)
{
  FlOptions defaults;

  fl_rules_default_options (self->rules, &defaults);
  for (guint i = 0; i < self->rules->n_options; i++)
    if (self->options.values[i] != defaults.values[i])
      return FALSE;

  return adw_combo_row_get_selected (self->seat_row) == 0 &&
         get_strength_index (self) == DEFAULT_STRENGTH;
}

static void
update_actions (FlSetupPage *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.start", self->rules != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "setup.restore-defaults",
                                 self->rules != NULL && !is_default (self));
}

/* ---- Seats ----------------------------------------------------------- */

/* Returns: (transfer full): the name of @seat at @game's table, or a
 * number when the game does not describe its table. */
static char *
dup_seat_name (FlGame *game,
               guint   seat)
{
  char *name = NULL;

  if (game != NULL && seat < fl_game_get_n_seats (game))
    {
      FlTableView view;
      int place;

      fl_game_describe_table (game, (int) seat, &view);
      place = fl_table_view_find_seat (&view, (int) seat);
      if (place >= 0 && view.places[place].name != NULL && *view.places[place].name != '\0')
        name = g_strdup (view.places[place].name);
      fl_table_view_clear (&view);
    }

  if (name == NULL)
    /* Translators: a place at the table of a game that does not name its
     * places; %d counts from 1. */
    name = g_strdup_printf (_("Seat %d"), (int) seat + 1);

  return name;
}

/* Lists the seats the options give, keeping the chosen one when it is
 * still there. */
static void
update_seats (FlSetupPage *self)
{
  g_autoptr(FlGame) game = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  guint selected = adw_combo_row_get_selected (self->seat_row);
  guint n_seats;

  n_seats = MIN (self->rules->n_seats (&self->options), FL_MAX_SEATS);
  game = fl_game_new (self->rules->id, &self->options, 0, NULL);

  for (guint seat = 0; seat < n_seats; seat++)
    g_ptr_array_add (names, dup_seat_name (game, seat));
  g_ptr_array_add (names, NULL);

  self->updating++;
  gtk_string_list_splice (self->seat_list, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->seat_list)),
                          (const char *const *) names->pdata);
  adw_combo_row_set_selected (self->seat_row, selected < n_seats ? selected : 0);
  self->updating--;

  self->n_seats = n_seats;
}

/* ---- Option rows ----------------------------------------------------- */

static void
option_changed (FlSetupPage *self,
                GtkWidget   *control,
                int          value)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (control), "fl-option-index"));

  if (self->updating > 0 || self->rules == NULL)
    return;

  g_assert (index < self->rules->n_options);
  g_assert (self->controls[index] == control);

  if (self->options.values[index] == value)
    return;

  self->options.values[index] = value;
  if (self->sets_players[index])
    update_seats (self);
  update_actions (self);
}

static void
choice_selected_cb (AdwComboRow *row,
                    GParamSpec  *pspec,
                    FlSetupPage *self)
{
  option_changed (self, GTK_WIDGET (row), (int) adw_combo_row_get_selected (row));
}

static void
switch_active_cb (GtkSwitch   *widget,
                  GParamSpec  *pspec,
                  FlSetupPage *self)
{
  option_changed (self, GTK_WIDGET (widget), gtk_switch_get_active (widget) ? 1 : 0);
}

static void
spin_value_changed_cb (GtkSpinButton *spin,
                       FlSetupPage   *self)
{
  option_changed (self, GTK_WIDGET (spin), gtk_spin_button_get_value_as_int (spin));
}

/* The choices of the house rules can be long ("Opponents score the
 * declarer’s penalties"): the row shows the chosen one over two lines
 * where the default factory would cut it short, and the list shows each
 * whole, with the usual check mark on the chosen one. */
static void
current_choice_setup_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);
  int chars = GPOINTER_TO_INT (user_data);

  /* One width, whatever the room: the row's list measures the label's
   * height for its natural width, and would cut a second line short. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), chars);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_list_item_set_child (item, label);
}

static void
current_choice_bind_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        gpointer                  user_data)
{
  GtkStringObject *choice = gtk_list_item_get_item (item);

  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)),
                       gtk_string_object_get_string (choice));
}

static void
listed_choice_setup_cb (GtkSignalListItemFactory *factory,
                        GtkListItem              *item,
                        gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_valign (label, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
listed_choice_update_check (AdwComboRow *row,
                            GParamSpec  *pspec,
                            GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check, adw_combo_row_get_selected (row) == gtk_list_item_get_position (item));
}

static void
listed_choice_bind_cb (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       AdwComboRow              *row)
{
  GtkStringObject *choice = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  gtk_label_set_label (GTK_LABEL (label), gtk_string_object_get_string (choice));
  g_signal_connect (row, "notify::selected", G_CALLBACK (listed_choice_update_check), item);
  listed_choice_update_check (row, NULL, item);
}

static void
listed_choice_unbind_cb (GtkSignalListItemFactory *factory,
                         GtkListItem              *item,
                         AdwComboRow              *row)
{
  g_signal_handlers_disconnect_by_func (row, listed_choice_update_check, item);
}

static void
set_choice_factories (AdwComboRow   *row,
                      GtkStringList *choices)
{
  g_autoptr(GtkListItemFactory) current = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkListItemFactory) listed = gtk_signal_list_item_factory_new ();
  long chars = 1;

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (choices)); i++)
    chars = MAX (chars, g_utf8_strlen (gtk_string_list_get_string (choices, i), -1));
  chars = MIN (chars, MAX_CHOICE_CHARS);

  g_signal_connect (current, "setup", G_CALLBACK (current_choice_setup_cb), GINT_TO_POINTER ((int) chars));
  g_signal_connect (current, "bind", G_CALLBACK (current_choice_bind_cb), NULL);
  adw_combo_row_set_factory (row, current);

  /* The row owns the factories, so it outlives their handlers. */
  g_signal_connect_object (listed, "setup", G_CALLBACK (listed_choice_setup_cb), row, 0);
  g_signal_connect_object (listed, "bind", G_CALLBACK (listed_choice_bind_cb), row, 0);
  g_signal_connect_object (listed, "unbind", G_CALLBACK (listed_choice_unbind_cb), row, 0);
  adw_combo_row_set_list_factory (row, listed);
}

/* Whether some value of option @index changes the number of seats. */
static gboolean
option_sets_players (const FlRules *rules,
                     guint          index)
{
  const FlOptionDesc *desc = &rules->options[index];
  int step = MAX (desc->step, 1);
  FlOptions options;
  guint n_seats;
  guint tried = 0;

  fl_rules_default_options (rules, &options);
  n_seats = rules->n_seats (&options);

  for (int value = desc->min; value <= desc->max && tried < MAX_PROBED_VALUES; value += step, tried++)
    {
      options.values[index] = value;
      if (rules->n_seats (&options) != n_seats)
        return TRUE;
    }

  return FALSE;
}

/* The label of a switch or spin button is its row's title. */
static void
label_control (GtkWidget  *control,
               GtkWidget  *row,
               const char *label,
               const char *description)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (control),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL,
                                  -1);
}

static void
add_option_row (FlSetupPage *self,
                guint        index)
{
  const FlOptionDesc *desc = &self->rules->options[index];
  const char *label = g_dpgettext2 (GETTEXT_PACKAGE, "option", desc->label);
  const char *description = g_dpgettext2 (GETTEXT_PACKAGE, "option", desc->description);
  GtkWidget *row;
  GtkWidget *control;

  switch (desc->type)
    {
    case FL_OPTION_CHOICE:
      {
        g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

        for (guint c = 0; c < desc->n_choices; c++)
          gtk_string_list_append (choices, g_dpgettext2 (GETTEXT_PACKAGE, "option value",
                                                         desc->choices[c].label));
        row = adw_combo_row_new ();
        set_choice_factories (ADW_COMBO_ROW (row), choices);
        adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (choices));
        control = row;
        g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected_cb), self);
      }
      break;

    case FL_OPTION_BOOL:
      row = adw_action_row_new ();
      control = gtk_switch_new ();
      gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
      label_control (control, row, label, description);
      g_signal_connect (control, "notify::active", G_CALLBACK (switch_active_cb), self);
      break;

    case FL_OPTION_INT:
    default:
      row = adw_action_row_new ();
      control = gtk_spin_button_new_with_range (desc->min, desc->max, MAX (desc->step, 1));
      gtk_spin_button_set_digits (GTK_SPIN_BUTTON (control), 0);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (control), TRUE);
      /* Typed values go to the nearest step, so only valid values are read. */
      gtk_spin_button_set_snap_to_ticks (GTK_SPIN_BUTTON (control), TRUE);
      gtk_widget_set_valign (control, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), control);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), control);
      label_control (control, row, label, description);
      g_signal_connect (control, "value-changed", G_CALLBACK (spin_value_changed_cb), self);
      break;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), label);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), description);
  g_object_set_data (G_OBJECT (control), "fl-option-index", GUINT_TO_POINTER (index));

  self->rows[index] = row;
  self->controls[index] = control;
  self->sets_players[index] = option_sets_players (self->rules, index);

  if (self->sets_players[index])
    {
      /* Before the seat and strength rows, which are the template's. */
      GtkWidget *list = gtk_widget_get_parent (GTK_WIDGET (self->seat_row));

      g_assert (GTK_IS_LIST_BOX (list));
      gtk_list_box_insert (GTK_LIST_BOX (list), row, 0);
    }
  else
    adw_preferences_group_add (self->rules_group, row);
}

static void
remove_option_rows (FlSetupPage *self)
{
  for (guint i = 0; i < FL_MAX_OPTIONS; i++)
    {
      if (self->rows[i] == NULL)
        continue;

      if (self->sets_players[i])
        gtk_list_box_remove (GTK_LIST_BOX (gtk_widget_get_parent (self->rows[i])), self->rows[i]);
      else
        adw_preferences_group_remove (self->rules_group, self->rows[i]);

      self->rows[i] = NULL;
      self->controls[i] = NULL;
      self->sets_players[i] = FALSE;
    }
}

/* ---- Remembered choices ---------------------------------------------- */

/* Reads the remembered setup of the game into the options, seat and
 * strength; anything missing, stale or invalid keeps its default. */
static void
load_setup (FlSetupPage *self,
            guint       *seat,
            guint       *strength)
{
  g_autoptr(GVariant) setups = NULL;
  g_autoptr(GVariant) setup = NULL;
  FlOptions options;
  int value;

  *seat = 0;
  *strength = DEFAULT_STRENGTH;

  if (self->settings == NULL)
    return;

  setups = g_settings_get_value (self->settings, "game-setups");
  setup = g_variant_lookup_value (setups, self->rules->id, G_VARIANT_TYPE ("a{si}"));
  if (setup == NULL)
    return;

  options = self->options;
  for (guint i = 0; i < self->rules->n_options; i++)
    {
      const FlOptionDesc *desc = &self->rules->options[i];

      if (g_variant_lookup (setup, desc->key, "i", &value) && fl_option_value_valid (desc, value))
        options.values[i] = value;
    }
  if (fl_rules_validate_options (self->rules, &options, NULL) &&
      self->rules->n_seats (&options) <= FL_MAX_SEATS)
    self->options = options;

  if (g_variant_lookup (setup, SETUP_KEY_SEAT, "i", &value) &&
      value >= 0 && (guint) value < self->rules->n_seats (&self->options))
    *seat = (guint) value;

  if (g_variant_lookup (setup, SETUP_KEY_STRENGTH, "i", &value) &&
      value >= 0 && value < N_STRENGTHS)
    *strength = (guint) value;
}

/* Replaces the game's entry in `game-setups`, keeping the other games'. */
static void
save_setup (FlSetupPage *self)
{
  g_autoptr(GVariant) setups = NULL;
  GVariantBuilder builder;
  GVariantBuilder setup;
  GVariantIter iter;
  const char *id;
  GVariant *value;

  if (self->settings == NULL)
    return;

  g_variant_builder_init (&setup, G_VARIANT_TYPE ("a{si}"));
  for (guint i = 0; i < self->rules->n_options; i++)
    g_variant_builder_add (&setup, "{si}", self->rules->options[i].key, self->options.values[i]);
  g_variant_builder_add (&setup, "{si}", SETUP_KEY_SEAT, fl_setup_page_get_human_seat (self));
  g_variant_builder_add (&setup, "{si}", SETUP_KEY_STRENGTH, (int) get_strength_index (self));

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sa{si}}"));
  setups = g_settings_get_value (self->settings, "game-setups");
  g_variant_iter_init (&iter, setups);
  while (g_variant_iter_next (&iter, "{&s@a{si}}", &id, &value))
    {
      if (!g_str_equal (id, self->rules->id))
        g_variant_builder_add (&builder, "{s@a{si}}", id, value);
      g_variant_unref (value);
    }
  g_variant_builder_add (&builder, "{sa{si}}", self->rules->id, &setup);

  g_settings_set_value (self->settings, "game-setups", g_variant_builder_end (&builder));
}

/* ---- Actions --------------------------------------------------------- */

static void
start_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  FlSetupPage *self = FL_SETUP_PAGE (widget);

  if (self->rules == NULL)
    return;

  /* A number still being typed counts. */
  for (guint i = 0; i < self->rules->n_options; i++)
    if (GTK_IS_SPIN_BUTTON (self->controls[i]))
      gtk_spin_button_update (GTK_SPIN_BUTTON (self->controls[i]));

  save_setup (self);
  g_signal_emit (self, signals[START], 0);
}

static void
restore_defaults_activated (GtkWidget  *widget,
                            const char *action_name,
                            GVariant   *parameter)
{
  FlSetupPage *self = FL_SETUP_PAGE (widget);

  if (self->rules == NULL)
    return;

  fl_rules_default_options (self->rules, &self->options);
  for (guint i = 0; i < self->rules->n_options; i++)
    show_option_value (self, i);
  update_seats (self);

  self->updating++;
  adw_combo_row_set_selected (self->seat_row, 0);
  adw_combo_row_set_selected (self->strength_row, DEFAULT_STRENGTH);
  self->updating--;

  update_strength_subtitle (self);
  update_actions (self);
}

static void
seat_selected_cb (FlSetupPage *self)
{
  if (self->updating == 0)
    update_actions (self);
}

static void
strength_selected_cb (FlSetupPage *self)
{
  update_strength_subtitle (self);
  if (self->updating == 0)
    update_actions (self);
}

/* ---- Lessons --------------------------------------------------------- */

static void
lesson_activated_cb (AdwActionRow *row,
                     FlSetupPage  *self)
{
  g_signal_emit (self, signals[START_LESSON], 0, g_object_get_data (G_OBJECT (row), "fl-lesson-id"));
}

static void
remove_lesson_rows (FlSetupPage *self)
{
  for (guint i = 0; i < self->lesson_rows->len; i++)
    adw_preferences_group_remove (self->lessons_group, self->lesson_rows->pdata[i]);
  g_ptr_array_set_size (self->lesson_rows, 0);
}

/* A row per lesson of the game, in order, each marked when completed. */
static void
update_lessons (FlSetupPage *self)
{
  g_autoptr(GPtrArray) lessons = NULL;
  g_auto(GStrv) done = NULL;
  g_autofree char *progress = NULL;
  guint n_done = 0;

  remove_lesson_rows (self);
  lessons = fl_lesson_catalog_list_game (self->rules->id);
  gtk_widget_set_visible (GTK_WIDGET (self->lessons_group), lessons->len > 0);
  done = self->settings != NULL ? g_settings_get_strv (self->settings, "lessons-done") : g_new0 (char *, 1);

  for (guint i = 0; i < lessons->len; i++)
    {
      const FlLesson *lesson = lessons->pdata[i];
      gboolean completed = g_strv_contains ((const char *const *) done, fl_lesson_get_id (lesson));
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");
      g_autofree char *title = NULL;

      /* Translators: a lesson in the list of a game's lessons: %1$u is its
       * number, %2$s its title (“2. Exact Tricks”). */
      title = g_strdup_printf (_("%1$u. %2$s"), i + 1, fl_lesson_get_title (lesson));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), fl_lesson_get_summary (lesson));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data_full (G_OBJECT (row), "fl-lesson-id", g_strdup (fl_lesson_get_id (lesson)), g_free);
      g_signal_connect (row, "activated", G_CALLBACK (lesson_activated_cb), self);

      gtk_widget_add_css_class (mark, "success");
      gtk_widget_set_visible (mark, completed);
      /* Translators: said of a lesson the user has completed, for screen
       * readers and as its mark's tooltip. */
      gtk_widget_set_tooltip_text (mark, _("Completed"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Completed"), -1);
      /* The row, which takes the focus, says it too, not the mark alone,
       * before the summary that libadwaita makes its description. */
      if (completed)
        {
          /* Translators: the accessible description of a lesson the user
           * has completed; %s is the lesson's summary. */
          g_autofree char *description = g_strdup_printf (_("Completed. %s"), fl_lesson_get_summary (lesson));

          gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
        }
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), mark);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_widget_set_name (row, fl_lesson_get_id (lesson));
      if (completed)
        gtk_widget_add_css_class (row, "lesson-done");

      adw_preferences_group_add (self->lessons_group, row);
      g_ptr_array_add (self->lesson_rows, row);
      n_done += completed;
    }

  /* Translators: beside the heading of a game's lessons; %1$u of the %2$u
   * lessons are completed. */
  progress = g_strdup_printf (ngettext ("%1$u of %2$u done", "%1$u of %2$u done", lessons->len),
                              n_done, lessons->len);
  gtk_label_set_label (self->lessons_progress, progress);
}

static void
lessons_done_changed_cb (FlSetupPage *self)
{
  if (self->rules != NULL)
    update_lessons (self);
}

/* ---- Public API ------------------------------------------------------ */

FlSetupPage *
fl_setup_page_new (void)
{
  return g_object_new (FL_TYPE_SETUP_PAGE, NULL);
}

/**
 * fl_setup_page_set_game:
 * @rules: the game to set up
 * @settings: (nullable): the application's settings, where the page finds
 *   and keeps the game's last setup
 *
 * Rebuilds the page for @rules, showing the choices last started with
 * (those still valid) or else the game's defaults.
 */
void
fl_setup_page_set_game (FlSetupPage   *self,
                        const FlRules *rules,
                        GSettings     *settings)
{
  guint seat, strength;
  guint n_house_rules = 0;

  g_return_if_fail (FL_IS_SETUP_PAGE (self));
  g_return_if_fail (rules != NULL);
  g_return_if_fail (rules->n_options <= FL_MAX_OPTIONS);
  g_return_if_fail (settings == NULL || G_IS_SETTINGS (settings));

  remove_option_rows (self);
  if (self->settings != settings)
    {
      if (self->settings != NULL)
        g_signal_handlers_disconnect_by_data (self->settings, self);
      g_set_object (&self->settings, settings);
      if (settings != NULL)
        g_signal_connect_swapped (settings, "changed::lessons-done", G_CALLBACK (lessons_done_changed_cb), self);
    }
  self->rules = rules;

  fl_rules_default_options (rules, &self->options);
  load_setup (self, &seat, &strength);

  for (guint i = 0; i < rules->n_options; i++)
    {
      add_option_row (self, i);
      show_option_value (self, i);
      if (!self->sets_players[i])
        n_house_rules++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->rules_group), n_house_rules > 0);

  update_seats (self);
  self->updating++;
  adw_combo_row_set_selected (self->seat_row, seat < self->n_seats ? seat : 0);
  adw_combo_row_set_selected (self->strength_row, strength);
  self->updating--;

  update_strength_subtitle (self);
  update_actions (self);
  update_lessons (self);
}

const FlRules *
fl_setup_page_get_rules (FlSetupPage *self)
{
  g_return_val_if_fail (FL_IS_SETUP_PAGE (self), NULL);

  return self->rules;
}

/**
 * fl_setup_page_get_options:
 * @options: (out caller-allocates): the chosen options, always valid for
 *   the game
 */
void
fl_setup_page_get_options (FlSetupPage *self,
                           FlOptions   *options)
{
  g_return_if_fail (FL_IS_SETUP_PAGE (self));
  g_return_if_fail (options != NULL);

  *options = self->options;
}

/**
 * fl_setup_page_get_human_seat:
 *
 * Returns: the seat the user plays, from 0
 */
int
fl_setup_page_get_human_seat (FlSetupPage *self)
{
  guint selected;

  g_return_val_if_fail (FL_IS_SETUP_PAGE (self), 0);

  selected = adw_combo_row_get_selected (self->seat_row);

  return selected < self->n_seats ? (int) selected : 0;
}

/**
 * fl_setup_page_get_strength:
 *
 * Returns: the computer players' strength, as fl_bot_new() names it:
 *   "random" or "heuristic"
 */
const char *
fl_setup_page_get_strength (FlSetupPage *self)
{
  g_return_val_if_fail (FL_IS_SETUP_PAGE (self), NULL);

  return strength_ids[get_strength_index (self)];
}

/* ---- GObject --------------------------------------------------------- */

static gboolean
focus_start_cb (gpointer data)
{
  FlSetupPage *self = FL_SETUP_PAGE (data);

  self->focus_source = 0;
  gtk_widget_grab_focus (self->start_button);
  return G_SOURCE_REMOVE;
}

/* Enter starts the game from anywhere on the page that does not take
 * Enter itself, and the page opens with the focus on Start, so that
 * Enter at once plays with the choices remembered: once the page has
 * come in, since the container showing it moves the focus in too. */
static void
fl_setup_page_map (GtkWidget *widget)
{
  FlSetupPage *self = FL_SETUP_PAGE (widget);
  GtkRoot *root;

  GTK_WIDGET_CLASS (fl_setup_page_parent_class)->map (widget);

  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root))
    gtk_window_set_default_widget (GTK_WINDOW (root), self->start_button);
  if (self->focus_source == 0)
    self->focus_source = g_idle_add (focus_start_cb, self);
}

static void
fl_setup_page_unmap (GtkWidget *widget)
{
  FlSetupPage *self = FL_SETUP_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (GTK_IS_WINDOW (root) && gtk_window_get_default_widget (GTK_WINDOW (root)) == self->start_button)
    gtk_window_set_default_widget (GTK_WINDOW (root), NULL);
  g_clear_handle_id (&self->focus_source, g_source_remove);

  GTK_WIDGET_CLASS (fl_setup_page_parent_class)->unmap (widget);
}

static void
fl_setup_page_dispose (GObject *object)
{
  FlSetupPage *self = FL_SETUP_PAGE (object);

  g_clear_handle_id (&self->focus_source, g_source_remove);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_pointer (&self->lesson_rows, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), FL_TYPE_SETUP_PAGE);
  for (guint i = 0; i < FL_MAX_OPTIONS; i++)
    {
      self->rows[i] = NULL;
      self->controls[i] = NULL;
    }
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fl_setup_page_parent_class)->dispose (object);
}

static void
fl_setup_page_class_init (FlSetupPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_setup_page_dispose;
  widget_class->map = fl_setup_page_map;
  widget_class->unmap = fl_setup_page_unmap;

  /**
   * FlSetupPage::start:
   *
   * The user asked to start the game as set up; the page has already kept
   * the choices in the settings.
   */
  signals[START] =
    g_signal_new ("start",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * FlSetupPage::start-lesson:
   * @lesson_id: the lesson's id
   *
   * The user chose one of the game's lessons.
   */
  signals[START_LESSON] =
    g_signal_new ("start-lesson",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-setup-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, rules_group);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, seat_row);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, seat_list);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, strength_row);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, lessons_group);
  gtk_widget_class_bind_template_child (widget_class, FlSetupPage, lessons_progress);
  gtk_widget_class_bind_template_callback (widget_class, seat_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, strength_selected_cb);

  gtk_widget_class_install_action (widget_class, "setup.start", NULL, start_activated);
  gtk_widget_class_install_action (widget_class, "setup.restore-defaults", NULL,
                                   restore_defaults_activated);
}

static void
fl_setup_page_init (FlSetupPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->lesson_rows = g_ptr_array_new ();

  update_strength_subtitle (self);
  update_actions (self);
}
