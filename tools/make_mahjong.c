/* make_mahjong - draw the "mahjong" tile set of Lianliankan: classic
 * mahjong-style faces (circles, bamboos, characters, winds, dragons,
 * flowers, seasons, and eight more single characters).
 *
 *   make_mahjong CJKFONT OUTDIR
 *
 * Writes OUTDIR/tiles.png and OUTDIR/tiles.txt with the same contract as
 * the emoji atlas (assets/README.md): FACE_PX square faces on a
 * transparent background, ATLAS_COLS a row, one line "k U+XXXX name" per
 * face. Circles and bamboos are drawn here from discs, rings and rounded
 * strokes; the Chinese characters are glyphs of the sans CJK font (Noto
 * Sans CJK SC Bold) in their simplified forms at every size (the serif
 * CJKFONT, Noto Serif CJK's traditional face, is opened but no longer
 * drawn from: issue 45 chose one face style at every size). Everything is drawn at
 * SS times the face size and averaged down, so edges are smooth; nothing
 * depends on the time or on chance. Fails when a glyph is missing, or when
 * two faces come out with nearly the same outline. */
#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool_util.h"

#define ATLAS_COLS 8
#define SS 4                 /* supersampling: the canvas is SS x the face */
#define MAX_PX 192           /* the largest face size */
#define GLYPH_PX 360         /* size glyphs are rendered at */
#define SC_FACE 2            /* Noto CJK .ttc: 0 JP, 1 KR, 2 SC, 3 TC */
#define TC_FACE 3
#define MIN_DISTANCE 0.08
#define MIN_STROKE 1.5       /* thinnest stroke, in pixels of the smallest
                                face a source is drawn at */
#define SMALL_PX 48          /* sources up to this size: the small design */
/* The thinnest stroke of a glyph, in em: the horizontals of Noto Serif
 * CJK Bold and of Noto Sans CJK Bold (measured: the middle column of
 * U+4E00 rendered at 360 px is 11.5 px and 47 px tall). */
#define STEM_SERIF 0.032
#define STEM_SANS 0.12

typedef struct {
    uint8_t r, g, b;
} rgb;

static const rgb ink = {34, 32, 40}, blue = {28, 70, 150}, green = {22, 116, 64},
                 red = {192, 36, 36}, dark_green = {12, 80, 42}, purple = {112, 48, 140},
                 orange = {204, 104, 20};

/* The canvas: premultiplied RGBA floats, can x can pixels, upx pixels a
 * face unit (a face is 128 units across at every size). */
static float *canvas, *mask;
static int can;
static double upx;
static double minw; /* the thinnest stroke allowed, in face units */
static int small;   /* the small design: simpler shapes, bolder strokes */
static TTF_Font *serif, *sans;
static const char *problem; /* the first failure while drawing a face */

/* The drawing scale for faces of px pixels. */
static void set_size(int px)
{
    can = px * SS;
    upx = (double)can / FACE_PX;
    minw = MIN_STROKE * FACE_PX / tool_min_drawn(px);
    small = px <= SMALL_PX;
}

/* A stroke width (face units) no thinner than the thinnest allowed. */
static double thick(double w)
{
    return w > minw ? w : minw;
}

/* Paint colour c over the canvas pixel i with coverage 1. */
static void plot(int i, rgb c)
{
    float *p = canvas + (size_t)i * 4;
    p[0] = c.r / 255.0f;
    p[1] = c.g / 255.0f;
    p[2] = c.b / 255.0f;
    p[3] = 1.0f;
}

typedef enum { SH_DISC, SH_RING, SH_CAPSULE, SH_FRAME } shape_kind;
typedef struct {
    shape_kind kind;
    double a, b, c, d, r, w; /* centre/ends, radius, width */
} shape;

/* Signed distance of (x, y) to a rounded box (a,b)-(c,d) of radius r. */
static double box_distance(const shape *s, double x, double y)
{
    double cx = (s->a + s->c) / 2, cy = (s->b + s->d) / 2;
    double hx = (s->c - s->a) / 2 - s->r, hy = (s->d - s->b) / 2 - s->r;
    double qx = fabs(x - cx) - hx, qy = fabs(y - cy) - hy;
    double ox = qx > 0 ? qx : 0, oy = qy > 0 ? qy : 0;
    double in = qx > qy ? qx : qy;
    return sqrt(ox * ox + oy * oy) + (in < 0 ? in : 0) - s->r;
}

