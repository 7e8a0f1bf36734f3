/* solve_shift.c - an exact solver for the shift modes (every mode but
 * none). NOT wired into llk_solve_ex: measured against solve.c's search on
 * the same deals it decided about as many 18x8 deals within 1 s but made
 * llk_generate slower (its nodes cost more), so it stays a candidate.
 *
 * Depth-first search over positions with a transposition table of
 * positions proven lost (two independent 64-bit Zobrist keys). With a
 * shift a removable pair may stop being removable after another move, so
 * the no-shift reductions of solve.c do not hold. What is used instead:
 *  - move ordering: every move is played on a scratch board (removal and
 *    shift) and ordered by the number of tiles the shift moved (fewest
 *    first: the rest of the board keeps its shape), then by the number of
 *    removable pairs left (most first); children with no pair, or already
 *    in the table, are dropped unsearched; with two tiles left the move
 *    wins at once;
 *  - passive kinds (line modes only; proof at sx_passive_kind): when every
 *    remaining tile of a kind sits at the far end of its line segment,
 *    behind nothing but tiles of its own kind, and the kind can be
 *    cleared now, clearing it now is the only branch searched.
 * Every choice depends on the board alone, never on the clock (which only
 * stops the search with `unknown`): deterministic. `unsolvable` only when
 * the whole tree was searched.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum {
    SX_DEFAULT_BUDGET_MS = 5000,
    SX_CHECK_EVERY = 256, /* nodes between clock checks */
    SX_MAX_DEPTH = 5000,  /* deeper searches give up (stack) */
    SX_ZOB_MAX = 1 << 18, /* largest Zobrist table, in entries */
    SX_TT_MIN_BITS = 12,
    SX_TT_MAX_BITS = 21,
    SX_TT_PROBES = 8,
    SX_MAX_SCORE = 1023 /* pairs counted in a child's score */
};

enum { X_FAIL, X_WIN, X_ABORT };

typedef struct sx_move {
    int a, b;     /* row-major cells, a < b */
    int score;    /* higher first */
    bool dead;    /* the child is proven lost */
} sx_move;

typedef struct sx_entry {
    uint64_t k1, k2;
} sx_entry;

typedef struct sx {
    llk_board *b;       /* the position searched (changed in place) */
    llk_board *scratch; /* children are scored here */
    llk_shift mode;
    int cols, cells;
    int nk;
    int *dmap; /* kind -> dense kind 1..nk */
    uint64_t *z1, *z2;
    uint64_t salt1, salt2;
    uint64_t h1, h2;
    sx_entry *tt;
    size_t tt_mask, tt_used;
    sx_move *moves;
    size_t moves_cap, moves_top;
    llk_pair *pairs; /* llk_pairs output */
    size_t pairs_cap;
    int *from;
    int *undo; /* triples dst, src, kind */
    size_t undo_cap, undo_top;
    sx_move *path;
    int depth;
    int *away; /* line modes: per cell, the next cell of its segment away
                  from the end the tiles compact toward, -1 past the far
                  end; NULL for outward and inward */
    int *kstart, *kcount, *klist; /* tiles grouped by dense kind */
    long long nodes, max_nodes;
    double deadline;
    bool timed;
} sx;

/* ---- keys and the table ------------------------------------------- */

