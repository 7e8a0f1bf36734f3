/* test_game_assist.c - the game rules with the engine's solver behind
 * them: generated levels, stuck boards re-dealt for free, re-deal on
 * demand, hints (counter, alternatives, never a dead end), the known
 * winning line behind the hint, next level; the hint cycle's order and
 * that one press runs at most one hint search, kept until the board
 * changes.
 * The randomized part prints its seed; LLK_SEED=N replays it. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game_boards.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "llk/solve.h"

/* Whether x and y hold the same tiles in the same cells, kinds aside, and
 * the same number of tiles of every kind. */
static bool same_tiles(const llk_board *x, const llk_board *y)
{
    if (x->rows != y->rows || x->cols != y->cols) {
        return false;
    }
    int count[64] = {0};
    for (int r = 0; r < x->rows; r++) {
        for (int c = 0; c < x->cols; c++) {
            int a = llk_board_get(x, r, c), b = llk_board_get(y, r, c);
            if ((a == 0) != (b == 0) || a >= 64 || b >= 64) {
                return false;
            }
            count[a]++;
            count[b]--;
        }
    }
    for (int k = 0; k < 64; k++) {
        if (count[k] != 0) {
            return false;
        }
    }
    return true;
}

static bool removable(const game *g, llk_pair p)
{
    return llk_find_path(game_get_board(g), p.a, p.b, NULL) == LLK_OK;
}

/* No removable pair anywhere: every edge pair differs, nothing inside can
 * get out, corners see no twin. */
static const int stuck4[] = {
    1, 2, 3, 4,
    5, 6, 7, 8,
    8, 7, 6, 5,
    4, 3, 2, 1,
};

static void test_generated_levels(void)
{
    game *g = game_new();
    const char *err = game_start(g, GAME_EASY, 3, 12345);
    CHECK(err == NULL, "start: %s", err ? err : "");
    if (err != NULL) {
        game_free(g);
        return;
    }
    const game_level_params *p = game_level_get(GAME_EASY, 3);
    const llk_board *b = game_get_board(g);
    CHECK(b != NULL && b->rows == p->rows && b->cols == p->cols, "size");
    CHECK_INT(game_get_tiles_left(g), p->rows * p->cols);
    CHECK_INT(game_get_shift(g), LLK_SHIFT_LEFT);
    CHECK_INT(game_get_seed(g), 12345);
    CHECK(llk_has_pair(b, NULL), "a move to make");
    CHECK_INT(game_take_notice(g), GAME_NOTICE_NONE);
    int count[64] = {0};
    for (int i = 0; i < p->rows * p->cols; i++) {
        int k = llk_board_get(b, i / p->cols, i % p->cols);
        count[k < 64 ? k : 0]++;
    }
    int kinds = 0;
    for (int k = 1; k < 64; k++) {
        kinds += count[k] > 0;
        CHECK(count[k] % 2 == 0, "kind %d even", k);
    }
    CHECK_INT(kinds, p->kinds);

    /* Same difficulty, level and seed: the same board. */
    game *h = game_new();
    CHECK(game_start(h, GAME_EASY, 3, 12345) == NULL, "again");
    CHECK(llk_board_equal(game_get_board(g), game_get_board(h)), "same");
    /* Another seed or another level: another board. */
    CHECK(game_start(h, GAME_EASY, 3, 12346) == NULL, "seed+1");
    CHECK(!llk_board_equal(game_get_board(g), game_get_board(h)), "seed");
    CHECK(game_start(h, GAME_EASY, 1, 12345) == NULL, "level 1");
    CHECK(!same_tiles(game_get_board(g), game_get_board(h))
              || !llk_board_equal(game_get_board(g), game_get_board(h)),
          "level changes the board");
    game_free(h);

    /* Next level keeps score, difficulty and seed. */
    const int one[] = {9, 9};
    llk_board *tiny = board_of(1, 2, one);
    CHECK(game_start_board(g, GAME_NORMAL, 5, 777, tiny) == NULL, "tiny");
    llk_board_free(tiny);
    game_select(g, 0, 0, NULL);
    CHECK_INT(game_select(g, 0, 1, NULL), GAME_CLICK_REMOVED);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    int score = game_get_score(g);
    CHECK(score > 0, "scored");
    err = game_next_level(g);
    CHECK(err == NULL, "next: %s", err ? err : "");
    p = game_level_get(GAME_NORMAL, 6);
    CHECK_INT(game_get_level(g), 6);
    CHECK_INT(game_get_difficulty(g), GAME_NORMAL);
    CHECK_INT(game_get_seed(g), 777);
    CHECK_INT(game_get_shift(g), LLK_SHIFT_GATHER_VERTICAL);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_score(g), score);
    CHECK_INT(game_get_level_score(g), 0);
    CHECK_INT(game_get_tiles_left(g), p->rows * p->cols);
    CHECK_INT(game_get_hints_left(g), p->hints);
    CHECK_INT(game_get_time_left_ms(g), p->time_s * 1000);
    /* Retry goes back to the score the level started with. */
    game_select(g, 0, 0, NULL);
    game_tick(g, 2000);
    CHECK(game_retry(g) == NULL, "retry");
    CHECK_INT(game_get_score(g), score);
    CHECK_INT(game_get_time_left_ms(g), p->time_s * 1000);
    game_free(g);
}

