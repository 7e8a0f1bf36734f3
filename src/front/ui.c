/* ui.c - menus of buttons driven by mouse and keyboard.
 *
 * A menu is a grid of labelled buttons with one focused; arrows move the
 * focus, Enter/Space activate it, the mouse focuses what it hovers and
 * activates what it clicks.
 */
#include "front.h"

void ui_menu_clear(ui_menu *m, int cols)
{
    m->n = 0;
    m->focus = 0;
    m->cols = cols < 1 ? 1 : cols;
    m->compact = false;
    m->min_w = 0;
    m->chosen = -1;
}

void ui_menu_add(ui_menu *m, const char *label, int id, const char *sid)
{
    if (m->n < UI_MAX_ITEMS) {
        m->label[m->n] = label;
        m->id[m->n] = id;
        m->sid[m->n] = sid;
        m->n++;
    }
}

int ui_menu_buttons(const ui_menu *m, const front_app *a, game_button *out,
                    int max)
{
    double sx = a->scale > 0 ? a->scale : 1.0;
    double sy = a->win_h > 0 ? (double)a->pix_h / a->win_h : 1.0;
    int n = 0;
    for (int i = 0; i < m->n && n < max; i++, n++) {
        out[n].id = m->sid[i];
        out[n].label = m->label[i];
        out[n].x = m->rect[i].x / sx;
        out[n].y = m->rect[i].y / sy;
        out[n].w = m->rect[i].w / sx;
        out[n].h = m->rect[i].h / sy;
        out[n].selected = i == m->focus;
        out[n].chosen = i == m->chosen;
        int tw, th;
        text_size(FONT_NORMAL, m->label[i], &tw, &th);
        out[n].text_w = tw / sx;
    }
    return n;
}

/* A button's height and the gap between buttons. */
static void ui_row(bool compact, int *bh, int *gap)
{
    int th = text_height(FONT_NORMAL);
    *bh = compact ? th * 3 / 2 : th * 2;
    *gap = compact ? th / 4 : th / 2;
}

int ui_menu_rows_height(bool compact, int rows)
{
    int bh, gap;
    ui_row(compact, &bh, &gap);
    return rows > 0 ? rows * bh + (rows - 1) * gap : 0;
}

void ui_menu_layout(ui_menu *m, const front_app *a, int top)
{
    int th = text_height(FONT_NORMAL);
    int bh, gap;
    ui_row(m->compact, &bh, &gap);
    int widest = 0;
    for (int i = 0; i < m->n; i++) {
        int w, h;
        text_size(FONT_NORMAL, m->label[i], &w, &h);
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

void ui_menu_draw(const ui_menu *m, front_app *a)
{
    int th = text_height(FONT_NORMAL);
    for (int i = 0; i < m->n; i++) {
        bool f = i == m->focus, c = i == m->chosen;
        SDL_Color bg = f ? col_rgb(255, 190, 60)
                     : c ? col_rgb(30, 90, 170) : col_rgb(40, 52, 66);
        SDL_Color fg = f ? col_rgb(20, 20, 20) : col_rgb(235, 238, 242);
        draw_fill(a->ren, m->rect[i], bg);
        /* the option in effect: a thick light frame, focused or not */
        draw_frame(a->ren, m->rect[i], c ? th / 5 + 2 : 2,
                   c ? col_rgb(150, 200, 255) : col_rgb(120, 130, 140));
        text_draw(a->ren, FONT_NORMAL, m->label[i], fg,
                  m->rect[i].x + m->rect[i].w / 2,
                  m->rect[i].y + (m->rect[i].h - th) / 2, 1);
    }
}

/* Button under a pixel position, or -1. */
static int ui_menu_at(const ui_menu *m, int px, int py)
{
    SDL_Point p = {px, py};
    for (int i = 0; i < m->n; i++) {
        if (SDL_PointInRect(&p, &m->rect[i])) {
            return i;
        }
    }
    return -1;
}

int ui_menu_event(ui_menu *m, const front_app *a, const SDL_Event *e,
                  bool *changed)
{
    *changed = false;
    if (m->n == 0) {
        return e->type == SDL_KEYDOWN && e->key.keysym.sym == SDLK_ESCAPE
                   ? -2
                   : -1;
    }
    int old = m->focus;
    int px, py, hit;
    if (m->focus < 0 && e->type == SDL_KEYDOWN) {
        m->focus = 0; /* the first key focuses the first button */
        if (e->key.keysym.sym != SDLK_ESCAPE) {
            *changed = true;
            return -1;
        }
    }
    switch (e->type) {
    case SDL_MOUSEMOTION:
        if (!ui_pointer_moved(e)) {
            break;
        }
        front_mouse_to_pixels(a, e->motion.x, e->motion.y, &px, &py);
        hit = ui_menu_at(m, px, py);
        if (hit >= 0) {
            m->focus = hit;
        }
        break;
    case SDL_MOUSEBUTTONDOWN:
        if (e->button.button != SDL_BUTTON_LEFT) {
            break;
        }
        front_mouse_to_pixels(a, e->button.x, e->button.y, &px, &py);
        hit = ui_menu_at(m, px, py);
        if (hit >= 0) {
            m->focus = hit;
            *changed = true;
            return m->id[hit];
        }
        break;
    case SDL_KEYDOWN:
        switch (e->key.keysym.sym) {
        case SDLK_UP:
            m->focus = (m->focus - m->cols + m->n) % m->n;
            break;
        case SDLK_DOWN:
            m->focus = (m->focus + m->cols) % m->n;
            break;
        case SDLK_LEFT:
            m->focus = (m->focus - 1 + m->n) % m->n;
            break;
        case SDLK_RIGHT:
        case SDLK_TAB:
            m->focus = (m->focus + 1) % m->n;
            break;
        case SDLK_HOME:
            m->focus = 0;
            break;
        case SDLK_END:
            m->focus = m->n - 1;
            break;
        case SDLK_RETURN:
        case SDLK_KP_ENTER:
        case SDLK_SPACE:
            *changed = true;
            return m->id[m->focus];
        case SDLK_ESCAPE:
            return -2;
        default:
            break;
        }
        break;
    default:
        break;
    }
    *changed = m->focus != old;
    return -1;
}

int ui_end_button_w(const front_app *a)
{
    return a->pix_w / 4;
}

void ui_title(front_app *a, const char *s, int y)
{
    text_draw(a->ren, FONT_BIG, s, col_rgb(255, 210, 90), a->pix_w / 2, y, 1);
}
