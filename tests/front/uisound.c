/* uisound.c - the kit's three interface sounds (src/front/kit/menu.c,
 * issue 44; tests/cli/test_uisound.sh), counted as asked for
 * (audio_asked_count: no sound device, no window):
 *   - move: a key moving the focus (the first key focusing the first
 *     control; an arrow, Tab, Home, End), once each;
 *   - never move for the pointer: a hover moves the focus silently, and
 *     a key that moves nothing (an arrow at a lone control) is silent;
 *   - accept: Enter on a button, a click on one, Left/Right stepping a
 *     choice; not a slider stepped (the effects' volume plays its own);
 *   - back: Escape, on a menu with controls and on an empty one;
 *   - each event asks for one sound at most, and for the right one. */
#include <stdio.h>
#include <string.h>

#include "../../src/front/app.h"
#include "../../src/front/audio.h"
#include "../../src/front/kit/kit.h"
#include "../unit/check.h"

/* nav.c's and main.c's, not linked here (nothing here navigates) */
void front_goto(front_app *a, const front_screen *s)
{
    a->screen = s;
}

void front_toggle_fullscreen(front_app *a)
{
    (void)a;
}

static front_app app;
static unsigned before[SND_COUNT];

static unsigned count(front_sound s)
{
    return audio_asked_count(app.svc.audio, s);
}

static void mark(void)
{
    for (int s = 0; s < SND_COUNT; s++) {
        before[s] = count((front_sound)s);
    }
}

/* The sounds asked for since mark(): move, accept and back as 3 digits,
 * 9 when any other was asked. */
static int asked(void)
{
    int other = 0;
    for (int s = 0; s < SND_COUNT; s++) {
        if (s != SND_UI && s != SND_UI_MOVE && s != SND_UI_BACK) {
            other += count((front_sound)s) != before[s];
        }
    }
    if (other) {
        return 999;
    }
    return (int)(count(SND_UI_MOVE) - before[SND_UI_MOVE]) * 100 +
           (int)(count(SND_UI) - before[SND_UI]) * 10 +
           (int)(count(SND_UI_BACK) - before[SND_UI_BACK]);
}

static int last_id; /* what the last event gave */

static int key(ui_menu *m, SDL_Keycode sym, SDL_Scancode sc)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = sc;
    bool changed;
    mark();
    last_id = ui_menu_event(m, &app, &e, &changed);
    return asked();
}

static int pointer(ui_menu *m, Uint32 type, int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = type;
    bool changed;
    if (type == SDL_MOUSEMOTION) {
        e.motion.x = x;
        e.motion.y = y;
        e.motion.xrel = 3;
    } else {
        e.button.x = x;
        e.button.y = y;
        e.button.button = SDL_BUTTON_LEFT;
    }
    mark();
    ui_menu_event(m, &app, &e, &changed);
    return asked();
}

/* Three buttons, a choice and a slider in a column, 30 px apart. */
static void build(ui_menu *m)
{
    static const char *const sids[] = {"a", "b", "c", "choice", "slider"};
    ui_menu_clear(m, 1);
    for (int i = 0; i < 5; i++) {
        ui_menu_add(m, "x", i, sids[i]);
        if (i == 3) {
            ui_menu_choice(m, 0, 3, "one", NULL);
        } else if (i == 4) {
            ui_menu_slider(m, 50, 0, 100, 10, "50");
        }
        m->rect[m->n - 1] = (SDL_Rect){0, i * 30, 100, 20};
    }
}

int main(void)
{
    app.svc.audio = audio_open("", false); /* no device: counted only */
    ui_menu m = {0};
    build(&m);
    ui_menu_focus_none(&m);
    build(&m);
    CHECK_INT(key(&m, SDLK_DOWN, SDL_SCANCODE_DOWN), 100); /* the first key: focus 0 */
    CHECK_INT(m.focus, 0);
    CHECK_INT(key(&m, SDLK_DOWN, SDL_SCANCODE_DOWN), 100);
    CHECK_INT(m.focus, 1);
    CHECK_INT(key(&m, SDLK_TAB, SDL_SCANCODE_TAB), 100);
    CHECK_INT(key(&m, SDLK_END, SDL_SCANCODE_END), 100);
    CHECK_INT(key(&m, SDLK_HOME, SDL_SCANCODE_HOME), 100);
    CHECK_INT(m.focus, 0);
    CHECK_INT(key(&m, SDLK_HOME, SDL_SCANCODE_HOME), 0); /* there already */
    CHECK_INT(key(&m, SDLK_RETURN, SDL_SCANCODE_RETURN), 10);
    CHECK_INT(key(&m, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE), 1);
    /* the pointer: hovers move the focus without a sound; a click accepts */
    int silent = 0;
    for (int y = 5; y < 150; y += 7) {
        silent += pointer(&m, SDL_MOUSEMOTION, 50, y) != 0;
    }
    CHECK(silent == 0, "%d hovers made a sound", silent);
    CHECK_INT(pointer(&m, SDL_MOUSEMOTION, 50, 35), 0);
    CHECK_INT(m.focus, 1); /* the hover moved it */
    CHECK_INT(pointer(&m, SDL_MOUSEBUTTONDOWN, 50, 35), 10);
    CHECK_INT(pointer(&m, SDL_MOUSEBUTTONUP, 50, 35), 0);
    /* a choice steps with Left/Right and accepts; a slider is silent */
    ui_menu_focus_id(&m, 3);
    CHECK_INT(key(&m, SDLK_RIGHT, SDL_SCANCODE_RIGHT), 10);
    CHECK_INT(key(&m, SDLK_DOWN, SDL_SCANCODE_DOWN), 100);
    CHECK_INT(m.id[m.focus], 4);
    CHECK_INT(key(&m, SDLK_RIGHT, SDL_SCANCODE_RIGHT), 0);
    CHECK_INT(last_id, 4); /* stepped all the same */
    /* a lone control: an arrow moves nothing, silent */
    ui_menu_clear(&m, 1);
    ui_menu_add(&m, "x", 0, "a");
    m.rect[0] = (SDL_Rect){0, 0, 100, 20};
    ui_menu_focus_id(&m, 0);
    CHECK_INT(key(&m, SDLK_DOWN, SDL_SCANCODE_DOWN), 0);
    /* no controls: Escape still goes back */
    ui_menu_clear(&m, 1);
    CHECK_INT(key(&m, SDLK_ESCAPE, SDL_SCANCODE_ESCAPE), 1);
    CHECK_INT(key(&m, SDLK_DOWN, SDL_SCANCODE_DOWN), 0);
    audio_close(app.svc.audio);
    return check_done("uisound");
}
