/* draw.c - board layout and drawing: tiles, highlights, the removal path,
 * the vanish and slide animations (the bar over the board and its toast are
 * bar.c's).
 *
 * Everything is in drawable pixels. The board is centred in the area the
 * control bar and the notification lane (kit/lane.c) at the foot leave,
 * with a margin all round as wide as a path through the ring needs
 * (layout_margin); tiles are square and as large as fits.
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


void draw_fill(SDL_Renderer *r, SDL_Rect rc, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    if (c.a < 255) {
        SDL_RenderFillRect(r, &rc);
        return;
    }
    /* opaque: written, not blended (SDL's software renderer blends every
     * pixel in BLEND mode even at full alpha: the board's panel at
     * 2560x1600 took 7 ms of the first frame) */
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_RenderFillRect(r, &rc);
    SDL_SetRenderDrawBlendMode(r, mode);
}

void draw_frame(SDL_Renderer *r, SDL_Rect rc, int width, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    for (int i = 0; i < width && rc.w > 2 * i && rc.h > 2 * i; i++) {
        SDL_Rect f = {rc.x + i, rc.y + i, rc.w - 2 * i, rc.h - 2 * i};
        SDL_RenderDrawRect(r, &f);
    }
}

void draw_convex(SDL_Renderer *r, const float *px, const float *py, int n,
                 SDL_Color c)
{
    SDL_Vertex v[8];
    int idx[18], k = 0;
    n = n > 8 ? 8 : n;
    for (int i = 0; i < n; i++) {
        v[i].position.x = px[i];
        v[i].position.y = py[i];
        v[i].color = c;
        v[i].tex_coord.x = 0;
        v[i].tex_coord.y = 0;
    }
    for (int i = 1; i + 1 < n; i++) { /* a fan from the first corner */
        idx[k++] = 0;
        idx[k++] = i;
        idx[k++] = i + 1;
    }
    if (k > 0) {
        SDL_RenderGeometry(r, NULL, v, n, idx, k);
    }
}

void draw_thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2,
                     float width, SDL_Color c)
{
    float dx = x2 - x1, dy = y2 - y1;
    float len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f) {
        return;
    }
    float h = width / 2.0f;
    /* extend by half the width so that corners join squarely */
    float ux = dx / len * h, uy = dy / len * h;
    float nx = -uy, ny = ux;
    float px[4] = {x1 - ux + nx, x1 - ux - nx, x2 + ux - nx, x2 + ux + nx};
    float py[4] = {y1 - uy + ny, y1 - uy - ny, y2 + uy - ny, y2 + uy + ny};
    draw_convex(r, px, py, 4, c);
}

