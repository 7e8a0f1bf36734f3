/* draw.c - the board drawn: the tiles where the effects place them,
 * highlights, the cursor, the marks, the vanish and slide animations (the
 * bar over the board and its toast are bar.c's); the background; the tile
 * under a pixel (layout_hit).
 *
 * Everything is in drawable pixels. Where the board goes is layout.c's,
 * one tile drawn tile_draw.c's, the primitives paint.c's.
 */
#include <math.h>
#include <stdio.h>

#include "app.h"
#include "text.h"
#include "assets.h"
#include "fx.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "session.h"
#include "seen.h"
#include "theme.h"

void draw_background(front_app *a)
{
    /* the chosen background (theme.c), else flat green */
    if (theme_draw_background(a, a->pix_w, a->pix_h)) {
        return;
    }
    SDL_Color bg = kit_color(KIT_BOARD);
    SDL_SetRenderDrawColor(a->ren, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(a->ren);
}

/* The window's pixels faulted in on a thread while the fonts, tiles and
 * board are read (16 MB of fresh pages at 2560x1600 cost the first frame
 * 12 ms); main.c waits for it before the first frame draws. */
static SDL_Thread *prefault_thread;

static int prefault(void *data)
{
    SDL_Surface *s = data;
    volatile Uint8 *p = s->pixels;
    size_t n = (size_t)s->pitch * (size_t)s->h;
    for (size_t i = 0; i < n; i += 4096) {
        p[i] = 0;
    }
    return 0;
}

void draw_prefault(SDL_Window *w)
{
    SDL_Surface *s = SDL_GetWindowSurface(w);
    if (s && s->pixels && !prefault_thread) {
        prefault_thread = SDL_CreateThread(prefault, "llk-prefault", s);
    }
}

void draw_prefault_wait(void)
{
    SDL_WaitThread(prefault_thread, NULL); /* none: does nothing */
    prefault_thread = NULL;
}

/* The tile drawn under a pixel, found from where the tiles are drawn
 * (fx_place: sliding, popping in), so that a click always gets the tile
 * the player sees; false on a vanishing tile, on empty drawn space and
 * outside the board. */
bool layout_hit(const front_app *a, int px, int py, llk_cell *out)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    Uint32 now = SDL_GetTicks();
    if (!b || fx_ghost_at(a, px, py, now)) {
        return false;
    }
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            float x, y, s;
            if (llk_board_get(b, r, c) == 0) {
                continue;
            }
            fx_place(a, r, c, now, &x, &y, &s);
            float h = (float)play(a)->lay.cell * s / 2;
            if ((float)px >= x - h && (float)px < x + h && (float)py >= y - h &&
                (float)py < y + h) {
                out->r = r;
                out->c = c;
                return true;
            }
        }
    }
    return false;
}

/* How far the selected tile is lifted (up and left), in pixels. */
static int draw_lift_px(int cell)
{
    return cell / 28 + 1;
}

/* The shadow a tile of body size drawn centred at (cx, cy) casts on the
 * felt, down and right, soft (tile_body.c; lift: how far it is raised,
 * px). */
static void draw_tile_shadow(front_app *a, int size, float cx, float cy,
                             int lift)
{
    SDL_Rect body = {(int)(cx - (float)size / 2), (int)(cy - (float)size / 2),
                     size, size};
    tile_shadow_draw(a, draw_body_px(play(a)->lay.cell), body, lift);
}

/* The square drawn for the tile of cell c (where it is drawn now). */
static SDL_Rect tile_box(const front_app *a, llk_cell c, Uint32 now)
{
    float x, y, s;
    fx_place(a, c.r, c.c, now, &x, &y, &s);
    int h = (int)((float)play(a)->lay.cell * s) / 2;
    SDL_Rect rc = {(int)x - h, (int)y - h, 2 * h, 2 * h};
    return rc;
}

/* How far in from a cell's edge a mark may reach without touching the
 * tile's corner index, which lies gap + outline + pad px inside it
 * (tile_index_draw), when the index is shown; else the cell's half. */
static int draw_index_safe(int cell)
{
    int body = draw_body_px(cell), gap = (cell - body) / 2;
    if (!tile_index_shown(body)) {
        return cell / 2;
    }
    int pad = body / 12 / 2 > 1 ? body / 12 / 2 : 1;
    return gap + kit_tile_outline(body) + pad - 1;
}

