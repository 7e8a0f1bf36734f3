/* lane.c - the notification lane: one reserved strip where toasts,
 * banners and the dead-end line are said, so that nothing said ever moves
 * the board or covers another message. Toasts queue: each is shown for
 * its time after the ones before it.
 */
#include <stdio.h>

#include "../screen_state.h"
#include "../text.h"
#include "../seen.h"

#define LANE_QUEUE 4

/* The lane's place and its queue, the app's block (screen_state.h). */
typedef struct lane_state {
    SDL_Rect rc;
    struct {
        char text[128];
        Uint32 ms;
    } q[LANE_QUEUE];
    int n;
    Uint32 since; /* when the first toast of the queue showed */
} lane_state;

static const char lane_key = 'l'; /* its address is the key */

static lane_state *L(const front_app *a)
{
    return front_state(a, &lane_key, sizeof(lane_state));
}

void kit_lane_place(front_app *a, SDL_Rect rc)
{
    L(a)->rc = rc;
}

SDL_Rect kit_lane_rect(const front_app *a)
{
    return L(a)->rc;
}

void kit_toast(front_app *a, const char *text, Uint32 now, Uint32 ms)
{
    lane_state *l = L(a);
    /* the same text again restarts it rather than queueing a copy */
    for (int i = 0; i < l->n; i++) {
        if (SDL_strcmp(l->q[i].text, text) == 0) {
            if (i == 0) {
                l->since = now;
            }
            return;
        }
    }
    if (l->n == LANE_QUEUE) { /* full: the oldest goes */
        for (int i = 1; i < LANE_QUEUE; i++) {
            l->q[i - 1] = l->q[i];
        }
        l->n--;
        l->since = now;
    }
    snprintf(l->q[l->n].text, sizeof l->q[l->n].text, "%s", text);
    l->q[l->n].ms = ms;
    if (l->n == 0) {
        l->since = now;
    }
    l->n++;
}

bool kit_lane_update(front_app *a, Uint32 now)
{
    lane_state *l = L(a);
    /* a toast queued after the caller read its clock (now before
     * since) is not due yet: it must not count as long past */
    while (l->n > 0 && (Sint32)(now - l->since) >= 0 &&
           now - l->since >= l->q[0].ms) {
        l->since += l->q[0].ms;
        for (int i = 1; i < l->n; i++) {
            l->q[i - 1] = l->q[i];
        }
        l->n--;
        if (now - l->since > 1000) {
            l->since = now; /* a long pause: the next one shows in full */
        }
    }
    return l->n > 0;
}

const char *kit_toast_text(front_app *a, Uint32 now)
{
    kit_lane_update(a, now);
    return L(a)->n > 0 ? L(a)->q[0].text : NULL;
}

void kit_lane_clear(front_app *a)
{
    L(a)->n = 0;
}

void kit_lane_draw(front_app *a, const char *text, bool danger)
{
    SDL_Renderer *r = a->ren;
    SDL_Rect lane_rc = L(a)->rc;
    if (!text || !text[0] || lane_rc.w <= 0) {
        return;
    }
    int u = kit_u(), tw, th;
    text_size(FONT_BODY, text, &tw, &th);
    int w = tw + 4 * u;
    w = w > lane_rc.w ? lane_rc.w : w;
    SDL_Rect box = {lane_rc.x + (lane_rc.w - w) / 2, lane_rc.y, w, lane_rc.h};
    text_notice();
    kit_round(r, box, kit_radius(), kit_color(KIT_SURFACE));
    kit_solid(box);
    seen_mark("notice", box);
    kit_ring(r, box, kit_radius(), u / 4 + 1,
             kit_color(danger ? KIT_DANGER : KIT_ACCENT));
    text_draw(r, FONT_BODY, text, kit_color(KIT_ON_SURFACE),
              box.x + box.w / 2, box.y + (box.h - th) / 2, 1);
}
