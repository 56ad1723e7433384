/* fl-flaunt-tutor.c: Flaunt's tutor: "Your options" and "Where the round
 * stands", from one seat's observation
 *
 * Only what the seat may know is read: its own hand, the lead when it
 * lies face up, the counts everyone saw (hands, stock, cards won). The
 * combinations named are the seat's own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flaunt-explain-private.h"
#include "fl-i18n.h"

/* How many of each kind the options list. */
#define LIST_BEST 3

/* A hand by suit and rank: the cards of each (two with two packs). */
typedef struct
{
  FlCard  cards[4][15][2];
  guint8  n[4][15];
  guint   n_cards;
} HandIndex;

typedef struct
{
  FlFlauntKind kind;
  guint        n_cards;
  FlCard       cards[FL_FLAUNT_MAX_LEAD];
} Combo;

static void
index_hand (const FlFlauntCards *hand,
            HandIndex           *index)
{
  memset (index, 0, sizeof *index);
  for (guint copy = 0; copy < 2; copy++)
    for (FlCardSet set = hand->packs[copy] & FL_FLAUNT_PACK_MASK; set != 0; set &= set - 1)
      {
        FlCard card = (FlCard) (fl_card_set_lowest (set) + copy * FL_FLAUNT_PACK);
        guint suit = fl_flaunt_suit (card);
        guint rank = fl_flaunt_rank (card);

        index->cards[suit][rank][index->n[suit][rank]++] = card;
        index->n_cards++;
      }
}

static guint
rank_count (const HandIndex *index,
            guint            rank)
{
  return index->n[0][rank] + index->n[1][rank] + index->n[2][rank] + index->n[3][rank];
}

/* K1: rank 1 is the ace counting low. */
static guint
real_rank (guint rank)
{
  return rank == 1 ? FL_RANK_ACE : rank;
}

static gboolean
suit_has (const HandIndex *index,
          guint            suit,
          guint            rank)
{
  return index->n[suit][real_rank (rank)] > 0;
}

static gboolean
any_has (const HandIndex *index,
         guint            rank)
{
  return rank_count (index, real_rank (rank)) > 0;
}

static void
make_match (const HandIndex *index,
            guint            rank,
            guint            size,
            Combo           *combo)
{
  combo->kind = FL_FLAUNT_KIND_MATCH;
  combo->n_cards = 0;
  for (guint s = 0; s < 4 && combo->n_cards < size; s++)
    for (guint i = 0; i < index->n[s][rank] && combo->n_cards < size; i++)
      combo->cards[combo->n_cards++] = index->cards[s][rank][i];
}

/* The sequence of @len ranks up to @top (1 the ace low) in @suit. */
static gboolean
make_straight_flush (const HandIndex *index,
                     guint            suit,
                     guint            top,
                     guint            len,
                     Combo           *combo)
{
  if (len < 2 || top < len || len > FL_FLAUNT_MAX_LEAD)
    return FALSE;
  combo->kind = FL_FLAUNT_KIND_STRAIGHT_FLUSH;
  combo->n_cards = 0;
  for (guint r = top + 1 - len; r <= top; r++)
    {
      if (!suit_has (index, suit, r))
        return FALSE;
      combo->cards[combo->n_cards++] = index->cards[suit][real_rank (r)][0];
    }
  return TRUE;
}

/* The sequence of @len ranks up to @top in mixed suits: FALSE when only
 * one suit holds it (then it is a straight flush, K7). */
static gboolean
make_straight (const HandIndex *index,
               guint            top,
               guint            len,
               Combo           *combo)
{
  guint first_suit = 4;
  gboolean mixed = FALSE;

  if (len < 2 || top < len || len > FL_FLAUNT_MAX_LEAD)
    return FALSE;
  combo->kind = FL_FLAUNT_KIND_STRAIGHT;
  combo->n_cards = 0;
  for (guint r = top + 1 - len; r <= top; r++)
    {
      guint rank = real_rank (r);
      guint pick = 4;

      for (guint s = 0; s < 4; s++)
        if (index->n[s][rank] > 0)
          {
            /* Prefer a suit other than the first card's. */
            if (pick == 4 || (first_suit != 4 && !mixed && s != first_suit))
              pick = s;
          }
      if (pick == 4)
        return FALSE;
      if (first_suit == 4)
        first_suit = pick;
      else if (pick != first_suit)
        mixed = TRUE;
      combo->cards[combo->n_cards++] = index->cards[pick][rank][0];
    }
  return mixed;
}

