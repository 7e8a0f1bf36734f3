/* fuzz.h - what the libFuzzer targets (tests/fuzz/fuzz_*.c) share: a check
 * that stops the run with a message (libFuzzer then saves the input), and
 * an independent check of a path, cell by cell.
 *
 * Every tests/fuzz/fuzz_NAME.c is one target, linked against the engine
 * and game libraries; its seed corpus is tests/fuzz/corpus/NAME/
 * (tests/fuzz/run.sh runs them all).
 */
#ifndef LLK_FUZZ_H
#define LLK_FUZZ_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

#include "llk/board.h"

#define FUZZ_CHECK(cond, what)                                                  \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "fuzz check failed at %s:%d: %s (%s)\n", __FILE__,  \
                    __LINE__, #cond, what);                                     \
            abort();                                                            \
        }                                                                       \
    } while (0)

/* Whether cell (r, c) may carry a path: the ring, or an empty cell. */
static inline bool fuzz_free(const llk_board *b, int r, int c)
{
    return r < 0 || c < 0 || r >= b->rows || c >= b->cols || llk_board_get(b, r, c) == 0;
}

/* Whether p joins a and z on b by the rule: 2-4 points, from a to z,
 * axis-parallel segments changing direction at each corner, every cell on
 * the way but the ends free and inside the ring, turns and length as
 * counted. */
static inline bool fuzz_path_ok(const llk_board *b, llk_cell a, llk_cell z, const llk_path *p)
{
    if (p->npoints < 2 || p->npoints > 4 || p->turns != p->npoints - 2) {
        return false;
    }
    const llk_cell *q = p->pts;
    if (q[0].r != a.r || q[0].c != a.c || q[p->npoints - 1].r != z.r ||
        q[p->npoints - 1].c != z.c) {
        return false;
    }
    int length = 0, dir = -1;
    for (int i = 0; i + 1 < p->npoints; i++) {
        llk_cell s = q[i], e = q[i + 1];
        if ((s.r != e.r) == (s.c != e.c)) {
            return false; /* not a straight segment, or no step */
        }
        int d = s.r != e.r;
        if (d == dir) {
            return false; /* a corner that does not turn */
        }
        dir = d;
        int dr = (e.r > s.r) - (e.r < s.r), dc = (e.c > s.c) - (e.c < s.c);
        for (llk_cell x = s; x.r != e.r || x.c != e.c;) {
            x.r += dr;
            x.c += dc;
            length++;
            if (x.r < -1 || x.c < -1 || x.r > b->rows || x.c > b->cols) {
                return false;
            }
            bool end = (x.r == z.r && x.c == z.c) && i + 2 == p->npoints;
            if (!end && !fuzz_free(b, x.r, x.c)) {
                return false;
            }
        }
    }
    return length == p->length;
}

#endif
