/* fl-game-info.h: the catalogue of games Flourish knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "fl-rules.h"

G_BEGIN_DECLS

/**
 * FlGameInfo:
 *
 * What the start page, the command line and the help need to know about a
 * game before any rules are loaded: a stable id, translatable names, the
 * number of players and where its rules come from.
 */
typedef struct _FlGameInfo FlGameInfo;

guint              fl_game_info_get_n_games      (void);
const FlGameInfo  *fl_game_info_get_nth          (guint              index);
const FlGameInfo  *fl_game_info_lookup           (const char        *id);

const char        *fl_game_info_get_id           (const FlGameInfo  *info);
const char        *fl_game_info_get_name         (const FlGameInfo  *info);
const char        *fl_game_info_get_description  (const FlGameInfo  *info);
const char        *fl_game_info_get_players_text (const FlGameInfo  *info);
const char        *fl_game_info_get_players_short (const FlGameInfo *info);
guint              fl_game_info_get_min_players  (const FlGameInfo  *info);
guint              fl_game_info_get_max_players  (const FlGameInfo  *info);
gboolean           fl_game_info_has_partnerships (const FlGameInfo  *info);
const FlRules     *fl_game_info_get_rules       (const FlGameInfo  *info);
const char        *fl_game_info_get_designer     (const FlGameInfo  *info);
const char        *fl_game_info_get_source_file  (const FlGameInfo  *info);
const char        *fl_game_info_get_help_page    (const FlGameInfo  *info);

G_END_DECLS
