/* board_text.h - hand-made boards for the tests, written as text: rows *
 * cols integers in row-major order (0 empty), separated by spaces, with
 * '/' allowed between rows for readability. */
#ifndef BOARD_TEXT_H
#define BOARD_TEXT_H

#include <stdlib.h>

#include "llk/board.h"

static inline llk_board *board_from(int rows, int cols, const char *text)
{
    llk_board *b = llk_board_new(rows, cols);
    const char *p = text;
    for (int i = 0; i < rows * cols; i++) {
        char *end;
        while (*p == ' ' || *p == '/') {
            p++;
        }
        llk_board_set(b, i / cols, i % cols, (int)strtol(p, &end, 10));
        p = end;
    }
    return b;
}

#endif
