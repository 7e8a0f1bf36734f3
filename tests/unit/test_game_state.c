/* test_game_state.c - the --state-file JSON (parsed back and checked field
 * by field) and its atomic write (no temporary file left, an existing file
 * replaced, a clear message when it cannot be written). */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "llk/game.h"
#include "llk/settings.h"
#include "minijson.h"

static char *read_all(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *s = malloc(cap);
    size_t n;
    while (s != NULL && (n = fread(s + len, 1, cap - len - 1, f)) > 0) {
        len += n;
        if (len + 1 >= cap) {
            cap *= 2;
            char *t = realloc(s, cap);
            if (t == NULL) {
                free(s);
                s = NULL;
            }
            s = t;
        }
    }
    fclose(f);
    if (s != NULL) {
        s[len] = '\0';
    }
    return s;
}

/* The JSON of g with view as text (*text, for the caller to free, or ""
 * when the temporary FILE failed), through game_state_json; parsed (NULL
 * when it does not parse). */
static mj *view_json(const game *g, const game_view *view, char **text)
{
    FILE *f = tmpfile();
    char *s = NULL;
    if (f != NULL) {
        game_state_json(g, view, f);
        long len = ftell(f);
        rewind(f);
        s = malloc((size_t)len + 1);
        size_t got = s ? fread(s, 1, (size_t)len, f) : 0;
        if (s) {
            s[got] = '\0';
        }
        fclose(f);
    }
    if (s == NULL) {
        s = calloc(1, 1);
    }
    mj *v = s ? mj_parse(s) : NULL;
    if (text != NULL) {
        *text = s;
    } else {
        free(s);
    }
    return v;
}

/* The JSON of g with only the board's rectangle in its view. */
static mj *json_of(const game *g, const game_rect *rect, char **text)
{
    game_view view = {.rect = rect};
    return view_json(g, &view, text);
}

static double num(const mj *v, const char *key)
{
    const mj *x = mj_get(v, key);
    return x != NULL && x->type == MJ_NUM ? x->num : -12345.0;
}

static const char *str(const mj *v, const char *key)
{
    const mj *x = mj_get(v, key);
    return x != NULL && x->type == MJ_STR ? x->str : "(missing)";
}

static bool is_cell(const mj *v, int r, int c)
{
    return v != NULL && v->type == MJ_ARR && v->n == 2
           && v->items[0]->type == MJ_NUM && v->items[0]->num == r
           && v->items[1]->type == MJ_NUM && v->items[1]->num == c;
}

static const int kinds[] = {
    1, 2, 2, 1,
    3, 4, 5, 3,
    5, 4, 6, 6,
};

static game *start_board(void)
{
    game *g = game_new();
    llk_board *b = llk_board_new(3, 4);
    for (int i = 0; i < 12; i++) {
        llk_board_set(b, i / 4, i % 4, kinds[i]);
    }
    const char *err = game_start_board(g, GAME_NORMAL, 4, 18446744073709551615ULL, b);
    CHECK(err == NULL, "start: %s", err ? err : "");
    llk_board_free(b);
    return g;
}

static void test_menu_json(void)
{
    game *g = game_new();
    char *text = NULL;
    mj *v = json_of(g, NULL, &text);
    CHECK(v != NULL && v->type == MJ_OBJ, "menu JSON parses: %s", text);
    CHECK(strcmp(str(v, "screen"), "menu") == 0, "screen");
    CHECK(mj_get(v, "view") == NULL, "no view unless given");
    CHECK_INT(num(v, "rows"), 0);
    CHECK_INT(num(v, "cols"), 0);
    const mj *board = mj_get(v, "board");
    CHECK(board != NULL && board->type == MJ_ARR && board->n == 0, "board");
    CHECK(mj_get(v, "selected") && mj_get(v, "selected")->type == MJ_NULL,
          "selected null");
    CHECK(mj_get(v, "hint") && mj_get(v, "hint")->type == MJ_NULL, "hint");
    const mj *rect = mj_get(v, "board_rect");
    CHECK(rect != NULL && rect->type == MJ_OBJ && num(rect, "cell_w") == 0,
          "rect zeros");
    mj_free(v);
    free(text);
    game_free(g);
}

