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

enum { TUT_OFFER, TUT_BOARD1, TUT_BOARD3 = 3, TUT_END };
enum { TB_START, TB_NEXT, TB_SKIP };

/* The boards: digits are tile kinds, '.' empty; each has one pair. */
static const struct {
    int rows, cols;
    const char *cells;
    const char *title, *how;
} tut_boards[3] = {
    {3, 5, "2.3.4" "1...1" "5.6.7", N_("1/3: a straight line"),
     N_("Click the two tiles that match: a straight line joins them.")},
    {3, 4, "1..." "456." "7891", N_("2/3: one turn"),
     N_("The line may turn a corner, if it crosses no other tile.")},
    {3, 5, "12341" "5...6" "7.8.9", N_("3/3: two turns, round the outside"),
     N_("Two turns at most, and the line may go round the outside.")}};

static int tut_step;
static bool tut_offered; /* opened by the first start's offer: ends in Play */
static const front_screen *tut_back;
static llk_board *tut_b;
static bool tut_sel_on, tut_matched, tut_hover_on, tut_cursor_on;
static llk_cell tut_sel, tut_cursor; /* the keyboard's cursor on the board */
static llk_path tut_path, tut_hover;
static Uint32 tut_path_start;
static const char *tut_said; /* the line under the board (NULL none) */
static ui_menu tut_ui;

bool tutorial_wanted(const front_app *a)
{
    (void)a;
    return !settings_get(prefs()->set, "tutorial_done");
}

/* Deal board step (1-3). */
static void tut_deal(int step)
{
    llk_board_free(tut_b);
    tut_b = NULL;
    tut_sel_on = tut_matched = tut_hover_on = tut_cursor_on = false;
    tut_said = NULL;
    tut_cursor = (llk_cell){0, 0};
    if (step < TUT_BOARD1 || step > TUT_BOARD3) {
        return;
    }
    int k = step - TUT_BOARD1;
    tut_b = llk_board_new(tut_boards[k].rows, tut_boards[k].cols);
    for (int i = 0; tut_b && i < tut_b->rows * tut_b->cols; i++) {
        char ch = tut_boards[k].cells[i];
        if (ch >= '1' && ch <= '9') {
            llk_board_set(tut_b, i / tut_b->cols, i % tut_b->cols, ch - '0');
        }
    }
}

void tutorial_open(front_app *a, bool offer)
{
    tut_step = offer ? TUT_OFFER : TUT_BOARD1;
    tut_offered = offer;
    tut_deal(tut_step);
    front_goto(a, &st_tutorial);
}

/* Finished or skipped: never offered again. Played to its end after the
 * first start's offer (play): a new easy timed run, as the title's Play
 * starts it; otherwise back where it came from. */
static void tut_finish(front_app *a, bool play)
{
    settings_set(prefs()->set, "tutorial_done", 1);
    remember_changed(a, "tutorial_done");
    if (play && tut_offered) {
        menu_new_game(a, GAME_EASY);
    } else {
        front_goto(a, tut_back);
    }
}

static void tut_leave(front_app *a)
{
    llk_board_free(tut_b);
    tut_b = NULL;
    draw_forget_tiles();
    layout_board(a); /* the faces' source for the game's board again */
}

/* The board's cell size and top-left, in the space left for it. */
static void tut_geom(const front_app *a, int *cell, int *bx, int *by)
{
    int u = kit_u();
    int top = 3 * u + text_height(FONT_TITLE) + text_height(FONT_BODY) * 2;
    int bottom = a->pix_h - ui_menu_rows_height(false, 1) - 4 * u -
                 text_height(FONT_BODY) * 2;
    int rows = tut_b ? tut_b->rows : 3, cols = tut_b ? tut_b->cols : 5;
    int cw = (a->pix_w - 4 * u) / (cols + 2), ch = (bottom - top) / (rows + 2);
    *cell = cw < ch ? cw : ch;
    int maxc = text_font_px(FONT_BODY) * 5;
    *cell = *cell > maxc ? maxc : *cell < 8 ? 8 : *cell;
    *bx = (a->pix_w - cols * *cell) / 2;
    *by = top + (bottom - top - rows * *cell) / 2;
}

