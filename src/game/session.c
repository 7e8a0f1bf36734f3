/* session.c - the game in progress as a whole (include/llk/session.h):
 * the next start, a start that asks first or waits for its deal, Continue,
 * the save and its cadence, the run waiting for a name.
 *
 * A start over a kept game (one Continue would go back to) asks first when
 * the setting says so; the answer yes starts it. A start whose board the
 * dealer has not finished within the wait says "deal later" and is polled.
 * The save is written after each change the game counts and, while only
 * the clock moves, when the last save is SESSION_SAVE_EVERY_MS old; it is
 * removed when the game holds nothing to resume.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_int.h"
#include "llk/intl.h"

game_session *session_new(void)
{
    game_session *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    s->g = game_new();
    if (s->g == NULL) {
        free(s);
        return NULL;
    }
    s->mode = GAME_TIMED;
    s->diff = GAME_NORMAL;
    s->level = 1;
    s->ask_first = true;
    s->deal_wait_ms = -1;
    daily_init(&s->daily);
    return s;
}

void session_free(game_session *s)
{
    if (s == NULL) {
        return;
    }
    game_free(s->g);
    game_custom_layouts_free(&s->custom);
    free(s);
}

game *session_game(const game_session *s)
{
    return s->g;
}

/* ---- the next start ---- */

void session_set_next(game_session *s, game_mode m, game_difficulty d,
                      int level)
{
    s->mode = m;
    s->diff = d;
    s->level = level;
}

game_mode session_next_mode(const game_session *s)
{
    return s->mode;
}

game_difficulty session_next_difficulty(const game_session *s)
{
    return s->diff;
}

int session_next_level(const game_session *s)
{
    return s->level;
}

void session_set_practice(game_session *s, bool on)
{
    s->practice = on;
}

void session_set_seed(game_session *s, bool have, uint64_t seed, bool fixed)
{
    s->have_seed = have;
    s->seed = seed;
    s->fixed_seeds = fixed;
}

void session_set_fixed_seeds(game_session *s, bool fixed)
{
    s->fixed_seeds = fixed;
}

uint64_t session_seed(game_session *s, bool first)
{
    if (first && s->have_seed) {
        return s->seed;
    }
    if (s->fixed_seeds) {
        return s->seed + ++s->starts; /* replayable tests */
    }
    return game_fresh_seed();
}

/* ---- starting ---- */

void session_set_ask_first(game_session *s, bool on)
{
    s->ask_first = on;
}

void session_set_deal_wait(game_session *s, int wait_ms)
{
    s->deal_wait_ms = wait_ms;
}

session_result session_begin(game_session *s, const session_start_req *req)
{
    session_start_req r = *req;
    const char *err;
    s->pending.on = false;
    if (r.custom > 0) {
        err = session_custom_begin(s, r.custom - 1, r.seed);
        r.mode = GAME_RELAXED;
        r.diff = s->diff;
        r.level = 1;
    } else {
        /* A timed game is a run when it starts at level 1 (New game); the
         * level chooser, or any other level, is practice: one level. */
        bool practice = r.mode == GAME_TIMED && (r.practice || r.level != 1);
        err = practice ? game_begin_practice(s->g, r.diff, r.level, r.seed)
                       : game_begin(s->g, r.mode, r.diff, r.level, r.seed);
    }
    if (err) {
        s->error = err;
        return SESSION_FAILED;
    }
    s->mode = r.mode;
    s->diff = r.diff;
    s->level = r.level;
    if (r.daily) {
        s->daily_begun = true; /* recorded once the events are taken */
        s->daily_begun_day = r.day;
    }
    return SESSION_STARTED;
}

/* Ask first, deal later or begin now. */
static session_result session_request(game_session *s, session_start_req r)
{
    s->error = NULL;
    r.on = true;
    if (!r.asked && s->ask_first && session_can_continue(s)) {
        s->pending = r;
        return SESSION_ASK;
    }
    r.asked = true;
    if (r.custom == 0 && s->deal_wait_ms >= 0) {
        game_deal_request(s->g, r.diff, r.level, r.seed);
        if (!game_deal_ready(s->g, r.diff, r.level, r.seed, s->deal_wait_ms)) {
            s->pending = r;
            return SESSION_DEAL_LATER;
        }
    }
    return session_begin(s, &r);
}

session_result session_start(game_session *s, game_mode m, game_difficulty d,
                             int level, uint64_t seed)
{
    session_start_req r = {0};
    r.practice = s->practice;
    r.mode = m;
    r.diff = d;
    r.level = level;
    r.seed = seed;
    s->practice = false;
    return session_request(s, r);
}

session_result session_custom_start(game_session *s, int i, uint64_t seed)
{
    if (i < 0 || i >= s->custom.n) {
        s->error = LLK_N_("This layout could not be dealt");
        return SESSION_FAILED;
    }
    session_start_req r = {0};
    r.mode = GAME_RELAXED;
    r.diff = s->diff;
    r.level = 1;
    r.seed = seed;
    r.custom = i + 1;
    s->practice = false;
    return session_request(s, r);
}

session_result session_daily_start(game_session *s, daily_date dt)
{
    session_start_req r = {0};
    daily_pick(dt, &r.diff, &r.level, &r.seed);
    r.mode = GAME_TIMED;
    r.practice = true;
    r.daily = true;
    r.day = dt;
    s->practice = false;
    return session_request(s, r);
}

session_result session_answer(game_session *s, bool yes)
{
    s->error = NULL;
    if (!yes || !s->pending.on) {
        s->pending.on = false;
        return SESSION_FAILED;
    }
    session_start_req r = s->pending;
    r.asked = true;
    return session_request(s, r);
}

