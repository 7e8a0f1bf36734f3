/* random_input.c - the long random-input test (see random_input.h). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "fx.h"
#include "play.h"
#include "session.h"
#include "llk/rng.h"
#include "random_input.h"
#include "keys.h"

struct random_input {
    llk_rng rng;
    uint64_t seed;
    long total, sent, turns;
    llk_board *before;     /* board before the event being checked */
    int before_tiles;
    int before_level;       /* level, difficulty and seed of that board */
    int before_diff;
    uint64_t before_seed;
    const game *before_game; /* the kind's game on show */
    int before_screen;
    int before_undo;        /* undo steps available before the event */
    long undos;             /* undos seen (a relaxed game's dead-end strip) */
    long removals, redeals, starts, clears, hints_checked, failures;
    bool sabotage; /* LLK_RANDOM_SABOTAGE=1: forget every move (the checker
                      must then fail: proves that it looks) */
};

random_input *random_input_new(long events, bool have_seed, uint64_t seed)
{
    random_input *ri = calloc(1, sizeof *ri);
    if (!ri) {
        return NULL;
    }
    if (!have_seed) {
        const char *env = getenv("LLK_SEED");
        if (!env || !game_seed_parse(env, &seed)) {
            seed = game_fresh_seed();
        }
    }
    ri->seed = seed;
    ri->total = events;
    const char *sab = getenv("LLK_RANDOM_SABOTAGE");
    ri->sabotage = sab && strcmp(sab, "1") == 0;
    llk_rng_seed(&ri->rng, seed);
    fprintf(stderr, "random-input: seed %" PRIu64 ", %ld events (replay: "
            "--random-input %ld --random-seed %" PRIu64 ")\n", seed, events,
            events, seed);
    return ri;
}

static int ri_below(random_input *ri, int n)
{
    return (int)llk_rng_below(&ri->rng, (uint64_t)n);
}

/* Push a mouse button event at window coordinates (x, y). */
static void ri_button(int x, int y, Uint8 button, bool down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.button = button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    e.button.x = x;
    e.button.y = y;
    SDL_PushEvent(&e);
}

static void ri_click(int x, int y, Uint8 button)
{
    ri_button(x, y, button, true);
    ri_button(x, y, button, false);
}

static void ri_key(SDL_Keycode k)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    SDL_PushEvent(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    SDL_PushEvent(&e);
}

/* Window coordinates of the centre of the tile of cell c as it is drawn
 * now (mid-slide too: a click gets the tile drawn under the pointer), plus
 * a little jitter. */
static void ri_cell_xy(random_input *ri, const front_app *a, llk_cell c,
                       int *x, int *y)
{
    int j = play(a)->lay.cell / 3;
    int jx = j > 0 ? ri_below(ri, j) - j / 2 : 0;
    int jy = j > 0 ? ri_below(ri, j) - j / 2 : 0;
    float cx, cy, sc;
    fx_place(a, c.r, c.c, SDL_GetTicks(), &cx, &cy, &sc);
    *x = (int)front_x_to_window(a, cx + (float)jx);
    *y = (int)front_y_to_window(a, cy + (float)jy);
}

