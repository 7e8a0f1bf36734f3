/* fx.c - the board's animations and effects: where each tile of the
 * current board is drawn while it slides, the removed tiles vanishing with
 * a burst, the removal and hint paths, the "+N" rising, the combo counter,
 * the refusal's reason and the level-clear celebration.
 *
 * The rules change the board at once; this file only remembers where each
 * tile of the new board is drawn on its way (front_anim.mv, in cells), so
 * that drawing and hit-testing agree at every moment. A removal during
 * another animation starts each tile from where it is drawn. Everything is
 * timed by the animation speed (ANIM_*); with animations off only the path
 * plays. Nothing here changes the game.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "text.h"
#include "fx.h"
#include "screen_state.h"
#include "pulse.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "seen.h"
#include "i18n.h"

#define FX_SPARKS 14 /* burst pieces per removed tile */
#define FX_CONFETTI 96 /* pieces of the level-clear shower */

static bool fx_after(Uint32 now, Uint32 t)
{
    return (Sint32)(now - t) >= 0;
}

/* Fraction [0,1] of dur elapsed since t0 at now (1 when dur is 0). */
static float fx_frac(Uint32 now, Uint32 t0, Uint32 dur)
{
    if (!fx_after(now, t0)) {
        return 0.0f;
    }
    if (dur == 0 || now - t0 >= dur) {
        return 1.0f;
    }
    return (float)(now - t0) / (float)dur;
}

static bool fx_within(Uint32 now, Uint32 t0, Uint32 dur)
{
    return fx_after(now, t0) && now - t0 < dur;
}

static float fx_ease(float f)
{
    return 1.0f - (1.0f - f) * (1.0f - f);
}

static bool fx_off(void)
{
    return fx_speed_pct() == 0;
}

/* Forget every animation of the board (not the notice). */
static void fx_clear(front_anim *an)
{
    if (an->mv) {
        memset(an->mv, 0, sizeof *an->mv * (size_t)an->rows * (size_t)an->cols);
    }
    memset(an->ghost, 0, sizeof an->ghost);
    an->path.on = false;
    an->pop_on = false;
    an->party = false;
}

/* mv for a rows x cols board (cleared when it changes size). */
static bool fx_fit(front_anim *an, int rows, int cols)
{
    if (an->mv && an->rows == rows && an->cols == cols) {
        return true;
    }
    free(an->mv);
    an->mv = calloc((size_t)rows * (size_t)cols, sizeof *an->mv);
    an->rows = an->mv ? rows : 0;
    an->cols = an->mv ? cols : 0;
    return an->mv != NULL;
}

void fx_close(front_anim *an)
{
    free(an->mv);
    an->mv = NULL;
    an->rows = an->cols = 0;
    an->active = false;
}

/* Where motion m (of the tile in cell (r, c)) puts it at now, in cells. */
static void fx_motion_at(const fx_motion *m, int r, int c, Uint32 now,
                         float *fr, float *fc)
{
    *fr = (float)r;
    *fc = (float)c;
    if (m->t1 == 0 || fx_after(now, m->t1)) {
        return;
    }
    if (!fx_after(now, m->t0)) {
        *fr = m->fr;
        *fc = m->fc;
        return;
    }
    float f = fx_ease((float)(now - m->t0) / (float)(m->t1 - m->t0));
    *fr = m->fr + ((float)r - m->fr) * f;
    *fc = m->fc + ((float)c - m->fc) * f;
}

/* Where the tile of cell (r, c) is drawn at now, in cells. */
static void fx_cell_pos(const front_anim *an, int r, int c, Uint32 now,
                        float *fr, float *fc)
{
    *fr = (float)r;
    *fc = (float)c;
    if (an->active && an->mv && r < an->rows && c < an->cols) {
        fx_motion_at(&an->mv[r * an->cols + c], r, c, now, fr, fc);
    }
}

static void fx_to_pixels(const front_app *a, float fr, float fc, float *x,
                         float *y)
{
    *x = (float)play(a)->lay.bx + (fc + 0.5f) * (float)play(a)->lay.cell;
    *y = (float)play(a)->lay.by + (fr + 0.5f) * (float)play(a)->lay.cell;
}

