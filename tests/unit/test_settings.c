/* test_settings.c - the settings table and settings.ini.
 *
 * The table is sound (unique keys, defaults in range, enum names); get,
 * set, step (a click) and overrides (never saved); reading: values of
 * every type, a bad value gives the default and one warning naming the
 * file, line and key, unknown keys, comments, sections and their order
 * are kept on rewriting, missing keys are added before any section;
 * round trips of random values; every truncation and random mutations
 * read without harm and rewrite to a fixed point; the file: missing,
 * binary (moved aside as NAME.bad), saved and loaded; the rows kept apart
 * (the first start's state): joined from both files, moved out of an
 * older settings file, surviving its loss, kept there when their own file
 * cannot be written. Prints its seed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "mutate.h"
#include "llk/files.h"
#include "llk/rng.h"
#include "llk/settings.h"
#include "llk/shift.h"

typedef struct warnings {
    int n;
    char last[512];
} warnings;

static void on_warn(void *ctx, const char *msg)
{
    warnings *w = ctx;
    w->n++;
    snprintf(w->last, sizeof w->last, "%s", msg);
}

/* The text settings_write gives (NUL-terminated; free it). */
static char *text_of(const settings *s, size_t *len)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    CHECK(f != NULL && settings_write(s, f) == 0, "write");
    fclose(f);
    if (len != NULL) {
        *len = n;
    }
    return t;
}

static settings *read_text(const char *text, size_t len, warnings *w)
{
    settings *s = settings_new();
    memset(w, 0, sizeof *w);
    settings_read(s, text, len, "settings.ini", on_warn, w);
    return s;
}

static bool same_values(const settings *a, const settings *b)
{
    for (int i = 0; i < settings_count(); i++) {
        const char *k = settings_row_at(i)->key;
        if (settings_get(a, k) != settings_get(b, k)) {
            return false;
        }
    }
    return true;
}

static void test_table(void)
{
    const char *needed[] = {"sfx_volume", "fullscreen", "anim_speed", "path_ms",
                            "confirm_leave", "window_w", "window_h", "tileset",
                            "background", "music_volume"};
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++) {
        CHECK(settings_find(needed[i]) != NULL, "row %s", needed[i]);
    }
    CHECK(settings_find("nope") == NULL, "unknown key");
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *r = settings_row_at(i);
        CHECK(strspn(r->key, "abcdefghijklmnopqrstuvwxyz0123456789_")
                  == strlen(r->key), "key %s", r->key);
        CHECK(r->def >= r->min && r->def <= r->max, "%s default", r->key);
        CHECK(r->label != NULL && r->help != NULL, "%s texts", r->key);
        for (int j = 0; j < i; j++) {
            CHECK(strcmp(settings_row_at(j)->key, r->key) != 0, "dup %s", r->key);
        }
        if (r->type == SETTINGS_ENUM) {
            int n = 0;
            while (r->choices[n] != NULL) {
                n++;
            }
            CHECK(r->min == 0 && r->max == n - 1, "%s choices", r->key);
        }
        if (r->type == SETTINGS_BOOL) {
            CHECK(r->min == 0 && r->max == 1, "%s bool", r->key);
        }
        /* the screen's control fits the type; every row is in a tab */
        settings_widget want = r->type == SETTINGS_BOOL ? SETTINGS_W_TOGGLE
                               : r->type == SETTINGS_INT ? SETTINGS_W_SLIDER
                                                         : SETTINGS_W_CHOICE;
        CHECK(r->widget == want, "%s widget %d", r->key, (int)r->widget);
        CHECK((int)r->group >= 0 && r->group < SETTINGS_G_COUNT, "%s group",
              r->key);
    }
    /* every tab has a setting on show */
    for (int g = 0; g < SETTINGS_G_COUNT; g++) {
        int shown = 0;
        for (int i = 0; i < settings_count(); i++) {
            shown += settings_row_at(i)->group == (settings_group)g &&
                     !settings_row_at(i)->hidden;
        }
        CHECK(shown > 0, "tab %s has settings", settings_group_id(g));
        CHECK(strncmp(settings_group_id(g), "settings_", 9) == 0 &&
                  settings_group_label(g)[0],
              "tab %d id and label", g);
    }
    CHECK(settings_row_at(-1) == NULL && settings_row_at(settings_count()) == NULL,
          "rows out of range");
}

