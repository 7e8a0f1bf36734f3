/* st_daily.c - the deal of the day's screen: today's deal (its level,
 * difficulty, shift and game ID, and whether it is done), the days played
 * and the streak, and this month's calendar on a panel: a day cleared in
 * gold, one played and not cleared raised, with its score when there is
 * room, a ring round today (the state file's marks day_won, day_played,
 * today). Reached from High scores (its tab_daily). A day played this
 * month is a control (day_D, D its day of the month; "chosen" when it is
 * the day selected): focusing or clicking it selects it (a jade frame
 * inside it), and Watch plays that day's newest kept replay
 * (session_day_replay; disabled, saying why, when none is kept or no day
 * is selected); Back from Watch comes here again. Button ids: play
 * (today's deal), watch, back, day_1..day_31. The state file's "lines": one per day,
 * "YYYY-MM-DD done=0|1 cleared=0|1 score=N", newest first.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "flow.h"
#include "text.h"
#include "draw.h"
#include "play.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "seen.h"
#include "screen_state.h"
#include "tutorial.h"

enum { DY_PLAY, DY_BACK, DY_WATCH, DY_DAY }; /* DY_DAY + d: day d */

/* The screen's own state (screen_state.h). */
typedef struct dy_state {
    ui_menu ui;
    char rows[DAILY_KEEP][64];     /* the state file's lines */
    const char *lines[DAILY_KEEP];
    /* This month's days played, as the calendar last drew them (w 0: not
     * drawn), each a control; the day selected (0: none) and its replay. */
    SDL_Rect cells[32];
    int sel;
    int sel_of; /* the day replay was looked for (-1: none yet; set when
                   the screen is entered) */
    char replay[1200];
    char words[32][48]; /* the days' words (the menu keeps the pointers) */
} dy_state;

static dy_state *S(front_app *a)
{
    return front_state(a, &st_daily, sizeof(dy_state));
}

static daily_date dy_day(int d)
{
    daily_date today = daily_today();
    return (daily_date){today.y, today.m, d};
}

/* The replay of the day selected ("": none kept, or none selected). */
static const char *dy_sel_replay(front_app *a)
{
    dy_state *s = S(a);
    if (s->sel != s->sel_of) {
        s->sel_of = s->sel;
        if (s->sel == 0 || !session_day_replay(a->ses, dy_day(s->sel), s->replay,
                                               sizeof s->replay)) {
            s->replay[0] = '\0';
        }
    }
    return s->replay;
}

static void dy_day_draw(front_app *a, SDL_Rect box, int d);

/* The days played this month, where the calendar drew them. */
static void dy_days(ui_menu *m, front_app *a)
{
    dy_state *s = S(a);
    static const char *const sids[32] = {
        "", "day_1", "day_2", "day_3", "day_4", "day_5", "day_6", "day_7", "day_8",
        "day_9", "day_10", "day_11", "day_12", "day_13", "day_14", "day_15", "day_16",
        "day_17", "day_18", "day_19", "day_20", "day_21", "day_22", "day_23",
        "day_24", "day_25", "day_26", "day_27", "day_28", "day_29", "day_30",
        "day_31"};
    for (int d = 1; d <= 31; d++) {
        if (s->cells[d].w <= 0 || !daily_find(session_daily(a->ses), dy_day(d))) {
            continue;
        }
        daily_date dt = dy_day(d);
        lang_date(s->words[d], sizeof s->words[d], dt.y, dt.m, dt.d);
        ui_menu_add(m, s->words[d], DY_DAY + d, sids[d]);
        ui_menu_card(m, d, dy_day_draw);
        m->rect[m->n - 1] = s->cells[d];
        if (d == s->sel) {
            m->chosen = m->n - 1;
        }
    }
}