static float fx_pop_scale(const front_anim *an, Uint32 now)
{
    if (!an->active || !an->pop_on || !fx_after(now, an->pop_start)) {
        return 1.0f;
    }
    return 0.4f + 0.6f * fx_ease(fx_frac(now, an->pop_start, ANIM_POP_MS));
}

void fx_place(const front_app *a, int r, int c, Uint32 now, float *x,
              float *y, float *s)
{
    float fr, fc;
    fx_cell_pos(&play(a)->anim, r, c, now, &fr, &fc);
    fx_to_pixels(a, fr, fc, x, y);
    *s = fx_pop_scale(&play(a)->anim, now);
}

/* Keep the board animating until at least t. */
static void fx_until(front_anim *an, Uint32 t)
{
    if (!an->active || (Sint32)(t - an->end) > 0) {
        an->end = t;
    }
    an->active = true;
}

static void fx_add_ghost(front_anim *an, float r, float c, int kind,
                         Uint32 now)
{
    int slot = 0;
    for (int i = 0; i < FX_GHOSTS; i++) {
        if (an->ghost[i].kind == 0) {
            slot = i;
            break;
        }
        if ((Sint32)(an->ghost[i].start - an->ghost[slot].start) < 0) {
            slot = i; /* all taken: the oldest goes */
        }
    }
    fx_ghost *g = &an->ghost[slot];
    g->r = r;
    g->c = c;
    g->kind = kind;
    g->start = now;
}

/* The new board's tiles start from where they are drawn (old: the motions
 * of the board before the removal, by the same cells). */
static void fx_moves(front_anim *an, const llk_board *b, const int *from,
                     const fx_motion *old, Uint32 now)
{
    Uint32 go = now + ANIM_PATH_MS + ANIM_VANISH_MS;
    Uint32 stop = go + ANIM_SLIDE_MS;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            int i = r * b->cols + c;
            int f = from ? from[i] : i;
            fx_motion *m = &an->mv[i];
            memset(m, 0, sizeof *m);
            if (llk_board_get(b, r, c) == 0 || f < 0 || f >= b->rows * b->cols) {
                continue;
            }
            const fx_motion *o = &old[f];
            bool running = o->t1 != 0 && !fx_after(now, o->t1);
            if (f == i) {
                if (running) {
                    *m = *o; /* not moved by this shift: goes on */
                }
                continue;
            }
            fx_motion_at(o, f / b->cols, f % b->cols, now, &m->fr, &m->fc);
            m->t0 = running ? now : go; /* a moving tile keeps moving */
            m->t1 = stop == 0 ? 1 : stop;
        }
    }
}

void fx_removed(front_app *a, const game_move *m, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!b) {
        return;
    }
    if (!an->active || an->rows != b->rows || an->cols != b->cols) {
        an->active = false;
        if (!fx_fit(an, b->rows, b->cols)) {
            return;
        }
        fx_clear(an);
    }
    size_t n = (size_t)b->rows * (size_t)b->cols;
    fx_motion *old = malloc(sizeof *old * n);
    if (!old) {
        an->active = false;
        return;
    }
    memcpy(old, an->mv, sizeof *old * n);
    float ar, ac, br, bc; /* the pair vanishes from where it is drawn */
    fx_cell_pos(an, m->a.r, m->a.c, now, &ar, &ac);
    fx_cell_pos(an, m->b.r, m->b.c, now, &br, &bc);
    fx_add_ghost(an, ar, ac, m->kind, now);
    fx_add_ghost(an, br, bc, m->kind, now);
    if (!an->active) {
        memset(old, 0, sizeof *old * n);
    }
    fx_moves(an, b, m->from, old, now);
    free(old);
    an->path.line = m->path;
    an->path.start = now;
    an->path.on = true;
    fx_until(an, now + ANIM_TOTAL_MS);
    fx_until(an, now + ANIM_PATH_MS + ANIM_BURST_MS);
    if (fx_off()) {
        return;
    }
    /* Show me's pairs are not the player's: no "+N", no combo badge */
    an->points = game_demo_on(session_game(a->ses)) || !fx_decor()
                     ? 0 : m->points;
    an->pts_r = (ar + br) / 2;
    an->pts_c = (ac + bc) / 2;
    an->pts_start = now + ANIM_PATH_MS;
    if (m->combo >= 1 && !game_demo_on(session_game(a->ses))) {
        an->combo = m->combo;
        an->combo_until = now + GAME_COMBO_MS;
    }
    if (m->auto_redeal && fx_decor()) {
        an->pop_on = true;
        an->pop_start = now + ANIM_TOTAL_MS;
        fx_until(an, an->pop_start + ANIM_POP_MS);
    }
    if (m->cleared) {
        an->party = true;
        an->party_start = now + ANIM_PATH_MS + ANIM_VANISH_MS;
        fx_until(an, an->party_start + ANIM_PARTY_MS);
    }
}

