/* draw.h - drawing helpers and the board's layout (draw.c). */
#ifndef FRONT_DRAW_H
#define FRONT_DRAW_H

#include <stdbool.h>

#include <SDL.h>

#include "app.h"
#include "llk/board.h"

/* ---- drawing helpers (draw.c) ---- */
SDL_Color col_rgb(Uint8 r, Uint8 g, Uint8 b);
void draw_fill(SDL_Renderer *r, SDL_Rect rc, SDL_Color c);
void draw_frame(SDL_Renderer *r, SDL_Rect rc, int width, SDL_Color c);
void draw_thick_line(SDL_Renderer *r, float x1, float y1, float x2, float y2,
                     float width, SDL_Color c);
void draw_background(front_app *a);
/* Compute play()->lay for the current board and drawable size, and hold the
 * tile faces' source for it (atlas_fit). */
void layout_board(front_app *a);
/* The margin round the board that a path through the ring needs, for
 * cells of cell pixels (the ring's line and a pixel each side of it). */
int layout_margin(int cell);
/* The size a tile's face is drawn at in a cell of cell pixels. */
int draw_face_px(int cell);
/* Cell under a pixel position; false when outside the board. */
bool layout_hit(const front_app *a, int px, int py, llk_cell *out);
/* Centre of a cell (ring cells allowed) in pixels. */
void layout_centre(const front_app *a, llk_cell c, float *x, float *y);
/* Draw the board, with animations at time now. */
void draw_board(front_app *a, Uint32 now);
/* One tile with its face centred at (cx, cy), scaled by s. */
void draw_tile(front_app *a, int kind, float cx, float cy, float s,
               Uint8 alpha);
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
/* Drop the pre-drawn tiles and forget a failure to pre-draw them
 * (renderer reset, shutdown). */
void draw_forget_tiles(void);
/* Fault in the pixels of the window w's surface (the software renderer's)
 * on a thread; draw_prefault_wait before anything draws into them. */
void draw_prefault(SDL_Window *w);
void draw_prefault_wait(void);
/* Arrow glyphs (UTF-8) showing where a shift mode moves the tiles. */
const char *draw_shift_glyph(llk_shift s);

#endif
