/* session.h - the game in progress and what the front keeps about it
 * (session.c owns it): the game, the mode, difficulty and level of the
 * next one started from the menus, a start waiting for a question or a
 * deal, the run waiting for a name, the save, the deal of the day and the
 * player's own layouts.
 */
#ifndef FRONT_SESSION_H
#define FRONT_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llk/daily.h"
#include "llk/game.h"

typedef struct front_session {
    game *g;             /* the game in progress (NULL before one starts) */
    game_mode mode;      /* of the next game started from the menus */
    game_difficulty difficulty;
    int level;           /* 1-based, for the level chooser */
    bool have_seed;
    uint64_t seed;       /* --seed: the first board's seed */
    bool fixed_seeds;    /* new games use seed + 1, + 2, ... (tests) */
    uint64_t starts;
    /* save and resume (persist.c) */
    char save_path[1024]; /* "" when there is nowhere to save */
    bool save_on_disk;    /* a save file of ours exists */
    unsigned long saved_changes; /* game_get_changes() when last saved */
    bool save_failed;     /* a save failed (said once) */
    char save_bad[512];   /* why the save was moved aside ("" none) */
    bool practice;        /* the next game started is practice */
    bool run_pending;     /* a run waits for a name (st_name) */
    game_event run_end;   /* that run */
    /* a new game waiting for "leave the game in progress?" (st_confirm),
     * or for its board to be dealt (st_deal) */
    bool leave_ok;        /* asked and answered yes */
    bool pending_start;   /* st_confirm: Yes starts the pending game */
    game_mode pending_mode;
    game_difficulty pending_diff;
    int pending_level;
    uint64_t pending_seed;
    /* the deal of the day (daily_ui.c) */
    char daily_path[1024]; /* daily.txt; "" nowhere to keep it */
    daily_record daily;    /* the record as last read or written */
    bool daily_pending;    /* today's deal asked for, not yet on show */
    bool daily_live;       /* the game in progress is a scored attempt */
    daily_date daily_day;  /* ...of this day's deal */
    int daily_score;       /* its level score so far */
    /* the player's own layouts (custom_ui.c) */
    game_custom_layouts custom;
    char custom_warn[640]; /* the first file skipped ("" none) */
    int custom_pending;    /* 1 + the layout asked for, 0 none */
    uint64_t custom_seed;  /* ...with this seed */
} front_session;

/* The one session (session.c). */
front_session *sess(void);

typedef struct front_app front_app;

/* ---- the deal of the day (daily_ui.c, st_daily.c) ---- */
/* Today: the local date, or env LLK_TODAY (YYYY-MM-DD, for tests). */
daily_date daily_today(void);
/* The game ID of day dt's deal. */
void daily_id(daily_date dt, char *out, size_t len);
/* Read the record (after persist_load: a scored attempt left open goes
 * on when the save holds it, else it ends). */
void daily_open(front_app *a);
/* Start today's deal (scored when it is the first attempt today). */
void daily_play(front_app *a);
/* After an input or a frame (remember_after): an attempt asked for and
 * now on show is recorded; the scored attempt's score followed. */
void daily_after(front_app *a);
/* The game's events (remember_events): the scored attempt's board ended. */
void daily_events(front_app *a, const game_event *ev, int n);
/* Whether today's scored attempt has ended. */
bool daily_done_today(const front_app *a);
/* The state file's "daily". */
void daily_view(front_app *a, game_view *v);

/* ---- the Custom set: the player's own layouts (custom_ui.c) ---- */
/* Read them (at start-up); a file skipped is kept in sess()->custom_warn. */
void custom_open(front_app *a);
/* Start custom layout i (from 0) as a relaxed game: through front_begin,
 * which asks first when a game is in progress and then calls
 * custom_take. */
void custom_start(front_app *a, int i);
/* In front_begin: when (m, level, seed) is the custom start asked for,
 * deal and begin it (*taken set; NULL or why not). */
const char *custom_take(front_app *a, game_mode m, int level, uint64_t seed,
                        bool *taken);
/* The menu's notice line naming the file skipped, at y (two lines when it
 * is wider than the window). */
void custom_warn_draw(front_app *a, int y);

/* ---- save and resume (persist.c) ---- */
/* Find the save's place ($XDG_STATE_HOME/lianliankan/game.save, created
 * when missing). Nowhere to save: one warning, sess()->save_path stays "". */
void persist_open(front_app *a);
/* Load the save into sess()->g when there is one; true when one loaded. A bad
 * one (moved aside as .bad): one line on stderr, kept in sess()->save_bad for
 * the menu. */
bool persist_load(front_app *a);
/* Save when the game changed since the last save (game_get_changes). */
void persist_check(front_app *a);
/* Save now (the program ends); remove the save when the game holds
 * nothing to resume. */
void persist_now(front_app *a);
/* The clock moved: save when the last save is a few seconds old. */
void persist_clock(front_app *a);

#endif