/* Whether the point (x, y), in face units, is inside the shape. */
static int inside(const shape *s, double x, double y)
{
    switch (s->kind) {
    case SH_DISC:
        return hypot(x - s->a, y - s->b) <= s->r;
    case SH_RING: {
        double d = hypot(x - s->a, y - s->b);
        return d <= s->r && d >= s->r - s->w;
    }
    case SH_CAPSULE: {
        double vx = s->c - s->a, vy = s->d - s->b;
        double len2 = vx * vx + vy * vy;
        double t = len2 > 0 ? ((x - s->a) * vx + (y - s->b) * vy) / len2 : 0;
        t = t < 0 ? 0 : (t > 1 ? 1 : t);
        return hypot(x - (s->a + t * vx), y - (s->b + t * vy)) <= s->r;
    }
    case SH_FRAME: {
        double d = box_distance(s, x, y);
        return d <= 0 && d >= -s->w;
    }
    }
    return 0;
}

/* Clamp a canvas coordinate to [0, can]. */
static int clamp_px(double v)
{
    return v < 0 ? 0 : (v > can ? can : (int)v);
}

static void paint(shape s, rgb c)
{
    double lo_x = s.a, hi_x = s.kind == SH_CAPSULE || s.kind == SH_FRAME ? s.c : s.a;
    double lo_y = s.b, hi_y = s.kind == SH_CAPSULE || s.kind == SH_FRAME ? s.d : s.b;
    double m = s.kind == SH_FRAME ? 0 : s.r;
    int x0 = clamp_px(floor(((lo_x < hi_x ? lo_x : hi_x) - m) * upx));
    int x1 = clamp_px(ceil(((lo_x < hi_x ? hi_x : lo_x) + m) * upx));
    int y0 = clamp_px(floor(((lo_y < hi_y ? lo_y : hi_y) - m) * upx));
    int y1 = clamp_px(ceil(((lo_y < hi_y ? hi_y : lo_y) + m) * upx));
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            if (inside(&s, (x + 0.5) / upx, (y + 0.5) / upx)) {
                plot(y * can + x, c);
            }
        }
    }
}

static void disc(double x, double y, double r, rgb c)
{
    paint((shape){SH_DISC, x, y, 0, 0, r, 0}, c);
}

static void ring(double x, double y, double r, double w, rgb c)
{
    paint((shape){SH_RING, x, y, 0, 0, r, w}, c);
}

static void stroke(double x0, double y0, double x1, double y1, double r, rgb c)
{
    paint((shape){SH_CAPSULE, x0, y0, x1, y1, r, 0}, c);
}

static void frame(double x0, double y0, double x1, double y1, double r, double w, rgb c)
{
    paint((shape){SH_FRAME, x0, y0, x1, y1, r, w}, c);
}

/* The glyph's alpha summed over [0,x)x[0,y) (a summed-area table, w+1 by
 * h+1), read between its points bilinearly. */
static double *sat;
static int sat_w, sat_h;

static int make_sat(const SDL_Surface *s)
{
    sat_w = s->w + 1;
    sat_h = s->h + 1;
    free(sat);
    sat = calloc((size_t)sat_w * sat_h, sizeof *sat);
    if (!sat) {
        return -1;
    }
    for (int y = 1; y < sat_h; y++) {
        double row = 0;
        for (int x = 1; x < sat_w; x++) {
            row += ((const uint8_t *)s->pixels)[(y - 1) * s->pitch + (x - 1) * 4 + 3] / 255.0;
            sat[(size_t)y * sat_w + x] = sat[(size_t)(y - 1) * sat_w + x] + row;
        }
    }
    return 0;
}

