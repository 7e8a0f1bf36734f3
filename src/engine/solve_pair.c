/* solve_pair.c - pairings before orders where no tile ever moves (no
 * shift, issue 35): choose which tiles of each kind pair with which, and
 * only then ask whether some order removes those pairs.
 *
 * A pairing gives every tile one partner of its kind. Write allowed(t)
 * for the partners a partial choice still leaves tile t (every other tile
 * of its kind while its kind is not chosen; its one partner once it is).
 * A set T of tiles is locked under the choice when for every t in T and
 * every p in allowed(t), t and p are not joined on the board holding only
 * T and p.
 *
 * Claim 1: a locked set proves that no line (clearing sequence) whose
 * pairs are consistent with the choice exists. Take such a line and its
 * first move removing a tile of T, t with partner p; p is in allowed(t),
 * and the board at that move holds all of T and p (nothing of T went
 * before), and t and p are joined on it. Emptying every other cell keeps
 * the path (a path needs only empty cells), so they are joined on the
 * board of T and p: T is not locked. Deleting from T (all tiles) a tile t
 * joined to some p in allowed(t) on the board of T and p, until none is
 * left to delete, leaves the largest locked set (solve_prune.c: a tile so
 * deleted belongs to no locked subset, since a subset joins t and p on
 * fewer tiles). Without any choice this is the locked-set test
 * solve_prune.c's solver runs; a choice only takes partners away, so it
 * proves more. In particular a cycle in the "must go before" relation of
 * the chosen pairs (P must go before Q when Q is not joined on the board
 * of P and Q) is a locked set: the tiles of the cycle's pairs.
 *
 * Claim 2: for a complete pairing the test is exact: when nothing is
 * left, the pairs removed in the order in which the deletions first touch
 * them form a line. When the deletion of t (partner p, still in T, since
 * the pair was not touched before) first touches the pair, the board of
 * that line holds the tiles of the pairs not yet touched, a subset of T
 * that holds t and p; t and p are joined on T (p is in it), so on the
 * subset too. Tiles never move, so a removed pair stays removed.
 *
 * Claim 3: a choice whose every completion fails may be recorded as a
 * failed partial choice (a nogood: a set of literals "kind k paired by
 * matching m") and any later choice containing it rejected. A locked set
 * T gives the nogood of the chosen kinds with a tile in T: a completion
 * only narrows the allowed sets of T's other tiles, which keeps T locked.
 * When every matching m of a kind k fails, each with a nogood N_m, the
 * union of the N_m less k's literals is a nogood: a choice containing it
 * and k = m contains N_m. When some N_m does not hold k's literal it is a
 * nogood of the choice before k, and the search goes back past every
 * kind it does not name (conflict-directed backjumping).
 *
 * So the search is complete: it chooses the kinds one at a time, every
 * matching of the chosen kind in turn, and answers winnable at the first
 * complete pairing with no locked set (with its line, Claim 2) and lost
 * when the root's nogood is empty. At each choice every matching of every
 * kind not chosen yet is tested (a recorded nogood or a locked set with
 * it; each refutation is recorded): a kind with none left fails the
 * choice (the union of their nogoods less its own literal), and the kind
 * with the fewest left is branched on. Without that look-ahead the search
 * did not finish hard boards (measured: docs/engine.md). A node is one
 * locked-set test. Kinds of more than PAIR_KIND tiles and boards of more than
 * PAIR_TILES tiles are not handled (unknown).
 */
#include <stdlib.h>
#include <string.h>

#include "solve_int.h"

enum {
    PAIR_KIND = 8,        /* largest kind handled (105 matchings) */
    PAIR_TILES = 512,     /* larger boards: not handled (as solve_prune.c) */
    MATCH_MAX = 105,
    NOGOOD_LITS = 1 << 18 /* literal slots of recorded nogoods */
};

typedef struct pmatch {
    uint8_t p[PAIR_KIND]; /* partner of each local tile */
} pmatch;

