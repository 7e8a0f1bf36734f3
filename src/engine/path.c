/* path.c - the classification path search (0, then 1, then 2 turns) on the
 * board's per-line empty-cell masks, and one kind's pair tests (pairs.c
 * lists the removable pairs).
 *
 * A tile's run along a line (its row or its column) is the set of positions
 * it reaches straight through empty cells, its own included, and the ring
 * position -1 or n when it gets there. The board keeps every tile's runs up
 * to date (board.c). For tiles a and z:
 *   0 turns  z is the first tile along a's row or column;
 *   1 turn   z's column is in a's row run and a's row in z's column run
 *            (or the same with rows and columns swapped);
 *   2 turns  a column x in both tiles' row runs, empty in every row
 *            between them (an AND of those rows' masks), or the same with
 *            rows and columns swapped; the ring always qualifies.
 * The shortest two-turn path takes the x nearest the tiles' span. A tile
 * whose runs are only itself (boxed in) reaches only its neighbours.
 *
 * Small boards (both sides at most LLK_SMALL_DIM) keep runs as bit masks
 * and AND tables over ranges of lines, so a query is a handful of mask
 * operations with two branches. Other boards keep runs as bounds and AND
 * line masks word by word, only over the columns (rows) both runs share.
 */
#include <stdlib.h>

#include "llk/board.h"

#include "board_int.h"

typedef struct runs {
    int hlo, hhi; /* along the tile's row */
    int vlo, vhi; /* along the tile's column */
} runs;

enum { NO_X = LLK_MAX_DIM * 4 };

static inline int top_bit(uint64_t w)
{
    return 63 - __builtin_clzll(w);
}

static inline int low_bit(uint64_t w)
{
    return __builtin_ctzll(w);
}

static inline int absi(int v)
{
    return v < 0 ? -v : v;
}

/* Bits [lo, hi] of word number wi, positions counted along the line. */
static inline uint64_t span_mask(int wi, int lo, int hi)
{
    int base = wi * 64;
    return llk_bits(lo > base ? lo - base : 0, hi < base + 63 ? hi - base : 63);
}

/* No empty neighbour and no ring next to it: only a neighbour of the same
 * kind can be joined to it. */
static inline bool boxed(const runs *t, llk_cell p)
{
    return t->hlo == p.c && t->hhi == p.c && t->vlo == p.r && t->vhi == p.r;
}

/* Middle segment of a two-turn path. The tiles lie on lines p1 != p2 of
 * `lines` (w words each, length n), at positions s1 and s2 along them; their
 * runs along those lines overlap in [lo, hi]. Returns the position x of the
 * middle segment, the one nearest the span [s1, s2] when best is set, or
 * NO_X. */
static int middle(const uint64_t *lines, int w, int n, int p1, int p2,
                  int s1, int s2, int lo, int hi, bool best)
{
    int from = p1 < p2 ? p1 : p2;
    int to = p1 < p2 ? p2 : p1;
    int slo = s1 < s2 ? s1 : s2;
    int shi = s1 < s2 ? s2 : s1;
    int best_x = NO_X;
    int best_cost = NO_X;

    /* The ring, when both runs reach it. */
    if (lo == -1) {
        if (!best) {
            return -1;
        }
        best_x = -1;
        best_cost = slo + 1;
    }
    if (hi == n) {
        if (!best) {
            return n;
        }
        if (n - shi < best_cost) {
            best_x = n;
            best_cost = n - shi;
        }
    }
    int clo = lo < 0 ? 0 : lo;
    int chi = hi >= n ? n - 1 : hi;
    if (clo > chi) {
        return best_x;
    }
    for (int wi = clo >> 6; wi <= chi >> 6; wi++) {
        uint64_t cand = span_mask(wi, clo, chi);
        const uint64_t *l = lines + (size_t)(from + 1) * (size_t)w + (size_t)wi;
        for (int k = from + 1; k < to && cand; k++, l += w) {
            cand &= *l;
        }
        if (!cand) {
            continue;
        }
        if (!best) {
            return wi * 64 + low_bit(cand);
        }
        /* Inside the span costs nothing extra; outside, twice the
         * distance, so take the nearest on each side. */
        uint64_t inside = cand & span_mask(wi, slo, shi);
        if (inside) {
            return wi * 64 + low_bit(inside);
        }
        uint64_t below = cand & span_mask(wi, 0, slo - 1);
        if (below && slo - (wi * 64 + top_bit(below)) < best_cost) {
            best_x = wi * 64 + top_bit(below);
            best_cost = slo - best_x;
        }
        uint64_t above = cand & span_mask(wi, shi + 1, n - 1);
        if (above) {
            int x = wi * 64 + low_bit(above);
            if (x - shi < best_cost) {
                best_x = x;
            }
            break; /* later words lie further above */
        }
    }
    return best_x;
}

