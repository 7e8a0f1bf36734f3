/* bar.c - the control bar over the board, and the toast strip under it.
 *
 * Two rows. The counters: level, the level's shift in plain words with an
 * arrow, score, hints, re-deals and tiles left, each in a slot as wide as
 * its widest value, so nothing moves between levels. The controls: Hint,
 * Re-deal, Pause, Menu (and Undo, Redo in a relaxed game), each showing
 * its key on hover, then the clock. All its text is FONT_NORMAL (never
 * under TEXT_MIN_PX) in colours of contrast at least 4.5:1 with what is
 * behind them (bar_contrast checks every pair drawn).
 *
 * At a large text size (the text_size setting) the words are kept whole
 * and the bar takes more rows instead (issue 47): the counters on as few
 * as hold them (the level and its shift, then the counts), the buttons
 * each as wide as its label or on two rows, the clock after them or at
 * the end of a row of counters, else on a row of its own. layout_board
 * lays the board out under it, smaller.
 *
 * Button ids (the state file's "buttons"): hint, redeal, pause, menu,
 * undo, redo, and the dead-end strip's (assist_ui.c) after them.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screen_state.h"
#include "llk/endless.h"
#include "seen.h"
#include "text.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "keys.h"
#include "pad.h"
#include "lang.h"
#include "fx.h"
#include "pulse.h"

/* The kit's colours (kit/tokens.c) by role. */
#define bar_bg kit_color(KIT_SURFACE)
#define bar_fg kit_color(KIT_ON_SURFACE)
#define bar_shift_fg kit_color(KIT_ACCENT)
#define bar_warn kit_color(KIT_DANGER) /* clock < 20 s */
#define clock_track kit_color(KIT_SURFACE_RAISED)
#define clock_ok kit_color(KIT_SUCCESS)
#define clock_low kit_color(KIT_DANGER)

enum { SLOT_LEVEL, SLOT_SHIFT, SLOT_SCORE, SLOT_HINTS, SLOT_REDEALS,
       SLOT_TILES, SLOT_COUNT };

/* The geometry, for one drawable size, language, text size and mode. */
typedef struct bar_geom {
    int w, h, font_px; /* what it was made for */
    const char *lang;
    bool relaxed, counts_down, zen;
    game_rule rule;       /* the deal of the day's (its tag, the quota) */
    int pad, th;
    int bh;               /* a button's height */
    int rows;             /* the counters' rows (1 unless the text is large) */
    int row_end[SLOT_COUNT]; /* where each row's last slot ends */
    SDL_Point slot[SLOT_COUNT]; /* each counter's top left */
    SDL_Rect cell[SLOT_COUNT]; /* and the room it may pulse in */
    bool keys;            /* the buttons show their keys */
    int clock_x, clock_y, clock_w, clock_h; /* clock text slot, its row */
    SDL_Rect track;       /* the countdown bar */
    int height;
} bar_geom;

/* The bar's own state, the app's (screen_state.h). */
typedef struct bar_own {
    bar_geom geom;
    ui_menu bar_ui;      /* the bar's own buttons */
    ui_menu play_ui;     /* with the dead-end strip's: the state file's */
    int hover, pressed;  /* -1: none */
    pulse_set pulse;     /* the counters growing as they change */
} bar_own;

static void bar_own_init(void *block)
{
    bar_own *b = block;
    b->hover = b->pressed = -1;
}

static bar_own *B(const front_app *a)
{
    static const char key = 'b'; /* its address is the key */
    return front_state_init(a, &key, sizeof(bar_own), bar_own_init);
}

/* The buttons' actions in the key table (keys.c): the key shown on a
 * button (when there is room) and in its tooltip. */
static const key_action bar_actions[BAR_COUNT] = {
    KA_HINT, KA_REDEAL, KA_PAUSE, KA_MENU, KA_UNDO, KA_REDO};

/* A button's key cap; after a game controller's button, that
 * controller's button for it ("" for none: re-deal has no button). */
static const char *bar_cap(bool pad, int i)
{
    static char caps[BAR_COUNT][16];
    if (pad) {
        return pad_cap(bar_actions[i]);
    }
    keys_cap(KEYS_PLAY, bar_actions[i], caps[i], sizeof caps[i]);
    return caps[i];
}

/* Whether the last input came from a game controller. */
static bool bar_pad(const front_app *a)
{
    return pad_last(a) == DEV_PAD;
}

