/* cmd_solve.c - `llk solve`, `llk generate`, `llk hint` and `llk shuffle`:
 * the solver, the winnable generator, the winning hint and the re-deal. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llk/layout.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "tool.h"

/* The --layout and --budget-ms paragraphs of solve's and hint's help. */
#define HELP_LAYOUT_BUDGET                                                     \
    "--layout FILE    the boards' shape (a layout file, docs/formats.md, of\n" \
    "                 the boards' size): tiles slide only within the cells it\n" \
    "                 marks '#' (a slide stops at a '.'); no tile may sit on a\n" \
    "                 '.'. 'llk generate --layout' deals such boards\n" \
    "--budget-ms N    time per board in milliseconds (default 5000),\n" \
    "                 reading the file and printing the answer included\n"

static const char solve_help[] =
    "usage: llk solve BOARDFILE [--shift MODE] [--layout FILE] [--budget-ms N]\n\n"
    "For each board prints one of:\n"
    "  solved N       then N lines 'r1 c1 r2 c2' that clear the board, each\n"
    "                 pair as the board stands at that move (after the\n"
    "                 shifts of the earlier moves)\n"
    "  unsolvable     proven: no sequence of moves clears the board\n"
    "  unknown        the budget ran out first\n"
    "--shift MODE     shift after every removal (default none); modes: none,\n"
    "                 down, up, left, right, split-vertical, gather-vertical,\n"
    "                 split-horizontal, gather-horizontal,\n"
    "                 top-left-bottom-right, left-down-right-up, outward,\n"
    "                 inward\n"
    HELP_LAYOUT_BUDGET;

static const char generate_help[] =
    "usage: llk generate --rows R --cols C --kinds K [--shift MODE]\n"
    "                    [--seed S] [--count N] [--budget-ms N] [--solution]\n"
    "       llk generate --layout FILE [--kinds K] [options as above]\n\n"
    "Prints N (default 1) full R x C boards (R*C even), each winnable under\n"
    "MODE (proven by the solver before it is printed), each kind an even\n"
    "number of times, pair counts of any two kinds differing by at most one.\n"
    "Each board is preceded by '# seed S rows R cols C kinds K shift MODE',\n"
    "which reproduces it; boards are separated by a blank line. Board i\n"
    "(from 0) uses seed S+i. Without --seed a fresh seed is chosen.\n"
    "--budget-ms N (default 5000) bounds the time per board. A board that\n"
    "no random deal gave within the solver's node budget is dealt by a\n"
    "play-out with re-deal (still proven; standard error says so). When\n"
    "the time runs out before any proof (huge boards), the board is a\n"
    "random deal, not proven winnable, and standard error says so.\n"
    "--layout FILE    deal only into the cells FILE marks '#' (a layout file,\n"
    "                 docs/formats.md); the others stay empty (0). Rows and\n"
    "                 columns come from the layout (--rows and --cols, if\n"
    "                 given, must match); --kinds defaults to one kind per\n"
    "                 four tiles, rounded up, as the game deals layouts; the\n"
    "                 tiles slide only within the layout's cells, and the\n"
    "                 proof (--solution) follows that rule\n"
    "--solution       after each board, the moves that clear it as 'llk solve'\n"
    "                 prints them: 'solved N', then N lines 'r1 c1 r2 c2'\n"
    "                 (the generator's own proof, replayed before printing);\n"
    "                 'unknown' after a board that is not proven\n";

static const char hint_help[] =
    "usage: llk hint BOARDFILE [--shift MODE] [--layout FILE] [--skip N]\n"
    "                [--budget-ms N]\n\n"
    "For each board prints one of:\n"
    "  hint r1 c1 r2 c2 winning    the board stays winnable after this move\n"
    "                              (proven)\n"
    "  hint r1 c1 r2 c2 unproven   a removable pair; no winning move could be\n"
    "                              proven within the budget, or the board is\n"
    "                              already lost\n"
    "  none                        no pair is removable\n"
    "  none unproven               the budget ran out before any removable\n"
    "                              pair was found (huge boards only; there\n"
    "                              may be one); standard error says so\n"
    "--skip N gives the next different hint N times over (winning moves\n"
    "first, then the others), cycling.\n"
    HELP_LAYOUT_BUDGET;

