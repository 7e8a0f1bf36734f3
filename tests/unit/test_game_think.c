/* test_game_think.c - the game with its thinker on: along the deal's proven
 * line every position reads winnable, never lost, in every shift mode; a
 * board built to be lost after one move raises the dead-end notice, and
 * then R re-deals for free (timed) or undo goes back to the last winnable
 * position (relaxed); the hint the thinker proves is winning; Show me
 * clears a level and marks the game assisted, and refuses a lost board;
 * thousands of rapid board changes with the worker running (also under
 * ThreadSanitizer: make test-tsan). Prints its seed; LLK_SEED=N replays
 * the boards (not the threads' timing). */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "llk/shift.h"
#include "llk/solve.h"
#include "llk/think.h"
#include "solve_ref.h"

static void nap_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Poll until the position is decided or ms pass. */
static game_position settle(game *g, long ms)
{
    game_position p = game_poll(g);
    for (long t = 0; p == GAME_POSITION_UNKNOWN && t < ms; t += 5) {
        nap_ms(5);
        p = game_poll(g);
    }
    return p;
}

/* Along the deal's line, in every level's shift mode: the game reads
 * winnable (it knows the line), and a thinker of its own, not given the
 * line, never calls a position lost; how many it proves within 2 s each
 * is printed and must be most of them. */
static void test_line_never_lost(llk_rng *rng)
{
    llk_thinker *t = llk_think_new();
    CHECK(t != NULL, "a thinker");
    int lost = 0, proven = 0, seen = 0;
    for (int level = 1; t != NULL && level <= GAME_LEVELS; level++) {
        game *g = game_new();
        CHECK(game_begin(g, GAME_TIMED, GAME_EASY, level, llk_rng_next(rng) % 100000) == NULL,
              "start");
        CHECK(game_set_thinking(g, true), "thinking");
        llk_pair p;
        int moves = 0;
        while (game_line_next(g, &p) && moves < 12) {
            CHECK_INT(settle(g, 20), GAME_POSITION_WINNABLE);
            uint64_t gen = llk_think_set(t, game_get_board(g), game_get_shift(g), NULL, 0);
            llk_think_status st;
            for (int ms = 0; ms < 2000; ms += 5) {
                llk_think_poll(t, &st);
                if (st.position != LLK_POSITION_UNKNOWN) {
                    break;
                }
                nap_ms(5);
            }
            CHECK(st.gen == gen && st.position != LLK_POSITION_LOST,
                  "level %d, move %d: a position on the proven line called lost", level, moves);
            lost += st.position == LLK_POSITION_LOST;
            proven += st.position == LLK_POSITION_WINNABLE;
            seen++;
            game_select(g, p.a.r, p.a.c, NULL);
            CHECK_INT(game_select(g, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
            moves++;
        }
        game_free(g);
    }
    printf("test_game_think: along the lines, %d of %d positions proven winnable without "
           "the line, %d called lost\n",
           proven, seen, lost);
    CHECK(proven * 2 > seen, "only %d of %d proven", proven, seen);
    llk_think_free(t);
}

/* A small board, winnable, with a move after which it is lost while
 * pairs remain (shift none). Found from random deals and certified by the
 * reference (solve_ref.h: its own path rule and brute force), not by the
 * engine's solver that the thinker runs. */
static llk_board *trap_board(llk_rng *rng, llk_pair *bad)
{
    for (int tries = 0; tries < 20000; tries++) {
        int rows = 3, cols = 4, kinds = 2 + (int)llk_rng_below(rng, 3);
        int v[12];
        for (int i = 0; i < 12; i++) {
            v[i] = 1 + (i / 2) % kinds;
        }
        llk_rng_shuffle_ints(rng, v, 12);
        llk_board *b = llk_board_new(rows, cols);
        for (int i = 0; i < 12; i++) {
            llk_board_set(b, i / cols, i % cols, v[i]);
        }
        ref_grid g;
        ref_from_board(&g, b);
        bool win = ref_brute(&g, LLK_SHIFT_NONE) == 1;
        size_t np = llk_pairs(b, NULL, 0);
        llk_pair all[66];
        llk_pairs(b, all, np < 66 ? np : 66);
        for (size_t i = 0; win && i < np && i < 66; i++) {
            ref_grid c = g;
            bool legal = ref_move(&c, LLK_SHIFT_NONE, all[i].a.r, all[i].a.c, all[i].b.r,
                                  all[i].b.c);
            bool pairs = false;
            for (int x = 0; legal && x < 12 && !pairs; x++) {
                for (int y = x + 1; y < 12 && !pairs; y++) {
                    pairs = c.k[x / 4][x % 4] != 0 && c.k[x / 4][x % 4] == c.k[y / 4][y % 4] &&
                            ref_joined(&c, x / 4, x % 4, y / 4, y % 4);
                }
            }
            bool lost = pairs && ref_brute(&c, LLK_SHIFT_NONE) == 0;
            if (lost) {
                *bad = all[i];
                return b;
            }
        }
        llk_board_free(b);
    }
    return NULL;
}

static void test_dead_end(llk_rng *rng)
{
    llk_pair bad;
    llk_board *b = trap_board(rng, &bad);
    CHECK(b != NULL, "a trap board was found");
    if (b == NULL) {
        return;
    }
    for (int m = 0; m < GAME_MODE_COUNT; m++) {
        game *g = game_new();
        CHECK(game_begin_board(g, (game_mode)m, GAME_EASY, 1, 1, b) == NULL, "start");
        CHECK(game_set_thinking(g, true), "thinking");
        CHECK_INT(settle(g, 5000), GAME_POSITION_WINNABLE);
        game_take_notice(g);
        game_select(g, bad.a.r, bad.a.c, NULL);
        CHECK_INT(game_select(g, bad.b.r, bad.b.c, NULL), GAME_CLICK_REMOVED);
        CHECK_INT(settle(g, 5000), GAME_POSITION_LOST);
        CHECK_INT(game_take_notice(g), GAME_NOTICE_DEAD_END);
        CHECK_INT(game_take_notice(g), GAME_NOTICE_NONE); /* once */
        if (m == GAME_TIMED) {
            CHECK(game_free_redeal_offered(g), "free re-deal offered");
            int left = game_get_redeals_left(g);
            CHECK_INT(game_redeal(g), GAME_REDEAL_DONE);
            CHECK_INT(game_get_redeals_left(g), left);
            CHECK(!game_free_redeal_offered(g), "only once");
            CHECK_INT(game_undo_to_winnable(g), GAME_UNDO_TIMED);
        } else {
            CHECK(!game_free_redeal_offered(g), "relaxed: undo instead");
            CHECK_INT(game_undo_to_winnable(g), GAME_UNDO_DONE);
            CHECK_INT(game_get_tiles_left(g), b->tiles);
            CHECK(llk_board_equal(game_get_board(g), b), "back at the deal");
            CHECK_INT(game_redo_count(g), 1);
        }
        game_free(g);
    }
    llk_board_free(b);
}

static void test_hint_and_demo(void)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 3, 4) == NULL, "start");
    CHECK(game_set_thinking(g, true), "thinking");
    /* Leave the proven line by a move the solver shows keeps the board
     * winnable: the thinker must prove that (within 30 s: no silent skip),
     * and its hint is then a proven winning one. */
    llk_pair line, p;
    CHECK(game_line_next(g, &line), "line");
    const llk_board *b = game_get_board(g);
    size_t np = llk_pairs(b, NULL, 0);
    llk_pair *all = malloc(sizeof *all * np);
    llk_pair *sol = malloc(sizeof *sol * (size_t)(b->tiles / 2 + 1));
    llk_pairs(b, all, np);
    bool left = false;
    for (size_t i = 0; i < np && !left; i++) {
        llk_board *c = llk_board_clone(b);
        llk_board_remove(c, all[i]);
        llk_shift_apply(c, game_get_shift(g), NULL);
        int n;
        if (memcmp(&all[i], &line, sizeof line) != 0 &&
            llk_solve(c, game_get_shift(g), 1000, sol, &n) == LLK_SOLVED) {
            game_select(g, all[i].a.r, all[i].a.c, NULL);
            left = game_select(g, all[i].b.r, all[i].b.c, NULL) == GAME_CLICK_REMOVED;
        }
        llk_board_free(c);
    }
    free(all);
    free(sol);
    CHECK(left, "a winnable move off the line was made");
    CHECK_INT(settle(g, 30000), GAME_POSITION_WINNABLE);
    CHECK(game_hint(g, &p) == GAME_HINT_SHOWN, "hint");
    CHECK(game_hint_winning(g), "the thinker's hint is proven");
    CHECK(!game_get_assisted(g), "not assisted yet");
    int score = game_get_score(g);
    CHECK_INT(game_demo_start(g), GAME_DEMO_STARTED);
    CHECK(game_demo_on(g) && game_get_assisted(g), "demo on, assisted");
    int steps = 0, points = 0;
    game_move m;
    while (game_demo_step(g, &m) && steps < 100) {
        steps++;
        points += m.points;
    }
    /* Show me plays the pairs: the score stands still, no bonus */
    CHECK(points == 0 && game_get_score(g) == score,
          "the score froze at %d: %d points, now %d", score, points,
          game_get_score(g));
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK(!game_demo_on(g), "demo over");
    CHECK_INT(game_get_tiles_left(g), 0);
    CHECK(game_get_assisted(g), "still assisted");
    CHECK(game_next_level(g) == NULL && game_get_assisted(g), "for the run");
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, 5) == NULL
              && !game_get_assisted(g),
          "a new game is not");
    game_free(g);
}

