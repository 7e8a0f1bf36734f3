/* st_help.c - Help, in tabs on a solid panel: Rules (the path rule with
 * diagrams drawn by the board's own drawing code, the paths found by the
 * rules' path search), Keys (the key table, keys.c: always complete) and
 * Scoring (the numbers asked of the rules, the stars rule). Button ids:
 * help_rules, help_keys, help_scoring, back. Arrows and Tab move the
 * focus; a tab is shown when it gets the focus. The state file's "lines"
 * are the rows of the tab shown, as drawn: on Keys "KEYS = WHAT" per row
 * of the key table, on Rules "NAME turns=N" per diagram (N the turns of
 * the path the rules find; "NAME refused" for the line they refuse).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "session.h"
#include "i18n.h"
#include "keys.h"
#include "lang.h"
#include "pad.h"
#include "tutorial.h"
#include "screen_state.h"

enum { HELP_RULES, HELP_KEYS, HELP_SCORING, HELP_TABS };
enum { HELP_BACK = 10, HELP_TUTORIAL = 11, HELP_MORE = 12 };

/* The screen's own state (screen_state.h). */
typedef struct help_state {
    ui_menu ui;
    int tab;
    const front_screen *back; /* where Back goes */
    bool pad; /* the Keys tab shows the pad's rows (pad.h) */
    /* The Keys tab's first row shown: where the rows do not all fit (a
     * large text size), they are shown a page at a time, More keys the
     * next. */
    int keys_first;
    /* help_layout's choice (the title or not), and the size, language
     * and rows it was made for */
    bool title;
    int for_w, for_h;
    const char *for_lang;
    bool for_pad;
    char more[64]; /* More keys' label (the menu keeps the pointer) */
    /* the Keys tab's first column, a row each (its tables keep the
     * pointers) */
    char key_names[KIT_TABLE_ROWS][96];
    /* the state file's lines (kept: it reads them after help_view) */
    char lines_buf[KIT_TABLE_ROWS][200];
    const char *lines[KIT_TABLE_ROWS];
} help_state;

static help_state *S(front_app *a)
{
    return front_state(a, &st_help, sizeof(help_state));
}

typedef kit_frame help_geom;

static int help_keys_height(help_state *s, SDL_Rect c);
static int help_keys_pages(help_state *s, SDL_Rect c, int *page);
static void help_keys_page(help_state *s, SDL_Rect c, int from, int *to);
static int help_rows(const help_state *s);

static help_geom help_place(const front_app *a, bool title)
{
    return kit_frame_place(a->pix_w, a->pix_h, title,
                           text_height(FONT_BODY) * 60);
}

/* The layout: with the title when the Keys tab (the longest) fits under
 * it, so that no tab moves the others (decided once a size and
 * language). */
static help_geom help_layout(front_app *a)
{
    help_state *s = S(a);
    if (s->for_w != a->pix_w || s->for_h != a->pix_h ||
        s->for_lang != lang_current() || s->for_pad != s->pad) {
        help_geom g = help_place(a, true);
        s->title = help_keys_height(s, g.content) <= g.content.h;
        s->for_w = a->pix_w;
        s->for_h = a->pix_h;
        s->for_lang = lang_current();
        s->for_pad = s->pad;
    }
    return help_place(a, s->title);
}

static const ui_menu *help_build(front_app *a)
{
    static const char *const names[HELP_TABS] = {N_("Rules"), N_("Keys"),
                                                 N_("Scoring")};
    static const char *const sids[HELP_TABS] = {"help_rules", "help_keys",
                                                "help_scoring"};
    help_state *s = S(a);
    s->pad = pad_last(a) == DEV_PAD;
    ui_menu_clear(&s->ui, HELP_TABS);
    ui_menu_focus_default(&s->ui, s->tab); /* the tab shown */
    s->ui.compact = true;
    for (int t = 0; t < HELP_TABS; t++) {
        ui_menu_add(&s->ui, _(names[t]), t, sids[t]);
        ui_menu_tab(&s->ui, t == s->tab);
    }
    int bottom = s->ui.n;
    /* The foot's buttons: the Keys tab's next page (help_more) where
     * they do not all fit, the tutorial (help_tutorial), then Back. */
    int page, pages = s->tab == HELP_KEYS
                          ? help_keys_pages(s, help_layout(a).content, &page)
                          : 1;
    if (pages > 1) {
        snprintf(s->more, sizeof s->more, _("More keys (%d of %d)"), page + 1,
                 pages);
        ui_menu_add(&s->ui, s->more, HELP_MORE, "help_more");
    }
    ui_menu_add(&s->ui, _("Tutorial"), HELP_TUTORIAL, "help_tutorial");
    ui_menu_add(&s->ui, _("Back"), HELP_BACK, "back");
    help_geom g = help_layout(a);
    kit_frame_row(&s->ui, 0, bottom, g.tabs_y, g.bh, a->pix_w);
    kit_frame_row(&s->ui, bottom, s->ui.n, g.bottom_y, g.bh, a->pix_w);
    return &s->ui;
}

