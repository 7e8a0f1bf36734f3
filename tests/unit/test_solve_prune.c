/* test_solve_prune.c - the no-shift proofs of solve_prune.c (locked sets),
 * the move generation of solve_gen.c and the solver that uses them:
 *  - hand-made lost boards with removable pairs, proven lost at the first
 *    position (one node), brute force agreeing;
 *  - the locked-set test replayed along random plays gives the same answer
 *    as the test computed from scratch on every position;
 *  - the connections kept incrementally for move generation equal the
 *    path search on every pair of one kind along random plays;
 *  - never a locked set, nor `unsolvable`, on boards built winnable by a
 *    recorded play-out, at any position along the recorded moves;
 *  - verdicts on small boards (kinds of 2 to 6 tiles) equal brute force
 *    and the plain depth-first search.
 * Randomized parts print their seed; LLK_SEED replays one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/engine/solve_int.h"
#include "board_text.h"
#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_build.h"
#include "solve_ref.h"

static int scale = 1; /* 4 normally, 1 under the sanitizers */

/* Dense kinds for llk_lock_init: kinds in order of first appearance. */
static int dense(const llk_board *b, int *dmap)
{
    memset(dmap, 0, sizeof(int) * (LLK_MAX_KIND + 1));
    int nk = 0;
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (b->kind[i] && !dmap[b->kind[i]]) {
            dmap[b->kind[i]] = ++nk;
        }
    }
    return nk;
}

/* Locked set from scratch (depth 0 of a fresh test). */
static bool lock_fresh(const llk_board *b, int *dmap)
{
    int nk = dense(b, dmap);
    llk_lock l;
    bool ok = llk_lock_init(&l, b, dmap, nk);
    CHECK(ok, "llk_lock_init failed");
    bool found = ok && llk_lock_found(&l, b, 0);
    if (ok) {
        llk_lock_free(&l);
    }
    return found;
}

static void test_hand_made(void)
{
    struct {
        int rows, cols;
        const char *text;
    } lost[] = {
        /* Kinds of two: three pairs removable, yet lost. */
        {4, 4, "7 5 2 8 / 5 7 1 1 / 2 4 6 6 / 8 3 4 3"},
        /* Kinds of four: one pair removable, yet lost. */
        {5, 4, "1 5 2 4 / 5 3 1 5 / 3 2 3 1 / 4 5 1 2 / 2 4 4 3"},
        /* The 2x2 crossed block inside a frame that can be cleared. */
        {4, 4, "3 3 4 4 / 5 1 2 6 / 5 2 1 6 / 7 7 8 8"},
    };
    int *dmap = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
    for (size_t i = 0; i < sizeof lost / sizeof lost[0]; i++) {
        llk_board *b = board_from(lost[i].rows, lost[i].cols, lost[i].text);
        ref_grid g;
        ref_from_board(&g, b);
        CHECK(!ref_brute(&g, LLK_SHIFT_NONE), "board %zu: brute force says winnable", i);
        CHECK(llk_has_pair(b, NULL), "board %zu: no removable pair", i);
        CHECK(lock_fresh(b, dmap), "board %zu: no locked set found", i);
        llk_solve_opts o = {-1, 0, false};
        llk_solve_stats st;
        CHECK_INT(llk_solve_ex(b, LLK_SHIFT_NONE, &o, NULL, NULL, &st), LLK_UNSOLVABLE);
        /* the reason for 1: the locked set is there at the root, and the
         * solver tests for one before it makes a move */
        CHECK(st.nodes == 1, "board %zu: proven lost in %lld nodes, not at once", i, st.nodes);
        llk_board_free(b);
    }
    /* Winnable boards never hold one. */
    llk_board *w = board_from(2, 4, "1 2 2 1 / 3 4 4 3");
    CHECK(!lock_fresh(w, dmap), "winnable 2x4 board: locked set found");
    llk_board_free(w);
    free(dmap);
}

/* Random plays: the test replayed from the parent's answer equals the test
 * from scratch, at every position until one is locked; so does the test
 * replayed from an earlier position's answer, made at random depths only
 * (llk_lock_found_from, as the solver does past single moves). */
