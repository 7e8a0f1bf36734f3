/* fuzz_commands.c - one board through every command with small budgets.
 * Input: a byte of options (shift mode, seeds), then a board file (its
 * first board; boards of more than 24x24 are left to fuzz_board); or,
 * after the options byte, 'K' and bytes for rows, columns, kinds, fill and
 * a seed: a random board of up to 72x72 with many tiles of one to four
 * kinds (issue 31), whose pairs by reach, by tests and as chosen must
 * agree (order included) before it goes through the commands. Checks:
 * every pair and path is valid cell by cell, solutions and proofs replay,
 * hints are removable, shuffles keep cells and kinds, generated boards are
 * full and even, and proven ones replay. A budget overrun shows as a
 * libFuzzer timeout, a memory blow-up as its RSS limit. */
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "llk/boardfile.h"
#include "llk/rng.h"
#include "llk/solve.h"

#include "../../src/engine/board_int.h" /* llk_pairs_way */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { BUDGET_MS = 10, MAX_SIDE = 24 };

/* Whether moves (n) clear b under s, each checked by fuzz_path_ok. */
static bool replays(const llk_board *b, llk_shift s, const llk_pair *moves, int n)
{
    llk_board *w = llk_board_clone(b);
    FUZZ_CHECK(w != NULL, "memory");
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        llk_path p;
        ok = llk_find_path(w, moves[i].a, moves[i].b, &p) == LLK_OK &&
             fuzz_path_ok(w, moves[i].a, moves[i].b, &p);
        if (ok) {
            llk_board_remove(w, moves[i]);
            llk_shift_apply(w, s, NULL);
        }
    }
    ok = ok && w->tiles == 0;
    llk_board_free(w);
    return ok;
}

static bool count_pair(void *ctx, llk_pair p)
{
    (void)p;
    ++*(size_t *)ctx;
    return true;
}

static void check_pairs(const llk_board *b)
{
    size_t n = llk_pairs(b, NULL, 0), seen = 0;
    llk_pair *all = malloc(sizeof *all * (n ? n : 1));
    FUZZ_CHECK(all != NULL, "memory");
    FUZZ_CHECK(llk_pairs(b, all, n) == n, "pairs count changed");
    for (size_t i = 0; i < n; i++) {
        llk_path p;
        FUZZ_CHECK(llk_find_path(b, all[i].a, all[i].b, &p) == LLK_OK, "pair not removable");
        FUZZ_CHECK(fuzz_path_ok(b, all[i].a, all[i].b, &p), "pair's path invalid");
    }
    llk_pairs_each(b, count_pair, &seen);
    FUZZ_CHECK(seen == n, "llk_pairs_each disagrees with llk_pairs");
    FUZZ_CHECK(llk_has_pair(b, NULL) == (n > 0), "llk_has_pair disagrees");
    free(all);
}

static void check_paths(const llk_board *b, const uint8_t *data, size_t size)
{
    for (size_t i = 0; i + 4 <= size && i < 64; i += 4) {
        llk_cell a = {data[i] % (b->rows + 2) - 1, data[i + 1] % (b->cols + 2) - 1};
        llk_cell z = {data[i + 2] % (b->rows + 2) - 1, data[i + 3] % (b->cols + 2) - 1};
        llk_path p;
        llk_status st = llk_find_path(b, a, z, &p);
        if (st == LLK_OK) {
            FUZZ_CHECK(fuzz_path_ok(b, a, z, &p), "path invalid");
        }
        if (st == LLK_OK || st == LLK_NO_PATH) {
            FUZZ_CHECK(llk_connected(b, a, z) == (st == LLK_OK), "llk_connected disagrees");
        }
    }
}

static void check_solve_hint(const llk_board *b, llk_shift s)
{
    int half = b->tiles / 2 + 1, n = 0;
    llk_pair *moves = malloc(sizeof *moves * (size_t)half);
    FUZZ_CHECK(moves != NULL, "memory");
    if (llk_solve(b, s, BUDGET_MS, moves, &n) == LLK_SOLVED) {
        FUZZ_CHECK(replays(b, s, moves, n), "solution does not replay");
    }
    llk_pair h;
    int nline = 0;
    llk_hint_kind k = llk_hint_line(b, s, 0, BUDGET_MS, &h, moves, &nline);
    /* None found in time (a slow sanitized run): no answer to check. */
    FUZZ_CHECK(k == LLK_HINT_TIMED_OUT || (k == LLK_HINT_NONE) == !llk_has_pair(b, NULL),
               "hint none disagrees");
    if (k == LLK_HINT_WINNING || k == LLK_HINT_UNPROVEN) {
        FUZZ_CHECK(llk_find_path(b, h.a, h.b, NULL) == LLK_OK, "hint not removable");
    }
    if (k == LLK_HINT_WINNING) {
        FUZZ_CHECK(nline > 0 && replays(b, s, moves, nline), "winning hint's proof");
    }
    free(moves);
}

