/* test_daily.c - the deal of the day: the calendar (against the C
 * library's own timegm-free arithmetic: mktime in UTC), the deal a date
 * picks (the same every run, valid, different from day to day), the first
 * attempt scored and later ones not, streaks over gaps and a clock set
 * back, the 30 days kept, the file written and read back, refused when
 * bad, and updated in a private data directory with a corrupt file kept
 * aside as daily.txt.bad. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "llk/daily.h"
#include "llk/rng.h"

static daily_date add_days(daily_date dt, long n)
{
    /* Through the C library: noon UTC of dt plus n days, back to a date. */
    struct tm tm = {0};
    tm.tm_year = dt.y - 1900;
    tm.tm_mon = dt.m - 1;
    tm.tm_mday = dt.d + (int)n;
    tm.tm_hour = 12;
    tm.tm_isdst = -1;
    time_t t = mktime(&tm);
    struct tm out;
    localtime_r(&t, &out);
    return (daily_date){out.tm_year + 1900, out.tm_mon + 1, out.tm_mday};
}

static void test_calendar(llk_rng *rng)
{
    CHECK_INT(daily_day_number((daily_date){1970, 1, 1}), 0);
    CHECK_INT(daily_day_number((daily_date){2000, 3, 1}), 11017);
    CHECK_INT(daily_day_number((daily_date){1969, 12, 31}), -1);
    CHECK_INT(daily_day_number((daily_date){2026, 11, 26}), 20783); /* Python: (date(2026,11,26) - date(1970,1,1)).days */
    CHECK(daily_date_ok((daily_date){2024, 2, 29}) && !daily_date_ok((daily_date){2023, 2, 29}) &&
              !daily_date_ok((daily_date){1900, 2, 29}) && daily_date_ok((daily_date){2000, 2, 29}) &&
              !daily_date_ok((daily_date){2026, 4, 31}) && !daily_date_ok((daily_date){2026, 13, 1}) &&
              !daily_date_ok((daily_date){0, 1, 1}),
          "real dates");
    /* 3000 random days from 1971 to 2200: the day number goes up by one
     * from a day to the next (the C library's calendar), and the text
     * form reads back. */
    int bad = 0;
    for (int i = 0; i < 3000; i++) {
        daily_date dt = {1971 + (int)llk_rng_below(rng, 230), 1 + (int)llk_rng_below(rng, 12),
                         1 + (int)llk_rng_below(rng, 28)};
        daily_date next = add_days(dt, 1);
        char text[16];
        daily_date back;
        daily_date_format(next, text, sizeof text);
        bad += daily_day_number(next) != daily_day_number(dt) + 1 ||
               !daily_date_parse(text, &back) || daily_day_number(back) != daily_day_number(next);
    }
    CHECK_INT(bad, 0);
    static const char *const wrong[] = {"2026-11-31", "2026-1-05", "2026/11/05", "20261105",
                                        "2026-11-05 ", "0000-01-01", "2026-00-10", "abcd-ef-gh"};
    for (size_t i = 0; i < sizeof wrong / sizeof wrong[0]; i++) {
        daily_date dt;
        CHECK(!daily_date_parse(wrong[i], &dt), "'%s' is no date", wrong[i]);
    }
}

