/* fl-flaunt-bot.c: a Flaunt player that bluffs and challenges by the odds
 *
 * Source: ../shared/seeds/003_c0739e03c4a9e2bb.txt ("003"), with the rule
 * labels of the lead developer's restatement.
 *
 * The bot sees only its observation: its own hand, the counts of the
 * others' hands and of the stock, every card turned up and who challenged.
 * It weighs a handful of choices, not the legal actions (a sneak may be any
 * cards, far too many to list): a draw; for each size it may lead, the best
 * match, straight flush, straight and flush of its hand (and its highest
 * and lowest single), each flaunted and sneaked; one bluff, its lowest
 * cards that make no combination, sneaked; and at a challenge, a pass or
 * its strongest play of the size led.
 *
 * Each choice is valued over deals of the unseen cards sampled with the
 * rules' determinize() (the shared sampler, fl-bot-sampler.c, with this
 * file's weigh()), by playing the contest it starts or joins to its end:
 * every other seat still to decide answers by a rule of thumb that reads
 * only its own hand and what lies face up (against a flaunt it challenges
 * when its best play of the kind led beats the lead; against a sneak when
 * it holds a combination of the size, or a high card against one card),
 * and fl_flaunt_contest_winner() decides. A hidden sneak is counted as
 * the best the leader could have led (LEADER_MODEL of it) or else the
 * cards the deal put there, since players mostly sneak combinations. The
 * value, in points (S1: a card won is a point), is the cards the bot wins
 * less the others' gain shared among them, plus a hand value for every
 * card it keeps in hand (a card drawn is won later; near the end of the
 * stock all the more, E1), and minus SAVE_VALUE a card for a strong
 * combination spent while the stock is long (saved for the end, once
 * sneaking ends and every lead is a flaunt, T6).
 *
 * The bot takes the best value, except that it bluffs: at a lead it
 * sneaks its bluff BLUFF_RATE of the time when the bluff is worth nearly
 * as much as the best; and at a close challenge it sometimes declines
 * (either then counts as worth the best, take_instead()). The hint
 * (fl_bot_advise()) and the move are this one evaluation. It wins every
 * game against random players at two, four and seven players
 * (tests/test-flaunt-bot.c measures it), and nearly every four-handed
 * game against its first version (a flat hand value of 0.55, twelve
 * deals, LEADER_MODEL one half).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "fl-flaunt-bot"

#include "config.h"

#include <string.h>

#include "fl-bot-sampler.h"
#include "fl-flaunt-bot.h"

#define WORLDS 32
/* The largest lead the bot weighs: longer combinations are rare, and a
 * long lead risks many cards. */
#define MAX_LEAD_SIZE 8
/* What a card kept in hand is worth, in points: it is won later, and the
 * more so the shorter the stock, since the last player holding cards
 * wins them (E1) and a long hand answers every lead. From the whole stock
 * left to none, it grows from the first to the second. A card drawn is
 * worth the first. Tuned in games between bots, the second tried from
 * 0.55 to 3: keeping its cards this dearly at the end, the bot won 86 %
 * of two-handed games against itself with 0.55 and 1.2. */
#define HAND_VALUE_EARLY 0.7
#define HAND_VALUE_LATE 2.2
#define DRAW_VALUE HAND_VALUE_EARLY
/* What spending a strong combination costs while the whole stock is
 * left, a card; it falls with the stock. */
#define SAVE_VALUE 0.6
/* How often, in thousandths, the bot sneaks its bluff when that is worth
 * at least the best less BLUFF_SLACK. */
#define BLUFF_RATE 250
#define BLUFF_SLACK 2.5
/* How often, in thousandths, the bot declines a challenge worth no more
 * than DECLINE_EDGE above a pass. */
#define DECLINE_RATE 150
#define DECLINE_EDGE 1.0
/* A sneak's hidden cards count this much as the leader's best cards. */
#define LEADER_MODEL 0.8

#define MAX_CANDIDATES 8

struct _FlFlauntBot
{
  GObject parent_instance;
  FlRng   rng;
};

