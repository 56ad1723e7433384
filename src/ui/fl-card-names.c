/* fl-card-names.c: the cards' names, for assistive technologies
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-card-widget"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-card-widget-private.h"

/* Whole names, as Aisleriot has them, so that every language can decline
 * them as it needs. Rank 1 is only on special cards (the Flaps 1-cards). */
static const char *const plain_names[FL_N_SUITS][14] = {
  {
    /* Translators: the name of a card, as a screen reader says it; the
     * ones are the Flaps 1-cards. */
    NC_("card name", "One of clubs"),
    NC_("card name", "Two of clubs"),
    NC_("card name", "Three of clubs"),
    NC_("card name", "Four of clubs"),
    NC_("card name", "Five of clubs"),
    NC_("card name", "Six of clubs"),
    NC_("card name", "Seven of clubs"),
    NC_("card name", "Eight of clubs"),
    NC_("card name", "Nine of clubs"),
    NC_("card name", "Ten of clubs"),
    NC_("card name", "Jack of clubs"),
    NC_("card name", "Queen of clubs"),
    NC_("card name", "King of clubs"),
    NC_("card name", "Ace of clubs"),
  },
  {
    /* Translators: the name of a card, as a screen reader says it; the
     * ones are the Flaps 1-cards. */
    NC_("card name", "One of diamonds"),
    NC_("card name", "Two of diamonds"),
    NC_("card name", "Three of diamonds"),
    NC_("card name", "Four of diamonds"),
    NC_("card name", "Five of diamonds"),
    NC_("card name", "Six of diamonds"),
    NC_("card name", "Seven of diamonds"),
    NC_("card name", "Eight of diamonds"),
    NC_("card name", "Nine of diamonds"),
    NC_("card name", "Ten of diamonds"),
    NC_("card name", "Jack of diamonds"),
    NC_("card name", "Queen of diamonds"),
    NC_("card name", "King of diamonds"),
    NC_("card name", "Ace of diamonds"),
  },
  {
    /* Translators: the name of a card, as a screen reader says it; the
     * ones are the Flaps 1-cards. */
    NC_("card name", "One of hearts"),
    NC_("card name", "Two of hearts"),
    NC_("card name", "Three of hearts"),
    NC_("card name", "Four of hearts"),
    NC_("card name", "Five of hearts"),
    NC_("card name", "Six of hearts"),
    NC_("card name", "Seven of hearts"),
    NC_("card name", "Eight of hearts"),
    NC_("card name", "Nine of hearts"),
    NC_("card name", "Ten of hearts"),
    NC_("card name", "Jack of hearts"),
    NC_("card name", "Queen of hearts"),
    NC_("card name", "King of hearts"),
    NC_("card name", "Ace of hearts"),
  },
  {
    /* Translators: the name of a card, as a screen reader says it; the
     * ones are the Flaps 1-cards. */
    NC_("card name", "One of spades"),
    NC_("card name", "Two of spades"),
    NC_("card name", "Three of spades"),
    NC_("card name", "Four of spades"),
    NC_("card name", "Five of spades"),
    NC_("card name", "Six of spades"),
    NC_("card name", "Seven of spades"),
    NC_("card name", "Eight of spades"),
    NC_("card name", "Nine of spades"),
    NC_("card name", "Ten of spades"),
    NC_("card name", "Jack of spades"),
    NC_("card name", "Queen of spades"),
    NC_("card name", "King of spades"),
    NC_("card name", "Ace of spades"),
  },
};

static const char *
plain_name (FlSuit suit,
            guint  rank)
{
  if (suit >= FL_N_SUITS || rank < 1 || rank > FL_RANK_ACE)
    return NULL;

  return g_dpgettext2 (GETTEXT_PACKAGE, "card name", plain_names[suit][rank - 1]);
}

const char *
_fl_card_name (const FlCardDesc *desc)
{
  if (desc->name != NULL)
    return g_dpgettext2 (GETTEXT_PACKAGE, "card name", desc->name);

  if (desc->kind == FL_CARD_KIND_JOKER)
    /* Translators: the name of a joker that has no name of its own. */
    return C_("card name", "Joker");

  return NULL;
}

/**
 * fl_card_widget_describe_card:
 * @deck: a deck
 * @card: a card of @deck, or %FL_CARD_NONE for a card face down
 *
 * The name of a card for assistive technologies, as a whole translated
 * phrase: “Queen of hearts”, “High Joker”, “Ace'n'Lay (Ace of hearts): call
 * diamonds or hearts, then lay again”, or “Card face down”.
 *
 * Returns: (transfer full): the name
 */
char *
fl_card_widget_describe_card (FlDeckId deck,
                              FlCard   card)
{
  const FlCardDesc *desc;
  const char *name;
  const char *plain;
  const char *power = NULL;

  if (card == FL_CARD_NONE)
    /* Translators: what a screen reader says for a card shown face down. */
    return g_strdup (_("Card face down"));

  g_return_val_if_fail (deck < FL_N_DECKS, NULL);

  desc = fl_deck_card (fl_deck_get (deck), card);
  g_return_val_if_fail (desc != NULL, NULL);

  name = _fl_card_name (desc);
  plain = desc->suit != FL_SUIT_NONE ? plain_name (desc->suit, desc->rank) : NULL;

  if (name == NULL)
    {
      if (plain != NULL)
        return g_strdup (plain);
      return fl_deck_card_label (fl_deck_get (deck), card);
    }

  if (deck == FL_DECK_FLAPS_148)
    power = fl_flaps_power_description (desc);

  if (plain != NULL && power != NULL)
    /* Translators: the accessible name of a special card: %1$s is its own
     * name (“Ace'n'Lay”), %2$s the card it counts as (“Ace of hearts”) and
     * %3$s what it does (“call diamonds or hearts, then lay again”). */
    return g_strdup_printf (C_("card name", "%1$s (%2$s): %3$s"), name, plain, power);

  if (plain != NULL)
    /* Translators: the accessible name of a special card: %1$s is its own
     * name (“Mega-Flap”), %2$s the card it counts as (“Four of hearts”). */
    return g_strdup_printf (C_("card name", "%1$s (%2$s)"), name, plain);

  if (power != NULL)
    /* Translators: the accessible name of a suitless special card: %1$s is
     * its name (“Quack”), %2$s what it does (“ducks an attack of 2s, 3s or
     * 7s”). */
    return g_strdup_printf (C_("card name", "%1$s: %2$s"), name, power);

  return g_strdup (name);
}