static const ui_menu *dy_build(front_app *a)
{
    dy_state *s = S(a);
    ui_menu_clear(&s->ui, 3);
    ui_menu_add(&s->ui, daily_done_today(a) ? _("Play it again (practice)")
                                            : _("Play today's deal"),
                DY_PLAY, "play");
    ui_menu_add(&s->ui, _("Watch"), DY_WATCH, "watch");
    if (s->sel == 0) {
        ui_menu_disable(&s->ui, _("Choose a day played on the calendar"));
    } else if (dy_sel_replay(a)[0] == '\0') {
        ui_menu_disable(&s->ui, _("No replay of this day is kept"));
    }
    ui_menu_add(&s->ui, _("Back"), DY_BACK, "back");
    kit_frame f = kit_frame_place(a->pix_w, a->pix_h, true,
                                  text_height(FONT_BODY) * 40);
    kit_frame_row(&s->ui, 0, s->ui.n, f.bottom_y, f.bh, a->pix_w);
    dy_days(&s->ui, a);
    return &s->ui;
}

/* The day selected when the screen opens: the newest played this month
 * with a replay kept, else the newest played (0: none). */
static int dy_first_sel(const front_app *a)
{
    int played = 0;
    char path[1200];
    for (int d = daily_today().d; d >= 1; d--) {
        if (daily_find(session_daily(a->ses), dy_day(d))) {
            if (session_day_replay(a->ses, dy_day(d), path, sizeof path)) {
                return d;
            }
            played = played ? played : d;
        }
    }
    return played;
}

static void dy_enter(front_app *a, const front_screen *prev)
{
    dy_state *s = S(a);
    s->sel_of = -1; /* looked for again */
    if (prev != &st_watch) { /* back from Watch: as it was */
        ui_menu_focus_first(&s->ui);
        s->sel = dy_first_sel(a);
        memset(s->cells, 0, sizeof s->cells);
    }
    dy_build(a);
}

static void dy_event(front_app *a, const SDL_Event *e)
{
    dy_state *s = S(a);
    dy_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    int f = s->ui.focus;
    if (f >= 0 && f < s->ui.n && s->ui.id[f] >= DY_DAY && s->ui.id[f] != DY_DAY + s->sel) {
        s->sel = s->ui.id[f] - DY_DAY; /* the day focused is the one selected */
        a->dirty = true;
    }
    if (id >= DY_DAY) {
        s->sel = id - DY_DAY;
        a->dirty = true;
    } else if (id == DY_WATCH) {
        watch_open(a, dy_sel_replay(a)); /* (Back: here again) */
    } else if (id == DY_PLAY) {
        daily_play(a);
    } else if (id == DY_BACK || id == -2) {
        front_goto(a, &st_scores);
    }
}

/* Days in month m of year y. */
static int dy_month_days(int y, int m)
{
    daily_date a = {y, m, 1}, b = {m == 12 ? y + 1 : y, m == 12 ? 1 : m + 1, 1};
    return (int)(daily_day_number(b) - daily_day_number(a));
}

/* Monday 0 .. Sunday 6 (1970-01-01 was a Thursday). */
static int dy_weekday(daily_date dt)
{
    long n = (daily_day_number(dt) + 3) % 7;
    return (int)(n < 0 ? n + 7 : n);
}

/* A played day's face (its control's, drawn by the menu): gold when its
 * scored attempt cleared the board, raised when played and not cleared
 * (or still playing); a jade frame inside it when it is the day
 * selected; the day's number, and its score when there is room. */
static void dy_day_draw(front_app *a, SDL_Rect rc, int d)
{
    dy_state *s = S(a);
    const daily_entry *e = daily_find(session_daily(a->ses), dy_day(d));
    int tc = text_height(FONT_CAPTION), rad = kit_radius();
    SDL_Color fg = kit_color(KIT_ON_SURFACE);
    if (e == NULL) {
        return;
    }
    if (e->done && e->cleared) {
        kit_round(a->ren, rc, rad, kit_color(KIT_ACCENT));
        fg = kit_color(KIT_ON_ACCENT);
        seen_mark("day_won", rc);
    } else {
        seen_mark("day_played", rc);
    }
    if (d == s->sel) {
        int w = kit_u() / 2 > 2 ? kit_u() / 2 : 2;
        SDL_Rect in = {rc.x + w, rc.y + w, rc.w - 2 * w, rc.h - 2 * w};
        kit_ring(a->ren, in, rad, w, kit_color(KIT_SUCCESS));
    }
    char num[32];
    bool score = e->done && rc.h >= tc * 2 + 4;
    snprintf(num, sizeof num, "%d", d);
    text_draw(a->ren, FONT_CAPTION, num, fg, rc.x + rc.w / 2,
              rc.y + (rc.h - tc * (score ? 2 : 1)) / 2, 1);
    if (score) {
        lang_number(num, sizeof num, e->score);
        text_draw(a->ren, FONT_CAPTION, num, fg, rc.x + rc.w / 2,
                  rc.y + (rc.h - tc * 2) / 2 + tc, 1);
    }
}

