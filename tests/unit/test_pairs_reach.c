/* test_pairs_reach.c - the pairs by reach (pairs.c's walks) against the
 * pairs by tests (every tile of a kind against every later one) and the
 * slow exact reference of board_ref.h: the same pairs in the same order,
 * both llk_pairs' order (by kind) and the sorted one (llk_pairs_each).
 *
 * Random boards of every fill from 5% to 100% and from 1 to LLK_MAX_KIND
 * kinds, small (AND tables), past 64 lines and past LLK_SMALL_DIM (runs as
 * bounds); one-kind boards, checkerboards, single rows and columns, boards
 * with a full outer row. Prints its seed; LLK_SEED=N replays a run.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board_ref.h"
#include "check.h"
#include "llk/rng.h"

#include "../../src/engine/board_int.h" /* llk_pairs_way */

static uint64_t seed;
static long boards;

/* Every removable pair by the reference, sorted; their number. */
static size_t ref_pairs(ref_search *rs, const llk_board *b, llk_pair *out, size_t cap)
{
    int cols = b->cols, cells = b->rows * b->cols;
    size_t n = 0;
    for (int i = 0; i < cells; i++) {
        int ka = b->kind[i];
        if (!ka) {
            continue;
        }
        ref_run(rs, b, i / cols, i % cols);
        for (int j = i + 1; j < cells; j++) {
            int t, l;
            if (b->kind[j] == ka && ref_answer(rs, j / cols, j % cols, &t, &l)) {
                if (n < cap) {
                    out[n] = (llk_pair){{i / cols, i % cols}, {j / cols, j % cols}};
                }
                n++;
            }
        }
    }
    return n;
}

static bool same_list(const llk_pair *x, const llk_pair *y, size_t n, size_t *at)
{
    for (size_t i = 0; i < n; i++) {
        if (memcmp(&x[i], &y[i], sizeof x[i]) != 0) {
            *at = i;
            return false;
        }
    }
    return true;
}

typedef struct each_ctx {
    llk_pair *out;
    size_t n, cap;
} each_ctx;

static bool each_put(void *ctx, llk_pair p)
{
    each_ctx *e = ctx;
    if (e->n < e->cap) {
        e->out[e->n] = p;
    }
    e->n++;
    return true;
}

/* The board made at once by llk_board_fill (the file reader's way) is the
 * board made cell by cell: kinds, masks, runs (big boards) and pairs. */
static void check_fill(const llk_board *b, const char *what)
{
    llk_board *f = llk_board_new(b->rows, b->cols);
    llk_board_fill(f, b->kind);
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    bool same = llk_board_equal(f, b) && f->tiles == b->tiles &&
                memcmp(f->row_empty, b->row_empty, (size_t)b->rows * (size_t)b->rw * 8) == 0 &&
                memcmp(f->col_empty, b->col_empty, (size_t)b->cols * (size_t)b->cw * 8) == 0;
    for (size_t i = 0; same && b->ext && i < cells; i++) {
        same = !b->kind[i] || memcmp(f->ext + 4 * i, b->ext + 4 * i, 4 * sizeof(int16_t)) == 0;
    }
    CHECK(same, "seed %" PRIu64 " board %ld (%s %dx%d): llk_board_fill differs", seed, boards,
          what, b->rows, b->cols);
    CHECK(llk_pairs(f, NULL, 0) == llk_pairs(b, NULL, 0),
          "seed %" PRIu64 " board %ld (%s): pairs of the filled board", seed, boards, what);
    /* Filled again over other kinds, searched (so its tables and runs were
     * up to date): the board once more (llk_pack_board reuses one board
     * for a file's boards of one size). */
    uint16_t *other = malloc(cells * sizeof *other);
    for (size_t i = 0; i < cells; i++) {
        other[i] = b->kind[cells - 1 - i];
    }
    llk_board_fill(f, other);
    (void)llk_pairs(f, NULL, 0);
    llk_board_fill(f, b->kind);
    same = llk_board_equal(f, b) && f->tiles == b->tiles &&
           memcmp(f->row_empty, b->row_empty, (size_t)b->rows * (size_t)b->rw * 8) == 0 &&
           memcmp(f->col_empty, b->col_empty, (size_t)b->cols * (size_t)b->cw * 8) == 0;
    CHECK(same && llk_pairs(f, NULL, 0) == llk_pairs(b, NULL, 0),
          "seed %" PRIu64 " board %ld (%s %dx%d): llk_board_fill over another board differs",
          seed, boards, what, b->rows, b->cols);
    free(other);
    llk_board_free(f);
}

