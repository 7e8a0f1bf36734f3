/* faces.c - every face of a tile set as the game draws it (assets.c:
 * atlas_load, atlas_fit, atlas_draw, through SDL's software renderer) at
 * the smallest and the largest face sizes the game uses, checked:
 *
 *   distinct: no two faces of a size closer than MIN_APART, the mean
 *     difference in grey level (0..255) over the face, on the cream tile.
 *     Grey, so faces told apart only by colour count as alike. 4 levels
 *     is a stroke of 1.5 x 6 px in ink on cream (about 200 levels) at
 *     the smallest size, 19 x 19 px: the least a face must differ by.
 *   faithful: each face near an area-filtered reduction of its own face
 *     in the set's largest atlas (the box filter of make_atlas and
 *     make_mahjong, in premultiplied alpha, on cream): nearer it than any
 *     other face's reduction, and within MAX_OFF, the mean difference in
 *     colour (0..255 a channel) over 4 x 4 px blocks: the picture's
 *     colour masses in their places, not its fine strokes (the mahjong
 *     set's small faces are drawn simpler on purpose).
 *
 *   drawn: every atlas of the set (tiles.png, tiles-N.png) has the faces
 *     tiles.txt names drawn, and nothing after them.
 *   edges: the transparent pixels beside a face's drawing carry its
 *     colour (tools/tool_util.c tool_bleed), so that linear filtering
 *     does not mix black into the edges: each such pixel within MAX_EDGE
 *     (mean over them of the largest channel difference) of the
 *     alpha-weighted mean colour of its drawn neighbours in the cell
 *     (our sets: 0.1 at most; made without it, emoji 31-35, mahjong
 *     74-114).
 *   strokes: the numerals of the characters suit (faces tiles.txt names
 *     "... of characters") at the smallest size have strokes of at least
 *     MIN_STROKE px (strokes_check: how it is measured).
 *   one style: every face drawn as characters (all but the circles, the
 *     bamboos and the white dragon) drawn the same way at the smallest
 *     size as in the largest atlas (the same glyph at every size).
 *   indices: the corner index (src/front/tile_index.c) of every face that
 *     has one, drawn as the game draws it on a tile at 640x400 Hard
 *     (INDEX_TOP): its digit or letter at least MIN_INDEX_H px tall, its
 *     strokes at least MIN_INDEX_STROKE px, the face beside it, not over it; the
 *     mahjong set's 27 numbered faces and 4 winds have one, the emoji
 *     set's faces none (drawn as before).
 *
 *   faces DIR...   (a tile set directory each)
 *
 * Prints the closest pair and the worst reduction of each set and size,
 * then "faces: N passed, N failed". */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>
#include <SDL_image.h>
#include <SDL_ttf.h>

#include "../../src/front/assets.h"
#include "../../src/front/draw.h"

/* the smallest face the game draws: hard (10x18) at 640x400, cells of
 * 27 px (the state file's tile_px 19, with the notification lane); the
 * largest: easy (8x12) at 3840x2160, cells of 204 px. DESIGN_STEP: the
 * emoji penguin's 24 and 32 px sources, one drawing, reduce to 19 px
 * 12.5 apart; the mahjong set's redrawn small faces step 14-79 at 19 px
 * (a few at 9-12, counted with the larger drawing, as before). */
#define SMALL_PX 19
#define LARGE_PX 146
#define MIN_APART 4.0
#define MAX_OFF 24.0
#define DESIGN_STEP 13.0
#define MAX_FILTER 8.0
#define BLOCK 2
#define MAX_FACES 128
#define MIN_STROKE 1.5
#define MAX_EDGE 4.0
/* the numeral's box: the top 76 of the face's 128 units (make_mahjong's
 * draw_characters; wan below it from 79) */
#define NUMERAL_TOP 76.0
/* a tile's raised top at 640x400 Hard: cells of 31 px (the state file's
 * board_rect there, tests/e2e/board_fill.sh), a body of 27 (draw.c:
 * draw_body_px), less its outline (1) all round and its thickness (2)
 * (draw_top_rect), the face inset 2 */
#define INDEX_TOP 23
#define INDEX_INSET 2
#define MIN_INDEX_H 7
/* hinted to whole pixels, the index's thinnest strokes (the bars of E
 * and 3) are one pixel of full ink: crisp; drawn unhinted they read
 * 0.8-0.9, a grey blur */
