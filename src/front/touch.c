/* touch.c - a touch screen as the mouse and keys (touch.h). */
#include "touch.h"

#include <stdbool.h>
#include <stdlib.h>

#include "app.h"
#include "keys.h"

enum {
    LONG_MS = 500, /* a finger held still this long: a long press */
    SLOP = 12,     /* points a tap may wander before it is a drag */
    FINGERS = 2
};

struct front_touch {
    SDL_FingerID id[FINGERS]; /* the fingers down, in order */
    int n;
    int x0, y0;      /* where the first came down (window points) */
    int x, y;        /* where it is now */
    Uint32 t0;       /* when it came down */
    bool dragging;   /* moved past SLOP: the left button held */
    bool long_on;    /* held still past LONG_MS: the right button held */
    bool two;        /* a second finger came: a two-finger tap, no click */
};

/* A mouse event at window point (x, y), made from a touch. */
static void push_mouse(front_app *a, Uint32 type, Uint8 button, int x, int y)
{
    SDL_Event m;
    SDL_zero(m);
    m.type = type;
    Uint32 win = a->win ? SDL_GetWindowID(a->win) : 0;
    if (type == SDL_MOUSEMOTION) {
        m.motion.timestamp = SDL_GetTicks();
        m.motion.windowID = win;
        m.motion.which = SDL_TOUCH_MOUSEID;
        m.motion.x = x;
        m.motion.y = y;
    } else {
        m.button.timestamp = SDL_GetTicks();
        m.button.windowID = win;
        m.button.which = SDL_TOUCH_MOUSEID;
        m.button.button = button;
        m.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        m.button.clicks = 1;
        m.button.x = x;
        m.button.y = y;
    }
    SDL_PushEvent(&m);
}


/* A finger's place in window points (SDL gives 0..1 across the window). */
static int finger_axis(float v, int size)
{
    int p = (int)(v * (float)size + 0.5f);
    return p < 0 ? 0 : p >= size ? size - 1 : p;
}

static void finger_at(const front_app *a, const SDL_TouchFingerEvent *f, int *x,
                      int *y)
{
    *x = finger_axis(f->x, a->win_w);
    *y = finger_axis(f->y, a->win_h);
}

static void finger_down(front_app *a, struct front_touch *t,
                        const SDL_TouchFingerEvent *f)
{
    if (t->n == 0) {
        *t = (struct front_touch){.n = 1, .t0 = SDL_GetTicks()};
        t->id[0] = f->fingerId;
        finger_at(a, f, &t->x0, &t->y0);
        t->x = t->x0;
        t->y = t->y0;
        return;
    }
    if (t->n < FINGERS) {
        t->id[t->n++] = f->fingerId;
    }
    if (!t->dragging && !t->long_on) {
        t->two = true; /* no click, no press: two fingers */
    }
}

static void finger_motion(front_app *a, struct front_touch *t,
                          const SDL_TouchFingerEvent *f)
{
    if (t->n == 0 || f->fingerId != t->id[0] || t->two) {
        return;
    }
    finger_at(a, f, &t->x, &t->y);
    if (!t->dragging && !t->long_on &&
        (abs(t->x - t->x0) > SLOP || abs(t->y - t->y0) > SLOP)) {
        t->dragging = true; /* a drag: pressed where it began */
        push_mouse(a, SDL_MOUSEMOTION, 0, t->x0, t->y0);
        push_mouse(a, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, t->x0, t->y0);
    }
    if (t->dragging) {
        push_mouse(a, SDL_MOUSEMOTION, 0, t->x, t->y);
    }
}

static void finger_up(front_app *a, struct front_touch *t,
                      const SDL_TouchFingerEvent *f)
{
    int k = 0;
    while (k < t->n && t->id[k] != f->fingerId) {
        k++;
    }
    if (k == t->n) {
        return; /* a finger past the two followed */
    }
    if (k == 0) {
        finger_at(a, f, &t->x, &t->y);
    }
    t->id[k] = t->id[--t->n];
    if (t->n > 0) {
        return; /* the gesture ends with its last finger */
    }
    if (t->two) {
        unsigned keys = a->screen ? a->screen->keys : 0;
        if (keys & (KEYS_PLAY | KEYS_PAUSE)) {
            keys_push(a->win, SDLK_p, 0, TOUCH_MARK);
        }
    } else if (t->long_on) {
        push_mouse(a, SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, t->x0, t->y0);
    } else if (t->dragging) {
        push_mouse(a, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, t->x, t->y);
    } else {
        push_mouse(a, SDL_MOUSEMOTION, 0, t->x0, t->y0);
        push_mouse(a, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, t->x0, t->y0);
        push_mouse(a, SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, t->x0, t->y0);
    }
}

void touch_open(front_app *a)
{
    /* our clicks only: SDL's would come as well */
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
    a->touch = calloc(1, sizeof *a->touch);
}

void touch_close(front_app *a)
{
    free(a->touch);
    a->touch = NULL;
}

int touch_event(front_app *a, const SDL_Event *e)
{
    struct front_touch *t = a->touch;
    if (t == NULL) {
        return 0;
    }
    switch (e->type) {
    case SDL_FINGERDOWN:
        finger_down(a, t, &e->tfinger);
        return 1;
    case SDL_FINGERMOTION:
        finger_motion(a, t, &e->tfinger);
        return 1;
    case SDL_FINGERUP:
        finger_up(a, t, &e->tfinger);
        return 1;
    default:
        return 0;
    }
}

int touch_update(front_app *a, Uint32 now, int wait)
{
    struct front_touch *t = a->touch;
    if (t == NULL || t->n != 1 || t->dragging || t->long_on || t->two) {
        return wait;
    }
    if (!(a->screen && (a->screen->keys & KEYS_PLAY))) {
        return wait; /* off the board a finger held is a tap when it lifts */
    }
    Uint32 due = t->t0 + LONG_MS;
    if ((Sint32)(now - due) >= 0) {
        t->long_on = true; /* held still: the right button, held */
        push_mouse(a, SDL_MOUSEMOTION, 0, t->x0, t->y0);
        push_mouse(a, SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, t->x0, t->y0);
        return wait;
    }
    int w = (int)(due - now);
    return wait < 0 || w < wait ? w : wait;
}