/* One day's cell of the calendar: a day played is a control (its place
 * kept, the menu draws it: dy_day_draw), another the day's number; a
 * ring round today. */
static void dy_cell(front_app *a, SDL_Rect rc, daily_date dt, daily_date today)
{
    dy_state *s = S(a);
    long n = daily_day_number(dt), t = daily_day_number(today);
    s->cells[dt.d] = rc;
    if (!daily_find(session_daily(a->ses), dt)) {
        char num[32];
        int tc = text_height(FONT_CAPTION);
        snprintf(num, sizeof num, "%d", dt.d);
        text_draw(a->ren, FONT_CAPTION, num,
                  kit_color(n > t ? KIT_DISABLED : KIT_ON_SURFACE_DIM),
                  rc.x + rc.w / 2, rc.y + (rc.h - tc) / 2, 1);
    }
    if (n == t) {
        SDL_Rect ring = {rc.x - 2, rc.y - 2, rc.w + 4, rc.h + 4};
        kit_ring(a->ren, ring, kit_radius() + 2, 2, kit_color(KIT_ON_SURFACE));
        seen_mark("today", ring);
    }
}

/* The month's grid in box: the days of the week, a row a week; the
 * height it takes, 0 (nothing drawn) when a week's row would be shorter
 * than a line. */
static int dy_grid(front_app *a, SDL_Rect box, daily_date today, bool draw)
{
    static const char *const wd[7] = {
        /* TRANSLATORS: the calendar's days of the week, Monday first */
        N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"),
        N_("Sun")};
    int u = kit_u(), tc = text_height(FONT_CAPTION);
    int days = dy_month_days(today.y, today.m);
    int first = dy_weekday((daily_date){today.y, today.m, 1});
    int weeks = (first + days + 6) / 7;
    int cw = box.w / 7, ch = (box.h - tc - u / 2) / weeks;
    int cap = text_height(FONT_HEADING) * 4;
    cw = cw > cap ? cap : cw;
    int room = ch; /* cells no taller than wide, a line tall at the least */
    ch = ch > cw * 3 / 4 ? cw * 3 / 4 : ch;
    ch = ch < tc && room >= tc ? tc : ch;
    if (ch < tc) {
        return 0;
    }
    static const char *const wd2[7] = {
        /* TRANSLATORS: the calendar's days of the week in their shortest
           form (where the short ones do not fit a column), Monday first */
        N_("Mo"), N_("Tu"), N_("We"), N_("Th"), N_("Fr"), N_("Sa"),
        N_("Su")};
    int x0 = box.x + (box.w - cw * 7) / 2, gap = u / 2 > 1 ? u / 2 : 1;
    bool shortest = false;
    for (int i = 0; i < 7; i++) {
        int w, h;
        text_size(FONT_CAPTION, _(wd[i]), &w, &h);
        shortest = shortest || w > cw - 2 * gap;
    }
    for (int i = 0; draw && i < 7; i++) {
        text_draw(a->ren, FONT_CAPTION, shortest ? _(wd2[i]) : _(wd[i]),
                  kit_color(KIT_ON_SURFACE_DIM), x0 + i * cw + cw / 2, box.y,
                  1);
    }
    int y0 = box.y + tc + u / 2;
    for (int d = 1; draw && d <= days; d++) {
        int i = first + d - 1;
        SDL_Rect rc = {x0 + (i % 7) * cw + gap, y0 + (i / 7) * ch + gap,
                       cw - 2 * gap, ch - 2 * gap};
        dy_cell(a, rc, (daily_date){today.y, today.m, d}, today);
    }
    return tc + u / 2 + weeks * ch;
}

