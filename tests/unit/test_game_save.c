/* test_game_save.c - the save format and its files.
 *
 * load(save(g)) equals g (every field the player sees, the whole undo and
 * redo history, the proven line) for random positions of both modes in
 * every shift mode, and saving the loaded game gives the same text; every
 * truncation and 10,000 random mutations are refused or load as a valid
 * game; the rules are checked (odd kinds, a line that does not clear, a
 * wrong size) behind a correct checksum; the next level of a run, time up,
 * and nothing to save; the file functions: round trip, a corrupt file
 * moved aside as NAME.bad, a missing file, an unwritable directory, the
 * XDG directories. Prints its seed; LLK_SEED=N replays it. */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "check.h"
#include "llk/files.h"
#include "llk/game.h"
#include "llk/rng.h"

/* The save text of g (NUL-terminated; free it). */
static char *save_text(const game *g, size_t *len)
{
    FILE *f = tmpfile();
    if (f == NULL || game_save_write(g, f) != 0) {
        if (f != NULL) {
            fclose(f);
        }
        return NULL;
    }
    long n = ftell(f);
    rewind(f);
    char *s = malloc((size_t)n + 1);
    size_t got = fread(s, 1, (size_t)n, f);
    s[got] = '\0';
    fclose(f);
    *len = got;
    return s;
}

/* Play n random actions: removals, undo/redo (relaxed), hints, re-deals. */
static void play(game *g, llk_rng *rng, int n)
{
    for (int i = 0; i < n && game_get_screen(g) == GAME_SCREEN_PLAYING; i++) {
        /* Hints and re-deals run the solver (up to 150 and 500 ms): few. */
        int what = (int)llk_rng_below(rng, 40);
        const llk_board *b = game_get_board(g);
        size_t np = llk_pairs(b, NULL, 0);
        if (what < 28 && np > 0) {
            llk_pair *all = malloc(sizeof *all * np);
            llk_pairs(b, all, np);
            llk_pair p = all[llk_rng_below(rng, np)];
            free(all);
            game_select(g, p.a.r, p.a.c, NULL);
            game_select(g, p.b.r, p.b.c, NULL);
        } else if (what < 38) {
            game_undo(g);
        } else if (what < 39) {
            game_hint(g, NULL);
        } else {
            game_redeal(g);
        }
        game_tick(g, (int)llk_rng_below(rng, 1500));
    }
}

static bool same_view(const game *a, const game *b)
{
    char ia[GAME_ID_MAX], ib[GAME_ID_MAX];
    llk_pair la, lb;
    bool ha = game_line_next(a, &la), hb = game_line_next(b, &lb);
    return game_get_mode(a) == game_get_mode(b)
           && game_get_difficulty(a) == game_get_difficulty(b)
           && game_get_level(a) == game_get_level(b)
           && game_get_seed(a) == game_get_seed(b)
           && llk_board_equal(game_get_board(a), game_get_board(b))
           && game_get_score(a) == game_get_score(b)
           && game_get_level_score(a) == game_get_level_score(b)
           && game_get_hints_left(a) == game_get_hints_left(b)
           && game_get_redeals_left(a) == game_get_redeals_left(b)
           && game_get_combo(a) == game_get_combo(b)
           && game_get_assisted(a) == game_get_assisted(b)
           && game_get_time_left_ms(a) == game_get_time_left_ms(b)
           && game_get_elapsed_ms(a) == game_get_elapsed_ms(b)
           && game_undo_count(a) == game_undo_count(b)
           && game_redo_count(a) == game_redo_count(b)
           && game_get_id(a, ia, sizeof ia) && game_get_id(b, ib, sizeof ib)
           && strcmp(ia, ib) == 0 && ha == hb
           && game_get_kind(a) == game_get_kind(b)
           && game_get_first_level(a) == game_get_first_level(b)
           && game_get_assisted(a) == game_get_assisted(b)
           && game_in_run(a) == game_in_run(b)
           && game_levels_cleared(a) == game_levels_cleared(b)
           && (!ha || memcmp(&la, &lb, sizeof la) == 0);
}

