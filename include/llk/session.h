/* session.h - the game in progress as a whole: the layer between the rules
 * of one game (game.h) and a front end that only asks, draws and navigates.
 *
 * Pure C11, no SDL, no clock of its own: the caller passes the time in.
 * A game_session owns a game of each kind (the timed run, the deal of the
 * day, practice: a chosen level, a relaxed or numbered game, a custom
 * layout), each with its own save: starting one never ends another. It
 * owns their saves (load, save cadence), the next
 * start's mode, difficulty, level and seed, a start that waits (for "leave
 * the game in progress?" or for its board to be dealt), the deal of the
 * day (its attempt, record and streak), the player's own layouts (read,
 * checked and dealt here), and a run that ended waiting for a name. Calls
 * return what happened (started, ask first, deal later, failed) and the
 * front goes where that says. Messages are written for a person, in
 * English (the front translates them; LLK_N_ marks them).
 */
#ifndef LLK_SESSION_H
#define LLK_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llk/daily.h"
#include "llk/game.h"
#include "llk/profile.h"

typedef struct game_session game_session;

/* The kinds of game kept apart, each with its own save and Continue. */
typedef enum session_kind {
    SESSION_RUN,      /* a timed run from level 1 (game.save) */
    SESSION_DAILY,    /* the deal of the day (daily.save) */
    SESSION_PRACTICE, /* a chosen level, relaxed, numbered or custom game
                         (practice.save) */
    SESSION_ZEN,      /* zen: boards one after another (zen.save) */
    SESSION_ENDLESS,  /* endless: timed boards against one clock
                         (endless.save) */
    SESSION_KINDS
} session_kind;

/* What a start did. */
typedef enum session_result {
    SESSION_STARTED,    /* the game began: show the play screen */
    SESSION_ASK,        /* a game is kept: ask first, then session_answer */
    SESSION_DEAL_LATER, /* its board is being dealt: session_deal_poll */
    SESSION_FAILED      /* nothing started: session_error says why */
} session_result;

/* Something the front says once (session_take_notice). */
typedef enum session_notice {
    SESSION_NOTICE_NONE,
    SESSION_NOTICE_DAILY_SCORED, /* today's deal: this attempt counts */
    SESSION_NOTICE_DAILY_AGAIN   /* today's deal again: practice */
} session_notice;

/* Save after each change the game counts and, while the clock alone
 * moves, at most every SESSION_SAVE_EVERY_MS. */
#define SESSION_SAVE_EVERY_MS 5000

/* A new session, a new game of each kind (NULL: out of memory). */
game_session *session_new(void);
void session_free(game_session *s);
/* The game on show (never NULL for a session; no board before the first
 * start). NULL for no session (s NULL: the settings applied at start-up). */
game *session_game(const game_session *s);
/* Its kind, and the game kept of kind k. */
session_kind session_current(const game_session *s);
const game *session_kept(const game_session *s, session_kind k);
/* The thinker on (the game on show only) or off. */
void session_set_thinking(game_session *s, bool on);
/* Whether the game on show warns before a losing move (game_move_loses)
 * when the player wants it (the warn_losing setting): a practice or
 * relaxed game (a chosen level, a numbered or custom game) or zen; never
 * a run or the deal of the day, which are scored (a warning there would
 * be a free hint). */
bool session_warns(const game_session *s);
/* A warning before a losing move was shown: it is help, so a timed
 * practice level is marked assisted (game_mark_assisted: it sets no best
 * and earns no stars); a relaxed game scores nothing anyway. */
void session_warned(game_session *s);

/* ---- the next start (from the menus) ---- */
void session_set_next(game_session *s, game_mode m, game_difficulty d,
                      int level);
game_mode session_next_mode(const game_session *s);
game_difficulty session_next_difficulty(const game_session *s);
int session_next_level(const game_session *s);
/* The next timed start is practice (one level) even at level 1. */
void session_set_practice(game_session *s, bool on);
/* --seed: the first start's seed. fixed: later starts use seed + 1, + 2,
 * ... (replayable tests) instead of a fresh one. */
