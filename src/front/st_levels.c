/* st_levels.c - the level map: per difficulty (a tab each), every level
 * as a card with its layout's thumbnail, its shift in words with the
 * arrow, the best stars and the best score so far; the next level of the
 * run in progress marked. A card starts that level, as timed practice
 * (Choose level) or a relaxed game (Relaxed game): a->mode says which.
 * Button ids: diff_easy, diff_normal, diff_hard (tabs, the one shown
 * "chosen"), level_1..level_13 (each with "stars", "best" and "next" in
 * the state file), back.
 */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { LV_EASY = 100, LV_NORMAL, LV_HARD, LV_BACK };
enum { LV_COLS = 5 };

static ui_menu levels_ui;
static char levels_labels[GAME_LEVELS][48];
static char levels_sid[GAME_LEVELS][24];

/* The layouts of the levels, parsed once when first drawn (NULL: the
 * full rectangle). */
static llk_layout *lv_shape[GAME_DIFFICULTY_COUNT][GAME_LEVELS];
static bool lv_shape_read[GAME_DIFFICULTY_COUNT][GAME_LEVELS];

static const llk_layout *level_shape(game_difficulty d, int level)
{
    if (!lv_shape_read[d][level - 1]) {
        lv_shape[d][level - 1] = game_layout_load(game_level_layout(d, level));
        lv_shape_read[d][level - 1] = true;
    }
    return lv_shape[d][level - 1];
}

/* The level the run (or relaxed game) in progress at difficulty d goes
 * on with, 0 none. */
static int levels_next(const front_app *a, game_difficulty d)
{
    if (!a->g || !front_can_continue(a) || game_get_difficulty(a->g) != d ||
        game_get_kind(a->g) == GAME_KIND_PRACTICE) {
        return 0;
    }
    int l = game_get_level(a->g);
    if (game_get_tiles_left(a->g) == 0) {
        l++; /* cleared: its next level comes */
    }
    return l <= GAME_LEVELS ? l : 0;
}

/* The thumbnail of a board of rows x cols (cells: which hold a tile, NULL
 * all) centred in box: the tiles cream on the panel's colour. */
static void levels_thumb(front_app *a, SDL_Rect box, int rows, int cols,
                         const uint8_t *cells)
{
    int cw = box.w / cols, ch = box.h / rows;
    int cell = cw < ch ? cw : ch;
    if (cell < 1) {
        return;
    }
    int gap = cell >= 5 ? 1 : 0;
    SDL_Rect frame = {box.x + (box.w - cell * cols) / 2,
                      box.y + (box.h - cell * rows) / 2, cell * cols,
                      cell * rows};
    SDL_Rect under = {frame.x - 2, frame.y - 2, frame.w + 4, frame.h + 4};
    kit_round(a->ren, under, 2, kit_color(KIT_SURFACE));
    SDL_Rect rc[32 * 20];
    int n = 0;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols && n < (int)(sizeof rc / sizeof rc[0]); c++) {
            if (cells == NULL || cells[r * cols + c]) {
                SDL_Rect t = {frame.x + c * cell, frame.y + r * cell,
                              cell - gap, cell - gap};
                rc[n++] = t;
            }
        }
    }
    SDL_Color cream = kit_color(KIT_TOOLTIP);
    SDL_SetRenderDrawColor(a->ren, cream.r, cream.g, cream.b, 255);
    SDL_RenderFillRects(a->ren, rc, n);
}

/* s cut in at most LV_LINES lines that fit w pixels in font f: each at
 * its last blank when that is past half the line, else between two
 * characters (Chinese); the last line ends in an ellipsis when the rest
 * is still too long. Returns the number of lines. */
enum { LV_LINES = 3, LV_LINE_MAX = 96 };
static int levels_wrap(front_font f, const char *s, int w,
                       char line[LV_LINES][LV_LINE_MAX])
{
    int n = 0, tw, th;
    while (*s && n < LV_LINES) {
        snprintf(line[n], LV_LINE_MAX, "%s", s);
        text_size(f, line[n], &tw, &th);
        if (tw <= w || n == LV_LINES - 1) {
            break;
        }
        size_t i = 0, fit = 0, blank = 0, len = strlen(s);
        while (i < len && i < LV_LINE_MAX - 1) {
            size_t j = i;
            text_next(s, &j);
            snprintf(line[n], LV_LINE_MAX, "%.*s", (int)j, s);
            text_size(f, line[n], &tw, &th);
            if (tw > w) {
                break;
            }
            fit = j;
            blank = s[i] == ' ' ? i : blank;
            i = j;
        }
        size_t cut = blank * 2 > fit ? blank : fit;
        if (cut == 0) { /* not even one character fits: one anyway */
            text_next(s, &cut);
        }
        snprintf(line[n++], LV_LINE_MAX, "%.*s", (int)cut, s);
        s += cut;
        s += *s == ' ';
    }
    if (*s == '\0') {
        return n;
    }
    /* the last line: the rest, cut to fit with an ellipsis */
    char *last = line[n];
    text_size(f, last, &tw, &th);
    for (size_t k = strlen(s); tw > w && k > 0; k--) {
        if (((unsigned char)s[k] & 0xC0) != 0x80) { /* a character's start */
            snprintf(last, LV_LINE_MAX, "%.*s\xe2\x80\xa6", (int)k, s);
            text_size(f, last, &tw, &th);
        }
    }
    return n + 1;
}

