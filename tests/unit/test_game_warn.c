/* test_game_warn.c - the warning before a losing move (game_move_loses),
 * against the reference rules (solve_ref.h, which share no code with the
 * engine or the thinker):
 *  - on random small boards (size, tiles, kind count and the level's
 *    shift drawn at random), every removable pair: a pair after which the
 *    board is still winnable is never warned about; one after which it is
 *    lost, with tiles and a pair left and the board before it winnable,
 *    is warned about (the thinker given time enough for a small board);
 *  - the trap board (tests/e2e/data/trap.txt): its trap move warns, no
 *    other does;
 *  - a move that leaves no pair (the game re-deals that board, free) and
 *    a move that clears the board never warn; nor with no selection, on
 *    the selected tile itself, with thinking off or during Show me;
 *  - a wait of 0 does not wait.
 * Which games warn (session_warns) is test_session's.
 * The randomized part prints its seed; LLK_SEED=N replays it. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "game_boards.h"
#include "solve_ref.h"
#include "llk/game.h"
#include "llk/rng.h"

/* A relaxed game on board b at (d, level), thinking on. */
static game *game_on(const llk_board *b, game_difficulty d, int level)
{
    game *g = game_new();
    const char *err = game_begin_board(g, GAME_RELAXED, d, level, 7, b);
    CHECK(err == NULL, "begin: %s", err ? err : "");
    CHECK(game_set_thinking(g, true), "thinking starts");
    return g;
}

/* game_move_loses for pair p, as a click on p.b with p.a selected. */
static bool warns(game *g, llk_pair p, long wait_ms)
{
    game_deselect(g);
    game_select(g, p.a.r, p.a.c, NULL);
    bool w = game_move_loses(g, p.b.r, p.b.c, wait_ms);
    game_deselect(g);
    return w;
}

/* The reference's verdict on pair p of b under shift s: *after_win
 * whether the board is winnable after it, *play whether tiles and a pair
 * are left. */
static void ref_after(const llk_board *b, llk_shift s, llk_pair p,
                      bool *after_win, bool *play)
{
    ref_grid x;
    ref_from_board(&x, b);
    ref_move(&x, s, p.a.r, p.a.c, p.b.r, p.b.c);
    *after_win = ref_brute(&x, s) == 1;
    *play = false;
    for (int a = 0; a < x.R * x.C && !*play; a++) {
        for (int z = a + 1; z < x.R * x.C && !*play; z++) {
            int k = x.k[a / x.C][a % x.C];
            *play = k != 0 && x.k[z / x.C][z % x.C] == k &&
                    ref_joined(&x, a / x.C, a % x.C, z / x.C, z % x.C);
        }
    }
}

/* A random board: rows x cols, about fill of the cells in pairs of
 * kinds kinds. */
static llk_board *random_board(llk_rng *rng, int rows, int cols, int pairs,
                               int kinds)
{
    int n = rows * cols, cells[64];
    for (int i = 0; i < n; i++) {
        cells[i] = 0;
    }
    for (int p = 0; p < pairs; p++) {
        int k = 1 + (int)llk_rng_below(rng, (uint64_t)kinds);
        for (int t = 0; t < 2; t++) {
            int i;
            do {
                i = (int)llk_rng_below(rng, (uint64_t)n);
            } while (cells[i] != 0);
            cells[i] = k;
        }
    }
    return board_of(rows, cols, cells);
}

static void test_random(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    /* losing moves are rare (about one board in forty has one): boards
     * until a few were met, and at least this many */
    int boards = check_sanitized() ? 100 : 400, most = boards * 8;
    int warned = 0, lost_moves = 0, safe = 0;
    for (int i = 0; i < most && (i < boards || lost_moves < 3); i++) {
        int rows = 3 + (int)llk_rng_below(&rng, 2);
        int cols = 3 + (int)llk_rng_below(&rng, 4);
        /* full, or a pair or two short of it: dense boards are where a
         * move can lose */
        int pairs = rows * cols / 2 - (int)llk_rng_below(&rng, 3);
        int kinds = 2 + (int)llk_rng_below(&rng, 5);
        int level = 1 + (int)llk_rng_below(&rng, GAME_LEVELS);
        llk_board *b = random_board(&rng, rows, cols, pairs, kinds);
        game *g = game_on(b, GAME_EASY, level);
        llk_board_free(b);
        const llk_board *on = game_get_board(g);
        llk_shift s = game_get_shift(g);
        ref_grid now;
        ref_from_board(&now, on);
        bool win_now = ref_brute(&now, s) == 1;
        llk_pair ps[64];
        size_t np = llk_pairs(on, ps, 64);
        for (size_t j = 0; j < np && j < 64; j++) {
            CHECK_CASE();
            bool after_win, play;
            ref_after(on, s, ps[j], &after_win, &play);
            bool w = warns(g, ps[j], 3000);
            if (after_win || !play) {
                CHECK(!w, "seed %llu board %d (%s, %dx%d): no warning for "
                          "%d,%d-%d,%d (%s after it)",
                      (unsigned long long)seed, i, llk_shift_name(s), rows,
                      cols, ps[j].a.r, ps[j].a.c, ps[j].b.r, ps[j].b.c,
                      after_win ? "winnable" : "no pair");
                safe++;
            } else if (win_now) {
                CHECK(w, "seed %llu board %d (%s, %dx%d): a warning for "
                         "%d,%d-%d,%d (lost after it)",
                      (unsigned long long)seed, i, llk_shift_name(s), rows,
                      cols, ps[j].a.r, ps[j].a.c, ps[j].b.r, ps[j].b.c);
                lost_moves++;
                warned += w;
            }
        }
        game_free(g);
    }
    printf("test_game_warn: %d losing moves warned of (of %d), %d safe moves "
           "not\n", warned, lost_moves, safe);
    CHECK(lost_moves >= 3 && safe > 0, "both kinds of move were met");
}

