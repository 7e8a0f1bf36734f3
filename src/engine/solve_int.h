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

/* The locked-set test of solve_prune.c (no shift only). */
typedef struct llk_lock {
    llk_board *e; /* scratch: the candidate set T */
    int cols, tiles;
    int *start;   /* dense kind k's cells are cell[start[k-1] .. start[k]) */
    int *cell;    /* the first board's tiles, grouped by dense kind */
    int *kind_of; /* cell -> dense kind of the first board's tile */
    llk_cell *rc; /* cell -> row and column */
    int *wait, nwait; /* tiles that could not be deleted yet */
    int *order, *partner; /* per depth: the deletions and their partners */
    llk_path *path;       /* per depth: the path that justified each */
    int *out, *pout;      /* this depth's slices of order, partner, path */
    llk_path *pth;
    int *tested;  /* per cell: deletions so far when last tested */
    int n;        /* deletions so far in this call */
} llk_lock;

/* Whether cell x lies in the band of cells u and z: a row between theirs
 * or a column between theirs (both included). Every path of at most two
 * turns from u to z runs inside it. */
static inline bool llk_lock_in_band(const llk_lock *l, int x, int u, int z)
{
    llk_cell cx = l->rc[x], cu = l->rc[u], cz = l->rc[z];
    int rlo = cu.r < cz.r ? cu.r : cz.r, rhi = cu.r < cz.r ? cz.r : cu.r;
    int clo = cu.c < cz.c ? cu.c : cz.c, chi = cu.c < cz.c ? cz.c : cu.c;
    return (cx.r >= rlo && cx.r <= rhi) || (cx.c >= clo && cx.c <= chi);
}

/* Prepare for board b (dense kinds 1..nk through dmap); false when memory
 * ran out or b is too large. Later boards must hold a subset of b's tiles,
 * unmoved. */
bool llk_lock_init(llk_lock *l, const llk_board *b, const int *dmap, int nk);
void llk_lock_free(llk_lock *l);

/* Whether b has a locked set, which proves it lost (no shift). depth 0:
 * the first board; depth d: b is the last board tested at depth d-1 (which
 * had none) less one pair. */
bool llk_lock_found(llk_lock *l, const llk_board *b, int depth);

/* The solver's move generation without shift: kind k's tiles on b (at
 * most 32 of them; row-major) into t, their connections into adj (bit j of
 * adj[i]: t[i] and t[j] connected); returns their number. conn holds, per
 * depth, every tile's connections: depth d reads depth d-1's (the parent,
 * less the pair ra, rb) and writes its own. */
int llk_lock_kind_now(const llk_lock *l, const llk_board *b, uint32_t *conn, int depth,
                      int ra, int rb, int k, int *t, uint32_t *adj);

/* Safe moves in the line shift modes (solve_shift.c). */
enum { LLK_SHX_MAX = 7 }; /* most branches a rule returns */
typedef struct llk_shx llk_shx;

/* For solving b under mode; NULL for outward, inward and none (no rule
 * applies) or when memory ran out. */
llk_shx *llk_shx_new(const llk_board *b, llk_shift mode);
void llk_shx_free(llk_shx *x);

/* The branches a safe-move rule allows at b (depth moves from the root
 * given to llk_shx_new), the tiles grouped by dense kind as solve.c's
 * collect() leaves them: pairs of cells (a < b) into out[2 * i], out[2 * i
 * + 1]; returns their number, 0 when no rule applies (search every move). */
int llk_shx_forced(llk_shx *x, const llk_board *b, int depth, const int *klist,
                   const int *kstart, const int *kcount, int nk, int *out);

/* The shift after the pair a, z (cells just emptied) was removed from a
 * board that was compacted before (depth moves from the root): only
 * their segments change. Returns the number of tiles moved, each as a
 * triple (to, from, kind) in *rec; -1 when the whole board must be
 * shifted instead (an uncompacted root). */
/* Whether the moves (a, b) and (c, d) (four distinct tiles) of a board
 * depth moves from the root are independent: no tile of one shares a
 * segment with a tile of the other, so neither moves the other's tiles
 * and both orders give one position (sleep sets, see solve_shift.c). */
bool llk_shx_independent(const llk_shx *x, int depth, int a, int b, int c, int d);

int llk_shx_compact(llk_shx *x, llk_board *b, int depth, int a, int z, const int **rec);

#endif
