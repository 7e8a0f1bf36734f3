/* test_solve.c - the solver, generator, hint and shuffle against the
 * independent rules of solve_ref.h: every `solved` answer replayed move by
 * move, verdicts on small boards compared with brute force in every shift
 * mode, hand-made lost boards, boards built winnable by a recorded
 * play-out. Randomized parts print their seed; LLK_SEED replays one. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board_text.h"
#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_build.h"
#include "solve_ref.h"

static int scale = 1; /* 4 normally, 1 under the sanitizers */

static const char *mode_name(int s)
{
    return llk_shift_name((llk_shift)s);
}

/* Solve with a generous budget; a `solved` answer must replay. */
static llk_verdict solve_checked(const llk_board *b, llk_shift s, const char *what)
{
    llk_pair *moves = malloc(sizeof(llk_pair) * (size_t)(b->tiles / 2 + 1));
    int n = -1;
    llk_verdict v = llk_solve(b, s, 20000, moves, &n);
    if (v == LLK_SOLVED) {
        CHECK(n == b->tiles / 2, "%s (%s): %d moves for %d tiles", what, mode_name(s), n,
              b->tiles);
        CHECK(ref_replay(b, s, moves, n), "%s (%s): solution does not replay", what,
              mode_name(s));
    }
    free(moves);
    return v;
}

/* Hand-made boards with their verdicts. */
static void test_hand_made(void)
{
    /* Two kinds crossed in a 2x2 block: no move at all, in every mode. */
    llk_board *x = board_from(2, 2, "1 2 / 2 1");
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        CHECK_INT(solve_checked(x, (llk_shift)s, "crossed 2x2"), LLK_UNSOLVABLE);
    }
    llk_board_free(x);

    /* The crossed block inside a frame that can be cleared: without shift
     * the block is left over, with no way around. */
    llk_board *f = board_from(4, 4, "3 3 4 4 / 5 1 2 6 / 5 2 1 6 / 7 7 8 8");
    CHECK_INT(solve_checked(f, LLK_SHIFT_NONE, "framed crossed block"), LLK_UNSOLVABLE);
    /* With down, clearing a frame column lets the block's tiles fall
     * apart: brute force decides, the solver must agree. */
    for (int s = 1; s < LLK_SHIFT_COUNT; s++) {
        ref_grid g;
        ref_from_board(&g, f);
        int want = ref_brute(&g, (llk_shift)s) ? LLK_SOLVED : LLK_UNSOLVABLE;
        CHECK_INT(solve_checked(f, (llk_shift)s, "framed crossed block"), want);
    }
    llk_board_free(f);

    /* Odd count: never clearable. */
    llk_board *odd = board_from(2, 3, "1 1 1 / 2 2 2");
    CHECK_INT(solve_checked(odd, LLK_SHIFT_NONE, "odd counts"), LLK_UNSOLVABLE);
    CHECK_INT(solve_checked(odd, LLK_SHIFT_DOWN, "odd counts"), LLK_UNSOLVABLE);
    llk_board_free(odd);

    /* A row of pairs: clearable in every mode. */
    llk_board *row = board_from(1, 6, "1 2 3 3 2 1");
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        CHECK_INT(solve_checked(row, (llk_shift)s, "row of pairs"), LLK_SOLVED);
    }
    llk_board_free(row);

    /* Empty board: solved with no moves. */
    llk_board *e = llk_board_new(3, 3);
    int n = -1;
    CHECK_INT(llk_solve(e, LLK_SHIFT_NONE, 0, NULL, &n), LLK_SOLVED);
    CHECK_INT(n, 0);
    llk_board_free(e);

    /* A 3x3 board (odd size) with a hole, every mode against brute force. */
    llk_board *o = board_from(3, 3, "1 2 3 / 2 0 1 / 3 4 4");
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        ref_grid g;
        ref_from_board(&g, o);
        int want = ref_brute(&g, (llk_shift)s) ? LLK_SOLVED : LLK_UNSOLVABLE;
        CHECK_INT(solve_checked(o, (llk_shift)s, "3x3 with hole"), want);
    }
    llk_board_free(o);

    /* A board lost without shift but won with down: the 2x2 crossed
     * block on top of a column pair that falls... decided by brute force,
     * and it must be lost for none and won for down. */
    llk_board *d = board_from(3, 2, "1 2 / 2 1 / 3 3");
    ref_grid g;
    ref_from_board(&g, d);
    CHECK(!ref_brute(&g, LLK_SHIFT_NONE), "brute force: 3x2 lost without shift");
    CHECK_INT(solve_checked(d, LLK_SHIFT_NONE, "3x2 crossed on a pair"), LLK_UNSOLVABLE);
    CHECK_INT(solve_checked(d, LLK_SHIFT_UP, "3x2 crossed on a pair"),
              ref_brute(&g, LLK_SHIFT_UP) ? LLK_SOLVED : LLK_UNSOLVABLE);
    llk_board_free(d);
}

