/* fl-card.c: cards, decks and sets of cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-card"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-card.h"
#include "fl-deck-flaps.h"

static const char *const suit_letters = "CDHS";

const char *
fl_suit_symbol (FlSuit suit)
{
  static const char *const symbols[] = { "♣", "♦", "♥", "♠", "" };

  g_return_val_if_fail (suit <= FL_SUIT_NONE, "");

  return symbols[suit];
}

const char *
fl_suit_name (FlSuit suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return C_("suit", "clubs");
    case FL_SUIT_DIAMONDS:
      return C_("suit", "diamonds");
    case FL_SUIT_HEARTS:
      return C_("suit", "hearts");
    case FL_SUIT_SPADES:
      return C_("suit", "spades");
    case FL_SUIT_NONE:
    default:
      return C_("suit", "no suit");
    }
}

/* The index printed in a card's corner. */
const char *
fl_rank_label (guint rank)
{
  static const char *const numbers[] = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" };

  switch (rank)
    {
    case FL_RANK_JACK:
      return C_("card rank", "J");
    case FL_RANK_QUEEN:
      return C_("card rank", "Q");
    case FL_RANK_KING:
      return C_("card rank", "K");
    case FL_RANK_ACE:
      return C_("card rank", "A");
    default:
      return rank < G_N_ELEMENTS (numbers) ? numbers[rank] : "?";
    }
}

/* Plain decks are generated once: their codes are rank + suit letter
 * ("10H", "QS"), with a "/2" suffix on the second copy of two packs so that
 * every code stays unique. */
typedef struct
{
  FlDeck     deck;
  FlCardDesc cards[FL_DECK_MAX_CARDS];
  char       codes[FL_DECK_MAX_CARDS][8];
} PlainDeck;

static PlainDeck plain_decks[FL_N_DECKS];

static void
plain_deck_add (PlainDeck *pd,
                FlSuit     suit,
                guint      rank,
                FlCardKind kind,
                guint      copy,
                const char *code,
                const char *name)
{
  FlCardDesc *desc = &pd->cards[pd->deck.n_cards];
  char *buf = pd->codes[pd->deck.n_cards];

  if (code != NULL)
    g_strlcpy (buf, code, sizeof pd->codes[0]);
  else
    {
      const char *rank_code = rank == FL_RANK_ACE ? "A" : rank == FL_RANK_KING ? "K" :
                              rank == FL_RANK_QUEEN ? "Q" : rank == FL_RANK_JACK ? "J" : NULL;

      if (rank_code != NULL)
        g_snprintf (buf, sizeof pd->codes[0], "%s%c%s", rank_code, suit_letters[suit], copy ? "/2" : "");
      else
        g_snprintf (buf, sizeof pd->codes[0], "%u%c%s", rank, suit_letters[suit], copy ? "/2" : "");
    }

  desc->code = buf;
  desc->name = name;
  desc->suit = suit;
  desc->rank = rank;
  desc->kind = kind;
  desc->copy = copy;
  desc->level = 0;
  desc->power = 0;
  pd->deck.n_cards++;
}

static void
build_plain_decks (void)
{
  PlainDeck *pd;

  /* 52: suit-major, 2 up to ace, so card = suit * 13 + rank - 2. */
  pd = &plain_decks[FL_DECK_STANDARD_52];
  pd->deck.id = "standard-52";
  for (guint s = 0; s < FL_N_SUITS; s++)
    for (guint r = 2; r <= FL_RANK_ACE; r++)
      plain_deck_add (pd, s, r, FL_CARD_KIND_PLAIN, 0, NULL, NULL);

  /* 32 (Flashpoint): 7 up to ace in each suit, card = suit * 8 + rank - 7. */
  pd = &plain_decks[FL_DECK_PIQUET_32];
  pd->deck.id = "piquet-32";
  for (guint s = 0; s < FL_N_SUITS; s++)
    for (guint r = 7; r <= FL_RANK_ACE; r++)
      plain_deck_add (pd, s, r, FL_CARD_KIND_PLAIN, 0, NULL, NULL);

  /* 46 (Flume): no threes or fours, eleven cards a suit, then the two
   * jokers, one of them marked high (004: "Deck"). */
  pd = &plain_decks[FL_DECK_FLUME_46];
  pd->deck.id = "flume-46";
  for (guint s = 0; s < FL_N_SUITS; s++)
    for (guint r = 2; r <= FL_RANK_ACE; r++)
      if (r != 3 && r != 4)
        plain_deck_add (pd, s, r, FL_CARD_KIND_PLAIN, 0, NULL, NULL);
  plain_deck_add (pd, FL_SUIT_NONE, 0, FL_CARD_KIND_JOKER, 0, "JKL", NC_("card name", "Low Joker"));
  plain_deck_add (pd, FL_SUIT_NONE, 1, FL_CARD_KIND_JOKER, 0, "JKH", NC_("card name", "High Joker"));

  /* 104 (Flaunt with two packs): two identical 52-card packs, the second
   * after the first, so card % 52 is the card's standard index. */
  pd = &plain_decks[FL_DECK_DOUBLE_104];
  pd->deck.id = "double-104";
  for (guint c = 0; c < 2; c++)
    for (guint s = 0; s < FL_N_SUITS; s++)
      for (guint r = 2; r <= FL_RANK_ACE; r++)
        plain_deck_add (pd, s, r, FL_CARD_KIND_PLAIN, c, NULL, NULL);

  for (guint d = 0; d < FL_N_DECKS; d++)
    plain_decks[d].deck.cards = plain_decks[d].cards;
}

