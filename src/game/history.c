/* history.c - the positions of a level and the index of the current one:
 * every change records a whole position; undo and redo move the index.
 */
#include <stdlib.h>
#include <string.h>

#include "game_int.h"
#include "llk/intl.h"

static size_t cells_of(const game *g)
{
    return (size_t)g->board->rows * (size_t)g->board->cols;
}

static void free_positions(game *g)
{
    for (int i = 0; i < g->npos; i++) {
        free(g->pos[i].kinds);
    }
    g->npos = 0;
    g->at = 0;
}

void hist_free(game *g)
{
    free_positions(g);
    free(g->pos);
    g->pos = NULL;
    g->pos_cap = 0;
    for (int i = 0; i < g->nlines; i++) {
        free(g->lines[i].moves);
    }
    free(g->lines);
    g->lines = NULL;
    g->nlines = g->lines_cap = 0;
    llk_board_free(g->board);
    g->board = NULL;
    free(g->from);
    g->from = NULL;
}

int hist_add_line(game *g, const llk_pair *moves, int n)
{
    if (g->nlines == g->lines_cap) {
        int cap = g->lines_cap ? g->lines_cap * 2 : 4;
        game_line *l = realloc(g->lines, sizeof *l * (size_t)cap);
        if (l == NULL) {
            return -1;
        }
        g->lines = l;
        g->lines_cap = cap;
    }
    llk_pair *m = malloc(sizeof *m * (size_t)(n > 0 ? n : 1));
    if (m == NULL) {
        return -1;
    }
    if (n > 0) {
        memcpy(m, moves, sizeof *m * (size_t)n);
    }
    g->lines[g->nlines] = (game_line){m, n};
    return g->nlines++;
}

/* Room for one more position. */
static bool grow(game *g)
{
    if (g->npos < g->pos_cap) {
        return true;
    }
    int cap = g->pos_cap ? g->pos_cap * 2 : 64;
    game_pos *p = realloc(g->pos, sizeof *p * (size_t)cap);
    if (p == NULL) {
        return false;
    }
    g->pos = p;
    g->pos_cap = cap;
    return true;
}

const char *hist_begin(game *g, llk_board *b, const llk_pair *line,
                       int nline, int score)
{
    size_t cells = (size_t)b->rows * (size_t)b->cols;
    int *from = malloc(sizeof *from * cells);
    uint16_t *kinds = malloc(sizeof *kinds * cells);
    if (from == NULL || kinds == NULL) {
        free(from);
        free(kinds);
        llk_board_free(b);
        return LLK_N_("out of memory while starting the level");
    }
    hist_free(g);
    g->board = b;
    g->from = from;
    if (!grow(g)) {
        free(kinds);
        return LLK_N_("out of memory while starting the level");
    }
    memcpy(kinds, b->kind, sizeof *kinds * cells);
    game_pos p;
    memset(&p, 0, sizeof p);
    p.kinds = kinds;
    p.tiles = b->tiles;
    p.line = nline > 0 ? hist_add_line(g, line, nline) : -1;
    p.score = score;
    bool relaxed = g->mode == GAME_RELAXED;
    p.hints_left = relaxed ? -1 : g->params->hints;
    p.redeals_left = relaxed ? -1 : g->params->redeals;
    p.time_left_ms = relaxed                         ? 0
                     : g->kind == GAME_KIND_ENDLESS ? g->endless_clock_ms
                                                    : game_scaled_ms(g);
    llk_rng_seed(&p.rng, deal_board_seed(g->seed, g->diff, g->level) ^ 0x5EEDULL);
    g->pos[0] = p;
    g->npos = 1;
    g->at = 0;
    return NULL;
}

bool hist_push(game *g)
{
    for (int i = g->at + 1; i < g->npos; i++) {
        free(g->pos[i].kinds);
    }
    g->npos = g->at + 1;
    uint16_t *kinds = malloc(sizeof *kinds * cells_of(g));
    if (kinds == NULL || !grow(g)) {
        free(kinds);
        return false;
    }
    game_pos p = g->pos[g->at];
    memcpy(kinds, p.kinds, sizeof *kinds * cells_of(g));
    p.kinds = kinds;
    p.known = GAME_POSITION_UNKNOWN;
    g->pos[g->npos++] = p;
    g->at++;
    return true;
}

void hist_commit(game *g)
{
    game_pos *p = hist_cur(g);
    memcpy(p->kinds, g->board->kind, sizeof *p->kinds * cells_of(g));
    p->tiles = g->board->tiles;
    p->time_left_ms = g->mode == GAME_TIMED ? g->time_left_ms : 0;
    g->changes++;
    assist_board_changed(g);
}

void hist_goto(game *g, int i)
{
    g->at = i;
    const game_pos *p = hist_cur_c(g);
    int cols = g->board->cols;
    size_t n = cells_of(g);
    for (size_t k = 0; k < n; k++) {
        if (g->board->kind[k] != p->kinds[k]) {
            llk_board_set(g->board, (int)(k / (size_t)cols),
                          (int)(k % (size_t)cols), p->kinds[k]);
        }
    }
    hints_forget(g);
    assist_board_changed(g);
}

void hist_still(game *g)
{
    size_t n = cells_of(g);
    for (size_t k = 0; k < n; k++) {
        g->from[k] = g->board->kind[k] ? (int)k : -1;
    }
}

void hist_cancel(game *g)
{
    free(g->pos[g->at].kinds);
    g->npos--;
    hist_goto(g, g->at - 1);
}

bool hist_line_move(const game *g, llk_pair *out)
{
    const game_pos *p = hist_cur_c(g);
    if (p->line < 0 || p->line_at >= g->lines[p->line].n) {
        return false;
    }
    *out = g->lines[p->line].moves[p->line_at];
    return true;
}

/* Undo and redo: only while playing a relaxed game. */
static game_undo_result can_move(const game *g)
{
    if (g->screen != GAME_SCREEN_PLAYING || g->board == NULL) {
        return GAME_UNDO_NOT_PLAYING;
    }
    if (g->mode != GAME_RELAXED) {
        return GAME_UNDO_TIMED;
    }
    return GAME_UNDO_DONE;
}

static game_undo_result step(game *g, int by)
{
    game_undo_result r = can_move(g);
    if (r != GAME_UNDO_DONE) {
        return r;
    }
    int to = g->at + by;
    if (to < 0 || to >= g->npos) {
        return GAME_UNDO_NOTHING;
    }
    hist_goto(g, to);
    hist_still(g);
    g->has_sel = false;
    g->has_hint = false;
    g->matched = false; /* a combo never runs across an undo */
    g->changes++;
    if (by < 0) {
        rec_undo(g, -by);
    } else {
        rec_redo(g);
    }
    return GAME_UNDO_DONE;
}

game_undo_result game_undo(game *g)
{
    return step(g, -1);
}

game_undo_result game_redo(game *g)
{
    return step(g, 1);
}

int game_undo_count(const game *g)
{
    return g->board != NULL && g->mode == GAME_RELAXED ? g->at : 0;
}

int game_redo_count(const game *g)
{
    return g->board != NULL && g->mode == GAME_RELAXED ? g->npos - 1 - g->at
                                                       : 0;
}
