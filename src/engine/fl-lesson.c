/* fl-lesson.c: guided lessons, read from lesson scripts
 *
 * A lesson is a script, not code: an XML file in data/lessons/
 * naming a game, the learner's seat, a deal chosen in advance, and then,
 * in order, the moves of the others (<move>, or <auto/> for the computer
 * players) and the learner's steps (<step>): what the step says, the move
 * or moves it teaches (<expect>), and what it says after a right move and
 * after a wrong one. The texts are translated through the app's catalogue
 * (po/its/ extracts them).
 *
 *   <lesson id="flunk-exact" game="flunk" seat="0" order="2" seed="7">
 *     <title>…</title> <summary>…</summary>
 *     <option name="deals" value="1"/>
 *     <deal> <hand>AS KS …</hand> … </deal>   (one per seat, deck codes)
 *     <step>
 *       <say>…</say>
 *       <expect kind="play" cards="QS"/>        (values="…" for the rest)
 *       <right>…</right> <wrong>…</wrong>
 *     </step>
 *     <move kind="play" seat="1" cards="5S"/>
 *     <auto/>
 *     <end>…</end>
 *   </lesson>
 *
 * A wrong move is not made: the learner is told why, and tries again. An
 * illegal one gets the rules' own reason.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-lesson"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "fl-bot.h"
#include "fl-lesson.h"

G_DEFINE_QUARK (fl-lesson-error-quark, fl_lesson_error)

/* A move, as a script writes it: what it must be. */
typedef struct
{
  FlActionKind kind;
  int          seat;          /* -1: whoever decides */
  guint        n_cards;
  FlCard       cards[FL_ACTION_MAX_CARDS];
  gboolean     has_values;
  gint16       values[FL_ACTION_MAX_VALUES];
} Pattern;

typedef enum
{
  ITEM_STEP,
  ITEM_MOVE,
  ITEM_AUTO,
} ItemKind;

typedef struct
{
  ItemKind  kind;
  Pattern   move;             /* ITEM_MOVE */
  char     *say;              /* ITEM_STEP: untranslated texts */
  char     *right;
  char     *wrong;
  GArray   *expects;          /* of Pattern */
} Item;

struct _FlLesson
{
  char          *id;
  char          *game_id;
  const FlRules *rules;
  guint          order;
  int            seat;
  guint64        seed;
  char          *title;
  char          *summary;
  char          *end;
  FlOptions      options;
  FlDeal         deal;
  GPtrArray     *items;       /* of Item */
  guint          n_steps;
};

struct _FlLessonRun
{
  const FlLesson *lesson;
  FlGame         *game;
  FlBot          *bot;
  guint           item;       /* the step waiting, or items->len */
  guint           step;
};

static void
item_free (gpointer data)
{
  Item *item = data;

  g_free (item->say);
  g_free (item->right);
  g_free (item->wrong);
  g_clear_pointer (&item->expects, g_array_unref);
  g_free (item);
}

void
fl_lesson_free (FlLesson *lesson)
{
  if (lesson == NULL)
    return;
  g_free (lesson->id);
  g_free (lesson->game_id);
  g_free (lesson->title);
  g_free (lesson->summary);
  g_free (lesson->end);
  g_clear_pointer (&lesson->items, g_ptr_array_unref);
  g_free (lesson);
}

/* ---- Reading a script ---- */

typedef struct
{
  FlLesson *lesson;
  Item     *step;             /* the <step> open */
  char    **text;             /* where the text element open goes */
  GString  *buffer;
  gboolean  in_deal;
  gboolean  in_hand;
} Parser;

/* The text as xgettext extracts it through po/its/: runs of white space
 * made one space, none at the ends. */
static char *
normalize (const char *text)
{
  GString *out = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        {
          space = TRUE;
          continue;
        }
      if (space && out->len > 0)
        g_string_append_c (out, ' ');
      space = FALSE;
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

static gboolean
invalid (GError     **error,
         const char  *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError     **error,
         const char  *format,
         ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, FL_LESSON_ERROR, FL_LESSON_ERROR_INVALID, message);
  return FALSE;
}