/* Whether it came from a touch screen: no caps (it has no keys). */
static bool bar_touch(const front_app *a)
{
    return pad_last(a) == DEV_TOUCH;
}

const char *bar_shift_words(llk_shift s)
{
    static const char *const words[LLK_SHIFT_COUNT] = {
        N_("Tiles stay put"),
        N_("\xe2\x86\x93 Tiles fall down"),
        N_("\xe2\x86\x91 Tiles rise up"),
        N_("\xe2\x86\x90 Tiles slide left"),
        N_("\xe2\x86\x92 Tiles slide right"),
        N_("\xe2\x86\x95 Tiles split up and down"),
        N_("\xe2\x86\x93\xe2\x86\x91 Tiles meet in the middle row"),
        N_("\xe2\x86\x94 Tiles split left and right"),
        N_("\xe2\x86\x92\xe2\x86\x90 Tiles meet in the middle column"),
        N_("\xe2\x87\x86 Top half left, bottom half right"),
        N_("\xe2\x87\xb5 Left half down, right half up"),
        N_("\xe2\x86\x96\xe2\x86\x98 Tiles spread to the corners"),
        N_("\xe2\x86\x98\xe2\x86\x96 Tiles gather in the centre")};
    return (int)s >= 0 && s < LLK_SHIFT_COUNT ? _(words[s]) : "?";
}

static int text_w(const char *s)
{
    int w, h;
    text_size(FONT_NORMAL, s, &w, &h);
    return w;
}

/* The deal of the day's tag with its rule's title ("Daily · Gold tiles"),
 * or alone ("Daily") with none. */
static const char *bar_daily_tag(game_rule r, char *buf, size_t len)
{
    if (r == GAME_RULE_NONE) {
        /* TRANSLATORS: the bar's tag while the deal of the day is played */
        return _("Daily");
    }
    /* TRANSLATORS: the bar's tag while the deal of the day is played,
     * with its rule's name ("Daily · Gold tiles") */
    snprintf(buf, len, _("Daily \xc2\xb7 %s"), _(game_rule_title(r)));
    return buf;
}

/* The quota's count ("Matches 12/30"). */
static void bar_quota(char *buf, size_t len, int made, int asked)
{
    /* TRANSLATORS: the bar under the quota rule: matches made of those
     * asked for */
    snprintf(buf, len, _("Matches %d/%d"), made, asked);
}

/* Width of a counter's slot: its label with the widest value. */
static int slot_width(const bar_geom *g, int slot)
{
    char buf[96], num[32], tag[96];
    int w = 0;
    switch (slot) {
    case SLOT_LEVEL:
        snprintf(buf, sizeof buf, _("Level %d"), 88);
        w = text_w(bar_daily_tag(g->rule, tag, sizeof tag)); /* the daily's */
        w = text_w(buf) > w ? text_w(buf) : w;
        snprintf(buf, sizeof buf, _("Board %d"), 88); /* endless's */
        return text_w(buf) > w ? text_w(buf) : w;
    case SLOT_SHIFT:
        for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
            int sw = text_w(bar_shift_words((llk_shift)s));
            w = sw > w ? sw : w;
        }
        return w;
    case SLOT_SCORE:
        lang_number(num, sizeof num, 888888);
        snprintf(buf, sizeof buf, _("Score %s"), num);
        return text_w(buf);
    case SLOT_HINTS:
    case SLOT_REDEALS:
        snprintf(buf, sizeof buf,
                 slot == SLOT_HINTS ? _("Hints %d") : _("Re-deals %d"), 88);
        w = text_w(buf);
        snprintf(buf, sizeof buf, "%s",
                 slot == SLOT_HINTS ? _("Hints \xe2\x88\x9e")
                                    : _("Re-deals \xe2\x88\x9e"));
        return text_w(buf) > w ? text_w(buf) : w;
    default:
        snprintf(buf, sizeof buf, _("Tiles %d"), 888);
        w = text_w(buf);
        if (g->rule == GAME_RULE_QUOTA) {
            bar_quota(buf, sizeof buf, 88, 88);
            w = text_w(buf) > w ? text_w(buf) : w;
        }
        return w;
    }
}

/* A replay's tag before what the slot says ("Replay · Level 3"), so that
 * Watch's bar does not read as a game being played. */
