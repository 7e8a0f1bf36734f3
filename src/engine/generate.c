/* generate.c - random deals, the winnable generator and the play-out with
 * re-deal.
 *
 * llk_generate deals boards at random from the seed and keeps the first
 * one the solver proves winnable, so boards feel like random deals. The
 * solver runs on node budgets, not the clock, so the same arguments give
 * the same board on every machine. When the deals' node budget runs out
 * (large boards where most deals are lost or hard), a second round deals
 * on with a larger budget per deal in the modes where that pays
 * (second_round), and only then it falls back to a
 * play-out with re-deal, whose recorded moves are the proof. A play-out
 * board is one a random play has cleared, so it leans to boards random
 * play clears often (easier than proven random deals: bench_think); on
 * boards of game size the fallback therefore makes several and keeps the
 * one its own random plays clear least (pick_hardest). Either way the
 * moves are replayed before the board is returned.
 */
#include <stdlib.h>
#include <string.h>

#include "llk/layout.h"
#include "solve_int.h"

enum {
    /* The first round: all its deals together get TOTAL_NODES, each deal
     * what is left of it. A cap a deal (4000 nodes until 2026-11-24) makes
     * the generator skip the deals that take longer to prove, which are
     * also the ones random play clears less: in the forgiveness
     * protocol (bench_think, LLK_BENCH_FULL=1) 9x16 gather-vertical's
     * generated boards were cleared 6.2 points more often than their
     * paired proven deals (the largest of 33 cells), 4.6 with no cap a
     * deal (still the largest); mean generating time on the game's sizes,
     * 30 boards a cell: 27.1 ms before, 28.6 ms after. */
    TOTAL_NODES = 12000,
    TOTAL_NODES_CORNER = 8000, /* the same for outward and inward */
    MAX_DEALS = 60,        /* deals tried before the fallback */
    DEAL_NODES_2 = 30000,  /* second round: nodes per deal */
    TOTAL_NODES_2 = 250000, /* second round: all its deals together */
    REDEAL_TRIES = 64,     /* random re-deals before forcing a pair */
    FALLBACK_BOARDS = 8,   /* play-out boards the fallback chooses from */
    FALLBACK_PLAYS = 32,   /* random plays that rate each of them */
    FALLBACK_CELLS = 256   /* larger boards take the first play-out board (the
                              game's are 180 cells at most) */
};

/* Kinds for n cells: pairs spread over kinds (counts differ by at most
 * one pair), shuffled. */
static void fill_kinds(int *v, int n, int kinds, llk_rng *rng)
{
    int pairs = n / 2;
    int at = 0;
    for (int k = 0; k < kinds; k++) {
        int p = pairs / kinds + (k < pairs % kinds ? 1 : 0);
        for (int i = 0; i < 2 * p; i++) {
            v[at++] = k + 1;
        }
    }
    llk_rng_shuffle_ints(rng, v, at);
}

/* What is dealt: kinds over the cells of mask (rows*cols, 1 where a tile
 * goes; NULL for every cell), tiles of them. */
typedef struct deal_spec {
    int kinds;
    const uint8_t *mask;
    int tiles;
} deal_spec;

static bool deal_args_ok(int rows, int cols, const deal_spec *d)
{
    if (rows < 1 || cols < 1 || rows > LLK_MAX_DIM || cols > LLK_MAX_DIM) {
        return false;
    }
    long n = (long)rows * cols;
    return d->tiles >= 2 && d->tiles <= n && d->tiles % 2 == 0 && d->kinds >= 1 &&
           d->kinds <= LLK_MAX_KIND && d->kinds <= d->tiles / 2;
}

static void deal_into(llk_board *b, const deal_spec *d, llk_rng *rng, int *v)
{
    int n = b->rows * b->cols;
    fill_kinds(v, d->tiles, d->kinds, rng);
    for (int i = 0, j = 0; i < n; i++) {
        llk_board_set(b, i / b->cols, i % b->cols, d->mask && !d->mask[i] ? 0 : v[j++]);
    }
}

llk_board *llk_deal_nth(int rows, int cols, int kinds, uint64_t seed, int nth)
{
    deal_spec spec = {kinds, NULL, rows * cols};
    if (!deal_args_ok(rows, cols, &spec) || nth < 0) {
        return NULL;
    }
    llk_board *b = llk_board_new(rows, cols);
    int *v = malloc(sizeof(int) * (size_t)rows * (size_t)cols);
    if (!b || !v) {
        llk_board_free(b);
        free(v);
        return NULL;
    }
    /* As llk_generate_budget: one generator from the seed, one deal after
     * the other (the solver draws nothing from it). */
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int d = 0; d <= nth; d++) {
        deal_into(b, &spec, &rng, v);
    }
    free(v);
    return b;
}

