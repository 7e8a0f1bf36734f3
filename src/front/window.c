/* window.c - the game's window (window.h). */
#include "window.h"

#include <stdio.h>
#include <stdlib.h>

/* A window never larger than the display's usable area (the desktop less
 * panels): a larger size asked for (--windowed) or remembered is made to
 * fit, said once on stderr, and that is the size in effect. True when it
 * was made smaller. */
static bool window_fit(int *w, int *h)
{
    SDL_Rect r;
    if (SDL_GetDisplayUsableBounds(0, &r) != 0 || r.w <= 0 || r.h <= 0 ||
        (*w <= r.w && *h <= r.h)) {
        return false;
    }
    fprintf(stderr, "lianliankan: a %dx%d window is larger than the screen's "
            "usable area (%dx%d): opening %dx%d\n", *w, *h, r.w, r.h,
            *w < r.w ? *w : r.w, *h < r.h ? *h : r.h);
    *w = *w < r.w ? *w : r.w;
    *h = *h < r.h ? *h : r.h;
    return true;
}

/* More pixels than points: a scale above 1. */
static bool window_dense(SDL_Window *win)
{
    int w, h, pw, ph;
    SDL_GetWindowSize(win, &w, &h);
    SDL_GetWindowSizeInPixels(win, &pw, &ph);
    return pw > w || ph > h;
}

SDL_Window *window_open(const char *title, int w, int h, bool fullscreen,
                        bool *gl_for_scale, bool *fitted)
{
    *gl_for_scale = false;
    *fitted = false;
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    /* An OpenGL renderer asked for (SDL_RENDER_DRIVER=opengl...) wants an
     * OpenGL window: SDL would otherwise make the window again, hiding and
     * showing it, and a hidden window pauses the game. */
    const char *driver = SDL_GetHint(SDL_HINT_RENDER_DRIVER);
    if (driver && SDL_strncasecmp(driver, "opengl", 6) == 0) {
        flags |= SDL_WINDOW_OPENGL;
    }
    if (fullscreen) {
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    } else {
        *fitted = window_fit(&w, &h);
    }
    /* made hidden: shown once it is the one kept (no window flashing up
     * and going on a high-density display) */
    SDL_Window *win = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED,
                                       SDL_WINDOWPOS_CENTERED, w, h,
                                       flags | SDL_WINDOW_HIDDEN);
    if (!win && (flags & SDL_WINDOW_OPENGL)) { /* no OpenGL here */
        flags &= ~(Uint32)SDL_WINDOW_OPENGL;
        win = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED,
                               SDL_WINDOWPOS_CENTERED, w, h,
                               flags | SDL_WINDOW_HIDDEN);
    }
    const char *env = getenv("SDL_RENDER_DRIVER");
    if (!win || (flags & SDL_WINDOW_OPENGL) || (env && env[0]) ||
        !window_dense(win)) {
        if (win) {
            SDL_ShowWindow(win);
        }
        return win;
    }
    /* a high-density display, the renderer ours to choose: OpenGL, drawn
     * at the pixel size (made again now, before anything is drawn) */
    SDL_Window *gl = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED,
                                      SDL_WINDOWPOS_CENTERED, w, h,
                                      flags | SDL_WINDOW_OPENGL);
    if (!gl) {
        SDL_ShowWindow(win);
        return win; /* drawn at its points, scaled up by the desktop */
    }
    SDL_DestroyWindow(win);
    SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl");
    *gl_for_scale = true;
    return gl;
}
