/* test_board_derived.c - the data a board derives from its kinds (empty
 * masks, AND tables, every tile's runs and flags, run bounds on big
 * boards) stays equal to a from-scratch computation through random
 * sequences of placements, removals and kind changes, on sizes around
 * every boundary (1, 61/62 where AND tables stop, 64/65 where lines take
 * two words). Clones and copies taken while changes are still pending
 * (not synced) sync to the same data as a board built from scratch and
 * leave the original alone. Prints its seed; LLK_SEED replays it.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* A board holding b's kinds, built cell by cell on a new board and
 * synced: the derived data computed from scratch. */
static llk_board *from_scratch(const llk_board *b)
{
    llk_board *f = llk_board_new(b->rows, b->cols);
    if (!f) {
        return NULL;
    }
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            llk_board_set(f, r, c, llk_board_get(b, r, c));
        }
    }
    llk_board_sync(f);
    return f;
}

/* Whether x and y (same size) hold the same kinds and derived data: tile
 * count, empty masks, every AND table entry, and each tile's runs and
 * flags or bounds (only tiles keep them). */
static bool same_derived(const llk_board *x, const llk_board *y)
{
    size_t cells = (size_t)x->rows * (size_t)x->cols;
    if (x->rows != y->rows || x->cols != y->cols || x->tiles != y->tiles ||
        memcmp(x->kind, y->kind, cells * sizeof *x->kind) != 0 ||
        memcmp(x->row_empty, y->row_empty, (size_t)x->rows * (size_t)x->rw * 8) != 0 ||
        memcmp(x->col_empty, y->col_empty, (size_t)x->cols * (size_t)x->cw * 8) != 0 ||
        (x->row_and == NULL) != (y->row_and == NULL)) {
        return false;
    }
    for (int line = 0; x->row_and && line < 2; line++) {
        int n = line ? x->cols : x->rows;
        const uint64_t *tx = line ? x->col_and : x->row_and;
        const uint64_t *ty = line ? y->col_and : y->row_and;
        for (int k = 0; (1 << k) <= n; k++) {
            for (int j = 0; j + (1 << k) <= n; j++) {
                size_t e = (size_t)j * LLK_AND_LEVELS + (size_t)k;
                if (tx[e] != ty[e]) {
                    return false;
                }
            }
        }
    }
    for (size_t t = 0; t < cells; t++) {
        if (!x->kind[t]) {
            continue;
        }
        if (x->run ? memcmp(x->run + 2 * t, y->run + 2 * t, 2 * sizeof *x->run) != 0
                   : memcmp(x->ext + 4 * t, y->ext + 4 * t, 4 * sizeof *x->ext) != 0) {
            return false;
        }
    }
    return true;
}

/* Everything of b that a clone or a copy from it could disturb: kinds,
 * masks, tables, runs or bounds, and the log of pending changes, as
 * bytes. */
static size_t snapshot(const llk_board *b, unsigned char *out)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols, at = 0;
    const void *part[8] = {b->kind, b->row_empty, b->col_empty, b->row_and, b->col_and,
                           b->run, b->ext, b->stale};
    size_t size[8] = {cells * sizeof *b->kind, (size_t)b->rows * (size_t)b->rw * 8,
                      (size_t)b->cols * (size_t)b->cw * 8,
                      b->row_and ? (size_t)b->rows * LLK_AND_LEVELS * 8 : 0,
                      b->col_and ? (size_t)b->cols * LLK_AND_LEVELS * 8 : 0,
                      b->run ? 2 * cells * 8 : 0, b->ext ? 4 * cells * 2 : 0,
                      b->stale ? (2 + LLK_STALE_LOG) * 4 : 0};
    for (int i = 0; i < 8; i++) {
        if (out && size[i]) {
            memcpy(out + at, part[i], size[i]);
        }
        at += size[i];
    }
    return at;
}

/* Random kind changes on b (each one a real change, so logged on small
 * boards), not synced. */
static void change(llk_board *b, llk_rng *rng, int n, int kinds)
{
    int cells = b->rows * b->cols;
    for (int done = 0; done < n;) {
        int i = (int)llk_rng_below(rng, (uint64_t)cells);
        int k = llk_rng_below(rng, 3) == 0 ? 0 : 1 + (int)llk_rng_below(rng, (uint64_t)kinds);
        if (llk_board_get(b, i / b->cols, i % b->cols) != k) {
            llk_board_set(b, i / b->cols, i % b->cols, k);
            done++;
        }
    }
}

/* A clone of a board with changes still pending (not synced; on small
 * boards both a replayable log and an overflowed one), and a copy of it
 * onto a board with pending changes of its own, end up after sync with
 * the derived data of a board built from scratch; the original is left
 * as it was, pending changes included, and syncs right afterwards. */
static void test_clone_pending(llk_board *b, llk_rng *rng, uint64_t seed, int kinds)
{
    int rows = b->rows, cols = b->cols;
    for (int round = 0; round < 2; round++) {
        int n = round == 0 ? 1 + (int)llk_rng_below(rng, LLK_STALE_LOG)
                           : LLK_STALE_LOG + 1 + (int)llk_rng_below(rng, 16);
        llk_board_sync(b);
        change(b, rng, n, kinds);
        CHECK(!b->stale || b->stale[0] == (round == 0 ? n : -1),
              "seed %" PRIu64 " %dx%d: %d changes pending, log says %d", seed, rows, cols, n,
              b->stale ? b->stale[0] : 0);
        size_t bytes = snapshot(b, NULL);
        unsigned char *before = malloc(bytes), *after = malloc(bytes);
        llk_board *clone = llk_board_clone(b);
        llk_board *dst = llk_board_new(rows, cols);
        llk_board *scratch = from_scratch(b);
        CHECK(before && after && clone && dst && scratch, "out of memory");
        if (before && after && clone && dst && scratch) {
            snapshot(b, before);
            change(dst, rng, 1 + (int)llk_rng_below(rng, 8), kinds);
            llk_board_copy(dst, b);
            llk_board_sync(clone);
            llk_board_sync(dst);
            char where[96];
            snprintf(where, sizeof where, "seed %" PRIu64 " %dx%d clone, %d pending", seed,
                     rows, cols, n);
            CHECK(verify(clone, where) == 0 && same_derived(clone, scratch),
                  "%s: clone's derived data differs from a board built from scratch", where);
            CHECK(verify(dst, where) == 0 && same_derived(dst, scratch),
                  "%s: copy's derived data differs from a board built from scratch", where);
            snapshot(b, after);
            CHECK(memcmp(before, after, bytes) == 0,
                  "%s: cloning, copying or syncing them changed the original", where);
            llk_board_sync(b);
            CHECK(verify(b, where) == 0 && same_derived(b, scratch),
                  "%s: the original synced afterwards differs from scratch", where);
        }
        llk_board_free(scratch);
        llk_board_free(dst);
        llk_board_free(clone);
        free(before);
        free(after);
    }
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
        test_clone_pending(b, &rng, seed, kinds);
        llk_board_free(b);
    }
    return check_done("board_derived");
}
