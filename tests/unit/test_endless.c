/* test_endless.c - endless (issue 48): timed boards one after another
 * against one clock.
 *  - what a match adds (game_endless_match_ms): GAME_ENDLESS_MATCH_S at
 *    first, a second less every GAME_ENDLESS_BOARDS_PER_STEP boards, never
 *    under GAME_ENDLESS_MATCH_MIN_S, GAME_ENDLESS_COMBO_S more in a combo
 *    above that floor;
 *  - a game played along its proven lines: the clock starts at
 *    GAME_ENDLESS_START_MS, grows by those amounts on each match (combo
 *    included), is carried to the next board (no time bonus), the next
 *    board is zen's (level and deal), no retry, no undo, no stars;
 *  - the end: the clock at 0 is time up and the run's end (its event:
 *    endless, boards cleared, score), nothing left to save or continue;
 *  - the Endless table: most boards first, then score, ties older first,
 *    its text round trip, old scores files (versions 1 and 2) still load,
 *    the profile puts an endless run there and not in the runs' table;
 *  - the save: in the middle of a board and between two, loaded back
 *    (board, boards, clock); hand-altered ones refused;
 *  - the session: endless.save kept apart, no warning before a losing
 *    move (it is scored), its Continue.
 * The random seed is printed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "game_play.h"
#include "llk/endless.h"
#include "llk/game.h"
#include "llk/profile.h"
#include "llk/session.h"

static char tmp[] = "/tmp/llk_endless_XXXXXX";

static void test_match_ms(void)
{
    CHECK_INT(game_endless_match_ms(0, 0), GAME_ENDLESS_MATCH_S * 1000);
    CHECK_INT(game_endless_match_ms(0, 0), 4000);
    CHECK_INT(game_endless_match_ms(1, 0), 4000);
    CHECK_INT(game_endless_match_ms(2, 0), 3000);
    CHECK_INT(game_endless_match_ms(5, 0), 2000);
    CHECK_INT(game_endless_match_ms(6, 0), 1000);
    CHECK_INT(game_endless_match_ms(1000, 0), GAME_ENDLESS_MATCH_MIN_S * 1000);
    CHECK_INT(game_endless_match_ms(-3, 0), 4000);
    CHECK_INT(game_endless_match_ms(0, 1), 5000);
    CHECK_INT(game_endless_match_ms(0, 7), 5000);
    CHECK_INT(game_endless_match_ms(5, 1), 3000);
    CHECK_INT(game_endless_match_ms(6, 1), 1000); /* the floor: no bonus */
    CHECK_INT(game_endless_match_ms(1000, 2), 1000);
    for (int b = 0; b < 100; b++) {
        CHECK(game_endless_match_ms(b + 1, 0) <= game_endless_match_ms(b, 0),
              "board %d: never more later", b);
    }
}

/* One pair along the line after dt_ms of play: the clock's gain. */
static int pair_gain(game *g, int dt_ms)
{
    game_tick(g, dt_ms);
    int before = game_get_time_left_ms(g);
    one_pair(g);
    return game_get_time_left_ms(g) - before;
}

