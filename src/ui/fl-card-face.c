/* fl-card-face.c: the drawing of a card's face and back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-card-widget"

#include "config.h"

#include <string.h>

#include "fl-card-widget-private.h"

/* ---- Colours ---------------------------------------------------------- */

#define RGBA(r, g, b, a) { (r) / 255.f, (g) / 255.f, (b) / 255.f, (a) }

/* The inks of the faces, from the GNOME palette. Four-colour packs print
 * spades black, hearts red, diamonds blue and clubs green; each colour also
 * differs from the others in lightness, and every suit has its own shape,
 * so no player depends on telling red from green. */
enum {
  INK_BLACK,
  INK_RED,
  INK_BLUE,
  INK_GREEN,
  INK_SPECIAL,
  N_INKS
};

static const GdkRGBA inks[N_INKS] = {
  RGBA (0x24, 0x1f, 0x31, 1.f),   /* Dark 4 */
  RGBA (0xc0, 0x1c, 0x28, 1.f),   /* Red 4 */
  RGBA (0x1a, 0x5f, 0xb4, 1.f),   /* Blue 5 */
  RGBA (0x1b, 0x7a, 0x3e, 1.f),   /* Green 5, darkened to read on white */
  RGBA (0x61, 0x35, 0x83, 1.f),   /* Purple 5: suitless special cards */
};

const FlCardPalette _fl_card_palettes[2] = {
  {
    RGBA (0xff, 0xff, 0xff, 1.f),
    RGBA (0x00, 0x00, 0x00, 0.30f),
    RGBA (0x00, 0x00, 0x00, 0.25f),
    RGBA (0xc0, 0xbf, 0xbc, 0.60f),
    RGBA (0x1a, 0x5f, 0xb4, 1.f),
    RGBA (0x35, 0x84, 0xe4, 1.f),
    RGBA (0x99, 0xc1, 0xf1, 1.f),
  },
  {
    RGBA (0xe8, 0xe6, 0xe3, 1.f),
    RGBA (0x00, 0x00, 0x00, 0.70f),
    RGBA (0x00, 0x00, 0x00, 0.55f),
    RGBA (0x5e, 0x5c, 0x64, 0.62f),
    RGBA (0x1a, 0x5f, 0xb4, 1.f),
    RGBA (0x35, 0x84, 0xe4, 1.f),
    RGBA (0x99, 0xc1, 0xf1, 1.f),
  },
};

static int
suit_ink (FlSuit   suit,
          gboolean four_colour)
{
  switch (suit)
    {
    case FL_SUIT_SPADES:
      return INK_BLACK;
    case FL_SUIT_HEARTS:
      return INK_RED;
    case FL_SUIT_DIAMONDS:
      return four_colour ? INK_BLUE : INK_RED;
    case FL_SUIT_CLUBS:
      return four_colour ? INK_GREEN : INK_BLACK;
    case FL_SUIT_NONE:
    default:
      return INK_SPECIAL;
    }
}

/* ---- Symbols of powers -------------------------------------------------- */

/* One symbol for each power of a Flaps special card, drawn above and below
 * its name and, on suitless cards, in the corners in place of a suit. All
 * are in DejaVu Sans, so they look the same wherever it is installed.
 *
 * | power                   | symbol | why                                  |
 * |-------------------------|--------|--------------------------------------|
 * | Ace'n'End               | ⚑      | the flag: you may finish on it       |
 * | Ace'n'Lay               | ✚      | call a suit, then lay one more card  |
 * | Mega-Flap               | ⚡      | a burst of FLAPS                     |
 * | Hoofers-Doofers         | ⇄      | sends a 10's penalty on              |
 * | Up-Jacks                | ⇈      | everyone else picks up a card        |
 * | Ace-Jack                | ↺      | reverses play (and calls a suit)     |
 * | Trumps                  | ⚔      | a contest of cards                   |
 * | Ol' Maid                | ♛      | the maid, a queen                    |
 * | Low Ol' Maid            | ♕      | the lesser maid                      |
 * | Quack                   | ↷      | ducks an attack, passes it on        |
 * | Stop That Flapping      | ⊘      | no more FLAPS                        |
 * | Dump Those Fives        | ⇊      | more fives follow                    |
 * | Six of the Best         | ✪      | the star turn: a double win          |
 * | King'n'Lay              | ♚      | the king that calls what follows     |
 * | Spoof                   | ≈      | guess the total                      |
 * | Lose a Secret           | ✉      | cards sent to the mystery pile       |
 * | Pick a Secret           | ☛      | you point at a card of your own      |
 * | Start Guessing - Do Not Look | ○ | unseen                               |
 * | Start Guessing - Look   | ◉      | seen                                 |
 * | Share a Secret          | ⇆      | a card from another player's hand    |
 * | Solve the Mystery       | ✔      | the pile is solved, and taken        |
 * | 1-Down, -Up             | ↓ ↑    | a card put down, picked up           |
 * | 1-Right, 1-Left         | → ←    | the 1-Downs move round the table     |
 * | 1-Over                  | ⟳      | a 1-Down turned over                 |
 * | 1-Look                  | ◎      | a look at a 1-Down                   |
 * | 1-Swap                  | ⇅      | a 1-Down swapped for a card in hand  |
 * | Full Monty              | ⁂      | three cards face down                |
 *
 * Jokers get a star: filled (★) for a high joker, open (☆) for a low one. */
