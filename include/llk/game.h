/* game.h - the rules of a game in progress (the "midend").
 *
 * Pure C11, no SDL. Owns the level table, the board being played, the
 * selection, hints, re-deals, the countdown clock, the score and the screen
 * the player is on. The front end only draws what it reads here and feeds
 * input in; it never changes the board itself. Every action is applied to
 * the board at once (removal and shift included): the front end animates
 * afterwards from what the action returned, so an input during an
 * animation always acts on the board as it will be.
 *
 * The game keeps no wall clock: the caller advances it with game_tick().
 * Errors come back as messages written for a person (NULL for success).
 */
#ifndef LLK_GAME_H
#define LLK_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "llk/board.h"
#include "llk/layout.h"
#include "llk/shift.h"

/* ---- Levels and difficulties (data: src/game/levels.c) ---- */

#define GAME_LEVELS 13        /* levels are numbered 1..GAME_LEVELS */
#define GAME_HINT_BUDGET_MS 150 /* solver budget for one hint */

typedef enum game_difficulty {
    GAME_EASY,
    GAME_NORMAL,
    GAME_HARD,
    GAME_DIFFICULTY_COUNT
} game_difficulty;

/* What one level is at one difficulty. */
typedef struct game_level_params {
    int rows, cols;  /* board size */
    int kinds;       /* number of tile kinds dealt */
    int time_s;      /* countdown in seconds */
    int hints;       /* hints allowed */
    int redeals;     /* re-deals on demand allowed */
} game_level_params;

/* "easy", "normal", "hard"; NULL when out of range. */
const char *game_difficulty_name(game_difficulty d);
/* Parse a difficulty name (case-insensitive); false when unknown. */
bool game_difficulty_parse(const char *name, game_difficulty *out);
/* Parse a level number "1".."13"; false when not a number in range. */
bool game_level_parse(const char *text, int *out);
/* Parse a seed: decimal digits, 0 .. 2^64-1; false otherwise. */
bool game_seed_parse(const char *text, uint64_t *out);
/* A new seed from the clock (llk_rng_fresh_seed), below 2^40. */
uint64_t game_fresh_seed(void);

/* Zen (game_begin_zen): boards one after another, GAME_ZEN_BOARDS_PER_SHIFT
 * of each level (its shift and shape) in turn, level 13 followed by level
 * 1 again. The level of the board after `boards` boards were cleared, and
 * the seed of the deal after the one of seed (a fixed mix: a zen game
 * replays from its first seed). */
#define GAME_ZEN_BOARDS_PER_SHIFT 3
int game_zen_level(int boards);
uint64_t game_zen_seed(uint64_t seed);

/* Level 1..GAME_LEVELS: its shift mode (LLK_SHIFT_NONE when out of range)
 * and its parameters at difficulty d (NULL when out of range). */
llk_shift game_level_shift(int level);
const game_level_params *game_level_get(game_difficulty d, int level);
/* The layout level (1..GAME_LEVELS) is dealt into at difficulty d: a name
 * for game_layout_load ("easy-heart"), or NULL for the full rectangle
 * (also when out of range). The level's kinds are then scaled to the
 * layout's tiles (llk_layout_kinds). */
const char *game_level_layout(game_difficulty d, int level);

/* The layouts built into the game (assets/layouts/NAME.layout, built in by
 * scripts/embed_layouts.sh): how many, the name of the i-th (from 0, in
 * name order; NULL out of range), and one parsed by name (free it with
 * llk_layout_free; NULL for an unknown name). */
int game_layout_count(void);
const char *game_layout_name(int i);
llk_layout *game_layout_load(const char *name);

/* The player's own layouts: every NAME.layout in a directory (the front
 * end's is $XDG_DATA_HOME/lianliankan/layouts), at most GAME_CUSTOM_MAX,
 * each at most GAME_CUSTOM_ROWS x GAME_CUSTOM_COLS. */
#define GAME_CUSTOM_MAX 64
#define GAME_CUSTOM_ROWS 20
#define GAME_CUSTOM_COLS 32
typedef struct game_custom_layouts {
    llk_layout *layout[GAME_CUSTOM_MAX]; /* in the order of their file names */
    char file[GAME_CUSTOM_MAX][256];     /* each one's file name less ".layout" */
    int n;
} game_custom_layouts;
/* Read them into out (a missing directory: none). A file that cannot be
 * used is skipped; the first is named in warn, one line for a person
 * ("Custom layout skipped: FILE:LINE:COL: why", and how many more).
 * Returns the number skipped. Free with game_custom_layouts_free. */
int game_custom_layouts_load(const char *dir, game_custom_layouts *out, char *warn,
                             size_t warnlen);
void game_custom_layouts_free(game_custom_layouts *c);

/* ---- Score (src/game/score.c: the whole formula lives there) ---- */

