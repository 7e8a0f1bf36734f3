/* solve_moves.c - the exact solver's move generation (solve.c has the
 * search and the proofs of the rules applied here). */
#include <string.h>

#include "solve_search.h"

/* Whether the node being generated is full (NODE_MOVES, above). */
static bool node_full(solver *s)
{
    bool full = s->moves_top - s->gen_base >= NODE_MOVES && s->moves_top >= FREE_STACK;
    s->incomplete |= full;
    return full;
}

/* Whether the budget ran out, read every TEST_CHECK connection tests. */
static bool tests_expired(solver *s)
{
    s->tests = (s->tests + 1) % TEST_CHECK;
    return s->tests == 0 && s->timed && llk_now_ms() > s->deadline;
}

static bool push_move(solver *s, mv m)
{
    if (node_full(s)) {
        return true; /* left out (see NODE_MOVES) */
    }
    if (!llk_grow((void **)&s->moves, &s->moves_cap, s->moves_top + 1, sizeof(mv))) {
        return false;
    }
    s->moves[s->moves_top++] = m;
    return true;
}

/* ---- positions ---------------------------------------------------- */

/* Group the tiles by dense kind, each group in row-major order: kind k's
 * kcount[k] tiles from klist + kstart[k]. A kind only loses tiles, so its
 * slots are placed once, from the first position (the root), and each
 * position after it is one pass over its occupied cells (the rows' empty
 * masks), not two over every cell. */
static void collect(solver *s)
{
    const llk_board *b = s->b;
    const uint16_t *kind = b->kind;
    if (!s->kplaced) {
        memset(s->kcount, 0, sizeof(int) * (size_t)(s->nk + 1));
        for (int i = 0; i < s->cells; i++) {
            s->kcount[s->dmap[kind[i]]] += kind[i] != 0;
        }
        int at = 0;
        for (int k = 1; k <= s->nk; k++) {
            s->kstart[k] = at;
            at += s->kcount[k];
        }
        s->kplaced = true;
    }
    memset(s->kcount, 0, sizeof(int) * (size_t)(s->nk + 1));
    int cols = b->cols, rw = b->rw;
    uint64_t last = cols % 64 ? (UINT64_C(1) << (cols % 64)) - 1 : ~UINT64_C(0);
    for (int r = 0; r < b->rows; r++) {
        const uint64_t *e = b->row_empty + (size_t)r * (size_t)rw;
        for (int w = 0; w < rw; w++) {
            uint64_t occ = ~e[w] & (w == rw - 1 ? last : ~UINT64_C(0));
            while (occ) {
                int i = r * cols + 64 * w + __builtin_ctzll(occ);
                int k = s->dmap[kind[i]];
                s->klist[s->kstart[k] + s->kcount[k]++] = i;
                occ &= occ - 1;
            }
        }
    }
}

static bool asleep(const solver *s, size_t sb, size_t sn, mv m)
{
    for (size_t i = sb; i < sb + sn; i++) {
        if (s->sleep[i].a == m.a && s->sleep[i].b == m.b) {
            return true;
        }
    }
    return false;
}

/* Push the connected pairs of tiles t[0..n) (connections adj). */
static bool push_pairs(solver *s, const int *t, int n, const uint32_t *adj)
{
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if ((adj[i] >> j & 1u) && !push_move(s, (mv){t[i], t[j]})) {
                return false;
            }
        }
    }
    return true;
}

/* Awake moves of a kind's branch set (llk_kind_cover) into set; their
 * number, or -1 when the kind gives no rule. A sleeping move is in no
 * solution of this position (sleep sets, above), so it is left out. */
static int cover(const solver *s, size_t sb, size_t sn, const int *t, int n,
                 const uint32_t *adj, mv *set)
{
    int pa[SMALL_KIND * (SMALL_KIND - 1) / 2], pb[SMALL_KIND * (SMALL_KIND - 1) / 2];
    int m = llk_kind_cover(adj, n, pa, pb);
    int w = 0;
    for (int i = 0; i < m; i++) {
        int x = t[pa[i]], y = t[pb[i]];
        mv e = x < y ? (mv){x, y} : (mv){y, x};
        if (!asleep(s, sb, sn, e)) {
            set[w++] = e;
        }
    }
    return m < 0 ? -1 : w;
}

