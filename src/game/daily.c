/* daily.c - the deal of the day: dates, the deal a date picks, and the
 * record of the days played (include/llk/daily.h). */
#define _POSIX_C_SOURCE 200809L
#include "llk/daily.h"

#include <stdlib.h>
#include <string.h>

enum { MAX_COUNT = 1000000000 };

static bool leap(int y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

bool daily_date_ok(daily_date dt)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (dt.y < 1 || dt.y > 9999 || dt.m < 1 || dt.m > 12 || dt.d < 1) {
        return false;
    }
    return dt.d <= days[dt.m - 1] + (dt.m == 2 && leap(dt.y));
}

daily_date daily_date_of(time_t t)
{
    struct tm tm;
    daily_date dt = {1970, 1, 1};
    if (localtime_r(&t, &tm) != NULL) {
        dt.y = tm.tm_year + 1900;
        dt.m = tm.tm_mon + 1;
        dt.d = tm.tm_mday;
    }
    return dt;
}

void daily_date_format(daily_date dt, char *out, size_t len)
{
    snprintf(out, len, "%04d-%02d-%02d", dt.y, dt.m, dt.d);
}

/* n digits at s as a number; -1 when one is not a digit. */
static int digits(const char *s, int n)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return -1;
        }
        v = v * 10 + (s[i] - '0');
    }
    return v;
}

bool daily_date_parse(const char *text, daily_date *out)
{
    if (text == NULL || strlen(text) != 10 || text[4] != '-' || text[7] != '-') {
        return false;
    }
    daily_date dt = {digits(text, 4), digits(text + 5, 2), digits(text + 8, 2)};
    if (!daily_date_ok(dt)) {
        return false;
    }
    *out = dt;
    return true;
}

long daily_day_number(daily_date dt)
{
    /* Years counted from March, so the leap day ends the year; 400-year
     * eras of 146097 days. */
    long y = dt.y - (dt.m <= 2);
    long era = (y >= 0 ? y : y - 399) / 400;
    long yoe = y - era * 400;
    long doy = (153 * (dt.m + (dt.m > 2 ? -3 : 9)) + 2) / 5 + dt.d - 1;
    long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468; /* 719468: days from 0000-03-01 to 1970-01-01 */
}

