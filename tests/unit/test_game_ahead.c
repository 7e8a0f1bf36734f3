/* test_game_ahead.c - the next level dealt ahead on a thread (ahead.c):
 * once a level is played (its first tick) the next level of the same game
 * is requested, and what the thread deals is the board and line the
 * generator makes for that level; clearing a level and going on gives that
 * board, the same as a game begun at the next level; nothing is dealt
 * ahead after the last level or in practice; a request for another game
 * drops the old one; a game freed while its thread runs waits for it (also
 * under ThreadSanitizer: make test-tsan); when no thread can start (the
 * linker's --wrap of pthread_create fails it on demand), going on deals
 * the level itself, the same board. A level the player starts is asked
 * for the same way (game_deal_request): game_deal_ready says false while
 * the thread deals it (held at a gate the wrapped pthread_create puts
 * before it, so this holds on any machine) and true once it is dealt, and
 * the begin then takes that board. Prints its seed; LLK_SEED=N replays
 * it. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "../../src/game/game_int.h" /* ahead_take and deal_make, tested alone */

/* pthread_create, failing while no_threads is set (Makefile: --wrap);
 * a thread started while the gate is shut waits for it to open before it
 * runs. */
static bool no_threads;
static int threads_refused;
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
    return g.f(g.arg);
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
    int r = __real_pthread_create(t, a, gated_main, g);
    if (r != 0) {
        free(g);
    }
    return r;
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
    llk_board *want = deal_make(d, level + 1, seed, &want_line, &want_n);
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
 * dropped; a game freed with its thread running waits for it. */
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
 * generator's); requests for nothing (bad level) or another level are
 * "ready" (the begin deals them itself). */
static void test_deal_request(llk_rng *rng, game_difficulty d, int level)
{
    uint64_t seed = llk_rng_next(rng) % 1000000;
    game *g = game_new();
    CHECK(game_deal_ready(g, d, level, seed, 0), "nothing asked: the begin deals it");
    gate_set(true);
    game_deal_request(g, d, level, seed);
    CHECK(!game_deal_ready(g, d, level, seed, 0), "level %d: not dealt while held", level);
    CHECK(!game_deal_ready(g, d, level, seed, 20), "not dealt after waiting 20 ms either");
    CHECK(game_deal_ready(g, d, level + 1, seed, 0), "another level: nothing on the thread");
    game_deal_request(g, d, level, seed); /* asked again: the same request kept */
    gate_set(false);
    int waits = 0;
    while (!game_deal_ready(g, d, level, seed, 100) && waits < 600) {
        waits++;
    }
    CHECK(waits < 600, "dealt within a minute");
    CHECK(game_begin(g, GAME_TIMED, d, level, seed) == NULL, "begin");
    llk_board *b = NULL;
    llk_pair *line = NULL, *want_line = NULL;
    int n = 0, want_n = 0;
    CHECK(!ahead_take(g, d, level, seed, &b, &line, &n), "the begin took the board");
    llk_board *want = deal_make(d, level, seed, &want_line, &want_n);
    CHECK(same_board(game_get_board(g), want), "level %d seed %llu: the generator's board",
          level, (unsigned long long)seed);
    game_deal_request(g, d, 0, seed);
    game_deal_request(g, d, GAME_LEVELS + 1, seed);
    game_deal_request(g, (game_difficulty)GAME_DIFFICULTY_COUNT, level, seed);
    CHECK(game_deal_ready(g, d, 0, seed, 0), "a bad level: nothing asked");
    llk_board_free(want);
    free(want_line);
    /* A request still being dealt when the game is freed: the free waits. */
    gate_set(true);
    game_deal_request(g, d, level, seed + 1);
    gate_set(false);
    game_free(g);
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
    return check_done("test_game_ahead");
}
