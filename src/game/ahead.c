/* ahead.c - boards dealt on a thread: the next level's, ahead of time,
 * and the level the player starts.
 *
 * The generator takes a tenth of a second or more for a hard level in the
 * modes where it searches longest (10x18 `down`: a median of 270 ms, at
 * most about half a second, docs/engine.md), which the player would see as a
 * pause after "Next level". So while a level is played (from its first
 * game_tick), the next one of the same game (the same seed, hence the same
 * board) is dealt on a thread, and game_next_level takes it, waiting only
 * for what is left of it.
 *
 * A level the player starts (from the menu, the level chooser, a game ID)
 * is asked for the same way (game_deal_request): the front end shows that
 * the board is being dealt, looking at game_deal_ready every 20 ms, and
 * begins the game once it is.
 *
 * Each request has its own record and thread. Its request is set before
 * the thread starts and its result is read only after pthread_join, or
 * after the thread has said with the state word (an atomic exchange, so
 * the result's writes come before) that it is done, so the two sides
 * share nothing while it runs. A request no longer wanted (another level
 * asked for, the game freed) is not waited for: its thread is detached
 * and the record abandoned, and whichever side comes last to the state
 * word frees the record and what was dealt (the thread, when it finishes
 * after; the caller, when the thread had finished). So no request ever
 * makes the caller wait for a deal it no longer wants. Letting go also
 * sets the record's cancel flag, which the generator reads at every solver
 * node (llk_generate_cancel), so the thread stops dealing within
 * milliseconds (a play-out under way runs to its end).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>

#include "game_int.h"

enum { AHEAD_RUNNING, AHEAD_DONE, AHEAD_ABANDONED };

struct ahead {
    pthread_t thread;
    bool running;             /* its thread started and is not joined */
    game_difficulty d;        /* the request */
    int level;
    uint64_t seed;
    llk_board *board;         /* the result: read after the join, or once
                                 the state is AHEAD_DONE */
    llk_pair *line;
    int nline;
    atomic_int state;         /* AHEAD_RUNNING, _DONE or _ABANDONED */
    atomic_bool cancel;       /* set when abandoned: the deal stops */
};

static void ahead_destroy(struct ahead *a)
{
    llk_board_free(a->board);
    free(a->line);
    free(a);
}

static void *ahead_main(void *arg)
{
    struct ahead *a = arg;
    a->board = deal_make(a->d, a->level, a->seed, &a->cancel, &a->line, &a->nline);
    if (atomic_exchange(&a->state, AHEAD_DONE) == AHEAD_ABANDONED) {
        ahead_destroy(a); /* no one wants it any more */
    }
    return NULL;
}

/* Let go of a: freed now when its thread is done (or never ran), else
 * by its thread when it ends. */
static void ahead_abandon(struct ahead *a)
{
    if (a == NULL) {
        return;
    }
    if (!a->running) {
        ahead_destroy(a);
        return;
    }
    atomic_store(&a->cancel, true); /* the generator stops at its next node */
    pthread_detach(a->thread);
    if (atomic_exchange(&a->state, AHEAD_ABANDONED) == AHEAD_DONE) {
        ahead_destroy(a);
    }
}

/* Deal level (d, level, seed) on a thread unless that is the request
 * already (dealt or being dealt); another request is abandoned. */
static void ahead_request(game *g, game_difficulty d, int level, uint64_t seed)
{
    struct ahead *a = g->ahead;
    if (a != NULL && a->d == d && a->level == level && a->seed == seed) {
        return; /* already dealt, or being dealt */
    }
    ahead_abandon(a);
    g->ahead = a = calloc(1, sizeof *a);
    if (a == NULL) {
        return; /* the level is dealt when it is asked for */
    }
    a->d = d;
    a->level = level;
    a->seed = seed;
    atomic_init(&a->state, AHEAD_RUNNING);
    atomic_init(&a->cancel, false);
    /* Kept if the thread cannot start (not retried each tick): the begin
     * then deals the level itself. */
    a->running = pthread_create(&a->thread, NULL, ahead_main, a) == 0;
}

void ahead_start(game *g)
{
    if (g->replaying) {
        return; /* a replay plays one board */
    }
    if (g->kind == GAME_KIND_ZEN || g->kind == GAME_KIND_ENDLESS) {
        /* the board after this one */
        ahead_request(g, g->diff, game_zen_level(g->zen_boards + 1),
                      game_zen_seed(g->seed));
        return;
    }
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
    if (a == NULL || !a->running || a->d != d || a->level != level || a->seed != seed) {
        return true; /* nothing on a thread for it: the begin deals it */
    }
    struct timespec t0, t;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (;;) {
        if (atomic_load_explicit(&a->state, memory_order_acquire) == AHEAD_DONE) {
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
    if (a == NULL) {
        return false;
    }
    g->ahead = NULL;
    if (a->d != d || a->level != level || a->seed != seed) {
        ahead_abandon(a);
        return false;
    }
    if (a->running) {
        pthread_join(a->thread, NULL); /* what is left of the deal */
        a->running = false;
    }
    bool ok = a->board != NULL;
    if (ok) {
        *board = a->board;
        *line = a->line;
        *nline = a->nline;
        a->board = NULL;
        a->line = NULL;
    }
    ahead_destroy(a);
    return ok;
}

void ahead_free(game *g)
{
    ahead_abandon(g->ahead);
    g->ahead = NULL;
}
