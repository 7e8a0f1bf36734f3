/* st_settings.c - the Settings screen, generated from the settings table
 * (settings.h): a tab per group (Game, Look, Sound, Language; ids
 * settings_game, settings_look, settings_sound, settings_lang), and in the
 * tab shown a control per setting of the group, whose id is the
 * setting's key: a slider for a number, a switch for on/off, a choice
 * stepped both ways for a list (the tile set and the background with a
 * preview; the Accessibility tab's Keys, id keys, opens the Keys screen).
 * Rows that do not fit the window scroll (the kit's ui_menu_scroll): the
 * focus brings its row into view, the wheel and a click on a chevron
 * scroll by a row; the state file lists the rows shown, and the marks
 * "more_above" and "more_below" say more are that way.
 * A change is applied and saved at once (remember_changed); the
 * help line under the controls says what the focused one does, in the
 * player's words. A tile set or background that cannot be loaded is
 * refused with a notice. Then Back (id back).
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "assets.h"
#include "audio.h"
#include "flow.h"
#include "draw.h"
#include "play.h"
#include "prefs.h"
#include "lang.h"
#include "i18n.h"
#include "theme.h"
#include "seen.h"
#include "screen_state.h"

#define SET_BACK 1000
#define SET_KEYS 1001 /* Accessibility: the Keys screen */
#define SET_KEYS_HELP N_("Give the actions of the board keys of your own")
#define SET_TAB0 2000
#define SET_MAX 16

/* The screen's own state (screen_state.h). */
typedef struct set_state {
    ui_menu ui;
    settings_group tab;
    /* A tab whose rows do not fit scrolls them (ui_menu_scroll): the
     * first shown, the band they show in, the focus the view last
     * followed. */
    int first, focus_was;
    bool scrolls;
    int band_top, band_bottom;
    char words[SET_MAX][64]; /* the values' words (the menu keeps them) */
    /* The help's lines under the rows (wrapped at a large text size) and
     * whether Back stands at the top left, beside the title (a large
     * text size that leaves no room for it at the foot). */
    int help_lines;
    bool back_top;
} set_state;

static void set_init(void *block)
{
    set_state *s = block;
    s->tab = SETTINGS_G_GAME;
    s->focus_was = -1;
    s->help_lines = 1;
}

static set_state *S(front_app *a)
{
    return front_state_init(a, &st_settings, sizeof(set_state), set_init);
}

/* A tile set's or background's name as the screen says it: the shipped
 * ones by their player name (translated), another by its folder's name as
 * it is. The settings file and the command line keep the folder's name. */
static const char *theme_words(const char *name)
{
    static const struct {
        const char *folder, *words;
    } known[] = {{"emoji", N_("Emoji")}, {"mahjong", N_("Mahjong")},
                 {"felt", N_("Felt")},   {"ink", N_("Ink")},
                 {"silk", N_("Silk")},   {"wood", N_("Wood")}};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        if (strcmp(name, known[i].folder) == 0) {
            return _(known[i].words);
        }
    }
    return name;
}

/* A value as the screen says it. */
static const char *value_words(const front_app *a, const settings_row *r,
                               char *buf, size_t len)
{
    int v = settings_get(prefs(a)->set, r->key);
    if (r->type == SETTINGS_BOOL) {
        snprintf(buf, len, "%s", v ? _("on") : _("off"));
    } else if (r->words && v >= r->min && v <= r->max) { /* the row's words */
        snprintf(buf, len, "%s", _(r->words[v]));
    } else if (r->type == SETTINGS_ENUM && strcmp(r->key, "language") == 0) {
        snprintf(buf, len, "%s", lang_choice_label(r->choices[v]));
    } else if (r->type == SETTINGS_ENUM) {
        snprintf(buf, len, "%s", theme_words(r->choices[v]));
    } else if (strcmp(r->key, "path_ms") == 0) {
        snprintf(buf, len, _("%.1f s"), v / 1000.0);
    } else if (strcmp(r->key, "sfx_volume") == 0 ||
               strcmp(r->key, "music_volume") == 0) {
        snprintf(buf, len, "%d%%", v); /* as lang_percent writes it */
    } else {
        snprintf(buf, len, "%d", v);
    }
    return buf;
}

/* The tile set's preview: a few of its tiles (the set in use is the one
 * chosen: a change applies at once). */
