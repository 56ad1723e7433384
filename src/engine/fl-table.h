/* fl-table.h: what the table shows one seat, described by each game
 *
 * The table views are shared by every game: they know places around a
 * table, cards face up or down, a trick in the middle and a score sheet,
 * and nothing of any game's rules. Each game fills an #FlTableView from
 * what one seat may see (its observation), so the views can never show a
 * hidden card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "fl-action.h"
#include "fl-card.h"
#include "fl-rules.h"

G_BEGIN_DECLS

/* Eight seats and one hand no seat owns (Flunk's dummy). */
#define FL_TABLE_MAX_PLACES (FL_MAX_SEATS + 1)
/* Whatever a game does, a place never holds more than the whole deck, and
 * a trick or contest at most every seat's share of an action's cards. */
#define FL_TABLE_MAX_CARDS FL_DECK_MAX_CARDS
#define FL_TABLE_MAX_TRICK (FL_MAX_SEATS * FL_ACTION_MAX_CARDS)
#define FL_TABLE_MAX_SHOWN FL_DECK_MAX_CARDS
#define FL_TABLE_MAX_SCORES FL_MAX_SEATS

/**
 * FlTablePlace:
 * @name: (owned): who sits here, translated ("West", "Dummy")
 * @status: (owned) (nullable): one short translated line about this place
 *   now ("Declared High 9 in hearts", "Flashed: twin"), or %NULL
 * @seat: the seat sitting here, or -1 for a hand no seat owns (the dummy)
 * @controller: the seat that plays this place's cards (the dummy's dealer)
 * @side: the partnership, from 0, or -1 in games without partners
 * @dealer: this place dealt the hand
 * @to_act: the game waits for this place (its cards or its decision)
 * @face_up: @cards lists the hand; otherwise only @n_cards is known
 * @n_cards: cards in the hand
 * @cards: the hand, in the game's preferred order, when @face_up
 * @n_won: tricks this place won in the hand (or cards in its winnings pile)
 * @n_shown: cards this place has shown the viewer (a Flashpoint flash)
 *   and still holds
 * @shown: those cards; a shown card once played is in the tricks instead
 */
typedef struct
{
  char     *name;
  char     *status;
  int       seat;
  int       controller;
  int       side;
  gboolean  dealer;
  gboolean  to_act;
  gboolean  face_up;
  guint     n_cards;
  FlCard    cards[FL_TABLE_MAX_CARDS];
  guint     n_won;
  guint     n_shown;
  FlCard    shown[FL_TABLE_MAX_SHOWN];
} FlTablePlace;

/**
 * FlTableTrick:
 * @n_cards: cards played to it so far
 * @cards: in play order
 * @places: for each card, the index in #FlTableView.places of who played it
 * @winner: the place index that won it, or -1 while it is open
 */
typedef struct
{
  guint   n_cards;
  FlCard  cards[FL_TABLE_MAX_TRICK];
  gint8   places[FL_TABLE_MAX_TRICK];
  int     winner;
} FlTableTrick;

/**
 * FlTableView:
 * @viewer: the seat the view is for
 * @n_places: how many places sit at the table
 * @places: in play order, starting with the viewer's own place; the views
 *   draw them around the table clockwise from the bottom
 * @trick: the trick being played (empty between tricks)
 * @last_trick: the trick finished before it this hand (empty before the first)
 * @caption: (owned) (nullable): what governs the play now, translated
 *   ("Hearts are trumps. South declared High 9."; a command in force)
 * @progress: (owned): where the game is, translated ("Deal 2 of 6")
 * @hand_number: the hand being played, from 0 (rules->hand_number())
 * @n_scores: columns of the score sheet: players, or sides
 * @score_names: (owned): each column's heading, translated
 * @scores: each column's total
 * @target: the score that ends the game, or 0 when the game ends otherwise
 * @place_score: for each place, its column in @scores, or -1
 *
 * Everything the table shows a seat, filled by fl_game_describe_table()
 * and released with fl_table_view_clear().
 */
struct _FlTableView
{
  int           viewer;
  guint         n_places;
  FlTablePlace  places[FL_TABLE_MAX_PLACES];
  FlTableTrick  trick;
  FlTableTrick  last_trick;
  char         *caption;
  char         *progress;
  int           hand_number;
  guint         n_scores;
  char         *score_names[FL_TABLE_MAX_SCORES];
  int           scores[FL_TABLE_MAX_SCORES];
  int           target;
  gint8         place_score[FL_TABLE_MAX_PLACES];
};

void  fl_table_view_init   (FlTableView       *view,
                            int                viewer);
void  fl_table_view_clear  (FlTableView       *view);
int   fl_table_view_find_seat (const FlTableView *view,
                            int                seat);
gboolean fl_table_trick_equal (const FlTableTrick *a,
                            const FlTableTrick *b);

G_END_DECLS
