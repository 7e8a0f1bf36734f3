/* think.c - the thinker (think.h): one worker thread, one position at a
 * time, and with more cores helper threads on the same position
 * (think_help.c: they start once the worker's first search leaves it
 * undecided, and what they decide is taken in at each publishing).
 *
 * The caller's side (set, poll, hint, line) and the worker share a mutex
 * that is only ever held for copies: the caller's pending position and the
 * published answers. The worker takes a pending position under the lock,
 * clears the cancel flag there (so a later set always cancels), and then
 * searches without the lock, publishing each new fact as it is proven.
 * The solver reads the cancel flag at every node (a relaxed atomic load).
 *
 * The work on a position (think()):
 *  1. count the removable pairs; none left: lost (or won, when empty);
 *  2. a line the caller gave or one found earlier that passes through this
 *     position (the ring of lines kept, known.c, with the hash of every
 *     position on each) makes it winnable at once, after a replay;
 *  3. rounds with a node cap that grows four times a round: the position
 *     itself while it is undecided (an exhaustive search within the cap,
 *     with a shift the removals furthest back first: the memo's places,
 *     llk_order_back; a beam search from round 2,
 *     think_beam(), randomized probes,
 *     think_probes()), then each pair not yet classified (the position
 *     after it). A pair proven winning decides the position winnable (the
 *     pair, then its line); every pair proven losing decides it lost. Small
 *     caps first, over every pair, find quick wins among many moves.
 * All searches share one memo (solve_int.h): positions proven lost stay
 * in its table for every later search of the same size and mode, so a
 * round repeats no proof of the last one and a position the player
 * reaches again (by a move or by undo) is answered from the table.
 */
#define _POSIX_C_SOURCE 200809L
#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "llk/think.h"
#include "think_int.h"

enum {
    FIRST_NODES = LLK_THINK_FIRST_NODES,
    CAP_GROWTH = LLK_THINK_CAP_GROWTH,
    /* Randomized probes (think_probes): a probe's node cap is PROBE_UNIT
     * times a term of Luby's sequence; a round's probes spend PROBE_SHARE
     * times its cap. Measured with a budget of 1M nodes a position on 464
     * hard and 577 normal positions (bench_think's protocol, other seeds):
     * hints not proven winning among positions not proven lost, 17 and 7
     * without probes; 11 and 3 with (1000, 3); 9 and 3 with (200, 10);
     * 10 and 3 with (200, 30) or (200, 100); 11 and 3 with (200, 3).
     * Positions proven lost: the same in all. */
    PROBE_UNIT = LLK_THINK_PROBE_UNIT,
    PROBE_SHARE = LLK_THINK_PROBE_SHARE,
    /* Beams (think_beam): one a round from round BEAM_ROUND (the first is
     * 1), BEAM_WIDTH wide, doubling each round BEAM_DOUBLINGS times (512:
     * about 7 MB on 10x18), BEAM_PENALTY a kind with two tiles not joined.
     * On 17 positions the thinker missed at 1M nodes (bench_think, normal
     * and hard, 8 boards): beams alone, 3 seeds, 12 of 51 found 64 wide, 21
     * 128 wide (penalty 3: 16); the thinker at 1M nodes won 5 without
     * beams, 8 with these, 6-8 with rounds 1-3 and widths 64-256. */
    BEAM_ROUND = LLK_THINK_BEAM_ROUND,
    BEAM_WIDTH = LLK_THINK_BEAM_WIDTH,
    BEAM_DOUBLINGS = LLK_THINK_BEAM_DOUBLINGS,
    BEAM_PENALTY = LLK_THINK_BEAM_PENALTY
};

static atomic_bool helpers_only; /* llk_think_helpers_only (tests) */

void llk_think_helpers_only(bool on)
{
    atomic_store(&helpers_only, on);
}

/* ---- small helpers -------------------------------------------------- */

static bool cancelled(llk_thinker *t)
{
    return atomic_load_explicit(&t->cancel, memory_order_relaxed);
}

/* ---- publishing ------------------------------------------------------ */

static void decide_winnable(worker *w, const llk_pair *moves, int n);
static void decide_lost(worker *w);

/* Take the helpers' verdict on the position, when they reached one; stop
 * them once it is decided. */
