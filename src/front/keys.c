/* keys.c - the one key table (keys.h): every key the game handles, read
 * by the key handlers, by Help's Keys tab and by --help.
 */
#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "keys.h"
#include "pad.h"
#include "touch.h"

#define C KEYS_CTRL
#define S KEYS_SHIFT

static const key_row keys_table[] = {
    /* playing (the pause screen takes the ones it shares) */
    {KEYS_PLAY, 0, KA_LEFT,
     {{SDLK_LEFT, 0, KA_LEFT}, {SDLK_RIGHT, 0, KA_RIGHT},
      {SDLK_UP, 0, KA_UP}, {SDLK_DOWN, 0, KA_DOWN}},
     NULL, N_("Cursor to the next tile")},
    {KEYS_PLAY, 0, KA_SELECT, {{SDLK_RETURN, 0, 0}, {SDLK_SPACE, 0, 0}},
     NULL, N_("Select the cursor's tile")},
    {KEYS_PLAY, 0, KA_TO_HINT, {{SDLK_TAB, 0, 0}, {SDLK_g, 0, KA_HINT_GO}},
     NULL, N_("Cursor to the hinted pair (G: or a new hint)")},
    {KEYS_PLAY, 0, KA_HINT, {{SDLK_h, 0, 0}}, NULL,
     N_("Hint: show a pair")},
    {KEYS_PLAY, 0, KA_REDEAL, {{SDLK_r, 0, 0}}, NULL,
     N_("Re-deal the tiles left")},
    {KEYS_PLAY, 0, KA_UNDO, {{SDLK_u, 0, 0}, {SDLK_z, C, 0}}, NULL,
     N_("Undo (relaxed games)")},
    {KEYS_PLAY, 0, KA_REDO,
     {{SDLK_u, S, 0}, {SDLK_y, C, 0}, {SDLK_z, C | S, 0}}, NULL,
     N_("Redo (relaxed games)")},
    {KEYS_PLAY, 0, KA_WAY_BACK, {{SDLK_w, 0, 0}}, NULL,
     N_("Dead end: undo until winnable")},
    {KEYS_PLAY, 0, KA_STATUS, {{SDLK_s, 0, 0}}, NULL,
     N_("Speech: say the status")},
    {KEYS_PLAY, KEYS_PAUSE, KA_SHOW_ME, {{SDLK_d, 0, 0}}, NULL,
     N_("Show me: the game plays")},
    {KEYS_PLAY, KEYS_PAUSE, KA_PAUSE, {{SDLK_p, 0, 0}}, NULL,
     N_("Pause, and resume")},
    {KEYS_PLAY, KEYS_PAUSE, KA_COPY_ID, {{SDLK_c, C, 0}}, NULL,
     N_("Copy the game ID")},
    {KEYS_PLAY, KEYS_PAUSE, KA_HELP, {{SDLK_F1, 0, 0}}, NULL,
     N_("This help")},
    {KEYS_PLAY, KEYS_PAUSE, KA_MENU, {{SDLK_ESCAPE, 0, 0}}, NULL,
     N_("Menu (the game is kept)")},
    /* the mouse on the board */
    {KEYS_MOUSE, 0, KA_CLICK, {{0, 0, 0}}, N_("Left click"),
     N_("Select or drop a tile")},
    /* K shows them without holding: looked up on the board */
    {KEYS_MOUSE, KEYS_PLAY, KA_PEEK, {{SDLK_k, 0, KA_KIND}},
     N_("Right button held, or K"),
     N_("Show all tiles like it (K: until K again)")},
    /* every screen */
    {KEYS_ANY, 0, KA_FULLSCREEN, {{SDLK_F11, 0, 0}}, NULL,
     N_("Fullscreen on or off")},
    {KEYS_ANY, 0, KA_MUSIC, {{SDLK_m, 0, 0}}, NULL,
     N_("Music on or off")},
    /* screens of buttons and settings; the entries share Enter and Esc */
    {KEYS_MENUS, 0, KA_UP,
     {{SDLK_UP, 0, KA_UP}, {SDLK_DOWN, 0, KA_DOWN},
      {SDLK_LEFT, 0, KA_LEFT}, {SDLK_RIGHT, 0, KA_RIGHT}},
     NULL, N_("Move the focus, change a value")},
    {KEYS_MENUS, 0, KA_NEXT, {{SDLK_TAB, 0, 0}, {SDLK_TAB, S, KA_PREV}},
     NULL, N_("Next or previous control")},
    {KEYS_MENUS, 0, KA_FIRST, {{SDLK_HOME, 0, 0}, {SDLK_END, 0, KA_LAST}},
     NULL, N_("First or last control")},
    {KEYS_MENUS, 0, KA_SELECT, {{SDLK_RETURN, 0, 0}, {SDLK_SPACE, 0, 0}},
     NULL, N_("Press the focused button")},
    {KEYS_MENUS, KEYS_ENTRY, KA_BACK, {{SDLK_ESCAPE, 0, 0}}, NULL,
     N_("Back, or cancel")},
    /* typing a name or a game ID */
    {KEYS_ENTRY, 0, KA_ACCEPT, {{SDLK_RETURN, 0, 0}}, NULL,
     N_("Done typing")},
    {KEYS_ENTRY, 0, KA_ERASE, {{SDLK_BACKSPACE, 0, 0}}, NULL,
     N_("Delete the last character")},
    {KEYS_ENTRY, 0, KA_PASTE, {{SDLK_v, C, 0}}, NULL,
     N_("Paste a game ID")},
};