static void test_playing_json(void)
{
    game *g = start_board();
    game_rect rect = {12.5, 40, 64, 64.25};
    char *text = NULL;

    game_select(g, 2, 1, NULL); /* a 4 */
    game_tick(g, 1500);
    mj *v = json_of(g, &rect, &text);
    CHECK(v != NULL && v->type == MJ_OBJ, "JSON parses: %s", text);
    CHECK(text != NULL && strchr(text, '\n') == text + strlen(text) - 1,
          "one line");
    static const char *const keys[] = {
        "screen", "difficulty", "level", "shift", "seed", "rows", "cols",
        "board", "selected", "hint", "score", "time_left_ms", "hints_left",
        "redeals_left", "tiles_left", "board_rect", "mode", "game_id",
        "elapsed_ms", "undo", "redo", "can_continue", "buttons", "notice",
        "entry", "position", "hint_winning", "demo", "assisted", "lang",
        "clipped", "overlap", "kind", "run", "levels_cleared", "anim",
        "effects", "refusal", "combo_shown", "drawn", "layout", "stars", "events",
        "confirm", "banner"};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        CHECK(mj_get(v, keys[i]) != NULL, "field %s present", keys[i]);
    }
    CHECK_INT(v ? v->n : 0, (int)(sizeof keys / sizeof keys[0]));
    CHECK(strcmp(str(v, "screen"), "playing") == 0, "screen");
    CHECK(strcmp(str(v, "difficulty"), "normal") == 0, "difficulty");
    CHECK(strcmp(str(v, "mode"), "timed") == 0, "mode");
    char id[GAME_ID_MAX];
    CHECK(game_get_id(g, id, sizeof id) && strcmp(str(v, "game_id"), id) == 0,
          "game_id %s", str(v, "game_id"));
    CHECK_INT(num(v, "elapsed_ms"), 1500);
    CHECK_INT(num(v, "undo"), 0);
    CHECK_INT(num(v, "redo"), 0);
    CHECK(mj_get(v, "can_continue")->type == MJ_BOOL && !mj_get(v, "can_continue")->b, "can_continue false");
    CHECK(mj_get(v, "buttons")->type == MJ_ARR && mj_get(v, "buttons")->n == 0,
          "no buttons given");
    CHECK(strcmp(str(v, "lang"), "en") == 0, "no view: lang en");
    CHECK(mj_get(v, "clipped")->type == MJ_NULL, "no view: clipped null");
    CHECK(mj_get(v, "overlap")->type == MJ_NULL, "no view: overlap null");
    CHECK_INT(num(v, "level"), 4);
    CHECK(strcmp(str(v, "shift"), "split-vertical") == 0, "shift %s",
          str(v, "shift"));
    CHECK(text != NULL && strstr(text, "\"seed\":18446744073709551615,"),
          "seed written exactly");
    CHECK_INT(num(v, "rows"), 3);
    CHECK_INT(num(v, "cols"), 4);
    const mj *board = mj_get(v, "board");
    CHECK(board != NULL && board->type == MJ_ARR && board->n == 3, "rows");
    for (int r = 0; board != NULL && r < board->n && r < 3; r++) {
        const mj *row = board->items[r];
        CHECK(row->type == MJ_ARR && row->n == 4, "row %d", r);
        for (int c = 0; c < row->n && c < 4; c++) {
            CHECK(row->items[c]->num == kinds[r * 4 + c], "cell %d,%d", r, c);
        }
    }
    CHECK(is_cell(mj_get(v, "selected"), 2, 1), "selected [2,1]");
    CHECK(mj_get(v, "hint")->type == MJ_NULL, "no hint");
    CHECK_INT(num(v, "score"), 0);
    CHECK_INT(num(v, "time_left_ms"), game_get_time_total_ms(g) - 1500);
    CHECK_INT(num(v, "hints_left"), game_get_hints_left(g));
    CHECK_INT(num(v, "redeals_left"), game_get_redeals_left(g));
    CHECK_INT(num(v, "tiles_left"), 12);
    const mj *rj = mj_get(v, "board_rect");
    CHECK(num(rj, "x") == 12.5 && num(rj, "y") == 40 && num(rj, "cell_w") == 64
              && num(rj, "cell_h") == 64.25,
          "board_rect");
    mj_free(v);
    free(text);

    /* After a removal (with the split-vertical shift): board, score. */
    game_select(g, 1, 1, NULL);
    v = json_of(g, &rect, &text);
    CHECK(v != NULL, "parses");
    CHECK_INT(num(v, "tiles_left"), 10);
    CHECK_INT(num(v, "score"), game_get_score(g));
    CHECK(num(v, "score") > 0, "scored");
    CHECK(mj_get(v, "selected")->type == MJ_NULL, "selection gone");
    const llk_board *b = game_get_board(g);
    board = mj_get(v, "board");
    int same = 0;
    for (int r = 0; r < 3; r++) {
        for (int c = 0; c < 4; c++) {
            same += board->items[r]->items[c]->num == llk_board_get(b, r, c);
        }
    }
    CHECK_INT(same, 12);
    mj_free(v);
    free(text);

    game_pause(g);
    v = json_of(g, NULL, NULL);
    CHECK(strcmp(str(v, "screen"), "paused") == 0, "paused");
    mj_free(v);
    game_free(g);
}

