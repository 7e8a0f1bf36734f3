/* path.c - the classification path search (0, then 1, then 2 turns) on the
 * board's per-line empty-cell masks, and removable pairs kind by kind.
 *
 * For a tile at position p of a line (row or column) of length n, its run
 * along that line is [lo, hi]: the positions reachable through empty cells,
 * found with one bit scan each way. lo is -1 and hi is n when the run
 * reaches the ring outside the board. Then, for tiles a and z:
 *   0 turns  z is the first tile along a's row or column;
 *   1 turn   z's column is in a's row run and a's row in z's column run
 *            (or the same with rows and columns swapped);
 *   2 turns  a column x in both tiles' row runs, empty in every row
 *            strictly between them (an AND of those rows' masks), or the
 *            same with rows and columns swapped; the ring always qualifies.
 * The shortest two-turn path takes the x nearest the tiles' span.
 */
#include <stdlib.h>

#include "llk/board.h"

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
    int a = lo > base ? lo - base : 0;
    int z = hi < base + 63 ? hi - base : 63;
    if (a > z) {
        return 0;
    }
    uint64_t upto = z == 63 ? ~0ULL : ((1ULL << (z + 1)) - 1);
    return upto & ~((1ULL << a) - 1);
}

/* Run through position p of a line of w words and length n. Bits past n
 * are clear (not empty), so a scan that meets them has reached the ring. */
static inline void line_run(const uint64_t *line, int w, int n, int p, int *lo,
                            int *hi)
{
    int wi = p >> 6;
    int bit = p & 63;
    uint64_t occ = ~line[wi] & ((1ULL << bit) - 1);
    int i = wi;
    while (!occ && --i >= 0) {
        occ = ~line[i];
    }
    *lo = occ ? i * 64 + top_bit(occ) + 1 : -1;

    occ = bit == 63 ? 0 : ~line[wi] & (~0ULL << (bit + 1));
    i = wi;
    while (!occ && ++i < w) {
        occ = ~line[i];
    }
    int q = occ ? i * 64 + low_bit(occ) : n;
    *hi = q < n ? q - 1 : n;
}

/* The same for a line of one word (n <= 64), without loops. */
static inline __attribute__((always_inline)) void word_run(uint64_t line, int n, int p, int *lo, int *hi)
{
    uint64_t occ = ~line;
    uint64_t below = occ & ((1ULL << p) - 1);
    *lo = below ? top_bit(below) + 1 : -1;
    uint64_t above = p == 63 ? 0 : occ & (~0ULL << (p + 1));
    int q = above ? low_bit(above) : 64;
    *hi = q < n ? q - 1 : n;
}

/* Runs of the tile at (r, c); `one` when every line is one word. */
static inline __attribute__((always_inline)) void tile_runs(const llk_board *b, int r, int c, runs *o,
                             bool one)
{
    if (one) {
        word_run(b->row_empty[r], b->cols, c, &o->hlo, &o->hhi);
        word_run(b->col_empty[c], b->rows, r, &o->vlo, &o->vhi);
        return;
    }
    line_run(b->row_empty + (size_t)r * (size_t)b->rw, b->rw, b->cols, c,
             &o->hlo, &o->hhi);
    line_run(b->col_empty + (size_t)c * (size_t)b->cw, b->cw, b->rows, r,
             &o->vlo, &o->vhi);
}

/* Bits lo..hi of a word, 0 <= lo, hi <= 63; none when lo > hi. */
static inline uint64_t bits(int lo, int hi)
{
    return lo > hi ? 0 : (~0ULL >> (63 - hi)) & (~0ULL << lo);
}

