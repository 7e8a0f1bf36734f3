/* layout.c - reading and writing layouts (include/llk/layout.h).
 *
 * The whole input is parsed from memory, line by line; every error names
 * the file, the line and, where one applies, the column. Nothing is
 * returned unless the whole input is valid.
 */
#include "llk/layout.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "text_int.h"

enum { MAX_LAYOUT_BYTES = 1024 * 1024 };

static const char magic[] = "lianliankan layout 1";

/* A layout being read, and where the reading is. */
typedef struct reader {
    const char *name;
    char *err;
    size_t errlen;
    long line;
    bool seen_magic, seen_name, seen_name_zh, seen_size;
    int row; /* rows read so far */
    llk_layout *l;
} reader;

static void fail(reader *rd, long col, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    llk_fail_at(rd->err, rd->errlen, rd->name, rd->line, col, fmt, ap);
    va_end(ap);
}

static bool is_space(char ch)
{
    return ch == ' ' || ch == '\t';
}

/* A name's value: 1..LLK_LAYOUT_NAME_MAX-1 bytes, no control bytes. */
static bool take_name(reader *rd, const char *key, const char *v, size_t n, long col,
                      char *out)
{
    if (n == 0) {
        fail(rd, col, "the %s is empty", key);
        return false;
    }
    if (n >= LLK_LAYOUT_NAME_MAX) {
        fail(rd, col, "the %s is longer than %d bytes", key, LLK_LAYOUT_NAME_MAX - 1);
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)v[i];
        if (ch < 0x20 || ch == 0x7f) {
            fail(rd, col + (long)i, "a control byte (0x%02x) in the %s", ch, key);
            return false;
        }
    }
    memcpy(out, v, n);
    out[n] = '\0';
    return true;
}

/* "ROWSxCOLS", each 1..LLK_MAX_DIM. */
static bool take_size(reader *rd, const char *v, size_t n, long col)
{
    long dim[2] = {0, 0};
    int k = 0;
    size_t i = 0;
    for (; k < 2; k++) {
        size_t start = i;
        while (i < n && v[i] >= '0' && v[i] <= '9') {
            if (dim[k] <= LLK_MAX_DIM) {
                dim[k] = dim[k] * 10 + (v[i] - '0');
            }
            i++;
        }
        if (i == start || dim[k] < 1 || dim[k] > LLK_MAX_DIM) {
            fail(rd, col + (long)start, "the size must be ROWSxCOLS, each 1 to %d (as 8x12)",
                 LLK_MAX_DIM);
            return false;
        }
        if (k == 0) {
            if (i >= n || (v[i] != 'x' && v[i] != 'X')) {
                fail(rd, col + (long)i, "the size must be ROWSxCOLS (as 8x12)");
                return false;
            }
            i++;
        }
    }
    if (i != n) {
        fail(rd, col + (long)i, "the size must be ROWSxCOLS (as 8x12), nothing after it");
        return false;
    }
    rd->l->rows = (int)dim[0];
    rd->l->cols = (int)dim[1];
    rd->l->cell = calloc((size_t)dim[0] * (size_t)dim[1], 1);
    if (rd->l->cell == NULL) {
        fail(rd, 0, "out of memory");
        return false;
    }
    return true;
}