static const struct
{
  FlFlapsPower power;
  const char  *glyph;
} flaps_glyphs[] = {
  { FL_FLAPS_POWER_ACE_N_END, "⚑" },
  { FL_FLAPS_POWER_ACE_N_LAY, "✚" },
  { FL_FLAPS_POWER_MEGA_FLAP, "⚡" },
  { FL_FLAPS_POWER_HOOFERS_DOOFERS, "⇄" },
  { FL_FLAPS_POWER_UP_JACKS, "⇈" },
  { FL_FLAPS_POWER_ACE_JACK, "↺" },
  { FL_FLAPS_POWER_TRUMPS, "⚔" },
  { FL_FLAPS_POWER_OL_MAID, "♛" },
  { FL_FLAPS_POWER_LOW_OL_MAID, "♕" },
  { FL_FLAPS_POWER_QUACK, "↷" },
  { FL_FLAPS_POWER_STOP_THAT_FLAPPING, "⊘" },
  { FL_FLAPS_POWER_DUMP_THOSE_FIVES, "⇊" },
  { FL_FLAPS_POWER_SIX_OF_THE_BEST, "✪" },
  { FL_FLAPS_POWER_KING_N_LAY, "♚" },
  { FL_FLAPS_POWER_SPOOF, "≈" },
  { FL_FLAPS_POWER_LOSE_A_SECRET, "✉" },
  { FL_FLAPS_POWER_PICK_A_SECRET, "☛" },
  { FL_FLAPS_POWER_START_GUESSING_NO_LOOK, "○" },
  { FL_FLAPS_POWER_START_GUESSING_LOOK, "◉" },
  { FL_FLAPS_POWER_SHARE_A_SECRET, "⇆" },
  { FL_FLAPS_POWER_SOLVE_THE_MYSTERY, "✔" },
  { FL_FLAPS_POWER_ONE_DOWN, "↓" },
  { FL_FLAPS_POWER_ONE_RIGHT, "→" },
  { FL_FLAPS_POWER_ONE_LEFT, "←" },
  { FL_FLAPS_POWER_ONE_OVER, "⟳" },
  { FL_FLAPS_POWER_ONE_LOOK, "◎" },
  { FL_FLAPS_POWER_ONE_SWAP, "⇅" },
  { FL_FLAPS_POWER_ONE_UP, "↑" },
  { FL_FLAPS_POWER_FULL_MONTY, "⁂" },
};

#define JOKER_HIGH_GLYPH "★"
#define JOKER_LOW_GLYPH "☆"
/* A special card of a power without a symbol of its own. */
#define SPECIAL_GLYPH "✦"

static const char *
power_glyph (FlDeckId          deck,
             const FlCardDesc *desc)
{
  if (desc->kind == FL_CARD_KIND_JOKER)
    return desc->rank > 0 ? JOKER_HIGH_GLYPH : JOKER_LOW_GLYPH;

  if (deck == FL_DECK_FLAPS_148)
    {
      for (guint i = 0; i < G_N_ELEMENTS (flaps_glyphs); i++)
        {
          if (flaps_glyphs[i].power == desc->power)
            return flaps_glyphs[i].glyph;
        }
    }

  return SPECIAL_GLYPH;
}

