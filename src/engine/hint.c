/* hint.c - the winning hint and the winnable re-deal.
 *
 * llk_hint classifies every removable pair by solving the board after the
 * move and its shift: winning (proven), lost (proven) or unknown. The
 * hints cycle through the winning moves first, then the unknown ones,
 * then the lost ones, each group in llk_pairs order. The search of the
 * board itself comes first (a lost board makes every move lost); when it
 * wins, its first move is a winning hint already proven, line and all.
 * llk_hint_order hands back that whole order from the same one search,
 * for a caller that cycles through it (the game) without searching again
 * for each hint.
 *
 * llk_shuffle re-deals the kinds over the occupied cells: random
 * arrangements checked by the solver first, then a play-out with re-deal
 * (which always ends in a proven arrangement when every kind has an even
 * count), and only then any arrangement with a removable pair.
 */
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum {
    DEFAULT_BUDGET_MS = 5000,
    SHUFFLE_DEALS = 40,        /* random arrangements tried */
    SHUFFLE_NODES = 20000,     /* solver nodes per arrangement */
    SHUFFLE_TOTAL = 200000,    /* all arrangements together */
    HAS_PAIR_TRIES = 1000
};

enum { C_WIN, C_UNKNOWN, C_LOST };

llk_hint_kind llk_hint(const llk_board *b, llk_shift s, int skip,
                       long budget_ms, llk_pair *out)
{
    return llk_hint_line(b, s, skip, budget_ms, out, NULL, NULL);
}

/* Classify the n removable pairs of b (pairs, in llk_pairs order) into
 * cls, one search within budget_ms. When line is not NULL (room for
 * b->tiles/2 pairs), the win-th winning pair in pairs order (0 = first)
 * gets its proof: the pair, then the moves that clear the board after it,
 * and *nline their count (left 0 when there is no such pair); sol is
 * scratch for b->tiles/2 pairs. The first search, of b itself, is kept:
 * when it wins, its first move is a winning pair with its proof (the
 * whole line), and that pair is not searched again. */
static void classify(const llk_board *b, llk_shift s, long budget_ms,
                     const llk_pair *pairs, size_t n, int *cls, llk_board *w,
                     size_t win, llk_pair *sol, llk_pair *line, int *nline)
{
    double deadline = llk_now_ms() + (double)(budget_ms > 0 ? budget_ms : DEFAULT_BUDGET_MS);
    /* A lost board needs no per-move work: every move is lost. */
    llk_solve_opts o = {budget_ms > 0 ? (budget_ms + 1) / 2 : DEFAULT_BUDGET_MS / 2, 0, false};
    int nroot = 0;
    llk_verdict root = llk_solve_ex(b, s, &o, sol, &nroot, NULL);
    size_t proven = n; /* the pair the root's line starts with */
    for (size_t i = 0; root == LLK_SOLVED && nroot > 0 && i < n; i++) {
        if (llk_pair_same(pairs[i], sol[0])) {
            proven = i;
            break;
        }
    }
    size_t wins = 0;
    for (size_t i = 0; i < n; i++) {
        if (root == LLK_UNSOLVABLE) {
            cls[i] = C_LOST;
            continue;
        }
        bool prove = line != NULL && wins == win;
        if (i == proven) {
            cls[i] = C_WIN;
            /* sol still holds the root's line: a child's search writes
             * it only when it wins with prove set, and then wins > win. */
            if (prove) {
                memcpy(line, sol, sizeof(llk_pair) * (size_t)nroot);
                *nline = nroot;
            }
            wins++;
            continue;
        }
        double left = deadline - llk_now_ms();
        long slice = (long)(left / (double)(n - i));
        if (slice < 1) {
            /* Not 1 ms a pair: unknown, without a copy or a clock read,
             * until as few pairs are left as milliseconds (or the pair
             * already proven comes). */
            size_t until = left >= 1 && (size_t)left < n - i ? n - (size_t)left : n;
            while (i + 1 < until && i + 1 != proven) {
                cls[i++] = C_UNKNOWN;
            }
            cls[i] = C_UNKNOWN;
            continue;
        }
        llk_board_copy(w, b);
        llk_board_remove(w, pairs[i]);
        llk_shift_apply(w, s, NULL);
        llk_solve_opts po = {slice, 0, false};
        /* Only the wanted winner's proof is kept: one scratch line. */
        int ns = 0;
        llk_verdict v = llk_solve_ex(w, s, &po, prove ? sol : NULL, prove ? &ns : NULL, NULL);
        cls[i] = v == LLK_SOLVED ? C_WIN : v == LLK_UNSOLVABLE ? C_LOST : C_UNKNOWN;
        if (v == LLK_SOLVED) {
            if (prove) {
                line[0] = pairs[i];
                memcpy(line + 1, sol, sizeof(llk_pair) * (size_t)ns);
                *nline = 1 + ns;
            }
            wins++;
        }
    }
}

