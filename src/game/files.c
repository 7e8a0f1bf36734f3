/* files.c - atomic writes, whole-file reads, NAME.bad and the XDG
 * directories (see include/llk/files.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "llk/files.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* fsync the directory holding path, so a rename in it is on disk. */
static int sync_dir_of(const char *path)
{
    char dir[4096];
    const char *slash = strrchr(path, '/');
    if (slash == NULL) {
        snprintf(dir, sizeof dir, ".");
    } else if (slash == path) {
        snprintf(dir, sizeof dir, "/");
    } else {
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
    }
    int fd = open(dir, O_RDONLY | O_DIRECTORY);
    if (fd < 0) {
        return -1;
    }
    int r = fsync(fd);
    close(fd);
    return r;
}

static int write_replacing(const char *path, file_writer write, void *ctx,
                           bool durable, char *err, size_t errlen)
{
    size_t n = strlen(path) + sizeof ".tmp.XXXXXX";
    char *tmp = malloc(n);
    if (tmp == NULL) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    snprintf(tmp, n, "%s.tmp.XXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        snprintf(err, errlen, "%s: cannot create a temporary file beside it: %s",
                 path, strerror(errno));
        free(tmp);
        return -1;
    }
    (void)fchmod(fd, 0644);
    FILE *f = fdopen(fd, "w");
    if (f == NULL) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(errno));
        close(fd);
        unlink(tmp);
        free(tmp);
        return -1;
    }
    errno = 0;
    int failed = write(f, ctx) != 0 || ferror(f) || fflush(f) != 0
                 || (durable && fsync(fd) != 0);
    int saved = errno;
    if (fclose(f) != 0 && !failed) {
        failed = 1;
        saved = errno;
    }
    if (failed) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp,
                 saved ? strerror(saved) : "write error");
        unlink(tmp);
        free(tmp);
        return -1;
    }
    if (rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: cannot replace it: %s", path,
                 strerror(errno));
        unlink(tmp);
        free(tmp);
        return -1;
    }
    free(tmp);
    if (durable) {
        (void)sync_dir_of(path); /* best effort: some file systems refuse */
    }
    return 0;
}

int file_write_atomic(const char *path, file_writer write, void *ctx,
                      char *err, size_t errlen)
{
    return write_replacing(path, write, ctx, true, err, errlen);
}

int file_write_replace(const char *path, file_writer write, void *ctx,
                       char *err, size_t errlen)
{
    return write_replacing(path, write, ctx, false, err, errlen);
}

char *file_read_all(const char *path, size_t cap, size_t *len, bool *missing,
                    char *err, size_t errlen)
{
    *missing = false;
    *len = 0;
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        if (errno == ENOENT) {
            *missing = true;
        }
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return NULL;
    }
    size_t size = 4096, used = 0;
    char *s = malloc(size);
    for (;;) {
        if (s == NULL) {
            snprintf(err, errlen, "%s: out of memory", path);
            fclose(f);
            return NULL;
        }
        size_t got = fread(s + used, 1, size - used - 1, f);
        used += got;
        if (used > cap) {
            snprintf(err, errlen, "%s: larger than %zu bytes", path, cap);
            free(s);
            fclose(f);
            return NULL;
        }
        if (got == 0) {
            break;
        }
        if (used + 1 >= size) {
            char *t = size < cap + 2 ? realloc(s, size * 2) : NULL;
            if (t == NULL) {
                free(s);
            }
            s = t;
            size *= 2;
        }
    }
    int bad = ferror(f);
    fclose(f);
    if (bad) {
        snprintf(err, errlen, "%s: cannot read", path);
        free(s);
        return NULL;
    }
    s[used] = '\0';
    *len = used;
    return s;
}

int file_move_aside(const char *path, char *err, size_t errlen)
{
    char bad[4096];
    int n = snprintf(bad, sizeof bad, "%s.bad", path);
    if (n < 0 || (size_t)n >= sizeof bad) {
        snprintf(err, errlen, "%s: path too long", path);
        return -1;
    }
    if (rename(path, bad) != 0) {
        snprintf(err, errlen, "%s: cannot move it aside to %s: %s", path, bad,
                 strerror(errno));
        return -1;
    }
    (void)sync_dir_of(path);
    return 0;
}

/* mkdir -p, new directories mode 0700. */
static int make_dirs(char *dir, char *err, size_t errlen)
{
    for (char *p = dir + 1;; p++) {
        if (*p != '/' && *p != '\0') {
            continue;
        }
        char keep = *p;
        *p = '\0';
        if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
            snprintf(err, errlen, "%s: cannot create the directory: %s", dir,
                     strerror(errno));
            *p = keep;
            return -1;
        }
        *p = keep;
        if (keep == '\0') {
            break;
        }
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s: not a directory", dir);
        return -1;
    }
    return 0;
}

int file_app_dir(const char *kind, bool create, char *out, size_t len,
                 char *err, size_t errlen)
{
    const char *var, *fallback;
    if (strcmp(kind, "state") == 0) {
        var = "XDG_STATE_HOME";
        fallback = ".local/state";
    } else if (strcmp(kind, "data") == 0) {
        var = "XDG_DATA_HOME";
        fallback = ".local/share";
    } else if (strcmp(kind, "config") == 0) {
        var = "XDG_CONFIG_HOME";
        fallback = ".config";
    } else {
        snprintf(err, errlen, "unknown kind of directory '%s'", kind);
        return -1;
    }
    /* The XDG rule: a relative path in the variable is ignored. */
    const char *base = getenv(var);
    int n;
    if (base != NULL && base[0] == '/') {
        n = snprintf(out, len, "%s/lianliankan", base);
    } else {
        const char *home = getenv("HOME");
        if (home == NULL || home[0] != '/') {
            snprintf(err, errlen, "neither %s nor HOME is set to an absolute "
                     "path: nothing can be saved", var);
            return -1;
        }
        n = snprintf(out, len, "%s/%s/lianliankan", home, fallback);
    }
    if (n < 0 || (size_t)n >= len) {
        snprintf(err, errlen, "the %s directory's path is too long", kind);
        return -1;
    }
    return create ? make_dirs(out, err, errlen) : 0;
}
