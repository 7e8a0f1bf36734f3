/* solve_int.h - internals shared by the solver's files (solve*.c) and
 * generate.c and hint.c (not a public header). */
#ifndef LLK_SOLVE_INT_H
#define LLK_SOLVE_INT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "llk/board.h"
#include "llk/rng.h"
#include "llk/shift.h"
#include "llk/solve.h"

#include "board_int.h" /* line-mask helpers */

/* Milliseconds on a monotonic clock. */
double llk_now_ms(void);

/* Make room for need items of size bytes in *p (capacity *cap, doubled
 * from 256); false when out of memory (*p unchanged). */
bool llk_grow(void **p, size_t *cap, size_t need, size_t size);

/* Free the n blocks of p (free(NULL) does nothing, as ever). */
void llk_free_each(void *const *p, size_t n);
/* llk_free_each of the pointers listed, the arrays a solver's, a
 * thinker's or a lock's state owns: LLK_FREE_EACH(s->a, s->b, s->c). */
#define LLK_FREE_EACH(...)                                                   \
    llk_free_each((void *const[]){__VA_ARGS__},                              \
                  sizeof((void *const[]){__VA_ARGS__}) / sizeof(void *))

/* llk_replay_ok (llk/solve.h), false also when the clock passes deadline
 * (ms of llk_now_ms; 0: none) before the replay ends. */
bool llk_replay_until(const llk_board *b, llk_shift s, const llk_pair *moves, int n,
                      double deadline);

/* llk_playout_redeal that gives up when the clock passes deadline (0:
 * none): then -2, and b is left half re-dealt (every kind still even). */
int llk_playout_until(llk_board *b, llk_shift s, llk_rng *rng, llk_pair *moves,
                      double deadline);

/* A move: row-major cell indices, a < b. */
typedef struct llk_mv {
    int a, b;
} llk_mv;

/* No shift: order n moves, those whose tiles have the most occupied
 * neighbours first, ties kept in order. */
void llk_order_moves(const llk_board *b, llk_mv *m, long n);

/* Shift modes, the searches of a memo (the thinker's): order n moves,
 * those whose tiles lie furthest back (the sum of back[] of their two
 * cells, llk_memo's) first, ties kept in order. Such removals move the
 * fewest tiles. Measured on hard positions a quarter to three quarters in
 * (bench_think's way of playing, generator seeds +15..24, 5 plays): with
 * 1M nodes the thinker proved the hint winning on 150 of 175 positions
 * not proven lost in `left`, `right` and `gather-horizontal`, against 142
 * in generation order, and on 41 of 50 in `inward` against 40; it lost
 * none that generation order won. False (m left as it is) when n is over
 * 512. */
bool llk_order_back(const int *back, llk_mv *m, long n);

/* A probe's order (llk_solve_seeded, shift modes): the moves that clear
 * their kind (kcount[dense kind] tiles left, dense kinds through dmap)
 * first, each group in a random order drawn from salt. Measured on the
 * positions bench_think's thinker missed (hard `down`, `left`, `inward`, a
 * quarter in): probes of 2000 nodes found lines on 4 of 6 within 1M nodes
 * against 2 of 6 in a plain shuffle; preferring pairs of adjacent tiles,
 * or tiles with the most occupied neighbours, did worse. False (m left as
 * it is) when n is over 512. */
bool llk_order_probe(const llk_board *b, const int *dmap, const int *kcount, uint64_t salt,
                     llk_mv *m, long n);

/* The solver's table of positions proven lost (solve_tt.c), keyed by two
 * independent 64-bit keys. Start zeroed, then llk_tt_resize to a power of
 * two; it grows on its own up to a cap. */
typedef struct llk_tt_entry {
    uint64_t k1, k2;
} llk_tt_entry;

typedef struct llk_tt {
    llk_tt_entry *e;
    size_t mask, used;
} llk_tt;