static void fl_flaunt_bot_iface_init (FlBotInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FlFlauntBot, fl_flaunt_bot, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FL_TYPE_BOT, fl_flaunt_bot_iface_init))

/* ---- A hand, indexed by rank and suit --------------------------------- */

typedef struct
{
  guint   n;
  FlCard  all[FL_FLAUNT_MAX_CARDS];             /* highest rank first */
  guint8  rank_n[15];                           /* [1] is the ace, low */
  FlCard  by_rank[15][8];
  guint8  suit_n[FL_N_SUITS];
  FlCard  by_suit[FL_N_SUITS][26];              /* highest first */
  FlCard  suit_rank[FL_N_SUITS][15];
  guint16 suit_ranks[FL_N_SUITS];               /* a bit per rank; bit 1 the
                                                 * ace counted low */
  guint16 any_ranks;
} Hand;

static void
index_hand (const FlFlauntCards *cards,
            Hand                *hand)
{
  hand->n = 0;
  memset (hand->rank_n, 0, sizeof hand->rank_n);
  memset (hand->suit_n, 0, sizeof hand->suit_n);
  memset (hand->suit_ranks, 0, sizeof hand->suit_ranks);

  for (guint rank = 14; rank >= 2; rank--)
    for (guint suit = 0; suit < FL_N_SUITS; suit++)
      for (guint pack = 0; pack < 2; pack++)
        {
          FlCard std = FL_STD_CARD (suit, rank);
          FlCard card;

          if (!(cards->packs[pack] & FL_CARD_SET_BIT (std)))
            continue;
          card = (FlCard) (pack * FL_FLAUNT_PACK + std);
          hand->all[hand->n++] = card;
          hand->by_rank[rank][hand->rank_n[rank]++] = card;
          hand->by_suit[suit][hand->suit_n[suit]++] = card;
          hand->suit_rank[suit][rank] = card;
          hand->suit_ranks[suit] |= 1u << rank;
        }

  hand->any_ranks = 0;
  for (guint suit = 0; suit < FL_N_SUITS; suit++)
    {
      if (hand->suit_ranks[suit] & (1u << 14))
        {
          hand->suit_ranks[suit] |= 1u << 1;
          hand->suit_rank[suit][1] = hand->suit_rank[suit][14];
        }
      hand->any_ranks |= hand->suit_ranks[suit];
    }
  hand->rank_n[1] = hand->rank_n[14];
  memcpy (hand->by_rank[1], hand->by_rank[14], sizeof hand->by_rank[1]);
}

/* K1: the highest top of a sequence of @n ranks all in @ranks, or 0; the
 * ace (bit 1) low only when @ace_high_only is false. */
static guint
sequence_top (guint16  ranks,
              guint    n,
              gboolean ace_high_only)
{
  guint lowest_top = ace_high_only ? n + 1 : n;
  guint16 run;

  if (n < 2 || n > 13)
    return 0;
  run = (guint16) ((1u << n) - 1);
  for (guint top = 14; top >= lowest_top; top--)
    {
      guint16 want = (guint16) (run << (top + 1 - n));

      if ((ranks & want) == want)
        return top;
    }
  return 0;
}

typedef struct
{
  guint8 n;
  FlCard cards[FL_FLAUNT_MAX_LEAD];
} Cards;

/* The plays of @n cards worth weighing from @hand: the highest and lowest
 * single; the highest and lowest match, the highest straight flush and
 * straight, each suit's highest flush; the @n highest cards and the @n
 * lowest (what is left when nothing combines: a challenge to a sneak, or
 * a bluff). Returns how many, in @out. */
