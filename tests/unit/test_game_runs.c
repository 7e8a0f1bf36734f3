/* test_game_runs.c - runs, practice and relaxed games, and the events the
 * game reports for scores and statistics.
 *
 * A run goes on level after level and ends (RUN_END, with its score and
 * levels cleared) when the player ends it from the menu, leaves time up
 * without retrying, clears the last level, or starts another game; its
 * board then counts as lost unless cleared. Practice is one level: "Level
 * cleared" even on level 13, no next level, never a run. Relaxed games
 * never end a run. Hints, re-deals and pairs are counted; an assisted
 * game says so in every event; the queue keeps at most GAME_EVENTS_MAX.
 * The events fed to the statistics give the expected counters. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/profile.h"

/* Take every waiting event into ev (at most cap); the count. */
static int take_all(game *g, game_event *ev, int cap)
{
    int n = 0;
    game_event e;
    while (game_take_event(g, &e)) {
        if (n < cap) {
            ev[n] = e;
        }
        n++;
    }
    return n;
}

/* Remove one pair along the known line. */
static void play_pair(game *g)
{
    llk_pair p;
    if (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
}

/* Clear the board along the known line. */
static void clear_board(game *g)
{
    llk_pair p;
    while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
}

static int count_type(const game_event *ev, int n, game_event_type t)
{
    int k = 0;
    for (int i = 0; i < n; i++) {
        k += ev[i].type == t;
    }
    return k;
}

static void test_run(void)
{
    game *g = game_new();
    game_event ev[64];
    CHECK(!game_in_run(g) && game_levels_cleared(g) == 0, "nothing yet");
    CHECK(!game_next_to_deal(g), "no game: no next level to deal");
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 1, 42) == NULL, "begin");
    CHECK(!game_next_to_deal(g), "playing: the board is what is kept");
    CHECK(game_get_kind(g) == GAME_KIND_TIMED && game_in_run(g), "a run");
    int n = take_all(g, ev, 64);
    CHECK_INT(n, 0); /* dealt, not played yet: no game counted */
    game_tick(g, 5000);
    clear_board(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK(game_has_next_level(g) && game_levels_cleared(g) == 1, "level 1 cleared");
    n = take_all(g, ev, 64);
    const game_level_params *lp = game_level_get(GAME_EASY, 1);
    CHECK(n == 3 && ev[0].type == GAME_EVENT_STARTED && ev[0].level == 1
              && ev[0].kind == GAME_KIND_TIMED && ev[0].diff == GAME_EASY,
          "started at its first move (%d events)", n);
    CHECK(ev[1].type == GAME_EVENT_PAIRS
              && ev[1].count == lp->rows * lp->cols / 2,
          "pairs counted in one event: %d", ev[1].count);
    CHECK(ev[2].type == GAME_EVENT_WON && ev[2].time_ms == 5000
              && ev[2].score == game_get_level_score(g),
          "won: %lld ms, %d", ev[2].time_ms, ev[2].score);
    /* Esc: the run is kept; Continue is the next level. */
    game_to_menu(g);
    CHECK(game_in_run(g) && game_can_resume(g) && game_has_save(g), "kept");
    CHECK(game_next_to_deal(g) && game_get_level(g) == 1,
          "the menu: Continue deals the level after level %d", game_get_level(g));
    CHECK_INT(take_all(g, ev, 64), 0);
    int score = game_get_score(g);
    game_resume(g);
    CHECK_INT(game_get_level(g), 2);
    CHECK(!game_next_to_deal(g), "level 2 dealt: its board is kept");
    CHECK_INT(game_get_score(g), score);
    CHECK_INT(take_all(g, ev, 64), 0); /* level 2 dealt, not played */
    llk_pair p;
    game_line_next(g, &p);
    game_select(g, p.a.r, p.a.c, NULL);
    game_select(g, p.b.r, p.b.c, NULL);
    game_to_menu(g);
    CHECK(!game_next_to_deal(g), "level 2 paused on the menu: kept, not next");
    CHECK_INT(game_levels_cleared(g), 1);
    /* End this run: the board is lost, the run ends with its score. */
    CHECK(game_end_run(g), "end the run");
    n = take_all(g, ev, 64);
    CHECK(n == 4 && ev[0].type == GAME_EVENT_STARTED && ev[0].level == 2
              && ev[1].type == GAME_EVENT_PAIRS && ev[2].type == GAME_EVENT_LOST
              && ev[3].type == GAME_EVENT_RUN_END,
          "level 2 started at its first move, pairs, lost, run end (%d events)", n);
    CHECK(ev[3].score == score + 10 && ev[3].levels == 1 && ev[3].diff == GAME_EASY
              && !ev[3].assisted,
          "run end: %d points, %d levels", ev[3].score, ev[3].levels);
    CHECK(!game_in_run(g) && !game_can_resume(g) && !game_has_save(g), "over");
    CHECK_INT(game_get_screen(g), GAME_SCREEN_MENU);
    CHECK(!game_end_run(g), "no second end");
    CHECK_INT(take_all(g, ev, 64), 0);
    game_free(g);
}