static const char shuffle_help[] =
    "usage: llk shuffle BOARDFILE [--shift MODE] [--layout FILE] [--seed S]\n"
    "                   [--budget-ms N]\n\n"
    "Re-deals the kinds of each board among its occupied cells (occupancy\n"
    "unchanged) so that the result is proven winnable under MODE, and prints\n"
    "it after a line '# seed S shift MODE'. When no winnable arrangement is\n"
    "found within the budget it prints one with at least one removable pair\n"
    "and says so on standard error. A board with a kind of odd count cannot\n"
    "be cleared by any arrangement: one error line, exit status 2, and no\n"
    "board is printed.\n"
    "--layout FILE    the boards' shape (a layout file, docs/formats.md, of\n"
    "                 the boards' size): tiles slide only within the cells it\n"
    "                 marks '#' (a slide stops at a '.'); no tile may sit on a\n"
    "                 '.'. 'llk generate --layout' deals such boards\n"
    "--budget-ms N    time per board in milliseconds (default 5000)\n";

/* Options shared by the four commands; a flag is accepted only where its
 * field pointer is set. */
typedef struct opts {
    const char *cmd;
    const char *help;
    const char *file;  /* NULL when the command takes no file */
    bool want_file;
    llk_shift shift;
    long budget;
    long *skip;
    long *count;
    long *rows, *cols, *kinds;
    uint64_t *seed;
    bool *seed_set;
    bool *solution;
    const char **layout;
} opts;

enum { DEFAULT_BUDGET_MS = 5000 };

static double now_ms(void)
{
    return tool_now_ms();
}

/* The engine's share of one board's budget (0: the default): what is left
 * since `since` (the process's start for the first board, so start-up
 * and reading the file count) less a reserve for printing, freeing and
 * exit (about 40 ms a million cells, times how much slower than its CPU
 * time the process ran so far: a loaded machine stretches that work as
 * much as the rest); at least 1 ms. */
static long engine_budget(long budget, double since, int cells)
{
    double left = (double)(budget > 0 ? budget : DEFAULT_BUDGET_MS) - (now_ms() - since) -
                  (double)cells / 25000.0 * tool_slowdown();
    return left < 1 ? 1 : (long)left;
}

static bool parse_u64(const char *s, uint64_t *out)
{
    if (!s || *s < '0' || *s > '9') {
        return false;
    }
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (*end || errno == ERANGE) {
        return false;
    }
    *out = (uint64_t)v;
    return true;
}

/* Returns -1 to go on, else the exit status (help printed or error). */
static int parse_opts(opts *o, int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (tool_is_help(a)) {
            fputs(o->help, stdout);
            return TOOL_OK;
        }
        if (a[0] != '-' || a[1] == '\0') {
            if (!o->want_file) {
                return tool_usage_error(o->cmd, "unexpected argument '%s'", a);
            }
            if (o->file) {
                return tool_usage_error(o->cmd, "one BOARDFILE only");
            }
            o->file = a;
            continue;
        }
        const char *val = NULL;
        char name[32];
        const char *eq = strchr(a, '=');
        if (eq) {
            snprintf(name, sizeof name, "%.*s", (int)(eq - a), a);
            val = eq + 1;
        } else {
            snprintf(name, sizeof name, "%s", a);
            if (i + 1 < argc) {
                val = argv[i + 1];
            }
        }
        long *target = NULL;
        long lo = 0, hi = 0;
        if (strcmp(name, "--solution") == 0 && o->solution && !eq) {
            *o->solution = true;
            continue; /* a flag: takes no value */
        }
        if (strcmp(name, "--shift") == 0) {
            if (!val) {
                return tool_usage_error(o->cmd, "--shift needs a MODE");
            }
            if (!llk_shift_parse(val, &o->shift)) {
                return tool_usage_error(o->cmd, "unknown shift mode '%s'", val);
            }
        } else if (strcmp(name, "--seed") == 0 && o->seed) {
            if (!val || !parse_u64(val, o->seed)) {
                return tool_usage_error(o->cmd, "--seed needs a whole number 0..18446744073709551615, not '%s'",
                                        val ? val : "");
            }
            *o->seed_set = true;
        } else if (strcmp(name, "--layout") == 0 && o->layout) {
            if (!val || !*val) {
                return tool_usage_error(o->cmd, "--layout needs a FILE");
            }
            *o->layout = val;
        } else if (strcmp(name, "--budget-ms") == 0) {
            target = &o->budget;
            lo = 1;
            hi = 86400000;
        } else if (strcmp(name, "--skip") == 0 && o->skip) {
            target = o->skip;
            hi = 1000000000;
        } else if (strcmp(name, "--count") == 0 && o->count) {
            target = o->count;
            lo = 1;
            hi = 100000;
        } else if (strcmp(name, "--rows") == 0 && o->rows) {
            target = o->rows;
            lo = 1;
            hi = LLK_MAX_DIM;
        } else if (strcmp(name, "--cols") == 0 && o->cols) {
            target = o->cols;
            lo = 1;
            hi = LLK_MAX_DIM;
        } else if (strcmp(name, "--kinds") == 0 && o->kinds) {
            target = o->kinds;
            lo = 1;
            hi = LLK_MAX_KIND;
        } else {
            return tool_usage_error(o->cmd, "unknown option '%s'", name);
        }
        if (target && (!val || !tool_parse_long(val, lo, hi, target))) {
            return tool_usage_error(o->cmd, "%s needs a whole number %ld..%ld, not '%s'", name, lo,
                                    hi, val ? val : "");
        }
        if (!eq) {
            i++; /* the value was the next argument */
        }
    }
    if (o->want_file && !o->file) {
        return tool_usage_error(o->cmd, "missing BOARDFILE");
    }
    return -1;
}

