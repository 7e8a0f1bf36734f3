/* think.h - the thinker: the solver working in threads of its own (one,
 * or every core but one: llk_think_new_workers) on the position the game
 * shows, while the player thinks.
 *
 * Pure C (POSIX threads), no SDL. The caller gives it every position as
 * the board changes (llk_think_set: a copy is taken, the work on the old
 * position is cancelled at once) and reads what it knows whenever it likes
 * (llk_think_poll, llk_think_hint, llk_think_line). Neither ever waits for
 * the search: each takes one short lock and copies at most a board, a
 * line or the list of removable pairs. Every answer carries the generation
 * number of the position it is about (llk_think_set returns it), so the
 * caller knows it is for the board on show.
 *
 * What it works out, in this order: whether the position is winnable (a
 * line of moves that clears it, replayed before it is believed), lost
 * (proven: no line exists) or not known yet; then, for each removable
 * pair, whether the board stays winnable after it. It keeps what stays
 * true from one position to the next: the table of positions proven lost
 * (a position once proven lost is lost whenever it comes back, after any
 * line of moves, undo included) and the winning lines it found (a
 * position on one of them, or reached by a pair proven winning, is known
 * winnable at once). How far it gets depends on the time it is given;
 * what it reports (winnable, lost, a pair's class) is proven and never
 * depends on timing.
 */
#ifndef LLK_THINK_H
#define LLK_THINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llk/board.h"
#include "llk/shift.h"
#include "llk/solve.h"

typedef struct llk_thinker llk_thinker;

typedef enum llk_position {
    LLK_POSITION_UNKNOWN,  /* not decided yet (or no position set) */
    LLK_POSITION_WINNABLE, /* proven: a known line clears it */
    LLK_POSITION_LOST      /* proven: no line clears it */
} llk_position;

/* What the thinker knows about the position of generation gen. */
typedef struct llk_think_status {
    uint64_t gen;          /* llk_think_set's number for it; 0: none set */
    llk_position position;
    bool done;             /* nothing left to find out: decided, and every
                              pair classified (or lost, or no pair) */
    int pairs;             /* removable pairs; -1 until counted */
    int winning;           /* pairs proven to keep the board winnable */
    int losing;            /* pairs proven to lose it */
    int line;              /* moves of the known winning line (0: none) */
    long long nodes;       /* solver nodes spent on this position so far */
    bool gave_up;          /* the node budget ran out (llk_think_set_budget):
                              the worker has stopped on this position */
} llk_think_status;

/* A thinker with its worker thread started, idle until a position is set.
 * NULL when memory or a thread could not be had. */
llk_thinker *llk_think_new(void);

/* A thinker with workers threads searching (workers <= 0: the default of
 * llk_think_new: LLK_THINK_WORKERS when set, else every core but one, at
 * least one; at most 64). With more than one, the others (helpers) search
 * the same undecided position in random orders of their own, and all
 * share one table of positions proven lost; the first line or proof of
 * loss any of them finds is the answer, proven as always. A node budget
 * (llk_think_set_budget) is each worker's, so gave_up comes when all
 * have spent it. Fewer workers than asked when threads cannot be had. */
llk_thinker *llk_think_new_workers(int workers);

/* How many workers t searches with. */
int llk_think_workers(const llk_thinker *t);

/* Stop the worker (cancelled at once) and free everything. */
void llk_think_free(llk_thinker *t);

/* The position to think about from now on: b (copied; any size, every
 * kind any count) under shift s. line, when not NULL, is a line of nline
 * moves the caller believes clears b (the generator's proof, a line kept
 * from a hint): it is replayed by the worker and used when it does.
 * b NULL: stop thinking (nothing is set; the status reads unknown). The
 * previous position's work is cancelled; what is known about the new one
 * is reset to nothing until the worker (at once) reports again. Returns
 * the new generation number (never 0, one more every call). */
uint64_t llk_think_set(llk_thinker *t, const llk_board *b, llk_shift s, const llk_pair *line,
                       int nline);

/* At most this many solver nodes on each position set from now on (0, the
 * default: no bound): past it the worker stops on that position, with
 * what it found published (done stays false, gave_up is true), and idles
 * until the next one is set. Bounds the CPU a position nobody can decide
 * quickly takes. */
void llk_think_set_budget(llk_thinker *t, long long nodes);

/* What is known about the position last set (its generation in out->gen). */
void llk_think_poll(llk_thinker *t, llk_think_status *out);

/* The winning line known for the position of generation gen, when gen is
 * the one last set: up to cap moves into line (room for cap pairs; the
 * first move first, each as the board stands at that move). Returns the
 * line's length (may exceed cap: call again with more room), 0 when no
 * line is known (or the board is already empty), -1 when gen is not the
 * position last set. */
int llk_think_line(llk_thinker *t, uint64_t gen, llk_pair *line, int cap);

/* The skip-th hint (0 = first, cycling) for the position of generation
 * gen, from what the thinker knows now, searching nothing: the winning
 * line's first move, the other pairs proven winning, then the pairs not
 * classified, then those proven losing (each group in llk_pairs order).
 * LLK_HINT_WINNING when the pair is proven to keep the board winnable,
 * LLK_HINT_UNPROVEN for any other removable pair, LLK_HINT_NONE when
 * there is no pair, the pairs are not counted yet (a few microseconds
 * after llk_think_set) or gen is not the position last set. */
llk_hint_kind llk_think_hint(llk_thinker *t, uint64_t gen, int skip, llk_pair *out);

/* The removable pairs of the position of generation gen, in llk_pairs
 * order, and what is known of each: LLK_POSITION_WINNABLE when the board
 * stays winnable after it, LLK_POSITION_LOST when it is lost after it,
 * LLK_POSITION_UNKNOWN. Up to cap of them into pairs and cls (either may
 * be NULL). Returns their number (may exceed cap), -1 when gen is not the
 * position last set or the pairs are not counted yet. */
int llk_think_pairs(llk_thinker *t, uint64_t gen, llk_pair *pairs, llk_position *cls, int cap);

/* Wait (blocking: for tests, benchmarks and tools, not a game's frame)
 * until the position of generation gen is done, gen is no longer the one
 * last set, or ms milliseconds have passed. True when it is done. */
bool llk_think_wait(llk_thinker *t, uint64_t gen, long ms);

#endif
