/* test_shift.c - every shift mode on hand-made boards (the issue's 4x4
 * example, odd sizes), the from map, the empty masks, and random boards
 * against a reference compaction written independently here. */
#include <stdlib.h>
#include <string.h>

#include "board_text.h"
#include "check.h"
#include "llk/board.h"
#include "llk/rng.h"
#include "llk/shift.h"
#include "../../src/engine/shift_int.h" /* the line modes' segments */

/* Whether b holds exactly the kinds of text. */
static bool board_is(const llk_board *b, const char *text)
{
    llk_board *w = board_from(b->rows, b->cols, text);
    bool same = memcmp(w->kind, b->kind,
                       sizeof(uint16_t) * (size_t)b->rows * (size_t)b->cols)
                == 0;
    llk_board_free(w);
    return same;
}

static void print_board(const llk_board *b)
{
    for (int r = 0; r < b->rows; r++) {
        fprintf(stderr, "   ");
        for (int c = 0; c < b->cols; c++) {
            fprintf(stderr, " %d", llk_board_get(b, r, c));
        }
        fprintf(stderr, "\n");
    }
}

/* Masks agree with the kinds, and the tile count too. */
static bool masks_ok(const llk_board *b)
{
    int tiles = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            bool empty = llk_board_get(b, r, c) == 0;
            tiles += !empty;
            bool rbit = (b->row_empty[(size_t)r * b->rw + c / 64] >> (c % 64)) & 1;
            bool cbit = (b->col_empty[(size_t)c * b->cw + r / 64] >> (r % 64)) & 1;
            if (rbit != empty || cbit != empty) {
                return false;
            }
        }
    }
    return tiles == b->tiles;
}

/* Apply mode to text and compare with want; also checks the from map. */
static void expect(int rows, int cols, const char *text, llk_shift s,
                   const char *want)
{
    llk_board *before = board_from(rows, cols, text);
    llk_board *b = llk_board_clone(before);
    int *from = malloc(sizeof(int) * (size_t)(rows * cols));
    llk_shift_apply(b, s, from);
    bool ok = board_is(b, want);
    CHECK(ok, "%dx%d %s of [%s]: want [%s]", rows, cols, llk_shift_name(s),
          text, want);
    if (!ok) {
        print_board(b);
    }
    CHECK(masks_ok(b), "masks out of step after %s", llk_shift_name(s));
    /* from: each tile came from a cell holding the same kind, each source
     * used once, empty cells -1. */
    int n = rows * cols;
    char *used = calloc((size_t)n, 1);
    bool from_ok = true;
    for (int i = 0; i < n; i++) {
        if (b->kind[i] == 0) {
            from_ok = from_ok && from[i] == -1;
        } else {
            from_ok = from_ok && from[i] >= 0 && from[i] < n && !used[from[i]]
                      && before->kind[from[i]] == b->kind[i];
            if (from[i] >= 0 && from[i] < n) {
                used[from[i]] = 1;
            }
        }
    }
    CHECK(from_ok, "from map wrong for %s", llk_shift_name(s));
    /* Applying the mode again changes nothing. */
    llk_board *again = llk_board_clone(b);
    llk_shift_apply(again, s, NULL);
    CHECK(llk_board_equal(again, b), "%s is not stable", llk_shift_name(s));
    llk_board_free(again);
    free(used);
    free(from);
    llk_board_free(b);
    llk_board_free(before);
}

static void test_names(void)
{
    const char *names[] = {"none",
                           "down",
                           "up",
                           "left",
                           "right",
                           "split-vertical",
                           "gather-vertical",
                           "split-horizontal",
                           "gather-horizontal",
                           "top-left-bottom-right",
                           "left-down-right-up",
                           "outward",
                           "inward"};
    CHECK_INT(LLK_SHIFT_COUNT, 13);
    for (int i = 0; i < LLK_SHIFT_COUNT; i++) {
        llk_shift s = LLK_SHIFT_COUNT;
        CHECK(strcmp(llk_shift_name((llk_shift)i), names[i]) == 0, "name %d",
              i);
        CHECK(llk_shift_parse(names[i], &s) && s == (llk_shift)i, "parse %s",
              names[i]);
    }
    llk_shift s;
    CHECK(!llk_shift_parse("sideways", &s), "bad name parsed");
    CHECK(!llk_shift_parse("Down", &s), "names are lower case");
    CHECK(!llk_shift_parse("", &s), "empty name parsed");
    CHECK(llk_shift_name(LLK_SHIFT_COUNT) == NULL, "out of range name");
}

