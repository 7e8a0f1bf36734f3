/* st_tutorial.c - the first-start tutorial: an offer, three tiny boards
 * on which the player makes a straight match, a one-turn match and a
 * two-turn match round the outside of the board (the engine's path
 * search says whether a pair joins and draws its line, as on the play
 * screen; the line shows while the pointer rests on the second tile),
 * then the end: its button starts a new easy timed run at level 1 (the
 * title's Play) when the tutorial was offered at the first start, and
 * goes back to Help when Help opened it. Skip (or Esc) leaves at every
 * step; finished or skipped, the hidden setting tutorial_done keeps it
 * from being offered again. A refused pair's line goes at the next click
 * on the board or when the line of a matching pair shows.
 * State file: view "tutorial" with "tutorial_step" (0 the offer, 1-3 the
 * boards, 4 the end), the line under the board in "notice" and the
 * board's tiles in "drawn"; buttons tutorial_start (the offer),
 * tutorial_next (Next; at the end Play or Back to Help), tutorial_skip.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "seen.h"
#include "screens.h"
#include "audio.h"
#include "text.h"
#include "assets.h"
#include "fx.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "prefs.h"
#include "i18n.h"
#include "title_art.h"
#include "tutorial.h"
#include "pad.h"
#include "screen_state.h"

enum { TUT_OFFER, TUT_BOARD1, TUT_BOARD3 = 3, TUT_END };
enum { TB_START, TB_NEXT, TB_SKIP };

/* The boards: digits are tile kinds, '.' empty; each has one pair. */
typedef struct tut_board {
    int rows, cols;
    const char *cells;
    const char *title, *how;
} tut_board;

/* Board k (0-2). */
static const tut_board *tut_board_at(int k)
{
    static const tut_board boards[3] = {
        {3, 5, "2.3.4" "1...1" "5.6.7", N_("1/3: a straight line"),
         N_("Click the two tiles that match: a straight line joins them.")},
        {3, 4, "1..." "456." "7891", N_("2/3: one turn"),
         N_("The line may turn a corner, if it crosses no other tile.")},
        {3, 5, "12341" "5...6" "7.8.9", N_("3/3: two turns, round the outside"),
         N_("Two turns at most, and the line may go round the outside.")}};
    return &boards[k];
}

/* The screen's own state (screen_state.h). */
typedef struct tut_state {
    int step;
    bool offered; /* opened by the first start's offer: ends in Play */
    const front_screen *back;
    llk_board *b; /* the board on show (freed when the screen goes) */
    bool sel_on, matched, hover_on, cursor_on;
    llk_cell sel, cursor; /* the keyboard's cursor on the board */
    llk_path path, hover;
    Uint32 path_start;
    const char *said; /* the line under the board (NULL none) */
    ui_menu ui;
    game_drawn tiles[64]; /* the state file's "drawn" */
} tut_state;

static tut_state *S(front_app *a)
{
    return front_state(a, &st_tutorial, sizeof(tut_state));
}

bool tutorial_wanted(const front_app *a)
{
    return !settings_get(prefs(a)->set, "tutorial_done");
}

/* Deal board step (1-3). */
static void tut_deal(tut_state *s, int step)
{
    llk_board_free(s->b);
    s->b = NULL;
    s->sel_on = s->matched = s->hover_on = s->cursor_on = false;
    s->said = NULL;
    s->cursor = (llk_cell){0, 0};
    if (step < TUT_BOARD1 || step > TUT_BOARD3) {
        return;
    }
    int k = step - TUT_BOARD1;
    s->b = llk_board_new(tut_board_at(k)->rows, tut_board_at(k)->cols);
    for (int i = 0; s->b && i < s->b->rows * s->b->cols; i++) {
        char ch = tut_board_at(k)->cells[i];
        if (ch >= '1' && ch <= '9') {
            llk_board_set(s->b, i / s->b->cols, i % s->b->cols, ch - '0');
        }
    }
}

void tutorial_open(front_app *a, bool offer)
{
    tut_state *s = S(a);
    s->step = offer ? TUT_OFFER : TUT_BOARD1;
    s->offered = offer;
    tut_deal(s, s->step);
    front_goto(a, &st_tutorial);
}

