/* menu.c - menus of controls driven by mouse and keyboard, drawn by the
 * kit.
 *
 * A menu is a grid of labelled controls with one focused; arrows move the
 * focus, Enter/Space activate it, the mouse focuses what it hovers and
 * activates what it clicks. A slider moves with Left/Right, the wheel, a
 * drag and a click on its track; a choice steps both ways (Left/Right,
 * the wheel, a click on an arrow, the right button back). A disabled
 * control is never activated: it takes the focus and its tooltip says
 * why.
 */
#include <stdio.h>
#include <string.h>

#include "../app.h"
#include "../audio.h"
#include "../text.h"
#include "../i18n.h"
#include "../keys.h"
#include "../screen_state.h"
#include "../seen.h"

/* What the kit keeps for every menu, the app's block (screen_state.h). */
typedef struct ui_menus_state {
    unsigned generation; /* screens shown: a menu's pointer state is of
                            the screen on show when its gen is this */
    bool focus_moved;    /* ui_focus_moved_take */
} ui_menus_state;

static const char ui_menus_key = 'm'; /* its address is the key */

static ui_menus_state *U(const front_app *a)
{
    return front_state(a, &ui_menus_key, sizeof(ui_menus_state));
}

void ui_menu_forget_pointer(front_app *a)
{
    U(a)->generation++;
}

/* The pointer's state, forgotten when another screen was shown since. */
static void ui_pointer_fresh(ui_menu *m, const front_app *a)
{
    unsigned gen = U(a)->generation;
    if (!m->ptr.live || m->ptr.gen != gen) {
        m->ptr.hover = m->ptr.pressed = m->ptr.drag = -1;
        m->ptr.live = true;
        m->ptr.gen = gen;
    }
}

/* Whether the menu's pointer state is of the screen on show. */
static bool ui_pointer_live(const ui_menu *m, const front_app *a)
{
    return m->ptr.live && m->ptr.gen == U(a)->generation;
}

/* What the rebuild to come gives the focus to: what was asked, else the
 * control focused (its id and sid), else none when none was; a rebuild
 * that added nothing keeps what the one before it was looking for. */
static void ui_keep_focus(ui_menu *m)
{
    if (m->re.ask) {
        m->re.keep = m->re.ask;
        m->re.keep_id = m->re.ask_id;
        m->re.keep_sid[0] = '\0'; /* asked by id: any sid */
    } else if (m->focus < 0) {
        m->re.keep = UI_KEEP_NONE;
    } else if (m->focus < m->n) {
        m->re.keep = UI_KEEP_ID;
        m->re.keep_id = m->id[m->focus];
        snprintf(m->re.keep_sid, sizeof m->re.keep_sid, "%s",
                 m->sid[m->focus] ? m->sid[m->focus] : "");
    } else if (!(m->n == 0 && m->re.keep == UI_KEEP_ID && !m->re.kept)) {
        m->re.keep = UI_KEEP_FIRST; /* a menu never built */
    }
    m->re.ask = 0;
    m->re.kept = false;
    m->re.has_def = false;
    m->focus = m->re.keep == UI_KEEP_NONE ? -1 : 0; /* until it is added */
}

/* Whether control i is the one the rebuild gives the focus back to (a
 * sid longer than the one kept: its start compared). */
static bool ui_is_kept(const ui_menu *m, int i)
{
    return m->re.keep == UI_KEEP_ID && m->id[i] == m->re.keep_id &&
           (m->re.keep_sid[0] == '\0' || m->sid[i] == NULL ||
            strncmp(m->sid[i], m->re.keep_sid, sizeof m->re.keep_sid - 1) == 0);
}

void ui_menu_clear(ui_menu *m, int cols)
{
    ui_keep_focus(m);
    m->n = 0;
    m->cols = cols < 1 ? 1 : cols;
    m->compact = false;
    m->min_w = 0;
    m->chosen = -1;
    /* the pointer's state lives across rebuilds (forgotten at the next
     * event when another screen was shown since: ui_pointer_fresh) */
}

