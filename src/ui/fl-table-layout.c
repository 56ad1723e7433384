/* fl-table-layout.c: where the table widget puts everything
 *
 * The user's place and hand along the bottom, the game's controls above
 * them, the other places around the top on an ellipse (those along the top
 * moved apart, those at the sides below any they would overlap; on a
 * table too low for that, the top ones in one row, or between the
 * sides), the
 * zones of the middle beside the trick, and the trick in what is left,
 * each card on the side of who played it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-table-widget"

#include "config.h"

#include <math.h>

#include "fl-table-widget-private.h"

static double
place_angle (guint n_places,
             guint place)
{
  if (place == 0)
    return 270.0;
  if (n_places <= 2)
    return 90.0;
  return 180.0 - 180.0 * (place - 1) / (n_places - 2);
}

static gboolean
is_side (double angle)
{
  return angle > 150.0 || angle < 30.0;
}

static void
measure_child (GtkWidget *child,
               int        for_width,
               int       *width,
               int       *height)
{
  int min, nat;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  *width = MIN (MAX (min, nat), MAX (for_width, min));
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, *width, &min, &nat, NULL, NULL);
  *height = MAX (min, nat);
}


/* The zones in the middle of the table, laid out beside the trick: the
 * zones of cards on the left, the zones of words and symbols (a called
 * suit, the direction, a penalty) on the right, each side in as many
 * columns as its height asks. */
#define MAX_MIDDLE_ZONES FL_TABLE_MAX_ZONES

typedef struct
{
  GtkWidget *widget;
  int        width;
  int        height;
  int        x;             /* from the side's edge */
  int        y;
} ZoneBox;

/* Puts @boxes in columns no higher than @room; returns the width of the
 * columns and their height in @used_h. */
static int
flow_zones (ZoneBox *boxes,
            guint    n,
            int      room,
            int     *used_h)
{
  int column_x = 0, column_w = 0, y = 0, total_w = 0;

  *used_h = 0;
  for (guint i = 0; i < n; i++)
    {
      if (y > 0 && y + boxes[i].height > room)
        {
          column_x += column_w + MARGIN;
          column_w = 0;
          y = 0;
        }
      boxes[i].x = column_x;
      boxes[i].y = y;
      y += boxes[i].height + MARGIN / 2;
      column_w = MAX (column_w, boxes[i].width);
      total_w = column_x + column_w;
      *used_h = MAX (*used_h, y - MARGIN / 2);
    }
  return total_w;
}