static gboolean
parse_number (const char *text,
              gint64      min,
              gint64      max,
              gint64     *value)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *value = g_ascii_strtoll (text, &end, 10);
  return *end == '\0' && *value >= min && *value <= max;
}

static gboolean
parse_cards (const FlLesson *lesson,
             const char     *text,
             FlCard         *cards,
             guint           max,
             guint          *n_cards,
             GError        **error)
{
  const FlDeck *deck = fl_deck_get (lesson->rules->deck);
  g_auto(GStrv) codes = g_strsplit_set (text, " \t\n", -1);

  *n_cards = 0;
  for (guint i = 0; codes[i] != NULL; i++)
    {
      FlCard card;

      if (*codes[i] == '\0')
        continue;
      card = fl_deck_lookup (deck, codes[i]);
      if (card == FL_CARD_NONE)
        return invalid (error, "“%s” is no card of %s", codes[i], lesson->game_id);
      if (*n_cards == max)
        return invalid (error, "more than %u cards in “%s”", max, text);
      cards[(*n_cards)++] = card;
    }
  return TRUE;
}

static gboolean
parse_pattern (const FlLesson  *lesson,
               const char     **names,
               const char     **values,
               Pattern         *pattern,
               GError         **error)
{
  memset (pattern, 0, sizeof *pattern);
  pattern->kind = FL_ACTION_NONE;
  pattern->seat = -1;

  for (guint i = 0; names[i] != NULL; i++)
    {
      gint64 number;

      if (g_str_equal (names[i], "kind"))
        {
          pattern->kind = fl_action_kind_from_string (values[i]);
          if (pattern->kind == FL_ACTION_NONE)
            return invalid (error, "no kind of move “%s”", values[i]);
        }
      else if (g_str_equal (names[i], "seat"))
        {
          if (!parse_number (values[i], 0, FL_MAX_SEATS - 1, &number))
            return invalid (error, "no seat “%s”", values[i]);
          pattern->seat = (int) number;
        }
      else if (g_str_equal (names[i], "cards"))
        {
          if (!parse_cards (lesson, values[i], pattern->cards, FL_ACTION_MAX_CARDS, &pattern->n_cards, error))
            return FALSE;
        }
      else if (g_str_equal (names[i], "values"))
        {
          g_auto(GStrv) numbers = g_strsplit (values[i], " ", -1);
          guint n = 0;

          pattern->has_values = TRUE;
          for (guint v = 0; numbers[v] != NULL; v++)
            {
              if (*numbers[v] == '\0')
                continue;
              if (n == FL_ACTION_MAX_VALUES || !parse_number (numbers[v], G_MININT16, G_MAXINT16, &number))
                return invalid (error, "bad values “%s”", values[i]);
              pattern->values[n++] = (gint16) number;
            }
        }
      else
        return invalid (error, "a move has no attribute “%s”", names[i]);
    }
  if (pattern->kind == FL_ACTION_NONE)
    return invalid (error, "a move without its kind");
  return TRUE;
}

static gboolean
parse_lesson_attributes (FlLesson     *lesson,
                         const char  **names,
                         const char  **values,
                         GError      **error)
{
  for (guint i = 0; names[i] != NULL; i++)
    {
      gint64 number;

      if (g_str_equal (names[i], "id"))
        lesson->id = g_strdup (values[i]);
      else if (g_str_equal (names[i], "game"))
        lesson->game_id = g_strdup (values[i]);
      else if (g_str_equal (names[i], "seat") && parse_number (values[i], 0, FL_MAX_SEATS - 1, &number))
        lesson->seat = (int) number;
      else if (g_str_equal (names[i], "order") && parse_number (values[i], 0, G_MAXUINT16, &number))
        lesson->order = (guint) number;
      else if (g_str_equal (names[i], "seed") && parse_number (values[i], 0, G_MAXINT64, &number))
        lesson->seed = (guint64) number;
      else
        return invalid (error, "bad lesson attribute %s=“%s”", names[i], values[i]);
    }

  lesson->rules = lesson->game_id != NULL ? fl_rules_lookup (lesson->game_id) : NULL;
  if (lesson->id == NULL || lesson->rules == NULL)
    return invalid (error, "a lesson needs an id and a known game");
  fl_rules_default_options (lesson->rules, &lesson->options);
  return TRUE;
}

