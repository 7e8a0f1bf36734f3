/* save_int.h - between the save reader (save_read.c) and the game builder
 * (save.c). */
#ifndef SAVE_INT_H
#define SAVE_INT_H

#include "game_int.h"

#define SAVE_MAGIC "lianliankan-save"
/* 1 to 3 are still read. 1: no kind, first, assisted. 2: the shift on a
 * level dealt into a layout slid tiles out of its shape, so a level of
 * one that had begun is dealt again (save.c: build_next). 3: the gold
 * rule made a kind gold, no "gold" line: each position gets a pair of
 * that kind (rules_gold_convert). */
#define SAVE_VERSION 4
#define SAVE_MAX_BYTES (64u << 20)   /* a larger file is not a save */
#define SAVE_MAX_POSITIONS 200000
#define SAVE_MAX_LINES 100000

/* A save read and checked, before a game is built from it. */
typedef struct save_data {
    game_mode mode;
    game_difficulty diff;
    int level;
    uint64_t seed;
    bool next;          /* "screen next": the level's deal, from the seed */
    bool time_up;       /* "screen time_up" */
    game_kind kind;     /* version 1: from the mode */
    int first;          /* the level the game began at (version 1: 1) */
    int boards;         /* zen, endless: boards cleared ("boards", after
                           "first") */
    int carry_ms;       /* endless: its clock ("carry", after "boards") */
    int time_scale;     /* practice time: "time_scale 0|2|4" after
                           "assisted", else 1 */
    game_rule rule;     /* the deal of the day's: "rule NAME" after
                           "time_scale" (no line: none) */
    int start_score;
    bool assisted;      /* Show me was used */
    int time_left_ms;
    long long play_ms;
    int rows, cols;
    game_line *lines;
    int nlines;
    game_pos *pos;
    int npos, at;
    int version;        /* the save's, 1 to SAVE_VERSION */
    uint8_t *shape;     /* version 3: the layout's cells when the deal was
                           dealt into the level's layout (its shifts keep
                           the shape), else NULL */
} save_data;

/* FNV-1a of n bytes. */
uint64_t save_checksum(const char *s, size_t n);
/* Build the game from checked data (takes its positions and lines). */
game *save_build(save_data *d, char *err, size_t errlen);
/* Free what d still owns. */
void save_data_free(save_data *d);

#endif
