/* nav.c - showing a screen (front_goto, app.h): the change of screen and
 * what goes with it, the transition, the music, the pointer forgotten,
 * speech and the state file. Below the screens: it names none; a screen
 * declares what it needs (its front_screen: a card shown instead of it,
 * whether the play loop goes on while it shows).
 */
#include "app.h"
#include "seen.h"
#include "diag.h"
#include "speak.h"
#include "theme.h"
#include "transition.h"

/* The music of a screen: the play loop while playing (and paused, and in
 * help from there), the menu loop elsewhere. */
static music_track front_music_for(front_app *a, const front_screen *s)
{
    bool play = s->game_music && s->game_music(a, a->screen);
    return play ? MUSIC_PLAY : MUSIC_MENU;
}

void front_goto(front_app *a, const front_screen *s)
{
    /* the deal of the day's rule, a shift met for the first time: a card */
    s = s->instead ? s->instead(a) : s;
    a->screen_since = SDL_GetTicks();
    const front_screen *prev = a->screen;
    trans_begin(a, prev, s); /* the frame on show kept to slide out */
    if (prev && prev->leave) {
        prev->leave(a);
    }
    music_play(a->svc.music, front_music_for(a, s));
    a->screen = s;
    ui_menu_forget_pointer(a); /* no hover or press carried over */
    seen_pointer_forget();
    if (s->enter) {
        s->enter(a, prev);
    }
    speak_screen(a, s); /* its title and focus said once drawn */
    a->dirty = true;
    front_write_state(a);
}