/* Read the boards of o's file; with --layout, give each the layout's
 * shape (its size theirs, no tile on a hole). */
static int read_boards(const opts *o, llk_board_list *list)
{
    int st = tool_read_boards(o->file, list);
    if (st != TOOL_OK || o->layout == NULL || *o->layout == NULL) {
        return st;
    }
    char err[512];
    llk_layout *l = llk_layout_read(*o->layout, err, sizeof err);
    if (l == NULL) {
        fprintf(stderr, "llk: %s: %s\n", o->cmd, err);
        llk_board_list_free(list);
        return TOOL_BAD_INPUT;
    }
    for (int i = 0; i < list->count && st == TOOL_OK; i++) {
        llk_board *b = list->boards[i];
        if (b->rows != l->rows || b->cols != l->cols) {
            st = tool_usage_error(o->cmd, "board %d is %d x %d, the layout %d x %d", i + 1,
                                  b->rows, b->cols, l->rows, l->cols);
            break;
        }
        for (int c = 0; c < b->rows * b->cols && st == TOOL_OK; c++) {
            if (b->kind[c] != 0 && l->cell[c] == 0) {
                st = tool_usage_error(o->cmd, "board %d: a tile at %d %d, outside the layout's "
                                      "shape", i + 1, c / b->cols, c % b->cols);
            }
        }
        llk_board_set_shape(b, l->cell);
    }
    llk_layout_free(l);
    if (st != TOOL_OK) {
        llk_board_list_free(list);
    }
    return st;
}

/* The options, then the boards of their file: -1 with list read, else the
 * command's exit status (the help shown, a bad option, a bad board). */
static int open_boards(opts *o, int argc, char **argv, llk_board_list *list)
{
    int st = parse_opts(o, argc, argv);
    if (st >= 0) {
        return st;
    }
    st = read_boards(o, list);
    return st == TOOL_OK ? -1 : st;
}

int cmd_solve(int argc, char **argv)
{
    double since = tool_start_ms();
    const char *layout = NULL;
    opts o = {.cmd = "solve", .help = solve_help, .want_file = true, .layout = &layout};
    llk_board_list list;
    int st = open_boards(&o, argc, argv, &list);
    if (st >= 0) {
        return st;
    }
    for (int i = 0; i < list.count; i++) {
        const llk_board *b = list.boards[i];
        llk_pair *moves = malloc(sizeof(llk_pair) * (size_t)(b->tiles / 2 + 1));
        if (!moves) {
            fprintf(stderr, "llk: solve: out of memory\n");
            llk_board_list_free(&list);
            return TOOL_FAIL;
        }
        int n = 0;
        llk_verdict v = llk_solve(b, o.shift, engine_budget(o.budget, since, b->rows * b->cols),
                                  moves, &n);
        if (v == LLK_SOLVED) {
            printf("solved %d\n", n);
            for (int k = 0; k < n; k++) {
                printf("%d %d %d %d\n", moves[k].a.r, moves[k].a.c, moves[k].b.r, moves[k].b.c);
            }
        } else {
            puts(v == LLK_UNSOLVABLE ? "unsolvable" : "unknown");
        }
        fflush(stdout);
        free(moves);
        since = now_ms();
    }
    llk_board_list_free(&list);
    return TOOL_OK;
}

