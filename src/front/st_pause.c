/* st_pause.c - the pause screen: the board hidden, the clock stopped, the
 * game ID shown (Ctrl+C copies it). Button ids: resume, restart, show_me,
 * help, end_run, menu (end_run disabled outside a run). A click elsewhere
 * resumes too. Show me, Restart (timed) and End run ask first.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "keys.h"
#include "pad.h"
#include "padkeys.h"
#include "i18n.h"
#include "screen_state.h"

enum { PAUSE_RESUME, PAUSE_RESTART, PAUSE_SHOW, PAUSE_HELP, PAUSE_END_RUN,
       PAUSE_MENU };

/* The screen's own state (screen_state.h). */
typedef struct pause_state {
    ui_menu ui;
    char foot[96]; /* the footer naming the player's pause button */
} pause_state;

static pause_state *S(front_app *a)
{
    return front_state(a, &st_pause, sizeof(pause_state));
}

/* Where the screen's parts go: the block (title, line, game ID, buttons)
 * centred between the bar and the footer's line of keys. At a large text
 * size, when it does not fit, it is made smaller step by step: fewer
 * buttons to a row (each label inside its button), lower buttons,
 * tighter gaps, no footer (the keys are said on the buttons' screen
 * Help too), and last the bar left out (the board is hidden anyway). */
typedef struct pause_geom {
    int top;            /* the title's top */
    int gap[3];         /* title to line, line to game ID, ID to buttons */
    int cols;
    bool compact, footer, bar;
} pause_geom;

static int pause_buttons_w(void)
{
    static const char *const labels[] = {
        N_("Resume"), N_("Restart this board"), N_("Show me"), N_("Help"),
        N_("End run"), N_("Menu")};
    int widest = 0, w, h;
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) {
        text_size(FONT_NORMAL, _(labels[i]), &w, &h);
        widest = w > widest ? w : widest;
    }
    return widest + text_height(FONT_NORMAL) * 2; /* as ui_menu_layout */
}

/* The footer's line of keys for the device last used (NULL: none). */
static const char *pause_footer_text(front_app *a)
{
    switch (pad_last(a)) {
    case DEV_TOUCH:
        return NULL; /* no keys on a touch screen */
    case DEV_PAD:
        if (padkeys_bound(KA_PAUSE) != SDL_CONTROLLER_BUTTON_START) {
            pause_state *s = S(a);
            snprintf(s->foot, sizeof s->foot,
                     _("%s: resume   A: choose   B: menu"),
                     padkeys_button_cap(padkeys_bound(KA_PAUSE)));
            return s->foot;
        }
        return _("\xe2\x89\xa1: resume   A: choose   B: menu");
    default:
        return _("P: resume   D: show me   F1: help   Esc: menu");
    }
}

static pause_geom pause_place(front_app *a)
{
    int th = text_height(FONT_NORMAL), big = text_height(FONT_BIG);
    int bw = pause_buttons_w(), fw, fh;
    const char *foot_text = pause_footer_text(a);
    text_size(FONT_NORMAL, foot_text ? foot_text : "", &fw, &fh);
    pause_geom g = {0, {th / 2, th * 3 / 2, th * 4 - th / 2 - th * 3 / 2}, 3,
                    false, fw <= a->pix_w, true};
    /* as many to a row as fit (a gap of half an em at the sides and
     * between, as ui_menu_layout leaves) */
    while (g.cols > 1 && g.cols * bw + (g.cols + 1) * (th / 2) > a->pix_w) {
        g.cols--;
    }
    for (int step = 0;; step++) {
        int rows = (6 + g.cols - 1) / g.cols;
        int block = big + g.gap[0] + g.gap[1] + g.gap[2] +
                    ui_menu_rows_height(g.compact, rows);
        int bar = g.bar ? bar_height(a) : 0;
        int foot = g.footer ? a->pix_h - th * 3 : a->pix_h - th / 2;
        if (bar + th / 2 + block <= foot || step == 4) {
            int top = bar + (foot - bar - block) / 2;
            g.top = top > bar + th / 2 ? top : bar + th / 2;
            return g;
        }
        switch (step) { /* smaller, one step at a time */
        case 0:
            g.compact = true;
            break;
        case 1:
            g.gap[0] = 0;
            g.gap[1] = th;
            g.gap[2] = th * 5 / 4;
            break;
        case 2:
            g.footer = false;
            break;
        default:
            g.bar = false;
            break;
        }
    }
}

static const ui_menu *pause_build(front_app *a)
{
    pause_geom g = pause_place(a);
    ui_menu *ui = &S(a)->ui;
    ui_menu_clear(ui, g.cols);
    ui->compact = g.compact;
    ui_menu_add(ui, _("Resume"), PAUSE_RESUME, "resume");
    ui_menu_add(ui, _("Restart this board"), PAUSE_RESTART, "restart");
    if (game_get_kind(session_game(a->ses)) == GAME_KIND_ENDLESS) {
        ui_menu_disable(ui, front_no_endless_restart());
    }
    ui_menu_add(ui, _("Show me"), PAUSE_SHOW, "show_me");
    ui_menu_add(ui, _("Help"), PAUSE_HELP, "help");
    ui_menu_add(ui, _("End run"), PAUSE_END_RUN, "end_run");
    if (!game_in_run(session_game(a->ses))) {
        ui_menu_disable(ui, _("Only a timed run can be ended"));
    }
    ui_menu_add(ui, _("Menu"), PAUSE_MENU, "menu");
    ui_menu_layout(ui, a,
                   g.top + text_height(FONT_BIG) + g.gap[0] + g.gap[1] +
                       g.gap[2]);
    return ui;
}

