/* fl-lesson-catalog.h: the lessons the app ships, by game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-engine.h"

G_BEGIN_DECLS

GPtrArray      *fl_lesson_catalog_list_game (const char *game_id);
const FlLesson *fl_lesson_catalog_lookup    (const char *lesson_id);
const FlLesson *fl_lesson_catalog_next      (const FlLesson *lesson);

G_END_DECLS
