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

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "screen_state.h"

enum { ST_EASY, ST_NORMAL, ST_HARD, ST_RESET, ST_BACK };

/* The screen's own state (screen_state.h): its menu, the difficulty on
 * show, and the state file's lines (kept: the state file reads them after
 * stats_view). */
typedef struct stats_state {
    ui_menu ui;
    game_difficulty diff;
    char rows[GAME_KIND_COUNT + 1][256];
    const char *lines[GAME_KIND_COUNT + 1];
} stats_state;

static stats_state *S(front_app *a)
{
    return front_state(a, &st_stats, sizeof(stats_state));
}

/* ---- the rows: one list, read by the table drawn and the state file ---- */

typedef enum st_fmt { ST_NUMBER, ST_PERCENT, ST_TIME } st_fmt;
typedef struct st_row_def {
    const char *label; /* N_ */
    const char *key;   /* the state file's name */
    st_fmt fmt;
    long long (*get)(const front_app *a, int kind, int diff);
} st_row_def;

#define ST_FIELD(f)                                                           \
    static long long st_get_##f(const front_app *a, int k, int d)             \
    {                                                                         \
        return prefs(a)->prof.stats.row[k][d].f;                               \
    }
ST_FIELD(started)
ST_FIELD(won)
ST_FIELD(best_ms)
ST_FIELD(streak)
ST_FIELD(longest)
ST_FIELD(pairs)
ST_FIELD(hints)
ST_FIELD(redeals)
#undef ST_FIELD

static long long st_get_win(const front_app *a, int k, int d)
{
    return stats_win_percent(&prefs(a)->prof.stats.row[k][d]);
}

#define ST_ROWS 9

/* Row r's definition (0 .. ST_ROWS - 1). */
static const st_row_def *st_def(int r)
{
    static const st_row_def defs[] = {
        {N_("Boards started"), "started", ST_NUMBER, st_get_started},
        {N_("Boards won"), "won", ST_NUMBER, st_get_won},
        {N_("Won"), "win", ST_PERCENT, st_get_win},
        {N_("Best time"), "best_ms", ST_TIME, st_get_best_ms},
        {N_("Winning streak"), "streak", ST_NUMBER, st_get_streak},
        {N_("Longest streak"), "longest", ST_NUMBER, st_get_longest},
        {N_("Pairs removed"), "pairs", ST_NUMBER, st_get_pairs},
        {N_("Hints used"), "hints", ST_NUMBER, st_get_hints},
        {N_("Re-deals used"), "redeals", ST_NUMBER, st_get_redeals},
    };
    _Static_assert(sizeof defs / sizeof defs[0] == ST_ROWS, "ST_ROWS rows");
    return &defs[r];
}

/* Row r's value for one kind of game k at difficulty d, as every screen
 * writes it (lang.c: a dash where there is nothing yet). */
static void st_format(const front_app *a, int r, int k, int d, char *out,
                      size_t len)
{
    const st_row_def *def = st_def(r);
    switch (def->fmt) {
    case ST_PERCENT:
        lang_percent(out, len, st_get_won(a, k, d), st_get_started(a, k, d));
        break;
    case ST_TIME:
        lang_duration(out, len, def->get(a, k, d));
        break;
    default:
        lang_number(out, len, def->get(a, k, d));
        break;
    }
}

static const ui_menu *stats_build(front_app *a)
{
    stats_state *s = S(a);
    ui_menu_clear(&s->ui, 5);
    tables_tabs(&s->ui, ST_EASY, s->diff);
    ui_menu_add(&s->ui, _("Reset"), ST_RESET, "reset");
    ui_menu_add(&s->ui, _("Back"), ST_BACK, "back");
    tables_place(&s->ui, a);
    return &s->ui;
}

static void stats_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    stats_state *s = S(a);
    s->diff = session_next_difficulty(a->ses);
    ui_menu_focus_id(&s->ui, ST_EASY + (int)s->diff);
    stats_build(a);
}

