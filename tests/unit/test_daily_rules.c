/* test_daily_rules.c - the rules of the deal of the day (issue 48).
 *  - the rule of a date: never none, the same every time, each of the
 *    five once in each block of five days, so all five within any nine
 *    days in a row (every window of 2026-2027 and of random years);
 *  - names parse back, each rule has a title and an explanation;
 *  - each rule's mechanics on a real deal of the day: the refill clock
 *    (40 s, +6 s a match, capped; out of time at zero), the quota (won
 *    with tiles left at the quota's match, not before; stars and a WON
 *    event), the gold pair (five times the points, other pairs not), the
 *    hidden faces (face down exactly when the four neighbours hold tiles,
 *    turned over once one empties; none under another rule), careful
 *    hands (a refused pair costs 5 s, and can end the level);
 *  - a rule only on a timed practice level not moved on; kept by a
 *    retry, dropped by a new begin, kept by the save (and refused there
 *    on a run);
 *  - the session gives the daily its day's rule;
 *  - tuning: a player who plays the hints' moves (the proven line) at a
 *    steady 3 s and 5 s a match finishes each timed rule (refill, quota,
 *    careful) on the deals of twelve days each (the first date from the seed,
 *    printed; sanitized: four days, and the levels' clocks every third
 *    level). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game_play.h"
#include "minijson.h"
#include "llk/daily.h"
#include "llk/game.h"
#include "llk/rules.h"
#include "llk/rng.h"
#include "llk/session.h"

static daily_date date_of_day(long day)
{
    /* Back from a day number by walking from a near date (tests only). */
    daily_date dt = {1970, 1, 1};
    dt.y = 1970 + (int)(day / 366);
    while (daily_day_number((daily_date){dt.y + 1, 1, 1}) <= day) {
        dt.y++;
    }
    long left = day - daily_day_number((daily_date){dt.y, 1, 1});
    for (dt.m = 1;; dt.m++) {
        int len = 28;
        while (len < 31 && daily_date_ok((daily_date){dt.y, dt.m, len + 1})) {
            len++;
        }
        if (left < len) {
            dt.d = (int)left + 1;
            return dt;
        }
        left -= len;
    }
}

static void test_rotation(llk_rng *rng)
{
    long first = daily_day_number((daily_date){2026, 1, 1});
    long last = daily_day_number((daily_date){2027, 12, 31});
    int count[GAME_RULE_COUNT] = {0};
    int bad_window = 0, bad_block = 0;
    for (long day = first; day <= last; day++) {
        game_rule r = daily_rule_of(date_of_day(day));
        CHECK(r > GAME_RULE_NONE && r < GAME_RULE_COUNT, "a rule on day %ld", day);
        CHECK(daily_rule_of(date_of_day(day)) == r, "the same rule again");
        count[r]++;
        unsigned seen = 0;
        for (long k = 0; k < 9; k++) {
            seen |= 1u << daily_rule_of(date_of_day(day + k));
        }
        bad_window += seen != 0x3Eu;
        if (day % 5 == 0) {
            unsigned blk = 0;
            for (long k = 0; k < 5; k++) {
                blk |= 1u << daily_rule_of(date_of_day(day + k));
            }
            bad_block += blk != 0x3Eu;
        }
    }
    CHECK_INT(bad_window, 0);
    CHECK_INT(bad_block, 0);
    for (int r = 1; r < GAME_RULE_COUNT; r++) {
        CHECK(count[r] >= 140, "rule %s came %d times in two years", game_rule_name(r),
              count[r]);
    }
    /* Random years, before 1970 too. */
    for (int i = 0; i < 200; i++) {
        long day = (long)llk_rng_below(rng, 80000) - 20000;
        unsigned seen = 0;
        for (long k = 0; k < 9; k++) {
            seen |= 1u << daily_rule_of(date_of_day(day + k));
        }
        CHECK(seen == 0x3Eu, "all five rules within nine days from day %ld", day);
    }
    for (int r = 0; r < GAME_RULE_COUNT; r++) {
        game_rule back = GAME_RULE_COUNT;
        CHECK(game_rule_parse(game_rule_name(r), &back) && back == (game_rule)r, "name %d", r);
        CHECK((game_rule_title(r) != NULL && game_rule_text(r) != NULL) == (r != GAME_RULE_NONE),
              "words of rule %d", r);
    }
    game_rule x;
    CHECK(!game_rule_parse("golden", &x) && game_rule_name(GAME_RULE_COUNT) == NULL, "unknown");
}

