/* table.c - the kit's table and its text blocks: columns aligned (numbers
 * right-aligned), a header row, heading rows across the table, a marked
 * row; a text too wide for its column is cut with an ellipsis, or wrapped
 * onto more lines where the column says so, so that nothing is drawn past
 * the table's box. Wrapping breaks at spaces, and between any two Chinese
 * characters but not before closing punctuation or after opening
 * punctuation.
 */
#include <string.h>

#include "../text.h"

#define KIT_ELLIPSIS "\xe2\x80\xa6"

/* Whether the character at s (UTF-8) may start a line anywhere (CJK
 * ideographs, kana, full-width forms; U+2E80 and up). */
static bool kit_cjk_at(const char *s)
{
    unsigned char c = (unsigned char)s[0];
    if (c < 0xe2) {
        return false;
    }
    size_t i = 0;
    Uint32 cp = text_next(s, &i);
    return cp >= 0x2e80;
}

/* Chinese line-breaking rules (GB/T 15834, as CSS's line-break: normal):
 * closing punctuation never starts a line, opening punctuation never ends
 * one. */
static bool kit_no_start(Uint32 c)
{
    static const Uint32 no_start[] = {
        0x3001, 0x3002, 0xff0c, 0xff0e, 0xff1a, 0xff1b, 0xff01, 0xff1f,
        0xff09, 0x300d, 0x300f, 0x3011, 0x3009, 0x300b, 0x3015, 0x201d,
        0x2019, 0x2026, 0x00b7, 0xff05, 0xff3d, 0xff5d, 0x30fc};
    for (size_t i = 0; i < sizeof no_start / sizeof no_start[0]; i++) {
        if (c == no_start[i]) {
            return true;
        }
    }
    return false;
}

static bool kit_no_end(Uint32 c)
{
    static const Uint32 no_end[] = {0xff08, 0x300c, 0x300e, 0x3010, 0x3008,
                                    0x300a, 0x3014, 0x201c, 0x2018, 0xff3b,
                                    0xff5b};
    for (size_t i = 0; i < sizeof no_end / sizeof no_end[0]; i++) {
        if (c == no_end[i]) {
            return true;
        }
    }
    return false;
}

/* Whether a line may break before the character at s + i (line start p):
 * not before closing punctuation, not after opening punctuation. */
static bool kit_break_ok(const char *s, size_t p, size_t i)
{
    size_t k = i, prev = i;
    if (kit_no_start(text_next(s, &k))) {
        return false;
    }
    while (prev > p) {
        prev--;
        if ((s[prev] & 0xC0) != 0x80) {
            break;
        }
    }
    k = prev;
    return prev == i || !kit_no_end(text_next(s, &k));
}

/* The width of the first n bytes of s in type t. */
static int kit_width_n(kit_type t, const char *s, size_t n)
{
    char buf[512];
    if (n >= sizeof buf) {
        n = sizeof buf - 1;
    }
    memcpy(buf, s, n);
    buf[n] = '\0';
    int w, h;
    text_size((front_font)t, buf, &w, &h);
    return w;
}

/* Code points in s from a to b. */
static int kit_points(const char *s, size_t a, size_t b)
{
    int n = 0;
    while (a < b) {
        text_next(s, &a);
        n++;
    }
    return n;
}

size_t kit_no_orphan(const char *s, size_t p, size_t end, size_t total)
{
    size_t stop = end;
    while (stop < total && s[stop] != '\n') {
        stop++;
    }
    int rest = kit_points(s, end, stop);
    if (end >= stop || rest > 2 || !kit_cjk_at(s + end) ||
        kit_points(s, p, end) < 3) {
        return end;
    }
    if (rest == 2) { /* a mark after it, not a second character */
        size_t k = end;
        text_next(s, &k);
        if (kit_cjk_at(s + k) && !(s[k] == '\xe3' || s[k] == '\xef')) {
            return end;
        }
    }
    size_t prev = end - 1;
    while (prev > p && (s[prev] & 0xC0) == 0x80) {
        prev--;
    }
    return kit_cjk_at(s + prev) && kit_break_ok(s, p, prev) ? prev : end;
}

