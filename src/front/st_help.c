/* st_help.c - rules, keys, the score formula and the game ID of the
 * board in play. Any key or click goes back; button id: back. */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

/* Paragraphs of the help, lines cut by the text (so a translation cuts
 * its own). */
#define HELP_RULES                                                            \
    N_("Click two tiles with the same picture. They vanish when a path of at\n" \
       "most three straight lines (two turns) joins them through empty cells\n" \
       "or around the outside of the board. On most levels the tiles left then\n" \
       "slide the way the arrow in the status bar shows.")
#define HELP_KEYS                                                             \
    N_("Mouse: left click selects (again to deselect); hold the right button to\n" \
       "see every tile of that kind.  Keys: arrows move the cursor, Enter or\n" \
       "Space select, H hint (again: next one, free), R re-deal (costs one),\n" \
       "P pause, Esc menu, F11 fullscreen. A stuck board is re-dealt for free.\n" \
       "Relaxed games: U or Ctrl+Z undo, Shift+U, Ctrl+Y or Ctrl+Shift+Z redo.\n" \
       "Ctrl+C copies the game ID; Numbered game in the menu plays one again.")

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

/* Draw text line by line (cut at its newlines) from y; the y after it. */
static int help_text(front_app *a, const char *s, int x, int y, SDL_Color fg)
{
    int th = text_height(FONT_SMALL);
    while (s && *s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        char line[160];
        snprintf(line, sizeof line, "%.*s", (int)(n < 159 ? n : 159), s);
        text_draw(a->ren, FONT_SMALL, line, fg, x, y, 0);
        y += th;
        s = nl ? nl + 1 : NULL;
    }
    return y;
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
    y = help_text(a, _(HELP_RULES), x, y, fg) + th / 2;
    y = help_text(a, _(HELP_KEYS), x, y, fg) + th / 2;
    /* the score rules, from the rules module */
    y = help_text(a, _(game_score_help()), x, y, fg) + th / 2;
    char id[GAME_ID_MAX];
    if (game_get_board(a->g) && game_get_id(a->g, id, sizeof id)) {
        char buf[160];
        snprintf(buf, sizeof buf, _("This board: %s %s, level %d, game ID %s"),
                 game_get_mode(a->g) == GAME_RELAXED ? _("relaxed")
                                                     : _("timed"),
                 lang_difficulty_name(game_get_difficulty(a->g)),
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