/* ---- Drawing -------------------------------------------------------------- */

typedef enum
{
  CENTRE_PIP,       /* number cards: one large suit symbol */
  CENTRE_ACE,       /* one larger suit symbol */
  CENTRE_COURT,     /* a letter in a frame */
  CENTRE_SPECIAL,   /* jokers and special cards: a name between two symbols */
} CentreKind;

/* What a face shows, worked out from the card before any drawing. */
typedef struct
{
  const char *rank;         /* the corner index, or NULL for none */
  const char *symbol;       /* under it: a suit, or a power for suitless cards */
  const char *centre;       /* the large symbol */
  const char *name;         /* on the band of special cards */
  CentreKind  kind;
  GdkRGBA     ink;
  char        rank_buf[8];
} Face;

/* Flaps cards whose printed corner number is not their rank: Quack, the
 * only 0 (rank 0 is also "no rank"), and the Ol' Maids, numbered 1 to 4
 * only to rank them in Trumps (their codes end with the number). */
static const char *
flaps_corner_number (const FlCardDesc *desc,
                     char             *buf,
                     gsize             size)
{
  gsize len;

  if (desc->power == FL_FLAPS_POWER_QUACK)
    return "0";

  if (desc->power == FL_FLAPS_POWER_OL_MAID && desc->code != NULL)
    {
      len = strlen (desc->code);
      if (len > 0 && g_ascii_isdigit (desc->code[len - 1]))
        {
          g_snprintf (buf, size, "%c", desc->code[len - 1]);
          return buf;
        }
    }

  return NULL;
}

static gboolean
face_init (Face     *face,
           FlDeckId  deck,
           FlCard    card,
           gboolean  four_colour)
{
  const FlCardDesc *desc = fl_deck_card (fl_deck_get (deck), card);

  memset (face, 0, sizeof *face);
  if (desc == NULL)
    return FALSE;

  face->ink = inks[suit_ink (desc->suit, four_colour)];

  if (desc->kind == FL_CARD_KIND_PLAIN && desc->suit < FL_N_SUITS)
    {
      face->rank = fl_rank_label (desc->rank);
      face->symbol = fl_suit_symbol (desc->suit);
      face->centre = face->symbol;
      if (desc->rank == FL_RANK_ACE)
        face->kind = CENTRE_ACE;
      else if (desc->rank >= FL_RANK_JACK)
        face->kind = CENTRE_COURT;
      else
        face->kind = CENTRE_PIP;
      return TRUE;
    }

  face->kind = CENTRE_SPECIAL;
  face->name = _fl_card_name (desc);
  face->centre = power_glyph (deck, desc);

  if (desc->kind == FL_CARD_KIND_JOKER)
    {
      /* One joker red and one black, as in most packs. */
      face->ink = inks[desc->rank > 0 ? INK_RED : INK_BLACK];
      face->symbol = face->centre;
      return TRUE;
    }

  if (desc->suit < FL_N_SUITS)
    {
      face->rank = fl_rank_label (desc->rank);
      face->symbol = fl_suit_symbol (desc->suit);
      return TRUE;
    }

  /* Suitless: the power takes the place of the suit. */
  face->symbol = face->centre;
  if (deck == FL_DECK_FLAPS_148)
    face->rank = flaps_corner_number (desc, face->rank_buf, sizeof face->rank_buf);
  if (face->rank == NULL && desc->rank != FL_RANK_NONE)
    face->rank = fl_rank_label (desc->rank);

  return TRUE;
}

/* The fonts: DejaVu has every suit and power symbol we draw; Pango falls
 * back to other fonts for names in scripts it lacks. */
static PangoFontDescription *
font_new (const char  *family,
          PangoWeight  weight,
          PangoStretch stretch)
{
  PangoFontDescription *font = pango_font_description_new ();

  pango_font_description_set_family (font, family);
  pango_font_description_set_weight (font, weight);
  pango_font_description_set_stretch (font, stretch);

  return font;
}

