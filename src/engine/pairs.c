/* pairs.c - every removable pair of a board, kind by kind, in time that
 * grows with the answer rather than with the square of a kind.
 *
 * Each kind is done one of two ways, chosen by an estimate of their costs:
 *
 *   tests  every tile of the kind against every later one with the path
 *          search (path.c). On big boards (no AND tables) only open tiles,
 *          those with an empty or ring neighbour, are tested against each
 *          other; a closed tile is only joined to a neighbour of its kind.
 *          Cheapest for kinds of a few tiles: a full 18x8 board's 36 kinds
 *          of four cost 216 tests of a few ns.
 *   reach  from each open tile, the cells a path of at most two turns
 *          reaches: its straight runs (to the ring when nothing stops
 *          them), the runs turning once from every cell of those, and from
 *          every cell of these the two tiles that end the run turning a
 *          second time; every tile met at the end of a run is joined to
 *          it. The work is the cells reached, few on a crowded board,
 *          whatever the kind's size.
 *
 * The estimate (units of about one nearest-tile look-up): tests cost
 * o^2/2 full tests, o the kind's open tiles, of 4 units and the mean
 * lengths of an empty run along rows and along columns (the lines a test
 * ANDs before its candidates run out, many on a sparse board), and on small
 * boards n^2/2 quick ones of one unit (n its tiles; big boards: n); reach
 * costs, per open tile, 8 units and two per cell turned into, estimated
 * as the cells of its own straight runs times the mean length of an empty
 * run (as seen from an empty cell, sum len^2 / sum len, over at most
 * ESTIMATE_LINES lines), the ring's whole length for a run that reaches
 * it; on big boards from ESTIMATE_CELLS cells spread over the board.
 * Kinds of at most SMALL_KIND tiles are tested without an estimate, and
 * a count alone on a small board of such kinds is one loop a kind over
 * its flagged tiles (quick_count).
 *
 * Both ways give each tile's partners after it in row-major order, so
 * the pairs come out in the same order whichever is taken: llk_pairs' by
 * kind (kinds in order of their first cell, then first cell, then
 * second), or sorted (first cell, then second) for llk_pairs_each.
 *
 * The bound. A tile's reach is at most every cell (two turns from a tile
 * on an otherwise empty board reach the whole board), so a kind of o open
 * tiles costs at most about o * 2RC look-ups by reach, and o^2/2 searches
 * each ANDing up to R masks of C / 64 words by tests. The estimate takes
 * the cheaper, so the worst boards are those where both are large:
 * thousands of open tiles of one kind, each with runs hundreds of cells
 * long (a sparse 1024x1024 board of few kinds, about 5% full), where the
 * answer itself runs to millions of pairs. Listings with a deadline look
 * at the clock every CLOCK_EVERY tiles.
 */
#include <stdlib.h>
#include <string.h>

#include "llk/board.h"

#include "board_int.h"
#include "solve_int.h" /* llk_now_ms */

enum {
    SMALL_BOARD = 1024, /* cells: lists on the stack */
    SMALL_KINDS = 1024, /* kinds: their lists on the stack */
    SMALL_KIND = 8,     /* tiles: tested without an estimate */
    ESTIMATE_CELLS = 8192, /* cells sampled for the estimate */
    ESTIMATE_LINES = 256,  /* lines sampled for the mean run */
    CLOCK_EVERY = 64    /* tiles between two looks at the clock */
};

/* A pair found: counted, kept while there is room; false to stop. */
typedef struct pair_sink {
    llk_pair *out;
    size_t cap, count;
    bool first;
    bool (*visit)(void *ctx, llk_pair p);
    void *ctx;
    double deadline; /* ms of llk_now_ms, 0: none */
    double soft;     /* once a pair is found, stop at this time too (0: none) */
    bool cut;        /* stopped at the deadline */
    bool fill_only;  /* stop once out is full */
} pair_sink;

