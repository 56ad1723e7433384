/* flourish-cli-score.c: flourish-cli score, one hand or trick scored: the
 * command and its options; each game scores in its own file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "fl-engine.h"
#include "flourish-cli-private.h"

int
command_score (int    argc,
               char **argv)
{
  g_autofree char *contract_text = NULL;
  g_autofree char *tricks_text = NULL;
  g_autofree char *dump_text = NULL;
  g_autofree char *voids_text = NULL;
  g_autofree char *trump_text = NULL;
  g_autofree char *bid_text = NULL;
  g_autofree char *bidder_text = NULL;
  g_autofree char *leader_text = NULL;
  g_autofree char *holder_text = NULL;
  gboolean alone = FALSE;
  g_autofree char *lead_text = NULL;
  g_auto(GStrv) challenge_texts = NULL;
  g_auto(GStrv) option_args = NULL;
  g_autofree char *players_text = NULL;
  gboolean sneak = FALSE;
  gboolean flaunt = FALSE;
  GOptionEntry entries[] = {
    { "contract", 0, 0, G_OPTION_ARG_STRING, &contract_text,
      N_("Flunk contract: 9C, 9NT (High), L3H, L0NT (Low), DUMP-H (Dump)"), N_("C") },
    { "tricks", 0, 0, G_OPTION_ARG_STRING, &tricks_text,
      N_("Flunk: tricks the declarer took, own hand and dummy together. Flume: the six tricks in play order, separated by “|”, each trick’s cards in the order played, e.g. \"QD 8D 10D 5D|…\" (JKH, JKL: the jokers); who played each card follows from --leader and each trick’s winner"), N_("N|TRICKS") },
    { "dump-cards", 0, 0, G_OPTION_ARG_STRING, &dump_text,
      N_("For Dump: cards of the dump suit in the declarer’s tricks"), N_("K") },
    { "voids", 0, 0, G_OPTION_ARG_STRING, &voids_text,
      N_("Flashpoint: score void flashes for “each” missing suit (the default) or “once”"), N_("RULE") },
    { "trump", 0, 0, G_OPTION_ARG_STRING, &trump_text, N_("Flume: the trump suit, C, D, H or S"), N_("SUIT") },
    { "bid", 0, 0, G_OPTION_ARG_STRING, &bid_text, N_("Flume: the winning bid, 3 to 6"), N_("N") },
    { "bidder", 0, 0, G_OPTION_ARG_STRING, &bidder_text, N_("Flume: the bidder’s seat, from 0"), N_("SEAT") },
    { "leader", 0, 0, G_OPTION_ARG_STRING, &leader_text,
      N_("Flume: the seat that led the first trick (default 1, the left of dealer 0)"), N_("SEAT") },
    { "holder", 0, 0, G_OPTION_ARG_STRING, &holder_text,
      N_("Flume, five-handed: the seat that held the called card"), N_("SEAT") },
    { "alone", 0, 0, G_OPTION_ARG_NONE, &alone, N_("Flume, five-handed: the bidder played alone"), NULL },
    { "lead", 0, 0, G_OPTION_ARG_STRING, &lead_text, N_("Flaunt contest: the cards led, e.g. \"9H 10H JH\""), N_("CARDS") },
    { "sneak", 0, 0, G_OPTION_ARG_NONE, &sneak, N_("Flaunt contest: the lead was sneaked, face down"), NULL },
    { "flaunt", 0, 0, G_OPTION_ARG_NONE, &flaunt, N_("Flaunt contest: the lead was flaunted, face up (the default)"), NULL },
    { "challenge", 0, 0, G_OPTION_ARG_STRING_ARRAY, &challenge_texts,
      N_("Flaunt contest: one challenge’s cards; repeat it for each challenge, in rotation from the leader’s left"), N_("CARDS") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text,
      N_("Flaunt contest: the number of players, 2 to 7 (default: one for each play, and at least five when a card is written twice)"), N_("N") },
    { "option", 0, 0, G_OPTION_ARG_STRING_ARRAY, &option_args,
      N_("Flaunt: a game option, e.g. ace=high or challenges=any-kind (repeatable)"), N_("KEY=VALUE") },
    { NULL }
  };
  int status = 0;

  if (!parse_command ("score", "flunk --contract C --tricks N [--dump-cards K] | flashpoint trick|hand \"CARDS\" | flume hand --trump SUIT --bid N --bidder SEAT --tricks \"TRICKS\" | flaunt combo \"CARDS\" | flaunt contest --lead \"CARDS\" [--sneak|--flaunt] --challenge \"CARDS\" …",
                      _("Score one hand of Flunk, a Flashpoint trick or hand, a Flume hand played out, or a Flaunt combination or contest."), entries, &argc, &argv, &status))
    return status;

  if (argc >= 3 && g_strcmp0 (argv[1], "flaunt") == 0)
    {
      if (contract_text != NULL || tricks_text != NULL || dump_text != NULL || voids_text != NULL ||
          trump_text != NULL || bid_text != NULL || bidder_text != NULL || leader_text != NULL ||
          holder_text != NULL || alone)
        return fail_usage (_("--contract, --tricks, --dump-cards, --voids, --trump, --bid, --bidder, --leader, --holder and --alone are not for Flaunt."));
      if (argc == 4 && g_strcmp0 (argv[2], "combo") == 0)
        {
          if (lead_text != NULL || challenge_texts != NULL || sneak || flaunt || players_text != NULL)
            return fail_usage (_("--lead, --challenge, --sneak, --flaunt and --players are for “score flaunt contest”."));
          return score_flaunt_combo (argv[3], option_args);
        }
      if (argc == 3 && g_strcmp0 (argv[2], "contest") == 0)
        {
          if (sneak && flaunt)
            return fail_usage (_("A lead is either sneaked or flaunted: give --sneak or --flaunt, not both."));
          return score_flaunt_contest (lead_text, challenge_texts, sneak, players_text, option_args);
        }
    }
  if (lead_text != NULL || challenge_texts != NULL || sneak || flaunt || players_text != NULL || option_args != NULL)
    return fail_usage (_("--lead, --challenge, --sneak, --flaunt, --players and --option are only for Flaunt."));

  if (argc == 3 && g_strcmp0 (argv[1], "flume") == 0 && g_strcmp0 (argv[2], "hand") == 0)
    {
      if (contract_text != NULL || dump_text != NULL || voids_text != NULL)
        return fail_usage (_("--contract, --dump-cards and --voids are not for Flume."));
      return score_flume (tricks_text, trump_text, bid_text, bidder_text, leader_text, holder_text, alone);
    }
  if (trump_text != NULL || bid_text != NULL || bidder_text != NULL || leader_text != NULL ||
      holder_text != NULL || alone)
    return fail_usage (_("--trump, --bid, --bidder, --leader, --holder and --alone are only for Flume."));

  if (argc == 2 && g_strcmp0 (argv[1], "flunk") == 0)
    {
      if (voids_text != NULL)
        return fail_usage (_("--voids is only for Flashpoint hands."));
      return score_flunk (contract_text, tricks_text, dump_text);
    }

  if (argc == 4 && g_strcmp0 (argv[1], "flashpoint") == 0)
    {
      if (contract_text != NULL || tricks_text != NULL || dump_text != NULL)
        return fail_usage (_("--contract, --tricks and --dump-cards are not for Flashpoint."));
      if (voids_text != NULL && g_strcmp0 (voids_text, "each") != 0 && g_strcmp0 (voids_text, "once") != 0)
        return fail_usage (_("--voids takes “each” or “once”."));
      if (g_strcmp0 (argv[2], "trick") == 0 && voids_text == NULL)
        return score_flashpoint_trick (argv[3]);
      if (g_strcmp0 (argv[2], "hand") == 0)
        return score_flashpoint_hand (argv[3], g_strcmp0 (voids_text, "once") == 0);
    }

  return fail_usage (_("Score what? Use “score flunk --contract C --tricks N”, “score flashpoint trick \"JS JH QD JC\"”, “score flashpoint hand \"<eight cards>\"”, “score flume hand --trump H --bid 4 --bidder 2 --tricks \"<six tricks>\"”, “score flaunt combo \"9H 10H JH\"” or “score flaunt contest --lead \"9H 10H JH\" --challenge \"9S 10D JC\"”."));
}
