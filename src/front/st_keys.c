/* st_keys.c - Keys: a key of the player's own for each action of the
 * board (keys.h: keys_bind), from Settings' Accessibility tab.
 *
 * A row per action, its key in a cap at the right (ids: the actions'
 * settings, key_hint ...). Enter or a click on a row waits for a key: the
 * row says so, the line under the title names the action and Esc cancels;
 * a key another action of the same screens has is refused with a reason
 * (the line says which), else it is the action's from now on, saved
 * (key_hint = j). Reset all puts every action back on the game's key;
 * Back (Esc) goes back to Settings. The rows that do not fit the window
 * are on further pages (More: the next page); the focus's page is shown.
 * The state file's "notice" is the line under the title.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "prefs.h"
#include "i18n.h"
#include "keys.h"
#include "seen.h"

enum { KEYS_ROW0 = 0, KEYS_MORE = 100, KEYS_RESET, KEYS_BACK };

static ui_menu kb_ui;
static int kb_page;           /* the page of rows on show */
static int kb_waiting = -1;   /* the row waiting for a key (-1: none) */
static char kb_line[200];     /* under the title: what to do, or why not */
static bool kb_line_bad;      /* kb_line is a refusal */
static int kb_focus_row = -1; /* a row to focus once built (-1: none) */

/* The rows' place: columns, rows a column, their size. */
typedef struct kb_geom {
    kit_frame f;
    int cols, per_col, rh, gap, line_y;
} kb_geom;

static kb_geom kb_place(const front_app *a)
{
    kb_geom g;
    int th = text_height(FONT_BODY);
    g.f = kit_frame_place(a->pix_w, a->pix_h, true, th * 48);
    g.line_y = g.f.tabs_y;
    g.gap = g.f.u / 2 + 1;
    g.rh = th + 2 * g.f.u;
    int top = g.line_y + text_height(FONT_CAPTION) * 2 + g.f.u;
    int h = g.f.bottom_y - g.f.u - top;
    g.per_col = (h + g.gap) / (g.rh + g.gap);
    g.per_col = g.per_col < 1 ? 1 : g.per_col;
    /* two columns when two rows side by side hold the widest label and
     * its cap */
    int widest = 0;
    for (int i = 0; i < keys_bind_count(); i++) {
        key_action act;
        const settings_row *r = settings_find(keys_bind_at(i, &act));
        int w, hh;
        text_size(FONT_BODY, r ? _(r->label) : "", &w, &hh);
        widest = w > widest ? w : widest;
    }
    int need = widest + th * 4 + 4 * g.f.u;
    g.cols = g.f.panel.w >= 2 * need + g.f.u ? 2 : 1;
    g.f.content.y = top;
    return g;
}

static int kb_per_page(const kb_geom *g)
{
    return g->cols * g->per_col;
}

static int kb_pages(const front_app *a)
{
    kb_geom g = kb_place(a);
    int per = kb_per_page(&g);
    return (keys_bind_count() + per - 1) / per;
}

static const ui_menu *kb_build(front_app *a)
{
    kb_geom g = kb_place(a);
    int focus = kb_ui.focus, per = kb_per_page(&g), n = keys_bind_count();
    int pages = kb_pages(a);
    kb_page = kb_page >= pages ? pages - 1 : kb_page < 0 ? 0 : kb_page;
    ui_menu_clear(&kb_ui, 1);
    int first = kb_page * per, last = first + per < n ? first + per : n;
    int cw = (g.f.panel.w - (g.cols - 1) * g.f.u) / g.cols;
    /* the page's rows shared evenly between the columns */
    int per_col = (last - first + g.cols - 1) / g.cols;
    for (int i = first; i < last; i++) {
        key_action act;
        const char *key = keys_bind_at(i, &act);
        const settings_row *r = settings_find(key);
        ui_menu_add(&kb_ui, r ? _(r->label) : key, KEYS_ROW0 + i, key);
        int k = i - first, col = k / per_col, row = k % per_col;
        SDL_Rect rc = {g.f.panel.x + col * (cw + g.f.u),
                       g.f.content.y + row * (g.rh + g.gap), cw, g.rh};
        kb_ui.rect[kb_ui.n - 1] = rc;
    }
    int foot = kb_ui.n;
    if (pages > 1) {
        static char more[64]; /* the menu keeps the pointer */
        snprintf(more, sizeof more, _("More (%d/%d)"), kb_page + 1, pages);
        ui_menu_add(&kb_ui, more, KEYS_MORE, "more");
    }
    ui_menu_add(&kb_ui, _("Reset all"), KEYS_RESET, "reset");
    ui_menu_add(&kb_ui, _("Back"), KEYS_BACK, "back");
    kit_frame_row(&kb_ui, foot, kb_ui.n, g.f.bottom_y, g.f.bh, a->pix_w);
    if (kb_focus_row >= 0) {
        focus = ui_menu_index_of(&kb_ui, KEYS_ROW0 + kb_focus_row);
        kb_focus_row = -1;
    }
    kb_ui.focus = focus < kb_ui.n ? focus : kb_ui.n - 1;
    return &kb_ui;
}