/* The centre of cell c (ring cells too). */
static void tut_centre(const front_app *a, llk_cell c, float *x, float *y)
{
    int cell, bx, by;
    tut_geom(a, &cell, &bx, &by);
    /* a ring cell: its line a third of a cell outside the tiles */
    float fc = c.c < 0 ? -0.8f : c.c >= tut_b->cols ? tut_b->cols - 0.2f
                                                     : (float)c.c;
    float fr = c.r < 0 ? -0.8f : c.r >= tut_b->rows ? tut_b->rows - 0.2f
                                                     : (float)c.r;
    *x = (float)bx + (fc + 0.5f) * (float)cell;
    *y = (float)by + (fr + 0.5f) * (float)cell;
}

static bool tut_hit(const front_app *a, int px, int py, llk_cell *out)
{
    int cell, bx, by;
    tut_geom(a, &cell, &bx, &by);
    if (!tut_b || px < bx || py < by) {
        return false;
    }
    out->c = (px - bx) / cell;
    out->r = (py - by) / cell;
    return llk_board_inside(tut_b, out->r, out->c) &&
           llk_board_get(tut_b, out->r, out->c) > 0;
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
    ui_menu_clear(&tut_ui, 2);
    int u = kit_u(), bh = ui_menu_rows_height(false, 1);
    int bw = tut_button_w(a), gap = 2 * u, y = a->pix_h - bh - 3 * u;
    SDL_Rect left = {a->pix_w / 2 - gap / 2 - bw, y, bw, bh};
    SDL_Rect right = {a->pix_w / 2 + gap / 2, y, bw, bh};
    if (tut_step == TUT_OFFER) {
        ui_menu_add(&tut_ui, _("Show me how"), TB_START, "tutorial_start");
    } else {
        const char *next = tut_step != TUT_END ? _("Next")
                           : tut_offered ? _("Play")
                                         : _("Back to Help");
        ui_menu_add(&tut_ui, next, TB_NEXT, "tutorial_next");
        if (tut_step != TUT_END && !tut_matched) {
            ui_menu_disable(&tut_ui, _("Make the match first"));
        }
    }
    tut_ui.rect[0] = right;
    if (tut_step != TUT_END) {
        ui_menu_add(&tut_ui, _("Skip"), TB_SKIP, "tutorial_skip");
        tut_ui.rect[1] = left;
    } else { /* the end's one button, centred */
        tut_ui.rect[0].x = (a->pix_w - bw) / 2;
    }
    return &tut_ui;
}

/* The focus of a step: the offer's Show me how, none on a board (its
 * Next waits for the match), the end's Play. */
static void tut_focus(void)
{
    if (tut_b) {
        ui_menu_focus_none(&tut_ui);
    } else {
        ui_menu_focus_id(&tut_ui, tut_step == TUT_OFFER ? TB_START : TB_NEXT);
    }
}

static void tut_enter(front_app *a, const front_screen *prev)
{
    tut_back = prev ? prev : &st_menu;
    tut_focus();
    tut_build(a);
}

/* A click on cell c of the board. */
static void tut_click(llk_cell c)
{
    if (!tut_sel_on) {
        tut_sel = c;
        tut_sel_on = true;
        tut_said = NULL;
        audio_play(SND_SELECT);
        return;
    }
    tut_said = NULL; /* a refusal's line: gone at the next click */
    if (tut_sel.r == c.r && tut_sel.c == c.c) {
        tut_sel_on = false;
        return;
    }
    llk_path p;
    llk_status st = llk_find_path(tut_b, tut_sel, c, &p);
    if (st == LLK_OK) {
        llk_board_set(tut_b, tut_sel.r, tut_sel.c, 0);
        llk_board_set(tut_b, c.r, c.c, 0);
        tut_path = p;
        tut_path_start = SDL_GetTicks();
        tut_matched = true;
        tut_sel_on = tut_hover_on = false;
        tut_said = tut_step == TUT_BOARD3 ? _("Well done! That is all there is to it.")
                                          : _("Well done!");
        ui_menu_focus_id(&tut_ui, TB_NEXT);
        audio_play(SND_MATCH);
        return;
    }
    tut_said = st == LLK_KINDS
                   ? _("Those two tiles are different: find the matching one.")
                   : _("No line with two turns or fewer joins those two.");
    tut_sel = c;
    audio_play(SND_REFUSE);
}

/* The line to cell c from the selection, when they match (the pointer's
 * or the cursor's tile). */
