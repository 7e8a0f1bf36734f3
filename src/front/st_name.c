/* st_name.c - a run entered the high-score table: the player's name.
 *
 * SDL text input (an input method can compose 张三: the text being
 * composed shows underlined), up to 24 characters, Backspace deletes the
 * last character, Enter (or OK) accepts, Esc keeps the default name: the
 * last name typed, else the login name. Then the table, the new entry
 * highlighted. Button ids: ok, and the entry itself (name, a field): Tab
 * and the arrows move the focus between them; typing goes to the entry.
 * After a pad or a finger an on-screen keyboard (kit.h) is shown under
 * the entry, the focus on its done key (the name ready to accept): A
 * types the key focused, X deletes, Y turns capitals on or off, Start
 * accepts, B keeps the default name. The state file's "entry" is the
 * text.
 */
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "screens.h"
#include "text.h"
#include "draw.h"
#include "prefs.h"
#include "session.h"
#include "i18n.h"
#include "keys.h"
#include "lang.h"
#include "pad.h"

static ui_menu name_ui;
static char name_text[SCORES_NAME_BYTES];
static char name_default[SCORES_NAME_BYTES];
static char name_compose[64]; /* the input method's text, not yet typed */
static kit_osk_look name_look; /* the on-screen keyboard's capitals */

enum { NAME_OK, NAME_FIELD, NAME_KEY0 = 100 };

/* Where things go: with the on-screen keyboard the prompt line is left
 * out and everything moves up to make room for its keys. */
typedef struct name_place {
    int title_y, score_y, prompt_y, foot_y, buttons_y;
    SDL_Rect box, keys;
} name_place;

static name_place name_layout(const front_app *a, bool osk)
{
    name_place p;
    int th = text_height(FONT_NORMAL), big = text_height(FONT_BIG);
    int w = a->pix_w * 2 / 3;
    p.foot_y = a->pix_h - text_height(FONT_SMALL) * 2;
    if (!osk) {
        p.title_y = a->pix_h / 10;
        p.score_y = p.title_y + big + th;
        p.prompt_y = p.score_y + th * 2;
        p.box = (SDL_Rect){(a->pix_w - w) / 2, p.prompt_y + th * 3 / 2, w,
                           th * 2};
        p.buttons_y = a->pix_h * 6 / 10;
        p.keys = (SDL_Rect){0, 0, 0, 0};
        int u = kit_u();
        if (kit_text_size_pct() > 100 &&
            p.buttons_y < p.box.y + p.box.h + u) { /* large text: closer */
            p.title_y = 2 * u;
            p.score_y = p.title_y + big + u;
            p.prompt_y = p.score_y + th + u;
            p.box.y = p.prompt_y + th + u;
            p.box.h = th * 3 / 2;
            p.buttons_y = p.box.y + p.box.h + 2 * u;
        }
        return p;
    }
    kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, false);
    p.title_y = k.title_y;
    p.score_y = k.line_y;
    p.prompt_y = -1;
    p.box = k.box;
    p.keys = k.keys;
    p.buttons_y = k.buttons_y;
    p.foot_y = k.foot_y;
    return p;
}

static const ui_menu *name_build(front_app *a)
{
    int focus = name_ui.focus;
    bool osk = pad_keyless(a);
    bool was = ui_menu_index_of(&name_ui, NAME_KEY0) >= 0; /* keys on show */
    name_place p = name_layout(a, osk);
    ui_menu_clear(&name_ui, 1);
    if (!osk) { /* else the keys' own OK */
        ui_menu_add(&name_ui, _("OK"), NAME_OK, "ok");
        ui_menu_layout(&name_ui, a, p.buttons_y);
    }
    ui_menu_add(&name_ui, _("Name"), NAME_FIELD, "name");
    ui_menu_field(&name_ui, p.box);
    int field = name_ui.n - 1;
    if (osk) {
        name_look.pad = pad_last(a) == DEV_PAD;
        name_look.done = _("OK");
        kit_osk_add(&name_ui, p.keys, NAME_KEY0, &name_look);
        if (!was) { /* just shown: the name ready to accept */
            focus = field + 1 + kit_osk_find(KIT_OSK_DONE);
        }
    } else if (was) {
        focus = -1; /* the keys gone: typing goes to the entry */
    }
    name_ui.focus = focus >= 0 && focus < name_ui.n ? focus : field;
    return &name_ui;
}

/* Whether the entry has the focus. */
static bool name_on_field(void)
{
    int f = name_ui.focus;
    return f >= 0 && f == ui_menu_index_of(&name_ui, NAME_FIELD);
}

static void name_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    profile_default_name(&prefs()->prof, name_default, sizeof name_default);
    snprintf(name_text, sizeof name_text, "%s", name_default);
    name_compose[0] = '\0';
    ui_menu_clear(&name_ui, 1); /* no keys from the last visit */
    name_ui.focus = -1; /* the entry has the keyboard (name_build) */
    name_look.upper = false;
    name_build(a);
    SDL_StartTextInput();
}

static void name_leave(front_app *a)
{
    SDL_StopTextInput();
    if (session_name_wanted(a->ses)) {
        /* left without Enter (the window closed): the name as it stands */
        remember_name_done(a, name_text[0] ? name_text : name_default);
    }
}

/* Append typed text (UTF-8, no control bytes), cut after the 24th
 * character. */
static void name_append(const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        if (*c < 0x20 || *c == 0x7f) {
            return;
        }
    }
    char joined[sizeof name_text * 2];
    snprintf(joined, sizeof joined, "%s%s", name_text, s);
    if (scores_name_chars(joined) < 0) {
        return; /* not UTF-8 */
    }
    size_t i = 0;
    for (int chars = 0; joined[i] && chars < SCORES_NAME_CHARS; chars++) {
        i++;
        while (((unsigned char)joined[i] & 0xc0) == 0x80) {
            i++;
        }
    }
    if (i < sizeof name_text) {
        memcpy(name_text, joined, i);
        name_text[i] = '\0';
    }
}

