/* solve_tt.c - the solver's table of positions proven lost: open
 * addressing on the first of two independent 64-bit keys, both stored, a
 * few probes, doubling until a size cap. A full neighbourhood replaces the
 * home slot: the table only speeds the search up, and a forgotten lost
 * position is just searched again. The all-zero key pair marks an empty
 * slot and is never stored.
 */
#include <stdlib.h>

#include "shift_int.h"
#include "solve_int.h"

enum {
    TT_MAX_BITS = 21,
    TT_PROBES = 8
};

bool llk_tt_resize(llk_tt *t, size_t size)
{
    llk_tt_entry *e = calloc(size, sizeof *e);
    if (!e) {
        return false;
    }
    size_t mask = size - 1;
    if (t->e) {
        for (size_t i = 0; i <= t->mask; i++) {
            llk_tt_entry x = t->e[i];
            if (x.k1 == 0 && x.k2 == 0) {
                continue;
            }
            size_t j = x.k1 & mask;
            while (e[j].k1 != 0 || e[j].k2 != 0) {
                j = (j + 1) & mask;
            }
            e[j] = x;
        }
        free(t->e);
    }
    t->e = e;
    t->mask = mask;
    return true;
}

void llk_tt_free(llk_tt *t)
{
    free(t->e);
    t->e = NULL;
}

bool llk_tt_has(const llk_tt *t, uint64_t k1, uint64_t k2)
{
    size_t j = k1 & t->mask;
    for (int p = 0; p < TT_PROBES; p++) {
        llk_tt_entry e = t->e[j];
        if (e.k1 == k1 && e.k2 == k2) {
            return true;
        }
        if (e.k1 == 0 && e.k2 == 0) {
            return false;
        }
        j = (j + 1) & t->mask;
    }
    return false;
}

void llk_tt_put(llk_tt *t, uint64_t k1, uint64_t k2)
{
    if (k1 == 0 && k2 == 0) {
        return;
    }
    if (t->used * 2 > t->mask && t->mask + 1 < ((size_t)1 << TT_MAX_BITS)) {
        (void)llk_tt_resize(t, (t->mask + 1) * 2); /* on failure: stay as is */
    }
    size_t j = k1 & t->mask;
    for (int p = 0; p < TT_PROBES; p++) {
        llk_tt_entry *e = &t->e[j];
        if (e->k1 == 0 && e->k2 == 0) {
            e->k1 = k1;
            e->k2 = k2;
            t->used++;
            return;
        }
        j = (j + 1) & t->mask;
    }
    t->e[k1 & t->mask] = (llk_tt_entry){k1, k2};
}

/* ---- the shared table (solve_int.h) ---------------------------------- */

typedef struct stt_slot {
    _Atomic uint64_t x; /* k1 ^ k2 */
    _Atomic uint64_t k2;
} stt_slot;

struct llk_stt {
    stt_slot *e;
    size_t mask;
};

llk_stt *llk_stt_new(int bits)
{
    llk_stt *t = calloc(1, sizeof *t);
    if (t) {
        t->mask = ((size_t)1 << bits) - 1;
        t->e = malloc(sizeof *t->e * (t->mask + 1));
        if (!t->e) {
            free(t);
            return NULL;
        }
        llk_stt_clear(t);
    }
    return t;
}

void llk_stt_free(llk_stt *t)
{
    if (t) {
        free(t->e);
        free(t);
    }
}

void llk_stt_clear(llk_stt *t)
{
    for (size_t i = 0; i <= t->mask; i++) {
        atomic_init(&t->e[i].x, 0);
        atomic_init(&t->e[i].k2, 0);
    }
}

/* The probes for (k1, k2) from its home slot: true when it is stored;
 * else *at is where it would go, the first empty slot met or, the
 * neighbourhood full, the home slot. */