/* Print count boards from seed (a layout's, when l is not NULL). */
static int generate_boards(const opts *o, const llk_layout *l, long rows, long cols, long kinds,
                           long count, uint64_t seed, bool solution)
{
    /* The proof is kept only when it is printed. */
    llk_pair *line = solution ? malloc(sizeof(llk_pair) * (size_t)(rows * cols / 2)) : NULL;
    if (solution && !line) {
        fprintf(stderr, "llk: generate: out of memory\n");
        return TOOL_FAIL;
    }
    for (long i = 0; i < count; i++) {
        uint64_t s = seed + (uint64_t)i;
        llk_generate_info info;
        int nline = 0;
        long budget = engine_budget(o->budget, i == 0 ? tool_start_ms() : now_ms(),
                                    (int)(rows * cols));
        llk_board *b =
            l ? llk_generate_layout(l, (int)kinds, o->shift, s, budget, NULL, &info, line,
                                    line ? &nline : NULL)
              : llk_generate_budget((int)rows, (int)cols, (int)kinds, o->shift, s, budget, &info,
                                    line, line ? &nline : NULL);
        if (!b) {
            fprintf(stderr, "llk: generate: could not make a board (out of memory?)\n");
            free(line);
            return TOOL_FAIL;
        }
        if (i > 0) {
            putchar('\n');
        }
        printf("# seed %llu rows %ld cols %ld kinds %ld shift %s", (unsigned long long)s, rows,
               cols, kinds, llk_shift_name(o->shift));
        printf(l ? " layout %s\n" : "\n", l ? l->name : "");
        llk_write_board(stdout, b);
        if (solution && info.unproven) {
            puts("unknown");
        } else if (solution) {
            printf("solved %d\n", nline);
            for (int k = 0; k < nline; k++) {
                printf("%d %d %d %d\n", line[k].a.r, line[k].a.c, line[k].b.r, line[k].b.c);
            }
        }
        fflush(stdout);
        llk_board_free(b);
        if (info.unproven) {
            fprintf(stderr, "llk: generate: board %ld (seed %llu): the budget ran out before "
                            "any proof; this board is a random deal, not proven winnable\n",
                    i + 1, (unsigned long long)s);
        } else if (info.fallback) {
            fprintf(stderr, "llk: generate: board %ld (seed %llu): no random deal was proven "
                            "winnable within the solver's nodes; dealt by play-out with "
                            "re-deal instead (proven)\n",
                    i + 1, (unsigned long long)s);
        }
    }
    free(line);
    return TOOL_OK;
}


/* llk generate --layout FILE: the layout gives the size; --rows and
 * --cols, when given, must match it. */
static int generate_layout(const opts *o, const char *file, long rows, long cols, long kinds,
                           long count, uint64_t seed, bool seed_set, bool solution)
{
    char err[512];
    llk_layout *l = llk_layout_read(file, err, sizeof err);
    if (l == NULL) {
        fprintf(stderr, "llk: generate: %s\n", err);
        return TOOL_BAD_INPUT;
    }
    int st = TOOL_OK;
    if ((rows && rows != l->rows) || (cols && cols != l->cols)) {
        st = tool_usage_error("generate", "the layout is %d x %d, not %ld x %ld", l->rows,
                              l->cols, rows ? rows : l->rows, cols ? cols : l->cols);
    } else if (kinds > l->tiles / 2) {
        st = tool_usage_error("generate",
                              "at most %d kinds fit on the layout's %d tiles (two each), not %ld",
                              l->tiles / 2, l->tiles, kinds);
    } else {
        if (!kinds) {
            kinds = llk_layout_kinds(l, (l->rows * l->cols + 3) / 4);
        }
        st = generate_boards(o, l, l->rows, l->cols, kinds, count,
                             seed_set ? seed : llk_rng_fresh_seed(), solution);
    }
    llk_layout_free(l);
    return st;
}

int cmd_generate(int argc, char **argv)
{
    long rows = 0, cols = 0, kinds = 0, count = 1;
    uint64_t seed = 0;
    bool seed_set = false, solution = false;
    const char *layout_file = NULL;
    opts o = {.cmd = "generate", .help = generate_help, .count = &count, .rows = &rows,
              .cols = &cols, .kinds = &kinds, .seed = &seed, .seed_set = &seed_set,
              .solution = &solution, .layout = &layout_file};
    int st = parse_opts(&o, argc, argv);
    if (st >= 0) {
        return st;
    }
    if (layout_file != NULL) {
        return generate_layout(&o, layout_file, rows, cols, kinds, count, seed, seed_set,
                               solution);
    }
    if (!rows || !cols || !kinds) {
        return tool_usage_error("generate", "--rows, --cols and --kinds are required");
    }
    if ((rows * cols) % 2) {
        return tool_usage_error("generate", "rows x cols must be even, not %ld x %ld", rows, cols);
    }
    if (kinds > rows * cols / 2) {
        return tool_usage_error("generate", "at most %ld kinds fit on %ld x %ld (two tiles each), not %ld",
                                rows * cols / 2, rows, cols, kinds);
    }
    if (!seed_set) {
        seed = llk_rng_fresh_seed();
    }
    return generate_boards(&o, NULL, rows, cols, kinds, count, seed, solution);
}