/* Random small boards, every mode: the verdict equals brute force. */
static void test_against_brute_force(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int rounds = 15 * scale;
    int solved = 0, lost = 0;
    /* Past the rounds, go on (up to 8 times as many) until both answers
     * were seen: a short run (sanitizers) can meet no lost board. */
    for (int i = 0; i < rounds || ((solved == 0 || lost == 0) && i < 8 * rounds); i++) {
        int R = 2 + (int)llk_rng_below(&rng, 3);
        int C = 3 + (int)llk_rng_below(&rng, 3);
        if ((R * C) % 2) {
            C++;
        }
        int half = R * C / 2;
        int kinds = half / 2 + (int)llk_rng_below(&rng, (uint64_t)(half - half / 2 + 1));
        llk_board *b = llk_deal(R, C, kinds, llk_rng_next(&rng));
        /* A few holes keep the brute force small and vary the shapes. */
        for (int k = 0; k < 1 && b->tiles > 16; k++) {
            int kind = b->kind[llk_rng_below(&rng, (uint64_t)(R * C))];
            for (int c = 0, left = 2; c < R * C && left && kind; c++) {
                if (b->kind[c] == kind) {
                    llk_board_set(b, c / C, c % C, 0);
                    left--;
                }
            }
        }
        for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
            ref_grid g;
            ref_from_board(&g, b);
            int want = ref_brute(&g, (llk_shift)s) ? LLK_SOLVED : LLK_UNSOLVABLE;
            llk_verdict got = solve_checked(b, (llk_shift)s, "random small board");
            CHECK(got == (llk_verdict)want, "seed %llu round %d %dx%d %s: got %d want %d",
                  (unsigned long long)seed, i, R, C, mode_name(s), got, want);
            solved += want == LLK_SOLVED;
            lost += want == LLK_UNSOLVABLE;
        }
        llk_board_free(b);
    }
    printf("test_solve: brute force on small boards: %d won, %d lost\n", solved, lost);
    /* Both answers occur, so the comparison means something. */
    CHECK(solved > 0 && lost > 0, "brute force gave %d won, %d lost", solved, lost);
}

/* Boards made winnable by a play-out (its moves checked here by the
 * reference rules) are never called unsolvable. */
static void test_built_winnable(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        for (int i = 0; i < scale; i++) {
            int R = 4 + (int)llk_rng_below(&rng, 5), C = 4 + (int)llk_rng_below(&rng, 5);
            if ((R * C) % 2) {
                R++;
            }
            llk_pair *moves;
            llk_board *b = built_winnable(&rng, R, C, R * C / 4, (llk_shift)s, &moves);
            llk_verdict v = solve_checked(b, (llk_shift)s, "built winnable");
            CHECK(v != LLK_UNSOLVABLE, "seed %llu %dx%d %s: winnable board called unsolvable",
                  (unsigned long long)seed, R, C, mode_name(s));
            free(moves);
            llk_board_free(b);
        }
    }
}

