/* fl-table.c: the table's view of a game, shared by every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "fl-table.h"

/**
 * fl_table_view_init:
 * @view: (out caller-allocates): the view to fill
 * @viewer: the seat it is for
 *
 * Empties @view: no places, empty tricks, no strings.
 */
void
fl_table_view_init (FlTableView *view,
                    int          viewer)
{
  g_return_if_fail (view != NULL);

  memset (view, 0, sizeof *view);
  view->viewer = viewer;
  view->trick.winner = -1;
  view->last_trick.winner = -1;
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      view->places[i].seat = -1;
      view->places[i].controller = -1;
      view->places[i].side = -1;
      view->place_score[i] = -1;
    }
}

/**
 * fl_table_view_clear:
 *
 * Frees the strings of @view and empties it again for the same viewer.
 */
void
fl_table_view_clear (FlTableView *view)
{
  int viewer;

  g_return_if_fail (view != NULL);

  viewer = view->viewer;
  for (guint i = 0; i < FL_TABLE_MAX_PLACES; i++)
    {
      g_free (view->places[i].name);
      g_free (view->places[i].status);
    }
  for (guint i = 0; i < FL_TABLE_MAX_SCORES; i++)
    g_free (view->score_names[i]);
  g_free (view->caption);
  g_free (view->progress);
  fl_table_view_init (view, viewer);
}

/**
 * fl_table_view_find_seat:
 *
 * Returns: the index of the place where @seat sits, or -1
 */
int
fl_table_view_find_seat (const FlTableView *view,
                         int                seat)
{
  g_return_val_if_fail (view != NULL, -1);

  for (guint i = 0; i < view->n_places; i++)
    if (view->places[i].seat == seat)
      return (int) i;
  return -1;
}

/**
 * fl_table_trick_equal:
 *
 * Returns: whether @a and @b hold the same cards from the same places,
 *   with the same winner
 */
gboolean
fl_table_trick_equal (const FlTableTrick *a,
                      const FlTableTrick *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->n_cards == b->n_cards && a->winner == b->winner
         && memcmp (a->cards, b->cards, a->n_cards * sizeof a->cards[0]) == 0
         && memcmp (a->places, b->places, a->n_cards * sizeof a->places[0]) == 0;
}
