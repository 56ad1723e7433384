/* fl-flashpoint-explain.c: Flashpoint's actions, refusals, events, combinations,
 * flashes and commands in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flashpoint"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-flashpoint-rules.h"

char *_fl_flashpoint_describe_action (const void *state, const FlAction *action);
char *_fl_flashpoint_explain_illegal (const void *state, const FlIllegal *why);
char *_fl_flashpoint_describe_event (const FlEvent *event, int viewer);

#define RANK_BIT(rank) (1u << ((rank) - 7))

/* The number a plural form is chosen by: scores may be negative. */
static gulong
plural (gint64 n)
{
  return (gulong) (n < 0 ? -n : n);
}

static guint
bit_count (guint mask)
{
  guint n = 0;

  for (; mask != 0; mask &= mask - 1)
    n++;

  return n;
}

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
static void
append_sentence (char **text,
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

static char *
card_label (FlCard card)
{
  return fl_deck_card_label (fl_deck_get (FL_DECK_PIQUET_32), card);
}

static char *
card_list (const FlCard *cards,
           guint         n_cards)
{
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < n_cards; i++)
    g_ptr_array_add (labels, card_label (cards[i]));

  return join_list ((const char *const *) labels->pdata, labels->len);
}

/* The suits of @mask by name, e.g. “clubs, hearts”. */
static char *
suit_list (guint mask)
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

static char *
command_from_values (int kind,
                     int value)
{
  return fl_flashpoint_describe_command (((guint) kind & 0xf) << 4 | ((guint) value & 0xf));
}

/* The sentence for declaring flashes, with their points. */
static char *
flash_sentence (const char *who,
                guint       flashes,
                guint       fours,
                int         points)
{
  const char *names[16];
  guint n = flash_names (flashes, fours, names);
  g_autofree char *list = NULL;

  if (n == 0)
    /* Translators: %s is a player. */
    return g_strdup_printf (_("%s declares no flash."), who);

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is a player, %2$d the flash's points. */
                                         "%1$s declares a square flash, one card of each suit and no more, worth %2$d point (rule B6).",
                                         "%1$s declares a square flash, one card of each suit and no more, worth %2$d points (rule B6).",
                                         plural (points)),
                            who, points);

  list = join_list (names, n);

  if (n == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is a player, %2$d the points, %3$s the
                                          * flash, such as “void in clubs” or “four-flash in Jacks”. */
                                         "%1$s declares a flash worth %2$d point: %3$s (rule B1).",
                                         "%1$s declares a flash worth %2$d points: %3$s (rule B1).",
                                         plural (points)),
                            who, points, list);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %1$s is a player, %2$d the points, %3$s a
                                        * list of flashes, such as “void in clubs, twin flash”. */
                                       "%1$s declares flashes worth %2$d point: %3$s (rule B1).",
                                       "%1$s declares flashes worth %2$d points: %3$s (rule B1).",
                                       plural (points)),
                          who, points, list);
}

/* flash_sentence(), said to the player declaring the flashes. */
static char *
own_flash_sentence (guint flashes,
                    guint fours,
                    int   points)
{
  const char *names[16];
  guint n = flash_names (flashes, fours, names);
  g_autofree char *list = NULL;

  if (n == 0)
    return g_strdup (_("You declare no flash."));

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: said to the player declaring it; %d is the
                                          * flash's points. */
                                         "You declare a square flash, one card of each suit and no more, worth %d point (rule B6).",
                                         "You declare a square flash, one card of each suit and no more, worth %d points (rule B6).",
                                         plural (points)),
                            points);

  list = join_list (names, n);

  if (n == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: said to the player declaring it; %1$d is the
                                          * points, %2$s the flash, such as “void in clubs” or
                                          * “four-flash in Jacks”. */
                                         "You declare a flash worth %1$d point: %2$s (rule B1).",
                                         "You declare a flash worth %1$d points: %2$s (rule B1).",
                                         plural (points)),
                            points, list);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
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

          text = flash_sentence (who, flashes, fours,
                                 fl_flashpoint_flash_points (flashes, fours, voids_rule));
        }

      if (action->kind == FL_ACTION_PLAY)
        {
          g_autofree char *card = card_label (action->cards[0]);

          /* Translators: %1$s is a player, %2$s a card such as “Q♠”. */
          append_sentence (&text, g_strdup_printf (_("%1$s plays %2$s."), who, card));
        }
      else
        /* Translators: %s is a player, who plays no card to this trick now. */
        append_sentence (&text, g_strdup_printf (_("%s passes."), who));

      return text;
    }

  if (action->kind == FL_ACTION_COMMAND)
    {
      g_autofree char *command = NULL;

      if (action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
        /* Translators: %s is the player about to lead a trick. */
        return g_strdup_printf (_("%s asks their partner for a command."), who);

      command = command_from_values (action->values[0], action->values[1]);
      /* Translators: %1$s is a player, %2$s a command such as “Lead a
       * diamond”, quoted as they said it. */
      return g_strdup_printf (_("%1$s gives the command “%2$s”."), who, command);
    }

  return g_strdup (_("An action Flashpoint does not have."));
}

/* A card, a pass or a command, as the tutor's hints name them (rules.h). */
char *
_fl_flashpoint_name_action (const void     *state,
                            const FlAction *action)
{
  if (action->kind == FL_ACTION_PLAY && action->n_cards == 1)
    return card_label (action->cards[0]);
  if (action->kind == FL_ACTION_PASS)
    /* Translators: a choice the tutor's hint names, inside a sentence. */
    return g_strdup (_("a pass"));
  if (action->kind == FL_ACTION_COMMAND && action->values[0] == FL_FLASHPOINT_COMMAND_INVITE)
    /* Translators: a choice the tutor's hint names, inside a sentence. */
    return g_strdup (_("asking your partner for a command"));
  if (action->kind == FL_ACTION_COMMAND)
    {
      g_autofree char *command = command_from_values (action->values[0], action->values[1]);

      /* Translators: a choice the tutor's hint names, inside a sentence;
       * %s is a command such as “Lead a diamond”. */
      return g_strdup_printf (_("the command “%s”"), command);
    }
  return g_strdup (_("An action Flashpoint does not have."));
}

