/* st_numbered.c - Play a game ID (the title's "numbered" button): the
 * entry screen (entry.h) with the game ID's spec, and a line saying where
 * IDs come from.
 *
 * Printable ASCII, Ctrl+V (or Paste) pastes, Enter (or Start) starts the
 * game the ID names, Esc (or Back) goes back to the menu. A malformed ID
 * shows the parser's message under the entry (with the on-screen keyboard,
 * in the line over it) and starts nothing. Button ids: start, paste, back,
 * and the entry itself (game_id, a field). The on-screen keyboard starts
 * in capitals (IDs are written so), the focus on its first key.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "flow.h"
#include "draw.h"
#include "entry.h"
#include "keys.h"
#include "i18n.h"
#include "pad.h"
#include "screen_state.h"

enum { NUM_START, NUM_PASTE, NUM_BACK };

/* The screen's own state (screen_state.h): the entry. */
typedef struct num_state {
    entry entry;
} num_state;

static entry *num_entry(front_app *a)
{
    num_state *s = front_state(a, &st_numbered, sizeof(num_state));
    return &s->entry;
}

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

/* Start (with the keys, their own Start), Paste and Back; the box. */
static SDL_Rect num_buttons(front_app *a, ui_menu *m, bool osk)
{
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, true);
    num_geom g = num_place(a);
    ui_menu_clear(m, osk ? 2 : 3);
    if (!osk) {
        ui_menu_add(m, _("Start"), NUM_START, "start");
    }
    ui_menu_add(m, _("Paste"), NUM_PASTE, "paste");
    ui_menu_add(m, _("Back"), NUM_BACK, "back");
    m->compact = !osk && g.buttons_y != a->pix_h * 6 / 10;
    ui_menu_layout(m, a, osk ? k.buttons_y : g.buttons_y);
    return osk ? k.box : g.box;
}

/* The game the ID names, else the parser's message under the entry. */
static void num_start(front_app *a, const char *text)
{
    game_mode m;
    game_difficulty d;
    int level;
    uint64_t seed;
    const char *err = game_id_parse(text, &m, &d, &level, &seed);
    if (!err) {
        err = front_begin(a, m, d, level, seed);
    }
    if (err) {
        entry *e = num_entry(a);
        snprintf(e->msg, sizeof e->msg, "%s", _(err));
    }
}

static void num_back(front_app *a)
{
    front_goto(a, &st_menu);
}

static void num_button(front_app *a, int id);

/* What the entry takes (a constant; inside a function, as its pointers
 * to functions would put it among the file's data). */
static const entry_spec *num_spec(void)
{
    static const entry_spec spec = {
        .label = N_("Game ID"), .id = "game_id", .done = N_("Start"),
        .max_chars = 63, .ascii = true, .upper = true, .paste = true,
        .osk_buttons = true, .buttons = num_buttons, .button = num_button,
        .accept = num_start, .cancel = num_back};
    return &spec;
}

static void num_button(front_app *a, int id)
{
    if (id == NUM_START) {
        num_start(a, num_entry(a)->text);
    } else if (id == NUM_PASTE) {
        entry_paste(num_entry(a));
    } else if (id == NUM_BACK) {
        num_back(a);
    }
}

static const ui_menu *num_build(front_app *a)
{
    return entry_build(num_entry(a), a);
}

static void num_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    num_entry(a)->spec = num_spec();
    entry_enter(num_entry(a), a, "");
}

static void num_leave(front_app *a)
{
    entry_leave(num_entry(a));
}

static void num_event(front_app *a, const SDL_Event *e)
{
    entry_event(num_entry(a), a, e);
}

static void num_draw(front_app *a)
{
    const ui_menu *m = num_build(a);
    entry *ne = num_entry(a);
    bool osk = pad_keyless(a);
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, true);
    draw_background(a);
    ui_title(a, _("Play a game ID"), osk ? k.title_y : num_place(a).title_y);
    int y = osk ? k.line_y : num_place(a).line_y;
    const char *line =
        !osk ? _("Type or paste a game ID (Ctrl+V), then press Enter")
        : ne->look.pad ? _("Choose each character with A, then press Start")
                       : _("Tap each character, then Start");
    /* with the keys under the entry, the parser's message is said in the
     * line over it */
    bool said = osk && ne->msg[0];
    text_draw(a->ren, FONT_NORMAL, said ? ne->msg : line,
              said ? kit_color(KIT_DANGER) : kit_color(KIT_ON_SURFACE_DIM),
              a->pix_w / 2, y, 1);
    entry_draw_box(ne, a);
    ui_menu_draw(m, a);
    const char *foot = !osk ? _("Esc: back to the menu")
                       : ne->look.pad ? _("B: back to the menu") : NULL;
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
    const entry *ne = num_entry(a);
    v->entry = ne->text;
    if (ne->msg[0]) {
        v->notice = ne->msg;
    }
}

const front_screen st_numbered = {.name = "numbered", .tier = 2, .keys = KEYS_ENTRY,
                                  .enter = num_enter,
                                  .leave = num_leave, .event = num_event,
                                  .draw = num_draw, .menu = num_build,
                                  .view = num_view};
