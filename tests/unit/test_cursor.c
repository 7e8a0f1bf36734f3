/* test_cursor.c - the board cursor's moves (include/llk/cursor.h, issue
 * 46): on random boards of every class (sizes from one row or column to
 * 40x40, fills from two tiles to full, lines, diagonals, a checkerboard,
 * a lone tile far from the rest) every tile is reachable from every other
 * by the four arrows, right alone visits every tile and comes back, left
 * undoes right, a move lands on another tile, up and down land on the
 * nearest tile that way by the documented measure and go straight along
 * a full column; the board where the old arrows stranded two tiles (with
 * ten left) is walked whole. Prints its seed; LLK_SEED=N replays it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/cursor.h"
#include "llk/rng.h"

static const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

/* Every tile reached from the first by the arrows, and every tile
 * reaching it (the move graph reversed): strongly connected. */
static bool connected(const llk_board *b, int n, const int *cells)
{
    int cells_n = b->rows * b->cols;
    int *next = malloc(sizeof *next * (size_t)cells_n * 4);
    char *fwd = calloc((size_t)cells_n, 1), *back = calloc((size_t)cells_n, 1);
    int *stack = malloc(sizeof *stack * (size_t)cells_n);
    for (int i = 0; i < n; i++) {
        for (int d = 0; d < 4; d++) {
            llk_cell to;
            llk_cell from = {cells[i] / b->cols, cells[i] % b->cols};
            next[cells[i] * 4 + d] = cursor_step(b, from, dirs[d][0], dirs[d][1], &to)
                                         ? to.r * b->cols + to.c
                                         : -1;
        }
    }
    /* forward */
    int top = 0, seen = 1;
    stack[top++] = cells[0];
    fwd[cells[0]] = 1;
    while (top > 0) {
        int u = stack[--top];
        for (int d = 0; d < 4; d++) {
            int v = next[u * 4 + d];
            if (v >= 0 && !fwd[v]) {
                fwd[v] = 1;
                seen++;
                stack[top++] = v;
            }
        }
    }
    /* backward: repeat until nothing new reaches cells[0] */
    int reach = 1;
    back[cells[0]] = 1;
    for (bool grew = true; grew;) {
        grew = false;
        for (int i = 0; i < n; i++) {
            int u = cells[i];
            for (int d = 0; d < 4 && !back[u]; d++) {
                int v = next[u * 4 + d];
                if (v >= 0 && back[v]) {
                    back[u] = 1;
                    reach++;
                    grew = true;
                }
            }
        }
    }
    free(next);
    free(fwd);
    free(back);
    free(stack);
    return seen == n && reach == n;
}

/* The measure of cursor.h for up and down: rows ahead (round the edge)
 * plus twice the columns aside; ties: fewer aside, then leftmost. */
static bool nearest_across(const llk_board *b, llk_cell from, int dr, llk_cell got)
{
    int ahead_got = ((got.r - from.r) * dr + b->rows) % b->rows;
    int aside_got = abs(got.c - from.c);
    if (got.r == from.r || llk_board_get(b, got.r, got.c) == 0) {
        return false;
    }
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            if (r == from.r || llk_board_get(b, r, c) == 0) {
                continue;
            }
            int ahead = ((r - from.r) * dr + b->rows) % b->rows;
            int aside = abs(c - from.c);
            int s = ahead + 2 * aside, sg = ahead_got + 2 * aside_got;
            if (s < sg || (s == sg && aside < aside_got)
                || (s == sg && aside == aside_got && r == got.r && c < got.c)) {
                return false;
            }
        }
    }
    return true;
}

/* Checks of one board with n tiles at cells (row-major indices). */
static void check_board(const llk_board *b, int n, const int *cells, const char *what)
{
    CHECK_CASE();
    if (n >= 2) {
        CHECK(connected(b, n, cells), "%s (%dx%d, %d tiles): every tile reachable", what,
              b->rows, b->cols, n);
    }
    /* right alone: every tile once, then home; left undoes right */
    llk_cell home = {cells[0] / b->cols, cells[0] % b->cols}, at = home;
    int visited = 1;
    for (int k = 1; k < n; k++) {
        llk_cell to, back;
        if (!cursor_step(b, at, 0, 1, &to)) {
            break;
        }
        if (!cursor_step(b, to, 0, -1, &back) || back.r != at.r || back.c != at.c) {
            CHECK(false, "%s: left after right from (%d,%d) is not back", what, at.r, at.c);
            break;
        }
        at = to;
        visited += !(at.r == home.r && at.c == home.c);
    }
    llk_cell last;
    bool round = n < 2 || (cursor_step(b, at, 0, 1, &last) && last.r == home.r && last.c == home.c);
    CHECK(visited == n && round, "%s (%d tiles): right visits %d, then home: %d", what, n,
          visited, round);
    /* every move: another tile; up and down: the nearest by the measure */
    for (int i = 0; i < n; i++) {
        llk_cell from = {cells[i] / b->cols, cells[i] % b->cols}, to;
        for (int d = 0; d < 4; d++) {
            if (!cursor_step(b, from, dirs[d][0], dirs[d][1], &to)) {
                continue;
            }
            CHECK(llk_board_get(b, to.r, to.c) != 0 && (to.r != from.r || to.c != from.c),
                  "%s: a move from (%d,%d) lands on another tile", what, from.r, from.c);
            if (dirs[d][0] != 0) {
                CHECK(nearest_across(b, from, dirs[d][0], to),
                      "%s: %s from (%d,%d) to (%d,%d) is not the nearest", what,
                      dirs[d][0] > 0 ? "down" : "up", from.r, from.c, to.r, to.c);
            }
        }
    }
}