bool llk_tt_resize(llk_tt *t, size_t size);
void llk_tt_free(llk_tt *t);
bool llk_tt_has(const llk_tt *t, uint64_t k1, uint64_t k2);
void llk_tt_put(llk_tt *t, uint64_t k1, uint64_t k2);

/* A table of positions proven lost shared by threads (the thinker's
 * workers, think.c): a fixed size, lock-free. Each slot holds k1 ^ k2 and
 * k2 in two relaxed atomic words; a reader believes a slot only when both
 * words give back its own k1 and k2, so a slot read half old and half new
 * (two writers, or a reader between a writer's two stores) is taken for a
 * position proven lost only when a key pair of 128 bits happens to match
 * (the same odds as a collision of the private table's two keys). A full
 * neighbourhood replaces the home slot: forgetting is always sound. */
typedef struct llk_stt llk_stt;

/* A shared table of 2^bits slots; NULL when out of memory. */
llk_stt *llk_stt_new(int bits);
void llk_stt_free(llk_stt *t);
/* Empty it (only while no search uses it). */
void llk_stt_clear(llk_stt *t);
bool llk_stt_has(const llk_stt *t, uint64_t k1, uint64_t k2);
void llk_stt_put(llk_stt *t, uint64_t k1, uint64_t k2);

/* What searches of one board size and shift mode keep between them (the
 * thinker's, think.c): the table of positions proven lost and the keys it
 * is filled with. A position's keys depend only on its kinds and cells
 * (each kind gets a fixed id the first time it is seen), so an entry stays
 * true for every later search: a position proven lost is lost whatever
 * the search that proved it. */
typedef struct llk_memo {
    int rows, cols;
    llk_shift mode;
    int kmap[LLK_MAX_KIND + 1]; /* kind -> id (1..nids), 0: not seen */
    int nids, cap;              /* ids given; rows of keys allocated */
    uint64_t *z1, *z2;          /* (cap + 1) * rows * cols keys */
    llk_tt tt;
    llk_stt *stt;               /* not NULL: the table searched instead
                                   of tt, shared with other threads (not
                                   owned; emptied with the memo) */
    int *back;                  /* shift modes: each cell's place, for
                                   llk_order_back: along its line from the
                                   end it compacts to (0), or (outward,
                                   inward) its distance from the corner
                                   its quadrant compacts to; else NULL */
} llk_memo;

/* A memo for boards of rows x cols under mode; NULL when out of memory. */
llk_memo *llk_memo_new(int rows, int cols, llk_shift mode);
void llk_memo_free(llk_memo *m);
/* Give b's kinds ids (keys) when they have none yet; when that would pass
 * the memo's size cap it starts again empty (forgetting is always sound).
 * False when out of memory. */
bool llk_memo_prepare(llk_memo *m, const llk_board *b);
/* Forget everything: no ids, an empty table (after a search whose moves
 * were cut, whose entries prove nothing; the shared table too, so only
 * while no other thread searches with it). False when out of memory. */
bool llk_memo_clear(llk_memo *m);
/* Make dst's keys src's (dst made for the same size and mode, else false;
 * false also when out of memory): both then key every position alike, so
 * they can share a table (dst->stt is set to src->stt). */
bool llk_memo_copy_keys(llk_memo *dst, const llk_memo *src);

/* llk_solve_ex with a memo (may be NULL; otherwise made for b's size and
 * mode s, else LLK_UNKNOWN) and a cancel flag (may be NULL), read with a
 * relaxed load at every node: once it is set the search stops and answers
 * LLK_UNKNOWN. */
llk_verdict llk_solve_memo(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                           llk_memo *memo, const atomic_bool *cancel, llk_pair *moves,
                           int *nmoves, llk_solve_stats *stats);

/* llk_solve_memo whose moves, at every node, are tried in an order drawn
 * from seed (0: the solver's own order, with its restarts, as
 * llk_solve_memo). A search that ends is as exact in any order: a win is
 * a line, a loss is proven (and what it proved lost goes to the memo);
 * one cut by its node cap proves nothing. Randomized restarts (think.c)
 * run it with many seeds and small caps. */