/* tests/e2e/data/trap.txt: lost after 2,1-2,2 with five pairs left. */
static const int trap[] = {
    1, 3, 2, 4,
    3, 1, 2, 4,
    2, 1, 1, 2,
};

static void test_trap(void)
{
    llk_board *b = board_of(3, 4, trap);
    game *g = game_on(b, GAME_EASY, 1);
    llk_board_free(b);
    llk_pair ps[32];
    size_t np = llk_pairs(game_get_board(g), ps, 32);
    int warned = 0;
    for (size_t j = 0; j < np; j++) {
        bool w = warns(g, ps[j], 3000);
        bool is_trap = (ps[j].a.r == 2 && ps[j].a.c == 1 && ps[j].b.r == 2 &&
                        ps[j].b.c == 2);
        CHECK(w == is_trap, "trap board: %d,%d-%d,%d %s", ps[j].a.r,
              ps[j].a.c, ps[j].b.r, ps[j].b.c,
              is_trap ? "warned of" : "not warned of");
        warned += w;
    }
    CHECK_INT(warned, 1);
    /* the other order of the same pair */
    CHECK(warns(g, (llk_pair){{2, 2}, {2, 1}}, 3000), "trap, the other way");
    /* no selection, the selected tile itself */
    game_deselect(g);
    CHECK(!game_move_loses(g, 2, 2, 100), "no selection: no warning");
    game_select(g, 2, 1, NULL);
    CHECK(!game_move_loses(g, 2, 1, 100), "the selected tile: no warning");
    /* a wait of 0 does not wait (the answer is known by now anyway) */
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    CHECK(game_move_loses(g, 2, 2, 0), "known: said at once");
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
    CHECK(ms < 100, "wait 0: no waiting (%ld ms)", ms);
    /* taken anyway ("Do it"): the dead end, and no warning in it */
    CHECK_INT(game_select(g, 2, 2, NULL), GAME_CLICK_REMOVED);
    for (int i = 0; i < 300 && game_poll(g) != GAME_POSITION_LOST; i++) {
        struct timespec ts = {0, 10 * 1000000L};
        nanosleep(&ts, NULL);
    }
    CHECK_INT(game_poll(g), GAME_POSITION_LOST);
    np = llk_pairs(game_get_board(g), ps, 32);
    for (size_t j = 0; j < np; j++) {
        CHECK(!warns(g, ps[j], 200), "in the dead end: no warning");
    }
    game_free(g);

    /* thinking off: no warning */
    b = board_of(3, 4, trap);
    g = game_new();
    game_begin_board(g, GAME_RELAXED, GAME_EASY, 1, 7, b);
    llk_board_free(b);
    CHECK(!warns(g, (llk_pair){{2, 1}, {2, 2}}, 200), "thinking off: none");
    game_free(g);
}

/* the last pair: cleared */
static const int last_pair[] = {
    0, 0, 0,
    1, 0, 1,
};

static void test_not_losses(void)
{
    llk_board *b = board_of(5, 4, stuck_after_9s);
    game *g = game_on(b, GAME_EASY, 1);
    llk_board_free(b);
    CHECK(!warns(g, (llk_pair){{0, 0}, {0, 1}}, 1000),
          "a move leaving no pair (re-dealt free): no warning");
    game_free(g);
    b = board_of(2, 3, last_pair);
    g = game_on(b, GAME_EASY, 1);
    llk_board_free(b);
    CHECK(!warns(g, (llk_pair){{1, 0}, {1, 2}}, 1000),
          "the last pair: no warning");
    game_free(g);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_warn", llk_rng_fresh_seed() % 1000000007);
    test_trap();
    test_not_losses();
    test_random(seed);
    return check_done("test_game_warn");
}
