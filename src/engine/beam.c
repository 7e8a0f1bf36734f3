/* beam.c - a beam search for a winning line (llk_beam_line, solve_int.h):
 * the thinker's search for positions where depth-first search is slow.
 *
 * A depth-first search commits to its first moves and can spend millions
 * of nodes below a bad one; in the shift modes a position a quarter into a
 * hard board can take 10-30 million nodes before its first line. A beam
 * search goes down one removal at a time with the `width` best positions
 * of each depth, so an early mistake costs only one of them. A position's
 * score: the tiles that are in some removable pair now, less `penalty`
 * for each kind with two tiles left that cannot be joined now (such a
 * kind must wait for the board to open between them), with the number of
 * removable pairs and then a draw from `seed` breaking ties. Positions met
 * twice at one depth are kept once (llk_board_hash, board_int.h).
 *
 * It proves nothing when it fails, and a line it finds is a line: every
 * move is a removable pair of the position it is played in (llk_pairs),
 * followed by the shift, so no replay is needed (the tests replay them
 * anyway, under an independent checker).
 */
#include <stdlib.h>
#include <string.h>

#include "llk/rng.h"
#include "llk/shift.h"
#include "solve_int.h"

enum {
    BEAM_MAX_CELLS = 1024, /* larger boards: no beam */
    BEAM_PAIRS = 1024,     /* pairs looked at a position */
    /* A child (copy, removal, shift, hash, llk_pairs, score) is charged
     * this many solver nodes: measured 2.0-2.6 us a child on 9x16 and
     * 10x18 left, inward, right and gather-horizontal positions, where the
     * thinker's search does 0.5-1.1 us a node (so the charge is high). */
    BEAM_NODE_COST = 6
};

typedef struct cand {
    int64_t score;
    int parent;
    llk_pair mv;
} cand;

typedef struct beam {
    llk_shift shift;
    int width, penalty;
    long long max_work; /* children to score at most (0: no limit) */
    llk_rng rng;
    llk_board **cur, **next; /* width positions each */
    int ncur;
    llk_board *child;
    llk_pair *pairs, *own; /* a child's pairs (score); the parent's (expand) */
    int *dense;        /* kind -> 1..kinds (the root's kinds, densely) */
    int *count, *seen; /* per dense kind: tiles left; stamp of a joinable pair */
    uint8_t *mark;     /* per cell: in some pair (score) */
    int stamp, kinds;
    cand *cand;
    size_t ncand, cand_cap;
    uint64_t *set; /* hashes met at this depth (open addressing) */
    size_t set_mask, set_used;
    int *parent;      /* depth * width: index of the parent at depth - 1 */
    llk_pair *move;   /* depth * width: the move from it */
    long long work;
} beam;

/* Whether h was met at this depth; records it. Once the table is half
 * full, positions are no longer told apart (false: kept twice at worst). */
static bool set_seen(beam *m, uint64_t h)
{
    if (m->set_used >= (m->set_mask + 1) / 2) {
        return false;
    }
    size_t i = (size_t)h & m->set_mask;
    while (m->set[i] != 0) {
        if (m->set[i] == h) {
            return true;
        }
        i = (i + 1) & m->set_mask;
    }
    m->set[i] = h;
    m->set_used++;
    return false;
}

/* The score of b (higher is better); INT64_MIN when no pair is left. */
static int64_t score(beam *m, const llk_board *b)
{
    size_t n = llk_pairs(b, m->pairs, BEAM_PAIRS);
    if (n == 0) {
        return INT64_MIN;
    }
    n = n < BEAM_PAIRS ? n : BEAM_PAIRS;
    int cols = b->cols, cells = b->rows * cols;
    m->stamp++;
    memset(m->count, 0, sizeof(int) * (size_t)(m->kinds + 1));
    for (int i = 0; i < cells; i++) {
        m->count[m->dense[b->kind[i]]]++;
    }
    int tiles = 0, stuck = 0; /* tiles in some pair, each once */
    uint8_t *mark = m->mark;
    memset(mark, 0, (size_t)cells);
    for (size_t k = 0; k < n; k++) {
        int a = m->pairs[k].a.r * cols + m->pairs[k].a.c;
        int z = m->pairs[k].b.r * cols + m->pairs[k].b.c;
        tiles += !mark[a] + !mark[z];
        mark[a] = mark[z] = 1;
        m->seen[m->dense[b->kind[a]]] = m->stamp;
    }
    for (int k = 1; k <= m->kinds; k++) {
        stuck += m->count[k] == 2 && m->seen[k] != m->stamp;
    }
    int64_t s = (int64_t)(100 * tiles - 100 * m->penalty * stuck) * 4096 + (int64_t)n;
    return s * 65536 + (int64_t)llk_rng_below(&m->rng, 65536);
}

