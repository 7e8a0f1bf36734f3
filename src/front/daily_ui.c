/* daily_ui.c - the deal of the day in the front end: today's date (env
 * LLK_TODAY=YYYY-MM-DD fixes it, for tests), the record's place (daily.txt
 * in the data directory), starting today's deal, and what the state file
 * says. Its rules (which attempt counts, when it ends, the streak) are the
 * session's (src/game/session_daily.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
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
    session_daily_id(dt, out, len);
}

void daily_open(front_app *a)
{
    char dir[900], err[512], path[1024], warn[1024];
    path[0] = '\0';
    if (file_app_dir("data", true, dir, sizeof dir, err, sizeof err) == 0) {
        snprintf(path, sizeof path, "%s/daily.txt", dir);
    }
    session_daily_open(a->ses, path, warn, sizeof warn);
    if (warn[0]) {
        remember_warn(a, warn);
    }
}

void daily_play(front_app *a)
{
    front_ask_rule(a);
    const char *err =
        front_started(a, session_daily_start(a->ses, daily_today()));
    if (err) {
        front_notice(a, _(err));
    }
}

bool daily_kept_today(const front_app *a)
{
    char id[GAME_ID_MAX], want[GAME_ID_MAX];
    const game *g = session_kept(a->ses, SESSION_DAILY);
    if (!session_can_continue(a->ses, SESSION_DAILY) ||
        !game_get_id(g, id, sizeof id)) {
        return false;
    }
    daily_id(daily_today(), want, sizeof want);
    return strcmp(id, want) == 0;
}

bool daily_done_today(const front_app *a)
{
    return session_daily_done(a->ses, daily_today());
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
    v->daily_streak = daily_streak(session_daily(a->ses), today);
}
