/* layout_check.h - what the layout tests check of a board dealt into a
 * layout: the holes stay empty and the others are filled (holes), and
 * kinds 1..kinds are each dealt twice or four times, no other (spread);
 * and what they share: every layout file of a folder, a random layout.
 * (Needs _POSIX_C_SOURCE 200809L for the folder.) */
#ifndef LLK_LAYOUT_CHECK_H
#define LLK_LAYOUT_CHECK_H

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "llk/layout.h"
#include "llk/rng.h"

/* Read every *.layout file of dir and hand each to visit with its path
 * (l NULL and err its message when it does not read); returns how many
 * were read, -1 when dir cannot be opened. */
static inline int layout_dir_each(const char *dir,
                                  void (*visit)(void *ctx, const llk_layout *l,
                                                const char *path, const char *err),
                                  void *ctx)
{
    DIR *d = opendir(dir);
    if (d == NULL) {
        return -1;
    }
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 8 || strcmp(e->d_name + len - 7, ".layout") != 0) {
            continue;
        }
        char path[1280], err[512] = "";
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        llk_layout *l = llk_layout_read(path, err, sizeof err);
        n += l != NULL;
        visit(ctx, l, path, err);
        llk_layout_free(l);
    }
    closedir(d);
    return n;
}

/* A random rows x cols layout (cols at least 2) with about fill_pct% of
 * its cells marked, an even number of them, at least 2. */
static inline llk_layout *layout_random(llk_rng *rng, int rows, int cols, int fill_pct)
{
    llk_layout *l = llk_layout_full(rows, cols);
    int n = rows * cols;
    l->tiles = 0;
    for (int i = 0; i < n; i++) {
        l->cell[i] = (int)llk_rng_below(rng, 100) < fill_pct;
        l->tiles += l->cell[i];
    }
    if (l->tiles % 2 != 0) {
        l->tiles += l->cell[0] ? -1 : 1;
        l->cell[0] = !l->cell[0];
    }
    if (l->tiles == 0) {
        l->cell[0] = l->cell[1] = 1; /* cols >= 2 */
        l->tiles = 2;
    }
    return l;
}

static inline void layout_check_dealt(const llk_layout *l, const llk_board *b, int kinds,
                                      bool *holes, bool *spread)
{
    static int count[LLK_MAX_KIND + 1];
    for (int k = 0; k <= LLK_MAX_KIND; k++) {
        count[k] = 0;
    }
    *holes = b->rows == l->rows && b->cols == l->cols;
    for (int i = 0; *holes && i < l->rows * l->cols; i++) {
        *holes = (b->kind[i] != 0) == (l->cell[i] != 0);
        count[b->kind[i]]++;
    }
    *spread = *holes;
    for (int k = 1; *spread && k <= LLK_MAX_KIND; k++) {
        *spread = k <= kinds ? count[k] == 2 || count[k] == 4 : count[k] == 0;
    }
}

#endif
