/* fl-card-widget.c: one playing card, drawn as vectors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-card-widget"

#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <string.h>

#include "fl-card-widget-private.h"

/**
 * FlCardWidget:
 *
 * A playing card of any of our decks, face up or down, drawn with
 * #GtkSnapshot: rounded rectangles, borders and shadows from GSK, and every
 * letter and symbol as Pango text, so it is sharp at every size and scale
 * and needs no image files.
 *
 * The face is built for a fanned hand, where only the left third of a card
 * shows: a large rank over a large suit symbol in the top-left corner (and
 * again, turned round, in the bottom-right one). The centre holds one large
 * suit symbol for number cards and aces, a letter in a frame for jacks,
 * queens and kings, and for jokers and special cards (Flaps) their name on a
 * band between two symbols of their power (see flaps_glyphs below).
 *
 * The states the table sets are drawn around the cached face: dimmed (not
 * playable now), selected (raised and outlined), highlighted (a glow) and the
 * keyboard focus ring. Their colour is the widget's CSS colour, which
 * style.css sets to the accent colour.
 *
 * An interactive card is a button for assistive technologies and the
 * keyboard, and emits #FlCardWidget::activate when clicked or activated with
 * Enter or Space; any other card is an image and takes no focus.
 */

/* A card is 5 units wide for 7 high (63.5 × 88.9 mm, a poker card). */
#define CARD_ASPECT (5.f / 7.f)
#define DEFAULT_CARD_HEIGHT 140
/* How far a selected card rises, in card heights. */
#define SELECTED_LIFT 0.12f

struct _FlCardWidget
{
  GtkWidget      parent_instance;

  FlDeckId       deck;
  FlCard         card;
  int            card_height;

  guint          face_up : 1;
  guint          dimmed : 1;
  guint          selected : 1;
  guint          highlighted : 1;
  guint          playable : 1;
  guint          interactive : 1;
  guint          four_colour : 1;

  /* The card itself (face or back) in card coordinates, without states,
   * kept until something it shows changes. */
  GskRenderNode *card_node;
  float          card_node_width;
  float          card_node_height;
};

G_DEFINE_FINAL_TYPE (FlCardWidget, fl_card_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CARD_HEIGHT,
  PROP_FACE_UP,
  PROP_DIMMED,
  PROP_SELECTED,
  PROP_HIGHLIGHTED,
  PROP_PLAYABLE,
  PROP_INTERACTIVE,
  PROP_FOUR_COLOUR,
  N_PROPS
};

enum {
  ACTIVATE,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

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
} Palette;

static const Palette palettes[2] = {
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
static void
card_outline (GskRoundedRect *outline,
              float           width,
              float           height,
              float           inset)
{
  gsk_rounded_rect_init_from_rect (outline,
                                   &GRAPHENE_RECT_INIT (inset, inset, width - 2 * inset, height - 2 * inset),
                                   MAX (0.f, height / 20.f - inset));
}

static void
append_ring (GtkSnapshot          *snapshot,
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
  gboolean compact = height < COMPACT_HEIGHT;
  /* The axis of the index, and how wide it may be: it stays in the left
   * 30% of the card, the part a fanned hand shows. */
  float axis = (compact ? 0.18f : 0.165f) * width;
  float box_w = (compact ? 0.32f : 0.25f) * width;
  float top = (compact ? 0.05f : 0.045f) * height;
  float rank_h = (compact ? 0.22f : 0.165f) * height;
  float gap = (compact ? 0.035f : 0.035f) * height;
  /* Small suit symbols are told apart only when they are large enough. */
  float symbol_h = (compact ? 0.2f : 0.125f) * height;

  /* Condensed letters are too thin when small. */
  if (compact)
    pango_font_description_set_stretch (index_font, PANGO_STRETCH_NORMAL);

  if (face->rank != NULL)
    {
      append_fitted_text (snapshot, context, index_font, face->rank, &face->ink,
                          axis, top + rank_h / 2.f, box_w, rank_h, 0.7f);
      top += rank_h + gap;
    }
  else
    {
      /* A symbol alone (jokers, Ol' Maids) is as large as a rank. */
      symbol_h = (compact ? 0.24f : 0.18f) * height;
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
  append_ring (snapshot, &outline, line, &face->ink);

  gsk_rounded_rect_shrink (&outline, inset, inset, inset, inset);
  append_ring (snapshot, &outline, MAX (1.f, 0.004f * height), &face->ink);

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
  append_ring (snapshot, &outline, MAX (1.f, 0.008f * height), &face->ink);

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
static void
append_back (GtkSnapshot   *snapshot,
             const Palette *palette,
             float          width,
             float          height)
{
  GskRoundedRect field;
  const graphene_rect_t *bounds = &field.bounds;
  float margin = 0.055f * width;
  int columns = 5;
  int rows;
  float step_x, step_y, side;

  card_outline (&field, width, height, margin);
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
  append_ring (snapshot, &field, MAX (1.f, 0.012f * width), &palette->back_line);
}

static gboolean
is_dark (FlCardWidget *self)
{
  return adw_style_manager_get_dark (adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self))));
}

