/* solve_shift.c - the solver's help in the line shift modes (every mode
 * but none, outward and inward): safe moves, independence for sleep sets,
 * and the shift of only the segments a move touched.
 *
 * In a line mode every cell lies in exactly one segment (a row or column,
 * or half of one; on a shaped board a stretch of one between holes, see
 * shift.c) that compacts toward a fixed end, keeping order. Once a
 * position is compacted (after any move, or a root that the shift leaves
 * unchanged), a tile's cell is the end of its segment plus the number of
 * tiles still in front of it (nearer the end): it depends only on which
 * of those tiles are gone, never on anything behind it or elsewhere. So
 * a position is its set of removed tiles, and removing a tile that lies
 * behind every tile it shares a segment with (a "free" tile) moves
 * nothing, now or later.
 *
 * Exchange argument used by both rules (E): let W win from a compacted
 * position P, and let X be a set of tiles none of which is in front of a
 * tile outside X, that W removes by moves pairing X's tiles with each
 * other. Playing some moves that remove exactly X first, then W without
 * its moves on X's tiles, leaves every other tile at the cell it
 * has at the matching step of W (the tiles in front of it are the same),
 * with X's cells empty besides: each later move joins the same two cells
 * through cells that are at least as empty, so it stays legal, and the
 * board is cleared. Hence if the moves on X are legal from P, P winnable
 * implies P after them winnable, and searching them first loses nothing.
 *
 *  - Clear a kind (rule 1): every tile behind a kind-k tile is of kind k,
 *    and a sequence of kind-k moves (tried on a scratch board, with the
 *    shift) clears kind k from P. With X = kind k's tiles, (E) says some
 *    solution starts with that sequence: its first move is the only
 *    branch.
 *  - Free partner (rule 2): t is free, every other kind-k tile u is
 *    connected to t now and has nothing behind it but possibly t. W
 *    removes t with some such u; with X = {t, u} (neither is in front of
 *    another tile), (E) says (t, u) can be played first. So the moves
 *    (t, u), one per u, are the only branches.
 * A branch set found this way replaces the position's moves; when every
 * branch fails the position is lost, so the table may record it.
 *
 * Sleep sets (solve.c's search). A move z asleep at Q means Q+z is lost.
 * On a compacted P, z asleep (or a sibling tried and failed: P+z lost)
 * stays asleep after a move m (llk_shx_sleeps) when no tile of m lies
 * behind a tile of z in a segment they share:
 *  - m is legal at P+z: z's removal moves only tiles behind z's tiles,
 *    so not m's; and a segment's occupied cells are a prefix from its end
 *    that only shortens, so every cell empty at P (m's path) is empty at
 *    P+z, and z's own cells were not on m's path (they held tiles);
 *  - so P+z+m is a position, reached from the lost P+z: lost. It has the
 *    same removed tiles as P+m+z, so it is the same position (a position
 *    is its set of removed tiles), and z need not be tried at P+m;
 *  - at P+m z's tiles are where the shift put them: each moved toward its
 *    segment's end by one cell for each tile of m in front of it in that
 *    segment (m's tiles behind it, or elsewhere, do not move it), and the
 *    sleeping move is recorded at those cells.
 * Moves that share no segment (neither tile of one in a segment of the
 * other) are the case where nothing moves, as before. Failed nodes are
 * lost by induction (every branch failed or asleep), so the table stays
 * sound.
 */
#include <stdlib.h>
#include <string.h>

#include "shift_int.h"
#include "solve_int.h"

enum { SHX_CLEAR_MAX = 6 /* rule 1 tries kinds of at most this many tiles */ };

struct llk_shx {
    int rows, cols, cells;
    int *behind;       /* per cell: next cell of its segment away from the
                          end, or -1 past the far end */
    int *front;        /* per cell: next cell toward the end, or -1 at it */
    bool root_compact; /* the root is a fixed point of the shift */
    llk_shift mode;
    llk_board *scratch[SHX_CLEAR_MAX / 2 - 1]; /* clear_kind's, one a level */
    int *seg, *off; /* per cell: segment (its end cell), offset from it */
    int *rec;       /* llk_shx_compact's records */
};

