/* st_clear.c - level cleared: the score breakdown, Next level / Menu.
 * Button ids: next, menu. */
#include <stdio.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { CLEAR_NEXT, CLEAR_MENU };

static ui_menu clear_ui;

/* The title and the five rows, then the buttons right under them; the
 * whole centred in the window. */
static int clear_height(void)
{
    int th = text_height(FONT_NORMAL);
    return text_height(FONT_BIG) + th + 5 * (th + th / 3) + th / 2 + th;
}

static int clear_top(const front_app *a)
{
    int th = text_height(FONT_NORMAL);
    return (a->pix_h - clear_height() - th * 2) / 2;
}

static const ui_menu *clear_build(front_app *a)
{
    int focus = clear_ui.focus;
    ui_menu_clear(&clear_ui, 2);
    if (game_has_next_level(a->g)) { /* practice is one level */
        ui_menu_add(&clear_ui, _("Next level"), CLEAR_NEXT, "next");
    }
    ui_menu_add(&clear_ui, _("Menu"), CLEAR_MENU, "menu");
    clear_ui.focus = focus < clear_ui.n ? focus : 0;
    clear_ui.min_w = ui_end_button_w(a);
    ui_menu_layout(&clear_ui, a, clear_top(a) + clear_height());
    return &clear_ui;
}

static void clear_enter(front_app *a)
{
    clear_ui.focus = 0;
    clear_build(a);
}

static void clear_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    clear_build(a);
    int id = ui_menu_event(&clear_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id == CLEAR_NEXT) {
        const char *err = game_next_level(a->g);
        if (err) {
            fprintf(stderr, "lianliankan: %s\n", err);
        }
    } else if (id == CLEAR_MENU || id == -2) {
        game_to_menu(a->g);
        front_goto(a, &st_menu);
    }
}

static void clear_draw(front_app *a)
{
    char buf[128];
    SDL_Color fg = col_rgb(235, 238, 242);
    game_bonus b = game_get_bonus(a->g);
    draw_background(a);
    snprintf(buf, sizeof buf, _("Level %d cleared"), game_get_level(a->g));
    int top = clear_top(a);
    ui_title(a, buf, top);
    int th = text_height(FONT_NORMAL);
    int y = top + text_height(FONT_BIG) + th;
    int pairs = game_get_level_score(a->g) - b.total;
    const char *names[5] = {_("Pairs"), _("Time bonus"), _("Unused hints"),
                            _("Unused re-deals"), _("Total score")};
    int vals[5] = {pairs, b.time_bonus, b.hints_bonus, b.redeals_bonus,
                   game_get_score(a->g)};
    for (int i = 0; i < 5; i++) {
        text_draw(a->ren, FONT_NORMAL, names[i], fg, a->pix_w / 2 - th, y, 2);
        lang_number(buf, sizeof buf, vals[i]);
        text_draw(a->ren, FONT_NORMAL, buf, fg, a->pix_w / 2 + th, y, 0);
        y += th + th / 3 + (i == 3 ? th / 2 : 0);
    }
    ui_menu_draw(&clear_ui, a);
}

const front_screen st_clear = {.name = "level_clear", .enter = clear_enter,
                               .event = clear_event, .draw = clear_draw,
                               .menu = clear_build};