#define GAME_COMBO_MS 3000 /* a match within this of the previous continues a combo */

/* Points for one removed pair. combo is 0 for a match that does not follow
 * the previous one within GAME_COMBO_MS, else 1, 2, ... for each further
 * quick match in a row. */
int game_pair_points(int combo);

/* The bonus at the end of a cleared level. */
typedef struct game_bonus {
    int time_bonus;    /* for whole seconds left on the clock */
    int hints_bonus;   /* for hints not used */
    int redeals_bonus; /* for re-deals not used */
    int total;         /* sum of the three */
} game_bonus;

game_bonus game_level_bonus(int time_left_ms, int hints_left,
                            int redeals_left);

/* Stars for a level cleared in a timed game (run or practice) that was
 * not assisted: 1 for the clear, 1 more when at least a third of the
 * countdown (time_s) was left (time_left_ms), 1 more when no hint was
 * used (hints_used). 1..3. */
#define GAME_STARS_MAX 3
int game_level_stars(int time_s, int time_left_ms, int hints_used);

/* ---- Screens ---- */

typedef enum game_screen {
    GAME_SCREEN_MENU,
    GAME_SCREEN_PLAYING,
    GAME_SCREEN_PAUSED,
    GAME_SCREEN_LEVEL_CLEAR,
    GAME_SCREEN_TIME_UP,
    GAME_SCREEN_FINISHED, /* the last level was cleared */
    GAME_SCREEN_COUNT
} game_screen;

/* "menu", "playing", "paused", "level_clear", "time_up", "finished". */
const char *game_screen_name(game_screen s);

/* ---- Modes ---- */

/* Timed: countdown, limited hints and re-deals, score, no undo. Relaxed:
 * the clock counts up, hints and re-deals are free and unlimited, undo and
 * redo are unlimited, the score is shown but never enters a score table. */
typedef enum game_mode {
    GAME_TIMED,
    GAME_RELAXED,
    GAME_MODE_COUNT
} game_mode;

/* "timed", "relaxed"; NULL when out of range. */
const char *game_mode_name(game_mode m);
bool game_mode_parse(const char *name, game_mode *out);

/* ---- Runs, practice and relaxed games (src/game/runs.c) ----
 *
 * What a game counts for (docs/playing.md: "Runs, practice, high scores,
 * statistics and settings"). A run is a
 * timed game that goes on level after level (New game starts one at level
 * 1) until time runs out on a level and the player does not retry, the
 * last level is cleared, or the player ends it (game_end_run); then its
 * score goes to the high-score table. Practice is one timed level (the
 * level chooser): clearing it is "Level cleared", never the end of all
 * levels, and its score goes to that level's best. Relaxed games go on
 * level after level and never enter a score table. An assisted game
 * (game_mark_assisted) never enters one either. */
typedef enum game_kind {
    GAME_KIND_TIMED,     /* a run */
    GAME_KIND_PRACTICE,  /* one timed level */
    GAME_KIND_RELAXED,
    GAME_KIND_ZEN,       /* relaxed boards one after another, forever */
    GAME_KIND_ENDLESS,   /* timed boards against one clock (llk/endless.h) */
    GAME_KIND_COUNT
} game_kind;

/* "timed", "practice", "relaxed", "zen", "endless"; NULL out of range. */
const char *game_kind_name(game_kind k);
bool game_kind_parse(const char *name, game_kind *out);
/* Whether a kind's boards count for level bests and stars (a run,
 * practice); relaxed, zen and endless do not (endless: its own table). */
bool game_kind_scores(game_kind k);

/* ---- Game IDs (src/game/gameid.c) ---- */

/* A game ID recreates a deal on every machine: mode, difficulty, level and
 * seed in a short text such as "N05R-3QJ8H2ZD7" (docs/playing.md: "Game IDs"). */
#define GAME_ID_MAX 32 /* bytes of the longest ID, NUL included */

/* Write the ID of (m, d, level, seed) to out (at least GAME_ID_MAX). */
void game_id_format(game_mode m, game_difficulty d, int level, uint64_t seed,
                    char *out, size_t len);
/* Parse an ID (surrounding blanks allowed, letters in either case).
 * NULL on success, else a message for the player ("the check letter does
 * not match: a typing error?"). */
const char *game_id_parse(const char *text, game_mode *m, game_difficulty *d,
                          int *level, uint64_t *seed);
/* The first word of text (a run of letters, digits and hyphens) that
 * parses as a game ID: a shared result line pasted whole ("Lianliankan ·
 * Level 3, easy · ★★☆ · … · E03T-3QJ8H2ZD7") names its deal. False when
 * no word does. */
bool game_id_find(const char *text, game_mode *m, game_difficulty *d,
                  int *level, uint64_t *seed);

/* ---- The game in progress ---- */

typedef struct game game;