static int count_entries(const char *dir)
{
    DIR *d = opendir(dir);
    int n = 0;
    struct dirent *e;
    while (d != NULL && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") != 0 && strcmp(e->d_name, "..") != 0) {
            n++;
        }
    }
    if (d != NULL) {
        closedir(d);
    }
    return n;
}

/* game_write_state with only a rect and a view name. */
static int write_view(const game *g, const game_rect *rect, const char *view,
                      const char *path, char *err, size_t errlen)
{
    game_view v = {.rect = rect, .view = view};
    return game_write_state(g, &v, path, err, errlen);
}

static void test_atomic_write(void)
{
    char dir[] = "/tmp/llk-state-XXXXXX";
    CHECK(mkdtemp(dir) != NULL, "mkdtemp");
    char path[256], err[512];
    snprintf(path, sizeof path, "%s/state.json", dir);

    /* An existing file is replaced whole. */
    FILE *f = fopen(path, "w");
    fputs("old contents that are longer than nothing at all, surely", f);
    fclose(f);

    game *g = start_board();
    game_rect rect = {1, 2, 3, 4};
    err[0] = '\0';
    CHECK_INT(write_view(g, &rect, NULL, path, err, sizeof err), 0);
    CHECK(err[0] == '\0', "no message: %s", err);
    char *text = read_all(path);
    mj *v = text ? mj_parse(text) : NULL;
    CHECK(v != NULL, "written file parses: %s", text ? text : "(unread)");
    CHECK(strcmp(str(v, "screen"), "playing") == 0, "screen");
    CHECK_INT(num(v, "tiles_left"), 12);
    CHECK(text != NULL && strstr(text, "old contents") == NULL, "replaced");
    mj_free(v);
    free(text);
    CHECK_INT(count_entries(dir), 1);
    struct stat st;
    CHECK(stat(path, &st) == 0 && (st.st_mode & 0444) == 0444,
          "readable by others");

    /* The front end's view, when given, is the last field; anything but
     * a name's letters is left out, so the JSON stays whole. */
    CHECK_INT(write_view(g, &rect, "help", path, err, sizeof err), 0);
    text = read_all(path);
    v = text ? mj_parse(text) : NULL;
    CHECK(strcmp(str(v, "view"), "help") == 0, "view: %s", text ? text : "");
    CHECK(strcmp(str(v, "screen"), "playing") == 0, "screen beside view");
    mj_free(v);
    free(text);
    CHECK_INT(write_view(g, &rect, "le\"vels\\", path, err, sizeof err), 0);
    text = read_all(path);
    v = text ? mj_parse(text) : NULL;
    CHECK(strcmp(str(v, "view"), "levels") == 0, "odd view: %s", text ? text : "");
    mj_free(v);
    free(text);

    /* Written again after a change: the new state, still one file. */
    game_select(g, 0, 1, NULL);
    CHECK_INT(write_view(g, &rect, NULL, path, err, sizeof err), 0);
    text = read_all(path);
    v = text ? mj_parse(text) : NULL;
    CHECK(is_cell(mj_get(v, "selected"), 0, 1), "new selection");
    mj_free(v);
    free(text);
    CHECK_INT(count_entries(dir), 1);

    /* A directory that does not exist: -1 and a message naming the file. */
    char bad[300];
    snprintf(bad, sizeof bad, "%s/no-such-dir/state.json", dir);
    err[0] = '\0';
    CHECK_INT(write_view(g, &rect, NULL, bad, err, sizeof err), -1);
    CHECK(strstr(err, bad) != NULL, "message names the file: %s", err);
    CHECK(strchr(err, '\n') == NULL, "one line");

    /* The path is a directory: rename fails, no temporary file left. */
    char sub[300];
    snprintf(sub, sizeof sub, "%s/adir", dir);
    CHECK(mkdir(sub, 0755) == 0, "mkdir");
    err[0] = '\0';
    CHECK_INT(write_view(g, &rect, NULL, sub, err, sizeof err), -1);
    CHECK(strstr(err, sub) != NULL, "message names it: %s", err);
    CHECK_INT(count_entries(dir), 2);

    /* A tiny error buffer is not overrun. */
    char small[8];
    memset(small, 'x', sizeof small);
    CHECK_INT(write_view(g, &rect, NULL, bad, small, 4), -1);
    CHECK(small[3] == '\0' && small[4] == 'x', "bounded message");

    rmdir(sub);
    unlink(path);
    CHECK(rmdir(dir) == 0, "directory left clean");
    game_free(g);
}