static void
start_element (GMarkupParseContext  *context,
               const char           *element,
               const char          **names,
               const char          **values,
               gpointer              data,
               GError              **error)
{
  Parser *parser = data;
  FlLesson *lesson = parser->lesson;
  const char *parent = g_markup_parse_context_get_element_stack (context)->next != NULL
                       ? g_markup_parse_context_get_element_stack (context)->next->data : NULL;
  char **text = NULL;

  if (parent == NULL)
    {
      if (!g_str_equal (element, "lesson"))
        invalid (error, "not a lesson but <%s>", element);
      else
        parse_lesson_attributes (lesson, names, values, error);
      return;
    }

  if (g_str_equal (parent, "lesson"))
    {
      if (g_str_equal (element, "title"))
        text = &lesson->title;
      else if (g_str_equal (element, "summary"))
        text = &lesson->summary;
      else if (g_str_equal (element, "end"))
        text = &lesson->end;
      else if (g_str_equal (element, "deal"))
        parser->in_deal = TRUE;
      else if (g_str_equal (element, "option"))
        {
          const char *name = NULL, *value = NULL;
          int index;

          if (!g_markup_collect_attributes (element, names, values, error,
                                            G_MARKUP_COLLECT_STRING, "name", &name,
                                            G_MARKUP_COLLECT_STRING, "value", &value,
                                            G_MARKUP_COLLECT_INVALID))
            return;
          index = fl_rules_find_option (lesson->rules, name);
          if (index < 0)
            invalid (error, "%s has no option “%s”", lesson->game_id, name);
          else
            fl_option_parse (&lesson->rules->options[index], value, &lesson->options.values[index], error);
        }
      else if (g_str_equal (element, "step"))
        {
          parser->step = g_new0 (Item, 1);
          parser->step->kind = ITEM_STEP;
          parser->step->expects = g_array_new (FALSE, FALSE, sizeof (Pattern));
          g_ptr_array_add (lesson->items, parser->step);
          lesson->n_steps++;
        }
      else if (g_str_equal (element, "move"))
        {
          Item *item = g_new0 (Item, 1);

          item->kind = ITEM_MOVE;
          g_ptr_array_add (lesson->items, item);
          parse_pattern (lesson, names, values, &item->move, error);
        }
      else if (g_str_equal (element, "auto"))
        {
          Item *item = g_new0 (Item, 1);

          item->kind = ITEM_AUTO;
          g_ptr_array_add (lesson->items, item);
        }
      else
        invalid (error, "a lesson has no <%s>", element);
    }
  else if (g_str_equal (parent, "deal") && g_str_equal (element, "hand"))
    {
      if (lesson->deal.n_hands == FL_DEAL_MAX_HANDS)
        invalid (error, "too many hands");
      parser->in_hand = TRUE;
      g_string_truncate (parser->buffer, 0);
    }
  else if (g_str_equal (parent, "step") && parser->step != NULL)
    {
      if (g_str_equal (element, "say"))
        text = &parser->step->say;
      else if (g_str_equal (element, "right"))
        text = &parser->step->right;
      else if (g_str_equal (element, "wrong"))
        text = &parser->step->wrong;
      else if (g_str_equal (element, "expect"))
        {
          Pattern pattern;

          if (parse_pattern (lesson, names, values, &pattern, error))
            g_array_append_val (parser->step->expects, pattern);
        }
      else
        invalid (error, "a step has no <%s>", element);
    }
  else
    invalid (error, "<%s> has no place in <%s>", element, parent);

  if (text != NULL)
    {
      if (*text != NULL)
        invalid (error, "<%s> twice", element);
      parser->text = text;
      g_string_truncate (parser->buffer, 0);
    }
}

