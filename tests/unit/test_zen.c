/* test_zen.c - zen (issue 48): boards one after another, forever.
 *  - the order of its levels (game_zen_level): GAME_ZEN_BOARDS_PER_SHIFT
 *    boards of each, every level's shift in turn, level 13 followed by
 *    level 1; its deals' seeds (game_zen_seed) a chain with no repeat in
 *    100,000 links, each within a game ID's 40 bits;
 *  - a zen game played along its proven lines for 40 boards (past level
 *    13 and round again; 10 under ThreadSanitizer): each board cleared goes to the level-clear
 *    screen with a next board (never the end of all levels), the board
 *    count and levels_cleared follow, the next board is the level and
 *    deal the formulas say, relaxed rules (no clock counting down, undo),
 *    its events are zen's (the statistics count them in zen's row, no
 *    level best or stars), and the same seed gives the same boards;
 *  - every difficulty;
 *  - the save: in the middle of a board and between two, loaded back to
 *    the same board, count and next board; hand-altered (the level not the
 *    one of the count, a first level not 1, no count, zen with the timed
 *    mode) refused;
 *  - the session: zen kept apart from the run (zen.save), its Continue,
 *    the next start's mode and level untouched, loaded back from its file.
 * The random seeds are printed; LLK_SEED=N replays them. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check.h"

#if defined(__SANITIZE_THREAD__)
#define ZEN_TSAN 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ZEN_TSAN 1
#endif
#endif
#ifndef ZEN_TSAN
#define ZEN_TSAN 0
#endif
#include "game_play.h"
#include "llk/game.h"
#include "llk/profile.h"
#include "llk/session.h"

static char tmp[] = "/tmp/llk_zen_XXXXXX";

static void test_levels(void)
{
    bool shift_seen[LLK_SHIFT_COUNT] = {false};
    for (int b = 0; b < 1000; b++) {
        CHECK_CASE();
        int l = game_zen_level(b);
        CHECK(l >= 1 && l <= GAME_LEVELS, "board %d: level %d", b, l);
        int next = game_zen_level(b + 1);
        if ((b + 1) % GAME_ZEN_BOARDS_PER_SHIFT != 0) {
            CHECK(next == l, "board %d: level %d, then %d", b, l, next);
        } else {
            CHECK(game_level_shift(next) != game_level_shift(l),
                  "after board %d the shift changes (%d to %d)", b, l, next);
            CHECK(next == (l == GAME_LEVELS ? 1 : l + 1),
                  "after board %d: level %d follows %d", b, next, l);
        }
        if (b < GAME_LEVELS * GAME_ZEN_BOARDS_PER_SHIFT) {
            shift_seen[game_level_shift(l)] = true;
        }
    }
    for (int l = 1; l <= GAME_LEVELS; l++) {
        CHECK(shift_seen[game_level_shift(l)],
              "level %d's shift comes in the first round", l);
    }
    CHECK_INT(game_zen_level(-5), 1);
    CHECK_INT(game_zen_level(GAME_LEVELS * GAME_ZEN_BOARDS_PER_SHIFT), 1);

    /* the seeds: a chain without a repeat (sorted, compared) */
    enum { N = 100000 };
    uint64_t *v = malloc(sizeof *v * N);
    uint64_t s = 42;
    for (int i = 0; i < N; i++) {
        s = game_zen_seed(s);
        v[i] = s;
        CHECK(s < (1ULL << 40), "link %d: %llu fits a game ID", i,
              (unsigned long long)s);
    }
    int repeats = 0; /* sorted (a shell sort), then neighbours compared */
    for (int gap = N / 2; gap > 0; gap /= 2) {
        for (int i = gap; i < N; i++) {
            uint64_t t = v[i];
            int j = i;
            for (; j >= gap && v[j - gap] > t; j -= gap) {
                v[j] = v[j - gap];
            }
            v[j] = t;
        }
    }
    for (int i = 1; i < N; i++) {
        repeats += v[i] == v[i - 1];
    }
    CHECK_INT(repeats, 0);
    free(v);
}

