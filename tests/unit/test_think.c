/* test_think.c - the thinker (think.h) and the memo it searches with.
 *
 * - The memo: searches sharing one table of lost positions across many
 *   boards of one size and mode give the verdicts of searches without it
 *   (brute force on small boards), in every mode.
 * - Probes (llk_solve_seeded, the thinker's randomized restarts): with any
 *   seed and node cap, sharing the memo with ordinary searches, a line
 *   replays and a loss is a loss (brute force), and an uncapped probe
 *   decides; the probe order puts the moves that clear their kind first,
 *   is a permutation, and follows its salt. The memo's line places and
 *   the order by them (the thinker's exhaustive searches in line modes).
 * - The beam search (llk_beam_line): a line it finds replays, none is
 *   found where brute force proves the position lost; cancel and cap.
 * - Small boards: once done, the thinker's verdict and every pair's class
 *   agree with brute force; winning lines replay under solve_ref.h.
 * - Boards built winnable by a recorded play-out, in every mode: no
 *   position on the recorded line is ever reported lost, nor its next move
 *   losing; every line reported replays; a line given is used.
 * - Kept knowledge: a lost position set again is answered from the table
 *   (one node); the next position of a known line is known at once.
 * - Cancellation: thousands of positions set while the worker searches,
 *   answers read between them always about the position last set (a
 *   winnable one's line replays on it), then the last one is finished.
 * - The node budget: a big random deal with a small budget stops within
 *   it, not done, gave_up, the worker idle (no node more); the next
 *   position set is thought about afresh.
 * Randomized parts print their seed; LLK_SEED replays one. Built also with
 * ThreadSanitizer by `make test` (build/tsan).
 */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board_text.h"
#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "llk/think.h"
#include "solve_build.h"
#include "solve_ref.h"
#include "../../src/engine/solve_int.h" /* the memo, tested on its own */

static int scale = 1; /* smaller under the sanitizers */

static const char *mode_name(int s)
{
    return llk_shift_name((llk_shift)s);
}

/* The memo: small boards' positions along random play, all searched with
 * one memo per mode; each verdict must be brute force's. */
/* A 4x5 deal of 2 to 7 kinds: brute force decides it at once. */
static llk_board *small_deal(llk_rng *rng)
{
    return llk_deal(4, 5, 2 + (int)llk_rng_below(rng, 6), llk_rng_next(rng));
}

/* Whether b can be cleared under s, by brute force (solve_ref.h). */
static bool brute_wins(const llk_board *b, llk_shift s)
{
    ref_grid g;
    ref_from_board(&g, b);
    return ref_brute(&g, s);
}

/* One move of the walk along a board: the first removable pair goes,
 * then the shift; false when no pair is left. */
static bool play_first(llk_board *b, llk_shift s)
{
    llk_pair p;
    if (!llk_has_pair(b, &p)) {
        return false;
    }
    llk_board_remove(b, p);
    llk_shift_apply(b, s, NULL);
    return true;
}

static void test_memo(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        llk_memo *m = llk_memo_new(4, 5, (llk_shift)s);
        CHECK(m != NULL, "memo");
        for (int d = 0; d < 3 * scale; d++) {
            llk_board *b = small_deal(&rng);
            while (b->tiles > 0) {
                CHECK_CASE(); /* a case: one position, its verdict and line */
                bool want = brute_wins(b, (llk_shift)s);
                llk_pair line[10];
                int n = 0;
                llk_solve_opts o = {-1, 0, false};
                llk_verdict v = llk_solve_memo(b, (llk_shift)s, &o, m, NULL, line, &n, NULL);
                CHECK_INT(v, want ? LLK_SOLVED : LLK_UNSOLVABLE);
                if (v == LLK_SOLVED) {
                    CHECK(ref_replay(b, (llk_shift)s, line, n), "%s: memo line does not replay",
                          mode_name(s));
                }
                if (!play_first(b, (llk_shift)s)) {
                    break;
                }
            }
            llk_board_free(b);
        }
        /* Another size than the memo's: refused, not misread. */
        llk_board *other = llk_deal(4, 4, 4, 1);
        llk_solve_opts o = {-1, 0, false};
        CHECK_INT(llk_solve_memo(other, (llk_shift)s, &o, m, NULL, NULL, NULL, NULL), LLK_UNKNOWN);
        llk_board_free(other);
        llk_memo_free(m);
    }
}

