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
#include "i18n.h"

enum { PAUSE_RESUME, PAUSE_RESTART, PAUSE_SHOW, PAUSE_HELP, PAUSE_END_RUN,
       PAUSE_MENU };

static ui_menu pause_ui;

/* Top of the block (title, line, game ID, buttons) centred between the
 * bar and the footer. */
static int pause_top(const front_app *a)
{
    int th = text_height(FONT_NORMAL), big = text_height(FONT_BIG);
    int block = big + th * 4 + 2 * (th * 2) + th / 2;
    int bar = bar_height(a), foot = a->pix_h - th * 3;
    int top = bar + (foot - bar - block) / 2;
    return top > bar + th / 2 ? top : bar + th / 2;
}

static const ui_menu *pause_build(front_app *a)
{
    int focus = pause_ui.focus;
    ui_menu_clear(&pause_ui, 3);
    ui_menu_add(&pause_ui, _("Resume"), PAUSE_RESUME, "resume");
    ui_menu_add(&pause_ui, _("Restart this board"), PAUSE_RESTART, "restart");
    ui_menu_add(&pause_ui, _("Show me"), PAUSE_SHOW, "show_me");
    ui_menu_add(&pause_ui, _("Help"), PAUSE_HELP, "help");
    ui_menu_add(&pause_ui, _("End run"), PAUSE_END_RUN, "end_run");
    if (!game_in_run(session_game(a->ses))) {
        ui_menu_disable(&pause_ui, _("Only a timed run can be ended"));
    }
    ui_menu_add(&pause_ui, _("Menu"), PAUSE_MENU, "menu");
    pause_ui.focus = focus < pause_ui.n ? focus : 0;
    int th = text_height(FONT_NORMAL);
    ui_menu_layout(&pause_ui, a,
                   pause_top(a) + text_height(FONT_BIG) + th * 4);
    return &pause_ui;
}

static void pause_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    pause_ui.focus = 0;
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
static bool pause_on_button(const front_app *a, const SDL_Event *e)
{
    int px, py;
    front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    SDL_Point p = {px, py};
    for (int i = 0; i < pause_ui.n; i++) {
        if (SDL_PointInRect(&p, &pause_ui.rect[i])) {
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
    int id = ui_menu_take(&pause_ui, a, e);
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
    bar_draw(a, false);
    int th = text_height(FONT_NORMAL);
    int y = pause_top(a);
    ui_title(a, _("Paused"), y);
    y += text_height(FONT_BIG) + th / 2;
    /* the prompts speak of the device last used (pad.h, touch.h) */
    bool pad = pad_last(a) == DEV_PAD, touch = pad_last(a) == DEV_TOUCH;
    text_draw(a->ren, FONT_NORMAL,
              pad     ? _("Press \xe2\x89\xa1 (Start) to resume")
              : touch ? _("Tap to resume")
                      : _("Click or press P to resume"),
              kit_color(KIT_ON_SURFACE), a->pix_w / 2, y, 1);
    y += th * 3 / 2;
    const ui_menu *m = pause_build(a);
    if (game_get_id(session_game(a->ses), id, sizeof id)) {
        /* a pad or a finger has no Ctrl+C */
        snprintf(line, sizeof line,
                 pad || touch ? _("Game ID %s") : _("Game ID %s   (Ctrl+C copies it)"),
                 id);
        /* secondary: dim, not the accent the actions have */
        text_draw(a->ren, FONT_NORMAL, line, kit_color(KIT_ON_SURFACE_DIM),
                  a->pix_w / 2, y, 1);
    }
    ui_menu_draw(m, a);
    if (!touch) { /* no keys on a touch screen */
        text_draw(a->ren, FONT_NORMAL,
                  pad ? _("\xe2\x89\xa1: resume   A: choose   B: menu")
                      : _("P: resume   D: show me   F1: help   Esc: menu"),
                  kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2, a->pix_h - th * 2, 1);
    }
    if (play()->anim.notice_until) {
        SDL_Rect last = m->rect[m->n - 1];
        text_draw(a->ren, FONT_NORMAL, play()->anim.notice,
                  kit_color(KIT_SUCCESS), a->pix_w / 2,
                  last.y + last.h + th / 2, 1);
    }
}

const front_screen st_pause = {.name = "paused", .keys = KEYS_PAUSE,
                               .enter = pause_enter,
                               .event = pause_event, .update = pause_update,
                               .draw = pause_draw, .menu = pause_build};