/* Every kind even, pair counts within one, full board. */
static bool balanced(const llk_board *b, int kinds)
{
    int count[LLK_MAX_KIND + 1] = {0};
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (b->kind[i] == 0 || b->kind[i] > kinds) {
            return false;
        }
        count[b->kind[i]]++;
    }
    int lo = 1 << 30, hi = 0;
    for (int k = 1; k <= kinds; k++) {
        if (count[k] % 2) {
            return false;
        }
        lo = count[k] < lo ? count[k] : lo;
        hi = count[k] > hi ? count[k] : hi;
    }
    return hi - lo <= 2;
}

static void test_generate(void)
{
    int sizes[][3] = {{4, 4, 4}, {6, 6, 9}, {12, 8, 24}, {5, 6, 7}};
    for (int s = 0; s < LLK_SHIFT_COUNT; s++) {
        for (int z = 0; z < 4; z++) {
            int R = sizes[z][0], C = sizes[z][1], K = sizes[z][2];
            if (z == 2 && s % scale != 0 && scale > 1) {
                continue;
            }
            uint64_t seed = 1000 + (uint64_t)(s * 10 + z);
            llk_board *a = llk_generate(R, C, K, (llk_shift)s, seed);
            /* The same board with its proof, which must clear it. */
            llk_pair line[48]; /* the largest size: 12x8 */
            int nline = -1;
            llk_board *b = llk_generate_line(R, C, K, (llk_shift)s, seed, NULL, line, &nline);
            CHECK(a && b, "generate %dx%d %s gave nothing", R, C, mode_name(s));
            if (!a || !b) {
                llk_board_free(a);
                llk_board_free(b);
                continue;
            }
            CHECK_INT(nline, R * C / 2);
            CHECK(ref_replay(b, (llk_shift)s, line, nline),
                  "generate %dx%d %s: its line does not clear the board", R, C, mode_name(s));
            CHECK(llk_board_equal(a, b), "generate %dx%d %s seed %llu: not deterministic", R, C,
                  mode_name(s), (unsigned long long)seed);
            CHECK(balanced(a, K), "generate %dx%d %s: counts unbalanced", R, C, mode_name(s));
            CHECK_INT(a->tiles, R * C);
            CHECK_INT(solve_checked(a, (llk_shift)s, "generated"), LLK_SOLVED);
            llk_board_free(a);
            llk_board_free(b);
        }
    }
    /* Different seeds, different boards. */
    llk_board *a = llk_generate(12, 8, 24, LLK_SHIFT_NONE, 1);
    llk_board *b = llk_generate(12, 8, 24, LLK_SHIFT_NONE, 2);
    CHECK(!llk_board_equal(a, b), "seeds 1 and 2 gave the same board");
    llk_board_free(a);
    llk_board_free(b);
    /* Bad arguments. */
    CHECK(llk_generate(3, 3, 2, LLK_SHIFT_NONE, 1) == NULL, "odd size accepted");
    CHECK(llk_generate(4, 4, 9, LLK_SHIFT_NONE, 1) == NULL, "too many kinds accepted");
    CHECK(llk_generate(4, 4, 0, LLK_SHIFT_NONE, 1) == NULL, "no kinds accepted");
    CHECK(llk_generate(0, 4, 2, LLK_SHIFT_NONE, 1) == NULL, "no rows accepted");
    CHECK(llk_generate(4, 4, 2, LLK_SHIFT_COUNT, 1) == NULL, "bad mode accepted");
}

/* The generator's second round (deals with a larger node budget before
 * the play-out fallback): on 10x18 down, where the first round's budget
 * rarely proves a deal, some of a few seeds give a random deal proven
 * past the first round's nodes; each board's line clears it. */