/* The @size highest cards of @suit, or of every suit when @suit is 4. */
static gboolean
make_highest (const HandIndex *index,
              guint            suit,
              guint            size,
              Combo           *combo)
{
  combo->n_cards = 0;
  for (guint rank = FL_RANK_ACE; rank >= 2 && combo->n_cards < size; rank--)
    for (guint s = 0; s < 4 && combo->n_cards < size; s++)
      if (suit == 4 || s == suit)
        for (guint i = 0; i < index->n[s][rank] && combo->n_cards < size; i++)
          combo->cards[combo->n_cards++] = index->cards[s][rank][i];
  combo->kind = suit == 4 ? FL_FLAUNT_KIND_NONE : FL_FLAUNT_KIND_FLUSH;
  return combo->n_cards == size;
}

static int
compare_combos (gconstpointer a,
                gconstpointer b)
{
  const Combo *x = a, *y = b;
  guint top_x = 0, top_y = 0;

  if (x->n_cards != y->n_cards)
    return x->n_cards > y->n_cards ? -1 : 1;
  for (guint i = 0; i < x->n_cards; i++)
    top_x = MAX (top_x, fl_flaunt_rank (x->cards[i]));
  for (guint i = 0; i < y->n_cards; i++)
    top_y = MAX (top_y, fl_flaunt_rank (y->cards[i]));
  return top_x > top_y ? -1 : top_x < top_y ? 1 : 0;
}

/* The first LIST_BEST of @combos, best first, as a list; NULL for none. */
static char *
combo_list (GArray *combos)
{
  g_autoptr(GString) list = g_string_new (NULL);

  if (combos->len == 0)
    return NULL;
  g_array_sort (combos, compare_combos);
  for (guint i = 0; i < combos->len && i < LIST_BEST; i++)
    {
      const Combo *combo = &g_array_index (combos, Combo, i);
      g_autofree char *phrase = _fl_flaunt_play_phrase (combo->cards, combo->n_cards, combo->kind);

      if (list->len > 0)
        /* Translators: between the items of a list of plays. */
        g_string_append (list, C_("list", ", "));
      g_string_append (list, phrase);
    }
  return g_string_free (g_steal_pointer (&list), FALSE);
}

/* K1, K3: the combinations @hand holds, longest first, at most @limit
 * cards each, one line per kind. */
