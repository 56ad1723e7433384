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
#define FL_ADVICE_MAX_OPTIONS 96

/**
 * FlAdvice:
 * @n_options: the choices the bot weighed
 * @best: the index of the one it takes
 * @n_worlds: the sampled deals of the unseen cards the values average
 *   over; 0 when there was nothing to weigh (a single choice)
 * @options: the choices
 * @values: for each choice, the average margin it gave the deciding seat
 *   (its side, in a partnership game) over its opponents, in points, to
 *   the end of the hand
 *
 * A bot's evaluation of a decision: what the tutor's hint shows, and what
 * its warnings compare the user's choice with.
 */
typedef struct
{
  guint    n_options;
  guint    best;
  guint    n_worlds;
  FlAction options[FL_ADVICE_MAX_OPTIONS];
  double   values[FL_ADVICE_MAX_OPTIONS];
} FlAdvice;

/**
 * FlBotInterface:
 * @choose_action: chooses the deciding seat's action from that seat's
 *   observation (rules->observe()); it never receives the full state
 * @advise: (nullable): weighs the choices as choose_action() does and
 *   says which it takes; returns %FALSE when the bot cannot say
 */
struct _FlBotInterface
{
  GTypeInterface parent_iface;

  void     (*choose_action) (FlBot         *self,
                             const FlRules *rules,
                             const void    *observation,
                             FlAction      *action);
  gboolean (*advise)        (FlBot         *self,
                             const FlRules *rules,
                             const void    *observation,
                             FlAdvice      *advice);
};

void    fl_bot_choose_action (FlBot          *self,
                              const FlRules  *rules,
                              const void     *observation,
                              FlAction       *action);
gboolean fl_bot_advise       (FlBot          *self,
                              const FlRules  *rules,
                              const void     *observation,
                              FlAdvice       *advice);
int     fl_advice_find       (const FlAdvice *advice,
                              const FlAction *action);
int     fl_advice_points_behind (const FlAdvice *advice,
                              guint           chosen);
char   *fl_advice_explain    (const FlAdvice *advice,
                              const FlRules  *rules,
                              const void     *observation);
char   *fl_advice_explain_choice (const FlAdvice *advice,
                              const FlRules  *rules,
                              const void     *observation,
                              guint           chosen);
FlBot  *fl_bot_new           (const char     *game_id,
                              const char     *strength,
                              guint64         seed,
                              GError        **error);

#define FL_TYPE_RANDOM_BOT (fl_random_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlRandomBot, fl_random_bot, FL, RANDOM_BOT, GObject)

FlBot  *fl_random_bot_new    (guint64         seed);

G_END_DECLS
