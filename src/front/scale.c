/* scale.c - window points and drawable pixels (scale.h). */
#include "scale.h"

/* One axis: the pixel under the centre of point p, in integers (no
 * rounding drift at 1.5): floor((p + 1/2) * pix / win). */
static int scale_axis(int p, int win, int pix)
{
    if (win <= 0 || pix <= 0) {
        return p;
    }
    if (p < 0) {
        return 0; /* left of or above the window */
    }
    long long q = ((2LL * p + 1) * pix) / (2LL * win);
    return q >= pix ? pix - 1 : (int)q;
}

void scale_to_pixels(const scale_sizes *s, int wx, int wy, int *px, int *py)
{
    *px = scale_axis(wx, s->win_w, s->pix_w);
    *py = scale_axis(wy, s->win_h, s->pix_h);
}

double scale_x_to_window(const scale_sizes *s, double px)
{
    return s->win_w > 0 && s->pix_w > 0 ? px * s->win_w / s->pix_w : px;
}

double scale_y_to_window(const scale_sizes *s, double py)
{
    return s->win_h > 0 && s->pix_h > 0 ? py * s->win_h / s->pix_h : py;
}