static void test_play(uint64_t seed)
{
    game *g = game_new();
    CHECK(game_begin_endless(g, GAME_EASY, seed) == NULL, "begins");
    CHECK_INT(game_get_kind(g), GAME_KIND_ENDLESS);
    CHECK_INT(game_get_mode(g), GAME_TIMED);
    CHECK(game_counts_down(g), "the clock counts down");
    CHECK(game_in_run(g), "a run");
    CHECK_INT(game_get_time_left_ms(g), GAME_ENDLESS_START_MS);
    CHECK_INT(game_get_level(g), game_zen_level(0));
    CHECK_INT(pair_gain(g, 3500), 4000);       /* no combo: the first */
    CHECK_INT(pair_gain(g, 1000), 5000);       /* a combo: one more */
    CHECK(game_get_combo(g) > 0, "that was a combo");
    CHECK_INT(pair_gain(g, GAME_COMBO_MS + 500), 4000); /* no combo */
    CHECK(game_retry(g) != NULL, "no retry");
    CHECK_INT(game_undo(g), GAME_UNDO_TIMED);
    uint64_t deal = seed;
    for (int b = 0; b < 8; b++) {
        CHECK_CASE();
        int expect = game_endless_match_ms(b, 0);
        CHECK(pair_gain(g, GAME_COMBO_MS + 1) == expect,
              "board %d: a match adds %d", b, expect);
        clear_board(g);
        CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
        CHECK_INT(game_endless_boards(g), b + 1);
        CHECK_INT(game_levels_cleared(g), b + 1);
        CHECK_INT(game_get_bonus(g).time_bonus, 0);
        CHECK_INT(game_get_stars(g), 0);
        CHECK(game_has_next_level(g), "board %d: a next board", b);
        int clock = game_get_time_left_ms(g);
        int score = game_get_score(g);
        CHECK(game_next_level(g) == NULL, "board %d: the next dealt", b);
        deal = game_zen_seed(deal);
        CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
        CHECK_INT(game_get_level(g), game_zen_level(b + 1));
        CHECK(game_get_seed(g) == deal, "board %d: zen's next deal", b);
        CHECK_INT(game_get_time_left_ms(g), clock); /* carried over */
        CHECK_INT(game_get_score(g), score);
    }
    game_event e;
    int won = 0;
    while (game_take_event(g, &e)) {
        CHECK_INT(e.kind, GAME_KIND_ENDLESS);
        won += e.type == GAME_EVENT_WON;
    }
    CHECK_INT(won, 8);
    /* the end: the clock runs out */
    one_pair(g);
    int score = game_get_score(g);
    CHECK_INT(game_tick(g, game_get_time_left_ms(g) - 1), GAME_SCREEN_PLAYING);
    CHECK(game_has_save(g), "still going");
    CHECK_INT(game_tick(g, 5), GAME_SCREEN_TIME_UP);
    CHECK_INT(game_get_time_left_ms(g), 0);
    CHECK(!game_in_run(g), "the run is over");
    CHECK(!game_has_save(g), "nothing to save or continue");
    CHECK(game_retry(g) != NULL, "no retry at time up either");
    bool ended = false, lost = false;
    while (game_take_event(g, &e)) {
        lost |= e.type == GAME_EVENT_LOST;
        if (e.type == GAME_EVENT_RUN_END) {
            ended = true;
            CHECK_INT(e.kind, GAME_KIND_ENDLESS);
            CHECK_INT(e.levels, 8);
            CHECK_INT(e.score, score);
            CHECK_INT(e.diff, GAME_EASY);
        }
    }
    CHECK(ended && lost, "the board lost, the run ended");
    game_to_menu(g);
    CHECK(!game_take_event(g, &e), "one end only");
    game_free(g);
}

static score_entry entry(const char *name, int boards, int score, long long when)
{
    score_entry e;
    memset(&e, 0, sizeof e);
    snprintf(e.name, sizeof e.name, "%s", name);
    e.levels = boards;
    e.score = score;
    e.when = when;
    return e;
}

