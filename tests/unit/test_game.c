/* test_game.c - the game rules on hand-made boards: selection, removal,
 * shifts, combo score, clock, pause, menu, level end, retry. */
#include <string.h>

#include "check.h"
#include "game_boards.h"
#include "llk/game.h"

static game *start_with(game_difficulty d, int level, int rows, int cols,
                        const int *kinds)
{
    game *g = game_new();
    llk_board *b = board_of(rows, cols, kinds);
    const char *err = game_start_board(g, d, level, 7, b);
    CHECK(err == NULL, "start: %s", err ? err : "");
    llk_board_free(b);
    return g;
}

static int kind_at(const game *g, int r, int c)
{
    return llk_board_get(game_get_board(g), r, c);
}

static const int board_a[] = {
    1, 2, 2, 1,
    3, 4, 5, 3,
    5, 4, 6, 6,
};

static void test_new_game(void)
{
    game *g = game_new();
    CHECK(g != NULL, "game_new");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    CHECK(game_get_board(g) == NULL, "no board yet");
    CHECK(!game_can_resume(g), "nothing to resume");
    game_resume(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    CHECK_INT(game_select(g, 0, 0, NULL), GAME_CLICK_IGNORED);
    CHECK_INT(game_hint(g, NULL), GAME_HINT_NOT_PLAYING);
    CHECK_INT(game_redeal(g), GAME_REDEAL_NOT_PLAYING);
    CHECK_INT(game_tick(g, 1000), GAME_SCREEN_MENU); /* no clock on the menu */
    CHECK(game_retry(g) != NULL, "retry without a level");
    CHECK(game_next_level(g) != NULL, "next level without a level");
    game_free(g);
}

static void test_start_errors(void)
{
    game *g = game_new();
    static const int odd[] = {1, 1, 2, 0};
    static const int empty[] = {0, 0, 0, 0};
    llk_board *b = board_of(2, 2, odd);
    const char *err = game_start_board(g, GAME_EASY, 1, 1, b);
    CHECK(err != NULL && strstr(err, "odd") != NULL, "odd kind: %s",
          err ? err : "(none)");
    CHECK(game_get_board(g) == NULL, "nothing started");
    err = game_start_board(g, GAME_EASY, 0, 1, b);
    CHECK(err != NULL && strstr(err, "level") != NULL, "level 0: %s",
          err ? err : "(none)");
    err = game_start_board(g, GAME_EASY, 14, 1, b);
    CHECK(err != NULL, "level 14");
    err = game_start(g, GAME_EASY, 14, 1);
    CHECK(err != NULL, "generated level 14");
    llk_board_free(b);
    b = board_of(2, 2, empty);
    err = game_start_board(g, GAME_EASY, 1, 1, b);
    CHECK(err != NULL && strstr(err, "no tiles") != NULL, "empty: %s",
          err ? err : "(none)");
    llk_board_free(b);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    game_free(g);
}

static void test_selection_and_removal(void)
{
    game *g = start_with(GAME_EASY, 1, 3, 4, board_a);
    game_move m;
    llk_cell s;

    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_shift(g), LLK_SHIFT_NONE);
    CHECK_INT(game_get_tiles_left(g), 12);
    CHECK_INT(game_get_score(g), 0);
    CHECK_INT(game_get_seed(g), 7);
    CHECK_INT(game_get_level(g), 1);
    CHECK_INT(game_get_difficulty(g), GAME_EASY);

    /* Outside the board: ignored, nothing selected. */
    CHECK_INT(game_select(g, -1, 0, &m), GAME_CLICK_IGNORED);
    CHECK_INT(game_select(g, 3, 0, &m), GAME_CLICK_IGNORED);
    CHECK_INT(game_select(g, 0, 4, &m), GAME_CLICK_IGNORED);
    CHECK(!game_get_selected(g, &s), "nothing selected");

    /* Select, then the same tile again deselects. */
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_SELECTED);
    CHECK(game_get_selected(g, &s) && s.r == 0 && s.c == 1, "selected");
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_DESELECTED);
    CHECK(!game_get_selected(g, &s), "deselected");

    /* Different kinds: refused, the selection moves. */
    CHECK_INT(game_select(g, 0, 0, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 1, 0, &m), GAME_CLICK_REFUSED);
    CHECK_INT(m.why, LLK_KINDS);
    CHECK(m.a.r == 0 && m.a.c == 0 && m.b.r == 1 && m.b.c == 0, "cells");
    CHECK(game_get_selected(g, &s) && s.r == 1 && s.c == 0, "moved");

    /* Same kind, walled in: refused with no path, selection moves. */
    CHECK_INT(game_select(g, 1, 2, &m), GAME_CLICK_REFUSED);
    CHECK_INT(game_select(g, 2, 0, &m), GAME_CLICK_REFUSED);
    CHECK_INT(m.why, LLK_NO_PATH);
    CHECK(game_get_selected(g, &s) && s.r == 2 && s.c == 0, "moved");
    CHECK_INT(game_get_tiles_left(g), 12);
    CHECK_INT(game_get_score(g), 0);

    /* Right click drops the selection. */
    CHECK(game_deselect(g), "had a selection");
    CHECK(!game_deselect(g), "no selection any more");

    /* A removable pair: removed at once, path given, no shift. */
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 0, 2, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.kind, 2);
    CHECK(m.a.r == 0 && m.a.c == 1 && m.b.r == 0 && m.b.c == 2, "pair");
    CHECK_INT(m.path.turns, 0);
    CHECK_INT(m.path.npoints, 2);
    CHECK(m.path.pts[0].r == 0 && m.path.pts[0].c == 1, "path start");
    CHECK(m.path.pts[1].r == 0 && m.path.pts[1].c == 2, "path end");
    CHECK_INT(m.points, 10);
    CHECK_INT(m.combo, 0);
    CHECK(!m.moved, "no shift on level 1");
    CHECK(!m.cleared && !m.auto_redeal, "not cleared, not stuck");
    CHECK_INT(m.status, GAME_SCREEN_PLAYING); /* the status the front follows */
    CHECK(m.from != NULL, "from map");
    for (int i = 0; m.from != NULL && i < 12; i++) {
        int want = (i == 1 || i == 2) ? -1 : i;
        CHECK(m.from[i] == want, "from[%d] = %d, want %d", i, m.from[i],
              want);
    }
    CHECK_INT(kind_at(g, 0, 1), 0);
    CHECK_INT(kind_at(g, 0, 2), 0);
    CHECK_INT(game_get_tiles_left(g), 10);
    CHECK_INT(game_get_score(g), 10);
    CHECK(!game_get_selected(g, &s), "selection gone after removal");

    /* The empty cell is now ignored. */
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_IGNORED);

    /* A quick second match continues the combo. */
    CHECK_INT(game_select(g, 0, 0, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 0, 3, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.combo, 1);
    CHECK_INT(m.points, game_pair_points(1));
    CHECK_INT(game_get_score(g), 10 + game_pair_points(1));

    /* A slow one (more than GAME_COMBO_MS later) starts over. */
    game_tick(g, GAME_COMBO_MS + 1);
    CHECK_INT(game_select(g, 2, 1, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 1, 1, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.combo, 0);
    CHECK_INT(game_get_combo(g), 0);
    int score = 20 + game_pair_points(1);
    CHECK_INT(game_get_score(g), score);

    /* Exactly GAME_COMBO_MS later still counts. */
    game_tick(g, GAME_COMBO_MS);
    CHECK_INT(game_select(g, 2, 2, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 2, 3, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.combo, 1);
    score += game_pair_points(1);

    /* Two turns through the emptied top row. */
    CHECK_INT(game_select(g, 1, 0, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 1, 3, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.path.turns, 2);
    CHECK_INT(m.path.npoints, 4);
    CHECK_INT(m.combo, 2);
    score += game_pair_points(2);
    CHECK_INT(game_get_score(g), score);
    CHECK_INT(game_get_level_score(g), score);

    /* The last pair clears the level: bonus added, level_clear. */
    int time_left = game_get_time_left_ms(g);
    int hints = game_get_hints_left(g), redeals = game_get_redeals_left(g);
    CHECK_INT(game_select(g, 1, 2, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 2, 0, &m), GAME_CLICK_REMOVED);
    CHECK(m.cleared, "cleared");
    CHECK_INT(m.status, GAME_SCREEN_LEVEL_CLEAR);
    score += game_pair_points(3);
    game_bonus want = game_level_bonus(time_left, hints, redeals);
    game_bonus got = game_get_bonus(g);
    CHECK_INT(got.time_bonus, want.time_bonus);
    CHECK_INT(got.hints_bonus, want.hints_bonus);
    CHECK_INT(got.redeals_bonus, want.redeals_bonus);
    CHECK_INT(got.total, want.total);
    CHECK(want.total > 0, "a bonus is earned");
    CHECK_INT(game_get_score(g), score + want.total);
    CHECK_INT(game_get_level_score(g), score + want.total);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK_INT(game_get_tiles_left(g), 0);
    /* The run goes on: its next level is what Continue resumes. */
    CHECK(game_can_resume(g), "the next level of the run to resume");
    /* Nothing moves on the level-clear screen. */
    CHECK_INT(game_tick(g, 5000), GAME_SCREEN_LEVEL_CLEAR); /* clock stopped */
    CHECK_INT(game_get_time_left_ms(g), time_left);
    CHECK_INT(game_hint(g, NULL), GAME_HINT_NOT_PLAYING);

    /* Retry: the same board, score back to where the level began. */
    CHECK(game_retry(g) == NULL, "retry");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_score(g), 0);
    CHECK_INT(game_get_tiles_left(g), 12);
    for (int i = 0; i < 12; i++) {
        CHECK_INT(kind_at(g, i / 4, i % 4), board_a[i]);
    }
    CHECK_INT(game_get_time_left_ms(g), game_get_time_total_ms(g));
    game_free(g);
}

static void test_shift_applied(void)
{
    /* Level 2 shifts down. */
    static const int k[] = {
        1, 0,
        2, 0,
        2, 1,
    };
    game *g = start_with(GAME_NORMAL, 2, 3, 2, k);
    game_move m;
    CHECK_INT(game_get_shift(g), LLK_SHIFT_DOWN);
    CHECK_INT(game_select(g, 1, 0, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 2, 0, &m), GAME_CLICK_REMOVED);
    CHECK(m.moved, "the 1 fell");
    CHECK_INT(kind_at(g, 0, 0), 0);
    CHECK_INT(kind_at(g, 1, 0), 0);
    CHECK_INT(kind_at(g, 2, 0), 1);
    CHECK_INT(kind_at(g, 2, 1), 1);
    CHECK_INT(m.from[2 * 2 + 0], 0);
    CHECK_INT(m.from[2 * 2 + 1], 5);
    CHECK_INT(m.from[0], -1);
    CHECK_INT(m.from[1 * 2 + 0], -1);
    CHECK_INT(m.from[1], -1);
    /* Clicks act on the board as it is after the shift. */
    CHECK_INT(game_select(g, 0, 0, &m), GAME_CLICK_IGNORED);
    CHECK_INT(game_select(g, 2, 0, &m), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 2, 1, &m), GAME_CLICK_REMOVED);
    CHECK(m.cleared, "cleared");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    game_free(g);
}

static void test_last_level(void)
{
    static const int k[] = {3, 3};
    game *g = start_with(GAME_HARD, GAME_LEVELS, 1, 2, k);
    const game_level_params *p = game_get_params(g);
    CHECK(p == game_level_get(GAME_HARD, GAME_LEVELS), "params");
    CHECK_INT(game_get_shift(g), LLK_SHIFT_RIGHT);
    CHECK_INT(game_get_hints_left(g), p->hints);
    CHECK_INT(game_get_redeals_left(g), p->redeals);
    CHECK_INT(game_get_time_total_ms(g), p->time_s * 1000);
    game_tick(g, 10500);
    CHECK_INT(game_select(g, 0, 0, NULL), GAME_CLICK_SELECTED);
    CHECK_INT(game_select(g, 0, 1, NULL), GAME_CLICK_REMOVED);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_FINISHED);
    game_bonus b = game_level_bonus(p->time_s * 1000 - 10500, p->hints,
                                    p->redeals);
    CHECK_INT(game_get_bonus(g).total, b.total);
    CHECK_INT(game_get_score(g), 10 + b.total);
    CHECK(game_next_level(g) != NULL, "no level after the last");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_FINISHED);
    game_to_menu(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    CHECK(!game_can_resume(g), "finished game is not resumable");
    game_free(g);
}