static void tut_hover_cell(front_app *a, bool on, llk_cell c)
{
    bool was = tut_hover_on;
    tut_hover_on = on && tut_sel_on && llk_board_get(tut_b, c.r, c.c) > 0 &&
                   !(c.r == tut_sel.r && c.c == tut_sel.c) &&
                   llk_find_path(tut_b, tut_sel, c, &tut_hover) == LLK_OK;
    if (tut_hover_on && !tut_matched) {
        tut_said = NULL; /* the line of a pair that joins: no refusal */
    }
    a->dirty = a->dirty || was || tut_hover_on;
}

/* The line shown while the pointer rests on a tile that would match. */
static void tut_hover_at(front_app *a, int px, int py)
{
    llk_cell c = {0, 0};
    bool on = tut_hit(a, px, py, &c);
    tut_hover_cell(a, on, c);
}

/* The board by keys, while no button has the focus: arrows move the
 * cursor, Enter or Space take the tile under it. True when used. */
static bool tut_key(front_app *a, SDL_Keycode k)
{
    if (!tut_b || tut_matched || tut_ui.focus >= 0) {
        return false;
    }
    int dr = k == SDLK_UP ? -1 : k == SDLK_DOWN ? 1 : 0;
    int dc = k == SDLK_LEFT ? -1 : k == SDLK_RIGHT ? 1 : 0;
    if (dr || dc) {
        if (tut_cursor_on) {
            int r = tut_cursor.r + dr, c = tut_cursor.c + dc;
            tut_cursor.r = r < 0 ? 0 : r >= tut_b->rows ? tut_b->rows - 1 : r;
            tut_cursor.c = c < 0 ? 0 : c >= tut_b->cols ? tut_b->cols - 1 : c;
        }
        tut_cursor_on = true;
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_SPACE) {
        if (!tut_cursor_on) {
            tut_cursor_on = true;
        } else if (llk_board_get(tut_b, tut_cursor.r, tut_cursor.c) > 0) {
            tut_click(tut_cursor);
        }
    } else {
        return false;
    }
    tut_hover_cell(a, tut_cursor_on, tut_cursor);
    a->dirty = true;
    return true;
}

static void tut_event(front_app *a, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        audio_play(SND_UI_BACK);
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
        if (tut_b && !tut_matched && tut_hit(a, px, py, &c)) {
            tut_click(c);
            a->dirty = true;
            return;
        }
    }
    if (e->type == SDL_MOUSEMOTION && tut_b) {
        front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
        tut_hover_at(a, px, py);
    }
    tut_build(a);
    int id = ui_menu_take(&tut_ui, a, e);
    if (id == TB_SKIP || (id == TB_NEXT && tut_step == TUT_END)) {
        tut_finish(a, id == TB_NEXT);
    } else if (id == TB_START || id == TB_NEXT) {
        tut_step++;
        tut_deal(tut_step);
        tut_focus();
        a->dirty = true;
        front_write_state(a);
    }
}

static bool tut_update(front_app *a, Uint32 now)
{
    if (tut_step == TUT_OFFER) { /* the name, as on the title screen */
        if (!diag()->first_frame_done) {
            return true;
        }
        title_art_load(a);
    }
    return tut_matched && now - tut_path_start < ANIM_PATH_MS + 40;
}

/* The board: its tiles, the selection, the line of the match (or of the
 * one the pointer shows). */
