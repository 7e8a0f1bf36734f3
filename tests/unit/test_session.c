/* test_session.c - the session's rules (include/llk/session.h), with no
 * window: a start over a kept game of its kind asks first (timed, relaxed,
 * assisted; not with nothing kept, another kind kept or the setting off),
 * the answer; a game of each kind kept apart (a run between levels waits
 * while the daily and practice are played to their end); Continue opens a
 * timed game paused; the deal of the day's attempt counts once, its streak
 * across days and restarts; custom layouts good and bad; the end of a run
 * to its name to the score file; each kind's save, its cadence, resume,
 * and a save from before the kinds were kept apart.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "game_play.h"
#include "llk/session.h"

static char tmp[] = "/tmp/llk_session_XXXXXX";

static void path_of(char *out, size_t len, const char *name)
{
    snprintf(out, len, "%s/%s", tmp, name);
}

static bool mkdir_ok(const char *dir)
{
    return mkdir(dir, 0700) == 0;
}

static void put(const char *name, const char *text)
{
    char p[256];
    path_of(p, sizeof p, name);
    FILE *f = fopen(p, "w");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static bool exists(const char *name)
{
    char p[256];
    path_of(p, sizeof p, name);
    return access(p, F_OK) == 0;
}

static void remove_dir(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    while (d && (e = readdir(d)) != NULL) {
        char p[512];
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) {
            continue;
        }
        snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
        if (unlink(p) != 0) {
            remove_dir(p);
        }
    }
    if (d) {
        closedir(d);
    }
    rmdir(dir);
}

/* Drop every waiting event (none recorded). */
static void drain(game_session *s)
{
    game_event ev[64];
    char warn[256];
    while (session_take_events(s, ev, 64, warn, sizeof warn) > 0) {
    }
}

/* A game of each kind kept, then another start: asked first, unless
 * nothing is kept or the setting is off. */