/* The issue's example: 4x4 after removing (0,0) and (0,3). */
static void test_issue_example(void)
{
    const char *after = "0 2 3 0 / 5 6 7 8 / 9 0 10 11 / 12 13 14 15";
    expect(4, 4, after, LLK_SHIFT_DOWN,
           "0 0 3 0 / 5 2 7 8 / 9 6 10 11 / 12 13 14 15");
    expect(4, 4, after, LLK_SHIFT_OUTWARD,
           "2 6 7 3 / 5 0 0 8 / 9 0 10 11 / 12 13 14 15");
    expect(4, 4, after, LLK_SHIFT_INWARD,
           "0 2 3 0 / 5 6 7 8 / 12 9 10 11 / 0 13 14 15");
    expect(4, 4, after, LLK_SHIFT_NONE, after);

    /* The from map of the down example, cell by cell. */
    llk_board *b = board_from(4, 4, after);
    int from[16];
    llk_shift_apply(b, LLK_SHIFT_DOWN, from);
    CHECK_INT(from[0], -1);
    CHECK_INT(from[1], -1);
    CHECK_INT(from[2], 2);
    CHECK_INT(from[5], 1);
    CHECK_INT(from[9], 5);
    CHECK_INT(from[13], 13);
    llk_board_free(b);
}

/* 3x5: top half is row 0, left half columns 0-1 (the extra line of an odd
 * size belongs to the second half). */
static void test_odd_3x5(void)
{
    const char *b = "1 0 2 0 3 / 0 4 0 5 0 / 6 0 7 0 8";
    expect(3, 5, b, LLK_SHIFT_NONE, b);
    expect(3, 5, b, LLK_SHIFT_DOWN, "0 0 0 0 0 / 1 0 2 0 3 / 6 4 7 5 8");
    expect(3, 5, b, LLK_SHIFT_UP, "1 4 2 5 3 / 6 0 7 0 8 / 0 0 0 0 0");
    expect(3, 5, b, LLK_SHIFT_LEFT, "1 2 3 0 0 / 4 5 0 0 0 / 6 7 8 0 0");
    expect(3, 5, b, LLK_SHIFT_RIGHT, "0 0 1 2 3 / 0 0 0 4 5 / 0 0 6 7 8");
    expect(3, 5, b, LLK_SHIFT_SPLIT_VERTICAL,
           "1 0 2 0 3 / 0 0 0 0 0 / 6 4 7 5 8");
    expect(3, 5, b, LLK_SHIFT_GATHER_VERTICAL,
           "1 0 2 0 3 / 6 4 7 5 8 / 0 0 0 0 0");
    expect(3, 5, b, LLK_SHIFT_SPLIT_HORIZONTAL,
           "1 0 0 2 3 / 4 0 0 0 5 / 6 0 0 7 8");
    expect(3, 5, b, LLK_SHIFT_GATHER_HORIZONTAL,
           "0 1 2 3 0 / 0 4 5 0 0 / 0 6 7 8 0");
    expect(3, 5, b, LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT,
           "1 2 3 0 0 / 0 0 0 4 5 / 0 0 6 7 8");
    expect(3, 5, b, LLK_SHIFT_LEFT_DOWN_RIGHT_UP,
           "0 0 2 5 3 / 1 0 7 0 8 / 6 4 0 0 0");
    expect(3, 5, b, LLK_SHIFT_OUTWARD, "1 0 0 2 3 / 4 0 0 0 5 / 6 0 0 7 8");
    expect(3, 5, b, LLK_SHIFT_INWARD, "0 1 2 3 0 / 0 4 5 8 0 / 0 6 7 0 0");
}

/* 5x1: top half rows 0-1, bottom half rows 2-4; no left half at all. */
static void test_odd_5x1(void)
{
    const char *b = "0 / 1 / 2 / 0 / 3";
    expect(5, 1, b, LLK_SHIFT_DOWN, "0 / 0 / 1 / 2 / 3");
    expect(5, 1, b, LLK_SHIFT_UP, "1 / 2 / 3 / 0 / 0");
    expect(5, 1, b, LLK_SHIFT_LEFT, b);
    expect(5, 1, b, LLK_SHIFT_RIGHT, b);
    expect(5, 1, b, LLK_SHIFT_SPLIT_VERTICAL, "1 / 0 / 0 / 2 / 3");
    expect(5, 1, b, LLK_SHIFT_GATHER_VERTICAL, "0 / 1 / 2 / 3 / 0");
    expect(5, 1, b, LLK_SHIFT_SPLIT_HORIZONTAL, b);
    expect(5, 1, b, LLK_SHIFT_GATHER_HORIZONTAL, b);
    expect(5, 1, b, LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT, b);
    expect(5, 1, b, LLK_SHIFT_LEFT_DOWN_RIGHT_UP, "1 / 2 / 3 / 0 / 0");
    expect(5, 1, b, LLK_SHIFT_OUTWARD, "1 / 0 / 0 / 2 / 3");
    expect(5, 1, b, LLK_SHIFT_INWARD, "0 / 1 / 2 / 3 / 0");
}

