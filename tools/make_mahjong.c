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
 * strokes; the Chinese characters are glyphs of CJKFONT (Noto Serif CJK,
 * a .ttc: its traditional-Chinese face is used). Everything is drawn at
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
#define SS 4                 /* supersampling: the canvas is SS x FACE_PX */
#define CAN (FACE_PX * SS)
#define GLYPH_PX 360         /* size glyphs are rendered at */
#define TC_FACE 3            /* Noto Serif CJK .ttc: 0 JP, 1 KR, 2 SC, 3 TC */
#define MIN_DISTANCE 0.08

typedef struct {
    uint8_t r, g, b;
} rgb;

static const rgb ink = {34, 32, 40}, blue = {28, 70, 150}, green = {22, 116, 64},
                 red = {192, 36, 36}, dark_green = {12, 80, 42}, purple = {112, 48, 140},
                 orange = {204, 104, 20};

/* The canvas: premultiplied RGBA floats, CAN x CAN, in face units x SS. */
static float canvas[CAN * CAN * 4];
static TTF_Font *font;
static const char *problem; /* the first failure while drawing a face */

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

static void paint(shape s, rgb c)
{
    for (int y = 0; y < CAN; y++) {
        for (int x = 0; x < CAN; x++) {
            if (inside(&s, (x + 0.5) / SS, (y + 0.5) / SS)) {
                plot(y * CAN + x, c);
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

/* Glyph cp of the CJK font in colour c, scaled to fit the box (face units)
 * keeping its proportions, centred in it. */
static void glyph(uint32_t cp, double x0, double y0, double x1, double y1, rgb c)
{
    static char msg[160];
    if (!TTF_GlyphIsProvided32(font, cp)) {
        snprintf(msg, sizeof msg, "the font has no glyph for U+%04X", (unsigned)cp);
        problem = problem ? problem : msg;
        return;
    }
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *raw = TTF_RenderGlyph32_Blended(font, cp, white);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
    SDL_FreeSurface(raw);
    if (!s) {
        snprintf(msg, sizeof msg, "cannot render U+%04X: %s", (unsigned)cp, TTF_GetError());
        problem = problem ? problem : msg;
        return;
    }
    const uint8_t *sp = s->pixels;
    int bx0 = s->w, by0 = s->h, bx1 = -1, by1 = -1;
    for (int y = 0; y < s->h; y++) {
        for (int x = 0; x < s->w; x++) {
            if (sp[y * s->pitch + x * 4 + 3] > 0) {
                bx0 = x < bx0 ? x : bx0;
                bx1 = x > bx1 ? x : bx1;
                by0 = y < by0 ? y : by0;
                by1 = y > by1 ? y : by1;
            }
        }
    }
    if (bx1 < 0) {
        SDL_FreeSurface(s);
        snprintf(msg, sizeof msg, "U+%04X renders blank", (unsigned)cp);
        problem = problem ? problem : msg;
        return;
    }
    double bw = bx1 - bx0 + 1, bh = by1 - by0 + 1;
    double sx = (x1 - x0) * SS / bw, sy = (y1 - y0) * SS / bh;
    double k = sx < sy ? sx : sy; /* canvas px per glyph px */
    double ox = (x0 + x1) / 2 * SS - bw * k / 2, oy = (y0 + y1) / 2 * SS - bh * k / 2;
    for (int y = (int)floor(oy); y < (int)ceil(oy + bh * k); y++) {
        for (int x = (int)floor(ox); x < (int)ceil(ox + bw * k); x++) {
            if (x < 0 || y < 0 || x >= CAN || y >= CAN) {
                continue;
            }
            /* nearest source pixel (the canvas is averaged down later) */
            int gx = bx0 + (int)((x + 0.5 - ox) / k), gy = by0 + (int)((y + 0.5 - oy) / k);
            if (gx < bx0 || gy < by0 || gx > bx1 || gy > by1) {
                continue;
            }
            float a = sp[gy * s->pitch + gx * 4 + 3] / 255.0f;
            float *p = canvas + ((size_t)y * CAN + x) * 4;
            p[0] = c.r / 255.0f * a + p[0] * (1 - a);
            p[1] = c.g / 255.0f * a + p[1] * (1 - a);
            p[2] = c.b / 255.0f * a + p[2] * (1 - a);
            p[3] = a + p[3] * (1 - a);
        }
    }
    SDL_FreeSurface(s);
}

/* ---- the suits ---- */

/* One circle of the circles suit: a ring, a disc inside. */
static void dot(double x, double y, double r, rgb outer, rgb inner)
{
    ring(x, y, r, r * 0.3, outer);
    disc(x, y, r * 0.42, inner);
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
        ring(64, 64, 52, 8, green);
        ring(64, 64, 40, 5, blue);
        for (int i = 0; i < 12; i++) {
            double t = i * 3.14159265358979 / 6;
            disc(64 + 30 * cos(t), 64 + 30 * sin(t), 4.5, red);
        }
        dot(64, 64, 20, blue, red);
        return;
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
        dot(pos[n][i][0], pos[n][i][1], radius[n], o, in);
    }
}

/* One stick of the bamboos suit, from (x, y0) to (x, y1). */
static void stick(double x, double y0, double y1, rgb c)
{
    stroke(x, y0, x, y1, 6.0, c);
    double m = (y0 + y1) / 2;
    stroke(x - 7.5, m, x + 7.5, m, 2.6, dark_green);
    stroke(x - 6.5, y0 + 1, x + 6.5, y0 + 1, 2.4, dark_green);
    stroke(x - 6.5, y1 - 1, x + 6.5, y1 - 1, 2.4, dark_green);
}

/* The bird of the one of bamboos. */
static void bird(void)
{
    for (int i = 0; i < 5; i++) {
        double t = (0.55 + 0.17 * i) * 3.14159265358979;
        stroke(58, 76, 58 + 46 * cos(t), 76 + 46 * sin(t) * 0.8 + 14, 4.5, i % 2 ? blue : green);
    }
    disc(62, 70, 20, green);
    disc(84, 40, 11, red);
    stroke(92, 38, 106, 44, 3, orange);
    stroke(56, 88, 50, 116, 2.5, ink);
    stroke(68, 88, 74, 116, 2.5, ink);
}

static void draw_bamboos(int n)
{
    static const double cols3[3] = {36, 64, 92}, cols2[2] = {44, 84}, cols4[4] = {26, 51, 77, 102};
    switch (n) {
    case 1:
        bird();
        break;
    case 2:
        stick(64, 12, 56, green);
        stick(64, 72, 116, green);
        break;
    case 3:
        stick(64, 12, 56, green);
        stick(44, 72, 116, green);
        stick(84, 72, 116, green);
        break;
    case 4:
    case 5:
        for (int i = 0; i < 4; i++) {
            double x = n == 5 ? (i % 2 ? 98 : 30) : cols2[i % 2];
            stick(x, i < 2 ? 12 : 72, i < 2 ? 56 : 116, green);
        }
        if (n == 5) {
            stick(64, 42, 86, red);
        }
        break;
    case 6:
    case 9:
        for (int i = 0; i < (n == 6 ? 6 : 9); i++) {
            int rows = n == 6 ? 2 : 3, r = i / 3;
            double h = rows == 2 ? 44 : 30, gap = rows == 2 ? 16 : 9;
            double y0 = 12 + r * (h + gap);
            stick(cols3[i % 3], y0, y0 + h, (n == 9 && i % 3 == 1) ? red : green);
        }
        break;
    case 7:
        stick(64, 10, 40, red);
        for (int i = 0; i < 6; i++) {
            double y0 = i < 3 ? 48 : 86;
            stick(cols3[i % 3], y0, y0 + 30, green);
        }
        break;
    case 8:
        for (int i = 0; i < 8; i++) {
            double y0 = i < 4 ? 12 : 72;
            stick(cols4[i % 4], y0, y0 + 44, i % 4 == 1 || i % 4 == 2 ? red : green);
        }
        break;
    default:
        break;
    }
}

static const uint32_t numerals[9] = {0x4E00, 0x4E8C, 0x4E09, 0x56DB, 0x4E94,
                                     0x516D, 0x4E03, 0x516B, 0x4E5D};

static void draw_characters(int n)
{
    glyph(numerals[n - 1], 18, 4, 110, 56, blue);
    glyph(0x842C, 14, 62, 114, 122, red); /* wan, ten thousand */
}

/* ---- the face list ---- */

typedef struct {
    uint32_t cp;      /* Unicode mahjong tile (or the character drawn) */
    char name[40];
    int suit;         /* 0 circles, 1 bamboos, 2 characters, 3 glyph only, 4 white */
    int n;            /* number, or the glyph for suit 3 */
    rgb colour;       /* suit 3 */
} face_def;

/* A face that is one character (or the white dragon: glyph 0). */
typedef struct {
    uint32_t cp, glyph;
    const char *name;
    rgb colour;
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
        {0x1F000, 0x6771, "east wind", ink},  {0x1F004, 0x4E2D, "red dragon", red},
        {0x1F001, 0x5357, "south wind", ink}, {0x1F005, 0x767C, "green dragon", green},
        {0x1F002, 0x897F, "west wind", ink},  {0x1F006, 0, "white dragon", blue},
        {0x1F003, 0x5317, "north wind", ink},
    };
    static const glyph_def others[] = {
        {0x1F022, 0x6885, "plum", red},           {0x1F026, 0x6625, "spring", green},
        {0x7434, 0x7434, "qin zither", ink},      {0x798F, 0x798F, "good fortune", red},
        {0x1F023, 0x862D, "orchid", purple},      {0x1F027, 0x590F, "summer", red},
        {0x68CB, 0x68CB, "go board", ink},        {0x797F, 0x797F, "prosperity", blue},
        {0x1F025, 0x83CA, "chrysanthemum", orange}, {0x1F028, 0x79CB, "autumn", orange},
        {0x66F8, 0x66F8, "book", ink},            {0x58FD, 0x58FD, "longevity", green},
        {0x1F024, 0x7AF9, "bamboo flower", green}, {0x1F029, 0x51AC, "winter", blue},
        {0x756B, 0x756B, "painting", ink},        {0x559C, 0x559C, "joy", red},
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
            f->colour = h->colour;
            snprintf(f->name, sizeof f->name, "%s", h->name);
        }
    }
}

/* Draw face f on the (cleared) canvas. */
static void draw_face(const face_def *f)
{
    memset(canvas, 0, sizeof canvas);
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
        glyph((uint32_t)f->n, 12, 10, 116, 118, f->colour);
        break;
    default:
        frame(26, 12, 102, 116, 9, 7, blue);
        frame(38, 24, 90, 104, 4, 3, blue);
        break;
    }
}