static void
layout_middle_zones (FlTableWidget         *self,
                     int                    card_h,
                     int                   *left,
                     int                   *right,
                     int                    top,
                     int                    bottom,
                     const GdkRectangle    *controls,
                     int                    table_w)
{
  ZoneBox boxes[2][MAX_MIDDLE_ZONES];
  guint n[2] = { 0, 0 };
  int room = MAX (bottom - top, 1);
  int zone_h = MIN (card_h * 3 / 4, room * 2 / 5);
  int width[2] = { 0, 0 }, used[2] = { 0, 0 };

  for (guint i = 0; i < self->zone_views->len; i++)
    {
      FlZoneView *view = self->zone_views->pdata[i];
      int kind;

      if (view == NULL || _fl_table_widget_zone_in_panel (self, i))
        continue;
      kind = fl_zone_view_get_kind (view);
      if (kind == FL_ZONE_CALLED_SUIT || kind == FL_ZONE_DIRECTION || kind == FL_ZONE_PENALTY)
        boxes[1][n[1]++].widget = GTK_WIDGET (view);
      else
        boxes[0][n[0]++].widget = GTK_WIDGET (view);
    }
  if (n[0] + n[1] == 0)
    return;

  /* Smaller cards until the trick keeps half the width; the words of a
   * symbol beside it when they do not fit below it. */
  for (guint b = 0; b < self->crowd_zones; b++)
    zone_h = MAX (36, zone_h * 4 / 5);
  for (guint attempt = self->crowd_zones; attempt < 6; attempt++)
    {
      self->crowd_zones = attempt;
      for (guint side = 0; side < 2; side++)
        for (guint beside = self->crowd_beside; beside < 2; beside++)
          {
            for (guint i = 0; i < n[side]; i++)
              {
                if (side == 1)
                  fl_zone_view_set_caption_beside (FL_ZONE_VIEW (boxes[side][i].widget), beside);
                fl_zone_view_set_card_height (FL_ZONE_VIEW (boxes[side][i].widget), zone_h);
                measure_child (boxes[side][i].widget, -1, &boxes[side][i].width, &boxes[side][i].height);
              }
            width[side] = flow_zones (boxes[side], n[side], room, &used[side]);
            if (side == 1 && beside)
              self->crowd_beside = TRUE;
            if (side == 0 || used[side] <= room)
              break;
          }
      if ((width[0] + width[1] + 2 * MARGIN) * 2 <= *right - *left && MAX (used[0], used[1]) <= room)
        break;
      if (zone_h <= 36)
        break;
      zone_h = MAX (36, zone_h * 4 / 5);
    }

  /* The words and symbols, too high for what the middle has left, go to
   * the right of the game's controls when there is room there. */
  if (n[1] > 0 && used[1] > room && controls->height > 0)
    {
      self->crowd_beside = TRUE;
      int x0 = controls->x + controls->width + MARGIN;
      int beside_h;

      for (guint i = 0; i < n[1]; i++)
        fl_zone_view_set_caption_beside (FL_ZONE_VIEW (boxes[1][i].widget), TRUE);
      for (guint i = 0; i < n[1]; i++)
        measure_child (boxes[1][i].widget, -1, &boxes[1][i].width, &boxes[1][i].height);
      if (x0 + flow_zones (boxes[1], n[1], controls->height, &beside_h) <= table_w - MARGIN
          && beside_h <= controls->height)
        {
          int y0 = controls->y + (controls->height - beside_h) / 2;

          for (guint i = 0; i < n[1]; i++)
            allocate_at (boxes[1][i].widget, x0 + boxes[1][i].x, y0 + boxes[1][i].y, boxes[1][i].width,
                         boxes[1][i].height);
          n[1] = 0;
          width[1] = 0;
        }
    }

  for (guint side = 0; side < 2; side++)
    {
      int y0 = top + MAX (0, (room - used[side]) / 2);

      for (guint i = 0; i < n[side]; i++)
        {
          ZoneBox *box = &boxes[side][i];
          int x = side == 0 ? *left + box->x : *right - width[side] + box->x;

          allocate_at (box->widget, x, y0 + box->y, box->width, MIN (box->height, room));
        }
    }
  if (width[0] > 0)
    *left += width[0] + MARGIN;
  if (width[1] > 0)
    *right -= width[1] + MARGIN;
}

static gboolean
rows_meet (const graphene_rect_t *a,
           const graphene_rect_t *b)
{
  return a->origin.y < b->origin.y + b->size.height && b->origin.y < a->origin.y + a->size.height;
}

/* The places along the top, left to right, as the ellipse put them: each
 * moved right, clear of the one before it, then back left, clear of the
 * one after it and of the edges @low and @high. */
static void
arrange_tops (graphene_rect_t *tops,
              guint            n_tops,
              double           low,
              double           high)
{
  for (guint t = 1; t < n_tops; t++)
    if (rows_meet (&tops[t], &tops[t - 1]))
      tops[t].origin.x = MAX (tops[t].origin.x, tops[t - 1].origin.x + tops[t - 1].size.width + MARGIN / 2);
  for (guint t = n_tops; t > 0; t--)
    {
      graphene_rect_t *rect = &tops[t - 1];
      double limit = high;

      if (t < n_tops && rows_meet (rect, &tops[t]))
        limit = tops[t].origin.x - MARGIN / 2;
      rect->origin.x = MAX (low, MIN (rect->origin.x, limit - rect->size.width));
    }
}

/* Moves each place at a side down below the top places it meets, as far
 * as @bottom allows; whether every one is then clear of them. */
static gboolean
settle_sides (graphene_rect_t       *sides,
              guint                  n_sides,
              const graphene_rect_t *tops,
              guint                  n_tops,
              int                    bottom)
{
  gboolean clear = TRUE;

  for (guint i = 0; i < n_sides; i++)
    {
      graphene_rect_t *rect = &sides[i];

      for (guint t = 0; t < n_tops; t++)
        if (graphene_rect_intersection (rect, &tops[t], NULL))
          rect->origin.y = MIN (tops[t].origin.y + tops[t].size.height + MARGIN / 2,
                                MAX (MARGIN, bottom - rect->size.height));
      for (guint t = 0; t < n_tops; t++)
        clear = clear && !graphene_rect_intersection (rect, &tops[t], NULL);
    }
  return clear;
}