/* The same date, the same deal; valid; tomorrow's differs. */
static void test_pick(void)
{
    daily_date dt = {2026, 1, 1};
    int same_as_next = 0, diffs[GAME_DIFFICULTY_COUNT] = {0}, levels[GAME_LEVELS + 1] = {0};
    for (int i = 0; i < 730; i++, dt = add_days(dt, 1)) {
        game_difficulty d, d2;
        int level, level2;
        uint64_t seed, seed2;
        daily_pick(dt, &d, &level, &seed);
        daily_pick(dt, &d2, &level2, &seed2);
        CHECK(d == d2 && level == level2 && seed == seed2, "one date, one deal");
        CHECK((int)d >= 0 && d < GAME_DIFFICULTY_COUNT && level >= 1 && level <= GAME_LEVELS &&
                  seed < (1ULL << 40),
              "a valid deal");
        diffs[d]++;
        levels[level]++;
        daily_date tomorrow = add_days(dt, 1);
        daily_pick(tomorrow, &d2, &level2, &seed2);
        same_as_next += d == d2 && level == level2 && seed == seed2;
    }
    CHECK_INT(same_as_next, 0);
    /* Over two years every difficulty and every level comes up. */
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        CHECK(diffs[d] > 0, "difficulty %d never picked", d);
    }
    for (int l = 1; l <= GAME_LEVELS; l++) {
        CHECK(levels[l] > 0, "level %d never picked", l);
    }
    /* A known date's deal, so a change to the pick (which changes every
     * player's deal of the day) is a deliberate one. */
    game_difficulty d;
    int level;
    uint64_t seed;
    daily_pick((daily_date){2026, 11, 26}, &d, &level, &seed);
    printf("test_daily: the deal of 2026-11-26: %s level %d seed %llu\n",
           game_difficulty_name(d), level, (unsigned long long)seed);
}

static void test_attempts(void)
{
    daily_record r;
    daily_init(&r);
    daily_date day = {2026, 11, 20};
    CHECK(daily_start(&r, day), "the first attempt is scored");
    CHECK(!daily_start(&r, day), "the second is not");
    CHECK(daily_find(&r, day) != NULL && !daily_find(&r, day)->done, "recorded, not done");
    daily_finish(&r, day, 1234, true);
    daily_finish(&r, day, 99, false); /* a later attempt's end changes nothing */
    const daily_entry *e = daily_find(&r, day);
    CHECK(e != NULL && e->done && e->cleared && e->score == 1234, "the scored result kept");
    CHECK_INT(r.played, 1);
    CHECK_INT(daily_streak(&r, day), 1);
    /* Three days in a row, then a gap. */
    daily_start(&r, add_days(day, 1));
    daily_start(&r, add_days(day, 2));
    CHECK_INT(daily_streak(&r, add_days(day, 2)), 3);
    CHECK_INT(daily_streak(&r, add_days(day, 3)), 3); /* today not played yet */
    CHECK_INT(daily_streak(&r, add_days(day, 4)), 0); /* a day missed */
    daily_start(&r, add_days(day, 5));
    CHECK_INT(daily_streak(&r, add_days(day, 5)), 1);
    CHECK_INT(r.best_streak, 3);
    CHECK_INT(r.played, 4);
    /* The clock set back: a day before the last is scored but no streak
     * changes. */
    CHECK(daily_start(&r, add_days(day, -3)), "an earlier day, played late");
    CHECK_INT(r.streak, 1);
    CHECK_INT(daily_day_number(r.last), daily_day_number(add_days(day, 5)));
    /* Only the last 30 days are kept, newest first. */
    daily_date d = add_days(day, 6);
    for (int i = 0; i < 40; i++, d = add_days(d, 1)) {
        daily_start(&r, d);
    }
    CHECK_INT(r.ndays, DAILY_KEEP);
    CHECK_INT(daily_day_number(r.day[0].date), daily_day_number(add_days(d, -1)));
    bool sorted = true;
    for (int i = 1; i < r.ndays; i++) {
        sorted = sorted && daily_day_number(r.day[i - 1].date) == daily_day_number(r.day[i].date) + 1;
    }
    CHECK(sorted, "newest first, one a day");
    CHECK_INT(r.streak, 41); /* day+5, then 40 days in a row */
    CHECK_INT(r.best_streak, 41);
    CHECK_INT(r.played, 45);
}

/* Field by field (the structs have padding). */
static bool same_record(const daily_record *a, const daily_record *b)
{
    if (a->ndays != b->ndays || a->played != b->played || a->streak != b->streak ||
        a->best_streak != b->best_streak || daily_day_number(a->last) != daily_day_number(b->last)) {
        return false;
    }
    for (int i = 0; i < a->ndays; i++) {
        const daily_entry *x = &a->day[i], *y = &b->day[i];
        if (daily_day_number(x->date) != daily_day_number(y->date) || x->done != y->done ||
            x->cleared != y->cleared || x->score != y->score) {
            return false;
        }
    }
    return true;
}

