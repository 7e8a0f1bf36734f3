/* st_help.c - rules, keys, the score formula and the game ID of the
 * board in play. Any key or click goes back; button id: back. */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"
#include "tutorial.h"

/* Paragraphs of the help, lines cut by the text (so a translation cuts
 * its own). */
#define HELP_RULES                                                            \
    N_("Click two tiles with the same picture. They vanish when a path of at\n" \
       "most three straight lines (two turns) joins them through empty cells\n" \
       "or around the outside of the board. On most levels the tiles left then\n" \
       "slide the way the bar over the board says, with an arrow.")
#define HELP_KEYS                                                             \
    N_("Mouse: left click selects (again to deselect); hold the right button to\n" \
       "see every tile of that kind. Keys: arrows move the cursor, Enter or\n" \
       "Space select, H hint (again: next one, free), R re-deal (costs one),\n" \
       "P pause, Esc menu, F11 fullscreen. A stuck board is re-dealt for free.\n" \
       "Relaxed games: U or Ctrl+Z undo, Shift+U, Ctrl+Y or Ctrl+Shift+Z redo.\n" \
       "Ctrl+C copies the game ID; Numbered game in the menu plays one again.\n"  \
       "The buttons on the bar do the same; point at one to see its key.")

static ui_menu help_ui;

/* The help's paragraphs, translated; the board line in board (or ""). */
static int help_paras(const front_app *a, const char *out[4], char *board,
                      size_t len)
{
    out[0] = _(HELP_RULES);
    out[1] = _(HELP_KEYS);
    out[2] = _(game_score_help()); /* the score rules, from the rules */
    board[0] = '\0';
    char id[GAME_ID_MAX];
    if (game_get_board(a->g) && game_get_id(a->g, id, sizeof id)) {
        snprintf(board, len, _("This board: %s %s, level %d, game ID %s"),
                 game_get_mode(a->g) == GAME_RELAXED ? _("relaxed")
                                                     : _("timed"),
                 lang_difficulty_name(game_get_difficulty(a->g)),
                 game_get_level(a->g), id);
    }
    out[3] = board;
    return 4;
}

/* Width of the widest line of s and its number of lines. */
static int help_measure(const char *s, int *lines)
{
    int widest = 0;
    *lines = 0;
    while (s && *s) {
        const char *nl = strchr(s, '\n');
        size_t n = nl ? (size_t)(nl - s) : strlen(s);
        char line[160];
        snprintf(line, sizeof line, "%.*s", (int)(n < 159 ? n : 159), s);
        int w, h;
        text_size(FONT_SMALL, line, &w, &h);
        widest = w > widest ? w : widest;
        (*lines)++;
        s = nl ? nl + 1 : NULL;
    }
    return widest;
}

/* The gap between paragraphs: two thirds of a line, a third when the
 * window is short (then the footer line is left out too: the Back button
 * says it). */
static int help_gap = 0;
static bool help_footer = true;

/* Top of the help: title, paragraphs a gap apart, the button and the
 * footer; all of it centred in the window. */
static int help_top(const front_app *a, const char *const paras[4],
                    int *left)
{
    int th = text_height(FONT_SMALL), widest = 0, lines = 0, paras_n = 0;
    for (int i = 0; i < 4; i++) {
        int n, w = help_measure(paras[i], &n);
        widest = w > widest ? w : widest;
        lines += n;
        paras_n += n > 0;
    }
    *left = (a->pix_w - widest) / 2;
    int fixed = text_height(FONT_BIG) + lines * th +
                ui_menu_rows_height(true, 1) + th / 2;
    help_gap = th * 2 / 3;
    help_footer = true;
    if (fixed + (paras_n + 1) * help_gap + th * 4 / 3 > a->pix_h - th) {
        help_gap = th / 3;
        help_footer = false;
    }
    int h = fixed + (paras_n + 1) * help_gap + (help_footer ? th * 4 / 3 : 0);
    int top = (a->pix_h - h) / 2;
    return top > th / 3 ? top : th / 3;
}

static const ui_menu *help_build(front_app *a)
{
    ui_menu_clear(&help_ui, 2);
    ui_menu_add(&help_ui, _("Back"), 0, "back");
    ui_menu_add(&help_ui, _("Tutorial"), 1, "help_tutorial");
    help_ui.focus = -1; /* any key goes back: no focus to show */
    help_ui.compact = true;
    const char *paras[4];
    char board[160];
    int left, th = text_height(FONT_SMALL);
    help_paras(a, paras, board, sizeof board);
    int y = help_top(a, paras, &left) + text_height(FONT_BIG) + help_gap;
    for (int i = 0; i < 4; i++) {
        int n;
        help_measure(paras[i], &n);
        y += n * th + (n ? help_gap : 0);
    }
    ui_menu_layout(&help_ui, a, y);
    return &help_ui;
}

/* Help's Tutorial button (or T): the tutorial, back to Help after it. */
void help_open_tutorial(front_app *a)
{
    tutorial_open(a, false, &st_help);
}

static void help_event(front_app *a, const SDL_Event *e)
{
    if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN) {
        bool changed;
        if ((e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_t) ||
            ui_menu_event(&help_ui, a, e, &changed) == 1) {
            help_open_tutorial(a);
            return;
        }
    }
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
    const char *paras[4];
    char board[160];
    int left, th = text_height(FONT_SMALL);
    help_paras(a, paras, board, sizeof board);
    int y = help_top(a, paras, &left);
    ui_title(a, _("How to play"), y);
    y += text_height(FONT_BIG) + help_gap;
    for (int i = 0; i < 4; i++) {
        if (paras[i][0]) {
            y = help_text(a, paras[i], left, y, i == 3 ? col_rgb(255, 210, 90)
                                                       : fg) + help_gap;
        }
    }
    const ui_menu *m = help_build(a);
    ui_menu_draw(m, a);
    if (help_footer) {
        text_draw(a->ren, FONT_SMALL, _("Press any key or click to go back"),
                  dim, a->pix_w / 2, m->rect[0].y + m->rect[0].h + th / 3, 1);
    }
}

const front_screen st_help = {.name = "help", .event = help_event,
                              .draw = help_draw, .menu = help_build};
