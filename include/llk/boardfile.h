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
#include <stdint.h>
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

/* Boards as read, before they are made: their kinds in one block, for a
 * program that takes a file's boards one at a time (llk pairs, ...) and
 * so keeps one llk_board, not thousands. Board i has boards[i].rows *
 * boards[i].cols kinds, row-major, from cells + boards[i].at. */
typedef struct llk_board_shape {
    int rows, cols;
    size_t at;
} llk_board_shape;

typedef struct llk_board_pack {
    llk_board_shape *boards;
    int count;
    uint16_t *cells;
} llk_board_pack;

/* As llk_parse_boards and llk_read_boards, into a pack: the same checks,
 * the same messages. */
int llk_parse_pack(const char *text, size_t len, const char *name, llk_board_pack *out,
                   char *err, size_t errlen);
int llk_read_pack(const char *path, llk_board_pack *out, char *err, size_t errlen);
void llk_pack_free(llk_board_pack *p);

/* Board i of the pack, filled into reuse when that board has its size
 * (and returned), else made anew (reuse, if any, is freed). NULL when
 * memory runs out. Free the last one with llk_board_free. */
llk_board *llk_pack_board(const llk_board_pack *p, int i, llk_board *reuse);

/* Write a board as rows of integers, one line per row. */
void llk_write_board(FILE *f, const llk_board *b);

#endif
