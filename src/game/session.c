/* session.c - the game in progress as a whole (include/llk/session.h):
 * a game of each kind kept apart, the next start, a start that asks first
 * or waits for its deal, Continue, the saves and their cadence, the run
 * waiting for a name.
 *
 * A start replaces the game kept of its kind only (a run, the deal of the
 * day, practice); over one Continue would go back to it asks first when
 * the setting says so, and the answer yes starts it. A start whose board
 * the dealer has not finished within the wait says "deal later" and is
 * polled. Each kind's save is written after each change its game counts
 * and, while only the clock moves, when the last save is
 * SESSION_SAVE_EVERY_MS old; it is removed when its game holds nothing to
 * resume.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/endless.h"
#include "session_int.h"
#include "llk/intl.h"

static const char *const save_names[SESSION_KINDS] = {
    "game.save", "daily.save", "practice.save", "zen.save", "endless.save"};

game_session *session_new(void)
{
    game_session *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    for (int k = 0; k < SESSION_KINDS; k++) {
        s->kept[k] = game_new();
        if (s->kept[k] == NULL) {
            session_free(s);
            return NULL;
        }
    }
    s->cur = SESSION_RUN;
    s->mode = GAME_TIMED;
    s->diff = GAME_NORMAL;
    s->level = 1;
    s->ask_first = true;
    s->practice_time = 1;
    s->deal_wait_ms = -1;
    s->replay_of = -1;
    daily_init(&s->daily);
    return s;
}

void session_free(game_session *s)
{
    if (s == NULL) {
        return;
    }
    for (int k = 0; k < SESSION_KINDS; k++) {
        game_free(s->kept[k]);
    }
    session_ghosts_free(s);
    game_custom_layouts_free(&s->custom);
    session_watch_end(s);
    free(s);
}

game *session_game(const game_session *s)
{
    if (s != NULL && s->watch != NULL) {
        return session_watched(s); /* a replay's positions, to be read */
    }
    return s ? s->kept[s->cur] : NULL; /* none yet: the settings applied first */
}

session_kind session_current(const game_session *s)
{
    return s->cur;
}

bool session_warns(const game_session *s)
{
    game_kind k = game_get_kind(session_game(s));
    return s->cur != SESSION_DAILY && k != GAME_KIND_TIMED &&
           k != GAME_KIND_ENDLESS;
}

void session_warned(game_session *s)
{
    game *g = session_game(s);
    if (game_get_kind(g) == GAME_KIND_PRACTICE && game_get_mode(g) == GAME_TIMED) {
        game_mark_assisted(g);
    }
}

const game *session_kept(const game_session *s, session_kind k)
{
    return s->kept[k];
}

void session_show(game_session *s, session_kind k)
{
    if (k != s->cur && s->thinking) {
        game_set_thinking(s->kept[s->cur], false);
        game_set_thinking(s->kept[k], true);
    }
    s->cur = k;
}