static gboolean
shows_face (FlCardWidget *self)
{
  return self->face_up && self->card != FL_CARD_NONE;
}

static GskRenderNode *
build_card_node (FlCardWidget *self,
                 float         width,
                 float         height)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  const Palette *palette = &palettes[is_dark (self) ? 1 : 0];
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  GskRoundedRect outline;
  Face face;

  card_outline (&outline, width, height, 0.f);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &palette->face, &outline.bounds);
  gtk_snapshot_pop (snapshot);

  if (!shows_face (self))
    append_back (snapshot, palette, width, height);
  else if (face_init (&face, self->deck, self->card, self->four_colour))
    append_face (snapshot, context, &face, width, height);

  append_ring (snapshot, &outline, CLAMP (height / 200.f, 1.f, 2.f), &palette->border);

  return gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
}

static void
invalidate_card (FlCardWidget *self)
{
  g_clear_pointer (&self->card_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Where the card is drawn: the largest card of the right shape that fits
 * the allocation, centred, and raised when selected. */
static void
get_card_rect (FlCardWidget    *self,
               graphene_rect_t *rect)
{
  float width = gtk_widget_get_width (GTK_WIDGET (self));
  float height = gtk_widget_get_height (GTK_WIDGET (self));
  float card_height = MIN (height, round_px (width / CARD_ASPECT));
  float card_width = MIN (width, round_px (card_height * CARD_ASPECT));

  graphene_rect_init (rect, floor_px ((width - card_width) / 2.f), floor_px ((height - card_height) / 2.f),
                      card_width, card_height);
  if (self->selected)
    rect->origin.y -= round_px (SELECTED_LIFT * card_height);
}

/* The colour of the outlines, the glow and the focus ring: the widget's CSS
 * colour, the accent colour in style.css. */
static void
get_state_color (FlCardWidget *self,
                 GdkRGBA      *color)
{
#if GTK_CHECK_VERSION (4, 10, 0) && GDK_VERSION_MIN_REQUIRED >= GDK_VERSION_4_10
  gtk_widget_get_color (GTK_WIDGET (self), color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (self)), color);
#endif
}

static void
fl_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);
  const Palette *palette = &palettes[is_dark (self) ? 1 : 0];
  graphene_rect_t rect;
  GskRoundedRect outline;
  GdkRGBA accent;
  float width, height, line;

  get_card_rect (self, &rect);
  width = rect.size.width;
  height = rect.size.height;
  if (width < 1.f || height < 1.f)
    return;

  get_state_color (self, &accent);

  if (self->card_node == NULL || self->card_node_width != width || self->card_node_height != height)
    {
      g_clear_pointer (&self->card_node, gsk_render_node_unref);
      self->card_node = build_card_node (self, width, height);
      self->card_node_width = width;
      self->card_node_height = height;
    }

  card_outline (&outline, width, height, 0.f);
  line = MAX (2.f, round_px (height / 60.f));

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &rect.origin);

  if (self->highlighted)
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &accent, 0.f, 0.f,
                                       MAX (2.f, height / 30.f), MAX (4.f, height / 8.f));

  /* A raised card casts a longer shadow. */
  if (self->selected)
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &palette->shadow, 0.f, height / 25.f,
                                       0.f, height / 12.f);
  else
    gtk_snapshot_append_outset_shadow (snapshot, &outline, &palette->shadow, 0.f, MAX (1.f, height / 120.f),
                                       0.f, MAX (2.f, height / 50.f));

  gtk_snapshot_append_node (snapshot, self->card_node);

  if (self->dimmed)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &palette->dim, &outline.bounds);
      gtk_snapshot_pop (snapshot);
    }

  if (self->selected || self->highlighted)
    {
      GskRoundedRect ring = outline;

      gsk_rounded_rect_shrink (&ring, -line, -line, -line, -line);
      append_ring (snapshot, &ring, line, &accent);
    }

  /* The focus ring, apart from the card and any outline: the accent
   * colour edged with the face's, which shows on the table whatever its
   * colour. */
  if (gtk_widget_has_visible_focus (widget))
    {
      GskRoundedRect ring = outline;
      float offset = (self->selected || self->highlighted ? line : 0.f) + MAX (2.f, round_px (height / 50.f)) + line;
      float edge = MAX (1.f, round_px (line / 2.f));

      gsk_rounded_rect_shrink (&ring, -offset, -offset, -offset, -offset);
      append_ring (snapshot, &ring, line, &accent);
      gsk_rounded_rect_shrink (&ring, -edge, -edge, -edge, -edge);
      append_ring (snapshot, &ring, edge, &palette->face);
    }

  gtk_snapshot_restore (snapshot);
}

