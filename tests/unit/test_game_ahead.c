/* test_game_ahead.c - boards dealt on a thread (ahead.c): once a level is
 * played (its first tick) the next level of the same game is requested,
 * and what the thread deals is the board and line the generator makes for
 * that level; clearing a level and going on gives that board, the same as
 * a game begun at the next level; nothing is dealt ahead after the last
 * level or in practice; a request for another game drops the old one. A
 * level the player starts is asked for the same way (game_deal_request):
 * game_deal_ready says false while the thread deals it and true once it
 * is dealt, and the begin then takes that board; asking again starts no
 * second thread. A deal no longer wanted (another level asked for, the
 * game freed) is never waited for, and its thread frees what it dealt
 * (every thread has ended, and LeakSanitizer sees no leak, at the end);
 * it is cancelled, so the generator stops before any work (the wrapped
 * llk_generate_cancel logs each call), while the deals taken run in full.
 * Threads are held at a gate that the wrapped pthread_create (the
 * linker's --wrap, Makefile) puts before them, so "still dealing" holds
 * on any machine, and an unwanted wait shows as a failed check after 5 s
 * rather than a hang; the wrapper also fails thread creation on demand:
 * going on then deals the level itself, the same board. Also under
 * ThreadSanitizer (make test-tsan). Prints its seed; LLK_SEED=N replays
 * it. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "../../src/game/game_int.h" /* ahead_take and deal_make, tested alone */

/* pthread_create, failing while no_threads is set (Makefile: --wrap);
 * a thread started while the gate is shut waits for it to open before it
 * runs. threads_started counts the threads started, threads_live those
 * not yet ended. */
static bool no_threads;
static int threads_refused, threads_started;
static atomic_int threads_live;
static pthread_mutex_t gate_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cv = PTHREAD_COND_INITIALIZER;
static bool gate_shut;

struct gated {
    void *(*f)(void *);
    void *arg;
};

static void *gated_main(void *p)
{
    struct gated g = *(struct gated *)p;
    free(p);
    pthread_mutex_lock(&gate_mu);
    while (gate_shut) {
        pthread_cond_wait(&gate_cv, &gate_mu);
    }
    pthread_mutex_unlock(&gate_mu);
    void *r = g.f(g.arg);
    atomic_fetch_sub(&threads_live, 1);
    return r;
}

/* llk_generate_cancel, recording each call's board seed and whether it
 * was cancelled (Makefile: --wrap). */
enum { GEN_LOG = 256 };
static pthread_mutex_t gen_mu = PTHREAD_MUTEX_INITIALIZER;
static struct {
    uint64_t seed;
    bool cancelled;
    long long nodes;
} gen_log[GEN_LOG];
static int gen_calls;

llk_board *__real_llk_generate_cancel(int rows, int cols, int kinds, llk_shift s,
                                      uint64_t seed, const atomic_bool *cancel,
                                      llk_generate_info *info, llk_pair *line, int *nline);
llk_board *__wrap_llk_generate_cancel(int rows, int cols, int kinds, llk_shift s,
                                      uint64_t seed, const atomic_bool *cancel,
                                      llk_generate_info *info, llk_pair *line, int *nline);
llk_board *__wrap_llk_generate_cancel(int rows, int cols, int kinds, llk_shift s,
                                      uint64_t seed, const atomic_bool *cancel,
                                      llk_generate_info *info, llk_pair *line, int *nline)
{
    llk_generate_info mine;
    llk_board *b = __real_llk_generate_cancel(rows, cols, kinds, s, seed, cancel,
                                              info ? info : &mine, line, nline);
    pthread_mutex_lock(&gen_mu);
    if (gen_calls < GEN_LOG) {
        gen_log[gen_calls].seed = seed;
        gen_log[gen_calls].cancelled = (info ? info : &mine)->cancelled;
        gen_log[gen_calls].nodes = (info ? info : &mine)->nodes;
    }
    gen_calls++;
    pthread_mutex_unlock(&gen_mu);
    return b;
}

/* The logged calls for board seed z: 1 when one was cancelled with no node
 * spent, 0 when every one dealt in full, -1 when none was made. */