static int cand_cmp(const void *x, const void *y)
{
    const cand *a = x, *b = y;
    return a->score < b->score ? 1 : a->score > b->score ? -1 : 0;
}

/* Apply mv to a copy of from into to. */
static void play(const beam *m, llk_board *to, const llk_board *from, llk_pair mv)
{
    llk_board_copy(to, from);
    llk_board_remove(to, mv);
    llk_shift_apply(to, m->shift, NULL);
}

/* The children of depth d's positions: candidates, scored. Returns 1 when
 * one of them is the empty board (it is then cand[0]), 0 otherwise, 2
 * when the work allowed is spent, -1 when cancelled or out of memory. */
static int expand(beam *m, const atomic_bool *cancel)
{
    memset(m->set, 0, sizeof(uint64_t) * (m->set_mask + 1));
    m->set_used = 0;
    m->ncand = 0;
    for (int i = 0; i < m->ncur; i++) {
        if (cancel && atomic_load_explicit(cancel, memory_order_relaxed)) {
            return -1;
        }
        if (m->max_work > 0 && m->work >= m->max_work) {
            return 2;
        }
        llk_pair *own = m->own; /* score() fills m->pairs for each child */
        size_t n = llk_pairs(m->cur[i], own, BEAM_PAIRS);
        n = n < BEAM_PAIRS ? n : BEAM_PAIRS;
        for (size_t k = 0; k < n; k++) {
            play(m, m->child, m->cur[i], own[k]);
            m->work++;
            if (set_seen(m, llk_board_hash(m->child) | 1) /* 0: a free slot */) {
                continue;
            }
            if (!llk_grow((void **)&m->cand, &m->cand_cap, m->ncand + 1, sizeof(cand))) {
                return -1;
            }
            cand *c = &m->cand[m->ncand++];
            c->parent = i;
            c->mv = own[k];
            if (m->child->tiles == 0) {
                m->cand[0] = *c;
                return 1;
            }
            c->score = score(m, m->child);
        }
    }
    return 0;
}

/* Walk back from candidate c at depth d (1-based, at most the line's
 * room: llk_beam_line checks the whole depth first) to fill line. */
static int unwind(const beam *m, int d, const cand *c, llk_pair *line)
{
    line[d - 1] = c->mv;
    int j = c->parent;
    for (int k = d - 1; k >= 1; k--) {
        line[k - 1] = m->move[(size_t)k * (size_t)m->width + (size_t)j];
        j = m->parent[(size_t)k * (size_t)m->width + (size_t)j];
    }
    return d;
}

