/* shift.c - the shift ("gravity") modes applied after every removal.
 *
 * Every mode is a list of line compactions: a line is a run of cells given
 * by its first cell (the end the tiles move toward), a stride and a length.
 * Compacting a line moves its tiles toward the first cell, keeping their
 * order. outward and inward compact the rows of each quadrant first and
 * then its columns.
 */
#include "llk/shift.h"

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
 * after only changes kind. */
static void compact(llk_board *b, int *from, long first, long step, int n)
{
    long w = first;
    long i = first;
    int cols = b->cols;
    int tiles = 0;
    bool moved = false;
    for (int k = 0; k < n; k++, i += step) {
        int kind = b->kind[i];
        if (kind == 0) {
            continue;
        }
        if (i != w) {
            moved = true;
            llk_board_set(b, (int)(w / cols), (int)(w % cols), kind);
            if (from != NULL) {
                from[w] = from[i];
            }
        }
        w += step;
        tiles++;
    }
    for (int k = tiles; moved && k < n; k++, w += step) {
        if (b->kind[w] != 0) {
            llk_board_set(b, (int)(w / cols), (int)(w % cols), 0);
            if (from != NULL) {
                from[w] = -1;
            }
        }
    }
}

/* Direction a segment compacts toward. */
enum { TO_LOW, TO_HIGH };

/* Compact row r, columns [c0, c1), toward its low or high end. */
static void row_seg(llk_board *b, int *from, int r, int c0, int c1, int dir)
{
    if (c1 <= c0) {
        return;
    }
    long base = (long)r * b->cols;
    if (dir == TO_LOW) {
        compact(b, from, base + c0, 1, c1 - c0);
    } else {
        compact(b, from, base + c1 - 1, -1, c1 - c0);
    }
}

/* Compact column c, rows [r0, r1), toward its low or high end. */
static void col_seg(llk_board *b, int *from, int c, int r0, int r1, int dir)
{
    if (r1 <= r0) {
        return;
    }
    long cols = b->cols;
    if (dir == TO_LOW) {
        compact(b, from, (long)r0 * cols + c, cols, r1 - r0);
    } else {
        compact(b, from, (long)(r1 - 1) * cols + c, -cols, r1 - r0);
    }
}

/* Every row's segment [c0, c1) of rows [r0, r1) toward dir. */
static void rows_block(llk_board *b, int *from, int r0, int r1, int c0,
                       int c1, int dir)
{
    for (int r = r0; r < r1; r++) {
        row_seg(b, from, r, c0, c1, dir);
    }
}

/* Every column's segment [r0, r1) of columns [c0, c1) toward dir. */
static void cols_block(llk_board *b, int *from, int c0, int c1, int r0,
                       int r1, int dir)
{
    for (int c = c0; c < c1; c++) {
        col_seg(b, from, c, r0, r1, dir);
    }
}

/* One quadrant: rows toward rdir, then columns toward cdir. */
static void quadrant(llk_board *b, int *from, int r0, int r1, int c0, int c1,
                     int rdir, int cdir)
{
    rows_block(b, from, r0, r1, c0, c1, rdir);
    cols_block(b, from, c0, c1, r0, r1, cdir);
}

void llk_shift_apply(llk_board *b, llk_shift s, int *from)
{
    int R = b->rows, C = b->cols;
    int hr = R / 2, hc = C / 2;
    if (from != NULL) {
        size_t n = (size_t)R * (size_t)C;
        for (size_t i = 0; i < n; i++) {
            from[i] = b->kind[i] != 0 ? (int)i : -1;
        }
    }
    switch (s) {
    case LLK_SHIFT_DOWN:
        cols_block(b, from, 0, C, 0, R, TO_HIGH);
        break;
    case LLK_SHIFT_UP:
        cols_block(b, from, 0, C, 0, R, TO_LOW);
        break;
    case LLK_SHIFT_LEFT:
        rows_block(b, from, 0, R, 0, C, TO_LOW);
        break;
    case LLK_SHIFT_RIGHT:
        rows_block(b, from, 0, R, 0, C, TO_HIGH);
        break;
    case LLK_SHIFT_SPLIT_VERTICAL:
        cols_block(b, from, 0, C, 0, hr, TO_LOW);
        cols_block(b, from, 0, C, hr, R, TO_HIGH);
        break;
    case LLK_SHIFT_GATHER_VERTICAL:
        cols_block(b, from, 0, C, 0, hr, TO_HIGH);
        cols_block(b, from, 0, C, hr, R, TO_LOW);
        break;
    case LLK_SHIFT_SPLIT_HORIZONTAL:
        rows_block(b, from, 0, R, 0, hc, TO_LOW);
        rows_block(b, from, 0, R, hc, C, TO_HIGH);
        break;
    case LLK_SHIFT_GATHER_HORIZONTAL:
        rows_block(b, from, 0, R, 0, hc, TO_HIGH);
        rows_block(b, from, 0, R, hc, C, TO_LOW);
        break;
    case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT:
        rows_block(b, from, 0, hr, 0, C, TO_LOW);
        rows_block(b, from, hr, R, 0, C, TO_HIGH);
        break;
    case LLK_SHIFT_LEFT_DOWN_RIGHT_UP:
        cols_block(b, from, 0, hc, 0, R, TO_HIGH);
        cols_block(b, from, hc, C, 0, R, TO_LOW);
        break;
    case LLK_SHIFT_OUTWARD:
        quadrant(b, from, 0, hr, 0, hc, TO_LOW, TO_LOW);
        quadrant(b, from, 0, hr, hc, C, TO_HIGH, TO_LOW);
        quadrant(b, from, hr, R, 0, hc, TO_LOW, TO_HIGH);
        quadrant(b, from, hr, R, hc, C, TO_HIGH, TO_HIGH);
        break;
    case LLK_SHIFT_INWARD:
        quadrant(b, from, 0, hr, 0, hc, TO_HIGH, TO_HIGH);
        quadrant(b, from, 0, hr, hc, C, TO_LOW, TO_HIGH);
        quadrant(b, from, hr, R, 0, hc, TO_HIGH, TO_LOW);
        quadrant(b, from, hr, R, hc, C, TO_LOW, TO_LOW);
        break;
    case LLK_SHIFT_NONE:
    case LLK_SHIFT_COUNT:
    default:
        break;
    }
}
