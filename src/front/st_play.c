/* st_play.c - the play screen: board, control bar, mouse and keyboard play.
 *
 * Every input goes to the rules (game_select, game_hint, game_redeal) at
 * once; fx.c animates what they report (path, vanish, slide, refusal,
 * effects) and keeps where each tile is drawn, so that a click gets the
 * tile drawn under the pointer (layout_hit). This file plays sounds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "audio.h"
#include "fx.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "diag.h"
#include "session.h"
#include "prefs.h"
#include "i18n.h"
#include "keys.h"
#include "speak.h"
#include "tutorial.h"
#include "llk/cursor.h"
#include "llk/endless.h"
#include "screen_state.h"

/* The screen's own state (screen_state.h; what it shares with the files
 * that draw and animate it is play.h's). */
typedef struct play_own {
    /* The game's status after the last click (game_move's status): the
     * results card waits for the removal's animation and the
     * celebration (GAME_SCREEN_PLAYING from when the screen is entered). */
    game_screen status;
    /* A pair proven to lose the board is asked about first (the
     * warn_losing setting, in the games that warn: session_warns): the
     * click waiting for the answer (st_confirm's CONFIRM_LOSING). */
    llk_cell warn_cell;
    /* The last hint shown: Tab still reaches its second tile once its
     * first is selected (a selection drops the hint's marks). */
    llk_pair last_hint;
    bool have_hint;
    game_drawn drawn[1024]; /* the state file's "drawn" and "effects" */
    char effects[128];
} play_own;

static play_own *S(front_app *a)
{
    return front_state(a, &st_play, sizeof(play_own));
}

static void play_notice(front_app *a, const char *text)
{
    front_notice(a, text);
    speak(a, text);
}

/* What the play screen says when the rules answer a button with a
 * result that changes nothing (no hint, no re-deal, no undo): the
 * result, whether the refusal's sound goes with it, the words (N_). */
typedef struct play_answer {
    int result;
    bool refused;
    const char *words;
} play_answer;

/* The answer of table t (n rows) to result said, when it has one. */
static void play_answer_say(front_app *a, int result, const play_answer *t,
                            int n)
{
    for (int i = 0; i < n; i++) {
        if (t[i].result == result) {
            if (t[i].refused) {
                audio_play(a->svc.audio, SND_REFUSE);
            }
            play_notice(a, _(t[i].words));
            return;
        }
    }
}

/* Show the rules' pending notice, if any. */
static void play_take_notice(front_app *a)
{
    switch (game_take_notice(session_game(a->ses))) {
    case GAME_NOTICE_AUTO_REDEAL:
        audio_play(a->svc.audio, SND_REDEAL);
        play_notice(a, _("No moves left: the board was re-dealt for free"));
        break;
    case GAME_NOTICE_AUTO_REDEAL_FAILED:
        play_notice(a, _("No moves left, and no re-deal could be found"));
        break;
    case GAME_NOTICE_DEAD_END:
        assist_on_notice(a);
        speak(a, _("No way to clear the board from here"));
        break;
    default:
        break;
    }
}

static void play_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    S(a)->status = GAME_SCREEN_PLAYING;
    play(a)->anim.active = false;
    play(a)->anim.refusing = false;
    play(a)->anim.hint.on = false;
    play(a)->anim.combo = 0;
    play(a)->anim.points = 0;
    play(a)->peek_kind = 0;
    layout_board(a);
    const llk_board *b = game_get_board(session_game(a->ses));
    if (b && (play(a)->cursor.r >= b->rows || play(a)->cursor.c >= b->cols)) {
        play(a)->cursor.r = 0;
        play(a)->cursor.c = 0;
    }
    play_take_notice(a);
    zen_enter(a);
}

static void play_take(front_app *a, llk_cell c);

/* A click on cell c, by mouse or keyboard (the mouse's cell is the tile
 * drawn under the pointer: layout_hit): taken, unless it would remove a
 * pair proven to lose the board, which is asked about first. */
