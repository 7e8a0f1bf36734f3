/* endless.h - endless (issue 48), the rules of its clock and its start:
 * timed boards one after another in zen's order (game_zen_level,
 * game_zen_seed) against one clock that carries over from board to board.
 * It starts at GAME_ENDLESS_START_MS; each match adds GAME_ENDLESS_MATCH_S
 * seconds less one for every GAME_ENDLESS_BOARDS_PER_STEP boards cleared,
 * never less than GAME_ENDLESS_MATCH_MIN_S, and GAME_ENDLESS_COMBO_S more
 * when it continues a combo (game.h: GAME_COMBO_MS) while above that
 * floor (at the floor a quick player would keep the clock up forever: a
 * combo every 2 s adds 2 s); the clock holds at most GAME_ENDLESS_MAX_MS. The run ends when the clock reaches 0: its
 * boards cleared and score go to the Endless table (profile.h). The
 * rules' constants all live here. Pure C11, no SDL (src/game/endless.c,
 * game.c).
 */
#ifndef LLK_ENDLESS_H
#define LLK_ENDLESS_H

#include "llk/game.h"

#define GAME_ENDLESS_START_MS 60000
#define GAME_ENDLESS_MATCH_S 4
#define GAME_ENDLESS_MATCH_MIN_S 1
#define GAME_ENDLESS_BOARDS_PER_STEP 2
#define GAME_ENDLESS_COMBO_S 1
#define GAME_ENDLESS_MAX_MS 600000

/* The time (ms) a match adds after `boards` boards were cleared; combo as
 * game_pair_points's (0: no combo). */
int game_endless_match_ms(int boards, int combo);

/* Start endless (GAME_KIND_ENDLESS) at difficulty d: timed boards (no
 * undo; each board's hints and re-deals), the clock at
 * GAME_ENDLESS_START_MS and refilled by matches; a board cleared goes to
 * level_clear with the next one waiting (game_next_level: zen's order,
 * the clock carried over, no time bonus), never to finished; the clock
 * at 0 goes to time_up and ends the run (GAME_EVENT_RUN_END: score and
 * boards cleared as levels); there is no retry. */
const char *game_begin_endless(game *g, game_difficulty d, uint64_t seed);
/* Endless with `boards` cleared already and clock_ms (1 ..
 * GAME_ENDLESS_MAX_MS) on its clock: a save's next board, or a test's
 * short clock. */
const char *game_begin_endless_at(game *g, game_difficulty d, int boards,
                                  uint64_t seed, int clock_ms);
/* Boards cleared in the endless game on show (0 for any other kind). */
int game_endless_boards(const game *g);

#endif
