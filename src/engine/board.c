/* board.c - board storage with per-line empty-cell masks, and the
 * classification path search (0, then 1, then 2 turns) on those masks.
 *
 * A "line" is a row (a mask over columns) or a column (a mask over rows),
 * stored as w 64-bit words, bit i set when cell i of the line is empty. Bits
 * past the end of a line are kept clear. The ring outside the board is not
 * stored: a run of empty cells that reaches the edge of a line reaches the
 * ring, at position -1 or n.
 *
 * Terms used below, for a tile at position p of a line of length n:
 * its "run" is [lo, hi], the positions reachable along that line through
 * empty cells (lo may be -1 and hi may be n: the ring).
 */
#include "llk/board.h"

#include <stdlib.h>
#include <string.h>

static int words_for(int n)
{
    return (n + 63) / 64;
}

static uint64_t *row_line(const llk_board *b, int r)
{
    return b->row_empty + (size_t)r * (size_t)b->rw;
}

static uint64_t *col_line(const llk_board *b, int c)
{
    return b->col_empty + (size_t)c * (size_t)b->cw;
}

static void set_bit(uint64_t *line, int i, bool on)
{
    uint64_t bit = 1ULL << (i & 63);
    if (on) {
        line[i >> 6] |= bit;
    } else {
        line[i >> 6] &= ~bit;
    }
}

llk_board *llk_board_new(int rows, int cols)
{
    if (rows < 1 || cols < 1 || rows > LLK_MAX_DIM || cols > LLK_MAX_DIM) {
        return NULL;
    }
    llk_board *b = calloc(1, sizeof *b);
    if (!b) {
        return NULL;
    }
    b->rows = rows;
    b->cols = cols;
    b->rw = words_for(cols);
    b->cw = words_for(rows);
    b->kind = calloc((size_t)rows * (size_t)cols, sizeof *b->kind);
    b->row_empty = calloc((size_t)rows * (size_t)b->rw, sizeof(uint64_t));
    b->col_empty = calloc((size_t)cols * (size_t)b->cw, sizeof(uint64_t));
    if (!b->kind || !b->row_empty || !b->col_empty) {
        llk_board_free(b);
        return NULL;
    }
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            set_bit(row_line(b, r), c, true);
            set_bit(col_line(b, c), r, true);
        }
    }
    return b;
}

void llk_board_free(llk_board *b)
{
    if (!b) {
        return;
    }
    free(b->kind);
    free(b->row_empty);
    free(b->col_empty);
    free(b);
}

llk_board *llk_board_clone(const llk_board *b)
{
    llk_board *n = llk_board_new(b->rows, b->cols);
    if (n) {
        llk_board_copy(n, b);
    }
    return n;
}

void llk_board_copy(llk_board *dst, const llk_board *src)
{
    size_t cells = (size_t)src->rows * (size_t)src->cols;
    memcpy(dst->kind, src->kind, cells * sizeof *dst->kind);
    memcpy(dst->row_empty, src->row_empty,
           (size_t)src->rows * (size_t)src->rw * sizeof(uint64_t));
    memcpy(dst->col_empty, src->col_empty,
           (size_t)src->cols * (size_t)src->cw * sizeof(uint64_t));
    dst->tiles = src->tiles;
}

bool llk_board_equal(const llk_board *x, const llk_board *y)
{
    return x->rows == y->rows && x->cols == y->cols &&
           memcmp(x->kind, y->kind,
                  (size_t)x->rows * (size_t)x->cols * sizeof *x->kind) == 0;
}

void llk_board_set(llk_board *b, int r, int c, int kind)
{
    uint16_t *cell = &b->kind[(size_t)r * (size_t)b->cols + (size_t)c];
    if ((*cell != 0) != (kind != 0)) {
        b->tiles += kind ? 1 : -1;
        set_bit(row_line(b, r), c, kind == 0);
        set_bit(col_line(b, c), r, kind == 0);
    }
    *cell = (uint16_t)kind;
}

void llk_board_remove(llk_board *b, llk_pair p)
{
    llk_board_set(b, p.a.r, p.a.c, 0);
    llk_board_set(b, p.b.r, p.b.c, 0);
}

const char *llk_status_text(llk_status s)
{
    switch (s) {
    case LLK_OK:
        return "removable";
    case LLK_OUTSIDE:
        return "outside the board";
    case LLK_SAME_CELL:
        return "same cell";
    case LLK_EMPTY:
        return "empty cell";
    case LLK_KINDS:
        return "different kinds";
    case LLK_NO_PATH:
        return "no path";
    }
    return "unknown";
}

/* ---- bit scans on one line ---------------------------------------- */

static int top_bit(uint64_t w)
{
    return 63 - __builtin_clzll(w);
}

static int low_bit(uint64_t w)
{
    return __builtin_ctzll(w);
}

/* Mask of bits [lo, hi] within word number wi (positions are line-wide). */
static uint64_t span_mask(int wi, int lo, int hi)
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

