/* bench_think.c - the thinker (issue 16), each figure beside its baseline
 * measured in the same run on the same positions:
 *  - hint quality: generated boards of every difficulty and level, played
 *    at random; positions after 25%, 50% and 75% of the tiles are gone.
 *    Of the positions a long solve does not prove lost, the share where
 *    the hint is proven winning: (a) today's hint search, 150 ms, no
 *    thinking (the baseline); (b) the thinker's hint after 1 s of
 *    thinking, and (b+a) that or, when it has no winning move, the 150 ms
 *    search (what the game does);
 *  - dead ends: of the positions the long solve proves lost, the share the
 *    thinker proves lost within 2 s;
 *  - forgiveness: random play's clear rate on generated boards beside
 *    random deals the solver proves winnable (within a node cap, so every
 *    machine picks the same deals), every mode on the game's three sizes.
 * Sample sizes are printed with the figures; LLK_BENCH_QUICK=1 shrinks
 * them (a smoke run), LLK_BENCH_FULL=1 grows them to the protocol
 * (10 boards and 5 plays per difficulty and level: hours),
 * LLK_BENCH_BOARDS=N sets the boards per difficulty and level of the hint
 * figures. LLK_BENCH_THINK_NODES=N gives the thinker a node budget instead
 * of wall time (N nodes for the hint, 2N for a dead end; the same on any
 * machine, however busy), LLK_BENCH_PART=hints runs only the hint figures
 * (=forgiveness only those),
 * LLK_BENCH_DUMP=DIR writes each position whose hint (b) was not proven
 * winning to DIR as a board file (for llk solve --shift),
 * LLK_BENCH_SIZE=easy|normal|hard and LLK_BENCH_MODES=left,right,... keep
 * only that difficulty and those levels' modes in the hint figures. The
 * thinker has
 * llk_think_new's workers (LLK_THINK_WORKERS sets them). With
 * LLK_BENCH_FULL (or LLK_BENCH_PROOF_NODES=N, N nodes instead of 40
 * million), each position the long solve leaves undecided gets a
 * node-bounded solve too (the 40-million-node solve), and of all
 * the positions proven lost either way, the share the thinker proves lost
 * within the dead ends' budget is printed. Last, the
 * thinker's speed in nodes a second with 1 and 2 workers
 * (LLK_BENCH_PART=rate: only that).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "llk/rng.h"
#include "llk/shift.h"
#include "llk/solve.h"
#include "llk/think.h"
#include "clock.h"

enum { LEVELS = 13, SIZES = 3, MAXP = 512 };

/* The game's levels and sizes (src/game/levels.c). */
static const llk_shift level_shift[LEVELS] = {
    LLK_SHIFT_NONE, LLK_SHIFT_DOWN, LLK_SHIFT_LEFT, LLK_SHIFT_SPLIT_VERTICAL,
    LLK_SHIFT_SPLIT_HORIZONTAL, LLK_SHIFT_GATHER_VERTICAL, LLK_SHIFT_GATHER_HORIZONTAL,
    LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT, LLK_SHIFT_LEFT_DOWN_RIGHT_UP, LLK_SHIFT_OUTWARD,
    LLK_SHIFT_INWARD, LLK_SHIFT_UP, LLK_SHIFT_RIGHT};
static const struct {
    const char *name;
    int rows, cols, kinds;
} sizes[SIZES] = {{"easy", 8, 12, 24}, {"normal", 9, 16, 36}, {"hard", 10, 18, 45}};

static int quick, full, boards_env;
static const char *dump_dir; /* LLK_BENCH_DUMP: write the positions (b) missed here */
static int dumped;
static long long think_nodes; /* LLK_BENCH_THINK_NODES: node budget, 0: wall time */
static long long proof_nodes; /* the node-bounded solve of LLK_BENCH_FULL; 0: none */

enum {
    LONG_MS = 2000,    /* the long solve that decides "lost" */
    HINT_MS = 150,     /* the game's hint search */
    THINK_MS = 1000,   /* thinking before the hint is asked */
    DEAD_MS = 2000     /* thinking allowed to prove a dead end */
};

