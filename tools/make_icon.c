/* make_icon.c - draw the desktop icon: two tiles joined by a path with two
 * turns, the game in one picture.
 *
 *   make_icon OUTDIR
 *
 * Writes OUTDIR/scalable/apps/ID.svg and OUTDIR/NxN/apps/ID.png for N in
 * 16 32 48 64 128 256 (ID: io.github.lianliankan.Lianliankan). The shapes
 * (rounded rectangles, circles, a thick polyline) are listed once and both
 * written as SVG and rasterised here, 8x8 samples a pixel, so every size
 * is the same picture; the same tool gives the same bytes every time.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>

#define ICON_ID "io.github.lianliankan.Lianliankan"
#define SS 8 /* samples per pixel side */

typedef enum { SH_RECT, SH_CIRCLE, SH_PATH } shape_kind;

/* In a 256x256 design space. */
typedef struct shape {
    shape_kind kind;
    double x, y, w, h, r; /* rect: corner radius r; circle: centre x,y radius r */
    double pts[8];        /* path: 4 points */
    double width;         /* path: stroke width */
    unsigned rgba;
} shape;

static const shape shapes[] = {
    /* the board */
    {SH_RECT, 8, 8, 240, 240, 44, {0}, 0, 0x1B4332FF},
    /* left tile: shadow, face, three dots */
    {SH_RECT, 34, 92, 80, 108, 14, {0}, 0, 0x0E2A20FF},
    {SH_RECT, 28, 84, 80, 108, 14, {0}, 0, 0xFFF6E0FF},
    {SH_CIRCLE, 68, 112, 0, 0, 13, {0}, 0, 0x2D6A4FFF},
    {SH_CIRCLE, 68, 140, 0, 0, 13, {0}, 0, 0xD62828FF},
    {SH_CIRCLE, 68, 168, 0, 0, 13, {0}, 0, 0x1D4E89FF},
    /* right tile: the same */
    {SH_RECT, 154, 92, 80, 108, 14, {0}, 0, 0x0E2A20FF},
    {SH_RECT, 148, 84, 80, 108, 14, {0}, 0, 0xFFF6E0FF},
    {SH_CIRCLE, 188, 112, 0, 0, 13, {0}, 0, 0x2D6A4FFF},
    {SH_CIRCLE, 188, 140, 0, 0, 13, {0}, 0, 0xD62828FF},
    {SH_CIRCLE, 188, 168, 0, 0, 13, {0}, 0, 0x1D4E89FF},
    /* the path: up from one tile, across, down to the other (two turns) */
    {SH_PATH, 0, 0, 0, 0, 0, {68, 84, 68, 44, 188, 44, 188, 84}, 16, 0xFFB703FF},
};
#define NSHAPES (sizeof shapes / sizeof shapes[0])

static double seg_dist(double px, double py, double ax, double ay, double bx, double by)
{
    double dx = bx - ax, dy = by - ay;
    double t = ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy);
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    double ex = ax + t * dx - px, ey = ay + t * dy - py;
    return sqrt(ex * ex + ey * ey);
}

static int inside(const shape *s, double x, double y)
{
    if (s->kind == SH_CIRCLE) {
        return (x - s->x) * (x - s->x) + (y - s->y) * (y - s->y) <= s->r * s->r;
    }
    if (s->kind == SH_PATH) {
        for (int i = 0; i < 3; i++) {
            if (seg_dist(x, y, s->pts[2 * i], s->pts[2 * i + 1], s->pts[2 * i + 2],
                         s->pts[2 * i + 3]) <= s->width / 2) {
                return 1;
            }
        }
        return 0;
    }
    if (x < s->x || y < s->y || x > s->x + s->w || y > s->y + s->h) {
        return 0;
    }
    /* the nearest corner centre, when in a corner square */
    double cx = x < s->x + s->r ? s->x + s->r : x > s->x + s->w - s->r ? s->x + s->w - s->r : x;
    double cy = y < s->y + s->r ? s->y + s->r : y > s->y + s->h - s->r ? s->y + s->h - s->r : y;
    return (x - cx) * (x - cx) + (y - cy) * (y - cy) <= s->r * s->r;
}

