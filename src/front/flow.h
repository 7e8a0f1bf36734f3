/* flow.h - moving between the game and the screens (flow.c):
 * starting a game, Continue, going where the game's status says, fair
 * play, notices. */
#ifndef FRONT_FLOW_H
#define FRONT_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "app.h"
#include "llk/game.h"
#include "llk/session.h"

/* The game returned status (game_tick, game_pause, game_resume, a
 * move's status): from one of the game's screens (play, pause, the
 * end-of-level cards), show the screen for it (flow.c, like the functions
 * below up to front_write_state). */
void front_status(front_app *a, game_screen status);
/* Start (or restart) a level of the session's next mode and difficulty
 * (the --seed one when with_seed and given). */
void front_start_level(front_app *a, int level, bool with_seed);
/* Start the game (m, d, level, seed), as from a game ID. NULL, or the
 * reason it could not start. */
const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed);
/* The setting "Ask before leaving a game" given to the session: called
 * before each start. */
void front_ask_rule(front_app *a);
/* Go where a start of the session says: the play screen (started), the
 * question (ask first), the dealing wait (deal later). NULL, or why it did
 * not start (NULL too when the answer was no). */
const char *front_started(front_app *a, session_result r);
/* How long a start waits for its board before the dealing wait shows
 * (LLK_DEAL_WAIT_MS, st_deal.c). */
int front_deal_wait_ms(void);
/* Whether the menu offers a Continue: a game of some kind holds a level
 * to go back to (the state file's "can_continue"). */
bool front_can_continue(const front_app *a);
/* Go back to the game of kind k kept (its Continue): the screen it was on,
 * a level being played resumed. */
void front_continue(front_app *a, session_kind k);
/* Fair play (flow.c): Show me (a timed game not yet assisted asks first:
 * the run is no longer scored), Restart this board (a timed game asks
 * first) and End run (asks first). */
void front_show_me(front_app *a);
void front_restart(front_app *a);
/* Why endless has no restart (the pause screen's, and R's notice),
 * translated. */
const char *front_no_endless_restart(void);
void front_end_run(front_app *a);
/* The banner on show over the play screen ("Demo — any key stops"), or
 * NULL: the state file's "banner" (notice.c, as the notices below). */
const char *front_banner(const front_app *a);
/* Why a run that ended asks for no name (it was assisted), or NULL. */
const char *front_no_entry_why(const front_app *a);
/* Copy the game ID to the clipboard, with a short notice. */
void front_copy_id(front_app *a);
/* A short notice over the screen (play and pause draw it). */
void front_notice(front_app *a, const char *text);

/* Expire the notice; true while it shows. */
bool front_notice_update(front_app *a, Uint32 now);
/* Redo the layout after the board changed other than by a removal
 * (undo, redo): no animation, the board as it is now. */
void front_board_changed(front_app *a);

#endif