/* The tiles of b as row-major indices, in reading order. */
static int tiles_of(const llk_board *b, int *cells)
{
    int n = 0;
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (llk_board_get(b, i / b->cols, i % b->cols) != 0) {
            cells[n++] = i;
        }
    }
    return n;
}

enum { FILL_RANDOM, FILL_ROW, FILL_COLUMN, FILL_DIAGONAL, FILL_CHECKER, FILL_LONE, FILLS };
static const char *const fill_names[FILLS] = {"random", "one row", "one column", "diagonal",
                                              "checkerboard", "a lone tile"};

static void fill(llk_board *b, llk_rng *rng, int how, int pct)
{
    int R = b->rows, C = b->cols;
    for (int r = 0; r < R; r++) {
        for (int c = 0; c < C; c++) {
            bool on = false;
            switch (how) {
            case FILL_RANDOM: on = (int)llk_rng_below(rng, 100) < pct; break;
            case FILL_ROW: on = r == R / 2; break;
            case FILL_COLUMN: on = c == C / 2; break;
            case FILL_DIAGONAL: on = r * C == c * R || (R - 1 - r) * C == c * R; break;
            case FILL_CHECKER: on = (r + c) % 2 == 0; break;
            default: on = (r < R / 3 && c < C / 3 && (int)llk_rng_below(rng, 100) < pct)
                          || (r == R - 1 && c == C - 1);
            }
            llk_board_set(b, r, c, on ? 1 + (int)llk_rng_below(rng, 40) : 0);
        }
    }
}

/* The board where the old arrows stranded (0,1) and (4,2): from any
 * other tile neither was reached. Walked whole now. */
static void test_stranded(void)
{
    static const int at[10][2] = {{0, 1}, {2, 0}, {2, 5}, {2, 9}, {4, 2},
                                  {5, 0}, {5, 9}, {5, 10}, {6, 5}, {7, 7}};
    llk_board *b = llk_board_new(8, 12);
    int cells[10];
    for (int i = 0; i < 10; i++) {
        llk_board_set(b, at[i][0], at[i][1], 1 + i / 2);
        cells[i] = at[i][0] * 12 + at[i][1];
    }
    check_board(b, 10, cells, "the stranded board");
    llk_cell to;
    CHECK(cursor_step(b, (llk_cell){5, 10}, -1, 0, &to) && to.r == 2 && to.c == 9,
          "up from (5,10): (2,9), got (%d,%d)", to.r, to.c);
    CHECK(cursor_step(b, (llk_cell){0, 1}, 1, 0, &to) && to.r == 2 && to.c == 0,
          "down from (0,1): (2,0), got (%d,%d)", to.r, to.c);
    CHECK(cursor_step(b, (llk_cell){7, 7}, 0, 1, &to) && to.r == 0 && to.c == 1,
          "right from the last tile: the first, got (%d,%d)", to.r, to.c);
    CHECK(!cursor_step(b, (llk_cell){0, 1}, 1, 1, &to) && !cursor_step(b, (llk_cell){8, 0}, 0, 1, &to),
          "no diagonal arrow; no cell outside the board");
    llk_board_free(b);
}

/* A full column: down and up go one cell at a time, wrapping. */
static void test_column(void)
{
    llk_board *b = llk_board_new(6, 5);
    for (int i = 0; i < 30; i++) {
        llk_board_set(b, i / 5, i % 5, 1 + i % 3);
    }
    llk_cell at = {0, 2}, to;
    for (int k = 1; k <= 6; k++) {
        CHECK(cursor_step(b, at, 1, 0, &to) && to.c == 2 && to.r == k % 6,
              "full board: down %d goes one row, got (%d,%d)", k, to.r, to.c);
        at = to;
    }
    llk_board_free(b);
}

int main(void)
{
    uint64_t seed = check_seed("test_cursor", 46046);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_stranded();
    test_column();
    static const int sizes[][2] = {{1, 2}, {2, 1}, {1, 40}, {40, 1}, {2, 2}, {3, 7},
                                   {8, 12}, {10, 18}, {16, 9}, {40, 40}};
    int *cells = malloc(sizeof *cells * 40 * 40);
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        for (int how = 0; how < FILLS; how++) {
            for (int rep = 0; rep < 12; rep++) {
                int pcts[] = {3, 10, 30, 60, 90, 100};
                int pct = pcts[rep % 6];
                llk_board *b = llk_board_new(sizes[s][0], sizes[s][1]);
                fill(b, &rng, how, pct);
                int n = tiles_of(b, cells);
                if (n == 0) {
                    llk_board_free(b);
                    continue;
                }
                char what[64];
                snprintf(what, sizeof what, "%s %d%%", fill_names[how], pct);
                check_board(b, n, cells, what);
                llk_board_free(b);
            }
        }
    }
    /* sparse random boards of random sizes: two to twenty tiles */
    for (int k = 0; k < 400; k++) {
        int R = 1 + (int)llk_rng_below(&rng, 20), C = 1 + (int)llk_rng_below(&rng, 20);
        llk_board *b = llk_board_new(R, C);
        int want = 2 + (int)llk_rng_below(&rng, 19);
        for (int t = 0; t < want * 3; t++) {
            int i = (int)llk_rng_below(&rng, (uint64_t)(R * C));
            llk_board_set(b, i / C, i % C, 1);
        }
        int n = tiles_of(b, cells);
        if (n >= 1) {
            check_board(b, n, cells, "sparse");
        }
        llk_board_free(b);
    }
    free(cells);
    return check_done("test_cursor");
}