static void bar_replay_tag(const front_app *a, char *buf, size_t len)
{
    char was[96];
    snprintf(was, sizeof was, "%s", buf);
    /* TRANSLATORS: the bar's first slot while a replay is watched, before
     * what it says in play ("Replay · Level 3", "Replay · Daily") */
    snprintf(buf, len, _("Replay \xc2\xb7 %s"), was);
    /* the slot is as wide as play needs (the bar keeps one layout in every
     * mode): the tag alone where both do not fit */
    if (text_w(buf) > slot_width(&B(a)->geom, SLOT_LEVEL)) {
        /* TRANSLATORS: the bar's first slot while a replay is watched,
         * where "Replay · Level 3" does not fit */
        snprintf(buf, len, "%s", _("Replay"));
    }
}

static const char *bar_label(int id)
{
    static const char *const labels[BAR_COUNT] = {
        N_("Hint"), N_("Re-deal"), N_("Pause"), N_("Menu"), N_("Undo"),
        N_("Redo")};
    return _(labels[id]);
}

/* The buttons' width: the widest label's, with room for its key when
 * all six fit with the widest clock and some of the countdown bar (the
 * same in every mode; g->keys says so). */
static int geom_button_w(bar_geom *g)
{
    int bw = 0, kw = 0;
    for (int i = 0; i < BAR_COUNT; i++) {
        int w = text_w(bar_label(i)), kh;
        bw = w > bw ? w : bw;
        /* as wide as the widest cap of either device: a switch moves
         * nothing */
        for (int pad = 0; pad < 2; pad++) {
            text_size(FONT_CAPTION, bar_cap(pad, i), &w, &kh);
            kw = w > kw ? w : kw;
        }
    }
    bw += g->th;
    kw += g->th / 3 + g->pad;
    char widest[64], num[32];
    lang_duration(num, sizeof num, 888LL * 60000 + 88000);
    snprintf(widest, sizeof widest, _("%s played"), num);
    int need = g->pad * 5 + BAR_COUNT * (bw + kw + g->pad) + text_w(widest) +
               g->th * 2;
    g->keys = need <= g->w - g->pad * 2;
    return bw + (g->keys ? kw : 0);
}

/* The clock's slot: its widest text (none in zen). */
static int geom_clock_w(const bar_geom *g)
{
    char buf[64], num[32];
    if (g->counts_down) {
        snprintf(buf, sizeof buf, _("%d s"), 888);
    } else {
        lang_duration(num, sizeof num, 888LL * 60000 + 88000);
        snprintf(buf, sizeof buf, _("%s played"), num);
    }
    return g->zen ? 0 : text_w(buf);
}

/* The buttons, then the clock, from top y: on one row when they fit,
 * the buttons of one width (each showing its key when there is room);
 * at a large text size each as wide as its label and a third of an em
 * each side when that keeps them on one row with the clock; else the buttons in as few even rows as hold
 * them and the clock after the last, or at the end of a row of counters
 * that has room, or on a row of its own, the countdown's bar across the
 * rest of its row. */
static void geom_controls(bar_geom *g, ui_menu *ui, int n, int y)
{
    static const char *const sids[BAR_COUNT] = {"hint", "redeal", "pause",
                                                "menu", "undo", "redo"};
    int bw = geom_button_w(g), right = g->w - g->pad * 2;
    g->clock_w = geom_clock_w(g);
    /* the clock and at least two ems of the countdown's bar */
    int clock = g->clock_w > 0 ? g->pad + g->clock_w +
                                     (g->counts_down ? g->pad * 2 + g->th * 2 : 0)
                               : 0;
    int widths[BAR_COUNT], own = g->pad * 2;
    for (int i = 0; i < n; i++) {
        widths[i] = text_w(bar_label(i)) + g->th * 2 / 3;
        own += widths[i] + g->pad;
    }
    bool natural = g->pad * 2 + n * (bw + g->pad) + clock > right &&
                   own + clock <= right;
    int per = (right - g->pad * 2 + g->pad) / (bw + g->pad);
    per = natural || per > n ? n : per < 1 ? 1 : per;
    int rows = (n + per - 1) / per;
    per = (n + rows - 1) / rows; /* even rows: 3 and 3, not 5 and 1 */
    ui_menu_clear(ui, n);
    int x = g->pad * 2;
    for (int i = 0; i < n; i++) {
        ui_menu_add(ui, bar_label(i), i, sids[i]);
        x = i % per == 0 ? g->pad * 2 : x;
        int w = natural ? widths[i] : bw;
        SDL_Rect rc = {x, y + (i / per) * (g->bh + g->pad / 2), w, g->bh};
        ui->rect[i] = rc;
        x += w + g->pad;
    }
    y += (rows - 1) * (g->bh + g->pad / 2);
    g->clock_x = x + g->pad;
    g->clock_y = y;
    g->clock_h = g->bh;
    for (int r = 0; clock > 0 && x + clock > right && r <= g->rows; r++) {
        g->clock_h = g->th;
        if (r == g->rows) { /* a row of its own */
            g->clock_x = g->pad * 2;
            g->clock_y = y + g->bh + g->pad / 2;
        } else if (g->row_end[r] + g->th + clock - g->pad <= right) {
            /* at the end of a row of counters, an em after them */
            g->clock_x = g->row_end[r] + g->th;
            g->clock_y = g->slot[0].y + r * (g->th + g->pad / 2);
            break;
        }
    }
    int tx = g->clock_x + g->clock_w + g->pad * 2;
    SDL_Rect track = {tx, g->clock_y + g->clock_h / 4, right - tx,
                      g->clock_h / 2};
    g->track = track;
    int bottom = y + g->bh;
    bottom = g->clock_y + g->clock_h > bottom ? g->clock_y + g->clock_h : bottom;
    g->height = bottom + g->pad / 2;
}