static void test_stuck_boards(void)
{
    /* Stuck from the start: re-dealt at once, free. */
    game *g = game_new();
    llk_board *b = board_of(4, 4, stuck4);
    CHECK(!llk_has_pair(b, NULL), "the test board is stuck");
    CHECK(game_start_board(g, GAME_EASY, 1, 3, b) == NULL, "start");
    CHECK(llk_has_pair(game_get_board(g), NULL), "a move after re-deal");
    CHECK(same_tiles(b, game_get_board(g)), "same tiles, same places");
    CHECK_INT(game_take_notice(g), GAME_NOTICE_AUTO_REDEAL);
    CHECK_INT(game_take_notice(g), GAME_NOTICE_NONE);
    CHECK_INT(game_get_redeals_left(g), game_level_get(GAME_EASY, 1)->redeals);
    llk_board_free(b);

    /* Stuck after a removal: the 9s open only the top row. */
    b = board_of(5, 4, stuck_after_9s);
    CHECK(game_start_board(g, GAME_EASY, 1, 3, b) == NULL, "start");
    CHECK_INT(game_take_notice(g), GAME_NOTICE_NONE);
    game_move m;
    game_select(g, 0, 0, NULL);
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_REMOVED);
    CHECK(m.auto_redeal, "re-dealt after the removal");
    CHECK(!m.cleared, "not cleared");
    CHECK_INT(game_take_notice(g), GAME_NOTICE_AUTO_REDEAL);
    CHECK(llk_has_pair(game_get_board(g), NULL), "a move after re-deal");
    llk_board_remove(b, (llk_pair){{0, 0}, {0, 1}});
    CHECK(same_tiles(b, game_get_board(g)), "same tiles, same places");
    CHECK_INT(game_get_redeals_left(g), game_level_get(GAME_EASY, 1)->redeals);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    llk_board_free(b);
    game_free(g);
}

static const int board_a[] = {
    1, 2, 2, 1,
    3, 4, 5, 3,
    5, 4, 6, 6,
};

static void test_redeal(void)
{
    game *g = game_new();
    llk_board *b = board_of(3, 4, board_a);
    CHECK(game_start_board(g, GAME_HARD, 1, 11, b) == NULL, "start");
    int left = game_get_redeals_left(g);
    CHECK_INT(left, game_level_get(GAME_HARD, 1)->redeals);
    game_select(g, 0, 0, NULL);
    CHECK_INT(game_hint(g, NULL), GAME_HINT_SHOWN);
    for (int i = left; i > 0; i--) {
        CHECK_INT(game_redeal(g), GAME_REDEAL_DONE);
        CHECK_INT(game_get_redeals_left(g), i - 1);
        CHECK(same_tiles(b, game_get_board(g)), "same tiles, same places");
        CHECK(llk_has_pair(game_get_board(g), NULL), "a move");
        CHECK(!game_get_selected(g, NULL), "selection dropped");
        CHECK(!game_hint_shown(g, NULL), "hint dropped");
    }
    CHECK_INT(game_redeal(g), GAME_REDEAL_NONE_LEFT);
    CHECK_INT(game_get_redeals_left(g), 0);
    CHECK_INT(game_take_notice(g), GAME_NOTICE_NONE);
    llk_board_free(b);
    game_free(g);
}

