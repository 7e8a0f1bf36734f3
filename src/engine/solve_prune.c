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
 * Reuse: tiles only vanish, so the order (and the partners) with which
 * the parent's test deleted every tile nearly works for the child: replay
 * it. A deletion of u by partner p stands without a new test when p is
 * still there and no waiting tile (one the child could not delete yet)
 * lies in the band of u and p: every path of at most two turns from u to p
 * runs within the rows between theirs or within the columns between
 * theirs, and otherwise the child's set is the parent's less some tiles
 * (the removed pair, earlier deletions). Any other tile is tested; one
 * that fails waits, and is tested again whenever a tile in one of its
 * bands is deleted. When the replay ends with tiles waiting, each failed
 * its test on the set as it stands (nothing in its bands went since), so
 * they form a locked set.
 */
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum { MAX_TILES = 2048 }; /* larger boards: no test (orders kept per depth) */

bool llk_lock_init(llk_lock *l, const llk_board *b, const int *dmap, int nk)
{
    memset(l, 0, sizeof *l);
    int cells = b->rows * b->cols;
    int tiles = b->tiles;
    if (tiles > MAX_TILES) {
        return false;
    }
    size_t orders = (size_t)(tiles / 2 + 1) * (size_t)(tiles + 1);
    l->cols = b->cols;
    l->tiles = tiles;
    l->e = llk_board_new(b->rows, b->cols);
    l->start = calloc((size_t)nk + 2, sizeof(int));
    l->cell = malloc(sizeof(int) * (size_t)(tiles + 1));
    l->kind_of = calloc((size_t)cells, sizeof(int));
    l->rc = malloc(sizeof(llk_cell) * (size_t)cells);
    l->wait = malloc(sizeof(int) * (size_t)(tiles + 1));
    l->order = malloc(sizeof(int) * orders);
    l->partner = malloc(sizeof(int) * orders);
    if (!l->e || !l->start || !l->cell || !l->kind_of || !l->rc || !l->wait ||
        !l->order || !l->partner) {
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
    llk_board_free(l->e);
    free(l->start);
    free(l->cell);
    free(l->kind_of);
    free(l->rc);
    free(l->wait);
    free(l->order);
    free(l->partner);
    memset(l, 0, sizeof *l);
}

static inline void put(llk_lock *l, int cell, int kind)
{
    llk_board_set(l->e, l->rc[cell].r, l->rc[cell].c, kind);
}

/* Whether cell x lies in the band of u and z: a row between theirs or a
 * column between theirs (both included). */
static inline bool in_band(const llk_lock *l, int x, int u, int z)
{
    llk_cell cx = l->rc[x], cu = l->rc[u], cz = l->rc[z];
    int rlo = cu.r < cz.r ? cu.r : cz.r, rhi = cu.r < cz.r ? cz.r : cu.r;
    int clo = cu.c < cz.c ? cu.c : cz.c, chi = cu.c < cz.c ? cz.c : cu.c;
    return (cx.r >= rlo && cx.r <= rhi) || (cx.c >= clo && cx.c <= chi);
}

/* Record the deletion of t by partner p in the order. */
static inline void record(llk_lock *l, int *out, int *pout, int t, int p)
{
    out[l->n] = t;
    pout[l->n++] = p;
}

/* Delete t (from T, the tiles on l->e) with partner p, and p too when it
 * is in T: the same path joins p to t. */
static void delete(llk_lock *l, int *out, int *pout, int t, int p)
{
    put(l, t, 0);
    record(l, out, pout, t, p);
    if (l->e->kind[p]) {
        put(l, p, 0);
        record(l, out, pout, p, t);
    }
}

/* Test t against every tile p of its kind on b (hint first), on the board
 * of T and p; deletes it on success. */
static bool try_free(llk_lock *l, const llk_board *b, int t, int hint, int *out, int *pout)
{
    llk_board *e = l->e;
    int k = l->kind_of[t];
    const int *same = l->cell + l->start[k - 1];
    int m = l->start[k] - l->start[k - 1];
    for (int j = -1; j < m; j++) {
        int p = j < 0 ? hint : same[j];
        if (p < 0 || p == t || !b->kind[p] || (j >= 0 && p == hint)) {
            continue;
        }
        bool in_t = e->kind[p] != 0;
        if (!in_t) {
            put(l, p, b->kind[p]);
        }
        bool c = llk_connected(e, l->rc[t], l->rc[p]);
        if (!in_t) {
            put(l, p, 0);
        }
        if (c) {
            delete(l, out, pout, t, p);
            return true;
        }
    }
    return false;
}

/* Whether deleting x may have changed waiting tile w's test: x lies in a
 * band of w and a tile of w's kind on b. */
static bool affects(const llk_lock *l, const llk_board *b, int x, int w)
{
    int k = l->kind_of[w];
    for (int j = l->start[k - 1]; j < l->start[k]; j++) {
        int p = l->cell[j];
        if (p != w && b->kind[p] && in_band(l, x, w, p)) {
            return true;
        }
    }
    return false;
}

/* Process the deletions out[l->done ..): test again the waiting tiles
 * they may free (whose deletions are processed in turn). */
static void wake(llk_lock *l, const llk_board *b, int *out, int *pout)
{
    while (l->done < l->n && l->nwait > 0) {
        int x = out[l->done++];
        int w = 0;
        for (int i = 0; i < l->nwait; i++) {
            int t = l->wait[i];
            if (!l->e->kind[t]) {
                continue; /* deleted as a partner */
            }
            if (!(affects(l, b, x, t) && try_free(l, b, t, -1, out, pout))) {
                l->wait[w++] = t;
            }
        }
        l->nwait = w;
    }
    l->done = l->n;
}

bool llk_lock_found(llk_lock *l, const llk_board *b, int depth)
{
    llk_board_copy(l->e, b);
    size_t stride = (size_t)l->tiles + 1;
    int *out = l->order + (size_t)depth * stride;
    int *pout = l->partner + (size_t)depth * stride;
    l->nwait = 0;
    l->n = 0;
    l->done = 0;
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
                if (!l->e->kind[t]) {
                    continue;
                }
                if (try_free(l, b, t, -1, out, pout)) {
                    again = true;
                } else {
                    l->wait[w++] = t;
                }
            }
            l->nwait = w;
        }
        return l->nwait > 0;
    }
    const int *prev = out - stride;
    const int *pprev = pout - stride;
    int np = b->tiles + 2; /* the parent had two more tiles */
    for (int i = 0; i < np; i++) {
        int t = prev[i], p = pprev[i];
        if (!l->e->kind[t]) {
            continue; /* the pair just removed, or deleted as a partner */
        }
        bool stands = b->kind[p] != 0;
        for (int j = 0; j < l->nwait && stands; j++) {
            stands = !in_band(l, l->wait[j], t, p);
        }
        if (stands) {
            delete(l, out, pout, t, p);
        } else if (!try_free(l, b, t, p, out, pout)) {
            l->wait[l->nwait++] = t;
            l->done = l->n;
            continue;
        }
        if (l->nwait > 0) {
            wake(l, b, out, pout);
        } else {
            l->done = l->n;
        }
    }
    return l->nwait > 0;
}