static void merge_helpers(llk_thinker *t)
{
    worker *w = &t->w;
    if (!w->helping) {
        return;
    }
    if (w->position == LLK_POSITION_UNKNOWN) {
        int n = 0;
        llk_verdict v = llk_helpers_result(t->help, w->gen, w->scratch, (int)w->line_cap, &n);
        if (v == LLK_SOLVED && n > 0) {
            llk_known_add(&w->known, w->pos, w->shift, w->scratch, n);
            decide_winnable(w, w->scratch, n);
        } else if (v == LLK_UNSOLVABLE) {
            decide_lost(w);
        }
    }
    if (w->position != LLK_POSITION_UNKNOWN) {
        llk_helpers_halt(t->help);
    }
}

/* Copy what the worker knows (the helpers' verdict taken in first) to the
 * published answers, when its position is still the one last set. */
static void publish(llk_thinker *t, bool done)
{
    worker *w = &t->w;
    merge_helpers(t);
    int win = 0, lost = 0;
    for (int i = 0; i < w->npairs; i++) {
        win += w->cls[i] == CLS_WIN;
        lost += w->cls[i] == CLS_LOST;
    }
    pthread_mutex_lock(&t->mu);
    size_t np = (size_t)w->npairs + 1, nl = (size_t)w->nline + 1;
    if (t->pub.gen == w->gen &&
        llk_grow((void **)&t->pub_pairs, &t->pub_pairs_cap, np, sizeof(llk_pair)) &&
        llk_grow((void **)&t->pub_cls, &t->pub_cls_cap, np, 1) &&
        llk_grow((void **)&t->pub_line, &t->pub_line_cap, nl, sizeof(llk_pair))) {
        if (w->npairs > 0) {
            memcpy(t->pub_pairs, w->pairs, sizeof(llk_pair) * (size_t)w->npairs);
            memcpy(t->pub_cls, w->cls, (size_t)w->npairs);
        }
        if (w->nline > 0) {
            memcpy(t->pub_line, w->line, sizeof(llk_pair) * (size_t)w->nline);
        }
        t->pub.position = w->position;
        t->pub.pairs = w->npairs;
        t->pub.winning = win;
        t->pub.losing = lost;
        t->pub.line = w->nline;
        t->pub.gave_up = w->gave_up && w->help_idle;
        t->pub.nodes = w->nodes + (w->helping ? llk_helpers_nodes(t->help) : 0);
        t->pub.done = done;
    }
    pthread_cond_broadcast(&t->news);
    pthread_mutex_unlock(&t->mu);
}

/* ---- thinking ---------------------------------------------------------- */

/* The position is winnable by moves (n of them): keep the line, mark its
 * first move winning. */
static void decide_winnable(worker *w, const llk_pair *moves, int n)
{
    if (moves != w->line) {
        memcpy(w->line, moves, sizeof(llk_pair) * (size_t)n);
    }
    w->nline = n;
    w->position = LLK_POSITION_WINNABLE;
    for (int i = 0; n > 0 && i < w->npairs; i++) {
        if (llk_pair_same(w->pairs[i], moves[0])) {
            w->cls[i] = CLS_WIN;
        }
    }
}

static void decide_lost(worker *w)
{
    w->position = LLK_POSITION_LOST;
    w->nline = 0;
    memset(w->cls, CLS_LOST, (size_t)w->npairs);
}

/* One search of b within cap nodes (the memo kept, the cancel flag read). */
static llk_verdict search(llk_thinker *t, const llk_board *b, long long cap, llk_pair *moves,
                          int *n)
{
    worker *w = &t->w;
    if (w->budget > 0) {
        long long left = w->budget - w->nodes;
        if (left <= 0) {
            *n = 0;
            return LLK_UNKNOWN;
        }
        cap = cap < left ? cap : left;
    }
    llk_solve_opts o = {-1, cap, false};
    llk_solve_stats st;
    llk_verdict v = llk_solve_memo(b, w->shift, &o, w->memo, &t->cancel, moves, n, &st);
    w->nodes += st.nodes;
    return v;
}

/* Whether the node budget for this position is spent (then the worker
 * stops on it, with what it found published). */
