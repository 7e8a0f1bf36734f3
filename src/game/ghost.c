/* ghost.c - race your best (llk/ghost.h): the best kept replay of a deal,
 * found by the files' names, ranked by their end lines, and the first of
 * them that checks and was played under the same clock kept as its tiles
 * left over time. */
#define _POSIX_C_SOURCE 200809L /* DIR, readdir */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/files.h"
#include "llk/ghost.h"
#include "llk/replay.h"
#include "llk/rules.h"

struct game_ghost {
    long long *t; /* the board's time of each position */
    int *tiles;   /* its tiles left */
    int n;        /* positions: the deal, then one after each move */
    bool cleared;
    long long end_ms;
    int end_tiles;
};

/* A file of the deal's ID, with what its end line says. */
typedef struct ghost_cand {
    char name[300];
    bool cleared;
    long long ms;
    int tiles;
} ghost_cand;

#define GHOST_NAME_HEAD 16 /* "YYYYMMDD-HHMMSS-" */

bool replay_name_of_id(const char *name, const char *id)
{
    size_t n = strlen(name), k = strlen(id);
    if (n < GHOST_NAME_HEAD + k + 7 || name[GHOST_NAME_HEAD - 1] != '-' ||
        strncmp(name + GHOST_NAME_HEAD, id, k) != 0) {
        return false;
    }
    const char *rest = name + GHOST_NAME_HEAD + k;
    if (rest[0] == '-') {
        rest++;
        while (*rest >= '0' && *rest <= '9') {
            rest++;
        }
    }
    return strcmp(rest, ".replay") == 0;
}

/* The end line "TIME end RESULT score N tiles N" of text: false when the
 * text has none (a broken file; replay_open says more). */
static bool end_of(const char *text, size_t len, ghost_cand *c)
{
    while (len > 0 && text[len - 1] == '\n') {
        len--;
    }
    size_t i = len;
    while (i > 0 && text[i - 1] != '\n') {
        i--;
    }
    char line[128], result[16];
    if (len - i >= sizeof line) {
        return false;
    }
    memcpy(line, text + i, len - i);
    line[len - i] = '\0';
    int score = 0;
    if (sscanf(line, "%lld end %15s score %d tiles %d", &c->ms, result, &score,
               &c->tiles) != 4) {
        return false;
    }
    c->cleared = strcmp(result, "cleared") == 0;
    return true;
}

/* Best first: cleared in the least time, else the fewest tiles left, else
 * the newest (the names sort oldest first). */
static int by_best(const void *x, const void *y)
{
    const ghost_cand *a = x, *b = y;
    if (a->cleared != b->cleared) {
        return a->cleared ? -1 : 1;
    }
    if (a->cleared && a->ms != b->ms) {
        return a->ms < b->ms ? -1 : 1;
    }
    if (!a->cleared && a->tiles != b->tiles) {
        return a->tiles < b->tiles ? -1 : 1;
    }
    return -strcmp(a->name, b->name);
}

static char *read_replay(const char *dir, const char *name, size_t *len)
{
    char path[1400], err[256];
    bool missing = false;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return file_read_all(path, REPLAY_MAX_BYTES, len, &missing, err, sizeof err);
}

/* The files of game ID id in dir with their ends (free it); *n of them. */
static ghost_cand *candidates(const char *dir, const char *id, int *n)
{
    *n = 0;
    DIR *d = opendir(dir);
    if (d == NULL) {
        return NULL;
    }
    ghost_cand *c = NULL;
    int cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!replay_name_of_id(e->d_name, id) || strlen(e->d_name) >= sizeof c->name) {
            continue;
        }
        size_t len = 0;
        char *text = read_replay(dir, e->d_name, &len);
        ghost_cand one;
        bool ok = text != NULL && end_of(text, len, &one);
        free(text);
        if (!ok) {
            continue;
        }
        if (*n == cap) {
            cap = cap ? cap * 2 : 8;
            ghost_cand *grown = realloc(c, sizeof *c * (size_t)cap);
            if (grown == NULL) {
                break;
            }
            c = grown;
        }
        snprintf(one.name, sizeof one.name, "%s", e->d_name);
        c[(*n)++] = one;
    }
    closedir(d);
    return c;
}

