/* deal.c - boards of a level: the generated deal, re-deals, and the checks
 * a board from elsewhere (a save) must pass.
 */
#include <stdlib.h>
#include <string.h>

#include "game_int.h"

uint64_t deal_board_seed(uint64_t seed, game_difficulty d, int level)
{
    uint64_t z = seed ^ ((uint64_t)level * 0x9E3779B97F4A7C15ULL)
                 ^ ((uint64_t)(d + 1) << 56);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

llk_board *deal_make(game_difficulty d, int level, uint64_t seed, const atomic_bool *cancel,
                     llk_pair **line, int *nline)
{
    const game_level_params *p = game_level_get(d, level);
    const char *name = game_level_layout(d, level);
    llk_shift s = game_level_shift(level);
    uint64_t bs = deal_board_seed(seed, d, level);
    *line = malloc(sizeof(llk_pair) * ((size_t)p->rows * (size_t)p->cols / 2 + 1));
    *nline = 0;
    llk_board *b = NULL;
    if (*line != NULL && name == NULL) {
        b = llk_generate_cancel(p->rows, p->cols, p->kinds, s, bs, cancel, NULL, *line, nline);
    } else if (*line != NULL) {
        llk_layout *l = game_layout_load(name);
        b = l == NULL ? NULL
                      : llk_generate_layout(l, llk_layout_kinds(l, p->kinds), s, bs, 0, cancel,
                                            NULL, *line, nline);
        llk_layout_free(l);
    }
    if (b == NULL) {
        free(*line);
        *line = NULL;
    }
    return b;
}

llk_board *deal_generate(game *g, game_difficulty d, int level,
                         uint64_t seed, llk_pair **line, int *nline)
{
    llk_board *b = NULL;
    if (ahead_take(g, d, level, seed, &b, line, nline)) {
        return b;
    }
    b = deal_make(d, level, seed, NULL, line, nline);
    if (b == NULL) {
        const game_level_params *p = game_level_get(d, level);
        snprintf(g->err, sizeof g->err,
                 "the generator made no %dx%d board with %d kinds for "
                 "level %d (bad size or out of memory)",
                 p->rows, p->cols, p->kinds, level);
    }
    return b;
}

/* A replay's re-deal: the kinds it recorded for the occupied cells
 * (row-major), when they are the board's tiles and leave a removable
 * pair. */
static llk_redeal_result redeal_as_recorded(game *g)
{
    llk_board *b = g->board;
    int n = b->rows * b->cols;
    if (g->redeal_n != b->tiles) {
        return LLK_REDEAL_FAILED;
    }
    int *count = calloc(LLK_MAX_KIND + 1, sizeof *count);
    uint16_t *was = malloc(sizeof *was * (size_t)n);
    bool ok = count != NULL && was != NULL;
    for (int i = 0, j = 0; ok && i < n; i++) {
        if (b->kind[i] != 0) {
            int want = g->redeal_to[j++];
            ok = want >= 1 && want <= LLK_MAX_KIND;
            count[b->kind[i]]++;
            count[ok ? want : 0]--;
        }
    }
    for (int k = 1; ok && k <= LLK_MAX_KIND; k++) {
        ok = count[k] == 0;
    }
    free(count);
    if (!ok) {
        free(was);
        return LLK_REDEAL_FAILED;
    }
    memcpy(was, b->kind, sizeof *was * (size_t)n);
    for (int i = 0, j = 0; i < n; i++) {
        if (was[i] != 0) {
            llk_board_set(b, i / b->cols, i % b->cols, g->redeal_to[j++]);
        }
    }
    if (!llk_has_pair(b, NULL)) {
        for (int i = 0; i < n; i++) {
            llk_board_set(b, i / b->cols, i % b->cols, was[i]);
        }
        free(was);
        return LLK_REDEAL_FAILED;
    }
    free(was);
    return LLK_REDEAL_HAS_PAIR;
}

llk_redeal_result deal_redeal(game *g)
{
    game_pos *p = hist_cur(g);
    int gold = game_rule_gold_kind(g); /* given again after it */
    if (g->replaying) {
        (void)llk_rng_next(&p->rng); /* as a re-deal draws its seed */
        llk_redeal_result r = g->redeal_to != NULL ? redeal_as_recorded(g)
                                                   : LLK_REDEAL_FAILED;
        if (r != LLK_REDEAL_FAILED) {
            p->line = -1;
            p->line_at = 0;
            rules_redealt(g, gold);
        }
        hints_forget(g);
        return r;
    }
    llk_pair *line = malloc(sizeof *line * ((size_t)g->board->tiles / 2 + 1));
    int n = 0;
    llk_redeal_result r = llk_shuffle_line(g->board, g->shift,
                                           llk_rng_next(&p->rng),
                                           REDEAL_BUDGET_MS, line,
                                           line != NULL ? &n : NULL);
    if (r != LLK_REDEAL_FAILED) {
        int id = n > 0 ? hist_add_line(g, line, n) : -1;
        p->line = id;
        p->line_at = 0;
        rules_redealt(g, gold);
    }
    free(line);
    hints_forget(g);
    return r;
}

bool deal_even_kinds(const llk_board *b)
{
    int *count = calloc(LLK_MAX_KIND + 1, sizeof *count);
    if (count == NULL) {
        return false;
    }
    for (int i = 0; i < b->rows * b->cols; i++) {
        count[b->kind[i]]++;
    }
    bool even = true;
    for (int k = 1; k <= LLK_MAX_KIND; k++) {
        even = even && count[k] % 2 == 0;
    }
    free(count);
    return even;
}

bool deal_line_clears(const uint16_t *kinds, int rows, int cols, const uint8_t *shape,
                      llk_shift s, const llk_pair *moves, int n)
{
    llk_board *b = llk_board_new(rows, cols);
    if (b == NULL) {
        return false;
    }
    llk_board_set_shape(b, shape);
    for (int i = 0; i < rows * cols; i++) {
        if (kinds[i] != 0) {
            llk_board_set(b, i / cols, i % cols, kinds[i]);
        }
    }
    bool ok = llk_replay_ok(b, s, moves, n);
    llk_board_free(b);
    return ok;
}
