/* fl-lesson-catalog.c: the lessons the app ships, by game
 *
 * The lesson scripts of data/lessons/ are compiled into the app's
 * resources; they are read once, when first asked for, and kept for the
 * life of the process. A script that does not load is left out with a
 * warning (the test suite loads and runs every one).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-lesson-catalog"

#include "config.h"

#include <gio/gio.h>

#include "fl-lesson-catalog.h"

#define LESSONS_PATH "/io/github/flourish/Flourish/lessons/"

static int
compare_lessons (gconstpointer a,
                 gconstpointer b)
{
  const FlLesson *x = *(const FlLesson *const *) a;
  const FlLesson *y = *(const FlLesson *const *) b;
  int by_game = g_strcmp0 (fl_lesson_get_game_id (x), fl_lesson_get_game_id (y));

  if (by_game != 0)
    return by_game;
  return (fl_lesson_get_order (x) > fl_lesson_get_order (y)) - (fl_lesson_get_order (x) < fl_lesson_get_order (y));
}

/* Every lesson, by game and then in order. */
static GPtrArray *
all_lessons (void)
{
  static GPtrArray *lessons;
  g_auto(GStrv) names = NULL;

  if (lessons != NULL)
    return lessons;

  lessons = g_ptr_array_new ();
  names = g_resources_enumerate_children (LESSONS_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autofree char *path = g_strconcat (LESSONS_PATH, names[i], NULL);
      g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
      g_autoptr(GError) error = NULL;
      FlLesson *lesson;
      gsize size;
      const char *data;

      if (bytes == NULL || !g_str_has_suffix (names[i], ".lesson"))
        continue;
      data = g_bytes_get_data (bytes, &size);
      lesson = fl_lesson_new_from_data (data, (gssize) size, &error);
      if (lesson == NULL)
        {
          g_warning ("The lesson %s is left out: %s", names[i], error->message);
          continue;
        }
      g_ptr_array_add (lessons, lesson);
    }
  g_ptr_array_sort (lessons, compare_lessons);
  return lessons;
}

/**
 * fl_lesson_catalog_list_game:
 *
 * Returns: (transfer container) (element-type FlLesson): the lessons of
 *   the game @game_id, in their order; the catalogue keeps the lessons
 */
GPtrArray *
fl_lesson_catalog_list_game (const char *game_id)
{
  GPtrArray *lessons = all_lessons ();
  GPtrArray *list = g_ptr_array_new ();

  g_return_val_if_fail (game_id != NULL, list);

  for (guint i = 0; i < lessons->len; i++)
    if (g_strcmp0 (fl_lesson_get_game_id (lessons->pdata[i]), game_id) == 0)
      g_ptr_array_add (list, lessons->pdata[i]);
  return list;
}

/**
 * fl_lesson_catalog_lookup:
 *
 * Returns: (transfer none) (nullable): the lesson with the id @lesson_id
 */
const FlLesson *
fl_lesson_catalog_lookup (const char *lesson_id)
{
  GPtrArray *lessons = all_lessons ();

  for (guint i = 0; i < lessons->len; i++)
    if (g_strcmp0 (fl_lesson_get_id (lessons->pdata[i]), lesson_id) == 0)
      return lessons->pdata[i];
  return NULL;
}

/**
 * fl_lesson_catalog_next:
 *
 * Returns: (transfer none) (nullable): the lesson of the same game that
 *   follows @lesson, or %NULL after the last
 */
const FlLesson *
fl_lesson_catalog_next (const FlLesson *lesson)
{
  GPtrArray *lessons = all_lessons ();
  guint index;

  if (!g_ptr_array_find (lessons, lesson, &index) || index + 1 >= lessons->len)
    return NULL;
  if (g_strcmp0 (fl_lesson_get_game_id (lessons->pdata[index + 1]), fl_lesson_get_game_id (lesson)) != 0)
    return NULL;
  return lessons->pdata[index + 1];
}