/* Save, load, compare, save again; relaxed: walk the whole history. */
static game *round_trip(game *g, const char *what)
{
    size_t len;
    char *text = save_text(g, &len);
    CHECK(text != NULL, "%s: saved", what);
    char err[256] = "";
    game *h = text ? game_load(text, len, false, err, sizeof err) : NULL;
    CHECK(h != NULL, "%s: loads: %s", what, err);
    if (h == NULL) {
        free(text);
        return NULL;
    }
    CHECK(same_view(g, h), "%s: same game", what);
    size_t len2;
    char *again = save_text(h, &len2);
    CHECK(again != NULL && len2 == len && memcmp(text, again, len) == 0,
          "%s: saved again, the same text", what);
    free(again);
    free(text);
    game_screen s = game_get_screen(g);
    if (s == GAME_SCREEN_PLAYING || s == GAME_SCREEN_PAUSED) {
        CHECK_INT(game_get_screen(h), GAME_SCREEN_PAUSED);
        game_resume(g);
        game_resume(h);
        while (game_undo(g) == GAME_UNDO_DONE) {
            CHECK(game_undo(h) == GAME_UNDO_DONE && same_view(g, h),
                  "%s: the same position after undo", what);
        }
        CHECK_INT(game_undo(h), game_get_mode(h) == GAME_RELAXED
                                    ? GAME_UNDO_NOTHING : GAME_UNDO_TIMED);
        while (game_redo(g) == GAME_UNDO_DONE) {
            CHECK(game_redo(h) == GAME_UNDO_DONE && same_view(g, h),
                  "%s: the same position after redo", what);
        }
    }
    return h;
}

static void test_round_trips(llk_rng *rng)
{
    int per = 1;
    for (int m = 0; m < GAME_MODE_COUNT; m++) {
        for (int level = 1; level <= GAME_LEVELS; level++) {
            for (int k = 0; k < per; k++) {
                game *g = game_new();
                game_difficulty d = (game_difficulty)llk_rng_below(rng, 3);
                uint64_t seed = llk_rng_next(rng) % 100000;
                CHECK(game_begin(g, (game_mode)m, d, level, seed) == NULL,
                      "start");
                play(g, rng, (int)llk_rng_below(rng, 100));
                char what[96];
                snprintf(what, sizeof what, "%s %s level %d seed %llu",
                         game_mode_name((game_mode)m), game_difficulty_name(d),
                         level, (unsigned long long)seed);
                snprintf(what + strlen(what), sizeof what - strlen(what),
                         " on %s", game_screen_name(game_get_screen(g)));
                if (game_get_screen(g) == GAME_SCREEN_LEVEL_CLEAR) {
                    game_to_menu(g); /* saved as the next level: see test_screens */
                } else if (game_has_save(g)) {
                    game_free(round_trip(g, what));
                }
                game_free(g);
            }
        }
    }
}

/* A valid save text to cut and mutate. */
static char *sample(size_t *len, game_mode m, int level)
{
    game *g = game_new();
    llk_rng rng;
    llk_rng_seed(&rng, 99);
    game_begin(g, m, GAME_EASY, level, 1234);
    play(g, &rng, 30);
    char *s = save_text(g, len);
    game_free(g);
    return s;
}

/* A loaded game is playable: its moves are legal and it saves again. */
static void exercise(game *h)
{
    game_resume(h);
    llk_pair p;
    for (int i = 0; i < 5 && game_line_next(h, &p); i++) {
        game_select(h, p.a.r, p.a.c, NULL);
        CHECK_INT(game_select(h, p.b.r, p.b.c, NULL), GAME_CLICK_REMOVED);
    }
    size_t len;
    char *t = game_has_save(h) ? save_text(h, &len) : NULL;
    char err[256];
    game *k = t != NULL ? game_load(t, len, false, err, sizeof err) : NULL;
    CHECK(t == NULL || k != NULL, "a loaded game saves and loads again");
    game_free(k);
    free(t);
}

