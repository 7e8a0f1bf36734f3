/* profile.h - what the game remembers of the player: high scores, the
 * best of every level, and statistics (pure C, POSIX; no SDL).
 *
 * Two files in the data directory (file_app_dir("data")), versioned text
 * (docs/formats.md: "High scores and statistics"): scores.txt (the top 10 runs per
 * difficulty, each level's best, the last name typed) and stats.txt (per
 * kind of game and difficulty). Every change is read, merge and write
 * under an exclusive flock on NAME.lock plus the atomic rename, so two
 * copies of the game at once lose nothing. A file that cannot be used is
 * moved aside as NAME.bad with one warning, and the data starts empty.
 */
#ifndef LLK_PROFILE_H
#define LLK_PROFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "llk/game.h"

/* ---- Names ---- */

#define SCORES_NAME_CHARS 24                    /* characters (code points) */
#define SCORES_NAME_BYTES (SCORES_NAME_CHARS * 4 + 1)

/* Whether name is 1..SCORES_NAME_CHARS characters of valid UTF-8 with no
 * control character and no blank at either end. */
bool scores_name_ok(const char *name);
/* Make a name of any text: invalid UTF-8 and control characters dropped,
 * blanks at the ends trimmed, cut to SCORES_NAME_CHARS characters. out
 * holds at least SCORES_NAME_BYTES; it may come out empty. */
void scores_name_clean(const char *in, char *out, size_t len);
/* The number of characters (code points) of valid UTF-8 text. */
int scores_name_chars(const char *name);

/* ---- High scores ---- */

#define SCORES_TOP 10

/* The replays of a run's boards (llk/replay.h): their file names in the
 * replays folder, oldest first, the last SCORES_REPLAYS of the run (an
 * endless run's last boards). A name: 1 to SCORES_REPLAY_NAME - 1 bytes of
 * letters, digits, '-' and '_', then ".replay". */
#define SCORES_REPLAYS GAME_LEVELS
#define SCORES_REPLAY_NAME 64
typedef struct score_replays {
    int n;
    char name[SCORES_REPLAYS][SCORES_REPLAY_NAME];
} score_replays;

bool scores_replay_name_ok(const char *name);
/* Add a board's replay (a path: its last part); the oldest goes when
 * full; a name that is not scores_replay_name_ok is left out. */
void score_replays_add(score_replays *r, const char *path);
/* How many of r's replays are still in dir (the folder keeps the newest
 * 200); the path of the newest of them into last (len bytes; "" when
 * none, or dir is NULL or ""). */
int score_replays_kept(const score_replays *r, const char *dir, char *last,
                       size_t len);
/* The paths of those still in dir, oldest first, into out (at most max);
 * how many. */
#define SCORES_REPLAY_PATH 1200
int score_replays_paths(const score_replays *r, const char *dir,
                        char (*out)[SCORES_REPLAY_PATH], int max);

typedef struct score_entry {
    char name[SCORES_NAME_BYTES];
    int score;
    int levels;       /* levels cleared in the run, 0..GAME_LEVELS (an
                         endless run: boards cleared, 0..SCORES_BOARDS_MAX) */
    long long when;   /* seconds since 1970 (UTC) */
    score_replays replays; /* its boards' replays (n 0: none named) */
} score_entry;

typedef struct level_best {
    bool cleared;     /* cleared in any kind of game */
    int best;         /* best score of the level in a timed game (run or
                         practice) not assisted; -1: none */
    int stars;        /* the most stars earned there (game_level_stars), 0:
                         none (also from files older than stars) */
} level_best;

typedef struct scores {
    score_entry top[GAME_DIFFICULTY_COUNT][SCORES_TOP]; /* best first */
    int ntop[GAME_DIFFICULTY_COUNT];
    level_best level[GAME_DIFFICULTY_COUNT][GAME_LEVELS]; /* [d][level-1] */
    /* Endless runs: most boards cleared first, then the higher score */
    score_entry endless[GAME_DIFFICULTY_COUNT][SCORES_TOP];
    int nendless[GAME_DIFFICULTY_COUNT];
    char last_name[SCORES_NAME_BYTES];                      /* "" none */
} scores;

void scores_init(scores *s);
/* The place (0..SCORES_TOP-1) a run of this score would take, or -1 when
 * it would not enter the table (a tie goes below the older entries). */
int scores_rank(const scores *s, game_difficulty d, int score);
/* Insert an entry (its name must be scores_name_ok); its place, or -1
 * (not entered: too low, or a bad entry). Remembers the name as the last. */
