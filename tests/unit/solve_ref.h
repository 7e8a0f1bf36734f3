/* solve_ref.h - an independent statement of the rules for the solver tests:
 * a plain grid, the two-turn path rule by direct enumeration over the
 * ring-extended grid, the shift modes from their definition, a replay
 * checker and a brute-force solver for small boards. Uses nothing of the
 * engine but the llk_board fields it reads. */
#ifndef SOLVE_REF_H
#define SOLVE_REF_H

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "llk/board.h"
#include "llk/shift.h"

#define REF_MAX 40

typedef struct ref_grid {
    int R, C;
    int k[REF_MAX][REF_MAX];
    bool out[REF_MAX][REF_MAX]; /* outside the board's shape (a hole) */
} ref_grid;

static inline void ref_from_board(ref_grid *g, const llk_board *b)
{
    g->R = b->rows;
    g->C = b->cols;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            int i = r * b->cols + c;
            g->k[r][c] = b->kind[i];
            g->out[r][c] = b->holes > 0 && (b->hole[i / 64] & (1ULL << (i % 64))) != 0;
        }
    }
}

static inline int ref_tiles(const ref_grid *g)
{
    int n = 0;
    for (int r = 0; r < g->R; r++) {
        for (int c = 0; c < g->C; c++) {
            n += g->k[r][c] != 0;
        }
    }
    return n;
}

/* Empty or on the ring (rows -1, R; columns -1, C). */
static inline bool ref_free(const ref_grid *g, int r, int c)
{
    if (r < 0 || c < 0 || r >= g->R || c >= g->C) {
        return true;
    }
    return g->k[r][c] == 0;
}

/* Straight segment from (r1,c1) to (r2,c2), ends excluded unless
 * with_end: every cell free. */
static inline bool ref_clear(const ref_grid *g, int r1, int c1, int r2, int c2,
                      bool with_end)
{
    int dr = (r2 > r1) - (r2 < r1), dc = (c2 > c1) - (c2 < c1);
    int r = r1, c = c1;
    while (r != r2 || c != c2) {
        r += dr;
        c += dc;
        if ((r != r2 || c != c2 || with_end) && !ref_free(g, r, c)) {
            return false;
        }
    }
    return true;
}

/* Two tiles joined by at most three straight segments through free
 * cells: try every corner pair over the whole ring-extended grid. */
static inline bool ref_joined(const ref_grid *g, int ar, int ac, int br, int bc)
{
    if (ar == br && ac == bc) {
        return false;
    }
    if ((ar == br || ac == bc) && ref_clear(g, ar, ac, br, bc, false)) {
        return true;
    }
    /* corners (ar, x) and (br, x): horizontal, vertical, horizontal */
    for (int x = -1; x <= g->C; x++) {
        if ((x == ac || ref_free(g, ar, x)) && (x == bc || ref_free(g, br, x)) &&
            ref_clear(g, ar, ac, ar, x, false) && ref_clear(g, ar, x, br, x, false) &&
            ref_clear(g, br, x, br, bc, false)) {
            return true;
        }
    }
    for (int y = -1; y <= g->R; y++) {
        if ((y == ar || ref_free(g, y, ac)) && (y == br || ref_free(g, y, bc)) &&
            ref_clear(g, ar, ac, y, ac, false) && ref_clear(g, y, ac, y, bc, false) &&
            ref_clear(g, y, bc, br, bc, false)) {
            return true;
        }
    }
    return false;
}

/* Compact n cells (r0 + i*dr, c0 + i*dc) toward the first. A hole stays
 * empty and parts the line: the tiles of each stretch between holes
 * close up toward that stretch's first cell. Returns whether a cell
 * changed. */
static inline bool ref_compact(ref_grid *g, int r0, int c0, int dr, int dc, int n)
{
    bool changed = false;
    int start = 0;
    while (start < n) {
        int end = start; /* the stretch [start, end) */
        while (end < n && !g->out[r0 + end * dr][c0 + end * dc]) {
            end++;
        }
        int tmp[REF_MAX], m = 0;
        for (int i = start; i < end; i++) {
            int v = g->k[r0 + i * dr][c0 + i * dc];
            if (v) {
                tmp[m++] = v;
            }
        }
        for (int i = start; i < end; i++) {
            int *cell = &g->k[r0 + i * dr][c0 + i * dc];
            int v = i - start < m ? tmp[i - start] : 0;
            changed = changed || *cell != v;
            *cell = v;
        }
        start = end + 1; /* past the hole */
    }
    return changed;
}

