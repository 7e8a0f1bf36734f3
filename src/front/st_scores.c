/* st_scores.c - High scores: the top 10 runs of one difficulty (tabs),
 * name, score, levels cleared and date, or the top 10 endless runs
 * (name, boards cleared, score, date: most boards first); the entry just
 * added is highlighted. Shown from the menu and after a run's name entry.
 * A row whose run's replays are still kept (score_replays_kept: the row
 * names its boards' replays, the folder keeps the newest 200) has a Watch
 * button at its right: it plays the run's boards kept in turn, from the
 * first's deal (st_watch.c), whose Back comes here again.
 * Button ids: tab_easy, tab_normal, tab_hard, tab_endless (the Endless
 * table or the runs', in turn; "chosen" while it shows), tab_daily (the
 * deal of the day's table, st_daily.c), watch_row_N (row N's Watch,
 * 1-10), back. The state file's "lines" are the rows
 * ("N. name  score  levels-or-boards  date").
 */
#include <stdio.h>
#include <time.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "lang.h"
#include "screen_state.h"

enum { SC_EASY, SC_NORMAL, SC_HARD, SC_BACK, SC_DAILY, SC_ENDLESS, SC_WATCH };

/* The screen's own state (screen_state.h). */
typedef struct scores_state {
    ui_menu ui;
    game_difficulty diff; /* the table shown */
    int new_place;        /* place of the entry just added, -1 */
    bool endless;         /* the Endless table shown */
    /* the state file's lines (kept: it reads them after sc_view) */
    char rows[SCORES_TOP][200];
    const char *lines[SCORES_TOP];
    /* Each row's replay to watch ("": none kept), for the table shown:
     * looked for when the screen is entered and when another table is
     * shown. */
    char watch[SCORES_TOP][1200];
    int watch_of; /* the table they are of (-1: none yet) */
    /* the boards of the run Watch plays (sc_watch_run) */
    char paths[SCORES_REPLAYS][SCORES_REPLAY_PATH];
} scores_state;

static void scores_own_init(void *block)
{
    scores_state *s = block;
    s->new_place = -1;
    s->watch_of = -1;
}

static scores_state *S(front_app *a)
{
    return front_state_init(a, &st_scores, sizeof(scores_state), scores_own_init);
}

kit_frame tables_frame(const front_app *a)
{
    return kit_frame_place(a->pix_w, a->pix_h, true,
                           text_height(FONT_BODY) * 44);
}

void tables_place(ui_menu *m, const front_app *a)
{
    kit_frame f = tables_frame(a);
    kit_frame_row(m, 0, GAME_DIFFICULTY_COUNT, f.tabs_y, f.bh, a->pix_w);
    kit_frame_row(m, GAME_DIFFICULTY_COUNT, m->n, f.bottom_y, f.bh, a->pix_w);
}

void tables_tabs(ui_menu *m, int first_id, game_difficulty shown)
{
    static const char *const names[GAME_DIFFICULTY_COUNT] = {
        N_("Easy"), N_("Normal"), N_("Hard")};
    static const char *const sids[GAME_DIFFICULTY_COUNT] = {
        "tab_easy", "tab_normal", "tab_hard"};
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        ui_menu_add(m, _(names[d]), first_id + d, sids[d]);
        ui_menu_tab(m, d == (int)shown); /* the table shown */
    }
}

/* Entry i of the table s shows. */
static const score_entry *sc_entry(const front_app *a,
                                    const scores_state *s, int i)
{
    const scores *t = &prefs(a)->prof.scores;
    return s->endless ? &t->endless[s->diff][i] : &t->top[s->diff][i];
}

static int sc_count(const front_app *a, const scores_state *s)
{
    const scores *t = &prefs(a)->prof.scores;
    return s->endless ? t->nendless[s->diff] : t->ntop[s->diff];
}

/* The rows' replays to watch, for the table shown: whether any. */
static bool sc_find_replays(front_app *a)
{
    scores_state *s = S(a);
    int table = (int)s->diff * 2 + s->endless, n = sc_count(a, s);
    bool any = false;
    for (int i = 0; i < SCORES_TOP; i++) {
        if (table != s->watch_of) {
            s->watch[i][0] = '\0';
            if (i < n) {
                score_replays_kept(&sc_entry(a, s, i)->replays,
                                   session_replays_dir(a->ses), s->watch[i],
                                   sizeof s->watch[i]);
            }
        }
        any = any || (i < n && s->watch[i][0] != '\0');
    }
    s->watch_of = table;
    return any;
}