void fx_refused(front_app *a, const game_move *m, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    an->refusing = !fx_off();
    an->refuse_start = now;
    an->refuse_cell = m->b;
    an->refuse_why = m->why;
}

void fx_hint(front_app *a, llk_pair p, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    const llk_board *b = game_get_board(session_game(a->ses));
    an->hint.on = false;
    if (fx_off() || !b || llk_find_path(b, p.a, p.b, &an->hint.line) != LLK_OK) {
        return;
    }
    an->hint.on = true;
    an->hint.start = now;
}

void fx_redealt(front_app *a, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    const llk_board *b = game_get_board(session_game(a->ses));
    an->active = false;
    if (!fx_decor() || !b || !fx_fit(an, b->rows, b->cols)) {
        return;
    }
    fx_clear(an);
    an->pop_on = true;
    an->pop_start = now;
    fx_until(an, now + ANIM_POP_MS);
}

/* The hint's path is on show: the pair it joins is still the hint. */
static bool fx_hint_showing(const front_app *a, Uint32 now)
{
    const front_anim *an = &play(a)->anim;
    llk_pair h;
    if (!an->hint.on || !fx_within(now, an->hint.start, ANIM_HINT_MS) ||
        !game_hint_shown(session_game(a->ses), &h)) {
        return false;
    }
    llk_cell s = an->hint.line.pts[0];
    llk_cell e = an->hint.line.pts[an->hint.line.npoints - 1];
    return s.r == h.a.r && s.c == h.a.c && e.r == h.b.r && e.c == h.b.c;
}

static bool fx_refusal_on(const front_anim *an, Uint32 now)
{
    Uint32 d = ANIM_REASON_MS > ANIM_REFUSE_MS ? ANIM_REASON_MS : ANIM_REFUSE_MS;
    return an->refusing && fx_within(now, an->refuse_start, d);
}

bool fx_combo_pulsing(const front_app *a, Uint32 now)
{
    return fx_combo_shown(a, now) >= 2 &&
           pulse_running(&play(a)->anim.combo_pulse, now);
}

int fx_combo_shown(const front_app *a, Uint32 now)
{
    const front_anim *an = &play(a)->anim;
    if (an->combo < 1 || fx_off() || !session_game(a->ses) ||
        fx_after(now, an->combo_until) ||
        game_get_combo(session_game(a->ses)) != an->combo) {
        return 0;
    }
    return an->combo + 1; /* pairs in a row */
}

const char *fx_refusal_text(const front_app *a, Uint32 now)
{
    if (!fx_refusal_on(&play(a)->anim, now)) {
        return NULL;
    }
    return play(a)->anim.refuse_why == LLK_KINDS ? _("Different tiles")
                                           : _("No path with two turns or fewer");
}

bool fx_update(front_app *a, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    bool moving = false;
    if (an->active) {
        if (fx_after(now, an->end)) {
            an->active = false;
            a->dirty = true;
        } else {
            moving = true;
        }
    }
    if (an->refusing) {
        if (fx_refusal_on(an, now)) {
            moving = true;
        } else {
            an->refusing = false;
            a->dirty = true;
        }
    }
    bool extra = fx_hint_showing(a, now) || fx_combo_shown(a, now) > 0 ||
                 (an->points && fx_within(now, an->pts_start - ANIM_PATH_MS,
                                          ANIM_PATH_MS + ANIM_POINTS_MS));
    if (extra) {
        moving = true;
    } else if (an->hint.on || an->points || an->combo) {
        an->hint.on = false; /* ended: one last frame without it */
        an->points = 0;
        an->combo = 0;
        a->dirty = true;
    }
    return moving;
}

