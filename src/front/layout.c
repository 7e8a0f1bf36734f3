/* layout.c - the board's layout (draw.h): the board centred in the area
 * the control bar (bar.c), the notification lane (its height:
 * assist_ui.c) and the best's strip (ghost_ui.c) leave, with a margin all
 * round as wide as a path through the ring needs (layout_margin); tiles
 * square and as large as fits; where a cell's centre is, ring cells
 * included; and a path drawn along those lines (the removal's, Help's
 * diagrams). The tile under a pixel, which follows the effects, is
 * draw.c's (layout_hit).
 */
#include <math.h>
#include <stdio.h>

#include "app.h"
#include "assets.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "session.h"

/* The removal path's width for cells of cell pixels. */
static float draw_path_w(int cell)
{
    return (float)cell / 9.0f + 2.0f;
}

/* How far past the board's outer cells the ring's line runs (its centre):
 * the line's inner edge a pixel out (the tiles' bodies leave a gap
 * inside their cells). */
static float layout_ring(int cell)
{
    return 1.0f + draw_path_w(cell) / 2.0f;
}

int layout_margin(int cell)
{
    return (int)ceilf(2.0f + draw_path_w(cell));
}

/* The largest cell for rows x cols with their ring margins in aw x ah. */
static int layout_fit(int aw, int ah, int rows, int cols)
{
    int cell = aw / cols < ah / rows ? aw / cols : ah / rows;
    while (cell > 4 && (cols * cell + 2 * layout_margin(cell) > aw ||
                        rows * cell + 2 * layout_margin(cell) > ah)) {
        cell--;
    }
    return cell < 4 ? 4 : cell;
}

void layout_board(front_app *a)
{
    front_layout *l = &play(a)->lay;
    l->bar_h = bar_height(a);
    const llk_board *b =
        session_game(a->ses) ? game_get_board(session_game(a->ses)) : NULL;
    int rows = b ? b->rows : 8, cols = b ? b->cols : 12;
    /* The notification lane at the foot is always kept: the board's
     * rectangle depends on the window and the board's size only, never on
     * a notice (the dead-end strip, a toast) coming or going. It is as
     * tall as the dead-end strip's button (a compact row) and a little;
     * two rows at a text size too large for the strip's message and
     * button side by side (assist_lane_h: this game's button, the same
     * for all its boards). */
    int lane_h = assist_lane_h(a), ghost_h = ghost_bar_h(a); /* the best's strip */
    /* the area left: the window's width less a little at the sides, the
     * height between the bar and the lane (the ring's margin keeps the
     * path off them) */
    int side = kit_u() / 2;
    int aw = a->pix_w - 2 * side, ah = a->pix_h - l->bar_h - lane_h - ghost_h;
    l->cell = layout_fit(aw, ah, rows, cols);
    l->bx = (a->pix_w - cols * l->cell) / 2;
    l->by = l->bar_h + (ah - rows * l->cell) / 2;
    SDL_Rect lane = {0, a->pix_h - lane_h, a->pix_w, lane_h};
    kit_lane_place(a, lane);
    /* the faces' source for this size, chosen here (a resize, a new
     * board), not while drawing a frame; none before there is a board */
    Uint64 t0 = diag(a)->trace ? SDL_GetPerformanceCounter() : 0;
    if (b && atlas_fit(a->ren, draw_face_px(l->cell))) {
        draw_forget_tiles(a);
        if (diag(a)->trace) {
            fprintf(stderr, "llk-trace: faces from the %d px atlas, read in %.1f ms\n",
                    atlas_face_px(),
                    (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                        (double)SDL_GetPerformanceFrequency());
        }
    }
}

/* Coordinate of line i of n along one axis; the ring runs just outside
 * the outer cells (layout_ring). */
static float layout_axis(int i, int n, int origin, int cell)
{
    if (i < 0) {
        return (float)origin - layout_ring(cell);
    }
    if (i >= n) {
        return (float)origin + (float)(n * cell) + layout_ring(cell);
    }
    return (float)origin + ((float)i + 0.5f) * (float)cell;
}

void layout_centre(const front_app *a, llk_cell c, float *x, float *y)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    int rows = b ? b->rows : 1, cols = b ? b->cols : 1;
    *x = layout_axis(c.c, cols, play(a)->lay.bx, play(a)->lay.cell);
    *y = layout_axis(c.r, rows, play(a)->lay.by, play(a)->lay.cell);
}

