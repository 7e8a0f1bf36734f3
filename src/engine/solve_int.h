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

/* Play-out with re-deal on b (full or not, every kind an even number of
 * times): random legal moves; when stuck, the kinds of the remaining tiles
 * are re-dealt over their original cells (one connected pair of cells
 * first gets a matching pair). Rewrites b into a board that moves (b->tiles
 * / 2 pairs) clears. Returns the number of re-deals, or -1 on failure. */
int llk_playout_redeal(llk_board *b, llk_shift s, llk_rng *rng,
                       llk_pair *moves);

#endif
