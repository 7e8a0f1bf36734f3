/* state_file.c - the state file (--state-file, docs/formats.md): the
 * game's state and the window's screen, its controls and notices, written
 * after every change and once a second for the end-to-end tests. */
#include <stdio.h>

#include "app.h"
#include "assets.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "prefs.h"
#include "session.h"
#include "lang.h"

void front_write_state(front_app *a)
{
    if (!diag()->state_file || !a->ses) {
        return;
    }
    game_rect rect = {0, 0, 0, 0};
    if (game_get_board(session_game(a->ses))) {
        float s = a->scale > 0 ? a->scale : 1.0f;
        rect.x = play()->lay.bx / s;
        rect.y = play()->lay.by / s;
        rect.cell_w = play()->lay.cell / s;
        rect.cell_h = play()->lay.cell / s;
    }
    game_button buttons[UI_MAX_ITEMS];
    game_view v = {.rect = &rect,
                   .view = a->screen ? a->screen->name : "none",
                   .can_continue = front_can_continue(a),
                   .buttons = buttons,
                   .lang = lang_current(),
                   .clipped = diag()->clipped[0] ? diag()->clipped : NULL,
                   .overlap = diag()->overlap[0] ? diag()->overlap : NULL,
                   .settings = prefs()->set,
                   .events = diag()->events};
    if (a->screen && a->screen->menu) {
        v.nbuttons = ui_menu_buttons(a->screen->menu(a), a, buttons,
                                     UI_MAX_ITEMS);
    }
    if (play()->anim.notice_until) {
        v.notice = play()->anim.notice; /* the toast on show */
    }
    remember_applied(a, &v);
    daily_view(a, &v);
    if (game_get_board(session_game(a->ses))) {
        v.face_px = atlas_face_px(); /* the faces' source and drawn size */
        v.tile_px = draw_face_px(play()->lay.cell);
    }
    if (a->screen && a->screen->view) {
        a->screen->view(a, &v);
    }
    char err[512];
    if (game_write_state(session_game(a->ses), &v, diag()->state_file, err,
                         sizeof err) != 0) {
        static bool told;
        if (!told) {
            front_error("%s\n", err);
            told = true;
        }
    }
    diag()->last_state_write = SDL_GetTicks();
}
