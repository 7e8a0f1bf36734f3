/* pointer.c - the pointer's position in window coordinates (what mouse
 * events give) converted to drawable pixels (app.h) and back: a service
 * below the screens, which the screens, the bar and the kit's menus call.
 * The arithmetic is scale.c's (tested at scales 1, 1.5 and 2). */
#include "app.h"
#include "scale.h"

static scale_sizes pointer_sizes(const front_app *a)
{
    scale_sizes s = {a->win_w, a->win_h, a->pix_w, a->pix_h};
    return s;
}

void front_mouse_to_pixels(const front_app *a, int wx, int wy, int *px,
                           int *py)
{
    scale_sizes s = pointer_sizes(a);
    scale_to_pixels(&s, wx, wy, px, py);
}

double front_x_to_window(const front_app *a, double px)
{
    scale_sizes s = pointer_sizes(a);
    return scale_x_to_window(&s, px);
}

double front_y_to_window(const front_app *a, double py)
{
    scale_sizes s = pointer_sizes(a);
    return scale_y_to_window(&s, py);
}