static void
combination_lines (const FlFlauntState *state,
                   const FlFlauntCards *hand,
                   guint                limit,
                   GStrvBuilder        *lines)
{
  gboolean ace_low = state->ace_option != FL_FLAUNT_ACE_HIGH;
  guint lowest = ace_low ? 1 : 2;
  HandIndex index;
  g_autoptr(GArray) matches = g_array_new (FALSE, FALSE, sizeof (Combo));
  g_autoptr(GArray) straight_flushes = g_array_new (FALSE, FALSE, sizeof (Combo));
  g_autoptr(GArray) straights = g_array_new (FALSE, FALSE, sizeof (Combo));
  g_autoptr(GArray) flushes = g_array_new (FALSE, FALSE, sizeof (Combo));
  g_autofree char *list = NULL;
  Combo combo;

  index_hand (hand, &index);
  limit = MIN (limit, MIN (index.n_cards, FL_FLAUNT_MAX_LEAD));
  if (limit < 2)
    return;

  for (guint rank = FL_RANK_ACE; rank >= 2; rank--)
    if (rank_count (&index, rank) >= 2)
      {
        make_match (&index, rank, MIN (rank_count (&index, rank), limit), &combo);
        g_array_append_val (matches, combo);
      }

  /* Maximal runs, from the top of each; a longer run than the limit is
   * named by its highest cards. */
  for (guint suit = 0; suit <= 4; suit++)
    {
      guint top = FL_RANK_ACE;

      while (top >= lowest + 1)
        {
          guint len = 0;

          while (len < 13 && top >= lowest + len &&
                 (suit == 4 ? any_has (&index, top - len) : suit_has (&index, suit, top - len)))
            len++;
          if (len >= 2)
            {
              gboolean made = suit == 4 ? make_straight (&index, top, MIN (len, limit), &combo) :
                                          make_straight_flush (&index, suit, top, MIN (len, limit), &combo);

              if (made)
                g_array_append_val (suit == 4 ? straights : straight_flushes, combo);
            }
          if (top < len + 1)
            break;
          top -= len + 1;
        }
    }

  for (guint suit = 0; suit < 4; suit++)
    {
      guint in_suit = 0;

      for (guint rank = 2; rank <= FL_RANK_ACE; rank++)
        in_suit += index.n[suit][rank];
      if (in_suit >= 2 && make_highest (&index, suit, MIN (in_suit, limit), &combo) &&
          fl_flaunt_classify (combo.cards, combo.n_cards, !ace_low) == FL_FLAUNT_KIND_FLUSH)
        g_array_append_val (flushes, combo);
    }

  if (matches->len + straight_flushes->len + straights->len + flushes->len == 0)
    {
      g_strv_builder_add (lines, _("Your hand holds no combination: no two cards of one rank or one suit, and no two in sequence (rule K1)."));
      return;
    }
  if ((list = combo_list (matches)) != NULL)
    /* Translators: %s is a list of plays, such as “a match of 3 Jacks, a
     * match of 2 fours”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Matches in your hand: %s (rule K1)."), list));
  g_clear_pointer (&list, g_free);
  if ((list = combo_list (straight_flushes)) != NULL)
    /* Translators: %s is a list of plays, such as “a straight flush 5♣ 6♣
     * 7♣”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Straight flushes in your hand: %s (rule K1)."), list));
  g_clear_pointer (&list, g_free);
  if ((list = combo_list (straights)) != NULL)
    /* Translators: %s is a list of plays, such as “a straight 8-9-10”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Straights in your hand: %s (rule K1)."), list));
  g_clear_pointer (&list, g_free);
  if ((list = combo_list (flushes)) != NULL)
    /* Translators: %s is a list of plays, such as “a flush K♠ 9♠ 3♠”. */
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Flushes in your hand: %s (rule K1)."), list));
  g_clear_pointer (&list, g_free);
  g_strv_builder_add (lines, _("Only plays of the same size meet. Among them a match ranks highest, then a straight flush, a straight and a flush, and cards that form no combination lowest (rules K2, K3 and K5)."));
  if (state->challenges_option == FL_FLAUNT_CHALLENGES_SAME_KIND)
    g_strv_builder_add (lines, _("Against a flaunt, though, every challenge counts as the kind led: a flaunted straight is beaten only by a higher straight (rule K4)."));
}

/* T5: the largest hand among the others, and the first seat from @seat's
 * left holding it. */
static guint
largest_other_hand (const FlFlauntState *state,
                    guint                seat,
                    guint               *holder)
{
  guint best = 0;

  *holder = FL_FLAUNT_NONE;
  for (guint i = 1; i < state->n_players; i++)
    {
      guint s = (seat + i) % state->n_players;

      if (state->hand_sizes[s] > best)
        {
          best = state->hand_sizes[s];
          *holder = s;
        }
    }
  return best;
}

