/* fl-flashpoint-explain.c: Flashpoint's actions, flashes and commands in
 * words, and the helpers its other explaining files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flashpoint-explain-private.h"
#include "fl-i18n.h"

#define RANK_BIT(rank) (1u << ((rank) - 7))

/* Two whole sentences, one after the other. */
static char *
join_sentences (const char *first,
                const char *second)
{
  if (first == NULL || *first == '\0')
    return g_strdup (second != NULL ? second : "");
  if (second == NULL || *second == '\0')
    return g_strdup (first);

  /* Translators: two sentences in a row, each with its own full stop. In
   * Japanese and Chinese, leave out the space. */
  return g_strdup_printf (C_("sentences", "%1$s %2$s"), first, second);
}

/* Appends @sentence (freed) to *@text. */
void
_fl_flashpoint_append_sentence (char **text,
                                char  *sentence)
{
  char *joined = join_sentences (*text, sentence);

  g_free (*text);
  g_free (sentence);
  *text = joined;
}

/* Names joined into a list; each is a label on its own (nominative),
 * standing after a colon or in parentheses, never inside a phrase. */
static char *
join_list (const char *const *items,
           guint              n_items)
{
  GString *list = g_string_new (NULL);

  for (guint i = 0; i < n_items; i++)
    {
      if (i > 0)
        /* Translators: what separates the items of a list, such as the
         * flashes a player declares (“void in clubs, twin flash”) or cards
         * (“7♣, 8♣, 9♦”). */
        g_string_append (list, C_("list separator", ", "));
      g_string_append (list, items[i]);
    }

  return g_string_free (list, FALSE);
}

char *
_fl_flashpoint_card_label (FlCard card)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_PIQUET_32), card);
}

char *
_fl_flashpoint_card_list (const FlCard *cards,
                          guint         n_cards)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_cards; i++)
    g_ptr_array_add (labels, _fl_flashpoint_card_label (cards[i]));

  return join_list ((const char *const *) labels->pdata, labels->len);
}

/* The suits of @mask by name, e.g. “clubs, hearts”. */
char *
_fl_flashpoint_suit_list (guint mask)
{
  const char *names[FL_N_SUITS];
  guint n = 0;

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    if (mask & (1u << suit))
      names[n++] = fl_suit_name ((FlSuit) suit);

  return join_list (names, n);
}

/**
 * fl_flashpoint_seat_name:
 *
 * Returns: (transfer full): "Player 2" for seat 1
 */
char *
fl_flashpoint_seat_name (guint seat)
{
  /* Translators: a seat at the table, numbered from 1. */
  return g_strdup_printf (C_("hand", "Player %u"), seat + 1);
}

/**
 * fl_flashpoint_side_name:
 *
 * Returns: (transfer full): a partnership by its players, "Players 1 and 3"
 * for side 0 and "Players 2 and 4" for side 1, used as the plural subject
 * of sentences
 */
char *
fl_flashpoint_side_name (guint side)
{
  if ((side & 1) == 0)
    /* Translators: a partnership of two players sitting opposite each
     * other, the subject of sentences such as “%s score 6 points”. */
    return g_strdup (C_("side", "Players 1 and 3"));

  /* Translators: a partnership of two players sitting opposite each other. */
  return g_strdup (C_("side", "Players 2 and 4"));
}

/**
 * fl_flashpoint_parse_card:
 * @text: a card as "JS", "TH", "10H", "7C": a rank (A K Q J T 9 8 7 or 10)
 *   then a suit (S H D C), in any case
 * @card: (out): the card
 *
 * Returns: whether @text names a card of the 32-card pack
 */
gboolean
fl_flashpoint_parse_card (const char *text,
                          FlCard     *card)
{
  static const char ranks[] = "789TJQKA";
  static const char suits[] = "CDHS";
  const char *rank_letter;
  const char *suit_letter;
  const char *p = text;
  guint rank;

  if (text == NULL)
    return FALSE;

  if (p[0] == '1' && p[1] == '0')
    {
      rank = 10;
      p += 2;
    }
  else if (p[0] != '\0' && (rank_letter = strchr (ranks, g_ascii_toupper (p[0]))) != NULL)
    {
      rank = 7 + (guint) (rank_letter - ranks);
      p++;
    }
  else
    return FALSE;

  if (p[0] == '\0' || p[1] != '\0' || (suit_letter = strchr (suits, g_ascii_toupper (p[0]))) == NULL)
    return FALSE;

  if (card != NULL)
    *card = FL_FP_CARD ((guint) (suit_letter - suits), rank);
  return TRUE;
}

