/* options.h - the game's command line (options.c). */
#ifndef FRONT_OPTIONS_H
#define FRONT_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "llk/game.h"

#define FRONT_MIN_W 640
#define FRONT_MIN_H 400
#define FRONT_MAX_SIDE 16384 /* --windowed W and H at most */

typedef struct front_opts {
    bool have_diff, have_level, have_seed;
    game_difficulty diff;
    int level;
    uint64_t seed;
    bool relaxed;       /* --relaxed */
    struct {
        bool have;      /* --game ID: the four below come from it */
        game_mode mode;
        game_difficulty diff;
        int level;
        uint64_t seed;
    } game;
    int win_w, win_h;
    bool fullscreen;
    bool have_window;   /* --windowed or --fullscreen given: they override
                           the settings for this run */
    bool have_windowed, have_fullscreen; /* which (not both) */
    bool sound;
    const char *state_file;
    const char *tileset;    /* --tileset NAME, NULL: the default */
    const char *background; /* --background NAME, NULL: the default */
    const char *board;  /* --board FILE (testing): play its first board */
    long random_events; /* --random-input N (testing) */
    uint64_t random_seed;
    bool have_random_seed;
} front_opts;

/* The defaults: normal, level 1, a 1024x700 window, sound on. */
void front_opts_default(front_opts *o);
/* Parse the command line into o. Returns 0 to go on, 1 to exit 0 (after
 * --help or --version), 2 on a usage error (one line said on stderr). */
int front_parse(int argc, char **argv, front_opts *o);
/* Whether the command line asks to start a game at once. */
bool front_opts_start_game(const front_opts *o);

#endif
