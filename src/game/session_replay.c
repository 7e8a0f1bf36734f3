/* session_replay.c - the session keeps each ended board's replay
 * (llk/replay.h) as DIR/NAME.replay: NAME is the time it was written (UTC,
 * YYYYMMDD-HHMMSS) and its game ID, so the names sort oldest first; the
 * newest SESSION_REPLAYS_MAX are kept, older ones removed. Written
 * atomically (file_write_atomic). */
#define _POSIX_C_SOURCE 200809L /* DIR, readdir, mkdir */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "llk/files.h"
#include "llk/ghost.h"
#include "llk/replay.h"
#include "session_int.h"

void session_replays_in(game_session *s, const char *dir)
{
    snprintf(s->replay_dir, sizeof s->replay_dir, "%s", dir != NULL ? dir : "");
    s->replay_failed = false;
}

const char *session_last_replay(const game_session *s)
{
    return s->replay_last;
}

static int write_text(FILE *f, void *ctx)
{
    const char *t = ctx;
    return fputs(t, f) < 0 ? -1 : 0;
}

static bool is_replay_name(const char *name)
{
    size_t n = strlen(name);
    return n > 7 && strcmp(name + n - 7, ".replay") == 0 && name[0] != '.';
}

static int by_name(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Remove the oldest replays past SESSION_REPLAYS_MAX. */
static void prune(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        return;
    }
    char **names = NULL;
    int n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!is_replay_name(e->d_name)) {
            continue;
        }
        if (n == cap) {
            cap = cap ? cap * 2 : 256;
            char **grown = realloc(names, sizeof *names * (size_t)cap);
            if (grown == NULL) {
                break;
            }
            names = grown;
        }
        size_t len = strlen(e->d_name) + 1;
        if ((names[n] = malloc(len)) != NULL) {
            memcpy(names[n], e->d_name, len);
            n++;
        }
    }
    closedir(d);
    if (n > 0) {
        qsort(names, (size_t)n, sizeof *names, by_name);
    }
    for (int i = 0; i < n; i++) {
        if (i < n - SESSION_REPLAYS_MAX) {
            char path[1400];
            snprintf(path, sizeof path, "%s/%s", dir, names[i]);
            (void)remove(path);
        }
        free(names[i]);
    }
    free(names);
}

/* A free name for the replay of text (its game ID on line 2) now. */
static void name_for(const game_session *s, const char *text, char *out, size_t len)
{
    char id[GAME_ID_MAX] = "board";
    const char *l2 = strchr(text, '\n');
    if (l2 != NULL) {
        size_t n = strcspn(l2 + 1, "\n");
        if (n > 0 && n < sizeof id) {
            snprintf(id, sizeof id, "%.*s", (int)n, l2 + 1);
        }
    }
    char when[32] = "00000000-000000";
    time_t now = time(NULL);
    struct tm tm;
    if (gmtime_r(&now, &tm) != NULL) {
        strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
    }
    snprintf(out, len, "%s/%s-%s.replay", s->replay_dir, when, id);
    struct stat st;
    for (int i = 2; i < 100 && stat(out, &st) == 0; i++) {
        snprintf(out, len, "%s/%s-%s-%d.replay", s->replay_dir, when, id, i);
    }
}

static void keep_replay(game_session *s, int k, char *text, char *warn, size_t warnlen)
{
    char err[512];
    if (mkdir(s->replay_dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, sizeof err, "%.300s: cannot create the directory: %s", s->replay_dir,
                 strerror(errno));
    } else {
        char path[sizeof s->replay_last];
        name_for(s, text, path, sizeof path);
        if (file_write_atomic(path, write_text, text, err, sizeof err) == 0) {
            snprintf(s->replay_last, sizeof s->replay_last, "%s", path);
            score_replays_add(&s->run_replays[k], path);
            s->replay_of = k;
            s->replay_changes = game_get_changes(s->kept[k]);
            prune(s->replay_dir);
            return;
        }
    }
    if (!s->replay_failed && warnlen > 0 && warn[0] == '\0') {
        snprintf(warn, warnlen, "a replay is not kept: %s", err);
    }
    s->replay_failed = true;
}

