/* st_keys.c - Keys: a key of the player's own for each action of the
 * board (keys.h: keys_bind), and a pad's button for the ones a pad does
 * (padkeys.h), from Settings' Accessibility tab.
 *
 * A row per action (redo's after undo's: its key follows undo's, its
 * button is its own), its key in a cap at the right and its pad's button
 * in a round cap at the edge (— none yet; no cap: a pad's button cannot do
 * it). The buttons are shown whether a pad is plugged in or not: they can
 * be chosen before, and the rows do not move when one comes. Ids: the
 * actions' settings, key_hint ... (redo's: pad_redo). Enter or a click on
 * a row waits for a key, or a pad's button: the row says so, the line
 * under the title names the action, Esc (or B) cancels; a key another
 * action of the same screens has, or a button another action of the board
 * has, is refused with a reason (the line says which), else it is the
 * action's from now on, saved (key_hint = j, pad_kind = x). Reset all puts
 * every action back on the game's key and button; Back (Esc) goes back to
 * Settings. The rows that do not fit the window are on further pages
 * (More: the next page); the focus's page is shown. The state file's
 * "notice" is the line under the title.
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
#include "pad.h"
#include "padkeys.h"
#include "seen.h"
#include "screen_state.h"

enum { KEYS_ROW0 = 0, KEYS_MORE = 100, KEYS_RESET, KEYS_BACK };

/* A row: an action, the setting of its key (NULL: redo, whose key
 * follows undo's) and of its pad's button (NULL: none). */
typedef struct kb_row {
    key_action act;
    const char *key, *pad;
} kb_row;

/* The screen's own state (screen_state.h). */
typedef struct kb_state {
    kb_row rows[64];
    int nrows;
    ui_menu ui;
    int page;           /* the page of rows on show */
    int waiting;        /* the row waiting for a key (-1: none; set when
                           the screen is entered) */
    char line[200];     /* under the title: what to do, or why not */
    bool line_bad;      /* line is a refusal */
    char more[64];      /* More's label (the menu keeps the pointer) */
} kb_state;

static kb_state *S(front_app *a)
{
    return front_state(a, &st_keys, sizeof(kb_state));
}

/* The rows: every action that takes a key, redo's button after undo. */
static int kb_count(front_app *a)
{
    kb_state *s = S(a);
    if (s->nrows == 0) {
        for (int i = 0; i < keys_bind_count() && s->nrows < 63; i++) {
            kb_row *r = &s->rows[s->nrows++];
            r->key = keys_bind_at(i, &r->act);
            r->pad = padkeys_setting_of(r->act);
            if (r->act == KA_UNDO) {
                s->rows[s->nrows++] = (kb_row){
                    KA_REDO, NULL, padkeys_setting_of(KA_REDO)};
            }
        }
    }
    return s->nrows;
}

/* Row i's words (its setting's label). */
static const char *kb_label(front_app *a, int i)
{
    kb_state *s = S(a);
    const settings_row *r = settings_find(s->rows[i].key ? s->rows[i].key
                                                         : s->rows[i].pad);
    return r ? _(r->label) : "";
}

/* The rows' place: columns, rows a column, their size. */
typedef struct kb_geom {
    kit_frame f;
    int cols, per_col, rh, gap, line_y;
} kb_geom;

static kb_geom kb_place(front_app *a)
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
    for (int i = 0; i < kb_count(a); i++) {
        int w, hh;
        text_size(FONT_BODY, kb_label(a, i), &w, &hh);
        widest = w > widest ? w : widest;
    }
    int need = widest + th * 7 + 5 * g.f.u; /* a key's cap and a button's */
    g.cols = g.f.panel.w >= 2 * need + g.f.u ? 2 : 1;
    g.f.content.y = top;
    return g;
}

static int kb_per_page(const kb_geom *g)
{
    return g->cols * g->per_col;
}

static int kb_pages(front_app *a)
{
    kb_geom g = kb_place(a);
    int per = kb_per_page(&g);
    return (kb_count(a) + per - 1) / per;
}

