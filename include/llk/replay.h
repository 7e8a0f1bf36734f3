/* replay.h - replays: every move of one board, kept as text, checked
 * against the rules and played back (docs/formats.md: "Replay format").
 *
 * Pure C11, no SDL. The game records the board it deals (a generated
 * level: a game ID names its deal) from its deal to its end: cleared, out
 * of time, or left (another game began over it, its run was ended). Each
 * move carries the board's time (ms played on it, paused time not
 * counted). A board given from elsewhere (a test's board, a custom
 * layout) or resumed from a save is not recorded: no game ID deals it, or
 * its first moves were made before the save. Reading one replays it
 * through the real rules of a new game: a line that does not check
 * refuses the whole replay, naming its line.
 */
#ifndef LLK_REPLAY_H
#define LLK_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "llk/game.h"

#define REPLAY_MAGIC "lianliankan-replay 1"
/* A replay longer than this is not kept (nor read). */
#define REPLAY_MAX_BYTES (4u << 20)

/* The text of a board that ended, oldest first (free it); NULL when none
 * waits. At most four wait: past that the oldest are dropped. */
char *game_replay_take(game *g);
/* Counts the boards dealt from a game ID (a new level, a new game; not a
 * restart): a new deal when it moved (race your best, llk/ghost.h). */
unsigned long game_get_deals(const game *g);

/* What a replay that checks says. */
typedef struct replay_summary {
    char id[GAME_ID_MAX]; /* its game ID */
    game_kind kind;
    char result[16];      /* "cleared", "time-up" or "left" */
    int score;            /* points on the board (the level's score) */
    int tiles;            /* tiles left */
    long long time_ms;    /* when it ended */
    int moves;            /* its moves (the end line not counted) */
} replay_summary;

/* A replay read, checked and ready to be watched. */
typedef struct replay_player replay_player;

/* Read text (len bytes, need not be NUL-terminated) and play it through
 * the rules: NULL with "line N: why: TEXT" in err when a line does not
 * check (err names line 0 for a text with no lines). */
replay_player *replay_open(const char *text, size_t len, char *err,
                           size_t errlen);
void replay_free(replay_player *p);
const replay_summary *replay_summary_of(const replay_player *p);
/* Positions: 0 the deal, k after the k-th move (replay_summary.moves the
 * last). */
int replay_steps(const replay_player *p);
/* The board's time at position k (ms). */
long long replay_time_at(const replay_player *p, int k);
/* The move that leads to position k (1..moves) as written ("match 3,4
 * 3,9"; re-dealt kinds left out), "" for 0. */
const char *replay_move_at(const replay_player *p, int k);
/* Show position k (clamped) in the player's game: board, score, clock,
 * hints and re-deals left, the hint shown, the screen, as the game had
 * them after that move. The game is only to be read. */
const game *replay_goto(replay_player *p, int k);
/* The game replay_goto shows (not const for the session, whose
 * session_game it is while watched: only to be read). */
game *replay_shown_game(replay_player *p);
int replay_at(const replay_player *p);

/* Whether a file's name is a kept replay of game ID id (the session's
 * names: YYYYMMDD-HHMMSS-ID.replay, maybe -N before .replay; ghost.c). */
bool replay_name_of_id(const char *name, const char *id);

/* Check a replay: 0 with *out, or -1 with err as replay_open. */
int replay_check(const char *text, size_t len, replay_summary *out,
                 char *err, size_t errlen);

#endif