#define MIN_INDEX_STROKE 1.0

static const double cream[3] = {250, 246, 232}; /* draw.c: col_tile */
static int pass, fail;

static void check(int ok, const char *what)
{
    if (ok) {
        pass++;
    } else {
        fail++;
        printf("FAIL: %s\n", what);
    }
}

/* The faces drawn by the game at px, as RGB doubles (px*px*3 each). */
static double *draw_faces(SDL_Renderer *r, SDL_Surface *s, int px, int n)
{
    double *out = calloc((size_t)n * px * px * 3, sizeof *out);
    if (!out) {
        return NULL;
    }
    atlas_fit(r, px);
    for (int k = 0; k < n; k++) {
        SDL_SetRenderDrawColor(r, (Uint8)cream[0], (Uint8)cream[1], (Uint8)cream[2], 255);
        SDL_RenderClear(r);
        SDL_Rect dst = {0, 0, px, px};
        atlas_draw(r, k + 1, &dst, 255);
        SDL_RenderPresent(r);
        for (int y = 0; y < px; y++) {
            const Uint8 *row = (const Uint8 *)s->pixels + (size_t)y * s->pitch;
            for (int x = 0; x < px; x++) {
                for (int c = 0; c < 3; c++) {
                    out[(((size_t)k * px + y) * px + x) * 3 + c] = row[x * 4 + c];
                }
            }
        }
    }
    return out;
}

#define MAX_SIZES 16
/* Every atlas of the set in dir (tiles.png, tiles-N.png) as RGBA32,
 * narrowest first, into at; how many. */
static int all_atlases(const char *dir, SDL_Surface **at)
{
    int n = 0;
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL && n < MAX_SIZES) {
        size_t len = strlen(e->d_name);
        if (strncmp(e->d_name, "tiles", 5) != 0 || len < 9 ||
            strcmp(e->d_name + len - 4, ".png") != 0) {
            continue;
        }
        char path[2048];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        SDL_Surface *raw = IMG_Load(path);
        SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0) : NULL;
        SDL_FreeSurface(raw);
        if (!s) {
            continue;
        }
        int i = n++;
        while (i > 0 && at[i - 1]->w > s->w) {
            at[i] = at[i - 1];
            i--;
        }
        at[i] = s;
    }
    if (d) {
        closedir(d);
    }
    return n;
}

/* Share of source pixel [p, p+1) inside [a, b). */
static double overlap(int p, double a, double b)
{
    double lo = p > a ? p : a, hi = p + 1 > b ? b : p + 1;
    return hi > lo ? hi - lo : 0;
}

/* Face k of the atlas src (faces of L px) reduced to px by an area
 * average in premultiplied alpha, over cream, into out (px*px*3). */
static void reduce_face(const SDL_Surface *src, int k, int px, double *out)
{
    int L = src->w / 8, x0 = (k % 8) * L, y0 = (k / 8) * L;
    double f = (double)L / px;
    for (int j = 0; j < px; j++) {
        for (int i = 0; i < px; i++) {
            double acc[4] = {0, 0, 0, 0};
            for (int y = (int)floor(j * f); y < (int)ceil((j + 1) * f) && y < L; y++) {
                double wy = overlap(y, j * f, (j + 1) * f);
                const Uint8 *row = (const Uint8 *)src->pixels + (size_t)(y0 + y) * src->pitch;
                for (int x = (int)floor(i * f); x < (int)ceil((i + 1) * f) && x < L; x++) {
                    double w = wy * overlap(x, i * f, (i + 1) * f);
                    const Uint8 *p = row + (size_t)(x0 + x) * 4;
                    double a = w * p[3] / 255.0;
                    for (int c = 0; c < 3; c++) {
                        acc[c] += a * p[c];
                    }
                    acc[3] += a;
                }
            }
            double a = acc[3] / (f * f);
            for (int c = 0; c < 3; c++) {
                out[((size_t)j * px + i) * 3 + c] = acc[c] / (f * f) + (1 - a) * cream[c];
            }
        }
    }
}

/* Mean grey-level difference of two faces (px*px*3 each). */
static double grey_apart(const double *a, const double *b, int px)
{
    double sum = 0;
    for (int i = 0; i < px * px; i++) {
        const double *p = a + (size_t)i * 3, *q = b + (size_t)i * 3;
        double ga = 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
        double gb = 0.299 * q[0] + 0.587 * q[1] + 0.114 * q[2];
        sum += fabs(ga - gb);
    }
    return sum / (px * px);
}

