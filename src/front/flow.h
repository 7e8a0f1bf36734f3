/* flow.h - what the screens ask of the game in play (flow.c): the
 * setting "Ask before leaving a game" given to the session, the layout
 * redone after the board changed, Continue offered, the game ID copied,
 * the short notices (notice.c). Going where a start or the game's status
 * says is the screens' (screens.h). */
#ifndef FRONT_FLOW_H
#define FRONT_FLOW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "app.h"
#include "llk/game.h"
#include "llk/session.h"

/* The setting "Ask before leaving a game" given to the session: called
 * before each start. */
void front_ask_rule(front_app *a);
/* Whether the menu offers a Continue: a game of some kind holds a level
 * to go back to (the state file's "can_continue"). */
bool front_can_continue(const front_app *a);
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