static bool spent(worker *w)
{
    w->gave_up = w->budget > 0 && w->nodes >= w->budget;
    return w->gave_up;
}

/* Randomized restarts on the undecided position: probes in random move
 * orders (llk_solve_seeded; with a shift, the moves that clear their kind
 * first) with node caps following Luby's sequence (PROBE_UNIT times a
 * term, the sequence going on from round to round), until they have spent
 * about cap nodes. One winning line is all the hint needs, and a
 * depth-first search's time to its first line is heavy-tailed in its move
 * order; the probes share the memo, so what one proves lost no later
 * search repeats, and a probe that ends without a line proves the
 * position lost. */
static void think_probes(llk_thinker *t, long long cap)
{
    worker *w = &t->w;
    long long start = w->nodes;
    while (w->position == LLK_POSITION_UNKNOWN && w->nodes - start < cap && !cancelled(t) &&
           !spent(w)) {
        w->probes++;
        long long pcap = PROBE_UNIT * llk_luby(w->probes);
        if (w->budget > 0 && w->budget - w->nodes < pcap) {
            pcap = w->budget - w->nodes;
        }
        llk_solve_opts o = {-1, pcap, false};
        llk_solve_stats st;
        int n = 0;
        uint64_t seed = (uint64_t)w->probes * 0x9E3779B97F4A7C15ULL;
        llk_verdict v = llk_solve_seeded(w->pos, w->shift, &o, w->memo, &t->cancel, seed,
                                         w->scratch, &n, &st);
        w->nodes += st.nodes;
        if (v == LLK_SOLVED) {
            llk_known_add(&w->known, w->pos, w->shift, w->scratch, n);
            decide_winnable(w, w->scratch, n);
        } else if (v == LLK_UNSOLVABLE) {
            decide_lost(w);
        }
    }
}

/* A beam search (beam.c) of the undecided position, from round BEAM_ROUND
 * on, twice as wide each round, a new seed each time. It finds the
 * lines of some positions that the depth-first searches take millions of
 * nodes for (those a quarter into hard boards that compact along lines);
 * when it fails it proves nothing. */
static void think_beam(llk_thinker *t)
{
    worker *w = &t->w;
    int r = w->round - BEAM_ROUND;
    if (r < 0 || w->position != LLK_POSITION_UNKNOWN || spent(w)) {
        return;
    }
    int width = BEAM_WIDTH << (r < BEAM_DOUBLINGS ? r : BEAM_DOUBLINGS);
    llk_beam_opts o = {width, BEAM_PENALTY, (uint64_t)w->round * 0x9E3779B97F4A7C15ULL,
                       w->budget > 0 ? w->budget - w->nodes : 0};
    long long nodes = 0;
    int n = llk_beam_line(w->pos, w->shift, &o, &t->cancel, w->scratch, (int)w->line_cap,
                          &nodes);
    w->nodes += nodes;
    if (n > 0) {
        llk_known_add(&w->known, w->pos, w->shift, w->scratch, n);
        decide_winnable(w, w->scratch, n);
    }
}

/* Pair i's position, searched within cap: its class, and the position's
 * verdict when that decides it. */
static void think_pair(llk_thinker *t, int i, long long cap)
{
    worker *w = &t->w;
    llk_board_copy(w->child, w->pos);
    llk_board_remove(w->child, w->pairs[i]);
    llk_shift_apply(w->child, w->shift, NULL);
    int n = 0;
    llk_verdict v = search(t, w->child, cap, w->scratch + 1, &n);
    if (v == LLK_SOLVED) {
        w->cls[i] = CLS_WIN;
        w->scratch[0] = w->pairs[i];
        llk_known_add(&w->known, w->pos, w->shift, w->scratch, n + 1);
        if (w->position == LLK_POSITION_UNKNOWN) {
            decide_winnable(w, w->scratch, n + 1);
        }
    } else if (v == LLK_UNSOLVABLE) {
        w->cls[i] = CLS_LOST;
        int lost = 0;
        for (int j = 0; j < w->npairs; j++) {
            lost += w->cls[j] == CLS_LOST;
        }
        if (lost == w->npairs) {
            decide_lost(w);
        }
    }
}

/* The helpers on the position, once the first search (the worker's own
 * table included) left it undecided: the quick ones stay the worker's. */