/* Text s wrapped in box from y, centred, in role's colour: its height. */
static int dy_block(front_app *a, kit_type t, const char *s, kit_role role,
                    SDL_Rect box, int y)
{
    SDL_Rect at = {box.x, y, box.w, 0};
    return kit_text_block(a->ren, t, s, kit_color(role), at, 1, true);
}

static const char *dy_legend(void)
{
    return _("Gold: cleared   Grey: played   Ring: today");
}

/* The panel's words over the calendar: the deal's line (when it is not
 * over the panel: info NULL) and the days played. */
typedef struct dy_words {
    const char *info, *played;
} dy_words;

/* The words at the top of box from its top: the height they take. */
static int dy_words_draw(front_app *a, const dy_words *w, SDL_Rect box)
{
    int y = box.y, u = kit_u();
    if (w->info) {
        y += dy_block(a, KIT_CAPTION, w->info, KIT_ON_SURFACE_DIM, box, y) + u;
    }
    return y + dy_block(a, KIT_CAPTION, w->played, KIT_ON_SURFACE, box, y) + u -
           box.y;
}

/* The panel's content box: the words, this month's name, the days of the
 * week and a row a week, a legend under it when there is room. Large
 * text on a short window: the words, the name and the legend at the left
 * of the grid. */
static void dy_calendar(front_app *a, SDL_Rect box, daily_date today,
                        const dy_words *w)
{
    int u = kit_u(), tc = text_height(FONT_CAPTION);
    char month[96];
    lang_month(month, sizeof month, today.y, today.m);
    int words = 0;
    for (int i = 0; i < 2; i++) { /* measured, then drawn */
        SDL_Rect at = {box.x, box.y, box.w, box.h};
        words = i == 0 ? 0 : dy_words_draw(a, w, at);
        int top = words + text_height(FONT_HEADING) + u;
        SDL_Rect grid = {box.x, box.y + top, box.w, box.h - top - tc - u};
        if (i == 0) {
            SDL_Rect probe = {box.x, box.y, box.w, 0};
            int h = kit_text_block(a->ren, KIT_CAPTION, w->played,
                                   kit_color(KIT_ON_SURFACE), probe, 1, false);
            h += w->info ? kit_text_block(a->ren, KIT_CAPTION, w->info,
                                          kit_color(KIT_ON_SURFACE), probe, 1,
                                          false) + u : 0;
            grid.y += h + u;
            grid.h -= h + u;
            if (!dy_grid(a, grid, today, false)) {
                break; /* two columns */
            }
            continue;
        }
        text_draw(a->ren, FONT_HEADING, month, kit_color(KIT_ACCENT),
                  box.x + box.w / 2, box.y + words, 1);
        int ly = grid.y + dy_grid(a, grid, today, true) + u;
        if (ly + tc <= box.y + box.h) {
            dy_block(a, KIT_CAPTION, dy_legend(), KIT_ON_SURFACE_DIM, box, ly);
        }
        return;
    }
    /* the left half, or three fifths when the words need it */
    int lw = box.w / 2;
    for (int k = 0; k < 2; k++) {
        lw = box.w * (k == 0 ? 5 : 6) / 10;
        SDL_Rect probe = {box.x, 0, lw - u, 0};
        int h = kit_text_block(a->ren, KIT_HEADING, month, kit_color(KIT_ACCENT),
                               probe, 1, false) +
                kit_text_block(a->ren, KIT_CAPTION, dy_legend(),
                               kit_color(KIT_ACCENT), probe, 1, false) +
                kit_text_block(a->ren, KIT_CAPTION, w->played,
                               kit_color(KIT_ACCENT), probe, 1, false) +
                (w->info ? kit_text_block(a->ren, KIT_CAPTION, w->info,
                                          kit_color(KIT_ACCENT), probe, 1,
                                          false) + u : 0) + 2 * u;
        if (h <= box.h) {
            break;
        }
    }
    SDL_Rect left = {box.x, box.y, lw - u, box.h};
    SDL_Rect grid = {box.x + lw + u, box.y, box.w - lw - u, box.h};
    int y = box.y + dy_words_draw(a, w, left);
    /* the month's name, then the legend, each where the column holds it
     * (the shortest windows at the largest text: the words alone) */
    SDL_Rect probe = {left.x, 0, left.w, 0};
    int mh = kit_text_block(a->ren, KIT_HEADING, month, kit_color(KIT_ACCENT),
                            probe, 1, false);
    if (y + mh <= box.y + box.h) {
        y += dy_block(a, KIT_HEADING, month, KIT_ACCENT, left, y) + u;
    }
    int lh = kit_text_block(a->ren, KIT_CAPTION, dy_legend(),
                            kit_color(KIT_ON_SURFACE_DIM), probe, 1, false);
    if (y + lh <= box.y + box.h) {
        dy_block(a, KIT_CAPTION, dy_legend(), KIT_ON_SURFACE_DIM, left, y);
    }
    dy_grid(a, grid, today, true); /* (at the least, rows of a line) */
}