static void test_table(uint64_t seed)
{
    scores s;
    scores_init(&s);
    srand((unsigned)seed);
    for (int i = 0; i < 200; i++) {
        CHECK_CASE();
        score_entry e = entry("Ann", rand() % 6, rand() % 5 * 100, 1000 + i);
        int want = scores_endless_rank(&s, GAME_NORMAL, e.levels, e.score);
        int got = scores_endless_insert(&s, GAME_NORMAL, &e);
        CHECK(got == want, "entry %d: rank %d, placed %d", i, want, got);
        for (int k = 1; k < s.nendless[GAME_NORMAL]; k++) {
            const score_entry *a = &s.endless[GAME_NORMAL][k - 1],
                              *b = &s.endless[GAME_NORMAL][k];
            CHECK(a->levels > b->levels ||
                      (a->levels == b->levels &&
                       (a->score > b->score ||
                        (a->score == b->score && a->when <= b->when))),
                  "entry %d: places %d and %d in order", i, k - 1, k);
        }
    }
    CHECK_INT(s.nendless[GAME_NORMAL], SCORES_TOP);
    CHECK_INT(s.ntop[GAME_NORMAL], 0); /* the runs' table untouched */
    scores_init(&s);
    score_entry a = entry("Ann", 3, 100, 10), b = entry("Bo", 2, 9000, 11),
                c = entry("Cy", 3, 100, 12);
    scores_endless_insert(&s, GAME_HARD, &b);
    scores_endless_insert(&s, GAME_HARD, &a);
    CHECK_INT(scores_endless_insert(&s, GAME_HARD, &c), 1); /* tie: below */
    CHECK(strcmp(s.endless[GAME_HARD][0].name, "Ann") == 0, "boards first");
    CHECK(strcmp(s.endless[GAME_HARD][2].name, "Bo") == 0, "score second");
    score_entry big = entry("Di", 20, 5, 13);
    CHECK_INT(scores_endless_insert(&s, GAME_HARD, &big), 0); /* > 13 */
    /* the text and back */
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    scores_write(f, &s);
    fclose(f);
    CHECK(strstr(text, "lianliankan-scores 3\n") != NULL, "version 3");
    CHECK(strstr(text, "endless hard 20 5 13 Di\n") != NULL, "%s", text);
    scores t;
    char err[256];
    CHECK_INT(scores_parse(&t, text, len, err, sizeof err), 0);
    CHECK_INT(t.nendless[GAME_HARD], 4);
    for (int i = 0; i < t.nendless[GAME_HARD]; i++) {
        const score_entry *x = &t.endless[GAME_HARD][i], *y = &s.endless[GAME_HARD][i];
        CHECK(strcmp(x->name, y->name) == 0 && x->levels == y->levels &&
                  x->score == y->score && x->when == y->when,
              "place %d read back", i);
    }
    free(text);
    /* old files still load (no endless lines), and none comes in them */
    const char *v2 = "lianliankan-scores 2\nlast Ann\n"
                     "run easy 1200 3 1700000000 Ann\n"
                     "level easy 1 400 2\nend\n";
    CHECK_INT(scores_parse(&t, v2, strlen(v2), err, sizeof err), 0);
    CHECK(t.ntop[GAME_EASY] == 1 && t.level[GAME_EASY][0].stars == 2 &&
              t.nendless[GAME_EASY] == 0,
          "a version 2 file loads");
    const char *v1 = "lianliankan-scores 1\nrun hard 50 1 1700000000 Bo\n"
                     "level hard 1 50\nend\n";
    CHECK_INT(scores_parse(&t, v1, strlen(v1), err, sizeof err), 0);
    CHECK_INT(t.ntop[GAME_HARD], 1);
    const char *bad = "lianliankan-scores 2\nendless easy 3 100 5 Ann\nend\n";
    CHECK_INT(scores_parse(&t, bad, strlen(bad), err, sizeof err), -1);
    const char *ten = "lianliankan-scores 3\nendless easy 3 100 5 Ann\n"
                      "endless easy 1000001 100 5 Ann\nend\n";
    CHECK_INT(scores_parse(&t, ten, strlen(ten), err, sizeof err), -1);
    /* the profile: an endless run goes to the endless table */
    profile p;
    char warn[256];
    profile_open(&p, NULL, warn, sizeof warn);
    game_event end = {.type = GAME_EVENT_RUN_END, .kind = GAME_KIND_ENDLESS,
                      .diff = GAME_NORMAL, .score = 700, .levels = 17};
    game_event got;
    CHECK(profile_record(&p, &end, 1, &got, warn, sizeof warn),
          "an endless run enters its table");
    CHECK_INT(profile_add_run(&p, &got, "Eve", 99, NULL, warn, sizeof warn), 0);
    CHECK_INT(p.scores.nendless[GAME_NORMAL], 1);
    CHECK_INT(p.scores.endless[GAME_NORMAL][0].levels, 17);
    CHECK_INT(p.scores.ntop[GAME_NORMAL], 0);
    end.assisted = true;
    CHECK(!profile_qualifies(&p, &end), "an assisted run does not");
    /* its statistics: a row of its own */
    game_event won = {.type = GAME_EVENT_WON, .kind = GAME_KIND_ENDLESS,
                      .diff = GAME_NORMAL, .level = 1, .time_ms = 5000};
    stats_apply(&p.stats, &won);
    CHECK_INT(p.stats.row[GAME_KIND_ENDLESS][GAME_NORMAL].won, 1);
    CHECK_INT(p.stats.row[GAME_KIND_ZEN][GAME_NORMAL].won, 0);
    CHECK(strcmp(game_kind_name(GAME_KIND_ENDLESS), "endless") == 0, "name");
}

static game *load_text(const char *t, char *err, size_t errlen)
{
    return game_load(t, strlen(t), true, err, errlen);
}