static void stats_event(front_app *a, const SDL_Event *e)
{
    stats_state *s = S(a);
    stats_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (id >= ST_EASY && id <= ST_HARD) {
        s->diff = (game_difficulty)(id - ST_EASY);
    } else if (id == ST_RESET) {
        front_ask(a, CONFIRM_RESET);
    } else if (id == ST_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void stats_draw(front_app *a)
{
    static const char *const kinds[GAME_KIND_COUNT] = {
        N_("Timed runs"), N_("Practice"), N_("Relaxed"), N_("Zen"),
        N_("Endless")};
    char cells[ST_ROWS][GAME_KIND_COUNT][48];
    const ui_menu *m = stats_build(a);
    int d = S(a)->diff;
    kit_frame f = tables_frame(a);
    draw_background(a);
    ui_title(a, _("Statistics"), f.title_y);
    kit_panel(a->ren, f.panel);
    kit_table t;
    kit_table_init(&t, f.content, KIT_BODY, 1 + GAME_KIND_COUNT);
    t.wrap[0] = true; /* (no flexible column: the width shared evenly) */
    const char *head[1 + GAME_KIND_COUNT] = {""};
    char widest[48];
    lang_number(widest, sizeof widest, 9999999);
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        head[1 + k] = _(kinds[k]);
        t.align[1 + k] = 2; /* numbers right-aligned, under their head */
        t.sample[1 + k] = widest; /* columns that do not move */
    }
    kit_table_row(&t, KIT_ROW_HEAD, head);
    for (int r = 0; r < ST_ROWS; r++) {
        const char *row[1 + GAME_KIND_COUNT] = {_(st_def(r)->label)};
        for (int k = 0; k < GAME_KIND_COUNT; k++) {
            st_format(a, r, k, d, cells[r][k], sizeof cells[r][k]);
            row[1 + k] = cells[r][k];
        }
        kit_table_row(&t, 0, row);
    }
    /* the deal of the day: days played and the streak (every difficulty),
     * on the panel's last lines, under the table */
    char played[32], streak[32], best[32], line[160];
    lang_number(played, sizeof played, session_daily(a->ses)->played);
    lang_number(streak, sizeof streak,
                daily_streak(session_daily(a->ses), daily_today()));
    lang_number(best, sizeof best, session_daily(a->ses)->best_streak);
    snprintf(line, sizeof line,
             _("Deal of the day: days played %s, streak %s (longest %s)"), played,
             streak, best);
    SDL_Rect foot = f.content;
    foot.h = 0;
    int foot_h = kit_text_block(a->ren, KIT_BODY, line, kit_color(KIT_ON_SURFACE),
                                foot, 0, false);
    foot.y = f.content.y + f.content.h - foot_h;
    t.box.h = f.content.h - foot_h - text_height(FONT_BODY) / 2;
    /* the rows spread over the panel, at most a line apart */
    int th = text_height(FONT_BODY), rows = ST_ROWS + 1;
    t.row_gap = 0;
    int gap = (t.box.h - kit_table_height(&t)) / rows;
    t.row_gap = gap < 0 ? 0 : gap > th ? th : gap;
    kit_table_draw(a->ren, &t);
    kit_text_block(a->ren, KIT_BODY, line, kit_color(KIT_ON_SURFACE_DIM), foot, 0,
                   true);
    ui_menu_draw(m, a);
}

/* The state file's "lines": one per kind of game, "KIND key=N ..." with
 * the rows' keys in order. */
static void stats_view(front_app *a, game_view *v)
{
    stats_state *s = S(a);
    for (int k = 0; k < GAME_KIND_COUNT; k++) {
        size_t n = (size_t)snprintf(s->rows[k], sizeof s->rows[k], "%s",
                                    game_kind_name((game_kind)k));
        for (int r = 0; r < ST_ROWS && n < sizeof s->rows[k]; r++) {
            n += (size_t)snprintf(s->rows[k] + n, sizeof s->rows[k] - n,
                                  " %s=%lld", st_def(r)->key,
                                  st_def(r)->get(a, k, s->diff));
        }
        s->lines[k] = s->rows[k];
    }
    snprintf(s->rows[GAME_KIND_COUNT], sizeof s->rows[0],
             "daily played=%d streak=%d longest=%d",
             session_daily(a->ses)->played,
             daily_streak(session_daily(a->ses), daily_today()),
             session_daily(a->ses)->best_streak);
    s->lines[GAME_KIND_COUNT] = s->rows[GAME_KIND_COUNT];
    v->lines = s->lines;
    v->nlines = GAME_KIND_COUNT + 1;
    if (prefs(a)->profile_warn[0]) {
        v->notice = prefs(a)->profile_warn;
    }
}

const front_screen st_stats = {.name = "stats", .tier = 2, .enter = stats_enter,
                               .event = stats_event, .draw = stats_draw,
                               .menu = stats_build, .view = stats_view};
