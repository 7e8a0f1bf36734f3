/* shift.c - the shift ("gravity") modes applied after every removal.
 *
 * Every mode is a list of line compactions: a line is a run of cells given
 * by its first cell (the end the tiles move toward), a stride and a length.
 * Compacting a line moves its tiles toward the first cell, keeping their
 * order. outward and inward compact the rows of each quadrant first and
 * then its columns.
 *
 * On a shaped board (board.h: holes) a line is cut at its holes: each
 * stretch of the shape's cells between two holes (or a hole and the
 * line's ends) compacts on its own toward the cell of it nearest the
 * line's first, so no tile enters a hole or passes one. In outward and
 * inward a quadrant's rows and columns are compacted again, in turn,
 * until a pass moves nothing (with holes one pass may leave a row that
 * its columns' pass opened up; without holes the first pass always
 * ends it). Every pass moves tiles only toward the corner, so it ends.
 */
#include "llk/shift.h"
#include "shift_int.h"

#include <stddef.h>
#include <string.h>

static const char *const shift_names[LLK_SHIFT_COUNT] = {
    "none",
    "down",
    "up",
    "left",
    "right",
    "split-vertical",
    "gather-vertical",
    "split-horizontal",
    "gather-horizontal",
    "top-left-bottom-right",
    "left-down-right-up",
    "outward",
    "inward",
};

const char *llk_shift_name(llk_shift s)
{
    if ((int)s < 0 || s >= LLK_SHIFT_COUNT) {
        return NULL;
    }
    return shift_names[s];
}

bool llk_shift_parse(const char *name, llk_shift *out)
{
    if (name == NULL) {
        return false;
    }
    for (int i = 0; i < LLK_SHIFT_COUNT; i++) {
        if (strcmp(name, shift_names[i]) == 0) {
            *out = (llk_shift)i;
            return true;
        }
    }
    return false;
}

/* Compact the n cells first, first+step, ... toward first. Each tile is
 * written over the next slot (a cell already read), and the cells past the
 * last tile are emptied after, so that a cell holding a tile before and
 * after only changes kind. Whether a tile moved. */
static bool compact(llk_board *b, int *from, long first, long step, int n)
{
    long w = first;
    long i = first;
    int tiles = 0;
    bool moved = false;
    for (int k = 0; k < n; k++, i += step) {
        int kind = b->kind[i];
        if (kind == 0) {
            continue;
        }
        if (i != w) {
            moved = true;
            llk_board_set_ix(b, (int)w, kind);
            if (from != NULL) {
                from[w] = from[i];
            }
        }
        w += step;
        tiles++;
    }
    for (int k = tiles; moved && k < n; k++, w += step) {
        if (b->kind[w] != 0) {
            llk_board_set_ix(b, (int)w, 0);
            if (from != NULL) {
                from[w] = -1;
            }
        }
    }
    return moved;
}

/* compact on a shaped board: each stretch between holes on its own (w
 * the next slot of the stretch being read). */
static bool compact_shaped(llk_board *b, int *from, long first, long step, int n)
{
    long w = first, i = first;
    bool moved = false, any = false;
    for (int k = 0; k <= n; k++, i += step) {
        if (k < n && !llk_board_hole(b, (int)i)) {
            int kind = b->kind[i];
            if (kind != 0 && i != w) {
                moved = true;
                llk_board_set_ix(b, (int)w, kind);
                if (from != NULL) {
                    from[w] = from[i];
                }
            }
            w += kind != 0 ? step : 0;
            continue;
        }
        for (; moved && w != i; w += step) { /* the stretch ends: empty its rest */
            if (b->kind[w] != 0) {
                llk_board_set_ix(b, (int)w, 0);
                if (from != NULL) {
                    from[w] = -1;
                }
            }
        }
        any = any || moved;
        moved = false;
        w = i + step;
    }
    return any;
}

/* Direction a segment compacts toward. */
enum { TO_LOW, TO_HIGH };

/* Segment of column c, rows [r0, r1), toward its low or high end. */
static llk_line col_line(int cols, int c, int r0, int r1, int dir)
{
    if (dir == TO_LOW) {
        return (llk_line){r0 * cols + c, cols, r1 - r0};
    }
    return (llk_line){(r1 - 1) * cols + c, -cols, r1 - r0};
}

/* Segment of row r, columns [c0, c1), toward its low or high end. */
static llk_line row_line(int cols, int r, int c0, int c1, int dir)
{
    if (dir == TO_LOW) {
        return (llk_line){r * cols + c0, 1, c1 - c0};
    }
    return (llk_line){r * cols + c1 - 1, -1, c1 - c0};
}

/* Compact one segment; whether a tile moved. */
static bool compact_line(llk_board *b, int *from, llk_line l)
{
    if (l.n <= 0) {
        return false;
    }
    return b->holes > 0 ? compact_shaped(b, from, l.first, l.step, l.n)
                        : compact(b, from, l.first, l.step, l.n);
}

/* One quadrant, rows [r0, r1) x columns [c0, c1): its rows toward rdir,
 * then its columns toward cdir; on a shaped board again until a pass
 * moves nothing (see the top). */
static void quadrant(llk_board *b, int *from, int r0, int r1, int c0, int c1,
                     int rdir, int cdir)
{
    bool moved = true;
    while (moved) {
        moved = false;
        for (int r = r0; r < r1; r++) {
            moved |= compact_line(b, from, row_line(b->cols, r, c0, c1, rdir));
        }
        for (int c = c0; c < c1; c++) {
            moved |= compact_line(b, from, col_line(b->cols, c, r0, r1, cdir));
        }
        moved = moved && b->holes > 0;
    }
}