static void test_values(void)
{
    settings *s = settings_new();
    char buf[32];
    CHECK_INT(settings_get(s, "sfx_volume"), settings_find("sfx_volume")->def);
    CHECK(strcmp(settings_get_text(s, "anim_speed", buf, sizeof buf), "normal") == 0,
          "anim_speed default: %s", buf);
    CHECK(settings_set(s, "sfx_volume", 35), "set");
    CHECK_INT(settings_get(s, "sfx_volume"), 35);
    CHECK(!settings_set(s, "sfx_volume", 101), "over the range");
    CHECK(!settings_set(s, "sfx_volume", -1), "under the range");
    CHECK(!settings_set(s, "nope", 1), "unknown");
    CHECK_INT(settings_get(s, "sfx_volume"), 35);
    /* A click: bool toggles, enum cycles, int steps and wraps. */
    int fs = settings_get(s, "fullscreen");
    CHECK_INT(settings_step(s, "fullscreen"), !fs);
    CHECK_INT(settings_step(s, "fullscreen"), fs);
    const settings_row *a = settings_find("anim_speed");
    for (int i = 0; i <= a->max; i++) {
        int before = settings_get(s, "anim_speed");
        int after = settings_step(s, "anim_speed");
        CHECK_INT(after, before == a->max ? 0 : before + 1);
    }
    settings_set(s, "sfx_volume", 90);
    CHECK_INT(settings_step(s, "sfx_volume"), 100);
    CHECK_INT(settings_step(s, "sfx_volume"), 0);
    CHECK_INT(settings_step(s, "sfx_volume"), 10);
    settings_set(s, "path_ms", 2000);
    CHECK_INT(settings_step(s, "path_ms"), 100);
    CHECK_INT(settings_step(s, "nope"), 0);
    /* nudge: both ways, an int held in its range, an enum wrapping */
    settings_set(s, "sfx_volume", 80);
    CHECK_INT(settings_nudge(s, "sfx_volume", -1), 70);
    CHECK_INT(settings_nudge(s, "sfx_volume", 1), 80);
    settings_set(s, "sfx_volume", 0);
    CHECK_INT(settings_nudge(s, "sfx_volume", -1), 0);
    settings_set(s, "sfx_volume", 100);
    CHECK_INT(settings_nudge(s, "sfx_volume", 1), 100);
    settings_set(s, "anim_speed", 0);
    CHECK_INT(settings_nudge(s, "anim_speed", -1), 3);
    CHECK_INT(settings_nudge(s, "anim_speed", 1), 0);
    int c = settings_get(s, "confirm_leave");
    CHECK_INT(settings_nudge(s, "confirm_leave", -1), !c);
    CHECK_INT(settings_nudge(s, "nope", 1), 0);
    /* Parsing values. */
    int v = -5;
    CHECK(settings_parse_value(settings_find("fullscreen"), "Yes", &v) && v == 1, "yes");
    CHECK(settings_parse_value(settings_find("fullscreen"), "off", &v) && v == 0, "off");
    CHECK(!settings_parse_value(settings_find("fullscreen"), "maybe", &v), "maybe");
    CHECK(settings_parse_value(a, "FAST", &v) && v == 2, "FAST");
    CHECK(!settings_parse_value(a, "warp", &v), "warp");
    CHECK(!settings_parse_value(settings_find("sfx_volume"), "5x", &v), "5x");
    CHECK(!settings_parse_value(settings_find("sfx_volume"), "", &v), "empty");
    CHECK(!settings_parse_value(settings_find("sfx_volume"), "99999999999", &v), "huge");
    /* Overrides: in effect, not saved; setting drops them. */
    settings_set(s, "fullscreen", 0);
    CHECK(settings_override(s, "fullscreen", 1), "override");
    CHECK(settings_get(s, "fullscreen") == 1 && settings_is_overridden(s, "fullscreen"),
          "override in effect");
    char *t = text_of(s, NULL);
    CHECK(t != NULL && strstr(t, "fullscreen = false\n") != NULL,
          "the saved value is written: %s", t ? t : "");
    free(t);
    warnings w;
    t = text_of(s, NULL);
    settings_read(s, t, strlen(t), "x", on_warn, &w);
    CHECK_INT(settings_get(s, "fullscreen"), 1); /* reading keeps it */
    free(t);
    settings_set(s, "fullscreen", 0);
    CHECK(!settings_is_overridden(s, "fullscreen") && settings_get(s, "fullscreen") == 0,
          "set drops the override");
    CHECK(!settings_override(s, "window_w", 10), "override out of range");
    settings_free(s);
}