/**
 * fl_flashpoint_combo_name:
 *
 * Returns: (transfer full): the combination's name as a label on its own,
 * e.g. "Pair", "Run of three", "Damp squib"
 */
char *
fl_flashpoint_combo_name (FlFlashpointCombo combo)
{
  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_PAIR:
      /* Translators: a Flashpoint combination, two cards of one rank. */
      return g_strdup (C_("combination", "Pair"));
    case FL_FLASHPOINT_COMBO_RUN3:
      /* Translators: a Flashpoint combination, three cards of consecutive ranks. */
      return g_strdup (C_("combination", "Run of three"));
    case FL_FLASHPOINT_COMBO_TRIPLET:
      /* Translators: a Flashpoint combination, three cards of one rank. */
      return g_strdup (C_("combination", "Triplet"));
    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      /* Translators: a Flashpoint combination, a run of three with one of
       * its ranks twice, such as 10-J-Q-Q. */
      return g_strdup (C_("combination", "Pair-run"));
    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      /* Translators: a Flashpoint combination, such as A-A-9-9. */
      return g_strdup (C_("combination", "Two pairs"));
    case FL_FLASHPOINT_COMBO_RUN4:
      /* Translators: a Flashpoint combination, four cards of consecutive ranks. */
      return g_strdup (C_("combination", "Run of four"));
    case FL_FLASHPOINT_COMBO_FOUR:
      /* Translators: four cards of one rank; Flashpoint scores them as two pairs. */
      return g_strdup (C_("combination", "Four of a kind"));
    case FL_FLASHPOINT_COMBO_NONE:
    case FL_FLASHPOINT_N_COMBOS:
    default:
      /* Translators: in Flashpoint, a trick with no combination, which
       * scores for the winner's opponents. */
      return g_strdup (C_("combination", "Damp squib"));
    }
}

static const char *
void_name (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      /* Translators: a flash (bonus) for a dealt hand holding no club; an
       * item of a list of flashes. */
      return C_("flash", "void in clubs");
    case FL_SUIT_DIAMONDS:
      /* Translators: a flash (bonus) for a dealt hand holding no diamond; an
       * item of a list of flashes. */
      return C_("flash", "void in diamonds");
    case FL_SUIT_HEARTS:
      /* Translators: a flash (bonus) for a dealt hand holding no heart; an
       * item of a list of flashes. */
      return C_("flash", "void in hearts");
    default:
      /* Translators: a flash (bonus) for a dealt hand holding no spade; an
       * item of a list of flashes. */
      return C_("flash", "void in spades");
    }
}

static const char *
four_flash_name (guint rank)
{
  switch (rank)
    {
    case 7:
      /* Translators: a flash (bonus) for a dealt hand holding all four sevens;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in sevens");
    case 8:
      /* Translators: a flash (bonus) for a dealt hand holding all four eights;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in eights");
    case 9:
      /* Translators: a flash (bonus) for a dealt hand holding all four nines;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in nines");
    case 10:
      /* Translators: a flash (bonus) for a dealt hand holding all four tens;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in tens");
    case FL_RANK_JACK:
      /* Translators: a flash (bonus) for a dealt hand holding all four Jacks;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in Jacks");
    case FL_RANK_QUEEN:
      /* Translators: a flash (bonus) for a dealt hand holding all four Queens;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in Queens");
    case FL_RANK_KING:
      /* Translators: a flash (bonus) for a dealt hand holding all four Kings;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in Kings");
    default:
      /* Translators: a flash (bonus) for a dealt hand holding all four Aces;
       * an item of a list of flashes. */
      return C_("flash", "four-flash in Aces");
    }
}