int cmd_hint(int argc, char **argv)
{
    double since = tool_start_ms();
    long skip = 0;
    const char *layout = NULL;
    opts o = {.cmd = "hint", .help = hint_help, .want_file = true, .skip = &skip,
              .layout = &layout};
    llk_board_list list;
    int st = open_boards(&o, argc, argv, &list);
    if (st >= 0) {
        return st;
    }
    for (int i = 0; i < list.count; i++) {
        llk_pair p;
        const llk_board *b = list.boards[i];
        llk_hint_kind h = llk_hint(b, o.shift, (int)skip,
                                   engine_budget(o.budget, since, b->rows * b->cols), &p);
        since = now_ms();
        if (h == LLK_HINT_NONE) {
            puts("none");
        } else if (h == LLK_HINT_TIMED_OUT) {
            puts("none unproven");
            fflush(stdout);
            fprintf(stderr, "llk: hint: board %d: the budget ran out before any removable "
                            "pair was found\n", i + 1);
        } else {
            printf("hint %d %d %d %d %s\n", p.a.r, p.a.c, p.b.r, p.b.c,
                   h == LLK_HINT_WINNING ? "winning" : "unproven");
        }
    }
    llk_board_list_free(&list);
    return TOOL_OK;
}

/* Whether every kind of b appears an even number of times; else the first
 * odd one goes to *odd and its count to *count. */
static bool kinds_even(const llk_board *b, int *odd, int *count)
{
    int *n = calloc(LLK_MAX_KIND + 1, sizeof *n);
    if (!n) {
        return true; /* the re-deal reports it */
    }
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    for (size_t i = 0; i < cells; i++) {
        n[b->kind[i]]++;
    }
    bool even = true;
    for (int k = 1; k <= LLK_MAX_KIND && even; k++) {
        if (n[k] % 2) {
            *odd = k;
            *count = n[k];
            even = false;
        }
    }
    free(n);
    return even;
}

int cmd_shuffle(int argc, char **argv)
{
    double since = tool_start_ms();
    uint64_t seed = 0;
    bool seed_set = false;
    const char *layout = NULL;
    opts o = {.cmd = "shuffle", .help = shuffle_help, .want_file = true, .seed = &seed,
              .seed_set = &seed_set, .layout = &layout};
    llk_board_list list;
    int st = open_boards(&o, argc, argv, &list);
    if (st >= 0) {
        return st;
    }
    for (int i = 0; i < list.count; i++) {
        int odd, n;
        if (!kinds_even(list.boards[i], &odd, &n)) {
            fprintf(stderr, "llk: %s: board %d: kind %d appears %d times, an odd count: no "
                            "arrangement can be cleared\n", o.file, i + 1, odd, n);
            llk_board_list_free(&list);
            return TOOL_BAD_INPUT;
        }
    }
    if (!seed_set) {
        seed = llk_rng_fresh_seed();
    }
    int status = TOOL_OK;
    for (int i = 0; i < list.count; i++) {
        llk_board *b = list.boards[i];
        llk_redeal_result r = llk_shuffle(b, o.shift, seed,
                                          engine_budget(o.budget, since, b->rows * b->cols));
        if (i > 0) {
            putchar('\n');
        }
        printf("# seed %llu shift %s\n", (unsigned long long)seed, llk_shift_name(o.shift));
        llk_write_board(stdout, b);
        fflush(stdout);
        if (r == LLK_REDEAL_HAS_PAIR) {
            fprintf(stderr, "llk: shuffle: board %d: no winnable arrangement found within the "
                            "budget; this one has a removable pair\n", i + 1);
        } else if (r == LLK_REDEAL_FAILED) {
            fprintf(stderr, "llk: shuffle: board %d: no arrangement of these tiles has a "
                            "removable pair\n", i + 1);
            status = TOOL_FAIL;
        }
        since = now_ms();
    }
    llk_board_list_free(&list);
    return status;
}