/* Help's back target when entered from prev: the game paused when
 * entered from the play screen (the key pauses it); the same as before
 * when back from the tutorial Help opened. */
static const front_screen *help_back_for(front_app *a,
                                         const front_screen *prev)
{
    if (prev == &st_tutorial) {
        return S(a)->back;
    }
    return prev == &st_play ? &st_pause : prev;
}

bool help_over_game(front_app *a, const front_screen *prev)
{
    const front_screen *b = help_back_for(a, prev);
    return b == &st_play || b == &st_pause;
}

static void help_enter(front_app *a, const front_screen *prev)
{
    help_state *s = S(a);
    s->back = help_back_for(a, prev);
    s->keys_first = 0;
    ui_menu_focus_id(&s->ui, s->tab);
    help_build(a);
}

/* Help's Tutorial button: the tutorial, back to Help after it. */
void help_open_tutorial(front_app *a)
{
    tutorial_open(a, false);
}

static void help_event(front_app *a, const SDL_Event *e)
{
    help_state *s = S(a);
    help_build(a);
    int old = s->ui.focus;
    int id = ui_menu_take(&s->ui, a, e);
    /* a tab reached by the keys is shown at once */
    if (e->type == SDL_KEYDOWN && s->ui.focus != old &&
        s->ui.focus >= 0 && s->ui.focus < HELP_TABS &&
        s->tab != s->ui.focus) {
        s->tab = s->ui.focus;
        s->keys_first = 0;
    }
    if (id >= 0 && id < HELP_TABS) {
        s->keys_first = s->tab == id ? s->keys_first : 0;
        s->tab = id;
        a->dirty = true;
    } else if (id == HELP_MORE) { /* the next page, after the last the first */
        int to = s->keys_first;
        help_keys_page(s, help_layout(a).content, s->keys_first, &to);
        s->keys_first = to < help_rows(s) ? to : 0;
        a->dirty = true;
    } else if (id == HELP_TUTORIAL) {
        help_open_tutorial(a);
    } else if (id == HELP_BACK || id == -2 ||
               (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_F1 &&
                !e->key.repeat)) {
        /* Back, Esc, or F1 again: the key that opened Help closes it */
        front_goto(a, s->back ? s->back : &st_menu);
    }
}

/* ---- Rules: the path rule and its diagrams ---- */

#define HELP_DIAGRAMS 5
typedef struct help_diagram {
    const char *sid;   /* the state file's name */
    const char *name;  /* its caption (N_) */
    const char *board; /* rows of kinds, 'A' the pair, '.' empty */
    const char *line;  /* a refused line: its points as "rcrc..." */
} help_diagram;

/* Diagram i (0 .. HELP_DIAGRAMS - 1). */
static const help_diagram *help_diagram_at(int i)
{
    static const help_diagram diagrams[HELP_DIAGRAMS] = {
        {"straight", N_("A straight line"), "BCDE" "A..A" "FGHI", NULL},
        {"one_turn", N_("One turn"), "A..B" "CD.E" "FGAH", NULL},
        {"two_turns", N_("Two turns"), "BACD" "E..F" "GHAI", NULL},
        {"ring", N_("Around the outside"), "ABCA" "DEFG" "HIJK", NULL},
        /* the only line between the two As turns three times: refused */
        {"three_turns", N_("Three turns: not allowed"), "A.BC" "D..E" "FGAH",
         "0001111222"},
    };
    return &diagrams[i];
}
#define HELP_DROWS 3
#define HELP_DCOLS 4