/* A new game on the menu screen with no level started. NULL if out of
 * memory. */
game *game_new(void);
void game_free(game *g);

/* Start a new game of mode m at (d, level, seed): score 0, board from
 * llk_generate for that level's size, kinds and shift mode. The same four
 * always give the same board. Screen becomes playing. */
const char *game_begin(game *g, game_mode m, game_difficulty d, int level,
                       uint64_t seed);
/* Start zen (GAME_KIND_ZEN) at difficulty d: relaxed rules, no score
 * table; a board cleared goes to level_clear with the next one waiting
 * (game_next_level: game_zen_level, game_zen_seed), never to finished. */
const char *game_begin_zen(game *g, game_difficulty d, uint64_t seed);
/* Practice time (WCAG 2.2.1): a timed practice level just begun, no move
 * yet, gets 2 or 4 times its countdown, or none (0: the time played counts,
 * never runs out); any scale but 1 marks it assisted (no best, no stars).
 * False, nothing changed, for other games or scales. A begin resets 1. */
bool game_set_time_scale(game *g, int scale);
int game_get_time_scale(const game *g);
/* The clock counts down (timed; else it counts the time played). */
bool game_counts_down(const game *g);
int game_zen_boards(const game *g); /* boards cleared in zen (else 0) */
/* game_begin with GAME_TIMED. */
const char *game_start(game *g, game_difficulty d, int level, uint64_t seed);

/* Deal level (d, level, seed) on a thread (as the next level is dealt
 * ahead), unless it is dealt or being dealt already: a begin with the
 * same three then takes that board instead of waiting for the generator
 * on the caller's thread. The deal asked for before, if another, is let
 * go without waiting (its thread finishes alone). Bad arguments:
 * nothing. */
void game_deal_request(game *g, game_difficulty d, int level, uint64_t seed);
/* False while the thread is still dealing (d, level, seed), waiting up to
 * wait_ms (0: a look) for it; true once it is dealt, or when the thread
 * has no such request (a begin then deals the level itself). */
bool game_deal_ready(game *g, game_difficulty d, int level, uint64_t seed, int wait_ms);

/* Start practice: one timed level (d, level, seed), kind
 * GAME_KIND_PRACTICE. game_begin starts a run (timed) or a relaxed game.
 * Any begin ends the game in progress first: a board not cleared counts
 * as lost and a run still going ends (GAME_EVENT_RUN_END). */
const char *game_begin_practice(game *g, game_difficulty d, int level,
                                uint64_t seed);

/* As game_start but with a given board (copied; any size, kinds as they
 * are) instead of a generated one: for tests and saved games. The clock,
 * hints and re-deals still come from (d, level). A board with no removable
 * pair is re-dealt at once (free, with GAME_NOTICE_AUTO_REDEAL). A board
 * whose tiles fill exactly the level's layout's cells is a deal of it and
 * keeps its shape (game_get_layout names it). */
const char *game_start_board(game *g, game_difficulty d, int level,
                             uint64_t seed, const llk_board *b);
/* game_start_board in mode m. */
const char *game_begin_board(game *g, game_mode m, game_difficulty d,
                             int level, uint64_t seed, const llk_board *b);

/* From level_clear: start level+1 (same difficulty and seed), keeping the
 * score. */
const char *game_next_level(game *g);
/* Restart the current level with the same board and the score it started
 * with (from time_up, level_clear, paused, playing or menu). It is a
 * recorded change: in a relaxed game undo goes back to before it. The
 * clock: timed, full again; relaxed, counts on. */
const char *game_retry(game *g);
/* Back to the menu. A level still being played is kept (paused) and
 * game_resume() continues it; a cleared level of a run that goes on keeps
 * the run, and game_resume() starts its next level. game_can_resume()
 * tells whether there is either. */
void game_to_menu(game *g);
bool game_can_resume(const game *g);

/* Pause (playing -> paused; the clock stops) and resume (paused, or menu
 * with a level kept -> playing; menu with the next level of a run to come
 * -> that level, playing). Others are ignored. The menu's Continue is
 * game_resume, then the game's screen (a loaded save can also be on
 * time_up). Both return the game's status (its screen) after the call:
 * the front decides where to go from it. */
game_screen game_pause(game *g);
game_screen game_resume(game *g);

/* Advance the countdown by dt_ms (negative counts as 0) while playing.
 * Reaching zero moves to time_up. Returns the game's status (its screen)
 * after the tick: GAME_SCREEN_TIME_UP when the time ran out (the only
 * change a tick makes). */
game_screen game_tick(game *g, int dt_ms);

/* ---- Player actions ---- */