/* The path p over a board of rows x cols drawn from (bx, by) with cells
 * of cell pixels, up to fraction f of its length. */
static void draw_path_at(front_app *a, int bx, int by, int cell, int rows,
                         int cols, const llk_path *p, float f, SDL_Color c)
{
    float xs[4], ys[4], total = 0;
    for (int i = 0; i < p->npoints && i < 4; i++) {
        xs[i] = layout_axis(p->pts[i].c, cols, bx, cell);
        ys[i] = layout_axis(p->pts[i].r, rows, by, cell);
        if (i > 0) {
            total += fabsf(xs[i] - xs[i - 1]) + fabsf(ys[i] - ys[i - 1]);
        }
    }
    float left = total * f;
    float w = draw_path_w(cell);
    for (int i = 1; i < p->npoints && i < 4 && left > 0; i++) {
        float seg = fabsf(xs[i] - xs[i - 1]) + fabsf(ys[i] - ys[i - 1]);
        float g = seg > 0 ? (left < seg ? left / seg : 1.0f) : 1.0f;
        draw_thick_line(a->ren, xs[i - 1], ys[i - 1],
                        xs[i - 1] + (xs[i] - xs[i - 1]) * g,
                        ys[i - 1] + (ys[i] - ys[i - 1]) * g, w, c);
        left -= seg;
    }
}

void draw_path(front_app *a, const llk_path *p, float f, SDL_Color c)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    draw_path_at(a, play(a)->lay.bx, play(a)->lay.by, play(a)->lay.cell,
                 b ? b->rows : 1, b ? b->cols : 1, p, f, c);
}

void draw_diagram(front_app *a, SDL_Rect box, int rows, int cols,
                  const int *kinds, const llk_cell *pts, int npts,
                  SDL_Color path_col, bool refused)
{
    int cell = box.w / (cols + 1) < box.h / (rows + 1) ? box.w / (cols + 1)
                                                       : box.h / (rows + 1);
    if (cell < 4 || npts < 2) {
        return;
    }
    int bx = box.x + (box.w - cols * cell) / 2;
    int by = box.y + (box.h - rows * cell) / 2;
    SDL_Rect area = {bx - cell / 2, by - cell / 2, (cols + 1) * cell,
                     (rows + 1) * cell};
    draw_fill(a->ren, area, kit_color(KIT_FELT));
    int size = draw_body_px(cell), inset = (cell - size) / 2;
    SDL_Color col = refused ? kit_color(KIT_REFUSE) : path_col;
    llk_cell ends[2] = {pts[0], pts[npts - 1]};
    /* the others faded back, then the line, then the pair over it at full
     * strength, so that the line meets their edges and leaves their faces
     * whole however small the diagram */
    for (int pass = 0; pass < 2; pass++) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int k = kinds[r * cols + c];
                bool end = (r == ends[0].r && c == ends[0].c) ||
                           (r == ends[1].r && c == ends[1].c);
                SDL_Rect body = {bx + c * cell + inset, by + r * cell + inset,
                                 size, size};
                if (k <= 0 || end != (pass == 1)) {
                    continue;
                }
                if (k <= atlas_faces()) {
                    draw_tile_body(a, k, size, body, end ? 255 : 110);
                }
                if (end) {
                    draw_frame(a->ren, body, cell / 20 + 1, col);
                }
            }
        }
        /* segment by segment: a refused line may turn more than twice */
        for (int i = 1; i < npts && pass == 0; i++) {
            llk_path seg = {.npoints = 2, .pts = {pts[i - 1], pts[i]}};
            draw_path_at(a, bx, by, cell, rows, cols, &seg, 1.0f, col);
        }
    }
}
