/* think_int.h - the thinker's helper threads (think_help.c) and the
 * thinker's state (think.c, think_read.c); not a public header.
 *
 * The thinker's own worker (think.c) does all it did alone; with more
 * cores, helpers search the same undecided position at the same time in
 * other random orders (probes and beams with seeds of their own), all of
 * them with one table of positions proven lost (llk_stt, solve_int.h), so
 * what one proves lost no other searches again. The first helper to find
 * a line (or to prove the position lost) hands it over; the worker
 * believes it as it believes its own searches (a line found by the
 * solver, a loss proven by a search that ended). */
#ifndef LLK_THINK_INT_H
#define LLK_THINK_INT_H

#include <pthread.h>

#include "llk/think.h"
#include "solve_int.h"

enum {
    LLK_THINK_FIRST_NODES = 2000, /* node cap of the first round */
    LLK_THINK_CAP_GROWTH = 4,     /* each round's cap: the last one's times this */
    /* Randomized probes: a probe's node cap is PROBE_UNIT times a term of
     * Luby's sequence; a round's probes spend PROBE_SHARE times its cap
     * (measured: think.c). */
    LLK_THINK_PROBE_UNIT = 200,
    LLK_THINK_PROBE_SHARE = 10,
    /* Beams: one a round from round BEAM_ROUND (the first is 1), BEAM_WIDTH
     * wide, doubling each round BEAM_DOUBLINGS times, BEAM_PENALTY a kind
     * with two tiles not joined (measured: think.c). */
    LLK_THINK_BEAM_ROUND = 2,
    LLK_THINK_BEAM_WIDTH = 64,
    LLK_THINK_BEAM_DOUBLINGS = 3,
    LLK_THINK_BEAM_PENALTY = 2,
    LLK_THINK_MAX_WORKERS = 64,
    LLK_THINK_SHARED_BITS = 18 /* the shared table: 2^18 slots, 4 MB */
};

/* The i-th term (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 ... */
long long llk_luby(long long i);

/* A helper's news for the position of generation gen, from its thread: v
 * is LLK_SOLVED (line, n moves) or LLK_UNSOLVABLE. */
typedef void (*llk_help_news)(void *ctx, uint64_t gen, llk_verdict v, const llk_pair *line,
                              int n);

typedef struct llk_helpers llk_helpers;

/* n helper threads (n >= 1), idle, and the shared table; news is called
 * from a helper with ctx. NULL when memory or a thread could not be had. */
llk_helpers *llk_helpers_new(int n, llk_help_news news, void *ctx);
/* Stop them, wait for them and free everything. */
void llk_helpers_free(llk_helpers *h);
/* How many threads started (at most n). */
int llk_helpers_count(const llk_helpers *h);
/* The table they share (to be the worker's memo's stt). */
llk_stt *llk_helpers_table(llk_helpers *h);
/* Ask them to stop the position (returns at once; any thread). */
void llk_helpers_halt(llk_helpers *h);
/* Ask them to stop and wait until every one is idle. */
void llk_helpers_stop(llk_helpers *h);
/* Whether any is still on the position last started. */
bool llk_helpers_busy(llk_helpers *h);
/* Wait until every one is idle (spent its budget, decided, or halted). */
void llk_helpers_wait(llk_helpers *h);
/* Start every helper on position b (copied) of generation gen under shift
 * s, with keys's keys (a memo whose kinds all have ids, whose stt is the
 * shared table), at most budget nodes each (0: none). Only while they are
 * idle (after llk_helpers_stop). */
void llk_helpers_start(llk_helpers *h, const llk_board *b, llk_shift s, const llk_memo *keys,
                       uint64_t gen, long long budget);
/* The helpers' nodes on the position last started. */
long long llk_helpers_nodes(llk_helpers *h);
/* What they decided about generation gen: LLK_SOLVED (the line into line,
 * room for cap moves, its length in *n), LLK_UNSOLVABLE, else LLK_UNKNOWN. */
llk_verdict llk_helpers_result(llk_helpers *h, uint64_t gen, llk_pair *line, int cap, int *n);

/* Whether a search of b can never cut a node's moves (then no search of it
 * leaves bad entries in a table: helpers may share one). */
bool llk_helpers_fit(const llk_board *b);

/* Tests: thinkers search with their helpers alone from now on (the
 * worker searches nothing itself: every verdict is the helpers', done as
 * soon as they decide), so that the helpers' path is what is tested. */
void llk_think_helpers_only(bool on);

/* ---- the thinker's state (think.c: the worker; think_read.c: the
 * caller's reads and the helpers' news) ---------------------------------- */

enum { CLS_UNKNOWN, CLS_WIN, CLS_LOST };

/* The worker's own state (no lock needed). */
typedef struct worker {
    llk_board *pos;     /* the position thought about */
    llk_shift shift;
    uint64_t gen;
    llk_pair *given;    /* the caller's line for it, given_n moves */
    int given_n;
    llk_memo *memo;
    llk_pair *pairs;    /* its removable pairs, npairs of them */
    uint8_t *cls;
    int npairs;
    size_t pairs_cap;
    llk_pair *line;     /* the winning line known (nline moves) */
    int nline;
    llk_pair *scratch;  /* a search's line */
    size_t line_cap;
    llk_board *child;   /* scratch: the position after a pair */
    llk_position position;
    long long budget;   /* node budget for this position, 0: none */
    bool gave_up;       /* the budget ran out: stopped */
    long long nodes;
    long long probes;   /* randomized probes of the position so far */
    int round;          /* the rounds of think_rounds begun */
    llk_known known;    /* winning lines kept */
    bool helping;       /* the helpers were started on this position */
    bool help_idle;     /* ... and are done with it (or none was started) */
} worker;

struct llk_thinker {
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t wake; /* the worker: a new position, or quit */
    pthread_cond_t news; /* llk_think_wait: something was published */
    atomic_bool cancel;
    bool quit;
    long long budget; /* llk_think_set_budget (under mu) */
    /* Set by the caller (under mu). */
    llk_board *pend;
    llk_shift pend_shift;
    uint64_t pend_gen;
    bool pend_idle; /* no position: stop thinking */
    llk_pair *pend_line;
    int pend_nline;
    size_t pend_line_cap;
    /* Published by the worker for pub.gen (under mu). */
    llk_think_status pub;
    llk_pair *pub_pairs;
    uint8_t *pub_cls;
    size_t pub_pairs_cap, pub_cls_cap;
    llk_pair *pub_line;
    size_t pub_line_cap;
    worker w; /* the worker thread's only */
    llk_helpers *help; /* the other workers (NULL: one worker) */
    int workers;
};

/* A helper decided the position of generation gen (think_read.c). */
void llk_think_helper_news(void *ctx, uint64_t gen, llk_verdict v, const llk_pair *line, int n);

#endif
