/* screen_state.h - each screen's own state, owned by the app and reached
 * through it (screen_state.c): what a screen remembers between its
 * callbacks (its menu, the tab on show, a scroll offset ...) lives in a
 * struct of its own, made zeroed the first time the screen asks and kept
 * until the program ends, instead of in file-scope statics.
 *
 *     typedef struct help_state { ui_menu ui; int tab; } help_state;
 *     static help_state *S(front_app *a)
 *     {
 *         return front_state(a, &st_help, sizeof(help_state));
 *     }
 */
#ifndef FRONT_SCREEN_STATE_H
#define FRONT_SCREEN_STATE_H

#include <stddef.h>

#include "app.h"

/* The state kept under key (usually the screen's own front_screen; screens
 * of one file share one key) for the app a: size bytes, zeroed when first
 * asked; the same pointer every later call. Never NULL (the program ends
 * with a message when the memory cannot be had); asking one key for two
 * sizes is a programming error and ends it too. */
void *front_state(const front_app *a, const void *key, size_t size);
/* The same, init (NULL: none) called on the block once, when it is made
 * (the fields that do not start at zero). A reader holding the app as
 * const reaches its blocks too: they are the app's own, as a cache is. */
void *front_state_init(const front_app *a, const void *key, size_t size,
                       void (*init)(void *block));
/* front_states_free (app.h) frees them all. */

#endif