static double sat_at(double x, double y)
{
    x = x < 0 ? 0 : (x > sat_w - 1 ? sat_w - 1 : x);
    y = y < 0 ? 0 : (y > sat_h - 1 ? sat_h - 1 : y);
    int ix = (int)x, iy = (int)y;
    ix = ix > sat_w - 2 ? sat_w - 2 : ix;
    iy = iy > sat_h - 2 ? sat_h - 2 : iy;
    double fx = x - ix, fy = y - iy;
    const double *p = sat + (size_t)iy * sat_w + ix;
    return (p[0] * (1 - fx) + p[1] * fx) * (1 - fy) + (p[sat_w] * (1 - fx) + p[sat_w + 1] * fx) * fy;
}

/* The glyph's mean alpha over the square of side f glyph pixels centred on
 * (gx, gy): an area average, so thin strokes are not lost however far the
 * glyph is reduced. */
static float glyph_alpha(double gx, double gy, double f)
{
    double x0 = gx - f / 2, x1 = gx + f / 2, y0 = gy - f / 2, y1 = gy + f / 2;
    double sum = sat_at(x1, y1) - sat_at(x0, y1) - sat_at(x1, y0) + sat_at(x0, y0);
    return (float)(sum / (f * f));
}

/* The rendered glyph's visible pixels; false when there is none. */
static int glyph_box(const SDL_Surface *s, int *bx0, int *by0, int *bx1, int *by1)
{
    const uint8_t *sp = s->pixels;
    *bx0 = s->w, *by0 = s->h, *bx1 = -1, *by1 = -1;
    for (int y = 0; y < s->h; y++) {
        for (int x = 0; x < s->w; x++) {
            if (sp[y * s->pitch + x * 4 + 3] > 0) {
                *bx0 = x < *bx0 ? x : *bx0;
                *bx1 = x > *bx1 ? x : *bx1;
                *by0 = y < *by0 ? y : *by0;
                *by1 = y > *by1 ? y : *by1;
            }
        }
    }
    return *bx1 >= 0;
}

/* Thicken the mask inside [x0,x1)x[y0,y1) by r canvas pixels (a soft-edged
 * disc), so that the glyph's thinnest stroke reaches minw; only that
 * region is read (outside it the mask holds earlier glyphs). */
static void embolden(int x0, int y0, int x1, int y1, double r)
{
    int n = (int)ceil(r + 0.5);
    size_t w = (size_t)(x1 - x0), h = (size_t)(y1 - y0);
    float *out = calloc(w * h, sizeof *out);
    if (!out) {
        problem = problem ? problem : "out of memory";
        return;
    }
    for (int y = y0; y < y1; y++) {
        for (int x = x0; x < x1; x++) {
            float best = 0;
            for (int dy = -n; dy <= n; dy++) {
                for (int dx = -n; dx <= n; dx++) {
                    int sx = x + dx, sy = y + dy;
                    /* the pixel itself whole: under half a pixel of r,
                     * the disc's soft edge dimmed the stroke it thickens */
                    double edge = dx == 0 && dy == 0 ? 1
                                                     : r + 0.5 - sqrt((double)(dx * dx + dy * dy));
                    if (sx < x0 || sy < y0 || sx >= x1 || sy >= y1 || edge <= 0) {
                        continue;
                    }
                    float v = mask[(size_t)sy * can + sx] * (float)(edge > 1 ? 1 : edge);
                    best = v > best ? v : best;
                }
            }
            out[(size_t)(y - y0) * w + (x - x0)] = best;
        }
    }
    for (size_t j = 0; j < h; j++) {
        memcpy(mask + (j + y0) * (size_t)can + x0, out + j * w, w * sizeof *out);
    }
    free(out);
}

/* Glyph cp of font f in colour c, scaled to fit the box (face units)
 * keeping its proportions, centred in it, its strokes (stem_em of an em at
 * their thinnest) thickened to minw. */