static void test_truncations(void)
{
    size_t len;
    char *s = sample(&len, GAME_RELAXED, 3);
    char err[256];
    int refused = 0;
    for (size_t n = 0; n < len; n++) {
        char *cut = malloc(n + 1);
        memcpy(cut, s, n);
        game *g = game_load(cut, n, false, err, sizeof err);
        refused += g == NULL;
        game_free(g);
        /* Without the checksum the reader must still refuse or load. */
        g = game_load(cut, n, true, err, sizeof err);
        if (g != NULL) {
            exercise(g);
        }
        game_free(g);
        free(cut);
    }
    CHECK_INT(refused, (long long)len);
    free(s);
}

static void test_mutations(llk_rng *rng)
{
    int rounds = 10000;
    size_t len;
    char *base[2];
    size_t blen[2];
    base[0] = sample(&blen[0], GAME_TIMED, 5);
    base[1] = sample(&blen[1], GAME_RELAXED, 10);
    int loaded_sum = 0, loaded_raw = 0;
    char err[256];
    for (int i = 0; i < rounds; i++) {
        int which = i % 2;
        len = blen[which];
        char *t = malloc(len + 8);
        memcpy(t, base[which], len);
        int edits = 1 + (int)llk_rng_below(rng, 4);
        for (int e = 0; e < edits; e++) {
            size_t at = llk_rng_below(rng, len);
            int kind = (int)llk_rng_below(rng, 4);
            if (kind == 0) {
                t[at] = (char)llk_rng_below(rng, 256);
            } else if (kind == 1) {
                t[at] = "0123456789 -\n"[llk_rng_below(rng, 13)];
            } else if (kind == 2 && len > 1) {
                memmove(t + at, t + at + 1, len - at - 1);
                len--;
            } else {
                memmove(t + at + 1, t + at, len - at);
                t[at] = "0123456789 \n"[llk_rng_below(rng, 12)];
                len++;
                t = realloc(t, len + 8);
            }
        }
        CHECK_CASE();
        bool same = len == blen[which] && memcmp(t, base[which], len) == 0;
        game *g = game_load(t, len, false, err, sizeof err);
        loaded_sum += g != NULL;
        /* with the checksum: any change at all is refused */
        CHECK(g == NULL || same, "mutation %d: a changed save loaded with its checksum", i);
        if (g != NULL) {
            exercise(g);
        }
        game_free(g);
        g = game_load(t, len, true, err, sizeof err);
        loaded_raw += g != NULL;
        if (g != NULL) {
            exercise(g);
        }
        game_free(g);
        free(t);
    }
    printf("test_game_save: %d mutations: %d loaded with the checksum, %d "
           "without\n", rounds, loaded_sum, loaded_raw);
    /* Without the checksum most edits still break a field the reader
     * checks (a count, a kind, a line's form); what loads is exercised. */
    CHECK(loaded_raw * 10 < rounds, "the reader refuses broken saves: %d of %d loaded",
          loaded_raw, rounds);
    free(base[0]);
    free(base[1]);
}

/* FNV-1a, written again here: a test's own checksum of edited text. */
static void reseal(char *t, size_t *len)
{
    char *c = strstr(t, "checksum ");
    size_t body = c != NULL ? (size_t)(c - t) : *len;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < body; i++) {
        h ^= (unsigned char)t[i];
        h *= 0x100000001b3ULL;
    }
    *len = body + (size_t)snprintf(t + body, 32, "checksum %016llx\n",
                                   (unsigned long long)h);
}