/* The work of one listing. */
typedef struct scan {
    const llk_board *b;
    int rows, cols, cells, maxk;
    int *next, *onext; /* next tile (open tile) of the kind, row-major */
    int *head, *ohead; /* each kind's first tile (open tile), -1: none */
    int *count;        /* each kind's tiles */
    int *ocount;       /* each kind's open tiles (big boards) */
    unsigned char *reach; /* per kind: by reach (1) or tests (0) */
    int *stamp;        /* per cell: the tile whose walk last met it, + 1 */
    int *buf;          /* one tile's partners */
    int nbuf, kind, from;
    unsigned tick;
    bool sorted;       /* partners wanted in order (not only counted) */
    /* The ring's lists, made at the first walk that reaches the ring.
     * Side 0/1: the first/last tile of each row, 2/3: of each column;
     * ring_tile[s][y] the tile of line y (-1: none), ring_head[s][k] the
     * first line whose tile is of kind k, ring_next[s][y] the next one. */
    int *ring_block;
    int *ring_tile[4], *ring_head[4], *ring_next[4];
} scan;

static inline bool sink_put(const llk_board *b, pair_sink *k, int p, int q)
{
    llk_pair pr = {{p / b->cols, p % b->cols}, {q / b->cols, q % b->cols}};
    if (k->visit) {
        return k->visit(k->ctx, pr);
    }
    if (k->count < k->cap) {
        k->out[k->count] = pr;
    }
    k->count++;
    return !k->first && !(k->fill_only && k->count >= k->cap);
}

/* Whether tile i has an empty or ring neighbour. A tile without one is
 * joined only to a neighbour of its kind (the path's first step must be
 * its partner). */
static inline bool tile_open(const llk_board *b, int i)
{
    int r = i / b->cols, c = i % b->cols;
    const uint16_t *k = b->kind;
    return r == 0 || c == 0 || r == b->rows - 1 || c == b->cols - 1 || !k[i - 1] ||
           !k[i + 1] || !k[i - b->cols] || !k[i + b->cols];
}

/* ---- the lines: nearest tiles ---------------------------------------- */

/* Nearest occupied position before p (0 <= p <= n) on a line of w words,
 * or -1. */
static inline int occ_before(const uint64_t *line, int w, int p)
{
    int wi = p >> 6;
    uint64_t occ;
    if (wi >= w) {
        wi = w - 1;
        occ = ~line[wi];
    } else {
        occ = ~line[wi] & ((1ULL << (p & 63)) - 1);
    }
    while (!occ && --wi >= 0) {
        occ = ~line[wi];
    }
    return occ ? wi * 64 + 63 - __builtin_clzll(occ) : -1;
}

/* Nearest occupied position after p (-1 <= p < n) on a line of w words and
 * n cells, or n (bits past the end are clear: they read as occupied). */
static inline int occ_after(const uint64_t *line, int w, int n, int p)
{
    int wi, q;
    uint64_t occ;
    if (p < 0) {
        wi = 0;
        occ = ~line[0];
    } else {
        wi = p >> 6;
        occ = (p & 63) == 63 ? 0 : ~line[wi] & (~0ULL << ((p & 63) + 1));
    }
    while (!occ && ++wi < w) {
        occ = ~line[wi];
    }
    q = occ ? wi * 64 + __builtin_ctzll(occ) : n;
    return q < n ? q : n;
}

/* One way of looking at the board: lines `along` (the first and last
 * segments of a path run along them), lines `across` (the middle one). */
typedef struct view {
    const uint64_t *along, *across;
    int aw, an; /* words and cells of an along line; there are cn of them */
    int cw, cn; /* the same for across lines; there are an of them */
    bool rows;  /* along lines are rows */
} view;

static inline const uint64_t *line_of(const uint64_t *lines, int w, int i)
{
    return lines + (size_t)i * (size_t)w;
}