static void pause_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    ui_menu_focus_first(&S(a)->ui);
    pause_build(a);
}

static void pause_help(front_app *a)
{
    front_goto(a, &st_help);
}

static void pause_act(front_app *a, int id)
{
    switch (id) {
    case PAUSE_RESUME:
        front_status(a, game_resume(session_game(a->ses)));
        break;
    case PAUSE_RESTART:
        front_restart(a); /* a timed game asks first */
        break;
    case PAUSE_SHOW:
        front_show_me(a); /* a scored game asks first; resumes */
        break;
    case PAUSE_END_RUN:
        front_end_run(a);
        break;
    case PAUSE_HELP:
        pause_help(a);
        break;
    case PAUSE_MENU:
    case -2:
        game_to_menu(session_game(a->ses));
        front_goto(a, &st_menu);
        break;
    default:
        break;
    }
}

/* Whether a click is on a button (a disabled one does nothing). */
static bool pause_on_button(front_app *a, const SDL_Event *e)
{
    const ui_menu *ui = &S(a)->ui;
    int px, py;
    front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    SDL_Point p = {px, py};
    for (int i = 0; i < ui->n; i++) {
        if (SDL_PointInRect(&p, &ui->rect[i])) {
            return true;
        }
    }
    return false;
}

static void pause_event(front_app *a, const SDL_Event *e)
{
    pause_build(a);
    if (e->type == SDL_KEYDOWN) { /* the key table's rows for the pause */
        switch (keys_action(KEYS_PAUSE, &e->key.keysym)) {
        case KA_COPY_ID:
            front_copy_id(a);
            return;
        case KA_PAUSE:
            front_status(a, game_resume(session_game(a->ses)));
            return;
        case KA_SHOW_ME:
            front_show_me(a);
            return;
        case KA_HELP:
            pause_help(a);
            return;
        default:
            break;
        }
    }
    int id = ui_menu_take(&S(a)->ui, a, e);
    if (id == -1 && e->type == SDL_MOUSEBUTTONDOWN &&
        e->button.button == SDL_BUTTON_LEFT && !pause_on_button(a, e)) {
        id = PAUSE_RESUME; /* a click off the buttons resumes */
    }
    pause_act(a, id);
}

static bool pause_update(front_app *a, Uint32 now)
{
    return front_notice_update(a, now);
}

static void pause_draw(front_app *a)
{
    char line[128];
    char id[GAME_ID_MAX];
    draw_background(a);
    pause_geom g = pause_place(a);
    if (g.bar) {
        bar_draw(a, false);
    }
    int th = text_height(FONT_NORMAL);
    int y = g.top;
    ui_title(a, _("Paused"), y);
    y += text_height(FONT_BIG) + g.gap[0];
    /* the prompts speak of the device last used (pad.h, touch.h) */
    bool pad = pad_last(a) == DEV_PAD, touch = pad_last(a) == DEV_TOUCH;
    char press[96]; /* the player's pause button */
    snprintf(press, sizeof press, _("Press %s to resume"),
             padkeys_button_words(padkeys_bound(KA_PAUSE)));
    if (padkeys_bound(KA_PAUSE) == SDL_CONTROLLER_BUTTON_START) {
        snprintf(press, sizeof press, "%s",
                 _("Press \xe2\x89\xa1 (Start) to resume"));
    }
    text_draw(a->ren, FONT_NORMAL,
              pad     ? press
              : touch ? _("Tap to resume")
                      : _("Click or press P to resume"),
              kit_color(KIT_ON_SURFACE), a->pix_w / 2, y, 1);
    y += g.gap[1];
    const ui_menu *m = pause_build(a);
    if (game_get_id(session_game(a->ses), id, sizeof id)) {
        /* a pad or a finger has no Ctrl+C; nor a line too long for the
         * window (a large text size): the ID alone */
        int w, h;
        snprintf(line, sizeof line, _("Game ID %s   (Ctrl+C copies it)"), id);
        text_size(FONT_NORMAL, line, &w, &h);
        if (pad || touch || w > a->pix_w - th) {
            snprintf(line, sizeof line, _("Game ID %s"), id);
        }
        /* secondary: dim, not the accent the actions have */
        text_draw(a->ren, FONT_NORMAL, line, kit_color(KIT_ON_SURFACE_DIM),
                  a->pix_w / 2, y, 1);
    }
    ui_menu_draw(m, a);
    const char *foot = pause_footer_text(a);
    if (foot && g.footer) {
        text_draw(a->ren, FONT_NORMAL, foot, kit_color(KIT_ON_SURFACE_DIM),
                  a->pix_w / 2, a->pix_h - th * 2, 1);
    }
    if (play(a)->anim.notice_until) {
        SDL_Rect last = m->rect[m->n - 1];
        text_draw(a->ren, FONT_NORMAL, play(a)->anim.notice,
                  kit_color(KIT_SUCCESS), a->pix_w / 2,
                  last.y + last.h + th / 2, 1);
    }
}

const front_screen st_pause = {.name = "paused", .keys = KEYS_PAUSE,
                               .enter = pause_enter,
                               .event = pause_event, .update = pause_update,
                               .draw = pause_draw, .menu = pause_build,
                               .game_music = play_game_music};

/* Where the game's status goes (screens.h), and fair play: Show me,
 * Restart this board and End run, each asking first when it costs the
 * player something. */

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

void front_continue(front_app *a, session_kind k)
{
    const front_screen *to = front_game_screen(a, session_continue(a->ses, k));
    if (!to) {
        return;
    }
    front_board_changed(a);
    front_goto(a, to);
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
    } else if (assist_demo_start(a)) { /* relaxed, or asked before */
        front_status(a, GAME_SCREEN_PLAYING); /* resumed: playing */
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