static void glyph(TTF_Font *f, double stem_em, uint32_t cp, double x0, double y0, double x1,
                  double y1, rgb c)
{
    static char msg[160];
    if (!TTF_GlyphIsProvided32(f, cp)) {
        snprintf(msg, sizeof msg, "the font has no glyph for U+%04X", (unsigned)cp);
        problem = problem ? problem : msg;
        return;
    }
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *raw = TTF_RenderGlyph32_Blended(f, cp, white);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!s) {
        snprintf(msg, sizeof msg, "cannot render U+%04X: %s", (unsigned)cp, TTF_GetError());
        problem = problem ? problem : msg;
        return;
    }
    int bx0, by0, bx1, by1;
    if (!glyph_box(s, &bx0, &by0, &bx1, &by1)) {
        SDL_FreeSurface(s);
        snprintf(msg, sizeof msg, "U+%04X renders blank", (unsigned)cp);
        problem = problem ? problem : msg;
        return;
    }
    double bw = bx1 - bx0 + 1, bh = by1 - by0 + 1;
    double k = fmin((x1 - x0) * upx / bw, (y1 - y0) * upx / bh); /* canvas px a glyph px */
    /* the strokes grow by r on each side: shrink the glyph to stay in the box */
    double stem = stem_em * GLYPH_PX * k / upx, r = (minw - stem) / 2 * upx;
    r = r > 0 ? r : 0;
    k = fmin(((x1 - x0) * upx - 2 * r) / bw, ((y1 - y0) * upx - 2 * r) / bh);
    double ox = (x0 + x1) / 2 * upx - bw * k / 2, oy = (y0 + y1) / 2 * upx - bh * k / 2;
    if (make_sat(s) != 0) {
        SDL_FreeSurface(s);
        problem = problem ? problem : "out of memory";
        return;
    }
    double foot = k < 1 ? 1 / k : 1; /* glyph pixels a canvas pixel covers */
    int cx0 = clamp_px(floor(ox - r - 1)), cy0 = clamp_px(floor(oy - r - 1));
    int cx1 = clamp_px(ceil(ox + bw * k + r + 1)), cy1 = clamp_px(ceil(oy + bh * k + r + 1));
    for (int y = cy0; y < cy1; y++) {
        for (int x = cx0; x < cx1; x++) {
            double gx = bx0 + (x + 0.5 - ox) / k, gy = by0 + (y + 0.5 - oy) / k;
            mask[(size_t)y * can + x] = glyph_alpha(gx, gy, foot);
        }
    }
    SDL_FreeSurface(s);
    if (r > 0) {
        embolden(cx0, cy0, cx1, cy1, r);
    }
    for (int y = cy0; y < cy1; y++) {
        for (int x = cx0; x < cx1; x++) {
            float a = mask[(size_t)y * can + x];
            float *p = canvas + ((size_t)y * can + x) * 4;
            p[0] = c.r / 255.0f * a + p[0] * (1 - a);
            p[1] = c.g / 255.0f * a + p[1] * (1 - a);
            p[2] = c.b / 255.0f * a + p[2] * (1 - a);
            p[3] = a + p[3] * (1 - a);
        }
    }
}

/* ---- the suits ---- */

/* One circle of the circles suit: a ring, a disc inside; small, a disc
 * with a disc of the inner colour in it. */
static void dot(double x, double y, double r, rgb outer, rgb inner)
{
    if (small) {
        disc(x, y, r, outer);
        disc(x, y, r * 0.4, inner);
        return;
    }
    ring(x, y, r, thick(r * 0.3), outer);
    disc(x, y, r * 0.42, inner);
}

/* The one of circles: a wreath round a big circle (small: one ring). */
static void one_circle(void)
{
    ring(64, 64, 54, thick(8), green);
    if (small) {
        dot(64, 64, 30, blue, red);
        return;
    }
    ring(64, 64, 40, thick(5), blue);
    for (int i = 0; i < 12; i++) {
        double t = i * 3.14159265358979 / 6;
        disc(64 + 30 * cos(t), 64 + 30 * sin(t), 4.5, red);
    }
    dot(64, 64, 20, blue, red);
}

