/* test_think_workers.c - the thinker with more than one worker (think.h,
 * think_help.c) and the table its workers share (llk_stt, solve_int.h).
 *
 * - The shared table: what is put is found, what was never put is not
 *   found, cleared means empty; three threads putting and reading at once
 *   (ThreadSanitizer checks the accesses) find every key they put last
 *   and none that nobody put.
 * - Shared keys: a memo given another's keys (llk_memo_copy_keys) and the
 *   same shared table answers a position the other proved lost in one
 *   node.
 * - Three workers on small boards in every mode, decided to the end: the
 *   verdict and every pair's class agree with brute force, lines replay.
 * - Three workers, many positions set while they search: every answer is
 *   about the position last set, every line replays on it.
 * - The node budget is each worker's: gave_up once all have spent it, the
 *   helpers' nodes counted, no more than three budgets in all.
 * - LLK_THINK_WORKERS sets the default number of workers.
 * Randomized parts print their seed; LLK_SEED replays one. Built also with
 * ThreadSanitizer by `make test` (build/tsan).
 */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "llk/think.h"
#include "solve_ref.h"
#include "../../src/engine/think_int.h" /* the shared table, tested on its own */

static int scale = 1; /* smaller under the sanitizers */

static void test_stt(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    llk_stt *t = llk_stt_new(12);
    CHECK(t != NULL, "shared table");
    if (!t) {
        return;
    }
    enum { N = 1000 };
    uint64_t k1[N], k2[N];
    int found = 0;
    for (int i = 0; i < N; i++) {
        k1[i] = llk_rng_next(&rng);
        k2[i] = llk_rng_next(&rng);
        CHECK(!llk_stt_has(t, k1[i], k2[i]), "seed %llu: key %d found before it was put",
              (unsigned long long)seed, i);
        llk_stt_put(t, k1[i], k2[i]);
        CHECK(llk_stt_has(t, k1[i], k2[i]), "seed %llu: key %d not found after put",
              (unsigned long long)seed, i);
        /* Half the key is not the key. */
        CHECK(!llk_stt_has(t, k1[i], k2[i] ^ 1) && !llk_stt_has(t, k1[i] ^ 2, k2[i]),
              "seed %llu: key %d found by half", (unsigned long long)seed, i);
    }
    for (int i = 0; i < N; i++) {
        found += llk_stt_has(t, k1[i], k2[i]);
    }
    CHECK(found > N * 9 / 10, "seed %llu: %d of %d keys kept in 4096 slots",
          (unsigned long long)seed, found, N);
    llk_stt_put(t, 0, 0);
    CHECK(!llk_stt_has(t, 0, 0), "the empty key stored");
    llk_stt_clear(t);
    found = 0;
    for (int i = 0; i < N; i++) {
        found += llk_stt_has(t, k1[i], k2[i]);
    }
    CHECK_INT(found, 0);
    llk_stt_free(t);
}

typedef struct stt_job {
    llk_stt *t;
    uint64_t seed;
    int false_hits, lost_own;
} stt_job;

static void *stt_thread(void *arg)
{
    stt_job *j = arg;
    llk_rng rng, never;
    llk_rng_seed(&rng, j->seed);
    llk_rng_seed(&never, j->seed ^ 0x5555555555555555ULL);
    for (int i = 0; i < 20000 * scale; i++) {
        uint64_t a = llk_rng_next(&rng), b = llk_rng_next(&rng);
        llk_stt_put(j->t, a, b);
        /* The table is big enough that a slot a key was just put in is
         * rarely taken again at once (counted, not failed). */
        j->lost_own += !llk_stt_has(j->t, a, b);
        uint64_t x = llk_rng_next(&never), y = llk_rng_next(&never);
        j->false_hits += llk_stt_has(j->t, x, y);
    }
    return NULL;
}