llk_board *llk_deal(int rows, int cols, int kinds, uint64_t seed)
{
    return llk_deal_nth(rows, cols, kinds, seed, 0);
}

/* Give the occupied cells `cells` (n of them, current positions) new kinds
 * from their own multiset so that at least one pair is removable. Writes
 * the kinds to w at the cells and to orig at the original cells. */
static void redeal(llk_board *w, llk_board *orig, const int *origin,
                   int *cells, int *kinds, int n, llk_rng *rng)
{
    int cols = w->cols;
    for (int i = 0; i < n; i++) {
        kinds[i] = w->kind[cells[i]];
    }
    for (int t = 0; t < REDEAL_TRIES; t++) {
        llk_rng_shuffle_ints(rng, kinds, n);
        for (int i = 0; i < n; i++) {
            llk_board_set(w, cells[i] / cols, cells[i] % cols, kinds[i]);
        }
        if (llk_has_pair(w, NULL)) {
            break;
        }
        if (t == REDEAL_TRIES - 1) {
            /* Force one: some two occupied cells are always joined (the
             * first tile in row-major order and the nearest one below or
             * beside it); give them one kind. */
            int x = -1, y = -1;
            for (int i = 0; i < n && x < 0; i++) {
                for (int j = i + 1; j < n; j++) {
                    llk_cell a = {cells[i] / cols, cells[i] % cols};
                    llk_cell z = {cells[j] / cols, cells[j] % cols};
                    if (llk_connected(w, a, z)) {
                        x = i;
                        y = j;
                        break;
                    }
                }
            }
            if (x >= 0) {
                for (int j = 0; j < n; j++) {
                    if (j != x && kinds[j] == kinds[x]) {
                        int tmp = kinds[j];
                        kinds[j] = kinds[y];
                        kinds[y] = tmp;
                        break;
                    }
                }
                for (int i = 0; i < n; i++) {
                    llk_board_set(w, cells[i] / cols, cells[i] % cols, kinds[i]);
                }
            }
        }
    }
    for (int i = 0; i < n; i++) {
        int o = origin[cells[i]];
        llk_board_set(orig, o / cols, o % cols, kinds[i]);
    }
}

int llk_playout_redeal(llk_board *b, llk_shift s, llk_rng *rng,
                       llk_pair *moves)
{
    return llk_playout_until(b, s, rng, moves, 0);
}

int llk_playout_until(llk_board *b, llk_shift s, llk_rng *rng, llk_pair *moves,
                      double deadline)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    llk_board *w = llk_board_clone(b);
    int *origin = malloc(sizeof(int) * cells);
    int *next = malloc(sizeof(int) * cells);
    int *from = malloc(sizeof(int) * cells);
    int *occ = malloc(sizeof(int) * cells);
    int *kinds = malloc(sizeof(int) * cells);
    size_t cap = 64;
    llk_pair *pairs = malloc(sizeof(llk_pair) * cap);
    int redeals = -1;
    if (!w || !origin || !next || !from || !occ || !kinds || !pairs) {
        goto out;
    }
    for (size_t i = 0; i < cells; i++) {
        origin[i] = b->kind[i] ? (int)i : -1;
    }
    redeals = 0;
    int nm = 0;
    while (w->tiles > 0) {
        if (deadline > 0 && llk_now_ms() > deadline) {
            redeals = -2;
            goto out;
        }
        /* Past LLK_PAIRS_BY_KIND cells in memory order (boards of game
         * size keep the order their seeds were measured with). */
        size_t (*list)(const llk_board *, llk_pair *, size_t) =
            cells > LLK_PAIRS_BY_KIND ? llk_pairs_by_cell : llk_pairs;
        size_t np = list(w, pairs, cap);
        if (np > cap) {
            llk_pair *q = realloc(pairs, sizeof(llk_pair) * np);
            if (!q) {
                redeals = -1;
                goto out;
            }
            pairs = q;
            cap = np;
            np = list(w, pairs, cap);
        }
        if (np == 0) {
            int n = 0;
            for (size_t i = 0; i < cells; i++) {
                if (w->kind[i]) {
                    occ[n++] = (int)i;
                }
            }
            redeal(w, b, origin, occ, kinds, n, rng);
            redeals++;
            if (!llk_has_pair(w, NULL)) {
                redeals = -1;
                goto out;
            }
            continue;
        }
        llk_pair p = pairs[llk_rng_below(rng, np)];
        moves[nm++] = p;
        llk_board_remove(w, p);
        origin[p.a.r * b->cols + p.a.c] = -1;
        origin[p.b.r * b->cols + p.b.c] = -1;
        if (s != LLK_SHIFT_NONE) {
            llk_shift_apply(w, s, from);
            for (size_t i = 0; i < cells; i++) {
                next[i] = from[i] >= 0 ? origin[from[i]] : -1;
            }
            memcpy(origin, next, sizeof(int) * cells);
        }
    }
