/* fl-preferences-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-preferences-window"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-preferences-window.h"

struct _FlPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  /* Template children */
  AdwComboRow          *card_size_row;
  AdwComboRow          *animation_speed_row;
  AdwComboRow          *card_order_row;
  GtkSwitch            *four_colour_switch;
  GtkSwitch            *dim_unplayable_switch;
  GtkSwitch            *allow_undo_switch;
  GtkSwitch            *show_tutor_switch;
  GtkSwitch            *tutor_warnings_switch;
};

G_DEFINE_FINAL_TYPE (FlPreferencesWindow, fl_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The nicks of each enum key, in the order of the rows' string lists. */
static const char *const card_sizes[] = { "small", "medium", "large", NULL };
static const char *const animation_speeds[] = { "off", "slow", "normal", "fast", NULL };
static const char *const card_orders[] = { "suit", "rank", "game", NULL };

static gboolean
nick_to_position (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char *const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    {
      if (g_str_equal (nicks[i], nick))
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  return FALSE;
}

static GVariant *
position_to_nick (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char *const *nicks = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) nicks))
    return NULL;

  return g_variant_new_string (nicks[position]);
}

static void
bind_combo_row (FlPreferencesWindow *self,
                const char          *key,
                AdwComboRow         *row,
                const char *const   *nicks)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_to_position, position_to_nick,
                                (gpointer) nicks, NULL);
}

FlPreferencesWindow *
fl_preferences_window_new (GSettings *settings)
{
  FlPreferencesWindow *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (FL_TYPE_PREFERENCES_WINDOW, NULL);
  self->settings = g_object_ref (settings);

  bind_combo_row (self, "card-size", self->card_size_row, card_sizes);
  bind_combo_row (self, "animation-speed", self->animation_speed_row, animation_speeds);
  bind_combo_row (self, "card-order", self->card_order_row, card_orders);
  {
    const struct { const char *key; GtkSwitch *row; } switches[] = {
      { "four-colour-deck", self->four_colour_switch },
      { "dim-unplayable", self->dim_unplayable_switch },
      { "allow-undo", self->allow_undo_switch },
      { "show-tutor", self->show_tutor_switch },
      { "tutor-warnings", self->tutor_warnings_switch },
    };

    for (guint i = 0; i < G_N_ELEMENTS (switches); i++)
      g_settings_bind (settings, switches[i].key, switches[i].row, "active", G_SETTINGS_BIND_DEFAULT);
  }

  return self;
}

static void
fl_preferences_window_dispose (GObject *object)
{
  FlPreferencesWindow *self = FL_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FL_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (fl_preferences_window_parent_class)->dispose (object);
}

static void
fl_preferences_window_class_init (FlPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, card_size_row);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, animation_speed_row);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, card_order_row);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, four_colour_switch);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, dim_unplayable_switch);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, allow_undo_switch);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, show_tutor_switch);
  gtk_widget_class_bind_template_child (widget_class, FlPreferencesWindow, tutor_warnings_switch);
}

static void
fl_preferences_window_init (FlPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