static char *
suit_in_trick_sentence (guint suit)
{
  switch (suit)
    {
    case FL_SUIT_CLUBS:
      return g_strdup (_("This trick already has a club: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_DIAMONDS:
      return g_strdup (_("This trick already has a diamond: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_HEARTS:
      return g_strdup (_("This trick already has a heart: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    case FL_SUIT_SPADES:
      return g_strdup (_("This trick already has a spade: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    default:
      return g_strdup (_("A trick holds one card of each suit at most: play a card of a suit it lacks, or pass if you hold none (rule P3)."));
    }
}

/* The suits in @hand, as a mask of 1 << suit. */
static guint
hand_suits (FlCardSet hand)
{
  guint mask = 0;

  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    if (hand & FL_FP_SUIT_MASK (suit))
      mask |= 1u << suit;

  return mask;
}

char *
_fl_flashpoint_explain_illegal (const void      *data,
                                const FlIllegal *why)
{
  const FlFlashpointState *state = data;

  switch ((FlFlashpointIllegalRule) why->rule)
    {
    case FL_FLASHPOINT_ILLEGAL_GAME_OVER:
      return g_strdup (_("The game is over; no more moves can be made."));

    case FL_FLASHPOINT_ILLEGAL_NOT_YOUR_TURN:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) why->values[0]);

        /* Translators: %s is the player whose turn it is. */
        return g_strdup_printf (_("It is not your turn: %s is to move."), who);
      }

    case FL_FLASHPOINT_ILLEGAL_FLASH_NOT_NOW:
      return g_strdup (_("Flashes are declared only at your first turn in the first trick, and the square flash at your first turn in the fifth trick (rules B1 and B6)."));

    case FL_FLASHPOINT_ILLEGAL_FLASH_NOT_HELD:
      {
        guint flashes = (guint) why->values[0] & 0x7f;
        guint fours = (guint) why->values[1] & 0xff;
        g_autofree char *list = NULL;

        if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
          return g_strdup (_("You have no square flash: that needs exactly one card of each suit, and no more, when the fifth trick begins (rule B6)."));

        if (flashes == 0 && fours == 0)
          return g_strdup (_("You can declare only the flashes your hand holds (rules B1 to B6)."));

        list = fl_flashpoint_describe_flashes (flashes, fours);
        /* Translators: %s is a list of flashes, such as “void in clubs,
         * twin flash”. */
        return g_strdup_printf (_("You can declare only the flashes your hand holds, and it does not hold these: %s (rules B1 to B6)."),
                                list);
      }

    case FL_FLASHPOINT_ILLEGAL_MUST_COMMAND:
      return g_strdup (_("Your partner has asked you for a command: name one before play goes on (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_BAD_COMMAND:
      return g_strdup (_("A command is one of these: lead a given suit, don’t lead a given suit, lead a given rank, or don’t lead a given rank (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_NOT_LEADING:
      return g_strdup (_("Only the player about to lead a trick may ask their partner for a command (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_ALREADY_INVITED:
      return g_strdup (_("You have already asked your partner for a command for this lead (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_NO_COMMAND_NOW:
      return g_strdup (_("Your partner has not asked for a command: you may give one only when the leader asks (rule C1)."));

    case FL_FLASHPOINT_ILLEGAL_MUST_PLAY:
      return g_strdup (_("Now play a card or pass; when about to lead, you may also ask your partner for a command (rules P3 and C1)."));

    case FL_FLASHPOINT_ILLEGAL_NOT_IN_HAND:
      {
        g_autofree char *card = card_label (why->card);

        /* Translators: %s is a card such as “Q♠”. */
        return g_strdup_printf (_("%s is not in your hand."), card);
      }

    case FL_FLASHPOINT_ILLEGAL_SUIT_IN_TRICK:
      {
        guint suit = why->card < FL_FLASHPOINT_N_CARDS ? FL_FP_SUIT (why->card) : FL_SUIT_NONE;

        return suit_in_trick_sentence (suit);
      }

    case FL_FLASHPOINT_ILLEGAL_CANNOT_PASS:
      {
        guint suits = (guint) why->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (suits == 0 && state != NULL && state->to_play < FL_FLASHPOINT_N_SEATS)
          suits = hand_suits (state->hands[state->to_play]) & ~(guint) state->trick_suits & FL_FLASHPOINT_ALL_SUITS;

        if (suits == 0)
          return g_strdup (_("You cannot pass while you hold a card of a suit the trick lacks (rule P7)."));

        list = suit_list (suits);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %s is a list of suits, such as “clubs,
                                              * hearts”. */
                                             "You cannot pass while you hold a card of a suit the trick lacks: %s (rule P7).",
                                             "You cannot pass while you hold cards of suits the trick lacks: %s (rule P7).",
                                             bit_count (suits)),
                                list);
      }

    case FL_FLASHPOINT_ILLEGAL_CANNOT_PASS_LEAD:
      return g_strdup (_("You are leading, and the leader cannot pass: play any card to begin the trick (rule P7)."));

    case FL_FLASHPOINT_ILLEGAL_MALFORMED:
    default:
      return g_strdup (_("This move is not one Flashpoint allows: it is not one card played, a pass or a command."));
    }
}

/* Ranks in a trick: how many cards of each, index rank - 7. */
static void
count_ranks (const FlCard *cards,
             guint         n_cards,
             guint        *counts)
{
  memset (counts, 0, 8 * sizeof (guint));

  for (guint i = 0; i < n_cards; i++)
    if (cards[i] < FL_FLASHPOINT_N_CARDS)
      counts[FL_FP_RANK (cards[i]) - 7]++;
}

/* The highest rank held at least @min times below @below, or 0. */
static guint
rank_with_count (const guint *counts,
                 guint        min,
                 guint        below)
{
  for (guint rank = MIN (below, FL_RANK_ACE + 1); rank-- > 7;)
    if (counts[rank - 7] >= min)
      return rank;

  return 0;
}

/* The lowest rank of a run of @length ranks all present, or 0. */
static guint
run_start (const guint *counts,
           guint        length)
{
  for (guint low = 7; low + length - 1 <= FL_RANK_ACE; low++)
    {
      guint k = 0;

      while (k < length && counts[low + k - 7] > 0)
        k++;
      if (k == length)
        return low;
    }

  return 0;
}

/* The combination, with its ranks, worth @value: NULL when the ranks in
 * the trick do not show it. */
static char *
combo_sentence (FlFlashpointCombo combo,
                const guint      *counts,
                int               value)
{
  guint a, b, low;

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_PAIR:
      if ((a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Two cards of rank %1$s make a pair, worth %2$d point (rule S1).",
                                           "Two cards of rank %1$s make a pair, worth %2$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_TRIPLET:
      if ((a = rank_with_count (counts, 3, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Three cards of rank %1$s make a triplet, worth %2$d point (rule S1).",
                                           "Three cards of rank %1$s make a triplet, worth %2$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_FOUR:
      if ((a = rank_with_count (counts, 4, FL_RANK_ACE + 1)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a rank as printed on cards (“J”,
                                            * “10”), %2$d the combination's points. */
                                           "Four cards of rank %1$s count as two pairs, worth %2$d point (rule S5).",
                                           "Four cards of rank %1$s count as two pairs, worth %2$d points (rule S5).",
                                           plural (value)),
                              fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      if ((a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0
          || (b = rank_with_count (counts, 2, a)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are ranks as printed on
                                            * cards (“J”, “10”), the lower first; %3$d the
                                            * combination's points. */
                                           "Pairs of ranks %1$s and %2$s make two pairs, worth %3$d point (rule S1).",
                                           "Pairs of ranks %1$s and %2$s make two pairs, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (b), fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_RUN3:
      if ((low = run_start (counts, 3)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of the run as printed on cards (“9”, “J”); %3$d
                                            * the combination's points. */
                                           "The ranks %1$s to %2$s make a run of three, worth %3$d point (rule S1).",
                                           "The ranks %1$s to %2$s make a run of three, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 2), value);

    case FL_FLASHPOINT_COMBO_RUN4:
      if ((low = run_start (counts, 4)) == 0)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of the run as printed on cards (“8”, “J”); %3$d
                                            * the combination's points. */
                                           "The ranks %1$s to %2$s make a run of four, worth %3$d point (rule S1).",
                                           "The ranks %1$s to %2$s make a run of four, worth %3$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 3), value);

    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      if ((low = run_start (counts, 3)) == 0
          || (a = rank_with_count (counts, 2, FL_RANK_ACE + 1)) == 0
          || a < low || a > low + 2)
        return NULL;
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s and %2$s are the lowest and highest
                                            * ranks of a run of three, %3$s the rank that appears
                                            * twice in it, as printed on cards (“10”, “Q”); %4$d the
                                            * combination's points. */
                                           "The ranks %1$s to %2$s with a second %3$s make a pair-run, worth %4$d point (rule S1).",
                                           "The ranks %1$s to %2$s with a second %3$s make a pair-run, worth %4$d points (rule S1).",
                                           plural (value)),
                              fl_rank_label (low), fl_rank_label (low + 2), fl_rank_label (a), value);

    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %d is the points the damp squib gives. */
                                           "The cards make no combination, a damp squib: %d point to the winner’s opponents (rule S2).",
                                           "The cards make no combination, a damp squib: %d points to the winner’s opponents (rule S2).",
                                           plural (value)),
                              value);

    case FL_FLASHPOINT_N_COMBOS:
    default:
      return NULL;
    }
}

/**
 * fl_flashpoint_explain_trick:
 * @cards: a trick, in the order its cards were played
 * @n_cards: how many
 *
 * Returns: (transfer full): two or three sentences saying which card wins
 * the trick and why, and what its combination scores
 */
char *
fl_flashpoint_explain_trick (const FlCard *cards,
                             guint         n_cards)
{
  FlFlashpointWinReason reason = FL_FLASHPOINT_WIN_HIGHEST;
  FlFlashpointCombo combo;
  g_autofree char *card = NULL;
  guint counts[8];
  guint suits = 0;
  guint position;
  int value;
  char *text;
  char *sentence;

  g_return_val_if_fail (cards != NULL || n_cards == 0, NULL);

  if (n_cards == 0)
    return g_strdup (_("A trick needs at least one card."));

  for (guint i = 0; i < n_cards; i++)
    {
      if (cards[i] >= FL_FLASHPOINT_N_CARDS)
        return g_strdup (_("Flashpoint uses a pack of 32 cards, Ace to 7 in each suit (rule T2)."));
      if (suits & (1u << FL_FP_SUIT (cards[i])))
        return g_strdup (_("A trick never holds two cards of one suit (rule P3)."));
      suits |= 1u << FL_FP_SUIT (cards[i]);
    }

  position = fl_flashpoint_trick_winner (cards, n_cards, &reason);
  card = card_label (position < n_cards ? cards[position] : FL_CARD_NONE);

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: %s is the winning card, such as “J♣”. */
    text = g_strdup_printf (_("%s wins: when ranks repeat, the last card of a repeated rank takes the trick (rule P6)."), card);
  else if (n_cards == 1)
    /* Translators: %s is the winning card, such as “J♣”. */
    text = g_strdup_printf (_("%s wins, the only card in the trick (rule P6)."), card);
  else
    /* Translators: %s is the winning card, such as “A♦”. */
    text = g_strdup_printf (_("%s wins: no rank repeats, so the highest card takes the trick (rule P6)."), card);

  combo = fl_flashpoint_combination (cards, n_cards);
  value = combo == FL_FLASHPOINT_COMBO_NONE ? FL_FLASHPOINT_DAMP_SQUIB : fl_flashpoint_combo_value (combo);
  count_ranks (cards, n_cards, counts);

  sentence = combo_sentence (combo, counts, value);
  if (sentence == NULL)
    sentence = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %d is a trick's points. */
                                             "The trick scores %d point (rule S1).",
                                             "The trick scores %d points (rule S1).",
                                             plural (value)),
                                value);
  append_sentence (&text, sentence);

  /* Runs would go round the corner with the Ace beside the 7: say why not. */
  if ((combo == FL_FLASHPOINT_COMBO_NONE || combo == FL_FLASHPOINT_COMBO_PAIR)
      && counts[FL_RANK_ACE - 7] > 0 && counts[0] > 0
      && (counts[1] > 0 || counts[FL_RANK_KING - 7] > 0))
    append_sentence (&text, g_strdup (_("The Ace and the 7 are not neighbours, so runs do not go round the corner (rule S4).")));

  return text;
}

/* The first sentence of a trick event: who won, with what, and why. */
static char *
trick_won_sentence (const char *who,
                    const char *card,
                    guint       number,
                    gboolean    last,
                    guint       reason)
{
  if (last)
    {
      if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
        /* Translators: %1$s is a player, %2$s the winning card such as “J♣”. */
        return g_strdup_printf (_("%1$s wins the last trick with %2$s, the last card of a repeated rank (rule P6)."),
                                who, card);
      /* Translators: %1$s is a player, %2$s the winning card such as “A♦”. */
      return g_strdup_printf (_("%1$s wins the last trick with %2$s, the highest card, as no rank repeats (rule P6)."),
                              who, card);
    }

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: %1$s is a player, %2$u the trick's number in the hand
     * (“trick 3”), %3$s the winning card such as “J♣”. */
    return g_strdup_printf (_("%1$s wins trick %2$u with %3$s, the last card of a repeated rank (rule P6)."),
                            who, number, card);
  /* Translators: %1$s is a player, %2$u the trick's number in the hand
   * (“trick 3”), %3$s the winning card such as “A♦”. */
  return g_strdup_printf (_("%1$s wins trick %2$u with %3$s, the highest card, as no rank repeats (rule P6)."),
                          who, number, card);
}

/* trick_won_sentence(), said to the winner. */
static char *
own_trick_won_sentence (const char *card,
                        guint       number,
                        gboolean    last,
                        guint       reason)
{
  if (last)
    {
      if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
        /* Translators: said to the winner; %s is the winning card such as
         * “J♣”. */
        return g_strdup_printf (_("You win the last trick with %s, the last card of a repeated rank (rule P6)."),
                                card);
      /* Translators: said to the winner; %s is the winning card such as
       * “A♦”. */
      return g_strdup_printf (_("You win the last trick with %s, the highest card, as no rank repeats (rule P6)."),
                              card);
    }

  if (reason == FL_FLASHPOINT_WIN_LAST_DUPLICATE)
    /* Translators: said to the winner; %1$u is the trick's number in the
     * hand (“trick 3”), %2$s the winning card such as “J♣”. */
    return g_strdup_printf (_("You win trick %1$u with %2$s, the last card of a repeated rank (rule P6)."),
                            number, card);
  /* Translators: said to the winner; %1$u is the trick's number in the
   * hand (“trick 3”), %2$s the winning card such as “A♦”. */
  return g_strdup_printf (_("You win trick %1$u with %2$s, the highest card, as no rank repeats (rule P6)."),
                          number, card);
}

/* What a won trick scores, and for whom. */
static char *
trick_score_sentence (guint       combo,
                      const char *side,
                      int         points)
{
  gulong n = plural (points);

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * the opponents of the trick's winner; %2$d points. */
                                           "The trick holds no combination, a damp squib: %1$s, the winners’ opponents, score %2$d point (rule S2).",
                                           "The trick holds no combination, a damp squib: %1$s, the winners’ opponents, score %2$d points (rule S2).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_PAIR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds a pair: %1$s score %2$d point (rule S1).",
                                           "The trick holds a pair: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_RUN3:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds a run of three: %1$s score %2$d point (rule S1).",
                                           "The trick holds a run of three: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_TRIPLET:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds a triplet: %1$s score %2$d point (rule S1).",
                                           "The trick holds a triplet: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds a pair-run: %1$s score %2$d point (rule S1).",
                                           "The trick holds a pair-run: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds two pairs: %1$s score %2$d point (rule S1).",
                                           "The trick holds two pairs: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_RUN4:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds a run of four: %1$s score %2$d point (rule S1).",
                                           "The trick holds a run of four: %1$s score %2$d points (rule S1).",
                                           n),
                              side, points);
    case FL_FLASHPOINT_COMBO_FOUR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "The trick holds four cards of one rank, which count as two pairs: %1$s score %2$d point (rule S5).",
                                           "The trick holds four cards of one rank, which count as two pairs: %1$s score %2$d points (rule S5).",
                                           n),
                              side, points);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$s is a side such as “Players 1 and 3”,
                                            * %2$d points. */
                                           "%1$s score %2$d point for the trick.",
                                           "%1$s score %2$d points for the trick.",
                                           n),
                              side, points);
    }
}

/* trick_score_sentence(), said to a player of the side that scores. */
static char *
own_trick_score_sentence (guint combo,
                          int   points)
{
  gulong n = plural (points);

  switch (combo)
    {
    case FL_FLASHPOINT_COMBO_NONE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to an opponent of the trick's
                                            * winner; %d is points. */
                                           "The trick holds no combination, a damp squib: your side, the winners’ opponents, scores %d point (rule S2).",
                                           "The trick holds no combination, a damp squib: your side, the winners’ opponents, scores %d points (rule S2).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_PAIR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds a pair: your side scores %d point (rule S1).",
                                           "The trick holds a pair: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_RUN3:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds a run of three: your side scores %d point (rule S1).",
                                           "The trick holds a run of three: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_TRIPLET:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds a triplet: your side scores %d point (rule S1).",
                                           "The trick holds a triplet: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_PAIR_RUN:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds a pair-run: your side scores %d point (rule S1).",
                                           "The trick holds a pair-run: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_TWO_PAIRS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds two pairs: your side scores %d point (rule S1).",
                                           "The trick holds two pairs: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_RUN4:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds a run of four: your side scores %d point (rule S1).",
                                           "The trick holds a run of four: your side scores %d points (rule S1).",
                                           n),
                              points);
    case FL_FLASHPOINT_COMBO_FOUR:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "The trick holds four cards of one rank, which count as two pairs: your side scores %d point (rule S5).",
                                           "The trick holds four cards of one rank, which count as two pairs: your side scores %d points (rule S5).",
                                           n),
                              points);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: said to a player of the side that
                                            * scores; %d is points. */
                                           "Your side scores %d point for the trick.",
                                           "Your side scores %d points for the trick.",
                                           n),
                              points);
    }
}

/* Whether @viewer, a seat or -1, plays for @side. */
static gboolean
viewer_on_side (int   viewer,
                guint side)
{
  return viewer >= 0 && fl_flashpoint_side (viewer) == (side & 1);
}

static char *
describe_trick (const FlEvent *event,
                int            viewer)
{
  g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
  g_autofree char *side = fl_flashpoint_side_name ((guint) event->values[3]);
  g_autofree char *card = NULL;
  guint n_cards = MIN (event->n_cards, G_N_ELEMENTS (event->cards));
  guint number = (guint) event->values[4] & 0xff;
  gboolean last = (event->values[4] & (1 << 8)) != 0;
  guint position = n_cards;
  char *text;

  if (n_cards > 0)
    position = fl_flashpoint_trick_winner (event->cards, n_cards, NULL);
  card = card_label (position < n_cards ? event->cards[position] : FL_CARD_NONE);

  if (viewer >= 0 && event->seat == viewer)
    text = own_trick_won_sentence (card, number, last, event->reason);
  else
    text = trick_won_sentence (who, card, number, last, event->reason);
  if (last)
    append_sentence (&text, g_strdup (_("The last trick of a hand scores double, damp squib included (rule S3).")));
  if (viewer_on_side (viewer, (guint) event->values[3]))
    append_sentence (&text, own_trick_score_sentence ((guint) event->values[0], event->values[2]));
  else if (viewer >= 0 && event->values[0] == FL_FLASHPOINT_COMBO_NONE)
    append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          /* Translators: said to a player of the
                                                           * trick's winning side; %d is points. */
                                                          "The trick holds no combination, a damp squib: your opponents score %d point (rule S2).",
                                                          "The trick holds no combination, a damp squib: your opponents score %d points (rule S2).",
                                                          plural (event->values[2])),
                                             event->values[2]));
  else
    append_sentence (&text, trick_score_sentence ((guint) event->values[0], side, event->values[2]));

  return text;
}

