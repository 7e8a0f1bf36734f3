/* test_score_replays.c - a high-score row names its boards' replays
 * (issue 48: Watch from the table and the Daily calendar):
 *  - a timed run of 3 levels (2 cleared, the third ended) enters the
 *    table: its row names the 3 replays the session wrote, in order, in
 *    the file too; a new run names only its own; a deleted replay is no
 *    longer counted (the newest kept is the one before), all deleted:
 *    none;
 *  - the text: a version 3 file (no replays lines) reads as before, rows
 *    naming none; version 4's replays lines read back and write the same;
 *    a replays line not after a run's, twice, with a bad name, more than
 *    13, or in a version 3 file is refused, naming its line; an endless
 *    run's board past 13 drops the oldest; an endless run of two boards
 *    names both;
 *  - the deal of the day's replay is found by the day's game ID (the
 *    newest), and no other day's.
 * No randomness: fixed seeds. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <sys/stat.h>

#include "check.h"
#include "game_play.h"
#include "llk/daily.h"
#include "llk/profile.h"
#include "llk/session.h"

static char tmp[] = "/tmp/llk_score_replays_XXXXXX";

static void drain(game_session *s, profile *p)
{
    char warn[600];
    game_event ev[64];
    int n;
    session_autosave(s, 0, warn, sizeof warn);
    while ((n = session_take_events(s, ev, 64, warn, sizeof warn)) > 0) {
        session_record(s, p, ev, n, warn, sizeof warn);
    }
}

/* A timed run from level 1 of seed: levels cleared, then the next one
 * played a little and the run ended; named name. Its place. */
static int run(game_session *s, profile *p, uint64_t seed, int cleared, const char *name)
{
    char warn[600];
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 1, seed), SESSION_STARTED);
    game *g = session_game(s);
    for (int l = 0; l < cleared; l++) {
        clear_board(g);
        drain(s, p);
        CHECK(game_next_level(g) == NULL, "level %d next", l + 2);
    }
    for (int i = 0; i < 3; i++) {
        one_pair(g);
    }
    drain(s, p);
    CHECK(game_end_run(g), "End run");
    drain(s, p);
    CHECK(session_name_wanted(s), "the run enters the table");
    return session_name_given(s, p, name, 1700000000, warn, sizeof warn);
}

/* An endless run of two boards (one cleared, the next ended) enters the
 * Endless table naming both boards' replays. */
static void test_endless(const char *pdir, const char *rdir)
{
    char warn[600];
    profile p;
    profile_open(&p, pdir, warn, sizeof warn);
    game_session *s = session_new();
    session_replays_in(s, rdir);
    CHECK_INT(session_endless_start(s, GAME_HARD, 41), SESSION_STARTED);
    game *g = session_game(s);
    clear_board(g);
    drain(s, &p);
    CHECK(game_next_level(g) == NULL, "the next board");
    for (int i = 0; i < 3; i++) {
        one_pair(g);
    }
    drain(s, &p);
    CHECK(game_end_run(g), "End run");
    drain(s, &p);
    CHECK(session_name_wanted(s), "the endless run enters its table");
    CHECK_INT(session_name_given(s, &p, "Eve", 1700000000, warn, sizeof warn), 0);
    const score_entry *e = &p.scores.endless[GAME_HARD][0];
    CHECK(strcmp(e->name, "Eve") == 0 && e->replays.n == 2, "%s: %d replays", e->name,
          e->replays.n);
    CHECK_INT(score_replays_kept(&e->replays, rdir, NULL, 0), 2);
    session_free(s);
}