llk_shx *llk_shx_new(const llk_board *b, llk_shift mode)
{
    int cells = b->rows * b->cols;
    llk_line l;
    if (!llk_shift_line(mode, b->rows, b->cols, 0, &l)) {
        return NULL; /* not a line mode */
    }
    llk_shx *x = calloc(1, sizeof *x);
    if (!x) {
        return NULL;
    }
    x->rows = b->rows;
    x->cols = b->cols;
    x->cells = cells;
    x->mode = mode;
    x->behind = malloc(sizeof(int) * (size_t)cells);
    x->front = malloc(sizeof(int) * (size_t)cells);
    x->seg = malloc(sizeof(int) * (size_t)cells);
    x->off = malloc(sizeof(int) * (size_t)cells);
    x->rec = malloc(sizeof(int) * 3 * (size_t)cells);
    bool ok = x->behind && x->front && x->seg && x->off && x->rec;
    for (int i = 0; i < SHX_CLEAR_MAX / 2 - 1 && ok; i++) {
        x->scratch[i] = llk_board_new(b->rows, b->cols);
        ok = x->scratch[i] != NULL;
    }
    if (!ok) {
        llk_shx_free(x);
        return NULL;
    }
    /* The segments from shift.c: a cell's segment is named by its end
     * cell, and the cell behind it is the next one away from that end. On
     * a shaped board each stretch between holes is a segment of its own
     * (shift.c), named by its cell nearest the line's end; a hole is a
     * segment of its own that never holds a tile. */
    for (int i = 0; llk_shift_line(mode, b->rows, b->cols, i, &l); i++) {
        int end = -1;
        for (int k = 0; k < l.n; k++) {
            int c = l.first + k * l.step;
            bool hole = llk_board_hole(b, c), last = k + 1 == l.n || llk_board_hole(b, c + l.step);
            end = hole ? -1 : end < 0 ? c : end;
            x->behind[c] = hole || last ? -1 : c + l.step;
            x->front[c] = end < 0 || c == end ? -1 : c - l.step;
            x->seg[c] = hole ? c : end;
            x->off[c] = hole ? 0 : (c - end) / l.step;
        }
    }
    x->root_compact = llk_shift_fixed(b, mode);
    return x;
}

bool llk_shift_fixed(const llk_board *b, llk_shift mode)
{
    llk_board *t = llk_board_clone(b);
    if (t == NULL) {
        return false; /* "not compacted" only withholds rules: sound */
    }
    llk_shift_apply(t, mode, NULL);
    bool same = llk_board_equal(t, b);
    llk_board_free(t);
    return same;
}

void llk_shx_free(llk_shx *x)
{
    if (!x) {
        return;
    }
    free(x->behind);
    free(x->front);
    free(x->seg);
    free(x->off);
    free(x->rec);
    for (int i = 0; i < SHX_CLEAR_MAX / 2 - 1; i++) {
        llk_board_free(x->scratch[i]);
    }
    free(x);
}

/* Whether kind k, whose n tiles are at cells tl[0..n), can be cleared by
 * kind-k moves alone; the first move of one such sequence goes to *fa,
 * *fb. Level lvl (-1 at the top) picks the scratch board: a level copies
 * only when more than two tiles are left, so 2 boards serve 6 tiles. */
static bool clear_kind(llk_shx *x, const llk_board *b, int k, const int *tl, int n, int lvl,
                       int *fa, int *fb)
{
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            if (!llk_connected_ix(b, tl[i], tl[j])) {
                continue;
            }
            if (n == 2) {
                *fa = tl[i];
                *fb = tl[j];
                return true;
            }
            llk_board *w = x->scratch[lvl + 1];
            llk_board_copy(w, b);
            llk_pair p = {{tl[i] / x->cols, tl[i] % x->cols}, {tl[j] / x->cols, tl[j] % x->cols}};
            llk_board_remove(w, p);
            llk_shift_apply(w, x->mode, NULL);
            /* The rest of kind k, where the shift left them. */
            int t[SHX_CLEAR_MAX], m = 0;
            for (int c = 0; c < x->cells && m < n - 2; c++) {
                if (w->kind[c] == k) {
                    t[m++] = c;
                }
            }
            int a, z;
            if (clear_kind(x, w, k, t, n - 2, lvl + 1, &a, &z)) {
                *fa = tl[i];
                *fb = tl[j];
                return true;
            }
        }
    }
    return false;
}

int llk_shx_forced(llk_shx *x, const llk_board *b, int depth, const int *klist,
                   const int *kstart, const int *kcount, int nk, int *out)
{
    if (depth == 0 && !x->root_compact) {
        return 0; /* the formula for a tile's cell needs a compacted board */
    }
    int best = 0;
    for (int k = 1; k <= nk; k++) {
        int n = kcount[k];
        const int *t = klist + kstart[k];
        if (n < 2 || n > LLK_SHX_MAX + 1) {
            continue;
        }
        int kind = b->kind[t[0]];
        /* Per tile: tiles behind it (all of kind k, or the kind is
         * skipped) and the first of them. The board is compacted, so
         * the tiles behind a tile end at the first empty cell. */
        int nb[LLK_SHX_MAX + 1], first[LLK_SHX_MAX + 1];
        bool onlyk = true;
        for (int i = 0; i < n && onlyk; i++) {
            nb[i] = 0;
            first[i] = x->behind[t[i]];
            for (int c = first[i]; c >= 0 && b->kind[c] && onlyk; c = x->behind[c]) {
                nb[i]++;
                onlyk = b->kind[c] == kind;
            }
        }
        if (!onlyk) {
            continue;
        }
        int fa, fb;
        if (n <= SHX_CLEAR_MAX && clear_kind(x, b, kind, t, n, -1, &fa, &fb)) {
            /* Rule 1: one branch. */
            out[0] = fa < fb ? fa : fb;
            out[1] = fa < fb ? fb : fa;
            return 1;
        }
        if (best > 0 && best <= n - 1) {
            continue;
        }
        for (int i = 0; i < n; i++) {
            if (nb[i] != 0) {
                continue;
            }
            bool ok = true;
            for (int j = 0; j < n && ok; j++) {
                ok = j == i || ((nb[j] == 0 || (nb[j] == 1 && first[j] == t[i])) &&
                                llk_connected_ix(b, t[i], t[j]));
            }
            if (ok) {
                /* Rule 2: t[i] with each of the others. */
                best = 0;
                for (int j = 0; j < n; j++) {
                    if (j != i) {
                        out[2 * best] = t[i] < t[j] ? t[i] : t[j];
                        out[2 * best + 1] = t[i] < t[j] ? t[j] : t[i];
                        best++;
                    }
                }
                break;
            }
        }
    }
    return best;
}