out:
    llk_board_free(w);
    free(origin);
    free(next);
    free(from);
    free(occ);
    free(kinds);
    free(pairs);
    return redeals;
}

/* Whether the second round of deals is tried: not where a mode compacts
 * whole lines of 16 cells or more (left, right, gather-horizontal with 16
 * columns or more; down, up, gather-vertical with 16 rows or more), nor
 * for inward on such a board. Measured on the game's sizes: elsewhere
 * most boards that fell back get a proven deal in the second round (8x12
 * left, right, gather-horizontal and inward included), while there
 * (9x16, 10x18) almost no deal is proven within 20000 nodes, so the round
 * would only cost time (about 0.5 s a board). */
static bool second_round(llk_shift s, int rows, int cols)
{
    bool along_rows = s == LLK_SHIFT_LEFT || s == LLK_SHIFT_RIGHT ||
                      s == LLK_SHIFT_GATHER_HORIZONTAL;
    bool along_cols = s == LLK_SHIFT_DOWN || s == LLK_SHIFT_UP || s == LLK_SHIFT_GATHER_VERTICAL;
    bool long_rows = cols >= 16, long_cols = rows >= 16;
    return !(along_rows && long_rows) && !(along_cols && long_cols) &&
           !(s == LLK_SHIFT_INWARD && (long_rows || long_cols));
}

/* Whether the caller asked the generator to stop (llk_generate_cancel). */
static bool stopped(const atomic_bool *cancel)
{
    return cancel != NULL && atomic_load_explicit(cancel, memory_order_relaxed);
}

/* How many of `plays` random legal plays (a pair drawn evenly from the
 * first cap of llk_pairs, the shift applied after each) clear b; -1 when
 * the deadline (0: none) passes first. */
static int random_clears(const llk_board *b, llk_shift s, int plays, llk_rng *rng,
                         llk_pair *pairs, size_t cap, double end, const atomic_bool *cancel)
{
    int won = 0;
    for (int p = 0; p < plays; p++) {
        if ((end > 0 && llk_now_ms() > end) || stopped(cancel)) {
            return -1;
        }
        llk_board *w = llk_board_clone(b);
        if (w == NULL) {
            return plays;
        }
        for (;;) {
            size_t np = llk_pairs(w, pairs, cap);
            if (np == 0) {
                break;
            }
            llk_board_remove(w, pairs[llk_rng_below(rng, np < cap ? np : cap)]);
            llk_shift_apply(w, s, NULL);
        }
        won += w->tiles == 0;
        llk_board_free(w);
    }
    return won;
}

/* The fallback: deals played out with re-deals (llk_playout_until). On
 * boards of up to FALLBACK_CELLS cells, FALLBACK_BOARDS such boards are
 * made and the one FALLBACK_PLAYS random plays (their own generator, from
 * the seed) clear least is kept, the first on ties: a play-out board is a
 * board one random play cleared, so the choice works against that lean
 * (bench_think's forgiveness). Larger boards take the first. b and moves
 * receive the board and its line. Returns the board's re-deals, -2 when
 * the deadline passed before any board was made, -3 when cancelled, -1 on
 * failure. */