static void
fl_card_widget_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = (int) round_px (self->card_height * CARD_ASPECT);
  else
    *minimum = *natural = self->card_height;
}

/* A selected card takes clicks where it is drawn, above its allocation. */
static gboolean
fl_card_widget_contains (GtkWidget *widget,
                         double     x,
                         double     y)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);
  graphene_rect_t rect;

  get_card_rect (self, &rect);
  if (graphene_rect_contains_point (&rect, &GRAPHENE_POINT_INIT (x, y)))
    return TRUE;

  return GTK_WIDGET_CLASS (fl_card_widget_parent_class)->contains (widget, x, y);
}

static void
fl_card_widget_system_setting_changed (GtkWidget        *widget,
                                       GtkSystemSetting  setting)
{
  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->system_setting_changed (widget, setting);

  /* The card's text is drawn with the fonts' rendering settings. */
  invalidate_card (FL_CARD_WIDGET (widget));
}

static void
fl_card_widget_state_flags_changed (GtkWidget     *widget,
                                    GtkStateFlags  previous_state)
{
  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->state_flags_changed (widget, previous_state);

  /* The focus ring comes and goes with :focus-visible. */
  if ((gtk_widget_get_state_flags (widget) ^ previous_state) &
      (GTK_STATE_FLAG_FOCUS_VISIBLE | GTK_STATE_FLAG_FOCUSED))
    gtk_widget_queue_draw (widget);
}

/* ---- Input and accessibility ---------------------------------------------- */

static void
click_released_cb (FlCardWidget *self,
                   int           n_press,
                   double        x,
                   double        y,
                   GtkGesture   *gesture)
{
  if (!self->interactive || !gtk_widget_contains (GTK_WIDGET (self), x, y))
    return;

  gtk_gesture_set_state (gesture, GTK_EVENT_SEQUENCE_CLAIMED);
  g_signal_emit (self, signals[ACTIVATE], 0);
}

/* Only interactive cards are activated, whoever asks. */
static void
fl_card_widget_real_activate (FlCardWidget *self)
{
  if (!self->interactive)
    g_signal_stop_emission (self, signals[ACTIVATE], 0);
}