static void test_ask_first(void)
{
    static const struct {
        const char *what;
        game_mode m;   /* the game kept */
        int level;
        bool practice, assisted, kept, ask;
        game_mode m2;  /* the start over it */
        int level2;
        session_result want;
    } cases[] = {
        {"run kept, a run", GAME_TIMED, 1, false, false, true, true,
         GAME_TIMED, 1, SESSION_ASK},
        {"practice kept, practice", GAME_TIMED, 3, false, false, true, true,
         GAME_TIMED, 4, SESSION_ASK},
        {"relaxed kept, relaxed", GAME_RELAXED, 2, false, false, true, true,
         GAME_RELAXED, 4, SESSION_ASK},
        {"relaxed kept, practice", GAME_RELAXED, 2, false, false, true, true,
         GAME_TIMED, 4, SESSION_ASK},
        {"assisted run kept, a run", GAME_TIMED, 1, false, true, true, true,
         GAME_TIMED, 1, SESSION_ASK},
        {"run kept, relaxed", GAME_TIMED, 1, false, false, true, true,
         GAME_RELAXED, 4, SESSION_STARTED},
        {"relaxed kept, a run", GAME_RELAXED, 2, false, false, true, true,
         GAME_TIMED, 1, SESSION_STARTED},
        {"practice of level 1 kept, a run", GAME_TIMED, 1, true, false, true,
         true, GAME_TIMED, 1, SESSION_STARTED},
        {"nothing kept", GAME_TIMED, 1, false, false, false, true,
         GAME_TIMED, 1, SESSION_STARTED},
        {"setting off", GAME_TIMED, 1, false, false, true, false,
         GAME_TIMED, 1, SESSION_STARTED},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        game_session *s = session_new();
        session_set_ask_first(s, cases[i].ask);
        session_kind kept = SESSION_RUN;
        int score = 0;
        if (cases[i].kept) {
            session_set_practice(s, cases[i].practice);
            CHECK_INT(session_start(s, cases[i].m, GAME_EASY, cases[i].level, 7),
                      SESSION_STARTED);
            kept = session_current(s);
            one_pair(session_game(s));
            score = game_get_score(session_game(s));
            if (cases[i].assisted) {
                game_mark_assisted(session_game(s));
            }
            game_to_menu(session_game(s));
        }
        CHECK(session_can_continue(s, kept) == cases[i].kept,
              "%s: Continue %d", cases[i].what,
              session_can_continue(s, kept));
        session_result r = session_start(s, cases[i].m2, GAME_NORMAL,
                                         cases[i].level2, 99);
        CHECK(r == cases[i].want, "%s: result %d", cases[i].what, (int)r);
        if (r == SESSION_ASK) {
            CHECK(session_asking_over(s) == session_kept(s, kept),
                  "%s: asked about the game kept", cases[i].what);
            /* no: the kept game stays as it was */
            CHECK_INT(session_answer(s, false), SESSION_FAILED);
            CHECK(session_error(s) == NULL, "%s: no is no error", cases[i].what);
            CHECK_INT(game_get_mode(session_kept(s, kept)), cases[i].m);
            CHECK_INT(game_get_level(session_kept(s, kept)), cases[i].level);
            CHECK_INT(session_answer(s, true), SESSION_FAILED); /* gone */
            /* asked again, yes: the new game */
            CHECK_INT(session_start(s, cases[i].m2, GAME_NORMAL,
                                    cases[i].level2, 99),
                      SESSION_ASK);
            CHECK_INT(session_answer(s, true), SESSION_STARTED);
        } else if (cases[i].kept && cases[i].ask) {
            /* another kind: the kept game goes on waiting */
            CHECK(session_current(s) != kept && session_can_continue(s, kept),
                  "%s: the game kept stays", cases[i].what);
            CHECK_INT(game_get_score(session_kept(s, kept)), score);
        }
        CHECK_INT(game_get_mode(session_game(s)), cases[i].m2);
        CHECK_INT(game_get_level(session_game(s)), cases[i].level2);
        CHECK_INT(session_next_level(s), cases[i].level2);
        CHECK_INT(session_next_difficulty(s), GAME_NORMAL);
        session_free(s);
    }
    /* a bad start says why */
    game_session *s = session_new();
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 14, 1), SESSION_FAILED);
    CHECK(session_error(s) != NULL, "level 14 refused");
    /* level 1 is a run, unless practice was asked for */
    session_set_ask_first(s, false);
    session_start(s, GAME_TIMED, GAME_EASY, 1, 1);
    CHECK(game_in_run(session_game(s)), "New game: a run");
    session_set_practice(s, true);
    session_start(s, GAME_TIMED, GAME_EASY, 1, 1);
    CHECK(!game_in_run(session_game(s)) &&
              game_get_kind(session_game(s)) == GAME_KIND_PRACTICE,
          "Choose level 1: practice");
    session_start(s, GAME_TIMED, GAME_EASY, 1, 1);
    CHECK(game_in_run(session_game(s)), "practice is asked for each time");
    /* seeds: --seed first, then replayable */
    session_set_seed(s, true, 1000, true);
    CHECK_INT(session_seed(s, true), 1000);
    CHECK_INT(session_seed(s, false), 1001);
    CHECK_INT(session_seed(s, false), 1002);
    session_free(s);
}

/* A board dealt by the thread: "deal later", then polled until it is. */
static void test_deal_later(void)
{
    game_session *s = session_new();
    game_set_thinking(session_game(s), true);
    session_set_deal_wait(s, 0);
    session_result r = session_start(s, GAME_TIMED, GAME_HARD, 13, 5);
    CHECK(r == SESSION_DEAL_LATER || r == SESSION_STARTED, "result %d", (int)r);
    for (int i = 0; i < 600 && r == SESSION_DEAL_LATER; i++) {
        r = session_deal_poll(s, 50);
    }
    CHECK_INT(r, SESSION_STARTED);
    CHECK_INT(game_get_level(session_game(s)), 13);
    /* cancelled: nothing waits */
    r = session_start(s, GAME_TIMED, GAME_HARD, 12, 6);
    if (r == SESSION_ASK) {
        session_cancel(s);
        CHECK_INT(session_deal_poll(s, 0), SESSION_FAILED);
    }
    session_free(s);
}