/* A zen game of d from seed, played for n boards: each step checked. */
static void play_zen(game_difficulty d, uint64_t seed, int n,
                     llk_board **firsts, int nfirsts)
{
    game *g = game_new();
    CHECK(game_begin_zen(g, d, seed) == NULL, "zen begins");
    CHECK_INT(game_get_kind(g), GAME_KIND_ZEN);
    CHECK_INT(game_get_mode(g), GAME_RELAXED);
    CHECK_INT(game_get_level(g), 1);
    CHECK_INT(game_zen_boards(g), 0);
    CHECK_INT(game_levels_cleared(g), 0);
    stats st;
    stats_init(&st);
    uint64_t deal = seed;
    for (int b = 0; b < n; b++) {
        CHECK_CASE();
        CHECK_INT(game_get_level(g), game_zen_level(b));
        CHECK(game_get_seed(g) == deal, "board %d: the deal of its seed", b);
        CHECK_INT(game_get_shift(g), game_level_shift(game_zen_level(b)));
        if (b < nfirsts) {
            if (firsts[b] == NULL) {
                firsts[b] = llk_board_clone(game_get_board(g));
            } else {
                CHECK(llk_board_equal(firsts[b], game_get_board(g)),
                      "board %d: the same seed, the same board", b);
            }
        }
        if (b == 0) { /* relaxed rules: undo, and the clock counts up */
            CHECK(one_pair(g), "a pair removed");
            CHECK_INT(game_undo(g), GAME_UNDO_DONE);
            game_tick(g, 5000);
            CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
        }
        clear_board(g);
        CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
        CHECK(game_has_next_level(g), "board %d cleared: a next one", b);
        CHECK_INT(game_zen_boards(g), b + 1);
        CHECK_INT(game_levels_cleared(g), b + 1);
        game_event e;
        int won = 0;
        while (game_take_event(g, &e)) {
            CHECK_INT(e.kind, GAME_KIND_ZEN);
            won += e.type == GAME_EVENT_WON;
            stats_apply(&st, &e);
        }
        CHECK_INT(won, 1);
        CHECK(!game_kind_scores(GAME_KIND_ZEN), "zen scores nothing");
        const char *err = game_next_level(g);
        CHECK(err == NULL, "board %d: the next (%s)", b + 1, err ? err : "");
        CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
        CHECK_INT(game_zen_boards(g), b + 1);
        deal = game_zen_seed(deal);
    }
    CHECK(st.row[GAME_KIND_ZEN][d].won == n, "zen's row: %lld won of %d",
          st.row[GAME_KIND_ZEN][d].won, n);
    CHECK(st.row[GAME_KIND_RELAXED][d].won == 0, "none in relaxed's row");
    game_free(g);
}

static void test_play(uint64_t seed)
{
    llk_board *firsts[6] = {NULL};
    /* past the thirteenth level and round to level 1 again (under
     * ThreadSanitizer, whose lane is for the dealer's threads, three
     * levels: the same code, 40 boards took 26 s there) */
    play_zen(GAME_EASY, seed,
             (ZEN_TSAN ? 3 : GAME_LEVELS) * GAME_ZEN_BOARDS_PER_SHIFT + 1, firsts, 6);
    play_zen(GAME_EASY, seed, 6, firsts, 6); /* the same boards again */
    for (int i = 0; i < 6; i++) {
        llk_board_free(firsts[i]);
    }
    play_zen(GAME_NORMAL, seed + 1, 4, NULL, 0);
    play_zen(GAME_HARD, seed + 2, 4, NULL, 0);
}

/* Save text t loaded: the game, or NULL (err says why). */
static game *load_text(const char *t, bool skip_checksum, char *err,
                       size_t errlen)
{
    return game_load(t, strlen(t), skip_checksum, err, errlen);
}

/* Replace the first line starting with key in t by line (new text). */
static char *with_line(const char *t, const char *key, const char *line)
{
    size_t n = strlen(t) + strlen(line) + 2;
    char *out = malloc(n);
    const char *at = strstr(t, key);
    if (at == NULL) {
        snprintf(out, n, "%s", t);
        return out;
    }
    const char *end = strchr(at, '\n');
    snprintf(out, n, "%.*s%s%s", (int)(at - t), t, line, end ? end : "");
    return out;
}