/* Close the gaps from cell `from` backward in its segment (the board is
 * compacted but for the cells just emptied, all behind from). Each tile is
 * written over the next slot and the cells left behind are emptied after,
 * so a cell that holds a tile before and after only changes kind. */
static int close_gaps(llk_shx *x, llk_board *b, int from, int n)
{
    int w = from, last = -1;
    for (int r = from; r >= 0; r = x->behind[r]) {
        int k = b->kind[r];
        if (!k) {
            continue;
        }
        if (r != w) {
            llk_board_set_ix(b, w, k);
            x->rec[3 * n] = w;
            x->rec[3 * n + 1] = r;
            x->rec[3 * n + 2] = k;
            n++;
            last = r;
        }
        w = x->behind[w];
    }
    for (int c = w; last >= 0 && c >= 0; c = x->behind[c]) {
        llk_board_set_ix(b, c, 0);
        if (c == last) {
            break;
        }
    }
    return n;
}

int llk_shx_compact(llk_shx *x, llk_board *b, int depth, int a, int z, const int **rec)
{
    if (depth == 0 && !x->root_compact) {
        return -1;
    }
    int n;
    if (x->seg[a] == x->seg[z]) {
        n = close_gaps(x, b, x->off[a] < x->off[z] ? a : z, 0);
    } else {
        n = close_gaps(x, b, a, 0);
        n = close_gaps(x, b, z, n);
    }
    *rec = x->rec;
    return n;
}

bool llk_shx_independent(const llk_shx *x, int depth, int a, int b, int c, int d)
{
    if (depth == 0 && !x->root_compact) {
        return false;
    }
    int sa = x->seg[a], sb = x->seg[b], sc = x->seg[c], sd = x->seg[d];
    return sa != sc && sa != sd && sb != sc && sb != sd;
}

bool llk_shx_sleeps(const llk_shx *x, int depth, int za, int zb, int ma, int mb, int *na,
                    int *nb)
{
    if (depth == 0 && !x->root_compact) {
        return false;
    }
    int z[2] = {za, zb}, m[2] = {ma, mb};
    for (int i = 0; i < 2; i++) {
        int ahead = 0; /* m's tiles in front of z[i] in its segment */
        for (int j = 0; j < 2; j++) {
            if (x->seg[m[j]] != x->seg[z[i]]) {
                continue;
            }
            if (x->off[m[j]] > x->off[z[i]]) {
                return false; /* m's tile behind: z would move it */
            }
            ahead++;
        }
        while (ahead-- > 0) {
            z[i] = x->front[z[i]];
        }
    }
    *na = z[0] < z[1] ? z[0] : z[1];
    *nb = z[0] < z[1] ? z[1] : z[0];
    return true;
}

/* Corner modes (outward, inward). Each quadrant compacts on its own: its
 * rows toward one side, then its columns toward one end. A compacted
 * quadrant is a staircase anchored at its corner: row lengths L_i, then
 * column heights h_j = #{i : L_i > j}, which shrink away from the corner,
 * so rows are prefixes again and the shift leaves it unchanged. Removing
 * tiles from a staircase and compacting gives row lengths L'_i <= L_i,
 * hence heights h'_j <= h_j: the new staircase lies inside the old one.
 * On a shaped board (shift.c: passes until nothing moves) the same holds:
 * at the fixed point each stretch's tiles are a prefix toward its end, so
 * a tile that moves, from a cell occupied before (by induction over the
 * moves), goes to a nearer cell of its stretch, occupied before as well:
 * the new occupied cells lie inside the old ones.
 * So on a compacted position a move moves only tiles of the quadrants
 * holding its two tiles, and every other cell only gets emptier. If no
 * quadrant holds a tile of both moves m and z, neither moves the other's
 * tiles and each stays legal after the other (its path's cells are at
 * least as empty), and P+m+z = P+z+m: each quadrant loses the same tiles
 * whatever the order, and one already compacted is left unchanged by a
 * move elsewhere. That is what sleep sets need (see the top of this
 * file); the caller checks that the position is compacted (the root may
 * not be). */
bool llk_quad_independent(int rows, int cols, int a, int b, int c, int d)
{
    unsigned m = (1u << llk_quadrant_of(rows, cols, a)) | (1u << llk_quadrant_of(rows, cols, b));
    unsigned z = (1u << llk_quadrant_of(rows, cols, c)) | (1u << llk_quadrant_of(rows, cols, d));
    return (m & z) == 0;
}