/* The tile at position x of along line y, when it is one of the kind and
 * after the walk's tile and not met yet: kept in buf. */
static inline void meet(scan *s, const view *v, int y, int x)
{
    int q = v->rows ? y * s->cols + x : x * s->cols + y;
    if (q > s->from && s->b->kind[q] == s->kind && s->stamp[q] != s->from + 1) {
        s->stamp[q] = s->from + 1;
        s->buf[s->nbuf++] = q;
    }
}

/* The ring's lists (see scan); false when out of memory. */
static bool ring_make(scan *s)
{
    const llk_board *b = s->b;
    size_t nk = (size_t)s->maxk + 1, lines = (size_t)(s->rows > s->cols ? s->rows : s->cols);
    s->ring_block = malloc(4 * (nk + 2 * lines) * sizeof(int));
    if (!s->ring_block) {
        return false;
    }
    for (int side = 0; side < 4; side++) {
        int *blk = s->ring_block + (size_t)side * (nk + 2 * lines);
        s->ring_head[side] = blk;
        s->ring_tile[side] = blk + nk;
        s->ring_next[side] = blk + nk + lines;
        bool rows = side < 2;
        int n = rows ? s->rows : s->cols;
        const uint64_t *lines_of = rows ? b->row_empty : b->col_empty;
        int w = rows ? b->rw : b->cw, len = rows ? s->cols : s->rows;
        for (size_t k = 0; k < nk; k++) {
            s->ring_head[side][k] = -1;
        }
        for (int y = n - 1; y >= 0; y--) {
            const uint64_t *l = line_of(lines_of, w, y);
            int t = side % 2 == 0 ? occ_after(l, w, len, -1) : occ_before(l, w, len);
            int q = t < 0 || t >= len ? -1 : rows ? y * s->cols + t : t * s->cols + y;
            s->ring_tile[side][y] = q;
            if (q >= 0) {
                s->ring_next[side][y] = s->ring_head[side][b->kind[q]];
                s->ring_head[side][b->kind[q]] = y;
            }
        }
    }
    return true;
}

/* From ring line x of the across direction (x = -1 or an): the tiles of
 * the walk's kind that end, on every along line but i, the run from the
 * ring (the first or last tile of the line). */
static void walk_ring(scan *s, const view *v, int i, int x)
{
    if (!s->ring_block && !ring_make(s)) {
        return;
    }
    int side = (v->rows ? 0 : 2) + (x >= 0);
    for (int y = s->ring_head[side][s->kind]; y >= 0; y = s->ring_next[side][y]) {
        int q = s->ring_tile[side][y];
        if (y != i && q > s->from && s->stamp[q] != s->from + 1) {
            s->stamp[q] = s->from + 1;
            s->buf[s->nbuf++] = q;
        }
    }
}

/* The walk from the tile at position j of along line i: its run along the
 * line, the runs across from every cell of it, and the tiles that end the
 * runs along from every cell of those. */
static void walk(scan *s, const view *v, int i, int j)
{
    const uint64_t *li = line_of(v->along, v->aw, i);
    int lo = occ_before(li, v->aw, j), hi = occ_after(li, v->aw, v->an, j);
    if (lo >= 0) {
        meet(s, v, i, lo);
    }
    if (hi < v->an) {
        meet(s, v, i, hi);
    }
    for (int x = lo + 1; x < hi; x++) {
        if (x == j) {
            continue;
        }
        const uint64_t *lx = line_of(v->across, v->cw, x);
        int up = occ_before(lx, v->cw, i), down = occ_after(lx, v->cw, v->cn, i);
        if (up >= 0) {
            meet(s, v, up, x);
        }
        if (down < v->cn) {
            meet(s, v, down, x);
        }
        for (int y = up + 1; y < down; y++) {
            if (y == i) {
                continue;
            }
            const uint64_t *ly = line_of(v->along, v->aw, y);
            int l = occ_before(ly, v->aw, x), r = occ_after(ly, v->aw, v->an, x);
            if (l >= 0) {
                meet(s, v, y, l);
            }
            if (r < v->an) {
                meet(s, v, y, r);
            }
        }
    }
    /* A run that reaches the ring turns into it: the whole ring line. */
    if (lo < 0) {
        walk_ring(s, v, i, -1);
    }
    if (hi == v->an) {
        walk_ring(s, v, i, v->an);
    }
}

