/* touch.h - a touch screen (issue 46): fingers become the mouse's clicks
 * and the keys the game already takes, so every screen takes a touch as
 * it takes the mouse (docs/playing.md: "A touch screen"):
 *
 *   a tap                  a click there (select a tile, press a button)
 *   a finger moved         a drag with the left button (a slider)
 *   a long press (0.5 s)   on the board, the right button held there: every
 *                          tile of that kind shown until the finger lifts;
 *                          on other screens nothing (a tap when it lifts:
 *                          the right button would step a choice back)
 *   a two-finger tap       P on the board and the pause screen (pause and
 *                          resume)
 *
 * SDL's own mouse events made from touches are turned off (each would
 * come twice); the clicks made here carry SDL_TOUCH_MOUSEID, the keys
 * TOUCH_MARK, so the state file can say "touch" ("input"). */
#ifndef FRONT_TOUCH_H
#define FRONT_TOUCH_H

#include <SDL.h>

typedef struct front_app front_app;

#define TOUCH_MARK 0x746f7563u /* "touc" in a touch's key's keysym.unused */

/* Ready for fingers; a->touch set. */
void touch_open(front_app *a);
void touch_close(front_app *a);
/* A finger event: taken, 1; any other event 0. What it makes is pushed
 * onto SDL's queue. */
int touch_event(front_app *a, const SDL_Event *e);
/* A finger held still long enough: its long press now; the milliseconds
 * to wait, at most `wait` (< 0: no limit). */
int touch_update(front_app *a, Uint32 now, int wait);

#endif