/* Probes: small boards along random play in every mode, each position
 * searched by capped probes with several seeds, then by an uncapped one,
 * all sharing one memo per mode with an ordinary search; every answer
 * must agree with brute force and every line replay. */
static void test_probes(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int decided_capped = 0;
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        llk_memo *m = llk_memo_new(4, 5, (llk_shift)s);
        CHECK(m != NULL, "memo");
        for (int d = 0; m && d < 3 * scale; d++) {
            llk_board *b = small_deal(&rng);
            while (b->tiles > 0) {
                CHECK_CASE(); /* a case: one position, its five probes */
                bool want = brute_wins(b, (llk_shift)s);
                llk_pair line[10];
                for (int p = 0; p <= 4; p++) {
                    int n = 0;
                    llk_solve_opts o = {-1, p < 4 ? 1 + (long long)llk_rng_below(&rng, 8) : 0,
                                        false};
                    uint64_t sd = llk_rng_next(&rng) | 1;
                    llk_verdict v = llk_solve_seeded(b, (llk_shift)s, &o, m, NULL, sd, line, &n,
                                                     NULL);
                    if (p == 4) {
                        CHECK_INT(v, want ? LLK_SOLVED : LLK_UNSOLVABLE);
                    } else if (v != LLK_UNKNOWN) {
                        decided_capped++;
                        CHECK_INT(v, want ? LLK_SOLVED : LLK_UNSOLVABLE);
                    }
                    if (v == LLK_SOLVED) {
                        CHECK(ref_replay(b, (llk_shift)s, line, n),
                              "%s: probe line does not replay", mode_name(s));
                    }
                }
                llk_solve_opts o = {-1, 0, false};
                CHECK_INT(llk_solve_memo(b, (llk_shift)s, &o, m, NULL, NULL, NULL, NULL),
                          want ? LLK_SOLVED : LLK_UNSOLVABLE);
                if (!play_first(b, (llk_shift)s)) {
                    break;
                }
            }
            llk_board_free(b);
        }
        llk_memo_free(m);
    }
    CHECK(decided_capped > 0, "no capped probe decided anything");
}

#if defined(__SANITIZE_THREAD__)
#define LLK_TEST_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define LLK_TEST_TSAN 1
#endif
#endif

#ifndef LLK_TEST_TSAN
/* The beam search (beam.c): on small boards along random play in every
 * mode, with random widths, penalties and seeds, a line found replays
 * under the independent checker and clears the board, and no line is
 * found for a position brute force proves lost; on generated 8x12 boards
 * it finds lines; cancelled, it stops; its work cap holds. */