static void
lead_options (const FlFlauntState *state,
              guint                seat,
              GStrvBuilder        *lines)
{
  guint holder;
  guint largest = largest_other_hand (state, seat, &holder);
  guint limit = MIN (largest, FL_FLAUNT_MAX_LEAD);
  guint held = state->hand_sizes[seat];

  if (state->n_stock > 0 && !(state->had_turn & (1u << seat)))
    {
      g_strv_builder_add (lines, _("This is your first turn of the round, so the only move is to draw the top card of the stock (rule T2)."));
      return;
    }
  if (state->n_stock > 0 && held == 0)
    {
      g_strv_builder_add (lines, _("You hold no cards, so you must draw the top card of the stock (rule T2)."));
      return;
    }
  if (state->n_stock > 0 && limit == 0)
    {
      g_strv_builder_add (lines, _("Nobody else holds a card, so you may not lead: draw the top card of the stock (rules T2 and T5)."));
      return;
    }

  if (state->n_stock > 0)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: %u is the cards left in the
                                                                     * stock. */
                                                                    "You may draw the top card of the stock instead of leading; it holds %u card (rule T2).",
                                                                    "You may draw the top card of the stock instead of leading; it holds %u cards (rule T2).",
                                                                    state->n_stock),
                                                       (guint) state->n_stock));
  if (holder != FL_FLAUNT_NONE)
    {
      g_autofree char *who = _fl_flaunt_player_name ((int) holder);

      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$u is the most cards the
                                                                       * player may lead, %2$s the player
                                                                       * holding the largest hand among the
                                                                       * others. */
                                                                      "You may lead at most %1$u card: %2$s holds the largest hand among the others (rule T5).",
                                                                      "You may lead at most %1$u cards: %2$s holds the largest hand among the others (rule T5).",
                                                                      limit),
                                                         limit, who));
    }
  if (state->n_stock > 0)
    {
      if (state->sneaks_option == FL_FLAUNT_SNEAKS_COMBINATIONS)
        g_strv_builder_add (lines, _("While the stock lasts you may sneak: lead one card or a combination face down, and nobody sees it unless someone challenges (rule T3)."));
      else
        g_strv_builder_add (lines, _("While the stock lasts you may sneak: lead any cards face down, a combination or a bluff, and nobody sees them unless someone challenges (rule T3)."));
      g_strv_builder_add (lines, _("Once the last card of the stock is drawn, sneaking ends and every lead is a flaunt (rule T6)."));
    }
  else
    g_strv_builder_add (lines, _("The stock is empty: sneaking has ended, every lead is a flaunt, and a player with no cards is passed over (rule T6)."));
  g_strv_builder_add (lines, _("You may flaunt: lead one card or a combination face up (rule T4)."));
  combination_lines (state, &state->hands[seat], MIN (limit, held), lines);
}

/* C1, C3, K2: the strongest play of exactly @n cards @hand holds, as it
 * would count against @led_kind (FL_FLAUNT_N_KINDS: a sneak's contest);
 * FALSE when it holds none that may be played. */
static gboolean
best_answer (const FlFlauntState *state,
             const FlFlauntCards *hand,
             guint                n,
             FlFlauntKind         led_kind,
             Combo               *best,
             FlFlauntStrength    *best_strength)
{
  gboolean ace_high = state->ace_option == FL_FLAUNT_ACE_HIGH;
  gboolean any_kind = state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND;
  gboolean face_up = led_kind != FL_FLAUNT_N_KINDS;
  guint lowest = ace_high ? 2 : 1;
  HandIndex index;
  Combo candidates[4 + 4 + 2 + 1];
  guint n_candidates = 0;
  gboolean found = FALSE;

  index_hand (hand, &index);
  if (n == 0 || n > index.n_cards || n > FL_FLAUNT_MAX_LEAD)
    return FALSE;

  if (make_highest (&index, 4, n, &candidates[n_candidates]))
    n_candidates++;
  if (n >= 2)
    {
      for (guint rank = FL_RANK_ACE; rank >= 2; rank--)
        if (rank_count (&index, rank) >= n)
          {
            make_match (&index, rank, n, &candidates[n_candidates++]);
            break;
          }
      for (guint suit = 0; suit < 4; suit++)
        {
          for (guint top = FL_RANK_ACE; top >= lowest + n - 1; top--)
            if (make_straight_flush (&index, suit, top, n, &candidates[n_candidates]))
              {
                n_candidates++;
                break;
              }
          if (make_highest (&index, suit, n, &candidates[n_candidates]))
            n_candidates++;
        }
      for (guint top = FL_RANK_ACE; top >= lowest + n - 1; top--)
        if (make_straight (&index, top, n, &candidates[n_candidates]))
          {
            n_candidates++;
            break;
          }
    }

  for (guint i = 0; i < n_candidates; i++)
    {
      Combo *combo = &candidates[i];
      FlFlauntStrength strength;

      combo->kind = fl_flaunt_classify (combo->cards, n, ace_high);
      if (face_up && combo->kind == FL_FLAUNT_KIND_NONE)
        continue;
      strength = fl_flaunt_strength (combo->cards, n, led_kind, any_kind, ace_high);
      if (!found || strength.key > best_strength->key)
        {
          *best = *combo;
          best->kind = strength.kind;
          *best_strength = strength;
          found = TRUE;
        }
    }
  return found;
}

