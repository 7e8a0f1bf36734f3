/* test_shape.c - shapes that keep their shape (issue 45): on a board with
 * holes (a layout's) the tiles slide only within the shape, in every
 * shift mode. For every shipped layout and random shapes, under all 13
 * modes: 30 and more random legal moves, after each one no tile sits in a
 * hole, the board is the one the independent reference gives
 * (solve_ref.h: the shift written again from its definition, holes
 * parting the lines), the from map names where each tile came from, and
 * a second shift moves nothing; the same over classes of boards (sizes
 * from one row to the reference's largest, shapes sparse to whole, the
 * shape filled sparse to full, one kind to every pair its own, kinds'
 * numbers low and near LLK_MAX_KIND). Then the solver on small shaped boards
 * against the reference's brute force, and the generator's proof on
 * shaped deals replayed by the reference. Prints its seed; LLK_SEED=N
 * replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "layout_check.h"
#include "llk/layout.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_ref.h"

enum { MOVES = 36 /* random moves a board, at least the 30 */ };

/* A random shape of rows x cols with about pct% of its cells in it. */
static uint8_t *random_shape(llk_rng *rng, int rows, int cols, int pct)
{
    uint8_t *cell = malloc((size_t)rows * (size_t)cols);
    for (int i = 0; i < rows * cols; i++) {
        cell[i] = (int)llk_rng_below(rng, 100) < pct;
    }
    return cell;
}

/* A board of the shape's size and shape: fill% of the shape's cells
 * (an even number) hold pairs of kinds base..base+kinds-1, shuffled over
 * the shape's cells; the rest of the shape empty. */
static llk_board *filled_board(llk_rng *rng, const uint8_t *cell, int rows, int cols,
                               int fill, int kinds, int base)
{
    llk_board *b = llk_board_new(rows, cols);
    int n = rows * cols, in = 0;
    int *v = malloc(sizeof *v * (size_t)n);
    for (int i = 0; i < n; i++) {
        in += cell[i] != 0;
    }
    int tiles = in * fill / 100;
    tiles -= tiles % 2;
    for (int i = 0; i < in; i++) {
        v[i] = i < tiles ? base + (i / 2) % kinds : 0;
    }
    llk_rng_shuffle_ints(rng, v, in);
    llk_board_set_shape(b, cell);
    for (int i = 0, j = 0; i < n; i++) {
        llk_board_set_ix(b, i, cell[i] ? v[j++] : 0);
    }
    free(v);
    return b;
}

/* Every cell of the shape but (when odd) one filled with pairs of kinds
 * 1..kinds, shuffled. */
static llk_board *shaped_board(llk_rng *rng, const uint8_t *cell, int rows, int cols, int kinds)
{
    return filled_board(rng, cell, rows, cols, 100, kinds, 1);
}

/* Tiles in holes: 0 on a board that keeps its shape. */
static int outside(const llk_board *b)
{
    int n = 0;
    for (int i = 0; i < b->rows * b->cols; i++) {
        n += b->kind[i] != 0 && llk_board_hole(b, i);
    }
    return n;
}

/* The board and the reference grid hold the same kinds. */
static bool same_as_ref(const llk_board *b, const ref_grid *g)
{
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (b->kind[i] != g->k[i / b->cols][i % b->cols]) {
            return false;
        }
    }
    return true;
}

/* Re-deal the kinds over the occupied cells (no pair left: play goes on). */
static void reshuffle(llk_board *b, llk_rng *rng)
{
    int n = b->rows * b->cols, m = 0;
    int *cells = malloc(sizeof *cells * (size_t)n), *kinds = malloc(sizeof *kinds * (size_t)n);
    for (int i = 0; i < n; i++) {
        if (b->kind[i]) {
            cells[m] = i;
            kinds[m++] = b->kind[i];
        }
    }
    llk_rng_shuffle_ints(rng, kinds, m);
    for (int i = 0; i < m; i++) {
        llk_board_set_ix(b, cells[i], kinds[i]);
    }
    free(cells);
    free(kinds);
}

/* MOVES random legal moves on b under s (stuck: the kinds re-dealt),
 * each checked against the reference; what: for messages. */
