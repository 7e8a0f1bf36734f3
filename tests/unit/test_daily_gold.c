/* test_daily_gold.c - the deal of the day's gold rule: one gold pair
 * (issue 48, llk/rules.h "gold"), on every difficulty and level with
 * random seeds (printed; LLK_SEED=N replays them) and on six days' deals:
 *  - exactly two gold tiles at the start, of one kind; the same pair
 *    again for the same deal; the state file's "gold" names them;
 *  - the deal played along its proven line through its slides: the two
 *    gold tiles keep their kind wherever they slide, the line takes them
 *    together once (the pair is one of its moves), that match scores
 *    GAME_GOLD_TIMES the points and no other does, no gold after it;
 *  - the position before that match (where undo goes) and a retry have
 *    the pair again;
 *  - a save at a random step resumes with the same pair and score and
 *    plays on alike to the same end; a version-3 save (one gold kind, no
 *    gold lines) loads with a pair of one kind; gold lines altered by
 *    hand are refused;
 *  - the board's replay shows the game's gold pair at every step and
 *    ends with its score;
 *    (sanitized, a third of the levels, as the seed picks them);
 *  - one gold tile matched with another twin: ordinary points, the gold
 *    lost; a re-deal gives the pair to two tiles of its kind (a removable
 *    pair of them when there is one), and the board played on from there
 *    replays with the same pairs. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "game_play.h"
#include "minijson.h"
#include "llk/daily.h"
#include "llk/game.h"
#include "llk/replay.h"
#include "llk/rng.h"
#include "llk/rules.h"
#include "../../src/game/game_int.h" /* the position before: hist_goto */

static game *gold_game(game_difficulty d, int level, uint64_t seed)
{
    game *g = game_new();
    CHECK(game_begin_practice(g, d, level, seed) == NULL, "%s level %d seed %llu begins",
          game_difficulty_name(d), level, (unsigned long long)seed);
    CHECK(game_set_rule(g, GAME_RULE_GOLD), "the gold rule taken");
    return g;
}

static bool same_cell(llk_cell x, llk_cell y)
{
    return x.r == y.r && x.c == y.c;
}

static bool same_pair(llk_pair x, llk_pair y)
{
    return (same_cell(x.a, y.a) && same_cell(x.b, y.b)) ||
           (same_cell(x.a, y.b) && same_cell(x.b, y.a));
}

/* The gold tiles on the board (game_tile_gold) agree with the pair; their
 * number. */
static int gold_tiles(const game *g)
{
    const llk_board *b = game_get_board(g);
    llk_pair p;
    bool has = game_rule_gold_pair(g, &p);
    int n = 0, bad = 0;
    for (int r = 0; r < b->rows; r++) {
        for (int c = 0; c < b->cols; c++) {
            bool gold = game_tile_gold(g, r, c);
            n += gold;
            bad += gold && (!has || !(same_cell(p.a, (llk_cell){r, c}) ||
                                      same_cell(p.b, (llk_cell){r, c})));
        }
    }
    CHECK_INT(bad, 0);
    if (has) {
        int k = llk_board_get(b, p.a.r, p.a.c);
        CHECK(k > 0 && k == llk_board_get(b, p.b.r, p.b.c) && k == game_rule_gold_kind(g),
              "the pair is two tiles of the gold kind");
    } else {
        CHECK_INT(game_rule_gold_kind(g), 0);
    }
    return n;
}

/* The state file's "gold" is the pair. */
static void check_state(const game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (f == NULL) {
        return;
    }
    game_state_json(g, NULL, f);
    fclose(f);
    mj *v = mj_parse(text);
    free(text);
    const mj *gold = v ? mj_get(v, "gold") : NULL;
    llk_pair p;
    bool has = game_rule_gold_pair(g, &p);
    bool ok = gold != NULL && gold->type == MJ_ARR && gold->n == (has ? 2 : 0);
    for (int i = 0; ok && i < gold->n; i++) {
        const mj *c = gold->items[i];
        llk_cell at = i ? p.b : p.a;
        ok = c->type == MJ_ARR && c->n == 2 && (int)c->items[0]->num == at.r &&
             (int)c->items[1]->num == at.c;
    }
    CHECK(ok, "the state file's gold is the pair");
    mj_free(v);
}

