/* replay.c - the solver's clock, and checking a proof: every move of a
 * line removable on the board as it stands, the shift after each, and the
 * board empty at the end (the generator, the re-deal and the hint replay
 * what they hand back). */
#define _POSIX_C_SOURCE 200809L
#include <time.h>

#include "solve_int.h"

double llk_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

bool llk_replay_ok(const llk_board *b, llk_shift s, const llk_pair *moves,
                   int n)
{
    return llk_replay_until(b, s, moves, n, 0);
}

bool llk_replay_until(const llk_board *b, llk_shift s, const llk_pair *moves, int n,
                      double deadline)
{
    llk_board *w = llk_board_clone(b);
    if (!w) {
        return false;
    }
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        ok = llk_find_path(w, moves[i].a, moves[i].b, NULL) == LLK_OK &&
             !(deadline > 0 && (i & 63) == 0 && llk_now_ms() > deadline);
        if (ok) {
            llk_board_remove(w, moves[i]);
            llk_shift_apply(w, s, NULL);
        }
    }
    ok = ok && w->tiles == 0;
    llk_board_free(w);
    return ok;
}