/* A cut at end with no break before it (a word wider than the line):
 * moved back a character or two so that punctuation stays with its
 * neighbour, when the line keeps one. */
static size_t kit_forced_cut(const char *s, size_t p, size_t end)
{
    for (int back = 0; back < 2 && !kit_break_ok(s, p, end); back++) {
        size_t prev = end;
        while (prev > p) {
            prev--;
            if ((s[prev] & 0xC0) != 0x80) {
                break;
            }
        }
        if (prev == p) {
            break; /* one character: it stays */
        }
        end = prev;
    }
    return end;
}

int kit_wrap(kit_type t, const char *s, int w, int *start, int *len, int max)
{
    int n = 0;
    size_t p = 0, total = strlen(s);
    while (p < total && n < max) {
        size_t end = p, brk = 0, i = p;
        bool have_brk = false;
        while (i < total && s[i] != '\n') {
            size_t next = i;
            text_next(s, &next);
            if (kit_width_n(t, s + p, next - p) > w && i > p) {
                break;
            }
            /* a break may come before a CJK character or after a space */
            if (i > p && kit_cjk_at(s + i) && kit_break_ok(s, p, i)) {
                brk = i;
                have_brk = true;
            }
            i = next;
            end = i;
            if (s[i - 1] == ' ') {
                brk = i;
                have_brk = true;
            }
        }
        if (i < total && s[i] != '\n' && have_brk) {
            end = brk; /* cut at the last break that fits */
            end = kit_no_orphan(s, p, end, total);
        } else if (i < total && s[i] != '\n') {
            end = kit_forced_cut(s, p, end); /* no break fits: cut */
        }
        size_t shown = end;
        while (shown > p && s[shown - 1] == ' ') {
            shown--;
        }
        start[n] = (int)p;
        len[n] = (int)(shown - p);
        n++;
        p = end;
        if (p < total && s[p] == '\n') {
            p++;
        }
        while (p < total && s[p] == ' ') {
            p++;
        }
    }
    return n;
}

/* kit_text_block without the layout check's box (a table's cell: the
 * table's box is checked). */
static int kit_block(SDL_Renderer *r, kit_type t, const char *s, SDL_Color c,
                     SDL_Rect box, int align, bool draw)
{
    int start[64], len[64];
    int n = kit_wrap(t, s ? s : "", box.w, start, len, 64);
    int th = text_height((front_font)t);
    int x = align == 1 ? box.x + box.w / 2 : align == 2 ? box.x + box.w
                                                          : box.x;
    for (int i = 0; draw && i < n; i++) {
        char line[512];
        int l = len[i] < (int)sizeof line - 1 ? len[i] : (int)sizeof line - 1;
        memcpy(line, s + start[i], (size_t)l);
        line[l] = '\0';
        text_draw(r, (front_font)t, line, c, x, box.y + i * th, align);
    }
    return n * th;
}

int kit_text_block(SDL_Renderer *r, kit_type t, const char *s, SDL_Color c,
                   SDL_Rect box, int align, bool draw)
{
    SDL_Rect across = {box.x, box.y, box.w, 0};
    if (draw) {
        text_keep_inside(&across);
    }
    int h = kit_block(r, t, s, c, box, align, draw);
    if (draw) {
        text_keep_inside(NULL);
    }
    return h;
}

void kit_elide(kit_type t, const char *s, int w, char *out, size_t len)
{
    int tw, th;
    snprintf(out, len, "%s", s);
    text_size((front_font)t, out, &tw, &th);
    if (tw <= w) {
        return;
    }
    /* the longest start of s that fits with the ellipsis */
    size_t keep = 0, i = 0, n = strlen(s);
    while (i < n) {
        size_t next = i;
        text_next(s, &next);
        char buf[512];
        snprintf(buf, sizeof buf, "%.*s" KIT_ELLIPSIS, (int)next, s);
        text_size((front_font)t, buf, &tw, &th);
        if (tw > w) {
            break;
        }
        keep = next;
        i = next;
    }
    snprintf(out, len, "%.*s" KIT_ELLIPSIS, (int)keep, s);
}