llk_verdict llk_solve_seeded(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                             llk_memo *memo, const atomic_bool *cancel, uint64_t seed,
                             llk_pair *moves, int *nmoves, llk_solve_stats *stats);

/* A beam search for a line that clears b under s (beam.c): width
 * positions kept a depth, scored with penalty for each kind whose last two
 * tiles cannot be joined now, ties broken by draws from seed. */
typedef struct llk_beam_opts {
    int width;
    int penalty;
    uint64_t seed;
    long long max_nodes; /* stop after about this much work (0: none) */
} llk_beam_opts;

/* Returns the line's length (written to line, at most cap moves) when one
 * was found, 0 when not (this proves nothing), -1 when cancelled (cancel
 * may be NULL) or out of memory. *nodes (may be NULL): the work done, in
 * solver nodes of about the same time. Boards of more than 1024 cells get
 * no beam (0). */
int llk_beam_line(const llk_board *b, llk_shift s, const llk_beam_opts *o,
                  const atomic_bool *cancel, llk_pair *line, int cap, long long *nodes);

/* The thinker's winning lines kept (known.c): a ring of LLK_KNOWN_LINES
 * lines, each with the hash of every position on it. Start zeroed. */
enum { LLK_KNOWN_LINES = 256 };

typedef struct llk_known_line {
    llk_pair *moves;
    uint64_t *hash; /* hash[i]: the position before move i; hash[n]: empty */
    int n, cap;
} llk_known_line;

typedef struct llk_known {
    llk_known_line line[LLK_KNOWN_LINES];
    int next; /* the slot the next line takes */
} llk_known;

/* Keep the line (n moves) that clears b under s, in place of the oldest
 * (nothing kept when out of memory). */
void llk_known_add(llk_known *r, const llk_board *b, llk_shift s, const llk_pair *moves, int n);
/* A kept line through b whose rest replays to an empty board: its moves
 * from b to out (room for b->tiles / 2), their number returned; 0: none. */
int llk_known_find(const llk_known *r, const llk_board *b, llk_shift s, llk_pair *out);
void llk_known_free(llk_known *r);

/* Whether every kind of b comes an even number of times; dmap (room for
 * LLK_MAX_KIND + 1) gets each kind's dense number (1..*nk_out, 0: absent).
 * False also when out of memory. */
bool llk_kinds_even(const llk_board *b, int *nk_out, int *dmap);

/* Hint to the cache that the slot of key k1 is about to be probed. */
static inline void llk_tt_prefetch(const llk_tt *t, uint64_t k1)
{
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(&t->e[k1 & t->mask]);
#else
    (void)t;
    (void)k1;
#endif
}

/* The locked-set test of solve_prune.c (no shift only). */
typedef struct llk_lock {
    /* Scratch: the candidate set T, as kinds (0: not in T) and empty
     * masks, one word a row and a column (llk_masks_path); no board, so
     * no derived tables to keep up. */
    uint16_t *kind;
    uint64_t *row_empty, *col_empty;
    int rows, cols, tiles;
    int *start;   /* dense kind k's cells are cell[start[k-1] .. start[k]) */
    int *cell;    /* the first board's tiles, grouped by dense kind */
    int *kind_of; /* cell -> dense kind of the first board's tile */
    int *slot;    /* cell -> its index in cell */
    int nk;       /* dense kinds */
    llk_cell *rc; /* cell -> row and column */
    int *wait, nwait; /* tiles that could not be deleted yet */
    uint64_t *wait_row, *wait_col; /* the same as bits by row and column
                                      (some since deleted: AND with T) */
    int *order, *partner; /* per depth: the deletions and their partners */
    llk_path *path;       /* per depth: the path that justified each */
    int *out, *pout;      /* this depth's slices of order, partner, path */
    llk_path *pth;
    int *tested;  /* per cell: deletions so far when last tested */
    int *count;   /* per depth: the deletions recorded */
    int n;        /* deletions so far in this call */
} llk_lock;

