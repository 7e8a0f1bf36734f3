/* board.c - board storage with per-line empty-cell masks.
 *
 * A "line" is a row (a mask over columns) or a column (a mask over rows),
 * stored as w 64-bit words, bit i set when cell i of the line is empty. Bits
 * past the end of a line are kept clear. The search is in path.c.
 *
 * Small boards also keep AND tables of their padded line masks (see
 * board.h): entry (i, k) covers lines i .. i + 2^k - 1, so the AND of any
 * range of lines is the AND of two entries. A cell change touches, at
 * level k, the at most 2^k entries that cover its line. Every board keeps
 * each tile's runs (masks on small boards, bounds on others); a cell
 * change moves the runs of at most three tiles per line: itself and the
 * nearest tile on each side. Big boards update their bounds at once. Small
 * boards only log the changed cells (llk_board_set stays as cheap as
 * setting two mask bits) and replay them in llk_board_sync, which the
 * search calls once enough queries come to pay for it (path.c).
 */
#include "llk/board.h"

#include <stdlib.h>
#include <string.h>

#include "board_int.h"

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

static size_t table_words(int n)
{
    return (size_t)n * LLK_AND_LEVELS;
}

/* Fill a table of n lines whose padded masks are all `full`. */
static void table_fill(uint64_t *t, int n, uint64_t full)
{
    size_t words = table_words(n);
    for (size_t i = 0; i < words; i++) {
        t[i] = full;
    }
}

/* Line i's padded bit `bit` changed: update every entry over it. `across`
 * is the padded mask, after the change, of the line crossing line i at
 * that bit (its bit j + 1 says whether line j has `bit` set), so that entry
 * (j, k)'s bit is bit j of f_k, f_0 = across >> 1, f_k+1 = f_k & (f_k >>
 * 2^k). Entry (j, k) is t[j * LLK_AND_LEVELS + k]. */
static void table_update(uint64_t *t, int n, int i, int bit, uint64_t across)
{
    uint64_t m = 1ULL << bit;
    uint64_t f = across >> 1;
    for (int k = 0, span = 1; span <= n; k++, span <<= 1) {
        /* The entries over line i lie in a window of `count` entries, the
         * same count at every call, so the loop is predicted; an entry of
         * the window not over line i is rewritten with its own value. */
        int last = n - span; /* last entry of this level */
        int count = span < last + 1 ? span : last + 1;
        int start = i - span + 1;
        start = start < 0 ? 0 : start > last + 1 - count ? last + 1 - count : start;
        uint64_t *e = t + (size_t)start * LLK_AND_LEVELS + (size_t)k;
        uint64_t g = f >> start;
        for (int j = 0; j < count; j++, e += LLK_AND_LEVELS, g >>= 1) {
            *e = (*e & ~m) | ((g & 1) << bit);
        }
        f &= f >> span;
    }
}

/* Recompute tile t's LLK_RUN_OPEN flag (in run[2t]) from its runs and its
 * LLK_RUN_PAIRED flag (in run[2t + 1]). */
static void open_refresh(uint64_t *run, size_t t)
{
    uint64_t h = run[2 * t] & ~LLK_RUN_OPEN;
    uint64_t v = run[2 * t + 1] & ~LLK_RUN_PAIRED;
    bool open = ((h & (h - 1)) | (v & (v - 1)) | (run[2 * t + 1] & LLK_RUN_PAIRED)) != 0;
    run[2 * t] = h | (open ? LLK_RUN_OPEN : 0);
}

/* Store run word w (2t: row, 2t + 1: column) of tile t, keeping its flags
 * right. */
static void put_run(uint64_t *run, size_t w, uint64_t m)
{
    run[w] = (w & 1) ? m | (run[w] & LLK_RUN_PAIRED) : m;
    open_refresh(run, w >> 1);
}

/* Small boards: tile t (at y, x) gets its LLK_RUN_PAIRED flag from its
 * neighbours. */
