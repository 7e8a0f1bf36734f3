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
 * One thread at most. Its request is set before it starts and its result
 * read only after pthread_join, so the two sides share nothing while it
 * runs; a request for another level first joins the last one (at most one
 * generation's wait, as without dealing ahead).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>

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
};

static void *ahead_main(void *arg)
{
    struct ahead *a = arg;
    a->board = deal_make(a->d, a->level, a->seed, &a->line, &a->nline);
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

void ahead_start(game *g)
{
    if (g->level >= GAME_LEVELS || g->kind == GAME_KIND_PRACTICE) {
        return;
    }
    int level = g->level + 1;
    struct ahead *a = g->ahead;
    if (a != NULL && a->have && a->d == g->diff && a->level == level &&
        a->seed == g->seed) {
        return; /* already dealt, or being dealt */
    }
    if (a == NULL) {
        a = g->ahead = calloc(1, sizeof *a);
        if (a == NULL) {
            return; /* the next level is dealt when it is asked for */
        }
    }
    ahead_drop(a);
    a->d = g->diff;
    a->level = level;
    a->seed = g->seed;
    a->have = true; /* kept if the thread cannot start: not retried each
                       tick, and game_next_level deals the level itself */
    a->running = pthread_create(&a->thread, NULL, ahead_main, a) == 0;
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
