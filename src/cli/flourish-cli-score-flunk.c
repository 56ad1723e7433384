/* flourish-cli-score-flunk.c: flourish-cli score flunk: one hand's contract
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
score_flunk (const char *contract_text,
             const char *tricks_text,
             const char *dump_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree char *explanation = NULL;
  g_autofree char *contract_name = NULL;
  g_autofree char *notation = NULL;
  FlFlunkContractType type;
  FlFlunkScoreRule rule;
  guint bid, suit;
  guint64 tricks = 0, dump_cards = 0;
  int score;

  if (!fl_flunk_parse_contract (contract_text, &type, &bid, &suit))
    {
      g_printerr (_("flourish-cli: %s\n"),
                  _("--contract takes a Flunk contract: 7C to 13NT for High, L0C to L6NT for Low, or DUMP-C, DUMP-D, DUMP-H, DUMP-S."));
      return 2;
    }

  if (!parse_u64 (tricks_text, "--tricks", 13, &tricks, &error) ||
      (dump_text && !parse_u64 (dump_text, "--dump-cards", 13, &dump_cards, &error)))
    return usage_error (error);

  if (type != FL_FLUNK_DUMP && dump_text != NULL)
    {
      g_printerr (_("flourish-cli: %s\n"), _("--dump-cards is only for Dump contracts."));
      return 2;
    }
  if (type == FL_FLUNK_DUMP && tricks == 0 && dump_cards > 0)
    {
      g_printerr (_("flourish-cli: %s\n"), _("A declarer with no tricks holds no cards of the dump suit."));
      return 2;
    }
  if (type == FL_FLUNK_DUMP && dump_cards > MIN (13, tricks * 4))
    {
      g_printerr (_("flourish-cli: %s\n"), _("The declarer’s tricks cannot hold that many cards of the dump suit."));
      return 2;
    }

  score = fl_flunk_score (type, bid, suit, (guint) tricks, (guint) dump_cards, &rule);
  explanation = fl_flunk_explain_score (type, bid, suit, (guint) tricks, (guint) dump_cards, score, rule);
  contract_name = fl_flunk_describe_contract (type, bid, suit);
  notation = fl_flunk_contract_to_string (type, bid, suit);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "game");
  json_builder_add_string_value (builder, "flunk");
  json_builder_set_member_name (builder, "contract");
  json_builder_add_string_value (builder, notation);
  json_builder_set_member_name (builder, "contract-name");
  json_builder_add_string_value (builder, contract_name);
  json_builder_set_member_name (builder, "tricks");
  json_builder_add_int_value (builder, (gint64) tricks);
  if (type == FL_FLUNK_DUMP)
    {
      json_builder_set_member_name (builder, "dump-cards");
      json_builder_add_int_value (builder, (gint64) dump_cards);
    }
  json_builder_set_member_name (builder, "score");
  json_builder_add_int_value (builder, score);
  json_builder_set_member_name (builder, "explanation");
  json_builder_add_string_value (builder, explanation);
  json_builder_end_object (builder);

  print_builder (builder);
  return 0;
}
