/* title_card.h - the title screen's Continue cards (title_card.c). */
#ifndef FRONT_TITLE_CARD_H
#define FRONT_TITLE_CARD_H

#include <stddef.h>

#include "app.h"

/* The Continue card's words for the game kept g: what Continue opens (the
 * next level of a run when that is still to be dealt), and the score. The
 * level in *level. */
void title_card_words(const game *g, char *line1, size_t n1, char *line2,
                      size_t n2, int *level);
/* The Continue card in rc (label, the control's state st): what g
 * resumes, and its board. */
void title_card_draw(front_app *a, const game *g, SDL_Rect rc,
                     const char *label, unsigned st);

#endif