/* Replace the first occurrence of from by to, then reseal. */
static void expect_refused(const char *base, const char *from, const char *to,
                           const char *why)
{
    size_t n = strlen(base);
    char *t = malloc(n + strlen(to) + 64);
    const char *at = strstr(base, from);
    CHECK(at != NULL, "'%s' in the sample", from);
    if (at == NULL) {
        free(t);
        return;
    }
    size_t cap = n + strlen(to) + 64;
    snprintf(t, cap, "%.*s%s%s", (int)(at - base), base, to, at + strlen(from));
    size_t len = strlen(t);
    reseal(t, &len);
    char err[256] = "";
    game *g = game_load(t, len, false, err, sizeof err);
    CHECK(g == NULL && strstr(err, why) != NULL, "'%s' -> '%s': %s", from, to,
          g ? "(loaded)" : err);
    game_free(g);
    free(t);
}

static void test_rules(void)
{
    size_t len;
    char *s = sample(&len, GAME_TIMED, 1);
    char err[256] = "";
    game *g = game_load(s, len, false, err, sizeof err);
    CHECK(g != NULL, "the sample loads: %s", err);
    game_free(g);
    /* Resealed but unchanged: still loads (the test's checksum agrees). */
    char *copy = malloc(len + 64);
    memcpy(copy, s, len + 1);
    size_t clen = len;
    reseal(copy, &clen);
    g = game_load(copy, clen, false, err, sizeof err);
    CHECK(g != NULL && clen == len, "resealed sample loads: %s", err);
    game_free(g);
    free(copy);
    expect_refused(s, "lianliankan-save 4", "lianliankan-save 5", "another version");
    expect_refused(s, "lianliankan-save 4", "lianliankan-save 0", "another version");
    expect_refused(s, "lianliankan-save 4", "tetris-save 4", "not a Lianliankan save");
    expect_refused(s, "kind timed", "kind relaxed", "does not go with the mode");
    expect_refused(s, "kind timed", "kind arcade", "unknown kind");
    expect_refused(s, "first 1\n", "first 2\n", "out of its range");
    expect_refused(s, "assisted 0", "assisted 2", "out of its range");
    expect_refused(s, "kind timed\nfirst 1\n", "first 1\n", "expected 'kind'");
    expect_refused(s, "size 8 12", "size 8 14", "not the size of its level");
    expect_refused(s, "mode timed", "mode zen", "unknown mode");
    expect_refused(s, "level 1\n", "level 14\n", "out of its range");
    expect_refused(s, "level 1\n", "level +1\n", "plain decimal");
    expect_refused(s, "level 1\n", "level 01\n", "plain decimal");
    expect_refused(s, "screen paused", "screen finished", "unknown screen");
    expect_refused(s, "\npos ", "\npos  ", "a value is missing");
    /* A first row's first tile changed to a kind of its own: odd count. */
    const char *p0 = strstr(s, "\npos ");
    const char *row0 = p0 != NULL ? strchr(p0 + 1, '\n') + 1 : NULL;
    if (row0 != NULL) {
        char from[64], to[64];
        size_t n = strcspn(row0, " \n");
        snprintf(from, sizeof from, "\n%.*s ", (int)n, row0);
        snprintf(to, sizeof to, "\n%d ", 9999);
        expect_refused(s, from, to, "kinds");
    }
    char *bad = malloc(len + 1);
    memcpy(bad, s, len + 1);
    bad[len / 2] = bad[len / 2] == '1' ? '2' : '1';
    g = game_load(bad, len, false, err, sizeof err);
    CHECK(g == NULL && strstr(err, "checksum") != NULL, "checksum: %s", err);
    game_free(g);
    free(bad);
    free(s);
    /* A proven line that does not clear its board. */
    s = sample(&len, GAME_RELAXED, 1);
    const char *line = strstr(s, "\nline ");
    if (line != NULL) {
        char from[48], to[48];
        int n, r1, c1, r2, c2;
        if (sscanf(line, "\nline %d %d %d %d %d", &n, &r1, &c1, &r2, &c2) == 5) {
            snprintf(from, sizeof from, "\nline %d %d %d %d %d ", n, r1, c1, r2, c2);
            snprintf(to, sizeof to, "\nline %d %d %d %d %d ", n, r2, c2, r2, c2);
            expect_refused(s, from, to, "does not clear");
        }
    }
    free(s);
}

