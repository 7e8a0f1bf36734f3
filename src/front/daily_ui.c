/* daily_ui.c - the deal of the day in the front end: today's date (env
 * LLK_TODAY=YYYY-MM-DD fixes it, for tests), the record (daily.txt in the
 * data directory, src/game/daily.c), starting today's deal, following the
 * scored attempt to its end, and what the menu and the state file say.
 *
 * The deal is one timed level (practice of that level, its game ID an
 * ordinary one). The first attempt started on a day is the scored one: it
 * is recorded when its board is on the play screen, and it ends with the
 * board (cleared, out of time, retried, or left for another game); later
 * attempts that day are practice. A scored attempt still open when the
 * game starts again goes on when the save holds it, else it ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "screens.h"
#include "flow.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "llk/files.h"

daily_date daily_today(void)
{
    daily_date dt;
    const char *fixed = getenv("LLK_TODAY");
    if (fixed && daily_date_parse(fixed, &dt)) {
        return dt;
    }
    return daily_date_of(time(NULL));
}

void daily_id(daily_date dt, char *out, size_t len)
{
    game_difficulty d;
    int level;
    uint64_t seed;
    daily_pick(dt, &d, &level, &seed);
    game_id_format(GAME_TIMED, d, level, seed, out, len);
}

/* Read or change the record (fn NULL: read); a warning kept for the
 * screens. */
static void daily_store(front_app *a, daily_fn fn, void *ctx)
{
    char warn[1024];
    if (!sess()->daily_path[0]) {
        if (fn) {
            fn(&sess()->daily, ctx); /* nowhere to keep it: in memory */
        }
        return;
    }
    if (daily_update(sess()->daily_path, &sess()->daily, fn, ctx, warn,
                     sizeof warn) != 0 &&
        warn[0]) {
        remember_warn(a, warn);
    }
}

static bool daily_start_fn(daily_record *r, void *ctx)
{
    bool *scored = ctx;
    *scored = daily_start(r, daily_today());
    return *scored;
}

typedef struct daily_end {
    daily_date day;
    int score;
    bool cleared;
} daily_end;

static bool daily_finish_fn(daily_record *r, void *ctx)
{
    const daily_end *e = ctx;
    const daily_entry *was = daily_find(r, e->day);
    if (!was || was->done) {
        return false;
    }
    daily_finish(r, e->day, e->score, e->cleared);
    return true;
}

/* The scored attempt ends. */
static void daily_end_attempt(front_app *a, int score, bool cleared)
{
    daily_end e = {sess()->daily_day, score, cleared};
    sess()->daily_live = false;
    daily_store(a, daily_finish_fn, &e);
}

/* Whether the game in progress is the deal of day dt. */
static bool daily_is_game(daily_date dt)
{
    char id[GAME_ID_MAX], want[GAME_ID_MAX];
    if (!sess()->g || !game_get_id(sess()->g, id, sizeof id) ||
        game_get_kind(sess()->g) != GAME_KIND_PRACTICE) {
        return false;
    }
    daily_id(dt, want, sizeof want);
    return strcmp(id, want) == 0;
}

void daily_open(front_app *a)
{
    char dir[900], err[512];
    daily_init(&sess()->daily);
    if (file_app_dir("data", true, dir, sizeof dir, err, sizeof err) == 0) {
        snprintf(sess()->daily_path, sizeof sess()->daily_path, "%s/daily.txt",
                 dir);
    }
    daily_store(a, NULL, NULL);
    /* a scored attempt left open: it goes on when the save holds it
     * (persist_load came first), else it has ended */
    for (int i = 0; i < sess()->daily.ndays; i++) {
        if (sess()->daily.day[i].done) {
            continue;
        }
        sess()->daily_day = sess()->daily.day[i].date;
        if (daily_is_game(sess()->daily_day) &&
            game_get_tiles_left(sess()->g) > 0) {
            sess()->daily_live = true;
            sess()->daily_score = game_get_level_score(sess()->g);
        } else {
            daily_end_attempt(a, 0, false);
        }
    }
}

void daily_play(front_app *a)
{
    game_difficulty d;
    int level;
    uint64_t seed;
    daily_date today = daily_today();
    daily_pick(today, &d, &level, &seed);
    sess()->daily_pending = true;
    sess()->practice = true;
    const char *err = front_begin(a, GAME_TIMED, d, level, seed);
    if (err) {
        sess()->daily_pending = false;
        front_notice(a, _(err));
    }
}

void daily_after(front_app *a)
{
    if (a->screen == &st_menu) {
        sess()->daily_pending = false; /* not started after all (asked, no) */
    }
    if (sess()->daily_pending && sess()->g &&
        game_get_screen(sess()->g) == GAME_SCREEN_PLAYING) {
        daily_date today = daily_today();
        sess()->daily_pending = false;
        if (!daily_is_game(today)) {
            return;
        }
        bool scored = false;
        daily_store(a, daily_start_fn, &scored);
        if (scored) {
            sess()->daily_live = true;
            sess()->daily_day = today;
            sess()->daily_score = 0;
            front_notice(a, _("The deal of the day: this attempt counts"));
        } else {
            front_notice(a, _("The deal of the day, again: practice"));
        }
    }
    if (sess()->daily_live && daily_is_game(sess()->daily_day)) {
        sess()->daily_score = game_get_level_score(sess()->g);
    }
}

void daily_events(front_app *a, const game_event *ev, int n)
{
    for (int i = 0; i < n && sess()->daily_live; i++) {
        if (ev[i].type == GAME_EVENT_WON && ev[i].kind == GAME_KIND_PRACTICE) {
            daily_end_attempt(a, ev[i].score, true);
        } else if (ev[i].type == GAME_EVENT_LOST) {
            daily_end_attempt(a, sess()->daily_score, false);
        }
    }
}

bool daily_done_today(const front_app *a)
{
    (void)a;
    const daily_entry *e = daily_find(&sess()->daily, daily_today());
    return e != NULL && e->done;
}

void daily_view(front_app *a, game_view *v)
{
    static char date[16], id[GAME_ID_MAX];
    daily_date today = daily_today();
    daily_date_format(today, date, sizeof date);
    daily_id(today, id, sizeof id);
    v->has_daily = true;
    v->daily_date = date;
    v->daily_id = id;
    v->daily_done = daily_done_today(a);
    v->daily_streak = daily_streak(&sess()->daily, today);
}