static uint64_t sx_mix(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t sx_key1(const sx *s, int cell, int kind)
{
    int dk = s->dmap[kind];
    if (s->z1) {
        return s->z1[(size_t)dk * (size_t)s->cells + (size_t)cell];
    }
    return sx_mix(s->salt1 ^ ((uint64_t)cell << 20 | (uint64_t)dk));
}

static inline uint64_t sx_key2(const sx *s, int cell, int kind)
{
    int dk = s->dmap[kind];
    if (s->z2) {
        return s->z2[(size_t)dk * (size_t)s->cells + (size_t)cell];
    }
    return sx_mix(s->salt2 ^ ((uint64_t)cell << 20 | (uint64_t)dk));
}

static bool sx_keys_init(sx *s)
{
    llk_rng rng;
    llk_rng_seed(&rng, 0x5348494654ULL); /* fixed: same keys everywhere */
    s->salt1 = llk_rng_next(&rng);
    s->salt2 = llk_rng_next(&rng);
    size_t n = (size_t)(s->nk + 1) * (size_t)s->cells;
    if (n > SX_ZOB_MAX) {
        return true;
    }
    s->z1 = malloc(n * sizeof *s->z1);
    s->z2 = malloc(n * sizeof *s->z2);
    if (!s->z1 || !s->z2) {
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        s->z1[i] = llk_rng_next(&rng);
        s->z2[i] = llk_rng_next(&rng);
    }
    return true;
}

static void sx_hash_full(sx *s)
{
    s->h1 = s->h2 = 0;
    for (int i = 0; i < s->cells; i++) {
        int k = s->b->kind[i];
        if (k) {
            s->h1 ^= sx_key1(s, i, k);
            s->h2 ^= sx_key2(s, i, k);
        }
    }
}

static bool sx_tt_resize(sx *s, size_t size)
{
    sx_entry *t = calloc(size, sizeof *t);
    if (!t) {
        return false;
    }
    size_t mask = size - 1;
    if (s->tt) {
        for (size_t i = 0; i <= s->tt_mask; i++) {
            sx_entry e = s->tt[i];
            if (e.k1 == 0 && e.k2 == 0) {
                continue;
            }
            size_t j = e.k1 & mask;
            while (t[j].k1 != 0 || t[j].k2 != 0) {
                j = (j + 1) & mask;
            }
            t[j] = e;
        }
        free(s->tt);
    }
    s->tt = t;
    s->tt_mask = mask;
    return true;
}

static bool sx_tt_has(const sx *s, uint64_t h1, uint64_t h2)
{
    size_t j = h1 & s->tt_mask;
    for (int p = 0; p < SX_TT_PROBES; p++) {
        sx_entry e = s->tt[j];
        if (e.k1 == h1 && e.k2 == h2) {
            return true;
        }
        if (e.k1 == 0 && e.k2 == 0) {
            return false;
        }
        j = (j + 1) & s->tt_mask;
    }
    return false;
}

/* Record a position proven lost. */
static void sx_tt_put(sx *s, uint64_t h1, uint64_t h2)
{
    if (h1 == 0 && h2 == 0) {
        return;
    }
    if (s->tt_used * 2 > s->tt_mask && s->tt_mask + 1 < ((size_t)1 << SX_TT_MAX_BITS)) {
        sx_tt_resize(s, (s->tt_mask + 1) * 2); /* on failure: keep the old */
    }
    size_t j = h1 & s->tt_mask;
    for (int p = 0; p < SX_TT_PROBES; p++) {
        sx_entry *e = &s->tt[j];
        if (e->k1 == 0 && e->k2 == 0) {
            e->k1 = h1;
            e->k2 = h2;
            s->tt_used++;
            return;
        }
        if (e->k1 == h1 && e->k2 == h2) {
            return;
        }
        j = (j + 1) & s->tt_mask;
    }
    /* Full neighbourhood: replace the home slot (the table only speeds
     * up; a forgotten lost position is just searched again). */
    s->tt[h1 & s->tt_mask] = (sx_entry){h1, h2};
}

/* ---- growable stacks ---------------------------------------------- */

static bool sx_grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap) {
        return true;
    }
    size_t n = *cap ? *cap : 256;
    while (n < need) {
        n *= 2;
    }
    void *q = realloc(*p, n * size);
    if (!q) {
        return false;
    }
    *p = q;
    *cap = n;
    return true;
}

/* ---- moves -------------------------------------------------------- */

