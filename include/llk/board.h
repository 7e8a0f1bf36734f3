/* board.h - the Lianliankan board, the path rule and removable pairs.
 *
 * Pure C11, no SDL. A board is R x C cells, each empty (kind 0) or holding
 * a tile of kind 1..LLK_MAX_KIND. Cells are (row, col), 0-based. Paths may
 * use the one-cell ring outside the board: rows -1 and R, columns -1 and C.
 *
 * The board keeps, beside the kinds, one bit mask of empty cells per row and
 * per column (several 64-bit words per line when a line is longer than 64),
 * so that the path search never scans cells one by one. Always change cells
 * through llk_board_set() so the masks stay in step.
 */
#ifndef LLK_BOARD_H
#define LLK_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define LLK_MAX_DIM 1024   /* largest number of rows or of columns */
#define LLK_MAX_KIND 9999  /* largest tile kind */

typedef struct llk_cell {
    int r, c;
} llk_cell;

typedef struct llk_pair {
    llk_cell a, b;
} llk_pair;

/* Whether x and y are the same two cells, in either order. */
static inline bool llk_pair_same(llk_pair x, llk_pair y)
{
    bool ab = x.a.r == y.a.r && x.a.c == y.a.c && x.b.r == y.b.r && x.b.c == y.b.c;
    bool ba = x.a.r == y.b.r && x.a.c == y.b.c && x.b.r == y.a.r && x.b.c == y.a.c;
    return ab || ba;
}

/* A path: its points in order from the first tile to the second, both ends
 * and every corner, nothing else (2 to 4 points). Ring points use -1, R, C. */
typedef struct llk_path {
    int turns;   /* 0, 1 or 2 */
    int length;  /* cell steps along the path */
    int npoints; /* turns + 2 */
    llk_cell pts[4];
} llk_path;

typedef struct llk_board {
    int rows, cols;
    int rw;              /* words per row mask (covers cols bits) */
    int cw;              /* words per column mask (covers rows bits) */
    int tiles;           /* number of non-empty cells */
    uint16_t *kind;      /* rows * cols kinds, row-major */
    uint64_t *row_empty; /* rows * rw words: bit c of row r set when empty */
    uint64_t *col_empty; /* cols * cw words: bit r of column c set when empty */
    /* Boards of at most LLK_SMALL_DIM rows and columns also keep AND
     * tables for the fast search (NULL otherwise). A line's padded mask has
     * bit i + 1 set when cell i of the line is empty, and bits 0 and n + 1
     * (the ring) always set. row_and[i * LLK_AND_LEVELS + k] is the AND of
     * the padded masks of rows i .. i + 2^k - 1 (k = 0: row i's own), for
     * every i and k with i + 2^k <= rows; col_and likewise for columns. */
    uint64_t *row_and;
    uint64_t *col_and;
    /* Small boards: for each tile i (row-major), run[2i] has the padded
     * positions of its row that it reaches straight through empty cells and
     * the ring, its own included; run[2i + 1] the same along its column.
     * Bit 63 of run[2i + 1] (LLK_RUN_PAIRED, never a position) is set when
     * a neighbour of the tile holds the same kind; bit 63 of run[2i]
     * (LLK_RUN_OPEN) when the tile may be joined to anything: either run
     * holds more than the tile itself, or it is paired. Kept for tiles
     * only, after llk_board_sync (NULL on other boards). */
    uint64_t *run;
    /* Other boards: ext[4i .. 4i + 3] are tile i's runs as bounds: row lo,
     * row hi, column lo, column hi; -1 and rows/cols where a run reaches
     * the ring (NULL on small boards). */
    int16_t *ext;
    /* Small boards: the tables and runs above are brought up to date
     * lazily. stale[0] is the number of cells changed since they were (-1:
     * more than LLK_STALE_LOG, rebuild all), stale[1] the queries answered
     * since, stale[2 ..] the cells. */
    int32_t *stale;
    /* The board's shape (a layout's cells, issue 45): bit i % 64 of
     * hole[i / 64] is set when cell i (row-major) lies outside it. A hole
     * is an empty cell like any other for paths, but the shift never moves
     * a tile into it, and a slide stops at it (shift.h). holes counts them:
     * 0 for the full rectangle (every bit clear). Set with
     * llk_board_set_shape; copied and cloned with the board. */
    int holes;
    uint64_t *hole;
} llk_board;

#define LLK_STALE_LOG 32

/* Bring a small board's tables, runs and flags up to date with its kinds.
 * Only that derived data changes, so the board is const here; the search
 * calls this itself. A board is not to be used from two threads at once. */
void llk_board_sync(const llk_board *b);

/* Positions of a padded line mask `line` that the tile at padded position p
 * (its own bit clear) reaches through empty cells, p included. Bits past
 * the ring are clear, so `above` is never zero; the ring bit 0 is set, so
 * an empty `below` means the run reaches position 0. */
static inline uint64_t llk_run_mask(uint64_t line, int p)
{
    uint64_t occ = ~line;
    uint64_t below = occ & ((1ULL << p) - 1);
    int lo = 63 - __builtin_clzll((below << 1) | 1);
    uint64_t above = occ & (~1ULL << p);
    return (above & (0 - above)) - (1ULL << lo);
}

#define LLK_RUN_OPEN (1ULL << 63)
#define LLK_RUN_PAIRED (1ULL << 63)

#define LLK_SMALL_DIM 61 /* largest size with AND tables */
#define LLK_AND_LEVELS 8 /* table entries per line: 2^7 > LLK_SMALL_DIM */