typedef struct psolver {
    int rows, cols, nt, nk;
    int *cell;    /* tiles grouped by dense kind */
    int *kof;     /* tile -> dense kind (0-based) */
    int *kstart, *kn;
    uint8_t *allowed; /* tile -> mask of local partners */
    int *dec;         /* kind -> matching chosen, -1 none */
    uint64_t *re, *ce; /* empty masks of T */
    uint8_t *in;      /* tile in T */
    int *order, nord; /* the last test's deletions */
    int words;        /* words of a conflict set */
    uint64_t *cs;     /* per depth: conflict sets (2 a depth) */
    /* nogoods: literal lists, each indexed under every literal */
    int *lits;        /* kind, matching pairs, -1 -1 ends a nogood */
    int nlits;
    int **watch;      /* (kind, matching) -> nogood starts */
    int *nwatch;
    size_t *cwatch;
    long long nodes, max_nodes;
    double deadline;            /* llk_now_ms; 0: none */
    const atomic_bool *cancel;  /* may be NULL */
    pmatch *mt[PAIR_KIND / 2 + 1]; /* matchings of 2, 4, 6, 8 tiles */
    int nmt[PAIR_KIND / 2 + 1];
} psolver;

/* Every perfect matching of n tiles (n even, at most PAIR_KIND) into out. */
static void matchings(int n, uint8_t *cur, uint8_t used, pmatch *out, int *nout)
{
    int first = 0;
    while (first < n && (used & (1u << first))) {
        first++;
    }
    if (first == n) {
        memcpy(out[*nout].p, cur, PAIR_KIND);
        (*nout)++;
        return;
    }
    for (int j = first + 1; j < n; j++) {
        if (!(used & (1u << j))) {
            cur[first] = (uint8_t)j;
            cur[j] = (uint8_t)first;
            matchings(n, cur, (uint8_t)(used | 1u << first | 1u << j), out, nout);
        }
    }
}

static void set_cell(psolver *s, int c, bool empty)
{
    int r = c / s->cols, col = c % s->cols;
    if (empty) {
        s->re[r] |= 1ULL << col;
        s->ce[col] |= 1ULL << r;
    } else {
        s->re[r] &= ~(1ULL << col);
        s->ce[col] &= ~(1ULL << r);
    }
}

static bool joined(const psolver *s, int a, int z)
{
    return llk_masks_path(s->re, s->ce, s->rows, s->cols,
                          (llk_cell){a / s->cols, a % s->cols},
                          (llk_cell){z / s->cols, z % s->cols}, NULL);
}

/* The largest locked set under the current choice (Claim 1): s->in marks
 * it, s->order the deletions; returns whether it is non-empty. */
static bool locked(psolver *s)
{
    memset(s->re, 0, sizeof(uint64_t) * (size_t)s->rows);
    memset(s->ce, 0, sizeof(uint64_t) * (size_t)s->cols);
    for (int r = 0; r < s->rows; r++) {
        s->re[r] = s->cols == 64 ? ~0ULL : (1ULL << s->cols) - 1;
    }
    for (int c = 0; c < s->cols; c++) {
        s->ce[c] = s->rows == 64 ? ~0ULL : (1ULL << s->rows) - 1;
    }
    for (int i = 0; i < s->nt; i++) {
        set_cell(s, s->cell[i], false);
        s->in[i] = 1;
    }
    int left = s->nt;
    s->nord = 0;
    for (bool changed = true; changed && left > 0;) {
        changed = false;
        for (int i = 0; i < s->nt; i++) {
            if (!s->in[i]) {
                continue;
            }
            int k = s->kof[i], base = s->kstart[k];
            for (int j = 0; j < s->kn[k]; j++) {
                if (!(s->allowed[i] & (1u << j))) {
                    continue;
                }
                int p = base + j;
                if (!s->in[p]) {
                    set_cell(s, s->cell[p], false);
                }
                bool ok = joined(s, s->cell[i], s->cell[p]);
                if (!s->in[p]) {
                    set_cell(s, s->cell[p], true);
                }
                if (ok) {
                    s->in[i] = 0;
                    set_cell(s, s->cell[i], true);
                    s->order[s->nord++] = i;
                    left--;
                    changed = true;
                    break;
                }
            }
        }
    }
    return left > 0;
}

static void choose(psolver *s, int k, int m)
{
    s->dec[k] = m;
    const pmatch *pm = m >= 0 ? &s->mt[s->kn[k] / 2][m] : NULL;
    for (int j = 0; j < s->kn[k]; j++) {
        int all = ((1u << s->kn[k]) - 1) & ~(1u << j);
        s->allowed[s->kstart[k] + j] = (uint8_t)(pm ? 1u << pm->p[j] : (unsigned)all);
    }
}

/* Whether a recorded nogood holding (k, m) holds now (k already set to
 * m); its kinds go to out. */
