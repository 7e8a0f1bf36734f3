/* transition.c - the change of screen (src/front/transition.c;
 * tests/cli/test_transition.sh), through SDL's software renderer on a
 * surface, without a window:
 *   - its length under each Motion and animation speed: full 160 ms
 *     (slow 180, fast 150), reduced 150, none and anim_speed off 0,
 *     LLK_ANIM_SCALE's slow-down times that;
 *   - the screen left (red) over the new one (blue): forward (the title to
 *     Settings) moved left, so the window's right edge shows the new
 *     screen and its left edge the old, mostly opaque, early on; back
 *     (Settings to the title) the mirror; no direction (a game to the
 *     title) a cross-fade in place; reduced: a cross-fade whatever the
 *     direction;
 *   - "transition" added to the state's effects while it runs, and not
 *     after; its end asks for a frame; a resize ends it;
 *   - a second change before a frame keeps the frame first kept;
 *   - none, anim_speed off, no first frame yet, the same screen: none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/front/app.h"
#include "../../src/front/diag.h"
#include "../../src/front/fx.h"
#include "../../src/front/screens.h"
#include "../../src/front/transition.h"
#include "../unit/check.h"

/* nav.c's and main.c's, not linked here (nothing here navigates) */
void front_goto(front_app *a, const front_screen *s)
{
    a->screen = s;
}

void front_toggle_fullscreen(front_app *a)
{
    (void)a;
}

enum { W = 200, H = 100 };

/* The red of pixel (x, y) of the frame drawn. */
static int red_at(front_app *a, int x, int y)
{
    Uint32 px = 0;
    SDL_Rect r = {x, y, 1, 1};
    SDL_RenderReadPixels(a->ren, &r, SDL_PIXELFORMAT_ARGB8888, &px, 4);
    return (int)((px >> 16) & 0xff);
}

static void fill(front_app *a, Uint8 r, Uint8 b)
{
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(a->ren, r, 0, b, 255);
    SDL_RenderClear(a->ren);
    SDL_RenderPresent(a->ren);
}

/* The old screen red, shown; the change from -> to; the new screen
 * blue with the transition over it after ms ms: the red at the left and
 * right edges. */
static void change(front_app *a, const front_screen *from,
                   const front_screen *to, Uint32 ms, int *left, int *right)
{
    fill(a, 255, 0);
    trans_begin(a, from, to);
    SDL_Delay(ms);
    SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(a->ren, 0, 0, 255, 255);
    SDL_RenderClear(a->ren);
    trans_draw(a);
    SDL_RenderFlush(a->ren);
    *left = red_at(a, 2, H / 2);
    *right = red_at(a, W - 3, H / 2);
    trans_close(a);
}

static void lengths(front_app *a)
{
    fx_slow_down(1);
    fx_apply_speed(a, 1);
    fx_set_motion(a, FX_MOTION_FULL);
    CHECK_INT(trans_ms(), 160);
    fx_apply_speed(a, 0); /* slow */
    CHECK_INT(trans_ms(), 180);
    fx_apply_speed(a, 2); /* fast */
    CHECK_INT(trans_ms(), 150);
    fx_apply_speed(a, 3); /* off */
    CHECK_INT(trans_ms(), 0);
    fx_apply_speed(a, 1);
    fx_set_motion(a, FX_MOTION_REDUCED);
    CHECK_INT(trans_ms(), 150);
    fx_set_motion(a, FX_MOTION_NONE);
    CHECK_INT(trans_ms(), 0);
    fx_set_motion(a, FX_MOTION_FULL);
    fx_slow_down(4);
    CHECK_INT(trans_ms(), 640);
    fx_slow_down(1);
}

/* 20 times slower (3.2 s): 300 ms in, a tenth to a half of the way, the
 * old screen at least half opaque where it still lies. */
static void directions(front_app *a)
{
    int l, r;
    fx_slow_down(20);
    fx_set_motion(a, FX_MOTION_FULL);
    change(a, &st_menu, &st_settings, 300, &l, &r);
    CHECK(l >= 120 && r == 0, "forward: red %d at the left, %d at the right", l, r);
    change(a, &st_settings, &st_menu, 300, &l, &r);
    CHECK(r >= 120 && l == 0, "back: red %d at the left, %d at the right", l, r);
    change(a, &st_keys, &st_settings, 300, &l, &r);
    CHECK(r >= 120 && l == 0, "Keys to Settings is back: %d, %d", l, r);
    change(a, &st_play, &st_menu, 300, &l, &r);
    CHECK(l >= 120 && r >= 120 && l < 255 && r < 255,
          "a game to the title fades in place: %d, %d", l, r);
    fx_set_motion(a, FX_MOTION_REDUCED);
    change(a, &st_menu, &st_settings, 300, &l, &r);
    CHECK(l >= 120 && r >= 120 && l < 255 && r < 255,
          "reduced: forward only fades: %d, %d", l, r);
    fx_set_motion(a, FX_MOTION_FULL);
    fx_slow_down(1);
}