static void play_click(front_app *a, llk_cell c)
{
    if (!game_get_board(session_game(a->ses))) {
        return;
    }
    if (session_warns(a->ses) && settings_get(prefs(a)->set, "warn_losing") &&
        game_move_loses(session_game(a->ses), c.r, c.c, GAME_WARN_WAIT_MS)) {
        S(a)->warn_cell = c;
        session_warned(a->ses); /* help: a timed practice level is assisted */
        front_ask(a, CONFIRM_LOSING);
        return;
    }
    play_take(a, c);
}

void play_take_warned(front_app *a)
{
    front_goto(a, &st_play);
    play_take(a, S(a)->warn_cell);
}

/* Click c taken: the rules act at once; fx.c animates what they report
 * from where the tiles are drawn. */
static void play_take(front_app *a, llk_cell c)
{
    game_move m;
    memset(&m, 0, sizeof m);
    const llk_board *b = game_get_board(session_game(a->ses));
    int kind = b ? llk_board_get(b, c.r, c.c) : 0;
    game_select(session_game(a->ses), c.r, c.c, &m);
    speak_move(a, &m, kind);
    S(a)->status = m.status; /* followed once its animation is over */
    play(a)->last_move = m;
    play(a)->have_move = true;
    Uint32 now = SDL_GetTicks();
    switch (m.result) {
    case GAME_CLICK_SELECTED:
        audio_play(a->svc.audio, SND_SELECT);
        break;
    case GAME_CLICK_DESELECTED:
        break;
    case GAME_CLICK_REFUSED:
        audio_play(a->svc.audio, SND_REFUSE);
        fx_refused(a, &m, now);
        break;
    case GAME_CLICK_REMOVED:
        /* a combo's pair (its badge on show: not Show me's) sounds brighter */
        audio_play(a->svc.audio,
                   m.cleared                                     ? SND_CLEAR
                   : m.combo >= 1 && !game_demo_on(session_game(a->ses)) ? SND_COMBO
                                                              : SND_MATCH);
        play(a)->anim.refusing = false;
        fx_removed(a, &m, now);
        break;
    default:
        break;
    }
    play_take_notice(a);
    a->dirty = true;
}

/* Show me's pair p played as two clicks, animated. */
static void play_demo_move(front_app *a, llk_pair p)
{
    play_click(a, p.a);
    play_click(a, p.b);
}

static void play_hint(front_app *a)
{
    static const play_answer hint_answers[] = {
        {GAME_HINT_NONE_LEFT, true, N_("No hints left on this level")},
        {GAME_HINT_NO_PAIR, false, N_("No removable pair to show")}};
    play_own *s = S(a);
    llk_pair p;
    game_hint_result r = game_hint(session_game(a->ses), &p);
    switch (r) {
    case GAME_HINT_SHOWN:
    case GAME_HINT_NEXT:
    case GAME_HINT_AGAIN: /* timed: the paid pair traced again */
        s->last_hint = p;
        s->have_hint = true;
        if (play(a)->cursor_on) { /* keys or a pad: the cursor goes there */
            play(a)->cursor = p.a;
        }
        audio_play(a->svc.audio, SND_HINT);
        fx_hint(a, p, SDL_GetTicks());
        speak_hint(a, p);
        break;
    default:
        play_answer_say(a, (int)r, hint_answers, 2);
        break;
    }
    a->dirty = true;
}

static void play_redeal(front_app *a)
{
    static const play_answer redeal_answers[] = {
        {GAME_REDEAL_NONE_LEFT, true, N_("No re-deals left on this level")},
        {GAME_REDEAL_FAILED, false,
         N_("No better deal was found; board unchanged")}};
    char buf[96];
    game_redeal_result r = game_redeal(session_game(a->ses));
    if (r == GAME_REDEAL_DONE) {
        audio_play(a->svc.audio, SND_REDEAL);
        fx_redealt(a, SDL_GetTicks());
        if (game_get_mode(session_game(a->ses)) == GAME_RELAXED) {
            snprintf(buf, sizeof buf, "%s", _("Re-dealt"));
        } else {
            int left = game_get_redeals_left(session_game(a->ses));
            snprintf(buf, sizeof buf,
                     P_("Re-dealt: %d re-deal left", "Re-dealt: %d re-deals left",
                        left), left);
        }
        play_notice(a, buf);
    } else {
        play_answer_say(a, (int)r, redeal_answers, 2);
    }
    play_take_notice(a);
    a->dirty = true;
}

