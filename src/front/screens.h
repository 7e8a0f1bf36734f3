/* screens.h - the screens (st_*.c), and what other modules ask of
 * some of them. */
#ifndef FRONT_SCREENS_H
#define FRONT_SCREENS_H

#include <stdbool.h>

#include "app.h"
#include "llk/game.h"

extern const front_screen st_menu;
extern const front_screen st_levels;
extern const front_screen st_play;
extern const front_screen st_pause;
extern const front_screen st_clear;
extern const front_screen st_timeup;
extern const front_screen st_final;
extern const front_screen st_runend; /* End run: the run's summary */
extern const front_screen st_help;
extern const front_screen st_numbered;
extern const front_screen st_settings;
extern const front_screen st_scores;
extern const front_screen st_stats;
extern const front_screen st_name;
extern const front_screen st_confirm;
extern const front_screen st_deal;
extern const front_screen st_daily; /* the deal of the day (st_daily.c) */
extern const front_screen st_keys;  /* keys of the player's own */
extern const front_screen st_watch; /* a replay played back (st_watch.c) */

enum { CONFIRM_LEAVE, CONFIRM_RESET, CONFIRM_SHOW_ME, CONFIRM_END_RUN,
       CONFIRM_RESTART, CONFIRM_LOSING };
/* Ask a question of st_confirm (CONFIRM_*), from the screen on show
 * (where No goes back to); the state file's "confirm" names it
 * (confirm_name: NULL when no question is on show). */
void front_ask(front_app *a, int what);
/* "Do it" to the warning before a losing move: the play screen, the
 * click that was asked about taken (st_play.c). */
void play_take_warned(front_app *a);
const char *confirm_name(front_app *a);
/* The screen the question on show was asked from. */
const front_screen *confirm_from(front_app *a);
/* The frame of the screens of tables (High scores, Statistics): title,
 * the difficulty tabs, a panel, the buttons (st_scores.c). */
kit_frame tables_frame(const front_app *a);
/* The difficulty tabs (Easy, Normal, Hard: ids first_id + d, "tab_easy",
 * "tab_normal", "tab_hard"), the one of shown chosen, added to m. */
void tables_tabs(ui_menu *m, int first_id, game_difficulty shown);
/* The tabs (the first GAME_DIFFICULTY_COUNT controls of m) in their row,
 * the rest at the foot. */
void tables_place(ui_menu *m, const front_app *a);
/* The high-score table shown next (st_scores.c): difficulty d, the entry
 * at new_place highlighted once (-1: none). */
void scores_select(front_app *a, game_difficulty d, int new_place);
/* The same, the Endless table shown. */
void scores_select_endless(front_app *a, game_difficulty d, int new_place);
/* Whether Help entered from prev goes back to the game (st_help.c: the
 * play music goes on). */
bool help_over_game(front_app *a, const front_screen *prev);
/* A new timed run of difficulty d from level 1 (st_menu.c: the title's
 * Play (GAME_EASY) and New game; the first start's tutorial's Play). */
void menu_new_game(front_app *a, game_difficulty d);
/* Watch the replay at path (st_watch.c; path NULL or not checking: a
 * notice says it cannot be played, false). */
bool watch_open(front_app *a, const char *path);
/* Watch n boards' replays in turn (a run's, oldest first; at most
 * WATCH_BOARDS), from the first's deal; false as watch_open. */
#define WATCH_BOARDS 13
bool watch_open_boards(front_app *a, const char *const *paths, int n);
/* A results card's Watch button (id "watch"), added to m as id when the
 * board on show's replay was kept (session_shown_replay). */
void watch_offer(ui_menu *m, front_app *a, int id);

#endif