/* Diagram i as kinds (the pair kind 1, the others 2...), its pair's path
 * as the rules find it; its turns, -1 when the rules refuse it. */
static int help_diagram_path(int i, int *kinds, llk_path *p)
{
    const char *s = help_diagram_at(i)->board;
    llk_cell ends[2] = {{0, 0}, {0, 0}};
    int found = 0;
    llk_board *b = llk_board_new(HELP_DROWS, HELP_DCOLS);
    for (int k = 0; k < HELP_DROWS * HELP_DCOLS; k++) {
        kinds[k] = s[k] == '.' ? 0 : s[k] == 'A' ? 1 : 2 + (s[k] - 'B') % 20;
        if (s[k] == 'A' && found < 2) {
            ends[found++] = (llk_cell){k / HELP_DCOLS, k % HELP_DCOLS};
        }
        if (b) {
            llk_board_set(b, k / HELP_DCOLS, k % HELP_DCOLS, kinds[k]);
        }
    }
    memset(p, 0, sizeof *p);
    bool ok = b && llk_find_path(b, ends[0], ends[1], p) == LLK_OK;
    llk_board_free(b);
    if (!ok) { /* (never: the diagrams are legal) the ends only */
        p->npoints = 2;
        p->pts[0] = ends[0];
        p->pts[1] = ends[1];
    }
    return ok ? p->turns : -1;
}

/* The line diagram i draws: the refused line it names, or the path the
 * rules find. Returns the number of points. */
static int help_diagram_line(int i, int *kinds, llk_cell *pts)
{
    llk_path p;
    help_diagram_path(i, kinds, &p);
    const char *l = help_diagram_at(i)->line;
    if (l == NULL) {
        memcpy(pts, p.pts, sizeof p.pts);
        return p.npoints;
    }
    int n = 0;
    for (; l[2 * n] && l[2 * n + 1] && n < 8; n++) {
        pts[n] = (llk_cell){l[2 * n] - '0', l[2 * n + 1] - '0'};
    }
    return n;
}

static const char *help_rules_text(void)
{
    return _("Click two tiles with the same picture. They vanish when a "
             "path of at most three straight lines (two turns) joins them "
             "through empty cells or around the outside of the board.");
}

static const char *help_rules_after(void)
{
    return _("On most levels the tiles left then slide the way the bar "
             "over the board says. A board with no pair left is re-dealt "
             "free of charge.");
}

/* The game in play, in a line ("" when none). */
static void help_board_line(const front_app *a, char *out, size_t len)
{
    char id[GAME_ID_MAX];
    out[0] = '\0';
    if (game_get_board(session_game(a->ses)) &&
        game_get_id(session_game(a->ses), id, sizeof id)) {
        snprintf(
            out, len, _("This board: %s %s, level %d, game ID %s"),
            game_get_mode(session_game(a->ses)) == GAME_RELAXED ? _("relaxed")
                                                                : _("timed"),
            lang_difficulty_name(game_get_difficulty(session_game(a->ses))),
            game_get_level(session_game(a->ses)), id);
    }
}

