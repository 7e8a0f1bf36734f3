/* tile_body.c - the tile's body from its vector description
 * (src/front/tile_body.c; tests/cli/test_tile_body.sh), rasterised at
 * every size from 8 to 200 px in both looks (sanitized: to 64, then every
 * seventh and 200), no window:
 *   - the face is a square at the top left, face = size - depth, and its
 *     inside (within the outline and the bevel, away from the rounded
 *     corners) is the face's cream, whole and opaque: the thickness never
 *     lies inside the face (its square less the corners' squares, where
 *     the side shows round the rounded corner);
 *   - the thickness lies outside it: the side's colour right of the
 *     face's right edge at mid-height, the foot's below its foot, none of
 *     either inside the face's square, as many side pixels as the side's
 *     width times most of the face's height;
 *   - the outline's colour on the face's left edge, as wide as the
 *     token says (3 px or more in high contrast, black there);
 *   - the corners the sweep leaves (top right, bottom left) transparent
 *     (from 12 px: below, the corner's pixel is partly covered);
 *   - the shadow: opaque-most under the body, falling off to nothing
 *     outside it, never above the token's alpha, monotone going right
 *     from the body's side at mid-height.
 */
#include <stdlib.h>

#include "../../src/front/draw.h"
#include "../unit/check.h"

static SDL_Color at(const Uint32 *px, int w, int x, int y)
{
    Uint32 v = px[y * w + x];
    return (SDL_Color){(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v,
                       (Uint8)(v >> 24)};
}

static bool same(SDL_Color a, SDL_Color b)
{
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

static void body(int size, bool high)
{
    Uint32 *px = malloc((size_t)size * size * 4);
    if (!px) {
        CHECK(0, "memory");
        return;
    }
    CHECK_CASE();
    kit_set_high_contrast(high);
    tile_body_raster(px, size, high);
    tile_geom g;
    tile_geom_of(size, &g);
    SDL_Color face = kit_color(KIT_TILE_FACE), side = kit_color(KIT_TILE_SIDE),
              foot = kit_color(KIT_TILE_FOOT), edge = kit_color(KIT_TILE_EDGE);
    const char *look = high ? "high" : "normal";
    CHECK(g.face + g.depth == size, "%s %d: face %d + depth %d", look, size,
          g.face, g.depth);
    /* the face's inside: cream, whole */
    int in = g.outline + (high ? 0 : g.bevel), bad = 0;
    for (int y = in + g.radius; y < g.face - in - g.radius; y++) {
        for (int x = in + g.radius; x < g.face - in - g.radius; x++) {
            bad += !same(at(px, size, x, y), face);
        }
    }
    CHECK(bad == 0, "%s %d: %d pixels inside the face not its cream", look,
          size, bad);
    /* no thickness inside the face's square */
    int inside = 0, sides = 0;
    for (int y = 0; y < size; y++) {
        for (int x = 0; x < size; x++) {
            SDL_Color c = at(px, size, x, y);
            bool thick = same(c, side) || same(c, foot);
            /* the face's square less its rounded corners' squares */
            bool cx = x < g.radius || x >= g.face - g.radius;
            bool cy = y < g.radius || y >= g.face - g.radius;
            if (x < g.face && y < g.face && !(cx && cy)) {
                inside += thick;
            }
            sides += same(c, side) && x >= g.face;
        }
    }
    CHECK(inside == 0, "%s %d: %d pixels of thickness inside the face", look,
          size, inside);
    int wide = g.depth - g.outline; /* the side's width inside the outline */
    if (wide >= 1) {
        int mid = g.face / 2;
        CHECK(same(at(px, size, g.face, mid), side),
              "%s %d: the side right of the face", look, size);
        CHECK(same(at(px, size, mid, g.face), foot),
              "%s %d: the foot below the face", look, size);
        CHECK(sides >= wide * g.face * 2 / 3, "%s %d: %d side pixels (%d wide)",
              look, size, sides, wide);
    }
    /* the outline on the face's left edge */
    for (int x = 0; x < g.outline; x++) {
        CHECK(same(at(px, size, x, g.face / 2), edge),
              "%s %d: outline at x %d", look, size, x);
    }
    CHECK(!high || (g.outline >= 3 && edge.r == 0 && edge.g == 0 && edge.b == 0),
          "%s %d: high contrast's outline black, 3 px or more (%d)", look, size,
          g.outline);
    /* the corners the sweep leaves */
    CHECK(size < 12 ||
              (at(px, size, size - 1, 0).a == 0 && at(px, size, 0, size - 1).a == 0),
          "%s %d: the top-right and bottom-left corners empty", look, size);
    free(px);
}

static void shadow(int size)
{
    int sp = tile_shadow_spread(size), w = size + 2 * sp;
    Uint32 *px = malloc((size_t)w * w * 4);
    if (!px) {
        CHECK(0, "memory");
        return;
    }
    CHECK_CASE();
    tile_shadow_raster(px, size);
    Uint8 most = kit_color(KIT_SHADOW).a, top = 0;
    for (int i = 0; i < w * w; i++) {
        Uint8 a = (Uint8)(px[i] >> 24);
        top = a > top ? a : top;
    }
    CHECK(top == most, "shadow %d: at most and at full %d under the body (%d)",
          size, most, top);
    int y = sp + size / 2, mono = 1;
    for (int x = sp + size - 1; x + 1 < w; x++) {
        mono &= (px[y * w + x + 1] >> 24) <= (px[y * w + x] >> 24);
    }
    CHECK(mono, "shadow %d: falling off outward", size);
    CHECK((px[y * w + w - 1] >> 24) == 0 && (px[0] >> 24) == 0,
          "shadow %d: nothing at its edge", size);
    /* soft: more than two levels between full and nothing */
    int levels = 0;
    for (int x = sp + size, last = -1; x < w; x++) {
        int a = (int)(px[y * w + x] >> 24);
        levels += a != last && a > 0 && a < most;
        last = a;
    }
    CHECK(levels >= 2 || sp < 3, "shadow %d: %d steps between", size, levels);
    free(px);
}

int main(void)
{
    /* (sanitized: every size to 64, then every seventh and 200) */
    int step = check_sanitized() ? 7 : 1;
    for (int size = 8; size <= 200; size = size < 64 || size == 200 ? size + 1
                                             : size + step > 200 ? 200 : size + step) {
        body(size, false);
        body(size, true);
        shadow(size);
    }
    kit_set_high_contrast(false);
    return check_done("tile_body");
}