static guint
candidates (const Hand *hand,
            guint       n,
            gboolean    ace_high_only,
            Cards      *out)
{
  guint k = 0;

  if (n == 0 || n > hand->n || n > FL_FLAUNT_MAX_LEAD)
    return 0;

  if (n == 1)
    {
      out[k].n = 1, out[k++].cards[0] = hand->all[0];
      if (hand->n > 1)
        out[k].n = 1, out[k++].cards[0] = hand->all[hand->n - 1];
      return k;
    }

  /* Matches, highest and lowest. */
  for (guint rank = 14; rank >= 2; rank--)
    if (hand->rank_n[rank] >= n)
      {
        out[k].n = (guint8) n;
        memcpy (out[k++].cards, hand->by_rank[rank], n);
        break;
      }
  for (guint rank = 2; rank <= 14 && k > 0; rank++)
    if (hand->rank_n[rank] >= n)
      {
        if (out[k - 1].cards[0] != hand->by_rank[rank][0])
          {
            out[k].n = (guint8) n;
            memcpy (out[k++].cards, hand->by_rank[rank], n);
          }
        break;
      }

  /* The highest straight flush. */
  {
    guint best_top = 0, best_suit = 0;

    for (guint suit = 0; suit < FL_N_SUITS; suit++)
      {
        guint top = sequence_top (hand->suit_ranks[suit], n, ace_high_only);

        if (top > best_top)
          best_top = top, best_suit = suit;
      }
    if (best_top > 0)
      {
        out[k].n = (guint8) n;
        for (guint i = 0; i < n; i++)
          out[k].cards[i] = hand->suit_rank[best_suit][best_top - i];
        k++;
      }
  }

  /* The highest straight. */
  {
    guint top = sequence_top (hand->any_ranks, n, ace_high_only);

    if (top > 0)
      {
        out[k].n = (guint8) n;
        for (guint i = 0; i < n; i++)
          out[k].cards[i] = hand->by_rank[top - i][0];
        k++;
      }
  }

  /* Each suit's highest flush. */
  for (guint suit = 0; suit < FL_N_SUITS && k < MAX_CANDIDATES - 2; suit++)
    if (hand->suit_n[suit] >= n)
      {
        out[k].n = (guint8) n;
        memcpy (out[k++].cards, hand->by_suit[suit], n);
      }

  /* The highest cards and the lowest. */
  out[k].n = (guint8) n;
  memcpy (out[k++].cards, hand->all, n);
  out[k].n = (guint8) n;
  memcpy (out[k++].cards, hand->all + hand->n - n, n);

  return k;
}

typedef struct
{
  gboolean         any_kind;
  gboolean         ace_high_only;
} Options;

static inline Options
options_of (const FlFlauntState *state)
{
  return (Options) {
    .any_kind = state->challenges_option == FL_FLAUNT_CHALLENGES_ANY_KIND,
    .ace_high_only = state->ace_option == FL_FLAUNT_ACE_HIGH,
  };
}

/* The strongest play of @n cards of @hand in a contest where @led_kind
 * was flaunted (FL_FLAUNT_N_KINDS: a sneak's). Face up, only one card or
 * a combination may be played (C3). Returns FALSE when there is none. */
static gboolean
strongest (const Hand       *hand,
           guint             n,
           FlFlauntKind      led_kind,
           Options           options,
           Cards            *play,
           FlFlauntStrength *strength)
{
  Cards all[MAX_CANDIDATES];
  guint k = candidates (hand, n, options.ace_high_only, all);
  gboolean found = FALSE;

  for (guint i = 0; i < k; i++)
    {
      FlFlauntStrength s;

      if (led_kind != FL_FLAUNT_N_KINDS &&
          fl_flaunt_classify (all[i].cards, n, options.ace_high_only) == FL_FLAUNT_KIND_NONE)
        continue;
      s = fl_flaunt_strength (all[i].cards, n, led_kind, options.any_kind, options.ace_high_only);
      if (!found || s.key > strength->key)
        {
          found = TRUE;
          *strength = s;
          *play = all[i];
        }
    }
  return found;
}

/* ---- One contest, played out in a sampled deal ------------------------ */

static guint
count_cards (const FlFlauntCards *cards)
{
  return fl_flaunt_cards_count (cards);
}

static void
set_play (FlFlauntPlay *play,
          guint         seat,
          const FlCard *cards,
          guint         n)
{
  play->seat = (guint8) seat;
  play->n_cards = (guint8) n;
  memcpy (play->cards, cards, n);
}

/* What the other seats would play, in one sampled deal: each seat's hand
 * indexed, and its strongest play of each size for each kind led, worked
 * out once however many choices ask. */
