/* test_replay.c - replays (issue 48, llk/replay.h):
 *  - random games of every kind (a run's level, practice at each time
 *    scale, relaxed, zen's first or second board, endless some boards on
 *    with a clock of its own) played by random moves, hints, stray
 *    clicks, re-deals, undos, redos, restarts and ticks of the clock, to
 *    their end (cleared, out of time, left for another game, run ended):
 *    the replay the game recorded reads back through the rules to the
 *    same result, score and tiles left, and every position stepped to, in
 *    a random order, is the board and score the game had after that move;
 *  - a board played by the hints and cleared, then hand-altered (a match
 *    that is no pair, a hint that is none, a time that goes back, a move
 *    after the time ran out, the end's score, result and tiles, the magic
 *    line, the game ID, a re-deal of other tiles, a re-deal too many, a
 *    missing end, a line after the end): refused, naming the line;
 *  - a timed board played with the thinker until it offers the free
 *    re-deal of a board proven lost: the replay's "redeal free" checks
 *    (the checker proves the board lost again), and the same line at the
 *    deal is refused;
 *  - the session writes each ended board's replay to its folder, the
 *    newest SESSION_REPLAYS_MAX kept.
 * The random seed is printed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <sys/stat.h>

#include "check.h"
#include "llk/endless.h"
#include "llk/replay.h"
#include "llk/rules.h"
#include "llk/rng.h"
#include "llk/session.h"

/* The positions the game had: the deal, then after each recorded move. */
typedef struct seen {
    int n, cap, cells;
    uint16_t *kinds;
    int *score;
} seen;

static void seen_add(seen *s, const game *g)
{
    const llk_board *b = game_get_board(g);
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 64;
        s->cells = b->rows * b->cols;
        s->kinds = realloc(s->kinds, sizeof *s->kinds * (size_t)s->cap * (size_t)s->cells);
        s->score = realloc(s->score, sizeof *s->score * (size_t)s->cap);
        if (s->kinds == NULL || s->score == NULL) {
            abort();
        }
    }
    memcpy(s->kinds + (size_t)s->n * (size_t)s->cells, b->kind,
           sizeof *s->kinds * (size_t)s->cells);
    s->score[s->n++] = game_get_level_score(g);
}

static bool random_pair(const game *g, llk_rng *rng, llk_pair *out)
{
    static llk_pair buf[4096];
    if (llk_rng_below(rng, 3) == 0 && game_line_next(g, out)) {
        return true;
    }
    size_t n = llk_pairs(game_get_board(g), buf, 4096);
    if (n == 0) {
        return false;
    }
    *out = buf[llk_rng_below(rng, n < 4096 ? n : 4096)];
    return true;
}