static int gen_cancelled(uint64_t z)
{
    int r = -1;
    pthread_mutex_lock(&gen_mu);
    for (int i = 0; i < gen_calls && i < GEN_LOG; i++) {
        if (gen_log[i].seed == z && gen_log[i].cancelled && gen_log[i].nodes == 0) {
            r = 1;
        } else if (gen_log[i].seed == z && r < 0) {
            r = 0;
        }
    }
    pthread_mutex_unlock(&gen_mu);
    return r;
}

static void gate_set(bool shut)
{
    pthread_mutex_lock(&gate_mu);
    gate_shut = shut;
    pthread_cond_broadcast(&gate_cv);
    pthread_mutex_unlock(&gate_mu);
}

int __real_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg);
int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg);
int __wrap_pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg)
{
    if (no_threads) {
        threads_refused++;
        return EAGAIN;
    }
    struct gated *g = malloc(sizeof *g);
    if (g == NULL) {
        return EAGAIN;
    }
    g->f = f;
    g->arg = arg;
    atomic_fetch_add(&threads_live, 1);
    int r = __real_pthread_create(t, a, gated_main, g);
    if (r != 0) {
        atomic_fetch_sub(&threads_live, 1);
        free(g);
    } else {
        threads_started++;
    }
    return r;
}

/* Whether fn(arg) returns within 5 s (run on a thread of its own, not
 * held at the gate). If not, the gate is opened to let it finish. */
struct soon {
    void (*fn)(void *);
    void *arg;
    atomic_bool done;
};

static void *soon_main(void *p)
{
    struct soon *s = p;
    s->fn(s->arg);
    atomic_store(&s->done, true);
    return NULL;
}

static bool returns_soon(void (*fn)(void *), void *arg)
{
    struct soon s = {fn, arg, false};
    pthread_t t;
    if (__real_pthread_create(&t, NULL, soon_main, &s) != 0) {
        fn(arg);
        return true;
    }
    bool done = false;
    for (int i = 0; i < 500 && !done; i++) {
        struct timespec ms10 = {0, 10000000L};
        nanosleep(&ms10, NULL);
        done = atomic_load(&s.done);
    }
    if (!done) {
        gate_set(false);
    }
    pthread_join(t, NULL);
    return done;
}

static bool same_board(const llk_board *a, const llk_board *b)
{
    if (a == NULL || b == NULL || a->rows != b->rows || a->cols != b->cols) {
        return false;
    }
    for (int r = 0; r < a->rows; r++) {
        for (int c = 0; c < a->cols; c++) {
            if (llk_board_get(a, r, c) != llk_board_get(b, r, c)) {
                return false;
            }
        }
    }
    return true;
}

/* After a tick, the thread's board for the next level is the generator's. */
static void test_dealt_ahead(llk_rng *rng, game_difficulty d, int level)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    CHECK(game_begin(g, GAME_TIMED, d, level, seed) == NULL, "start");
    game_tick(g, 16);
    llk_board *got = NULL;
    llk_pair *line = NULL;
    int n = 0;
    CHECK(ahead_take(g, d, level + 1, seed, &got, &line, &n), "level %d dealt ahead", level + 1);
    llk_pair *want_line = NULL;
    int want_n = 0;
    llk_board *want = deal_make(d, level + 1, seed, NULL, &want_line, &want_n);
    CHECK(same_board(got, want), "level %d seed %llu: the generator's board", level + 1,
          (unsigned long long)seed);
    CHECK_INT(n, want_n);
    CHECK(n == want_n && line != NULL && want_line != NULL &&
              memcmp(line, want_line, sizeof *line * (size_t)n) == 0,
          "the generator's line");
    /* Taken: a second take finds nothing. */
    llk_board *again = NULL;
    CHECK(!ahead_take(g, d, level + 1, seed, &again, &line, &n) && again == NULL,
          "taken once");
    llk_board_free(got);
    llk_board_free(want);
    free(line);
    free(want_line);
    game_free(g);
}

/* Clearing a level and going on gives the board dealt ahead, which is the
 * board of a game begun at the next level. */