static void
end_element (GMarkupParseContext  *context,
             const char           *element,
             gpointer              data,
             GError              **error)
{
  Parser *parser = data;
  FlLesson *lesson = parser->lesson;

  if (parser->text != NULL)
    {
      *parser->text = normalize (parser->buffer->str);
      parser->text = NULL;
    }
  else if (parser->in_hand && g_str_equal (element, "hand"))
    {
      FlCard cards[FL_DECK_MAX_CARDS];
      FlCards *hand = &lesson->deal.hands[lesson->deal.n_hands];
      guint n_cards;

      parser->in_hand = FALSE;
      if (!parse_cards (lesson, parser->buffer->str, cards, G_N_ELEMENTS (cards), &n_cards, error))
        return;
      *hand = FL_CARDS_EMPTY;
      for (guint i = 0; i < n_cards; i++)
        fl_cards_add (hand, cards[i]);
      lesson->deal.n_hands++;
    }
  else if (g_str_equal (element, "deal"))
    parser->in_deal = FALSE;
  else if (g_str_equal (element, "step"))
    {
      if (parser->step->say == NULL || parser->step->right == NULL || parser->step->wrong == NULL
          || parser->step->expects->len == 0)
        invalid (error, "step %u needs <say>, <expect>, <right> and <wrong>", lesson->n_steps);
      parser->step = NULL;
    }
}

static void
text (GMarkupParseContext  *context,
      const char           *text,
      gsize                 length,
      gpointer              data,
      GError              **error)
{
  Parser *parser = data;

  if (parser->text != NULL || parser->in_hand)
    g_string_append_len (parser->buffer, text, (gssize) length);
}

/**
 * fl_lesson_new_from_data:
 * @data: a lesson script
 * @length: its length, or -1
 *
 * Reads a lesson script. Its moves are checked against the game only as
 * the lesson runs (see fl_lesson_check()).
 *
 * Returns: (transfer full) (nullable): the lesson, or %NULL with @error
 *   set when the script is not one
 */
FlLesson *
fl_lesson_new_from_data (const char  *data,
                         gssize       length,
                         GError     **error)
{
  static const GMarkupParser markup = { start_element, end_element, text, NULL, NULL };
  g_autoptr(FlLesson) lesson = g_new0 (FlLesson, 1);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GString) buffer = g_string_new (NULL);
  Parser parser = { .lesson = lesson, .buffer = buffer };

  g_return_val_if_fail (data != NULL, NULL);

  lesson->items = g_ptr_array_new_with_free_func (item_free);
  lesson->seed = 1;
  context = g_markup_parse_context_new (&markup, G_MARKUP_PREFIX_ERROR_POSITION, &parser, NULL);
  if (!g_markup_parse_context_parse (context, data, length, error)
      || !g_markup_parse_context_end_parse (context, error))
    return NULL;

  if (lesson->title == NULL || lesson->summary == NULL || lesson->end == NULL || lesson->n_steps == 0)
    {
      invalid (error, "lesson “%s” needs a <title>, a <summary>, an <end> and a <step>",
               lesson->id != NULL ? lesson->id : "");
      return NULL;
    }
  if (lesson->seat >= (int) lesson->rules->n_seats (&lesson->options))
    {
      invalid (error, "lesson “%s”: %s has no seat %d", lesson->id, lesson->game_id, lesson->seat);
      return NULL;
    }
  return g_steal_pointer (&lesson);
}

const char *
fl_lesson_get_id (const FlLesson *lesson)
{
  return lesson->id;
}

const char *
fl_lesson_get_game_id (const FlLesson *lesson)
{
  return lesson->game_id;
}

/**
 * fl_lesson_get_order:
 *
 * Returns: where the lesson comes among its game's lessons, from 1
 */
guint
fl_lesson_get_order (const FlLesson *lesson)
{
  return lesson->order;
}