void ui_menu_add(ui_menu *m, const char *label, int id, const char *sid)
{
    if (m->n < UI_MAX_ITEMS) {
        int i = m->n++;
        m->label[i] = label;
        m->id[i] = id;
        m->sid[i] = sid;
        m->kind[i] = UI_BUTTON;
        m->off[i] = false;
        m->gone[i] = false;
        m->why[i] = NULL;
        m->value[i] = m->vmin[i] = m->vmax[i] = 0;
        m->vstep[i] = 1;
        m->vtext[i] = NULL;
        m->preview[i] = NULL;
        if (!m->re.kept && ui_is_kept(m, i)) {
            m->focus = i;
            m->re.kept = true;
        } else if (!m->re.kept && m->re.keep == UI_KEEP_ID && m->re.has_def &&
                   id == m->re.def_id) {
            m->focus = i; /* the fallback, unless the one kept comes */
        }
    }
}

bool ui_menu_focus_id(ui_menu *m, int id)
{
    int i = ui_menu_index_of(m, id);
    if (i >= 0) {
        m->focus = i;
        m->re.kept = true; /* a build under way looks no further */
        m->re.ask = 0;
        return true;
    }
    m->re.ask = UI_KEEP_ID; /* the next rebuild's */
    m->re.ask_id = id;
    return false;
}

void ui_menu_focus_first(ui_menu *m)
{
    m->focus = 0;
    m->re.kept = true;
    m->re.ask = UI_KEEP_FIRST; /* the stale menu's first may be another */
}

void ui_menu_focus_none(ui_menu *m)
{
    m->focus = -1;
    m->re.kept = true;
    m->re.ask = 0;
}

void ui_menu_focus_default(ui_menu *m, int id)
{
    m->re.has_def = true;
    m->re.def_id = id;
    int i = ui_menu_index_of(m, id);
    if (!m->re.kept && m->re.keep == UI_KEEP_ID && i >= 0) {
        m->focus = i;
    }
}

int ui_menu_index_of(const ui_menu *m, int id)
{
    for (int i = 0; i < m->n; i++) {
        if (m->id[i] == id) {
            return i;
        }
    }
    return -1;
}

void ui_menu_disable(ui_menu *m, const char *why)
{
    if (m->n > 0) {
        m->off[m->n - 1] = true;
        m->why[m->n - 1] = why;
    }
}

void ui_menu_slider(ui_menu *m, int v, int min, int max, int step,
                    const char *vtext)
{
    if (m->n > 0) {
        int i = m->n - 1;
        m->kind[i] = UI_SLIDER;
        m->value[i] = v;
        m->vmin[i] = min;
        m->vmax[i] = max;
        m->vstep[i] = step > 0 ? step : 1;
        m->vtext[i] = vtext;
    }
}

void ui_menu_toggle(ui_menu *m, bool on)
{
    if (m->n > 0) {
        m->kind[m->n - 1] = UI_TOGGLE;
        m->value[m->n - 1] = on;
        m->vmax[m->n - 1] = 1;
    }
}

void ui_menu_choice(ui_menu *m, int v, int count, const char *vtext,
                    ui_preview_fn preview)
{
    if (m->n > 0) {
        int i = m->n - 1;
        m->kind[i] = UI_CHOICE;
        m->value[i] = v;
        m->vmax[i] = count - 1;
        m->vtext[i] = vtext;
        m->preview[i] = preview;
    }
}

void ui_menu_field(ui_menu *m, SDL_Rect rc)
{
    if (m->n > 0) {
        m->kind[m->n - 1] = UI_FIELD;
        m->rect[m->n - 1] = rc;
    }
}

void ui_menu_card(ui_menu *m, int v, ui_preview_fn draw)
{
    if (m->n > 0) {
        m->value[m->n - 1] = v;
        m->preview[m->n - 1] = draw;
    }
}