/* middle() for lines of one word. */
static inline __attribute__((always_inline)) int word_middle(const uint64_t *lines, int n, int p1, int p2, int s1,
                       int s2, int lo, int hi, bool best)
{
    int from = p1 < p2 ? p1 : p2;
    int to = p1 < p2 ? p2 : p1;
    uint64_t cand = bits(lo < 0 ? 0 : lo, hi >= n ? n - 1 : hi);
    for (int k = from + 1; k < to; k++) {
        cand &= lines[k];
    }
    if (!best) {
        return cand ? low_bit(cand) : lo == -1 ? -1 : hi == n ? n : NO_X;
    }
    int slo = s1 < s2 ? s1 : s2;
    int shi = s1 < s2 ? s2 : s1;
    uint64_t inside = cand & bits(slo, shi);
    if (inside) {
        return low_bit(inside);
    }
    uint64_t below = cand & bits(0, slo - 1);
    uint64_t above = cand & bits(shi + 1, 63);
    int xb = below ? top_bit(below) : lo == -1 ? -1 : -NO_X;
    int xa = above ? low_bit(above) : hi == n ? n : NO_X;
    if (xb == -NO_X && xa == NO_X) {
        return NO_X;
    }
    return slo - xb <= xa - shi ? xb : xa;
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

/* AND of the padded masks of lines p1 .. p2 (either order) of table t
 * over n lines: two entries of the level that covers half the range or
 * more. */
static inline uint64_t and_range(const uint64_t *t, int n, int p1, int p2)
{
    int lo = p1 < p2 ? p1 : p2;
    int hi = p1 < p2 ? p2 : p1;
    int k = 31 - __builtin_clz((unsigned)(hi - lo + 1));
    const uint64_t *level = t + (size_t)k * (size_t)n;
    return level[lo] & level[hi - (1 << k) + 1];
}

/* The middle line in cand (padded positions) nearest the span [s1, s2];
 * *extra gets the length it adds to the shortest. cand is not zero. */
static inline int nearest(uint64_t cand, int s1, int s2, int *extra)
{
    int lo = s1 < s2 ? s1 : s2;
    int hi = s1 < s2 ? s2 : s1;
    uint64_t inside = cand & bits(lo, hi);
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

/* The tile's row and column runs, padded positions. */
typedef struct tmask {
    uint64_t h, v;
} tmask;

static inline tmask tile_mask(const llk_board *b, llk_cell t)
{
    const uint64_t *m = b->run + 2 * ((size_t)t.r * (size_t)b->cols + (size_t)t.c);
    return (tmask){m[0] & ~LLK_RUN_OPEN, m[1]};
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
                                                       int near, llk_path *out);

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

/* The search on a small board past the boxed test, without branching on
 * the board: LLK_OK or LLK_NO_PATH (a status, so that callers can jump
 * here). */
static llk_status small_full(const llk_board *b, llk_cell a, llk_cell z,
                             int near, llk_path *out)
{
    tmask ma = tile_mask(b, a), mz = tile_mask(b, z);
    uint64_t ha = ma.h, va = ma.v, hz = mz.h, vz = mz.v;
    bool turn_a = (ha >> (z.c + 1)) & (vz >> (a.r + 1)) & 1; /* (a.r, z.c) */
    bool turn_z = (hz >> (a.c + 1)) & (va >> (z.r + 1)) & 1; /* (z.r, a.c) */
    uint64_t cx = ha & hz & and_range(b->row_and, b->rows, a.r, z.r);
    uint64_t cy = va & vz & and_range(b->col_and, b->cols, a.c, z.c);
    if (!(near | turn_a | turn_z | (cx != 0) | (cy != 0))) {
        return LLK_NO_PATH;
    }
    return out ? small_route(a, z, near, turn_a, turn_z, cx, cy, out) : LLK_OK;
}

/* A boxed tile (its runs are only itself) reaches only its neighbours: most
 * queries on full boards end here, with one branch. */
static inline __attribute__((always_inline)) llk_status
small_search(const llk_board *b, llk_cell a, llk_cell z, llk_path *out)
{
    size_t cols = (size_t)b->cols;
    uint64_t ha = b->run[2 * ((size_t)a.r * cols + (size_t)a.c)];
    uint64_t hz = b->run[2 * ((size_t)z.r * cols + (size_t)z.c)];
    int dr = a.r - z.r, dc = a.c - z.c;
    int near = dr * dr + dc * dc == 1;
    if ((int)((ha & hz) >> 63) + near == 0) {
        return LLK_NO_PATH;
    }
    return small_full(b, a, z, near, out);
}

static inline bool found(llk_path *out, llk_path p)
{
    if (out) {
        *out = p;
    }
    return true;
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
static inline bool bent(const llk_board *b, llk_cell a, const runs *ra,
                        llk_cell z, const runs *rz, llk_path *out, bool best,
                        bool one)
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
        x = one ? word_middle(b->row_empty, b->cols, a.r, z.r, a.c, z.c, lo, hi, best)
                : middle(b->row_empty, b->rw, b->cols, a.r, z.r, a.c, z.c, lo, hi, best);
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
        y = one ? word_middle(b->col_empty, b->rows, a.c, z.c, a.r, z.r, lo, hi, best)
                : middle(b->col_empty, b->cw, b->rows, a.c, z.c, a.r, z.r, lo, hi, best);
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

/* The search for two distinct cells inside the board. */
static inline bool search_lines(const llk_board *b, llk_cell a, llk_cell z,
                                llk_path *out, bool best, bool one)
{
    runs ra, rz;
    tile_runs(b, a.r, a.c, &ra, one);
    if (straight(a, &ra, z, out)) {
        return true;
    }
    if (boxed(&ra, a)) {
        return false;
    }
    tile_runs(b, z.r, z.c, &rz, one);
    if (boxed(&rz, z)) {
        return false;
    }
    return bent(b, a, &ra, z, &rz, out, best, one);
}

static bool search(const llk_board *b, llk_cell a, llk_cell z, llk_path *out,
                   bool best)
{
    if (b->rw == 1 && b->cw == 1) {
        return search_lines(b, a, z, out, best, true);
    }
    return search_lines(b, a, z, out, best, false);
}

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

/* Boards past the small size. */
static __attribute__((noinline)) llk_status big_find(const llk_board *b,
                                                     llk_cell a, llk_cell z,
                                                     llk_path *out)
{
    int ka = llk_board_get(b, a.r, a.c);
    int kz = llk_board_get(b, z.r, z.c);
    if ((a.r == z.r && a.c == z.c) || ka == 0 || ka != kz) {
        return invalid(b, a, z);
    }
    return search(b, a, z, out, true) ? LLK_OK : LLK_NO_PATH;
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
    int ka = llk_board_get(b, a.r, a.c);
    int kz = llk_board_get(b, z.r, z.c);
    if ((a.r == z.r && a.c == z.c) || ka == 0 || ka != kz) {
        return invalid(b, a, z);
    }
    return small_search(b, a, z, out);
}

bool llk_connected(const llk_board *b, llk_cell a, llk_cell z)
{
    if (b->row_and) {
        return small_search(b, a, z, NULL) == LLK_OK;
    }
    return search(b, a, z, NULL, false);
}

/* ---- removable pairs, kind by kind -------------------------------- */

enum { SMALL_BOARD = 1024, NOT_YET = -2 };

/* The runs of tile i, computed the first time they are needed. */
static inline const runs *runs_of(const llk_board *b, runs *rr, int i,
                                  bool one)
{
    if (rr[i].hlo == NOT_YET) {
        tile_runs(b, i / b->cols, i % b->cols, &rr[i], one);
    }
    return &rr[i];
}

/* Count removable pairs, writing up to cap of them; stops at the first
 * when `first` is set. Each tile's runs are computed at most once, and
 * only for tiles that have a partner of their kind to test. */
static size_t scan_pairs(const llk_board *b, llk_pair *out, size_t cap,
                         bool first)
{
    int cells = b->rows * b->cols;
    int head[LLK_MAX_KIND + 1];
    int small_next[SMALL_BOARD];
    runs small_runs[SMALL_BOARD];
    bool small = cells <= SMALL_BOARD;
    int *next = small ? small_next : malloc((size_t)cells * sizeof *next);
    runs *rr = small ? small_runs : malloc((size_t)cells * sizeof *rr);
    size_t count = 0;
    bool one = b->rw == 1 && b->cw == 1;
    if (!next || !rr) {
        goto done;
    }
    int maxk = 0;
    for (int i = 0; i < cells; i++) {
        maxk = b->kind[i] > maxk ? b->kind[i] : maxk;
    }
    for (int k = 0; k <= maxk; k++) {
        head[k] = -1;
    }
    /* Lists pushed in reverse come out in row-major order. */
    for (int i = cells - 1; i >= 0; i--) {
        int k = b->kind[i];
        if (k) {
            next[i] = head[k];
            head[k] = i;
            rr[i].hlo = NOT_YET;
        }
    }
    for (int i = 0; i < cells; i++) {
        int k = b->kind[i];
        if (!k || head[k] != i) {
            continue;
        }
        for (int p = i; p >= 0 && next[p] >= 0; p = next[p]) {
            llk_cell a = {p / b->cols, p % b->cols};
            const runs *ra = runs_of(b, rr, p, one);
            bool a_boxed = boxed(ra, a);
            for (int q = next[p]; q >= 0; q = next[q]) {
                llk_cell z = {q / b->cols, q % b->cols};
                bool joined = straight(a, ra, z, NULL);
                if (!joined && !a_boxed) {
                    const runs *rz = runs_of(b, rr, q, one);
                    joined = !boxed(rz, z) &&
                             bent(b, a, ra, z, rz, NULL, false, one);
                }
                if (!joined) {
                    continue;
                }
                if (count < cap) {
                    out[count] = (llk_pair){a, z};
                }
                count++;
                if (first) {
                    goto done;
                }
            }
        }
    }
done:
    if (!small) {
        free(next);
        free(rr);
    }
    return count;
}

size_t llk_pairs(const llk_board *b, llk_pair *out, size_t cap)
{
    return scan_pairs(b, out, out ? cap : 0, false);
}

bool llk_has_pair(const llk_board *b, llk_pair *first)
{
    return scan_pairs(b, first, first ? 1 : 0, true) > 0;
}
