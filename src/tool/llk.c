/* llk.c - the llk command-line tool: the rules engine on board files. */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tool.h"

/* The version: the VERSION file, passed by the Makefile. */
#ifndef LLK_VERSION
#error "LLK_VERSION comes from the VERSION file: build with make"
#endif

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} command;

static const command commands[] = {
    {"path", cmd_path, "best path for each query pair on a board"},
    {"pairs", cmd_pairs, "all removable pairs of each board"},
    {"solve", cmd_solve, "clear each board, or prove it cannot be cleared"},
    {"generate", cmd_generate, "deal boards proven winnable"},
    {"hint", cmd_hint, "a move that keeps each board winnable"},
    {"shuffle", cmd_shuffle, "re-deal each board into a winnable one"},
    {"replay", cmd_replay, "check a game's replay against the rules, print its score"},
};

int tool_usage_error(const char *cmd, const char *fmt, ...)
{
    char msg[300];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (cmd) {
        fprintf(stderr, "llk: %s: %s (see 'llk %s --help')\n", cmd, msg, cmd);
    } else {
        fprintf(stderr, "llk: %s (see 'llk --help')\n", msg);
    }
    return TOOL_BAD_INPUT;
}

/* A board file read (status 0) or not (err printed): the exit status. */
static int read_status(int status, const char *err)
{
    if (status != 0) {
        fprintf(stderr, "llk: %s\n", err);
        return TOOL_BAD_INPUT;
    }
    return TOOL_OK;
}

int tool_read_boards(const char *path, llk_board_list *out)
{
    char err[512];
    return read_status(llk_read_boards(path, out, err, sizeof err), err);
}

int tool_read_pack(const char *path, llk_board_pack *out)
{
    char err[512];
    return read_status(llk_read_pack(path, out, err, sizeof err), err);
}

int tool_one_file(int argc, char **argv, const char *cmd, const char *help,
                  const char *what, const char **file)
{
    *file = NULL;
    for (int i = 0; i < argc; i++) {
        if (tool_is_help(argv[i])) {
            fputs(help, stdout);
            return TOOL_OK;
        }
        if (argv[i][0] == '-' && argv[i][1] != '\0') {
            return tool_usage_error(cmd, "unknown option '%s'", argv[i]);
        }
        if (*file != NULL) {
            return tool_usage_error(cmd, "one %s only", what);
        }
        *file = argv[i];
    }
    if (*file == NULL) {
        return tool_usage_error(cmd, "missing %s", what);
    }
    return -1;
}

bool tool_parse_long(const char *s, long min, long max, long *out)
{
    /* Plain decimal digits with an optional minus: no blanks, no '+'. */
    const char *d = s && *s == '-' ? s + 1 : s;
    if (!d || *d < '0' || *d > '9' || strspn(d, "0123456789") != strlen(d)) {
        return false;
    }
    char *end;
    long v = strtol(s, &end, 10);
    if (*end || end == s || v < min || v > max) {
        return false;
    }
    *out = v;
    return true;
}

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

double tool_now_ms(void)
{
    return clock_ms(CLOCK_MONOTONIC);
}

/* Linux's clock since boot, which /proc's start times count in (the
 * headers name it only for _GNU_SOURCE). */
#ifndef CLOCK_BOOTTIME
#define CLOCK_BOOTTIME 7
#endif

double tool_start_ms(void)
{
    static double start = -1;
    if (start >= 0) {
        return start;
    }
    double now = tool_now_ms();
    start = now;
    /* Field 22 of /proc/self/stat, the 20th after the command's name in
     * parentheses (which may hold anything): the start in clock ticks
     * since boot, cut down to a whole tick, so the age errs long by at
     * most one tick (10 ms): on the budget's safe side. */
    FILE *f = fopen("/proc/self/stat", "r");
    char buf[1024];
    size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
    if (f) {
        fclose(f);
    }
    buf[n] = '\0';
    const char *p = strrchr(buf, ')');
    long tick = sysconf(_SC_CLK_TCK);
    for (int field = 2; p && field < 22; field++) {
        p = strchr(p + 1, ' ');
    }
    if (p && tick > 0) {
        double ticks = strtod(p + 1, NULL);
        double age = clock_ms(CLOCK_BOOTTIME) - ticks * 1000.0 / (double)tick;
        if (age > 0 && age < 60000) {
            start = now - age;
        }
    }
    return start;
}

double tool_slowdown(void)
{
    double wall = tool_now_ms() - tool_start_ms();
    double cpu = clock_ms(CLOCK_PROCESS_CPUTIME_ID);
    if (wall < 20 || cpu <= 0) {
        return 1; /* too soon to tell */
    }
    double f = wall / cpu;
    return f < 1 ? 1 : f > 4 ? 4 : f;
}

bool tool_is_help(const char *arg)
{
    return strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0;
}

static void usage(FILE *f)
{
    fprintf(f, "usage: llk COMMAND [ARGS]\n"
               "       llk COMMAND --help\n"
               "       llk --version\n\n"
               "Lianliankan's rules engine on board files.\n\ncommands:\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].summary);
    }
    fprintf(f, "\nA board file holds boards as lines of integers (0 empty, 1..9999 a\n"
               "tile kind); '#' lines are comments; a blank line ends a board.\n"
               "A replay (llk replay) is the game's record of one board's moves.\n"
               "Exit status: 0 success, 1 a replay that does not check (llk replay),\n"
               "2 bad input or usage.\n");
}

int main(int argc, char **argv)
{
    (void)tool_start_ms(); /* the budgets count from the process's start */
    if (argc < 2) {
        usage(stderr);
        return TOOL_BAD_INPUT;
    }
    if (tool_is_help(argv[1])) {
        usage(stdout);
        return TOOL_OK;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("llk %s\n", LLK_VERSION);
        return TOOL_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(argv[1], commands[i].name) == 0) {
            return commands[i].run(argc - 2, argv + 2);
        }
    }
    fprintf(stderr, "llk: unknown command '%s' (see 'llk --help')\n", argv[1]);
    return TOOL_BAD_INPUT;
}