void ui_menu_tab(ui_menu *m, bool shown)
{
    if (m->n > 0) {
        m->kind[m->n - 1] = UI_TAB;
        m->value[m->n - 1] = shown;
    }
}

int ui_menu_buttons(const ui_menu *m, const front_app *a, game_button *out,
                    int max)
{
    static const char *const kinds[] = {"button", "slider", "toggle",
                                        "choice", "tab",    "field"};
    int n = 0;
    for (int i = 0; i < m->n && n < max; i++) {
        if (m->gone[i]) {
            continue; /* scrolled out of view */
        }
        game_button *b = &out[n++];
        *b = (game_button){0}; /* fields not set here: left out */
        b->id = m->sid[i];
        b->label = m->label[i];
        b->x = front_x_to_window(a, m->rect[i].x);
        b->y = front_y_to_window(a, m->rect[i].y);
        b->w = front_x_to_window(a, m->rect[i].w);
        b->h = front_y_to_window(a, m->rect[i].h);
        b->selected = i == m->focus;
        b->chosen = i == m->chosen ||
                    (m->kind[i] == UI_TAB && m->value[i]);
        int tw, th;
        text_size(FONT_BODY, m->label[i], &tw, &th);
        b->text_w = front_x_to_window(a, tw);
        b->disabled = m->off[i];
        b->reason = m->off[i] ? m->why[i] : NULL;
        b->kind = kinds[m->kind[i]];
        b->has_value = m->kind[i] == UI_SLIDER || m->kind[i] == UI_CHOICE ||
                       m->kind[i] == UI_TOGGLE;
        b->value = m->value[i];
        b->value_text = b->has_value ? m->vtext[i] : NULL;
        b->min = m->vmin[i];
        b->max = m->vmax[i];
        b->step = m->kind[i] == UI_SLIDER ? m->vstep[i] : 1;
        b->has_range = m->kind[i] == UI_SLIDER;
    }
    return n;
}

bool ui_menu_scroll(ui_menu *m, int from, int to, int top, int bottom,
                    int *first, bool chase)
{
    if (from >= to || m->rect[to - 1].y + m->rect[to - 1].h <= bottom) {
        *first = from;
        return false; /* all in view */
    }
    int f = chase ? m->focus : -1;
    *first = *first < from ? from : *first >= to ? to - 1 : *first;
    if (f >= from && f < to && f < *first) {
        *first = f;
    }
    int shift = m->rect[*first].y - top;
    /* the focused one inside the band: the first moves down to it */
    while (f >= from && f < to && *first < f &&
           m->rect[f].y + m->rect[f].h - shift > bottom) {
        (*first)++;
        shift = m->rect[*first].y - top;
    }
    /* no room left empty at the end */
    while (*first > from &&
           m->rect[to - 1].y + m->rect[to - 1].h -
                   (m->rect[*first - 1].y - top) <=
               bottom) {
        (*first)--;
        shift = m->rect[*first].y - top;
    }
    for (int i = from; i < to; i++) {
        m->rect[i].y -= shift;
        m->gone[i] = m->rect[i].y < top || m->rect[i].y + m->rect[i].h > bottom;
    }
    return true;
}

bool ui_menu_more(const ui_menu *m, int from, int to, int dir)
{
    /* the view is a run of the column: the ends say what is out of it */
    return from < to && m->gone[dir < 0 ? from : to - 1];
}

/* A button's height and the gap between buttons. */
static void ui_row(bool compact, int *bh, int *gap)
{
    int th = text_height(FONT_BODY);
    *bh = compact ? th * 3 / 2 : th * 2;
    *gap = compact ? th / 4 : th / 2;
}