/* Arrow keys move the keyboard cursor as the rules say (llk/cursor.h:
 * left and right in reading order, up and down to the nearest tile that
 * way): every tile is reachable. The first arrow only shows it. */
static void play_cursor(front_app *a, int dr, int dc)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!b) {
        return;
    }
    llk_cell to;
    if (play(a)->cursor_on && cursor_step(b, play(a)->cursor, dr, dc, &to)) {
        play(a)->cursor = to;
    }
    play(a)->cursor_on = true;
    speak_cursor(a);
    a->dirty = true;
}

/* The cursor on the first tile of the board (reading order); shown unless
 * the level was begun by a click (a ring on a tile then looked like a tile
 * already selected): an arrow key or Enter shows it there. */
void play_cursor_home(front_app *a)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    play(a)->cursor.r = 0;
    play(a)->cursor.c = 0;
    play(a)->cursor_on = b != NULL && !play(a)->mouse_last;
    S(a)->have_hint = false;
    for (int i = 0; b && i < b->rows * b->cols; i++) {
        if (llk_board_get(b, i / b->cols, i % b->cols) != 0) {
            play(a)->cursor.r = i / b->cols;
            play(a)->cursor.c = i % b->cols;
            return;
        }
    }
}

/* Tab: the cursor to the hinted pair's first tile, then its second (the
 * last hint's, while both its tiles are still there). */
static bool play_cursor_hint(front_app *a)
{
    play_own *s = S(a);
    llk_pair p = s->last_hint;
    const llk_board *b = game_get_board(session_game(a->ses));
    if (!game_hint_shown(session_game(a->ses), &p) &&
        (!s->have_hint || !b || llk_board_get(b, p.a.r, p.a.c) == 0 ||
         llk_board_get(b, p.a.r, p.a.c) != llk_board_get(b, p.b.r, p.b.c))) {
        return false;
    }
    bool at_a = play(a)->cursor_on && play(a)->cursor.r == p.a.r &&
                play(a)->cursor.c == p.a.c;
    play(a)->cursor = at_a ? p.b : p.a;
    play(a)->cursor_on = true;
    speak_cursor(a);
    a->dirty = true;
    return true;
}

/* Whether the right button shows a kind until clicked again (the
 * show_kind setting) rather than while held. */
static bool peek_toggles(const front_app *a)
{
    return settings_get(prefs(a)->set, "show_kind") == 1;
}

/* K (a pad's Y): every tile of the selection's kind, else the cursor's,
 * shown until K again, as the right button shows them while held. */
static void play_kind(front_app *a)
{
    const llk_board *b = game_get_board(session_game(a->ses));
    llk_cell c = play(a)->cursor;
    if (play(a)->peek_kind) {
        play(a)->peek_kind = 0;
    } else if (b && (game_get_selected(session_game(a->ses), &c) ||
                     play(a)->cursor_on) &&
               !game_tile_hidden(session_game(a->ses), c.r, c.c)) { /* not face down */
        play(a)->peek_kind = llk_board_get(b, c.r, c.c);
    }
    a->dirty = true;
}

/* Undo (redo when forward): the board jumps to a recorded position. */
static void play_undo(front_app *a, bool forward)
{
    const play_answer answers[] = {
        {GAME_UNDO_NOTHING, false, forward ? N_("Nothing to redo") : N_("Nothing to undo")},
        {GAME_UNDO_TIMED, true, N_("Undo is for relaxed games")}};
    game_undo_result r = forward ? game_redo(session_game(a->ses))
                                 : game_undo(session_game(a->ses));
    if (r == GAME_UNDO_DONE) {
        front_board_changed(a);
    } else {
        play_answer_say(a, (int)r, answers, 2);
    }
    a->dirty = true;
}

/* The dead-end strip took a key or a click (assist_ui.c): the board laid
 * out again when it went back. True when taken. */
static bool play_assist_took(front_app *a, assist_took t)
{
    if (t == ASSIST_UNDONE) {
        front_board_changed(a);
    }
    return t != ASSIST_NOT_TAKEN;
}