static bool has_transition(const char *e)
{
    return e && strstr(e, "transition") != NULL;
}

static void running(front_app *a)
{
    char buf[64];
    fx_slow_down(1);
    fill(a, 255, 0);
    CHECK(!has_transition(trans_effects(a, "title_light", buf, sizeof buf)),
          "no transition before a change");
    trans_begin(a, &st_menu, &st_settings);
    Uint32 t0 = SDL_GetTicks();
    const char *e = trans_effects(a, "title_light", buf, sizeof buf);
    CHECK(e && strcmp(e, "title_light transition") == 0, "effects %s", e);
    e = trans_effects(a, NULL, buf, sizeof buf);
    CHECK(e && strcmp(e, "transition") == 0, "effects %s", e);
    a->dirty = false;
    CHECK(trans_update(a, SDL_GetTicks()), "running at first");
    CHECK(!trans_update(a, t0 + 161), "ended after 160 ms");
    CHECK(a->dirty, "its end asks for a frame");
    CHECK(!has_transition(trans_effects(a, "", buf, sizeof buf)), "not after");

    /* a second change before a frame: the first screen's frame kept */
    fill(a, 255, 0);
    trans_begin(a, &st_menu, &st_settings);
    fill(a, 0, 255); /* (not a frame of the transition: no trans_draw) */
    trans_begin(a, &st_settings, &st_keys);
    SDL_SetRenderDrawColor(a->ren, 0, 0, 255, 255);
    SDL_RenderClear(a->ren);
    trans_draw(a);
    SDL_RenderFlush(a->ren);
    CHECK(red_at(a, 2, H / 2) > 200, "the title's frame kept over Keys");
    /* a resize ends it */
    a->pix_w = W / 2;
    CHECK(!trans_update(a, SDL_GetTicks()), "a resize ends it");
    a->pix_w = W;
    CHECK(!has_transition(trans_effects(a, "", buf, sizeof buf)), "ended");
}

static void nothing(front_app *a)
{
    char buf[64];
    fill(a, 255, 0);
    fx_set_motion(a, FX_MOTION_NONE);
    trans_begin(a, &st_menu, &st_settings);
    CHECK(!trans_update(a, SDL_GetTicks()), "none: no transition");
    fx_set_motion(a, FX_MOTION_FULL);
    fx_apply_speed(a, 3);
    trans_begin(a, &st_menu, &st_settings);
    CHECK(!trans_update(a, SDL_GetTicks()), "anim_speed off: none");
    fx_apply_speed(a, 1);
    trans_begin(a, &st_menu, &st_menu);
    CHECK(!trans_update(a, SDL_GetTicks()), "the same screen: none");
    trans_begin(a, NULL, &st_menu);
    CHECK(!trans_update(a, SDL_GetTicks()), "the first screen: none");
    diag(a)->first_frame_done = false;
    trans_begin(a, &st_menu, &st_settings);
    CHECK(!trans_update(a, SDL_GetTicks()), "before the first frame: none");
    diag(a)->first_frame_done = true;
    CHECK(!has_transition(trans_effects(a, "", buf, sizeof buf)), "none said");
}

int main(void)
{
    if (SDL_Init(SDL_INIT_TIMER) != 0) {
        printf("transition: SDL_Init: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32,
                                                    SDL_PIXELFORMAT_ARGB8888);
    front_app a = {.pix_w = W, .pix_h = H};
    a.ren = s ? SDL_CreateSoftwareRenderer(s) : NULL;
    if (!a.ren) {
        printf("transition: no software renderer: %s\n", SDL_GetError());
        return 1;
    }
    diag(&a)->first_frame_done = true;
    lengths(&a);
    directions(&a);
    running(&a);
    nothing(&a);
    trans_close(&a);
    front_states_free(&a);
    SDL_DestroyRenderer(a.ren);
    SDL_FreeSurface(s);
    SDL_Quit();
    return check_done("transition");
}