static void help_draw_rules(front_app *a, SDL_Rect c)
{
    SDL_Color fg = kit_color(KIT_ON_SURFACE);
    int u = kit_u(), cap = text_height(FONT_CAPTION);
    char board[160];
    help_board_line(a, board, sizeof board);
    int y = c.y;
    y += kit_text_block(a->ren, KIT_BODY, help_rules_text(), fg, c, 0,
                        true) + u * 2;
    SDL_Rect m = c;
    m.h = 0;
    int after_h = kit_text_block(a->ren, KIT_BODY, help_rules_after(), fg, m,
                                 0, false);
    int board_h = board[0] ? kit_text_block(a->ren, KIT_CAPTION, board, fg,
                                            m, 0, false) + u : 0;
    /* the diagrams: all in a row, or three then two when they are
     * larger so */
    int room = c.y + c.h - y - after_h - board_h - u * 2;
    int cell[2], caps[2];
    static const int pers[2] = {HELP_DIAGRAMS, 3};
    for (int k = 0; k < 2; k++) {
        int per = pers[k], w = c.w / per - 2 * u;
        /* the captions' lines as they wrap in that width (two at least) */
        caps[k] = 2 * cap + u;
        for (int i = 0; i < HELP_DIAGRAMS; i++) {
            int st[4], ln[4];
            int nl = kit_wrap(KIT_CAPTION, _(help_diagram_at(i)->name), w, st,
                              ln, 4);
            caps[k] = nl * cap + u > caps[k] ? nl * cap + u : caps[k];
        }
        int h = room / ((HELP_DIAGRAMS + per - 1) / per) - caps[k];
        cell[k] = w / (HELP_DCOLS + 1) < h / (HELP_DROWS + 1)
                      ? w / (HELP_DCOLS + 1)
                      : h / (HELP_DROWS + 1);
    }
    int pick = cell[0] >= cell[1] ? 0 : 1;
    int per_row = pers[pick], lines = caps[pick];
    int rows = (HELP_DIAGRAMS + per_row - 1) / per_row;
    int dw = c.w / per_row, dh = room / rows;
    int bh = dh - lines;
    if (bh > (dw - 2 * u) * 4 / 5) { /* not taller than wide */
        bh = (dw - 2 * u) * 4 / 5;
    }
    y += (room - rows * (bh + lines)) / 2; /* centred in the room */
    /* no room for a diagram of cells a few pixels wide (a large text
     * size in a small window): the words alone */
    int shown = bh >= (HELP_DROWS + 1) * 5 ? HELP_DIAGRAMS : 0;
    for (int i = 0; i < shown; i++) {
        int kinds[HELP_DROWS * HELP_DCOLS];
        llk_cell pts[8];
        int n = help_diagram_line(i, kinds, pts);
        bool no = help_diagram_at(i)->line != NULL;
        int in_row = i / per_row < rows - 1 ? per_row
                                             : HELP_DIAGRAMS - i / per_row * per_row;
        int x0 = c.x + (c.w - in_row * dw) / 2; /* a short last row centred */
        SDL_Rect box = {x0 + (i % per_row) * dw + u,
                        y + (i / per_row) * (bh + lines), dw - 2 * u, bh};
        draw_diagram(a, box, HELP_DROWS, HELP_DCOLS, kinds, pts, n,
                     kit_color(KIT_SUCCESS), no);
        SDL_Rect capbox = {box.x, box.y + box.h + u, box.w, 0};
        kit_text_block(a->ren, KIT_CAPTION, _(help_diagram_at(i)->name),
                       kit_color(no ? KIT_DANGER : KIT_ACCENT), capbox, 1,
                       true);
    }
    y = c.y + c.h - after_h - board_h;
    SDL_Rect at = {c.x, y, c.w, 0};
    kit_text_block(a->ren, KIT_BODY, help_rules_after(), fg, at, 0, true);
    if (board[0]) {
        at.y += after_h + u;
        kit_text_block(a->ren, KIT_CAPTION, board,
                       kit_color(KIT_ON_SURFACE_DIM), at, 0, true);
    }
}

/* ---- Keys: the key table, or the pad's buttons after a pad ---- */

static int help_rows(const help_state *s)
{
    return s->pad ? pad_help_count() : keys_count();
}

static unsigned help_row_group(const help_state *s, int i)
{
    return s->pad ? pad_help_at(i).group : keys_row(i)->group;
}

/* Row i's keys (or buttons) into names, and what it does. */
static const char *help_row(const help_state *s, int i, char *names,
                            size_t len)
{
    if (s->pad) {
        pad_help_row r = pad_help_at(i);
        snprintf(names, len, "%s", r.buttons); /* translated */
        return r.what;
    }
    keys_row_names(keys_row(i), names, len);
    return _(keys_row(i)->what);
}

/* The rows from row `from` up to (not with) row `to` into a table of two
 * columns, a heading for each group. */
