/* layout_check.h - what the layout tests check of a board dealt into a
 * layout: the holes stay empty and the others are filled (holes), and
 * kinds 1..kinds are each dealt twice or four times, no other (spread). */
#ifndef LLK_LAYOUT_CHECK_H
#define LLK_LAYOUT_CHECK_H

#include <stdbool.h>

#include "llk/layout.h"

static inline void layout_check_dealt(const llk_layout *l, const llk_board *b, int kinds,
                                      bool *holes, bool *spread)
{
    static int count[LLK_MAX_KIND + 1];
    for (int k = 0; k <= LLK_MAX_KIND; k++) {
        count[k] = 0;
    }
    *holes = b->rows == l->rows && b->cols == l->cols;
    for (int i = 0; *holes && i < l->rows * l->cols; i++) {
        *holes = (b->kind[i] != 0) == (l->cell[i] != 0);
        count[b->kind[i]]++;
    }
    *spread = *holes;
    for (int k = 1; *spread && k <= LLK_MAX_KIND; k++) {
        *spread = k <= kinds ? count[k] == 2 || count[k] == 4 : count[k] == 0;
    }
}

#endif