static char *
describe_flash (const FlEvent *event,
                int            viewer)
{
  guint seat = (guint) event->seat;
  g_autofree char *who = fl_flashpoint_seat_name (seat);
  g_autofree char *side = fl_flashpoint_side_name (fl_flashpoint_side (seat));
  char *text;

  if (viewer >= 0 && seat == (guint) viewer)
    text = own_flash_sentence ((guint) event->values[0] & 0x7f, (guint) event->values[1] & 0xff,
                               event->values[2]);
  else
    text = flash_sentence (who, (guint) event->values[0] & 0x7f, (guint) event->values[1] & 0xff,
                           event->values[2]);

  /* B1: the viewer is told the proof only when it is the declarer or
   * their left-hand opponent (fl_rules_see_event()). */
  if (event->n_cards > 0 && event->cards[0] == FL_CARD_NONE)
    {
      g_autofree char *left = fl_flashpoint_seat_name (fl_flashpoint_left (seat));

      /* Translators: %1$s is the player declaring flashes, %2$s the player
       * on their left, the only one who sees the cards. */
      append_sentence (&text, g_strdup_printf (_("%1$s shows %2$s, their left-hand opponent, the cards that prove it (rule B1)."),
                                               who, left));
    }
  else if (event->n_cards > 0)
    {
      g_autofree char *left = fl_flashpoint_seat_name (fl_flashpoint_left (seat));
      g_autofree char *cards = card_list (event->cards, MIN (event->n_cards, G_N_ELEMENTS (event->cards)));

      if (viewer >= 0 && seat == (guint) viewer)
        /* Translators: said to the player declaring flashes; %1$s is the
         * player on their left, the only one who sees the cards; %2$s a
         * list of cards such as “7♣, 8♣, 9♦”. */
        append_sentence (&text, g_strdup_printf (_("You show %1$s, your left-hand opponent, the cards that prove it: %2$s."),
                                                 left, cards));
      else if (viewer >= 0 && fl_flashpoint_left (seat) == (guint) viewer)
        /* Translators: said to the player on the left of the one declaring
         * flashes; %1$s is that player, %2$s a list of cards such as “7♣,
         * 8♣, 9♦”. */
        append_sentence (&text, g_strdup_printf (_("%1$s shows you, their left-hand opponent, the cards that prove it: %2$s."),
                                                 who, cards));
      else
        /* Translators: %1$s is the player declaring flashes, %2$s the player
         * on their left, the only one who sees the cards; %3$s a list of
         * cards such as “7♣, 8♣, 9♦”. */
        append_sentence (&text, g_strdup_printf (_("%1$s shows %2$s, their left-hand opponent, the cards that prove it: %3$s."),
                                                 who, left, cards));
    }

  if (viewer_on_side (viewer, fl_flashpoint_side (seat)))
    append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          /* Translators: said to a player of the
                                                           * side; %d is its flash points so far. */
                                                          "Your side now has %d point in bonuses, kept apart from its points (rule B7).",
                                                          "Your side now has %d points in bonuses, kept apart from its points (rule B7).",
                                                          plural (event->values[3])),
                                             event->values[3]));
  else
    append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          /* Translators: %1$s is a side such as
                                                           * “Players 1 and 3”, %2$d their flash
                                                           * points so far. */
                                                          "%1$s now have %2$d point in bonuses, kept apart from their points (rule B7).",
                                                          "%1$s now have %2$d points in bonuses, kept apart from their points (rule B7).",
                                                          plural (event->values[3])),
                                             side, event->values[3]));
  return text;
}