static void test_practice(void)
{
    game *g = game_new();
    game_event ev[64];
    CHECK(game_begin_practice(g, GAME_NORMAL, 13, 7) == NULL, "practice 13");
    CHECK(game_get_kind(g) == GAME_KIND_PRACTICE && !game_in_run(g), "not a run");
    CHECK(!game_end_run(g), "no run to end");
    clear_board(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR); /* never finished */
    CHECK(!game_has_next_level(g) && game_levels_cleared(g) == 1, "one level");
    CHECK(!game_next_to_deal(g), "practice: no next level to deal");
    CHECK(game_next_level(g) != NULL, "no next level");
    int n = take_all(g, ev, 64);
    CHECK(count_type(ev, n, GAME_EVENT_WON) == 1
              && count_type(ev, n, GAME_EVENT_RUN_END) == 0, "won, no run");
    game_to_menu(g);
    CHECK(!game_can_resume(g) && !game_has_save(g), "nothing kept");
    CHECK(game_begin_practice(g, GAME_NORMAL, 14, 7) != NULL, "level 14");
    /* Practice time up on a board played: lost; leaving ends nothing
     * more. On a board never touched: nothing counted. */
    CHECK(game_begin_practice(g, GAME_EASY, 4, 9) == NULL, "practice 4");
    play_pair(g);
    take_all(g, ev, 64);
    game_tick(g, 100000000);
    game_to_menu(g);
    n = take_all(g, ev, 64);
    CHECK(n == 1 && ev[0].type == GAME_EVENT_LOST && ev[0].kind == GAME_KIND_PRACTICE,
          "practice lost (%d events)", n);
    CHECK(game_begin_practice(g, GAME_EASY, 4, 10) == NULL, "practice 4 again");
    game_tick(g, 100000000);
    game_to_menu(g);
    CHECK_INT(take_all(g, ev, 64), 0);
    game_free(g);
}

static void test_relaxed_and_finish(void)
{
    game *g = game_new();
    game_event ev[64];
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 13, 3) == NULL, "relaxed 13");
    CHECK(game_get_kind(g) == GAME_KIND_RELAXED && !game_in_run(g), "relaxed");
    clear_board(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_FINISHED);
    int n = take_all(g, ev, 64);
    CHECK(count_type(ev, n, GAME_EVENT_RUN_END) == 0
              && count_type(ev, n, GAME_EVENT_WON) == 1, "no run end");
    /* A run's last level: the run ends at once. */
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 13, 3) == NULL, "timed 13");
    clear_board(g);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_FINISHED);
    n = take_all(g, ev, 64);
    CHECK(n >= 2 && ev[n - 1].type == GAME_EVENT_RUN_END && ev[n - 1].levels == 1
              && ev[n - 2].type == GAME_EVENT_WON,
          "finished: run end after the win");
    CHECK(!game_in_run(g), "over");
    CHECK(!game_next_to_deal(g), "the last level cleared: nothing to deal");
    game_to_menu(g);
    CHECK_INT(take_all(g, ev, 64), 0);
    game_free(g);
}

static void test_time_up_and_abandon(void)
{
    game *g = game_new();
    game_event ev[64];
    game_begin(g, GAME_TIMED, GAME_HARD, 1, 5);
    play_pair(g);
    game_tick(g, 100000000);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    CHECK(game_in_run(g), "time up: the run waits for retry");
    game_retry(g);
    play_pair(g);
    game_tick(g, 100000000);
    int n = take_all(g, ev, 64);
    CHECK(n == 6 && ev[0].type == GAME_EVENT_STARTED && ev[2].type == GAME_EVENT_LOST
              && ev[3].type == GAME_EVENT_STARTED && ev[5].type == GAME_EVENT_LOST,
          "started, pairs, lost, retried, pairs, lost (%d events)", n);
    game_to_menu(g); /* no retry: the run ends */
    n = take_all(g, ev, 64);
    CHECK(n == 1 && ev[0].type == GAME_EVENT_RUN_END && ev[0].levels == 0,
          "run end at time up");
    CHECK(!game_in_run(g) && !game_has_save(g), "over");
    /* A run kept on the menu, then another game: lost and ended; the new
     * one counted at its first move. */
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 6);
    play_pair(g);
    game_to_menu(g);
    take_all(g, ev, 64);
    game_begin(g, GAME_RELAXED, GAME_EASY, 1, 6);
    n = take_all(g, ev, 64);
    CHECK(n == 2 && ev[0].type == GAME_EVENT_LOST && ev[0].kind == GAME_KIND_TIMED
              && ev[1].type == GAME_EVENT_RUN_END,
          "abandoned: lost, run end (%d events)", n);
    play_pair(g);
    n = take_all(g, ev, 64);
    CHECK(n == 2 && ev[0].type == GAME_EVENT_STARTED && ev[0].kind == GAME_KIND_RELAXED,
          "the new game started at its first move (%d events)", n);
    /* A retry of an open board: lost; the retried board counts at its
     * first move. A run's next level dealt and left untouched: nothing. */
    game_retry(g);
    n = take_all(g, ev, 64);
    CHECK(n == 1 && ev[0].type == GAME_EVENT_LOST, "retry: lost (%d events)", n);
    game_retry(g);
    CHECK_INT(take_all(g, ev, 64), 0);
    game_free(g);
}