static const ui_menu *kb_build(front_app *a)
{
    kb_state *s = S(a);
    kb_geom g = kb_place(a);
    int per = kb_per_page(&g), n = kb_count(a);
    int pages = kb_pages(a), f = s->ui.focus;
    if (f >= 0 && f < s->ui.n && s->ui.id[f] >= KEYS_ROW0 &&
        s->ui.id[f] < KEYS_ROW0 + n) {
        s->page = (s->ui.id[f] - KEYS_ROW0) / per; /* the focus's page */
    }
    s->page = s->page >= pages ? pages - 1 : s->page < 0 ? 0 : s->page;
    ui_menu_clear(&s->ui, 1);
    ui_menu_focus_default(&s->ui, KEYS_BACK);
    int first = s->page * per, last = first + per < n ? first + per : n;
    int cw = (g.f.panel.w - (g.cols - 1) * g.f.u) / g.cols;
    /* the page's rows shared evenly between the columns */
    int per_col = (last - first + g.cols - 1) / g.cols;
    for (int i = first; i < last; i++) {
        ui_menu_add(&s->ui, kb_label(a, i), KEYS_ROW0 + i,
                    s->rows[i].key ? s->rows[i].key : s->rows[i].pad);
        int k = i - first, col = k / per_col, row = k % per_col;
        SDL_Rect rc = {g.f.panel.x + col * (cw + g.f.u),
                       g.f.content.y + row * (g.rh + g.gap), cw, g.rh};
        s->ui.rect[s->ui.n - 1] = rc;
    }
    int foot = s->ui.n;
    if (pages > 1) {
        snprintf(s->more, sizeof s->more, _("More (%d/%d)"), s->page + 1,
                 pages);
        ui_menu_add(&s->ui, s->more, KEYS_MORE, "more");
    }
    ui_menu_add(&s->ui, _("Reset all"), KEYS_RESET, "reset");
    ui_menu_add(&s->ui, _("Back"), KEYS_BACK, "back");
    kit_frame_row(&s->ui, foot, s->ui.n, g.f.bottom_y, g.f.bh, a->pix_w);
    return &s->ui;
}

/* The line under the title when nothing is asked. */
static void kb_say_how(front_app *a)
{
    kb_state *s = S(a);
    snprintf(s->line, sizeof s->line, "%s",
             _("Enter or a click on an action, then the key you want for it"));
    s->line_bad = false;
}

static void kb_stop_waiting(front_app *a)
{
    kb_state *s = S(a);
    s->waiting = -1;
    keys_set_capturing(false);
    padkeys_set_capturing(false);
}

static void kb_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    kb_state *s = S(a);
    s->page = 0;
    kb_stop_waiting(a);
    kb_say_how(a);
    ui_menu_clear(&s->ui, 1); /* no page from the last visit's focus */
    ui_menu_focus_first(&s->ui);
    kb_build(a);
}

static void kb_leave(front_app *a)
{
    kb_stop_waiting(a);
}

/* Row i (an action) waits for its key, or its pad's button. */
static void kb_wait(front_app *a, int i)
{
    kb_state *s = S(a);
    s->waiting = i;
    keys_set_capturing(true);
    padkeys_set_capturing(s->rows[i].pad != NULL);
    snprintf(s->line, sizeof s->line,
             s->rows[i].pad ? _("Press the key for: %s, or the pad's button "
                                "(Esc or B: cancel)")
                            : _("Press the key for: %s (Esc: cancel)"),
             kb_label(a, i));
    s->line_bad = false;
}

/* The line under the title says why not (refused, the focus kept). */
static void kb_refused(front_app *a, int row, const char *why)
{
    kb_state *s = S(a);
    snprintf(s->line, sizeof s->line, "%s", why);
    s->line_bad = true;
    ui_menu_focus_id(&s->ui, KEYS_ROW0 + row);
}

/* Row's setting given the value named name, unless refused (why says
 * why): saved, and the line says so (done: a format of the key's or the
 * button's words, then the action's). */
static void kb_bind(front_app *a, int row, const char *setting,
                    const char *name, bool refused, const char *why,
                    const char *done, const char *words)
{
    kb_state *s = S(a);
    int v;
    if (refused || !settings_parse_value(settings_find(setting), name, &v)) {
        kb_refused(a, row, why);
        return;
    }
    settings_set(prefs(a)->set, setting, v);
    remember_changed(a, setting); /* bound and saved */
    snprintf(s->line, sizeof s->line, done, words, kb_label(a, row));
    s->line_bad = false;
    ui_menu_focus_id(&s->ui, KEYS_ROW0 + row);
}

/* The key pressed for the row waiting: refused with why, or saved. */
static void kb_take(front_app *a, SDL_Keycode sym)
{
    kb_state *s = S(a);
    int row = s->waiting;
    const kb_row *r = &s->rows[row];
    kb_stop_waiting(a);
    if (sym == SDLK_ESCAPE) {
        kb_say_how(a);
        return;
    }
    char why[160];
    if (r->key == NULL) {
        kb_refused(a, row, _("Redo's key is Shift and undo's: give undo a key"));
        return;
    }
    bool bad = keys_bind_check(r->act, sym, why, sizeof why) != NULL;
    kb_bind(a, row, r->key, keys_sym_setting_name(sym), bad, why,
            _("%s is now the key for: %s"), keys_sym_words(sym));
}

/* The pad's button pressed for the row waiting: refused, or saved. */
static void kb_take_button(front_app *a, int button)
{
    kb_state *s = S(a);
    int row = s->waiting;
    const kb_row *r = &s->rows[row];
    kb_stop_waiting(a);
    char why[160];
    bool bad = padkeys_bind_check(r->act, button, why, sizeof why) != NULL;
    kb_bind(a, row, r->pad, padkeys_button_setting_name(button), bad, why,
            _("%s is now the pad's button for: %s"),
            padkeys_button_words(button));
}