static void test_next_level(llk_rng *rng)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, seed) == NULL, "start");
    game_tick(g, 16);
    llk_pair p;
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        CHECK_INT(game_select(g, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
    }
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK(game_next_level(g) == NULL, "next level");
    CHECK_INT(game_get_level(g), 2);
    game *h = game_new();
    CHECK(game_begin(h, GAME_RELAXED, GAME_EASY, 2, seed) == NULL, "level 2 at once");
    CHECK(same_board(game_get_board(g), game_get_board(h)), "seed %llu: the same level 2",
          (unsigned long long)seed);
    llk_pair a, b;
    CHECK(game_line_next(g, &a) && game_line_next(h, &b) && memcmp(&a, &b, sizeof a) == 0,
          "the same line");
    game_free(h);
    game_free(g);
}

/* Nothing after the last level or in practice; another level's request is
 * dropped; a game freed with its thread running lets it finish alone. */
static void test_nothing_ahead(llk_rng *rng)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    llk_board *b = NULL;
    llk_pair *line = NULL;
    int n = 0;
    game *g = game_new();
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, GAME_LEVELS, seed) == NULL, "last level");
    game_tick(g, 16);
    CHECK(!ahead_take(g, GAME_EASY, GAME_LEVELS + 1, seed, &b, &line, &n), "after the last");
    CHECK(game_begin_practice(g, GAME_EASY, 3, seed) == NULL, "practice");
    game_tick(g, 16);
    CHECK(!ahead_take(g, GAME_EASY, 4, seed, &b, &line, &n), "practice is one level");
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 3, seed) == NULL, "a run");
    game_tick(g, 16);
    CHECK(!ahead_take(g, GAME_EASY, 4, seed + 1, &b, &line, &n), "another seed");
    CHECK(!ahead_take(g, GAME_EASY, 4, seed, &b, &line, &n), "dropped by the other request");
    CHECK(b == NULL, "nothing handed over");
    /* Requests in quick succession, then freed while dealing. */
    for (int level = 1; level < 6; level++) {
        CHECK(game_begin(g, GAME_TIMED, GAME_NORMAL, level, seed + (uint64_t)level) == NULL,
              "level %d", level);
        game_tick(g, 16);
    }
    game_free(g);
}

/* No thread: asked once (not each tick), nothing dealt ahead, and the
 * next level is dealt when asked for, the same board. */
static void test_no_thread(llk_rng *rng)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, seed) == NULL, "start");
    no_threads = true;
    threads_refused = 0;
    for (int i = 0; i < 10; i++) {
        game_tick(g, 16);
    }
    CHECK_INT(threads_refused, 1);
    llk_pair p;
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        CHECK_INT(game_select(g, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
    }
    CHECK(game_next_level(g) == NULL, "next level without a thread");
    no_threads = false;
    game *h = game_new();
    CHECK(game_begin(h, GAME_RELAXED, GAME_EASY, 2, seed) == NULL, "level 2 at once");
    CHECK(same_board(game_get_board(g), game_get_board(h)), "the same level 2");
    game_free(h);
    game_free(g);
}

/* A level started from a menu: dealt on the thread, not ready while the
 * thread is held, ready once it ran, and the begin takes that board (the
 * generator's); asking again or for nothing (a bad level, difficulty)
 * starts no thread; another level's request is "ready" (the begin deals
 * it itself). */
static void test_deal_request(llk_rng *rng, game_difficulty d, int level)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    CHECK(game_deal_ready(g, d, level, seed, 0), "nothing asked: the begin deals it");
    gate_set(true);
    game_deal_request(g, d, level, seed);
    int started = threads_started;
    CHECK(!game_deal_ready(g, d, level, seed, 0), "level %d: not dealt while held", level);
    CHECK(!game_deal_ready(g, d, level, seed, 20), "not dealt after waiting 20 ms either");
    CHECK(game_deal_ready(g, d, level + 1, seed, 0), "another level: nothing on the thread");
    game_deal_request(g, d, level, seed);
    game_deal_request(g, d, 0, seed);
    game_deal_request(g, d, GAME_LEVELS + 1, seed);
    game_deal_request(g, (game_difficulty)GAME_DIFFICULTY_COUNT, level, seed);
    CHECK_INT(threads_started, started); /* the same request kept, the bad ones ignored */
    CHECK(!game_deal_ready(g, d, level, seed, 0), "still the request held");
    gate_set(false);
    int waits = 0;
    while (!game_deal_ready(g, d, level, seed, 100) && waits < 600) {
        waits++;
    }
    CHECK(waits < 600, "dealt within a minute");
    CHECK(game_begin(g, GAME_TIMED, d, level, seed) == NULL, "begin");
    CHECK_INT(threads_started, started); /* taken, not dealt again */
    llk_board *b = NULL;
    llk_pair *line = NULL, *want_line = NULL;
    int n = 0, want_n = 0;
    CHECK(!ahead_take(g, d, level, seed, &b, &line, &n), "the begin took the board");
    llk_board *want = deal_make(d, level, seed, NULL, &want_line, &want_n);
    CHECK(same_board(game_get_board(g), want), "level %d seed %llu: the generator's board",
          level, (unsigned long long)seed);
    llk_board_free(want);
    free(want_line);
    game_free(g);
}