bool fx_ghost_at(const front_app *a, int px, int py, Uint32 now)
{
    const front_anim *an = &play(a)->anim;
    Uint32 life = ANIM_PATH_MS + ANIM_VANISH_MS;
    for (int i = 0; an->active && i < FX_GHOSTS; i++) {
        const fx_ghost *g = &an->ghost[i];
        if (!g->kind || !fx_within(now, g->start, life)) {
            continue;
        }
        float v = fx_frac(now, g->start + ANIM_PATH_MS, ANIM_VANISH_MS);
        float x, y, h = (float)play(a)->lay.cell * (1.0f - 0.7f * v) / 2;
        float sink = (float)play(a)->lay.cell * 0.08f * v; /* as drawn */
        fx_to_pixels(a, g->r, g->c, &x, &y);
        x += sink;
        y += sink;
        if (fabsf((float)px - x) < h && fabsf((float)py - y) < h) {
            return true;
        }
    }
    return false;
}

/* The burst of a removed tile: pieces flying out in the match's colours
 * (jade, gold, cream), slowing, falling a little and fading. */
static void fx_draw_burst(front_app *a, float x, float y, float f, int kind)
{
    static const kit_role roles[3] = {KIT_SUCCESS, KIT_ACCENT, KIT_TOOLTIP};
    float cell = (float)play(a)->lay.cell;
    int size = (int)(cell / 6.0f * (1.0f - 0.6f * f)) + 2;
    for (int k = 0; k < FX_SPARKS; k++) {
        /* each kind its own spread, so bursts side by side differ */
        float ang = (float)k * 6.2832f / FX_SPARKS + 0.39f * (float)(kind % 7);
        float reach = 0.55f + 0.45f * (float)((k * 5 + kind) % 4) / 3.0f;
        float d = cell * (0.15f + 0.75f * reach * fx_ease(f));
        SDL_Rect rc = {(int)(x + cosf(ang) * d) - size / 2,
                       (int)(y + sinf(ang) * d + cell * 0.3f * f * f) - size / 2,
                       size, size};
        SDL_Color c = kit_color(roles[k % 3]);
        c.a = (Uint8)(255 * (1.0f - f * f));
        kit_round(a->ren, rc, size / 3, c);
    }
}

void fx_draw_removal(front_app *a, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    if (!an->active) {
        return;
    }
    Uint32 P = ANIM_PATH_MS, V = ANIM_VANISH_MS;
    for (int i = 0; i < FX_GHOSTS; i++) {
        const fx_ghost *g = &an->ghost[i];
        float x, y;
        if (!g->kind) {
            continue;
        }
        fx_to_pixels(a, g->r, g->c, &x, &y);
        if (fx_within(now, g->start, P + V)) {
            float v = fx_frac(now, g->start + P, V);
            /* it sinks away: down and right, from the light, shrinking
             * and fading */
            float sink = (float)play(a)->lay.cell * 0.08f * v;
            draw_tile(a, g->kind, x + sink, y + sink, 1.0f - 0.7f * v,
                      (Uint8)(255 * (1.0f - v)));
            int h = (int)((float)play(a)->lay.cell * (1.0f - 0.7f * v)) / 2;
            SDL_Rect rc = {(int)(x + sink) - h, (int)(y + sink) - h, 2 * h, 2 * h};
            /* a match: the success colour (red is for a refusal) */
            draw_frame(a->ren, rc, (play(a)->lay.cell / 16 + 2) *
                                       (kit_high_contrast() ? 2 : 1),
                       kit_color(KIT_SUCCESS));
        }
        if (fx_decor() && fx_within(now, g->start + P, ANIM_BURST_MS)) {
            fx_draw_burst(a, x, y, fx_frac(now, g->start + P, ANIM_BURST_MS),
                          g->kind);
        }
    }
    if (an->path.on && fx_within(now, an->path.start, P + V)) {
        float v = fx_frac(now, an->path.start + P, V);
        SDL_Color c = kit_color(KIT_SUCCESS);
        c.a = (Uint8)(255 * (1.0f - 0.6f * v));
        /* motion none: the whole path at once, still */
        draw_path(a, &an->path.line, fx_motion_now() == FX_MOTION_NONE
                                    ? 1.0f : fx_frac(now, an->path.start, P), c);
    }
}