static void draw_circles(int n)
{
    static const double pos[10][9][2] = {
        {{0}},
        {{64, 64}},
        {{64, 34}, {64, 94}},
        {{32, 30}, {64, 64}, {96, 98}},
        {{40, 38}, {88, 38}, {40, 90}, {88, 90}},
        {{36, 34}, {92, 34}, {64, 64}, {36, 94}, {92, 94}},
        {{42, 26}, {86, 26}, {42, 64}, {86, 64}, {42, 102}, {86, 102}},
        {{28, 18}, {64, 30}, {100, 42}, {44, 76}, {84, 76}, {44, 108}, {84, 108}},
        {{42, 18}, {86, 18}, {42, 49}, {86, 49}, {42, 80}, {86, 80}, {42, 111}, {86, 111}},
        {{30, 30}, {64, 30}, {98, 30}, {30, 64}, {64, 64}, {98, 64}, {30, 98}, {64, 98},
         {98, 98}},
    };
    static const double radius[10] = {0, 0, 26, 18, 21, 18, 16, 13, 13.5, 15};
    if (n == 1) {
        one_circle();
        return;
    }
    /* circles stay apart by at least the thinnest stroke */
    double r = radius[n];
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            double d = hypot(pos[n][i][0] - pos[n][j][0], pos[n][i][1] - pos[n][j][1]);
            r = (d - minw) / 2 < r ? (d - minw) / 2 : r;
        }
    }
    for (int i = 0; i < n; i++) {
        rgb o = blue, in = green;
        if ((n == 3 && i == 1) || (n == 5 && i == 2) || (n >= 6 && i >= n - 4 && n != 8)) {
            o = red;
            in = blue;
        }
        if (n == 9 && i >= 3 && i < 6) {
            o = green;
            in = red;
        }
        dot(pos[n][i][0], pos[n][i][1], r, o, in);
    }
}

/* One stick of the bamboos suit, from (x, y0) to (x, y1); the small
 * design leaves out the bands. */
static void stick(double x, double y0, double y1, rgb c)
{
    double r = small ? 7.5 : 6.0;
    stroke(x, y0 + r, x, y1 - r, r, c);
    if (small) {
        return;
    }
    double m = (y0 + y1) / 2, b = thick(5.2) / 2;
    stroke(x - 7.5, m, x + 7.5, m, b, dark_green);
    stroke(x - 6.5, y0 + 2, x + 6.5, y0 + 2, b, dark_green);
    stroke(x - 6.5, y1 - 2, x + 6.5, y1 - 2, b, dark_green);
}

/* The bird of the one of bamboos. */
static void bird(void)
{
    for (int i = 0; i < 5; i++) {
        double t = (0.55 + 0.17 * i) * 3.14159265358979;
        stroke(58, 76, 58 + 46 * cos(t), 76 + 46 * sin(t) * 0.8 + 14, thick(9) / 2,
               i % 2 ? blue : green);
    }
    disc(62, 70, 20, green);
    disc(84, 40, 11, red);
    stroke(92, 38, 106, 44, thick(6) / 2, orange);
    stroke(56, 88, 50, 116, thick(5) / 2, ink);
    stroke(68, 88, 74, 116, thick(5) / 2, ink);
}

static void draw_bamboos(int n)
{
    static const double cols3[3] = {36, 64, 92}, cols2[2] = {44, 84}, cols4[4] = {26, 51, 77, 102};
    switch (n) {
    case 1:
        bird();
        break;
    case 2:
        stick(64, 8, 58, green);
        stick(64, 70, 120, green);
        break;
    case 3:
        stick(64, 8, 58, green);
        stick(44, 70, 120, green);
        stick(84, 70, 120, green);
        break;
    case 4:
    case 5:
        for (int i = 0; i < 4; i++) {
            double x = n == 5 ? (i % 2 ? 98 : 30) : cols2[i % 2];
            stick(x, i < 2 ? 8 : 70, i < 2 ? 58 : 120, green);
        }
        if (n == 5) {
            stick(64, 39, 89, red);
        }
        break;
    case 6:
    case 9:
        for (int i = 0; i < (n == 6 ? 6 : 9); i++) {
            int rows = n == 6 ? 2 : 3, r = i / 3;
            double h = rows == 2 ? 50 : 30, gap = rows == 2 ? 12 : 10;
            double y0 = 8 + r * (h + gap);
            stick(cols3[i % 3], y0, y0 + h, (n == 9 && i % 3 == 1) ? red : green);
        }
        break;
    case 7:
        stick(64, 8, 38, red);
        for (int i = 0; i < 6; i++) {
            double y0 = i < 3 ? 48 : 89;
            stick(cols3[i % 3], y0, y0 + 31, green);
        }
        break;
    case 8:
        for (int i = 0; i < 8; i++) {
            double y0 = i < 4 ? 8 : 70;
            stick(cols4[i % 4], y0, y0 + 50, i % 4 == 1 || i % 4 == 2 ? red : green);
        }
        break;
    default:
        break;
    }
}

