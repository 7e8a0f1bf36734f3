/* flash.c - no effect flashes more than three times a second (WCAG 2.3.1,
 * issue 47): the game's own effects code (fx.c, the front linked without
 * main.c) drawn frame by frame at 60 frames a second into SDL's software
 * renderer, over the felt, and the relative luminance measured in each
 * frame: the mean of the whole window and of the area round the board's
 * middle a tenth of the visual field covers (341x256, WCAG's small safe
 * area at 1024x768, scaled to the window).
 *   - the celebration: the last pair of a one-pair board removed, its
 *     path, vanish, burst, "+N", confetti and words to their end;
 *   - the combo: pairs of a twelve-tile row matched in quick succession
 *     (every 120 to 400 ms, drawn at random from the seed), the counter,
 *     bursts and "+N" of each;
 * at 640x400 at the animation speeds normal and fast and at 1024x700 at
 * fast (slow is the least flashy: the same effects, slower; sanitized,
 * 640x400 fast alone), under each motion value (full, reduced, none). A
 * flash is a pair of opposing changes of 10 % or more of the relative
 * luminance (a change counted from the last extreme the other way); no
 * second of any run holds more than three. Each run also shows what its
 * motion keeps: the celebration and the combo counter unless none, bursts
 * and "+N" at full only. Prints its seed (LLK_SEED=N
 * replays it) and the worst second found.
 * Usage: flash (LLK_ASSETS: the game's assets; tests/cli/test_flash.sh). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL.h>

#include "../../src/front/app.h"
#include "../../src/front/assets.h"
#include "../../src/front/draw.h"
#include "../../src/front/fx.h"
#include "../../src/front/play.h"
#include "../../src/front/screens.h"
#include "../../src/front/text.h"
#include "../../src/front/theme.h"
#include "llk/board.h"
#include "llk/rng.h"
#include "llk/session.h"

/* nav.c's and main.c's, not linked here */
void front_goto(front_app *a, const front_screen *s)
{
    a->screen = s;
}

void front_toggle_fullscreen(front_app *a)
{
    (void)a;
}

#define FRAME_MS 16.6667
#define REGION_W 341
#define REGION_H 256

static int passed, failed;
static double worst_flashes;
static char worst_what[160];

static double lin_lut[256];

static void lut_init(void)
{
    for (int i = 0; i < 256; i++) {
        double c = i / 255.0;
        lin_lut[i] = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
    }
}

/* Mean relative luminance of rc in the ARGB8888 surface s (every third
 * pixel each way). */
static double luminance(const SDL_Surface *s, SDL_Rect rc)
{
    double sum = 0;
    long n = 0;
    for (int y = rc.y; y < rc.y + rc.h; y += 3) {
        const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch);
        for (int x = rc.x; x < rc.x + rc.w; x += 3) {
            Uint32 p = row[x];
            sum += 0.2126 * lin_lut[(p >> 16) & 255] +
                   0.7152 * lin_lut[(p >> 8) & 255] + 0.0722 * lin_lut[p & 255];
            n++;
        }
    }
    return n ? sum / (double)n : 0;
}

/* The most flashes (pairs of opposing changes of 0.1 or more) in any one
 * second of the series lum[0..n) (a frame each FRAME_MS). */
static double flashes_per_second(const double *lum, int n)
{
    static double when[4096];
    int k = 0;
    double hi = lum[0], lo = lum[0];
    int dir = 0;
    for (int i = 1; i < n && k < 4096; i++) {
        hi = lum[i] > hi ? lum[i] : hi;
        lo = lum[i] < lo ? lum[i] : lo;
        if (dir != 1 && lum[i] - lo >= 0.1) {
            when[k++] = i * FRAME_MS;
            dir = 1;
            hi = lo = lum[i];
        } else if (dir != -1 && hi - lum[i] >= 0.1) {
            when[k++] = i * FRAME_MS;
            dir = -1;
            hi = lo = lum[i];
        }
    }
    int most = 0;
    for (int i = 0; i < k; i++) {
        int c = 0;
        for (int j = i; j < k && when[j] < when[i] + 1000.0; j++) {
            c++;
        }
        most = c > most ? c : most;
    }
    return most / 2.0;
}

typedef struct run {
    front_app *a;
    SDL_Surface *surf;
    SDL_Rect region;
    double *whole, *mid;
    int frames;
    bool party, combo, decor; /* seen: the celebration, the combo, a
                                 burst or "+N" */
} run;

