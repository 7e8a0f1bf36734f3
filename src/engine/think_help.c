/* think_help.c - the thinker's helper threads (think_int.h).
 *
 * Each helper waits for a job (a position, its generation, a node budget),
 * then searches it round after round, as the worker does (think.c): a
 * beam from round LLK_THINK_BEAM_ROUND on, and randomized probes with
 * Luby-sequence caps, each helper with seeds of its own. Every search uses
 * the keys of the worker's memo and the shared table of positions proven
 * lost, so a probe's proof helps every worker. A probe that finds a line
 * or ends without one (a proof of loss: the search is exhaustive under its
 * cap, and it was not cut) decides the position: the helper stores the
 * result, tells the thinker (news) and every helper stops.
 *
 * Locking: one mutex for the job, the result and the idle count. The stop
 * flag is an atomic read by the searches at every node. A job's fields
 * and the key snapshot are written only while no helper is busy, so a
 * helper reads them without the lock once it has taken the job.
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "think_int.h"

typedef struct helper {
    pthread_t thread;
    struct llk_helpers *h;
    int index;         /* 1.. (the worker is 0) */
    uint64_t job;      /* the last job taken */
    llk_board *pos;
    llk_memo *memo;    /* the snapshot's keys, the shared table */
    llk_pair *line;
    size_t line_cap;
    long long nodes;   /* this job's */
    long long probes;
} helper;

struct llk_helpers {
    pthread_mutex_t mu;
    pthread_cond_t wake, idle;
    atomic_bool stop;
    bool quit;
    int n, busy, started;
    uint64_t job;
    /* The job (written only while busy == 0). */
    llk_board *pos;
    llk_shift shift;
    uint64_t gen;
    long long budget;
    llk_memo *snap; /* the worker's keys for it */
    /* The result (under mu). */
    uint64_t res_gen;
    llk_verdict res;
    llk_pair *res_line;
    size_t res_cap;
    int res_n;
    atomic_llong nodes;
    llk_stt *stt;
    llk_help_news news;
    void *ctx;
    helper *hs;
};

long long llk_luby(long long i)
{
    for (;;) {
        int k = 1;
        while (((1LL << k) - 1) < i) {
            k++;
        }
        if (((1LL << k) - 1) == i) {
            return 1LL << (k - 1);
        }
        i -= (1LL << (k - 1)) - 1;
    }
}

bool llk_helpers_fit(const llk_board *b)
{
    int *count = calloc(LLK_MAX_KIND + 1, sizeof *count);
    if (!count) {
        return false;
    }
    long pairs = 0;
    for (int i = 0; i < b->rows * b->cols; i++) {
        int k = b->kind[i];
        if (k > 0 && k <= LLK_MAX_KIND) {
            pairs += count[k]++; /* pairs with the kind's earlier tiles */
        }
    }
    free(count);
    return pairs < 1024; /* solve_search.h's NODE_MOVES: no node is cut */
}

/* ---- one helper's work -------------------------------------------------- */

static bool halted(llk_helpers *h)
{
    return atomic_load_explicit(&h->stop, memory_order_relaxed);
}

/* Whether this helper has spent the job's budget. */
static bool spent(const llk_helpers *h, const helper *me)
{
    return h->budget > 0 && me->nodes >= h->budget;
}

static void count(llk_helpers *h, helper *me, long long nodes)
{
    me->nodes += nodes;
    atomic_fetch_add_explicit(&h->nodes, nodes, memory_order_relaxed);
}

/* The position is decided (v, the line in me->line when won): keep the
 * first such result of the job, tell the thinker, stop every helper. */
static void decided(llk_helpers *h, helper *me, llk_verdict v, int n)
{
    pthread_mutex_lock(&h->mu);
    bool first = h->res_gen != h->gen;
    if (first) {
        size_t need = (size_t)n + 1;
        if (v == LLK_SOLVED &&
            !llk_grow((void **)&h->res_line, &h->res_cap, need, sizeof(llk_pair))) {
            first = false; /* out of memory: as if not found */
        } else {
            if (n > 0) {
                memcpy(h->res_line, me->line, sizeof(llk_pair) * (size_t)n);
            }
            h->res_gen = h->gen;
            h->res = v;
            h->res_n = v == LLK_SOLVED ? n : 0;
        }
    }
    pthread_mutex_unlock(&h->mu);
    atomic_store(&h->stop, true);
    if (first && h->news) {
        h->news(h->ctx, h->gen, v, me->line, v == LLK_SOLVED ? n : 0);
    }
}

