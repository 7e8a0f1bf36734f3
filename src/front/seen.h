/* seen.h - what the last frame showed, for the tests (seen.c): every
 * string drawn (the state file's "texts") and every effect and mark on
 * show (its "marks"), where they were drawn. Recorded only while a state
 * file is written (seen_enable); a player's game records nothing. */
#ifndef FRONT_SEEN_H
#define FRONT_SEEN_H

#include <stdbool.h>
#include <stdio.h>

#include <SDL.h>

/* Record from now on (a --state-file run) or not. */
void seen_enable(bool on);
bool seen_enabled(void);
/* A frame begins: forget what the last one drew; with part (a frame
 * that redraws only that rectangle, the clock's slot) only what lay in
 * it. */
void seen_frame_begin(const SDL_Rect *part);
/* A frame was presented (the state file's "frame" counts them). */
void seen_frame_end(void);
/* The screen the frame being drawn shows (the state file's
 * "frame_view"; a string constant) and the input events handled before
 * it ("frame_events": a test's click is on the screen from the frame
 * whose count includes it). */
void seen_frame_view(const char *name, long events);
/* Input events up to `events` changed nothing on show: the frame last
 * presented answers them (no frame is drawn for them). */
void seen_frame_answers(long events);
/* The drawable size the frame being drawn has (the state file's
 * "frame_pixels": a frame drawn since the window's last resize when it
 * equals "pixels"). */
void seen_frame_size(int w, int h);
long seen_frames(void);
/* The texts drawn from now on label the control with that id (a string
 * constant: the state file's button id); NULL: no control. */
void seen_control(const char *id);
/* A string drawn at box (drawable pixels) at font size px in colour col
 * (text.c calls it for every text it draws). */
void seen_text(const char *s, SDL_Rect box, int px, SDL_Color col);
/* An effect or mark on show at box (drawable pixels): "refusal",
 * "points", "combo", "celebration", "hint", "selection", "cursor",
 * "peek", "refused", "notice", "tooltip", "path", "badge" (a string
 * constant). */
void seen_mark(const char *kind, SDL_Rect box);
/* What the pointer is over, as the game itself hit-tests it: a control's
 * id, "cell:R,C" for a tile of the board, NULL for nothing (the state
 * file's "hover"; forgotten at every write of the state file). */
void seen_set_hover(const char *what);
const char *seen_hover(void);
/* A pointer motion handled: the pointer at window (x, y) was over what
 * (NULL: nothing); the last SEEN_POINTS are the state file's "hovers". */
void seen_pointer(int x, int y, const char *what);
#define SEEN_POINTS 256
/* Another screen is shown: the motions noted so far are forgotten. */
void seen_pointer_forget(void);
/* The state file's ,"texts":[...],"marks":[...] in window coordinates
 * (drawable pixels divided by sx and sy). */
void seen_json(FILE *f, double sx, double sy);

#endif