/* The counters' rows: the fewest that hold them (one, unless the text is
 * large), each a run of counters in their order, so that the level and
 * its shift read first and the counts together; of those, the split
 * whose widest row is narrowest. row[i]: counter i's row; returns the
 * rows' count. */
static int geom_counter_rows(const int *w, int avail, int gap, int *row)
{
    int best = -1, best_rows = 0, best_wide = 0;
    bool best_fits = false;
    for (int mask = 0; mask < 1 << (SLOT_COUNT - 1); mask++) {
        int rows = 1, wide = 0, run = w[0];
        for (int i = 1; i < SLOT_COUNT; i++) {
            if (mask >> (i - 1) & 1) { /* a new row before counter i */
                wide = run > wide ? run : wide;
                rows++;
                run = w[i];
            } else {
                run += gap + w[i];
            }
        }
        wide = run > wide ? run : wide;
        bool fits = wide <= avail;
        bool better = best < 0 || (fits != best_fits ? fits
                                   : fits && rows != best_rows
                                       ? rows < best_rows
                                       : wide != best_wide ? wide < best_wide
                                                           : rows < best_rows);
        if (better) {
            best = mask;
            best_rows = rows;
            best_wide = wide;
            best_fits = fits;
        }
    }
    row[0] = 0;
    for (int i = 1; i < SLOT_COUNT; i++) {
        row[i] = row[i - 1] + (best >> (i - 1) & 1);
    }
    return best_rows;
}

/* The counters from top y, each in a slot as wide as its widest value,
 * each row spread across the bar. */
static void geom_counters(bar_geom *g, int y)
{
    int widths[SLOT_COUNT], row[SLOT_COUNT];
    for (int i = 0; i < SLOT_COUNT; i++) {
        widths[i] = slot_width(g, i);
    }
    /* a row is spread across the bar, two pads in from each side; when
     * that is too tight it may come to one pad from the right edge (the
     * widest values' slots: the values drawn are narrower) */
    int avail = g->w - g->pad * 4;
    g->rows = geom_counter_rows(widths, avail + g->pad, g->pad, row);
    for (int i = 0; i < SLOT_COUNT;) {
        int j = i, sum = 0;
        for (; j < SLOT_COUNT && row[j] == row[i]; j++) {
            sum += widths[j];
        }
        int gap = j - i > 1 ? (avail - sum) / (j - i - 1) : 0;
        /* on more rows than one, the first's at most two ems apart: the
         * level and its shift read together (and the clock may follow
         * them); the counts spread across the bar as on one row */
        gap = g->rows > 1 && row[i] == 0 && gap > g->th * 2 ? g->th * 2 : gap;
        gap = gap < g->pad ? g->pad : gap;
        int x = g->pad * 2;
        for (; i < j; i++) {
            g->slot[i].x = x;
            g->slot[i].y = y + row[i] * (g->th + g->pad / 2);
            g->row_end[row[i]] = x + widths[i];
            /* half the gap each side, a quarter pad above and below (the
             * rows are half a pad apart): a pulse stays in it */
            int side = i + 1 < j ? gap / 2 : g->pad / 2;
            g->cell[i] = (SDL_Rect){x - (i > 0 && row[i - 1] == row[i] ? gap / 2 : g->pad),
                                    g->slot[i].y - g->pad / 4, 0, g->th + g->pad / 2};
            g->cell[i].w = x + widths[i] + side - g->cell[i].x;
            x += widths[i] + gap;
        }
    }
}