/* ---- small boards: AND tables, few branches ------------------------ */

/* AND of the padded masks of lines p1 .. p2 (either order) of table t:
 * two entries of the level that covers half the range or more. */
static inline uint64_t and_range(const uint64_t *t, int p1, int p2)
{
    int lo = p1 < p2 ? p1 : p2;
    int hi = p1 < p2 ? p2 : p1;
    int k = 31 - __builtin_clz((unsigned)(hi - lo + 1));
    return t[(size_t)lo * LLK_AND_LEVELS + (size_t)k] &
           t[(size_t)(hi - (1 << k) + 1) * LLK_AND_LEVELS + (size_t)k];
}

/* The middle line in cand (padded positions) nearest the span [s1, s2];
 * *extra gets the length it adds to the shortest. cand is not zero. */
static inline int nearest(uint64_t cand, int s1, int s2, int *extra)
{
    int lo = s1 < s2 ? s1 : s2;
    int hi = s1 < s2 ? s2 : s1;
    uint64_t inside = cand & llk_bits(lo, hi);
    if (inside) {
        *extra = 0;
        return low_bit(inside);
    }
    uint64_t below = cand & ((1ULL << lo) - 1);
    uint64_t above = cand & ~((2ULL << hi) - 1);
    int db = below ? lo - top_bit(below) : NO_X;
    int da = above ? low_bit(above) - hi : NO_X;
    *extra = 2 * (db <= da ? db : da);
    return db <= da ? top_bit(below) : low_bit(above);
}

/* A tile's row and column runs. Both keep a flag in bit 63 (LLK_RUN_OPEN,
 * LLK_RUN_PAIRED): every use below ANDs them with a line mask (bit 63
 * clear) or reads a bit under 62. */
typedef struct tmask {
    uint64_t h, v;
} tmask;

static inline tmask tile_mask(const llk_board *b, llk_cell t)
{
    const uint64_t *m = b->run + 2 * ((size_t)t.r * (size_t)b->cols + (size_t)t.c);
    return (tmask){m[0], m[1]};
}

/* The search on a small board, from both tiles' runs, for tiles that are
 * not neighbours (near is 0) or are (1), in small_full() below.
 *
 * The two-turn candidates: cx holds the columns x (padded) in both tiles'
 * row runs and empty in every row from a's to z's, the tiles' own rows
 * included. Including them only drops x = a.c and x = z.c, whose paths
 * have a zero-length segment: they are the one-turn or straight paths, and
 * those are tested on their own. Likewise cy, rows. For tiles on one row,
 * cx is then exactly the empty cells between them: not zero when a
 * straight path joins them, unless they are neighbours.
 */
static __attribute__((noinline)) llk_status small_full(const llk_board *b,
                                                       llk_cell a, llk_cell z,
                                                       llk_path *out);

/* The best path, once small_full() found one: fewest turns, then the
 * middle line nearest the span. */
static __attribute__((noinline)) llk_status
small_route(llk_cell a, llk_cell z, int near, bool turn_a, bool turn_z,
            uint64_t cx, uint64_t cy, llk_path *out)
{
    int dr = absi(a.r - z.r), dc = absi(a.c - z.c);
    if (near || (a.r == z.r && cx) || (a.c == z.c && cy)) {
        *out = (llk_path){0, dr + dc, 2, {a, z}};
    } else if (turn_a) {
        *out = (llk_path){1, dr + dc, 3, {a, {a.r, z.c}, z}};
    } else if (turn_z) {
        *out = (llk_path){1, dr + dc, 3, {a, {z.r, a.c}, z}};
    } else {
        int ex = NO_X, ey = NO_X, x = 0, y = 0;
        if (cx) {
            x = nearest(cx, a.c + 1, z.c + 1, &ex) - 1;
        }
        if (cy) {
            y = nearest(cy, a.r + 1, z.r + 1, &ey) - 1;
        }
        if (ex <= ey) {
            *out = (llk_path){2, dr + dc + ex, 4, {a, {a.r, x}, {z.r, x}, z}};
        } else {
            *out = (llk_path){2, dr + dc + ey, 4, {a, {y, a.c}, {y, z.c}, z}};
        }
    }
    return LLK_OK;
}

