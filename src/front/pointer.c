/* pointer.c - the pointer's position in window coordinates (what mouse
 * events give) converted to drawable pixels (app.h): a service below the
 * screens, which the screens, the bar and the kit's menus call. */
#include "app.h"

void front_mouse_to_pixels(const front_app *a, int wx, int wy, int *px,
                           int *py)
{
    *px = (int)((float)wx * a->scale);
    *py = (int)((float)wy * (a->win_h > 0 ? (float)a->pix_h / (float)a->win_h
                                          : 1.0f));
}