static void test_replay_equals_fresh(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int *dmap = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
    int *dmap2 = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
    llk_pair pairs[512];
    int positions = 0, locked = 0;
    for (int round = 0; round < 100 * scale; round++) {
        CHECK_CASE();
        int R = 4 + (int)llk_rng_below(&rng, 7), C = 4 + (int)llk_rng_below(&rng, 7);
        if ((R * C) % 2) {
            C++;
        }
        int per = 2 * (1 + (int)llk_rng_below(&rng, 3)); /* tiles per kind */
        if (round % 4 == 3) {
            R = 18; /* full deals of the benchmark's size */
            C = 8;
            per = 4;
        }
        int kinds = R * C / per;
        llk_board *b = llk_deal(R, C, kinds, llk_rng_next(&rng));
        int nk = dense(b, dmap);
        llk_lock l;
        if (!llk_lock_init(&l, b, dmap, nk)) {
            CHECK(false, "llk_lock_init failed");
            llk_board_free(b);
            continue;
        }
        llk_lock sk; /* tested at some depths only */
        bool sk_ok = llk_lock_init(&sk, b, dmap, nk);
        CHECK(sk_ok, "llk_lock_init failed");
        int last = -1; /* sk's last tested depth */
        for (int depth = 0;; depth++) {
            bool replayed = llk_lock_found(&l, b, depth);
            bool fresh = lock_fresh(b, dmap2);
            positions++;
            CHECK(replayed == fresh, "seed %llu round %d %dx%d depth %d: replayed %d, fresh %d",
                  (unsigned long long)seed, round, R, C, depth, replayed, fresh);
            if (sk_ok && (depth == 0 || llk_rng_below(&rng, 3) == 0)) {
                bool from = llk_lock_found_from(&sk, b, depth, last);
                CHECK(from == fresh, "seed %llu round %d %dx%d depth %d: replayed from depth %d "
                      "%d, fresh %d", (unsigned long long)seed, round, R, C, depth, last, from,
                      fresh);
                last = depth;
            }
            if (replayed || fresh) {
                locked++;
                break;
            }
            /* No locked set: every tile was deleted exactly once, so the
             * order the children replay lists each tile once. */
            CHECK(l.n == b->tiles, "seed %llu round %d %dx%d depth %d: %d deletions of %d "
                  "tiles", (unsigned long long)seed, round, R, C, depth, l.n, b->tiles);
            bool seen_twice = false;
            for (int i = 0; i < l.n && !seen_twice; i++) {
                for (int j = i + 1; j < l.n; j++) {
                    seen_twice |= l.out[i] == l.out[j];
                }
            }
            CHECK(!seen_twice, "seed %llu round %d %dx%d depth %d: a tile deleted twice",
                  (unsigned long long)seed, round, R, C, depth);
            size_t n = llk_pairs(b, pairs, 512);
            if (n == 0) {
                break;
            }
            llk_board_remove(b, pairs[llk_rng_below(&rng, n < 512 ? n : 512)]);
        }
        llk_lock_free(&l);
        if (sk_ok) {
            llk_lock_free(&sk);
        }
        llk_board_free(b);
    }
    printf("test_solve_prune: %d positions compared, %d locked\n", positions, locked);
    CHECK(locked > 0, "no locked position met: the comparison means little");
    free(dmap);
    free(dmap2);
}

/* Random plays: the connections llk_conn_update keeps (asking only the
 * pairs a removal can have joined) equal llk_connected on every pair of one
 * kind, at every position; changed[] marks every kind that gained one, and
 * the pairs it lists as new are exactly those gained. */