/* A key of the play screen: the key table's action (keys.c). */
static void play_key(front_app *a, const SDL_Keysym *ks)
{
    key_action k = keys_action(KEYS_PLAY, ks);
    if (k == KA_SHOW_ME) {
        front_show_me(a); /* a scored game asks first */
        return;
    }
    if (play_assist_took(a, assist_key(a, k))) {
        return;
    }
    switch (k) {
    case KA_LEFT: play_cursor(a, 0, -1); break;
    case KA_RIGHT: play_cursor(a, 0, 1); break;
    case KA_UP: play_cursor(a, -1, 0); break;
    case KA_DOWN: play_cursor(a, 1, 0); break;
    case KA_SELECT:
        if (play(a)->cursor_on) {
            play_click(a, play(a)->cursor);
        } else {
            play(a)->cursor_on = true;
            speak_cursor(a);
            a->dirty = true;
        }
        break;
    case KA_TO_HINT: play_cursor_hint(a); break;
    case KA_HINT: play_hint(a); break;
    case KA_HINT_GO: /* G, a pad's X: to the hint's tiles, else a hint */
        if (!play_cursor_hint(a)) {
            play_hint(a);
        }
        break;
    case KA_KIND: play_kind(a); break;
    case KA_STATUS: speak_status(a); break;
    case KA_REDEAL: play_redeal(a); break;
    case KA_UNDO: play_undo(a, false); break;
    case KA_REDO: play_undo(a, true); break;
    case KA_COPY_ID: front_copy_id(a); break;
    case KA_PAUSE:
        front_status(a, game_pause(session_game(a->ses)));
        break;
    case KA_HELP:
        game_pause(
            session_game(a->ses)); /* Help goes back to the game paused */
        front_goto(a, &st_help);
        break;
    case KA_MENU: /* Escape: back, as on every screen */
        audio_play(a->svc.audio, SND_UI_BACK);
        game_to_menu(session_game(a->ses));
        front_goto(a, &st_menu);
        break;
    default:
        break;
    }
}

/* A control bar button (bar.c) was clicked. */
static void play_bar(front_app *a, int id)
{
    switch (id) {
    case BAR_HINT: play_hint(a); break;
    case BAR_REDEAL: play_redeal(a); break;
    case BAR_PAUSE:
        front_status(a, game_pause(session_game(a->ses)));
        break;
    case BAR_MENU:
        game_to_menu(session_game(a->ses));
        front_goto(a, &st_menu);
        break;
    case BAR_UNDO: play_undo(a, false); break;
    case BAR_REDO: play_undo(a, true); break;
    default: break;
    }
}

/* Zen's or endless's next board after a breath (zen_ui.c), "Board N"
 * said; true while it waits or once dealt (false: neither, or its deal
 * failed: the results card then offers Next). */
static bool play_zen_next(front_app *a)
{
    game *g = session_game(a->ses);
    zen_step st = zen_follow(a, SDL_GetTicks());
    if (st == ZEN_DEAL) {
        const char *err = game_next_level(g);
        if (err) {
            fprintf(stderr, "lianliankan: %s\n", err);
            return false;
        }
        front_board_changed(a);
        play_cursor_home(a);
        char msg[96];
        snprintf(msg, sizeof msg, _("Board %d"),
                 game_zen_boards(g) + game_endless_boards(g) + 1);
        front_notice(a, msg);
        S(a)->status = game_get_screen(g);
    }
    return st != ZEN_NONE;
}

/* Go where the last click's status says (front_status), once the
 * animation of the removal that cleared the board is over. */
static void play_follow(front_app *a)
{
    play_own *s = S(a);
    if (a->screen != &st_play || s->status == GAME_SCREEN_PLAYING ||
        (play(a)->anim.active && (s->status == GAME_SCREEN_LEVEL_CLEAR ||
                                 s->status == GAME_SCREEN_FINISHED))) {
        return;
    }
    if (s->status == GAME_SCREEN_LEVEL_CLEAR && play_zen_next(a)) {
        return; /* zen: no card, the next board */
    }
    front_status(a, s->status);
}

