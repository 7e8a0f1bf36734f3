/* boardfile.c - reading and writing the plain-text board format.
 *
 * The whole input is parsed from memory, line by line; every error names
 * the file and line. Nothing is returned unless the whole input is valid.
 */
#define _POSIX_C_SOURCE 200809L /* fileno */
#include "llk/boardfile.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "text_int.h"

enum { MAX_FILE_BYTES = 64 * 1024 * 1024 };

void llk_fail_at(char *err, size_t errlen, const char *name, long line,
                 long col, const char *fmt, va_list ap)
{
    char what[200];
    vsnprintf(what, sizeof what, fmt, ap);
    if (col > 0) {
        snprintf(err, errlen, "%s:%ld:%ld: %s", name, line, col, what);
    } else if (line > 0) {
        snprintf(err, errlen, "%s:%ld: %s", name, line, what);
    } else {
        snprintf(err, errlen, "%s: %s", name, what);
    }
}

static void fail(char *err, size_t errlen, const char *name, long line,
                 const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    llk_fail_at(err, errlen, name, line, 0, fmt, ap);
    va_end(ap);
}

/* Boards read, kinds only: one block of cells for all, and each board's
 * place in it. A board is being read while p->rows > 0. */
typedef struct reading {
    llk_board_pack pack;
    int shape_cap;
    size_t cap;       /* cells room */
    size_t at;        /* first cell of the board being read */
    int rows, cols;
} reading;

/* Close the board being read (if any) into the pack. */
static int finish_board(reading *rd)
{
    if (rd->rows == 0) {
        return 0;
    }
    llk_board_pack *p = &rd->pack;
    if (p->count == rd->shape_cap) {
        int ncap = rd->shape_cap ? rd->shape_cap * 2 : 16;
        llk_board_shape *grown = realloc(p->boards, (size_t)ncap * sizeof *grown);
        if (!grown) {
            return -1;
        }
        p->boards = grown;
        rd->shape_cap = ncap;
    }
    p->boards[p->count++] = (llk_board_shape){rd->rows, rd->cols, rd->at};
    rd->at += (size_t)rd->rows * (size_t)rd->cols;
    rd->rows = 0;
    rd->cols = 0;
    return 0;
}

static bool is_blank(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\r';
}

/* What is wrong with the token at s (line end e) that is not a plain
 * number: the message into msg. */
static const char *bad_token(const char *s, const char *e, char *msg, size_t msglen)
{
    const char *t = s;
    while (t < e && !is_blank(*t)) {
        t++;
    }
    int len = (int)(t - s);
    if (*s == '-' && len > 1) {
        snprintf(msg, msglen, "negative value '%.*s'", len > 20 ? 20 : len, s);
        return msg;
    }
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
    }
    snprintf(msg, msglen, "value '%.*s' is too large (kinds are 1..%d, 0 is empty)",
             len > 20 ? 20 : len, s, LLK_MAX_KIND);
    return msg;
}

/* Parse row line [s, e) into out the careful way, token by token,
 * stopping at the first thing wrong: NULL or the message written to msg.
 * *count gets the cells read. */
static const char *row_exact(const char *s, const char *e, const reading *rd, uint16_t *out,
                             int *count_out, char *msg, size_t msglen)
{
    int count = 0, most = rd->rows > 0 ? rd->cols : LLK_MAX_DIM;
    for (;;) {
        while (s < e && is_blank(*s)) {
            s++;
        }
        if (s >= e) {
            break;
        }
        unsigned d = (unsigned)(unsigned char)*s - '0', v = d;
        bool digit = d <= 9;
        const char *t = s + 1;
        while (t < e && (d = (unsigned)(unsigned char)*t - '0') <= 9) {
            v = v <= LLK_MAX_KIND ? v * 10 + d : v;
            t++;
        }
        if (!digit || v > LLK_MAX_KIND || (t < e && !is_blank(*t))) {
            return bad_token(s, e, msg, msglen);
        }
        if (count >= most) {
            if (count >= LLK_MAX_DIM) {
                snprintf(msg, msglen, "row has more than %d cells", LLK_MAX_DIM);
            } else {
                snprintf(msg, msglen, "row has more cells than the board's first row (%d)",
                         rd->cols);
            }
            return msg;
        }
        out[count++] = (uint16_t)v;
        s = t;
    }
    *count_out = count;
    if (rd->rows > 0 && count != rd->cols) {
        snprintf(msg, msglen, "row has %d cells, the board's first row has %d", count, rd->cols);
        return msg;
    }
    return NULL;
}

/* Row line [s, e) into out in one pass without a branch on the bytes (a
 * branch on a token's length is mispredicted about every other token of
 * a random board): its number of cells, or -1 when it holds anything but
 * digits and blanks or a number of more than four digits (row_exact then
 * says what is wrong, if anything). out has room for (e - s + 1) / 2 + 1 cells. */