static inline bool stt_probe(const llk_stt *t, uint64_t k1, uint64_t k2,
                             size_t *at)
{
    size_t j = k1 & t->mask;
    for (int p = 0; p < TT_PROBES; p++) {
        /* The atomics are only read: a const slot is fine to load. */
        stt_slot *e = &t->e[j];
        uint64_t x = atomic_load_explicit(&e->x, memory_order_relaxed);
        uint64_t y = atomic_load_explicit(&e->k2, memory_order_relaxed);
        if (x == 0 && y == 0) {
            *at = j;
            return false;
        }
        if (y == k2 && (x ^ y) == k1) {
            return true;
        }
        j = (j + 1) & t->mask;
    }
    *at = k1 & t->mask; /* a full neighbourhood: the home slot */
    return false;
}

bool llk_stt_has(const llk_stt *t, uint64_t k1, uint64_t k2)
{
    size_t j;
    return stt_probe(t, k1, k2, &j);
}

void llk_stt_put(llk_stt *t, uint64_t k1, uint64_t k2)
{
    size_t j;
    if ((k1 == 0 && k2 == 0) || stt_probe(t, k1, k2, &j)) {
        return;
    }
    /* an empty slot (another writer may take it too: one wins), or the
     * home slot */
    atomic_store_explicit(&t->e[j].x, k1 ^ k2, memory_order_relaxed);
    atomic_store_explicit(&t->e[j].k2, k2, memory_order_relaxed);
}

/* ---- the memo (solve_int.h) ------------------------------------------ */

enum {
    MEMO_TT_BITS = 16,       /* first table size of a memo */
    MEMO_KEYS_MAX = 1 << 20  /* most keys a memo holds, then it starts again */
};

/* Outward, inward: a cell's distance (rows plus columns) from the corner
 * its quadrant compacts to. */
static int corner_place(const llk_memo *m, int cell)
{
    int r = cell / m->cols, c = cell % m->cols, q = llk_quadrant_of(m->rows, m->cols, cell);
    int r0, r1, c0, c1;
    llk_quadrant_box(m->rows, m->cols, q, &r0, &r1, &c0, &c1);
    bool right = q & 1, bottom = q & 2;
    if (m->mode == LLK_SHIFT_INWARD) { /* toward the board's centre */
        right = !right;
        bottom = !bottom;
    }
    int cc = right ? c1 - 1 : c0, cr = bottom ? r1 - 1 : r0;
    return abs(c - cc) + abs(r - cr);
}

/* Each cell's place (m->back): in line modes along its line from the end
 * it compacts to, in outward and inward its distance from its quadrant's
 * corner; no shift: none. False when out of memory. A memo serves every
 * board of its size and mode, so on a shaped board (whose stretches end at
 * its holes) this is the full board's place: it orders moves only, and
 * the search is the same search whatever the order. */
static bool memo_back(llk_memo *m)
{
    llk_line l;
    bool corners = m->mode == LLK_SHIFT_OUTWARD || m->mode == LLK_SHIFT_INWARD;
    if (!corners && !llk_shift_line(m->mode, m->rows, m->cols, 0, &l)) {
        return true;
    }
    m->back = calloc((size_t)m->rows * (size_t)m->cols, sizeof *m->back);
    if (m->back == NULL) {
        return false;
    }
    if (corners) {
        for (int i = 0; i < m->rows * m->cols; i++) {
            m->back[i] = corner_place(m, i);
        }
        return true;
    }
    for (int i = 0; llk_shift_line(m->mode, m->rows, m->cols, i, &l); i++) {
        for (int j = 0; j < l.n; j++) {
            m->back[l.first + j * l.step] = j;
        }
    }
    return true;
}

llk_memo *llk_memo_new(int rows, int cols, llk_shift mode)
{
    llk_memo *m = calloc(1, sizeof *m);
    if (!m) {
        return NULL;
    }
    m->rows = rows;
    m->cols = cols;
    m->mode = mode;
    if (!llk_tt_resize(&m->tt, (size_t)1 << MEMO_TT_BITS) || !memo_back(m)) {
        llk_memo_free(m);
        return NULL;
    }
    return m;
}

