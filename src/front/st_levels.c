/* st_levels.c - choose a difficulty and one of the 13 levels, for timed
 * practice (Choose level: one level, its best score kept) or a relaxed
 * game (Relaxed game): a->mode says which. Each level shows whether it was
 * cleared at this difficulty and its best score (scores.txt). Button ids:
 * diff_easy, diff_normal, diff_hard (the one in effect "chosen"),
 * level_1..level_13, back.
 */
#include <stdio.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { LV_EASY = 100, LV_NORMAL, LV_HARD, LV_BACK };

static ui_menu levels_ui;
static char levels_labels[GAME_LEVELS][48];
static char levels_sid[GAME_LEVELS][24];

/* Rows of four buttons: the difficulties (the one chosen marked), the
 * levels, then Back on a row of its own. */
static void levels_place(ui_menu *m, const front_app *a)
{
    ui_menu_layout(m, a, a->pix_h * 3 / 10);
    int bw = m->rect[0].w, bh = m->rect[0].h;
    int gap = m->rect[1].x - m->rect[0].x - bw;
    int x0 = m->rect[0].x, y0 = m->rect[0].y;
    int dx = (bw + gap) / 2; /* three buttons centred under four */
    for (int i = 0; i < m->n; i++) {
        int row, col;
        if (i < GAME_DIFFICULTY_COUNT) {
            row = 0;
            col = i;
        } else if (i < GAME_DIFFICULTY_COUNT + GAME_LEVELS) {
            row = 1 + (i - GAME_DIFFICULTY_COUNT) / 4;
            col = (i - GAME_DIFFICULTY_COUNT) % 4;
        } else { /* Back */
            row = 1 + (GAME_LEVELS + 3) / 4;
            col = 0;
        }
        SDL_Rect rc = {x0 + col * (bw + gap), y0 + row * (bh + gap), bw, bh};
        if (i < GAME_DIFFICULTY_COUNT) {
            rc.x += dx;
        } else if (i >= GAME_DIFFICULTY_COUNT + GAME_LEVELS) {
            rc.x = (a->pix_w - bw) / 2;
            rc.y += gap;
        }
        m->rect[i] = rc;
    }
}

static const ui_menu *levels_build(front_app *a)
{
    static const char *const names[GAME_DIFFICULTY_COUNT] = {
        N_("Easy"), N_("Normal"), N_("Hard")};
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "diff_easy", "diff_normal", "diff_hard"};
    int focus = levels_ui.focus;
    ui_menu_clear(&levels_ui, 4);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(&levels_ui, _(names[d]), LV_EASY + d, sids[d]);
    }
    levels_ui.chosen = (int)a->difficulty;
    for (int l = 1; l <= GAME_LEVELS; l++) {
        const level_best *lb = &a->prof.scores.level[a->difficulty][l - 1];
        if (lb->best >= 0) {
            char num[32];
            lang_number(num, sizeof num, lb->best);
            snprintf(levels_labels[l - 1], sizeof levels_labels[l - 1],
                     _("Level %d  %s  %s %s"), l,
                     draw_shift_glyph(game_level_shift(l)), "\xe2\x9c\x93",
                     num);
        } else if (lb->cleared) {
            snprintf(levels_labels[l - 1], sizeof levels_labels[l - 1],
                     _("Level %d  %s  %s"), l,
                     draw_shift_glyph(game_level_shift(l)), "\xe2\x9c\x93");
        } else {
            snprintf(levels_labels[l - 1], sizeof levels_labels[l - 1],
                     _("Level %d  %s"), l,
                     draw_shift_glyph(game_level_shift(l)));
        }
        snprintf(levels_sid[l - 1], sizeof levels_sid[l - 1], "level_%d", l);
        ui_menu_add(&levels_ui, levels_labels[l - 1], l, levels_sid[l - 1]);
    }
    ui_menu_add(&levels_ui, _("Back"), LV_BACK, "back");
    levels_ui.focus = focus < levels_ui.n ? focus : 0;
    levels_place(&levels_ui, a);
    return &levels_ui;
}

static void levels_enter(front_app *a)
{
    levels_ui.focus = 0;
    levels_build(a);
    levels_ui.focus = GAME_DIFFICULTY_COUNT; /* level 1 */
}

static void levels_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    levels_build(a);
    int id = ui_menu_event(&levels_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id >= 1 && id <= GAME_LEVELS) {
        a->practice = a->mode == GAME_TIMED;
        front_start_level(a, id, false);
    } else if (id >= LV_EASY && id <= LV_HARD) {
        a->difficulty = (game_difficulty)(id - LV_EASY);
        a->dirty = true;
    } else if (id == LV_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void levels_draw(front_app *a)
{
    levels_build(a);
    draw_background(a);
    ui_title(a, a->mode == GAME_RELAXED ? _("Relaxed game: choose a level")
                                        : _("Choose a level"),
             a->pix_h / 10);
    const game_level_params *p = game_level_get(a->difficulty, 1);
    if (p) {
        char buf[160];
        snprintf(buf, sizeof buf,
                 a->mode == GAME_RELAXED
                     ? _("%s: %d x %d board, %d kinds of tile; no clock, "
                         "undo with U")
                     : _("%s: %d x %d board, %d kinds of tile"),
                 lang_difficulty_name(a->difficulty), p->cols, p->rows,
                 p->kinds);
        text_draw(a->ren, FONT_NORMAL, buf, col_rgb(200, 210, 220),
                  a->pix_w / 2, a->pix_h / 10 + text_height(FONT_BIG) + 4, 1);
    }
    ui_menu_draw(&levels_ui, a);
    int id = levels_ui.id[levels_ui.focus];
    if (id >= 1 && id <= GAME_LEVELS) {
        char buf[128];
        snprintf(buf, sizeof buf, _("Level %d: %s"), id,
                 bar_shift_words(game_level_shift(id)));
        /* in the Back row, right of Back: always inside the window */
        SDL_Rect back = levels_ui.rect[levels_ui.n - 1];
        SDL_Rect row_end = levels_ui.rect[GAME_DIFFICULTY_COUNT + 3];
        int x0 = back.x + back.w, x1 = row_end.x + row_end.w;
        text_draw(a->ren, FONT_SMALL, buf, col_rgb(255, 210, 90), (x0 + x1) / 2,
                  back.y + (back.h - text_height(FONT_SMALL)) / 2, 1);
    }
}

const front_screen st_levels = {.name = "levels", .enter = levels_enter,
                                .event = levels_event, .draw = levels_draw,
                                .menu = levels_build};
