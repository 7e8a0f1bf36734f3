/* flow.c - moving between the game and the screens: starting a game,
 * Continue, going where the status the game returns says, the game ID to
 * the clipboard (the short notices: notice.c).
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

void front_start_level(front_app *a, int level, bool with_seed)
{
    const char *err = front_begin(a, session_next_mode(a->ses),
                                  session_next_difficulty(a->ses), level,
                                  session_seed(a->ses, with_seed));
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
    }
}

void front_ask_rule(front_app *a)
{
    session_set_ask_first(a->ses,
                          settings_get(prefs(a)->set, "confirm_leave") != 0);
}

const char *front_begin(front_app *a, game_mode m, game_difficulty d,
                        int level, uint64_t seed)
{
    front_ask_rule(a);
    return front_started(a, session_start(a->ses, m, d, level, seed));
}

const char *front_started(front_app *a, session_result r)
{
    switch (r) {
    case SESSION_STARTED:
        play_cursor_home(a); /* shown from the start of the level, by keys */
        front_board_changed(a);
        front_goto(a, &st_play);
        return NULL;
    case SESSION_ASK:
        front_ask(a, CONFIRM_LEAVE); /* st_confirm answers the session */
        return NULL;
    case SESSION_DEAL_LATER:
        front_goto(a, &st_deal); /* st_deal polls the session */
        return NULL;
    default:
        return session_error(a->ses);
    }
}

void front_board_changed(front_app *a)
{
    play(a)->anim.active = false;
    play(a)->anim.refusing = false;
    const llk_board *b = game_get_board(session_game(a->ses));
    if (b && (play(a)->cursor.r >= b->rows || play(a)->cursor.c >= b->cols)) {
        play(a)->cursor.r = 0;
        play(a)->cursor.c = 0;
    }
    layout_board(a);
    a->dirty = true;
}

/* Screens that mirror the game's own screen. */
static const front_screen *front_game_screen(const front_app *a, game_screen s)
{
    switch (s) {
    case GAME_SCREEN_PLAYING: return &st_play;
    case GAME_SCREEN_PAUSED: return &st_pause;
    case GAME_SCREEN_LEVEL_CLEAR: return &st_clear;
    case GAME_SCREEN_TIME_UP: /* endless: the run ends with its clock */
        return game_get_kind(session_game(a->ses)) == GAME_KIND_ENDLESS
                   ? &st_runend
                   : &st_timeup;
    case GAME_SCREEN_FINISHED: return &st_final;
    default: return NULL;
    }
}

bool front_can_continue(const front_app *a)
{
    for (int k = 0; k < SESSION_KINDS; k++) {
        if (session_can_continue(a->ses, (session_kind)k)) {
            return true;
        }
    }
    return false;
}

void front_continue(front_app *a, session_kind k)
{
    const front_screen *to = front_game_screen(a, session_continue(a->ses, k));
    if (!to) {
        return;
    }
    front_board_changed(a);
    front_goto(a, to);
}

void front_copy_id(front_app *a)
{
    char id[GAME_ID_MAX], msg[128];
    if (!game_get_id(session_game(a->ses), id, sizeof id)) {
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
    return game_get_mode(session_game(a->ses)) == GAME_TIMED &&
           !game_get_assisted(session_game(a->ses));
}

void front_show_me(front_app *a)
{
    if (front_scored(a) &&
        game_get_position(session_game(a->ses)) != GAME_POSITION_LOST) {
        front_ask(a, CONFIRM_SHOW_ME);
    } else {
        assist_demo_start(a); /* relaxed, or asked before: no question */
    }
}

const char *front_no_endless_restart(void)
{
    return _("Endless has no restart: its clock goes on");
}

void front_restart(front_app *a)
{
    if (game_get_kind(session_game(a->ses)) == GAME_KIND_ENDLESS) {
        front_notice(a, front_no_endless_restart());
        return;
    }
    if (game_get_mode(session_game(a->ses)) == GAME_TIMED) {
        front_ask(a, CONFIRM_RESTART);
        return;
    }
    const char *err = game_retry(session_game(a->ses));
    if (err) {
        front_notice(a, _(err));
    } else {
        front_board_changed(a);
        front_goto(a, &st_play);
    }
}

void front_end_run(front_app *a)
{
    if (game_in_run(session_game(a->ses))) {
        front_ask(a, CONFIRM_END_RUN);
    }
}

const char *front_no_entry_why(const front_app *a)
{
    if (game_get_assisted(session_game(a->ses)) &&
        game_get_kind(session_game(a->ses)) == GAME_KIND_TIMED) {
        return _("Not scored: Show me was used");
    }
    return NULL;
}

/* Whether s is one of the screens of the game in play. */
static bool front_game_screen_is(const front_screen *s)
{
    return s == &st_play || s == &st_pause || s == &st_clear ||
           s == &st_timeup || s == &st_final;
}

void front_status(front_app *a, game_screen status)
{
    const front_screen *want = front_game_screen(a, status);
    if (!front_game_screen_is(a->screen) || !want || want == a->screen) {
        return;
    }
    front_goto(a, want);
}
