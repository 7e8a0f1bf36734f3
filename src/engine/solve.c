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
 * are checked for a locked set (solve_prune.c), which proves it lost; after
 * the limited runs the pairing search (solve_pair.c) gets one try as a
 * proof of loss (try_pairings). A position found lost with some
 * moves asleep is lost outright (a solution using a sleeping move would
 * give one to the sibling proven lost), so the table may keep it. Moves
 * are tried tiles with most occupied neighbours first (the first run and
 * the last, unlimited one; the runs between shuffle). With a shift these do not hold as stated: see
 * solve_shift.c for the line modes; outward and inward use the table and
 * sleep sets by quadrant (also there).
 */
#include <stdlib.h>
#include <string.h>

#include "shift_int.h"
#include "solve_search.h"

enum {
    DEFAULT_BUDGET_MS = 5000,
    CHECK_EVERY = 256,       /* nodes between clock checks */
    MAX_DEPTH = 5000,        /* deeper searches give up (stack) */
    ZOB_TABLE_MAX = 1 << 18, /* largest Zobrist table, in entries */
    TT_MIN_BITS = 12,
    RESTART_NODES = 1000, /* no shift: the first run's node limit */
    RESTART_RUNS = 6,     /* runs with a limit; the last has none */
    LOCK_MOVES = 3,       /* no shift: locked-set test with more moves */
    BIG_CELLS = 512,      /* boards from this size read the clock every node */
    PAIR_TESTS = 500,     /* no shift: the pairing search's tests, once */
    PAIR_NODES = 60,      /* ... each counted as this many nodes */
    RC_MAX_CELLS = 1 << 16 /* larger boards keep no table of rows and columns */
};

enum { R_FAIL, R_WIN, R_ABORT };


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

/* A shaped position is not the same position on another shape (its
 * tiles slide otherwise): the root's keys get the shape's, so that a memo
 * shared by searches on boards of one size (the thinker's) keeps them
 * apart. The full rectangle adds nothing. */
static void hash_shape(solver *s)
{
    const llk_board *b = s->b;
    uint64_t h = 0;
    for (int w = 0; b->holes > 0 && w < (s->cells + 63) / 64; w++) {
        h = mix64(h ^ b->hole[w] ^ (uint64_t)w << 48);
    }
    if (b->holes > 0) {
        s->h1 ^= mix64(h ^ 0x5348415045ULL);
        s->h2 ^= mix64(h ^ 0x7368617065ULL);
    }
}

static void hash_full(solver *s)
{
    s->h1 = s->h2 = 0;
    hash_shape(s);
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
    return s->stt ? llk_stt_has(s->stt, s->h1, s->h2) : llk_tt_has(s->ttp, s->h1, s->h2);
}

static void tt_put(solver *s)
{
    if (s->stt) {
        llk_stt_put(s->stt, s->h1, s->h2);
    } else {
        llk_tt_put(s->ttp, s->h1, s->h2);
    }
}

/* ---- growable stacks (llk_grow: solve_entry.c) -------------------- */

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

/* apply's shift in the corner modes on a compacted position: only the
 * quadrants of m's tiles can change (solve_shift.c), so only they are
 * compacted and looked at; the board is llk_shift_apply's. */
static bool apply_corners(solver *s, mv m)
{
    int rows = s->b->rows, cols = s->cols;
    unsigned mask = (1u << llk_quadrant_of(rows, cols, m.a)) |
                    (1u << llk_quadrant_of(rows, cols, m.b));
    llk_shift_corners(s->b, s->mode, s->from, mask);
    for (int q = 0; q < 4; q++) {
        if (!(mask & (1u << q))) {
            continue;
        }
        int r0, r1, c0, c1;
        llk_quadrant_box(rows, cols, q, &r0, &r1, &c0, &c1);
        for (int r = r0; r < r1; r++) {
            for (int i = r * cols + c0; i < r * cols + c1; i++) {
                if (s->from[i] >= 0 && s->from[i] != i &&
                    !record_move(s, i, s->from[i], s->b->kind[i])) {
                    return false;
                }
            }
        }
    }
    return true;
}