_Static_assert(LLK_MAX_KIND >= 9999, "row_fast takes any 4 digits for a kind");

static int row_fast(const char *s, const char *e, uint16_t *out)
{
    unsigned v = 0, in = 0, bad = 0, len = 0;
    int count = 0;
    for (; s < e; s++) {
        unsigned ch = (unsigned char)*s, d = ch - '0';
        unsigned digit = d <= 9, blank = (ch == ' ') | (ch == '\t');
        bad |= !(digit | blank);
        out[count] = (uint16_t)v; /* kept when this byte ends a number */
        count += (int)(in & blank);
        v = (v * 10 + d) & (0 - digit); /* at most 4 digits: no overflow */
        len = (len + 1) & (0 - digit);
        bad |= len > 4; /* 4 digits are at most LLK_MAX_KIND (9999) */
        in = digit;
    }
    out[count] = (uint16_t)v;
    count += (int)in;
    return bad ? -1 : count;
}

/* Parse one row line [s, e) into the board being read; returns NULL or an
 * error message written to msg. */
static const char *parse_row(const char *s, const char *e, reading *rd, char *msg,
                             size_t msglen)
{
    /* A row of this line has at most (e - s + 1) / 2 cells. */
    size_t need = rd->at + (size_t)rd->rows * (size_t)rd->cols + (size_t)(e - s + 1) / 2 + 1;
    if (need > rd->cap) {
        size_t ncap = rd->cap * 2 > need ? rd->cap * 2 : need;
        uint16_t *grown = realloc(rd->pack.cells, ncap * sizeof *grown);
        if (!grown) {
            snprintf(msg, msglen, "out of memory");
            return msg;
        }
        rd->pack.cells = grown;
        rd->cap = ncap;
    }
    uint16_t *out = rd->pack.cells + rd->at + (size_t)rd->rows * (size_t)rd->cols;
    int count = row_fast(s, e, out);
    if (count < 0 || count > (rd->rows > 0 ? rd->cols : LLK_MAX_DIM) ||
        (rd->rows > 0 && count != rd->cols)) {
        if (row_exact(s, e, rd, out, &count, msg, msglen)) {
            return msg;
        }
    }
    if (rd->rows == 0) {
        rd->cols = count;
    }
    if (rd->rows >= LLK_MAX_DIM) {
        snprintf(msg, msglen, "board has more than %d rows", LLK_MAX_DIM);
        return msg;
    }
    rd->rows++;
    return NULL;
}

/* The end of the line that starts at s: the first LF or CR. */
static const char *line_end(const char *s, const char *end)
{
    const char *nl = memchr(s, '\n', (size_t)(end - s));
    nl = nl ? nl : end;
    const char *cr = memchr(s, '\r', (size_t)(nl - s));
    return cr ? cr : nl;
}

int llk_parse_pack(const char *text, size_t len, const char *name, llk_board_pack *out,
                   char *err, size_t errlen)
{
    reading rd = {{NULL, 0, NULL}, 0, 0, 0, 0, 0};
    char msg[200];
    long line = 0;
    const char *s = text;
    const char *end = text + len;
    int status = 0;

    if (len >= 3 && memcmp(s, "\xEF\xBB\xBF", 3) == 0) {
        s += 3; /* a UTF-8 byte-order mark */
    }
    /* Room for every cell the text can hold, so that rows never move
     * them: a cell takes at least two bytes, its digit and what ends it
     * (pages never written are never touched). */
    rd.cap = (size_t)(end - s) / 2 + 2;
    rd.pack.cells = malloc(rd.cap * sizeof *rd.pack.cells);
    if (!rd.pack.cells) {
        fail(err, errlen, name, 1, "out of memory");
        return -1;
    }
    while (s < end) {
        /* LF, CRLF and a lone CR each end a line. */
        const char *e = line_end(s, end);
        line++;
        const char *q = s;
        while (q < e && is_blank(*q)) {
            q++;
        }
        if (q == e) {
            if (finish_board(&rd) != 0) {
                fail(err, errlen, name, line, "out of memory");
                status = -1;
                break;
            }
        } else if (*q != '#') {
            if (parse_row(q, e, &rd, msg, sizeof msg)) {
                fail(err, errlen, name, line, "%s", msg);
                status = -1;
                break;
            }
        }
        s = e + (e + 1 < end && e[0] == '\r' && e[1] == '\n' ? 2 : 1);
    }
    if (status == 0 && finish_board(&rd) != 0) {
        fail(err, errlen, name, line, "out of memory");
        status = -1;
    }
    if (status == 0 && rd.pack.count == 0) {
        fail(err, errlen, name, line > 0 ? line : 1, "no board in the file (it is empty or holds only comments)");
        status = -1;
    }
    if (status != 0) {
        llk_pack_free(&rd.pack);
        return -1;
    }
    *out = rd.pack;
    return 0;
}

