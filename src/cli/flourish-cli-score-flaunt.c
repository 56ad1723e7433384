/* flourish-cli-score-flaunt.c: flourish-cli score flaunt: what a play is
 * worth, and who wins a contest
 *
 * `combo "CARDS"` says which kind the cards make and how strong they are
 * (K1, K3, K5-K7); `contest --lead "CARDS" --challenge "CARDS" …` plays
 * the lead and the challenges, in rotation from the leader's left, through
 * the engine's fl_flaunt_contest_winner (C2-C4, K2-K7). Cards are codes
 * such as QS or 10H; with two packs a card written twice is its twin of
 * the second pack (QS/2 names it too).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "fl-engine.h"
#include "flaunt/fl-flaunt-table.h"
#include "flourish-cli-private.h"

static const char *const kind_ids[FL_FLAUNT_N_KINDS] = {
  [FL_FLAUNT_KIND_NONE] = "none",
  [FL_FLAUNT_KIND_FLUSH] = "flush",
  [FL_FLAUNT_KIND_STRAIGHT] = "straight",
  [FL_FLAUNT_KIND_STRAIGHT_FLUSH] = "straight-flush",
  [FL_FLAUNT_KIND_MATCH] = "match",
  [FL_FLAUNT_KIND_SINGLE] = "single",
};

static const char *const won_ids[] = {
  [FL_FLAUNT_WON_HIGHER_KIND] = "higher-kind",
  [FL_FLAUNT_WON_HIGHER] = "higher",
  [FL_FLAUNT_WON_TIE] = "tie",
  [FL_FLAUNT_WON_LED_KIND] = "led-kind",
};

/* The cards written so far, for twins: D1. */
typedef struct
{
  FlFlauntCards seen;
  const char   *twin;           /* the first card written twice */
} CardReader;

/* Reads "QS 10H" (or with commas) into cards of two packs: a card written
 * a second time, or with "/2", is its twin (D1); whether two packs are in
 * play is checked once every play is read. */
static gboolean
parse_flaunt_cards (CardReader  *reader,
                    const char  *what,
                    const char  *text,
                    FlCard      *cards,
                    guint       *n_cards,
                    GError     **error)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_DOUBLE_104);
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " ,\t", -1);

  *n_cards = 0;
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_autofree char *code = g_ascii_strup (words[i], -1);
      FlCard card;

      if (code[0] == '\0')
        continue;
      card = fl_deck_lookup (deck, code);
      if (card == FL_CARD_NONE)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %s is what was given; keep the card notation as it is. */
                       _("“%s” is not a card: write the rank A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3 or 2 and then the suit C, D, H or S, e.g. QS or 10H."),
                       words[i]);
          return FALSE;
        }
      if (card < FL_FLAUNT_PACK && fl_flaunt_cards_has (&reader->seen, card))
        card = (FlCard) (card + FL_FLAUNT_PACK);
      if (fl_flaunt_cards_has (&reader->seen, card))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %s is a card as the user wrote it (rule D1). */
                       _("%s appears more than twice; even two packs hold only two of each card."), words[i]);
          return FALSE;
        }
      if (card >= FL_FLAUNT_PACK && reader->twin == NULL)
        reader->twin = g_intern_string (words[i]);
      if (*n_cards == FL_FLAUNT_MAX_LEAD)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %1$s is an option such as --lead; %2$u the most cards a play may hold (rule T5). */
                       g_dngettext (GETTEXT_PACKAGE, "%1$s takes at most %2$u card.", "%1$s takes at most %2$u cards.",
                                    FL_FLAUNT_MAX_LEAD),
                       what, (guint) FL_FLAUNT_MAX_LEAD);
          return FALSE;
        }
      fl_flaunt_cards_add (&reader->seen, card);
      cards[(*n_cards)++] = card;
    }

  if (*n_cards == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   /* Translators: %s is an option such as --lead, or “combo”. */
                   _("%s needs one or more cards, e.g. \"QS QH\"."), what);
      return FALSE;
    }
  return TRUE;
}

