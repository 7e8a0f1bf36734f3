/* test_game_layout.c - the layouts in the game: every layout built in
 * parses and matches its file in assets/layouts (the build embeds them),
 * every level's layout exists and has the level's board size, and a level
 * begun at each difficulty is dealt into its layout (holes empty, the
 * layout's kinds, each twice or four times) with a line the independent
 * reference of solve_ref.h replays; the state file names the layout.
 * Played 30 random moves, every shaped level keeps its shape, through a
 * save and back (issue 45). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "layout_check.h"
#include "llk/game.h"
#include "llk/rng.h"
#include "solve_ref.h"
#include "../../src/game/game_int.h" /* deal_make: the line dealt with the board */

/* Each built-in layout equals its file. */
static void test_built_in(const char *top)
{
    int n = game_layout_count();
    CHECK(n >= 24, "%d layouts built in, want at least 24", n);
    CHECK(game_layout_name(-1) == NULL && game_layout_name(n) == NULL, "names out of range");
    CHECK(game_layout_load("no-such-layout") == NULL && game_layout_load(NULL) == NULL,
          "an unknown name loads nothing");
    for (int i = 0; i < n; i++) {
        const char *name = game_layout_name(i);
        llk_layout *l = game_layout_load(name);
        char path[1200], err[512] = "";
        snprintf(path, sizeof path, "%s/assets/layouts/%s.layout", top, name);
        llk_layout *f = llk_layout_read(path, err, sizeof err);
        CHECK(l != NULL && f != NULL, "%s: built in %p, file: %s", name, (void *)l, err);
        if (l != NULL && f != NULL) {
            CHECK(l->rows == f->rows && l->cols == f->cols && l->tiles == f->tiles &&
                      memcmp(l->cell, f->cell, (size_t)(l->rows * l->cols)) == 0 &&
                      strcmp(l->name, f->name) == 0 && strcmp(l->name_zh, f->name_zh) == 0,
                  "%s: the built-in layout differs from its file", name);
        }
        llk_layout_free(l);
        llk_layout_free(f);
    }
}

/* Level (d, level) begun from seed: dealt into its layout. */
static void check_level(game *g, game_difficulty d, int level, uint64_t seed)
{
    const char *name = game_level_layout(d, level);
    const game_level_params *p = game_level_get(d, level);
    CHECK(game_begin(g, GAME_RELAXED, d, level, seed) == NULL, "begin %s %d",
          game_difficulty_name(d), level);
    const llk_board *b = game_get_board(g);
    const char *got = game_get_layout(g);
    CHECK((name == NULL && got == NULL) || (name && got && strcmp(name, got) == 0),
          "%s %d: game_get_layout", game_difficulty_name(d), level);
    if (name == NULL || b == NULL) {
        CHECK(b != NULL && b->tiles == p->rows * p->cols, "%s %d: a full board",
              game_difficulty_name(d), level);
        return;
    }
    llk_layout *l = game_layout_load(name);
    CHECK(l != NULL && l->rows == p->rows && l->cols == p->cols, "%s %d: layout %s, %dx%d",
          game_difficulty_name(d), level, name, p->rows, p->cols);
    if (l == NULL || l->rows != b->rows || l->cols != b->cols) {
        llk_layout_free(l);
        return;
    }
    int kinds = llk_layout_kinds(l, p->kinds);
    bool holes, spread;
    layout_check_dealt(l, b, kinds, &holes, &spread);
    CHECK(holes, "%s %d seed %llu: the board fills the holes of %s", game_difficulty_name(d),
          level, (unsigned long long)seed, name);
    CHECK(spread, "%s %d seed %llu: %d kinds, each twice or four times",
          game_difficulty_name(d), level, (unsigned long long)seed, kinds);
    llk_pair *line = NULL;
    int n = 0;
    llk_board *again = deal_make(d, level, seed, NULL, &line, &n);
    CHECK(again != NULL && llk_board_equal(again, b) && n == l->tiles / 2 &&
              ref_replay(b, game_level_shift(level), line, n),
          "%s %d seed %llu: the dealt line clears the board (reference)",
          game_difficulty_name(d), level, (unsigned long long)seed);
    llk_board_free(again);
    free(line);
    llk_layout_free(l);
}