/* The keyboard cursor's ring: a thick bright ring (cw px) between two
 * dark ones (dk px each); the rectangle it takes. Normally out into the
 * gap round the tile, at most its width, so that it covers as little of
 * the tile (its corner index) as it can, and thin enough on small tiles to
 * leave the face readable (at 640x400 it was 9 px of a 27 px cell each
 * side); in the high-contrast look twice as thick and centred on the
 * cell's edge. */
static SDL_Rect draw_cursor_rect(const front_app *a, int *cw, int *dk)
{
    bool high = kit_high_contrast();
    int cell = play(a)->lay.cell, body = draw_body_px(cell);
    *cw = (cell / 16 + 2) * (high ? 2 : 1);
    *dk = (cell < 40 ? 1 : 2) * (high ? 2 : 1);
    int gap = (cell - body) / 2, out = 2 * *dk + *cw - gap;
    out = high ? (2 * *dk + *cw) / 2 : out > gap ? gap : out < 0 ? 0 : out;
    if (tile_index_shown(body)) {
        /* the ring a pixel short of the corner index, in this cell and in
         * the next, thinner if it must be */
        int safe = draw_index_safe(cell), t = 2 * *dk + *cw;
        if (t > 2 * safe) {
            *cw = 2 * safe - 2 * *dk > 1 ? 2 * safe - 2 * *dk : 1;
            t = 2 * *dk + *cw;
        }
        out = t - out > safe ? t - safe : out;
    }
    SDL_Rect rc = {play(a)->lay.bx + play(a)->cursor.c * cell - out,
                   play(a)->lay.by + play(a)->cursor.r * cell - out,
                   cell + 2 * out, cell + 2 * out};
    return rc;
}

/* A mark's frame of width px round rc (a cell's square) in col; the
 * rectangle drawn. In the high-contrast look (width already doubled) it
 * is centred on the cell's edge, in the gutter the gaps and the black
 * outlines of two tiles make, so that its greater width covers little or
 * none of a face, with a black line along each side of it, so that it
 * stands out from the tile's light face as from the dark felt. On the
 * cursor's cell (c), whose ring takes that place, it is inside the ring
 * at half the width (the ring's dark line on one side of it, a black
 * line on the other), so that the two leave the picture seen. */
static SDL_Rect draw_mark_frame(front_app *a, SDL_Rect rc, int width,
                                SDL_Color col, llk_cell c)
{
    if (!kit_high_contrast()) {
        /* inside the cell, but where the tile shows a corner index out
         * into the gap round it (at most the gap's width, thinner if it
         * must be), so that the index stays readable */
        int cell = play(a)->lay.cell, safe = draw_index_safe(cell);
        int gap = (cell - draw_body_px(cell)) / 2, o = width - safe;
        o = o > gap ? gap : o < 0 ? 0 : o;
        width = width > safe + o ? (safe + o > 1 ? safe + o : 1) : width;
        rc = (SDL_Rect){rc.x - o, rc.y - o, rc.w + 2 * o, rc.h + 2 * o};
        draw_frame(a->ren, rc, width, col);
        return rc;
    }
    int e = width / 6 + 1, g = width / 2 + e;
    SDL_Rect out = {rc.x - g, rc.y - g, rc.w + 2 * g, rc.h + 2 * g};
    if (play(a)->cursor_on && play(a)->cursor.r == c.r &&
        play(a)->cursor.c == c.c) {
        int cw, dk, t, half = (width + 1) / 2;
        out = draw_cursor_rect(a, &cw, &dk);
        t = 2 * dk + cw;
        out = (SDL_Rect){out.x + t, out.y + t, out.w - 2 * t, out.h - 2 * t};
        draw_frame(a->ren, out, half, col);
        SDL_Rect in = {out.x + half, out.y + half, out.w - 2 * half,
                       out.h - 2 * half};
        draw_frame(a->ren, in, e, kit_color(KIT_INK));
        return out;
    }
    draw_frame(a->ren, out, width + 2 * e, kit_color(KIT_INK));
    SDL_Rect band = {out.x + e, out.y + e, out.w - 2 * e, out.h - 2 * e};
    draw_frame(a->ren, band, width, col);
    return out;
}

