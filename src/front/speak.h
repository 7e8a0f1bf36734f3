/* speak.h - what the game says with speech on (speak.c; speech.h says
 * it and keeps the log). Each does nothing while speech is off. */
#ifndef FRONT_SPEAK_H
#define FRONT_SPEAK_H

#include "app.h"
#include "llk/game.h"

/* Say a line (in the language shown). */
void speak(front_app *a, const char *line);
/* A tile kind's name in the language shown ("elephant", "大象"). */
const char *speak_tile(int kind);
/* A tile set's English name of a face in the language shown (tile_names.c:
 * the shipped sets' names; another is said as it is). */
const char *tile_name_words(const char *en);
/* The cursor's cell: "row 3, column 5, elephant" (or "empty"). */
void speak_cursor(front_app *a);
/* A click's outcome m (kind: the clicked tile's kind before it): "elephant
 * selected", a refusal's reason, "Match, 46 tiles left" with the shift or
 * the level cleared. */
void speak_move(front_app *a, const game_move *m, int kind);
/* A hint: its kind and both tiles' rows and columns. */
void speak_hint(front_app *a, llk_pair p);
/* The status on demand: the time left (or played), the score, the pairs
 * there are now. */
void speak_status(front_app *a);
/* Another screen entered (front_goto): its title and focused control are
 * said once it is drawn. */
void speak_screen(front_app *a, const front_screen *s);
/* After a frame: say what is due (speak_screen, a key moving a menu's
 * focus: ui_focus_moved_take). */
void speak_frame(front_app *a);

#endif
