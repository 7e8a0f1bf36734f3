/* flow.c - what the screens ask of the game in play, below them (it
 * shows no screen): the setting "Ask before leaving a game" given to the
 * session, the layout redone after the board changed, whether there is a
 * game to continue, the game ID to the clipboard (the short notices:
 * notice.c), why a run asks for no name. Going where a start or the
 * game's status says is the screens' (st_deal.c, st_pause.c).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"

void front_ask_rule(front_app *a)
{
    session_set_ask_first(a->ses,
                          settings_get(prefs(a)->set, "confirm_leave") != 0);
}

void front_board_changed(front_app *a)
{
    play(a)->anim.active = false;
    play(a)->anim.refusing = false;
    const llk_board *b = game_get_board(session_game(a->ses));
    if (b && (play(a)->cursor.r >= b->rows || play(a)->cursor.c >= b->cols)) {
        play(a)->cursor.r = 0;
        play(a)->cursor.c = 0;
    }
    layout_board(a);
    a->dirty = true;
}

bool front_can_continue(const front_app *a)
{
    for (int k = 0; k < SESSION_KINDS; k++) {
        if (session_can_continue(a->ses, (session_kind)k)) {
            return true;
        }
    }
    return false;
}

void front_copy_id(front_app *a)
{
    char id[GAME_ID_MAX], msg[128];
    if (!game_get_id(session_game(a->ses), id, sizeof id)) {
        return;
    }
    if (SDL_SetClipboardText(id) == 0) {
        snprintf(msg, sizeof msg, _("Game ID %s copied"), id);
    } else {
        snprintf(msg, sizeof msg, _("Could not copy the game ID %s"), id);
    }
    front_notice(a, msg);
}

const char *front_no_entry_why(const front_app *a)
{
    if (game_get_assisted(session_game(a->ses)) &&
        game_get_kind(session_game(a->ses)) == GAME_KIND_TIMED) {
        return _("Not scored: Show me was used");
    }
    return NULL;
}
