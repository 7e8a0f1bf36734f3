/* ask.c - the question asked of the player (ask.h): which one and where
 * it was asked from, kept in the app (screen_state.h) for st_confirm.c
 * to read.
 */
#include "ask.h"
#include "screen_state.h"

typedef struct ask_state {
    int what;                   /* CONFIRM_* */
    const front_screen *from;   /* where No goes */
} ask_state;

/* The state's key (screen_state.h): its address. */
static const char ask_key = 'q';

static ask_state *S(front_app *a)
{
    return front_state(a, &ask_key, sizeof(ask_state));
}

void ask_set(front_app *a, int what)
{
    S(a)->what = what;
}

int ask_what(front_app *a)
{
    return S(a)->what;
}

void ask_from_set(front_app *a, const front_screen *from)
{
    S(a)->from = from;
}

const front_screen *confirm_from(front_app *a)
{
    return S(a)->from;
}

const char *confirm_name(front_app *a)
{
    static const char *const names[] = {
        [CONFIRM_LEAVE] = "leave", [CONFIRM_RESET] = "reset",
        [CONFIRM_SHOW_ME] = "show_me", [CONFIRM_END_RUN] = "end_run",
        [CONFIRM_RESTART] = "restart", [CONFIRM_LOSING] = "losing"};
    int what = S(a)->what;
    if (what < 0 || what >= (int)(sizeof names / sizeof names[0])) {
        return NULL;
    }
    return names[what];
}