typedef struct tally {
    int positions, lost, unknown_long; /* lost/unknown by the long solve */
    int base_win, think_win, both_win; /* hints proven winning: (a), (b), (b+a) */
    int think_win_proven;              /* (b) on positions the long solve won */
    int dead_found;                    /* lost ones the thinker proved lost */
    int proof_lost, proof_won;         /* undecided ones the proof_nodes solve decided */
    int proof_dead, proof_dead_found;  /* lost by either solve; the thinker proved it */
} tally;

static void tally_add(tally *t, const tally *x)
{
    t->positions += x->positions;
    t->lost += x->lost;
    t->unknown_long += x->unknown_long;
    t->base_win += x->base_win;
    t->think_win += x->think_win;
    t->both_win += x->both_win;
    t->think_win_proven += x->think_win_proven;
    t->dead_found += x->dead_found;
    t->proof_lost += x->proof_lost;
    t->proof_won += x->proof_won;
    t->proof_dead += x->proof_dead;
    t->proof_dead_found += x->proof_dead_found;
}

static double share(int a, int n)
{
    return n > 0 ? 100.0 * a / n : 0.0;
}

/* Think about b (thinker th) for ms of wall time, or with a node budget
 * of nodes when think_nodes is set; returns its generation. */
static uint64_t think_for(llk_thinker *th, const llk_board *b, llk_shift s, long ms,
                          long long nodes)
{
    llk_think_set_budget(th, think_nodes > 0 ? nodes : 0);
    uint64_t gen = llk_think_set(th, b, s, NULL, 0);
    if (think_nodes <= 0) {
        llk_think_wait(th, gen, ms);
        return gen;
    }
    for (;;) {
        llk_think_status st;
        if (llk_think_wait(th, gen, 20)) {
            return gen;
        }
        llk_think_poll(th, &st);
        if (st.gave_up) {
            return gen;
        }
    }
}

/* A position (b) missed, as a board file (llk solve reads it) named by
 * its order, difficulty and mode, the long solve's verdict in a comment. */
static void dump_miss(const llk_board *b, llk_shift s, const char *what, llk_verdict v)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%03d-%s-%s.txt", dump_dir, dumped++, what,
             llk_shift_name(s));
    FILE *f = fopen(path, "w");
    if (!f) {
        printf("  cannot write %s\n", path);
        return;
    }
    fprintf(f, "# shift %s; long solve: %s\n", llk_shift_name(s),
            v == LLK_SOLVED ? "solved" : v == LLK_UNSOLVABLE ? "unsolvable" : "unknown");
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            fprintf(f, c ? " %d" : "%d", llk_board_get(b, r, c));
        }
        fputc('\n', f);
    }
    fclose(f);
}

/* The node-bounded solve (proof_nodes) of a position the long solve left
 * undecided; whether it proved the position lost. */
static bool proof_solve(const llk_board *b, llk_shift s, llk_verdict v, llk_verdict *dv,
                        tally *t)
{
    *dv = v;
    if (proof_nodes <= 0 || v != LLK_UNKNOWN) {
        return false;
    }
    llk_solve_opts po = {-1, proof_nodes, false};
    llk_verdict pv = llk_solve_ex(b, s, &po, NULL, NULL, NULL);
    t->proof_lost += pv == LLK_UNSOLVABLE;
    t->proof_won += pv == LLK_SOLVED;
    *dv = pv; /* the dump's verdict */
    return pv == LLK_UNSOLVABLE;
}