static void test_counts_and_assist(void)
{
    game *g = game_new();
    game_event ev[64];
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 11);
    game_mark_assisted(g);
    CHECK(game_get_assisted(g), "assisted");
    CHECK_INT(game_hint(g, NULL), GAME_HINT_SHOWN);
    CHECK_INT(game_hint(g, NULL), GAME_HINT_AGAIN); /* free: not counted */
    game_deselect(g);
    CHECK_INT(game_redeal(g), GAME_REDEAL_DONE);
    int n = take_all(g, ev, 64);
    CHECK(n == 2 && ev[0].type == GAME_EVENT_HINTS && ev[0].count == 1
              && ev[1].type == GAME_EVENT_REDEALS && ev[1].count == 1,
          "one hint, one re-deal, no move yet: not started (%d events)", n);
    CHECK(ev[0].assisted && ev[1].assisted, "marked assisted");
    game_end_run(g);
    n = take_all(g, ev, 64);
    CHECK(n == 1 && ev[0].type == GAME_EVENT_RUN_END && ev[0].assisted,
          "assisted run; its board never played: not lost");
    /* A new game is not assisted. */
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 11);
    CHECK(!game_get_assisted(g), "fresh");
    game_free(g);
}

/* The queue holds at most GAME_EVENTS_MAX, the newest. */
static void test_queue(void)
{
    game *g = game_new();
    game_begin(g, GAME_RELAXED, GAME_EASY, 1, 1);
    for (int i = 0; i < GAME_EVENTS_MAX; i++) {
        play_pair(g); /* started, pairs */
        game_retry(g); /* lost */
    }
    game_event e, last = {0};
    int n = 0;
    while (game_take_event(g, &e)) {
        last = e;
        n++;
    }
    CHECK_INT(n, GAME_EVENTS_MAX);
    CHECK_INT(last.type, GAME_EVENT_LOST);
    game_free(g);
}

/* Events into statistics: a won and an abandoned game; a board dealt and
 * never touched is no game. */
static void test_into_stats(void)
{
    game *g = game_new();
    stats s;
    stats_init(&s);
    game_event e;
    game_begin_practice(g, GAME_NORMAL, 2, 77);
    game_tick(g, 1234);
    clear_board(g);
    game_begin_practice(g, GAME_NORMAL, 3, 77);
    play_pair(g);
    game_begin(g, GAME_TIMED, GAME_NORMAL, 1, 77);
    play_pair(g);
    game_begin(g, GAME_TIMED, GAME_NORMAL, 1, 78); /* never touched */
    while (game_take_event(g, &e)) {
        stats_apply(&s, &e);
    }
    const stats_row *r = &s.row[GAME_KIND_PRACTICE][GAME_NORMAL];
    const game_level_params *lp = game_level_get(GAME_NORMAL, 2);
    CHECK(r->started == 2 && r->won == 1 && r->streak == 0 && r->longest == 1
              && r->best_ms == 1234 && r->pairs == lp->rows * lp->cols / 2 + 1,
          "practice: %lld started, %lld won, best %lld, pairs %lld", r->started,
          r->won, r->best_ms, r->pairs);
    CHECK_INT(stats_win_percent(r), 50);
    CHECK_INT(s.row[GAME_KIND_TIMED][GAME_NORMAL].started, 1);
    game_free(g);
}

/* Saved and loaded again: a board never touched still counts only at its
 * first move; one played counts as lost when left. */
static game *reload(game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    game_save_write(g, f);
    fclose(f);
    char err[256];
    game *h = game_load(text, len, false, err, sizeof err);
    CHECK(h != NULL, "reloaded: %s", h ? "" : err);
    free(text);
    game_free(g);
    return h;
}

static void test_saved_unplayed(void)
{
    game_event ev[64];
    game *g = game_new();
    game_begin_practice(g, GAME_EASY, 2, 21);
    take_all(g, ev, 64);
    g = reload(g);
    game_begin_practice(g, GAME_EASY, 3, 21); /* left untouched */
    CHECK_INT(take_all(g, ev, 64), 0);
    play_pair(g);
    take_all(g, ev, 64);
    g = reload(g);
    game_begin_practice(g, GAME_EASY, 4, 21); /* left, played */
    int n = take_all(g, ev, 64);
    CHECK(n == 1 && ev[0].type == GAME_EVENT_LOST, "played, left: lost (%d)", n);
    game_free(g);
}

int main(void)
{
    test_run();
    test_practice();
    test_relaxed_and_finish();
    test_time_up_and_abandon();
    test_counts_and_assist();
    test_queue();
    test_into_stats();
    test_saved_unplayed();
    return check_done("test_game_runs");
}