/* Tile p's partners after it by reach, into buf, sorted. */
static void reach_partners(scan *s, int p)
{
    const llk_board *b = s->b;
    int r = p / s->cols, c = p % s->cols;
    view h = {b->row_empty, b->col_empty, b->rw, b->cols, b->cw, b->rows, true};
    view vv = {b->col_empty, b->row_empty, b->cw, b->rows, b->rw, b->cols, false};
    s->nbuf = 0;
    s->kind = b->kind[p];
    s->from = p;
    walk(s, &h, r, c);
    walk(s, &vv, c, r);
}

static int cmp_int(const void *x, const void *y)
{
    int a = *(const int *)x, b = *(const int *)y;
    return (a > b) - (a < b);
}

static void sort_buf(int *v, int n)
{
    if (n > 16) {
        qsort(v, (size_t)n, sizeof *v, cmp_int);
        return;
    }
    for (int i = 1; i < n; i++) {
        int x = v[i], j = i;
        for (; j > 0 && v[j - 1] > x; j--) {
            v[j] = v[j - 1];
        }
        v[j] = x;
    }
}

/* ---- the estimate ---------------------------------------------------- */

/* Sum of len and of len^2 over the runs of empty cells of n lines of w
 * words each. */
static void run_sums(const uint64_t *lines, int w, int n, double *s1, double *s2)
{
    for (int i = 0; i < n; i++) {
        const uint64_t *l = line_of(lines, w, i);
        double len = 0;
        for (int wi = 0; wi < w; wi++) {
            uint64_t e = l[wi];
            int pos = 0;
            while (pos < 64) {
                uint64_t rest = e >> pos;
                if (len > 0 || (rest & 1)) {
                    /* The empty run goes on for `ones` more cells. */
                    int ones = rest == ~0ULL ? 64 : __builtin_ctzll(~rest);
                    len += ones;
                    pos += ones;
                    if (pos < 64) {
                        *s1 += len;
                        *s2 += len * len;
                        len = 0;
                    }
                } else if (rest) {
                    pos += __builtin_ctzll(rest);
                } else {
                    break;
                }
            }
        }
        *s1 += len;
        *s2 += len * len;
    }
}

/* Mean length of the empty run across a cell of a run, seen from an empty
 * cell: sum len^2 / sum len over the across lines. */
static double mean_run(const uint64_t *lines, int w, int n)
{
    double s1 = 0, s2 = 0;
    /* At most ESTIMATE_LINES lines, evenly spread. */
    int step = n > ESTIMATE_LINES ? n / ESTIMATE_LINES : 1;
    for (int i = 0; i < n; i += step) {
        run_sums(line_of(lines, w, i), w, 1, &s1, &s2);
    }
    return s1 > 0 ? s2 / s1 : 0;
}

/* The estimated cost of tile p's walk. */
static double walk_cost(const scan *s, int p, double mean_h, double mean_v)
{
    const llk_board *b = s->b;
    int r = p / s->cols, c = p % s->cols;
    const uint64_t *lr = line_of(b->row_empty, b->rw, r);
    const uint64_t *lc = line_of(b->col_empty, b->cw, c);
    int l = occ_before(lr, b->rw, c), rr = occ_after(lr, b->rw, b->cols, c);
    int u = occ_before(lc, b->cw, r), d = occ_after(lc, b->cw, b->rows, r);
    double cost = 8 + 2 * ((rr - l - 2) * mean_v + (d - u - 2) * mean_h);
    cost += 2.0 * (b->rows + 2) * ((l < 0) + (rr == b->cols));
    cost += 2.0 * (b->cols + 2) * ((u < 0) + (d == b->rows));
    return cost;
}

