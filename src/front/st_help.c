/* st_help.c - rules, keys, the score formula and the current seed. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "front.h"

static const char *const help_lines[] = {
    "Click two tiles with the same picture. They vanish when a path of at",
    "most three straight lines (two turns) joins them through empty cells",
    "or around the outside of the board. On most levels the tiles left then",
    "slide the way the arrow in the status bar shows.",
    "",
    "Mouse: left click selects (again to deselect); hold the right button to",
    "see every tile of that kind.  Keys: arrows move the cursor, Enter or",
    "Space select, H hint (again: next one, free), R re-deal (costs one),",
    "P pause, Esc menu, F11 fullscreen. A stuck board is re-dealt for free.",
    NULL};

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
    ui_title(a, "How to play", y);
    y += text_height(FONT_BIG) + th / 2;
    int x = a->pix_w / 12;
    for (int i = 0; help_lines[i]; i++) {
        text_draw(a->ren, FONT_SMALL, help_lines[i], fg, x, y, 0);
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
    if (game_get_board(a->g)) {
        char buf[128];
        snprintf(buf, sizeof buf, "This board: %s, level %d, seed %" PRIu64,
                 game_difficulty_name(game_get_difficulty(a->g)),
                 game_get_level(a->g), game_get_seed(a->g));
        text_draw(a->ren, FONT_SMALL, buf, col_rgb(255, 210, 90), x, y, 0);
        y += th;
    }
    text_draw(a->ren, FONT_SMALL, "Press any key or click to go back", dim,
              a->pix_w / 2, a->pix_h - th * 2, 1);
}

const front_screen st_help = {"help", NULL, NULL, help_event, NULL,
                              help_draw};