static guint
flash_names (guint        flashes,
             guint        fours,
             const char **names)
{
  guint n = 0;

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    if (flashes & (1u << suit))
      names[n++] = void_name (suit);

  if (flashes & FL_FLASHPOINT_FLASH_TWIN)
    /* Translators: a flash (bonus) for a dealt hand of exactly two cards in
     * each suit; an item of a list of flashes. */
    names[n++] = C_("flash", "twin flash");

  if (flashes & FL_FLASHPOINT_FLASH_LONG)
    /* Translators: a flash (bonus) for a dealt hand holding one card of
     * every rank, Ace to 7; an item of a list of flashes. */
    names[n++] = C_("flash", "long flash");

  for (guint rank = 7; rank <= FL_RANK_ACE; rank++)
    if (fours & RANK_BIT (rank))
      names[n++] = four_flash_name (rank);

  if (flashes & FL_FLASHPOINT_FLASH_SQUARE)
    /* Translators: a flash (bonus) for holding exactly one card of each suit
     * when the fifth trick begins; an item of a list of flashes. */
    names[n++] = C_("flash", "square flash");

  return n;
}

/**
 * fl_flashpoint_describe_flashes:
 * @flashes: a mask of #FlFlashpointFlash
 * @fours: the four-flash ranks, bit rank - 7
 *
 * Returns: (transfer full): the flashes as a list of names, e.g.
 * "void in clubs, twin flash, four-flash in Jacks", or "none"
 */
char *
fl_flashpoint_describe_flashes (guint flashes,
                                guint fours)
{
  const char *names[16];
  guint n = flash_names (flashes, fours, names);

  if (n == 0)
    /* Translators: an empty list of flashes (bonuses). */
    return g_strdup (C_("flashes", "none"));

  return join_list (names, n);
}

/* The command as an imperative on its own, or NULL. */
static const char *
command_text (guint kind,
              guint value)
{
  switch (kind)
    {
    case FL_FLASHPOINT_COMMAND_LEAD_SUIT:
      switch (value)
        {
        case FL_SUIT_CLUBS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead any club; shown on its own, as a button, and quoted in
           * sentences. */
          return C_("command", "Lead a club");
        case FL_SUIT_DIAMONDS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead any diamond; shown on its own, as a button, and quoted
           * in sentences. */
          return C_("command", "Lead a diamond");
        case FL_SUIT_HEARTS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead any heart; shown on its own, as a button, and quoted in
           * sentences. */
          return C_("command", "Lead a heart");
        case FL_SUIT_SPADES:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead any spade; shown on its own, as a button, and quoted in
           * sentences. */
          return C_("command", "Lead a spade");
        default:
          return NULL;
        }

    case FL_FLASHPOINT_COMMAND_AVOID_SUIT:
      switch (value)
        {
        case FL_SUIT_CLUBS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a club; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead a club");
        case FL_SUIT_DIAMONDS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a diamond; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead a diamond");
        case FL_SUIT_HEARTS:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a heart; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead a heart");
        case FL_SUIT_SPADES:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a spade; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead a spade");
        default:
          return NULL;
        }

    case FL_FLASHPOINT_COMMAND_LEAD_RANK:
      switch (value)
        {
        case 7:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a seven of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a seven");
        case 8:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead an eight of any suit; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Lead an eight");
        case 9:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a nine of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a nine");
        case 10:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a ten of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a ten");
        case FL_RANK_JACK:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a Jack of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a Jack");
        case FL_RANK_QUEEN:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a Queen of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a Queen");
        case FL_RANK_KING:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead a King of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead a King");
        case FL_RANK_ACE:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead an Ace of any suit; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Lead an Ace");
        default:
          return NULL;
        }

    case FL_FLASHPOINT_COMMAND_AVOID_RANK:
      switch (value)
        {
        case 7:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a seven; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead a seven");
        case 8:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but an eight; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead an eight");
        case 9:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a nine; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead a nine");
        case 10:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a ten; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead a ten");
        case FL_RANK_JACK:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a Jack; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead a Jack");
        case FL_RANK_QUEEN:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a Queen; shown on its own, as a button,
           * and quoted in sentences. */
          return C_("command", "Don’t lead a Queen");
        case FL_RANK_KING:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but a King; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead a King");
        case FL_RANK_ACE:
          /* Translators: a command from a partner to the player about to lead a
           * trick: lead anything but an Ace; shown on its own, as a button, and
           * quoted in sentences. */
          return C_("command", "Don’t lead an Ace");
        default:
          return NULL;
        }

    default:
      return NULL;
    }
}