static void test_beam(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int found = 0, found_big = 0;
    llk_pair line[96];
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        for (int d = 0; d < 3 * scale; d++) {
            llk_board *b = small_deal(&rng);
            do {
                CHECK_CASE(); /* a case: one position's beam line */
                llk_beam_opts o = {1 + (int)llk_rng_below(&rng, 8),
                                   (int)llk_rng_below(&rng, 4), llk_rng_next(&rng), 0};
                int n = llk_beam_line(b, (llk_shift)s, &o, NULL, line, 96, NULL);
                CHECK(n >= 0, "%s: beam failed (%d)", mode_name(s), n);
                if (!brute_wins(b, (llk_shift)s)) {
                    CHECK_INT(n, 0);
                } else if (n > 0) {
                    found++;
                    CHECK_INT(n, b->tiles / 2);
                    CHECK(ref_replay(b, (llk_shift)s, line, n), "%s: beam line does not replay",
                          mode_name(s));
                }
            } while (b->tiles > 0 && play_first(b, (llk_shift)s));
            llk_board_free(b);
        }
        llk_board *g = llk_generate(8, 12, 24, (llk_shift)s, 1600 + (uint64_t)s);
        if (g == NULL) {
            CHECK(false, "%s: no 8x12 board", mode_name(s));
            continue;
        }
        llk_beam_opts o = {64, 2, 16 + (uint64_t)s, 0}; /* fixed: the same lines on any seed */
        int n = llk_beam_line(g, (llk_shift)s, &o, NULL, line, 96, NULL);
        CHECK(n == 0 || n == 48, "%s: beam line of %d moves", mode_name(s), n);
        if (n > 0) {
            found_big++;
            CHECK(ref_replay(g, (llk_shift)s, line, n), "%s: 8x12 beam line does not replay",
                  mode_name(s));
        }
        /* Cancelled: -1 at once; a cap of 1 node: nothing found, little done. */
        atomic_bool stop = true;
        CHECK_INT(llk_beam_line(g, (llk_shift)s, &o, &stop, line, 96, NULL), -1);
        llk_beam_opts capped = {64, 2, 1, 1};
        long long nodes = 0;
        CHECK_INT(llk_beam_line(g, (llk_shift)s, &capped, NULL, line, 96, &nodes), 0);
        CHECK(nodes > 0 && nodes < 1000, "%s: capped beam did %lld nodes", mode_name(s), nodes);
        /* A line longer than the room given is not written. */
        CHECK_INT(llk_beam_line(g, (llk_shift)s, &o, NULL, line, 47, NULL), 0);
        llk_board_free(g);
    }
    /* More distinct children a depth than the beam's table of positions
     * met holds (a 1-wide beam: 256 slots; one kind on 2x24, no shift: 552
     * pairs at the root): it still ends, with a line. */
    llk_board *one = llk_board_new(2, 24);
    for (int i = 0; i < 48; i++) {
        llk_board_set(one, i / 24, i % 24, 1);
    }
    llk_beam_opts narrow = {1, 2, 1, 0};
    int n = llk_beam_line(one, LLK_SHIFT_NONE, &narrow, NULL, line, 96, NULL);
    CHECK_INT(n, 24);
    CHECK(n == 24 && ref_replay(one, LLK_SHIFT_NONE, line, n), "one-kind beam line");
    llk_board_free(one);
    printf("test_think: beam lines on %d small positions, on %d of 13 8x12 boards\n", found,
           found_big);
    CHECK(found > 0, "no beam found a line on a small board");
    CHECK(found_big >= LLK_SHIFT_COUNT / 2, "beam found lines on %d of 13 8x12 boards", found_big);
}
#endif

/* The probe order: on a board of kinds 1 (2 tiles), 2 (4) and 3 (2), the
 * moves of kinds 1 and 3 first, a permutation of the input, the same for
 * the same salt, some salt giving another order. */
/* The memo's places: along each line of a line mode 0, 1, 2, ... from
 * the end it compacts to (checked by hand against the whole-line and
 * half-line horizontal modes), in outward and inward the distance from the
 * quadrant's corner (board corner, board centre), none without shift;
 * llk_order_back sorts by the sum of its two cells' places, largest first,
 * ties in order. */
static void test_back_order(void)
{
    enum { R = 4, C = 6 };
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        llk_memo *m = llk_memo_new(R, C, (llk_shift)s);
        CHECK(m != NULL, "memo");
        if (m == NULL) {
            continue;
        }
        CHECK((s != LLK_SHIFT_NONE) == (m->back != NULL), "%s: places", mode_name(s));
        for (int i = 0; m->back && i < R * C; i++) {
            int r = i / C, c = i % C, want = -1;
            int dr = r < R / 2 ? r : R - 1 - r, dc = c < C / 2 ? c : C - 1 - c;
            switch (s) {
            case LLK_SHIFT_LEFT: want = c; break;
            case LLK_SHIFT_RIGHT: want = C - 1 - c; break;
            case LLK_SHIFT_UP: want = r; break;
            case LLK_SHIFT_DOWN: want = R - 1 - r; break;
            case LLK_SHIFT_GATHER_HORIZONTAL: want = c < C / 2 ? C / 2 - 1 - c : c - C / 2; break;
            case LLK_SHIFT_SPLIT_HORIZONTAL: want = dc; break;
            case LLK_SHIFT_OUTWARD: want = dr + dc; break;
            case LLK_SHIFT_INWARD: want = (R / 2 - 1 - dr) + (C / 2 - 1 - dc); break;
            case LLK_SHIFT_SPLIT_VERTICAL: want = dr; break;
            case LLK_SHIFT_GATHER_VERTICAL: want = r < R / 2 ? R / 2 - 1 - r : r - R / 2; break;
            case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT: want = r < R / 2 ? c : C - 1 - c; break;
            case LLK_SHIFT_LEFT_DOWN_RIGHT_UP: want = c < C / 2 ? R - 1 - r : r; break;
            default: break; /* a mode without its place stated here: fails */
            }
            CHECK(m->back[i] == want && m->back[i] >= 0 && m->back[i] < R + C,
                  "%s: cell %d at place %d", mode_name(s), i, m->back[i]);
        }
        llk_memo_free(m);
    }
    /* Places of a 2x4 board, row by row; the moves' sums 3 3 2 6 0 3. */
    const int back[8] = {0, 1, 2, 3, 3, 2, 1, 0};
    const llk_mv in[6] = {{0, 4}, {1, 2}, {2, 7}, {3, 4}, {0, 7}, {5, 6}};
    llk_mv m[6];
    memcpy(m, in, sizeof m);
    CHECK(llk_order_back(back, m, 6), "order refused");
    const llk_mv want[6] = {{3, 4}, {0, 4}, {1, 2}, {5, 6}, {2, 7}, {0, 7}};
    CHECK(memcmp(m, want, sizeof m) == 0, "order: %d-%d %d-%d %d-%d ...", m[0].a, m[0].b,
          m[1].a, m[1].b, m[2].a, m[2].b);
    llk_mv many[513];
    memset(many, 0, sizeof many);
    CHECK(!llk_order_back(back, many, 513), "over 512 moves sorted");
}

