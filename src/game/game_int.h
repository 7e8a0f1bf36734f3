/* game_int.h - inside the game layer (src/game only): the game, its
 * positions and history, shared by game.c, history.c, hints.c, deal.c and
 * save.c.
 *
 * A position (game_pos) is a value: everything undo restores. The game
 * keeps an array of them and an index (history.c); the live board is
 * always the current position's kinds, kept as an llk_board for the path
 * search. What the screen shows (selection, hint on show, the hint
 * order's cache) and the clock live beside the history, in struct game.
 */
#ifndef GAME_INT_H
#define GAME_INT_H

#include "llk/endless.h"
#include "llk/game.h"
#include "llk/rules.h"
#include "llk/rng.h"
#include "llk/solve.h"
#include "llk/think.h"

#define REDEAL_BUDGET_MS 500 /* solver budget for one re-deal */
#define REC_QUEUE 4 /* replays of ended boards waiting to be taken */

/* A proven winning line: moves that clear the board of the positions that
 * refer to it, from their line_at on. Never changed once made. */
typedef struct game_line {
    llk_pair *moves;
    int n;
} game_line;

typedef struct game_pos {
    uint16_t *kinds;      /* rows*cols, row-major, 0 empty */
    int tiles;
    int line;             /* index into game.lines, -1: none known */
    int line_at;          /* the next move of that line */
    int score;            /* total of the game so far */
    int level_score;      /* gained on this level */
    int combo;            /* combo count of the last match */
    int hints_left;       /* -1: unlimited (relaxed) */
    int redeals_left;     /* -1: unlimited (relaxed) */
    int time_left_ms;     /* timed: the countdown when recorded */
    llk_rng rng;          /* seeds of re-deals */
    game_bonus bonus;     /* set when the level is cleared */
    bool gold;            /* the gold rule's pair is on the board: */
    llk_cell gold_at[2];  /* its two tiles (one kind), where they are now */
    /* Derived, not restored state: what is proven about this position's
     * board (game_position), learnt after it was recorded. Not saved. */
    signed char known;
} game_pos;

struct game {
    game_screen screen;
    game_mode mode;
    game_difficulty diff;
    int level;                       /* 1 before any level was started */
    uint64_t seed;
    llk_shift shift;
    const game_level_params *params;
    const char *layout;              /* the layout the board was dealt into
                                        (game_level_layout), NULL for a full
                                        or given board */
    bool kept;                       /* a level is in progress (menu) */
    bool next_pending;               /* a level was cleared and the run's
                                        next level is still to come */
    int start_score;                 /* total when this level started */

    llk_board *board;                /* the live board: pos[at]'s kinds */
    int *from;                       /* rows*cols, the last shift's map */
    game_pos *pos;                   /* the history: npos positions */
    int npos, at, pos_cap;
    game_line *lines;                /* every proven line of this level */
    int nlines, lines_cap;

    /* The clock: not part of a position (undo does not turn it back). */
    int time_left_ms;                /* timed countdown */
    int time_total_ms;
    long long play_ms;               /* time played on this level */
    long long last_match_ms;         /* combo timing */
    bool matched;                    /* a match since the combo chain began */
    bool hinted;                     /* a hint shown since the last match */

    /* What the screen shows. */
    bool has_sel;
    llk_cell sel;
    bool has_hint;
    llk_pair hint;
    int hint_skip;                   /* the engine's index of the hint
                                        shown; -1: the line's next move */
    /* The engine's hints for the board as it stands, in its order: one
     * search (llk_hint_order) serves every H press until the board
     * changes (hints_forget). */
    llk_pair *rank;
    int rank_n, rank_cap;
    bool rank_ok;
    int hint_searches;

    llk_hint_kind *rank_kind;        /* the class of each rank entry */
    bool hint_win;                   /* the hint on show is proven */

    /* Thinking along (assist.c). */
    llk_thinker *think;              /* NULL: thinking off */
    uint64_t think_gen;              /* generation of the board set */
    bool think_stopped;              /* the thinker gave up on it */
    uint16_t *think_kinds;           /* the kinds last set */
    size_t think_cells;
    game_position position;          /* the last poll's answer */
    bool dead_told;                  /* the notice for this board is out */
    bool free_redeal;                /* timed: proven lost, R is free */
    bool demo;                       /* Show me is playing */
    bool assisted;                   /* Show me was used, or
                                        game_mark_assisted: no score table */
    struct ahead *ahead;             /* the next level dealt ahead
                                        (ahead.c); NULL: none yet */