static void help_keys_table(help_state *s, kit_table *t, int from, int to)
{
    unsigned group = 0;
    for (int i = from; i < to; i++) {
        if (help_row_group(s, i) != group) {
            group = help_row_group(s, i);
            const char *h[2] = {keys_group_name(group), NULL};
            kit_table_row(t, KIT_ROW_HEADING, h);
        }
        char *names = s->key_names[i % KIT_TABLE_ROWS];
        const char *cells[2] = {names, NULL};
        cells[1] = help_row(s, i, names, sizeof s->key_names[0]);
        kit_table_row(t, 0, cells);
    }
}

/* Where the rows split into the two columns: the group boundary that
 * evens out the lines (a row and its heading each one). */
static int help_keys_split(const help_state *s)
{
    int n = help_rows(s), total = 0, best = n, best_cost = 1 << 30;
    unsigned group = 0;
    for (int i = 0; i < n; i++) {
        total += 1 + (help_row_group(s, i) != group);
        group = help_row_group(s, i);
    }
    int left = 0;
    group = 0;
    for (int i = 0; i < n; i++) {
        if (help_row_group(s, i) != group && i > 0) {
            int right = total - left;
            int cost = left > right ? left : right;
            if (cost < best_cost) {
                best_cost = cost;
                best = i;
            }
        }
        left += 1 + (help_row_group(s, i) != group);
        group = help_row_group(s, i);
    }
    return best;
}

/* Column k (0, 1) of the Keys tab in c. */
static SDL_Rect help_keys_half(SDL_Rect c, int k)
{
    int gap = kit_u() * 2;
    SDL_Rect half = {c.x + k * ((c.w + gap) / 2), c.y, (c.w - gap) / 2, c.h};
    return half;
}

/* A column's table, empty (row_gap: between rows). */
static void help_keys_init(kit_table *t, SDL_Rect half, int row_gap)
{
    kit_table_init(t, half, KIT_CAPTION, 2);
    t->flex = 1;
    t->wrap[0] = t->wrap[1] = true;
    t->max_share[0] = 40;
    t->pad = 0;
    t->row_gap = row_gap;
}

/* The two tables of the Keys tab in c (row_gap: between rows). */
static void help_keys_tables(help_state *s, kit_table t[2], SDL_Rect c,
                             int row_gap)
{
    int split = help_keys_split(s);
    for (int k = 0; k < 2; k++) {
        help_keys_init(&t[k], help_keys_half(c, k), row_gap);
        help_keys_table(s, &t[k], k ? split : 0, k ? help_rows(s) : split);
    }
}

/* The height of the taller column of keys, rows packed. */
static int help_keys_height(help_state *s, SDL_Rect c)
{
    kit_table t[2];
    help_keys_tables(s, t, c, 0);
    int h0 = kit_table_height(&t[0]), h1 = kit_table_height(&t[1]);
    return h0 > h1 ? h0 : h1;
}

/* Whether every row fits the two columns of c (rows packed). */
static bool help_keys_all_fit(help_state *s, SDL_Rect c)
{
    return help_keys_height(s, c) <= c.h;
}

/* Column t in half, packed with the rows from row `from` that fit it
 * (each with its group's heading); the row after the last. */
static int help_keys_fill(help_state *s, kit_table *t, SDL_Rect half,
                          int from)
{
    help_keys_init(t, half, 0);
    help_keys_table(s, t, from, help_rows(s));
    int fit = kit_table_fit(t), k = 0;
    for (int i = 0; i < fit; i++) {
        k += !(t->flags[i] & KIT_ROW_HEADING);
    }
    k = k > 0 ? k : 1; /* a row too tall for the column: alone, cut */
    int to = from + k < help_rows(s) ? from + k : help_rows(s);
    help_keys_init(t, half, 0);
    help_keys_table(s, t, from, to);
    return to;
}

/* The page of rows from row `from` when they do not all fit: the left
 * column then the right one filled in reading order; *to the row after
 * the page's last. */
static void help_keys_page_tables(help_state *s, kit_table t[2], SDL_Rect c,
                                  int from, int *to)
{
    int mid = help_keys_fill(s, &t[0], help_keys_half(c, 0), from);
    *to = mid < help_rows(s)
              ? help_keys_fill(s, &t[1], help_keys_half(c, 1), mid)
              : mid;
    if (mid >= help_rows(s)) {
        help_keys_init(&t[1], help_keys_half(c, 1), 0);
    }
}