/* The gold pair after each move of a board (step 0: the deal). */
typedef struct steps {
    int n;
    bool has[4096];
    llk_pair at[4096];
} steps;

static void steps_add(steps *s, const game *g)
{
    if (s->n < 4096) {
        s->has[s->n] = game_rule_gold_pair(g, &s->at[s->n]);
        s->n++;
    }
}

/* The board's replay: the same pair at every step, the same score. */
static void check_replay(game *g, const steps *s)
{
    char *text = game_replay_take(g);
    char err[256] = "";
    replay_player *p = text ? replay_open(text, strlen(text), err, sizeof err) : NULL;
    CHECK(p != NULL, "the replay reads: %s", err);
    if (p != NULL) {
        CHECK_INT(replay_steps(p), s->n - 1);
        CHECK_INT(replay_summary_of(p)->score, game_get_level_score(g));
        int bad = 0;
        for (int k = 0; k < s->n && replay_steps(p) == s->n - 1; k++) {
            llk_pair q;
            bool has = game_rule_gold_pair(replay_goto(p, k), &q);
            bad += has != s->has[k] || (has && !same_pair(q, s->at[k]));
        }
        CHECK(bad == 0, "the replay's gold pair as the game's at every step (%d not)", bad);
        replay_free(p);
    }
    free(text);
}

/* One move of the line on g (and h, a resumed copy, when not NULL). */
static void line_move(game *g, game *h, llk_pair p, int k0, int *golds)
{
    llk_pair gp;
    bool had = game_rule_gold_pair(g, &gp);
    const llk_board *b = game_get_board(g);
    if (had) { /* slid or not, the same tiles: their kind */
        CHECK(llk_board_get(b, gp.a.r, gp.a.c) == k0 && llk_board_get(b, gp.b.r, gp.b.c) == k0,
              "the gold tiles keep their kind");
    }
    bool take = had && same_pair(p, gp);
    game_move m, n;
    game_tick(g, GAME_COMBO_MS + 100); /* no combo: a resumed game has none */
    if (h != NULL) {
        game_tick(h, GAME_COMBO_MS + 100);
    }
    game_select(g, p.a.r, p.a.c, NULL);
    game_select(g, p.b.r, p.b.c, &m);
    CHECK_INT(m.result, GAME_CLICK_REMOVED);
    CHECK_INT(m.gold, take);
    CHECK_INT(m.points, (take ? GAME_GOLD_TIMES : 1) * game_pair_points(m.combo));
    if (h != NULL) {
        game_select(h, p.a.r, p.a.c, NULL);
        game_select(h, p.b.r, p.b.c, &n);
        CHECK(n.result == m.result && n.gold == m.gold && n.points == m.points,
              "the resumed game plays on alike");
    }
    if (take) {
        ++*golds;
        CHECK_INT(gold_tiles(g), 0);
        /* undo's position: the one before, the pair in it */
        llk_pair back;
        hist_goto(g, g->at - 1);
        CHECK(game_rule_gold_pair(g, &back) && same_pair(back, gp), "the position before has it");
        hist_goto(g, g->at + 1);
        CHECK(!game_rule_gold_pair(g, NULL), "none after");
    }
}

/* Save g and load it: the same pair and score. */
static game *resumed(const game *g)
{
    char *t = save_text(g);
    char err[256] = "";
    game *h = t ? game_load(t, strlen(t), false, err, sizeof err) : NULL;
    CHECK(h != NULL, "the save loads: %s", err);
    free(t);
    if (h == NULL) {
        return NULL;
    }
    llk_pair x, y;
    bool hx = game_rule_gold_pair(g, &x), hy = game_rule_gold_pair(h, &y);
    CHECK(hx == hy && (!hx || same_pair(x, y)), "the resumed game's gold pair");
    CHECK_INT(game_get_score(h), game_get_score(g));
    game_resume(h);
    return h;
}