#undef C
#undef S

#define KEYS_N ((int)(sizeof keys_table / sizeof keys_table[0]))

/* The player's keys: the table with each action the player gave a key of
 * their own (keys_bind) on that key instead of its first; the table's own
 * until then. The keys a pad or a touch makes (a mark in keysym.unused)
 * are looked up in the table's own: they are the device's, not the
 * keyboard's. */
static key_row keys_live[KEYS_N];
static bool keys_live_ready;

static const key_row *keys_rows(bool own)
{
    if (!keys_live_ready) {
        memcpy(keys_live, keys_table, sizeof keys_table);
        keys_live_ready = true;
    }
    return own ? keys_table : keys_live;
}

int keys_count(void)
{
    return KEYS_N;
}

const key_row *keys_row(int i)
{
    return i >= 0 && i < KEYS_N ? &keys_rows(false)[i] : NULL;
}

/* Whether combination c is the press (sym, mods); with loose, a press
 * with Shift also matches a combination without it. */
static bool keys_match(const key_combo *c, SDL_Keycode sym, unsigned mods,
                       bool loose)
{
    if (c->sym == 0 || c->sym != sym) {
        return false;
    }
    if (loose && !(c->mod & KEYS_SHIFT)) {
        mods &= ~(unsigned)KEYS_SHIFT;
    }
    return c->mod == mods;
}

static key_action keys_find(const key_row *rows, unsigned scope,
                            SDL_Keycode sym, unsigned mods, bool loose)
{
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = &rows[i];
        if (!((r->group | r->also) & scope)) { /* a mouse row: no keys */
            continue;
        }
        for (int j = 0; j < 4 && r->keys[j].sym; j++) {
            if (keys_match(&r->keys[j], sym, mods, loose)) {
                return r->keys[j].act ? r->keys[j].act : r->action;
            }
        }
    }
    return KA_NONE;
}

bool keys_from_device(const SDL_Keysym *k)
{
    return k->unused == PAD_MARK || k->unused == TOUCH_MARK;
}

key_action keys_action(unsigned scope, const SDL_Keysym *k)
{
    if (k->mod & (KMOD_ALT | KMOD_GUI)) {
        return KA_NONE;
    }
    SDL_Keycode sym = k->sym == SDLK_KP_ENTER ? SDLK_RETURN : k->sym;
    unsigned mods = (k->mod & KMOD_CTRL ? KEYS_CTRL : 0) |
                    (k->mod & KMOD_SHIFT ? KEYS_SHIFT : 0);
    const key_row *rows = keys_rows(keys_from_device(k));
    key_action a = keys_find(rows, scope, sym, mods, false);
    return a != KA_NONE ? a : keys_find(rows, scope, sym, mods, true);
}

const char *keys_group_name(unsigned group)
{
    switch (group) {
    case KEYS_ANY: return _("Anywhere");
    case KEYS_PLAY: return _("Playing (and paused)");
    case KEYS_PAUSE: return _("Paused");
    case KEYS_MENUS: return _("Menus and settings");
    case KEYS_ENTRY: return _("Typing a name or game ID");
    case KEYS_MOUSE: return _("Mouse");
    default: return "?";
    }
}