static int fallback(llk_board *b, const deal_spec *d, llk_shift s, llk_rng *rng,
                    uint64_t seed, int *v, llk_pair *moves, double end,
                    const atomic_bool *cancel)
{
    int n = b->rows * b->cols;
    int half = d->tiles / 2;
    int want = n <= FALLBACK_CELLS ? FALLBACK_BOARDS : 1;
    size_t cap = (size_t)n * 4;
    uint16_t *keep = want > 1 ? malloc(sizeof *keep * (size_t)n) : NULL;
    llk_pair *kept = want > 1 ? malloc(sizeof(llk_pair) * (size_t)(half + 1)) : NULL;
    llk_pair *pairs = want > 1 ? malloc(sizeof(llk_pair) * cap) : NULL;
    if (want > 1 && (!keep || !kept || !pairs)) {
        want = 1; /* no memory to choose: the first board, as larger boards */
    }
    llk_rng rate;
    llk_rng_seed(&rate, seed ^ 0x6A09E667F3BCC908ULL);
    int got = 0, best = -1, best_clears = 0;
    for (int t = 0; t < 8 * want && got < want; t++) {
        if (stopped(cancel)) {
            best = -3;
            break;
        }
        if (got > 0 && end > 0 && llk_now_ms() > end) {
            break; /* out of time: the best board so far */
        }
        deal_into(b, d, rng, v);
        int r = llk_playout_until(b, s, rng, moves, end);
        bool ok = r >= 0 && llk_replay_until(b, s, moves, half, end);
        if (!ok) {
            if (end > 0 && llk_now_ms() > end && got == 0) {
                best = -2;
                break;
            }
            continue;
        }
        got++;
        int clears =
            want > 1 ? random_clears(b, s, FALLBACK_PLAYS, &rate, pairs, cap, end, cancel) : 0;
        if (stopped(cancel)) {
            best = -3;
            break;
        }
        if (clears < 0 && best >= 0) {
            break; /* out of time while rating: the best board so far */
        }
        if (best < 0 || clears < best_clears) {
            best = r;
            best_clears = clears;
            if (want > 1) {
                memcpy(keep, b->kind, sizeof *keep * (size_t)n);
                memcpy(kept, moves, sizeof(llk_pair) * (size_t)half);
            }
        }
    }
    if (best >= 0 && want > 1) {
        for (int i = 0; i < n; i++) {
            llk_board_set(b, i / b->cols, i % b->cols, keep[i]);
        }
        memcpy(moves, kept, sizeof(llk_pair) * (size_t)half);
    }
    free(keep);
    free(kept);
    free(pairs);
    return best;
}

llk_board *llk_generate(int rows, int cols, int kinds, llk_shift s,
                        uint64_t seed)
{
    llk_generate_info info;
    return llk_generate_ex(rows, cols, kinds, s, seed, &info);
}

llk_board *llk_generate_ex(int rows, int cols, int kinds, llk_shift s,
                           uint64_t seed, llk_generate_info *info)
{
    return llk_generate_line(rows, cols, kinds, s, seed, info, NULL, NULL);
}

llk_board *llk_generate_line(int rows, int cols, int kinds, llk_shift s,
                             uint64_t seed, llk_generate_info *info,
                             llk_pair *line, int *nline)
{
    return llk_generate_budget(rows, cols, kinds, s, seed, 0, info, line, nline);
}

/* The budget's last resort: a random deal, one with a removable pair when
 * one comes up within a few tries. */
static void deal_unproven(llk_board *b, const deal_spec *d, llk_rng *rng, int *v,
                          llk_generate_info *info, double end)
{
    for (int t = 0; t < 16; t++) {
        if (t > 0 && end > 0 && llk_now_ms() > end) {
            break;
        }
        deal_into(b, d, rng, v);
        if (llk_has_pair(b, NULL)) {
            break;
        }
    }
    info->unproven = true;
}

static llk_board *generate(int rows, int cols, const deal_spec *d, llk_shift s, uint64_t seed,
                           long budget_ms, const atomic_bool *cancel, llk_generate_info *info,
                           llk_pair *line, int *nline);

/* deal_into, *most_ms raised to the time it took when longer. */
static void timed_deal(llk_board *b, const deal_spec *d, llk_rng *rng, int *v, double *most_ms)
{
    double t = llk_now_ms();
    deal_into(b, d, rng, v);
    t = llk_now_ms() - t;
    *most_ms = t > *most_ms ? t : *most_ms;
}

llk_board *llk_generate_budget(int rows, int cols, int kinds, llk_shift s, uint64_t seed,
                               long budget_ms, llk_generate_info *info, llk_pair *line,
                               int *nline)
{
    deal_spec d = {kinds, NULL, rows * cols};
    return generate(rows, cols, &d, s, seed, budget_ms, NULL, info, line, nline);
}

llk_board *llk_generate_cancel(int rows, int cols, int kinds, llk_shift s, uint64_t seed,
                               const atomic_bool *cancel, llk_generate_info *info,
                               llk_pair *line, int *nline)
{
    deal_spec d = {kinds, NULL, rows * cols};
    return generate(rows, cols, &d, s, seed, 0, cancel, info, line, nline);
}