struct req {
    game *g;
    game_difficulty d;
    int level;
    uint64_t seed;
};

static void do_request(void *p)
{
    struct req *r = p;
    game_deal_request(r->g, r->d, r->level, r->seed);
}

static void do_free(void *p)
{
    game_free(p);
}

/* The board seeds of the two deals test_not_waited lets go of while they
 * are held (their threads start with the cancel flag set) and of the one
 * it takes. */
static uint64_t held_seeds[2], taken_seed;

/* A deal no longer wanted is not waited for: another level asked for, or
 * the game freed, while the thread is held, returns at once; the level
 * asked for instead is the one dealt and taken. Its thread stops dealing:
 * the generator is cancelled (checked in main, once every thread ended). */
static void test_not_waited(llk_rng *rng)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    gate_set(true);
    game_deal_request(g, GAME_HARD, 2, seed);
    struct req r = {g, GAME_EASY, 3, seed};
    CHECK(returns_soon(do_request, &r), "another level asked for: no wait for the held one");
    CHECK(!game_deal_ready(g, GAME_EASY, 3, seed, 0), "the new one held too");
    gate_set(false);
    int waits = 0;
    while (!game_deal_ready(g, GAME_EASY, 3, seed, 100) && waits < 600) {
        waits++;
    }
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 3, seed) == NULL, "begin level 3");
    llk_pair *want_line = NULL;
    int want_n = 0;
    llk_board *want = deal_make(GAME_EASY, 3, seed, NULL, &want_line, &want_n);
    CHECK(same_board(game_get_board(g), want), "the level asked for last");
    llk_board_free(want);
    free(want_line);
    gate_set(true);
    game_deal_request(g, GAME_HARD, 2, seed + 1);
    CHECK(returns_soon(do_free, g), "a game freed: no wait for its held deal");
    gate_set(false);
    held_seeds[0] = deal_board_seed(seed, GAME_HARD, 2);
    held_seeds[1] = deal_board_seed(seed + 1, GAME_HARD, 2);
    taken_seed = deal_board_seed(seed, GAME_EASY, 3);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_ahead", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int level = 1; level < GAME_LEVELS; level++) {
        test_dealt_ahead(&rng, GAME_EASY, level);
    }
    test_dealt_ahead(&rng, GAME_NORMAL, 1); /* level 2: `down` */
    test_dealt_ahead(&rng, GAME_HARD, 2);
    test_next_level(&rng);
    test_nothing_ahead(&rng);
    test_no_thread(&rng);
    test_deal_request(&rng, GAME_EASY, 1);
    test_deal_request(&rng, GAME_HARD, 2);
    test_not_waited(&rng);
    /* Every thread ends, the abandoned ones having freed their deals
     * (LeakSanitizer, in the sanitized build, checks that). */
    for (int i = 0; i < 600 && atomic_load(&threads_live) > 0; i++) {
        struct timespec ms100 = {0, 100000000L};
        nanosleep(&ms100, NULL);
    }
    CHECK_INT(atomic_load(&threads_live), 0);
    /* The deals let go of stopped before any work; the deals taken ran in
     * full (a board was begun from each, above). */
    CHECK_INT(gen_cancelled(held_seeds[0]), 1);
    CHECK_INT(gen_cancelled(held_seeds[1]), 1);
    CHECK_INT(gen_cancelled(taken_seed), 0);
    return check_done("test_game_ahead");
}