/* Three threads at once: no key nobody put is ever found. */
static void test_stt_threads(uint64_t seed)
{
    llk_stt *t = llk_stt_new(16);
    CHECK(t != NULL, "shared table");
    if (!t) {
        return;
    }
    stt_job jobs[3];
    pthread_t th[3];
    for (int i = 0; i < 3; i++) {
        jobs[i] = (stt_job){t, seed + (uint64_t)i * 1000003, 0, 0};
        CHECK(pthread_create(&th[i], NULL, stt_thread, &jobs[i]) == 0, "thread %d", i);
    }
    int lost = 0;
    for (int i = 0; i < 3; i++) {
        pthread_join(th[i], NULL);
        CHECK(jobs[i].false_hits == 0, "seed %llu thread %d: %d keys never put were found",
              (unsigned long long)seed, i, jobs[i].false_hits);
        lost += jobs[i].lost_own;
    }
    CHECK(lost < 100 * scale, "seed %llu: %d keys gone at once after put",
          (unsigned long long)seed, lost);
    llk_stt_free(t);
}

/* A memo with another's keys and their shared table: a position the first
 * proved lost is found in the table by the second (one node). */
static void test_shared_keys(void)
{
    llk_stt *t = llk_stt_new(12);
    llk_memo *m1 = llk_memo_new(4, 5, LLK_SHIFT_LEFT);
    llk_memo *m2 = llk_memo_new(4, 5, LLK_SHIFT_LEFT);
    CHECK(t && m1 && m2, "memos");
    int tried = 0;
    for (uint64_t d = 1; d < 500 && t && m1 && m2 && tried < 5; d++) {
        /* Lost deals that take a search to prove. */
        llk_board *b = llk_deal(4, 5, 9, d);
        m1->stt = t;
        llk_solve_opts o = {-1, 0, false};
        llk_solve_stats st;
        llk_verdict v1 = llk_solve_memo(b, LLK_SHIFT_LEFT, &o, m1, NULL, NULL, NULL, &st);
        long long first = st.nodes;
        if (v1 == LLK_UNSOLVABLE && first > 2) {
            tried++;
            CHECK(llk_memo_copy_keys(m2, m1), "keys copied");
            CHECK(m2->stt == t, "the shared table goes with the keys");
            llk_verdict v2 = llk_solve_memo(b, LLK_SHIFT_LEFT, &o, m2, NULL, NULL, NULL, &st);
            CHECK_INT(v2, LLK_UNSOLVABLE);
            CHECK(st.nodes == 1, "deal %llu, lost, again with the keys copied: %lld nodes "
                  "(first %lld)", (unsigned long long)d, st.nodes, first);
        }
        llk_board_free(b);
    }
    CHECK(tried == 5, "%d lost deals that take a search", tried);
    /* Another mode's memo takes no keys. */
    llk_memo *m3 = llk_memo_new(4, 5, LLK_SHIFT_RIGHT);
    CHECK(m3 && m1 && !llk_memo_copy_keys(m3, m1), "keys of another mode refused");
    llk_memo_free(m3);
    llk_memo_free(m1);
    llk_memo_free(m2);
    llk_stt_free(t);
}

/* Small boards in every mode with three workers, decided to the end. */
static void test_small(llk_thinker *t, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int won = 0, lost = 0;
    for (int i = 0; i < 13 * 2 * scale; i++) {
        llk_shift s = (llk_shift)(i % LLK_SHIFT_COUNT);
        llk_board *b = llk_deal(4, 4, 2 + (int)llk_rng_below(&rng, 7), llk_rng_next(&rng));
        llk_pair m;
        for (int k = (int)llk_rng_below(&rng, 3); k > 0 && llk_has_pair(b, &m); k--) {
            llk_board_remove(b, m);
            llk_shift_apply(b, s, NULL);
        }
        uint64_t gen = llk_think_set(t, b, s, NULL, 0);
        CHECK(llk_think_wait(t, gen, 20000), "seed %llu board %d (%s): not done in 20 s",
              (unsigned long long)seed, i, llk_shift_name(s));
        llk_think_status st;
        llk_think_poll(t, &st);
        ref_grid g;
        ref_from_board(&g, b);
        bool want = ref_brute(&g, s);
        CHECK(st.position == (want ? LLK_POSITION_WINNABLE : LLK_POSITION_LOST),
              "seed %llu board %d (%s): position %d, brute force %d", (unsigned long long)seed,
              i, llk_shift_name(s), st.position, want);
        llk_pair line[8];
        int n = llk_think_line(t, gen, line, 8);
        CHECK(!want || (n == b->tiles / 2 && ref_replay(b, s, line, n)),
              "seed %llu board %d (%s): the line does not clear the board",
              (unsigned long long)seed, i, llk_shift_name(s));
        llk_pair pairs[64];
        llk_position cls[64];
        n = llk_think_pairs(t, gen, pairs, cls, 64);
        for (int k = 0; k < n && k < 64; k++) {
            ref_grid x = g;
            CHECK(ref_move(&x, s, pairs[k].a.r, pairs[k].a.c, pairs[k].b.r, pairs[k].b.c),
                  "pair %d not removable", k);
            CHECK(cls[k] == (ref_brute(&x, s) ? LLK_POSITION_WINNABLE : LLK_POSITION_LOST),
                  "seed %llu board %d (%s): pair %d misclassified", (unsigned long long)seed,
                  i, llk_shift_name(s), k);
        }
        won += want;
        lost += !want;
        llk_board_free(b);
    }
    printf("test_think_workers: small boards: %d winnable, %d lost\n", won, lost);
    CHECK(won > 0 && lost > 0, "small boards: both kinds wanted");
}

