/* fl-flunk-game.c: a game of Flunk as an FlGame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flunk"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-flunk-game.h"

struct _FlFlunkGame
{
  FlGame parent_instance;
};

G_DEFINE_FINAL_TYPE (FlFlunkGame, fl_flunk_game, FL_TYPE_GAME)

static void
fl_flunk_game_class_init (FlFlunkGameClass *klass)
{
  FlGameClass *game_class = FL_GAME_CLASS (klass);

  game_class->rules = &fl_flunk_rules;
}

static void
fl_flunk_game_init (FlFlunkGame *self)
{
  (void) self;
}

/**
 * fl_flunk_game_new:
 * @options: (nullable): valid options, or %NULL for the defaults
 *
 * Returns: (transfer full): a rubber of Flunk, dealt
 */
FlFlunkGame *
fl_flunk_game_new (const FlOptions *options,
                   guint64          seed)
{
  g_autoptr(GError) error = NULL;
  FlGame *game = fl_game_new ("flunk", options, seed, &error);

  if (game == NULL)
    g_critical ("Invalid Flunk options: %s", error->message);

  return FL_FLUNK_GAME (game);
}

const FlFlunkState *
fl_flunk_game_get_state (FlFlunkGame *self)
{
  g_return_val_if_fail (FL_IS_FLUNK_GAME (self), NULL);

  return fl_game_get_state (FL_GAME (self));
}

int
fl_flunk_game_get_dealer (FlFlunkGame *self)
{
  g_return_val_if_fail (FL_IS_FLUNK_GAME (self), -1);

  return fl_flunk_game_get_state (self)->dealer;
}

/**
 * fl_flunk_game_describe_contract:
 *
 * Returns: (transfer full) (nullable): the contract in words, or %NULL
 * while the dealer has not declared
 */
char *
fl_flunk_game_describe_contract (FlFlunkGame *self)
{
  const FlFlunkState *state;

  g_return_val_if_fail (FL_IS_FLUNK_GAME (self), NULL);

  state = fl_flunk_game_get_state (self);
  if (state->phase != FL_FLUNK_PHASE_PLAY)
    return NULL;

  return fl_flunk_describe_contract (state->type, state->bid, state->suit);
}
