/* lines_int.h - a strict reader of line-based text files, shared by the
 * save, scores and statistics formats (lines.c). Lines end in '\n'; tokens are
 * separated by single spaces; numbers are plain decimal. The first fault
 * gives "line N: what" in err.
 */
#ifndef LINES_INT_H
#define LINES_INT_H

#include <stdbool.h>
#include <stddef.h>

#define LINES_MAX 1024      /* bytes of one line, newline excluded */
#define LINES_MAX_LONG 65536 /* the most a reader may allow (lines_allow) */

typedef struct lines {
    const char *p, *end;
    int lineno;
    size_t max;  /* bytes of one line allowed: LINES_MAX unless lines_allow */
    char line[LINES_MAX_LONG + 1];
    const char *at;   /* the rest of the line */
    char *err;
    size_t errlen;
} lines;

void lines_init(lines *r, const char *text, size_t len, char *err,
                size_t errlen);
/* Allow lines of up to max bytes (at most LINES_MAX_LONG). */
void lines_allow(lines *r, size_t max);
/* Record the fault; returns false. */
bool lines_fail(lines *r, const char *what);
/* The next line; false at the end of the text (no fault recorded: check
 * lines_at_end) or on a fault (a line cut short, too long, a control
 * byte). */
bool lines_next(lines *r);
bool lines_at_end(const lines *r);
/* The next token into out. */
bool lines_token(lines *r, char *out, size_t len);
/* A plain decimal number in [lo, hi] (an optional minus). */
bool lines_num(lines *r, long long lo, long long hi, long long *out);
bool lines_int(lines *r, int lo, int hi, int *out);
/* The line has no more tokens. */
bool lines_end(lines *r);
/* The line's first token is key and the version that follows is in
 * [1, max]; the version into *version. */
bool lines_header(lines *r, const char *magic, int max, int *version);
/* The next line's first word into key: 1. The line "end", last in the
 * text: 0. A fault (recorded; also a missing "end" or lines after it): -1. */
int lines_key(lines *r, char *key, size_t len);
/* Read text with a reader of its own through body(r, arg): 0, or -1 with
 * err saying why (also when out of memory). */
int lines_parse(const char *text, size_t len, char *err, size_t errlen,
                bool (*body)(lines *r, void *arg), void *arg);

#endif
