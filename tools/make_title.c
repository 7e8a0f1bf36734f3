/* make_title.c - the game's name as drawn art for the title screen.
 *
 * Usage: make_title SERIF-CJK.ttc LATIN.ttf OUTDIR
 *
 * Writes OUTDIR/hanzi-S.png (连连看, from Noto Serif CJK SC Bold) and
 * OUTDIR/latin-S.png ("Lianliankan", from DejaVu Sans Bold, the game's own
 * font) at the scales S = 1, 2 and 4: glyphs rendered with SDL2_ttf, then
 * filled with a gold gradient, edged with dark ink and given a soft shadow,
 * on a transparent ground. The game draws the smallest scale at least as
 * large as it needs (src/front/title_art.c). The output depends only on the
 * fonts: the same fonts give the same files.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "tool_util.h"

#define PROG "make_title"
#define SC_FACE 2        /* Noto CJK .ttc: 0 JP, 1 KR, 2 SC, 3 TC */
#define HANZI_PX 72      /* the font size of 连连看 at scale 1 */
#define LATIN_PX 30      /* of "Lianliankan" */

/* The glyphs' alpha (0..1) on a canvas w x h with a margin around them. */
typedef struct {
    float *a;
    int w, h;
} mask;

static int render_mask(TTF_Font *f, const char *text, int margin, mask *m)
{
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *raw = TTF_RenderUTF8_Blended(f, text, white);
    if (!raw) {
        fprintf(stderr, PROG ": cannot render %s: %s\n", text, TTF_GetError());
        return -1;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s) {
        return -1;
    }
    /* the ink's box, so the margin is the same whatever the font's metrics */
    int x0, y0, x1, y1;
    tool_ink_box(s->pixels, s->pitch, s->w, s->h, &x0, &y0, &x1, &y1);
    if (x1 < 0) {
        SDL_FreeSurface(s);
        fprintf(stderr, PROG ": %s renders empty\n", text);
        return -1;
    }
    m->w = x1 - x0 + 1 + 2 * margin;
    m->h = y1 - y0 + 1 + 2 * margin;
    m->a = calloc((size_t)m->w * (size_t)m->h, sizeof *m->a);
    if (!m->a) {
        SDL_FreeSurface(s);
        return -1;
    }
    for (int y = y0; y <= y1; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + y * s->pitch);
        for (int x = x0; x <= x1; x++) {
            m->a[(y - y0 + margin) * m->w + (x - x0 + margin)] = (float)(row[x] >> 24) / 255.0f;
        }
    }
    SDL_FreeSurface(s);
    return 0;
}

/* The mask grown by r pixels (the most alpha within a disc of radius r). */
static float *grow(const mask *m, double r)
{
    float *out = calloc((size_t)m->w * (size_t)m->h, sizeof *out);
    if (!out) {
        return NULL;
    }
    int ri = (int)ceil(r);
    for (int y = 0; y < m->h; y++) {
        for (int x = 0; x < m->w; x++) {
            float best = 0;
            for (int dy = -ri; dy <= ri && best < 1.0f; dy++) {
                int yy = y + dy;
                if (yy < 0 || yy >= m->h) {
                    continue;
                }
                for (int dx = -ri; dx <= ri; dx++) {
                    int xx = x + dx;
                    double d = sqrt((double)(dx * dx + dy * dy));
                    if (xx < 0 || xx >= m->w || d > r + 0.5) {
                        continue;
                    }
                    float v = m->a[yy * m->w + xx];
                    if (d > r - 0.5) { /* the disc's soft edge */
                        v *= (float)(r + 0.5 - d);
                    }
                    best = v > best ? v : best;
                }
            }
            out[y * m->w + x] = best;
        }
    }
    return out;
}

/* Paint colour (r, g, b) with coverage cov over pixel p (straight RGBA). */
static void over(uint8_t *p, double r, double g, double b, double cov)
{
    double da = p[3] / 255.0, a = cov + da * (1 - cov);
    if (a <= 0) {
        return;
    }
    double k = da * (1 - cov);
    p[0] = (uint8_t)lround((r * cov + p[0] * k) / a);
    p[1] = (uint8_t)lround((g * cov + p[1] * k) / a);
    p[2] = (uint8_t)lround((b * cov + p[2] * k) / a);
    p[3] = (uint8_t)lround(a * 255);
}

/* The art of text: shadow, ink edge, gold face with a light top. */
static int make_art(TTF_Font *f, const char *text, int scale, const char *path)
{
    double edge = 1.6 * scale, shadow = 2.0 * scale;
    int margin = (int)ceil(edge + shadow) + 2 * scale;
    mask m;
    if (render_mask(f, text, margin, &m) != 0) {
        return -1;
    }
    float *outline = grow(&m, edge);
    uint8_t *px = calloc((size_t)m.w * (size_t)m.h, 4);
    if (!outline || !px) {
        free(m.a);
        free(outline);
        free(px);
        return -1;
    }
    int sh = (int)lround(shadow);
    for (int y = 0; y < m.h; y++) {
        for (int x = 0; x < m.w; x++) {
            uint8_t *p = px + ((size_t)y * m.w + x) * 4;
            int sx = x - sh / 2, sy = y - sh;
            if (sx >= 0 && sy >= 0) { /* the shadow, below and right */
                over(p, 10, 6, 4, 0.55 * outline[sy * m.w + sx]);
            }
            over(p, 42, 26, 16, outline[y * m.w + x]);
            double t = (double)y / (m.h - 1); /* gold: light above, deep below */
            double r = 255 - 40 * t, g = 226 - 86 * t, b = 140 - 100 * t;
            over(p, r, g, b, m.a[y * m.w + x]);
        }
    }
    int rc = tool_save_png(PROG, px, m.w, m.h, 4, SDL_PIXELFORMAT_ABGR8888, path);
    free(m.a);
    free(outline);
    free(px);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: " PROG " SERIF-CJK.ttc LATIN.ttf OUTDIR\n");
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, PROG ": %s\n", SDL_GetError());
        return 1;
    }
    static const int scales[] = {1, 2, 4};
    int rc = 0;
    for (size_t i = 0; i < sizeof scales / sizeof scales[0] && rc == 0; i++) {
        int s = scales[i];
        TTF_Font *hanzi = TTF_OpenFontIndex(argv[1], HANZI_PX * s, SC_FACE);
        TTF_Font *latin = TTF_OpenFont(argv[2], LATIN_PX * s);
        char path[4096];
        if (!hanzi || !latin) {
            fprintf(stderr, PROG ": cannot open the fonts: %s\n", TTF_GetError());
            rc = 1;
        }
        snprintf(path, sizeof path, "%s/hanzi-%d.png", argv[3], s);
        if (rc == 0 && make_art(hanzi, "\xe8\xbf\x9e\xe8\xbf\x9e\xe7\x9c\x8b", s, path) != 0) {
            rc = 1;
        }
        snprintf(path, sizeof path, "%s/latin-%d.png", argv[3], s);
        if (rc == 0 && make_art(latin, "Lianliankan", s, path) != 0) {
            rc = 1;
        }
        if (hanzi) {
            TTF_CloseFont(hanzi);
        }
        if (latin) {
            TTF_CloseFont(latin);
        }
    }
    TTF_Quit();
    SDL_Quit();
    return rc;
}