llk_board *llk_generate_layout(const llk_layout *l, int kinds, llk_shift s, uint64_t seed,
                               long budget_ms, const atomic_bool *cancel,
                               llk_generate_info *info, llk_pair *line, int *nline)
{
    if (l == NULL || l->cell == NULL) {
        if (info != NULL) {
            memset(info, 0, sizeof *info);
        }
        return NULL;
    }
    long marked = 0;
    for (long i = 0; i < (long)l->rows * l->cols; i++) {
        marked += l->cell[i] != 0;
    }
    if (marked != l->tiles) {
        if (info != NULL) {
            memset(info, 0, sizeof *info);
        }
        return NULL;
    }
    deal_spec d = {kinds, l->cell, l->tiles};
    return generate(l->rows, l->cols, &d, s, seed, budget_ms, cancel, info, line, nline);
}

/* llk_generate_budget, stopped when *cancel (may be NULL) is set. */
static llk_board *generate(int rows, int cols, const deal_spec *spec, llk_shift s, uint64_t seed,
                           long budget_ms, const atomic_bool *cancel, llk_generate_info *info,
                           llk_pair *line, int *nline)
{
    llk_generate_info spare;
    if (info == NULL) {
        info = &spare;
    }
    memset(info, 0, sizeof *info);
    if (nline != NULL) {
        *nline = 0;
    }
    if (!deal_args_ok(rows, cols, spec) || (int)s < 0 || s >= LLK_SHIFT_COUNT) {
        return NULL;
    }
    int n = rows * cols;
    llk_board *b = llk_board_new(rows, cols);
    int *v = malloc(sizeof(int) * (size_t)n);
    llk_pair *moves = malloc(sizeof(llk_pair) * (size_t)(n / 2 + 1));
    if (!b || !v || !moves) {
        goto fail;
    }
    llk_board_set_shape(b, spec->mask); /* a layout's holes: its tiles keep its shape */
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    double t0 = llk_now_ms();
    double end = budget_ms > 0 ? t0 + (double)budget_ms : 0;
    double deals_end = budget_ms > 0 ? t0 + (double)budget_ms / 2 : 0;
    long long spent = 0;
    double deal_ms = 0; /* the longest deal seen: the last resort's share */
    /* A node of outward or inward shifts the whole board and has no
     * safe-move rules (solve_shift.c covers the line modes only): about
     * 1.5 times the time of a line-mode node, so fewer of them buy about
     * the same time per board. */
    long long total = s == LLK_SHIFT_OUTWARD || s == LLK_SHIFT_INWARD ? TOTAL_NODES_CORNER
                                                                      : TOTAL_NODES;
    /* Second round (second_round): the same budget per node as the
     * first (outward and inward would get two thirds of it). */
    long long total2 = total + TOTAL_NODES_2 / TOTAL_NODES * total;
    bool second = second_round(s, rows, cols);
    for (int d = 0, round = 0;; d++) {
        if (round == 0 && (d == MAX_DEALS || spent >= total)) {
            if (!second) {
                break;
            }
            round = 1; /* the first round's deals or nodes are spent */
            d = 0;
        }
        double left = deals_end - llk_now_ms();
        if ((round == 1 && (d == MAX_DEALS || spent >= total2)) || (budget_ms > 0 && left < 1)) {
            break;
        }
        if (stopped(cancel)) {
            goto cancelled;
        }
        timed_deal(b, spec, &rng, v, &deal_ms);
        left = deals_end - llk_now_ms();
        llk_solve_opts o = {budget_ms > 0 ? (long)(left > 1 ? left : 1) : -1,
                            round ? DEAL_NODES_2 : total - spent, false};
        llk_solve_stats st;
        int nm = 0;
        llk_verdict r = llk_solve_memo(b, s, &o, NULL, cancel, moves, &nm, &st);
        spent += st.nodes;
        info->deals++;
        info->nodes = spent;
        if (r == LLK_SOLVED && llk_replay_until(b, s, moves, nm, end)) {
            llk_give_line(moves, nm, line, nline);
            free(v);
            free(moves);
            return b;
        }
    }
    /* Fallback: new deals, played out with re-deals, leaving the last
     * resort time for two deals (tens of milliseconds on a million
     * cells). */
    double fall_end = end > 0 ? end - 2 * deal_ms : 0;
    int r = fallback(b, spec, s, &rng, seed, v, moves, fall_end, cancel);
    if (r == -3) {
        goto cancelled;
    }
    if (r == -2) {
        deal_unproven(b, spec, &rng, v, info, end);
        free(v);
        free(moves);
        return b;
    }
    if (r >= 0) {
        info->fallback = true;
        info->redeals = r;
        llk_give_line(moves, spec->tiles / 2, line, nline);
        free(v);
        free(moves);
        return b;
    }
    goto fail;
cancelled:
    info->cancelled = true;
fail:
    llk_board_free(b);
    free(v);
    free(moves);
    return NULL;
}
