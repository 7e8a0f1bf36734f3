/* board_text.h - hand-made boards for the tests, written as text: rows *
 * cols integers in row-major order (0 empty), separated by spaces, with
 * '/' allowed between rows for readability. Text with too few or too
 * many numbers aborts the test (a typo must not pass as empty cells). */
#ifndef BOARD_TEXT_H
#define BOARD_TEXT_H

#include <stdio.h>
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
        long k = strtol(p, &end, 10);
        if (end == p) {
            fprintf(stderr, "board_from: %dx%d needs %d numbers, \"%s\" has %d\n", rows, cols,
                    rows * cols, text, i);
            abort();
        }
        llk_board_set(b, i / cols, i % cols, (int)k);
        p = end;
    }
    while (*p == ' ' || *p == '/') {
        p++;
    }
    if (*p != '\0') {
        fprintf(stderr, "board_from: %dx%d: \"%s\" goes on after %d numbers\n", rows, cols,
                text, rows * cols);
        abort();
    }
    return b;
}

#endif
