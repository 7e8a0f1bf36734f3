/* solve_prune.c - proofs that a position without shift is lost, for the
 * solver: the "locked set" test.
 *
 * A set T of tiles of a board B is locked when for every tile t in T and
 * every other tile p of t's kind on B, t and p are not connected on the
 * board that holds only the tiles of T and p.
 *
 * Claim: a board with a non-empty locked set T cannot be cleared (no
 * shift). Proof: take any clearing sequence and its first move that
 * removes a tile of T, say t with partner p. Until then no tile of T was
 * removed, so the board at that move holds every tile of T, and p, and t
 * is connected to p on it. Emptying every other cell keeps that path
 * (paths only need empty cells), so t and p are connected on the board
 * holding only T and p: T is not locked.
 *
 * Finding one: if T contains a locked set L and a tile t of T is connected
 * to some p on the board of T and p, then t is not in L (L and p is a
 * subset of T and p: fewer tiles, the same path). So deleting such tiles
 * one by one from T = every tile until none is left to delete gives the
 * largest locked set, or nothing. This covers two kinds each needing the
 * other gone (T = their tiles), cycles of any length, and kinds of four
 * whose two tiles are buried while the other two are free.
 *
 * Reuse: tiles only vanish, so the order in which the parent's test
 * deleted every tile, and the path that justified each deletion, nearly
 * work for the child: replay them. The child's set at each step is the
 * parent's less the removed pair and less earlier deletions, plus the
 * waiting tiles (those the child could not delete yet). So a recorded
 * deletion of u by partner p stands without a new test when p is still
 * on the board and no waiting tile lies on its path; a waiting tile in
 * the way is first tested again (when anything was deleted since its last
 * test). Any other tile is tested; one that fails waits. At the end the
 * waiting tiles are tested again until none goes, skipping a tile when
 * nothing was deleted since its last test (its answer cannot change). Each
 * deletion is justified on the set as it then stands, so the argument
 * above holds whatever the order, and the tiles left waiting form the
 * largest locked set: the answer is the one computed from scratch.
 */
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum { MAX_TILES = 512 }; /* larger boards: no test (orders kept per depth) */

bool llk_lock_init(llk_lock *l, const llk_board *b, const int *dmap, int nk)
{
    memset(l, 0, sizeof *l);
    int cells = b->rows * b->cols;
    int tiles = b->tiles;
    if (tiles > MAX_TILES || b->rows > LLK_SMALL_DIM || b->cols > LLK_SMALL_DIM) {
        return false;
    }
    size_t orders = (size_t)(tiles / 2 + 1) * (size_t)(tiles + 1);
    l->rows = b->rows;
    l->cols = b->cols;
    l->tiles = tiles;
    l->kind = malloc(sizeof(uint16_t) * (size_t)cells);
    l->row_empty = malloc(sizeof(uint64_t) * (size_t)b->rows);
    l->col_empty = malloc(sizeof(uint64_t) * (size_t)b->cols);
    l->start = calloc((size_t)nk + 2, sizeof(int));
    l->cell = malloc(sizeof(int) * (size_t)(tiles + 1));
    l->kind_of = calloc((size_t)cells, sizeof(int));
    l->slot = calloc((size_t)cells, sizeof(int));
    l->nk = nk;
    l->rc = malloc(sizeof(llk_cell) * (size_t)cells);
    l->wait = malloc(sizeof(int) * (size_t)(tiles + 1));
    l->order = malloc(sizeof(int) * orders);
    l->partner = malloc(sizeof(int) * orders);
    l->path = malloc(sizeof(llk_path) * orders);
    l->tested = malloc(sizeof(int) * (size_t)cells);
    l->count = malloc(sizeof(int) * (size_t)(tiles / 2 + 1));
    l->wait_row = malloc(sizeof(uint64_t) * (size_t)b->rows);
    l->wait_col = malloc(sizeof(uint64_t) * (size_t)b->cols);
    if (!l->kind || !l->row_empty || !l->col_empty || !l->start || !l->cell || !l->kind_of || !l->slot || !l->rc || !l->wait ||
        !l->order || !l->partner || !l->path || !l->tested || !l->count || !l->wait_row || !l->wait_col) {
        llk_lock_free(l);
        return false;
    }
    for (int i = 0; i < cells; i++) {
        l->rc[i] = (llk_cell){i / b->cols, i % b->cols};
        if (b->kind[i]) {
            l->start[dmap[b->kind[i]]]++;
        }
    }
    for (int k = 1; k <= nk + 1; k++) {
        l->start[k] += l->start[k - 1];
    }
    /* start[k] is now the end of kind k's slots (kinds 1..nk, from 0);
     * fill each kind from its end. */
    for (int i = cells - 1; i >= 0; i--) {
        if (b->kind[i]) {
            int k = dmap[b->kind[i]];
            l->cell[--l->start[k]] = i;
            l->slot[i] = l->start[k];
            l->kind_of[i] = k;
        }
    }
    /* Now start[k] is kind k's first slot; shift to ends. */
    for (int k = 0; k <= nk; k++) {
        l->start[k] = l->start[k + 1];
    }
    return true;
}