static void preview_tiles(front_app *a, SDL_Rect box, int value)
{
    (void)value;
    int n = 3, gap = kit_u() / 2, side = box.h;
    for (int i = 0; i < n && i < atlas_faces(); i++) {
        SDL_Rect t = {box.x + box.w - (n - i) * (side + gap), box.y, side,
                      side};
        kit_round(a->ren, t, kit_radius() / 2, kit_color(KIT_TILE_FACE));
        SDL_Rect face = {t.x + 2, t.y + 2, t.w - 4, t.h - 4};
        atlas_draw(a->ren, 1 + i * 7 % atlas_faces(), &face, 255);
    }
}

/* The background's preview: a swatch of it. */
static void preview_background(front_app *a, SDL_Rect box, int value)
{
    (void)value;
    SDL_Rect sw = {box.x + box.w - box.h * 2, box.y, box.h * 2, box.h};
    theme_draw_swatch(a, sw);
    kit_ring(a->ren, sw, 0, 1, kit_color(KIT_OUTLINE));
}

/* On the Sound tab, why the game is silent (NULL when it is not). */
static const char *set_silent(const front_app *a, const set_state *s)
{
    return s->tab == SETTINGS_G_SOUND ? audio_silent_why(a->svc.audio) : NULL;
}

/* The line under the help for a notice: on the tabs that may show one
 * (Look: a tile set refused; Sound: why the game is silent). */
static int set_notice_lines(const set_state *s)
{
    return s->tab == SETTINGS_G_LOOK || s->tab == SETTINGS_G_SOUND;
}

/* One control per setting of the tab shown. */
static void set_add_rows(front_app *a)
{
    set_state *s = S(a);
    for (int i = 0, k = 0; i < settings_count() && k < SET_MAX; i++) {
        const settings_row *r = settings_row_at(i);
        if (r->hidden || r->group != s->tab) {
            continue;
        }
        int v = settings_get(prefs(a)->set, r->key);
        const char *words = value_words(a, r, s->words[k],
                                        sizeof s->words[k]);
        k++;
        ui_menu_add(&s->ui, _(r->label), i, r->key);
        if (r->widget == SETTINGS_W_SLIDER) {
            ui_menu_slider(&s->ui, v, r->min, r->max, r->step, words);
        } else if (r->widget == SETTINGS_W_TOGGLE) {
            ui_menu_toggle(&s->ui, v != 0);
        } else {
            ui_preview_fn p = strcmp(r->key, "tileset") == 0 ? preview_tiles
                              : strcmp(r->key, "background") == 0
                                  ? preview_background
                                  : NULL;
            ui_menu_choice(&s->ui, v, r->max + 1, words, p);
        }
    }
}

/* The most lines any help of the tab shown takes in width w (the tabs'
 * help too). */
static int set_help_most(const set_state *s, int w)
{
    int most = 1, st[4], ln[4];
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *r = settings_row_at(i);
        if (!r->hidden && r->group == s->tab) {
            int n = kit_wrap(KIT_CAPTION, _(r->help), w, st, ln, 4);
            most = n > most ? n : most;
        }
    }
    if (s->tab == SETTINGS_G_ACCESS) {
        int k = kit_wrap(KIT_CAPTION, _(SET_KEYS_HELP), w, st, ln, 4);
        most = k > most ? k : most;
    }
    int n = kit_wrap(KIT_CAPTION,
                     _("Enter or a click shows this group of settings"), w,
                     st, ln, 4);
    return n > most ? n : most;
}

/* The tabs in one row from x, w wide at y (their widths from their
 * labels when equal ones do not hold them), or in two; the bottom. */
static int set_tabs_large(set_state *s, int x, int w, int y, int bh)
{
    int u = kit_u(), n = SETTINGS_G_COUNT, lw[SETTINGS_G_COUNT], sum = 0;
    for (int i = 0; i < n; i++) {
        int h;
        text_size(FONT_LABEL, s->ui.label[i], &lw[i], &h);
        lw[i] += 3 * u;
        sum += lw[i];
    }
    int rows = sum + (n - 1) * u > w ? 2 : 1;
    for (int r = 0, i = 0; r < rows; r++) {
        int k = rows == 1 ? n : r == 0 ? (n + 1) / 2 : n / 2;
        int rs = 0, cx = x;
        for (int j = i; j < i + k; j++) {
            rs += lw[j];
        }
        int extra = (w - (k - 1) * u - rs) / k; /* shared out evenly */
        for (int j = i; j < i + k; j++) {
            SDL_Rect rc = {cx, y, lw[j] + extra, bh};
            s->ui.rect[j] = rc;
            cx += rc.w + u;
        }
        i += k;
        y += bh + u;
    }
    return y - u;
}