static void test_rapid(llk_rng *rng)
{
    int rounds = check_sanitized() ? 400 : 2000;
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_NORMAL, 10, 3) == NULL, "start");
    CHECK(game_set_thinking(g, true), "thinking");
    int changes = 0;
    for (int i = 0; i < rounds; i++) {
        llk_pair p;
        int what = (int)llk_rng_below(rng, 3);
        if (what == 0 && llk_has_pair(game_get_board(g), &p)) {
            game_select(g, p.a.r, p.a.c, NULL);
            changes += game_select(g, p.b.r, p.b.c, NULL) == GAME_CLICK_REMOVED;
        } else if (what == 1) {
            changes += game_undo(g) == GAME_UNDO_DONE;
        } else {
            changes += game_redo(g) == GAME_UNDO_DONE;
        }
        game_poll(g);
        if (game_get_screen(g) != GAME_SCREEN_PLAYING) {
            game_begin(g, GAME_RELAXED, GAME_NORMAL, 10, llk_rng_next(rng));
        }
    }
    CHECK(changes > rounds / 3, "changed the board %d times", changes);
    CHECK(game_set_thinking(g, false), "stop");
    CHECK(game_set_thinking(g, true), "start again");
    game_free(g); /* with the worker running */
}

int main(void)
{
    uint64_t seed = check_seed("test_game_think", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_line_never_lost(&rng);
    test_dead_end(&rng);
    test_hint_and_demo();
    test_rapid(&rng);
    return check_done("test_game_think");
}