/* The Watch buttons' column at the panel's right (w 0: no row has one):
 * as wide as the label and a unit either side. */
static int sc_watch_w(front_app *a)
{
    int w, h;
    if (!sc_find_replays(a)) {
        return 0;
    }
    text_size(FONT_BODY, _("Watch"), &w, &h);
    return w + 4 * kit_u();
}

/* Row i's (0 the first after the header) place in the table's box, the
 * rows spread over it as sc_draw draws them: its top and height. */
static void sc_row_at(const front_app *a, const scores_state *s,
                      const kit_frame *f, int i, int *y, int *h)
{
    int th = text_height(FONT_BODY), rows = sc_count(a, s) + 1;
    int gap = (f->content.h - rows * th) / rows;
    gap = gap < 0 ? 0 : gap > th ? th : gap;
    *h = th + gap;
    *y = f->content.y + (i + 1) * *h;
}

/* The Watch buttons of the rows with a replay kept, at their right. */
static void sc_watch_buttons(ui_menu *m, front_app *a)
{
    static const char *const sids[SCORES_TOP] = {
        "watch_row_1", "watch_row_2", "watch_row_3", "watch_row_4", "watch_row_5",
        "watch_row_6", "watch_row_7", "watch_row_8", "watch_row_9", "watch_row_10"};
    scores_state *s = S(a);
    kit_frame f = tables_frame(a);
    int bw = sc_watch_w(a);
    for (int i = 0; bw > 0 && i < sc_count(a, s); i++) {
        int y, h;
        sc_row_at(a, s, &f, i, &y, &h);
        if (s->watch[i][0] == '\0' || y + h > f.content.y + f.content.h) {
            continue; /* none kept, or the row is not drawn */
        }
        ui_menu_add(m, _("Watch"), SC_WATCH + i, sids[i]);
        int inset = h >= text_height(FONT_BODY) + 4 ? 1 : 0;
        m->rect[m->n - 1] = (SDL_Rect){f.content.x + f.content.w - bw, y + inset, bw,
                                       h - 2 * inset};
    }
}

