/* flow.c - moving between the game and the screens: starting a game,
 * Continue, following the game's own screen, the game ID to the
 * clipboard, short notices.
 */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"

#define NOTICE_MS 2500

void front_start_level(front_app *a, int level, bool with_seed)
{
    uint64_t seed;
    if (with_seed && a->have_seed) {
        seed = a->seed;
    } else if (a->fixed_seeds) {
        seed = a->seed + ++a->starts; /* replayable tests */
    } else {
        seed = game_fresh_seed();
    }
    const char *err = front_begin(a, a->mode, a->difficulty, level, seed);
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
    }
}

const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed)
{
    if (!a->leave_ok && front_can_continue(a) &&
        settings_get(prefs()->set, "confirm_leave")) {
        /* a game in progress: ask first (st_confirm calls back here) */
        a->pending_start = true;
        a->pending_mode = m;
        a->pending_diff = d;
        a->pending_level = level;
        a->pending_seed = seed;
        front_ask(a, CONFIRM_LEAVE);
        return NULL;
    }
    a->leave_ok = false;
    a->pending_start = false;
    bool custom;
    const char *cerr = custom_take(a, m, level, seed, &custom);
    if (custom) { /* a layout of the player's (custom_ui.c) */
        return cerr;
    }
    if (front_deal_later(a, m, d, level, seed)) {
        return NULL; /* st_deal comes back here once the board is dealt */
    }
    /* A timed game is a run when it starts at level 1 (New game); the
     * level chooser, or any other level, is practice: one level. */
    bool practice = m == GAME_TIMED && (a->practice || level != 1);
    const char *err = practice ? game_begin_practice(a->g, d, level, seed)
                               : game_begin(a->g, m, d, level, seed);
    a->practice = false;
    if (err) {
        return err;
    }
    a->mode = m;
    a->difficulty = d;
    a->level = level;
    play_cursor_home(a); /* shown from the start of the level */
    front_board_changed(a);
    front_goto(a, &st_play);
    return NULL;
}

void front_board_changed(front_app *a)
{
    a->anim.active = false;
    a->anim.refusing = false;
    const llk_board *b = game_get_board(a->g);
    if (b && (a->cursor.r >= b->rows || a->cursor.c >= b->cols)) {
        a->cursor.r = 0;
        a->cursor.c = 0;
    }
    layout_board(a);
    a->dirty = true;
}

/* Screens that mirror the game's own screen. */
static const front_screen *front_game_screen(game_screen s)
{
    switch (s) {
    case GAME_SCREEN_PLAYING: return &st_play;
    case GAME_SCREEN_PAUSED: return &st_pause;
    case GAME_SCREEN_LEVEL_CLEAR: return &st_clear;
    case GAME_SCREEN_TIME_UP: return &st_timeup;
    case GAME_SCREEN_FINISHED: return &st_final;
    default: return NULL;
    }
}

bool front_can_continue(const front_app *a)
{
    if (!a->g || !game_has_save(a->g)) {
        return false;
    }
    game_screen s = game_get_screen(a->g);
    return game_can_resume(a->g) || s == GAME_SCREEN_PAUSED ||
           s == GAME_SCREEN_PLAYING || s == GAME_SCREEN_TIME_UP ||
           s == GAME_SCREEN_LEVEL_CLEAR;
}

void front_continue(front_app *a)
{
    game_screen s = game_get_screen(a->g);
    bool timed = game_get_mode(a->g) == GAME_TIMED;
    if (s == GAME_SCREEN_MENU || (s == GAME_SCREEN_PAUSED && !timed)) {
        game_resume(a->g);
    }
    if (timed && game_get_screen(a->g) == GAME_SCREEN_PLAYING) {
        game_pause(a->g); /* a timed game opens paused: no clock running
                             before the player is back */
    }
    const front_screen *to = front_game_screen(game_get_screen(a->g));
    if (!to) {
        return;
    }
    a->difficulty = game_get_difficulty(a->g);
    a->mode = game_get_mode(a->g);
    a->level = game_get_level(a->g);
    front_board_changed(a);
    front_goto(a, to);
}