/* Finished or skipped: never offered again. Played to its end after the
 * first start's offer (play): a new easy timed run, as the title's Play
 * starts it; otherwise back where it came from. */
static void tut_finish(front_app *a, bool play)
{
    tut_state *s = S(a);
    settings_set(prefs(a)->set, "tutorial_done", 1);
    remember_changed(a, "tutorial_done");
    if (play && s->offered) {
        menu_new_game(a, GAME_EASY);
    } else {
        front_goto(a, s->back);
    }
}

static void tut_leave(front_app *a)
{
    tut_state *s = S(a);
    llk_board_free(s->b);
    s->b = NULL;
    draw_forget_tiles(a);
    layout_board(a); /* the faces' source for the game's board again */
}

/* The board's cell size and top-left, in the space left for it. */
static void tut_geom(const front_app *a, const llk_board *b, int *cell,
                     int *bx, int *by)
{
    int u = kit_u();
    int top = 3 * u + text_height(FONT_TITLE) + text_height(FONT_BODY) * 2;
    int bottom = a->pix_h - ui_menu_rows_height(false, 1) - 4 * u -
                 text_height(FONT_BODY) * 2;
    int rows = b ? b->rows : 3, cols = b ? b->cols : 5;
    int cw = (a->pix_w - 4 * u) / (cols + 2), ch = (bottom - top) / (rows + 2);
    *cell = cw < ch ? cw : ch;
    int maxc = text_font_px(FONT_BODY) * 5;
    *cell = *cell > maxc ? maxc : *cell < 8 ? 8 : *cell;
    *bx = (a->pix_w - cols * *cell) / 2;
    *by = top + (bottom - top - rows * *cell) / 2;
}

/* The centre of cell c (ring cells too). */
static void tut_centre(const front_app *a, const llk_board *b, llk_cell c,
                       float *x, float *y)
{
    int cell, bx, by;
    tut_geom(a, b, &cell, &bx, &by);
    /* a ring cell: its line a third of a cell outside the tiles */
    float fc = c.c < 0 ? -0.8f : c.c >= b->cols ? b->cols - 0.2f : (float)c.c;
    float fr = c.r < 0 ? -0.8f : c.r >= b->rows ? b->rows - 0.2f : (float)c.r;
    *x = (float)bx + (fc + 0.5f) * (float)cell;
    *y = (float)by + (fr + 0.5f) * (float)cell;
}

static bool tut_hit(const front_app *a, const llk_board *b, int px, int py,
                    llk_cell *out)
{
    int cell, bx, by;
    tut_geom(a, b, &cell, &bx, &by);
    if (!b || px < bx || py < by) {
        return false;
    }
    out->c = (px - bx) / cell;
    out->r = (py - by) / cell;
    return llk_board_inside(b, out->r, out->c) &&
           llk_board_get(b, out->r, out->c) > 0;
}

/* The width of the two buttons: a quarter of the window, or at a large
 * text size their widest label's (the primary's at the heading size),
 * the two side by side still inside the window. */
static int tut_button_w(const front_app *a)
{
    static const char *const labels[] = {N_("Show me how"), N_("Next"),
                                         N_("Play"), N_("Back to Help")};
    int u = kit_u(), bw = a->pix_w / 4, w, h;
    if (kit_text_size_pct() <= 100) {
        return bw;
    }
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) {
        text_size(FONT_HEADING, _(labels[i]), &w, &h);
        bw = w + 4 * u > bw ? w + 4 * u : bw;
    }
    text_size(FONT_BODY, _("Skip"), &w, &h);
    bw = w + 4 * u > bw ? w + 4 * u : bw;
    int most = (a->pix_w - 6 * u) / 2;
    return bw > most ? most : bw;
}

