/* solve_build.h - boards built winnable for the solver tests: a deal from
 * the test's RNG, rewritten by llk_playout_redeal, whose recorded moves
 * must clear it under the independent rules of solve_ref.h. */
#ifndef SOLVE_BUILD_H
#define SOLVE_BUILD_H

#include <stdlib.h>

#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_ref.h"

/* An R x C deal with K kinds made winnable under s; *moves (R*C/2 pairs,
 * the caller frees it) clears it. */
static inline llk_board *built_winnable(llk_rng *rng, int R, int C, int K, llk_shift s,
                                 llk_pair **moves)
{
    llk_board *b = llk_deal(R, C, K, llk_rng_next(rng));
    *moves = malloc(sizeof(llk_pair) * (size_t)(R * C / 2));
    int redeals = llk_playout_redeal(b, s, rng, *moves);
    CHECK(redeals >= 0, "play-out failed");
    CHECK(ref_replay(b, s, *moves, R * C / 2), "%s: play-out moves do not replay",
          llk_shift_name(s));
    return b;
}

/* Take up to two pairs away from a dealt board (holes: 0 to 2), each the
 * first two tiles of the kind of a random cell: small positions for brute
 * force that are not full deals. */
static inline void ref_punch(llk_board *b, llk_rng *rng, int holes)
{
    int n = b->rows * b->cols;
    for (int h = 0; h < holes; h++) {
        int kind = b->kind[llk_rng_below(rng, (uint64_t)n)];
        for (int c = 0, left = 2; c < n && left && kind; c++) {
            if (b->kind[c] == kind) {
                llk_board_set(b, c / b->cols, c % b->cols, 0);
                left--;
            }
        }
    }
}

#endif
