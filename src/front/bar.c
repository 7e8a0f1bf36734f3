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
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "seen.h"
#include "text.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "keys.h"
#include "pad.h"
#include "lang.h"

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

/* The geometry, for one drawable size, language and mode. */
typedef struct bar_geom {
    int w, h, font_px; /* what it was made for */
    const char *lang;
    bool relaxed;
    int pad, th;
    int row1, row2, bh;  /* rows' tops, button height */
    int slot_x[SLOT_COUNT];
    bool keys;            /* the buttons show their keys */
    int clock_x, clock_w; /* clock text slot */
    SDL_Rect track;       /* the countdown bar */
    int height;
} bar_geom;

static bar_geom geom;
static ui_menu bar_ui;   /* the bar's own buttons */
static ui_menu play_ui;  /* with the dead-end strip's: the state file's */
static int bar_hover = -1;
static int bar_pressed = -1;

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

/* Width of a counter's slot: its label with the widest value. */
static int slot_width(int slot)
{
    char buf[96], num[32];
    int w = 0;
    switch (slot) {
    case SLOT_LEVEL:
        snprintf(buf, sizeof buf, _("Level %d"), 88);
        w = text_w(_("Daily")); /* the deal of the day's tag instead */
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
    /* each button shows its key when all six fit with the widest clock
     * and some of the countdown bar (the same in every mode) */
    char widest[64], num[32];
    lang_duration(num, sizeof num, 888LL * 60000 + 88000);
    snprintf(widest, sizeof widest, _("%s played"), num);
    int need = g->pad * 5 + BAR_COUNT * (bw + kw + g->pad) + text_w(widest) +
               g->th * 2;
    g->keys = need <= g->w - g->pad * 2;
    bw += g->keys ? kw : 0;
    ui_menu_clear(&bar_ui, n);
    for (int i = 0; i < n; i++) {
        ui_menu_add(&bar_ui, bar_label(i), i, sids[i]);
        SDL_Rect rc = {g->pad * 2 + i * (bw + g->pad), g->row2, bw, g->bh};
        bar_ui.rect[i] = rc;
    }
    char buf[64];
    if (g->relaxed) {
        lang_duration(num, sizeof num, 888LL * 60000 + 88000);
        snprintf(buf, sizeof buf, _("%s played"), num);
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
    bool relaxed = session_game(a->ses) &&
                   game_get_mode(session_game(a->ses)) == GAME_RELAXED;
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
    /* a finger's 7 mm on a 7-inch 1280x800 screen, 40 points, where the
     * window is that tall (a handheld's): 39 would fall just short */
    int finger = (int)(40.0 / front_y_to_window(a, 1.0) + 0.5);
    if (a->win_h >= 800 && g->bh < finger) {
        g->bh = finger;
    }
    /* half a pad above, between and under the rows: the height the board
     * does not get is kept small */
    g->row1 = g->pad / 2;
    g->row2 = g->row1 + g->th + g->pad / 2;
    g->height = g->row2 + g->bh + g->pad / 2;
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

/* Which buttons cannot be used now, and why (the tooltip says it). */
static void bar_states(const front_app *a)
{
    for (int i = 0; i < bar_ui.n; i++) {
        const char *why = NULL;
        if (!session_game(a->ses)) {
            why = NULL;
        } else if (i == BAR_HINT &&
                   game_get_hints_left(session_game(a->ses)) == 0) {
            why = _("No hints left");
        } else if (i == BAR_REDEAL &&
                   game_get_redeals_left(session_game(a->ses)) == 0) {
            why = _("No re-deals left");
        } else if (i == BAR_UNDO &&
                   game_undo_count(session_game(a->ses)) == 0) {
            why = _("Nothing to undo yet");
        } else if (i == BAR_REDO &&
                   game_redo_count(session_game(a->ses)) == 0) {
            why = _("Nothing to redo");
        }
        bar_ui.off[i] = why != NULL;
        bar_ui.why[i] = why;
    }
}

int bar_height(const front_app *a)
{
    bar_geom_make(a);
    return geom.height;
}

const ui_menu *bar_menu(front_app *a)
{
    bar_geom_make(a);
    bar_states(a);
    bar_ui.focus = bar_hover < bar_ui.n ? bar_hover : -1;
    play_ui = bar_ui;
    const ui_menu *strip = assist_menu(a);
    int strip_hover = ui_menu_hover(strip);
    /* the pointer's state: the bar's own, then the strip's */
    ui_menu_set_hover(&play_ui, bar_hover < bar_ui.n ? bar_hover : -1);
    for (int i = 0; i < strip->n && play_ui.n < UI_MAX_ITEMS; i++) {
        ui_menu_add(&play_ui, strip->label[i], strip->id[i] + BAR_COUNT,
                    strip->sid[i]);
        play_ui.rect[play_ui.n - 1] = strip->rect[i];
        if (i == strip_hover && ui_menu_hover(&play_ui) < 0) {
            ui_menu_set_hover(&play_ui, play_ui.n - 1);
        }
    }
    return &play_ui;
}

int bar_event(front_app *a, const SDL_Event *e)
{
    int px, py, hit = -1;
    if (e->type == SDL_MOUSEBUTTONUP && bar_pressed >= 0) {
        bar_pressed = -1;
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
    for (int i = 0; i < bar_ui.n; i++) {
        if (SDL_PointInRect(&p, &bar_ui.rect[i])) {
            hit = i;
        }
    }
    if (hit != bar_hover) {
        bar_hover = hit;
        a->dirty = true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT &&
        hit >= 0) {
        /* a disabled button does nothing: its tooltip says why */
        bar_pressed = bar_ui.off[hit] ? -1 : hit;
        a->dirty = true;
        return bar_ui.off[hit] ? BAR_REFUSED : hit;
    }
    return -1;
}

void bar_leave(void)
{
    bar_hover = -1;
    bar_pressed = -1;
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
    int y = geom.row2 + (geom.bh - geom.th) / 2;
    if (track.w < w + geom.pad) {
        w = track.w + w; /* no room for both: the badge alone */
        track.w = 0;
    } else {
        track.w -= w + geom.pad;
    }
    kit_badge(a->ren, a->pix_w, track.x + track.w + (track.w ? geom.pad : 0) +
                                    (text_w(s) + u * 4) / 2,
              y, s, KIT_DANGER);
    return track;
}

/* The clock: the countdown (seconds left and a bar) or the time played. */
static void bar_clock(front_app *a)
{
    SDL_Renderer *r = a->ren;
    char buf[64];
    int y = geom.row2 + (geom.bh - geom.th) / 2;
    if (!game_counts_down(session_game(a->ses))) { /* the time played */
        char num[32];
        lang_duration(num, sizeof num,
                      game_get_elapsed_ms(session_game(a->ses)));
        snprintf(buf, sizeof buf, _("%s played"), num);
        text_draw(r, FONT_NORMAL, buf, bar_fg, geom.clock_x, y, 0);
        return;
    }
    int left = game_get_time_left_ms(session_game(a->ses));
    int total = game_get_time_total_ms(session_game(a->ses));
    bool low = left < 20000;
    snprintf(buf, sizeof buf, _("%d s"), (left + 999) / 1000);
    text_draw(r, FONT_NORMAL, buf, low ? bar_warn : bar_fg,
              geom.clock_x + geom.clock_w, y, 2);
    SDL_Rect track = bar_assisted(a, geom.track);
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
    if (bar_hover < 0 || bar_hover >= bar_ui.n) {
        return;
    }
    char keys[64], tip[128];
    keys_names(KEYS_PLAY, bar_actions[bar_hover], keys, sizeof keys);
    if (bar_pad(a)) { /* the controller's button, when it has one */
        snprintf(keys, sizeof keys, "%s", pad_cap(bar_actions[bar_hover]));
    } else if (bar_touch(a)) {
        keys[0] = '\0'; /* a touch screen has no keys */
    }
    /* TRANSLATORS: a button's name and its keys ("Hint (H)") */
    snprintf(tip, sizeof tip, _("%s (%s)"), bar_ui.label[bar_hover], keys);
    if (!keys[0]) {
        snprintf(tip, sizeof tip, "%s", bar_ui.label[bar_hover]);
    }
    const char *s = bar_ui.off[bar_hover] ? bar_ui.why[bar_hover] : tip;
    kit_tooltip(a->ren, a->pix_w, a->pix_h, bar_ui.rect[bar_hover], s);
}

static void bar_buttons(front_app *a)
{
    SDL_Rect clip;
    SDL_RenderGetClipRect(a->ren, &clip);
    bool clipped = !SDL_RectEmpty(&clip); /* a frame for the clock alone */
    bool pad = bar_pad(a), touch = bar_touch(a);
    for (int i = 0; i < bar_ui.n; i++) {
        if (clipped && !SDL_HasIntersection(&clip, &bar_ui.rect[i])) {
            continue;
        }
        unsigned st = i == bar_hover ? KIT_ST_HOVER | KIT_ST_FOCUSED : 0;
        st |= i == bar_pressed ? KIT_ST_PRESSED : 0;
        st |= bar_ui.off[i] ? KIT_ST_DISABLED : 0;
        seen_control(bar_ui.sid[i]);
        const char *cap = bar_cap(pad, i);
        kit_button_key(a->ren, bar_ui.rect[i], bar_ui.label[i],
                       geom.keys && cap[0] && !touch ? cap : NULL, pad, st);
    }
    seen_control(NULL);
}

void bar_draw(front_app *a, bool controls)
{
    bar_geom_make(a);
    SDL_Renderer *r = a->ren;
    SDL_Rect bar = {0, 0, a->pix_w, geom.height};
    draw_fill(r, bar, bar_bg);
    char buf[96];
    bool relaxed = game_get_mode(session_game(a->ses)) == GAME_RELAXED;
    int y = geom.row1;
    if (session_current(a->ses) == SESSION_DAILY) { /* its tag */
        /* TRANSLATORS: the bar's tag while the deal of the day is played */
        text_draw(r, FONT_NORMAL, _("Daily"), bar_shift_fg,
                  geom.slot_x[SLOT_LEVEL], y, 0);
    } else {
        snprintf(buf, sizeof buf, _("Level %d"),
                 game_get_level(session_game(a->ses)));
        text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_LEVEL], y, 0);
    }
    text_draw(r, FONT_NORMAL,
              bar_shift_words(game_get_shift(session_game(a->ses))),
              bar_shift_fg, geom.slot_x[SLOT_SHIFT], y, 0);
    char num[32];
    bool zen = game_get_kind(session_game(a->ses)) == GAME_KIND_ZEN;
    if (zen) { /* no score: the boards */
        snprintf(buf, sizeof buf, _("Board %d"),
                 game_zen_boards(session_game(a->ses)) + 1);
    } else {
        lang_number(num, sizeof num, game_get_score(session_game(a->ses)));
        snprintf(buf, sizeof buf, _("Score %s"), num);
    }
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_SCORE], y, 0);
    if (relaxed) { /* unlimited in a relaxed game */
        snprintf(buf, sizeof buf, "%s", _("Hints \xe2\x88\x9e"));
    } else {
        snprintf(buf, sizeof buf, _("Hints %d"),
                 game_get_hints_left(session_game(a->ses)));
    }
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_HINTS], y, 0);
    if (relaxed) {
        snprintf(buf, sizeof buf, "%s", _("Re-deals \xe2\x88\x9e"));
    } else {
        snprintf(buf, sizeof buf, _("Re-deals %d"),
                 game_get_redeals_left(session_game(a->ses)));
    }
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_REDEALS], y, 0);
    snprintf(buf, sizeof buf, _("Tiles %d"),
             game_get_tiles_left(session_game(a->ses)));
    text_draw(r, FONT_NORMAL, buf, bar_fg, geom.slot_x[SLOT_TILES], y, 0);
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
    int x = geom.clock_x - geom.pad;
    SDL_Rect rc = {x, geom.row2, a->pix_w - x, geom.bh};
    return rc;
}

void bar_toast(front_app *a, const char *text)
{
    kit_lane_draw(a->ren, text, false);
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