/* Lay the bar out for the current size, language, text size and mode. */
static void bar_geom_make(const front_app *a)
{
    const game *gm = session_game(a->ses);
    bool relaxed = gm && game_get_mode(gm) == GAME_RELAXED;
    bool counts_down = gm && game_counts_down(gm);
    bool zen = gm && game_get_kind(gm) == GAME_KIND_ZEN;
    game_rule rule = gm && session_current(a->ses) == SESSION_DAILY ? game_get_rule(gm)
                                                                    : GAME_RULE_NONE;
    bar_geom *g = &B(a)->geom;
    if (g->w == a->pix_w && g->h == a->pix_h && g->lang == lang_current() &&
        g->relaxed == relaxed && g->counts_down == counts_down &&
        g->zen == zen && g->rule == rule && g->font_px == text_font_px(FONT_NORMAL)) {
        return;
    }
    g->rule = rule;
    g->w = a->pix_w;
    g->h = a->pix_h;
    g->lang = lang_current();
    g->relaxed = relaxed;
    g->counts_down = counts_down;
    g->zen = zen;
    g->font_px = text_font_px(FONT_NORMAL);
    g->pad = a->pix_h / 80 + 2;
    g->th = text_height(FONT_NORMAL);
    g->bh = g->th + g->pad;
    /* a finger's 7 mm on a 7-inch 1280x800 screen, 40 points, where the
     * window is that tall (a handheld's): 39 would fall just short */
    int finger = (int)(40.0 / front_y_to_window(a, 1.0) + 0.5);
    if (a->win_h >= 800 && g->bh < finger) {
        g->bh = finger;
    }
    /* half a pad above, between and under the rows: the height the board
     * does not get is kept small */
    geom_counters(g, g->pad / 2);
    geom_controls(g, &B(a)->bar_ui, relaxed ? BAR_COUNT : BAR_UNDO,
                  g->pad / 2 + g->rows * (g->th + g->pad / 2));
}

/* The buttons that run out: what is left of them, and why (N_) they
 * cannot be used when nothing is. */
static const struct {
    int button;
    int (*left)(const game *g);
    const char *why;
} bar_runs_out[] = {{BAR_HINT, game_get_hints_left, N_("No hints left")},
                    {BAR_REDEAL, game_get_redeals_left, N_("No re-deals left")},
                    {BAR_UNDO, game_undo_count, N_("Nothing to undo yet")},
                    {BAR_REDO, game_redo_count, N_("Nothing to redo")}};

/* Which buttons cannot be used now, and why (the tooltip says it). */
static void bar_states(const front_app *a)
{
    const game *g = session_game(a->ses);
    for (int i = 0; i < B(a)->bar_ui.n; i++) {
        B(a)->bar_ui.off[i] = false;
        B(a)->bar_ui.why[i] = NULL;
    }
    for (size_t k = 0; g && k < sizeof bar_runs_out / sizeof bar_runs_out[0]; k++) {
        int i = bar_runs_out[k].button;
        if (i < B(a)->bar_ui.n && bar_runs_out[k].left(g) == 0) {
            B(a)->bar_ui.off[i] = true;
            B(a)->bar_ui.why[i] = _(bar_runs_out[k].why);
        }
    }
}

int bar_height(const front_app *a)
{
    bar_geom_make(a);
    return B(a)->geom.height;
}

const ui_menu *bar_menu(front_app *a)
{
    bar_geom_make(a);
    bar_states(a);
    B(a)->bar_ui.focus = B(a)->hover < B(a)->bar_ui.n ? B(a)->hover : -1;
    B(a)->play_ui = B(a)->bar_ui;
    const ui_menu *strip = assist_menu(a);
    int strip_hover = ui_menu_hover(strip, a);
    /* the pointer's state: the bar's own, then the strip's */
    ui_menu_set_hover(&B(a)->play_ui, a, B(a)->hover < B(a)->bar_ui.n ? B(a)->hover : -1);
    for (int i = 0; i < strip->n && B(a)->play_ui.n < UI_MAX_ITEMS; i++) {
        ui_menu_add(&B(a)->play_ui, strip->label[i], strip->id[i] + BAR_COUNT,
                    strip->sid[i]);
        B(a)->play_ui.rect[B(a)->play_ui.n - 1] = strip->rect[i];
        if (i == strip_hover && ui_menu_hover(&B(a)->play_ui, a) < 0) {
            ui_menu_set_hover(&B(a)->play_ui, a, B(a)->play_ui.n - 1);
        }
    }
    return &B(a)->play_ui;
}