static void
challenge_options (const FlFlauntState *state,
                   guint                seat,
                   GStrvBuilder        *lines)
{
  const FlFlauntPlay *lead = &state->plays[0];
  guint n = lead->n_cards;
  g_autofree char *leader = _fl_flaunt_player_name (lead->seat);
  gboolean ace_high = state->ace_option == FL_FLAUNT_ACE_HIGH;
  gboolean any_kind = state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND;
  gboolean seen = state->face_up && state->n_plays > 0 && n > 0;
  Combo best;
  FlFlauntStrength best_strength;

  for (guint i = 0; seen && i < n; i++)
    seen = lead->cards[i] != FL_CARD_NONE;

  if (!state->face_up)
    {
      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$s is the leader, %2$u how
                                                                       * many cards they sneaked. */
                                                                      "%1$s sneaked %2$u card face down. You may challenge with %2$u card face down, any card, or decline (rules C1 and C6).",
                                                                      "%1$s sneaked %2$u cards face down. You may challenge with %2$u cards face down, any cards, or decline (rules C1 and C6).",
                                                                      n),
                                                         leader, n));
      g_strv_builder_add (lines, _("When everyone has decided, the sneak and every challenge are turned up, and the best play takes all their cards; of equal plays the one made last in rotation from the leader’s left wins (rules C2, C4 and C5)."));
      if (best_answer (state, &state->hands[seat], n, FL_FLAUNT_N_KINDS, &best, &best_strength))
        {
          g_autofree char *play = _fl_flaunt_play_phrase (best.cards, best.n_cards, best.kind);

          /* Translators: %s is the strongest challenge the player's hand
           * holds, such as “a match of 2 Kings”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("Your strongest challenge would be %s (rule K3)."), play));
        }
      /* Translators: %s is the leader. */
      fl_strv_builder_add_owned (lines, g_strdup_printf (_("If nobody challenges, %s wins the sneak’s own cards, unseen (rule C5)."), leader));
      return;
    }

  if (seen)
    {
      FlFlauntKind led_kind = fl_flaunt_classify (lead->cards, n, ace_high);
      FlFlauntStrength led = fl_flaunt_strength (lead->cards, n, led_kind, any_kind, ace_high);
      g_autofree char *play = _fl_flaunt_play_phrase (lead->cards, n, led_kind);
      const char *rule = _fl_flaunt_led_kind_rule (led_kind, any_kind);

      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                      /* Translators: %1$s is the leader, %2$s
                                                                       * their flaunt (“a straight 8-9-10”),
                                                                       * %3$u how many cards it has. */
                                                                      "%1$s flaunted %2$s. You may challenge with %3$u card face up, or decline (rules C3 and C6).",
                                                                      "%1$s flaunted %2$s. You may challenge with a combination of %3$u cards face up, or decline (rules C3 and C6).",
                                                                      n),
                                                         leader, play, n));
      if (rule != NULL)
        g_strv_builder_add (lines, rule);
      if (best_answer (state, &state->hands[seat], n, led_kind, &best, &best_strength) &&
          best_strength.key >= led.key && (any_kind || best_strength.kind == led.kind))
        {
          g_autofree char *mine = _fl_flaunt_play_phrase (best.cards, best.n_cards, best.kind);

          /* Translators: %s is the player's best challenge, such as “a
           * straight 9-10-J”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("You hold %s, which beats the lead: even an equal play would, being made later, though a challenger after you may still beat it (rules K3 and C4)."),
                                                             mine));
        }
      else
        g_strv_builder_add (lines, _("Nothing in your hand beats the lead (rules K3 and K4)."));
    }
  g_strv_builder_add (lines, _("Challenges are shown together once everyone has decided, and the best play takes all their cards (rules C3 and C5)."));
}

/* "Your options" (rules.h). */
char **
_fl_flaunt_explain_options (const void *data,
                            int         seat)
{
  const FlFlauntState *state = data;
  g_autoptr(GStrvBuilder) lines = NULL;

  if (seat < 0 || seat >= state->n_players || state->phase == FL_FLAUNT_PHASE_OVER ||
      state->to_act != (guint8) seat)
    return NULL;

  lines = g_strv_builder_new ();
  switch ((FlFlauntPhase) state->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      lead_options (state, (guint) seat, lines);
      break;
    case FL_FLAUNT_PHASE_CHALLENGE:
      challenge_options (state, (guint) seat, lines);
      break;
    case FL_FLAUNT_PHASE_ROUND_OVER:
      g_strv_builder_add (lines, _("The round is scored: shuffle the pack and deal the next round (rule D3)."));
      break;
    case FL_FLAUNT_PHASE_OVER:
    default:
      return NULL;
    }
  return g_strv_builder_end (lines);
}

/* "you: 5, Player 2: 7, Player 3: 3": one number for each seat. */
static char *
tally (const FlFlauntState *state,
       int                  seat,
       const int           *numbers)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < state->n_players; s++)
    {
      g_autofree char *who = (int) s == seat ? g_strdup (C_("tally", "you")) : _fl_flaunt_player_name ((int) s);

      if (text->len > 0)
        g_string_append (text, C_("list", ", "));
      /* Translators: one player's number in a list: %1$s is the player
       * (“Player 2” or “you”), %2$d the number. */
      g_string_append_printf (text, C_("tally", "%1$s: %2$d"), who, numbers[s]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "Where the round stands" (rules.h). */
char **
_fl_flaunt_explain_status (const void *data,
                           int         seat)
{
  const FlFlauntState *state = data;
  g_autoptr(GStrvBuilder) lines = NULL;
  int numbers[FL_FLAUNT_MAX_PLAYERS];
  g_autofree char *held = NULL;
  g_autofree char *won = NULL;
  g_autofree char *totals = NULL;

  if (seat < 0 || seat >= state->n_players || state->phase >= FL_FLAUNT_PHASE_ROUND_OVER)
    return NULL;

  lines = g_strv_builder_new ();
  /* Translators: %1$u is the round's number, %2$u the target. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("Round %1$u: the game ends at the end of a round in which someone has reached %2$u points (rule G1)."),
                                                     state->round + 1, (guint) state->target));
  if (state->n_stock > 0)
    fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                    /* Translators: %u is the cards left in the
                                                                     * stock. */
                                                                    "The stock holds %u card; sneaking ends when it is drawn (rule T6).",
                                                                    "The stock holds %u cards; sneaking ends when the last is drawn (rule T6).",
                                                                    state->n_stock),
                                                       (guint) state->n_stock));
  else
    g_strv_builder_add (lines, _("The stock is empty: every lead is a flaunt, and the round ends when at most one player holds cards (rules T6 and E1)."));

  for (guint s = 0; s < state->n_players; s++)
    numbers[s] = state->hand_sizes[s];
  held = tally (state, seat, numbers);
  /* Translators: %s is a list of players and how many cards each holds,
   * such as “you: 5, Player 2: 7”. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("Cards in hand: %s (rule T5)."), held));

  for (guint s = 0; s < state->n_players; s++)
    numbers[s] = state->n_won[s];
  won = tally (state, seat, numbers);
  /* Translators: %s is a list of players and how many cards each has won
   * this round, a point each. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("Cards won this round, a point each: %s (rules C5 and S1)."), won));

  for (guint s = 0; s < state->n_players; s++)
    numbers[s] = state->totals[s];
  totals = tally (state, seat, numbers);
  /* Translators: %s is a list of players and their totals. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("Totals before this round: %s (rule S1)."), totals));
  return g_strv_builder_end (lines);
}

/* What speaks for @action in the game's own terms (rules.h): what the
 * cards make. */