/* describe_pass(), said to the player who passes. */
static char *
describe_own_pass (const FlEvent *event)
{
  switch (event->reason)
    {
    case FL_FLASHPOINT_PASS_UNABLE:
      {
        guint lacking = ~(guint) event->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (lacking == 0)
          return g_strdup (_("You hold no card of a suit the trick lacks, and pass (rule P7)."));

        list = suit_list (lacking);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: said to the player who passes; %s is the
                                              * suits still missing from the trick, such as “clubs,
                                              * hearts”. */
                                             "You hold no card of the suit the trick lacks (%s), and pass (rule P7).",
                                             "You hold no card of the suits the trick lacks (%s), and pass (rule P7).",
                                             bit_count (lacking)),
                                list);
      }

    case FL_FLASHPOINT_PASS_NO_CARDS:
      return g_strdup (_("You have no cards left, and pass."));

    case FL_FLASHPOINT_PASS_VOLUNTARY:
    default:
      return g_strdup (_("You choose to pass (rule P7)."));
    }
}

static char *
describe_pass (const FlEvent *event,
               int            viewer)
{
  g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);

  if (viewer >= 0 && event->seat == viewer)
    return describe_own_pass (event);

  switch (event->reason)
    {
    case FL_FLASHPOINT_PASS_UNABLE:
      {
        guint lacking = ~(guint) event->values[0] & FL_FLASHPOINT_ALL_SUITS;
        g_autofree char *list = NULL;

        if (lacking == 0)
          /* Translators: %s is a player. */
          return g_strdup_printf (_("%s holds no card of a suit the trick lacks, and passes (rule P7)."), who);

        list = suit_list (lacking);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$s is a player, %2$s the suits still
                                              * missing from the trick, such as “clubs, hearts”. */
                                             "%1$s holds no card of the suit the trick lacks (%2$s), and passes (rule P7).",
                                             "%1$s holds no card of the suits the trick lacks (%2$s), and passes (rule P7).",
                                             bit_count (lacking)),
                                who, list);
      }

    case FL_FLASHPOINT_PASS_NO_CARDS:
      /* Translators: %s is a player. */
      return g_strdup_printf (_("%s has no cards left, and passes."), who);

    case FL_FLASHPOINT_PASS_VOLUNTARY:
    default:
      /* Translators: %s is a player, who could have played a card. */
      return g_strdup_printf (_("%s chooses to pass (rule P7)."), who);
    }
}

