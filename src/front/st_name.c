/* st_name.c - a run entered the high-score table: the player's name.
 *
 * SDL text input (an input method can compose 张三: the text being
 * composed shows underlined), up to 24 characters, Backspace deletes the
 * last character, Enter (or OK) accepts, Esc keeps the default name: the
 * last name typed, else the login name. Then the table, the new entry
 * highlighted. Button ids: ok, and the entry itself (name, a field): Tab
 * and the arrows move the focus between them; typing goes to the entry.
 * The state file's "entry" is the text.
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

static ui_menu name_ui;
static char name_text[SCORES_NAME_BYTES];
static char name_default[SCORES_NAME_BYTES];
static char name_compose[64]; /* the input method's text, not yet typed */

enum { NAME_OK, NAME_FIELD };

/* The entry's box. */
static SDL_Rect name_box(const front_app *a)
{
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 10 + text_height(FONT_BIG) + th * 3 + th * 3 / 2;
    int w = a->pix_w * 2 / 3;
    SDL_Rect box = {(a->pix_w - w) / 2, y, w, th * 2};
    return box;
}

static const ui_menu *name_build(front_app *a)
{
    int focus = name_ui.focus;
    ui_menu_clear(&name_ui, 1);
    ui_menu_add(&name_ui, _("OK"), NAME_OK, "ok");
    ui_menu_layout(&name_ui, a, a->pix_h * 6 / 10);
    ui_menu_add(&name_ui, _("Name"), NAME_FIELD, "name");
    ui_menu_field(&name_ui, name_box(a));
    name_ui.focus = focus >= 0 && focus < name_ui.n ? focus : NAME_FIELD;
    return &name_ui;
}

static void name_enter(front_app *a, const front_screen *prev)
{
    (void)prev;
    profile_default_name(&prefs()->prof, name_default, sizeof name_default);
    snprintf(name_text, sizeof name_text, "%s", name_default);
    name_compose[0] = '\0';
    name_ui.focus = NAME_FIELD; /* the entry has the keyboard */
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

/* A key while the entry has the focus: true when taken. */
static bool name_key(front_app *a, const SDL_Keysym *k)
{
    switch (keys_action(KEYS_ENTRY, k)) {
    case KA_ERASE:
        name_backspace();
        return true;
    case KA_ACCEPT:
        name_accept(a, name_text);
        return true;
    default:
        return false;
    }
}

static void name_event(front_app *a, const SDL_Event *e)
{
    name_build(a);
    bool on_entry = name_ui.focus == NAME_FIELD;
    switch (e->type) {
    case SDL_TEXTINPUT:
        /* typing goes to the entry (a space pressing OK does not) */
        if (on_entry || strcmp(e->text.text, " ") != 0) {
            name_compose[0] = '\0';
            name_append(e->text.text);
            name_ui.focus = NAME_FIELD;
        }
        break;
    case SDL_TEXTEDITING:
        snprintf(name_compose, sizeof name_compose, "%s", e->edit.text);
        break;
    case SDL_KEYDOWN:
        if (name_compose[0]) {
            return; /* the input method has these keys */
        }
        if (on_entry && name_key(a, &e->key.keysym)) {
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
    draw_background(a);
    ui_title(a, _("A new high score!"), a->pix_h / 10);
    int th = text_height(FONT_NORMAL);
    int y = a->pix_h / 10 + text_height(FONT_BIG) + th;
    char num[32];
    lang_number(num, sizeof num, session_run_end(a->ses)->score);
    snprintf(buf, sizeof buf, _("%s points, levels cleared: %d (%s)"), num,
             session_run_end(a->ses)->levels,
             lang_difficulty_name(session_run_end(a->ses)->diff));
    text_draw(a->ren, FONT_NORMAL, buf, col_rgb(255, 210, 90), a->pix_w / 2,
              y, 1);
    y += th * 2;
    text_draw(a->ren, FONT_NORMAL, _("Your name (Enter to keep it):"),
              col_rgb(200, 210, 220), a->pix_w / 2, y, 1);
    const ui_menu *m = name_build(a);
    SDL_Rect box = name_box(a);
    kit_field_st(a->ren, box, name_text, name_compose, NULL,
                 m->focus == NAME_FIELD ? KIT_ST_FOCUSED : 0);
    SDL_SetTextInputRect(&box);
    ui_menu_draw(m, a);
    text_draw(a->ren, FONT_SMALL,
              _("Up to 24 characters. Esc keeps the name shown first."),
              col_rgb(170, 180, 190), a->pix_w / 2,
              a->pix_h - text_height(FONT_SMALL) * 2, 1);
}

static void name_view(front_app *a, game_view *v)
{
    (void)a;
    v->entry = name_text;
}

const front_screen st_name = {.name = "name_entry", .enter = name_enter,
                              .leave = name_leave, .event = name_event,
                              .draw = name_draw, .menu = name_build,
                              .view = name_view};
