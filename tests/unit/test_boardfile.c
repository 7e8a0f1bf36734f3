/* test_boardfile.c - reading board files: good files, every malformed
 * case with its line number, real files on disk, large boards. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "llk/boardfile.h"

static int parse(const char *text, llk_board_list *out, char *err, size_t n)
{
    return llk_parse_boards(text, strlen(text), "t.txt", out, err, n);
}

static void expect_error(const char *text, size_t len, const char *want)
{
    llk_board_list list;
    char err[256] = "";
    int st = llk_parse_boards(text, len, "t.txt", &list, err, sizeof err);
    CHECK(st == -1 && strstr(err, want) != NULL, "input %.40s: got '%s', want '%s'",
          text, err, want);
    if (st == 0) {
        llk_board_list_free(&list);
    }
}

#define BAD(text, want) expect_error(text, strlen(text), want)

static void test_good(void)
{
    llk_board_list list;
    char err[256];
    const char *text = "# two boards\n"
                       "1 2\t0\n"
                       "  0 2 1  \r\n"
                       "# a comment inside\n"
                       "\n\n"
                       "5\n"
                       "\n";
    CHECK(parse(text, &list, err, sizeof err) == 0, "parse: %s", err);
    CHECK_INT(list.count, 2);
    if (list.count == 2) {
        llk_board *a = list.boards[0];
        CHECK(a->rows == 2 && a->cols == 3, "first board 2x3");
        CHECK(llk_board_get(a, 0, 1) == 2 && llk_board_get(a, 1, 2) == 1 &&
                  llk_board_get(a, 0, 2) == 0,
              "cells");
        CHECK_INT(a->tiles, 4);
        CHECK(list.boards[1]->rows == 1 && list.boards[1]->cols == 1 &&
                  llk_board_get(list.boards[1], 0, 0) == 5,
              "second board 1x1");
    }
    llk_board_list_free(&list);
    /* No trailing newline; maximum kind. */
    CHECK(parse("9999 9999", &list, err, sizeof err) == 0 && list.count == 1 &&
              llk_board_get(list.boards[0], 0, 1) == 9999,
          "max kind");
    llk_board_list_free(&list);
}

static void test_bad(void)
{
    BAD("1 2\n3 x\n", "t.txt:2: 'x' is not a number");
    BAD("1 2\n3 -4\n", "t.txt:2: negative value '-4'");
    BAD("10000\n", "t.txt:1: value '10000' is too large");
    BAD("1 99999999999999999999999\n", "t.txt:1: value '99999999999999999999");
    BAD("1 2\n3\n", "t.txt:2: row has 1 cells, the board's first row has 2");
    BAD("1 2\n3 4 5\n", "t.txt:2: row has more cells than the board's first row (2)");
    BAD("1 2\n\n1 2 3\n4\n", "t.txt:4: row has 1 cells");
    BAD("", "t.txt:1: no board in the file");
    BAD("# only\n# comments\n\n", "t.txt:3: no board in the file");
    BAD("1 2 3.5\n", "t.txt:1: '3.5' is not a number");
    BAD("1,2\n", "t.txt:1: '1,2' is not a number");
    expect_error("1 2\n\x01\x02\x03\n", 8, "t.txt:2: binary data (byte 0x01)");
    expect_error("1 2\0 3\n", 7, "t.txt:1: binary data (byte 0x00)");
    BAD("\x89PNG\r\n", "t.txt:1: '\x89PNG' is not a number");

    /* Over-size: too many columns, too many rows. */
    size_t n = (LLK_MAX_DIM + 1) * 2 + 2;
    char *wide = malloc(n);
    for (size_t i = 0; i < LLK_MAX_DIM + 1; i++) {
        wide[2 * i] = '1';
        wide[2 * i + 1] = ' ';
    }
    wide[n - 2] = '\n';
    wide[n - 1] = '\0';
    BAD(wide, "t.txt:1: row has more than 1024 cells");
    free(wide);
    char *tall = malloc((LLK_MAX_DIM + 1) * 2 + 1);
    for (size_t i = 0; i < LLK_MAX_DIM + 1; i++) {
        tall[2 * i] = '1';
        tall[2 * i + 1] = '\n';
    }
    tall[(LLK_MAX_DIM + 1) * 2] = '\0';
    BAD(tall, "t.txt:1025: board has more than 1024 rows");
    free(tall);
}

