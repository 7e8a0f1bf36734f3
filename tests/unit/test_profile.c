/* test_profile.c - high scores, level bests, names and statistics, their
 * text formats and their files.
 *
 * Names: UTF-8 (张三), 24 characters, control characters and bad bytes
 * refused or cleaned. The table: ranks, ties below older entries, the top
 * 10 kept, against a sorted model. Statistics: streaks, best times,
 * assisted games, percentages. Each format: round trips of random data,
 * every truncation refused, random mutations refused or read as data that
 * writes back to a fixed point. The files: missing, corrupt (moved aside
 * as NAME.bad with one warning, empty data), an unwritable directory.
 * Prints its seed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "mutate.h"
#include "llk/profile.h"
#include "llk/rng.h"

static void test_names(void)
{
    CHECK(scores_name_ok("张三"), "张三");
    CHECK_INT(scores_name_chars("张三"), 2);
    CHECK(scores_name_ok("Ann Lee"), "a space inside");
    CHECK(!scores_name_ok(""), "empty");
    CHECK(!scores_name_ok(" Ann"), "leading blank");
    CHECK(!scores_name_ok("Ann "), "trailing blank");
    CHECK(!scores_name_ok("A\tB"), "a tab");
    CHECK(!scores_name_ok("\xe5\xbc"), "cut UTF-8");
    CHECK(!scores_name_ok("\xc0\x80"), "overlong");
    CHECK(!scores_name_ok("\xed\xa0\x80"), "a surrogate");
    CHECK(scores_name_ok("abcdefghijklmnopqrstuvwx"), "24 letters");
    CHECK(!scores_name_ok("abcdefghijklmnopqrstuvwxy"), "25 letters");
    char cjk[128] = "";
    for (int i = 0; i < 24; i++) {
        size_t u = strlen(cjk);
        snprintf(cjk + u, sizeof cjk - u, "%s", "张");
    }
    CHECK(scores_name_ok(cjk), "24 CJK characters (72 bytes)");
    char out[SCORES_NAME_BYTES];
    scores_name_clean("  \x01Zh\xffu \xe5\xbc\xa0\t  ", out, sizeof out);
    CHECK(strcmp(out, "Zhu \xe5\xbc\xa0") == 0, "cleaned: '%s'", out);
    scores_name_clean("abcdefghijklmnopqrstuvwxyz", out, sizeof out);
    CHECK(strcmp(out, "abcdefghijklmnopqrstuvwx") == 0, "cut: %s", out);
    size_t u = strlen(cjk);
    snprintf(cjk + u, sizeof cjk - u, "%s", "三");
    scores_name_clean(cjk, out, sizeof out);
    CHECK(scores_name_chars(out) == 24 && scores_name_ok(out), "CJK cut");
    scores_name_clean("\x01\x02", out, sizeof out);
    CHECK(out[0] == '\0', "nothing left");
}

static score_entry entry(const char *name, int score, int levels, long long when)
{
    score_entry e;
    memset(&e, 0, sizeof e); /* naming no replays */
    snprintf(e.name, sizeof e.name, "%s", name);
    e.score = score;
    e.levels = levels;
    e.when = when;
    return e;
}

/* Random entries against a model: every insertion lands where a stable
 * sort (score down, older first) puts it, and only the top 10 stay. */
