/* st_numbered.c - Play a game ID (the title's "numbered" button): a
 * one-line entry for a game ID, and a line saying where IDs come from.
 *
 * Typing (SDL text input), Ctrl+V pastes, Backspace deletes, Enter starts
 * the game the ID names, Esc goes back to the menu. A malformed ID shows
 * the parser's message under the entry and starts nothing. Button ids:
 * start, paste, back, and the entry itself (game_id, a field): Tab and
 * the arrows move the focus over all four; typing goes to the entry.
 * After a pad or a finger an on-screen keyboard (kit.h) is shown under
 * the entry (capitals on: IDs are written so), the focus on its first
 * key: A types the key focused, X deletes, Y turns capitals off or on,
 * Start (or the keys' own Start) starts the game, B goes back.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "i18n.h"
#include "keys.h"
#include "pad.h"

enum { NUM_START, NUM_PASTE, NUM_BACK, NUM_FIELD, NUM_KEY0 = 100 };

#define NUM_MAX 64 /* bytes of the entry, NUL included */

static ui_menu num_ui;
static char num_text[NUM_MAX];
static char num_msg[160];
static kit_osk_look num_look; /* the on-screen keyboard's capitals */

/* The places without the on-screen keyboard: the title, the line over
 * the entry, the entry's box (its message under it), the buttons' top.
 * At a large text size that would put the buttons over the entry and its
 * message, all closer together, a unit apart. */
typedef struct num_geom {
    int title_y, line_y, buttons_y;
    SDL_Rect box;
} num_geom;

static num_geom num_place(const front_app *a)
{
    num_geom g;
    int th = text_height(FONT_NORMAL), u = kit_u();
    int w = a->pix_w * 2 / 3;
    g.title_y = a->pix_h / 10;
    g.line_y = g.title_y + text_height(FONT_BIG) + th;
    SDL_Rect box = {(a->pix_w - w) / 2, g.title_y + text_height(FONT_BIG) +
                    th * 3, w, th * 2};
    g.box = box;
    g.buttons_y = a->pix_h * 6 / 10;
    if (kit_text_size_pct() > 100 &&
        g.buttons_y < box.y + box.h + th * 3 / 2 + u) {
        g.title_y = 2 * u;
        g.line_y = g.title_y + text_height(FONT_BIG) + u;
        g.box.y = g.line_y + th + u;
        g.box.h = th * 3 / 2;
        g.buttons_y = g.box.y + g.box.h + th * 3 / 2 + u;
    }
    return g;
}

/* The entry's box (without the on-screen keyboard). */
static SDL_Rect num_box(const front_app *a)
{
    return num_place(a).box;
}

static const ui_menu *num_build(front_app *a)
{
    int focus = num_ui.focus;
    bool osk = pad_keyless(a);
    bool was = ui_menu_index_of(&num_ui, NUM_KEY0) >= 0; /* keys on show */
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, true);
    ui_menu_clear(&num_ui, osk ? 2 : 3);
    if (!osk) { /* else the keys' own Start */
        ui_menu_add(&num_ui, _("Start"), NUM_START, "start");
    }
    ui_menu_add(&num_ui, _("Paste"), NUM_PASTE, "paste");
    ui_menu_add(&num_ui, _("Back"), NUM_BACK, "back");
    num_ui.compact = !osk && num_place(a).buttons_y != a->pix_h * 6 / 10;
    ui_menu_layout(&num_ui, a, osk ? k.buttons_y : num_place(a).buttons_y);
    ui_menu_add(&num_ui, _("Game ID"), NUM_FIELD, "game_id");
    ui_menu_field(&num_ui, osk ? k.box : num_box(a));
    int field = num_ui.n - 1;
    if (osk) {
        num_look.pad = pad_last(a) == DEV_PAD;
        num_look.done = _("Start");
        kit_osk_add(&num_ui, k.keys, NUM_KEY0, &num_look);
        if (!was) { /* just shown: the first key */
            focus = field + 1;
        }
    } else if (was) {
        focus = -1; /* the keys gone: typing goes to the entry */
    }
    num_ui.focus = focus >= 0 && focus < num_ui.n ? focus : field;
    return &num_ui;
}

