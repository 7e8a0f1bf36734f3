/* test_game_stars.c - stars for a cleared level: the rule (one for the
 * clear, one with a third of the countdown left, one with no hint used),
 * what a game reports (game_get_stars, the WON event: timed games only,
 * none when assisted or relaxed), the best kept per level in scores.txt
 * (version 2; version 1 files read as no stars) and never lowered. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/profile.h"
#include "llk/rng.h"

static void test_rule(void)
{
    CHECK_INT(game_level_stars(300, 300000, 0), 3);
    CHECK_INT(game_level_stars(300, 100000, 0), 3); /* exactly a third left */
    CHECK_INT(game_level_stars(300, 99999, 0), 2);
    CHECK_INT(game_level_stars(300, 300000, 1), 2);
    CHECK_INT(game_level_stars(300, 0, 0), 2);
    CHECK_INT(game_level_stars(300, 0, 5), 1);
    CHECK_INT(game_level_stars(0, 0, 0), 2); /* no countdown: no time star */
    /* Always 1..3, over every countdown, time left and hints. */
    int out = 0;
    for (int t = 0; t <= 600; t += 37) {
        for (int left = -1000; left <= t * 1000; left += 9973) {
            for (int h = -1; h <= 6; h++) {
                int s = game_level_stars(t, left, h);
                out += s < 1 || s > GAME_STARS_MAX;
            }
        }
    }
    CHECK_INT(out, 0);
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

/* The stars of the WON event among the waiting ones; -1 when none. */
static int won_stars(game *g)
{
    int stars = -1;
    game_event e;
    while (game_take_event(g, &e)) {
        if (e.type == GAME_EVENT_WON) {
            stars = e.stars;
        }
    }
    return stars;
}

/* Practice at (d, level): wait tick_ms, use hints, then clear. */
static int play(game_difficulty d, int level, uint64_t seed, int tick_ms, int hints,
                bool assisted, game_mode mode)
{
    game *g = game_new();
    const char *err = mode == GAME_TIMED ? game_begin_practice(g, d, level, seed)
                                         : game_begin(g, GAME_RELAXED, d, level, seed);
    CHECK(err == NULL, "begin: %s", err ? err : "");
    CHECK_INT(game_get_stars(g), 0); /* nothing cleared yet */
    while (tick_ms > 0) {
        game_tick(g, tick_ms > 1000 ? 1000 : tick_ms);
        tick_ms -= 1000;
    }
    for (int i = 0; i < hints; i++) {
        CHECK_INT(game_hint(g, NULL), GAME_HINT_SHOWN);
        llk_pair p;
        if (game_line_next(g, &p)) { /* act, so the next H is a new hint */
            game_select(g, p.a.r, p.a.c, NULL);
            game_select(g, p.b.r, p.b.c, NULL);
        }
    }
    if (assisted) {
        game_mark_assisted(g);
    }
    clear_board(g);
    int got = game_get_stars(g);
    int ev = won_stars(g);
    CHECK(game_get_tiles_left(g) == 0, "cleared");
    CHECK_INT(ev, got);
    /* the stars missed say why: one bit per star not earned */
    unsigned missed = game_get_stars_missed(g);
    int bits = (missed & GAME_STAR_TIME ? 1 : 0) + (missed & GAME_STAR_HINT ? 1 : 0);
    CHECK_INT(got > 0 ? bits : 0, got > 0 ? GAME_STARS_MAX - got : 0);
    CHECK(got == 0 || !(missed & GAME_STAR_HINT) == (hints == 0),
          "the hint's star missed exactly when a hint was used (%u, %d hints)", missed, hints);
    game_free(g);
    return got;
}

static void test_games(uint64_t seed)
{
    const game_level_params *p = game_level_get(GAME_EASY, 1);
    CHECK_INT(play(GAME_EASY, 1, seed, 0, 0, false, GAME_TIMED), 3);
    CHECK_INT(play(GAME_EASY, 1, seed, 0, 1, false, GAME_TIMED), 2);
    /* More than two thirds of the countdown gone. */
    CHECK_INT(play(GAME_EASY, 1, seed, p->time_s * 1000 * 2 / 3 + 2000, 0, false, GAME_TIMED),
              2);
    CHECK_INT(play(GAME_EASY, 1, seed, p->time_s * 1000 * 2 / 3 + 2000, 2, false, GAME_TIMED),
              1);
    CHECK_INT(play(GAME_EASY, 1, seed, 0, 0, true, GAME_TIMED), 0);   /* assisted */
    CHECK_INT(play(GAME_EASY, 1, seed, 0, 0, false, GAME_RELAXED), 0); /* relaxed */
    CHECK_INT(play(GAME_HARD, 4, seed, 0, 0, false, GAME_TIMED), 3);  /* a shaped level */
}

static void test_kept(void)
{
    scores s;
    scores_init(&s);
    scores_level_won(&s, GAME_NORMAL, 3, true, 500);
    scores_level_stars(&s, GAME_NORMAL, 3, 2);
    scores_level_stars(&s, GAME_NORMAL, 3, 1); /* fewer: the best stays */
    CHECK_INT(s.level[GAME_NORMAL][2].stars, 2);
    scores_level_stars(&s, GAME_NORMAL, 3, 3);
    CHECK_INT(s.level[GAME_NORMAL][2].stars, 3);
    scores_level_stars(&s, GAME_NORMAL, 4, 3); /* not cleared: nothing */
    scores_level_stars(&s, GAME_NORMAL, 3, 4); /* out of range: nothing */
    scores_level_stars(&s, GAME_NORMAL, 14, 3);
    CHECK_INT(s.level[GAME_NORMAL][3].stars, 0);
    CHECK_INT(s.level[GAME_NORMAL][2].stars, 3);
    /* Written as version 2 and read back. */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CHECK_INT(scores_write(f, &s), 0);
    fclose(f);
    CHECK(strstr(text, "lianliankan-scores 2\n") && strstr(text, "level normal 3 500 3\n"),
          "version 2 with stars: %s", text);
    scores back;
    char err[256] = "";
    CHECK(scores_parse(&back, text, len, err, sizeof err) == 0 &&
              back.level[GAME_NORMAL][2].stars == 3 && back.level[GAME_NORMAL][2].best == 500,
          "read back: %s", err);
    free(text);
    /* A file from before stars: every level none. */
    static const char old[] = "lianliankan-scores 1\nlevel hard 5 900\nend\n";
    CHECK(scores_parse(&back, old, strlen(old), err, sizeof err) == 0 &&
              back.level[GAME_HARD][4].cleared && back.level[GAME_HARD][4].best == 900 &&
              back.level[GAME_HARD][4].stars == 0,
          "version 1 read: %s", err);
    /* The events of a game reach the scores: counted ones only. */
    game_event won = {.type = GAME_EVENT_WON, .kind = GAME_KIND_PRACTICE, .diff = GAME_EASY,
                      .level = 2, .score = 800, .stars = 2};
    profile p;
    memset(&p, 0, sizeof p);
    scores_init(&p.scores);
    profile_record(&p, &won, 1, NULL, err, sizeof err);
    CHECK_INT(p.scores.level[GAME_EASY][1].stars, 2);
    won.assisted = true;
    won.stars = 3;
    profile_record(&p, &won, 1, NULL, err, sizeof err);
    CHECK_INT(p.scores.level[GAME_EASY][1].stars, 2);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_stars", llk_rng_fresh_seed() % 1000000007);
    test_rule();
    test_games(seed);
    test_kept();
    return check_done("test_game_stars");
}