int bar_event(front_app *a, const SDL_Event *e)
{
    int px, py, hit = -1;
    if (e->type == SDL_MOUSEBUTTONUP && B(a)->pressed >= 0) {
        B(a)->pressed = -1;
        a->dirty = true;
    }
    if (e->type != SDL_MOUSEMOTION && e->type != SDL_MOUSEBUTTONDOWN) {
        return -1;
    }
    bar_geom_make(a);
    bar_states(a);
    if (e->type == SDL_MOUSEMOTION) {
        front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
    } else {
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    }
    SDL_Point p = {px, py};
    for (int i = 0; i < B(a)->bar_ui.n; i++) {
        if (SDL_PointInRect(&p, &B(a)->bar_ui.rect[i])) {
            hit = i;
        }
    }
    if (hit != B(a)->hover) {
        B(a)->hover = hit;
        a->dirty = true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        hit >= 0) {
        /* a disabled button does nothing: its tooltip says why */
        B(a)->pressed = B(a)->bar_ui.off[hit] ? -1 : hit;
        a->dirty = true;
        return B(a)->bar_ui.off[hit] ? BAR_REFUSED : hit;
    }
    return -1;
}

void bar_leave(front_app *a)
{
    B(a)->hover = -1;
    B(a)->pressed = -1;
    pulse_reset(&B(a)->pulse);
}

/* A timed game helped by Show me: "Assisted" at the right end of the
 * countdown's track (no longer scored); the track left for the countdown. */
static SDL_Rect bar_assisted(front_app *a, SDL_Rect track)
{
    if (!game_get_assisted(session_game(a->ses))) {
        return track;
    }
    const char *s = _("Assisted");
    int u = kit_u(), w = text_w(s) + u * 4;
    int y = B(a)->geom.clock_y + (B(a)->geom.clock_h - B(a)->geom.th) / 2;
    if (track.w < w + B(a)->geom.pad) {
        w = track.w + w; /* no room for both: the badge alone */
        track.w = 0;
    } else {
        track.w -= w + B(a)->geom.pad;
    }
    kit_badge(a->ren, a->pix_w, track.x + track.w + (track.w ? B(a)->geom.pad : 0) +
                                    (text_w(s) + u * 4) / 2,
              y, s, KIT_DANGER);
    return track;
}

/* The clock: the countdown (seconds left and a bar) or the time played. */
static void bar_clock(front_app *a)
{
    SDL_Renderer *r = a->ren;
    char buf[64];
    int y = B(a)->geom.clock_y + (B(a)->geom.clock_h - B(a)->geom.th) / 2;
    if (!game_counts_down(session_game(a->ses))) { /* the time played */
        char num[32];
        lang_duration(num, sizeof num,
                      game_get_elapsed_ms(session_game(a->ses)));
        snprintf(buf, sizeof buf, _("%s played"), num);
        text_draw(r, FONT_NORMAL, buf, bar_fg, B(a)->geom.clock_x, y, 0);
        return;
    }
    int left = game_get_time_left_ms(session_game(a->ses));
    int total = game_get_time_total_ms(session_game(a->ses));
    bool low = left < 20000;
    snprintf(buf, sizeof buf, _("%d s"), (left + 999) / 1000);
    text_draw(r, FONT_NORMAL, buf, low ? bar_warn : bar_fg,
              B(a)->geom.clock_x + B(a)->geom.clock_w, y, 2);
    SDL_Rect track = bar_assisted(a, B(a)->geom.track);
    if (track.w <= 0) {
        return;
    }
    draw_fill(r, track, clock_track);
    SDL_Rect part = track;
    part.w = total > 0 ? (int)((long long)track.w * left / total) : 0;
    draw_fill(r, part, low ? clock_low : clock_ok);
}

/* The key of the button under the pointer, or why it cannot be used
 * now, in a tooltip. */