static bool same_pair(llk_pair x, llk_pair y)
{
    return (x.a.r == y.a.r && x.a.c == y.a.c && x.b.r == y.b.r && x.b.c == y.b.c)
           || (x.a.r == y.b.r && x.a.c == y.b.c && x.b.r == y.a.r && x.b.c == y.a.c);
}

static void test_hints(void)
{
    game *g = game_new();
    llk_board *b = board_of(3, 4, board_a);
    CHECK(game_start_board(g, GAME_EASY, 1, 5, b) == NULL, "start");
    llk_board_free(b);
    int hints = game_get_hints_left(g);
    llk_pair p, q;

    CHECK(!game_hint_shown(g, &q), "no hint yet");
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK_INT(game_get_hints_left(g), hints - 1);
    CHECK(removable(g, p), "hint removable");
    CHECK(game_hint_shown(g, &q) && memcmp(&p, &q, sizeof p) == 0, "shown");

    /* Again while shown (timed): the paid pair again, free, never another
     * pair (docs/playing.md: a new pair costs a hint). */
    for (int i = 0; i < 4; i++) {
        llk_pair r = {{-1, -1}, {-1, -1}};
        CHECK_INT(game_hint(g, &r), GAME_HINT_AGAIN);
        CHECK(same_pair(r, p), "press %d: another pair for free", i);
        CHECK(game_hint_shown(g, &q) && same_pair(q, p), "press %d: still shown", i);
    }
    CHECK_INT(game_get_hints_left(g), hints - 1);

    /* Any selection ends the hint; the next H costs again. */
    CHECK_INT(game_select(g, 0, 1, NULL), GAME_CLICK_SELECTED);
    CHECK(!game_hint_shown(g, NULL), "hint gone");
    CHECK_INT(game_select(g, 0, 2, NULL), GAME_CLICK_REMOVED);

    /* Removing the hinted pair right away: base points, no combo. */
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK_INT(game_get_hints_left(g), hints - 2);
    game_move m;
    game_select(g, p.a.r, p.a.c, NULL);
    CHECK_INT(game_select(g, p.b.r, p.b.c, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.combo, 0);
    CHECK_INT(m.points, game_pair_points(0));
    /* The next quick match (no hint) continues a combo again. */
    llk_pair any;
    CHECK(llk_has_pair(game_get_board(g), &any), "a pair");
    game_select(g, any.a.r, any.a.c, NULL);
    CHECK_INT(game_select(g, any.b.r, any.b.c, &m), GAME_CLICK_REMOVED);
    CHECK_INT(m.combo, 1);

    /* Use the rest; then none left. */
    for (int i = game_get_hints_left(g); i > 0; i--) {
        CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.a.r, p.a.c, NULL);
    }
    CHECK_INT(game_get_hints_left(g), 0);
    CHECK_INT(game_hint(g, &p), GAME_HINT_NONE_LEFT);
    CHECK(!game_hint_shown(g, NULL), "nothing shown");
    game_pause(g);
    CHECK_INT(game_hint(g, &p), GAME_HINT_NOT_PLAYING);
    game_free(g);
}

/* Play the game's known winning line to the end by clicks: every move
 * removes, nothing gets stuck, the level ends cleared. */
static void follow_line_to_end(game *g, int level, const char *what)
{
    int moves = 0, want = game_get_tiles_left(g) / 2;
    llk_pair p;
    while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        game_move m;
        game_select(g, p.a.r, p.a.c, NULL);
        CHECK_INT(game_select(g, p.b.r, p.b.c, &m), GAME_CLICK_REMOVED);
        CHECK(!m.auto_redeal, "%s level %d move %d: the line got stuck", what, level, moves);
        moves++;
    }
    CHECK_INT(moves, want);
    CHECK_INT(game_get_screen(g), level == GAME_LEVELS ? GAME_SCREEN_FINISHED
                                                       : GAME_SCREEN_LEVEL_CLEAR);
}

/* The winning line a dealt level comes with: the first hint is its next
 * move; it holds while followed and clears every level on the hardest
 * boards; another move drops it; retry brings it back; a re-deal proves a
 * new one. */
