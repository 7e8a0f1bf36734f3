/* lines.c - the strict line reader (lines_int.h). */
#include "lines_int.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void lines_init(lines *r, const char *text, size_t len, char *err,
                size_t errlen)
{
    r->p = text;
    r->end = text + len;
    r->lineno = 0;
    r->max = LINES_MAX;
    r->line[0] = '\0';
    r->at = r->line;
    r->err = err;
    r->errlen = errlen;
}

void lines_allow(lines *r, size_t max)
{
    r->max = max < LINES_MAX_LONG ? max : LINES_MAX_LONG;
}

bool lines_fail(lines *r, const char *what)
{
    snprintf(r->err, r->errlen, "line %d: %s", r->lineno, what);
    return false;
}

bool lines_at_end(const lines *r)
{
    return r->p >= r->end;
}

bool lines_next(lines *r)
{
    if (r->p >= r->end) {
        return false;
    }
    r->lineno++;
    const char *nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
    if (nl == NULL) {
        return lines_fail(r, "the last line has no newline: cut short");
    }
    size_t n = (size_t)(nl - r->p);
    if (n > r->max) {
        return lines_fail(r, "line too long");
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)r->p[i];
        if (c < 0x20 || c == 0x7f) {
            return lines_fail(r, "a control byte in the line");
        }
    }
    memcpy(r->line, r->p, n);
    r->line[n] = '\0';
    r->p = nl + 1;
    r->at = r->line;
    return true;
}

bool lines_token(lines *r, char *out, size_t len)
{
    const char *s = r->at;
    size_t n = strcspn(s, " ");
    if (n == 0 || n >= len) {
        return lines_fail(r, n == 0 ? "a value is missing" : "a value is too long");
    }
    memcpy(out, s, n);
    out[n] = '\0';
    r->at = s + n + (s[n] == ' ' ? 1 : 0);
    if (s[n] == ' ' && *r->at == '\0') {
        return lines_fail(r, "a space at the end of the line");
    }
    return true;
}

bool lines_num(lines *r, long long lo, long long hi, long long *out)
{
    char t[32];
    if (!lines_token(r, t, sizeof t)) {
        return false;
    }
    const char *d = t + (t[0] == '-');
    if (*d == '\0' || strspn(d, "0123456789") != strlen(d)
        || (d[0] == '0' && d[1] != '\0') || strlen(d) > 18
        || (t[0] == '-' && strcmp(d, "0") == 0)) {
        return lines_fail(r, "not a plain decimal number");
    }
    long long v = strtoll(t, NULL, 10);
    if (v < lo || v > hi) {
        return lines_fail(r, "a number out of its range");
    }
    *out = v;
    return true;
}

bool lines_int(lines *r, int lo, int hi, int *out)
{
    long long v;
    if (!lines_num(r, lo, hi, &v)) {
        return false;
    }
    *out = (int)v;
    return true;
}

bool lines_end(lines *r)
{
    return *r->at == '\0' ? true : lines_fail(r, "more values than the line has");
}

bool lines_header(lines *r, const char *magic, int max, int *version)
{
    char w[64];
    if (!lines_next(r)) {
        if (lines_at_end(r)) {
            r->lineno = 1;
            return lines_fail(r, "the file is empty");
        }
        return false;
    }
    if (!lines_token(r, w, sizeof w) || strcmp(w, magic) != 0) {
        char what[128];
        snprintf(what, sizeof what, "does not start with '%s'", magic);
        return lines_fail(r, what);
    }
    if (!lines_int(r, 0, 1000000, version) || !lines_end(r)) {
        return false;
    }
    if (*version < 1 || *version > max) {
        return lines_fail(r, "a file of another version of the game");
    }
    return true;
}

int lines_key(lines *r, char *key, size_t len)
{
    if (!lines_next(r)) {
        if (lines_at_end(r)) {
            lines_fail(r, "no 'end' line: cut short");
        }
        return -1;
    }
    if (!lines_token(r, key, len)) {
        return -1;
    }
    if (strcmp(key, "end") != 0) {
        return 1;
    }
    if (!lines_end(r)) {
        return -1;
    }
    if (!lines_at_end(r)) {
        r->lineno++;
        lines_fail(r, "lines after 'end'");
        return -1;
    }
    return 0;
}

int lines_parse(const char *text, size_t len, char *err, size_t errlen,
                bool (*body)(lines *r, void *arg), void *arg)
{
    lines *r = malloc(sizeof *r);
    if (r == NULL) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    lines_init(r, text, len, err, errlen);
    bool ok = body(r, arg);
    free(r);
    return ok ? 0 : -1;
}
