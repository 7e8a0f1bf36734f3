/* osk.c - the on-screen keyboard (kit.h): a name or a game ID typed with
 * a game controller or a finger. Its keys are buttons of the screen's own
 * menu, placed in the box given, so the focus moves over the keys, the
 * field and the screen's buttons alike (the arrows go to the nearest
 * control that way) and the state file lists every key as a button.
 *
 *   1 2 3 4 5 6 7 8 9 0
 *   q w e r t y u i o p
 *   a s d f g h j k l -
 *   ABC   z x c v b n m .
 *   Space         Delete  Done
 */
#include <stdio.h>

#include "kit.h"
#include "../i18n.h"
#include "../text.h"

/* Characters, not pointers: the table is read-only data as it stands. */
typedef struct osk_key {
    char lo[2], up[2];   /* the text typed ("": a key of its own) */
    char sid[10];        /* the state file's button id */
    int row, col, span;  /* its place, in key widths */
    kit_osk_what what;
} osk_key;

#define K(lo, up, row, col) {lo, up, "key_" lo, row, col, 1, KIT_OSK_TYPE}

static const osk_key osk_keys[KIT_OSK_KEYS] = {
    K("1", "1", 0, 0), K("2", "2", 0, 1), K("3", "3", 0, 2),
    K("4", "4", 0, 3), K("5", "5", 0, 4), K("6", "6", 0, 5),
    K("7", "7", 0, 6), K("8", "8", 0, 7), K("9", "9", 0, 8),
    K("0", "0", 0, 9),
    K("q", "Q", 1, 0), K("w", "W", 1, 1), K("e", "E", 1, 2),
    K("r", "R", 1, 3), K("t", "T", 1, 4), K("y", "Y", 1, 5),
    K("u", "U", 1, 6), K("i", "I", 1, 7), K("o", "O", 1, 8),
    K("p", "P", 1, 9),
    K("a", "A", 2, 0), K("s", "S", 2, 1), K("d", "D", 2, 2),
    K("f", "F", 2, 3), K("g", "G", 2, 4), K("h", "H", 2, 5),
    K("j", "J", 2, 6), K("k", "K", 2, 7), K("l", "L", 2, 8),
    {"-", "-", "key_minus", 2, 9, 1, KIT_OSK_TYPE},
    {"", "", "key_shift", 3, 0, 2, KIT_OSK_SHIFT},
    K("z", "Z", 3, 2), K("x", "X", 3, 3), K("c", "C", 3, 4),
    K("v", "V", 3, 5), K("b", "B", 3, 6), K("n", "N", 3, 7),
    K("m", "M", 3, 8),
    {".", ".", "key_dot", 3, 9, 1, KIT_OSK_TYPE},
    {" ", " ", "key_space", 4, 0, 5, KIT_OSK_SPACE},
    {"", "", "key_erase", 4, 5, 2, KIT_OSK_ERASE},
    {"", "", "key_done", 4, 7, 3, KIT_OSK_DONE},
};

#undef K

kit_osk_what kit_osk_key(int k, bool upper, const char **text)
{
    if (k < 0 || k >= KIT_OSK_KEYS) {
        *text = NULL;
        return KIT_OSK_NONE;
    }
    const osk_key *key = &osk_keys[k];
    *text = upper ? key->up : key->lo;
    *text = (*text)[0] ? *text : NULL;
    return key->what;
}

kit_osk_what kit_osk_press(int k, kit_osk_look *look, const char **text)
{
    kit_osk_what w = kit_osk_key(k, look->upper, text);
    if (w == KIT_OSK_SHIFT) {
        look->upper = !look->upper;
    }
    return w == KIT_OSK_SPACE ? KIT_OSK_TYPE : w;
}

int kit_osk_find(kit_osk_what what)
{
    for (int k = 0; k < KIT_OSK_KEYS; k++) {
        if (osk_keys[k].what == what) {
            return k;
        }
    }
    return -1;
}