int ui_card_button_w(const front_app *a, const char *const *labels, int n,
                     int primary, int cols)
{
    int th = text_height(FONT_BODY), widest = 0;
    for (int i = 0; i < n; i++) {
        int w, h;
        text_size(i < primary ? FONT_HEADING : FONT_BODY, _(labels[i]), &w, &h);
        widest = w > widest ? w : widest;
    }
    int w = ui_end_button_w(a);
    w = w > th * 8 ? th * 8 : w;
    w = w < widest + th * 2 ? widest + th * 2 : w;
    /* the row inside the card's padding, the card inside the window */
    int room = a->pix_w - kit_u() * 8;
    if (ui_menu_row_w(false, cols, w) > room) {
        w = (room - ui_menu_row_w(false, cols, 0)) / cols; /* less the gaps */
    }
    return w;
}

int ui_menu_row_w(bool compact, int cols, int bw)
{
    int bh, gap;
    ui_row(compact, &bh, &gap);
    return cols > 0 ? cols * bw + (cols - 1) * gap : 0;
}

int ui_menu_rows_height(bool compact, int rows)
{
    int bh, gap;
    ui_row(compact, &bh, &gap);
    return rows > 0 ? rows * bh + (rows - 1) * gap : 0;
}

void ui_menu_layout(ui_menu *m, const front_app *a, int top)
{
    int th = text_height(FONT_BODY);
    int bh, gap;
    ui_row(m->compact, &bh, &gap);
    int widest = 0;
    for (int i = 0; i < m->n; i++) {
        int w, h;
        text_size(FONT_BODY, m->label[i], &w, &h);
        if (w > widest) {
            widest = w;
        }
    }
    int bw = widest + th * 2;
    if (m->cols == 1 && bw < a->pix_w / 4) {
        bw = a->pix_w / 4;
    }
    if (bw < m->min_w) {
        bw = m->min_w;
    }
    int total_w = m->cols * bw + (m->cols - 1) * gap;
    if (total_w > a->pix_w - 2 * gap) {
        bw = (a->pix_w - 2 * gap - (m->cols - 1) * gap) / m->cols;
        total_w = m->cols * bw + (m->cols - 1) * gap;
    }
    int x0 = (a->pix_w - total_w) / 2;
    for (int i = 0; i < m->n; i++) {
        int row = i / m->cols, col = i % m->cols;
        SDL_Rect rc = {x0 + col * (bw + gap), top + row * (bh + gap), bw, bh};
        m->rect[i] = rc;
    }
}

/* Whether a motion event is the pointer moving: a window opening under
 * a resting pointer (or the pointer coming back in) gets a motion event
 * with no relative move, which is not the player pointing at the button
 * there. */
static bool ui_pointer_moved(const SDL_Event *e)
{
    return e->motion.xrel != 0 || e->motion.yrel != 0;
}

static unsigned ui_state(const ui_menu *m, const front_app *a, int i)
{
    unsigned st = 0;
    bool fresh = ui_pointer_live(m, a);
    st |= fresh && i == m->ptr.hover ? KIT_ST_HOVER : 0;
    st |= fresh && i == m->ptr.pressed ? KIT_ST_PRESSED : 0;
    st |= i == m->focus ? KIT_ST_FOCUSED : 0;
    st |= m->off[i] ? KIT_ST_DISABLED : 0;
    st |= i == m->chosen || (m->kind[i] == UI_TAB && m->value[i])
              ? KIT_ST_CHOSEN : 0;
    return st;
}

int ui_menu_hover(const ui_menu *m, const front_app *a)
{
    bool fresh = ui_pointer_live(m, a);
    return fresh && m->ptr.hover >= 0 && m->ptr.hover < m->n ? m->ptr.hover : -1;
}

void ui_menu_set_hover(ui_menu *m, const front_app *a, int i)
{
    m->ptr.live = true;
    m->ptr.gen = U(a)->generation;
    m->ptr.hover = i;
}

unsigned ui_menu_state(const ui_menu *m, const front_app *a, int i)
{
    return ui_state(m, a, i);
}

