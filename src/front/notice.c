/* notice.c - short notices over the screen (flow.h: front_notice, kept
 * in the kit's lane, kit/lane.c) and the play screen's banner: a service
 * of the layer below the screens, which call it; it calls up into none.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "flow.h"
#include "keys.h"
#include "play.h"
#include "session.h"
#include "i18n.h"

#define NOTICE_MS 2500

const char *front_banner(const front_app *a)
{
    /* the play screen (it takes the board's keys) while the game plays */
    if (a->screen && (a->screen->keys & KEYS_PLAY) &&
        game_demo_on(session_game(a->ses))) {
        return _("Demo \xe2\x80\x94 any key stops");
    }
    return NULL;
}

/* The toast on show: the first of the lane's queue (kit/lane.c). */
static void front_notice_show(front_app *a, Uint32 now)
{
    const char *t = kit_toast_text(a, now);
    bool was = play(a)->anim.notice_until != 0;
    if (t) {
        if (!was || strcmp(t, play(a)->anim.notice) != 0) {
            a->dirty = true;
        }
        snprintf(play(a)->anim.notice, sizeof play(a)->anim.notice, "%s", t);
        play(a)->anim.notice_until = 1; /* on show (the lane keeps the time) */
    } else {
        play(a)->anim.notice_until = 0;
        a->dirty = a->dirty || was;
    }
}

void front_notice(front_app *a, const char *text)
{
    Uint32 now = SDL_GetTicks();
    kit_toast(a, text, now, NOTICE_MS); /* queued after the ones on show */
    front_notice_show(a, now);
    a->dirty = true;
}

bool front_notice_update(front_app *a, Uint32 now)
{
    if (!play(a)->anim.notice_until) {
        return false;
    }
    front_notice_show(a, now);
    return play(a)->anim.notice_until != 0;
}