/* The deal of dt as practice, with rule r. */
static game *daily_game(daily_date dt, game_rule r)
{
    game_difficulty d;
    int level;
    uint64_t seed;
    daily_pick(dt, &d, &level, &seed);
    game *g = game_new();
    CHECK(game_begin_practice(g, d, level, seed) == NULL, "the deal begins");
    CHECK(game_set_rule(g, r), "rule %s taken", game_rule_name(r));
    CHECK_INT(game_get_rule(g), r);
    return g;
}

static const daily_date day0 = {2026, 11, 29};

static void test_refill(void)
{
    game *g = daily_game(day0, GAME_RULE_REFILL);
    CHECK_INT(game_get_time_total_ms(g), GAME_REFILL_START_MS);
    CHECK_INT(game_get_time_left_ms(g), GAME_REFILL_START_MS);
    game_tick(g, 20000);
    CHECK(one_pair(g), "a match");
    CHECK_INT(game_get_time_left_ms(g), 20000 + GAME_REFILL_MS);
    game_tick(g, 1000);
    CHECK(one_pair(g), "a match");
    CHECK_INT(game_get_time_left_ms(g), 25000 + GAME_REFILL_MS);
    CHECK(one_pair(g) && one_pair(g), "two matches");
    CHECK_INT(game_get_time_left_ms(g), GAME_REFILL_START_MS); /* capped */
    game_tick(g, GAME_REFILL_START_MS - 1);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    game_tick(g, 1);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    CHECK(game_retry(g) == NULL, "retry");
    CHECK_INT(game_get_rule(g), GAME_RULE_REFILL);
    CHECK_INT(game_get_time_left_ms(g), GAME_REFILL_START_MS);
    game_free(g);
}

static void test_quota(void)
{
    game *g = daily_game(day0, GAME_RULE_QUOTA);
    int tiles = game_get_tiles_left(g);
    int quota = game_rule_quota(g);
    CHECK_INT(quota, tiles / 2 < GAME_QUOTA_PAIRS ? tiles / 2 : GAME_QUOTA_PAIRS);
    CHECK_INT(game_get_time_total_ms(g), GAME_QUOTA_MS);
    game_event ev;
    while (game_take_event(g, &ev)) {
    }
    for (int i = 0; i < quota - 1; i++) {
        CHECK(one_pair(g), "match %d", i + 1);
    }
    CHECK_INT(game_rule_matches(g), quota - 1);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK_INT(game_get_stars(g), 0);
    llk_pair p;
    CHECK(game_line_next(g, &p), "a move left");
    game_move m;
    game_select(g, p.a.r, p.a.c, NULL);
    game_select(g, p.b.r, p.b.c, &m);
    CHECK(m.result == GAME_CLICK_REMOVED && m.cleared, "the quota's match wins");
    CHECK_INT(m.status, GAME_SCREEN_LEVEL_CLEAR);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK_INT(game_rule_matches(g), quota);
    CHECK(game_get_tiles_left(g) == tiles - 2 * quota, "tiles left: %d", game_get_tiles_left(g));
    CHECK(game_get_stars(g) >= 1, "stars for the win");
    CHECK(game_get_bonus(g).time_bonus > 0, "the time left is paid");
    bool won = false;
    while (game_take_event(g, &ev)) {
        won = won || ev.type == GAME_EVENT_WON;
    }
    CHECK(won, "a WON event");
    /* Out of time before the quota: lost. */
    CHECK(game_retry(g) == NULL, "retry");
    CHECK_INT(game_rule_matches(g), 0);
    game_tick(g, GAME_QUOTA_MS);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    game_free(g);
}