static void test_probe_order(void)
{
    llk_board *b = llk_board_new(2, 4);
    int kinds[8] = {1, 2, 2, 3, 1, 2, 2, 3};
    for (int i = 0; i < 8; i++) {
        llk_board_set(b, i / 4, i % 4, kinds[i]);
    }
    int dmap[4] = {0, 1, 2, 3}, kcount[4] = {0, 2, 4, 2};
    const llk_mv in[6] = {{1, 2}, {1, 5}, {0, 4}, {2, 6}, {3, 7}, {5, 6}};
    llk_mv first[6];
    bool other = false;
    for (uint64_t salt = 1; salt <= 20; salt++) {
        llk_mv m[6];
        memcpy(m, in, sizeof m);
        CHECK(llk_order_probe(b, dmap, kcount, salt, m, 6), "order refused");
        int last_kinds = 0;
        for (int i = 0; i < 2; i++) {
            last_kinds += b->kind[m[i].a] != 2;
        }
        CHECK_INT(last_kinds, 2);
        for (int i = 0; i < 6; i++) {
            int seen = 0;
            for (int j = 0; j < 6; j++) {
                seen += m[j].a == in[i].a && m[j].b == in[i].b;
            }
            CHECK_INT(seen, 1);
        }
        llk_mv again[6];
        memcpy(again, in, sizeof again);
        llk_order_probe(b, dmap, kcount, salt, again, 6);
        CHECK(memcmp(again, m, sizeof m) == 0, "salt %llu: another order",
              (unsigned long long)salt);
        if (salt == 1) {
            memcpy(first, m, sizeof m);
        } else {
            other = other || memcmp(first, m, sizeof m) != 0;
        }
    }
    CHECK(other, "every salt gives the same order");
    llk_board_free(b);
}

/* Set b and wait until done (at most ms); returns its generation. */
static uint64_t think_done(llk_thinker *t, const llk_board *b, llk_shift s, const llk_pair *line,
                           int n, long ms, bool *done)
{
    uint64_t gen = llk_think_set(t, b, s, line, n);
    *done = llk_think_wait(t, gen, ms);
    return gen;
}

/* What the thinker says of b must hold: a line replays (independent
 * rules), the hint's pair is removable, and the classes agree with the
 * position: a winning pair's move keeps it winnable per want_after (NULL:
 * not checked). Returns the status. */