/* One random action; true when the recorder kept it as a move. */
static bool act(game *g, llk_rng *rng)
{
    bool relaxed = game_get_mode(g) == GAME_RELAXED;
    game_tick(g, (int)llk_rng_below(rng, 2500));
    if (game_get_screen(g) != GAME_SCREEN_PLAYING) {
        return false;
    }
    int x = (int)llk_rng_below(rng, 100);
    llk_pair p;
    if (x < 55 && random_pair(g, rng, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        return game_select(g, p.b.r, p.b.c, NULL) == GAME_CLICK_REMOVED;
    }
    if (x < 60 && random_pair(g, rng, &p)) { /* a stray click: the hint goes */
        game_select(g, p.a.r, p.a.c, NULL);
        game_deselect(g);
        return false;
    }
    if (x < 70) {
        game_hint_result r = game_hint(g, NULL);
        return r == GAME_HINT_SHOWN || r == GAME_HINT_NEXT;
    }
    if (x < 76) {
        return game_redeal(g) == GAME_REDEAL_DONE;
    }
    if (x < 84 && relaxed) {
        return game_undo(g) == GAME_UNDO_DONE;
    }
    if (x < 88 && relaxed) {
        return game_redo(g) == GAME_UNDO_DONE;
    }
    if (x < 90 && game_get_kind(g) != GAME_KIND_ENDLESS) {
        return game_retry(g) == NULL;
    }
    if (x < 91) {
        game_tick(g, 60000); /* a long think: the clock may run out */
        return false;
    }
    if (x < 96) { /* two tiles at random: careful hands' refusal is a move */
        const llk_board *b = game_get_board(g);
        int n = b->rows * b->cols;
        int i = (int)llk_rng_below(rng, (uint64_t)n), j = (int)llk_rng_below(rng, (uint64_t)n);
        game_deselect(g);
        game_click r1 = game_select(g, i / b->cols, i % b->cols, NULL);
        game_click r2 = r1 == GAME_CLICK_SELECTED
                                   ? game_select(g, j / b->cols, j % b->cols, NULL)
                                   : r1;
        game_deselect(g);
        return r2 == GAME_CLICK_REMOVED ||
               (r2 == GAME_CLICK_REFUSED && game_get_rule(g) == GAME_RULE_CAREFUL);
    }
    return false;
}

static const char *result_of(const game *g)
{
    game_screen s = game_get_screen(g);
    return s == GAME_SCREEN_LEVEL_CLEAR || s == GAME_SCREEN_FINISHED ? "cleared"
           : s == GAME_SCREEN_TIME_UP                                ? "time-up"
                                                                     : "left";
}

/* A practice game's rule (test_rules), 0: none or one at random. */
static game_rule forced_rule;

/* Begin a game of kind k (0..5) at random. */
static void begin_kind(game *g, int k, llk_rng *rng)
{
    game_difficulty d = (game_difficulty)llk_rng_below(rng, GAME_DIFFICULTY_COUNT);
    int level = 1 + (int)llk_rng_below(rng, 4);
    uint64_t seed = llk_rng_below(rng, 1000000);
    const char *e = NULL;
    switch (k) {
    case 0:
        e = game_begin(g, GAME_TIMED, d, level, seed);
        break;
    case 1: {
        static const int scales[] = {0, 1, 2, 4};
        e = game_begin_practice(g, d, level, seed);
        if (forced_rule || llk_rng_below(rng, 2) == 0) { /* the daily's: a rule */
            game_set_time_scale(g, 1);
            game_rule r = forced_rule ? forced_rule
                                      : (game_rule)(1 + llk_rng_below(rng, GAME_RULE_COUNT - 1));
            CHECK(game_set_rule(g, r), "rule %s taken", game_rule_name(r));
        } else {
            game_set_time_scale(g, scales[llk_rng_below(rng, 4)]);
        }
        break;
    }
    case 2:
        e = game_begin(g, GAME_RELAXED, d, level, seed);
        break;
    case 3: {
        e = game_begin_zen(g, d, seed);
        llk_pair p;
        if (e == NULL && llk_rng_below(rng, 2) == 0) { /* its second board */
            while (game_get_screen(g) == GAME_SCREEN_PLAYING && game_line_next(g, &p)) {
                game_select(g, p.a.r, p.a.c, NULL);
                game_select(g, p.b.r, p.b.c, NULL);
            }
            e = game_next_level(g);
            free(game_replay_take(g)); /* the first board's */
        }
        break;
    }
    default: /* endless some boards on (its level, what a match adds) */
        e = game_begin_endless_at(g, d, (int)llk_rng_below(rng, 13), seed,
                                  5000 + (int)llk_rng_below(rng, 60000));
        break;
    }
    CHECK(e == NULL, "begin kind %d: %s", k, e ? e : "");
}

/* Every position stepped to in a random order is the one the game had. */
static void check_steps(replay_player *p, const seen *s, llk_rng *rng)
{
    CHECK_INT(replay_steps(p), s->n - 1);
    for (int i = 0; i < 2 * s->n && replay_steps(p) == s->n - 1; i++) {
        int k = (int)llk_rng_below(rng, (uint64_t)s->n);
        const game *w = replay_goto(p, k);
        const llk_board *b = game_get_board(w);
        bool same = memcmp(b->kind, s->kinds + (size_t)k * (size_t)s->cells,
                           sizeof *b->kind * (size_t)s->cells) == 0;
        CHECK(same, "position %d of %d is not the game's", k, s->n - 1);
        CHECK_INT(game_get_level_score(w), s->score[k]);
        CHECK_INT(replay_at(p), k);
    }
}

static void random_game(llk_rng *rng)
{
    CHECK_CASE();
    game *g = game_new();
    int k = forced_rule ? 1 : (int)llk_rng_below(rng, 5);
    begin_kind(g, k, rng);
    seen s = {0};
    seen_add(&s, g);
    int actions = 10 + (int)llk_rng_below(rng, 150);
    for (int i = 0; i < actions && game_get_screen(g) == GAME_SCREEN_PLAYING; i++) {
        if (act(g, rng)) {
            seen_add(&s, g);
        }
    }
    char want[16];
    snprintf(want, sizeof want, "%s", result_of(g));
    int score = game_get_level_score(g), tiles = game_get_tiles_left(g);
    if (strcmp(want, "left") == 0 && (llk_rng_below(rng, 2) == 0 || !game_end_run(g))) {
        begin_kind(g, 2, rng); /* another game over it */
    }
    char *text = game_replay_take(g);
    CHECK((text != NULL) == (s.n > 1), "kind %d: %d moves, replay %s", k, s.n - 1,
          text ? "kept" : "none");
    if (text != NULL) {
        char err[600];
        replay_player *p = replay_open(text, strlen(text), err, sizeof err);
        CHECK(p != NULL, "kind %d: refused: %s\n%s", k, err, text);
        if (p != NULL) {
            const replay_summary *sum = replay_summary_of(p);
            CHECK(strcmp(sum->result, want) == 0, "result %s, want %s", sum->result, want);
            CHECK_INT(sum->score, score);
            CHECK_INT(sum->tiles, tiles);
            CHECK_INT(sum->moves, s.n - 1);
            check_steps(p, &s, rng);
            replay_free(p);
        }
    }
    free(text);
    free(s.kinds);
    free(s.score);
    game_free(g);
}

/* ---- hand-altered ---- */

/* A practice board played by the line with a hint and a re-deal, cleared:
 * its replay. */
static char *played_text(void)
{
    game *g = game_new();
    CHECK(game_begin_practice(g, GAME_EASY, 2, 4242) == NULL, "begin");
    game_tick(g, 700);
    game_hint(g, NULL);
    llk_pair p;
    for (int i = 0; game_get_screen(g) == GAME_SCREEN_PLAYING; i++) {
        game_tick(g, 400 + 300 * (i % 5));
        if (i == 3) {
            CHECK(game_redeal(g) == GAME_REDEAL_DONE, "re-deal");
        }
        if (!game_line_next(g, &p) && !llk_has_pair(game_get_board(g), &p)) {
            break;
        }
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    CHECK(game_get_screen(g) == GAME_SCREEN_LEVEL_CLEAR, "cleared");
    char *t = game_replay_take(g);
    CHECK(t != NULL, "a replay");
    game_free(g);
    return t;
}

/* Line n (from 1) of text replaced by line (NULL: removed). */
static char *with_line(const char *text, int n, const char *line)
{
    size_t len = strlen(text) + (line ? strlen(line) : 0) + 2;
    char *out = malloc(len);
    size_t o = 0;
    int at = 1;
    for (const char *s = text; *s; at++) {
        const char *nl = strchr(s, '\n');
        size_t k = nl ? (size_t)(nl - s) + 1 : strlen(s);
        if (at != n) {
            memcpy(out + o, s, k);
            o += k;
        } else if (line != NULL) {
            o += (size_t)snprintf(out + o, len - o, "%s\n", line);
        }
        s += k;
    }
    out[o] = '\0';
    return out;
}

/* The first line of text starting with prefix after its time: its number
 * and a copy (free it); 0 when none. */
static int find_move(const char *text, const char *verb, char **copy)
{
    int at = 1;
    for (const char *s = text; *s; at++) {
        const char *nl = strchr(s, '\n');
        size_t k = nl ? (size_t)(nl - s) : strlen(s);
        const char *sp = memchr(s, ' ', k);
        if (sp != NULL && strncmp(sp + 1, verb, strlen(verb)) == 0) {
            *copy = malloc(k + 1);
            memcpy(*copy, s, k);
            (*copy)[k] = '\0';
            return at;
        }
        s += k + (nl ? 1 : 0);
    }
    return 0;
}

static int count_lines(const char *t)
{
    int n = 0;
    for (; *t; t++) {
        n += *t == '\n';
    }
    return n;
}

/* text refused at line n, the reason holding why. */
static void refused(const char *text, int n, const char *why, const char *what)
{
    CHECK_CASE();
    char err[600], want[32];
    replay_summary s;
    int st = replay_check(text, strlen(text), &s, err, sizeof err);
    snprintf(want, sizeof want, "line %d: ", n);
    CHECK(st != 0, "%s: not refused", what);
    CHECK(st != 0 && strncmp(err, want, strlen(want)) == 0 && strstr(err, why) != NULL,
          "%s: refused as \"%s\", want line %d and \"%s\"", what, err, n, why);
}

static void test_altered(void)
{
    char *text = played_text();
    if (text == NULL) {
        return;
    }
    replay_summary s;
    char err[600];
    CHECK(replay_check(text, strlen(text), &s, err, sizeof err) == 0, "%s", err);
    CHECK(strcmp(s.result, "cleared") == 0 && s.tiles == 0, "cleared: %s", s.result);
    int last = count_lines(text);
    char *line, *t, buf[4200];
    int n = find_move(text, "match", &line);
    CHECK(n > 0, "a match line");
    long long ms;
    int r1, c1, r2, c2;
    if (n > 0 && sscanf(line, "%lld match %d,%d %d,%d", &ms, &r1, &c1, &r2, &c2) == 5) {
        snprintf(buf, sizeof buf, "%lld match %d,%d %d,%d", ms, r1, c1, r1, c1);
        refused(t = with_line(text, n, buf), n, "not a removable pair", "a match of one cell");
        free(t);
        snprintf(buf, sizeof buf, "%lld hint %d,%d %d,%d", ms, r1, c1, r1, c1);
        refused(t = with_line(text, n, buf), n, "not a removable pair", "a hint of one cell");
        free(t);
        snprintf(buf, sizeof buf, "%lld match %d,%d %d,%d", ms + 100000000LL, r1, c1, r2, c2);
        refused(t = with_line(text, n, buf), n, "the time had run out", "a move too late");
        free(t);
    }
    free(line);
    /* the time goes back: the line after the first match at 0 ms less */
    n = find_move(text, "match", &line);
    free(line);
    char *next = NULL;
    int n2 = n + 1;
    t = with_line(text, n2, NULL);
    free(t);
    if (n2 < last) {
        const char *s2 = text;
        for (int i = 1; i < n2; i++) {
            s2 = strchr(s2, '\n') + 1;
        }
        size_t k = strcspn(s2, "\n");
        next = malloc(k + 1);
        snprintf(next, k + 1, "%s", s2);
        const char *rest = strchr(next, ' ');
        snprintf(buf, sizeof buf, "1%s", rest);
        refused(t = with_line(text, n2, buf), n2, "the time goes back", "time back");
        free(t);
        free(next);
    }
    /* the end: score, result, tiles */
    const char *endl = text;
    for (int i = 1; i < last; i++) {
        endl = strchr(endl, '\n') + 1;
    }
    long long end_ms;
    int score;
    CHECK(sscanf(endl, "%lld end cleared score %d tiles 0", &end_ms, &score) == 2, "%s", endl);
    snprintf(buf, sizeof buf, "%lld end cleared score %d tiles 0", end_ms, score + 1);
    refused(t = with_line(text, last, buf), last, "the score is", "a score raised");
    free(t);
    snprintf(buf, sizeof buf, "%lld end left score %d tiles 0", end_ms, score);
    refused(t = with_line(text, last, buf), last, "ended cleared", "another result");
    free(t);
    snprintf(buf, sizeof buf, "%lld end cleared score %d tiles 2", end_ms, score);
    refused(t = with_line(text, last, buf), last, "tiles are left", "tiles left");
    free(t);
    refused(t = with_line(text, last, NULL), last, "no end line", "no end");
    free(t);
    size_t tl = strlen(text);
    t = malloc(tl + 16);
    snprintf(t, tl + 16, "%s0 redo\n", text);
    refused(t, last + 1, "nothing follows", "a line after the end");
    free(t);
    refused(t = with_line(text, 1, "lianliankan-replay 2"), 1, "not a replay", "magic");
    free(t);
    refused(t = with_line(text, 2, "E02T-3QJ8H2ZD7"), 2, "does not match", "game ID");
    free(t);
    refused(t = with_line(text, 3, "kind relaxed"), 3, "mode", "kind");
    free(t);
    /* a re-deal of other tiles, and one too many */
    n = find_move(text, "redeal", &line);
    CHECK(n > 0, "a re-deal line");
    if (n > 0) {
        snprintf(buf, sizeof buf, "%s", line);
        char *sp = strrchr(buf, ' ');
        snprintf(sp, sizeof buf - (size_t)(sp - buf), " %d", 9999);
        refused(t = with_line(text, n, buf), n, "does not deal", "other kinds");
        free(t);
        /* easy level 2 allows some re-deals: repeat the line past them */
        size_t ll = strlen(line) + 1, cap = tl + 40 * ll;
        char *many = malloc(cap);
        size_t o = 0;
        const char *s2 = text;
        for (int i = 1; i <= last; i++) {
            size_t k = strcspn(s2, "\n") + 1;
            memcpy(many + o, s2, k);
            o += k;
            for (int j = 0; i == n && j < 30; j++) {
                o += (size_t)snprintf(many + o, cap - o, "%s\n", line);
            }
            s2 += k;
        }
        many[o] = '\0';
        refused(many, -1 + n + 1 + game_level_get(GAME_EASY, 2)->redeals,
                "no re-deals left", "a re-deal too many");
        free(many);
        free(line);
    }
    free(text);
}

/* ---- a free re-deal (the thinker proved the board lost) ---- */

/* Wait for the thinker's verdict on the board (at most about 2 s). */
static void think_a_while(game *g)
{
    for (int w = 0; w < 400 && game_poll(g) == GAME_POSITION_UNKNOWN &&
                    !game_thinking_stopped(g);
         w++) {
        struct timespec ts = {0, 5000000};
        nanosleep(&ts, NULL);
    }
}

/* A timed game played at random until the thinker offers the free
 * re-deal of a lost board, taken, then left: its replay's "redeal free"
 * checks; the same line at the deal (winnable) is refused. */
static void test_free_redeal(llk_rng *rng)
{
    static llk_pair buf[4096];
    for (int tries = 0; tries < 20; tries++) {
        game *g = game_new();
        game_begin(g, GAME_TIMED, GAME_EASY, 1 + (int)llk_rng_below(rng, 13),
                   llk_rng_below(rng, 100000));
        const llk_board *b = game_get_board(g);
        char deal[4096] = "0 redeal free";
        for (int i = 0, o = 13; i < b->rows * b->cols; i++) {
            if (b->kind[i] != 0 && o < 4080) {
                o += snprintf(deal + o, sizeof deal - (size_t)o, " %d", b->kind[i]);
            }
        }
        game_set_thinking(g, true);
        bool taken = false;
        while (game_get_screen(g) == GAME_SCREEN_PLAYING && !taken) {
            think_a_while(g);
            if (game_free_redeal_offered(g)) {
                taken = game_redeal(g) == GAME_REDEAL_DONE;
                break;
            }
            size_t n = llk_pairs(game_get_board(g), buf, 4096);
            if (n == 0) {
                break;
            }
            llk_pair p = buf[llk_rng_below(rng, n)];
            game_tick(g, 200);
            game_select(g, p.a.r, p.a.c, NULL);
            game_select(g, p.b.r, p.b.c, NULL);
        }
        game_set_thinking(g, false);
        game_end_run(g);
        char *text = game_replay_take(g);
        game_free(g);
        if (!taken || text == NULL) {
            free(text);
            continue;
        }
        CHECK_CASE();
        char err[600];
        replay_summary s;
        CHECK(strstr(text, " redeal free ") != NULL, "a free re-deal recorded:\n%s", text);
        CHECK(replay_check(text, strlen(text), &s, err, sizeof err) == 0, "%s\n%s", err, text);
        char *t = with_line(text, 4, deal); /* over the first move: the deal */
        refused(t, 4, "a free re-deal of a board not proven lost", "free at the deal");
        free(t);
        free(text);
        return;
    }
    printf("SKIP: no free re-deal was offered in 20 games (the thinker proved no "
           "board lost in time)\n");
}

/* ---- the session's folder ---- */

static int replays_in(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    for (struct dirent *e; d != NULL && (e = readdir(d)) != NULL;) {
        n += strstr(e->d_name, ".replay") != NULL;
    }
    if (d != NULL) {
        closedir(d);
    }
    return n;
}

static void test_session(void)
{
    char tmp[] = "/tmp/llk_replay_XXXXXX";
    if (mkdtemp(tmp) == NULL) {
        CHECK(false, "mkdtemp");
        return;
    }
    char dir[64], warn[600];
    snprintf(dir, sizeof dir, "%s/replays", tmp);
    game_session *s = session_new();
    session_replays_in(s, dir);
    /* old replays past the bound, named before any written now */
    mkdir(dir, 0700);
    for (int i = 0; i < SESSION_REPLAYS_MAX + 5; i++) {
        char p[128];
        snprintf(p, sizeof p, "%s/2000%04d-000000-E01T-1X.replay", dir, i);
        FILE *f = fopen(p, "w");
        if (f != NULL) {
            fclose(f);
        }
    }
    CHECK(session_start(s, GAME_TIMED, GAME_EASY, 1, 77) == SESSION_STARTED, "start");
    game *g = session_game(s);
    llk_pair p;
    for (int i = 0; i < 3 && game_line_next(g, &p); i++) {
        game_tick(g, 300);
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    session_autosave(s, 0, warn, sizeof warn);
    CHECK(session_last_replay(s)[0] == '\0', "nothing written while the board goes on");
    game_end_run(g);
    session_autosave(s, 1, warn, sizeof warn);
    const char *last = session_last_replay(s);
    CHECK(strstr(last, "-E01T-") != NULL && strstr(last, ".replay") != NULL, "%s", last);
    CHECK_INT(replays_in(dir), SESSION_REPLAYS_MAX);
    char p0[128];
    snprintf(p0, sizeof p0, "%s/2000%04d-000000-E01T-1X.replay", dir, 5);
    CHECK(access(p0, F_OK) != 0, "the oldest removed");
    FILE *f = fopen(last, "r");
    char text[8192];
    size_t n = f ? fread(text, 1, sizeof text - 1, f) : 0;
    if (f != NULL) {
        fclose(f);
    }
    text[n] = '\0';
    replay_summary sum;
    char err[600];
    CHECK(replay_check(text, n, &sum, err, sizeof err) == 0, "%s", err);
    CHECK(strcmp(sum.result, "left") == 0 && sum.moves == 3, "%s %d", sum.result, sum.moves);
    session_free(s);
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmp);
    CHECK(system(cmd) == 0, "rm");
}

int main(void)
{
    llk_rng rng;
    llk_rng_seed(&rng, check_seed("test_replay", 20261129));
    test_altered();
    test_session();
    test_free_redeal(&rng);
    int games = check_sanitized() ? 4 : 16;
    for (int i = 0; i < games; i++) {
        random_game(&rng);
    }
    /* the deal of the day's rules: each read back as played (its clock,
     * points, quota, a refusal's cost) */
    for (int r = 1; r < GAME_RULE_COUNT; r++) {
        forced_rule = (game_rule)r;
        for (int i = 0; i < (check_sanitized() ? 2 : 4); i++) {
            random_game(&rng);
        }
    }
    forced_rule = GAME_RULE_NONE;
    return check_done("test_replay");
}