static void start_helpers(llk_thinker *t)
{
    worker *w = &t->w;
    if (w->helping || w->position != LLK_POSITION_UNKNOWN || t->help == NULL || spent(w) ||
        !llk_helpers_fit(w->pos) || !llk_memo_prepare(w->memo, w->pos)) {
        return;
    }
    /* Every kind has its keys now: no search of this position adds any,
     * so the helpers' copies stay the worker's. */
    llk_helpers_start(t->help, w->pos, w->shift, w->memo, w->gen, w->budget);
    w->helping = true;
    w->help_idle = false;
}

/* Rounds of searches with a growing node cap until everything is known,
 * the position changes or the node budget is spent. */
static void think_rounds(llk_thinker *t)
{
    worker *w = &t->w;
    for (long long cap = FIRST_NODES; !cancelled(t); cap = cap < LLONG_MAX / CAP_GROWTH
                                                               ? cap * CAP_GROWTH
                                                               : cap) {
        w->round++;
        if (spent(w)) {
            publish(t, false);
            return;
        }
        if (w->position == LLK_POSITION_UNKNOWN) {
            int n = 0;
            llk_verdict v = search(t, w->pos, cap, w->scratch, &n);
            if (v == LLK_SOLVED) {
                llk_known_add(&w->known, w->pos, w->shift, w->scratch, n);
                decide_winnable(w, w->scratch, n);
            } else if (v == LLK_UNSOLVABLE) {
                decide_lost(w);
            }
            start_helpers(t);
            think_beam(t);
            think_probes(t, cap * PROBE_SHARE);
            if (cancelled(t)) {
                return;
            }
            publish(t, false);
        }
        bool open = false;
        for (int i = 0; i < w->npairs && w->position != LLK_POSITION_LOST; i++) {
            if (w->cls[i] != CLS_UNKNOWN) {
                continue;
            }
            think_pair(t, i, cap);
            if (cancelled(t)) {
                return;
            }
            if (spent(w)) {
                publish(t, false);
                return;
            }
            open = open || w->cls[i] == CLS_UNKNOWN;
            publish(t, false);
        }
        if (w->position != LLK_POSITION_UNKNOWN && !open) {
            publish(t, true);
            return;
        }
    }
}

/* Room for the position's pairs and lines; false when out of memory. */
static bool think_prepare(llk_thinker *t)
{
    worker *w = &t->w;
    const llk_board *b = w->pos;
    size_t half = (size_t)b->tiles / 2 + 2;
    if (!llk_grow((void **)&w->line, &w->line_cap, half, sizeof(llk_pair))) {
        return false;
    }
    size_t cap = w->line_cap;
    llk_pair *s = realloc(w->scratch, sizeof(llk_pair) * cap);
    if (!s) {
        return false;
    }
    w->scratch = s;
    if (w->child == NULL || w->child->rows != b->rows || w->child->cols != b->cols) {
        llk_board_free(w->child);
        w->child = llk_board_clone(b);
        if (!w->child) {
            return false;
        }
    }
    if (w->memo == NULL || w->memo->rows != b->rows || w->memo->cols != b->cols ||
        w->memo->mode != w->shift) {
        llk_memo_free(w->memo);
        llk_known_free(&w->known);
        w->memo = llk_memo_new(b->rows, b->cols, w->shift);
        if (!w->memo) {
            return false;
        }
        if (t->help) { /* the helpers are idle: a table for the new keys */
            w->memo->stt = llk_helpers_table(t->help);
            llk_stt_clear(w->memo->stt);
        }
    }
    size_t n = llk_pairs(b, NULL, 0);
    size_t pcap = w->pairs_cap;
    if (!llk_grow((void **)&w->pairs, &w->pairs_cap, n + 1, sizeof(llk_pair))) {
        return false;
    }
    if (w->pairs_cap != pcap || w->cls == NULL) {
        uint8_t *c = realloc(w->cls, w->pairs_cap);
        if (!c) {
            return false;
        }
        w->cls = c;
    }
    w->npairs = (int)llk_pairs(b, w->pairs, n);
    memset(w->cls, CLS_UNKNOWN, w->pairs_cap);
    return true;
}

