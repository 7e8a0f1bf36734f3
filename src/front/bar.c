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
 * Button ids (the state file's "buttons"): hint, redeal, pause, menu,
 * undo, redo, and the dead-end strip's (assist_ui.c) after them.
 */
#include <math.h>
#include <stdio.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

static const SDL_Color bar_bg = {22, 30, 40, 255};
static const SDL_Color bar_fg = {235, 238, 242, 255};
static const SDL_Color bar_shift_fg = {255, 210, 90, 255};
static const SDL_Color bar_warn = {255, 130, 110, 255}; /* clock < 20 s */
static const SDL_Color btn_bg = {48, 62, 78, 255};
static const SDL_Color btn_edge = {110, 124, 140, 255};
static const SDL_Color btn_hover_bg = {255, 190, 60, 255};
static const SDL_Color btn_hover_fg = {20, 20, 20, 255};
static const SDL_Color tip_bg = {250, 244, 220, 255};
static const SDL_Color tip_fg = {20, 20, 20, 255};
static const SDL_Color toast_bg = {15, 20, 28, 240};
static const SDL_Color toast_edge = {255, 200, 40, 255};
static const SDL_Color clock_track = {50, 60, 72, 255};
static const SDL_Color clock_ok = {60, 170, 90, 255};
static const SDL_Color clock_low = {220, 60, 50, 255};

enum { SLOT_LEVEL, SLOT_SHIFT, SLOT_SCORE, SLOT_HINTS, SLOT_REDEALS,
       SLOT_TILES, SLOT_COUNT };

/* The geometry, for one drawable size, language and mode. */
typedef struct bar_geom {
    int w, h, font_px; /* what it was made for */
    const char *lang;
    bool relaxed;
    int pad, th;
    int row1, row2, bh;  /* rows' tops, button height */
    int slot_x[SLOT_COUNT];
    int clock_x, clock_w; /* clock text slot */
    SDL_Rect track;       /* the countdown bar */
    int height;
} bar_geom;

static bar_geom geom;
static ui_menu bar_ui;   /* the bar's own buttons */
static ui_menu play_ui;  /* with the dead-end strip's: the state file's */
static int bar_hover = -1;

static const char *const bar_keys[BAR_COUNT] = {
    N_("Hint (H)"), N_("Re-deal (R)"), N_("Pause (P)"), N_("Menu (Esc)"),
    N_("Undo (U or Ctrl+Z)"), N_("Redo (Shift+U or Ctrl+Y)")};

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

/* Width of a counter's slot: its label with the widest value. */
static int slot_width(int slot)
{
    char buf[96], num[32];
    int w = 0;
    switch (slot) {
    case SLOT_LEVEL:
        snprintf(buf, sizeof buf, _("Level %d"), 88);
        return text_w(buf);
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
        return text_w(buf);
    }
}

static const char *bar_label(int id)
{
    static const char *const labels[BAR_COUNT] = {
        N_("Hint"), N_("Re-deal"), N_("Pause"), N_("Menu"), N_("Undo"),
        N_("Redo")};
    return _(labels[id]);
}

/* The buttons and the clock on the second row. */
static void geom_controls(bar_geom *g, int n)
{
    static const char *const sids[BAR_COUNT] = {"hint", "redeal", "pause",
                                                "menu", "undo", "redo"};
    int bw = 0;
    for (int i = 0; i < BAR_COUNT; i++) {
        int w = text_w(bar_label(i));
        bw = w > bw ? w : bw;
    }
    bw += g->th;
    ui_menu_clear(&bar_ui, n);
    for (int i = 0; i < n; i++) {
        ui_menu_add(&bar_ui, bar_label(i), i, sids[i]);
        SDL_Rect rc = {g->pad * 2 + i * (bw + g->pad), g->row2, bw, g->bh};
        bar_ui.rect[i] = rc;
    }
    char buf[64];
    if (g->relaxed) {
        snprintf(buf, sizeof buf, _("%lld:%02lld played"), 888LL, 88LL);
    } else {
        snprintf(buf, sizeof buf, _("%d s"), 888);
    }
    g->clock_w = text_w(buf);
    g->clock_x = g->pad * 2 + n * (bw + g->pad) + g->pad;
    int tx = g->clock_x + g->clock_w + g->pad * 2;
    SDL_Rect track = {tx, g->row2 + g->bh / 4, g->w - g->pad * 2 - tx,
                      g->bh / 2};
    g->track = track;
}

/* Lay the bar out for the current size, language and mode. */
static void bar_geom_make(const front_app *a)
{
    bool relaxed = a->g && game_get_mode(a->g) == GAME_RELAXED;
    bar_geom *g = &geom;
    if (g->w == a->pix_w && g->h == a->pix_h && g->lang == lang_current() &&
        g->relaxed == relaxed && g->font_px == text_font_px(FONT_NORMAL)) {
        return;
    }
    g->w = a->pix_w;
    g->h = a->pix_h;
    g->lang = lang_current();
    g->relaxed = relaxed;
    g->font_px = text_font_px(FONT_NORMAL);
    g->pad = a->pix_h / 80 + 2;
    g->th = text_height(FONT_NORMAL);
    g->bh = g->th + g->pad;
    g->row1 = g->pad;
    g->row2 = g->row1 + g->th + g->pad;
    g->height = g->row2 + g->bh + g->pad;
    int widths[SLOT_COUNT], sum = 0;
    for (int i = 0; i < SLOT_COUNT; i++) {
        widths[i] = slot_width(i);
        sum += widths[i];
    }
    int avail = a->pix_w - g->pad * 4;
    int gap = (avail - sum) / (SLOT_COUNT - 1);
    gap = gap < g->pad ? g->pad : gap;
    int x = g->pad * 2;
    for (int i = 0; i < SLOT_COUNT; i++) {
        g->slot_x[i] = x;
        x += widths[i] + gap;
    }
    geom_controls(g, relaxed ? BAR_COUNT : BAR_UNDO);
}

int bar_height(const front_app *a)
{
    bar_geom_make(a);
    return geom.height;
}

const ui_menu *bar_menu(front_app *a)
{
    bar_geom_make(a);
    bar_ui.focus = bar_hover < bar_ui.n ? bar_hover : -1;
    play_ui = bar_ui;
    const ui_menu *strip = assist_menu(a);
    for (int i = 0; i < strip->n && play_ui.n < UI_MAX_ITEMS; i++) {
        ui_menu_add(&play_ui, strip->label[i], strip->id[i] + BAR_COUNT,
                    strip->sid[i]);
        play_ui.rect[play_ui.n - 1] = strip->rect[i];
    }
    return &play_ui;
}

int bar_event(front_app *a, const SDL_Event *e)
{
    int px, py, hit = -1;
    if (e->type != SDL_MOUSEMOTION && e->type != SDL_MOUSEBUTTONDOWN) {
        return -1;
    }
    bar_geom_make(a);
    if (e->type == SDL_MOUSEMOTION) {
        front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
    } else {
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    }
    SDL_Point p = {px, py};
    for (int i = 0; i < bar_ui.n; i++) {
        if (SDL_PointInRect(&p, &bar_ui.rect[i])) {
            hit = i;
        }
    }
    if (hit != bar_hover) {
        bar_hover = hit;
        a->dirty = true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        return hit;
    }
    return -1;
}

void bar_leave(void)
{
    bar_hover = -1;
}

/* The clock: the countdown (seconds left and a bar) or the time played. */
static void bar_clock(front_app *a)
{
    SDL_Renderer *r = a->ren;
    char buf[64];
    int y = geom.row2 + (geom.bh - geom.th) / 2;
    if (game_get_mode(a->g) == GAME_RELAXED) {
        long long s = game_get_elapsed_ms(a->g) / 1000;
        snprintf(buf, sizeof buf, _("%lld:%02lld played"), s / 60, s % 60);
        text_draw(r, FONT_NORMAL, buf, bar_fg, geom.clock_x, y, 0);
        return;
    }
    int left = game_get_time_left_ms(a->g);
    int total = game_get_time_total_ms(a->g);
    bool low = left < 20000;
    snprintf(buf, sizeof buf, _("%d s"), (left + 999) / 1000);
    text_draw(r, FONT_NORMAL, buf, low ? bar_warn : bar_fg,
              geom.clock_x + geom.clock_w, y, 2);
    if (geom.track.w <= 0) {
        return;
    }
    draw_fill(r, geom.track, clock_track);
    SDL_Rect part = geom.track;
    part.w = total > 0 ? (int)((long long)geom.track.w * left / total) : 0;
    draw_fill(r, part, low ? clock_low : clock_ok);
}

/* The key of the button under the pointer, in a box under it. */
static void bar_tooltip(front_app *a)
{
    if (bar_hover < 0 || bar_hover >= bar_ui.n) {
        return;
    }
    const char *s = _(bar_keys[bar_hover]);
    SDL_Rect b = bar_ui.rect[bar_hover];
    int w = text_w(s) + geom.th;
    SDL_Rect box = {b.x, b.y + b.h + 2, w, geom.th + geom.pad};
    if (box.x + box.w > a->pix_w - 2) {
        box.x = a->pix_w - 2 - box.w;
    }
    text_overlay(); /* over the board and the toast */
    draw_fill(a->ren, box, tip_bg);
    draw_frame(a->ren, box, 1, btn_edge);
    text_draw(a->ren, FONT_NORMAL, s, tip_fg, box.x + box.w / 2,
              box.y + (box.h - geom.th) / 2, 1);
}

static void bar_buttons(front_app *a)
{
    for (int i = 0; i < bar_ui.n; i++) {
        bool hot = i == bar_hover;
        SDL_Rect rc = bar_ui.rect[i];
        draw_fill(a->ren, rc, hot ? btn_hover_bg : btn_bg);
        draw_frame(a->ren, rc, 1, btn_edge);
        text_draw(a->ren, FONT_NORMAL, bar_ui.label[i],
                  hot ? btn_hover_fg : bar_fg, rc.x + rc.w / 2,
                  rc.y + (rc.h - geom.th) / 2, 1);
    }
}

void bar_draw(front_app *a, bool controls)
{
    bar_geom_make(a);
    SDL_Renderer *r = a->ren;
    SDL_Rect bar = {0, 0, a->pix_w, geom.height};
    draw_fill(r, bar, bar_bg);
    char buf[96];
    bool relaxed = game_get_mode(a->g) == GAME_RELAXED;
    int y = geom.row1;
    snprintf(buf, sizeof buf, _("Level %d"), game_get_level(a->g));
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_LEVEL], y, 0);
    text_draw(r, FONT_NORMAL, bar_shift_words(game_get_shift(a->g)),
              bar_shift_fg, geom.slot_x[SLOT_SHIFT], y, 0);
    char num[32];
    lang_number(num, sizeof num, game_get_score(a->g));
    snprintf(buf, sizeof buf, _("Score %s"), num);
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_SCORE], y, 0);
    if (relaxed) { /* unlimited in a relaxed game */
        snprintf(buf, sizeof buf, "%s", _("Hints \xe2\x88\x9e"));
    } else {
        snprintf(buf, sizeof buf, _("Hints %d"), game_get_hints_left(a->g));
    }
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_HINTS], y, 0);
    if (relaxed) {
        snprintf(buf, sizeof buf, "%s", _("Re-deals \xe2\x88\x9e"));
    } else {
        snprintf(buf, sizeof buf, _("Re-deals %d"),
                 game_get_redeals_left(a->g));
    }
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_REDEALS], y, 0);
    snprintf(buf, sizeof buf, _("Tiles %d"), game_get_tiles_left(a->g));
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_TILES], y, 0);
    if (controls) {
        bar_buttons(a);
    }
    bar_clock(a);
    if (controls) {
        bar_tooltip(a);
    }
}

