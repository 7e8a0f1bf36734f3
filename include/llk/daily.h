/* daily.h - the deal of the day (pure C, POSIX; no SDL).
 *
 * One board per calendar day (the player's local date), the same for every
 * player on that date: the date picks the difficulty, the level (so its
 * layout and shift) and the seed, so the deal is an ordinary game ID. The
 * first attempt started on a day is the scored one (leaving it ends it);
 * later attempts are practice. The record (daily.txt in the data
 * directory, docs/formats.md "The deal of the day") keeps one entry per
 * day for the last DAILY_KEEP days, the number of days played and the
 * streaks of days in a row.
 */
#ifndef LLK_DAILY_H
#define LLK_DAILY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "llk/game.h"
#include "llk/rules.h"

typedef struct daily_date {
    int y, m, d; /* 1..9999, 1..12, 1..31 */
} daily_date;

/* The local date at t (localtime_r). */
daily_date daily_date_of(time_t t);
/* Whether dt is a real date of years 1..9999. */
bool daily_date_ok(daily_date dt);
/* "YYYY-MM-DD" (out holds at least 11 bytes); parse it back: false when
 * the text is not exactly that form or not a real date. */
void daily_date_format(daily_date dt, char *out, size_t len);
bool daily_date_parse(const char *text, daily_date *out);
/* Days since 1970-01-01 (proleptic Gregorian calendar; negative before). */
long daily_day_number(daily_date dt);

/* The deal of dt: its difficulty, level (1..GAME_LEVELS) and seed (below
 * 2^40, as game seeds are). The same date always gives the same three. */
void daily_pick(daily_date dt, game_difficulty *d, int *level, uint64_t *seed);

/* The rule the deal of dt is played with (llk/rules.h): never none. The
 * five come round in a shuffled order every five days (the day number's
 * block of five, and a permutation picked from the block), so each comes
 * up exactly once in each block and every one within any nine days in a
 * row. */
game_rule daily_rule_of(daily_date dt);

#define DAILY_KEEP 30 /* days kept in the record */

typedef struct daily_entry {
    daily_date date;
    bool done;    /* the scored attempt has ended (cleared, out of time or left) */
    bool cleared; /* ...by clearing the board */
    int score;    /* its score when it ended (0 before) */
    long long time_ms; /* cleared: the time it took (0: not known) */
} daily_entry;

typedef struct daily_record {
    daily_entry day[DAILY_KEEP]; /* newest first */
    int ndays;
    int played;      /* days with a scored attempt, ever */
    int streak;      /* days in a row played, up to and including last */
    daily_date last; /* the last day played (y 0: none) */
    int best_streak;
} daily_record;

void daily_init(daily_record *r);

/* Read the record's text (docs/formats.md); 0, or -1 with a line in err.
 * Write it; 0, or -1 on a write error. */
int daily_parse(daily_record *r, const char *text, size_t len, char *err, size_t errlen);
int daily_write(FILE *f, const daily_record *r);

/* The entry of dt, or NULL. */
const daily_entry *daily_find(const daily_record *r, daily_date dt);

/* An attempt at dt's deal starts: true when it is the scored one (the
 * first that day), which is then recorded (not done yet), counted as a
 * day played and added to the streak (a streak goes on when the last day
 * played was the day before, else starts again at 1). */
bool daily_start(daily_record *r, daily_date dt);
/* The scored attempt at dt's deal ended with score, cleared or not (no
 * effect when dt has no entry or it is done already). */
void daily_finish(daily_record *r, daily_date dt, int score, bool cleared);
/* The time the scored attempt at dt took to clear its board, in ms (no
 * effect unless it ended cleared, or for ms not above 0). */
void daily_set_time(daily_record *r, daily_date dt, long long ms);
/* The shortest time of the days kept that were cleared with a time known,
 * leaving out day except (NULL: none left out); -1 when there is none. */
long long daily_best_time(const daily_record *r, const daily_date *except);
/* The streak as it stands on today: r->streak when the last day played is
 * today or the day before, else 0. */
int daily_streak(const daily_record *r, daily_date today);

/* Read, change and write the record at path under the profile's lock
 * (src/game/store.c): fn (may be NULL: read only) changes *r and returns
 * whether to write it. A file that cannot be used is moved aside as
 * path.bad with a warning in warn. 0; 1 with a warning; -1 when the
 * change could not be saved (warn says why). */
typedef bool (*daily_fn)(daily_record *r, void *ctx);
int daily_update(const char *path, daily_record *r, daily_fn fn, void *ctx, char *warn,
                 size_t warnlen);

#endif