/* Choose, for every kind of more than SMALL_KIND tiles, tests or reach
 * (the way forced when way is not LLK_BY_COST). */
static void choose(scan *s, llk_pair_way way)
{
    const llk_board *b = s->b;
    memset(s->reach, way == LLK_BY_REACH, (size_t)s->maxk + 1);
    if (way != LLK_BY_COST) {
        return;
    }
    bool any = false;
    for (int k = 1; k <= s->maxk && !any; k++) {
        any = s->count[k] > SMALL_KIND;
    }
    if (!any) {
        return;
    }
    double mean_h = mean_run(b->row_empty, b->rw, b->rows); /* along rows */
    double mean_v = mean_run(b->col_empty, b->cw, b->cols);
    /* A full test ANDs the lines between the tiles until no candidate
     * is left: about as many as a run is long on a sparse board. */
    double test_cost = 4 + mean_h + mean_v;
    double *walks = calloc((size_t)s->maxk + 1, sizeof *walks);
    double *open = calloc((size_t)s->maxk + 1, sizeof *open);
    if (!walks || !open) {
        free(walks);
        free(open);
        return;
    }
    /* Every cell of a small board; else ESTIMATE_CELLS cells spread over
     * the board (a multiplicative hash of their number), the sums scaled
     * to each kind's open tiles (counted in lists_fill), and the mean of
     * all the walks sampled for a kind none of whose tiles came up. */
    bool every = b->row_and || s->cells <= ESTIMATE_CELLS;
    int samples = every ? s->cells : ESTIMATE_CELLS;
    double all_walks = 0, all_open = 0;
    for (int j = 0; j < samples; j++) {
        int i = every ? j : (int)(((uint64_t)j * 2654435761u) % (uint64_t)s->cells);
        int k = b->kind[i];
        if (k && s->count[k] > SMALL_KIND && tile_open(b, i)) {
            double w = walk_cost(s, i, mean_h, mean_v);
            walks[k] += w;
            open[k] += 1;
            all_walks += w;
            all_open += 1;
        }
    }
    for (int k = 1; !every && k <= s->maxk; k++) {
        if (s->count[k] > SMALL_KIND) {
            double o = s->ocount[k];
            walks[k] = open[k] > 0 ? walks[k] * o / open[k] : all_open > 0 ? all_walks * o / all_open : 0;
            open[k] = o;
        }
    }
    for (int k = 1; k <= s->maxk; k++) {
        if (s->count[k] <= SMALL_KIND) {
            continue;
        }
        double n = s->count[k], o = open[k];
        double tests = o * o / 2 * test_cost + (b->row_and ? n * n / 2 : n);
        s->reach[k] = walks[k] + n < tests;
    }
    free(walks);
    free(open);
}

/* ---- the listing ----------------------------------------------------- */

static void lists_fill(scan *s)
{
    const llk_board *b = s->b;
    for (int k = 0; k <= s->maxk; k++) {
        s->head[k] = s->ohead[k] = -1;
        s->count[k] = s->ocount[k] = 0;
    }
    /* Lists pushed in reverse come out in row-major order. Small boards
     * test every tile of a kind (the flags in the runs reject closed ones
     * at once): no open list. */
    bool opens = b->row_and == NULL;
    for (int i = s->cells - 1; i >= 0; i--) {
        int k = b->kind[i];
        if (k) {
            s->next[i] = s->head[k];
            s->head[k] = i;
            s->count[k]++;
            if (opens && tile_open(b, i)) {
                s->onext[i] = s->ohead[k];
                s->ohead[k] = i;
                s->ocount[k]++;
            }
        }
    }
}

