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

static void test_help_text(void)
{
    const char *t = game_score_help();
    CHECK(t != NULL && strlen(t) > 100, "help text present");
    /* The text quotes the numbers the functions use. */
    char want[64];
    snprintf(want, sizeof want, "%d points", game_pair_points(0));
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
    snprintf(want, sizeof want, "up to %d", game_pair_points(100));
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
    snprintf(want, sizeof want, "within %d seconds", GAME_COMBO_MS / 1000);
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
    snprintf(want, sizeof want, "%d points per second",
             game_level_bonus(1000, 0, 0).total);
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
    snprintf(want, sizeof want, "%d per hint",
             game_level_bonus(0, 1, 0).total);
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
    snprintf(want, sizeof want, "%d per re-deal",
             game_level_bonus(0, 0, 1).total);
    CHECK(strstr(t, want) != NULL, "help mentions '%s'", want);
}

static void test_level_table(void)
{
    static const llk_shift order[GAME_LEVELS] = {
        LLK_SHIFT_NONE,
        LLK_SHIFT_DOWN,
        LLK_SHIFT_LEFT,
        LLK_SHIFT_SPLIT_VERTICAL,
        LLK_SHIFT_SPLIT_HORIZONTAL,
        LLK_SHIFT_GATHER_VERTICAL,
        LLK_SHIFT_GATHER_HORIZONTAL,
        LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT,
        LLK_SHIFT_LEFT_DOWN_RIGHT_UP,
        LLK_SHIFT_OUTWARD,
        LLK_SHIFT_INWARD,
        LLK_SHIFT_UP,
        LLK_SHIFT_RIGHT,
    };
    static const int size[GAME_DIFFICULTY_COUNT][3] = {
        {8, 12, 24}, {9, 16, 36}, {10, 18, 45}};
    for (int l = 1; l <= GAME_LEVELS; l++) {
        CHECK_INT(game_level_shift(l), order[l - 1]);
        for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
            const game_level_params *p = game_level_get((game_difficulty)d, l);
            CHECK(p != NULL, "level %d difficulty %d", l, d);
            if (p == NULL) {
                continue;
            }
            CHECK_INT(p->rows, size[d][0]);
            CHECK_INT(p->cols, size[d][1]);
            CHECK_INT(p->kinds, size[d][2]);
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
    test_help_text();
    test_level_table();
    test_names();
    return check_done("test_game_score");
}
