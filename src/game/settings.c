/* settings.c - the settings table, values by key, and settings.ini (see
 * include/llk/settings.h and docs/formats.md "Settings").
 *
 * The file is kept as its lines. A line is a comment ('#' or ';'), blank,
 * a [section] header, or "key = value". Keys are ours only before the
 * first section; anything we do not know is kept as written.
 */
#define _POSIX_C_SOURCE 200809L
#include "llk/settings.h"
#include "llk/files.h"
#include "llk/intl.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* Labels and help are marked for translation (the front end translates
 * them where it draws them). */
#define N_(s) LLK_N_(s)

#define SETTINGS_MAX_BYTES (256u * 1024) /* a larger file is not ours */
#define SETTINGS_MAX_LINES 10000

static const char *const anim_speeds[] = {"slow", "normal", "fast", "off",
                                          NULL};
static const char *const anim_words[] = {N_("slow"), N_("normal"), N_("fast"),
                                         N_("off")};
/* practice_time: the countdown's multiple in practice (off: none) */
static const char *const practice_times[] = {"1", "2", "4", "off", NULL};
static const char *const practice_words[] = {
    N_("as usual"), N_("twice as long"), N_("four times as long"),
    N_("no countdown")};
/* text_size: every text's size, percent */
static const char *const text_sizes[] = {"100", "125", "150", "200", NULL};
static const char *const text_size_words[] = {N_("100 %"), N_("125 %"),
                                              N_("150 %"), N_("200 %")};
/* motion: how much moves (auto: the desktop's reduced-motion) */
static const char *const motions[] = {"auto", "full", "reduced", "none", NULL};
static const char *const motion_words[] = {N_("Automatic"), N_("full"),
                                           N_("reduced"), N_("none")};
/* contrast: the marks' and texts' contrast (auto: the desktop's) */
static const char *const contrasts[] = {"auto", "normal", "high", NULL};
static const char *const contrast_words[] = {N_("Automatic"), N_("normal"),
                                             N_("high")};
/* key_ACTION: a key of the player's own for an action of the board
 * ("default": the game's; the front's keys.c names the same keys). */
static const char *const key_choices[] = {
    "default", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l",
    "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "0",
    "1", "2", "3", "4", "5", "6", "7", "8", "9", "f1", "f2", "f3", "f4", "f5",
    "f6", "f7", "f8", "f9", "f10", "f11", "f12", "space", "tab", "return",
    "backspace", "insert", "delete", "home", "end", "pageup", "pagedown",
    "left", "right", "up", "down", "minus", "equals", "leftbracket",
    "rightbracket", "semicolon", "apostrophe", "comma", "period", "slash",
    "backslash", "grave", NULL};
#define KEY_CHOICES ((int)(sizeof key_choices / sizeof key_choices[0]) - 1)
#define KEY_ROW(key, label)                                                    \
    {key, SETTINGS_ENUM, 0, KEY_CHOICES - 1, 1, key_choices, 0, true, label,  \
     N_("Your own key for this action (default: the game's; Settings, "       \
        "Accessibility, Keys)"),                                              \
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, NULL}
static const char *const languages[] = {"auto", "en", "zh_CN", NULL}; /* lang.c's */
/* The shift modes a card has introduced (shifts_seen), as llk_shift_name
 * writes them, "none" left out: bit k is mode k + 1 (test_settings checks
 * the names against the engine's). */
static const char *const shift_modes[] = {
    "down", "up", "left", "right", "split-vertical", "gather-vertical",
    "split-horizontal", "gather-horizontal", "top-left-bottom-right",
    "left-down-right-up", "outward", "inward", NULL};
/* The tile sets and backgrounds shipped; the front end puts in the ones it
 * finds (settings_set_choices). */
static const char *tilesets[SETTINGS_MAX_CHOICES + 1] = {"emoji", "mahjong"};
static const char *backgrounds[SETTINGS_MAX_CHOICES + 1] = {"felt", "ink", "silk", "wood"};

/* The table. New settings are one row each. (Not const: the tile sets'
 * and backgrounds' choices are the ones found at start-up.) */
