/* fl-game-page.c: the page of one game
 *
 * The table, the setup and the tutor arrive with their own issues; for now
 * the page names the game, says who plays it and leads to its rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game-page"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-game-page.h"

struct _FlGamePage
{
  AdwBin            parent_instance;

  const FlGameInfo *info;

  /* Template children */
  AdwWindowTitle   *window_title;
  AdwStatusPage    *status_page;
  GtkLabel         *players_label;
  GtkMenuButton    *primary_menu_button;
};

G_DEFINE_FINAL_TYPE (FlGamePage, fl_game_page, ADW_TYPE_BIN)

const FlGameInfo *
fl_game_page_get_game (FlGamePage *self)
{
  g_return_val_if_fail (FL_IS_GAME_PAGE (self), NULL);

  return self->info;
}

void
fl_game_page_set_game (FlGamePage       *self,
                       const FlGameInfo *info)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));
  g_return_if_fail (info != NULL);

  if (self->info == info)
    return;

  self->info = info;

  adw_window_title_set_title (self->window_title, fl_game_info_get_name (info));
  adw_status_page_set_title (self->status_page, fl_game_info_get_name (info));
  adw_status_page_set_description (self->status_page, fl_game_info_get_description (info));
  gtk_label_set_label (self->players_label, fl_game_info_get_players_text (info));
}

void
fl_game_page_set_primary_menu (FlGamePage *self,
                               GMenuModel *menu)
{
  g_return_if_fail (FL_IS_GAME_PAGE (self));
  g_return_if_fail (menu == NULL || G_IS_MENU_MODEL (menu));

  gtk_menu_button_set_menu_model (self->primary_menu_button, menu);
}

static void
fl_game_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FL_TYPE_GAME_PAGE);

  G_OBJECT_CLASS (fl_game_page_parent_class)->dispose (object);
}

static void
fl_game_page_class_init (FlGamePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = fl_game_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE_PATH "/ui/fl-game-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, window_title);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, status_page);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, players_label);
  gtk_widget_class_bind_template_child (widget_class, FlGamePage, primary_menu_button);
}

static void
fl_game_page_init (FlGamePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