void llk_lock_free(llk_lock *l)
{
    free(l->kind);
    free(l->row_empty);
    free(l->col_empty);
    free(l->start);
    free(l->cell);
    free(l->kind_of);
    free(l->slot);
    free(l->rc);
    free(l->wait);
    free(l->order);
    free(l->partner);
    free(l->path);
    free(l->tested);
    free(l->count);
    free(l->wait_row);
    free(l->wait_col);
    memset(l, 0, sizeof *l);
}

/* Put a tile of kind into cell, or empty it (kind 0), on the scratch set;
 * the cell's state changes. */
static inline void put(llk_lock *l, int cell, int kind)
{
    llk_cell c = l->rc[cell];
    l->kind[cell] = (uint16_t)kind;
    l->row_empty[c.r] ^= 1ULL << c.c;
    l->col_empty[c.c] ^= 1ULL << c.r;
}

/* Whether t and p (both on the scratch set) are joined; the path to *out. */
static inline bool joined(const llk_lock *l, int t, int p, llk_path *out)
{
    return llk_masks_path(l->row_empty, l->col_empty, l->rows, l->cols, l->rc[t], l->rc[p],
                          out);
}

/* Record the deletion of t by partner p (joined by path) in the order. */
static inline void record(llk_lock *l, int t, int p, const llk_path *path)
{
    l->out[l->n] = t;
    l->pout[l->n] = p;
    l->pth[l->n++] = *path;
}

/* Delete t (from T, the tiles on l->e) with partner p, and p too when it
 * is in T: the same path joins p to t. */
static void delete(llk_lock *l, int t, int p, const llk_path *path)
{
    put(l, t, 0);
    record(l, t, p, path);
    if (l->kind[p]) {
        put(l, p, 0);
        record(l, p, t, path);
    }
}

/* Test t against every tile p of its kind on b (hint first), on the board
 * of T and p; deletes it on success. */
static bool try_free(llk_lock *l, const llk_board *b, int t, int hint)
{
    int k = l->kind_of[t];
    const int *same = l->cell + l->start[k - 1];
    int m = l->start[k] - l->start[k - 1];
    for (int j = -1; j < m; j++) {
        int p = j < 0 ? hint : same[j];
        if (p < 0 || p == t || !b->kind[p] || (j >= 0 && p == hint)) {
            continue;
        }
        bool in_t = l->kind[p] != 0;
        if (!in_t) {
            put(l, p, b->kind[p]);
        }
        llk_path path;
        bool c = joined(l, t, p, &path);
        if (!in_t) {
            put(l, p, 0);
        }
        if (c) {
            delete(l, t, p, &path);
            return true;
        }
    }
    return false;
}

/* Bits lo..hi of a word (none when lo > hi). */
static inline uint64_t span(int lo, int hi)
{
    return lo > hi ? 0 : (~0ULL >> (63 - hi)) & (~0ULL << lo);
}

/* A waiting tile still in T, other than p, on the path (its segments,
 * ends included; ring segments hold no cell), or -1. */
