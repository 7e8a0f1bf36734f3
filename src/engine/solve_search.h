/* solve_search.h - the exact solver's state, shared by solve.c (the
 * search) and solve_moves.c (its move generation); not a public header. */
#ifndef LLK_SOLVE_SEARCH_H
#define LLK_SOLVE_SEARCH_H

#include "solve_int.h"

enum {
    SMALL_KIND = 16, /* kinds with at most this many tiles get the rules */
    /* A node keeps at most NODE_MOVES moves (a child as many sleeping ones)
     * once a stack holds FREE_STACK (no game board gets near); moves cut
     * leave a loss unproven (unknown). */
    NODE_MOVES = 1024,
    FREE_STACK = 1 << 16,
    TEST_CHECK = 1024 /* connection tests between clock checks */
};

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
    llk_stt *stt; /* not NULL: the memo's shared table, searched instead */
    bool shared; /* keys and table are a memo's (not freed here) */
    const int *back; /* a memo's places (llk_order_back), or NULL */
    const atomic_bool *cancel; /* stop when set (may be NULL) */
    int *kstart, *kcount, *klist; /* tiles grouped by dense kind */
    bool kplaced; /* kstart set (collect) */
    llk_cell *rc; /* each cell's row and column (NULL on huge boards) */
    mv *moves;
    size_t moves_cap, moves_top;
    mv *sleep;
    size_t sleep_cap, sleep_top;
    int *from;
    int *undo; /* triples dst, src, kind */
    size_t undo_cap, undo_top;
    mv *path;
    int depth;
    bool narrow; /* the last apply only emptied cells (see undo) */
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

/* Push this position's moves (solve_moves.c); returns their number (0:
 * lost), or -1 when memory or time ran out. sb, sn: the node's sleep set
 * in s->sleep. */
long llk_gen_moves(solver *s, size_t sb, size_t sn);

#endif
