/* st_confirm.c - a question with Yes and No: leave the game in progress
 * for a new one (the confirm_leave setting), or reset the statistics.
 * Button ids: yes, no. Esc is No.
 */
#include <stdio.h>

#include "front.h"
#include "i18n.h"

enum { CONFIRM_YES, CONFIRM_NO };

static ui_menu confirm_ui;

static const ui_menu *confirm_build(front_app *a)
{
    int focus = confirm_ui.focus;
    ui_menu_clear(&confirm_ui, 2);
    ui_menu_add(&confirm_ui, _("Yes"), CONFIRM_YES, "yes");
    ui_menu_add(&confirm_ui, _("No"), CONFIRM_NO, "no");
    confirm_ui.focus = focus < confirm_ui.n ? focus : 1;
    ui_menu_layout(&confirm_ui, a, a->pix_h * 6 / 10);
    return &confirm_ui;
}

static void confirm_enter(front_app *a)
{
    confirm_ui.focus = 1; /* No: a stray Enter keeps what there is */
    confirm_build(a);
}

static void confirm_back(front_app *a)
{
    a->pending_start = false;
    a->practice = false; /* the next start is asked for afresh */
    front_goto(a, a->confirm_back && a->confirm_back != &st_confirm
                      ? a->confirm_back
                      : &st_menu);
}

static void confirm_yes(front_app *a)
{
    if (a->confirm_what == CONFIRM_RESET) {
        char warn[1024];
        profile_reset_stats(&a->prof, warn, sizeof warn);
        if (warn[0]) {
            remember_warn(a, warn);
        }
        front_goto(a, &st_stats);
        return;
    }
    if (!a->pending_start) {
        confirm_back(a);
        return;
    }
    a->leave_ok = true;
    const char *err = front_begin(a, a->pending_mode, a->pending_diff,
                                  a->pending_level, a->pending_seed);
    if (err) {
        fprintf(stderr, "lianliankan: %s\n", err);
        front_goto(a, &st_menu);
    }
}

static void confirm_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    confirm_build(a);
    int id = ui_menu_event(&confirm_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id == CONFIRM_YES) {
        confirm_yes(a);
    } else if (id == CONFIRM_NO || id == -2) {
        if (a->confirm_what == CONFIRM_RESET) {
            front_goto(a, &st_stats);
        } else {
            confirm_back(a);
        }
    }
}

static const char *confirm_text(const front_app *a)
{
    if (a->confirm_what == CONFIRM_RESET) {
        return _("Reset every statistic to zero?");
    }
    return game_in_run(a->g)
               ? _("Leave the run in progress? It ends here, and its board "
                   "counts as lost.")
               : _("Leave the game in progress? Its board counts as lost.");
}

static void confirm_draw(front_app *a)
{
    confirm_build(a);
    draw_background(a);
    ui_title(a, a->confirm_what == CONFIRM_RESET ? _("Reset statistics")
                                                 : _("A game is in progress"),
             a->pix_h / 5);
    text_draw(a->ren, FONT_NORMAL, confirm_text(a), col_rgb(235, 238, 242),
              a->pix_w / 2, a->pix_h / 5 + text_height(FONT_BIG) * 2, 1);
    ui_menu_draw(&confirm_ui, a);
}

static void confirm_view(front_app *a, game_view *v)
{
    v->notice = confirm_text(a);
}

const front_screen st_confirm = {.name = "confirm", .enter = confirm_enter,
                                 .event = confirm_event,
                                 .draw = confirm_draw, .menu = confirm_build,
                                 .view = confirm_view};
