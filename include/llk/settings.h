/* settings.h - the player's settings: one table, values by key, and the
 * settings.ini text (pure C, no SDL).
 *
 * Every setting is one row of the table in src/game/settings.c: its key,
 * type (bool, int or enum), range or choices, default, and a label and a
 * line of help for the Settings screen. Adding a setting is adding a row.
 * Values are ints: a bool is 0 or 1, an enum the index of its choice, a
 * set a bit mask of its choices.
 *
 * The file is INI-style text, "key = value" a line (docs/formats.md: "Settings").
 * Reading keeps every line; writing puts the current values into the
 * lines of known keys and keeps the rest (unknown keys, comments, blank
 * lines, sections) as it was, in its order. A bad value gets the default
 * and one warning naming the file, the line and the key.
 *
 * A value can also be overridden for this run (the command line): the
 * override is what settings_get returns, but the file keeps the saved
 * value. Setting a value (the Settings screen) drops its override.
 */
#ifndef LLK_SETTINGS_H
#define LLK_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum settings_type {
    SETTINGS_BOOL,
    SETTINGS_INT,
    SETTINGS_ENUM,
    SETTINGS_SET  /* a set of the choices: bit k for choice k; written as
                     the names, comma-separated, "all" for every one, ""
                     for none */
} settings_type;

/* The longest text of a value (a set of every name but one). */
#define SETTINGS_TEXT_MAX 256

/* How the Settings screen shows a setting. */
typedef enum settings_widget {
    SETTINGS_W_TOGGLE, /* a switch (bool) */
    SETTINGS_W_SLIDER, /* a slider over min..max by step (int) */
    SETTINGS_W_CHOICE  /* a choice stepped both ways (enum) */
} settings_widget;

/* The Settings screen's tabs, in order. */
typedef enum settings_group {
    SETTINGS_G_GAME,
    SETTINGS_G_LOOK,
    SETTINGS_G_SOUND,
    SETTINGS_G_LANGUAGE,
    SETTINGS_G_ACCESS, /* Accessibility */
    SETTINGS_G_COUNT
} settings_group;

/* One setting. */
typedef struct settings_row {
    const char *key;             /* [a-z0-9_], the file's and the button id */
    settings_type type;
    int min, max;                /* INT: the range; ENUM: 0 .. choices-1;
                                    SET: 0 .. 2^choices - 1 */
    int step;                    /* INT: what one step adds */
    const char *const *choices;  /* ENUM: the names, NULL-terminated */
    int def;                     /* the default */
    bool hidden;                 /* not on the Settings screen (window size) */
    const char *label;           /* for the screen (English, translatable) */
    const char *help;            /* one line, for the screen and the file,
                                    in the player's words */
    settings_widget widget;      /* its control on the Settings screen */
    settings_group group;        /* its tab there */
    bool apart;                  /* the first start's state (a bool or a
                                    set that only grows): kept in a file of
                                    its own, not the settings file (below) */
    const char *const *words;    /* ENUM: each choice in the player's words
                                    (English, translatable), the screen's;
                                    NULL: the front end names them */
} settings_row;

/* The table: n rows. */
int settings_count(void);
const settings_row *settings_row_at(int i);
/* The row of key; NULL when unknown. */
const settings_row *settings_find(const char *key);

#define SETTINGS_MAX_CHOICES 32
/* The choices of "tileset" or "background" (the names the front end found,
 * n of them, 1..SETTINGS_MAX_CHOICES; the strings must outlive the table):
 * call before settings_new. The default stays the same name when it is
 * among them, else it is the first. False (nothing changes) for another
 * key or a bad n. */
bool settings_set_choices(const char *key, const char *const *names, int n);

typedef struct settings settings;

/* Every setting at its default, no file lines. NULL if out of memory. */
settings *settings_new(void);
void settings_free(settings *s);

/* The value in effect (an override, else the saved value). An unknown key
 * gives 0. */
int settings_get(const settings *s, const char *key);
/* The text of the value in effect: "true"/"false", the number, the
 * enum's name, or a set's names; writes into buf (at least 32 bytes; a
 * set's names need up to SETTINGS_TEXT_MAX) and returns it. */
const char *settings_get_text(const settings *s, const char *key, char *buf,
                              size_t len);
/* Set the saved value (and drop its override). False when the key is
 * unknown or the value outside the row's range (nothing changes). */
bool settings_set(settings *s, const char *key, int v);
/* Parse text as a value of key ("true", "75", "fast"); false when bad. */
bool settings_parse_value(const settings_row *row, const char *text, int *out);
/* One click on the key's control: a bool toggles, an enum takes the next
 * choice, an int adds its step (past max: back to min). Sets the saved
 * value; returns the new value (0 for an unknown key). */
int settings_step(settings *s, const char *key);
/* One step of the key's control in direction dir (+1 or -1): a bool
 * toggles, an enum takes the next or previous choice (wrapping), an int
 * adds or takes its step, held within min..max (no wrap). Sets the saved
 * value; returns the new value (0 for an unknown key). */
int settings_nudge(settings *s, const char *key, int dir);
/* The group's name as the screen's tab id ("settings_game",
 * "settings_look", "settings_sound", "settings_lang") and its label. */
const char *settings_group_id(settings_group g);
const char *settings_group_label(settings_group g);
/* Override the value for this run only (not saved). False as settings_set. */
bool settings_override(settings *s, const char *key, int v);
bool settings_is_overridden(const settings *s, const char *key);

/* A warning while reading: one line naming the file, line and key. */
typedef void (*settings_warn)(void *ctx, const char *message);

/* Read settings text (len bytes; need not be NUL-terminated) into s,
 * replacing its file lines and saved values (overrides stay). name is the
 * file's name for warnings. Bad values: default and a warning. Returns the
 * number of warnings. */
int settings_read(settings *s, const char *text, size_t len, const char *name,
                  settings_warn warn, void *ctx);
/* Write the text: the file's lines with the saved values, then a line for
 * every known key the file did not have. 0, or -1 on a write error. */
int settings_write(const settings *s, FILE *f);

/* The file at path: load (missing: defaults, no warning; not a text file or
 * unreadable: moved aside as path.bad, one warning, defaults), and save
 * atomically. Load returns the number of warnings; save 0 or -1 with err. */
int settings_load_file(settings *s, const char *path, settings_warn warn,
                       void *ctx);
int settings_save_file(const settings *s, const char *path, char *err,
                       size_t errlen);

/* The rows marked apart (tutorial_done, shifts_seen: what the first start
 * taught) live in their own file (the front's: first_start.ini beside the
 * saves), so that a lost or unreadable settings file does not bring the
 * tutorial and the shift cards back (docs/formats.md: "First start").
 *
 * settings_load_apart reads that file as settings_load_file reads one
 * (missing: nothing; unreadable: moved aside as path.bad with a warning)
 * and joins its apart rows to the values in s: a bool true in either is
 * true, a set holds the members of both (what the settings file still
 * says, from before the state moved, is kept). From then on settings_write
 * leaves the apart rows out, and settings_migrates says whether the
 * settings file read had lines of them (save the apart file, then the
 * settings file: the lines move). Returns the number of warnings.
 *
 * settings_save_apart writes the apart rows atomically; on failure (-1,
 * err) the settings file keeps them again, so nothing is lost. */
int settings_load_apart(settings *s, const char *path, settings_warn warn,
                        void *ctx);
bool settings_migrates(const settings *s);
int settings_save_apart(settings *s, const char *path, char *err,
                        size_t errlen);

#endif