static bool nogood_hit(const psolver *s, int k, int m, uint64_t *out)
{
    int w = k * MATCH_MAX + m;
    for (int i = 0; i < s->nwatch[w]; i++) {
        const int *l = s->lits + s->watch[w][i];
        bool all = true;
        for (const int *q = l; q[0] >= 0 && all; q += 2) {
            all = s->dec[q[0]] == q[1];
        }
        if (all) {
            memset(out, 0, sizeof(uint64_t) * (size_t)s->words);
            for (const int *q = l; q[0] >= 0; q += 2) {
                out[q[0] / 64] |= 1ULL << (q[0] % 64);
            }
            return true;
        }
    }
    return false;
}

/* Record the current choices of the kinds in cs as a nogood (Claim 3). */
static void nogood_put(psolver *s, const uint64_t *cs)
{
    int n = 0;
    for (int k = 0; k < s->nk; k++) {
        n += (cs[k / 64] >> (k % 64)) & 1;
    }
    if (n == 0 || s->nlits + 2 * n + 2 > NOGOOD_LITS) {
        return;
    }
    int start = s->nlits;
    for (int k = 0; k < s->nk; k++) {
        if ((cs[k / 64] >> (k % 64)) & 1) {
            int w = k * MATCH_MAX + s->dec[k];
            if (!llk_grow((void **)&s->watch[w], &s->cwatch[w], (size_t)s->nwatch[w] + 1,
                          sizeof(int))) {
                return; /* forgetting is sound; the slots written stay unused */
            }
            s->lits[s->nlits++] = k;
            s->lits[s->nlits++] = s->dec[k];
        }
    }
    s->lits[s->nlits++] = -1;
    s->lits[s->nlits++] = -1;
    for (const int *q = s->lits + start; q[0] >= 0; q += 2) {
        int w = q[0] * MATCH_MAX + q[1];
        s->watch[w][s->nwatch[w]++] = start;
    }
}

/* The kinds chosen (of more than two tiles) with a tile in the locked set
 * just found, into cs: a nogood (Claim 3). */
static void locked_kinds(const psolver *s, uint64_t *cs)
{
    memset(cs, 0, sizeof(uint64_t) * (size_t)s->words);
    for (int i = 0; i < s->nt; i++) {
        int k = s->kof[i];
        if (s->in[i] && s->kn[k] > 2 && s->dec[k] >= 0) {
            cs[k / 64] |= 1ULL << (k % 64);
        }
    }
}

/* One locked-set test, counted: 1 locked, 0 not, -1 out of tests. */
static int test(psolver *s)
{
    if ((s->max_nodes > 0 && s->nodes >= s->max_nodes) ||
        (s->deadline > 0 && llk_now_ms() > s->deadline) ||
        (s->cancel != NULL && atomic_load_explicit(s->cancel, memory_order_relaxed))) {
        return -1;
    }
    s->nodes++;
    return locked(s);
}

/* Whether the choice k = m (made) fails at once: a recorded nogood or a
 * locked set (recorded then); its nogood into cs. -1: out of tests. */
static int refuted(psolver *s, int k, int m, uint64_t *cs)
{
    if (nogood_hit(s, k, m, cs)) {
        return 1;
    }
    int r = test(s);
    if (r == 1) {
        locked_kinds(s, cs);
        nogood_put(s, cs);
    }
    return r;
}

/* The kind to branch on (-1: every kind chosen): the one with the fewest
 * matchings not refuted at once (every matching of every kind tried; a
 * kind with none fails: its nogood, the union of theirs less itself, goes
 * to cs and -2 is returned; -3: out of tests). */
static int pick(psolver *s, uint64_t *cs, uint64_t *tmp)
{
    int best = -1, fewest = MATCH_MAX + 1;
    for (int k = 0; k < s->nk; k++) {
        if (s->dec[k] >= 0) {
            continue;
        }
        int n = s->nmt[s->kn[k] / 2], alive = 0;
        memset(cs, 0, sizeof(uint64_t) * (size_t)s->words);
        for (int m = 0; m < n; m++) {
            choose(s, k, m);
            int r = refuted(s, k, m, tmp);
            choose(s, k, -1);
            if (r < 0) {
                return -3;
            }
            if (r == 0) {
                alive++;
            } else {
                for (int w = 0; w < s->words; w++) {
                    cs[w] |= tmp[w];
                }
            }
        }
        if (alive == 0) {
            cs[k / 64] &= ~(1ULL << (k % 64));
            nogood_put(s, cs);
            return -2;
        }
        if (alive < fewest) {
            fewest = alive;
            best = k;
        }
    }
    return best;
}

