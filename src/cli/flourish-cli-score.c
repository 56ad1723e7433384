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
  GOptionEntry entries[] = {
    { "contract", 0, 0, G_OPTION_ARG_STRING, &contract_text,
      N_("Flunk contract: 9C, 9NT (High), L3H, L0NT (Low), DUMP-H (Dump)"), N_("C") },
    { "tricks", 0, 0, G_OPTION_ARG_STRING, &tricks_text,
      N_("Tricks the declarer took, own hand and dummy together"), N_("N") },
    { "dump-cards", 0, 0, G_OPTION_ARG_STRING, &dump_text,
      N_("For Dump: cards of the dump suit in the declarer’s tricks"), N_("K") },
    { "voids", 0, 0, G_OPTION_ARG_STRING, &voids_text,
      N_("Flashpoint: score void flashes for “each” missing suit (the default) or “once”"), N_("RULE") },
    { NULL }
  };
  int status = 0;

  if (!parse_command ("score", "flunk --contract C --tricks N [--dump-cards K] | flashpoint trick|hand \"CARDS\"",
                      _("Score one hand of Flunk, or a Flashpoint trick or hand."), entries, &argc, &argv, &status))
    return status;

  if (argc == 2 && g_strcmp0 (argv[1], "flunk") == 0)
    {
      if (voids_text != NULL)
        return fail_usage (_("--voids is only for Flashpoint hands."));
      return score_flunk (contract_text, tricks_text, dump_text);
    }

  if (argc == 4 && g_strcmp0 (argv[1], "flashpoint") == 0)
    {
      if (contract_text != NULL || tricks_text != NULL || dump_text != NULL)
        return fail_usage (_("--contract, --tricks and --dump-cards are only for Flunk."));
      if (voids_text != NULL && g_strcmp0 (voids_text, "each") != 0 && g_strcmp0 (voids_text, "once") != 0)
        return fail_usage (_("--voids takes “each” or “once”."));
      if (g_strcmp0 (argv[2], "trick") == 0 && voids_text == NULL)
        return score_flashpoint_trick (argv[3]);
      if (g_strcmp0 (argv[2], "hand") == 0)
        return score_flashpoint_hand (argv[3], g_strcmp0 (voids_text, "once") == 0);
    }

  return fail_usage (_("Score what? Use “score flunk --contract C --tricks N”, “score flashpoint trick \"JS JH QD JC\"” or “score flashpoint hand \"<eight cards>\"”."));
}
