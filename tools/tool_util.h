/* tool_util.h - what the asset tools share (tools/tool_util.c): files
 * written through a temporary file renamed into place, PNG output, and the
 * likeness check of tile faces (make_atlas, make_mahjong).
 */
#ifndef TOOL_UTIL_H
#define TOOL_UTIL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define FACE_PX 128 /* a face's size in the atlas, pixels */
#define SIL_PX 24   /* the silhouette's grid */

/* The face sizes a tile set is made at, smallest first: one atlas each,
 * tiles-N.png (tiles.png for FACE_PX). The game draws a face from the
 * smallest source at least as large, so neighbours differ by at most 1.5x;
 * the smallest covers the smallest face the game draws (19 px: hard at
 * 640x400). */
#define TOOL_NSIZES 7
extern const int tool_sizes[TOOL_NSIZES];
/* The smallest face the game draws from the source of size px: one more
 * than the next smaller size, TOOL_MIN_DRAWN for the smallest. */
#define TOOL_MIN_DRAWN 19
int tool_min_drawn(int px);
/* dir/tiles-N.png, or dir/tiles.png for FACE_PX, into out; -1 when it
 * does not fit. */
int tool_atlas_path(const char *dir, int px, char *out, size_t len);

/* A face as straight (not premultiplied) RGBA bytes, and its silhouette. */
typedef struct {
    uint8_t px[FACE_PX * FACE_PX * 4];
    float sil[SIL_PX * SIL_PX];
} face_img;

/* Fill f->sil: alpha coverage of each cell of a SIL_PX grid. */
void face_silhouette(face_img *f);
/* Share of silhouette area where a and b differ (0 same, 1 disjoint). */
double face_distance(const face_img *a, const face_img *b);

/* Open path.tmp for writing (its name into tmp); NULL after a message
 * naming prog. */
FILE *tool_create(const char *prog, const char *path, char *tmp, size_t len);
/* Flush and close f, then rename tmp to path; 0, or -1 after a message
 * (tmp removed). */
int tool_commit(const char *prog, FILE *f, const char *tmp, const char *path);
/* Give the transparent pixels of each cell (faces of cell px, an atlas of
 * w x h RGBA bytes) within TOOL_BLEED px of a drawn one the colour of
 * their drawn neighbours, alpha kept 0: the game's linear filtering
 * mixes a face's edge with its transparent neighbours' colour, which was
 * black. -1 when out of memory. */
#define TOOL_BLEED 2
int tool_bleed(uint8_t *rgba, int w, int h, int cell);
/* Save w x h pixels (SDL pixel format fmt, bpp bytes a pixel) as a PNG
 * through a temporary file; 0, or -1 after a message. */
int tool_save_png(const char *prog, const void *px, int w, int h, int bpp,
                  uint32_t fmt, const char *path);
/* The box of the drawn pixels (alpha, the top byte of each 32-bit pixel,
 * not 0) of w x h pixels pitch bytes a row: x0..x1, y0..y1 inclusive;
 * false (x1 -1) when none is drawn. */
bool tool_ink_box(const void *pixels, int pitch, int w, int h, int *x0,
                  int *y0, int *x1, int *y1);

#endif
