/* frame.c - the frame of a screen of the kit: a title, a row of tabs, a
 * panel for the content and a row of buttons at the foot, placed for the
 * drawable size, so that the screens built this way look alike and keep
 * every control in its place whatever the tab shows.
 */
#include "../text.h"

kit_frame kit_frame_place(int pix_w, int pix_h, bool title, int max_w)
{
    kit_frame f;
    f.u = kit_u();
    f.bh = ui_menu_rows_height(true, 1);
    f.title = title;
    f.title_y = f.u * 2;
    f.tabs_y = title ? f.title_y + text_height(FONT_TITLE) + f.u : f.u * 2;
    f.bottom_y = pix_h - f.u * 2 - f.bh;
    int w = pix_w - 4 * f.u;
    w = max_w > 0 && w > max_w ? max_w : w;
    f.panel.x = (pix_w - w) / 2;
    f.panel.y = f.tabs_y + f.bh + f.u;
    f.panel.w = w;
    f.panel.h = f.bottom_y - f.u - f.panel.y;
    f.content.x = f.panel.x + 2 * f.u;
    f.content.y = f.panel.y + 2 * f.u;
    f.content.w = f.panel.w - 4 * f.u;
    f.content.h = f.panel.h - 4 * f.u;
    return f;
}

void kit_frame_row(ui_menu *m, int from, int to, int y, int bh, int pix_w)
{
    int u = kit_u(), widest = 0;
    for (int i = from; i < to; i++) {
        int w, h;
        text_size(FONT_LABEL, m->label[i], &w, &h);
        widest = w > widest ? w : widest;
    }
    int bw = widest + 4 * u, gap = u * 2, n = to - from;
    bw = bw < pix_w / 6 ? pix_w / 6 : bw;
    int room = pix_w - 2 * gap - (n - 1) * gap;
    if (n > 0 && n <= 16 && n * bw > room) {
        /* one width does not hold them all: each its label's, the room
         * left shared out evenly (a large text size in a small window) */
        int lw[16], sum = 0, x = gap;
        for (int i = 0; i < n; i++) {
            int h;
            text_size(FONT_LABEL, m->label[from + i], &lw[i], &h);
            lw[i] += 2 * u;
            sum += lw[i];
        }
        for (int i = 0; i < n; i++) {
            int w = lw[i] + (room - sum) / n;
            SDL_Rect rc = {x, y, w, bh};
            m->rect[from + i] = rc;
            x += w + gap;
        }
        return;
    }
    if (n > 0 && n * bw > room) {
        bw = room / n; /* all in the row */
    }
    int x = (pix_w - n * bw - (n - 1) * gap) / 2;
    for (int i = from; i < to; i++, x += bw + gap) {
        SDL_Rect rc = {x, y, bw, bh};
        m->rect[i] = rc;
    }
}

/* The words inside in (from in.y), drawn when draw; their height. */
static int words_block(SDL_Renderer *r, SDL_Rect in, const kit_words *w,
                       bool draw)
{
    int y = in.y;
    if (draw) {
        text_draw(r, FONT_CAPTION, w->caption, kit_color(KIT_ON_SURFACE_DIM),
                  in.x + in.w / 2, y, 1);
    }
    in.y += text_height(FONT_CAPTION) + w->gap;
    in.y += kit_text_block(r, KIT_HEADING, w->heading, kit_color(KIT_ACCENT),
                           in, 1, draw) + w->gap;
    in.y += kit_text_block(r, KIT_BODY, w->text, kit_color(KIT_ON_SURFACE), in,
                           1, draw);
    return in.y - y;
}

SDL_Rect kit_words_card(SDL_Renderer *r, int pix_w, int pix_h, SDL_Rect card,
                        int need_w, int pad, const kit_words *w, int below)
{
    int u = kit_u();
    if (need_w > card.w) {
        card.w = need_w < pix_w - 4 * u ? need_w : pix_w - 4 * u;
        card.x = (pix_w - card.w) / 2;
    }
    SDL_Rect in = {card.x + pad, 0, card.w - 2 * pad, 0};
    int tall = pad + words_block(r, in, w, false) + below +
               ui_menu_rows_height(false, 1) + 2 * u;
    if (tall > card.h) {
        card.h = tall < pix_h - 2 * u ? tall : pix_h - 2 * u;
        card.y = (pix_h - card.h) / 2;
    }
    return card;
}

int kit_words_card_draw(SDL_Renderer *r, SDL_Rect card, int pad,
                        const kit_words *w)
{
    kit_panel(r, card);
    SDL_Rect in = {card.x + pad, card.y + pad, card.w - 2 * pad, 0};
    return in.y + words_block(r, in, w, true);
}

void kit_card_foot(ui_menu *m, const char *label, const char *sid,
                   SDL_Rect card, int pix_w)
{
    ui_menu_clear(m, 1);
    ui_menu_add(m, label, 0, sid);
    int u = kit_u(), bh = ui_menu_rows_height(false, 1), lw, h;
    text_size(FONT_HEADING, m->label[0], &lw, &h);
    int w = lw + 4 * u > pix_w / 4 ? lw + 4 * u : pix_w / 4;
    w = w > card.w - 4 * u ? card.w - 4 * u : w;
    SDL_Rect rc = {(pix_w - w) / 2, card.y + card.h - bh - 2 * u, w, bh};
    m->rect[0] = rc;
    m->focus = 0;
}