#define INDEX_FONT() font_new ("DejaVu Sans", PANGO_WEIGHT_BOLD, PANGO_STRETCH_CONDENSED)
#define SYMBOL_FONT() font_new ("DejaVu Sans", PANGO_WEIGHT_NORMAL, PANGO_STRETCH_NORMAL)
#define COURT_FONT() font_new ("DejaVu Serif", PANGO_WEIGHT_BOLD, PANGO_STRETCH_NORMAL)
#define NAME_FONT() font_new ("DejaVu Sans", PANGO_WEIGHT_BOLD, PANGO_STRETCH_CONDENSED)

/* The size at which a text is measured before it is sized to fit. */
#define REFERENCE_SIZE 100

/* Draws @text centred on (@cx, @cy) with its ink, the glyphs as drawn, @box_h
 * high; when that is wider than @box_w, it is narrowed, down to
 * @min_squeeze of its width, and then made smaller. */
static void
append_fitted_text (GtkSnapshot                *snapshot,
                    PangoContext               *context,
                    const PangoFontDescription *font,
                    const char                 *text,
                    const GdkRGBA              *color,
                    float                       cx,
                    float                       cy,
                    float                       box_w,
                    float                       box_h,
                    float                       min_squeeze)
{
  g_autoptr(PangoFontDescription) sized = pango_font_description_copy (font);
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  PangoRectangle ink;
  float ink_w, ink_h, scale, squeeze = 1.f;

  pango_font_description_set_absolute_size (sized, REFERENCE_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, sized);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_extents (layout, &ink, NULL);
  if (ink.width <= 0 || ink.height <= 0)
    return;

  ink_w = (float) ink.width / PANGO_SCALE;
  ink_h = (float) ink.height / PANGO_SCALE;
  scale = box_h / ink_h;
  if (ink_w * scale > box_w)
    {
      squeeze = box_w / (ink_w * scale);
      if (squeeze < min_squeeze)
        {
          scale *= squeeze / min_squeeze;
          squeeze = min_squeeze;
        }
    }

  /* Laid out again at the size it is drawn, for the glyphs and their
   * hinting at that size. */
  pango_font_description_set_absolute_size (sized, REFERENCE_SIZE * scale * PANGO_SCALE);
  pango_layout_set_font_description (layout, sized);
  pango_layout_get_extents (layout, &ink, NULL);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (cx, cy));
  if (squeeze < 1.f)
    gtk_snapshot_scale (snapshot, squeeze, 1.f);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (-(ink.x + ink.width / 2.f) / PANGO_SCALE,
                                                -(ink.y + ink.height / 2.f) / PANGO_SCALE));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

/* Whether every word of @text fits on a line of @width; Pango may also
 * break after hyphens. */
static gboolean
words_fit (PangoContext               *context,
           const PangoFontDescription *font,
           const char                 *text,
           int                         width)
{
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n-", -1);
  int word_width;

  pango_layout_set_font_description (layout, font);
  for (guint i = 0; words[i] != NULL; i++)
    {
      pango_layout_set_text (layout, words[i], -1);
      pango_layout_get_size (layout, &word_width, NULL);
      if (word_width > width)
        return FALSE;
    }

  return TRUE;
}

/* Draws a name centred in @box: on one line as large as fits, else on
 * two or three smaller ones, and at the smallest size ellipsized. */
static void
append_name (GtkSnapshot           *snapshot,
             PangoContext          *context,
             const char            *name,
             const GdkRGBA         *color,
             const graphene_rect_t *box)
{
  static const struct
  {
    float size;   /* font size, in box heights */
    int   lines;
  } tries[] = {
    { 0.50f, 1 },
    { 0.40f, 2 },
    { 0.31f, 3 },
    { 0.26f, 3 },
  };
  g_autoptr(PangoFontDescription) font = NAME_FONT ();
  g_autoptr(PangoLayout) layout = pango_layout_new (context);
  int width = (int) (box->size.width * PANGO_SCALE);
  PangoRectangle logical;

  pango_layout_set_text (layout, name, -1);
  pango_layout_set_width (layout, width);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);

  for (guint i = 0; i < G_N_ELEMENTS (tries); i++)
    {
      pango_font_description_set_absolute_size (font, MAX (1.f, box->size.height * tries[i].size) * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_height (layout, -tries[i].lines);
      pango_layout_set_wrap (layout, i + 1 < G_N_ELEMENTS (tries) ? PANGO_WRAP_WORD : PANGO_WRAP_WORD_CHAR);
      pango_layout_get_pixel_extents (layout, NULL, &logical);

      if (!pango_layout_is_ellipsized (layout) &&
          logical.height <= box->size.height &&
          words_fit (context, font, name, width))
        break;
    }

  pango_layout_get_extents (layout, NULL, &logical);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (box->origin.x,
                                                box->origin.y + (box->size.height - (float) logical.height / PANGO_SCALE) / 2.f));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

