/* warn.c - a warning before a losing move (game.h): whether the pair a
 * click would remove is proven, by the thinker, to leave the board with no
 * line that clears it.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <time.h>

#include "game_int.h"

/* Milliseconds on a monotonic clock. */
static long warn_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long)ts.tv_sec * 1000L + ts.tv_nsec / 1000000L;
}

/* Whether removing p (with the level's shift) leaves tiles and a pair:
 * a board cleared is won, and one left with no pair the game re-deals at
 * once for free, so neither is a loss to warn of. */
static bool warn_leaves_play(const game *g, llk_pair p)
{
    llk_board *b = llk_board_clone(g->board);
    if (b == NULL) {
        return false;
    }
    llk_board_remove(b, p);
    llk_shift_apply(b, g->shift, NULL);
    bool play = b->tiles > 0 && llk_has_pair(b, NULL);
    llk_board_free(b);
    return play;
}

/* The thinker's class of pair p on the position on show: proven lost
 * after it, proven winnable, or not known (yet). */
static llk_position warn_class(game *g, llk_pair p)
{
    int n = llk_think_pairs(g->think, g->think_gen, NULL, NULL, 0);
    if (n <= 0) {
        return LLK_POSITION_UNKNOWN; /* not counted yet */
    }
    llk_pair *pairs = malloc(sizeof *pairs * (size_t)n);
    llk_position *cls = malloc(sizeof *cls * (size_t)n);
    llk_position found = LLK_POSITION_UNKNOWN;
    int got = pairs && cls ? llk_think_pairs(g->think, g->think_gen, pairs,
                                             cls, n)
                           : -1;
    for (int i = 0; i < got && i < n; i++) {
        if (llk_pair_same(pairs[i], p)) {
            found = cls[i];
            break;
        }
    }
    free(pairs);
    free(cls);
    return found;
}

bool game_move_loses(game *g, int r, int c, long wait_ms)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL ||
        g->think == NULL || !g->has_sel || game_demo_on(g) ||
        !llk_board_inside(g->board, r, c) ||
        (g->sel.r == r && g->sel.c == c)) {
        return false;
    }
    llk_pair p = {g->sel, {r, c}};
    if (llk_find_path(g->board, p.a, p.b, NULL) != LLK_OK ||
        !warn_leaves_play(g, p)) {
        return false;
    }
    long until = warn_now_ms() + (wait_ms > 0 ? wait_ms : 0);
    for (;;) {
        llk_think_status st;
        llk_think_poll(g->think, &st);
        bool ours = st.gen == g->think_gen;
        /* a board already proven lost is told once (the dead-end notice):
         * a move in it does not make it so */
        if (ours && st.position == LLK_POSITION_LOST) {
            return false;
        }
        llk_position k = warn_class(g, p);
        if (k != LLK_POSITION_UNKNOWN) {
            return k == LLK_POSITION_LOST;
        }
        long left = until - warn_now_ms();
        if (left <= 0 || (ours && (st.done || st.gave_up))) {
            return false; /* not proven (in time): the move goes unchallenged */
        }
        llk_think_wait(g->think, g->think_gen, left < 10 ? left : 10);
    }
}