static void paired_refresh(const llk_board *b, size_t t, int y, int x)
{
    int R = b->rows, C = b->cols;
    const uint16_t *k = b->kind + t;
    bool paired = *k && ((y > 0 && k[-C] == *k) || (y < R - 1 && k[C] == *k) ||
                         (x > 0 && k[-1] == *k) || (x < C - 1 && k[1] == *k));
    uint64_t *v = &b->run[2 * t + 1];
    *v = (*v & ~LLK_RUN_PAIRED) | (paired ? LLK_RUN_PAIRED : 0);
    open_refresh(b->run, t);
}

/* Small boards: cell (r, c) changed kind; the paired flags of its tile and
 * its neighbours' can change. */
static void pairs_refresh(const llk_board *b, int r, int c)
{
    static const int dr[5] = {0, -1, 1, 0, 0}, dc[5] = {0, 0, 0, -1, 1};
    int R = b->rows, C = b->cols;
    for (int i = 0; i < 5; i++) {
        int y = r + dr[i], x = c + dc[i];
        if (y >= 0 && y < R && x >= 0 && x < C && b->kind[(size_t)y * (size_t)C + (size_t)x]) {
            paired_refresh(b, (size_t)y * (size_t)C + (size_t)x, y, x);
        }
    }
}

/* Cell i of a line of n cells (padded mask `line`) changed: refresh the run
 * masks of the tiles whose runs along this line can have changed, that is
 * the cell itself and the nearest tile on each side. Tile j of the line
 * keeps its run at run[first + j * stride]. */
static void line_refresh(uint64_t *run, size_t first, size_t stride,
                         uint64_t line, int n, int i)
{
    uint64_t occ = ~line & ((2ULL << n) - 2);
    int p = i + 1;
    uint64_t below = occ & ((1ULL << p) - 1);
    uint64_t above = occ & (~1ULL << p);
    if (below) {
        int q = 63 - __builtin_clzll(below);
        put_run(run, first + (size_t)(q - 1) * stride, llk_run_mask(line, q));
    }
    if (above) {
        int q = __builtin_ctzll(above);
        put_run(run, first + (size_t)(q - 1) * stride, llk_run_mask(line, q));
    }
    if ((occ >> p) & 1) {
        put_run(run, first + (size_t)i * stride, llk_run_mask(line, p));
    }
}

/* Run of the tile at position q of a line into e[0] (lo) and e[1] (hi):
 * -1 and n when it reaches the ring. */
static void ext_run(const uint64_t *line, int w, int n, int q, int16_t *e)
{
    int before = llk_occ_before(line, q);
    int after = llk_occ_after(line, w, n, q);
    e[0] = (int16_t)(before < 0 ? -1 : before + 1);
    e[1] = (int16_t)(after >= n ? n : after - 1);
}

/* Big boards: cell p of a line changed; refresh the runs along this line of
 * the cell (when a tile) and of the nearest tile on each side. Tile j of
 * the line keeps its run at e[j * stride]. */
static void ext_refresh(const uint64_t *line, int w, int n, int p, int16_t *e,
                        size_t stride)
{
    int before = llk_occ_before(line, p);
    int after = llk_occ_after(line, w, n, p);
    if (before >= 0) {
        ext_run(line, w, n, before, e + (size_t)before * stride);
    }
    if (after < n) {
        ext_run(line, w, n, after, e + (size_t)after * stride);
    }
    if (!((line[p >> 6] >> (p & 63)) & 1)) {
        ext_run(line, w, n, p, e + (size_t)p * stride);
    }
}