static void test_reading(void)
{
    const char *text =
        "# my settings\n"
        "sfx_volume=55\n"
        "  anim_speed  =  off  \n"
        "theme = dark\n"
        "\n"
        "; old style comment\n"
        "path_ms = 12\n"
        "fullscreen = sometimes\n"
        "not a key value line\n"
        "[extra]\n"
        "sfx_volume = 3\n"
        "other = 1";
    warnings w;
    settings *s = read_text(text, strlen(text), &w);
    CHECK_INT(settings_get(s, "sfx_volume"), 55);
    CHECK_INT(settings_get(s, "anim_speed"), 3);
    CHECK_INT(settings_get(s, "path_ms"), settings_find("path_ms")->def);
    CHECK_INT(settings_get(s, "fullscreen"), settings_find("fullscreen")->def);
    CHECK_INT(w.n, 2); /* path_ms and fullscreen: one warning each */
    CHECK(strstr(w.last, "settings.ini:8: fullscreen:") != NULL
              && strstr(w.last, "sometimes") != NULL,
          "the warning names file, line, key: %s", w.last);
    char *t = text_of(s, NULL);
    const char *want =
        "# my settings\n"
        "sfx_volume = 55\n"
        "anim_speed = off\n"
        "theme = dark\n"
        "\n"
        "; old style comment\n"
        "path_ms = 300\n"
        "fullscreen = false\n"
        "not a key value line\n";
    CHECK(t != NULL && strncmp(t, want, strlen(want)) == 0, "kept in order:\n%s",
          t ? t : "");
    /* The missing keys come before the section, which is kept whole. */
    const char *sec = t ? strstr(t, "[extra]\nsfx_volume = 3\nother = 1\n") : NULL;
    CHECK(sec != NULL && strcmp(sec, "[extra]\nsfx_volume = 3\nother = 1\n") == 0,
          "the section kept at the end");
    const char *cl = t ? strstr(t, "confirm_leave = true\n") : NULL;
    CHECK(cl != NULL && sec != NULL && cl < sec, "a missing key added before it");
    /* Rewriting the rewrite changes nothing. */
    warnings w2;
    settings *s2 = read_text(t, strlen(t), &w2);
    char *t2 = text_of(s2, NULL);
    CHECK(w2.n == 0 && strcmp(t, t2) == 0 && same_values(s, s2), "a fixed point");
    free(t);
    free(t2);
    settings_free(s2);
    settings_free(s);
    /* An empty file: every key with its help line. */
    s = read_text("", 0, &w);
    t = text_of(s, NULL);
    for (int i = 0; i < settings_count(); i++) {
        char line[96];
        snprintf(line, sizeof line, "\n%s = ", settings_row_at(i)->key);
        CHECK(t != NULL && strstr(t, line) != NULL, "%s written", line + 1);
    }
    free(t);
    settings_free(s);
}