/* Play g along its line to the end, a save resumed at step save_at
 * (-1: none); the replay checked. */
static void play_line(game *g, int save_at)
{
    static steps s;
    s.n = 0;
    int k0 = game_rule_gold_kind(g), golds = 0, step = 0;
    game *h = NULL;
    llk_pair p;
    steps_add(&s, g);
    while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        if (step++ == save_at) {
            h = resumed(g);
        }
        line_move(g, h, p, k0, &golds);
        steps_add(&s, g);
    }
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    CHECK(golds == 1, "the line took the gold pair together once (%d)", golds);
    if (h != NULL) {
        CHECK_INT(game_get_score(h), game_get_score(g));
        game_free(h);
    }
    check_replay(g, &s);
}

static void test_deals(llk_rng *rng, uint64_t seed)
{
    /* sanitized: a third of the levels, picked by the seed (the first of
     * each difficulty's kept: the same deal's pair is checked there) */
    int every = check_sanitized() ? 3 : 1;
    for (int d = 0; d < GAME_DIFFICULTY_COUNT; d++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            if (level != 1 + d && (int)((seed >> (level % 32)) % (uint64_t)every) != 0) {
                continue;
            }
            CHECK_CASE();
            uint64_t s = (seed ^ ((uint64_t)d << 8 ^ (uint64_t)level)) % 1000000007u;
            game *g = gold_game((game_difficulty)d, level, s);
            llk_pair p0, again;
            CHECK_INT(gold_tiles(g), 2);
            CHECK(game_rule_gold_pair(g, &p0), "a pair");
            check_state(g);
            if (level == 1 + d) { /* a new game of the same deal */
                game *h = gold_game((game_difficulty)d, level, s);
                CHECK(game_rule_gold_pair(h, &again) && same_pair(again, p0),
                      "the same deal's pair");
                game_free(h);
            }
            int pairs = game_get_tiles_left(g) / 2;
            play_line(g, (int)llk_rng_below(rng, (uint64_t)pairs));
            check_state(g);
            CHECK(game_retry(g) == NULL, "retry");
            CHECK(game_rule_gold_pair(g, &again) && same_pair(again, p0), "a retry's pair");
            game_free(g);
        }
    }
}

/* dt and n days after it. */
static daily_date add_days(daily_date dt, long n)
{
    while (n-- > 0) {
        dt.d++;
        if (!daily_date_ok(dt)) {
            dt.d = 1;
            dt.m = dt.m % 12 + 1;
            dt.y += dt.m == 1;
        }
    }
    return dt;
}

/* The deals of 6 days from dt, 29 days apart: each one's pair, taken by
 * its line. */
static void test_days(daily_date dt)
{
    printf("test_daily_gold: days from %04d-%02d-%02d\n", dt.y, dt.m, dt.d);
    for (int i = 0; i < 6; i++, dt = add_days(dt, 29)) {
        CHECK_CASE();
        game_difficulty d;
        int level;
        uint64_t seed;
        daily_pick(dt, &d, &level, &seed);
        game *g = gold_game(d, level, seed);
        CHECK_INT(gold_tiles(g), 2);
        play_line(g, -1);
        game_free(g);
    }
}

/* A removable pair of g with exactly one gold tile. */
static bool half_gold(const game *g, llk_pair *out)
{
    const llk_board *b = game_get_board(g);
    llk_pair gp;
    if (!game_rule_gold_pair(g, &gp)) {
        return false;
    }
    llk_cell gc[2] = {gp.a, gp.b};
    for (int k = 0; k < 2; k++) {
        for (int r = 0; r < b->rows; r++) {
            for (int c = 0; c < b->cols; c++) {
                llk_cell o = {r, c};
                llk_path path;
                if (!same_cell(o, gp.a) && !same_cell(o, gp.b) &&
                    llk_board_get(b, r, c) == game_rule_gold_kind(g) &&
                    llk_find_path(b, gc[k], o, &path) == LLK_OK) {
                    *out = (llk_pair){gc[k], o};
                    return true;
                }
            }
        }
    }
    return false;
}

