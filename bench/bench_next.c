/* bench_next.c - how long "Next level" keeps the player waiting: the time
 * game_next_level takes on a cleared level, with the next level dealt
 * ahead while the level was played (src/game/ahead.c: a tick, then a
 * pause standing for the player's minutes on the level), beside the
 * baseline of the same games without dealing ahead (no tick: the
 * generator runs inside game_next_level, as before). Hard, every level
 * after the first, three games each; median and largest wait.
 * And a level started from a menu: the longest the main loop is held
 * (game_deal_request, then game_deal_ready waiting up to the front end's
 * 80 ms before it shows "Dealing...", then the begin once the board is
 * there) beside the baseline (game_begin dealing the level itself).
 * And a run on shapes: the same hold for every level dealt into a layout,
 * at every difficulty, beside the level's full rectangle (same size,
 * kinds, shift and seed) dealt on a thread and begun the same way.
 * And a deal let go of (Cancel, another level, the window closed): how
 * long its thread goes on after llk_generate_cancel's flag is set 10 ms
 * into the deal, beside the baseline of the same deal with the flag never
 * set (the rest of the deal, which a thread without the flag would spend).
 * LLK_BENCH_QUICK=1 shrinks it.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "llk/game.h"
#include "llk/shift.h"
#include "llk/solve.h"
#include "clock.h"

/* One game: level - 1 begun (ticked or not), cleared along its line, then
 * game_next_level timed; -1 on failure. */
static double next_wait(int level, uint64_t seed, bool ahead)
{
    game *g = game_new();
    double ms = -1;
    if (g == NULL || game_begin(g, GAME_RELAXED, GAME_HARD, level - 1, seed) != NULL) {
        game_free(g);
        return ms;
    }
    if (ahead) {
        game_tick(g, 16);
        struct timespec pause = {1, 500000000L}; /* longer than any deal */
        nanosleep(&pause, NULL);
    }
    llk_pair p;
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    if (game_get_screen(g) == GAME_SCREEN_LEVEL_CLEAR) {
        double t0 = bench_now_ms();
        if (game_next_level(g) == NULL) {
            ms = bench_now_ms() - t0;
        }
    }
    game_free(g);
    return ms;
}

/* A level of difficulty d started from a menu: the longest single hold
 * of the caller; -1 on failure. */
static double start_hold_at(game_difficulty d, int level, uint64_t seed, bool ahead)
{
    game *g = game_new();
    if (g == NULL) {
        return -1;
    }
    double hold = 0, t0 = bench_now_ms();
    if (ahead) {
        game_deal_request(g, d, level, seed);
        bool ready = game_deal_ready(g, d, level, seed, 80);
        hold = bench_now_ms() - t0;
        while (!ready) { /* the frames of the Dealing screen */
            ready = game_deal_ready(g, d, level, seed, 16);
        }
        t0 = bench_now_ms();
    }
    bool ok = game_begin(g, GAME_RELAXED, d, level, seed) == NULL;
    double begin = bench_now_ms() - t0;
    game_free(g);
    return !ok ? -1 : begin > hold ? begin : hold;
}

static double start_hold(int level, uint64_t seed, bool ahead)
{
    return start_hold_at(GAME_HARD, level, seed, ahead);
}

/* The full rectangle of a level's size, kinds and shift dealt on a
 * thread (the baseline of a run on shapes). */
struct rect_deal {
    const game_level_params *p;
    llk_shift s;
    uint64_t seed;
    llk_board *b;
    atomic_bool done;
};

static void *rect_main(void *arg)
{
    struct rect_deal *c = arg;
    llk_pair *line = malloc(sizeof *line * (size_t)(c->p->rows * c->p->cols / 2 + 1));
    int n = 0;
    c->b = line ? llk_generate_line(c->p->rows, c->p->cols, c->p->kinds, c->s, c->seed, NULL,
                                    line, &n)
                : NULL;
    free(line);
    atomic_store(&c->done, true);
    return NULL;
}

/* The hold of start_hold_at for the level's full rectangle instead of its
 * layout: the deal on a thread waited for up to 80 ms, then the begin
 * with that board; -1 on failure. */
static double rect_hold(game_difficulty d, int level, uint64_t seed)
{
    struct rect_deal c = {game_level_get(d, level), game_level_shift(level), seed, NULL, false};
    atomic_init(&c.done, false);
    game *g = game_new();
    pthread_t t;
    double t0 = bench_now_ms();
    if (g == NULL || pthread_create(&t, NULL, rect_main, &c) != 0) {
        game_free(g);
        return -1;
    }
    struct timespec step = {0, 500000L}; /* as game_deal_ready looks */
    while (!atomic_load(&c.done) && bench_now_ms() - t0 < 80) {
        nanosleep(&step, NULL);
    }
    double hold = bench_now_ms() - t0;
    pthread_join(t, NULL);
    t0 = bench_now_ms();
    bool ok = c.b != NULL &&
              game_begin_board(g, GAME_RELAXED, d, level, seed, c.b) == NULL;
    double begin = bench_now_ms() - t0;
    llk_board_free(c.b);
    game_free(g);
    return !ok ? -1 : begin > hold ? begin : hold;
}

/* A run on shapes: every level dealt into a layout, at each difficulty,
 * started from a menu (start_hold_at) beside its full rectangle
 * (rect_hold); 3 games a level, median and largest. Returns the games
 * that failed. */
