/* zen_ui.c - zen on the play screen: the bar hidden until the pointer, a
 * touch or a key asks for it (and again ZEN_BAR_MS after the last), and a
 * board cleared followed by the next after a short breath, with no
 * results card. Its rules (the levels in turn, the deals, the save) are
 * the game's (game_begin_zen) and the session's (session_zen_start).
 */
#include <stdio.h>

#include "app.h"
#include "flow.h"
#include "play.h"
#include "session.h"
#include "i18n.h"

#define ZEN_BAR_MS 3000u  /* the bar stays this long after an input */
#define ZEN_NEXT_MS 700u  /* the empty felt between two boards */
#define ZEN_SEEN_MS 300u  /* a press this soon after the bar came is not
                             aimed at it: it was not on show */

static Uint32 zen_input_at; /* the last input (0: none yet) */
static Uint32 zen_next_at;  /* the next board's deal is due (0: none) */
static Uint32 zen_shown_at; /* the bar came back (0: not since entered) */

bool zen_on(const front_app *a)
{
    return game_get_kind(session_game(a->ses)) == GAME_KIND_ZEN;
}

void zen_enter(void)
{
    zen_input_at = SDL_GetTicks(); /* the bar on show a moment, then gone */
    zen_input_at = zen_input_at ? zen_input_at : 1;
    zen_next_at = 0;
    zen_shown_at = 0;
}

void zen_input(front_app *a, const SDL_Event *e)
{
    switch (e->type) {
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEWHEEL:
    case SDL_KEYDOWN:
    case SDL_FINGERDOWN:
    case SDL_CONTROLLERBUTTONDOWN:
        break;
    default:
        return;
    }
    Uint32 now = SDL_GetTicks();
    if (zen_on(a) && zen_bar_hidden(a, now)) {
        a->dirty = true;
        zen_shown_at = now ? now : 1;
    }
    zen_input_at = now ? now : 1;
}

bool zen_bar_unseen(const front_app *a, Uint32 now)
{
    return zen_bar_hidden(a, now) ||
           (zen_on(a) && zen_shown_at != 0 && now - zen_shown_at < ZEN_SEEN_MS);
}

bool zen_bar_hidden(const front_app *a, Uint32 now)
{
    return zen_on(a) && (zen_input_at == 0 || now - zen_input_at >= ZEN_BAR_MS);
}

bool zen_update(front_app *a, Uint32 now)
{
    static bool shown; /* the bar drawn at the last update */
    bool show = zen_on(a) && !zen_bar_hidden(a, now);
    if (shown && !show) {
        a->dirty = true; /* it goes */
    }
    shown = show;
    /* ticking while the bar waits to go or the next board to come */
    return show || zen_next_at != 0;
}

bool zen_follow(front_app *a, Uint32 now)
{
    game *g = session_game(a->ses);
    if (!zen_on(a) || game_get_screen(g) != GAME_SCREEN_LEVEL_CLEAR) {
        zen_next_at = 0;
        return false;
    }
    if (zen_next_at == 0) {
        zen_next_at = now + ZEN_NEXT_MS;
        a->dirty = true;
    }
    if ((Sint32)(now - zen_next_at) < 0) {
        return true; /* a breath of empty felt */
    }
    zen_next_at = 0;
    const char *err = game_next_level(g);
    if (err) { /* the results card offers what is left to do */
        fprintf(stderr, "lianliankan: %s\n", err);
        return false;
    }
    front_board_changed(a);
    play_cursor_home(a);
    char msg[96];
    snprintf(msg, sizeof msg, _("Board %d"), game_zen_boards(g) + 1);
    front_notice(a, msg);
    return true;
}