/* Remove m from the searched board, then shift; the undo record goes on
 * the undo stack and the keys follow every tile that moved. */
static bool sx_apply(sx *s, sx_move m)
{
    llk_board *b = s->b;
    int k = b->kind[m.a];
    s->h1 ^= sx_key1(s, m.a, k) ^ sx_key1(s, m.b, k);
    s->h2 ^= sx_key2(s, m.a, k) ^ sx_key2(s, m.b, k);
    llk_board_set(b, m.a / s->cols, m.a % s->cols, 0);
    llk_board_set(b, m.b / s->cols, m.b % s->cols, 0);
    s->path[s->depth++] = m;
    llk_shift_apply(b, s->mode, s->from);
    for (int i = 0; i < s->cells; i++) {
        int f = s->from[i];
        if (f >= 0 && f != i) {
            int kk = b->kind[i];
            if (!sx_grow((void **)&s->undo, &s->undo_cap, s->undo_top + 3, sizeof(int))) {
                return false;
            }
            s->undo[s->undo_top++] = i;
            s->undo[s->undo_top++] = f;
            s->undo[s->undo_top++] = kk;
            s->h1 ^= sx_key1(s, f, kk) ^ sx_key1(s, i, kk);
            s->h2 ^= sx_key2(s, f, kk) ^ sx_key2(s, i, kk);
        }
    }
    return true;
}

static void sx_undo(sx *s, sx_move m, int k, size_t mark)
{
    llk_board *b = s->b;
    for (size_t u = mark; u < s->undo_top; u += 3) {
        int d = s->undo[u];
        llk_board_set(b, d / s->cols, d % s->cols, 0);
    }
    for (size_t u = mark; u < s->undo_top; u += 3) {
        int f = s->undo[u + 1];
        llk_board_set(b, f / s->cols, f % s->cols, s->undo[u + 2]);
    }
    s->undo_top = mark;
    llk_board_set(b, m.a / s->cols, m.a % s->cols, k);
    llk_board_set(b, m.b / s->cols, m.b % s->cols, k);
    s->depth--;
}

/* Play m on the scratch board (a copy of the searched one): its keys go
 * to *c1, *c2; returns the number of tiles the shift moved. */
static int sx_child(sx *s, sx_move m, uint64_t *c1, uint64_t *c2)
{
    int moved = 0;
    llk_board *w = s->scratch;
    llk_board_copy(w, s->b);
    int k = w->kind[m.a];
    uint64_t h1 = s->h1 ^ sx_key1(s, m.a, k) ^ sx_key1(s, m.b, k);
    uint64_t h2 = s->h2 ^ sx_key2(s, m.a, k) ^ sx_key2(s, m.b, k);
    llk_board_set(w, m.a / s->cols, m.a % s->cols, 0);
    llk_board_set(w, m.b / s->cols, m.b % s->cols, 0);
    llk_shift_apply(w, s->mode, s->from);
    for (int i = 0; i < s->cells; i++) {
        int f = s->from[i];
        if (f >= 0 && f != i) {
            int kk = w->kind[i];
            moved++;
            h1 ^= sx_key1(s, f, kk) ^ sx_key1(s, i, kk);
            h2 ^= sx_key2(s, f, kk) ^ sx_key2(s, i, kk);
        }
    }
    *c1 = h1;
    *c2 = h2;
    return moved;
}

/* Count a node; X_ABORT when the node cap or the clock ran out. */
static int sx_tick(sx *s)
{
    s->nodes++;
    if (s->max_nodes > 0 && s->nodes > s->max_nodes) {
        return X_ABORT;
    }
    if (s->timed && (s->nodes & (SX_CHECK_EVERY - 1)) == 0 && llk_now_ms() > s->deadline) {
        return X_ABORT;
    }
    return X_FAIL;
}