bool random_input_step(random_input *ri, front_app *a)
{
    if (!ri || ri->sent >= ri->total) {
        return false;
    }
    ri->sent++;
    const llk_board *b = game_get_board(session_game(a->ses));
    /* the board on show, taking its keys (the play screen) */
    bool playing = (a->screen->keys & KEYS_PLAY) && b && b->tiles > 0;
    int roll = ri_below(ri, 1000);
    int x, y;
    if (playing && roll < 300) {
        /* a removable pair, both tiles, to make progress through levels */
        llk_pair p[64];
        size_t n = llk_pairs(b, p, 64);
        if (n > 0) {
            size_t k = (size_t)ri_below(ri, (int)(n < 64 ? n : 64));
            ri_cell_xy(ri, a, p[k].a, &x, &y);
            ri_click(x, y, SDL_BUTTON_LEFT);
            ri_cell_xy(ri, a, p[k].b, &x, &y);
            ri_click(x, y, SDL_BUTTON_LEFT);
            return true;
        }
    }
    if (playing && roll < 700) {
        llk_cell c = {ri_below(ri, b->rows), ri_below(ri, b->cols)};
        ri_cell_xy(ri, a, c, &x, &y);
        ri_click(x, y, roll < 680 ? SDL_BUTTON_LEFT : SDL_BUTTON_RIGHT);
        return true;
    }
    if (roll < 760) {
        ri_click(ri_below(ri, a->win_w), ri_below(ri, a->win_h),
                 SDL_BUTTON_LEFT);
        return true;
    }
    if (roll < 770) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_WINDOWEVENT;
        e.window.windowID = SDL_GetWindowID(a->win);
        e.window.event = SDL_WINDOWEVENT_FOCUS_LOST;
        SDL_PushEvent(&e);
        return true;
    }
    if (roll < 790) {
        SDL_Event e;
        memset(&e, 0, sizeof e);
        e.type = SDL_MOUSEMOTION;
        e.motion.x = ri_below(ri, a->win_w);
        e.motion.y = ri_below(ri, a->win_h);
        SDL_PushEvent(&e);
        return true;
    }
    static const SDL_Keycode keys[] = {
        SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_LEFT, SDLK_RIGHT,
        SDLK_UP, SDLK_DOWN, SDLK_RETURN, SDLK_SPACE, SDLK_RETURN, SDLK_SPACE,
        SDLK_h, SDLK_p, SDLK_ESCAPE, SDLK_r, SDLK_F1, SDLK_a};
    int nk = (int)(sizeof keys / sizeof keys[0]);
    SDL_Keycode k = keys[ri_below(ri, nk)];
    /* keep the costly ones (solver calls) and leaving the level rare */
    if ((k == SDLK_h || k == SDLK_r || k == SDLK_ESCAPE) &&
        ri_below(ri, 4) != 0) {
        k = SDLK_SPACE;
    }
    ri_key(k);
    return true;
}

bool random_input_more(const random_input *ri)
{
    return ri && ri->sent < ri->total;
}

int random_input_clock(random_input *ri)
{
    ri->turns++;
    return ri_below(ri, 120);
}

bool random_input_should_draw(random_input *ri)
{
    return ri->turns % 5 == 0;
}

void random_input_before(random_input *ri, front_app *a)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    play(a)->have_move = false;
    ri->before_screen = (int)game_get_screen(session_game(a->ses));
    ri->before_undo = game_undo_count(session_game(a->ses));
    ri->before_game = session_game(a->ses);
    if (!b) {
        return;
    }
    if (ri->before &&
        (ri->before->rows != b->rows || ri->before->cols != b->cols)) {
        llk_board_free(ri->before);
        ri->before = NULL;
    }
    if (!ri->before) {
        ri->before = llk_board_clone(b);
    } else {
        llk_board_copy(ri->before, b);
    }
    ri->before_tiles = b->tiles;
    ri->before_level = game_get_level(session_game(a->ses));
    ri->before_diff = (int)game_get_difficulty(session_game(a->ses));
    ri->before_seed = game_get_seed(session_game(a->ses));
}

static void ri_fail(random_input *ri, const char *what)
{
    ri->failures++;
    if (ri->failures <= 10) {
        fprintf(stderr, "random-input: FAIL after event %ld: %s (seed %"
                PRIu64 ")\n", ri->sent, what, ri->seed);
    }
}

/* Counts of each kind, for comparing boards up to re-deals. */
static void ri_histogram(const llk_board *b, int *h, int n)
{
    memset(h, 0, sizeof(int) * (size_t)n);
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (b->kind[i] < n) {
            h[b->kind[i]]++;
        }
    }
}

/* The board lost exactly the pair of the last move, legally. */
static void ri_check_removal(random_input *ri, front_app *a,
                             const llk_board *b)
{
    const game_move *m = &play(a)->last_move;
    if (!play(a)->have_move || m->result != GAME_CLICK_REMOVED) {
        ri_fail(ri, "two tiles went without a removal");
        return;
    }
    llk_path path;
    if (llk_find_path(ri->before, m->a, m->b, &path) != LLK_OK) {
        ri_fail(ri, "tiles removed with no legal path on the board before");
        return;
    }
    llk_board *want = llk_board_clone(ri->before);
    if (!want) {
        return;
    }
    llk_pair p = {m->a, m->b};
    llk_board_remove(want, p);
    llk_shift_apply(want, game_get_shift(session_game(a->ses)), NULL);
    if (m->auto_redeal) {
        static int hw[LLK_MAX_KIND + 1], hb[LLK_MAX_KIND + 1];
        ri_histogram(want, hw, LLK_MAX_KIND + 1);
        ri_histogram(b, hb, LLK_MAX_KIND + 1);
        if (memcmp(hw, hb, sizeof hw) != 0) {
            ri_fail(ri, "the automatic re-deal changed the tiles");
        }
        ri->redeals++;
    } else if (!llk_board_equal(want, b)) {
        ri_fail(ri, "the board after removal and shift is not what the "
                    "rules say");
    }
    llk_board_free(want);
    ri->removals++;
}