static void play(llk_board *b, llk_shift s, llk_rng *rng, const char *what)
{
    int cells = b->rows * b->cols;
    llk_pair *pairs = malloc(sizeof *pairs * (size_t)cells * (size_t)cells);
    int *from = malloc(sizeof *from * (size_t)cells);
    llk_board *before = llk_board_clone(b);
    bool ok = true;
    for (int m = 0; m < MOVES && b->tiles > 0 && ok; m++) {
        size_t np = llk_pairs(b, pairs, (size_t)cells * (size_t)cells);
        if (np == 0) {
            reshuffle(b, rng);
            np = llk_pairs(b, pairs, (size_t)cells * (size_t)cells);
            if (np == 0) {
                break; /* no arrangement has a pair: a new board will */
            }
        }
        llk_pair p = pairs[llk_rng_below(rng, np)];
        ref_grid g;
        ref_from_board(&g, b);
        llk_board_copy(before, b);
        bool legal = ref_move(&g, s, p.a.r, p.a.c, p.b.r, p.b.c);
        llk_board_remove(b, p);
        llk_shift_apply(b, s, from);
        ok = legal && outside(b) == 0 && same_as_ref(b, &g);
        CHECK(ok, "%s %s move %d (%d %d %d %d): legal %d, %d tiles outside the shape, "
                  "the reference's board %s",
              what, llk_shift_name(s), m, p.a.r, p.a.c, p.b.r, p.b.c, legal, outside(b),
              same_as_ref(b, &g) ? "matched" : "differs");
        for (int i = 0; i < cells && ok; i++) {
            int f = from[i];
            ok = (f < 0) == (b->kind[i] == 0) && (f < 0 || before->kind[f] == b->kind[i]);
        }
        CHECK(ok, "%s %s move %d: the from map", what, llk_shift_name(s), m);
        llk_board *again = llk_board_clone(b);
        llk_shift_apply(again, s, NULL);
        CHECK(llk_board_equal(again, b), "%s %s move %d: a second shift moves tiles", what,
              llk_shift_name(s), m);
        llk_board_free(again);
    }
    llk_board_free(before);
    free(from);
    free(pairs);
}

/* Every mode on a board dealt into cell (rows x cols). */
static void every_mode(llk_rng *rng, const uint8_t *cell, int rows, int cols, const char *what)
{
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        CHECK_CASE();
        llk_board *b = shaped_board(rng, cell, rows, cols, 1 + (int)llk_rng_below(rng, 12));
        CHECK(outside(b) == 0, "%s: dealt outside the shape", what);
        play(b, (llk_shift)s, rng, what);
        llk_board_free(b);
    }
}

/* One layout of the folder, in every mode (ctx: the generator). */
static void shipped_one(void *ctx, const llk_layout *l, const char *path, const char *err)
{
    CHECK(l != NULL, "%s", err);
    if (l != NULL) {
        every_mode(ctx, l->cell, l->rows, l->cols, strrchr(path, '/') + 1);
    }
}

/* Every layout of dir, in every mode. */
static void test_shipped(const char *dir, llk_rng *rng)
{
    int n = layout_dir_each(dir, shipped_one, rng);
    CHECK(n >= 24, "%d layouts in %s, want at least 24", n, dir);
}

/* Random shapes, sparse to nearly full, small to the game's sizes. */
static void test_random_shapes(llk_rng *rng)
{
    int rounds = check_sanitized() ? 12 : 60;
    for (int t = 0; t < rounds; t++) {
        int rows = 2 + (int)llk_rng_below(rng, 11), cols = 2 + (int)llk_rng_below(rng, 17);
        uint8_t *cell = random_shape(rng, rows, cols, 30 + (int)llk_rng_below(rng, 66));
        char what[64];
        snprintf(what, sizeof what, "random %dx%d shape %d", rows, cols, t);
        every_mode(rng, cell, rows, cols, what);
        free(cell);
    }
}

/* Classes of boards picked by no one: every size class (a single row or
 * column, small, wide, tall, the reference's largest), the shape sparse
 * to whole (no hole), the shape's cells filled sparse to full, one kind,
 * a few, or every pair its own kind (up to hundreds), the kinds' numbers
 * low or near LLK_MAX_KIND; each class under two shift modes in turn, so
 * every mode meets every kind of class across the rounds. */
