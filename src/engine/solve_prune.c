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
 * work for the child: replay them (or an earlier ancestor's, when the
 * tests between were skipped: the same holds with all pairs removed
 * since). The child's set at each step is the ancestor's less the removed
 * pairs and less earlier deletions, plus the waiting tiles (those the
 * child could not delete yet). So a recorded
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
    LLK_FREE_EACH(l->kind, l->row_empty, l->col_empty, l->start, l->cell,
                  l->kind_of, l->slot, l->rc, l->wait, l->order, l->partner,
                  l->path, l->tested, l->count, l->wait_row, l->wait_col);
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

/* Delete t (from T, the tiles with l->kind set) with partner p, and p too when it
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
    /* Boxed in on T (four occupied neighbours, none on the ring): only a
     * neighbour can join it, and placing p only fills cells. */
    llk_cell ct = l->rc[t];
    bool boxed = ct.r > 0 && ct.r + 1 < l->rows && ct.c > 0 && ct.c + 1 < l->cols &&
                 !((l->row_empty[ct.r] >> (ct.c - 1)) & 5u) &&
                 !((l->col_empty[ct.c] >> (ct.r - 1)) & 5u);
    for (int j = -1; j < m; j++) {
        int p = j < 0 ? hint : same[j];
        if (p < 0 || p == t || !b->kind[p] || (j >= 0 && p == hint)) {
            continue;
        }
        if (boxed) {
            llk_cell cp = l->rc[p];
            int dr = cp.r - ct.r, dc = cp.c - ct.c;
            if (dr * dr + dc * dc == 1) {
                delete(l, t, p, &(llk_path){0, 1, 2, {ct, cp}});
                return true;
            }
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
                         llk_bits(lo < 0 ? 0 : lo, hi >= l->cols ? l->cols - 1 : hi);
            if (cp.r == u.r) {
                m &= ~(1ULL << cp.c);
            }
            if (m) {
                return u.r * l->cols + __builtin_ctzll(m);
            }
        } else if (u.c == v.c && u.c >= 0 && u.c < l->cols) {
            int lo = u.r < v.r ? u.r : v.r, hi = u.r < v.r ? v.r : u.r;
            uint64_t m = l->wait_col[u.c] & ~l->col_empty[u.c] &
                         llk_bits(lo < 0 ? 0 : lo, hi >= l->rows ? l->rows - 1 : hi);
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

/* The waiting tiles, until none goes; a tile with no deletion since its
 * last test is not tested again (its answer cannot have changed). Records
 * the deletions made at depth; true when a locked set is left. */
static bool drain_waiting(llk_lock *l, const llk_board *b, int depth)
{
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
        /* First position: every tile waits, none tested yet. */
        for (int i = 0; i < l->tiles; i++) {
            if (b->kind[l->cell[i]]) {
                l->tested[l->cell[i]] = -1;
                l->wait[l->nwait++] = l->cell[i];
            }
        }
        return drain_waiting(l, b, 0);
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
    return drain_waiting(l, b, depth);
}