/* Whether the entry has the focus. */
static bool num_on_field(void)
{
    int f = num_ui.focus;
    return f >= 0 && f == ui_menu_index_of(&num_ui, NUM_FIELD);
}

static void num_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    num_text[0] = '\0';
    num_msg[0] = '\0';
    ui_menu_clear(&num_ui, 1); /* no keys from the last visit */
    num_ui.focus = -1; /* the entry has the keyboard (num_build) */
    num_look.upper = true; /* IDs are written in capitals */
    num_build(a);
    SDL_StartTextInput();
}

static void num_leave(front_app *a)
{
    (void)a;
    SDL_StopTextInput();
}

/* Append UTF-8 text, keeping only printable ASCII (IDs are ASCII). */
static void num_append(const char *s)
{
    size_t n = strlen(num_text);
    for (; *s && n + 1 < sizeof num_text; s++) {
        if ((unsigned char)*s >= 0x20 && (unsigned char)*s < 0x7f) {
            num_text[n++] = *s;
        }
    }
    num_text[n] = '\0';
    num_msg[0] = '\0';
}

static void num_paste(void)
{
    if (!SDL_HasClipboardText()) {
        return;
    }
    char *clip = SDL_GetClipboardText();
    if (clip) {
        num_append(clip);
        SDL_free(clip);
    }
}

static void num_start(front_app *a)
{
    game_mode m;
    game_difficulty d;
    int level;
    uint64_t seed;
    const char *err = game_id_parse(num_text, &m, &d, &level, &seed);
    if (!err) {
        err = front_begin(a, m, d, level, seed);
    }
    if (err) {
        snprintf(num_msg, sizeof num_msg, "%s", _(err));
    }
}

static void num_erase(void)
{
    size_t n = strlen(num_text);
    if (n > 0) {
        num_text[n - 1] = '\0';
    }
    num_msg[0] = '\0';
}

/* A key while the entry has the focus, or a pad's on the on-screen
 * keyboard: true when taken. */
static bool num_key(front_app *a, const SDL_KeyboardEvent *k, bool on_entry)
{
    bool pad = k->keysym.unused == PAD_MARK;
    if (pad && k->keysym.sym == SDLK_KP_ENTER) {
        num_start(a); /* Start: whatever is focused */
        return true;
    }
    if (pad && k->keysym.sym == SDLK_CAPSLOCK) {
        num_look.upper = !num_look.upper; /* Y */
        return true;
    }
    switch (keys_action(KEYS_ENTRY, &k->keysym)) {
    case KA_ERASE:
        if (!on_entry && !pad) {
            return false;
        }
        num_erase(); /* the pad's X too, wherever the focus is */
        return true;
    case KA_PASTE:
        num_paste();
        return true;
    case KA_ACCEPT:
        if (on_entry) {
            num_start(a);
        }
        return on_entry;
    default:
        return false;
    }
}

/* A key of the on-screen keyboard pressed (k: its index). */
static void num_osk_press(front_app *a, int k)
{
    const char *t;
    kit_osk_what w = kit_osk_press(k, &num_look, &t);
    if (w == KIT_OSK_TYPE) {
        num_append(t);
    } else if (w == KIT_OSK_ERASE) {
        num_erase();
    } else if (w == KIT_OSK_DONE) {
        num_start(a);
    }
}

