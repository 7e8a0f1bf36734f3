/* test_boardfile_oom.c - the board-file parser when memory runs out: the
 * k-th allocation fails, for every k until the parse needs no more. Each
 * time the parse must fail cleanly ("out of memory" in one message, no
 * boards handed back) and free everything it took (live allocations are
 * counted through the same hook), or succeed with the right boards.
 * Linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
 * (Makefile),
 * so only the engine's calls and this file's go through the hook. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/boardfile.h"

void *__real_malloc(size_t n);
void *__real_calloc(size_t n, size_t m);
void *__real_realloc(void *p, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t n, size_t m);
void *__wrap_realloc(void *p, size_t n);
void __real_free(void *p);
void __wrap_free(void *p);

static long fail_at = -1; /* the allocation to fail (from 0), -1: none */
static long calls, live;

static bool fail_now(void)
{
    return fail_at >= 0 && calls++ == fail_at;
}

void *__wrap_malloc(size_t n)
{
    void *p = fail_now() ? NULL : __real_malloc(n);
    live += p != NULL;
    return p;
}

void *__wrap_calloc(size_t n, size_t m)
{
    void *p = fail_now() ? NULL : __real_calloc(n, m);
    live += p != NULL;
    return p;
}

void *__wrap_realloc(void *p, size_t n)
{
    if (fail_now()) {
        return NULL;
    }
    void *q = __real_realloc(p, n);
    live += p == NULL && q != NULL;
    return q;
}

void __wrap_free(void *p)
{
    live -= p != NULL;
    __real_free(p);
}

/* A text of three boards, one large enough (40x40) that the pending rows
 * grow and the board has no small tables. */
static char *make_text(size_t *len)
{
    size_t cap = 1 << 16;
    char *t = malloc(cap);
    size_t n = (size_t)snprintf(t, cap, "# three boards\r\n1 2\r\n2 1\r\n\r\n");
    for (int r = 0; r < 70; r++) {
        for (int c = 0; c < 70; c++) {
            n += (size_t)snprintf(t + n, cap - n, c ? " %d" : "%d", (r * 70 + c) % 7);
        }
        t[n++] = '\r';
    }
    n += (size_t)snprintf(t + n, cap - n, "\n\n3 0 3\n");
    *len = n;
    return t;
}

int main(void)
{
    size_t len;
    char *text = make_text(&len);
    char err[256];
    long k;
    int ok_runs = 0;
    for (k = 0; k < 100000; k++) {
        llk_board_list list = {NULL, 0};
        long before = live;
        calls = 0;
        fail_at = k;
        int r = llk_parse_boards(text, len, "t", &list, err, sizeof err);
        bool failed = calls > k; /* allocation k was reached and failed */
        fail_at = -1;
        if (failed) {
            CHECK(r == -1, "allocation %ld failed but the parse succeeded", k);
            CHECK(strstr(err, "out of memory") != NULL && strncmp(err, "t:", 2) == 0,
                  "allocation %ld: message '%s'", k, err);
            CHECK(list.count == 0 && list.boards == NULL, "allocation %ld: boards handed back", k);
            CHECK(live == before, "allocation %ld: %ld blocks leaked", k, live - before);
        } else {
            CHECK(r == 0, "no allocation failed, yet: %s", err);
            CHECK_INT(list.count, 3);
            if (list.count == 3) {
                CHECK(list.boards[1]->rows == 70 && list.boards[1]->cols == 70, "70x70 board");
                CHECK_INT(llk_board_get(list.boards[1], 1, 2), (72) % 7);
                CHECK_INT(list.boards[2]->tiles, 2);
            }
            ok_runs++;
            llk_board_list_free(&list);
            break;
        }
    }
    /* The kinds, the shapes, the list and two blocks a board: 9. */
    CHECK(k >= 9, "only %ld allocations: the hook did not see the parser", k);
    CHECK_INT(ok_runs, 1);
    printf("failed each of the parser's %ld allocations in turn\n", k);
    free(text);
    return check_done("boardfile_oom");
}
