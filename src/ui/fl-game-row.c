/* fl-game-row.c: one game on the start page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game-row"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-accessible.h"
#include "fl-engine.h"
#include "fl-game-row.h"

struct _FlGameRow
{
  AdwActionRow      parent_instance;

  /* Template children */
  GtkLabel         *badge;
  GtkLabel         *players_label;
  GtkLabel         *soon_label;
  GtkButton        *play_button;
};

G_DEFINE_FINAL_TYPE (FlGameRow, fl_game_row, ADW_TYPE_ACTION_ROW)

/* A suit-like emblem per game: symbols, not words. */
static const struct {
  const char *id;
  const char *badge;
} badges[] = {
  { "flashpoint", "♦" },
  { "flaps", "♣" },
  { "flunk", "♠" },
  { "flaunt", "♥" },
  { "flume", "★" },
};

static void
fl_game_row_set_game (FlGameRow        *self,
                      const FlGameInfo *info)
{
  const char *name = fl_game_info_get_name (info);
  g_autofree char *play_label = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    {
      if (g_str_equal (badges[i].id, fl_game_info_get_id (info)))
        gtk_label_set_label (self->badge, badges[i].badge);
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self), fl_game_info_get_description (info));
  gtk_label_set_label (self->players_label, fl_game_info_get_players_short (info));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->players_label), fl_game_info_get_players_text (info));

  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->play_button), "s",
                                    fl_game_info_get_id (info));

  /* Translators: the accessible name of a Play button; %s is a game name. */
  play_label = g_strdup_printf (_("Play %s"), name);

  /* A game not yet at the table opens on its rules. */
  if (fl_rules_lookup (fl_game_info_get_id (info)) == NULL)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->soon_label), TRUE);
      gtk_button_set_label (self->play_button, C_("button", "Rules"));
      gtk_widget_remove_css_class (GTK_WIDGET (self->play_button), "suggested-action");
      g_free (play_label);
      /* Translators: the accessible name of the button of a game not yet
       * playable; %s is a game name. */
      play_label = g_strdup_printf (_("Coming soon: read the rules of %s"), name);
    }
  /* The name alone: the row's title, which labels the button too, is in
   * it already. */
  fl_accessible_set_name (GTK_WIDGET (self->play_button), play_label);
}

FlGameRow *
fl_game_row_new (const FlGameInfo *info)
{
  FlGameRow *self;

  g_return_val_if_fail (info != NULL, NULL);

  self = g_object_new (FL_TYPE_GAME_ROW, NULL);
  fl_game_row_set_game (self, info);

  return self;
}

static void
fl_game_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FL_TYPE_GAME_ROW);

  G_OBJECT_CLASS (fl_game_row_parent_class)->dispose (object);
}

static void
fl_game_row_class_init (FlGameRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_game_row_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-game-row.ui");
  gtk_widget_class_bind_template_child (widget_class, FlGameRow, badge);
  gtk_widget_class_bind_template_child (widget_class, FlGameRow, players_label);
  gtk_widget_class_bind_template_child (widget_class, FlGameRow, play_button);
  gtk_widget_class_bind_template_child (widget_class, FlGameRow, soon_label);
}

static void
fl_game_row_init (FlGameRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