/* Rows r0..r1-1, columns c0..c1-1: rows toward low (-1) / high (+1). */
static inline bool ref_rows(ref_grid *g, int r0, int r1, int c0, int c1, int to)
{
    bool changed = false;
    for (int r = r0; r < r1 && c1 > c0; r++) {
        if (to < 0) {
            changed |= ref_compact(g, r, c0, 0, 1, c1 - c0);
        } else {
            changed |= ref_compact(g, r, c1 - 1, 0, -1, c1 - c0);
        }
    }
    return changed;
}

static inline bool ref_cols(ref_grid *g, int r0, int r1, int c0, int c1, int to)
{
    bool changed = false;
    for (int c = c0; c < c1 && r1 > r0; c++) {
        if (to < 0) {
            changed |= ref_compact(g, r0, c, 1, 0, r1 - r0);
        } else {
            changed |= ref_compact(g, r1 - 1, c, -1, 0, r1 - r0);
        }
    }
    return changed;
}

static inline void ref_shift(ref_grid *g, llk_shift s)
{
    int R = g->R, C = g->C, h = R / 2, w = C / 2;
    const char *n = llk_shift_name(s);
    if (!strcmp(n, "down")) {
        ref_cols(g, 0, R, 0, C, 1);
    } else if (!strcmp(n, "up")) {
        ref_cols(g, 0, R, 0, C, -1);
    } else if (!strcmp(n, "left")) {
        ref_rows(g, 0, R, 0, C, -1);
    } else if (!strcmp(n, "right")) {
        ref_rows(g, 0, R, 0, C, 1);
    } else if (!strcmp(n, "split-vertical")) {
        ref_cols(g, 0, h, 0, C, -1);
        ref_cols(g, h, R, 0, C, 1);
    } else if (!strcmp(n, "gather-vertical")) {
        ref_cols(g, 0, h, 0, C, 1);
        ref_cols(g, h, R, 0, C, -1);
    } else if (!strcmp(n, "split-horizontal")) {
        ref_rows(g, 0, R, 0, w, -1);
        ref_rows(g, 0, R, w, C, 1);
    } else if (!strcmp(n, "gather-horizontal")) {
        ref_rows(g, 0, R, 0, w, 1);
        ref_rows(g, 0, R, w, C, -1);
    } else if (!strcmp(n, "top-left-bottom-right")) {
        ref_rows(g, 0, h, 0, C, -1);
        ref_rows(g, h, R, 0, C, 1);
    } else if (!strcmp(n, "left-down-right-up")) {
        ref_cols(g, 0, R, 0, w, 1);
        ref_cols(g, 0, R, w, C, -1);
    } else if (!strcmp(n, "outward") || !strcmp(n, "inward")) {
        int in = !strcmp(n, "inward") ? -1 : 1;
        int rr[2][2] = {{0, h}, {h, R}}, cc[2][2] = {{0, w}, {w, C}};
        for (int a = 0; a < 2; a++) {
            for (int b = 0; b < 2; b++) {
                /* Rows, then columns, again until nothing moves (with
                 * holes a column's slide can open a gap in a row). */
                bool changed = true;
                while (changed) {
                    changed = ref_rows(g, rr[a][0], rr[a][1], cc[b][0], cc[b][1],
                                       (b ? 1 : -1) * in);
                    changed |= ref_cols(g, rr[a][0], rr[a][1], cc[b][0], cc[b][1],
                                        (a ? 1 : -1) * in);
                }
            }
        }
    }
}

/* Remove a pair if it is legal (same kind, joined), then shift. */
static inline bool ref_move(ref_grid *g, llk_shift s, int ar, int ac, int br, int bc)
{
    if (ar < 0 || ac < 0 || br < 0 || bc < 0 || ar >= g->R || br >= g->R ||
        ac >= g->C || bc >= g->C) {
        return false;
    }
    int k = g->k[ar][ac];
    if (k == 0 || g->k[br][bc] != k || !ref_joined(g, ar, ac, br, bc)) {
        return false;
    }
    g->k[ar][ac] = g->k[br][bc] = 0;
    ref_shift(g, s);
    return true;
}

/* Whether moves clear the board, checked move by move. */
static inline bool ref_replay(const llk_board *b, llk_shift s, const llk_pair *m, int n)
{
    ref_grid g;
    ref_from_board(&g, b);
    for (int i = 0; i < n; i++) {
        if (!ref_move(&g, s, m[i].a.r, m[i].a.c, m[i].b.r, m[i].b.c)) {
            return false;
        }
    }
    return ref_tiles(&g) == 0;
}