/* A key's name as a player reads it: an arrow, a word, the letter. */
static const char *keys_sym_name(SDL_Keycode sym)
{
    switch (sym) {
    case SDLK_LEFT: return "\xe2\x86\x90";  /* ← */
    case SDLK_RIGHT: return "\xe2\x86\x92"; /* → */
    case SDLK_UP: return "\xe2\x86\x91";    /* ↑ */
    case SDLK_DOWN: return "\xe2\x86\x93";  /* ↓ */
    case SDLK_RETURN: return "Enter";
    case SDLK_ESCAPE: return "Esc";
    case SDLK_SPACE: return _("Space");
    case SDLK_BACKSPACE: return _("Backspace");
    case SDLK_TAB: return "Tab";
    case SDLK_HOME: return "Home";
    case SDLK_END: return "End";
    default: return SDL_GetKeyName(sym); /* "H", "F11" */
    }
}

static void keys_combo_name(const key_combo *c, bool cap, char *out,
                            size_t len)
{
    const char *shift = cap ? "\xe2\x87\xa7" : "Shift+"; /* ⇧ */
    snprintf(out, len, "%s%s%s", c->mod & KEYS_CTRL ? "Ctrl+" : "",
             c->mod & KEYS_SHIFT ? shift : "", keys_sym_name(c->sym));
}

void keys_row_names(const key_row *r, char *out, size_t len)
{
    if (r->mouse) {
        snprintf(out, len, "%s", _(r->mouse));
        return;
    }
    out[0] = '\0';
    for (int j = 0; j < 4 && r->keys[j].sym; j++) {
        char one[48];
        size_t n = strlen(out);
        keys_combo_name(&r->keys[j], false, one, sizeof one);
        /* the arrows side by side, other keys apart */
        bool arrows = j > 0 && r->keys[j].act && r->keys[j - 1].act;
        snprintf(out + n, len - n, "%s%s", j ? arrows ? " " : " / " : "",
                 one);
    }
}

void keys_names(unsigned scope, key_action action, char *out, size_t len)
{
    out[0] = '\0';
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = keys_row(i);
        if (r->action == action && ((r->group | r->also) & scope)) {
            keys_row_names(r, out, len);
            return;
        }
    }
}

void keys_cap(unsigned scope, key_action action, char *out, size_t len)
{
    out[0] = '\0';
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = keys_row(i);
        if (r->action == action && ((r->group | r->also) & scope) &&
            r->keys[0].sym) {
            keys_combo_name(&r->keys[0], true, out, len);
            return;
        }
    }
}

void keys_print(FILE *f)
{
    unsigned group = 0;
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = &keys_table[i];
        char names[96];
        if (r->group != group) {
            group = r->group;
            fprintf(f, "  %s:\n", keys_group_name(group));
        }
        keys_row_names(r, names, sizeof names);
        /* padded by characters, not bytes (the arrows) */
        int chars = 0;
        for (const char *p = names; *p; p++) {
            chars += ((unsigned char)*p & 0xc0) != 0x80;
        }
        /* at least two spaces between the keys and the words */
        fprintf(f, "    %s%*s %s\n", names, chars < 21 ? 22 - chars : 1, "",
                _(r->what));
    }
}

void keys_push(SDL_Window *win, SDL_Keycode sym, Uint16 mod, Uint32 mark)
{
    SDL_Event k;
    SDL_zero(k);
    k.type = SDL_KEYDOWN;
    k.key.timestamp = SDL_GetTicks();
    k.key.windowID = win ? SDL_GetWindowID(win) : 0;
    k.key.state = SDL_PRESSED;
    k.key.keysym.sym = sym;
    k.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    k.key.keysym.mod = mod;
    k.key.keysym.unused = mark;
    SDL_PushEvent(&k);
}

/* ---- Keys of the player's own (keys.h: keys_bind) ---- */

/* The actions a player can give a key, and their settings (one row each
 * in src/game/settings.c, hidden: the Keys screen shows them). */
static const struct {
    key_action act;
    char setting[16];
} keys_bindable[] = {
    {KA_LEFT, "key_left"},         {KA_RIGHT, "key_right"},
    {KA_UP, "key_up"},             {KA_DOWN, "key_down"},
    {KA_SELECT, "key_select"},     {KA_HINT, "key_hint"},
    {KA_TO_HINT, "key_to_hint"},   {KA_HINT_GO, "key_hint_go"},
    {KA_KIND, "key_kind"},         {KA_REDEAL, "key_redeal"},
    {KA_UNDO, "key_undo"},         {KA_WAY_BACK, "key_way_back"},
    {KA_SHOW_ME, "key_show_me"},   {KA_PAUSE, "key_pause"},
    {KA_HELP, "key_help"},         {KA_MUSIC, "key_music"},
    {KA_FULLSCREEN, "key_fullscreen"}, {KA_STATUS, "key_status"}};

