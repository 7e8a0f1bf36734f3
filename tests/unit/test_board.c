/* test_board.c - hand-made boards: validity, adjacency, corners, every side
 * of the ring, full boards, single rows and columns, boards past 64. */
#include <stdio.h>
#include <string.h>

#include "board_ref.h"
#include "check.h"
#include "llk/board.h"

static llk_cell C(int r, int c)
{
    return (llk_cell){r, c};
}

/* Expect a path of `turns` turns and `length`, with these points. */
static void expect_path(const char *spec, llk_cell a, llk_cell z, int turns,
                        int length, int npts, const int *pts, int line)
{
    llk_board *b = board_from(spec);
    llk_path p;
    llk_status st = llk_find_path(b, a, z, &p);
    CHECK(st == LLK_OK, "line %d: status %s", line, llk_status_text(st));
    if (st == LLK_OK) {
        CHECK(p.turns == turns && p.length == length,
              "line %d: got %d turns length %d, want %d/%d", line, p.turns,
              p.length, turns, length);
        const char *why = path_problem(b, a, z, &p);
        CHECK(why == NULL, "line %d: %s", line, why);
        if (pts) {
            bool same = p.npoints == npts;
            for (int i = 0; same && i < npts; i++) {
                same = p.pts[i].r == pts[2 * i] && p.pts[i].c == pts[2 * i + 1];
            }
            CHECK(same, "line %d: points differ", line);
        }
        CHECK(llk_connected(b, a, z), "line %d: llk_connected disagrees", line);
    }
    llk_board_free(b);
}

static void expect_status(const char *spec, llk_cell a, llk_cell z,
                          llk_status want, int line)
{
    llk_board *b = board_from(spec);
    llk_status st = llk_find_path(b, a, z, NULL);
    CHECK(st == want, "line %d: got %s, want %s", line, llk_status_text(st),
          llk_status_text(want));
    llk_board_free(b);
}

static void test_validity(void)
{
    const char *s = "1 2/2 0";
    expect_status(s, C(0, 0), C(0, 0), LLK_SAME_CELL, __LINE__);
    expect_status(s, C(0, 0), C(-1, 0), LLK_OUTSIDE, __LINE__);
    expect_status(s, C(0, 0), C(0, 2), LLK_OUTSIDE, __LINE__);
    expect_status(s, C(2, 0), C(0, 0), LLK_OUTSIDE, __LINE__);
    expect_status(s, C(0, 0), C(1, 1), LLK_EMPTY, __LINE__);
    expect_status(s, C(0, 0), C(0, 1), LLK_KINDS, __LINE__);
    expect_status("1", C(0, 0), C(0, 0), LLK_SAME_CELL, __LINE__);
    /* Two kinds crossed in a 2x2 block inside a full frame: no path. */
    expect_status("3 3 3 3/3 1 2 3/3 2 1 3/3 3 3 3", C(1, 1), C(2, 2),
                  LLK_NO_PATH, __LINE__);
}

static void test_adjacent_and_straight(void)
{
    int p1[] = {0, 0, 0, 1};
    expect_path("1 1", C(0, 0), C(0, 1), 0, 1, 2, p1, __LINE__);
    int p2[] = {1, 0, 0, 0};
    expect_path("1/1", C(1, 0), C(0, 0), 0, 1, 2, p2, __LINE__);
    int p3[] = {1, 0, 1, 3};
    expect_path("2 2 2 2/1 0 0 1/2 2 2 2", C(1, 0), C(1, 3), 0, 3, 2, p3,
                __LINE__);
    int p4[] = {0, 1, 3, 1};
    expect_path("2 1 2/2 0 2/2 0 2/2 1 2", C(0, 1), C(3, 1), 0, 3, 2, p4,
                __LINE__);
}

static void test_one_turn(void)
{
    int p1[] = {0, 0, 0, 2, 2, 2};
    expect_path("1 0 0/2 2 0/2 2 1", C(0, 0), C(2, 2), 1, 4, 3, p1, __LINE__);
    int p2[] = {0, 0, 2, 0, 2, 2};
    expect_path("1 2 2/0 2 2/0 0 1", C(0, 0), C(2, 2), 1, 4, 3, p2, __LINE__);
}