/* Prepare for board b (dense kinds 1..nk through dmap); false when memory
 * ran out or b is too large (over 512 tiles, or a side over
 * LLK_SMALL_DIM). Later boards must hold a subset of b's tiles,
 * unmoved. */
bool llk_lock_init(llk_lock *l, const llk_board *b, const int *dmap, int nk);
void llk_lock_free(llk_lock *l);

/* Whether b has a locked set, which proves it lost (no shift). depth 0:
 * the first board; depth d: b is the last board tested at depth d-1 (which
 * had none) less one pair. */
bool llk_lock_found(llk_lock *l, const llk_board *b, int depth);

/* The same from the record of an earlier depth: b is the last board
 * tested at depth `from` (which had no locked set) less some pairs; the
 * answer is recorded at depth. */
bool llk_lock_found_from(llk_lock *l, const llk_board *b, int depth, int from);

/* Kinds of at most this many tiles keep their connections (conn below);
 * the solver reads them only for kinds that get its rules (llk_gen's
 * small, at most this). */
enum { LLK_CONN_KIND = 16 };

/* The solver's move generation without shift. conn holds, per depth,
 * every tile's connections to the tiles of its kind (by slot: bit j of
 * the word of the tile at slot i is the tile at slot start[k-1] + j), for
 * kinds of at most LLK_CONN_KIND tiles. llk_conn_update fills depth d:
 * from scratch at depth 0, else from depth d-1 (the parent, b less ra, rb),
 * asking only the pairs the removal can have joined (proof in
 * solve_prune.c); changed[k] is set for each dense kind that gained a
 * connection. Queries read only b's empty masks (llk_masks_path: the
 * few pairs asked between changes do not pay for its tables). scratch
 * holds llk_conn_scratch(l) ints, zeroed before the first call. The pairs
 * found connected go to fresh (two cells each, the smaller first; room for
 * every pair of every kind that keeps connections: depth 0 asks them
 * all); returns their number. */
int llk_conn_update(const llk_lock *l, const llk_board *b, uint32_t *conn, int depth, int ra,
                    int rb, uint8_t *changed, int *scratch, int *fresh);
size_t llk_conn_scratch(const llk_lock *l);

/* Kind k's tiles on b (row-major) into t and their connections from conn
 * at depth into adj (bit j of adj[i]: t[i] and t[j] connected); returns
 * their number. */
int llk_lock_kind_get(const llk_lock *l, const llk_board *b, const uint32_t *conn, int depth,
                      int k, int *t, uint32_t *adj);

/* Move generation without shift (solve_gen.c): the locked-set test and,
 * per depth, connections, connected pairs and kinds known to give no
 * rule. */
typedef struct llk_gen {
    llk_lock lock;
    int *lock_rec;     /* per depth: the depth whose record children replay */
    uint32_t *conn;    /* per depth: connections (llk_conn_update) */
    uint8_t *changed;  /* per dense kind: changed since the parent */
    uint8_t *norule;   /* per depth and dense kind: known to give no rule */
    int *scratch, *fresh; /* llk_conn_update's */
    int *pairs;        /* per depth: connected pairs of small kinds, two
                          cells each (cap pairs a depth) */
    size_t cap, *npairs;
    int small;         /* kinds of at most this many tiles get the rules */
} llk_gen;

/* For board b and the boards that follow it (tiles only removed); small
 * at most LLK_CONN_KIND. False when memory ran out, b is too large for the
 * locked-set test or small is over LLK_CONN_KIND. */
bool llk_gen_init(llk_gen *g, const llk_board *b, const int *dmap, int nk, int small);
void llk_gen_free(llk_gen *g);

/* The position at depth: b is the position at depth - 1 less the pair ra,
 * rb (none at depth 0). Updates this depth's connections and pairs;
 * returns its row of norule (per dense
 * kind), where kinds unchanged since the parent keep their mark. */
uint8_t *llk_gen_update(llk_gen *g, const llk_board *b, int depth, int ra, int rb);

