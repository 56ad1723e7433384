/* fl-card.h: cards, decks and sets of cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "fl-rng.h"

G_BEGIN_DECLS

/**
 * FlCard:
 *
 * A card is a small integer, its index in the table of the game's deck
 * (#FlDeck). Everything else about it (suit, rank, name, power) is in the
 * deck's #FlCardDesc for that index, so states stay small and plain.
 */
typedef guint8 FlCard;

#define FL_CARD_NONE ((FlCard) 0xff)
#define FL_DECK_MAX_CARDS 160

typedef enum
{
  FL_SUIT_CLUBS,
  FL_SUIT_DIAMONDS,
  FL_SUIT_HEARTS,
  FL_SUIT_SPADES,
  FL_SUIT_NONE,     /* jokers and suitless special cards */
} FlSuit;

#define FL_N_SUITS 4

/* Ranks of the standard cards; special cards keep the rank printed on them
 * (Flaps' QUACK is 0, its 1-cards are 1) or 0 for none. */
typedef enum
{
  FL_RANK_NONE = 0,
  FL_RANK_JACK = 11,
  FL_RANK_QUEEN = 12,
  FL_RANK_KING = 13,
  FL_RANK_ACE = 14,
} FlRank;

typedef enum
{
  FL_CARD_KIND_PLAIN,    /* an ordinary suit card */
  FL_CARD_KIND_JOKER,
  FL_CARD_KIND_SPECIAL,  /* a card with its own name and power (Flaps) */
} FlCardKind;

/**
 * FlCardDesc:
 * @code: a short stable name used in game records, e.g. "QS", "10H", "JKH"
 *   or "MEGA-FLAP"; unique within a deck
 * @name: for special cards and jokers, the untranslated English name (to be
 *   translated with the context "card name"); %NULL for plain cards, whose
 *   names come from rank and suit
 * @suit: an #FlSuit
 * @rank: an #FlRank or the printed number
 * @kind: an #FlCardKind
 * @copy: which copy of an identical card this is, from 0 (two packs have
 *   copies 0 and 1; Flaps has four of some cards)
 * @level: the Flaps level that adds this card, 0 for other decks
 * @power: a game-specific code for what the card does, 0 for none
 */
typedef struct
{
  const char *code;
  const char *name;
  guint8      suit;
  guint8      rank;
  guint8      kind;
  guint8      copy;
  guint8      level;
  guint8      power;
} FlCardDesc;

typedef enum
{
  FL_DECK_STANDARD_52,
  FL_DECK_PIQUET_32,
  FL_DECK_FLUME_46,
  FL_DECK_DOUBLE_104,
  FL_DECK_FLAPS_148,
  FL_N_DECKS,
} FlDeckId;

typedef struct
{
  const char       *id;
  guint             n_cards;
  const FlCardDesc *cards;
} FlDeck;

const FlDeck     *fl_deck_get              (FlDeckId      id);
const FlCardDesc *fl_deck_card             (const FlDeck *deck,
                                            FlCard        card);
FlCard            fl_deck_lookup           (const FlDeck *deck,
                                            const char   *code);
char             *fl_deck_card_label       (const FlDeck *deck,
                                            FlCard        card);

const char       *fl_suit_symbol           (FlSuit        suit);
const char       *fl_suit_name             (FlSuit        suit);
const char       *fl_rank_label            (guint         rank);

/* The standard 52-card pack: card = suit * 13 + (rank - 2). */
#define FL_STD_CARD(suit, rank) ((FlCard) ((suit) * 13 + (rank) - 2))
#define FL_STD_SUIT(card) ((FlSuit) ((card) / 13))
#define FL_STD_RANK(card) ((guint) ((card) % 13 + 2))

/**
 * FlCardSet:
 *
 * A set of up to 64 distinct cards as a bit set, bit i for card i: the
 * fastest hand for the 32-, 46- and 52-card games.
 */
typedef guint64 FlCardSet;

#define FL_CARD_SET_BIT(card) (G_GUINT64_CONSTANT (1) << (card))
#define FL_STD_SUIT_MASK(suit) (G_GUINT64_CONSTANT (0x1fff) << ((suit) * 13))

/* A portable bit count: the baseline x86-64 has no POPCNT instruction, and
 * libgcc's fallback is a function call. */