/* Text with a dark shadow, centred at x, top y. */
static void fx_text(front_app *a, front_font f, const char *s, SDL_Color c,
                    int x, int y)
{
    SDL_Color sh = kit_color(KIT_INK);
    sh.a = c.a;
    int d = text_height(f) / 16 + 1;
    text_overlay(); /* over the board; the shadow under the text */
    if (!kit_high_contrast()) { /* high contrast: on a plate instead */
        text_draw(a->ren, f, s, sh, x + d, y + d, 1);
        text_overlay();
    }
    text_draw(a->ren, f, s, c, x, y, 1);
}

/* The combo's box this frame, for the floats drawn after it (the app's:
 * screen_state.h). */
static SDL_Rect *fx_combo_box(const front_app *a)
{
    static const char key = 'c'; /* its address is the key */
    return front_state(a, &key, sizeof(SDL_Rect));
}

/* The refusal's reason: in the lane under the refused tile's column (else
 * one line just above the tile, below it on the top row). */
static void fx_draw_refusal(front_app *a, Uint32 now)
{
    const char *why = fx_refusal_text(a, now);
    if (!why) {
        return;
    }
    llk_cell rc = play(a)->anim.refuse_cell;
    float x, y, s;
    fx_place(a, rc.r, rc.c, now, &x, &y, &s);
    if (fx_lane_free(a)) {
        seen_mark("refusal", fx_lane_badge(a, x, why, KIT_DANGER, *fx_combo_box(a), true,
                                           1.0f));
        return;
    }
    int h = text_height(FONT_NORMAL), half = play(a)->lay.cell / 2;
    int pad = h / 4 + 1;
    int top = (int)y - half - h - pad * 2;
    if (rc.r == 0) {
        top = (int)y + half + pad * 2;
    }
    seen_mark("refusal", kit_badge(a->ren, a->pix_w, (int)x, top, why, KIT_DANGER));
}

/* "Combo xN": at the right end of the lane (else over the top-right
 * corner of the board). */
static void fx_draw_combo(front_app *a, Uint32 now)
{
    int n = fx_combo_shown(a, now);
    const llk_board *b = game_get_board(session_game(a->ses));
    pulse_set *grows = &play(a)->anim.combo_pulse;
    *fx_combo_box(a) = (SDL_Rect){0, 0, 0, 0};
    if (n < 2 || !b) {
        pulse_reset(grows); /* a combo's first count comes in still */
        return;
    }
    /* the count grows for a moment each time it goes up, as the bar's */
    pulse_note(grows, 0, (uint32_t)n, now, ANIM_PULSE_MS);
    float grow = pulse_scale(grows, 0, now);
    char buf[64];
    snprintf(buf, sizeof buf, _("Combo \xc3\x97%d"), n);
    int w, h;
    text_size(FONT_NORMAL, buf, &w, &h);
    if (fx_lane_free(a)) {
        *fx_combo_box(a) = fx_lane_badge(a, (float)a->pix_w, buf, KIT_ACCENT,
                                     *fx_combo_box(a), false, grow);
        seen_mark("combo", *fx_combo_box(a));
        return;
    }
    int right = play(a)->lay.bx + b->cols * play(a)->lay.cell;
    int top = play(a)->lay.by - play(a)->lay.cell / 2 - h / 2;
    if (top < play(a)->lay.bar_h + h / 4 + 3) { /* the box below the bar */
        top = play(a)->lay.bar_h + h / 4 + 3;
    }
    seen_mark("combo", kit_badge_grown(a->ren, a->pix_w, right - w / 2, top, buf,
                                       KIT_ACCENT, grow));
}

/* "+N" rising in the lane under the removed pair's column, a caret
 * pointing up at it, and fading (else rising from the pair). */
