/* test_oracle.c - the engine and the game against an oracle that is not
 * them: solve_ref.h, the rules written again from their statement (the
 * two-turn path over the ring-extended grid by direct enumeration, each
 * shift mode compacting its lines by definition) and a brute-force search
 * with memoisation of lost positions, capped (a board past the cap is a
 * skip, counted and printed, never a hang).
 *   - Lost verdicts: random boards of at most 20 tiles in grids up to 8x8,
 *     every shift mode in turn, fresh seeds: llk_solve's verdict is the
 *     reference's, and a line it gives clears the board by the reference.
 *   - The dead-end tests' trap board (tests/e2e/data/trap.txt, assist.sh):
 *     winnable, lost after the move 2 1 2 2 with five pairs left.
 *   - A whole run at each difficulty, level 1 to 13 through
 *     game_next_level (under the sanitizers one difficulty, by the seed):
 *     every level's dealt line, played through the game, is legal move by
 *     move by the reference, which keeps the same board; between moves
 *     the clock runs a seeded 0.3-4 s (3 s and either side of it among
 *     them) and now and then a hint is asked first; every move's points
 *     and every level's score are worked out again here from the rules as
 *     docs/playing.md states them (rule_*: 10 a pair, 5 more a match in a
 *     row within 3 s up to 40, none after a hint, the bonuses), never
 *     from what the game reported, and the game's must be the same, as
 *     must its WON events; the run ends on the last level with RUN_END
 *     (13 levels, that score), which takes the first place of an empty
 *     high-score table.
 * Prints its seed and each run's; LLK_SEED=N replays.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "llk/game.h"
#include "llk/profile.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "solve_ref.h"

enum { REF_CAP = 200000 }; /* positions the reference may expand a board */

/* A random board of an even number of tiles (4..20, half the time 20)
 * packed into a grid just large enough (up to 8x8, at most four empty
 * cells; packed boards are the ones that can be lost), kinds in pairs
 * (one to tiles/2 kinds), anywhere in it. */
static llk_board *small_random(llk_rng *rng)
{
    int tiles = llk_rng_below(rng, 2) ? 20 : 4 + 2 * (int)llk_rng_below(rng, 8);
    int R, C;
    do {
        R = 2 + (int)llk_rng_below(rng, 7);
        C = (tiles + R - 1) / R + (int)llk_rng_below(rng, 2);
    } while (C > 8 || C < 2 || R * C - tiles > 4);
    int cells = R * C;
    int kinds = 1 + (int)llk_rng_below(rng, (uint64_t)tiles / 2);
    int v[64];
    for (int i = 0; i < cells; i++) {
        v[i] = i < tiles ? 1 + (i / 2) % kinds : 0;
    }
    llk_rng_shuffle_ints(rng, v, cells);
    llk_board *b = llk_board_new(R, C);
    for (int i = 0; i < cells; i++) {
        if (v[i]) {
            llk_board_set(b, i / C, i % C, v[i]);
        }
    }
    return b;
}

static void test_verdicts(llk_rng *rng)
{
    int rounds = check_sanitized() ? 520 : 2600;
    int won = 0, lost = 0, skipped = 0, tiles20 = 0;
    long most = 0;
    llk_pair moves[16];
    for (int i = 0; i < rounds; i++) {
        CHECK_CASE();
        llk_shift s = (llk_shift)(i % LLK_SHIFT_COUNT);
        llk_board *b = small_random(rng);
        ref_grid g;
        ref_from_board(&g, b);
        long seen = 0;
        int want = ref_brute_capped(&g, s, REF_CAP, &seen);
        most = seen > most ? seen : most;
        if (want < 0) {
            skipped++;
            llk_board_free(b);
            continue;
        }
        tiles20 += b->tiles == 20;
        int n = 0;
        llk_verdict v = llk_solve(b, s, 5000, moves, &n);
        CHECK(v == (want ? LLK_SOLVED : LLK_UNSOLVABLE),
              "board %d (%dx%d, %d tiles, %s): the engine says %d, the reference %s", i, b->rows,
              b->cols, b->tiles, llk_shift_name(s), (int)v, want ? "winnable" : "lost");
        CHECK(v != LLK_SOLVED || ref_replay(b, s, moves, n),
              "board %d (%s): the engine's line does not clear it", i, llk_shift_name(s));
        won += want == 1;
        lost += want == 0;
        llk_board_free(b);
    }
    printf("test_oracle: %d boards: %d winnable, %d lost (%d of 20 tiles), %d skipped at "
           "the cap of %d positions (most expanded: %ld)\n",
           rounds, won, lost, tiles20, skipped, REF_CAP, most);
    /* lost boards are what this is about: about one in twenty is (packed
     * boards, two-tile kinds); one in a hundred at least */
    CHECK(lost * 100 >= rounds, "only %d lost boards of %d", lost, rounds);
    CHECK(skipped * 20 <= rounds, "%d of %d boards past the cap", skipped, rounds);
    /* the cap reports a skip: a full 4x5 board of ten kinds in 1 position */
    llk_board *b = llk_board_new(4, 5);
    for (int i = 0; i < 20; i++) {
        llk_board_set(b, i / 5, i % 5, 1 + i % 10);
    }
    ref_grid g;
    ref_from_board(&g, b);
    long seen = 0;
    CHECK(ref_brute_capped(&g, LLK_SHIFT_NONE, 1, &seen) == -1 && seen == 2,
          "the cap: %ld positions seen", seen);
    llk_board_free(b);
}