/* Lost children first (skipped), then by score, then by cells. */
static int sx_cmp(const void *x, const void *y)
{
    const sx_move *p = x, *q = y;
    if (p->dead != q->dead) {
        return p->dead ? -1 : 1;
    }
    if (p->score != q->score) {
        return p->score > q->score ? -1 : 1;
    }
    return p->a != q->a ? (p->a < q->a ? -1 : 1) : (p->b < q->b ? -1 : p->b > q->b);
}

/* The position's moves, scored and sorted; their number, or -1 when
 * memory ran out, or -2 when a move clears the board (it is then the only
 * one pushed). *stop gets X_ABORT when the budget ran out. */
static long sx_gen(sx *s, int *stop)
{
    size_t np = llk_pairs(s->b, s->pairs, s->pairs_cap);
    if (np > s->pairs_cap) {
        if (!sx_grow((void **)&s->pairs, &s->pairs_cap, np, sizeof(llk_pair))) {
            return -1;
        }
        np = llk_pairs(s->b, s->pairs, s->pairs_cap);
    }
    size_t base = s->moves_top;
    if (!sx_grow((void **)&s->moves, &s->moves_cap, base + np, sizeof(sx_move))) {
        return -1;
    }
    for (size_t i = 0; i < np; i++) {
        sx_move m = {s->pairs[i].a.r * s->cols + s->pairs[i].a.c,
                     s->pairs[i].b.r * s->cols + s->pairs[i].b.c, 0, false};
        if (s->b->tiles == 2) {
            s->moves[s->moves_top++] = m;
            return -2;
        }
        if (sx_tick(s) != X_FAIL) {
            *stop = X_ABORT;
            return 0;
        }
        uint64_t c1, c2;
        int moved = sx_child(s, m, &c1, &c2);
        if (sx_tt_has(s, c1, c2)) {
            m.dead = true;
        } else {
            size_t cp = llk_pairs(s->scratch, NULL, 0);
            if (cp == 0) {
                sx_tt_put(s, c1, c2);
                m.dead = true;
            }
            m.score = -moved * (SX_MAX_SCORE + 1) +
                      (int)(cp < SX_MAX_SCORE ? cp : SX_MAX_SCORE);
        }
        s->moves[s->moves_top++] = m;
    }
    size_t n = s->moves_top - base;
    if (n > 1) {
        qsort(s->moves + base, n, sizeof(sx_move), sx_cmp);
    }
    return (long)n;
}

/* ---- passive kinds -------------------------------------------------- */

static void sx_away_init(sx *s, int rows)
{
    int C = s->cols, R = rows, hr = R / 2, hc = C / 2;
    for (int i = 0; i < s->cells; i++) {
        int r = i / C, c = i % C, nr = r, nc = c;
        bool top = r < hr, left = c < hc;
        switch (s->mode) {
        case LLK_SHIFT_DOWN:
            nr = r - 1;
            break;
        case LLK_SHIFT_UP:
            nr = r + 1;
            break;
        case LLK_SHIFT_LEFT:
            nc = c + 1;
            break;
        case LLK_SHIFT_RIGHT:
            nc = c - 1;
            break;
        case LLK_SHIFT_SPLIT_VERTICAL:
            nr = top ? (r + 1 < hr ? r + 1 : -1) : (r - 1 >= hr ? r - 1 : -1);
            break;
        case LLK_SHIFT_GATHER_VERTICAL:
            nr = top ? r - 1 : r + 1;
            break;
        case LLK_SHIFT_SPLIT_HORIZONTAL:
            nc = left ? (c + 1 < hc ? c + 1 : -1) : (c - 1 >= hc ? c - 1 : -1);
            break;
        case LLK_SHIFT_GATHER_HORIZONTAL:
            nc = left ? c - 1 : c + 1;
            break;
        case LLK_SHIFT_TOP_LEFT_BOTTOM_RIGHT:
            nc = top ? c + 1 : c - 1;
            break;
        case LLK_SHIFT_LEFT_DOWN_RIGHT_UP:
            nr = left ? r - 1 : r + 1;
            break;
        default:
            break;
        }
        s->away[i] = (nr >= 0 && nr < R && nc >= 0 && nc < C) ? nr * C + nc : -1;
    }
}