static const ui_menu *sc_build(front_app *a)
{
    scores_state *s = S(a);
    ui_menu_clear(&s->ui, 6);
    tables_tabs(&s->ui, SC_EASY, s->diff);
    ui_menu_add(&s->ui, _("Endless"), SC_ENDLESS, "tab_endless");
    ui_menu_tab(&s->ui, s->endless);
    ui_menu_add(&s->ui, _("Daily"), SC_DAILY, "tab_daily"); /* st_daily */
    ui_menu_add(&s->ui, _("Back"), SC_BACK, "back");
    tables_place(&s->ui, a);
    sc_watch_buttons(&s->ui, a); /* (placed by rows, not in the foot's row) */
    return &s->ui;
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

/* The rows of the table shown, as text (the state file's lines). */
static int sc_fill(const front_app *a, scores_state *s)
{
    int n = sc_count(a, s);
    for (int i = 0; i < n; i++) {
        const score_entry *e = sc_entry(a, s, i);
        char date[32];
        sc_date(e, date, sizeof date, false);
        snprintf(s->rows[i], sizeof s->rows[i], "%d. %s  %d  %d  %s", i + 1,
                 e->name, e->score, e->levels, date);
        s->lines[i] = s->rows[i];
    }
    return n;
}

void scores_select(front_app *a, game_difficulty d, int new_place)
{
    scores_state *s = S(a);
    s->diff = d;
    s->new_place = new_place;
    s->endless = false;
}

void scores_select_endless(front_app *a, game_difficulty d, int new_place)
{
    scores_select(a, d, new_place);
    S(a)->endless = true;
}

static void sc_enter(front_app *a, const front_screen *prev)
{
    scores_state *s = S(a);
    s->watch_of = -1; /* the replays looked for again */
    if (prev != &st_watch) { /* back from Watch: on its button still */
        ui_menu_focus_id(&s->ui, SC_EASY + (int)s->diff);
    }
    sc_build(a);
}

static void sc_leave(front_app *a)
{
    S(a)->new_place = -1; /* highlighted once */
}

/* Watch row i's run: its boards kept, oldest first. */
static void sc_watch_run(front_app *a, int i)
{
    scores_state *s = S(a);
    const char *list[SCORES_REPLAYS];
    int n = score_replays_paths(&sc_entry(a, s, i)->replays,
                                session_replays_dir(a->ses), s->paths,
                                SCORES_REPLAYS);
    for (int k = 0; k < n; k++) {
        list[k] = s->paths[k];
    }
    watch_open_boards(a, list, n);
}

static void sc_event(front_app *a, const SDL_Event *e)
{
    scores_state *s = S(a);
    sc_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (id >= SC_EASY && id <= SC_HARD) {
        s->diff = (game_difficulty)(id - SC_EASY);
    } else if (id == SC_ENDLESS) {
        s->endless = !s->endless; /* the Endless table, or the runs' again */
    } else if (id >= SC_WATCH && id < SC_WATCH + SCORES_TOP) {
        sc_watch_run(a, id - SC_WATCH); /* (Back: here again) */
    } else if (id == SC_DAILY) {
        front_goto(a, &st_daily);
    } else if (id == SC_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void sc_draw(front_app *a)
{
    const ui_menu *m = sc_build(a);
    const scores_state *sc = S(a);
    kit_frame f = tables_frame(a);
    draw_background(a);
    ui_title(a, _("High scores"), f.title_y);
    kit_panel(a->ren, f.panel);
    const scores *s = &prefs(a)->prof.scores;
    int d = sc->diff, n = sc->endless ? s->nendless[d] : s->ntop[d];
    kit_table t;
    SDL_Rect box = f.content;
    int bw = sc_watch_w(a);
    box.w -= bw > 0 ? bw + kit_u() : 0; /* the Watch buttons' column */
    kit_table_init(&t, box, KIT_BODY, 5);
    t.flex = 1;                          /* the name: cut when too long */
    t.align[0] = t.align[2] = t.align[3] = t.align[4] = 2; /* numbers */
    /* endless: the boards first (the table's order) */
    const char *heads[5] = {"#", _("Name"), sc->endless ? _("Boards") : _("Score"),
                            sc->endless ? _("Score") : _("Levels"), _("Date")};
    kit_table_row(&t, KIT_ROW_HEAD, heads);
    /* the widest of each column, so that no column moves with the data */
    char widest[4][48];
    lang_number(widest[0], sizeof widest[0], 9999999);
    lang_number(widest[1], sizeof widest[1], sc->endless ? 999 : GAME_LEVELS);
    lang_date(widest[2], sizeof widest[2], 2026, 9, 30);
    t.sample[0] = "10";
    t.sample[2] = sc->endless ? widest[1] : widest[0];
    t.sample[3] = sc->endless ? widest[0] : widest[1];
    t.sample[4] = widest[2];
    char cells[SCORES_TOP][4][48];
    bool run_endless = session_run_end(a->ses)->kind == GAME_KIND_ENDLESS;
    for (int i = 0; i < n; i++) {
        const score_entry *e = sc->endless ? &s->endless[d][i] : &s->top[d][i];
        bool mine = i == sc->new_place && session_run_end(a->ses)->diff == sc->diff &&
                    run_endless == sc->endless;
        snprintf(cells[i][0], sizeof cells[i][0], "%d", i + 1);
        lang_number(cells[i][1], sizeof cells[i][1], e->score);
        lang_number(cells[i][2], sizeof cells[i][2], e->levels);
        sc_date(e, cells[i][3], sizeof cells[i][3], true);
        const char *row[5] = {cells[i][0], e->name,
                              cells[i][sc->endless ? 2 : 1],
                              cells[i][sc->endless ? 1 : 2], cells[i][3]};
        kit_table_row(&t, mine ? KIT_ROW_MARK : 0, row);
    }
    /* the rows spread over the panel, up to twice a line apart */
    int th = text_height(FONT_BODY), y, rh;
    sc_row_at(a, sc, &f, 0, &y, &rh);
    t.row_gap = rh - th;
    int h = kit_table_draw(a->ren, &t);
    if (n == 0) {
        SDL_Rect box = {f.content.x, f.content.y + h + th, f.content.w, 0};
        kit_text_block(a->ren, KIT_BODY,
                       sc->endless ? _("No endless runs yet: Endless on the title "
                                      "starts one.")
                                  : _("No runs yet: New game starts one."),
                       kit_color(KIT_ON_SURFACE_DIM), box, 1, true);
    }
    ui_menu_draw(m, a);
}

static void sc_view(front_app *a, game_view *v)
{
    scores_state *s = S(a);
    v->nlines = sc_fill(a, s);
    v->lines = s->lines;
    if (prefs(a)->profile_warn[0]) {
        v->notice = prefs(a)->profile_warn;
    }
}

const front_screen st_scores = {.name = "scores", .tier = 2, .enter = sc_enter,
                                .leave = sc_leave, .event = sc_event,
                                .draw = sc_draw, .menu = sc_build,
                                .view = sc_view};