static settings_row table[] = {
    {"sfx_volume", SETTINGS_INT, 0, 100, 10, NULL, 80, false,
     N_("Sound effects"), N_("How loud the clicks and chimes are"),
     SETTINGS_W_SLIDER, SETTINGS_G_SOUND, false, NULL},
    {"fullscreen", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false, N_("Fullscreen"),
     N_("Fill the whole screen (F11 switches at any time)"),
     SETTINGS_W_TOGGLE, SETTINGS_G_LOOK, false, NULL},
    {"anim_speed", SETTINGS_ENUM, 0, 3, 1, anim_speeds, 1, false,
     N_("Animation speed"),
     N_("How quickly matched tiles vanish and the board slides"),
     SETTINGS_W_CHOICE, SETTINGS_G_GAME, false, anim_words},
    {"path_ms", SETTINGS_INT, 100, 2000, 100, NULL, 300, false,
     N_("Matching line shown for"),
     N_("How long the line joining a matched pair stays on screen"),
     SETTINGS_W_SLIDER, SETTINGS_G_GAME, false, NULL},
    {"confirm_leave", SETTINGS_BOOL, 0, 1, 1, NULL, 1, false,
     N_("Ask before leaving a game"),
     N_("Ask first when a new game would replace the one you are playing"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, false, NULL},
    {"warn_losing", SETTINGS_BOOL, 0, 1, 1, NULL, 1, false,
     N_("Warn before a losing move"),
     N_("In practice and relaxed games, ask first when a pair would leave "
        "the board unwinnable"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, false, NULL},
    {"language", SETTINGS_ENUM, 0, 2, 1, languages, 0, false, N_("Language"),
     N_("The language of the game; Automatic follows your computer"),
     SETTINGS_W_CHOICE, SETTINGS_G_LANGUAGE, false, NULL},
    {"tileset", SETTINGS_ENUM, 0, 1, 1, tilesets, 0, false, N_("Tile set"),
     N_("The pictures on the tiles"), SETTINGS_W_CHOICE, SETTINGS_G_LOOK, false,
     NULL},
    {"background", SETTINGS_ENUM, 0, 3, 1, backgrounds, 0, false,
     N_("Background"), N_("The table the board lies on"), SETTINGS_W_CHOICE,
     SETTINGS_G_LOOK, false, NULL},
    {"corner_index", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false,
     N_("Corner numbers always"),
     N_("Mahjong tiles show their number and suit in a corner at every size, "
        "not only when small"),
     SETTINGS_W_TOGGLE, SETTINGS_G_LOOK, false, NULL},
    {"practice_time", SETTINGS_ENUM, 0, 3, 1, practice_times, 0, false,
     N_("Time in practice"),
     N_("A chosen level's countdown: as usual, longer, or none (runs and the "
        "deal of the day keep theirs; with more time a level sets no best)"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, practice_words},
    {"text_size", SETTINGS_ENUM, 0, 3, 1, text_sizes, 0, false,
     N_("Text size"),
     N_("How large every text of the game is drawn; the screens make room"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, text_size_words},
    {"motion", SETTINGS_ENUM, 0, 3, 1, motions, 0, false, N_("Motion"),
     N_("How much moves on the screen: everything, only what explains the "
        "game, or nothing; Automatic follows your desktop"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, motion_words},
    {"contrast", SETTINGS_ENUM, 0, 2, 1, contrasts, 0, false, N_("Contrast"),
     N_("High: tiles outlined, thicker marks, text on solid panels; "
        "Automatic follows your desktop"),
     SETTINGS_W_CHOICE, SETTINGS_G_ACCESS, false, contrast_words},
    KEY_ROW("key_left", N_("Cursor left")),
    KEY_ROW("key_right", N_("Cursor right")),
    KEY_ROW("key_up", N_("Cursor up")),
    KEY_ROW("key_down", N_("Cursor down")),
    KEY_ROW("key_select", N_("Select the cursor's tile")),
    KEY_ROW("key_hint", N_("Hint: show a pair")),
    KEY_ROW("key_to_hint", N_("Cursor to the hinted pair")),
    KEY_ROW("key_hint_go", N_("Cursor to the hint, or a new hint")),
    KEY_ROW("key_kind", N_("Show all tiles like it")),
    KEY_ROW("key_redeal", N_("Re-deal the tiles left")),
    KEY_ROW("key_undo", N_("Undo (Shift: redo)")),
    KEY_ROW("key_way_back", N_("Dead end: undo until winnable")),
    KEY_ROW("key_show_me", N_("Show me: the game plays")),
    KEY_ROW("key_pause", N_("Pause, and resume")),
    KEY_ROW("key_help", N_("Help")),
    KEY_ROW("key_music", N_("Music on or off")),
    KEY_ROW("key_fullscreen", N_("Fullscreen on or off")),
    KEY_ROW("key_status", N_("Say the time, the score and the pairs available")),
    {"music_volume", SETTINGS_INT, 0, 100, 10, NULL, 70, false,
     N_("Music"), N_("How loud the music is (M turns it off and on)"),
     SETTINGS_W_SLIDER, SETTINGS_G_SOUND, false, NULL},
    {"speech", SETTINGS_BOOL, 0, 1, 1, NULL, 0, false, N_("Speech"),
     N_("Say aloud the focused control, the cursor's tile and what happens "
        "(S: the status)"),
     SETTINGS_W_TOGGLE, SETTINGS_G_SOUND, false, NULL},
    {"window_w", SETTINGS_INT, 640, 16384, 1, NULL, 1024, true,
     N_("Window width"), N_("the window's width when the game last ran"),
     SETTINGS_W_SLIDER, SETTINGS_G_LOOK, false, NULL},
    {"window_h", SETTINGS_INT, 400, 16384, 1, NULL, 700, true,
     N_("Window height"), N_("the window's height when the game last ran"),
     SETTINGS_W_SLIDER, SETTINGS_G_LOOK, false, NULL},
    {"tutorial_done", SETTINGS_BOOL, 0, 1, 1, NULL, 0, true,
     N_("Tutorial done"),
     N_("the first-start tutorial was finished or skipped: not offered again"),
     SETTINGS_W_TOGGLE, SETTINGS_G_GAME, true, NULL},
    {"shifts_seen", SETTINGS_SET, 0, (1 << 12) - 1, 1, shift_modes, 0, true,
     N_("Shifts introduced"),
     N_("the shift modes whose card was shown: comma-separated, or all"),
     SETTINGS_W_CHOICE, SETTINGS_G_GAME, true, NULL},
};

#define NROWS ((int)(sizeof table / sizeof table[0]))

/* One line of the file as read: its text, and the row it sets (-1 none). */
typedef struct set_line {
    char *text;
    int row;
} set_line;

struct settings {
    int saved[NROWS];
    int value[NROWS];      /* in effect: saved or overridden */
    bool over[NROWS];
    set_line *lines;
    int nlines;
    bool apart; /* the apart rows are kept in their own file */
};

int settings_count(void)
{
    return NROWS;
}

const settings_row *settings_row_at(int i)
{
    return i >= 0 && i < NROWS ? &table[i] : NULL;
}

static int row_index(const char *key);

bool settings_set_choices(const char *key, const char *const *names, int n)
{
    int i = row_index(key);
    const char **list = i < 0 ? NULL
                        : table[i].choices == tilesets ? tilesets
                        : table[i].choices == backgrounds ? backgrounds
                                                          : NULL;
    if (list == NULL || n < 1 || n > SETTINGS_MAX_CHOICES) {
        return false;
    }
    /* the default stays the same name when it is still there */
    const char *def = list[table[i].def];
    int newdef = 0;
    for (int k = 0; k < n; k++) {
        if (strcmp(names[k], def) == 0) {
            newdef = k;
        }
    }
    for (int k = 0; k < n; k++) {
        list[k] = names[k];
    }
    list[n] = NULL;
    table[i].max = n - 1;
    table[i].def = newdef;
    return true;
}

static int row_index(const char *key)
{
    for (int i = 0; key != NULL && i < NROWS; i++) {
        if (strcmp(table[i].key, key) == 0) {
            return i;
        }
    }
    return -1;
}

const settings_row *settings_find(const char *key)
{
    return row_index(key) >= 0 ? &table[row_index(key)] : NULL;
}

static void free_lines(settings *s)
{
    for (int i = 0; i < s->nlines; i++) {
        free(s->lines[i].text);
    }
    free(s->lines);
    s->lines = NULL;
    s->nlines = 0;
}

settings *settings_new(void)
{
    settings *s = calloc(1, sizeof *s);
    if (s == NULL) {
        return NULL;
    }
    for (int i = 0; i < NROWS; i++) {
        s->saved[i] = s->value[i] = table[i].def;
    }
    return s;
}

void settings_free(settings *s)
{
    if (s != NULL) {
        free_lines(s);
        free(s);
    }
}

int settings_get(const settings *s, const char *key)
{
    int i = row_index(key);
    return i >= 0 ? s->value[i] : 0;
}

static void trim(const char *s, size_t n, char *out, size_t len);

/* A set's names: "all", "" (none), or the names comma-separated. */
static void set_text(const settings_row *row, int v, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    if (v == row->max) {
        snprintf(buf, len, "%s", "all");
        return;
    }
    for (int k = 0; row->choices[k] != NULL; k++) {
        if (v & (1 << k)) {
            int n = snprintf(buf + used, len - used, "%s%s", used ? "," : "",
                             row->choices[k]);
            if (n < 0 || (size_t)n >= len - used) {
                return; /* cut: the buffer is too small */
            }
            used += (size_t)n;
        }
    }
}

/* Parse a set's names (blanks around each allowed); false on a name that
 * is not a choice. */
static bool set_parse(const settings_row *row, const char *text, int *out)
{
    if (strcasecmp(text, "all") == 0) {
        *out = row->max;
        return true;
    }
    int v = 0;
    const char *p = text;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char name[64];
        trim(p, n, name, sizeof name);
        int k = 0;
        while (row->choices[k] && strcasecmp(name, row->choices[k]) != 0) {
            k++;
        }
        if (name[0] && !row->choices[k]) {
            return false;
        }
        v |= name[0] ? 1 << k : 0;
        p = comma ? comma + 1 : p + n;
    }
    *out = v;
    return true;
}

static const char *value_text(const settings_row *row, int v, char *buf,
                              size_t len)
{
    if (row->type == SETTINGS_BOOL) {
        snprintf(buf, len, "%s", v ? "true" : "false");
    } else if (row->type == SETTINGS_ENUM) {
        snprintf(buf, len, "%s", row->choices[v]);
    } else if (row->type == SETTINGS_SET) {
        set_text(row, v, buf, len);
    } else {
        snprintf(buf, len, "%d", v);
    }
    return buf;
}

const char *settings_get_text(const settings *s, const char *key, char *buf,
                              size_t len)
{
    int i = row_index(key);
    if (i < 0) {
        snprintf(buf, len, "%s", "");
        return buf;
    }
    return value_text(&table[i], s->value[i], buf, len);
}

static bool in_range(const settings_row *row, int v)
{
    return v >= row->min && v <= row->max;
}

bool settings_set(settings *s, const char *key, int v)
{
    int i = row_index(key);
    if (i < 0 || !in_range(&table[i], v)) {
        return false;
    }
    s->saved[i] = s->value[i] = v;
    s->over[i] = false;
    return true;
}

bool settings_override(settings *s, const char *key, int v)
{
    int i = row_index(key);
    if (i < 0 || !in_range(&table[i], v)) {
        return false;
    }
    s->value[i] = v;
    s->over[i] = true;
    return true;
}

bool settings_is_overridden(const settings *s, const char *key)
{
    int i = row_index(key);
    return i >= 0 && s->over[i];
}

int settings_step(settings *s, const char *key)
{
    int i = row_index(key);
    if (i < 0) {
        return 0;
    }
    const settings_row *row = &table[i];
    int v = s->value[i];
    if (row->type == SETTINGS_BOOL) {
        v = !v;
    } else if (row->type == SETTINGS_ENUM) {
        v = v >= row->max ? row->min : v + 1;
    } else {
        v = v >= row->max ? row->min : v + row->step;
        v = v > row->max ? row->max : v;
    }
    settings_set(s, key, v);
    return v;
}

int settings_nudge(settings *s, const char *key, int dir)
{
    int i = row_index(key);
    if (i < 0) {
        return 0;
    }
    const settings_row *row = &table[i];
    int v = s->value[i];
    dir = dir < 0 ? -1 : 1;
    if (row->type == SETTINGS_BOOL) {
        v = !v;
    } else if (row->type == SETTINGS_ENUM) {
        int n = row->max - row->min + 1;
        v = row->min + (v - row->min + dir + n) % n;
    } else {
        v += dir * row->step;
        v = v < row->min ? row->min : v > row->max ? row->max : v;
    }
    settings_set(s, key, v);
    return v;
}

const char *settings_group_id(settings_group g)
{
    static const char *const ids[SETTINGS_G_COUNT] = {
        "settings_game", "settings_look", "settings_sound", "settings_lang",
        "settings_access"};
    return (int)g >= 0 && g < SETTINGS_G_COUNT ? ids[g] : "";
}

const char *settings_group_label(settings_group g)
{
    static const char *const labels[SETTINGS_G_COUNT] = {
        N_("Game"), N_("Look"), N_("Sound"), N_("Language"),
        N_("Accessibility")};
    return (int)g >= 0 && g < SETTINGS_G_COUNT ? labels[g] : "";
}

bool settings_parse_value(const settings_row *row, const char *text, int *out)
{
    if (row->type == SETTINGS_BOOL) {
        static const char *const yes[] = {"true", "yes", "on", "1"};
        static const char *const no[] = {"false", "no", "off", "0"};
        for (int k = 0; k < 4; k++) {
            if (strcasecmp(text, yes[k]) == 0 || strcasecmp(text, no[k]) == 0) {
                *out = strcasecmp(text, yes[k]) == 0;
                return true;
            }
        }
        return false;
    }
    if (row->type == SETTINGS_SET) {
        return set_parse(row, text, out);
    }
    if (row->type == SETTINGS_ENUM) {
        for (int k = 0; row->choices[k] != NULL; k++) {
            if (strcasecmp(text, row->choices[k]) == 0) {
                *out = k;
                return true;
            }
        }
        return false;
    }
    const char *d = text + (text[0] == '-' || text[0] == '+');
    if (*d == '\0' || strlen(d) > 9 || strspn(d, "0123456789") != strlen(d)) {
        return false;
    }
    int v = (int)strtol(text, NULL, 10);
    if (!in_range(row, v)) {
        return false;
    }
    *out = v;
    return true;
}

/* ---- Reading ---- */

/* s without blanks at either end, into out. */
static void trim(const char *s, size_t n, char *out, size_t len)
{
    while (n > 0 && (*s == ' ' || *s == '\t')) {
        s++;
        n--;
    }
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r')) {
        n--;
    }
    if (n >= len) {
        n = len - 1;
    }
    memcpy(out, s, n);
    out[n] = '\0';
}

static void warnf(settings_warn warn, void *ctx, const char *name, int lineno,
                  const char *key, const char *what)
{
    if (warn == NULL) {
        return;
    }
    char msg[512];
    snprintf(msg, sizeof msg, "%s:%d: %s: %s", name, lineno, key, what);
    warn(ctx, msg);
}

/* One line (text, n bytes, no newline) of the part before any section:
 * which row it sets, and the value into saved (default and a warning when
 * bad). Returns the row, or -1. */
static int read_pair(settings *s, const char *text, size_t n, const char *name,
                     int lineno, settings_warn warn, void *ctx, int *nwarn)
{
    const char *eq = memchr(text, '=', n);
    if (eq == NULL) {
        return -1;
    }
    char key[64], val[256];
    trim(text, (size_t)(eq - text), key, sizeof key);
    trim(eq + 1, n - (size_t)(eq - text) - 1, val, sizeof val);
    int i = row_index(key);
    if (i < 0) {
        return -1;
    }
    int v;
    if (settings_parse_value(&table[i], val, &v)) {
        s->saved[i] = v;
        return i;
    }
    char what[400];
    char def[SETTINGS_TEXT_MAX];
    const char *range = "";
    char rbuf[64];
    if (table[i].type == SETTINGS_INT) {
        snprintf(rbuf, sizeof rbuf, " (%d to %d)", table[i].min, table[i].max);
        range = rbuf;
    }
    snprintf(what, sizeof what, "bad value '%.64s'%s, using the default %s",
             val, range, value_text(&table[i], table[i].def, def, sizeof def));
    warnf(warn, ctx, name, lineno, key, what);
    (*nwarn)++;
    s->saved[i] = table[i].def;
    return i;
}

static bool add_line(settings *s, const char *text, size_t n, int row,
                     int *cap)
{
    if (s->nlines == *cap) {
        int nc = *cap ? *cap * 2 : 16;
        set_line *t = realloc(s->lines, sizeof *t * (size_t)nc);
        if (t == NULL) {
            return false;
        }
        s->lines = t;
        *cap = nc;
    }
    char *copy = malloc(n + 1);
    if (copy == NULL) {
        return false;
    }
    memcpy(copy, text, n);
    copy[n] = '\0';
    s->lines[s->nlines].text = copy;
    s->lines[s->nlines].row = row;
    s->nlines++;
    return true;
}

int settings_read(settings *s, const char *text, size_t len, const char *name,
                  settings_warn warn, void *ctx)
{
    free_lines(s);
    for (int i = 0; i < NROWS; i++) {
        s->saved[i] = table[i].def;
    }
    int nwarn = 0, cap = 0, lineno = 0;
    bool section = false;
    const char *p = text, *end = text + len;
    while (p < end && s->nlines < SETTINGS_MAX_LINES) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl != NULL ? (size_t)(nl - p) : (size_t)(end - p);
        lineno++;
        /* The line as kept: a NUL (not text) becomes '?'. */
        char *line = malloc(n + 1);
        if (line == NULL) {
            break;
        }
        for (size_t i = 0; i < n; i++) {
            line[i] = p[i] != '\0' ? p[i] : '?';
        }
        line[n] = '\0';
        size_t lead = strspn(line, " \t");
        int row = -1;
        if (line[lead] == '[') {
            section = true;
        } else if (!section && line[lead] != '\0' && line[lead] != '#'
                   && line[lead] != ';') {
            row = read_pair(s, line, n, name, lineno, warn, ctx, &nwarn);
        }
        bool added = add_line(s, line, n, row, &cap);
        free(line);
        if (!added) {
            break;
        }
        p = nl != NULL ? nl + 1 : end;
    }
    for (int i = 0; i < NROWS; i++) {
        if (!s->over[i]) {
            s->value[i] = s->saved[i];
        }
    }
    return nwarn;
}

/* ---- Writing ---- */

static void write_row(FILE *f, int i, int v)
{
    char buf[SETTINGS_TEXT_MAX];
    fprintf(f, "%s = %s\n", table[i].key, value_text(&table[i], v, buf,
                                                     sizeof buf));
}

int settings_write(const settings *s, FILE *f)
{
    bool written[NROWS] = {false};
    int first_section = s->nlines;
    for (int k = 0; k < s->nlines; k++) {
        const char *t = s->lines[k].text;
        t += strspn(t, " \t");
        if (*t == '[') {
            first_section = k;
            break;
        }
    }
    if (s->nlines == 0) {
        fputs("# Lianliankan settings: key = value, one a line. Unknown keys "
              "and comments are kept.\n", f);
    }
    for (int k = 0; k <= s->nlines; k++) {
        if (k == first_section) {
            /* Keys the file did not have go before any section. */
            for (int i = 0; i < NROWS; i++) {
                if (!written[i] && !(s->apart && table[i].apart)) {
                    fprintf(f, "# %s\n", table[i].help);
                    write_row(f, i, s->saved[i]);
                    written[i] = true;
                }
            }
        }
        if (k == s->nlines) {
            break;
        }
        int row = s->lines[k].row;
        if (row >= 0 && s->apart && table[row].apart) {
            continue; /* moved to the apart file */
        }
        if (row >= 0) {
            write_row(f, row, s->saved[row]);
            written[row] = true;
        } else {
            fprintf(f, "%s\n", s->lines[k].text);
        }
    }
    return ferror(f) ? -1 : 0;
}

/* ---- The file ---- */

static int write_file(FILE *f, void *ctx)
{
    return settings_write(ctx, f);
}

int settings_save_file(const settings *s, const char *path, char *err,
                       size_t errlen)
{
    return file_write_atomic(path, write_file, (void *)s, err, errlen);
}

/* Whether text looks like a text file: no NUL and no other control byte
 * but tab, CR and newline. */
static bool is_text(const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r') {
            return false;
        }
    }
    return true;
}

