/* shift_int.h - the segments of the line shift modes, shared by the shift
 * itself (shift.c) and the solver's help in those modes (solve_shift.c),
 * so that the geometry of each mode is written once. Not public API.
 */
#ifndef LLK_SHIFT_INT_H
#define LLK_SHIFT_INT_H

#include <stdbool.h>

#include "llk/shift.h"

/* A segment: the n cells first, first + step, ... (row-major indices),
 * whose tiles compact toward first, keeping their order. */
typedef struct llk_line {
    int first, step, n;
} llk_line;

/* The i-th segment (i = 0, 1, ...) of mode s on a rows x cols board.
 * False past the last one, and for every i in a mode that is not a line
 * mode (none, outward, inward). The segments of a mode are disjoint and
 * cover the board; one may be empty (n 0) on a board one line thick. */
bool llk_shift_line(llk_shift s, int rows, int cols, int i, llk_line *out);

/* Quadrant q (0 top left, 1 top right, 2 bottom left, 3 bottom right) of
 * a rows x cols board: rows [r0, r1), columns [c0, c1); halves as the
 * corner modes split the board (the extra line of an odd side goes to the
 * second half). */
void llk_quadrant_box(int rows, int cols, int q, int *r0, int *r1, int *c0, int *c1);

/* The quadrant (as llk_quadrant_box numbers them) holding cell. */
int llk_quadrant_of(int rows, int cols, int cell);

/* The corner modes' shift (outward, inward) of only the quadrants in mask
 * (bit q: quadrant q); from as llk_shift_apply's, set for those
 * quadrants' cells only. On a position the shift leaves unchanged, a move
 * whose tiles lie in the quadrants of mask changes no other quadrant, so
 * this gives llk_shift_apply's board (solve_shift.c proves it). */
void llk_shift_corners(llk_board *b, llk_shift s, int *from, unsigned mask);

#endif
