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
  for (guint i = 0; i < view->n_zones && i < FL_TABLE_MAX_ZONES; i++)
    g_free (view->zones[i].label);
  for (guint i = 0; i < view->n_tags && i < FL_TABLE_MAX_TAGS; i++)
    g_free (view->tags[i].label);
  g_free (view->caption);
  g_free (view->progress);
  fl_table_view_init (view, viewer);
}

/**
 * fl_table_view_add_tag:
 * @card: a card the game names in this hand
 * @label: its short name, translated (copied)
 *
 * Names @card wherever it lies face up ("Right bower"). No more than
 * %FL_TABLE_MAX_TAGS cards are named.
 */
void
fl_table_view_add_tag (FlTableView *view,
                       FlCard       card,
                       const char  *label)
{
  g_return_if_fail (view != NULL && label != NULL);
  g_return_if_fail (view->n_tags < FL_TABLE_MAX_TAGS);

  view->tags[view->n_tags].card = card;
  view->tags[view->n_tags].label = g_strdup (label);
  view->n_tags++;
}

/**
 * fl_table_view_get_tag:
 *
 * Returns: (nullable): the name @view gives @card, or %NULL
 */
const char *
fl_table_view_get_tag (const FlTableView *view,
                       FlCard             card)
{
  g_return_val_if_fail (view != NULL, NULL);

  for (guint i = 0; i < view->n_tags && i < FL_TABLE_MAX_TAGS; i++)
    if (view->tags[i].card == card)
      return view->tags[i].label;
  return NULL;
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
 * fl_table_view_add_zone:
 * @kind: an #FlZoneKind
 * @place: the place it lies in front of, or -1 for the middle
 *
 * Adds an empty zone to @view, or fails loudly when @view has no room
 * left (the tests make that fatal): a zone is never dropped in silence.
 *
 * Returns: (transfer none) (nullable): the zone, to fill
 */
FlTableZone *
fl_table_view_add_zone (FlTableView *view,
                        FlZoneKind   kind,
                        int          place)
{
  FlTableZone *zone;

  g_return_val_if_fail (view != NULL, NULL);
  g_return_val_if_fail (view->n_zones < FL_TABLE_MAX_ZONES, NULL);
  g_return_val_if_fail (place >= -1 && place < FL_TABLE_MAX_PLACES, NULL);

  zone = &view->zones[view->n_zones++];
  memset (zone, 0, sizeof *zone);
  zone->kind = kind;
  zone->place = place;
  zone->winner = -1;
  return zone;
}

/**
 * fl_table_view_find_zone:
 * @place: the place it lies in front of, or -1 for the middle
 *
 * Returns: (transfer none) (nullable): the first zone of @kind at @place
 */
const FlTableZone *
fl_table_view_find_zone (const FlTableView *view,
                         FlZoneKind         kind,
                         int                place)
{
  g_return_val_if_fail (view != NULL, NULL);

  for (guint i = 0; i < view->n_zones; i++)
    if (view->zones[i].kind == (int) kind && view->zones[i].place == place)
      return &view->zones[i];
  return NULL;
}

/**
 * fl_table_zone_add_card:
 * @card: a card, or %FL_CARD_NONE for one lying face down
 * @place: the place that put it there, or -1
 *
 * Lists one more card of @zone (and counts it), or fails loudly when the
 * zone is full.
 */
void
fl_table_zone_add_card (FlTableZone *zone,
                        FlCard       card,
                        int          place)
{
  g_return_if_fail (zone != NULL);
  g_return_if_fail (zone->n_listed < FL_TABLE_MAX_ZONE_CARDS);

  zone->cards[zone->n_listed] = card;
  zone->places[zone->n_listed] = (gint8) place;
  zone->n_listed++;
  zone->n_cards = MAX (zone->n_cards, zone->n_listed);
}

/**
 * fl_table_zone_equal:
 *
 * Returns: whether @a and @b hold the same cards from the same places,
 *   with the same winner and value, whatever their kinds and labels: the
 *   trick just finished is the same as the last trick
 */
gboolean
fl_table_zone_equal (const FlTableZone *a,
                     const FlTableZone *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->n_cards == b->n_cards
         && a->n_listed == b->n_listed && a->winner == b->winner && a->value == b->value
         && memcmp (a->cards, b->cards, a->n_listed * sizeof a->cards[0]) == 0
         && memcmp (a->places, b->places, a->n_listed * sizeof a->places[0]) == 0;
}

static const FlTableZone no_zone = { .place = -1, .winner = -1 };

/**
 * fl_table_view_get_trick:
 *
 * Returns: (transfer none): the trick in the middle (its #FL_ZONE_TRICK),
 *   or an empty zone when the game has none now
 */
const FlTableZone *
fl_table_view_get_trick (const FlTableView *view)
{
  const FlTableZone *zone = fl_table_view_find_zone (view, FL_ZONE_TRICK, -1);

  return zone != NULL ? zone : &no_zone;
}

/**
 * fl_table_view_get_last_trick:
 *
 * Returns: (transfer none): the trick finished before it (its
 *   #FL_ZONE_LAST_TRICK), or an empty zone
 */
const FlTableZone *
fl_table_view_get_last_trick (const FlTableView *view)
{
  const FlTableZone *zone = fl_table_view_find_zone (view, FL_ZONE_LAST_TRICK, -1);

  return zone != NULL ? zone : &no_zone;
}

/**
 * fl_table_view_is_partner:
 * @place: one of @view's places
 *
 * Returns: whether @place is the viewer's partner: another place on the
 *   viewer's side (the first place is the viewer's own)
 */
gboolean
fl_table_view_is_partner (const FlTableView *view,
                          guint              place)
{
  g_return_val_if_fail (view != NULL, FALSE);

  if (place == 0 || place >= view->n_places)
    return FALSE;
  return view->places[place].side >= 0 && view->places[place].side == view->places[0].side;
}
