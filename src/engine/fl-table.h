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
/* Whatever a game does, a place never holds more than the whole deck. */
#define FL_TABLE_MAX_CARDS FL_DECK_MAX_CARDS
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
 * FlZoneKind:
 * @FL_ZONE_TRICK: the cards in the middle being played to: a trick, a
 *   contest, a side game; each card face up or down, with who put it
 * @FL_ZONE_LAST_TRICK: the trick finished before it, with its winner
 * @FL_ZONE_STOCK: a face-down pile to draw from: only its count
 * @FL_ZONE_DISCARD: a face-up pile: its count and top cards, top last
 * @FL_ZONE_PILE: a pile in front of @place (or in the middle, place -1):
 *   face down, some turned up (Flaps' piles, its Mystery pile)
 * @FL_ZONE_WON: the cards @place has won, face down: a count
 * @FL_ZONE_CALLED_SUIT: a suit called or named: @value is an #FlSuit
 * @FL_ZONE_DIRECTION: which way play goes: @value 1 clockwise (to the
 *   left), -1 anticlockwise
 * @FL_ZONE_PENALTY: a penalty pending: @value cards to draw, by @place
 *   or by whoever it falls to (-1)
 *
 * What lies on the table besides the hands, the way a player sees it.
 */
typedef enum
{
  FL_ZONE_TRICK,
  FL_ZONE_LAST_TRICK,
  FL_ZONE_STOCK,
  FL_ZONE_DISCARD,
  FL_ZONE_PILE,
  FL_ZONE_WON,
  FL_ZONE_CALLED_SUIT,
  FL_ZONE_DIRECTION,
  FL_ZONE_PENALTY,
  FL_N_ZONE_KINDS,
} FlZoneKind;

/* Every place may have a pile and a won pile, and the middle a few zones. */
#define FL_TABLE_MAX_ZONES (2 * FL_TABLE_MAX_PLACES + 8)
#define FL_TABLE_MAX_ZONE_CARDS FL_DECK_MAX_CARDS

/**
 * FlTableZone:
 * @kind: an #FlZoneKind
 * @place: the index in #FlTableView.places of the place it belongs to or
 *   lies in front of, or -1 for the middle of the table
 * @label: (owned) (nullable): its name, translated ("Stock", "Mystery
 *   pile"), for the screen and screen readers; %NULL for the kind's own
 * @n_cards: cards in it, seen or not
 * @n_listed: how many of them @cards lists: all of a trick, the top of a
 *   discard pile, every card of a pile; none of a stock
 * @cards: the listed cards, %FL_CARD_NONE for one lying face down
 * @places: for each listed card, the place that put it there, or -1
 * @winner: the place that won it (a trick), or -1
 * @winner_whole: every card @winner put there is marked as winning (a
 *   contest of combinations), not only its first (a trick)
 * @reveal_together: when cards lying face down here are turned up, they
 *   are all turned at once (challenges shown together); otherwise one
 *   place's cards after another, in the order listed
 * @value: what a @kind without cards shows (a suit, a direction, a count)
 */
typedef struct
{
  int     kind;
  int     place;
  char   *label;
  guint   n_cards;
  guint   n_listed;
  FlCard  cards[FL_TABLE_MAX_ZONE_CARDS];
  gint8   places[FL_TABLE_MAX_ZONE_CARDS];
  int     winner;
  gboolean winner_whole;
  gboolean reveal_together;
  int     value;
} FlTableZone;

#define FL_TABLE_MAX_TAGS 4

/**
 * FlTableTag:
 * @card: a card
 * @label: (owned): what it is in this hand, a short translated name
 *   shown on its face and read with its name ("Right bower")
 */
typedef struct
{
  FlCard  card;
  char   *label;
} FlTableTag;

/**
 * FlTableView:
 * @viewer: the seat the view is for
 * @n_places: how many places sit at the table
 * @places: in play order, starting with the viewer's own place; the views
 *   draw them around the table clockwise from the bottom
 * @n_zones: how many of @zones are used
 * @zones: what lies on the table besides the hands (#FlTableZone), in the
 *   order the game gives them
 * @caption: (owned) (nullable): what governs the play now, translated
 *   ("Hearts are trumps. South declared High 9."; a command in force)
 * @progress: (owned): where the game is, translated ("Deal 2 of 6")
 * @hand_number: the hand being played, from 0 (rules->hand_number())
 * @n_scores: columns of the score sheet: players, or sides
 * @score_names: (owned): each column's heading, translated
 * @scores: each column's total
 * @target: the score that ends the game, or 0 when the game ends otherwise
 * @place_score: for each place, its column in @scores, or -1
 * @n_tags: how many of @tags are used
 * @tags: cards the game names wherever they lie face up (#FlTableTag):
 *   Flume's bowers once trumps are named
 * @rounds: the game is played in rounds of contests (Flaunt), not hands
 *   of tricks: the summary, the tutor and the last-trick button say so
 * @won_cards: each place's @n_won counts cards won, not tricks
 *
 * Everything the table shows a seat, filled by fl_game_describe_table()
 * and released with fl_table_view_clear().
 */
struct _FlTableView
{
  int           viewer;
  guint         n_places;
  FlTablePlace  places[FL_TABLE_MAX_PLACES];
  guint         n_zones;
  FlTableZone   zones[FL_TABLE_MAX_ZONES];
  char         *caption;
  char         *progress;
  int           hand_number;
  guint         n_scores;
  char         *score_names[FL_TABLE_MAX_SCORES];
  int           scores[FL_TABLE_MAX_SCORES];
  int           target;
  gint8         place_score[FL_TABLE_MAX_PLACES];
  guint         n_tags;
  FlTableTag    tags[FL_TABLE_MAX_TAGS];
  gboolean      rounds;
  gboolean      won_cards;
};

void  fl_table_view_init   (FlTableView       *view,
                            int                viewer);
void  fl_table_view_clear  (FlTableView       *view);
int   fl_table_view_find_seat (const FlTableView *view,
                            int                seat);

FlTableZone *fl_table_view_add_zone  (FlTableView       *view,
                                      FlZoneKind         kind,
                                      int                place);
const FlTableZone *fl_table_view_find_zone (const FlTableView *view,
                                      FlZoneKind         kind,
                                      int                place);
void  fl_table_zone_add_card (FlTableZone       *zone,
                              FlCard             card,
                              int                place);
gboolean fl_table_zone_equal (const FlTableZone *a,
                              const FlTableZone *b);
const FlTableZone *fl_table_view_get_trick (const FlTableView *view);
const FlTableZone *fl_table_view_get_last_trick (const FlTableView *view);
gboolean           fl_table_view_is_partner     (const FlTableView *view,
                                                 guint              place);
void               fl_table_view_add_tag        (FlTableView       *view,
                                                 FlCard             card,
                                                 const char        *label);
const char        *fl_table_view_get_tag        (const FlTableView *view,
                                                 FlCard             card);

G_END_DECLS
