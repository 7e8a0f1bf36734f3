/* play.h - the play screen's state (play.c holds it, st_play.c plays on
 * it): the board's layout, what it animates (fx.c), the dead-end strip,
 * Show me's pace, the keyboard cursor, the right-button peek and the last
 * move; the dead-end strip and Show me (assist_ui.c) and the control bar
 * (bar.c).
 */
#ifndef FRONT_PLAY_H
#define FRONT_PLAY_H

#include <stdbool.h>
#include <stdio.h>

#include <SDL.h>

#include "app.h"
#include "pulse.h"
#include "llk/board.h"
#include "llk/game.h"

/* Geometry of the board in drawable pixels. */
typedef struct front_layout {
    int bar_h;        /* status bar height */
    int bx, by;       /* top-left of cell (0,0) */
    int cell;         /* cell pitch (tiles are square) */
} front_layout;

/* What the play screen animates (fx.c): the rules change the board at
 * once, and the board is drawn from where each tile of the CURRENT board
 * is on its way (mv), so a click always gets the tile drawn under the
 * pointer (layout_hit). A removal during another animation starts each
 * tile from where it is drawn: nothing jumps. */
#define FX_GHOSTS 8
typedef struct fx_motion {
    float fr, fc;     /* drawn here (row, col) until t0 */
    Uint32 t0, t1;    /* slides to its cell over [t0, t1]; t1 == 0: still */
} fx_motion;
typedef struct fx_ghost {
    int kind;         /* a removed tile, vanishing (0: slot free) */
    float r, c;       /* where it was drawn */
    Uint32 start;     /* removal time: path, then vanish and burst */
} fx_ghost;
/* A path on show: drawn from start while on. */
typedef struct fx_line {
    llk_path line;
    Uint32 start;
    bool on;
} fx_line;
typedef struct front_anim {
    bool active;        /* the board animates (false: every tile in its
                           cell, no effect; setting it false stops all) */
    Uint32 end;         /* when the last running part ends */
    int rows, cols;     /* of mv */
    fx_motion *mv;      /* rows*cols, by cell of the current board */
    fx_ghost ghost[FX_GHOSTS];
    fx_line path;       /* the removal's path */
    fx_line hint;       /* the hint's path */
    Uint32 pop_start;   /* tiles pop in (re-deal) from pop_start */
    bool pop_on;
    int points;         /* "+N" rising from (pts_r, pts_c) */
    float pts_r, pts_c;
    Uint32 pts_start;
    int combo;          /* "Combo xN" on show until combo_until, 0 none */
    Uint32 combo_until;
    pulse_set combo_pulse; /* its count growing as it goes up */
    Uint32 party_start; /* level cleared: the celebration */
    bool party;
    Uint32 refuse_start;   /* refusal shake and its reason */
    llk_cell refuse_cell;
    llk_status refuse_why;
    bool refusing;
    Uint32 notice_until;   /* notice (toast) on show until */
    char notice[128];
} front_anim;

typedef struct front_play {
    front_layout lay;
    front_anim anim;
    /* play-screen input state */
    bool dead_end;       /* the dead-end strip is on show */
    Uint32 demo_next;    /* when Show me plays its next pair */
    bool cursor_on;      /* keyboard cursor shown */
    bool mouse_last;     /* the last input was a click: a level begun then
                          * shows no cursor until an arrow key */
    llk_cell cursor;
    int peek_kind;       /* right button held on this kind, 0 none */
    game_move last_move; /* the latest game_select result */
    bool have_move;      /* set by play.c; cleared by the random checker */
} front_play;

/* The play screen's state (st_play.c plays on it), the app's: made
 * zeroed when first asked (screen_state.h), the same block after. Asked
 * with the app as it is held, const or not: the block is the app's to
 * make, what it shows does not change by the asking. */
front_play *play(const front_app *a);

/* ---- the solver playing along (assist_ui.c) ---- */
/* Pixels under the board for the dead-end strip (0 when none). */
int assist_strip_h(const front_app *a);
/* The notification lane's height (layout_board): one row, or two when
 * the strip's message and button do not fit side by side. */
int assist_lane_h(const front_app *a);
const ui_menu *assist_menu(front_app *a);
/* The dead-end notice came: the strip shows (the play screen writes the
 * state file when the strip comes or goes). */
void assist_on_notice(front_app *a);
/* What the strip did with a key or a click: not taken, taken, or taken
 * and the board went back to its last winnable position (the caller
 * lays it out again: front_board_changed). */