static void test_known_line(uint64_t seed)
{
    for (int level = 1; level <= GAME_LEVELS; level++) {
        game *g = game_new();
        CHECK(game_start(g, GAME_HARD, level, seed) == NULL, "start level %d", level);
        llk_pair first, h;
        CHECK(game_line_next(g, &first), "level %d: no line with the deal", level);
        CHECK_INT(game_hint(g, &h), GAME_HINT_SHOWN);
        CHECK(same_pair(h, first), "level %d: the first hint is not the line's move", level);
        follow_line_to_end(g, level, "hard");
        game_free(g);
    }

    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 2, seed) == NULL, "start");
    llk_pair first, p;
    CHECK(game_line_next(g, &first), "line");
    /* Cycling (relaxed) from the line's move: the others, then the line's
     * move. */
    int n = (int)llk_pairs(game_get_board(g), NULL, 0);
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    int presses = 0;
    do {
        CHECK_INT(game_hint(g, &p), GAME_HINT_NEXT);
        CHECK(removable(g, p), "alternative removable");
        presses++;
    } while (!same_pair(p, first) && presses <= n);
    CHECK(presses == n, "back to the line's move after %d presses, %d pairs", presses, n);
    /* A move off the line drops it. */
    size_t np = llk_pairs(game_get_board(g), NULL, 0);
    llk_pair *all = malloc(sizeof(llk_pair) * np);
    llk_pairs(game_get_board(g), all, np);
    size_t off = 0;
    while (off < np && same_pair(all[off], first)) {
        off++;
    }
    CHECK(off < np, "a move off the line exists");
    if (off < np) {
        game_select(g, all[off].a.r, all[off].a.c, NULL);
        CHECK_INT(game_select(g, all[off].b.r, all[off].b.c, NULL), GAME_CLICK_REMOVED);
        CHECK(!game_line_next(g, NULL), "the line survived a move off it");
    }
    free(all);
    /* Retry: the deal's line again, and it still clears the level. */
    CHECK(game_retry(g) == NULL, "retry");
    CHECK(game_line_next(g, &p) && same_pair(p, first), "retry lost the line");
    /* A re-deal on demand proves its own line. */
    CHECK_INT(game_redeal(g), GAME_REDEAL_DONE);
    CHECK(game_line_next(g, NULL), "no line after a re-deal");
    follow_line_to_end(g, 2, "re-dealt");
    game_free(g);
}

/* Play generated boards to the end taking only the hint's pair each move
 * (each hint asked of a fresh game on the same board, so no allowance runs
 * out): the hint must never lead to a stuck board. */
static void test_hint_never_dead_end(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    for (int level = 1; level <= GAME_LEVELS; level++) {
        llk_shift s = game_level_shift(level);
        uint64_t bs = llk_rng_next(&rng);
        llk_board *b = llk_generate(4, 6, 6, s, bs);
        CHECK(b != NULL, "generate level %d", level);
        if (b == NULL) {
            continue;
        }
        game *g = game_new();
        CHECK(game_start_board(g, GAME_EASY, level, bs, b) == NULL, "start");
        llk_board_free(b);
        int moves = 0;
        while (game_get_screen(g) == GAME_SCREEN_PLAYING && moves < 12) {
            game *h = game_new();
            llk_pair p;
            game_start_board(h, GAME_EASY, level, bs, game_get_board(g));
            CHECK_INT(game_take_notice(h), GAME_NOTICE_NONE);
            CHECK_INT(game_hint(h, &p), GAME_HINT_SHOWN);
            game_free(h);
            game_move m;
            game_select(g, p.a.r, p.a.c, NULL);
            CHECK_INT(game_select(g, p.b.r, p.b.c, &m), GAME_CLICK_REMOVED);
            CHECK(!m.auto_redeal, "level %d move %d: hint led to a stuck "
                  "board", level, moves);
            moves++;
        }
        CHECK_INT(game_get_screen(g), level == GAME_LEVELS
                                          ? GAME_SCREEN_FINISHED
                                          : GAME_SCREEN_LEVEL_CLEAR);
        CHECK_INT(moves, 12);
        game_free(g);
    }
}