/* Rasterise at n x n into RGBA (straight alpha). */
static void rasterise(int n, unsigned char *px)
{
    double k = 256.0 / n;
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            double acc[4] = {0, 0, 0, 0}; /* premultiplied sums */
            for (int sy = 0; sy < SS; sy++) {
                for (int sx = 0; sx < SS; sx++) {
                    double fx = (x + (sx + 0.5) / SS) * k, fy = (y + (sy + 0.5) / SS) * k;
                    for (int i = (int)NSHAPES - 1; i >= 0; i--) {
                        if (inside(&shapes[i], fx, fy)) {
                            unsigned c = shapes[i].rgba;
                            acc[0] += (c >> 24) & 255;
                            acc[1] += (c >> 16) & 255;
                            acc[2] += (c >> 8) & 255;
                            acc[3] += 255;
                            break;
                        }
                    }
                }
            }
            unsigned char *p = px + ((size_t)y * n + x) * 4;
            for (int c = 0; c < 3; c++) {
                p[c] = acc[3] > 0 ? (unsigned char)lround(acc[c] * 255.0 / acc[3]) : 0;
            }
            p[3] = (unsigned char)lround(acc[3] / (SS * SS));
        }
    }
}

static int write_svg(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "make_icon: cannot write %s: %s\n", path, strerror(errno));
        return -1;
    }
    fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"256\" height=\"256\" "
               "viewBox=\"0 0 256 256\">\n");
    for (size_t i = 0; i < NSHAPES; i++) {
        const shape *s = &shapes[i];
        unsigned c = s->rgba >> 8;
        if (s->kind == SH_RECT) {
            fprintf(f, "  <rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" rx=\"%g\" "
                       "fill=\"#%06X\"/>\n", s->x, s->y, s->w, s->h, s->r, c);
        } else if (s->kind == SH_CIRCLE) {
            fprintf(f, "  <circle cx=\"%g\" cy=\"%g\" r=\"%g\" fill=\"#%06X\"/>\n", s->x,
                    s->y, s->r, c);
        } else {
            fprintf(f, "  <polyline points=\"%g,%g %g,%g %g,%g %g,%g\" fill=\"none\" "
                       "stroke=\"#%06X\" stroke-width=\"%g\" stroke-linecap=\"round\" "
                       "stroke-linejoin=\"round\"/>\n", s->pts[0], s->pts[1], s->pts[2],
                    s->pts[3], s->pts[4], s->pts[5], s->pts[6], s->pts[7], c, s->width);
        }
    }
    fprintf(f, "</svg>\n");
    if (fclose(f) != 0) {
        fprintf(stderr, "make_icon: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

static int mkdirs(const char *path)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "mkdir -p '%s'", path);
    return system(buf) == 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    if (argc != 2 || strlen(argv[1]) > 3000 || strchr(argv[1], '\'')) {
        fprintf(stderr, "usage: make_icon OUTDIR\n");
        return 2;
    }
    static const int sizes[] = {16, 32, 48, 64, 128, 256};
    char dir[4096], path[4200];
    snprintf(dir, sizeof dir, "%s/scalable/apps", argv[1]);
    snprintf(path, sizeof path, "%s/%s.svg", dir, ICON_ID);
    if (mkdirs(dir) != 0 || write_svg(path) != 0) {
        return 1;
    }
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        int n = sizes[i];
        unsigned char *px = malloc((size_t)n * n * 4);
        if (!px) {
            return 1;
        }
        rasterise(n, px);
        SDL_Surface *s = SDL_CreateRGBSurfaceWithFormatFrom(px, n, n, 32, n * 4,
                                                            SDL_PIXELFORMAT_RGBA32);
        snprintf(dir, sizeof dir, "%s/%dx%d/apps", argv[1], n, n);
        snprintf(path, sizeof path, "%s/%s.png", dir, ICON_ID);
        int rc = s && mkdirs(dir) == 0 ? IMG_SavePNG(s, path) : -1;
        SDL_FreeSurface(s);
        free(px);
        if (rc != 0) {
            fprintf(stderr, "make_icon: cannot write %s: %s\n", path, IMG_GetError());
            return 1;
        }
    }
    printf("make_icon: %s.svg and %zu PNG sizes in %s\n", ICON_ID,
           sizeof sizes / sizeof sizes[0], argv[1]);
    return 0;
}