/* Search below the current choice at depth d (not locked): 1 a line (the
 * choice kept, s->order its deletions), 0 none (the nogood's kinds in
 * slot 2 d of s->cs), -1 out of tests. */
static int search(psolver *s, int d)
{
    size_t wb = sizeof(uint64_t) * (size_t)s->words;
    uint64_t *cs = s->cs + (size_t)(2 * d) * (size_t)s->words;
    uint64_t *got = cs + s->words, *next = cs + 2 * s->words;
    int k = pick(s, cs, got);
    if (k == -3) {
        return -1;
    }
    if (k == -2) {
        return 0;
    }
    if (k < 0) {
        return test(s) == 0 ? 1 : -1; /* Claim 2; the test leaves the order */
    }
    memset(cs, 0, wb);
    int n = s->nmt[s->kn[k] / 2];
    for (int m = 0; m < n; m++) {
        choose(s, k, m);
        int r = refuted(s, k, m, got);
        if (r == 0) {
            r = search(s, d + 1);
            if (r == 0) {
                memcpy(got, next, wb);
            } else {
                return r;
            }
        } else if (r < 0) {
            return -1;
        }
        if (!((got[k / 64] >> (k % 64)) & 1)) {
            memcpy(cs, got, wb);
            choose(s, k, -1);
            return 0; /* backjump: the nogood does not name k */
        }
        for (int w = 0; w < s->words; w++) {
            cs[w] |= got[w];
        }
    }
    cs[k / 64] &= ~(1ULL << (k % 64));
    choose(s, k, -1);
    nogood_put(s, cs);
    return 0;
}

static void ps_free(psolver *s)
{
    LLK_FREE_EACH(s->cell, s->kof, s->kstart, s->kn, s->allowed, s->dec,
                  s->re, s->ce, s->in, s->order, s->cs, s->lits);
    if (s->watch) {
        for (int i = 0; i < s->nk * MATCH_MAX; i++) {
            free(s->watch[i]);
        }
    }
    LLK_FREE_EACH(s->watch, s->nwatch, s->cwatch);
    for (int i = 0; i <= PAIR_KIND / 2; i++) {
        free(s->mt[i]);
    }
}

/* Fill s for b; false when out of memory. */
static bool ps_init(psolver *s, const llk_board *b, const int *dmap, int nk)
{
    int cells = b->rows * b->cols, nt = b->tiles;
    s->rows = b->rows;
    s->cols = b->cols;
    s->nt = nt;
    s->nk = nk;
    s->words = (nk + 63) / 64;
    s->cell = malloc(sizeof(int) * (size_t)(nt + 1));
    s->kof = malloc(sizeof(int) * (size_t)(nt + 1));
    s->kstart = calloc((size_t)nk + 1, sizeof(int));
    s->kn = calloc((size_t)nk + 1, sizeof(int));
    s->allowed = malloc((size_t)nt + 1);
    s->dec = malloc(sizeof(int) * (size_t)(nk + 1));
    s->re = malloc(sizeof(uint64_t) * (size_t)b->rows);
    s->ce = malloc(sizeof(uint64_t) * (size_t)b->cols);
    s->in = malloc((size_t)nt + 1);
    s->order = malloc(sizeof(int) * (size_t)(nt + 1));
    s->cs = calloc((size_t)(2 * (nk + 3)) * (size_t)s->words, sizeof(uint64_t));
    s->lits = malloc(sizeof(int) * NOGOOD_LITS);
    s->watch = calloc((size_t)nk * MATCH_MAX, sizeof(int *));
    s->nwatch = calloc((size_t)nk * MATCH_MAX, sizeof(int));
    s->cwatch = calloc((size_t)nk * MATCH_MAX, sizeof(size_t));
    for (int h = 1; h <= PAIR_KIND / 2; h++) {
        s->mt[h] = malloc(sizeof(pmatch) * MATCH_MAX);
    }
    if (!s->cell || !s->kof || !s->kstart || !s->kn || !s->allowed || !s->dec || !s->re ||
        !s->ce || !s->in || !s->order || !s->cs || !s->lits || !s->watch || !s->nwatch ||
        !s->cwatch || !s->mt[1] || !s->mt[2] || !s->mt[3] || !s->mt[4]) {
        return false;
    }
    for (int h = 1; h <= PAIR_KIND / 2; h++) {
        uint8_t cur[PAIR_KIND] = {0};
        matchings(2 * h, cur, 0, s->mt[h], &s->nmt[h]);
    }
    for (int i = 0; i < cells; i++) {
        if (b->kind[i]) {
            s->kn[dmap[b->kind[i]] - 1]++;
        }
    }
    for (int k = 1; k < nk; k++) {
        s->kstart[k] = s->kstart[k - 1] + s->kn[k - 1];
    }
    int *fill = s->dec; /* borrowed: per kind, tiles placed */
    memset(fill, 0, sizeof(int) * (size_t)nk);
    for (int i = 0; i < cells; i++) {
        if (b->kind[i]) {
            int k = dmap[b->kind[i]] - 1, t = s->kstart[k] + fill[k]++;
            s->cell[t] = i;
            s->kof[t] = k;
        }
    }
    for (int k = 0; k < nk; k++) {
        choose(s, k, -1);
        if (s->kn[k] == 2) {
            choose(s, k, 0); /* the one pairing; named in no nogood */
        }
    }
    return true;
}