static void test_table(llk_rng *rng)
{
    for (int round = 0; round < 50; round++) {
        CHECK_CASE(); /* a case: 40 entries inserted against the model */
        scores s;
        scores_init(&s);
        score_entry model[64];
        int n = 0;
        for (int i = 0; i < 40; i++) {
            int score = (int)llk_rng_below(rng, 30) * 10;
            int want = scores_rank(&s, GAME_NORMAL, score);
            score_entry e = entry(i % 2 ? "张三" : "Ann", score, i % 14, 1000 + i);
            int got = scores_insert(&s, GAME_NORMAL, &e);
            CHECK_INT(got, want);
            /* The model: insert after every entry >= score. */
            int at = 0;
            while (at < n && model[at].score >= score) {
                at++;
            }
            memmove(&model[at + 1], &model[at], sizeof model[0] * (size_t)(n - at));
            model[at] = e;
            n++;
            CHECK_INT(got, at < SCORES_TOP ? at : -1);
        }
        CHECK_INT(s.ntop[GAME_NORMAL], SCORES_TOP);
        CHECK_INT(s.ntop[GAME_EASY], 0);
        for (int i = 0; i < SCORES_TOP; i++) {
            CHECK(s.top[GAME_NORMAL][i].score == model[i].score
                      && s.top[GAME_NORMAL][i].when == model[i].when,
                  "place %d", i);
        }
        CHECK(strcmp(s.last_name, "张三") == 0, "last name %s", s.last_name);
    }
    scores s;
    scores_init(&s);
    score_entry bad = entry(" x", 10, 1, 1);
    CHECK_INT(scores_insert(&s, GAME_EASY, &bad), -1);
    bad = entry("x", -1, 1, 1);
    CHECK_INT(scores_insert(&s, GAME_EASY, &bad), -1);
    bad = entry("x", 1, 14, 1);
    CHECK_INT(scores_insert(&s, GAME_EASY, &bad), -1);
    CHECK_INT(s.ntop[GAME_EASY], 0);
    CHECK_INT(scores_rank(&s, GAME_EASY, 0), 0);
    /* Level bests. */
    scores_level_won(&s, GAME_HARD, 5, true, 900);
    scores_level_won(&s, GAME_HARD, 5, true, 700);
    scores_level_won(&s, GAME_HARD, 5, false, 5000);
    scores_level_won(&s, GAME_HARD, 6, false, 5000);
    scores_level_won(&s, GAME_HARD, 14, true, 1);
    CHECK(s.level[GAME_HARD][4].cleared && s.level[GAME_HARD][4].best == 900, "best");
    CHECK(s.level[GAME_HARD][5].cleared && s.level[GAME_HARD][5].best == -1,
          "cleared, not counted");
    CHECK(!s.level[GAME_HARD][6].cleared, "not cleared");
}

static game_event ev(game_event_type t, game_kind k, game_difficulty d)
{
    game_event e;
    memset(&e, 0, sizeof e);
    e.type = t;
    e.kind = k;
    e.diff = d;
    e.level = 1;
    return e;
}

static void test_stats(void)
{
    stats s;
    stats_init(&s);
    game_event e = ev(GAME_EVENT_STARTED, GAME_KIND_PRACTICE, GAME_HARD);
    for (int i = 0; i < 5; i++) {
        stats_apply(&s, &e);
    }
    e.type = GAME_EVENT_WON;
    e.time_ms = 90000;
    stats_apply(&s, &e);
    e.time_ms = 80000;
    e.assisted = true; /* no best time */
    stats_apply(&s, &e);
    e.assisted = false;
    e.time_ms = 85000;
    stats_apply(&s, &e);
    e.type = GAME_EVENT_LOST;
    stats_apply(&s, &e);
    e.type = GAME_EVENT_WON;
    stats_apply(&s, &e);
    e.type = GAME_EVENT_PAIRS;
    e.count = 7;
    stats_apply(&s, &e);
    e.type = GAME_EVENT_HINTS;
    e.count = 2;
    stats_apply(&s, &e);
    e.type = GAME_EVENT_REDEALS;
    e.count = 1;
    stats_apply(&s, &e);
    const stats_row *r = &s.row[GAME_KIND_PRACTICE][GAME_HARD];
    CHECK_INT(r->started, 5);
    CHECK_INT(r->won, 4);
    CHECK_INT(r->best_ms, 85000);
    CHECK_INT(r->streak, 1);
    CHECK_INT(r->longest, 3);
    CHECK_INT(r->pairs, 7);
    CHECK_INT(r->hints, 2);
    CHECK_INT(r->redeals, 1);
    CHECK_INT(stats_win_percent(r), 80);
    CHECK_INT(s.row[GAME_KIND_TIMED][GAME_HARD].started, 0);
    CHECK_INT(stats_win_percent(&s.row[GAME_KIND_TIMED][GAME_HARD]), 0);
    /* A win with no start counted (a board dealt before stats were kept). */
    e = ev(GAME_EVENT_WON, GAME_KIND_RELAXED, GAME_EASY);
    stats_apply(&s, &e);
    CHECK(s.row[GAME_KIND_RELAXED][GAME_EASY].started == 1
              && s.row[GAME_KIND_RELAXED][GAME_EASY].won == 1, "won <= started");
    e.kind = (game_kind)7;
    stats_apply(&s, &e); /* ignored */
}

