/* state_file.c - the state file (--state-file, docs/formats.md): the
 * game's state and the window's screen, its controls and notices, written
 * after every change and once a second for the end-to-end tests. */
#include <stdio.h>

#include "front.h"
#include "lang.h"

void front_write_state(front_app *a)
{
    if (!a->state_file || !sess()->g) {
        return;
    }
    game_rect rect = {0, 0, 0, 0};
    if (game_get_board(sess()->g)) {
        float s = a->scale > 0 ? a->scale : 1.0f;
        rect.x = a->lay.bx / s;
        rect.y = a->lay.by / s;
        rect.cell_w = a->lay.cell / s;
        rect.cell_h = a->lay.cell / s;
    }
    game_button buttons[UI_MAX_ITEMS];
    game_view v = {.rect = &rect,
                   .view = a->screen ? a->screen->name : "none",
                   .can_continue = front_can_continue(a),
                   .buttons = buttons,
                   .lang = lang_current(),
                   .clipped = a->clipped[0] ? a->clipped : NULL,
                   .overlap = a->overlap[0] ? a->overlap : NULL,
                   .settings = prefs()->set,
                   .events = a->events};
    if (a->screen && a->screen->menu) {
        v.nbuttons = ui_menu_buttons(a->screen->menu(a), a, buttons,
                                     UI_MAX_ITEMS);
    }
    if (a->anim.notice_until) {
        v.notice = a->anim.notice; /* the toast on show */
    }
    remember_applied(a, &v);
    daily_view(a, &v);
    if (game_get_board(sess()->g)) {
        v.face_px = atlas_face_px(); /* the faces' source and drawn size */
        v.tile_px = draw_face_px(a->lay.cell);
    }
    if (a->screen && a->screen->view) {
        a->screen->view(a, &v);
    }
    char err[512];
    if (game_write_state(sess()->g, &v, a->state_file, err, sizeof err) != 0) {
        static bool told;
        if (!told) {
            front_error("%s\n", err);
            told = true;
        }
    }
    a->last_state_write = SDL_GetTicks();
}
