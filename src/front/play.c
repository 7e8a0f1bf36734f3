/* play.c - the play screen's state (play.h), in a file of its own as
 * diag.c is: what draws and animates the board (draw.c, fx.c, the bar,
 * assist_ui.c, the state file) reads it without calling up into the
 * screen (st_play.c), which plays on it. The block is the app's
 * (screen_state.h), under a key of this file's. */
#include "play.h"
#include "screen_state.h"

static const char play_key = 'p'; /* its address is the key */

front_play *play(const front_app *a)
{
    return front_state(a, &play_key, sizeof(front_play));
}