/* Mean colour difference of two faces over BLOCK x BLOCK blocks. */
static double block_off(const double *a, const double *b, int px)
{
    int nb = px / BLOCK;
    double sum = 0;
    for (int bj = 0; bj < nb; bj++) {
        for (int bi = 0; bi < nb; bi++) {
            for (int c = 0; c < 3; c++) {
                double d = 0;
                for (int y = bj * BLOCK; y < (bj + 1) * BLOCK; y++) {
                    for (int x = bi * BLOCK; x < (bi + 1) * BLOCK; x++) {
                        d += a[((size_t)y * px + x) * 3 + c] - b[((size_t)y * px + x) * 3 + c];
                    }
                }
                sum += fabs(d) / (BLOCK * BLOCK);
            }
        }
    }
    return sum / (nb * nb * 3);
}

/* Mean colour difference of two faces, pixel by pixel. */
static double pixel_off(const double *a, const double *b, int px)
{
    double sum = 0;
    for (int i = 0; i < px * px * 3; i++) {
        sum += fabs(a[i] - b[i]);
    }
    return sum / (px * px * 3);
}

/* Into ref (px*px*3): face k reduced from its largest source drawn the
 * same way as the atlas at[use]: from use upwards, the next larger atlas
 * as long as its face k, reduced, is within DESIGN_STEP of the last one
 * (the mahjong set draws its small faces simpler: a jump is a new
 * design). The source's size into *from. */
static void design_ref(SDL_Surface **at, int n, int use, int k, int px, double *ref,
                       double *tmp, int *from)
{
    reduce_face(at[use], k, px, ref);
    int i = use;
    while (i + 1 < n) {
        reduce_face(at[i + 1], k, px, tmp);
        if (block_off(tmp, ref, px) > DESIGN_STEP) {
            break;
        }
        memcpy(ref, tmp, (size_t)px * px * 3 * sizeof *ref);
        i++;
    }
    *from = at[i]->w / 8;
}

/* Ink coverage (0..1) of the numeral drawn at px (face k of drawn), by
 * grey level between the cream tile and ink, the darkest grey of the
 * numeral drawn at the largest size (its strokes' full colour). Rows
 * above the numeral's box only; 0 below. */
static void coverage(const double *face, int px, double ink, double *cov)
{
    double g0 = 0.299 * cream[0] + 0.587 * cream[1] + 0.114 * cream[2];
    int rows = (int)(px * NUMERAL_TOP / 128.0 + 0.5);
    for (int i = 0; i < px * px; i++) {
        const double *p = face + (size_t)i * 3;
        double g = 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2];
        double c = (g0 - g) / (g0 - ink);
        cov[i] = i / px >= rows ? 0 : c < 0 ? 0 : c > 1 ? 1 : c;
    }
}

/* The ink across a stroke through pixel (x, y) along (dx, dy): the sum
 * of the coverage of the pixels met walking out both ways while there is
 * ink (over 0.1), stopping where a falling edge under half rises again
 * (the next stroke). */
static double cross(const double *cov, int px, int x, int y, int dx, int dy)
{
    double sum = cov[y * px + x];
    for (int way = -1; way <= 1; way += 2) {
        double last = cov[y * px + x];
        for (int i = x + way * dx, j = y + way * dy; i >= 0 && j >= 0 && i < px && j < px;
             i += way * dx, j += way * dy) {
            double c = cov[j * px + i];
            if (c <= 0.1 || (last < 0.5 && c > last)) {
                break;
            }
            sum += c;
            last = c;
        }
    }
    return sum;
}

