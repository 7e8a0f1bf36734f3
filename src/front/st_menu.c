/* st_menu.c - the title menu: resume, new game by difficulty, choose
 * level, help, quit.
 */
#include "front.h"

enum { MENU_RESUME, MENU_EASY, MENU_NORMAL, MENU_HARD, MENU_LEVELS,
       MENU_HELP, MENU_QUIT };

static ui_menu menu_ui;

static void menu_build(front_app *a)
{
    int focus = menu_ui.focus;
    ui_menu_clear(&menu_ui, 1);
    if (game_can_resume(a->g)) {
        ui_menu_add(&menu_ui, "Resume", MENU_RESUME);
    }
    ui_menu_add(&menu_ui, "New game: Easy", MENU_EASY);
    ui_menu_add(&menu_ui, "New game: Normal", MENU_NORMAL);
    ui_menu_add(&menu_ui, "New game: Hard", MENU_HARD);
    ui_menu_add(&menu_ui, "Choose level", MENU_LEVELS);
    ui_menu_add(&menu_ui, "Help", MENU_HELP);
    ui_menu_add(&menu_ui, "Quit", MENU_QUIT);
    menu_ui.focus = focus < menu_ui.n ? focus : 0;
    ui_menu_layout(&menu_ui, a, a->pix_h * 3 / 10);
}

static void menu_enter(front_app *a)
{
    menu_ui.focus = 0;
    menu_build(a);
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
    case MENU_RESUME:
        game_resume(a->g);
        front_goto(a, &st_play);
        break;
    case MENU_EASY:
    case MENU_NORMAL:
    case MENU_HARD:
        a->difficulty = (game_difficulty)(GAME_EASY + (id - MENU_EASY));
        front_start_level(a, 1, false);
        break;
    case MENU_LEVELS:
        front_goto(a, &st_levels);
        break;
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
    menu_build(a);
    draw_background(a);
    ui_title(a, "Lianliankan", a->pix_h / 10);
    text_draw(a->ren, FONT_NORMAL,
              "Join two matching tiles with a path of at most two turns",
              col_rgb(200, 210, 220), a->pix_w / 2,
              a->pix_h / 10 + text_height(FONT_BIG) + 4, 1);
    ui_menu_draw(&menu_ui, a);
}

const front_screen st_menu = {"menu", menu_enter, NULL, menu_event, NULL,
                              menu_draw};