/* One board: tests, reach and the chosen way agree in both orders, with
 * the public entry points and (when ref) the reference. */
static void check_board(ref_search *rs, const llk_board *b, bool ref, const char *what)
{
    boards++;
    check_fill(b, what);
    size_t cap = llk_pairs_way(b, NULL, 0, true, LLK_BY_TESTS) + 1;
    llk_pair *t = malloc(cap * sizeof *t), *r = malloc(cap * sizeof *r);
    size_t at = 0;
    for (int by_cell = 0; by_cell <= 1; by_cell++) {
        size_t nt = llk_pairs_way(b, t, cap, by_cell, LLK_BY_TESTS);
        size_t nr = llk_pairs_way(b, r, cap, by_cell, LLK_BY_REACH);
        CHECK(nt == nr && same_list(t, r, nt, &at),
              "seed %" PRIu64 " board %ld (%s %dx%d, order %d): tests %zu pairs, reach %zu, "
              "first difference at %zu",
              seed, boards, what, b->rows, b->cols, by_cell, nt, nr, at);
        size_t nc = llk_pairs_way(b, r, cap, by_cell, LLK_BY_COST);
        CHECK(nc == nt && same_list(t, r, nt, &at),
              "seed %" PRIu64 " board %ld (%s): chosen way differs at %zu", seed, boards, what,
              at);
        if (by_cell) {
            each_ctx e = {r, 0, cap};
            llk_pairs_each(b, each_put, &e);
            CHECK(e.n == nt && same_list(t, r, nt, &at),
                  "seed %" PRIu64 " board %ld (%s): llk_pairs_each differs", seed, boards, what);
            if (ref) {
                size_t nf = ref_pairs(rs, b, r, cap);
                CHECK(nf == nt && same_list(t, r, nt, &at),
                      "seed %" PRIu64 " board %ld (%s): reference %zu pairs, ours %zu", seed,
                      boards, what, nf, nt);
            }
        } else {
            size_t np = llk_pairs(b, r, cap);
            CHECK(np == nt && same_list(t, r, nt, &at),
                  "seed %" PRIu64 " board %ld (%s): llk_pairs differs", seed, boards, what);
            bool done = false;
            CHECK(llk_pairs_until(b, NULL, 0, 0, &done) == nt && done,
                  "seed %" PRIu64 " board %ld (%s): llk_pairs_until count", seed, boards, what);
            CHECK(llk_pairs(b, NULL, 0) == nt, "seed %" PRIu64 " board %ld (%s): count", seed,
                  boards, what);
            llk_pair f = {{-1, -1}, {-1, -1}};
            bool any = llk_has_pair(b, &f);
            CHECK(any == (nt > 0) && (!any || memcmp(&f, &t[0], sizeof f) == 0),
                  "seed %" PRIu64 " board %ld (%s): llk_has_pair's pair is llk_pairs' first", seed,
                  boards, what);
            CHECK(llk_has_pair(b, NULL) == (nt > 0), "seed %" PRIu64 " board %ld (%s): has_pair",
                  seed, boards, what);
        }
    }
    free(t);
    free(r);
}