void bar_toast(front_app *a, const char *text)
{
    bar_geom_make(a);
    int w = text_w(text) + geom.th * 2;
    int h = geom.th + geom.pad / 2 + 2;
    SDL_Rect box = {(a->pix_w - w) / 2, geom.height + 1, w, h};
    text_overlay();
    draw_fill(a->ren, box, toast_bg);
    draw_frame(a->ren, box, 1, toast_edge);
    text_draw(a->ren, FONT_NORMAL, text, bar_fg, a->pix_w / 2,
              box.y + (h - geom.th) / 2, 1);
}

/* WCAG relative luminance of a colour. */
static double luminance(SDL_Color c)
{
    double ch[3] = {c.r / 255.0, c.g / 255.0, c.b / 255.0};
    for (int i = 0; i < 3; i++) {
        ch[i] = ch[i] <= 0.03928 ? ch[i] / 12.92
                                 : pow((ch[i] + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
}

static double bar_contrast_of(SDL_Color fg, SDL_Color bg)
{
    double l1 = luminance(fg), l2 = luminance(bg);
    return l1 > l2 ? (l1 + 0.05) / (l2 + 0.05) : (l2 + 0.05) / (l1 + 0.05);
}

double bar_contrast(void)
{
    const SDL_Color pairs[][2] = {
        {bar_fg, bar_bg},       {bar_shift_fg, bar_bg},
        {bar_warn, bar_bg},     {bar_fg, btn_bg},
        {btn_hover_fg, btn_hover_bg}, {tip_fg, tip_bg},
        {bar_fg, toast_bg}};
    double worst = 1e9;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        double c = bar_contrast_of(pairs[i][0], pairs[i][1]);
        worst = c < worst ? c : worst;
    }
    return worst;
}

double bar_text_px(const front_app *a)
{
    double sy = a->win_h > 0 ? (double)a->pix_h / a->win_h : 1.0;
    return text_font_px(FONT_NORMAL) / sy;
}