static int double_cmp(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* The stroke width of a numeral drawn at px, in pixels: at each pixel
 * at least half inked, the ink across the stroke by rows and by columns
 * (cross), the smaller of the two (the width across a horizontal or
 * vertical stroke; a diagonal one reads up to 1.4x wider); of these,
 * the first quartile: a stroke's end and a dot are partly covered along
 * the stroke too and read thinner (the bar of 六 reads 1.6 px, its two
 * end pixels 1.2), and at 19 px they are a good part of a numeral's
 * pixels. An area measure: a stroke of 1.5 px covers 1.5 px across
 * whatever its place on the pixel grid and the filtering's blur. Drawn
 * with Noto Sans CJK Regular in place of Bold, the numerals read
 * 0.96-1.19 px (一 1.6); as committed, 1.59-2.45. */
static double stroke_px(const double *cov, int px)
{
    double w[LARGE_PX * LARGE_PX];
    int n = 0;
    for (int y = 0; y < px; y++) {
        for (int x = 0; x < px; x++) {
            if (cov[y * px + x] >= 0.5) {
                double h = cross(cov, px, x, y, 1, 0), v = cross(cov, px, x, y, 0, 1);
                w[n++] = h < v ? h : v;
            }
        }
    }
    if (n == 0) {
        return 0;
    }
    qsort(w, (size_t)n, sizeof w[0], double_cmp);
    return w[n / 4];
}

/* The faces tiles.txt in dir names "... of characters", as a list of
 * 0-based face numbers; how many. */
static int numeral_faces(const char *dir, int *out, int max)
{
    char path[1100], line[256];
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    FILE *f = fopen(path, "r");
    int n = 0, k = 0;
    while (f && fgets(line, sizeof line, f)) {
        if (strspn(line, " \t\r\n") == strlen(line)) {
            continue;
        }
        if (strstr(line, " of characters") && n < max) {
            out[n++] = k;
        }
        k++;
    }
    if (f) {
        fclose(f);
    }
    return n;
}

/* The faces of dir drawn as characters (glyphs): every face but the
 * circles, the bamboos and the white dragon (drawn from shapes), as flags
 * by 0-based face number. */
static void glyph_faces(const char *dir, bool *out, int max)
{
    char path[1100], line[256];
    snprintf(path, sizeof path, "%s/tiles.txt", dir);
    FILE *f = fopen(path, "r");
    int k = 0;
    while (f && fgets(line, sizeof line, f) && k < max) {
        if (strspn(line, " \t\r\n") == strlen(line)) {
            continue;
        }
        out[k++] = !strstr(line, " of circles") && !strstr(line, " of bamboos") &&
                   !strstr(line, "white dragon");
    }
    if (f) {
        fclose(f);
    }
}

/* strokes: each numeral drawn at SMALL_PX by the game, its stroke width
 * (stroke_px) at least MIN_STROKE. */
static void strokes_check(const char *dir, SDL_Renderer *r, SDL_Surface *s, int n)
{
    int num[16];
    int nn = numeral_faces(dir, num, 16);
    if (nn == 0) {
        return;
    }
    double *big = draw_faces(r, s, LARGE_PX, n), *small = draw_faces(r, s, SMALL_PX, n);
    double *cov = calloc((size_t)LARGE_PX * LARGE_PX, sizeof *cov);
    double thinnest = 1e9;
    int tk = 0;
    char list[400] = "";
    size_t used = 0;
    for (int i = 0; big && small && cov && i < nn; i++) {
        int k = num[i];
        const double *fb = big + (size_t)k * LARGE_PX * LARGE_PX * 3;
        int rows = (int)(LARGE_PX * NUMERAL_TOP / 128.0);
        double ink = 255;
        for (int p = 0; p < LARGE_PX * rows; p++) {
            double g = 0.299 * fb[p * 3] + 0.587 * fb[p * 3 + 1] + 0.114 * fb[p * 3 + 2];
            ink = g < ink ? g : ink;
        }
        coverage(small + (size_t)k * SMALL_PX * SMALL_PX * 3, SMALL_PX, ink, cov);
        double w = stroke_px(cov, SMALL_PX);
        used += snprintf(list + used, sizeof list - used, " %d:%.2f", k + 1, w);
        used = used < sizeof list ? used : sizeof list - 1;
        tk = w < thinnest ? k : tk;
        thinnest = w < thinnest ? w : thinnest;
    }
    char what[1400];
    snprintf(what, sizeof what, "%s at %d px: the numeral of face %d has strokes of %.2f px "
             "(at least %.1f)", dir, SMALL_PX, tk + 1, thinnest, MIN_STROKE);
    check(big && small && cov && thinnest >= MIN_STROKE, what);
    printf("%s at %d px: the numerals' strokes (face:px)%s\n", dir, SMALL_PX, list);
    free(big);
    free(small);
    free(cov);
}

/* The checks of one size of one set. */
static void check_size(const char *dir, SDL_Renderer *r, SDL_Surface *s, SDL_Surface **at,
                       int nat, int px, int n)
{
    char what[1400];
    size_t one = (size_t)px * px * 3;
    double *drawn = draw_faces(r, s, px, n);
    double *ref = calloc((size_t)n * one, sizeof *ref);
    double *tmp = calloc(one, sizeof *tmp);
    if (!drawn || !ref || !tmp) {
        check(0, "out of memory");
        free(drawn);
        free(ref);
        free(tmp);
        return;
    }
    int face = atlas_face_px(), top = at[nat - 1]->w / 8, use = nat - 1;
    for (int i = 0; i < nat; i++) {
        use = at[i]->w / 8 == face ? i : use;
    }
    snprintf(what, sizeof what, "%s at %d px: drawn from the %d px atlas (the smallest at "
             "least as large, at most 1.5x, else the largest, %d px)", dir, px, face, top);
    check(face >= px ? face * 2 <= px * 3 : face == top, what);
    /* the filtering: each face against an area reduction of the atlas used */
    double filt = 0;
    int fk = 0;
    for (int k = 0; k < n; k++) {
        reduce_face(at[use], k, px, tmp);
        double d = pixel_off(drawn + k * one, tmp, px);
        fk = d > filt ? k : fk;
        filt = d > filt ? d : filt;
    }
    snprintf(what, sizeof what, "%s at %d px: face %d drawn %.2f a pixel from an area "
             "reduction of the atlas used (at most %.0f)", dir, px, fk + 1, filt, MAX_FILTER);
    check(filt <= MAX_FILTER, what);
    /* A set may draw its small faces another way, from one size up: the
     * faces drawn another way must all change at the same size, above the
     * one used (a face alone with its own drawing is a wrong face). */
    int redrawn = 0, brk = 0, odd = -1, from = 0, restyled = -1;
    bool glyph[MAX_FACES] = {false};
    glyph_faces(dir, glyph, MAX_FACES);
    for (int k = 0; k < n; k++) {
        design_ref(at, nat, use, k, px, ref + k * one, tmp, &from);
        if (from != top) {
            redrawn++;
            brk = brk ? brk : from;
            odd = odd < 0 && (from != brk || from <= face) ? k : odd;
            restyled = restyled < 0 && glyph[k] ? k : restyled;
        }
    }
    /* one face style at every size (issue 45): a character is drawn the
     * same way at this size as at the largest (the simplified 万, 东, 发
     * everywhere, not 萬, 東, 發 from 64 px) */
    snprintf(what, sizeof what, "%s at %d px: face %d, a character, drawn in another style "
             "than at %d px", dir, px, restyled + 1, top);
    check(restyled < 0, what);
    snprintf(what, sizeof what, "%s at %d px: face %d drawn like no larger size of it "
             "(the faces drawn another way below %d px change at %d px)", dir, px, odd + 1,
             top, brk);
    check(odd < 0, what);
    double close = 1e9, worst = 0;
    int ci = 0, cj = 0, wk = 0, wrong = -1, wrong_as = 0;
    for (int i = 0; i < n; i++) {
        double own = block_off(drawn + i * one, ref + i * one, px);
        wk = own > worst ? i : wk;
        worst = own > worst ? own : worst;
        for (int j = 0; j < n; j++) {
            if (j > i) {
                double d = grey_apart(drawn + i * one, drawn + j * one, px);
                if (d < close) {
                    close = d;
                    ci = i;
                    cj = j;
                }
            }
            if (j != i && wrong < 0 && block_off(drawn + i * one, ref + j * one, px) <= own) {
                wrong = i;
                wrong_as = j;
            }
        }
    }
    printf("%s at %d px (from %d px): closest faces %d and %d, %.1f grey levels apart; "
           "filtering off by %.1f at most (face %d); farthest from its largest source's "
           "reduction: face %d, %.1f; %d faces drawn another way than at %d px\n", dir, px,
           face, ci + 1, cj + 1, close, filt, fk + 1, wk + 1, worst, redrawn, top);
    snprintf(what, sizeof what, "%s at %d px: faces %d and %d only %.2f grey levels apart "
             "(at least %.0f)", dir, px, ci + 1, cj + 1, close, MIN_APART);
    check(close >= MIN_APART, what);
    snprintf(what, sizeof what, "%s at %d px: face %d is %.2f from the reduction of its "
             "largest source (at most %.0f)", dir, px, wk + 1, worst, MAX_OFF);
    check(worst <= MAX_OFF, what);
    snprintf(what, sizeof what, "%s at %d px: face %d is as near the reduction of face %d "
             "as its own", dir, px, wrong + 1, wrong_as + 1);
    check(wrong < 0, what);
    free(drawn);
    free(ref);
    free(tmp);
}

/* Whether every one of the first n faces of the atlas s has a visible
 * pixel and no cell after them has one. */
static int all_drawn(const SDL_Surface *s, int n)
{
    int L = s->w / 8;
    for (int k = 0; k < (s->h / L) * 8; k++) {
        int seen = 0;
        for (int y = (k / 8) * L; y < (k / 8 + 1) * L && !seen; y++) {
            const Uint8 *row = (const Uint8 *)s->pixels + (size_t)y * s->pitch;
            for (int x = (k % 8) * L; x < (k % 8 + 1) * L && !seen; x++) {
                seen = row[x * 4 + 3] > 0;
            }
        }
        if (seen != (k < n)) {
            return 0;
        }
    }
    return 1;
}

/* edges: the mean, over the transparent pixels of the atlas s with a
 * drawn neighbour in their cell, of the largest channel difference from
 * the alpha-weighted mean colour of those neighbours. */
static double edge_off(const SDL_Surface *s)
{
    int L = s->w / 8;
    double sum = 0;
    long n = 0;
    for (int y = 0; y < s->h; y++) {
        for (int x = 0; x < s->w; x++) {
            const Uint8 *p = (const Uint8 *)s->pixels + (size_t)y * s->pitch + (size_t)x * 4;
            if (p[3] != 0) {
                continue;
            }
            double c[3] = {0, 0, 0}, w = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= s->w || ny >= s->h || nx / L != x / L ||
                        ny / L != y / L) {
                        continue;
                    }
                    const Uint8 *q = (const Uint8 *)s->pixels + (size_t)ny * s->pitch +
                                     (size_t)nx * 4;
                    for (int k = 0; k < 3; k++) {
                        c[k] += q[3] * q[k];
                    }
                    w += q[3];
                }
            }
            if (w > 0) {
                double worst = 0;
                for (int k = 0; k < 3; k++) {
                    double d = fabs(p[k] - c[k] / w);
                    worst = d > worst ? d : worst;
                }
                sum += worst;
                n++;
            }
        }
    }
    return n ? sum / n : 0;
}