static void put(const char *dir, const char *name, const char *text)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "w");
    if (f != NULL) {
        fputs(text, f);
        fclose(f);
    }
}

/* The player's own layouts: the good ones read in name order, a bad one
 * and a too large one skipped and the first named with its line and
 * column, other files and hidden ones left alone; no directory, none. */
static void test_custom(void)
{
    char dir[] = "/tmp/llk_custom_XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    put(dir, "b-small.layout", "lianliankan layout 1\nname: Small\nname_zh: 小\nsize: 1x2\n##\n");
    put(dir, "a-bad.layout", "lianliankan layout 1\nname: Bad\nname_zh: 坏\nsize: 1x2\n#!\n");
    char big[2048];
    int n = snprintf(big, sizeof big, "lianliankan layout 1\nname: Big\nname_zh: 大\nsize: 21x2\n");
    for (int r = 0; r < 21; r++) {
        n += snprintf(big + n, sizeof big - (size_t)n, "##\n");
    }
    put(dir, "c-big.layout", big);
    put(dir, "d-good.layout", "lianliankan layout 1\nname: Good\nname_zh: 好\nsize: 2x2\n#.\n.#\n");
    put(dir, "notes.txt", "not a layout");
    put(dir, ".hidden.layout", "not a layout either");
    game_custom_layouts c;
    char warn[512];
    int skipped = game_custom_layouts_load(dir, &c, warn, sizeof warn);
    CHECK_INT(skipped, 2);
    CHECK(c.n == 2 && strcmp(c.file[0], "b-small") == 0 && strcmp(c.file[1], "d-good") == 0 &&
              strcmp(c.layout[1]->name, "Good") == 0 && c.layout[1]->tiles == 2,
          "the good ones, in name order (%d read)", c.n);
    CHECK(strstr(warn, "Custom layout skipped: ") == warn && strstr(warn, "a-bad.layout:5:2: '!'") &&
              strstr(warn, "(and 1 more)"),
          "the first bad one named with its line and column: %s", warn);
    game_custom_layouts_free(&c);
    static const char *const names[] = {"a-bad.layout", "b-small.layout", "c-big.layout",
                                        "d-good.layout", "notes.txt", ".hidden.layout"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[256];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
    rmdir(dir);
    CHECK(game_custom_layouts_load(dir, &c, warn, sizeof warn) == 0 && c.n == 0 && warn[0] == 0,
          "no directory: no layouts, no warning");
}

/* game_get_layout names the layout only of a board dealt into it: not of
 * a board given for a shaped level, and again after a save is loaded. */
static void test_reported(uint64_t seed)
{
    game *g = game_new();
    llk_board *full = llk_generate(8, 12, 24, LLK_SHIFT_NONE, seed);
    CHECK(game_begin_board(g, GAME_RELAXED, GAME_EASY, 4, seed, full) == NULL &&
              game_get_layout(g) == NULL,
          "a full board given for level 4: no layout");
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 4, seed) == NULL && game_get_layout(g) &&
              strcmp(game_get_layout(g), game_level_layout(GAME_EASY, 4)) == 0,
          "level 4 dealt: its layout");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CHECK(game_save_write(g, f) == 0, "saved");
    fclose(f);
    char err[256] = "";
    game *back = game_load(text, len, false, err, sizeof err);
    CHECK(back != NULL && game_get_layout(back) != NULL &&
              strcmp(game_get_layout(back), game_level_layout(GAME_EASY, 4)) == 0,
          "loaded: the layout again (%s)", err);
    game_free(back);
    free(text);
    game_free(g);
    llk_board_free(full);
}

/* Tiles of b in cells outside l's shape (holes of the layout). */
static int outside(const llk_layout *l, const llk_board *b)
{
    int n = 0;
    for (int i = 0; i < l->rows * l->cols; i++) {
        n += l->cell[i] == 0 && b->kind[i] != 0;
    }
    return n;
}

/* The save of g as text, and g loaded back from it. */
static game *save_load(const game *g, char **text, size_t *len, char *err, size_t errlen)
{
    *text = NULL;
    *len = 0;
    FILE *f = open_memstream(text, len);
    CHECK(f != NULL && game_save_write(g, f) == 0, "saved");
    if (f != NULL) {
        fclose(f);
    }
    return game_load(*text, *len, false, err, errlen);
}

