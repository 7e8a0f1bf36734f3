/* st_scores.c - High scores: the top 10 runs of one difficulty (tabs),
 * name, score, levels cleared and date; the entry just added is
 * highlighted. Shown from the menu and after a run's name entry. Button
 * ids: tab_easy, tab_normal, tab_hard, tab_daily (the deal of the day's
 * table, st_daily.c), back. The state file's "lines" are
 * the rows as drawn.
 */
#include <stdio.h>
#include <time.h>

#include "front.h"
#include "i18n.h"
#include "lang.h"

enum { SC_EASY, SC_NORMAL, SC_HARD, SC_BACK, SC_DAILY };

static ui_menu sc_ui;
static char sc_rows[SCORES_TOP][200];
static const char *sc_lines[SCORES_TOP];

static const char *const sc_names[GAME_DIFFICULTY_COUNT] = {
    N_("Easy"), N_("Normal"), N_("Hard")};

static const ui_menu *sc_build(front_app *a)
{
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "tab_easy", "tab_normal", "tab_hard"};
    int focus = sc_ui.focus;
    ui_menu_clear(&sc_ui, 5);
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(&sc_ui, _(sc_names[d]), SC_EASY + d, sids[d]);
    }
    sc_ui.chosen = (int)a->scores_diff; /* the table shown, marked */
    ui_menu_add(&sc_ui, _("Daily"), SC_DAILY, "tab_daily"); /* st_daily */
    ui_menu_add(&sc_ui, _("Back"), SC_BACK, "back");
    sc_ui.focus = focus < sc_ui.n ? focus : 0;
    int th = text_height(FONT_NORMAL);
    ui_menu_layout(&sc_ui, a, a->pix_h - th * 3);
    return &sc_ui;
}

/* The entry's date, local time: ISO for the state file (shown false),
 * the language's usual form on screen. */
static void sc_date(const score_entry *e, char *out, size_t len, bool shown)
{
    time_t t = (time_t)e->when;
    struct tm tm;
    snprintf(out, len, "?");
    if (localtime_r(&t, &tm) == NULL) {
        return;
    }
    if (shown) {
        lang_date(out, len, tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday);
    } else {
        strftime(out, len, "%Y-%m-%d", &tm);
    }
}

/* The rows of the table shown, as text. */
static int sc_fill(const front_app *a)
{
    const scores *s = &a->prof.scores;
    int d = a->scores_diff, n = s->ntop[d];
    for (int i = 0; i < n; i++) {
        const score_entry *e = &s->top[d][i];
        char date[32];
        sc_date(e, date, sizeof date, false);
        snprintf(sc_rows[i], sizeof sc_rows[i], "%d. %s  %d  %d  %s", i + 1,
                 e->name, e->score, e->levels, date);
        sc_lines[i] = sc_rows[i];
    }
    return n;
}

static void sc_enter(front_app *a)
{
    sc_ui.focus = (int)a->scores_diff;
    sc_build(a);
}

static void sc_leave(front_app *a)
{
    a->scores_new = -1; /* highlighted once */
}

static void sc_event(front_app *a, const SDL_Event *e)
{
    bool changed;
    sc_build(a);
    int id = ui_menu_event(&sc_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id >= SC_EASY && id <= SC_HARD) {
        a->scores_diff = (game_difficulty)(id - SC_EASY);
    } else if (id == SC_DAILY) {
        front_goto(a, &st_daily);
    } else if (id == SC_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void sc_draw(front_app *a)
{
    const ui_menu *m = sc_build(a);
    draw_background(a);
    char title[96];
    snprintf(title, sizeof title, _("High scores: %s"),
             _(sc_names[a->scores_diff]));
    ui_title(a, title, a->pix_h / 20);
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 20 + text_height(FONT_BIG) + th / 2;
    /* the date is right-aligned at the table's right edge, so that the
     * longest date stays inside the row's highlight */
    int x[5] = {a->pix_w / 12, a->pix_w * 3 / 20, a->pix_w * 11 / 20,
                a->pix_w * 7 / 10, a->pix_w - a->pix_w / 12};
    int align[5] = {0, 0, 1, 1, 2};
    SDL_Color head = col_rgb(200, 210, 220), fg = col_rgb(235, 238, 242);
    const char *heads[5] = {"#", _("Name"), _("Score"), _("Levels"),
                            _("Date")};
    for (int c = 0; c < 5; c++) {
        text_draw(a->ren, FONT_NORMAL, heads[c], head, x[c], y, align[c]);
    }
    y += th + th / 3;
    int row_h = (m->rect[0].y - y - th / 2) / SCORES_TOP;
    row_h = row_h > th * 2 ? th * 2 : row_h < th ? th : row_h;
    const scores *s = &a->prof.scores;
    int d = a->scores_diff;
    for (int i = 0; i < s->ntop[d]; i++) {
        const score_entry *e = &s->top[d][i];
        bool mine = i == a->scores_new && a->run_end.diff == a->scores_diff;
        if (mine) {
            SDL_Rect hl = {x[0] - th / 2, y + i * row_h - 2,
                           x[4] - x[0] + th, row_h};
            kit_round(a->ren, hl, kit_radius(), kit_color(KIT_ACCENT));
        }
        SDL_Color c = mine ? kit_color(KIT_ON_ACCENT) : fg;
        char buf[3][48], date[32];
        snprintf(buf[0], sizeof buf[0], "%d", i + 1);
        lang_number(buf[1], sizeof buf[1], e->score);
        lang_number(buf[2], sizeof buf[2], e->levels);
        sc_date(e, date, sizeof date, true);
        int ry = y + i * row_h + (row_h - th) / 2;
        text_draw(a->ren, FONT_NORMAL, buf[0], c, x[0], ry, 0);
        text_draw(a->ren, FONT_NORMAL, e->name, c, x[1], ry, 0);
        text_draw(a->ren, FONT_NORMAL, buf[1], c, x[2], ry, 1);
        text_draw(a->ren, FONT_NORMAL, buf[2], c, x[3], ry, 1);
        text_draw(a->ren, FONT_NORMAL, date, c, x[4], ry, 2);
    }
    if (s->ntop[d] == 0) {
        text_draw(a->ren, FONT_NORMAL, _("No runs yet: New game starts one."),
                  head, a->pix_w / 2, y + th, 1);
    }
    ui_menu_draw(m, a);
}

static void sc_view(front_app *a, game_view *v)
{
    v->nlines = sc_fill(a);
    v->lines = sc_lines;
    if (a->profile_warn[0]) {
        v->notice = a->profile_warn;
    }
}

const front_screen st_scores = {.name = "scores", .enter = sc_enter,
                                .leave = sc_leave, .event = sc_event,
                                .draw = sc_draw, .menu = sc_build,
                                .view = sc_view};