/* tests/e2e/data/trap.txt into g; false when it cannot be read. */
static bool read_trap(ref_grid *g)
{
    const char *top = getenv("LLK_TOP");
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/e2e/data/trap.txt", top ? top : ".");
    FILE *f = fopen(path, "r");
    if (f == NULL) {
        return false;
    }
    char line[256];
    memset(g, 0, sizeof *g);
    while (fgets(line, sizeof line, f) && g->R < REF_MAX) {
        if (line[0] == '#' || line[0] == '\n') {
            continue;
        }
        int c = 0, off = 0, k, used;
        while (c < REF_MAX && sscanf(line + off, "%d%n", &k, &used) == 1) {
            g->k[g->R][c++] = k;
            off += used;
        }
        g->C = c;
        g->R++;
    }
    fclose(f);
    return g->R > 0 && g->C > 0;
}

static int ref_pairs(const ref_grid *g)
{
    int n = 0;
    for (int a = 0; a < g->R * g->C; a++) {
        for (int b = a + 1; b < g->R * g->C; b++) {
            int ka = g->k[a / g->C][a % g->C];
            n += ka != 0 && ka == g->k[b / g->C][b % g->C] &&
                 ref_joined(g, a / g->C, a % g->C, b / g->C, b % g->C);
        }
    }
    return n;
}

static void test_trap_board(void)
{
    ref_grid g;
    CHECK(read_trap(&g), "tests/e2e/data/trap.txt is read (LLK_TOP)");
    if (g.R == 0) {
        return;
    }
    CHECK(ref_brute(&g, LLK_SHIFT_NONE) == 1, "trap.txt: winnable as dealt");
    ref_grid after = g;
    CHECK(ref_move(&after, LLK_SHIFT_NONE, 2, 1, 2, 2), "trap.txt: 2 1 2 2 is a legal move");
    CHECK(ref_brute(&after, LLK_SHIFT_NONE) == 0, "trap.txt: lost after 2 1 2 2");
    CHECK_INT(ref_pairs(&after), 5);
}

static bool same_board(const ref_grid *g, const llk_board *b)
{
    if (g->R != b->rows || g->C != b->cols) {
        return false;
    }
    for (int i = 0; i < b->rows * b->cols; i++) {
        if (g->k[i / b->cols][i % b->cols] != b->kind[i]) {
            return false;
        }
    }
    return true;
}

/* The scoring rules as docs/playing.md ("Levels and score") states them,
 * written again without the game: each pair 10; a pair removed within 3
 * seconds of play of the previous one (3 s itself within) continues a
 * combo and is worth 5 more per match in a row, up to 40; a pair removed
 * after a hint was shown scores 10 and ends the combo; the first pair of a
 * level has no previous one; level cleared: 2 points a whole second left,
 * 50 an unused hint, 30 an unused re-deal. */
#define RULE_PAIR 10
#define RULE_STEP 5
#define RULE_MOST 40
#define RULE_WINDOW_MS 3000
#define RULE_PER_SECOND 2
#define RULE_PER_HINT 50
#define RULE_PER_REDEAL 30

