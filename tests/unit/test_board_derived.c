/* test_board_derived.c - the data a board derives from its kinds (empty
 * masks, AND tables, every tile's runs and flags, run bounds on big
 * boards) stays equal to a from-scratch computation through random
 * sequences of placements, removals and kind changes, on sizes around
 * every boundary (1, 61/62 where AND tables stop, 64/65 where lines take
 * two words). Prints its seed; LLK_SEED replays it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "llk/board.h"
#include "llk/rng.h"

static int kind_at(const llk_board *b, int r, int c)
{
    return (r < 0 || r >= b->rows || c < 0 || c >= b->cols) ? -1 : llk_board_get(b, r, c);
}

/* Run of the tile at (r, c) along its row (dr = 0) or column, walking cell
 * by cell: first and last position reached, -1 / n for the ring. */
static void walk(const llk_board *b, int r, int c, int dr, int *lo, int *hi)
{
    int n = dr ? b->rows : b->cols;
    int p = dr ? r : c;
    int q = p - 1;
    while (q >= 0 && kind_at(b, dr ? q : r, dr ? c : q) == 0) {
        q--;
    }
    *lo = q < 0 ? -1 : q + 1;
    q = p + 1;
    while (q < n && kind_at(b, dr ? q : r, dr ? c : q) == 0) {
        q++;
    }
    *hi = q >= n ? n : q - 1;
}

static uint64_t span_bits(int lo, int hi) /* padded positions lo+1..hi+1 */
{
    uint64_t m = 0;
    for (int i = lo + 1; i <= hi + 1; i++) {
        m |= 1ULL << i;
    }
    return m;
}

/* Padded mask of row r (line = 0) or column r (line = 1). */
static uint64_t padded(const llk_board *b, int line, int r)
{
    int n = line ? b->rows : b->cols;
    uint64_t m = 1 | (1ULL << (n + 1));
    for (int i = 0; i < n; i++) {
        if ((line ? kind_at(b, i, r) : kind_at(b, r, i)) == 0) {
            m |= 1ULL << (i + 1);
        }
    }
    return m;
}

/* Everything derived, against the walk; returns the number of mismatches
 * (each also reported). */
static int verify(const llk_board *b, const char *where)
{
    int bad = 0;
    int tiles = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            bool empty = kind_at(b, r, c) == 0;
            tiles += !empty;
            bool rb = (b->row_empty[(size_t)r * b->rw + c / 64] >> (c % 64)) & 1;
            bool cb = (b->col_empty[(size_t)c * b->cw + r / 64] >> (r % 64)) & 1;
            if (rb != empty || cb != empty) {
                bad++;
                fprintf(stderr, "%s: mask of (%d,%d) wrong\n", where, r, c);
            }
            if (empty) {
                continue;
            }
            int hlo, hhi, vlo, vhi;
            walk(b, r, c, 0, &hlo, &hhi);
            walk(b, r, c, 1, &vlo, &vhi);
            size_t t = (size_t)r * (size_t)b->cols + (size_t)c;
            if (b->run) {
                uint64_t h = b->run[2 * t], v = b->run[2 * t + 1];
                int k = kind_at(b, r, c);
                bool paired = kind_at(b, r - 1, c) == k || kind_at(b, r + 1, c) == k ||
                              kind_at(b, r, c - 1) == k || kind_at(b, r, c + 1) == k;
                bool open = paired || hlo != c || hhi != c || vlo != r || vhi != r;
                if ((h & ~LLK_RUN_OPEN) != span_bits(hlo, hhi) ||
                    (v & ~LLK_RUN_PAIRED) != span_bits(vlo, vhi) ||
                    ((v & LLK_RUN_PAIRED) != 0) != paired ||
                    ((h & LLK_RUN_OPEN) != 0) != open) {
                    bad++;
                    fprintf(stderr, "%s: runs or flags of (%d,%d) wrong\n", where, r, c);
                }
            } else {
                const int16_t *e = b->ext + 4 * t;
                if (e[0] != hlo || e[1] != hhi || e[2] != vlo || e[3] != vhi) {
                    bad++;
                    fprintf(stderr, "%s: bounds of (%d,%d) are %d %d %d %d, want %d %d %d %d\n",
                            where, r, c, e[0], e[1], e[2], e[3], hlo, hhi, vlo, vhi);
                }
            }
        }
    }
    if (tiles != b->tiles) {
        bad++;
        fprintf(stderr, "%s: %d tiles counted, board says %d\n", where, tiles, b->tiles);
    }
    for (int line = 0; b->row_and && line < 2; line++) {
        int n = line ? b->cols : b->rows;
        const uint64_t *t = line ? b->col_and : b->row_and;
        for (int k = 0; (1 << k) <= n; k++) {
            for (int j = 0; j + (1 << k) <= n; j++) {
                uint64_t want = ~0ULL;
                for (int i = j; i < j + (1 << k); i++) {
                    want &= padded(b, line, i);
                }
                if (t[(size_t)j * LLK_AND_LEVELS + (size_t)k] != want) {
                    bad++;
                    fprintf(stderr, "%s: %s table entry (%d, %d) wrong\n", where,
                            line ? "column" : "row", j, k);
                }
            }
        }
    }
    return bad;
}

int main(void)
{
    uint64_t seed = check_seed("board_derived", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    static const int sizes[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 61}, {61, 1}, {3, 7},
                                   {8, 18}, {11, 19}, {61, 61}, {61, 62}, {62, 5},
                                   {64, 3}, {3, 65}, {65, 66}, {130, 4}};
    int nsizes = (int)(sizeof sizes / sizeof sizes[0]);
    for (int s = 0; s < nsizes; s++) {
        int rows = sizes[s][0], cols = sizes[s][1];
        llk_board *b = llk_board_new(rows, cols);
        CHECK(b != NULL, "board %dx%d", rows, cols);
        if (!b) {
            continue;
        }
        int cells = rows * cols;
        int kinds = 1 + (int)llk_rng_below(&rng, 4);
        int steps = cells < 200 ? 2000 : 600;
        int checks = 0;
        bool good = verify(b, "new board") == 0;
        /* Mix placements, removals and kind changes; bring the derived
         * data up to date after a random number of them (1 to 48, so that
         * the log of changed cells is replayed, and sometimes overflows
         * into a full rebuild) and compare it all. */
        int due = 1 + (int)llk_rng_below(&rng, 48);
        for (int step = 0; step < steps && good; step++) {
            int i = (int)llk_rng_below(&rng, (uint64_t)cells);
            int r = i / cols, c = i % cols;
            int roll = (int)llk_rng_below(&rng, 10);
            int k = roll < 4 ? 0 : 1 + (int)llk_rng_below(&rng, (uint64_t)kinds);
            llk_board_set(b, r, c, k);
            if (--due == 0 || step == steps - 1) {
                char where[96];
                snprintf(where, sizeof where, "seed %" PRIu64 " %dx%d step %d set (%d,%d)=%d",
                         seed, rows, cols, step, r, c, k);
                llk_board_sync(b);
                good = verify(b, where) == 0;
                checks++;
                due = 1 + (int)llk_rng_below(&rng, 48);
            }
        }
        /* A copy and a clone carry the derived data too. */
        llk_board *copy = llk_board_clone(b);
        llk_board_sync(b);
        good = good && copy && (llk_board_sync(copy), verify(copy, "clone")) == 0;
        CHECK(good, "seed %" PRIu64 ": %dx%d derived data after %d checks", seed, rows, cols,
              checks);
        llk_board_free(copy);
        llk_board_free(b);
    }
    return check_done("board_derived");
}
