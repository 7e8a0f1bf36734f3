/* boardfile.h - reading and writing board files.
 *
 * Format: plain text. A board is consecutive lines of integers separated by
 * spaces or tabs: 0 is an empty cell, 1..9999 a tile kind, every row of a
 * board the same length. Lines starting with '#' are comments. A blank line
 * ends a board; a file may hold several boards. LF, CRLF and a lone CR
 * each end a line; a UTF-8 byte-order mark at the start is skipped.
 */
#ifndef LLK_BOARDFILE_H
#define LLK_BOARDFILE_H

#include <stddef.h>
#include <stdio.h>

#include "llk/board.h"

typedef struct llk_board_list {
    llk_board **boards;
    int count;
} llk_board_list;

/* Parse text of len bytes. On success fills *out and returns 0. On error
 * returns -1 and writes "NAME:LINE: what is wrong" (no newline) to err. */
int llk_parse_boards(const char *text, size_t len, const char *name,
                     llk_board_list *out, char *err, size_t errlen);

/* Read and parse a file; errors as above (unreadable file: "NAME: ..."). */
int llk_read_boards(const char *path, llk_board_list *out, char *err,
                    size_t errlen);

void llk_board_list_free(llk_board_list *list);

/* Write a board as rows of integers, one line per row. */
void llk_write_board(FILE *f, const llk_board *b);

#endif