static void test_save(uint64_t seed)
{
    char err[256];
    game *g = game_new();
    game_begin_zen(g, GAME_EASY, seed);
    for (int b = 0; b < 4; b++) { /* board 5: level 2 */
        clear_board(g);
        game_next_level(g);
    }
    one_pair(g);
    one_pair(g);
    char *t = save_text(g);
    CHECK(t && strstr(t, "kind zen\nfirst 1\nboards 4\n"), "the save: %s",
          t ? t : "none");
    game *h = load_text(t, false, err, sizeof err);
    CHECK(h != NULL, "loaded: %s", h ? "" : err);
    if (h) {
        CHECK_INT(game_get_kind(h), GAME_KIND_ZEN);
        CHECK_INT(game_zen_boards(h), 4);
        CHECK_INT(game_get_level(h), game_zen_level(4));
        CHECK(llk_board_equal(game_get_board(h), game_get_board(g)),
              "the same board");
        char *t2 = save_text(h);
        CHECK(t2 && strcmp(t, t2) == 0, "saved again: the same text");
        free(t2);
        game_free(h);
    }

    /* hand-altered, checksum skipped: refused with the reason */
    static const struct {
        const char *key, *line, *why;
    } bad[] = {
        {"boards ", "boards 9", "the level does not go"},
        {"first ", "first 2", "zen begins at level 1"},
        {"boards ", "cleared 4", "boards"},
        {"mode ", "mode timed", "the kind does not go with the mode"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        CHECK_CASE();
        char *x = with_line(t, bad[i].key, bad[i].line);
        err[0] = '\0';
        game *y = load_text(x, true, err, sizeof err);
        CHECK(y == NULL && strstr(err, bad[i].why),
              "'%s' refused: %s", bad[i].line, err);
        game_free(y);
        free(x);
    }
    free(t);

    /* between two boards: the next board, the one game_next_level deals */
    clear_board(g);
    t = save_text(g);
    h = load_text(t, false, err, sizeof err);
    CHECK(h != NULL, "between boards, loaded: %s", h ? "" : err);
    CHECK(game_next_level(g) == NULL, "the next board");
    if (h) {
        CHECK_INT(game_zen_boards(h), 5);
        CHECK_INT(game_get_level(h), game_zen_level(5));
        CHECK(llk_board_equal(game_get_board(h), game_get_board(g)),
              "the board after the save's is the one dealt next");
        game_free(h);
    }
    free(t);
    game_free(g);
}

static void test_session(uint64_t seed)
{
    char err[512], warn[256];
    game_session *s = session_new();
    session_save_in(s, tmp);
    session_set_next(s, GAME_TIMED, GAME_NORMAL, 1);
    CHECK_INT(session_start(s, GAME_TIMED, GAME_NORMAL, 1, seed),
              SESSION_STARTED);
    one_pair(session_game(s)); /* a run kept */
    CHECK_INT(session_zen_start(s, GAME_EASY, seed + 1), SESSION_STARTED);
    CHECK_INT(session_current(s), SESSION_ZEN);
    CHECK(session_can_continue(s, SESSION_RUN), "the run is kept apart");
    CHECK_INT(session_next_mode(s), GAME_TIMED);
    CHECK_INT(session_next_difficulty(s), GAME_NORMAL);
    CHECK(session_warns(s), "zen warns before a losing move (help)");
    clear_board(session_game(s));
    game_next_level(session_game(s));
    one_pair(session_game(s));
    CHECK(session_can_continue(s, SESSION_ZEN), "zen kept: its Continue");
    session_save_now(s, 1000, warn, sizeof warn);
    char path[1100];
    snprintf(path, sizeof path, "%s/zen.save", tmp);
    CHECK(access(path, F_OK) == 0, "zen.save written");
    llk_board *b = llk_board_clone(game_get_board(session_game(s)));
    session_free(s);

    s = session_new();
    session_save_in(s, tmp);
    CHECK_INT(session_load(s, 0, err, sizeof err), 1);
    CHECK(session_can_continue(s, SESSION_ZEN), "loaded: zen to continue");
    CHECK(session_can_continue(s, SESSION_RUN), "and the run");
    CHECK_INT(session_current(s), SESSION_RUN); /* on show: the run */
    CHECK_INT(session_continue(s, SESSION_ZEN), GAME_SCREEN_PLAYING);
    CHECK_INT(game_zen_boards(session_game(s)), 1);
    CHECK(llk_board_equal(game_get_board(session_game(s)), b),
          "the zen board as it was left");
    CHECK_INT(session_next_mode(s), GAME_TIMED); /* zen is not "next" */
    llk_board_free(b);
    session_free(s);

    /* zen in practice's file (no game of ours writes that): not loaded
     * as practice, and the file is removed at the next save */
    char prac[1100];
    snprintf(prac, sizeof prac, "%s/practice.save", tmp);
    CHECK(rename(path, prac) == 0, "zen.save moved to practice.save");
    s = session_new();
    session_save_in(s, tmp);
    session_load(s, 0, err, sizeof err);
    CHECK(!session_can_continue(s, SESSION_PRACTICE),
          "a zen game in practice.save is no practice");
    CHECK(!session_can_continue(s, SESSION_ZEN), "nor zen from another file");
    session_save_now(s, 2000, warn, sizeof warn);
    CHECK(access(prac, F_OK) != 0, "practice.save removed");
    session_free(s);
    unlink(prac);
    snprintf(path, sizeof path, "%s/game.save", tmp);
    unlink(path);
}

int main(void)
{
    uint64_t seed = (uint64_t)time(NULL) & 0xffffff;
    const char *env = getenv("LLK_SEED");
    if (env) {
        seed = strtoull(env, NULL, 10);
    }
    printf("test_zen: seed %llu (LLK_SEED=N replays)\n",
           (unsigned long long)seed);
    CHECK(mkdtemp(tmp) != NULL, "mkdtemp");
    test_levels();
    test_play(seed);
    test_save(seed);
    test_session(seed);
    rmdir(tmp);
    return check_done("test_zen");
}
