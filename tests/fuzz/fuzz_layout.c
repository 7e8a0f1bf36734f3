/* fuzz_layout.c - the layout parser: any input is refused with one
 * message line naming the input, or read into a layout with an even tile
 * count that, written back, reads the same; a small layout is then dealt
 * (node budgets only, so the same input gives the same run) and every
 * board dealt keeps the layout's holes. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <string.h>

#include "fuzz.h"
#include "llk/layout.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    llk_layout *l = llk_layout_parse((const char *)data, size, "in", err, sizeof err);
    if (l == NULL) {
        FUZZ_CHECK(strncmp(err, "in:", 3) == 0, err);
        FUZZ_CHECK(strchr(err, '\n') == NULL && strlen(err) > 4, err);
        return 0;
    }
    long n = (long)l->rows * l->cols, marked = 0;
    for (long i = 0; i < n; i++) {
        marked += l->cell[i] != 0;
    }
    FUZZ_CHECK(marked == l->tiles && l->tiles >= 2 && l->tiles % 2 == 0, "tile count");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    FUZZ_CHECK(f != NULL, "open_memstream");
    llk_layout_write(f, l);
    fclose(f);
    llk_layout *again = llk_layout_parse(text, len, "out", err, sizeof err);
    FUZZ_CHECK(again != NULL, err);
    FUZZ_CHECK(again->rows == l->rows && again->cols == l->cols && again->tiles == l->tiles &&
                   memcmp(again->cell, l->cell, (size_t)n) == 0 &&
                   strcmp(again->name, l->name) == 0 && strcmp(again->name_zh, l->name_zh) == 0,
               "layout changed");
    if (l->tiles <= 24) {
        llk_shift s = (llk_shift)(size % LLK_SHIFT_COUNT);
        llk_board *b = llk_generate_layout(l, llk_layout_kinds(l, (int)(n / 4)), s, size, 0,
                                           NULL, NULL, NULL, NULL);
        FUZZ_CHECK(b != NULL, "no board dealt");
        for (long i = 0; i < n; i++) {
            FUZZ_CHECK((b->kind[i] != 0) == (l->cell[i] != 0), "a hole filled");
        }
        llk_board_free(b);
    }
    free(text);
    llk_layout_free(l);
    llk_layout_free(again);
    return 0;
}