static void think(llk_thinker *t)
{
    worker *w = &t->w;
    w->position = LLK_POSITION_UNKNOWN;
    w->nline = 0;
    w->nodes = 0;
    w->probes = 0;
    w->round = 0;
    w->gave_up = false;
    w->npairs = 0;
    w->helping = false;
    w->help_idle = true;
    if (!think_prepare(t)) {
        publish(t, false); /* out of memory: unknown, for good */
        return;
    }
    if (w->pos->tiles == 0) {
        w->position = LLK_POSITION_WINNABLE;
        publish(t, true);
        return;
    }
    if (w->npairs == 0) {
        decide_lost(w);
        publish(t, true);
        return;
    }
    if (w->given_n > 0 && w->given_n <= w->pos->tiles / 2 &&
        llk_replay_ok(w->pos, w->shift, w->given, w->given_n)) {
        llk_known_add(&w->known, w->pos, w->shift, w->given, w->given_n);
        decide_winnable(w, w->given, w->given_n);
    } else if ((w->nline = llk_known_find(&w->known, w->pos, w->shift, w->line)) > 0) {
        decide_winnable(w, w->line, w->nline);
    }
    publish(t, false);
    if (atomic_load(&helpers_only) && t->help) {
        /* Tests: the helpers alone decide (done when they have). */
        start_helpers(t);
        while (llk_helpers_busy(t->help)) { /* publishing meanwhile, as the worker does */
            publish(t, false);
            nanosleep(&(struct timespec){0, 1000000}, NULL);
        }
        w->help_idle = true;
        merge_helpers(t);
        publish(t, w->position != LLK_POSITION_UNKNOWN);
        return;
    }
    think_rounds(t);
    if (w->helping && w->gave_up && !cancelled(t)) {
        /* Spent: gave_up is published once the helpers are spent too. */
        llk_helpers_wait(t->help);
        w->help_idle = true;
        publish(t, false);
    }
}

/* ---- the worker thread ---------------------------------------------- */

/* Take the pending position (under mu). */
static bool take_pending(llk_thinker *t)
{
    worker *w = &t->w;
    w->gen = t->pend_gen;
    w->budget = t->budget;
    atomic_store(&t->cancel, false);
    if (t->pend_idle || t->pend == NULL) {
        return false;
    }
    if (w->pos == NULL || w->pos->rows != t->pend->rows || w->pos->cols != t->pend->cols) {
        llk_board_free(w->pos);
        w->pos = llk_board_clone(t->pend);
        if (!w->pos) {
            return false;
        }
    } else {
        llk_board_copy(w->pos, t->pend);
    }
    w->shift = t->pend_shift;
    size_t cap = 0;
    w->given_n = 0;
    if (t->pend_nline > 0) {
        free(w->given);
        w->given = malloc(sizeof(llk_pair) * (size_t)t->pend_nline);
        cap = w->given ? (size_t)t->pend_nline : 0;
        if (cap > 0) {
            memcpy(w->given, t->pend_line, sizeof(llk_pair) * cap);
        }
        w->given_n = (int)cap;
    }
    return true;
}

static void *worker_main(void *arg)
{
    llk_thinker *t = arg;
    pthread_mutex_lock(&t->mu);
    for (;;) {
        while (!t->quit && t->pend_gen == t->w.gen) {
            pthread_cond_wait(&t->wake, &t->mu);
        }
        if (t->quit) {
            break;
        }
        bool work = take_pending(t);
        pthread_mutex_unlock(&t->mu);
        if (t->help) {
            /* Not under mu: a helper may be waiting for it to report. */
            llk_helpers_stop(t->help);
        }
        if (work) {
            think(t);
        }
        pthread_mutex_lock(&t->mu);
    }
    pthread_mutex_unlock(&t->mu);
    return NULL;
}

/* ---- the caller's side ---------------------------------------------- */

/* LLK_THINK_WORKERS, else every core but one (at least one). */
static int default_workers(void)
{
    const char *e = getenv("LLK_THINK_WORKERS");
    long n = e && *e ? strtol(e, NULL, 10) : sysconf(_SC_NPROCESSORS_ONLN) - 1;
    return n < 1 ? 1 : n > LLK_THINK_MAX_WORKERS ? LLK_THINK_MAX_WORKERS : (int)n;
}