/* Continue: a timed game opens paused, a relaxed one playing. */
static void test_continue(void)
{
    game_session *s = session_new();
    CHECK_INT(session_continue(s, SESSION_RUN), GAME_SCREEN_MENU);
    session_start(s, GAME_TIMED, GAME_EASY, 1, 3);
    game_to_menu(session_game(s));
    session_set_next(s, GAME_RELAXED, GAME_HARD, 9);
    CHECK(session_can_continue(s, SESSION_RUN), "a run on the menu can continue");
    CHECK_INT(session_continue(s, SESSION_RUN), GAME_SCREEN_PAUSED);
    CHECK_INT(session_next_mode(s), GAME_TIMED);
    CHECK_INT(session_next_difficulty(s), GAME_EASY);
    CHECK_INT(session_next_level(s), 1);
    session_set_ask_first(s, false);
    session_start(s, GAME_RELAXED, GAME_EASY, 2, 3);
    CHECK(session_warns(s), "a relaxed game: the warning before a losing move");
    game_to_menu(session_game(s));
    CHECK_INT(session_continue(s, SESSION_PRACTICE), GAME_SCREEN_PLAYING);
    CHECK_INT(session_continue(s, SESSION_RUN), GAME_SCREEN_PAUSED);
    CHECK_INT(session_current(s), SESSION_RUN);
    session_free(s);
}

/* The save: after a change at once, the clock alone every
 * SESSION_SAVE_EVERY_MS; loaded again in a new session; removed when
 * nothing is left to resume; each kind in its own file. */
static void test_save(void)
{
    char err[512], warn[512];
    game_session *s = session_new();
    session_save_in(s, tmp);
    CHECK(!session_autosave(s, 0, warn, sizeof warn), "no game: no save");
    session_start(s, GAME_TIMED, GAME_EASY, 1, 11);
    CHECK(session_autosave(s, 10, warn, sizeof warn) && exists("game.save"),
          "a new run: saved");
    CHECK(!session_autosave(s, 20, warn, sizeof warn), "no change: not again");
    game_tick(session_game(s), 1000);
    CHECK(!session_autosave(s, 1010, warn, sizeof warn),
          "the clock alone, 1 s: not yet");
    CHECK(session_autosave(s, 10 + SESSION_SAVE_EVERY_MS, warn, sizeof warn),
          "the clock alone, 5 s: saved");
    CHECK(!session_autosave(s, 20000, warn, sizeof warn),
          "the clock still: nothing to save");
    one_pair(session_game(s));
    CHECK(session_autosave(s, 20001, warn, sizeof warn), "a move: saved at once");
    int score = game_get_score(session_game(s));
    game_to_menu(session_game(s));
    session_start(s, GAME_RELAXED, GAME_HARD, 5, 12);
    CHECK(session_autosave(s, 20002, warn, sizeof warn) &&
              exists("practice.save") && !exists("daily.save"),
          "relaxed: its own file");
    session_save_now(s, 20003, warn, sizeof warn);
    session_free(s);

    s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_load(s, 0, err, sizeof err), 1);
    CHECK(session_can_continue(s, SESSION_RUN) &&
              session_can_continue(s, SESSION_PRACTICE) &&
              !session_can_continue(s, SESSION_DAILY),
          "loaded: the run and practice to continue");
    CHECK_INT(session_current(s), SESSION_RUN);
    CHECK_INT(game_get_score(session_kept(s, SESSION_RUN)), score);
    CHECK_INT(game_get_level(session_kept(s, SESSION_PRACTICE)), 5);
    CHECK_INT(session_continue(s, SESSION_RUN), GAME_SCREEN_PAUSED);
    CHECK(game_end_run(session_game(s)), "the run ends");
    session_save_now(s, 1, warn, sizeof warn);
    CHECK(!exists("game.save") && exists("practice.save"),
          "nothing to resume: the run's removed, practice's kept");
    session_free(s);

    /* one save from before the kinds were kept apart, holding practice */
    char from[256], to[256];
    path_of(from, sizeof from, "practice.save");
    path_of(to, sizeof to, "game.save");
    CHECK(rename(from, to) == 0, "rename");
    s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_load(s, 0, err, sizeof err), 1);
    CHECK(!session_can_continue(s, SESSION_RUN) &&
              session_can_continue(s, SESSION_PRACTICE),
          "an old save of practice: practice's");
    CHECK(session_autosave(s, 0, warn, sizeof warn) && !exists("game.save") &&
              exists("practice.save"),
          "...and moved to its own file");
    session_free(s);
    path_of(from, sizeof from, "practice.save");
    unlink(from);

    put("game.save", "not a save\n");
    s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_load(s, 0, err, sizeof err), -1);
    CHECK(session_save_bad(s)[0] != '\0' && exists("game.save.bad"),
          "a bad save moved aside and said: %s", err);
    session_free(s);
    s = session_new();
    session_save_in(s, NULL);
    session_start(s, GAME_TIMED, GAME_EASY, 1, 11);
    CHECK(!session_autosave(s, 0, warn, sizeof warn), "nowhere: never saved");
    session_free(s);
}