typedef struct
{
  const FlFlauntState *world;
  Options              options;
  guint8               indexed;                 /* a bit per seat */
  Hand                 hands[FL_FLAUNT_MAX_PLAYERS];
  /* [seat][size][kind led, FL_FLAUNT_N_KINDS for a sneak]: bit 0 worked
   * out, bit 1 found */
  guint8               known[FL_FLAUNT_MAX_PLAYERS][FL_FLAUNT_MAX_LEAD + 1][FL_FLAUNT_N_KINDS + 1];
  Cards                best[FL_FLAUNT_MAX_PLAYERS][FL_FLAUNT_MAX_LEAD + 1][FL_FLAUNT_N_KINDS + 1];
  FlFlauntStrength     strength[FL_FLAUNT_MAX_PLAYERS][FL_FLAUNT_MAX_LEAD + 1][FL_FLAUNT_N_KINDS + 1];
} World;

static void
world_init (World               *w,
            const FlFlauntState *world)
{
  w->world = world;
  w->options = options_of (world);
  w->indexed = 0;
  memset (w->known, 0, sizeof w->known);
}

static gboolean
world_strongest (World                   *w,
                 guint                    seat,
                 guint                    n,
                 FlFlauntKind             led_kind,
                 const Cards            **play,
                 const FlFlauntStrength **strength)
{
  guint8 *known = &w->known[seat][n][led_kind];

  if (!(*known & 1))
    {
      if (!(w->indexed & (1u << seat)))
        {
          index_hand (&w->world->hands[seat], &w->hands[seat]);
          w->indexed |= (guint8) (1u << seat);
        }
      *known = 1 | (strongest (&w->hands[seat], n, led_kind, w->options, &w->best[seat][n][led_kind],
                               &w->strength[seat][n][led_kind]) ? 2 : 0);
    }
  *play = &w->best[seat][n][led_kind];
  *strength = &w->strength[seat][n][led_kind];
  return (*known & 2) != 0;
}

/* The rule of thumb of a seat deciding whether to challenge, from its own
 * hand and the lead when face up: against a flaunt, its best play of the
 * kind led when that beats the lead (a later equal wins, C4); against a
 * sneak, its best play when it is a combination, or a card above a ten
 * against a single card. */
static const Cards *
would_challenge (World                  *w,
                 guint                   seat,
                 guint                   n,
                 gboolean                face_up,
                 FlFlauntKind            led_kind,
                 const FlFlauntStrength *lead)
{
  const FlFlauntStrength *strength;
  const Cards *play;

  if (!world_strongest (w, seat, n, face_up ? led_kind : FL_FLAUNT_N_KINDS, &play, &strength))
    return NULL;
  if (face_up)
    return strength->key >= lead->key ? play : NULL;
  if (n == 1)
    return strength->top > 10 ? play : NULL;
  return strength->kind != FL_FLAUNT_KIND_NONE ? play : NULL;
}

/* HAND_VALUE_EARLY with the whole stock left, HAND_VALUE_LATE once it is
 * empty. */
static inline double
hand_value (const FlFlauntState *world)
{
  double stock_left = world->n_cards ? (double) world->n_stock / world->n_cards : 0;

  return HAND_VALUE_LATE + (HAND_VALUE_EARLY - HAND_VALUE_LATE) * stock_left;
}

/* Plays a contest in @world to its end: @plays[0] the lead, the seats
 * that decided already as @world says (when @decided), @me with @mine
 * (or no challenge, when %NULL), every other seat holding enough cards by
 * the rule of thumb. Returns @me's value: the cards won, less the
 * winner's gain shared among the others, less hand_value() for each card
 * @me plays. */
