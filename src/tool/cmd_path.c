/* cmd_path.c - `llk path` (best path per query) and `llk pairs`. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/board.h"
#include "tool.h"

static const char path_help[] =
    "usage: llk path BOARDFILE\n\n"
    "Reads the first board of BOARDFILE, then query lines 'r1 c1 r2 c2'\n"
    "(0-based row and column of two cells) from standard input; blank and\n"
    "'#' lines are skipped. Prints one line per query, in order:\n"
    "  path T L r0 c0 r1 c1 ... rk ck   T turns (0-2), L length in cell steps,\n"
    "                                   then both ends and every corner, in\n"
    "                                   order (the ring outside the board is\n"
    "                                   row -1 or R, column -1 or C)\n"
    "  none                             same kind, but no path of <= 2 turns\n"
    "  invalid REASON                   outside the board, same cell, empty\n"
    "                                   cell, different kinds, malformed line\n"
    "The path has the fewest turns and, among those, the shortest length.\n"
    "A query line longer than 4096 bytes is a malformed line; LF, CRLF and\n"
    "a lone CR end a line.\n";

static const char pairs_help[] =
    "usage: llk pairs BOARDFILE [--count [--budget-ms N]]\n\n"
    "For each board in BOARDFILE prints 'pairs N', the number of removable\n"
    "pairs, then (without --count) the N pairs as lines 'r1 c1 r2 c2', the\n"
    "first cell before the second in row-major order, lines sorted.\n"
    "--budget-ms N    with --count: time per board in milliseconds (default\n"
    "                 none), reading the file included; when it runs out the\n"
    "                 line is 'pairs N partial', N the pairs counted so far,\n"
    "                 and standard error says so\n";

/* Parse "r1 c1 r2 c2" exactly; false for anything else. Numbers far
 * outside any board are clamped (they are reported as outside). */
static bool parse_query(const char *line, long v[4])
{
    const char *s = line;
    for (int i = 0; i < 4; i++) {
        while (*s == ' ' || *s == '\t') {
            s++;
        }
        char *end;
        long x = strtol(s, &end, 10);
        if (end == s || (*end && *end != ' ' && *end != '\t' && *end != '\r' &&
                         *end != '\n')) {
            return false;
        }
        v[i] = x > 1000000 ? 1000000 : x < -1000000 ? -1000000 : x;
        s = end;
    }
    while (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n') {
        s++;
    }
    return *s == '\0';
}

enum { MAX_QUERY = 4096 }; /* longest query line, its end not counted */

/* Read one line of f into buf (room for MAX_QUERY + 1 bytes) in constant
 * memory: LF, CRLF and a lone CR end it. Returns 0 at the end of input,
 * 1 for a line, 2 for a line longer than MAX_QUERY or holding a NUL byte
 * (consumed, dropped: malformed). */
static int read_query(FILE *f, char *buf)
{
    size_t n = 0;
    bool long_line = false;
    int ch = EOF;
    while ((ch = getc(f)) != EOF && ch != '\n' && ch != '\r') {
        if (n < MAX_QUERY && ch != '\0') {
            buf[n++] = (char)ch;
        } else {
            long_line = true; /* too long, or a NUL byte: malformed */
        }
    }
    if (ch == '\r') {
        int next = getc(f);
        if (next != '\n' && next != EOF) {
            ungetc(next, f);
        }
    }
    buf[n] = '\0';
    if (ch == EOF && n == 0 && !long_line) {
        return 0;
    }
    return long_line ? 2 : 1;
}

static bool skippable(const char *line)
{
    const char *s = line + strspn(line, " \t\r\n");
    return *s == '\0' || *s == '#';
}