/* One gold tile taken with another twin: the gold lost. A re-deal: the
 * pair given to two tiles of its kind, removable when two are; the board
 * played on and replayed. */
static void test_lost_and_redealt(uint64_t seed)
{
    int lost = 0, redealt = 0;
    for (int i = 0; i < 40 && (lost < 2 || redealt < 2); i++) {
        CHECK_CASE();
        game_difficulty d = (game_difficulty)(i % GAME_DIFFICULTY_COUNT);
        game *g = gold_game(d, 1 + i % GAME_LEVELS, seed + (uint64_t)i);
        llk_pair p;
        for (int moves = 0; lost < 2 && moves < 40 && !half_gold(g, &p) && one_pair(g);
             moves++) {
        }
        if (lost < 2 && half_gold(g, &p)) {
            int k = game_rule_gold_kind(g);
            game_move m;
            game_select(g, p.a.r, p.a.c, NULL);
            game_select(g, p.b.r, p.b.c, &m);
            CHECK(m.result == GAME_CLICK_REMOVED && !m.gold && m.kind == k, "half gold taken");
            CHECK_INT(m.points, game_pair_points(m.combo));
            CHECK_INT(gold_tiles(g), 0);
            lost++;
        }
        free(game_replay_take(g));
        CHECK(game_retry(g) == NULL, "retry");
        free(game_replay_take(g));
        llk_pair before, after;
        int k = game_rule_gold_kind(g);
        CHECK(game_rule_gold_pair(g, &before), "the pair again");
        if (redealt < 2 && game_redeal(g) == GAME_REDEAL_DONE) {
            redealt++;
            CHECK_INT(gold_tiles(g), 2);
            CHECK_INT(game_rule_gold_kind(g), k);
            CHECK(game_rule_gold_pair(g, &after), "a pair after the re-deal");
            /* removable when any two of the kind are */
            const llk_board *b = game_get_board(g);
            bool any = false;
            for (int x = 0; x < b->rows * b->cols && !any; x++) {
                for (int y = x + 1; y < b->rows * b->cols && !any; y++) {
                    any = b->kind[x] == k && b->kind[y] == k &&
                          llk_connected(b, (llk_cell){x / b->cols, x % b->cols},
                                        (llk_cell){y / b->cols, y % b->cols});
                }
            }
            CHECK(!any || llk_connected(b, after.a, after.b), "a removable gold pair");
            /* played on: the replay agrees (the line of the re-deal; the
             * gold taken together or lost, at most once) */
            static steps s;
            s.n = 0;
            steps_add(&s, g);
            llk_pair q;
            while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &q)) {
                game_select(g, q.a.r, q.a.c, NULL);
                game_select(g, q.b.r, q.b.c, NULL);
                steps_add(&s, g);
            }
            CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
            /* the replay's first step is the retried deal: one more */
            char *text = game_replay_take(g);
            char err[256] = "";
            replay_player *rp = text ? replay_open(text, strlen(text), err, sizeof err) : NULL;
            CHECK(rp != NULL, "the re-dealt board's replay reads: %s", err);
            int n = rp ? replay_steps(rp) : 0, bad = 0;
            for (int j = 0; rp && j < s.n; j++) { /* its last s.n steps */
                llk_pair x;
                bool has = game_rule_gold_pair(replay_goto(rp, n - s.n + 1 + j), &x);
                bad += has != s.has[j] || (has && !same_pair(x, s.at[j]));
            }
            CHECK(rp && bad == 0, "the replay's pairs after the re-deal (%d not)", bad);
            CHECK(rp && replay_summary_of(rp)->score == game_get_level_score(g), "its score");
            replay_free(rp);
            free(text);
        }
        game_free(g);
    }
    CHECK(lost >= 2 && redealt >= 2, "gold lost on %d boards, re-dealt on %d", lost, redealt);
}

