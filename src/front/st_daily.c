/* st_daily.c - the deal of the day's table: today's deal (its level,
 * difficulty, shift and game ID, and whether it is done), the days played
 * and the streak, and the last DAILY_KEEP days, one entry each (cleared
 * or not, the score). Reached from High scores (its tab_daily). Button
 * ids: play (today's deal), back. The state file's "lines": one per day,
 * "YYYY-MM-DD done=0|1 cleared=0|1 score=N", newest first.
 */
#include <stdio.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"

enum { DY_PLAY, DY_BACK };

static ui_menu dy_ui;
static char dy_rows[DAILY_KEEP][64];
static const char *dy_lines[DAILY_KEEP];

static const ui_menu *dy_build(front_app *a)
{
    int focus = dy_ui.focus;
    ui_menu_clear(&dy_ui, 2);
    ui_menu_add(&dy_ui, daily_done_today(a) ? _("Play it again (practice)")
                                            : _("Play today's deal"),
                DY_PLAY, "play");
    ui_menu_add(&dy_ui, _("Back"), DY_BACK, "back");
    dy_ui.focus = focus < dy_ui.n ? focus : 0;
    ui_menu_layout(&dy_ui, a, a->pix_h - text_height(FONT_NORMAL) * 3);
    return &dy_ui;
}

static void dy_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    dy_ui.focus = 0;
    dy_build(a);
}

static void dy_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    dy_build(a);
    int id = ui_menu_event(&dy_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id == DY_PLAY) {
        daily_play(a);
    } else if (id == DY_BACK || id == -2) {
        front_goto(a, &st_scores);
    }
}

/* One day's entry in words: its date, a tick when cleared, its score. */
static void dy_entry(const daily_entry *e, char *out, size_t len)
{
    char date[48], num[32];
    lang_date(date, sizeof date, e->date.y, e->date.m, e->date.d);
    lang_number(num, sizeof num, e->score);
    if (!e->done) {
        snprintf(out, len, _("%s  playing"), date);
    } else {
        snprintf(out, len, "%s  %s %s", date,
                 e->cleared ? "\xe2\x9c\x93" : "\xe2\x9c\x97", num);
    }
}

static void dy_draw(front_app *a)
{
    const ui_menu *m = dy_build(a);
    draw_background(a);
    int u = kit_u(), th = text_height(FONT_NORMAL), tc = text_height(FONT_CAPTION);
    ui_title(a, _("Deal of the day"), 2 * u);
    int y = 2 * u + text_height(FONT_TITLE) + u;
    daily_date today = daily_today();
    game_difficulty d;
    int level;
    uint64_t seed;
    char buf[256], date[48], id[GAME_ID_MAX];
    daily_pick(today, &d, &level, &seed);
    daily_id(today, id, sizeof id);
    lang_date(date, sizeof date, today.y, today.m, today.d);
    snprintf(buf, sizeof buf, _("%s: %s, level %d (%s), game ID %s"), date,
             lang_difficulty_name(d), level, bar_shift_words(game_level_shift(level)),
             id);
    kit_caption(a->ren, a->pix_w / 2, y, buf, 1);
    y += tc;
    char played[32], streak[32], best[32];
    lang_number(played, sizeof played, session_daily(a->ses)->played);
    lang_number(streak, sizeof streak,
                daily_streak(session_daily(a->ses), today));
    lang_number(best, sizeof best, session_daily(a->ses)->best_streak);
    snprintf(buf, sizeof buf, _("Days played %s, streak %s (longest %s)%s"), played,
             streak, best, daily_done_today(a) ? _("; today's is done") : "");
    kit_caption(a->ren, a->pix_w / 2, y, buf, 1);
    y += tc + u;
    /* the days in three columns of ten */
    int cols = 3, per = (DAILY_KEEP + cols - 1) / cols;
    int row_h = (m->rect[0].y - u - y) / per;
    row_h = row_h > th * 3 / 2 ? th * 3 / 2 : row_h;
    int colw = (a->pix_w - 4 * u) / cols;
    for (int i = 0; i < session_daily(a->ses)->ndays; i++) {
        dy_entry(&session_daily(a->ses)->day[i], buf, sizeof buf);
        SDL_Color c = kit_color(session_daily(a->ses)->day[i].cleared
                                    ? KIT_ON_SURFACE
                                    : KIT_ON_SURFACE_DIM);
        text_draw(a->ren, row_h >= th ? FONT_NORMAL : FONT_CAPTION, buf, c,
                  3 * u + (i / per) * colw, y + (i % per) * row_h, 0);
    }
    if (session_daily(a->ses)->ndays == 0) {
        text_draw(a->ren, FONT_NORMAL, _("No day played yet."),
                  kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2, y + th, 1);
    }
    ui_menu_draw(m, a);
}

static void dy_view(front_app *a, game_view *v)
{
    for (int i = 0; i < session_daily(a->ses)->ndays; i++) {
        const daily_entry *e = &session_daily(a->ses)->day[i];
        char date[16];
        daily_date_format(e->date, date, sizeof date);
        snprintf(dy_rows[i], sizeof dy_rows[i], "%s done=%d cleared=%d score=%d",
                 date, e->done, e->cleared, e->score);
        dy_lines[i] = dy_rows[i];
    }
    v->lines = dy_lines;
    v->nlines = session_daily(a->ses)->ndays;
}

const front_screen st_daily = {.name = "daily", .enter = dy_enter,
                               .event = dy_event, .draw = dy_draw,
                               .menu = dy_build, .view = dy_view};
