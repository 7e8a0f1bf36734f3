/* solve.h - exact solver, winnable generator, winning hint and re-deal.
 *
 * All deterministic for the same input. Budgets are wall-clock
 * milliseconds; a budget of 0 means the default (5000 ms).
 */
#ifndef LLK_SOLVE_H
#define LLK_SOLVE_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llk/board.h"
#include "llk/rng.h"
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

/* Finer control, for the generator, the benchmarks and tests. */
typedef struct llk_solve_opts {
    long budget_ms;      /* wall clock; 0 = default (5000), < 0 = none */
    long long max_nodes; /* node cap (deterministic budget); 0 = none */
    bool plain;          /* baseline: plain depth-first search, no table,
                            no pruning, no move ordering */
} llk_solve_opts;

typedef struct llk_solve_stats {
    long long nodes; /* positions visited (line shift modes: and moves
                        skipped by sleep sets, each saving a table hit) */
    double ms;       /* wall-clock time taken */
} llk_solve_stats;

/* llk_solve with options (NULL = defaults) and statistics (may be NULL). */
llk_verdict llk_solve_ex(const llk_board *b, llk_shift s,
                         const llk_solve_opts *opts, llk_pair *moves,
                         int *nmoves, llk_solve_stats *stats);

/* A full rows x cols board (rows*cols even) with kinds kinds, every kind an
 * even number of times and pair counts differing by at most one, proven
 * winnable under s. Same arguments, same board. NULL on bad arguments. */
llk_board *llk_generate(int rows, int cols, int kinds, llk_shift s,
                        uint64_t seed);

/* How a board was generated (for the benchmarks and tests). */
typedef struct llk_generate_info {
    int deals;       /* random deals tried */
    long long nodes; /* solver nodes spent on them */
    bool fallback;   /* made by play-out with re-deal, not a random deal */
    int redeals;     /* re-deals the play-out needed */
    bool unproven;   /* llk_generate_budget only: the budget ran out before
                        any proof; the board is a random deal (with a
                        removable pair when one was found in time) */
    bool cancelled;  /* llk_generate_cancel only: stopped, no board */
} llk_generate_info;

llk_board *llk_generate_ex(int rows, int cols, int kinds, llk_shift s,
                           uint64_t seed, llk_generate_info *info);

/* llk_generate_ex (info may be NULL) that also hands back the proof: when
 * line is not NULL (room for rows*cols/2 pairs) and nline not NULL, the
 * moves that clear the board, replayed before return, and their count. */
llk_board *llk_generate_line(int rows, int cols, int kinds, llk_shift s,
                             uint64_t seed, llk_generate_info *info,
                             llk_pair *line, int *nline);

/* llk_generate_line within budget_ms of wall clock (0 or less: none, as
 * llk_generate_line). The same arguments give the same board unless the
 * budget runs out: the deals then stop at half the budget, the play-out
 * at the whole, and when neither proved a board, info->unproven is set
 * and the board is a random deal (*nline 0). NULL on bad arguments or no
 * memory. */
llk_board *llk_generate_budget(int rows, int cols, int kinds, llk_shift s, uint64_t seed,
                               long budget_ms, llk_generate_info *info, llk_pair *line,
                               int *nline);

/* llk_generate_line (the same board and line) that stops as soon as
 * *cancel is set (read with a relaxed load at every solver node, before
 * every deal and every play-out of the fallback): then NULL, with
 * info->cancelled set. For a deal on a thread that may stop being wanted
 * (src/game/ahead.c). */
llk_board *llk_generate_cancel(int rows, int cols, int kinds, llk_shift s, uint64_t seed,
                               const atomic_bool *cancel, llk_generate_info *info,
                               llk_pair *line, int *nline);

/* A raw random deal (the generator's first candidate), not checked:
 * rows*cols even, kinds spread as in llk_generate. NULL on bad arguments. */
llk_board *llk_deal(int rows, int cols, int kinds, uint64_t seed);

/* The nth (from 0) random deal llk_generate tries for these arguments,
 * not checked: its first round and then its second (second_round in
 * generate.c) take deals 0, 1, 2, ... in this order until one is proven.
 * For benchmarks that compare the generator's choice with the deals it
 * chose from. NULL on bad arguments. */