llk_thinker *llk_think_new(void)
{
    return llk_think_new_workers(0);
}

int llk_think_workers(const llk_thinker *t)
{
    return t->workers;
}

llk_thinker *llk_think_new_workers(int workers)
{
    llk_thinker *t = calloc(1, sizeof *t);
    if (!t) {
        return NULL;
    }
    workers = workers > 0 ? workers : default_workers();
    workers = workers > LLK_THINK_MAX_WORKERS ? LLK_THINK_MAX_WORKERS : workers;
    /* Fewer helpers than asked when threads cannot be had: still sound. */
    t->help = workers > 1 ? llk_helpers_new(workers - 1, llk_think_helper_news, t) : NULL;
    t->workers = t->help ? 1 + llk_helpers_count(t->help) : 1;
    atomic_init(&t->cancel, false);
    if (pthread_mutex_init(&t->mu, NULL) != 0) {
        llk_helpers_free(t->help);
        free(t);
        return NULL;
    }
    if (pthread_cond_init(&t->wake, NULL) != 0 || pthread_cond_init(&t->news, NULL) != 0 ||
        pthread_create(&t->thread, NULL, worker_main, t) != 0) {
        /* A condition variable that failed to start is not destroyed:
         * nothing waits on it and POSIX gives no way to tell which. */
        pthread_mutex_destroy(&t->mu);
        llk_helpers_free(t->help);
        free(t);
        return NULL;
    }
    return t;
}

void llk_think_free(llk_thinker *t)
{
    if (!t) {
        return;
    }
    pthread_mutex_lock(&t->mu);
    t->quit = true;
    atomic_store(&t->cancel, true);
    if (t->help) {
        llk_helpers_halt(t->help);
    }
    pthread_cond_signal(&t->wake);
    pthread_mutex_unlock(&t->mu);
    pthread_join(t->thread, NULL);
    llk_helpers_free(t->help);
    pthread_cond_destroy(&t->wake);
    pthread_cond_destroy(&t->news);
    pthread_mutex_destroy(&t->mu);
    worker *w = &t->w;
    llk_board_free(w->pos);
    llk_board_free(w->child);
    llk_memo_free(w->memo);
    llk_known_free(&w->known);
    LLK_FREE_EACH(w->given, w->pairs, w->cls, w->line, w->scratch);
    llk_board_free(t->pend);
    LLK_FREE_EACH(t->pend_line, t->pub_pairs, t->pub_cls, t->pub_line, t);
}

uint64_t llk_think_set(llk_thinker *t, const llk_board *b, llk_shift s, const llk_pair *line,
                       int nline)
{
    /* A board of another size is cloned before the lock is taken. */
    llk_board *fresh = NULL;
    pthread_mutex_lock(&t->mu);
    bool resize = b != NULL && (t->pend == NULL || t->pend->rows != b->rows ||
                                t->pend->cols != b->cols);
    pthread_mutex_unlock(&t->mu);
    if (resize) {
        fresh = llk_board_clone(b);
    }
    pthread_mutex_lock(&t->mu);
    uint64_t gen = ++t->pend_gen;
    atomic_store(&t->cancel, true);
    if (t->help) {
        llk_helpers_halt(t->help);
    }
    t->pend_idle = b == NULL || (resize && fresh == NULL);
    if (fresh != NULL) {
        llk_board_free(t->pend);
        t->pend = fresh;
    } else if (b != NULL && !t->pend_idle) {
        llk_board_copy(t->pend, b);
    }
    t->pend_shift = (int)s >= 0 && s < LLK_SHIFT_COUNT ? s : LLK_SHIFT_NONE;
    t->pend_nline = 0;
    if (line != NULL && nline > 0 &&
        llk_grow((void **)&t->pend_line, &t->pend_line_cap, (size_t)nline, sizeof(llk_pair))) {
        memcpy(t->pend_line, line, sizeof(llk_pair) * (size_t)nline);
        t->pend_nline = nline;
    }
    t->pub = (llk_think_status){.gen = gen, .position = LLK_POSITION_UNKNOWN, .pairs = -1};
    pthread_cond_signal(&t->wake);
    pthread_cond_broadcast(&t->news);
    pthread_mutex_unlock(&t->mu);
    return gen;
}
