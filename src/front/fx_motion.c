/* fx_motion.c - the animation settings (fx.h): the speed's choices as
 * percents of the normal lengths, the matched pair's path time, the
 * motion in force (full, reduced: the explaining motions at half length
 * and no decoration, none: end states) and the tests' slow-down. remember.c
 * applies them; fx.c and the screens read them.
 */
#include "app.h"
#include "fx.h"

/* The animation settings' hooks (remember.c applies them): the speed's
 * choices slow, normal, fast, off as percents of the normal lengths. */
static Uint32 front_path_ms = 300;
static Uint32 front_speed_pct = 100;
static Uint32 front_anim_scale = 1;

Uint32 fx_anim_scale(void)
{
    return front_anim_scale;
}

Uint32 fx_path_ms(void)
{
    return front_path_ms;
}

static fx_motion_level front_motion = FX_MOTION_FULL;

Uint32 fx_speed_pct(void)
{
    switch (front_motion) {
    case FX_MOTION_REDUCED:
        return front_speed_pct / 2;
    case FX_MOTION_NONE:
        return 0;
    default:
        return front_speed_pct;
    }
}

Uint32 fx_words_pct(void)
{
    return front_motion == FX_MOTION_NONE ? 0 : front_speed_pct;
}

bool fx_decor(void)
{
    return front_motion == FX_MOTION_FULL && front_speed_pct > 0;
}

fx_motion_level fx_motion_now(void)
{
    return front_motion;
}

const char *fx_motion_name(fx_motion_level m)
{
    static const char *const names[] = {"full", "reduced", "none"};
    return (int)m >= 0 && m <= FX_MOTION_NONE ? names[m] : "full";
}

void fx_set_motion(front_app *a, fx_motion_level m)
{
    if (m != front_motion) {
        front_motion = m;
        a->dirty = true;
    }
}

void fx_slow_down(Uint32 scale)
{
    front_anim_scale = scale;
}

void fx_apply_speed(front_app *a, int choice)
{
    static const Uint32 pct[] = {200, 100, 50, 0};
    front_speed_pct = choice >= 0 && choice < 4 ? pct[choice] : 100;
    a->dirty = true;
}

void fx_apply_path_ms(front_app *a, int ms)
{
    front_path_ms = ms > 0 ? (Uint32)ms : 300;
    a->dirty = true;
}