static void test_file(void)
{
    daily_record r, back;
    daily_init(&r);
    daily_date day = {2026, 11, 1};
    for (int i = 0; i < 12; i += 1 + i % 3) {
        daily_start(&r, add_days(day, i));
        daily_finish(&r, add_days(day, i), i * 100, i % 2 == 0);
    }
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    CHECK_INT(daily_write(f, &r), 0);
    fclose(f);
    char err[256] = "";
    CHECK(daily_parse(&back, buf, len, err, sizeof err) == 0, "read back: %s", err);
    CHECK(same_record(&r, &back), "the same record read back");
    free(buf);
    static const struct {
        const char *text;
        const char *want;
    } bad[] = {
        {"", "empty"},
        {"lianliankan daily 2\n", "line 1: not"},
        {"lianliankan daily 1\nplayed x\n", "line 2: a bad 'played' line"},
        {"lianliankan daily 1\nplayed 1\nplayed 2\n", "line 3: a second 'played' line"},
        {"lianliankan daily 1\nstreak 2 2026-02-30\n", "line 2: a bad 'streak' line"},
        {"lianliankan daily 1\nday 2026-11-01 done 1 cleared 1 score\n", "line 2: a day line"},
        {"lianliankan daily 1\nday 2026-11-01 done 0 cleared 1 score 5\n", "line 2: a day line"},
        {"lianliankan daily 1\nday 2026-11-01 done 1 cleared 0 score 5\n"
         "day 2026-11-01 done 1 cleared 0 score 5\n",
         "line 3: a second line for one day"},
        {"lianliankan daily 1\nbest_streak 99999999999\n", "line 2: a bad 'best_streak'"},
        {"lianliankan daily 1\nhello\n", "line 2: an unknown line"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        daily_record x;
        err[0] = '\0';
        int rc = daily_parse(&x, bad[i].text, strlen(bad[i].text), err, sizeof err);
        CHECK(rc == -1 && strncmp(err, bad[i].want, strlen(bad[i].want)) == 0,
              "case %zu: got '%s', want '%s'", i, err, bad[i].want);
    }
}

static bool start_today(daily_record *r, void *ctx)
{
    return daily_start(r, *(daily_date *)ctx);
}

/* Real files in a private directory: the first attempt saved, a corrupt
 * file kept aside as daily.txt.bad with one warning. */
static void test_update(void)
{
    char dir[] = "/tmp/llk_daily_XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[128], bad[160], warn[512] = "";
    snprintf(path, sizeof path, "%s/daily.txt", dir);
    snprintf(bad, sizeof bad, "%s.bad", path);
    daily_record r;
    daily_date day = {2026, 11, 26};
    CHECK_INT(daily_update(path, &r, start_today, &day, warn, sizeof warn), 0);
    CHECK_INT(daily_update(path, &r, start_today, &day, warn, sizeof warn), 0);
    CHECK(r.ndays == 1 && r.played == 1, "saved once, the second attempt not scored");
    FILE *f = fopen(path, "w");
    fputs("lianliankan daily 1\nday soon\n", f);
    fclose(f);
    CHECK_INT(daily_update(path, &r, NULL, NULL, warn, sizeof warn), 1);
    CHECK(strstr(warn, "kept as") != NULL && strstr(warn, "daily.txt.bad") != NULL &&
              access(bad, F_OK) == 0,
          "a corrupt file is kept aside: %s", warn);
    CHECK(r.ndays == 0 && r.played == 0, "and the record starts empty");
    unlink(bad);
    unlink(path);
    char lock[160];
    snprintf(lock, sizeof lock, "%s.lock", path);
    unlink(lock);
    rmdir(dir);
}

int main(void)
{
    uint64_t seed = check_seed("test_daily", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_calendar(&rng);
    test_pick();
    test_attempts();
    test_file();
    test_update();
    return check_done("test_daily");
}
