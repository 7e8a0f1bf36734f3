/* layout.h - board layouts: which cells hold a tile when a board is dealt.
 *
 * Format (plain text, UTF-8; docs/formats.md has the whole description):
 *
 *     lianliankan layout 1
 *     name: Heart
 *     name_zh: 心
 *     size: 8x12
 *     .##....##.
 *     ...
 *
 * The first line names the format. Then header lines `key: value`
 * (`name`, `name_zh` and `size`, each exactly once, in any order; `size`
 * is ROWSxCOLS), then exactly ROWS lines of COLS characters, `#` a cell
 * that gets a tile and `.` a cell left empty. Lines starting with `;` are
 * comments and blank lines are skipped anywhere; LF, CRLF and a lone CR
 * end a line; a UTF-8 byte-order mark at the start is skipped. The tile
 * count must be even and at least 2.
 */
#ifndef LLK_LAYOUT_H
#define LLK_LAYOUT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "llk/board.h"
#include "llk/shift.h"
#include "llk/solve.h"

#define LLK_LAYOUT_NAME_MAX 64 /* bytes of a name, with its NUL */

typedef struct llk_layout {
    int rows, cols;
    int tiles;                        /* cells marked '#' */
    char name[LLK_LAYOUT_NAME_MAX];   /* English */
    char name_zh[LLK_LAYOUT_NAME_MAX]; /* Chinese */
    uint8_t *cell;                    /* rows*cols, row-major: 1 holds a tile */
} llk_layout;

/* Parse text of len bytes. Returns the layout, or NULL with
 * "NAME:LINE:COL: what is wrong" (":COL" left out where no column
 * applies; no newline) written to err. */
llk_layout *llk_layout_parse(const char *text, size_t len, const char *name, char *err,
                             size_t errlen);

/* Read and parse a file (at most 1 MiB); errors as above. */
llk_layout *llk_layout_read(const char *path, char *err, size_t errlen);

void llk_layout_free(llk_layout *l);

/* A full rows x cols layout (every cell '#'), named "Full"; NULL on bad
 * sizes or no memory. */
llk_layout *llk_layout_full(int rows, int cols);

/* The kind count for this layout at a difficulty that deals full_kinds
 * kinds on the full board of the layout's size: full_kinds scaled to the
 * layout's tiles (rounded up), then kept between tiles/4 rounded up (no
 * kind dealt more than four times) and tiles/2 (every kind at least one
 * pair). The game's difficulties deal four tiles a kind, so a layout's
 * kinds are dealt twice or four times. */
int llk_layout_kinds(const llk_layout *l, int full_kinds);

/* Write the layout in the format above. */
void llk_layout_write(FILE *f, const llk_layout *l);

/* llk_generate_budget dealing only into the layout's cells (the others
 * stay empty), proven winnable under s as on a full board; a NULL layout
 * is the full board. *cancel (may be NULL) stops it as
 * llk_generate_cancel. line has room for l->tiles/2 pairs. */
llk_board *llk_generate_layout(const llk_layout *l, int kinds, llk_shift s, uint64_t seed,
                               long budget_ms, const atomic_bool *cancel,
                               llk_generate_info *info, llk_pair *line, int *nline);

#endif