/* A rounded rectangle @inset inside the card's edge. */
void
_fl_card_outline (GskRoundedRect *outline,
                  float           width,
                  float           height,
                  float           inset)
{
  gsk_rounded_rect_init_from_rect (outline,
                                   &GRAPHENE_RECT_INIT (inset, inset, width - 2 * inset, height - 2 * inset),
                                   MAX (0.f, height / 20.f - inset));
}

void
_fl_card_append_ring (GtkSnapshot          *snapshot,
                      const GskRoundedRect *outline,
                      float                 width,
                      const GdkRGBA        *color)
{
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, outline, widths, colors);
}

/* Below this height a card is drawn simpler: one index, larger, and one
 * large symbol; the frame of court cards and the names of special cards
 * would only be smudges. */
#define COMPACT_HEIGHT 72.f

/* Where the corner index lies, as parts of the card's width and height:
 * the rank over the symbol, in the top-left corner. */
typedef struct
{
  float axis;               /* the index's vertical axis */
  float box_w;              /* how wide its rank and symbol may be */
  float top;
  float rank_h;
  float gap;
  float symbol_h;
  float lone_symbol_h;      /* a symbol with no rank above it (jokers) */
} IndexMetrics;

static void
index_metrics (float         height,
               IndexMetrics *m)
{
  gboolean compact = height < COMPACT_HEIGHT;

  /* It stays in the left third of the card, the part a fanned hand shows. */
  m->axis = compact ? 0.18f : 0.165f;
  m->box_w = compact ? 0.32f : 0.25f;
  m->top = compact ? 0.05f : 0.045f;
  m->rank_h = compact ? 0.22f : 0.165f;
  m->gap = 0.035f;
  /* Small suit symbols are told apart only when they are large enough. */
  m->symbol_h = compact ? 0.2f : 0.125f;
  m->lone_symbol_h = compact ? 0.24f : 0.18f;
}

/**
 * fl_card_index_extent:
 * @height: a card's height, in pixels
 * @across: (out): the part of its width its corner index takes
 * @down: (out): the part of its height its corner index takes
 *
 * How much of a card must stay in sight, from its top-left corner, for its
 * rank and suit to be read: what a fan of cards leaves of each card.
 */
void
fl_card_index_extent (int     height,
                      double *across,
                      double *down)
{
  IndexMetrics m;

  index_metrics ((float) height, &m);
  *across = m.axis + m.box_w / 2.f;
  *down = m.top + MAX (m.rank_h + m.gap + m.symbol_h, m.lone_symbol_h);
}

/* The rank over the symbol, in the top-left corner of a card. */
static void
append_index (GtkSnapshot  *snapshot,
              PangoContext *context,
              const Face   *face,
              float         width,
              float         height)
{
  g_autoptr(PangoFontDescription) index_font = INDEX_FONT ();
  g_autoptr(PangoFontDescription) symbol_font = SYMBOL_FONT ();
  IndexMetrics m;
  float axis, box_w, top, symbol_h;

  index_metrics (height, &m);
  axis = m.axis * width;
  box_w = m.box_w * width;
  top = m.top * height;
  symbol_h = m.symbol_h * height;

  /* Condensed letters are too thin when small. */
  if (height < COMPACT_HEIGHT)
    pango_font_description_set_stretch (index_font, PANGO_STRETCH_NORMAL);

  if (face->rank != NULL)
    {
      float rank_h = m.rank_h * height;

      append_fitted_text (snapshot, context, index_font, face->rank, &face->ink,
                          axis, top + rank_h / 2.f, box_w, rank_h, 0.7f);
      top += rank_h + m.gap * height;
    }
  else
    {
      /* A symbol alone (jokers, Ol' Maids) is as large as a rank. */
      symbol_h = m.lone_symbol_h * height;
    }

  if (face->symbol != NULL)
    append_fitted_text (snapshot, context, symbol_font, face->symbol, &face->ink,
                        axis, top + symbol_h / 2.f, box_w, symbol_h, 1.f);
}