/* Group the tiles by dense kind, each group in row-major order. */
static void sx_collect(sx *s)
{
    const uint16_t *kind = s->b->kind;
    memset(s->kcount, 0, sizeof(int) * (size_t)(s->nk + 1));
    for (int i = 0; i < s->cells; i++) {
        if (kind[i]) {
            s->kcount[s->dmap[kind[i]]]++;
        }
    }
    int at = 0;
    for (int k = 1; k <= s->nk; k++) {
        s->kstart[k] = at;
        at += s->kcount[k];
        s->kcount[k] = 0;
    }
    for (int i = 0; i < s->cells; i++) {
        if (kind[i]) {
            int k = s->dmap[kind[i]];
            s->klist[s->kstart[k] + s->kcount[k]++] = i;
        }
    }
}

static bool sx_connected(const llk_board *b, int a, int z)
{
    llk_cell ca = {a / b->cols, a % b->cols};
    llk_cell cz = {z / b->cols, z % b->cols};
    return llk_connected(b, ca, cz);
}

/* Where the tile at cell `was` went on the scratch board after a shift
 * (from[] as llk_shift_apply left it); -1 if it is gone. */
static int sx_moved_to(const sx *s, int was)
{
    for (int i = 0; i < s->cells; i++) {
        if (s->from[i] == was) {
            return i;
        }
    }
    return -1;
}

/* A passive kind that can be cleared now: its moves (1 or 2, the second
 * in the cells after the first move's shift) go to out; returns how many
 * (0: none). Only in line modes, on a board that is a fixed point of the
 * shift.
 *
 * Passive: each remaining tile of kind X has, away from the end its
 * segment compacts toward, only tiles of X (then empty cells). Claim: if
 * P is such a board and the moves M clear X now (reaching Q), P can be
 * won only if Q can, so M is the only branch needed. Proof: take a win w
 * from P and drop its X moves, giving w'. In a line mode a compacted
 * segment holds its tiles on its first cells, in order; removals keep the
 * order and add nothing, so in every segment the X tiles stay behind the
 * others, and after the same non-X removals the non-X tiles of a segment
 * sit on the same cells whether X tiles remain behind them (along w from
 * P) or not (along w' from Q). So at each step of w' every non-X tile is
 * where it is along w, and every cell empty along w is empty along w'
 * (the boards differ only by X tiles): each move of w' has its path
 * still free. w empties the board, so w' does. */
static int sx_passive_kind(sx *s, sx_move *out)
{
    static const int match[6][4] = {{0, 1, 2, 3}, {2, 3, 0, 1}, {0, 2, 1, 3},
                                    {1, 3, 0, 2}, {0, 3, 1, 2}, {1, 2, 0, 3}};
    sx_collect(s);
    const uint16_t *kind = s->b->kind;
    for (int k = 1; k <= s->nk; k++) {
        int n = s->kcount[k];
        const int *t = s->klist + s->kstart[k];
        if (n != 2 && n != 4) {
            continue;
        }
        bool passive = true;
        for (int i = 0; i < n && passive; i++) {
            for (int c = s->away[t[i]]; c >= 0 && kind[c]; c = s->away[c]) {
                if (kind[c] != kind[t[0]]) {
                    passive = false;
                    break;
                }
            }
        }
        if (!passive) {
            continue;
        }
        if (n == 2) {
            if (sx_connected(s->b, t[0], t[1])) {
                out[0] = (sx_move){t[0], t[1], 0, false};
                return 1;
            }
            continue;
        }
        for (int m = 0; m < 6; m++) {
            int a = t[match[m][0]], b = t[match[m][1]];
            if (!sx_connected(s->b, a, b)) {
                continue;
            }
            llk_board *w = s->scratch;
            llk_board_copy(w, s->b);
            llk_board_set(w, a / s->cols, a % s->cols, 0);
            llk_board_set(w, b / s->cols, b % s->cols, 0);
            llk_shift_apply(w, s->mode, s->from);
            int c = sx_moved_to(s, t[match[m][2]]), d = sx_moved_to(s, t[match[m][3]]);
            if (c >= 0 && d >= 0 && sx_connected(w, c, d)) {
                out[0] = (sx_move){a, b, 0, false};
                out[1] = c < d ? (sx_move){c, d, 0, false} : (sx_move){d, c, 0, false};
                return 2;
            }
        }
    }
    return 0;
}