static void test_clock_pause_menu(void)
{
    game_move m;
    game *g = start_with(GAME_EASY, 1, 3, 4, board_a);
    int total = game_level_get(GAME_EASY, 1)->time_s * 1000;
    CHECK_INT(game_get_time_total_ms(g), total);
    CHECK_INT(game_get_time_left_ms(g), total);
    CHECK_INT(game_tick(g, 1000), GAME_SCREEN_PLAYING); /* no screen change */
    CHECK_INT(game_get_time_left_ms(g), total - 1000);
    CHECK_INT(game_tick(g, -500), GAME_SCREEN_PLAYING); /* negative tick */
    CHECK_INT(game_tick(g, 0), GAME_SCREEN_PLAYING); /* zero tick */
    CHECK_INT(game_get_time_left_ms(g), total - 1000);

    /* Paused: the clock stops and input is ignored. */
    CHECK_INT(game_select(g, 0, 1, NULL), GAME_CLICK_SELECTED);
    CHECK_INT(game_pause(g), GAME_SCREEN_PAUSED); /* the status returned */
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PAUSED);
    CHECK_INT(game_tick(g, 5000), GAME_SCREEN_PAUSED); /* paused */
    CHECK_INT(game_get_time_left_ms(g), total - 1000);
    CHECK_INT(game_select(g, 0, 2, NULL), GAME_CLICK_IGNORED);
    CHECK_INT(game_hint(g, NULL), GAME_HINT_NOT_PLAYING);
    CHECK_INT(game_redeal(g), GAME_REDEAL_NOT_PLAYING);
    CHECK_INT(game_get_tiles_left(g), 12);
    game_pause(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PAUSED);
    CHECK_INT(game_resume(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    /* The selection survived the pause. */
    CHECK_INT(game_select(g, 0, 2, NULL), GAME_CLICK_REMOVED);

    /* Menu keeps the level; the clock does not run there. */
    game_to_menu(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    CHECK(game_can_resume(g), "level kept");
    CHECK_INT(game_tick(g, 5000), GAME_SCREEN_MENU); /* menu */
    CHECK_INT(game_get_time_left_ms(g), total - 1000);
    game_resume(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_tiles_left(g), 10);

    /* Time runs out. */
    CHECK_INT(game_tick(g, total - 1001), GAME_SCREEN_PLAYING); /* 1 ms left */
    CHECK_INT(game_get_time_left_ms(g), 1);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_tick(g, 1), GAME_SCREEN_TIME_UP); /* time up */
    CHECK_INT(game_get_time_left_ms(g), 0);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    CHECK_INT(game_select(g, 0, 0, &m), GAME_CLICK_IGNORED);
    CHECK_INT(m.status, GAME_SCREEN_TIME_UP);
    CHECK_INT(game_pause(g), GAME_SCREEN_TIME_UP); /* ignored: time up */
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    CHECK(game_next_level(g) != NULL, "no next level after time up");
    game_to_menu(g);
    CHECK(!game_can_resume(g), "time up is not resumable");
    game_resume(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);

    /* Retry from the menu after time up: full clock, full board. */
    CHECK(game_retry(g) == NULL, "retry");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_time_left_ms(g), total);
    CHECK_INT(game_get_tiles_left(g), 12);
    CHECK_INT(game_get_score(g), 0);

    /* A huge step also ends it, and never goes below zero. */
    CHECK_INT(game_tick(g, 2000000000), GAME_SCREEN_TIME_UP); /* time up */
    CHECK_INT(game_get_time_left_ms(g), 0);
    game_free(g);
}

int main(void)
{
    test_new_game();
    test_start_errors();
    test_selection_and_removal();
    test_shift_applied();
    test_last_level();
    test_clock_pause_menu();
    return check_done("test_game");
}