/* Closed neighbours of p's kind after it (right, then below) added to the
 * partners of open tile p, keeping them sorted. */
static void add_closed(scan *s, int p)
{
    const llk_board *b = s->b;
    int kind = b->kind[p], cols = s->cols;
    int nb[2] = {p + 1, p + cols};
    bool ok[2] = {p % cols + 1 < cols, p / cols + 1 < s->rows};
    for (int t = 0; t < 2; t++) {
        if (ok[t] && b->kind[nb[t]] == kind && !tile_open(b, nb[t])) {
            s->buf[s->nbuf++] = nb[t];
        }
    }
    sort_buf(s->buf, s->nbuf);
}

/* Tile p's partners after it into buf, in order. *cur (big boards, by
 * tests) is the first open tile of p's kind not before p. */
static void partners(scan *s, int p, int *cur)
{
    const llk_board *b = s->b;
    int kind = b->kind[p], cols = s->cols;
    if (!s->reach[kind] && b->row_and) {
        s->nbuf = llk_joined_from(b, p, s->next, s->next[p], s->buf);
        return;
    }
    s->nbuf = 0;
    if (!tile_open(b, p)) {
        if (p % cols + 1 < cols && b->kind[p + 1] == kind) {
            s->buf[s->nbuf++] = p + 1;
        }
        if (p / cols + 1 < s->rows && b->kind[p + cols] == kind) {
            s->buf[s->nbuf++] = p + cols;
        }
        return;
    }
    if (s->reach[kind]) {
        reach_partners(s, p);
        if (s->sorted) {
            sort_buf(s->buf, s->nbuf);
        }
        return;
    }
    while (*cur >= 0 && *cur <= p) {
        *cur = s->onext[*cur];
    }
    s->nbuf = llk_joined_from(b, p, s->onext, *cur, s->buf);
    add_closed(s, p);
}

/* Tile p's pairs into the sink; false to stop (the sink's, or the
 * deadline's, whose look is every CLOCK_EVERY tiles). */
static bool tile_pairs(scan *s, int p, int *cur, pair_sink *k)
{
    if (k->deadline > 0 && ++s->tick % CLOCK_EVERY == 0) {
        double now = llk_now_ms();
        if (now > k->deadline || (k->soft > 0 && k->count > 0 && now > k->soft)) {
            k->cut = true;
            return false;
        }
    }
    partners(s, p, cur);
    for (int i = 0; i < s->nbuf; i++) {
        if (!sink_put(s->b, k, p, s->buf[i])) {
            return false;
        }
    }
    return true;
}

static void scan_free(scan *s, bool small, bool small_kinds)
{
    if (!small) {
        free(s->next);
        free(s->onext);
        free(s->stamp);
        free(s->buf);
    }
    if (!small_kinds) {
        free(s->head);
    }
    free(s->ring_block);
}

/* Every removable pair into the sink: by kind (in order of each kind's
 * first cell), then by cells, row-major; or, by_cell, by first cell then
 * second (sorted). */