/* One level's card, in its face: the level and its stars, the thumbnail
 * with the best score beside it, the shift in words. */
static void levels_card(front_app *a, SDL_Rect face, int level)
{
    game_difficulty d = a->difficulty;
    const level_best *lb = &a->prof.scores.level[d][level - 1];
    SDL_Renderer *r = a->ren;
    int u = kit_u(), pad = u + u / 2;
    int hl = text_height(FONT_LABEL), hc = text_height(FONT_CAPTION);
    SDL_Color on = kit_color(KIT_ON_SURFACE), dim = kit_color(KIT_ON_SURFACE_DIM);
    SDL_Color gold = kit_color(KIT_ACCENT);
    int x0 = face.x + pad, x1 = face.x + face.w - pad, y = face.y + pad / 2;
    char buf[96];
    bool next = levels_next(a, d) == level;
    snprintf(buf, sizeof buf, next ? _("\xe2\x96\xb6 Level %d") : _("Level %d"),
             level);
    text_draw(r, FONT_LABEL, buf, next ? gold : on, x0, y, 0);
    /* the stars: filled for those earned, hollow for the rest (shape as
     * well as colour); a tick for a level cleared without stars */
    char stars[16] = "";
    if (lb->stars > 0 || !lb->cleared) {
        for (int s = 0, k = 0; s < GAME_STARS_MAX; s++) {
            k += snprintf(stars + k, sizeof stars - (size_t)k, "%s",
                          s < lb->stars ? "\xe2\x98\x85" : "\xe2\x98\x86");
        }
    } else {
        snprintf(stars, sizeof stars, "\xe2\x9c\x93");
    }
    int lw, sw, sh;
    text_size(FONT_LABEL, buf, &lw, &sh);
    text_size(FONT_LABEL, stars, &sw, &sh);
    front_font sf = lw + sw + u <= x1 - x0 ? FONT_LABEL : FONT_CAPTION;
    text_draw(r, sf, stars,
              lb->stars > 0 || lb->cleared ? kit_color(KIT_SUCCESS) : dim, x1,
              y + hl - text_height(sf), 2);
    y += hl + u / 2;
    /* the shift in words, with its arrows, at the foot (as many lines as
     * it needs, up to three) */
    char lines[LV_LINES][LV_LINE_MAX];
    int nl = levels_wrap(FONT_CAPTION, bar_shift_words(game_level_shift(level)),
                         x1 - x0, lines);
    int foot = face.y + face.h - pad / 2 - nl * hc;
    for (int i = 0; i < nl; i++) {
        text_draw(r, FONT_CAPTION, lines[i], dim, x0, foot + i * hc, 0);
    }
    /* the thumbnail, and the best score right of it */
    int box_h = foot - u / 2 - y;
    SDL_Rect box = {x0, y, (x1 - x0) * 11 / 20, box_h > 2 ? box_h : 2};
    const llk_layout *l = level_shape(d, level);
    const game_level_params *p = game_level_get(d, level);
    if (l) {
        levels_thumb(a, box, l->rows, l->cols, l->cell);
    } else if (p) {
        levels_thumb(a, box, p->rows, p->cols, NULL);
    }
    int bx = box.x + box.w + u, by = box.y + (box.h - 2 * hc) / 2;
    text_draw(r, FONT_CAPTION, _("Best"), dim, bx, by, 0);
    if (lb->best >= 0) {
        lang_number(buf, sizeof buf, lb->best);
    } else {
        snprintf(buf, sizeof buf, "\xe2\x80\x94"); /* — */
    }
    text_draw(r, FONT_CAPTION, buf, on, bx, by + hc, 0);
}

/* The place of the cards' grid: under the title, the line and the tabs. */
static void levels_grid(const front_app *a, SDL_Rect *tabs, SDL_Rect *grid)
{
    int u = kit_u();
    int top = 2 * u + text_height(FONT_TITLE) + text_height(FONT_CAPTION) + u;
    int th = text_height(FONT_LABEL) * 3 / 2 + u;
    int tw = a->pix_w / 5;
    SDL_Rect t = {(a->pix_w - GAME_DIFFICULTY_COUNT * tw) / 2, top, tw, th};
    *tabs = t;
    SDL_Rect g = {3 * u, top + th + 2 * u, a->pix_w - 6 * u, 0};
    g.h = a->pix_h - g.y - 2 * u;
    *grid = g;
}

/* Tabs in a row; the cards LV_COLS to a row; Back in the last row's
 * last slot. */
