/* fl-engine-test-helpers.h: small checks shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <libintl.h>
#include <string.h>

#include <glib.h>

#include "fl-i18n.h"

/* Switches the engine's texts to @language ("en", "ja", "cs"), from the
 * catalogues of the build tree (FLOURISH_LOCALEDIR, set by
 * tests/meson.build). */
static inline void
fl_test_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  /* glibc keeps the messages it has looked up; naming the domain again is
   * how it learns that the environment changed. */
  textdomain (GETTEXT_PACKAGE);
}

/* Binds the catalogues as every front end does (fl-i18n.c), and makes
 * GLib translate: it decides once, at its first translation, whether to
 * translate at all, and in plain English with no catalogue it would
 * decide not to, so the first look-up is made in Japanese with
 * @japanese_msgid, a message the catalogue translates. English after. */
static inline void
fl_test_init_languages (const char *japanese_msgid)
{
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  fl_test_use_language ("ja");
  fl_i18n_init ();
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, japanese_msgid), !=, japanese_msgid);
  fl_test_use_language ("en");
}

/* Whether one of @lines (a %NULL-terminated list, such as the tutor's
 * "Your options") contains @text. */
static inline gboolean
fl_test_lines_contain (char *const *lines,
                       const char  *text)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], text) != NULL)
      return TRUE;
  return FALSE;
}

/* Whether @label (a card's, such as "0♠") appears in @text as a whole
 * label: it is not in "10♠". */
static inline gboolean
fl_test_names_label (const char *text,
                     const char *label)
{
  for (const char *p = strstr (text, label); p != NULL; p = strstr (p + 1, label))
    if (p == text || !g_ascii_isalnum (p[-1]))
      return TRUE;
  return FALSE;
}

#include "fl-action.h"
#include "fl-table.h"

#define fl_test_assert_has(text, part) \
  G_STMT_START { \
    if (strstr ((text), (part)) == NULL) \
      g_error ("“%s” does not say “%s”", (text), (part)); \
  } G_STMT_END

#define fl_test_assert_lacks(text, part) \
  G_STMT_START { \
    if (strstr ((text), (part)) != NULL) \
      g_error ("“%s” says “%s”", (text), (part)); \
  } G_STMT_END

/* The @nth event of @kind among @events, or %NULL. */
static inline const FlEvent *
fl_test_event_or_null (const FlEvents *events,
                       guint           kind,
                       guint           nth)
{
  for (guint i = 0; i < events->n_events; i++)
    if (events->events[i].kind == kind && nth-- == 0)
      return &events->events[i];
  return NULL;
}

/* The @nth event of @kind, which must be there. */
static inline const FlEvent *
fl_test_find_event (const FlEvents *events,
                    guint           kind,
                    guint           nth)
{
  const FlEvent *event = fl_test_event_or_null (events, kind, nth);

  if (event == NULL)
    g_error ("no event %u (%u)", kind, nth);
  return event;
}

static inline guint
fl_test_count_events (const FlEvents *events,
                      guint           kind)
{
  guint n = 0;

  for (guint i = 0; i < events->n_events; i++)
    n += events->events[i].kind == kind;
  return n;
}

/* Two views of a table are the same, word for word. */
static inline void
fl_test_assert_views_equal (const FlTableView *a,
                            const FlTableView *b)
{
  g_assert_cmpuint (a->n_places, ==, b->n_places);
  for (guint i = 0; i < a->n_places; i++)
    {
      const FlTablePlace *p = &a->places[i], *q = &b->places[i];

      g_assert_cmpstr (p->name, ==, q->name);
      g_assert_cmpstr (p->status, ==, q->status);
      g_assert_cmpint (p->seat, ==, q->seat);
      g_assert_cmpint (p->side, ==, q->side);
      g_assert_cmpint (p->dealer, ==, q->dealer);
      g_assert_cmpint (p->to_act, ==, q->to_act);
      g_assert_cmpint (p->face_up, ==, q->face_up);
      g_assert_cmpuint (p->n_cards, ==, q->n_cards);
      g_assert_cmpmem (p->cards, p->face_up ? p->n_cards : 0, q->cards, q->face_up ? q->n_cards : 0);
      g_assert_cmpuint (p->n_won, ==, q->n_won);
    }
  g_assert_cmpuint (a->n_zones, ==, b->n_zones);
  for (guint i = 0; i < a->n_zones; i++)
    {
      g_assert_true (fl_table_zone_equal (&a->zones[i], &b->zones[i]));
      g_assert_cmpstr (a->zones[i].label, ==, b->zones[i].label);
    }
  g_assert_cmpstr (a->caption, ==, b->caption);
  g_assert_cmpstr (a->progress, ==, b->progress);
  g_assert_cmpuint (a->n_scores, ==, b->n_scores);
  for (guint i = 0; i < a->n_scores; i++)
    {
      g_assert_cmpstr (a->score_names[i], ==, b->score_names[i]);
      g_assert_cmpint (a->scores[i], ==, b->scores[i]);
    }
  g_assert_cmpint (a->target, ==, b->target);
}