typedef enum game_click {
    GAME_CLICK_IGNORED,    /* not playing, outside the board or empty cell */
    GAME_CLICK_SELECTED,   /* the tile is now selected */
    GAME_CLICK_DESELECTED, /* the selected tile was clicked again */
    GAME_CLICK_REFUSED,    /* other kind or no path: selection moved here */
    GAME_CLICK_REMOVED     /* the pair was removed (and the shift applied) */
} game_click;

/* What an action did, for the front end to animate and sound. */
typedef struct game_move {
    game_click result;
    llk_status why;  /* REFUSED: LLK_KINDS or LLK_NO_PATH; else LLK_OK */
    llk_cell a, b;   /* REMOVED: first and second tile; REFUSED: a = old
                        selection, b = new one; else a = the clicked cell */
    int kind;        /* REMOVED: the kind of the pair */
    llk_path path;   /* REMOVED: the path, on the board before removal */
    /* REMOVED: rows*cols ints, from[r*cols+c] = row-major index (on the
     * board after removal, before the shift) that the tile now at (r,c)
     * came from, -1 where empty. Owned by the game; valid until the next
     * call that changes the board. */
    const int *from;
    bool moved;      /* REMOVED: the shift moved at least one tile */
    int points;      /* REMOVED: points scored for the pair */
    bool gold;       /* REMOVED: the daily's gold pair (llk/rules.h) */
    int combo;       /* REMOVED: the combo count used for the points */
    bool auto_redeal; /* REMOVED: stuck after the shift: re-dealt in place */
    bool cleared;    /* REMOVED: the board is empty (level_clear/finished) */
    game_screen status; /* the game's status (its screen) after the click:
                           level_clear or finished when it cleared */
} game_move;

/* Click cell (r, c). out may be NULL. */
game_click game_select(game *g, int r, int c, game_move *out);
/* Drop the selection (right click); false when nothing was selected. */
bool game_deselect(game *g);

typedef enum game_hint_result {
    GAME_HINT_SHOWN,       /* a new hint shown; one hint spent */
    GAME_HINT_NEXT,        /* relaxed, a hint was showing: the next
                              alternative */
    GAME_HINT_NONE_LEFT,   /* no hints left */
    GAME_HINT_NO_PAIR,     /* nothing removable (should not happen) */
    GAME_HINT_NOT_PLAYING, /* not on the play screen */
    GAME_HINT_AGAIN        /* timed, a hint was showing: the same pair
                              again, free */
} game_hint_result;

/* Ask for a hint: the known line's next move when there is one (see
 * game_line_next), else the engine's hint (winning moves first). The pair
 * stays highlighted (game_hint_shown) until the player acts: any
 * selection, removal or re-deal clears it. out may be NULL.
 * Asked again while shown: in a timed game the same pair again, free
 * (GAME_HINT_AGAIN; each new pair costs a hint, and a new pair comes once
 * the player acts); in a relaxed game the next alternative
 * (GAME_HINT_NEXT): the line's move, then the engine's hints in their
 * order without it, then the line's move again (without a line: the
 * engine's order, wrapping). The engine's order
 * comes from one search (GAME_HINT_BUDGET_MS) made the first time a press
 * needs it and kept until the board changes (removal, re-deal, retry, new
 * level), so one call runs at most one search. */
game_hint_result game_hint(game *g, llk_pair *out);

/* The next move of the winning line the game knows, if any: the moves
 * that the generator (or a re-deal, or a winning hint) proved to clear
 * the board. It holds while the player plays its moves in order and is
 * what the first hint shows; false when none is known. out may be NULL. */
bool game_line_next(const game *g, llk_pair *out);

typedef enum game_redeal_result {
    GAME_REDEAL_DONE,        /* re-dealt, one re-deal spent */
    GAME_REDEAL_NONE_LEFT,   /* no re-deals left; board unchanged */
    GAME_REDEAL_FAILED,      /* the engine found no arrangement with a
                                removable pair; board unchanged, nothing
                                spent */
    GAME_REDEAL_NOT_PLAYING  /* not on the play screen */
} game_redeal_result;

/* Re-deal on demand (R): costs one re-deal. */
game_redeal_result game_redeal(game *g);

/* ---- History (src/game/history.c) ----
 *
 * Every change (removal with its shift, hint spent, re-deal, free re-deal
 * of a stuck board, retry) records a new position, a value holding all
 * that undo restores: board, the proven line and where the player is on
 * it, score, combo, hints and re-deals left, the re-deal generator. Undo
 * and redo move to a whole recorded position, so shifts and re-deals undo
 * exactly. A new change after an undo drops the positions after it. The
 * history starts at the level's deal: it never reaches the previous level.
 * The selection and the hint on show are not part of a position (an undo
 * or redo drops them). */

typedef enum game_undo_result {
    GAME_UNDO_DONE,        /* moved one position back (or forward) */
    GAME_UNDO_NOTHING,     /* no position that way */
    GAME_UNDO_TIMED,       /* timed game: no undo ("Undo is for relaxed games") */
    GAME_UNDO_NOT_PLAYING  /* not on the play screen */
} game_undo_result;