/* The options of the game (`--option ace=high`) for @players players,
 * read against Flaunt's rules the way `simulate` reads a game's options
 * (Flaunt may not be in the catalogue yet). */
static gboolean
read_options (int          players,
              char       **option_args,
              FlOptions   *options,
              GError     **error)
{
  const FlRules *rules = &fl_flaunt_rules;

  fl_rules_default_options (rules, options);
  for (guint i = 0; option_args != NULL && option_args[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (option_args[i], "=", 2);
      int index;

      if (parts[0] == NULL || parts[1] == NULL)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--option takes KEY=VALUE, not “%s”."), option_args[i]);
          return FALSE;
        }
      index = fl_rules_find_option (rules, parts[0]);
      if (index < 0 || index == FL_FLAUNT_OPTION_PLAYERS)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       /* Translators: %1$s is an option key, %2$s a game's name. */
                       _("%2$s has no option “%1$s” (see “flourish-cli games”)."),
                       parts[0], "Flaunt");
          return FALSE;
        }
      if (!fl_option_parse (&rules->options[index], parts[1], &options->values[index], error))
        return FALSE;
    }
  options->values[FL_FLAUNT_OPTION_PLAYERS] = players;
  return fl_rules_validate_options (rules, options, error);
}

/* D1: two packs for five players or more, and for four by choice. */
static gboolean
two_packs (const FlOptions *options,
           int              players)
{
  return players >= 5 || (players == 4 && options->values[FL_FLAUNT_OPTION_PACKS] == FL_FLAUNT_PACKS_TWO);
}

static gboolean
check_twins (const CardReader *reader,
             const FlOptions  *options,
             int               players,
             GError          **error)
{
  if (reader->twin == NULL || two_packs (options, players))
    return TRUE;
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               /* Translators: %1$s is a card as the user wrote it, %2$d the number of players (rule D1). */
               _("%1$s appears twice, but %2$d players use one pack: give --players 5 or more, or --players 4 with --option packs=two."),
               reader->twin, players);
  return FALSE;
}

static void
add_cards (JsonBuilder  *builder,
           const char   *member,
           const FlCard *cards,
           guint         n_cards)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_DOUBLE_104);

  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_cards; i++)
    json_builder_add_string_value (builder, deck->cards[cards[i]].code);
  json_builder_end_array (builder);
}

/* K1, K3, K5, K6: what @n cards of @kind are, in a sentence. */
static char *
combo_sentence (FlFlauntKind kind,
                guint        n,
                guint        top)
{
  const char *rank = fl_rank_label (top);

  switch (kind)
    {
    case FL_FLAUNT_KIND_SINGLE:
      /* Translators: %s is a rank such as “Q” or “10” (rule K6). */
      return g_strdup_printf (_("A single card counts by its rank, %s; suits never count (rule K6)."), rank);
    case FL_FLAUNT_KIND_MATCH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$u cards, %2$s their rank such as “Q”
                                            * (rules K1, K3). */
                                           "%1$u card of one rank, %2$s: a match, the highest kind (rules K1, K3).",
                                           "%1$u cards of one rank, %2$s: a match, the highest kind (rules K1, K3).",
                                           n),
                              n, rank);
    case FL_FLAUNT_KIND_STRAIGHT_FLUSH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$u cards, %2$s the rank of the top of the
                                            * sequence such as “Q” (rules K1, K3). */
                                           "%1$u card in sequence in one suit, up to %2$s: a straight flush (rules K1, K3).",
                                           "%1$u cards in sequence in one suit, up to %2$s: a straight flush (rules K1, K3).",
                                           n),
                              n, rank);
    case FL_FLAUNT_KIND_STRAIGHT:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$u cards, %2$s the rank of the top of the
                                            * sequence such as “Q” (rules K1, K3). */
                                           "%1$u card in sequence, up to %2$s: a straight (rules K1, K3).",
                                           "%1$u cards in sequence, up to %2$s: a straight (rules K1, K3).",
                                           n),
                              n, rank);
    case FL_FLAUNT_KIND_FLUSH:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %1$u cards, %2$s the rank of the highest
                                            * such as “K” (rules K1, K3). */
                                           "%1$u card of one suit, not in sequence: a flush, compared card by card from its %2$s down (rules K1, K3).",
                                           "%1$u cards of one suit, not in sequence: a flush, compared card by card from its %2$s down (rules K1, K3).",
                                           n),
                              n, rank);
    case FL_FLAUNT_KIND_NONE:
    case FL_FLAUNT_N_KINDS:
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: %u cards that make no combination (rule K5). */
                                           "%u card that makes no combination: it ranks below every combination of its size and could only be sneaked or challenge a sneak (rule K5).",
                                           "%u cards that make no combination: they rank below every combination of their size and could only be sneaked or challenge a sneak (rule K5).",
                                           n),
                              n);
    }
}