static void tut_draw_board(front_app *a)
{
    int cell, bx, by;
    tut_geom(a, &cell, &bx, &by);
    SDL_Rect felt = {bx - cell / 2, by - cell / 2, (tut_b->cols + 1) * cell,
                     (tut_b->rows + 1) * cell};
    kit_round(a->ren, felt, kit_radius() * 2, kit_color(KIT_SURFACE));
    front_layout keep =
        play(a)->lay; /* draw_tile sizes tiles by play(a)->lay.cell */
    play(a)->lay.cell = cell;
    if (atlas_fit(a->ren, draw_face_px(cell))) {
        draw_forget_tiles();
    }
    for (int r = 0; r < tut_b->rows; r++) {
        for (int c = 0; c < tut_b->cols; c++) {
            int k = llk_board_get(tut_b, r, c);
            float x, y;
            tut_centre(a, (llk_cell){r, c}, &x, &y);
            if (k > 0) {
                draw_tile(a, k, x, y, 1.0f, 254);
            }
            if (tut_cursor_on && !tut_matched && tut_cursor.r == r &&
                tut_cursor.c == c) { /* the keyboard's cursor: cream */
                SDL_Rect cur = {(int)x - cell / 2 - 2, (int)y - cell / 2 - 2,
                                cell + 4, cell + 4};
                kit_ring(a->ren, cur, kit_radius(), 2,
                         kit_color(KIT_ON_SURFACE));
            }
            if (tut_sel_on && tut_sel.r == r && tut_sel.c == c) {
                SDL_Rect ring = {(int)x - cell / 2, (int)y - cell / 2, cell,
                                 cell};
                kit_ring(a->ren, ring, kit_radius(), kit_u() / 2 + 2,
                         kit_color(KIT_ACCENT));
            }
        }
    }
    play(a)->lay = keep;
    const llk_path *p = tut_matched ? &tut_path : tut_hover_on ? &tut_hover
                                                               : NULL;
    if (!p) {
        return;
    }
    float f = 1.0f;
    if (tut_matched && ANIM_PATH_MS > 0) {
        f = (float)(SDL_GetTicks() - tut_path_start) / (float)ANIM_PATH_MS;
        f = f > 1 ? 1 : f;
    }
    SDL_Color col = kit_color(tut_matched ? KIT_SUCCESS : KIT_ACCENT);
    float xs[4], ys[4], total = 0;
    for (int i = 0; i < p->npoints; i++) {
        tut_centre(a, p->pts[i], &xs[i], &ys[i]);
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
    const char *l[3] = {
        _("Clear the board before the clock runs out. H shows a hint."),
        tut_offered ? _("Play starts an easy timed game at level 1.")
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
        return _(tut_boards[k].how);
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
    return _(tut_boards[k].how);
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
    draw_background(a);
    int u = kit_u(), y = 3 * u;
    const char *title, *line1, *line2 = NULL;
    if (tut_step == TUT_OFFER) {
        title = _("Welcome to Lianliankan");
        line1 = _("Match pairs of tiles joined by a line with at most two turns.");
        line2 = _("A one-minute tutorial shows how. Skip it if you know the game.");
    } else if (tut_step == TUT_END) {
        title = _("You are ready");
        line1 = _("You know the rules now: a pair joins by a line with at most two turns.");
        line2 = _("The tutorial is in Help whenever you want it again.");
    } else {
        title = _(tut_boards[tut_step - TUT_BOARD1].title);
        line1 = tut_how(a, tut_step - TUT_BOARD1);
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
    if (tut_b) {
        tut_draw_board(a);
    } else if (tut_step == TUT_OFFER) { /* the name, in the space left */
        int room = a->pix_h - ui_menu_rows_height(false, 1) - 4 * u - below;
        title_art_limit(kit_text_size_pct() > 100 ? room : 0);
        title_art_draw(a, below + (room - title_art_height(a)) / 2, -1);
    }
    const ui_menu *m = tut_build(a);
    if (tut_step == TUT_END) {
        tut_draw_end(a, below, m->rect[0].y - u);
    }
    if (tut_said) {
        text_draw(a->ren, FONT_BODY, tut_said,
                  kit_color(tut_matched ? KIT_SUCCESS : KIT_DANGER),
                  a->pix_w / 2,
                  m->rect[0].y - u - text_height(FONT_BODY) * 3 / 2, 1);
    }
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, i);
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
        kit_tooltip(a->ren, a->pix_w, a->pix_h, m->rect[f], m->why[f]);
    }
}

static void tut_view(front_app *a, game_view *v)
{
    static game_drawn tiles[64];
    v->has_tutorial_step = true;
    v->tutorial_step = tut_step;
    v->notice = tut_said;
    int n = 0, cell, bx, by;
    if (!tut_b) {
        return;
    }
    tut_geom(a, &cell, &bx, &by);
    for (int r = 0; r < tut_b->rows; r++) {
        for (int c = 0; c < tut_b->cols && n < 64; c++) {
            if (llk_board_get(tut_b, r, c) > 0) {
                game_drawn *d = &tiles[n++];
                d->r = r;
                d->c = c;
                d->kind = llk_board_get(tut_b, r, c);
                d->x = front_x_to_window(a, bx + c * cell);
                d->y = front_y_to_window(a, by + r * cell);
                d->w = front_x_to_window(a, cell);
                d->h = front_y_to_window(a, cell);
            }
        }
    }
    v->drawn = tiles;
    v->ndrawn = n;
}

const front_screen st_tutorial = {.name = "tutorial", .enter = tut_enter,
                                  .leave = tut_leave, .event = tut_event,
                                  .update = tut_update, .draw = tut_draw,
                                  .menu = tut_build, .view = tut_view};