/* Append the checksum line of out's text up to o (out holds cap bytes);
 * the text's length. */
static size_t seal(char *out, char *o, size_t cap)
{
    uint64_t h = 0xcbf29ce484222325ULL;
    for (char *q = out; q < o; q++) {
        h = (h ^ (unsigned char)*q) * 0x100000001b3ULL;
    }
    o += snprintf(o, cap - (size_t)(o - out), "checksum %016llx\n", (unsigned long long)h);
    return (size_t)(o - out);
}

/* The text of a version-2 save of the same game: the version line, no
 * proven lines (a version-2 line was proven by other rules), resealed. */
static char *as_version_2(const char *text, size_t *len)
{
    size_t cap = 2 * strlen(text) + 64; /* "pos T 0 0" grows by a byte */
    char *out = malloc(cap), *o = out;
    for (const char *p = text; *p != '\0';) {
        const char *e = strchr(p, '\n');
        size_t n = e ? (size_t)(e - p) + 1 : strlen(p), room = cap - (size_t)(o - out);
        int a, b, c, used = 0;
        if (strncmp(p, "lianliankan-save ", 17) == 0) {
            o += snprintf(o, room, "lianliankan-save 2\n");
        } else if (strncmp(p, "lines ", 6) == 0) {
            o += snprintf(o, room, "lines 0\n");
        } else if (sscanf(p, "pos %d %d %d%n", &a, &b, &c, &used) == 3) {
            o += snprintf(o, room, "pos %d -1 0%.*s", a, (int)(n - (size_t)used), p + used);
        } else if (strncmp(p, "line ", 5) != 0 && strncmp(p, "checksum ", 9) != 0) {
            o += snprintf(o, room, "%.*s", (int)n, p);
        }
        p += n;
    }
    *len = seal(out, o, cap);
    return out;
}

/* The text of the save with one tile of its last position moved into a
 * hole of l (the checksum made again): a board no game writes. */
static char *tile_into_hole(const char *text, const llk_layout *l, size_t *len)
{
    size_t cap = 2 * strlen(text) + 64;
    char *out = malloc(cap);
    const char *pos = text, *p;
    while ((p = strstr(pos + 1, "\npos ")) != NULL) {
        pos = p;
    }
    const char *rows = strchr(pos + 1, '\n') + 1, *q = rows;
    int cells = l->rows * l->cols, *k = malloc(sizeof *k * (size_t)cells), from = -1, to = -1;
    for (int i = 0, used; i < cells && sscanf(q, "%d%n", &k[i], &used) == 1; i++, q += used) {
        from = from < 0 && k[i] != 0 ? i : from;
        to = to < 0 && l->cell[i] == 0 ? i : to;
    }
    k[to] = k[from];
    k[from] = 0;
    char *o = out + snprintf(out, cap, "%.*s", (int)(rows - text), text);
    for (int i = 0; i < cells; i++) {
        o += snprintf(o, cap - (size_t)(o - out), i % l->cols ? " %d" : "%d", k[i]);
        o += i % l->cols == l->cols - 1 ? snprintf(o, cap - (size_t)(o - out), "\n") : 0;
    }
    const char *rest = strchr(q, '\n') + 1, *sum = strstr(rest, "checksum ");
    o += snprintf(o, cap - (size_t)(o - out), "%.*s", (int)(sum - rest), rest);
    *len = seal(out, o, cap);
    free(k);
    return out;
}

/* Issue 45: every shaped level of every difficulty, 30 random legal moves
 * through the game's clicks: no tile ever sits outside the shape; a save
 * loads back to the same shaped board, one with a tile moved into a hole
 * is refused, and a version-2 save of it (its moves made by the rules of
 * before) deals the level again, shaped. */