static llk_think_status check_answers(llk_thinker *t, uint64_t gen, const llk_board *b,
                                      llk_shift s, const char *what)
{
    llk_think_status st;
    llk_think_poll(t, &st);
    CHECK(st.gen == gen, "%s: status of gen %llu, not %llu", what, (unsigned long long)st.gen,
          (unsigned long long)gen);
    int half = b->tiles / 2;
    llk_pair *line = malloc(sizeof(llk_pair) * (size_t)(half + 1));
    int n = llk_think_line(t, gen, line, half + 1);
    if (st.position == LLK_POSITION_WINNABLE) {
        CHECK(n == half, "%s: line of %d moves for %d tiles", what, n, b->tiles);
        CHECK(n == half && ref_replay(b, s, line, n), "%s (%s): the line does not clear the board",
              what, mode_name(s));
    } else {
        CHECK(n == 0, "%s: a line of %d moves for a position not winnable", what, n);
    }
    llk_pair p;
    llk_hint_kind h = llk_think_hint(t, gen, 0, &p);
    if (st.pairs > 0) {
        ref_grid g;
        ref_from_board(&g, b);
        CHECK(h != LLK_HINT_NONE && ref_move(&g, s, p.a.r, p.a.c, p.b.r, p.b.c),
              "%s: hint is not a removable pair", what);
        CHECK(h == LLK_HINT_WINNING || st.position != LLK_POSITION_WINNABLE,
              "%s: winnable, but the first hint is not winning", what);
        if (st.position == LLK_POSITION_WINNABLE && n > 0) {
            CHECK(memcmp(&p, &line[0], sizeof p) == 0, "%s: hint is not the line's move", what);
        }
    }
    free(line);
    return st;
}

/* Small boards, decided to the end: verdict and classes against brute
 * force in every mode. */
static void test_small(llk_thinker *t, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int won = 0, lost = 0;
    for (int i = 0; i < 13 * 2 * scale; i++) {
        CHECK_CASE(); /* a case: one small board, its verdict and classes */
        llk_shift s = (llk_shift)(i % LLK_SHIFT_COUNT);
        llk_board *b = llk_deal(4, 4, 2 + (int)llk_rng_below(&rng, 7), llk_rng_next(&rng));
        /* Some moves played first, at random: lost positions too. */
        int pre = (int)llk_rng_below(&rng, 3);
        llk_pair m;
        for (int k = 0; k < pre && llk_has_pair(b, &m); k++) {
            llk_board_remove(b, m);
            llk_shift_apply(b, s, NULL);
        }
        bool done;
        uint64_t gen = think_done(t, b, s, NULL, 0, 20000, &done);
        CHECK(done, "small board %d (%s) not done in 20 s", i, mode_name(s));
        llk_think_status st = check_answers(t, gen, b, s, "small");
        ref_grid g;
        ref_from_board(&g, b);
        bool want = ref_brute(&g, s);
        CHECK_INT(st.position, want ? LLK_POSITION_WINNABLE : LLK_POSITION_LOST);
        won += want;
        lost += !want;
        llk_pair pairs[64];
        llk_position cls[64];
        int n = llk_think_pairs(t, gen, pairs, cls, 64);
        CHECK_INT(n, (int)llk_pairs(b, NULL, 0));
        for (int k = 0; k < n && k < 64; k++) {
            ref_grid x = g;
            CHECK(ref_move(&x, s, pairs[k].a.r, pairs[k].a.c, pairs[k].b.r, pairs[k].b.c),
                  "pair %d not removable", k);
            bool keeps = ref_brute(&x, s);
            CHECK_INT(cls[k], keeps ? LLK_POSITION_WINNABLE : LLK_POSITION_LOST);
        }
        llk_board_free(b);
    }
    printf("test_think: small boards: %d winnable, %d lost\n", won, lost);
    CHECK(won > 0 && lost > 0, "small boards: %d won, %d lost: both kinds wanted", won, lost);
}

/* Boards built winnable (recorded play-out) in every mode, on the game's
 * easy size: the positions along the recorded line, with the worker given
 * a short time each, are never called lost, nor is the recorded next move
 * ever called losing; given the line, the thinker uses it at once. */
