/* solve_entry.c - the solver's public entry points (llk_solve_seeded, in
 * solve.c, does the work) and its first check, the kinds' counts. */
#include <stdlib.h>

#include "solve_int.h"

llk_verdict llk_solve_ex(const llk_board *b, llk_shift mode,
                         const llk_solve_opts *opts, llk_pair *moves,
                         int *nmoves, llk_solve_stats *stats)
{
    return llk_solve_memo(b, mode, opts, NULL, NULL, moves, nmoves, stats);
}

llk_verdict llk_solve_memo(const llk_board *b, llk_shift s, const llk_solve_opts *o,
                           llk_memo *memo, const atomic_bool *cancel, llk_pair *moves,
                           int *nmoves, llk_solve_stats *stats)
{
    return llk_solve_seeded(b, s, o, memo, cancel, 0, moves, nmoves, stats);
}

llk_verdict llk_solve(const llk_board *b, llk_shift s, long budget_ms,
                      llk_pair *moves, int *nmoves)
{
    llk_solve_opts o = {budget_ms, 0, false};
    return llk_solve_ex(b, s, &o, moves, nmoves, NULL);
}

/* Freeing a state's arrays together (solve_int.h). */
void llk_free_each(void *const *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(p[i]);
    }
}

/* The solver's growable stacks (solve_int.h). */
bool llk_grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap) {
        return true;
    }
    size_t n = *cap ? *cap : 256;
    while (n < need) {
        n *= 2;
    }
    void *q = realloc(*p, n * size);
    if (!q) {
        return false;
    }
    *p = q;
    *cap = n;
    return true;
}

bool llk_kinds_even(const llk_board *b, int *nk_out, int *dmap)
{
    int *count = calloc(LLK_MAX_KIND + 1, sizeof(int));
    if (!count) {
        return false;
    }
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    for (size_t i = 0; i < cells; i++) {
        count[b->kind[i]]++;
    }
    bool even = true;
    int nk = 0;
    for (int k = 1; k <= LLK_MAX_KIND; k++) {
        if (count[k] % 2) {
            even = false;
        }
        dmap[k] = count[k] ? ++nk : 0;
    }
    dmap[0] = 0;
    *nk_out = nk;
    free(count);
    return even;
}