/* The front end's buttons, can_continue; a relaxed game's undo/redo. */
static void test_view_json(void)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_RELAXED, GAME_EASY, 1, 77) == NULL, "relaxed");
    llk_pair p;
    int removed = 0;
    for (int i = 0; i < 2 && game_line_next(g, &p); i++) {
        game_select(g, p.a.r, p.a.c, NULL);
        removed += game_select(g, p.b.r, p.b.c, NULL) == GAME_CLICK_REMOVED;
    }
    CHECK_INT(removed, 2);
    CHECK(game_undo(g) == GAME_UNDO_DONE, "undo");
    game_button bt[2] = {
        {.id = "continue", .label = "Continue \"now\"\n", .x = 10.5, .y = 20,
         .w = 200, .h = 40, .selected = true, .text_w = 120.5},
        {.id = "quit", .label = "\xe9\x80\x80\xe5\x87\xba", .x = 10.5, .y = 70,
         .w = 200, .h = 40, .chosen = true, .disabled = true,
         .reason = "No \"quit\"", .kind = "slider", .has_value = true,
         .value = 70, .has_range = true, .min = 0, .max = 100, .step = 10}};
    game_rect rect = {1, 2, 3, 4};
    game_view view = {.rect = &rect, .view = "menu", .can_continue = true,
                      .buttons = bt, .nbuttons = 2,
                      .notice = "Saved game damaged: \"x\"", .entry = "N05R-\\",
                      .lang = "zh_CN",
                      .clipped = "\xe8\xbf\x9e\xe8\xbf\x9e\xe7\x9c\x8b",
                      .overlap = "Score 10 | \"A\"",
                      .text_px = 12.5, .contrast = 4.75,
                      .face_px = 48, .tile_px = 37, .confirm = "show_me",
                      .banner = "Demo \xe2\x80\x94 any key stops",
                      .has_result = true, .new_best = true};
    char *text;
    mj *v = view_json(g, &view, &text);
    CHECK(v != NULL, "parses: %s", text);
    CHECK(strcmp(str(v, "mode"), "relaxed") == 0, "relaxed");
    CHECK_INT(num(v, "undo"), 1);
    CHECK_INT(num(v, "redo"), 1);
    CHECK_INT(num(v, "hints_left"), -1);
    CHECK(mj_get(v, "can_continue")->b, "can_continue");
    CHECK(strcmp(str(v, "view"), "menu") == 0, "view");
    CHECK(strcmp(str(v, "notice"), "Saved game damaged: \"x\"") == 0, "notice");
    CHECK(strcmp(str(v, "entry"), "N05R-\\") == 0, "entry %s", str(v, "entry"));
    CHECK(strcmp(str(v, "lang"), "zh_CN") == 0, "lang %s", str(v, "lang"));
    CHECK(strcmp(str(v, "clipped"), "\xe8\xbf\x9e\xe8\xbf\x9e\xe7\x9c\x8b") == 0,
          "clipped %s", str(v, "clipped"));
    CHECK(strcmp(str(v, "overlap"), "Score 10 | \"A\"") == 0, "overlap %s",
          str(v, "overlap"));
    CHECK(strcmp(str(v, "confirm"), "show_me") == 0, "confirm %s", str(v, "confirm"));
    CHECK(strcmp(str(v, "banner"), "Demo \xe2\x80\x94 any key stops") == 0,
          "banner %s", str(v, "banner"));
    CHECK(mj_get(v, "new_best") != NULL && mj_get(v, "new_best")->type == MJ_BOOL &&
              mj_get(v, "new_best")->b,
          "new_best on the results card");
    const mj *b = mj_get(v, "buttons");
    CHECK(b != NULL && b->type == MJ_ARR && b->n == 2, "two buttons");
    if (b != NULL && b->n == 2) {
        CHECK(strcmp(str(b->items[0], "id"), "continue") == 0, "id");
        CHECK(strcmp(str(b->items[0], "label"), "Continue \"now\"\n") == 0,
              "escaped label round-trips: %s", str(b->items[0], "label"));
        CHECK(strcmp(str(b->items[1], "label"), "\xe9\x80\x80\xe5\x87\xba") == 0,
              "UTF-8 label");
        CHECK(num(b->items[0], "x") == 10.5 && num(b->items[1], "y") == 70
                  && num(b->items[1], "w") == 200 && num(b->items[1], "h") == 40,
              "geometry");
        CHECK(num(b->items[0], "text_w") == 120.5 && num(b->items[1], "text_w") == 0,
              "text_w");
        CHECK(mj_get(b->items[0], "selected")->b
                  && !mj_get(b->items[1], "selected")->b,
              "selected");
        CHECK(!mj_get(b->items[0], "chosen")->b
                  && mj_get(b->items[1], "chosen")->b,
              "chosen");
        /* enabled unless disabled; a plain button's kind; no value */
        CHECK(mj_get(b->items[0], "enabled")->b
                  && !mj_get(b->items[1], "enabled")->b,
              "enabled");
        CHECK(strcmp(str(b->items[0], "kind"), "button") == 0
                  && strcmp(str(b->items[1], "kind"), "slider") == 0,
              "kind");
        CHECK(mj_get(b->items[0], "value") == NULL
                  && mj_get(b->items[0], "reason") == NULL
                  && mj_get(b->items[0], "min") == NULL,
              "a button has no value, reason or range");
        CHECK(strcmp(str(b->items[1], "reason"), "No \"quit\"") == 0,
              "reason %s", str(b->items[1], "reason"));
        CHECK(num(b->items[1], "value") == 70 && num(b->items[1], "min") == 0
                  && num(b->items[1], "max") == 100
                  && num(b->items[1], "step") == 10,
              "a slider's value and range");
    }
    CHECK(num(v, "text_px") == 12.5, "text_px");
    CHECK(num(v, "contrast") == 4.75, "contrast");
    CHECK(num(v, "face_px") == 48 && num(v, "tile_px") == 37, "face_px, tile_px");
    mj_free(v);
    free(text);
    game_free(g);
}

