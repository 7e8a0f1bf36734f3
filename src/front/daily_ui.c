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

#include "front.h"
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
    if (!a->daily_path[0]) {
        if (fn) {
            fn(&a->daily, ctx); /* nowhere to keep it: in memory */
        }
        return;
    }
    if (daily_update(a->daily_path, &a->daily, fn, ctx, warn, sizeof warn) != 0 &&
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
    daily_end e = {a->daily_day, score, cleared};
    a->daily_live = false;
    daily_store(a, daily_finish_fn, &e);
}

/* Whether the game in progress is the deal of day dt. */
static bool daily_is_game(const front_app *a, daily_date dt)
{
    char id[GAME_ID_MAX], want[GAME_ID_MAX];
    if (!a->g || !game_get_id(a->g, id, sizeof id) ||
        game_get_kind(a->g) != GAME_KIND_PRACTICE) {
        return false;
    }
    daily_id(dt, want, sizeof want);
    return strcmp(id, want) == 0;
}

void daily_open(front_app *a)
{
    char dir[900], err[512];
    daily_init(&a->daily);
    if (file_app_dir("data", true, dir, sizeof dir, err, sizeof err) == 0) {
        snprintf(a->daily_path, sizeof a->daily_path, "%s/daily.txt", dir);
    }
    daily_store(a, NULL, NULL);
    /* a scored attempt left open: it goes on when the save holds it
     * (persist_load came first), else it has ended */
    for (int i = 0; i < a->daily.ndays; i++) {
        if (a->daily.day[i].done) {
            continue;
        }
        a->daily_day = a->daily.day[i].date;
        if (daily_is_game(a, a->daily_day) && game_get_tiles_left(a->g) > 0) {
            a->daily_live = true;
            a->daily_score = game_get_level_score(a->g);
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
    a->daily_pending = true;
    a->practice = true;
    const char *err = front_begin(a, GAME_TIMED, d, level, seed);
    if (err) {
        a->daily_pending = false;
        front_notice(a, _(err));
    }
}

void daily_after(front_app *a)
{
    if (a->screen == &st_menu) {
        a->daily_pending = false; /* not started after all (asked, no) */
    }
    if (a->daily_pending && a->g &&
        game_get_screen(a->g) == GAME_SCREEN_PLAYING) {
        daily_date today = daily_today();
        a->daily_pending = false;
        if (!daily_is_game(a, today)) {
            return;
        }
        bool scored = false;
        daily_store(a, daily_start_fn, &scored);
        if (scored) {
            a->daily_live = true;
            a->daily_day = today;
            a->daily_score = 0;
            front_notice(a, _("The deal of the day: this attempt counts"));
        } else {
            front_notice(a, _("The deal of the day, again: practice"));
        }
    }
    if (a->daily_live && daily_is_game(a, a->daily_day)) {
        a->daily_score = game_get_level_score(a->g);
    }
}

void daily_events(front_app *a, const game_event *ev, int n)
{
    for (int i = 0; i < n && a->daily_live; i++) {
        if (ev[i].type == GAME_EVENT_WON && ev[i].kind == GAME_KIND_PRACTICE) {
            daily_end_attempt(a, ev[i].score, true);
        } else if (ev[i].type == GAME_EVENT_LOST) {
            daily_end_attempt(a, a->daily_score, false);
        }
    }
}

bool daily_done_today(const front_app *a)
{
    const daily_entry *e = daily_find(&a->daily, daily_today());
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
    v->daily_streak = daily_streak(&a->daily, today);
}