/* Run of empty cells through position p of a line of length n. */
static void line_run(const uint64_t *line, int n, int p, int *lo, int *hi)
{
    int wi = p >> 6;
    int bit = p & 63;
    int nw = words_for(n);

    /* Nearest occupied cell below p. */
    uint64_t occ = ~line[wi] & ((1ULL << bit) - 1);
    int i = wi;
    while (!occ && --i >= 0) {
        occ = ~line[i];
    }
    *lo = occ ? i * 64 + top_bit(occ) + 1 : -1;

    /* Nearest occupied cell above p (bits past n count as the ring). */
    occ = bit == 63 ? 0 : ~line[wi] & (~0ULL << (bit + 1));
    i = wi;
    while (!occ && ++i < nw) {
        occ = ~line[i];
    }
    if (occ) {
        int q = i * 64 + low_bit(occ);
        *hi = q < n ? q - 1 : n;
    } else {
        *hi = n;
    }
}

/* ---- the two-turn test ------------------------------------------ */

/* Best middle segment for a two-turn path. The two tiles sit on lines p1
 * and p2 (p1 != p2) of `lines` (rows for an H-V-H path, columns for V-H-V),
 * at positions s1 and s2 along them, with runs [lo1,hi1] and [lo2,hi2]
 * along their lines. A middle segment at position x joins them when x is in
 * both runs and every line strictly between p1 and p2 is empty at x (always
 * so for the ring, x = -1 or n). Returns the chosen x, or LLK_MAX_DIM * 4
 * when there is none; when best is false any x will do. */
enum { NO_X = LLK_MAX_DIM * 4 };

static int middle(const uint64_t *lines, int w, int n, int p1, int p2,
                  int s1, int s2, int lo1, int hi1, int lo2, int hi2,
                  bool best)
{
    int lo = lo1 > lo2 ? lo1 : lo2;
    int hi = hi1 < hi2 ? hi1 : hi2;
    if (lo > hi) {
        return NO_X;
    }
    int from = p1 < p2 ? p1 : p2;
    int to = p1 < p2 ? p2 : p1;
    int slo = s1 < s2 ? s1 : s2;
    int shi = s1 < s2 ? s2 : s1;

    int best_x = NO_X;
    int best_cost = NO_X;
    /* The ring positions, if both runs reach them. */
    if (lo == -1) {
        best_x = -1;
        best_cost = slo + 1;
        if (!best) {
            return best_x;
        }
    }
    if (hi == n && n - shi < best_cost) {
        best_x = n;
        best_cost = n - shi;
        if (!best) {
            return best_x;
        }
    }
    int clo = lo < 0 ? 0 : lo;
    int chi = hi >= n ? n - 1 : hi;
    for (int wi = clo >> 6; wi <= (chi >> 6) && chi >= clo; wi++) {
        uint64_t cand = span_mask(wi, clo, chi);
        for (int l = from + 1; l < to && cand; l++) {
            cand &= lines[(size_t)l * (size_t)w + (size_t)wi];
        }
        if (!cand) {
            continue;
        }
        if (!best) {
            return wi * 64 + low_bit(cand);
        }
        /* Inside the span costs nothing extra; outside, the distance. */
        uint64_t inside = cand & span_mask(wi, slo, shi);
        if (inside) {
            return wi * 64 + low_bit(inside);
        }
        uint64_t below = cand & span_mask(wi, 0, slo - 1);
        if (below) {
            int x = wi * 64 + top_bit(below);
            if (slo - x < best_cost) {
                best_cost = slo - x;
                best_x = x;
            }
        }
        uint64_t above = cand & span_mask(wi, shi + 1, n - 1);
        if (above) {
            int x = wi * 64 + low_bit(above);
            if (x - shi < best_cost) {
                best_cost = x - shi;
                best_x = x;
            }
            /* Later words only lie further above. */
            break;
        }
    }
    return best_x;
}

static int absi(int v)
{
    return v < 0 ? -v : v;
}

/* The search itself, for two distinct cells inside the board. Fills *out
 * when found and out is not NULL; with best false it stops at any path. */