/* "settings" (every setting by key, typed), "lines", and the run fields. */
static void test_remember_json(void)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_TIMED, GAME_HARD, 1, 5) == NULL, "a run");
    settings *set = settings_new();
    settings_set(set, "anim_speed", 3);
    settings_override(set, "fullscreen", 1);
    const char *lines[2] = {"1. \xe5\xbc\xa0\xe4\xb8\x89  2685", "2. \"x\""};
    game_view view = {.view = "scores", .settings = set, .lines = lines,
                      .nlines = 2};
    char *text;
    mj *v = view_json(g, &view, &text);
    CHECK(v != NULL, "parses: %s", text);
    CHECK(mj_get(v, "text_px") == NULL && mj_get(v, "contrast") == NULL,
          "no text_px, contrast off the play screen");
    CHECK(mj_get(v, "face_px") == NULL && mj_get(v, "tile_px") == NULL,
          "no face_px, tile_px without a board");
    const mj *s = mj_get(v, "settings");
    CHECK(s != NULL && s->type == MJ_OBJ && s->n == settings_count(),
          "every setting: %s", text);
    CHECK(strcmp(str(s, "anim_speed"), "off") == 0, "an enum by name");
    CHECK(mj_get(s, "fullscreen") && mj_get(s, "fullscreen")->type == MJ_BOOL
              && mj_get(s, "fullscreen")->b, "a bool, the override in effect");
    CHECK_INT(num(s, "sfx_volume"), settings_find("sfx_volume")->def);
    const mj *l = mj_get(v, "lines");
    CHECK(l != NULL && l->type == MJ_ARR && l->n == 2
              && strcmp(l->items[0]->str, lines[0]) == 0
              && strcmp(l->items[1]->str, lines[1]) == 0, "lines");
    CHECK(mj_get(v, "run")->b && num(v, "levels_cleared") == 0
              && strcmp(str(v, "kind"), "timed") == 0
              && !mj_get(v, "assisted")->b, "a run, nothing cleared");
    mj_free(v);
    free(text);
    settings_free(set);
    game_free(g);
}

/* The play screen's animation: "anim", "effects", "refusal",
 * "combo_shown", "drawn"; and their still values. */