int scores_insert(scores *s, game_difficulty d, const score_entry *e);
/* The Endless table (scores.endless): the same for a run of `boards`
 * boards cleared and score (e->levels holds the boards). */
#define SCORES_BOARDS_MAX 1000000
int scores_endless_rank(const scores *s, game_difficulty d, int boards,
                        int score);
int scores_endless_insert(scores *s, game_difficulty d, const score_entry *e);
/* A cleared level: cleared, and its best when counted (not assisted,
 * timed or practice). */
void scores_level_won(scores *s, game_difficulty d, int level, bool counted,
                      int score);
/* Keep stars (1..GAME_STARS_MAX) as the level's when more than before. */
void scores_level_stars(scores *s, game_difficulty d, int level, int stars);

/* The text (docs/formats.md) and back: 0, or -1 with "line N: what" in err. */
int scores_write(FILE *f, const scores *s);
int scores_parse(scores *s, const char *text, size_t len, char *err,
                 size_t errlen);

/* ---- Statistics ---- */

typedef struct stats_row {
    long long started;   /* boards dealt */
    long long won;       /* boards cleared */
    long long best_ms;   /* shortest time of a board cleared not assisted;
                            -1: none */
    long long streak;    /* boards cleared in a row, now */
    long long longest;   /* the longest such streak */
    long long pairs;     /* pairs removed */
    long long hints;     /* hints used */
    long long redeals;   /* re-deals on demand */
} stats_row;

typedef struct stats {
    stats_row row[GAME_KIND_COUNT][GAME_DIFFICULTY_COUNT];
} stats;

void stats_init(stats *s);
/* Count one game event (RUN_END counts nothing here). */
void stats_apply(stats *s, const game_event *e);
/* Won as a percentage of started, 0..100 (0 when none started). */
int stats_win_percent(const stats_row *r);

int stats_write(FILE *f, const stats *s);
int stats_parse(stats *s, const char *text, size_t len, char *err,
                size_t errlen);

/* ---- The files ----
 *
 * Each update takes the lock (path.lock), reads path into *s (missing:
 * empty; not usable: moved aside as path.bad, a warning, empty), calls fn
 * (NULL: only read) and, when fn returns true, writes the result
 * atomically, then lets the lock go. *s is the merged data afterwards.
 * Returns 0; 1 when a warning was written to warn (the file was moved
 * aside); -1 when the data could not be read or written (warn says why;
 * *s holds what could be had, fn applied). */
typedef bool (*scores_fn)(scores *s, void *ctx);
typedef bool (*stats_fn)(stats *s, void *ctx);
int scores_update(const char *path, scores *s, scores_fn fn, void *ctx,
                  char *warn, size_t warnlen);
int stats_update(const char *path, stats *s, stats_fn fn, void *ctx,
                 char *warn, size_t warnlen);

/* ---- The profile: both files and what the front end does with them
 * (profile.c) ---- */

typedef struct profile {
    char scores_path[1024];  /* "" when there is nowhere to keep them */
    char stats_path[1024];
    scores scores;           /* as last read or written */
    stats stats;
} profile;

/* The files in dir (file_app_dir("data"); NULL: kept in memory only),
 * both read. Warnings (a file moved aside, one that cannot be read) go to
 * warn, "" when none. */
void profile_open(profile *p, const char *dir, char *warn, size_t warnlen);
/* Count n events: every one in the statistics, cleared levels in the
 * level bests; one locked update of each file that changed. When a run
 * that enters the table ended among them, *run_end is the last such and
 * the result is true (the front end asks for a name). */
bool profile_record(profile *p, const game_event *ev, int n,
                    game_event *run_end, char *warn, size_t warnlen);
/* Whether the run that ended enters its table (a run's, or endless's): a
 * score above 0, not assisted, high enough. */
bool profile_qualifies(const profile *p, const game_event *run_end);
/* Add the run under name (cleaned; empty: the default name), naming its
 * boards' replays (NULL: none); its place in the table (0-9) or -1. when:
 * seconds since 1970. */
int profile_add_run(profile *p, const game_event *run_end, const char *name,
                    long long when, const score_replays *replays, char *warn,
                    size_t warnlen);
/* Every statistic back to zero (the file too). */
void profile_reset_stats(profile *p, char *warn, size_t warnlen);
/* The name a name entry starts with: the last name typed, else the login
 * name ($USER, then the password entry), else "Player". */
void profile_default_name(const profile *p, char *out, size_t len);

#endif
