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
 * FlAdvice:
 * @n_options: the choices the bot weighed, however many the decision has
 * @best: the index of the one it takes
 * @n_worlds: the sampled deals of the unseen cards the values average
 *   over; 0 when there was nothing to weigh (a single choice)
 * @estimated: each deal was played out only to the end of the choice's
 *   own exchange (Flaunt's contest) and the rest estimated (the cards kept
 *   in hand), not played out to the end of the hand
 * @options: (array length=n_options): the choices
 * @values: (array length=n_options): for each choice, the average margin
 *   it gave the deciding seat (its side, in a partnership game) over its
 *   opponents, in points, to the end of the hand
 *
 * A bot's evaluation of a decision: what the tutor's hint shows, and what
 * its warnings compare the user's choice with. The arrays grow to hold
 * every choice; a zero-filled FlAdvice is empty. Make one with
 * fl_advice_new() and free it with fl_advice_free(), or clear one on the
 * stack with fl_advice_clear() (`g_auto(FlAdvice) advice = { 0 };`).
 */
typedef struct
{
  guint     n_options;
  guint     best;
  guint     n_worlds;
  gboolean  estimated;
  FlAction *options;
  double   *values;

  /*< private >*/
  guint     allocated;
} FlAdvice;

/**
 * FlBotInterface:
 * @choose_action: (nullable): chooses the deciding seat's action from
 *   that seat's observation (rules->observe()); it never receives the full
 *   state. %NULL takes the best choice of advise().
 * @advise: (nullable): weighs the choices as choose_action() does and
 *   says which it takes, filling an empty FlAdvice; returns %FALSE when
 *   the bot cannot say
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
FlAdvice *fl_advice_new      (void);
void    fl_advice_free       (FlAdvice       *advice);
void    fl_advice_clear      (FlAdvice       *advice);
void    fl_advice_reset      (FlAdvice       *advice);
guint   fl_advice_add        (FlAdvice       *advice,
                              const FlAction *option,
                              double          value);
void    fl_advice_add_legal  (FlAdvice       *advice,
                              const FlRules  *rules,
                              const void     *observation);
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlAdvice, fl_advice_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (FlAdvice, fl_advice_clear)

#define FL_TYPE_RANDOM_BOT (fl_random_bot_get_type ())

G_DECLARE_FINAL_TYPE (FlRandomBot, fl_random_bot, FL, RANDOM_BOT, GObject)

FlBot  *fl_random_bot_new    (guint64         seed);

G_END_DECLS