/* Press H count times while a hint shows, each GAME_HINT_NEXT, the pairs
 * into seen; no press may run more than one hint search. Returns the
 * searches the presses ran. */
static int press_next(game *g, int count, llk_pair *seen, const char *what)
{
    int before = game_get_hint_searches(g);
    for (int i = 0; i < count; i++) {
        int s0 = game_get_hint_searches(g);
        llk_pair p = {{-1, -1}, {-1, -1}};
        CHECK_INT(game_hint(g, &p), GAME_HINT_NEXT);
        int ran = game_get_hint_searches(g) - s0;
        CHECK(ran <= 1, "%s: press %d ran %d hint searches", what, i, ran);
        CHECK(removable(g, p), "%s: press %d hint not removable", what, i);
        if (seen != NULL) {
            seen[i] = p;
        }
    }
    return game_get_hint_searches(g) - before;
}

/* Whether seq (n pairs) is every removable pair of the board, each once. */
static bool every_pair_once(const game *g, const llk_pair *seq, int n)
{
    if ((size_t)n != llk_pairs(game_get_board(g), NULL, 0)) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        if (!removable(g, seq[i])) {
            return false;
        }
        for (int j = 0; j < i; j++) {
            if (same_pair(seq[i], seq[j])) {
                return false;
            }
        }
    }
    return true;
}

static int pair_count(const game *g)
{
    return (int)llk_pairs(game_get_board(g), NULL, 0);
}

/* Cycling with the dealt line: the line's move needs no search, a whole
 * cycle (line's move, the others once each, the line's move) runs one,
 * and so does every later press on the same board; a removal, a retry and
 * a re-deal each make the next press that needs the engine search again,
 * and its cycle is the new board's pairs. */
static void test_hint_searches(int level)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, level, 99) == NULL, "start level %d", level);
    llk_pair lm, p;
    CHECK(game_line_next(g, &lm), "level %d: a line with the deal", level);
    int n = pair_count(g);
    llk_pair *cyc = malloc(sizeof(llk_pair) * (size_t)n * 2);
    if (cyc == NULL) {
        game_free(g);
        return;
    }
    int s0 = game_get_hint_searches(g);
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK(same_pair(p, lm), "level %d: first hint not the line's move", level);
    CHECK_INT(game_get_hint_searches(g), s0);

    /* One cycle: the others, each once, then the line's move; one search. */
    CHECK_INT(press_next(g, n, cyc, "cycle"), 1);
    CHECK(same_pair(cyc[n - 1], lm), "level %d: cycle does not end on the line's move", level);
    for (int i = 0; i + 1 < n; i++) {
        CHECK(!same_pair(cyc[i], lm), "level %d: line's move repeated at %d", level, i);
    }
    CHECK(every_pair_once(g, cyc, n), "level %d: cycle is not every pair once", level);
    /* Round again: the same order, no search. */
    CHECK_INT(press_next(g, n, cyc + n, "second cycle"), 0);
    for (int i = 0; i < n; i++) {
        CHECK(same_pair(cyc[i], cyc[n + i]), "level %d: order changed at %d", level, i);
    }

    /* A selection ends the hint but keeps the board: H starts over at the
     * line's move and the engine's order is not searched again. */
    CHECK_INT(game_select(g, lm.a.r, lm.a.c, NULL), GAME_CLICK_SELECTED);
    CHECK(game_deselect(g), "deselect");
    int s1 = game_get_hint_searches(g);
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK(same_pair(p, lm), "level %d: line's move again", level);
    CHECK_INT(press_next(g, 1, &p, "same board"), 0);
    CHECK(same_pair(p, cyc[0]), "level %d: same board, other order", level);
    CHECK_INT(game_get_hint_searches(g), s1);

    /* Play the line's move: the next cycle is the new board's. */
    game_select(g, lm.a.r, lm.a.c, NULL);
    CHECK_INT(game_select(g, lm.b.r, lm.b.c, NULL), GAME_CLICK_REMOVED);
    CHECK_INT(game_get_hint_searches(g), s1);
    if (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &lm)) {
        int m = pair_count(g);
        llk_pair *after = malloc(sizeof(llk_pair) * (size_t)m);
        CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
        CHECK(same_pair(p, lm), "level %d: line's next move after the removal", level);
        CHECK_INT(game_get_hint_searches(g), s1);
        if (after != NULL) {
            CHECK_INT(press_next(g, m, after, "after removal"), 1);
            CHECK(every_pair_once(g, after, m), "level %d: stale order after removal", level);
            CHECK(same_pair(after[m - 1], lm), "level %d: cycle end after removal", level);
        }
        free(after);
    }

    /* Retry: the deal's board again, searched again (a board change). */
    CHECK(game_retry(g) == NULL, "retry");
    int s2 = game_get_hint_searches(g);
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK_INT(game_get_hint_searches(g), s2);
    CHECK_INT(press_next(g, n, cyc, "after retry"), 1);
    CHECK(every_pair_once(g, cyc, n), "level %d: cycle after retry", level);

    /* Re-deal: the new arrangement's pairs, one search. */
    CHECK_INT(game_redeal(g), GAME_REDEAL_DONE);
    int s3 = game_get_hint_searches(g);
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    int m = pair_count(g);
    llk_pair *after = malloc(sizeof(llk_pair) * (size_t)m);
    if (after != NULL) {
        CHECK_INT(press_next(g, m, after, "after re-deal"), game_line_next(g, NULL) ? 1 : 0);
        CHECK(every_pair_once(g, after, m), "level %d: stale order after re-deal", level);
    }
    CHECK_INT(game_get_hint_searches(g), s3 + 1);
    free(after);
    free(cyc);
    game_free(g);
}

