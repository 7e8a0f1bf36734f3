/* solve.c - the exact solver: depth-first search over positions with a
 * transposition table of positions proven lost (two independent 64-bit
 * Zobrist keys), move ordering, and pruning that is sound for the mode.
 *
 * Without shift (tiles never move, and a removable pair stays removable
 * as other tiles vanish), three reductions apply, each proven below:
 *  - a kind whose remaining tiles can all be cleared now is cleared first;
 *  - a kind whose pairs not connected now have no perfect matching (for
 *    instance a tile connected to every other tile of its kind): some
 *    solution (if any) starts with one of a few connected pairs of it
 *    (llk_kind_cover, solve_prune.c), so only those moves are tried, from
 *    the kind that gives the fewest;
 *  - sleep sets: once a move m failed from a position, no solution of a
 *    sibling position that leaves m's tiles in place uses m (it could have
 *    been played first), so m is not tried there again.
 * and the first position and those with more than LOCK_MOVES moves left
 * are checked for a locked set (solve_prune.c), which proves it lost. A position found lost with some
 * moves asleep is lost outright (a solution using a sleeping move would
 * give one to the sibling proven lost), so the table may keep it. Moves
 * are tried tiles with most occupied neighbours first (the first run and
 * the last, unlimited one; the runs between shuffle). With a shift these do not hold as stated: see
 * solve_shift.c for the line modes; outward and inward use the table and
 * sleep sets by quadrant (also there).
 */
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum {
    DEFAULT_BUDGET_MS = 5000,
    CHECK_EVERY = 256,       /* nodes between clock checks */
    MAX_DEPTH = 5000,        /* deeper searches give up (stack) */
    ZOB_TABLE_MAX = 1 << 18, /* largest Zobrist table, in entries */
    TT_MIN_BITS = 12,
    SMALL_KIND = 16, /* kinds with at most this many tiles get the rules */
    RESTART_NODES = 1000, /* no shift: the first run's node limit */
    RESTART_RUNS = 6,     /* runs with a limit; the last has none */
    LOCK_MOVES = 3,       /* no shift: locked-set test with more moves */
    /* A node keeps at most NODE_MOVES moves (a child as many sleeping ones)
     * once a stack holds FREE_STACK (no game board gets near); moves cut
     * leave a loss unproven (unknown). */
    NODE_MOVES = 1024,
    FREE_STACK = 1 << 16,
    BIG_CELLS = 512,      /* boards from this size read the clock every node */
    TEST_CHECK = 1024     /* connection tests between clock checks */
};

enum { R_FAIL, R_WIN, R_ABORT };

typedef llk_mv mv;

typedef struct solver {
    llk_board *b;
    llk_shift mode;
    bool monotone; /* no shift: tiles never move */
    bool plain;    /* baseline search */
    int cols, cells;
    int nk;       /* dense kinds 1..nk */
    int *dmap;    /* kind -> dense kind */
    const int *kmap; /* kind -> its row of keys: dmap, or a memo's ids */
    uint64_t *z1, *z2; /* (nk + 1) * cells keys, or NULL: mixed keys */
    uint64_t salt1, salt2;
    uint64_t h1, h2;
    llk_tt tt; /* positions proven lost (solve_tt.c) */
    llk_tt *ttp; /* the table searched: &tt, or a memo's */
    bool shared; /* keys and table are a memo's (not freed here) */
    const atomic_bool *cancel; /* stop when set (may be NULL) */
    int *kstart, *kcount, *klist; /* tiles grouped by dense kind */
    mv *moves;
    size_t moves_cap, moves_top;
    mv *sleep;
    size_t sleep_cap, sleep_top;
    int *from;
    int *undo; /* triples dst, src, kind */
    size_t undo_cap, undo_top;
    mv *path;
    int depth;
    llk_shx *shx; /* line shift modes: safe moves (solve_shift.c) */
    bool quad;      /* outward, inward: sleep sets by quadrant */
    bool quad_root; /* ... and the root is compacted */
    bool locks;  /* no shift: the locked-set test (solve_prune.c) */
    llk_gen g;   /* no shift: move generation and locked sets */
    long long nodes, max_nodes;
    long long run_end; /* restarts: this run's last node (0: no limit) */
    int run;
    bool run_out;      /* the run ended on its node limit */
    uint64_t seed;     /* not 0: moves in a probe's order from it */
    double deadline;
    bool timed;
    size_t gen_base;   /* this node's first move (push_move's cap) */
    bool incomplete;   /* some node's moves were cut: no proof of loss */
    long tests;        /* connection tests since the last clock check */
} solver;

