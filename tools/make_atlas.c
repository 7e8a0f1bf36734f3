/* make_atlas - render the tile faces of Lianliankan from a colour emoji
 * font into one PNG atlas, list them, and render the window icon.
 *
 *   make_atlas FONT OUTDIR
 *
 * Writes OUTDIR/tiles.png (faces of FACE_PX x FACE_PX on a transparent
 * background, ATLAS_COLS per row, face of kind k at column (k-1)%ATLAS_COLS,
 * row (k-1)/ATLAS_COLS), the same faces at the other sizes of tool_sizes up
 * to EMOJI_MAX_PX as OUTDIR/tiles-N.png (each rendered from the glyph, not
 * scaled from another size), OUTDIR/tiles.txt (one line per face: "k U+XXXX
 * name") and OUTDIR/icon.png. Fails with a message if a glyph is missing
 * or renders blank, or if two faces come out too much alike.
 *
 * FONT is a bitmap-strike colour font such as Debian's NotoColorEmoji.ttf;
 * each glyph is cropped to its visible pixels and scaled (area average, in
 * premultiplied alpha) to fit the face with a small margin. */
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

#define FACE_INNER 118
#define ATLAS_COLS 8
#define ICON_PX 64
#define STRIKE_SIZE 109
#define OUTLINE_R 2.0
#define OUTLINE_A 0.6
/* The font's only strike is 136x128 px: larger faces would be no sharper
 * than the game's own filtered scaling of the 128 px ones. */
#define EMOJI_MAX_PX 128

typedef struct {
    uint32_t cp;
    const char *name;
} face_def;

/* The faces, in tile-kind order (kind 1 first). Chosen for outlines that
 * differ at a glance, not only colours: no two round fruits, no faces. */
static const face_def faces[] = {
    {0x1F418, "elephant"},
    {0x1F98B, "butterfly"},
    {0x1F335, "cactus"},
    {0x2693, "anchor"},
    {0x1F680, "rocket"},
    {0x1F353, "strawberry"},
    {0x1F427, "penguin"},
    {0x1F511, "key"},
    {0x1F419, "octopus"},
    {0x1F344, "mushroom"},
    {0x2B50, "star"},
    {0x1F6B2, "bicycle"},
    {0x1F34C, "banana"},
    {0x1F980, "crab"},
    {0x2614, "umbrella with rain"},
    {0x1F319, "crescent moon"},
    {0x1F422, "turtle"},
    {0x1F347, "grapes"},
    {0x26F5, "sailboat"},
    {0x26C4, "snowman"},
    {0x1F40C, "snail"},
    {0x2702, "scissors"},
    {0x1F332, "evergreen tree"},
    {0x1F381, "wrapped gift"},
    {0x1F992, "giraffe"},
    {0x1F355, "pizza"},
    {0x23F0, "alarm clock"},
    {0x26A1, "high voltage"},
    {0x1F407, "rabbit"},
    {0x1F3B8, "guitar"},
    {0x1F352, "cherries"},
    {0x2708, "airplane"},
    {0x1F433, "spouting whale"},
    {0x1F3A9, "top hat"},
    {0x1F33B, "sunflower"},
    {0x1F9F2, "magnet"},
    {0x1F9A9, "flamingo"},
    {0x1F955, "carrot"},
    {0x1F451, "crown"},
    {0x1F3E0, "house"},
    {0x1F41D, "honeybee"},
    {0x1F4A1, "light bulb"},
    {0x2744, "snowflake"},
    {0x1F697, "automobile"},
    {0x1F40D, "snake"},
    {0x1F366, "soft ice cream"},
    {0x1F528, "hammer"},
    {0x1F308, "rainbow"},
    {0x1F986, "duck"},
    {0x1F34D, "pineapple"},
    {0x1F514, "bell"},
    {0x1F682, "locomotive"},
    {0x1F42A, "camel"},
    {0x1F340, "four leaf clover"},
    {0x1F48E, "gem stone"},
    {0x1F525, "fire"},
    {0x1F994, "hedgehog"},
    {0x1F334, "palm tree"},
    {0x2615, "hot beverage"},
    {0x1F681, "helicopter"},
    {0x1F968, "pretzel"},
    {0x1F45F, "running shoe"},
    {0x1F9E6, "socks"},
    {0x1F453, "glasses"},
};

#define NFACES ((int)(sizeof faces / sizeof faces[0]))