/* Play pair p on a copy of b under s; false when it is not removable. */
static bool play(llk_board *b, llk_shift s, llk_pair p)
{
    if (llk_find_path(b, p.a, p.b, NULL) != LLK_OK) {
        return false;
    }
    llk_board_remove(b, p);
    llk_shift_apply(b, s, NULL);
    return true;
}

/* The cycle the game shows, against the engine's own order on a small
 * board (searched in full well within the budget): without a line, the
 * engine's order wrapping; after a winning first hint, its proof is the
 * line; on the next board the line's move, then the engine's order
 * without it. Also llk_hint_order itself: llk_hint's order, cut at max,
 * and a proof that clears the board. */
static void test_hint_order(uint64_t seed, int level)
{
    llk_shift s = game_level_shift(level);
    uint64_t bs = seed ^ (uint64_t)level;
    llk_board *b = llk_generate(4, 6, 6, s, bs);
    CHECK(b != NULL, "generate level %d", level);
    if (b == NULL) {
        return;
    }
    size_t n = llk_pairs(b, NULL, 0);
    llk_pair ord[64], line[16], cut[3];
    llk_hint_kind kinds[64];
    int nl = -1;
    CHECK(n >= 1 && n <= 64, "level %d: %zu pairs", level, n);
    if (n < 1 || n > 64) {
        llk_board_free(b);
        return;
    }
    CHECK_INT(llk_hint_order(b, s, 5000, ord, kinds, n, line, &nl), n);
    for (size_t k = 0; k < n; k++) {
        llk_pair h;
        llk_hint_kind hk = llk_hint(b, s, (int)k, 5000, &h);
        CHECK_INT(kinds[k], hk);
        CHECK(same_pair(h, ord[k]), "level %d: order differs from llk_hint at %zu", level, k);
    }
    CHECK_INT(kinds[0], LLK_HINT_WINNING); /* a generated board is winnable */
    CHECK_INT(nl, b->tiles / 2);
    if (nl == b->tiles / 2) {
        llk_board *w = llk_board_clone(b);
        bool ok = same_pair(line[0], ord[0]);
        for (int i = 0; i < nl && ok; i++) {
            ok = play(w, s, line[i]);
        }
        CHECK(ok && w->tiles == 0, "level %d: the proof does not clear the board", level);
        llk_board_free(w);
    }
    cut[2] = (llk_pair){{-7, -7}, {-7, -7}};
    CHECK_INT(llk_hint_order(b, s, 5000, cut, NULL, 2, NULL, NULL), n);
    CHECK(n < 2 || same_pair(cut[1], ord[1]), "level %d: cut order", level);
    CHECK(same_pair(cut[0], ord[0]) && cut[2].a.r == -7, "level %d: cut at max", level);

    /* The game on that board (relaxed: H cycles): no line, so the
     * engine's order. */
    game *g = game_new();
    CHECK(game_begin_board(g, GAME_RELAXED, GAME_EASY, level, bs, b) == NULL, "start");
    CHECK(!game_line_next(g, NULL), "no line with a given board");
    llk_pair p, seen[64];
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK_INT(game_get_hint_searches(g), 1);
    CHECK(same_pair(p, ord[0]), "level %d: first hint", level);
    /* The winning first hint proved a line: its move is the hint. */
    llk_pair lm;
    CHECK(game_line_next(g, &lm) && same_pair(lm, ord[0]), "level %d: line adopted", level);
    CHECK_INT(press_next(g, (int)n, seen, "given board"), 0);
    for (size_t k = 0; k < n; k++) {
        CHECK(same_pair(seen[k], ord[(k + 1) % n]), "level %d: press %zu", level, k);
    }

    /* Follow the line one move: its next move is the first hint, then
     * the engine's order on the new board without it, then it again. */
    game_select(g, ord[0].a.r, ord[0].a.c, NULL);
    CHECK_INT(game_select(g, ord[0].b.r, ord[0].b.c, NULL), GAME_CLICK_REMOVED);
    llk_board *nb = llk_board_clone(game_get_board(g));
    size_t m = llk_pairs(nb, NULL, 0);
    CHECK(game_line_next(g, &lm), "level %d: line kept", level);
    if (m >= 1 && m <= 64 && game_line_next(g, &lm)) {
        CHECK_INT(llk_hint_order(nb, s, 5000, ord, NULL, m, NULL, NULL), m);
        CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
        CHECK(same_pair(p, lm), "level %d: line's move first", level);
        CHECK_INT(game_get_hint_searches(g), 1);
        CHECK_INT(press_next(g, (int)m, seen, "line mid-order"), 1);
        size_t at = 0;
        for (size_t k = 0; k < m; k++) {
            if (same_pair(ord[k], lm)) {
                continue;
            }
            CHECK(same_pair(seen[at], ord[k]), "level %d: press %zu after the move", level, at);
            at++;
        }
        CHECK_INT(at, m - 1);
        CHECK(same_pair(seen[m - 1], lm), "level %d: wraps to the line's move", level);
    }
    llk_board_free(nb);
    llk_board_free(b);
    game_free(g);
}