void ui_menu_draw(const ui_menu *m, front_app *a)
{
    SDL_Renderer *r = a->ren;
    for (int i = 0; i < m->n; i++) {
        if (m->gone[i]) {
            continue;
        }
        unsigned st = ui_state(m, a, i);
        SDL_Rect rc = m->rect[i], box;
        seen_control(m->sid[i]);
        switch (m->kind[i]) {
        case UI_SLIDER:
            kit_slider(r, rc, m->label[i], m->vtext[i], m->value[i],
                       m->vmin[i], m->vmax[i], st);
            break;
        case UI_TOGGLE:
            kit_toggle(r, rc, m->label[i], m->value[i] != 0, st);
            break;
        case UI_CHOICE:
            kit_choice(r, rc, m->label[i], m->vtext[i], st,
                       m->preview[i] ? &box : NULL);
            if (m->preview[i]) {
                m->preview[i](a, box, m->value[i]);
            }
            break;
        case UI_TAB:
            kit_tab(r, rc, m->label[i], st);
            break;
        case UI_FIELD:
            break; /* drawn by its screen (kit_field_st: its text) */
        default:
            if (m->preview[i]) { /* a card */
                m->preview[i](a, kit_card(r, rc, st), m->value[i]);
            } else {
                kit_button(r, rc, m->label[i], st);
            }
            break;
        }
    }
    seen_control(NULL);
    int f = m->focus;
    if (f >= 0 && f < m->n && m->off[f] && m->why[f]) {
        kit_tooltip(a, m->rect[f], m->why[f]);
    }
}

/* Control under a pixel position, or -1. */
static int ui_menu_at(const ui_menu *m, int px, int py)
{
    SDL_Point p = {px, py};
    for (int i = 0; i < m->n; i++) {
        if (!m->gone[i] && SDL_PointInRect(&p, &m->rect[i])) {
            return i;
        }
    }
    return -1;
}

/* Whether control i moves by steps (Left/Right, the wheel). */
static bool ui_steps(const ui_menu *m, int i)
{
    return i >= 0 && i < m->n && !m->off[i] &&
           (m->kind[i] == UI_SLIDER || m->kind[i] == UI_CHOICE);
}

/* Activate control i: its id, or -1 when disabled (then focused: its
 * tooltip says why). */
static int ui_activate(ui_menu *m, int i, ui_act act, int value)
{
    m->focus = i;
    if (m->off[i]) {
        return -1;
    }
    m->act = act;
    m->act_value = value;
    if (act == UI_ACT_SET && value == m->value[i]) {
        return -1; /* a drag within the same step */
    }
    return m->id[i];
}

static int ui_mouse_down(ui_menu *m, front_app *a, const SDL_Event *e)
{
    int px, py;
    front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
    int hit = ui_menu_at(m, px, py);
    if (hit < 0) {
        return -1;
    }
    bool back = e->button.button == SDL_BUTTON_RIGHT;
    if (e->button.button != SDL_BUTTON_LEFT && !(back && ui_steps(m, hit))) {
        return -1;
    }
    m->ptr.pressed = m->off[hit] ? -1 : hit;
    if (m->kind[hit] == UI_SLIDER && !m->off[hit] && !back) {
        /* on the track (or its knob): the value there, and a drag;
         * on the label: the focus only */
        SDL_Rect t = kit_slider_track(m->rect[hit]);
        int k = m->rect[hit].h / 2;
        m->focus = hit;
        if (px < t.x - k || px > t.x + t.w + k) {
            return -1;
        }
        m->ptr.drag = hit;
        return ui_activate(m, hit, UI_ACT_SET,
                           kit_slider_value_at(m->rect[hit], px, m->vmin[hit],
                                               m->vmax[hit], m->vstep[hit]));
    }
    if (ui_steps(m, hit)) {
        bool down = back || (m->kind[hit] == UI_CHOICE &&
                             kit_choice_back_at(m->rect[hit], px));
        return ui_activate(m, hit, UI_ACT_STEP, down ? -1 : 1);
    }
    return ui_activate(m, hit, UI_ACT_PRESS, 0);
}

