/* save.c - the game in progress as versioned text, and back (docs/formats.md:
 * "Save format").
 *
 * Writing builds the whole text in memory, appends a checksum of it and
 * hands it to the caller's FILE; reading is all or nothing: every line is
 * checked before a game is built (save_read.c checks, this file builds).
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "llk/files.h"
#include "save_int.h"

uint64_t save_checksum(const char *s, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ULL; /* FNV-1a, 64 bits */
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

bool game_has_save(const game *g)
{
    if (g->board == NULL || g->screen == GAME_SCREEN_FINISHED ||
        (g->kind == GAME_KIND_ENDLESS && g->run_over)) {
        return false; /* an endless run ends with its clock: no retry */
    }
    return g->kept || g->next_pending || g->screen == GAME_SCREEN_TIME_UP;
}

/* The screen a save names. */
static const char *save_screen(const game *g)
{
    if (g->next_pending && !g->kept) {
        return "next";
    }
    return g->screen == GAME_SCREEN_TIME_UP ? "time_up" : "paused";
}

static void write_position(FILE *f, const game *g, const game_pos *p)
{
    fprintf(f, "pos %d %d %d %d %d %d %d %d %d %016llx %016llx %016llx "
               "%016llx %d %d %d\n",
            p->tiles, p->line, p->line_at, p->score, p->level_score, p->combo,
            p->hints_left, p->redeals_left, p->time_left_ms,
            (unsigned long long)p->rng.s[0], (unsigned long long)p->rng.s[1],
            (unsigned long long)p->rng.s[2], (unsigned long long)p->rng.s[3],
            p->bonus.time_bonus, p->bonus.hints_bonus, p->bonus.redeals_bonus);
    int rows = g->board->rows, cols = g->board->cols;
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) {
            fprintf(f, c ? " %d" : "%d", p->kinds[r * cols + c]);
        }
        fputc('\n', f);
    }
    if (g->rule == GAME_RULE_GOLD && p->gold) { /* its gold pair's two tiles */
        fprintf(f, "gold 2 %d %d %d %d\n", p->gold_at[0].r, p->gold_at[0].c, p->gold_at[1].r,
                p->gold_at[1].c);
    } else if (g->rule == GAME_RULE_GOLD) {
        fputs("gold 0\n", f); /* taken */
    }
}

/* Everything but the checksum line. */
static void write_body(FILE *f, const game *g)
{
    const char *screen = save_screen(g);
    bool next = strcmp(screen, "next") == 0;
    const game_pos *cur = &g->pos[g->at];
    bool endless = g->kind == GAME_KIND_ENDLESS;
    bool zen = g->kind == GAME_KIND_ZEN || endless;
    int level = next ? g->level + 1 : g->level;
    uint64_t seed = g->seed;
    if (next && zen) { /* zen's next board (game_next_level) */
        level = game_zen_level(g->zen_boards);
        seed = game_zen_seed(g->seed);
    }
    fprintf(f, "%s %d\n", SAVE_MAGIC, SAVE_VERSION);
    fprintf(f, "mode %s\ndifficulty %s\nlevel %d\nseed %llu\nscreen %s\n",
            game_mode_name(g->mode), game_difficulty_name(g->diff), level,
            (unsigned long long)seed, screen);
    fprintf(f, "kind %s\nfirst %d\n", game_kind_name(g->kind),
            g->first_level);
    if (zen) {
        fprintf(f, "boards %d\n", g->zen_boards);
    }
    if (endless) { /* the clock now: the next board's, when it is next */
        fprintf(f, "carry %d\n", g->time_left_ms);
    }
    if (next) {
        /* The run goes on at the next level's deal, made from the seed. */
        fprintf(f, "start_score %d\nassisted %d\n", cur->score, g->assisted);
        return;
    }
    fprintf(f, "start_score %d\nassisted %d\n", g->start_score, g->assisted);
    if (g->time_scale != 1) {
        fprintf(f, "time_scale %d\n", g->time_scale);
    }
    if (g->rule != GAME_RULE_NONE) {
        fprintf(f, "rule %s\n", game_rule_name(g->rule));
    }
    fprintf(f, "clock %d %lld\nsize %d %d\nlines %d\n",
            g->mode == GAME_TIMED ? g->time_left_ms : 0,
            g->play_ms, g->board->rows, g->board->cols, g->nlines);
    for (int i = 0; i < g->nlines; i++) {
        const game_line *l = &g->lines[i];
        fprintf(f, "line %d", l->n);
        for (int k = 0; k < l->n; k++) {
            fprintf(f, " %d %d %d %d", l->moves[k].a.r, l->moves[k].a.c,
                    l->moves[k].b.r, l->moves[k].b.c);
        }
        fputc('\n', f);
    }
    fprintf(f, "positions %d %d\n", g->npos, g->at);
    for (int i = 0; i < g->npos; i++) {
        write_position(f, g, &g->pos[i]);
    }
}

int game_save_write(const game *g, FILE *f)
{
    if (!game_has_save(g)) {
        return -1;
    }
    char *text = NULL;
    size_t len = 0;
    FILE *m = open_memstream(&text, &len);
    if (m == NULL) {
        return -1;
    }
    write_body(m, g);
    if (fclose(m) != 0 || text == NULL) {
        free(text);
        return -1;
    }
    int bad = fwrite(text, 1, len, f) != len
              || fprintf(f, "checksum %016llx\n",
                         (unsigned long long)save_checksum(text, len)) < 0;
    free(text);
    return bad ? -1 : 0;
}

/* ---- Building a game from a checked save (save_read.c) ---- */

/* A level that goes on at its deal: generated from the seed (a "next"
 * save, or a level begun under the rules of before version 3). */