/* Whether no two places meet. */
static gboolean
places_apart (const graphene_rect_t *tops,
              guint                  n_tops,
              const graphene_rect_t *sides,
              guint                  n_sides)
{
  for (guint t = 0; t < n_tops; t++)
    {
      for (guint u = 0; u < t; u++)
        if (graphene_rect_intersection (&tops[t], &tops[u], NULL))
          return FALSE;
      for (guint u = 0; u < n_sides; u++)
        if (graphene_rect_intersection (&tops[t], &sides[u], NULL))
          return FALSE;
    }
  return TRUE;
}

/* Draws the place @place at @rect; what is left in the middle, beside or
 * below it, is the trick's. */
static void
place_at (FlTableWidget         *self,
          guint                  place,
          const graphene_rect_t *rect,
          int                   *left,
          int                   *right,
          int                   *top)
{
  double angle = place_angle (self->view.n_places, place);

  allocate_at (GTK_WIDGET (self->panels[place]), (int) rect->origin.x, (int) rect->origin.y,
               (int) rect->size.width, (int) rect->size.height);
  if (angle > 135.0)
    *left = MAX (*left, (int) (rect->origin.x + rect->size.width) + MARGIN);
  else if (angle < 45.0)
    *right = MIN (*right, (int) rect->origin.x - MARGIN);
  else
    *top = MAX (*top, (int) (rect->origin.y + rect->size.height) + MARGIN / 2);
}

/* Whether a card at @later, drawn after one at @earlier, covers the
 * earlier one's corner index (@across × @down of its size). */
static gboolean
covers_index (const graphene_rect_t *earlier,
              const graphene_rect_t *later,
              double                 across,
              double                 down)
{
  graphene_rect_t index = GRAPHENE_RECT_INIT (earlier->origin.x, earlier->origin.y,
                                              earlier->size.width * across, earlier->size.height * down);

  return graphene_rect_intersection (&index, later, NULL);
}

/* The cards of the trick, each on the side of who played it, drawn in the
 * order played. They are spread out, and made smaller to fit, until no
 * card covers the rank and suit of one played before it. */
static void
layout_trick (FlTableWidget *self,
              guint          n,
              int            card_h,
              double         trick_w,
              double         trick_h,
              double         cx,
              double         cy)
{
  guint n_cards = self->trick_cards->len;
  g_autofree graphene_rect_t *rects = g_new0 (graphene_rect_t, MAX (n_cards, 1));
  double across = 0.4, down = 0.6;
  gboolean clear = TRUE;

  for (guint attempt = 0; attempt < 8; attempt++)
    {
      double grow = 1.0 + 0.15 * attempt;
      double spread_x = (n > 4 ? 0.85 : 0.70) * grow, spread_y = (n > 4 ? 0.58 : 0.46) * grow;
      double h = MIN (card_h, trick_h / (1.0 + 2.0 * spread_y));
      int th, tw;

      clear = TRUE;
      h = MIN (h, trick_w / ((1.0 + 2.0 * spread_x) * 5.0 / 7.0));
      th = (int) h;
      /* Smaller, the cards cannot be read: a row, below, fits better. */
      if (th < 44)
        {
          clear = FALSE;
          break;
        }
      tw = (th * 5 + 3) / 7;
      fl_card_index_extent (th, &across, &down);

      for (guint i = 0; i < n_cards; i++)
        {
          int place = self->shown_trick.places[i];
          double angle = place_angle (n, (guint) MAX (place, 0)) * G_PI / 180.0;
          double x = cx + cos (angle) * tw * spread_x - tw / 2.0;
          double y = cy - sin (angle) * th * spread_y - th / 2.0;
          guint before = 0, all = 0;

          if (!gtk_widget_get_visible (GTK_WIDGET (trick_card (self, i))))
            continue;
          /* A place that added more than one card to the trick (Flashpoint)
           * shows them fanned, each earlier one's index in sight. */
          for (guint k = 0; k < self->shown_trick.n_listed; k++)
            if (self->shown_trick.places[k] == place)
              {
                before += k < i;
                all++;
              }
          if (all > 1)
            {
              x += tw * (across + 0.06) * before;
              y += th * 0.08 * before;
            }
          rects[i] = GRAPHENE_RECT_INIT (round (x), round (y), tw, th);
          for (guint k = 0; k < i; k++)
            if (gtk_widget_get_visible (GTK_WIDGET (trick_card (self, k)))
                && covers_index (&rects[k], &rects[i], across, down))
              clear = FALSE;
        }
      if (clear)
        break;
    }

  /* No room to spread them out (a narrow table with a game's controls
   * open): a row in the order played, as large as fits, each card's index
   * in sight. */
  if (!clear)
    {
      guint n_shown = 0, k = 0;
      double step, th, tw;

      for (guint i = 0; i < n_cards; i++)
        n_shown += gtk_widget_get_visible (GTK_WIDGET (trick_card (self, i)));
      th = MIN (card_h, trick_h);
      fl_card_index_extent ((int) th, &across, &down);
      step = across + 0.06;
      tw = MIN (th * 5.0 / 7.0, trick_w / (1.0 + step * MAX (n_shown, 1) - step));
      th = MAX (tw * 7.0 / 5.0, 24.0);
      tw = (th * 5 + 3) / 7;
      for (guint i = 0; i < n_cards; i++)
        if (gtk_widget_get_visible (GTK_WIDGET (trick_card (self, i))))
          rects[i] = GRAPHENE_RECT_INIT (round (cx - (tw + tw * step * (MAX (n_shown, 1) - 1)) / 2.0 + tw * step * k++),
                                         round (cy - th / 2.0), (int) tw, (int) th);
    }

  for (guint i = 0; i < n_cards; i++)
    {
      GtkWidget *card = GTK_WIDGET (trick_card (self, i));
      double x = rects[i].origin.x, y = rects[i].origin.y;

      if (!gtk_widget_get_visible (card))
        continue;
      fl_card_widget_set_card_height (trick_card (self, i), (int) rects[i].size.height);
      if ((int) i == self->moving && self->progress < 1.0)
        {
          double t = self->progress;

          x = self->moving_from.origin.x + (x - self->moving_from.origin.x) * t;
          y = self->moving_from.origin.y + (y - self->moving_from.origin.y) * t;
        }
      allocate_at (card, (int) x, (int) y, (int) rects[i].size.width, (int) rects[i].size.height);
    }
}