static void test_built(llk_thinker *t, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int winnable = 0, seen = 0;
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        llk_pair *moves;
        llk_board *b = built_winnable(&rng, 8, 12, 24, (llk_shift)s, &moves);
        int half = 48;
        for (int at = 0; at < half; at++) {
            CHECK_CASE(); /* a case: one position of the built line */
            if (at % (scale > 1 ? 6 : 12) == 0) {
                bool done;
                uint64_t gen = think_done(t, b, (llk_shift)s, NULL, 0, 60, &done);
                llk_think_status st = check_answers(t, gen, b, (llk_shift)s, "built");
                CHECK(st.position != LLK_POSITION_LOST, "%s: a winnable position called lost",
                      mode_name(s));
                winnable += st.position == LLK_POSITION_WINNABLE;
                seen++;
                llk_pair pairs[400];
                llk_position cls[400];
                int n = llk_think_pairs(t, gen, pairs, cls, 400);
                for (int k = 0; k < n && k < 400; k++) {
                    bool next = memcmp(&pairs[k], &moves[at], sizeof pairs[k]) == 0;
                    CHECK(!next || cls[k] != LLK_POSITION_LOST,
                          "%s: the recorded next move called losing", mode_name(s));
                }
                /* The recorded line given: winnable, that very line. */
                gen = llk_think_set(t, b, (llk_shift)s, moves + at, half - at);
                llk_think_wait(t, gen, 30);
                llk_pair *line = malloc(sizeof(llk_pair) * (size_t)half);
                llk_think_status st2;
                /* the classes of the given position: at most 30 s more */
                for (int ms = 0; ms < 30000; ms++) {
                    llk_think_poll(t, &st2);
                    if (st2.pairs >= 0) {
                        break;
                    }
                    nanosleep(&(struct timespec){0, 1000000}, NULL); /* 1 ms */
                }
                CHECK(st2.pairs >= 0, "%s: no classes within 30 s", mode_name(s));
                CHECK(st2.position == LLK_POSITION_WINNABLE, "%s: the given line was not used",
                      mode_name(s));
                int nl = llk_think_line(t, gen, line, half);
                CHECK(nl == half - at && memcmp(line, moves + at, sizeof(llk_pair) * (size_t)nl) == 0,
                      "%s: the line given is not the line known", mode_name(s));
                free(line);
            }
            llk_board_remove(b, moves[at]);
            llk_shift_apply(b, (llk_shift)s, NULL);
        }
        CHECK_INT(b->tiles, 0);
        free(moves);
        llk_board_free(b);
    }
    printf("test_think: built boards: %d of %d positions proven winnable within 60 ms\n",
           winnable, seen);
    /* A bad line given (one move that is not removable) is not believed. */
    llk_board *x = board_from(2, 2, "1 1 / 2 2");
    llk_pair bad[2] = {{{0, 0}, {1, 1}}, {{0, 1}, {1, 0}}};
    bool done;
    uint64_t gen = think_done(t, x, LLK_SHIFT_NONE, bad, 2, 5000, &done);
    llk_think_status st = check_answers(t, gen, x, LLK_SHIFT_NONE, "bad line");
    CHECK(done && st.position == LLK_POSITION_WINNABLE, "2x2 not solved");
    llk_board_free(x);
}

/* Lost positions: with pairs left, proven lost, every pair losing; the
 * same position set again is answered from the table (one node). A
 * position on a known line is known at once (the kept line). */
