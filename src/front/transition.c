/* transition.c - the change of screen shown (transition.h). The new
 * screen is drawn in its final place from its first frame, so its
 * controls are where they are drawn and take input at once; the screen
 * left, as its last frame showed it, lies over it and slides out the way
 * the navigation goes (forward: left, back: right) while it fades, or
 * only fades where there is no direction (a game begun or ended). The
 * frame is read back once per change, never per frame: the software
 * renderer's window surface still holds it after it was presented (other
 * renderers' back buffers do not, and get no transition). Its length
 * (trans_ms): 160 ms at the normal animation speed (Neverball's 0.16 s),
 * slow 180, fast 150: within both the 150-250 ms and the house's
 * 120-180 ms (docs/design.md, Motion); Motion reduced a cross-fade only,
 * 150 ms; none or anim_speed off: nothing. LLK_ANIM_SCALE slows it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "transition.h"
#include "diag.h"
#include "fx.h"
#include "screen_state.h"

typedef enum { TRANS_FADE, TRANS_FORWARD, TRANS_BACK } trans_dir;

/* The change under way, the app's block (screen_state.h). */
typedef struct trans_state {
    SDL_Texture *old;  /* the screen left, as last drawn; NULL: none */
    int w, h;          /* its size in pixels */
    Uint32 start, ms;  /* when it began, how long it runs */
    trans_dir dir;
    bool slide;        /* Motion full: it moves; reduced: it fades */
    bool drawn;        /* a frame was drawn with it */
    const front_screen *from; /* the screen the kept frame shows */
    int frames;        /* LLK_TRACE: frames drawn with it */
    Uint64 keep_t, draw_t; /* LLK_TRACE: time reading it back, drawing it */
} trans_state;

static const char trans_key = 't'; /* its address is the key */

static trans_state *T(front_app *a)
{
    return front_state(a, &trans_key, sizeof(trans_state));
}

/* LLK_TRACE: milliseconds of performance-counter ticks. */
static double trans_ms_of(Uint64 t)
{
    return (double)t * 1000.0 / (double)SDL_GetPerformanceFrequency();
}

/* How deep a screen lies under the title (its tier, declared by the
 * screen): the title 0, what the title opens 1, what those open 2; -1
 * not on that tree (the game's screens, questions, cards): no direction
 * to or from them. */
static int trans_depth(const front_screen *s)
{
    return s != NULL && s->tier > 0 ? s->tier - 1 : -1;
}

static trans_dir trans_direction(const front_screen *from,
                                 const front_screen *to)
{
    int d0 = trans_depth(from), d1 = trans_depth(to);
    if (d0 < 0 || d1 < 0 || d0 == d1) {
        return TRANS_FADE;
    }
    return d1 > d0 ? TRANS_FORWARD : TRANS_BACK;
}

Uint32 trans_ms(void)
{
    Uint32 pct = fx_speed_pct(); /* reduced: half; none, off: 0 */
    if (pct == 0) {
        return 0;
    }
    Uint32 ms = 160 * pct / 100;
    ms = ms < 150 ? 150 : ms > 180 ? 180 : ms;
    return ms * fx_anim_scale();
}

void trans_close(front_app *a)
{
    trans_state *trans = T(a);
    if (trans->old) {
        SDL_DestroyTexture(trans->old);
    }
    trans->old = NULL;
}

/* The frame on show into a texture; false when it cannot be read. */
static bool trans_keep(front_app *a)
{
    trans_state *trans = T(a);
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(a->ren, &info) != 0 ||
        strcmp(info.name, "software") != 0 || a->pix_w <= 0 || a->pix_h <= 0) {
        return false;
    }
    int w = a->pix_w, h = a->pix_h;
    Uint64 t0 = SDL_GetPerformanceCounter();
    void *px = malloc((size_t)w * (size_t)h * 4);
    SDL_Texture *t = px ? SDL_CreateTexture(a->ren, SDL_PIXELFORMAT_ARGB8888,
                                            SDL_TEXTUREACCESS_STATIC, w, h)
                        : NULL;
    bool ok = t && SDL_RenderReadPixels(a->ren, NULL, SDL_PIXELFORMAT_ARGB8888,
                                        px, w * 4) == 0 &&
              SDL_UpdateTexture(t, NULL, px, w * 4) == 0;
    free(px);
    if (!ok) {
        if (t) {
            SDL_DestroyTexture(t);
        }
        return false;
    }
    SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND);
    trans->old = t;
    trans->w = w;
    trans->h = h;
    trans->keep_t = SDL_GetPerformanceCounter() - t0;
    return true;
}

