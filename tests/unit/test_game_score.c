/* test_game_score.c - the score formula, the level table and the name
 * parsers of the game rules. */
#include <string.h>

#include "check.h"
#include "llk/game.h"

static void test_pair_points(void)
{
    /* Base 10, +5 per combo step, capped at 6 steps. */
    CHECK_INT(game_pair_points(0), 10);
    CHECK_INT(game_pair_points(1), 15);
    CHECK_INT(game_pair_points(2), 20);
    CHECK_INT(game_pair_points(6), 40);
    CHECK_INT(game_pair_points(7), 40);
    CHECK_INT(game_pair_points(1000), 40);
    CHECK_INT(game_pair_points(-3), 10);
    /* A combo is never worth less than a slower match. */
    for (int c = 0; c < 20; c++) {
        CHECK(game_pair_points(c + 1) >= game_pair_points(c), "combo %d", c);
    }
}

static void test_level_bonus(void)
{
    game_bonus b = game_level_bonus(0, 0, 0);
    CHECK_INT(b.time_bonus, 0);
    CHECK_INT(b.hints_bonus, 0);
    CHECK_INT(b.redeals_bonus, 0);
    CHECK_INT(b.total, 0);

    /* 2 per whole second, 50 per hint, 30 per re-deal. */
    b = game_level_bonus(61999, 3, 2);
    CHECK_INT(b.time_bonus, 122);
    CHECK_INT(b.hints_bonus, 150);
    CHECK_INT(b.redeals_bonus, 60);
    CHECK_INT(b.total, 332);

    b = game_level_bonus(999, 0, 1);
    CHECK_INT(b.time_bonus, 0);
    CHECK_INT(b.total, 30);

    /* Nonsense counts give no negative bonus. */
    b = game_level_bonus(-5000, -1, -2);
    CHECK_INT(b.total, 0);

    /* Using a hint always costs: one hint fewer left, a smaller bonus. */
    for (int h = 1; h <= 5; h++) {
        CHECK(game_level_bonus(100000, h, 1).total
                  > game_level_bonus(100000, h - 1, 1).total,
              "hints %d", h);
    }
}

/* docs/playing.md (the player's manual) with its blanks squeezed to
 * single spaces, or NULL. */
static char *manual_text(void)
{
    const char *top = getenv("LLK_TOP");
    char path[1024];
    snprintf(path, sizeof path, "%s/docs/playing.md", top ? top : ".");
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    char *t = malloc(cap);
    int ch, blank = 0;
    while (t != NULL && (ch = fgetc(f)) != EOF) {
        if (n + 2 >= cap) {
            char *u = realloc(t, cap *= 2);
            if (u == NULL) {
                free(t);
                t = NULL;
                break;
            }
            t = u;
        }
        if (ch == ' ' || ch == '\n' || ch == '\t') {
            blank = 1;
            continue;
        }
        if (blank && n > 0) {
            t[n++] = ' ';
        }
        blank = 0;
        t[n++] = (char)ch;
    }
    if (t != NULL) {
        t[n] = '\0';
    }
    fclose(f);
    return t;
}

/* The level table against its reasons, not a copy of it: every shift mode
 * once, level 1 without; each difficulty one board size for all levels,
 * four tiles of each kind, harder boards larger with more kinds; and the
 * order and the sizes are the ones the manual states (docs/playing.md,
 * "Levels and score"), read from it. */
