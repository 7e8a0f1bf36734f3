/* fx.h - board animations and effects (fx.c): their
 * durations and what the play screen asks of them. */
#ifndef FRONT_FX_H
#define FRONT_FX_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "app.h"
#include "play.h"
#include "llk/game.h"

/* Durations of the removal animation, in ms; env LLK_ANIM_SCALE (1-20)
 * slows them down for screenshots in tests (fx_slow_down). The path stays
 * fx_path_ms() (the path_ms setting); the rest goes at fx_speed_pct()
 * percent of its normal length (anim_speed: slow 200, normal 100, fast 50,
 * off 0: no slide and no effect). */
Uint32 fx_anim_scale(void);
Uint32 fx_path_ms(void);
Uint32 fx_speed_pct(void);
void fx_slow_down(Uint32 scale);
/* The Motion setting in force (remember.c: the setting, or the desktop's
 * reduced-motion when it is auto). Full: as anim_speed says. Reduced:
 * what explains the game (the path, vanish, slide, the refusal, the
 * hint's path, the celebration's words) at half its length, and nothing
 * decorative (bursts, confetti, "+N" rising, pop-ins, the shake, the
 * stars landing, the title's light). None: end states only, as with
 * anim_speed off, and the path drawn whole at once (a still line for
 * path_ms: it explains the match). fx_speed_pct() is the explaining
 * motions' percent under both settings; fx_decor() whether the
 * decorative ones play. */
typedef enum { FX_MOTION_FULL, FX_MOTION_REDUCED, FX_MOTION_NONE } fx_motion_level;
void fx_set_motion(front_app *a, fx_motion_level m);
fx_motion_level fx_motion_now(void);
const char *fx_motion_name(fx_motion_level m);
bool fx_decor(void);
/* The refusal's reason is words, not motion: its time is anim_speed's
 * alone (none: not shown, as with anim_speed off). */
Uint32 fx_words_pct(void);
#define ANIM_MS(base) ((Uint32)(base) * fx_speed_pct() / 100 * fx_anim_scale())
#define ANIM_PATH_MS (fx_path_ms() * fx_anim_scale())
#define ANIM_VANISH_MS ANIM_MS(150)
#define ANIM_SLIDE_MS ANIM_MS(200)
#define ANIM_TOTAL_MS (ANIM_PATH_MS + ANIM_VANISH_MS + ANIM_SLIDE_MS)
#define ANIM_REFUSE_MS ANIM_MS(250)
#define ANIM_REASON_MS ((Uint32)1400 * fx_words_pct() / 100 * fx_anim_scale())
#define ANIM_HINT_MS ANIM_MS(900)    /* the hint's path */
#define ANIM_POINTS_MS ANIM_MS(800)  /* "+N" rising */
#define ANIM_POP_MS ANIM_MS(250)     /* re-deal: tiles pop in */
#define ANIM_BURST_MS ANIM_MS(400)   /* a removed tile's burst */
/* a counter of the bar growing as it changes (decorative: none unless
 * full; pulse.h) */
#define ANIM_PULSE_MS (fx_decor() ? ANIM_MS(200) : 0)
/* level cleared: the celebration (not slowed by LLK_ANIM_SCALE: tests
 * that clear levels wait for the results card) */
#define ANIM_PARTY_MS ((Uint32)2500 * fx_speed_pct() / 100)
/* each star landing on the card (decorative: 0, all at once, unless full) */
#define ANIM_STAR_MS (fx_decor() ? ANIM_MS(350) : 0)

/* ---- board animations and effects (fx.c) ---- */
/* The hooks of the anim_speed (choice: slow, normal, fast, off) and
 * path_ms settings. */
void fx_apply_speed(front_app *a, int choice);
void fx_apply_path_ms(front_app *a, int ms);
/* A removal reported by the rules (m->result == GAME_CLICK_REMOVED). */
void fx_removed(front_app *a, const game_move *m, Uint32 now);
/* A refused pair: the shake and one line saying why. */
void fx_refused(front_app *a, const game_move *m, Uint32 now);
/* A hint shown for pair p: its path drawn for a moment. */
void fx_hint(front_app *a, llk_pair p, Uint32 now);
/* The board was re-dealt in place: the tiles pop in. */
void fx_redealt(front_app *a, Uint32 now);
/* Advance; true while something on the board moves. */
bool fx_update(front_app *a, Uint32 now);
/* Where the tile of cell (r, c) of the current board is drawn at now:
 * centre in pixels and scale (1 full size). */
void fx_place(const front_app *a, int r, int c, Uint32 now, float *x,
              float *y, float *s);
/* Whether a vanishing tile is drawn under pixel (px, py). */
bool fx_ghost_at(const front_app *a, int px, int py, Uint32 now);
/* The level-clear celebration is on: any key or click ends it (the
 * results card follows). True when there was one to end. */
bool fx_party_skip(front_app *a);
/* Draw the vanishing tiles, bursts and the removal path (over the tiles);
 * then the hint's path, "+N", combo, refusal line, celebration. */
void fx_draw_removal(front_app *a, Uint32 now);
void fx_draw_over(front_app *a, Uint32 now);
/* The refusal line on show (NULL none), the combo on show (0 none), and
 * the names of the effects running ("slide", "vanish", ...) in buf. */
const char *fx_refusal_text(const front_app *a, Uint32 now);
int fx_combo_shown(const front_app *a, Uint32 now);
/* Whether the combo's count is growing for a moment (it went up). */
bool fx_combo_pulsing(const front_app *a, Uint32 now);
void fx_running(const front_app *a, Uint32 now, char *buf, size_t len);
/* Tiles drawn away from their cell or not at full size, as game_drawn
 * in window coordinates; at most max. */
int fx_drawn_tiles(const front_app *a, Uint32 now, game_drawn *out, int max);
void fx_close(front_anim *an);

/* ---- the floats in the notification lane (fx_lane.c) ---- */
/* Whether the lane is free for them (no dead-end strip, no banner). */
bool fx_lane_free(const front_app *a);
/* A box w x h in the lane, centred at x when it can be: inside the
 * window, clear of the toast on show and of avoid (w 0: nothing). */
SDL_Rect fx_lane_slot(const front_app *a, int x, int w, int h, SDL_Rect avoid);
/* A caret over box pointing up at column x, in c. */
void fx_caret(front_app *a, SDL_Rect box, float x, SDL_Color c);
/* A badge of text in role's colour in the lane at column x (a caret
 * pointing up at it when caret), clear of avoid, drawn grow times its size
 * (kit_badge_grown); its box. */
SDL_Rect fx_lane_badge(front_app *a, float x, const char *text, kit_role role,
                       SDL_Rect avoid, bool caret, float grow);

#endif
