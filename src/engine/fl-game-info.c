/* fl-game-info.c: the catalogue of games Flourish knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-game-info"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "fl-game-info.h"
#include "flashpoint/fl-flashpoint-rules.h"
#include "flaunt/fl-flaunt-rules.h"
#include "flunk/fl-flunk-rules.h"
#include "flume/fl-flume-rules.h"

struct _FlGameInfo
{
  const char *id;
  const char *name;         /* translatable, context "game name" */
  const char *description;  /* translatable, one line */
  const char *players_text; /* translatable */
  const char *players_short; /* translatable, a few words for lists */
  guint       min_players;
  guint       max_players;
  gboolean    partnerships;
  const char *designer;     /* a person's name, not translated; NULL when unknown */
  const char *source_file;  /* in ../shared/seeds/ */
  const FlRules *rules;     /* NULL while the game is only its rules' help */
};

/* The one place a game is registered (DESIGN.md, "Adding a game"): its
 * entry here, which names its rules; the rules name everything else (the
 * heuristic bot, the explanations, the table). The order is the order of
 * the start page. */
static const FlGameInfo games[] = {
  {
    "flashpoint",
    NC_("game name", "Flashpoint"),
    N_("Win tricks of four different suits that hold card combinations."),
    N_("4 players in two partnerships"),
    N_("4 players"),
    4, 4, TRUE,
    "David Parlett",
    "000_b5d897e659dc591b.txt",
    &fl_flashpoint_rules,
  },
  {
    "flaps",
    NC_("game name", "Flaps"),
    N_("Be the first to shed every card, with seven levels of special cards."),
    N_("2 or more players"),
    N_("2+ players"),
    /* The source sets no upper limit; eight seats fit around our table. */
    2, 8, FALSE,
    NULL,
    "001_5a6b8ae1a11bc115.txt",
    NULL,
  },
  {
    "flunk",
    NC_("game name", "Flunk"),
    N_("Declare high, low or dump and take exactly the tricks you bid, helped by a dummy hand."),
    N_("3 players and a dummy hand"),
    N_("3 players + dummy"),
    3, 3, FALSE,
    "David Parlett",
    "002_ea7a1ae93e07e99a.txt",
    &fl_flunk_rules,
  },
  {
    "flaunt",
    NC_("game name", "Flaunt"),
    N_("Sneak cards face down or flaunt them face up, and bluff your way to the most cards."),
    N_("2 to 7 players"),
    N_("2–7 players"),
    2, 7, FALSE,
    "David Parlett",
    "003_c0739e03c4a9e2bb.txt",
    &fl_flaunt_rules,
  },
  {
    "flume",
    NC_("game name", "Flume"),
    N_("Bid to bring home the top and bottom trumps, the jokers, the bowers and the game point."),
    N_("4 players in partnerships, or 5 with a called partner"),
    N_("4–5 players"),
    4, 5, TRUE,
    NULL,
    "004_f9037957e61a6a53.txt",
    &fl_flume_rules,
  },
};

guint
fl_game_info_get_n_games (void)
{
  return G_N_ELEMENTS (games);
}

/**
 * fl_game_info_get_nth:
 * @index: a position in the catalogue
 *
 * Returns: (transfer none) (nullable): the @index-th game, or %NULL past the end
 */
const FlGameInfo *
fl_game_info_get_nth (guint index)
{
  if (index >= G_N_ELEMENTS (games))
    return NULL;

  return &games[index];
}

/**
 * fl_game_info_lookup:
 * @id: a game id such as "flunk"
 *
 * Returns: (transfer none) (nullable): the game with that id, or %NULL
 */
const FlGameInfo *
fl_game_info_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      if (strcmp (games[i].id, id) == 0)
        return &games[i];
    }

  return NULL;
}

const char *
fl_game_info_get_id (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->id;
}

const char *
fl_game_info_get_name (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return g_dpgettext2 (GETTEXT_PACKAGE, "game name", info->name);
}

const char *
fl_game_info_get_description (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return _(info->description);
}

const char *
fl_game_info_get_players_text (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return _(info->players_text);
}

/* The number of players in a few words, for lists such as the start page. */
const char *
fl_game_info_get_players_short (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return _(info->players_short);
}

guint
fl_game_info_get_min_players (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, 0);

  return info->min_players;
}

guint
fl_game_info_get_max_players (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, 0);

  return info->max_players;
}

gboolean
fl_game_info_has_partnerships (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, FALSE);

  return info->partnerships;
}

const char *
fl_game_info_get_designer (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->designer;
}

const char *
fl_game_info_get_source_file (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->source_file;
}

/* The help page id is the game id: help/C/<id>.page. */
const char *
fl_game_info_get_help_page (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->id;
}

/**
 * fl_game_info_get_rules:
 *
 * Returns: (transfer none) (nullable): the rules of @info's game, or %NULL
 *   while Flourish only explains them
 */
const FlRules *
fl_game_info_get_rules (const FlGameInfo *info)
{
  g_return_val_if_fail (info != NULL, NULL);

  return info->rules;
}