llk_board *llk_deal_nth(int rows, int cols, int kinds, uint64_t seed, int nth);

/* Play-out with re-deal on b (full or not, every kind an even number of
 * times): random legal moves; when stuck, the kinds of the remaining tiles
 * are re-dealt over their original cells (one connected pair of cells gets
 * a matching pair when random re-deals find none). Occupancy never
 * changes, so the moves recorded so far stay legal: b is rewritten into a
 * board that moves (b->tiles / 2 pairs) clears under s. Returns the number
 * of re-deals, or -1 on failure (odd counts, no memory). */
int llk_playout_redeal(llk_board *b, llk_shift s, llk_rng *rng,
                       llk_pair *moves);

typedef enum llk_hint_kind {
    LLK_HINT_NONE,     /* no pair is removable */
    LLK_HINT_WINNING,  /* the board stays winnable after this move (proven) */
    LLK_HINT_UNPROVEN, /* a removable pair, not proven to keep it winnable */
    LLK_HINT_TIMED_OUT /* the budget ran out before any removable pair was
                        * found (huge boards only): there may be one */
} llk_hint_kind;

/* The skip-th different hint (0 = first), cycling through alternatives:
 * winning moves first, then the other removable pairs; LLK_HINT_TIMED_OUT
 * when the budget ran out before a first pair was found. A board with more
 * removable pairs than four a cell (at least 4096) ranks only that many,
 * the first in llk_pairs order, so memory stays linear in the board. */
llk_hint_kind llk_hint(const llk_board *b, llk_shift s, int skip,
                       long budget_ms, llk_pair *out);

/* llk_hint that also hands back the proof of a winning hint: when line and
 * nline are not NULL (room for b->tiles/2 pairs) and the hint is
 * LLK_HINT_WINNING, the moves that clear b, the hint first; otherwise
 * *nline is 0. */
llk_hint_kind llk_hint_line(const llk_board *b, llk_shift s, int skip,
                            long budget_ms, llk_pair *out, llk_pair *line,
                            int *nline);

/* Every removable pair of b in llk_hint's order (skip 0, 1, ...), from one
 * search within budget_ms: the first min(count, max) pairs into order
 * (may be NULL when max is 0) and their kinds into kinds (may be NULL).
 * When line and nline are not NULL (room for b->tiles/2 pairs) and the
 * first is LLK_HINT_WINNING, the moves that clear b, it first; otherwise
 * *nline is 0. Returns the number of removable pairs ranked: as
 * llk_pairs, at most four a cell (at least 4096; see llk_hint), 0 for
 * none (or none found within the budget: huge boards only). */
size_t llk_hint_order(const llk_board *b, llk_shift s, long budget_ms,
                      llk_pair *order, llk_hint_kind *kinds, size_t max,
                      llk_pair *line, int *nline);

typedef enum llk_redeal_result {
    LLK_REDEAL_WINNABLE, /* re-dealt and proven winnable */
    LLK_REDEAL_HAS_PAIR, /* no winnable arrangement found in the budget; the
                            result has at least one removable pair */
    LLK_REDEAL_FAILED    /* nothing with a removable pair was found */
} llk_redeal_result;

/* Whether moves (n of them) clear b under s, each move a removable pair
 * of the board as it stands; b is not changed. */
bool llk_replay_ok(const llk_board *b, llk_shift s, const llk_pair *moves,
                   int n);

/* Re-deal the kinds among the occupied cells (occupancy unchanged). */
llk_redeal_result llk_shuffle(llk_board *b, llk_shift s, uint64_t seed,
                              long budget_ms);

/* llk_shuffle that also hands back the proof: when the result is
 * LLK_REDEAL_WINNABLE and line, nline are not NULL (room for b->tiles/2
 * pairs), the moves that clear the re-dealt board; otherwise *nline is 0
 * and line is left as it was. */
llk_redeal_result llk_shuffle_line(llk_board *b, llk_shift s, uint64_t seed,
                                   long budget_ms, llk_pair *line, int *nline);

#endif