static void play_event_in(front_app *a, const SDL_Event *e)
{
    int px, py;
    llk_cell c;
    if ((e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN) &&
        fx_party_skip(a)) {
        return; /* the celebration cut short: the results card */
    }
    if (game_demo_on(session_game(a->ses)) &&
        (e->type == SDL_KEYDOWN || e->type == SDL_MOUSEBUTTONDOWN)) {
        game_demo_stop(
            session_game(a->ses)); /* any key or click stops Show me */
        front_notice(a, _("Show me stopped"));
        a->dirty = true;
        return;
    }
    int bar = bar_event(a, e);
    if (bar >= 0) {
        play_bar(a, bar);
        return;
    }
    if (bar == BAR_REFUSED) {
        return; /* a disabled button: nothing happens, its tooltip says why */
    }
    if (play_assist_took(a, assist_event(a, e))) {
        return;
    }
    switch (e->type) {
    case SDL_MOUSEBUTTONDOWN:
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
        if (e->button.button == SDL_BUTTON_LEFT) {
            play(a)->cursor_on = false;
            if (layout_hit(a, px, py, &c)) {
                play(a)->cursor = c;
                play_click(a, c);
            }
        } else if (e->button.button == SDL_BUTTON_RIGHT) {
            game_deselect(session_game(a->ses));
            int was = play(a)->peek_kind;
            play(a)->peek_kind = 0;
            if (layout_hit(a, px, py, &c) &&
                !game_tile_hidden(session_game(a->ses), c.r, c.c)) { /* not face down */
                play(a)->peek_kind = llk_board_get(
                    game_get_board(session_game(a->ses)), c.r, c.c);
            }
            if (peek_toggles(a) && play(a)->peek_kind == was) {
                play(a)->peek_kind = 0; /* clicked again: put away */
            }
            a->dirty = true;
        }
        break;
    case SDL_MOUSEBUTTONUP:
        if (e->button.button == SDL_BUTTON_RIGHT && play(a)->peek_kind &&
            !peek_toggles(a)) {
            play(a)->peek_kind = 0;
            a->dirty = true;
        }
        break;
    case SDL_KEYDOWN:
        play_key(a, &e->key.keysym);
        break;
    default:
        break;
    }
}

/* Whether e is a press on the bar while zen hides it (or has just shown
 * it again): it only shows the bar (nothing unseen is pressed). */
static bool play_on_hidden_bar(front_app *a, const SDL_Event *e)
{
    int px, py;
    if (e->type != SDL_MOUSEBUTTONDOWN || !zen_bar_unseen(a, SDL_GetTicks())) {
        return false;
    }
    front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    return py < bar_height(a);
}

static void play_event(front_app *a, const SDL_Event *e)
{
    bool hidden_bar = play_on_hidden_bar(a, e);
    zen_input(a, e);
    if (!hidden_bar) {
        play_event_in(a, e);
    }
    play_follow(a);
}

/* The state file's "buttons": the bar's, but none while zen hides it. */
static const ui_menu *play_menu(front_app *a)
{
    return zen_bar_hidden(a, SDL_GetTicks()) ? assist_menu(a) : bar_menu(a);
}

static bool play_update(front_app *a, Uint32 now)
{
    play_follow(a); /* the last frame of the animation was drawn */
    if (a->screen != &st_play) {
        return false;
    }
    bool was = play(a)->anim.active, dead = play(a)->dead_end;
    bool moving = fx_update(a, now);
    if (front_notice_update(a, now)) {
        moving = true;
    }
    llk_pair demo;
    bool demo_due;
    if (assist_update(a, now, &demo, &demo_due)) {
        moving = true;
    }
    if (demo_due) {
        play_demo_move(a, demo);
    }
    if (zen_update(a, now)) {
        moving = true;
    }
    if (bar_pulsing(a, now)) { /* a counter grows and shrinks back */
        moving = true;
    }
    play_take_notice(a);
    if (play(a)->dead_end != dead) {
        front_write_state(a); /* the dead-end strip came or went */
    }
    a->dirty = a->dirty || ghost_moved(a); /* the best moved on */
    /* tests read where the tiles are drawn: the state file follows the
     * board's animation (LLK_ANIM_SCALE slows it for them) */
    if (diag(a)->state_file && (play(a)->anim.active || was) &&
        (!play(a)->anim.active || now - diag(a)->last_state_write >= 40)) {
        front_write_state(a);
    }
    return moving;
}

