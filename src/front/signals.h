/* signals.h - SIGTERM and SIGINT end the game at once, saved: a thread of
 * its own waits for them and wakes the main loop with a quit event (a
 * handler could only set a flag, seen when the loop next woke: up to a
 * second later while the game is idle). */
#ifndef LLK_FRONT_SIGNALS_H
#define LLK_FRONT_SIGNALS_H

#include <stdbool.h>

/* First thing in main, before any other thread starts: SIGTERM and SIGINT
 * blocked in every thread but the waiting one. Until signals_loop_on, a
 * signal has its default effect (the process ends). Should the thread not
 * start, a handler sets the stop instead (seen at the loop's next turn). */
/* Returns the signals' object (the app's: front_app.svc.sig), NULL only
 * when out of memory (then signals keep their default effect). */
typedef struct front_signals front_signals;
front_signals *signals_start(void);
/* The window is up and the loop will run: a signal now asks the loop to
 * end (signals_stop_asked) and wakes it with SDL_QUIT. */
void signals_loop_on(front_signals *s);
bool signals_stop_asked(const front_signals *s);
/* Before SDL_Quit: the waiting thread ended (no event pushed after), s
 * freed; signals arriving from here wait unhandled until the process
 * ends. */
void signals_stop(front_signals *s);

#endif