static double
play_contest (World               *w,
              guint                me,
              const FlFlauntPlay  *lead,
              gboolean             face_up,
              gboolean             decided,
              const Cards         *mine)
{
  const FlFlauntState *world = w->world;
  Options options = w->options;
  FlFlauntPlay plays[FL_FLAUNT_MAX_PLAYERS];
  guint n = lead->n_cards, n_plays = 1, winner, beaten, total;
  FlFlauntKind led_kind = FL_FLAUNT_N_KINDS;
  FlFlauntStrength lead_strength = { 0 };
  FlFlauntWon why;
  double value;

  plays[0] = *lead;
  if (face_up)
    {
      led_kind = fl_flaunt_classify (lead->cards, n, options.ace_high_only);
      lead_strength = fl_flaunt_strength (lead->cards, n, led_kind, options.any_kind, options.ace_high_only);
    }

  for (guint i = 1; i < world->n_players; i++)
    {
      guint seat = (lead->seat + i) % world->n_players;
      const Cards *play;

      if (seat == me)
        {
          if (mine != NULL)
            set_play (&plays[n_plays++], seat, mine->cards, n);
          continue;
        }
      if (decided && (world->asked & (1u << seat)))
        {
          if (!(world->challengers & (1u << seat)))
            continue;
          for (guint p = 1; p < world->n_plays; p++)
            if (world->plays[p].seat == seat)
              plays[n_plays++] = world->plays[p];
          continue;
        }
      if (count_cards (&world->hands[seat]) < n)
        continue;
      play = would_challenge (w, seat, n, face_up, led_kind, &lead_strength);
      if (play != NULL)
        set_play (&plays[n_plays++], seat, play->cards, n);
    }

  winner = fl_flaunt_contest_winner (plays, n_plays, face_up, options.any_kind, options.ace_high_only, &why,
                                     &beaten);
  total = n * n_plays;
  if (plays[winner].seat == me)
    value = total;
  else
    value = -(double) total / (world->n_players - 1);
  if (mine != NULL || lead->seat == me)
    value -= hand_value (world) * n;
  return value;
}

/* The contest of a hidden sneak in @world, with @me answering @mine: half
 * as the deal placed the lead, half as the leader's best cards of the
 * size (LEADER_MODEL). */
static double
answer_sneak (World       *w,
              guint        me,
              const Cards *mine)
{
  const FlFlauntState *world = w->world;
  Options options = w->options;
  const FlFlauntPlay *lead = &world->plays[0];
  FlFlauntCards held = world->hands[lead->seat];
  FlFlauntStrength strength;
  FlFlauntPlay best_lead;
  Cards best;
  Hand hand;
  double sampled = play_contest (w, me, lead, FALSE, TRUE, mine);

  for (guint i = 0; i < lead->n_cards; i++)
    fl_flaunt_cards_add (&held, lead->cards[i]);
  index_hand (&held, &hand);
  if (!strongest (&hand, lead->n_cards, FL_FLAUNT_N_KINDS, options, &best, &strength))
    return sampled;
  set_play (&best_lead, lead->seat, best.cards, lead->n_cards);
  return (1 - LEADER_MODEL) * sampled + LEADER_MODEL * play_contest (w, me, &best_lead, FALSE, TRUE, mine);
}

/* Whether @cards are a strong combination, worth saving for the end of
 * the stock: a match of three or more, a straight flush of three or more,
 * or a pair of aces or kings. */
static gboolean
is_strong (const FlFlauntState *state,
           const FlCard        *cards,
           guint                n)
{
  FlFlauntKind kind = fl_flaunt_classify (cards, n, state->ace_option == FL_FLAUNT_ACE_HIGH);

  if (kind == FL_FLAUNT_KIND_MATCH)
    return n >= 3 || fl_flaunt_rank (cards[0]) >= 13;
  return kind == FL_FLAUNT_KIND_STRAIGHT_FLUSH && n >= 3;
}