static int ui_mouse_motion(ui_menu *m, front_app *a, const SDL_Event *e)
{
    int px, py;
    front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
    if (m->ptr.drag >= 0 && m->ptr.drag < m->n) {
        int i = m->ptr.drag;
        return ui_activate(m, i, UI_ACT_SET,
                           kit_slider_value_at(m->rect[i], px, m->vmin[i],
                                               m->vmax[i], m->vstep[i]));
    }
    if (!ui_pointer_moved(e)) {
        return -1;
    }
    int hit = ui_menu_at(m, px, py);
    m->ptr.hover = hit;
    if (hit >= 0) {
        m->focus = hit;
    }
    return -1;
}

static int ui_wheel(ui_menu *m, front_app *a, const SDL_Event *e)
{
    int wx, wy, px, py;
    SDL_GetMouseState(&wx, &wy);
    front_mouse_to_pixels(a, wx, wy, &px, &py);
    int hit = ui_menu_at(m, px, py);
    int dy = e->wheel.y;
    if (e->wheel.direction == SDL_MOUSEWHEEL_FLIPPED) {
        dy = -dy;
    }
    if (!ui_steps(m, hit) || dy == 0) {
        return -1;
    }
    return ui_activate(m, hit, UI_ACT_STEP, dy > 0 ? 1 : -1);
}

/* The control nearest to control f in direction (dx, dy) (one of them
 * 0), by the centres of their rectangles; -1 when there is none that
 * way. */
static int ui_nearest(const ui_menu *m, int f, int dx, int dy)
{
    int fx = m->rect[f].x + m->rect[f].w / 2;
    int fy = m->rect[f].y + m->rect[f].h / 2;
    int best = -1;
    long best_cost = 0;
    for (int i = 0; i < m->n; i++) {
        int cx = m->rect[i].x + m->rect[i].w / 2;
        int cy = m->rect[i].y + m->rect[i].h / 2;
        int along = dx ? (cx - fx) * dx : (cy - fy) * dy;
        int across = dx ? cy - fy : cx - fx;
        across = across < 0 ? -across : across;
        /* ahead, and more ahead than aside (a row of its own counts) */
        if (i == f || along <= 0 ||
            (dx && across > m->rect[f].h / 2)) {
            continue;
        }
        long cost = (long)along + 2L * across;
        if (best < 0 || cost < best_cost) {
            best = i;
            best_cost = cost;
        }
    }
    return best;
}

/* Move the focus by an arrow: to the nearest control that way, else
 * (at an edge) on in the order of the controls, wrapping. */
static void ui_arrow(ui_menu *m, int dx, int dy)
{
    int f = m->focus;
    int to = f >= 0 && f < m->n ? ui_nearest(m, f, dx, dy) : -1;
    if (to < 0) {
        int by = dx ? dx : dy * m->cols;
        to = ((f + by) % m->n + m->n) % m->n;
    }
    m->focus = to;
}

/* A key: its action in the key table's menus (keys.c). */
static int ui_key(ui_menu *m, const SDL_Keysym *ks)
{
    int f = m->focus;
    key_action k = keys_action(KEYS_MENUS, ks);
    switch (k) {
    case KA_UP:
        ui_arrow(m, 0, -1);
        break;
    case KA_DOWN:
        ui_arrow(m, 0, 1);
        break;
    case KA_LEFT:
    case KA_RIGHT:
        if (ui_steps(m, f)) {
            return ui_activate(m, f, UI_ACT_STEP, k == KA_LEFT ? -1 : 1);
        }
        ui_arrow(m, k == KA_LEFT ? -1 : 1, 0);
        break;
    case KA_NEXT:
        m->focus = (f + 1) % m->n;
        break;
    case KA_PREV:
        m->focus = (f + m->n - 1) % m->n;
        break;
    case KA_FIRST:
        m->focus = 0;
        break;
    case KA_LAST:
        m->focus = m->n - 1;
        break;
    case KA_SELECT:
        if (m->kind[f] == UI_SLIDER) {
            return -1;
        }
        return ui_activate(m, f, m->kind[f] == UI_CHOICE ? UI_ACT_STEP
                                                         : UI_ACT_PRESS, 1);
    case KA_BACK:
        return -2;
    default:
        break;
    }
    return -1;
}