/* A version-1 save (no kind, first, assisted lines) still loads: a timed
 * game is a run from level 1, never assisted; practice and assisted games
 * keep their kind through a save. */
static void test_versions(void)
{
    game *g = game_new();
    game_begin(g, GAME_TIMED, GAME_EASY, 3, 77);
    size_t len;
    char *t = save_text(g, &len);
    char *v1 = malloc(len + 64);
    const char *k = t ? strstr(t, "kind timed\nfirst 3\n") : NULL;
    CHECK(k != NULL && strncmp(t, "lianliankan-save 4\n", 19) == 0,
          "version 4 with its kind lines: %s", t ? t : "");
    if (k != NULL) {
        snprintf(v1, len + 64, "lianliankan-save 1\n%.*s%s",
                 (int)(k - t - 19), t + 19, k + strlen("kind timed\nfirst 3\n"));
        size_t n = strlen(v1);
        reseal(v1, &n);
        char err[256] = "";
        game *h = game_load(v1, n, false, err, sizeof err);
        CHECK(h != NULL, "a version-1 save loads: %s", err);
        if (h != NULL) {
            CHECK_INT(game_get_kind(h), GAME_KIND_TIMED);
            CHECK_INT(game_get_first_level(h), 1);
            CHECK_INT(game_levels_cleared(h), 2);
            CHECK(game_in_run(h) && !game_get_assisted(h), "a run");
            CHECK(llk_board_equal(game_get_board(g), game_get_board(h)),
                  "the same board");
        }
        game_free(h);
        /* The first version-1 saves had no "assisted" line either. */
        char *a = strstr(v1, "\nassisted 0\n");
        CHECK(a != NULL, "the version-1 text has its assisted line");
        if (a != NULL) {
            memmove(a + 1, a + 12, strlen(a + 12) + 1);
            n = strlen(v1);
            reseal(v1, &n);
            h = game_load(v1, n, false, err, sizeof err);
            CHECK(h != NULL && !game_get_assisted(h)
                      && game_get_kind(h) == GAME_KIND_TIMED,
                  "a version-1 save without assisted loads: %s", err);
            game_free(h);
        }
    }
    free(v1);
    free(t);
    /* Practice, assisted: kept by a save. */
    game_begin_practice(g, GAME_HARD, 7, 4);
    game_mark_assisted(g);
    t = save_text(g, &len);
    CHECK(t != NULL && strstr(t, "kind practice\nfirst 7\nstart_score 0\nassisted 1\n") != NULL,
          "practice saved: %s", t ? t : "");
    char err[256] = "";
    game *h = t ? game_load(t, len, false, err, sizeof err) : NULL;
    CHECK(h != NULL && game_get_kind(h) == GAME_KIND_PRACTICE
              && game_get_assisted(h) && !game_in_run(h)
              && game_get_first_level(h) == 7,
          "practice loads: %s", err);
    game_free(h);
    if (t != NULL) {
        /* Practice has no next level; a practice that began elsewhere is
         * not one level. */
        expect_refused(t, "level 7\n", "level 8\n", "practice is one level");
        expect_refused(t, "screen paused", "screen next", "no next one");
    }
    free(t);
    game_free(g);
}

