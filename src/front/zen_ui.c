/* zen_ui.c - zen on the play screen: the bar hidden until the pointer, a
 * touch or a key asks for it (and again ZEN_BAR_MS after the last), and a
 * board cleared followed by the next after a short breath, with no
 * results card (endless's boards follow one another the same way; its
 * clock does not run in the breath). Its rules (the levels in turn, the deals, the save) are
 * the game's (game_begin_zen) and the session's (session_zen_start).
 */
#include "app.h"
#include "play.h"
#include "screen_state.h"
#include "session.h"

#define ZEN_BAR_MS 3000u  /* the bar stays this long after an input */
#define ZEN_NEXT_MS 700u  /* the empty felt between two boards */
#define ZEN_SEEN_MS 300u  /* a press this soon after the bar came is not
                             aimed at it: it was not on show */

/* Zen's pace on the play screen, the app's block (screen_state.h). */
typedef struct zen_state {
    Uint32 input_at; /* the last input (0: none yet) */
    Uint32 next_at;  /* the next board's deal is due (0: none) */
    Uint32 shown_at; /* the bar came back (0: not since entered) */
    bool shown;      /* the bar drawn at the last update */
} zen_state;

static const char zen_key = 'z'; /* its address is the key */

static zen_state *Z(const front_app *a)
{
    return front_state(a, &zen_key, sizeof(zen_state));
}

bool zen_on(const front_app *a)
{
    return game_get_kind(session_game(a->ses)) == GAME_KIND_ZEN;
}

void zen_enter(front_app *a)
{
    zen_state *zen = Z(a);
    zen->input_at = SDL_GetTicks(); /* the bar on show a moment, then gone */
    zen->input_at = zen->input_at ? zen->input_at : 1;
    zen->next_at = 0;
    zen->shown_at = 0;
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
    zen_state *zen = Z(a);
    Uint32 now = SDL_GetTicks();
    if (zen_on(a) && zen_bar_hidden(a, now)) {
        a->dirty = true;
        zen->shown_at = now ? now : 1;
    }
    zen->input_at = now ? now : 1;
}

bool zen_bar_unseen(const front_app *a, Uint32 now)
{
    const zen_state *zen = Z(a);
    return zen_bar_hidden(a, now) ||
           (zen_on(a) && zen->shown_at != 0 && now - zen->shown_at < ZEN_SEEN_MS);
}

bool zen_bar_hidden(const front_app *a, Uint32 now)
{
    const zen_state *zen = Z(a);
    return zen_on(a) && (zen->input_at == 0 || now - zen->input_at >= ZEN_BAR_MS);
}

bool zen_update(front_app *a, Uint32 now)
{
    zen_state *zen = Z(a);
    bool show = zen_on(a) && !zen_bar_hidden(a, now);
    if (zen->shown && !show) {
        a->dirty = true; /* it goes */
    }
    zen->shown = show;
    /* frames while the next board is due; the bar goes at the next look
     * (the clock wakes the loop each second) */
    return zen->next_at != 0;
}

zen_step zen_follow(front_app *a, Uint32 now)
{
    zen_state *zen = Z(a);
    game_kind k = game_get_kind(session_game(a->ses));
    if ((k != GAME_KIND_ZEN && k != GAME_KIND_ENDLESS) ||
        game_get_screen(session_game(a->ses)) != GAME_SCREEN_LEVEL_CLEAR) {
        zen->next_at = 0;
        return ZEN_NONE;
    }
    if (zen->next_at == 0) {
        zen->next_at = now + ZEN_NEXT_MS;
        a->dirty = true;
    }
    if ((Sint32)(now - zen->next_at) < 0) {
        return ZEN_WAIT; /* a breath of empty felt */
    }
    zen->next_at = 0;
    return ZEN_DEAL;
}
