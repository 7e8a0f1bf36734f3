/* keys.h - the one key table: every key the game handles, where it
 * works, what it does and how a player is told (Help's Keys tab, --help).
 *
 * The handlers ask the table which action a key press is (keys_action)
 * instead of naming keys themselves, so that Help, --help and the game
 * can never disagree. A row lists up to four key combinations for one
 * action; Help shows one line per row, under the heading of its group.
 */
#ifndef FRONT_KEYS_H
#define FRONT_KEYS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <SDL.h>

/* Where a key works (bits): a row is shown under its group and acts in
 * its group and its `also` scopes. */
enum {
    KEYS_ANY = 1,    /* every screen (main.c) */
    KEYS_PLAY = 2,   /* the board being played (st_play.c) */
    KEYS_PAUSE = 4,  /* the pause screen (st_pause.c) */
    KEYS_MENUS = 8,  /* every screen of controls (kit/menu.c) */
    KEYS_ENTRY = 16, /* typing a name or a game ID (st_name.c,
                        st_numbered.c) */
    KEYS_MOUSE = 32  /* the mouse on the board (shown, not looked up) */
};

typedef enum key_action {
    KA_NONE,
    KA_FULLSCREEN, KA_MUSIC,
    KA_LEFT, KA_RIGHT, KA_UP, KA_DOWN, /* the cursor, or the focus */
    KA_SELECT,    /* Enter/Space: select the tile, press the button */
    KA_TO_HINT,   /* the cursor to the hinted pair */
    KA_HINT, KA_HINT_GO, KA_KIND, KA_REDEAL, KA_SHOW_ME, KA_WAY_BACK, KA_UNDO, KA_REDO,
    KA_COPY_ID, KA_PAUSE, KA_HELP, KA_MENU,
    KA_NEXT, KA_PREV, KA_FIRST, KA_LAST, /* the focus */
    KA_BACK,      /* Esc on a screen of controls */
    KA_ERASE, KA_PASTE, KA_ACCEPT, /* typing */
    KA_CLICK, KA_PEEK, /* the mouse */
    KA_STATUS,    /* say the time, the score and the pairs (speech) */
    KA_COUNT
} key_action;

/* Modifiers a combination needs. */
enum { KEYS_CTRL = 1, KEYS_SHIFT = 2 };

typedef struct key_combo {
    SDL_Keycode sym; /* 0: none (the end of a row's list) */
    unsigned mod;    /* KEYS_CTRL | KEYS_SHIFT */
    key_action act;  /* its own action (the arrows of one row); KA_NONE:
                        the row's */
} key_combo;

typedef struct key_row {
    unsigned group;    /* KEYS_*: the heading it is shown under */
    unsigned also;     /* other scopes it acts in */
    key_action action;
    key_combo keys[4];
    const char *mouse; /* a mouse row's words (N_), else NULL */
    const char *what;  /* what it does, in player words (N_) */
} key_row;

/* The rows, in the order Help shows them (grouped). */
int keys_count(void);
const key_row *keys_row(int i);

/* The action of a key press in scope (KEYS_*), or KA_NONE. A combination
 * needs exactly its Ctrl and Shift; one without Shift also takes a press
 * with Shift when no row of the scope wants that (Shift+H is H). Alt and
 * the system key never match; the keypad's Enter is Enter. */
key_action keys_action(unsigned scope, const SDL_Keysym *k);

/* Whether a key press was made by a pad or a touch (keys_push), not the
 * keyboard. */
bool keys_from_device(const SDL_Keysym *k);

/* A group's heading, translated ("Playing", ...). */
const char *keys_group_name(unsigned group);
/* The keys of row r as a player reads them ("U, Ctrl+Z", "← → ↑ ↓",
 * "Right button, held"), translated. */
void keys_row_names(const key_row *r, char *out, size_t len);
/* The keys of the row of action in scope, as keys_row_names; "" when
 * none. */
void keys_names(unsigned scope, key_action action, char *out, size_t len);
/* The key of action in scope as a cap ("H", "Esc", "⇧U"): its first
 * combination; "" when none. */
void keys_cap(unsigned scope, key_action action, char *out, size_t len);

/* The table as --help prints it: a heading per group, then one line per
 * row, keys then what they do. */
void keys_print(FILE *f);
/* ---- Keys of the player's own ----
 * The actions of the board (the cursor, select, hint, re-deal, undo,
 * ...; Music and Fullscreen) can each be given a key of the player's own
 * (a plain key: no Ctrl, no Shift), which then stands in the table instead
 * of the action's first key: the handlers, Help, the bar's tooltips and
 * the caps follow. Redo follows undo (Shift and undo's key). The keys a
 * pad or a touch makes keep the table's own. Each such action has a
 * setting (key_hint = j, "default" the table's key). */
int keys_bind_count(void);
/* The i-th such action and its setting's key (NULL past the end). */
const char *keys_bind_at(int i, key_action *act);
/* Why act cannot take the key sym now (written into why and returned:
 * Esc, a key of no name, a key another action of the same screens has),
 * or NULL when it can. */
const char *keys_bind_check(key_action act, SDL_Keycode sym, char *why,
                            size_t len);
/* Give act the key sym (0: the table's own again); NULL, or why not
 * (nothing changes). */
const char *keys_bind(key_action act, SDL_Keycode sym, char *why, size_t len);
/* Every action on the table's own keys again. */
void keys_unbind_all(void);
/* The key act has now (its first; 0 when it has none of its own). */
SDL_Keycode keys_bound(key_action act);
/* The table's own key of act (its first; Shift, Ctrl as KMOD_L*): the key
 * a pad's button for act makes (pad.c); false for an action of none. */
bool keys_own_key(key_action act, SDL_Keycode *sym, Uint16 *mod);
/* A key's name in the settings file ("j", "f5", "space"; NULL for a key
 * that cannot be chosen) and back (0 for "default" or an unknown name). */
const char *keys_sym_setting_name(SDL_Keycode sym);
SDL_Keycode keys_sym_from_setting(const char *name);
/* A key's name as the player reads it ("J", "Space", "←"). */
const char *keys_sym_words(SDL_Keycode sym);
/* The Keys screen waits for a key: the keys of every screen (F11, M)
 * are not taken meanwhile. */
void keys_set_capturing(bool on);
bool keys_capturing(void);

/* A key press made by the game itself (a pad's button, a touch gesture)
 * onto SDL's queue for window win, marked with mark in its keysym's
 * `unused` (which device made it: pad.h, touch.h). */
void keys_push(SDL_Window *win, SDL_Keycode sym, Uint16 mod, Uint32 mark);

#endif