/* One position: the long solve, the baseline hint, the thinker. */
static void measure(llk_thinker *th, const llk_board *b, llk_shift s, const char *what,
                    tally *t)
{
    t->positions++;
    llk_solve_opts lo = {LONG_MS, 0, false};
    llk_verdict v = llk_solve_ex(b, s, &lo, NULL, NULL, NULL);
    bool lost = v == LLK_UNSOLVABLE;
    t->lost += lost;
    t->unknown_long += v == LLK_UNKNOWN;
    /* Lost by either solve: the thinker's dead-end budget. A lost
     * position has no winning hint, so the hint figures (of the positions
     * the long solve does not prove lost) stay what they are. */
    llk_verdict dv;
    bool dead = proof_solve(b, s, v, &dv, t) || lost;
    t->proof_dead += dead && proof_nodes > 0;
    llk_pair first;
    llk_hint_kind kind = LLK_HINT_NONE;
    llk_hint_order(b, s, HINT_MS, &first, &kind, 1, NULL, NULL);
    bool base = kind == LLK_HINT_WINNING;
    double t0 = bench_now_ms();
    /* A node budget: lost positions (known by now) get the dead ends' 2N
     * at once, the others N. */
    uint64_t gen = think_for(th, b, s, THINK_MS, dead ? 2 * think_nodes : think_nodes);
    llk_pair p;
    bool thought = llk_think_hint(th, gen, 0, &p) == LLK_HINT_WINNING;
    if (!lost) {
        t->base_win += base;
        t->think_win += thought;
        t->both_win += thought || base;
        t->think_win_proven += thought && v == LLK_SOLVED;
        if (!thought && dump_dir) {
            dump_miss(b, s, what, dv);
        }
    }
    if (dead) {
        long left = (long)(DEAD_MS - (bench_now_ms() - t0));
        if (left > 0 && think_nodes <= 0) {
            llk_think_wait(th, gen, left);
        }
        llk_think_status st;
        llk_think_poll(th, &st);
        bool found = st.position == LLK_POSITION_LOST;
        t->dead_found += lost && found;
        t->proof_dead_found += found && proof_nodes > 0;
    }
    llk_think_set(th, NULL, s, NULL, 0); /* idle while the next is measured */
}

/* Random play on one generated board; the positions after 25, 50 and 75%
 * of the tiles are gone are measured. */
static void play_board(llk_thinker *th, llk_board *b, llk_shift s, const char *what,
                       llk_rng *rng, tally *t)
{
    int total = b->tiles, mark = 1;
    llk_pair pairs[MAXP];
    while (mark <= 3) {
        if (b->tiles <= total - total * mark / 4) {
            if (llk_has_pair(b, NULL)) {
                measure(th, b, s, what, t);
            }
            mark++;
            continue;
        }
        size_t n = llk_pairs(b, pairs, MAXP);
        if (n == 0) {
            break;
        }
        llk_board_remove(b, pairs[llk_rng_below(rng, n < MAXP ? n : MAXP)]);
        llk_shift_apply(b, s, NULL);
    }
}

static double t_plus(int n)
{
    return (double)n + 1;
}

static void print_tally(const char *what, const tally *t)
{
    int alive = t->positions - t->lost, won = alive - t->unknown_long;
    printf("  %-30s %3d positions, %3d lost, %d undecided (long solve); hint winning "
           "(a) %5.1f%%  (b) %5.1f%%  (b+a) %5.1f%% of %d (b: %5.1f%% of the %d proven winnable); "
           "dead ends found %d of %d\n",
           what, t->positions, t->lost, t->unknown_long, share(t->base_win, alive),
           share(t->think_win, alive), share(t->both_win, alive), alive,
           share(t->think_win_proven, won), won, t->dead_found, t->lost);
    if (proof_nodes > 0) {
        printf("  %-30s %lld-node solve of the %d undecided: %d lost, %d winnable; dead ends "
               "found %d of %d (%5.1f%%) proven lost by either solve\n", "", proof_nodes,
               t->unknown_long, t->proof_lost, t->proof_won, t->proof_dead_found,
               t->proof_dead, share(t->proof_dead_found, t->proof_dead));
    }
}

/* Whether name is one of the comma-separated names of list. */
static bool mode_listed(const char *list, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ',');
        size_t len = e ? (size_t)(e - p) : strlen(p);
        if (len == n && strncmp(p, name, n) == 0) {
            return true;
        }
        p += len + (e != NULL);
    }
    return false;
}