static void
add_strength (JsonBuilder            *builder,
              const FlFlauntStrength *strength)
{
  add_string (builder, "counts-as", kind_ids[strength->kind]);
  add_int (builder, "top", strength->top);
}

int
score_flaunt_combo (const char  *text,
                    char       **option_args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *explanation = NULL;
  CardReader reader = { 0 };
  FlOptions options;
  FlCard cards[FL_FLAUNT_MAX_LEAD];
  guint n;
  gboolean ace_high;
  FlFlauntKind kind;
  FlFlauntStrength strength;

  if (!parse_flaunt_cards (&reader, "combo", text, cards, &n, &error) ||
      !read_options (reader.twin != NULL ? 5 : 2, option_args, &options, &error))
    return usage_error (error);

  ace_high = options.values[FL_FLAUNT_OPTION_ACE] == FL_FLAUNT_ACE_HIGH;
  kind = fl_flaunt_classify (cards, n, ace_high);
  /* K3: measured in the full order, as in a sneak's contest. */
  strength = fl_flaunt_strength (cards, n, FL_FLAUNT_N_KINDS, FALSE, ace_high);
  explanation = combo_sentence (kind, n, strength.top);

  json_builder_begin_object (builder);
  add_string (builder, "game", "flaunt");
  add_cards (builder, "cards", cards, n);
  add_string (builder, "kind", kind_ids[kind]);
  add_string (builder, "kind-name", _fl_flaunt_kind_name (kind));
  json_builder_set_member_name (builder, "combination");
  json_builder_add_boolean_value (builder, kind != FL_FLAUNT_KIND_NONE && kind != FL_FLAUNT_KIND_SINGLE);
  add_int (builder, "top", strength.top);
  add_string (builder, "ace", ace_high ? "high" : "high-or-low");
  add_string (builder, "rule", kind == FL_FLAUNT_KIND_NONE ? "K5" : kind == FL_FLAUNT_KIND_SINGLE ? "K6" : "K1");
  add_string (builder, "explanation", explanation);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}