typedef enum assist_took {
    ASSIST_NOT_TAKEN, ASSIST_TAKEN, ASSIST_UNDONE
} assist_took;
/* A key's action (keys.h: W, R at a dead end). */
assist_took assist_key(front_app *a, int k);
assist_took assist_event(front_app *a, const SDL_Event *e);
/* The dead-end strip in the notification lane; toast: a toast on show,
 * said in the strip's message place (NULL: the strip's own). */
void assist_draw(front_app *a, const char *toast);
/* Start Show me (asked first, or no need to ask: front_show_me): true
 * when it started, the game resumed (the caller shows it playing:
 * front_status); a board that cannot be cleared says so. */
bool assist_demo_start(front_app *a);
/* Poll the thinker; Show me's next pair to *move when one is due (the
 * screen plays it: *move_due true). True while the demo runs. */
bool assist_update(front_app *a, Uint32 now, llk_pair *move, bool *move_due);
/* The keyboard cursor on the board's first tile, shown (a level starts). */
void play_cursor_home(front_app *a);
/* The notification lane's rectangle for the state file (st_play.c). */
void play_lane_view(front_app *a, game_view *v);

/* ---- race your best (ghost_ui.c) ---- */
/* Pixels over the notification lane for the ghost's strip: 0 when the
 * deal on show has no best replay to race (session_ghost). */
int ghost_bar_h(const front_app *a);
/* The strip: the best's tiles removed by this moment of the board's
 * time, and the player's own as a gold mark on the same track. */
void ghost_bar_draw(front_app *a);
/* Whether the best's tiles changed since the strip was drawn (a frame
 * for it). */
bool ghost_moved(const front_app *a);
/* The state file's ,"ghost":N (null: none). */
void ghost_json(const front_app *a, FILE *f);

/* ---- zen on the play screen (zen_ui.c) ---- */
/* Whether the game on show is zen. */
bool zen_on(const front_app *a);
/* The play screen entered: the bar on show for a moment. */
void zen_enter(front_app *a);
/* An input on the play screen: the bar comes back (in zen). */
void zen_input(front_app *a, const SDL_Event *e);
/* Whether zen hides the bar now (no input for a while). */
bool zen_bar_hidden(const front_app *a, Uint32 now);
/* Hidden, or back for less than a moment: a press on it is not aimed at
 * its buttons (the pointer's move that brought it came with the press). */
bool zen_bar_unseen(const front_app *a, Uint32 now);
/* A frame when the bar goes; true while the next board waits. */
bool zen_update(front_app *a, Uint32 now);
/* After a zen board is cleared (and its last removal's animation): a
 * breath of empty felt (ZEN_WAIT), then the next board's deal is due
 * (ZEN_DEAL, once: the play screen deals it); ZEN_NONE when the game is
 * not a cleared zen board. */
typedef enum { ZEN_NONE, ZEN_WAIT, ZEN_DEAL } zen_step;
zen_step zen_follow(front_app *a, Uint32 now);

/* ---- the control bar over the board (bar.c) ---- */
/* The bar's buttons, in this order (relaxed games add undo and redo). */
enum { BAR_HINT, BAR_REDEAL, BAR_PAUSE, BAR_MENU, BAR_UNDO, BAR_REDO,
       BAR_COUNT };
/* Its height in pixels for the current size (layout_board). */
int bar_height(const front_app *a);
/* Draw it: the counters and the clock, and with controls its buttons
 * (the pause screen shows it without). */
void bar_draw(front_app *a, bool controls);
/* Whether a counter of the bar pulses at now (it changed: score, hints,
 * re-deals, tiles left; the state file's effects say "pulse"). */
bool bar_pulsing(const front_app *a, Uint32 now);
/* The part of the bar a new second of the clock changes (pixels). */
SDL_Rect bar_clock_rect(const front_app *a);
/* The play screen's buttons for the state file: the bar's and the
 * dead-end strip's. */
const ui_menu *bar_menu(front_app *a);
/* Hover and clicks: the BAR_ id of a button clicked, BAR_REFUSED for a
 * click on a disabled one (its tooltip says why), else -1. */
#define BAR_REFUSED (-3)
int bar_event(front_app *a, const SDL_Event *e);
/* Forget the hover and the counters' values (the play screen is left:
 * what it shows when entered again starts no pulse). */
void bar_leave(front_app *a);
/* A short notice in the notification lane at the foot. */
void bar_toast(front_app *a, const char *text);
/* The level's shift in plain words with its arrows ("Tiles fall down"). */
const char *bar_shift_words(llk_shift s);
/* The worst contrast ratio (WCAG) of the bar's text against its
 * background, and the height (em, window pixels) of its text. */
double bar_contrast(void);
double bar_text_px(const front_app *a);

#endif