static void fx_draw_points(front_app *a, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    if (!an->points || !fx_within(now, an->pts_start, ANIM_POINTS_MS)) {
        return;
    }
    float f = fx_frac(now, an->pts_start, ANIM_POINTS_MS);
    float x, y;
    char buf[32];
    snprintf(buf, sizeof buf, "+%d", an->points);
    SDL_Color c = kit_color(KIT_GLOW);
    c.a = (Uint8)(f < 0.5f ? 255 : 255 * (1.0f - f) * 2);
    if (fx_lane_free(a)) {
        fx_to_pixels(a, an->pts_r, an->pts_c, &x, &y);
        int w, h;
        text_size(FONT_HEADING, buf, &w, &h);
        SDL_Rect lane = kit_lane_rect(a);
        SDL_Rect box = fx_lane_slot(a, (int)x, w + kit_u() * 2, lane.h,
                                    *fx_combo_box(a));
        fx_caret(a, box, x, c);
        int room = lane.h - h - (h / 16 + 1); /* its shadow inside */
        int rise = room > 0 ? (int)((float)room * fx_ease(f)) : 0;
        int ty = lane.y + (room > 0 ? room : 0) - rise;
        fx_text(a, FONT_HEADING, buf, c, box.x + box.w / 2, ty);
        seen_mark("points", (SDL_Rect){box.x + (box.w - w) / 2, ty, w, h});
        return;
    }
    fx_to_pixels(a, an->pts_r - 0.9f * fx_ease(f), an->pts_c, &x, &y);
    int tw, th;
    text_size(FONT_BIG, buf, &tw, &th);
    fx_text(a, FONT_BIG, buf, c, (int)x, (int)y - th / 2);
    seen_mark("points", (SDL_Rect){(int)x - tw / 2, (int)y - th / 2, tw, th});
}

/* Level cleared: the last pair's burst grows into a shower of confetti
 * over the board, in the kit's colours, fluttering down and fading, with
 * the good news in the middle. */
static void fx_draw_party(front_app *a, Uint32 now)
{
    front_anim *an = &play(a)->anim;
    if (!an->active || !an->party || !fx_within(now, an->party_start, ANIM_PARTY_MS)) {
        return;
    }
    static const kit_role roles[4] = {KIT_ACCENT, KIT_SUCCESS, KIT_TOOLTIP,
                                      KIT_DANGER};
    const llk_board *b = game_get_board(session_game(a->ses));
    float f = fx_frac(now, an->party_start, ANIM_PARTY_MS);
    float cx, cy; /* from the last pair */
    fx_to_pixels(a, an->pts_r, an->pts_c, &cx, &cy);
    float bw = (float)(b->cols * play(a)->lay.cell),
          bh = (float)(b->rows * play(a)->lay.cell);
    float reach = (bw > bh ? bw : bh) * 0.6f;
    int size = play(a)->lay.cell / 4 + 3;
    float t = (float)(now - an->party_start) / 1000.0f; /* seconds */
    int pieces = fx_decor() ? FX_CONFETTI : 0; /* decorative */
    for (int k = 0; k < pieces; k++) {
        float ang = (float)k * 2.39996f; /* the golden angle: spread evenly */
        float d = reach * (0.2f + 0.8f * (float)((k * 37) % 11) / 10.0f) *
                  fx_ease(f < 0.3f ? f / 0.3f : 1.0f);
        float fall = bh * 0.5f * f * f * (0.6f + 0.4f * (float)(k % 5) / 4.0f);
        float flutter = sinf(t * 6.0f + (float)k) * (float)size;
        SDL_Color c = kit_color(roles[k % 4]);
        c.a = (Uint8)(255 * (f < 0.7f ? 1.0f : (1.0f - f) / 0.3f));
        int w = k % 3 ? size : size / 2 + 1;
        SDL_Rect rc = {(int)(cx + cosf(ang) * d + flutter) - w / 2,
                       (int)(cy + sinf(ang) * d * 0.7f + fall) - size / 2, w,
                       size / 2 + 1};
        kit_round(a->ren, rc, 0, c);
    }
    /* the news, popping in over the first fifth */
    const char *s =
        game_get_screen(session_game(a->ses)) == GAME_SCREEN_FINISHED
            ? _("All levels cleared!")
            : _("Level cleared!");
    SDL_Color c = kit_color(KIT_ACCENT);
    c.a = (Uint8)(255 * (f < 0.85f ? 1.0f : (1.0f - f) / 0.15f));
    float bx = (float)play(a)->lay.bx + bw / 2,
          by = (float)play(a)->lay.by + bh / 2;
    /* on a plate of the panels' colour: the confetti behind, not across */
    int tw, th, u = kit_u();
    text_size(FONT_BIG, s, &tw, &th);
    SDL_Rect plate = {(int)bx - tw / 2 - u * 2, (int)by - th / 2 - u,
                      tw + u * 4, th + u * 2};
    SDL_Color pc = kit_color(KIT_SURFACE);
    pc.a = (Uint8)((float)c.a * (kit_high_contrast() ? 1.0f : 0.95f));
    kit_round(a->ren, plate, kit_radius(), pc);
    if (pc.a == 255) {
        kit_solid(plate);
    }
    seen_mark("celebration", plate);
    fx_text(a, FONT_BIG, s, c, (int)bx, (int)by - text_height(FONT_BIG) / 2);
}