void session_set_seed(game_session *s, bool have, uint64_t seed, bool fixed);
void session_set_fixed_seeds(game_session *s, bool fixed);
/* The seed of a start: the --seed one when first and given, else the next
 * fixed one, else fresh. */
uint64_t session_seed(game_session *s, bool first);

/* ---- starting, the question first, the deal's wait ---- */
/* Whether a start over a kept game asks first (the setting
 * "confirm_leave"). */
void session_set_ask_first(game_session *s, bool on);
/* Practice time (the practice_time setting): the countdown of each timed
 * practice level begun from now on, times scale (1, 2, 4; 0: none;
 * game_set_time_scale); runs and the deal of the day keep theirs. Anything
 * else is 1. */
void session_set_practice_time(game_session *s, int scale);
int session_practice_time(const game_session *s);
/* How long a start waits for its board before it says SESSION_DEAL_LATER
 * (ms); -1: it always waits (before the window shows). */
void session_set_deal_wait(game_session *s, int wait_ms);
/* Start a game: mode m, difficulty d, level, seed. Timed at level 1 is a
 * run (unless practice was set), any other level practice. It replaces
 * only the game kept of its kind; over one Continue would resume it asks
 * first (when the setting says so). */
session_result session_start(game_session *s, game_mode m, game_difficulty d,
                             int level, uint64_t seed);
/* Start zen at difficulty d (game_begin_zen): it replaces only the zen
 * game kept, asking first over one Continue would resume. */
session_result session_zen_start(game_session *s, game_difficulty d,
                                 uint64_t seed);
/* The clock the next endless start begins with: clock_ms when above 0
 * (the tests' short clock: LLK_TEST_ENDLESS_MS), else
 * GAME_ENDLESS_START_MS. */
void session_set_endless_clock(game_session *s, int clock_ms);
/* Start endless at difficulty d (game_begin_endless), the same way. */
session_result session_endless_start(game_session *s, game_difficulty d,
                                     uint64_t seed);
/* A practice level just cleared (a chosen level, relaxed or numbered; not
 * a custom layout): whether its level again (step 0) or the next level
 * (step 1, up to GAME_LEVELS) can be played, and start it: same mode and
 * difficulty, a new deal, still practice. SESSION_FAILED when it cannot. */
bool session_practice_can(const game_session *s, int step);
session_result session_practice_next(game_session *s, int step);
/* The answer to SESSION_ASK: yes starts the waiting game (any result but
 * SESSION_ASK), no drops it (SESSION_FAILED with no error). */
session_result session_answer(game_session *s, bool yes);
/* SESSION_DEAL_LATER: waits up to wait_ms; SESSION_DEAL_LATER while the
 * board is not dealt yet. */
session_result session_deal_poll(game_session *s, int wait_ms);
/* Drop the waiting start (Cancel). */
void session_cancel(game_session *s);
/* Why the last start failed (NULL: it did not, or it was declined). */
const char *session_error(const game_session *s);
/* The game a SESSION_ASK is about (the one kept of the start's kind). */
const game *session_asking_over(const game_session *s);

/* Whether a game of kind k is kept to go back to (its Continue). */
bool session_can_continue(const game_session *s, session_kind k);
/* Go back to it: the screen it is on (a timed game opens paused), or
 * GAME_SCREEN_MENU when there is nothing to go back to. */
game_screen session_continue(game_session *s, session_kind k);

/* ---- the saves ---- */
/* The folder of the saves (NULL or "": nowhere; never saved): game.save
 * (the run), daily.save, practice.save, zen.save, endless.save. */
void session_save_in(game_session *s, const char *dir);
/* Load them (a paused game goes to the menu, its level kept; a save of
 * one file from before the kinds were kept apart goes to its kind).
 * 1 one or more loaded, 0 none, -1 a bad one (moved aside; why in err
 * and session_save_bad). */
int session_load(game_session *s, unsigned now_ms, char *err, size_t errlen);
const char *session_save_bad(const game_session *s);
/* The cadence, asked after each turn with the time: saves when the game
 * changed, or when it plays on and the last save is SESSION_SAVE_EVERY_MS
 * old. True when it saved. A failure is said once in warn ("" none). */
bool session_autosave(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen);
/* Save now (the program ends); a kind's save is removed when its game
 * holds nothing to resume. */