/* ---- keys and the table ------------------------------------------- */

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline uint64_t key1(const solver *s, int cell, int kind)
{
    int dk = s->kmap[kind];
    if (s->z1) {
        return s->z1[(size_t)dk * (size_t)s->cells + (size_t)cell];
    }
    return mix64(s->salt1 ^ ((uint64_t)cell << 20 | (uint64_t)dk));
}

static inline uint64_t key2(const solver *s, int cell, int kind)
{
    int dk = s->kmap[kind];
    if (s->z2) {
        return s->z2[(size_t)dk * (size_t)s->cells + (size_t)cell];
    }
    return mix64(s->salt2 ^ ((uint64_t)cell << 20 | (uint64_t)dk));
}

static bool keys_init(solver *s)
{
    llk_rng rng;
    llk_rng_seed(&rng, 0x6C6C6B5A6F62ULL); /* fixed: same keys everywhere */
    s->salt1 = llk_rng_next(&rng);
    s->salt2 = llk_rng_next(&rng);
    size_t n = (size_t)(s->nk + 1) * (size_t)s->cells;
    if (n > ZOB_TABLE_MAX) {
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

static void hash_full(solver *s)
{
    s->h1 = s->h2 = 0;
    for (int i = 0; i < s->cells; i++) {
        int k = s->b->kind[i];
        if (k) {
            s->h1 ^= key1(s, i, k);
            s->h2 ^= key2(s, i, k);
        }
    }
}

static bool tt_has(const solver *s)
{
    return llk_tt_has(s->ttp, s->h1, s->h2);
}

static void tt_put(solver *s)
{
    llk_tt_put(s->ttp, s->h1, s->h2);
}

/* ---- growable stacks (llk_grow: solve_entry.c) -------------------- */

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

/* Whether a child's sleep set (from cb) is full (fewer only search more). */
static bool sleep_full(const solver *s, size_t cb)
{
    return s->sleep_top - cb >= NODE_MOVES && s->sleep_top >= FREE_STACK;
}

static bool push_sleep(solver *s, mv m)
{
    if (!llk_grow((void **)&s->sleep, &s->sleep_cap, s->sleep_top + 1, sizeof(mv))) {
        return false;
    }
    s->sleep[s->sleep_top++] = m;
    return true;
}

/* ---- positions ---------------------------------------------------- */

/* Group the tiles by dense kind, each group in row-major order. */
static void collect(solver *s)
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

/* Push this position's moves; returns their number (0: lost), or -1 when
 * memory ran out. */
static long gen_moves(solver *s, size_t sb, size_t sn)
{
    size_t base = s->moves_top;
    s->gen_base = base;
    bool rules = s->monotone && !s->plain;
    bool incr = s->locks;
    uint8_t *norule = NULL; /* per kind: known to give no rule */
    bool collected = !incr;  /* klist holds this position's tiles */
    if (!incr) {
        collect(s);
    } else {
        mv last = s->depth > 0 ? s->path[s->depth - 1] : (mv){-1, -1};
        norule = llk_gen_update(&s->g, s->b, s->depth, last.a, last.b);
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
    /* The rule-chosen branch set (see cover()): best_n moves. */
    int best_n = -1;
    mv best[SMALL_KIND * (SMALL_KIND - 1) / 2];
    /* A kind whose tiles can all be cleared now: move (safe_a, safe_b). */
    int safe_a = -1, safe_b = -1;
    for (int k = 1; k <= s->nk && !forced; k++) {
        int tbuf[SMALL_KIND];
        uint32_t adj[SMALL_KIND];
        int n;
        const int *t;
        if (norule && norule[k]) {
            continue; /* its moves are pushed below, when no rule applies */
        }
        bool small = incr && s->g.lock.start[k] - s->g.lock.start[k - 1] <= SMALL_KIND;
        if (small) {
            n = llk_lock_kind_get(&s->g.lock, s->b, s->g.conn, s->depth, k, tbuf, adj);
            t = tbuf;
        } else {
            if (incr) {
                n = 0;
                for (int i = s->g.lock.start[k - 1]; i < s->g.lock.start[k]; i++) {
                    n += s->b->kind[s->g.lock.cell[i]] != 0;
                }
                if (n < 2) {
                    continue;
                }
                if (!collected) {
                    collect(s); /* rare: a kind of more than SMALL_KIND tiles */
                    collected = true;
                }
            }
            n = s->kcount[k];
            t = s->klist + s->kstart[k];
            if (n < 2) {
                continue;
            }
            if (!rules || n > SMALL_KIND) {
                for (int i = 0; i < n && !node_full(s); i++) {
                    for (int j = i + 1; j < n; j++) {
                        if (tests_expired(s)) {
                            return -1;
                        }
                        if (llk_connected_ix(s->b, t[i], t[j]) && !push_move(s, (mv){t[i], t[j]})) {
                            return -1;
                        }
                    }
                }
                continue;
            }
            for (int i = 0; i < n; i++) {
                adj[i] = 0;
                for (int j = 0; j < n; j++) {
                    if (j < i && (adj[j] >> i & 1u)) {
                        adj[i] |= 1u << j;
                    } else if (j > i && llk_connected_ix(s->b, t[i], t[j])) {
                        adj[i] |= 1u << j;
                    }
                }
            }
            if (tests_expired(s)) {
                return -1;
            }
        }
        if (n < 2) {
            continue;
        }
        if (!small && !push_pairs(s, t, n, adj)) {
            return -1;
        }
        int fa, fb;
        uint32_t all = (n == 32) ? ~0u : ((1u << n) - 1);
        if (llk_kind_matching(adj, all, &fa, &fb)) {
            /* Clearing the whole kind now is safe: one move suffices. */
            safe_a = t[fa];
            safe_b = t[fb];
            break;
        }
        mv set[SMALL_KIND * (SMALL_KIND - 1) / 2];
        int m = cover(s, sb, sn, t, n, adj, set);
        if (m >= 0 && (best_n < 0 || m < best_n)) {
            best_n = m;
            memcpy(best, set, sizeof(mv) * (size_t)m);
            if (m == 0) {
                break; /* no solution starts anywhere: lost */
            }
        } else if (m < 0 && small) {
            norule[k] = 1; /* small kinds only: their moves are kept */
        }
    }
    if (safe_a >= 0) {
        s->moves_top = base;
        mv m = {safe_a, safe_b};
        if (asleep(s, sb, sn, m)) {
            return 0;
        }
        return push_move(s, m) ? 1 : -1;
    }
    if (best_n >= 0) {
        /* Some solution starts with one of these moves (cover()). */
        s->moves_top = base;
        for (int j = 0; j < best_n; j++) {
            if (!push_move(s, best[j])) {
                return -1;
            }
        }
        return best_n;
    }
    if (incr) {
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

/* The tile of kind kk moved from f to i: undo record and keys. */
static bool record_move(solver *s, int i, int f, int kk)
{
    if (!llk_grow((void **)&s->undo, &s->undo_cap, s->undo_top + 3, sizeof(int))) {
        return false;
    }
    s->undo[s->undo_top++] = i;
    s->undo[s->undo_top++] = f;
    s->undo[s->undo_top++] = kk;
    s->h1 ^= key1(s, f, kk) ^ key1(s, i, kk);
    s->h2 ^= key2(s, f, kk) ^ key2(s, i, kk);
    return true;
}

/* Remove m, then shift; the undo record goes on the undo stack. */
static bool apply(solver *s, mv m)
{
    llk_board *b = s->b;
    int k = b->kind[m.a];
    s->h1 ^= key1(s, m.a, k) ^ key1(s, m.b, k);
    s->h2 ^= key2(s, m.a, k) ^ key2(s, m.b, k);
    llk_board_set(b, m.a / s->cols, m.a % s->cols, 0);
    llk_board_set(b, m.b / s->cols, m.b % s->cols, 0);
    s->path[s->depth++] = m;
    if (s->mode == LLK_SHIFT_NONE) {
        return true;
    }
    const int *rec = NULL;
    int nrec = s->shx ? llk_shx_compact(s->shx, b, s->depth - 1, m.a, m.b, &rec) : -1;
    if (nrec < 0) {
        llk_shift_apply(b, s->mode, s->from);
    }
    for (int i = 0; nrec < 0 && i < s->cells; i++) {
        if (s->from[i] >= 0 && s->from[i] != i && !record_move(s, i, s->from[i], b->kind[i])) {
            return false;
        }
    }
    for (int i = 0; i < nrec; i++) {
        if (!record_move(s, rec[3 * i], rec[3 * i + 1], rec[3 * i + 2])) {
            return false;
        }
    }
    return true;
}

static void undo(solver *s, mv m, int k, size_t mark)
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

/* Whether z stays asleep after m (see search). */
static bool independent(const solver *s, mv z, mv m)
{
    bool apart = z.a != m.a && z.a != m.b && z.b != m.a && z.b != m.b;
    if (!apart || s->monotone) {
        return apart;
    }
    if (s->shx) {
        return llk_shx_independent(s->shx, s->depth, z.a, z.b, m.a, m.b);
    }
    return (s->depth > 0 || s->quad_root) &&
           llk_quad_independent(s->b->rows, s->cols, z.a, z.b, m.a, m.b);
}

/* A fixed shuffle of n moves from seed (restart orders). */
static void shuffle_moves(mv *m, long n, uint64_t seed)
{
    for (long i = n - 1; i > 0; i--) {
        seed = mix64(seed + 0x9E3779B97F4A7C15ULL);
        long j = (long)(seed % (uint64_t)(i + 1));
        mv t = m[i];
        m[i] = m[j];
        m[j] = t;
    }
}

static int search(solver *s, size_t sb, size_t sn)
{
    if (s->b->tiles == 0) {
        return R_WIN;
    }
    s->nodes++;
    if (s->max_nodes > 0 && s->nodes > s->max_nodes) {
        return R_ABORT;
    }
    if (s->run_end > 0 && s->nodes > s->run_end) {
        s->run_out = true;
        return R_ABORT;
    }
    if (s->timed && ((s->nodes & (CHECK_EVERY - 1)) == 0 || s->cells >= BIG_CELLS) &&
        llk_now_ms() > s->deadline) {
        return R_ABORT;
    }
    if (s->depth >= MAX_DEPTH ||
        (s->cancel != NULL && atomic_load_explicit(s->cancel, memory_order_relaxed))) {
        return R_ABORT;
    }
    if (!s->plain && tt_has(s)) {
        return R_FAIL;
    }
    size_t mbase = s->moves_top;
    long n = gen_moves(s, sb, sn);
    if (n < 0) {
        return R_ABORT;
    }
    /* The locked-set test (skipping it is always sound: it only prunes),
     * at the first position and where more than LOCK_MOVES moves are
     * left: a locked set L stays locked after any move m (m's tiles are
     * not in L, whose tiles are joined to no partner, and partners only
     * go), so each child finds it, replaying the last record above.
     * Measured: testing only there costs more nodes but less time than
     * testing wherever two moves are left (18x8 and 18x10 deals). */
    if (s->locks) {
        int d = s->depth;
        bool test = n > LOCK_MOVES || d == 0;
        if (test && llk_lock_found_from(&s->g.lock, s->b, d, d > 0 ? s->g.lock_rec[d - 1] : -1)) {
            s->moves_top = mbase;
            tt_put(s);
            return R_FAIL;
        }
        s->g.lock_rec[d] = test ? d : s->g.lock_rec[d - 1];
    }
    bool natural = s->seed == 0 && (s->run == 0 || s->run_end == 0); /* first, last run */
    if (s->monotone && !s->plain && natural && n > 1) {
        llk_order_moves(s->b, s->moves + mbase, n);
    }
    if (!natural && n > 1 &&
        (s->seed == 0 || s->monotone ||
         !llk_order_probe(s->b, s->dmap, s->kcount, s->h1 ^ mix64(s->seed), s->moves + mbase, n))) {
        shuffle_moves(s->moves + mbase, n, s->h1 ^ mix64((uint64_t)s->run ^ s->seed));
    }
    int result = R_FAIL;
    uint64_t h1 = s->h1, h2 = s->h2;
    if (s->mode == LLK_SHIFT_NONE && !s->plain) {
        /* Nothing moves, so each child's key is known now: start loading
         * its table slot (a cache miss per node otherwise; measured on
         * 18x10 deals: 20% of the time went to the probe). */
        for (long i = 0; i < n; i++) {
            mv m = s->moves[mbase + (size_t)i];
            int k = s->b->kind[m.a];
            llk_tt_prefetch(s->ttp, h1 ^ key1(s, m.a, k) ^ key1(s, m.b, k));
        }
    }
    for (long i = 0; i < n; i++) {
        mv m = s->moves[mbase + (size_t)i];
        size_t cb = s->sleep_top;
        if (!s->plain && (s->monotone || s->shx || s->quad)) {
            /* Sleeping moves that stay possible after m: inherited ones
             * and the siblings already tried (shift: solve_shift.c). */
            bool ok = true;
            for (size_t j = sb; j < sb + sn && ok && !sleep_full(s, cb); j++) {
                mv z = s->sleep[j];
                if (independent(s, z, m)) {
                    ok = push_sleep(s, z);
                }
            }
            for (long j = 0; j < i && ok && !sleep_full(s, cb); j++) {
                mv z = s->moves[mbase + (size_t)j];
                if (independent(s, z, m)) {
                    ok = push_sleep(s, z);
                }
            }
            if (!ok) {
                result = R_ABORT;
                break;
            }
        }
        int k = s->b->kind[m.a];
        size_t mark = s->undo_top;
        int r = apply(s, m) ? search(s, cb, s->sleep_top - cb) : R_ABORT;
        if (r == R_WIN) {
            /* Keep the board as won; the caller reads the path. */
            result = R_WIN;
            break;
        }
        undo(s, m, k, mark);
        s->h1 = h1;
        s->h2 = h2;
        s->sleep_top = cb;
        if (r == R_ABORT) {
            result = R_ABORT;
            break;
        }
    }
    s->moves_top = mbase;
    if (result == R_FAIL && !s->plain) {
        tt_put(s);
    }
    return result;
}

static void solver_free(solver *s)
{
    llk_board_free(s->b);
    free(s->dmap);
    if (!s->shared) {
        free(s->z1);
        free(s->z2);
        llk_tt_free(&s->tt);
    }
    free(s->kstart);
    free(s->kcount);
    free(s->klist);
    free(s->moves);
    free(s->sleep);
    free(s->from);
    free(s->undo);
    free(s->path);
    if (s->locks) {
        llk_gen_free(&s->g);
    }
    llk_shx_free(s->shx);
}

/* Keys and table: a memo's (what earlier searches proved lost), or own. */
static bool keys_and_table(solver *s, const llk_board *b, llk_memo *memo)
{
    if (memo == NULL) {
        s->kmap = s->dmap;
        s->ttp = &s->tt;
        return keys_init(s) && llk_tt_resize(&s->tt, (size_t)1 << TT_MIN_BITS);
    }
    if (memo->rows != b->rows || memo->cols != b->cols || memo->mode != s->mode ||
        !llk_memo_prepare(memo, b)) {
        return false;
    }
    s->shared = true;
    s->kmap = memo->kmap;
    s->z1 = memo->z1;
    s->z2 = memo->z2;
    s->ttp = &memo->tt;
    return true;
}

llk_verdict llk_solve_seeded(const llk_board *b, llk_shift mode, const llk_solve_opts *opts,
                             llk_memo *memo, const atomic_bool *cancel, uint64_t seed,
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
    if ((int)mode < 0 || mode >= LLK_SHIFT_COUNT) {
        mode = LLK_SHIFT_NONE;
    }
    if (b->tiles == 0) {
        return LLK_SOLVED;
    }
    solver s;
    memset(&s, 0, sizeof s);
    s.dmap = malloc((LLK_MAX_KIND + 1) * sizeof(int));
    llk_verdict v = LLK_UNKNOWN;
    if (!s.dmap) {
        return LLK_UNKNOWN;
    }
    if (!llk_kinds_even(b, &s.nk, s.dmap)) {
        free(s.dmap);
        if (stats) {
            stats->ms = llk_now_ms() - t0;
        }
        return LLK_UNSOLVABLE; /* every move removes two of one kind */
    }
    s.b = llk_board_clone(b);
    s.mode = mode;
    s.monotone = mode == LLK_SHIFT_NONE;
    s.plain = o.plain;
    s.cols = b->cols;
    s.cells = b->rows * b->cols;
    s.max_nodes = o.max_nodes;
    s.cancel = cancel;
    s.seed = seed;
    long budget = o.budget_ms == 0 ? DEFAULT_BUDGET_MS : o.budget_ms;
    s.timed = budget > 0;
    s.deadline = t0 + (double)budget;
    s.kstart = malloc(sizeof(int) * (size_t)(s.nk + 2));
    s.kcount = malloc(sizeof(int) * (size_t)(s.nk + 2));
    s.klist = malloc(sizeof(int) * (size_t)s.cells);
    s.from = malloc(sizeof(int) * (size_t)s.cells);
    s.path = malloc(sizeof(mv) * (size_t)(b->tiles / 2 + 1));
    if (s.b && s.kstart && s.kcount && s.klist && s.from && s.path &&
        keys_and_table(&s, b, memo)) {
        /* No shift: locked sets (skipped on huge boards), and restarts. */
        bool restarts = s.monotone && !s.plain && seed == 0;
        s.locks = s.monotone && !s.plain && llk_gen_init(&s.g, b, s.dmap, s.nk, SMALL_KIND);
        s.shx = s.monotone || s.plain ? NULL : llk_shx_new(b, mode); /* NULL: no rules */
        s.quad = !s.plain && (mode == LLK_SHIFT_OUTWARD || mode == LLK_SHIFT_INWARD);
        s.quad_root = s.quad && llk_shift_fixed(b, mode);
        hash_full(&s);
        int r;
        for (s.run = 0;; s.run++) {
            /* Run r stops after RESTART_NODES << r nodes and starts again
             * with other move orders; the table keeps what was proven
             * lost, so no work is lost, and the runs double until one
             * ends. The first run and the last, unlimited one keep the
             * natural order: shuffled orders find late solutions sooner
             * but prove lost deals more slowly (measured: 18x10 deal 2119
             * took 1.47M nodes when the limited runs went on to 24, 1.16M
             * with 6; 18x8 deals' p95 and p99 nodes unchanged). */
            s.run_out = false;
            s.run_end = restarts && s.run < RESTART_RUNS
                            ? s.nodes + ((long long)RESTART_NODES << s.run)
                            : 0;
            r = search(&s, 0, 0);
            if (r != R_ABORT || !s.run_out) {
                break;
            }
        }
        if (r == R_WIN) {
            v = LLK_SOLVED;
            if (nmoves) {
                *nmoves = s.depth;
            }
            for (int i = 0; moves && i < s.depth; i++) {
                moves[i].a = (llk_cell){s.path[i].a / s.cols, s.path[i].a % s.cols};
                moves[i].b = (llk_cell){s.path[i].b / s.cols, s.path[i].b % s.cols};
            }
        } else if (r == R_FAIL && !s.incomplete) {
            v = LLK_UNSOLVABLE;
        }
    }
    if (memo != NULL && s.incomplete) {
        llk_memo_clear(memo); /* what a search with moves cut put there */
    }
    if (stats) {
        stats->nodes = s.nodes;
        stats->ms = llk_now_ms() - t0;
    }
    solver_free(&s);
    return v;
}
