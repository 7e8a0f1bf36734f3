/* levels.c - the level table and the names of difficulties and screens.
 *
 * All numbers a designer would tune live in the table below, nowhere else.
 */
#include "llk/game.h"

#include <ctype.h>
#include <string.h>

#include "llk/rng.h"

/* One row per level: its shift mode, then easy, normal and hard as
 * { rows, cols, kinds, countdown s, hints, re-deals }, then, where the
 * board is not the full rectangle, the layout of each difficulty
 * (assets/layouts/NAME.layout). Boards: 12x8 with 24 kinds, 16x9 with 36,
 * 18x10 with 45 (four tiles of each kind; a layout's kinds are scaled to
 * its tiles). Later levels shift harder and get a little more time, fewer
 * helpers. Shapes go on five levels of five shifts; in every mode the
 * tiles slide only within the shape (shift.h), so it keeps its shape. */
#define FULL {NULL, NULL, NULL} /* the full rectangle at every difficulty */
/* A level's three difficulties: each one's board and kinds are the same at
 * every level (easy 8 x 12 with 24 kinds, normal 9 x 16 with 36, hard
 * 10 x 18 with 45); its countdown, hints and re-deals are the level's. */
#define DIFFS(t1, h1, r1, t2, h2, r2, t3, h3, r3)                              \
    {{8, 12, 24, t1, h1, r1}, {9, 16, 36, t2, h2, r2}, {10, 18, 45, t3, h3, r3}}
static const struct {
    llk_shift shift;
    game_level_params d[GAME_DIFFICULTY_COUNT];
    const char *layout[GAME_DIFFICULTY_COUNT];
} level_table[GAME_LEVELS] = {
    /* shift, then each difficulty's seconds, hints, re-deals; shape */
    {LLK_SHIFT_NONE, DIFFS(300, 5, 3, 420, 4, 2, 480, 3, 1), FULL},
    {LLK_SHIFT_DOWN, DIFFS(300, 5, 3, 420, 4, 2, 480, 3, 1), FULL},
    {LLK_SHIFT_LEFT, DIFFS(300, 5, 3, 420, 4, 2, 480, 3, 1), FULL},
    {LLK_SHIFT_SPLIT_VERTICAL, DIFFS(320, 5, 3, 440, 4, 2, 500, 3, 1),
     {"easy-heart", "normal-heart", "hard-heart"}},
    {LLK_SHIFT_SPLIT_HORIZONTAL, DIFFS(320, 5, 3, 440, 4, 2, 500, 3, 1),
     {"easy-butterfly", "normal-butterfly", "hard-tian"}},
    {LLK_SHIFT_GATHER_VERTICAL, DIFFS(320, 4, 3, 440, 3, 2, 500, 2, 1), FULL},
    {LLK_SHIFT_GATHER_HORIZONTAL, DIFFS(320, 4, 3, 440, 3, 2, 500, 2, 1), FULL},
    {LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT, DIFFS(340, 4, 2, 460, 3, 2, 520, 2, 1),
     {"easy-diamond", "normal-diamond", "hard-diamond"}},
    {LLK_SHIFT_LEFT_DOWN_RIGHT_UP, DIFFS(340, 4, 2, 460, 3, 2, 520, 2, 1),
     {"easy-hui", "normal-hui", "hard-hui"}},
    {LLK_SHIFT_OUTWARD, DIFFS(340, 4, 2, 460, 3, 1, 520, 2, 1),
     {"easy-ring", "normal-rings", "hard-ring"}},
    {LLK_SHIFT_INWARD, DIFFS(360, 3, 2, 480, 3, 1, 540, 2, 1), FULL},
    {LLK_SHIFT_UP, DIFFS(300, 3, 2, 420, 2, 1, 480, 1, 1), FULL},
    {LLK_SHIFT_RIGHT, DIFFS(300, 3, 2, 420, 2, 1, 480, 1, 1), FULL},
};

static const char *const difficulty_names[GAME_DIFFICULTY_COUNT] = {
    "easy", "normal", "hard"};

static const char *const mode_names[GAME_MODE_COUNT] = {"timed", "relaxed"};

static const char *const screen_names[GAME_SCREEN_COUNT] = {
    "menu", "playing", "paused", "level_clear", "time_up", "finished"};

const char *game_difficulty_name(game_difficulty d)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT) {
        return NULL;
    }
    return difficulty_names[d];
}

/* Case-insensitive equality of two NUL-terminated strings. */
static bool same_word(const char *x, const char *y)
{
    for (; *x && *y; x++, y++) {
        if (tolower((unsigned char)*x) != tolower((unsigned char)*y)) {
            return false;
        }
    }
    return *x == '\0' && *y == '\0';
}

const char *game_mode_name(game_mode m)
{
    if ((int)m < 0 || m >= GAME_MODE_COUNT) {
        return NULL;
    }
    return mode_names[m];
}

bool game_mode_parse(const char *name, game_mode *out)
{
    for (int m = 0; name != NULL && m < GAME_MODE_COUNT; m++) {
        if (same_word(name, mode_names[m])) {
            *out = (game_mode)m;
            return true;
        }
    }
    return false;
}

bool game_difficulty_parse(const char *name, game_difficulty *out)
{
    if (name == NULL) {
        return false;
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        if (same_word(name, difficulty_names[d])) {
            *out = (game_difficulty)d;
            return true;
        }
    }
    return false;
}

bool game_seed_parse(const char *text, uint64_t *out)
{
    if (text == NULL || *text == '\0') {
        return false;
    }
    uint64_t v = 0;
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9') {
            return false;
        }
        uint64_t digit = (uint64_t)(*p - '0');
        if (v > (UINT64_MAX - digit) / 10) {
            return false;
        }
        v = v * 10 + digit;
    }
    *out = v;
    return true;
}

bool game_level_parse(const char *text, int *out)
{
    uint64_t v;
    if (!game_seed_parse(text, &v) || v < 1 || v > GAME_LEVELS) {
        return false;
    }
    *out = (int)v;
    return true;
}

uint64_t game_fresh_seed(void)
{
    /* 40 bits: eight characters in a game ID, and still a trillion deals. */
    return llk_rng_fresh_seed() & ((1ULL << 40) - 1);
}

int game_zen_level(int boards)
{
    if (boards < 0) {
        boards = 0;
    }
    return 1 + (boards / GAME_ZEN_BOARDS_PER_SHIFT) % GAME_LEVELS;
}

uint64_t game_zen_seed(uint64_t seed)
{
    /* splitmix64's finaliser, kept to the 40 bits of a game ID's seed */
    uint64_t z = seed + 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return (z ^ (z >> 31)) & ((1ULL << 40) - 1);
}

llk_shift game_level_shift(int level)
{
    if (level < 1 || level > GAME_LEVELS) {
        return LLK_SHIFT_NONE;
    }
    return level_table[level - 1].shift;
}

const game_level_params *game_level_get(game_difficulty d, int level)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || level < 1
        || level > GAME_LEVELS) {
        return NULL;
    }
    return &level_table[level - 1].d[d];
}

const char *game_level_layout(game_difficulty d, int level)
{
    if ((int)d < 0 || d >= GAME_DIFFICULTY_COUNT || level < 1 || level > GAME_LEVELS) {
        return NULL;
    }
    return level_table[level - 1].layout[d];
}

const char *game_screen_name(game_screen s)
{
    if ((int)s < 0 || s >= GAME_SCREEN_COUNT) {
        return NULL;
    }
    return screen_names[s];
}
