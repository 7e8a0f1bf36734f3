/* cursor.c - the board cursor's moves (include/llk/cursor.h). */
#include "llk/cursor.h"

#include <limits.h>
#include <stdlib.h>

/* Right (dc 1) or left (dc -1): along the row, then row by row in
 * reading order, wrapping; `from` itself is never the answer. */
static bool along(const llk_board *b, llk_cell from, int dc, llk_cell *to)
{
    for (int c = from.c + dc; c >= 0 && c < b->cols; c += dc) {
        if (llk_board_get(b, from.r, c) != 0) {
            *to = (llk_cell){from.r, c};
            return true;
        }
    }
    for (int k = 1; k <= b->rows; k++) {
        int r = ((from.r + dc * k) % b->rows + b->rows) % b->rows;
        for (int i = 0; i < b->cols; i++) {
            int c = dc > 0 ? i : b->cols - 1 - i;
            if (llk_board_get(b, r, c) != 0 && (r != from.r || c != from.c)) {
                *to = (llk_cell){r, c};
                return true;
            }
        }
    }
    return false;
}

/* Down (dr 1) or up (dr -1): the nearest tile by rows ahead (counted
 * round the edge) plus twice the columns aside. */
static bool across(const llk_board *b, llk_cell from, int dr, llk_cell *to)
{
    int best = INT_MAX, best_aside = INT_MAX;
    bool found = false;
    for (int r = 0; r < b->rows; r++) {
        int ahead = (r - from.r) * dr;
        if (ahead == 0) {
            continue;
        }
        if (ahead < 0) {
            ahead += b->rows;
        }
        for (int c = 0; c < b->cols; c++) {
            if (llk_board_get(b, r, c) == 0) {
                continue;
            }
            int aside = abs(c - from.c);
            int score = ahead + 2 * aside;
            /* ties: fewer columns aside, then the leftmost (c rises) */
            if (score < best || (score == best && aside < best_aside)) {
                best = score;
                best_aside = aside;
                *to = (llk_cell){r, c};
                found = true;
            }
        }
    }
    return found;
}

bool cursor_step(const llk_board *b, llk_cell from, int dr, int dc,
                 llk_cell *to)
{
    if (b == NULL || from.r < 0 || from.r >= b->rows || from.c < 0
        || from.c >= b->cols) {
        return false;
    }
    if (dr == 0 && (dc == 1 || dc == -1)) {
        return along(b, from, dc, to);
    }
    if (dc == 0 && (dr == 1 || dr == -1)) {
        return across(b, from, dr, to);
    }
    return false;
}