/* Average the canvas down into a FACE_PX face of straight RGBA bytes. */
static void canvas_to_face(uint8_t *out)
{
    for (int y = 0; y < FACE_PX; y++) {
        for (int x = 0; x < FACE_PX; x++) {
            double acc[4] = {0, 0, 0, 0};
            for (int j = 0; j < SS; j++) {
                const float *p = canvas + ((size_t)(y * SS + j) * CAN + (size_t)x * SS) * 4;
                for (int i = 0; i < SS * 4; i++) {
                    acc[i % 4] += p[i];
                }
            }
            uint8_t *q = out + ((size_t)y * FACE_PX + x) * 4;
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

/* ---- checks and output ---- */




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

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_mahjong CJKFONT OUTDIR\n");
        return 2;
    }
    if (strlen(argv[2]) > 3000) {
        fprintf(stderr, "make_mahjong: output directory name too long\n");
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "make_mahjong: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    font = TTF_OpenFontIndex(argv[1], GLYPH_PX, TC_FACE);
    if (!font) {
        fprintf(stderr, "make_mahjong: cannot open font %s: %s\n", argv[1], TTF_GetError());
        return 1;
    }
    build_faces();
    int rows = (nfaces + ATLAS_COLS - 1) / ATLAS_COLS;
    int aw = ATLAS_COLS * FACE_PX, ah = rows * FACE_PX;
    face_img *img = calloc((size_t)nfaces, sizeof *img);
    uint8_t *atlas = calloc((size_t)aw * (size_t)ah, 4);
    if (!img || !atlas) {
        fprintf(stderr, "make_mahjong: out of memory\n");
        return 1;
    }
    int status = 0;
    for (int k = 0; k < nfaces && status == 0; k++) {
        draw_face(&faces[k]);
        if (problem) {
            fprintf(stderr, "make_mahjong: %s: face %d (%s): %s\n", argv[1], k + 1,
                    faces[k].name, problem);
            status = 1;
            break;
        }
        canvas_to_face(img[k].px);
        face_silhouette(&img[k]);
        int cx = (k % ATLAS_COLS) * FACE_PX, cy = (k / ATLAS_COLS) * FACE_PX;
        for (int y = 0; y < FACE_PX; y++) {
            memcpy(atlas + ((size_t)(cy + y) * aw + cx) * 4, img[k].px + (size_t)y * FACE_PX * 4,
                   FACE_PX * 4);
        }
    }
    if (status == 0 && check_distinct(img) != 0) {
        status = 1;
    }
    if (status == 0) {
        char path[4096];
        snprintf(path, sizeof path, "%s/tiles.png", argv[2]);
        status |= tool_save_png("make_mahjong", atlas, aw, ah, 4, SDL_PIXELFORMAT_RGBA32, path) != 0;
        snprintf(path, sizeof path, "%s/tiles.txt", argv[2]);
        status |= save_list(path) != 0;
    }
    if (status == 0) {
        printf("make_mahjong: %d faces, atlas %dx%d, in %s\n", nfaces, aw, ah, argv[2]);
    }
    free(atlas);
    free(img);
    TTF_CloseFont(font);
    TTF_Quit();
    SDL_Quit();
    return status;
}