/* Clear the board on show along its known line. */
/* A run between levels waits while the deal of the day and a practice
 * level are played to their end; its Continue then resumes it at the
 * same score. */
static void test_kinds_apart(void)
{
    char warn[256];
    daily_date day = {2026, 5, 6};
    game_session *s = session_new();
    session_daily_open(s, NULL, warn, sizeof warn);
    session_start(s, GAME_TIMED, GAME_EASY, 1, 31);
    CHECK(!session_warns(s), "a run: no warning before a losing move");
    clear_board(session_game(s));
    CHECK_INT(game_get_screen(session_game(s)), GAME_SCREEN_LEVEL_CLEAR);
    game_to_menu(session_game(s)); /* between levels */
    int score = game_get_score(session_kept(s, SESSION_RUN));
    CHECK(score > 0, "the run scored %d", score);
    drain(s);

    CHECK_INT(session_daily_start(s, day), SESSION_STARTED);
    CHECK_INT(session_current(s), SESSION_DAILY);
    CHECK(!session_warns(s), "the daily: no warning before a losing move");
    daily_date on = {0, 0, 0}, later = {2026, 5, 7};
    CHECK(session_daily_date(s, later, &on) && on.y == day.y && on.m == day.m &&
              on.d == day.d,
          "the daily's day is its own, not the day it is now");
    drain(s);
    CHECK(session_daily_live(s), "the daily attempt counts");
    clear_board(session_game(s));
    drain(s);
    CHECK(session_daily_done(s, day), "the daily played to its end");

    session_set_practice(s, true);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 3, 32), SESSION_STARTED);
    CHECK_INT(session_current(s), SESSION_PRACTICE);
    CHECK(session_warns(s), "practice: the warning");
    clear_board(session_game(s));
    game_event ev[64];
    int n, run_ends = 0;
    while ((n = session_take_events(s, ev, 64, warn, sizeof warn)) > 0) {
        for (int i = 0; i < n; i++) {
            run_ends += ev[i].type == GAME_EVENT_RUN_END;
        }
    }
    CHECK_INT(run_ends, 0);
    CHECK(session_can_continue(s, SESSION_RUN), "the run still kept");
    /* its next level, dealt now, paused as a timed game opens */
    CHECK_INT(session_continue(s, SESSION_RUN), GAME_SCREEN_PAUSED);
    CHECK_INT(game_get_score(session_game(s)), score);
    CHECK(game_in_run(session_game(s)), "still a run");
    CHECK_INT(game_get_level(session_game(s)), 2);
    session_free(s);
}