/* One step of a 64-bit mixing sequence (splitmix), on *x. */
static uint64_t mix_next(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

void daily_pick(daily_date dt, game_difficulty *d, int *level, uint64_t *seed)
{
    uint64_t x = (uint64_t)daily_day_number(dt) ^ 0x4C4C4B4441494C59ULL; /* "LLKDAILY" */
    *d = (game_difficulty)(mix_next(&x) % GAME_DIFFICULTY_COUNT);
    *level = 1 + (int)(mix_next(&x) % GAME_LEVELS);
    *seed = mix_next(&x) & ((1ULL << 40) - 1);
}

game_rule daily_rule_of(daily_date dt)
{
    enum { N = GAME_RULE_COUNT - 1 }; /* every rule but none */
    long day = daily_day_number(dt);
    long block = day >= 0 ? day / N : -((-day + N - 1) / N);
    int at = (int)(day - block * N);
    uint64_t x = (uint64_t)block ^ 0x52554C4552554C45ULL; /* "RULERULE" */
    game_rule order[N];
    for (int i = 0; i < N; i++) {
        order[i] = (game_rule)(i + 1);
    }
    for (int i = N - 1; i > 0; i--) { /* the block's shuffle */
        int j = (int)(mix_next(&x) % (uint64_t)(i + 1));
        game_rule t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    return order[at];
}

void daily_init(daily_record *r)
{
    memset(r, 0, sizeof *r);
}

static long date_cmp(daily_date a, daily_date b)
{
    return daily_day_number(a) - daily_day_number(b);
}

const daily_entry *daily_find(const daily_record *r, daily_date dt)
{
    for (int i = 0; i < r->ndays; i++) {
        if (date_cmp(r->day[i].date, dt) == 0) {
            return &r->day[i];
        }
    }
    return NULL;
}

/* Put e in its place (newest first), dropping the oldest past DAILY_KEEP;
 * false when its date is there already. */
static bool insert(daily_record *r, daily_entry e)
{
    if (daily_find(r, e.date) != NULL) {
        return false;
    }
    int at = 0;
    while (at < r->ndays && date_cmp(r->day[at].date, e.date) > 0) {
        at++;
    }
    if (at >= DAILY_KEEP) {
        return true; /* older than every kept day: not kept */
    }
    int n = r->ndays < DAILY_KEEP ? r->ndays : DAILY_KEEP - 1;
    memmove(&r->day[at + 1], &r->day[at], sizeof r->day[0] * (size_t)(n - at));
    r->day[at] = e;
    r->ndays = n + 1;
    return true;
}

bool daily_start(daily_record *r, daily_date dt)
{
    if (!daily_date_ok(dt) || daily_find(r, dt) != NULL) {
        return false;
    }
    daily_entry e = {dt, false, false, 0, 0};
    insert(r, e);
    r->played += r->played < MAX_COUNT;
    if (r->last.y != 0 && date_cmp(dt, r->last) == 1) {
        r->streak += r->streak < MAX_COUNT;
    } else if (r->last.y == 0 || date_cmp(dt, r->last) > 1) {
        r->streak = 1;
    }
    if (r->last.y == 0 || date_cmp(dt, r->last) > 0) {
        r->last = dt; /* a day before the last (the clock set back) changes no streak */
    }
    if (r->streak > r->best_streak) {
        r->best_streak = r->streak;
    }
    return true;
}

void daily_finish(daily_record *r, daily_date dt, int score, bool cleared)
{
    daily_entry *e = (daily_entry *)daily_find(r, dt);
    if (e != NULL && !e->done) {
        e->done = true;
        e->cleared = cleared;
        e->score = score < 0 ? 0 : score;
    }
}

void daily_set_time(daily_record *r, daily_date dt, long long ms)
{
    daily_entry *e = (daily_entry *)daily_find(r, dt);
    if (e != NULL && e->cleared && ms > 0) {
        e->time_ms = ms < MAX_COUNT ? ms : MAX_COUNT;
    }
}

long long daily_best_time(const daily_record *r, const daily_date *except)
{
    long long best = -1;
    for (int i = 0; i < r->ndays; i++) {
        const daily_entry *e = &r->day[i];
        if (!e->cleared || e->time_ms <= 0 ||
            (except != NULL && date_cmp(e->date, *except) == 0)) {
            continue;
        }
        best = best < 0 || e->time_ms < best ? e->time_ms : best;
    }
    return best;
}

int daily_streak(const daily_record *r, daily_date today)
{
    if (r->last.y == 0) {
        return 0;
    }
    long gap = date_cmp(today, r->last);
    return gap == 0 || gap == 1 ? r->streak : 0;
}

/* ---- The file ---- */

static const char magic[] = "lianliankan daily 1";

/* A whole number 0..MAX_COUNT at *s (moved past it and one blank). */
static bool take_count(const char **s, int *out)
{
    const char *p = *s;
    long v = 0;
    if (*p < '0' || *p > '9') {
        return false;
    }
    while (*p >= '0' && *p <= '9') {
        v = v * 10 + (*p++ - '0');
        if (v > MAX_COUNT) {
            return false;
        }
    }
    if (*p == ' ') {
        p++;
    } else if (*p != '\0') {
        return false;
    }
    *out = (int)v;
    *s = p;
    return true;
}

/* A date at *s (moved past it and one blank). */
static bool take_date(const char **s, daily_date *out)
{
    char d[11];
    const char *p = *s;
    size_t n = strcspn(p, " ");
    if (n != 10) {
        return false;
    }
    memcpy(d, p, 10);
    d[10] = '\0';
    if (!daily_date_parse(d, out)) {
        return false;
    }
    p += 10;
    *s = *p == ' ' ? p + 1 : p;
    return true;
}

static bool take_word(const char **s, const char *word)
{
    size_t n = strlen(word);
    if (strncmp(*s, word, n) != 0 || (*s)[n] != ' ') {
        return false;
    }
    *s += n + 1;
    return true;
}

/* One line of the body (NUL-terminated); false with err when bad. */
static bool parse_line(daily_record *r, const char *s, unsigned *seen, char *err, size_t errlen)
{
    int a, b, c, t = 0;
    daily_date dt;
    if (take_word(&s, "day")) {
        if (!take_date(&s, &dt) || !take_word(&s, "done") || !take_count(&s, &a) || a > 1 ||
            !take_word(&s, "cleared") || !take_count(&s, &b) || b > 1 || (b && !a) ||
            !take_word(&s, "score") || !take_count(&s, &c) ||
            (*s != '\0' && (!b || !take_word(&s, "time") || !take_count(&s, &t) || t == 0 ||
                            *s != '\0'))) {
            snprintf(err, errlen, "a day line is not 'day YYYY-MM-DD done 0|1 cleared 0|1 "
                                  "score N [time MS]' (a time only when cleared)");
            return false;
        }
        daily_entry e = {dt, a == 1, b == 1, c, t};
        if (!insert(r, e)) {
            snprintf(err, errlen, "a second line for one day");
            return false;
        }
        return true;
    }
    static const char *const keys[] = {"played", "streak", "best_streak"};
    for (unsigned k = 0; k < 3; k++) {
        if (!take_word(&s, keys[k])) {
            continue;
        }
        if (*seen & (1u << k)) {
            snprintf(err, errlen, "a second '%s' line", keys[k]);
            return false;
        }
        *seen |= 1u << k;
        bool ok = take_count(&s, &a);
        if (ok && k == 1 && strcmp(s, "-") == 0) {
            s++; /* no day played yet */
        } else if (ok && k == 1) {
            ok = take_date(&s, &dt);
            r->last = ok ? dt : r->last;
        }
        if (!ok || *s != '\0') {
            snprintf(err, errlen, "a bad '%s' line", keys[k]);
            return false;
        }
        *(k == 0 ? &r->played : k == 1 ? &r->streak : &r->best_streak) = a;
        return true;
    }
    snprintf(err, errlen, "an unknown line");
    return false;
}

int daily_parse(daily_record *r, const char *text, size_t len, char *err, size_t errlen)
{
    daily_init(r);
    char line[256];
    unsigned seen = 0;
    long no = 0;
    bool head = false;
    for (size_t at = 0; at < len;) {
        size_t e = at;
        while (e < len && text[e] != '\n') {
            e++;
        }
        no++;
        size_t n = e - at;
        if (n > 0 && text[at + n - 1] == '\r') {
            n--;
        }
        char why[160];
        if (n >= sizeof line || memchr(text + at, '\0', n) != NULL) {
            snprintf(err, errlen, "line %ld: too long or binary", no);
            return -1;
        }
        memcpy(line, text + at, n);
        line[n] = '\0';
        at = e + 1;
        if (n == 0) {
            continue;
        }
        if (!head) {
            if (strcmp(line, magic) != 0) {
                snprintf(err, errlen, "line %ld: not '%s'", no, magic);
                return -1;
            }
            head = true;
        } else if (!parse_line(r, line, &seen, why, sizeof why)) {
            snprintf(err, errlen, "line %ld: %s", no, why);
            return -1;
        }
    }
    if (!head) {
        snprintf(err, errlen, "empty");
        return -1;
    }
    return 0;
}

int daily_write(FILE *f, const daily_record *r)
{
    char last[16] = "-";
    if (r->last.y != 0) {
        daily_date_format(r->last, last, sizeof last);
    }
    fprintf(f, "%s\nplayed %d\nstreak %d %s\nbest_streak %d\n", magic, r->played, r->streak,
            last, r->best_streak);
    for (int i = 0; i < r->ndays; i++) {
        char d[16];
        daily_date_format(r->day[i].date, d, sizeof d);
        fprintf(f, "day %s done %d cleared %d score %d", d, r->day[i].done,
                r->day[i].cleared, r->day[i].score);
        if (r->day[i].cleared && r->day[i].time_ms > 0) {
            fprintf(f, " time %lld", r->day[i].time_ms);
        }
        fputc('\n', f);
    }
    return ferror(f) ? -1 : 0;
}