static int rule_hints, rule_most; /* hints asked, pairs worth the most: said */

typedef struct rule_level {
    long play_ms;    /* play so far on the level */
    long last_ms;    /* play at the last match */
    bool matched;    /* a pair removed on the level already */
    bool hinted;     /* a hint shown since the last match */
    int in_a_row;    /* matches in a row before this one */
    int time_left_ms, hints_left, redeals_left;
} rule_level;

/* The points of a pair removed now. */
static int rule_pair(rule_level *r)
{
    bool goes_on = r->matched && !r->hinted && r->play_ms - r->last_ms <= RULE_WINDOW_MS;
    r->in_a_row = goes_on ? r->in_a_row + 1 : 0;
    r->matched = true;
    r->hinted = false;
    r->last_ms = r->play_ms;
    int points = RULE_PAIR + RULE_STEP * r->in_a_row;
    return points < RULE_MOST ? points : RULE_MOST;
}

/* The bonus of the level cleared now. */
static int rule_bonus(const rule_level *r)
{
    return RULE_PER_SECOND * (r->time_left_ms / 1000) + RULE_PER_HINT * r->hints_left +
           RULE_PER_REDEAL * r->redeals_left;
}

/* Play the level on show along its dealt line, each move checked by the
 * reference on a grid of its own; the clock run between moves and hints
 * asked by rng. Returns the level's score by the rules (rule_*), each
 * move's points checked against the game's; -1 when a move failed. */
static int play_level(game *g, int d, int level, llk_rng *rng)
{
    static const int gaps_ms[] = {300, 1200, 2999, 3000, 3001, 4000};
    ref_grid ref;
    ref_from_board(&ref, game_get_board(g));
    llk_shift s = game_get_shift(g);
    CHECK(s == game_level_shift(level), "%s level %d: shift %s", game_difficulty_name(d), level,
          llk_shift_name(s));
    /* the level's countdown, hints and re-deals as dealt (its table:
     * test_game_score) */
    rule_level r = {0, 0, false, false, 0, game_get_time_left_ms(g), game_get_hints_left(g),
                    game_get_redeals_left(g)};
    int points = 0;
    llk_pair p;
    while (game_get_tiles_left(g) > 0 && game_line_next(g, &p)) {
        if (!ref_move(&ref, s, p.a.r, p.a.c, p.b.r, p.b.c)) {
            CHECK(false, "%s level %d: the line's move %d %d %d %d is illegal by the reference",
                  game_difficulty_name(d), level, p.a.r, p.a.c, p.b.r, p.b.c);
            return -1;
        }
        int gap = gaps_ms[llk_rng_below(rng, sizeof gaps_ms / sizeof gaps_ms[0])];
        game_tick(g, gap);
        r.play_ms += gap;
        r.time_left_ms -= gap;
        bool hint = r.hints_left > 0 && llk_rng_below(rng, 6) == 0;
        if (hint) {
            llk_pair h;
            CHECK_INT(game_hint(g, &h), GAME_HINT_SHOWN);
            r.hints_left--;
            r.hinted = true;
            if (llk_rng_below(rng, 2) == 0) {
                CHECK_INT(game_hint(g, &h), GAME_HINT_AGAIN); /* the same pair, free */
            }
        }
        game_move m;
        game_select(g, p.a.r, p.a.c, NULL);
        if (game_select(g, p.b.r, p.b.c, &m) != GAME_CLICK_REMOVED || m.auto_redeal ||
            !same_board(&ref, game_get_board(g))) {
            CHECK(false, "%s level %d: the game and the reference part at %d %d %d %d",
                  game_difficulty_name(d), level, p.a.r, p.a.c, p.b.r, p.b.c);
            return -1;
        }
        int want = rule_pair(&r);
        CHECK(m.points == want, "%s level %d: %d points for the move %d %d %d %d (%d ms after "
              "the last, after a hint %d), by the rules %d", game_difficulty_name(d), level,
              m.points, p.a.r, p.a.c, p.b.r, p.b.c, gap, (int)hint, want);
        points += want;
        rule_hints += hint;
        rule_most += want == RULE_MOST;
    }
    CHECK(ref_tiles(&ref) == 0 && game_get_tiles_left(g) == 0,
          "%s level %d: the line clears the board (%d left)", game_difficulty_name(d), level,
          game_get_tiles_left(g));
    CHECK_INT(game_get_time_left_ms(g), r.time_left_ms);
    CHECK_INT(game_get_hints_left(g), r.hints_left);
    return points + rule_bonus(&r);
}