/**
 * fl_deck_get:
 * @id: which deck
 *
 * Returns: (transfer none): the deck's table of cards, built on first use
 */
const FlDeck *
fl_deck_get (FlDeckId id)
{
  static gsize initialized = 0;

  g_return_val_if_fail (id < FL_N_DECKS, NULL);

  if (g_once_init_enter (&initialized))
    {
      build_plain_decks ();
      g_once_init_leave (&initialized, 1);
    }

  if (id == FL_DECK_FLAPS_148)
    return _fl_deck_flaps ();

  return &plain_decks[id].deck;
}

const FlCardDesc *
fl_deck_card (const FlDeck *deck,
              FlCard        card)
{
  g_return_val_if_fail (deck != NULL, NULL);

  if (card >= deck->n_cards)
    return NULL;

  return &deck->cards[card];
}

/**
 * fl_deck_lookup:
 * @deck: a deck
 * @code: a card code as in game records
 *
 * Returns: the card with that code, or %FL_CARD_NONE
 */
FlCard
fl_deck_lookup (const FlDeck *deck,
                const char   *code)
{
  g_return_val_if_fail (deck != NULL, FL_CARD_NONE);

  if (code == NULL)
    return FL_CARD_NONE;

  for (guint i = 0; i < deck->n_cards; i++)
    if (strcmp (deck->cards[i].code, code) == 0)
      return (FlCard) i;

  return FL_CARD_NONE;
}

/**
 * fl_deck_card_label:
 * @deck: a deck
 * @card: a card of @deck
 *
 * Returns: (transfer full): the card as players write it: the corner index
 * and the suit symbol ("Q♠", "10♥") for plain cards, the translated name
 * for jokers and special cards
 */
char *
fl_deck_card_label (const FlDeck *deck,
                    FlCard        card)
{
  const FlCardDesc *desc = fl_deck_card (deck, card);

  if (desc == NULL)
    return g_strdup ("?");

  if (desc->name != NULL && desc->suit == FL_SUIT_NONE)
    return g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "card name", desc->name));

  if (desc->name != NULL)
    /* Translators: a special card with a suit: %1$s is its name
     * (“Ace'n'Lay”), %2$s its suit symbol (“♥”). */
    return g_strdup_printf (C_("card label", "%1$s %2$s"),
                            g_dpgettext2 (GETTEXT_PACKAGE, "card name", desc->name),
                            fl_suit_symbol (desc->suit));

  /* Translators: a card as written in a game's text: %1$s is its rank
   * ("Q", "10") and %2$s its suit symbol ("♠"). */
  return g_strdup_printf (C_("card label", "%1$s%2$s"), fl_rank_label (desc->rank),
                          fl_suit_symbol (desc->suit));
}

/* Feasibility of dealing the remaining cards: by Hall's theorem for
 * b-matchings, a deal exists if and only if for every set S of seats the
 * cards that may only go to seats in S do not outnumber the room in S.
 * count[m] is the number of cards whose allowed seats are exactly m. */
static gboolean
deal_feasible (const guint *count,
               const guint *capacity,
               guint        n_seats)
{
  guint n_masks = 1u << n_seats;
  guint within[256];

  memcpy (within, count, n_masks * sizeof (guint));

  /* within[S] = sum of count[m] over m ⊆ S */
  for (guint bit = 0; bit < n_seats; bit++)
    for (guint m = 0; m < n_masks; m++)
      if (m & (1u << bit))
        within[m] += within[m ^ (1u << bit)];

  for (guint s = 1; s < n_masks; s++)
    {
      guint room = 0;

      for (guint seat = 0; seat < n_seats; seat++)
        if (s & (1u << seat))
          room += capacity[seat];

      if (within[s] > room)
        return FALSE;
    }

  return TRUE;
}

/**
 * fl_deal_constrained:
 * @rng: the generator
 * @n_cards: how many cards to deal
 * @allowed_seats: for each card, a bit mask of the seats it may go to
 * @capacity: for each seat, how many cards it receives; the sum must be
 *   @n_cards
 * @n_seats: at most 8
 * @out_seats: for each card, the seat it went to
 *
 * Deals cards to seats that may each be barred from some cards (a void
 * shown by failing to follow suit bars every card of that suit). Cards go
 * one at a time in random order, each to a seat chosen with probability
 * proportional to its free room among the seats that keep the rest of the
 * deal possible, so the sampler never paints itself into a corner and,
 * without constraints, deals exactly like a shuffle.
 *
 * Returns: %FALSE, dealing nothing, when no deal satisfies the constraints
 */