/* Cell i's row and column: from a table (s->rc) on boards that have one,
 * not a division per pair (which cost about a tenth of a shift mode's
 * search). */
static inline llk_cell cell_at(const solver *s, int i)
{
    return s->rc ? s->rc[i] : (llk_cell){i / s->cols, i % s->cols};
}

/* Test every pair of tiles t[0..n) and push the connected ones; n, or -1
 * when memory or time ran out. */
static int all_pairs(solver *s, const int *t, int n)
{
    for (int i = 0; i < n && !node_full(s); i++) {
        for (int j = i + 1; j < n; j++) {
            if (tests_expired(s)) {
                return -1;
            }
            if (llk_connected(s->b, cell_at(s, t[i]), cell_at(s, t[j])) &&
                !push_move(s, (mv){t[i], t[j]})) {
                return -1;
            }
        }
    }
    return n;
}

/* What gen_moves learns from the kinds, one at a time (kind_rule). */
typedef struct gen_state {
    bool rules;     /* no shift: the rules apply */
    bool incr;      /* no shift: connections kept per depth (s->g) */
    bool collected; /* klist holds this position's tiles */
    uint8_t *norule; /* per kind: known to give no rule (incr only) */
    int best_n;      /* the rule-chosen branch set (see cover()), -1: none */
    mv best[SMALL_KIND * (SMALL_KIND - 1) / 2];
    int safe_a, safe_b; /* a kind whose tiles can all be cleared now */
} gen_state;

/* Kind k's tiles into *t (buffer tbuf) and, where the rules may apply,
 * their connections into adj; their number (under 2: nothing to do), or
 * -1 when memory or time ran out. Kinds the rules skip have their moves
 * pushed here (*pushed set). */
static int kind_tiles(solver *s, gen_state *g, int k, int *tbuf, const int **t, uint32_t *adj,
                      bool *pushed)
{
    *pushed = false;
    if (g->incr && s->g.lock.start[k] - s->g.lock.start[k - 1] <= SMALL_KIND) {
        *t = tbuf;
        return llk_lock_kind_get(&s->g.lock, s->b, s->g.conn, s->depth, k, tbuf, adj);
    }
    if (g->incr) {
        int n = 0;
        for (int i = s->g.lock.start[k - 1]; i < s->g.lock.start[k]; i++) {
            n += s->b->kind[s->g.lock.cell[i]] != 0;
        }
        if (n < 2) {
            return n;
        }
        if (!g->collected) {
            collect(s); /* rare: a kind of more than SMALL_KIND tiles */
            g->collected = true;
        }
    }
    int n = s->kcount[k];
    *t = s->klist + s->kstart[k];
    if (n < 2) {
        return n;
    }
    const int *tt = *t;
    if (!g->rules || n > SMALL_KIND) {
        *pushed = true;
        return all_pairs(s, tt, n);
    }
    for (int i = 0; i < n; i++) {
        adj[i] = 0;
        for (int j = 0; j < n; j++) {
            if (j < i && (adj[j] >> i & 1u)) {
                adj[i] |= 1u << j;
            } else if (j > i && llk_connected_ix(s->b, tt[i], tt[j])) {
                adj[i] |= 1u << j;
            }
        }
    }
    return tests_expired(s) ? -1 : n;
}

/* Kind k's part of the rules: 1 when the search of kinds can stop (a safe
 * move, or a branch set of none), 0 to go on, -1 when memory or time ran
 * out. */