/* Every action back on the game's key and button. */
static void kb_reset(front_app *a)
{
    kb_state *s = S(a);
    key_action act;
    for (int i = 0; i < keys_bind_count(); i++) {
        settings_set(prefs(a)->set, keys_bind_at(i, &act), 0);
    }
    for (int i = 0; i < padkeys_count(); i++) {
        settings_set(prefs(a)->set, padkeys_at(i, &act), 0);
    }
    remember_changed(a, padkeys_at(0, &act)); /* the buttons bound again */
    remember_changed(a, keys_bind_at(0, &act)); /* the keys, and saved */
    snprintf(s->line, sizeof s->line, "%s",
             _("Every action is on the game's key and button again"));
    s->line_bad = false;
}

/* An event while a row waits: true when it was the key, the button or
 * the cancel; a click or a pad's arrow stops the wait and acts. */
static bool kb_waited(front_app *a, const SDL_Event *e)
{
    int button = pad_captured(a, e);
    if (button >= 0) {
        kb_take_button(a, button);
    } else if (e->type == SDL_KEYDOWN && !keys_from_device(&e->key.keysym)) {
        kb_take(a, e->key.keysym.sym);
    } else if (e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE) {
        kb_stop_waiting(a); /* a pad's B or Back: cancelled */
        kb_say_how(a);
    } else if (e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_KEYDOWN) {
        kb_stop_waiting(a); /* a click or a pad's arrow: not a key */
        kb_say_how(a);
        a->dirty = true;
        return false;
    } else {
        return true; /* waiting: a move of the pointer changes nothing */
    }
    a->dirty = true;
    return true;
}

static void kb_event(front_app *a, const SDL_Event *e)
{
    kb_state *s = S(a);
    if (s->waiting >= 0 && kb_waited(a, e)) {
        return;
    }
    kb_build(a);
    int id = ui_menu_take(&s->ui, a, e);
    if (id >= KEYS_ROW0 && id < KEYS_ROW0 + kb_count(a)) {
        kb_wait(a, id - KEYS_ROW0);
        a->dirty = true;
    } else if (id == KEYS_MORE) {
        s->page = (s->page + 1) % kb_pages(a); /* past the last: the first */
        kb_build(a);
        ui_menu_focus_id(&s->ui, KEYS_MORE);
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
    kb_state *s = S(a);
    const ui_menu *m = kb_build(a);
    kb_geom g = kb_place(a);
    draw_background(a);
    ui_title(a, _("Keys"), g.f.title_y);
    SDL_Rect line = {g.f.panel.x, g.line_y, g.f.panel.w, 0};
    kit_text_block(a->ren, KIT_CAPTION, s->line,
                   kit_color(s->line_bad ? KIT_DANGER : KIT_ON_SURFACE_DIM),
                   line, 1, true);
    for (int i = 0; i < m->n; i++) {
        unsigned st = ui_menu_state(m, a, i);
        seen_control(m->sid[i]);
        int row = m->id[i] - KEYS_ROW0;
        if (m->id[i] >= KEYS_MORE) {
            kit_button(a->ren, m->rect[i], m->label[i], st);
            continue;
        }
        const kb_row *r = &s->rows[row];
        char cap[48], pad[48];
        snprintf(cap, sizeof cap, "%s", keys_sym_words(keys_bound(r->act)));
        if (r->key == NULL) { /* redo: Shift and undo's key */
            snprintf(cap, sizeof cap, "\xe2\x87\xa7%s",
                     keys_sym_words(keys_bound(KA_UNDO)));
        }
        snprintf(pad, sizeof pad, "%s",
                 r->pad ? padkeys_button_cap(padkeys_bound(r->act)) : "");
        if (r->pad && !pad[0]) {
            snprintf(pad, sizeof pad, "%s", "\xe2\x80\x94"); /* none: — */
        }
        if (row == s->waiting) {
            snprintf(cap, sizeof cap, "%s",
                     r->pad ? _("press a key or a button") : _("press a key"));
            pad[0] = '\0';
        }
        kit_button_caps(a->ren, m->rect[i], m->label[i], cap, pad,
                        st | (row == s->waiting ? KIT_ST_FOCUSED : 0));
    }
    seen_control(NULL);
}

static void kb_view(front_app *a, game_view *v)
{
    kb_state *s = S(a);
    v->notice = s->line;
}

const front_screen st_keys = {.name = "keys", .tier = 3, .enter = kb_enter,
                              .leave = kb_leave, .event = kb_event,
                              .draw = kb_draw, .menu = kb_build,
                              .view = kb_view};
