/* layouts.c - the game's own layouts, built into the binary: looked up by
 * name and parsed by the engine's layout parser (src/engine/layout.c) each
 * time one is wanted, so any thread may deal one (the texts are constant);
 * and the player's own, read from a directory. */
#define _POSIX_C_SOURCE 200809L /* DIR, readdir */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game_int.h"
#include "layouts_int.h"
#include "llk/game.h"

int game_layout_count(void)
{
    return game_layout_text_count;
}

const char *game_layout_name(int i)
{
    return i >= 0 && i < game_layout_text_count ? game_layout_texts[i].name : NULL;
}

llk_layout *game_layout_load(const char *name)
{
    if (name == NULL) {
        return NULL;
    }
    for (int i = 0; i < game_layout_text_count; i++) {
        if (strcmp(game_layout_texts[i].name, name) == 0) {
            char err[256];
            const char *t = game_layout_texts[i].text;
            return llk_layout_parse(t, strlen(t), name, err, sizeof err);
        }
    }
    return NULL;
}

uint8_t *layout_shape(const char *name, const uint16_t *kinds, int rows, int cols)
{
    llk_layout *l = game_layout_load(name);
    bool same = l != NULL && l->rows == rows && l->cols == cols;
    for (int i = 0; same && i < rows * cols; i++) {
        same = (kinds[i] != 0) == (l->cell[i] != 0);
    }
    uint8_t *cell = NULL;
    if (same) {
        cell = l->cell; /* the caller's now */
        l->cell = NULL;
    }
    llk_layout_free(l);
    return cell;
}

/* Whether name ends in ".layout" with something before it. */
static bool is_layout_name(const char *name)
{
    size_t n = strlen(name);
    return n > 7 && strcmp(name + n - 7, ".layout") == 0 && name[0] != '.';
}

static int by_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* The file names in dir that end in ".layout", sorted; NULL when dir
 * cannot be opened (none there). */
static char **layout_files(const char *dir, int *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (d == NULL) {
        return NULL;
    }
    char **names = NULL;
    int cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && *n < GAME_CUSTOM_MAX * 4) {
        if (!is_layout_name(e->d_name)) {
            continue;
        }
        if (*n == cap) {
            cap = cap ? cap * 2 : 16;
            char **grown = realloc(names, sizeof *names * (size_t)cap);
            if (grown == NULL) {
                break;
            }
            names = grown;
        }
        size_t len = strlen(e->d_name) + 1;
        if ((names[*n] = malloc(len)) != NULL) {
            memcpy(names[*n], e->d_name, len);
            (*n)++;
        }
    }
    closedir(d);
    if (*n > 0) {
        qsort(names, (size_t)*n, sizeof *names, by_name);
    }
    return names;
}

int game_custom_layouts_load(const char *dir, game_custom_layouts *out, char *warn,
                             size_t warnlen)
{
    memset(out, 0, sizeof *out);
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    int n = 0, bad = 0;
    char **names = layout_files(dir, &n);
    for (int i = 0; i < n; i++) {
        char path[1200], err[1400];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        llk_layout *l = out->n < GAME_CUSTOM_MAX ? llk_layout_read(path, err, sizeof err) : NULL;
        if (l != NULL && (l->rows > GAME_CUSTOM_ROWS || l->cols > GAME_CUSTOM_COLS)) {
            snprintf(err, sizeof err, "%s: %dx%d is larger than the game shows (%dx%d at most)",
                     path, l->rows, l->cols, GAME_CUSTOM_ROWS, GAME_CUSTOM_COLS);
            llk_layout_free(l);
            l = NULL;
        } else if (out->n >= GAME_CUSTOM_MAX) {
            snprintf(err, sizeof err, "%s: more than %d custom layouts", path, GAME_CUSTOM_MAX);
        }
        if (l == NULL) {
            if (bad++ == 0) {
                snprintf(warn, warnlen, "Custom layout skipped: %s", err);
            }
        } else {
            out->layout[out->n] = l;
            snprintf(out->file[out->n], sizeof out->file[0], "%.*s",
                     (int)(strlen(names[i]) - 7), names[i]);
            out->n++;
        }
        free(names[i]);
    }
    free(names);
    if (bad > 1) {
        size_t used = strlen(warn);
        snprintf(warn + used, warnlen - used, " (and %d more)", bad - 1);
    }
    return bad;
}

void game_custom_layouts_free(game_custom_layouts *c)
{
    for (int i = 0; i < c->n; i++) {
        llk_layout_free(c->layout[i]);
    }
    memset(c, 0, sizeof *c);
}