void llk_pack_free(llk_board_pack *p)
{
    free(p->boards);
    free(p->cells);
    p->boards = NULL;
    p->cells = NULL;
    p->count = 0;
}

llk_board *llk_pack_board(const llk_board_pack *p, int i, llk_board *reuse)
{
    const llk_board_shape *s = &p->boards[i];
    if (!reuse || reuse->rows != s->rows || reuse->cols != s->cols) {
        llk_board_free(reuse);
        reuse = llk_board_new(s->rows, s->cols);
        if (!reuse) {
            return NULL;
        }
    }
    llk_board_fill(reuse, p->cells + s->at);
    return reuse;
}

/* The boards of a pack read from name, one allocation each; the pack
 * freed. */
static int unpack(llk_board_pack *pack, const char *name, llk_board_list *out,
                  char *err, size_t errlen)
{
    llk_board_list list = {calloc((size_t)pack->count, sizeof *list.boards), 0};
    while (list.boards && list.count < pack->count) {
        llk_board *b = llk_pack_board(pack, list.count, NULL);
        if (!b) {
            break;
        }
        list.boards[list.count++] = b;
    }
    bool whole = list.boards && list.count == pack->count;
    llk_pack_free(pack);
    if (!whole) {
        llk_board_list_free(&list);
        fail(err, errlen, name, 0, "out of memory");
        return -1;
    }
    *out = list;
    return 0;
}

int llk_parse_boards(const char *text, size_t len, const char *name,
                     llk_board_list *out, char *err, size_t errlen)
{
    llk_board_pack pack;
    if (llk_parse_pack(text, len, name, &pack, err, errlen) != 0) {
        return -1;
    }
    return unpack(&pack, name, out, err, errlen);
}

/* The whole of a file into *buf (len bytes; freed by the caller): sized
 * by fstat when it is a regular file, grown as it comes otherwise. */
static int read_file(const char *path, char **buf_out, size_t *len_out, char *err,
                     size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fail(err, errlen, path, 0, "cannot open: %s", strerror(errno));
        return -1;
    }
    size_t cap = 1 << 16, len = 0;
    struct stat st;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 0 &&
        st.st_size < MAX_FILE_BYTES) {
        cap = (size_t)st.st_size + 1; /* one more to see the end at once */
    }
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
            size_t ncap = cap * 2 < MAX_FILE_BYTES ? cap * 2 : MAX_FILE_BYTES;
            char *grown = realloc(buf, ncap);
            if (!grown) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = grown;
            cap = ncap;
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
    if (status != 0) {
        free(buf);
        return -1;
    }
    *buf_out = buf;
    *len_out = len;
    return 0;
}

int llk_read_pack(const char *path, llk_board_pack *out, char *err, size_t errlen)
{
    char *buf;
    size_t len;
    if (read_file(path, &buf, &len, err, errlen) != 0) {
        return -1;
    }
    int status = llk_parse_pack(buf, len, path, out, err, errlen);
    free(buf);
    return status;
}

int llk_read_boards(const char *path, llk_board_list *out, char *err,
                    size_t errlen)
{
    llk_board_pack pack;
    if (llk_read_pack(path, &pack, err, errlen) != 0) {
        return -1;
    }
    return unpack(&pack, path, out, err, errlen);
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

/* Write a board a row at a time, each row formatted into a buffer (a
 * million cells through printf took about 36 ms of CPU; what a command
 * prints after its engine's deadline should cost little). */
void llk_write_board(FILE *f, const llk_board *b)
{
    /* A row: up to LLK_MAX_DIM numbers of at most 5 digits (a kind is a
     * uint16_t), a separator each. */
    char row[LLK_MAX_DIM * 6 + 1];
    for (int r = 0; r < b->rows; r++) {
        const uint16_t *k = b->kind + (size_t)r * (size_t)b->cols;
        char *o = row;
        for (int c = 0; c < b->cols; c++) {
            unsigned v = k[c];
            if (v >= 10000) {
                *o++ = (char)('0' + v / 10000);
            }
            if (v >= 1000) {
                *o++ = (char)('0' + v / 1000 % 10);
            }
            if (v >= 100) {
                *o++ = (char)('0' + v / 100 % 10);
            }
            if (v >= 10) {
                *o++ = (char)('0' + v / 10 % 10);
            }
            *o++ = (char)('0' + v % 10);
            *o++ = ' ';
        }
        o[-1] = '\n';
        fwrite(row, 1, (size_t)(o - row), f);
    }
}