static inline guint
fl_card_set_count (FlCardSet set)
{
  set = set - ((set >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  set = (set & G_GUINT64_CONSTANT (0x3333333333333333)) + ((set >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  set = (set + (set >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((set * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

static inline FlCard
fl_card_set_lowest (FlCardSet set)
{
  return set ? (FlCard) __builtin_ctzll (set) : FL_CARD_NONE;
}

static inline FlCard
fl_card_set_highest (FlCardSet set)
{
  return set ? (FlCard) (63 - __builtin_clzll (set)) : FL_CARD_NONE;
}

/* The @n-th lowest card of @set, counting from 0; @n < count. */
static inline FlCard
fl_card_set_nth (FlCardSet set,
                 guint     n)
{
  while (n-- > 0)
    set &= set - 1;
  return (FlCard) __builtin_ctzll (set);
}

/**
 * FlCards:
 *
 * A set of distinct cards of any deck, up to %FL_DECK_MAX_CARDS, as three
 * 64-bit words (card i is bit i % 64 of word i / 64). The shared APIs take
 * it; a game of up to 64 cards keeps #FlCardSet in its state and converts
 * with fl_cards_from_set() and fl_cards_to_set().
 */
#define FL_CARDS_WORDS 3

typedef struct
{
  guint64 words[FL_CARDS_WORDS];
} FlCards;

G_STATIC_ASSERT (FL_CARDS_WORDS * 64 >= FL_DECK_MAX_CARDS);

#define FL_CARDS_EMPTY ((FlCards) { { 0, 0, 0 } })

static inline FlCards
fl_cards_from_set (FlCardSet set)
{
  return (FlCards) { { set, 0, 0 } };
}

/* Whether @cards fit in an #FlCardSet; stores them in @out when they do. */
static inline gboolean
fl_cards_to_set (const FlCards *cards,
                 FlCardSet     *out)
{
  if (cards->words[1] != 0 || cards->words[2] != 0)
    return FALSE;
  *out = cards->words[0];
  return TRUE;
}

static inline gboolean
fl_cards_has (const FlCards *cards,
              guint          card)
{
  return card < FL_CARDS_WORDS * 64
         && (cards->words[card / 64] & (G_GUINT64_CONSTANT (1) << (card % 64))) != 0;
}

static inline void
fl_cards_add (FlCards *cards,
              guint    card)
{
  g_return_if_fail (card < FL_DECK_MAX_CARDS);
  cards->words[card / 64] |= G_GUINT64_CONSTANT (1) << (card % 64);
}

static inline void
fl_cards_remove (FlCards *cards,
                 guint    card)
{
  if (card < FL_CARDS_WORDS * 64)
    cards->words[card / 64] &= ~(G_GUINT64_CONSTANT (1) << (card % 64));
}

static inline guint
fl_cards_count (const FlCards *cards)
{
  guint n = 0;

  for (guint w = 0; w < FL_CARDS_WORDS; w++)
    n += fl_card_set_count (cards->words[w]);
  return n;
}

static inline gboolean
fl_cards_is_empty (const FlCards *cards)
{
  return (cards->words[0] | cards->words[1] | cards->words[2]) == 0;
}

static inline gboolean
fl_cards_intersect (const FlCards *a,
                    const FlCards *b)
{
  return ((a->words[0] & b->words[0]) | (a->words[1] & b->words[1]) | (a->words[2] & b->words[2])) != 0;
}

static inline void
fl_cards_union (FlCards       *into,
                const FlCards *other)
{
  for (guint w = 0; w < FL_CARDS_WORDS; w++)
    into->words[w] |= other->words[w];
}

/* The lowest card of @cards from @from on, or %FL_CARD_NONE: iterate with
 * `for (c = fl_cards_next (s, 0); c != FL_CARD_NONE; c = fl_cards_next (s, c + 1))`. */
static inline FlCard
fl_cards_next (const FlCards *cards,
               guint          from)
{
  for (guint w = from / 64; w < FL_CARDS_WORDS; w++)
    {
      guint64 bits = cards->words[w];

      if (w == from / 64)
        bits &= ~G_GUINT64_CONSTANT (0) << (from % 64);
      if (bits != 0)
        return (FlCard) (w * 64 + (guint) __builtin_ctzll (bits));
    }
  return FL_CARD_NONE;
}

/**
 * FlDeal:
 * @n_hands: how many hands the deal gives (a game's seats, and a hand no
 *   seat owns such as Flunk's dummy, in the game's order)
 * @hands: the cards of each hand
 *
 * A deal chosen in advance, for lessons and tests: the cards each hand
 * holds when the first hand begins. Cards in no hand are where the game's
 * rules put undealt cards (a stock, a kitty), in the order the seed gives.
 * Each game's set_deal() says which deals its rules allow.
 */
#define FL_DEAL_MAX_HANDS 9

typedef struct
{
  guint   n_hands;
  FlCards hands[FL_DEAL_MAX_HANDS];
} FlDeal;

gboolean          fl_deal_check            (const FlDeal *deal,
                                            guint         deck_size,
                                            guint         n_hands,
                                            const guint  *sizes,
                                            FlCards      *dealt);

gboolean          fl_deal_constrained      (FlRng        *rng,
                                            guint         n_cards,
                                            const guint8 *allowed_seats,
                                            const guint8 *capacity,
                                            guint         n_seats,
                                            guint8       *out_seats);

G_END_DECLS
