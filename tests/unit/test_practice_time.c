/* test_practice_time.c - practice time (issue 47, WCAG 2.2.1): a practice
 * level's countdown made 2 or 4 times as long, or none.
 *  - every level and difficulty, each scale: the clock in full, the
 *    board's first position, the countdown over the whole time (no time
 *    up a second early; time up at the end), none at all with 0 (an hour
 *    played, still playing, the time left untouched, no time bonus);
 *    the game marked assisted (no level best, no stars) unless 1;
 *  - refused (nothing changed): a run, the deal of the day's kind (a run
 *    or practice started by the session as daily), a relaxed game, zen, a
 *    board already moved on, scales other than 0, 1, 2 and 4;
 *  - Restart keeps the scale; a new begin goes back to 1;
 *  - the save: round trips at 0, 2 and 4 (a clock longer than the level's
 *    loads), and hand-altered lines refused (time_scale 1 or 3, on a run);
 *  - the session: a chosen level gets the setting's scale; a run, the deal
 *    of the day and a relaxed game keep theirs. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game_play.h"
#include "llk/game.h"
#include "llk/session.h"

static const int scales[] = {0, 1, 2, 4};

static void test_scales(void)
{
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level += 4) {
            for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
                CHECK_CASE();
                int sc = scales[k];
                game *g = game_new();
                CHECK(game_begin_practice(g, (game_difficulty)d, level, 7) == NULL,
                      "practice begins");
                int base = game_level_get((game_difficulty)d, level)->time_s * 1000;
                CHECK(game_set_time_scale(g, sc), "scale %d taken", sc);
                CHECK_INT(game_get_time_scale(g), sc);
                int full = base * (sc > 0 ? sc : 1);
                CHECK_INT(game_get_time_left_ms(g), full);
                CHECK_INT(game_get_time_total_ms(g), full);
                CHECK(game_get_assisted(g) == (sc != 1),
                      "scale %d: assisted %d", sc, game_get_assisted(g));
                if (sc == 0) {
                    for (int i = 0; i < 3600; i++) {
                        game_tick(g, 1000);
                    }
                    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
                    CHECK_INT(game_get_time_left_ms(g), full);
                    CHECK(game_get_elapsed_ms(g) >= 3600000LL, "the time played counts");
                } else {
                    game_tick(g, full - 1000);
                    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
                    game_tick(g, 1000);
                    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
                    CHECK(game_retry(g) == NULL, "Restart");
                    CHECK_INT(game_get_time_left_ms(g), full);
                    CHECK_INT(game_get_time_scale(g), sc);
                }
                game_free(g);
            }
        }
    }
    /* no time bonus without a countdown */
    game *g = game_new();
    game_begin_practice(g, GAME_EASY, 1, 9);
    game_set_time_scale(g, 0);
    while (one_pair(g)) {
    }
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK_INT(game_get_bonus(g).time_bonus, 0);
    CHECK(game_begin_practice(g, GAME_EASY, 2, 9) == NULL, "a new begin");
    CHECK_INT(game_get_time_scale(g), 1);
    CHECK(!game_get_assisted(g), "a new begin is not assisted");
    game_free(g);
}

static void test_refused(void)
{
    game *g = game_new();
    CHECK(!game_set_time_scale(g, 2), "no board");
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 3); /* a run */
    CHECK(!game_set_time_scale(g, 2), "a run keeps its clock");
    game_begin(g, GAME_RELAXED, GAME_EASY, 3, 3);
    CHECK(!game_set_time_scale(g, 2), "a relaxed game has no countdown");
    game_begin_zen(g, GAME_EASY, 3);
    CHECK(!game_set_time_scale(g, 0), "zen has none either");
    game_begin_practice(g, GAME_NORMAL, 4, 3);
    for (int bad = -1; bad <= 8; bad++) {
        CHECK_CASE();
        bool ok = bad == 0 || bad == 1 || bad == 2 || bad == 4;
        if (!ok) {
            CHECK(!game_set_time_scale(g, bad), "scale %d refused", bad);
        }
    }
    CHECK_INT(game_get_time_scale(g), 1);
    one_pair(g);
    CHECK(!game_set_time_scale(g, 4), "a board moved on keeps its clock");
    CHECK_INT(game_get_time_scale(g), 1);
    game_free(g);
}