int ui_menu_take(ui_menu *m, front_app *a, const SDL_Event *e)
{
    bool changed;
    int id = ui_menu_event(m, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    return id;
}

/* A key moved the focus (or pressed a control) since it was last asked:
 * what speaks the focused control (speak.c) asks, the kit never calls it. */
bool ui_focus_moved_take(front_app *a)
{
    bool moved = U(a)->focus_moved;
    U(a)->focus_moved = false;
    return moved;
}

/* The kit's three sounds for event e, which gave id and moved the focus
 * from old: accept for a press or a key that did something (not a drag,
 * the wheel or a slider: the effects' volume plays its own sound at each
 * step), back for Escape or Back (-2), move for a key or the pad moving
 * the focus (never the pointer's hover: it would tick all the time). */
static void ui_sound(front_app *a, const ui_menu *m, const SDL_Event *e, int id,
                     int old)
{
    bool key = e->type == SDL_KEYDOWN;
    if (id >= 0 && (e->type == SDL_MOUSEBUTTONDOWN || key) && m->focus >= 0 &&
        m->kind[m->focus] != UI_SLIDER) {
        audio_play(a->svc.audio, SND_UI);
    } else if (id == -2) {
        audio_play(a->svc.audio, SND_UI_BACK);
    } else if (id == -1 && key && m->focus != old) {
        audio_play(a->svc.audio, SND_UI_MOVE);
    }
}

int ui_menu_event(ui_menu *m, front_app *a, const SDL_Event *e,
                  bool *changed)
{
    *changed = false;
    bool esc = e->type == SDL_KEYDOWN &&
               keys_action(KEYS_MENUS, &e->key.keysym) == KA_BACK;
    if (m->n == 0) {
        if (esc) {
            audio_play(a->svc.audio, SND_UI_BACK);
        }
        return esc ? -2 : -1;
    }
    ui_pointer_fresh(m, a);
    int old = m->focus, old_hover = m->ptr.hover, old_press = m->ptr.pressed;
    int id = -1;
    if (m->focus < 0 && e->type == SDL_KEYDOWN) {
        m->focus = 0; /* the first key focuses the first button */
        m->re.ask = 0;
        if (!esc) {
            U(a)->focus_moved = true;
            *changed = true;
            audio_play(a->svc.audio, SND_UI_MOVE);
            return -1;
        }
    }
    switch (e->type) {
    case SDL_MOUSEMOTION:
        id = ui_mouse_motion(m, a, e);
        break;
    case SDL_MOUSEBUTTONDOWN:
        id = ui_mouse_down(m, a, e);
        break;
    case SDL_MOUSEBUTTONUP:
        m->ptr.pressed = -1;
        m->ptr.drag = -1;
        break;
    case SDL_MOUSEWHEEL:
        id = ui_wheel(m, a, e);
        break;
    case SDL_KEYDOWN:
        id = ui_key(m, &e->key.keysym);
        break;
    default:
        break;
    }
    *changed = id != -1 || m->focus != old || m->ptr.hover != old_hover ||
               m->ptr.pressed != old_press;
    if (m->focus != old) {
        m->re.ask = 0; /* the player's focus, kept from now on */
    }
    if (e->type == SDL_KEYDOWN && (m->focus != old || id >= 0)) {
        U(a)->focus_moved = true; /* said with its value once drawn again */
    }
    ui_sound(a, m, e, id, old);
    return id;
}

int ui_end_button_w(const front_app *a)
{
    return a->pix_w / 4;
}

void ui_title(front_app *a, const char *s, int y)
{
    kit_title(a->ren, a->pix_w, s, y);
}