char *
_fl_flaunt_explain_choice (const void     *data,
                           const FlAction *action)
{
  const FlFlauntState *state = data;
  gboolean ace_high = state->ace_option == FL_FLAUNT_ACE_HIGH;
  FlFlauntKind kind;
  g_autofree char *play = NULL;

  if (action->n_cards == 0 || action->n_cards > FL_FLAUNT_MAX_LEAD ||
      state->viewer != (guint8) action->seat)
    return NULL;
  for (guint i = 0; i < action->n_cards; i++)
    if (action->cards[i] >= FL_FLAUNT_MAX_CARDS)
      return NULL;

  kind = fl_flaunt_classify (action->cards, action->n_cards, ace_high);
  play = _fl_flaunt_play_phrase (action->cards, action->n_cards, kind);
  switch (action->kind)
    {
    case FL_ACTION_SNEAK:
      if (kind == FL_FLAUNT_KIND_NONE)
        return g_strdup (_("These cards form no combination: a bluff, which loses to any combination of its size if someone challenges (rules T3 and K5)."));
      /* Translators: %s is the play, such as “a match of 2 Kings”. */
      return g_strdup_printf (_("Sneaked, %s stays unseen unless someone challenges (rule T3)."), play);

    case FL_ACTION_PLAY:
      {
        const char *rule = _fl_flaunt_led_kind_rule (kind, state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND);

        return rule != NULL ? g_strdup (rule) : NULL;
      }

    case FL_ACTION_CHALLENGE:
      /* K4, C4: against a flaunt, whether the challenge beats the lead
       * itself is known; a later challenger may still beat it. */
      if (state->phase == FL_FLAUNT_PHASE_CHALLENGE && state->face_up && state->n_plays > 0 &&
          state->plays[0].n_cards == action->n_cards)
        {
          FlFlauntPlay plays[2] = { state->plays[0], { 0 } };
          FlFlauntWon why;
          guint beaten;

          plays[1].seat = (guint8) action->seat;
          plays[1].n_cards = action->n_cards;
          memcpy (plays[1].cards, action->cards, action->n_cards);
          if (fl_flaunt_contest_winner (plays, 2, TRUE, state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND,
                                        ace_high, &why, &beaten) == 0)
            /* Translators: %s is the challenge, such as “a flush K♠ 9♠ 3♠”. */
            return g_strdup_printf (_("Your challenge would be %s, which does not beat the flaunt: it would lose its cards to the leader (rules K4 and C5)."), play);
          /* Translators: %s is the challenge. */
          return g_strdup_printf (_("Your challenge would be %s, which beats the flaunt, or equals it and wins as the later play, unless a later challenger beats it (rules K4 and C4)."), play);
        }
      /* Translators: %s is the challenge, such as “a flush K♠ 9♠ 3♠”. */
      return g_strdup_printf (_("Your challenge would be %s (rule K3)."), play);

    default:
      return NULL;
    }
}