static void test_gold(void)
{
    game *g = daily_game(day0, GAME_RULE_GOLD);
    int gold = game_rule_gold_kind(g);
    llk_pair pair;
    CHECK(gold > 0 && game_rule_gold_pair(g, &pair), "a gold pair of kind %d", gold);
    int golds = 0, others = 0;
    llk_pair p;
    while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        game_move m;
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, &m);
        if (m.gold) {
            golds++;
            CHECK_INT(m.kind, gold);
            CHECK_INT(m.points, GAME_GOLD_TIMES * game_pair_points(m.combo));
            CHECK_INT(game_rule_gold_kind(g), 0);
        } else {
            others++;
            CHECK_INT(m.points, game_pair_points(m.combo));
        }
    }
    CHECK(golds == 1 && others >= 1, "gold %d, other %d matches", golds, others);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    game_free(g);
    /* The same deal, the same gold pair; another rule, none (the pair
     * through slides, saves and replays: test_daily_gold.c). */
    g = daily_game(day0, GAME_RULE_GOLD);
    CHECK(game_rule_gold_pair(g, &p) && p.a.r == pair.a.r && p.a.c == pair.a.c &&
              p.b.r == pair.b.r && p.b.c == pair.b.c,
          "the same pair");
    game_free(g);
    g = daily_game(day0, GAME_RULE_HIDDEN);
    CHECK(game_rule_gold_kind(g) == 0 && !game_rule_gold_pair(g, NULL), "none");
    game_free(g);
}

/* Hidden exactly when closed in, on the board as it stands. */
static int check_hidden(const game *g)
{
    const llk_board *b = game_get_board(g);
    int bad = 0, n = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            bool closed = llk_board_get(b, r, c) != 0 && r > 0 && c > 0 && r < b->rows - 1 &&
                          c < b->cols - 1 && llk_board_get(b, r - 1, c) != 0 &&
                          llk_board_get(b, r + 1, c) != 0 && llk_board_get(b, r, c - 1) != 0 &&
                          llk_board_get(b, r, c + 1) != 0;
            bad += game_tile_hidden(g, r, c) != closed;
            n += closed;
        }
    }
    CHECK_INT(bad, 0);
    return n;
}

static void test_hidden(void)
{
    /* Days of different levels (shapes and shifts). */
    for (int i = 0; i < 6; i++) {
        daily_date dt = date_of_day(daily_day_number(day0) + i * 7);
        game *g = daily_game(dt, GAME_RULE_HIDDEN);
        int at_start = check_hidden(g);
        CHECK(at_start > 0, "face-down tiles on the deal (%d)", at_start);
        int turned = 0;
        while (game_get_screen(g) == GAME_SCREEN_PLAYING) {
            int before = check_hidden(g);
            if (!one_pair(g)) {
                break;
            }
            turned += check_hidden(g) < before;
        }
        CHECK(turned > 0, "tiles turned over as neighbours emptied");
        CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
        CHECK(!game_tile_hidden(g, -1, 0) && !game_tile_hidden(g, 0, 1000), "outside");
        game_free(g);
    }
    game *g = daily_game(day0, GAME_RULE_GOLD);
    const llk_board *b = game_get_board(g);
    int n = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            n += game_tile_hidden(g, r, c);
        }
    }
    CHECK_INT(n, 0);
    game_free(g);
}

/* Two tiles of different kinds that are both there. */
static bool unlike_pair(const game *g, llk_cell *a, llk_cell *z)
{
    const llk_board *b = game_get_board(g);
    int first = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            int k = llk_board_get(b, r, c);
            if (k != 0 && first == 0) {
                first = k;
                *a = (llk_cell){r, c};
            } else if (k != 0 && k != first) {
                *z = (llk_cell){r, c};
                return true;
            }
        }
    }
    return false;
}

static void test_careful(void)
{
    game *g = daily_game(day0, GAME_RULE_CAREFUL);
    int full = game_level_get(game_get_difficulty(g), game_get_level(g))->time_s * 1000;
    CHECK_INT(game_get_time_total_ms(g), full);
    llk_cell a, z;
    CHECK(unlike_pair(g, &a, &z), "two kinds");
    game_move m;
    game_select(g, a.r, a.c, NULL);
    game_select(g, z.r, z.c, &m);
    CHECK_INT(m.result, GAME_CLICK_REFUSED);
    CHECK_INT(game_get_time_left_ms(g), full - GAME_CAREFUL_MS);
    game_tick(g, game_get_time_left_ms(g) - 1000);
    game_deselect(g);
    game_select(g, a.r, a.c, NULL);
    game_select(g, z.r, z.c, &m);
    CHECK_INT(m.status, GAME_SCREEN_TIME_UP);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    game_free(g);
    /* No cost under another rule. */
    g = daily_game(day0, GAME_RULE_GOLD);
    CHECK(unlike_pair(g, &a, &z), "two kinds");
    game_select(g, a.r, a.c, NULL);
    game_select(g, z.r, z.c, &m);
    CHECK_INT(game_get_time_left_ms(g), full);
    game_free(g);
}