/* What is left of budget_ms (0: the default) since t0, at least 1 ms. */
static long budget_left(long budget_ms, double t0)
{
    double left = (double)(budget_ms > 0 ? budget_ms : DEFAULT_BUDGET_MS) - (llk_now_ms() - t0);
    return left < 1 ? 1 : (long)left;
}

/* One classification of a board's removable pairs: the pairs (in
 * llk_pairs order), their classes, their indices in hint order (winning,
 * then unknown, then lost, each group in pairs order), a work board and
 * the scratch line. */
typedef struct hint_work {
    size_t n;
    llk_pair *pairs;
    int *cls, *rank;
    llk_board *w;
    llk_pair *sol;
} hint_work;

static void hint_free(hint_work *h)
{
    LLK_FREE_EACH(h->pairs, h->cls, h->rank, h->sol);
    llk_board_free(h->w);
}

/* The most pairs a hint ranks: four a cell (at least 4096), so its memory
 * grows with the board, not with the square of a kind's tiles. Boards
 * with more removable pairs (never a game's: 18x10 has at most 270) rank
 * the first ones in llk_pairs order and cycle among them. */
static size_t rank_cap(const llk_board *b)
{
    size_t cap = (size_t)b->rows * (size_t)b->cols * 4;
    return cap < 4096 ? 4096 : cap;
}

/* Classify the n (> 0) removable pairs of b, listed in h->pairs, and
 * rank them; win and line as for classify. False when out of memory
 * (nothing searched; h->pairs kept). */
static bool hint_rank(hint_work *h, const llk_board *b, llk_shift s, size_t n,
                      long budget_ms, size_t win, llk_pair *line, int *nline)
{
    size_t half = (size_t)b->tiles / 2;
    double t0 = llk_now_ms();
    h->n = n;
    h->cls = malloc(sizeof(int) * n);
    h->rank = malloc(sizeof(int) * n);
    h->w = llk_board_clone(b);
    h->sol = malloc(sizeof(llk_pair) * (half > 0 ? half : 1));
    if (!h->cls || !h->rank || !h->w || !h->sol) {
        return false;
    }
    classify(b, s, budget_left(budget_ms, t0), h->pairs, n, h->cls, h->w, win, h->sol, line, nline);
    size_t seen = 0;
    for (int c = C_WIN; c <= C_LOST; c++) {
        for (size_t i = 0; i < n; i++) {
            if (h->cls[i] == c) {
                h->rank[seen++] = (int)i;
            }
        }
    }
    return true;
}

/* The first removable pairs of b in llk_pairs order, at most rank_cap(b),
 * into h->pairs (NULL when out of memory): their number (0: none, or none
 * found in time: *cut then says so). The listing stops at half of the
 * budget from t0 once it has a pair, so that the ranking has the other
 * half and the budget holds on any board; until it finds one it goes on
 * to the whole budget, and no further. */
static size_t hint_list(hint_work *h, const llk_board *b, long budget_ms, double t0, bool *cut)
{
    memset(h, 0, sizeof *h);
    *cut = false;
    size_t cap = rank_cap(b);
    h->pairs = malloc(sizeof(llk_pair) * cap);
    if (!h->pairs) {
        return 0;
    }
    bool done = false;
    double budget = (double)(budget_ms > 0 ? budget_ms : DEFAULT_BUDGET_MS);
    size_t n = llk_pairs_first(b, h->pairs, cap, t0 + budget / 2, t0 + budget, &done);
    *cut = n == 0 && !done;
    if (n > 0 && n < cap) {
        llk_pair *fit = realloc(h->pairs, sizeof(llk_pair) * n);
        h->pairs = fit ? fit : h->pairs;
    }
    return n;
}

/* A listing that found its first pair past half the budget leaves less
 * than this share of it (a quarter): too little to rank on a board that
 * slow to list, so its pairs are all unproven, in llk_pairs order. */
static bool too_late(long budget_ms, double t0)
{
    double budget = (double)(budget_ms > 0 ? budget_ms : DEFAULT_BUDGET_MS);
    return llk_now_ms() - t0 > budget * 3 / 4;
}