/* The index of kind k drawn on a cream top of INDEX_TOP px: its glyph's
 * height (the first run of inked rows) and stroke width, and the face's
 * left edge beside it; false when k has none. */
static bool index_measure(const char *dir, SDL_Renderer *r, SDL_Surface *s, int k,
                          int *height, double *stroke, int *right, int *face_x)
{
    enum { T = INDEX_TOP };
    SDL_SetRenderDrawColor(r, (Uint8)cream[0], (Uint8)cream[1], (Uint8)cream[2], 255);
    SDL_RenderClear(r);
    SDL_Rect top = {0, 0, T, T};
    SDL_Rect face = tile_index_draw(r, dir, k, top, INDEX_INSET, 255);
    SDL_RenderPresent(r);
    *face_x = face.x;
    if (face.x == INDEX_INSET) {
        return false; /* no index: the face's place as without */
    }
    double g0 = 0.299 * cream[0] + 0.587 * cream[1] + 0.114 * cream[2], grey[T * T];
    double ink = g0;
    const Uint8 *px = s->pixels;
    for (int y = 0; y < T; y++) {
        for (int x = 0; x < T; x++) {
            const Uint8 *p = px + y * s->pitch + x * 4;
            double g = x < face.x ? 0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] : g0;
            grey[y * T + x] = g;
            ink = g < ink ? g : ink;
        }
    }
    /* the glyph: the first run of rows with a pixel at least half inked */
    double cov[LARGE_PX * LARGE_PX] = {0};
    int first = -1, last = -1;
    *right = 0;
    for (int y = 0; y < T && (last < 0 || last == y - 1); y++) {
        bool inked = false;
        for (int x = 0; x < face.x; x++) {
            double c = (g0 - grey[y * T + x]) / (g0 - ink);
            cov[y * T + x] = c < 0 ? 0 : c > 1 ? 1 : c;
            if (c >= 0.5) {
                inked = true;
                *right = x + 1 > *right ? x + 1 : *right;
            }
        }
        if (inked) {
            first = first < 0 ? y : first;
            last = y;
        } else if (first >= 0) {
            for (int x = 0; x < face.x; x++) {
                cov[y * T + x] = 0;
            }
        }
    }
    *height = first < 0 ? 0 : last - first + 1;
    *stroke = stroke_px(cov, T);
    return true;
}

