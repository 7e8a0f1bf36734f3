/* bench_layouts.c - the generator on the levels dealt into a layout
 * (src/game/levels.c): for each such level and difficulty, the time to
 * deal the level's layout under the level's shift, median and p99 over the
 * same seeds (processor time, cpu_ms), beside the baseline of the full
 * rectangle of the same size,
 * shift and kinds (the difficulty's). A layout is flagged SLOWER when its
 * median or p99 is more than 10% and 5 ms above the rectangle's (boards
 * with holes should be no slower to prove; on a busy machine one board of
 * 30 held up by the load costs about 4 ms at the p99, seen on both sides).
 * Then every size and shift, used by a level or not: the size's layouts
 * (the difficulty's, all of that size) dealt in turn under the shift,
 * median and p99 over the same seeds beside the full rectangle of the size
 * and shift, flagged the same way; a pair flagged SLOWER there is one the
 * level table must not use as it stands (docs/engine.md).
 * The count of levels flagged is guarded: a LIMIT line with the limit 0
 * (bench/guard.py). LLK_BENCH_QUICK=1: 5 boards a cell instead of 30. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "llk/game.h"
#include "llk/layout.h"
#include "llk/solve.h"
#include "clock.h"

/* The thread's processor time in ms: the generator runs on the calling
 * thread, and other processes on a shared machine do not count (wall
 * time there put one board of 30 tens of ms late, on either side). */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static double pct(double *v, int n, double p)
{
    qsort(v, (size_t)n, sizeof *v, bench_cmp_double);
    int i = (int)(p * (n - 1) + 0.5);
    return v[i];
}

static bool worse(double got, double base)
{
    return got > base * 1.1 && got > base + 5;
}

/* Every shift on the layouts of difficulty d's size, in turn (layout i % nl
 * for seed i), beside the full rectangle; returns the cells flagged. */
static int every_shift(game_difficulty d, int n, double *t, double *tb)
{
    const game_level_params *p = game_level_get(d, 1);
    llk_layout *l[32];
    int nl = 0;
    for (int i = 0; i < game_layout_count() && nl < 32; i++) {
        llk_layout *x = game_layout_load(game_layout_name(i));
        if (x != NULL && x->rows == p->rows && x->cols == p->cols) {
            l[nl++] = x;
        } else {
            llk_layout_free(x);
        }
    }
    int slower = 0;
    for (int s = 0; s < LLK_SHIFT_COUNT && nl > 0; s++) {
        for (int i = 0; i < n; i++) {
            uint64_t seed = 900 + (uint64_t)i;
            const llk_layout *x = l[i % nl];
            double t0 = cpu_ms();
            llk_board *b = llk_generate_layout(x, llk_layout_kinds(x, p->kinds), (llk_shift)s,
                                               seed, 0, NULL, NULL, NULL, NULL);
            t[i] = cpu_ms() - t0;
            llk_board_free(b);
            t0 = cpu_ms();
            b = llk_generate_ex(p->rows, p->cols, p->kinds, (llk_shift)s, seed, NULL);
            tb[i] = cpu_ms() - t0;
            llk_board_free(b);
        }
        double med = pct(t, n, 0.5), p99 = pct(t, n, 0.99);
        double bmed = pct(tb, n, 0.5), bp99 = pct(tb, n, 0.99);
        bool bad = worse(med, bmed) || worse(p99, bp99);
        slower += bad;
        printf("  %2dx%-2d %-22s %d layouts: median %6.2f p99 %7.2f ms; baseline %6.2f / "
               "%7.2f ms %s\n",
               p->rows, p->cols, llk_shift_name((llk_shift)s), nl, med, p99, bmed, bp99,
               bad ? "SLOWER" : "ok");
    }
    for (int i = 0; i < nl; i++) {
        llk_layout_free(l[i]);
    }
    return slower;
}

int main(void)
{
    const char *q = getenv("LLK_BENCH_QUICK");
    int n = q && strcmp(q, "1") == 0 ? 5 : 30;
    setvbuf(stdout, NULL, _IOLBF, 0);
    printf("generate on layouts, %d boards a cell: median / p99 ms (processor time) per board "
           "beside the full rectangle of the same size, shift and seeds (baseline)\n", n);
    double *t = malloc(sizeof *t * (size_t)n), *tb = malloc(sizeof *tb * (size_t)n);
    int cells = 0, slower = 0;
    double sum_med = 0, sum_base = 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            const char *name = game_level_layout((game_difficulty)d, level);
            if (name == NULL) {
                continue;
            }
            const game_level_params *p = game_level_get((game_difficulty)d, level);
            llk_shift s = game_level_shift(level);
            llk_layout *l = game_layout_load(name);
            if (l == NULL) {
                printf("  %s: cannot load\n", name);
                slower++;
                continue;
            }
            int kinds = llk_layout_kinds(l, p->kinds);
            for (int i = 0; i < n; i++) {
                uint64_t seed = 500 + (uint64_t)i;
                double t0 = cpu_ms();
                llk_board *b = llk_generate_layout(l, kinds, s, seed, 0, NULL, NULL, NULL, NULL);
                t[i] = cpu_ms() - t0;
                llk_board_free(b);
                t0 = cpu_ms();
                b = llk_generate_ex(p->rows, p->cols, p->kinds, s, seed, NULL);
                tb[i] = cpu_ms() - t0;
                llk_board_free(b);
            }
            double med = pct(t, n, 0.5), p99 = pct(t, n, 0.99);
            double bmed = pct(tb, n, 0.5), bp99 = pct(tb, n, 0.99);
            bool bad = worse(med, bmed) || worse(p99, bp99);
            cells++;
            slower += bad;
            sum_med += med;
            sum_base += bmed;
            printf("  %-6s level %2d %-22s %-17s %3d tiles: median %6.2f p99 %7.2f ms; "
                   "baseline %6.2f / %7.2f ms %s\n",
                   game_difficulty_name((game_difficulty)d), level, llk_shift_name(s), name,
                   l->tiles, med, p99, bmed, bp99, bad ? "SLOWER" : "ok");
            llk_layout_free(l);
        }
    }
    printf("  layouts slower than the full rectangle: %d of %d\n", slower, cells);
    /* The guard's figure: the full rectangles' medians over the layouts',
     * summed over the cells, capped at 10 (the layouts' medians are a
     * fraction of a millisecond, the rectangles' up to 90 ms: the ratio
     * itself swings with a few deals; a layout ten times slower than now
     * still shows). */
    bench_ratio("layouts-generate", sum_base, sum_med, 10);
    /* guarded (bench/guard.py): no level may deal its shape slower */
    printf("LIMIT layouts-slower-levels %d 0\n", slower);
    printf("generate on layouts, every size and shift, %d boards a cell (the size's layouts in "
           "turn): median / p99 ms beside the full rectangle of the size and shift\n", n);
    int all = 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        all += every_shift((game_difficulty)d, n, t, tb);
    }
    printf("  sizes and shifts where layouts are slower than the full rectangle: %d of %d\n",
           all, GAME_DIFFICULTY_COUNT * LLK_SHIFT_COUNT);
    free(t);
    free(tb);
    return 0;
}
