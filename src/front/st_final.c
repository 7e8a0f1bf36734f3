/* st_final.c - the last level cleared: the final total. Button id: menu. */
#include <stdio.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

static ui_menu final_ui;

/* The title, the bonus line and the final score, then the button right
 * under them; the whole centred in the window. */
static int final_height(void)
{
    int th = text_height(FONT_NORMAL);
    return text_height(FONT_BIG) * 2 + th * 3 + th * 3 / 2;
}

static int final_top(const front_app *a)
{
    int th = text_height(FONT_NORMAL);
    return (a->pix_h - final_height() - th * 2) / 2;
}

static const ui_menu *final_build(front_app *a)
{
    ui_menu_clear(&final_ui, 1);
    ui_menu_add(&final_ui, _("Menu"), 0, "menu");
    final_ui.min_w = ui_end_button_w(a);
    ui_menu_layout(&final_ui, a, final_top(a) + final_height());
    return &final_ui;
}

static void final_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    final_build(a);
    int id = ui_menu_event(&final_ui, a, e, &changed);
    if (id == 0 || id == -2) {
        game_to_menu(a->g);
        front_goto(a, &st_menu);
    }
}

static void final_draw(front_app *a)
{
    char buf[128];
    game_bonus b = game_get_bonus(a->g);
    final_build(a);
    draw_background(a);
    int top = final_top(a);
    ui_title(a, _("All levels cleared!"), top);
    int th = text_height(FONT_NORMAL);
    int y = top + text_height(FONT_BIG) + th;
    snprintf(buf, sizeof buf,
             _("Last level bonus: %d (time %d, hints %d, re-deals %d)"),
             b.total, b.time_bonus, b.hints_bonus,
             b.redeals_bonus);
    text_draw(a->ren, FONT_NORMAL, buf, col_rgb(235, 238, 242), a->pix_w / 2,
              y, 1);
    char num[32];
    lang_number(num, sizeof num, game_get_score(a->g));
    snprintf(buf, sizeof buf, _("Final score: %s (%s)"), num,
             lang_difficulty_name(game_get_difficulty(a->g)));
    text_draw(a->ren, FONT_BIG, buf, col_rgb(255, 210, 90), a->pix_w / 2,
              y + th * 2, 1);
    ui_menu_draw(&final_ui, a);
}

const front_screen st_final = {.name = "finished", .event = final_event,
                               .draw = final_draw, .menu = final_build};
