/* statefile.c - the --state-file: the game's JSON object (src/game/state.c)
 * with one field more, "view", the front end's own screen ("menu",
 * "levels", "help", "playing", ...; see front_screen.name), written
 * atomically like game_write_state: a temporary file beside it, flushed and
 * fsynced, then renamed over it.
 */
#define _POSIX_C_SOURCE 200809L /* open_memstream, mkstemp, fchmod, fsync */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "front.h"

/* The game's JSON in a malloc'd buffer of *len bytes, or NULL. */
static char *state_game_json(const front_app *a, const game_rect *rect,
                             size_t *len)
{
    char *buf = NULL;
    FILE *m = open_memstream(&buf, len);
    if (!m) {
        return NULL;
    }
    game_state_json(a->g, rect, m);
    bool failed = ferror(m) != 0;
    if (fclose(m) != 0 || failed) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* Write json (one object ending "}\n") to f with "view" added at its end. */
static void state_put(FILE *f, const char *json, size_t len,
                      const char *view)
{
    fwrite(json, 1, len - 2, f);
    fprintf(f, ",\"view\":\"%s\"}\n", view);
}

/* Write the state to tmp (a mkstemp template beside path), then rename it
 * over path; 0, or -1 with a message in err. */
static int state_write_via(char *tmp, const char *path, const char *json,
                           size_t len, const char *view, char *err,
                           size_t errlen)
{
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen,
                 "%s: cannot create a temporary file beside it: %s", path,
                 strerror(errno));
        return -1;
    }
    (void)fchmod(fd, 0644);
    FILE *f = fdopen(fd, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(errno));
        close(fd);
        unlink(tmp);
        return -1;
    }
    state_put(f, json, len, view);
    int failed = ferror(f) || fflush(f) != 0 || fsync(fd) != 0;
    int saved = errno;
    if (fclose(f) != 0 && !failed) {
        failed = 1;
        saved = errno;
    }
    if (failed) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(saved));
        unlink(tmp);
        return -1;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: cannot replace it: %s", path,
                 strerror(errno));
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* Write the state to path atomically; 0, or -1 with a message in err. */
static int state_write(const char *path, const char *json, size_t len,
                       const char *view, char *err, size_t errlen)
{
    size_t n = strlen(path) + sizeof ".tmp.XXXXXX";
    char *tmp = malloc(n);
    if (!tmp) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    snprintf(tmp, n, "%s.tmp.XXXXXX", path);
    int rc = state_write_via(tmp, path, json, len, view, err, errlen);
    free(tmp);
    return rc;
}

void front_write_state(front_app *a)
{
    if (!a->state_file || !a->g) {
        return;
    }
    game_rect rect = {0, 0, 0, 0};
    if (game_get_board(a->g)) {
        float s = a->scale > 0 ? a->scale : 1.0f;
        rect.x = a->lay.bx / s;
        rect.y = a->lay.by / s;
        rect.cell_w = a->lay.cell / s;
        rect.cell_h = a->lay.cell / s;
    }
    char err[512];
    size_t len = 0;
    char *json = state_game_json(a, &rect, &len);
    int rc = -1;
    if (!json || len < 2 || json[0] != '{' ||
        memcmp(json + len - 2, "}\n", 2) != 0) {
        snprintf(err, sizeof err, "%s: cannot build the state: %s",
                 a->state_file, json ? "not one JSON object" : "no memory");
    } else {
        rc = state_write(a->state_file, json, len,
                         a->screen ? a->screen->name : "none", err,
                         sizeof err);
    }
    free(json);
    if (rc != 0) {
        static bool told;
        if (!told) {
            fprintf(stderr, "lianliankan: %s\n", err);
            told = true;
        }
    }
    a->last_state_write = SDL_GetTicks();
}
