/* fuzz_board.c - the board-file parser: any input is refused with one
 * message line naming the input, or read into boards that, written back,
 * read the same. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "llk/boardfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    llk_board_list list;
    char err[512];
    if (llk_parse_boards((const char *)data, size, "in", &list, err, sizeof err) != 0) {
        FUZZ_CHECK(strncmp(err, "in:", 3) == 0, err);
        FUZZ_CHECK(strchr(err, '\n') == NULL && strlen(err) > 4, err);
        return 0;
    }
    FUZZ_CHECK(list.count > 0, "no board but no error");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    FUZZ_CHECK(f != NULL, "open_memstream");
    for (int i = 0; i < list.count; i++) {
        const llk_board *b = list.boards[i];
        FUZZ_CHECK(b->rows >= 1 && b->cols >= 1 && b->rows <= LLK_MAX_DIM &&
                       b->cols <= LLK_MAX_DIM, "size");
        fputs(i ? "\n# next\n" : "", f);
        llk_write_board(f, b);
    }
    fclose(f);
    llk_board_list again;
    FUZZ_CHECK(llk_parse_boards(text, len, "out", &again, err, sizeof err) == 0, err);
    FUZZ_CHECK(again.count == list.count, "board count changed");
    for (int i = 0; i < list.count; i++) {
        FUZZ_CHECK(llk_board_equal(list.boards[i], again.boards[i]), "board changed");
        FUZZ_CHECK(list.boards[i]->tiles == again.boards[i]->tiles, "tiles changed");
    }
    free(text);
    llk_board_list_free(&list);
    llk_board_list_free(&again);
    return 0;
}
