/* test_game_random.c - many thousands of random actions (clicks, hints,
 * re-deals, ticks, pause, menu, retry) on random boards, checking after
 * each that no tile is lost except by a legal removal, the board after it
 * is the one the reference rules give (solve_ref.h: path and shift written
 * again, not the engine's), a hint is removable by them, the score never
 * falls within a level and the clock never runs backward. Prints its seed; LLK_SEED=N replays it. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "solve_ref.h"

#define STEPS 20000

/* A random board: rows x cols, about half to all of it filled with pairs
 * of up to 8 kinds. */
static llk_board *random_board(llk_rng *rng)
{
    int rows = 2 + (int)llk_rng_below(rng, 7);
    int cols = 2 + (int)llk_rng_below(rng, 7);
    int n = rows * cols;
    int *cells = malloc(sizeof *cells * (size_t)n);
    int filled = n / 2 + (int)llk_rng_below(rng, (uint64_t)(n / 2 + 1));
    filled -= filled % 2;
    if (filled < 2) {
        filled = 2;
    }
    int kinds = 1 + (int)llk_rng_below(rng, 8);
    for (int i = 0; i < n; i++) {
        cells[i] = i < filled ? 1 + (i / 2) % kinds : 0;
    }
    llk_rng_shuffle_ints(rng, cells, n);
    llk_board *b = llk_board_new(rows, cols);
    for (int i = 0; i < n; i++) {
        llk_board_set(b, i / cols, i % cols, cells[i]);
    }
    free(cells);
    return b;
}

/* Same occupied cells and the same count of every kind. */
static bool same_tiles(const llk_board *x, const llk_board *y)
{
    int count[16] = {0};
    for (int r = 0; r < x->rows; r++) {
        for (int c = 0; c < x->cols; c++) {
            int a = llk_board_get(x, r, c), b = llk_board_get(y, r, c);
            if ((a == 0) != (b == 0)) {
                return false;
            }
            count[a & 15]++;
            count[b & 15]--;
        }
    }
    for (int k = 0; k < 16; k++) {
        if (count[k] != 0) {
            return false;
        }
    }
    return true;
}

