/* test_ghost.c - race your best (issue 48, llk/ghost.h, session_ghost):
 *  - a practice board played to its clear (random pauses between its
 *    moves) leaves no ghost of its own; the same deal dealt again races
 *    it: the ghost's tiles at every time are the first play's (before and
 *    at each move), its end the first's clear;
 *  - of several replays of the deal the best is raced: a slower clear, a
 *    board left with tiles on it, a broken file named as the deal, another
 *    deal's replay under the deal's name and the deal's replay under
 *    another ID's name do not win;
 *  - another clock (practice time x2) races nothing; a new deal of the
 *    same game (another level) is looked for again;
 *  - the deal of the day played again (practice) races its scored
 *    attempt, under the day's rule.
 * The random seed is printed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/stat.h>

#include "check.h"
#include "llk/ghost.h"
#include "llk/rules.h"
#include "llk/rng.h"
#include "llk/session.h"

#define MAX_MOVES 200

/* One play: the board's time and tiles after each move. */
typedef struct play {
    long long t[MAX_MOVES];
    int tiles[MAX_MOVES];
    int n;
    int dealt;
} play;

static unsigned clock_ms;

static void start(game_session *s, int level)
{
    CHECK(session_start(s, GAME_TIMED, GAME_EASY, level, 4242) == SESSION_STARTED, "start");
}

/* Play the board on show by its line, a pause of lo..hi ms before each
 * move, moves of them at most (-1: to its end); its replay is written. */
static void play_board(game_session *s, llk_rng *rng, int lo, int hi, int moves, play *out)
{
    game *g = session_game(s);
    char warn[600];
    out->n = 0;
    out->dealt = game_get_tiles_left(g);
    llk_pair p;
    while (out->n != moves && out->n < MAX_MOVES && game_get_tiles_left(g) > 0 &&
           game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        game_tick(g, lo + (int)llk_rng_below(rng, (uint32_t)(hi - lo + 1)));
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
        out->t[out->n] = game_get_elapsed_ms(g);
        out->tiles[out->n++] = game_get_tiles_left(g);
    }
    session_autosave(s, clock_ms += 10, warn, sizeof warn);
}

static void same_as(const game_ghost *gh, const play *p);

static void drain(game_session *s)
{
    game_event ev[16];
    char warn[600];
    while (session_take_events(s, ev, 16, warn, sizeof warn) > 0) {
    }
}

/* The deal of the day played again (practice) races its scored attempt,
 * under the day's rule. */
static void test_daily(game_session *s, llk_rng *rng)
{
    char warn[600];
    daily_date day = {2026, 5, 6};
    session_daily_open(s, NULL, warn, sizeof warn);
    CHECK_INT(session_daily_start(s, day), SESSION_STARTED);
    drain(s);
    CHECK(session_ghost(s) == NULL, "the day's first attempt: no ghost");
    CHECK(game_get_rule(session_game(s)) != GAME_RULE_NONE, "the day has a rule");
    play first;
    play_board(s, rng, 100, 900, -1, &first);
    drain(s);
    CHECK(session_daily_done(s, day), "the scored attempt ended");
    CHECK_INT(session_daily_start(s, day), SESSION_STARTED);
    drain(s);
    CHECK(!session_daily_live(s), "again: practice");
    same_as(session_ghost(s), &first);
}

static void same_as(const game_ghost *gh, const play *p)
{
    CHECK(gh != NULL, "a ghost");
    if (gh == NULL) {
        return;
    }
    CHECK_INT(ghost_tiles_dealt(gh), p->dealt);
    CHECK_INT(ghost_tiles_at(gh, 0), p->dealt);
    for (int i = 0; i < p->n; i++) {
        int before = i > 0 ? p->tiles[i - 1] : p->dealt;
        if (i == 0 || p->t[i] > p->t[i - 1]) {
            CHECK(ghost_tiles_at(gh, p->t[i] - 1) == before, "move %d before", i);
        }
        CHECK(ghost_tiles_at(gh, p->t[i]) == p->tiles[i], "move %d at %lld: %d, want %d", i,
              p->t[i], ghost_tiles_at(gh, p->t[i]), p->tiles[i]);
    }
    CHECK_INT(ghost_tiles_at(gh, p->t[p->n - 1] + 100000), p->tiles[p->n - 1]);
}