    /* What the game counts for (runs.c); assisted (above) too. */
    game_kind kind;
    int first_level;                 /* the level the game began at */
    int time_scale;                  /* practice: the countdown's multiple
                                        (1, 2, 4), 0: no countdown */
    int zen_boards;                  /* zen, endless: boards cleared (the
                                        one on show included once
                                        cleared) */
    int endless_clock_ms;            /* endless: the clock a board begins
                                        with (carried over) */
    bool open;                       /* a board played, its outcome not
                                        yet reported */
    bool unplayed;                   /* a board dealt, no move on it yet:
                                        its first move reports it started */
    bool run_over;                   /* the run's end was reported */
    game_event *events;              /* not yet taken, oldest first */
    int nevents, events_cap;

    /* The deal of the day's rule (rules.c). */
    game_rule rule;

    game_notice notice;
    unsigned long changes;
    unsigned long deals;             /* boards dealt from a game ID */
    char err[160];

    /* The replay (record.c): the board's moves being recorded (NULL:
     * none), its finished texts not yet taken; a game a replay drives
     * (replay.c): no dealing ahead, re-deals and hints as recorded. */
    struct game_rec *rec;
    char *rec_done[REC_QUEUE];
    bool replaying;
    const int *redeal_to;      /* replaying: the next re-deal's kinds of
                                  the occupied cells, row-major, redeal_n
                                  of them (NULL: it fails) */
    int redeal_n;
    const llk_pair *hint_to;   /* replaying: the next hint's pair */
};

/* ---- history.c ---- */

/* The current position. */
static inline game_pos *hist_cur(game *g)
{
    return &g->pos[g->at];
}
static inline const game_pos *hist_cur_c(const game *g)
{
    return &g->pos[g->at];
}

/* Start a level's history: frees the old one, takes ownership of the
 * board b (the deal) and makes position 0 from it with the line (NULL or
 * nline moves, copied). Counters from the mode and the level's
 * parameters; score is the total so far. NULL, or a message. */
const char *hist_begin(game *g, llk_board *b, const llk_pair *line,
                       int nline, int score);
/* Begin a change: a copy of the current position becomes the current one
 * (positions after it are dropped). False when out of memory (nothing
 * changed). */
bool hist_push(game *g);
/* End a change: the live board's kinds into the current position. */
void hist_commit(game *g);
/* Give up a pushed change: back to the position before it, board too. */
void hist_cancel(game *g);
/* Make position i the current one and the live board its kinds. */
void hist_goto(game *g, int i);
/* The shift map says no tile moved (after a change that is not a slide). */
void hist_still(game *g);
/* Add a line (copied): its index, or -1 when out of memory. */
int hist_add_line(game *g, const llk_pair *moves, int n);
/* Free every position and line and the live board. */
void hist_free(game *g);
/* The next move of the current position's line (not checked). */
bool hist_line_move(const game *g, llk_pair *out);

/* ---- hints.c ---- */

/* The board changed: the engine's hint order no longer applies. */
void hints_forget(game *g);
/* The best move known: the line's next, else the engine's first (one
 * search); hint_win says whether it is proven. False when none. */
bool hints_best(game *g, llk_pair *p);

/* ---- deal.c ---- */

/* Re-deal the live board's kinds (free, after a stuck removal, or on
 * demand); the current position's line is set from the proof. The
 * caller pushed a position and commits or cancels it. */
llk_redeal_result deal_redeal(game *g);
/* The generator's seed for one level of a game seed. */
uint64_t deal_board_seed(uint64_t seed, game_difficulty d, int level);
/* Generate level (d, level) of seed: board and line (room for rows*cols/2
 * pairs) with nline moves; NULL (and *line NULL) when the generator made
 * none or *cancel (may be NULL) was set while it dealt. Touches no game:
 * the dealing ahead (ahead.c) calls it on its thread. */
llk_board *deal_make(game_difficulty d, int level, uint64_t seed, const atomic_bool *cancel,
                     llk_pair **line, int *nline);
/* The same for the game: the board dealt ahead when it is this one, else
 * deal_make; NULL with g->err set. */
llk_board *deal_generate(game *g, game_difficulty d, int level,
                         uint64_t seed, llk_pair **line, int *nline);
/* Whether every kind of b has an even count. */
bool deal_even_kinds(const llk_board *b);
/* When the occupied cells of kinds (rows x cols) are exactly those of the
 * built-in layout name (layouts.c): a copy of its cells (rows * cols, 1 in
 * the shape; the caller frees it), else NULL (name NULL included). */
uint8_t *layout_shape(const char *name, const uint16_t *kinds, int rows, int cols);
/* Whether the moves (from the board kinds of rows x cols, with the shape
 * of llk_board_set_shape: NULL the full rectangle) clear it under shift
 * s, each a legal removal. */
bool deal_line_clears(const uint16_t *kinds, int rows, int cols, const uint8_t *shape,
                      llk_shift s, const llk_pair *moves, int n);

/* ---- ahead.c ---- */

/* Deal the level after the current one on a thread (nothing when there is
 * none: the last level, practice), so going on does not wait for the
 * generator; game_tick calls it while a level is played (cheap once the
 * request is made). A different request first waits for the last one. */