static const ui_menu *tut_build(front_app *a)
{
    tut_state *s = S(a);
    ui_menu_clear(&s->ui, 2);
    int u = kit_u(), bh = ui_menu_rows_height(false, 1);
    int bw = tut_button_w(a), gap = 2 * u, y = a->pix_h - bh - 3 * u;
    SDL_Rect left = {a->pix_w / 2 - gap / 2 - bw, y, bw, bh};
    SDL_Rect right = {a->pix_w / 2 + gap / 2, y, bw, bh};
    if (s->step == TUT_OFFER) {
        ui_menu_add(&s->ui, _("Show me how"), TB_START, "tutorial_start");
    } else {
        const char *next = s->step != TUT_END ? _("Next")
                           : s->offered ? _("Play")
                                        : _("Back to Help");
        ui_menu_add(&s->ui, next, TB_NEXT, "tutorial_next");
        if (s->step != TUT_END && !s->matched) {
            ui_menu_disable(&s->ui, _("Make the match first"));
        }
    }
    s->ui.rect[0] = right;
    if (s->step != TUT_END) {
        ui_menu_add(&s->ui, _("Skip"), TB_SKIP, "tutorial_skip");
        s->ui.rect[1] = left;
    } else { /* the end's one button, centred */
        s->ui.rect[0].x = (a->pix_w - bw) / 2;
    }
    return &s->ui;
}

/* The focus of a step: the offer's Show me how, none on a board (its
 * Next waits for the match), the end's Play. */
static void tut_focus(tut_state *s)
{
    if (s->b) {
        ui_menu_focus_none(&s->ui);
    } else {
        ui_menu_focus_id(&s->ui, s->step == TUT_OFFER ? TB_START : TB_NEXT);
    }
}

static void tut_enter(front_app *a, const front_screen *prev)
{
    tut_state *s = S(a);
    s->back = prev ? prev : &st_menu;
    tut_focus(s);
    tut_build(a);
}

/* A click on cell c of the board. */
static void tut_click(front_app *a, tut_state *s, llk_cell c)
{
    if (!s->sel_on) {
        s->sel = c;
        s->sel_on = true;
        s->said = NULL;
        audio_play(a->svc.audio, SND_SELECT);
        return;
    }
    s->said = NULL; /* a refusal's line: gone at the next click */
    if (s->sel.r == c.r && s->sel.c == c.c) {
        s->sel_on = false;
        return;
    }
    llk_path p;
    llk_status st = llk_find_path(s->b, s->sel, c, &p);
    if (st == LLK_OK) {
        llk_board_set(s->b, s->sel.r, s->sel.c, 0);
        llk_board_set(s->b, c.r, c.c, 0);
        s->path = p;
        s->path_start = SDL_GetTicks();
        s->matched = true;
        s->sel_on = s->hover_on = false;
        s->said = s->step == TUT_BOARD3
                      ? _("Well done! That is all there is to it.")
                      : _("Well done!");
        ui_menu_focus_id(&s->ui, TB_NEXT);
        audio_play(a->svc.audio, SND_MATCH);
        return;
    }
    s->said = st == LLK_KINDS
                  ? _("Those two tiles are different: find the matching one.")
                  : _("No line with two turns or fewer joins those two.");
    s->sel = c;
    audio_play(a->svc.audio, SND_REFUSE);
}

/* The line to cell c from the selection, when they match (the pointer's
 * or the cursor's tile). */
static void tut_hover_cell(front_app *a, bool on, llk_cell c)
{
    tut_state *s = S(a);
    bool was = s->hover_on;
    s->hover_on = on && s->sel_on && llk_board_get(s->b, c.r, c.c) > 0 &&
                  !(c.r == s->sel.r && c.c == s->sel.c) &&
                  llk_find_path(s->b, s->sel, c, &s->hover) == LLK_OK;
    if (s->hover_on && !s->matched) {
        s->said = NULL; /* the line of a pair that joins: no refusal */
    }
    a->dirty = a->dirty || was || s->hover_on;
}

/* The line shown while the pointer rests on a tile that would match. */
static void tut_hover_at(front_app *a, int px, int py)
{
    llk_cell c = {0, 0};
    bool on = tut_hit(a, S(a)->b, px, py, &c);
    tut_hover_cell(a, on, c);
}

/* The board by keys, while no button has the focus: arrows move the
 * cursor, Enter or Space take the tile under it. True when used. */