static char *
describe_lead_passes (const FlEvent *event,
                      int            viewer)
{
  g_autofree char *leader = fl_flashpoint_seat_name ((guint) event->seat);
  g_autofree char *skipped = fl_flashpoint_seat_name ((guint) event->values[0]);

  if (viewer >= 0 && event->seat == viewer)
    switch (event->reason)
      {
      case FL_FLASHPOINT_LEAD_TO_PARTNER:
        /* Translators: said to the player who leads instead of their
         * partner; %s is that partner. */
        return g_strdup_printf (_("Your partner, %s, has no cards left, so you lead instead (rule P2)."), skipped);

      case FL_FLASHPOINT_LEAD_TO_LEFT:
        /* Translators: said to the player who leads instead; %s is the
         * player on their right, who should have led. */
        return g_strdup_printf (_("%s and their partner have no cards left, so you, their left-hand opponent, lead instead (rule P2)."),
                                skipped);

      case FL_FLASHPOINT_LEAD_TO_RIGHT:
      default:
        /* Translators: said to the only player with cards left; %s is the
         * player on their left, who should have led. */
        return g_strdup_printf (_("%s, their partner and their left-hand opponent have no cards left, so you lead, holding every card still in play (rule P2)."),
                                skipped);
      }

  if (viewer >= 0 && event->values[0] == viewer)
    switch (event->reason)
      {
      case FL_FLASHPOINT_LEAD_TO_PARTNER:
        /* Translators: said to the player who should have led; %s is their
         * partner, who leads instead. */
        return g_strdup_printf (_("You have no cards left, so your partner, %s, leads instead (rule P2)."), leader);

      case FL_FLASHPOINT_LEAD_TO_LEFT:
        /* Translators: said to the player who should have led; %s is the
         * player on their left, who leads instead. */
        return g_strdup_printf (_("You and your partner have no cards left, so %s, your left-hand opponent, leads instead (rule P2)."),
                                leader);

      case FL_FLASHPOINT_LEAD_TO_RIGHT:
      default:
        /* Translators: said to the player who should have led; %s is the
         * player on their right, the only one with cards left. */
        return g_strdup_printf (_("You, your partner and your left-hand opponent have no cards left, so %s leads, holding every card still in play (rule P2)."),
                                leader);
      }

  switch (event->reason)
    {
    case FL_FLASHPOINT_LEAD_TO_PARTNER:
      /* Translators: %1$s is the player who should have led, %2$s their
       * partner, who leads instead. */
      return g_strdup_printf (_("%1$s has no cards left, so their partner, %2$s, leads instead (rule P2)."),
                              skipped, leader);

    case FL_FLASHPOINT_LEAD_TO_LEFT:
      /* Translators: %1$s is the player who should have led, %2$s the
       * player on their left, who leads instead. */
      return g_strdup_printf (_("%1$s and their partner have no cards left, so %2$s, their left-hand opponent, leads instead (rule P2)."),
                              skipped, leader);

    case FL_FLASHPOINT_LEAD_TO_RIGHT:
    default:
      /* Translators: %1$s is the player who should have led, %2$s the
       * player on their right, the only one with cards left. */
      return g_strdup_printf (_("%1$s, their partner and their left-hand opponent have no cards left, so %2$s leads, holding every card still in play (rule P2)."),
                              skipped, leader);
    }
}