/* The icon: the mahjong red dragon tile, the game's ancestor. */
static const uint32_t icon_cp = 0x1F004;


/* Weight of source pixel [p, p+1) inside the box [a, b). */
static double overlap(int p, double a, double b)
{
    double lo = p > a ? p : a;
    double hi = p + 1 > b ? b : p + 1;
    return hi > lo ? hi - lo : 0.0;
}

/* Render glyph cp of font, crop it to its visible pixels and scale it into
 * an out_px x out_px RGBA image with inner_px as the larger side, centred.
 * Returns NULL on success or a message. */
static const char *render_glyph(TTF_Font *font, uint32_t cp, int out_px, int inner_px,
                                uint8_t *out)
{
    static char msg[200];
    SDL_Color white = {255, 255, 255, 255};
    if (!TTF_GlyphIsProvided32(font, cp)) {
        snprintf(msg, sizeof msg, "the font has no glyph for U+%04X", (unsigned)cp);
        return msg;
    }
    SDL_Surface *raw = TTF_RenderGlyph32_Blended(font, cp, white);
    if (!raw) {
        snprintf(msg, sizeof msg, "cannot render U+%04X: %s", (unsigned)cp, TTF_GetError());
        return msg;
    }
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
    if (!s) {
        snprintf(msg, sizeof msg, "cannot convert U+%04X: %s", (unsigned)cp, SDL_GetError());
        return msg;
    }
    const uint8_t *sp = s->pixels;
    int x0, y0, x1, y1;
    tool_ink_box(s->pixels, s->pitch, s->w, s->h, &x0, &y0, &x1, &y1);
    if (x1 < 0) {
        SDL_FreeSurface(s);
        snprintf(msg, sizeof msg, "U+%04X renders blank (no visible pixel)", (unsigned)cp);
        return msg;
    }
    int bw = x1 - x0 + 1, bh = y1 - y0 + 1;
    double scale = (double)(bw > bh ? bw : bh) / inner_px; /* source px per output px */
    int dw = (int)lround(bw / scale), dh = (int)lround(bh / scale);
    int ox = (out_px - dw) / 2, oy = (out_px - dh) / 2;
    double foot = scale > 1.0 ? scale : 1.0;
    memset(out, 0, (size_t)out_px * out_px * 4);
    for (int j = 0; j < dh; j++) {
        double cy = y0 + (j + 0.5) * scale;
        double ya = cy - foot / 2, yb = cy + foot / 2;
        for (int i = 0; i < dw; i++) {
            double cx = x0 + (i + 0.5) * scale;
            double xa = cx - foot / 2, xb = cx + foot / 2;
            double acc[4] = {0, 0, 0, 0};
            for (int y = (int)floor(ya); y < (int)ceil(yb); y++) {
                double wy = overlap(y, ya, yb);
                if (y < 0 || y >= s->h || wy <= 0) {
                    continue;
                }
                for (int x = (int)floor(xa); x < (int)ceil(xb); x++) {
                    double w = wy * overlap(x, xa, xb);
                    if (x < 0 || x >= s->w || w <= 0) {
                        continue;
                    }
                    const uint8_t *p = sp + y * s->pitch + x * 4;
                    double a = p[3] / 255.0;
                    acc[0] += w * a * p[0];
                    acc[1] += w * a * p[1];
                    acc[2] += w * a * p[2];
                    acc[3] += w * a;
                }
            }
            double area = foot * foot;
            double a = acc[3] / area;
            uint8_t *q = out + ((size_t)(oy + j) * out_px + (ox + i)) * 4;
            if (a <= 0.0) {
                continue;
            }
            for (int c = 0; c < 3; c++) {
                double v = acc[c] / acc[3];
                q[c] = (uint8_t)(v > 255.0 ? 255 : lround(v));
            }
            q[3] = (uint8_t)(a >= 1.0 ? 255 : lround(a * 255.0));
        }
    }
    SDL_FreeSurface(s);
    return NULL;
}

/* Put a thin dark outline under the face in px (n x n RGBA): it keeps the
 * shape readable on light and dark tiles and for every colour vision. */
