/* session.h - the game in progress and what the front keeps about it
 * (session.c owns it): the game, the mode, difficulty and level of the
 * next one started from the menus, a start waiting for a question or a
 * deal, the run waiting for a name, the save, the deal of the day and the
 * player's own layouts.
 */
#ifndef FRONT_SESSION_H
#define FRONT_SESSION_H

#include <stdbool.h>
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

#endif