/* The line under the title when nothing is asked. */
static void kb_say_how(void)
{
    snprintf(kb_line, sizeof kb_line, "%s",
             _("Enter or a click on an action, then the key you want for it"));
    kb_line_bad = false;
}

static void kb_stop_waiting(void)
{
    kb_waiting = -1;
    keys_set_capturing(false);
}

static void kb_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    kb_page = 0;
    kb_stop_waiting();
    kb_say_how();
    kb_ui.focus = 0;
    kb_build(a);
}

static void kb_leave(front_app *a)
{
    (void)a;
    kb_stop_waiting();
}

/* Row i (an action) waits for its key. */
static void kb_wait(int i)
{
    key_action act;
    const settings_row *r = settings_find(keys_bind_at(i, &act));
    kb_waiting = i;
    keys_set_capturing(true);
    snprintf(kb_line, sizeof kb_line, _("Press the key for: %s (Esc: cancel)"),
             r ? _(r->label) : "");
    kb_line_bad = false;
}

/* The key pressed for the row waiting: refused with why, or saved. */
static void kb_take(front_app *a, SDL_Keycode sym)
{
    key_action act;
    const char *key = keys_bind_at(kb_waiting, &act);
    int row = kb_waiting;
    kb_stop_waiting();
    if (sym == SDLK_ESCAPE) {
        kb_say_how();
        return;
    }
    char why[160];
    const char *name = keys_sym_setting_name(sym);
    int v;
    if (keys_bind_check(act, sym, why, sizeof why) ||
        !settings_parse_value(settings_find(key), name, &v)) {
        snprintf(kb_line, sizeof kb_line, "%s", why);
        kb_line_bad = true;
        kb_focus_row = row;
        return;
    }
    settings_set(prefs()->set, key, v);
    remember_changed(a, key); /* bound and saved */
    snprintf(kb_line, sizeof kb_line, _("%s is now the key for: %s"),
             keys_sym_words(sym), _(settings_find(key)->label));
    kb_line_bad = false;
    kb_focus_row = row;
}

/* Every action back on the game's key. */
static void kb_reset(front_app *a)
{
    for (int i = 0; i < keys_bind_count(); i++) {
        key_action act;
        settings_set(prefs()->set, keys_bind_at(i, &act), 0);
    }
    key_action act;
    remember_changed(a, keys_bind_at(0, &act)); /* all bound again, saved */
    snprintf(kb_line, sizeof kb_line, "%s",
             _("Every action is on the game's key again"));
    kb_line_bad = false;
}

static void kb_event(front_app *a, const SDL_Event *e)
{
    if (kb_waiting >= 0) {
        if (e->type == SDL_KEYDOWN && !keys_from_device(&e->key.keysym)) {
            kb_take(a, e->key.keysym.sym);
            a->dirty = true;
            return;
        }
        if (e->type != SDL_MOUSEBUTTONDOWN && e->type != SDL_KEYDOWN) {
            return; /* waiting: a move of the pointer changes nothing */
        }
        kb_stop_waiting(); /* a click or a pad's button: not a key */
        kb_say_how();
        a->dirty = true;
    }
    kb_build(a);
    int id = ui_menu_take(&kb_ui, a, e);
    if (id >= KEYS_ROW0 && id < KEYS_ROW0 + keys_bind_count()) {
        kb_wait(id - KEYS_ROW0);
        a->dirty = true;
    } else if (id == KEYS_MORE) {
        kb_page = (kb_page + 1) % kb_pages(a); /* past the last: the first */
        kb_build(a);
        kb_ui.focus = ui_menu_index_of(&kb_ui, KEYS_MORE);
        a->dirty = true;
    } else if (id == KEYS_RESET) {
        kb_reset(a);
        a->dirty = true;
    } else if (id == KEYS_BACK || id == -2) {
        front_goto(a, &st_settings);
    }
}

static void kb_draw(front_app *a)
{
    const ui_menu *m = kb_build(a);
    kb_geom g = kb_place(a);
    draw_background(a);
    ui_title(a, _("Keys"), g.f.title_y);
    SDL_Rect line = {g.f.panel.x, g.line_y, g.f.panel.w, 0};
    kit_text_block(a->ren, KIT_CAPTION, kb_line,
                   kit_color(kb_line_bad ? KIT_DANGER : KIT_ON_SURFACE_DIM),
                   line, 1, true);
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, i);
        seen_control(m->sid[i]);
        int row = m->id[i] - KEYS_ROW0;
        if (m->id[i] >= KEYS_MORE) {
            kit_button(a->ren, m->rect[i], m->label[i], st);
            continue;
        }
        key_action act;
        keys_bind_at(row, &act);
        char cap[48];
        snprintf(cap, sizeof cap, "%s",
                 row == kb_waiting ? _("press a key") : keys_sym_words(keys_bound(act)));
        kit_button_key(a->ren, m->rect[i], m->label[i], cap, false,
                       st | (row == kb_waiting ? KIT_ST_FOCUSED : 0));
    }
    seen_control(NULL);
}

static void kb_view(front_app *a, game_view *v)
{
    (void)a;
    v->notice = kb_line;
}

const front_screen st_keys = {.name = "keys", .enter = kb_enter,
                              .leave = kb_leave, .event = kb_event,
                              .draw = kb_draw, .menu = kb_build,
                              .view = kb_view};