static void test_ring_sides(void)
{
    /* Top ring. */
    int top[] = {0, 0, -1, 0, -1, 2, 0, 2};
    expect_path("1 2 1/2 2 2", C(0, 0), C(0, 2), 2, 4, 4, top, __LINE__);
    /* Bottom ring. */
    int bottom[] = {1, 0, 2, 0, 2, 2, 1, 2};
    expect_path("2 2 2/1 2 1", C(1, 0), C(1, 2), 2, 4, 4, bottom, __LINE__);
    /* Left ring. */
    int left[] = {0, 0, 0, -1, 2, -1, 2, 0};
    expect_path("1 2/2 2/1 2", C(0, 0), C(2, 0), 2, 4, 4, left, __LINE__);
    /* Right ring. */
    int right[] = {0, 1, 0, 2, 2, 2, 2, 1};
    expect_path("2 1/2 2/2 1", C(0, 1), C(2, 1), 2, 4, 4, right, __LINE__);
    /* Single row: either ring row, length 4. */
    expect_path("1 2 1", C(0, 0), C(0, 2), 2, 4, 4, NULL, __LINE__);
    /* Single column. */
    expect_path("1/2/1", C(0, 0), C(2, 0), 2, 4, 4, NULL, __LINE__);
    /* Corners of a full board reach each other around the ring. */
    int corner[] = {0, 0, -1, 0, -1, 3, 0, 3};
    expect_path("1 2 3 1/2 3 2 3/3 2 3 2", C(0, 0), C(0, 3), 2, 5, 4, corner,
                __LINE__);
    int diag[] = {0, 0, 0, -1, 2, -1, 2, 0};
    expect_path("1 2 3/2 3 2/1 2 3", C(0, 0), C(2, 0), 2, 4, 4, diag, __LINE__);
    /* Opposite corners of a full 3x3: one turn through the outside is
     * impossible; two turns need a shared ring line: none. */
    expect_status("1 2 3/2 3 2/3 2 1", C(0, 0), C(2, 2), LLK_NO_PATH,
                  __LINE__);
}

static void test_best_middle(void)
{
    /* Two-turn paths: the middle column nearest the tiles' span wins. */
    const char *s = "0 0 0 0 0 0/"
                    "0 1 2 2 0 0/"
                    "2 2 2 2 1 0/"
                    "0 0 0 0 0 0";
    /* (1,1)->(2,4): 1 turn via (1,4)? (1,2) blocks; via (2,1) blocked.
     * 2 turns: up to row 0, across, down: 1 + 3 + 2 = 6; or right-down:
     * column 4 blocked at... (1,4) reachable? no, (1,2) blocks. */
    int p[] = {1, 1, 0, 1, 0, 4, 2, 4};
    expect_path(s, C(1, 1), C(2, 4), 2, 6, 4, p, __LINE__);
    /* Middle row outside the span: nearest one chosen. */
    const char *u = "0 0 0/0 0 0/1 2 1/2 2 2";
    int q[] = {2, 0, 1, 0, 1, 2, 2, 2};
    expect_path(u, C(2, 0), C(2, 2), 2, 4, 4, q, __LINE__);
}

static void test_full_board(void)
{
    /* A full 4x4: only border tiles reach the ring; adjacent same kinds. */
    const char *s = "1 2 3 4/5 6 6 7/8 9 10 11/1 12 13 4";
    llk_board *b = board_from(s);
    size_t n = llk_pairs(b, NULL, 0);
    llk_pair ps[8];
    llk_pairs(b, ps, 8);
    /* 1-1 via left ring, 4-4 via right ring, 6-6 adjacent. */
    CHECK_INT(n, 3);
    llk_pair first;
    CHECK(llk_has_pair(b, &first), "full board has pairs");
    CHECK(first.a.r == 0 && first.a.c == 0 && first.b.r == 3 && first.b.c == 0,
          "first pair is the 1s, got %d %d %d %d", first.a.r, first.a.c,
          first.b.r, first.b.c);
    llk_board_free(b);
    llk_board *none = board_from("1 2 3/4 5 6/7 8 9");
    CHECK(!llk_has_pair(none, NULL), "no pairs among distinct kinds");
    CHECK_INT(llk_pairs(none, NULL, 0), 0);
    llk_board_free(none);
}

