/* test_generate_cancel.c - llk_generate_cancel stops a deal under way,
 * wherever the flag is set: inside a deal's search (the solver reads the
 * flag at its first node), between deals, and in the fallback's play-outs.
 * The flag is set from inside the generator, by wrapped engine calls (the
 * linker's --wrap, Makefile), so each case is deterministic: llk_solve_memo
 * sets it before or after a given call, llk_replay_until (which the
 * fallback calls after each play-out) on its first call. Each case checks
 * first that the same deal without the flag goes past that point (more
 * deals, more nodes, a fallback board). */
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "check.h"
#include "llk/solve.h"
#include "../../src/engine/solve_int.h" /* llk_solve_memo, llk_replay_until */

static atomic_bool *flag;       /* the flag the wrappers set, or NULL */
static int solve_calls, solve_arm_before, solve_arm_after, replay_arm;
static const atomic_bool *solve_saw; /* the cancel the generator passed */

llk_verdict __real_llk_solve_memo(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                                  llk_memo *memo, const atomic_bool *cancel, llk_pair *moves,
                                  int *nmoves, llk_solve_stats *stats);
llk_verdict __wrap_llk_solve_memo(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                                  llk_memo *memo, const atomic_bool *cancel, llk_pair *moves,
                                  int *nmoves, llk_solve_stats *stats);
llk_verdict __wrap_llk_solve_memo(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                                  llk_memo *memo, const atomic_bool *cancel, llk_pair *moves,
                                  int *nmoves, llk_solve_stats *stats)
{
    solve_calls++;
    solve_saw = cancel;
    if (flag && solve_calls == solve_arm_before) {
        atomic_store(flag, true);
    }
    llk_verdict v = __real_llk_solve_memo(b, s, o, memo, cancel, moves, nmoves, stats);
    if (flag && solve_calls == solve_arm_after) {
        atomic_store(flag, true);
    }
    return v;
}

bool __real_llk_replay_until(const llk_board *b, llk_shift s, const llk_pair *moves, int n,
                             double deadline);
bool __wrap_llk_replay_until(const llk_board *b, llk_shift s, const llk_pair *moves, int n,
                             double deadline);
bool __wrap_llk_replay_until(const llk_board *b, llk_shift s, const llk_pair *moves, int n,
                             double deadline)
{
    bool ok = __real_llk_replay_until(b, s, moves, n, deadline);
    if (flag && replay_arm) {
        atomic_store(flag, true);
        replay_arm = 0;
    }
    return ok;
}

typedef struct gen_case {
    int rows, cols, kinds;
    llk_shift s;
    uint64_t seed;
} gen_case;

/* The case generated with no flag at all: info. */
static void plain(const gen_case *c, llk_generate_info *info)
{
    flag = NULL;
    llk_pair line[90];
    int n = 0;
    llk_board *b = llk_generate_line(c->rows, c->cols, c->kinds, c->s, c->seed, info, line, &n);
    CHECK(b != NULL, "%s seed %llu: no board", llk_shift_name(c->s),
          (unsigned long long)c->seed);
    llk_board_free(b);
}

/* The case generated with the flag the wrappers set as armed: whether it
 * was cancelled, and its info. */
static bool cancelled(const gen_case *c, llk_generate_info *info)
{
    atomic_bool f;
    atomic_init(&f, false);
    flag = &f;
    solve_calls = 0;
    solve_saw = NULL;
    llk_pair line[90];
    int n = -1;
    llk_board *b = llk_generate_cancel(c->rows, c->cols, c->kinds, c->s, c->seed, &f, info, line,
                                       &n);
    bool stop = b == NULL && info->cancelled && n == 0;
    CHECK(solve_saw == &f, "%s: the generator's searches were not given the flag",
          llk_shift_name(c->s));
    llk_board_free(b);
    flag = NULL;
    solve_arm_before = solve_arm_after = replay_arm = 0;
    return stop;
}

/* The first seed from 9000 (at most 40 tried) whose plain generation
 * fits: more than one deal (want_fallback false) or a board from the
 * fallback (true). Searched here rather than written in, so a change of
 * the generator moves the seed, not the test's meaning; printed. */
static bool find_seed(gen_case *c, bool want_fallback, llk_generate_info *p)
{
    for (uint64_t seed = 9000; seed < 9040; seed++) {
        c->seed = seed;
        plain(c, p);
        if (want_fallback ? p->fallback : p->deals >= 2 && p->nodes > 2) {
            printf("test_generate_cancel: %dx%d %s seed %llu (%d deals%s)\n", c->rows, c->cols,
                   llk_shift_name(c->s), (unsigned long long)seed, p->deals,
                   p->fallback ? ", fallback" : "");
            return true;
        }
    }
    return false;
}

int main(void)
{
    /* 10x18 down: deals that take the solver thousands of nodes; a seed
     * whose first deal is not proven, so that a second one follows. */
    gen_case down = {10, 18, 45, LLK_SHIFT_DOWN, 0};
    llk_generate_info p, g;
    CHECK(find_seed(&down, false, &p), "10x18 down: no seed of 40 took two deals");
    /* Set as the first deal's search starts: it stops at its first node. */
    solve_arm_before = 1;
    CHECK(cancelled(&down, &g), "set in the first search: not cancelled");
    CHECK(g.deals == 1 && g.nodes <= 1, "set in the first search: %d deals, %lld nodes", g.deals,
          g.nodes);
    /* Set after the first deal's search: no second deal. */
    solve_arm_after = 1;
    CHECK(cancelled(&down, &g), "set after the first search: not cancelled");
    CHECK(g.deals == 1, "set after the first search: %d deals", g.deals);

    /* 9x16 gather-horizontal: a seed whose board comes from the fallback. */
    gen_case fb = {9, 16, 36, LLK_SHIFT_GATHER_HORIZONTAL, 0};
    CHECK(find_seed(&fb, true, &p), "9x16 gather-horizontal: no seed of 40 falls back");
    /* Set after the first play-out: its rating and the next play-outs stop. */
    replay_arm = 1;
    CHECK(cancelled(&fb, &g), "set after the first play-out: not cancelled");
    CHECK(!g.fallback && g.deals == p.deals && g.nodes == p.nodes,
          "set in the fallback: the deals before it differ");
    return check_done("test_generate_cancel");
}