void session_set_thinking(game_session *s, bool on)
{
    s->thinking = on;
    game_set_thinking(s->kept[s->cur], on);
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

void session_set_practice_time(game_session *s, int scale)
{
    s->practice_time = scale == 0 || scale == 2 || scale == 4 ? scale : 1;
}

int session_practice_time(const game_session *s)
{
    return s->practice_time;
}

void session_set_deal_wait(game_session *s, int wait_ms)
{
    s->deal_wait_ms = wait_ms;
}

session_kind session_kind_of(const session_start_req *r)
{
    if (r->daily) {
        return SESSION_DAILY;
    }
    if (r->zen) {
        return SESSION_ZEN;
    }
    if (r->endless) {
        return SESSION_ENDLESS;
    }
    bool run = r->custom == 0 && r->mode == GAME_TIMED && !r->practice &&
               r->level == 1;
    return run ? SESSION_RUN : SESSION_PRACTICE;
}

session_result session_begin(game_session *s, const session_start_req *req)
{
    session_start_req r = *req;
    session_kind k = session_kind_of(&r);
    game *g = s->kept[k];
    const char *err;
    s->pending.on = false;
    if (r.custom > 0) {
        err = session_custom_begin(s, g, r.custom - 1, r.seed);
        r.mode = GAME_RELAXED;
        r.diff = s->diff;
        r.level = 1;
    } else if (r.zen) {
        err = game_begin_zen(g, r.diff, r.seed);
    } else if (r.endless) {
        err = game_begin_endless_at(g, r.diff, 0, r.seed,
                                    s->endless_ms > 0 ? s->endless_ms
                                                      : GAME_ENDLESS_START_MS);
    } else {
        /* A timed game is a run when it starts at level 1 (New game); the
         * level chooser, or any other level, is practice: one level. */
        bool practice = r.mode == GAME_TIMED && (r.practice || r.level != 1);
        err = practice ? game_begin_practice(g, r.diff, r.level, r.seed)
                       : game_begin(g, r.mode, r.diff, r.level, r.seed);
    }
    if (err) {
        s->error = err;
        return SESSION_FAILED;
    }
    session_show(s, k);
    if (k == SESSION_RUN || k == SESSION_ENDLESS) {
        session_replays_run_begins(s, k); /* (the board left is the last run's) */
    }
    if (k == SESSION_PRACTICE) {
        s->custom_practice = req->custom > 0;
        if (r.mode == GAME_TIMED) { /* practice time; runs and the daily keep x1 */
            game_set_time_scale(g, s->practice_time);
        }
    }
    if (!r.zen && !r.endless) { /* not what the menus start next */
        s->mode = r.mode;
        s->diff = r.diff;
        s->level = r.level;
    }
    if (r.daily) {
        game_set_rule(g, daily_rule_of(r.day)); /* the day's rule */
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
    session_kind k = session_kind_of(&r);
    if (!r.asked && s->ask_first && session_can_continue(s, k)) {
        s->pending = r;
        return SESSION_ASK;
    }
    r.asked = true;
    if (r.custom == 0 && s->deal_wait_ms >= 0) {
        game *g = s->kept[k];
        game_deal_request(g, r.diff, r.level, r.seed);
        if (!game_deal_ready(g, r.diff, r.level, r.seed, s->deal_wait_ms)) {
            s->pending = r;
            return SESSION_DEAL_LATER;
        }
    }
    return session_begin(s, &r);
}

/* A start of (m, d, level, seed), not asked yet. */
static session_start_req request_of(game_mode m, game_difficulty d,
                                    int level, uint64_t seed)
{
    session_start_req r = {.mode = m, .diff = d, .level = level, .seed = seed};
    return r;
}

session_result session_start(game_session *s, game_mode m, game_difficulty d,
                             int level, uint64_t seed)
{
    session_start_req r = request_of(m, d, level, seed);
    r.practice = s->practice;
    s->practice = false;
    return session_request(s, r);
}

bool session_practice_can(const game_session *s, int step)
{
    const game *g = s->kept[SESSION_PRACTICE];
    if (s->cur != SESSION_PRACTICE || s->custom_practice || step < 0 ||
        step > 1 || game_get_board(g) == NULL ||
        (game_get_screen(g) != GAME_SCREEN_LEVEL_CLEAR &&
         game_get_screen(g) != GAME_SCREEN_FINISHED)) {
        return false;
    }
    int level = game_get_level(g) + step;
    return level >= 1 && level <= GAME_LEVELS;
}

session_result session_practice_next(game_session *s, int step)
{
    if (!session_practice_can(s, step)) {
        s->error = LLK_N_("There is no practice level to play next");
        return SESSION_FAILED;
    }
    const game *g = s->kept[SESSION_PRACTICE];
    session_start_req r =
        request_of(game_get_mode(g), game_get_difficulty(g),
                   game_get_level(g) + step, session_seed(s, false));
    r.practice = r.mode == GAME_TIMED; /* level 1 again: still practice */
    r.asked = true; /* the game it replaces is over */
    s->practice = false;
    return session_request(s, r);
}

session_result session_custom_start(game_session *s, int i, uint64_t seed)
{
    if (i < 0 || i >= s->custom.n) {
        s->error = LLK_N_("This layout could not be dealt");
        return SESSION_FAILED;
    }
    session_start_req r = request_of(GAME_RELAXED, s->diff, 1, seed);
    r.custom = i + 1;
    s->practice = false;
    return session_request(s, r);
}

/* A run with no end, from its first board: zen (relaxed) or endless
 * (timed). */
static session_result run_start(game_session *s, bool endless,
                                game_difficulty d, uint64_t seed)
{
    session_start_req r = request_of(endless ? GAME_TIMED : GAME_RELAXED, d,
                                     game_zen_level(0), seed);
    r.zen = !endless;
    r.endless = endless;
    s->practice = false;
    return session_request(s, r);
}

session_result session_zen_start(game_session *s, game_difficulty d,
                                 uint64_t seed)
{
    return run_start(s, false, d, seed);
}

void session_set_endless_clock(game_session *s, int clock_ms)
{
    s->endless_ms = clock_ms;
}

session_result session_endless_start(game_session *s, game_difficulty d,
                                     uint64_t seed)
{
    return run_start(s, true, d, seed);
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
    if (!game_deal_ready(s->kept[session_kind_of(r)], r->diff, r->level,
                         r->seed, wait_ms)) {
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

const game *session_asking_over(const game_session *s)
{
    return s->kept[session_kind_of(&s->pending)];
}

/* ---- Continue ---- */

bool session_can_continue(const game_session *s, session_kind k)
{
    const game *g = s->kept[k];
    if (!game_has_save(g)) {
        return false;
    }
    game_screen st = game_get_screen(g);
    return game_can_resume(g) || st == GAME_SCREEN_PAUSED ||
           st == GAME_SCREEN_PLAYING || st == GAME_SCREEN_TIME_UP ||
           st == GAME_SCREEN_LEVEL_CLEAR;
}

game_screen session_continue(game_session *s, session_kind k)
{
    game *g = s->kept[k];
    game_screen st = game_get_screen(g);
    bool timed = game_get_mode(g) == GAME_TIMED;
    if (!game_get_board(g)) {
        return GAME_SCREEN_MENU;
    }
    session_show(s, k);
    if (st == GAME_SCREEN_MENU || (st == GAME_SCREEN_PAUSED && !timed)) {
        st = game_resume(g);
    }
    if (timed && st == GAME_SCREEN_PLAYING) {
        st = game_pause(g); /* a timed game opens paused: no clock
                               running before the player is back */
    }
    if (st != GAME_SCREEN_MENU && k != SESSION_ZEN && k != SESSION_ENDLESS) {
        s->mode = game_get_mode(g);
        s->diff = game_get_difficulty(g);
        s->level = game_get_level(g);
    }
    return st;
}

/* ---- the saves ---- */

void session_save_in(game_session *s, const char *dir)
{
    for (int k = 0; k < SESSION_KINDS; k++) {
        s->save_path[k][0] = '\0';
        if (dir && dir[0]) {
            snprintf(s->save_path[k], sizeof s->save_path[k], "%s/%s", dir,
                     save_names[k]);
        }
    }
}

/* Read kind k's file: 1 read into *out, 0 none, -1 bad. */
static int load_kind(game_session *s, int k, game **out, char *err,
                     size_t errlen)
{
    *out = NULL;
    if (!s->save_path[k][0]) {
        return 0;
    }
    int st = game_load_file(s->save_path[k], out, err, errlen);
    if (st < 0) {
        snprintf(s->save_bad, sizeof s->save_bad, "%s", err);
        return -1;
    }
    if (st == 0 || !*out) {
        return 0;
    }
    s->saved[k].on_disk = true;
    if (game_get_screen(*out) == GAME_SCREEN_PAUSED) {
        game_to_menu(*out); /* on the menu with the level kept, as after Esc */
    }
    return 1;
}

/* Game g of kind k kept, as saved (unless stale). */
static void keep_loaded(game_session *s, int k, game *g, unsigned now_ms,
                        bool stale)
{
    game_free(s->kept[k]);
    s->kept[k] = g;
    s->saved[k].changes = game_get_changes(g);
    s->saved[k].elapsed = game_get_elapsed_ms(g);
    s->saved[k].stale = stale;
    s->saved_at = now_ms;
    if (k == (int)s->cur && s->thinking) {
        game_set_thinking(g, true);
    }
}

int session_load(game_session *s, unsigned now_ms, char *err, size_t errlen)
{
    static const int order[SESSION_KINDS] = {SESSION_DAILY, SESSION_ENDLESS,
                                             SESSION_ZEN, SESSION_PRACTICE,
                                             SESSION_RUN};
    char why[512];
    int loaded = 0, bad = 0;
    if (errlen > 0) {
        err[0] = '\0';
    }
    for (int i = 0; i < SESSION_KINDS; i++) {
        int k = order[i];
        game *g;
        int st = load_kind(s, k, &g, why, sizeof why);
        if (st < 0) {
            bad = 1;
            snprintf(err, errlen, "%s", why);
            continue;
        }
        if (st == 0) {
            continue;
        }
        if ((k == SESSION_ZEN) != (game_get_kind(g) == GAME_KIND_ZEN) ||
            (k == SESSION_ENDLESS) != (game_get_kind(g) == GAME_KIND_ENDLESS)) {
            /* zen or endless in another kind's file, or another kind in
             * theirs: no game of ours wrote it; the file is rewritten
             * (removed) */
            s->saved[k].stale = true;
            game_free(g);
            continue;
        }
        loaded = 1;
        if (k == SESSION_RUN && game_get_kind(g) != GAME_KIND_TIMED) {
            /* one save from before the kinds were kept apart, holding
             * practice: practice's, and game.save rewritten (removed) */
            s->saved[SESSION_RUN].stale = true;
            if (game_has_save(s->kept[SESSION_PRACTICE])) {
                game_free(g);
                continue;
            }
            k = SESSION_PRACTICE;
        }
        keep_loaded(s, k, g, now_ms, k != order[i]);
    }
    /* on show: the run kept, else practice, else zen, else endless, else
     * the daily */
    for (int i = SESSION_KINDS - 1; i >= 0; i--) {
        if (game_has_save(s->kept[order[i]])) {
            s->cur = (session_kind)order[i];
            break;
        }
    }
    const game *g = s->kept[s->cur];
    if (game_get_board(g) && s->cur != SESSION_ZEN && s->cur != SESSION_ENDLESS) {
        s->mode = game_get_mode(g);
        s->diff = game_get_difficulty(g);
        s->level = game_get_level(g);
    }
    return bad ? -1 : loaded;
}

const char *session_save_bad(const game_session *s)
{
    return s->save_bad;
}

/* Save kind k now (remove its file when it holds nothing to resume). */
static void save_kind(game_session *s, int k, unsigned now_ms, char *warn,
                      size_t warnlen)
{
    char err[512];
    const game *g = s->kept[k];
    session_saved *sv = &s->saved[k];
    if (!s->save_path[k][0]) {
        return;
    }
    sv->changes = game_get_changes(g);
    sv->elapsed = game_get_elapsed_ms(g);
    sv->stale = false;
    s->saved_at = now_ms;
    if (!game_has_save(g)) {
        if (sv->on_disk &&
            game_remove_save(s->save_path[k], err, sizeof err) != 0 &&
            !s->save_failed) {
            snprintf(warn, warnlen, "%s", err);
            s->save_failed = true;
        }
        sv->on_disk = false;
        return;
    }
    if (game_save_file(g, s->save_path[k], err, sizeof err) != 0) {
        if (!s->save_failed) {
            snprintf(warn, warnlen, "the game is not saved: %s", err);
            s->save_failed = true;
        }
        return;
    }
    sv->on_disk = true;
}

void session_save_now(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    session_replays_flush(s, warn, warnlen);
    for (int k = 0; k < SESSION_KINDS; k++) {
        save_kind(s, k, now_ms, warn, warnlen);
    }
}

bool session_autosave(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen)
{
    bool saved = false;
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    session_replays_flush(s, warn, warnlen);
    bool due = now_ms - s->saved_at >= SESSION_SAVE_EVERY_MS;
    for (int k = 0; k < SESSION_KINDS; k++) {
        const game *g = s->kept[k];
        const session_saved *sv = &s->saved[k];
        bool changed = sv->stale || game_get_changes(g) != sv->changes;
        bool clock = game_get_elapsed_ms(g) != sv->elapsed && due;
        if (s->save_path[k][0] && (changed || clock)) {
            save_kind(s, k, now_ms, warn, warnlen);
            saved = true;
        }
    }
    return saved;
}

/* ---- events, the run's end and its name ---- */

int session_take_events(game_session *s, game_event *ev, int max, char *warn,
                        size_t warnlen)
{
    int n = 0;
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    for (int k = 0; k < SESSION_KINDS; k++) {
        int from = n;
        while (n < max && game_take_event(s->kept[k], &ev[n])) {
            n++;
        }
        if (k == SESSION_DAILY) { /* only the daily game's end its own */
            session_daily_events(s, ev + from, n - from, warn, warnlen);
        }
    }
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
    session_replays_flush(s, warn, warnlen); /* the run's last board's */
    session_kind k = s->run_end.kind == GAME_KIND_ENDLESS ? SESSION_ENDLESS : SESSION_RUN;
    return profile_add_run(p, &s->run_end, name, when, &s->run_replays[k], warn, warnlen);
}

session_notice session_take_notice(game_session *s)
{
    session_notice n = s->notice;
    s->notice = SESSION_NOTICE_NONE;
    return n;
}
