/* st_intro.c - a shift mode's introduction: the first time a level with
 * a shift mode the player has not met begins, a card over the board says
 * in words what the tiles do after each match (the control bar's words,
 * with their arrows) and plays it on a mini-board: a pair vanishes, the
 * tiles slide by the engine's own shift. Any key or click (button
 * intro_ok) starts the level; the mode is then kept in the hidden setting
 * shifts_seen and its card never shown again. The clock does not run
 * while the card shows (main.c ticks it on the play screen only). State
 * file: view "intro" with "intro_shift" (the mode's name as llk writes
 * it), "intro_board" and "intro_pair" (the mini-board before the pair
 * goes, and the pair: always one the rules could take).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "fx.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "session.h"
#include "seen.h"
#include "i18n.h"
#include "tutorial.h"
#include "screen_state.h"

#define MINI_ROWS GAME_DEMO_ROWS
#define MINI_COLS GAME_DEMO_COLS
#define CYCLE_MS 3000u /* still, the pair goes, the slide, still */
#define IDLE_MS 10000u /* the mini-board stops this long after an input */

/* The screen's own state (screen_state.h). */
typedef struct intro_state {
    llk_shift shift;
    llk_board *mini;                   /* the mini-board before the pair goes
                                          (freed when the card goes) */
    llk_cell pair[2];
    int from[MINI_ROWS * MINI_COLS];   /* after: where each came from */
    int after[MINI_ROWS * MINI_COLS];
    Uint32 t0, input;
    bool moving;
    ui_menu ui;
} intro_state;

static intro_state *S(front_app *a)
{
    return front_state(a, &st_intro, sizeof(intro_state));
}

/* The bit of shift s in shifts_seen (none for LLK_SHIFT_NONE). */
static int intro_bit(llk_shift s)
{
    return s > LLK_SHIFT_NONE && s < LLK_SHIFT_COUNT ? 1 << (s - 1) : 0;
}

/* Whether shift s was introduced already. */
static bool intro_seen(const front_app *a, llk_shift s)
{
    int bit = intro_bit(s);
    return bit == 0 || (settings_get(prefs(a)->set, "shifts_seen") & bit) != 0;
}

/* The mini-board, its pair and the slide: the rules choose them
 * (game_shift_demo: a pair the game would take). */
static void intro_deal(intro_state *st, llk_shift s)
{
    llk_board_free(st->mini);
    st->mini = game_shift_demo(s, st->pair, st->from, st->after);
}

const front_screen *intro_instead(front_app *a, const front_screen *s)
{
    if (s != &st_play || !session_game(a->ses) || !prefs(a)->set ||
        game_get_screen(session_game(a->ses)) != GAME_SCREEN_PLAYING) {
        return s;
    }
    llk_shift sh = game_get_shift(session_game(a->ses));
    if (intro_seen(a, sh)) {
        return s;
    }
    S(a)->shift = sh;
    intro_deal(S(a), sh);
    return &st_intro;
}

/* What the card says under its caption. */
static const char *intro_line(void)
{
    return _("After each match, the tiles left move this way.");
}

/* The mini-board's least height: a few rows of tiles a finger wide. */
static int intro_mini_min(void)
{
    return text_height(FONT_BODY) * 3;
}

/* The card's words: its caption, the shift's words and the line under
 * them. */
static kit_words intro_words(llk_shift shift)
{
    kit_words w = {_("New on this level"), bar_shift_words(shift),
                   intro_line(), 0};
    return w;
}

/* The card: two thirds of the window; at a large text size wider when a
 * line of its words would not fit (the rest wrapped), and taller when its
 * words, the mini-board and Got it need it. */