/* indices: each face's corner index at 640x400 Hard measured. */
static void index_check(const char *dir, SDL_Renderer *r, SDL_Surface *s, int n)
{
    int count = 0, low_h = 1000, low_hk = 0, low_sk = 0, overlap = 0;
    double low_s = 1e9;
    for (int k = 1; k <= n; k++) {
        int h, right, fx;
        double w;
        if (!index_measure(dir, r, s, k, &h, &w, &right, &fx)) {
            continue;
        }
        count++;
        low_hk = h < low_h ? k : low_hk;
        low_h = h < low_h ? h : low_h;
        low_sk = w < low_s ? k : low_sk;
        low_s = w < low_s ? w : low_s;
        overlap = right > fx ? k : overlap;
    }
    bool mahjong = strstr(dir, "mahjong") != NULL;
    char what[1400];
    snprintf(what, sizeof what, "%s: %d faces with a corner index (want %d)", dir, count,
             mahjong ? 31 : 0);
    check(count == (mahjong ? 31 : 0), what);
    if (count == 0) {
        return;
    }
    printf("%s at a %d px top: corner indices %d px tall at least (face %d), strokes "
           "%.2f px at least (face %d)\n", dir, INDEX_TOP, low_h, low_hk, low_s, low_sk);
    snprintf(what, sizeof what, "%s: the corner index of face %d is %d px tall (at least %d)",
             dir, low_hk, low_h, MIN_INDEX_H);
    check(low_h >= MIN_INDEX_H, what);
    snprintf(what, sizeof what, "%s: the corner index of face %d has strokes of %.2f px "
             "(at least %.1f)", dir, low_sk, low_s, MIN_INDEX_STROKE);
    check(low_s >= MIN_INDEX_STROKE, what);
    snprintf(what, sizeof what, "%s: the face of %d drawn over its corner index", dir, overlap);
    check(overlap == 0, what);
}

