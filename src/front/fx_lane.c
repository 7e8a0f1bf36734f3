/* fx_lane.c - the board's floats (the refusal's reason, the combo, "+N",
 * drawn by fx.c) placed in the notification lane at the foot, where they
 * cover no tile the player can click: each at its pair's column with a
 * caret pointing up at it, clear of a toast on show (centred) and of each
 * other (issue 45). While the lane is taken whole (the dead-end strip,
 * Show me's banner) fx.c draws them over the board as before.
 */
#include "app.h"
#include "text.h"
#include "fx.h"
#include "play.h"
#include "flow.h"

bool fx_lane_free(const front_app *a)
{
    return !play(a)->dead_end && !front_banner(a) && kit_lane_rect(a).h > 0;
}

/* A box w x h in the lane, centred at x when it can be: inside the
 * window, clear of the toast on show and of avoid (w 0: nothing). */
SDL_Rect fx_lane_slot(const front_app *a, int x, int w, int h, SDL_Rect avoid)
{
    SDL_Rect lane = kit_lane_rect(a), taken[2];
    int u = kit_u(), n = 0;
    SDL_Rect box = {x - w / 2, lane.y + (lane.h - h) / 2, w, h};
    if (play(a)->anim.notice_until) {
        int tw, th;
        text_size(FONT_BODY, play(a)->anim.notice, &tw, &th);
        SDL_Rect t = {lane.x + (lane.w - tw - 4 * u) / 2, lane.y, tw + 4 * u,
                      lane.h};
        taken[n++] = t;
    }
    if (avoid.w > 0) {
        taken[n++] = avoid;
    }
    for (int pass = 0; pass < 3; pass++) {
        box.x = box.x + w > a->pix_w - u ? a->pix_w - u - w : box.x;
        box.x = box.x < u ? u : box.x;
        for (int i = 0; i < n; i++) {
            SDL_Rect t = taken[i];
            if (box.x < t.x + t.w + u && t.x < box.x + w + u) {
                /* to the side of it nearer the column, else the other */
                bool left = x < t.x + t.w / 2 ? t.x - u - w >= u
                                              : t.x + t.w + u + w > a->pix_w - u;
                box.x = left ? t.x - u - w : t.x + t.w + u;
            }
        }
    }
    return box;
}

/* A caret over box pointing up at column x, in c. */
void fx_caret(front_app *a, SDL_Rect box, float x, SDL_Color c)
{
    float ch = (float)kit_u() * 0.75f + 2.0f;
    float lo = (float)box.x + ch, hi = (float)(box.x + box.w) - ch;
    x = x < lo ? lo : x > hi ? hi : x;
    float base = (float)box.y + 1.0f;
    SDL_Vertex v[3] = {{{x - ch, base}, c, {0, 0}}, {{x + ch, base}, c, {0, 0}},
                       {{x, base - ch}, c, {0, 0}}};
    SDL_RenderGeometry(a->ren, NULL, v, 3, NULL, 0);
}

/* A badge of text in role's colour in the lane at column x (pointed at),
 * clear of avoid; its box. */
SDL_Rect fx_lane_badge(front_app *a, float x, const char *text, kit_role role,
                       SDL_Rect avoid, bool caret, float grow)
{
    int u = kit_u(), tw, th;
    text_size(FONT_BODY, text, &tw, &th);
    SDL_Rect box = fx_lane_slot(a, (int)x, tw + 4 * u, th + u, avoid);
    if (caret) {
        fx_caret(a, box, x, kit_color(role));
    }
    return kit_badge_grown(a->ren, a->pix_w, box.x + box.w / 2, box.y + u / 2,
                           text, role, grow);
}

