/* gold.c - the gold rule's pair (include/llk/rules.h, "gold"): two tiles
 * of one kind, part of the position (game_pos.gold, gold_at) so that
 * undo, a retry, a save and a replay's steps keep it as they keep the
 * board. Chosen from the deal's proven line, followed as the tiles slide,
 * given to two tiles of its kind after a re-deal, gone once one of its
 * tiles is taken.
 */
#include <stdlib.h>

#include "game_int.h"

static llk_cell cell_at(const llk_board *b, int i)
{
    return (llk_cell){i / b->cols, i % b->cols};
}

static int index_of(const llk_board *b, llk_cell c)
{
    return c.r * b->cols + c.c;
}

static bool same(llk_cell x, llk_cell y)
{
    return x.r == y.r && x.c == y.c;
}

/* The kind the seed picks among those on kinds (cells of them), in the
 * order of their numbers; 0 when there is none. The one gold kind of the
 * rule before save version 4. */
static int seed_kind(uint64_t seed, const uint16_t *kinds, int cells)
{
    bool *here = calloc(LLK_MAX_KIND + 1, sizeof *here);
    if (here == NULL) {
        return 0;
    }
    int n = 0;
    for (int i = 0; i < cells; i++) {
        n += kinds[i] != 0 && !here[kinds[i]];
        here[kinds[i]] = true;
    }
    long want = n > 0 ? (long)((seed * 2654435761u + 7u) % (uint64_t)n) : -1;
    int kind = 0;
    for (int k = 1; want >= 0 && kind == 0 && k <= LLK_MAX_KIND; k++) {
        kind = here[k] && want-- == 0 ? k : 0;
    }
    free(here);
    return kind;
}

/* Two tiles of kind k on b: the first removable pair of them in reading
 * order, else the first two; false when there are fewer than two. */
static bool pair_of_kind(const llk_board *b, int k, llk_cell out[2])
{
    int n = b->rows * b->cols, first = -1, second = -1;
    for (int i = 0; i < n && k != 0; i++) {
        if (b->kind[i] != k) {
            continue;
        }
        second = first >= 0 && second < 0 ? i : second;
        first = first < 0 ? i : first;
        for (int j = i + 1; j < n; j++) {
            if (b->kind[j] == k && llk_connected(b, cell_at(b, i), cell_at(b, j))) {
                out[0] = cell_at(b, i);
                out[1] = cell_at(b, j);
                return true;
            }
        }
    }
    if (second < 0) {
        return false;
    }
    out[0] = cell_at(b, first);
    out[1] = cell_at(b, second);
    return true;
}

/* The tiles the move of p's line that the seed picks takes, where they lie
 * on p's board: the moves before it played on a copy of the board (kinds,
 * p's) with the level's slides, each tile's first cell carried along. */
static bool pair_of_line(const game *g, const game_pos *p, llk_cell out[2])
{
    if (p->line < 0 || p->line_at >= g->lines[p->line].n) {
        return false;
    }
    const game_line *l = &g->lines[p->line];
    int moves = l->n - p->line_at, cells = g->board->rows * g->board->cols;
    int want = (int)((g->seed * 0x9E3779B97F4A7C15ULL >> 17) % (uint64_t)moves);
    llk_board *b = llk_board_clone(g->board); /* its size and shape */
    int *id = malloc(sizeof *id * (size_t)cells * 3);
    bool ok = b != NULL && id != NULL;
    if (ok) {
        int *from = id + cells, *was = id + 2 * cells;
        llk_board_fill(b, p->kinds);
        for (int i = 0; i < cells; i++) {
            id[i] = i;
        }
        for (int k = 0; k < want; k++) {
            llk_board_remove(b, l->moves[p->line_at + k]);
            llk_shift_apply(b, g->shift, from);
            for (int i = 0; i < cells; i++) {
                was[i] = id[i];
            }
            for (int i = 0; i < cells; i++) {
                id[i] = from[i] >= 0 ? was[from[i]] : -1;
            }
        }
        llk_pair m = l->moves[p->line_at + want];
        int a = id[index_of(b, m.a)], z = id[index_of(b, m.b)];
        ok = a >= 0 && z >= 0 && a != z && p->kinds[a] != 0 && p->kinds[a] == p->kinds[z];
        if (ok) {
            out[0] = cell_at(b, a);
            out[1] = cell_at(b, z);
        }
    }
    free(id);
    llk_board_free(b);
    return ok;
}