/* Random values written and read back. */
static void test_round_trips(llk_rng *rng)
{
    for (int round = 0; round < 200; round++) {
        CHECK_CASE(); /* a case: every setting at a random value, round trip */
        settings *s = settings_new();
        for (int i = 0; i < settings_count(); i++) {
            const settings_row *r = settings_row_at(i);
            int v = r->min + (int)llk_rng_below(rng, (uint64_t)(r->max - r->min + 1));
            CHECK(settings_set(s, r->key, v), "set %s %d", r->key, v);
        }
        char *t = text_of(s, NULL);
        warnings w;
        settings *b = read_text(t, strlen(t), &w);
        CHECK(w.n == 0 && same_values(s, b), "round trip %d", round);
        free(t);
        settings_free(b);
        settings_free(s);
    }
}

/* Read text; rewrite; reading the rewrite gives the same values, no
 * warning, and rewrites to the same text. */
static void fixed_point(const char *text, size_t len, const char *what)
{
    CHECK_CASE(); /* a case: one damaged text */
    warnings w;
    settings *a = read_text(text, len, &w);
    char *t1 = text_of(a, NULL);
    warnings w2;
    settings *b = read_text(t1, strlen(t1), &w2);
    char *t2 = text_of(b, NULL);
    CHECK(same_values(a, b) && w2.n == 0 && strcmp(t1, t2) == 0,
          "%s: rewrite is a fixed point (%d warnings)", what, w2.n);
    free(t1);
    free(t2);
    settings_free(a);
    settings_free(b);
}

static void test_damage(llk_rng *rng)
{
    settings *s = settings_new();
    settings_set(s, "sfx_volume", 40);
    settings_set(s, "anim_speed", 2);
    char *base = text_of(s, NULL);
    size_t n = strlen(base);
    settings_free(s);
    for (size_t cut = 0; cut <= n; cut++) {
        fixed_point(base, cut, "truncation");
    }
    int rounds = check_sanitized() ? 500 : 3000;
    char *buf = malloc(n + 64);
    for (int r = 0; r < rounds; r++) {
        memcpy(buf, base, n);
        size_t len = n;
        int edits = 1 + (int)llk_rng_below(rng, 4);
        for (int e = 0; e < edits; e++) {
            len = mutate_once(rng, buf, len, "=\n#[ 0a\t\r");
        }
        fixed_point(buf, len, "mutation");
    }
    free(buf);
    free(base);
}

static void test_files(void)
{
    char dir[] = "/tmp/llk-settings-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[256], bad[300];
    snprintf(path, sizeof path, "%s/settings.ini", dir);
    snprintf(bad, sizeof bad, "%s.bad", path);
    warnings w = {0, ""};
    settings *s = settings_new();
    CHECK_INT(settings_load_file(s, path, on_warn, &w), 0);
    CHECK_INT(w.n, 0);
    settings_set(s, "path_ms", 700);
    settings_override(s, "sfx_volume", 0);
    char err[512];
    CHECK_INT(settings_save_file(s, path, err, sizeof err), 0);
    settings *b = settings_new();
    CHECK_INT(settings_load_file(b, path, on_warn, &w), 0);
    CHECK_INT(settings_get(b, "path_ms"), 700);
    CHECK_INT(settings_get(b, "sfx_volume"), settings_find("sfx_volume")->def);
    settings_free(b);
    /* Binary: moved aside, one warning, defaults. */
    FILE *f = fopen(path, "wb");
    fwrite("sfx_volume = 5\n\0\1\2", 1, 18, f);
    fclose(f);
    b = settings_new();
    CHECK_INT(settings_load_file(b, path, on_warn, &w), 1);
    CHECK(w.n == 1 && strstr(w.last, path) != NULL && strstr(w.last, ".bad") != NULL,
          "one warning: %s", w.last);
    CHECK(access(bad, F_OK) == 0 && access(path, F_OK) != 0, "moved aside");
    CHECK_INT(settings_get(b, "sfx_volume"), settings_find("sfx_volume")->def);
    settings_free(b);
    /* An unwritable place: an error naming it, no crash. */
    char nowhere[300];
    snprintf(nowhere, sizeof nowhere, "%s/missing/settings.ini", dir);
    CHECK(settings_save_file(s, nowhere, err, sizeof err) == -1
              && strstr(err, "missing") != NULL, "unwritable: %s", err);
    settings_free(s);
    unlink(bad);
    rmdir(dir);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    CHECK(f != NULL, "open %s", path);
    if (f != NULL) {
        fputs(text, f);
        fclose(f);
    }
}