static void test_anim_json(void)
{
    game *g = game_new();
    CHECK(game_begin(g, GAME_TIMED, GAME_EASY, 2, 11) == NULL, "a level");
    game_drawn dr[2] = {{7, 4, 16, 100.5, 200, 64, 64}, {7, 6, 5, 230, 190.25, 32, 32}};
    game_view view = {.view = "playing", .anim = true,
                      .effects = "path slide", .refusal = "Different \"tiles\"",
                      .combo_shown = 3, .drawn = dr, .ndrawn = 2};
    for (int still = 0; still < 2; still++) {
        if (still) {
            game_view none = {.view = "playing"};
            view = none;
        }
        char *text;
        mj *v = view_json(g, &view, &text);
        CHECK(v != NULL, "parses: %s", text);
        const mj *d = v ? mj_get(v, "drawn") : NULL;
        CHECK(d != NULL && d->type == MJ_ARR && d->n == (still ? 0 : 2),
              "drawn: %s", text);
        CHECK(mj_get(v, "anim")->type == MJ_BOOL && mj_get(v, "anim")->b == !still,
              "anim");
        CHECK_INT(num(v, "combo_shown"), still ? 0 : 3);
        CHECK(strcmp(str(v, "effects"), still ? "" : "path slide") == 0,
              "effects %s", str(v, "effects"));
        if (still) {
            CHECK(mj_get(v, "refusal")->type == MJ_NULL, "no refusal: null");
        } else {
            CHECK(strcmp(str(v, "refusal"), "Different \"tiles\"") == 0,
                  "refusal %s", str(v, "refusal"));
        }
        if (d != NULL && d->n == 2) {
            CHECK(num(d->items[0], "r") == 7 && num(d->items[0], "c") == 4
                      && num(d->items[0], "kind") == 16
                      && num(d->items[0], "x") == 100.5
                      && num(d->items[1], "y") == 190.25
                      && num(d->items[1], "w") == 32 && num(d->items[1], "h") == 32,
                  "drawn tiles: %s", text);
        }
        mj_free(v);
        free(text);
    }
    game_free(g);
}

/* The level map's cards ("stars", "best", "next" on a level button only)
 * and the deal of the day ("daily", left out without has_daily). */
static void test_level_daily_json(void)
{
    game *g = game_new();
    game_button bt[3] = {
        {.id = "level_1", .label = "Level 1", .has_level = true, .stars = 2, .best = 1234},
        {.id = "level_2", .label = "Level 2", .has_level = true, .stars = 0, .best = -1,
         .next = true},
        {.id = "back", .label = "Back"}};
    game_view view = {.view = "levels", .buttons = bt, .nbuttons = 3, .has_daily = true,
                      .daily_date = "2026-03-11", .daily_id = "E08T-X", .daily_done = true,
                      .daily_streak = 4};
    for (int pass = 0; pass < 2; pass++) {
        char *text;
        mj *v = view_json(g, &view, &text);
        CHECK(v != NULL, "parses: %s", text);
        const mj *b = v ? mj_get(v, "buttons") : NULL;
        CHECK(b != NULL && b->n == 3, "three buttons");
        if (b != NULL && b->n == 3) {
            CHECK(num(b->items[0], "stars") == 2 && num(b->items[0], "best") == 1234 &&
                      !mj_get(b->items[0], "next")->b,
                  "level 1: stars 2, best 1234, not next");
            CHECK(num(b->items[1], "stars") == 0 &&
                      mj_get(b->items[1], "best")->type == MJ_NULL &&
                      mj_get(b->items[1], "next")->b,
                  "level 2: no stars, best null, next");
            CHECK(mj_get(b->items[2], "stars") == NULL && mj_get(b->items[2], "best") == NULL,
                  "another button has no stars or best");
        }
        const mj *d = v ? mj_get(v, "daily") : NULL;
        if (pass == 0) {
            CHECK(d != NULL && strcmp(str(d, "date"), "2026-03-11") == 0 &&
                      strcmp(str(d, "game_id"), "E08T-X") == 0 && mj_get(d, "done")->b &&
                      num(d, "streak") == 4,
                  "daily: date, game_id, done, streak: %s", text);
        } else {
            CHECK(d == NULL, "no daily without has_daily");
        }
        mj_free(v);
        free(text);
        view.has_daily = false;
    }
    game_free(g);
}

int main(void)
{
    test_level_daily_json();
    test_anim_json();
    test_remember_json();
    test_view_json();
    test_menu_json();
    test_playing_json();
    test_atomic_write();
    return check_done("test_game_state");
}
