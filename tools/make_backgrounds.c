/* make_backgrounds - draw the backgrounds of Lianliankan.
 *
 *   make_backgrounds OUTDIR
 *
 * Writes OUTDIR/felt.png, wood.png, silk.png and ink.png: BG_PX square
 * opaque RGB images that tile seamlessly (every pattern is periodic over
 * the image), which the game repeats across the window. All are made here
 * from periodic value noise with a fixed hash, so the output is the same
 * every run. They stay dark enough that the menus' white text keeps a
 * contrast of at least 4.5:1 on every pixel (checked: the tool fails
 * otherwise). */
#include <SDL.h>
#include <SDL_image.h>

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "tool_util.h"

#define BG_PX 512
#define TWO_PI 6.283185307179586

/* A fixed hash of a lattice point and a layer, in [0, 1). */
static double lattice(int x, int y, int layer)
{
    uint32_t h = (uint32_t)x * 374761393u + (uint32_t)y * 668265263u + (uint32_t)layer * 2246822519u;
    h = (h ^ (h >> 13)) * 1274126177u;
    h ^= h >> 16;
    return (h & 0xffffff) / 16777216.0;
}

static double smooth(double t)
{
    return t * t * (3 - 2 * t);
}

/* Value noise at (u, v) in [0, 1)^2 with a lattice of px x py cells,
 * wrapping at the edges, so it tiles. In [0, 1). */
static double noise(double u, double v, int px, int py, int layer)
{
    double x = u * px, y = v * py;
    int x0 = (int)floor(x), y0 = (int)floor(y);
    double fx = smooth(x - x0), fy = smooth(y - y0);
    int xa = ((x0 % px) + px) % px, xb = (xa + 1) % px;
    int ya = ((y0 % py) + py) % py, yb = (ya + 1) % py;
    double a = lattice(xa, ya, layer), b = lattice(xb, ya, layer);
    double c = lattice(xa, yb, layer), d = lattice(xb, yb, layer);
    return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

/* Sum of octaves, each twice the lattice of the last, in [0, 1). */
static double fbm(double u, double v, int px, int py, int octaves, int layer)
{
    double sum = 0, amp = 0.5, norm = 0;
    for (int o = 0; o < octaves; o++) {
        sum += amp * noise(u, v, px << o, py << o, layer + o);
        norm += amp;
        amp *= 0.5;
    }
    return sum / norm;
}

typedef struct {
    double r, g, b;
} colour;

static colour mix(colour a, colour b, double t)
{
    t = t < 0 ? 0 : (t > 1 ? 1 : t);
    return (colour){a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t};
}

/* Green baize: fine fibres over a soft mottle. */
static colour felt(double u, double v)
{
    double mottle = fbm(u, v, 4, 4, 3, 10);
    double fibre = noise(u, v, 256, 256, 20) * 0.6 + noise(u, v, 128, 512, 21) * 0.4;
    colour dark = {20, 54, 43}, light = {36, 82, 66};
    return mix(dark, light, mottle * 0.7 + fibre * 0.45 - 0.1);
}

/* Walnut boards: wavy grain along x, four planks with dark seams. */
static colour wood(double u, double v)
{
    double warp = fbm(u, v, 2, 8, 3, 30);
    double grain = 0.5 + 0.5 * sin(TWO_PI * (v * 24 + warp * 3.0));
    double fine = noise(u, v, 64, 256, 40);
    double plank = fmod(v * 4, 1.0);
    double seam = plank < 0.012 || plank > 0.994 ? 1.0 : 0.0;
    colour dark = {52, 32, 20}, light = {96, 62, 38};
    colour c = mix(dark, light, grain * grain * 0.55 + fine * 0.3 + (lattice((int)(v * 4), 0, 50) - 0.5) * 0.3);
    return mix(c, (colour){28, 16, 10}, seam * 0.85);
}

/* Indigo silk: a fine weave, with a soft sheen across it. */
static colour silk(double u, double v)
{
    double warp = 0.5 + 0.5 * sin(TWO_PI * u * 128), weft = 0.5 + 0.5 * sin(TWO_PI * v * 128);
    double weave = ((int)(u * 128) + (int)(v * 128)) % 2 ? warp : weft;
    double sheen = fbm(u, v, 2, 2, 3, 60);
    double slub = noise(u, v, 512, 16, 70);
    colour dark = {26, 28, 62}, light = {58, 56, 108};
    return mix(dark, light, sheen * 0.75 + weave * 0.18 + slub * 0.12 - 0.1);
}

/* Ink wash: soft clouds of ink run into wet paper, in grey-blue. */
static colour ink(double u, double v)
{
    double wu = fbm(u, v, 3, 3, 3, 80), wv = fbm(u, v, 3, 3, 3, 90);
    double cloud = fbm(fmod(u + 0.25 * wu + 1.0, 1.0), fmod(v + 0.25 * wv + 1.0, 1.0), 3, 3, 5, 100);
    double edge = fabs(cloud - 0.5) < 0.02 ? 0.5 : 0.0; /* where the wash dried */
    colour paper = {64, 70, 80}, wash = {22, 24, 30};
    return mix(mix(paper, wash, smooth(cloud * 1.6 - 0.3)), wash, edge * 0.5);
}

/* Relative luminance of an sRGB colour (WCAG). */
static double luminance(colour c)
{
    double ch[3] = {c.r / 255, c.g / 255, c.b / 255}, l[3];
    for (int i = 0; i < 3; i++) {
        l[i] = ch[i] <= 0.03928 ? ch[i] / 12.92 : pow((ch[i] + 0.055) / 1.055, 2.4);
    }
    return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
}

static uint8_t pixels[BG_PX * BG_PX * 3];

/* Draw one background and save it; 0 or -1 after a message. */
static int make(const char *dir, const char *name, colour (*f)(double, double))
{
    double brightest = 0;
    for (int y = 0; y < BG_PX; y++) {
        for (int x = 0; x < BG_PX; x++) {
            colour c = f((x + 0.5) / BG_PX, (y + 0.5) / BG_PX);
            uint8_t *p = pixels + ((size_t)y * BG_PX + x) * 3;
            p[0] = (uint8_t)lround(c.r < 0 ? 0 : (c.r > 255 ? 255 : c.r));
            p[1] = (uint8_t)lround(c.g < 0 ? 0 : (c.g > 255 ? 255 : c.g));
            p[2] = (uint8_t)lround(c.b < 0 ? 0 : (c.b > 255 ? 255 : c.b));
            double l = luminance((colour){p[0], p[1], p[2]});
            brightest = l > brightest ? l : brightest;
        }
    }
    double contrast = 1.05 / (brightest + 0.05);
    if (contrast < 4.5) {
        fprintf(stderr, "make_backgrounds: %s: white text would have a contrast of only %.2f\n",
                name, contrast);
        return -1;
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    if (tool_save_png("make_backgrounds", pixels, BG_PX, BG_PX, 3, SDL_PIXELFORMAT_RGB24,
                      path) != 0) {
        return -1;
    }
    printf("make_backgrounds: %s (white text contrast at least %.1f:1)\n", path, contrast);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: make_backgrounds OUTDIR\n");
        return 2;
    }
    if (strlen(argv[1]) > 4000) {
        fprintf(stderr, "make_backgrounds: output directory name too long\n");
        return 2;
    }
    int status = 0;
    status |= make(argv[1], "felt", felt) != 0;
    status |= make(argv[1], "wood", wood) != 0;
    status |= make(argv[1], "silk", silk) != 0;
    status |= make(argv[1], "ink", ink) != 0;
    return status;
}
