/* shift.h - the shift ("gravity") modes applied after every removal.
 *
 * Tiles compact along lines toward one end, keeping their order; cells
 * outside the compacted segments do not move. Halves: rows [0, R/2) are the
 * top half, [R/2, R) the bottom half; columns [0, C/2) the left half,
 * [C/2, C) the right half (integer division).
 *
 * On a shaped board (board.h: holes, e.g. a board dealt into a layout)
 * tiles slide only within the shape: a line is cut at its holes and each
 * stretch between them compacts on its own toward the line's end, so no
 * tile ever enters a hole and a slide stops at the shape's edge. outward
 * and inward repeat each quadrant's rows and columns until nothing moves.
 */
#ifndef LLK_SHIFT_H
#define LLK_SHIFT_H

#include <stdbool.h>

#include "llk/board.h"

typedef enum llk_shift {
    LLK_SHIFT_NONE,
    LLK_SHIFT_DOWN,
    LLK_SHIFT_UP,
    LLK_SHIFT_LEFT,
    LLK_SHIFT_RIGHT,
    LLK_SHIFT_SPLIT_VERTICAL,
    LLK_SHIFT_GATHER_VERTICAL,
    LLK_SHIFT_SPLIT_HORIZONTAL,
    LLK_SHIFT_GATHER_HORIZONTAL,
    LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT,
    LLK_SHIFT_LEFT_DOWN_RIGHT_UP,
    LLK_SHIFT_OUTWARD,
    LLK_SHIFT_INWARD,
    LLK_SHIFT_COUNT
} llk_shift;

/* The mode's name as used in files, --shift and the game ("none", "down",
 * "split-vertical", ...); NULL for an out-of-range value. */
const char *llk_shift_name(llk_shift s);

/* Parse a name; returns false when it names no mode. */
bool llk_shift_parse(const char *name, llk_shift *out);

/* Apply the shift to the whole board. When from is not NULL it must hold
 * rows*cols ints; afterwards from[r*cols+c] is the row-major index the tile
 * now at (r,c) came from, or -1 where (r,c) is empty (for animation). */
void llk_shift_apply(llk_board *b, llk_shift s, int *from);

#endif