static int blocker(const llk_lock *l, const llk_path *path, int p)
{
    llk_cell cp = l->rc[p];
    for (int i = 0; i + 1 < path->npoints; i++) {
        llk_cell u = path->pts[i], v = path->pts[i + 1];
        if (u.r == v.r && u.r >= 0 && u.r < l->rows) {
            int lo = u.c < v.c ? u.c : v.c, hi = u.c < v.c ? v.c : u.c;
            uint64_t m = l->wait_row[u.r] & ~l->row_empty[u.r] &
                         span(lo < 0 ? 0 : lo, hi >= l->cols ? l->cols - 1 : hi);
            if (cp.r == u.r) {
                m &= ~(1ULL << cp.c);
            }
            if (m) {
                return u.r * l->cols + __builtin_ctzll(m);
            }
        } else if (u.c == v.c && u.c >= 0 && u.c < l->cols) {
            int lo = u.r < v.r ? u.r : v.r, hi = u.r < v.r ? v.r : u.r;
            uint64_t m = l->wait_col[u.c] & ~l->col_empty[u.c] &
                         span(lo < 0 ? 0 : lo, hi >= l->rows ? l->rows - 1 : hi);
            if (cp.c == u.c) {
                m &= ~(1ULL << cp.r);
            }
            if (m) {
                return __builtin_ctzll(m) * l->cols + u.c;
            }
        }
    }
    return -1;
}

/* t waits: it could not be deleted with n deletions made. */
static inline void add_wait(llk_lock *l, int t)
{
    llk_cell c = l->rc[t];
    l->tested[t] = l->n;
    l->wait[l->nwait++] = t;
    l->wait_row[c.r] |= 1ULL << c.c;
    l->wait_col[c.c] |= 1ULL << c.r;
}

bool llk_lock_found(llk_lock *l, const llk_board *b, int depth)
{
    return llk_lock_found_from(l, b, depth, depth - 1);
}

/* depth 0 (from is ignored): from scratch. */

bool llk_lock_found_from(llk_lock *l, const llk_board *b, int depth, int from)
{
    memcpy(l->kind, b->kind, sizeof(uint16_t) * (size_t)l->rows * (size_t)l->cols);
    memcpy(l->row_empty, b->row_empty, sizeof(uint64_t) * (size_t)l->rows);
    memcpy(l->col_empty, b->col_empty, sizeof(uint64_t) * (size_t)l->cols);
    size_t stride = (size_t)l->tiles + 1;
    l->out = l->order + (size_t)depth * stride;
    l->pout = l->partner + (size_t)depth * stride;
    l->pth = l->path + (size_t)depth * stride;
    l->nwait = 0;
    l->n = 0;
    if (depth == 0) {
        /* First position: passes over every tile until none goes. */
        for (int i = 0; i < l->tiles; i++) {
            if (b->kind[l->cell[i]]) {
                l->wait[l->nwait++] = l->cell[i];
            }
        }
        bool again = true;
        while (again && l->nwait > 0) {
            again = false;
            int w = 0;
            for (int i = 0; i < l->nwait; i++) {
                int t = l->wait[i];
                if (!l->kind[t]) {
                    continue;
                }
                if (try_free(l, b, t, -1)) {
                    again = true;
                } else {
                    l->wait[w++] = t;
                }
            }
            l->nwait = w;
        }
        l->count[0] = l->n;
        return l->nwait > 0;
    }
    memset(l->wait_row, 0, sizeof(uint64_t) * (size_t)l->rows);
    memset(l->wait_col, 0, sizeof(uint64_t) * (size_t)l->cols);
    const int *prev = l->order + (size_t)from * stride;
    const int *pprev = l->partner + (size_t)from * stride;
    const llk_path *ppath = l->path + (size_t)from * stride;
    int np = l->count[from]; /* the ancestor's deletions: all its tiles */
    for (int i = 0; i < np; i++) {
        int t = prev[i], p = pprev[i];
        if (!l->kind[t]) {
            continue; /* the pair just removed, or deleted as a partner */
        }
        bool stands = b->kind[p] != 0;
        while (stands && l->nwait > 0) {
            int w = blocker(l, &ppath[i], p);
            if (w < 0) {
                break;
            }
            /* In the way: test it again if anything went since. */
            if (l->tested[w] != l->n) {
                l->tested[w] = l->n;
                if (try_free(l, b, w, -1)) {
                    continue;
                }
            }
            stands = false;
        }
        if (!l->kind[t]) {
            /* A waiting tile deleted just now took t as its partner:
             * t went with it (recording it twice would leave another
             * tile out of the order, never tested). */
            continue;
        }
        if (stands) {
            delete(l, t, p, &ppath[i]);
        } else if (!try_free(l, b, t, p)) {
            add_wait(l, t);
        }
    }
    /* The waiting tiles, until none goes; a tile with no deletion since
     * its last test is not tested again. */
    bool again = true;
    while (again && l->nwait > 0) {
        again = false;
        int w = 0;
        for (int i = 0; i < l->nwait; i++) {
            int t = l->wait[i];
            if (!l->kind[t]) {
                continue;
            }
            if (l->tested[t] != l->n) {
                l->tested[t] = l->n;
                if (try_free(l, b, t, -1)) {
                    again = true;
                    continue;
                }
            }
            l->wait[w++] = t;
        }
        l->nwait = w;
    }
    l->count[depth] = l->n;
    return l->nwait > 0;
}

