/* session_int.h - the session's state, shared by session.c and
 * session_daily.c (include/llk/session.h is the interface). */
#ifndef LLK_SESSION_INT_H
#define LLK_SESSION_INT_H

#include "llk/session.h"

/* A start that waits: for the question, or for its board. */
typedef struct session_start_req {
    bool on;
    bool asked;         /* asked and answered yes (or nothing to ask) */
    bool practice;
    game_mode mode;
    game_difficulty diff;
    int level;
    uint64_t seed;
    int custom;         /* 1 + the custom layout, 0 none */
    bool daily;         /* today's deal */
    bool zen;           /* zen (level 1: its first board) */
    bool endless;       /* endless (level 1: its first board) */
    daily_date day;
} session_start_req;

/* What the session knows of one kind's save. */
typedef struct session_saved {
    unsigned long changes; /* game_get_changes() when last saved */
    long long elapsed;     /* game_get_elapsed_ms() then */
    bool on_disk;          /* a save file of ours exists */
    bool stale;            /* the file holds another kind's game: rewrite */
} session_saved;

struct game_session {
    game *kept[SESSION_KINDS]; /* a game of each kind */
    session_kind cur;          /* the one on show (session_game) */
    bool thinking;
    /* the next start */
    game_mode mode;
    game_difficulty diff;
    int level;
    bool practice;
    bool have_seed, fixed_seeds, seed_used;
    uint64_t seed, starts;
    bool ask_first;
    int practice_time; /* game_set_time_scale for a practice level */
    int endless_ms;    /* endless's first clock (0: the rules') */
    int deal_wait_ms;
    session_start_req pending;
    const char *error;
    /* the saves: one file of each kind */
    char save_path[SESSION_KINDS][1024];
    session_saved saved[SESSION_KINDS];
    bool save_failed;
    unsigned saved_at;
    char save_bad[512];
    /* the run waiting for its name */
    bool name_wanted;
    game_event run_end;
    session_notice notice;
    /* the deal of the day */
    char daily_path[1024];
    daily_record daily;
    bool daily_begun;    /* started: recorded once its events are taken */
    daily_date daily_begun_day;
    bool daily_live;
    daily_date daily_day;
    int daily_score;
    /* the player's own layouts */
    game_custom_layouts custom;
    bool custom_practice; /* the practice game is one of them */
    /* the replays kept (session_replay.c) */
    char replay_dir[1024];
    char replay_last[1200];
    bool replay_failed;
    int replay_of;                /* the kind whose board it was, -1 none */
    unsigned long replay_changes; /* that game's changes when written */
    struct replay_player *watch;  /* the replay watched (session_game) */
    score_replays run_replays[SESSION_KINDS]; /* a run's (RUN, ENDLESS) boards'
                                                 replays, since it began */
    /* race your best (session_ghost): each kind's deal and its ghost */
    struct game_ghost *ghost[SESSION_KINDS];
    const game *ghost_game[SESSION_KINDS];
    unsigned long ghost_deals[SESSION_KINDS];
    char ghost_id[SESSION_KINDS][GAME_ID_MAX];
};

/* The watched replay's game (session_replay.c). */
game *session_watched(const game_session *s);
/* Free the ghosts (session_replay.c). */
void session_ghosts_free(game_session *s);
/* Write the replays of the boards that ended (session_replay.c). */
void session_replays_flush(game_session *s, char *warn, size_t warnlen);
/* A new run of kind k begins: the replays of the boards before are
 * written, and the run names none yet (session_replay.c). */
void session_replays_run_begins(game_session *s, session_kind k);
/* The kind a start makes. */
session_kind session_kind_of(const session_start_req *r);
/* Show kind k's game (the thinker follows it). */
void session_show(game_session *s, session_kind k);

/* Begin the start req now (no question): STARTED or FAILED
 * (session.c). */
session_result session_begin(game_session *s, const session_start_req *req);
/* Deal custom layout i and begin it in g (session_daily.c). */
const char *session_custom_begin(game_session *s, game *g, int i,
                                 uint64_t seed);
/* The events' effect on the daily attempt; the start recorded and the
 * score followed once none wait (session_daily.c). */
void session_daily_events(game_session *s, const game_event *ev, int n,
                          char *warn, size_t warnlen);
void session_daily_settle(game_session *s, char *warn, size_t warnlen);

#endif
