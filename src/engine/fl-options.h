/* fl-options.h: typed descriptions of a game's options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  FL_OPTION_INT,
  FL_OPTION_BOOL,
  FL_OPTION_CHOICE,
} FlOptionType;

/**
 * FlOptionChoice:
 * @id: the stable value name used in records and on the command line
 * @label: the translatable label (context "option value")
 */
typedef struct
{
  const char *id;
  const char *label;
} FlOptionChoice;

/**
 * FlOptionDesc:
 * @key: the stable name, used in records and by `--option KEY=VALUE`
 * @type: how the value is shown and parsed
 * @label: translatable (context "option"), a few words
 * @description: translatable (context "option"), one sentence
 * @min: the smallest value (0 for booleans and choices)
 * @max: the largest (1 for booleans, n_choices - 1 for choices)
 * @step: values go from @min in steps of @step
 * @default_value: the value a new game uses
 * @choices: the choices of %FL_OPTION_CHOICE, in value order
 * @n_choices: how many
 *
 * One option of a game, described well enough that the setup page and the
 * command line can offer it without knowing the game.
 */
typedef struct
{
  const char           *key;
  FlOptionType          type;
  const char           *label;
  const char           *description;
  int                   min;
  int                   max;
  int                   step;
  int                   default_value;
  const FlOptionChoice *choices;
  guint                 n_choices;
} FlOptionDesc;

#define FL_MAX_OPTIONS 8

/**
 * FlOptions:
 *
 * The chosen value of each option, in the order of the game's
 * descriptors. Values are always integers: a boolean is 0 or 1, a choice
 * its index.
 */
typedef struct
{
  int values[FL_MAX_OPTIONS];
} FlOptions;

gboolean  fl_option_value_valid    (const FlOptionDesc *desc,
                                    int                 value);
gboolean  fl_option_parse          (const FlOptionDesc *desc,
                                    const char         *text,
                                    int                *value,
                                    GError            **error);
char     *fl_option_value_to_string (const FlOptionDesc *desc,
                                    int                 value);

G_END_DECLS