static bool file_has(const char *path, const char *what)
{
    char buf[8192] = "";
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return false;
    }
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return strstr(buf, what) != NULL;
}

/* settings.ini then the apart file, as the front opens them. */
static settings *open_both(const char *ini, const char *apart, warnings *w)
{
    settings *s = settings_new();
    memset(w, 0, sizeof *w);
    settings_load_file(s, ini, on_warn, w);
    settings_load_apart(s, apart, on_warn, w);
    return s;
}

/* The rows kept apart: tutorial_done and shifts_seen, hidden, a bool and
 * a set (values that only grow, so the two files join by "or"). An older
 * settings.ini's lines move to the apart file; losing settings.ini then
 * loses neither; a damaged apart file is moved aside with one warning;
 * an apart file that cannot be written leaves them in settings.ini. */
static void test_apart(llk_rng *rng)
{
    int napart = 0;
    for (int i = 0; i < settings_count(); i++) {
        const settings_row *r = settings_row_at(i);
        if (r->apart) {
            napart++;
            CHECK(r->hidden && (r->type == SETTINGS_BOOL || r->type == SETTINGS_SET),
                  "apart row %s: hidden, a bool or a set", r->key);
        }
    }
    CHECK(settings_find("tutorial_done")->apart && settings_find("shifts_seen")->apart
              && napart == 2, "the apart rows: tutorial_done and shifts_seen (%d)", napart);
    char dir[] = "/tmp/llk-apart-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char ini[256], apart[256], bad[300], err[512];
    snprintf(ini, sizeof ini, "%s/settings.ini", dir);
    snprintf(apart, sizeof apart, "%s/first_start.ini", dir);
    snprintf(bad, sizeof bad, "%s.bad", apart);
    int down = 1 << 0, up = 1 << 1;
    /* An older settings.ini: the lines move. */
    write_file(ini, "music_volume = 40\ntutorial_done = true\nshifts_seen = down\n");
    warnings w;
    settings *s = open_both(ini, apart, &w);
    CHECK_INT(w.n, 0);
    CHECK(settings_get(s, "tutorial_done") == 1 && settings_get(s, "shifts_seen") == down,
          "older settings.ini: read");
    CHECK(settings_migrates(s), "older settings.ini: to migrate");
    CHECK_INT(settings_save_apart(s, apart, err, sizeof err), 0);
    CHECK_INT(settings_save_file(s, ini, err, sizeof err), 0);
    CHECK(!file_has(ini, "tutorial_done") && !file_has(ini, "shifts_seen")
              && file_has(ini, "music_volume = 40"), "migrated: gone from settings.ini");
    CHECK(file_has(apart, "tutorial_done = true") && file_has(apart, "shifts_seen = down"),
          "migrated: in first_start.ini");
    settings_free(s);
    s = open_both(ini, apart, &w);
    CHECK(!settings_migrates(s) && settings_get(s, "tutorial_done") == 1
              && settings_get(s, "music_volume") == 40, "migrated: read back");
    settings_free(s);
    /* settings.ini lost, or unreadable: the first start's state stays. */
    unlink(ini);
    s = open_both(ini, apart, &w);
    CHECK(settings_get(s, "tutorial_done") == 1 && settings_get(s, "shifts_seen") == down,
          "settings.ini lost: the tutorial and the cards stay done");
    settings_free(s);
    write_file(ini, "tutorial_done = false\n\001\002binary\n");
    s = open_both(ini, apart, &w);
    CHECK(w.n == 1 && settings_get(s, "tutorial_done") == 1,
          "settings.ini binary: one warning (%d), the tutorial stays done", w.n);
    settings_free(s);
    char ini_bad[300];
    snprintf(ini_bad, sizeof ini_bad, "%s.bad", ini);
    unlink(ini_bad);
    /* Both files say something: joined. */
    write_file(ini, "shifts_seen = up\n");
    s = open_both(ini, apart, &w);
    CHECK_INT(settings_get(s, "shifts_seen"), down | up);
    settings_free(s);
    /* A damaged apart file: aside, one warning, settings.ini's values. */
    write_file(apart, "tutorial_done = true\n\003\n");
    s = open_both(ini, apart, &w);
    CHECK(w.n == 1 && strstr(w.last, ".bad") != NULL && access(bad, F_OK) == 0,
          "damaged first_start.ini: moved aside, one warning: %s", w.last);
    CHECK(settings_get(s, "tutorial_done") == 0 && settings_get(s, "shifts_seen") == up,
          "damaged first_start.ini: settings.ini's values");
    /* Nowhere to write it: settings.ini keeps the rows. */
    char nowhere[300];
    snprintf(nowhere, sizeof nowhere, "%s/missing/first_start.ini", dir);
    CHECK(settings_save_apart(s, nowhere, err, sizeof err) == -1, "unwritable apart file");
    char *t = text_of(s, NULL);
    CHECK(t != NULL && strstr(t, "shifts_seen = up") != NULL && strstr(t, "tutorial_done") != NULL,
          "unwritable apart file: settings.ini keeps the rows");
    free(t);
    settings_free(s);
    /* Random values in both files: each row joins by "or". */
    int smax = settings_find("shifts_seen")->max;
    for (int k = 0; k < 40; k++) {
        CHECK_CASE();
        int t1 = (int)llk_rng_below(rng, 2), t2 = (int)llk_rng_below(rng, 2);
        int s1 = (int)llk_rng_below(rng, (uint32_t)smax + 1);
        int s2 = (int)llk_rng_below(rng, (uint32_t)smax + 1);
        settings *a = settings_new(), *b = settings_new();
        settings_set(a, "tutorial_done", t1);
        settings_set(a, "shifts_seen", s1);
        settings_set(b, "tutorial_done", t2);
        settings_set(b, "shifts_seen", s2);
        CHECK(settings_save_file(a, ini, err, sizeof err) == 0
                  && settings_save_file(b, apart, err, sizeof err) == 0, "write both");
        settings_free(a);
        settings_free(b);
        s = open_both(ini, apart, &w);
        CHECK(settings_get(s, "tutorial_done") == (t1 | t2)
                  && settings_get(s, "shifts_seen") == (s1 | s2),
              "joined: %d|%d, %d|%d", t1, t2, s1, s2);
        settings_free(s);
    }
    unlink(ini);
    unlink(apart);
    unlink(bad);
    rmdir(dir);
}