static int bench_shapes(uint64_t seed0)
{
    enum { SEEDS = 3 };
    int bad = 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            const char *name = game_level_layout((game_difficulty)d, level);
            if (name == NULL) {
                continue;
            }
            double with[SEEDS], without[SEEDS];
            for (int i = 0; i < SEEDS; i++) {
                uint64_t seed = seed0 + (uint64_t)(100 * level + i);
                with[i] = start_hold_at((game_difficulty)d, level, seed, true);
                without[i] = rect_hold((game_difficulty)d, level, seed);
                bad += with[i] < 0 || without[i] < 0;
            }
            qsort(with, SEEDS, sizeof *with, bench_cmp_double);
            qsort(without, SEEDS, sizeof *without, bench_cmp_double);
            printf("  %-6s level %2d %-17s %7.2f / %7.2f ms; full rectangle %7.2f / %7.2f ms\n",
                   game_difficulty_name((game_difficulty)d), level, name, with[SEEDS / 2],
                   with[SEEDS - 1], without[SEEDS / 2], without[SEEDS - 1]);
        }
    }
    return bad;
}

/* A deal on a thread, as src/game/ahead.c makes it. */
struct cancel_deal {
    const game_level_params *p;
    llk_shift s;
    uint64_t seed;
    atomic_bool flag;
};

static void *cancel_main(void *arg)
{
    struct cancel_deal *c = arg;
    llk_pair *line = malloc(sizeof *line * (size_t)(c->p->rows * c->p->cols / 2 + 1));
    int n = 0;
    llk_board *b = line ? llk_generate_cancel(c->p->rows, c->p->cols, c->p->kinds, c->s,
                                              c->seed, &c->flag, NULL, line, &n)
                        : NULL;
    llk_board_free(b);
    free(line);
    return NULL;
}

/* Hard level `level`'s deal from seed on a thread, let go of (the flag
 * set: ahead) or not 10 ms in: ms from then until the thread ended; -1
 * when no thread started. */
static double cancel_rest(int level, uint64_t seed, bool ahead)
{
    struct cancel_deal c = {game_level_get(GAME_HARD, level), game_level_shift(level), seed,
                            false};
    atomic_init(&c.flag, false);
    pthread_t t;
    if (pthread_create(&t, NULL, cancel_main, &c) != 0) {
        return -1;
    }
    struct timespec ms10 = {0, 10000000L};
    nanosleep(&ms10, NULL);
    double t0 = bench_now_ms();
    if (ahead) {
        atomic_store(&c.flag, true);
    }
    pthread_join(t, NULL);
    return bench_now_ms() - t0;
}

/* For each hard level from first: SEEDS games timed by fn with and
 * without the thread (seeds seed0 + 100 * level + i), median and largest
 * printed; returns the games that failed. */
static int bench_levels(double (*fn)(int, uint64_t, bool), uint64_t seed0, int first,
                        const char *with_label, const char *figure)
{
    enum { SEEDS = 3 };
    int bad = 0;
    double sum_with = 0, sum_without = 0;
    for (int level = first; level <= GAME_LEVELS; level++) {
        double with[SEEDS], without[SEEDS];
        for (int i = 0; i < SEEDS; i++) {
            uint64_t seed = seed0 + (uint64_t)(100 * level + i);
            with[i] = fn(level, seed, true);
            without[i] = fn(level, seed, false);
            bad += with[i] < 0 || without[i] < 0;
        }
        qsort(with, SEEDS, sizeof *with, bench_cmp_double);
        qsort(without, SEEDS, sizeof *without, bench_cmp_double);
        printf("  level %2d %-22s %s %7.2f / %7.2f ms; baseline %7.2f / %7.2f ms\n", level,
               llk_shift_name(game_level_shift(level)), with_label, with[SEEDS / 2],
               with[SEEDS - 1], without[SEEDS / 2], without[SEEDS - 1]);
        sum_with += with[SEEDS / 2];
        sum_without += without[SEEDS / 2];
    }
    /* The guard's figure: the baseline's medians over ours, summed over
     * the levels; ours is next to nothing, so capped at 20 (ours under a
     * twentieth of the baseline): only a real rise lowers it. */
    bench_ratio(figure, sum_without, sum_with, 20);
    return bad;
}

int main(void)
{
    const char *q = getenv("LLK_BENCH_QUICK");
    bool quick = q != NULL && q[0] == '1';
    int first = quick ? 12 : 2;
    printf("next level: game_next_level's wait on hard, 3 games a level, median / largest "
           "ms; dealt ahead while the level is played (a tick, then 1.5 s) beside the "
           "baseline without (the generator inside game_next_level)\n");
    int bad = bench_levels(next_wait, 4000, first, "dealt ahead", "next-level-wait");
    printf("a level started from a menu: the longest the main loop is held on hard, 3 games "
           "a level, median / largest ms; dealt on the thread (waiting at most 80 ms before "
           "the Dealing screen) beside the baseline (game_begin deals it)\n");
    bad += bench_levels(start_hold, 5000, first, "dealt on the thread", "next-start-hold");
    printf("a run on shapes: the longest the main loop is held starting each level dealt "
           "into a layout (as above, dealt on the thread), every difficulty, 3 games a level, "
           "median / largest ms; beside the same level's full rectangle dealt the same way\n");
    bad += bench_shapes(7000);
    printf("a deal let go of: how long its thread goes on after it is cancelled 10 ms into "
           "the deal, hard, 3 deals a level, median / largest ms; cancelled "
           "(llk_generate_cancel's flag) beside the baseline (the rest of the deal)\n");
    bad += bench_levels(cancel_rest, 6000, first, "cancelled", "next-cancel-rest");
    if (bad > 0) {
        printf("  %d games failed\n", bad);
    }
    return bad > 0;
}