static void test_generate_second_round(void)
{
    int second = 0;
    for (uint64_t seed = 9000; seed < 9006; seed++) {
        llk_generate_info info;
        llk_pair line[90];
        int nline = 0;
        llk_board *b = llk_generate_line(10, 18, 45, LLK_SHIFT_DOWN, seed, &info, line, &nline);
        CHECK(b != NULL, "10x18 down seed %llu gave nothing", (unsigned long long)seed);
        if (!b) {
            continue;
        }
        CHECK(nline == 90 && ref_replay(b, LLK_SHIFT_DOWN, line, nline),
              "10x18 down seed %llu: the line does not clear the board", (unsigned long long)seed);
        /* A pin: 12000 is the generator's first-round node total
         * (TOTAL_NODES in src/engine/generate.c, not exported); more than
         * that shows the board came from the second round. */
        second += !info.fallback && info.nodes > 12000;
        llk_board_free(b);
    }
    CHECK(second > 0, "no 10x18 down board from the second round");
}

/* How many of `plays` random legal plays clear b (pairs drawn evenly). */
static int random_clears(const llk_board *b, llk_shift s, int plays, llk_rng *rng)
{
    int won = 0;
    llk_pair pairs[512];
    for (int p = 0; p < plays; p++) {
        llk_board *w = llk_board_clone(b);
        size_t n;
        while ((n = llk_pairs(w, pairs, 512)) > 0) {
            llk_board_remove(w, pairs[llk_rng_below(rng, n < 512 ? n : 512)]);
            llk_shift_apply(w, s, NULL);
        }
        won += w->tiles == 0;
        llk_board_free(w);
    }
    return won;
}

/* The fallback chooses among play-out boards the one random play clears
 * least: on 9x16 gather-horizontal (almost every board from the fallback)
 * random play clears the generated boards less than half as often as
 * boards of one play-out each (about 2% against 11% in bench_think); every line clears
 * its board. */
static void test_generate_fallback_choice(void)
{
    llk_shift s = LLK_SHIFT_GATHER_HORIZONTAL;
    int gen_clears = 0, one_clears = 0, fallbacks = 0;
    llk_rng rng;
    /* A pin: a fixed seed, not check_seed's, for this is a statistical
     * comparison (some play-outs on each side) that a fresh seed could
     * flake; the same in both lanes. */
    llk_rng_seed(&rng, 1616);
    llk_pair line[72];
    for (uint64_t seed = 9000; seed < 9016; seed++) {
        llk_generate_info info;
        int nline = 0;
        llk_board *b = llk_generate_line(9, 16, 36, s, seed, &info, line, &nline);
        llk_board *one = llk_deal(9, 16, 36, seed);
        CHECK(b && one, "9x16 seed %llu gave nothing", (unsigned long long)seed);
        if (b && one) {
            CHECK(nline == 72 && ref_replay(b, s, line, nline),
                  "9x16 gather-horizontal seed %llu: the line does not clear the board",
                  (unsigned long long)seed);
            fallbacks += info.fallback;
            CHECK(llk_playout_redeal(one, s, &rng, line) >= 0, "play-out failed");
            CHECK(ref_replay(one, s, line, 72), "the play-out's line does not clear its board");
            gen_clears += random_clears(b, s, 60, &rng);
            one_clears += random_clears(one, s, 60, &rng);
        }
        llk_board_free(b);
        llk_board_free(one);
    }
    CHECK(fallbacks >= 12, "only %d of 16 boards from the fallback", fallbacks);
    CHECK(2 * gen_clears < one_clears, "random play cleared %d of 960 plays of generated boards, "
          "%d of one-play-out boards", gen_clears, one_clears);
}

/* llk_generate_cancel: with its flag left clear, the board and line of
 * llk_generate_line, in a mode proven from deals and in one that falls back
 * to play-outs; with the flag set, no board, no node spent, and said so. */