static bool tut_key(front_app *a, SDL_Keycode k)
{
    tut_state *s = S(a);
    if (!s->b || s->matched || s->ui.focus >= 0) {
        return false;
    }
    int dr = k == SDLK_UP ? -1 : k == SDLK_DOWN ? 1 : 0;
    int dc = k == SDLK_LEFT ? -1 : k == SDLK_RIGHT ? 1 : 0;
    if (dr || dc) {
        if (s->cursor_on) {
            int r = s->cursor.r + dr, c = s->cursor.c + dc;
            s->cursor.r = r < 0 ? 0 : r >= s->b->rows ? s->b->rows - 1 : r;
            s->cursor.c = c < 0 ? 0 : c >= s->b->cols ? s->b->cols - 1 : c;
        }
        s->cursor_on = true;
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
        if (!s->cursor_on) {
            s->cursor_on = true;
        } else if (llk_board_get(s->b, s->cursor.r, s->cursor.c) > 0) {
            tut_click(a, s, s->cursor);
        }
    } else {
        return false;
    }
    tut_hover_cell(a, s->cursor_on, s->cursor);
    a->dirty = true;
    return true;
}

static void tut_event(front_app *a, const SDL_Event *e)
{
    tut_state *s = S(a);
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        audio_play(a->svc.audio, SND_UI_BACK);
        tut_finish(a, false); /* Esc skips */
        return;
    }
    if (e->type == SDL_KEYDOWN && tut_key(a, e->key.keysym.sym)) {
        return;
    }
    int px, py;
    llk_cell c;
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
        if (s->b && !s->matched && tut_hit(a, s->b, px, py, &c)) {
            tut_click(a, s, c);
            a->dirty = true;
            return;
        }
    }
    if (e->type == SDL_MOUSEMOTION && s->b) {
        front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
        tut_hover_at(a, px, py);
    }
    tut_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (id == TB_SKIP || (id == TB_NEXT && s->step == TUT_END)) {
        tut_finish(a, id == TB_NEXT);
    } else if (id == TB_START || id == TB_NEXT) {
        s->step++;
        tut_deal(s, s->step);
        tut_focus(s);
        a->dirty = true;
        front_write_state(a);
    }
}

static bool tut_update(front_app *a, Uint32 now)
{
    tut_state *s = S(a);
    if (s->step == TUT_OFFER) { /* the name, as on the title screen */
        if (!diag(a)->first_frame_done) {
            return true;
        }
        title_art_load(a);
    }
    return s->matched && now - s->path_start < ANIM_PATH_MS + 40;
}

/* The board: its tiles, the selection, the line of the match (or of the
 * one the pointer shows). */