/* ---- Formats ---- */

static char *scores_text(const scores *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    scores_write(f, s);
    fclose(f);
    return t;
}

static char *stats_text(const stats *s)
{
    char *t = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&t, &n);
    stats_write(f, s);
    fclose(f);
    return t;
}

static const char *const names[] = {"Ann", "张三", "Zoë Ö", "a b c", "x",
                                    "abcdefghijklmnopqrstuvwx"};

static void random_scores(scores *s, llk_rng *rng)
{
    scores_init(s);
    int n = (int)llk_rng_below(rng, 40);
    for (int i = 0; i < n; i++) {
        score_entry e = entry(names[llk_rng_below(rng, 6)],
                              (int)llk_rng_below(rng, 100000),
                              (int)llk_rng_below(rng, 14),
                              (long long)llk_rng_below(rng, 2000000000));
        scores_insert(s, (game_difficulty)llk_rng_below(rng, 3), &e);
    }
    for (int i = 0; i < 10; i++) {
        scores_level_won(s, (game_difficulty)llk_rng_below(rng, 3),
                         1 + (int)llk_rng_below(rng, 13), llk_rng_below(rng, 2),
                         (int)llk_rng_below(rng, 5000));
    }
    if (llk_rng_below(rng, 4) == 0) {
        s->last_name[0] = '\0';
    }
}

static void random_stats(stats *s, llk_rng *rng)
{
    stats_init(s);
    int n = (int)llk_rng_below(rng, 200);
    for (int i = 0; i < n; i++) {
        game_event e = ev((game_event_type)llk_rng_below(rng, 7),
                          (game_kind)llk_rng_below(rng, 3),
                          (game_difficulty)llk_rng_below(rng, 3));
        e.count = (int)llk_rng_below(rng, 50);
        e.time_ms = (long long)llk_rng_below(rng, 1000000);
        e.assisted = llk_rng_below(rng, 5) == 0;
        stats_apply(s, &e);
    }
}

typedef int (*parse_fn)(void *obj, const char *t, size_t n, char *err, size_t el);
typedef char *(*text_fn)(const void *obj);

static int parse_scores(void *o, const char *t, size_t n, char *e, size_t el)
{
    return scores_parse(o, t, n, e, el);
}
static int parse_stats(void *o, const char *t, size_t n, char *e, size_t el)
{
    return stats_parse(o, t, n, e, el);
}
static char *text_scores(const void *o)
{
    return scores_text(o);
}
static char *text_stats(const void *o)
{
    return stats_text(o);
}

/* Round trip, every truncation, mutations of one format's text. */
static void format_checks(const char *what, const char *text, parse_fn parse,
                          text_fn write, size_t objsize, llk_rng *rng, int rounds)
{
    CHECK_CASE(); /* a case: one text, its round trip and every truncation */
    char err[256];
    void *a = malloc(objsize), *b = malloc(objsize);
    size_t n = strlen(text);
    CHECK(parse(a, text, n, err, sizeof err) == 0, "%s: reads: %s", what, err);
    char *again = write(a);
    CHECK(strcmp(again, text) == 0, "%s: round trip:\n%s---\n%s", what, text, again);
    free(again);
    for (size_t cut = 0; cut < n; cut++) {
        err[0] = '\0';
        CHECK(parse(b, text, cut, err, sizeof err) == -1 && strncmp(err, "line ", 5) == 0,
              "%s: cut at %zu refused: %s", what, cut, err);
    }
    char *buf = malloc(n + 64);
    int loaded = 0;
    for (int r = 0; r < rounds; r++) {
        CHECK_CASE(); /* a case: one mutated text */
        memcpy(buf, text, n);
        size_t len = n;
        int edits = 1 + (int)llk_rng_below(rng, 3);
        for (int e = 0; e < edits && len > 0; e++) {
            len = mutate_once(rng, buf, len, "0123456789 -\nx");
        }
        err[0] = '\0';
        if (parse(b, buf, len, err, sizeof err) != 0) {
            CHECK(strncmp(err, "line ", 5) == 0 && strchr(err, '\n') == NULL,
                  "%s: a refusal says where: %s", what, err);
            continue;
        }
        loaded++;
        /* What loads writes back to text that reads to the same. */
        char *t1 = write(b);
        CHECK(parse(a, t1, strlen(t1), err, sizeof err) == 0, "%s: re-read: %s", what, err);
        char *t2 = write(a);
        CHECK(strcmp(t1, t2) == 0, "%s: a fixed point", what);
        free(t1);
        free(t2);
    }
    printf("test_profile: %s: %d mutations, %d still read\n", what, rounds, loaded);
    CHECK(loaded < rounds, "%s: the reader refuses damage", what);
    free(buf);
    free(a);
    free(b);
}