static game *build_next(const save_data *d, char *err, size_t errlen)
{
    game *g = game_new();
    if (g == NULL) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    const char *e =
        d->kind == GAME_KIND_PRACTICE
            ? game_begin_practice(g, d->diff, d->level, d->seed)
        : d->kind == GAME_KIND_ZEN
            ? game_begin_zen_at(g, d->diff, d->boards, d->seed)
        : d->kind == GAME_KIND_ENDLESS
            ? game_begin_endless_at(g, d->diff, d->boards, d->seed, d->carry_ms)
            : game_begin(g, d->mode, d->diff, d->level, d->seed);
    if (e != NULL) {
        snprintf(err, errlen, "%s", e);
        game_free(g);
        return NULL;
    }
    /* The score of the run so far: every position of the new level. */
    for (int i = 0; i < g->npos; i++) {
        g->pos[i].score += d->start_score;
    }
    g->start_score = d->start_score;
    g->assisted = d->assisted;
    g->screen = GAME_SCREEN_PAUSED;
    g->first_level = d->first;
    for (int i = 0; i < g->nevents; i++) {
        g->events[i].assisted = d->assisted; /* the level's STARTED */
    }
    return g;
}

/* Whether a save of before version 3 has begun a level dealt into its
 * layout: its tiles slid out of the shape then, and its positions and
 * lines follow those rules, so the level is dealt again (the same deal,
 * from the seed) and played by today's. */
static bool shaped_before_v3(const save_data *d)
{
    if (d->version >= 3 || d->npos == 0) {
        return false;
    }
    uint8_t *shape = layout_shape(game_level_layout(d->diff, d->level), d->pos[0].kinds,
                                  d->rows, d->cols);
    bool shaped = shape != NULL;
    free(shape);
    return shaped;
}

game *save_build(save_data *d, char *err, size_t errlen)
{
    if (d->next || shaped_before_v3(d)) {
        return build_next(d, err, errlen);
    }
    game *g = game_new();
    llk_board *b = llk_board_new(d->rows, d->cols);
    if (g == NULL || b == NULL) {
        game_free(g);
        llk_board_free(b);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    g->mode = d->mode;
    g->diff = d->diff;
    g->level = d->level;
    g->seed = d->seed;
    g->shift = game_level_shift(d->level);
    g->params = game_level_get(d->diff, d->level);
    llk_board_set_shape(b, d->shape); /* the layout's, when dealt into it */
    g->board = b;
    g->from = malloc(sizeof *g->from * (size_t)d->rows * (size_t)d->cols);
    if (g->from == NULL) {
        game_free(g);
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    /* The history and lines move over as they are. */
    g->pos = d->pos;
    g->npos = g->pos_cap = d->npos;
    g->lines = d->lines;
    g->nlines = g->lines_cap = d->nlines;
    d->pos = NULL;
    d->lines = NULL;
    d->npos = d->nlines = 0;
    g->at = 0;
    hist_goto(g, d->at); /* the empty board takes the position's tiles */
    hist_still(g);
    g->start_score = d->start_score;
    /* The level's layout, when its first position was dealt into it. */
    g->layout = d->shape != NULL ? game_level_layout(d->diff, d->level) : NULL;
    g->assisted = d->assisted;
    g->time_scale = d->time_scale;
    rules_adopt(g, d->rule); /* its clock below */
    if (d->version < 4) {
        rules_gold_convert(g); /* one gold kind then: a pair of it now */
    }
    g->time_total_ms = d->kind == GAME_KIND_ENDLESS ? d->carry_ms
                       : d->mode == GAME_TIMED      ? game_scaled_ms(g)
                                                    : 0;
    g->time_left_ms = d->time_left_ms;
    g->endless_clock_ms = d->carry_ms;
    g->play_ms = d->play_ms;
    g->kept = !d->time_up;
    g->screen = d->time_up ? GAME_SCREEN_TIME_UP : GAME_SCREEN_PAUSED;
    g->kind = d->kind;
    g->first_level = d->first;
    g->zen_boards = d->boards;
    /* a board moved on was counted started at its first move; one not
     * moved on yet is counted at its first */
    g->open = !d->time_up && g->npos > 1;
    g->unplayed = !d->time_up && g->npos <= 1;
    return g;
}

/* ---- Files ---- */

static int write_save(FILE *f, void *ctx)
{
    return game_save_write(ctx, f);
}

int game_save_file(const game *g, const char *path, char *err, size_t errlen)
{
    if (!game_has_save(g)) {
        snprintf(err, errlen, "%s: nothing to save", path);
        return -1;
    }
    return file_write_atomic(path, write_save, (void *)g, err, errlen);
}

int game_load_file(const char *path, game **out, char *err, size_t errlen)
{
    size_t len;
    bool missing;
    char why[256];
    *out = NULL;
    char *text = file_read_all(path, SAVE_MAX_BYTES, &len, &missing, why,
                               sizeof why);
    if (text == NULL && missing) {
        return 0;
    }
    game *g = text != NULL ? game_load(text, len, false, why, sizeof why)
                           : NULL;
    free(text);
    if (g != NULL) {
        *out = g;
        return 1;
    }
    char aside[256];
    if (file_move_aside(path, aside, sizeof aside) == 0) {
        snprintf(err, errlen, "%s: not a usable save (%s); kept as %s.bad, "
                 "starting without it", path, why, path);
    } else {
        snprintf(err, errlen, "%s: not a usable save (%s), and %s", path, why,
                 aside);
    }
    return -1;
}

int game_remove_save(const char *path, char *err, size_t errlen)
{
    if (remove(path) != 0 && errno != ENOENT) {
        snprintf(err, errlen, "%s: cannot remove the finished game's save: %s",
                 path, strerror(errno));
        return -1;
    }
    return 0;
}