static char *
describe_hand_over (const FlEvent *event,
                    int            viewer)
{
  char *text = g_strdup (_("The hand is over."));

  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *name = fl_flashpoint_side_name (side);
      int points = event->values[side];

      if (viewer_on_side (viewer, side))
        {
          append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                /* Translators: said to a player of
                                                                 * the side; %1$d is its points in
                                                                 * this hand, %2$d its total points,
                                                                 * %3$d its bonuses (flash points). */
                                                                "Your side scored %1$d point this hand and has %2$d in all, with %3$d in bonuses kept apart (rule B7).",
                                                                "Your side scored %1$d points this hand and has %2$d in all, with %3$d in bonuses kept apart (rule B7).",
                                                                plural (points)),
                                                   points, event->values[2 + side], event->values[4 + side]));
          continue;
        }
      append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            /* Translators: %1$s is a side such as
                                                             * “Players 1 and 3”; %2$d their points in
                                                             * this hand, %3$d their total points, %4$d
                                                             * their bonuses (flash points). */
                                                            "%1$s scored %2$d point this hand and have %3$d in all, with %4$d in bonuses kept apart (rule B7).",
                                                            "%1$s scored %2$d points this hand and have %3$d in all, with %4$d in bonuses kept apart (rule B7).",
                                                            plural (points)),
                                               name, points, event->values[2 + side], event->values[4 + side]));
    }

  return text;
}

/* bonuses_sentence(), said to a player of the side. */
static char *
own_bonuses_sentence (int      bonuses,
                      int      final,
                      gboolean annulled)
{
  if (bonuses == 0)
    /* Translators: said to a player of the side; %d is its final score.
     * It had no bonuses to add. */
    return g_strdup_printf (_("Your side has no bonuses and ends with %d (rule G3)."), final);

  if (annulled)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: said to a player of the losing side; %1$d is
                                          * its bonuses (flash points), which it loses because it did
                                          * not reach the target, %2$d its final score. */
                                         "Your side loses its bonuses, %1$d point, for ending below the target, and ends with %2$d (rule G3).",
                                         "Your side loses its bonuses, %1$d points, for ending below the target, and ends with %2$d (rule G3).",
                                         plural (bonuses)),
                            bonuses, final);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: said to a player of the side; %1$d is its
                                        * bonuses (flash points), %2$d its final score. */
                                       "Your side adds its bonuses, %1$d point, for a final score of %2$d (rule G3).",
                                       "Your side adds its bonuses, %1$d points, for a final score of %2$d (rule G3).",
                                       plural (bonuses)),
                          bonuses, final);
}

static char *
bonuses_sentence (guint    side,
                  int      bonuses,
                  int      final,
                  gboolean annulled,
                  int      viewer)
{
  g_autofree char *name = fl_flashpoint_side_name (side);

  if (viewer_on_side (viewer, side))
    return own_bonuses_sentence (bonuses, final, annulled);

  if (bonuses == 0)
    /* Translators: %1$s is a side such as “Players 1 and 3”, %2$d their
     * final score. They had no bonuses to add. */
    return g_strdup_printf (_("%1$s have no bonuses and end with %2$d (rule G3)."), name, final);

  if (annulled)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is the losing side such as “Players 2
                                          * and 4”, %2$d their bonuses (flash points), which they lose
                                          * because they did not reach the target, %3$d their final
                                          * score. */
                                         "%1$s lose their bonuses, %2$d point, for ending below the target, and end with %3$d (rule G3).",
                                         "%1$s lose their bonuses, %2$d points, for ending below the target, and end with %3$d (rule G3).",
                                         plural (bonuses)),
                            name, bonuses, final);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* Translators: %1$s is a side such as “Players 1 and 3”,
                                        * %2$d their bonuses (flash points), %3$d their final score. */
                                       "%1$s add their bonuses, %2$d point, for a final score of %3$d (rule G3).",
                                       "%1$s add their bonuses, %2$d points, for a final score of %3$d (rule G3).",
                                       plural (bonuses)),
                          name, bonuses, final);
}

