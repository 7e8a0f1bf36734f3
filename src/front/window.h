/* window.h - the game's window: its size fitted to the screen, and on a
 * high-density display (a scale above 1: more pixels than points) an
 * OpenGL renderer's window, so text and tiles are drawn at the pixel size
 * (SDL's software renderer draws at the window's size in points, which the
 * desktop then scales up, blurred). */
#ifndef LLK_FRONT_WINDOW_H
#define LLK_FRONT_WINDOW_H

#include <stdbool.h>

#include <SDL.h>

/* The window, w x h points (fitted to the display's usable area unless
 * fullscreen: *fitted says it was made smaller, said on stderr), titled
 * title; NULL with SDL's error set. It is made hidden
 * and shown once kept: when the renderer is left to the game (no
 * SDL_RENDER_DRIVER) and the window has more pixels than points, it is
 * made again for OpenGL and the render driver hint set to it; no OpenGL
 * there: the first window, drawn at its points.
 * *gl_for_scale says whether that happened (the state file, --trace). */
SDL_Window *window_open(const char *title, int w, int h, bool fullscreen,
                        bool *gl_for_scale, bool *fitted);

#endif
