/* tool.h - what the llk subcommands share: error reporting, option and
 * number parsing, board loading. Every error is one line on stderr,
 * "llk: ...", and exit status 2. */
#ifndef LLK_TOOL_H
#define LLK_TOOL_H

#include <stdbool.h>

#include "llk/boardfile.h"

enum { TOOL_OK = 0, TOOL_FAIL = 1, TOOL_BAD_INPUT = 2 };

/* Print "llk: CMD: message" and a pointer to --help; returns 2. */
int tool_usage_error(const char *cmd, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* Read every board of a file; on error prints "llk: FILE:LINE: ..." and
 * returns 2, else 0. */
int tool_read_boards(const char *path, llk_board_list *out);
/* The same into a pack (boardfile.h), for commands taking boards one by one. */
int tool_read_pack(const char *path, llk_board_pack *out);

/* The arguments of a command that takes one file (what: its name in the
 * usage, "FILE") and no option but --help: -1 and *file to go on; else
 * the exit status, the help printed or the usage error said. */
int tool_one_file(int argc, char **argv, const char *cmd, const char *help,
                  const char *what, const char **file);

/* Parse a whole decimal integer in [min, max]: digits only, with an
 * optional leading minus. */
bool tool_parse_long(const char *s, long min, long max, long *out);

/* The monotonic clock in milliseconds; its reading at the process's start
 * (from /proc/self/stat, within one clock tick, never late; where that
 * cannot be read, at the first call): the budgets count from there, as
 * --help says, process start-up and reading the file included. */
double tool_now_ms(void);
double tool_start_ms(void);

/* How much slower than its CPU time the process has run so far (wall /
 * CPU, 1 to 4; 1 in its first 20 ms): a loaded machine stretches the work
 * after an engine's deadline (printing, freeing, exit) by about as much,
 * so the reserve kept for it is scaled by this. */
double tool_slowdown(void);

/* Whether arg is --help or -h. */
bool tool_is_help(const char *arg);

/* The subcommands: each takes argv after the command name. */
int cmd_path(int argc, char **argv);
int cmd_pairs(int argc, char **argv);
/* cmd_solve.c (issue 3) */
int cmd_solve(int argc, char **argv);
int cmd_generate(int argc, char **argv);
int cmd_hint(int argc, char **argv);
int cmd_shuffle(int argc, char **argv);
/* cmd_replay.c: a game's replay checked against the rules */
int cmd_replay(int argc, char **argv);

#endif