void rules_gold_deal(game *g)
{
    game_pos *p = &g->pos[0];
    p->gold = false;
    if (g->rule != GAME_RULE_GOLD || g->board == NULL) {
        return;
    }
    p->gold = pair_of_line(g, p, p->gold_at);
    if (!p->gold) { /* no proven line: a kind the seed picks */
        llk_board *b = llk_board_clone(g->board);
        if (b != NULL) {
            int cells = b->rows * b->cols;
            llk_board_fill(b, p->kinds);
            p->gold = pair_of_kind(b, seed_kind(g->seed, p->kinds, cells), p->gold_at);
        }
        llk_board_free(b);
    }
}

void rules_gold_convert(game *g)
{
    if (g->rule != GAME_RULE_GOLD || g->board == NULL) {
        return;
    }
    llk_board *b = llk_board_clone(g->board);
    int cells = g->board->rows * g->board->cols;
    int kind = seed_kind(g->seed, g->pos[0].kinds, cells);
    for (int i = 0; i < g->npos; i++) {
        game_pos *p = &g->pos[i];
        p->gold = false;
        if (b != NULL) {
            llk_board_fill(b, p->kinds);
            p->gold = pair_of_kind(b, kind, p->gold_at);
        }
    }
    llk_board_free(b);
}

bool rules_removed(game *g, llk_cell a, llk_cell z)
{
    game_pos *p = hist_cur(g);
    if (g->rule != GAME_RULE_GOLD || !p->gold) {
        return false;
    }
    bool ga = same(a, p->gold_at[0]) || same(a, p->gold_at[1]);
    bool gz = same(z, p->gold_at[0]) || same(z, p->gold_at[1]);
    if (ga || gz) {
        p->gold = false; /* taken: together, or one lost with a twin */
        return ga && gz;
    }
    const llk_board *b = g->board;
    for (int k = 0; k < 2; k++) { /* where the slide took each */
        int was = index_of(b, p->gold_at[k]), now = -1;
        for (int i = 0; i < b->rows * b->cols && now < 0; i++) {
            now = g->from[i] == was ? i : -1;
        }
        p->gold = p->gold && now >= 0;
        p->gold_at[k] = now >= 0 ? cell_at(b, now) : p->gold_at[k];
    }
    return false;
}

void rules_redealt(game *g, int kind)
{
    game_pos *p = hist_cur(g);
    if (g->rule == GAME_RULE_GOLD && p->gold) {
        p->gold = pair_of_kind(g->board, kind, p->gold_at);
    }
}

bool game_rule_gold_pair(const game *g, llk_pair *out)
{
    const game_pos *p = g->board != NULL ? hist_cur_c(g) : NULL;
    if (g->rule != GAME_RULE_GOLD || p == NULL || !p->gold) {
        return false;
    }
    if (out != NULL) {
        *out = (llk_pair){p->gold_at[0], p->gold_at[1]};
    }
    return true;
}

int game_rule_gold_kind(const game *g)
{
    llk_pair p;
    return game_rule_gold_pair(g, &p) ? llk_board_get(g->board, p.a.r, p.a.c) : 0;
}

bool game_tile_gold(const game *g, int r, int c)
{
    llk_pair p;
    return game_rule_gold_pair(g, &p) &&
           ((p.a.r == r && p.a.c == c) || (p.b.r == r && p.b.c == c));
}