void session_save_now(game_session *s, unsigned now_ms, char *warn,
                      size_t warnlen);

/* ---- replays (llk/replay.h) ---- */
/* The folder each ended board's replay is written to (NULL or "": none
 * kept): DIR/YYYYMMDD-HHMMSS-ID.replay (UTC), the newest
 * SESSION_REPLAYS_MAX kept. session_autosave and session_save_now write
 * them. */
#define SESSION_REPLAYS_MAX 200
void session_replays_in(game_session *s, const char *dir);
/* The path of the replay written last ("": none yet). */
const char *session_last_replay(const game_session *s);
/* The replay of the board on show, when it ended and was kept (its
 * results card): its path, or NULL. */
const char *session_shown_replay(const game_session *s);
/* The replays folder ("": none). */
const char *session_replays_dir(const game_session *s);
/* The newest kept replay of the deal of day (its game ID's: the scored
 * attempt's or a practice one's): its path into out, or false. */
bool session_day_replay(const game_session *s, daily_date day, char *out,
                        size_t len);
/* Watch the replay at path: until session_watch_end, session_game is its
 * game, showing the position replay_goto chose (to be read only: no
 * action on it). False with err ("FILE: line N: why") when it cannot be
 * read or does not check; nothing changes then. */
struct replay_player;
bool session_watch(game_session *s, const char *path, char *err,
                   size_t errlen);
struct replay_player *session_watching(const game_session *s);
void session_watch_end(game_session *s);
/* Race your best (llk/ghost.h): the best kept replay of the deal on show
 * (its game ID's, played under the same clock), looked for once a deal,
 * when first asked after it was dealt: replays written later (this board's
 * own) do not count until the next deal. NULL when there is none, while
 * watching, and with no replays folder. */
struct game_ghost;
const struct game_ghost *session_ghost(game_session *s);

/* ---- events, the run's end and its name ---- */
/* The game's events, at most max (the front celebrates them, then gives
 * them to session_record); also ends the daily attempt they end. 0 when
 * none wait any more (a daily start is then recorded: session_take_notice). */
int session_take_events(game_session *s, game_event *ev, int max, char *warn,
                        size_t warnlen);
/* Count events in profile p; a run that enters its table waits for a name. */
void session_record(game_session *s, profile *p, const game_event *ev, int n,
                    char *warn, size_t warnlen);
bool session_name_wanted(const game_session *s);
/* The run that ended last (waiting for its name or named). */
const game_event *session_run_end(const game_session *s);
/* The name given (empty: the default): the run enters p's table; its place
 * (0-9) or -1. when: seconds since 1970. */
int session_name_given(game_session *s, profile *p, const char *name,
                       long long when, char *warn, size_t warnlen);
session_notice session_take_notice(game_session *s);

/* ---- the deal of the day (session_daily.c) ---- */
/* Read the record at path (NULL: kept in memory); an attempt left open
 * goes on when the daily game kept is that deal, else it ends. */
void session_daily_open(game_session *s, const char *path, char *warn,
                        size_t warnlen);
/* The day of the deal of the day on show, when it is one (the day of the
 * attempt, or of a day recorded, or today): false when it is no day's. */
bool session_daily_date(const game_session *s, daily_date today,
                        daily_date *out);
/* Start day dt's deal (the first attempt that day is scored). */
session_result session_daily_start(game_session *s, daily_date dt);
const daily_record *session_daily(const game_session *s);
bool session_daily_done(const game_session *s, daily_date dt);
/* Whether the daily game kept is a scored attempt not ended. */
bool session_daily_live(const game_session *s);
/* The game ID of day dt's deal. */
void session_daily_id(daily_date dt, char *out, size_t len);

/* ---- the player's own layouts (session_daily.c) ---- */
/* Read every NAME.layout in dir; the first file skipped named in warn.
 * Returns the number skipped. */
int session_custom_open(game_session *s, const char *dir, char *warn,
                        size_t warnlen);
const game_custom_layouts *session_custom(const game_session *s);
/* Start layout i (from 0) as a relaxed game, dealt proven winnable. */
session_result session_custom_start(game_session *s, int i, uint64_t seed);

#endif
