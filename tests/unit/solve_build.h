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
static llk_board *built_winnable(llk_rng *rng, int R, int C, int K, llk_shift s,
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

#endif