/* A header line `key: value`. */
static bool header_line(reader *rd, const char *s, size_t n)
{
    const char *colon = memchr(s, ':', n);
    if (colon == NULL) {
        fail(rd, 1, "expected a header line 'name: ...', 'name_zh: ...' or 'size: RxC', or a "
                    "row of '#' and '.'");
        return false;
    }
    size_t klen = (size_t)(colon - s);
    const char *v = colon + 1;
    size_t vn = n - klen - 1;
    while (vn > 0 && is_space(*v)) {
        v++;
        vn--;
    }
    while (vn > 0 && is_space(v[vn - 1])) {
        vn--;
    }
    long vcol = (long)(v - s) + 1;
    bool *seen;
    if (klen == 4 && memcmp(s, "name", 4) == 0) {
        seen = &rd->seen_name;
    } else if (klen == 7 && memcmp(s, "name_zh", 7) == 0) {
        seen = &rd->seen_name_zh;
    } else if (klen == 4 && memcmp(s, "size", 4) == 0) {
        seen = &rd->seen_size;
    } else {
        fail(rd, 1, "unknown header '%.*s' (name, name_zh, size)", klen > 30 ? 30 : (int)klen,
             s);
        return false;
    }
    if (*seen) {
        fail(rd, 1, "a second '%.*s' line", (int)klen, s);
        return false;
    }
    *seen = true;
    if (seen == &rd->seen_name) {
        return take_name(rd, "name", v, vn, vcol, rd->l->name);
    }
    if (seen == &rd->seen_name_zh) {
        return take_name(rd, "Chinese name", v, vn, vcol, rd->l->name_zh);
    }
    return take_size(rd, v, vn, vcol);
}

/* A row of cells. */
static bool row_line(reader *rd, const char *s, size_t n)
{
    llk_layout *l = rd->l;
    if (!rd->seen_name || !rd->seen_name_zh || !rd->seen_size) {
        fail(rd, 1, "a row before the header is complete (it needs %s)",
             !rd->seen_size ? "'size: RxC'" : !rd->seen_name ? "'name: ...'" : "'name_zh: ...'");
        return false;
    }
    if (rd->row >= l->rows) {
        fail(rd, 1, "more rows than the size says (%d)", l->rows);
        return false;
    }
    while (n > 0 && is_space(s[n - 1])) {
        n--;
    }
    for (size_t c = 0; c < n; c++) {
        if (s[c] != '#' && s[c] != '.') {
            unsigned char ch = (unsigned char)s[c];
            if (ch >= 0x21 && ch < 0x7f) {
                fail(rd, (long)c + 1, "'%c' is not a cell ('#' a tile, '.' empty)", ch);
            } else {
                fail(rd, (long)c + 1, "byte 0x%02x is not a cell ('#' a tile, '.' empty)", ch);
            }
            return false;
        }
        if ((int)c >= l->cols) {
            fail(rd, (long)c + 1, "the row is longer than the size says (%d)", l->cols);
            return false;
        }
        if (s[c] == '#') {
            l->cell[(size_t)rd->row * (size_t)l->cols + c] = 1;
            l->tiles++;
        }
    }
    if ((int)n < l->cols) {
        fail(rd, (long)n + 1, "the row is shorter than the size says (%zu wide, not %d)",
             n, l->cols);
        return false;
    }
    rd->row++;
    return true;
}

static bool one_line(reader *rd, const char *s, size_t n)
{
    size_t t = n;
    while (t > 0 && is_space(s[t - 1])) {
        t--;
    }
    if (t == 0 || s[0] == ';') {
        return true; /* blank or a comment */
    }
    if (!rd->seen_magic) {
        if (t != sizeof magic - 1 || memcmp(s, magic, t) != 0) {
            fail(rd, 0, "not a layout file (its first line must be '%s')", magic);
            return false;
        }
        rd->seen_magic = true;
        return true;
    }
    if (s[0] == '#' || s[0] == '.') {
        return row_line(rd, s, n);
    }
    if (rd->row > 0) {
        fail(rd, 1, "a header line after the rows");
        return false;
    }
    return header_line(rd, s, n);
}

void llk_layout_free(llk_layout *l)
{
    if (l != NULL) {
        free(l->cell);
        free(l);
    }
}