/* Draws @text at (@cx, @cy) of the card, and again turned round, at the
 * same place seen from the other end. */
static void
append_text_twice (GtkSnapshot                *snapshot,
                   PangoContext               *context,
                   const PangoFontDescription *font,
                   const char                 *text,
                   const GdkRGBA              *color,
                   float                       width,
                   float                       height,
                   float                       cx,
                   float                       cy,
                   float                       box_w,
                   float                       box_h)
{
  append_fitted_text (snapshot, context, font, text, color, cx, cy, box_w, box_h, 1.f);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width, height));
  gtk_snapshot_rotate (snapshot, 180.f);
  append_fitted_text (snapshot, context, font, text, color, cx, cy, box_w, box_h, 1.f);
  gtk_snapshot_restore (snapshot);
}

/* A jack, queen or king: the letter in a double frame tinted with the
 * suit's colour, the suit above and below it. */
static void
append_court (GtkSnapshot  *snapshot,
              PangoContext *context,
              const Face   *face,
              float         width,
              float         height)
{
  g_autoptr(PangoFontDescription) court_font = COURT_FONT ();
  g_autoptr(PangoFontDescription) symbol_font = SYMBOL_FONT ();
  graphene_rect_t frame = GRAPHENE_RECT_INIT (0.3f * width, 0.075f * height, 0.4f * width, 0.85f * height);
  GskRoundedRect outline;
  GdkRGBA tint = face->ink;
  float line = MAX (1.f, 0.009f * height);
  float inset = line + 0.014f * height;

  tint.alpha = 0.08f;
  gsk_rounded_rect_init_from_rect (&outline, &frame, 0.03f * height);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &tint, &frame);
  gtk_snapshot_pop (snapshot);
  _fl_card_append_ring (snapshot, &outline, line, &face->ink);

  gsk_rounded_rect_shrink (&outline, inset, inset, inset, inset);
  _fl_card_append_ring (snapshot, &outline, MAX (1.f, 0.004f * height), &face->ink);

  append_fitted_text (snapshot, context, court_font, face->rank, &face->ink,
                      width / 2.f, height / 2.f, 0.3f * width, 0.22f * height, 0.8f);
  append_text_twice (snapshot, context, symbol_font, face->symbol, &face->ink, width, height,
                     width / 2.f, 0.21f * height, 0.22f * width, 0.11f * height);
}

/* A joker or special card: its name on a band across the middle, the
 * symbol of its power above and below. */
static void
append_special (GtkSnapshot  *snapshot,
                PangoContext *context,
                const Face   *face,
                float         width,
                float         height)
{
  g_autoptr(PangoFontDescription) symbol_font = SYMBOL_FONT ();
  graphene_rect_t band = GRAPHENE_RECT_INIT (0.06f * width, 0.39f * height, 0.88f * width, 0.22f * height);
  graphene_rect_t text_box;
  GskRoundedRect outline;
  GdkRGBA tint = face->ink;

  tint.alpha = 0.1f;
  gsk_rounded_rect_init_from_rect (&outline, &band, 0.025f * height);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &tint, &band);
  gtk_snapshot_pop (snapshot);
  _fl_card_append_ring (snapshot, &outline, MAX (1.f, 0.008f * height), &face->ink);

  append_text_twice (snapshot, context, symbol_font, face->centre, &face->ink, width, height,
                     0.55f * width, 0.22f * height, 0.34f * width, 0.15f * height);

  if (face->name != NULL)
    {
      graphene_rect_inset_r (&band, 0.035f * width, 0.015f * height, &text_box);
      append_name (snapshot, context, face->name, &face->ink, &text_box);
    }
}