void draw_background(front_app *a)
{
    /* the chosen background (theme.c), else flat green */
    if (theme_draw_background(a->ren, a->pix_w, a->pix_h)) {
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
        draw_forget_tiles();
        if (diag(a)->trace) {
            fprintf(stderr, "llk-trace: faces from the %d px atlas, read in %.1f ms\n",
                    atlas_face_px(),
                    (double)(SDL_GetPerformanceCounter() - t0) * 1000.0 /
                        (double)SDL_GetPerformanceFrequency());
        }
    }
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

/* A tile's body in a cell: a small gap all round. */
int draw_body_px(int cell)
{
    return cell - 2 * (cell / 24 + 1);
}

/* The top face of a tile whose body is body: inside the outline, less
 * the thickness at the right and the foot. */
SDL_Rect draw_top_rect(SDL_Rect body)
{
    int ow = kit_tile_outline(body.w), d = draw_raise_px(body.w);
    SDL_Rect top = {body.x + ow, body.y + ow, body.w - 2 * ow - d,
                    body.h - 2 * ow - d};
    return top;
}

int draw_face_px(int cell)
{
    int size = draw_body_px(cell);
    SDL_Rect top = draw_top_rect((SDL_Rect){0, 0, size, size});
    return top.w - 2 * (size / 12);
}

/* c with alpha a. */
SDL_Color draw_alpha(SDL_Color c, Uint8 a)
{
    c.a = a;
    return c;
}

void draw_tile_edges(front_app *a, int full, SDL_Rect body, Uint8 alpha)
{
    if (tile_body_draw(a->ren, full, body, alpha)) {
        return;
    }
    /* no texture for it (out of memory): a flat square and its outline */
    draw_fill(a->ren, body, draw_alpha(kit_color(KIT_TILE_EDGE), alpha));
    SDL_Rect top = draw_top_rect(body);
    draw_fill(a->ren, top, draw_alpha(kit_color(KIT_TILE_FACE), alpha));
}

/* A tile's picture on the face of the body at body, beside its corner
 * index when shown. */
static void draw_tile_body_face(front_app *a, int kind, SDL_Rect body,
                                Uint8 alpha)
{
    int size = body.w;
    SDL_Rect top = draw_top_rect(body);
    int fi = size / 12;
    SDL_Rect f = {top.x + fi, top.y + fi, top.w - 2 * fi, top.h - 2 * fi};
    if (tile_index_shown(size)) { /* the face beside its corner index */
        f = tile_index_draw(a->ren, atlas_folder(), kind, top, fi, alpha);
    }
    atlas_draw(a->ren, kind, &f, alpha);
}

/* One tile (body and face) drawn into rect body: the body from its vector
 * description rasterised at full px (tile_body.c: the face with the
 * thickness outside it, the outline, the bevel; high contrast's outline
 * black and thicker, the face flat), then the face's picture, beside its
 * corner index when shown. */
static void draw_tile_body(front_app *a, int kind, int full, SDL_Rect body,
                           Uint8 alpha)
{
    draw_tile_edges(a, full, body, alpha);
    draw_tile_body_face(a, kind, body, alpha);
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
    tile_shadow_draw(a->ren, draw_body_px(play(a)->lay.cell), body, lift);
}

/* Tiles pre-drawn at the current size, 8 per row, so that a frame is one
 * unscaled copy per tile (the software renderer scales slowly); a tile
 * drawn smaller or fading (fx.c) is a filtered copy of its pre-drawn
 * square, so the atlas is released once they are drawn. When the
 * cache cannot be built (no render targets, no memory) the size and kinds
 * that failed are remembered and tiles are drawn piece by piece, without
 * trying again every tile of every frame; another size or set of kinds
 * (resize, new level) or a renderer reset tries again. */
static SDL_Texture *tile_cache;
static int tile_cache_size;  /* tile size in the cache, 0 = invalid */
static int tile_cache_kinds;
static bool tile_cache_high; /* drawn in the high-contrast look */
static int tile_failed_size; /* the size and kinds that failed, 0 = none */
static int tile_failed_kinds;

static void draw_drop_cache(void)
{
    if (tile_cache) {
        SDL_DestroyTexture(tile_cache);
        tile_cache = NULL;
    }
    tile_cache_size = 0;
}

void draw_forget_tiles(void)
{
    draw_drop_cache();
    tile_body_forget();
    tile_failed_size = 0;
    tile_failed_kinds = 0;
}

/* Build the cache for tiles of size pixels; false when it cannot be. */
static bool draw_build_cache(front_app *a, int size, int kinds)
{
    int rows = (kinds + 7) / 8;
    if (size < 4 || size * 8 > 8192 || size * rows > 8192) {
        SDL_SetError("tile size %d out of range", size);
        return false;
    }
    tile_cache = SDL_CreateTexture(a->ren, SDL_PIXELFORMAT_ARGB8888,
                                   SDL_TEXTUREACCESS_TARGET, size * 8,
                                   size * rows);
    if (!tile_cache) {
        return false;
    }
    /* the bodies copied in with their transparent corners, the faces
     * drawn over them; the tiles blended onto the felt */
    SDL_Texture *bodytex = tile_body_texture(a->ren, size);
    if (!bodytex) {
        draw_drop_cache();
        return false;
    }
    SDL_SetTextureBlendMode(tile_cache, SDL_BLENDMODE_BLEND);
    SDL_Texture *old = SDL_GetRenderTarget(a->ren);
    if (SDL_SetRenderTarget(a->ren, tile_cache) != 0) {
        draw_drop_cache();
        return false;
    }
    SDL_SetRenderDrawColor(a->ren, 0, 0, 0, 0);
    SDL_RenderClear(a->ren);
    for (int k = 1; k <= kinds; k++) {
        SDL_Rect body = {((k - 1) % 8) * size, ((k - 1) / 8) * size, size,
                         size};
        SDL_SetTextureBlendMode(bodytex, SDL_BLENDMODE_NONE); /* as it is */
        SDL_RenderCopy(a->ren, bodytex, NULL, &body);
        SDL_SetTextureBlendMode(bodytex, SDL_BLENDMODE_BLEND);
        draw_tile_body_face(a, k, body, 255);
    }
    SDL_SetRenderTarget(a->ren, old);
    tile_cache_size = size;
    tile_cache_kinds = kinds;
    tile_cache_high = kit_high_contrast();
    return true;
}

static bool draw_cache_tiles(front_app *a, int size)
{
    int kinds = atlas_faces();
    if (tile_cache && tile_cache_size == size && tile_cache_kinds == kinds &&
        tile_cache_high == kit_high_contrast()) {
        return true;
    }
    if (tile_failed_size == size && tile_failed_kinds == kinds) {
        return false;
    }
    draw_drop_cache();
    if (draw_build_cache(a, size, kinds)) {
        tile_failed_size = 0;
        tile_failed_kinds = 0;
        atlas_release(); /* drawn from the cache from now on */
        return true;
    }
    tile_failed_size = size;
    tile_failed_kinds = kinds;
    if (diag(a)->trace) {
        fprintf(stderr, "llk-trace: no tile cache at size %d: %s\n", size,
                SDL_GetError());
    }
    return false;
}

void draw_tile(front_app *a, int kind, float cx, float cy, float s,
               Uint8 alpha)
{
    int full = draw_body_px(play(a)->lay.cell);
    int size = (int)((float)full * s);
    if (size < 2) {
        return;
    }
    SDL_Rect body = {(int)(cx - (float)size / 2), (int)(cy - (float)size / 2),
                     size, size};
    if (kind <= atlas_faces() && draw_cache_tiles(a, full)) {
        SDL_Rect src = {((kind - 1) % 8) * full, ((kind - 1) / 8) * full,
                        full, full};
        if (size == full && alpha == 255) { /* its opaque middle copied */
            tile_copy_split(a->ren, tile_cache, src, body.x, body.y,
                            tile_body_opaque(a->ren, full));
            return;
        }
        SDL_SetTextureAlphaMod(tile_cache, alpha);
        SDL_SetTextureScaleMode(tile_cache, SDL_ScaleModeLinear);
        SDL_RenderCopy(a->ren, tile_cache, &src, &body);
        SDL_SetTextureAlphaMod(tile_cache, 255);
        return;
    }
    draw_tile_body(a, kind, full, body, alpha);
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

/* The square drawn for the tile of cell c (where it is drawn now). */
static SDL_Rect tile_box(const front_app *a, llk_cell c, Uint32 now)
{
    float x, y, s;
    fx_place(a, c.r, c.c, now, &x, &y, &s);
    int h = (int)((float)play(a)->lay.cell * s) / 2;
    SDL_Rect rc = {(int)x - h, (int)y - h, 2 * h, 2 * h};
    return rc;
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
        /* the corner index lies gap + outline + pad px inside the cell's
         * edge (tile_index_draw): the ring a pixel short of it, in this
         * cell and in the next, thinner if it must be */
        int pad = body / 12 / 2 > 1 ? body / 12 / 2 : 1;
        int safe = gap + kit_tile_outline(body) + pad - 1, t = 2 * *dk + *cw;
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