/* The notification lane, in window coordinates (the state file's
 * "notice_rect"). */
void play_lane_view(front_app *a, game_view *v)
{
    SDL_Rect r = kit_lane_rect(a);
    v->has_notice_rect = true;
    v->notice_x = front_x_to_window(a, r.x);
    v->notice_y = front_y_to_window(a, r.y);
    v->notice_w = front_x_to_window(a, r.w);
    v->notice_h = front_y_to_window(a, r.h);
}

/* The state file's "anim", "effects", "refusal", "combo_shown", "drawn"
 * (the animation), "text_px" and "contrast" (what the bar draws). */
static void play_view(front_app *a, game_view *v)
{
    play_own *s = S(a);
    Uint32 now = SDL_GetTicks();
    v->anim = play(a)->anim.active;
    fx_running(a, now, s->effects, sizeof s->effects);
    if (bar_pulsing(a, now)) { /* a counter of the bar */
        size_t used = strlen(s->effects);
        snprintf(s->effects + used, sizeof s->effects - used, "%spulse",
                 used ? " " : "");
    }
    if (fx_combo_pulsing(a, now)) { /* the combo's count went up */
        size_t used = strlen(s->effects);
        snprintf(s->effects + used, sizeof s->effects - used, "%scombo_pulse",
                 used ? " " : "");
    }
    v->effects = s->effects;
    v->refusal = fx_refusal_text(a, now);
    v->combo_shown = fx_combo_shown(a, now);
    v->drawn = s->drawn;
    v->ndrawn = fx_drawn_tiles(a, now, s->drawn,
                               (int)(sizeof s->drawn / sizeof s->drawn[0]));
    v->text_px = bar_text_px(a);
    play_lane_view(a, v);
    v->has_cursor = play(a)->cursor_on;
    v->cursor_r = play(a)->cursor.r;
    v->cursor_c = play(a)->cursor.c;
    v->contrast = bar_contrast();
    v->banner = front_banner(a);
}

/* The tile a click at (px, py) would take. */
static bool play_hover(front_app *a, int px, int py, char *out, size_t len)
{
    llk_cell c;
    if (!layout_hit(a, px, py, &c)) {
        return false;
    }
    snprintf(out, len, "cell:%d,%d", c.r, c.c);
    return true;
}

static void play_draw(front_app *a)
{
    Uint32 now = SDL_GetTicks();
    draw_background(a);
    draw_board(a, now);
    ghost_bar_draw(a); /* race your best: over the lane */
    const char *toast = play(a)->anim.notice_until ? play(a)->anim.notice : NULL;
    const char *banner = front_banner(a); /* Show me playing */
    assist_draw(a, banner ? banner : toast); /* the dead-end strip, in the lane */
    if (!zen_bar_hidden(a, now)) {
        bar_draw(a, true);
    }
    if (banner && !play(a)->dead_end) {
        bar_toast(a, banner);
    } else if (toast && !play(a)->dead_end) {
        bar_toast(a, toast);
    }
}

static void play_leave(front_app *a)
{
    bar_leave(a);
    play(a)->peek_kind = 0;
    play(a)->anim.notice_until = 0;
    kit_lane_clear(a);
}

/* What shows when the play screen is asked for (front_goto): the deal of
 * the day's rule on its card, then a shift met for the first time on its
 * card (tutorial.h), else the board. */
static const front_screen *play_instead(front_app *a)
{
    return intro_instead(a, rule_instead(a, &st_play));
}

/* The play loop goes on while the board shows (and paused). */
bool play_game_music(front_app *a, const front_screen *prev)
{
    (void)a;
    (void)prev;
    return true;
}

const front_screen st_play = {.name = "playing", .keys = KEYS_PLAY,
                              .enter = play_enter,
                              .leave = play_leave, .event = play_event,
                              .update = play_update, .draw = play_draw,
                              .menu = play_menu, .view = play_view,
                              .hover = play_hover, .instead = play_instead,
                              .game_music = play_game_music};
