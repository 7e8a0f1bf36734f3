/* scale.h - window points and drawable pixels on a high-density display.
 *
 * SDL gives pointer and touch positions in window points (the window's size
 * as the desktop sees it, win_w x win_h); the game draws in the drawable's
 * pixels (pix_w x pix_h: twice as many each way at a scale of 2, one and a
 * half at 150%). Pure C, no SDL: tests/unit/test_scale.c checks it at
 * scales 1, 1.5 and 2.
 *
 * A window point covers the pixels from x * s to (x + 1) * s (s = pix_w /
 * win_w); it maps to the pixel under its centre, so the pixel found always
 * lies in the point's own area, and at a scale of 1 a point is its pixel.
 * Back the other way (what the state file reports: a tile's rectangle in
 * window points) a pixel position divides by the scale, in doubles: the
 * centre of a rectangle reported so, rounded to a point, maps back inside
 * the rectangle whenever it is at least one point across. */
#ifndef LLK_FRONT_SCALE_H
#define LLK_FRONT_SCALE_H

typedef struct {
    int win_w, win_h; /* the window, in points (what mouse events say) */
    int pix_w, pix_h; /* the drawable, in pixels (what is drawn) */
} scale_sizes;

/* The pixel under window point (wx, wy), clamped to the drawable (a
 * pointer held outside the window while a button is down reports points
 * past its edges: they clamp to the edge pixel). A size of 0 (no window
 * yet) maps a point to itself. */
void scale_to_pixels(const scale_sizes *s, int wx, int wy, int *px, int *py);

/* A pixel position (or length) in window points, across and down. */
double scale_x_to_window(const scale_sizes *s, double px);
double scale_y_to_window(const scale_sizes *s, double py);

#endif