/* Draw the board and its effects at now, and measure the frame. */
static void frame(run *r, Uint32 now)
{
    front_app *a = r->a;
    SDL_SetRenderDrawColor(a->ren, 30, 74, 60, 255); /* the felt's green */
    SDL_RenderClear(a->ren);
    fx_update(a, now);
    const llk_board *b = game_get_board(session_game(a->ses));
    for (int rr = 0; b && rr < b->rows; rr++) {
        for (int c = 0; c < b->cols; c++) {
            float x, y, s;
            if (llk_board_get(b, rr, c)) {
                fx_place(a, rr, c, now, &x, &y, &s);
                draw_tile(a, llk_board_get(b, rr, c), x, y, s, 255);
            }
        }
    }
    fx_draw_removal(a, now);
    fx_draw_over(a, now);
    SDL_RenderFlush(a->ren);
    char on[128];
    fx_running(a, now, on, sizeof on);
    r->party = r->party || strstr(on, "celebration") != NULL;
    r->decor = r->decor || strstr(on, "burst") || strstr(on, "points");
    r->combo = r->combo || fx_combo_shown(a, now) >= 2;
    if (r->frames < 1024) {
        r->whole[r->frames] = luminance(r->surf, (SDL_Rect){0, 0, a->pix_w, a->pix_h});
        r->mid[r->frames] = luminance(r->surf, r->region);
        r->frames++;
    }
}

/* What ran was what the motion keeps: the celebration (with the party
 * flag) or the combo counter unless none, bursts and "+N" only at full. */
static void kept(const run *r, bool party, const char *what)
{
    fx_motion_level m = fx_motion_now();
    bool want = m != FX_MOTION_NONE;
    bool shown = party ? r->party : r->combo;
    if (shown == want && r->decor == (m == FX_MOTION_FULL)) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "FAIL %s: %s %s, bursts or +N %s\n", what,
                party ? "celebration" : "combo", shown ? "shown" : "not shown",
                r->decor ? "shown" : "not shown");
    }
}

static void judge(run *r, const char *what)
{
    double w = flashes_per_second(r->whole, r->frames);
    double m = flashes_per_second(r->mid, r->frames);
    double most = w > m ? w : m;
    if (most > worst_flashes || !worst_what[0]) {
        worst_flashes = most;
        snprintf(worst_what, sizeof worst_what, "%s", what);
    }
    if (most <= 3.0) {
        passed++;
    } else {
        failed++;
        fprintf(stderr, "FAIL %s: %.1f flashes in a second (whole %.1f, "
                "middle %.1f)\n", what, most, w, m);
    }
}

/* A board of one row from kinds. */
static bool deal(front_app *a, const int *kinds, int n, uint64_t seed)
{
    llk_board *b = llk_board_new(1, n);
    for (int i = 0; b && i < n; i++) {
        llk_board_set(b, 0, i, kinds[i]);
    }
    const char *e = b ? game_begin_board(session_game(a->ses), GAME_TIMED,
                                          GAME_EASY, 1, seed, b)
                      : "out of memory";
    llk_board_free(b);
    if (e) {
        fprintf(stderr, "flash: the board: %s\n", e);
        return false;
    }
    fx_close(&play(a)->anim);
    layout_board(a);
    return true;
}

/* Match the pair at columns c and c+1 at now (game time dt before it). */
static void match(front_app *a, int c, int dt, Uint32 now)
{
    game *g = session_game(a->ses);
    game_move m;
    game_tick(g, dt);
    game_select(g, 0, c, &m);
    game_select(g, 0, c + 1, &m);
    if (m.result == GAME_CLICK_REMOVED) {
        fx_removed(a, &m, now);
    } else {
        fprintf(stderr, "flash: the pair at %d was not removed\n", c);
        failed++;
    }
}

static void celebration(run *r, const char *what)
{
    static const int one[2] = {1, 1};
    if (!deal(r->a, one, 2, 1)) {
        failed++;
        return;
    }
    Uint32 t0 = 100000;
    r->frames = 0;
    r->party = r->combo = r->decor = false;
    frame(r, t0 - 17);
    match(r->a, 0, 500, t0);
    for (int i = 0; i < 4000 / FRAME_MS; i++) {
        frame(r, t0 + (Uint32)(i * FRAME_MS));
        if (!fx_update(r->a, t0 + (Uint32)(i * FRAME_MS))) {
            break; /* over: the board stands still */
        }
    }
    judge(r, what);
    kept(r, true, what);
}