/* Small boards: every table entry, run and flag from the masks and kinds. */
static void rebuild(const llk_board *b)
{
    int R = b->rows, C = b->cols;
    for (int line = 0; line < 2; line++) {
        uint64_t *t = line ? b->col_and : b->row_and;
        int n = line ? C : R;
        for (int i = 0; i < n; i++) {
            t[(size_t)i * LLK_AND_LEVELS] =
                line ? llk_padded(b->col_empty, R, i) : llk_padded(b->row_empty, C, i);
        }
        for (int k = 1; (1 << k) <= n; k++) {
            int half = 1 << (k - 1);
            for (int j = 0; j + (1 << k) <= n; j++) {
                uint64_t *e = t + (size_t)j * LLK_AND_LEVELS + (size_t)k;
                e[0] = e[-1] & e[(size_t)half * LLK_AND_LEVELS - 1];
            }
        }
    }
    /* Every cell, without a branch on its kind (an empty cell's words are
     * never read): its runs, then its flags as paired_refresh and
     * open_refresh set them. */
    const uint16_t *k = b->kind;
    for (int r = 0; r < R; r++) {
        uint64_t row = b->row_and[(size_t)r * LLK_AND_LEVELS];
        for (int c = 0; c < C; c++) {
            size_t t = (size_t)r * (size_t)C + (size_t)c;
            uint64_t h = llk_run_mask(row, c + 1);
            uint64_t v = llk_run_mask(b->col_and[(size_t)c * LLK_AND_LEVELS], r + 1);
            int up = r > 0 ? k[t - (size_t)C] : 0, down = r < R - 1 ? k[t + (size_t)C] : 0;
            int left = c > 0 ? k[t - 1] : 0, right = c < C - 1 ? k[t + 1] : 0;
            uint64_t paired = (uint64_t)(k[t] != 0) &
                              (uint64_t)((up == k[t]) | (down == k[t]) | (left == k[t]) |
                                         (right == k[t]));
            uint64_t open = ((h & (h - 1)) | (v & (v - 1))) != 0;
            b->run[2 * t] = h | ((open | paired) << 63);
            b->run[2 * t + 1] = v | (paired << 63);
        }
    }
}