static void help_keys_page(help_state *s, SDL_Rect c, int from, int *to)
{
    kit_table t[2];
    help_keys_page_tables(s, t, c, from, to);
}

/* The pages of the Keys tab in c (1: every row fits), and in *page the
 * one holding the first row shown. */
static int help_keys_pages(help_state *s, SDL_Rect c, int *page)
{
    *page = 0;
    if (help_keys_all_fit(s, c)) {
        return 1;
    }
    int n = 0, from = 0, to;
    while (from < help_rows(s) && n < KIT_TABLE_ROWS) {
        help_keys_page(s, c, from, &to);
        if (s->keys_first >= from && s->keys_first < to) {
            *page = n;
        }
        n++;
        from = to;
    }
    return n;
}

/* The tables of the Keys tab for content box c: every row (rows apart,
 * or packed on a short window), or the page from s->keys_first; the
 * rows shown [*from, *to). */
static void help_keys_fitted(help_state *s, kit_table t[2], SDL_Rect c,
                             int *from, int *to)
{
    if (!help_keys_all_fit(s, c)) {
        *from = s->keys_first < help_rows(s) ? s->keys_first : 0;
        help_keys_page_tables(s, t, c, *from, to);
        return;
    }
    *from = 0;
    *to = help_rows(s);
    help_keys_tables(s, t, c, kit_u() / 2);
    if (kit_table_height(&t[0]) > c.h || kit_table_height(&t[1]) > c.h) {
        help_keys_tables(s, t, c, 0);
    }
}

static void help_draw_keys(front_app *a, SDL_Rect c)
{
    kit_table t[2];
    int from, to;
    help_keys_fitted(S(a), t, c, &from, &to);
    for (int k = 0; k < 2; k++) {
        kit_table_draw(a->ren, &t[k]);
    }
}

/* ---- Scoring: the numbers from the rules, the stars ---- */

/* The rows of the scoring table: what, and its points, in buf. */
static int help_scoring_rows(char cells[][2][96], unsigned *flags, int max)
{
    int n = 0;
    char num[32];
#define HELP_ROW(fl, what, ...)                                               \
    do {                                                                      \
        if (n < max) {                                                        \
            flags[n] = (fl);                                                  \
            snprintf(cells[n][0], sizeof cells[n][0], "%s", (what));          \
            snprintf(cells[n][1], sizeof cells[n][1], __VA_ARGS__);           \
            n++;                                                              \
        }                                                                     \
    } while (0)
    int base = game_pair_points(0), step = game_pair_points(1) - base;
    game_bonus one = game_level_bonus(1000, 1, 1);
    HELP_ROW(KIT_ROW_HEADING, _("Points"), "%s", "");
    lang_number(num, sizeof num, base);
    HELP_ROW(0, _("A pair removed"), "%s", num);
    HELP_ROW(0, _("Quick matches in a row (each within 3 s)"),
             _("+%d a step, up to %d"), step, game_pair_points(1000));
    HELP_ROW(0, _("A pair removed after a hint"), _("%d, the combo ends"),
             base);
    /* TRANSLATORS: Help's Scoring tab: the deal of the day's gold rule */
    HELP_ROW(0, _("A gold pair (the daily's Gold tiles)"), _("\xc3\x97%d"), GAME_GOLD_TIMES);
    HELP_ROW(KIT_ROW_HEADING, _("Level cleared"), "%s", "");
    HELP_ROW(0, _("Each second left on the clock"), "%d", one.time_bonus);
    HELP_ROW(0, _("Each hint not used"), "%d", one.hints_bonus);
    HELP_ROW(0, _("Each re-deal not used"), "%d", one.redeals_bonus);
    HELP_ROW(KIT_ROW_HEADING, _("Stars (timed games)"), "%s", "");
    HELP_ROW(0, _("The level cleared"), "%s", "\xe2\x98\x85");
    HELP_ROW(0, _("A third of the time or more left"), "+%s", "\xe2\x98\x85");
    HELP_ROW(0, _("No hint used"), "+%s", "\xe2\x98\x85");
#undef HELP_ROW
    return n;
}