static void test_conn_update(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int *dmap = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
    llk_pair pairs[512];
    long compared = 0, gained = 0;
    for (int round = 0; round < 40 * scale; round++) {
        CHECK_CASE();
        int R = 2 + (int)llk_rng_below(&rng, 17), C = 2 + (int)llk_rng_below(&rng, 11);
        if ((R * C) % 2) {
            C++;
        }
        int per = 2 * (1 + (int)llk_rng_below(&rng, 4));
        int kinds = R * C / per < 1 ? 1 : R * C / per;
        llk_board *b = llk_deal(R, C, kinds, llk_rng_next(&rng));
        int nk = dense(b, dmap);
        llk_lock l;
        if (!llk_lock_init(&l, b, dmap, nk)) {
            CHECK(false, "llk_lock_init failed");
            llk_board_free(b);
            continue;
        }
        int depths = b->tiles / 2 + 1;
        uint32_t *conn = calloc((size_t)b->tiles * (size_t)depths, sizeof(uint32_t));
        int *scratch = calloc(llk_conn_scratch(&l), sizeof(int));
        uint8_t *changed = calloc((size_t)nk + 1, 1);
        uint32_t *before = calloc((size_t)b->tiles, sizeof(uint32_t));
        int *fresh = malloc(sizeof(int) * (size_t)b->tiles * (size_t)b->tiles);
        llk_pair last = {{-1, -1}, {-1, -1}};
        for (int d = 0; d < depths; d++) {
            llk_board_sync(b);
            memset(changed, 0, (size_t)nk + 1);
            int ra = last.a.r < 0 ? -1 : last.a.r * C + last.a.c;
            int rb = last.b.r < 0 ? -1 : last.b.r * C + last.b.c;
            int nf = llk_conn_update(&l, b, conn, d, ra, rb, changed, scratch, fresh);
            int gained_pairs = 0;
            const uint32_t *now = conn + (size_t)d * (size_t)l.tiles;
            for (int k = 1; k <= nk; k++) {
                int base = l.start[k - 1];
                bool gain = false;
                for (int i = base; i < l.start[k]; i++) {
                    for (int j = base; j < l.start[k]; j++) {
                        int u = l.cell[i], z = l.cell[j];
                        if (i == j || !b->kind[u] || !b->kind[z]) {
                            continue;
                        }
                        bool want = llk_connected(b, (llk_cell){u / C, u % C},
                                                  (llk_cell){z / C, z % C});
                        bool got = now[i] >> (j - base) & 1u;
                        compared++;
                        CHECK(got == want, "seed %llu round %d %dx%d depth %d: pair %d %d kept "
                              "%d, asked %d", (unsigned long long)seed, round, R, C, d, u, z,
                              got, want);
                        bool new_pair = got && (d == 0 || !(before[i] >> (j - base) & 1u));
                        gain |= new_pair && d > 0;
                        if (new_pair && u < z) {
                            gained_pairs++;
                            bool listed = false;
                            for (int f = 0; f < nf; f++) {
                                listed |= fresh[2 * f] == u && fresh[2 * f + 1] == z;
                            }
                            CHECK(listed, "seed %llu round %d depth %d: new pair %d %d not "
                                  "listed", (unsigned long long)seed, round, d, u, z);
                        }
                    }
                }
                gained += gain;
                CHECK(!gain || changed[k], "seed %llu round %d depth %d: kind %d gained a "
                      "connection, not marked", (unsigned long long)seed, round, d, k);
            }
            CHECK_INT(nf, gained_pairs);
            memcpy(before, now, sizeof(uint32_t) * (size_t)l.tiles);
            size_t n = llk_pairs(b, pairs, 512);
            if (n == 0) {
                break;
            }
            last = pairs[llk_rng_below(&rng, n < 512 ? n : 512)];
            llk_board_remove(b, last);
        }
        free(conn);
        free(scratch);
        free(changed);
        free(before);
        free(fresh);
        llk_lock_free(&l);
        llk_board_free(b);
    }
    printf("test_solve_prune: %ld connections compared, %ld kinds gained some\n", compared,
           gained);
    CHECK(gained > 0, "no connection gained: the comparison means little");
    free(dmap);
}

/* Boards built winnable: no locked set at any position along the recorded
 * moves (replayed and from scratch), and the solver never says lost. */