/* Delete the last character (UTF-8: its continuation bytes too). */
static void name_backspace(void)
{
    size_t n = strlen(name_text);
    while (n > 0 && ((unsigned char)name_text[n - 1] & 0xc0) == 0x80) {
        n--;
    }
    if (n > 0) {
        n--;
    }
    name_text[n] = '\0';
}

static void name_accept(front_app *a, const char *name)
{
    remember_name_done(a, name);
    front_goto(a, &st_scores);
}

/* A key while the entry has the focus, or a pad's on the on-screen
 * keyboard: true when taken. */
static bool name_key(front_app *a, const SDL_Keysym *k, bool on_entry)
{
    if (k->unused == PAD_MARK && k->sym == SDLK_KP_ENTER) {
        name_accept(a, name_text); /* Start: done, whatever is focused */
        return true;
    }
    if (k->unused == PAD_MARK && k->sym == SDLK_CAPSLOCK) {
        name_look.upper = !name_look.upper; /* Y */
        return true;
    }
    switch (keys_action(KEYS_ENTRY, k)) {
    case KA_ERASE:
        if (!on_entry && k->unused != PAD_MARK) {
            return false;
        }
        name_backspace(); /* the pad's X too, wherever the focus is */
        return true;
    case KA_ACCEPT:
        if (on_entry) {
            name_accept(a, name_text);
        }
        return on_entry;
    default:
        return false;
    }
}

/* A key of the on-screen keyboard pressed (k: its index). */
static void name_osk_press(front_app *a, int k)
{
    const char *t;
    kit_osk_what w = kit_osk_press(k, &name_look, &t);
    if (w == KIT_OSK_TYPE) {
        name_append(t);
    } else if (w == KIT_OSK_ERASE) {
        name_backspace();
    } else if (w == KIT_OSK_DONE) {
        name_accept(a, name_text);
    }
}

static void name_event(front_app *a, const SDL_Event *e)
{
    bool keys_were = ui_menu_index_of(&name_ui, NAME_KEY0) >= 0;
    name_build(a);
    if (keys_were != (ui_menu_index_of(&name_ui, NAME_KEY0) >= 0) &&
        e->type == SDL_MOUSEBUTTONDOWN) {
        /* a click or a tap that showed or hid the keys: it was aimed at
         * what was drawn, not at the new layout; the layout is drawn */
        a->dirty = true;
        return;
    }
    bool on_entry = name_on_field();
    switch (e->type) {
    case SDL_TEXTINPUT:
        /* typing goes to the entry (a space pressing OK does not) */
        if (on_entry || strcmp(e->text.text, " ") != 0) {
            name_compose[0] = '\0';
            name_append(e->text.text);
            name_ui.focus = ui_menu_index_of(&name_ui, NAME_FIELD);
        }
        break;
    case SDL_TEXTEDITING:
        snprintf(name_compose, sizeof name_compose, "%s", e->edit.text);
        break;
    case SDL_KEYDOWN:
        if (name_compose[0]) {
            return; /* the input method has these keys */
        }
        if (name_key(a, &e->key.keysym, on_entry)) {
            break;
        }
        /* fall through - the focus, OK, and Esc (the default name) */
    case SDL_MOUSEMOTION:
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP: {
        bool changed;
        int id = ui_menu_event(&name_ui, a, e, &changed);
        if (id == NAME_OK) {
            name_accept(a, name_text);
        } else if (id >= NAME_KEY0) {
            name_osk_press(a, id - NAME_KEY0);
        } else if (id == -2) {
            name_accept(a, name_default);
        }
        break;
    }
    default:
        return;
    }
    a->dirty = true;
}

static void name_draw(front_app *a)
{
    char buf[160];
    const ui_menu *m = name_build(a);
    name_place p = name_layout(a, pad_keyless(a));
    draw_background(a);
    ui_title(a, _("A new high score!"), p.title_y);
    char num[32];
    lang_number(num, sizeof num, session_run_end(a->ses)->score);
    snprintf(buf, sizeof buf, _("%s points, levels cleared: %d (%s)"), num,
             session_run_end(a->ses)->levels,
             lang_difficulty_name(session_run_end(a->ses)->diff));
    text_draw(a->ren, FONT_NORMAL, buf, kit_color(KIT_ACCENT), a->pix_w / 2,
              p.score_y, 1);
    if (p.prompt_y >= 0) {
        text_draw(a->ren, FONT_NORMAL, _("Your name (Enter to keep it):"),
                  kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2, p.prompt_y, 1);
    }
    kit_field_st(a->ren, p.box, name_text, name_compose, NULL,
                 name_on_field() ? KIT_ST_FOCUSED : 0);
    SDL_SetTextInputRect(&p.box);
    ui_menu_draw(m, a);
    const char *foot =
        !pad_keyless(a) ? _("Up to 24 characters. Esc keeps the name shown first.")
        : name_look.pad ? _("Up to 24 characters. B keeps the name shown first.")
                        : _("Up to 24 characters.");
    text_draw(a->ren, FONT_SMALL, foot, kit_color(KIT_ON_SURFACE_DIM), a->pix_w / 2,
              p.foot_y, 1);
}

static void name_view(front_app *a, game_view *v)
{
    (void)a;
    v->entry = name_text;
}

const front_screen st_name = {.name = "name_entry", .keys = KEYS_ENTRY,
                              .enter = name_enter,
                              .leave = name_leave, .event = name_event,
                              .draw = name_draw, .menu = name_build,
                              .view = name_view};