/* Remove m, then shift; the undo record goes on the undo stack. */
static bool apply(solver *s, mv m)
{
    llk_board *b = s->b;
    int k = b->kind[m.a];
    s->h1 ^= key1(s, m.a, k) ^ key1(s, m.b, k);
    s->h2 ^= key2(s, m.a, k) ^ key2(s, m.b, k);
    llk_board_set_ix(b, m.a, 0);
    llk_board_set_ix(b, m.b, 0);
    s->path[s->depth++] = m;
    s->narrow = true; /* until the whole board is shifted, below */
    if (s->mode == LLK_SHIFT_NONE) {
        return true;
    }
    const int *rec = NULL;
    int nrec = s->shx ? llk_shx_compact(s->shx, b, s->depth - 1, m.a, m.b, &rec) : -1;
    if (nrec < 0 && s->quad && (s->depth > 1 || s->quad_root)) {
        return apply_corners(s, m); /* the position was compacted */
    }
    if (nrec < 0) {
        s->narrow = false;
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

/* Undo apply(m) (k: m's kind; mark: the undo stack before it; narrow:
 * apply's s->narrow). When the position was compacted, the shift only
 * emptied cells (solve_shift.c), so every cell a tile moved to held a
 * tile before, one that moved away or one of m's: writing each tile back
 * where it came from and m's tiles back restores every cell, and a cell
 * that holds a tile before and after only changes kind. Otherwise the
 * cells tiles moved to are emptied first. */
static void undo(solver *s, mv m, int k, size_t mark, bool narrow)
{
    llk_board *b = s->b;
    for (size_t u = mark; u < s->undo_top && !narrow; u += 3) {
        int d = s->undo[u];
        llk_board_set_ix(b, d, 0);
    }
    for (size_t u = mark; u < s->undo_top; u += 3) {
        int f = s->undo[u + 1];
        llk_board_set_ix(b, f, s->undo[u + 2]);
    }
    s->undo_top = mark;
    llk_board_set_ix(b, m.a, k);
    llk_board_set_ix(b, m.b, k);
    s->depth--;
}

/* Whether z stays asleep after m (see search); *w: z's cells after m. */
static bool stays_asleep(const solver *s, mv z, mv m, mv *w)
{
    *w = z;
    bool apart = z.a != m.a && z.a != m.b && z.b != m.a && z.b != m.b;
    if (!apart || s->monotone) {
        return apart;
    }
    if (s->shx) {
        return llk_shx_sleeps(s->shx, s->depth, z.a, z.b, m.a, m.b, &w->a, &w->b);
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

/* A node's first checks: R_WIN (empty board), R_ABORT (a limit, the
 * clock, the cancel flag), R_FAIL (in the table), or -1: search it. */
static int node_check(solver *s)
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
    return -1;
}

/* The locked-set test (skipping it is always sound: it only prunes), at
 * the first position and where more than LOCK_MOVES moves (n) are left: a
 * locked set L stays locked after any move m (m's tiles are not in L,
 * whose tiles are joined to no partner, and partners only go), so each
 * child finds it, replaying the last record above. Measured: testing only
 * there costs more nodes but less time than testing wherever two moves are
 * left (18x8 and 18x10 deals). True: the position is lost. */
static bool node_locked(solver *s, long n)
{
    int d = s->depth;
    bool test = n > LOCK_MOVES || d == 0;
    if (test && llk_lock_found_from(&s->g.lock, s->b, d, d > 0 ? s->g.lock_rec[d - 1] : -1)) {
        return true;
    }
    s->g.lock_rec[d] = test ? d : s->g.lock_rec[d - 1];
    return false;
}

/* The order the node's n moves (from mbase) are tried in. */
static void node_order(solver *s, size_t mbase, long n)
{
    if (n < 1) {
        return; /* (the stack may not exist yet) */
    }
    mv *mv0 = s->moves + mbase;
    bool natural = s->seed == 0 && (s->run == 0 || s->run_end == 0); /* first, last run */
    if (s->monotone && !s->plain && natural && n > 1) {
        llk_order_moves(s->b, mv0, n);
    }
    if (s->back != NULL && !s->plain && natural && n > 1) {
        llk_order_back(s->back, mv0, n);
    }
    if (!natural && n > 1 &&
        (s->seed == 0 || s->monotone ||
         !llk_order_probe(s->b, s->dmap, s->kcount, s->h1 ^ mix64(s->seed), mv0, n))) {
        shuffle_moves(mv0, n, s->h1 ^ mix64((uint64_t)s->run ^ s->seed));
    }
    if (s->mode == LLK_SHIFT_NONE && !s->plain && !s->stt) {
        /* Nothing moves, so each child's key is known now: start loading
         * its table slot (a cache miss per node otherwise; measured on
         * 18x10 deals: 20% of the time went to the probe). */
        for (long i = 0; i < n; i++) {
            int k = s->b->kind[mv0[i].a];
            llk_tt_prefetch(s->ttp, s->h1 ^ key1(s, mv0[i].a, k) ^ key1(s, mv0[i].b, k));
        }
    }
}

/* The sleep set of the child after move i (m) of the node's moves (from
 * mbase), pushed on the sleep stack: the sleeping moves that stay possible
 * after m, inherited ones (sb, sn) and the siblings already tried (shift:
 * solve_shift.c). False when memory ran out. */
static bool child_sleep(solver *s, size_t sb, size_t sn, size_t mbase, long i, mv m)
{
    size_t cb = s->sleep_top;
    bool ok = true;
    for (size_t j = sb; j < sb + sn && ok && !sleep_full(s, cb); j++) {
        mv w;
        if (stays_asleep(s, s->sleep[j], m, &w)) {
            ok = push_sleep(s, w);
        }
    }
    for (long j = 0; j < i && ok && !sleep_full(s, cb); j++) {
        mv w;
        if (stays_asleep(s, s->moves[mbase + (size_t)j], m, &w)) {
            ok = push_sleep(s, w);
        }
    }
    return ok;
}

static int search(solver *s, size_t sb, size_t sn)
{
    int check = node_check(s);
    if (check >= 0) {
        return check;
    }
    size_t mbase = s->moves_top;
    long n = llk_gen_moves(s, sb, sn);
    if (n < 0) {
        return R_ABORT;
    }
    if (s->locks && node_locked(s, n)) {
        s->moves_top = mbase;
        tt_put(s);
        return R_FAIL;
    }
    node_order(s, mbase, n);
    int result = R_FAIL;
    uint64_t h1 = s->h1, h2 = s->h2;
    bool sleeps = !s->plain && (s->monotone || s->shx || s->quad);
    for (long i = 0; i < n; i++) {
        mv m = s->moves[mbase + (size_t)i];
        size_t cb = s->sleep_top;
        if (sleeps && !child_sleep(s, sb, sn, mbase, i, m)) {
            result = R_ABORT;
            break;
        }
        int k = s->b->kind[m.a];
        size_t mark = s->undo_top;
        bool applied = apply(s, m), narrow = s->narrow;
        int r = applied ? search(s, cb, s->sleep_top - cb) : R_ABORT;
        if (r == R_WIN) {
            /* Keep the board as won; the caller reads the path. */
            result = R_WIN;
            break;
        }
        undo(s, m, k, mark, narrow);
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

/* Each cell's row and column, for move generation; NULL on huge boards
 * (8 bytes a cell) or without memory, where it divides instead. */
static llk_cell *cell_table(int cells, int cols)
{
    llk_cell *rc = cells <= RC_MAX_CELLS ? malloc(sizeof(llk_cell) * (size_t)cells) : NULL;
    for (int i = 0; rc && i < cells; i++) {
        rc[i] = (llk_cell){i / cols, i % cols};
    }
    return rc;
}

static void solver_free(solver *s)
{
    llk_board_free(s->b);
    free(s->dmap);
    if (!s->shared) {
        LLK_FREE_EACH(s->z1, s->z2);
        llk_tt_free(&s->tt);
    }
    LLK_FREE_EACH(s->kstart, s->kcount, s->klist, s->moves, s->sleep, s->from,
                  s->rc, s->undo, s->path);
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
    s->back = memo->back;
    s->kmap = memo->kmap;
    s->z1 = memo->z1;
    s->z2 = memo->z2;
    s->ttp = &memo->tt;
    s->stt = memo->stt;
    return true;
}

/* No shift, after the limited runs: the pairing search (solve_pair.c) as
 * a proof of loss, with at most PAIR_TESTS locked-set tests, each counted
 * as PAIR_NODES nodes (about their time). R_FAIL: proven lost (the root
 * goes to the table); R_ABORT: nothing proven. Its lines are not taken:
 * on the deals measured it found none within its tests that the solver
 * had not found before (docs/engine.md). */
static int try_pairings(solver *s)
{
    long long tests = PAIR_TESTS;
    if (s->max_nodes > 0) {
        long long left = (s->max_nodes - s->nodes) / PAIR_NODES;
        tests = left < tests ? left : tests;
    }
    if (tests <= 0) {
        return R_ABORT;
    }
    long long used = 0;
    llk_verdict v = llk_pair_solve(s->b, tests, s->timed ? s->deadline : 0, s->cancel, NULL,
                                   NULL, &used);
    s->nodes += used * PAIR_NODES;
    if (v != LLK_UNSOLVABLE) {
        return R_ABORT;
    }
    tt_put(s);
    return R_FAIL;
}

/* The search from the root, in runs (see below); its verdict, with the
 * winning line in moves (room for tiles/2 pairs) and *nmoves. */
static llk_verdict run_search(solver *s, bool restarts, llk_pair *moves, int *nmoves)
{
    int r;
    for (s->run = 0;; s->run++) {
        if (restarts && s->run == RESTART_RUNS && (r = try_pairings(s)) != R_ABORT) {
            break;
        }
        /* Run r stops after RESTART_NODES << r nodes and starts again
         * with other move orders; the table keeps what was proven
         * lost, so no work is lost, and the runs double until one
         * ends. The first run and the last, unlimited one keep the
         * natural order: shuffled orders find late solutions sooner
         * but prove lost deals more slowly (measured: 18x10 deal 2119
         * took 1.47M nodes when the limited runs went on to 24, 1.16M
         * with 6; 18x8 deals' p95 and p99 nodes unchanged). */
        s->run_out = false;
        s->run_end = restarts && s->run < RESTART_RUNS
                         ? s->nodes + ((long long)RESTART_NODES << s->run)
                         : 0;
        r = search(s, 0, 0);
        if (r != R_ABORT || !s->run_out) {
            break;
        }
    }
    if (r == R_WIN) {
        if (nmoves) {
            *nmoves = s->depth;
        }
        for (int i = 0; moves && i < s->depth; i++) {
            moves[i].a = (llk_cell){s->path[i].a / s->cols, s->path[i].a % s->cols};
            moves[i].b = (llk_cell){s->path[i].b / s->cols, s->path[i].b % s->cols};
        }
        return LLK_SOLVED;
    }
    return r == R_FAIL && !s->incomplete ? LLK_UNSOLVABLE : LLK_UNKNOWN;
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
    s.rc = cell_table(s.cells, s.cols);
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
        v = run_search(&s, restarts, moves, nmoves);
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