/* The cards of @hand of one rank (2-14) or one suit, in both packs. */
static guint
count_in (const FlFlauntCards *hand,
          FlCardSet            mask)
{
  return fl_card_set_count (hand->packs[0] & mask) + fl_card_set_count (hand->packs[1] & mask);
}

/* The ranks of @hand within @mask, bit r for rank r, and bit 1 for an ace
 * that may count low (K1). */
static guint
rank_bits_in (const FlFlauntCards *hand,
              FlCardSet            mask,
              gboolean             ace_low)
{
  FlCardSet all = (hand->packs[0] | hand->packs[1]) & mask;
  guint bits = (guint) ((all | all >> 13 | all >> 26 | all >> 39) & 0x1fff) << 2;

  if (ace_low && (bits & (1u << 14)))
    bits |= 1u << 1;
  return bits;
}

/* The longest run of @bits through bit @r (an ace also through bit 1). */
static guint
run_through (guint bits,
             guint r)
{
  guint best = 0;

  for (guint pass = 0; pass < 2; pass++)
    {
      guint at = pass == 0 ? r : 1;
      guint low = at, high = at;

      if (pass == 1 && (r != 14 || !(bits & 2u)))
        break;
      if (!(bits & (1u << at)))
        continue;
      while (low > 1 && (bits & (1u << (low - 1))))
        low--;
      while (high < 14 && (bits & (1u << (high + 1))))
        high++;
      best = MAX (best, MIN (high - low + 1, 13u));
    }
  return best;
}