static void test_where(void)
{
    game *g = game_new();
    CHECK(!game_set_rule(g, GAME_RULE_GOLD), "no board");
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 1, 5) == NULL, "a run");
    CHECK(!game_set_rule(g, GAME_RULE_GOLD), "not on a run");
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 2, 5) == NULL, "relaxed");
    CHECK(!game_set_rule(g, GAME_RULE_GOLD), "not relaxed");
    CHECK(game_begin_practice(g, GAME_EASY, 2, 5) == NULL, "practice");
    CHECK(one_pair(g), "a move");
    CHECK(!game_set_rule(g, GAME_RULE_GOLD), "not after a move");
    CHECK_INT(game_get_rule(g), GAME_RULE_NONE);
    game_free(g);
    /* A new begin drops it. */
    g = daily_game(day0, GAME_RULE_QUOTA);
    CHECK(game_begin_practice(g, GAME_EASY, 2, 5) == NULL, "practice again");
    CHECK_INT(game_get_rule(g), GAME_RULE_NONE);
    game_free(g);
}

static void test_save(void)
{
    for (int r = 1; r < GAME_RULE_COUNT; r++) {
        CHECK_CASE();
        game *g = daily_game(day0, (game_rule)r);
        game_tick(g, 3000);
        CHECK(one_pair(g), "a move");
        char *t = save_text(g);
        CHECK(t != NULL && strstr(t, "\nrule ") != NULL, "the save names the rule");
        char err[256];
        game *h = t ? game_load(t, strlen(t), false, err, sizeof err) : NULL;
        CHECK(h != NULL, "loads: %s", h ? "" : err);
        if (h != NULL) {
            CHECK_INT(game_get_rule(h), r);
            CHECK_INT(game_rule_gold_kind(h), game_rule_gold_kind(g));
            CHECK_INT(game_get_time_total_ms(h), game_get_time_total_ms(g));
            CHECK_INT(game_get_time_left_ms(h), game_get_time_left_ms(g));
            CHECK_INT(game_rule_matches(h), game_rule_matches(g));
            game_free(h);
        }
        free(t);
        game_free(g);
    }
    /* Hand-altered: an unknown rule, a rule on a run. */
    game *g = daily_game(day0, GAME_RULE_GOLD);
    char *t = save_text(g);
    char *at = t ? strstr(t, "rule gold") : NULL;
    if (at != NULL) {
        memcpy(at, "rule gilt", 9);
        char err[256];
        game *h = game_load(t, strlen(t), true, err, sizeof err);
        CHECK(h == NULL && strstr(err, "unknown rule") != NULL, "unknown rule refused: %s", err);
        game_free(h);
    }
    free(t);
    game_free(g);
    g = game_new();
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 1, 5) == NULL, "a run");
    t = save_text(g);
    at = t ? strstr(t, "\nclock ") : NULL;
    if (at != NULL) {
        size_t len = strlen(t);
        char *u = malloc(len + 16);
        size_t head = (size_t)(at - t) + 1;
        memcpy(u, t, head);
        snprintf(u + head, len + 16 - head, "rule gold\n%s", at + 1);
        char err[256];
        game *h = game_load(u, strlen(u), true, err, sizeof err);
        CHECK(h == NULL, "a rule on a run refused");
        game_free(h);
        free(u);
    }
    free(t);
    game_free(g);
}

/* The state file: the rule's keys, left out with none; "hidden" lists
 * exactly the face-down tiles. */
static mj *state_of(const game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f == NULL) {
        return NULL;
    }
    game_state_json(g, NULL, f);
    fclose(f);
    mj *v = mj_parse(text);
    free(text);
    return v;
}

