/* fl-flume-controls.c: Flume's bidding, trumps, second deal and call at
 * the table
 *
 * The user passes or bids (B1), names trumps when they won the bidding
 * (B2), discards in the second deal by selecting cards in their hand and
 * confirming them (X1-X3), and, five-handed, calls a card or plays alone
 * (V2). Every choice offered is one the engine lists as legal. Playing a
 * card is done with the hand, as in every game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flume-controls"

#include "config.h"

#include <glib/gi18n.h>

#include "fl-card-widget.h"
#include "fl-flume-controls.h"
#include "fl-text.h"
#include "fl-flume-rules.h"

struct _FlFlumeControls
{
  FlGameControls  parent_instance;

  FlGame         *game;            /* the game shown, a weak pointer */
  int             seat;
  FlDecisionKind  decision;

  /* Bidding: the bids offered (a bit each) and the one chosen, 0 for a
   * pass. */
  guint           bids;
  int             bid;
  /* Trumps: the suit chosen. */
  int             suit;
  /* Second deal: the most cards the user may discard. */
  guint           discard_limit;
  /* The call: the cards offered, in the drop-down's order. */
  GArray         *callable;

  GtkWidget      *confirm_button;
  GtkWidget      *call_list;
};

G_DEFINE_FINAL_TYPE (FlFlumeControls, fl_flume_controls, FL_TYPE_GAME_CONTROLS)
FL_GAME_CONTROLS_REGISTER ("flume", fl_flume_controls_get_type)

/* ---- Bidding (B1) ------------------------------------------------------ */

static void
sync_bid (FlFlumeControls *self)
{
  g_autofree char *label = NULL;

  if (self->bid == 0)
    label = g_strdup (_("_Pass"));
  else
    /* Translators: the button that makes the user's bid in Flume; %d is
     * the bid, 3 to 6 points. */
    label = g_strdup_printf (ngettext ("_Bid %d Point", "_Bid %d Points", self->bid), self->bid);
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), label);
}

static void
bid_toggled_cb (GtkToggleButton *button,
                FlFlumeControls *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->bid = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  sync_bid (self);
}

static void
bid_clicked_cb (GtkButton       *button,
                FlFlumeControls *self)
{
  FlAction action;

  fl_action_init (&action, self->bid == 0 ? FL_ACTION_PASS : FL_ACTION_BID, self->seat);
  if (self->bid != 0)
    action.values[0] = (gint16) self->bid;
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
build_bidding (FlFlumeControls *self,
               GtkWidget       *column)
{
  GtkWidget *label, *group, *pass;

  label = gtk_label_new (_("Pass, or bid the points your side will take in this hand."));
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  self->confirm_button = gtk_button_new_with_mnemonic ("");
  g_signal_connect (self->confirm_button, "clicked", G_CALLBACK (bid_clicked_cb), self);

  /* Translators: the name of the row of Flume's bids, read by screen
   * readers. */
  group = fl_game_controls_new_choice_group (_("Your bid"));
  pass = fl_game_controls_add_choice (group, C_("bid", "Pass"), NULL, 0, G_CALLBACK (bid_toggled_cb), self);
  for (int bid = FL_FLUME_MIN_BID; bid <= FL_FLUME_MAX_BID; bid++)
    if (self->bids & (1u << bid))
      {
        g_autofree char *text = g_strdup_printf ("%d", bid);
        /* Translators: the accessible name of a button choosing a bid
         * in Flume. */
        g_autofree char *name = g_strdup_printf (ngettext ("Bid %d point", "Bid %d points", bid), bid);

        fl_game_controls_add_choice (group, text, name, bid, G_CALLBACK (bid_toggled_cb), self);
      }
  gtk_box_append (GTK_BOX (column), group);

  /* A pass until the user chooses a bid. */
  self->bid = 0;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (pass), TRUE);
  sync_bid (self);
}

/* ---- Trumps (B2) ------------------------------------------------------- */

static const char *
trump_button_label (int suit)
{
  switch (suit)
    {
    /* Translators: the button that names trumps in Flume. */
    case FL_SUIT_CLUBS: return _("Make _Clubs Trumps");
    case FL_SUIT_DIAMONDS: return _("Make _Diamonds Trumps");
    case FL_SUIT_HEARTS: return _("Make _Hearts Trumps");
    default: return _("Make _Spades Trumps");
    }
}

static void
suit_toggled_cb (GtkToggleButton *button,
                 FlFlumeControls *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->suit = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), trump_button_label (self->suit));
}