/* ---- connections for move generation (solve.c) -------------------- */

enum { SMALL = 32 }; /* kinds with more tiles are not kept in conn */

/* Nearest occupied cell of row r before column c (-1: none) and after it
 * (-1: none), and the same along column c; one word a line. */
static inline int before_in_row(const llk_board *b, int r, int c)
{
    uint64_t occ = ~b->row_empty[r] & ((1ULL << c) - 1);
    return occ ? 63 - __builtin_clzll(occ) : -1;
}

static inline int after_in_row(const llk_board *b, int r, int c)
{
    uint64_t occ = ~b->row_empty[r] & ((1ULL << b->cols) - 1) & ~((2ULL << c) - 1);
    return occ ? __builtin_ctzll(occ) : -1;
}

static inline int before_in_col(const llk_board *b, int r, int c)
{
    uint64_t occ = ~b->col_empty[c] & ((1ULL << r) - 1);
    return occ ? 63 - __builtin_clzll(occ) : -1;
}

static inline int after_in_col(const llk_board *b, int r, int c)
{
    uint64_t occ = ~b->col_empty[c] & ((1ULL << b->rows) - 1) & ~((2ULL << r) - 1);
    return occ ? __builtin_ctzll(occ) : -1;
}

typedef struct conn_ctx {
    const llk_lock *l;
    const llk_board *b;
    uint32_t *now;    /* this depth's connections, by slot */
    uint8_t *changed; /* per dense kind */
    int *fresh, nfresh; /* the pairs found connected, as cells */
} conn_ctx;

/* Tiles u and z (cells): when of one small kind, both present and not yet
 * known connected, ask; record a new connection. */
static void consider(conn_ctx *x, int u, int z)
{
    const llk_lock *l = x->l;
    int k = l->kind_of[u];
    if (u == z || k != l->kind_of[z] || !x->b->kind[u] || !x->b->kind[z]) {
        return;
    }
    int base = l->start[k - 1];
    if (l->start[k] - base > SMALL) {
        return;
    }
    int iu = l->slot[u], iz = l->slot[z];
    if (x->now[iu] >> (iz - base) & 1u) {
        return;
    }
    if (llk_connected(x->b, l->rc[u], l->rc[z])) {
        x->now[iu] |= 1u << (iz - base);
        x->now[iz] |= 1u << (iu - base);
        x->changed[k] = 1;
        x->fresh[2 * x->nfresh] = u < z ? u : z;
        x->fresh[2 * x->nfresh + 1] = u < z ? z : u;
        x->nfresh++;
    }
}

/* Tile u against every tile of its kind. */
static void consider_all(conn_ctx *x, int u)
{
    const llk_lock *l = x->l;
    int k = l->kind_of[u];
    for (int i = l->start[k - 1]; i < l->start[k]; i++) {
        consider(x, u, l->cell[i]);
    }
}

