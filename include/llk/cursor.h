/* cursor.h - where the board's cursor goes when an arrow key is pressed
 * (pure C, no SDL; the play screen asks it for keys and, later, a pad).
 *
 * Left and right go in reading order: the nearest tile that way in the
 * same row, else the first tile (right) or the last (left) of the next
 * row that has one, wrapping past the last row to the first. Right alone
 * therefore visits every tile, so no tile is ever out of reach.
 * Up and down go to the nearest tile that way in two dimensions: the
 * fewest rows ahead plus twice the columns aside (ties: fewer columns
 * aside, then the leftmost), the rows counted on past the board's edge
 * round to the other side; a tile straight below is taken before one a
 * column aside unless that one is at least three rows nearer.
 * tests/unit/test_cursor.c proves every tile reachable from every other
 * on random boards of every fill.
 */
#ifndef LLK_CURSOR_H
#define LLK_CURSOR_H

#include <stdbool.h>

#include "llk/board.h"

/* The tile the cursor goes to from `from` (inside the board; it need not
 * hold a tile) for the arrow (dr, dc): (0, 1) right, (0, -1) left, (1, 0)
 * down, (-1, 0) up. False, *to unchanged, when no other tile is that way
 * (the cursor stays), or for another (dr, dc). */
bool cursor_step(const llk_board *b, llk_cell from, int dr, int dc,
                 llk_cell *to);

#endif