/* Whether the tiles of one kind in the bit set left (bit j of adj[i]: tiles
 * i and j connected) have a perfect matching of connected pairs; the
 * first pair of one goes to *fa, *fb. */
bool llk_kind_matching(const uint32_t *adj, uint32_t left, int *fa, int *fb);

/* A kind's branch set without shift, when it has one: n tiles (at most
 * 32; connections adj) whose connected pairs have no perfect matching.
 * Writes pairs (pa[i], pb[i]), pa[i] < pb[i], of a minimal set of
 * connected pairs that some solution (if any) starts with, and returns
 * their number; -1 when the kind gives no such rule (proof in
 * solve_prune.c). */
int llk_kind_cover(const uint32_t *adj, int n, int *pa, int *pb);

/* Pairings before orders without shift (solve_pair.c): a complete search
 * over which tiles of each kind pair with which, each choice tested for a
 * locked set under it (proofs there). b's verdict; LLK_UNKNOWN when the
 * search made max_nodes locked-set tests (0: no cap), the clock passed
 * deadline (llk_now_ms; 0: none), cancel (may be NULL) was set, memory ran
 * out, or b has a kind of more than 8 tiles, more than 512 tiles or a side
 * over LLK_SMALL_DIM.
 * A line (b->tiles / 2 moves) goes to moves when it is not NULL; *nodes
 * (may be NULL): the tests made. */
llk_verdict llk_pair_solve(const llk_board *b, long long max_nodes, double deadline,
                           const atomic_bool *cancel, llk_pair *moves, int *nmoves,
                           long long *nodes);

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

/* Whether the tiles at row-major cells a and z of b are connected. */
static inline bool llk_connected_ix(const llk_board *b, int a, int z)
{
    return llk_connected(b, (llk_cell){a / b->cols, a % b->cols},
                         (llk_cell){z / b->cols, z % b->cols});
}

/* Hand n proven moves to a caller that asked for them (line and nline
 * not NULL): generate, hint and shuffle's *_line variants. */
static inline void llk_give_line(const llk_pair *moves, int n, llk_pair *line, int *nline)
{
    if (line != NULL && nline != NULL) {
        memcpy(line, moves, sizeof(llk_pair) * (size_t)n);
        *nline = n;
    }
}

/* Whether the shift leaves b unchanged (b is compacted); false also when
 * out of memory. */
bool llk_shift_fixed(const llk_board *b, llk_shift mode);

/* Whether the moves (a, b) and (c, d) (four distinct tiles) of a board
 * depth moves from the root are independent: no tile of one shares a
 * segment with a tile of the other, so neither moves the other's tiles
 * and both orders give one position (sleep sets, see solve_shift.c). */
bool llk_shx_independent(const llk_shx *x, int depth, int a, int b, int c, int d);
/* Whether the move (za, zb), asleep at a board depth moves from the root
 * (so lost after it), stays asleep after the move (ma, mb) (four
 * distinct tiles): no tile of m lies behind a tile of z in its segment, so
 * m stays legal after z and both orders remove the same tiles (see
 * solve_shift.c). z's cells after m go to *na < *nb (its tiles move
 * toward their ends past m's tiles in front of them). Implies nothing
 * when false. */
bool llk_shx_sleeps(const llk_shx *x, int depth, int za, int zb, int ma, int mb, int *na,
                    int *nb);
/* outward and inward: whether the moves (a, b) and (c, d) of a compacted
 * position commute (no quadrant holds a tile of both; solve_shift.c). */
bool llk_quad_independent(int rows, int cols, int a, int b, int c, int d);

/* The shift after the pair a, z (cells just emptied) was removed from a
 * board that was compacted before (depth moves from the root): only
 * their segments change. Returns the number of tiles moved, each as a
 * triple (to, from, kind) in *rec; -1 when the whole board must be
 * shifted instead (an uncompacted root). */
int llk_shx_compact(llk_shx *x, llk_board *b, int depth, int a, int z, const int **rec);

#endif