/* The tests, once both tiles' runs (ma, mz) and the two-turn candidates
 * (cx, cy: the columns and rows empty between the tiles, within both runs,
 * see above) are known. */
static inline __attribute__((always_inline)) llk_status
small_finish(llk_cell a, tmask ma, llk_cell z, tmask mz, int near, uint64_t cx,
             uint64_t cy, llk_path *out)
{
    bool turn_a = (ma.h >> (z.c + 1)) & (mz.v >> (a.r + 1)) & 1; /* (a.r, z.c) */
    bool turn_z = (mz.h >> (a.c + 1)) & (ma.v >> (z.r + 1)) & 1; /* (z.r, a.c) */
    if (!(near | turn_a | turn_z | (cx != 0) | (cy != 0))) {
        return LLK_NO_PATH;
    }
    return out ? small_route(a, z, near, turn_a, turn_z, cx, cy, out) : LLK_OK;
}

/* The search on a small board past the boxed test, from its tables and
 * runs, without branching on the board: LLK_OK or LLK_NO_PATH (a status,
 * so that callers can jump here). It spells out small_finish() rather than
 * calling it: through the call GCC spilled the cells to the stack and read
 * their halves back, about 3 ns a query. */
static llk_status small_full(const llk_board *b, llk_cell a, llk_cell z,
                             llk_path *out)
{
    int dr = a.r - z.r, dc = a.c - z.c;
    int near = dr * dr + dc * dc == 1;
    tmask ma = tile_mask(b, a), mz = tile_mask(b, z);
    bool turn_a = (ma.h >> (z.c + 1)) & (mz.v >> (a.r + 1)) & 1; /* (a.r, z.c) */
    bool turn_z = (mz.h >> (a.c + 1)) & (ma.v >> (z.r + 1)) & 1; /* (z.r, a.c) */
    uint64_t cx = ma.h & mz.h & and_range(b->row_and, a.r, z.r);
    uint64_t cy = ma.v & mz.v & and_range(b->col_and, a.c, z.c);
    if (!(near | turn_a | turn_z | (cx != 0) | (cy != 0))) {
        return LLK_NO_PATH;
    }
    return out ? small_route(a, z, near, turn_a, turn_z, cx, cy, out) : LLK_OK;
}

/* small_full() as a count, 1 or 0, without a branch, for a whole kind's
 * tests in a row (llk_count_kinds): a at or before z in row-major order,
 * ma and mz their run words. */
static inline __attribute__((always_inline)) int
small_joins(const llk_board *b, llk_cell a, tmask ma, llk_cell z, tmask mz)
{
    int dr = z.r - a.r, dc = a.c - z.c;
    unsigned near = dr * dr + dc * dc == 1;
    unsigned turn_a = (unsigned)((ma.h >> (z.c + 1)) & (mz.v >> (a.r + 1)) & 1);
    unsigned turn_z = (unsigned)((mz.h >> (a.c + 1)) & (ma.v >> (z.r + 1)) & 1);
    int k = 31 - __builtin_clz((unsigned)(dr + 1));
    uint64_t cx = ma.h & mz.h & b->row_and[(size_t)a.r * LLK_AND_LEVELS + (size_t)k] &
                  b->row_and[(size_t)(z.r - (1 << k) + 1) * LLK_AND_LEVELS + (size_t)k];
    uint64_t cy = ma.v & mz.v & and_range(b->col_and, a.c, z.c);
    return (int)(near | turn_a | turn_z | ((cx | cy) != 0));
}

/* ---- small boards whose tables are not up to date ------------------ */

/* cand ANDed with the padded masks of lines p1 .. p2, one by one. */
static inline uint64_t and_lines(const uint64_t *empty, int n, int p1, int p2,
                                 uint64_t cand)
{
    int lo = p1 < p2 ? p1 : p2;
    int hi = p1 < p2 ? p2 : p1;
    for (int i = lo; i <= hi && cand; i++) {
        cand &= llk_padded(empty, n, i);
    }
    return cand;
}

/* The same search from the empty masks alone (one word a line, rows R and
 * columns C at most LLK_SMALL_DIM), a and z occupied in them. */