llk_hint_kind llk_hint_line(const llk_board *b, llk_shift s, int skip,
                            long budget_ms, llk_pair *out, llk_pair *line,
                            int *nline)
{
    if (nline != NULL) {
        *nline = 0;
    }
    double t0 = llk_now_ms(); /* listing the pairs counts (huge boards) */
    hint_work h;
    bool cut;
    size_t n = hint_list(&h, b, budget_ms, t0, &cut);
    if (n == 0) {
        bool any = h.pairs == NULL && llk_has_pair(b, out);
        hint_free(&h);
        return any ? LLK_HINT_UNPROVEN : cut ? LLK_HINT_TIMED_OUT : LLK_HINT_NONE;
    }
    size_t want = (size_t)(skip < 0 ? 0 : skip) % n;
    bool late = too_late(budget_ms, t0);
    budget_ms = budget_left(budget_ms, t0);
    /* Winners come first, so the want-th hint, when winning, is the
     * want-th winner in pairs order: only its proof is kept. */
    if (late || !hint_rank(&h, b, s, n, budget_ms, want, nline != NULL ? line : NULL, nline)) {
        if (out) {
            *out = h.pairs[late ? want : 0];
        }
        hint_free(&h);
        return LLK_HINT_UNPROVEN;
    }
    int i = h.rank[want];
    if (out) {
        *out = h.pairs[i];
    }
    llk_hint_kind kind = h.cls[i] == C_WIN ? LLK_HINT_WINNING : LLK_HINT_UNPROVEN;
    hint_free(&h);
    return kind;
}

size_t llk_hint_order(const llk_board *b, llk_shift s, long budget_ms,
                      llk_pair *order, llk_hint_kind *kinds, size_t max,
                      llk_pair *line, int *nline)
{
    if (nline != NULL) {
        *nline = 0;
    }
    double t0 = llk_now_ms();
    hint_work h;
    bool cut; /* none found in time: 0, as for none */
    size_t n = hint_list(&h, b, budget_ms, t0, &cut);
    if (n == 0) {
        /* Out of memory to list them: the first pair, unproven. */
        size_t k = h.pairs == NULL && order != NULL && max > 0 && llk_has_pair(b, order);
        if (kinds != NULL && k > 0) {
            kinds[0] = LLK_HINT_UNPROVEN;
        }
        hint_free(&h);
        return k;
    }
    bool late = too_late(budget_ms, t0);
    budget_ms = budget_left(budget_ms, t0);
    if (late || !hint_rank(&h, b, s, n, budget_ms, 0, nline != NULL ? line : NULL, nline)) {
        /* No time or no memory to search: every pair unproven, in
         * llk_pairs order. */
        for (size_t i = 0; i < n && i < max; i++) {
            if (order != NULL) {
                order[i] = h.pairs[i];
            }
            if (kinds != NULL) {
                kinds[i] = LLK_HINT_UNPROVEN;
            }
        }
        hint_free(&h);
        return n;
    }
    for (size_t j = 0; j < n && j < max; j++) {
        int i = h.rank[j];
        if (order != NULL) {
            order[j] = h.pairs[i];
        }
        if (kinds != NULL) {
            kinds[j] = h.cls[i] == C_WIN ? LLK_HINT_WINNING : LLK_HINT_UNPROVEN;
        }
    }
    hint_free(&h);
    return n;
}

static void write_kinds(llk_board *b, const int *cells, const int *kinds, int n)
{
    for (int i = 0; i < n; i++) {
        llk_board_set(b, cells[i] / b->cols, cells[i] % b->cols, kinds[i]);
    }
}

llk_redeal_result llk_shuffle(llk_board *b, llk_shift s, uint64_t seed,
                              long budget_ms)
{
    return llk_shuffle_line(b, s, seed, budget_ms, NULL, NULL);
}

/* A re-deal under way: the board, its occupied cells and their kinds
 * (shuffled in place), the generator, scratch for a line, and the longest
 * shuffle and write seen (at first guessed at 40 ns a tile, a loaded
 * machine's figure: a million cells take tens of milliseconds). */
typedef struct redeal {
    llk_board *b;
    llk_shift s;
    int *cells, *kinds, n;
    llk_rng rng;
    llk_pair *moves;
    double write_ms;
} redeal;

static void redeal_write(redeal *r)
{
    double t = llk_now_ms();
    llk_rng_shuffle_ints(&r->rng, r->kinds, r->n);
    write_kinds(r->b, r->cells, r->kinds, r->n);
    double w = llk_now_ms() - t;
    r->write_ms = w > r->write_ms ? w : r->write_ms;
}