/* ---- the search ----------------------------------------------------- */

static int sx_search(sx *s, bool compact)
{
    if (s->b->tiles == 0) {
        return X_WIN;
    }
    if (s->depth >= SX_MAX_DEPTH) {
        return X_ABORT;
    }
    if (sx_tt_has(s, s->h1, s->h2)) {
        return X_FAIL;
    }
    uint64_t h1 = s->h1, h2 = s->h2;
    int result = X_FAIL;
    sx_move f[2];
    int nf = compact && s->away ? sx_passive_kind(s, f) : 0;
    if (nf > 0) {
        if (sx_tick(s) != X_FAIL) {
            return X_ABORT;
        }
        int k = s->b->kind[f[0].a];
        size_t mark0 = s->undo_top;
        if (!sx_apply(s, f[0])) {
            return X_ABORT;
        }
        size_t mark1 = s->undo_top;
        bool ok = nf < 2 || sx_apply(s, f[1]);
        result = ok ? sx_search(s, true) : X_ABORT;
        if (result == X_WIN) {
            return X_WIN;
        }
        if (nf == 2 && ok) {
            sx_undo(s, f[1], k, mark1);
        }
        sx_undo(s, f[0], k, mark0);
        s->h1 = h1;
        s->h2 = h2;
    } else {
        size_t mbase = s->moves_top;
        int stop = X_FAIL;
        long n = sx_gen(s, &stop);
        if (n == -1 || stop != X_FAIL) {
            s->moves_top = mbase;
            return X_ABORT;
        }
        if (n == -2) {
            s->moves_top = mbase;
            return sx_apply(s, s->moves[mbase]) ? X_WIN : X_ABORT;
        }
        for (long i = 0; i < n; i++) {
            sx_move m = s->moves[mbase + (size_t)i];
            if (m.dead) {
                continue;
            }
            int k = s->b->kind[m.a];
            size_t mark = s->undo_top;
            int r = sx_apply(s, m) ? sx_search(s, true) : X_ABORT;
            if (r == X_WIN) {
                result = X_WIN; /* keep the board as won; the caller reads the path */
                break;
            }
            sx_undo(s, m, k, mark);
            s->h1 = h1;
            s->h2 = h2;
            if (r != X_FAIL) {
                result = r;
                break;
            }
        }
        s->moves_top = mbase;
    }
    if (result == X_FAIL) {
        sx_tt_put(s, s->h1, s->h2);
    }
    return result;
}

static void sx_free(sx *s)
{
    llk_board_free(s->b);
    llk_board_free(s->scratch);
    free(s->dmap);
    free(s->z1);
    free(s->z2);
    free(s->tt);
    free(s->moves);
    free(s->pairs);
    free(s->from);
    free(s->undo);
    free(s->path);
    free(s->away);
    free(s->kstart);
    free(s->kcount);
    free(s->klist);
}

/* Whether the searched board is a fixed point of the shift. */
static bool sx_compact(sx *s)
{
    llk_board_copy(s->scratch, s->b);
    llk_shift_apply(s->scratch, s->mode, NULL);
    return llk_board_equal(s->scratch, s->b);
}

