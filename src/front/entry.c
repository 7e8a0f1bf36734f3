/* entry.c - one text-entry screen (entry.h), the name's and the game ID's.
 */
#include <stdio.h>
#include <string.h>

#include "entry.h"
#include "i18n.h"
#include "keys.h"
#include "pad.h"
#include "prefs.h"

const ui_menu *entry_build(entry *e, front_app *a)
{
    const entry_spec *s = e->spec;
    bool osk = pad_keyless(a);
    bool was = ui_menu_index_of(&e->ui, ENTRY_KEY0) >= 0; /* keys on show */
    if (osk && !was) { /* just shown: their first key, or done */
        ui_menu_focus_id(&e->ui, ENTRY_KEY0 + (s->focus_done
                                                   ? kit_osk_find(KIT_OSK_DONE)
                                                   : 0));
    } else if (!osk && was) { /* the keys gone: typing goes to the entry */
        ui_menu_focus_id(&e->ui, ENTRY_FIELD);
    }
    SDL_Rect box = s->buttons(a, &e->ui, osk); /* (the menu cleared) */
    ui_menu_focus_default(&e->ui, ENTRY_FIELD);
    ui_menu_add(&e->ui, _(s->label), ENTRY_FIELD, s->id);
    ui_menu_field(&e->ui, box);
    if (osk) {
        kit_osk_place k = kit_osk_layout(a->pix_w, a->pix_h, s->osk_buttons);
        e->look.pad = pad_last(a) == DEV_PAD;
        e->look.done = _(s->done);
        kit_osk_add(&e->ui, k.keys, ENTRY_KEY0, &e->look);
    }
    return &e->ui;
}

bool entry_on_field(const entry *e)
{
    int f = e->ui.focus;
    return f >= 0 && f == ui_menu_index_of(&e->ui, ENTRY_FIELD);
}

void entry_enter(entry *e, front_app *a, const char *text)
{
    snprintf(e->text, sizeof e->text, "%s", text);
    e->compose[0] = '\0';
    e->msg[0] = '\0';
    ui_menu_clear(&e->ui, 1); /* no keys from the last visit */
    ui_menu_focus_id(&e->ui, ENTRY_FIELD); /* the entry has the keyboard */
    e->look.upper = e->spec->upper;
    entry_build(e, a);
    SDL_StartTextInput();
}

void entry_leave(entry *e)
{
    (void)e;
    SDL_StopTextInput();
}

/* Append typed or pasted text, cut after the spec's last character: a
 * game ID keeps its printable ASCII; other text is taken whole or not at
 * all (a control byte or bad UTF-8 in it: not). */
static void entry_append(entry *e, const char *s)
{
    char joined[ENTRY_BYTES * 2];
    size_t n = (size_t)snprintf(joined, sizeof joined, "%s", e->text);
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        bool printable = *c >= 0x20 && *c != 0x7f;
        if (e->spec->ascii ? printable && *c < 0x7f : printable) {
            if (n + 1 < sizeof joined) {
                joined[n++] = (char)*c;
            }
        } else if (!e->spec->ascii) {
            return;
        }
    }
    joined[n] = '\0';
    if (scores_name_chars(joined) < 0) {
        return; /* not UTF-8 */
    }
    size_t i = 0;
    for (int chars = 0; joined[i] && chars < e->spec->max_chars; chars++) {
        i++;
        while (((unsigned char)joined[i] & 0xc0) == 0x80) {
            i++;
        }
    }
    if (i < sizeof e->text) {
        memcpy(e->text, joined, i);
        e->text[i] = '\0';
    }
    e->msg[0] = '\0';
}

/* Delete the last character (UTF-8: its continuation bytes too). */
static void entry_backspace(entry *e)
{
    size_t n = strlen(e->text);
    while (n > 0 && ((unsigned char)e->text[n - 1] & 0xc0) == 0x80) {
        n--;
    }
    if (n > 0) {
        n--;
    }
    e->text[n] = '\0';
    e->msg[0] = '\0';
}

void entry_paste(entry *e)
{
    if (!SDL_HasClipboardText()) {
        return;
    }
    char *clip = SDL_GetClipboardText();
    if (clip) {
        entry_append(e, clip);
        SDL_free(clip);
    }
}