static const uint32_t numerals[9] = {0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                     0x516D, 0x4E03, 0x516B, 0x4E5D};

/* The numeral (sans serif, heavy) over wan, ten thousand, in its
 * simplified form (three strokes) at every size: a player who resizes
 * sees the same character (issue 45; the traditional 萬 was drawn from
 * 64 px before). */
static void draw_characters(int n)
{
    /* both bolder than the least: the numeral (the horizontals of 三 read
     * 1.47 px at 19 px else; tests/faces/faces.c measures them) and wan
     * (small, red: less contrast) */
    double keep = minw;
    minw *= 1.4;
    glyph(sans, STEM_SANS, numerals[n - 1], 2, 0, 126, 76, blue);
    glyph(sans, STEM_SANS, 0x4E07, 24, 79, 104, 128, red);
    minw = keep;
}

/* ---- the face list ---- */

typedef struct {
    uint32_t cp;      /* Unicode mahjong tile (or the character drawn) */
    char name[40];
    int suit;         /* 0 circles, 1 bamboos, 2 characters, 3 glyph only, 4 white */
    int n;            /* number, or the glyph for suit 3 */
    uint32_t simple;  /* suit 3: the glyph on small faces (simplified) */
    rgb colour;       /* suit 3 */
} face_def;

/* A face that is one character (or the white dragon: glyph 0), and the
 * character drawn on small faces: its simplified form where that has
 * fewer strokes. */
typedef struct {
    uint32_t cp, glyph;
    const char *name;
    rgb colour;
    uint32_t simple;
} glyph_def;

#define NGROUPS 5
#define MAX_FACES 64
static face_def faces[MAX_FACES];
static int nfaces;

static const char *const number_names[9] = {"one", "two", "three", "four", "five",
                                            "six", "seven", "eight", "nine"};

/* The faces, ordered so that the first ones (the easy levels' kinds) come
 * from every group in turn and differ most. */
static void build_faces(void)
{
    static const int order[9] = {1, 5, 9, 3, 7, 2, 6, 8, 4};
    static const glyph_def honours[] = {
        {0x1F000, 0x6771, "east wind", ink, 0x4E1C},
        {0x1F004, 0x4E2D, "red dragon", red, 0x4E2D},
        {0x1F001, 0x5357, "south wind", ink, 0x5357},
        {0x1F005, 0x767C, "green dragon", green, 0x53D1},
        {0x1F002, 0x897F, "west wind", ink, 0x897F},
        {0x1F006, 0, "white dragon", blue, 0},
        {0x1F003, 0x5317, "north wind", ink, 0x5317},
    };
    static const glyph_def others[] = {
        {0x1F022, 0x6885, "plum", red, 0x6885},
        {0x1F026, 0x6625, "spring", green, 0x6625},
        {0x7434, 0x7434, "qin zither", ink, 0x7434},
        {0x798F, 0x798F, "good fortune", red, 0x798F},
        {0x1F023, 0x862D, "orchid", purple, 0x5170},
        {0x1F027, 0x590F, "summer", red, 0x590F},
        {0x68CB, 0x68CB, "go board", ink, 0x68CB},
        {0x797F, 0x797F, "prosperity", blue, 0x7984},
        {0x1F025, 0x83CA, "chrysanthemum", orange, 0x83CA},
        {0x1F028, 0x79CB, "autumn", orange, 0x79CB},
        {0x66F8, 0x66F8, "book", ink, 0x4E66},
        {0x58FD, 0x58FD, "longevity", green, 0x5BFF},
        {0x1F024, 0x7AF9, "bamboo flower", green, 0x7AF9},
        {0x1F029, 0x51AC, "winter", blue, 0x51AC},
        {0x756B, 0x756B, "painting", ink, 0x753B},
        {0x559C, 0x559C, "joy", red, 0x559C},
    };
    int taken[NGROUPS] = {0};
    int sizes[NGROUPS] = {9, 9, 9, (int)(sizeof honours / sizeof honours[0]),
                          (int)(sizeof others / sizeof others[0])};
    static const char *const suit_names[3] = {"circles", "bamboos", "characters"};
    static const uint32_t suit_base[3] = {0x1F019, 0x1F010, 0x1F007};
    for (int more = 1; more;) {
        more = 0;
        for (int g = 0; g < NGROUPS && nfaces < MAX_FACES; g++) {
            if (taken[g] >= sizes[g]) {
                continue;
            }
            more = 1;
            face_def *f = &faces[nfaces++];
            int i = taken[g]++;
            if (g < 3) {
                f->suit = g;
                f->n = order[i];
                f->cp = suit_base[g] + (uint32_t)(f->n - 1);
                snprintf(f->name, sizeof f->name, "%s of %s", number_names[f->n - 1],
                         suit_names[g]);
                continue;
            }
            const glyph_def *h = g == 3 ? &honours[i] : &others[i];
            f->cp = h->cp;
            f->suit = h->glyph ? 3 : 4;
            f->n = (int)h->glyph;
            f->simple = h->simple;
            f->colour = h->colour;
            snprintf(f->name, sizeof f->name, "%s", h->name);
        }
    }
}