static void combo(run *r, llk_rng *rng, const char *what)
{
    static const int row[12] = {1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6};
    if (!deal(r->a, row, 12, 2)) {
        failed++;
        return;
    }
    Uint32 t0 = 200000, t = t0, next = t0;
    int c = 0;
    r->frames = 0;
    r->party = r->combo = r->decor = false;
    for (int i = 0; i < 4000 / FRAME_MS; i++) {
        t = t0 + (Uint32)(i * FRAME_MS);
        if (c < 10 && (Sint32)(t - next) >= 0) { /* the last pair kept */
            int gap = 120 + (int)llk_rng_below(rng, 281);
            match(r->a, c, gap, t);
            c += 2;
            next = t + (Uint32)gap;
        }
        frame(r, t);
        if (c >= 10 && !fx_update(r->a, t)) {
            break;
        }
    }
    judge(r, what);
    kept(r, false, what);
}

int main(void)
{
    static const int sizes[2][2] = {{640, 400}, {1024, 700}};
    static const char *const speeds[3] = {"slow", "normal", "fast"};
    static const char *const motions[3] = {"full", "reduced", "none"};
    static double whole[1024], mid[1024];
    const char *env = getenv("LLK_SEED");
    uint64_t seed = env ? strtoull(env, NULL, 10) : 4747;
    printf("flash: seed %llu (replay with LLK_SEED=%llu)\n",
           (unsigned long long)seed, (unsigned long long)seed);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    lut_init();
    if (SDL_Init(0) != 0) {
        fprintf(stderr, "flash: SDL: %s\n", SDL_GetError());
        return 1;
    }
    static front_app app;
    front_app *a = &app;
    assets_find_dir(a->assets, sizeof a->assets);
    a->ses = session_new();
    if (!a->ses || !text_open(a->assets)) {
        fprintf(stderr, "flash: no session or no fonts (LLK_ASSETS?)\n");
        return 1;
    }
    theme_scan(a, a->assets);
    a->screen = &st_play;
    /* sanitized (LLK_SANITIZED=1, three times slower): 640x400 fast only */
    const char *san = getenv("LLK_SANITIZED");
    bool small = san && strcmp(san, "1") == 0;
    for (int s = 0; s < (small ? 1 : 2); s++) {
        int w = sizes[s][0], h = sizes[s][1];
        SDL_Surface *surf = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32,
                                                           SDL_PIXELFORMAT_ARGB8888);
        a->ren = surf ? SDL_CreateSoftwareRenderer(surf) : NULL;
        if (!a->ren) {
            fprintf(stderr, "flash: renderer: %s\n", SDL_GetError());
            return 1;
        }
        SDL_SetRenderDrawBlendMode(a->ren, SDL_BLENDMODE_BLEND);
        if (!theme_set_tileset(a, THEME_DEFAULT_TILESET)) {
            fprintf(stderr, "flash: no tile set\n");
            return 1;
        }
        a->win_w = a->pix_w = w;
        a->win_h = a->pix_h = h;
        text_resize(w, h);
        kit_resize(w, h);
        int rw = REGION_W * w / 1024, rh = REGION_H * h / 768;
        run r = {a, surf, {(w - rw) / 2, (h - rh) / 2, rw, rh}, whole, mid, 0,
                 false, false, false};
        /* slow is the least flashy: longer and so slower */
        for (int sp = s == 0 && !small ? 1 : 2; sp < 3; sp++) {
            fx_apply_speed(a, sp);
            for (int m = 0; m < 3; m++) {
                char what[160];
                fx_set_motion(a, (fx_motion_level)m);
                snprintf(what, sizeof what, "celebration %dx%d %s %s", w, h,
                         speeds[sp], motions[m]);
                celebration(&r, what);
                snprintf(what, sizeof what, "combo %dx%d %s %s", w, h,
                         speeds[sp], motions[m]);
                combo(&r, &rng, what);
            }
        }
        draw_forget_tiles(a);
        atlas_close();
        theme_close(a);
        SDL_DestroyRenderer(a->ren);
        a->ren = NULL;
        SDL_FreeSurface(surf);
    }
    printf("flash: the most flashes in a second: %.1f (%s)\n", worst_flashes,
           worst_what);
    fx_close(&play(a)->anim);
    session_free(a->ses);
    text_close();
    SDL_Quit();
    printf("flash: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