gboolean
fl_deal_constrained (FlRng        *rng,
                     guint         n_cards,
                     const guint8 *allowed_seats,
                     const guint8 *capacity,
                     guint         n_seats,
                     guint8       *out_seats)
{
  guint count[256] = { 0 };
  int slack[256];
  guint room[8];
  guint8 order[FL_DECK_MAX_CARDS];
  guint total = 0;
  guint all = (1u << n_seats) - 1;

  g_return_val_if_fail (n_seats >= 1 && n_seats <= 8, FALSE);
  g_return_val_if_fail (n_cards <= FL_DECK_MAX_CARDS, FALSE);

  for (guint s = 0; s < n_seats; s++)
    {
      room[s] = capacity[s];
      total += capacity[s];
    }
  if (total != n_cards)
    return FALSE;

  for (guint i = 0; i < n_cards; i++)
    {
      count[allowed_seats[i] & all]++;
      order[i] = (guint8) i;
    }

  if (!deal_feasible (count, room, n_seats))
    return FALSE;

  /* Hall's condition kept up to date instead of checked afresh for each
   * seat a card may go to: slack[S] is the room of the seats in S less
   * the cards that may only go to seats in S, at least 0 for every S
   * while the deal stays feasible. Taking a card away adds one to the
   * sets that hold all its seats; giving it to seat s takes one from the
   * sets that hold s, so s keeps the deal feasible exactly when all
   * those have at least 1 (deal_feasible() would say the same). */
  for (guint m = 1; m <= all; m++)
    {
      slack[m] = -(int) count[0];
      for (guint seat = 0; seat < n_seats; seat++)
        if (m & (1u << seat))
          slack[m] += (int) room[seat];
      for (guint sub = m; sub != 0; sub = (sub - 1) & m)
        slack[m] -= (int) count[sub];
    }

  fl_rng_shuffle (rng, order, n_cards);

  for (guint k = 0; k < n_cards; k++)
    {
      guint i = order[k];
      guint mask = allowed_seats[i] & all;
      guint weight[8] = { 0 };
      guint sum = 0;
      guint pick;

      count[mask]--;
      for (guint m = mask; m <= all; m = (m + 1) | mask)
        if (m != 0)
          slack[m]++;
      for (guint s = 0; s < n_seats; s++)
        {
          guint bit = 1u << s;
          gboolean keeps = TRUE;

          if (!(mask & bit) || room[s] == 0)
            continue;
          for (guint m = bit; m <= all && keeps; m = (m + 1) | bit)
            keeps = slack[m] >= 1;
          if (keeps)
            weight[s] = room[s];
          sum += weight[s];
        }

      /* The deal was feasible before this card, so some seat keeps it so. */
      g_assert (sum > 0);

      pick = fl_rng_below (rng, sum);
      for (guint s = 0; s < n_seats; s++)
        {
          if (pick < weight[s])
            {
              out_seats[i] = (guint8) s;
              room[s]--;
              for (guint m = 1u << s; m <= all; m = (m + 1) | (1u << s))
                slack[m]--;
              break;
            }
          pick -= weight[s];
        }
    }

  return TRUE;
}

/**
 * fl_deal_check:
 * @deal: a deal chosen in advance
 * @deck_size: the cards of the deck are 0 to @deck_size - 1
 * @n_hands: how many hands the game deals
 * @sizes: (array length=n_hands): how many cards each hand holds
 * @dealt: (out) (optional): every card of the hands
 *
 * For a game's set_deal(): whether @deal gives @n_hands hands of the
 * sizes the rules deal, with no card of the deck twice. Cards in no hand
 * are not checked: the game puts them where its rules put undealt cards.
 *
 * Returns: whether the rules could have dealt these hands
 */
gboolean
fl_deal_check (const FlDeal *deal,
               guint         deck_size,
               guint         n_hands,
               const guint  *sizes,
               FlCards      *dealt)
{
  FlCards all = FL_CARDS_EMPTY;

  g_return_val_if_fail (deal != NULL && sizes != NULL, FALSE);
  g_return_val_if_fail (deck_size <= FL_DECK_MAX_CARDS, FALSE);

  if (deal->n_hands != n_hands || n_hands > FL_DEAL_MAX_HANDS)
    return FALSE;

  for (guint i = 0; i < n_hands; i++)
    {
      const FlCards *hand = &deal->hands[i];

      if (fl_cards_count (hand) != sizes[i] || fl_cards_intersect (&all, hand)
          || fl_cards_next (hand, deck_size) != FL_CARD_NONE)
        return FALSE;
      fl_cards_union (&all, hand);
    }
  if (dealt != NULL)
    *dealt = all;
  return TRUE;
}
