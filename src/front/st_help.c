/* st_help.c - rules, keys, the score formula and the game ID of the
 * board in play. Any key or click goes back; button id: back. */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"

static const char *const help_lines[] = {
    N_("Click two tiles with the same picture. They vanish when a path of at"),
    N_("most three straight lines (two turns) joins them through empty cells"),
    N_("or around the outside of the board. On most levels the tiles left then"),
    N_("slide the way the arrow in the status bar shows."),
    "",
    N_("Mouse: left click selects (again to deselect); hold the right button to"),
    N_("see every tile of that kind.  Keys: arrows move the cursor, Enter or"),
    N_("Space select, H hint (again: next one, free), R re-deal (costs one),"),
    N_("P pause, Esc menu, F11 fullscreen. A stuck board is re-dealt for free."),
    N_("Relaxed games: U or Ctrl+Z undo, Shift+U, Ctrl+Y or Ctrl+Shift+Z redo."),
    N_("Ctrl+C copies the game ID; Numbered game in the menu plays one again."),
    NULL};

static ui_menu help_ui;

static const ui_menu *help_build(front_app *a)
{
    ui_menu_clear(&help_ui, 1);
    ui_menu_add(&help_ui, _("Back"), 0, "back");
    help_ui.focus = -1; /* any key goes back: no focus to show */
    help_ui.compact = true;
    ui_menu_layout(&help_ui, a, a->pix_h - text_height(FONT_NORMAL) * 5 / 2);
    return &help_ui;
}

static void help_event(front_app *a, const SDL_Event *e)
{
    if ((e->type == SDL_KEYDOWN &&
         e->key.keysym.sym != SDLK_F11) ||
        (e->type == SDL_MOUSEBUTTONDOWN)) {
        front_goto(a, a->back ? a->back : &st_menu);
    }
}

static void help_draw(front_app *a)
{
    SDL_Color fg = col_rgb(235, 238, 242), dim = col_rgb(170, 180, 190);
    draw_background(a);
    int th = text_height(FONT_SMALL);
    int y = a->pix_h / 30;
    ui_title(a, _("How to play"), y);
    y += text_height(FONT_BIG) + th / 2;
    int x = a->pix_w / 12;
    for (int i = 0; help_lines[i]; i++) {
        if (help_lines[i][0]) {
            text_draw(a->ren, FONT_SMALL, _(help_lines[i]), fg, x, y, 0);
        }
        y += th;
    }
    y += th / 2;
    /* the score rules, line by line, from the rules module */
    const char *s = game_score_help();
    while (s && *s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        char line[160];
        snprintf(line, sizeof line, "%.*s", (int)(n < 159 ? n : 159), s);
        text_draw(a->ren, FONT_SMALL, line, fg, x, y, 0);
        y += th;
        s = nl ? nl + 1 : NULL;
    }
    y += th / 2;
    char id[GAME_ID_MAX];
    if (game_get_board(a->g) && game_get_id(a->g, id, sizeof id)) {
        char buf[160];
        snprintf(buf, sizeof buf, _("This board: %s %s, level %d, game ID %s"),
                 game_get_mode(a->g) == GAME_RELAXED ? _("relaxed")
                                                     : _("timed"),
                 game_difficulty_name(game_get_difficulty(a->g)),
                 game_get_level(a->g), id);
        text_draw(a->ren, FONT_SMALL, buf, col_rgb(255, 210, 90), x, y, 0);
        y += th;
    }
    const ui_menu *m = help_build(a);
    ui_menu_draw(m, a);
    text_draw(a->ren, FONT_SMALL, _("Press any key or click to go back"), dim,
              m->rect[0].x + m->rect[0].w + th, m->rect[0].y + th / 3, 0);
}

const front_screen st_help = {.name = "help", .event = help_event,
                              .draw = help_draw, .menu = help_build};