void front_copy_id(front_app *a)
{
    char id[GAME_ID_MAX], msg[128];
    if (!game_get_id(a->g, id, sizeof id)) {
        return;
    }
    if (SDL_SetClipboardText(id) == 0) {
        snprintf(msg, sizeof msg, _("Game ID %s copied"), id);
    } else {
        snprintf(msg, sizeof msg, _("Could not copy the game ID %s"), id);
    }
    front_notice(a, msg);
}

/* A scored game: timed, not yet helped by Show me. */
static bool front_scored(const front_app *a)
{
    return a->g && game_get_mode(a->g) == GAME_TIMED &&
           !game_get_assisted(a->g);
}

void front_show_me(front_app *a)
{
    if (front_scored(a) && game_get_position(a->g) != GAME_POSITION_LOST) {
        front_ask(a, CONFIRM_SHOW_ME);
    } else {
        assist_demo_start(a); /* relaxed, or asked before: no question */
    }
}

void front_restart(front_app *a)
{
    if (game_get_mode(a->g) == GAME_TIMED) {
        front_ask(a, CONFIRM_RESTART);
        return;
    }
    const char *err = game_retry(a->g);
    if (err) {
        front_notice(a, _(err));
    } else {
        front_board_changed(a);
        front_goto(a, &st_play);
    }
}

void front_end_run(front_app *a)
{
    if (game_in_run(a->g)) {
        front_ask(a, CONFIRM_END_RUN);
    }
}

const char *front_banner(const front_app *a)
{
    if (a->screen == &st_play && a->g && game_demo_on(a->g)) {
        return _("Demo \xe2\x80\x94 any key stops");
    }
    return NULL;
}

const char *front_no_entry_why(const front_app *a)
{
    if (a->g && game_get_assisted(a->g) && game_get_kind(a->g) == GAME_KIND_TIMED) {
        return _("Show me played part of this run, so it is not entered in "
                 "the high scores.");
    }
    return NULL;
}

/* The toast on show: the first of the lane's queue (kit/lane.c). */
static void front_notice_show(front_app *a, Uint32 now)
{
    const char *t = kit_toast_text(now);
    bool was = a->anim.notice_until != 0;
    if (t) {
        if (!was || strcmp(t, a->anim.notice) != 0) {
            a->dirty = true;
        }
        snprintf(a->anim.notice, sizeof a->anim.notice, "%s", t);
        a->anim.notice_until = 1; /* on show (the lane keeps the time) */
    } else {
        a->anim.notice_until = 0;
        a->dirty = a->dirty || was;
    }
}

void front_notice(front_app *a, const char *text)
{
    Uint32 now = SDL_GetTicks();
    kit_toast(text, now, NOTICE_MS); /* queued after the ones on show */
    front_notice_show(a, now);
    a->dirty = true;
}

bool front_notice_update(front_app *a, Uint32 now)
{
    if (!a->anim.notice_until) {
        return false;
    }
    front_notice_show(a, now);
    return a->anim.notice_until != 0;
}

/* Follow the game's screen while on one of the game's screens (not while
 * the removal animation that cleared the board still plays). */
void front_sync(front_app *a)
{
    if (!front_game_screen_is(a->screen)) {
        return;
    }
    const front_screen *want = front_game_screen(game_get_screen(a->g));
    if (!want || want == a->screen) {
        return;
    }
    if (a->screen == &st_play && a->anim.active &&
        (want == &st_clear || want == &st_final)) {
        return;
    }
    front_goto(a, want);
}

bool front_game_screen_is(const front_screen *s)
{
    return s == &st_play || s == &st_pause || s == &st_clear ||
           s == &st_timeup || s == &st_final;
}