static void levels_place(ui_menu *m, const front_app *a)
{
    SDL_Rect tabs, grid;
    levels_grid(a, &tabs, &grid);
    int u = kit_u(), rows = (GAME_LEVELS + 1 + LV_COLS - 1) / LV_COLS;
    int cw = (grid.w - (LV_COLS - 1) * u) / LV_COLS;
    int ch = (grid.h - (rows - 1) * u) / rows;
    for (int i = 0; i < m->n; i++) {
        SDL_Rect rc;
        if (i < GAME_DIFFICULTY_COUNT) {
            rc = tabs;
            rc.x += i * tabs.w;
            rc.w -= u / 2;
        } else {
            int k = i - GAME_DIFFICULTY_COUNT; /* Back: the next slot on */
            if (k >= GAME_LEVELS) {
                k = rows * LV_COLS - 1;
            }
            rc.x = grid.x + (k % LV_COLS) * (cw + u);
            rc.y = grid.y + (k / LV_COLS) * (ch + u);
            rc.w = cw;
            rc.h = ch;
            if (i - GAME_DIFFICULTY_COUNT >= GAME_LEVELS) { /* Back */
                int bh = text_height(FONT_BODY) * 2;
                rc.y += ch - bh;
                rc.h = bh;
            }
        }
        m->rect[i] = rc;
    }
}

static const ui_menu *levels_build(front_app *a)
{
    static const char *const names[GAME_DIFFICULTY_COUNT] = {
        N_("Easy"), N_("Normal"), N_("Hard")};
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "diff_easy", "diff_normal", "diff_hard"};
    int focus = levels_ui.focus;
    ui_menu_clear(&levels_ui, LV_COLS);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(&levels_ui, _(names[d]), LV_EASY + d, sids[d]);
        ui_menu_tab(&levels_ui, d == (int)a->difficulty);
    }
    for (int l = 1; l <= GAME_LEVELS; l++) {
        snprintf(levels_labels[l - 1], sizeof levels_labels[l - 1],
                 _("Level %d"), l);
        snprintf(levels_sid[l - 1], sizeof levels_sid[l - 1], "level_%d", l);
        ui_menu_add(&levels_ui, levels_labels[l - 1], l, levels_sid[l - 1]);
        ui_menu_card(&levels_ui, l, levels_card);
    }
    ui_menu_add(&levels_ui, _("Back"), LV_BACK, "back");
    levels_ui.focus = focus < levels_ui.n ? focus : 0;
    levels_place(&levels_ui, a);
    return &levels_ui;
}

static void levels_enter(front_app *a)
{
    levels_ui.focus = 0;
    levels_build(a);
    int next = levels_next(a, a->difficulty);
    /* the next level of the run in progress, else level 1 */
    levels_ui.focus = GAME_DIFFICULTY_COUNT + (next > 0 ? next - 1 : 0);
}

static void levels_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    levels_build(a);
    int id = ui_menu_event(&levels_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id >= 1 && id <= GAME_LEVELS) {
        a->practice = a->mode == GAME_TIMED;
        front_start_level(a, id, false);
    } else if (id >= LV_EASY && id <= LV_HARD) {
        a->difficulty = (game_difficulty)(id - LV_EASY);
        a->dirty = true;
    } else if (id == LV_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void levels_draw(front_app *a)
{
    levels_build(a);
    draw_background(a);
    int u = kit_u();
    ui_title(a, a->mode == GAME_RELAXED ? _("Relaxed game: choose a level")
                                        : _("Choose a level"),
             2 * u);
    const game_level_params *p = game_level_get(a->difficulty, 1);
    if (p) {
        char buf[160];
        snprintf(buf, sizeof buf,
                 a->mode == GAME_RELAXED
                     ? _("%s: %d x %d board, %d kinds of tile; no clock, "
                         "undo with U")
                     : _("%s: %d x %d board, %d kinds of tile"),
                 lang_difficulty_name(a->difficulty), p->cols, p->rows,
                 p->kinds);
        kit_caption(a->ren, a->pix_w / 2, 2 * u + text_height(FONT_TITLE),
                    buf, 1);
    }
    ui_menu_draw(&levels_ui, a);
}

/* The state file's buttons, each card with its stars, best and mark. */
static void levels_view(front_app *a, game_view *v)
{
    static game_button bt[UI_MAX_ITEMS];
    int n = ui_menu_buttons(levels_build(a), a, bt, UI_MAX_ITEMS);
    int next = levels_next(a, a->difficulty);
    for (int i = 0; i < n; i++) {
        int id = levels_ui.id[i];
        if (id >= 1 && id <= GAME_LEVELS) {
            const level_best *lb = &a->prof.scores.level[a->difficulty][id - 1];
            bt[i].has_level = true;
            bt[i].stars = lb->stars;
            bt[i].best = lb->best;
            bt[i].next = id == next;
        }
    }
    v->buttons = bt;
    v->nbuttons = n;
}

const front_screen st_levels = {.name = "levels", .enter = levels_enter,
                                .event = levels_event, .draw = levels_draw,
                                .menu = levels_build, .view = levels_view};
