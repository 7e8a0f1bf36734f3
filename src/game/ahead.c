/* ahead.c - the next level's board, dealt ahead on a thread.
 *
 * The generator takes a tenth of a second or more for a hard level in the
 * modes where it searches longest (10x18 `down`: a median of 270 ms, at
 * most about half a second, README), which the player would see as a
 * pause after "Next level". So while a level is played (from its first
 * game_tick), the next one of the same game (the same seed, hence the same
 * board) is dealt on a thread, and game_next_level takes it, waiting only
 * for what is left of it.
 *
 * A level the player starts (from the menu, the level chooser, a game ID)
 * is asked for the same way (game_deal_request): the front end shows that
 * the board is being dealt, checking game_deal_ready each frame, and
 * begins the game once it is.
 *
 * One thread at most. Its request is set before it starts and its result
 * read only after pthread_join (the done flag only says that the result is
 * written), so the two sides share nothing while it runs; a request for
 * another level first joins the last one (at most one generation's wait,
 * as without dealing ahead).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "game_int.h"

struct ahead {
    pthread_t thread;
    bool running;             /* started, not joined yet */
    bool have;                /* a request was made (running or done; no
                                 board when its thread could not start) */
    game_difficulty d;        /* the request */
    int level;
    uint64_t seed;
    llk_board *board;         /* the result, read after the join */
    llk_pair *line;
    int nline;
    atomic_bool done;         /* the thread has written its result */
};

static void *ahead_main(void *arg)
{
    struct ahead *a = arg;
    a->board = deal_make(a->d, a->level, a->seed, &a->line, &a->nline);
    atomic_store_explicit(&a->done, true, memory_order_release);
    return NULL;
}

static void ahead_join(struct ahead *a)
{
    if (a->running) {
        pthread_join(a->thread, NULL);
        a->running = false;
    }
}

/* Join and drop whatever was dealt. */
static void ahead_drop(struct ahead *a)
{
    ahead_join(a);
    llk_board_free(a->board);
    free(a->line);
    a->board = NULL;
    a->line = NULL;
    a->nline = 0;
    a->have = false;
}

/* Deal level (d, level, seed) on the thread unless that is the request
 * already (dealt or being dealt). */
static void ahead_request(game *g, game_difficulty d, int level, uint64_t seed)
{
    struct ahead *a = g->ahead;
    if (a != NULL && a->have && a->d == d && a->level == level && a->seed == seed) {
        return; /* already dealt, or being dealt */
    }
    if (a == NULL) {
        a = g->ahead = calloc(1, sizeof *a);
        if (a == NULL) {
            return; /* the level is dealt when it is asked for */
        }
    }
    ahead_drop(a);
    a->d = d;
    a->level = level;
    a->seed = seed;
    a->have = true; /* kept if the thread cannot start: not retried each
                       tick, and the begin deals the level itself */
    atomic_store_explicit(&a->done, false, memory_order_relaxed);
    a->running = pthread_create(&a->thread, NULL, ahead_main, a) == 0;
}

void ahead_start(game *g)
{
    if (g->level >= GAME_LEVELS || g->kind == GAME_KIND_PRACTICE) {
        return;
    }
    ahead_request(g, g->diff, g->level + 1, g->seed);
}

void game_deal_request(game *g, game_difficulty d, int level, uint64_t seed)
{
    if (g != NULL && (int)d >= 0 && d < GAME_DIFFICULTY_COUNT && level >= 1 &&
        level <= GAME_LEVELS) {
        ahead_request(g, d, level, seed);
    }
}

bool game_deal_ready(game *g, game_difficulty d, int level, uint64_t seed, int wait_ms)
{
    struct ahead *a = g != NULL ? g->ahead : NULL;
    if (a == NULL || !a->have || !a->running || a->d != d || a->level != level ||
        a->seed != seed) {
        return true; /* nothing on the thread for it: the begin deals it */
    }
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        if (atomic_load_explicit(&a->done, memory_order_acquire)) {
            return true;
        }
        clock_gettime(CLOCK_MONOTONIC, &t);
        long long ms = (long long)(t.tv_sec - t0.tv_sec) * 1000 +
                       (t.tv_nsec - t0.tv_nsec) / 1000000;
        if (ms >= wait_ms) {
            return false;
        }
        struct timespec step = {0, 500000L};
        nanosleep(&step, NULL);
    }
}


bool ahead_take(game *g, game_difficulty d, int level, uint64_t seed,
                llk_board **board, llk_pair **line, int *nline)
{
    struct ahead *a = g->ahead;
    if (a == NULL || !a->have) {
        return false;
    }
    if (a->d != d || a->level != level || a->seed != seed) {
        ahead_drop(a);
        return false;
    }
    ahead_join(a);
    bool ok = a->board != NULL;
    if (ok) {
        *board = a->board;
        *line = a->line;
        *nline = a->nline;
        a->board = NULL;
        a->line = NULL;
        a->nline = 0;
    }
    ahead_drop(a);
    return ok;
}

void ahead_free(game *g)
{
    if (g->ahead != NULL) {
        ahead_drop(g->ahead);
        free(g->ahead);
        g->ahead = NULL;
    }
}
