/* replay_int.h - what the replay reader's two files share (replay.c: the
 * moves, the positions kept, the API; replay_head.c: the head and the
 * board it deals).
 */
#ifndef LLK_REPLAY_INT_H
#define LLK_REPLAY_INT_H

#include "game_int.h"
#include "llk/replay.h"

#define REPLAY_MAX_TIME 1000000000000LL /* ms: about 31 years */

/* A position as the game had it after a move: what a watcher sees. */
typedef struct snap {
    uint16_t *kinds;
    int score, level_score, combo, hints_left, redeals_left;
    int time_left_ms;
    long long play_ms, t;
    game_screen screen;
    bool has_hint, demo;
    llk_pair hint;
    bool gold;          /* the gold rule's pair, where it is */
    llk_cell gold_at[2];
    char *move; /* the line's move, as written (kinds left out) */
} snap;

struct replay_player {
    game *g;
    replay_summary sum;
    snap *snaps;
    int nsnap, cap, at;
    size_t cells;
    long long base; /* the board's time before its last restart */
};

/* The text being read, a line at a time. */
typedef struct reader {
    const char *text;
    size_t len, pos;
    int line;
    char *cur;  /* the line read, NUL-terminated (owned) */
    char *err;
    size_t errlen;
} reader;

/* The next line into r->cur; false at the end (or out of memory). */
bool rp_next_line(reader *r);
/* Refuse line r->line, whose text was `shown`, for why: false. */
bool rp_refuse(reader *r, const char *shown, const char *why);
/* A plain decimal number 0..max. */
bool rp_number(const char *w, long long max, long long *out);
/* Keep the position the game is in (after the move `move`). */
bool rp_keep(replay_player *p, long long t, const char *move);
/* The head (magic, game ID, kind, its clock, rule): the board dealt and
 * its first position kept; false refused. */
bool rp_read_head(replay_player *p, reader *r);

#endif