int kit_osk_height(int w, int h)
{
    int kw = w / KIT_OSK_COLS;
    int kh = h / KIT_OSK_ROWS;
    /* keys no taller than wide and no wider than twice as tall */
    if (kh > kw) {
        kh = kw;
    }
    return kh * KIT_OSK_ROWS;
}

/* A key's label: its character, or its words (and the pad's button
 * that does the same, after a pad). */
static const char *osk_label(const osk_key *key, kit_osk_look *look)
{
    int slot = key->what == KIT_OSK_SHIFT ? 0
               : key->what == KIT_OSK_ERASE ? 1 : 2;
    const char *w;
    const char *button;
    switch (key->what) {
    case KIT_OSK_TYPE:
        return look->upper ? key->up : key->lo;
    case KIT_OSK_SPACE:
        return _("Space");
    case KIT_OSK_SHIFT:
        w = look->upper ? "abc" : "ABC";
        button = "Y";
        break;
    case KIT_OSK_ERASE:
        w = _("Delete");
        button = "X";
        break;
    default:
        w = look->done;
        button = "\xe2\x89\xa1"; /* Start: ≡ */
        break;
    }
    if (!look->pad) {
        return w;
    }
    snprintf(look->words[slot], sizeof look->words[slot], "%s (%s)", w,
             button);
    return look->words[slot];
}

void kit_osk_add(ui_menu *m, SDL_Rect area, int id0, kit_osk_look *look)
{
    int kh = kit_osk_height(area.w, area.h) / KIT_OSK_ROWS;
    int kw = area.w / KIT_OSK_COLS;
    if (kw > kh * 2) {
        kw = kh * 2;
    }
    int gap = kh / 10 > 1 ? kh / 10 : 1;
    int x0 = area.x + (area.w - kw * KIT_OSK_COLS) / 2;
    for (int k = 0; k < KIT_OSK_KEYS && m->n < UI_MAX_ITEMS; k++) {
        const osk_key *key = &osk_keys[k];
        ui_menu_add(m, osk_label(key, look), id0 + k, key->sid);
        SDL_Rect rc = {x0 + key->col * kw + gap / 2,
                       area.y + key->row * kh + gap / 2,
                       key->span * kw - gap, kh - gap};
        m->rect[m->n - 1] = rc;
        if (key->what == KIT_OSK_SHIFT && look->upper) {
            m->chosen = m->n - 1; /* capitals on: drawn marked */
        }
    }
}

kit_osk_place kit_osk_layout(int pix_w, int pix_h, bool buttons)
{
    kit_osk_place p;
    int th = text_height(FONT_NORMAL), big = text_height(FONT_BIG);
    int w = pix_w * 2 / 3;
    int row = buttons ? ui_menu_rows_height(false, 1) + th / 2 : 0;
    p.title_y = pix_h / 30;
    p.line_y = p.title_y + big + th / 3;
    p.box = (SDL_Rect){(pix_w - w) / 2, p.line_y + th * 4 / 3, w,
                       th * 7 / 4};
    p.foot_y = pix_h - text_height(FONT_SMALL) * 3 / 2;
    int top = p.box.y + p.box.h + th / 2;
    int room = p.foot_y - th / 3 - row - top;
    int kh = kit_osk_height(pix_w * 19 / 20, room) / KIT_OSK_ROWS;
    kh = kh > th * 5 / 2 ? th * 5 / 2 : kh;
    /* room left over (a tall window): everything down by half of it */
    int spare = (room - kh * KIT_OSK_ROWS) / 2;
    p.title_y += spare;
    p.line_y += spare;
    p.box.y += spare;
    p.keys = (SDL_Rect){pix_w / 40, top + spare, pix_w * 19 / 20,
                        kh * KIT_OSK_ROWS};
    p.buttons_y = p.keys.y + p.keys.h + th / 2;
    return p;
}