static void test_save(uint64_t seed)
{
    char err[256];
    game *g = game_new();
    game_begin_endless(g, GAME_NORMAL, seed);
    clear_board(g);
    game_next_level(g);
    one_pair(g);
    game_tick(g, 1234);
    char *t = save_text(g);
    CHECK(t != NULL && strstr(t, "kind endless\n") && strstr(t, "boards 1\n") &&
              strstr(t, "carry "),
          "the save names endless, its boards and clock");
    game *h = load_text(t, err, sizeof err);
    CHECK(h != NULL, "loads: %s", err);
    if (h != NULL) {
        CHECK_INT(game_get_kind(h), GAME_KIND_ENDLESS);
        CHECK_INT(game_endless_boards(h), 1);
        CHECK_INT(game_get_time_left_ms(h), game_get_time_left_ms(g));
        CHECK(llk_board_equal(game_get_board(h), game_get_board(g)), "board");
        CHECK_INT(game_get_score(h), game_get_score(g));
        game_free(h);
    }
    free(t);
    /* between two boards: the next one with the clock carried */
    clear_board(g);
    int clock = game_get_time_left_ms(g);
    t = save_text(g);
    h = t ? load_text(t, err, sizeof err) : NULL;
    CHECK(h != NULL, "the next board's save loads: %s", err);
    game_next_level(g);
    if (h != NULL) {
        CHECK_INT(game_resume(h), GAME_SCREEN_PLAYING);
        CHECK_INT(game_endless_boards(h), 2);
        CHECK_INT(game_get_time_left_ms(h), clock);
        CHECK_INT(game_get_level(h), game_get_level(g));
        CHECK(llk_board_equal(game_get_board(h), game_get_board(g)), "board");
        CHECK_INT(game_get_score(h), game_get_score(g));
        game_free(h);
    }
    /* hand-altered */
    static const struct {
        const char *from, *to;
    } bad[] = {{"boards 2\n", "boards 4\n"},    /* another level's count */
               {"carry ", "clock "},            /* no carry */
               {"carry ", "carry 0"},           /* no time */
               {"mode timed", "mode relaxed"},  /* endless is timed */
               {"screen next", "screen time_up"}};
    for (size_t i = 0; t && i < sizeof bad / sizeof bad[0]; i++) {
        char *u = malloc(strlen(t) + 32);
        const char *at = strstr(t, bad[i].from);
        CHECK(at != NULL, "%s in the save", bad[i].from);
        if (at == NULL) {
            free(u);
            continue;
        }
        size_t n = (size_t)(at - t);
        memcpy(u, t, n);
        strcpy(u + n, bad[i].to);
        strcat(u, at + strlen(bad[i].from));
        h = load_text(u, err, sizeof err);
        CHECK(h == NULL, "refused: %s -> %s", bad[i].from, bad[i].to);
        game_free(h);
        free(u);
    }
    free(t);
    game_free(g);
}

static void test_session(uint64_t seed)
{
    char warn[256], err[512], path[1100];
    game_session *s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_HARD, 1, seed), SESSION_STARTED);
    one_pair(session_game(s)); /* a run kept */
    CHECK_INT(session_endless_start(s, GAME_EASY, seed + 1), SESSION_STARTED);
    CHECK_INT(session_current(s), SESSION_ENDLESS);
    CHECK_INT(game_get_kind(session_game(s)), GAME_KIND_ENDLESS);
    CHECK(!session_warns(s), "endless is scored: no warning");
    CHECK(session_can_continue(s, SESSION_RUN), "the run kept apart");
    CHECK_INT(session_next_difficulty(s), GAME_HARD);
    one_pair(session_game(s));
    game_to_menu(session_game(s));
    CHECK(session_can_continue(s, SESSION_ENDLESS), "its Continue");
    session_save_now(s, 1000, warn, sizeof warn);
    snprintf(path, sizeof path, "%s/endless.save", tmp);
    CHECK(access(path, F_OK) == 0, "endless.save written");
    session_free(s);
    s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_load(s, 0, err, sizeof err), 1);
    CHECK(session_can_continue(s, SESSION_ENDLESS), "loaded back");
    CHECK_INT(session_continue(s, SESSION_ENDLESS), GAME_SCREEN_PAUSED);
    game *g = session_game(s);
    game_resume(g);
    game_tick(g, game_get_time_left_ms(g) + 10);
    CHECK(!session_can_continue(s, SESSION_ENDLESS), "over: no Continue");
    session_save_now(s, 2000, warn, sizeof warn);
    CHECK(access(path, F_OK) != 0, "endless.save removed");
    session_free(s);
    snprintf(path, sizeof path, "%s/game.save", tmp);
    unlink(path);
}

int main(void)
{
    uint64_t seed = check_seed("test_endless", (uint64_t)time(NULL) & 0xffffff);
    CHECK(mkdtemp(tmp) != NULL, "mkdtemp");
    test_match_ms();
    test_play(seed);
    test_table(seed);
    test_save(seed);
    test_session(seed);
    rmdir(tmp);
    return check_done("test_endless");
}