static void test_files(void)
{
    char dir[] = "/tmp/llk-boardfile-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "temp dir");
    char path[512];
    snprintf(path, sizeof path, "%s/b.txt", dir);

    /* A 250 x 250 board written, read back equal. */
    llk_board *big = llk_board_new(250, 250);
    for (int r = 0; r < 250; r++) {
        for (int c = 0; c < 250; c++) {
            llk_board_set(big, r, c, (r * 7 + c * 3) % 50);
        }
    }
    FILE *f = fopen(path, "w");
    llk_write_board(f, big);
    fclose(f);
    llk_board_list list;
    char err[512];
    CHECK(llk_read_boards(path, &list, err, sizeof err) == 0, "read: %s", err);
    CHECK(list.count == 1 && llk_board_equal(list.boards[0], big),
          "250x250 round trip");
    llk_board_list_free(&list);
    llk_board_free(big);

    /* Missing file, a directory, an unreadable file. */
    char missing[600];
    snprintf(missing, sizeof missing, "%s/missing.txt", dir);
    CHECK(llk_read_boards(missing, &list, err, sizeof err) == -1 &&
              strstr(err, "missing.txt: cannot open: No such file") != NULL,
          "missing: %s", err);
    CHECK(llk_read_boards(dir, &list, err, sizeof err) == -1 &&
              strstr(err, "cannot read: Is a directory") != NULL,
          "directory: %s", err);
    /* A path through a file, as if it were a directory: unreadable for
     * anyone, root included. */
    char through[600];
    snprintf(through, sizeof through, "%s/b.txt/x", dir);
    f = fopen(path, "w");
    fclose(f);
    CHECK(llk_read_boards(through, &list, err, sizeof err) == -1 &&
              strstr(err, "cannot open: Not a directory") != NULL,
          "through a file: %s", err);
    unlink(path);
    rmdir(dir);
}

/* Long numbers with leading zeros and rows the fast pass hands to the
 * careful one: the same boards and messages either way. */
static void test_numbers(void)
{
    llk_board_list list;
    char err[256];
    CHECK(parse("00007 0000000000009999 0\n", &list, err, sizeof err) == 0 && list.count == 1 &&
              llk_board_get(list.boards[0], 0, 0) == 7 &&
              llk_board_get(list.boards[0], 0, 1) == 9999 && list.boards[0]->tiles == 2,
          "leading zeros: %s", err);
    if (list.count > 0) {
        llk_board_list_free(&list);
    }
    BAD("1 00010000\n", "t.txt:1: value '00010000' is too large");
    BAD("12345 x\n", "t.txt:1: value '12345' is too large");
    BAD("1 2\n3 4\n5 6 7\n", "t.txt:3: row has more cells than the board's first row (2)");
    BAD("1 2\n3 4\n5 6 x\n", "t.txt:3: 'x' is not a number");
    BAD("1 2\n3 4\n5 x 6\n", "t.txt:3: 'x' is not a number");
    BAD("1\t-2\n", "t.txt:1: negative value '-2'");
    BAD("1 -\n", "t.txt:1: '-' is not a number");
}

/* The pack: the same kinds as the list, one board reused for boards of
 * one size and made anew for another, and a reused board filled with no
 * tile keeps no tables from the board before: tiles set on it then join
 * as on a new board (the straight pair 4-4 below is found only through
 * the row's table, the ring being walled off). */
static void test_pack(void)
{
    const char *text = "1 2 1\n2 0 0\n\n3 3 3\n4 4 4\n5 5 5\n\n0 0 0\n0 0 0\n0 0 0\n\n5\n";
    llk_board_pack pack;
    llk_board_list list;
    char err[256];
    CHECK(llk_parse_pack(text, strlen(text), "t.txt", &pack, err, sizeof err) == 0, "%s", err);
    CHECK(parse(text, &list, err, sizeof err) == 0, "%s", err);
    CHECK_INT(pack.count, 4);
    CHECK_INT(list.count, 4);
    llk_board *b = NULL, *kept = NULL;
    for (int i = 0; i < pack.count && i < list.count; i++) {
        b = llk_pack_board(&pack, i, b);
        CHECK(b && llk_board_equal(b, list.boards[i]) && b->tiles == list.boards[i]->tiles,
              "board %d of the pack", i + 1);
        CHECK_INT(llk_pairs(b, NULL, 0), llk_pairs(list.boards[i], NULL, 0));
        if (i == 1) {
            kept = b;
        }
        if (i == 2) {
            CHECK(b == kept, "board 3: the board of the same size reused");
            static const int set[8][3] = {{0, 0, 5}, {0, 1, 6}, {0, 2, 7}, {2, 0, 8},
                                          {2, 1, 9}, {2, 2, 10}, {1, 0, 4}, {1, 2, 4}};
            for (int k = 0; k < 8; k++) {
                llk_board_set(b, set[k][0], set[k][1], set[k][2]);
            }
            CHECK_INT(llk_pairs(b, NULL, 0), 1);
            llk_path p;
            CHECK(llk_find_path(b, (llk_cell){1, 0}, (llk_cell){1, 2}, &p) == LLK_OK &&
                      p.turns == 0,
                  "a reused board emptied, then set: the straight path");
        }
    }
    CHECK(b && b->rows == 1 && b->cols == 1 && llk_board_get(b, 0, 0) == 5, "1x1 board made anew");
    llk_board_free(b);
    llk_pack_free(&pack);
    llk_board_list_free(&list);
    CHECK(llk_parse_pack("1 2\n3\n", 6, "t.txt", &pack, err, sizeof err) == -1 &&
              strstr(err, "t.txt:2: row has 1 cells") != NULL,
          "pack error: %s", err);
}

int main(void)
{
    test_good();
    test_bad();
    test_numbers();
    test_pack();
    test_files();
    return check_done("boardfile");
}