int cmd_path(int argc, char **argv)
{
    const char *file;
    int st = tool_one_file(argc, argv, "path", path_help, "BOARDFILE", &file);
    if (st >= 0) {
        return st;
    }
    llk_board_list list;
    st = tool_read_boards(file, &list);
    if (st != TOOL_OK) {
        return st;
    }
    const llk_board *b = list.boards[0];
    static char line[MAX_QUERY + 1];
    int got;
    while ((got = read_query(stdin, line)) != 0) {
        if (got == 1 && skippable(line)) {
            continue;
        }
        long v[4];
        if (got == 2 || !parse_query(line, v)) {
            puts("invalid malformed line");
            continue;
        }
        llk_path p;
        llk_status s = llk_find_path(b, (llk_cell){(int)v[0], (int)v[1]},
                                     (llk_cell){(int)v[2], (int)v[3]}, &p);
        if (s == LLK_NO_PATH) {
            puts("none");
        } else if (s != LLK_OK) {
            printf("invalid %s\n", llk_status_text(s));
        } else {
            printf("path %d %d", p.turns, p.length);
            for (int k = 0; k < p.npoints; k++) {
                printf(" %d %d", p.pts[k].r, p.pts[k].c);
            }
            putchar('\n');
        }
    }
    llk_board_list_free(&list);
    return TOOL_OK;
}

static bool print_pair(void *ctx, llk_pair p)
{
    (void)ctx;
    printf("%d %d %d %d\n", p.a.r, p.a.c, p.b.r, p.b.c);
    return true;
}

/* --budget-ms N or --budget-ms=N at argv[*i]: 1 when taken (*i moved past
 * its value), 0 when it is another argument, -1 after a usage error. */
static int budget_arg(int argc, char **argv, int *i, long *budget)
{
    const char *a = argv[*i], *val = NULL;
    if (strncmp(a, "--budget-ms=", 12) == 0) {
        val = a + 12;
    } else if (strcmp(a, "--budget-ms") == 0) {
        val = *i + 1 < argc ? argv[++*i] : NULL;
    } else {
        return 0;
    }
    if (!val || !tool_parse_long(val, 1, 86400000, budget)) {
        tool_usage_error("pairs", "--budget-ms needs a whole number 1..86400000, not '%s'",
                         val ? val : "");
        return -1;
    }
    return 1;
}

int cmd_pairs(int argc, char **argv)
{
    double since = tool_start_ms();
    const char *file = NULL;
    bool count_only = false;
    long budget = 0;
    for (int i = 0; i < argc; i++) {
        int got;
        if (tool_is_help(argv[i])) {
            fputs(pairs_help, stdout);
            return TOOL_OK;
        }
        if (strcmp(argv[i], "--count") == 0) {
            count_only = true;
        } else if ((got = budget_arg(argc, argv, &i, &budget)) != 0) {
            if (got < 0) {
                return TOOL_BAD_INPUT;
            }
        } else if (argv[i][0] == '-' && argv[i][1]) {
            return tool_usage_error("pairs", "unknown option '%s'", argv[i]);
        } else if (file) {
            return tool_usage_error("pairs", "one BOARDFILE only");
        } else {
            file = argv[i];
        }
    }
    if (!file) {
        return tool_usage_error("pairs", "missing BOARDFILE");
    }
    if (budget > 0 && !count_only) {
        return tool_usage_error("pairs", "--budget-ms goes with --count only");
    }
    /* The file's kinds at once (all checked before anything is printed),
     * then one board at a time, made in the same memory when boards are
     * of one size. */
    llk_board_pack pack;
    int st = tool_read_pack(file, &pack);
    if (st != TOOL_OK) {
        return st;
    }
    llk_board *b = NULL;
    for (int i = 0; i < pack.count; i++) {
        b = llk_pack_board(&pack, i, b);
        if (!b) {
            llk_pack_free(&pack);
            fprintf(stderr, "llk: pairs: out of memory\n");
            return TOOL_FAIL;
        }
        /* The board's budget runs from the start (reading the file counts)
         * or from the end of the board before. */
        bool done = true;
        size_t n = llk_pairs_until(b, NULL, 0, budget > 0 ? since + (double)budget : 0, &done);
        printf("pairs %zu%s\n", n, done ? "" : " partial");
        if (!done) {
            fflush(stdout);
            fprintf(stderr, "llk: pairs: board %d: the budget ran out; %zu pairs counted so far\n",
                    i + 1, n);
        }
        if (!count_only) {
            llk_pairs_each(b, print_pair, NULL); /* sorted, none kept */
        }
        if (budget > 0) {
            since = tool_now_ms();
        }
    }
    llk_board_free(b);
    llk_pack_free(&pack);
    return TOOL_OK;
}
