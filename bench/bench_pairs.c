/* bench_pairs.c - the pair count on the large random boards of issue 31:
 * 256x256, 512x512 and 1024x1024, 60% full, 50 kinds dealt in pairs on
 * random cells (as bench/make_boards.py deals them, from the project's
 * RNG here). Each figure beside its baseline, measured in the same run on
 * the same board: reading the board (llk_parse_boards on its text, in
 * memory), a pass over every cell that any answer needs. Their ratio
 * (reading / counting, higher is better) goes on a RATIO line for
 * bench/guard.py; the 1024x1024 count also on a LIMIT line against its
 * committed limit of 2 s (issue 31). Times are the thread's CPU time
 * (steadier than the wall clock on a shared machine), the fastest of
 * REPS runs.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "llk/board.h"
#include "llk/boardfile.h"
#include "llk/rng.h"

enum { REPS = 5, KINDS = 50, FILL = 60 };

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* The board as text, FILL% of its cells tiles, tile i of kind
 * (i / 2) % KINDS + 1, on cells drawn at random. */
static char *board_text(int n, uint64_t seed, size_t *len)
{
    int cells = n * n, tiles = cells * FILL / 100 / 2 * 2;
    int *v = calloc((size_t)cells, sizeof *v);
    int *order = malloc((size_t)cells * sizeof *order);
    char *text = malloc((size_t)cells * 3 + 1);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int i = 0; i < cells; i++) {
        order[i] = i;
    }
    llk_rng_shuffle_ints(&rng, order, cells);
    for (int i = 0; i < tiles; i++) {
        v[order[i]] = (i / 2) % KINDS + 1;
    }
    size_t at = 0;
    for (int i = 0; i < cells; i++) {
        at += (size_t)snprintf(text + at, 4, "%d%c", v[i], i % n == n - 1 ? '\n' : ' ');
    }
    *len = at;
    free(v);
    free(order);
    return text;
}

static void bench_board(int n, uint64_t seed, double limit_ms)
{
    size_t len;
    char *text = board_text(n, seed, &len);
    double read_ms = 1e300, count_ms = 1e300;
    size_t pairs = 0;
    for (int r = 0; r < REPS; r++) {
        llk_board_list list;
        char err[256];
        double t0 = now_ms();
        if (llk_parse_boards(text, len, "bench", &list, err, sizeof err) != 0) {
            fprintf(stderr, "bench_pairs: %s\n", err);
            exit(1);
        }
        double t1 = now_ms();
        pairs = llk_pairs(list.boards[0], NULL, 0);
        double t2 = now_ms();
        read_ms = t1 - t0 < read_ms ? t1 - t0 : read_ms;
        count_ms = t2 - t1 < count_ms ? t2 - t1 : count_ms;
        llk_board_list_free(&list);
    }
    char name[64];
    snprintf(name, sizeof name, "%dx%d", n, n);
    printf("  %-10s pairs %-8zu count %8.1f ms   reading the board %7.1f ms   "
           "count %.2fx reading%s\n",
           name, pairs, count_ms, read_ms, count_ms / read_ms,
           limit_ms > 0 ? "   (limit 2000 ms)" : "");
    printf("RATIO pairs-big-%s %.2f\n", name, read_ms / count_ms);
    if (limit_ms > 0) {
        printf("LIMIT pairs-big-%s-ms %.0f %.0f\n", name, count_ms, limit_ms);
    }
    free(text);
}

int main(void)
{
    printf("Pair count on random boards 60%% full, 50 kinds (issue 31), CPU ms, fastest of %d;\n"
           "baseline: reading the same board from text in memory\n",
           REPS);
    bench_board(256, 1, 0);
    bench_board(512, 2, 0);
    bench_board(1024, 3, 2000);
    return 0;
}
