/* seed_port.c - see seed_port.h. */
#include "seed_port.h"

#include <stdlib.h>

void port_load(port_board *p, const llk_board *b)
{
    p->pr = b->rows + 2;
    p->pc = b->cols + 2;
    p->cell = calloc((size_t)p->pr * (size_t)p->pc, sizeof *p->cell);
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            p->cell[(r + 1) * p->pc + c + 1] = llk_board_get(b, r, c);
        }
    }
}

void port_free(port_board *p)
{
    free(p->cell);
    p->cell = NULL;
}

static int at(const port_board *p, int y, int x)
{
    return p->cell[y * p->pc + x];
}

/* Straight link: same row or column, every cell between empty. */
static bool straight(const port_board *p, int y1, int x1, int y2, int x2)
{
    if (y1 == y2) {
        int lo = x1 < x2 ? x1 : x2, hi = x1 < x2 ? x2 : x1;
        for (int x = lo + 1; x < hi; x++) {
            if (at(p, y1, x)) {
                return false;
            }
        }
        return true;
    }
    if (x1 == x2) {
        int lo = y1 < y2 ? y1 : y2, hi = y1 < y2 ? y2 : y1;
        for (int y = lo + 1; y < hi; y++) {
            if (at(p, y, x1)) {
                return false;
            }
        }
        return true;
    }
    return false;
}

/* One-turn link through an empty rectangle corner. */
static bool one_turn(const port_board *p, int y1, int x1, int y2, int x2)
{
    if (y1 == y2 || x1 == x2) {
        return false;
    }
    if (!at(p, y1, x2) && straight(p, y1, x1, y1, x2) && straight(p, y1, x2, y2, x2)) {
        return true;
    }
    return !at(p, y2, x1) && straight(p, y1, x1, y2, x1) && straight(p, y2, x1, y2, x2);
}

bool port_find(const port_board *p, llk_cell a, llk_cell z, int *turns)
{
    int y1 = a.r + 1, x1 = a.c + 1, y2 = z.r + 1, x2 = z.c + 1;
    if (straight(p, y1, x1, y2, x2)) {
        *turns = 0;
        return true;
    }
    if (one_turn(p, y1, x1, y2, x2)) {
        *turns = 1;
        return true;
    }
    static const int dy[4] = {0, 0, 1, -1}, dx[4] = {1, -1, 0, 0};
    for (int d = 0; d < 4; d++) {
        for (int y = y1 + dy[d], x = x1 + dx[d];
             y >= 0 && y < p->pr && x >= 0 && x < p->pc && !at(p, y, x);
             y += dy[d], x += dx[d]) {
            if (one_turn(p, y, x, y2, x2)) {
                *turns = 2;
                return true;
            }
        }
    }
    return false;
}

int port_pairs(const port_board *p, const llk_board *b)
{
    /* Per-kind position lists, as the seed posts suggest. */
    int cells = b->rows * b->cols;
    int maxk = 0;
    for (int i = 0; i < cells; i++) {
        maxk = b->kind[i] > maxk ? b->kind[i] : maxk;
    }
    int *start = calloc((size_t)maxk + 2, sizeof *start);
    int *pos = malloc((size_t)cells * sizeof *pos);
    for (int i = 0; i < cells; i++) {
        start[b->kind[i] + 1]++;
    }
    for (int k = 1; k <= maxk + 1; k++) {
        start[k] += start[k - 1];
    }
    int *fill = malloc(((size_t)maxk + 1) * sizeof *fill);
    for (int k = 0; k <= maxk; k++) {
        fill[k] = start[k];
    }
    for (int i = 0; i < cells; i++) {
        pos[fill[b->kind[i]]++] = i;
    }
    int found = 0;
    for (int k = 1; k <= maxk; k++) {
        for (int i = start[k]; i < start[k + 1]; i++) {
            for (int j = i + 1; j < start[k + 1]; j++) {
                int t;
                llk_cell a = {pos[i] / b->cols, pos[i] % b->cols};
                llk_cell z = {pos[j] / b->cols, pos[j] % b->cols};
                found += port_find(p, a, z, &t);
            }
        }
    }
    free(start);
    free(pos);
    free(fill);
    return found;
}