game_undo_result game_undo(game *g);
game_undo_result game_redo(game *g);
/* Steps available each way (0 in a timed game). */
int game_undo_count(const game *g);
int game_redo_count(const game *g);

/* ---- Thinking along (src/game/assist.c) ----
 *
 * With thinking on, the solver works in a thread of its own (llk/think.h)
 * on every position the board takes, while the player thinks: the hint
 * answers from what it found, a position proven lost while pairs remain
 * raises GAME_NOTICE_DEAD_END, and Show me plays the rest of the board.
 * Off by default, so that a game without it stays deterministic. */

typedef enum game_position {
    GAME_POSITION_UNKNOWN,
    GAME_POSITION_WINNABLE,  /* proven: a known line clears it */
    GAME_POSITION_LOST       /* proven: no line clears it */
} game_position;

/* "unknown", "winnable", "lost". */
const char *game_position_name(game_position p);
/* Start (true) or stop the thinking threads (llk_think_new: every core
 * but one, LLK_THINK_WORKERS overrides); false when they cannot start.
 * Each spends at most GAME_THINK_NODES solver nodes on a position (some
 * seconds), then idles until the board changes. */
bool game_set_thinking(game *g, bool on);
#define GAME_THINK_NODES 4000000LL
/* Whether the thinker gave up on the position shown (as of the last
 * game_poll): its position stays unknown until the board changes. */
bool game_thinking_stopped(const game *g);
/* Take in what the thinker found about the board on show (call once a
 * frame; it never waits): a winning line it found becomes the position's
 * proven line, a loss raises the dead-end notice once. Returns what is
 * proven about the board: winnable also without thinking when the game
 * knows a line. */
game_position game_poll(game *g);
/* The last game_poll's answer, without polling. */
game_position game_get_position(const game *g);
/* Whether the hint on show is proven to keep the board winnable. */
bool game_hint_winning(const game *g);
/* Timed: the board was proven lost, so R re-deals it for free. */
bool game_free_redeal_offered(const game *g);
/* Relaxed: undo to the latest position proven winnable (the deal, any
 * position on a proven line, or one the thinker proved), as one undo
 * step of several positions (redo goes forward again). */
game_undo_result game_undo_to_winnable(game *g);

/* A warning before a losing move (src/game/warn.c): whether clicking
 * (r, c) now would remove a pair (the selection and (r, c), joined by a
 * path) that the thinker has proven to leave the board with no line that
 * clears it, its shift applied. It waits up to wait_ms (the front:
 * GAME_WARN_WAIT_MS, blocking) for the thinker to classify the pair; not
 * proven by then, false: the move is taken unchallenged. Never for a move
 * that clears the board or leaves no pair (that board is re-dealt at
 * once, free), nor on a board already proven lost (its dead end is told
 * once), nor during Show me, nor with thinking off. Which games warn is
 * the session's rule (session_warns). */
#define GAME_WARN_WAIT_MS 150
bool game_move_loses(game *g, int r, int c, long wait_ms);

/* Show me: the solver plays the rest of the board. The game is marked
 * assisted for good (no score table). */
typedef enum game_demo_result {
    GAME_DEMO_STARTED,
    GAME_DEMO_LOST,         /* the position is proven lost: nothing to show */
    GAME_DEMO_NOT_PLAYING
} game_demo_result;

game_demo_result game_demo_start(game *g);
bool game_demo_on(const game *g);
void game_demo_stop(game *g);
/* Play the demo's next move (as two game_select clicks; out as for them);
 * false when the demo is off or ends here (board cleared, or no move could
 * be found: then the demo stops). Proven winning moves first; without a
 * known line, one hint search (GAME_HINT_BUDGET_MS). Its pairs score
 * nothing: the score stands still (out->points 0, no bonus). */
bool game_demo_step(game *g, game_move *out);
/* The demo's next move without playing it (a front end plays it as two
 * clicks, to animate it); false when the demo is off or no move can be
 * found (the demo then stops). */
bool game_demo_next(game *g, llk_pair *out);
/* Show me was used in this game. */
bool game_get_assisted(const game *g);

/* Notices for the front end to show once. */
typedef enum game_notice {
    GAME_NOTICE_NONE,
    GAME_NOTICE_AUTO_REDEAL,       /* stuck board re-dealt for free */
    GAME_NOTICE_AUTO_REDEAL_FAILED, /* stuck and could not be re-dealt */
    GAME_NOTICE_DEAD_END           /* proven lost while pairs remain
                                      (game_poll): timed, R re-deals for
                                      free; relaxed, game_undo_to_winnable */
} game_notice;

/* The latest notice not yet taken, and clear it. */
game_notice game_take_notice(game *g);