static gboolean
activate_key_cb (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  FlCardWidget *self = FL_CARD_WIDGET (widget);

  if (!self->interactive)
    return FALSE;

  g_signal_emit (self, signals[ACTIVATE], 0);
  return TRUE;
}

static void
update_accessible_label (FlCardWidget *self)
{
  g_autofree char *label = fl_card_widget_describe_card (self->deck, shows_face (self) ? self->card : FL_CARD_NONE);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

static void
set_accessible_role (FlCardWidget *self)
{
  GtkAccessibleRole role = self->interactive ? GTK_ACCESSIBLE_ROLE_BUTTON : GTK_ACCESSIBLE_ROLE_IMG;

  if (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (self)) != role)
    g_object_set (self, "accessible-role", role, NULL);
}

/* GTK takes no new role once the widget's accessible is realized, which
 * may happen as soon as it is in a window: a card in a window takes its
 * new role when it is next put in one. */
static void
update_accessible_role (FlCardWidget *self)
{
  if (gtk_widget_get_root (GTK_WIDGET (self)) == NULL)
    set_accessible_role (self);
}

static void
fl_card_widget_root (GtkWidget *widget)
{
  /* Before the accessible is realized with the root. */
  set_accessible_role (FL_CARD_WIDGET (widget));

  GTK_WIDGET_CLASS (fl_card_widget_parent_class)->root (widget);
}

static void
style_manager_dark_cb (FlCardWidget *self)
{
  invalidate_card (self);
}

static void
set_style_class (FlCardWidget *self,
                 const char   *name,
                 gboolean      set)
{
  if (set)
    gtk_widget_add_css_class (GTK_WIDGET (self), name);
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), name);
}

/* ---- Public API ------------------------------------------------------------ */

/**
 * fl_card_widget_new:
 * @deck: the deck of @card
 * @card: a card of @deck, or %FL_CARD_NONE for a card whose face is
 *   unknown, drawn as its back
 *
 * Returns: (transfer floating): a new card, face up, not interactive
 */
GtkWidget *
fl_card_widget_new (FlDeckId deck,
                    FlCard   card)
{
  FlCardWidget *self;

  g_return_val_if_fail (deck < FL_N_DECKS, NULL);

  self = g_object_new (FL_TYPE_CARD_WIDGET, NULL);
  fl_card_widget_set_card (self, deck, card);

  return GTK_WIDGET (self);
}

/**
 * fl_card_widget_set_card:
 * @self: a card widget
 * @deck: the deck of @card
 * @card: a card of @deck, or %FL_CARD_NONE for its back
 *
 * Shows another card.
 */
void
fl_card_widget_set_card (FlCardWidget *self,
                         FlDeckId      deck,
                         FlCard        card)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));
  g_return_if_fail (deck < FL_N_DECKS);
  g_return_if_fail (card == FL_CARD_NONE || card < fl_deck_get (deck)->n_cards);

  if (self->deck == deck && self->card == card)
    return;

  self->deck = deck;
  self->card = card;

  invalidate_card (self);
  update_accessible_label (self);
}

FlCard
fl_card_widget_get_card (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FL_CARD_NONE);

  return self->card;
}

FlDeckId
fl_card_widget_get_deck (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FL_DECK_STANDARD_52);

  return self->deck;
}

/**
 * fl_card_widget_set_face_up:
 * @self: a card widget
 * @face_up: %FALSE to draw the card's back
 */
void
fl_card_widget_set_face_up (FlCardWidget *self,
                            gboolean      face_up)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;

  self->face_up = face_up;

  invalidate_card (self);
  update_accessible_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

gboolean
fl_card_widget_get_face_up (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->face_up;
}

/**
 * fl_card_widget_set_card_height:
 * @self: a card widget
 * @height: the card's natural height in pixels; its width is 5/7 of it
 */