static void tut_draw_board(front_app *a)
{
    tut_state *s = S(a);
    int cell, bx, by;
    tut_geom(a, s->b, &cell, &bx, &by);
    SDL_Rect felt = {bx - cell / 2, by - cell / 2, (s->b->cols + 1) * cell,
                     (s->b->rows + 1) * cell};
    kit_round(a->ren, felt, kit_radius() * 2, kit_color(KIT_SURFACE));
    front_layout keep =
        play(a)->lay; /* draw_tile sizes tiles by play(a)->lay.cell */
    play(a)->lay.cell = cell;
    if (atlas_fit(a->ren, draw_face_px(cell))) {
        draw_forget_tiles(a);
    }
    for (int r = 0; r < s->b->rows; r++) {
        for (int c = 0; c < s->b->cols; c++) {
            int k = llk_board_get(s->b, r, c);
            float x, y;
            tut_centre(a, s->b, (llk_cell){r, c}, &x, &y);
            if (k > 0) {
                draw_tile(a, k, x, y, 1.0f, 254);
            }
            if (s->cursor_on && !s->matched && s->cursor.r == r &&
                s->cursor.c == c) { /* the keyboard's cursor: cream */
                SDL_Rect cur = {(int)x - cell / 2 - 2, (int)y - cell / 2 - 2,
                                cell + 4, cell + 4};
                kit_ring(a->ren, cur, kit_radius(), 2,
                         kit_color(KIT_ON_SURFACE));
            }
            if (s->sel_on && s->sel.r == r && s->sel.c == c) {
                SDL_Rect ring = {(int)x - cell / 2, (int)y - cell / 2, cell,
                                 cell};
                kit_ring(a->ren, ring, kit_radius(), kit_u() / 2 + 2,
                         kit_color(KIT_ACCENT));
            }
        }
    }
    play(a)->lay = keep;
    const llk_path *p = s->matched ? &s->path : s->hover_on ? &s->hover
                                                            : NULL;
    if (!p) {
        return;
    }
    float f = 1.0f;
    if (s->matched && ANIM_PATH_MS > 0) {
        f = (float)(SDL_GetTicks() - s->path_start) / (float)ANIM_PATH_MS;
        f = f > 1 ? 1 : f;
    }
    SDL_Color col = kit_color(s->matched ? KIT_SUCCESS : KIT_ACCENT);
    float xs[4], ys[4], total = 0;
    for (int i = 0; i < p->npoints; i++) {
        tut_centre(a, s->b, p->pts[i], &xs[i], &ys[i]);
        total += i ? SDL_fabsf(xs[i] - xs[i - 1]) + SDL_fabsf(ys[i] - ys[i - 1])
                   : 0;
    }
    float left = total * f;
    for (int i = 1; i < p->npoints && left > 0; i++) {
        float seg = SDL_fabsf(xs[i] - xs[i - 1]) + SDL_fabsf(ys[i] - ys[i - 1]);
        float g = seg > 0 && left < seg ? left / seg : 1.0f;
        draw_thick_line(a->ren, xs[i - 1], ys[i - 1],
                        xs[i - 1] + (xs[i] - xs[i - 1]) * g,
                        ys[i - 1] + (ys[i] - ys[i - 1]) * g,
                        (float)cell / 8.0f + 2.0f, col);
        left -= seg;
    }
}

/* The end's middle, between top and bottom: a panel saying what comes
 * next. */
static void tut_draw_end(front_app *a, int top, int bottom)
{
    tut_state *s = S(a);
    const char *l[3] = {
        _("Clear the board before the clock runs out. H shows a hint."),
        s->offered ? _("Play starts an easy timed game at level 1.")
                   : _("Back to Help takes you back to the rules."),
        _("Good luck!")};
    int u = kit_u(), lh = text_height(FONT_BODY) * 3 / 2, w = 0;
    for (int i = 0; i < 3; i++) {
        int tw, th;
        text_size(FONT_BODY, l[i], &tw, &th);
        w = tw > w ? tw : w;
    }
    w = w + 6 * u > a->pix_w - 2 * u ? a->pix_w - 2 * u : w + 6 * u;
    int h = 3 * lh + 3 * u;
    SDL_Rect box = {(a->pix_w - w) / 2, top + (bottom - top - h) / 2, w, h};
    kit_panel(a->ren, box);
    int y = box.y + (h - 3 * lh) / 2 + (lh - text_height(FONT_BODY)) / 2;
    for (int i = 0; i < 3; i++, y += lh) {
        text_draw(a->ren, FONT_BODY, l[i],
                  kit_color(i == 2 ? KIT_SUCCESS : KIT_ON_SURFACE),
                  a->pix_w / 2, y, 1);
    }
}

/* Board k's line: the first says how a tile is chosen, in the words of
 * the device last used. */
static const char *tut_how(const front_app *a, int k)
{
    pad_device dev = pad_last(a);
    if (k != 0) {
        return _(tut_board_at(k)->how);
    }
    if (dev == DEV_PAD) {
        return _("Press A on each of the two tiles that match: a straight line joins them.");
    }
    if (dev == DEV_TOUCH) {
        return _("Tap the two tiles that match: a straight line joins them.");
    }
    if (dev == DEV_KEYBOARD) {
        return _("With the arrows and Enter, pick the two tiles that match.");
    }
    return _(tut_board_at(k)->how);
}

/* A line of words centred at top y (two or more when it is wider than
 * the window, at a large text size); the height it took. */
static int tut_line(front_app *a, const char *s, SDL_Color c, int y)
{
    int u = kit_u(), w, h;
    text_size(FONT_BODY, s, &w, &h);
    if (w <= a->pix_w - 4 * u) {
        text_draw(a->ren, FONT_BODY, s, c, a->pix_w / 2, y, 1);
        return text_height(FONT_BODY);
    }
    SDL_Rect box = {2 * u, y, a->pix_w - 4 * u, 0};
    return kit_text_block(a->ren, KIT_BODY, s, c, box, 1, true);
}

