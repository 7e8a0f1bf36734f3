/* draw.h - drawing: the primitives (paint.c), the board's layout
 * (layout.c), one tile (tile_draw.c), the board (draw.c, draw_back.c). */
#ifndef FRONT_DRAW_H
#define FRONT_DRAW_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"
#include "llk/board.h"

/* ---- drawing primitives (paint.c) ---- */
void draw_fill(SDL_Renderer *r, SDL_Rect rc, SDL_Color c);
void draw_frame(SDL_Renderer *r, SDL_Rect rc, int width, SDL_Color c);
/* A convex polygon of n corners (3..8, in order round it) filled with c. */
void draw_convex(SDL_Renderer *r, const float *px, const float *py, int n,
                 SDL_Color c);
void draw_thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2,
                     float width, SDL_Color c);
/* A colour with alpha a. */
SDL_Color draw_alpha(SDL_Color c, Uint8 a);

/* ---- the board's layout (layout.c) ---- */
/* Compute play(a)->lay for the current board and drawable size, and hold the
 * tile faces' source for it (atlas_fit). */
void layout_board(front_app *a);
/* The margin round the board that a path through the ring needs, for
 * cells of cell pixels (the ring's line and a pixel each side of it). */
int layout_margin(int cell);
/* Centre of a cell (ring cells allowed) in pixels. */
void layout_centre(const front_app *a, llk_cell c, float *x, float *y);
/* The path p drawn up to fraction f of its length, in colour c. */
void draw_path(front_app *a, const llk_path *p, float f, SDL_Color c);
/* A small board drawn as the board is (the same tiles, the same path;
 * Help's diagrams): rows x cols kinds (0 empty) fitted into box, the
 * line through the npts points pts (both ends and every corner, ring
 * cells allowed; any number of turns) in path_col; refused: in the
 * refusal's colour. The tiles other than the pair are faded. */
void draw_diagram(front_app *a, SDL_Rect box, int rows, int cols,
                  const int *kinds, const llk_cell *pts, int npts,
                  SDL_Color path_col, bool refused);

/* ---- one tile (tile_draw.c) ---- */
/* The size a tile's face is drawn at in a cell of cell pixels. */
int draw_face_px(int cell);
/* Pieces of a tile for draw_back.c: the body's size in a cell of cell
 * pixels, its thickness (tile_body.c), the top face of a body. */
int draw_body_px(int cell);
int draw_raise_px(int size);
SDL_Rect draw_top_rect(SDL_Rect body);
/* The body of a tile rasterised at full px (tile_body.c) into body. */
void draw_tile_edges(front_app *a, int full, SDL_Rect body, Uint8 alpha);
/* One tile (body and face) of kind drawn into rect body, from its body
 * rasterised at full px; no cache. */
void draw_tile_body(front_app *a, int kind, int full, SDL_Rect body,
                    Uint8 alpha);
/* One tile with its face centred at (cx, cy), scaled by s. */
void draw_tile(front_app *a, int kind, float cx, float cy, float s,
               Uint8 alpha);
/* Drop the pre-drawn tiles and forget a failure to pre-draw them
 * (renderer reset, shutdown). */
void draw_forget_tiles(front_app *a);

/* ---- the board drawn (draw.c) ---- */
void draw_background(front_app *a);
/* Cell under a pixel position; false when outside the board. */
bool layout_hit(const front_app *a, int px, int py, llk_cell *out);
/* Draw the board, with animations at time now. */
void draw_board(front_app *a, Uint32 now);
/* The board's tray (draw_back.c): the felt over area (the board and its
 * ring's margin) with a rim inside its edge, for cells of cell px. */
void draw_tray(front_app *a, SDL_Rect area, int cell);
/* The deal of the day's rules: a tile lying face down (its back, no
 * face), and the gold mark over a gold tile's face, centred at (cx, cy),
 * scaled by s (draw_back.c). */
void draw_tile_back(front_app *a, float cx, float cy, float s);
void draw_tile_gold(front_app *a, float cx, float cy, float s);
/* Fault in the pixels of the window w's surface (the software renderer's)
 * on a thread; draw_prefault_wait before anything draws into them. */
void draw_prefault(SDL_Window *w);
void draw_prefault_wait(void);
/* Arrow glyphs (UTF-8) showing where a shift mode moves the tiles. */
const char *draw_shift_glyph(llk_shift s);

/* ---- the tile's body from one vector description (tile_body.c) ---- */
/* A tile's measures at body size px: the face (a square at the top
 * left, its side face px) with the thickness (depth px) outside it at
 * the right and the foot, the outline's width (the kit's token), the
 * bevel's band and the corners' radius. */
typedef struct tile_geom {
    int size, depth, face, outline, bevel, radius;
} tile_geom;
void tile_geom_of(int size, tile_geom *g);
/* The body (no picture) of size px into px (size * size ARGB8888, alpha
 * not premultiplied), in the high-contrast look or not. */
void tile_body_raster(Uint32 *px, int size, bool high);
/* Its shadow on the felt: (size + 2 * spread) squared, the body's
 * outline at spread, spread, to be drawn offset by tile_shadow_off. */
int tile_shadow_spread(int size);
int tile_shadow_off(int size);
void tile_shadow_raster(Uint32 *px, int size);
/* The body rasterised at full px (kept for a few sizes) as a texture
 * (blended), NULL when it cannot be made; drawn into rect body (scaled
 * when smaller), and its shadow under a body at body raised by lift px. */
SDL_Texture *tile_body_texture(front_app *a, int full);
bool tile_body_draw(front_app *a, int full, SDL_Rect body, Uint8 alpha);
void tile_shadow_draw(front_app *a, int full, SDL_Rect body, int lift);
/* The square of the body at full px every pixel of which is opaque (in
 * the body's coordinates; empty when none), and a tile of t's src (its
 * body and face, blended) drawn unscaled at (x, y): that square copied,
 * the rest blended (SDL's software renderer blends slowly). */
SDL_Rect tile_body_opaque(front_app *a, int full);
void tile_copy_split(SDL_Renderer *r, SDL_Texture *t, SDL_Rect src, int x,
                     int y, SDL_Rect opaque);
/* Drop the kept rasters (renderer reset, shutdown). */
void tile_body_forget(front_app *a);

/* ---- corner indices on the mahjong faces (tile_index.c) ---- */
/* Shown on tiles (their bodies) under this size, or always (setting):
 * cells of up to about 60 px (KShisen keeps its indices at 50x66). */
#define TILE_INDEX_BODY 56
/* The index's digit at least this font size (about 8 px tall). */
#define TILE_INDEX_MIN_PX 13
/* The font the digits are drawn in, and whether indices show at every
 * size (the corner_index setting). */
void tile_index_setup(const char *font_file, bool always);
/* Whether a tile's body of body px shows the index. */
bool tile_index_shown(int body);
/* The digit's font size on a face of top px (the tile's raised top). */
int tile_index_px(int top);
/* Draw kind k's index (from dir's tiles.txt) in the top-left corner of top;
 * the rectangle its face is to be drawn in (top less inset all round
 * when k has no index). */
SDL_Rect tile_index_draw(SDL_Renderer *r, const char *dir, int kind,
                         SDL_Rect top, int inset, Uint8 alpha);
/* Whether kind k of the set in dir has an index. */
bool tile_index_has(const char *dir, int kind);

#endif