static void draw_mark(front_app *a, const char *kind, llk_cell c,
                      SDL_Color col, int width, Uint32 now)
{
    SDL_Rect rc = draw_mark_frame(a, tile_box(a, c, now), width, col, c);
    seen_mark(kind, rc);
}

/* A glow round rc: rings of colour col fading outwards, w px each (drawn
 * as rings, no blur). */
static void draw_glow(front_app *a, SDL_Rect rc, SDL_Color col, int w)
{
    static const Uint8 fade[3] = {150, 90, 40};
    for (int i = 0; i < 3; i++) {
        int o = (i + 1) * w / 2 + 1;
        SDL_Rect ring = {rc.x - o, rc.y - o, rc.w + 2 * o, rc.h + 2 * o};
        draw_frame(a->ren, ring, w / 2 + 1, draw_alpha(col, fade[i]));
    }
}

/* The refused tile's red frame is on show at now. */
static bool draw_refused_on(const front_app *a, Uint32 now)
{
    const front_anim *an = &play(a)->anim;
    return an->refusing && now - an->refuse_start < ANIM_REFUSE_MS;
}

/* Offset of the refused tile's shake at now (decorative: none unless
 * motion is full; the red frame says it). */
static float draw_shake(const front_app *a, Uint32 now)
{
    const front_anim *an = &play(a)->anim;
    Uint32 d = ANIM_REFUSE_MS;
    if (!draw_refused_on(a, now) || !fx_decor()) {
        return 0;
    }
    float t = (float)(now - an->refuse_start) / (float)d;
    return sinf(t * 6.2832f * 3.0f) * (1.0f - t) * (float)play(a)->lay.cell /
           7.0f;
}

/* The tiles of the current board, each where it is drawn now. */
static void draw_tiles(front_app *a, const llk_board *b, Uint32 now)
{
    float dx = draw_shake(a, now);
    llk_cell shake = play(a)->anim.refuse_cell, sel;
    const game *g = session_game(a->ses);
    bool has_sel = game_get_selected(g, &sel);
    int full = draw_body_px(play(a)->lay.cell);
    /* first every shadow on the felt, then the tiles over them */
    for (int pass = 0; pass < 2; pass++) {
        for (int r = 0; r < b->rows; r++) {
            for (int c = 0; c < b->cols; c++) {
                int k = llk_board_get(b, r, c);
                float cx, cy, s;
                if (k == 0) {
                    continue;
                }
                fx_place(a, r, c, now, &cx, &cy, &s);
                if (play(a)->anim.refusing && r == shake.r && c == shake.c) {
                    cx += dx;
                }
                /* the selected tile lifted towards the light */
                int lift = has_sel && sel.r == r && sel.c == c
                               ? draw_lift_px(play(a)->lay.cell) : 0;
                cx -= (float)lift;
                cy -= (float)lift;
                if (pass == 0) {
                    draw_tile_shadow(a, (int)((float)full * s), cx, cy,
                                     2 * lift);
                } else if (game_tile_hidden(g, r, c)) {
                    draw_tile_back(a, cx, cy, s);
                } else {
                    draw_tile(a, k, cx, cy, s, 255);
                    if (game_tile_gold(g, r, c)) { /* the daily's gold pair */
                        draw_tile_gold(a, cx, cy, s);
                    }
                }
            }
        }
    }
}

/* Peek, hint, selection, refusal and cursor marks, on the tiles where
 * they are drawn (the cursor names a cell). */
