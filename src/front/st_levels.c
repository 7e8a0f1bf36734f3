/* st_levels.c - the level map: per difficulty (a tab each), every level
 * as a card with its layout's thumbnail, its shift in words with the
 * arrow, the best stars and the best score so far; the next level of the
 * run in progress marked. A card starts that level, as timed practice
 * (Choose level) or a relaxed game (Relaxed game): the session's next
 * mode says which.
 * A Custom tab follows when the player has layouts of their own
 * (custom_ui.c): a card each, played relaxed. Button ids: diff_easy,
 * diff_normal, diff_hard, diff_custom (tabs, the one shown "chosen"),
 * level_1..level_13 (each with "stars", "best" and "next" in the state
 * file) or custom_1..custom_14, back.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "seen.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "screen_state.h"

enum { LV_EASY = 100, LV_NORMAL, LV_HARD, LV_BACK, LV_CUSTOM, LV_CUSTOM0 = 200 };
enum { LV_COLS = 5, LV_ROWS = 3 };
/* the cards a page holds: the grid less Back's slot */
#define LV_CARDS (LV_COLS * LV_ROWS - 1)

/* The screen's own state (screen_state.h). */
typedef struct lv_state {
    ui_menu ui;
    char labels[GAME_LEVELS][48];
    char sid[LV_CARDS][24];
    bool custom; /* the Custom tab is shown */
    /* The layouts of the levels, parsed when first drawn (NULL: the full
     * rectangle), let go when the screen is left (levels_leave). */
    llk_layout *shape[GAME_DIFFICULTY_COUNT][GAME_LEVELS];
    bool shape_read[GAME_DIFFICULTY_COUNT][GAME_LEVELS];
    game_button bt[UI_MAX_ITEMS]; /* the state file's buttons */
} lv_state;

static lv_state *S(front_app *a)
{
    return front_state(a, &st_levels, sizeof(lv_state));
}

static const llk_layout *level_shape(front_app *a, game_difficulty d,
                                     int level)
{
    lv_state *s = S(a);
    if (!s->shape_read[d][level - 1]) {
        s->shape[d][level - 1] = game_layout_load(game_level_layout(d, level));
        s->shape_read[d][level - 1] = true;
    }
    return s->shape[d][level - 1];
}

/* The level the run (or relaxed game) in progress at difficulty d goes
 * on with, 0 none. */
