/* test_game_history.c - undo and redo: random play with random undo, redo,
 * hints, re-deals and restarts in every shift mode, against a model that
 * keeps its own copy of every position (board, score, counters) and an
 * index. After every action the game must show the model's position; undo
 * to the start gives the deal, redo to the end the last position. Timed
 * games refuse undo; a level's history never reaches the previous level.
 * Prints its seed; LLK_SEED=N replays it. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/rng.h"

/* What the player sees of a position. */
typedef struct snap {
    uint16_t kinds[32 * 32];
    int n, score, level_score, hints, redeals, tiles, combo;
} snap;

typedef struct model {
    snap *s;
    int n, at, cap;
} model;

static void take(const game *g, snap *s)
{
    const llk_board *b = game_get_board(g);
    s->n = b->rows * b->cols;
    memcpy(s->kinds, b->kind, sizeof s->kinds[0] * (size_t)s->n);
    s->score = game_get_score(g);
    s->level_score = game_get_level_score(g);
    s->hints = game_get_hints_left(g);
    s->redeals = game_get_redeals_left(g);
    s->tiles = game_get_tiles_left(g);
    s->combo = game_get_combo(g);
}

static bool same(const snap *x, const snap *y)
{
    return x->n == y->n && memcmp(x->kinds, y->kinds, sizeof x->kinds[0] * (size_t)x->n) == 0
           && x->score == y->score && x->level_score == y->level_score
           && x->hints == y->hints && x->redeals == y->redeals
           && x->tiles == y->tiles && x->combo == y->combo;
}

/* The game changed: a new position after the model's current one. */
static void record(model *m, const game *g)
{
    m->n = m->at + 1;
    if (m->n == m->cap) {
        m->cap *= 2;
        m->s = realloc(m->s, sizeof *m->s * (size_t)m->cap);
    }
    take(g, &m->s[m->n]);
    m->at = m->n++;
}

static bool matches(const game *g, const model *m)
{
    snap now;
    take(g, &now);
    return same(&now, &m->s[m->at]) && game_undo_count(g) == m->at
           && game_redo_count(g) == m->n - 1 - m->at;
}

/* A removable pair chosen at random; false when none. */
static bool random_pair(const game *g, llk_rng *rng, llk_pair *p)
{
    const llk_board *b = game_get_board(g);
    size_t n = llk_pairs(b, NULL, 0);
    if (n == 0) {
        return false;
    }
    llk_pair *all = malloc(sizeof *all * n);
    llk_pairs(b, all, n);
    *p = all[llk_rng_below(rng, n)];
    free(all);
    return true;
}