/* The sampler's weigh(): each choice's value in one sampled deal. */
static void
weigh (const FlBotSampler *sampler,
       const void         *data,
       int                 seat,
       const FlAction     *options,
       guint               n_options,
       FlRng              *rng,
       double             *sums)
{
  const FlFlauntState *world = data;
  guint me = (guint) seat;
  double stock_left = world->n_cards ? (double) world->n_stock / world->n_cards : 0;
  World *w = g_new (World, 1);

  world_init (w, world);
  (void) sampler;
  (void) rng;
  for (guint i = 0; i < n_options; i++)
    {
      const FlAction *option = &options[i];
      Cards cards = { .n = option->n_cards };

      memcpy (cards.cards, option->cards, option->n_cards);
      switch ((int) option->kind)
        {
        case FL_ACTION_DRAW:
          sums[i] += DRAW_VALUE;
          break;
        case FL_ACTION_SNEAK:
        case FL_ACTION_PLAY:
          {
            FlFlauntPlay lead;

            set_play (&lead, me, cards.cards, cards.n);
            sums[i] += play_contest (w, me, &lead, option->kind == FL_ACTION_PLAY, FALSE, NULL);
            if (is_strong (world, cards.cards, cards.n))
              sums[i] -= SAVE_VALUE * cards.n * stock_left;
          }
          break;
        case FL_ACTION_CHALLENGE:
        case FL_ACTION_PASS:
          {
            const Cards *mine = option->kind == FL_ACTION_CHALLENGE ? &cards : NULL;

            if (world->face_up)
              sums[i] += play_contest (w, me, &world->plays[0], TRUE, TRUE, mine);
            else
              sums[i] += answer_sneak (w, me, mine);
          }
          break;
        default:
          break;
        }
    }
  g_free (w);
}

static const FlBotSampler contest_sampler = {
  .rules = &fl_flaunt_rules,
  .n_seats = FL_FLAUNT_MAX_PLAYERS,
  .n_worlds = WORLDS,
  .weigh = weigh,
};

/* ---- The choices ------------------------------------------------------ */

static gboolean
same_action (const FlAction *a,
             const FlAction *b)
{
  return a->kind == b->kind && a->n_cards == b->n_cards && memcmp (a->cards, b->cards, a->n_cards) == 0;
}

/* Adds @action to @advice when the rules allow it and it is not there
 * yet; returns its index, or -1. */
static int
add_choice (FlAdvice            *advice,
            const FlFlauntState *observation,
            const FlAction      *action)
{
  for (guint i = 0; i < advice->n_options; i++)
    if (same_action (&advice->options[i], action))
      return (int) i;
  if (!fl_flaunt_rules.check_action (observation, action, NULL))
    return -1;
  return (int) fl_advice_add (advice, action, 0);
}

static void
make_action (FlAction     *action,
             FlActionKind  kind,
             guint         seat,
             const Cards  *cards)
{
  fl_action_init (action, kind, (int) seat);
  if (cards != NULL)
    {
      action->n_cards = cards->n;
      memcpy (action->cards, cards->cards, cards->n);
    }
}

/* T2-T6: a draw, and for each size up to the lead limit the candidate
 * plays, flaunted and sneaked. Returns the index of the bluff, or -1: the
 * lowest two or three cards when they make no combination. */
static int
add_leads (FlAdvice            *advice,
           const FlFlauntState *observation)
{
  guint me = observation->to_act;
  Options options = options_of (observation);
  guint limit = MIN (fl_flaunt_lead_limit (observation, me), MAX_LEAD_SIZE);
  FlAction action;
  Hand hand;
  int bluff = -1;

  make_action (&action, FL_ACTION_DRAW, me, NULL);
  add_choice (advice, observation, &action);

  index_hand (&observation->hands[me], &hand);
  for (guint n = 1; n <= MIN (limit, hand.n); n++)
    {
      Cards all[MAX_CANDIDATES];
      guint k = candidates (&hand, n, options.ace_high_only, all);

      for (guint i = 0; i < k; i++)
        {
          gboolean combines = n == 1 ||
                              fl_flaunt_classify (all[i].cards, n, options.ace_high_only) != FL_FLAUNT_KIND_NONE;

          if (combines)
            {
              make_action (&action, FL_ACTION_PLAY, me, &all[i]);
              add_choice (advice, observation, &action);
              make_action (&action, FL_ACTION_SNEAK, me, &all[i]);
              add_choice (advice, observation, &action);
            }
          else if (i == k - 1 && (n == 2 || n == 3) && bluff < 0)
            {
              /* The lowest cards, which make nothing: the bluff. */
              make_action (&action, FL_ACTION_SNEAK, me, &all[i]);
              bluff = add_choice (advice, observation, &action);
            }
        }
    }
  return bluff;
}