void kit_table_init(kit_table *t, SDL_Rect box, kit_type type, int cols)
{
    memset(t, 0, sizeof *t);
    t->box = box;
    t->type = type;
    t->cols = cols < 1 ? 1 : cols > KIT_TABLE_COLS ? KIT_TABLE_COLS : cols;
    t->flex = -1;
    t->pad = kit_u();
    t->row_gap = kit_u();
}

int kit_table_row(kit_table *t, unsigned flags, const char *const *cells)
{
    if (t->rows >= KIT_TABLE_ROWS) {
        return -1;
    }
    int r = t->rows++;
    for (int c = 0; c < t->cols; c++) {
        t->cell[r][c] = cells[c];
    }
    t->flags[r] = flags;
    return r;
}

/* Columns too wide for the box (a large text size): the wrapped ones
 * give up what is missing first (their texts take more lines), each down
 * to a third of its width; returns what they gave up. */
static int kit_table_narrow_wrapped(const kit_table *t, int *w, int missing)
{
    int can = 0, given = 0;
    for (int c = 0; c < t->cols; c++) {
        can += t->wrap[c] ? w[c] * 2 / 3 : 0;
    }
    for (int c = 0; c < t->cols && can > 0; c++) {
        if (t->wrap[c]) {
            int give = (int)((long)missing * (w[c] * 2 / 3) / can);
            give = give > w[c] * 2 / 3 ? w[c] * 2 / 3 : give;
            w[c] -= give;
            given += give;
        }
    }
    return given;
}

/* The widths of the columns for the table's box: each as wide as its
 * widest text; the flexible column takes what is left over, or gives
 * up what is missing (its texts then cut or wrapped). */
static void kit_table_widths(const kit_table *t, int gap, int *w)
{
    int sum = 0, flex = -1;
    for (int c = 0; c < t->cols; c++) {
        w[c] = 0;
        for (int r = 0; r < t->rows; r++) {
            const char *s = t->cell[r][c];
            if (s && !(t->flags[r] & KIT_ROW_HEADING)) {
                int tw, th;
                text_size((front_font)t->type, s, &tw, &th);
                w[c] = tw > w[c] ? tw : w[c];
            }
        }
        if (t->sample[c]) {
            int tw, th;
            text_size((front_font)t->type, t->sample[c], &tw, &th);
            w[c] = tw > w[c] ? tw : w[c];
        }
        if (t->max_share[c] > 0 && w[c] > t->box.w * t->max_share[c] / 100) {
            w[c] = t->box.w * t->max_share[c] / 100;
        }
        if (t->flex == c) {
            flex = c;
        }
        sum += w[c];
    }
    int room = t->box.w - 2 * t->pad - gap * (t->cols - 1);
    if (flex < 0 && sum > room) {
        sum -= kit_table_narrow_wrapped(t, w, sum - room);
    }
    if (flex < 0) {
        /* no flexible column: the space shared out evenly */
        int extra = t->cols > 0 ? (room - sum) / t->cols : 0;
        for (int c = 0; c < t->cols; c++) {
            w[c] += extra;
        }
        return;
    }
    w[flex] += room - sum;
    if (w[flex] < 0) {
        w[flex] = 0;
    }
}

/* Lines of row r (a wrapped column can make it taller). */
static int kit_row_lines(const kit_table *t, int r, const int *w)
{
    int lines = 1;
    if (t->flags[r] & KIT_ROW_HEADING) {
        return 1;
    }
    for (int c = 0; c < t->cols; c++) {
        const char *s = t->cell[r][c];
        if (s && t->wrap[c]) {
            int start[16], len[16];
            int n = kit_wrap(t->type, s, w[c], start, len, 16);
            lines = n > lines ? n : lines;
        }
    }
    return lines;
}