void
_fl_table_widget_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  FlTableWidget *self = FL_TABLE_WIDGET (widget);
  guint n = self->have_view ? self->view.n_places : 0;
  int card_h, back_h, hand_h, controls_h = 0, panel0_w = 0, panel0_h = 0;
  GdkRectangle controls_box = { 0, 0, 0, 0 };
  int region_bottom, left = MARGIN, right = width - MARGIN, top = MARGIN;
  double trick_w, trick_h, cx, cy;

  if (width != self->crowd_width || height != self->crowd_height)
    {
      self->crowd_width = width;
      self->crowd_height = height;
      self->crowd_backs = self->crowd_zones = 0;
      self->crowd_beside = FALSE;
    }

  card_h = (int) (MIN (height * 0.20, width * 0.115) * self->card_scale);
  card_h = CLAMP (card_h, 48, 320);
  /* Many places at the table show smaller backs, to fit around it. */
  back_h = MAX (28, n > 5 ? card_h / 3 : card_h * 2 / 5);
  hand_h = card_h + card_h / 8;

  /* The zones in front of a place are as large as its hand's backs. */
  for (guint i = 0; i < self->zone_views->len; i++)
    if (self->zone_views->pdata[i] != NULL && _fl_table_widget_zone_in_panel (self, i))
      fl_zone_view_set_card_height (self->zone_views->pdata[i], back_h);

  /* The bottom: the user's own place, then their hand beside it. */
  if (n > 0)
    {
      fl_seat_panel_set_card_height (self->panels[0], back_h);
      measure_child (GTK_WIDGET (self->panels[0]), width / 4, &panel0_w, &panel0_h);
    }
  fl_hand_view_set_card_height (self->hand, card_h);
  {
    int hand_x = MARGIN + (panel0_w > 0 ? panel0_w + MARGIN : 0);
    int hand_w = MAX (width - hand_x - MARGIN, 1);
    int hand_nat;

    /* The hand sits in the middle of the table when it fits there beside
     * the user's place; otherwise it takes all the room to its right. */
    gtk_widget_measure (GTK_WIDGET (self->hand), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &hand_nat, NULL, NULL);
    if (hand_nat <= width - 2 * hand_x)
      hand_w = width - 2 * hand_x;

    allocate_at (GTK_WIDGET (self->hand), hand_x, height - hand_h - MARGIN / 2, hand_w, hand_h);
    if (n > 0)
      allocate_at (GTK_WIDGET (self->panels[0]), MARGIN,
                   height - MARGIN / 2 - MAX (panel0_h, hand_h) + MAX (0, hand_h - panel0_h) / 2,
                   panel0_w, panel0_h);
  }
  region_bottom = height - MAX (hand_h, panel0_h) - MARGIN;

  if (self->controls != NULL && gtk_widget_get_visible (self->controls))
    {
      int controls_w;

      measure_child (self->controls, width - 2 * MARGIN, &controls_w, &controls_h);
      if (controls_h > 0)
        {
          controls_box = (GdkRectangle) { (width - controls_w) / 2, region_bottom - controls_h,
                                          controls_w, controls_h };
          allocate_at (self->controls, controls_box.x, controls_box.y, controls_w, controls_h);
          region_bottom -= controls_h + MARGIN / 2;
        }
    }

  /* The other places around the top of the table: those along the top
   * first, then those at the sides, moved down below any top place they
   * would overlap; on a table too crowded for that, with smaller backs. */
  {
    graphene_rect_t tops[FL_TABLE_MAX_PLACES], sides[FL_TABLE_MAX_PLACES];
    guint top_places[FL_TABLE_MAX_PLACES], side_places[FL_TABLE_MAX_PLACES];
    guint n_tops = 0, n_sides = 0, n_top_places = 0;
    int side_w = 0, top_w;

    for (guint b = 0; b < self->crowd_backs; b++)
      back_h = MAX (20, back_h * 4 / 5);
    for (guint attempt = self->crowd_backs;; attempt++)
      {
        n_tops = n_sides = n_top_places = 0;
        side_w = 0;
        self->crowd_backs = attempt;
        /* Smaller backs, and the zones in front of the places with them. */
        for (guint i = 0; attempt > 0 && i < self->zone_views->len; i++)
          if (self->zone_views->pdata[i] != NULL && _fl_table_widget_zone_in_panel (self, i)
              && !gtk_widget_is_ancestor (self->zone_views->pdata[i], GTK_WIDGET (self->panels[0])))
            fl_zone_view_set_card_height (self->zone_views->pdata[i], back_h);

        /* The places at the sides keep their width; those along the top share
         * what is between them. */
        for (guint i = 1; i < n; i++)
          if (is_side (place_angle (n, i)) && !self->view.places[i].face_up)
            {
              int panel_w, panel_h;

              fl_seat_panel_set_card_height (self->panels[i], back_h);
              measure_child (GTK_WIDGET (self->panels[i]), width / 4, &panel_w, &panel_h);
              side_w = MAX (side_w, panel_w);
            }
        for (guint i = 1; i < n; i++)
          n_top_places += !is_side (place_angle (n, i));
        top_w = MAX (width - 2 * (side_w + 2 * MARGIN), width / 4);
        if (n_top_places > 1)
          top_w = MAX ((top_w - MARGIN * (int) (n_top_places - 1)) / (int) n_top_places, width / 10);

        for (guint pass = 0; pass < 2; pass++)
          {
          /* The places along the top, measured and set on the ellipse in the
           * first pass, are moved apart before the sides are placed. */
          if (pass == 1)
            arrange_tops (tops, n_tops, MARGIN, width - MARGIN);
          for (guint i = 1; i < n; i++)
            {
              GtkWidget *panel = GTK_WIDGET (self->panels[i]);
              FlHandView *hand = FL_HAND_VIEW (fl_seat_panel_get_hand (self->panels[i]));
              double angle = place_angle (n, i);
              gboolean side = is_side (angle);
              int region_h = MAX (region_bottom - MARGIN, 1);
              int panel_w, panel_h, x, y;

              if (side != (pass == 1))
                continue;

              if (self->view.places[i].face_up)
                {
                  /* A hand lying face up (the dummy) is drawn as large as fits:
                   * along the top in one row, at a side a row for each suit
                   * (four, each showing its cards' indexes above the next). */
                  int open_h = side ? (int) ((region_h - 90) / 3.2) : (int) (region_h * 0.36);

                  fl_hand_view_set_orientation (hand, side ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
                  fl_hand_view_set_suit_rows (hand, side);
                  fl_seat_panel_set_card_height (self->panels[i], CLAMP (open_h, 36, card_h * 4 / 5));
                }
              else
                {
                  fl_hand_view_set_orientation (hand, GTK_ORIENTATION_HORIZONTAL);
                  fl_hand_view_set_suit_rows (hand, FALSE);
                  fl_seat_panel_set_card_height (self->panels[i], back_h);
                }

              measure_child (panel, side ? width / 4 : top_w,
                             &panel_w, &panel_h);
              panel_h = MIN (panel_h, region_h);
              x = (int) (width / 2.0 + cos (angle * G_PI / 180.0) * (width / 2.0 - panel_w / 2.0 - MARGIN) - panel_w / 2.0);
              y = (int) (MARGIN + region_h / 2.0 - sin (angle * G_PI / 180.0) * (region_h / 2.0 - panel_h / 2.0) - panel_h / 2.0);
              x = CLAMP (x, MARGIN, MAX (MARGIN, width - MARGIN - panel_w));
              y = CLAMP (y, MARGIN, MAX (MARGIN, region_bottom - panel_h));

              if (!side)
                {
                  top_places[n_tops] = i;
                  tops[n_tops++] = GRAPHENE_RECT_INIT (x, y, panel_w, panel_h);
                  continue;
                }

              side_places[n_sides] = i;
              sides[n_sides++] = GRAPHENE_RECT_INIT (x, y, panel_w, panel_h);
            }
          }

        /* The places at the sides go below the top places they meet. Where
         * the table is too low for that, the top places go up in one row;
         * if still too low, they keep clear of the sides' columns, when they
         * fit between them. */
        if (!settle_sides (sides, n_sides, tops, n_tops, region_bottom))
          {
            for (guint t = 0; t < n_tops; t++)
              tops[t].origin.y = MARGIN;
            arrange_tops (tops, n_tops, MARGIN, width - MARGIN);
            if (!settle_sides (sides, n_sides, tops, n_tops, region_bottom))
              {
                double low = MARGIN, high = width - MARGIN, needed = 0;

                for (guint t = 0; t < n_sides; t++)
                  {
                    if (place_angle (n, side_places[t]) > 90.0)
                      low = MAX (low, sides[t].origin.x + sides[t].size.width + MARGIN / 2);
                    else
                      high = MIN (high, sides[t].origin.x - MARGIN / 2);
                  }
                for (guint t = 0; t < n_tops; t++)
                  needed += tops[t].size.width + (t > 0 ? MARGIN / 2 : 0);
                if (needed <= high - low)
                  arrange_tops (tops, n_tops, low, high);
              }
          }
        if (places_apart (tops, n_tops, sides, n_sides) || back_h <= 20 || attempt == 3)
          break;
        back_h = MAX (20, back_h * 4 / 5);
      }

    for (guint t = 0; t < n_tops; t++)
      place_at (self, top_places[t], &tops[t], &left, &right, &top);
    for (guint t = 0; t < n_sides; t++)
      place_at (self, side_places[t], &sides[t], &left, &right, &top);
  }

  layout_middle_zones (self, card_h, &left, &right, top, region_bottom, &controls_box, width);

  trick_w = MAX (right - left, 40);
  trick_h = MAX (region_bottom - top, 40);
  cx = left + trick_w / 2.0;
  cy = top + trick_h / 2.0;
  layout_trick (self, n, card_h, trick_w, trick_h, cx, cy);

  /* A won trick shrinks towards its winner's place as it goes. */
  if (self->n_pile > 0)
    {
      graphene_rect_t to;
      double t = self->pile_progress;

      if (!gtk_widget_compute_bounds (GTK_WIDGET (self->panels[self->pile_place]), widget, &to))
        to = GRAPHENE_RECT_INIT (width / 2.0, height / 2.0, 0, 0);
      /* Each card keeps its size and is scaled down as it goes: a new
       * size would ask for a new layout in the middle of this one. */
      for (guint i = 0; i < self->n_pile; i++)
        {
          const graphene_rect_t *from = &g_array_index (self->pile_from, graphene_rect_t, i);
          double scale = 1.0 + (MIN (1.0, back_h / MAX (from->size.height, 1.0)) - 1.0) * t;
          double h = from->size.height * scale;
          double w = from->size.width * scale;
          double x = from->origin.x + (to.origin.x + to.size.width / 2.0 - w / 2.0 - from->origin.x) * t;
          double y = from->origin.y + (to.origin.y + to.size.height / 2.0 - h / 2.0 - from->origin.y) * t;
          GskTransform *transform = NULL;

          transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (x, y));
          transform = gsk_transform_scale (transform, scale, scale);
          gtk_widget_allocate (g_ptr_array_index (self->pile_cards, i), (int) from->size.width,
                               (int) from->size.height, -1, transform);
        }
    }
}