/* The helpers alone (the worker searches nothing): their verdicts on
 * small boards in every mode are brute force's, their lines replay, and
 * the hint is the line's first move, proven winning. */
static void test_helpers_alone(uint64_t seed)
{
    llk_think_helpers_only(true);
    llk_thinker *t = llk_think_new_workers(3);
    CHECK(t != NULL, "three workers");
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int won = 0, lost = 0;
    for (int i = 0; t && i < 13 * 2 * scale; i++) {
        llk_shift s = (llk_shift)(i % LLK_SHIFT_COUNT);
        llk_board *b = llk_deal(4, 5, 4 + (int)llk_rng_below(&rng, 6), llk_rng_next(&rng));
        uint64_t gen = llk_think_set(t, b, s, NULL, 0);
        CHECK(llk_think_wait(t, gen, 20000), "seed %llu board %d (%s): helpers not done",
              (unsigned long long)seed, i, llk_shift_name(s));
        llk_think_status st;
        llk_think_poll(t, &st);
        ref_grid g;
        ref_from_board(&g, b);
        bool want = ref_brute(&g, s);
        CHECK(st.position == (want ? LLK_POSITION_WINNABLE : LLK_POSITION_LOST),
              "seed %llu board %d (%s): helpers say %d, brute force %d",
              (unsigned long long)seed, i, llk_shift_name(s), st.position, want);
        llk_pair line[10], p;
        int n = llk_think_line(t, gen, line, 10);
        CHECK(!want || (n == b->tiles / 2 && ref_replay(b, s, line, n)),
              "seed %llu board %d (%s): the helpers' line does not clear the board",
              (unsigned long long)seed, i, llk_shift_name(s));
        llk_hint_kind h = llk_think_hint(t, gen, 0, &p);
        CHECK(!want || (h == LLK_HINT_WINNING && n > 0 && memcmp(&p, &line[0], sizeof p) == 0),
              "seed %llu board %d (%s): the hint is not the line's move, winning",
              (unsigned long long)seed, i, llk_shift_name(s));
        won += want;
        lost += !want;
        llk_board_free(b);
    }
    llk_think_free(t);
    llk_think_helpers_only(false);
    printf("test_think_workers: helpers alone: %d winnable, %d lost\n", won, lost);
    CHECK(won > 0 && lost > 0, "helpers alone: both kinds wanted");
}