static void test_classes(llk_rng *rng)
{
    static const int size[][2] = {{1, 2}, {1, 17}, {17, 1}, {2, 2}, {3, 3},
                                  {5, 33}, {33, 5}, {12, 18}, {REF_MAX, REF_MAX}};
    static const int shape_pct[] = {15, 55, 100};
    static const int fill_pct[] = {20, 60, 100};
    int nsize = (int)(sizeof size / sizeof size[0]), round = 0;
    for (int z = 0; z < nsize; z++) {
        for (int sp = 0; sp < 3; sp++) {
            for (int fp = 0; fp < 3; fp++) {
                for (int kc = 0; kc < 3; kc++, round++) {
                    int rows = size[z][0], cols = size[z][1];
                    /* the largest: one round of three under the sanitizers */
                    if (rows == REF_MAX && check_sanitized() && round % 3 != 0) {
                        continue;
                    }
                    uint8_t *cell = random_shape(rng, rows, cols, shape_pct[sp]);
                    int pairs = rows * cols * shape_pct[sp] * fill_pct[fp] / 20000 + 1;
                    int kinds = kc == 0 ? 1 : kc == 1 ? 3 : pairs;
                    int base = llk_rng_below(rng, 2)
                                   ? 1
                                   : LLK_MAX_KIND - kinds + 1 - (int)llk_rng_below(rng, 5);
                    for (int m = 0; m < 2; m++) {
                        llk_shift s = (llk_shift)((round * 2 + m) % LLK_SHIFT_COUNT);
                        char what[96];
                        snprintf(what, sizeof what, "%dx%d shape %d%% fill %d%% kinds %d from %d",
                                 rows, cols, shape_pct[sp], fill_pct[fp], kinds, base);
                        CHECK_CASE();
                        llk_board *b =
                            filled_board(rng, cell, rows, cols, fill_pct[fp], kinds, base);
                        int tiles = b->tiles;
                        CHECK(outside(b) == 0, "%s: dealt outside the shape", what);
                        play(b, s, rng, what);
                        CHECK(b->tiles % 2 == 0 && b->tiles <= tiles,
                              "%s %s: %d tiles left of %d", what, llk_shift_name(s), b->tiles,
                              tiles);
                        llk_board_free(b);
                    }
                    free(cell);
                }
            }
        }
    }
}

/* The hand-made case of the issue: a column of a heart's notch, `down`.
 * Rows 0..3 of one column: hole, cell, hole, cell; the tile of row 1 must
 * stay there (a slide stops at the hole) when row 3's pair goes. */
static void test_stops_at_edge(void)
{
    static const uint8_t cell[8] = {0, 1, 1, 1, 0, 1, 1, 1};
    llk_board *b = llk_board_new(4, 2);
    llk_board_set_shape(b, cell);
    CHECK_INT(b->holes, 2);
    llk_board_set(b, 1, 0, 1); /* (0,0) and (2,0) are holes */
    llk_board_set(b, 3, 0, 2);
    llk_board_set(b, 3, 1, 2);
    llk_board_set(b, 1, 1, 1);
    llk_board_remove(b, (llk_pair){{3, 0}, {3, 1}});
    llk_shift_apply(b, LLK_SHIFT_DOWN, NULL);
    CHECK(llk_board_get(b, 1, 0) == 1 && llk_board_get(b, 3, 0) == 0,
          "down: the tile above a hole stays above it");
    CHECK(llk_board_get(b, 3, 1) == 1 && llk_board_get(b, 1, 1) == 0,
          "down: the column without holes falls as ever");
    llk_board *full = llk_board_clone(b);
    llk_board_set_shape(full, NULL);
    CHECK(!llk_board_equal(full, b), "boards of two shapes differ");
    llk_shift_apply(full, LLK_SHIFT_DOWN, NULL);
    CHECK(llk_board_get(full, 3, 0) == 1, "without the shape the tile falls through");
    llk_board_free(full);
    llk_board_free(b);
}

/* The solver on small shaped boards: its verdict is the reference's brute
 * force, and a line it gives clears the board by the reference. */