static void test_run(void)
{
    char pdir[128], rdir[128], warn[600], last[1200];
    snprintf(pdir, sizeof pdir, "%s/profile", tmp);
    snprintf(rdir, sizeof rdir, "%s/replays", tmp);
    CHECK(mkdir(pdir, 0700) == 0 || access(pdir, F_OK) == 0, "mkdir");
    profile p;
    profile_open(&p, pdir, warn, sizeof warn);
    game_session *s = session_new();
    session_replays_in(s, rdir);
    CHECK_INT(run(s, &p, 31, 2, "Ada"), 0);
    const score_entry *e = &p.scores.top[GAME_EASY][0];
    CHECK(strcmp(e->name, "Ada") == 0, "%s", e->name);
    CHECK_INT(e->replays.n, 3);
    for (int i = 0; i < e->replays.n; i++) {
        CHECK(scores_replay_name_ok(e->replays.name[i]), "%s", e->replays.name[i]);
        CHECK(i == 0 || strcmp(e->replays.name[i - 1], e->replays.name[i]) < 0,
              "in order: %s %s", e->replays.name[i - 1], e->replays.name[i]);
    }
    CHECK(strstr(e->replays.name[0], "-E01T-") && strstr(e->replays.name[1], "-E02") &&
              strstr(e->replays.name[2], "-E03"),
          "levels 1, 2, 3: %s %s %s", e->replays.name[0], e->replays.name[1],
          e->replays.name[2]);
    CHECK_INT(score_replays_kept(&e->replays, rdir, last, sizeof last), 3);
    CHECK(strstr(last, e->replays.name[2]) != NULL, "the newest: %s", last);
    char paths[SCORES_REPLAYS][SCORES_REPLAY_PATH];
    CHECK_INT(score_replays_paths(&e->replays, rdir, paths, SCORES_REPLAYS), 3);
    for (int i = 0; i < 3; i++) {
        CHECK(strstr(paths[i], e->replays.name[i]) != NULL, "board %d: %s", i + 1, paths[i]);
    }
    /* the file says the same */
    profile q;
    profile_open(&q, pdir, warn, sizeof warn);
    CHECK(memcmp(&q.scores.top[GAME_EASY][0].replays, &e->replays, sizeof e->replays) == 0,
          "read back: %d", q.scores.top[GAME_EASY][0].replays.n);
    /* a new run of one board names only its own */
    int place = run(s, &p, 32, 0, "Bob");
    CHECK(place >= 0, "entered: %d", place);
    e = &p.scores.top[GAME_EASY][0]; /* (Ada's, maybe moved) */
    for (int i = 0; i < p.scores.ntop[GAME_EASY]; i++) {
        const score_entry *x = &p.scores.top[GAME_EASY][i];
        CHECK_INT(x->replays.n, strcmp(x->name, "Bob") == 0 ? 1 : 3);
        if (strcmp(x->name, "Ada") == 0) {
            e = x;
        }
    }
    /* replays deleted: the newest kept is the one before; none, none */
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", rdir, e->replays.name[2]);
    CHECK(remove(path) == 0, "remove %s", path);
    CHECK_INT(score_replays_kept(&e->replays, rdir, last, sizeof last), 2);
    CHECK(strstr(last, e->replays.name[1]) != NULL, "%s", last);
    CHECK_INT(score_replays_paths(&e->replays, rdir, paths, SCORES_REPLAYS), 2);
    CHECK(strstr(paths[0], e->replays.name[0]) && strstr(paths[1], e->replays.name[1]),
          "the two kept, in order: %s %s", paths[0], paths[1]);
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/%s", rdir, e->replays.name[i]);
        CHECK(remove(path) == 0, "remove %s", path);
    }
    CHECK_INT(score_replays_kept(&e->replays, rdir, last, sizeof last), 0);
    CHECK(last[0] == '\0', "no path: %s", last);
    CHECK_INT(score_replays_kept(&e->replays, "", last, sizeof last), 0);
    session_free(s);
    test_endless(pdir, rdir);
}

static void refused(const char *text, const char *what)
{
    scores s;
    char err[256] = "";
    CHECK(scores_parse(&s, text, strlen(text), err, sizeof err) != 0, "%s: read", what);
    CHECK(strncmp(err, "line ", 5) == 0, "%s: %s", what, err);
}

static char *text_of(const scores *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    CHECK(f != NULL && scores_write(f, s) == 0, "write");
    fclose(f);
    return t;
}

