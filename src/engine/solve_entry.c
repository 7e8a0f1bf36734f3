/* solve_entry.c - the solver's public entry points (llk_solve_memo, in
 * solve.c, does the work) and the check every proof passes before it is
 * handed out: the moves, replayed with the engine's own rules, clear the
 * board. */
#include "solve_int.h"

llk_verdict llk_solve_ex(const llk_board *b, llk_shift mode,
                         const llk_solve_opts *opts, llk_pair *moves,
                         int *nmoves, llk_solve_stats *stats)
{
    return llk_solve_memo(b, mode, opts, NULL, NULL, moves, nmoves, stats);
}

llk_verdict llk_solve(const llk_board *b, llk_shift s, long budget_ms,
                      llk_pair *moves, int *nmoves)
{
    llk_solve_opts o = {budget_ms, 0, false};
    return llk_solve_ex(b, s, &o, moves, nmoves, NULL);
}

bool llk_replay_ok(const llk_board *b, llk_shift s, const llk_pair *moves,
                   int n)
{
    llk_board *w = llk_board_clone(b);
    if (!w) {
        return false;
    }
    bool ok = true;
    for (int i = 0; i < n && ok; i++) {
        ok = llk_find_path(w, moves[i].a, moves[i].b, NULL) == LLK_OK;
        if (ok) {
            llk_board_remove(w, moves[i]);
            llk_shift_apply(w, s, NULL);
        }
    }
    ok = ok && w->tiles == 0;
    llk_board_free(w);
    return ok;
}