/* Draw face f on the (cleared) canvas. */
static void draw_face(const face_def *f)
{
    memset(canvas, 0, (size_t)can * can * 4 * sizeof *canvas);
    switch (f->suit) {
    case 0:
        draw_circles(f->n);
        break;
    case 1:
        draw_bamboos(f->n);
        break;
    case 2:
        draw_characters(f->n);
        break;
    case 3:
        /* the simplified form in the sans at every size (one style) */
        glyph(sans, STEM_SANS, f->simple, 6, 6, 122, 122, f->colour);
        break;
    default: {
        /* the white dragon: a frame in a frame, apart by a stroke or more
         * (small: both as thick as the smallest face needs) */
        double w = small ? 10 : thick(7), w2 = small ? 10 : thick(3);
        double in = w + (small ? 10 : thick(5));
        frame(26, 12, 102, 116, 9, w, blue);
        frame(26 + in, 12 + in, 102 - in, 116 - in, 4, w2, blue);
        break;
    }
    }
}

/* Average the canvas down into a face of px pixels (can = SS x px), as
 * straight RGBA bytes, row after row (stride: stride bytes). */
static void canvas_to_face(uint8_t *out, int px, size_t stride)
{
    for (int y = 0; y < px; y++) {
        for (int x = 0; x < px; x++) {
            double acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < SS; j++) {
                const float *p = canvas + ((size_t)(y * SS + j) * can + (size_t)x * SS) * 4;
                for (int i = 0; i < SS * 4; i++) {
                    acc[i % 4] += p[i];
                }
            }
            uint8_t *q = out + (size_t)y * stride + (size_t)x * 4;
            double a = acc[3] / (SS * SS);
            if (a <= 0) {
                memset(q, 0, 4);
                continue;
            }
            for (int c = 0; c < 3; c++) {
                double v = acc[c] / acc[3] * 255.0;
                q[c] = (uint8_t)lround(v > 255 ? 255 : v);
            }
            q[3] = (uint8_t)lround(a >= 1 ? 255 : a * 255.0);
        }
    }
}

/* Fail when two outlines are nearly the same; print the closest pair. */
static int check_distinct(const face_img *img)
{
    double best = 9;
    int bi = 0, bj = 0;
    for (int i = 0; i < nfaces; i++) {
        for (int j = i + 1; j < nfaces; j++) {
            double d = face_distance(&img[i], &img[j]);
            if (d < best) {
                best = d;
                bi = i;
                bj = j;
            }
        }
    }
    printf("make_mahjong: closest outlines %.3f: %d %s / %d %s (0 = same shape)\n", best,
           bi + 1, faces[bi].name, bj + 1, faces[bj].name);
    if (best < MIN_DISTANCE) {
        fprintf(stderr, "make_mahjong: faces %d (%s) and %d (%s) have nearly the same outline\n",
                bi + 1, faces[bi].name, bj + 1, faces[bj].name);
        return -1;
    }
    return 0;
}