/* K1: the plays the pointed card could join with the rest of the hand,
 * at their longest: a match, a straight flush, a straight, a flush. */
char **
_fl_flaunt_explain_card (const void *data,
                         int         seat,
                         FlCard      card)
{
  const FlFlauntState *seen = data;
  const FlFlauntCards *hand;
  g_autoptr(GStrvBuilder) lines = NULL;
  g_autofree char *label = NULL;
  gboolean ace_low;
  guint rank, suit, match, flush, straight, straight_flush;
  FlCardSet rank_mask, suit_mask;

  if (seat < 0 || seat >= seen->n_players || !fl_flaunt_cards_has (&seen->hands[seat], card))
    return NULL;

  hand = &seen->hands[seat];
  ace_low = seen->ace_option != FL_FLAUNT_ACE_HIGH;
  rank = fl_flaunt_rank (card);
  suit = fl_flaunt_suit (card);
  rank_mask = G_GUINT64_CONSTANT (0x8004002001) << (rank - 2);
  suit_mask = FL_STD_SUIT_MASK (suit);
  match = count_in (hand, rank_mask);
  flush = count_in (hand, suit_mask);
  straight = run_through (rank_bits_in (hand, FL_FLAUNT_PACK_MASK, ace_low), rank);
  straight_flush = run_through (rank_bits_in (hand, suit_mask, ace_low), rank);
  label = _fl_flaunt_card_label (card);
  lines = g_strv_builder_new ();

  if (match >= 2)
    fl_strv_builder_add_owned (lines, g_strdup_printf (
      /* Translators: the tutor on a card of the user's hand; %1$s is the
       * card, %2$u how many cards of its rank the hand holds. */
      g_dngettext (GETTEXT_PACKAGE, "%1$s could make a match of up to %2$u card with the other cards of its rank in your hand (rule K1).",
                   "%1$s could make a match of up to %2$u cards with the other cards of its rank in your hand (rule K1).",
                   match), label, match));
  if (straight_flush >= 2)
    fl_strv_builder_add_owned (lines, g_strdup_printf (
      /* Translators: %1$s is a card, %2$u the longest sequence of its
       * suit through it in the user's hand. */
      g_dngettext (GETTEXT_PACKAGE, "%1$s could make a straight flush of up to %2$u card (rule K1).",
                   "%1$s could make a straight flush of up to %2$u cards (rule K1).",
                   straight_flush), label, straight_flush));
  if (straight >= 2 && straight > straight_flush)
    fl_strv_builder_add_owned (lines, g_strdup_printf (
      /* Translators: %1$s is a card, %2$u the longest sequence through it
       * in the user's hand, of any suits. */
      g_dngettext (GETTEXT_PACKAGE, "%1$s could make a straight of up to %2$u card (rule K1).",
                   "%1$s could make a straight of up to %2$u cards (rule K1).",
                   straight), label, straight));
  if (flush >= 2)
    fl_strv_builder_add_owned (lines, g_strdup_printf (
      /* Translators: %1$s is a card, %2$u how many cards of its suit the
       * user's hand holds. */
      g_dngettext (GETTEXT_PACKAGE, "%1$s could make a flush of up to %2$u card (rule K1).",
                   "%1$s could make a flush of up to %2$u cards (rule K1).",
                   flush), label, flush));
  if (match < 2 && straight < 2 && flush < 2)
    fl_strv_builder_add_owned (lines, g_strdup_printf (
      /* Translators: %s is a card of the user's hand. */
      _("%s makes no combination with the rest of your hand: it can be flaunted or challenged with alone, or sneaked, alone or with other cards as a bluff (rules T3, T4, K5)."),
      label));
  else
    fl_strv_builder_add_owned (lines, g_strdup (
      /* Translators: after the tutor's sentences on the plays a card
       * could join. */
      _("A match ranks highest, then a straight flush, a straight and a flush; only plays of the same size meet (rules K2, K3).")));
  return g_strv_builder_end (lines);
}