/* The winner of a contest and why, in a sentence (C4, C5, K3, K4, K6). */
static char *
contest_sentence (const FlFlauntPlay     *plays,
                  guint                   n_plays,
                  guint                   winner,
                  FlFlauntWon             why,
                  guint                   beaten,
                  const FlFlauntStrength *strengths,
                  FlFlauntKind            led_kind)
{
  g_autofree char *name = g_strdup_printf (C_("hand", "Player %u"), (guint) plays[winner].seat + 1);
  g_autofree char *other = NULL;
  const char *kind = _fl_flaunt_kind_name (strengths[winner].kind);

  if (n_plays == 1)
    /* Translators: %s is a player; nobody challenged their lead (rule C5). */
    return g_strdup_printf (_("Nobody challenges, so %s wins the lead’s own cards (rule C5)."), name);

  other = g_strdup_printf (C_("hand", "Player %u"), (guint) plays[beaten].seat + 1);
  switch (why)
    {
    case FL_FLAUNT_WON_HIGHER_KIND:
      if (strengths[beaten].kind == FL_FLAUNT_KIND_NONE)
        /* Translators: %1$s is the winner, %2$s their kind of play such as
         * “straight”, %3$s the best other player, whose cards form no
         * combination (rule K5). */
        return g_strdup_printf (_("%1$s wins: a %2$s beats the cards of %3$s, which form no combination (rule K5)."),
                                name, kind, other);
      /* Translators: %1$s is the winner, %2$s their kind of play such as
       * “match”, %3$s the best other player, %4$s their lower kind such as
       * “flush” (rule K3). */
      return g_strdup_printf (_("%1$s wins: a %2$s beats the %4$s of %3$s, a lower kind (rule K3)."),
                              name, kind, other, _fl_flaunt_kind_name (strengths[beaten].kind));
    case FL_FLAUNT_WON_TIE:
      /* Translators: %1$s is the winner, %2$s their kind of play such as
       * “straight”, %3$s the player they tie with, who played earlier in
       * rotation from the leader's left (rule C4). */
      return g_strdup_printf (_("%1$s wins: their %2$s ties with that of %3$s, and of equal plays the one made last wins (rule C4)."),
                              name, kind, other);
    case FL_FLAUNT_WON_LED_KIND:
      /* Translators: %1$s is the winner, %2$s the kind of play that was
       * flaunted, such as “straight flush”, %3$s the best other player
       * (rule K4). */
      return g_strdup_printf (_("%1$s wins: against a flaunted %2$s every challenge counts only as a %2$s, and the play of %3$s does not beat it as one (rule K4)."),
                              name, _fl_flaunt_kind_name (led_kind), other);
    case FL_FLAUNT_WON_HIGHER:
    default:
      if (strengths[winner].kind == FL_FLAUNT_KIND_SINGLE)
        /* Translators: %1$s is the winner, %2$s the player with the best
         * other card (rule K6). */
        return g_strdup_printf (_("%1$s wins: their card is higher than that of %2$s; suits never count (rule K6)."),
                                name, other);
      if (strengths[winner].kind == FL_FLAUNT_KIND_NONE)
        /* Translators: %1$s is the winner, %2$s the best other player;
         * neither's cards form a combination (rule K5). */
        return g_strdup_printf (_("%1$s wins: cards that form no combination compare like flushes, card by card from the highest, and theirs are higher than those of %2$s (rule K5)."),
                                name, other);
      /* Translators: %1$s is the winner, %2$s their kind of play such as
       * “straight”, %3$s the best other player, who has the same kind
       * (rule K3). */
      return g_strdup_printf (_("%1$s wins: their %2$s is higher than that of %3$s (rule K3)."),
                              name, kind, other);
    }
}

/* The rule the winner's sentence cites: K5 when odd cards lose or are
 * compared, K6 between single cards, K3 the order, K4 the kind a flaunt
 * fixed, C4 a tie, C5 no challenge. */
static const char *
contest_rule (guint        n_plays,
              FlFlauntWon  why,
              FlFlauntKind kind,
              FlFlauntKind beaten_kind)
{
  if (n_plays == 1)
    return "C5";
  switch (why)
    {
    case FL_FLAUNT_WON_HIGHER_KIND:
      return beaten_kind == FL_FLAUNT_KIND_NONE ? "K5" : "K3";
    case FL_FLAUNT_WON_TIE:
      return "C4";
    case FL_FLAUNT_WON_LED_KIND:
      return "K4";
    case FL_FLAUNT_WON_HIGHER:
    default:
      return kind == FL_FLAUNT_KIND_SINGLE ? "K6" : kind == FL_FLAUNT_KIND_NONE ? "K5" : "K3";
    }
}

/* The event the engine tells of this contest's end (fl-flaunt-rules.h:
 * CONTEST, or UNCHALLENGED), filled as the rules fill it, for the game's
 * own sentence. */