/* The run's next level, time up, and nothing to save. */
static void test_screens(void)
{
    game *g = game_new();
    game_begin(g, GAME_TIMED, GAME_EASY, 12, 5);
    llk_pair p;
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    CHECK_INT(game_get_screen(g), GAME_SCREEN_LEVEL_CLEAR);
    int score = game_get_score(g);
    game_to_menu(g); /* the run is kept */
    CHECK(game_has_save(g) && game_can_resume(g), "the run goes on");
    CHECK(game_next_to_deal(g), "the menu: Continue deals the next level");
    size_t len;
    char *t = save_text(g, &len);
    CHECK(t != NULL && strstr(t, "screen next\n") != NULL, "next: %s", t ? t : "");
    char err[256] = "";
    game *h = t ? game_load(t, len, false, err, sizeof err) : NULL;
    CHECK(h != NULL, "loads: %s", err);
    if (h != NULL) {
        CHECK_INT(game_get_level(h), 13);
        CHECK_INT(game_get_screen(h), GAME_SCREEN_PAUSED);
        CHECK(!game_next_to_deal(h), "loaded: the next level dealt, kept");
        CHECK_INT(game_get_score(h), score);
        CHECK_INT(game_get_level_score(h), 0);
        CHECK_INT(game_get_time_left_ms(h), game_get_time_total_ms(h));
        game *direct = game_new();
        game_begin(direct, GAME_TIMED, GAME_EASY, 13, 5);
        CHECK(llk_board_equal(game_get_board(h), game_get_board(direct)),
              "the next level's own deal");
        game_free(direct);
    }
    free(t);
    /* Continue from the menu starts that level too. */
    game_resume(g);
    CHECK_INT(game_get_level(g), 13);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_PLAYING);
    CHECK(h != NULL && llk_board_equal(game_get_board(g), game_get_board(h)),
          "Continue and the save agree");
    game_free(h);
    /* The last level cleared: nothing to save. */
    while (game_line_next(g, &p)) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    CHECK_INT(game_get_screen(g), GAME_SCREEN_FINISHED);
    CHECK(!game_has_save(g), "finished: no save");
    FILE *f = tmpfile();
    CHECK_INT(game_save_write(g, f), -1);
    fclose(f);
    game_free(g);

    /* Time up: saved as such; Retry works after loading; the menu ends it. */
    g = game_new();
    game_begin(g, GAME_TIMED, GAME_NORMAL, 3, 8);
    game_tick(g, 10000000);
    CHECK_INT(game_get_screen(g), GAME_SCREEN_TIME_UP);
    CHECK(game_has_save(g), "time up: saved until the player leaves");
    t = save_text(g, &len);
    h = t ? game_load(t, len, false, err, sizeof err) : NULL;
    CHECK(h != NULL && game_get_screen(h) == GAME_SCREEN_TIME_UP, "time up: %s", err);
    CHECK(h != NULL && game_retry(h) == NULL
              && game_get_time_left_ms(h) == game_get_time_total_ms(h),
          "retry after loading");
    game_free(h);
    free(t);
    game_to_menu(g);
    CHECK(!game_has_save(g), "time up left for the menu: no save");
    game_free(g);
    g = game_new();
    CHECK(!game_has_save(g), "a new game holds nothing");
    game_free(g);
}

