/* test_path_random.c - randomized differential test of the path search
 * against the slow exact reference in board_ref.h.
 *
 * Boards from 1x2 to 40x40, plus some past 64 rows or columns, at fill
 * levels from 10% to 100%, with few kinds so that same-kind pairs abound.
 * For every query: validity, existence, turn count and length must agree
 * with the reference, and every returned path is checked cell by cell.
 * llk_connected and llk_pairs are checked against the same answers.
 *
 * Prints its seed; LLK_SEED=N replays a run, LLK_QUERIES=N sets how many
 * queries (default 1,000,000; 200,000 in the sanitized build).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "board_ref.h"
#include "check.h"
#include "llk/rng.h"

static llk_board *random_board(llk_rng *rng, int rows, int cols)
{
    llk_board *b = llk_board_new(rows, cols);
    int fill = 10 + (int)llk_rng_below(rng, 91); /* percent */
    int kinds = 1 + (int)llk_rng_below(rng, 4);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            if ((int)llk_rng_below(rng, 100) < fill) {
                llk_board_set(b, r, c, 1 + (int)llk_rng_below(rng, (uint64_t)kinds));
            }
        }
    }
    return b;
}

static void pick_size(llk_rng *rng, int *rows, int *cols)
{
    int roll = (int)llk_rng_below(rng, 100);
    if (roll < 4) {
        *rows = 65 + (int)llk_rng_below(rng, 80);
        *cols = 1 + (int)llk_rng_below(rng, 40);
    } else if (roll < 8) {
        *rows = 1 + (int)llk_rng_below(rng, 40);
        *cols = 65 + (int)llk_rng_below(rng, 80);
    } else if (roll < 9) {
        *rows = 60 + (int)llk_rng_below(rng, 90);
        *cols = 60 + (int)llk_rng_below(rng, 90);
    } else {
        do {
            *rows = 1 + (int)llk_rng_below(rng, 40);
            *cols = 1 + (int)llk_rng_below(rng, 40);
        } while (*rows * *cols < 2);
    }
}

int main(void)
{
    uint64_t seed = check_seed("path_random", llk_rng_fresh_seed());
    long queries = check_sanitized() ? 200000 : 1000000;
    if (getenv("LLK_QUERIES")) {
        queries = strtol(getenv("LLK_QUERIES"), NULL, 10);
    }
    printf("path_random: %ld queries\n", queries);
    fflush(stdout);

    llk_rng rng;
    llk_rng_seed(&rng, seed);
    ref_search rs = {0};
    long done = 0, found = 0, invalid = 0, boards = 0;
    long by_turns[3] = {0, 0, 0};
    int reported = 0;

    while (done < queries) {
        int rows, cols;
        pick_size(&rng, &rows, &cols);
        llk_board *b = random_board(&rng, rows, cols);
        boards++;
        CHECK_CASE(); /* a case: one board, its queries and pairs */
        size_t pairs_seen = 0;
        int sources = 1 + (int)llk_rng_below(&rng, 12);
        for (int s = 0; s < sources && done < queries; s++) {
            llk_cell a = {(int)llk_rng_below(&rng, (uint64_t)rows),
                          (int)llk_rng_below(&rng, (uint64_t)cols)};
            ref_run(&rs, b, a.r, a.c);
            /* Every cell of the same kind as a target, and a few random
             * cells (any kind, empty, outside) for the invalid answers. */
            int ka = llk_board_get(b, a.r, a.c);
            for (int k = -8; k < rows * cols && done < queries; k++) {
                int r, c;
                if (k < 0) {
                    r = (int)llk_rng_below(&rng, (uint64_t)rows + 2) - 1;
                    c = (int)llk_rng_below(&rng, (uint64_t)cols + 2) - 1;
                } else {
                    r = k / cols;
                    c = k % cols;
                    if (!ka || llk_board_get(b, r, c) != ka) {
                        continue;
                    }
                }
                {
                    llk_cell z = {r, c};
                    llk_path p;
                    llk_status st = llk_find_path(b, a, z, &p);
                    done++;
                    llk_status want;
                    int rt = 0, rl = 0;
                    if (!llk_board_inside(b, r, c)) {
                        want = LLK_OUTSIDE;
                    } else if (r == a.r && c == a.c) {
                        want = LLK_SAME_CELL;
                    } else if (!llk_board_get(b, a.r, a.c) || !llk_board_get(b, r, c)) {
                        want = LLK_EMPTY;
                    } else if (llk_board_get(b, a.r, a.c) != llk_board_get(b, r, c)) {
                        want = LLK_KINDS;
                    } else {
                        want = ref_answer(&rs, r, c, &rt, &rl) ? LLK_OK : LLK_NO_PATH;
                    }
                    bool ok = st == want;
                    const char *why = NULL;
                    if (ok && st == LLK_OK) {
                        ok = p.turns == rt && p.length == rl;
                        why = path_problem(b, a, z, &p);
                        ok = ok && !why;
                        found++;
                        by_turns[p.turns]++;
                    } else if (st != LLK_OK && st != LLK_NO_PATH) {
                        invalid++;
                    }
                    /* Existence alone, for any two distinct occupied
                     * cells, kinds aside. */
                    if (ok && llk_board_inside(b, r, c) && (r != a.r || c != a.c) &&
                        llk_board_get(b, a.r, a.c) && llk_board_get(b, r, c)) {
                        bool exists = ref_answer(&rs, r, c, &rt, &rl);
                        ok = llk_connected(b, a, z) == exists;
                    }
                    CHECK(ok,
                          "seed %" PRIu64 " board %ld (%dx%d) %d %d -> %d %d: "
                          "got %s %d/%d, want %s %d/%d %s",
                          seed, boards, rows, cols, a.r, a.c, r, c,
                          llk_status_text(st), st == LLK_OK ? p.turns : -1,
                          st == LLK_OK ? p.length : -1, llk_status_text(want),
                          rt, rl, why ? why : "");
                    if (!ok && ++reported > 20) {
                        fprintf(stderr, "too many failures, stopping\n");
                        return check_done("path_random");
                    }
                }
            }
        }
        /* All pairs, by reference, on small boards. */
        if (rows * cols <= 400) {
            size_t want_pairs = 0;
            for (int i = 0; i < rows * cols; i++) {
                int ka = b->kind[i];
                if (!ka) {
                    continue;
                }
                ref_run(&rs, b, i / cols, i % cols);
                for (int j = i + 1; j < rows * cols; j++) {
                    int t, l;
                    if (b->kind[j] == ka && ref_answer(&rs, j / cols, j % cols, &t, &l)) {
                        want_pairs++;
                    }
                }
            }
            pairs_seen = llk_pairs(b, NULL, 0);
            CHECK(pairs_seen == want_pairs,
                  "seed %" PRIu64 " board %ld: %zu pairs, reference %zu", seed,
                  boards, pairs_seen, want_pairs);
            CHECK(llk_has_pair(b, NULL) == (want_pairs > 0),
                  "seed %" PRIu64 " board %ld: has_pair", seed, boards);
        }
        llk_board_free(b);
    }
    ref_free_search(&rs);
    printf("path_random: %ld boards, %ld queries, %ld removable (0/1/2 turns: "
           "%ld/%ld/%ld), %ld invalid\n",
           boards, done, found, by_turns[0], by_turns[1], by_turns[2], invalid);
    CHECK(by_turns[0] > 0 && by_turns[1] > 0 && by_turns[2] > 0,
          "every turn count exercised");
    return check_done("path_random");
}