/* Positions set while three workers search: answers about the last one. */
static void test_rapid(llk_thinker *t, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    llk_board *b = NULL;
    llk_shift s = LLK_SHIFT_NONE;
    llk_pair line[100];
    int winnable = 0;
    for (int i = 0; i < 400 * scale; i++) {
        if (b == NULL || b->tiles == 0 || !llk_has_pair(b, NULL)) {
            llk_board_free(b);
            s = (llk_shift)llk_rng_below(&rng, LLK_SHIFT_COUNT);
            b = llk_rng_below(&rng, 2) ? llk_deal(10, 18, 45, llk_rng_next(&rng))
                                       : llk_generate(8, 12, 24, s, llk_rng_next(&rng));
        }
        uint64_t gen = llk_think_set(t, b, s, NULL, 0);
        llk_think_wait(t, gen, (long)llk_rng_below(&rng, 4));
        llk_think_status st;
        llk_think_poll(t, &st);
        CHECK(st.gen == gen, "seed %llu: status about another position",
              (unsigned long long)seed);
        if (st.position == LLK_POSITION_WINNABLE) {
            int n = llk_think_line(t, gen, line, 100);
            winnable++;
            CHECK(n == b->tiles / 2 && ref_replay(b, s, line, n),
                  "seed %llu (%s): a line read during rapid changes does not clear its board",
                  (unsigned long long)seed, llk_shift_name(s));
        }
        llk_pair m;
        if (llk_has_pair(b, &m)) {
            llk_board_remove(b, m);
            llk_shift_apply(b, s, NULL);
        }
    }
    llk_board_free(b);
    printf("test_think_workers: %d winnable answers read during rapid changes\n", winnable);
}

/* The budget is each worker's; gave_up once all have spent it. */
static void test_budget(llk_thinker *t)
{
    enum { BUDGET = 20000 };
    llk_think_set_budget(t, BUDGET);
    llk_board *big = llk_deal(10, 18, 45, 3);
    uint64_t gen = llk_think_set(t, big, LLK_SHIFT_DOWN, NULL, 0);
    llk_think_status st;
    for (int i = 0; i < 600; i++) { /* at most 60 s (sanitizers) */
        llk_think_wait(t, gen, 100);
        llk_think_poll(t, &st);
        if (st.gave_up || st.done) {
            break;
        }
    }
    CHECK(st.gave_up && !st.done, "a big deal within 3 x %d nodes: gave up (done %d)", BUDGET,
          st.done);
    CHECK(st.nodes > BUDGET + 100, "the helpers' nodes: %lld in all", st.nodes);
    CHECK(st.nodes <= 3 * (BUDGET + 2000), "three budgets at most: %lld nodes", st.nodes);
    llk_think_wait(t, gen, 100);
    llk_think_status later;
    llk_think_poll(t, &later);
    CHECK(later.nodes == st.nodes, "idle after giving up: %lld -> %lld nodes", st.nodes,
          later.nodes);
    llk_think_set_budget(t, 0);
    llk_board_free(big);
}

static void test_env(void)
{
    setenv("LLK_THINK_WORKERS", "3", 1);
    llk_thinker *t = llk_think_new();
    CHECK(t && llk_think_workers(t) == 3, "LLK_THINK_WORKERS=3: %d workers",
          t ? llk_think_workers(t) : -1);
    llk_think_free(t);
    setenv("LLK_THINK_WORKERS", "0", 1);
    t = llk_think_new();
    CHECK(t && llk_think_workers(t) == 1, "LLK_THINK_WORKERS=0: %d workers, 1 wanted",
          t ? llk_think_workers(t) : -1);
    llk_think_free(t);
    unsetenv("LLK_THINK_WORKERS");
    t = llk_think_new();
    CHECK(t && llk_think_workers(t) >= 1, "default: at least one worker");
    llk_think_free(t);
}

int main(void)
{
    uint64_t seed = check_seed("test_think_workers", 353535);
    scale = check_sanitized() ? 1 : 2;
    test_stt(seed);
    test_stt_threads(seed + 1);
    test_shared_keys();
    test_helpers_alone(seed + 4);
    llk_thinker *t = llk_think_new_workers(3);
    CHECK(t != NULL && llk_think_workers(t) == 3, "three workers");
    if (t) {
        test_small(t, seed + 2);
        test_rapid(t, seed + 3);
        test_budget(t);
        /* Freed while busy: every worker stops at once. */
        llk_board *big = llk_deal(10, 18, 45, 4);
        llk_think_set(t, big, LLK_SHIFT_LEFT, NULL, 0);
        llk_think_free(t);
        llk_board_free(big);
    }
    test_env();
    return check_done("test_think_workers");
}