/* One random action; returns false when the level ended. */
static bool act(game *g, model *m, llk_rng *rng, int level, long *undos)
{
    CHECK_CASE(); /* a case: one random action and the model compared */
    int what = (int)llk_rng_below(rng, 100);
    llk_pair p;
    if (what < 45 && random_pair(g, rng, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_click c = game_select(g, p.b.r, p.b.c, NULL);
        CHECK(c == GAME_CLICK_REMOVED, "level %d: removal", level);
        record(m, g);
    } else if (what < 70) {
        game_undo_result r = game_undo(g);
        CHECK_INT(r, m->at > 0 ? GAME_UNDO_DONE : GAME_UNDO_NOTHING);
        m->at -= m->at > 0;
        *undos += r == GAME_UNDO_DONE;
    } else if (what < 88) {
        game_undo_result r = game_redo(g);
        CHECK_INT(r, m->at < m->n - 1 ? GAME_UNDO_DONE : GAME_UNDO_NOTHING);
        m->at += m->at < m->n - 1;
    } else if (what < 93) {
        /* Relaxed hints are free: no change, nothing recorded. */
        game_hint_result h = game_hint(g, NULL);
        CHECK(h == GAME_HINT_SHOWN || h == GAME_HINT_NEXT || h == GAME_HINT_AGAIN, "level %d: hint %d",
              level, (int)h);
    } else if (what < 98) {
        snap before = m->s[m->at];
        if (game_redeal(g) == GAME_REDEAL_DONE) {
            record(m, g);
            /* Undo gives back exactly the board before the re-deal. */
            CHECK(game_undo(g) == GAME_UNDO_DONE, "undo a re-deal");
            m->at--;
            snap now;
            take(g, &now);
            CHECK(same(&now, &before), "level %d: board before the re-deal",
                  level);
            CHECK(game_redo(g) == GAME_UNDO_DONE, "redo a re-deal");
            m->at++;
        }
    } else {
        CHECK(game_retry(g) == NULL, "restart");
        record(m, g);
        CHECK(same(&m->s[m->at], &m->s[0]), "restart gives the deal back");
    }
    CHECK(matches(g, m), "level %d: the model's position %d of %d", level,
          m->at, m->n);
    return game_get_screen(g) == GAME_SCREEN_PLAYING;
}

static void play_level(int level, uint64_t seed, llk_rng *rng, int steps,
                       long *undos)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, level, seed) == NULL,
          "start level %d", level);
    model m = {malloc(sizeof(snap) * 64), 1, 0, 64};
    take(g, &m.s[0]);
    CHECK_INT(game_get_hints_left(g), -1);
    CHECK_INT(game_get_redeals_left(g), -1);
    CHECK(matches(g, &m), "fresh level");
    int i = 0;
    while (i++ < steps && act(g, &m, rng, level, undos)) {
    }
    if (game_get_screen(g) == GAME_SCREEN_PLAYING) {
        /* Undo to the start: the deal, score 0, nothing spent. */
        int back = 0;
        while (game_undo(g) == GAME_UNDO_DONE) {
            back++;
        }
        CHECK_INT(back, m.at);
        m.at = 0;
        CHECK(matches(g, &m), "level %d: undone to the deal", level);
        CHECK_INT(game_get_score(g), 0);
        /* Redo to the end: the last position. */
        int fwd = 0;
        while (game_redo(g) == GAME_UNDO_DONE) {
            fwd++;
        }
        CHECK_INT(fwd, m.n - 1);
        m.at = m.n - 1;
        CHECK(matches(g, &m), "level %d: redone to the end", level);
        /* A new move after an undo drops the redo positions. */
        llk_pair p;
        if (m.n > 1 && game_undo(g) == GAME_UNDO_DONE && random_pair(g, rng, &p)) {
            game_select(g, p.a.r, p.a.c, NULL);
            game_select(g, p.b.r, p.b.c, NULL);
            CHECK_INT(game_redo_count(g), 0);
        }
    }
    free(m.s);
    game_free(g);
}

/* Timed games refuse undo and say why; nothing changes. */
static void test_timed(void)
{
    game *g = game_new();
    CHECK(game_start(g, GAME_NORMAL, 2, 5) == NULL, "timed start");
    llk_pair p;
    CHECK(game_line_next(g, &p), "a proven line");
    game_select(g, p.a.r, p.a.c, NULL);
    CHECK_INT(game_select(g, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
    int tiles = game_get_tiles_left(g);
    CHECK_INT(game_undo(g), GAME_UNDO_TIMED);
    CHECK_INT(game_redo(g), GAME_UNDO_TIMED);
    CHECK_INT(game_get_tiles_left(g), tiles);
    CHECK_INT(game_undo_count(g), 0);
    CHECK_INT(game_redo_count(g), 0);
    game_pause(g);
    CHECK_INT(game_undo(g), GAME_UNDO_NOT_PLAYING);
    game_free(g);
}

/* Clearing a relaxed level along its proven line, then the next level:
 * its history starts at its own deal. */
static void test_levels_apart(void)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, 9) == NULL, "start");
    llk_pair p;
    int moves = 0;
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        CHECK_INT(game_select(g, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
        moves++;
    }
    CHECK_INT(moves, 48);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK_INT(game_undo(g), GAME_UNDO_NOT_PLAYING);
    CHECK_INT(game_get_bonus(g).total, 0); /* relaxed: no time, no bonus */
    int score = game_get_score(g);
    CHECK(game_next_level(g) == NULL, "next level");
    CHECK_INT(game_get_mode(g), GAME_RELAXED);
    CHECK_INT(game_get_level(g), 2);
    CHECK_INT(game_undo_count(g), 0);
    CHECK_INT(game_undo(g), GAME_UNDO_NOTHING);
    CHECK_INT(game_get_score(g), score);
    /* The relaxed clock counts up and never runs out. */
    CHECK_INT(game_tick(g, 100000000), GAME_SCREEN_PLAYING); /* no time up */
    CHECK_INT(game_get_elapsed_ms(g), 100000000);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    game_free(g);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_history", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    int steps = check_sanitized() ? 150 : 400;
    long undos = 0;
    for (int level = 1; level <= GAME_LEVELS; level++) {
        play_level(level, llk_rng_next(&rng), &rng, steps, &undos);
    }
    printf("test_game_history: %ld undos over %d levels\n", undos, GAME_LEVELS);
    CHECK(undos > 100, "the random play undid often enough: %ld", undos);
    test_timed();
    test_levels_apart();
    return check_done("test_game_history");
}