static int levels_next(const front_app *a, game_difficulty d)
{
    session_kind k = session_next_mode(a->ses) == GAME_RELAXED
                         ? SESSION_PRACTICE
                         : SESSION_RUN;
    const game *g = session_kept(a->ses, k);
    if (!session_can_continue(a->ses, k) || game_get_difficulty(g) != d ||
        game_get_kind(g) == GAME_KIND_PRACTICE) {
        return 0;
    }
    int l = game_get_level(g);
    if (game_get_tiles_left(g) == 0) {
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
 * is still too long. At most max (up to LV_LINES) lines; returns how
 * many. */
enum { LV_LINES = 3, LV_LINE_MAX = 96 };
static int levels_wrap(front_font f, const char *s, int w,
                       char line[LV_LINES][LV_LINE_MAX], int max)
{
    int n = 0, tw, th;
    while (*s && n < max) {
        snprintf(line[n], LV_LINE_MAX, "%s", s);
        text_size(f, line[n], &tw, &th);
        if (tw <= w || n == max - 1) {
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
        size_t cut = blank * 2 > fit ? blank : kit_no_orphan(s, 0, fit, len);
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

/* What a card shows: a title (gold when marked) with a mark at its right
 * (stars), the thumbnail of a rows x cols board (cells NULL: full), two
 * lines beside it, and words at the foot. */
typedef struct lv_card {
    const char *title, *mark, *side[2], *foot;
    int stars; /* drawn at the title's right, as on the results card
                  (kit_star: gold earned, hollow missed); -1: none */
    bool marked;
    SDL_Color mark_col;
    int rows, cols;
    const uint8_t *cells;
} lv_card;

/* The three stars (or the mark) of card c from x (right-aligned at x
 * when right), centred on a line hl tall at y. */
static void levels_stars(front_app *a, const lv_card *c, int x, int y,
                         int hl, bool right)
{
    if (c->stars >= 0) { /* three stars, a line's height */
        float rad = (float)hl * 0.42f;
        float step = rad * 2.3f, cy = (float)y + (float)hl / 2;
        int bw = (int)(step * (GAME_STARS_MAX - 1) + 2 * rad);
        int left = right ? x - bw : x;
        for (int i = 0; i < GAME_STARS_MAX; i++) {
            float cx = right ? (float)x - rad -
                                   (float)(GAME_STARS_MAX - 1 - i) * step
                             : (float)left + rad + (float)i * step;
            kit_star(a->ren, cx, cy, rad, i < c->stars, 255);
        }
        SDL_Rect box = {left, (int)(cy - rad), bw, (int)(2 * rad)};
        seen_mark(c->stars > 0 ? "stars" : "stars_none", box);
    } else if (c->mark) {
        text_draw(a->ren, FONT_CAPTION, c->mark, c->mark_col, x, y,
                  right ? 2 : 0);
    }
}

/* The width the stars (on a line hl tall) or the mark of card c take. */
static int levels_stars_w(const lv_card *c, int hl)
{
    int w = 0, h;
    if (c->stars >= 0) {
        float rad = (float)hl * 0.42f;
        return (int)(rad * 2.3f * (GAME_STARS_MAX - 1) + 2 * rad);
    }
    if (c->mark) {
        text_size(FONT_CAPTION, c->mark, &w, &h);
    }
    return w;
}

/* A card at a large text size whose words do not fit the card of 100 %:
 * the title; the stars (icons: the size they have at 100 %) with the
 * side's two lines beside them when they fit, else under them; the
 * foot's words on the lines left; the thumbnail in the room between
 * (none when there is none). What finds no room is left out. */
static void levels_card_large(front_app *a, SDL_Rect face, const lv_card *c,
                              const char *title)
{
    SDL_Renderer *r = a->ren;
    int u = kit_u(), pad = u + u / 2, sw, tw, h;
    int hl = text_height(FONT_LABEL), hc = text_height(FONT_CAPTION);
    int hs = hl * 100 / kit_text_size_pct(); /* the stars' line */
    SDL_Color on = kit_color(KIT_ON_SURFACE), dim = kit_color(KIT_ON_SURFACE_DIM);
    int x0 = face.x + pad, x1 = face.x + face.w - pad, y = face.y + pad / 2;
    int end = face.y + face.h - pad / 2;
    text_draw(r, FONT_LABEL, title,
              kit_color(c->marked ? KIT_ACCENT : KIT_ON_SURFACE), x0, y, 0);
    y += hl;
    int mw = levels_stars_w(c, hs);
    text_size(FONT_CAPTION, c->side[0], &sw, &h);
    text_size(FONT_CAPTION, c->side[1], &tw, &h);
    int side_w = sw + u / 2 + tw, sx = x0;
    if (mw > 0 && y + hs <= end) { /* the stars, the side beside them */
        int lh = mw + u + side_w <= x1 - x0 && hc > hs ? hc : hs;
        levels_stars(a, c, x0, y + (lh - hs) / 2, hs, false);
        sx = mw + u + side_w <= x1 - x0 ? x0 + mw + u : x0;
        y += sx > x0 ? 0 : lh;
    }
    if (y + hc <= end && sx + side_w <= x1) { /* the side on a line */
        text_draw(r, FONT_CAPTION, c->side[0], dim, sx, y, 0);
        text_draw(r, FONT_CAPTION, c->side[1], on, sx + sw + u / 2, y, 0);
        y += hc;
    }
    int most = (end - y) / hc;
    char lines[LV_LINES][LV_LINE_MAX];
    int nl = most > 0 ? levels_wrap(FONT_CAPTION, c->foot, x1 - x0, lines,
                                    most > LV_LINES ? LV_LINES : most)
                      : 0;
    int foot = face.y + face.h - pad / 2 - nl * hc;
    for (int i = 0; i < nl; i++) {
        text_draw(r, FONT_CAPTION, lines[i], dim, x0, foot + i * hc, 0);
    }
    SDL_Rect box = {x0, y + u / 2, x1 - x0, foot - u - y};
    if (box.h >= 2 * hc) { /* room for a thumbnail worth seeing */
        levels_thumb(a, box, c->rows, c->cols, c->cells);
    }
}

/* Whether card c's words fit the card of 100 % in face (the title and
 * its stars on a line, the side's lines beside the thumbnail, under the
 * title and over the foot). */
static bool levels_card_fits(SDL_Rect face, const lv_card *c,
                             const char *title)
{
    int u = kit_u(), pad = u + u / 2, tw, sw, s1, h;
    int hl = text_height(FONT_LABEL), hc = text_height(FONT_CAPTION);
    int iw = face.w - 2 * pad;
    char lines[LV_LINES][LV_LINE_MAX];
    int nl = levels_wrap(FONT_CAPTION, c->foot, iw, lines, LV_LINES);
    int box_h = face.h - pad - nl * hc - u / 2 - hl - u / 2;
    text_size(FONT_LABEL, title, &tw, &h);
    text_size(FONT_CAPTION, c->side[0], &sw, &h);
    text_size(FONT_CAPTION, c->side[1], &s1, &h);
    sw = s1 > sw ? s1 : sw;
    return (c->stars < 0 || tw + levels_stars_w(c, hl) + u <= iw) &&
           box_h >= 2 * hc && iw * 11 / 20 + u + sw <= iw;
}

static void levels_card_draw(front_app *a, SDL_Rect face, const lv_card *c)
{
    SDL_Renderer *r = a->ren;
    int u = kit_u(), pad = u + u / 2;
    int hl = text_height(FONT_LABEL), hc = text_height(FONT_CAPTION);
    SDL_Color on = kit_color(KIT_ON_SURFACE), dim = kit_color(KIT_ON_SURFACE_DIM);
    int x0 = face.x + pad, x1 = face.x + face.w - pad, y = face.y + pad / 2;
    /* a title too wide for the card (a custom layout's name) is cut
     * with an ellipsis */
    char title[LLK_LAYOUT_NAME_MAX + 8];
    int tw, th;
    snprintf(title, sizeof title, "%s", c->title);
    text_size(FONT_LABEL, title, &tw, &th);
    for (size_t k = strlen(c->title); tw > x1 - x0 && k > 0; k--) {
        if (((unsigned char)c->title[k] & 0xC0) != 0x80) {
            snprintf(title, sizeof title, "%.*s\xe2\x80\xa6", (int)k, c->title);
            text_size(FONT_LABEL, title, &tw, &th);
        }
    }
    if (kit_text_size_pct() > 100 && !levels_card_fits(face, c, title)) {
        levels_card_large(a, face, c, title);
        return;
    }
    text_draw(r, FONT_LABEL, title, kit_color(c->marked ? KIT_ACCENT : KIT_ON_SURFACE),
              x0, y, 0);
    if (c->stars >= 0) { /* three stars, a label's height, right-aligned */
        levels_stars(a, c, x1, y, hl, true);
    } else if (c->mark) { /* in the label's size where it fits beside the title */
        int lw, sw, sh;
        text_size(FONT_LABEL, title, &lw, &sh);
        text_size(FONT_LABEL, c->mark, &sw, &sh);
        front_font sf = lw + sw + u <= x1 - x0 ? FONT_LABEL : FONT_CAPTION;
        text_draw(r, sf, c->mark, c->mark_col, x1, y + hl - text_height(sf), 2);
    }
    y += hl + u / 2;
    /* the foot's words, on as many lines as they need (up to three) */
    char lines[LV_LINES][LV_LINE_MAX];
    int nl = levels_wrap(FONT_CAPTION, c->foot, x1 - x0, lines, LV_LINES);
    int foot = face.y + face.h - pad / 2 - nl * hc;
    for (int i = 0; i < nl; i++) {
        text_draw(r, FONT_CAPTION, lines[i], dim, x0, foot + i * hc, 0);
    }
    /* the thumbnail, and the two lines right of it */
    int box_h = foot - u / 2 - y;
    SDL_Rect box = {x0, y, (x1 - x0) * 11 / 20, box_h > 2 ? box_h : 2};
    levels_thumb(a, box, c->rows, c->cols, c->cells);
    int bx = box.x + box.w + u, by = box.y + (box.h - 2 * hc) / 2;
    text_draw(r, FONT_CAPTION, c->side[0], dim, bx, by, 0);
    text_draw(r, FONT_CAPTION, c->side[1], on, bx, by + hc, 0);
}

/* One level's card: the level (marked when the run goes on there) and its
 * stars, the thumbnail with the best score beside it, the shift in
 * words. */
static void levels_card(front_app *a, SDL_Rect face, int level)
{
    game_difficulty d = session_next_difficulty(a->ses);
    const level_best *lb = &prefs(a)->prof.scores.level[d][level - 1];
    char title[64], stars[16] = "", best[32];
    lv_card c = {.title = title, .mark = stars, .side = {_("Best"), best},
                 .foot = bar_shift_words(game_level_shift(level)), .stars = -1};
    c.marked = levels_next(a, d) == level;
    snprintf(title, sizeof title, c.marked ? _("\xe2\x96\xb6 Level %d") : _("Level %d"),
             level);
    /* the stars as the results card draws them (gold earned, hollow
     * missed: shape as well as colour), in a timed chooser only (a
     * relaxed game earns none); a tick for a level cleared without any */
    bool timed = session_next_mode(a->ses) == GAME_TIMED;
    if (timed && (lb->stars > 0 || !lb->cleared)) {
        c.stars = lb->stars;
    } else if (lb->cleared) {
        snprintf(stars, sizeof stars, "\xe2\x9c\x93");
    }
    c.mark_col = kit_color(KIT_SUCCESS);
    if (lb->best >= 0) {
        lang_number(best, sizeof best, lb->best);
    } else {
        snprintf(best, sizeof best, "\xe2\x80\x94"); /* — */
    }
    const llk_layout *l = level_shape(a, d, level);
    const game_level_params *p = game_level_get(d, level);
    c.rows = l ? l->rows : p ? p->rows : 1;
    c.cols = l ? l->cols : p ? p->cols : 1;
    c.cells = l ? l->cell : NULL;
    levels_card_draw(a, face, &c);
}

/* A custom layout's card: its name, the thumbnail with its size and tile
 * count beside it, and the shift it is played with (none). */
static void levels_custom_card(front_app *a, SDL_Rect face, int i)
{
    const llk_layout *l = session_custom(a->ses)->layout[i];
    char size[32], tiles[32];
    bool zh = strncmp(lang_current(), "zh", 2) == 0;
    snprintf(size, sizeof size, "%d \xc3\x97 %d", l->cols, l->rows);
    snprintf(tiles, sizeof tiles, _("%d tiles"), l->tiles);
    lv_card c = {.title = zh && l->name_zh[0] ? l->name_zh : l->name,
                 .side = {size, tiles}, .foot = bar_shift_words(LLK_SHIFT_NONE),
                 .stars = -1, .rows = l->rows, .cols = l->cols, .cells = l->cell};
    levels_card_draw(a, face, &c);
}

static void levels_card_any(front_app *a, SDL_Rect face, int v)
{
    if (v >= LV_CUSTOM0) {
        levels_custom_card(a, face, v - LV_CUSTOM0);
    } else {
        levels_card(a, face, v);
    }
}

/* The place of the cards' grid: under the title, the line and the tabs. */
static void levels_grid(const front_app *a, int ntabs, SDL_Rect *tabs,
                        SDL_Rect *grid)
{
    int u = kit_u();
    int top = 2 * u + text_height(FONT_TITLE) + text_height(FONT_CAPTION) + u;
    int th = text_height(FONT_LABEL) * 3 / 2 + u;
    int tw = a->pix_w / 5;
    SDL_Rect t = {(a->pix_w - ntabs * tw) / 2, top, tw, th};
    *tabs = t;
    SDL_Rect g = {3 * u, top + th + 2 * u, a->pix_w - 6 * u, 0};
    g.h = a->pix_h - g.y - 2 * u;
    *grid = g;
}

/* Tabs in a row (ntabs); the cards LV_COLS to a row; Back in the last
 * row's last slot. */
static void levels_place(ui_menu *m, const front_app *a, int ntabs)
{
    SDL_Rect tabs, grid;
    levels_grid(a, ntabs, &tabs, &grid);
    int u = kit_u();
    int cw = (grid.w - (LV_COLS - 1) * u) / LV_COLS;
    int ch = (grid.h - (LV_ROWS - 1) * u) / LV_ROWS;
    for (int i = 0; i < m->n; i++) {
        SDL_Rect rc;
        if (i < ntabs) {
            rc = tabs;
            rc.x += i * tabs.w;
            rc.w -= u / 2;
        } else {
            bool back = i == m->n - 1;
            int k = back ? LV_COLS * LV_ROWS - 1 : i - ntabs;
            rc.x = grid.x + (k % LV_COLS) * (cw + u);
            rc.y = grid.y + (k / LV_COLS) * (ch + u);
            rc.w = cw;
            rc.h = ch;
            if (back) {
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
    lv_state *s = S(a);
    static const char *const names[GAME_DIFFICULTY_COUNT] = {
        N_("Easy"), N_("Normal"), N_("Hard")};
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "diff_easy", "diff_normal", "diff_hard"};
    ui_menu_clear(&s->ui, LV_COLS);
    s->custom = s->custom && session_custom(a->ses)->n > 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(&s->ui, _(names[d]), LV_EASY + d, sids[d]);
        ui_menu_tab(&s->ui,
                    !s->custom && d == (int)session_next_difficulty(a->ses));
    }
    int ntabs = GAME_DIFFICULTY_COUNT;
    if (session_custom(a->ses)->n > 0) { /* the player's own layouts */
        ui_menu_add(&s->ui, _("Custom"), LV_CUSTOM, "diff_custom");
        ui_menu_tab(&s->ui, s->custom);
        ntabs++;
    }
    for (int i = 0; s->custom && i < session_custom(a->ses)->n && i < LV_CARDS;
         i++) {
        bool zh = strncmp(lang_current(), "zh", 2) == 0;
        const llk_layout *l = session_custom(a->ses)->layout[i];
        snprintf(s->sid[i], sizeof s->sid[i], "custom_%d", i + 1);
        ui_menu_add(&s->ui, zh && l->name_zh[0] ? l->name_zh : l->name,
                    LV_CUSTOM0 + i, s->sid[i]);
        ui_menu_card(&s->ui, LV_CUSTOM0 + i, levels_card_any);
    }
    for (int l = 1; !s->custom && l <= GAME_LEVELS; l++) {
        snprintf(s->labels[l - 1], sizeof s->labels[l - 1],
                 _("Level %d"), l);
        snprintf(s->sid[l - 1], sizeof s->sid[l - 1], "level_%d", l);
        ui_menu_add(&s->ui, s->labels[l - 1], l, s->sid[l - 1]);
        ui_menu_card(&s->ui, l, levels_card_any);
    }
    ui_menu_add(&s->ui, _("Back"), LV_BACK, "back");
    levels_place(&s->ui, a, ntabs);
    return &s->ui;
}

static void levels_enter(front_app *a, const front_screen *prev)
{
    lv_state *s = S(a);
    (void)prev;
    s->custom = false;
    int next = levels_next(a, session_next_difficulty(a->ses));
    /* the next level of the run in progress, else level 1 */
    ui_menu_focus_id(&s->ui, next > 0 ? next : 1);
    levels_build(a);
}

/* The layouts parsed for the cards let go (parsed again when next
 * drawn): no screen's state holds memory past its screen. */
static void levels_leave(front_app *a)
{
    lv_state *s = S(a);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int l = 0; l < GAME_LEVELS; l++) {
            llk_layout_free(s->shape[d][l]);
            s->shape[d][l] = NULL;
            s->shape_read[d][l] = false;
        }
    }
}

/* Start custom layout i (from 0) as a relaxed game (asked first when a
 * game is kept; custom_ui.c reads the layouts). */
static void custom_start(front_app *a, int i)
{
    front_ask_rule(a);
    const char *err = front_started(
        a, session_custom_start(a->ses, i, session_seed(a->ses, false)));
    if (err) {
        front_notice(a, _(err));
    }
}

static void levels_event(front_app *a, const SDL_Event *e)
{
    lv_state *s = S(a);
    levels_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (id >= 1 && id <= GAME_LEVELS) {
        session_set_practice(a->ses, session_next_mode(a->ses) == GAME_TIMED);
        front_start_level(a, id, false);
    } else if (id >= LV_EASY && id <= LV_HARD) {
        session_set_next(a->ses, session_next_mode(a->ses),
                         (game_difficulty)(id - LV_EASY),
                         session_next_level(a->ses));
        s->custom = false;
        a->dirty = true;
    } else if (id == LV_CUSTOM) {
        s->custom = true;
        a->dirty = true;
    } else if (id >= LV_CUSTOM0 && id < LV_CUSTOM0 + LV_CARDS) {
        custom_start(a, id - LV_CUSTOM0);
    } else if (id == LV_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void levels_draw(front_app *a)
{
    lv_state *s = S(a);
    levels_build(a);
    draw_background(a);
    int u = kit_u();
    ui_title(a,
             session_next_mode(a->ses) == GAME_RELAXED
                 ? _("Relaxed game: choose a level")
                 : _("Choose a level"),
             2 * u);
    const game_level_params *p =
        game_level_get(session_next_difficulty(a->ses), 1);
    if (s->custom) {
        char buf[160];
        if (session_custom(a->ses)->n > LV_CARDS) {
            snprintf(buf, sizeof buf,
                     _("Your layouts: the first %d of %d; played relaxed, "
                       "tiles stay put"),
                     LV_CARDS, session_custom(a->ses)->n);
        } else {
            snprintf(buf, sizeof buf, "%s",
                     _("Your layouts: played relaxed, tiles stay put"));
        }
        kit_caption(a->ren, a->pix_w / 2, 2 * u + text_height(FONT_TITLE),
                    buf, 1);
    } else if (p) {
        char buf[160];
        snprintf(buf, sizeof buf,
                 session_next_mode(a->ses) == GAME_RELAXED
                     ? _("%s: %d x %d board, %d kinds of tile; no clock, "
                         "undo with U")
                     : _("%s: %d x %d board, %d kinds of tile"),
                 lang_difficulty_name(session_next_difficulty(a->ses)), p->cols,
                 p->rows, p->kinds);
        kit_caption(a->ren, a->pix_w / 2, 2 * u + text_height(FONT_TITLE),
                    buf, 1);
    }
    ui_menu_draw(&s->ui, a);
}

/* The state file's buttons, each card with its stars, best and mark. */
static void levels_view(front_app *a, game_view *v)
{
    lv_state *s = S(a);
    game_button *bt = s->bt;
    int n = ui_menu_buttons(levels_build(a), a, bt, UI_MAX_ITEMS);
    int next = levels_next(a, session_next_difficulty(a->ses));
    for (int i = 0; i < n; i++) {
        int id = s->ui.id[i];
        if (id >= 1 && id <= GAME_LEVELS) {
            const level_best *lb =
                &prefs(a)->prof.scores.level[session_next_difficulty(a->ses)]
                                           [id - 1];
            bt[i].has_level = true;
            bt[i].stars = lb->stars;
            bt[i].best = lb->best;
            bt[i].next = id == next;
        }
    }
    v->buttons = bt;
    v->nbuttons = n;
}

const front_screen st_levels = {.name = "levels", .tier = 2, .enter = levels_enter,
                                .leave = levels_leave, .event = levels_event,
                                .draw = levels_draw,
                                .menu = levels_build, .view = levels_view};