static SDL_Rect intro_card(front_app *a)
{
    llk_shift shift = S(a)->shift;
    int u = kit_u(), hw, lw, h;
    SDL_Rect card = {a->pix_w / 6, a->pix_h / 2 - a->pix_h / 3,
                     a->pix_w * 2 / 3, a->pix_h * 2 / 3};
    text_size(FONT_HEADING, bar_shift_words(shift), &hw, &h);
    text_size(FONT_BODY, intro_line(), &lw, &h);
    kit_words w = intro_words(shift);
    return kit_words_card(a->ren, a->pix_w, a->pix_h, card,
                          (hw > lw ? hw : lw) + 4 * u, 2 * u, &w,
                          u + intro_mini_min() + u);
}

static const ui_menu *intro_build(front_app *a)
{
    intro_state *s = S(a);
    kit_card_foot(&s->ui, _("Got it"), "intro_ok", intro_card(a), a->pix_w);
    return &s->ui;
}

static void intro_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    intro_state *s = S(a);
    s->t0 = s->input = SDL_GetTicks();
    s->moving = true;
    intro_build(a);
}

static void intro_leave(front_app *a)
{
    intro_state *s = S(a);
    llk_board_free(s->mini);
    s->mini = NULL;
}

static void intro_event(front_app *a, const SDL_Event *e)
{
    intro_state *s = S(a);
    if (e->type == SDL_MOUSEMOTION) {
        s->input = SDL_GetTicks(); /* the mini-board plays on */
        ui_menu_take(&s->ui, a, e); /* Got it lights under the pointer */
        return;
    }
    if ((e->type == SDL_KEYDOWN && e->key.keysym.sym != SDLK_F11) ||
        (e->type == SDL_MOUSEBUTTONDOWN &&
         e->button.button == SDL_BUTTON_LEFT)) {
        /* met: never again for this mode */
        int seen =
            settings_get(prefs(a)->set, "shifts_seen") | intro_bit(s->shift);
        settings_set(prefs(a)->set, "shifts_seen", seen);
        remember_changed(a, "shifts_seen");
        front_goto(a, &st_play);
    }
}

static bool intro_update(front_app *a, Uint32 now)
{
    intro_state *s = S(a);
    bool moving = fx_speed_pct() > 0 && now - s->input < IDLE_MS;
    if (moving != s->moving) {
        s->moving = moving;
        a->dirty = true;
    }
    return moving;
}

/* One tile of the mini-board: a cream square with its kind's dot. */
static void mini_tile(front_app *a, float cx, float cy, int cell, int kind,
                      Uint8 alpha)
{
    int s = cell - 2 > 2 ? cell - 2 : 2;
    SDL_Rect t = {(int)cx - s / 2, (int)cy - s / 2, s, s};
    SDL_Color cream = kit_color(KIT_THUMB_TILE);
    cream.a = alpha;
    kit_round(a->ren, t, s / 6, cream);
    SDL_Color d = kit_kind_dot(kind);
    d.a = alpha;
    int ds = s / 2;
    SDL_Rect dot = {t.x + (s - ds) / 2, t.y + (s - ds) / 2, ds, ds};
    kit_round(a->ren, dot, ds / 2, d);
}