session_result session_deal_poll(game_session *s, int wait_ms)
{
    const session_start_req *r = &s->pending;
    if (!r->on) {
        return SESSION_FAILED;
    }
    if (!game_deal_ready(s->g, r->diff, r->level, r->seed, wait_ms)) {
        return SESSION_DEAL_LATER;
    }
    return session_begin(s, r);
}

void session_cancel(game_session *s)
{
    s->pending.on = false;
    s->practice = false;
}

const char *session_error(const game_session *s)
{
    return s->error;
}

/* ---- Continue ---- */

bool session_can_continue(const game_session *s)
{
    if (!game_has_save(s->g)) {
        return false;
    }
    game_screen st = game_get_screen(s->g);
    return game_can_resume(s->g) || st == GAME_SCREEN_PAUSED ||
           st == GAME_SCREEN_PLAYING || st == GAME_SCREEN_TIME_UP ||
           st == GAME_SCREEN_LEVEL_CLEAR;
}

game_screen session_continue(game_session *s)
{
    game_screen st = game_get_screen(s->g);
    bool timed = game_get_mode(s->g) == GAME_TIMED;
    if (!game_get_board(s->g)) {
        return GAME_SCREEN_MENU;
    }
    if (st == GAME_SCREEN_MENU || (st == GAME_SCREEN_PAUSED && !timed)) {
        st = game_resume(s->g);
    }
    if (timed && st == GAME_SCREEN_PLAYING) {
        st = game_pause(s->g); /* a timed game opens paused: no clock
                                  running before the player is back */
    }
    if (st != GAME_SCREEN_MENU) {
        s->mode = game_get_mode(s->g);
        s->diff = game_get_difficulty(s->g);
        s->level = game_get_level(s->g);
    }
    return st;
}

/* ---- the save ---- */

void session_save_at(game_session *s, const char *path)
{
    snprintf(s->save_path, sizeof s->save_path, "%s", path ? path : "");
}

int session_load(game_session *s, unsigned now_ms, char *err, size_t errlen)
{
    game *g = NULL;
    if (errlen > 0) {
        err[0] = '\0';
    }
    if (!s->save_path[0]) {
        return 0;
    }
    int st = game_load_file(s->save_path, &g, err, errlen);
    if (st < 0) {
        snprintf(s->save_bad, sizeof s->save_bad, "%s", err);
        return -1;
    }
    if (st == 0 || !g) {
        return 0;
    }
    if (game_get_screen(g) == GAME_SCREEN_PAUSED) {
        game_to_menu(g); /* on the menu with the level kept, as after Esc */
    }
    game_free(s->g);
    s->g = g;
    game_set_thinking(s->g, true);
    s->save_on_disk = true;
    s->saved_changes = game_get_changes(g);
    s->saved_elapsed = game_get_elapsed_ms(g);
    s->saved_at = now_ms;
    s->mode = game_get_mode(g);
    s->diff = game_get_difficulty(g);
    s->level = game_get_level(g);
    return 1;
}

const char *session_save_bad(const game_session *s)
{
    return s->save_bad;
}

void session_save_now(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen)
{
    char err[512];
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (!s->save_path[0]) {
        return;
    }
    s->saved_changes = game_get_changes(s->g);
    s->saved_elapsed = game_get_elapsed_ms(s->g);
    s->saved_at = now_ms;
    if (!game_has_save(s->g)) {
        if (s->save_on_disk &&
            game_remove_save(s->save_path, err, sizeof err) != 0 &&
            !s->save_failed) {
            snprintf(warn, warnlen, "%s", err);
            s->save_failed = true;
        }
        s->save_on_disk = false;
        return;
    }
    if (game_save_file(s->g, s->save_path, err, sizeof err) != 0) {
        if (!s->save_failed) {
            snprintf(warn, warnlen, "the game is not saved: %s", err);
            s->save_failed = true;
        }
        return;
    }
    s->save_on_disk = true;
}

bool session_autosave(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (!s->save_path[0]) {
        return false;
    }
    bool changed = game_get_changes(s->g) != s->saved_changes;
    bool clock = game_get_elapsed_ms(s->g) != s->saved_elapsed &&
                 now_ms - s->saved_at >= SESSION_SAVE_EVERY_MS;
    if (!changed && !clock) {
        return false;
    }
    session_save_now(s, now_ms, warn, warnlen);
    return true;
}

/* ---- events, the run's end and its name ---- */

int session_take_events(game_session *s, game_event *ev, int max, char *warn,
                        size_t warnlen)
{
    int n = 0;
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    while (n < max && game_take_event(s->g, &ev[n])) {
        n++;
    }
    session_daily_events(s, ev, n, warn, warnlen);
    if (n < max) {
        session_daily_settle(s, warn, warnlen);
    }
    return n;
}

void session_record(game_session *s, profile *p, const game_event *ev, int n,
                    char *warn, size_t warnlen)
{
    game_event end;
    if (profile_record(p, ev, n, &end, warn, warnlen)) {
        s->name_wanted = true;
        s->run_end = end;
    }
}

bool session_name_wanted(const game_session *s)
{
    return s->name_wanted;
}

const game_event *session_run_end(const game_session *s)
{
    return &s->run_end;
}

int session_name_given(game_session *s, profile *p, const char *name,
                       long long when, char *warn, size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (!s->name_wanted) {
        return -1;
    }
    s->name_wanted = false;
    return profile_add_run(p, &s->run_end, name, when, warn, warnlen);
}

session_notice session_take_notice(game_session *s)
{
    session_notice n = s->notice;
    s->notice = SESSION_NOTICE_NONE;
    return n;
}
