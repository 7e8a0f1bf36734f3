/* test_layout.c - layouts: the parser's errors (line and column), writing
 * and reading back, the kind count, every shipped layout (it parses, has a
 * game size, is dealt winnable under every shift mode: the generator's
 * line replayed by the independent reference of solve_ref.h, holes left
 * empty, each kind dealt twice or four times), and random layouts. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "layout_check.h"
#include "llk/layout.h"
#include "llk/rng.h"
#include "solve_ref.h"

static llk_layout *parse(const char *text, char *err, size_t errlen)
{
    return llk_layout_parse(text, strlen(text), "t", err, errlen);
}

#define HEAD "lianliankan layout 1\nname: T\nname_zh: 测试\n"

/* Inputs the parser must refuse, each with the start of its message. */
static void test_errors(void)
{
    static const struct {
        const char *text;
        const char *want;
    } bad[] = {
        {"", "t: empty"},
        {"; only a comment\n", "t: empty"},
        {"lianliankan layout 2\n", "t:1: not a layout file"},
        {"#..#\n", "t:1: not a layout file"},
        {HEAD "size: 2x2\n##\n#x\n", "t:6:2: 'x' is not a cell"},
        {HEAD "size: 2x2\n##\n#\n", "t:6:2: the row is shorter than the size says (1 wide, not 2)"},
        {HEAD "size: 2x2\n##\n###\n", "t:6:3: the row is longer"},
        {HEAD "size: 2x2\n##\n##\n##\n", "t:7:1: more rows than the size says"},
        {HEAD "size: 3x2\n##\n##\n", "t:6: only 2 of the 3 rows"},
        {HEAD "size: 2x2\n##\n#.\n", "t: 3 cells marked '#'"},
        {HEAD "size: 2x2\n..\n..\n", "t: 0 cells marked '#'"},
        {HEAD "size: 2x\n", "t:4:9: the size must be"},
        {HEAD "size: 0x4\n", "t:4:7: the size must be"},
        {HEAD "size: 2x2 big\n", "t:4:10: the size must be"},
        {HEAD "size: 1025x2\n", "t:4:7: the size must be"},
        {HEAD "size: 2x2\nsize: 2x2\n", "t:5:1: a second 'size' line"},
        {HEAD "colour: red\n", "t:4:1: unknown header 'colour'"},
        {HEAD "hello\n", "t:4:1: expected a header line"},
        {"lianliankan layout 1\nname: T\nsize: 1x2\n##\n", "t:4:1: a row before the header"},
        {"lianliankan layout 1\nname:\n", "t:2:6: the name is empty"},
        {"lianliankan layout 1\nname: a\tb\n", "t:2:8: a control byte (0x09)"},
        {HEAD "size: 1x2\n##\nname: X\n", "t:6:1: a header line after the rows"},
        {HEAD "size: 1x2\n#\xff\n", "t:5:2: byte 0xff is not a cell"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[256] = "";
        llk_layout *l = parse(bad[i].text, err, sizeof err);
        CHECK(l == NULL && strncmp(err, bad[i].want, strlen(bad[i].want)) == 0,
              "case %zu: got '%s', want '%s...'", i, err, bad[i].want);
        llk_layout_free(l);
    }
    char err[256] = "";
    static const char nul[] = HEAD "size: 1x2\n#\0#\n";
    llk_layout *l = llk_layout_parse(nul, sizeof nul - 1, "t", err, sizeof err);
    CHECK(l == NULL && strstr(err, "NUL") != NULL, "a NUL byte: '%s'", err);
    llk_layout_free(l);
    char name[200];
    memset(name, 'a', sizeof name);
    char text[400];
    snprintf(text, sizeof text, "lianliankan layout 1\nname: %.*s\n", (int)sizeof name, name);
    l = parse(text, err, sizeof err);
    CHECK(l == NULL && strstr(err, "longer than 63 bytes") != NULL, "a long name: '%s'", err);
    llk_layout_free(l);
}

/* What the parser accepts: comments, blank lines, CRLF and CR, a
 * byte-order mark, the header in any order, trailing blanks. */
static void test_accepts(void)
{
    static const char *const good[] = {
        "lianliankan layout 1\nname: Two\nname_zh: 二\nsize: 1x3\n#.#\n",
        "\xEF\xBB\xBFlianliankan layout 1\r\nsize: 1x3\r\nname_zh: 二\r\nname: Two\r\n#.#\r\n",
        "; made by hand\nlianliankan layout 1\rname: Two\rname_zh: 二\rsize: 1X3\r\r#.#  \r",
        "lianliankan layout 1\n\nname:   Two  \nname_zh:二\nsize: 1x3\n; the row\n#.#",
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        char err[256] = "";
        llk_layout *l = parse(good[i], err, sizeof err);
        CHECK(l != NULL, "case %zu: %s", i, err);
        if (l != NULL) {
            CHECK(strcmp(l->name, "Two") == 0 && strcmp(l->name_zh, "二") == 0,
                  "case %zu: names '%s' '%s'", i, l->name, l->name_zh);
            CHECK(l->rows == 1 && l->cols == 3 && l->tiles == 2 && l->cell[0] == 1 &&
                      l->cell[1] == 0 && l->cell[2] == 1,
                  "case %zu: cells", i);
        }
        llk_layout_free(l);
    }
}

/* Writing a layout and reading it back gives the same layout. */
static void test_round_trip(llk_rng *rng)
{
    for (int t = 0; t < 50; t++) {
        int rows = 1 + (int)llk_rng_below(rng, 30), cols = 2 + (int)llk_rng_below(rng, 30);
        llk_layout *l = layout_random(rng, rows, cols, (int)llk_rng_below(rng, 101));
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        llk_layout_write(f, l);
        fclose(f);
        char err[256] = "";
        llk_layout *back = llk_layout_parse(buf, len, "w", err, sizeof err);
        CHECK(back != NULL && back->rows == rows && back->cols == cols &&
                  back->tiles == l->tiles && memcmp(back->cell, l->cell, (size_t)(rows * cols)) == 0 &&
                  strcmp(back->name, l->name) == 0 && strcmp(back->name_zh, l->name_zh) == 0,
              "round trip %d (%dx%d): %s", t, rows, cols, err);
        llk_layout_free(back);
        llk_layout_free(l);
        free(buf);
    }
}

static void test_kinds(void)
{
    llk_layout *l = llk_layout_full(8, 12);
    CHECK_INT(llk_layout_kinds(l, 24), 24); /* the full board: as the difficulty */
    l->tiles = 40;
    CHECK_INT(llk_layout_kinds(l, 24), 10); /* 40 tiles, four a kind */
    l->tiles = 46;
    CHECK_INT(llk_layout_kinds(l, 24), 12); /* 23 pairs: 11 kinds twice, 1 once */
    l->tiles = 2;
    CHECK_INT(llk_layout_kinds(l, 24), 1);
    l->tiles = 96;
    CHECK_INT(llk_layout_kinds(l, 96), 48);  /* never more than a pair a kind... */
    CHECK_INT(llk_layout_kinds(l, 1), 24);   /* ...nor more than four tiles a kind */
    llk_layout_free(l);
}

/* Deal l under s from seed; the board keeps the holes, each kind is dealt
 * twice or four times, and the line clears it by the reference. */
static void check_deal(const llk_layout *l, const char *what, llk_shift s, uint64_t seed)
{
    int kinds = llk_layout_kinds(l, l->rows * l->cols / 4);
    llk_pair *line = malloc(sizeof *line * (size_t)(l->tiles / 2));
    int nline = 0;
    llk_generate_info info;
    llk_board *b = llk_generate_layout(l, kinds, s, seed, 0, NULL, &info, line, &nline);
    CHECK(b != NULL, "%s %s seed %llu: no board", what, llk_shift_name(s),
          (unsigned long long)seed);
    if (b != NULL) {
        bool holes, spread;
        layout_check_dealt(l, b, kinds, &holes, &spread);
        CHECK(holes && spread && b->tiles == l->tiles, "%s %s seed %llu: cells or kinds", what,
              llk_shift_name(s), (unsigned long long)seed);
        CHECK(nline == l->tiles / 2 && ref_replay(b, s, line, nline),
              "%s %s seed %llu: the line does not clear the board (%d moves)", what,
              llk_shift_name(s), (unsigned long long)seed, nline);
        if (l->tiles <= 12) {
            /* Small enough for the reference's own brute force. */
            ref_grid g;
            ref_from_board(&g, b);
            CHECK(ref_brute(&g, s) == 1, "%s %s seed %llu: lost by brute force", what,
                  llk_shift_name(s), (unsigned long long)seed);
        }
    }
    llk_board_free(b);
    free(line);
}

/* One shipped layout: it parses, has one of the game's three sizes, and is
 * dealt winnable under every shift mode (ctx: the seed, then the count). */
static void shipped_one(void *ctx, const llk_layout *l, const char *path, const char *err)
{
    uint64_t *at = ctx, seed = at[0], n = ++at[1];
    CHECK(l != NULL, "%s", err);
    if (l == NULL) {
        return;
    }
    bool sized = (l->rows == 8 && l->cols == 12) || (l->rows == 9 && l->cols == 16) ||
                 (l->rows == 10 && l->cols == 18);
    CHECK(sized && l->name[0] && l->name_zh[0], "%s: %dx%d is no game size", path, l->rows,
          l->cols);
    const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    int modes = check_sanitized() ? 3 : LLK_SHIFT_COUNT;
    for (int m = 0; m < modes; m++) {
        llk_shift s = check_sanitized()
                          ? (llk_shift)((seed + n + (uint64_t)m * 5) % LLK_SHIFT_COUNT)
                          : (llk_shift)m;
        check_deal(l, name, s, seed + n * 100 + (uint64_t)m);
    }
}

/* Every layout in DIR, as shipped_one. */
static void test_shipped(const char *dir, uint64_t seed)
{
    uint64_t at[2] = {seed, 0};
    int n = layout_dir_each(dir, shipped_one, at);
    CHECK(n >= 24, "%d layouts shipped in %s, want at least 24", n, dir);
}

/* Random layouts, sparse to full, small sizes: dealt winnable. */
static void test_random_deals(llk_rng *rng)
{
    int rounds = check_sanitized() ? 20 : 120;
    for (int t = 0; t < rounds; t++) {
        int rows = 1 + (int)llk_rng_below(rng, 10), cols = 2 + (int)llk_rng_below(rng, 10);
        llk_layout *l = layout_random(rng, rows, cols, 5 + (int)llk_rng_below(rng, 96));
        char what[64];
        snprintf(what, sizeof what, "random %dx%d (%d tiles)", rows, cols, l->tiles);
        check_deal(l, what, (llk_shift)llk_rng_below(rng, LLK_SHIFT_COUNT), llk_rng_next(rng));
        llk_layout_free(l);
    }
    /* A layout whose count of marked cells is not its tile count. */
    llk_layout *l = llk_layout_full(2, 2);
    l->tiles = 2;
    CHECK(llk_generate_layout(l, 1, LLK_SHIFT_NONE, 1, 0, NULL, NULL, NULL, NULL) == NULL,
          "a layout with the wrong tile count is refused");
    llk_layout_free(l);
}

int main(void)
{
    uint64_t seed = check_seed("test_layout", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_errors();
    test_accepts();
    test_round_trip(&rng);
    test_kinds();
    const char *top = getenv("LLK_TOP");
    char dir[900];
    snprintf(dir, sizeof dir, "%s/assets/layouts", top ? top : ".");
    test_shipped(dir, seed);
    test_random_deals(&rng);
    return check_done("test_layout");
}