static void
trump_clicked_cb (GtkButton       *button,
                  FlFlumeControls *self)
{
  FlAction action;

  fl_action_init (&action, FL_ACTION_CHOOSE_SUIT, self->seat);
  action.values[0] = (gint16) self->suit;
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
build_trumps (FlFlumeControls *self,
              GtkWidget       *column)
{
  static const char *symbols[] = { "♣", "♦", "♥", "♠" };
  const char *names[] = {
    /* Translators: the names of the suit buttons of Flume's trump
     * chooser, read by screen readers. */
    _("Clubs"), _("Diamonds"), _("Hearts"), _("Spades"),
  };
  GtkWidget *label, *group;

  label = gtk_label_new (_("You won the bidding: name trumps."));
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  self->confirm_button = gtk_button_new_with_mnemonic ("");
  g_signal_connect (self->confirm_button, "clicked", G_CALLBACK (trump_clicked_cb), self);

  /* Translators: the name of the row of suits to name as trumps, read by
   * screen readers. */
  group = fl_game_controls_new_choice_group (_("Trumps"));
  for (int suit = 0; suit < 4; suit++)
    {
      GtkWidget *choice = fl_game_controls_add_choice (group, symbols[suit], names[suit], suit,
                                                       G_CALLBACK (suit_toggled_cb), self);

      gtk_widget_set_tooltip_text (choice, names[suit]);
      gtk_widget_add_css_class (choice, suit == 1 || suit == 2 ? "red-suit" : "black-suit");
      if (suit == 0)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (choice), TRUE);
    }
  gtk_box_append (GTK_BOX (column), group);
  self->suit = FL_SUIT_CLUBS;
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), trump_button_label (self->suit));
}

/* ---- The second deal (X1-X3) ------------------------------------------- */

/* The button says what confirming does: how many cards go, and that the
 * stock deals as many back (X1, X3). */
static void
sync_discard (FlFlumeControls *self)
{
  guint n = fl_game_controls_count_selected (FL_GAME_CONTROLS (self));
  g_autofree char *label = NULL;

  if (n == 0)
    label = g_strdup (_("_Keep Hand"));
  else if (n > self->discard_limit)
    /* Translators: the discard button of Flume's second deal when the
     * user selected more cards than the stock can give back; %d is how
     * many they may discard. */
    label = g_strdup_printf (ngettext ("Discard At Most %d Card", "Discard At Most %d Cards",
                                       self->discard_limit), self->discard_limit);
  else
    /* Translators: the discard button of Flume's second deal; %d is the
     * number of cards selected, which the stock deals back. */
    label = g_strdup_printf (ngettext ("_Discard %d Card and Draw %d", "_Discard %d Cards and Draw %d", n),
                             n, n);
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), label);
  gtk_widget_set_sensitive (self->confirm_button, n <= self->discard_limit);
}

static void
fl_flume_controls_selection_changed (FlGameControls *controls)
{
  FlFlumeControls *self = FL_FLUME_CONTROLS (controls);

  if (self->decision == FL_DECISION_DISCARD && self->confirm_button != NULL)
    sync_discard (self);
}

static void
discard_clicked_cb (GtkButton       *button,
                    FlFlumeControls *self)
{
  GtkWidget *table = gtk_widget_get_ancestor (GTK_WIDGET (self), FL_TYPE_TABLE_WIDGET);
  FlAction action;

  /* Selected cards go the way of cards confirmed in the hand. */
  if (table != NULL && fl_game_controls_count_selected (FL_GAME_CONTROLS (self)) > 0
      && fl_table_widget_confirm_selection (FL_TABLE_WIDGET (table)))
    return;

  fl_action_init (&action, FL_ACTION_DISCARD, self->seat);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
build_discard (FlFlumeControls *self,
               GtkWidget       *column,
               guint            n_discardable)
{
  g_autofree char *text = NULL;
  GtkWidget *label;

  if (self->discard_limit == 0)
    text = g_strdup (_("You may not discard: keep your hand."));
  else if (self->discard_limit < n_discardable)
    /* Translators: Flume's second deal, when the stock holds fewer cards
     * than the user could discard; %d is how many it holds. */
    text = g_strdup_printf (ngettext ("Select the cards to discard, then confirm. The stock holds only %d card.",
                                      "Select the cards to discard, then confirm. The stock holds only %d cards.",
                                      self->discard_limit), self->discard_limit);
  else
    text = g_strdup (_("Select the cards to discard, then confirm. The stock deals you as many back."));
  label = gtk_label_new (text);
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  self->confirm_button = gtk_button_new_with_mnemonic ("");
  g_signal_connect (self->confirm_button, "clicked", G_CALLBACK (discard_clicked_cb), self);
  sync_discard (self);
}

/* ---- The call (V2) ----------------------------------------------------- */

/* The button that opens the list, which takes the focus: GTK 4.8 gives it
 * no name of its own (a screen reader would read its class name), so it
 * takes the list's, with the card chosen as its description. */
static void
name_call_button (FlFlumeControls *self,
                  const char      *entry)
{
  for (GtkWidget *child = gtk_widget_get_first_child (self->call_list); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_TOGGLE_BUTTON (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card to call"),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, entry,
                                      -1);
}

static void
sync_call (FlFlumeControls *self)
{
  guint index = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->call_list));
  GListModel *entries = gtk_drop_down_get_model (GTK_DROP_DOWN (self->call_list));
  g_autofree char *card = NULL;
  g_autofree char *label = NULL;

  if (index >= self->callable->len)
    return;
  card = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), g_array_index (self->callable, FlCard, index));
  /* Translators: the button that calls a card in five-handed Flume; %s
   * is the card, such as “A♥”. */
  label = g_strdup_printf (_("_Call %s"), card);
  gtk_button_set_label (GTK_BUTTON (self->confirm_button), label);
  name_call_button (self, gtk_string_list_get_string (GTK_STRING_LIST (entries), index));
}

