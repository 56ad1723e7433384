/* fl-bot.c: the bot interface and the random bot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-bot"

#include "config.h"

#include <glib/gi18n-lib.h>

#include "fl-bot.h"
#include "fl-game.h"
#include "flashpoint/fl-flashpoint-bot.h"
#include "flunk/fl-flunk-bot.h"

G_DEFINE_INTERFACE (FlBot, fl_bot, G_TYPE_OBJECT)

static void
fl_bot_default_init (FlBotInterface *iface)
{
  (void) iface;
}

/**
 * fl_bot_choose_action:
 * @observation: the deciding seat's observation
 * @action: (out caller-allocates): the chosen action, legal in the game
 */
void
fl_bot_choose_action (FlBot         *self,
                      const FlRules *rules,
                      const void    *observation,
                      FlAction      *action)
{
  g_return_if_fail (FL_IS_BOT (self));

  FL_BOT_GET_IFACE (self)->choose_action (self, rules, observation, action);
}

/**
 * fl_bot_new:
 * @game_id: the game the bot plays
 * @strength: "random" or "heuristic"
 * @seed: the seed of the bot's own choices
 *
 * Returns: (transfer full) (nullable): a bot, or %NULL with @error set
 */
FlBot *
fl_bot_new (const char  *game_id,
            const char  *strength,
            guint64      seed,
            GError     **error)
{
  if (fl_rules_lookup (game_id) == NULL)
    {
      g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_UNKNOWN_GAME,
                   _("There is no game “%s” to play."), game_id ? game_id : "");
      return NULL;
    }

  if (g_strcmp0 (strength, "random") == 0)
    return fl_random_bot_new (seed);

  if (g_strcmp0 (strength, "heuristic") == 0 && g_strcmp0 (game_id, "flunk") == 0)
    return fl_flunk_bot_new (seed);
  if (g_strcmp0 (strength, "heuristic") == 0 && g_strcmp0 (game_id, "flashpoint") == 0)
    return fl_flashpoint_bot_new (seed);

  g_set_error (error, FL_GAME_ERROR, FL_GAME_ERROR_INVALID_OPTION,
               /* Translators: %s is what was asked for; “random” and “heuristic” are not translated. */
               _("There is no bot “%s”: choose “random” or “heuristic”."), strength ? strength : "");
  return NULL;
}

/* The random bot: a uniformly random legal action. */

struct _FlRandomBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_random_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlRandomBot, fl_random_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_random_bot_iface_init))

static void
fl_random_bot_choose_action (FlBot         *bot,
                             const FlRules *rules,
                             const void    *observation,
                             FlAction      *action)
{
  FlRandomBot *self = FL_RANDOM_BOT (bot);

  rules->random_action (observation, &self->rng, action);
}

static void
fl_random_bot_iface_init (FlBotInterface *iface)
{
  iface->choose_action = fl_random_bot_choose_action;
}

static void
fl_random_bot_class_init (FlRandomBotClass *klass)
{
  (void) klass;
}

static void
fl_random_bot_init (FlRandomBot *self)
{
  fl_rng_init (&self->rng, 0, 1);
}

FlBot *
fl_random_bot_new (guint64 seed)
{
  FlRandomBot *self = g_object_new (FL_TYPE_RANDOM_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x52616e646f6d)); /* "Random" */
  return FL_BOT (self);
}
