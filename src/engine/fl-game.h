/* fl-game.h: a game in progress, as a GObject for the table and front ends
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "fl-action.h"
#include "fl-rules.h"
#include "fl-table.h"

G_BEGIN_DECLS

#define FL_GAME_ERROR (fl_game_error_quark ())

typedef enum
{
  FL_GAME_ERROR_ILLEGAL_ACTION,
  FL_GAME_ERROR_INVALID_OPTION,
  FL_GAME_ERROR_UNKNOWN_GAME,
  FL_GAME_ERROR_INVALID_RECORD,
  FL_GAME_ERROR_CANNOT_UNDO,
  FL_GAME_ERROR_NEWER_VERSION,
} FlGameError;

#define FL_GAME_RECORD_FORMAT "flourish-game-record"
#define FL_GAME_RECORD_VERSION 2
#define FL_GAME_RECORD_MAX_BYTES (16 * 1024 * 1024)
/* Bounds on what reading a record may cost. The longest games take a few
 * thousand moves (a 30-deal Flunk rubber about 1,600); a move is about ten
 * brackets, commas and colons (thirty with all 24 cards), counted by
 * fl_json_parse() before anything is parsed. */
#define FL_GAME_RECORD_MAX_ACTIONS 20000
#define FL_GAME_RECORD_MAX_DEPTH 16
#define FL_GAME_RECORD_MAX_TOKENS (12 * FL_GAME_RECORD_MAX_ACTIONS + 1024)

#define FL_TYPE_GAME (fl_game_get_type ())

G_DECLARE_DERIVABLE_TYPE (FlGame, fl_game, FL, GAME, GObject)

/**
 * FlGameClass:
 *
 * Every game is an #FlGame holding its rules (fl_rules_lookup()): a game
 * needs no class of its own.
 */
struct _FlGameClass
{
  GObjectClass   parent_class;

  /*< private >*/
  gpointer       padding[8];
};

GQuark          fl_game_error_quark        (void);

FlGame         *fl_game_new                (const char       *id,
                                            const FlOptions  *options,
                                            guint64           seed,
                                            GError          **error);
FlGame         *fl_game_load_from_data     (const char       *data,
                                            gssize            length,
                                            GError          **error);
FlGame         *fl_game_load_from_json     (JsonNode         *node,
                                            GError          **error);
FlGame         *fl_game_load_from_file     (const char       *path,
                                            GError          **error);
char           *fl_game_save_to_data       (FlGame           *self,
                                            gsize            *length);
gboolean        fl_game_save_to_file       (FlGame           *self,
                                            const char       *path,
                                            GError          **error);

FlGame         *fl_game_new_from_start     (FlGame           *self);
gboolean        fl_game_set_deal           (FlGame           *self,
                                            const FlDeal     *deal,
                                            GError          **error);
const FlRules  *fl_game_get_rules          (FlGame           *self);
const char     *fl_game_get_id             (FlGame           *self);
guint64         fl_game_get_seed           (FlGame           *self);
const FlOptions *fl_game_get_options       (FlGame           *self);
guint           fl_game_get_n_seats        (FlGame           *self);
const void     *fl_game_get_state          (FlGame           *self);

FlPhase         fl_game_get_phase          (FlGame           *self);
int             fl_game_get_current_seat   (FlGame           *self);
FlDecisionKind  fl_game_get_decision       (FlGame           *self);
gboolean        fl_game_is_over            (FlGame           *self);
int             fl_game_get_score          (FlGame           *self,
                                            guint             seat);

GArray         *fl_game_list_legal_actions (FlGame           *self);
void            fl_game_get_action_cards   (FlGame           *self,
                                            FlCards          *cards);
gboolean        fl_game_check_action       (FlGame           *self,
                                            const FlAction   *action,
                                            GError          **error);
gboolean        fl_game_apply              (FlGame           *self,
                                            const FlAction   *action,
                                            GError          **error);
const FlEvents *fl_game_get_last_events    (FlGame           *self);
void            fl_game_see_last_events    (FlGame           *self,
                                            int               viewer,
                                            FlEvents         *events);

guint           fl_game_get_n_actions      (FlGame           *self);
const FlAction *fl_game_get_action         (FlGame           *self,
                                            guint             index);
gboolean        fl_game_undo_to            (FlGame           *self,
                                            guint             n_actions,
                                            GError          **error);
gboolean        fl_game_undo               (FlGame           *self,
                                            int               seat,
                                            GError          **error);

void            fl_game_observe            (FlGame           *self,
                                            int               seat,
                                            void             *observation);
void            fl_game_describe_table     (FlGame           *self,
                                            int               viewer,
                                            FlTableView      *view);
char          **fl_game_explain_options    (FlGame           *self,
                                            int               seat);
char          **fl_game_explain_card       (FlGame           *self,
                                            int               seat,
                                            FlCard            card);
char          **fl_game_explain_status     (FlGame           *self,
                                            int               seat);
char           *fl_game_explain_cost       (FlGame           *self,
                                            const FlAction   *action);
char           *fl_game_describe_action    (FlGame           *self,
                                            const FlAction   *action);
char           *fl_game_describe_event     (FlGame           *self,
                                            const FlEvent    *event,
                                            int               viewer);
int             fl_game_get_side           (FlGame           *self,
                                            int               viewer,
                                            int               seat);

/**
 * FlGameSnapshot:
 *
 * A game as it stands, kept as its start and its record of actions: what a
 * worker thread needs to make its own copy of the game
 * (fl_game_snapshot_replay()), since an #FlGame is not to be shared
 * between threads. Taking one costs a copy of the actions, no replay.
 */
typedef struct _FlGameSnapshot FlGameSnapshot;

FlGameSnapshot *fl_game_snapshot_new       (FlGame           *game);
void            fl_game_snapshot_free      (FlGameSnapshot   *self);
guint           fl_game_snapshot_get_n_actions (const FlGameSnapshot *self);
const FlAction *fl_game_snapshot_get_action (const FlGameSnapshot *self,
                                            guint             index);
FlGame         *fl_game_snapshot_get_start (const FlGameSnapshot *self);
FlGame         *fl_game_snapshot_replay    (const FlGameSnapshot *self,
                                            guint             n_actions,
                                            GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FlGameSnapshot, fl_game_snapshot_free)

G_END_DECLS