static void bar_tooltip(front_app *a)
{
    if (B(a)->hover < 0 || B(a)->hover >= B(a)->bar_ui.n) {
        return;
    }
    char keys[64], tip[128];
    keys_names(KEYS_PLAY, bar_actions[B(a)->hover], keys, sizeof keys);
    if (bar_pad(a)) { /* the controller's button, when it has one */
        snprintf(keys, sizeof keys, "%s", pad_cap(bar_actions[B(a)->hover]));
    } else if (bar_touch(a)) {
        keys[0] = '\0'; /* a touch screen has no keys */
    }
    /* TRANSLATORS: a button's name and its keys ("Hint (H)") */
    snprintf(tip, sizeof tip, _("%s (%s)"), B(a)->bar_ui.label[B(a)->hover], keys);
    if (!keys[0]) {
        snprintf(tip, sizeof tip, "%s", B(a)->bar_ui.label[B(a)->hover]);
    }
    const char *s = B(a)->bar_ui.off[B(a)->hover] ? B(a)->bar_ui.why[B(a)->hover] : tip;
    kit_tooltip(a, B(a)->bar_ui.rect[B(a)->hover], s);
}

static void bar_buttons(front_app *a)
{
    SDL_Rect clip;
    SDL_RenderGetClipRect(a->ren, &clip);
    bool clipped = !SDL_RectEmpty(&clip); /* a frame for the clock alone */
    bool pad = bar_pad(a), touch = bar_touch(a);
    for (int i = 0; i < B(a)->bar_ui.n; i++) {
        if (clipped && !SDL_HasIntersection(&clip, &B(a)->bar_ui.rect[i])) {
            continue;
        }
        unsigned st = i == B(a)->hover ? KIT_ST_HOVER | KIT_ST_FOCUSED : 0;
        st |= i == B(a)->pressed ? KIT_ST_PRESSED : 0;
        st |= B(a)->bar_ui.off[i] ? KIT_ST_DISABLED : 0;
        seen_control(B(a)->bar_ui.sid[i]);
        const char *cap = bar_cap(pad, i);
        kit_button_key(a->ren, B(a)->bar_ui.rect[i], B(a)->bar_ui.label[i],
                       B(a)->geom.keys && cap[0] && !touch ? cap : NULL, pad, st);
    }
    seen_control(NULL);
}

/* The counters drawn, those that changed growing for a moment (live play
 * only: paused and Watch's seeking show them still). */
static void bar_counters(front_app *a, const char *const *text,
                         const SDL_Color *fg, bool controls)
{
    Uint32 now = SDL_GetTicks();
    if (!controls) {
        pulse_reset(&B(a)->pulse);
    }
    for (int i = 0; i < SLOT_COUNT; i++) {
        bool counts = i != SLOT_LEVEL && i != SLOT_SHIFT;
        if (controls && counts) {
            pulse_note(&B(a)->pulse, i, pulse_hash(text[i]), now, ANIM_PULSE_MS);
        }
        text_draw_grown(a->ren, FONT_NORMAL, text[i], fg[i], B(a)->geom.slot[i].x,
                        B(a)->geom.slot[i].y, 0, pulse_scale(&B(a)->pulse, i, now),
                        B(a)->geom.cell[i]);
    }
}

bool bar_pulsing(const front_app *a, Uint32 now)
{
    return pulse_running(&B(a)->pulse, now);
}