/* The mini-board at phase t of its cycle (ms), in box p. */
static void mini_draw(front_app *a, const intro_state *s, SDL_Rect p, Uint32 t)
{
    int cell = p.w / MINI_COLS < p.h / MINI_ROWS ? p.w / MINI_COLS
                                                 : p.h / MINI_ROWS;
    float x0 = (float)p.x + (float)(p.w - cell * MINI_COLS) / 2 + cell / 2.0f;
    float y0 = (float)p.y + (float)(p.h - cell * MINI_ROWS) / 2 + cell / 2.0f;
    Uint32 pair_at = 700, slide_at = 1100, still_at = 1900;
    if (t < slide_at) { /* before: the pair marked, then fading */
        for (int i = 0; i < MINI_ROWS * MINI_COLS; i++) {
            int r = i / MINI_COLS, c = i % MINI_COLS;
            bool pair = (r == s->pair[0].r && c == s->pair[0].c) ||
                        (r == s->pair[1].r && c == s->pair[1].c);
            Uint8 al = 255;
            if (pair && t >= pair_at) {
                al = (Uint8)(255 - 255 * (t - pair_at) / (slide_at - pair_at));
            }
            mini_tile(a, x0 + c * cell, y0 + r * cell, cell,
                      llk_board_get(s->mini, r, c), al);
            if (pair) {
                SDL_Rect ring = {(int)(x0 + c * cell) - cell / 2,
                                 (int)(y0 + r * cell) - cell / 2, cell, cell};
                kit_ring(a->ren, ring, cell / 5, 2, kit_color(KIT_SUCCESS));
            }
        }
        return;
    }
    float f = t >= still_at ? 1.0f : (float)(t - slide_at) / (still_at - slide_at);
    f = 1.0f - (1.0f - f) * (1.0f - f); /* ease out */
    for (int i = 0; i < MINI_ROWS * MINI_COLS; i++) {
        if (s->after[i] <= 0 || s->from[i] < 0) {
            continue;
        }
        int r = i / MINI_COLS, c = i % MINI_COLS;
        int fr = s->from[i] / MINI_COLS, fc = s->from[i] % MINI_COLS;
        float x = x0 + ((float)fc + ((float)c - fc) * f) * cell;
        float y = y0 + ((float)fr + ((float)r - fr) * f) * cell;
        mini_tile(a, x, y, cell, s->after[i], 255);
    }
}

void card_board_under(front_app *a)
{
    st_play.draw(a); /* the board waiting under the card */
    text_overlay();
    SDL_Rect all = {0, 0, a->pix_w, a->pix_h};
    SDL_Color dim = kit_color(KIT_INK);
    dim.a = 150; /* the board dimmed under the card */
    draw_fill(a->ren, all, dim);
    seen_mark("scrim", all);
}

void card_button(front_app *a, const ui_menu *m)
{
    seen_control(m->sid[0]);
    kit_primary(a->ren, m->rect[0], m->label[0], NULL, ui_menu_state(m, a, 0));
    seen_control(NULL);
}

static void intro_draw(front_app *a)
{
    const intro_state *s = S(a);
    card_board_under(a);
    int u = kit_u();
    SDL_Rect card = intro_card(a);
    kit_words w = intro_words(s->shift);
    int y = kit_words_card_draw(a->ren, card, 2 * u, &w) + u;
    const ui_menu *m = intro_build(a);
    SDL_Rect box = {card.x + 4 * u, y, card.w - 8 * u, m->rect[0].y - u - y};
    SDL_Rect felt = {box.x + box.w / 2 - box.h * MINI_COLS / MINI_ROWS / 2 - u,
                     box.y, box.h * MINI_COLS / MINI_ROWS + 2 * u, box.h};
    if (felt.w > box.w) {
        felt.x = box.x;
        felt.w = box.w;
    }
    kit_round(a->ren, felt, kit_radius(), kit_color(KIT_FELT));
    SDL_Rect inner = {felt.x + u, felt.y + u, felt.w - 2 * u, felt.h - 2 * u};
    Uint32 t = s->moving ? (SDL_GetTicks() - s->t0) % CYCLE_MS : CYCLE_MS - 1;
    if (s->mini) {
        mini_draw(a, s, inner, t);
    }
    card_button(a, m); /* Got it, the card's one way on */
}

static void intro_view(front_app *a, game_view *v)
{
    const intro_state *s = S(a);
    v->intro_shift = llk_shift_name(s->shift);
    v->intro_board = s->mini; /* the pair on it, before it goes */
    v->intro_pair = (llk_pair){s->pair[0], s->pair[1]};
}

const front_screen st_intro = {.name = "intro", .enter = intro_enter,
                               .leave = intro_leave, .event = intro_event,
                               .update = intro_update, .draw = intro_draw,
                               .menu = intro_build, .view = intro_view};