static void bench_hints(void)
{
    int boards = quick ? 1 : full ? 10 : 3, plays = quick ? 1 : full ? 5 : 2;
    boards = boards_env > 0 ? boards_env : boards;
    printf("hint quality and dead ends: generated boards (%d per difficulty and level, %d random "
           "plays each), positions after 25/50/75%% of the tiles; long solve %d ms; (a) hint "
           "search %d ms, no thinking (baseline); (b) thinker's hint after %d ms; (b+a) (b), "
           "else (a); dead ends: thinker within %d ms\n",
           boards, plays, LONG_MS, HINT_MS, THINK_MS, DEAD_MS);
    if (proof_nodes > 0) {
        printf("  node-bounded solve (LLK_BENCH_FULL, LLK_BENCH_PROOF_NODES): %lld nodes for "
               "each position the long solve leaves undecided; a position it proves lost is "
               "a dead end too\n", proof_nodes);
    }
    if (think_nodes > 0) {
        printf("  thinker with a node budget instead (LLK_BENCH_THINK_NODES): (b) %lld nodes, "
               "dead ends %lld nodes\n", think_nodes, 2 * think_nodes);
    }
    llk_thinker *th = llk_think_new();
    if (!th) {
        printf("  thinker could not start\n");
        return;
    }
    printf("  thinker workers: %d (LLK_THINK_WORKERS; a node budget is each worker's)\n",
           llk_think_workers(th));
    llk_rng rng;
    llk_rng_seed(&rng, 1616);
    const char *only_size = getenv("LLK_BENCH_SIZE"), *only_modes = getenv("LLK_BENCH_MODES");
    for (int d = 0; d < SIZES; d++) {
        tally all = {0};
        int levels = quick ? 3 : LEVELS;
        if (only_size && strcmp(only_size, sizes[d].name) != 0) {
            continue;
        }
        for (int l = 0; l < levels; l++) {
            tally cell = {0};
            llk_shift s = level_shift[l];
            if (only_modes && !mode_listed(only_modes, llk_shift_name(s))) {
                continue;
            }
            for (int i = 0; i < boards; i++) {
                llk_board *g = llk_generate(sizes[d].rows, sizes[d].cols, sizes[d].kinds, s,
                                            7000 + (uint64_t)(100 * l + i));
                for (int p = 0; p < plays; p++) {
                    llk_board *b = llk_board_clone(g);
                    play_board(th, b, s, sizes[d].name, &rng, &cell);
                    llk_board_free(b);
                }
                llk_board_free(g);
            }
            char what[64];
            snprintf(what, sizeof what, "%s level %d %s", sizes[d].name, l + 1,
                     llk_shift_name(s));
            print_tally(what, &cell);
            tally_add(&all, &cell);
        }
        char what[64];
        snprintf(what, sizeof what, "%s, all levels", sizes[d].name);
        print_tally(what, &all);
        /* The guard's figures: winning hints (b+a) beside the hint search
         * alone (a), and dead ends found beside those the long solve
         * proved (one added to each side: a share of nothing stays 1). */
        snprintf(what, sizeof what, "think-hint-%s", sizes[d].name);
        bench_ratio(what, t_plus(all.both_win), t_plus(all.base_win), 0);
        snprintf(what, sizeof what, "think-dead-%s", sizes[d].name);
        bench_ratio(what, t_plus(all.dead_found), t_plus(all.lost), 0);
    }
    llk_think_free(th);
}

/* The thinker's speed with 1 and 2 workers: solver nodes a second (all
 * workers' together) on hard positions a quarter into generated boards of
 * the line modes and inward (the ones a second of thinking leaves open),
 * RATE_MS of wall time each, no budget. On a machine with fewer free cores
 * than workers the second figure shows the load, not the thinker. */
static double cpu_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1000 + (double)t.tv_nsec / 1e6;
}

