/* st_menu.c - the title menu: continue, end this run, new game by
 * difficulty, relaxed game, numbered game, choose level, restart this
 * board, high scores, statistics, settings, help, quit. Button ids (the
 * state file's "buttons"): continue, end_run, new_easy, new_normal,
 * new_hard, relaxed, numbered, levels, restart, scores, stats, settings,
 * help, quit. More than ten buttons go in two columns.
 */
#include "front.h"
#include "i18n.h"

enum { MENU_CONTINUE, MENU_EASY, MENU_NORMAL, MENU_HARD, MENU_RELAXED,
       MENU_NUMBERED, MENU_LEVELS, MENU_RESTART, MENU_HELP, MENU_QUIT,
       MENU_END_RUN, MENU_SCORES, MENU_STATS, MENU_SETTINGS };

#define MENU_BAD_SAVE \
    N_("The saved game could not be read and was set aside (game.save.bad).")

static ui_menu menu_ui;

static const ui_menu *menu_build(front_app *a)
{
    int focus = menu_ui.focus;
    ui_menu_clear(&menu_ui, 1);
    if (front_can_continue(a)) {
        ui_menu_add(&menu_ui, _("Continue"), MENU_CONTINUE, "continue");
    }
    if (game_in_run(a->g)) {
        ui_menu_add(&menu_ui, _("End this run"), MENU_END_RUN, "end_run");
    }
    ui_menu_add(&menu_ui, _("New game: Easy"), MENU_EASY, "new_easy");
    ui_menu_add(&menu_ui, _("New game: Normal"), MENU_NORMAL, "new_normal");
    ui_menu_add(&menu_ui, _("New game: Hard"), MENU_HARD, "new_hard");
    ui_menu_add(&menu_ui, _("Relaxed game"), MENU_RELAXED, "relaxed");
    ui_menu_add(&menu_ui, _("Numbered game"), MENU_NUMBERED, "numbered");
    ui_menu_add(&menu_ui, _("Choose level"), MENU_LEVELS, "levels");
    if (game_can_resume(a->g) && game_get_tiles_left(a->g) > 0) {
        /* a level kept (not one cleared, whose Continue deals the next) */
        ui_menu_add(&menu_ui, _("Restart this board"), MENU_RESTART,
                    "restart");
    }
    ui_menu_add(&menu_ui, _("High scores"), MENU_SCORES, "scores");
    ui_menu_add(&menu_ui, _("Statistics"), MENU_STATS, "stats");
    ui_menu_add(&menu_ui, _("Settings"), MENU_SETTINGS, "settings");
    ui_menu_add(&menu_ui, _("Help"), MENU_HELP, "help");
    ui_menu_add(&menu_ui, _("Quit"), MENU_QUIT, "quit");
    menu_ui.focus = focus < menu_ui.n ? focus : 0;
    /* fourteen buttons must fit at 640x400: two columns */
    menu_ui.cols = menu_ui.n > 8 ? 2 : 1;
    menu_ui.compact = true;
    ui_menu_layout(&menu_ui, a, a->pix_h / 5);
    return &menu_ui;
}

static void menu_enter(front_app *a)
{
    /* Continue when offered; a pointer resting where the window opened
     * does not move the focus (ui.c) until it moves. */
    menu_ui.focus = 0;
    menu_build(a);
}

static void menu_leave(front_app *a)
{
    if (a->save_bad[0]) {
        a->save_bad_shown = true; /* said once on the menu */
    }
}

static void menu_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    menu_build(a);
    int id = ui_menu_event(&menu_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    switch (id) {
    case MENU_CONTINUE:
        front_continue(a);
        break;
    case MENU_END_RUN:
        if (game_end_run(a->g)) {
            front_notice(a, _("The run has ended"));
        }
        break;
    case MENU_SCORES:
        a->scores_diff = a->difficulty;
        a->scores_new = -1;
        front_goto(a, &st_scores);
        break;
    case MENU_STATS:
        front_goto(a, &st_stats);
        break;
    case MENU_SETTINGS:
        front_goto(a, &st_settings);
        break;
    case MENU_EASY:
    case MENU_NORMAL:
    case MENU_HARD:
        a->mode = GAME_TIMED;
        a->practice = false;
        a->difficulty = (game_difficulty)(GAME_EASY + (id - MENU_EASY));
        front_start_level(a, 1, false);
        break;
    case MENU_RELAXED:
    case MENU_LEVELS:
        a->mode = id == MENU_RELAXED ? GAME_RELAXED : GAME_TIMED;
        a->practice = false;
        front_goto(a, &st_levels);
        break;
    case MENU_NUMBERED:
        front_goto(a, &st_numbered);
        break;
    case MENU_RESTART: {
        const char *err = game_retry(a->g);
        if (err) {
            front_notice(a, _(err));
        } else {
            front_continue(a);
        }
        break;
    }
    case MENU_HELP:
        a->back = &st_menu;
        front_goto(a, &st_help);
        break;
    case MENU_QUIT:
    case -2:
        a->running = false;
        break;
    default:
        break;
    }
}

static void menu_draw(front_app *a)
{
    const ui_menu *m = menu_build(a);
    draw_background(a);
    int y = a->pix_h / 30;
    ui_title(a, _("Lianliankan"), y);
    text_draw(a->ren, FONT_NORMAL,
              _("Join two matching tiles with a path of at most two turns"),
              col_rgb(200, 210, 220), a->pix_w / 2,
              y + text_height(FONT_BIG) + 4, 1);
    ui_menu_draw(&menu_ui, a);
    if (a->save_bad[0] && !a->save_bad_shown) {
        SDL_Rect last = m->rect[m->n - 1];
        text_draw(a->ren, FONT_SMALL, _(MENU_BAD_SAVE),
                  col_rgb(255, 120, 100), a->pix_w / 2,
                  last.y + last.h + text_height(FONT_SMALL) / 2, 1);
    }
}

static void menu_view(front_app *a, game_view *v)
{
    if (a->save_bad[0] && !a->save_bad_shown) {
        v->notice = _(MENU_BAD_SAVE);
    }
}

const front_screen st_menu = {.name = "menu", .enter = menu_enter,
                              .leave = menu_leave, .event = menu_event,
                              .draw = menu_draw, .menu = menu_build,
                              .view = menu_view};