static void test_kept(llk_thinker *t)
{
    llk_board *lost = board_from(4, 4, "3 3 0 0 / 0 1 2 0 / 0 2 1 0 / 0 0 0 0");
    bool done;
    uint64_t gen = think_done(t, lost, LLK_SHIFT_NONE, NULL, 0, 5000, &done);
    llk_think_status st = check_answers(t, gen, lost, LLK_SHIFT_NONE, "lost");
    CHECK(done && st.position == LLK_POSITION_LOST, "the crossed board is not proven lost");
    CHECK_INT(st.pairs, 1);
    CHECK_INT(st.losing, 1);
    llk_pair p;
    CHECK_INT(llk_think_hint(t, gen, 0, &p), LLK_HINT_UNPROVEN);
    /* A harder lost one (a 6x8 deal the solver proves lost with many
     * nodes under left), then something else, then it again. */
    llk_board *hard = NULL;
    long long first = 0;
    for (uint64_t sd = 1; sd < 400 && hard == NULL; sd++) {
        llk_board *d = llk_deal(6, 8, 24, sd);
        llk_solve_stats ss;
        llk_solve_opts o = {-1, 200000, false};
        if (llk_solve_ex(d, LLK_SHIFT_LEFT, &o, NULL, NULL, &ss) == LLK_UNSOLVABLE &&
            ss.nodes > 50 && llk_has_pair(d, NULL)) {
            hard = d;
        } else {
            llk_board_free(d);
        }
    }
    /* A pin: more than 50 nodes (the first time) only makes sure the deal
     * needed a search, so that proving it lost again in 1 node shows the
     * memo's table at work; any number well above 1 would do. */
    CHECK(hard != NULL, "no 6x8 left deal proven lost with more than 50 nodes");
    if (hard) {
        gen = think_done(t, hard, LLK_SHIFT_LEFT, NULL, 0, 20000, &done);
        llk_think_poll(t, &st);
        CHECK(done && st.position == LLK_POSITION_LOST, "6x8 lost deal not proven lost");
        first = st.nodes;
        llk_board *other = llk_deal(6, 8, 24, 999);
        think_done(t, other, LLK_SHIFT_LEFT, NULL, 0, 200, &done);
        llk_board_free(other);
        gen = think_done(t, hard, LLK_SHIFT_LEFT, NULL, 0, 20000, &done);
        llk_think_poll(t, &st);
        CHECK(done && st.position == LLK_POSITION_LOST, "6x8 lost deal not lost again");
        CHECK(st.nodes == 1, "lost again after %lld nodes (first time %lld): not from the table",
              st.nodes, first);
        llk_board_free(hard);
    }
    /* A line known from one position: the next position on it is known
     * by the same line (found again, not searched anew). */
    llk_board *g = llk_generate(8, 12, 24, LLK_SHIFT_LEFT, 77);
    llk_pair line[48], next[48];
    gen = think_done(t, g, LLK_SHIFT_LEFT, NULL, 0, 3000, &done);
    int n = llk_think_line(t, gen, line, 48);
    CHECK(n == 48, "generated board: no line within 3 s (%d)", n);
    if (n == 48) {
        llk_board_remove(g, line[0]);
        llk_shift_apply(g, LLK_SHIFT_LEFT, NULL);
        gen = think_done(t, g, LLK_SHIFT_LEFT, NULL, 0, 100, &done);
        CHECK_INT(llk_think_line(t, gen, next, 48), 47);
        CHECK(memcmp(next, line + 1, sizeof(llk_pair) * 47) == 0, "the kept line was not used");
    }
    llk_board_free(g);
    llk_board_free(lost);
    /* Idle: no position. */
    gen = llk_think_set(t, NULL, LLK_SHIFT_NONE, NULL, 0);
    llk_think_poll(t, &st);
    CHECK(st.gen == gen && st.position == LLK_POSITION_UNKNOWN && st.pairs == -1,
          "idle thinker reports a position");
    CHECK_INT(llk_think_hint(t, gen, 0, &p), LLK_HINT_NONE);
    CHECK_INT(llk_think_line(t, gen - 1, line, 48), -1);
}

/* Rapid changes: positions from random play on game-sized boards in every
 * mode, set thousands of times while the worker searches; between sets
 * the answers read must be about the position last set. */