static inline __attribute__((always_inline)) llk_status
live_masks(const uint64_t *row_empty, const uint64_t *col_empty, int R, int C, llk_cell a,
           llk_cell z, llk_path *out)
{
    int dr = a.r - z.r, dc = a.c - z.c;
    int near = dr * dr + dc * dc == 1;
    tmask ma = {llk_run_mask(llk_padded(row_empty, C, a.r), a.c + 1),
                llk_run_mask(llk_padded(col_empty, R, a.c), a.r + 1)};
    if (!((ma.h & (ma.h - 1)) | (ma.v & (ma.v - 1))) && !near) {
        return LLK_NO_PATH; /* a is boxed in */
    }
    tmask mz = {llk_run_mask(llk_padded(row_empty, C, z.r), z.c + 1),
                llk_run_mask(llk_padded(col_empty, R, z.c), z.r + 1)};
    if (!((mz.h & (mz.h - 1)) | (mz.v & (mz.v - 1))) && !near) {
        return LLK_NO_PATH;
    }
    uint64_t cx = and_lines(row_empty, C, a.r, z.r, ma.h & mz.h);
    uint64_t cy = and_lines(col_empty, R, a.c, z.c, ma.v & mz.v);
    return small_finish(a, ma, z, mz, near, cx, cy, out);
}

/* For a board changed since its tables were last brought up to date. */
static inline __attribute__((always_inline)) llk_status
live_search(const llk_board *b, llk_cell a, llk_cell z, llk_path *out)
{
    return live_masks(b->row_empty, b->col_empty, b->rows, b->cols, a, z, out);
}

bool llk_masks_path(const uint64_t *row_empty, const uint64_t *col_empty, int rows, int cols,
                    llk_cell a, llk_cell z, llk_path *out)
{
    return live_masks(row_empty, col_empty, rows, cols, a, z, out) == LLK_OK;
}

/* A board changed since its tables were last brought up to date: answer
 * from the masks alone, or bring the tables up to date once the queries
 * since the first change have paid for it. A
 * query from the tables saves about an eighth of what replaying one changed
 * cell costs, and a full rebuild costs about as much as replaying an eighth
 * of the cells (measured with cachegrind on 18x8 boards), so the tables
 * are brought up to date once the queries made without them reach eight
 * times that: at most about twice what the best choice in hindsight would
 * have spent. A board changed between every few queries (a solver's
 * scratch board) is thus never brought up to date. */
static __attribute__((noinline)) llk_status
small_search_fast(const llk_board *b, llk_cell a, llk_cell z, llk_path *out,
                  bool same_kind);

static __attribute__((noinline)) llk_status
small_stale(const llk_board *b, llk_cell a, llk_cell z, llk_path *out,
            bool same_kind)
{
    int32_t *s = b->stale;
    int cells = b->rows * b->cols;
    int pending = s[0] >= 0 ? s[0] : (cells / 8 > LLK_STALE_LOG ? cells / 8 : LLK_STALE_LOG);
    if (++s[1] <= 8 * pending) {
        return live_search(b, a, z, out);
    }
    llk_board_sync(b);
    return small_search_fast(b, a, z, out, same_kind);
}

/* A boxed-in tile (its runs are only itself) reaches only its neighbours,
 * so it is flagged open only when a neighbour holds its kind: most queries
 * on full boards end at this one branch. When the kinds may differ
 * (same_kind false), neighbours are let through as well. */
static inline __attribute__((always_inline)) llk_status
small_search(const llk_board *b, llk_cell a, llk_cell z, llk_path *out,
             bool same_kind)
{
    if (b->stale[0] != 0) {
        return small_stale(b, a, z, out, same_kind);
    }
    size_t cols = (size_t)b->cols;
    uint64_t ha = b->run[2 * ((size_t)a.r * cols + (size_t)a.c)];
    uint64_t hz = b->run[2 * ((size_t)z.r * cols + (size_t)z.c)];
    if (!((ha & hz) & LLK_RUN_OPEN)) {
        int dr = a.r - z.r, dc = a.c - z.c;
        if (same_kind || dr * dr + dc * dc != 1) {
            return LLK_NO_PATH;
        }
    }
    return small_full(b, a, z, out);
}

static llk_status small_search_fast(const llk_board *b, llk_cell a, llk_cell z,
                                    llk_path *out, bool same_kind)
{
    return small_search(b, a, z, out, same_kind);
}

/* ---- other boards: runs as bounds --------------------------------- */

static inline bool found(llk_path *out, llk_path p)
{
    if (out) {
        *out = p;
    }
    return true;
}

static inline runs ext_runs(const llk_board *b, llk_cell t)
{
    const int16_t *e = b->ext + 4 * ((size_t)t.r * (size_t)b->cols + (size_t)t.c);
    return (runs){e[0], e[1], e[2], e[3]};
}

