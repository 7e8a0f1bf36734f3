/* solve_tt.c - the solver's table of positions proven lost: open
 * addressing on the first of two independent 64-bit keys, both stored, a
 * few probes, doubling until a size cap. A full neighbourhood replaces the
 * home slot: the table only speeds the search up, and a forgotten lost
 * position is just searched again. The all-zero key pair marks an empty
 * slot and is never stored.
 */
#include <stdlib.h>

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
