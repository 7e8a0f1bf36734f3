/* demo.c - the shift card's demonstration (pure C, no SDL): a small full
 * board, the pair to take from it and the slide that follows under a
 * shift mode, chosen by the rules themselves so that the card never shows
 * a move the game would refuse.
 */
#include <string.h>

#include "llk/board.h"
#include "llk/game.h"
#include "llk/shift.h"

enum { DEMO_N = GAME_DEMO_ROWS * GAME_DEMO_COLS };

/* How many tiles move when the pair a, z (both set to kind 1 on a copy of
 * b) goes under shift s, or -1 when the rules could not take that pair (no
 * path of at most two turns through empty cells and the ring). from and
 * after get the slide when not -1. */
static int demo_try(const llk_board *b0, llk_shift s, llk_cell a, llk_cell z,
                    int *from, int *after)
{
    llk_board *b = llk_board_clone(b0);
    int moved = 0;
    if (!b) {
        return -1;
    }
    llk_board_set(b, a.r, a.c, 1);
    llk_board_set(b, z.r, z.c, 1);
    if (llk_find_path(b, a, z, NULL) != LLK_OK) {
        llk_board_free(b);
        return -1;
    }
    llk_board_set(b, a.r, a.c, 0);
    llk_board_set(b, z.r, z.c, 0);
    llk_shift_apply(b, s, from);
    for (int i = 0; i < DEMO_N; i++) {
        moved += from[i] >= 0 && from[i] != i;
        after[i] = llk_board_get(b, i / GAME_DEMO_COLS, i % GAME_DEMO_COLS);
    }
    llk_board_free(b);
    return moved;
}

llk_board *game_shift_demo(llk_shift s, llk_cell pair[2], int *from,
                           int *after)
{
    llk_board *b = llk_board_new(GAME_DEMO_ROWS, GAME_DEMO_COLS);
    if (!b) {
        return NULL;
    }
    for (int i = 0; i < DEMO_N; i++) {
        llk_board_set(b, i / GAME_DEMO_COLS, i % GAME_DEMO_COLS, i * 5 % 7 + 2);
    }
    /* of the pairs the rules could take (the board is full: neighbours, or
     * two edge tiles joined round the ring), the one whose removal moves
     * the most tiles; the first in row-major order on a tie */
    int best = -1;
    for (int i = 0; i < DEMO_N; i++) {
        for (int j = i + 1; j < DEMO_N; j++) {
            llk_cell a = {i / GAME_DEMO_COLS, i % GAME_DEMO_COLS};
            llk_cell z = {j / GAME_DEMO_COLS, j % GAME_DEMO_COLS};
            int f[DEMO_N], t[DEMO_N];
            int moved = demo_try(b, s, a, z, f, t);
            if (moved > best) {
                best = moved;
                pair[0] = a;
                pair[1] = z;
                memcpy(from, f, sizeof f);
                memcpy(after, t, sizeof t);
            }
        }
    }
    llk_board_set(b, pair[0].r, pair[0].c, 1); /* the pair alike */
    llk_board_set(b, pair[1].r, pair[1].c, 1);
    return b;
}