/**
 * fl_flashpoint_describe_command:
 * @command: kind << 4 | value, as in #FlFlashpointState.command
 *
 * Returns: (transfer full): the command as an imperative on its own,
 * without a full stop, e.g. "Lead a diamond", "Don’t lead a Queen"; other
 * sentences quote it. "No command" for 0 or anything else.
 */
char *
fl_flashpoint_describe_command (guint command)
{
  const char *text = command_text ((command >> 4) & 0xf, command & 0xf);

  if (text == NULL)
    /* Translators: no command is in force for this lead. */
    return g_strdup (C_("command", "No command"));

  return g_strdup (text);
}

char *
_fl_flashpoint_command_from_values (int kind,
                                    int value)
{
  return fl_flashpoint_describe_command (((guint) kind & 0xf) << 4 | ((guint) value & 0xf));
}

/* The sentence for declaring flashes, with their points: as it happened
 * (@past, an event: the catalogue's context "event") or as a move. */
char *
_fl_flashpoint_flash_sentence (const char *who,
                               guint       flashes,
                               guint       fours,
                               int         points,
                               gboolean    past)
{
  const char *names[16];
  guint n = flash_names (flashes, fours, names);
  g_autofree char *list = NULL;

  if (n == 0)
    return g_strdup_printf (past
                            /* Translators: %s is a player. */
                            ? C_("event", "%s declares no flash.")
                            /* Translators: %s is a player. */
                            : _("%s declares no flash."),
                            who);

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    return g_strdup_printf (past
                            ? fl_npgettext ("event",
                                            /* Translators: %1$s is a player, %2$d the flash's points. */
                                            "%1$s declares a square flash, one card of each suit and no more, worth %2$d point (rule B6).",
                                            "%1$s declares a square flash, one card of each suit and no more, worth %2$d points (rule B6).",
                                            plural (points))
                            : g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$d the flash's points. */
                                           "%1$s declares a square flash, one card of each suit and no more, worth %2$d point (rule B6).",
                                           "%1$s declares a square flash, one card of each suit and no more, worth %2$d points (rule B6).",
                                           plural (points)),
                            who, points);

  list = join_list (names, n);

  if (n == 1)
    return g_strdup_printf (past
                            ? fl_npgettext ("event",
                                            /* Translators: %1$s is a player, %2$d the points, %3$s the
                                             * flash, such as “void in clubs” or “four-flash in Jacks”. */
                                            "%1$s declares a flash worth %2$d point: %3$s (rule B1).",
                                            "%1$s declares a flash worth %2$d points: %3$s (rule B1).",
                                            plural (points))
                            : g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a player, %2$d the points, %3$s the
                                            * flash, such as “void in clubs” or “four-flash in Jacks”. */
                                           "%1$s declares a flash worth %2$d point: %3$s (rule B1).",
                                           "%1$s declares a flash worth %2$d points: %3$s (rule B1).",
                                           plural (points)),
                            who, points, list);

  return g_strdup_printf (past
                          ? fl_npgettext ("event",
                                          /* Translators: %1$s is a player, %2$d the points, %3$s a
                                           * list of flashes, such as “void in clubs, twin flash”. */
                                          "%1$s declares flashes worth %2$d point: %3$s (rule B1).",
                                          "%1$s declares flashes worth %2$d points: %3$s (rule B1).",
                                          plural (points))
                          : g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is a player, %2$d the points, %3$s a
                                          * list of flashes, such as “void in clubs, twin flash”. */
                                         "%1$s declares flashes worth %2$d point: %3$s (rule B1).",
                                         "%1$s declares flashes worth %2$d points: %3$s (rule B1).",
                                         plural (points)),
                          who, points, list);
}

/* flash_sentence(), said to the player declaring the flashes, as an event. */
char *
_fl_flashpoint_own_flash_sentence (guint flashes,
                                   guint fours,
                                   int   points)
{
  const char *names[16];
  guint n = flash_names (flashes, fours, names);
  g_autofree char *list = NULL;

  if (n == 0)
    return g_strdup (C_("event", "You declare no flash."));

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the player declaring it; %d is the
                                           * flash's points. */
                                          "You declare a square flash, one card of each suit and no more, worth %d point (rule B6).",
                                          "You declare a square flash, one card of each suit and no more, worth %d points (rule B6).",
                                          plural (points)),
                            points);

  list = join_list (names, n);

  if (n == 1)
    return g_strdup_printf (fl_npgettext ("event",
                                          /* Translators: said to the player declaring it; %1$d is the
                                           * points, %2$s the flash, such as “void in clubs” or
                                           * “four-flash in Jacks”. */
                                          "You declare a flash worth %1$d point: %2$s (rule B1).",
                                          "You declare a flash worth %1$d points: %2$s (rule B1).",
                                          plural (points)),
                            points, list);

  return g_strdup_printf (fl_npgettext ("event",
                                        /* Translators: said to the player declaring them; %1$d is the
                                         * points, %2$s a list of flashes, such as “void in clubs,
                                         * twin flash”. */
                                        "You declare flashes worth %1$d point: %2$s (rule B1).",
                                        "You declare flashes worth %1$d points: %2$s (rule B1).",
                                        plural (points)),
                          points, list);
}

