/* app.h - the application: the window, the renderer and their sizes,
 * the screen on show (nav.c), the session of the game in progress (its
 * rules: include/llk/session.h), and what a screen is. The state of each
 * screen, of the preferences
 * (prefs.h), of the play screen (play.h) and of the diagnostics (diag.h)
 * lives with its module, never here.
 *
 * Screens are structs of callbacks (enter, leave, event, update, draw),
 * one file per screen (screens.h lists them). */
#ifndef FRONT_APP_H
#define FRONT_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "kit/kit.h"
#include "llk/game.h"
#include "llk/session.h"

typedef struct front_app front_app;
typedef struct front_screen front_screen;

struct front_screen {
    const char *name; /* "menu", "help", "playing", ...: the state file's
                         "view" (front_write_state) */
    unsigned keys;    /* the key table's scope it takes keys in (KEYS_PLAY,
                         KEYS_PAUSE: keys.h); 0 a screen of controls. A
                         pad's buttons become its keys (pad.c). */
    int tier;         /* its place under the title, for the direction of
                         a change of screen (transition.c): the title 1,
                         what it opens 2, what those open 3; 0 (unset)
                         not on that tree: a change to or from it fades */
    /* prev: the screen it came from (NULL at start), the back target of
     * a screen that has one */
    void (*enter)(front_app *a, const front_screen *prev);
    void (*leave)(front_app *a);
    void (*event)(front_app *a, const SDL_Event *e);
    /* Advance animations; return true while something moves. */
    bool (*update)(front_app *a, Uint32 now);
    void (*draw)(front_app *a);
    /* The buttons on show, laid out for the current size (the state
     * file's "buttons"); NULL: none. */
    const ui_menu *(*menu)(front_app *a);
    /* Fill in what else the screen shows (the state file's "notice",
     * "entry"); NULL: nothing. */
    void (*view)(front_app *a, game_view *v);
    /* What the pointer at pixel (px, py) is over besides the menu's
     * controls, as a click there would take it (a tile: "cell:R,C"), into
     * out; false: nothing (the state file's "hover"). NULL: nothing. */
    bool (*hover)(front_app *a, int px, int py, char *out, size_t len);
    /* What speech says of the screen when it is entered, instead of its
     * title (NULL: the title; speak.c). */
    const char *(*spoken)(const front_app *a);
    /* The screen front_goto shows when this one is asked for: a card
     * before it (the play screen's: the deal of the day's rule, a shift
     * met for the first time), or itself. NULL: itself. */
    const front_screen *(*instead)(front_app *a);
    /* Whether the play loop goes on while it shows, entered from prev
     * (the play screen, the pause screen, Help over the game); NULL: the
     * menu's loop (nav.c). */
    bool (*game_music)(front_app *a, const front_screen *prev);
};

/* The services below the screens, each an object of its own made by its
 * open (main.c, remember.c) and freed by its close, reached through the
 * app. NULL before its open (and in a test's app that makes none): each
 * module's functions then do nothing. */
typedef struct front_services {
    struct front_audio *audio;     /* the sound effects (audio.h) */
    struct front_music *music;     /* the music (theme.h) */
    struct front_signals *sig;     /* SIGTERM and SIGINT (signals.h) */
    struct front_desktop *desk;    /* the desktop's preferences (desktop.h) */
    struct front_speech *speech;   /* the screen reader (speech.h) */
    struct front_title_art *art;   /* the title's art (title_art.h) */
    struct front_padkeys *padkeys; /* the pads' buttons (padkeys.h) */
} front_services;

struct front_app {
    SDL_Window *win;
    SDL_Renderer *ren;
    int win_w, win_h;   /* window size, as mouse events see it */
    int pix_w, pix_h;   /* drawable size in pixels */
    bool running;
    bool dirty;         /* something changed: draw a frame */
    bool fullscreen;
    /* the fullscreen setting changed: 1 windowed, 2 fullscreen, 0 none
     * (main.c switches the window after the event: remember.c's apply
     * hook asks) */
    int fullscreen_asked;
    const front_screen *screen;
    Uint32 screen_since; /* when it came (front_goto): the clock charges
                            no time before it (main.c) */
    game_session *ses;  /* the game in progress and its rules (main.c
                           makes it; never NULL once the window is up) */
    struct front_pad *pad; /* the game controllers (pad.c; NULL before) */
    struct front_touch *touch; /* the fingers down (touch.c; NULL before) */
    struct front_states *states; /* each screen's own state
                                    (screen_state.h; NULL before) */
    front_services svc; /* the services' objects */
    char assets[512];
};

/* Free every screen's own state (screen_state.c: the program ends, or a
 * test's app goes). */
void front_states_free(front_app *a);
/* Show screen s (entered with the screen on show as its prev; nav.c). */
void front_goto(front_app *a, const front_screen *s);
/* Toggle fullscreen. */
void front_toggle_fullscreen(front_app *a);
/* Map a mouse position in window coordinates to drawable pixels: the
 * pixel under the point's centre (pointer.c, scale.h). */
void front_mouse_to_pixels(const front_app *a, int wx, int wy, int *px,
                           int *py);
/* A drawable pixel position or length in window coordinates, across and
 * down (what the state file reports). */
double front_x_to_window(const front_app *a, double px);
double front_y_to_window(const front_app *a, double py);

#endif
