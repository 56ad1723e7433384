/* fl-bot.h: computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>

#include "fl-rules.h"

G_BEGIN_DECLS

#define FL_TYPE_BOT (fl_bot_get_type ())

G_DECLARE_INTERFACE (FlBot, fl_bot, FL, BOT, GObject)

/**
 * FlBotInterface:
 * @choose_action: chooses the deciding seat's action from that seat's
 *   observation (rules->observe()); it never receives the full state
 */
struct _FlBotInterface
{
  GTypeInterface parent_iface;

  void (*choose_action) (FlBot         *self,
                         const FlRules *rules,
                         const void    *observation,
                         FlAction      *action);
};

void    fl_bot_choose_action (FlBot          *self,
                              const FlRules  *rules,
                              const void     *observation,
                              FlAction       *action);
FlBot  *fl_bot_new           (const char     *game_id,
                              const char     *strength,
                              guint64         seed,
                              GError        **error);

#define FL_TYPE_RANDOM_BOT (fl_random_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlRandomBot, fl_random_bot, FL, RANDOM_BOT, GObject)

FlBot  *fl_random_bot_new    (guint64         seed);

G_END_DECLS
