/* fl-flashpoint-game.c: a game of Flashpoint as an FlGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flashpoint-game.h"

struct _FlFlashpointGame
{
  FlGame parent_instance;
};

G_DEFINE_FINAL_TYPE (FlFlashpointGame, fl_flashpoint_game, FL_TYPE_GAME)

static void
fl_flashpoint_game_class_init (FlFlashpointGameClass *klass)
{
  FlGameClass *game_class = FL_GAME_CLASS (klass);

  game_class->rules = &fl_flashpoint_rules;
}

static void
fl_flashpoint_game_init (FlFlashpointGame *self)
{
  (void) self;
}

/**
 * fl_flashpoint_game_new:
 * @options: (nullable): valid options, or %NULL for the defaults
 *
 * Returns: (transfer full): a game of Flashpoint, dealt
 */
FlFlashpointGame *
fl_flashpoint_game_new (const FlOptions *options,
                        guint64          seed)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_new ("flashpoint", options, seed, &error);

  if (game == NULL)
    g_critical ("Invalid Flashpoint options: %s", error->message);

  return FL_FLASHPOINT_GAME (game);
}

const FlFlashpointState *
fl_flashpoint_game_get_state (FlFlashpointGame *self)
{
  g_return_val_if_fail (FL_IS_FLASHPOINT_GAME (self), NULL);

  return fl_game_get_state (FL_GAME (self));
}

int
fl_flashpoint_game_get_dealer (FlFlashpointGame *self)
{
  g_return_val_if_fail (FL_IS_FLASHPOINT_GAME (self), -1);

  return fl_flashpoint_game_get_state (self)->dealer;
}
