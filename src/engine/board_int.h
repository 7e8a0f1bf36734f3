/* board_int.h - line-mask helpers shared by the board (board.c), the path
 * search (path.c) and the solver (solve*.c), and a board's hash; not a
 * public header.
 *
 * A line is a row (a mask over columns) or a column (a mask over rows),
 * stored as 64-bit words with bit i set when cell i of the line is empty
 * and the bits past the end of the line clear (board.h).
 */
#ifndef LLK_BOARD_INT_H
#define LLK_BOARD_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "llk/board.h"

/* A position's hash (board.c): its size and kinds (FNV-1a over the cells,
 * mixed); the thinker's kept lines (known.c) and the beam's positions met
 * (beam.c) use it. */
uint64_t llk_board_hash(const llk_board *b);

/* Bits lo..hi of a word, 0 <= lo, hi <= 63; none when lo > hi (then
 * either may lie outside 0..63). */
static inline uint64_t llk_bits(int lo, int hi)
{
    return lo > hi ? 0 : (~0ULL >> (63 - hi)) & (~0ULL << lo);
}

/* Padded mask of line i of `empty` (one word a line, n cells long, n at
 * most 62): bit j + 1 set when cell j is empty, and the ring bits 0 and
 * n + 1 set. */
static inline uint64_t llk_padded(const uint64_t *empty, int n, int i)
{
    return (empty[i] << 1) | 1 | (1ULL << (n + 1));
}

/* Nearest occupied cell before position p of a line, or -1. */
static inline int llk_occ_before(const uint64_t *line, int p)
{
    int wi = p >> 6;
    uint64_t occ = ~line[wi] & ((1ULL << (p & 63)) - 1);
    while (!occ && --wi >= 0) {
        occ = ~line[wi];
    }
    return occ ? wi * 64 + 63 - __builtin_clzll(occ) : -1;
}

/* Nearest occupied cell after position p of a line of w words and n
 * cells, or n. */
static inline int llk_occ_after(const uint64_t *line, int w, int n, int p)
{
    int wi = p >> 6, bit = p & 63;
    uint64_t occ = bit == 63 ? 0 : ~line[wi] & (~0ULL << (bit + 1));
    while (!occ && ++wi < w) {
        occ = ~line[wi];
    }
    int q = occ ? wi * 64 + __builtin_ctzll(occ) : n;
    return q < n ? q : n;
}

/* llk_pairs in sorted order (first cell, then second, row-major): reads
 * a big board in memory order, so the play-out takes it past
 * LLK_PAIRS_BY_KIND cells (path.c). */
#include "llk/board.h"
enum { LLK_PAIRS_BY_KIND = 1024 };
size_t llk_pairs_by_cell(const llk_board *b, llk_pair *out, size_t cap);

/* path.c, for pairs.c: the tiles of list next[] from q on (one kind,
 * row-major, all after p) that the path search joins to tile p, appended
 * to buf in list order; returns how many. */
int llk_joined_from(const llk_board *b, int p, const int *next, int q, int *buf);

/* path.c, for pairs.c: the pairs of kinds 1..maxk, kind k's tiles (at
 * most 64) list next[] from head[k] on, counted by testing each tile
 * against every later one; on boards with AND tables only, brought up to
 * date (llk_board_sync) before. */
size_t llk_count_kinds(const llk_board *b, const int *next, const int *head, int maxk);

/* The same listing the pairs in llk_pairs order into out (at most cap),
 * stopping after the first when first is set; returns how many. */
size_t llk_list_kinds(const llk_board *b, const int *next, const int *head, llk_pair *out,
                      size_t cap, bool first);

/* pairs.c: how a kind's pairs are found. LLK_BY_COST chooses per kind
 * from an estimate of the two costs (what llk_pairs does); the others
 * force one way, for the tests and benchmarks. */
typedef enum llk_pair_way { LLK_BY_COST, LLK_BY_TESTS, LLK_BY_REACH } llk_pair_way;

/* The first pairs in llk_pairs order, at most cap (> 0) of them, into
 * out: their number. Stops at the deadline as llk_pairs_until does, and
 * at soft_ms (before the deadline; 0: none) once it has found a pair. */
size_t llk_pairs_first(const llk_board *b, llk_pair *out, size_t cap, double soft_ms,
                       double deadline_ms, bool *complete);

/* llk_pairs_until with the way forced, and sorted (by_cell) or in
 * llk_pairs order. */
size_t llk_pairs_way(const llk_board *b, llk_pair *out, size_t cap, bool by_cell,
                     llk_pair_way way);

#endif