char *
_fl_flashpoint_describe_action (const void     *data,
                                const FlAction *action)
{
  const FlFlashpointState *state = data;
  g_autofree char *who = fl_flashpoint_seat_name ((guint) action->seat);
  char *text = NULL;

  if (action->kind == FL_ACTION_PLAY || action->kind == FL_ACTION_PASS)
    {
      guint flashes = (guint) action->values[0] & 0x7f;
      guint fours = (guint) action->values[1] & 0xff;

      if (action->kind == FL_ACTION_PLAY && action->n_cards != 1)
        return g_strdup (_("An action Flashpoint does not have."));

      if (flashes != 0 || fours != 0)
        {
          FlFlashpointVoids voids_rule = state != NULL ? state->voids_rule : FL_FLASHPOINT_VOIDS_EACH;

          text = _fl_flashpoint_flash_sentence (who, flashes, fours,
                                                fl_flashpoint_flash_points (flashes, fours, voids_rule), FALSE);
        }

      if (action->kind == FL_ACTION_PLAY)
        {
          g_autofree char *card = _fl_flashpoint_card_label (action->cards[0]);

          /* Translators: %1$s is a player, %2$s a card such as “Q♠”. */
          _fl_flashpoint_append_sentence (&text, g_strdup_printf (_("%1$s plays %2$s."), who, card));
        }
      else
        /* Translators: %s is a player, who plays no card to this trick now. */
        _fl_flashpoint_append_sentence (&text, g_strdup_printf (_("%s passes."), who));

      return text;
    }

  if (action->kind == FL_ACTION_COMMAND)
    {
      g_autofree char *command = NULL;

      if (action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
        /* Translators: %s is the player about to lead a trick. */
        return g_strdup_printf (_("%s asks their partner for a command."), who);

      command = _fl_flashpoint_command_from_values (action->values[0], action->values[1]);
      /* Translators: %1$s is a player, %2$s a command such as “Lead a
       * diamond”, quoted as they said it. */
      return g_strdup_printf (_("%1$s gives the command “%2$s”."), who, command);
    }

  if (action->kind == FL_ACTION_CONTINUE)
    /* Translators: %s is a player, who gathers the cards of the hand just
     * scored and deals the next. */
    return g_strdup_printf (_("%s deals the next hand."), who);

  return g_strdup (_("An action Flashpoint does not have."));
}

/* A card, a pass or a command, as the tutor's hints name them (rules.h). */
char *
_fl_flashpoint_name_action (const void     *state,
                            const FlAction *action)
{
  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1)
    return _fl_flashpoint_card_label (action->cards[0]);
  if (action->kind == FL_ACTION_PASS)
    /* Translators: a choice the tutor's hint names, inside a sentence. */
    return g_strdup (_("a pass"));
  if (action->kind == FL_ACTION_COMMAND && action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
    /* Translators: a choice the tutor's hint names, inside a sentence. */
    return g_strdup (_("asking your partner for a command"));
  if (action->kind == FL_ACTION_COMMAND)
    {
      g_autofree char *command = _fl_flashpoint_command_from_values (action->values[0], action->values[1]);

      /* Translators: a choice the tutor's hint names, inside a sentence;
       * %s is a command such as “Lead a diamond”. */
      return g_strdup_printf (_("the command “%s”"), command);
    }
  if (action->kind == FL_ACTION_CONTINUE)
    /* Translators: the name of the move that deals the next hand, as a
     * hint or a review names a move. */
    return g_strdup (C_("move", "the next hand"));
  return g_strdup (_("An action Flashpoint does not have."));
}