/* The line of a complete pairing with no locked set (Claim 2). */
static int ps_line(const psolver *s, llk_pair *moves)
{
    int n = 0;
    uint8_t *done = calloc((size_t)s->nt + 1, 1);
    if (!done) {
        return -1;
    }
    for (int i = 0; i < s->nord; i++) {
        int t = s->order[i];
        if (done[t]) {
            continue;
        }
        int k = s->kof[t], j = __builtin_ctz(s->allowed[t]), p = s->kstart[k] + j;
        done[t] = done[p] = 1;
        int a = s->cell[t] < s->cell[p] ? s->cell[t] : s->cell[p];
        int z = s->cell[t] ^ s->cell[p] ^ a;
        moves[n++] = (llk_pair){{a / s->cols, a % s->cols}, {z / s->cols, z % s->cols}};
    }
    free(done);
    return n;
}

/* Whether b can go to the search: every kind at most PAIR_KIND tiles
 * (dmap, nk from llk_kinds_even). */
static bool small_kinds(const llk_board *b, const int *dmap, int nk)
{
    int *count = calloc((size_t)nk + 1, sizeof(int));
    bool ok = count != NULL;
    for (int i = 0; ok && i < b->rows * b->cols; i++) {
        ok = !b->kind[i] || ++count[dmap[b->kind[i]]] <= PAIR_KIND;
    }
    free(count);
    return ok;
}

llk_verdict llk_pair_solve(const llk_board *b, long long max_nodes, double deadline,
                           const atomic_bool *cancel, llk_pair *moves, int *nmoves,
                           long long *nodes)
{
    if (nodes) {
        *nodes = 0;
    }
    if (nmoves) {
        *nmoves = 0;
    }
    if (b->tiles == 0) {
        return LLK_SOLVED;
    }
    int *dmap = malloc(sizeof(int) * (LLK_MAX_KIND + 1)), nk = 0;
    if (!dmap) {
        return LLK_UNKNOWN;
    }
    if (!llk_kinds_even(b, &nk, dmap)) {
        free(dmap);
        return LLK_UNSOLVABLE;
    }
    if (b->tiles > PAIR_TILES || b->rows > LLK_SMALL_DIM || b->cols > LLK_SMALL_DIM ||
        !small_kinds(b, dmap, nk)) {
        free(dmap);
        return LLK_UNKNOWN;
    }
    psolver s;
    memset(&s, 0, sizeof s);
    s.max_nodes = max_nodes;
    s.deadline = deadline;
    s.cancel = cancel;
    llk_verdict v = LLK_UNKNOWN;
    bool ready = ps_init(&s, b, dmap, nk);
    free(dmap);
    if (ready) {
        int r = test(&s);
        r = r == 1 ? 0 : r == 0 ? search(&s, 0) : -1;
        if (r == 1) {
            int n = moves ? ps_line(&s, moves) : 0;
            v = n < 0 ? LLK_UNKNOWN : LLK_SOLVED;
            if (moves && nmoves && n > 0) {
                *nmoves = n;
            }
        } else if (r == 0) {
            v = LLK_UNSOLVABLE;
        }
    }
    if (nodes) {
        *nodes = s.nodes;
    }
    ps_free(&s);
    return v;
}
