/* settings.c - values by key, and settings.ini (the rows: settings_table.c;
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

#include "settings_table.h"

/* Labels marked for translation (the front end translates them). */
#define N_(s) LLK_N_(s)

#define SETTINGS_MAX_BYTES (256u * 1024) /* a larger file is not ours */
#define SETTINGS_MAX_LINES 10000

/* One line of the file as read: its text, and the row it sets (-1 none). */
typedef struct set_line {
    char *text;
    int row;
} set_line;

struct settings {
    int saved[SETTINGS_ROWS_MAX];
    int value[SETTINGS_ROWS_MAX];      /* in effect: saved or overridden */
    bool over[SETTINGS_ROWS_MAX];
    set_line *lines;
    int nlines;
    bool apart; /* the apart rows are kept in their own file */
};

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
    for (int i = 0; i < settings_count(); i++) {
        s->saved[i] = s->value[i] = settings_table[i].def;
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
    int i = settings_row_index(key);
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
    int i = settings_row_index(key);
    if (i < 0) {
        snprintf(buf, len, "%s", "");
        return buf;
    }
    return value_text(&settings_table[i], s->value[i], buf, len);
}

static bool in_range(const settings_row *row, int v)
{
    return v >= row->min && v <= row->max;
}

bool settings_set(settings *s, const char *key, int v)
{
    int i = settings_row_index(key);
    if (i < 0 || !in_range(&settings_table[i], v)) {
        return false;
    }
    s->saved[i] = s->value[i] = v;
    s->over[i] = false;
    return true;
}

bool settings_override(settings *s, const char *key, int v)
{
    int i = settings_row_index(key);
    if (i < 0 || !in_range(&settings_table[i], v)) {
        return false;
    }
    s->value[i] = v;
    s->over[i] = true;
    return true;
}

bool settings_is_overridden(const settings *s, const char *key)
{
    int i = settings_row_index(key);
    return i >= 0 && s->over[i];
}

int settings_step(settings *s, const char *key)
{
    int i = settings_row_index(key);
    if (i < 0) {
        return 0;
    }
    const settings_row *row = &settings_table[i];
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
    int i = settings_row_index(key);
    if (i < 0) {
        return 0;
    }
    const settings_row *row = &settings_table[i];
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
    int i = settings_row_index(key);
    if (i < 0) {
        return -1;
    }
    int v;
    if (settings_parse_value(&settings_table[i], val, &v)) {
        s->saved[i] = v;
        return i;
    }
    char what[400];
    char def[SETTINGS_TEXT_MAX];
    const char *range = "";
    char rbuf[64];
    const settings_row *r = &settings_table[i];
    if (r->type == SETTINGS_INT) {
        snprintf(rbuf, sizeof rbuf, " (%d to %d)", r->min, r->max);
        range = rbuf;
    }
    snprintf(what, sizeof what, "bad value '%.64s'%s, using the default %s",
             val, range, value_text(r, r->def, def, sizeof def));
    warnf(warn, ctx, name, lineno, key, what);
    (*nwarn)++;
    s->saved[i] = settings_table[i].def;
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
    for (int i = 0; i < settings_count(); i++) {
        s->saved[i] = settings_table[i].def;
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
    for (int i = 0; i < settings_count(); i++) {
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
    const settings_row *r = &settings_table[i];
    fprintf(f, "%s = %s\n", r->key, value_text(r, v, buf, sizeof buf));
}

int settings_write(const settings *s, FILE *f)
{
    bool written[SETTINGS_ROWS_MAX] = {false};
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
            for (int i = 0; i < settings_count(); i++) {
                if (!written[i] && !(s->apart && settings_table[i].apart)) {
                    fprintf(f, "# %s\n", settings_table[i].help);
                    write_row(f, i, s->saved[i]);
                    written[i] = true;
                }
            }
        }
        if (k == s->nlines) {
            break;
        }
        int row = s->lines[k].row;
        if (row >= 0 && s->apart && settings_table[row].apart) {
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
    for (int i = 0; i < settings_count(); i++) {
        if (settings_table[i].apart) {
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
        if (s->lines[k].row >= 0 && settings_table[s->lines[k].row].apart) {
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
    for (int i = 0; i < settings_count(); i++) {
        if (settings_table[i].apart) {
            fprintf(f, "# %s\n", settings_table[i].help);
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
