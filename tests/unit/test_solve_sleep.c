/* test_solve_sleep.c - sleep sets in the line shift modes whose
 * sleepers move (llk_shx_sleeps, solve_shift.c): a move refuted at a
 * position stays refuted after a move none of whose tiles lies behind one
 * of its own in a shared line, at the cells the shift moves its tiles to.
 *  - each sleeper kept, against the reference rules of solve_ref.h: the
 *    move after it stays legal after the sleeper, the cells given are the
 *    sleeper's tiles', and both orders leave one grid;
 *  - small compacted boards in every line mode: our verdict is brute
 *    force's;
 *  - every position a search put in its table of lost positions is lost
 *    by brute force (a wrong sleeper shows there, where the root's
 *    verdict rarely does).
 * Randomized parts print their seed; LLK_SEED replays one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_ref.h"
#include "../../src/engine/solve_int.h" /* llk_shx_sleeps, the memo */

static int scale = 1; /* 4 normally, 1 under the sanitizers */

static const char *mode_name(int s)
{
    return llk_shift_name((llk_shift)s);
}

static bool line_mode(int s)
{
    return s != LLK_SHIFT_NONE && s != LLK_SHIFT_OUTWARD && s != LLK_SHIFT_INWARD;
}

/* Pairs punched out of b at random until tiles are left, then the
 * shift: a compacted position (the rules apply from the root). */
static void thin_and_compact(llk_board *b, llk_rng *rng, int tiles, llk_shift s)
{
    int cells = b->rows * b->cols;
    while (b->tiles > tiles) {
        int kind = b->kind[llk_rng_below(rng, (uint64_t)cells)];
        for (int c = 0, left = 2; c < cells && left && kind; c++) {
            if (b->kind[c] == kind) {
                llk_board_set(b, c / b->cols, c % b->cols, 0);
                left--;
            }
        }
    }
    llk_shift_apply(b, s, NULL);
}

/* A sleeper z (llk_shx_sleeps: z stays asleep after m, four distinct
 * tiles of compacted b) against the reference rules: m is legal after z;
 * the cells given for z after m hold z's tiles (the shift's origins); and
 * when z is legal there too, both orders leave the same grid. Returns
 * whether z was kept asleep. */
static int check_sleeper(const llk_shx *x, const llk_board *b, llk_shift s, llk_pair z,
                         llk_pair m, uint64_t seed)
{
    int C = b->cols, za = z.a.r * C + z.a.c, zb = z.b.r * C + z.b.c;
    int na, nb;
    if (!llk_shx_sleeps(x, 1, za, zb, m.a.r * C + m.a.c, m.b.r * C + m.b.c, &na, &nb)) {
        return 0;
    }
    ref_grid g1, g2;
    ref_from_board(&g1, b);
    g2 = g1;
    CHECK(ref_move(&g1, s, z.a.r, z.a.c, z.b.r, z.b.c) &&
              ref_move(&g1, s, m.a.r, m.a.c, m.b.r, m.b.c),
          "seed %llu %s: a sleeper's waker is not legal after it", (unsigned long long)seed,
          mode_name(s));
    llk_board *t = llk_board_clone(b);
    int *from = malloc(sizeof(int) * (size_t)(b->rows * C));
    llk_board_remove(t, m);
    llk_shift_apply(t, s, from);
    CHECK(na < nb && ((from[na] == za && from[nb] == zb) || (from[na] == zb && from[nb] == za)),
          "seed %llu %s: a sleeper's cells after the move are not its tiles'",
          (unsigned long long)seed, mode_name(s));
    if (ref_move(&g2, s, m.a.r, m.a.c, m.b.r, m.b.c) &&
        ref_move(&g2, s, na / C, na % C, nb / C, nb % C)) {
        CHECK(memcmp(&g1, &g2, sizeof g1) == 0, "seed %llu %s: a sleeper's two orders differ",
              (unsigned long long)seed, mode_name(s));
    }
    free(from);
    llk_board_free(t);
    return 1;
}

/* Random compacted boards of 2x2 to 10x10 in every line mode, random
 * pairs of removable pairs, as play goes on: each sleeper kept is checked
 * (check_sleeper). */