static void test_state(void)
{
    game *g = daily_game(day0, GAME_RULE_HIDDEN);
    CHECK(one_pair(g), "a move");
    mj *v = state_of(g);
    const mj *rule = v ? mj_get(v, "daily_rule") : NULL;
    CHECK(rule && rule->type == MJ_STR && strcmp(rule->str, "hidden") == 0, "daily_rule");
    const mj *h = v ? mj_get(v, "hidden") : NULL;
    const llk_board *b = game_get_board(g);
    int want = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            want += game_tile_hidden(g, r, c);
        }
    }
    CHECK(h && h->type == MJ_ARR && h->n == want && want > 0, "hidden: %d tiles", want);
    for (int i = 0; h && i < h->n; i++) {
        const mj *cell = h->items[i];
        CHECK(cell->type == MJ_ARR && cell->n == 2 &&
                  game_tile_hidden(g, (int)cell->items[0]->num, (int)cell->items[1]->num),
              "listed tile %d face down", i);
    }
    mj_free(v);
    game_free(g);
    g = daily_game(day0, GAME_RULE_QUOTA);
    v = state_of(g);
    const mj *q = v ? mj_get(v, "quota") : NULL;
    CHECK(q && q->type == MJ_ARR && q->n == 2 && q->items[0]->num == 0 &&
              (int)q->items[1]->num == game_rule_quota(g),
          "quota [0, %d]", game_rule_quota(g));
    mj_free(v);
    game_free(g);
    g = daily_game(day0, GAME_RULE_GOLD);
    v = state_of(g);
    const mj *k = v ? mj_get(v, "gold_kind") : NULL;
    CHECK(k && (int)k->num == game_rule_gold_kind(g), "gold_kind");
    const mj *cells = v ? mj_get(v, "gold") : NULL;
    CHECK(cells && cells->type == MJ_ARR && cells->n == 2, "gold: the pair's two cells");
    mj_free(v);
    CHECK(game_begin_practice(g, GAME_EASY, 2, 5) == NULL, "practice");
    v = state_of(g);
    CHECK(v && !mj_get(v, "daily_rule") && !mj_get(v, "hidden"), "left out with none");
    mj_free(v);
    game_free(g);
}

/* daily.txt keeps the time a cleared day took: written, read back,
 * refused on a day not cleared or as 0; the best of the other days. */
static void test_record_time(void)
{
    daily_record r;
    daily_init(&r);
    daily_date d1 = {2026, 3, 11}, d2 = {2026, 3, 12}, d3 = {2026, 3, 13};
    CHECK(daily_start(&r, d1) && daily_start(&r, d2) && daily_start(&r, d3), "three days");
    daily_finish(&r, d1, 300, true);
    daily_set_time(&r, d1, 95000);
    daily_finish(&r, d2, 200, false);
    daily_set_time(&r, d2, 50000); /* not cleared: no time */
    daily_finish(&r, d3, 500, true);
    daily_set_time(&r, d3, 83250);
    CHECK(daily_best_time(&r, NULL) == 83250, "best of all");
    CHECK(daily_best_time(&r, &d3) == 95000, "best of the others");
    CHECK(daily_best_time(&r, &d1) == 83250, "best leaving d1 out");
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    CHECK(f && daily_write(f, &r) == 0, "written");
    fclose(f);
    CHECK(text && strstr(text, "day 2026-03-13 done 1 cleared 1 score 500 time 83250\n") &&
              strstr(text, "day 2026-03-12 done 1 cleared 0 score 200\n"),
          "the time on the cleared days only: %s", text);
    daily_record back;
    char err[200];
    CHECK(daily_parse(&back, text, len, err, sizeof err) == 0, "read back: %s", err);
    CHECK(daily_find(&back, d3) && daily_find(&back, d3)->time_ms == 83250 &&
              daily_find(&back, d2)->time_ms == 0,
          "times read back");
    free(text);
    static const char *const bad[] = {
        "lianliankan daily 1\nday 2026-03-12 done 1 cleared 0 score 5 time 100\n",
        "lianliankan daily 1\nday 2026-03-12 done 1 cleared 1 score 5 time 0\n",
        "lianliankan daily 1\nday 2026-03-12 done 1 cleared 1 score 5 time\n",
        "lianliankan daily 1\nday 2026-03-12 done 1 cleared 1 score 5 time 9 x\n",
        "lianliankan daily 1\nday 2026-03-12 done 1 cleared 1 score 5 tima 9\n"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK(daily_parse(&back, bad[i], strlen(bad[i]), err, sizeof err) != 0,
              "refused: %s", bad[i]);
    }
}