static char *
describe_game_over (const FlEvent *event,
                    int            viewer)
{
  guint winner = (guint) event->seat & 1;
  guint loser = winner ^ 1;
  g_autofree char *winners = fl_flashpoint_side_name (winner);
  g_autofree char *losers = fl_flashpoint_side_name (loser);
  int winner_points = (int) ((guint32) event->values[5] & 0xffff);
  int loser_points = (int) ((guint32) event->values[5] >> 16);
  int margin = event->values[4];
  char *text;

  if (viewer_on_side (viewer, winner))
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: said to a player of the winning side;
                                          * %1$d is its points, %2$d the other side's points, %3$s
                                          * the other side such as “Players 2 and 4”. */
                                         "The game is over: your side wins with %1$d point, against %2$d for %3$s, bonuses apart (rule G2).",
                                         "The game is over: your side wins with %1$d points, against %2$d for %3$s, bonuses apart (rule G2).",
                                         plural (winner_points)),
                            winner_points, loser_points, losers);
  else if (viewer_on_side (viewer, loser))
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: said to a player of the losing side; %1$s
                                          * is the winning side such as “Players 1 and 3”, %2$d their
                                          * points, %3$d the points of the user's side. */
                                         "The game is over: %1$s win with %2$d point, against %3$d for your side, bonuses apart (rule G2).",
                                         "The game is over: %1$s win with %2$d points, against %3$d for your side, bonuses apart (rule G2).",
                                         plural (winner_points)),
                            winners, winner_points, loser_points);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: %1$s is the winning side such as “Players 1
                                          * and 3”, %2$d their points, %3$d the other side's points,
                                          * %4$s the other side. */
                                         "The game is over: %1$s win with %2$d point, against %3$d for %4$s, bonuses apart (rule G2).",
                                         "The game is over: %1$s win with %2$d points, against %3$d for %4$s, bonuses apart (rule G2).",
                                         plural (winner_points)),
                            winners, winner_points, loser_points, losers);

  append_sentence (&text, bonuses_sentence (winner, event->values[2 + winner], event->values[winner],
                                           (event->reason & (1u << winner)) != 0, viewer));
  append_sentence (&text, bonuses_sentence (loser, event->values[2 + loser], event->values[loser],
                                           (event->reason & (1u << loser)) != 0, viewer));

  if (margin > 0 && viewer_on_side (viewer, winner))
    append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          /* Translators: said to a player of the
                                                           * winning side; %d is the margin of
                                                           * victory. */
                                                          "Your side wins by %d point (rule G4).",
                                                          "Your side wins by %d points (rule G4).",
                                                          plural (margin)),
                                             margin));
  else if (margin > 0)
    append_sentence (&text, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                          /* Translators: %1$s is the winning side
                                                           * such as “Players 1 and 3”, %2$d the
                                                           * margin of victory. */
                                                          "%1$s win by %2$d point (rule G4).",
                                                          "%1$s win by %2$d points (rule G4).",
                                                          plural (margin)),
                                             winners, margin));
  else
    append_sentence (&text, g_strdup (_("The margin is 0: bonuses change the size of a win, but never who wins (rule G4).")));

  return text;
}

/* Events, to @viewer (rules.h): the second person where the event is about
 * @viewer, "your side" for @viewer's partnership. */
char *
_fl_flashpoint_describe_event (const FlEvent *event,
                               int            viewer)
{
  gboolean you = viewer >= 0 && event->seat == viewer;
  gboolean partner = viewer >= 0 && event->seat >= 0
                     && fl_flashpoint_partner (event->seat) == (guint) viewer;

  switch ((FlFlashpointEventKind) event->kind)
    {
    case FL_FLASHPOINT_EVENT_DEAL:
      {
        g_autofree char *dealer = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *leader = fl_flashpoint_seat_name (fl_flashpoint_left (event->seat));

        if (you)
          /* Translators: said to the dealer; %1$d is the hand's number, %2$s
           * the player on the dealer's left. */
          return g_strdup_printf (_("Hand %1$d: you deal, and %2$s, on your left, leads first (rules T3 and P1)."),
                                  event->values[0], leader);
        if (viewer >= 0 && fl_flashpoint_left (event->seat) == (guint) viewer)
          /* Translators: said to the player on the dealer's left; %1$d is
           * the hand's number, %2$s the dealer. */
          return g_strdup_printf (_("Hand %1$d: %2$s deals, and you, on the dealer’s left, lead first (rules T3 and P1)."),
                                  event->values[0], dealer);

        /* Translators: %1$d is the hand's number, %2$s the dealer, %3$s the
         * player on the dealer's left. */
        return g_strdup_printf (_("Hand %1$d: %2$s deals, and %3$s, on the dealer’s left, leads first (rules T3 and P1)."),
                                event->values[0], dealer, leader);
      }

    case FL_FLASHPOINT_EVENT_FLASH:
      return describe_flash (event, viewer);

    case FL_FLASHPOINT_EVENT_INVITE:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);

        if (you)
          return g_strdup (_("You ask your partner for a command."));
        if (partner)
          /* Translators: said to the partner of the player about to lead;
           * %s is that player. */
          return g_strdup_printf (_("Your partner, %s, asks you for a command."), who);

        return g_strdup_printf (_("%s asks their partner for a command."), who);
      }

    case FL_FLASHPOINT_EVENT_COMMAND:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *command = command_from_values (event->values[0], event->values[1]);

        if (you)
          /* Translators: said to the player giving the command; %s is a
           * command such as “Lead a diamond”, quoted as they said it. */
          return g_strdup_printf (_("You give the command “%s”."), command);
        if (partner)
          /* Translators: said to the player about to lead; %1$s is their
           * partner, %2$s a command such as “Lead a diamond”, quoted as the
           * partner said it. */
          return g_strdup_printf (_("Your partner, %1$s, gives you the command “%2$s”."), who, command);

        return g_strdup_printf (_("%1$s gives the command “%2$s”."), who, command);
      }

    case FL_FLASHPOINT_EVENT_PLAY:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *card = card_label (event->cards[0]);

        if (you)
          /* Translators: said to the player; %s is a card such as “Q♠”. */
          return g_strdup_printf (_("You play %s."), card);

        return g_strdup_printf (_("%1$s plays %2$s."), who, card);
      }

    case FL_FLASHPOINT_EVENT_PASS:
      return describe_pass (event, viewer);

    case FL_FLASHPOINT_EVENT_LEAD_PASSES:
      return describe_lead_passes (event, viewer);

    case FL_FLASHPOINT_EVENT_PENALTY:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *others = fl_flashpoint_side_name (fl_flashpoint_side (event->seat) ^ 1);
        g_autofree char *command = command_from_values (event->values[1], event->values[2]);

        if (you)
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: said to the leader who disobeyed; %1$s is
                                                * a command such as “Lead a diamond”, %2$d the penalty
                                                * points, %3$d the opponents' total. */
                                               "You could obey the command “%1$s” and did not: your opponents score a penalty of %2$d point, for %3$d in all (rule C2).",
                                               "You could obey the command “%1$s” and did not: your opponents score a penalty of %2$d points, for %3$d in all (rule C2).",
                                               plural (event->values[0])),
                                  command, event->values[0], event->values[3]);
        if (viewer_on_side (viewer, fl_flashpoint_side (event->seat) ^ 1))
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               /* Translators: said to an opponent of the leader who
                                                * disobeyed; %1$s is the leader, %2$s a command such as
                                                * “Lead a diamond”, %3$d the penalty points, %4$d the
                                                * total of the user's side. */
                                               "%1$s could obey the command “%2$s” and did not: your side scores a penalty of %3$d point, for %4$d in all (rule C2).",
                                               "%1$s could obey the command “%2$s” and did not: your side scores a penalty of %3$d points, for %4$d in all (rule C2).",
                                               plural (event->values[0])),
                                  who, command, event->values[0], event->values[3]);

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             /* Translators: %1$s is the leader, %2$s a command such
                                              * as “Lead a diamond”, %3$s the other side such as
                                              * “Players 2 and 4”, %4$d the penalty points, %5$d
                                              * that side's total. */
                                             "%1$s could obey the command “%2$s” and did not: %3$s score a penalty of %4$d point, for %5$d in all (rule C2).",
                                             "%1$s could obey the command “%2$s” and did not: %3$s score a penalty of %4$d points, for %5$d in all (rule C2).",
                                             plural (event->values[0])),
                                who, command, others, event->values[0], event->values[3]);
      }

    case FL_FLASHPOINT_EVENT_OBEYED:
      {
        g_autofree char *who = fl_flashpoint_seat_name ((guint) event->seat);
        g_autofree char *command = command_from_values (event->values[0], event->values[1]);

        if (you && event->values[2])
          /* Translators: said to the leader; %s is a command such as “Lead
           * a diamond”. */
          return g_strdup_printf (_("You obey the command “%s”."), command);
        if (you)
          /* Translators: said to the leader; %s is a command such as “Lead
           * a diamond”. */
          return g_strdup_printf (_("You cannot obey the command “%s”, so no penalty is due (rule C2)."), command);

        if (event->values[2])
          /* Translators: %1$s is the leader, %2$s a command such as “Lead a
           * diamond”. */
          return g_strdup_printf (_("%1$s obeys the command “%2$s”."), who, command);

        /* Translators: %1$s is the leader, %2$s a command such as “Lead a
         * diamond”. */
        return g_strdup_printf (_("%1$s cannot obey the command “%2$s”, so no penalty is due (rule C2)."),
                                who, command);
      }

    case FL_FLASHPOINT_EVENT_TRICK:
      return describe_trick (event, viewer);

    case FL_FLASHPOINT_EVENT_HAND_OVER:
      return describe_hand_over (event, viewer);

    case FL_FLASHPOINT_EVENT_GAME_OVER:
      return describe_game_over (event, viewer);

    case FL_FLASHPOINT_N_EVENTS:
    default:
      return g_strdup ("");
    }
}