static void test_sleepers_rules(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int kept = 0, moved = 0, tried = 0;
    llk_pair pairs[256];
    for (int s = 1; s < LLK_SHIFT_COUNT; s++) {
        if (!line_mode(s)) {
            continue;
        }
        for (int i = 0; i < 30 * scale; i++) {
            CHECK_CASE();
            int R = 2 + (int)llk_rng_below(&rng, 9), C = 2 + (int)llk_rng_below(&rng, 9);
            if ((R * C) % 2) {
                R++;
            }
            int kinds = R * C / 4 + 1 > R * C / 2 ? R * C / 2 : R * C / 4 + 1;
            llk_board *b = llk_deal(R, C, kinds, llk_rng_next(&rng));
            llk_shift_apply(b, (llk_shift)s, NULL);
            llk_shx *x = llk_shx_new(b, (llk_shift)s);
            for (int step = 0; step < R * C / 2; step++) {
                int np = (int)llk_pairs(b, pairs, 256);
                np = np < 256 ? np : 256;
                if (np == 0) {
                    break;
                }
                llk_pair z = pairs[llk_rng_below(&rng, (uint64_t)np)];
                llk_pair m = pairs[llk_rng_below(&rng, (uint64_t)np)];
                int za = z.a.r * C + z.a.c, zb = z.b.r * C + z.b.c;
                int ma = m.a.r * C + m.a.c, mb = m.b.r * C + m.b.c;
                if (za != ma && za != mb && zb != ma && zb != mb) {
                    int k = check_sleeper(x, b, (llk_shift)s, z, m, seed);
                    kept += k;
                    moved += k && !llk_shx_independent(x, 1, za, zb, ma, mb);
                    tried++;
                }
                llk_board_remove(b, m);
                llk_shift_apply(b, (llk_shift)s, NULL);
            }
            llk_shx_free(x);
            llk_board_free(b);
        }
    }
    printf("test_solve_sleep: %d of %d pairs of moves kept asleep (%d sharing a line), each "
           "checked\n", kept, tried, moved);
    CHECK(moved > 20 * scale && kept < tried, "%d of %d kept asleep, %d sharing a line", kept,
          tried, moved);
}

/* Compacted boards of 3x4 to 6x6 with 12 to 20 tiles in every line mode:
 * our verdict is brute force's, every `solved` line replays. */
static void test_sleepers_brute(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int won = 0, lost = 0;
    llk_pair moves[REF_MAX];
    for (int i = 0; i < 60 * scale; i++) {
        CHECK_CASE();
        int R = 3 + (int)llk_rng_below(&rng, 4), C = 4 + (int)llk_rng_below(&rng, 3);
        if ((R * C) % 2) {
            C++;
        }
        int tiles = 12 + 2 * (int)llk_rng_below(&rng, 5); /* 12..20 */
        tiles = tiles < R * C ? tiles : R * C;
        int kinds = i % 2 ? tiles / 2
                          : tiles / 4 + (int)llk_rng_below(&rng, (uint64_t)(tiles / 4 + 1));
        llk_board *full = llk_deal(R, C, kinds, llk_rng_next(&rng));
        for (int s = 1; s < LLK_SHIFT_COUNT; s++) {
            if (!line_mode(s)) {
                continue;
            }
            llk_board *b = llk_board_clone(full);
            thin_and_compact(b, &rng, tiles, (llk_shift)s);
            llk_solve_opts o = {-1, 0, false};
            int n = 0;
            llk_verdict got = llk_solve_ex(b, (llk_shift)s, &o, moves, &n, NULL);
            ref_grid g;
            ref_from_board(&g, b);
            llk_verdict want = ref_brute(&g, (llk_shift)s) ? LLK_SOLVED : LLK_UNSOLVABLE;
            CHECK(got == want, "seed %llu case %d %dx%d %s: got %d, brute force %d",
                  (unsigned long long)seed, i, R, C, mode_name(s), got, want);
            CHECK(got != LLK_SOLVED || ref_replay(b, (llk_shift)s, moves, n),
                  "seed %llu case %d %s: the line does not replay", (unsigned long long)seed, i,
                  mode_name(s));
            won += want == LLK_SOLVED;
            lost += want == LLK_UNSOLVABLE;
            llk_board_free(b);
        }
        llk_board_free(full);
    }
    printf("test_solve_sleep: against brute force: %d won, %d lost\n", won, lost);
    CHECK(won > 0 && lost > 0, "brute force gave %d won, %d lost", won, lost);
}