static void
append_face (GtkSnapshot  *snapshot,
             PangoContext *context,
             const Face   *face,
             float         width,
             float         height)
{
  g_autoptr(PangoFontDescription) symbol_font = SYMBOL_FONT ();
  g_autoptr(PangoFontDescription) court_font = COURT_FONT ();

  if (height < COMPACT_HEIGHT)
    {
      /* One large symbol below and right of the index; court cards show
       * their letter. */
      if (face->kind == CENTRE_COURT)
        append_fitted_text (snapshot, context, court_font, face->rank, &face->ink,
                            0.62f * width, 0.72f * height, 0.56f * width, 0.34f * height, 0.8f);
      else
        append_fitted_text (snapshot, context, symbol_font, face->centre, &face->ink,
                            0.62f * width, 0.72f * height, 0.56f * width, 0.36f * height, 1.f);
      append_index (snapshot, context, face, width, height);
      return;
    }

  switch (face->kind)
    {
    case CENTRE_PIP:
      append_fitted_text (snapshot, context, symbol_font, face->centre, &face->ink,
                          width / 2.f, height / 2.f, 0.44f * width, 0.3f * height, 1.f);
      break;
    case CENTRE_ACE:
      append_fitted_text (snapshot, context, symbol_font, face->centre, &face->ink,
                          width / 2.f, height / 2.f, 0.58f * width, 0.4f * height, 1.f);
      break;
    case CENTRE_COURT:
      append_court (snapshot, context, face, width, height);
      break;
    case CENTRE_SPECIAL:
    default:
      append_special (snapshot, context, face, width, height);
      break;
    }

  append_index (snapshot, context, face, width, height);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width, height));
  gtk_snapshot_rotate (snapshot, 180.f);
  append_index (snapshot, context, face, width, height);
  gtk_snapshot_restore (snapshot);
}

/* A lattice of rounded diamonds on blue, inside a light margin. */
void
_fl_card_append_back (GtkSnapshot         *snapshot,
                      const FlCardPalette *palette,
                      float                width,
                      float                height)
{
  GskRoundedRect field;
  const graphene_rect_t *bounds = &field.bounds;
  float margin = 0.055f * width;
  int columns = 5;
  int rows;
  float step_x, step_y, side;

  _fl_card_outline (&field, width, height, margin);
  gtk_snapshot_push_rounded_clip (snapshot, &field);
  gtk_snapshot_append_color (snapshot, &palette->back, bounds);

  step_x = bounds->size.width / columns;
  rows = MAX (1, (int) round_px (bounds->size.height / step_x));
  step_y = bounds->size.height / rows;
  side = 0.48f * MIN (step_x, step_y);

  /* Large diamonds on the grid's points, small ones between them. */
  for (int pass = 0; pass < 2; pass++)
    {
      float s = pass == 0 ? side : 0.36f * side;
      float offset = pass == 0 ? 0.f : 0.5f;
      const GdkRGBA *color = pass == 0 ? &palette->back_pattern : &palette->back_line;
      GskRoundedRect diamond;

      gsk_rounded_rect_init_from_rect (&diamond, &GRAPHENE_RECT_INIT (-s / 2.f, -s / 2.f, s, s), 0.22f * s);

      for (int row = 0; row <= rows; row++)
        for (int column = 0; column <= columns; column++)
          {
            gtk_snapshot_save (snapshot);
            gtk_snapshot_translate (snapshot,
                                    &GRAPHENE_POINT_INIT (bounds->origin.x + (column + offset) * step_x,
                                                          bounds->origin.y + (row + offset) * step_y));
            gtk_snapshot_rotate (snapshot, 45.f);
            gtk_snapshot_push_rounded_clip (snapshot, &diamond);
            gtk_snapshot_append_color (snapshot, color, &diamond.bounds);
            gtk_snapshot_pop (snapshot);
            gtk_snapshot_restore (snapshot);
          }
    }

  gtk_snapshot_pop (snapshot);

  /* A light line just inside the pattern's edge. */
  gsk_rounded_rect_shrink (&field, 0.03f * width, 0.03f * width, 0.03f * width, 0.03f * width);
  _fl_card_append_ring (snapshot, &field, MAX (1.f, 0.012f * width), &palette->back_line);
}

/* Draws the face of @card of @deck on a card @width × @height, in the inks
 * of a four-colour pack if @four_colour. Returns FALSE, drawing nothing,
 * for a card that @deck does not have. */
gboolean
_fl_card_append_face (GtkSnapshot  *snapshot,
                      PangoContext *context,
                      FlDeckId      deck,
                      FlCard        card,
                      gboolean      four_colour,
                      float         width,
                      float         height)
{
  Face face;

  if (!face_init (&face, deck, card, four_colour))
    return FALSE;
  append_face (snapshot, context, &face, width, height);
  return TRUE;
}