void random_input_after(random_input *ri, front_app *a)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!b) {
        return;
    }
    if (session_watching(a->ses) != NULL) {
        /* Watch shows a replay's positions, stepped forward and back (the
         * reader checked each move): not the game's play to check */
        ri->before_game = NULL;
        return;
    }
    if (ri->sabotage) {
        play(a)->have_move = false;
    }
    game_screen gs = game_get_screen(session_game(a->ses));
    if ((gs == GAME_SCREEN_LEVEL_CLEAR || gs == GAME_SCREEN_FINISHED) &&
        ri->before_screen == GAME_SCREEN_PLAYING) {
        ri->clears++;
        if (b->tiles != 0) {
            ri_fail(ri, "level cleared with tiles on the board");
        }
    }
    if (b->tiles != game_get_tiles_left(session_game(a->ses))) {
        ri_fail(ri, "tiles_left disagrees with the board");
    }
    llk_pair h;
    if (game_hint_shown(session_game(a->ses), &h)) {
        ri->hints_checked++;
        if (llk_find_path(b, h.a, h.b, NULL) != LLK_OK) {
            ri_fail(ri, "the hint shown is not a removable pair");
        }
    }
    llk_cell s;
    if (game_get_selected(session_game(a->ses), &s) &&
        (!llk_board_inside(b, s.r, s.c) || llk_board_get(b, s.r, s.c) == 0)) {
        ri_fail(ri, "the selection is on an empty cell");
    }
    if (!ri->before || ri->before_game != session_game(a->ses)) {
        ri->starts++; /* a first board, or a game of another kind shown */
        return;
    }
    if (game_get_mode(session_game(a->ses)) == GAME_RELAXED &&
        game_undo_count(session_game(a->ses)) < ri->before_undo &&
        ri->before_level == game_get_level(session_game(a->ses))) {
        /* an undo (the dead-end strip's): a recorded position of this
         * level, as test_game_history checks; the tiles may come back */
        ri->undos++;
        return;
    }
    if (ri->before->rows != b->rows || ri->before->cols != b->cols ||
        b->tiles > ri->before_tiles ||
        ri->before_level != game_get_level(session_game(a->ses)) ||
        ri->before_diff != (int)game_get_difficulty(session_game(a->ses)) ||
        ri->before_seed != game_get_seed(session_game(a->ses))) {
        /* a new board: retry, next level or a new game; dealt full, or
         * into every cell of its level's layout */
        llk_layout *l = game_layout_load(game_get_layout(session_game(a->ses)));
        int want = l != NULL ? l->tiles : b->rows * b->cols;
        llk_layout_free(l);
        if (b->tiles != want) {
            ri_fail(ri, "a new board was not dealt full (or into its whole layout)");
        }
        ri->starts++;
        return;
    }
    if (b->tiles == ri->before_tiles) {
        if (!llk_board_equal(ri->before, b)) {
            static int h1[LLK_MAX_KIND + 1], h2[LLK_MAX_KIND + 1];
            ri_histogram(ri->before, h1, LLK_MAX_KIND + 1);
            ri_histogram(b, h2, LLK_MAX_KIND + 1);
            if (memcmp(h1, h2, sizeof h1) != 0) {
                ri_fail(ri, "tiles changed kind without a re-deal");
            }
            ri->redeals++;
        }
        return;
    }
    if (b->tiles == ri->before_tiles - 2) {
        ri_check_removal(ri, a, b);
        return;
    }
    char msg[96];
    snprintf(msg, sizeof msg, "tile count went from %d to %d in one event",
             ri->before_tiles, b->tiles);
    ri_fail(ri, msg);
}

bool random_input_finish(random_input *ri, front_app *a)
{
    if (!ri) {
        return false;
    }
    const llk_board *b = game_get_board(session_game(a->ses));
    fprintf(stderr,
            "random-input: seed %" PRIu64 ": %ld events, %ld removals, %ld "
            "re-deals, %ld boards started, %ld levels cleared, %ld hints "
            "checked, level %d, screen %s, %d tiles left, %ld failures\n",
            ri->seed, ri->sent, ri->removals, ri->redeals, ri->starts,
            ri->clears, ri->hints_checked,
            b ? game_get_level(session_game(a->ses)) : 0,
            game_screen_name(game_get_screen(session_game(a->ses))),
            b ? b->tiles : 0, ri->failures);
    bool ok = ri->failures == 0;
    llk_board_free(ri->before);
    free(ri);
    return ok;
}