void llk_board_sync(const llk_board *b)
{
    int32_t *s = b->stale;
    if (!s || s[0] == 0) {
        return;
    }
    if (s[0] < 0) {
        rebuild(b);
    } else {
        /* Each step uses the masks as they are now, so replaying the
         * changed cells in any order leaves every entry right. */
        size_t C = (size_t)b->cols;
        for (int i = 0; i < s[0]; i++) {
            int r = s[2 + i] / b->cols, c = s[2 + i] % b->cols;
            uint64_t row = llk_padded(b->row_empty, b->cols, r);
            uint64_t col = llk_padded(b->col_empty, b->rows, c);
            table_update(b->row_and, b->rows, r, c + 1, col);
            table_update(b->col_and, b->cols, c, r + 1, row);
            line_refresh(b->run, 2 * (size_t)r * C, 2, row, b->cols, c);
            line_refresh(b->run, 2 * (size_t)c + 1, 2 * C, col, b->rows, r);
            pairs_refresh(b, r, c);
        }
    }
    s[0] = 0;
    s[1] = 0;
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

/* Bytes n rounded up to whole 64-bit words. */
static size_t words8(size_t n)
{
    return (n + 7) / 8 * 8;
}

/* Every cell empty in the line masks: each line's first n bits set. */
static void lines_empty(llk_board *b)
{
    for (int line = 0; line < 2; line++) {
        uint64_t *lines = line ? b->col_empty : b->row_empty;
        int n = line ? b->rows : b->cols, w = line ? b->cw : b->rw;
        int count = line ? b->cols : b->rows;
        for (int i = 0; i < count; i++) {
            for (int wi = 0; wi < w; wi++) {
                int left = n - wi * 64;
                lines[(size_t)i * (size_t)w + (size_t)wi] = left >= 64 ? ~0ULL : llk_bits(0, left - 1);
            }
        }
    }
}

/* Words of a board's hole mask: one bit a cell. */
static size_t hole_words(size_t cells)
{
    return (cells + 63) / 64;
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
    /* One block for every array (a board is made and freed with two
     * allocations, which counts when a file holds thousands of them):
     * the 64-bit arrays first, each array a whole number of words. */
    size_t cells = (size_t)rows * (size_t)cols;
    bool small = rows <= LLK_SMALL_DIM && cols <= LLK_SMALL_DIM;
    size_t n_row = (size_t)rows * (size_t)b->rw * 8, n_col = (size_t)cols * (size_t)b->cw * 8;
    size_t n_rand = small ? table_words(rows) * 8 : 0, n_cand = small ? table_words(cols) * 8 : 0;
    size_t n_run = small ? 2 * cells * 8 : 0, n_kind = words8(cells * sizeof *b->kind);
    size_t n_ext = small ? 0 : words8(4 * cells * sizeof(int16_t));
    size_t n_stale = small ? words8((2 + LLK_STALE_LOG) * sizeof(int32_t)) : 0;
    size_t n_hole = hole_words(cells) * 8;
    char *m = calloc(1, n_hole + n_row + n_col + n_rand + n_cand + n_run + n_kind + n_ext +
                            n_stale);
    if (!m) {
        free(b);
        return NULL;
    }
    b->row_empty = (uint64_t *)m;
    b->col_empty = (uint64_t *)(m += n_row);
    b->hole = (uint64_t *)(m += n_col);
    m += n_hole;
    if (small) {
        b->row_and = (uint64_t *)m;
        b->col_and = (uint64_t *)(m += n_rand);
        b->run = (uint64_t *)(m += n_cand);
        m += n_run;
    }
    b->kind = (uint16_t *)m;
    m += n_kind;
    if (small) {
        b->stale = (int32_t *)m;
        table_fill(b->row_and, rows, (2ULL << (cols + 1)) - 1);
        table_fill(b->col_and, cols, (2ULL << (rows + 1)) - 1);
    } else {
        b->ext = (int16_t *)m;
    }
    lines_empty(b);
    return b;
}

/* Big boards: every tile's run bounds along its row and its column, in
 * one pass in memory order (a pass down each column in turn missed the
 * cache at every cell: on 1024x1024 it was most of reading the board).
 * left is the last tile met in this row, above[c] the last in column c. */
static void ext_build(llk_board *b)
{
    int R = b->rows, C = b->cols;
    int above[LLK_MAX_DIM];
    for (int c = 0; c < C; c++) {
        above[c] = -1;
    }
    for (int r = 0; r < R; r++) {
        size_t row = (size_t)r * (size_t)C;
        int left = -1;
        for (int c = 0; c < C; c++) {
            if (!b->kind[row + (size_t)c]) {
                continue;
            }
            int16_t *e = b->ext + 4 * (row + (size_t)c);
            e[0] = (int16_t)(left < 0 ? -1 : left + 1);
            if (left >= 0) {
                b->ext[4 * (row + (size_t)left) + 1] = (int16_t)(c - 1);
            }
            left = c;
            int up = above[c];
            e[2] = (int16_t)(up < 0 ? -1 : up + 1);
            if (up >= 0) {
                b->ext[4 * ((size_t)up * (size_t)C + (size_t)c) + 3] = (int16_t)(r - 1);
            }
            above[c] = r;
        }
        if (left >= 0) {
            b->ext[4 * (row + (size_t)left) + 1] = (int16_t)C;
        }
    }
    for (int c = 0; c < C; c++) {
        if (above[c] >= 0) {
            b->ext[4 * ((size_t)above[c] * (size_t)C + (size_t)c) + 3] = (int16_t)R;
        }
    }
}

void llk_board_fill(llk_board *b, const uint16_t *kinds)
{
    int R = b->rows, C = b->cols;
    size_t cells = (size_t)R * (size_t)C;
    memcpy(b->kind, kinds, cells * sizeof *b->kind);
    lines_empty(b); /* a board filled before is filled anew */
    /* Without a branch on the cells (on a random board one in three
     * would be mispredicted): a row's word of tiles in a register, each
     * column's word cleared in place. */
    int tiles = 0;
    for (int r = 0; r < R; r++) {
        const uint16_t *k = kinds + (size_t)r * (size_t)C;
        uint64_t *row = row_line(b, r), *col = b->col_empty + (r >> 6);
        uint64_t rbit = 1ULL << (r & 63);
        for (int c0 = 0; c0 < C; c0 += 64) {
            int end = C - c0 < 64 ? C - c0 : 64;
            uint64_t occ = 0;
            for (int c = 0; c < end; c++) {
                uint64_t t = k[c0 + c] != 0;
                occ |= t << c;
                col[(size_t)(c0 + c) * (size_t)b->cw] &= ~(rbit & (0 - t));
            }
            row[c0 >> 6] &= ~occ;
            tiles += __builtin_popcountll(occ);
        }
    }
    b->tiles = tiles;
    if (b->ext) {
        ext_build(b);
    }
    if (b->stale) {
        b->stale[0] = -1; /* rebuilt at the first search */
        b->stale[1] = 0;
    }
}

void llk_board_free(llk_board *b)
{
    if (!b) {
        return;
    }
    free(b->row_empty); /* the block of every array (llk_board_new) */
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
    if (src->row_and) {
        memcpy(dst->row_and, src->row_and, table_words(src->rows) * sizeof(uint64_t));
        memcpy(dst->col_and, src->col_and, table_words(src->cols) * sizeof(uint64_t));
        memcpy(dst->run, src->run, 2 * cells * sizeof(uint64_t));
        memcpy(dst->stale, src->stale, (2 + LLK_STALE_LOG) * sizeof(int32_t));
    } else {
        memcpy(dst->ext, src->ext, 4 * cells * sizeof(int16_t));
    }
    dst->tiles = src->tiles;
    if (src->holes > 0 || dst->holes > 0) {
        memcpy(dst->hole, src->hole, hole_words(cells) * sizeof(uint64_t));
        dst->holes = src->holes;
    }
}

void llk_board_set_shape(llk_board *b, const uint8_t *cell)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    memset(b->hole, 0, hole_words(cells) * sizeof(uint64_t));
    b->holes = 0;
    for (size_t i = 0; cell != NULL && i < cells; i++) {
        if (cell[i] == 0) {
            b->hole[i >> 6] |= 1ULL << (i & 63);
            b->holes++;
        }
    }
}