/* Zero-turn test: z is the first tile along a's row or column. */
static inline bool straight(llk_cell a, const runs *ra, llk_cell z,
                            llk_path *out)
{
    if (a.r == z.r && (z.c == ra->hlo - 1 || z.c == ra->hhi + 1)) {
        return found(out, (llk_path){0, absi(a.c - z.c), 2, {a, z}});
    }
    if (a.c == z.c && (z.r == ra->vlo - 1 || z.r == ra->vhi + 1)) {
        return found(out, (llk_path){0, absi(a.r - z.r), 2, {a, z}});
    }
    return false;
}

/* One- and two-turn tests, once the straight test has failed. */
static bool bent(const llk_board *b, llk_cell a, const runs *ra, llk_cell z,
                 const runs *rz, llk_path *out, bool best)
{
    int dr = absi(a.r - z.r);
    int dc = absi(a.c - z.c);
    if (a.r != z.r && a.c != z.c) {
        if (z.c >= ra->hlo && z.c <= ra->hhi && a.r >= rz->vlo && a.r <= rz->vhi) {
            return found(out, (llk_path){1, dr + dc, 3, {a, {a.r, z.c}, z}});
        }
        if (a.c >= rz->hlo && a.c <= rz->hhi && z.r >= ra->vlo && z.r <= ra->vhi) {
            return found(out, (llk_path){1, dr + dc, 3, {a, {z.r, a.c}, z}});
        }
    }
    int x = NO_X, y = NO_X, cost_x = NO_X, cost_y = NO_X;
    int lo = ra->hlo > rz->hlo ? ra->hlo : rz->hlo;
    int hi = ra->hhi < rz->hhi ? ra->hhi : rz->hhi;
    if (a.r != z.r && lo <= hi) {
        x = middle(b->row_empty, b->rw, b->cols, a.r, z.r, a.c, z.c, lo, hi, best);
        if (x != NO_X) {
            if (!best) {
                return true;
            }
            cost_x = dr + absi(a.c - x) + absi(x - z.c);
        }
    }
    lo = ra->vlo > rz->vlo ? ra->vlo : rz->vlo;
    hi = ra->vhi < rz->vhi ? ra->vhi : rz->vhi;
    if (a.c != z.c && lo <= hi) {
        y = middle(b->col_empty, b->cw, b->rows, a.c, z.c, a.r, z.r, lo, hi, best);
        if (y != NO_X) {
            cost_y = dc + absi(a.r - y) + absi(y - z.r);
        }
    }
    if (x != NO_X && cost_x <= cost_y) {
        return found(out, (llk_path){2, cost_x, 4, {a, {a.r, x}, {z.r, x}, z}});
    }
    if (y != NO_X) {
        return found(out, (llk_path){2, cost_y, 4, {a, {y, a.c}, {y, z.c}, z}});
    }
    return false;
}

/* The search on a big board for two distinct tiles, from their runs. */
static bool big_test(const llk_board *b, llk_cell a, const runs *ra,
                     llk_cell z, const runs *rz, llk_path *out, bool best)
{
    if (straight(a, ra, z, out)) {
        return true;
    }
    if (boxed(ra, a) || boxed(rz, z)) {
        return false;
    }
    return bent(b, a, ra, z, rz, out, best);
}

static bool big_search(const llk_board *b, llk_cell a, llk_cell z,
                       llk_path *out, bool best)
{
    runs ra = ext_runs(b, a), rz = ext_runs(b, z);
    return big_test(b, a, &ra, z, &rz, out, best);
}

/* ---- the entry points ---------------------------------------------- */

/* Why a pair inside the board is not a valid one (the rare case). */
static __attribute__((noinline, cold)) llk_status invalid(const llk_board *b,
                                                          llk_cell a, llk_cell z)
{
    int ka = llk_board_get(b, a.r, a.c);
    int kz = llk_board_get(b, z.r, z.c);
    if (a.r == z.r && a.c == z.c) {
        return LLK_SAME_CELL;
    }
    return ka == 0 || kz == 0 ? LLK_EMPTY : LLK_KINDS;
}

static inline bool valid_pair(const llk_board *b, llk_cell a, llk_cell z)
{
    int ka = llk_board_get(b, a.r, a.c);
    int kz = llk_board_get(b, z.r, z.c);
    return !(a.r == z.r && a.c == z.c) && ka != 0 && ka == kz;
}

