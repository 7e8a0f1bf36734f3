/* tool_util.c - what the asset tools share; see tool_util.h. */
#include "tool_util.h"

#include <SDL.h>
#include <SDL_image.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

const int tool_sizes[TOOL_NSIZES] = {24, 32, 48, 64, 96, 128, 192};

int tool_min_drawn(int px)
{
    int prev = TOOL_MIN_DRAWN - 1;
    for (int i = 0; i < TOOL_NSIZES && tool_sizes[i] < px; i++) {
        prev = tool_sizes[i];
    }
    return prev + 1;
}

int tool_atlas_path(const char *dir, int px, char *out, size_t len)
{
    int n = px == FACE_PX ? snprintf(out, len, "%s/tiles.png", dir)
                          : snprintf(out, len, "%s/tiles-%d.png", dir, px);
    return n < 0 || (size_t)n >= len ? -1 : 0;
}

void face_silhouette(face_img *f)
{
    int cell = FACE_PX / SIL_PX;
    for (int j = 0; j < SIL_PX; j++) {
        for (int i = 0; i < SIL_PX; i++) {
            double sum = 0;
            for (int y = j * cell; y < (j + 1) * cell; y++) {
                for (int x = i * cell; x < (i + 1) * cell; x++) {
                    sum += f->px[((size_t)y * FACE_PX + x) * 4 + 3];
                }
            }
            f->sil[j * SIL_PX + i] = (float)(sum / (cell * cell * 255.0));
        }
    }
}

double face_distance(const face_img *a, const face_img *b)
{
    double diff = 0, uni = 0;
    for (int i = 0; i < SIL_PX * SIL_PX; i++) {
        double d = a->sil[i] - b->sil[i];
        diff += d < 0 ? -d : d;
        uni += a->sil[i] > b->sil[i] ? a->sil[i] : b->sil[i];
    }
    return uni > 0 ? diff / uni : 0.0;
}

/* path.tmp into tmp; false after a message when it does not fit. */
static int tmp_name(const char *prog, const char *path, char *tmp, size_t len)
{
    int n = snprintf(tmp, len, "%s.tmp", path);
    if (n < 0 || (size_t)n >= len) {
        fprintf(stderr, "%s: path too long: %s\n", prog, path);
        return -1;
    }
    return 0;
}

static int rename_into_place(const char *prog, const char *tmp, const char *path)
{
    if (rename(tmp, path) != 0) {
        fprintf(stderr, "%s: cannot rename %s to %s: %s\n", prog, tmp, path,
                strerror(errno));
        remove(tmp);
        return -1;
    }
    return 0;
}

FILE *tool_create(const char *prog, const char *path, char *tmp, size_t len)
{
    if (tmp_name(prog, path, tmp, len) != 0) {
        return NULL;
    }
    FILE *f = fopen(tmp, "w");
    if (!f) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, tmp, strerror(errno));
    }
    return f;
}

int tool_commit(const char *prog, FILE *f, const char *tmp, const char *path)
{
    int ok = fflush(f) == 0 && !ferror(f);
    ok = fclose(f) == 0 && ok;
    if (!ok) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, tmp, strerror(errno));
        remove(tmp);
        return -1;
    }
    return rename_into_place(prog, tmp, path);
}

int tool_save_png(const char *prog, const void *px, int w, int h, int bpp,
                  uint32_t fmt, const char *path)
{
    char tmp[4300];
    if (tmp_name(prog, path, tmp, sizeof tmp) != 0) {
        return -1;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom((void *)px, w, h, bpp * 8,
                                                        w * bpp, fmt);
    if (!s || IMG_SavePNG(s, tmp) != 0) {
        fprintf(stderr, "%s: cannot write %s: %s\n", prog, tmp, SDL_GetError());
        SDL_FreeSurface(s);
        remove(tmp);
        return -1;
    }
    SDL_FreeSurface(s);
    return rename_into_place(prog, tmp, path);
}

/* One ring of tool_bleed in one cell (x0, y0): each pixel without a
 * colour takes the weighted mean of its coloured neighbours in the cell
 * (weight: alpha for drawn pixels, 128 for those coloured by a ring
 * before); wt holds the weights, next the new ones. */
static void bleed_ring(uint8_t *rgba, int w, int x0, int y0, int cell, const uint8_t *wt,
                       uint8_t *next)
{
    for (int y = y0; y < y0 + cell; y++) {
        for (int x = x0; x < x0 + cell; x++) {
            size_t i = (size_t)y * (size_t)w + (size_t)x;
            if (wt[i] > 0) {
                continue;
            }
            double sum[3] = {0, 0, 0}, total = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < x0 || ny < y0 || nx >= x0 + cell || ny >= y0 + cell) {
                        continue;
                    }
                    size_t j = (size_t)ny * (size_t)w + (size_t)nx;
                    for (int c = 0; c < 3; c++) {
                        sum[c] += (double)wt[j] * rgba[j * 4 + (size_t)c];
                    }
                    total += wt[j];
                }
            }
            if (total > 0) {
                for (int c = 0; c < 3; c++) {
                    rgba[i * 4 + (size_t)c] = (uint8_t)(sum[c] / total + 0.5);
                }
                next[i] = 128;
            }
        }
    }
}

int tool_bleed(uint8_t *rgba, int w, int h, int cell)
{
    size_t n = (size_t)w * (size_t)h;
    uint8_t *wt = malloc(n), *next = malloc(n);
    if (!wt || !next) {
        free(wt);
        free(next);
        return -1;
    }
    for (size_t i = 0; i < n; i++) {
        wt[i] = rgba[i * 4 + 3];
    }
    for (int ring = 0; ring < TOOL_BLEED; ring++) {
        memcpy(next, wt, n);
        for (int y0 = 0; y0 + cell <= h; y0 += cell) {
            for (int x0 = 0; x0 + cell <= w; x0 += cell) {
                bleed_ring(rgba, w, x0, y0, cell, wt, next);
            }
        }
        memcpy(wt, next, n);
    }
    free(wt);
    free(next);
    return 0;
}

bool tool_ink_box(const void *pixels, int pitch, int w, int h, int *x0,
                  int *y0, int *x1, int *y1)
{
    *x0 = w;
    *y0 = h;
    *x1 = -1;
    *y1 = -1;
    for (int y = 0; y < h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)pixels + y * pitch);
        for (int x = 0; x < w; x++) {
            if (row[x] >> 24) {
                *x0 = x < *x0 ? x : *x0;
                *x1 = x > *x1 ? x : *x1;
                *y0 = y < *y0 ? y : *y0;
                *y1 = y > *y1 ? y : *y1;
            }
        }
    }
    return *x1 >= 0;
}
