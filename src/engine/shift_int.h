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

#endif