void
fl_card_widget_set_card_height (FlCardWidget *self,
                                int           height)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));
  g_return_if_fail (height > 0);

  if (self->card_height == height)
    return;

  self->card_height = height;

  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_HEIGHT]);
}

int
fl_card_widget_get_card_height (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), 0);

  return self->card_height;
}

/**
 * fl_card_widget_set_dimmed:
 * @self: a card widget
 * @dimmed: whether to grey the card out, as one that cannot be played now
 */
void
fl_card_widget_set_dimmed (FlCardWidget *self,
                           gboolean      dimmed)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  dimmed = !!dimmed;
  if (self->dimmed == dimmed)
    return;

  self->dimmed = dimmed;

  set_style_class (self, "dimmed", dimmed);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIMMED]);
}

gboolean
fl_card_widget_get_dimmed (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->dimmed;
}

/**
 * fl_card_widget_set_selected:
 * @self: a card widget
 * @selected: whether the card is chosen for a play of several cards; it is
 *   drawn raised, above its allocation, and outlined
 */
void
fl_card_widget_set_selected (FlCardWidget *self,
                             gboolean      selected)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  selected = !!selected;
  if (self->selected == selected)
    return;

  self->selected = selected;

  set_style_class (self, "selected", selected);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

gboolean
fl_card_widget_get_selected (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->selected;
}

/**
 * fl_card_widget_set_highlighted:
 * @self: a card widget
 * @highlighted: whether to make the card stand out with a glow, as the
 *   winning card of a trick or a hint
 */
void
fl_card_widget_set_highlighted (FlCardWidget *self,
                                gboolean      highlighted)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  highlighted = !!highlighted;
  if (self->highlighted == highlighted)
    return;

  self->highlighted = highlighted;

  set_style_class (self, "highlighted", highlighted);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED]);
}

gboolean
fl_card_widget_get_highlighted (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->highlighted;
}

/**
 * fl_card_widget_set_playable:
 * @self: a card widget
 * @playable: whether the card may be played now; only its accessible state
 *   (disabled when not playable) follows, fl_card_widget_set_dimmed() draws
 */
void
fl_card_widget_set_playable (FlCardWidget *self,
                             gboolean      playable)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  playable = !!playable;
  if (self->playable == playable)
    return;

  self->playable = playable;

  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_DISABLED, !playable,
                               -1);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

gboolean
fl_card_widget_get_playable (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->playable;
}

/**
 * fl_card_widget_set_interactive:
 * @self: a card widget
 * @interactive: whether the card is a button: focusable, clickable, with a
 *   pointer cursor and the button role; otherwise it is an image
 */
void
fl_card_widget_set_interactive (FlCardWidget *self,
                                gboolean      interactive)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  interactive = !!interactive;
  if (self->interactive == interactive)
    return;

  self->interactive = interactive;

  gtk_widget_set_focusable (GTK_WIDGET (self), interactive);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), interactive ? "pointer" : NULL);
  set_style_class (self, "interactive", interactive);
  update_accessible_role (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE]);
}

gboolean
fl_card_widget_get_interactive (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->interactive;
}

/**
 * fl_card_widget_set_four_colour:
 * @self: a card widget
 * @four_colour: whether to print diamonds blue and clubs green
 */
void
fl_card_widget_set_four_colour (FlCardWidget *self,
                                gboolean      four_colour)
{
  g_return_if_fail (FL_IS_CARD_WIDGET (self));

  four_colour = !!four_colour;
  if (self->four_colour == four_colour)
    return;

  self->four_colour = four_colour;

  invalidate_card (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOUR_COLOUR]);
}

gboolean
fl_card_widget_get_four_colour (FlCardWidget *self)
{
  g_return_val_if_fail (FL_IS_CARD_WIDGET (self), FALSE);

  return self->four_colour;
}

/* ---- GObject ------------------------------------------------------------ */