static void test_text(void)
{
    scores s;
    char err[256];
    const char *v3 = "lianliankan-scores 3\n"
                     "run easy 500 2 1700000000 Ada\n"
                     "endless hard 4 900 1700000001 Bob\n"
                     "end\n";
    CHECK_INT(scores_parse(&s, v3, strlen(v3), err, sizeof err), 0);
    CHECK(s.ntop[GAME_EASY] == 1 && s.top[GAME_EASY][0].replays.n == 0 &&
              s.nendless[GAME_HARD] == 1 && s.endless[GAME_HARD][0].replays.n == 0,
          "version 3: rows naming no replays");
    char *t = text_of(&s);
    CHECK(strcmp(t, v3) == 0, "written as it was:\n%s", t);
    free(t);
    const char *v4 = "lianliankan-scores 4\n"
                     "run easy 500 2 1700000000 Ada\n"
                     "replays 20261129-193712-E01T-3QJ8H2ZD7.replay "
                     "20261129-193900-E02T-3QJ8H2ZD7-2.replay\n"
                     "run easy 400 1 1700000005 Cy\n"
                     "endless hard 4 900 1700000001 Bob\n"
                     "replays 20261129-200000-H01T-9.replay\n"
                     "end\n";
    CHECK_INT(scores_parse(&s, v4, strlen(v4), err, sizeof err), 0);
    CHECK(s.top[GAME_EASY][0].replays.n == 2 && s.top[GAME_EASY][1].replays.n == 0 &&
              s.endless[GAME_HARD][0].replays.n == 1 &&
              strcmp(s.top[GAME_EASY][0].replays.name[1],
                     "20261129-193900-E02T-3QJ8H2ZD7-2.replay") == 0,
          "version 4 read");
    t = text_of(&s);
    CHECK(strcmp(t, v4) == 0, "written as it was:\n%s", t);
    free(t);
    refused("lianliankan-scores 4\nreplays 1-a.replay\nend\n", "first");
    refused("lianliankan-scores 4\nrun easy 5 1 1 A\nlast A\nreplays 1-a.replay\nend\n",
            "not after a run");
    refused("lianliankan-scores 4\nrun easy 5 1 1 A\nreplays 1-a.replay\nreplays 2.replay\n"
            "end\n",
            "twice");
    refused("lianliankan-scores 4\nrun easy 5 1 1 A\nreplays ../x.replay\nend\n", "a path");
    refused("lianliankan-scores 4\nrun easy 5 1 1 A\nreplays a.txt\nend\n", "not .replay");
    refused("lianliankan-scores 4\nrun easy 5 1 1 A\nreplays\nend\n", "none");
    refused("lianliankan-scores 3\nrun easy 5 1 1 A\nreplays 1.replay\nend\n", "version 3");
    char many[1024] = "lianliankan-scores 4\nrun easy 5 1 1 A\nreplays";
    for (int i = 0; i < SCORES_REPLAYS + 1; i++) {
        size_t n = strlen(many);
        snprintf(many + n, sizeof many - n, " %d.replay", i);
    }
    snprintf(many + strlen(many), sizeof many - strlen(many), "\nend\n");
    refused(many, "more than 13");
    /* the oldest goes past 13; a bad name or a path's folder left out */
    score_replays r = {0};
    for (int i = 0; i < SCORES_REPLAYS + 2; i++) {
        char name[64];
        snprintf(name, sizeof name, "/x/y/%02d.replay", i);
        score_replays_add(&r, name);
    }
    score_replays_add(&r, "bad name.replay");
    CHECK(r.n == SCORES_REPLAYS && strcmp(r.name[0], "02.replay") == 0 &&
              strcmp(r.name[SCORES_REPLAYS - 1], "14.replay") == 0,
          "%d %s", r.n, r.name[0]);
}

static void test_day(void)
{
    char rdir[128], path[1200], dpath[128], warn[600];
    snprintf(rdir, sizeof rdir, "%s/replays", tmp);
    snprintf(dpath, sizeof dpath, "%s/daily.txt", tmp);
    game_session *s = session_new();
    session_replays_in(s, rdir);
    session_daily_open(s, dpath, warn, sizeof warn);
    daily_date day = {2026, 11, 20}, other = {2026, 11, 21};
    CHECK(!session_day_replay(s, day, path, sizeof path), "none yet");
    CHECK_INT(session_daily_start(s, day), SESSION_STARTED);
    clear_board(session_game(s));
    session_autosave(s, 0, warn, sizeof warn);
    CHECK(session_day_replay(s, day, path, sizeof path), "the day's replay");
    CHECK(strcmp(path, session_last_replay(s)) == 0, "%s / %s", path,
          session_last_replay(s));
    char id[GAME_ID_MAX];
    session_daily_id(day, id, sizeof id);
    CHECK(strstr(path, id) != NULL, "%s of %s", path, id);
    CHECK(!session_day_replay(s, other, path, sizeof path), "not another day's");
    session_free(s);
}

int main(void)
{
    CHECK(mkdtemp(tmp) != NULL, "mkdtemp");
    test_text();
    test_run();
    test_day();
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmp);
    CHECK(system(cmd) == 0, "rm");
    return check_done("test_score_replays");
}