static __attribute__((noinline)) llk_status big_find(const llk_board *b,
                                                     llk_cell a, llk_cell z,
                                                     llk_path *out)
{
    if (!valid_pair(b, a, z)) {
        return invalid(b, a, z);
    }
    return big_search(b, a, z, out, true) ? LLK_OK : LLK_NO_PATH;
}

llk_status llk_find_path(const llk_board *b, llk_cell a, llk_cell z,
                         llk_path *out)
{
    if ((unsigned)a.r >= (unsigned)b->rows || (unsigned)a.c >= (unsigned)b->cols ||
        (unsigned)z.r >= (unsigned)b->rows || (unsigned)z.c >= (unsigned)b->cols) {
        return LLK_OUTSIDE;
    }
    if (!b->row_and) {
        return big_find(b, a, z, out);
    }
    if (!valid_pair(b, a, z)) {
        return invalid(b, a, z);
    }
    return small_search(b, a, z, out, true);
}

bool llk_connected(const llk_board *b, llk_cell a, llk_cell z)
{
    if (b->row_and) {
        return small_search(b, a, z, NULL, false) == LLK_OK;
    }
    return big_search(b, a, z, NULL, false);
}

/* ---- one kind's pair tests, for pairs.c ---------------------------- */

/* The tiles q of the list next[] from q on (cells row-major, one kind,
 * after p) joined to tile p, appended to buf in list order; their number.
 * The loop lives here so that the search is inlined into it. */
int llk_joined_from(const llk_board *b, int p, const int *next, int q, int *buf)
{
    int cols = b->cols, n = 0;
    llk_cell a = {p / cols, p % cols};
    if (b->row_and) {
        for (; q >= 0; q = next[q]) {
            if (small_search(b, a, (llk_cell){q / cols, q % cols}, NULL, true) == LLK_OK) {
                buf[n++] = q;
            }
        }
        return n;
    }
    for (; q >= 0; q = next[q]) {
        if (big_search(b, a, (llk_cell){q / cols, q % cols}, NULL, false)) {
            buf[n++] = q;
        }
    }
    return n;
}

/* The pairs of kinds 1..maxk, kind k's tiles list next[] from head[k] on
 * (-1: none), counted by the tests on a small board (one with AND tables)
 * whose tables are up to date: only tiles flagged LLK_RUN_OPEN can be
 * joined at all, so the others are dropped before the pairs are tested.
 * At most 64 tiles a kind. */
size_t llk_count_kinds(const llk_board *b, const int *next, const int *head, int maxk)
{
    int cols = b->cols;
    size_t n = 0;
    for (int k = 1; k <= maxk; k++) {
        int m = 0;
        llk_cell t[64];
        tmask tm[64];
        for (int p = head[k]; p >= 0 && m < 64; p = next[p]) {
            const uint64_t *run = b->run + 2 * (size_t)p;
            t[m] = (llk_cell){p / cols, p % cols};
            tm[m] = (tmask){run[0], run[1]};
            m += (run[0] & LLK_RUN_OPEN) != 0;
        }
        for (int i = 0; i + 1 < m; i++) {
            for (int j = i + 1; j < m; j++) {
                n += (size_t)small_joins(b, t[i], tm[i], t[j], tm[j]);
            }
        }
    }
    return n;
}

/* llk_count_kinds listing the pairs: kinds in order of their first cell,
 * then by cells, into out while there is room (cap), stopping at the
 * first pair when first is set; returns how many there are. */
size_t llk_list_kinds(const llk_board *b, const int *next, const int *head, llk_pair *out,
                      size_t cap, bool first)
{
    int cols = b->cols, cells = b->rows * b->cols;
    size_t n = 0;
    for (int c = 0; c < cells; c++) {
        int k = b->kind[c];
        if (!k || head[k] != c) {
            continue;
        }
        int m = 0;
        llk_cell t[64];
        for (int p = c; p >= 0 && m < 64; p = next[p]) {
            if (b->run[2 * (size_t)p] & LLK_RUN_OPEN) {
                t[m++] = (llk_cell){p / cols, p % cols};
            }
        }
        for (int i = 0; i + 1 < m; i++) {
            for (int j = i + 1; j < m; j++) {
                if (small_full(b, t[i], t[j], NULL) != LLK_OK) {
                    continue;
                }
                if (n < cap) {
                    out[n] = (llk_pair){t[i], t[j]};
                }
                if (++n && first) {
                    return n;
                }
            }
        }
    }
    return n;
}