void bar_draw(front_app *a, bool controls)
{
    bar_geom_make(a);
    SDL_Renderer *r = a->ren;
    SDL_Rect bar = {0, 0, a->pix_w, B(a)->geom.height};
    draw_fill(r, bar, bar_bg);
    kit_solid(bar);
    const game *gm = session_game(a->ses);
    bool relaxed = game_get_mode(gm) == GAME_RELAXED;
    bool zen = game_get_kind(gm) == GAME_KIND_ZEN;
    SDL_Color fg[SLOT_COUNT];
    const char *text[SLOT_COUNT];
    char texts[SLOT_COUNT][96], num[96];
    for (int i = 0; i < SLOT_COUNT; i++) {
        fg[i] = bar_fg;
        text[i] = texts[i];
    }
    if (session_current(a->ses) == SESSION_DAILY) { /* its tag */
        snprintf(texts[SLOT_LEVEL], sizeof texts[0], "%s",
                 bar_daily_tag(B(a)->geom.rule, num, sizeof num));
        fg[SLOT_LEVEL] = bar_shift_fg;
    } else if (game_get_kind(gm) == GAME_KIND_ENDLESS) { /* its boards */
        snprintf(texts[SLOT_LEVEL], sizeof texts[0], _("Board %d"),
                 game_endless_boards(gm) + 1);
    } else {
        snprintf(texts[SLOT_LEVEL], sizeof texts[0], _("Level %d"),
                 game_get_level(gm));
    }
    if (session_watching(a->ses) != NULL) { /* Watch: not live play */
        bar_replay_tag(a, texts[SLOT_LEVEL], sizeof texts[0]);
        fg[SLOT_LEVEL] = bar_shift_fg;
    }
    text[SLOT_SHIFT] = bar_shift_words(game_get_shift(gm));
    fg[SLOT_SHIFT] = bar_shift_fg;
    if (zen) { /* no score: the boards */
        snprintf(texts[SLOT_SCORE], sizeof texts[0], _("Board %d"),
                 game_zen_boards(gm) + 1);
    } else {
        lang_number(num, sizeof num, game_get_score(gm));
        snprintf(texts[SLOT_SCORE], sizeof texts[0], _("Score %s"), num);
    }
    if (relaxed) { /* unlimited in a relaxed game */
        text[SLOT_HINTS] = _("Hints \xe2\x88\x9e");
        text[SLOT_REDEALS] = _("Re-deals \xe2\x88\x9e");
    } else {
        snprintf(texts[SLOT_HINTS], sizeof texts[0], _("Hints %d"),
                 game_get_hints_left(gm));
        snprintf(texts[SLOT_REDEALS], sizeof texts[0], _("Re-deals %d"),
                 game_get_redeals_left(gm));
    }
    snprintf(texts[SLOT_TILES], sizeof texts[0], _("Tiles %d"),
             game_get_tiles_left(gm));
    if (B(a)->geom.rule == GAME_RULE_QUOTA) { /* the matches the quota counts */
        bar_quota(texts[SLOT_TILES], sizeof texts[0], game_rule_matches(gm),
                  game_rule_quota(gm));
    }
    bar_counters(a, text, fg, controls);
    if (controls) {
        bar_states(a);
        bar_buttons(a);
    }
    if (!zen) { /* no clock */
        bar_clock(a);
    }
    if (controls) {
        bar_tooltip(a);
    }
}

SDL_Rect bar_clock_rect(const front_app *a)
{
    bar_geom_make(a);
    int x = B(a)->geom.clock_x - B(a)->geom.pad;
    SDL_Rect rc = {x, B(a)->geom.clock_y, a->pix_w - x, B(a)->geom.clock_h};
    return rc;
}

void bar_toast(front_app *a, const char *text)
{
    SDL_Rect lane = kit_lane_rect(a);
    int u = kit_u(), tw, th;
    text_size(FONT_BODY, text, &tw, &th);
    if (!text[0] || tw + 4 * u <= lane.w) {
        kit_lane_draw(a, text, false);
        return;
    }
    if (lane.h < 2 * th) { /* no room for two lines: cut */
        char cut[160];
        kit_elide(KIT_BODY, text, lane.w - 4 * u, cut, sizeof cut);
        kit_lane_draw(a, cut, false);
        return;
    }
    /* wider than the window (a large text size, whose lane is two rows
     * tall): on two lines, in the lane's box as kit_lane_draw draws it */
    SDL_Rect box = {lane.x + u, lane.y, lane.w - 2 * u, lane.h};
    SDL_Rect in = {box.x + 2 * u, 0, box.w - 4 * u, 0};
    int h = kit_text_block(a->ren, KIT_BODY, text, kit_color(KIT_ON_SURFACE),
                           in, 1, false);
    text_notice();
    kit_round(a->ren, box, kit_radius(), kit_color(KIT_SURFACE));
    kit_solid(box);
    seen_mark("notice", box);
    kit_ring(a->ren, box, kit_radius(), u / 4 + 1, kit_color(KIT_ACCENT));
    in.y = box.y + (box.h - h) / 2;
    kit_text_block(a->ren, KIT_BODY, text, kit_color(KIT_ON_SURFACE), in, 1,
                   true);
}

double bar_contrast(void)
{
    /* the bar draws in the kit's colours only */
    return kit_worst_contrast();
}

double bar_text_px(const front_app *a)
{
    return front_y_to_window(a, text_font_px(FONT_NORMAL));
}