/**
 * fl_lesson_get_title:
 *
 * Returns: the lesson's title, translated
 */
const char *
fl_lesson_get_title (const FlLesson *lesson)
{
  return g_dgettext (GETTEXT_PACKAGE, lesson->title);
}

/**
 * fl_lesson_get_summary:
 *
 * Returns: what the lesson teaches, in a sentence or two, translated
 */
const char *
fl_lesson_get_summary (const FlLesson *lesson)
{
  return g_dgettext (GETTEXT_PACKAGE, lesson->summary);
}

/**
 * fl_lesson_get_seat:
 *
 * Returns: the seat the learner plays
 */
int
fl_lesson_get_seat (const FlLesson *lesson)
{
  return lesson->seat;
}

guint
fl_lesson_get_n_steps (const FlLesson *lesson)
{
  return lesson->n_steps;
}

/* ---- Running a lesson ---- */

static gboolean
matches (const Pattern  *pattern,
         const FlAction *action)
{
  if (action->kind != pattern->kind || (pattern->seat >= 0 && action->seat != pattern->seat))
    return FALSE;
  if (pattern->n_cards > 0 || pattern->kind == FL_ACTION_PLAY)
    {
      FlCards want = FL_CARDS_EMPTY, have = FL_CARDS_EMPTY;

      if (action->n_cards != pattern->n_cards)
        return FALSE;
      for (guint i = 0; i < pattern->n_cards; i++)
        {
          fl_cards_add (&want, pattern->cards[i]);
          fl_cards_add (&have, action->cards[i]);
        }
      if (memcmp (&want, &have, sizeof want) != 0)
        return FALSE;
    }
  return !pattern->has_values || memcmp (pattern->values, action->values, sizeof pattern->values) == 0;
}

/* The legal action @pattern describes, where @game stands. */
static gboolean
find_action (FlGame        *game,
             const Pattern *pattern,
             FlAction      *action)
{
  g_autoptr(GArray) legal = fl_game_list_legal_actions (game);

  for (guint i = 0; i < legal->len; i++)
    if (matches (pattern, &g_array_index (legal, FlAction, i)))
      {
        *action = g_array_index (legal, FlAction, i);
        return TRUE;
      }
  return FALSE;
}

static gboolean
script_error (FlLessonRun  *run,
              GError      **error,
              const char   *what)
{
  g_set_error (error, FL_LESSON_ERROR, FL_LESSON_ERROR_SCRIPT,
               "lesson “%s”, after move %u: %s", run->lesson->id,
               fl_game_get_n_actions (run->game), what);
  return FALSE;
}

/* Plays the script's moves up to the next step, or its end. */
static gboolean
advance (FlLessonRun  *run,
         GError      **error)
{
  const FlLesson *lesson = run->lesson;
  const FlRules *rules = fl_game_get_rules (run->game);
  g_autofree guint8 *observation = g_malloc0 (rules->state_size);

  for (; run->item < lesson->items->len; run->item++)
    {
      const Item *item = lesson->items->pdata[run->item];
      FlAction action;

      if (item->kind == ITEM_STEP)
        {
          if (fl_game_is_over (run->game) || fl_game_get_current_seat (run->game) != lesson->seat)
            return script_error (run, error, "a step where the learner has no decision");
          return TRUE;
        }
      if (item->kind == ITEM_MOVE)
        {
          /* The learner's moves are steps: a script does not make them. */
          if (!fl_game_is_over (run->game) && fl_game_get_current_seat (run->game) == lesson->seat)
            return script_error (run, error, "a scripted move at the learner's decision");
          if (!find_action (run->game, &item->move, &action))
            return script_error (run, error, "a move the rules do not allow here");
          fl_game_apply (run->game, &action, NULL);
          continue;
        }

      /* <auto/>: the computer players, until the learner decides. */
      while (!fl_game_is_over (run->game) && fl_game_get_current_seat (run->game) != lesson->seat)
        {
          fl_game_observe (run->game, fl_game_get_current_seat (run->game), observation);
          fl_bot_choose_action (run->bot, rules, observation, &action);
          if (!fl_game_apply (run->game, &action, error))
            return FALSE;
        }
    }
  return TRUE;
}