static void help_draw_scoring(front_app *a, SDL_Rect c)
{
    char text[16][2][96];
    unsigned flags[16];
    int n = help_scoring_rows(text, flags, 16);
    int most = text_height(FONT_BODY) * 36;
    SDL_Rect box = c;
    if (box.w > most) {
        box.x += (box.w - most) / 2;
        box.w = most;
    }
    kit_table t;
    kit_table_init(&t, box, KIT_BODY, 2);
    t.flex = 0;
    t.wrap[0] = true;
    t.align[1] = 2;
    t.row_gap = kit_u() / 2;
    for (int i = 0; i < n; i++) {
        const char *cells[2] = {text[i][0], text[i][1]};
        kit_table_row(&t, flags[i], cells);
    }
    if (kit_table_height(&t) > c.h) { /* a short window: the small type */
        t.type = KIT_CAPTION;
        t.row_gap = 0;
    }
    int h = kit_table_draw(a->ren, &t);
    SDL_Rect note = {box.x, c.y + h + kit_u() * 2, box.w, 0};
    const char *s = _("Show me, relaxed, zen and endless games earn no stars.");
    if (note.y + text_height(FONT_CAPTION) <= c.y + c.h) {
        kit_text_block(a->ren, KIT_CAPTION, s, kit_color(KIT_ON_SURFACE_DIM),
                       note, 0, true);
    }
}

static void help_draw(front_app *a)
{
    const help_state *s = S(a);
    draw_background(a);
    const ui_menu *m = help_build(a);
    help_geom g = help_layout(a);
    if (g.title) {
        ui_title(a, _("How to play"), g.title_y);
    }
    kit_panel(a->ren, g.panel);
    switch (s->tab) {
    case HELP_KEYS:
        help_draw_keys(a, g.content);
        break;
    case HELP_SCORING:
        help_draw_scoring(a, g.content);
        break;
    default:
        help_draw_rules(a, g.content);
        break;
    }
    ui_menu_draw(m, a);
}

/* The state file: the rows of the tab shown. */
static void help_view(front_app *a, game_view *v)
{
    help_state *s = S(a);
    char text[16][2][96];
    unsigned flags[16];
    int n = 0;
    if (s->tab == HELP_KEYS) {
        /* the rows drawn (all of them, or the page on show) */
        kit_table t[2];
        int from, to;
        help_keys_fitted(s, t, help_layout(a).content, &from, &to);
        for (int i = from; i < to && n < KIT_TABLE_ROWS; i++, n++) {
            char names[96];
            const char *what = help_row(s, i, names, sizeof names);
            snprintf(s->lines_buf[n], sizeof s->lines_buf[n], "%s = %s",
                     names, what);
        }
    } else if (s->tab == HELP_SCORING) {
        int rows = help_scoring_rows(text, flags, 16);
        for (int i = 0; i < rows; i++, n++) {
            snprintf(s->lines_buf[n], sizeof s->lines_buf[n],
                     "%.95s = %.95s", text[i][0], text[i][1]);
        }
    } else {
        for (int i = 0; i < HELP_DIAGRAMS; i++, n++) {
            int kinds[HELP_DROWS * HELP_DCOLS];
            llk_path p;
            int turns = help_diagram_path(i, kinds, &p);
            if (turns < 0) {
                snprintf(s->lines_buf[n], sizeof s->lines_buf[n],
                         "%s refused", help_diagram_at(i)->sid);
            } else {
                snprintf(s->lines_buf[n], sizeof s->lines_buf[n],
                         "%s turns=%d", help_diagram_at(i)->sid, turns);
            }
        }
    }
    for (int i = 0; i < n; i++) {
        s->lines[i] = s->lines_buf[i];
    }
    v->lines = s->lines;
    v->nlines = n;
}

/* The play loop goes on over the game (help_over_game). */
static bool help_game_music(front_app *a, const front_screen *prev)
{
    return help_over_game(a, prev);
}

const front_screen st_help = {.name = "help", .tier = 2, .enter = help_enter,
                              .event = help_event, .draw = help_draw,
                              .menu = help_build, .view = help_view,
                              .game_music = help_game_music};