/* LLK_TRACE: how it went (cut: another change of screen came first). */
static void trans_trace(front_app *a, Uint32 t, bool cut)
{
    static const char *const dirs[] = {"fade", "forward", "back"};
    const trans_state *trans = T(a);
    if (diag(a)->trace && trans->old) {
        fprintf(stderr, "llk-trace: transition %s %s %u ms, %u ms, %d frames%s"
                        " (%dx%d read back in %.1f ms, drawn over in %.2f ms a"
                        " frame)\n",
                dirs[trans->dir], trans->slide ? "slide" : "still",
                (unsigned)trans->ms, (unsigned)t, trans->frames,
                cut ? ", cut" : "", trans->w, trans->h,
                trans_ms_of(trans->keep_t),
                trans->frames ? trans_ms_of(trans->draw_t) / trans->frames
                              : 0.0);
    }
}

void trans_begin(front_app *a, const front_screen *from,
                 const front_screen *to)
{
    trans_state *trans = T(a);
    Uint32 ms = trans_ms();
    if (trans->old && !trans->drawn) {
        from = trans->from; /* the frame kept still shows that one */
    } else {
        trans_trace(a, SDL_GetTicks() - trans->start, true);
        trans_close(a);
        if (ms == 0 || !from || from == to || !diag(a)->first_frame_done ||
            !trans_keep(a)) {
            return;
        }
        trans->from = from;
    }
    if (ms == 0 || from == to) {
        trans_close(a);
        return;
    }
    trans->start = SDL_GetTicks();
    trans->ms = ms;
    trans->dir = trans_direction(from, to);
    trans->slide = fx_motion_now() == FX_MOTION_FULL;
    trans->drawn = false;
    trans->frames = 0;
    trans->draw_t = 0;
}

bool trans_update(front_app *a, Uint32 now)
{
    trans_state *trans = T(a);
    if (!trans->old) {
        return false;
    }
    Uint32 t = now - trans->start;
    if (t < trans->ms && trans->w == a->pix_w && trans->h == a->pix_h) {
        return true;
    }
    trans_trace(a, t, false);
    trans_close(a);
    a->dirty = true; /* the new screen alone */
    return false;
}

void trans_draw(front_app *a)
{
    trans_state *trans = T(a);
    if (!trans->old || trans->w != a->pix_w || trans->h != a->pix_h) {
        return;
    }
    Uint64 t0 = SDL_GetPerformanceCounter();
    Uint32 t = SDL_GetTicks() - trans->start;
    float p = t >= trans->ms ? 1.0f : (float)t / (float)trans->ms;
    float ease = 1.0f - (1.0f - p) * (1.0f - p); /* fast, then settling */
    int dx = 0;
    if (trans->slide && trans->dir != TRANS_FADE) {
        dx = (int)(ease * (float)trans->w);
        dx = trans->dir == TRANS_FORWARD ? -dx : dx;
    }
    SDL_SetTextureAlphaMod(trans->old, (Uint8)(255.0f * (1.0f - p)));
    SDL_Rect r = {dx, 0, trans->w, trans->h};
    SDL_RenderCopy(a->ren, trans->old, NULL, &r);
    SDL_RenderFlush(a->ren); /* (drawn now: its time measured) */
    trans->drawn = true;
    trans->frames++;
    trans->draw_t += SDL_GetPerformanceCounter() - t0;
}

const char *trans_effects(front_app *a, const char *base, char *buf,
                          size_t len)
{
    if (!T(a)->old) {
        return base;
    }
    base = base ? base : "";
    snprintf(buf, len, "%s%stransition", base, base[0] ? " " : "");
    return buf;
}