/**
 * fl_lesson_run_new:
 *
 * Starts @lesson: its game, dealt as the script says, with the others'
 * moves up to the learner's first step made.
 *
 * Returns: (transfer full) (nullable): the running lesson, or %NULL with
 *   @error set when the script does not fit its game
 */
FlLessonRun *
fl_lesson_run_new (const FlLesson  *lesson,
                   GError         **error)
{
  g_autoptr(FlLessonRun) run = g_new0 (FlLessonRun, 1);

  g_return_val_if_fail (lesson != NULL, NULL);

  run->lesson = lesson;
  run->game = fl_game_new (lesson->game_id, &lesson->options, lesson->seed, error);
  if (run->game == NULL)
    return NULL;
  if (lesson->deal.n_hands > 0 && !fl_game_set_deal (run->game, &lesson->deal, error))
    return NULL;
  run->bot = fl_bot_new (lesson->game_id, "heuristic", lesson->seed, error);
  if (run->bot == NULL || !advance (run, error))
    return NULL;
  return g_steal_pointer (&run);
}

void
fl_lesson_run_free (FlLessonRun *run)
{
  if (run == NULL)
    return;
  g_clear_object (&run->game);
  g_clear_object (&run->bot);
  g_free (run);
}

const FlLesson *
fl_lesson_run_get_lesson (FlLessonRun *run)
{
  return run->lesson;
}

/**
 * fl_lesson_run_get_game:
 *
 * Returns: (transfer none): the lesson's game
 */
FlGame *
fl_lesson_run_get_game (FlLessonRun *run)
{
  return run->game;
}

/**
 * fl_lesson_run_get_step:
 *
 * Returns: the step the learner is at, from 0; the number of steps once
 *   the lesson is done
 */
guint
fl_lesson_run_get_step (FlLessonRun *run)
{
  return run->step;
}

gboolean
fl_lesson_run_is_done (FlLessonRun *run)
{
  return run->item >= run->lesson->items->len;
}

/**
 * fl_lesson_run_get_prompt:
 *
 * Returns: what the current step asks, translated; at the end, the
 *   lesson's last words
 */
const char *
fl_lesson_run_get_prompt (FlLessonRun *run)
{
  const Item *item;

  if (fl_lesson_run_is_done (run))
    return g_dgettext (GETTEXT_PACKAGE, run->lesson->end);
  item = run->lesson->items->pdata[run->item];
  return g_dgettext (GETTEXT_PACKAGE, item->say);
}

/**
 * fl_lesson_run_get_expected:
 * @action: (out caller-allocates): the move
 *
 * The move the current step teaches (the first, when several would do).
 *
 * Returns: %FALSE when the lesson is done
 */
gboolean
fl_lesson_run_get_expected (FlLessonRun *run,
                            FlAction    *action)
{
  const Item *item;

  if (fl_lesson_run_is_done (run))
    return FALSE;
  item = run->lesson->items->pdata[run->item];
  return find_action (run->game, &g_array_index (item->expects, Pattern, 0), action);
}

/**
 * fl_lesson_run_try:
 * @action: the learner's move
 * @feedback: (out) (transfer full): what the lesson says to it, translated
 *
 * The learner's move at the current step: made only when it is the move
 * the step teaches; then the lesson goes on to the next step.
 *
 * Returns: how the move was taken; %FL_LESSON_REPLY_ILLEGAL with @error
 *   set as well when the script cannot go on after a right move
 */