int settings_load_file(settings *s, const char *path, settings_warn warn,
                       void *ctx)
{
    size_t len;
    bool missing;
    char why[512];
    char *text = file_read_all(path, SETTINGS_MAX_BYTES, &len, &missing, why,
                               sizeof why);
    if (text == NULL && missing) {
        settings_read(s, "", 0, path, NULL, NULL);
        return 0;
    }
    if (text != NULL && is_text(text, len)) {
        int n = settings_read(s, text, len, path, warn, ctx);
        free(text);
        return n;
    }
    if (text != NULL) {
        snprintf(why, sizeof why, "%s: binary data, not a settings file", path);
    }
    free(text);
    settings_read(s, "", 0, path, NULL, NULL);
    char aside[256], msg[1024];
    if (file_move_aside(path, aside, sizeof aside) == 0) {
        snprintf(msg, sizeof msg, "%s; kept as %s.bad, using the defaults",
                 why, path);
    } else {
        snprintf(msg, sizeof msg, "%s (and %s); using the defaults", why,
                 aside);
    }
    if (warn != NULL) {
        warn(ctx, msg);
    }
    return 1;
}

/* ---- The apart file: the first start's state ---- */

int settings_load_apart(settings *s, const char *path, settings_warn warn,
                        void *ctx)
{
    settings *t = settings_new();
    if (t == NULL) {
        if (warn != NULL) {
            warn(ctx, "out of memory reading the first start's state");
        }
        return 1;
    }
    int n = settings_load_file(t, path, warn, ctx);
    for (int i = 0; i < NROWS; i++) {
        if (table[i].apart) {
            s->saved[i] |= t->saved[i]; /* a bool or a set: both join */
            if (!s->over[i]) {
                s->value[i] = s->saved[i];
            }
        }
    }
    settings_free(t);
    s->apart = true;
    return n;
}

bool settings_migrates(const settings *s)
{
    for (int k = 0; k < s->nlines; k++) {
        if (s->lines[k].row >= 0 && table[s->lines[k].row].apart) {
            return true;
        }
    }
    return false;
}

static int write_apart(FILE *f, void *ctx)
{
    const settings *s = ctx;
    fputs("# Lianliankan: what the first start taught (the tutorial, the "
          "shift cards seen).\n# Kept apart from settings.ini, so that "
          "losing that file does not bring them back.\n", f);
    for (int i = 0; i < NROWS; i++) {
        if (table[i].apart) {
            fprintf(f, "# %s\n", table[i].help);
            write_row(f, i, s->saved[i]);
        }
    }
    return ferror(f) ? -1 : 0;
}

int settings_save_apart(settings *s, const char *path, char *err,
                        size_t errlen)
{
    if (file_write_atomic(path, write_apart, s, err, errlen) != 0) {
        s->apart = false; /* the settings file keeps them again */
        return -1;
    }
    s->apart = true;
    return 0;
}
