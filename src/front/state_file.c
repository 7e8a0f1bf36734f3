/* state_file.c - the state file (--state-file, docs/formats.md): the
 * game's state and the window's screen, its controls and notices, written
 * after every change and once a second for the end-to-end tests. */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "audio.h"
#include "assets.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "prefs.h"
#include "session.h"
#include "lang.h"
#include "seen.h"
#include "pad.h"
#include "keys.h"
#include "speech.h"
#include "transition.h"

/* The controls on show (and the board's tiles) smaller than a finger's
 * 7 mm on a 7-inch 1280x800 screen, 40 points each way: the state file's
 * "touch_small", their ids ("tiles" for the board's). */
enum { TOUCH_MIN = 40 };

/* What the window's members are written from. */
typedef struct state_ctx {
    front_app *a;
    char small[512]; /* touch_small's list, JSON strings */
} state_ctx;

/* The window's own members: its size, the frames shown, what the
 * pointer is over, the texts and marks of the last frame. */
static void front_state_json(FILE *f, void *ctx)
{
    const state_ctx *c = ctx;
    const front_app *a = c->a;
    /* pixels a point, across and down */
    double sx = 1.0 / front_x_to_window(a, 1.0);
    double sy = 1.0 / front_y_to_window(a, 1.0);
    fprintf(f, ",\"window\":{\"w\":%d,\"h\":%d},\"pixels\":{\"w\":%d,\"h\":%d}"
               ",\"frame\":%ld", a->win_w, a->win_h, a->pix_w, a->pix_h,
            seen_frames());
    fprintf(f, ",\"input\":\"%s\",\"pads\":%d", pad_input(a), pad_count(a));
    fprintf(f, ",\"touch_small\":[%s]", c->small);
    fputs(",\"hover\":", f);
    if (seen_hover()) {
        game_json_string(f, seen_hover());
    } else {
        fputs("null", f);
    }
    seen_json(f, sx, sy);
    speech_json(a->svc.speech, f);
    audio_json(a->svc.audio, f);
    ghost_json(a, f);
}

/* What the pointer is over, as the screen hit-tests it: the control its
 * menu has under the pointer, else what the screen names at window point
 * (wx, wy) (a tile); wx < 0 for where the pointer is now. A motion
 * event's own point, not the mouse's state: events queued behind it have
 * moved that already. */
static void front_state_hover(front_app *a, const ui_menu *m, int wx, int wy)
{
    seen_set_hover(NULL);
    if (SDL_GetMouseFocus() != a->win) {
        return;
    }
    int i = m ? ui_menu_hover(m, a) : -1;
    if (i >= 0) {
        seen_set_hover(m->sid[i]);
        return;
    }
    int px, py;
    char what[48];
    if (wx < 0) {
        SDL_GetMouseState(&wx, &wy);
    }
    front_mouse_to_pixels(a, wx, wy, &px, &py);
    if (a->screen && a->screen->hover &&
        a->screen->hover(a, px, py, what, sizeof what)) {
        seen_set_hover(what);
    }
}

void front_note_pointer(front_app *a, int wx, int wy)
{
    if (!seen_enabled() || !a->screen) {
        return;
    }
    const ui_menu *m = a->screen->menu ? a->screen->menu(a) : NULL;
    front_state_hover(a, m, wx, wy);
    seen_pointer(wx, wy, seen_hover());
    front_write_state(a);
}

/* One more id on the list, when it fits whole. */
static size_t state_small_add(char *list, size_t cap, size_t n, const char *id)
{
    char one[64];
    int k = snprintf(one, sizeof one, "%s\"%s\"", n ? "," : "", id);
    if (k <= 0 || (size_t)k >= sizeof one || n + (size_t)k >= cap) {
        return n;
    }
    memcpy(list + n, one, (size_t)k + 1);
    return n + (size_t)k;
}

static void state_touch_small(state_ctx *c, const game_view *v, double cell)
{
    size_t n = 0;
    c->small[0] = '\0';
    for (int i = 0; i < v->nbuttons; i++) {
        const game_button *b = &v->buttons[i];
        if (b->id && (b->w < TOUCH_MIN || b->h < TOUCH_MIN)) {
            n = state_small_add(c->small, sizeof c->small, n, b->id);
        }
    }
    if (cell > 0 && cell < TOUCH_MIN) {
        state_small_add(c->small, sizeof c->small, n, "tiles");
    }
}

void front_write_state(front_app *a)
{
    if (!diag(a)->state_file || !a->ses) {
        return;
    }
    game_rect rect = {0, 0, 0, 0};
    if (game_get_board(session_game(a->ses))) {
        rect.x = front_x_to_window(a, play(a)->lay.bx);
        rect.y = front_y_to_window(a, play(a)->lay.by);
        rect.cell_w = front_x_to_window(a, play(a)->lay.cell);
        rect.cell_h = front_y_to_window(a, play(a)->lay.cell);
    }
    game_button buttons[UI_MAX_ITEMS];
    game_view v = {.rect = &rect,
                   .view = a->screen ? a->screen->name : "none",
                   .can_continue = front_can_continue(a),
                   .buttons = buttons,
                   .lang = lang_current(),
                   .clipped = diag(a)->clipped[0] ? diag(a)->clipped : NULL,
                   .overlap = diag(a)->overlap[0] ? diag(a)->overlap : NULL,
                   .settings = prefs(a)->set,
                   .events = diag(a)->events};
    const ui_menu *m = a->screen && a->screen->menu ? a->screen->menu(a)
                                                    : NULL;
    if (m) {
        v.nbuttons = ui_menu_buttons(m, a, buttons, UI_MAX_ITEMS);
    }
    front_state_hover(a, m, -1, -1);
    state_ctx ctx = {.a = a};
    v.front_json = front_state_json;
    v.front_ctx = &ctx;
    if (play(a)->anim.notice_until) {
        v.notice = play(a)->anim.notice; /* the toast on show */
    }
    remember_applied(a, &v);
    daily_view(a, &v);
    if (game_get_board(session_game(a->ses))) {
        v.face_px = atlas_face_px(); /* the faces' source and drawn size */
        v.tile_px = draw_face_px(play(a)->lay.cell);
    }
    if (a->screen && a->screen->view) {
        a->screen->view(a, &v);
    }
    static char effects[160]; /* the screen's, and a change of screen */
    v.effects = trans_effects(a, v.effects, effects, sizeof effects);
    bool board_shown = a->screen && (a->screen->keys & KEYS_PLAY);
    state_touch_small(&ctx, &v, board_shown ? rect.cell_w : 0);
    char err[512];
    if (game_write_state(session_game(a->ses), &v, diag(a)->state_file, err,
                         sizeof err) != 0) {
        static bool told;
        if (!told) {
            front_error("%s\n", err);
            told = true;
        }
    }
    diag(a)->last_state_write = SDL_GetTicks();
}