static void test_solver(llk_rng *rng)
{
    int rounds = check_sanitized() ? 40 : 400, disagree = 0;
    for (int t = 0; t < rounds; t++) {
        CHECK_CASE();
        int rows = 2 + (int)llk_rng_below(rng, 4), cols = 2 + (int)llk_rng_below(rng, 4);
        llk_shift s = (llk_shift)llk_rng_below(rng, LLK_SHIFT_COUNT);
        uint8_t *cell = random_shape(rng, rows, cols, 55 + (int)llk_rng_below(rng, 30));
        llk_board *b = shaped_board(rng, cell, rows, cols, 1 + (int)llk_rng_below(rng, 4));
        /* Some positions mid-play (not compacted roots are the solver's too). */
        int cut = (int)llk_rng_below(rng, 3);
        for (int i = 0; i < b->rows * b->cols && cut > 0; i++) {
            for (int j = i + 1; j < b->rows * b->cols && cut > 0; j++) {
                llk_cell a = {i / cols, i % cols}, z = {j / cols, j % cols};
                if (b->kind[i] && b->kind[i] == b->kind[j] &&
                    llk_find_path(b, a, z, NULL) == LLK_OK && llk_rng_below(rng, 2)) {
                    llk_board_remove(b, (llk_pair){a, z});
                    llk_shift_apply(b, s, NULL);
                    cut--;
                }
            }
        }
        ref_grid g;
        ref_from_board(&g, b);
        int want = b->tiles > 12 ? -1 : ref_brute(&g, s);
        llk_pair line[32];
        int n = 0;
        llk_verdict v = want < 0 ? LLK_UNKNOWN : llk_solve(b, s, 10000, line, &n);
        if (want >= 0 && v != LLK_UNKNOWN) {
            bool agree = (v == LLK_SOLVED) == (want == 1);
            disagree += !agree;
            CHECK(agree, "%dx%d %s, %d tiles: solver %s, brute force %d", rows, cols,
                  llk_shift_name(s), b->tiles, v == LLK_SOLVED ? "solved" : "unsolvable", want);
            CHECK(v != LLK_SOLVED || ref_replay(b, s, line, n),
                  "%dx%d %s: the solver's line does not clear by the reference", rows, cols,
                  llk_shift_name(s));
        }
        llk_board_free(b);
        free(cell);
    }
    CHECK_INT(disagree, 0);
}

/* The generator on random shapes: a proven deal, its line clears it by
 * the reference, no tile dealt outside the shape. */
static void test_generator(llk_rng *rng)
{
    int rounds = check_sanitized() ? 13 : 65;
    for (int t = 0; t < rounds; t++) {
        CHECK_CASE();
        int rows = 3 + (int)llk_rng_below(rng, 8), cols = 3 + (int)llk_rng_below(rng, 12);
        llk_layout *l = layout_random(rng, rows, cols, 70);
        llk_shift s = (llk_shift)(t % LLK_SHIFT_COUNT);
        llk_pair *line = malloc(sizeof *line * (size_t)(rows * cols / 2 + 1));
        int n = 0;
        llk_board *b = llk_generate_layout(l, llk_layout_kinds(l, l->tiles / 4 + 1), s,
                                           llk_rng_next(rng), 0, NULL, NULL, line, &n);
        CHECK(b != NULL, "%dx%d %s: no board dealt", rows, cols, llk_shift_name(s));
        if (b != NULL) {
            CHECK(outside(b) == 0 && b->holes == rows * cols - l->tiles,
                  "%dx%d %s: the deal keeps the layout's holes", rows, cols, llk_shift_name(s));
            CHECK(n == l->tiles / 2 && ref_replay(b, s, line, n),
                  "%dx%d %s: the generator's line does not clear by the reference", rows, cols,
                  llk_shift_name(s));
        }
        llk_board_free(b);
        llk_layout_free(l);
        free(line);
    }
}

int main(void)
{
    uint64_t seed = check_seed("test_shape", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_stops_at_edge();
    const char *top = getenv("LLK_TOP");
    char dir[900];
    snprintf(dir, sizeof dir, "%s/assets/layouts", top ? top : ".");
    test_shipped(dir, &rng);
    test_random_shapes(&rng);
    test_classes(&rng);
    test_solver(&rng);
    test_generator(&rng);
    return check_done("test_shape");
}
