/* options.c - the game's command line: parsing and --help. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "keys.h"
#include "options.h"

/* The version: the VERSION file, passed by the Makefile. */
#ifndef LLK_VERSION
#error "LLK_VERSION comes from the VERSION file: build with make"
#endif

#define FRONT_MAX_RANDOM_EVENTS 100000000L /* --random-input's bound */

void front_opts_default(front_opts *o)
{
    memset(o, 0, sizeof *o);
    o->diff = GAME_NORMAL;
    o->level = 1;
    o->win_w = 1024;
    o->win_h = 700;
    o->sound = true;
}

bool front_opts_start_game(const front_opts *o)
{
    return o->have_diff || o->have_level || o->have_seed || o->relaxed ||
           o->game.have || o->board != NULL;
}

static void front_usage(FILE *f)
{
    fprintf(f, _("usage: lianliankan [--difficulty easy|normal|hard] [--level N] "
                 "[--seed S] [--relaxed]\n"
                 "                   [--game ID]\n"
                 "                   [--windowed WxH | --fullscreen] [--no-sound]\n"
                 "                   [--tileset NAME] [--background NAME]\n"
                 "                   [--state-file PATH] [--help] [--version]\n"
                 "  --difficulty D    start a game at this difficulty\n"
                 "  --level N         start at level N (1-%d)\n"
                 "  --seed S          deal the boards from seed S (same seed, same "
                 "board)\n"
                 "  --relaxed         start a relaxed game: no countdown, free hints "
                 "and\n"
                 "                    re-deals, undo and redo\n"
                 "  --game ID         start the game with this ID (shown on the pause "
                 "and\n"
                 "                    help screens; it gives the mode, difficulty, "
                 "level\n"
                 "                    and seed, so not with the four options above)\n"
                 "  --windowed WxH    window of W x H (%dx%d to %dx%d; no larger than\n"
                 "                    the screen's usable area)\n"
                 "  --fullscreen      start in fullscreen\n"
                 "  --no-sound        play silent (no sound effects, no music)\n"
                 "  --tileset NAME    the tiles' faces: emoji, mahjong, or any other set\n"
                 "                    in the assets' tilesets/ folder\n"
                 "  --background NAME felt, wood, silk, ink, or any other picture in\n"
                 "                    the assets' backgrounds/ folder\n"
                 "  --state-file PATH write the game state as JSON to PATH\n"),
            GAME_LEVELS, FRONT_MIN_W, FRONT_MIN_H, FRONT_MAX_SIDE,
            FRONT_MAX_SIDE);
    fputs(_("A timed game started at a level other than 1 is practice (one "
            "level);\n"
            "--windowed, --fullscreen, --tileset and --background override "
            "the settings\n"
            "for this run only.\n"), f);
    fputs(_("testing:\n"
            "  --random-input N  feed N random clicks and keys through the event\n"
            "                    queue, checking that no tile is lost except by a\n"
            "                    legal removal; exit 0 when all is well\n"
            "                    (N at most 100000000)\n"
            "  --random-seed S   seed of --random-input (else env LLK_SEED, else\n"
            "                    fresh; printed on stderr)\n"
            "  --board FILE      play the first board of FILE (llk's board files)\n"
            "                    as level 1 of the difficulty, or --level N\n"), f);
    fputs(_("keys (the same as Help shows):\n"), f);
    keys_print(f);
    fputs(_("The games in progress are saved in $XDG_STATE_HOME/lianliankan/"
            "\n(default ~/.local/state/lianliankan/): game.save the run, "
            "daily.save\nthe deal of the day, practice.save practice; each "
            "offered as Continue.\n"), f);
    fputs(_("Settings: $XDG_CONFIG_HOME/lianliankan/settings.ini (default "
            "~/.config/...);\n"
            "high scores and statistics: $XDG_DATA_HOME/lianliankan/ "
            "(default\n"
            "~/.local/share/lianliankan/).\n"), f);
    fputs(_("The language follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG "
            "(LANG=zh_CN.UTF-8:\n"
            "Simplified Chinese).\n"), f);
}

/* Parse "WxH". */
static bool front_parse_size(const char *s, int *w, int *h)
{
    char *end;
    errno = 0;
    long x = strtol(s, &end, 10);
    if (end == s || (*end != 'x' && *end != 'X') || errno) {
        return false;
    }
    const char *p = end + 1;
    long y = strtol(p, &end, 10);
    if (end == p || *end || errno || x < FRONT_MIN_W || y < FRONT_MIN_H ||
        x > FRONT_MAX_SIDE || y > FRONT_MAX_SIDE) {
        return false;
    }
    *w = (int)x;
    *h = (int)y;
    return true;
}

/* A tile set or background name: 1-31 of [A-Za-z0-9_-] (no paths). */
static bool front_theme_name_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > 31) {
        return false;
    }
    return strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                     "0123456789-_") == n;
}