static void test_built_winnable(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int *dmap = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
    int sizes[][3] = {{6, 6, 9}, {8, 8, 16}, {12, 8, 24}, {18, 8, 36}, {18, 10, 45}, {8, 8, 8}};
    int solved = 0, boards = 0;
    for (int round = 0; round < 12 * scale; round++) {
        CHECK_CASE();
        int *z = sizes[round % 6];
        int R = z[0], C = z[1];
        llk_pair *moves;
        llk_board *b = built_winnable(&rng, R, C, z[2], LLK_SHIFT_NONE, &moves);
        boards++;
        llk_board *w = llk_board_clone(b);
        int nk = dense(w, dmap);
        llk_lock l;
        int *dmap2 = malloc(sizeof(int) * (LLK_MAX_KIND + 1));
        bool lock_ok = llk_lock_init(&l, w, dmap, nk);
        CHECK(lock_ok, "seed %llu round %d %dx%d: llk_lock_init failed", (unsigned long long)seed,
              round, R, C);
        if (lock_ok) {
            for (int d = 0; d < R * C / 2; d++) {
                CHECK(!llk_lock_found(&l, w, d), "seed %llu round %d %dx%d: winnable position "
                      "%d locked (replayed)", (unsigned long long)seed, round, R, C, d);
                CHECK(!lock_fresh(w, dmap2), "seed %llu round %d %dx%d: winnable position %d "
                      "locked", (unsigned long long)seed, round, R, C, d);
                llk_board_remove(w, moves[d]);
            }
            llk_lock_free(&l);
        }
        free(dmap2);
        llk_board_free(w);
        llk_pair *sol = malloc(sizeof(llk_pair) * (size_t)(R * C / 2));
        int n = 0;
        llk_verdict v = llk_solve(b, LLK_SHIFT_NONE, 3000, sol, &n);
        CHECK(v != LLK_UNSOLVABLE, "seed %llu round %d %dx%d: winnable board called unsolvable",
              (unsigned long long)seed, round, R, C);
        if (v == LLK_SOLVED) {
            solved++;
            CHECK(ref_replay(b, LLK_SHIFT_NONE, sol, n), "solution does not replay");
        }
        free(sol);
        free(moves);
        llk_board_free(b);
    }
    printf("test_solve_prune: %d built-winnable boards, %d solved in the budget\n", boards,
           solved);
    CHECK(solved > 0, "no built-winnable board solved");
    free(dmap);
}

/* Kinds of many tiles (over 16: searched without the per-depth move
 * lists; over 32: without kept connections), on boards built winnable:
 * never `unsolvable`, every solution replays; and random deals of them
 * get the plain search's verdict when it has one. */
static void test_big_kinds(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int sizes[][3] = {{6, 6, 2}, {8, 6, 2}, {8, 8, 2}, {10, 8, 2}, {8, 8, 3}, {6, 4, 1}};
    int solved = 0, compared = 0;
    for (int round = 0; round < 6 * scale; round++) {
        CHECK_CASE();
        int *z = sizes[round % 6];
        int R = z[0], C = z[1];
        llk_board *b = llk_deal(R, C, z[2], llk_rng_next(&rng));
        llk_board *raw = llk_board_clone(b);
        llk_pair *moves = malloc(sizeof(llk_pair) * (size_t)(R * C / 2));
        CHECK(llk_playout_redeal(b, LLK_SHIFT_NONE, &rng, moves) >= 0, "play-out failed");
        llk_pair *sol = malloc(sizeof(llk_pair) * (size_t)(R * C / 2));
        int n = 0;
        llk_verdict v = llk_solve(b, LLK_SHIFT_NONE, 5000, sol, &n);
        CHECK(v != LLK_UNSOLVABLE, "seed %llu round %d %dx%d, %d kinds: winnable board called "
              "unsolvable", (unsigned long long)seed, round, R, C, z[2]);
        if (v == LLK_SOLVED) {
            solved++;
            CHECK(ref_replay(b, LLK_SHIFT_NONE, sol, n), "solution does not replay");
        }
        llk_solve_opts po = {-1, 200000, true};
        llk_verdict pv = llk_solve_ex(raw, LLK_SHIFT_NONE, &po, NULL, NULL, NULL);
        if (pv != LLK_UNKNOWN) {
            compared++;
            CHECK_INT(llk_solve(raw, LLK_SHIFT_NONE, 5000, NULL, NULL), pv);
        }
        free(sol);
        free(moves);
        llk_board_free(raw);
        llk_board_free(b);
    }
    /* One kind of 18 or 20 tiles among kinds of four, random deals: the
     * solver's verdict equals the plain search's where that one decides. */
    for (int round = 0; round < 60 * scale; round++) {
        CHECK_CASE();
        int R = 6, C = 6, big = round % 2 ? 18 : 20;
        int v[36];
        for (int i = 0; i < 36; i++) {
            v[i] = i < big ? 1 : 2 + (i - big) / 4;
        }
        if (big == 18) {
            v[34] = v[35] = 9; /* 18 + 4 * 4 + 2 */
        }
        llk_rng_shuffle_ints(&rng, v, 36);
        llk_board *b = llk_board_new(R, C);
        for (int i = 0; i < 36; i++) {
            llk_board_set(b, i / C, i % C, v[i]);
        }
        llk_solve_opts po = {-1, 300000, true};
        llk_verdict pv = llk_solve_ex(b, LLK_SHIFT_NONE, &po, NULL, NULL, NULL);
        llk_pair sol[18];
        int n = 0;
        llk_verdict sv = llk_solve(b, LLK_SHIFT_NONE, 5000, sol, &n);
        if (pv != LLK_UNKNOWN) {
            compared++;
            CHECK(sv == pv, "seed %llu mixed round %d: solver %d, plain search %d",
                  (unsigned long long)seed, round, sv, pv);
        }
        if (sv == LLK_SOLVED) {
            CHECK(ref_replay(b, LLK_SHIFT_NONE, sol, n), "solution does not replay");
        }
        llk_board_free(b);
    }
    printf("test_solve_prune: big kinds: %d built-winnable boards solved, %d deals compared "
           "with the plain search\n", solved, compared);
    CHECK(solved > 0, "no board with big kinds solved");
}