int kit_table_height(const kit_table *t)
{
    int w[KIT_TABLE_COLS], gap = kit_u() * 2, h = 0;
    kit_table_widths(t, gap, w);
    int th = text_height((front_font)t->type);
    for (int r = 0; r < t->rows; r++) {
        h += kit_row_lines(t, r, w) * th + t->row_gap;
    }
    return h;
}

int kit_table_fit(const kit_table *t)
{
    int w[KIT_TABLE_COLS], gap = kit_u() * 2, y = t->box.y;
    kit_table_widths(t, gap, w);
    int th = text_height((front_font)t->type);
    for (int r = 0; r < t->rows; r++) {
        int lines = kit_row_lines(t, r, w);
        if (t->box.h > 0 && y + lines * th > t->box.y + t->box.h) {
            return r;
        }
        y += lines * th + t->row_gap;
    }
    return t->rows;
}

/* One cell's text in [x, x + w) of a line at y. */
static void kit_cell(SDL_Renderer *r, const kit_table *t, const char *s,
                     int c, int x, int w, int y, SDL_Color col)
{
    int ax = t->align[c] == 1 ? x + w / 2 : t->align[c] == 2 ? x + w : x;
    if (t->wrap[c]) {
        SDL_Rect box = {x, y, w, 0};
        kit_block(r, t->type, s, col, box, t->align[c], true);
        return;
    }
    char cut[256];
    kit_elide(t->type, s, w, cut, sizeof cut);
    text_draw(r, (front_font)t->type, cut, col, ax, y, t->align[c]);
}

int kit_table_draw(SDL_Renderer *r, kit_table *t)
{
    int w[KIT_TABLE_COLS], gap = kit_u() * 2, u = kit_u();
    kit_table_widths(t, gap, w);
    int th = text_height((front_font)t->type);
    int y = t->box.y;
    t->drawn = 0;
    text_keep_inside(&t->box); /* (the layout check: nothing past it) */
    for (int row = 0; row < t->rows; row++) {
        int lines = kit_row_lines(t, row, w);
        int h = lines * th + t->row_gap;
        unsigned fl = t->flags[row];
        if (t->box.h > 0 && y + lines * th > t->box.y + t->box.h) {
            break; /* past the box: left out (t->drawn says how many were
                      drawn) */
        }
        t->drawn++;
        SDL_Color col = kit_color(fl & KIT_ROW_HEAD ? KIT_ON_SURFACE_DIM
                                                    : KIT_ON_SURFACE);
        if (fl & KIT_ROW_MARK) { /* the row to look at: on the accent */
            SDL_Rect hl = {t->box.x, y, t->box.w, h};
            kit_round(r, hl, kit_radius(), kit_color(KIT_ACCENT));
            col = kit_color(KIT_ON_ACCENT);
        }
        int ty = y + t->row_gap / 2;
        if (fl & KIT_ROW_HEADING) {
            char cut[256];
            kit_elide(t->type, t->cell[row][0] ? t->cell[row][0] : "",
                      t->box.w - 2 * t->pad, cut, sizeof cut);
            text_draw(r, (front_font)t->type, cut, kit_color(KIT_ACCENT),
                      t->box.x + t->pad, ty, 0);
        } else {
            int x = t->box.x + t->pad;
            for (int c = 0; c < t->cols; c++) {
                if (t->cell[row][c]) {
                    kit_cell(r, t, t->cell[row][c], c, x, w[c], ty, col);
                }
                x += w[c] + gap;
            }
        }
        if (fl & KIT_ROW_HEAD) { /* a rule under the header */
            SDL_Rect rule = {t->box.x, y + h - 1, t->box.w, u / 4 + 1};
            kit_round(r, rule, 0, kit_color(KIT_OUTLINE));
        }
        y += h;
    }
    text_keep_inside(NULL);
    return y - t->box.y;
}