/* 5x5 quadrants of sizes 2x2, 2x3, 3x2, 3x3. */
static void test_odd_5x5(void)
{
    const char *b = "1 2 0 3 0 / "
                    "0 4 0 0 5 / "
                    "6 0 7 0 8 / "
                    "0 9 0 10 0 / "
                    "11 0 0 0 12";
    expect(5, 5, b, LLK_SHIFT_OUTWARD,
           "1 2 0 0 3 / 4 0 0 0 5 / 6 0 0 0 8 / 9 0 0 0 10 / 11 0 0 7 12");
    expect(5, 5, b, LLK_SHIFT_INWARD,
           "0 2 3 0 0 / 1 4 5 0 0 / 0 6 7 8 0 / 0 9 10 0 0 / 0 11 12 0 0");
    expect(5, 5, b, LLK_SHIFT_GATHER_VERTICAL,
           "0 2 0 0 0 / 1 4 0 3 5 / 6 9 7 10 8 / 11 0 0 0 12 / 0 0 0 0 0");
    expect(5, 5, b, LLK_SHIFT_SPLIT_HORIZONTAL,
           "1 2 0 0 3 / 4 0 0 0 5 / 6 0 0 7 8 / 9 0 0 0 10 / 11 0 0 0 12");
}

/* Reference: read each line out, compact it, write it back. */
static void ref_line(uint16_t *k, int cols, int r0, int c0, int dr, int dc,
                     int n)
{
    uint16_t tmp[64];
    int m = 0;
    for (int i = 0; i < n; i++) {
        uint16_t v = k[(r0 + i * dr) * cols + c0 + i * dc];
        if (v) {
            tmp[m++] = v;
        }
    }
    for (int i = 0; i < n; i++) {
        k[(r0 + i * dr) * cols + c0 + i * dc] = i < m ? tmp[i] : 0;
    }
}

/* Rows [r0,r1) x cols [c0,c1) toward left (toward=-1) or right (+1). */
static void ref_rows(uint16_t *k, int cols, int r0, int r1, int c0, int c1,
                     int toward)
{
    for (int r = r0; r < r1 && c1 > c0; r++) {
        if (toward < 0) {
            ref_line(k, cols, r, c0, 0, 1, c1 - c0);
        } else {
            ref_line(k, cols, r, c1 - 1, 0, -1, c1 - c0);
        }
    }
}

static void ref_cols(uint16_t *k, int cols, int r0, int r1, int c0, int c1,
                     int toward)
{
    for (int c = c0; c < c1 && r1 > r0; c++) {
        if (toward < 0) {
            ref_line(k, cols, r0, c, 1, 0, r1 - r0);
        } else {
            ref_line(k, cols, r1 - 1, c, -1, 0, r1 - r0);
        }
    }
}

static void reference(uint16_t *k, int R, int C, llk_shift s)
{
    int h = R / 2, w = C / 2;
    switch (s) {
    case LLK_SHIFT_DOWN: ref_cols(k, C, 0, R, 0, C, +1); break;
    case LLK_SHIFT_UP: ref_cols(k, C, 0, R, 0, C, -1); break;
    case LLK_SHIFT_LEFT: ref_rows(k, C, 0, R, 0, C, -1); break;
    case LLK_SHIFT_RIGHT: ref_rows(k, C, 0, R, 0, C, +1); break;
    case LLK_SHIFT_SPLIT_VERTICAL:
        ref_cols(k, C, 0, h, 0, C, -1);
        ref_cols(k, C, h, R, 0, C, +1);
        break;
    case LLK_SHIFT_GATHER_VERTICAL:
        ref_cols(k, C, 0, h, 0, C, +1);
        ref_cols(k, C, h, R, 0, C, -1);
        break;
    case LLK_SHIFT_SPLIT_HORIZONTAL:
        ref_rows(k, C, 0, R, 0, w, -1);
        ref_rows(k, C, 0, R, w, C, +1);
        break;
    case LLK_SHIFT_GATHER_HORIZONTAL:
        ref_rows(k, C, 0, R, 0, w, +1);
        ref_rows(k, C, 0, R, w, C, -1);
        break;
    case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT:
        ref_rows(k, C, 0, h, 0, C, -1);
        ref_rows(k, C, h, R, 0, C, +1);
        break;
    case LLK_SHIFT_LEFT_DOWN_RIGHT_UP:
        ref_cols(k, C, 0, R, 0, w, +1);
        ref_cols(k, C, 0, R, w, C, -1);
        break;
    case LLK_SHIFT_OUTWARD:
    case LLK_SHIFT_INWARD: {
        int in = s == LLK_SHIFT_INWARD ? -1 : 1;
        /* Quadrant rows then columns; outer side is -1 for top/left. */
        int qr[2][2] = {{0, h}, {h, R}}, qc[2][2] = {{0, w}, {w, C}};
        for (int a = 0; a < 2; a++) {
            for (int bq = 0; bq < 2; bq++) {
                int rt = (bq == 0 ? -1 : 1) * in, ct = (a == 0 ? -1 : 1) * in;
                ref_rows(k, C, qr[a][0], qr[a][1], qc[bq][0], qc[bq][1], rt);
                ref_cols(k, C, qr[a][0], qr[a][1], qc[bq][0], qc[bq][1], ct);
            }
        }
        break;
    }
    default: break;
    }
}