static void
contest_event (const FlFlauntPlay     *plays,
               guint                   n_plays,
               gboolean                sneak,
               guint                   winner,
               FlFlauntWon             why,
               guint                   beaten,
               const FlFlauntStrength *strengths,
               FlFlauntKind            led_kind,
               FlEvent                *event)
{
  guint n = plays[0].n_cards;

  if (n_plays == 1)
    {
      *event = (FlEvent) { .kind = FL_FLAUNT_EVENT_UNCHALLENGED, .seat = (gint8) plays[0].seat };
      for (guint i = 0; i < n; i++)
        fl_event_add_card (event, plays[0].cards[i]);
      event->values[0] = (gint32) n;
      event->values[1] = sneak;
      return;
    }

  *event = (FlEvent) { .kind = FL_FLAUNT_EVENT_CONTEST, .seat = (gint8) plays[winner].seat, .reason = (guint8) why };
  for (guint i = 0; i < n; i++)
    fl_event_add_card (event, plays[winner].cards[i]);
  for (guint i = 0; i < n; i++)
    fl_event_add_card (event, plays[beaten].cards[i]);
  event->values[0] = (gint32) (n * n_plays);
  event->values[1] = (gint32) n;
  event->values[2] = strengths[winner].kind;
  event->values[3] = plays[beaten].seat;
  event->values[4] = strengths[beaten].kind;
  event->values[5] = sneak ? -1 : (gint32) led_kind;
}