/* A removal that leaves the board stuck re-deals it for free: the hints
 * are the new arrangement's, searched again. */
static void test_hint_after_auto_redeal(void)
{
    llk_board *b = board_of(5, 4, stuck_after_9s);
    game *g = game_new();
    CHECK(game_begin_board(g, GAME_RELAXED, GAME_EASY, 1, 3, b) == NULL, "start");
    llk_board_free(b);
    llk_pair p;
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK(same_pair(p, (llk_pair){{0, 0}, {0, 1}}), "the only pair");
    CHECK_INT(game_get_hint_searches(g), 1);
    CHECK_INT(press_next(g, 2, NULL, "one pair"), 0);
    game_move m;
    game_select(g, 0, 0, NULL);
    CHECK_INT(game_select(g, 0, 1, &m), GAME_CLICK_REMOVED);
    CHECK(m.auto_redeal, "re-dealt");
    CHECK_INT(game_hint(g, &p), GAME_HINT_SHOWN);
    CHECK(removable(g, p), "hint on the re-dealt board");
    int n = pair_count(g);
    llk_pair seen[64];
    if (n <= 64) {
        press_next(g, n, seen, "re-dealt");
        CHECK(every_pair_once(g, seen, n), "stale hints after the free re-deal");
    }
    CHECK_INT(game_get_hint_searches(g), 2);
    game_free(g);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_assist", llk_rng_fresh_seed());
    test_generated_levels();
    test_stuck_boards();
    test_redeal();
    test_hints();
    test_hint_never_dead_end(seed);
    test_known_line(seed);
    test_hint_searches(1);
    test_hint_searches(2);
    test_hint_searches(1 + (int)(seed % GAME_LEVELS));
    for (int level = 1; level <= GAME_LEVELS; level++) {
        test_hint_order(seed, level);
    }
    test_hint_after_auto_redeal();
    return check_done("test_game_assist");
}