static void test_generate_cancel(void)
{
    const struct {
        int r, c, k;
        llk_shift s;
    } cases[] = {{8, 12, 24, LLK_SHIFT_NONE},
                 {10, 18, 45, LLK_SHIFT_DOWN},
                 {9, 16, 36, LLK_SHIFT_GATHER_HORIZONTAL},
                 {10, 18, 45, LLK_SHIFT_INWARD}};
    for (int i = 0; i < 4; i++) {
        atomic_bool flag;
        atomic_init(&flag, false);
        llk_pair want[90], got[90];
        int nwant = 0, ngot = 0;
        llk_generate_info wi, gi;
        llk_board *a = llk_generate_line(cases[i].r, cases[i].c, cases[i].k, cases[i].s, 9100,
                                         &wi, want, &nwant);
        llk_board *b = llk_generate_cancel(cases[i].r, cases[i].c, cases[i].k, cases[i].s, 9100,
                                           &flag, &gi, got, &ngot);
        CHECK(a && b && llk_board_equal(a, b), "%s: not the board of llk_generate_line",
              mode_name(cases[i].s));
        CHECK(nwant == ngot && memcmp(want, got, sizeof(llk_pair) * (size_t)ngot) == 0 &&
                  wi.fallback == gi.fallback && wi.nodes == gi.nodes && !gi.cancelled,
              "%s: not the line and work of llk_generate_line", mode_name(cases[i].s));
        llk_board_free(a);
        llk_board_free(b);
        atomic_store(&flag, true);
        ngot = -1;
        b = llk_generate_cancel(cases[i].r, cases[i].c, cases[i].k, cases[i].s, 9100, &flag, &gi,
                                got, &ngot);
        CHECK(b == NULL && gi.cancelled && gi.nodes == 0 && gi.deals == 0 && ngot == 0,
              "%s: cancelled, yet a board or work", mode_name(cases[i].s));
        llk_board_free(b);
    }
}

/* llk_deal_nth is the generator's sequence of deals: a board proven in
 * the first or second round is the deal with its number (info.deals - 1). */
static void test_deal_nth(void)
{
    const llk_shift modes[] = {LLK_SHIFT_NONE, LLK_SHIFT_DOWN, LLK_SHIFT_INWARD};
    int checked = 0;
    for (int m = 0; m < 3; m++) {
        for (uint64_t seed = 9000; seed < 9004; seed++) {
            llk_generate_info info;
            llk_board *b = llk_generate_ex(8, 12, 24, modes[m], seed, &info);
            if (b == NULL || info.fallback) {
                llk_board_free(b);
                continue;
            }
            llk_board *d = llk_deal_nth(8, 12, 24, seed, info.deals - 1);
            CHECK(d && llk_board_equal(b, d), "8x12 %s seed %llu: board is not deal %d",
                  mode_name(modes[m]), (unsigned long long)seed, info.deals - 1);
            checked++;
            llk_board_free(b);
            llk_board_free(d);
        }
    }
    CHECK(checked >= 8, "only %d generated boards were deals", checked);
    llk_board *a = llk_deal_nth(8, 12, 24, 5, 0), *z = llk_deal(8, 12, 24, 5);
    CHECK(a && z && llk_board_equal(a, z), "deal 0 is not llk_deal's deal");
    llk_board_free(a);
    llk_board_free(z);
    CHECK(llk_deal_nth(8, 12, 24, 5, -1) == NULL, "deal -1 accepted");
    CHECK(llk_deal_nth(3, 3, 2, 5, 0) == NULL, "odd size accepted");
}