/* The tiles u whose runs along their rows (along: 0) or columns (1) hold
 * line `at` of the other direction (column at, or row at), skipping line
 * `skip`: per crossing line, the tile on `at` or the nearest tile on each
 * side of an empty cell there. Pairs of one kind on either side of skip
 * are considered. */
static void middle(conn_ctx *x, int along, int at, int skip, int *stamp, int *bucket)
{
    const llk_lock *l = x->l;
    const llk_board *b = x->b;
    int lines = along ? b->cols : b->rows, cols = b->cols;
    for (int i = 0; i < lines; i++) {
        if (i == skip) {
            continue;
        }
        int cand[2], nc = 0;
        int r = along ? at : i, c = along ? i : at;
        if (b->kind[r * cols + c]) {
            cand[nc++] = r * cols + c;
        } else {
            int lo = along ? before_in_col(b, r, c) : before_in_row(b, r, c);
            int hi = along ? after_in_col(b, r, c) : after_in_row(b, r, c);
            if (lo >= 0) {
                cand[nc++] = along ? lo * cols + c : r * cols + lo;
            }
            if (hi >= 0) {
                cand[nc++] = along ? hi * cols + c : r * cols + hi;
            }
        }
        for (int j = 0; j < nc; j++) {
            int u = cand[j], k = l->kind_of[u];
            if (stamp[k] != *stamp) {
                stamp[k] = *stamp;
                bucket[k * 4] = 0; /* count, then up to 3 tiles */
            }
            int *bk = bucket + k * 4;
            for (int q = 1; q <= bk[0]; q++) {
                int v = bk[q];
                int pu = along ? l->rc[u].c : l->rc[u].r, pv = along ? l->rc[v].c : l->rc[v].r;
                if ((pu < skip) != (pv < skip)) {
                    consider(x, u, v);
                }
            }
            if (bk[0] < 3) {
                bk[++bk[0]] = u;
            } else {
                /* More than three on this line set: ask against all. */
                consider_all(x, u);
            }
        }
    }
}

/* Claim: a pair not connected before the pair (ra, rb) went and connected
 * after has a path through a cell x of the two. On its first segment (or
 * last), x lies on the first tile's row or column with only empty cells
 * between: the tile is the nearest one to x in that direction. On a
 * middle segment along column X = x.c, strictly between the tiles' rows,
 * both tiles' row runs hold X: each is the tile at (its row, X) or the
 * nearest tile on either side of that empty cell; likewise rows. So the
 * pairs asked below are all that can have changed. */
int llk_conn_update(const llk_lock *l, const llk_board *b, uint32_t *conn, int depth, int ra,
                    int rb, uint8_t *changed, int *scratch, int *fresh)
{
    uint32_t *now = conn + (size_t)depth * (size_t)l->tiles;
    conn_ctx x = {l, b, now, changed, fresh, 0};
    if (depth == 0) {
        memset(now, 0, sizeof(uint32_t) * (size_t)l->tiles);
        for (int i = 0; i < l->tiles; i++) {
            consider_all(&x, l->cell[i]);
        }
        return x.nfresh;
    }
    memcpy(now, now - l->tiles, sizeof(uint32_t) * (size_t)l->tiles);
    /* scratch (llk_conn_scratch ints, zeroed once): a stamp, the dense
     * kinds' stamps, then per dense kind a bucket. */
    int *stamp = scratch, *bucket = scratch + l->nk + 2;
    int cells[2] = {ra, rb};
    for (int e = 0; e < 2; e++) {
        llk_cell cx = l->rc[cells[e]];
        int near[4] = {before_in_row(b, cx.r, cx.c), after_in_row(b, cx.r, cx.c),
                       before_in_col(b, cx.r, cx.c), after_in_col(b, cx.r, cx.c)};
        for (int d = 0; d < 4; d++) {
            if (near[d] >= 0) {
                consider_all(&x, d < 2 ? cx.r * l->cols + near[d] : near[d] * l->cols + cx.c);
            }
        }
        ++*stamp;
        middle(&x, 0, cx.c, cx.r, stamp, bucket);
        ++*stamp;
        middle(&x, 1, cx.r, cx.c, stamp, bucket);
    }
    return x.nfresh;
}