static void test_run(int d, uint64_t seed)
{
    printf("test_oracle: %s run, seed %llu\n", game_difficulty_name(d), (unsigned long long)seed);
    llk_rng rng; /* the clock between moves, the hints */
    llk_rng_seed(&rng, seed ^ 0x5c0de);
    game *g = game_new();
    CHECK(game_begin(g, GAME_TIMED, (game_difficulty)d, 1, seed) == NULL, "the run begins");
    long total = 0, won_sum = 0, run_score = -1;
    int won = 0, run_levels = -1;
    game_event ev[GAME_EVENTS_MAX], run_end;
    int nev = 0;
    for (int level = 1; level <= GAME_LEVELS; level++) {
        CHECK_CASE(); /* a case: one dealt level, played out */
        CHECK_INT(game_get_level(g), level);
        int score = play_level(g, d, level, &rng); /* by the rules */
        if (score < 0) {
            break;
        }
        CHECK(game_get_level_score(g) == score, "%s level %d: the game scored %d, the rules %d",
              game_difficulty_name(d), level, game_get_level_score(g), score);
        total += score;
        CHECK_INT(game_get_score(g), total);
        CHECK_INT(game_get_screen(g),
                  level < GAME_LEVELS ? GAME_SCREEN_LEVEL_CLEAR : GAME_SCREEN_FINISHED);
        while (nev < GAME_EVENTS_MAX && game_take_event(g, &ev[nev])) {
            const game_event *e = &ev[nev++];
            if (e->type == GAME_EVENT_WON) {
                won++;
                won_sum += e->score;
                CHECK(e->level == level && e->score == score,
                      "WON of level %d: level %d, score %d", level, e->level, e->score);
            } else if (e->type == GAME_EVENT_RUN_END) {
                run_score = e->score;
                run_levels = e->levels;
                run_end = *e;
            }
        }
        if (level < GAME_LEVELS) {
            CHECK(game_has_next_level(g), "level %d: a next level", level);
            CHECK(game_next_level(g) == NULL, "game_next_level after level %d", level);
        } else {
            CHECK(!game_has_next_level(g), "none after the last level");
        }
    }
    printf("test_oracle: %s run: %d hints asked, %d pairs worth %d\n", game_difficulty_name(d),
           rule_hints, rule_most, RULE_MOST);
    rule_hints = rule_most = 0;
    CHECK(won == GAME_LEVELS && won_sum == total, "%d WON events adding up to %ld, score %ld",
          won, won_sum, total);
    CHECK(run_score == total && run_levels == GAME_LEVELS && !game_in_run(g),
          "the run ends: RUN_END score %ld levels %d, in a run %d", run_score, run_levels,
          (int)game_in_run(g));
    profile p;
    char warn[256];
    profile_open(&p, NULL, warn, sizeof warn);
    game_event end;
    CHECK(profile_record(&p, ev, nev, &end, warn, sizeof warn) && end.score == total,
          "the run's end is recorded for the table");
    if (run_score == total) {
        CHECK(profile_qualifies(&p, &run_end), "the run enters the table");
        CHECK_INT(profile_add_run(&p, &run_end, "oracle", 0, NULL, warn, sizeof warn), 0);
        const score_entry *top = &p.scores.top[d][0];
        CHECK(p.scores.ntop[d] == 1 && top->score == total && top->levels == GAME_LEVELS &&
                  strcmp(top->name, "oracle") == 0,
              "the high-score entry: %d entries, %s %d (%d levels)", p.scores.ntop[d], top->name,
              top->score, top->levels);
    }
    game_free(g);
}

int main(void)
{
    uint64_t seed = check_seed("test_oracle", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_verdicts(&rng);
    test_trap_board();
    uint64_t runs[GAME_DIFFICULTY_COUNT];
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        runs[d] = llk_rng_next(&rng) % 1000000007;
    }
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        if (!check_sanitized() || (uint64_t)d == seed % GAME_DIFFICULTY_COUNT) {
            test_run(d, runs[d]);
        }
    }
    return check_done("test_oracle");
}