/* Hints on small boards, classified by brute force. */
static void test_hint(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int winning_seen = 0, unproven_seen = 0;
    for (int i = 0; i < 6 * scale; i++) {
        llk_shift s = (llk_shift)llk_rng_below(&rng, LLK_SHIFT_COUNT);
        llk_board *b = llk_deal(4, 4, 2 + (int)llk_rng_below(&rng, 4), llk_rng_next(&rng));
        size_t np = llk_pairs(b, NULL, 0);
        llk_pair first;
        llk_hint_kind h = llk_hint(b, s, 0, 5000, &first);
        if (np == 0) {
            CHECK_INT(h, LLK_HINT_NONE);
            llk_board_free(b);
            continue;
        }
        ref_grid g;
        ref_from_board(&g, b);
        bool winnable = ref_brute(&g, s);
        /* winning when, and only when, the board can be won. */
        CHECK_INT(h, winnable ? LLK_HINT_WINNING : LLK_HINT_UNPROVEN);
        winning_seen += h == LLK_HINT_WINNING;
        unproven_seen += h == LLK_HINT_UNPROVEN;
        /* Cycling: np different pairs, then around again; each winning
         * one keeps the board winnable (brute force), winning first. */
        llk_pair *seen = malloc(sizeof(llk_pair) * np);
        bool in_winning = true;
        for (size_t k = 0; k < np; k++) {
            llk_pair p, lp;
            llk_hint_kind hk = llk_hint(b, s, (int)k, 5000, &p);
            /* The same hint with its proof: a line that starts with the
             * hint and clears the board, only for a winning hint. */
            llk_pair line[8];
            int nline = -1;
            CHECK_INT(llk_hint_line(b, s, (int)k, 5000, &lp, line, &nline), hk);
            CHECK(memcmp(&lp, &p, sizeof p) == 0, "hint_line gave another pair");
            if (hk == LLK_HINT_WINNING) {
                CHECK_INT(nline, b->tiles / 2);
                CHECK(nline > 0 && memcmp(&line[0], &p, sizeof p) == 0,
                      "the line does not start with the hint");
                CHECK(ref_replay(b, s, line, nline), "the hint's line does not clear the board");
            } else {
                CHECK_INT(nline, 0);
            }
            ref_grid x = g;
            CHECK(ref_move(&x, s, p.a.r, p.a.c, p.b.r, p.b.c), "hint is not a legal move");
            bool keeps = ref_brute(&x, s);
            CHECK(keeps == (hk == LLK_HINT_WINNING), "hint %zu labelled %d, brute force %d",
                  k, hk, keeps);
            CHECK(in_winning || hk != LLK_HINT_WINNING, "winning hint after an unproven one");
            in_winning = in_winning && hk == LLK_HINT_WINNING;
            for (size_t j = 0; j < k; j++) {
                CHECK(memcmp(&seen[j], &p, sizeof p) != 0, "hint %zu repeats hint %zu", k, j);
            }
            seen[k] = p;
        }
        llk_pair again;
        llk_hint(b, s, (int)np, 5000, &again);
        CHECK(memcmp(&again, &seen[0], sizeof again) == 0, "skip N does not cycle");
        free(seen);
        llk_board_free(b);
    }
    CHECK(winning_seen > 0, "no winning hint seen");
    (void)unproven_seen;
    /* No pair at all, and a lost board with a pair. */
    llk_board *x = board_from(2, 2, "1 2 / 2 1");
    llk_pair p;
    CHECK_INT(llk_hint(x, LLK_SHIFT_NONE, 0, 1000, &p), LLK_HINT_NONE);
    llk_board_free(x);
    llk_board *lost = board_from(4, 4, "3 3 0 0 / 0 1 2 0 / 0 2 1 0 / 0 0 0 0");
    CHECK_INT(llk_hint(lost, LLK_SHIFT_NONE, 0, 1000, &p), LLK_HINT_UNPROVEN);
    CHECK(p.a.r == 0 && p.a.c == 0 && p.b.r == 0 && p.b.c == 1, "the only pair is hinted");
    llk_board_free(lost);
}

/* The proof found by the search of the board itself is kept: with a
 * budget of 1 ms every per-move search gets a slice under 1 ms and is not
 * run, so a winning hint can only come from that first search (before the
 * fix the hint was then always unproven). The first search may itself run
 * out on a loaded machine, so of several small winnable boards at least
 * one must give a winning hint, and every winning hint's line must clear
 * its board. */
