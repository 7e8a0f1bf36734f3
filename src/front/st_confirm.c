/* st_confirm.c - the confirm dialog: a question on a panel with two
 * buttons that say what they do (Yes: "End run", "Leave", ...; No: "Keep
 * playing", or "Cancel" for the statistics). Leave the game in progress
 * for a new one (the confirm_leave setting), reset the statistics, and in
 * a timed game: Show me (the run is no longer scored), End run, Restart
 * this board. Asked with front_ask (the question kept by ask.c); the
 * state file's "confirm" names the question. Button ids: yes, no (yes drawn as a destructive answer). Esc
 * is no.
 */
#include <stdio.h>

#include "app.h"
#include "seen.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "screen_state.h"

enum { CONFIRM_YES, CONFIRM_NO };

/* The screen's own state (screen_state.h; the question is ask.c's). */
typedef struct confirm_state {
    ui_menu ui;
} confirm_state;

static confirm_state *S(front_app *a)
{
    return front_state(a, &st_confirm, sizeof(confirm_state));
}

static const char *confirm_text(front_app *a);
static const char *confirm_title(front_app *a);

/* The two answers, in words that say what each does. */
static const char *confirm_yes_label(front_app *a)
{
    switch (ask_what(a)) {
    case CONFIRM_RESET: return _("Reset");
    case CONFIRM_SHOW_ME: return _("Show me");
    case CONFIRM_END_RUN: return _("End run");
    case CONFIRM_RESTART: return _("Restart");
    case CONFIRM_LOSING: return _("Do it");
    default: return _("Leave");
    }
}

static const char *confirm_no_label(front_app *a)
{
    int what = ask_what(a);
    return what == CONFIRM_RESET    ? _("Cancel")
           : what == CONFIRM_LOSING ? _("Keep thinking")
                                    : _("Keep playing");
}

/* The lines the question takes on a panel w wide: one, or more when it
 * is wider (a large text size). */
static int confirm_lines(front_app *a, int w)
{
    int u = kit_u(), tw, th, st[8], len[8];
    text_size(FONT_NORMAL, confirm_text(a), &tw, &th);
    if (tw <= w - u * 4 || kit_text_size_pct() <= 100) {
        return 1;
    }
    return kit_wrap(KIT_BODY, confirm_text(a), w - u * 4, st, len, 8);
}

/* The panel: title, the question, the buttons; centred in the window. */
static SDL_Rect confirm_panel(front_app *a)
{
    int u = kit_u(), th = text_height(FONT_NORMAL);
    int h = text_height(FONT_HEADING) + th * 2 + ui_menu_rows_height(false, 1) +
            u * 10;
    int tw, th2, hw;
    text_size(FONT_NORMAL, confirm_text(a), &tw, &th2);
    text_size(FONT_HEADING, confirm_title(a), &hw, &th2);
    tw = hw > tw ? hw : tw;
    int w = tw + u * 8 > ui_end_button_w(a) * 3 ? tw + u * 8
                                                 : ui_end_button_w(a) * 3;
    w = w > a->pix_w - u * 2 ? a->pix_w - u * 2 : w;
    h += (confirm_lines(a, w) - 1) * th; /* large text: wrapped */
    SDL_Rect rc = {(a->pix_w - w) / 2, (a->pix_h - h) / 2, w, h};
    return rc;
}

static const ui_menu *confirm_build(front_app *a)
{
    ui_menu *ui = &S(a)->ui;
    ui_menu_clear(ui, 2);
    ui_menu_focus_default(ui, CONFIRM_NO);
    ui_menu_add(ui, confirm_yes_label(a), CONFIRM_YES, "yes");
    ui_menu_add(ui, confirm_no_label(a), CONFIRM_NO, "no");
    SDL_Rect p = confirm_panel(a);
    ui_menu_layout(ui, a,
                   p.y + p.h - kit_u() * 3 - ui_menu_rows_height(false, 1));
    return ui;
}

void front_ask(front_app *a, int what)
{
    ask_set(a, what); /* ask.c keeps it: read below */
    front_goto(a, &st_confirm);
}

static void confirm_enter(front_app *a, const front_screen *prev)
{
    ask_from_set(a, prev);
    /* No: a stray Enter keeps what there is */
    ui_menu_focus_id(&S(a)->ui, CONFIRM_NO);
    confirm_build(a);
}

static void confirm_back(front_app *a)
{
    session_cancel(a->ses); /* the next start is asked for afresh */
    const front_screen *from = confirm_from(a);
    front_goto(a, from && from != &st_confirm ? from : &st_menu);
}