/* Brute force: every legal move, every order, remembering lost grids
 * (small boards only). Returns 1 winnable, 0 lost. */
typedef struct ref_memo {
    uint64_t *keys;
    size_t n, cap;
} ref_memo;

static inline uint64_t ref_key(const ref_grid *g)
{
    uint64_t h = 1469598103934665603ULL;
    for (int r = 0; r < g->R; r++) {
        for (int c = 0; c < g->C; c++) {
            h = (h ^ (uint64_t)g->k[r][c]) * 1099511628211ULL;
        }
    }
    return h;
}

/* Open-addressing set of keys (0 stands for itself via the flag). */
static inline bool ref_memo_has(const ref_memo *m, uint64_t k)
{
    if (!m->cap) {
        return false;
    }
    k |= 1;
    for (size_t i = k & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        if (m->keys[i] == k) {
            return true;
        }
        if (m->keys[i] == 0) {
            return false;
        }
    }
}

static inline void ref_memo_add(ref_memo *m, uint64_t k)
{
    if (2 * (m->n + 1) > m->cap) {
        ref_memo bigger = {calloc(m->cap ? m->cap * 2 : 1024, sizeof(uint64_t)), 0,
                           m->cap ? m->cap * 2 : 1024};
        for (size_t i = 0; i < m->cap; i++) {
            if (m->keys[i]) {
                ref_memo_add(&bigger, m->keys[i]);
            }
        }
        free(m->keys);
        *m = bigger;
    }
    k |= 1;
    size_t i = k & (m->cap - 1);
    while (m->keys[i] != 0 && m->keys[i] != k) {
        i = (i + 1) & (m->cap - 1);
    }
    if (m->keys[i] == 0) {
        m->keys[i] = k;
        m->n++;
    }
}

static inline int ref_brute_rec(const ref_grid *g, llk_shift s, ref_memo *memo)
{
    if (ref_tiles(g) == 0) {
        return 1;
    }
    uint64_t key = ref_key(g);
    if (ref_memo_has(memo, key)) {
        return 0;
    }
    for (int a = 0; a < g->R * g->C; a++) {
        for (int b = a + 1; b < g->R * g->C; b++) {
            ref_grid x = *g;
            if (ref_move(&x, s, a / g->C, a % g->C, b / g->C, b % g->C) &&
                ref_brute_rec(&x, s, memo)) {
                return 1;
            }
        }
    }
    ref_memo_add(memo, key);
    return 0;
}

static inline int ref_brute(const ref_grid *g, llk_shift s)
{
    ref_memo memo = {NULL, 0, 0};
    int r = ref_brute_rec(g, s, &memo);
    free(memo.keys);
    return r;
}

/* The same search with a cap: at most cap positions expanded (*seen says
 * how many were). Returns 1 winnable, 0 lost, -1 when the cap was reached
 * first (a test reports a skip rather than hanging). The lost positions
 * are remembered by a 64-bit hash of the grid: a collision (odds about
 * n^2 / 2^64 for n positions) could only call a winnable board lost, a
 * disagreement the test would report. */
static inline int ref_capped_rec(const ref_grid *g, llk_shift s, ref_memo *memo, long cap, long *seen)
{
    if (ref_tiles(g) == 0) {
        return 1;
    }
    uint64_t key = ref_key(g);
    if (ref_memo_has(memo, key)) {
        return 0;
    }
    if (++*seen > cap) {
        return -1;
    }
    for (int a = 0; a < g->R * g->C; a++) {
        for (int b = a + 1; b < g->R * g->C; b++) {
            ref_grid x = *g;
            if (!ref_move(&x, s, a / g->C, a % g->C, b / g->C, b % g->C)) {
                continue;
            }
            int r = ref_capped_rec(&x, s, memo, cap, seen);
            if (r != 0) {
                return r;
            }
        }
    }
    ref_memo_add(memo, key);
    return 0;
}

static inline int ref_brute_capped(const ref_grid *g, llk_shift s, long cap, long *seen)
{
    ref_memo memo = {NULL, 0, 0};
    long n = 0;
    int r = ref_capped_rec(g, s, &memo, cap, &n);
    free(memo.keys);
    if (seen != NULL) {
        *seen = n;
    }
    return r;
}

#endif