static void test_wide_and_tall(void)
{
    /* 3 x 130: a straight run across two word boundaries. */
    llk_board *b = llk_board_new(3, 130);
    for (int c = 0; c < 130; c++) {
        llk_board_set(b, 0, c, 5);
        llk_board_set(b, 2, c, 6);
    }
    llk_board_set(b, 1, 0, 1);
    llk_board_set(b, 1, 129, 1);
    llk_path p;
    CHECK(llk_find_path(b, C(1, 0), C(1, 129), &p) == LLK_OK && p.turns == 0 &&
              p.length == 129,
          "straight across 130 columns");
    /* Block it in the middle of the third word: now around through the
     * left or right ring is impossible (rows 0 and 2 full) -> none. */
    llk_board_set(b, 1, 100, 7);
    CHECK(llk_find_path(b, C(1, 0), C(1, 129), &p) == LLK_NO_PATH,
          "blocked row, full rows around");
    /* Open one column through rows 0..1 at 70: still no 2-turn path,
     * since row 2 is full. Open (0,0) and (0,129) instead: via row -1. */
    llk_board_set(b, 0, 0, 0);
    llk_board_set(b, 0, 129, 0);
    CHECK(llk_find_path(b, C(1, 0), C(1, 129), &p) == LLK_OK && p.turns == 2 &&
              p.length == 129 + 4 && p.pts[1].r == -1,
          "around through the top ring, got turns %d length %d", p.turns,
          p.length);
    CHECK(path_problem(b, C(1, 0), C(1, 129), &p) == NULL, "valid path");
    llk_board_free(b);

    /* 100 x 3: the same turned on its side, middle column past bit 64. */
    llk_board *t = llk_board_new(100, 3);
    for (int r = 0; r < 100; r++) {
        llk_board_set(t, r, 0, 5);
        llk_board_set(t, r, 2, 6);
    }
    llk_board_set(t, 3, 1, 9);
    llk_board_set(t, 90, 1, 9);
    llk_board_set(t, 70, 1, 8);
    llk_board_set(t, 80, 0, 0);
    llk_board_set(t, 3, 0, 0);
    /* (3,1)->(3,0) left, down column 0? blocked. Middle rows 4..69 empty
     * in column 1 only. Tile 70 blocks column 1; column 0 has (3,0) and
     * (80,0) open. No path: expect none. */
    CHECK(llk_find_path(t, C(3, 1), C(90, 1), &p) == LLK_NO_PATH,
          "tall board blocked");
    llk_board_set(t, 70, 1, 0);
    CHECK(llk_find_path(t, C(3, 1), C(90, 1), &p) == LLK_OK && p.turns == 0 &&
              p.length == 87,
          "tall straight after unblocking");
    llk_board_free(t);

    /* 250 x 250 accepted; corners through the ring. */
    llk_board *big = llk_board_new(250, 250);
    CHECK(big != NULL, "250x250 board");
    llk_board_set(big, 0, 0, 3);
    llk_board_set(big, 249, 249, 3);
    CHECK(llk_find_path(big, C(0, 0), C(249, 249), &p) == LLK_OK &&
              p.turns == 1 && p.length == 498,
          "one turn across an empty 250x250");
    llk_board_free(big);
    CHECK(llk_board_new(LLK_MAX_DIM + 1, 2) == NULL, "too many rows refused");
    CHECK(llk_board_new(2, 0) == NULL, "zero columns refused");
}

/* llk_board_set_ix after random writes (kinds changed in place, cells
 * filled and emptied; a few between syncs, so that a small board brings
 * its tables up to date from its log of changed cells): every cell's row
 * and column bits say whether it is empty, the tile count is the cells
 * held, and the paths and removable pairs are those of a board built
 * afresh from the same kinds (a kind changed in place must reach the
 * tables: a tile boxed in by tiles is joined to a neighbour of its kind). */