static void test_level_table(void)
{
    char *doc = manual_text();
    CHECK(doc != NULL, "docs/playing.md is read (LLK_TOP)");
    char want[512];
    int at = snprintf(want, sizeof want, "Thirteen levels");
    CHECK(GAME_LEVELS == 13 && (doc == NULL || strstr(doc, want) != NULL), "%s", want);
    at = 0;
    bool seen[LLK_SHIFT_COUNT] = {false};
    for (int l = 1; l <= GAME_LEVELS; l++) {
        llk_shift s = game_level_shift(l);
        CHECK(s >= 0 && s < LLK_SHIFT_COUNT && !seen[s], "level %d: shift %d again", l, (int)s);
        if (s >= 0 && s < LLK_SHIFT_COUNT) {
            seen[s] = true;
        }
        at += snprintf(want + at, sizeof want - (size_t)at, "%s%d %s", l > 1 ? ", " : "", l,
                       llk_shift_name(s));
    }
    CHECK_INT(game_level_shift(1), LLK_SHIFT_NONE);
    CHECK(doc == NULL || strstr(doc, want) != NULL, "the manual's levels are not: %s", want);
    static const char *const dname[GAME_DIFFICULTY_COUNT] = {"Easy", "Normal", "Hard"};
    at = 0;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        const game_level_params *p = game_level_get((game_difficulty)d, 1);
        if (p == NULL) {
            CHECK(false, "difficulty %d: no level 1", d);
            continue;
        }
        at += snprintf(want + at, sizeof want - (size_t)at, "%s%s %dx%d with %d%s",
                       d ? ", " : "", dname[d], p->cols, p->rows, p->kinds, d ? "" : " kinds");
        CHECK(p->rows * p->cols == 4 * p->kinds, "%s: four tiles of each kind", dname[d]);
        const game_level_params *q = d ? game_level_get((game_difficulty)(d - 1), 1) : NULL;
        CHECK(q == NULL || (p->rows * p->cols > q->rows * q->cols && p->kinds > q->kinds),
              "%s: larger than the difficulty before", dname[d]);
        for (int l = 2; l <= GAME_LEVELS; l++) {
            const game_level_params *o = game_level_get((game_difficulty)d, l);
            CHECK(o != NULL && o->rows == p->rows && o->cols == p->cols && o->kinds == p->kinds,
                  "%s level %d: another size", dname[d], l);
        }
    }
    CHECK(doc == NULL || strstr(doc, want) != NULL, "the manual's sizes are not: %s", want);
    free(doc);
    for (int l = 1; l <= GAME_LEVELS; l++) {
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            const game_level_params *p = game_level_get((game_difficulty)d, l);
            CHECK(p != NULL, "level %d difficulty %d", l, d);
            if (p == NULL) {
                continue;
            }
            /* Every kind can come an even number of times. */
            CHECK((p->rows * p->cols) % 2 == 0, "even cells");
            CHECK(p->rows * p->cols >= 2 * p->kinds, "room for kinds");
            CHECK(p->time_s >= 60 && p->time_s <= 3600, "time %d", p->time_s);
            CHECK(p->hints >= 1, "hints %d", p->hints);
            CHECK(p->redeals >= 1, "redeals %d", p->redeals);
            if (d > 0) {
                const game_level_params *q =
                    game_level_get((game_difficulty)(d - 1), l);
                CHECK(p->hints <= q->hints, "harder has no more hints");
                CHECK(p->redeals <= q->redeals, "harder no more re-deals");
            }
        }
    }
    CHECK(game_level_get(GAME_EASY, 0) == NULL, "level 0");
    CHECK(game_level_get(GAME_EASY, GAME_LEVELS + 1) == NULL, "level 14");
    CHECK(game_level_get(GAME_DIFFICULTY_COUNT, 1) == NULL, "bad difficulty");
    CHECK_INT(game_level_shift(0), LLK_SHIFT_NONE);
    CHECK_INT(game_level_shift(99), LLK_SHIFT_NONE);
}

static void test_names(void)
{
    game_difficulty d = GAME_EASY;
    CHECK(strcmp(game_difficulty_name(GAME_EASY), "easy") == 0, "easy");
    CHECK(strcmp(game_difficulty_name(GAME_NORMAL), "normal") == 0, "normal");
    CHECK(strcmp(game_difficulty_name(GAME_HARD), "hard") == 0, "hard");
    CHECK(game_difficulty_name(GAME_DIFFICULTY_COUNT) == NULL, "out of range");
    CHECK(game_difficulty_parse("hard", &d) && d == GAME_HARD, "parse hard");
    CHECK(game_difficulty_parse("Normal", &d) && d == GAME_NORMAL, "Normal");
    CHECK(!game_difficulty_parse("medium", &d), "medium");
    CHECK(!game_difficulty_parse("", &d), "empty");
    CHECK(!game_difficulty_parse("easyx", &d), "easyx");
    CHECK(!game_difficulty_parse(NULL, &d), "NULL");

    static const char *const screens[] = {"menu", "playing", "paused",
                                          "level_clear", "time_up",
                                          "finished"};
    for (int s = 0; s < GAME_SCREEN_COUNT; s++) {
        CHECK(strcmp(game_screen_name((game_screen)s), screens[s]) == 0,
              "screen %d", s);
    }
    CHECK(game_screen_name(GAME_SCREEN_COUNT) == NULL, "screen out of range");

    int level = 0;
    CHECK(game_level_parse("1", &level) && level == 1, "level 1");
    CHECK(game_level_parse("13", &level) && level == 13, "level 13");
    CHECK(!game_level_parse("0", &level), "level 0");
    CHECK(!game_level_parse("14", &level), "level 14");
    CHECK(!game_level_parse("3x", &level), "level 3x");
    CHECK(!game_level_parse("-1", &level), "level -1");
    CHECK(!game_level_parse("", &level), "level empty");

    uint64_t seed = 0;
    CHECK(game_seed_parse("0", &seed) && seed == 0, "seed 0");
    CHECK(game_seed_parse("18446744073709551615", &seed)
              && seed == UINT64_MAX,
          "seed max");
    CHECK(!game_seed_parse("18446744073709551616", &seed), "seed overflow");
    CHECK(!game_seed_parse("12a", &seed), "seed 12a");
    CHECK(!game_seed_parse("-5", &seed), "seed -5");
    CHECK(!game_seed_parse("", &seed), "seed empty");
    CHECK(game_fresh_seed() != 0, "fresh seed");
}

int main(void)
{
    test_pair_points();
    test_level_bonus();
    test_level_table();
    test_names();
    return check_done("test_game_score");
}