/* Dense kinds; whether every kind has an even count. */
static bool sx_kinds(sx *s, const llk_board *b)
{
    int *count = calloc(LLK_MAX_KIND + 1, sizeof(int));
    if (!count) {
        return false;
    }
    for (int i = 0; i < s->cells; i++) {
        count[b->kind[i]]++;
    }
    bool even = true;
    s->nk = 0;
    for (int k = 1; k <= LLK_MAX_KIND; k++) {
        if (count[k] % 2) {
            even = false;
        }
        s->dmap[k] = count[k] ? ++s->nk : 0;
    }
    s->dmap[0] = 0;
    free(count);
    return even;
}

llk_verdict llk_solve_shift(const llk_board *b, llk_shift mode, const llk_solve_opts *opts,
                            llk_pair *moves, int *nmoves, llk_solve_stats *stats)
{
    double t0 = llk_now_ms();
    llk_solve_opts o = {0, 0, false};
    if (opts) {
        o = *opts;
    }
    if (nmoves) {
        *nmoves = 0;
    }
    if (stats) {
        stats->nodes = 0;
        stats->ms = 0;
    }
    if (b->tiles == 0) {
        return LLK_SOLVED;
    }
    sx s;
    memset(&s, 0, sizeof s);
    s.cols = b->cols;
    s.cells = b->rows * b->cols;
    s.mode = mode;
    s.dmap = malloc((LLK_MAX_KIND + 1) * sizeof(int));
    llk_verdict v = LLK_UNKNOWN;
    if (!s.dmap) {
        return LLK_UNKNOWN;
    }
    if (!sx_kinds(&s, b)) {
        free(s.dmap);
        if (stats) {
            stats->ms = llk_now_ms() - t0;
        }
        return LLK_UNSOLVABLE; /* every move removes two of one kind */
    }
    s.b = llk_board_clone(b);
    s.scratch = llk_board_clone(b);
    s.max_nodes = o.max_nodes;
    long budget = o.budget_ms == 0 ? SX_DEFAULT_BUDGET_MS : o.budget_ms;
    s.timed = budget > 0;
    s.deadline = t0 + (double)budget;
    s.from = malloc(sizeof(int) * (size_t)s.cells);
    s.path = malloc(sizeof(sx_move) * (size_t)(b->tiles / 2 + 1));
    s.kstart = malloc(sizeof(int) * (size_t)(s.nk + 2));
    s.kcount = malloc(sizeof(int) * (size_t)(s.nk + 2));
    s.klist = malloc(sizeof(int) * (size_t)s.cells);
    bool line = mode != LLK_SHIFT_OUTWARD && mode != LLK_SHIFT_INWARD;
    if (line) {
        s.away = malloc(sizeof(int) * (size_t)s.cells);
    }
    if (s.b && s.scratch && s.from && s.path && s.kstart && s.kcount && s.klist &&
        (!line || s.away) && sx_keys_init(&s) && sx_tt_resize(&s, (size_t)1 << SX_TT_MIN_BITS)) {
        if (s.away) {
            sx_away_init(&s, b->rows);
        }
        sx_hash_full(&s);
        int r = sx_search(&s, sx_compact(&s));
        if (r == X_WIN) {
            v = LLK_SOLVED;
            if (nmoves) {
                *nmoves = s.depth;
            }
            for (int i = 0; moves && i < s.depth; i++) {
                moves[i].a = (llk_cell){s.path[i].a / s.cols, s.path[i].a % s.cols};
                moves[i].b = (llk_cell){s.path[i].b / s.cols, s.path[i].b % s.cols};
            }
        } else if (r == X_FAIL) {
            v = LLK_UNSOLVABLE;
        }
    }
    if (stats) {
        stats->nodes = s.nodes;
        stats->ms = llk_now_ms() - t0;
    }
    sx_free(&s);
    return v;
}
