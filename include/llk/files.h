/* files.h - writing and reading the game's own files safely (pure C,
 * POSIX; no SDL).
 *
 * Every file the game keeps goes through file_write_atomic: a temporary
 * file in the same directory, flushed and fsynced, renamed over the old
 * one, then the directory fsynced, so a crash at any moment leaves the old
 * file or the new one, never a mix. A file that cannot be used is moved
 * aside as NAME.bad. Errors come back as one line written for a person,
 * naming the file.
 */
#ifndef LLK_FILES_H
#define LLK_FILES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Writes the content to f; returns 0, or -1 (a write error). */
typedef int (*file_writer)(FILE *f, void *ctx);

/* Write path atomically with write(f, ctx). 0, or -1 with err. */
int file_write_atomic(const char *path, file_writer write, void *ctx,
                      char *err, size_t errlen);

/* The same without the two fsyncs, for a file that is a view and no one's
 * data (the state file): readers still see the old file or the new one,
 * never a mix, but after a crash of the system either may be lost. */
int file_write_replace(const char *path, file_writer write, void *ctx,
                       char *err, size_t errlen);

/* Read the whole file, at most cap bytes (more: an error), NUL-terminated.
 * Returns the text (free it) and its length in *len; NULL with *missing
 * set when the file does not exist, NULL with err otherwise. */
char *file_read_all(const char *path, size_t cap, size_t *len, bool *missing,
                    char *err, size_t errlen);

/* Rename path to path.bad (replacing an older one). 0, or -1 with err. */
int file_move_aside(const char *path, char *err, size_t errlen);

/* The game's directory for kind "state", "data" or "config": $XDG_X_HOME
 * (an absolute path) or $HOME/.local/state, .local/share, .config; then
 * "/lianliankan". Created (with parents, mode 0700 where new) when create.
 * 0, or -1 with err (no HOME, not creatable). */
int file_app_dir(const char *kind, bool create, char *out, size_t len,
                 char *err, size_t errlen);

#endif