static kit_frame dy_frame(const front_app *a)
{
    return kit_frame_place(a->pix_w, a->pix_h, true, text_height(FONT_BODY) * 40);
}

static void dy_draw(front_app *a)
{
    dy_state *s = S(a);
    kit_frame f = dy_frame(a);
    draw_background(a);
    ui_title(a, _("Deal of the day"), f.title_y);
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
    char info[320];
    /* TRANSLATORS: the Daily screen's line on today's deal, then the
     * day's rule ("Gold tiles") */
    snprintf(info, sizeof info, _("%s; today's rule: %s"), buf,
             _(game_rule_title(daily_rule_of(today))));
    dy_words w = {info, buf};
    int tw, th;
    text_size(FONT_CAPTION, info, &tw, &th);
    if (tw <= a->pix_w - kit_u() * 2) { /* as always at 100 % */
        kit_caption(a->ren, a->pix_w / 2, f.tabs_y, info, 1);
        w.info = NULL;
    } else { /* large text: wrapped in the panel, which takes its row */
        int up = f.panel.y - f.tabs_y;
        f.panel.y -= up;
        f.panel.h += up;
        f.content.y -= up;
        f.content.h += up;
    }
    kit_panel(a->ren, f.panel);
    char played[32], streak[32], best[32];
    lang_number(played, sizeof played, session_daily(a->ses)->played);
    lang_number(streak, sizeof streak,
                daily_streak(session_daily(a->ses), today));
    lang_number(best, sizeof best, session_daily(a->ses)->best_streak);
    snprintf(buf, sizeof buf, _("Days played %s, streak %s (longest %s)%s"), played,
             streak, best, daily_done_today(a) ? _("; today's is done") : "");
    memset(s->cells, 0, sizeof s->cells);
    dy_calendar(a, f.content, today, &w);
    ui_menu_draw(dy_build(a), a); /* (the days where the calendar put them) */
}

static void dy_view(front_app *a, game_view *v)
{
    dy_state *s = S(a);
    for (int i = 0; i < session_daily(a->ses)->ndays; i++) {
        const daily_entry *e = &session_daily(a->ses)->day[i];
        char date[16];
        daily_date_format(e->date, date, sizeof date);
        snprintf(s->rows[i], sizeof s->rows[i], "%s done=%d cleared=%d score=%d",
                 date, e->done, e->cleared, e->score);
        s->lines[i] = s->rows[i];
    }
    v->lines = s->lines;
    v->nlines = session_daily(a->ses)->ndays;
}

const front_screen st_daily = {.name = "daily", .tier = 2, .enter = dy_enter,
                               .event = dy_event, .draw = dy_draw,
                               .menu = dy_build, .view = dy_view};

/* Start today's deal (screens.h; the title's Daily and this screen's
 * Play): its rule's card first (st_rule.c), asked first over a kept game,
 * the dealing wait when it takes a while (st_deal.c). */
void daily_play(front_app *a)
{
    front_ask_rule(a);
    rule_card_due(a); /* the day's rule on a card before its board */
    const char *err =
        front_started(a, session_daily_start(a->ses, daily_today()));
    if (err) {
        front_notice(a, _(err));
    }
}