void ahead_start(game *g);
/* The board dealt ahead, when it was for level (d, level) of seed: true
 * with board, line and nline handed over (waiting for the thread if it has
 * not finished). False otherwise; a board for another level is dropped. */
bool ahead_take(game *g, game_difficulty d, int level, uint64_t seed,
                llk_board **board, llk_pair **line, int *nline);
/* Wait for the thread and free what it dealt. */
void ahead_free(game *g);

/* ---- assist.c ---- */

/* The live board may have changed: hand it to the thinker, forget what
 * was known of the old one. Cheap when nothing changed. */
void assist_board_changed(game *g);
/* Stop the thinker and free its part of g. */
void assist_free(game *g);

/* ---- runs.c ---- */

/* Before a new game replaces this one: an open board counts as lost, a
 * run still going ends. Then the new game's kind, first level, not
 * assisted. */
void runs_begin(game *g, game_kind k, int level);
/* Zen with `boards` cleared already (a save's next board): its level is
 * game_zen_level(boards), its deal seed's. */
const char *game_begin_zen_at(game *g, game_difficulty d, int boards,
                              uint64_t seed);
/* Endless (endless.c): a match with this combo adds its time. */
void endless_matched(game *g, int combo);
/* The level's countdown in ms times the practice time scale (1 when it
 * is 0: no countdown). */
int game_scaled_ms(const game *g);
/* A board was dealt (a level entered, or retried: an open board before
 * it counts as lost). It counts as played at its first move
 * (runs_moved), not now: a board dealt and never touched is no game. */
void runs_started(game *g);
/* A pair was removed: the board's first move reports it started. */
void runs_moved(game *g);
/* The board was cleared / ran out of time. */
void runs_won(game *g);
void runs_lost(game *g);
/* Leaving for the menu from time up or a cleared last level: a run ends. */
void runs_leave(game *g);
/* Count n pairs, hints or re-deals. */
void runs_count(game *g, game_event_type t, int n);
/* Whether the current position's board is cleared. */
bool runs_board_cleared(const game *g);

/* ---- rules.c ---- */

/* Take rule r for the game (the positions' gold pairs untouched). */
void rules_adopt(game *g, game_rule r);
/* gold: position 0's gold pair from the deal (rules.c "The gold pair"). */
void rules_gold_deal(game *g);
/* gold: every position's pair in a save of before version 4 (one gold
 * kind then): the kind the seed picked, one pair of it where it is left. */
void rules_gold_convert(game *g);
/* gold: pair (a, z) was removed and the tiles slid (g->from): the gold
 * pair follows its tiles; true when (a, z) was the gold pair itself. One
 * of its tiles taken with another twin loses the gold. */
bool rules_removed(game *g, llk_cell a, llk_cell z);
/* gold: the live board was re-dealt; kind was the gold pair's (0: none):
 * two tiles of that kind become the pair. */
void rules_redealt(game *g, int kind);
/* The rule's clock in ms (0: the level's own). */
int rules_clock_ms(const game *g);
/* The points of a match worth points without the rule (gold: whether it
 * was the gold pair). */
int rules_points(const game *g, bool gold, int points);
/* A pair was removed (the position committed or not): refill the clock;
 * true when that match meets the quota (the level is won). */
bool rules_matched(game *g);
/* What a refused pair costs of the clock, ms. */
int rules_refused_ms(const game *g);
/* The quota is met on the current position (a won level, tiles left). */
bool rules_won(const game *g);

/* ---- record.c (the replay of a board, llk/replay.h) ---- */

/* A generated board was dealt (or dealt again after it ended): record it
 * from here (an open recording with moves ends as left first). */
void rec_begin(game *g);
/* A board from elsewhere (given, loaded): nothing recorded. */
void rec_off(game *g);
/* The moves, each at the board's time (game.c, hints.c, history.c,
 * assist.c): a pair removed (with the board's re-deal when it was left
 * stuck), a hint shown, a re-deal, undo n positions, redo, Show me on
 * and off. */
void rec_match(game *g, llk_cell a, llk_cell b, bool redealt);
void rec_hint(game *g, llk_pair p);
/* A pair refused where a refusal costs time (careful hands). */
void rec_refused(game *g, llk_cell a, llk_cell b);
void rec_redeal(game *g, bool free_redeal);
void rec_undo(game *g, int n);
void rec_redo(game *g);
void rec_show_me(game *g, bool on);
/* The level was restarted (game_retry) after play_ms on it: a move of an
 * open recording, else a new one begins. */
void rec_retried(game *g, long long play_ms);
/* The board ended: "cleared", "time-up" or "left". */
void rec_end(game *g, const char *result);
/* Free the recording and the texts not taken. */
void rec_free(game *g);

/* ---- game.c ---- */

/* Set every field of a level from (mode, d, level, seed) and its board
 * history already begun; screen playing. */
void game_enter_level(game *g);

#endif