static int kind_rule(solver *s, size_t sb, size_t sn, gen_state *g, int k)
{
    int tbuf[SMALL_KIND];
    uint32_t adj[SMALL_KIND];
    const int *t = NULL;
    bool pushed;
    if (g->norule && g->norule[k]) {
        return 0; /* its moves are pushed below, when no rule applies */
    }
    bool small = g->incr && s->g.lock.start[k] - s->g.lock.start[k - 1] <= SMALL_KIND;
    int n = kind_tiles(s, g, k, tbuf, &t, adj, &pushed);
    if (n < 0) {
        return -1;
    }
    if (n < 2 || pushed) {
        return 0;
    }
    if (!small && !push_pairs(s, t, n, adj)) {
        return -1;
    }
    int fa, fb;
    uint32_t all = (n == 32) ? ~0u : ((1u << n) - 1);
    if (llk_kind_matching(adj, all, &fa, &fb)) {
        /* Clearing the whole kind now is safe: one move suffices. */
        g->safe_a = t[fa];
        g->safe_b = t[fb];
        return 1;
    }
    mv set[SMALL_KIND * (SMALL_KIND - 1) / 2];
    int m = cover(s, sb, sn, t, n, adj, set);
    if (m >= 0 && (g->best_n < 0 || m < g->best_n)) {
        g->best_n = m;
        memcpy(g->best, set, sizeof(mv) * (size_t)m);
        if (m == 0) {
            return 1; /* no solution starts anywhere: lost */
        }
    } else if (m < 0 && small) {
        g->norule[k] = 1; /* small kinds only: their moves are kept */
    }
    return 0;
}

/* The moves gen_moves settles on, pushed from base; their number, or -1
 * when memory ran out. */
static long gen_finish(solver *s, size_t sb, size_t sn, const gen_state *g, size_t base)
{
    if (g->safe_a >= 0) {
        s->moves_top = base;
        mv m = {g->safe_a, g->safe_b};
        if (asleep(s, sb, sn, m)) {
            return 0;
        }
        return push_move(s, m) ? 1 : -1;
    }
    if (g->best_n >= 0) {
        /* Some solution starts with one of these moves (cover()). */
        s->moves_top = base;
        for (int j = 0; j < g->best_n; j++) {
            if (!push_move(s, g->best[j])) {
                return -1;
            }
        }
        return g->best_n;
    }
    if (g->incr) {
        /* No rule: every move; small kinds' are kept per depth. */
        const int *pl = s->g.pairs + (size_t)s->depth * 2 * s->g.cap;
        for (size_t i = 0; i < s->g.npairs[s->depth]; i++) {
            if (!push_move(s, (mv){pl[2 * i], pl[2 * i + 1]})) {
                return -1;
            }
        }
    }
    if (sn > 0) {
        size_t w = base;
        for (size_t i = base; i < s->moves_top; i++) {
            if (!asleep(s, sb, sn, s->moves[i])) {
                s->moves[w++] = s->moves[i];
            } else if (s->shx || s->quad) {
                s->nodes++; /* it stands for the table hit it saves */
            }
        }
        s->moves_top = w;
    }
    return (long)(s->moves_top - base);
}

long llk_gen_moves(solver *s, size_t sb, size_t sn)
{
    size_t base = s->moves_top;
    s->gen_base = base;
    gen_state g; /* best is not cleared: only best_n of it is read */
    g.rules = s->monotone && !s->plain;
    g.incr = s->locks;
    g.collected = !g.incr;
    g.norule = NULL;
    g.best_n = -1;
    g.safe_a = g.safe_b = -1;
    if (!g.incr) {
        collect(s);
    } else {
        mv last = s->depth > 0 ? s->path[s->depth - 1] : (mv){-1, -1};
        g.norule = llk_gen_update(&s->g, s->b, s->depth, last.a, last.b);
    }
    bool forced = false; /* line shift modes: a rule's branches only */
    if (s->shx) {
        int f[2 * LLK_SHX_MAX];
        int nf = llk_shx_forced(s->shx, s->b, s->depth, s->klist, s->kstart, s->kcount, s->nk, f);
        for (int i = 0; i < nf; i++) {
            if (!push_move(s, (mv){f[2 * i], f[2 * i + 1]})) {
                return -1;
            }
        }
        forced = nf > 0;
    }
    for (int k = 1; k <= s->nk && !forced; k++) {
        int r = kind_rule(s, sb, sn, &g, k);
        if (r < 0) {
            return -1;
        }
        if (r > 0) {
            break;
        }
    }
    return gen_finish(s, sb, sn, &g, base);
}
