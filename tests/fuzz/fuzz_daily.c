/* fuzz_daily.c - the deal of the day's record (daily.txt): any input is
 * refused with one message line, or read into a record of at most
 * DAILY_KEEP days, newest first and one a day, that, written back, reads
 * the same. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "llk/daily.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    daily_record r, again;
    char err[256];
    if (daily_parse(&r, (const char *)data, size, err, sizeof err) != 0) {
        FUZZ_CHECK(strchr(err, '\n') == NULL && strlen(err) > 4, err);
        return 0;
    }
    FUZZ_CHECK(r.ndays >= 0 && r.ndays <= DAILY_KEEP, "day count");
    for (int i = 1; i < r.ndays; i++) {
        FUZZ_CHECK(daily_day_number(r.day[i - 1].date) > daily_day_number(r.day[i].date),
                   "newest first, one a day");
    }
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    FUZZ_CHECK(f != NULL, "open_memstream");
    FUZZ_CHECK(daily_write(f, &r) == 0, "write");
    fclose(f);
    FUZZ_CHECK(daily_parse(&again, text, len, err, sizeof err) == 0, err);
    FUZZ_CHECK(again.ndays == r.ndays && again.played == r.played && again.streak == r.streak &&
                   again.best_streak == r.best_streak,
               "record changed");
    for (int i = 0; i < r.ndays; i++) {
        FUZZ_CHECK(daily_day_number(again.day[i].date) == daily_day_number(r.day[i].date) &&
                       again.day[i].score == r.day[i].score &&
                       again.day[i].done == r.day[i].done &&
                       again.day[i].cleared == r.day[i].cleared,
                   "day changed");
    }
    free(text);
    return 0;
}