/* Every position reachable from g (reference rules, each once: seen)
 * that the memo's table answers as lost in one node is lost by brute
 * force (lost: the positions found lost so far). Returns how many the
 * table answered. */
static int table_walk(const ref_grid *g, llk_shift s, llk_memo *memo, llk_board *b,
                      ref_memo *seen, ref_memo *lost, uint64_t seed)
{
    uint64_t key = ref_key(g);
    if (ref_tiles(g) == 0 || ref_memo_has(seen, key)) {
        return 0;
    }
    ref_memo_add(seen, key);
    for (int i = 0; i < g->R * g->C; i++) {
        llk_board_set(b, i / g->C, i % g->C, g->k[i / g->C][i % g->C]);
    }
    llk_solve_opts one = {-1, 1, false};
    int hits = 0;
    if (llk_solve_memo(b, s, &one, memo, NULL, NULL, NULL, NULL) == LLK_UNSOLVABLE) {
        hits++;
        CHECK(!ref_brute_rec(g, s, lost), "seed %llu %s: the table holds a winnable position",
              (unsigned long long)seed, mode_name(s));
    }
    for (int a = 0; a < g->R * g->C; a++) {
        for (int z = a + 1; z < g->R * g->C; z++) {
            ref_grid x = *g;
            if (ref_move(&x, s, a / g->C, a % g->C, z / g->C, z % g->C)) {
                hits += table_walk(&x, s, memo, b, seen, lost, seed);
            }
        }
    }
    return hits;
}

/* Compacted boards of 3x4 to 6x6 with 8 to 12 tiles in every line mode:
 * every position our search put in its table of lost positions (a memo)
 * is lost by brute force. A wrong sleeper makes a search call a node lost
 * that is not; the root's verdict rarely shows it (a win is found another
 * way). */
static void test_sleepers_table(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int hits = 0, boards = 0;
    for (int i = 0; i < 10 * scale; i++) {
        CHECK_CASE();
        int R = 3 + (int)llk_rng_below(&rng, 4), C = 4 + (int)llk_rng_below(&rng, 3);
        if ((R * C) % 2) {
            C++;
        }
        int tiles = 8 + 2 * (int)llk_rng_below(&rng, 3); /* 8..12 */
        int kinds = i % 2 ? tiles / 2 : tiles / 4;
        llk_board *full = llk_deal(R, C, kinds, llk_rng_next(&rng));
        for (int s = 1; s < LLK_SHIFT_COUNT; s++) {
            if (!line_mode(s)) {
                continue;
            }
            llk_board *b = llk_board_clone(full);
            thin_and_compact(b, &rng, tiles, (llk_shift)s);
            llk_memo *memo = llk_memo_new(R, C, (llk_shift)s);
            llk_board *w = llk_board_new(R, C);
            llk_solve_opts o = {-1, 0, false};
            (void)llk_solve_memo(b, (llk_shift)s, &o, memo, NULL, NULL, NULL, NULL);
            ref_grid g;
            ref_from_board(&g, b);
            ref_memo seen = {NULL, 0, 0}, lost = {NULL, 0, 0};
            hits += table_walk(&g, (llk_shift)s, memo, w, &seen, &lost, seed);
            boards++;
            free(seen.keys);
            free(lost.keys);
            llk_board_free(w);
            llk_memo_free(memo);
            llk_board_free(b);
        }
        llk_board_free(full);
    }
    printf("test_solve_sleep: tables of lost positions against brute force: %d boards, %d "
           "positions the table held, each checked\n", boards, hits);
    CHECK(hits >= 5 * scale, "too few positions in the tables: %d", hits);
}

int main(void)
{
    uint64_t seed = check_seed("test_solve_sleep", 616161);
    scale = check_sanitized() ? 1 : 4;
    test_sleepers_rules(seed);
    test_sleepers_brute(seed + 1);
    test_sleepers_table(seed + 2);
    return check_done("test_solve_sleep");
}