/* Whether x and y have the same shape. */
static bool same_shape(const llk_board *x, const llk_board *y)
{
    size_t cells = (size_t)x->rows * (size_t)x->cols;
    return x->holes == y->holes &&
           (x->holes == 0 ||
            memcmp(x->hole, y->hole, hole_words(cells) * sizeof(uint64_t)) == 0);
}

bool llk_board_equal(const llk_board *x, const llk_board *y)
{
    return x->rows == y->rows && x->cols == y->cols && same_shape(x, y) &&
           memcmp(x->kind, y->kind,
                  (size_t)x->rows * (size_t)x->cols * sizeof *x->kind) == 0;
}

void llk_board_set_ix(llk_board *b, int i, int kind)
{
    int was = b->kind[i];
    if (was == kind) {
        return;
    }
    b->kind[i] = (uint16_t)kind;
    if ((was != 0) != (kind != 0)) {
        int r = i / b->cols, c = i % b->cols;
        b->tiles += kind ? 1 : -1;
        set_bit(row_line(b, r), c, kind == 0);
        set_bit(col_line(b, c), r, kind == 0);
        if (b->ext) {
            size_t C = (size_t)b->cols;
            ext_refresh(row_line(b, r), b->rw, b->cols, c, b->ext + 4 * (size_t)r * C, 4);
            ext_refresh(col_line(b, c), b->cw, b->rows, r, b->ext + 4 * (size_t)c + 2, 4 * C);
        }
    }
    if (b->stale) {
        /* Small boards: the tables and runs catch up later (llk_board_sync). */
        int32_t *s = b->stale;
        if (s[0] >= 0 && s[0] < LLK_STALE_LOG) {
            s[2 + s[0]++] = (int32_t)i;
        } else {
            s[0] = -1;
        }
    }
}

void llk_board_set(llk_board *b, int r, int c, int kind)
{
    llk_board_set_ix(b, r * b->cols + c, kind);
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

uint64_t llk_board_hash(const llk_board *b)
{
    uint64_t h = 0xCBF29CE484222325ULL ^ ((uint64_t)b->rows << 32 | (uint64_t)b->cols);
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    for (size_t i = 0; i < cells; i++) {
        h = (h ^ b->kind[i]) * 0x100000001B3ULL;
    }
    for (size_t i = 0; b->holes > 0 && i < hole_words(cells); i++) {
        h = (h ^ b->hole[i]) * 0x100000001B3ULL; /* a shaped position differs */
    }
    h ^= h >> 31;
    h *= 0x94D049BB133111EBULL;
    return h ^ (h >> 29);
}