#define KEYS_BINDABLE ((int)(sizeof keys_bindable / sizeof keys_bindable[0]))

int keys_bind_count(void)
{
    return KEYS_BINDABLE;
}

const char *keys_bind_at(int i, key_action *act)
{
    if (i < 0 || i >= KEYS_BINDABLE) {
        return NULL;
    }
    *act = keys_bindable[i].act;
    return keys_bindable[i].setting;
}

/* The key of act a player can change: its row and combination in the
 * table (the board's rows: not the menus' arrows and Enter). */
static bool keys_slot(key_action act, int *row, int *combo)
{
    const unsigned board = KEYS_PLAY | KEYS_ANY | KEYS_MOUSE;
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = &keys_table[i];
        for (int j = 0; j < 4 && r->keys[j].sym && (r->group & board); j++) {
            key_action a = r->keys[j].act ? r->keys[j].act : r->action;
            if (a == act) {
                *row = i;
                *combo = j;
                return true;
            }
        }
    }
    return false;
}

/* Whether keys of two rows' scopes can meet: a scope in common, a key of
 * every screen, or the pause screen's keys beside its buttons. */
static bool keys_scopes_meet(unsigned s1, unsigned s2)
{
    if ((s1 & s2) || ((s1 | s2) & KEYS_ANY)) {
        return true;
    }
    return ((s1 & KEYS_PAUSE) && (s2 & KEYS_MENUS)) ||
           ((s2 & KEYS_PAUSE) && (s1 & KEYS_MENUS));
}

/* The row and combination of the redo that follows undo's key (⇧ and it). */
static bool keys_redo_slot(int *row, int *combo)
{
    return keys_slot(KA_REDO, row, combo);
}

const char *keys_bind_check(key_action act, SDL_Keycode sym, char *why,
                            size_t len)
{
    int row, combo, rr = -1, rc = -1;
    if (!keys_slot(act, &row, &combo)) {
        snprintf(why, len, "%s", _("This action's key cannot be changed"));
        return why;
    }
    if (sym == SDLK_ESCAPE) {
        snprintf(why, len, "%s", _("Esc always goes back: choose another key"));
        return why;
    }
    if (keys_sym_setting_name(sym) == NULL) {
        snprintf(why, len, "%s", _("This key cannot be given to an action"));
        return why;
    }
    if (act == KA_UNDO) {
        (void)keys_redo_slot(&rr, &rc);
    }
    const key_row *live = keys_rows(false);
    unsigned scope = live[row].group | live[row].also;
    for (int i = 0; i < KEYS_N; i++) {
        const key_row *r = &live[i];
        if (!keys_scopes_meet(scope, r->group | r->also)) {
            continue;
        }
        for (int j = 0; j < 4 && r->keys[j].sym; j++) {
            if ((i == row && j == combo) || (i == rr && j == rc) ||
                r->keys[j].sym != sym || r->keys[j].mod != 0) {
                continue;
            }
            snprintf(why, len, _("%s is already the key for: %s"),
                     keys_sym_name(sym), _(r->what));
            return why;
        }
    }
    return NULL;
}

const char *keys_bind(key_action act, SDL_Keycode sym, char *why, size_t len)
{
    int row, combo;
    keys_rows(false);
    if (sym == 0) { /* the table's own again */
        if (keys_slot(act, &row, &combo)) {
            keys_live[row].keys[combo] = keys_table[row].keys[combo];
            if (act == KA_UNDO && keys_redo_slot(&row, &combo)) {
                keys_live[row].keys[combo] = keys_table[row].keys[combo];
            }
        }
        return NULL;
    }
    if (keys_bind_check(act, sym, why, len)) {
        return why;
    }
    (void)keys_slot(act, &row, &combo);
    keys_live[row].keys[combo].sym = sym;
    keys_live[row].keys[combo].mod = 0;
    if (act == KA_UNDO && keys_redo_slot(&row, &combo)) {
        keys_live[row].keys[combo].sym = sym; /* redo: ⇧ and undo's key */
    }
    return NULL;
}

