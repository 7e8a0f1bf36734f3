/* board_ref.h - test helpers: boards from strings, and a slow exact
 * reference for the path rule, independent of the engine's search.
 *
 * The reference is a shortest-path search over (cell, direction) with cost
 * (turns, then length), done layer by layer: layer t holds the shortest
 * length of a path with exactly t turns that arrives at a cell moving in a
 * direction. One run from a source answers every target.
 */
#ifndef LLK_BOARD_REF_H
#define LLK_BOARD_REF_H

#include <stdlib.h>
#include <string.h>

#include "llk/board.h"

/* Board from rows separated by '/', cells by spaces: "1 0 2/0 0 1". */
static inline llk_board *board_from(const char *spec)
{
    int rows = 1, cols = 0, cur = 0;
    bool in_num = false;
    for (const char *s = spec; *s; s++) {
        if (*s == '/') {
            rows++;
            cur = 0;
            in_num = false;
        } else if (*s >= '0' && *s <= '9') {
            if (!in_num) {
                cur++;
                if (cur > cols) {
                    cols = cur;
                }
            }
            in_num = true;
        } else {
            in_num = false;
        }
    }
    llk_board *b = llk_board_new(rows, cols);
    const char *s = spec;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            while (*s == ' ' || *s == '/') {
                s++;
            }
            llk_board_set(b, r, c, (int)strtol(s, (char **)&s, 10));
        }
    }
    return b;
}

enum { REF_INF = 1 << 28 };

typedef struct ref_search {
    int rows, cols, pr, pc; /* padded size: rows+2, cols+2 */
    int *dist;              /* [3][pr*pc][4] */
    int *arrive;            /* [3][pr*pc]: into an occupied cell */
} ref_search;

static const int ref_dr[4] = {1, -1, 0, 0};
static const int ref_dc[4] = {0, 0, 1, -1};

static inline bool ref_free(const llk_board *b, int r, int c)
{
    if (r < 0 || c < 0 || r >= b->rows || c >= b->cols) {
        return true; /* the ring */
    }
    return llk_board_get(b, r, c) == 0;
}

/* Run the search from source cell (sr, sc) of b. */
static inline void ref_run(ref_search *rs, const llk_board *b, int sr, int sc)
{
    rs->rows = b->rows;
    rs->cols = b->cols;
    rs->pr = b->rows + 2;
    rs->pc = b->cols + 2;
    size_t n = (size_t)rs->pr * (size_t)rs->pc;
    rs->dist = realloc(rs->dist, 3 * n * 4 * sizeof(int));
    rs->arrive = realloc(rs->arrive, 3 * n * sizeof(int));
    for (size_t i = 0; i < 3 * n * 4; i++) {
        rs->dist[i] = REF_INF;
    }
    for (size_t i = 0; i < 3 * n; i++) {
        rs->arrive[i] = REF_INF;
    }
    size_t src = (size_t)(sr + 1) * (size_t)rs->pc + (size_t)(sc + 1);
    for (int d = 0; d < 4; d++) {
        rs->dist[src * 4 + (size_t)d] = 0;
    }
    for (int t = 0; t < 3; t++) {
        int *cur = rs->dist + (size_t)t * n * 4;
        int *prevl = t ? rs->dist + (size_t)(t - 1) * n * 4 : NULL;
        for (int d = 0; d < 4; d++) {
            /* Sweep so that the cell behind comes first. */
            for (int i = 0; i < rs->pr; i++) {
                int pr = ref_dr[d] >= 0 ? i : rs->pr - 1 - i;
                for (int j = 0; j < rs->pc; j++) {
                    int pc = ref_dc[d] >= 0 ? j : rs->pc - 1 - j;
                    int qr = pr - ref_dr[d], qc = pc - ref_dc[d];
                    if (qr < 0 || qc < 0 || qr >= rs->pr || qc >= rs->pc) {
                        continue;
                    }
                    size_t q = (size_t)qr * (size_t)rs->pc + (size_t)qc;
                    int cand = cur[q * 4 + (size_t)d];
                    if (prevl) {
                        for (int e = 0; e < 4; e++) {
                            bool perpendicular = (ref_dr[e] == 0) != (ref_dr[d] == 0);
                            if (perpendicular && prevl[q * 4 + (size_t)e] < cand) {
                                cand = prevl[q * 4 + (size_t)e];
                            }
                        }
                    }
                    if (cand >= REF_INF) {
                        continue;
                    }
                    cand++;
                    size_t p = (size_t)pr * (size_t)rs->pc + (size_t)pc;
                    if (ref_free(b, pr - 1, pc - 1)) {
                        if (cand < cur[p * 4 + (size_t)d]) {
                            cur[p * 4 + (size_t)d] = cand;
                        }
                    } else if (p != src && cand < rs->arrive[(size_t)t * n + p]) {
                        rs->arrive[(size_t)t * n + p] = cand;
                    }
                }
            }
        }
    }
}

/* Fewest turns to reach occupied target (r, c) from the last source, and
 * the shortest length with that many turns; false when unreachable. */
static inline bool ref_answer(const ref_search *rs, int r, int c, int *turns,
                              int *length)
{
    size_t n = (size_t)rs->pr * (size_t)rs->pc;
    size_t p = (size_t)(r + 1) * (size_t)rs->pc + (size_t)(c + 1);
    for (int t = 0; t < 3; t++) {
        if (rs->arrive[(size_t)t * n + p] < REF_INF) {
            *turns = t;
            *length = rs->arrive[(size_t)t * n + p];
            return true;
        }
    }
    return false;
}

static inline void ref_free_search(ref_search *rs)
{
    free(rs->dist);
    free(rs->arrive);
    rs->dist = NULL;
    rs->arrive = NULL;
}

/* Check a returned path cell by cell: it starts at a and ends at z, its
 * segments are axis-aligned, non-empty and alternate direction, every cell
 * on it other than the ends is empty or in the ring, and its turns and
 * length are as stated. Returns NULL or what is wrong. */
static inline const char *path_problem(const llk_board *b, llk_cell a,
                                       llk_cell z, const llk_path *p)
{
    if (p->npoints != p->turns + 2 || p->turns < 0 || p->turns > 2) {
        return "point count does not match turns";
    }
    if (p->pts[0].r != a.r || p->pts[0].c != a.c ||
        p->pts[p->npoints - 1].r != z.r || p->pts[p->npoints - 1].c != z.c) {
        return "path does not join the two cells";
    }
    int length = 0;
    int last_dir = -1;
    for (int i = 0; i + 1 < p->npoints; i++) {
        llk_cell u = p->pts[i], v = p->pts[i + 1];
        if ((u.r != v.r) == (u.c != v.c)) {
            return "segment not axis-aligned or of zero length";
        }
        int dir = u.r != v.r ? 0 : 1;
        if (dir == last_dir) {
            return "corner without a turn";
        }
        last_dir = dir;
        int sr = v.r > u.r ? 1 : v.r < u.r ? -1 : 0;
        int sc = v.c > u.c ? 1 : v.c < u.c ? -1 : 0;
        for (int r = u.r, c = u.c; r != v.r || c != v.c;) {
            r += sr;
            c += sc;
            length++;
            if (r < -1 || c < -1 || r > b->rows || c > b->cols) {
                return "path leaves the ring";
            }
            bool end = r == z.r && c == z.c && i + 2 == p->npoints &&
                       r == v.r && c == v.c;
            if (!end && !ref_free(b, r, c)) {
                return "path crosses a tile";
            }
        }
    }
    if (length != p->length) {
        return "stated length differs from the path's";
    }
    return NULL;
}

#endif