/* Random arrangements checked by the solver until deals_end; no deal
 * starts that could not end before it. True with a proven one (its line
 * given). */
static bool shuffle_deals(redeal *r, double deals_end, llk_pair *line, int *nline)
{
    long long spent = 0;
    for (int d = 0; d < SHUFFLE_DEALS && spent < SHUFFLE_TOTAL; d++) {
        if (deals_end - llk_now_ms() - 2 * r->write_ms < 1) {
            break;
        }
        redeal_write(r);
        double left = deals_end - llk_now_ms();
        if (left < 1) {
            break;
        }
        llk_solve_opts o = {(long)left, SHUFFLE_NODES, false};
        llk_solve_stats st;
        int nm = 0;
        llk_verdict v = llk_solve_ex(r->b, r->s, &o, r->moves, &nm, &st);
        spent += st.nodes;
        if (v == LLK_SOLVED && llk_replay_ok(r->b, r->s, r->moves, nm)) {
            llk_give_line(r->moves, nm, line, nline);
            return true;
        }
        if (v == LLK_UNSOLVABLE && d == 0 && st.nodes <= 1) {
            break; /* lost whatever the arrangement (odd counts) */
        }
    }
    return false;
}

/* The last resort: the arrangement the board has now (the last deal's,
 * the play-out's or the original) when it has a pair, else new ones
 * until the deadline (one at least). False when none has a pair. */
static bool shuffle_any(redeal *r, double deadline)
{
    if (llk_has_pair(r->b, NULL)) {
        return true;
    }
    for (int t = 0; t < HAS_PAIR_TRIES; t++) {
        if (t > 0 && llk_now_ms() > deadline) {
            break;
        }
        redeal_write(r);
        if (llk_has_pair(r->b, NULL)) {
            return true;
        }
    }
    return false;
}

llk_redeal_result llk_shuffle_line(llk_board *b, llk_shift s, uint64_t seed,
                                   long budget_ms, llk_pair *line, int *nline)
{
    if (nline != NULL) {
        *nline = 0;
    }
    size_t ncell = (size_t)b->rows * (size_t)b->cols;
    redeal r;
    memset(&r, 0, sizeof r);
    r.b = b;
    r.s = s;
    r.cells = malloc(sizeof(int) * ncell);
    r.kinds = malloc(sizeof(int) * ncell);
    r.moves = malloc(sizeof(llk_pair) * (ncell / 2 + 1));
    int *orig = malloc(sizeof(int) * ncell);
    llk_redeal_result res = LLK_REDEAL_FAILED;
    if (!r.cells || !r.kinds || !orig || !r.moves) {
        goto out;
    }
    for (size_t i = 0; i < ncell; i++) {
        if (b->kind[i]) {
            r.cells[r.n] = (int)i;
            orig[r.n] = b->kind[i];
            r.kinds[r.n++] = b->kind[i];
        }
    }
    if (r.n == 0) {
        res = LLK_REDEAL_WINNABLE;
        goto out;
    }
    llk_rng_seed(&r.rng, seed);
    r.write_ms = (double)r.n / 25000;
    long budget = budget_ms > 0 ? budget_ms : DEFAULT_BUDGET_MS;
    double deadline = llk_now_ms() + (double)budget;
    /* The play-out keeps a tenth of the budget (it needs far less on
     * boards of game size; on huge ones it stops at the deadline). */
    if (shuffle_deals(&r, deadline - (double)budget / 10, line, nline)) {
        res = LLK_REDEAL_WINNABLE;
        goto out;
    }
    /* A twentieth is left for the last resort on huge boards, and at
     * least one of its tries (a shuffle, a write and a first pair). The
     * play-out copies the board before it looks at the clock. */
    double reserve = (double)budget / 20 > 3 * r.write_ms ? (double)budget / 20 : 3 * r.write_ms;
    int got = llk_now_ms() + r.write_ms < deadline - reserve
                  ? llk_playout_until(b, s, &r.rng, r.moves, deadline - reserve)
                  : -2;
    if (got >= 0 && llk_replay_until(b, s, r.moves, b->tiles / 2, deadline - reserve)) {
        res = LLK_REDEAL_WINNABLE;
        llk_give_line(r.moves, b->tiles / 2, line, nline);
        goto out;
    }
    if (shuffle_any(&r, deadline)) {
        res = LLK_REDEAL_HAS_PAIR;
        goto out;
    }
    write_kinds(b, r.cells, orig, r.n);
out:
    free(r.cells);
    free(r.kinds);
    free(orig);
    free(r.moves);
    return res;
}
