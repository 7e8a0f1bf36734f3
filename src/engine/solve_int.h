/* solve_int.h - internals shared by solve.c, generate.c and hint.c (not a
 * public header). */
#ifndef LLK_SOLVE_INT_H
#define LLK_SOLVE_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "llk/board.h"
#include "llk/rng.h"
#include "llk/shift.h"
#include "llk/solve.h"

/* Milliseconds on a monotonic clock. */
double llk_now_ms(void);

/* Whether moves (n of them) clear b under s, each move a removable pair
 * of the board as it stands; b is not changed. */
bool llk_replay_ok(const llk_board *b, llk_shift s, const llk_pair *moves,
                   int n);

#endif