llk_layout *llk_layout_parse(const char *text, size_t len, const char *name, char *err,
                             size_t errlen)
{
    reader rd = {.name = name ? name : "layout", .err = err, .errlen = errlen};
    if (len > MAX_LAYOUT_BYTES) {
        fail(&rd, 0, "larger than %d bytes: not a layout", MAX_LAYOUT_BYTES);
        return NULL;
    }
    rd.l = calloc(1, sizeof *rd.l);
    if (rd.l == NULL) {
        fail(&rd, 0, "out of memory");
        return NULL;
    }
    size_t at = 0;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        at = 3;
    }
    while (at < len) {
        size_t e = at;
        while (e < len && text[e] != '\n' && text[e] != '\r') {
            e++;
        }
        rd.line++;
        if (memchr(text + at, '\0', e - at) != NULL) {
            fail(&rd, 0, "binary data (a NUL byte), not a layout");
            goto bad;
        }
        if (!one_line(&rd, text + at, e - at)) {
            goto bad;
        }
        at = e;
        if (at < len && text[at] == '\r') {
            at++;
            if (at < len && text[at] == '\n') {
                at++;
            }
        } else if (at < len) {
            at++; /* '\n' */
        }
    }
    if (!rd.seen_magic) {
        rd.line = 0;
        fail(&rd, 0, "empty: not a layout (its first line must be '%s')", magic);
        goto bad;
    }
    if (!rd.seen_name || !rd.seen_name_zh || !rd.seen_size) {
        fail(&rd, 0, "the header has no %s line",
             !rd.seen_size ? "'size: RxC'" : !rd.seen_name ? "'name: ...'" : "'name_zh: ...'");
        goto bad;
    }
    if (rd.row < rd.l->rows) {
        fail(&rd, 0, "only %d of the %d rows the size says", rd.row, rd.l->rows);
        goto bad;
    }
    if (rd.l->tiles < 2 || rd.l->tiles % 2 != 0) {
        rd.line = 0;
        fail(&rd, 0, "%d cells marked '#': a layout needs an even number, at least 2",
             rd.l->tiles);
        goto bad;
    }
    return rd.l;
bad:
    llk_layout_free(rd.l);
    return NULL;
}

llk_layout *llk_layout_read(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return NULL;
    }
    char *buf = malloc(MAX_LAYOUT_BYTES + 1);
    if (buf == NULL) {
        fclose(f);
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    size_t n = fread(buf, 1, MAX_LAYOUT_BYTES + 1, f);
    bool bad = ferror(f) != 0;
    fclose(f);
    llk_layout *l = NULL;
    if (bad) {
        snprintf(err, errlen, "%s: could not be read", path);
    } else {
        l = llk_layout_parse(buf, n, path, err, errlen);
    }
    free(buf);
    return l;
}

llk_layout *llk_layout_full(int rows, int cols)
{
    if (rows < 1 || cols < 1 || rows > LLK_MAX_DIM || cols > LLK_MAX_DIM) {
        return NULL;
    }
    llk_layout *l = calloc(1, sizeof *l);
    size_t n = (size_t)rows * (size_t)cols;
    if (l == NULL || (l->cell = malloc(n)) == NULL) {
        free(l);
        return NULL;
    }
    memset(l->cell, 1, n);
    l->rows = rows;
    l->cols = cols;
    l->tiles = (int)n;
    snprintf(l->name, sizeof l->name, "Full");
    snprintf(l->name_zh, sizeof l->name_zh, "满盘");
    return l;
}

int llk_layout_kinds(const llk_layout *l, int full_kinds)
{
    long cells = (long)l->rows * l->cols;
    long pairs = l->tiles / 2;
    long k = ((long)full_kinds * l->tiles + cells - 1) / cells;
    long lo = (pairs + 1) / 2;
    if (k < lo) {
        k = lo;
    }
    if (k > pairs) {
        k = pairs;
    }
    if (k > LLK_MAX_KIND) {
        k = LLK_MAX_KIND;
    }
    return (int)(k < 1 ? 1 : k);
}

void llk_layout_write(FILE *f, const llk_layout *l)
{
    fprintf(f, "%s\nname: %s\nname_zh: %s\nsize: %dx%d\n", magic, l->name, l->name_zh,
            l->rows, l->cols);
    for (int r = 0; r < l->rows; r++) {
        for (int c = 0; c < l->cols; c++) {
            fputc(l->cell[(size_t)r * (size_t)l->cols + (size_t)c] ? '#' : '.', f);
        }
        fputc('\n', f);
    }
}
