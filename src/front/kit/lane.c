/* lane.c - the notification lane: one reserved strip where toasts,
 * banners and the dead-end line are said, so that nothing said ever moves
 * the board or covers another message. Toasts queue: each is shown for
 * its time after the ones before it.
 */
#include <stdio.h>

#include "../text.h"
#include "../seen.h"

#define LANE_QUEUE 4

static SDL_Rect lane_rc;
static struct {
    char text[128];
    Uint32 ms;
} lane_q[LANE_QUEUE];
static int lane_n;
static Uint32 lane_since; /* when the first toast of the queue showed */

void kit_lane_place(SDL_Rect rc)
{
    lane_rc = rc;
}

SDL_Rect kit_lane_rect(void)
{
    return lane_rc;
}

void kit_toast(const char *text, Uint32 now, Uint32 ms)
{
    /* the same text again restarts it rather than queueing a copy */
    for (int i = 0; i < lane_n; i++) {
        if (SDL_strcmp(lane_q[i].text, text) == 0) {
            if (i == 0) {
                lane_since = now;
            }
            return;
        }
    }
    if (lane_n == LANE_QUEUE) { /* full: the oldest goes */
        for (int i = 1; i < LANE_QUEUE; i++) {
            lane_q[i - 1] = lane_q[i];
        }
        lane_n--;
        lane_since = now;
    }
    snprintf(lane_q[lane_n].text, sizeof lane_q[lane_n].text, "%s", text);
    lane_q[lane_n].ms = ms;
    if (lane_n == 0) {
        lane_since = now;
    }
    lane_n++;
}

bool kit_lane_update(Uint32 now)
{
    /* a toast queued after the caller read its clock (now before
     * lane_since) is not due yet: it must not count as long past */
    while (lane_n > 0 && (Sint32)(now - lane_since) >= 0 &&
           now - lane_since >= lane_q[0].ms) {
        lane_since += lane_q[0].ms;
        for (int i = 1; i < lane_n; i++) {
            lane_q[i - 1] = lane_q[i];
        }
        lane_n--;
        if (now - lane_since > 1000) {
            lane_since = now; /* a long pause: the next one shows in full */
        }
    }
    return lane_n > 0;
}

const char *kit_toast_text(Uint32 now)
{
    kit_lane_update(now);
    return lane_n > 0 ? lane_q[0].text : NULL;
}

void kit_lane_clear(void)
{
    lane_n = 0;
}

void kit_lane_draw(SDL_Renderer *r, const char *text, bool danger)
{
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