void llk_memo_free(llk_memo *m)
{
    if (m) {
        free(m->z1);
        free(m->z2);
        free(m->back);
        llk_tt_free(&m->tt);
        free(m);
    }
}

bool llk_memo_clear(llk_memo *m)
{
    memset(m->kmap, 0, sizeof m->kmap);
    m->nids = 0;
    if (m->stt) {
        llk_stt_clear(m->stt);
    }
    llk_tt_free(&m->tt);
    m->tt.used = 0;
    return llk_tt_resize(&m->tt, (size_t)1 << MEMO_TT_BITS);
}

/* The keys of id: a stream of its own from a fixed seed, so an id's keys
 * do not depend on when it was given. */
static void memo_fill(llk_memo *m, int id)
{
    size_t cells = (size_t)m->rows * (size_t)m->cols;
    llk_rng rng;
    llk_rng_seed(&rng, 0x6D656D6F6B657973ULL ^ (uint64_t)id * 0x9E3779B97F4A7C15ULL);
    for (size_t c = 0; c < cells; c++) {
        m->z1[(size_t)id * cells + c] = llk_rng_next(&rng);
        m->z2[(size_t)id * cells + c] = llk_rng_next(&rng);
    }
}

bool llk_memo_prepare(llk_memo *m, const llk_board *b)
{
    size_t cells = (size_t)m->rows * (size_t)m->cols;
    int fresh = 0;
    for (size_t i = 0; i < cells; i++) {
        int k = b->kind[i];
        fresh += k != 0 && m->kmap[k] == 0;
    }
    if (fresh == 0) {
        return true;
    }
    if ((size_t)(m->nids + fresh + 1) * cells > MEMO_KEYS_MAX && !llk_memo_clear(m)) {
        return false;
    }
    if (m->nids + fresh > m->cap) {
        int cap = m->cap ? m->cap : 16;
        while (cap < m->nids + fresh) {
            cap *= 2;
        }
        if ((size_t)(cap + 1) * cells > MEMO_KEYS_MAX) {
            cap = (int)(MEMO_KEYS_MAX / cells) - 1;
        }
        if (cap < m->nids + fresh) {
            return false; /* one board's kinds alone do not fit */
        }
        uint64_t *z1 = realloc(m->z1, (size_t)(cap + 1) * cells * sizeof *z1);
        if (z1) {
            m->z1 = z1;
        }
        uint64_t *z2 = z1 ? realloc(m->z2, (size_t)(cap + 1) * cells * sizeof *z2) : NULL;
        if (!z1 || !z2) {
            return false;
        }
        m->z2 = z2;
        m->cap = cap;
    }
    for (size_t i = 0; i < cells; i++) {
        int k = b->kind[i];
        if (k != 0 && m->kmap[k] == 0) {
            m->kmap[k] = ++m->nids;
            memo_fill(m, m->nids);
        }
    }
    return true;
}

bool llk_memo_copy_keys(llk_memo *dst, const llk_memo *src)
{
    if (dst->rows != src->rows || dst->cols != src->cols || dst->mode != src->mode) {
        return false;
    }
    size_t cells = (size_t)src->rows * (size_t)src->cols;
    if (dst->cap < src->nids) {
        size_t n = (size_t)(src->cap + 1) * cells;
        uint64_t *z1 = realloc(dst->z1, n * sizeof *z1);
        if (z1) {
            dst->z1 = z1;
        }
        uint64_t *z2 = z1 ? realloc(dst->z2, n * sizeof *z2) : NULL;
        if (!z1 || !z2) {
            return false;
        }
        dst->z2 = z2;
        dst->cap = src->cap;
    }
    memcpy(dst->kmap, src->kmap, sizeof dst->kmap);
    dst->nids = src->nids;
    size_t n = (size_t)(src->nids + 1) * cells;
    if (src->nids > 0) {
        memcpy(dst->z1, src->z1, n * sizeof *dst->z1);
        memcpy(dst->z2, src->z2, n * sizeof *dst->z2);
    }
    dst->stt = src->stt;
    return true;
}
