/* daily_ui.c - the deal of the day in the front end: today's date (env
 * LLK_TODAY=YYYY-MM-DD fixes it, for tests), the record's place (daily.txt
 * in the data directory), and what the state file says (starting today's
 * deal is the screens': daily_play, st_daily.c). Its rules (which attempt counts, when it ends, the streak) are the
 * session's (src/game/session_daily.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
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

int daily_card_lines(const front_app *a, char (*out)[160])
{
    char buf[DAILY_CARD_LINES][160];
    out = out ? out : buf;
    const daily_record *r = session_daily(a->ses);
    const game *g = session_game(a->ses);
    daily_date today = daily_today(), day;
    bool dated = session_daily_date(a->ses, today, &day);
    char n1[32], n2[32];
    int n = 0;
    game_rule rule = game_get_rule(g);
    if (rule != GAME_RULE_NONE) {
        snprintf(out[n++], 160, _("Today's rule: %s"), _(game_rule_title(rule)));
    }
    long long best = daily_best_time(r, dated ? &day : NULL);
    lang_duration(n1, sizeof n1, game_get_elapsed_ms(g));
    if (best > 0) {
        lang_duration(n2, sizeof n2, best);
        snprintf(out[n++], 160, _("Your time %s, your best of the other days %s"), n1, n2);
    } else {
        snprintf(out[n++], 160, _("Your time %s"), n1);
    }
    lang_number(n1, sizeof n1, daily_streak(r, today));
    lang_number(n2, sizeof n2, r->best_streak);
    snprintf(out[n++], 160, _("Streak: %s days in a row (longest %s)"), n1, n2);
    snprintf(out[n++], 160, "%s", _("A new challenge tomorrow"));
    return n;
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
