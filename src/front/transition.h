/* transition.h - the change of screen shown (transition.c): the screen
 * left, as last drawn, over the new one for a moment. */
#ifndef FRONT_TRANSITION_H
#define FRONT_TRANSITION_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "app.h"

/* front_goto is about to show to instead of from: the frame on show is
 * kept (once per frame: a second change before a frame keeps it) to
 * slide out over to's first frames, forward (left) going deeper, back
 * (right) coming out, a cross-fade where neither applies. Nothing with
 * Motion none or anim_speed off, before the first frame, or where the
 * frame on show cannot be read back (renderers other than software). */
void trans_begin(front_app *a, const front_screen *from,
                 const front_screen *to);
/* Advance at now: true while it runs (a frame wanted); its end asks for
 * one more frame without it. */
bool trans_update(front_app *a, Uint32 now);
/* Over the frame just drawn: the kept screen, moved and faded. */
void trans_draw(front_app *a);
/* The state file's "effects": base with "transition" added while one
 * runs (into buf). */
const char *trans_effects(front_app *a, const char *base, char *buf,
                          size_t len);
/* Its length in ms as the settings make it now (0: none). */
Uint32 trans_ms(void);
/* Let the screen left go (the renderer's texture). */
void trans_close(front_app *a);

#endif
