/* play.c - the play screen's state (play.h), in a file of its own as
 * diag.c is: what draws and animates the board (draw.c, fx.c, the bar,
 * assist_ui.c, the state file) reads it without calling up into the
 * screen (st_play.c), which plays on it. */
#include "play.h"

static front_play the_play;

front_play *play(void)
{
    return &the_play;
}