static void test_random(void)
{
    uint64_t seed = check_seed("test_shift: random boards", 20240611);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int iter = 0; iter < 400; iter++) {
        int R = 1 + (int)llk_rng_below(&rng, 9);
        int C = 1 + (int)llk_rng_below(&rng, 9);
        if (iter % 50 == 0) {
            R = 60 + (int)llk_rng_below(&rng, 5);
            C = 60 + (int)llk_rng_below(&rng, 5);
        }
        llk_board *b = llk_board_new(R, C);
        for (int r = 0; r < R; r++) {
            for (int c = 0; c < C; c++) {
                if (llk_rng_below(&rng, 3) != 0) {
                    llk_board_set(b, r, c, 1 + (int)llk_rng_below(&rng, 20));
                }
            }
        }
        for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
            llk_board *x = llk_board_clone(b);
            uint16_t *k = malloc(sizeof(uint16_t) * (size_t)(R * C));
            memcpy(k, b->kind, sizeof(uint16_t) * (size_t)(R * C));
            reference(k, R, C, (llk_shift)s);
            llk_shift_apply(x, (llk_shift)s, NULL);
            bool same = memcmp(k, x->kind, sizeof(uint16_t) * (size_t)(R * C)) == 0;
            /* one case, one check: this board under this mode */
            CHECK_CASE();
            CHECK(same && masks_ok(x), "%dx%d %s: %s", R, C, llk_shift_name((llk_shift)s),
                  !same ? "differs from the reference" : "masks wrong after it");
            free(k);
            llk_board_free(x);
        }
        llk_board_free(b);
    }
}

/* llk_shift_line, which both the shift and the solver's segments use:
 * in a line mode the segments cover every cell once, each runs along a
 * row or a column, and the shift compacts toward each one's first cell
 * (test_random checks the result against the reference); the other modes
 * have none. */
static void test_lines(void)
{
    int sizes[][2] = {{1, 1}, {1, 6}, {6, 1}, {3, 5}, {5, 3}, {4, 4}, {18, 8}, {7, 9}};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; z++) {
        int R = sizes[z][0], C = sizes[z][1];
        for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
            const char *name = llk_shift_name((llk_shift)s);
            bool line_mode = s != LLK_SHIFT_NONE && s != LLK_SHIFT_OUTWARD && s != LLK_SHIFT_INWARD;
            int *seen = calloc((size_t)(R * C), sizeof(int));
            llk_line l;
            int i = 0, bad = 0;
            for (; llk_shift_line((llk_shift)s, R, C, i, &l); i++) {
                bool col = l.step == C || l.step == -C;
                bool row = !col && (l.step == 1 || l.step == -1);
                bad += !(row || col) || l.n < 0;
                for (int k = 0; k < l.n; k++) {
                    int c = l.first + k * l.step;
                    if (c < 0 || c >= R * C) {
                        bad++;
                        break;
                    }
                    /* A segment stays in its row or column. */
                    bad += row ? c / C != l.first / C : c % C != l.first % C;
                    seen[c]++;
                }
            }
            for (int c = 0; c < R * C && line_mode; c++) {
                bad += seen[c] != 1;
            }
            CHECK(line_mode ? i > 0 : i == 0, "%dx%d %s: %d segments", R, C, name, i);
            CHECK(bad == 0, "%dx%d %s: segments do not cover each cell once", R, C, name);
            CHECK(!llk_shift_line((llk_shift)s, R, C, -1, &l), "%s: segment -1", name);
            free(seen);
        }
    }
}

int main(void)
{
    test_names();
    test_issue_example();
    test_odd_3x5();
    test_odd_5x1();
    test_odd_5x5();
    test_random();
    test_lines();
    return check_done("test_shift");
}
