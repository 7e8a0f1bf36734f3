/* ghost_ui.c - race your best (issue 48) on the play screen and the
 * results card: on a deal played before, a thin strip over the
 * notification lane shows how far the best replay of it was at this
 * moment of the board's time (its tiles removed, a jade fill) beside the
 * player (a gold mark on the same track); the card says by how much the
 * best was beaten or missed. The best is the session's (session_ghost,
 * llk/ghost.h); this file only asks and draws.
 */
#include <stdio.h>

#include "app.h"
#include "seen.h"
#include "text.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "llk/ghost.h"

static int drawn_tiles = -1; /* the best's tiles the strip last showed */

static const game_ghost *ghost_of(const front_app *a)
{
    return a->ses != NULL && game_get_board(session_game(a->ses)) != NULL
               ? session_ghost(a->ses)
               : NULL;
}

/* The best's tiles left now, -1 without one. */
static int ghost_now(const front_app *a)
{
    const game_ghost *gh = ghost_of(a);
    return gh ? ghost_tiles_at(gh, game_get_elapsed_ms(session_game(a->ses)))
              : -1;
}

int ghost_bar_h(const front_app *a)
{
    return ghost_of(a) ? text_height(FONT_CAPTION) + kit_u() : 0;
}

bool ghost_moved(const front_app *a)
{
    return ghost_of(a) != NULL && ghost_now(a) != drawn_tiles;
}

void ghost_json(const front_app *a, FILE *f)
{
    int n = ghost_now(a);
    if (n >= 0) {
        fprintf(f, ",\"ghost\":%d", n);
    } else {
        fputs(",\"ghost\":null", f);
    }
}

/* x of tiles left on track t of a board dealt with dealt tiles. */
static int ghost_x(SDL_Rect t, int dealt, int tiles)
{
    int gone = dealt - tiles;
    gone = gone < 0 ? 0 : gone > dealt ? dealt : gone;
    return t.x + (int)((long long)t.w * gone / (dealt > 0 ? dealt : 1));
}

void ghost_bar_draw(front_app *a)
{
    const game_ghost *gh = ghost_of(a);
    if (gh == NULL) {
        drawn_tiles = -1;
        return;
    }
    const front_layout *l = &play(a)->lay;
    const llk_board *b = game_get_board(session_game(a->ses));
    int u = kit_u(), h = ghost_bar_h(a), th = text_height(FONT_CAPTION);
    int w = b->cols * l->cell;
    w = w < u * 44 ? u * 44 : w;
    w = w > a->pix_w - u ? a->pix_w - u : w;
    SDL_Rect lane = kit_lane_rect(a);
    SDL_Rect rc = {(a->pix_w - w) / 2, lane.y - h, w, h};
    SDL_Rect clip;
    SDL_RenderGetClipRect(a->ren, &clip);
    if (!SDL_RectEmpty(&clip) && !SDL_HasIntersection(&clip, &rc)) {
        return; /* a frame of the clock's slot alone: the strip is kept */
    }
    kit_round(a->ren, rc, h / 2, kit_color(KIT_SURFACE));
    int dealt = ghost_tiles_dealt(gh), best = ghost_now(a);
    char count[64];
    snprintf(count, sizeof count, P_("%d tile left", "%d tiles left", best), best);
    int ty = rc.y + (h - th) / 2, cw, ch;
    int lw = text_draw(a->ren, FONT_CAPTION, _("Your best"),
                       kit_color(KIT_ON_SURFACE_DIM), rc.x + u, ty, 0);
    text_size(FONT_CAPTION, count, &cw, &ch);
    text_draw(a->ren, FONT_CAPTION, count, kit_color(KIT_ON_SURFACE),
              rc.x + rc.w - u, ty, 2);
    int tw = rc.w - lw - cw - u * 4, tk = u / 2 > 3 ? u / 2 : 3;
    if (tw > u * 4) {
        SDL_Rect t = {rc.x + lw + u * 2, rc.y + (h - tk) / 2, tw, tk};
        kit_round(a->ren, t, tk / 2, kit_color(KIT_OUTLINE));
        SDL_Rect fill = t;
        fill.w = ghost_x(t, dealt, best) - t.x;
        if (fill.w > 0) {
            kit_round(a->ren, fill, tk / 2, kit_color(KIT_SUCCESS));
        }
        /* the player: a gold upright mark across the track, ink-edged */
        int mx = ghost_x(t, dealt, game_get_tiles_left(session_game(a->ses)));
        int mw = u / 3 > 2 ? u / 3 : 2, mh = h - u / 2;
        SDL_Rect m = {mx - mw / 2 - 1, rc.y + (h - mh) / 2 - 1, mw + 2, mh + 2};
        kit_round(a->ren, m, 1, kit_color(KIT_INK));
        m = (SDL_Rect){m.x + 1, m.y + 1, mw, mh};
        kit_round(a->ren, m, 1, kit_color(KIT_ACCENT));
    }
    seen_mark("ghost", rc);
    drawn_tiles = best;
}

/* seconds as "12.3" */
static void ghost_secs(char *out, size_t len, long long ms)
{
    ms = ms < 0 ? -ms : ms;
    snprintf(out, len, "%lld.%lld", ms / 1000, ms % 1000 / 100);
}

/* The cleared card's line: 0 without a best replay. */
static int ghost_cleared_line(const front_app *a, char *out, size_t len)
{
    const game_ghost *gh = ghost_of(a);
    if (gh == NULL) {
        return 0;
    }
    char n[32];
    if (!ghost_cleared(gh)) {
        int t = ghost_end_tiles(gh);
        snprintf(out, len, P_("Cleared: your best left %d tile", "Cleared: your best left %d tiles", t), t);
        return 1;
    }
    long long d = ghost_end_ms(gh) - game_get_elapsed_ms(session_game(a->ses));
    ghost_secs(n, sizeof n, d);
    if (d / 100 == 0) {
        snprintf(out, len, "%s", _("As fast as your best"));
    } else {
        snprintf(out, len, d > 0 ? _("%s s faster than your best") : _("%s s slower than your best"), n);
    }
    return 1;
}

bool ghost_time_up_line(const front_app *a, char *out, size_t len)
{
    const game_ghost *gh = ghost_of(a);
    if (gh == NULL) {
        return false;
    }
    char n[32];
    int d = ghost_end_tiles(gh) - game_get_tiles_left(session_game(a->ses));
    if (ghost_cleared(gh)) {
        ghost_secs(n, sizeof n, ghost_end_ms(gh));
        snprintf(out, len, _("Your best cleared this deal in %s s"), n);
    } else if (d == 0) {
        snprintf(out, len, "%s", _("As many tiles left as your best"));
    } else if (d > 0) {
        snprintf(out, len, P_("%d tile fewer left than your best", "%d tiles fewer left than your best", d), d);
    } else {
        snprintf(out, len, P_("%d tile more left than your best", "%d tiles more left than your best", -d), -d);
    }
    return true;
}

int end_card_lines(const front_app *a, bool daily, char (*out)[160])
{
    char buf[END_CARD_LINES][160];
    out = out ? out : buf;
    int n = ghost_cleared_line(a, out[0], sizeof out[0]);
    return n + (daily ? daily_card_lines(a, out + n) : 0);
}