/* Probes worth about cap nodes (think.c's think_probes, own seeds). */
static bool help_probes(llk_helpers *h, helper *me, long long cap)
{
    long long start = me->nodes;
    while (me->nodes - start < cap && !halted(h) && !spent(h, me)) {
        me->probes++;
        long long pcap = LLK_THINK_PROBE_UNIT * llk_luby(me->probes);
        if (h->budget > 0 && h->budget - me->nodes < pcap) {
            pcap = h->budget - me->nodes;
        }
        llk_solve_opts o = {-1, pcap, false};
        llk_solve_stats st;
        int n = 0;
        uint64_t seed = ((uint64_t)me->probes * 0x9E3779B97F4A7C15ULL) ^
                        ((uint64_t)me->index * 0xD1B54A32D192ED03ULL);
        seed = seed ? seed : 1; /* 0 would be the solver's own order */
        llk_verdict v = llk_solve_seeded(me->pos, h->shift, &o, me->memo, &h->stop, seed,
                                         me->line, &n, &st);
        count(h, me, st.nodes);
        if (v != LLK_UNKNOWN) {
            decided(h, me, v, n);
            return true;
        }
    }
    return false;
}

/* A beam of round r (think.c's think_beam, own seed); true when it found
 * a line. */
static bool help_beam(llk_helpers *h, helper *me, int round)
{
    int r = round - LLK_THINK_BEAM_ROUND;
    if (r < 0 || halted(h) || spent(h, me)) {
        return false;
    }
    int width = LLK_THINK_BEAM_WIDTH << (r < LLK_THINK_BEAM_DOUBLINGS ? r
                                                                      : LLK_THINK_BEAM_DOUBLINGS);
    uint64_t seed = ((uint64_t)round * 0x9E3779B97F4A7C15ULL) ^
                    ((uint64_t)me->index * 0xC2B2AE3D27D4EB4FULL);
    llk_beam_opts o = {width, LLK_THINK_BEAM_PENALTY, seed,
                       h->budget > 0 ? h->budget - me->nodes : 0};
    long long nodes = 0;
    int n = llk_beam_line(me->pos, h->shift, &o, &h->stop, me->line, (int)me->line_cap, &nodes);
    count(h, me, nodes);
    if (n > 0) {
        decided(h, me, LLK_SOLVED, n);
        return true;
    }
    return false;
}

/* Ready for the job: the position, the keys, room for a line. */
static bool help_prepare(llk_helpers *h, helper *me)
{
    const llk_board *b = h->pos;
    if (me->pos == NULL || me->pos->rows != b->rows || me->pos->cols != b->cols) {
        llk_board_free(me->pos);
        me->pos = llk_board_clone(b);
        if (!me->pos) {
            return false;
        }
    } else {
        llk_board_copy(me->pos, b);
    }
    if (me->memo == NULL || me->memo->rows != b->rows || me->memo->cols != b->cols ||
        me->memo->mode != h->shift) {
        llk_memo_free(me->memo);
        me->memo = llk_memo_new(b->rows, b->cols, h->shift);
        if (!me->memo) {
            return false;
        }
    }
    size_t half = (size_t)b->tiles / 2 + 2;
    return llk_memo_copy_keys(me->memo, h->snap) &&
           llk_grow((void **)&me->line, &me->line_cap, half, sizeof(llk_pair));
}

static void help(llk_helpers *h, helper *me)
{
    me->nodes = 0;
    me->probes = 0;
    if (!help_prepare(h, me)) {
        return; /* out of memory: this helper sits this one out */
    }
    long long cap = LLK_THINK_FIRST_NODES;
    for (int round = 1; !halted(h) && !spent(h, me); round++) {
        if (help_beam(h, me, round) || help_probes(h, me, cap * LLK_THINK_PROBE_SHARE)) {
            return;
        }
        cap = cap < (1LL << 40) ? cap * LLK_THINK_CAP_GROWTH : cap;
    }
}

static void *helper_main(void *arg)
{
    helper *me = arg;
    llk_helpers *h = me->h;
    pthread_mutex_lock(&h->mu);
    for (;;) {
        while (!h->quit && me->job == h->job) {
            pthread_cond_wait(&h->wake, &h->mu);
        }
        if (h->quit) {
            break;
        }
        me->job = h->job;
        pthread_mutex_unlock(&h->mu);
        help(h, me);
        pthread_mutex_lock(&h->mu);
        if (--h->busy == 0) {
            pthread_cond_broadcast(&h->idle);
        }
    }
    pthread_mutex_unlock(&h->mu);
    return NULL;
}

/* ---- the worker's side ------------------------------------------------ */

