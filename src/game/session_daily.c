/* session_daily.c - the deal of the day and the player's own layouts in
 * the session (include/llk/session.h).
 *
 * The deal is one timed level (practice of that level, its game ID an
 * ordinary one). The first attempt started on a day is the scored one: it
 * is recorded once it has begun (after the events of the game it replaced,
 * so that their end is not taken for its own), and it ends with its board
 * (cleared, out of time, retried, or replaced by another deal of the day:
 * the daily game is kept apart from the run and practice, which never end
 * it); later attempts that day are practice. An attempt still open when
 * the game starts again goes on when daily.save holds it, else it ends.
 *
 * A custom layout is played as a relaxed game with no shift (no clock,
 * undo; no score table), dealt proven winnable like every board.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session_int.h"
#include "llk/intl.h"

#define CUSTOM_DEAL_MS 1500 /* the generator's budget for one deal */

void session_daily_id(daily_date dt, char *out, size_t len)
{
    game_difficulty d;
    int level;
    uint64_t seed;
    daily_pick(dt, &d, &level, &seed);
    game_id_format(GAME_TIMED, d, level, seed, out, len);
}

/* Read or change the record (fn NULL: read); nowhere to keep it: in
 * memory. */
static void daily_store(game_session *s, daily_fn fn, void *ctx, char *warn,
                        size_t warnlen)
{
    char w[1024];
    if (!s->daily_path[0]) {
        if (fn) {
            fn(&s->daily, ctx);
        }
        return;
    }
    if (daily_update(s->daily_path, &s->daily, fn, ctx, w, sizeof w) != 0 &&
        w[0] && warnlen > 0 && !warn[0]) {
        snprintf(warn, warnlen, "%s", w);
    }
}

typedef struct daily_begin {
    daily_date day;
    bool scored;
} daily_begin;

static bool daily_start_fn(daily_record *r, void *ctx)
{
    daily_begin *b = ctx;
    b->scored = daily_start(r, b->day);
    return b->scored;
}

typedef struct daily_end {
    daily_date day;
    int score;
    bool cleared;
    long long time_ms; /* cleared: the time it took */
} daily_end;

static bool daily_finish_fn(daily_record *r, void *ctx)
{
    const daily_end *e = ctx;
    const daily_entry *was = daily_find(r, e->day);
    if (!was || was->done) {
        return false;
    }
    daily_finish(r, e->day, e->score, e->cleared);
    daily_set_time(r, e->day, e->time_ms);
    return true;
}

/* The scored attempt ends. */
static void daily_end_attempt(game_session *s, int score, bool cleared, long long time_ms,
                              char *warn, size_t warnlen)
{
    daily_end e = {s->daily_day, score, cleared, time_ms};
    s->daily_live = false;
    daily_store(s, daily_finish_fn, &e, warn, warnlen);
}

/* Whether g is the deal of day dt. */
static bool daily_is(const game *g, daily_date dt)
{
    char id[GAME_ID_MAX], want[GAME_ID_MAX];
    if (!game_get_id(g, id, sizeof id) ||
        game_get_kind(g) != GAME_KIND_PRACTICE) {
        return false;
    }
    session_daily_id(dt, want, sizeof want);
    return strcmp(id, want) == 0;
}

/* Whether the daily game kept is the deal of day dt. */
static bool daily_is_game(const game_session *s, daily_date dt)
{
    return daily_is(s->kept[SESSION_DAILY], dt);
}

bool session_daily_date(const game_session *s, daily_date today,
                        daily_date *out)
{
    daily_date tried[DAILY_KEEP + 3];
    int n = 0;
    tried[n++] = s->daily_begun_day;
    tried[n++] = s->daily_day;
    tried[n++] = today;
    for (int i = 0; i < s->daily.ndays && n < DAILY_KEEP + 3; i++) {
        tried[n++] = s->daily.day[i].date;
    }
    for (int i = 0; i < n; i++) {
        if (daily_date_ok(tried[i]) && daily_is_game(s, tried[i])) {
            *out = tried[i];
            return true;
        }
    }
    return false;
}

/* A save from before the kinds were kept apart holds the attempt as
 * practice: the daily's from now on. */
