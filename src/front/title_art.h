/* title_art.h - the game's name as art on the title screen (title_art.c). */
#ifndef FRONT_TITLE_ART_H
#define FRONT_TITLE_ART_H

#include "app.h"

/* The pieces loaded and the height kept to, an object of its own (the
 * app's: front_app.svc.art; NULL: nothing is loaded or drawn). NULL only
 * when out of memory. */
typedef struct front_title_art front_title_art;
front_title_art *title_art_open(void);

/* Load the pieces of art for the current size (after the first frame; again
 * after a resize that wants another scale). A missing file: one line on
 * stderr, and the name is drawn as text. */
void title_art_load(front_app *a);
/* Whether every piece is loaded (or drawn as text for good). */
bool title_art_ready(const front_app *a);
/* The height the name takes, in pixels. */
int title_art_height(const front_app *a);
/* Keep the name to max_h pixels from now on (drawn smaller when it is
 * taller: a title screen whose large text needs the room); 0: its own
 * height. */
void title_art_limit(const front_app *a, int max_h);
/* Draw the name with its top at y; sweep: where a light crossing it is,
 * 0 to 1 (< 0: none). Before the art is loaded, nothing. */
void title_art_draw(front_app *a, int y, double sweep);
/* The textures destroyed (before the renderer), ta freed. */
void title_art_close(front_title_art *ta);

#endif
