/* boardfile.c - reading and writing the plain-text board format.
 *
 * The whole input is parsed from memory, line by line; every error names
 * the file and line. Nothing is returned unless the whole input is valid.
 */
#include "llk/boardfile.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_FILE_BYTES = 64 * 1024 * 1024 };

static void fail(char *err, size_t errlen, const char *name, long line,
                 const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (line > 0) {
        snprintf(err, errlen, "%s:%ld: %s", name, line, what);
    } else {
        snprintf(err, errlen, "%s: %s", name, what);
    }
}

/* A board being read: its rows as a growing array of kinds. */
typedef struct pending {
    int rows, cols;
    long first_line;
    uint16_t *cells;
    size_t cap;
} pending;

static int list_push(llk_board_list *list, llk_board *b)
{
    llk_board **grown =
        realloc(list->boards, (size_t)(list->count + 1) * sizeof *grown);
    if (!grown) {
        return -1;
    }
    list->boards = grown;
    list->boards[list->count++] = b;
    return 0;
}

/* Turn the pending rows into a board and append it to the list. */
static int finish_board(pending *p, llk_board_list *list)
{
    if (p->rows == 0) {
        return 0;
    }
    llk_board *b = llk_board_new(p->rows, p->cols);
    if (!b) {
        return -1;
    }
    llk_board_fill(b, p->cells);
    if (list_push(list, b) != 0) {
        llk_board_free(b);
        return -1;
    }
    p->rows = 0;
    p->cols = 0;
    return 0;
}

static bool is_blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r';
}

/* Parse one row line [s, e) into p; returns NULL or an error message
 * written to msg. */
static const char *parse_row(const char *s, const char *e, pending *p,
                             char *msg, size_t msglen)
{
    int count = 0;
    while (s < e) {
        while (s < e && is_blank(*s)) {
            s++;
        }
        if (s >= e) {
            break;
        }
        const char *t = s;
        while (t < e && !is_blank(*t)) {
            t++;
        }
        int len = (int)(t - s);
        if (*s == '-' && len > 1) {
            snprintf(msg, msglen, "negative value '%.*s'", len > 20 ? 20 : len, s);
            return msg;
        }
        long v = 0;
        for (const char *q = s; q < t; q++) {
            if (*q < '0' || *q > '9') {
                unsigned char ch = (unsigned char)*q;
                if (t - q >= 3 && memcmp(q, "\xEF\xBB\xBF", 3) == 0) {
                    snprintf(msg, msglen, "a UTF-8 byte-order mark (bytes EF BB BF) inside "
                                          "the file, not a number");
                } else if (ch < 0x20 || ch == 0x7f) {
                    snprintf(msg, msglen, "binary data (byte 0x%02x), not a board", ch);
                } else {
                    snprintf(msg, msglen, "'%.*s' is not a number", len > 20 ? 20 : len, s);
                }
                return msg;
            }
            if (v <= LLK_MAX_KIND) {
                v = v * 10 + (*q - '0');
            }
        }
        if (v > LLK_MAX_KIND) {
            snprintf(msg, msglen, "value '%.*s' is too large (kinds are 1..%d, 0 is empty)",
                     len > 20 ? 20 : len, s, LLK_MAX_KIND);
            return msg;
        }
        if (count >= LLK_MAX_DIM) {
            snprintf(msg, msglen, "row has more than %d cells", LLK_MAX_DIM);
            return msg;
        }
        if (p->rows > 0 && count >= p->cols) {
            snprintf(msg, msglen, "row has more cells than the board's first row (%d)", p->cols);
            return msg;
        }
        size_t at = (size_t)p->rows * (size_t)p->cols + (size_t)count;
        if (at >= p->cap) {
            size_t ncap = p->cap ? p->cap * 2 : 1024;
            uint16_t *grown = realloc(p->cells, ncap * sizeof *grown);
            if (!grown) {
                snprintf(msg, msglen, "out of memory");
                return msg;
            }
            p->cells = grown;
            p->cap = ncap;
        }
        p->cells[at] = (uint16_t)v;
        count++;
        s = t;
    }
    if (p->rows == 0) {
        p->cols = count;
    } else if (count != p->cols) {
        snprintf(msg, msglen, "row has %d cells, the board's first row has %d", count, p->cols);
        return msg;
    }
    if (p->rows >= LLK_MAX_DIM) {
        snprintf(msg, msglen, "board has more than %d rows", LLK_MAX_DIM);
        return msg;
    }
    p->rows++;
    return NULL;
}

int llk_parse_boards(const char *text, size_t len, const char *name,
                     llk_board_list *out, char *err, size_t errlen)
{
    llk_board_list list = {NULL, 0};
    pending p = {0, 0, 0, NULL, 0};
    char msg[200];
    long line = 0;
    const char *s = text;
    const char *end = text + len;
    int status = 0;

    if (len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
        s += 3; /* a UTF-8 byte-order mark */
    }
    while (s < end) {
        /* LF, CRLF and a lone CR each end a line. */
        const char *e = s;
        while (e < end && *e != '\n' && *e != '\r') {
            e++;
        }
        line++;
        const char *q = s;
        while (q < e && is_blank(*q)) {
            q++;
        }
        if (q == e) {
            if (finish_board(&p, &list) != 0) {
                fail(err, errlen, name, line, "out of memory");
                status = -1;
                break;
            }
        } else if (*q != '#') {
            if (p.rows == 0) {
                p.first_line = line;
            }
            if (parse_row(s, e, &p, msg, sizeof msg)) {
                fail(err, errlen, name, line, "%s", msg);
                status = -1;
                break;
            }
        }
        s = e + (e + 1 < end && e[0] == '\r' && e[1] == '\n' ? 2 : 1);
    }
    if (status == 0 && finish_board(&p, &list) != 0) {
        fail(err, errlen, name, line, "out of memory");
        status = -1;
    }
    if (status == 0 && list.count == 0) {
        fail(err, errlen, name, line > 0 ? line : 1, "no board in the file (it is empty or holds only comments)");
        status = -1;
    }
    free(p.cells);
    if (status != 0) {
        llk_board_list_free(&list);
        return -1;
    }
    *out = list;
    return 0;
}

int llk_read_boards(const char *path, llk_board_list *out, char *err,
                    size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fail(err, errlen, path, 0, "cannot open: %s", strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = malloc(cap);
    int status = 0;
    while (buf) {
        if (len == cap) {
            if (cap >= MAX_FILE_BYTES) {
                fail(err, errlen, path, 0, "file is larger than %d MiB, not a board file",
                     MAX_FILE_BYTES >> 20);
                status = -1;
                break;
            }
            char *grown = realloc(buf, cap * 2);
            if (!grown) {
                break;
            }
            buf = grown;
            cap *= 2;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0) {
            if (ferror(f)) {
                fail(err, errlen, path, 0, "cannot read: %s", strerror(errno));
                status = -1;
            }
            break;
        }
    }
    fclose(f);
    if (!buf) {
        fail(err, errlen, path, 0, "out of memory");
        return -1;
    }
    if (status == 0) {
        status = llk_parse_boards(buf, len, path, out, err, errlen);
    }
    free(buf);
    return status;
}

void llk_board_list_free(llk_board_list *list)
{
    for (int i = 0; i < list->count; i++) {
        llk_board_free(list->boards[i]);
    }
    free(list->boards);
    list->boards = NULL;
    list->count = 0;
}

void llk_write_board(FILE *f, const llk_board *b)
{
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            fprintf(f, c ? " %d" : "%d", llk_board_get(b, r, c));
        }
        fputc('\n', f);
    }
}