/* A warning shown is help: a timed practice level is marked assisted (no
 * best, no stars), a relaxed game is left as it is. */
static void test_warned(void)
{
    game_session *s = session_new();
    session_set_practice(s, true);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 2, 51), SESSION_STARTED);
    CHECK(session_warns(s) && !game_get_assisted(session_game(s)), "practice");
    session_warned(s);
    CHECK(game_get_assisted(session_game(s)), "warned: the practice level assisted");
    session_set_practice(s, false);
    session_set_ask_first(s, false);
    CHECK_INT(session_start(s, GAME_RELAXED, GAME_EASY, 2, 52), SESSION_STARTED);
    session_warned(s);
    CHECK(!game_get_assisted(session_game(s)), "warned: a relaxed game as it was");
    session_free(s);
}

/* A practice level cleared offers its level again and the next one:
 * each starts as practice, same mode and difficulty, a new deal; the run
 * kept is untouched; none after the last level, none for a custom layout,
 * none while the level is played or for a run. */
static void test_practice_next(void)
{
    game_session *s = session_new();
    session_start(s, GAME_TIMED, GAME_EASY, 1, 41); /* a run, kept */
    CHECK(!session_practice_can(s, 0) && !session_practice_can(s, 1),
          "a run's level offers no practice");
    clear_board(session_game(s));
    CHECK(!session_practice_can(s, 1), "a run's clear: its own next level");
    game_to_menu(session_game(s));
    int run_score = game_get_score(session_kept(s, SESSION_RUN));
    drain(s);
    session_set_practice(s, true);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_NORMAL, 3, 42), SESSION_STARTED);
    CHECK(!session_practice_can(s, 0), "nothing offered while it is played");
    uint64_t first = game_get_seed(session_game(s));
    clear_board(session_game(s));
    CHECK(session_practice_can(s, 0) && session_practice_can(s, 1),
          "a practice clear offers again and next");
    CHECK_INT(session_practice_next(s, 0), SESSION_STARTED);
    CHECK_INT(session_current(s), SESSION_PRACTICE);
    CHECK_INT(game_get_level(session_game(s)), 3);
    CHECK_INT(game_get_difficulty(session_game(s)), GAME_NORMAL);
    CHECK_INT(game_get_mode(session_game(s)), GAME_TIMED);
    CHECK(!game_in_run(session_game(s)), "again: practice, not a run");
    CHECK(game_get_seed(session_game(s)) != first, "again: a new deal");
    clear_board(session_game(s));
    CHECK_INT(session_practice_next(s, 1), SESSION_STARTED);
    CHECK_INT(game_get_level(session_game(s)), 4);
    CHECK(!game_in_run(session_game(s)), "next: practice, not a run");
    CHECK_INT(game_get_score(session_kept(s, SESSION_RUN)), run_score);
    CHECK(session_can_continue(s, SESSION_RUN), "the run still kept");
    /* the last level: again, no next */
    clear_board(session_game(s));
    drain(s);
    session_set_practice(s, true);
    session_start(s, GAME_RELAXED, GAME_EASY, GAME_LEVELS, 43);
    clear_board(session_game(s));
    CHECK(session_practice_can(s, 0) && !session_practice_can(s, 1),
          "the last level: again only");
    CHECK_INT(session_practice_next(s, 1), SESSION_FAILED);
    CHECK(session_error(s) != NULL, "why it failed");
    CHECK_INT(session_practice_next(s, 0), SESSION_STARTED);
    CHECK_INT(game_get_mode(session_game(s)), GAME_RELAXED);
    CHECK_INT(game_get_level(session_game(s)), GAME_LEVELS);
    session_free(s);
}