static void
fl_card_widget_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      g_value_set_int (value, self->card_height);
      break;
    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;
    case PROP_DIMMED:
      g_value_set_boolean (value, self->dimmed);
      break;
    case PROP_SELECTED:
      g_value_set_boolean (value, self->selected);
      break;
    case PROP_HIGHLIGHTED:
      g_value_set_boolean (value, self->highlighted);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_FOUR_COLOUR:
      g_value_set_boolean (value, self->four_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fl_card_widget_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_CARD_HEIGHT:
      fl_card_widget_set_card_height (self, g_value_get_int (value));
      break;
    case PROP_FACE_UP:
      fl_card_widget_set_face_up (self, g_value_get_boolean (value));
      break;
    case PROP_DIMMED:
      fl_card_widget_set_dimmed (self, g_value_get_boolean (value));
      break;
    case PROP_SELECTED:
      fl_card_widget_set_selected (self, g_value_get_boolean (value));
      break;
    case PROP_HIGHLIGHTED:
      fl_card_widget_set_highlighted (self, g_value_get_boolean (value));
      break;
    case PROP_PLAYABLE:
      fl_card_widget_set_playable (self, g_value_get_boolean (value));
      break;
    case PROP_INTERACTIVE:
      fl_card_widget_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_FOUR_COLOUR:
      fl_card_widget_set_four_colour (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
fl_card_widget_finalize (GObject *object)
{
  FlCardWidget *self = FL_CARD_WIDGET (object);

  g_clear_pointer (&self->card_node, gsk_render_node_unref);

  G_OBJECT_CLASS (fl_card_widget_parent_class)->finalize (object);
}

static void
fl_card_widget_class_init (FlCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint activate_keys[] = {
    GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space,
  };

  object_class->get_property = fl_card_widget_get_property;
  object_class->set_property = fl_card_widget_set_property;
  object_class->finalize = fl_card_widget_finalize;

  widget_class->snapshot = fl_card_widget_snapshot;
  widget_class->measure = fl_card_widget_measure;
  widget_class->contains = fl_card_widget_contains;
  widget_class->root = fl_card_widget_root;
  widget_class->system_setting_changed = fl_card_widget_system_setting_changed;
  widget_class->state_flags_changed = fl_card_widget_state_flags_changed;

  properties[PROP_CARD_HEIGHT] =
    g_param_spec_int ("card-height", NULL, NULL,
                      1, G_MAXINT16, DEFAULT_CARD_HEIGHT,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_UP] =
    g_param_spec_boolean ("face-up", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DIMMED] =
    g_param_spec_boolean ("dimmed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_boolean ("selected", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHTED] =
    g_param_spec_boolean ("highlighted", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOUR_COLOUR] =
    g_param_spec_boolean ("four-colour", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FlCardWidget::activate:
   *
   * Emitted when an interactive card is clicked with the primary button or
   * activated from the keyboard (Enter or Space), or with
   * gtk_widget_activate(). A card that is not interactive stops the
   * emission before any handler runs.
   */
  signals[ACTIVATE] =
    g_signal_new_class_handler ("activate",
                                G_TYPE_FROM_CLASS (klass),
                                G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                G_CALLBACK (fl_card_widget_real_activate),
                                NULL, NULL,
                                NULL,
                                G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);

  for (guint i = 0; i < G_N_ELEMENTS (activate_keys); i++)
    gtk_widget_class_add_binding (widget_class, activate_keys[i], 0, activate_key_cb, NULL);

  gtk_widget_class_set_css_name (widget_class, "card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
fl_card_widget_init (FlCardWidget *self)
{
  GtkGesture *click;

  self->deck = FL_DECK_STANDARD_52;
  self->card = FL_CARD_NONE;
  self->card_height = DEFAULT_CARD_HEIGHT;
  self->face_up = TRUE;
  self->playable = TRUE;

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect_object (adw_style_manager_get_for_display (gtk_widget_get_display (GTK_WIDGET (self))),
                           "notify::dark", G_CALLBACK (style_manager_dark_cb), self, G_CONNECT_SWAPPED);

  update_accessible_label (self);
}