/* The themes' rows: the shipped names, then the ones the front end found;
 * the default keeps its name; a name not among them is a bad value. */
static void test_choices(void)
{
    char buf[32];
    settings *s = settings_new();
    CHECK(strcmp(settings_get_text(s, "tileset", buf, sizeof buf), "emoji") == 0,
          "tileset default emoji");
    CHECK(strcmp(settings_get_text(s, "background", buf, sizeof buf), "felt") == 0,
          "background default felt");
    CHECK(settings_get(s, "music_volume") == 70, "music volume default 70");
    settings_free(s);
    const char *const sets[] = {"emoji", "kanji", "mahjong"};
    const char *const bgs[] = {"dots", "felt"};
    CHECK(settings_set_choices("tileset", sets, 3), "tile sets set");
    CHECK(settings_set_choices("background", bgs, 2), "backgrounds set");
    CHECK(!settings_set_choices("language", sets, 3), "not for language");
    CHECK(!settings_set_choices("tileset", sets, 0), "not none");
    CHECK(!settings_set_choices("nope", sets, 1), "not an unknown key");
    const settings_row *r = settings_find("background");
    CHECK(r->max == 1 && r->def == 1 && strcmp(r->choices[r->def], "felt") == 0
              && r->choices[2] == NULL, "background choices and default");
    s = settings_new();
    const char *text = "tileset = kanji\nbackground = wood\n";
    warnings w = {0, ""};
    settings_read(s, text, strlen(text), "x.ini", on_warn, &w);
    CHECK(strcmp(settings_get_text(s, "tileset", buf, sizeof buf), "kanji") == 0,
          "a found tile set is read");
    CHECK(w.n == 1 && strstr(w.last, "background") != NULL
              && strcmp(settings_get_text(s, "background", buf, sizeof buf), "felt") == 0,
          "a background not found: default and one warning (%s)", w.last);
    CHECK(settings_step(s, "tileset") == 2 && settings_step(s, "tileset") == 0,
          "a click takes the next set and wraps");
    settings_free(s);
    const char *const one[] = {"mahjong"};
    CHECK(settings_set_choices("tileset", one, 1)
              && settings_find("tileset")->def == 0, "default gone: the first");
    const char *const shipped[] = {"emoji", "mahjong"};
    const char *const shipped_bg[] = {"felt", "ink", "silk", "wood"};
    settings_set_choices("tileset", shipped, 2);
    settings_set_choices("background", shipped_bg, 4);
}