static void daily_adopt(game_session *s, daily_date dt)
{
    game *p = s->kept[SESSION_PRACTICE];
    if (!daily_is(p, dt) || game_has_save(s->kept[SESSION_DAILY])) {
        return;
    }
    s->kept[SESSION_PRACTICE] = s->kept[SESSION_DAILY];
    s->kept[SESSION_DAILY] = p;
    s->saved[SESSION_PRACTICE].stale = true;
    s->saved[SESSION_DAILY].stale = true;
    if (s->cur == SESSION_PRACTICE) {
        s->cur = SESSION_DAILY;
    }
}

void session_daily_open(game_session *s, const char *path, char *warn,
                        size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    daily_init(&s->daily);
    snprintf(s->daily_path, sizeof s->daily_path, "%s", path ? path : "");
    daily_store(s, NULL, NULL, warn, warnlen);
    for (int i = 0; i < s->daily.ndays; i++) {
        if (s->daily.day[i].done) {
            continue;
        }
        s->daily_day = s->daily.day[i].date;
        daily_adopt(s, s->daily_day);
        const game *g = s->kept[SESSION_DAILY];
        if (daily_is_game(s, s->daily_day) && game_get_tiles_left(g) > 0) {
            s->daily_live = true;
            s->daily_score = game_get_level_score(g);
        } else {
            daily_end_attempt(s, 0, false, 0, warn, warnlen);
        }
    }
}

void session_daily_events(game_session *s, const game_event *ev, int n,
                          char *warn, size_t warnlen)
{
    for (int i = 0; i < n && s->daily_live; i++) {
        if (ev[i].type == GAME_EVENT_WON && ev[i].kind == GAME_KIND_PRACTICE) {
            daily_end_attempt(s, ev[i].score, true, ev[i].time_ms, warn, warnlen);
        } else if (ev[i].type == GAME_EVENT_LOST) {
            daily_end_attempt(s, s->daily_score, false, 0, warn, warnlen);
        }
    }
}

void session_daily_settle(game_session *s, char *warn, size_t warnlen)
{
    if (s->daily_begun) {
        s->daily_begun = false;
        if (s->daily_live) { /* replaced by another deal of the day (a board
                                never touched reports no loss) */
            daily_end_attempt(s, s->daily_score, false, 0, warn, warnlen);
        }
        if (daily_is_game(s, s->daily_begun_day)) {
            daily_begin b = {s->daily_begun_day, false};
            daily_store(s, daily_start_fn, &b, warn, warnlen);
            if (b.scored) {
                s->daily_live = true;
                s->daily_day = b.day;
                s->daily_score = 0;
            }
            s->notice = b.scored ? SESSION_NOTICE_DAILY_SCORED
                               : SESSION_NOTICE_DAILY_AGAIN;
        }
    }
    if (s->daily_live && daily_is_game(s, s->daily_day)) {
        s->daily_score = game_get_level_score(s->kept[SESSION_DAILY]);
    }
}

const daily_record *session_daily(const game_session *s)
{
    return &s->daily;
}

bool session_daily_done(const game_session *s, daily_date dt)
{
    const daily_entry *e = daily_find(&s->daily, dt);
    return e != NULL && e->done;
}

bool session_daily_live(const game_session *s)
{
    return s->daily_live;
}

/* ---- the player's own layouts ---- */

int session_custom_open(game_session *s, const char *dir, char *warn,
                        size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    game_custom_layouts_free(&s->custom);
    return game_custom_layouts_load(dir, &s->custom, warn, warnlen);
}

const game_custom_layouts *session_custom(const game_session *s)
{
    return &s->custom;
}

const char *session_custom_begin(game_session *s, game *g, int i,
                                 uint64_t seed)
{
    const llk_layout *l = s->custom.layout[i];
    int full = l->rows * l->cols / 4; /* four tiles of each kind, as the
                                         difficulties deal a full board */
    int kinds = llk_layout_kinds(l, full > 0 ? full : 1);
    llk_pair *line = malloc(sizeof *line * (size_t)(l->tiles / 2 + 1));
    int nline = 0;
    llk_generate_info info;
    llk_board *b = line ? llk_generate_layout(l, kinds, LLK_SHIFT_NONE, seed,
                                              CUSTOM_DEAL_MS, NULL, &info, line,
                                              &nline)
                        : NULL;
    free(line);
    if (b == NULL) {
        return LLK_N_("This layout could not be dealt");
    }
    const char *err = game_begin_board(g, GAME_RELAXED, s->diff, 1, seed, b);
    llk_board_free(b);
    return err;
}