static void num_event(front_app *a, const SDL_Event *e)
{
    bool keys_were = ui_menu_index_of(&num_ui, NUM_KEY0) >= 0;
    num_build(a);
    if (keys_were != (ui_menu_index_of(&num_ui, NUM_KEY0) >= 0) &&
        e->type == SDL_MOUSEBUTTONDOWN) {
        /* a click or a tap that showed or hid the keys: it was aimed at
         * what was drawn, not at the new layout; the layout is drawn */
        a->dirty = true;
        return;
    }
    bool on_entry = num_on_field();
    if (e->type == SDL_TEXTINPUT) {
        /* typing goes to the entry (a space pressing a button does not) */
        if (on_entry || strcmp(e->text.text, " ") != 0) {
            num_append(e->text.text);
            num_ui.focus = ui_menu_index_of(&num_ui, NUM_FIELD);
        }
        a->dirty = true;
        return;
    }
    if (e->type == SDL_KEYDOWN && num_key(a, &e->key, on_entry)) {
        a->dirty = true;
        return;
    }
    int id = ui_menu_take(&num_ui, a, e);
    if (id == NUM_START) {
        num_start(a);
    } else if (id == NUM_PASTE) {
        num_paste();
    } else if (id >= NUM_KEY0) {
        num_osk_press(a, id - NUM_KEY0);
    } else if (id == NUM_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void num_draw(front_app *a)
{
    const ui_menu *m = num_build(a);
    bool osk = pad_keyless(a);
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, true);
    draw_background(a);
    ui_title(a, _("Play a game ID"), osk ? k.title_y : num_place(a).title_y);
    int y = osk ? k.line_y : num_place(a).line_y;
    const char *line =
        !osk ? _("Type or paste a game ID (Ctrl+V), then press Enter")
        : num_look.pad ? _("Choose each character with A, then press Start")
                       : _("Tap each character, then Start");
    /* with the keys under the entry, the parser's message is said in the
     * line over it */
    bool said = osk && num_msg[0];
    text_draw(a->ren, FONT_NORMAL, said ? num_msg : line,
              said ? kit_color(KIT_DANGER) : kit_color(KIT_ON_SURFACE_DIM),
              a->pix_w / 2, y, 1);
    kit_field_st(a->ren, osk ? k.box : num_box(a), num_text, NULL,
                 osk ? NULL : num_msg,
                 num_on_field() ? KIT_ST_FOCUSED : 0);
    ui_menu_draw(m, a);
    const char *foot = !osk ? _("Esc: back to the menu")
                       : num_look.pad ? _("B: back to the menu") : NULL;
    if (!osk) { /* where IDs come from, wrapped, over the foot */
        const char *from =
            _("Every board has a game ID: the pause screen and Help show it, "
              "Ctrl+C copies it, and the same ID deals the same board anywhere");
        SDL_Rect box = {a->pix_w / 6, 0, a->pix_w * 2 / 3, 0};
        int h = kit_text_block(a->ren, KIT_CAPTION, from, kit_color(KIT_ON_SURFACE_DIM),
                               box, 1, false);
        box.y = a->pix_h - text_height(FONT_SMALL) * 5 / 2 - h;
        if (box.y < m->rect[0].y + m->rect[0].h + kit_u()) {
            box.x = 2 * kit_u(); /* large text: the window's width */
            box.w = a->pix_w - 4 * kit_u();
            h = kit_text_block(a->ren, KIT_CAPTION, from,
                               kit_color(KIT_ON_SURFACE_DIM), box, 1, false);
            box.y = a->pix_h - text_height(FONT_SMALL) * 5 / 2 - h;
        }
        kit_text_block(a->ren, KIT_CAPTION, from, kit_color(KIT_ON_SURFACE_DIM), box, 1,
                       true);
    }
    if (foot) {
        text_draw(a->ren, FONT_SMALL, foot, kit_color(KIT_ON_SURFACE_DIM),
                  a->pix_w / 2, osk ? k.foot_y
                                    : a->pix_h - text_height(FONT_SMALL) * 2,
                  1);
    }
}

static void num_view(front_app *a, game_view *v)
{
    (void)a;
    v->entry = num_text;
    if (num_msg[0]) {
        v->notice = num_msg;
    }
}

const front_screen st_numbered = {.name = "numbered", .keys = KEYS_ENTRY,
                                  .enter = num_enter,
                                  .leave = num_leave, .event = num_event,
                                  .draw = num_draw, .menu = num_build,
                                  .view = num_view};
