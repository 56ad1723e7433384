/* fl-card-widget-private.h: what the files of the card widget share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "fl-card-widget.h"

G_BEGIN_DECLS

/* Rounding and flooring of the sizes here, which are never negative,
 * without libm. */
static inline float
round_px (float value)
{
  return (float) (int) (value + 0.5f);
}

static inline float
floor_px (float value)
{
  return (float) (int) value;
}

/* Faces stay light on a dark table, only a little dimmer; the border, the
 * shadow and the dimming follow the table. */
typedef struct
{
  GdkRGBA face;
  GdkRGBA border;
  GdkRGBA shadow;
  GdkRGBA dim;
  GdkRGBA back;
  GdkRGBA back_pattern;
  GdkRGBA back_line;
} FlCardPalette;

/* Light and dark. */
extern const FlCardPalette _fl_card_palettes[2];

const char *_fl_card_name         (const FlCardDesc     *desc);

void        _fl_card_outline      (GskRoundedRect       *outline,
                                   float                 width,
                                   float                 height,
                                   float                 inset);
void        _fl_card_append_ring  (GtkSnapshot          *snapshot,
                                   const GskRoundedRect *outline,
                                   float                 width,
                                   const GdkRGBA        *color);
gboolean    _fl_card_append_face  (GtkSnapshot          *snapshot,
                                   PangoContext         *context,
                                   FlDeckId              deck,
                                   FlCard                card,
                                   gboolean              four_colour,
                                   float                 width,
                                   float                 height);
void        _fl_card_append_back  (GtkSnapshot          *snapshot,
                                   const FlCardPalette  *palette,
                                   float                 width,
                                   float                 height);

G_END_DECLS
