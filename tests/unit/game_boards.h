/* game_boards.h - boards the game tests build by hand (test_game.c,
 * test_game_assist.c, test_game_warn.c). */
#ifndef LLK_TEST_GAME_BOARDS_H
#define LLK_TEST_GAME_BOARDS_H

#include "llk/board.h"

/* A board of rows x cols from kinds, row by row (0: empty). */
static inline llk_board *board_of(int rows, int cols, const int *kinds)
{
    llk_board *b = llk_board_new(rows, cols);
    for (int i = 0; i < rows * cols; i++) {
        llk_board_set(b, i / cols, i % cols, kinds[i]);
    }
    return b;
}

/* 5x4 (level 1, no shift): removing the 9s leaves no removable pair, so
 * the game re-deals for free. */
static const int stuck_after_9s[] = {
    9, 9, 0, 0,
    1, 2, 3, 4,
    5, 6, 7, 8,
    8, 7, 6, 5,
    4, 3, 2, 1,
};

#endif