static int save_list(const char *path)
{
    char tmp[4200];
    FILE *f = tool_create("make_mahjong", path, tmp, sizeof tmp);
    if (!f) {
        return -1;
    }
    for (int k = 0; k < nfaces; k++) {
        fprintf(f, "%d U+%04X %s\n", k + 1, (unsigned)faces[k].cp, faces[k].name);
    }
    return tool_commit("make_mahjong", f, tmp, path);
}

/* Every face at px pixels into the atlas out (8 a row); at FACE_PX also
 * into img for the likeness check. 0, or 1 after a message. */
static int draw_atlas(int px, uint8_t *out, face_img *img)
{
    set_size(px);
    size_t stride = (size_t)ATLAS_COLS * px * 4;
    for (int k = 0; k < nfaces; k++) {
        draw_face(&faces[k]);
        if (problem) {
            fprintf(stderr, "make_mahjong: face %d (%s) at %d px: %s\n", k + 1, faces[k].name,
                    px, problem);
            return 1;
        }
        uint8_t *cell = out + (size_t)(k / ATLAS_COLS) * px * stride +
                        (size_t)(k % ATLAS_COLS) * px * 4;
        canvas_to_face(cell, px, stride);
        if (px == FACE_PX) {
            canvas_to_face(img[k].px, px, (size_t)FACE_PX * 4);
            face_silhouette(&img[k]);
        }
    }
    return 0;
}

/* Draw and check every size, then write the atlases and the list. */
static int make_all(const char *outdir)
{
    build_faces();
    int rows = (nfaces + ATLAS_COLS - 1) / ATLAS_COLS;
    face_img *img = calloc((size_t)nfaces, sizeof *img);
    uint8_t *atlas[TOOL_NSIZES] = {NULL};
    canvas = calloc((size_t)MAX_PX * SS * MAX_PX * SS * 4, sizeof *canvas);
    mask = calloc((size_t)MAX_PX * SS * MAX_PX * SS, sizeof *mask);
    int status = !img || !canvas || !mask;
    for (int z = 0; z < TOOL_NSIZES && status == 0; z++) {
        int px = tool_sizes[z];
        atlas[z] = calloc((size_t)ATLAS_COLS * px * (size_t)(rows * px), 4);
        status = !atlas[z] || draw_atlas(px, atlas[z], img) != 0;
    }
    if (status == 0 && check_distinct(img) != 0) {
        status = 1;
    }
    char path[4096];
    for (int z = 0; z < TOOL_NSIZES && status == 0; z++) {
        int px = tool_sizes[z];
        status = tool_atlas_path(outdir, px, path, sizeof path) != 0 ||
                 tool_bleed(atlas[z], ATLAS_COLS * px, rows * px, px) != 0 ||
                 tool_save_png("make_mahjong", atlas[z], ATLAS_COLS * px, rows * px, 4,
                               SDL_PIXELFORMAT_RGBA32, path) != 0;
    }
    if (status == 0) {
        snprintf(path, sizeof path, "%s/tiles.txt", outdir);
        status = save_list(path) != 0;
    }
    if (status == 0) {
        printf("make_mahjong: %d faces at %d to %d px in %s\n", nfaces, tool_sizes[0],
               tool_sizes[TOOL_NSIZES - 1], outdir);
    }
    for (int z = 0; z < TOOL_NSIZES; z++) {
        free(atlas[z]);
    }
    free(img);
    free(canvas);
    free(mask);
    free(sat);
    return status;
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: make_mahjong SERIF_CJK_TTC SANS_CJK_TTC OUTDIR\n");
        return 2;
    }
    if (strlen(argv[3]) > 3000) {
        fprintf(stderr, "make_mahjong: output directory name too long\n");
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "make_mahjong: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    serif = TTF_OpenFontIndex(argv[1], GLYPH_PX, TC_FACE);
    sans = serif ? TTF_OpenFontIndex(argv[2], GLYPH_PX, SC_FACE) : NULL;
    if (!sans) {
        fprintf(stderr, "make_mahjong: cannot open font %s: %s\n", serif ? argv[2] : argv[1],
                TTF_GetError());
        return 1;
    }
    int status = make_all(argv[3]);
    TTF_CloseFont(sans);
    TTF_CloseFont(serif);
    TTF_Quit();
    SDL_Quit();
    return status;
}