bool llk_shift_line(llk_shift s, int R, int C, int i, llk_line *out)
{
    int hr = R / 2, hc = C / 2;
    if (i < 0) {
        return false;
    }
    /* Column modes: one or two segments per column (i / 2: the column,
     * i % 2: the top or bottom half); row modes likewise per row. */
    switch (s) {
    case LLK_SHIFT_DOWN:
    case LLK_SHIFT_UP:
        if (i >= C) {
            return false;
        }
        *out = col_line(C, i, 0, R, s == LLK_SHIFT_DOWN ? TO_HIGH : TO_LOW);
        return true;
    case LLK_SHIFT_LEFT:
    case LLK_SHIFT_RIGHT:
        if (i >= R) {
            return false;
        }
        *out = row_line(C, i, 0, C, s == LLK_SHIFT_LEFT ? TO_LOW : TO_HIGH);
        return true;
    case LLK_SHIFT_SPLIT_VERTICAL:
    case LLK_SHIFT_GATHER_VERTICAL: {
        if (i >= 2 * C) {
            return false;
        }
        bool top = i % 2 == 0, split = s == LLK_SHIFT_SPLIT_VERTICAL;
        int dir = top == split ? TO_LOW : TO_HIGH;
        *out = top ? col_line(C, i / 2, 0, hr, dir) : col_line(C, i / 2, hr, R, dir);
        return true;
    }
    case LLK_SHIFT_SPLIT_HORIZONTAL:
    case LLK_SHIFT_GATHER_HORIZONTAL: {
        if (i >= 2 * R) {
            return false;
        }
        bool left = i % 2 == 0, split = s == LLK_SHIFT_SPLIT_HORIZONTAL;
        int dir = left == split ? TO_LOW : TO_HIGH;
        *out = left ? row_line(C, i / 2, 0, hc, dir) : row_line(C, i / 2, hc, C, dir);
        return true;
    }
    case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT:
        if (i >= R) {
            return false;
        }
        *out = row_line(C, i, 0, C, i < hr ? TO_LOW : TO_HIGH);
        return true;
    case LLK_SHIFT_LEFT_DOWN_RIGHT_UP:
        if (i >= C) {
            return false;
        }
        *out = col_line(C, i, 0, R, i < hc ? TO_HIGH : TO_LOW);
        return true;
    case LLK_SHIFT_NONE:
    case LLK_SHIFT_OUTWARD:
    case LLK_SHIFT_INWARD:
    case LLK_SHIFT_COUNT:
    default:
        return false;
    }
}

void llk_quadrant_box(int rows, int cols, int q, int *r0, int *r1, int *c0, int *c1)
{
    *r0 = q & 2 ? rows / 2 : 0;
    *r1 = q & 2 ? rows : rows / 2;
    *c0 = q & 1 ? cols / 2 : 0;
    *c1 = q & 1 ? cols : cols / 2;
}

int llk_quadrant_of(int rows, int cols, int cell)
{
    return (cell / cols >= rows / 2 ? 2 : 0) + (cell % cols >= cols / 2 ? 1 : 0);
}

/* The corner modes: the quadrants in mask (bit q: quadrant q, as in
 * llk_quadrant_box), each its rows, then its columns: toward the board's
 * corners (outward) or its centre (inward). Other modes: nothing. */
static void corners(llk_board *b, llk_shift s, int *from, unsigned mask)
{
    if (s != LLK_SHIFT_OUTWARD && s != LLK_SHIFT_INWARD) {
        return;
    }
    for (int q = 0; q < 4; q++) {
        if (mask & (1u << q)) {
            int r0, r1, c0, c1;
            llk_quadrant_box(b->rows, b->cols, q, &r0, &r1, &c0, &c1);
            int rdir = (q & 1) ? TO_HIGH : TO_LOW, cdir = (q & 2) ? TO_HIGH : TO_LOW;
            if (s == LLK_SHIFT_INWARD) {
                rdir = !rdir;
                cdir = !cdir;
            }
            quadrant(b, from, r0, r1, c0, c1, rdir, cdir);
        }
    }
}

void llk_shift_apply(llk_board *b, llk_shift s, int *from)
{
    int R = b->rows, C = b->cols;
    if (from != NULL) {
        size_t n = (size_t)R * (size_t)C;
        for (size_t i = 0; i < n; i++) {
            from[i] = b->kind[i] != 0 ? (int)i : -1;
        }
    }
    llk_line l;
    for (int i = 0; llk_shift_line(s, R, C, i, &l); i++) {
        compact_line(b, from, l);
    }
    corners(b, s, from, 0xF);
}

void llk_shift_corners(llk_board *b, llk_shift s, int *from, unsigned mask)
{
    int R = b->rows, C = b->cols;
    for (int q = 0; from != NULL && q < 4; q++) {
        if (mask & (1u << q)) {
            int r0, r1, c0, c1;
            llk_quadrant_box(R, C, q, &r0, &r1, &c0, &c1);
            for (int r = r0; r < r1; r++) {
                for (int c = c0; c < c1; c++) {
                    int i = r * C + c;
                    from[i] = b->kind[i] != 0 ? i : -1;
                }
            }
        }
    }
    corners(b, s, from, mask);
}
