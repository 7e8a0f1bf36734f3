/* st_numbered.c - Numbered game: a one-line entry for a game ID.
 *
 * Typing (SDL text input), Ctrl+V pastes, Backspace deletes, Enter starts
 * the game the ID names, Esc goes back to the menu. A malformed ID shows
 * the parser's message under the entry and starts nothing. Button ids:
 * start, paste, back, and the entry itself (game_id, a field): Tab and
 * the arrows move the focus over all four; typing goes to the entry.
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

enum { NUM_START, NUM_PASTE, NUM_BACK, NUM_FIELD };

#define NUM_MAX 64 /* bytes of the entry, NUL included */

static ui_menu num_ui;
static char num_text[NUM_MAX];
static char num_msg[160];

/* The entry's box. */
static SDL_Rect num_box(const front_app *a)
{
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 10 + text_height(FONT_BIG) + th * 3;
    int w = a->pix_w * 2 / 3;
    SDL_Rect box = {(a->pix_w - w) / 2, y, w, th * 2};
    return box;
}

static const ui_menu *num_build(front_app *a)
{
    int focus = num_ui.focus;
    ui_menu_clear(&num_ui, 3);
    ui_menu_add(&num_ui, _("Start"), NUM_START, "start");
    ui_menu_add(&num_ui, _("Paste"), NUM_PASTE, "paste");
    ui_menu_add(&num_ui, _("Back"), NUM_BACK, "back");
    ui_menu_layout(&num_ui, a, a->pix_h * 6 / 10);
    ui_menu_add(&num_ui, _("Game ID"), NUM_FIELD, "game_id");
    ui_menu_field(&num_ui, num_box(a));
    num_ui.focus = focus >= 0 && focus < num_ui.n ? focus : NUM_FIELD;
    return &num_ui;
}

static void num_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    num_text[0] = '\0';
    num_msg[0] = '\0';
    num_ui.focus = NUM_FIELD; /* the entry has the keyboard */
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

/* A key while the entry has the focus: true when taken. */
static bool num_key(front_app *a, const SDL_KeyboardEvent *k)
{
    size_t n = strlen(num_text);
    switch (keys_action(KEYS_ENTRY, &k->keysym)) {
    case KA_ERASE:
        if (n > 0) {
            num_text[n - 1] = '\0';
        }
        num_msg[0] = '\0';
        return true;
    case KA_PASTE:
        num_paste();
        return true;
    case KA_ACCEPT:
        num_start(a);
        return true;
    default:
        return false;
    }
}

static void num_event(front_app *a, const SDL_Event *e)
{
    num_build(a);
    bool on_entry = num_ui.focus == NUM_FIELD;
    if (e->type == SDL_TEXTINPUT) {
        /* typing goes to the entry (a space pressing a button does not) */
        if (on_entry || strcmp(e->text.text, " ") != 0) {
            num_append(e->text.text);
            num_ui.focus = NUM_FIELD;
        }
        a->dirty = true;
        return;
    }
    if (e->type == SDL_KEYDOWN && on_entry && num_key(a, &e->key)) {
        a->dirty = true;
        return;
    }
    bool changed;
    int id = ui_menu_event(&num_ui, a, e, &changed);
    if (changed) {
        a->dirty = true;
    }
    if (id == NUM_START) {
        num_start(a);
    } else if (id == NUM_PASTE) {
        num_paste();
    } else if (id == NUM_BACK || id == -2) {
        front_goto(a, &st_menu);
    }
}

static void num_draw(front_app *a)
{
    draw_background(a);
    ui_title(a, _("Numbered game"), a->pix_h / 10);
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 10 + text_height(FONT_BIG) + th;
    text_draw(a->ren, FONT_NORMAL,
              _("Type or paste a game ID (Ctrl+V), then press Enter"),
              col_rgb(200, 210, 220), a->pix_w / 2, y, 1);
    const ui_menu *m = num_build(a);
    kit_field_st(a->ren, num_box(a), num_text, NULL, num_msg,
                 m->focus == NUM_FIELD ? KIT_ST_FOCUSED : 0);
    ui_menu_draw(m, a);
    text_draw(a->ren, FONT_SMALL, _("Esc: back to the menu"),
              col_rgb(170, 180, 190), a->pix_w / 2,
              a->pix_h - text_height(FONT_SMALL) * 2, 1);
}

static void num_view(front_app *a, game_view *v)
{
    (void)a;
    v->entry = num_text;
    if (num_msg[0]) {
        v->notice = num_msg;
    }
}

const front_screen st_numbered = {.name = "numbered", .enter = num_enter,
                                  .leave = num_leave, .event = num_event,
                                  .draw = num_draw, .menu = num_build,
                                  .view = num_view};
