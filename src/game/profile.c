/* profile.c - the scores and statistics files as the front end uses them
 * (include/llk/profile.h, "The profile"): events counted, runs added,
 * statistics reset, the default name.
 */
#define _DEFAULT_SOURCE /* getpwuid_r */
#include <pwd.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "llk/profile.h"

static void join(char *warn, size_t len, const char *msg)
{
    size_t used = strlen(warn);
    if (msg[0] != '\0' && used + 3 < len) {
        snprintf(warn + used, len - used, "%s%s", used ? "; " : "", msg);
    }
}

void profile_open(profile *p, const char *dir, char *warn, size_t warnlen)
{
    char w[2048];
    memset(p, 0, sizeof *p);
    scores_init(&p->scores);
    stats_init(&p->stats);
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (dir == NULL || dir[0] == '\0') {
        return;
    }
    int a = snprintf(p->scores_path, sizeof p->scores_path, "%s/scores.txt",
                     dir);
    int b = snprintf(p->stats_path, sizeof p->stats_path, "%s/stats.txt", dir);
    if (a < 0 || b < 0 || (size_t)a >= sizeof p->scores_path
        || (size_t)b >= sizeof p->stats_path) {
        p->scores_path[0] = p->stats_path[0] = '\0';
        join(warn, warnlen, "the data directory's path is too long: scores "
                            "and statistics are not kept");
        return;
    }
    w[0] = '\0';
    scores_update(p->scores_path, &p->scores, NULL, NULL, w, sizeof w);
    join(warn, warnlen, w);
    w[0] = '\0';
    stats_update(p->stats_path, &p->stats, NULL, NULL, w, sizeof w);
    join(warn, warnlen, w);
}

typedef struct events {
    const game_event *ev;
    int n;
} events;

static bool count_events(stats *s, void *ctx)
{
    const events *e = ctx;
    for (int i = 0; i < e->n; i++) {
        stats_apply(s, &e->ev[i]);
    }
    return true;
}

static bool levels_won(scores *s, void *ctx)
{
    const events *e = ctx;
    bool any = false;
    for (int i = 0; i < e->n; i++) {
        const game_event *x = &e->ev[i];
        if (x->type == GAME_EVENT_WON) {
            bool counted = !x->assisted && game_kind_scores(x->kind);
            scores_level_won(s, x->diff, x->level, counted, x->score);
            if (counted) {
                scores_level_stars(s, x->diff, x->level, x->stars);
            }
            any = true;
        }
    }
    return any;
}

bool profile_record(profile *p, const game_event *ev, int n,
                    game_event *run_end, char *warn, size_t warnlen)
{
    char w[2048];
    events e = {ev, n};
    bool ended = false, won = false;
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (n <= 0) {
        return false;
    }
    for (int i = 0; i < n; i++) {
        won |= ev[i].type == GAME_EVENT_WON;
    }
    if (p->stats_path[0] != '\0') {
        w[0] = '\0';
        stats_update(p->stats_path, &p->stats, count_events, &e, w, sizeof w);
        join(warn, warnlen, w);
    } else {
        count_events(&p->stats, &e);
    }
    if (won && p->scores_path[0] != '\0') {
        w[0] = '\0';
        scores_update(p->scores_path, &p->scores, levels_won, &e, w, sizeof w);
        join(warn, warnlen, w);
    } else if (won) {
        levels_won(&p->scores, &e);
    }
    for (int i = 0; i < n; i++) {
        if (ev[i].type == GAME_EVENT_RUN_END && profile_qualifies(p, &ev[i])) {
            if (run_end != NULL) {
                *run_end = ev[i];
            }
            ended = true;
        }
    }
    return ended;
}

bool profile_qualifies(const profile *p, const game_event *run_end)
{
    if (run_end->type != GAME_EVENT_RUN_END || run_end->assisted ||
        run_end->score <= 0) {
        return false;
    }
    if (run_end->kind == GAME_KIND_ENDLESS) {
        return scores_endless_rank(&p->scores, run_end->diff, run_end->levels,
                                   run_end->score) >= 0;
    }
    return run_end->kind == GAME_KIND_TIMED &&
           scores_rank(&p->scores, run_end->diff, run_end->score) >= 0;
}

typedef struct add_run {
    game_difficulty d;
    bool endless;
    score_entry e;
    int rank;
} add_run;

static bool insert_run(scores *s, void *ctx)
{
    add_run *a = ctx;
    a->rank = a->endless ? scores_endless_insert(s, a->d, &a->e)
                         : scores_insert(s, a->d, &a->e);
    return true; /* the last name is worth keeping even when out */
}

int profile_add_run(profile *p, const game_event *run_end, const char *name,
                    long long when, const score_replays *replays, char *warn,
                    size_t warnlen)
{
    add_run a;
    memset(&a, 0, sizeof a);
    a.d = run_end->diff;
    a.endless = run_end->kind == GAME_KIND_ENDLESS;
    scores_name_clean(name != NULL ? name : "", a.e.name, sizeof a.e.name);
    if (a.e.name[0] == '\0') {
        profile_default_name(p, a.e.name, sizeof a.e.name);
    }
    a.e.score = run_end->score;
    a.e.levels = run_end->levels;
    a.e.when = when;
    if (replays != NULL) {
        a.e.replays = *replays;
    }
    a.rank = -1;
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (run_end->assisted || run_end->type != GAME_EVENT_RUN_END
        || (run_end->kind != GAME_KIND_TIMED && !a.endless)) {
        return -1;
    }
    if (p->scores_path[0] != '\0') {
        scores_update(p->scores_path, &p->scores, insert_run, &a, warn,
                      warnlen);
    } else {
        insert_run(&p->scores, &a);
    }
    return a.rank;
}

static bool zero(stats *s, void *ctx)
{
    (void)ctx;
    stats_init(s);
    return true;
}

void profile_reset_stats(profile *p, char *warn, size_t warnlen)
{
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    if (p->stats_path[0] != '\0') {
        stats_update(p->stats_path, &p->stats, zero, NULL, warn, warnlen);
    } else {
        stats_init(&p->stats);
    }
}

void profile_default_name(const profile *p, char *out, size_t len)
{
    char name[SCORES_NAME_BYTES] = "";
    if (p != NULL && scores_name_ok(p->scores.last_name)) {
        snprintf(out, len, "%s", p->scores.last_name);
        return;
    }
    const char *user = getenv("USER");
    if (user != NULL) {
        scores_name_clean(user, name, sizeof name);
    }
    if (name[0] == '\0') {
        struct passwd pw, *res = NULL;
        char buf[4096];
        if (getpwuid_r(getuid(), &pw, buf, sizeof buf, &res) == 0
            && res != NULL) {
            scores_name_clean(res->pw_name, name, sizeof name);
        }
    }
    snprintf(out, len, "%s", name[0] != '\0' ? name : "Player");
}
