/* flow.c - moving between the game and the screens: starting a game,
 * Continue, going where the status the game returns says, the game ID to
 * the clipboard, short notices.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"

#define NOTICE_MS 2500

void front_start_level(front_app *a, int level, bool with_seed)
{
    uint64_t seed;
    if (with_seed && sess()->have_seed) {
        seed = sess()->seed;
    } else if (sess()->fixed_seeds) {
        seed = sess()->seed + ++sess()->starts; /* replayable tests */
    } else {
        seed = game_fresh_seed();
    }
    const char *err =
        front_begin(a, sess()->mode, sess()->difficulty, level, seed);
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
    }
}

const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed)
{
    if (!sess()->leave_ok && front_can_continue(a) &&
        settings_get(prefs()->set, "confirm_leave")) {
        /* a game in progress: ask first (st_confirm calls back here) */
        sess()->pending_start = true;
        sess()->pending_mode = m;
        sess()->pending_diff = d;
        sess()->pending_level = level;
        sess()->pending_seed = seed;
        front_ask(a, CONFIRM_LEAVE);
        return NULL;
    }
    sess()->leave_ok = false;
    sess()->pending_start = false;
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
    bool practice = m == GAME_TIMED && (sess()->practice || level != 1);
    const char *err = practice ? game_begin_practice(sess()->g, d, level, seed)
                               : game_begin(sess()->g, m, d, level, seed);
    sess()->practice = false;
    if (err) {
        return err;
    }
    sess()->mode = m;
    sess()->difficulty = d;
    sess()->level = level;
    play_cursor_home(a); /* shown from the start of the level, by keys */
    front_board_changed(a);
    front_goto(a, &st_play);
    return NULL;
}

void front_board_changed(front_app *a)
{
    play()->anim.active = false;
    play()->anim.refusing = false;
    const llk_board *b = game_get_board(sess()->g);
    if (b && (play()->cursor.r >= b->rows || play()->cursor.c >= b->cols)) {
        play()->cursor.r = 0;
        play()->cursor.c = 0;
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
    (void)a;
    if (!sess()->g || !game_has_save(sess()->g)) {
        return false;
    }
    game_screen s = game_get_screen(sess()->g);
    return game_can_resume(sess()->g) || s == GAME_SCREEN_PAUSED ||
           s == GAME_SCREEN_PLAYING || s == GAME_SCREEN_TIME_UP ||
           s == GAME_SCREEN_LEVEL_CLEAR;
}

void front_continue(front_app *a)
{
    game_screen s = game_get_screen(sess()->g);
    bool timed = game_get_mode(sess()->g) == GAME_TIMED;
    if (s == GAME_SCREEN_MENU || (s == GAME_SCREEN_PAUSED && !timed)) {
        s = game_resume(sess()->g);
    }
    if (timed && s == GAME_SCREEN_PLAYING) {
        s = game_pause(sess()->g); /* a timed game opens paused: no clock
                                      running before the player is back */
    }
    const front_screen *to = front_game_screen(s);
    if (!to) {
        return;
    }
    sess()->difficulty = game_get_difficulty(sess()->g);
    sess()->mode = game_get_mode(sess()->g);
    sess()->level = game_get_level(sess()->g);
    front_board_changed(a);
    front_goto(a, to);
}

void front_copy_id(front_app *a)
{
    char id[GAME_ID_MAX], msg[128];
    if (!game_get_id(sess()->g, id, sizeof id)) {
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
static bool front_scored(void)
{
    return sess()->g && game_get_mode(sess()->g) == GAME_TIMED &&
           !game_get_assisted(sess()->g);
}

void front_show_me(front_app *a)
{
    if (front_scored() && game_get_position(sess()->g) != GAME_POSITION_LOST) {
        front_ask(a, CONFIRM_SHOW_ME);
    } else {
        assist_demo_start(a); /* relaxed, or asked before: no question */
    }
}

void front_restart(front_app *a)
{
    if (game_get_mode(sess()->g) == GAME_TIMED) {
        front_ask(a, CONFIRM_RESTART);
        return;
    }
    const char *err = game_retry(sess()->g);
    if (err) {
        front_notice(a, _(err));
    } else {
        front_board_changed(a);
        front_goto(a, &st_play);
    }
}

void front_end_run(front_app *a)
{
    if (game_in_run(sess()->g)) {
        front_ask(a, CONFIRM_END_RUN);
    }
}

const char *front_banner(const front_app *a)
{
    if (a->screen == &st_play && sess()->g && game_demo_on(sess()->g)) {
        return _("Demo \xe2\x80\x94 any key stops");
    }
    return NULL;
}

const char *front_no_entry_why(const front_app *a)
{
    (void)a;
    if (sess()->g && game_get_assisted(sess()->g) &&
        game_get_kind(sess()->g) == GAME_KIND_TIMED) {
        return _("Show me played part of this run, so it is not entered in "
                 "the high scores.");
    }
    return NULL;
}

/* The toast on show: the first of the lane's queue (kit/lane.c). */
static void front_notice_show(front_app *a, Uint32 now)
{
    const char *t = kit_toast_text(now);
    bool was = play()->anim.notice_until != 0;
    if (t) {
        if (!was || strcmp(t, play()->anim.notice) != 0) {
            a->dirty = true;
        }
        snprintf(play()->anim.notice, sizeof play()->anim.notice, "%s", t);
        play()->anim.notice_until = 1; /* on show (the lane keeps the time) */
    } else {
        play()->anim.notice_until = 0;
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
    if (!play()->anim.notice_until) {
        return false;
    }
    front_notice_show(a, now);
    return play()->anim.notice_until != 0;
}

/* Whether s is one of the screens of the game in play. */
static bool front_game_screen_is(const front_screen *s)
{
    return s == &st_play || s == &st_pause || s == &st_clear ||
           s == &st_timeup || s == &st_final;
}

void front_status(front_app *a, game_screen status)
{
    const front_screen *want = front_game_screen(status);
    if (!front_game_screen_is(a->screen) || !want || want == a->screen) {
        return;
    }
    front_goto(a, want);
}