/* ---- Reading the state ---- */

game_screen game_get_screen(const game *g);
game_mode game_get_mode(const game *g);
/* The ID of the deal in play (game_id_format); false before any level. */
bool game_get_id(const game *g, char *out, size_t len);
game_difficulty game_get_difficulty(const game *g);
int game_get_level(const game *g);             /* 1..GAME_LEVELS */
/* The layout the board in play was dealt into (game_level_layout), or NULL
 * for a full rectangle, a board given by game_begin_board that does not
 * fill exactly the level's layout's cells, or no board. A loaded save
 * names its level's layout when the level's first position fills exactly
 * that layout's cells. The board then has the layout's shape (board.h):
 * its tiles slide only within it. */
const char *game_get_layout(const game *g);
llk_shift game_get_shift(const game *g);
uint64_t game_get_seed(const game *g);
/* The board; NULL before the first level is started. */
const llk_board *game_get_board(const game *g);
/* The parameters of the current level. */
const game_level_params *game_get_params(const game *g);
bool game_get_selected(const game *g, llk_cell *out);
bool game_hint_shown(const game *g, llk_pair *out);
int game_get_score(const game *g);        /* total over all levels so far */
int game_get_level_score(const game *g);  /* gained in this level so far */
int game_get_time_left_ms(const game *g);
int game_get_time_total_ms(const game *g);
/* Time played on this level (paused time not counted): the clock a
 * relaxed game shows. */
long long game_get_elapsed_ms(const game *g);
/* Counts every change worth saving (a recorded position, a screen change,
 * a new level); the front end saves when it moved. The clock is not
 * counted: save once a second as well while playing. */
unsigned long game_get_changes(const game *g);
int game_get_hints_left(const game *g);    /* -1: unlimited (relaxed) */
int game_get_redeals_left(const game *g);  /* -1: unlimited (relaxed) */
int game_get_tiles_left(const game *g);
int game_get_combo(const game *g);         /* combo of the last match */
/* Hint searches the engine ran for this game since game_new (each at most
 * GAME_HINT_BUDGET_MS; hints from the known line or from the last search
 * of the same board need none). */
int game_get_hint_searches(const game *g);
/* The bonus of the last cleared level (zeros before any). */
game_bonus game_get_bonus(const game *g);
/* The stars of the level just cleared (game_level_stars), derived from the
 * position: 1..3 when the board is cleared in a timed game not assisted,
 * else 0. */
int game_get_stars(const game *g);
/* The stars such a level missed, for the results card to say why: the
 * time's (GAME_STAR_TIME: less than a third of the time left) and the
 * hint's (GAME_STAR_HINT: a hint used); 0 with all three or none. */
enum { GAME_STAR_TIME = 1u, GAME_STAR_HINT = 2u };
unsigned game_get_stars_missed(const game *g);

/* ---- The shift card's demonstration (demo.c) ---- */

#define GAME_DEMO_ROWS 4
#define GAME_DEMO_COLS 6
/* A full GAME_DEMO_ROWS x GAME_DEMO_COLS board for the card introducing
 * shift s (free it), with the pair it takes in pair[] (both kind 1): of
 * the pairs the rules could take, the one whose removal moves the most
 * tiles under s. from[i] and after[i] (GAME_DEMO_ROWS * GAME_DEMO_COLS
 * each) are the slide: where the tile now at cell i came from (-1 none,
 * llk_shift_apply) and its kind (0 empty). NULL when out of memory. */
llk_board *game_shift_demo(llk_shift s, llk_cell pair[2], int *from,
                           int *after);

/* ---- What the game reports for scores and statistics (runs.c) ---- */

game_kind game_get_kind(const game *g);
/* True while a run goes on: a timed run or endless, not yet ended (also on
 * the menu with it kept or its next level to come; a run on time up). */
bool game_in_run(const game *g);
/* Levels cleared in this game (a run: since its first level; practice: 0
 * or 1). */
int game_levels_cleared(const game *g);
/* The level this game began at. */
int game_get_first_level(const game *g);
/* Whether the next level can follow (a cleared level of a run or a
 * relaxed game, not the last). Practice has none. */
bool game_has_next_level(const game *g);
/* Whether what Continue resumes is the next level, not dealt yet: a
 * cleared level of a run (or relaxed game) that goes on, on its results
 * card or left for the menu. From the menu, Continue (game_resume) deals
 * level game_get_level(g) + 1 with the score so far (game_get_score); the
 * save names that level (screen "next"). False while a board is kept. */
bool game_next_to_deal(const game *g);

/* End the run from the menu ("End this run"): its board counts as lost
 * when not cleared, GAME_EVENT_RUN_END is reported, nothing is left to
 * resume, the screen is the menu. False (nothing done) when not in a run. */
bool game_end_run(game *g);