static void test_formats(llk_rng *rng)
{
    int rounds = check_sanitized() ? 300 : 2000;
    for (int i = 0; i < 20; i++) {
        scores s;
        random_scores(&s, rng);
        char *t = scores_text(&s);
        format_checks("scores", t, parse_scores, text_scores, sizeof s, rng,
                      i == 0 ? rounds : 20);
        free(t);
        stats st;
        random_stats(&st, rng);
        t = stats_text(&st);
        format_checks("stats", t, parse_stats, text_stats, sizeof st, rng,
                      i == 0 ? rounds : 20);
        free(t);
    }
    /* Refusals with reasons. */
    static const struct {
        const char *text, *why;
    } bad[] = {
        {"lianliankan-scores 5\nend\n", "another version"},
        {"lianliankan-stats 1\nend\n", "does not start"}, /* as scores */
        {"lianliankan-scores 1\nrun easy 10 1 5 \nend\n", "space at the end"},
        {"lianliankan-scores 1\nrun easy 10 1 5  x\nend\n", "name"},
        {"lianliankan-scores 1\nrun easy 10 14 5 x\nend\n", "range"},
        {"lianliankan-scores 1\nrun medium 10 1 5 x\nend\n", "difficulty"},
        {"lianliankan-scores 1\nlevel easy 3 5\nlevel easy 3 6\nend\n", "twice"},
        {"lianliankan-scores 1\nlast a\nlast b\nend\n", "second"},
        {"lianliankan-scores 1\nend\nend\n", "after 'end'"},
        {"lianliankan-scores 1\nscore 5\nend\n", "unknown line"},
        {"lianliankan-scores 1\nrun easy 010 1 5 x\nend\n", "plain decimal"},
        {"", "empty"},
        {"lianliankan-stats 1\nstats timed easy 1 2 -1 0 0 0 0 0\nend\n", "add up"},
        {"lianliankan-stats 1\nstats timed easy 1 1 -1 1 1 0 0 0\n"
         "stats timed easy 1 1 -1 1 1 0 0 0\nend\n", "twice"},
        {"lianliankan-stats 1\nstats arcade easy 0 0 -1 0 0 0 0 0\nend\n", "kind"},
        /* Version 2 has stars, 0..3, on every level line. */
        {"lianliankan-scores 2\nlevel easy 3 5\nend\n", "line 2"},
        {"lianliankan-scores 2\nlevel easy 3 5 4\nend\n", "range"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char err[256] = "";
        scores s;
        stats st;
        int rc = strncmp(bad[i].text, "lianliankan-stats", 17) == 0 && i > 1
                     ? stats_parse(&st, bad[i].text, strlen(bad[i].text), err, sizeof err)
                     : scores_parse(&s, bad[i].text, strlen(bad[i].text), err, sizeof err);
        CHECK(rc == -1 && strstr(err, bad[i].why) != NULL, "'%s': %s", bad[i].text, err);
    }
    /* Eleven runs of one difficulty are too many. */
    char text[2048] = "lianliankan-scores 1\n";
    for (int i = 0; i < 11; i++) {
        size_t u = strlen(text);
        snprintf(text + u, sizeof text - u, "run hard %d 1 5 x\n", 100 - i);
    }
    size_t u = strlen(text);
    snprintf(text + u, sizeof text - u, "end\n");
    scores s;
    char err[256];
    CHECK(scores_parse(&s, text, strlen(text), err, sizeof err) == -1
              && strstr(err, "more than 10") != NULL, "11 runs: %s", err);
}

/* ---- Files ---- */

static bool add_one(scores *s, void *ctx)
{
    score_entry *e = ctx;
    return scores_insert(s, GAME_EASY, e) >= 0;
}

static bool count_one(stats *s, void *ctx)
{
    stats_apply(s, ctx);
    return true;
}

static void test_files(void)
{
    char dir[] = "/tmp/llk-profile-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[256], bad[300], spath[256], warn[1024];
    snprintf(path, sizeof path, "%s/scores.txt", dir);
    snprintf(bad, sizeof bad, "%s.bad", path);
    snprintf(spath, sizeof spath, "%s/stats.txt", dir);
    scores s;
    CHECK_INT(scores_update(path, &s, NULL, NULL, warn, sizeof warn), 0);
    CHECK(s.ntop[GAME_EASY] == 0 && access(path, F_OK) != 0, "missing: empty, not made");
    score_entry e = entry("张三", 2685, 1, 1700000000);
    CHECK_INT(scores_update(path, &s, add_one, &e, warn, sizeof warn), 0);
    scores t;
    CHECK_INT(scores_update(path, &t, NULL, NULL, warn, sizeof warn), 0);
    CHECK(t.ntop[GAME_EASY] == 1 && strcmp(t.top[GAME_EASY][0].name, "张三") == 0
              && t.top[GAME_EASY][0].score == 2685 && strcmp(t.last_name, "张三") == 0,
          "written and read");
    /* Corrupt: moved aside, one warning naming it, an empty table. */
    FILE *f = fopen(path, "w");
    fputs("lianliankan-scores 1\nrun easy lots\n", f);
    fclose(f);
    CHECK_INT(scores_update(path, &t, NULL, NULL, warn, sizeof warn), 1);
    CHECK(strstr(warn, path) != NULL && strstr(warn, ".bad") != NULL
              && strstr(warn, "line 2") != NULL, "warning: %s", warn);
    CHECK(t.ntop[GAME_EASY] == 0 && access(bad, F_OK) == 0 && access(path, F_OK) != 0,
          "empty, moved aside");
    CHECK_INT(scores_update(path, &t, NULL, NULL, warn, sizeof warn), 0);
    CHECK(warn[0] == '\0', "no second warning: %s", warn);
    /* Statistics the same way. */
    stats st;
    game_event ge = ev(GAME_EVENT_STARTED, GAME_KIND_TIMED, GAME_EASY);
    CHECK_INT(stats_update(spath, &st, count_one, &ge, warn, sizeof warn), 0);
    CHECK_INT(stats_update(spath, &st, count_one, &ge, warn, sizeof warn), 0);
    CHECK_INT(st.row[GAME_KIND_TIMED][GAME_EASY].started, 2);
    f = fopen(spath, "w");
    fputs("\x7f" "ELF", f);
    fclose(f);
    CHECK_INT(stats_update(spath, &st, NULL, NULL, warn, sizeof warn), 1);
    CHECK(st.row[GAME_KIND_TIMED][GAME_EASY].started == 0 && strstr(warn, "stats.txt") != NULL,
          "stats moved aside: %s", warn);
    /* An unwritable place: -1 and a warning, the data still in memory. */
    char nowhere[300];
    snprintf(nowhere, sizeof nowhere, "%s/gone/scores.txt", dir);
    CHECK_INT(scores_update(nowhere, &t, add_one, &e, warn, sizeof warn), -1);
    CHECK(warn[0] != '\0' && t.ntop[GAME_EASY] == 1, "unwritable: %s", warn);
    char lock[300];
    unlink(bad);
    snprintf(lock, sizeof lock, "%s.lock", path);
    unlink(lock);
    unlink(path);
    snprintf(lock, sizeof lock, "%s.lock", spath);
    unlink(lock);
    unlink(spath);
    snprintf(lock, sizeof lock, "%s.bad", spath);
    unlink(lock);
    CHECK(rmdir(dir) == 0, "only the files we know of were left");
}

/* ---- The profile: a run played, recorded, named; practice, relaxed,
 * assisted; reset; the default name ---- */

static int take(game *g, game_event *ev, int cap)
{
    int n = 0;
    while (n < cap && game_take_event(g, &ev[n])) {
        n++;
    }
    return n;
}

static void clear_board(game *g)
{
    llk_pair p;
    while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
}

static void test_glue(void)
{
    char dir[] = "/tmp/llk-glue-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char warn[2048];
    profile p;
    profile_open(&p, dir, warn, sizeof warn);
    CHECK(warn[0] == '\0', "fresh: no warning: %s", warn);
    game_event ev[64], end;
    game *g = game_new();
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 5);
    clear_board(g);
    int level_score = game_get_level_score(g);
    game_to_menu(g);
    game_resume(g); /* level 2 */
    game_end_run(g);
    int n = take(g, ev, 64);
    CHECK(profile_record(&p, ev, n, &end, warn, sizeof warn), "a run to name");
    CHECK(end.score == level_score && end.levels == 1, "the run: %d, %d levels",
          end.score, end.levels);
    CHECK_INT(profile_add_run(&p, &end, "  张三\t", 1700000000, NULL, warn, sizeof warn), 0);
    /* Practice level 3 and a relaxed level 4; an assisted run. */
    game_begin_practice(g, GAME_EASY, 3, 6);
    clear_board(g);
    int practice = game_get_level_score(g);
    game_begin(g, GAME_RELAXED, GAME_EASY, 4, 6);
    clear_board(g);
    game_begin(g, GAME_TIMED, GAME_EASY, 1, 7);
    game_mark_assisted(g);
    clear_board(g);
    game_to_menu(g);
    game_end_run(g);
    n = take(g, ev, 64);
    CHECK(!profile_record(&p, ev, n, &end, warn, sizeof warn), "assisted: no name");
    game_free(g);
    /* Everything is on disk: a second profile reads it. */
    profile q;
    profile_open(&q, dir, warn, sizeof warn);
    const scores *s = &q.scores;
    CHECK(s->ntop[GAME_EASY] == 1 && strcmp(s->top[GAME_EASY][0].name, "张三") == 0
              && s->top[GAME_EASY][0].score == level_score
              && s->top[GAME_EASY][0].levels == 1,
          "the run in the table");
    CHECK(s->level[GAME_EASY][0].cleared && s->level[GAME_EASY][0].best == level_score,
          "level 1's best from the run (not the assisted one)");
    CHECK(s->level[GAME_EASY][2].cleared && s->level[GAME_EASY][2].best == practice,
          "practice level 3: %d", s->level[GAME_EASY][2].best);
    CHECK(s->level[GAME_EASY][3].cleared && s->level[GAME_EASY][3].best == -1,
          "relaxed level 4 cleared, no score");
    const stats_row *r = &q.stats.row[GAME_KIND_TIMED][GAME_EASY];
    /* level 2 of the first run was dealt and never touched: no game */
    CHECK(r->started == 2 && r->won == 2 && r->streak == 2 && r->longest == 2,
          "timed: %lld started, %lld won, streak %lld", r->started, r->won, r->streak);
    CHECK(q.stats.row[GAME_KIND_PRACTICE][GAME_EASY].won == 1
              && q.stats.row[GAME_KIND_RELAXED][GAME_EASY].won == 1, "practice, relaxed");
    char name[SCORES_NAME_BYTES];
    profile_default_name(&q, name, sizeof name);
    CHECK(strcmp(name, "张三") == 0, "the last name: %s", name);
    profile_reset_stats(&q, warn, sizeof warn);
    profile_open(&p, dir, warn, sizeof warn);
    CHECK(p.stats.row[GAME_KIND_TIMED][GAME_EASY].started == 0
              && p.scores.ntop[GAME_EASY] == 1, "statistics reset, scores kept");
    /* The login name when no name was typed. */
    profile_open(&q, NULL, warn, sizeof warn);
    setenv("USER", "bob\x01", 1);
    profile_default_name(&q, name, sizeof name);
    CHECK(strcmp(name, "bob") == 0, "USER: %s", name);
    unsetenv("USER");
    profile_default_name(&q, name, sizeof name);
    CHECK(scores_name_ok(name), "the password entry's name: %s", name);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "clean up");
}

int main(void)
{
    uint64_t seed = check_seed("test_profile", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    test_names();
    test_table(&rng);
    test_stats();
    test_formats(&rng);
    test_files();
    test_glue();
    return check_done("test_profile");
}