static void test_keeps_shape(uint64_t seed)
{
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    game *g = game_new();
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            const char *name = game_level_layout((game_difficulty)d, level);
            llk_layout *l = game_layout_load(name);
            if (l == NULL) {
                continue;
            }
            CHECK_CASE();
            CHECK(game_begin(g, GAME_RELAXED, (game_difficulty)d, level, seed) == NULL, "begin");
            const llk_board *b = game_get_board(g);
            CHECK_INT(b->holes, l->rows * l->cols - l->tiles);
            llk_pair p[512];
            /* 30 moves, or all but the last on the smaller shapes (a
             * cleared level has nothing to save). */
            int moves = 0, bad = 0, want = l->tiles / 2 - 1 < 30 ? l->tiles / 2 - 1 : 30;
            for (; moves < want; moves++) {
                size_t n = llk_pairs(b, p, 512);
                if (n == 0) {
                    break; /* the game re-deals a stuck board itself */
                }
                llk_pair m = p[llk_rng_below(&rng, n < 512 ? n : 512)];
                game_move out;
                game_select(g, m.a.r, m.a.c, &out);
                game_select(g, m.b.r, m.b.c, &out);
                CHECK(out.result == GAME_CLICK_REMOVED, "%s: move %d removed", name, moves);
                bad += outside(l, b) > 0;
            }
            CHECK(moves == want && bad == 0, "%s %s: %d moves, %d left tiles outside the shape",
                  game_difficulty_name((game_difficulty)d), name, moves, bad);
            char *text, err[256] = "";
            size_t len;
            game *back = save_load(g, &text, &len, err, sizeof err);
            CHECK(back != NULL && llk_board_equal(game_get_board(back), b) &&
                      game_get_board(back)->holes == b->holes && game_get_layout(back) != NULL,
                  "%s: loaded back, the same shaped board (%s)", name, err);
            game_free(back);
            char *edited = tile_into_hole(text, l, &len);
            back = game_load(edited, len, false, err, sizeof err);
            CHECK(back == NULL && strstr(err, "a tile outside the level's shape") != NULL,
                  "%s: a save with a tile in a hole is refused (%s)", name, err);
            game_free(back);
            free(edited);
            char *v2 = as_version_2(text, &len);
            back = game_load(v2, len, false, err, sizeof err);
            llk_pair *line = NULL;
            int nline = 0;
            llk_board *deal = deal_make((game_difficulty)d, level, seed, NULL, &line, &nline);
            CHECK(back != NULL && deal != NULL && llk_board_equal(game_get_board(back), deal) &&
                      game_get_board(back)->holes == b->holes &&
                      game_get_tiles_left(back) == l->tiles,
                  "%s: a version-2 save deals the level again, shaped (%s)", name, err);
            llk_board_free(deal);
            free(line);
            game_free(back);
            free(v2);
            free(text);
            llk_layout_free(l);
        }
    }
    game_free(g);
}

/* A board given for a shaped level that fills exactly its layout keeps
 * the layout's shape; one that does not has none. */
static void test_given_shaped(uint64_t seed)
{
    llk_pair *line = NULL;
    int n = 0;
    llk_board *deal = deal_make(GAME_EASY, 4, seed, NULL, &line, &n);
    llk_board *plain = llk_board_clone(deal);
    llk_board_set_shape(plain, NULL);
    game *g = game_new();
    CHECK(deal != NULL && deal->holes > 0 &&
              game_begin_board(g, GAME_RELAXED, GAME_EASY, 4, seed, plain) == NULL &&
              game_get_board(g)->holes == deal->holes && game_get_layout(g) != NULL,
          "a deal of the layout given: shaped, the layout named");
    game_free(g);
    llk_board_free(plain);
    llk_board_free(deal);
    free(line);
}

int main(void)
{
    uint64_t seed = check_seed("test_game_layout", llk_rng_fresh_seed() % 1000000007);
    const char *top = getenv("LLK_TOP");
    test_built_in(top ? top : ".");
    test_custom();
    test_reported(seed);
    test_keeps_shape(seed);
    test_given_shaped(seed);
    (void)ref_brute; /* solve_ref.h's brute force: too slow for boards of game size */
    game *g = game_new();
    int shaped = 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            shaped += game_level_layout((game_difficulty)d, level) != NULL;
            if (game_level_layout((game_difficulty)d, level) != NULL || level <= 2) {
                check_level(g, (game_difficulty)d, level, seed + (uint64_t)level);
            }
        }
    }
    CHECK(shaped >= 15, "%d levels dealt into shapes", shaped);
    CHECK(game_level_layout(GAME_EASY, 0) == NULL && game_level_layout(GAME_EASY, 14) == NULL &&
              game_level_layout(GAME_DIFFICULTY_COUNT, 4) == NULL,
          "game_level_layout out of range");
    game_free(g);
    return check_done("test_game_layout");
}