/* C1, C3, C6: a pass, and the strongest play of the size led. */
static int
add_answers (FlAdvice            *advice,
             const FlFlauntState *observation)
{
  guint me = observation->to_act;
  const FlFlauntPlay *lead = &observation->plays[0];
  Options options = options_of (observation);
  FlFlauntKind led_kind = FL_FLAUNT_N_KINDS;
  FlFlauntStrength strength;
  FlAction action;
  Cards play;
  Hand hand;
  int pass;

  make_action (&action, FL_ACTION_PASS, me, NULL);
  pass = add_choice (advice, observation, &action);

  if (observation->face_up)
    led_kind = fl_flaunt_classify (lead->cards, lead->n_cards, options.ace_high_only);
  index_hand (&observation->hands[me], &hand);
  if (strongest (&hand, lead->n_cards, led_kind, options, &play, &strength))
    {
      make_action (&action, FL_ACTION_CHALLENGE, me, &play);
      add_choice (advice, observation, &action);
    }
  return pass;
}

/* Takes @choice, a bluff or a decline, instead of the best the deals
 * found, and counts it as worth as much: what the sampled deals cannot
 * weigh is that a player who never bluffs, and always challenges when the
 * odds say so, is read by the others. The hint then names the move the
 * bot makes, and no choice seems better than it. */
static void
take_instead (FlAdvice *advice,
              guint     choice)
{
  advice->values[choice] = advice->values[advice->best];
  advice->best = choice;
}

static gboolean
fl_flaunt_bot_advise (FlBot         *bot,
                      const FlRules *rules,
                      const void    *data,
                      FlAdvice      *advice)
{
  FlFlauntBot *self = FL_FLAUNT_BOT (bot);
  const FlFlauntState *observation = data;

  g_return_val_if_fail (rules == &fl_flaunt_rules, FALSE);

  /* Each deal plays the contest out and values the cards kept in hand. */
  advice->estimated = TRUE;
  switch (observation->phase)
    {
    case FL_FLAUNT_PHASE_LEAD:
      {
        int bluff = add_leads (advice, observation);

        fl_bot_sampler_weigh (&contest_sampler, observation, &self->rng, advice);
        if (bluff >= 0 && advice->n_worlds > 0 && (guint) bluff != advice->best &&
            advice->values[bluff] >= advice->values[advice->best] - BLUFF_SLACK &&
            fl_rng_below (&self->rng, 1000) < BLUFF_RATE)
          take_instead (advice, (guint) bluff);
      }
      break;
    case FL_FLAUNT_PHASE_CHALLENGE:
      {
        int pass = add_answers (advice, observation);

        fl_bot_sampler_weigh (&contest_sampler, observation, &self->rng, advice);
        if (pass >= 0 && advice->n_worlds > 0 && (guint) pass != advice->best &&
            advice->values[advice->best] - advice->values[pass] <= DECLINE_EDGE &&
            fl_rng_below (&self->rng, 1000) < DECLINE_RATE)
          take_instead (advice, (guint) pass);
      }
      break;
    default:
      return FALSE;
    }

  /* Nothing the bot weighs is legal (it cannot happen: a draw, a pass or
   * a single card always is): any legal action rather than none. */
  if (advice->n_options == 0)
    {
      FlAction action;

      g_warning ("no choice of the bot's is legal");
      rules->random_action (observation, &self->rng, &action);
      fl_advice_add (advice, &action, 0);
    }
  return TRUE;
}

static void
fl_flaunt_bot_iface_init (FlBotInterface *iface)
{
  iface->advise = fl_flaunt_bot_advise;
}

static void
fl_flaunt_bot_class_init (FlFlauntBotClass *klass)
{
  (void) klass;
}

static void
fl_flaunt_bot_init (FlFlauntBot *self)
{
  fl_rng_init (&self->rng, 0, 3);
}

FlBot *
fl_flaunt_bot_new (guint64 seed)
{
  FlFlauntBot *self = g_object_new (FL_TYPE_FLAUNT_BOT, NULL);

  fl_rng_init (&self->rng, seed, G_GUINT64_CONSTANT (0x466c4e426f74)); /* "FlNBot" */
  return FL_BOT (self);
}