static void
call_entry_setup_cb (GtkSignalListItemFactory *factory,
                     GtkListItem              *item,
                     gpointer                  data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
}

/* Each entry of the list is named by its text: in GTK 4.8 the row that
 * takes the focus in the open list is the label's parent, which has no
 * name of its own. */
static void
call_entry_bind_cb (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    gpointer                  data)
{
  GtkWidget *label = gtk_list_item_get_child (item);
  const char *text = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *row = gtk_widget_get_parent (label);

  gtk_label_set_label (GTK_LABEL (label), text);
  if (row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

static void
call_selected_cb (GObject         *list,
                  GParamSpec      *pspec,
                  FlFlumeControls *self)
{
  sync_call (self);
}

static void
call_clicked_cb (GtkButton       *button,
                 FlFlumeControls *self)
{
  guint index = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->call_list));
  FlAction action;

  if (index >= self->callable->len)
    return;
  fl_action_init (&action, FL_ACTION_CALL_CARD, self->seat);
  action.n_cards = 1;
  action.cards[0] = g_array_index (self->callable, FlCard, index);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

static void
alone_clicked_cb (GtkButton       *button,
                  FlFlumeControls *self)
{
  FlAction action;

  fl_action_init (&action, FL_ACTION_CALL_CARD, self->seat);
  fl_game_controls_emit_action (FL_GAME_CONTROLS (self), &action);
}

/* The drop-down lists the cards by suit and rank, high first: the jokers,
 * then spades, hearts, diamonds and clubs from the ace down, so the aces
 * a bidder calls most stand at the top of each suit. */
static int
compare_calls (gconstpointer a,
               gconstpointer b)
{
  FlCard x = *(const FlCard *) a, y = *(const FlCard *) b;

  return (int) y - (int) x;
}

static void
build_call (FlFlumeControls *self,
            GtkWidget       *column,
            GtkWidget      **alone)
{
  const FlDeck *deck = fl_deck_get (FL_DECK_FLUME_46);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkWidget *label, *row;

  label = gtk_label_new (_("Call a card: whoever holds it is your partner. Or play alone."));
  fl_label_set_wrapping (GTK_LABEL (label), 40);
  gtk_box_append (GTK_BOX (column), label);

  g_array_sort (self->callable, compare_calls);
  for (guint i = 0; i < self->callable->len; i++)
    {
      FlCard card = g_array_index (self->callable, FlCard, i);
      g_autofree char *short_label = fl_deck_card_label (deck, card);
      g_autofree char *name = fl_card_widget_describe_card (FL_DECK_FLUME_46, card);
      /* Translators: an entry of the list of cards to call in Flume: the
       * card's short label and its name, such as “A♥ (Ace of hearts)”. */
      g_autofree char *entry = g_strdup_printf (_("%s (%s)"), short_label, name);

      g_strv_builder_add (builder, entry);
    }
  names = g_strv_builder_end (builder);

  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  self->call_list = gtk_drop_down_new_from_strings ((const char * const *) names);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (call_entry_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (call_entry_bind_cb), NULL);
  gtk_drop_down_set_factory (GTK_DROP_DOWN (self->call_list), factory);
  /* Translators: the name of the list of cards to call, read by screen
   * readers. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->call_list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card to call"), -1);
  gtk_widget_set_tooltip_text (self->call_list, _("Card to call"));
  gtk_box_append (GTK_BOX (row), self->call_list);
  gtk_box_append (GTK_BOX (column), row);

  self->confirm_button = gtk_button_new_with_mnemonic ("");
  g_signal_connect (self->confirm_button, "clicked", G_CALLBACK (call_clicked_cb), self);
  g_signal_connect (self->call_list, "notify::selected", G_CALLBACK (call_selected_cb), self);
  sync_call (self);

  *alone = gtk_button_new_with_mnemonic (_("Play _Alone"));
  gtk_widget_add_css_class (*alone, "pill");
  g_signal_connect (*alone, "clicked", G_CALLBACK (alone_clicked_cb), self);
}

/* ---- The controls ------------------------------------------------------ */

static void
fl_flume_controls_update (FlGameControls    *controls,
                          FlGame            *game,
                          int                human,
                          const FlTableView *view)
{
  FlFlumeControls *self = FL_FLUME_CONTROLS (controls);
  g_autoptr(GArray) legal = NULL;
  GtkWidget *box = fl_game_controls_get_box (controls);
  GtkWidget *column, *buttons, *alone = NULL;
  FlHandView *hand;
  FlCards discardable = FL_CARDS_EMPTY;
  guint n_discardable = 0;

  fl_game_controls_clear (controls);
  self->confirm_button = NULL;
  self->call_list = NULL;
  self->decision = FL_DECISION_NONE;
  if (!fl_game_controls_human_decides (game, human))
    return;

  self->seat = human;
  self->decision = fl_game_get_decision (game);
  if (self->decision == FL_DECISION_PLAY)
    return;

  self->bids = 0;
  self->discard_limit = 0;
  g_array_set_size (self->callable, 0);
  legal = fl_game_list_legal_actions (game);
  for (guint i = 0; i < legal->len; i++)
    {
      const FlAction *action = &g_array_index (legal, FlAction, i);

      if (action->kind == FL_ACTION_BID && action->values[0] > 0 && action->values[0] < 32)
        self->bids |= 1u << action->values[0];
      else if (action->kind == FL_ACTION_DISCARD)
        self->discard_limit = MAX (self->discard_limit, action->n_cards);
      else if (action->kind == FL_ACTION_CALL_CARD && action->n_cards == 1)
        g_array_append_val (self->callable, action->cards[0]);
    }
  if (self->decision == FL_DECISION_DISCARD)
    {
      fl_game_get_action_cards (game, &discardable);
      for (FlCard card = 0; card < FL_FLUME_N_CARDS; card++)
        n_discardable += fl_cards_has (&discardable, card);
    }

  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (column, "flume-chooser");
  gtk_box_append (GTK_BOX (box), column);
  switch (self->decision)
    {
    case FL_DECISION_BID:
      build_bidding (self, column);
      break;
    case FL_DECISION_CHOOSE_SUIT:
      build_trumps (self, column);
      break;
    case FL_DECISION_DISCARD:
      build_discard (self, column, n_discardable);
      break;
    case FL_DECISION_CALL:
      build_call (self, column, &alone);
      break;
    default:
      return;
    }

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_button_set_use_underline (GTK_BUTTON (self->confirm_button), TRUE);
  gtk_widget_add_css_class (self->confirm_button, "pill");
  gtk_widget_add_css_class (self->confirm_button, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), self->confirm_button);
  if (alone != NULL)
    gtk_box_append (GTK_BOX (buttons), alone);
  gtk_box_append (GTK_BOX (column), buttons);

  /* Discarding starts in the hand, where the cards are selected. */
  hand = fl_game_controls_get_hand (controls);
  if (self->decision != FL_DECISION_DISCARD || hand == NULL || !fl_hand_view_focus_first (hand))
    gtk_widget_grab_focus (self->confirm_button);
}

/* Cards confirmed in the hand are a discard in the second deal, a card
 * played otherwise. */
static gboolean
fl_flume_controls_card_action (FlGameControls *controls,
                               FlGame         *game,
                               int             human,
                               const FlCard   *cards,
                               guint           n_cards,
                               FlAction       *action)
{
  if (!fl_game_controls_human_decides (game, human))
    return FALSE;
  if (fl_game_get_decision (game) != FL_DECISION_DISCARD)
    return FL_GAME_CONTROLS_CLASS (fl_flume_controls_parent_class)->card_action (controls, game, human,
                                                                                 cards, n_cards, action);

  fl_action_init (action, FL_ACTION_DISCARD, human);
  action->n_cards = (guint8) n_cards;
  for (guint i = 0; i < n_cards; i++)
    action->cards[i] = cards[i];
  return TRUE;
}

static gboolean
fl_flume_controls_multiple (FlGameControls *controls)
{
  return FL_FLUME_CONTROLS (controls)->decision == FL_DECISION_DISCARD;
}

static const char *
trump_heading (int suit)
{
  switch (suit)
    {
    /* Translators: the heading of the tutor's question before the user
     * names trumps it finds poor. */
    case FL_SUIT_CLUBS: return _("Make Clubs Trumps Anyway?");
    case FL_SUIT_DIAMONDS: return _("Make Diamonds Trumps Anyway?");
    case FL_SUIT_HEARTS: return _("Make Hearts Trumps Anyway?");
    default: return _("Make Spades Trumps Anyway?");
    }
}

/* A question before one of Flume's own decisions names it: “Bid 5 Points
 * Anyway?”, “Discard 2 Cards Anyway?”, “Call A♥ Anyway?”. */
static gboolean
fl_flume_controls_question_texts (FlGameControls  *controls,
                                  FlGame          *game,
                                  const FlAction  *action,
                                  char           **heading,
                                  char           **button)
{
  switch (action->kind)
    {
    case FL_ACTION_BID:
      /* Translators: the heading of the tutor's question before a bid it
       * finds poor; %d is the bid. */
      *heading = g_strdup_printf (ngettext ("Bid %d Point Anyway?", "Bid %d Points Anyway?", action->values[0]),
                                  action->values[0]);
      *button = g_strdup (_("_Bid Anyway"));
      return TRUE;
    case FL_ACTION_CHOOSE_SUIT:
      *heading = g_strdup (trump_heading (action->values[0]));
      *button = g_strdup (_("_Name Trumps Anyway"));
      return TRUE;
    case FL_ACTION_DISCARD:
      if (action->n_cards == 0)
        {
          /* Translators: the heading of the tutor's question before the
           * user keeps their whole hand in Flume's second deal. */
          *heading = g_strdup (_("Keep Your Hand Anyway?"));
          *button = g_strdup (_("_Keep Hand Anyway"));
        }
      else
        {
          /* Translators: the heading of the tutor's question before a
           * discard it finds poor; %d is the number of cards. */
          *heading = g_strdup_printf (ngettext ("Discard %d Card Anyway?", "Discard %d Cards Anyway?",
                                                action->n_cards), action->n_cards);
          *button = g_strdup (_("_Discard Anyway"));
        }
      return TRUE;
    case FL_ACTION_CALL_CARD:
      if (action->n_cards == 0)
        {
          /* Translators: the heading of the tutor's question before the
           * five-handed bidder plays alone. */
          *heading = g_strdup (_("Play Alone Anyway?"));
          *button = g_strdup (_("_Play Alone Anyway"));
        }
      else
        {
          g_autofree char *card = fl_deck_card_label (fl_deck_get (FL_DECK_FLUME_46), action->cards[0]);

          /* Translators: the heading of the tutor's question before a
           * call it finds poor; %s is the card, such as “A♥”. */
          *heading = g_strdup_printf (_("Call %s Anyway?"), card);
          *button = g_strdup (_("_Call Anyway"));
        }
      return TRUE;
    default:
      return FALSE;
    }
}

static void
fl_flume_controls_finalize (GObject *object)
{
  FlFlumeControls *self = FL_FLUME_CONTROLS (object);

  g_array_unref (self->callable);

  G_OBJECT_CLASS (fl_flume_controls_parent_class)->finalize (object);
}

static void
fl_flume_controls_class_init (FlFlumeControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  FlGameControlsClass *controls_class = FL_GAME_CONTROLS_CLASS (klass);

  object_class->finalize = fl_flume_controls_finalize;

  controls_class->update = fl_flume_controls_update;
  controls_class->card_action = fl_flume_controls_card_action;
  controls_class->multiple = fl_flume_controls_multiple;
  controls_class->question_texts = fl_flume_controls_question_texts;
  controls_class->selection_changed = fl_flume_controls_selection_changed;
}

static void
fl_flume_controls_init (FlFlumeControls *self)
{
  self->callable = g_array_new (FALSE, FALSE, sizeof (FlCard));
  self->decision = FL_DECISION_NONE;
}