static void add_outline(uint8_t *px, int n, double radius, double strength)
{
    int r = (int)ceil(radius);
    float *halo = calloc((size_t)n * n, sizeof *halo);
    if (!halo) {
        return;
    }
    for (int y = 0; y < n; y++) {
        for (int x = 0; x < n; x++) {
            double best = 0;
            for (int dy = -r; dy <= r; dy++) {
                for (int dx = -r; dx <= r; dx++) {
                    int sx = x + dx, sy = y + dy;
                    if (sx < 0 || sy < 0 || sx >= n || sy >= n) {
                        continue;
                    }
                    double edge = radius + 0.5 - sqrt((double)(dx * dx + dy * dy));
                    edge = edge > 1 ? 1 : edge;
                    double a = px[((size_t)sy * n + sx) * 4 + 3] / 255.0 * edge;
                    best = a > best ? a : best;
                }
            }
            halo[(size_t)y * n + x] = (float)(best * strength);
        }
    }
    static const double ink[3] = {28, 24, 36};
    for (size_t i = 0; i < (size_t)n * n; i++) {
        uint8_t *q = px + i * 4;
        double fa = q[3] / 255.0, ha = halo[i];
        double oa = fa + ha * (1 - fa);
        if (oa <= 0) {
            continue;
        }
        for (int c = 0; c < 3; c++) {
            double v = (q[c] * fa + ink[c] * ha * (1 - fa)) / oa;
            q[c] = (uint8_t)lround(v > 255 ? 255 : v);
        }
        q[3] = (uint8_t)lround(oa * 255.0);
    }
    free(halo);
}




/* Write the face list, one line per face. Returns 0 or -1. */
static int save_list(const char *path)
{
    char tmp[4200];
    FILE *f = tool_create("make_atlas", path, tmp, sizeof tmp);
    if (!f) {
        return -1;
    }
    for (int k = 0; k < NFACES; k++) {
        fprintf(f, "%d U+%04X %s\n", k + 1, (unsigned)faces[k].cp, faces[k].name);
    }
    return tool_commit("make_atlas", f, tmp, path);
}

/* Fail when two faces are identical or their outlines nearly the same;
 * print the closest outlines so a person can judge the set. */
static int check_distinct(const face_img *img)
{
    int bad = 0;
    double best[5] = {9, 9, 9, 9, 9};
    int bi[5] = {0}, bj[5] = {0};
    for (int i = 0; i < NFACES; i++) {
        for (int j = i + 1; j < NFACES; j++) {
            if (memcmp(img[i].px, img[j].px, sizeof img[i].px) == 0) {
                fprintf(stderr, "make_atlas: faces %d (%s) and %d (%s) are identical\n", i + 1,
                        faces[i].name, j + 1, faces[j].name);
                bad = 1;
                continue;
            }
            if (faces[i].cp == faces[j].cp) {
                fprintf(stderr, "make_atlas: faces %d and %d are both U+%04X\n", i + 1, j + 1,
                        (unsigned)faces[i].cp);
                bad = 1;
            }
            double d = face_distance(&img[i], &img[j]);
            for (int t = 0; t < 5; t++) {
                if (d < best[t]) {
                    for (int u = 4; u > t; u--) {
                        best[u] = best[u - 1];
                        bi[u] = bi[u - 1];
                        bj[u] = bj[u - 1];
                    }
                    best[t] = d;
                    bi[t] = i;
                    bj[t] = j;
                    break;
                }
            }
        }
    }
    printf("make_atlas: closest outlines (0 = same shape, 1 = disjoint):\n");
    for (int t = 0; t < 5 && best[t] < 9; t++) {
        printf("  %.3f  %d %s / %d %s\n", best[t], bi[t] + 1, faces[bi[t]].name, bj[t] + 1,
               faces[bj[t]].name);
    }
    if (best[0] < 0.08) {
        fprintf(stderr, "make_atlas: faces %d (%s) and %d (%s) have nearly the same outline\n",
                bi[0] + 1, faces[bi[0]].name, bj[0] + 1, faces[bj[0]].name);
        bad = 1;
    }
    return bad ? -1 : 0;
}

/* The atlas of faces of px pixels into *out (allocated); at FACE_PX the
 * faces also go to img for the likeness check. 0, or 1 after a message. */