bool fx_party_skip(front_app *a)
{
    front_anim *an = &play(a)->anim;
    if (!an->active || !an->party || !session_game(a->ses) ||
        game_get_screen(session_game(a->ses)) == GAME_SCREEN_PLAYING) {
        return false;
    }
    an->active = false; /* st_play shows the results card */
    an->party = false;
    a->dirty = true;
    return true;
}

void fx_draw_over(front_app *a, Uint32 now)
{
    if (fx_hint_showing(a, now)) {
        front_anim *an = &play(a)->anim;
        float f = fx_frac(now, an->hint.start, ANIM_HINT_MS);
        /* drawn in the first third, held, then faded */
        Uint8 alpha = (Uint8)(f < 0.7f ? 220 : 220 * (1.0f - f) / 0.3f);
        SDL_Color c = kit_color(KIT_HINT);
        c.a = alpha;
        draw_path(a, &an->hint.line, f * 3.0f > 1.0f ? 1.0f : f * 3.0f, c);
    }
    fx_draw_combo(a, now); /* first: the others keep clear of it */
    fx_draw_points(a, now);
    fx_draw_refusal(a, now);
    fx_draw_party(a, now);
}

void fx_running(const front_app *a, Uint32 now, char *buf, size_t len)
{
    const front_anim *an = &play(a)->anim;
    bool slide = false;
    for (int i = 0; an->active && an->mv && i < an->rows * an->cols; i++) {
        const fx_motion *m = &an->mv[i];
        slide = slide || (m->t1 != 0 && fx_after(now, m->t0) &&
                          !fx_after(now, m->t1));
    }
    bool vanish = false, burst = false;
    for (int i = 0; an->active && i < FX_GHOSTS; i++) {
        const fx_ghost *g = &an->ghost[i];
        vanish = vanish || (g->kind &&
                            fx_within(now, g->start, ANIM_PATH_MS + ANIM_VANISH_MS));
        burst = burst || (g->kind && fx_decor() &&
                          fx_within(now, g->start + ANIM_PATH_MS,
                                    ANIM_BURST_MS));
    }
    bool on[9] = {an->active && an->path.on &&
                      fx_within(now, an->path.start, ANIM_PATH_MS),
                  vanish,
                  slide,
                  burst,
                  an->points && fx_within(now, an->pts_start, ANIM_POINTS_MS),
                  an->active && an->pop_on &&
                      fx_within(now, an->pop_start, ANIM_POP_MS),
                  fx_hint_showing(a, now),
                  fx_refusal_on(an, now),
                  an->active && an->party &&
                      fx_within(now, an->party_start, ANIM_PARTY_MS)};
    static const char *names[9] = {"path", "vanish", "slide", "burst", "points",
                                   "pop", "hint_path", "refusal", "celebration"};
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < 9 && used < len; i++) {
        if (on[i]) {
            int w = snprintf(buf + used, len - used, "%s%s", used ? " " : "",
                             names[i]);
            used += w > 0 ? (size_t)w : 0;
        }
    }
}

int fx_drawn_tiles(const front_app *a, Uint32 now, game_drawn *out, int max)
{
    const llk_board *b =
        session_game(a->ses) ? game_get_board(session_game(a->ses)) : NULL;
    int n = 0;
    if (!b || !play(a)->anim.active) {
        return 0;
    }
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols && n < max; c++) {
            int k = llk_board_get(b, r, c);
            float x, y, s, fr, fc;
            fx_cell_pos(&play(a)->anim, r, c, now, &fr, &fc);
            fx_place(a, r, c, now, &x, &y, &s);
            if (k == 0 || (fr == (float)r && fc == (float)c && s == 1.0f)) {
                continue;
            }
            float h = (float)play(a)->lay.cell * s / 2;
            game_drawn d = {r, c, k, front_x_to_window(a, x - h),
                            front_y_to_window(a, y - h), front_x_to_window(a, 2 * h),
                            front_y_to_window(a, 2 * h)};
            out[n++] = d;
        }
    }
    return n;
}