size_t llk_conn_scratch(const llk_lock *l)
{
    return (size_t)l->nk + 2 + 4 * ((size_t)l->nk + 1);
}

/* Kind k's tiles now (row-major) into t and their connections (from conn
 * at depth) into adj; returns their number. */
int llk_lock_kind_get(const llk_lock *l, const llk_board *b, const uint32_t *conn, int depth,
                      int k, int *t, uint32_t *adj)
{
    int base = l->start[k - 1], n = l->start[k] - base;
    const int *home = l->cell + base;
    const uint32_t *now = conn + (size_t)depth * (size_t)l->tiles + (size_t)base;
    int idx[SMALL];
    int m = 0;
    for (int i = 0; i < n; i++) {
        if (b->kind[home[i]]) {
            idx[m] = i;
            t[m++] = home[i];
        }
    }
    for (int i = 0; i < m; i++) {
        uint32_t w = now[idx[i]], a = 0;
        for (int j = 0; j < m; j++) {
            a |= (w >> idx[j] & 1u) << j;
        }
        adj[i] = a;
    }
    return m;
}

/* ---- branch rules of move generation (solve.c) ---------------------- */

bool llk_kind_matching(const uint32_t *adj, uint32_t left, int *fa, int *fb)
{
    if (left == 0) {
        return true;
    }
    if (left == 15) {
        /* Four tiles (most kinds): the three matchings, in the order the
         * recursion below tries them. */
        for (int j = 1; j < 4; j++) {
            int x = j == 1 ? 2 : 1, y = j == 3 ? 2 : 3; /* the other two */
            if ((adj[0] >> j & 1u) && (adj[x] >> y & 1u)) {
                *fa = 0;
                *fb = j;
                return true;
            }
        }
        return false;
    }
    int i = __builtin_ctz(left);
    uint32_t rest = left & ~(1u << i);
    uint32_t cand = adj[i] & rest;
    while (cand) {
        int j = __builtin_ctz(cand);
        cand &= cand - 1;
        int x, y;
        if (llk_kind_matching(adj, rest & ~(1u << j), &x, &y)) {
            *fa = i;
            *fb = j;
            return true;
        }
    }
    return false;
}

/* Claim: if the pairs of a kind's tiles that are not connected now have
 * no perfect matching, some solution (if any) starts with a connected
 * pair of them, and more precisely with a pair of any set E of connected
 * pairs such that the pairs outside E have no perfect matching. Proof: a
 * solution removes the kind's tiles in pairs, a perfect matching M of
 * them; M is not made of pairs outside E, so it holds a pair e of E,
 * connected now. Playing e first and then the solution's other moves in
 * their order is a solution: without shift tiles never move, and each
 * later move is played on a board holding a subset of the tiles it had
 * before, so its path is still empty. The tile connected to every other
 * tile of its kind is the case E = its pairs; with four tiles, three of
 * them connected in a triangle is the other. E is made minimal: each pair
 * is dropped in turn when the rest still covers every matching. */
int llk_kind_cover(const uint32_t *adj, int n, int *pa, int *pb)
{
    uint32_t all = (n == 32) ? ~0u : ((1u << n) - 1);
    uint32_t out[32] = {0}; /* pairs outside E, as bit rows */
    for (int i = 0; i < n; i++) {
        out[i] = all & ~adj[i] & ~(1u << i);
    }
    int fa, fb;
    if (llk_kind_matching(out, all, &fa, &fb)) {
        return -1;
    }
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (!(adj[i] >> j & 1u)) {
                continue;
            }
            out[i] |= 1u << j;
            out[j] |= 1u << i;
            if (llk_kind_matching(out, all, &fa, &fb)) {
                out[i] &= ~(1u << j); /* needed: keep it in E */
                out[j] &= ~(1u << i);
            }
        }
    }
    int m = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (adj[i] >> j & 1u && !(out[i] >> j & 1u)) {
                pa[m] = i;
                pb[m++] = j;
            }
        }
    }
    return m;
}
