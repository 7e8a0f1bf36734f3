/* ghost.h - race your best (issue 48): the best kept replay of the deal
 * in play, as tiles left over the board's time (src/game/ghost.c).
 *
 * Pure C11, no SDL. The replays folder (llk/replay.h, written by the
 * session) names each file by its game ID: only the files of the deal's
 * ID are read. A replay counts when it checks (replay_open), is of the
 * same game ID, and was played under the same clock: the same time scale
 * and rule (the deal of the day's practice attempts race the day's
 * scored one), never endless (its clock comes from the board before).
 * The best: cleared in the least time, else the fewest tiles left, else
 * the newest.
 */
#ifndef LLK_GHOST_H
#define LLK_GHOST_H

#include <stdbool.h>

#include "llk/game.h"

typedef struct game_ghost game_ghost;

/* The best replay in dir of the deal g plays (NULL: none, or no deal). */
game_ghost *ghost_find(const char *dir, const game *g);
void ghost_free(game_ghost *gh);
/* The tiles the best had left at board time ms (its deal's tiles before
 * its first move; its last position's after its end). */
int ghost_tiles_at(const game_ghost *gh, long long ms);
/* Its tiles at the deal. */
int ghost_tiles_dealt(const game_ghost *gh);
/* How it ended: cleared (the board emptied, or the quota won) or not,
 * when (board time, ms), with how many tiles left. */
bool ghost_cleared(const game_ghost *gh);
long long ghost_end_ms(const game_ghost *gh);
int ghost_end_tiles(const game_ghost *gh);

#endif