/* The player was helped (issue 16's "Show me"): the game, and a run as a
 * whole, never enters a score table and sets no best time. */
void game_mark_assisted(game *g); /* game_get_assisted reads it */

typedef enum game_event_type {
    GAME_EVENT_STARTED,  /* a board was played: its first move (new game,
                            next level, retry dealt and never touched:
                            none) */
    GAME_EVENT_WON,      /* the board was cleared: time_ms, score */
    GAME_EVENT_LOST,     /* a board played ended not cleared: time up, retry,
                            abandoned for another game, run ended */
    GAME_EVENT_PAIRS,    /* count pairs removed */
    GAME_EVENT_HINTS,    /* count hints used (a new hint shown) */
    GAME_EVENT_REDEALS,  /* count re-deals on demand */
    GAME_EVENT_RUN_END   /* a run ended: score, levels */
} game_event_type;

typedef struct game_event {
    game_event_type type;
    game_kind kind;
    game_difficulty diff;
    int level;          /* the board's level (RUN_END: the last played) */
    int count;          /* PAIRS, HINTS, REDEALS */
    long long time_ms;  /* WON: time played on the board */
    int score;          /* WON: the level's score; RUN_END: the run's */
    int levels;         /* RUN_END: levels cleared in the run */
    int stars;          /* WON: game_get_stars (0 relaxed or assisted) */
    bool assisted;
} game_event;

/* The oldest event not yet taken (false: none). Counts of the same kind
 * in a row are merged into one event. At most GAME_EVENTS_MAX wait; past
 * that the oldest are dropped. */
#define GAME_EVENTS_MAX 4096
bool game_take_event(game *g, game_event *out);

/* ---- State file (src/game/state.c) ---- */

/* Where the board is on screen, in window (mouse) coordinates: top-left
 * of cell (0,0) and the cell pitch. Only the front end knows it. */
typedef struct game_rect {
    double x, y, cell_w, cell_h;
} game_rect;

/* A button on screen, in window coordinates. id is a stable name that does
 * not change with the language ("continue", "new_easy", ...). */
typedef struct game_button {
    const char *id;
    const char *label;  /* UTF-8, as drawn */
    double x, y, w, h;
    bool selected;      /* has the keyboard focus / is highlighted */
    double text_w;      /* width of the label as drawn (0: not known) */
    bool chosen;        /* the option in effect (a level chooser's
                           difficulty), the tab shown; drawn marked */
    bool disabled;      /* its action cannot be taken now ("enabled":
                           false) */
    const char *reason; /* why it is disabled (NULL: left out) */
    const char *kind;   /* "button" (NULL), "slider", "toggle", "choice",
                           "tab", "field" */
    bool has_value;     /* a slider, toggle or choice: "value" */
    int value;
    const char *value_text; /* a slider's or choice's value as drawn:
                               "value_text" (NULL: left out) */
    bool has_range;     /* a slider: "min", "max", "step" */
    int min, max, step;
    bool has_level;     /* a level map's card: "stars", "best", "next" */
    int stars;          /* the most stars earned on the level, 0 none */
    int best;           /* its best score, -1 none (null) */
    bool next;          /* the next level of the run in progress */
} game_button;

/* A tile of the current board drawn away from its cell or not at full
 * size (sliding, popping in), in window coordinates: cell (r, c), kind,
 * and the square it is drawn in. */
typedef struct game_drawn {
    int r, c, kind;
    double x, y, w, h;
} game_drawn;

/* What only the front end knows, for the state file. Any field may be
 * NULL / 0: left out (rect: zeros). */