static void bench_rate(void)
{
    enum { RATE_MS = 400, RATE_BOARDS = 3 };
    static const llk_shift modes[] = {LLK_SHIFT_LEFT, LLK_SHIFT_RIGHT,
                                      LLK_SHIFT_GATHER_HORIZONTAL, LLK_SHIFT_INWARD};
    double rate[2] = {0, 0}, cpu_rate[2] = {0, 0};
    int positions = 0;
    for (int w = 1; w <= 2; w++) {
        llk_thinker *th = llk_think_new_workers(w);
        if (!th || llk_think_workers(th) != w) {
            printf("thinker speed: %d workers could not start\n", w);
            llk_think_free(th);
            return;
        }
        llk_rng rng;
        llk_rng_seed(&rng, 3535);
        long long nodes = 0;
        double ms = 0, c0 = cpu_ms();
        positions = 0;
        for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
            for (int i = 0; i < RATE_BOARDS; i++) {
                llk_board *b = llk_generate(10, 18, 45, modes[m], 7000 + (uint64_t)(100 * m + i));
                llk_pair pairs[MAXP];
                while (b->tiles > 180 * 3 / 4) {
                    size_t n = llk_pairs(b, pairs, MAXP);
                    if (n == 0) {
                        break;
                    }
                    llk_board_remove(b, pairs[llk_rng_below(&rng, n < MAXP ? n : MAXP)]);
                    llk_shift_apply(b, modes[m], NULL);
                }
                double t0 = bench_now_ms();
                uint64_t gen = llk_think_set(th, b, modes[m], NULL, 0);
                llk_think_wait(th, gen, RATE_MS);
                llk_think_status st;
                llk_think_poll(th, &st);
                ms += bench_now_ms() - t0;
                nodes += st.nodes;
                positions++;
                llk_think_set(th, NULL, modes[m], NULL, 0);
                llk_board_free(b);
            }
        }
        rate[w - 1] = ms > 0 ? nodes / (ms / 1000) : 0;
        double cpu = cpu_ms() - c0;
        cpu_rate[w - 1] = cpu > 0 ? nodes / (cpu / 1000) : 0;
        llk_think_free(th);
    }
    printf("thinker speed (%d hard positions of left, right, gather-horizontal, inward, %d ms "
           "each): %.0f nodes/s with 1 worker, %.0f with 2 (x%.2f); per second of CPU time "
           "(the process's, all threads): %.0f and %.0f (x%.2f)\n", positions, RATE_MS,
           rate[0], rate[1], rate[0] > 0 ? rate[1] / rate[0] : 0, cpu_rate[0], cpu_rate[1],
           cpu_rate[0] > 0 ? cpu_rate[1] / cpu_rate[0] : 0);
    /* The guard's figure: one worker's nodes per second of CPU beside a
     * fixed reference computation's speed (no baseline runs the
     * thinker's search; the reference cancels the machine's speed). The
     * two workers' figure shows the machine's free cores: not guarded. */
    double ref = bench_reference_ms();
    printf("  reference computation: %.1f ms of CPU\n", ref);
    bench_ratio("think-rate-1-worker", cpu_rate[0] / 1e6, 1000.0 / ref, 0);
}

/* Share of plays random legal play clears, the board shifted after every
 * removal as in the game. */
static double random_play_rate(const llk_board *b, llk_shift s, int plays, llk_rng *rng)
{
    int won = 0;
    llk_pair pairs[MAXP];
    for (int p = 0; p < plays; p++) {
        llk_board *w = llk_board_clone(b);
        for (;;) {
            size_t n = llk_pairs(w, pairs, MAXP);
            if (n == 0) {
                break;
            }
            llk_board_remove(w, pairs[llk_rng_below(rng, n < MAXP ? n : MAXP)]);
            llk_shift_apply(w, s, NULL);
        }
        won += w->tiles == 0;
        llk_board_free(w);
    }
    return (double)won / plays;
}

/* The paired baseline of generated board i: the first of the deals the
 * generator chose from (llk_deal_nth, the same seed) that the solver proves
 * within cap nodes, at most PAIR_DEALS of them; NULL when none is. */
static llk_board *paired_deal(int R, int C, int K, llk_shift s, uint64_t seed, long long cap)
{
    enum { PAIR_DEALS = 12 };
    for (int d = 0; d < PAIR_DEALS; d++) {
        llk_board *b = llk_deal_nth(R, C, K, seed, d);
        llk_solve_opts o = {-1, cap, false};
        if (llk_solve_ex(b, s, &o, NULL, NULL, NULL) == LLK_SOLVED) {
            return b;
        }
        llk_board_free(b);
    }
    return NULL;
}