static void tut_draw(front_app *a)
{
    tut_state *s = S(a);
    draw_background(a);
    int u = kit_u(), y = 3 * u;
    const char *title, *line1, *line2 = NULL;
    if (s->step == TUT_OFFER) {
        title = _("Welcome to Lianliankan");
        line1 = _("Match pairs of tiles joined by a line with at most two turns.");
        line2 = _("A one-minute tutorial shows how. Skip it if you know the game.");
    } else if (s->step == TUT_END) {
        title = _("You are ready");
        line1 = _("You know the rules now: a pair joins by a line with at most two turns.");
        line2 = _("The tutorial is in Help whenever you want it again.");
    } else {
        title = _(tut_board_at(s->step - TUT_BOARD1)->title);
        line1 = tut_how(a, s->step - TUT_BOARD1);
    }
    ui_title(a, title, y);
    y += text_height(FONT_TITLE) + u;
    int th = text_height(FONT_BODY);
    int below = y + tut_line(a, line1, kit_color(KIT_ON_SURFACE), y) + th / 2;
    if (line2) { /* y + 3 lines when neither wraps */
        below += tut_line(a, line2, kit_color(KIT_ON_SURFACE_DIM), below) +
                 (th + 1) / 2;
    } else {
        below = y + th * 3;
    }
    if (s->b) {
        tut_draw_board(a);
    } else if (s->step == TUT_OFFER) { /* the name, in the space left */
        int room = a->pix_h - ui_menu_rows_height(false, 1) - 4 * u - below;
        title_art_limit(a, kit_text_size_pct() > 100 ? room : 0);
        title_art_draw(a, below + (room - title_art_height(a)) / 2, -1);
    }
    const ui_menu *m = tut_build(a);
    if (s->step == TUT_END) {
        tut_draw_end(a, below, m->rect[0].y - u);
    }
    if (s->said) {
        text_draw(a->ren, FONT_BODY, s->said,
                  kit_color(s->matched ? KIT_SUCCESS : KIT_DANGER),
                  a->pix_w / 2,
                  m->rect[0].y - u - text_height(FONT_BODY) * 3 / 2, 1);
    }
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, a, i);
        seen_control(m->sid[i]);
        bool primary = m->id[i] != TB_SKIP && !m->off[i];
        if (primary) {
            kit_primary(a->ren, m->rect[i], m->label[i], NULL, st);
        } else {
            kit_button(a->ren, m->rect[i], m->label[i], st);
        }
    }
    seen_control(NULL);
    int f = m->focus;
    if (f >= 0 && f < m->n && m->off[f] && m->why[f]) {
        kit_tooltip(a, m->rect[f], m->why[f]);
    }
}

static void tut_view(front_app *a, game_view *v)
{
    tut_state *s = S(a);
    v->has_tutorial_step = true;
    v->tutorial_step = s->step;
    v->notice = s->said;
    int n = 0, cell, bx, by;
    if (!s->b) {
        return;
    }
    tut_geom(a, s->b, &cell, &bx, &by);
    for (int r = 0; r < s->b->rows; r++) {
        for (int c = 0; c < s->b->cols && n < 64; c++) {
            if (llk_board_get(s->b, r, c) > 0) {
                game_drawn *d = &s->tiles[n++];
                d->r = r;
                d->c = c;
                d->kind = llk_board_get(s->b, r, c);
                d->x = front_x_to_window(a, bx + c * cell);
                d->y = front_y_to_window(a, by + r * cell);
                d->w = front_x_to_window(a, cell);
                d->h = front_y_to_window(a, cell);
            }
        }
    }
    v->drawn = s->tiles;
    v->ndrawn = n;
}

const front_screen st_tutorial = {.name = "tutorial", .enter = tut_enter,
                                  .leave = tut_leave, .event = tut_event,
                                  .update = tut_update, .draw = tut_draw,
                                  .menu = tut_build, .view = tut_view};