static void test_set_ix(int R, int C, int rounds, unsigned seed)
{
    llk_board *x = llk_board_new(R, C);
    unsigned z = seed + (unsigned)C;
    for (int round = 0; round < rounds; round++) {
        CHECK_CASE(); /* a case: one round of writes, every table compared */
        int bad_bits = 0, bad_joins = 0;
        llk_board_sync(x);
        int writes = round < 5 ? 3 * R * C : 1 + round % 8;
        for (int i = 0; i < writes; i++) {
            z = z * 1103515245u + 12345u;
            int cell = (int)((z >> 8) % (unsigned)(R * C));
            int kind = (z >> 20) % 10u == 0 ? 0 : 1 + (int)((z >> 24) % 4u);
            llk_board_set_ix(x, cell, kind);
        }
        llk_board_sync(x);
        int held = 0;
        for (int i = 0; i < R * C; i++) {
            int r = i / C, c = i % C;
            bool empty = x->kind[i] == 0;
            held += !empty;
            bad_bits += !((x->row_empty[r * x->rw + c / 64] >> (c % 64) & 1) == empty &&
                          (x->col_empty[c * x->cw + r / 64] >> (r % 64) & 1) == empty);
        }
        CHECK(bad_bits == 0, "%dx%d round %d (seed %u): %d cells' mask bits wrong", R, C, round,
              seed, bad_bits);
        CHECK_INT(x->tiles, held);
        llk_board *y = llk_board_new(R, C);
        for (int i = 0; i < R * C; i++) {
            if (x->kind[i]) {
                llk_board_set(y, i / C, i % C, x->kind[i]);
            }
        }
        for (int i = 0; i < R * C; i++) {
            for (int j = i + 1; j < R * C && x->kind[i]; j++) {
                if (x->kind[j] == x->kind[i]) {
                    llk_cell a = {i / C, i % C}, e = {j / C, j % C};
                    llk_path q;
                    bad_joins += !(llk_connected(x, a, e) == llk_connected(y, a, e) &&
                                   llk_find_path(x, a, e, &q) == llk_find_path(y, a, e, &q));
                }
            }
        }
        CHECK(bad_joins == 0, "%dx%d round %d (seed %u): %d pairs joined on one board only", R,
              C, round, seed, bad_joins);
        llk_pair px[1024], py[1024];
        size_t nx = llk_pairs(x, px, 1024), ny = llk_pairs(y, py, 1024);
        CHECK(nx == ny && memcmp(px, py, sizeof(llk_pair) * (nx < 1024 ? nx : 1024)) == 0,
              "%dx%d round %d: %zu pairs, %zu on the board built afresh", R, C, round, nx, ny);
        llk_board_free(y);
    }
    llk_board_free(x);
}

static void test_set_and_masks(void)
{
    llk_board *b = llk_board_new(2, 70);
    CHECK_INT(b->tiles, 0);
    llk_board_set(b, 1, 69, 4);
    llk_board_set(b, 1, 69, 5);
    CHECK_INT(b->tiles, 1);
    CHECK_INT(llk_board_get(b, 1, 69), 5);
    CHECK((b->row_empty[1 * b->rw + 1] >> 5 & 1) == 0, "row mask updated");
    llk_board *c = llk_board_clone(b);
    CHECK(llk_board_equal(b, c), "clone equal");
    llk_board_remove(b, (llk_pair){{1, 69}, {0, 0}});
    CHECK_INT(b->tiles, 0);
    CHECK(!llk_board_equal(b, c), "differs after removal");
    llk_board_copy(c, b);
    CHECK(llk_board_equal(b, c) && c->tiles == 0, "copy");
    llk_board_free(b);
    llk_board_free(c);

    /* the writes from a printed seed (another under the sanitizers) */
    unsigned seed = (unsigned)check_seed("board: set_ix", 12345);
    test_set_ix(6, 8, 400, seed); /* a small board: tables caught up from the change log */
    test_set_ix(3, 70, 40, seed); /* past 64 columns */
}

int main(void)
{
    test_validity();
    test_adjacent_and_straight();
    test_one_turn();
    test_ring_sides();
    test_best_middle();
    test_full_board();
    test_wide_and_tall();
    test_set_and_masks();
    return check_done("board");
}