static void test_files(void)
{
    char dir[] = "/tmp/llk-save-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[256], badp[300], err[512];
    snprintf(path, sizeof path, "%s/game.save", dir);
    snprintf(badp, sizeof badp, "%s.bad", path);
    game *out = NULL;
    CHECK_INT(game_load_file(path, &out, err, sizeof err), 0);
    CHECK(out == NULL, "missing: nothing");
    game *g = game_new();
    game_begin(g, GAME_RELAXED, GAME_HARD, 9, 31337);
    llk_pair p;
    for (int i = 0; i < 3 && game_line_next(g, &p); i++) {
        game_select(g, p.a.r, p.a.c, NULL);
        game_select(g, p.b.r, p.b.c, NULL);
    }
    CHECK_INT(game_save_file(g, path, err, sizeof err), 0);
    CHECK_INT(game_load_file(path, &out, err, sizeof err), 1);
    CHECK(out != NULL && same_view(g, out), "file round trip");
    game_free(out);
    /* Damaged: moved aside, one line naming the file. */
    FILE *f = fopen(path, "r+");
    fseek(f, 60, SEEK_SET);
    fputc('#', f);
    fclose(f);
    out = NULL;
    CHECK_INT(game_load_file(path, &out, err, sizeof err), -1);
    CHECK(out == NULL && strstr(err, path) != NULL && strstr(err, ".bad") != NULL
              && strchr(err, '\n') == NULL,
          "one line: %s", err);
    CHECK(access(path, F_OK) != 0 && access(badp, F_OK) == 0, "kept as .bad");
    CHECK_INT(game_load_file(path, &out, err, sizeof err), 0);
    /* Removing: a missing file is no error. */
    CHECK_INT(game_save_file(g, path, err, sizeof err), 0);
    CHECK_INT(game_remove_save(path, err, sizeof err), 0);
    CHECK(access(path, F_OK) != 0, "removed");
    CHECK_INT(game_remove_save(path, err, sizeof err), 0);
    /* A directory that cannot be: a file where a directory should be. */
    char notdir[300];
    snprintf(notdir, sizeof notdir, "%s/game.save.bad/x.save", dir);
    CHECK_INT(game_save_file(g, notdir, err, sizeof err), -1);
    CHECK(strstr(err, notdir) != NULL, "names the file: %s", err);
    game_free(g);

    /* XDG: the variable, a relative one ignored, HOME, nothing at all. */
    char got[512], want[512];
    setenv("XDG_STATE_HOME", dir, 1);
    CHECK_INT(file_app_dir("state", true, got, sizeof got, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/lianliankan", dir);
    CHECK(strcmp(got, want) == 0, "XDG_STATE_HOME: %s", got);
    struct stat st;
    CHECK(stat(want, &st) == 0 && S_ISDIR(st.st_mode), "created");
    setenv("XDG_STATE_HOME", "relative/dir", 1);
    setenv("HOME", dir, 1);
    CHECK_INT(file_app_dir("state", true, got, sizeof got, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/.local/state/lianliankan", dir);
    CHECK(strcmp(got, want) == 0, "relative ignored: %s", got);
    CHECK(stat(want, &st) == 0 && S_ISDIR(st.st_mode), "parents created");
    unsetenv("XDG_DATA_HOME");
    CHECK_INT(file_app_dir("data", false, got, sizeof got, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/.local/share/lianliankan", dir);
    CHECK(strcmp(got, want) == 0, "data: %s", got);
    unsetenv("XDG_CONFIG_HOME");
    CHECK_INT(file_app_dir("config", false, got, sizeof got, err, sizeof err), 0);
    snprintf(want, sizeof want, "%s/.config/lianliankan", dir);
    CHECK(strcmp(got, want) == 0, "config: %s", got);
    unsetenv("XDG_STATE_HOME");
    unsetenv("HOME");
    CHECK_INT(file_app_dir("state", true, got, sizeof got, err, sizeof err), -1);
    CHECK(strstr(err, "HOME") != NULL, "no home: %s", err);
    char blocker[300];
    snprintf(blocker, sizeof blocker, "%s/blocker", dir);
    f = fopen(blocker, "w");
    fclose(f);
    setenv("XDG_STATE_HOME", blocker, 1);
    CHECK_INT(file_app_dir("state", true, got, sizeof got, err, sizeof err), -1);
    CHECK(strstr(err, blocker) != NULL, "not creatable: %s", err);
    unsetenv("XDG_STATE_HOME");
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    CHECK(system(cmd) == 0, "clean up");
}

int main(void)
{
    uint64_t seed = check_seed("test_game_save", llk_rng_fresh_seed() % 1000000007);
    llk_rng rng;
    llk_rng_seed(&rng, seed);
    clock_t t0 = clock();
    test_round_trips(&rng);
    clock_t t1 = clock();
    test_truncations();
    clock_t t2 = clock();
    test_mutations(&rng);
    clock_t t3 = clock();
    if (getenv("LLK_TIMES")) {
        printf("round %.2f trunc %.2f mut %.2f\n", (double)(t1 - t0) / CLOCKS_PER_SEC,
               (double)(t2 - t1) / CLOCKS_PER_SEC, (double)(t3 - t2) / CLOCKS_PER_SEC);
    }
    test_rules();
    test_versions();
    test_screens();
    test_files();
    return check_done("test_game_save");
}
