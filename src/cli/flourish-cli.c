/* flourish-cli.c: the headless front end of Flourish
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "flourish-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>
#include <stdio.h>
#include <string.h>

#include "fl-engine.h"

typedef int (*FlCommandFunc) (int argc, char **argv);

typedef struct
{
  const char    *name;
  const char    *summary;
  FlCommandFunc  func;
} FlCommand;

static int command_games (int argc, char **argv);

static const FlCommand commands[] = {
  { "games", N_("List the games as JSON"), command_games },
};

static void
print_json (JsonNode *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

static int
command_games (int    argc,
               char **argv)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  if (argc > 1)
    {
      /* Translators: %s is a command-line argument the program did not expect. */
      g_printerr (_("Unexpected argument “%s”.\n"), argv[1]);
      return 2;
    }

  json_builder_begin_array (builder);
  for (guint i = 0; i < fl_game_info_get_n_games (); i++)
    {
      const FlGameInfo *info = fl_game_info_get_nth (i);
      const char *designer = fl_game_info_get_designer (info);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, fl_game_info_get_id (info));
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, fl_game_info_get_name (info));
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, fl_game_info_get_description (info));
      json_builder_set_member_name (builder, "min-players");
      json_builder_add_int_value (builder, fl_game_info_get_min_players (info));
      json_builder_set_member_name (builder, "max-players");
      json_builder_add_int_value (builder, fl_game_info_get_max_players (info));
      json_builder_set_member_name (builder, "partnerships");
      json_builder_add_boolean_value (builder, fl_game_info_has_partnerships (info));
      json_builder_set_member_name (builder, "designer");
      if (designer != NULL)
        json_builder_add_string_value (builder, designer);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  root = json_builder_get_root (builder);
  print_json (root);

  return 0;
}

static char *
usage_text (void)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%s\n\n", _("Usage: flourish-cli [--version] [--help] COMMAND [ARGUMENTS…]"));
  g_string_append_printf (text, "%s\n\n", _("Play and examine the card games of Flourish without a window."));
  g_string_append_printf (text, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_string_append_printf (text, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  g_string_append_printf (text, "\n%s\n", _("Options:"));
  g_string_append_printf (text, "  %-10s %s\n", "--help", _("Show this help and exit"));
  g_string_append_printf (text, "  %-10s %s\n", "--version", _("Show the version and exit"));

  return g_string_free (text, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *usage = NULL;

  fl_i18n_init ();

  usage = usage_text ();

  if (argc < 2)
    {
      g_printerr ("%s", usage);
      return 2;
    }

  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      g_print ("%s", usage);
      return 0;
    }

  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("flourish-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (strcmp (argv[1], commands[i].name) == 0)
        return commands[i].func (argc - 1, argv + 1);
    }

  /* Translators: %s is what the user typed in place of a command. */
  g_printerr (_("Unknown command “%s”. Run “flourish-cli --help” for the list of commands.\n"), argv[1]);
  return 2;
}