static void check_set(const char *dir)
{
    char what[1200];
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, LARGE_PX, LARGE_PX, 32,
                                                    SDL_PIXELFORMAT_RGBA32);
    SDL_Renderer *r = s ? SDL_CreateSoftwareRenderer(s) : NULL;
    SDL_Surface *at[MAX_SIZES];
    int nat = all_atlases(dir, at);
    snprintf(what, sizeof what, "%s: the game loads the tile set", dir);
    check(r && nat > 0 && atlas_load(r, dir), what);
    int n = atlas_faces();
    for (int i = 0; i < nat; i++) {
        snprintf(what, sizeof what, "%s: the %d px atlas has the %d faces drawn, no more", dir,
                 at[i]->w / 8, n);
        check(all_drawn(at[i], n), what);
        double e = edge_off(at[i]);
        snprintf(what, sizeof what, "%s: the %d px atlas's transparent pixels beside the "
                 "faces are %.1f from their colour (at most %.0f)", dir, at[i]->w / 8, e, MAX_EDGE);
        check(e <= MAX_EDGE, what);
    }
    if (r && nat > 0 && n > 0 && n <= MAX_FACES) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        check_size(dir, r, s, at, nat, SMALL_PX, n);
        check_size(dir, r, s, at, nat, LARGE_PX, n);
        strokes_check(dir, r, s, n);
        index_check(dir, r, s, n);
    }
    atlas_close();
    for (int i = 0; i < nat; i++) {
        SDL_FreeSurface(at[i]);
    }
    if (r) {
        SDL_DestroyRenderer(r);
    }
    SDL_FreeSurface(s);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        fprintf(stderr, "usage: faces DIR...\n");
        return 2;
    }
    /* the corner indices' font: FACES_FONT, else the game's own */
    const char *font = getenv("FACES_FONT");
    if (TTF_Init() != 0) {
        fprintf(stderr, "faces: %s\n", TTF_GetError());
        return 2;
    }
    tile_index_setup(font ? font : "assets/fonts/DejaVuSans-Bold.ttf", false);
    for (int i = 1; i < argc; i++) {
        check_set(argv[i]);
    }
    printf("faces: %d passed, %d failed\n", pass, fail);
    return fail ? 1 : 0;
}
