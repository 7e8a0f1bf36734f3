/* st_timeup.c - the countdown ran out: Retry (the same board again) /
 * Menu (the game ends). Button ids: retry, menu. */
#include <stdio.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { TIMEUP_RETRY, TIMEUP_MENU };

static ui_menu timeup_ui;

/* The title and the line, then the buttons right under them; the whole
 * centred in the window. */
static int timeup_height(void)
{
    int th = text_height(FONT_NORMAL);
    return text_height(FONT_BIG) + th + th + th * 3 / 2;
}

static int timeup_top(const front_app *a)
{
    int th = text_height(FONT_NORMAL);
    return (a->pix_h - timeup_height() - th * 2) / 2;
}

static const ui_menu *timeup_build(front_app *a)
{
    int focus = timeup_ui.focus;
    ui_menu_clear(&timeup_ui, 2);
    ui_menu_add(&timeup_ui, _("Retry"), TIMEUP_RETRY, "retry");
    ui_menu_add(&timeup_ui, _("Menu"), TIMEUP_MENU, "menu");
    timeup_ui.focus = focus < timeup_ui.n ? focus : 0;
    timeup_ui.min_w = ui_end_button_w(a);
    ui_menu_layout(&timeup_ui, a, timeup_top(a) + timeup_height());
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
    int top = timeup_top(a);
    ui_title(a, _("Time is up"), top);
    int left = game_get_tiles_left(a->g);
    char num[32];
    lang_number(num, sizeof num, game_get_score(a->g));
    snprintf(buf, sizeof buf,
             P_("Level %d: %d tile was left. Score %s",
                "Level %d: %d tiles were left. Score %s", left),
             game_get_level(a->g), left, num);
    text_draw(a->ren, FONT_NORMAL, buf, col_rgb(235, 238, 242), a->pix_w / 2,
              top + text_height(FONT_BIG) + text_height(FONT_NORMAL), 1);
    ui_menu_draw(&timeup_ui, a);
}

const front_screen st_timeup = {.name = "time_up", .enter = timeup_enter,
                                .event = timeup_event, .draw = timeup_draw,
                                .menu = timeup_build};