static void start_random(game *g, llk_rng *rng)
{
    llk_board *b = random_board(rng);
    int level = 1 + (int)llk_rng_below(rng, GAME_LEVELS);
    game_difficulty d = (game_difficulty)llk_rng_below(rng, 3);
    const char *err = game_start_board(g, d, level, llk_rng_next(rng), b);
    CHECK(err == NULL, "start: %s", err ? err : "");
    llk_board_free(b);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_random", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    game *g = game_new();
    start_random(g, &rng);
    int removed = 0, levels = 0, bad = 0;

    for (int step = 0; step < STEPS && bad < 5; step++) {
        CHECK_CASE(); /* a case: one random action and its checks */
        const llk_board *cur = game_get_board(g);
        llk_board *before = llk_board_clone(cur);
        game_screen screen = game_get_screen(g);
        int score = game_get_score(g);
        int time_left = game_get_time_left_ms(g);
        int level = game_get_level(g);
        int tiles = before->tiles;
        int fails = check_failures();
        unsigned action = (unsigned)llk_rng_below(&rng, 100);
        game_move m;
        bool board_may_change = false;

        if (action < 70) {
            int r = (int)llk_rng_below(&rng, (uint64_t)before->rows + 2) - 1;
            int c = (int)llk_rng_below(&rng, (uint64_t)before->cols + 2) - 1;
            /* Favour cells of the selected tile's kind, to make matches. */
            llk_cell s;
            if (action < 40 && game_get_selected(g, &s)) {
                int k = llk_board_get(before, s.r, s.c);
                for (int i = 0; i < before->rows * before->cols; i++) {
                    int rr = i / before->cols, cc = i % before->cols;
                    if (llk_board_get(before, rr, cc) == k
                        && (rr != s.r || cc != s.c)
                        && llk_rng_below(&rng, 2) == 0) {
                        r = rr;
                        c = cc;
                        break;
                    }
                }
            }
            game_click res = game_select(g, r, c, &m);
            if (res == GAME_CLICK_REMOVED) {
                board_may_change = true;
                removed++;
                CHECK(screen == GAME_SCREEN_PLAYING, "removed while not "
                      "playing");
                CHECK(llk_board_get(before, m.a.r, m.a.c) == m.kind
                          && llk_board_get(before, m.b.r, m.b.c) == m.kind,
                      "removed a pair of kind %d", m.kind);
                /* Removable, and the board after it, by the reference
                 * rules (solve_ref.h), not by the engine the game calls. */
                ref_grid rg;
                ref_from_board(&rg, before);
                CHECK(ref_joined(&rg, m.a.r, m.a.c, m.b.r, m.b.c),
                      "removed pair was removable");
                rg.k[m.a.r][m.a.c] = rg.k[m.b.r][m.b.c] = 0;
                ref_shift(&rg, game_get_shift(g));
                llk_board *want = llk_board_clone(before); /* its shape too */
                for (int i = 0; i < before->rows * before->cols; i++) {
                    llk_board_set(want, i / before->cols, i % before->cols,
                                  rg.k[i / before->cols][i % before->cols]);
                }
                /* The from map tells where every tile came from. */
                llk_board *removed_only = llk_board_clone(before);
                llk_board_remove(removed_only, (llk_pair){m.a, m.b});
                int cols = before->cols, moved = 0;
                for (int i = 0; i < before->rows * cols; i++) {
                    int f = m.from[i];
                    int k = llk_board_get(want, i / cols, i % cols);
                    CHECK((f < 0) == (k == 0), "from[%d] = %d", i, f);
                    if (f >= 0) {
                        CHECK(llk_board_get(removed_only, f / cols, f % cols)
                                  == k,
                              "tile at %d came from %d", i, f);
                        moved += f != i;
                    }
                }
                CHECK(m.moved == (moved > 0), "moved flag");
                llk_board_free(removed_only);
                if (m.auto_redeal) {
                    CHECK(same_tiles(want, game_get_board(g)),
                          "re-deal kept the tiles");
                } else {
                    CHECK(llk_board_equal(want, game_get_board(g)),
                          "board after removal and shift");
                }
                llk_board_free(want);
                CHECK_INT(game_get_tiles_left(g), tiles - 2);
                CHECK(game_get_score(g) >= score + m.points, "scored");
            }
        } else if (action < 78) {
            llk_pair p;
            game_hint_result h = game_hint(g, &p);
            if (h == GAME_HINT_SHOWN || h == GAME_HINT_NEXT || h == GAME_HINT_AGAIN) {
                ref_grid rh;
                ref_from_board(&rh, before);
                CHECK(rh.k[p.a.r][p.a.c] != 0 && rh.k[p.a.r][p.a.c] == rh.k[p.b.r][p.b.c] &&
                          ref_joined(&rh, p.a.r, p.a.c, p.b.r, p.b.c),
                      "hint removable");
            }
        } else if (action < 81) {
            if (game_redeal(g) == GAME_REDEAL_DONE) {
                board_may_change = true;
                CHECK(same_tiles(before, game_get_board(g)), "re-deal");
                CHECK(llk_has_pair(game_get_board(g), NULL), "movable");
            }
        } else if (action < 93) {
            game_tick(g, (int)llk_rng_below(&rng, 3000) - 100);
            CHECK(game_get_time_left_ms(g) <= time_left, "clock backward");
            CHECK(game_get_time_left_ms(g) >= 0, "clock negative");
        } else if (action < 95) {
            game_pause(g);
        } else if (action < 97) {
            game_resume(g);
        } else if (action < 98) {
            game_to_menu(g);
            game_resume(g);
        } else if (action < 99) {
            CHECK(game_retry(g) == NULL, "retry");
            levels++;
        } else {
            game_deselect(g);
        }

        if (game_get_board(g) == cur && game_get_level(g) == level
            && !board_may_change && action != 98) {
            CHECK(llk_board_equal(before, game_get_board(g)),
                  "board changed by action %u", action);
            CHECK(game_get_score(g) == score, "score changed");
        }
        if (action != 98) {
            CHECK(game_get_score(g) >= score, "score fell");
        }
        llk_board_free(before);

        game_screen now = game_get_screen(g);
        if (now == GAME_SCREEN_LEVEL_CLEAR || now == GAME_SCREEN_FINISHED) {
            CHECK_INT(game_get_tiles_left(g), 0);
        }
        if (now == GAME_SCREEN_LEVEL_CLEAR || now == GAME_SCREEN_FINISHED
            || now == GAME_SCREEN_TIME_UP) {
            start_random(g, &rng);
            levels++;
        }
        if (check_failures() != fails) {
            fprintf(stderr, "  at step %d (seed %llu)\n", step,
                    (unsigned long long)seed);
            bad++;
        }
    }
    printf("test_game_random: %d pairs removed over %d levels\n", removed,
           levels);
    CHECK(removed > STEPS / 50, "enough removals to mean something (%d)",
          removed);
    game_free(g);
    return check_done("test_game_random");
}