static void test_hint_keeps_root_proof(void)
{
    int winning = 0;
    for (int i = 0; i < 8; i++) {
        llk_shift s = (llk_shift)(i % LLK_SHIFT_COUNT);
        llk_board *b = llk_generate(4, 4, 4, s, 100 + (uint64_t)i);
        size_t np = llk_pairs(b, NULL, 0);
        CHECK(np >= 2, "board %d has %zu pairs", i, np);
        llk_pair order[40], line[8];
        llk_hint_kind kinds[40];
        int nline = -1;
        size_t n = llk_hint_order(b, s, 1, order, kinds, 40, line, &nline);
        CHECK_INT(n, np);
        if (kinds[0] == LLK_HINT_WINNING) {
            winning++;
            CHECK_INT(nline, 8);
            CHECK(memcmp(&line[0], &order[0], sizeof line[0]) == 0,
                  "the line does not start with the hint");
            CHECK(ref_replay(b, s, line, nline), "the kept line does not clear the board");
        }
        llk_board_free(b);
    }
    CHECK(winning > 0, "no winning hint from the first search's proof");
}

static void test_shuffle(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int i = 0; i < 13; i++) {
        llk_shift s = (llk_shift)i;
        llk_board *b = llk_deal(6, 6, 9, llk_rng_next(&rng));
        /* Punch holes: remove some pairs. */
        for (int k = 0; k < 4; k++) {
            int kind = 1 + (int)llk_rng_below(&rng, 9);
            for (int c = 0, left = 2; c < 36 && left; c++) {
                if (b->kind[c] == kind) {
                    llk_board_set(b, c / 6, c % 6, 0);
                    left--;
                }
            }
        }
        llk_board *before = llk_board_clone(b);
        llk_redeal_result r = llk_shuffle(b, s, 7 + (uint64_t)i, 5000);
        CHECK_INT(r, LLK_REDEAL_WINNABLE);
        /* The same re-deal with its proof, which must clear it. */
        llk_board *lined = llk_board_clone(before);
        llk_pair line[18];
        int nline = -1;
        CHECK_INT(llk_shuffle_line(lined, s, 7 + (uint64_t)i, 5000, line, &nline),
                  LLK_REDEAL_WINNABLE);
        CHECK(llk_board_equal(lined, b), "shuffle_line re-dealt otherwise (%s)", mode_name(s));
        CHECK_INT(nline, b->tiles / 2);
        CHECK(ref_replay(lined, s, line, nline), "the re-deal's line does not clear it (%s)",
              mode_name(s));
        llk_board_free(lined);
        int count_a[10] = {0}, count_b[10] = {0};
        bool same_occ = true;
        for (int c = 0; c < 36; c++) {
            same_occ = same_occ && (before->kind[c] == 0) == (b->kind[c] == 0);
            count_a[before->kind[c]]++;
            count_b[b->kind[c]]++;
        }
        CHECK(same_occ, "shuffle changed the occupancy");
        CHECK(memcmp(count_a, count_b, sizeof count_a) == 0, "shuffle changed the kinds");
        CHECK_INT(solve_checked(b, s, "shuffled"), LLK_SOLVED);
        /* Same seed, same result. */
        llk_board *again = llk_board_clone(before);
        llk_shuffle(again, s, 7 + (uint64_t)i, 5000);
        CHECK(llk_board_equal(again, b), "shuffle not deterministic for %s", mode_name(s));
        llk_board_free(again);
        llk_board_free(before);
        llk_board_free(b);
    }
    /* Odd counts: nothing winnable exists; a pair is still offered. */
    llk_board *odd = board_from(2, 3, "1 1 1 / 2 2 2");
    CHECK_INT(llk_shuffle(odd, LLK_SHIFT_NONE, 1, 500), LLK_REDEAL_HAS_PAIR);
    CHECK(llk_has_pair(odd, NULL), "no pair after HAS_PAIR");
    llk_board_free(odd);
    /* Three different kinds, one tile each: no pair possible. */
    llk_board *none = board_from(1, 3, "1 2 3");
    CHECK_INT(llk_shuffle(none, LLK_SHIFT_NONE, 1, 500), LLK_REDEAL_FAILED);
    /* Failed: no line, and the caller's line is left as it was. */
    llk_pair kept[1] = {{{7, 8}, {9, 10}}};
    int nkept = -1;
    CHECK_INT(llk_shuffle_line(none, LLK_SHIFT_NONE, 1, 500, kept, &nkept), LLK_REDEAL_FAILED);
    CHECK_INT(nkept, 0);
    CHECK(kept[0].a.r == 7 && kept[0].a.c == 8 && kept[0].b.r == 9 && kept[0].b.c == 10,
          "a failed re-deal wrote the line");
    llk_board_free(none);
}