static llk_board *random_board(llk_rng *rng, int rows, int cols, int fill, int kinds)
{
    llk_board *b = llk_board_new(rows, cols);
    for (int i = 0; i < rows * cols; i++) {
        if ((int)llk_rng_below(rng, 100) < fill) {
            llk_board_set(b, i / cols, i % cols, 1 + (int)llk_rng_below(rng, (uint64_t)kinds));
        }
    }
    return b;
}

static void pick_size(llk_rng *rng, int *rows, int *cols, bool big)
{
    int roll = (int)llk_rng_below(rng, 10);
    if (big && roll < 3) {
        *rows = 62 + (int)llk_rng_below(rng, 12);
        *cols = 2 + (int)llk_rng_below(rng, 40);
    } else if (roll < 5) {
        *rows = 1 + (int)llk_rng_below(rng, 20);
        *cols = 60 + (int)llk_rng_below(rng, 80);
    } else {
        do {
            *rows = 1 + (int)llk_rng_below(rng, 24);
            *cols = 1 + (int)llk_rng_below(rng, 24);
        } while (*rows * *cols < 2);
    }
    if (llk_rng_below(rng, 2)) {
        int t = *rows;
        *rows = *cols;
        *cols = t;
    }
}

/* Boards of a shape: one kind everywhere, a checkerboard of two kinds, a
 * single row or column, a full outer row over a sparse board. */
static void shaped(ref_search *rs, llk_rng *rng)
{
    static const int sizes[][2] = {{1, 2},   {1, 70},  {70, 1}, {1, 200}, {8, 18},
                                   {11, 19}, {62, 40}, {65, 3}, {2, 150}};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        int rows = sizes[z][0], cols = sizes[z][1];
        bool ref = rows * cols <= 1200;
        for (int shape = 0; shape < 5; shape++) {
            llk_board *b = llk_board_new(rows, cols);
            for (int i = 0; i < rows * cols; i++) {
                int r = i / cols, c = i % cols, k = 0;
                if (shape == 0) {
                    k = 1; /* one kind, full */
                } else if (shape == 1) {
                    k = llk_rng_below(rng, 100) < 40 ? 1 : 0; /* one kind, sparse */
                } else if (shape == 2) {
                    k = 1 + (r + c) % 2; /* checkerboard */
                } else if (shape == 3) {
                    k = (r + c) % 2 ? 0 : 1 + (int)llk_rng_below(rng, 3); /* holes */
                } else {
                    /* full outer rows, sparse inside */
                    k = r == 0 || r == rows - 1 ? 1 + (int)llk_rng_below(rng, 2)
                                                : (llk_rng_below(rng, 100) < 15 ? 1 : 0);
                }
                llk_board_set(b, r, c, k);
            }
            static const char *names[] = {"one kind full", "one kind sparse", "checkerboard",
                                          "checker holes", "full outer rows"};
            check_board(rs, b, ref, names[shape]);
            llk_board_free(b);
        }
    }
}

int main(void)
{
    seed = check_seed("pairs_reach", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    ref_search rs = {0};
    int rounds = check_sanitized() ? 120 : 400;
    static const int kind_counts[] = {1, 2, 3, 5, 9, 30, 200, LLK_MAX_KIND};
    int nk = (int)(sizeof kind_counts / sizeof kind_counts[0]);
    for (int i = 0; i < rounds; i++) {
        int fill = 5 + (i * 5) % 100;         /* 5% .. 100% in turn */
        int kinds = kind_counts[(i / 20) % nk]; /* every count, every fill */
        int rows, cols;
        pick_size(&rng, &rows, &cols, i % 4 == 0);
        llk_board *b = random_board(&rng, rows, cols, fill, kinds);
        check_board(&rs, b, rows * cols <= 600, "random");
        llk_board_free(b);
    }
    shaped(&rs, &rng);
    ref_free_search(&rs);
    printf("pairs_reach: %ld boards\n", boards);
    return check_done("pairs_reach");
}
