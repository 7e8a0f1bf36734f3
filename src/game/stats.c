/* stats.c - statistics per kind of game and difficulty, and the stats.txt
 * text (include/llk/profile.h, docs/formats.md "High scores and statistics").
 */
#include <stdlib.h>
#include <string.h>

#include "lines_int.h"
#include "llk/profile.h"

#define STATS_MAGIC "lianliankan-stats"
#define STATS_VERSION 1
#define COUNT_MAX 1000000000000000LL /* 10^15 */

void stats_init(stats *s)
{
    memset(s, 0, sizeof *s);
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            s->row[k][d].best_ms = -1;
        }
    }
}

static void add(long long *v, long long n)
{
    *v = n > COUNT_MAX - *v ? COUNT_MAX : *v + n;
}

void stats_apply(stats *s, const game_event *e)
{
    if ((int)e->kind < 0 || e->kind >= GAME_KIND_COUNT || (int)e->diff < 0
        || e->diff >= GAME_DIFFICULTY_COUNT) {
        return;
    }
    stats_row *r = &s->row[e->kind][e->diff];
    long long n = e->count > 0 ? e->count : 0;
    switch (e->type) {
    case GAME_EVENT_STARTED:
        add(&r->started, 1);
        break;
    case GAME_EVENT_WON:
        add(&r->won, 1);
        /* A board dealt before the statistics were kept. */
        r->started = r->started < r->won ? r->won : r->started;
        add(&r->streak, 1);
        r->longest = r->streak > r->longest ? r->streak : r->longest;
        if (!e->assisted && e->time_ms >= 0 && e->time_ms <= COUNT_MAX
            && (r->best_ms < 0 || e->time_ms < r->best_ms)) {
            r->best_ms = e->time_ms;
        }
        break;
    case GAME_EVENT_LOST:
        r->streak = 0;
        break;
    case GAME_EVENT_PAIRS:
        add(&r->pairs, n);
        break;
    case GAME_EVENT_HINTS:
        add(&r->hints, n);
        break;
    case GAME_EVENT_REDEALS:
        add(&r->redeals, n);
        break;
    case GAME_EVENT_RUN_END:
        break;
    }
}

int stats_win_percent(const stats_row *r)
{
    if (r->started <= 0) {
        return 0;
    }
    return (int)((r->won * 100 + r->started / 2) / r->started);
}

int stats_write(FILE *f, const stats *s)
{
    fprintf(f, "%s %d\n", STATS_MAGIC, STATS_VERSION);
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            const stats_row *r = &s->row[k][d];
            fprintf(f, "stats %s %s %lld %lld %lld %lld %lld %lld %lld %lld\n",
                    game_kind_name((game_kind)k),
                    game_difficulty_name((game_difficulty)d), r->started,
                    r->won, r->best_ms, r->streak, r->longest, r->pairs,
                    r->hints, r->redeals);
        }
    }
    fputs("end\n", f);
    return ferror(f) ? -1 : 0;
}

static bool read_row(lines *r, stats *s, bool seen[GAME_KIND_COUNT][GAME_DIFFICULTY_COUNT])
{
    char w[32];
    game_kind k;
    game_difficulty d;
    if (!lines_token(r, w, sizeof w)) {
        return false;
    }
    if (!game_kind_parse(w, &k)) {
        return lines_fail(r, "unknown kind of game");
    }
    if (!lines_token(r, w, sizeof w)) {
        return false;
    }
    if (!game_difficulty_parse(w, &d)) {
        return lines_fail(r, "unknown difficulty");
    }
    if (seen[k][d]) {
        return lines_fail(r, "a kind and difficulty named twice");
    }
    seen[k][d] = true;
    stats_row *x = &s->row[k][d];
    if (!lines_num(r, 0, COUNT_MAX, &x->started)
        || !lines_num(r, 0, COUNT_MAX, &x->won)
        || !lines_num(r, -1, COUNT_MAX, &x->best_ms)
        || !lines_num(r, 0, COUNT_MAX, &x->streak)
        || !lines_num(r, 0, COUNT_MAX, &x->longest)
        || !lines_num(r, 0, COUNT_MAX, &x->pairs)
        || !lines_num(r, 0, COUNT_MAX, &x->hints)
        || !lines_num(r, 0, COUNT_MAX, &x->redeals) || !lines_end(r)) {
        return false;
    }
    if (x->won > x->started || x->streak > x->longest || x->longest > x->won) {
        return lines_fail(r, "the counts do not add up");
    }
    return true;
}

static bool read_body(lines *r, void *arg)
{
    stats *s = arg;
    int version;
    bool seen[GAME_KIND_COUNT][GAME_DIFFICULTY_COUNT];
    memset(seen, 0, sizeof seen);
    if (!lines_header(r, STATS_MAGIC, STATS_VERSION, &version)) {
        return false;
    }
    for (;;) {
        char key[16];
        int k = lines_key(r, key, sizeof key);
        if (k <= 0) {
            return k == 0;
        }
        if (strcmp(key, "stats") != 0) {
            return lines_fail(r, "unknown line");
        }
        if (!read_row(r, s, seen)) {
            return false;
        }
    }
}

int stats_parse(stats *s, const char *text, size_t len, char *err,
                size_t errlen)
{
    stats_init(s);
    if (lines_parse(text, len, err, errlen, read_body, s) != 0) {
        stats_init(s);
        return -1;
    }
    return 0;
}