static int draw_atlas(TTF_Font *font, const char *font_path, int px, face_img *img,
                      uint8_t **out)
{
    int rows = (NFACES + ATLAS_COLS - 1) / ATLAS_COLS, aw = ATLAS_COLS * px;
    uint8_t *atlas = calloc((size_t)aw * (size_t)(rows * px), 4);
    uint8_t *face = malloc((size_t)px * px * 4);
    if (!atlas || !face) {
        free(atlas);
        free(face);
        fprintf(stderr, "make_atlas: out of memory\n");
        return 1;
    }
    /* the margin and the outline scale with the face; the outline stays
     * at least a pixel wide */
    int inner = (int)lround((double)FACE_INNER * px / FACE_PX);
    double outline = OUTLINE_R * px / FACE_PX;
    outline = outline < 1.0 ? 1.0 : outline;
    int status = 0;
    for (int k = 0; k < NFACES; k++) {
        const char *err = render_glyph(font, faces[k].cp, px, inner, face);
        if (err) {
            fprintf(stderr, "make_atlas: %s: face %d (%s): %s\n", font_path, k + 1,
                    faces[k].name, err);
            status = 1;
            continue;
        }
        add_outline(face, px, outline, OUTLINE_A);
        if (px == FACE_PX) {
            memcpy(img[k].px, face, sizeof img[k].px);
            face_silhouette(&img[k]);
        }
        int cx = (k % ATLAS_COLS) * px, cy = (k / ATLAS_COLS) * px;
        for (int y = 0; y < px; y++) {
            memcpy(atlas + ((size_t)(cy + y) * aw + cx) * 4, face + (size_t)y * px * 4,
                   (size_t)px * 4);
        }
    }
    free(face);
    *out = atlas;
    return status;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: make_atlas FONT OUTDIR\n");
        return 2;
    }
    const char *font_path = argv[1], *outdir = argv[2];
    if (strlen(outdir) > 3000) {
        fprintf(stderr, "make_atlas: output directory name too long\n");
        return 2;
    }
    if (SDL_Init(0) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "make_atlas: cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    TTF_Font *font = TTF_OpenFont(font_path, STRIKE_SIZE);
    if (!font) {
        fprintf(stderr, "make_atlas: cannot open font %s: %s\n", font_path, TTF_GetError());
        return 1;
    }
    face_img *img = calloc(NFACES, sizeof *img);
    int rows = (NFACES + ATLAS_COLS - 1) / ATLAS_COLS;
    uint8_t *atlas[TOOL_NSIZES] = {NULL};
    uint8_t *icon = calloc((size_t)ICON_PX * ICON_PX, 4);
    if (!img || !icon) {
        fprintf(stderr, "make_atlas: out of memory\n");
        return 1;
    }
    int status = 0;
    for (int z = 0; z < TOOL_NSIZES && status == 0; z++) {
        if (tool_sizes[z] <= EMOJI_MAX_PX) {
            status = draw_atlas(font, font_path, tool_sizes[z], img, &atlas[z]);
        }
    }
    const char *err = render_glyph(font, icon_cp, ICON_PX, ICON_PX - 2, icon);
    if (err) {
        fprintf(stderr, "make_atlas: %s: icon: %s\n", font_path, err);
        status = 1;
    }
    if (status == 0 && check_distinct(img) != 0) {
        status = 1;
    }
    char path[4096];
    for (int z = 0; z < TOOL_NSIZES && status == 0; z++) {
        int px = tool_sizes[z];
        if (atlas[z] && tool_atlas_path(outdir, px, path, sizeof path) == 0) {
            status |= tool_bleed(atlas[z], ATLAS_COLS * px, rows * px, px) != 0;
            status |= tool_save_png("make_atlas", atlas[z], ATLAS_COLS * px, rows * px, 4,
                                    SDL_PIXELFORMAT_RGBA32, path) != 0;
        }
    }
    if (status == 0) {
        snprintf(path, sizeof path, "%s/tiles.txt", outdir);
        status |= save_list(path) != 0;
        snprintf(path, sizeof path, "%s/icon.png", outdir);
        status |= tool_save_png("make_atlas", icon, ICON_PX, ICON_PX, 4, SDL_PIXELFORMAT_RGBA32, path) != 0;
    }
    if (status == 0) {
        printf("make_atlas: %d faces at %d to %d px in %s\n", NFACES, tool_sizes[0],
               EMOJI_MAX_PX, outdir);
    }
    for (int z = 0; z < TOOL_NSIZES; z++) {
        free(atlas[z]);
    }
    free(icon);
    free(img);
    TTF_CloseFont(font);
    TTF_Quit();
    SDL_Quit();
    return status;
}