FlLessonReply
fl_lesson_run_try (FlLessonRun     *run,
                   const FlAction  *action,
                   char           **feedback,
                   GError         **error)
{
  const Item *item;
  g_autoptr(GError) refusal = NULL;
  gboolean right = FALSE;

  g_return_val_if_fail (feedback != NULL, FL_LESSON_REPLY_ILLEGAL);

  *feedback = NULL;
  if (fl_lesson_run_is_done (run))
    {
      *feedback = g_strdup (fl_lesson_run_get_prompt (run));
      return FL_LESSON_REPLY_ILLEGAL;
    }

  item = run->lesson->items->pdata[run->item];
  if (!fl_game_check_action (run->game, action, &refusal))
    {
      *feedback = g_strdup (refusal->message);
      return FL_LESSON_REPLY_ILLEGAL;
    }
  for (guint i = 0; i < item->expects->len && !right; i++)
    right = matches (&g_array_index (item->expects, Pattern, i), action);
  if (!right)
    {
      *feedback = g_strdup (g_dgettext (GETTEXT_PACKAGE, item->wrong));
      return FL_LESSON_REPLY_WRONG;
    }

  *feedback = g_strdup (g_dgettext (GETTEXT_PACKAGE, item->right));
  fl_game_apply (run->game, action, NULL);
  run->item++;
  run->step++;
  if (!advance (run, error))
    return FL_LESSON_REPLY_ILLEGAL;
  return FL_LESSON_REPLY_RIGHT;
}

/* Runs @lesson taking, at each step, the alternative @path gives (the
 * first beyond its end), and records in @counts how many each step had. */
static gboolean
check_path (const FlLesson  *lesson,
            GArray          *path,
            GArray          *counts,
            GError         **error)
{
  g_autoptr(FlLessonRun) run = fl_lesson_run_new (lesson, error);

  if (run == NULL)
    return FALSE;
  g_array_set_size (counts, 0);
  while (!fl_lesson_run_is_done (run))
    {
      const Item *item = lesson->items->pdata[run->item];
      g_autofree char *feedback = NULL;
      guint step = counts->len;
      guint choice = step < path->len ? g_array_index (path, guint, step) : 0;
      FlAction action;

      for (guint i = 0; i < item->expects->len; i++)
        if (!find_action (run->game, &g_array_index (item->expects, Pattern, i), &action))
          return script_error (run, error, "a step expects a move the rules do not allow");
      g_array_append_val (counts, item->expects->len);
      find_action (run->game, &g_array_index (item->expects, Pattern, choice), &action);
      if (fl_lesson_run_try (run, &action, &feedback, error) != FL_LESSON_REPLY_RIGHT)
        return FALSE;
    }
  return TRUE;
}

/**
 * fl_lesson_check:
 *
 * Runs @lesson to its end along every path its steps allow (each step
 * may accept several moves): every move the script makes is legal and
 * none is the learner's, every step comes at a decision of the learner,
 * and every move a step accepts is one the rules allow there.
 *
 * Returns: whether the script fits its game, else %FALSE with @error set
 */
gboolean
fl_lesson_check (const FlLesson  *lesson,
                 GError         **error)
{
  g_autoptr(GArray) path = g_array_new (FALSE, TRUE, sizeof (guint));
  g_autoptr(GArray) counts = g_array_new (FALSE, TRUE, sizeof (guint));

  g_return_val_if_fail (lesson != NULL, FALSE);

  for (guint n_paths = 1;; n_paths++)
    {
      guint step;

      if (n_paths > 4096)
        {
          g_set_error (error, FL_LESSON_ERROR, FL_LESSON_ERROR_SCRIPT,
                       "lesson “%s”: more than 4096 ways through its steps", lesson->id);
          return FALSE;
        }
      if (!check_path (lesson, path, counts, error))
        return FALSE;

      /* The next path: the last step with an alternative left takes it,
       * and the steps after it start again from their first. */
      g_array_set_size (path, counts->len);
      for (step = counts->len; step > 0; step--)
        if (g_array_index (path, guint, step - 1) + 1 < g_array_index (counts, guint, step - 1))
          break;
      if (step == 0)
        return TRUE;
      g_array_index (path, guint, step - 1)++;
      g_array_set_size (path, step);
    }
}
