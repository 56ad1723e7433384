/* fl-game-controls.h: a game's own decision controls at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "fl-engine.h"
#include "fl-table-widget.h"

G_BEGIN_DECLS

#define FL_TYPE_GAME_CONTROLS (fl_game_controls_get_type ())

G_DECLARE_DERIVABLE_TYPE (FlGameControls, fl_game_controls, FL, GAME_CONTROLS, AdwBin)

/**
 * FlGameControlsClass:
 * @update: shows the controls for @game's decision now; @human is the
 *   user's seat and @view the table as the user sees it. Called once a
 *   position (after every action), also when the user does not decide.
 * @card_action: builds the action of playing @cards as the controls stand
 *   (a game that declares bonuses with a card adds them): the card the
 *   user activated, or the cards they confirmed in a hand that selects
 *   several (@multiple; #FlTableWidget::cards-confirmed); returns %FALSE
 *   when they cannot be played now at all
 * @confirm_text: (nullable): a question to ask before a legal but costly
 *   @action, or %NULL to play it at once; by default what the rules say
 *   it costs (fl_game_explain_cost(): a disobeyed command)
 * @multiple: the user selects several cards and confirms them, instead
 *   of playing one card a click
 * @targets: (nullable): appends to @targets (of #FlTableTarget) what the
 *   user may click or activate on the table for @game's decision now (a
 *   zone, a card in a zone, a place); asked after @update, only when
 *   @human decides, and given to fl_table_widget_set_targets(). %NULL, as
 *   in the base class, for no targets
 * @target_action: (nullable): builds the action of activating @target,
 *   one of those @targets gave, as the controls stand; returns %FALSE
 *   when it makes none. The table checks and applies the action as it
 *   does a card's
 * @selection_changed: (nullable): the cards selected in the user's hand
 *   changed (a hand that selects several, @multiple): buttons that say
 *   what they do with the selection follow it
 * @question_texts: (nullable): sets the heading and the button of a
 *   question asked before @action (the tutor's warning, or
 *   @confirm_text's question), each saying what the button does, for a
 *   decision of the game's own (a contract, a command), and returns
 *   %TRUE; or returns %FALSE, and the table words the action itself: a
 *   card played (“Play 7♠ Anyway?”, “_Play Anyway”), a pass, another move
 *
 * The table is the same for every game; what differs is here. A game that
 * plays only single cards and passes needs no subclass: the base class
 * offers a Pass button when passing is legal.
 */
struct _FlGameControlsClass
{
  AdwBinClass parent_class;

  void      (*update)       (FlGameControls    *self,
                             FlGame            *game,
                             int                human,
                             const FlTableView *view);
  gboolean  (*card_action)  (FlGameControls    *self,
                             FlGame            *game,
                             int                human,
                             const FlCard      *cards,
                             guint              n_cards,
                             FlAction          *action);
  char     *(*confirm_text) (FlGameControls    *self,
                             FlGame            *game,
                             const FlAction    *action);
  gboolean  (*multiple)     (FlGameControls    *self);
  void      (*targets)      (FlGameControls    *self,
                             FlGame            *game,
                             int                human,
                             const FlTableView *view,
                             GArray            *targets);
  gboolean  (*target_action) (FlGameControls     *self,
                             FlGame              *game,
                             int                  human,
                             const FlTableTarget *target,
                             FlAction            *action);
  gboolean  (*question_texts) (FlGameControls    *self,
                             FlGame              *game,
                             const FlAction      *action,
                             char               **heading,
                             char               **button);
  void      (*selection_changed) (FlGameControls  *self);

  /*< private >*/
  gpointer padding[4];
};

void            fl_game_controls_register     (const char        *game_id,
                                               GType            (*get_type) (void));

/**
 * FL_GAME_CONTROLS_REGISTER:
 * @game_id: the id of the game, as its rules name it
 * @get_type: the get_type function of the game's #FlGameControls subclass
 *
 * Registers a game's controls from its own file, when the program starts:
 * the table finds them by the game's id (fl_game_controls_new_for_game()),
 * and no shared file lists the games. The UI library is linked whole so
 * that the registration is kept.
 */
#define FL_GAME_CONTROLS_REGISTER(game_id, get_type) \
  static void __attribute__ ((constructor)) \
  get_type##_register (void) \
  { \
    fl_game_controls_register (game_id, get_type); \
  }

FlGameControls *fl_game_controls_new_for_game (const char        *game_id);
void            fl_game_controls_update       (FlGameControls    *self,
                                               FlGame            *game,
                                               int                human,
                                               const FlTableView *view);
gboolean        fl_game_controls_card_action  (FlGameControls    *self,
                                               FlGame            *game,
                                               int                human,
                                               const FlCard      *cards,
                                               guint              n_cards,
                                               FlAction          *action);
char           *fl_game_controls_confirm_text (FlGameControls    *self,
                                               FlGame            *game,
                                               const FlAction    *action);
void            fl_game_controls_question_texts (FlGameControls  *self,
                                               FlGame            *game,
                                               const FlAction    *action,
                                               char             **heading,
                                               char             **button);
gboolean        fl_game_controls_get_multiple (FlGameControls    *self);
GArray         *fl_game_controls_get_targets  (FlGameControls    *self,
                                               FlGame            *game,
                                               int                human,
                                               const FlTableView *view);
gboolean        fl_game_controls_target_action (FlGameControls   *self,
                                               FlGame            *game,
                                               int                human,
                                               const FlTableTarget *target,
                                               FlAction          *action);
void            fl_game_controls_emit_action  (FlGameControls    *self,
                                               const FlAction    *action);
gboolean        fl_game_controls_human_decides (FlGame           *game,
                                               int                human);
GtkWidget      *fl_game_controls_get_box      (FlGameControls    *self);
FlHandView     *fl_game_controls_get_hand     (FlGameControls    *self);
guint           fl_game_controls_count_selected (FlGameControls  *self);
void            fl_game_controls_clear        (FlGameControls    *self);
GtkWidget      *fl_game_controls_new_linked_box (void);
GtkWidget      *fl_game_controls_new_choice_group (const char     *name);
GtkWidget      *fl_game_controls_add_choice   (GtkWidget         *group,
                                               const char        *label,
                                               const char        *accessible,
                                               int                value,
                                               GCallback          callback,
                                               gpointer           data);

G_END_DECLS