static size_t scan_pairs(const llk_board *b, pair_sink *k, bool by_cell, llk_pair_way way)
{
    int cells = b->rows * b->cols;
    bool small = cells <= SMALL_BOARD;
    int small_lists[4][SMALL_BOARD];
    int small_kinds[SMALL_KINDS * 5];
    scan s = {b, b->rows, b->cols, cells, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
              NULL, NULL, 0, 0, 0, 0, true, NULL, {NULL}, {NULL}, {NULL}};
    /* Only counted: each tile's partners in any order. */
    s.sorted = k->visit || k->cap > 0 || k->first;
    for (int i = 0; i < cells; i++) {
        s.maxk = b->kind[i] > s.maxk ? b->kind[i] : s.maxk;
    }
    size_t nk = (size_t)s.maxk + 1;
    bool few = nk <= SMALL_KINDS;
    if (small) {
        s.next = small_lists[0];
        s.onext = small_lists[1];
        s.stamp = small_lists[2];
        s.buf = small_lists[3];
    } else {
        s.next = malloc((size_t)cells * sizeof(int));
        s.onext = malloc((size_t)cells * sizeof(int));
        s.stamp = malloc((size_t)cells * sizeof(int));
        s.buf = malloc((size_t)cells * sizeof(int));
    }
    /* Per kind: head, ohead, count, ocount, then the reach flags. */
    s.head = few ? small_kinds : malloc(nk * (4 * sizeof(int) + 1));
    if (!s.next || !s.onext || !s.stamp || !s.buf || !s.head) {
        scan_free(&s, small, few);
        return 0;
    }
    s.ohead = s.head + nk;
    s.count = s.ohead + nk;
    s.ocount = s.count + nk;
    s.reach = (unsigned char *)(s.ocount + nk);
    lists_fill(&s);
    choose(&s, way);
    for (size_t i = 0; i < nk; i++) {
        if (s.reach[i]) {
            /* Only walks read the stamps. */
            memset(s.stamp, 0, (size_t)cells * sizeof(int));
            break;
        }
    }
    for (int i = 0; i < cells; i++) {
        int kind = b->kind[i];
        if (!kind || (!by_cell && s.head[kind] != i)) {
            continue;
        }
        if (by_cell) {
            /* ohead[kind] serves as the kind's cursor. */
            if (!tile_pairs(&s, i, &s.ohead[kind], k)) {
                break;
            }
            continue;
        }
        int cur = s.ohead[kind];
        bool go = true;
        for (int p = i; p >= 0 && go; p = s.next[p]) {
            go = tile_pairs(&s, p, &cur, k);
        }
        if (!go) {
            break;
        }
    }
    scan_free(&s, small, few);
    return k->count;
}

/* The pairs of a board with AND tables and no kind of more than
 * SMALL_KIND tiles (a game's), each kind by tests in one loop, as the
 * listing was before the walks came: counted (out NULL) or listed in
 * llk_pairs order into out (at most cap; after the first when first is
 * set). False (nothing done) for other boards. */
static bool quick_pairs(const llk_board *b, llk_pair *out, size_t cap, bool first, size_t *n)
{
    int cells = b->rows * b->cols;
    if (!b->row_and || cells > SMALL_BOARD) {
        return false;
    }
    int next[SMALL_BOARD];
    int head[SMALL_KINDS], count[SMALL_KINDS];
    int maxk = 0;
    for (int i = 0; i < cells; i++) {
        maxk = b->kind[i] > maxk ? b->kind[i] : maxk;
    }
    if (maxk >= SMALL_KINDS) {
        return false;
    }
    for (int k = 0; k <= maxk; k++) {
        head[k] = -1;
        count[k] = 0;
    }
    /* Empty cells make a list of kind 0 too: no branch on the cells. */
    for (int i = cells - 1; i >= 0; i--) {
        int k = b->kind[i];
        next[i] = head[k];
        head[k] = i;
        count[k]++;
    }
    for (int k = 1; k <= maxk; k++) {
        if (count[k] > SMALL_KIND) {
            return false;
        }
    }
    if (b->stale[0] != 0) {
        llk_board_sync(b); /* the tests below pay for it */
    }
    *n = out || first ? llk_list_kinds(b, next, head, out, cap, first)
                      : llk_count_kinds(b, next, head, maxk);
    return true;
}

static bool quick_count(const llk_board *b, size_t *n)
{
    return quick_pairs(b, NULL, 0, false, n);
}

size_t llk_pairs_way(const llk_board *b, llk_pair *out, size_t cap, bool by_cell,
                     llk_pair_way way)
{
    pair_sink k = {out, out ? cap : 0, 0, false, NULL, NULL, 0, 0, false, false};
    return scan_pairs(b, &k, by_cell, way);
}