static bool search(const llk_board *b, llk_cell a, llk_cell z, llk_path *out,
                   bool best)
{
    int ha_lo, ha_hi, hz_lo, hz_hi, va_lo, va_hi, vz_lo, vz_hi;
    const uint64_t *ra = row_line(b, a.r);
    const uint64_t *ca = col_line(b, a.c);
    line_run(ra, b->cols, a.c, &ha_lo, &ha_hi);
    line_run(ca, b->rows, a.r, &va_lo, &va_hi);
    int dr = absi(a.r - z.r);
    int dc = absi(a.c - z.c);

    /* 0 turns: the nearest tile along the line is the other one. */
    if (a.r == z.r && (z.c == ha_lo - 1 || z.c == ha_hi + 1)) {
        if (out) {
            *out = (llk_path){0, dc, 2, {a, z}};
        }
        return true;
    }
    if (a.c == z.c && (z.r == va_lo - 1 || z.r == va_hi + 1)) {
        if (out) {
            *out = (llk_path){0, dr, 2, {a, z}};
        }
        return true;
    }

    line_run(row_line(b, z.r), b->cols, z.c, &hz_lo, &hz_hi);
    line_run(col_line(b, z.c), b->rows, z.r, &vz_lo, &vz_hi);

    /* 1 turn: a corner of the rectangle seen from both tiles. */
    if (a.r != z.r && a.c != z.c) {
        if (z.c >= ha_lo && z.c <= ha_hi && a.r >= vz_lo && a.r <= vz_hi) {
            if (out) {
                *out = (llk_path){1, dr + dc, 3, {a, {a.r, z.c}, z}};
            }
            return true;
        }
        if (a.c >= hz_lo && a.c <= hz_hi && z.r >= va_lo && z.r <= va_hi) {
            if (out) {
                *out = (llk_path){1, dr + dc, 3, {a, {z.r, a.c}, z}};
            }
            return true;
        }
    }

    /* 2 turns: H-V-H through a column x, or V-H-V through a row y. */
    int x = NO_X, y = NO_X;
    int cost_x = NO_X, cost_y = NO_X;
    if (a.r != z.r) {
        x = middle(b->row_empty, b->rw, b->cols, a.r, z.r, a.c, z.c, ha_lo,
                   ha_hi, hz_lo, hz_hi, best);
        if (x != NO_X) {
            cost_x = dr + absi(a.c - x) + absi(x - z.c);
        }
    }
    if (a.c != z.c && (best || x == NO_X)) {
        y = middle(b->col_empty, b->cw, b->rows, a.c, z.c, a.r, z.r, va_lo,
                   va_hi, vz_lo, vz_hi, best);
        if (y != NO_X) {
            cost_y = dc + absi(a.r - y) + absi(y - z.r);
        }
    }
    if (x == NO_X && y == NO_X) {
        return false;
    }
    if (out) {
        if (x != NO_X && cost_x <= cost_y) {
            *out = (llk_path){2, cost_x, 4, {a, {a.r, x}, {z.r, x}, z}};
        } else {
            *out = (llk_path){2, cost_y, 4, {a, {y, a.c}, {y, z.c}, z}};
        }
    }
    return true;
}

llk_status llk_find_path(const llk_board *b, llk_cell a, llk_cell z,
                         llk_path *out)
{
    if (!llk_board_inside(b, a.r, a.c) || !llk_board_inside(b, z.r, z.c)) {
        return LLK_OUTSIDE;
    }
    if (a.r == z.r && a.c == z.c) {
        return LLK_SAME_CELL;
    }
    int ka = llk_board_get(b, a.r, a.c);
    int kz = llk_board_get(b, z.r, z.c);
    if (ka == 0 || kz == 0) {
        return LLK_EMPTY;
    }
    if (ka != kz) {
        return LLK_KINDS;
    }
    return search(b, a, z, out, true) ? LLK_OK : LLK_NO_PATH;
}

bool llk_connected(const llk_board *b, llk_cell a, llk_cell z)
{
    return search(b, a, z, NULL, false);
}

/* ---- removable pairs, kind by kind -------------------------------- */

enum { SMALL_BOARD = 4096 };

/* Visit removable pairs; stops after the first when `first` is set.
 * Returns the number found. */
static size_t scan_pairs(const llk_board *b, llk_pair *out, size_t cap,
                         bool first)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    int head[LLK_MAX_KIND + 1];
    int small_next[SMALL_BOARD];
    int *next = cells <= SMALL_BOARD ? small_next : malloc(cells * sizeof *next);
    if (!next) {
        return 0;
    }
    int maxk = 0;
    for (size_t i = 0; i < cells; i++) {
        if (b->kind[i] > maxk) {
            maxk = b->kind[i];
        }
    }
    for (int k = 0; k <= maxk; k++) {
        head[k] = -1;
    }
    /* Push in reverse so each kind's list comes out in row-major order. */
    for (size_t i = cells; i-- > 0;) {
        int k = b->kind[i];
        if (k) {
            next[i] = head[k];
            head[k] = (int)i;
        }
    }
    size_t found = 0;
    for (size_t i = 0; i < cells; i++) {
        int k = b->kind[i];
        if (!k || head[k] != (int)i) {
            continue;
        }
        for (int p = (int)i; p >= 0; p = next[p]) {
            llk_cell a = {p / b->cols, p % b->cols};
            for (int q = next[p]; q >= 0; q = next[q]) {
                llk_cell z = {q / b->cols, q % b->cols};
                if (!search(b, a, z, NULL, false)) {
                    continue;
                }
                if (found < cap) {
                    out[found] = (llk_pair){a, z};
                }
                found++;
                if (first) {
                    goto done;
                }
            }
        }
    }
done:
    if (next != small_next) {
        free(next);
    }
    return found;
}

size_t llk_pairs(const llk_board *b, llk_pair *out, size_t cap)
{
    return scan_pairs(b, out, out ? cap : 0, false);
}

bool llk_has_pair(const llk_board *b, llk_pair *first)
{
    return scan_pairs(b, first, first ? 1 : 0, true) > 0;
}