static struct game_ghost *ghost_follow(game_session *s, int k);

void session_replays_flush(game_session *s, char *warn, size_t warnlen)
{
    /* the deals' ghosts are looked for before their own replays land */
    for (int k = 0; k < SESSION_KINDS; k++) {
        (void)ghost_follow(s, k);
    }
    for (int k = 0; k < SESSION_KINDS; k++) {
        char *text;
        while ((text = game_replay_take(s->kept[k])) != NULL) {
            if (s->replay_dir[0] != '\0') {
                keep_replay(s, k, text, warn, warnlen);
            }
            free(text);
        }
    }
}

void session_replays_run_begins(game_session *s, session_kind k)
{
    session_replays_flush(s, NULL, 0);
    s->run_replays[k].n = 0;
}

const char *session_replays_dir(const game_session *s)
{
    return s->replay_dir;
}

bool session_day_replay(const game_session *s, daily_date day, char *out, size_t len)
{
    char id[GAME_ID_MAX], best[300] = "";
    if (len > 0) {
        out[0] = '\0';
    }
    session_daily_id(day, id, sizeof id);
    DIR *d = s->replay_dir[0] != '\0' ? opendir(s->replay_dir) : NULL;
    if (d == NULL) {
        return false;
    }
    struct dirent *e;
    while ((e = readdir(d)) != NULL) { /* the newest: the names sort so */
        if (replay_name_of_id(e->d_name, id) && strlen(e->d_name) < sizeof best &&
            strcmp(e->d_name, best) > 0) {
            snprintf(best, sizeof best, "%s", e->d_name);
        }
    }
    closedir(d);
    if (best[0] == '\0') {
        return false;
    }
    snprintf(out, len, "%s/%s", s->replay_dir, best);
    return true;
}

const char *session_shown_replay(const game_session *s)
{
    if (s->replay_of < 0 || s->replay_last[0] == '\0' || s->replay_of != (int)s->cur
        || game_get_changes(s->kept[s->cur]) != s->replay_changes) {
        return NULL;
    }
    return s->replay_last;
}

bool session_watch(game_session *s, const char *path, char *err, size_t errlen)
{
    char why[600];
    size_t len = 0;
    bool missing = false;
    char *text = file_read_all(path, REPLAY_MAX_BYTES, &len, &missing, why, sizeof why);
    if (text == NULL) {
        snprintf(err, errlen, "%s", missing ? "the replay is gone" : why);
        return false;
    }
    replay_player *p = replay_open(text, len, why, sizeof why);
    free(text);
    if (p == NULL) {
        snprintf(err, errlen, "%.300s: %s", path, why);
        return false;
    }
    session_watch_end(s);
    s->watch = p;
    replay_goto(p, 0);
    return true;
}

replay_player *session_watching(const game_session *s)
{
    return s->watch;
}

game *session_watched(const game_session *s)
{
    return replay_shown_game(s->watch);
}

void session_watch_end(game_session *s)
{
    replay_free(s->watch);
    s->watch = NULL;
}

void session_ghosts_free(game_session *s)
{
    for (int k = 0; k < SESSION_KINDS; k++) {
        ghost_free(s->ghost[k]);
        s->ghost[k] = NULL;
    }
}

/* Kind k's ghost, looked for again when its deal is new (another game,
 * another board, another ID). */
static struct game_ghost *ghost_follow(game_session *s, int k)
{
    const game *g = s->kept[k];
    char id[GAME_ID_MAX] = "";
    if (!game_get_id(g, id, sizeof id)) {
        return NULL;
    }
    if (g != s->ghost_game[k] || game_get_deals(g) != s->ghost_deals[k] ||
        strcmp(id, s->ghost_id[k]) != 0) {
        ghost_free(s->ghost[k]);
        s->ghost[k] = ghost_find(s->replay_dir, g);
        s->ghost_game[k] = g;
        s->ghost_deals[k] = game_get_deals(g);
        snprintf(s->ghost_id[k], sizeof s->ghost_id[k], "%s", id);
    }
    return s->ghost[k];
}

const struct game_ghost *session_ghost(game_session *s)
{
    return s->watch != NULL ? NULL : ghost_follow(s, (int)s->cur);
}