/* A new all-empty board; NULL when a size is outside 1..LLK_MAX_DIM or
 * memory runs out. */
llk_board *llk_board_new(int rows, int cols);
void llk_board_free(llk_board *b);
llk_board *llk_board_clone(const llk_board *b);
/* Copy src (its kinds and shape) into dst; both must have the same size. */
void llk_board_copy(llk_board *dst, const llk_board *src);
/* Same size, shape and kinds. */
bool llk_board_equal(const llk_board *x, const llk_board *y);

/* Make the cells where cell[i] is 0 (rows * cols, row-major) the board's
 * holes, the others its shape; NULL, or every cell non-zero, is the full
 * rectangle. The kinds are not touched (a hole may hold a tile until the
 * caller deals into the shape only). */
void llk_board_set_shape(llk_board *b, const uint8_t *cell);

/* Whether cell i (row-major) lies outside the board's shape. */
static inline bool llk_board_hole(const llk_board *b, int i)
{
    return b->holes > 0 && (b->hole[i >> 6] >> (i & 63) & 1);
}

static inline bool llk_board_inside(const llk_board *b, int r, int c)
{
    return r >= 0 && r < b->rows && c >= 0 && c < b->cols;
}

/* Kind at (r, c); the cell must be inside. */
static inline int llk_board_get(const llk_board *b, int r, int c)
{
    return b->kind[(size_t)r * (size_t)b->cols + (size_t)c];
}

/* Fill a board with rows * cols kinds (row-major) at once, whatever it
 * held: what emptying it and llk_board_set on every cell would do, in one
 * pass (the board file reader's way). */
void llk_board_fill(llk_board *b, const uint16_t *kinds);

/* Set (r, c), inside the board, to kind (0 empties it). */
void llk_board_set(llk_board *b, int r, int c, int kind);

/* The same for cell i = r * cols + c (row and column are worked out only
 * when the cell is emptied or filled: the solver's shifts mostly only
 * change kinds). */
void llk_board_set_ix(llk_board *b, int i, int kind);

/* Why a pair is or is not removable. */
typedef enum llk_status {
    LLK_OK = 0,
    LLK_OUTSIDE,   /* a cell is outside the board */
    LLK_SAME_CELL, /* both cells are the same */
    LLK_EMPTY,     /* a cell is empty */
    LLK_KINDS,     /* the two tiles are of different kinds */
    LLK_NO_PATH    /* valid pair, but no path of at most two turns */
} llk_status;

/* Short English phrase for a status ("outside the board", ...). */
const char *llk_status_text(llk_status s);

/* The classification search: checks the pair and, when removable, writes
 * the best path (fewest turns, then shortest length) to *out (may be NULL).
 * Returns LLK_OK when removable. */
llk_status llk_find_path(const llk_board *b, llk_cell a, llk_cell z,
                         llk_path *out);

/* Whether two distinct cells inside the board are joined by a path of at
 * most two turns through empty cells and the ring; kinds are not looked
 * at. The fast existence test behind pairs, hints and the solver. */
bool llk_connected(const llk_board *b, llk_cell a, llk_cell z);

/* llk_connected (with the best path to *out when not NULL) on bare empty
 * masks: row_empty[r] has bit c set when cell (r, c) is empty, col_empty[c]
 * bit r; one word a line, so rows and cols at most LLK_SMALL_DIM. a and z
 * are distinct cells, occupied in the masks. For scratch sets of tiles
 * (the solver's) that need no board and none of its derived tables. */
bool llk_masks_path(const uint64_t *row_empty, const uint64_t *col_empty, int rows, int cols,
                    llk_cell a, llk_cell z, llk_path *out);

/* All removable pairs, found kind by kind (pairs.c: per kind, by testing
 * pairs or by walking from each tile what two turns reach, whichever an
 * estimate finds cheaper). Writes at most cap pairs to out
 * (out may be NULL when cap is 0), each with a before b in row-major order,
 * and returns how many there are in all. Order: by kind's first cell, then
 * by cells, row-major. */
size_t llk_pairs(const llk_board *b, llk_pair *out, size_t cap);

/* llk_pairs that gives up once the monotonic clock (CLOCK_MONOTONIC, in
 * milliseconds) passes deadline_ms (0: never); the clock is read every 64
 * tiles. *complete (when not NULL) says whether the listing ended; when it
 * did not, the count is of the pairs found so far. With a list to fill,
 * they are the first ones in llk_pairs order. */
size_t llk_pairs_until(const llk_board *b, llk_pair *out, size_t cap, double deadline_ms,
                       bool *complete);

/* Whether at least one pair is removable; the first one found goes to
 * *first when not NULL. */
bool llk_has_pair(const llk_board *b, llk_pair *first);

/* Every removable pair in sorted order (first cell, then second, each
 * row-major), handed to visit one at a time, with no list kept (the
 * pairs of a board can be many more than its cells); visit returns false
 * to stop. */
void llk_pairs_each(const llk_board *b, bool (*visit)(void *ctx, llk_pair p), void *ctx);

/* llk_pairs_each with a deadline as for llk_pairs_until. */
void llk_pairs_each_until(const llk_board *b, bool (*visit)(void *ctx, llk_pair p), void *ctx,
                          double deadline_ms, bool *complete);

/* Remove a pair: both cells become empty. No checks. */
void llk_board_remove(llk_board *b, llk_pair p);

#endif