static void test_session(void)
{
    game_session *s = session_new();
    session_set_deal_wait(s, -1);
    session_set_ask_first(s, false);
    session_daily_open(s, NULL, (char[8]){0}, 8);
    for (int i = 0; i < 5; i++) {
        daily_date dt = date_of_day(daily_day_number(day0) + i);
        CHECK_INT(session_daily_start(s, dt), SESSION_STARTED);
        CHECK_INT(game_get_rule(session_game(s)), daily_rule_of(dt));
    }
    CHECK_INT(session_start(s, GAME_TIMED, GAME_EASY, 3, 9), SESSION_STARTED);
    CHECK_INT(game_get_rule(session_game(s)), GAME_RULE_NONE);
    session_free(s);
}

/* Play the deal the way a player who follows the hints does: a match
 * every pace_ms. True when the level ends won. */
static bool steady(game *g, int pace_ms, int *matches)
{
    *matches = 0;
    while (game_get_screen(g) == GAME_SCREEN_PLAYING) {
        if (game_tick(g, pace_ms) != GAME_SCREEN_PLAYING) {
            break;
        }
        llk_pair p;
        if (!game_line_next(g, &p) && !llk_has_pair(game_get_board(g), &p)) {
            break;
        }
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
        ++*matches;
    }
    return game_get_screen(g) == GAME_SCREEN_LEVEL_CLEAR;
}

static void test_tuning(uint64_t seed)
{
    /* Every level a date can pick: careful hands keeps the level's clock,
     * which a match every 5 s fits with half a minute to spare at least;
     * the quota's 30 matches at 5 s take 150 s of its 180; the refill's
     * 6 s a match outlasts a match every 5 s. */
    /* (sanitized: every third level, and 4 days a rule, not 12) */
    int step = check_sanitized() ? 3 : 1, days = check_sanitized() ? 4 : 12;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level += step) {
            game *g = game_new();
            CHECK(game_begin_practice(g, (game_difficulty)d, level, 5) == NULL, "begins");
            int pairs = game_get_tiles_left(g) / 2;
            CHECK(game_get_time_total_ms(g) - pairs * 5000 >= 30000,
                  "%s level %d: %d pairs at 5 s in %d ms", game_difficulty_name(d), level,
                  pairs, game_get_time_total_ms(g));
            game_free(g);
        }
    }
    CHECK(GAME_QUOTA_PAIRS * 5000 <= GAME_QUOTA_MS - 30000 && GAME_REFILL_MS > 5000,
          "the quota's and the refill's numbers");
    static const game_rule timed[] = {GAME_RULE_REFILL, GAME_RULE_QUOTA, GAME_RULE_CAREFUL};
    static const int paces[] = {3000, 5000};
    long start = daily_day_number((daily_date){2026, 1, 1}) + (long)(seed % 3650);
    daily_date s0 = date_of_day(start);
    printf("test_daily_rules: tuning from %04d-%02d-%02d, %d days a rule\n", s0.y, s0.m, s0.d,
           days);
    for (size_t k = 0; k < sizeof timed / sizeof timed[0]; k++) {
        for (int i = 0; i < days; i++) {
            daily_date dt = date_of_day(start + (long)i * 11 + (long)k);
            game *g = daily_game(dt, timed[k]);
            for (size_t q = 0; q < sizeof paces / sizeof paces[0]; q++) {
                CHECK_CASE();
                int n;
                bool won = steady(g, paces[q], &n);
                CHECK(won, "%s, %04d-%02d-%02d (%s level %d), %d s a match: lost after %d "
                      "matches", game_rule_name(timed[k]), dt.y, dt.m, dt.d,
                      game_difficulty_name(game_get_difficulty(g)), game_get_level(g),
                      paces[q] / 1000, n);
                CHECK(game_retry(g) == NULL, "retry");
            }
            game_free(g);
        }
    }
}

int main(void)
{
    uint64_t seed = check_seed("test_daily_rules", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_rotation(&rng);
    test_refill();
    test_quota();
    test_gold();
    test_hidden();
    test_careful();
    test_where();
    test_save();
    test_state();
    test_record_time();
    test_session();
    test_tuning(seed);
    return check_done("test_daily_rules");
}