/* Without a list to fill, the order does not matter: row-major reads
 * memory in order (by kind, a big board misses the cache on every tile). */
size_t llk_pairs(const llk_board *b, llk_pair *out, size_t cap)
{
    size_t n;
    if (quick_pairs(b, out && cap > 0 ? out : NULL, out ? cap : 0, false, &n)) {
        return n;
    }
    pair_sink k = {out, out ? cap : 0, 0, false, NULL, NULL, 0, 0, false, false};
    return scan_pairs(b, &k, out == NULL || cap == 0, LLK_BY_COST);
}

size_t llk_pairs_until(const llk_board *b, llk_pair *out, size_t cap, double deadline_ms,
                       bool *complete)
{
    size_t n0;
    if ((out == NULL || cap == 0) && quick_count(b, &n0)) {
        if (complete) {
            *complete = true; /* at most SMALL_BOARD cells: microseconds */
        }
        return n0;
    }
    pair_sink k = {out, out ? cap : 0, 0, false, NULL, NULL, deadline_ms, 0, false, false};
    size_t n = scan_pairs(b, &k, out == NULL || cap == 0, LLK_BY_COST);
    if (complete) {
        *complete = !k.cut;
    }
    return n;
}

size_t llk_pairs_first(const llk_board *b, llk_pair *out, size_t cap, double soft_ms,
                       double deadline_ms, bool *complete)
{
    pair_sink k = {out, cap, 0, false, NULL, NULL, deadline_ms, soft_ms, false, true};
    size_t n;
    if (cap > 0 && quick_pairs(b, out, cap, false, &n)) {
        if (complete) {
            *complete = true; /* at most SMALL_BOARD cells: microseconds */
        }
        return n < cap ? n : cap;
    }
    n = cap > 0 ? scan_pairs(b, &k, false, LLK_BY_COST) : 0;
    if (complete) {
        *complete = !k.cut;
    }
    return n;
}

/* Whether two neighbours hold the same kind (always a pair): on a big
 * board of random kinds one turns up long before a listing would have
 * set up its lists. */
static bool twin_neighbours(const llk_board *b)
{
    int cols = b->cols, cells = b->rows * b->cols;
    const uint16_t *k = b->kind;
    for (int i = 0; i < cells; i++) {
        if (k[i] && ((i % cols + 1 < cols && k[i + 1] == k[i]) ||
                     (i + cols < cells && k[i + cols] == k[i]))) {
            return true;
        }
    }
    return false;
}

bool llk_has_pair(const llk_board *b, llk_pair *first)
{
    size_t n;
    if (!first && twin_neighbours(b)) {
        return true;
    }
    if (quick_pairs(b, first, first ? 1 : 0, true, &n)) {
        return n > 0;
    }
    pair_sink k = {first, first ? 1 : 0, 0, true, NULL, NULL, 0, 0, false, false};
    return scan_pairs(b, &k, first == NULL, LLK_BY_COST) > 0;
}

size_t llk_pairs_by_cell(const llk_board *b, llk_pair *out, size_t cap)
{
    pair_sink k = {out, out ? cap : 0, 0, false, NULL, NULL, 0, 0, false, false};
    return scan_pairs(b, &k, true, LLK_BY_COST);
}

void llk_pairs_each(const llk_board *b, bool (*visit)(void *ctx, llk_pair p), void *ctx)
{
    pair_sink k = {NULL, 0, 0, false, visit, ctx, 0, 0, false, false};
    scan_pairs(b, &k, true, LLK_BY_COST);
}

void llk_pairs_each_until(const llk_board *b, bool (*visit)(void *ctx, llk_pair p), void *ctx,
                          double deadline_ms, bool *complete)
{
    pair_sink k = {NULL, 0, 0, false, visit, ctx, deadline_ms, 0, false, false};
    scan_pairs(b, &k, true, LLK_BY_COST);
    if (complete) {
        *complete = !k.cut;
    }
}