/* Small no-shift boards with kinds of 2 to 6 tiles (and holes): the
 * solver's verdict equals brute force, and the plain search's where it is
 * small enough. */
static void test_small_boards(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int won = 0, lost = 0, plain_cmp = 0;
    for (int round = 0; round < 150 * scale; round++) {
        CHECK_CASE();
        int R = 3 + (int)llk_rng_below(&rng, 3), C = 4 + (int)llk_rng_below(&rng, 3);
        if ((R * C) % 2) {
            C++;
        }
        static const int pers[4] = {2, 4, 4, 6};
        int per = pers[llk_rng_below(&rng, 4)];
        int kinds = R * C / per;
        llk_board *b = llk_deal(R, C, kinds < 1 ? 1 : kinds, llk_rng_next(&rng));
        /* Holes: up to two pairs away, to keep brute force small. */
        int holes = b->tiles > 20 ? 2 : (int)llk_rng_below(&rng, 2);
        ref_punch(b, &rng, holes);
        ref_grid g;
        ref_from_board(&g, b);
        bool want = ref_brute(&g, LLK_SHIFT_NONE);
        llk_pair moves[64];
        int n = 0;
        llk_verdict v = llk_solve(b, LLK_SHIFT_NONE, 20000, moves, &n);
        CHECK(v == (want ? LLK_SOLVED : LLK_UNSOLVABLE),
              "seed %llu round %d %dx%d: solver %d, brute force %d", (unsigned long long)seed,
              round, R, C, v, want);
        if (v == LLK_SOLVED) {
            CHECK(ref_replay(b, LLK_SHIFT_NONE, moves, n), "solution does not replay");
        }
        if (b->tiles <= 16) {
            llk_solve_opts o = {-1, 0, true};
            llk_verdict pv = llk_solve_ex(b, LLK_SHIFT_NONE, &o, NULL, NULL, NULL);
            CHECK(pv == v, "seed %llu round %d: plain search %d, solver %d",
                  (unsigned long long)seed, round, pv, v);
            plain_cmp++;
        }
        won += want;
        lost += !want;
        llk_board_free(b);
    }
    printf("test_solve_prune: small boards %d won, %d lost, %d also by plain search\n", won,
           lost, plain_cmp);
    CHECK(won > 0 && lost > 0, "small boards: %d won, %d lost", won, lost);
}

int main(void)
{
    uint64_t seed = check_seed("test_solve_prune", 515151);
    scale = check_sanitized() ? 1 : 4;
    test_hand_made();
    test_replay_equals_fresh(seed);
    test_conn_update(seed + 3);
    test_big_kinds(seed + 4);
    test_built_winnable(seed + 1);
    test_small_boards(seed + 2);
    return check_done("test_solve_prune");
}