/* A set (shifts_seen): its names are the engine's shift names but
 * "none", in order; the text is the names comma-separated, "all", or "". */
static void test_sets(void)
{
    const settings_row *r = settings_find("shifts_seen");
    CHECK(r != NULL && r->type == SETTINGS_SET && r->hidden, "shifts_seen row");
    if (r == NULL) {
        return;
    }
    int n = 0;
    for (; r->choices[n] != NULL; n++) {
        CHECK(strcmp(r->choices[n], llk_shift_name((llk_shift)(n + 1))) == 0,
              "choice %d is %s", n, llk_shift_name((llk_shift)(n + 1)));
    }
    CHECK_INT(n, LLK_SHIFT_COUNT - 1);
    CHECK_INT(r->max, (1 << n) - 1);
    settings *s = settings_new();
    char buf[SETTINGS_TEXT_MAX];
    int v = -1;
    CHECK(strcmp(settings_get_text(s, "shifts_seen", buf, sizeof buf), "") == 0,
          "none seen at first: '%s'", buf);
    CHECK(settings_parse_value(r, " down , inward", &v) && v == (1 | 1 << 11),
          "parse two names: %d", v);
    CHECK(settings_set(s, "shifts_seen", v) &&
              strcmp(settings_get_text(s, "shifts_seen", buf, sizeof buf),
                     "down,inward") == 0,
          "two names written: '%s'", buf);
    CHECK(settings_parse_value(r, "ALL", &v) && v == r->max, "all");
    CHECK(settings_set(s, "shifts_seen", r->max - 1) &&
              strlen(settings_get_text(s, "shifts_seen", buf, sizeof buf)) > 100 &&
              strstr(buf, ",inward") != NULL,
          "every name but one, whole: '%s'", buf);
    CHECK(settings_set(s, "shifts_seen", r->max) &&
              strcmp(settings_get_text(s, "shifts_seen", buf, sizeof buf), "all") == 0,
          "every one written as all: '%s'", buf);
    CHECK(!settings_parse_value(r, "down,sideways", &v), "an unknown name refused");
    CHECK(settings_parse_value(r, "", &v) && v == 0, "empty: none");
    settings_free(s);
}

int main(void)
{
    uint64_t seed = check_seed("test_settings", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_table();
    test_values();
    test_reading();
    test_round_trips(&rng);
    test_damage(&rng);
    test_files();
    test_choices();
    test_sets();
    test_apart(&rng);
    return check_done("test_settings");
}