/* Options that take no value; false when arg is none of them. */
static bool front_parse_flag(const char *arg, front_opts *o)
{
    if (strcmp(arg, "--no-sound") == 0) {
        o->sound = false;
    } else if (strcmp(arg, "--fullscreen") == 0) {
        o->fullscreen = true;
        o->have_window = true;
        o->have_fullscreen = true;
    } else if (strcmp(arg, "--relaxed") == 0) {
        o->relaxed = true;
    } else {
        return false;
    }
    return true;
}

static bool front_takes_value(const char *arg)
{
    static const char *const with_value[] = {
        "--difficulty", "--level", "--seed", "--game", "--windowed",
        "--state-file", "--random-input", "--random-seed", "--tileset", "--board",
        "--background", NULL};
    for (int i = 0; with_value[i]; i++) {
        if (strcmp(arg, with_value[i]) == 0) {
            return true;
        }
    }
    return false;
}

/* One option with its value; false (and *want says what was wanted) when
 * the value is bad. */
static bool front_parse_value(const char *arg, const char *val,
                              front_opts *o, const char **want)
{
    if (strcmp(arg, "--difficulty") == 0) {
        o->have_diff = true;
        *want = "easy, normal or hard";
        return game_difficulty_parse(val, &o->diff);
    } else if (strcmp(arg, "--level") == 0) {
        o->have_level = true;
        *want = "a level number 1-13";
        return game_level_parse(val, &o->level);
    } else if (strcmp(arg, "--seed") == 0) {
        o->have_seed = true;
        *want = "a whole number 0..18446744073709551615";
        return game_seed_parse(val, &o->seed);
    } else if (strcmp(arg, "--game") == 0) {
        o->game.have = true;
        *want = game_id_parse(val, &o->game.mode, &o->game.diff,
                              &o->game.level, &o->game.seed);
        return *want == NULL;
    } else if (strcmp(arg, "--windowed") == 0) {
        o->fullscreen = false;
        o->have_window = true;
        o->have_windowed = true;
        *want = "WxH, from 640x400 to 16384x16384";
        return front_parse_size(val, &o->win_w, &o->win_h);
    } else if (strcmp(arg, "--state-file") == 0) {
        o->state_file = val;
        *want = "a file path";
        return *val != '\0';
    } else if (strcmp(arg, "--board") == 0) {
        o->board = val;
        *want = "a board file";
        return *val != '\0';
    } else if (strcmp(arg, "--tileset") == 0 ||
               strcmp(arg, "--background") == 0) {
        /* the name is checked against the assets at start-up */
        *(arg[2] == 't' ? &o->tileset : &o->background) = val;
        *want = "a name of letters, digits, '-' and '_'";
        return front_theme_name_ok(val);
    } else if (strcmp(arg, "--random-input") == 0) {
        char *end;
        errno = 0;
        o->random_events = strtol(val, &end, 10);
        *want = "a number of events 1..100000000";
        return *val >= '0' && *val <= '9' && !*end && errno == 0 &&
               o->random_events > 0 && o->random_events <= FRONT_MAX_RANDOM_EVENTS;
    }
    o->have_random_seed = true;
    *want = "a whole number";
    return game_seed_parse(val, &o->random_seed);
}

int front_parse(int argc, char **argv, front_opts *o)
{
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            front_usage(stdout);
            return 1;
        } else if (strcmp(arg, "--version") == 0) {
            printf("lianliankan %s\n", LLK_VERSION);
            return 1;
        } else if (front_parse_flag(arg, o)) {
            continue;
        } else if (!front_takes_value(arg)) {
            fprintf(stderr, "lianliankan: unknown option '%s' (see --help)\n",
                    arg);
            return 2;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "lianliankan: %s needs a value (see --help)\n",
                    arg);
            return 2;
        }
        const char *val = argv[++i];
        const char *want = "";
        if (!front_parse_value(arg, val, o, &want)) {
            if (strcmp(arg, "--game") == 0) {
                fprintf(stderr, "lianliankan: bad game ID '%s': %s\n", val,
                        want);
            } else {
                fprintf(stderr, "lianliankan: bad value '%s' for %s: want "
                        "%s\n", val, arg, want);
            }
            return 2;
        }
    }
    if (o->have_windowed && o->have_fullscreen) {
        fprintf(stderr, "lianliankan: --windowed and --fullscreen: choose "
                "one (see --help)\n");
        return 2;
    }
    if (o->game.have &&
        (o->have_diff || o->have_level || o->have_seed || o->relaxed)) {
        fprintf(stderr, "lianliankan: --game gives the mode, difficulty, "
                "level and seed: leave out --difficulty, --level, --seed and "
                "--relaxed (see --help)\n");
        return 2;
    }
    return 0;
}