/* Replace the first line of t starting with key by line (NUL-terminated,
 * newly allocated). */
static char *with_line(const char *t, const char *key, const char *line)
{
    const char *at = strstr(t, key);
    if (at == NULL) {
        return NULL;
    }
    const char *end = strchr(at + 1, '\n');
    size_t len = strlen(t) + strlen(line) + 2;
    char *u = malloc(len);
    snprintf(u, len, "%.*s%s%s", (int)(at - t) + 1, t, line, end ? end : "");
    return u;
}

static void test_save_forms(uint64_t seed)
{
    game *g = gold_game(GAME_NORMAL, 2, seed);
    for (int i = 0; i < 5; i++) {
        one_pair(g);
    }
    char *t = save_text(g);
    CHECK(t && strncmp(t, "lianliankan-save 4\n", 19) == 0 && strstr(t, "\ngold 2 "),
          "version 4 with the gold lines");
    char err[256];
    /* version 3: no gold lines, a pair of one kind given */
    char *v3 = t ? malloc(strlen(t) + 1) : NULL;
    if (v3 != NULL) {
        char *o = v3;
        for (const char *l = t; *l;) {
            const char *nl = strchr(l, '\n');
            size_t n = nl ? (size_t)(nl - l) + 1 : strlen(l);
            if (strncmp(l, "gold ", 5) != 0) {
                memcpy(o, l, n);
                o += n;
            }
            l += n;
        }
        *o = '\0';
        v3[17] = '3';
        game *h = game_load(v3, strlen(v3), true, err, sizeof err);
        CHECK(h != NULL, "a version-3 gold save loads: %s", h ? "" : err);
        if (h != NULL) {
            int n = gold_tiles(h);
            CHECK(n == 2 || n == 0, "a pair or none (%d)", n);
            game_free(h);
        }
        free(v3);
    }
    /* altered by hand */
    static const char *const bad[][2] = {
        {"gold 1 0 0", "the gold pair is two tiles or none"},
        {"gold 2 0 0 0 0", "the gold pair is not two tiles of one kind"},
        {"gold 2 0 0 0", "line"},
        {"gold 3 0 0 0 0 0 0", "line"},
        {"golden 0", "expected 'gold'"},
    };
    for (size_t i = 0; t && i < sizeof bad / sizeof bad[0]; i++) {
        char *u = with_line(t, "\ngold 2 ", bad[i][0]);
        game *h = u ? game_load(u, strlen(u), true, err, sizeof err) : NULL;
        CHECK(u && h == NULL && strstr(err, bad[i][1]), "'%s' refused: %s", bad[i][0],
              h ? "loaded" : err);
        game_free(h);
        free(u);
    }
    /* position 0's pair made two tiles of different kinds */
    game *f = gold_game(GAME_NORMAL, 2, seed);
    llk_pair p;
    const llk_board *b = game_get_board(f);
    for (int i = 0; t && game_rule_gold_pair(f, &p) && i < b->rows * b->cols; i++) {
        if (b->kind[i] != 0 && b->kind[i] != b->kind[p.a.r * b->cols + p.a.c]) {
            char line[64];
            snprintf(line, sizeof line, "gold 2 %d %d %d %d", p.a.r, p.a.c, i / b->cols,
                     i % b->cols);
            char *u = with_line(t, "\ngold 2 ", line);
            game *h = u ? game_load(u, strlen(u), true, err, sizeof err) : NULL;
            CHECK(h == NULL && strstr(err, "not two tiles of one kind"), "%s refused: %s", line,
                  h ? "loaded" : err);
            game_free(h);
            free(u);
            break;
        }
    }
    game_free(f);
    free(t);
    game_free(g);
}

int main(void)
{
    uint64_t seed = check_seed("test_daily_gold", llk_rng_fresh_seed());
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_deals(&rng, seed);
    test_days(add_days((daily_date){2026, 1, 1}, (long)(seed % 3000)));
    test_lost_and_redealt(seed % 100000);
    test_save_forms(seed % 100000);
    return check_done("test_daily_gold");
}
