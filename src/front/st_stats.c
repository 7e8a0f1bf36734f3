/* st_stats.c - Statistics of one difficulty (tabs): for timed runs,
 * practice and relaxed games, boards started and won, win %, best time,
 * current and longest winning streak, pairs removed, hints and re-deals
 * used; Reset asks first (st_confirm). Button ids: tab_easy, tab_normal,
 * tab_hard, reset, back. The state file's "lines": one per kind of game,
 * "KIND started=N won=N win=N best_ms=N streak=N longest=N pairs=N
 * hints=N redeals=N"; then "daily played=N streak=N longest=N" (the
 * deal of the day, every difficulty).
 */
#include <stdio.h>
#include <string.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { ST_EASY, ST_NORMAL, ST_HARD, ST_RESET, ST_BACK };

static ui_menu st_ui;
static char st_rows[GAME_KIND_COUNT + 1][256];
static const char *st_lines[GAME_KIND_COUNT + 1];
static game_difficulty st_diff;

static const char *const st_dnames[GAME_DIFFICULTY_COUNT] = {
    N_("Easy"), N_("Normal"), N_("Hard")};

static const ui_menu *stats_build(front_app *a)
{
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "tab_easy", "tab_normal", "tab_hard"};
    int focus = st_ui.focus;
    ui_menu_clear(&st_ui, 5);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(&st_ui, _(st_dnames[d]), ST_EASY + d, sids[d]);
    }
    st_ui.chosen = (int)st_diff; /* the table shown, marked */
    ui_menu_add(&st_ui, _("Reset"), ST_RESET, "reset");
    ui_menu_add(&st_ui, _("Back"), ST_BACK, "back");
    st_ui.focus = focus < st_ui.n ? focus : 0;
    ui_menu_layout(&st_ui, a, a->pix_h - text_height(FONT_NORMAL) * 3);
    return &st_ui;
}

static void stats_enter(front_app *a)
{
    st_diff = a->difficulty;
    st_ui.focus = (int)st_diff;
    stats_build(a);
}

static void stats_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    stats_build(a);
    int id = ui_menu_event(&st_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id >= ST_EASY && id <= ST_HARD) {
        st_diff = (game_difficulty)(id - ST_EASY);
    } else if (id == ST_RESET) {
        a->confirm_what = CONFIRM_RESET;
        a->confirm_back = &st_stats;
        front_goto(a, &st_confirm);
    } else if (id == ST_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void stats_draw(front_app *a)
{
    const ui_menu *m = stats_build(a);
    static const char *const kinds[GAME_KIND_COUNT] = {
        N_("Timed runs"), N_("Practice"), N_("Relaxed")};
    static const char *const rows[9] = {
        N_("Boards started"), N_("Boards won"), N_("Won"),
        N_("Best time"), N_("Winning streak"), N_("Longest streak"),
        N_("Pairs removed"), N_("Hints used"), N_("Re-deals used")};
    draw_background(a);
    char title[96];
    snprintf(title, sizeof title, _("Statistics: %s"), _(st_dnames[st_diff]));
    ui_title(a, title, a->pix_h / 20);
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 20 + text_height(FONT_BIG) + th / 2;
    int row_h = (m->rect[0].y - y - th) / 11; /* and the daily line */
    row_h = row_h > th * 2 ? th * 2 : row_h < th ? th : row_h;
    SDL_Color head = col_rgb(200, 210, 220), fg = col_rgb(235, 238, 242);
    int x0 = a->pix_w / 10, colw = a->pix_w * 2 / 10;
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        text_draw(a->ren, FONT_NORMAL, _(kinds[k]), head,
                  x0 + colw * (k + 2) - colw / 2, y, 1);
    }
    for (int r = 0; r < 9; r++) {
        int ry = y + (r + 1) * row_h;
        text_draw(a->ren, FONT_NORMAL, _(rows[r]), head, x0, ry, 0);
        for (int k = 0; k < GAME_KIND_COUNT; k++) {
            const stats_row *s = &a->prof.stats.row[k][st_diff];
            long long v[9] = {s->started, s->won, stats_win_percent(s),
                              s->best_ms, s->streak, s->longest, s->pairs,
                              s->hints, s->redeals};
            char buf[48];
            /* the formatter of every screen (lang.c): a dash where
             * there is nothing yet */
            if (r == 3) {
                lang_duration(buf, sizeof buf, v[r]);
            } else if (r == 2) {
                lang_percent(buf, sizeof buf, s->won, s->started);
            } else {
                lang_number(buf, sizeof buf, v[r]);
            }
            text_draw(a->ren, FONT_NORMAL, buf, fg,
                      x0 + colw * (k + 2) - colw / 2, ry, 1);
        }
    }
    /* the deal of the day: days played and the streak (every difficulty) */
    char played[32], streak[32], best[32], line[160];
    lang_number(played, sizeof played, a->daily.played);
    lang_number(streak, sizeof streak, daily_streak(&a->daily, daily_today()));
    lang_number(best, sizeof best, a->daily.best_streak);
    snprintf(line, sizeof line,
             _("Deal of the day: days played %s, streak %s (longest %s)"), played,
             streak, best);
    text_draw(a->ren, FONT_NORMAL, line, head, x0, y + 10 * row_h, 0);
    ui_menu_draw(m, a);
}

static void stats_view(front_app *a, game_view *v)
{
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        const stats_row *s = &a->prof.stats.row[k][st_diff];
        snprintf(st_rows[k], sizeof st_rows[k],
                 "%s started=%lld won=%lld win=%d best_ms=%lld streak=%lld "
                 "longest=%lld pairs=%lld hints=%lld redeals=%lld",
                 game_kind_name((game_kind)k), s->started, s->won,
                 stats_win_percent(s), s->best_ms, s->streak, s->longest,
                 s->pairs, s->hints, s->redeals);
        st_lines[k] = st_rows[k];
    }
    snprintf(st_rows[GAME_KIND_COUNT], sizeof st_rows[0],
             "daily played=%d streak=%d longest=%d", a->daily.played,
             daily_streak(&a->daily, daily_today()), a->daily.best_streak);
    st_lines[GAME_KIND_COUNT] = st_rows[GAME_KIND_COUNT];
    v->lines = st_lines;
    v->nlines = GAME_KIND_COUNT + 1;
    if (a->profile_warn[0]) {
        v->notice = a->profile_warn;
    }
}

const front_screen st_stats = {.name = "stats", .enter = stats_enter,
                               .event = stats_event, .draw = stats_draw,
                               .menu = stats_build, .view = stats_view};