/* Start day dt's deal and take its events. */
static session_notice daily_go(game_session *s, daily_date dt)
{
    char warn[256];
    game_event ev[64];
    CHECK_INT(session_daily_start(s, dt), SESSION_STARTED);
    while (session_take_events(s, ev, 64, warn, sizeof warn) > 0) {
    }
    return session_take_notice(s);
}

/* The deal of the day: the first attempt counts, once; the streak goes on
 * the next day and after a restart. */
static void test_daily(void)
{
    char path[256], warn[256];
    daily_date d1 = {2026, 3, 4}, d2 = {2026, 3, 5};
    path_of(path, sizeof path, "daily.txt");
    game_session *s = session_new();
    session_set_ask_first(s, false);
    session_daily_open(s, path, warn, sizeof warn);
    CHECK_INT(session_daily(s)->played, 0);
    CHECK_INT(daily_go(s, d1), SESSION_NOTICE_DAILY_SCORED);
    CHECK(session_daily_live(s), "the first attempt is live");
    char id[GAME_ID_MAX], want[GAME_ID_MAX];
    game_get_id(session_game(s), id, sizeof id);
    session_daily_id(d1, want, sizeof want);
    CHECK(strcmp(id, want) == 0, "the deal's game: %s, %s", id, want);
    CHECK(!session_daily_done(s, d1), "not done while played");
    /* another start ends the attempt; the next one that day is practice */
    CHECK_INT(daily_go(s, d1), SESSION_NOTICE_DAILY_AGAIN);
    CHECK(session_daily_done(s, d1) && !session_daily_live(s),
          "the attempt ended with its board");
    CHECK_INT(session_daily(s)->played, 1);
    /* asked first and declined: nothing recorded */
    session_set_ask_first(s, true);
    one_pair(session_game(s));
    CHECK_INT(session_daily_start(s, d2), SESSION_ASK);
    session_answer(s, false);
    drain(s);
    CHECK_INT(session_take_notice(s), SESSION_NOTICE_NONE);
    CHECK_INT(session_daily(s)->played, 1);
    session_set_ask_first(s, false);
    CHECK_INT(daily_go(s, d2), SESSION_NOTICE_DAILY_SCORED);
    CHECK_INT(daily_streak(session_daily(s), d2), 2);
    session_free(s); /* the program ends with the attempt open, unsaved */

    s = session_new();
    session_daily_open(s, path, warn, sizeof warn);
    CHECK_INT(session_daily(s)->played, 2);
    CHECK_INT(daily_streak(session_daily(s), d2), 2);
    CHECK(session_daily_done(s, d2) && !session_daily_live(s),
          "an attempt the save does not hold ended at the restart");
    session_free(s);
    /* in memory only: still counted once */
    s = session_new();
    session_daily_open(s, NULL, warn, sizeof warn);
    CHECK_INT(daily_go(s, d1), SESSION_NOTICE_DAILY_SCORED);
    session_set_ask_first(s, false);
    CHECK_INT(daily_go(s, d1), SESSION_NOTICE_DAILY_AGAIN);
    CHECK_INT(session_daily(s)->played, 1);
    session_free(s);
}

/* The player's own layouts: a good one dealt through the session, a bad
 * one skipped and named. */
