/* solve.h - exact solver, winnable generator, winning hint and re-deal.
 *
 * All deterministic for the same input. Budgets are wall-clock
 * milliseconds; a budget of 0 means the default (5000 ms).
 */
#ifndef LLK_SOLVE_H
#define LLK_SOLVE_H

#include <stdint.h>

#include "llk/board.h"
#include "llk/shift.h"

typedef enum llk_verdict {
    LLK_SOLVED,     /* a full clearing sequence was found */
    LLK_UNSOLVABLE, /* proven that none exists */
    LLK_UNKNOWN     /* the budget ran out first */
} llk_verdict;

/* Solve b under shift s. When moves is not NULL it must hold b->tiles/2
 * pairs; on LLK_SOLVED it receives the clearing sequence (coordinates as
 * the board stands at that move, after earlier shifts) and *nmoves its
 * length. */
llk_verdict llk_solve(const llk_board *b, llk_shift s, long budget_ms,
                      llk_pair *moves, int *nmoves);

/* A full rows x cols board (rows*cols even) with kinds kinds, every kind an
 * even number of times and pair counts differing by at most one, proven
 * winnable under s. Same arguments, same board. NULL on bad arguments. */
llk_board *llk_generate(int rows, int cols, int kinds, llk_shift s,
                        uint64_t seed);

typedef enum llk_hint_kind {
    LLK_HINT_NONE,     /* no pair is removable */
    LLK_HINT_WINNING,  /* the board stays winnable after this move (proven) */
    LLK_HINT_UNPROVEN  /* a removable pair, not proven to keep it winnable */
} llk_hint_kind;

/* The skip-th different hint (0 = first), cycling through alternatives:
 * winning moves first, then the other removable pairs. */
llk_hint_kind llk_hint(const llk_board *b, llk_shift s, int skip,
                       long budget_ms, llk_pair *out);

typedef enum llk_redeal_result {
    LLK_REDEAL_WINNABLE, /* re-dealt and proven winnable */
    LLK_REDEAL_HAS_PAIR, /* no winnable arrangement found in the budget; the
                            result has at least one removable pair */
    LLK_REDEAL_FAILED    /* nothing with a removable pair was found */
} llk_redeal_result;

/* Re-deal the kinds among the occupied cells (occupancy unchanged). */
llk_redeal_result llk_shuffle(llk_board *b, llk_shift s, uint64_t seed,
                              long budget_ms);

#endif