static void test_rapid(llk_thinker *t, uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int sets = 0, winnable_reads = 0;
    llk_board *b = NULL;
    llk_shift s = LLK_SHIFT_NONE;
    llk_pair line[100];
    uint64_t gen = 0;
    int rounds = 3000 * (scale > 1 ? 2 : 1);
    for (int i = 0; i < rounds; i++) {
        CHECK_CASE(); /* a case: one rapid step */
        if (b == NULL || b->tiles == 0 || !llk_has_pair(b, NULL)) {
            llk_board_free(b);
            s = (llk_shift)llk_rng_below(&rng, LLK_SHIFT_COUNT);
            b = llk_rng_below(&rng, 2) ? llk_deal(10, 18, 45, llk_rng_next(&rng))
                                       : llk_deal(8, 12, 24, llk_rng_next(&rng));
        }
        uint64_t g = llk_think_set(t, b, s, NULL, 0);
        CHECK(g == gen + 1 || gen == 0, "generation %llu after %llu", (unsigned long long)g,
              (unsigned long long)gen);
        gen = g;
        sets++;
        llk_think_status st;
        llk_think_poll(t, &st);
        CHECK(st.gen == gen, "status about generation %llu, %llu last set",
              (unsigned long long)st.gen, (unsigned long long)gen);
        if (st.position == LLK_POSITION_WINNABLE) {
            int n = llk_think_line(t, gen, line, 100);
            winnable_reads++;
            CHECK(n == b->tiles / 2 && ref_replay(b, s, line, n),
                  "a line read during rapid changes does not clear its board");
        }
        llk_pair p;
        if (llk_think_hint(t, gen, 0, &p) != LLK_HINT_NONE) {
            CHECK(llk_board_get(b, p.a.r, p.a.c) != 0 &&
                      llk_board_get(b, p.a.r, p.a.c) == llk_board_get(b, p.b.r, p.b.c),
                  "hint read during rapid changes is not a pair of this board");
        }
        /* Now and then give the worker a moment. */
        if (llk_rng_below(&rng, 8) == 0) {
            llk_think_wait(t, gen, 2);
        }
        llk_pair m;
        if (llk_has_pair(b, &m)) {
            llk_board_remove(b, m);
            llk_shift_apply(b, s, NULL);
        }
    }
    /* The last one is still thought about to the end. */
    llk_board_free(b);
    b = llk_generate(4, 6, 6, LLK_SHIFT_INWARD, 5);
    bool done;
    gen = think_done(t, b, LLK_SHIFT_INWARD, NULL, 0, 20000, &done);
    llk_think_status st = check_answers(t, gen, b, LLK_SHIFT_INWARD, "after rapid changes");
    CHECK(done && st.position == LLK_POSITION_WINNABLE, "last position not solved after the rush");
    llk_board_free(b);
    printf("test_think: %d positions set, %d winnable answers read between them\n", sets,
           winnable_reads);
}

/* The node budget: the worker stops on a position it cannot finish within
 * it, and idles until the next. */
static void test_budget(void)
{
    llk_thinker *t = llk_think_new_workers(1); /* more: test_think_workers */
    CHECK(t != NULL, "thinker not started");
    if (!t) {
        return;
    }
    llk_think_set_budget(t, 20000);
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
    CHECK(st.gave_up && !st.done, "a big deal within 20000 nodes: gave up (done %d)", st.done);
    /* The reason for the slack: each search is capped at what is left of
     * the budget and may count the one node that finds the cap passed
     * (solve.c node_check); 100 pins a bound on the searches the worker
     * makes of one position before the budget is spent. */
    CHECK(st.nodes <= 20000 + 100, "stopped within the budget: %lld nodes", st.nodes);
    llk_think_wait(t, gen, 100);
    llk_think_status later;
    llk_think_poll(t, &later);
    CHECK(later.nodes == st.nodes && later.gen == gen, "idle after giving up: %lld -> %lld nodes",
          st.nodes, later.nodes);
    llk_think_set_budget(t, 0);
    llk_board *x = board_from(2, 2, "1 1 / 2 2");
    gen = llk_think_set(t, x, LLK_SHIFT_NONE, NULL, 0);
    llk_think_wait(t, gen, 5000);
    llk_think_poll(t, &st);
    CHECK(st.gen == gen && st.done && !st.gave_up && st.position == LLK_POSITION_WINNABLE,
          "the next position is thought about afresh");
    llk_board_free(x);
    llk_board_free(big);
    llk_think_free(t);
}

int main(void)
{
    uint64_t seed = check_seed("test_think", 161616);
    scale = check_sanitized() ? 1 : 2;
    test_memo(seed);
    test_probes(seed + 4);
    test_probe_order();
    test_back_order();
#ifndef LLK_TEST_TSAN
    /* the beam has no thread: checked in the plain and ASan builds, not
       again under ThreadSanitizer, where it took a third of the run */
    test_beam(seed + 5);
#endif
    llk_thinker *t = llk_think_new();
    CHECK(t != NULL, "thinker not started");
    if (t) {
        test_small(t, seed + 1);
        test_built(t, seed + 2);
        test_kept(t);
        test_rapid(t, seed + 3);
        llk_think_free(t);
    }
    test_budget();
    /* Freed while busy: the worker stops at once. */
    llk_thinker *busy = llk_think_new();
    llk_board *big = llk_deal(10, 18, 45, 3);
    llk_think_set(busy, big, LLK_SHIFT_DOWN, NULL, 0);
    llk_think_free(busy);
    llk_board_free(big);
    return check_done("test_think");
}