/* Bigger deals: every solved answer replays; a budget gives unknown. */
static void test_budget_and_big(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int solved = 0;
    for (int i = 0; i < 4 * scale; i++) {
        llk_board *b = llk_deal(18, 8, 36, llk_rng_next(&rng));
        solved += solve_checked(b, LLK_SHIFT_NONE, "18x8 deal") == LLK_SOLVED;
        llk_board_free(b);
    }
    CHECK(solved > 0, "no 18x8 deal solved");
    /* A node cap of 1 on a full deal cannot decide it. */
    llk_board *b = llk_deal(18, 10, 45, 5);
    llk_solve_opts o = {-1, 1, false};
    CHECK_INT(llk_solve_ex(b, LLK_SHIFT_DOWN, &o, NULL, NULL, NULL), LLK_UNKNOWN);
    llk_board_free(b);
}

/* A board with more removable pairs than a hint ranks (four a cell, at
 * least 4096): one row of 200 tiles of one kind, 19900 pairs. The order
 * holds 4096 of them, each removable, the first ones in llk_pairs order;
 * a skip past them still gives a removable pair. */
static void test_hint_rank_cap(void)
{
    llk_board *b = llk_board_new(1, 200);
    for (int c = 0; c < 200; c++) {
        llk_board_set(b, 0, c, 7);
    }
    CHECK_INT(llk_pairs(b, NULL, 0), 19900);
    size_t max = 5000;
    llk_pair *order = malloc(sizeof *order * max);
    llk_pair *first = malloc(sizeof *first * 4096);
    llk_hint_kind *kinds = malloc(sizeof *kinds * max);
    size_t n = llk_hint_order(b, LLK_SHIFT_NONE, 50, order, kinds, max, NULL, NULL);
    CHECK_INT(n, 4096);
    llk_pairs(b, first, 4096);
    int ok = 0, listed = 0;
    for (size_t i = 0; i < n; i++) {
        ok += llk_find_path(b, order[i].a, order[i].b, NULL) == LLK_OK;
        for (size_t j = 0; j < 4096; j++) {
            if (memcmp(&order[i], &first[j], sizeof first[j]) == 0) {
                listed++;
                break;
            }
        }
    }
    CHECK_INT(ok, 4096);
    CHECK_INT(listed, 4096);
    llk_pair p1;
    CHECK(llk_hint(b, LLK_SHIFT_NONE, 10000, 50, &p1) != LLK_HINT_NONE
              && llk_find_path(b, p1.a, p1.b, NULL) == LLK_OK,
          "a skip past the ranked pairs: still a removable pair");
    free(order);
    free(first);
    free(kinds);
    llk_board_free(b);
}

int main(void)
{
    uint64_t seed = check_seed("test_solve", 424242);
    test_hint_rank_cap();
    scale = check_sanitized() ? 1 : 4;
    test_hand_made();
    test_against_brute_force(seed);
    test_built_winnable(seed + 1);
    test_generate();
    test_generate_second_round();
    test_generate_fallback_choice();
    test_deal_nth();
    test_generate_cancel();
    test_hint(seed + 2);
    test_hint_keeps_root_proof();
    test_shuffle(seed + 3);
    test_budget_and_big(seed + 4);
    return check_done("test_solve");
}