/* A key while the entry has the focus, or a pad's on the on-screen
 * keyboard: true when taken. */
static bool entry_key(entry *e, front_app *a, const SDL_Keysym *k,
                      bool on_entry)
{
    bool pad = k->unused == PAD_MARK;
    if (pad && k->sym == SDLK_KP_ENTER) {
        e->spec->accept(a, e->text); /* Start: whatever is focused */
        return true;
    }
    if (pad && k->sym == SDLK_CAPSLOCK) {
        e->look.upper = !e->look.upper; /* Y */
        return true;
    }
    switch (keys_action(KEYS_ENTRY, k)) {
    case KA_ERASE:
        if (!on_entry && !pad) {
            return false;
        }
        entry_backspace(e); /* the pad's X too, wherever the focus is */
        return true;
    case KA_PASTE:
        if (e->spec->paste) {
            entry_paste(e);
        }
        return e->spec->paste;
    case KA_ACCEPT:
        if (on_entry) {
            e->spec->accept(a, e->text);
        }
        return on_entry;
    default:
        return false;
    }
}

/* A control pressed: the screen's button, a key of the on-screen
 * keyboard, or Esc (-2). */
static void entry_press(entry *e, front_app *a, int id)
{
    if (id >= ENTRY_KEY0) {
        const char *t;
        kit_osk_what w = kit_osk_press(id - ENTRY_KEY0, &e->look, &t);
        if (w == KIT_OSK_TYPE) {
            entry_append(e, t);
        } else if (w == KIT_OSK_ERASE) {
            entry_backspace(e);
        } else if (w == KIT_OSK_DONE) {
            e->spec->accept(a, e->text);
        }
    } else if (id == -2) {
        e->spec->cancel(a);
    } else if (id >= 0 && id != ENTRY_FIELD) {
        e->spec->button(a, id);
    }
}

void entry_event(entry *e, front_app *a, const SDL_Event *ev)
{
    bool keys_were = ui_menu_index_of(&e->ui, ENTRY_KEY0) >= 0;
    entry_build(e, a);
    if (keys_were != (ui_menu_index_of(&e->ui, ENTRY_KEY0) >= 0) &&
        ev->type == SDL_MOUSEBUTTONDOWN) {
        /* a click or a tap that showed or hid the keys: it was aimed at
         * what was drawn, not at the new layout; the layout is drawn */
        a->dirty = true;
        return;
    }
    bool on_entry = entry_on_field(e);
    switch (ev->type) {
    case SDL_TEXTINPUT:
        /* typing goes to the entry (a space pressing a button does not) */
        if (on_entry || strcmp(ev->text.text, " ") != 0) {
            e->compose[0] = '\0';
            entry_append(e, ev->text.text);
            ui_menu_focus_id(&e->ui, ENTRY_FIELD);
        }
        a->dirty = true;
        return;
    case SDL_TEXTEDITING:
        snprintf(e->compose, sizeof e->compose, "%s", ev->edit.text);
        a->dirty = true;
        return;
    case SDL_KEYDOWN:
        if (e->compose[0]) {
            return; /* the input method has these keys */
        }
        if (entry_key(e, a, &ev->key.keysym, on_entry)) {
            a->dirty = true;
            return;
        }
        break;
    default:
        break;
    }
    entry_press(e, a, ui_menu_take(&e->ui, a, ev));
}

SDL_Rect entry_box(entry *e, front_app *a)
{
    int i = ui_menu_index_of(&e->ui, ENTRY_FIELD);
    if (i < 0) {
        entry_build(e, a);
        i = ui_menu_index_of(&e->ui, ENTRY_FIELD);
    }
    return i >= 0 ? e->ui.rect[i] : (SDL_Rect){0, 0, 0, 0};
}

void entry_draw_box(entry *e, front_app *a)
{
    SDL_Rect box = entry_box(e, a);
    bool osk = ui_menu_index_of(&e->ui, ENTRY_KEY0) >= 0;
    kit_field_st(a->ren, box, e->text, e->compose, osk ? NULL : e->msg,
                 entry_on_field(e) ? KIT_ST_FOCUSED : 0);
    SDL_SetTextInputRect(&box);
}