typedef struct game_view {
    const game_rect *rect;
    const char *view;            /* the screen the window shows */
    bool can_continue;           /* the menu offers Continue */
    const game_button *buttons;  /* the buttons of the screen on show */
    int nbuttons;
    const char *notice;          /* a message the screen shows (a toast,
                                    the bad-save line, an entry's error) */
    const char *entry;           /* the text of a one-line entry on show */
    bool has_cursor;             /* "cursor": [r, c] of the keyboard
                                    cursor on show (null: none) */
    int cursor_r, cursor_c;
    bool has_notice_rect;        /* "notice_rect": the notification lane,
                                    where toasts and the dead-end strip
                                    are said (window coordinates) */
    double notice_x, notice_y, notice_w, notice_h;
    const char *lang;            /* the language shown ("en", "zh_CN") */
    const char *clipped;         /* a text drawn past the window's edge on
                                    the last frame (a layout fault) */
    const char *overlap;         /* two texts drawn over each other on the
                                    last frame, "A | B" (a layout fault) */
    const struct settings *settings; /* "settings": every value by key */
    const char *const *lines;    /* "lines": the rows of a table on show
                                    (scores, statistics), as drawn */
    int nlines;
    /* the play screen's board (docs/formats.md: the state file, "anim" ...) */
    bool anim;                   /* the board animates */
    const char *effects;         /* effects running, space-separated */
    const char *refusal;         /* the refusal line on show */
    int combo_shown;             /* the combo counter on show, 0 none */
    const game_drawn *drawn;     /* tiles away from their cell */
    int ndrawn;
    double text_px;              /* "text_px": the smallest text drawn on
                                    the control bar, em in window pixels
                                    (0: left out) */
    /* "applied": what the front runs with, read back from where each
     * setting went (left out when has_applied is false) */
    bool has_applied;
    int applied_anim_pct, applied_path_ms; /* % of normal; ms */
    int applied_sfx, applied_music; /* the mixer's volumes (sfx -1: none) */
    const char *applied_tileset, *applied_background;
    /* motion full/reduced/none, contrast normal/high; from setting/desktop/default */
    const char *applied_motion, *applied_motion_from;
    const char *applied_contrast, *applied_contrast_from;
    double contrast;             /* "contrast": the worst contrast ratio
                                    of that text (0: left out) */
    int face_px;                 /* "face_px": the face size of the tile
                                    atlas in use, source pixels (0: left
                                    out, with tile_px) */
    int tile_px;                 /* "tile_px": the size tile faces are
                                    drawn at, drawable pixels */
    long events;                 /* "events": input events handled so far
                                    (key presses, mouse buttons, text) */
    bool has_tutorial_step;      /* "tutorial_step": the tutorial's step
                                    (0 the offer, 1-3 its boards, 4 the
                                    end; left out when false) */
    int tutorial_step;
    const char *intro_shift;     /* "intro_shift": the shift mode a card
                                    introduces (llk_shift_name; left out
                                    when NULL) */
    const llk_board *intro_board; /* "intro_board": the card's mini-board
                                    before its pair goes, rows of kinds
                                    (left out when NULL) */
    llk_pair intro_pair;         /* "intro_pair": the pair it takes,
                                    [[r,c],[r,c]] (with intro_board) */
    /* "daily": the deal of the day (left out when has_daily is false) */
    bool has_daily;
    const char *daily_date;      /* today, "YYYY-MM-DD" */
    const char *daily_id;        /* its deal's game ID */
    bool daily_done;             /* today's scored attempt has ended */
    int daily_streak;            /* days in a row played, up to today */
    const char *confirm;         /* "confirm": the question on show
                                    ("show_me", "end_run", "restart",
                                    "leave", "reset"; NULL: null) */
    const char *banner;          /* "banner": the banner on show (NULL:
                                    null) */
    bool has_result;             /* the results card: "new_best" */
    bool new_best;
    /* members the front end writes itself, each after a comma, last in
     * the object (the window's facts: "window", "frame", "hover",
     * "texts", "marks"); NULL: none */
    void (*front_json)(FILE *f, void *ctx);
    void *front_ctx;
} game_view;

/* Write the state as one JSON object (docs/formats.md: the state file) to f; v may be
 * NULL. */
void game_state_json(const game *g, const game_view *v, FILE *f);

/* s as a JSON string (quotes, backslashes and control characters
 * escaped; UTF-8 as it is). */
void game_json_string(FILE *f, const char *s);

/* Write the JSON atomically to path (file_write_atomic). Returns 0, or -1
 * with a message naming the file in err. */
int game_write_state(const game *g, const game_view *v, const char *path,
                     char *err, size_t errlen);

/* ---- Save and resume (src/game/save.c, docs/formats.md: "Save format") ---- */

/* Whether g holds something to resume: a level being played or paused (on
 * the menu too), out of time (Retry is still offered), or cleared with
 * the next level of the run still to come. Not before any level, not after
 * the last level was cleared. */
bool game_has_save(const game *g);

/* Write the save text of g to f. Returns 0, -1 on a write error. */
int game_save_write(const game *g, FILE *f);

/* Read save text (len bytes, need not be NUL-terminated): all or nothing.
 * Checks the version, every field, the checksum line (unless
 * skip_checksum: for the fuzzer) and every board against the rules (size
 * of its level, even count of each kind, the proven lines replay). A new
 * game on the saved screen (a game being played comes back paused), or
 * NULL with the reason and line number in err. */
game *game_load(const char *text, size_t len, bool skip_checksum, char *err,
                size_t errlen);

/* The save file at path. Save: atomically (file_write_atomic); 0 or -1 with
 * err. Load: 1 loaded into *out; 0 no file; -1 not usable: the file was
 * moved aside as path.bad (when it could be) and err says why in one line
 * naming the file. Remove: a missing file is no error. */
int game_save_file(const game *g, const char *path, char *err, size_t errlen);
int game_load_file(const char *path, game **out, char *err, size_t errlen);
int game_remove_save(const char *path, char *err, size_t errlen);

#endif