/* g_strv_builder_take() is newer than GLib 2.74. */
/* The tutor's "Where the hand stands", from @seat's observation
 * (rules.h): the points of this hand and of the game, and the flashes,
 * for the seat's side and the other. */
char **
_fl_flashpoint_explain_status (const void *data,
                               int         seat)
{
  const FlFlashpointState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  guint ours = fl_flashpoint_side (seat), theirs = 1 - ours;

  if (state->stage == FL_FLASHPOINT_STAGE_OVER)
    return NULL;

  /* Translators: the points of the hand being played, for the user's
   * side and the other; the two numbers are points. */
  fl_strv_builder_add_owned (lines, g_strdup_printf (_("This hand so far: your side %1$d, the other side %2$d (rule S1)."),
                                                     state->hand_points[ours], state->hand_points[theirs]));
  fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d point (rule G1).",
                                                                  "The game so far: your side %1$d, the other side %2$d. The game ends after the hand in which a side reaches %3$d points (rule G1).",
                                                                  state->target),
                                                     state->points[ours], state->points[theirs], state->target));
  if (state->bonuses[ours] != 0 || state->bonuses[theirs] != 0)
    fl_strv_builder_add_owned (lines, g_strdup_printf (_("Flashes, kept apart from the points: your side %1$d, the other side %2$d. They count only for a side that reaches the target (rules B7 and G3)."),
                                                       state->bonuses[ours], state->bonuses[theirs]));
  return g_strv_builder_end (lines);
}

/* The tutor's "Your options", from @seat's observation (rules.h). */
char **
_fl_flashpoint_explain_options (const void *data,
                                int         seat)
{
  const FlFlashpointState *state = data;
  g_autoptr(GStrvBuilder) lines = g_strv_builder_new ();
  FlCardSet playable;
  gboolean lead, may_pass;
  guint flashes, fours;

  if (state->stage == FL_FLASHPOINT_STAGE_COMMAND)
    {
      if ((guint) seat != fl_flashpoint_partner (state->to_play))
        return NULL;
      g_strv_builder_add (lines, _("Your partner is about to lead and asks you for a command: name a suit or a rank they must lead, or one they must not lead (rule C1)."));
      g_strv_builder_add (lines, _("If they disobey it while holding a card that would obey, your opponents score 15 points at once (rule C2)."));
      return g_strv_builder_end (lines);
    }
  if (state->stage != FL_FLASHPOINT_STAGE_PLAY || (guint) seat != state->to_play)
    return NULL;

  fl_flashpoint_turn (state, &playable, &lead, &may_pass, &flashes, &fours);

  if (lead)
    {
      g_strv_builder_add (lines, _("You lead this trick, and any card of your hand may begin it (rules P1 and P3)."));
      if (state->command != 0)
        {
          g_autofree char *command = fl_flashpoint_describe_command (state->command);

          /* Translators: %s is a command such as “Lead a diamond”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("Your partner’s command is “%s”: leading a card that disobeys it, while you hold one that obeys, gives your opponents 15 points (rule C2)."),
                                                       command));
        }
      else if (!state->invited)
        g_strv_builder_add (lines, _("Before you lead, you may ask your partner for a command, once (rule C1)."));
    }
  else
    {
      g_autofree char *present = suit_list (state->trick_suits);
      guint open = hand_suits (playable);

      if (open != 0)
        {
          g_autofree char *suits = suit_list (open);

          /* Translators: %1$s and %2$s are lists of suits, such as
           * “clubs, hearts”. */
          fl_strv_builder_add_owned (lines, g_strdup_printf (_("The trick already holds %1$s, so you may add a card of a suit it lacks: %2$s (rule P3)."),
                                                       present, suits));
          if (may_pass)
            g_strv_builder_add (lines, _("Under the house rule for passing, you may also pass instead (rule P7)."));
        }
      else
        /* Translators: %s is a list of suits, such as “clubs, hearts”. */
        fl_strv_builder_add_owned (lines, g_strdup_printf (_("The trick already holds %s, and you hold none of the suits it lacks, so you pass (rule P7)."),
                                                     present));
    }

  if (flashes == FL_FLASHPOINT_FLASH_SQUARE && fours == 0)
    g_strv_builder_add (lines, _("You hold exactly one card of each suit as the fifth trick begins: you may declare the square flash, worth 10 points, with this turn (rule B6)."));
  else if (flashes != 0 || fours != 0)
    {
      g_autofree char *list = fl_flashpoint_describe_flashes (flashes, fours);
      int points = fl_flashpoint_flash_points (flashes, fours, state->voids_rule);

      fl_strv_builder_add_owned (lines, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                /* Translators: %1$d is a number of points, %2$s a list of flashes such
                                                                 * as “void in clubs, twin flash”. */
                                                                "Your hand holds flashes worth %1$d point: %2$s. You may declare them with this turn, showing the cards that prove them to your left-hand opponent (rule B1).",
                                                                "Your hand holds flashes worth %1$d points: %2$s. You may declare them with this turn, showing the cards that prove them to your left-hand opponent (rule B1).",
                                                                points),
                                                   points, list));
    }

  return g_strv_builder_end (lines);
}
