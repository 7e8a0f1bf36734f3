/* entry.h - one text-entry screen, written once: the name entry (st_name.c)
 * and the game-ID entry (st_numbered.c) are two specs of it.
 *
 * The entry keeps the text typed (SDL text input; an input method's text
 * being composed shows underlined), takes the entry keys of the key table
 * (Backspace, Enter, Ctrl+V where the spec pastes) and, after a pad or a
 * finger, shows an on-screen keyboard (kit.h) under the box: A types the
 * key focused, X deletes, Y turns capitals on or off, Start accepts, B
 * (Esc) cancels. Tab and the arrows move the focus over the screen's
 * buttons, the entry (a field) and the keys; typing goes to the entry.
 * A screen gives its buttons, where the box goes, and what accepting and
 * cancelling do; it draws its own title and lines round the box.
 */
#ifndef FRONT_ENTRY_H
#define FRONT_ENTRY_H

#include <stdbool.h>

#include "app.h"

enum { ENTRY_FIELD = 99, ENTRY_KEY0 = 100 }; /* the ids the entry adds */

typedef struct entry entry;

typedef struct entry_spec {
    const char *label; /* the field's name (N_) and its button id */
    const char *id;
    const char *done;  /* the keys' done key (N_): "OK", "Start" */
    int max_chars;     /* the longest text, in characters */
    bool ascii;        /* printable ASCII only (a game ID), else any text */
    bool upper;        /* the keys start in capitals */
    bool paste;        /* Ctrl+V pastes */
    bool focus_done;   /* the keys just shown: the focus on their done key
                          (the text ready to accept), else on the first */
    bool osk_buttons;  /* buttons of the screen's under the keys too */
    /* Adds the screen's buttons to m and lays them out; returns the box
     * of the entry (without the keys; with them kit_osk_layout's). */
    SDL_Rect (*buttons)(front_app *a, ui_menu *m, bool osk);
    /* A button of the screen's pressed (not the entry's). */
    void (*button)(front_app *a, int id);
    void (*accept)(front_app *a, const char *text);
    void (*cancel)(front_app *a);
} entry_spec;

#define ENTRY_BYTES 128 /* the text's bytes, NUL included */

struct entry {
    const entry_spec *spec;
    ui_menu ui;
    char text[ENTRY_BYTES];
    char compose[64]; /* the input method's text, not yet typed */
    char msg[160];    /* a screen's message under the box ("" none) */
    kit_osk_look look;
};

/* The screen entered: the text given, the focus on the entry, SDL's text
 * input on; left: off. */
void entry_enter(entry *e, front_app *a, const char *text);
void entry_leave(entry *e);
/* The controls as the layout now has them (the keys after a pad or a
 * finger). */
const ui_menu *entry_build(entry *e, front_app *a);
void entry_event(entry *e, front_app *a, const SDL_Event *ev);
/* Whether the entry has the focus; whether the keys are on show. */
bool entry_on_field(const entry *e);
/* The box and the keys' layout: box of the screen's or the keys'. */
SDL_Rect entry_box(entry *e, front_app *a);
/* The clipboard's text typed (the screen's Paste button). */
void entry_paste(entry *e);
/* The box drawn (the text, the composition, the message). */
void entry_draw_box(entry *e, front_app *a);

#endif