static bool beam_alloc(beam *m, const llk_board *b, int depth)
{
    int cells = b->rows * b->cols, top = 0;
    for (int i = 0; i < cells; i++) {
        top = b->kind[i] > top ? b->kind[i] : top;
    }
    m->dense = calloc((size_t)top + 1, sizeof(int));
    if (!m->dense) {
        return false;
    }
    m->kinds = 0;
    for (int i = 0; i < cells; i++) {
        int k = b->kind[i];
        if (k != 0 && m->dense[k] == 0) {
            m->dense[k] = ++m->kinds;
        }
    }
    size_t slots = 64; /* half full: 128 children a position kept (a game board has <= 270 pairs) */
    while (slots < (size_t)m->width * 256) {
        slots *= 2;
    }
    m->set_mask = slots - 1;
    m->cur = calloc((size_t)m->width, sizeof *m->cur);
    m->next = calloc((size_t)m->width, sizeof *m->next);
    m->pairs = malloc(sizeof(llk_pair) * BEAM_PAIRS);
    m->own = malloc(sizeof(llk_pair) * BEAM_PAIRS);
    m->count = calloc((size_t)m->kinds + 1, sizeof(int));
    m->seen = calloc((size_t)m->kinds + 1, sizeof(int));
    m->set = malloc(slots * sizeof(uint64_t));
    m->mark = malloc((size_t)cells);
    m->parent = malloc(sizeof(int) * (size_t)(depth + 1) * (size_t)m->width);
    m->move = malloc(sizeof(llk_pair) * (size_t)(depth + 1) * (size_t)m->width);
    m->child = llk_board_clone(b);
    if (!m->cur || !m->next || !m->pairs || !m->own || !m->count || !m->seen || !m->set ||
        !m->mark || !m->parent || !m->move || !m->child) {
        return false;
    }
    for (int i = 0; i < m->width; i++) {
        m->cur[i] = llk_board_clone(b);
        m->next[i] = llk_board_clone(b);
        if (!m->cur[i] || !m->next[i]) {
            return false;
        }
    }
    return true;
}

static void beam_free(beam *m)
{
    for (int i = 0; i < m->width; i++) {
        if (m->cur) {
            llk_board_free(m->cur[i]);
        }
        if (m->next) {
            llk_board_free(m->next[i]);
        }
    }
    LLK_FREE_EACH(m->cur, m->next, m->pairs, m->own, m->dense, m->count,
                  m->seen, m->set, m->mark, m->parent, m->move, m->cand);
    llk_board_free(m->child);
}

int llk_beam_line(const llk_board *b, llk_shift s, const llk_beam_opts *o,
                  const atomic_bool *cancel, llk_pair *line, int cap, long long *nodes)
{
    int depth = b->tiles / 2, found = 0;
    if (nodes) {
        *nodes = 0;
    }
    if (b->tiles == 0 || b->tiles % 2 != 0 || b->rows * b->cols > BEAM_MAX_CELLS ||
        o->width < 1 || depth > cap) {
        return 0;
    }
    beam m = {0};
    m.shift = s;
    m.width = o->width;
    m.penalty = o->penalty;
    m.max_work = o->max_nodes > 0 ? o->max_nodes / BEAM_NODE_COST + 1 : 0;
    llk_rng_seed(&m.rng, o->seed);
    if (!beam_alloc(&m, b, depth)) {
        beam_free(&m);
        return -1;
    }
    llk_board_copy(m.cur[0], b);
    m.ncur = 1;
    for (int d = 1; d <= depth && found == 0; d++) {
        int r = expand(&m, cancel);
        if (r < 0) {
            found = -1;
            break;
        }
        if (r == 1) {
            found = unwind(&m, d, &m.cand[0], line);
            break;
        }
        if (r == 2 || m.ncand == 0) {
            break; /* work spent, or no pair left anywhere */
        }
        qsort(m.cand, m.ncand, sizeof(cand), cand_cmp);
        int keep = 0;
        while (keep < (int)m.ncand && keep < m.width && m.cand[keep].score != INT64_MIN) {
            keep++;
        }
        if (keep == 0) {
            break; /* every position at this depth is stuck */
        }
        for (int j = 0; j < keep; j++) {
            const cand *c = &m.cand[j];
            play(&m, m.next[j], m.cur[c->parent], c->mv);
            m.parent[(size_t)d * (size_t)m.width + (size_t)j] = c->parent;
            m.move[(size_t)d * (size_t)m.width + (size_t)j] = c->mv;
        }
        llk_board **t = m.cur;
        m.cur = m.next;
        m.next = t;
        m.ncur = keep;
    }
    if (nodes) {
        *nodes = m.work * BEAM_NODE_COST;
    }
    beam_free(&m);
    return found;
}