static void write_file(const char *dir, const char *name, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "%s", path);
    if (f != NULL) {
        fputs(text, f);
        fclose(f);
    }
}

static char *read_text(const char *path)
{
    static char text[1 << 16];
    FILE *f = fopen(path, "r");
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f != NULL) {
        fclose(f);
    }
    text[n] = '\0';
    return text;
}

int main(void)
{
    llk_rng rng;
    llk_rng_seed(&rng, check_seed("test_ghost", 20261129));
    char tmp[] = "/tmp/llk_ghost_XXXXXX";
    if (mkdtemp(tmp) == NULL) {
        CHECK(false, "mkdtemp");
        return check_done("test_ghost");
    }
    char dir[64], id[GAME_ID_MAX];
    snprintf(dir, sizeof dir, "%s/replays", tmp);
    game_session *s = session_new();
    session_replays_in(s, dir);
    session_set_ask_first(s, false);
    session_set_practice(s, true);

    /* the first play: nothing to race, and its own replay does not count */
    start(s, 2);
    CHECK(session_ghost(s) == NULL, "no replay: no ghost");
    play first;
    play_board(s, &rng, 200, 1500, -1, &first);
    CHECK_INT(game_get_tiles_left(session_game(s)), 0);
    CHECK(session_ghost(s) == NULL, "the board's own replay is no ghost of it");
    game_get_id(session_game(s), id, sizeof id);
    char first_text[1 << 16];
    snprintf(first_text, sizeof first_text, "%s", read_text(session_last_replay(s)));

    /* again: it races the first */
    start(s, 2);
    const game_ghost *gh = session_ghost(s);
    same_as(gh, &first);
    CHECK(gh != NULL && ghost_cleared(gh), "cleared");
    CHECK(gh != NULL && ghost_end_ms(gh) == first.t[first.n - 1], "the end's time");
    CHECK(gh != NULL && ghost_end_tiles(gh) == 0, "no tiles left");
    CHECK(session_ghost(s) == gh, "looked for once a deal");

    /* a slower clear, a board left half done */
    play slow;
    play_board(s, &rng, 2000, 3000, -1, &slow);
    start(s, 2);
    same_as(session_ghost(s), &first);
    play half;
    play_board(s, &rng, 10, 20, 3, &half);
    start(s, 2); /* over it: the half board is left */
    char warn[600];
    session_autosave(s, clock_ms += 10, warn, sizeof warn);
    CHECK(strstr(read_text(session_last_replay(s)), " end left ") != NULL, "left");
    start(s, 2);
    same_as(session_ghost(s), &first);

    /* what is not the deal's: a broken file claiming a faster clear,
     * another deal's replay under its name, its replay under another name */
    char name[128], line[128];
    snprintf(name, sizeof name, "20990101-000000-%s.replay", id);
    snprintf(line, sizeof line, "lianliankan-replay 1\n%s\nkind practice\n5 end cleared score 9 tiles 0\n", id);
    write_file(dir, name, line);
    start(s, 3);
    play other;
    play_board(s, &rng, 10, 20, -1, &other);
    snprintf(name, sizeof name, "20990101-000001-%s-2.replay", id);
    write_file(dir, name, read_text(session_last_replay(s)));
    CHECK(session_ghost(s) == NULL, "level 3 was not played before");
    char other_id[GAME_ID_MAX];
    game_get_id(session_game(s), other_id, sizeof other_id);
    snprintf(name, sizeof name, "20990101-000002-%s-3.replay", other_id);
    const char *end = strstr(first_text, "\n");
    char faked[1 << 16];
    snprintf(faked, sizeof faked, "lianliankan-replay 1\n%s%s", other_id, end != NULL ? end : "");
    write_file(dir, name, faked); /* refused: the deal is not level 3's */
    start(s, 2);
    same_as(session_ghost(s), &first);
    start(s, 3);
    gh = session_ghost(s);
    CHECK(gh != NULL && ghost_end_ms(gh) == other.t[other.n - 1], "level 3's own");

    /* another clock */
    session_set_practice_time(s, 2);
    start(s, 2);
    CHECK(session_ghost(s) == NULL, "practice time x2 races no x1 replay");
    session_set_practice_time(s, 1);
    start(s, 2);
    same_as(session_ghost(s), &first);

    test_daily(s, &rng);

    session_free(s);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmp);
    CHECK(system(cmd) == 0, "rm");
    return check_done("test_ghost");
}
