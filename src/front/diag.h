/* diag.h - what the front reports about itself (diag.c owns it): the
 * state file asked for and when it was last written, LLK_TRACE's
 * counters, the input events handled, the layout checks' last findings.
 */
#ifndef FRONT_DIAG_H
#define FRONT_DIAG_H

#include <stdbool.h>

#include <SDL.h>

typedef struct front_diag {
    const char *state_file;
    Uint32 last_state_write;
    bool trace;          /* LLK_TRACE=1: print markers on stderr */
    bool first_frame_done;
    long frames[2];       /* LLK_TRACE: frames drawn, still and animated */
    double frame_cpu[2];  /* their CPU time, in clock() ticks */
    long bar_frames;      /* LLK_TRACE: still frames of the status bar only */
    long events;          /* input events handled (the state file's "events") */
    char clipped[160];    /* a text drawn past the window's edge in the
                             last frame ("" none): the state file's */
    char overlap[324];    /* two texts that overlapped in the last frame
                             ("A | B", "" none): the state file's */
} front_diag;

typedef struct front_app front_app;
/* The diagnostics (diag.c): the app's block (screen_state.h), made
 * zeroed when first asked, the same after; asked with the app as it is
 * held, const or not, as play() is (play.h). */
front_diag *diag(const front_app *a);

/* Write the state file if one was asked for (state_file.c). */
void front_write_state(front_app *a);
/* A pointer motion to window (wx, wy) was handled: note what it is over
 * and write the state file (tests only: state_file.c). */
void front_note_pointer(front_app *a, int wx, int wy);

#endif