/* A large text size that does not fit the layout of 100 %: tabs from
 * their labels, Back beside the title when it fits there, the rows as
 * tall as the room left allows (never under a line and a unit). */
static void set_layout_large(const front_app *a, set_state *s, int x,
                             int w)
{
    int u = kit_u(), th = text_height(FONT_BODY);
    int title_h = text_height(FONT_TITLE), tw, h;
    int rows = s->ui.n - 1 - SETTINGS_G_COUNT;
    text_size(FONT_TITLE, _("Settings"), &tw, &h);
    int backw, bh = th + 2 * u;
    text_size(FONT_BODY, _("Back"), &backw, &h);
    backw = backw + 6 * u > th * 4 ? backw + 6 * u : th * 4;
    s->back_top = x + backw + u <= (a->pix_w - tw) / 2;
    SDL_Rect back = {x, 3 * u + (title_h - bh) / 2, backw, bh};
    if (!s->back_top) {
        back.x = (a->pix_w - backw) / 2;
        back.y = a->pix_h - bh - 2 * u;
    }
    s->ui.rect[s->ui.n - 1] = back;
    int y = set_tabs_large(s, x, w, 3 * u + title_h + u,
                           text_height(FONT_LABEL) + 3 * u) + 3 * u;
    s->help_lines = set_help_most(s, w);
    int bottom = (s->back_top ? a->pix_h : back.y) - 2 * u -
                 (s->help_lines + set_notice_lines(s)) *
                     text_height(FONT_CAPTION) -
                 2 * u;
    int gap = u / 2 + 1, rh = rows > 0 ? (bottom - y) / rows - gap : bh;
    rh = rh > th * 2 ? th * 2 : rh < th + u ? th + u : rh;
    s->band_top = y;
    s->band_bottom = bottom;
    for (int i = SETTINGS_G_COUNT; i < s->ui.n - 1; i++) {
        SDL_Rect rc = {x, y, w, rh};
        s->ui.rect[i] = rc;
        y += rh + gap;
    }
}

/* Whether the layout of 100 % holds the labels and the rows of the tab
 * shown at this text size. */
static bool set_fits(const set_state *s, int tw, int w,
                     int rows_end, int back_y)
{
    int u = kit_u(), lw, h;
    for (int i = 0; i < SETTINGS_G_COUNT; i++) {
        text_size(FONT_LABEL, s->ui.label[i], &lw, &h);
        if (lw + 2 * u > tw) {
            return false;
        }
    }
    return set_help_most(s, w) == 1 &&
           rows_end + 2 * u +
                   (1 + set_notice_lines(s)) * text_height(FONT_CAPTION) +
                   2 * u <=
               back_y - u;
}

/* The tabs in a row under the title, the rows under them in a column,
 * Back at the foot. */
static void set_layout(const front_app *a, set_state *s)
{
    int u = kit_u(), th = text_height(FONT_BODY);
    int w = a->pix_w - 8 * u;
    w = w > th * 36 ? th * 36 : w;
    int x = (a->pix_w - w) / 2;
    int y = 3 * u + text_height(FONT_TITLE) + 2 * u;
    int tw = (w - 3 * u) / SETTINGS_G_COUNT, bh = th * 2;
    int i = 0;
    for (; i < s->ui.n && s->ui.kind[i] == UI_TAB; i++) {
        SDL_Rect rc = {x + i * (tw + u), y, tw, bh};
        s->ui.rect[i] = rc;
    }
    y += bh + 3 * u;
    s->band_top = y;
    int backw = th * 8;
    SDL_Rect back = {(a->pix_w - backw) / 2, a->pix_h - bh - 3 * u, backw,
                     bh};
    s->ui.rect[s->ui.n - 1] = back;
    s->help_lines = 1;
    s->back_top = false;
    s->band_bottom = back.y - 5 * u -
                     (1 + set_notice_lines(s)) * text_height(FONT_CAPTION);
    /* rows as tall as two lines, shorter (never under a line and a unit)
     * when that keeps every row of the tab on show */
    int rows = s->ui.n - 1 - i, rh = bh;
    if (rows > 0 && rows * (bh + u) - u > s->band_bottom - y) {
        rh = (s->band_bottom - y + u) / rows - u;
        rh = rh < th + u ? th + u : rh;
    }
    for (; i < s->ui.n - 1; i++) {
        SDL_Rect rc = {x, y, w, rh};
        s->ui.rect[i] = rc;
        y += rh + u;
    }
    if (kit_text_size_pct() > 100 && !set_fits(s, tw, w, y - u, back.y)) {
        set_layout_large(a, s, x, w);
    }
    /* rows past the band scroll; the view follows the focus when it moved */
    bool chase = s->ui.focus != s->focus_was;
    s->focus_was = s->ui.focus;
    s->scrolls = ui_menu_scroll(&s->ui, SETTINGS_G_COUNT, s->ui.n - 1,
                                s->band_top, s->band_bottom, &s->first,
                                chase);
}