typedef struct forgive {
    double gen, paired_gen, paired_deal, indep, any;
    int fallbacks, paired, indep_got, indep_tried;
} forgive;

static void forgive_cell(int R, int C, int K, llk_shift s, int n, int plays, long long cap,
                         forgive *f)
{
    memset(f, 0, sizeof *f);
    for (int i = 0; i < n; i++) {
        llk_generate_info info;
        uint64_t seed = 9000 + (uint64_t)i;
        llk_board *b = llk_generate_ex(R, C, K, s, seed, &info);
        f->fallbacks += info.fallback;
        llk_rng rng;
        llk_rng_seed(&rng, 7800 + (uint64_t)i);
        double g = random_play_rate(b, s, plays, &rng);
        f->gen += g;
        llk_board *d = paired_deal(R, C, K, s, seed, cap);
        if (d != NULL) {
            llk_rng_seed(&rng, 7800 + (uint64_t)i); /* the same plays where the boards agree */
            f->paired_deal += random_play_rate(d, s, plays, &rng);
            f->paired_gen += g;
            f->paired++;
        }
        llk_board_free(d);
        llk_board_free(b);
    }
    llk_rng rng;
    llk_rng_seed(&rng, 78);
    for (uint64_t seed = 20000; f->indep_got < n && f->indep_tried < 2 * n; seed++) {
        llk_board *b = llk_deal(R, C, K, seed);
        llk_solve_opts o = {-1, cap, false};
        f->indep_tried++;
        if (llk_solve_ex(b, s, &o, NULL, NULL, NULL) == LLK_SOLVED) {
            f->indep += random_play_rate(b, s, plays, &rng);
            f->indep_got++;
        }
        llk_board_free(b);
    }
    /* Any random deals, proven or not (seeds 30000..): lost ones are
     * cleared by no play, so this rate is at most that of the winnable
     * ones, and the generated boards' rate less it bounds how much easier
     * they are than winnable deals, where no deal can be proven. */
    int nany = 8 * n;
    llk_rng_seed(&rng, 79);
    for (int i = 0; i < nany; i++) {
        llk_board *b = llk_deal(R, C, K, 30000 + (uint64_t)i);
        f->any += random_play_rate(b, s, plays, &rng);
        llk_board_free(b);
    }
    f->any = 100 * f->any / nany;
    f->gen = 100 * f->gen / n;
    f->paired_gen = f->paired > 0 ? 100 * f->paired_gen / f->paired : 0;
    f->paired_deal = f->paired > 0 ? 100 * f->paired_deal / f->paired : 0;
    f->indep = f->indep_got > 0 ? 100 * f->indep / f->indep_got : 0;
}

