/* store.c - read, merge and write the profile's files under a lock
 * (include/llk/profile.h, "The files").
 *
 * One update: flock(LOCK_EX) on path.lock (created if need be), read the
 * file (a missing one is empty; one that cannot be used is moved aside as
 * path.bad with a warning), apply the change, write it atomically
 * (file_write_atomic), close the lock. Another process doing the same
 * waits for the lock and then reads what this one wrote, so nothing is
 * lost.
 */
#define _DEFAULT_SOURCE /* flock */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

#include "llk/daily.h"
#include "llk/files.h"
#include "llk/profile.h"

#define STORE_MAX_BYTES (1u << 20) /* a larger file is not ours */

typedef struct store_format {
    const char *what;  /* "scores", "statistics" */
    void (*init)(void *obj);
    int (*parse)(void *obj, const char *text, size_t len, char *err,
                 size_t errlen);
    int (*write)(FILE *f, void *obj);
} store_format;

/* Append a warning to warn ("; " between two). */
static void add_warning(char *warn, size_t len, const char *msg)
{
    size_t used = strlen(warn);
    if (used + 3 < len) {
        snprintf(warn + used, len - used, "%s%s", used ? "; " : "", msg);
    }
}

/* Read path into obj; a file that is not usable is moved aside. Returns 0,
 * or 1 with a warning. */
static int store_read(const char *path, const store_format *fmt, void *obj,
                      char *warn, size_t warnlen)
{
    size_t len;
    bool missing;
    char why[512], msg[1400];
    fmt->init(obj);
    char *text = file_read_all(path, STORE_MAX_BYTES, &len, &missing, why,
                               sizeof why);
    if (text == NULL && missing) {
        return 0;
    }
    if (text != NULL) {
        char perr[256];
        int bad = fmt->parse(obj, text, len, perr, sizeof perr);
        free(text);
        if (bad == 0) {
            return 0;
        }
        snprintf(why, sizeof why, "%s: not a usable %s file (%s)", path,
                 fmt->what, perr);
        fmt->init(obj);
    }
    char aside[512];
    if (file_move_aside(path, aside, sizeof aside) == 0) {
        snprintf(msg, sizeof msg, "%s; kept as %s.bad, starting with no %s",
                 why, path, fmt->what);
    } else {
        snprintf(msg, sizeof msg, "%s, and %s", why, aside);
    }
    add_warning(warn, warnlen, msg);
    return 1;
}

static int store_update(const char *path, const store_format *fmt, void *obj,
                        bool (*fn)(void *obj, void *ctx), void *ctx, char *warn,
                        size_t warnlen)
{
    char lock[1024], msg[1400];
    if (warnlen > 0) {
        warn[0] = '\0';
    }
    int n = snprintf(lock, sizeof lock, "%s.lock", path);
    if (n < 0 || (size_t)n >= sizeof lock) {
        fmt->init(obj);
        add_warning(warn, warnlen, "the data file's path is too long");
        return -1;
    }
    int fd = open(lock, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    int lock_errno = errno;
    while (fd >= 0 && flock(fd, LOCK_EX) != 0) {
        if (errno != EINTR) {
            lock_errno = errno;
            close(fd);
            fd = -1;
        }
    }
    int rc = store_read(path, fmt, obj, warn, warnlen);
    if (fn != NULL && fn(obj, ctx)) {
        if (fd < 0) {
            snprintf(msg, sizeof msg, "%.1000s: cannot lock it (%s): %s not saved",
                     lock, strerror(lock_errno), fmt->what);
            add_warning(warn, warnlen, msg);
            rc = -1;
        } else if (file_write_atomic(path, fmt->write, obj, msg, sizeof msg)
                   != 0) {
            add_warning(warn, warnlen, msg);
            rc = -1;
        }
    }
    if (fd >= 0) {
        close(fd); /* lets the lock go */
    }
    return rc;
}

/* ---- Scores and statistics ---- */

static void scores_init_v(void *o)
{
    scores_init(o);
}
static int scores_parse_v(void *o, const char *t, size_t n, char *e, size_t el)
{
    return scores_parse(o, t, n, e, el);
}
static int scores_write_v(FILE *f, void *o)
{
    return scores_write(f, o);
}
static void stats_init_v(void *o)
{
    stats_init(o);
}
static int stats_parse_v(void *o, const char *t, size_t n, char *e, size_t el)
{
    return stats_parse(o, t, n, e, el);
}
static int stats_write_v(FILE *f, void *o)
{
    return stats_write(f, o);
}

static const store_format scores_format = {"scores", scores_init_v,
                                           scores_parse_v, scores_write_v};
static const store_format stats_format = {"statistics", stats_init_v,
                                          stats_parse_v, stats_write_v};

typedef struct call_scores {
    scores_fn fn;
    void *ctx;
} call_scores;

typedef struct call_stats {
    stats_fn fn;
    void *ctx;
} call_stats;

static bool call_scores_fn(void *obj, void *ctx)
{
    call_scores *c = ctx;
    return c->fn(obj, c->ctx);
}

static bool call_stats_fn(void *obj, void *ctx)
{
    call_stats *c = ctx;
    return c->fn(obj, c->ctx);
}

int scores_update(const char *path, scores *s, scores_fn fn, void *ctx,
                  char *warn, size_t warnlen)
{
    call_scores c = {fn, ctx};
    return store_update(path, &scores_format, s, fn ? call_scores_fn : NULL,
                        &c, warn, warnlen);
}

int stats_update(const char *path, stats *s, stats_fn fn, void *ctx,
                 char *warn, size_t warnlen)
{
    call_stats c = {fn, ctx};
    return store_update(path, &stats_format, s, fn ? call_stats_fn : NULL, &c,
                        warn, warnlen);
}

/* ---- The deal of the day's record ---- */

static void daily_init_v(void *o)
{
    daily_init(o);
}
static int daily_parse_v(void *o, const char *t, size_t n, char *e, size_t el)
{
    return daily_parse(o, t, n, e, el);
}
static int daily_write_v(FILE *f, void *o)
{
    return daily_write(f, o);
}

static const store_format daily_format = {"deal-of-the-day", daily_init_v, daily_parse_v,
                                          daily_write_v};

typedef struct call_daily {
    daily_fn fn;
    void *ctx;
} call_daily;

static bool call_daily_fn(void *obj, void *ctx)
{
    call_daily *c = ctx;
    return c->fn(obj, c->ctx);
}

int daily_update(const char *path, daily_record *r, daily_fn fn, void *ctx, char *warn,
                 size_t warnlen)
{
    call_daily c = {fn, ctx};
    return store_update(path, &daily_format, r, fn ? call_daily_fn : NULL, &c, warn, warnlen);
}