/* The rows shown: the first and the last not scrolled out of view. */
static void set_shown(const ui_menu *m, int *first, int *last)
{
    *first = SETTINGS_G_COUNT;
    *last = m->n - 2;
    while (*first < *last && m->gone[*first]) {
        (*first)++;
    }
    while (*last > *first && m->gone[*last]) {
        (*last)--;
    }
}

static const ui_menu *set_build(front_app *a);

/* The wheel, or a click on a chevron: the rows scroll by dir; a focus
 * scrolled out of view stays on the nearest row shown. */
static void set_scroll_by(front_app *a, int dir)
{
    set_state *s = S(a);
    s->first += dir;
    set_build(a);
    int f = s->ui.focus, first, last;
    set_shown(&s->ui, &first, &last);
    if (f >= SETTINGS_G_COUNT && f < s->ui.n - 1 && s->ui.gone[f]) {
        ui_menu_focus_id(&s->ui, s->ui.id[f < first ? first : last]);
        s->focus_was = s->ui.focus;
    }
    a->dirty = true;
}

/* The chevron's strip above (dir -1) or below (1) the rows shown. */
static SDL_Rect set_chevron_strip(const ui_menu *m, int dir)
{
    int first, last, u = kit_u();
    set_shown(m, &first, &last);
    SDL_Rect f = m->rect[first], l = m->rect[last];
    SDL_Rect rc = {f.x, dir < 0 ? f.y - 2 * u : l.y + l.h, f.w, 2 * u};
    return rc;
}

static const ui_menu *set_build(front_app *a)
{
    set_state *s = S(a);
    ui_menu_clear(&s->ui, 1);
    for (int g = 0; g < SETTINGS_G_COUNT; g++) {
        ui_menu_add(&s->ui, _(settings_group_label(g)), SET_TAB0 + g,
                    settings_group_id(g));
        ui_menu_tab(&s->ui, g == (int)s->tab);
    }
    set_add_rows(a);
    if (s->tab == SETTINGS_G_ACCESS) {
        ui_menu_add(&s->ui, _("Keys\xe2\x80\xa6"), SET_KEYS, "keys"); /* opens a screen */
    }
    ui_menu_add(&s->ui, _("Back"), SET_BACK, "back");
    set_layout(a, s);
    return &s->ui;
}

static void set_enter(front_app *a, const front_screen *prev)
{
    set_state *s = S(a);
    if (prev == &st_keys) { /* back from Keys: on its button */
        ui_menu_focus_id(&s->ui, SET_KEYS);
        set_build(a);
        return;
    }
    s->tab = SETTINGS_G_GAME;
    s->first = 0; /* the rows from their top */
    ui_menu_focus_first(&s->ui); /* not the last visit's row */
    set_build(a);
    /* the first setting: the first control after the group tabs */
    ui_menu_focus_id(&s->ui, s->ui.id[SETTINGS_G_COUNT]);
}

static void set_leave(front_app *a)
{
    play(a)->anim.notice_until = 0; /* a refusal is said here only */
    kit_lane_clear(a);
}

/* A control of setting row i moved as the menu says (m->act). */
static void set_change(front_app *a, int i)
{
    const set_state *s = S(a);
    const settings_row *r = settings_row_at(i);
    if (s->ui.act == UI_ACT_SET) {
        settings_set(prefs(a)->set, r->key, s->ui.act_value);
    } else if (s->ui.act == UI_ACT_STEP) {
        settings_nudge(prefs(a)->set, r->key, s->ui.act_value);
    } else {
        settings_nudge(prefs(a)->set, r->key, 1);
    }
    remember_changed(a, r->key);
}

/* The wheel over a scrolling tab, or a click on its chevrons, scrolls
 * it; true when e did. */
