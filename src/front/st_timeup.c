/* st_timeup.c - the countdown ran out: Retry (the same board again) /
 * Menu (the game ends). Button ids: retry, menu. */
#include <stdio.h>

#include "front.h"
#include "i18n.h"

enum { TIMEUP_RETRY, TIMEUP_MENU };

static ui_menu timeup_ui;

static const ui_menu *timeup_build(front_app *a)
{
    int focus = timeup_ui.focus;
    ui_menu_clear(&timeup_ui, 2);
    ui_menu_add(&timeup_ui, _("Retry"), TIMEUP_RETRY, "retry");
    ui_menu_add(&timeup_ui, _("Menu"), TIMEUP_MENU, "menu");
    timeup_ui.focus = focus < timeup_ui.n ? focus : 0;
    ui_menu_layout(&timeup_ui, a, a->pix_h * 6 / 10);
    return &timeup_ui;
}

static void timeup_enter(front_app *a)
{
    timeup_ui.focus = 0;
    timeup_build(a);
    audio_play(SND_TIMEUP);
}

static void timeup_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    timeup_build(a);
    int id = ui_menu_event(&timeup_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id == TIMEUP_RETRY) {
        const char *err = game_retry(a->g);
        if (err) {
            fprintf(stderr, "lianliankan: %s\n", err);
        }
    } else if (id == TIMEUP_MENU || id == -2) {
        game_to_menu(a->g);
        front_goto(a, &st_menu);
    }
}

static void timeup_draw(front_app *a)
{
    char buf[128];
    draw_background(a);
    ui_title(a, _("Time is up"), a->pix_h / 6);
    int left = game_get_tiles_left(a->g);
    snprintf(buf, sizeof buf,
             P_("Level %d: %d tile was left.  Score %d",
                "Level %d: %d tiles were left.  Score %d", left),
             game_get_level(a->g), left, game_get_score(a->g));
    text_draw(a->ren, FONT_NORMAL, buf, col_rgb(235, 238, 242), a->pix_w / 2,
              a->pix_h / 6 + text_height(FONT_BIG) * 2, 1);
    ui_menu_draw(&timeup_ui, a);
}

const front_screen st_timeup = {.name = "time_up", .enter = timeup_enter,
                                .event = timeup_event, .draw = timeup_draw,
                                .menu = timeup_build};
