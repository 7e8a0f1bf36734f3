/* title_art.h - the game's name as art on the title screen (title_art.c). */
#ifndef FRONT_TITLE_ART_H
#define FRONT_TITLE_ART_H

#include "app.h"

/* Load the pieces of art for the current size (after the first frame; again
 * after a resize that wants another scale). A missing file: one line on
 * stderr, and the name is drawn as text. */
void title_art_load(front_app *a);
/* Whether every piece is loaded (or drawn as text for good). */
bool title_art_ready(void);
/* The height the name takes, in pixels. */
int title_art_height(const front_app *a);
/* Keep the name to max_h pixels from now on (drawn smaller when it is
 * taller: a title screen whose large text needs the room); 0: its own
 * height. */
void title_art_limit(int max_h);
/* Draw the name with its top at y; sweep: where a light crossing it is,
 * 0 to 1 (< 0: none). Before the art is loaded, nothing. */
void title_art_draw(front_app *a, int y, double sweep);
void title_art_close(void);

#endif