static bool set_scroll_event(front_app *a, const SDL_Event *e)
{
    set_state *s = S(a);
    if (!s->scrolls) {
        return false;
    }
    if (e->type == SDL_MOUSEWHEEL) {
        int dy = e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -e->wheel.y
                                                               : e->wheel.y;
        if (dy != 0) {
            set_scroll_by(a, dy > 0 ? -1 : 1);
        }
        return true;
    }
    if (e->type == SDL_MOUSEBUTTONDOWN && e->button.button == SDL_BUTTON_LEFT) {
        int px, py;
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
        SDL_Point p = {px, py};
        for (int dir = -1; dir <= 1; dir += 2) {
            SDL_Rect strip = set_chevron_strip(&s->ui, dir);
            if (ui_menu_more(&s->ui, SETTINGS_G_COUNT, s->ui.n - 1, dir) &&
                SDL_PointInRect(&p, &strip)) {
                set_scroll_by(a, dir);
                return true;
            }
        }
    }
    return false;
}

static void set_event(front_app *a, const SDL_Event *e)
{
    set_state *s = S(a);
    set_build(a);
    if (set_scroll_event(a, e)) {
        return;
    }
    int id = ui_menu_take(&s->ui, a, e);
    if (id >= 0 && id < settings_count()) {
        set_change(a, id);
        a->dirty = true;
    } else if (id >= SET_TAB0 && id < SET_TAB0 + SETTINGS_G_COUNT) {
        s->tab = (settings_group)(id - SET_TAB0);
        s->first = 0; /* a tab shown from its top */
        a->dirty = true;
    } else if (id == SET_KEYS) {
        front_goto(a, &st_keys);
    } else if (id == SET_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void set_draw(front_app *a)
{
    set_state *s = S(a);
    const ui_menu *m = set_build(a);
    draw_background(a);
    int u = kit_u();
    ui_title(a, _("Settings"), 3 * u);
    /* the panel behind the rows shown */
    int top_i, last;
    set_shown(m, &top_i, &last);
    SDL_Rect first = m->rect[top_i];
    int help_y = m->rect[last].y + m->rect[last].h + 2 * u;
    int th = text_height(FONT_CAPTION);
    int lines = s->help_lines + set_notice_lines(s); /* and a notice */
    SDL_Rect panel = {first.x - 2 * u, first.y - 2 * u, first.w + 4 * u,
                      help_y + lines * th + 2 * u - (first.y - 2 * u)};
    kit_panel(a->ren, panel);
    ui_menu_draw(m, a);
    for (int dir = -1; dir <= 1; dir += 2) { /* more rows that way */
        if (ui_menu_more(m, SETTINGS_G_COUNT, m->n - 1, dir)) {
            SDL_Rect strip = set_chevron_strip(m, dir);
            kit_chevron(a->ren, strip.x + strip.w / 2,
                        strip.y + strip.h / 2, u * 3 / 2, dir);
            seen_mark(dir < 0 ? "more_above" : "more_below", strip);
        }
    }
    int f = m->focus;
    const char *help = NULL;
    if (f >= 0 && f < m->n && m->id[f] < settings_count()) {
        help = _(settings_row_at(m->id[f])->help);
    } else if (f >= 0 && f < m->n && m->id[f] == SET_KEYS) {
        help = _(SET_KEYS_HELP);
    } else if (f >= 0 && f < m->n && m->kind[f] == UI_TAB) {
        help = _("Enter or a click shows this group of settings");
    }
    if (help && s->help_lines > 1) { /* large text: wrapped */
        SDL_Rect box = {first.x, help_y, first.w, 0};
        kit_text_block(a->ren, KIT_CAPTION, help,
                       kit_color(KIT_ON_SURFACE_DIM), box, 1, true);
    } else if (help) {
        kit_caption(a->ren, a->pix_w / 2, help_y, help, 1);
    }
    help_y += (s->help_lines - 1) * th;
    if (play(a)->anim.notice_until) { /* a tile set refused */
        text_draw(a->ren, FONT_CAPTION, play(a)->anim.notice,
                  kit_color(KIT_DANGER), a->pix_w / 2, help_y + th + u / 2,
                  1);
    } else if (set_silent(a, s)) { /* the volumes change nothing heard now */
        text_draw(a->ren, FONT_CAPTION, set_silent(a, s),
                  kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2,
                  help_y + th + u / 2, 1);
    }
}

/* The state file's "notice": a refusal, or why the Sound tab's volumes
 * are not heard. */
static void set_view(front_app *a, game_view *v)
{
    const set_state *s = S(a);
    if (!v->notice) {
        v->notice = set_silent(a, s);
    }
}

const front_screen st_settings = {.name = "settings", .tier = 2, .enter = set_enter,
                                  .leave = set_leave,
                                  .event = set_event, .draw = set_draw,
                                  .update = front_notice_update,
                                  .menu = set_build, .view = set_view};