int
score_flaunt_contest (const char  *lead_text,
                      char       **challenge_texts,
                      gboolean     sneak,
                      const char  *players_text,
                      char       **option_args)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *explanation = NULL;
  CardReader reader = { 0 };
  FlOptions options;
  FlFlauntPlay plays[FL_FLAUNT_MAX_PLAYERS] = { 0 };
  FlFlauntStrength strengths[FL_FLAUNT_MAX_PLAYERS];
  guint n_plays = 1;
  guint n_challenges = challenge_texts != NULL ? g_strv_length (challenge_texts) : 0;
  int players;
  gboolean ace_high, any_kind;
  FlFlauntKind led_kind;
  FlFlauntWon why = FL_FLAUNT_WON_HIGHER;
  guint winner = 0, beaten = 0;
  guint n;

  if (lead_text == NULL)
    return fail_usage (_("Give the lead with --lead \"CARDS\" and each challenge with --challenge \"CARDS\" (see --help)."));
  if (n_challenges + 1 > FL_FLAUNT_MAX_PLAYERS)
    return fail_usage (_("Seven players at most: give at most six challenges."));

  if (!parse_flaunt_cards (&reader, "--lead", lead_text, plays[0].cards, &n, &error))
    return usage_error (error);
  plays[0].n_cards = (guint8) n;
  for (guint i = 0; i < n_challenges; i++, n_plays++)
    {
      if (!parse_flaunt_cards (&reader, "--challenge", challenge_texts[i], plays[n_plays].cards, &n, &error))
        return usage_error (error);
      plays[n_plays].n_cards = (guint8) n;
      plays[n_plays].seat = (guint8) n_plays;
    }

  /* The players: as many as the plays unless said; two packs when a card
   * is written twice (D1). */
  if (players_text != NULL)
    {
      guint64 value;

      if (!parse_u64 (players_text, "--players", FL_FLAUNT_MAX_PLAYERS, &value, &error))
        return usage_error (error);
      if (value < 2)
        return fail_usage (_("--players takes a number from 2 to 7."));
      if (value < n_plays)
        return fail_usage (_("Each player makes at most one play: give more players, or fewer challenges."));
      players = (int) value;
    }
  else
    players = (int) MAX (n_plays, reader.twin != NULL ? 5u : 2u);

  if (!read_options (players, option_args, &options, &error) ||
      !check_twins (&reader, &options, players, &error))
    return usage_error (error);
  ace_high = options.values[FL_FLAUNT_OPTION_ACE] == FL_FLAUNT_ACE_HIGH;
  any_kind = options.values[FL_FLAUNT_OPTION_CHALLENGES] == FL_FLAUNT_CHALLENGES_ANY_KIND;

  /* K2: only plays of the same size meet; C3, T4: a flaunt and the
   * challenges to it are one card or a combination; T3: a sneak may need
   * to be one too. */
  for (guint i = 0; i < n_plays; i++)
    {
      FlFlauntKind kind = fl_flaunt_classify (plays[i].cards, plays[i].n_cards, ace_high);
      gboolean must_combine = !sneak ||
                              (i == 0 && options.values[FL_FLAUNT_OPTION_SNEAKS] == FL_FLAUNT_SNEAKS_COMBINATIONS);
      g_autofree char *message = NULL;

      if (plays[i].n_cards != plays[0].n_cards)
        {
          message = g_strdup_printf (/* Translators: %1$u is the challenge's number, from 1,
                                      * %2$u the number of cards led (rule K2). */
                                     _("Challenge %1$u must hold as many cards as the lead: %2$u (rule K2)."),
                                     i, (guint) plays[0].n_cards);
          return fail_usage (message);
        }
      if (must_combine && kind == FL_FLAUNT_KIND_NONE)
        {
          if (i == 0 && sneak)
            message = g_strdup (_("With --option sneaks=combinations, two or more sneaked cards must be a combination (rule T3)."));
          else if (i == 0)
            message = g_strdup (_("A flaunt is one card or a combination: a match, a straight or a flush (rules T4, K1)."));
          else
            message = g_strdup_printf (/* Translators: %u is the challenge's number, from 1 (rules C3, K1). */
                                       _("Challenge %u must be one card or a combination, as it challenges a flaunt (rules C3, K1)."),
                                       i);
          return fail_usage (message);
        }
    }

  led_kind = sneak ? FL_FLAUNT_N_KINDS : fl_flaunt_classify (plays[0].cards, plays[0].n_cards, ace_high);
  for (guint i = 0; i < n_plays; i++)
    strengths[i] = fl_flaunt_strength (plays[i].cards, plays[i].n_cards, led_kind, any_kind, ace_high);
  if (n_plays > 1)
    winner = fl_flaunt_contest_winner (plays, n_plays, !sneak, any_kind, ace_high, &why, &beaten);
  /* The game's own sentence for the contest's end, as the table tells it
   * (CONTEST or UNCHALLENGED); one of ours while the rules have none. */
  if (fl_flaunt_rules.describe_event != NULL)
    {
      FlEvent event;

      contest_event (plays, n_plays, sneak, winner, why, beaten, strengths, led_kind, &event);
      explanation = fl_flaunt_rules.describe_event (&event, -1);
    }
  if (explanation == NULL)
    explanation = contest_sentence (plays, n_plays, winner, why, beaten, strengths, led_kind);

  json_builder_begin_object (builder);
  add_string (builder, "game", "flaunt");
  add_int (builder, "players", players);
  add_int (builder, "packs", two_packs (&options, players) ? 2 : 1);
  add_string (builder, "lead", sneak ? "sneak" : "flaunt");
  add_string (builder, "ace", ace_high ? "high" : "high-or-low");
  add_string (builder, "challenges", any_kind ? "any-kind" : "same-kind");
  json_builder_set_member_name (builder, "plays");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_plays; i++)
    {
      FlFlauntKind kind = fl_flaunt_classify (plays[i].cards, plays[i].n_cards, ace_high);

      json_builder_begin_object (builder);
      add_int (builder, "place", i);
      add_int (builder, "seat", plays[i].seat);
      add_cards (builder, "cards", plays[i].cards, plays[i].n_cards);
      add_string (builder, "kind", kind_ids[kind]);
      add_strength (builder, &strengths[i]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_int (builder, "winner", winner);
  add_int (builder, "winner-seat", plays[winner].seat);
  add_int (builder, "cards-won", (gint64) n_plays * plays[0].n_cards);
  json_builder_set_member_name (builder, "why");
  if (n_plays > 1)
    json_builder_add_string_value (builder, won_ids[why]);
  else
    json_builder_add_string_value (builder, "unchallenged");
  json_builder_set_member_name (builder, "beaten");
  if (n_plays > 1)
    json_builder_add_int_value (builder, beaten);
  else
    json_builder_add_null_value (builder);
  add_string (builder, "rule", contest_rule (n_plays, why, strengths[winner].kind, strengths[beaten].kind));
  add_string (builder, "explanation", explanation);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}