llk_helpers *llk_helpers_new(int n, llk_help_news news, void *ctx)
{
    llk_helpers *h = calloc(1, sizeof *h);
    if (!h) {
        return NULL;
    }
    h->news = news;
    h->ctx = ctx;
    atomic_init(&h->stop, false);
    atomic_init(&h->nodes, 0);
    h->hs = calloc((size_t)n, sizeof *h->hs);
    h->stt = llk_stt_new(LLK_THINK_SHARED_BITS);
    if (!h->hs || !h->stt || pthread_mutex_init(&h->mu, NULL) != 0) {
        llk_stt_free(h->stt);
        free(h->hs);
        free(h);
        return NULL;
    }
    pthread_cond_init(&h->wake, NULL);
    pthread_cond_init(&h->idle, NULL);
    for (int i = 0; i < n; i++) {
        h->hs[i].h = h;
        h->hs[i].index = i + 1;
        if (pthread_create(&h->hs[i].thread, NULL, helper_main, &h->hs[i]) != 0) {
            break;
        }
        h->started++;
    }
    h->n = h->started;
    if (h->started == 0) {
        llk_helpers_free(h);
        return NULL;
    }
    return h;
}

void llk_helpers_free(llk_helpers *h)
{
    if (!h) {
        return;
    }
    atomic_store(&h->stop, true);
    pthread_mutex_lock(&h->mu);
    h->quit = true;
    pthread_cond_broadcast(&h->wake);
    pthread_mutex_unlock(&h->mu);
    for (int i = 0; i < h->started; i++) {
        pthread_join(h->hs[i].thread, NULL);
        llk_board_free(h->hs[i].pos);
        llk_memo_free(h->hs[i].memo);
        free(h->hs[i].line);
    }
    pthread_cond_destroy(&h->wake);
    pthread_cond_destroy(&h->idle);
    pthread_mutex_destroy(&h->mu);
    llk_board_free(h->pos);
    llk_memo_free(h->snap);
    llk_stt_free(h->stt);
    LLK_FREE_EACH(h->res_line, h->hs, h);
}

int llk_helpers_count(const llk_helpers *h)
{
    return h->n;
}

llk_stt *llk_helpers_table(llk_helpers *h)
{
    return h->stt;
}

void llk_helpers_halt(llk_helpers *h)
{
    atomic_store(&h->stop, true);
}

void llk_helpers_wait(llk_helpers *h)
{
    pthread_mutex_lock(&h->mu);
    while (h->busy > 0) {
        pthread_cond_wait(&h->idle, &h->mu);
    }
    pthread_mutex_unlock(&h->mu);
}

bool llk_helpers_busy(llk_helpers *h)
{
    pthread_mutex_lock(&h->mu);
    bool busy = h->busy > 0;
    pthread_mutex_unlock(&h->mu);
    return busy;
}

void llk_helpers_stop(llk_helpers *h)
{
    llk_helpers_halt(h);
    llk_helpers_wait(h);
}

void llk_helpers_start(llk_helpers *h, const llk_board *b, llk_shift s, const llk_memo *keys,
                       uint64_t gen, long long budget)
{
    pthread_mutex_lock(&h->mu);
    if (h->snap == NULL || h->snap->rows != b->rows || h->snap->cols != b->cols ||
        h->snap->mode != s) {
        llk_memo_free(h->snap);
        h->snap = llk_memo_new(b->rows, b->cols, s);
    }
    if (h->pos == NULL || h->pos->rows != b->rows || h->pos->cols != b->cols) {
        llk_board_free(h->pos);
        h->pos = llk_board_clone(b);
    } else {
        llk_board_copy(h->pos, b);
    }
    if (h->snap && h->pos && llk_memo_copy_keys(h->snap, keys)) {
        h->shift = s;
        h->gen = gen;
        h->budget = budget;
        atomic_store(&h->nodes, 0);
        atomic_store(&h->stop, false);
        h->job++;
        h->busy = h->n;
        pthread_cond_broadcast(&h->wake);
    }
    pthread_mutex_unlock(&h->mu);
}

long long llk_helpers_nodes(llk_helpers *h)
{
    return atomic_load_explicit(&h->nodes, memory_order_relaxed);
}

llk_verdict llk_helpers_result(llk_helpers *h, uint64_t gen, llk_pair *line, int cap, int *n)
{
    pthread_mutex_lock(&h->mu);
    llk_verdict v = h->res_gen == gen && gen != 0 ? h->res : LLK_UNKNOWN;
    *n = 0;
    if (v == LLK_SOLVED) {
        if (h->res_n <= cap) {
            memcpy(line, h->res_line, sizeof(llk_pair) * (size_t)h->res_n);
            *n = h->res_n;
        } else {
            v = LLK_UNKNOWN;
        }
    }
    pthread_mutex_unlock(&h->mu);
    return v;
}
