/* flourish-cli-private.h: what the parts of flourish-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <json-glib/json-glib.h>

#include "fl-engine.h"

G_BEGIN_DECLS

void     print_builder (JsonBuilder    *builder);
int      fail          (const char     *message);
int      fail_usage    (const char     *message);
int      usage_error   (GError         *error);
gboolean parse_command (const char     *name,
                        const char     *parameters,
                        const char     *summary,
                        GOptionEntry   *entries,
                        int            *argc,
                        char         ***argv,
                        int            *status);
gboolean parse_u64     (const char     *text,
                        const char     *what,
                        guint64         max,
                        guint64        *value,
                        GError        **error);
void     add_seed      (JsonBuilder    *builder,
                        guint64         seed);
void     add_string    (JsonBuilder    *builder,
                        const char     *member,
                        const char     *value);
void     add_int       (JsonBuilder    *builder,
                        const char     *member,
                        gint64          value);

typedef struct
{
  const FlRules *rules;
  FlOptions      options;
  guint          n_seats;
} GameSetup;

gboolean game_setup    (GameSetup      *setup,
                        const char     *game_id,
                        int             players,
                        char          **option_args,
                        GError        **error);

/* The options simulate and play share: which game, how, and who plays. */
typedef struct
{
  char  *game_id;
  char  *seed_text;
  char  *bots_spec;
  char **option_args;
  int    players;
} GameArgs;

void     game_args_clear   (GameArgs     *args);
void     game_args_entries (GameArgs     *args,
                            const char   *seed_description,
                            GOptionEntry *entries);
gboolean game_args_resolve (GameArgs     *args,
                            GameSetup    *setup,
                            guint64      *seed,
                            FlBot       **bots,
                            gboolean     *all_random,
                            GError      **error);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GameArgs, game_args_clear)

/* flourish-cli-score.c */
int      command_score (int             argc,
                        char          **argv);

/* flourish-cli-score-flashpoint.c */
int      score_flashpoint_trick (const char *text);
int      score_flashpoint_hand  (const char *text,
                                 gboolean    voids_once);

/* flourish-cli-score-flaunt.c */
int      score_flaunt_combo     (const char  *text,
                                 char       **option_args);
int      score_flaunt_contest   (const char  *lead_text,
                                 char       **challenge_texts,
                                 gboolean     sneak,
                                 const char  *players_text,
                                 char       **option_args);

/* flourish-cli-score-flume.c */
int      score_flume            (const char *tricks_text,
                                 const char *trump_text,
                                 const char *bid_text,
                                 const char *bidder_text,
                                 const char *leader_text,
                                 const char *holder_text,
                                 gboolean    alone);

/* flourish-cli-score-flunk.c */
int      score_flunk            (const char *contract_text,
                                 const char *tricks_text,
                                 const char *dump_text);

/* flourish-cli-simulate.c */
int      command_simulate (int          argc,
                           char       **argv);
int      command_bench    (int          argc,
                           char       **argv);

/* flourish-cli-seat.c */
void     replay_as_seat (FlGame        *game,
                         int            viewer);

G_END_DECLS