static void bench_forgiveness(void)
{
    int n = quick ? 4 : full ? 100 : 32, plays = quick ? 5 : 20;
    long long cap = full ? 50000 : 20000;
    printf("forgiveness: share of %d random plays per board that clear it, per mode and size; "
           "%d generated boards (seeds 9000..); paired baseline: for each, the first of the "
           "deals the generator chose from (same seed, at most 12) that the solver proves "
           "within %lld nodes, played with the same random plays (the generator's boards are "
           "such deals, so this shows what its budget and fallback change; where no deal is "
           "proven the board has no pair); target: paired difference within 5 points; "
           "independent baseline (not judged: its sampling spread alone is about 5-10 "
           "points): up to %d random deals (seeds 20000.., at most %d tried) proven within "
           "the same cap; any deals: %d random deals (seeds 30000..), proven or not, whose "
           "rate is at most that of the winnable ones (lost ones clear in no play), so where "
           "too few deals are proven for a pair, generated less any bounds how many points "
           "easier than winnable deals the generated boards are\n", plays, n, cap, n, 2 * n,
           8 * n);
    int missed = 0, unmeasured = 0, unbounded = 0;
    double worst = 0, worst_bound = 0, sum_diff = 0;
    for (int d = 0; d < SIZES; d++) {
        int R = sizes[d].rows, C = sizes[d].cols, K = sizes[d].kinds;
        for (int m = 0; m < LLK_SHIFT_COUNT; m++) {
            llk_shift s = (llk_shift)m;
            forgive f;
            forgive_cell(R, C, K, s, n, plays, cap, &f);
            double diff = f.paired_gen - f.paired_deal;
            diff = diff < 0 ? -diff : diff;
            bool measured = f.paired >= n / 4;
            unmeasured += !measured;
            missed += measured && diff > 5;
            worst = measured && diff > worst ? diff : worst;
            sum_diff += measured ? diff : 0;
            double bound = f.gen - f.any;
            if (!measured) {
                unbounded += bound > 5;
                worst_bound = bound > worst_bound ? bound : worst_bound;
            }
            char extra[96] = "";
            if (!measured) {
                snprintf(extra, sizeof extra, "; generated at most %.1f points easier than "
                         "winnable deals", bound);
            }
            printf("  %-6s %dx%d %-22s generated %5.1f%% (%2d by fallback); paired %2d: "
                   "generated %5.1f%% deals %5.1f%% difference %4.1f %s; independent deals "
                   "%5.1f%% (%d of %d tried); any deals %5.2f%%%s\n",
                   sizes[d].name, R, C, llk_shift_name(s), f.gen, f.fallbacks, f.paired,
                   f.paired_gen, f.paired_deal, diff,
                   !measured ? "(too few pairs)" : diff <= 5 ? "" : "MISSED", f.indep,
                   f.indep_got, f.indep_tried, f.any, extra);
        }
    }
    printf("  cells over 5 points: %d of %d measured (%d with fewer than %d pairs); largest "
           "difference %.1f points\n", missed, SIZES * LLK_SHIFT_COUNT - unmeasured,
           unmeasured, n / 4, worst);
    printf("  cells with too few pairs: generated boards at most %.1f points easier than "
           "winnable deals (largest bound); %d of %d bounded above 5 points\n", worst_bound,
           unbounded, unmeasured);
    /* The guard's figure: how close the generated boards' clear rate is
     * to the paired deals', the mean over measured cells (1 the same). */
    int measured_cells = SIZES * LLK_SHIFT_COUNT - unmeasured;
    double mean = measured_cells > 0 ? sum_diff / measured_cells : 0;
    bench_ratio("think-forgive-paired", 100 - mean, 100, 0);
}

int main(void)
{
    const char *q = getenv("LLK_BENCH_QUICK"), *f = getenv("LLK_BENCH_FULL");
    const char *nb = getenv("LLK_BENCH_BOARDS"), *tn = getenv("LLK_BENCH_THINK_NODES");
    const char *part = getenv("LLK_BENCH_PART");
    quick = q && strcmp(q, "1") == 0;
    full = f && strcmp(f, "1") == 0;
    boards_env = nb ? atoi(nb) : 0;
    think_nodes = tn ? atoll(tn) : 0;
    const char *pn = getenv("LLK_BENCH_PROOF_NODES");
    proof_nodes = pn ? atoll(pn) : full ? 40000000 : 0;
    dump_dir = getenv("LLK_BENCH_DUMP");
    setvbuf(stdout, NULL, _IOLBF, 0);
    double t0 = bench_now_ms();
    if (part != NULL && strcmp(part, "rate") == 0) {
        bench_rate();
        return 0;
    }
    if (part == NULL || strcmp(part, "hints") != 0) {
        bench_forgiveness();
    }
    double t1 = bench_now_ms();
    if (part == NULL || strcmp(part, "forgiveness") != 0) {
        bench_hints();
    }
    if (part == NULL) {
        bench_rate();
    }
    printf("bench_think: %.0f s in all (forgiveness %.0f s, hints %.0f s)\n",
           (bench_now_ms() - t0) / 1000, (t1 - t0) / 1000, (bench_now_ms() - t1) / 1000);
    return 0;
}
