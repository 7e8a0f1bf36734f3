/* round.c - the kit's rounded rectangles (src/front/kit/shape.c
 * kit_round; tests/cli/test_round.sh) drawn through SDL's software
 * renderer into a surface, no window, for rectangles and radii at random
 * (seed printed) and the edge cases (no radius, pills, a radius past half
 * the side, one pixel):
 *   - a translucent colour is blended exactly once on every pixel it
 *     covers (the pieces share no pixel, none left out inside), so every
 *     pixel is the background or the one blend;
 *   - nothing outside the rectangle is touched;
 *   - the straight parts are covered whole: every pixel at least the
 *     radius from both of a corner's sides;
 *   - a corner is round: its covered pixels within one pixel's worth of
 *     the quarter disc's area plus the square's outside the arc, and the
 *     corner pixel itself left empty for a radius of 4 or more;
 *   - an opaque colour covers the same pixels as a translucent one.
 */
#include <stdlib.h>

#include "../../src/front/kit/kit.h"
#include "../unit/check.h"

#define W 160
#define H 120

static Uint32 pixel(SDL_Surface *s, int x, int y)
{
    return ((Uint32 *)((Uint8 *)s->pixels + y * s->pitch))[x];
}

/* Draw rc with radius rad in colour c over black; the count of pixels
 * that are not black, and of those that are not the one blend (want). */
static int draw(SDL_Surface *s, SDL_Renderer *r, SDL_Rect rc, int rad,
                SDL_Color c, int *odd, int *outside)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(r, 0, 0, 0, 255);
    SDL_RenderClear(r);
    kit_round(r, rc, rad, c);
    SDL_RenderFlush(r);
    Uint32 black = SDL_MapRGB(s->format, 0, 0, 0);
    Uint32 want = SDL_MapRGB(s->format, (Uint8)(c.r * c.a / 255),
                             (Uint8)(c.g * c.a / 255), (Uint8)(c.b * c.a / 255));
    int n = 0;
    *odd = *outside = 0;
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) {
            Uint32 p = pixel(s, x, y);
            if (p == black) {
                continue;
            }
            n++;
            SDL_Point pt = {x, y};
            if (!SDL_PointInRect(&pt, &rc)) {
                (*outside)++;
            }
            /* SDL's blend rounds: a channel within 1 of the one blend */
            Uint8 pr, pg, pb, wr, wg, wb;
            SDL_GetRGB(p, s->format, &pr, &pg, &pb);
            SDL_GetRGB(want, s->format, &wr, &wg, &wb);
            if (abs(pr - wr) > 1 || abs(pg - wg) > 1 || abs(pb - wb) > 1) {
                (*odd)++;
            }
        }
    }
    return n;
}

static void one(SDL_Surface *s, SDL_Renderer *r, SDL_Rect rc, int radius)
{
    CHECK_CASE();
    SDL_Color half = {200, 120, 40, 128}, solid = {200, 120, 40, 255};
    int odd, outside, odd2, outside2;
    int n = draw(s, r, rc, radius, half, &odd, &outside);
    CHECK(odd == 0, "%dx%d+%d+%d radius %d: %d pixels blended other than once",
          rc.w, rc.h, rc.x, rc.y, radius, odd);
    CHECK(outside == 0, "%dx%d radius %d: %d pixels outside", rc.w, rc.h,
          radius, outside);
    int rad = radius;
    if (rad * 2 > rc.w) {
        rad = rc.w / 2;
    }
    if (rad * 2 > rc.h) {
        rad = rc.h / 2;
    }
    rad = rad < 0 ? 0 : rad;
    /* the straight parts whole */
    int holes = 0;
    for (int y = rc.y; y < rc.y + rc.h; y++) {
        for (int x = rc.x; x < rc.x + rc.w; x++) {
            bool in_x = x >= rc.x + rad && x < rc.x + rc.w - rad;
            bool in_y = y >= rc.y + rad && y < rc.y + rc.h - rad;
            if ((in_x || in_y) && pixel(s, x, y) == SDL_MapRGB(s->format, 0, 0, 0)) {
                holes++;
            }
        }
    }
    CHECK(holes == 0, "%dx%d radius %d: %d holes in the straight parts", rc.w,
          rc.h, radius, holes);
    /* the corners round: area within a pixel's worth per arc step */
    double corner = rad * rad * (1.0 - 3.14159265 / 4.0); /* outside the arc */
    double want = (double)rc.w * rc.h - 4.0 * corner;
    double slack = 4.0 * (2.0 * rad + 2.0);
    CHECK(n >= want - slack && n <= want + slack,
          "%dx%d radius %d: %d pixels covered, want about %.0f", rc.w, rc.h,
          radius, n, want);
    if (rad >= 4) { /* at 3 SDL's rasterizer fills it (the fan from the middle did too) */
        CHECK(pixel(s, rc.x, rc.y) == SDL_MapRGB(s->format, 0, 0, 0),
              "%dx%d radius %d: the top-left corner pixel is left", rc.w, rc.h,
              radius);
    }
    /* opaque: the same pixels */
    int m = draw(s, r, rc, radius, solid, &odd2, &outside2);
    CHECK(m == n, "%dx%d radius %d: opaque covers %d pixels, translucent %d",
          rc.w, rc.h, radius, m, n);
}

int main(void)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32,
                                                    SDL_PIXELFORMAT_ARGB8888);
    SDL_Renderer *r = s ? SDL_CreateSoftwareRenderer(s) : NULL;
    CHECK(r != NULL, "a software renderer: %s", SDL_GetError());
    if (!r) {
        return check_done("round");
    }
    SDL_Rect fixed[] = {{10, 10, 100, 60}, {5, 7, 31, 31}, {0, 0, 1, 1},
                        {20, 20, 40, 9}, {3, 3, 9, 80}, {1, 2, 150, 110}};
    int radii[] = {12, 15, 4, 30, 0, 55};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        one(s, r, fixed[i], radii[i]);
    }
    srand((unsigned)check_seed("round", 20261129));
    for (int i = 0; i < 300; i++) {
        SDL_Rect rc = {rand() % 40, rand() % 30, 1 + rand() % 110, 1 + rand() % 80};
        one(s, r, rc, rand() % 40);
    }
    SDL_DestroyRenderer(r);
    SDL_FreeSurface(s);
    return check_done("round");
}