static void draw_marks(front_app *a, const llk_board *b, Uint32 now)
{
    bool high = kit_high_contrast(); /* strokes twice as thick */
    int w = (play(a)->lay.cell / 14 + 2) * (high ? 2 : 1);
    SDL_Color peek = kit_color(KIT_PEEK), refuse = kit_color(KIT_REFUSE),
              hint_col = kit_color(KIT_HINT);
    for (int r = 0; play(a)->peek_kind > 0 && r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            if (llk_board_get(b, r, c) == play(a)->peek_kind &&
                !game_tile_hidden(session_game(a->ses), r, c)) { /* face down: unseen */
                draw_mark(a, "peek", (llk_cell){r, c}, peek, w, now);
            }
        }
    }
    llk_pair hint;
    if (game_hint_shown(session_game(a->ses), &hint)) {
        draw_glow(a, tile_box(a, hint.a, now), hint_col, w);
        draw_glow(a, tile_box(a, hint.b, now), hint_col, w);
        draw_mark(a, "hint", hint.a, hint_col, w, now);
        draw_mark(a, "hint", hint.b, hint_col, w, now);
    }
    llk_cell sel;
    if (game_get_selected(session_game(a->ses), &sel)) {
        SDL_Rect rc = tile_box(a, sel, now);
        rc.x -= draw_lift_px(play(a)->lay.cell);
        rc.y -= draw_lift_px(play(a)->lay.cell);
        /* gold, as the tutorial draws it (the keyboard's cursor cream) */
        SDL_Color gold = kit_color(KIT_ACCENT), tint = gold;
        tint.a = 70;
        if (!high) { /* high contrast: the picture left as clear as it is */
            draw_fill(a->ren, rc, tint);
        }
        seen_mark("selection",
                  draw_mark_frame(a, rc, w + (high ? 2 : 1), gold, sel));
    }
    if (draw_refused_on(a, now)) {
        SDL_Rect rc = tile_box(a, play(a)->anim.refuse_cell, now);
        rc.x += (int)draw_shake(a, now);
        seen_mark("refused", draw_mark_frame(a, rc, w, refuse,
                                             play(a)->anim.refuse_cell));
    }
    if (play(a)->cursor_on) { /* seen on any tile */
        int cw, dk;
        SDL_Rect rc = draw_cursor_rect(a, &cw, &dk);
        draw_frame(a->ren, rc, dk, kit_color(KIT_INK));
        SDL_Rect in = {rc.x + dk, rc.y + dk, rc.w - 2 * dk, rc.h - 2 * dk};
        draw_frame(a->ren, in, cw, kit_color(KIT_ON_SURFACE));
        SDL_Rect in2 = {in.x + cw, in.y + cw, in.w - 2 * cw, in.h - 2 * cw};
        draw_frame(a->ren, in2, dk, kit_color(KIT_INK));
        seen_mark("cursor", rc);
    }
}

void draw_board(front_app *a, Uint32 now)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!b) {
        return;
    }
    int cell = play(a)->lay.cell, m = layout_margin(cell);
    SDL_Rect area = {play(a)->lay.bx - m, play(a)->lay.by - m,
                     b->cols * cell + 2 * m, b->rows * cell + 2 * m};
    draw_tray(a, area, cell);
    draw_tiles(a, b, now);
    fx_draw_removal(a, now);
    draw_marks(a, b, now);
    fx_draw_over(a, now);
}

/* Arrow glyphs showing where the tiles go, by shift mode. */
const char *draw_shift_glyph(llk_shift s)
{
    switch (s) {
    case LLK_SHIFT_DOWN: return "\xe2\x86\x93";               /* ↓ */
    case LLK_SHIFT_UP: return "\xe2\x86\x91";                 /* ↑ */
    case LLK_SHIFT_LEFT: return "\xe2\x86\x90";               /* ← */
    case LLK_SHIFT_RIGHT: return "\xe2\x86\x92";              /* → */
    case LLK_SHIFT_SPLIT_VERTICAL: return "\xe2\x86\x95";     /* ↕ */
    case LLK_SHIFT_GATHER_VERTICAL: return "\xe2\x86\x93\xe2\x86\x91";
    case LLK_SHIFT_SPLIT_HORIZONTAL: return "\xe2\x86\x94";   /* ↔ */
    case LLK_SHIFT_GATHER_HORIZONTAL: return "\xe2\x86\x92\xe2\x86\x90";
    case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT: return "\xe2\x87\x86"; /* ⇆ */
    case LLK_SHIFT_LEFT_DOWN_RIGHT_UP: return "\xe2\x87\xb5";    /* ⇵ */
    case LLK_SHIFT_OUTWARD: return "\xe2\x86\x96\xe2\x86\x98";   /* ↖↘ */
    case LLK_SHIFT_INWARD: return "\xe2\x86\x98\xe2\x86\x96";    /* ↘↖ */
    default: return "\xe2\x80\xa2";                           /* • */
    }
}