/* Whether replay p was played as g is: the same ID, time scale and rule. */
static bool same_clock(replay_player *p, const game *g, const char *id)
{
    const replay_summary *s = replay_summary_of(p);
    const game *r = replay_goto(p, 0);
    return strcmp(s->id, id) == 0 && s->kind != GAME_KIND_ENDLESS &&
           game_get_time_scale(r) == game_get_time_scale(g) &&
           game_get_rule(r) == game_get_rule(g) &&
           game_get_mode(r) == game_get_mode(g);
}

static game_ghost *ghost_of(replay_player *p)
{
    game_ghost *gh = calloc(1, sizeof *gh);
    int n = replay_steps(p) + 1;
    if (gh == NULL || (gh->t = malloc(sizeof *gh->t * (size_t)n)) == NULL ||
        (gh->tiles = malloc(sizeof *gh->tiles * (size_t)n)) == NULL) {
        ghost_free(gh);
        return NULL;
    }
    for (int k = 0; k < n; k++) {
        gh->t[k] = replay_time_at(p, k);
        gh->tiles[k] = game_get_tiles_left(replay_goto(p, k));
    }
    gh->n = n;
    const replay_summary *s = replay_summary_of(p);
    gh->cleared = strcmp(s->result, "cleared") == 0;
    gh->end_ms = s->time_ms;
    gh->end_tiles = s->tiles;
    return gh;
}

game_ghost *ghost_find(const char *dir, const game *g)
{
    char id[GAME_ID_MAX];
    if (dir == NULL || dir[0] == '\0' || g == NULL ||
        game_get_kind(g) == GAME_KIND_ENDLESS || !game_get_id(g, id, sizeof id)) {
        return NULL;
    }
    int n = 0;
    ghost_cand *c = candidates(dir, id, &n);
    if (n > 1) {
        qsort(c, (size_t)n, sizeof *c, by_best);
    }
    game_ghost *gh = NULL;
    for (int i = 0; i < n && gh == NULL; i++) {
        size_t len = 0;
        char *text = read_replay(dir, c[i].name, &len), err[256];
        if (text != NULL && strstr(text, " redeal free") != NULL) {
            /* its check proves the board lost again with the solver
             * (seconds, at a deal, in the player's way): no ghost of it */
            free(text);
            continue;
        }
        replay_player *p = text != NULL ? replay_open(text, len, err, sizeof err) : NULL;
        free(text);
        if (p != NULL && same_clock(p, g, id)) {
            gh = ghost_of(p);
        }
        replay_free(p);
    }
    free(c);
    return gh;
}

void ghost_free(game_ghost *gh)
{
    if (gh != NULL) {
        free(gh->t);
        free(gh->tiles);
        free(gh);
    }
}

int ghost_tiles_at(const game_ghost *gh, long long ms)
{
    /* the last position whose time has come (the times never go back) */
    int lo = 0, hi = gh->n - 1;
    while (lo < hi) {
        int mid = (lo + hi + 1) / 2;
        if (gh->t[mid] <= ms) {
            lo = mid;
        } else {
            hi = mid - 1;
        }
    }
    return gh->tiles[lo];
}

int ghost_tiles_dealt(const game_ghost *gh)
{
    return gh->tiles[0];
}

bool ghost_cleared(const game_ghost *gh)
{
    return gh->cleared;
}

long long ghost_end_ms(const game_ghost *gh)
{
    return gh->end_ms;
}

int ghost_end_tiles(const game_ghost *gh)
{
    return gh->end_tiles;
}