void keys_unbind_all(void)
{
    memcpy(keys_live, keys_table, sizeof keys_table);
    keys_live_ready = true;
}

bool keys_own_key(key_action act, SDL_Keycode *sym, Uint16 *mod)
{
    int row, combo;
    if (!keys_slot(act, &row, &combo)) {
        return false;
    }
    const key_combo *c = &keys_table[row].keys[combo];
    *sym = c->sym;
    *mod = (Uint16)((c->mod & KEYS_CTRL ? KMOD_LCTRL : 0) |
                    (c->mod & KEYS_SHIFT ? KMOD_LSHIFT : 0));
    return true;
}

SDL_Keycode keys_bound(key_action act)
{
    int row, combo;
    return keys_slot(act, &row, &combo) ? keys_rows(false)[row].keys[combo].sym
                                         : 0;
}

/* The keys a player can choose, by the names the settings file uses
 * (src/game/settings.c's key_choices, "default" aside): a-z and 0-9 as
 * they are, f1-f12, and these. */
static const struct {
    char name[14];
    SDL_Keycode sym;
} keys_named[] = {
    {"space", SDLK_SPACE},           {"tab", SDLK_TAB},
    {"return", SDLK_RETURN},         {"backspace", SDLK_BACKSPACE},
    {"insert", SDLK_INSERT},         {"delete", SDLK_DELETE},
    {"home", SDLK_HOME},             {"end", SDLK_END},
    {"pageup", SDLK_PAGEUP},         {"pagedown", SDLK_PAGEDOWN},
    {"left", SDLK_LEFT},             {"right", SDLK_RIGHT},
    {"up", SDLK_UP},                 {"down", SDLK_DOWN},
    {"minus", SDLK_MINUS},           {"equals", SDLK_EQUALS},
    {"leftbracket", SDLK_LEFTBRACKET}, {"rightbracket", SDLK_RIGHTBRACKET},
    {"semicolon", SDLK_SEMICOLON},   {"apostrophe", SDLK_QUOTE},
    {"comma", SDLK_COMMA},           {"period", SDLK_PERIOD},
    {"slash", SDLK_SLASH},           {"backslash", SDLK_BACKSLASH},
    {"grave", SDLK_BACKQUOTE}};

SDL_Keycode keys_sym_from_setting(const char *name)
{
    size_t n = strlen(name);
    if (n == 1 && ((name[0] >= 'a' && name[0] <= 'z') ||
                   (name[0] >= '0' && name[0] <= '9'))) {
        return (SDL_Keycode)name[0];
    }
    if ((n == 2 || n == 3) && name[0] == 'f' && name[1] >= '1' &&
        name[1] <= '9') {
        int f = name[1] - '0';
        if (n == 3) {
            f = name[2] >= '0' && name[2] <= '2' && f == 1 ? 10 + name[2] - '0'
                                                           : 0;
        }
        return f >= 1 && f <= 12 ? SDLK_F1 + (f - 1) : 0;
    }
    for (size_t i = 0; i < sizeof keys_named / sizeof keys_named[0]; i++) {
        if (strcmp(keys_named[i].name, name) == 0) {
            return keys_named[i].sym;
        }
    }
    return 0; /* "default", or a name of no key */
}

const char *keys_sym_setting_name(SDL_Keycode sym)
{
    /* each letter and digit, and f1-f12: names of their own */
    static const char alnum[36][2] = {
        "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l",
        "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x",
        "y", "z", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    static const char fkeys[12][4] = {"f1", "f2", "f3", "f4",  "f5",  "f6",
                                      "f7", "f8", "f9", "f10", "f11", "f12"};
    if (sym >= 'a' && sym <= 'z') {
        return alnum[sym - 'a'];
    }
    if (sym >= '0' && sym <= '9') {
        return alnum[26 + sym - '0'];
    }
    if (sym >= SDLK_F1 && sym <= SDLK_F12) {
        return fkeys[sym - SDLK_F1];
    }
    for (size_t i = 0; i < sizeof keys_named / sizeof keys_named[0]; i++) {
        if (keys_named[i].sym == sym) {
            return keys_named[i].name;
        }
    }
    return NULL;
}

const char *keys_sym_words(SDL_Keycode sym)
{
    return keys_sym_name(sym);
}

static bool keys_capture;

void keys_set_capturing(bool on)
{
    keys_capture = on;
}

bool keys_capturing(void)
{
    return keys_capture;
}
