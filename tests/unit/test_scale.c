/* test_scale.c - window points and drawable pixels (src/front/scale.h,
 * issue 46's high-density displays) at scales 1, 1.5 and 2 and window
 * sizes from 1x1 to 1920x1080, odd ones among them:
 *   - every point of the window maps to a pixel of the drawable that lies
 *     in the point's own area, in order, no two points to one pixel, and
 *     at a scale of 1 each point to itself;
 *   - a pixel's centre, back in points, lies in the point that maps to it;
 *   - a rectangle of pixels reported in points (the state file's tiles and
 *     buttons), its centre rounded to a point either way (half up, or half
 *     to even as Python's round() does), maps back inside the rectangle,
 *     for random rectangles more than two points across;
 *   - points outside the window clamp to the edge pixels; no window yet
 *     (sizes 0) maps a point to itself.
 * Prints its seed; LLK_SEED=N replays it. */
#include <fenv.h>
#include <math.h>
#include <stdio.h>

#include "../../src/front/scale.h"
#include "check.h"
#include "llk/rng.h"

static const struct {
    int win_w, win_h;
} sizes[] = {{1, 1}, {3, 2}, {640, 400}, {641, 401}, {1023, 701},
             {1024, 700}, {1280, 800}, {1920, 1080}};

/* num/den: the scale (1, 3/2, 2). */
static const int scales[][2] = {{1, 1}, {3, 2}, {2, 1}};

/* Point p of a window of `win` points maps into a drawable of `pix`
 * pixels: pixel q lies in the point's area [p*pix/win, (p+1)*pix/win). */
static void one_axis(const scale_sizes *s, bool across, int win, int pix, int num,
                     int den)
{
    int last = -1;
    for (int p = 0; p < win; p++) {
        int qx, qy;
        scale_to_pixels(s, across ? p : 0, across ? 0 : p, &qx, &qy);
        int q = across ? qx : qy;
        CHECK(q >= 0 && q < pix, "point %d of %d -> pixel %d of %d", p, win, q, pix);
        /* the pixel [q, q+1) meets the point's area [p*pix/win, (p+1)*pix/win) */
        CHECK((long long)q * win < (long long)(p + 1) * pix &&
                  (long long)(q + 1) * win > (long long)p * pix,
              "point %d (of %d) -> pixel %d (of %d): outside its area", p, win, q, pix);
        CHECK(q > last, "points %d and %d -> pixels %d, %d: not in order", p - 1, p,
              last, q);
        if (num == den) {
            CHECK_INT(q, p);
        }
        double back = across ? scale_x_to_window(s, q + 0.5) : scale_y_to_window(s, q + 0.5);
        CHECK(back >= p && back <= p + 1, "pixel %d's centre is point %.3f, not in %d",
              q, back, p);
        last = q;
    }
}

/* A random rectangle of pixels more than two points across, reported in
 * points; its centre rounded to a point maps back inside it. */
static void rect_case(const scale_sizes *s, llk_rng *rng, int num, int den)
{
    int min_w = 2 * num / den + 1;
    if (s->pix_w <= min_w || s->pix_h <= min_w) {
        return;
    }
    CHECK_CASE();
    int w = min_w + (int)llk_rng_below(rng, (uint32_t)(s->pix_w - min_w));
    int h = min_w + (int)llk_rng_below(rng, (uint32_t)(s->pix_h - min_w));
    int x = (int)llk_rng_below(rng, (uint32_t)(s->pix_w - w + 1));
    int y = (int)llk_rng_below(rng, (uint32_t)(s->pix_h - h + 1));
    double cx = scale_x_to_window(s, x) + scale_x_to_window(s, w) / 2;
    double cy = scale_y_to_window(s, y) + scale_y_to_window(s, h) / 2;
    int ways[2][2] = {{(int)floor(cx + 0.5), (int)floor(cy + 0.5)},
                      {(int)nearbyint(cx), (int)nearbyint(cy)}};
    for (int i = 0; i < 2; i++) {
        int px, py;
        scale_to_pixels(s, ways[i][0], ways[i][1], &px, &py);
        CHECK(px >= x && px < x + w && py >= y && py < y + h,
              "scale %d/%d, %dx%d: rect %d,%d %dx%d, centre (%d,%d) -> (%d,%d) outside",
              num, den, s->win_w, s->win_h, x, y, w, h, ways[i][0], ways[i][1], px, py);
    }
}

int main(void)
{
    uint64_t seed = check_seed("test_scale", 46150);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    fesetround(FE_TONEAREST);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
            int num = scales[k][0], den = scales[k][1];
            scale_sizes s = {sizes[i].win_w, sizes[i].win_h, sizes[i].win_w * num / den,
                             sizes[i].win_h * num / den};
            CHECK_CASE();
            one_axis(&s, true, s.win_w, s.pix_w, num, den);
            one_axis(&s, false, s.win_h, s.pix_h, num, den);
            for (int n = 0; n < 2000; n++) {
                rect_case(&s, &rng, num, den);
            }
            int px, py;
            scale_to_pixels(&s, -5, -1, &px, &py);
            CHECK(px == 0 && py == 0, "(-5,-1) -> (%d,%d), not the corner", px, py);
            scale_to_pixels(&s, s.win_w + 7, s.win_h, &px, &py);
            CHECK(px == s.pix_w - 1 && py == s.pix_h - 1,
                  "past the far corner -> (%d,%d), not (%d,%d)", px, py, s.pix_w - 1,
                  s.pix_h - 1);
        }
    }
    scale_sizes none = {0, 0, 0, 0};
    int px, py;
    scale_to_pixels(&none, 12, 34, &px, &py);
    CHECK(px == 12 && py == 34, "no window yet: (12,34) -> (%d,%d)", px, py);
    CHECK(scale_x_to_window(&none, 5.5) == 5.5 && scale_y_to_window(&none, 2) == 2,
          "no window yet: pixels are points");
    return check_done("test_scale");
}