/* Yes to a question about the game in play. */
static void confirm_game_yes(front_app *a)
{
    const char *err;
    switch (ask_what(a)) {
    case CONFIRM_SHOW_ME:
        confirm_back(a);
        if (assist_demo_start(a)) { /* from the pause screen: resumes */
            front_status(a, GAME_SCREEN_PLAYING);
        }
        break;
    case CONFIRM_LOSING:
        play_take_warned(a);
        break;
    case CONFIRM_END_RUN:
        /* the run's summary; its Menu asks for a name when it enters */
        front_goto(a,
                   game_end_run(session_game(a->ses)) ? &st_runend : &st_menu);
        break;
    case CONFIRM_RESTART:
        err = game_retry(session_game(a->ses));
        if (err) {
            confirm_back(a);
            front_notice(a, _(err));
        } else {
            front_board_changed(a);
            front_goto(a, &st_play);
        }
        break;
    default:
        confirm_back(a);
        break;
    }
}

static void confirm_yes(front_app *a)
{
    if (ask_what(a) == CONFIRM_RESET) {
        char warn[1024];
        profile_reset_stats(&prefs(a)->prof, warn, sizeof warn);
        if (warn[0]) {
            remember_warn(a, warn);
        }
        front_goto(a, &st_stats);
        return;
    }
    if (ask_what(a) != CONFIRM_LEAVE) {
        confirm_game_yes(a);
        return;
    }
    session_result r = session_answer(a->ses, true);
    const char *err = front_started(a, r);
    if (r == SESSION_FAILED && !err) { /* nothing was waiting */
        confirm_back(a);
    } else if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
        front_goto(a, &st_menu);
    }
}

static void confirm_event(front_app *a, const SDL_Event *e)
{
    confirm_build(a);
    int id = ui_menu_take(&S(a)->ui, a, e);
    if (id == CONFIRM_YES) {
        confirm_yes(a);
    } else if (id == CONFIRM_NO || id == -2) {
        if (ask_what(a) == CONFIRM_RESET) {
            front_goto(a, &st_stats);
        } else {
            confirm_back(a);
        }
    }
}

static const char *confirm_text(front_app *a)
{
    switch (ask_what(a)) {
    case CONFIRM_RESET:
        return _("Every statistic goes back to zero.");
    case CONFIRM_SHOW_ME:
        return _("Show me plays the board for you; this run will no longer be "
                 "scored.");
    case CONFIRM_END_RUN:
        return _("Its board counts as lost, and its score is final.");
    case CONFIRM_RESTART:
        return _("The clock starts over, and this board's points are lost.");
    case CONFIRM_LOSING:
        return _("Removing this pair leaves the board unwinnable: no line of "
                 "moves clears it.");
    default:
        break;
    }
    return game_in_run(session_asking_over(a->ses))
               ? _("The run ends here, and its board counts as lost.")
               : _("Its board counts as lost.");
}

/* The question (the body under it says what follows). */
static const char *confirm_title(front_app *a)
{
    switch (ask_what(a)) {
    case CONFIRM_RESET: return _("Reset statistics?");
    case CONFIRM_SHOW_ME: return _("Show me?");
    case CONFIRM_END_RUN: return _("End this run?");
    case CONFIRM_RESTART: return _("Restart this board?");
    case CONFIRM_LOSING: return _("A losing move");
    default:
        return game_in_run(session_asking_over(a->ses))
                   ? _("Leave the run in progress?")
                   : _("Leave the game in progress?");
    }
}

static void confirm_draw(front_app *a)
{
    const ui_menu *m = confirm_build(a);
    draw_background(a); /* never the board: no free look at it */
    SDL_Rect p = confirm_panel(a);
    kit_panel(a->ren, p);
    int u = kit_u(), y = p.y + u * 3;
    text_draw(a->ren, FONT_HEADING, confirm_title(a), kit_color(KIT_ACCENT),
              a->pix_w / 2, y, 1);
    y += text_height(FONT_HEADING) + u * 2;
    if (confirm_lines(a, p.w) > 1) {
        SDL_Rect box = {p.x + u * 2, y, p.w - u * 4, 0};
        kit_text_block(a->ren, KIT_BODY, confirm_text(a),
                       kit_color(KIT_ON_SURFACE), box, 1, true);
    } else {
        text_draw(a->ren, FONT_NORMAL, confirm_text(a),
                  kit_color(KIT_ON_SURFACE), a->pix_w / 2, y, 1);
    }
    /* every question here gives something up (a run, a board, a score,
     * the statistics): its answer is drawn as a destructive one */
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, a, i);
        seen_control(m->sid[i]);
        if (m->id[i] == CONFIRM_YES) {
            kit_button_danger(a->ren, m->rect[i], m->label[i], st);
        } else {
            kit_button(a->ren, m->rect[i], m->label[i], st);
        }
    }
    seen_control(NULL);
}

static void confirm_view(front_app *a, game_view *v)
{
    v->notice = confirm_text(a);
    v->confirm = confirm_name(a);
}

const front_screen st_confirm = {.name = "confirm", .enter = confirm_enter,
                                 .event = confirm_event,
                                 .draw = confirm_draw, .menu = confirm_build,
                                 .view = confirm_view};