static void check_shuffle(const llk_board *b, llk_shift s, uint64_t seed)
{
    llk_board *w = llk_board_clone(b);
    FUZZ_CHECK(w != NULL, "memory");
    llk_pair *line = malloc(sizeof *line * (size_t)(b->tiles / 2 + 1));
    int nline = 0;
    llk_redeal_result r = llk_shuffle_line(w, s, seed, BUDGET_MS, line, &nline);
    int count[LLK_MAX_KIND + 1] = {0};
    for (int i = 0; i < b->rows * b->cols; i++) {
        FUZZ_CHECK((b->kind[i] == 0) == (w->kind[i] == 0), "shuffle moved a cell");
        count[b->kind[i]]++;
        count[w->kind[i]]--;
    }
    for (int k = 0; k <= LLK_MAX_KIND; k++) {
        FUZZ_CHECK(count[k] == 0, "shuffle changed the kinds");
    }
    if (r == LLK_REDEAL_WINNABLE && b->tiles > 0) {
        FUZZ_CHECK(replays(w, s, line, nline), "shuffle's proof does not replay");
    }
    if (r == LLK_REDEAL_HAS_PAIR) {
        FUZZ_CHECK(llk_has_pair(w, NULL), "shuffle promised a pair");
    }
    free(line);
    llk_board_free(w);
}

static void check_generate(const uint8_t *data, size_t size, llk_shift s)
{
    if (size < 4) {
        return;
    }
    int rows = 1 + data[1] % 10, cols = 1 + data[2] % 10, kinds = 1 + data[3] % 30;
    llk_generate_info info;
    llk_pair line[50];
    int nline = 0;
    llk_board *g = llk_generate_budget(rows, cols, kinds, s, data[0], 20, &info, line, &nline);
    if ((rows * cols) % 2 || kinds > rows * cols / 2) {
        FUZZ_CHECK(g == NULL, "bad generate arguments accepted");
        return;
    }
    FUZZ_CHECK(g != NULL && g->tiles == rows * cols, "generated board not full");
    int count[31] = {0};
    for (int i = 0; i < rows * cols; i++) {
        count[g->kind[i]]++;
    }
    for (int k = 1; k <= kinds; k++) {
        FUZZ_CHECK(count[k] % 2 == 0 && count[k] > 0, "generated kinds uneven");
    }
    if (!info.unproven) {
        FUZZ_CHECK(replays(g, s, line, nline), "generated board's proof does not replay");
    }
    llk_board_free(g);
}

/* Input 'K' rows cols kinds fill seed...: a board of many tiles of few
 * kinds; NULL for any other input. */
static llk_board *many_of_few(const uint8_t *data, size_t size)
{
    if (size < 7 || data[1] != 'K') {
        return NULL;
    }
    int rows = 1 + data[2] % 72, cols = 1 + data[3] % 72;
    int kinds = 1 + data[4] % 4, fill = 5 + data[5] % 96;
    uint64_t seed = 0;
    for (size_t i = 6; i < size && i < 14; i++) {
        seed = seed << 8 | data[i];
    }
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    llk_board *b = llk_board_new(rows, cols);
    FUZZ_CHECK(b != NULL, "memory");
    for (int i = 0; i < rows * cols; i++) {
        if ((int)llk_rng_below(&rng, 100) < fill) {
            llk_board_set(b, i / cols, i % cols, 1 + (int)llk_rng_below(&rng, (uint64_t)kinds));
        }
    }
    return b;
}

/* The ways of finding pairs agree: counts always, whole lists in both
 * orders while the tests' square stays small. */
static void check_ways(const llk_board *b)
{
    size_t n = llk_pairs(b, NULL, 0);
    FUZZ_CHECK(llk_pairs_way(b, NULL, 0, true, LLK_BY_REACH) == n, "reach count differs");
    if (b->tiles > 800) {
        return;
    }
    llk_pair *x = malloc(sizeof *x * (n + 1)), *y = malloc(sizeof *y * (n + 1));
    FUZZ_CHECK(x != NULL && y != NULL, "memory");
    for (int by_cell = 0; by_cell <= 1; by_cell++) {
        FUZZ_CHECK(llk_pairs_way(b, x, n + 1, by_cell, LLK_BY_TESTS) == n, "tests count differs");
        FUZZ_CHECK(llk_pairs_way(b, y, n + 1, by_cell, LLK_BY_REACH) == n, "reach count differs");
        FUZZ_CHECK(memcmp(x, y, sizeof *x * n) == 0, "reach and tests list pairs differently");
        FUZZ_CHECK(llk_pairs_way(b, y, n + 1, by_cell, LLK_BY_COST) == n, "chosen count differs");
        FUZZ_CHECK(memcmp(x, y, sizeof *x * n) == 0, "the chosen way lists pairs differently");
    }
    free(x);
    free(y);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2) {
        return 0;
    }
    llk_shift s = (llk_shift)(data[0] % LLK_SHIFT_COUNT);
    llk_board *many = many_of_few(data, size);
    if (many) {
        check_ways(many);
        if (llk_pairs(many, NULL, 0) <= 20000) {
            check_pairs(many); /* a path checked per pair */
        }
        check_solve_hint(many, s);
        check_shuffle(many, s, data[0]);
        llk_board_free(many);
        return 0;
    }
    check_generate(data, size, s);
    llk_board_list list;
    char err[256];
    if (llk_parse_boards((const char *)data + 1, size - 1, "in", &list, err, sizeof err) != 0) {
        return 0;
    }
    const llk_board *b = list.boards[0];
    if (b->rows <= MAX_SIDE && b->cols <= MAX_SIDE) {
        check_pairs(b);
        check_paths(b, data, size);
        check_solve_hint(b, s);
        check_shuffle(b, s, data[0]);
    }
    llk_board_list_free(&list);
    return 0;
}