static void test_custom(void)
{
    char dir[256], warn[512];
    path_of(dir, sizeof dir, "layouts");
    CHECK(mkdir_ok(dir), "mkdir");
    put("layouts/a-bad.layout",
        "lianliankan layout 1\nname: Bad\nname_zh: 坏\nsize: 1x2\n#!\n");
    put("layouts/b-ring.layout", "lianliankan layout 1\nname: Ring\n"
                                 "name_zh: 环\nsize: 4x4\n####\n#..#\n#..#\n####\n");
    game_session *s = session_new();
    CHECK_INT(session_custom_open(s, dir, warn, sizeof warn), 1);
    CHECK(strstr(warn, "a-bad.layout") != NULL, "the bad one named: %s", warn);
    CHECK_INT(session_custom(s)->n, 1);
    CHECK_INT(session_custom_start(s, 0, 42), SESSION_STARTED);
    const llk_board *b = game_get_board(session_game(s));
    CHECK(b != NULL && b->tiles == 12, "the ring dealt: %d tiles",
          b ? b->tiles : -1);
    CHECK_INT(game_get_mode(session_game(s)), GAME_RELAXED);
    CHECK_INT(session_custom_start(s, 1, 42), SESSION_FAILED);
    CHECK(session_error(s) != NULL, "no such layout: said");
    /* over a kept game: asked first, then dealt */
    one_pair(session_game(s));
    CHECK_INT(session_custom_start(s, 0, 43), SESSION_ASK);
    CHECK_INT(session_answer(s, true), SESSION_STARTED);
    CHECK_INT(game_get_seed(session_game(s)), 43);
    clear_board(session_game(s));
    CHECK(!session_practice_can(s, 0) && !session_practice_can(s, 1),
          "a custom layout cleared: no level to play again or next");
    session_free(s);
    s = session_new();
    path_of(dir, sizeof dir, "none");
    CHECK_INT(session_custom_open(s, dir, warn, sizeof warn), 0);
    CHECK_INT(session_custom(s)->n, 0);
    session_free(s);
}

/* A run ends, enters the table: its name is wanted, given, in the file. */
static void test_run_end(void)
{
    char warn[512], pdir[256];
    path_of(pdir, sizeof pdir, "profile");
    CHECK(mkdir_ok(pdir), "mkdir");
    profile p;
    profile_open(&p, pdir, warn, sizeof warn);
    game_session *s = session_new();
    session_start(s, GAME_TIMED, GAME_NORMAL, 1, 21);
    for (int i = 0; i < 5; i++) {
        one_pair(session_game(s));
    }
    int score = game_get_score(session_game(s));
    CHECK(score > 0, "points scored: %d", score);
    game_event ev[64];
    int n;
    while ((n = session_take_events(s, ev, 64, warn, sizeof warn)) > 0) {
        session_record(s, &p, ev, n, warn, sizeof warn);
    }
    CHECK(!session_name_wanted(s), "no name while the run goes on");
    CHECK(game_end_run(session_game(s)), "End run");
    while ((n = session_take_events(s, ev, 64, warn, sizeof warn)) > 0) {
        session_record(s, &p, ev, n, warn, sizeof warn);
    }
    CHECK(session_name_wanted(s), "the run enters the table: a name wanted");
    CHECK_INT(session_run_end(s)->score, score);
    CHECK_INT(session_name_given(s, &p, "Ada", 1700000000, warn, sizeof warn), 0);
    CHECK(!session_name_wanted(s), "named");
    CHECK_INT(session_name_given(s, &p, "Bob", 1700000000, warn, sizeof warn), -1);
    profile q;
    profile_open(&q, pdir, warn, sizeof warn);
    CHECK(strcmp(q.scores.top[GAME_NORMAL][0].name, "Ada") == 0 &&
              q.scores.top[GAME_NORMAL][0].score == score,
          "in the score file: %s %d", q.scores.top[GAME_NORMAL][0].name,
          q.scores.top[GAME_NORMAL][0].score);
    session_free(s);
}

int main(void)
{
    CHECK(mkdtemp(tmp) != NULL, "mkdtemp");
    test_ask_first();
    test_deal_later();
    test_continue();
    test_save();
    test_kinds_apart();
    test_warned();
    test_practice_next();
    test_daily();
    test_custom();
    test_run_end();
    remove_dir(tmp);
    return check_done("test_session");
}
