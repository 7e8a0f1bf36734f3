/* board.c - board storage with per-line empty-cell masks.
 *
 * A "line" is a row (a mask over columns) or a column (a mask over rows),
 * stored as w 64-bit words, bit i set when cell i of the line is empty. Bits
 * past the end of a line are kept clear. The search is in path.c.
 */
#include "llk/board.h"

#include <stdlib.h>
#include <string.h>

static int words_for(int n)
{
    return (n + 63) / 64;
}

static uint64_t *row_line(const llk_board *b, int r)
{
    return b->row_empty + (size_t)r * (size_t)b->rw;
}

static uint64_t *col_line(const llk_board *b, int c)
{
    return b->col_empty + (size_t)c * (size_t)b->cw;
}

static void set_bit(uint64_t *line, int i, bool on)
{
    uint64_t bit = 1ULL << (i & 63);
    if (on) {
        line[i >> 6] |= bit;
    } else {
        line[i >> 6] &= ~bit;
    }
}

llk_board *llk_board_new(int rows, int cols)
{
    if (rows < 1 || cols < 1 || rows > LLK_MAX_DIM || cols > LLK_MAX_DIM) {
        return NULL;
    }
    llk_board *b = calloc(1, sizeof *b);
    if (!b) {
        return NULL;
    }
    b->rows = rows;
    b->cols = cols;
    b->rw = words_for(cols);
    b->cw = words_for(rows);
    b->kind = calloc((size_t)rows * (size_t)cols, sizeof *b->kind);
    b->row_empty = calloc((size_t)rows * (size_t)b->rw, sizeof(uint64_t));
    b->col_empty = calloc((size_t)cols * (size_t)b->cw, sizeof(uint64_t));
    if (!b->kind || !b->row_empty || !b->col_empty) {
        llk_board_free(b);
        return NULL;
    }
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            set_bit(row_line(b, r), c, true);
            set_bit(col_line(b, c), r, true);
        }
    }
    return b;
}

void llk_board_free(llk_board *b)
{
    if (!b) {
        return;
    }
    free(b->kind);
    free(b->row_empty);
    free(b->col_empty);
    free(b);
}

llk_board *llk_board_clone(const llk_board *b)
{
    llk_board *n = llk_board_new(b->rows, b->cols);
    if (n) {
        llk_board_copy(n, b);
    }
    return n;
}

void llk_board_copy(llk_board *dst, const llk_board *src)
{
    size_t cells = (size_t)src->rows * (size_t)src->cols;
    memcpy(dst->kind, src->kind, cells * sizeof *dst->kind);
    memcpy(dst->row_empty, src->row_empty,
           (size_t)src->rows * (size_t)src->rw * sizeof(uint64_t));
    memcpy(dst->col_empty, src->col_empty,
           (size_t)src->cols * (size_t)src->cw * sizeof(uint64_t));
    dst->tiles = src->tiles;
}

bool llk_board_equal(const llk_board *x, const llk_board *y)
{
    return x->rows == y->rows && x->cols == y->cols &&
           memcmp(x->kind, y->kind,
                  (size_t)x->rows * (size_t)x->cols * sizeof *x->kind) == 0;
}

void llk_board_set(llk_board *b, int r, int c, int kind)
{
    uint16_t *cell = &b->kind[(size_t)r * (size_t)b->cols + (size_t)c];
    if ((*cell != 0) != (kind != 0)) {
        b->tiles += kind ? 1 : -1;
        set_bit(row_line(b, r), c, kind == 0);
        set_bit(col_line(b, c), r, kind == 0);
    }
    *cell = (uint16_t)kind;
}

void llk_board_remove(llk_board *b, llk_pair p)
{
    llk_board_set(b, p.a.r, p.a.c, 0);
    llk_board_set(b, p.b.r, p.b.c, 0);
}

const char *llk_status_text(llk_status s)
{
    switch (s) {
    case LLK_OK:
        return "removable";
    case LLK_OUTSIDE:
        return "outside the board";
    case LLK_SAME_CELL:
        return "same cell";
    case LLK_EMPTY:
        return "empty cell";
    case LLK_KINDS:
        return "different kinds";
    case LLK_NO_PATH:
        return "no path";
    }
    return "unknown";
}