/* t with its first line starting with key replaced by line. */
static char *edit(const char *t, const char *key, const char *line)
{
    size_t n = strlen(t) + strlen(line) + 4;
    char *out = malloc(n);
    const char *at = strstr(t, key);
    if (at == NULL) {
        snprintf(out, n, "%s", t);
        return out;
    }
    const char *end = strchr(at, '\n');
    snprintf(out, n, "%.*s%s%s", (int)(at - t), t, line, end ? end : "");
    return out;
}

static void test_save(void)
{
    char err[256];
    for (size_t k = 0; k < sizeof scales / sizeof scales[0]; k++) {
        CHECK_CASE();
        int sc = scales[k];
        game *g = game_new();
        game_begin_practice(g, GAME_HARD, 6, 11);
        game_set_time_scale(g, sc);
        one_pair(g);
        game_tick(g, 2000);
        one_pair(g);
        char *t = save_text(g);
        CHECK(t && (sc == 1) == (strstr(t, "time_scale") == NULL),
              "scale %d: a time_scale line only when not 1", sc);
        game *h = game_load(t, strlen(t), false, err, sizeof err);
        CHECK(h != NULL, "scale %d loads: %s", sc, h ? "" : err);
        if (h) {
            CHECK_INT(game_get_time_scale(h), sc);
            CHECK_INT(game_get_time_left_ms(h), game_get_time_left_ms(g));
            CHECK_INT(game_get_time_total_ms(h), game_get_time_total_ms(g));
            char *t2 = save_text(h);
            CHECK(t2 && strcmp(t, t2) == 0, "saved again: the same text");
            free(t2);
            game_free(h);
        }
        free(t);
        game_free(g);
    }
    /* hand-altered (checksum skipped) */
    game *g = game_new();
    game_begin_practice(g, GAME_EASY, 2, 5);
    game_set_time_scale(g, 2);
    char *t = save_text(g);
    static const struct {
        const char *key, *line, *why;
    } bad[] = {{"time_scale", "time_scale 1", "0, 2 or 4"},
               {"time_scale", "time_scale 3", "0, 2 or 4"},
               {"kind", "kind timed", "only a timed practice level"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_CASE();
        char *x = edit(t, bad[i].key, bad[i].line);
        err[0] = '\0';
        game *h = game_load(x, strlen(x), true, err, sizeof err);
        CHECK(h == NULL && strstr(err, bad[i].why), "'%s' refused: %s",
              bad[i].line, err);
        game_free(h);
        free(x);
    }
    /* a clock over the level's without a scale line: refused */
    char *y = strdup(t);
    char *at = strstr(y, "time_scale 2\n");
    CHECK(at != NULL, "the scale's line");
    if (at) {
        memmove(at, at + 13, strlen(at + 13) + 1);
    }
    err[0] = '\0';
    game *h = game_load(y, strlen(y), true, err, sizeof err);
    CHECK(h == NULL && strstr(err, "range") && strstr(y, "\nclock "),
          "twice the clock without its scale refused: %s", err);
    game_free(h);
    free(y);
    free(t);
    game_free(g);
}

static void test_session(void)
{
    game_session *s = session_new();
    CHECK_INT(session_practice_time(s), 1);
    session_set_practice_time(s, 3);
    CHECK_INT(session_practice_time(s), 1);
    session_set_practice_time(s, 4);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 3, 21), SESSION_STARTED);
    const game *g = session_game(s);
    CHECK_INT(game_get_kind(g), GAME_KIND_PRACTICE);
    CHECK_INT(game_get_time_scale(g), 4);
    CHECK_INT(game_get_time_left_ms(g),
              game_level_get(GAME_EASY, 3)->time_s * 4000);
    session_set_ask_first(s, false);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 1, 22), SESSION_STARTED);
    CHECK_INT(game_get_kind(session_game(s)), GAME_KIND_TIMED);
    CHECK_INT(game_get_time_scale(session_game(s)), 1);
    char warn[128];
    session_daily_open(s, NULL, warn, sizeof warn);
    daily_date day = {2026, 11, 29};
    CHECK_INT(session_daily_start(s, day), SESSION_STARTED);
    CHECK_INT(game_get_time_scale(session_game(s)), 1);
    CHECK_INT(session_start(s, GAME_RELAXED, GAME_EASY, 2, 23), SESSION_STARTED);
    CHECK_INT(game_get_time_scale(session_game(s)), 1);
    session_set_practice_time(s, 0);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_HARD, 5, 24), SESSION_STARTED);
    CHECK_INT(game_get_time_scale(session_game(s)), 0);
    session_free(s);
}

int main(void)
{
    test_scales();
    test_refused();
    test_save();
    test_session();
    return check_done("test_practice_time");
}
