/* seed_port.h - the baseline for the path benchmarks: the seeds'
 * classification search (000_* / 002_*) ported to C as those posts
 * describe it, on a ring-padded copy of the board (a frame of empty cells
 * all round). Zero turns: scan the cells between. One turn: try the two
 * rectangle corners, each by two straight scans. Two turns: walk from the
 * first tile in each of the four directions through empty cells and try a
 * one-turn link from every cell reached. Returns the first path found,
 * not necessarily the shortest. Written for measurement only. */
#ifndef LLK_SEED_PORT_H
#define LLK_SEED_PORT_H

#include <stdbool.h>

#include "llk/board.h"

typedef struct port_board {
    int pr, pc;   /* padded rows and columns */
    int *cell;    /* pr * pc, 0 empty */
} port_board;

void port_load(port_board *p, const llk_board *b);
void port_free(port_board *p);
/* a and z in board coordinates; fills turns, returns whether joined. */
bool port_find(const port_board *p, llk_cell a, llk_cell z, int *turns);
/* All removable pairs, per kind, with port_find; returns the count. */
int port_pairs(const port_board *p, const llk_board *b);

#endif
